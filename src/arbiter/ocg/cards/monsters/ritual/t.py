"""The ritual monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# 仮面魔獣マスクド・ヘルレイザー / The Masked Beast: no effects; ritual summoned with 「仮面魔獣の儀式」.
define(49064413, special_by=by_ritual_summon)
