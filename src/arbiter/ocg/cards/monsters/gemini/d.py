"""The gemini monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.common import itself
from arbiter.ocg.cards.shared.race_summoners import race_summoner
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# 魔族召喚師 / Doom Shaman: once a turn, special summon 1 Fiend from your hand or either graveyard; when this
# card leaves the field, the Fiends it summoned are destroyed (`shared.race_summoners`).
define(94944637, race_summoner("Fiend", "special summon a Fiend from your hand or either graveyard",
                               "悪魔族１体を手札かどちらかの墓地から特殊召喚"))


# サンライズ・ガードナー / Dawnbreak Gardna: gemini summoned, its original DEF becomes 2300.
define(57549932, Effect(Kind.CONTINUOUS, affects=itself, defense=lambda ctx, c: 2300 - (c.data.def_ or 0),
                        original_value=True,
                        text_en="original DEF: 2300", text_ja="元々の守備力：２３００"))
