"""The spirit monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN, normal_summoned_or_flipped
from arbiter.ocg.cards.shared.zones import all_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never


# 砂塵の悪霊 / Dark Dust Spirit: a spirit (common.SPIRIT_RETURN); when it is normal summoned or flipped face-up,
# destroy every other face-up monster on the field.
def _dust(res: Resolution) -> None:
    res.duel.destroy([c for c in all_monsters(res) if c.face_up and c is not res.card], res.cause)


define(89111398, *SPIRIT_RETURN,
       *(Effect(Kind.TRIGGER, _dust, does=Does.MONSTERS, trigger=k, when=normal_summoned_or_flipped,
                text_en="normal summoned or flipped: destroy every other face-up monster",
                text_ja="召喚・リバースした時、このカード以外の表側表示モンスターを全て破壊する")
         for k in ("summoned", "flipped")),
       special_by=never, numbering=(1, 1, 2, 2))
