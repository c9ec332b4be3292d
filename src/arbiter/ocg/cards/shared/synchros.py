"""Synchro monsters (the 2008 rules' summon, for the two synchro monsters of the era's pool): their procedure."""

from __future__ import annotations

from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.state import Zone

# a synchro summon: special summoned from the fusion deck by sending a tuner and non-tuner monsters you control whose
# Levels add up to its Level to the graveyard (`ocg/synchro.py`); declared after the card's own effects
BY_SYNCHRO_SUMMON = Effect(Kind.PROCEDURE, cost=Cost(synchro=True), from_zone=Zone.EXTRA,
                           text_en="synchro summon: send a tuner and non-tuner monsters you control whose Levels "
                                   "make up its Level to the graveyard",
                           text_ja="シンクロ召喚：チューナー１体と非チューナーを、レベルの和がこのカードに等しくなるよう墓地へ送り、"
                                   "融合デッキから特殊召喚")
