"""TODO"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.ocg.cards.common import nothing
from arbiter.ocg.cards.shared.zones import face_up_monster
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE
C = Kind.CONTINUOUS



def controls_face_up(ctx: Ctx, passcode: int) -> bool:
    return any(c.face_up and c.data.passcode == passcode for c in ctx.duel.monsters_of(ctx.player))



# the activation of a field or continuous spell whose effects apply while it stays face-up
ACTIVATE = Effect(A, nothing, text_en="activate", text_ja="発動")



def by_race(up: tuple[str, ...], amount: int, en: str, ja: str, down: tuple[str, ...] = ()) -> Effect:
    """A field spell's continuous effect: face-up monsters of the `up` Types gain `amount` ATK and DEF (those of the
    `down` Types lose as much)."""
    def value(ctx: Ctx, c: Card) -> int:
        return amount if ctx.duel.race(c) in up else -amount

    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and ctx.duel.race(c) in up + down, atk=value,
                  defense=value, text_en=en, text_ja=ja)



def by_attribute(attribute: str, atk: int, defense: int, ja: str) -> Effect:
    """A field spell's continuous effect: face-up monsters of this Attribute gain `atk` ATK and `defense` DEF."""
    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.data.attribute == attribute,
                  atk=lambda ctx, c: atk, defense=lambda ctx, c: defense,
                  text_en=f"{attribute} monsters: {atk:+} ATK, {defense:+} DEF",
                  text_ja=f"{ja}属性モンスターの攻撃力{atk:+}、守備力{defense:+}")



LORD_OF_D = 17985575



def spell_trap_activated(ctx: Ctx, link: ChainLink | None) -> bool:
    """Whether `link` is the activation of a spell or trap card (not a monster's effect)."""
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.kind != "monster" and d.effect_of(link.card, link.effect).kind is A



def monsters_in(ctx: Ctx, p: int, zone: Zone) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[p].cards_in(zone) if ctx.duel.cards[i].data.kind == "monster"]



def can_special_summon_from_hand(c: Card) -> bool:
    subs = c.data.subtypes
    return c.data.kind == "monster" and not subs & {"fusion", "ritual", "token"}



@dataclass(frozen=True, slots=True)
class FieldCardSpec(TargetSpec):
    """A target anywhere on the field: a monster, a spell/trap card, or the field spell.

    `zone` stays MONSTERS so that 「シフトチェンジ」 treats the effect as one that can designate a monster.
    """

    def _as(self, zone: Zone) -> TargetSpec:
        return TargetSpec(zone=zone, side=self.side, face=self.face, count=self.count, where=self.where,
                          allow_self=self.allow_self, text_en=self.text_en, text_ja=self.text_ja)

    def fits(self, ctx: Ctx, c: Card) -> bool:
        if not c.on_field:
            return False
        return self._as(Zone.MONSTERS if c.zone is Zone.MONSTERS else Zone.SPELLS).fits(ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        return [*self._as(Zone.MONSTERS).candidates(ctx), *self._as(Zone.SPELLS).candidates(ctx)]



# The level of the monster tributed as the cost is read from the chain link's cost cards.
def tributed_level(res: Resolution) -> int | None:
    cards = res.link.cost_cards
    return res.duel.cards[cards[0]].data.level if cards else None



def summon_one_of(res: Resolution, cands: list[Card]) -> None:
    d = res.duel
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    from_deck = c.zone is Zone.DECK
    d.special_summon(c, res.player, ask_position(res), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)



KURIBOH_TOKEN = 40703223
