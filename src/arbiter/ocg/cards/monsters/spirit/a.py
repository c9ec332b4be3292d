"""The spirit monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN, itself
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

# 阿修羅 / Asura Priest: a spirit (common.SPIRIT_RETURN); it may attack each monster the opponent controls once
# in a battle phase (`Effect.attacks_each`).
define(2134346, *SPIRIT_RETURN,
       Effect(Kind.CONTINUOUS, affects=itself, attacks_each=True,
              text_en="it may attack each monster the opponent controls once",
              text_ja="相手のモンスター全てに、それぞれ１回ずつ攻撃可能"),
       special_by=never, numbering=(1, 1, 2))
