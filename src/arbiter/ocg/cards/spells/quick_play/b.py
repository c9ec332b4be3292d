"""The quick-play spell cards whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_MONSTER, to_face_down
from arbiter.ocg.cards.shared.banishing import targets_to_grave
from arbiter.ocg.effects import Effect, Kind, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# 異次元からの埋葬 / Burial from a Different Dimension: up to 3 targeted banished monsters return to the graveyard.
define(48976825, Effect(A, targets_to_grave,
                        target=TargetSpec(zone=Zone.BANISHED, count=3, min=1, where=lambda ctx, c: c.data.is_monster,
                                          text_en="a banished monster", text_ja="除外されているモンスター"),
                        text_en="return the targets to the graveyard", text_ja="対象を墓地に戻す"))

# 月の書 / Book of Moon: a targeted face-up monster is turned face-down defense (the same object).
define(14087893, Effect(A, to_face_down, target=FACE_UP_MONSTER,
                        text_en="turn the target face-down", text_ja="対象を裏側守備表示にする"))
