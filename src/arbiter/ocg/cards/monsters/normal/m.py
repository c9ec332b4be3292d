"""The normal monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_itself
from arbiter.ocg.cards.shared.passcodes import MIRAGE_TOKEN
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

define(MIRAGE_TOKEN, Effect(Kind.TRIGGER, destroy_itself, trigger="phase", self_trigger=False,
                            when=lambda ctx, ev: ev.detail == "end",
                            text_en="destroyed in the end phase", text_ja="エンドフェイズに破壊される"))
