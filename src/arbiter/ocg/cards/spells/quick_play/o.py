"""The quick-play spell cards whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_MONSTER
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 死者への供物 / Offerings to the Doomed: destroy a targeted face-up monster; you skip your next draw
# phase.
def _offerings(res: Resolution) -> None:
    d = res.duel
    d.destroy(res.targets(), res.cause)
    d.skip_phase(res.player, "draw", d.next_turn_of(res.player), res.cause)


define(19230407, Effect(A, _offerings, target=FACE_UP_MONSTER,
                        text_en="destroy the target; skip your next draw phase",
                        text_ja="対象を破壊し、次の自分のドローフェイズをスキップする"))
