"""Helpers that cards in several files share: spells traps."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.common import answered_link
from arbiter.ocg.cards.shared.spells import link_targets
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Condition, Ctx, Kind
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


def destroys_one_spell_trap(ctx: Ctx, link: ChainLink) -> bool:
    """The link destroys its one target, and that target is a spell or trap card on the field."""
    d = ctx.duel
    eff = d.effect_of(link.card, link.effect)
    targets = link_targets(ctx, link)
    return (eff.does_(Does.DESTROY) and len(link.targets) == 1 and len(targets) == 1
            and targets[0].zone in (Zone.SPELLS, Zone.FIELD))


def spell_trap_activation(ctx: Ctx, kinds: tuple[str, ...]) -> ChainLink | None:
    """The link right below, if it is the activation of a spell or trap card of these kinds."""
    link = answered_link(ctx)
    if link is None:
        return None
    d = ctx.duel
    if d.cards[link.card].data.kind not in kinds or d.effect_of(link.card, link.effect).kind is not A:
        return None
    return link


def targets_one_monster(kinds: tuple[str, ...], where: Callable[[Card], bool] = lambda c: True) -> Condition:
    """A condition: the link right below activates a card of these kinds whose one target is a monster on the field
    that passes `where` (「ツタン仮面」, 「フォースフィールド」)."""
    def cond(ctx: Ctx) -> bool:
        link = spell_trap_activation(ctx, kinds)
        if link is None or len(link.targets) != 1:
            return False
        targets = link_targets(ctx, link)
        return len(targets) == 1 and targets[0].zone is Zone.MONSTERS and where(targets[0])
    return cond
