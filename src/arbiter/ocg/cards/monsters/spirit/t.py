"""The spirit monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_TO_TURN_DOWN, SPIRIT_RETURN, normal_summoned_or_flipped, to_face_down
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

# 月読命 / Tsukuyomi: a spirit (common.SPIRIT_RETURN); when it is normal summoned or flipped face-up, a targeted
# face-up monster on the field (it may be this card) turns face-down defense position.
define(34853266, *SPIRIT_RETURN,
       *(Effect(Kind.TRIGGER, to_face_down, trigger=k, when=normal_summoned_or_flipped,
                target=FACE_UP_TO_TURN_DOWN,
                text_en="normal summoned or flipped: the target turns face-down defense position",
                text_ja="召喚またはリバース時：対象を裏側守備表示に変える")
         for k in ("summoned", "flipped")),
       special_by=never, numbering=(2, 2, 1, 1))  # its text numbers the return to the hand last
