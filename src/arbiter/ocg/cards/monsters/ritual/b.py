"""The ritual monsters whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# カオス・ソルジャー / Black Luster Soldier: no effects; ritual summoned with 「カオスの儀式」.
define(5405694, special_by=by_ritual_summon)
