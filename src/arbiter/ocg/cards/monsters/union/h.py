"""The union monsters whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import NUMBERED_TEXT, union
from arbiter.ocg.registry import define

define(23265594, *union(lambda c: True, 500, 500, "your Machine", "自分の機械族モンスター", race="Machine"),
       numbering=NUMBERED_TEXT)
