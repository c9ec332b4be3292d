"""The fusion monsters whose English name begins with N."""

from __future__ import annotations

from arbiter.ocg.cards.common import opponent_has_hand
from arbiter.ocg.cards.shared.destruction import dolphin
from arbiter.ocg.cards.shared.draw import moss_draw
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.names import treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_effect_of

define(78734254, Effect(Kind.IGNITION, dolphin(False), cost=Cost(discard=1), once_per_turn=True, asks=True,
                        needs=opponent_has_hand,
                        text_en="choose a monster in the opponent's hand: destroy it and 500 damage if you control "
                                "a monster with at least its ATK",
                        text_ja="相手の手札のモンスター１体を選び、その攻撃力以上のモンスターが自分フィールドにいれば"
                                "破壊し５００ダメージ"),
       special_by=by_effect_of(81913510))
treat_as(78734254, 17955766)  # its name is also 「Ｎ・アクア・ドルフィン」

# Ｎ・ティンクル・モス / Neo-Spacian Twinkle Moss: its name is also 「Ｎ・グロー・モス」; only special summoned by
# 「ＮＥＸ」's effect; when it attacks or is attacked, its controller draws 1 and shows it: a monster ends the battle
# phase, a spell lets its attack become a direct attack, a trap turns it to defense position.
treat_as(13857930, 17732278)
define(13857930, moss_draw("self", "you draw 1 and show it: monster, end the battle phase; spell, attack directly; "
                                    "trap, this card to defense position",
                            "自分は１枚ドローしお互いに確認する。モンスター：バトルフェイズ終了、魔法：直接攻撃できる、"
                            "罠：このカードを守備表示にする"),
       special_by=by_effect_of(81913510))
