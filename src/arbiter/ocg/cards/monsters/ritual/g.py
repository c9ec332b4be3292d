"""The ritual monsters whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# ガルマソード / Garma Sword: no effects; ritual summoned with 「ガルマソードの誓い」.
define(90844184, special_by=by_ritual_summon)
