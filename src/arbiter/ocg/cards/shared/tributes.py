"""Tributes: the monsters an effect may tribute, monsters that count as two, the ATK a monster tributed as a cost had
on the field, and which monsters a tribute summon tributed (the summon's own record, `lasting.TributeSummon`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import a_or_an
from arbiter.ocg.carddata import attribute_ja
from arbiter.ocg.cards.shared.notes import Mark, mark, observer
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import TributeSummon
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def tributable(d: Duel, cards: Iterable[Card], by: Ctx | Resolution | None = None) -> list[Card]:
    """Those of `cards` that may be tributed (`Duel.can_be_tributed`: none under 「生贄封じの仮面」): what an effect
    that tributes offers, and what its activation needs where the tribute is what it does. `by`: the effect that
    tributes them, which cannot tribute a monster unaffected by it (「ホルスの黒炎竜 ＬＶ６」 by a spell's)."""
    return [c for c in cards if d.can_be_tributed(c) and not (by is not None and d.unaffected(c, by.card, by.player))]


def doubles(attribute: str, normal_only: bool = False) -> Effect:
    def fits(ctx: Ctx, summoned: Card) -> bool:
        return has_attribute(summoned, attribute) and (not normal_only or ctx.duel.is_normal_monster(summoned))

    kind_en = " normal" if normal_only else ""
    kind_ja = "通常" if normal_only else ""
    return Effect(Kind.CONTINUOUS, double_tribute=fits,
                  text_en=f"counts as two tributes for the tribute summon of {a_or_an(attribute)}{kind_en} monster",
                  text_ja=f"{attribute_ja(attribute)}属性の{kind_ja}モンスターの生け贄召喚では２体分の生け贄にできる")


def _watch_tributes(ctx: Ctx, ev: Event) -> None:
    d = ctx.duel
    if ev.kind == "tributed" and ev.cause.reason is Reason.COST and ev.cause.card == ctx.card.idx:
        mark(d, f"tributed_atk:{ev.card}", ctx.card, d.atk(d.cards[ev.card]))


# Not an effect of the card: notes the ATK each monster this card tributes as a cost has on the field as it goes
# (a replacement scan sees the monster before it moves); `tributed_atk` reads it as the effect resolves.
NOTES_TRIBUTED_ATK = observer(_watch_tributes)


def tributed_atk(res: Resolution) -> int:
    """The ATK the monsters tributed as this link's cost had on the field (read once: the notes are dropped)."""
    d = res.duel
    total = 0
    for i in res.link.cost_cards:
        for m in [m for m in d.notes(Mark) if m.key == f"tributed_atk:{i}" and m.card == res.card.idx]:
            d.forget(m)
            total += m.value
    return total


def _tribute_summon(d: Duel, c: Card) -> TributeSummon | None:
    return next((r for r in d.notes(TributeSummon) if r.monster == (c.idx, c.oid)), None)


def tributes_for_summon(d: Duel, c: Card) -> list[Card]:
    """What this monster object's face-up tribute summon used up as its tributes, read from the summon's record
    (an empty list where there was no such summon, or where LP was paid in their place)."""
    r = _tribute_summon(d, c)
    return [d.cards[i] for i, _ in r.tributes] if r is not None else []


def summoned_by_way_tributing(how: str) -> Callable[[Ctx, Event], bool]:
    """A "summoned" trigger's: this card was just normal summoned face-up by that way of its text ("fewer_tributes",
    "also_tributes") with monsters tributed, not LP paid in their place (「死皇帝の陵墓」: no monster is tributed)."""
    return lambda ctx, ev: ev.detail == "normal" and ctx.duel.summoned_as(ctx.card, how) \
        and bool(tributes_for_summon(ctx.duel, ctx.card))


def tributes_of(ctx: Ctx, ev: Event) -> list[Card]:
    """A "summoned" trigger's: the monsters tributed for this card's tribute summon, as the summon succeeds."""
    return tributes_for_summon(ctx.duel, ctx.card) if ev.detail == "normal" else []


def tributed_for(d: Duel, t: Card, c: Card) -> bool:
    """Whether the card object `t` (not moved since) was tributed for the face-up tribute summon of the monster
    object `c`."""
    r = _tribute_summon(d, c)
    return r is not None and (t.idx, t.oid) in r.tributes
