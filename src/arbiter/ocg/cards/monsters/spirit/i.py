"""The spirit monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN
from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

# 因幡之白兎 / Inaba White Rabbit: a spirit (common.SPIRIT_RETURN); it may attack the opponent directly.
define(77084837, *SPIRIT_RETURN, may_attack_directly(), special_by=never, numbering=(1, 1, 2))
