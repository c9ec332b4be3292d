"""The gemini monsters whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg.cards.common import draw_one
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.events import won_battle
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

T = Kind.TRIGGER

# 幸運の笛吹き / Lucky Pied Piper: when its battle takes an opponent's monster from the field to the graveyard, its
# controller draws 1 card.
define(68762510, Effect(T, draw_one, trigger="destroyed", self_trigger=False, when=won_battle, needs=may_draw("self"),
                        text_en="destroyed a monster by battle: draw 1 card",
                        text_ja="戦闘で破壊し墓地へ送った時、１枚ドローする"))
