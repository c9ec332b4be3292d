"""The ritual monsters whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# ジャベリンビートル / Javelin Beetle: no effects; ritual summoned with 「ジャベリンビートルの契約」.
define(26932788, special_by=by_ritual_summon)
