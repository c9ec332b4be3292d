"""The union monsters whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import NUMBERED_TEXT, V_TIGER_JET, is_one_of, union
from arbiter.ocg.registry import define

define(96300057, *union(is_one_of(V_TIGER_JET), 400, 400, "your V-Tiger Jet", "自分の「Ｖ－タイガー・ジェット」"),
       numbering=NUMBERED_TEXT)
