"""The ritual monsters whose English name begins with Z."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# ゼラ / Zera the Mant: no effects; ritual summoned with 「ゼラの儀式」.
define(69123138, special_by=by_ritual_summon)
