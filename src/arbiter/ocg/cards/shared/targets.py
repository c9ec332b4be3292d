"""Target specs: a card on the field, in a graveyard, over several zones, the opponent's monster."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg.carddata import race_en, race_ja
from arbiter.ocg.cards.common import answered_link
from arbiter.ocg.cards.shared.card_kinds import is_trap_card
from arbiter.ocg.effects import NOT_WHAT, NOT_WHERE, Ctx, TargetSpec, quoting
from arbiter.ocg.state import Card, Zone


class FieldCardSpec(TargetSpec):
    """A target anywhere on the field: a monster, a spell/trap card, or the field spell, each once (a trap monster is
    both).

    `zone` stays MONSTERS so that 「シフトチェンジ」 treats the effect as one that can designate a monster.
    """

    __slots__ = ()

    def also_in(self, c: Card) -> bool:
        return c.on_field

    def zones_seen(self) -> tuple[Zone, ...]:
        return Zone.MONSTERS, Zone.SPELLS

    def candidates(self, ctx: Ctx) -> list[Card]:
        d = ctx.duel
        sides = (ctx.player, 1 - ctx.player) if self.side == "any" else (
            (ctx.player,) if self.side == "own" else (1 - ctx.player,))
        out: list[Card] = []
        for p in sides:
            pl = d.players[p]
            for i in (*pl.monsters, *pl.spells, pl.field):
                if i >= 0 and self.fits(ctx, d.cards[i]):
                    out.append(d.cards[i])
        return out


class MovedTargetSpec(TargetSpec):
    """Another card that the effect of the chain link this card answers could have targeted, judged from that link's
    activator: where 「シフトチェンジ」 or 「天使の手鏡」 moves its target (R000-012, R000-036, R000-052, R000-059).

    A card it refuses is refused as not what the effect targets, followed by why: the moved effect's own reason
    ("as a target of 「硫酸のたまった落とし穴」, it is face-up, and the effect targets a face-down card"), so that the
    judge names the requirement the new target fails, not only this spec's words.
    """

    __slots__ = ()

    def refusal(self, ctx: Ctx, c: Card) -> str:
        why = TargetSpec.refusal(self, ctx, c)
        if why:
            return why
        link = answered_link(ctx)
        d = ctx.duel
        eff = d.link_effect(link) if link is not None and link.targets else None
        not_what = quoting(NOT_WHAT, self.text_en, self.text_ja)
        if link is None or eff is None or eff.target is None:
            return not_what
        if c.idx == link.targets[0][0]:
            return Why(f"{not_what}: it is the card the answered effect already targets",
                       f"{not_what.ja}：相手の効果がすでに対象にしているカードである")
        moved = d.cards[link.card]
        why = eff.target.refusal(Ctx(d, link.player, moved, eff, link.events, link), c)
        if not why:
            return ""
        return Why(f'{not_what}: as a target of "{moved.data.name("en")}", {why}',
                   f"{not_what.ja}：「{moved.data.name('ja')}」の対象として、{in_lang(why, 'ja')}")


OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls",
                         text_ja="相手フィールド上のモンスター")


def opp_face_up(race: str) -> TargetSpec:
    return TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.race(c) == race,
                      text_en=f"a face-up {race_en(race)} monster the opponent controls",
                      text_ja=f"相手フィールド上の表側表示の{race_ja(race)}モンスター")


def trap_or_set(ctx: Ctx, c: Card) -> bool:
    return not c.face_up or is_trap_card(c)


TRAP_OR_SET = TargetSpec(zone=Zone.SPELLS, where=trap_or_set, text_en="a trap card or a set card on the field",
                         text_ja="フィールド上の罠カードかセットされたカード")


# no slots=True: a dataclass with slots would declare TargetSpec's fields again, over those of a TargetSpec that mypyc
# compiled (whose code reads its own)
@dataclass(frozen=True)
class ZonesSpec(TargetSpec):
    """A target spec over several zones: "a card on the field" (monster or spell/trap), or "a monster on
    your field or in your graveyard". The other fields mean what they mean in `TargetSpec`."""

    zones: tuple[Zone, ...] = (Zone.MONSTERS, Zone.SPELLS)

    def _in(self, z: Zone) -> TargetSpec:
        return dataclasses.replace(self, zone=z)

    def refusal(self, ctx: Ctx, c: Card) -> str:
        z = Zone.SPELLS if c.zone is Zone.FIELD else c.zone
        if z not in self.zones:
            return quoting(NOT_WHERE, self.text_en, self.text_ja)
        return TargetSpec.refusal(self._in(z), ctx, c)

    def zones_seen(self) -> tuple[Zone, ...]:
        return self.zones

    def candidates(self, ctx: Ctx) -> list[Card]:
        out: list[Card] = []
        for z in self.zones:
            out += TargetSpec.candidates(self._in(z), ctx)
        return out


def field_card(side: str = "any", where: Callable[[Ctx, Card], bool] | None = None, allow_self: bool = False,
               en: str = "a card on the field", ja: str = "フィールド上のカード") -> ZonesSpec:
    return ZonesSpec(side=side, where=where, allow_self=allow_self, text_en=en, text_ja=ja)


def grave_spec(where: Callable[[Card], bool], side: str = "own", count: int = 1, least: int = 0,
               en: str = "a card in your graveyard", ja: str = "自分の墓地のカード") -> TargetSpec:
    return TargetSpec(zone=Zone.GRAVE, side=side, count=count, min=least, where=lambda ctx, c: where(c),
                      text_en=en, text_ja=ja)


OPP_FACE_UP = TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                         text_ja="相手フィールド上の表側表示モンスター")
