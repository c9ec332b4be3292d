"""What the spells that wake gemini monsters share (「スペシャル・デュアル・サモン」, 「フォース・リリース」): a gemini
monster treated as gemini summoned, and what happens to those monster objects in this turn's end phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Zone

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.kernel.events import Event
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.effects import Resolution
    from arbiter.ocg.state import Card


def is_gemini(c: Card) -> bool:
    return c.data.is_monster and "gemini" in c.data.subtypes


def at_this_end_phase(res: Resolution, cards: list[Card], act: Callable[[Resolution, list[Card]], None],
                      text_en: str, text_ja: str, face_up: bool = False) -> None:
    """In this turn's end phase, `act` on those of `cards` still the same objects in the monster zone (a delayed
    effect of the resolving card, a trigger left for the turn). With `face_up`, an effect applied to face-up
    monsters: one turned face-down since is a new card for it, left alone even once face-up again (its stamp,
    `Duel.stamp_of`, is newer)."""
    refs = tuple((c.idx, c.oid, res.duel.stamp_of(c)) for c in cards)

    def still(d: Duel) -> list[Card]:
        return [d.cards[i] for i, oid, since in refs if d.cards[i].oid == oid and d.cards[i].zone is Zone.MONSTERS
                and (not face_up or (d.cards[i].face_up and d.stamp_of(d.cards[i]) == since))]

    def due(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "end" and bool(still(ctx.duel))

    def then(r: Resolution) -> None:
        act(r, still(r.duel))

    res.duel.linger(res.card, res.player, Effect(Kind.TRIGGER, then, trigger="phase", self_trigger=False, when=due,
                                                 text_en=text_en, text_ja=text_ja), res.cause)
