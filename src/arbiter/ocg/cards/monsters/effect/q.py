"""The effect monsters whose English name begins with Q."""

from __future__ import annotations

from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.registry import define

# 女王の影武者 / Queen's Double: it may attack directly.
define(5901497, may_attack_directly())
