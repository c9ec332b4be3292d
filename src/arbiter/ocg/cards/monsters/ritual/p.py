"""The ritual monsters whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.common import TRIBUTE_SELF, can_special_summon, ctx_of
from arbiter.ocg.cards.shared.attacks import attacks_face_down, destroy_face_down_target
from arbiter.ocg.cards.shared.passcodes import BLUE_EYES_WHITE_DRAGON
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon

# ダンシング・ソルジャー / Performance of Sword: no effects; ritual summoned with 「踊りによる誘発」.
define(4849037, special_by=by_ritual_summon)


# 白竜の聖騎士 / Paladin of White Dragon (ritual summoned with 「白竜降臨」): at the start of the damage step of its
# attack on a face-down defense-position monster, that monster is destroyed; tribute it: special summon 「青眼の白龍」
# from your hand or deck, and your 「青眼の白龍」 cannot attack this turn.
def _blue_eyes(ctx: Ctx) -> list[Card]:
    def ok(c: Card) -> bool:
        return is_named(c, BLUE_EYES_WHITE_DRAGON) and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


def _paladin_calls(res: Resolution) -> None:
    summon_one_of(res, _blue_eyes(ctx_of(res)), deck=True)
    res.duel.ban_name(BLUE_EYES_WHITE_DRAGON, "attack", res.cause, res.player)


define(73398797,
       Effect(Kind.TRIGGER, destroy_face_down_target, does=Does.MONSTERS | Does.OPPONENTS | Does.SET_ONLY,
              trigger="damage_step_start",
              when=attacks_face_down,
              text_en="attacking a face-down defense-position monster: destroy it at the start of the damage step",
              text_ja="裏側守備表示の相手へ攻撃すれば、ダメージステップの始めにそれを破壊"),
       Effect(Kind.IGNITION, _paladin_calls, cost=TRIBUTE_SELF, asks=True, needs=lambda ctx: bool(_blue_eyes(ctx)),
              text_en="tributing this card as the cost, Blue-Eyes White Dragon comes from your hand or deck by special "
                      "summon; your Blue-Eyes cannot attack this turn",
              text_ja="このカードを生け贄に捧げる：手札かデッキの「青眼の白龍」１体の特殊召喚。このターン中、「青眼の白龍」は攻撃不可"),
       special_by=by_ritual_summon)
