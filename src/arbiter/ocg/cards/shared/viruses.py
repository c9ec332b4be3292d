"""The virus cards: destroying cards by their ATK in the opponent's hand, field and draws."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg.cards.shared.turn_counts import in_opponent_turns, linger_for_opponent_turns
from arbiter.ocg.cards.shared.zones import look_at, look_at_hand
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def virus_check(d: Duel, c: Card, hit: Callable[[int], bool]) -> bool:
    if c.zone is Zone.MONSTERS and c.face_up:
        return hit(d.atk(c))
    return c.data.kind == "monster" and c.data.atk is not None and hit(c.data.atk)


def destroy_drawn(res: Resolution) -> None:
    """A draw watch's resolution: the drawn cards its link carries (those its `when` matched, one draw's together)
    that are still in the hand are destroyed, one destruction."""
    d = res.duel
    d.destroy([c for c in (d.cards[ev.card] for ev in res.link.events) if c.zone is Zone.HAND], res.cause)


def virus(hit: Callable[[int], bool]) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.opponent
        # the opponent's monsters are all looked at, set ones too, and their hand; what matches is destroyed at once
        seen = [*look_at(res, d.monsters_of(p)), *look_at_hand(res, p)]
        d.destroy([c for c in seen if virus_check(d, c, hit)], res.cause)
        # through the opponent's 3rd turn, counting this one if it is theirs (R004-130, R004-131)
        # the matching cards one draw brings are destroyed by one chain link
        watch = Effect(Kind.TRIGGER, destroy_drawn, trigger="drawn", self_trigger=False, together=True,
                       when=lambda ctx, ev: in_opponent_turns(ctx, 3) and ev.player == ctx.opponent
                       and virus_check(ctx.duel, ctx.duel.cards[ev.card], hit),
                       text_en="destroy the drawn monster", text_ja="ドローしたモンスターを破壊する")
        linger_for_opponent_turns(res, watch, 3)
        show_draws(res, 3)

    return op


def show_draws(res: Resolution, n: int) -> None:
    """For n turns counting the opponent's (as `linger_for_opponent_turns`), every card the opponent draws is
    checked: shown to the virus's player as it is drawn, whatever it is, with no chain link (the destruction of
    those that match is the watch's own); the cards one draw brings are checked together, one application."""
    def show(r: Resolution) -> None:
        d = r.duel
        drawn = [d.cards[ev.card] for ev in r.link.events if ev.card >= 0]
        d.reveal([c for c in drawn if c.zone is Zone.HAND], r.player)

    linger_for_opponent_turns(res, Effect(
        Kind.AT_ONCE, show, trigger="drawn", together=True,
        when=lambda ctx, ev: in_opponent_turns(ctx, n) and ev.player == ctx.opponent,
        text_en="the card the opponent drew is checked", text_ja="相手がドローしたカードを確認する"), n)


def dark_tribute(hit: Callable[[int], bool]) -> Callable[[Ctx, Card], bool]:
    """The DARK monster a virus tributes for its cost: a set one may be, read by its printed ATK (the viruses' FAQ:
    no change to its ATK applies to it while it is face-down), a face-up one by its current ATK."""
    return lambda ctx, m: has_attribute(m, "DARK") and virus_check(ctx.duel, m, hit)
