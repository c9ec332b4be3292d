"""Helpers that cards in several files share: chain."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.replacement import Replacement
from arbiter.ocg.cards.common import answered, answered_link, face_up_here, negate_activation
from arbiter.ocg.cards.shared.spells import link_targets
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Condition, Ctx, Kind, Resolution
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


def _activation(ctx: Ctx, kind: str, by: str = "opp", subtype: str = "") -> ChainLink | None:
    """The link right below, if it is the activation of a card of this kind ("spell", "trap") by that
    player ("opp", "own", "any"); `subtype` narrows it ("normal", "quick-play" ...)."""
    link = answered_link(ctx)
    if link is None:
        return None
    if (by == "opp" and link.player == ctx.player) or (by == "own" and link.player != ctx.player):
        return None
    d = ctx.duel
    data = d.cards[link.card].data
    if data.kind != kind or d.effect_of(link.card, link.effect).kind is not A:
        return None
    if subtype and data.spell_type != subtype:
        return None
    return link


def activation_of(kind: str, by: str = "opp", subtype: str = "") -> Condition:
    return lambda ctx: _activation(ctx, kind, by, subtype) is not None


def negate_and_destroy(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        negate_activation(res, link)


def negate_effect(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)


def _targets_this(ctx: Ctx) -> ChainLink | None:
    """The link right below targets this card (on the field)."""
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return None
    return link if any(c.idx == ctx.card.idx for c in link_targets(ctx, link)) else None


def monster_effect(ctx: Ctx) -> ChainLink | None:
    link = answered_link(ctx)
    if link is None:
        return None
    d = ctx.duel
    return link if d.cards[link.card].data.is_monster and d.effect_of(link.card, link.effect).kind in (
        Kind.IGNITION, Kind.TRIGGER, Kind.QUICK, Kind.FLIP) else None


def redirect_damage(res: Resolution, to_zero: bool = False) -> None:
    """Effect damage to this player from the answered link goes to the opponent (or becomes 0)."""
    d = res.duel
    link = answered(res)
    if link is None:
        return
    me, source, number = res.player, link.card, link.number

    def applies(ev: Event) -> bool:
        return (ev.kind == "damage" and ev.cause.reason is Reason.EFFECT and ev.cause.card == source
                and ev.cause.chain_link == number and (to_zero or ev.player == me))

    def instead(ev: Event) -> Event | None:
        return None if to_zero else dataclasses.replace(ev, player=1 - me)

    d.add_replacement(Replacement(key=f"{res.card.data.passcode}:{d.activation_count}", source=res.card.idx,
                                  controller=me, applies=applies, instead=instead), res.cause,
                      drop=lambda r: r.source == res.card.idx)


def burn_activated(ctx: Ctx) -> bool:
    """A condition: the link right below is an effect that inflicts damage (its categories, `Does.DAMAGE`)."""
    link = answered_link(ctx)
    return link is not None and ctx.duel.effect_of(link.card, link.effect).does_(Does.DAMAGE)


def chain_of(n: int, distinct: bool = False) -> Callable[[Ctx, Event], bool]:
    """A chain of at least n links resolved (with `distinct`: no card name in it twice)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        chain = ctx.duel.last_chain
        return ev.amount >= n and (not distinct or len({r.passcode for r in chain}) == len(chain))
    return when


def links_now(ctx: Ctx) -> int:
    """The number of links on the chain when this card is being activated (before it is added)."""
    return ctx.link.number - 1 if ctx.link is not None else len(ctx.duel.chain)


def chain_link_at_least(n: int, unique: bool = True) -> Condition:
    """Only as chain link n or later; with `unique`, not while cards of one name have been activated more
    than once on the chain (this card's own name included, so it cannot be activated twice either)."""
    def cond(ctx: Ctx) -> bool:
        d = ctx.duel
        if links_now(ctx) + 1 < n:
            return False
        if not unique:
            return True
        names = [d.cards[link.card].data.passcode for link in d.chain[:links_now(ctx)]]
        names.append(ctx.card.data.passcode)
        return len(set(names)) == len(names)
    return cond


def column_faces(c: Card) -> int:
    """The opponent's slot (0-4) in the same column as a card in slot `c.slot`."""
    return 4 - c.slot


def free_next_to(ctx: Ctx, c: Card) -> list[int]:
    pile = ctx.duel.players[c.ctl].monsters
    return [s for s in (c.slot - 1, c.slot + 1) if 0 <= s < 5 and pile[s] < 0]


def _side(res: Resolution, c: Card) -> None:
    """Move `c` to the neighbouring zone declared ("left" / "right", seen from its controller)."""
    if c.zone is Zone.MONSTERS:
        res.duel.move_to_zone(c, c.slot + (-1 if res.link.declared == "left" else 1))


def self_moves(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid:
        _side(res, c)


def can_step(ctx: Ctx) -> bool:
    return face_up_here(ctx) and bool(free_next_to(ctx, ctx.card))
