"""TODO"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import battle_to_grave, ctx_of, itself
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.revival import summon
from arbiter.ocg.cards.shared.turn_counts import tributes_for_summon
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

C = Kind.CONTINUOUS
T = Kind.TRIGGER



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
        return deck_monsters(ctx.duel, ctx.player, lambda c: ok(ctx, c))

    def needs(ctx: Ctx) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(fits(ctx))

    def op(res: Resolution) -> None:
        d = res.duel
        found = fits(ctx_of(res))
        if found and d.free_slots(res.player, Zone.MONSTERS) > 0:
            summon(res, res.ask_cards(found), pos=pos)
        d.shuffle_deck(res.player)

    return Effect(T, op, trigger=trigger, when=when, needs=needs, asks=True, mandatory=mandatory,
                  misses_timing=not mandatory, text_en=text_en, text_ja=text_ja)



def tributes_of(ctx: Ctx, ev: Event) -> list[Card]:
    """The monsters tributed for this card's tribute summon, as the summon succeeds (read from the log)."""
    return tributes_for_summon(ctx.duel, ctx.card) if ev.detail == "normal" else []



def dolphin(self_damage: bool) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        if not still_face_up_here(res):
            return
        monsters = [c for c in cards_in_hand(d, res.opponent) if c.data.is_monster]
        chosen = res.ask_cards(monsters) if monsters else None
        if chosen is not None and chosen.data.atk is not None and any(
                m.face_up and d.atk(m) >= (chosen.data.atk or 0) for m in d.monsters_of(res.player)):
            d.destroy([chosen], res.cause)
            d.damage(res.opponent, 500, res.cause)
        elif self_damage:
            d.damage(res.player, 500, res.cause)
    return op



def zombie(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Zombie"



def level_of(c: Card) -> int:
    return c.data.level or 0



def summon_each_target(res: Resolution) -> None:
    for t in res.targets():
        summon(res, t)



def deck_monsters_that(ctx: Ctx | Resolution, ok: Callable[[Card], bool]) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if d.cards[i].data.is_monster and ok(d.cards[i])]



def battle_recruiter(ok: Callable[[Card], bool], en: str, ja: str, attack: bool = False) -> Effect:
    """"When this card is destroyed by battle and sent to the graveyard, you can special summon a monster that
    fits from your deck" (in face-up attack position where `attack`, else in a position of your choice); an
    optional "when" effect. The deck is shuffled after it is looked through."""
    def needs(ctx: Ctx) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(deck_monsters_that(ctx, ok))

    def op(res: Resolution) -> None:
        found = deck_monsters_that(res, ok)
        if found and res.duel.free_slots(res.player, Zone.MONSTERS):
            summon(res, res.ask_cards(found), pos=Pos.ATTACK if attack else None)
        res.duel.shuffle_deck(res.player)

    return Effect(T, op, trigger="destroyed", when=battle_to_grave, needs=needs, asks=True, mandatory=False,
                  misses_timing=True, text_en=en, text_ja=ja)



def atk_up_to(limit: int) -> Callable[[Card], bool]:
    return lambda c: c.data.atk is not None and c.data.atk <= limit



# The Reptiles of the elements (シャインスピリッツ, ヘルプロミネンス, レイジアース, デスサイクロン, ダークネスソウル,
# サイレントアビス): destroyed by battle and sent to the graveyard, each destroys every monster on the field that is not
# a face-up monster of its own Attribute (face-down ones included).
def element_reptile(attribute: str, ja: str) -> Effect:
    def op(res: Resolution) -> None:
        d = res.duel
        d.destroy([c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
                   if not (c.face_up and c.data.attribute == attribute)], res.cause)

    return Effect(T, op, trigger="destroyed", when=battle_to_grave, does=Does.DESTROY | Does.MONSTERS,
                  text_en=f"destroy every monster that is not a face-up {attribute} monster",
                  text_ja=f"表側表示の{ja}属性モンスター以外のモンスターを全て破壊する")



def to_deck_top(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, where="top")



def face_up_machines(d: Duel) -> list[Card]:
    return [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and d.race(c) == "Machine"]



def per_own_named(passcode: int, each: int) -> Callable[[Ctx, Card], int]:
    """ATK for each face-up monster of this name its controller controls."""
    return lambda ctx, c: each * sum(m.face_up and m.data.passcode == passcode for m in ctx.duel.monsters_of(c.ctl))



def may_attack_directly() -> Effect:
    """"This card may attack the opponent directly.\""""
    return Effect(C, affects=itself, direct_attack=True, text_en="it may attack directly",
                  text_ja="このカードは相手プレイヤーに直接攻撃できる")
