"""The Archfiends: their maintenance cost and the die that guards them against targeting."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.common import ctx_of, itself
from arbiter.ocg.cards.shared.card_kinds import name_has
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink


Guard = Callable[[Ctx, Card], bool]


def is_archfiend(c: Card) -> bool:
    """A monster whose name contains 「デーモン」."""
    return c.data.kind == "monster" and name_has(c, "デーモン")


def opponents_link(ctx: Ctx, ev: Event) -> ChainLink | None:
    """The link just added to the chain, if the opponent of this card's controller activated it."""
    chain = ctx.duel.chain
    link = chain[ev.amount - 1] if 0 < ev.amount <= len(chain) else None
    return link if link is not None and link.player != ctx.card.ctl else None


def guarded(ctx: Ctx, link: ChainLink, guards: Guard) -> list[Card]:
    """The face-up monsters of this card's controller that the link targets and that the die guards."""
    d = ctx.duel
    out = []
    for i, oid in link.targets:
        c = d.cards[i]
        if c.oid == oid and c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.card.ctl and guards(ctx, c):
            out.append(c)
    return out


def archfiend_die(numbers: tuple[int, ...], guards: Guard = itself) -> Effect:
    """When an opponent's effect that targets a monster `guards` accepts is activated, a die is rolled for
    each such monster (until one hits); on one of `numbers` that effect is negated and its card destroyed."""
    def when(ctx: Ctx, ev: Event) -> bool:
        link = opponents_link(ctx, ev)
        return link is not None and bool(guarded(ctx, link, guards))

    def op(res: Resolution) -> None:
        d = res.duel
        ctx = ctx_of(res)
        link = opponents_link(ctx, res.link.events[0])
        me = res.card.ctl
        if link is None:
            return
        cause = Cause(me, Reason.EFFECT, res.card.idx, res.link.effect)
        for _ in guarded(ctx, link, guards):
            if link.neg_effect or link.neg_activation:
                return  # another die has negated it already
            if d.roll_die(me, cause) in numbers:
                link.neg_effect = True
                src = d.cards[link.card]
                if src.oid == link.oid:
                    d.destroy([src], cause)

    said = [str(n) for n in numbers]
    return Effect(Kind.AT_ONCE, op, trigger="chained", when=when,
                  text_en=f"targeted by an opponent's effect: roll a die; on {'/'.join(said)} negate that effect "
                          "and destroy its card",
                  text_ja=f"相手のカードの効果の対象になった時サイコロを振り、{'・'.join(said)}が出たらその効果を無効にし"
                          "破壊する")


def archfiend(lp: int, numbers: tuple[int, ...], *more: Effect, guards: Guard = itself) -> tuple[Effect, ...]:
    """An Archfiend's effects in its text's order: the maintenance cost, the die, then its own effects."""
    return maintenance(lp), archfiend_die(numbers, guards), *more
