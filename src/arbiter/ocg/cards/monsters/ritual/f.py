"""The ritual monsters whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# デビルズ・ミラー / Fiend's Mirror: no effects; ritual summoned with 「悪魔鏡の儀式」.
define(31890399, special_by=by_ritual_summon)


# 要塞クジラ / Fortress Whale: no effects; ritual summoned with 「要塞クジラの誓い」.
define(62337487, special_by=by_ritual_summon)
