"""The fusion monsters whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg import fusion

# 迷宮の魔戦車 / Labyrinth Tank: ギガテック・ウルフ + キャノン・ソルジャー
fusion.materials(99551425, 8471389, 11384280)
