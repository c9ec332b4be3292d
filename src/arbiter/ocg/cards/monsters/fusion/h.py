"""The fusion monsters whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg import fusion

# ヒューマノイド・ドレイク / Humanoid Worm Drake: ワームドレイク + ヒューマノイド・スライム
fusion.materials(5600127, 73216412, 46821314)
