"""The ritual monsters whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# ハングリーバーガー / Hungry Burger: no effects; ritual summoned with 「ハンバーガーのレシピ」.
define(30243636, special_by=by_ritual_summon)
