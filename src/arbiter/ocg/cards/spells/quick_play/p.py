"""The quick-play spell cards whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.common import CYBER_DRAGON
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.special_summons import tribute_for
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE

# ご隠居の猛毒薬 / Poison of the Old Man (quick-play): gain 1200 (effect 1) or 800 damage to the opponent
# (effect 2).
define(8842266, Effect(A, gain_op(1200), text_en="gain 1200 LP", text_ja="１２００ライフポイント回復する"),
       Effect(A, lambda res: res.duel.damage(res.opponent, 800, res.cause), text_en="800 damage to the opponent",
              text_ja="相手に８００ダメージ"))

define(66607691, tribute_for(4162088, CYBER_DRAGON, 2, False,
                              "special summon Cyber Laser Dragon from your hand, deck or graveyard",
                              "手札・デッキ・墓地から「サイバー・レーザー・ドラゴン」を特殊召喚する"))


# ピラミッドパワー / Pyramid Energy: either every face-up monster you control gains 200 ATK, or they gain 500 DEF, until
# the end phase (declared on activation).
def _pyramid(res: Resolution) -> None:
    atk = res.link.declared == "atk"
    for c in res.duel.monsters_of(res.player):
        if c.face_up:
            res.duel.boost(c, 200 if atk else 0, 0 if atk else 500, res.cause)


define(76754619, Effect(A, _pyramid, declare=("atk", "def"),
                        needs=lambda ctx: any(c.face_up for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="your face-up monsters gain 200 ATK, or 500 DEF, until the end phase",
                        text_ja="自分の表側表示モンスター全ての攻撃力を２００、または守備力を５００アップ（エンドフェイズまで）"))
