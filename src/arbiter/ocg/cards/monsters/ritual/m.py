"""The ritual monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# マジシャン・オブ・ブラックカオス / Magician of Black Chaos: no effects; ritual summoned with 「カオス－黒魔術の儀式」.
define(30208479, special_by=by_ritual_summon)
