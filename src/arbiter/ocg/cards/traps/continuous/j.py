"""The continuous trap cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.common import nothing
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# 砂漠の裁き / Judgment of the Desert (continuous trap): a monster that is face-up cannot change its battle position.
define(4869446, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              forbids=("change_position",), text_en="face-up monsters cannot change their battle positions",
              text_ja="表側表示のモンスターは表示形式を変更できない"))
