"""The equip spell cards whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_op, equipped_by
from arbiter.ocg.effects import Cost, Effect, Kind, TargetSpec
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 閃光の双剣－トライス / Twin Swords of Flashing Light - Tryce: send a card of your hand to the graveyard as its cost;
# the equipped monster loses 500 ATK and may attack twice in a battle phase.
define(21900719, Effect(A, equip_op, cost=Cost(hand_send=1),
                        target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
                        text_en="send a card of your hand: equip to the target",
                        text_ja="手札を１枚墓地へ送り、対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=lambda ctx, m: -500, extra_attacks=1,
              text_en="the equipped monster loses 500 ATK and may attack twice",
              text_ja="装備モンスターの攻撃力は５００ダウンし、２回攻撃できる"))
