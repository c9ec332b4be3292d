"""The union monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.special_summons import ask_face_up
from arbiter.ocg.cards.shared.tokens import makes_token_here, summon_token
from arbiter.ocg.cards.shared.unions import (
    BLOOD_ORCHIS,
    SOITSU,
    equipped_as_union,
    equipped_destroyed,
    is_one_of,
    union,
)
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# デス・デンドル / Des Dendle: besides the union's effects, each time the equipped monster destroys a monster by
# battle, special summon a 「魔草トークン」 (Plant, EARTH, level 1, 800/800), only while it is an equip card by its
# own union effect (not one 「ユニオン・ライダー」 equipped to itself).
WICKED_PLANT_TOKEN = 12965762
_EQUIPPED_DESTROYED = equipped_destroyed(opponents=False)


def _as_union_destroyed(ctx: Ctx, ev: Event) -> bool:
    return equipped_as_union(ctx) and _EQUIPPED_DESTROYED(ctx, ev)


def _plant_token(res: Resolution) -> None:
    if res.duel.free_slots(res.player, Zone.MONSTERS):
        data = token_data(WICKED_PLANT_TOKEN, "魔草トークン")
        summon_token(res, data, ask=ask_face_up)


define(12965761, *union(is_one_of(BLOOD_ORCHIS), 0, 0, "your Blood Orchis", "自分の「ブラッド・オーキス」"),
       Effect(Kind.TRIGGER, _plant_token, trigger="destroyed", self_trigger=False, asks=True,
              when=_as_union_destroyed, needs=makes_token_here(WICKED_PLANT_TOKEN, "魔草トークン"),
              text_en="the equipped monster destroyed a monster by battle: special summon a Wicked Plant Token",
              text_ja="装備モンスターが戦闘でモンスターを破壊する度、「魔草トークン」１体を特殊召喚する"))

define(57062206, *union(is_one_of(SOITSU), 2500, 0, "your Soitsu", "自分の「ソイツ」"))
