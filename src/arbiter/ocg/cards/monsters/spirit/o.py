"""The spirit monsters whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN, normal_summoned_or_flipped, switch_position
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

# 竜宮之姫 / Otohime: a spirit (common.SPIRIT_RETURN); when it is normal summoned or flipped face-up, its controller
# may change the battle position of a targeted face-up monster the opponent controls (an optional "when": it misses
# the timing where its summon or flip was not the last thing to happen).
define(39751093, *SPIRIT_RETURN,
       *(Effect(Kind.TRIGGER, switch_position, trigger=k, when=normal_summoned_or_flipped, mandatory=False,
                misses_timing=True,
                target=OPP_FACE_UP,
                text_en="normal summoned or flipped: change the target's battle position",
                text_ja="召喚・リバースした時、対象の相手モンスターの表示形式を変更する")
         for k in ("summoned", "flipped")),
       special_by=never, numbering=(1, 1, 2, 2))
