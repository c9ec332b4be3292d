"""Helpers that cards in several files share: unknown stats."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import itself
from arbiter.ocg.cards.shared.chance import by_battle_to_grave
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def stats_from(value: Callable[[Ctx], int]) -> Effect:
    """A continuous effect that makes this card's ATK and DEF equal to `value` (from "?", i.e. 0)."""
    return Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: value(ctx), defense=lambda ctx, c: value(ctx),
                  text_en="its ATK/DEF are set by its effect", text_ja="攻撃力・守備力は効果で決まる")


def banished(d: Duel, p: int, race: str = "") -> int:
    return sum(1 for i in d.players[p].banished
               if not race or (d.cards[i].data.kind == "monster" and d.cards[i].data.race == race))


def original_atk(d: Duel, c: Card) -> int | None:
    """The original ATK, or None where it cannot be determined ("?")."""
    defn = DEFS.get(c.data.passcode)
    if defn is not None and defn.original_atk is not None and c.zone is Zone.MONSTERS and c.face_up:
        return defn.original_atk(d, c)
    return c.data.atk


def half_up(v: int) -> int:
    """Half a value, a half rounded up (the era's way of halving ATK)."""
    return (v + 1) // 2


DREADMASTER = 40591390


def is_destiny_hero(c: Card) -> bool:
    return c.data.kind == "monster" and c.data.name_en.startswith("Destiny HERO")


def deck_monsters(d: Duel, p: int, ok: Callable[[Card], bool]) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if d.cards[i].data.kind == "monster" and ok(d.cards[i])]


def recruiter(attribute: str, text_en: str, text_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return has_attribute(c, attribute) and c.data.atk is not None and c.data.atk <= 1500

    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(deck_monsters(d, ctx.player, ok))

    def op(res: Resolution) -> None:
        d = res.duel
        found = deck_monsters(d, res.player, ok)
        if found and d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.special_summon(res.ask_cards(found), res.player, Pos.ATTACK, res.cause)
        d.shuffle_deck(res.player)

    return Effect(Kind.TRIGGER, op, trigger="destroyed", when=by_battle_to_grave, needs=needs, asks=True,
                  mandatory=False, misses_timing=True, text_en=text_en, text_ja=text_ja)


def virus_check(d: Duel, c: Card, hit: Callable[[int], bool]) -> bool:
    if c.zone is Zone.MONSTERS and c.face_up:
        return hit(d.atk(c))
    return c.data.kind == "monster" and c.data.atk is not None and hit(c.data.atk)


def virus(hit: Callable[[int], bool]) -> Callable[[Resolution], None]:
    def drawn_op(res: Resolution) -> None:
        d = res.duel
        for ev in res.link.events:
            c = d.cards[ev.card]
            if c.zone is Zone.HAND and virus_check(d, c, hit):
                d.destroy([c], res.cause)

    def op(res: Resolution) -> None:
        d = res.duel
        p = res.opponent
        d.destroy([m for m in d.monsters_of(p) if virus_check(d, m, hit)], res.cause)
        for c in [d.cards[i] for i in d.players[p].hand]:
            if virus_check(d, c, hit):
                d.destroy([c], res.cause)
        # the opponent's 3rd turn counting this one if it is theirs
        last = d.turn + (4 if d.tp == p else 5)
        watch = Effect(Kind.TRIGGER, drawn_op, trigger="drawn", self_trigger=False,
                       when=lambda ctx, ev: ctx.duel.turn <= last and ev.player == ctx.opponent
                       and virus_check(ctx.duel, ctx.duel.cards[ev.card], hit),
                       text_en="destroy the drawn monster", text_ja="ドローしたモンスターを破壊する")
        d.linger(res.card, res.player, watch, res.cause, turns=last - d.turn + 1)

    return op


def dark_tribute(hit: Callable[[int], bool]) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, m: m.face_up and has_attribute(m, "DARK") and hit(ctx.duel.atk(m))
