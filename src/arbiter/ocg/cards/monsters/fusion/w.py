"""The fusion monsters whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg import fusion

# 戦場の死装束 / Warrior of Tradition: 音女 + 斬首の美女
fusion.materials(56413937, 38942059, 16899564)
