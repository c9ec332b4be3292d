"""Recruiters: monsters that special summon a monster from the deck."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import battle_to_grave, can_special_summon, ctx_of
from arbiter.ocg.cards.shared.events import by_battle_to_grave
from arbiter.ocg.cards.shared.resolving import ask_many
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summon, summon_picked, summonable
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


def monsters_in_deck(d: Duel, p: int, ok: Callable[[Card], bool]) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if d.cards[i].data.kind == "monster" and ok(d.cards[i])]


def attribute_recruiter(attribute: str, text_en: str, text_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return has_attribute(c, attribute) and c.data.atk is not None and c.data.atk <= 1500

    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(
            summonable(ctx, monsters_in_deck(d, ctx.player, ok)))

    def op(res: Resolution) -> None:
        d = res.duel
        with deck_searched(d, res.player, summon_room(res)):
            summon_picked(res, monsters_in_deck(d, res.player, ok), pos=Pos.ATTACK)

    return Effect(Kind.TRIGGER, op, trigger="destroyed", when=by_battle_to_grave, needs=needs, asks=True,
                  mandatory=False, misses_timing=True, text_en=text_en, text_ja=text_ja)


def deck_monsters(d: Duel, p: int, ok: Callable[[Card], bool]) -> list[Card]:
    """Monsters in a deck that an effect may special summon: no fusion, ritual or summon-procedure-only
    monster, and those that fit `ok`."""
    out = []
    for i in d.players[p].deck:
        c = d.cards[i]
        if normal_summonable(c.data) and ok(c):
            out.append(c)
    return out


def atk_at_most(c: Card, n: int) -> bool:
    """A known ATK of at most n: a printed "?" cannot be read off the field (R004-016 to R004-018)."""
    return c.data.atk is not None and c.data.atk <= n


def recruiter(ok: Callable[[Ctx, Card], bool], pos: Pos | None, when: Callable[[Ctx, Event], bool],
               text_en: str, text_ja: str, mandatory: bool = False, trigger: str = "destroyed") -> Effect:
    """A trigger (`trigger` events that fit `when`): special summon 1 monster that fits `ok` from your deck
    (in `pos`, or a face-up position of the player's choice), then the deck is shuffled."""
    def fits(ctx: Ctx) -> list[Card]:
        return summonable(ctx, deck_monsters(ctx.duel, ctx.player, lambda c: ok(ctx, c)))

    def needs(ctx: Ctx) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(fits(ctx))

    def op(res: Resolution) -> None:
        d = res.duel
        with deck_searched(d, res.player, summon_room(res)):
            summon_picked(res, fits(ctx_of(res)), pos=pos)

    return Effect(T, op, trigger=trigger, when=when, needs=needs, asks=True, mandatory=mandatory,
                  misses_timing=not mandatory, text_en=text_en, text_ja=text_ja)


def deck_monsters_that(ctx: Ctx | Resolution, ok: Callable[[Card], bool]) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if d.cards[i].data.is_monster and ok(d.cards[i])]


def battle_recruiter(ok: Callable[[Card], bool], en: str, ja: str, attack: bool = False) -> Effect:
    """Destroyed by battle and sent to the graveyard, this card may special summon a fitting monster from your deck
    (in face-up attack position where `attack`, else in a position of your choice); an
    optional "when" effect. A monster whose own summoning conditions forbid that summon (「八汰烏」) is never
    offered. The deck is shuffled after it is looked through."""
    def fits(ctx: Ctx) -> list[Card]:
        return [c for c in deck_monsters_that(ctx, ok) if can_special_summon(ctx, c)]

    def needs(ctx: Ctx) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(fits(ctx))

    def op(res: Resolution) -> None:
        d = res.duel
        with deck_searched(d, res.player, summon_room(res)):
            summon_picked(res, fits(ctx_of(res)), pos=Pos.ATTACK if attack else None)

    return Effect(T, op, trigger="destroyed", when=battle_to_grave, needs=needs, asks=True, mandatory=False,
                  misses_timing=True, text_en=en, text_ja=ja)


# The Reptiles of the elements (シャインスピリッツ, ヘルプロミネンス, レイジアース, デスサイクロン, ダークネスソウル,
# サイレントアビス): destroyed by battle and sent to the graveyard, each destroys every monster on the field that is not
# a face-up monster of its own Attribute (face-down ones included). With no such monster on the field it is not
# activated (R004-007: no blank activation, effects on the whole field included).
def element_reptile(attribute: str, ja: str) -> Effect:
    def doomed(d: Duel) -> list[Card]:
        return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
                if not (c.face_up and has_attribute(c, attribute))]

    def op(res: Resolution) -> None:
        res.duel.destroy(doomed(res.duel), res.cause)

    return Effect(T, op, trigger="destroyed", when=battle_to_grave, does=Does.DESTROY | Does.MONSTERS,
                  needs=lambda ctx: bool(doomed(ctx.duel)),
                  text_en=f"destroy every monster that is not a face-up {attribute} monster",
                  text_ja=f"{ja}属性の表側表示モンスターを除き、全モンスターを破壊")


def summon_copies_from_deck(res: Resolution, passcode: int) -> None:
    """The resolving player special summons any number of the monsters of this name from their deck (no more than
    their free zones), each in the face-up position they choose; the deck is shuffled after it is looked through."""
    d = res.duel
    found = summonable(res, deck_monsters_that(res, lambda c: is_named(c, passcode)))
    room = d.free_slots(res.player, Zone.MONSTERS)
    with deck_searched(d, res.player, summon_room(res)):
        if found and room:
            with d.moving_together(res.cause):
                for c in ask_many(res, found, most=room):
                    summon(res, c)


def copies_in_deck(passcode: int) -> Callable[[Ctx], bool]:
    """`needs` of such an effect: a free zone and a monster of that name in the deck that it may special summon."""
    return lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(
        summonable(ctx, deck_monsters_that(ctx, lambda c: is_named(c, passcode))))
