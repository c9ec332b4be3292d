"""The equip spell cards whose English name begins with W."""

from __future__ import annotations

import dataclasses

from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

# 破邪の大剣－バオウ / Wicked-Breaking Flamberge - Baou: activated by sending 1 card of your hand to the graveyard (the
# cost); the equipped monster gains 500 ATK, and the effects of the opponent's monsters it destroys by battle are
# negated.
define(68427465, dataclasses.replace(equip_spell(), cost=Cost(hand_send=1)),
       equip_stats(500),
       Effect(Kind.CONTINUOUS, affects=equipped_by, battle_silences=True,
              text_en="the effects of monsters the equipped monster destroys by battle are negated",
              text_ja="装備モンスターに戦闘破壊されたモンスターの効果は無効"))
