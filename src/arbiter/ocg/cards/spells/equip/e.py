"""The equip spell cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_stats, of_attribute, of_race
from arbiter.ocg.registry import define

# 電撃鞭 / Electro-Whip: equip only to a Thunder monster; it gains 300 ATK and DEF.
define(37820550, of_race("Thunder", "Thunder", "雷族"), equip_stats(300, 300))

# エルフの光 / Elf's Light: equip only to a LIGHT monster; it gains 400 ATK and loses 200 DEF.
define(39897277, of_attribute("LIGHT", "光"), equip_stats(400, -200))
