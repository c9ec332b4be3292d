"""The ritual monsters whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# ダンシング・ソルジャー / Performance of Sword: no effects; ritual summoned with 「踊りによる誘発」.
define(4849037, special_by=by_ritual_summon)
