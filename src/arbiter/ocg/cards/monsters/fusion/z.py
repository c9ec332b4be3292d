"""The fusion monsters whose English name begins with Z."""

from __future__ import annotations

from arbiter.ocg import fusion

# アンデット・ウォーリアー / Zombie Warrior: ワイト + 格闘戦士アルティメーター
fusion.materials(31339260, 32274490, 55550921)
