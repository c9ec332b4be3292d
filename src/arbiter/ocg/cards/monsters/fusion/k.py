"""The fusion monsters whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import can_special_summon, ctx_of, face_up_here, room
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# 雷神の怒り / Kaminari Attack: エンゼル・イヤーズ + メガ・サンダーボール
fusion.materials(9653271, 86088138, 21817254)

# カオス・ウィザード / Kamionwizard: ホーリー・エルフ + 黒魔族のカーテン
fusion.materials(41544074, 15025844, 22026707)

# カルボナーラ戦士 / Karbonala Warrior: マグネッツ１号 + マグネッツ２号
fusion.materials(54541900, 56342351, 92731455)

# カイザー・ドラゴン / Kaiser Dragon: 砦を守る翼竜 + フェアリー・ドラゴン
fusion.materials(94566432, 87796900, 20315854)

# クワガー・ヘラクレス / Kwagar Hercules: クワガタ・アルファ + ヘラクレス・ビートル
fusion.materials(95144193, 60802233, 52584282)


# 竜魔人 キングドラグーン / King Dragun: 「ロード・オブ・ドラゴン－ドラゴンの支配者－」 + 「神竜 ラグナロク」; while it
# is face-up, the opponent cannot target the face-up Dragon monsters on the field with effects; once a turn,
# special summon 1 Dragon monster from your hand.
def _hand_dragons(ctx: Ctx) -> list[Card]:
    return [c for c in cards_in_hand(ctx.duel, ctx.player)
            if c.data.is_monster and c.data.race == "Dragon" and can_special_summon(ctx, c)]


def _dragun_summons(res: Resolution) -> None:
    summon_picked(res, _hand_dragons(ctx_of(res)))


fusion.materials(13756293, 17985575, 62113340)
define(13756293,
       Effect(Kind.CONTINUOUS, untargetable_by=lambda ctx, by: by.player != ctx.player,
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == "Dragon",
              text_en="the opponent cannot target Dragon monsters on the field with effects",
              text_ja="フィールドのドラゴン族は、相手の効果の対象にならない"),
       Effect(Kind.IGNITION, _dragun_summons, once_per_turn=True, condition=face_up_here, asks=True,
              needs=lambda ctx: room(ctx) and bool(_hand_dragons(ctx)),
              text_en="special summon a Dragon monster from your hand",
              text_ja="ドラゴン族１体を手札から特殊召喚"))
