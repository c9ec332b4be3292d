"""The equip spell cards whose English name begins with V."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_stats, of_race
from arbiter.ocg.registry import define

# 紫水晶 / Violet Crystal: equip only to a Zombie; it gains 300 ATK and DEF.
define(15052462, of_race("Zombie", "Zombie", "アンデット族"), equip_stats(300, 300))

# 魔菌 / Vile Germs: equip only to a Plant; it gains 300 ATK and DEF.
define(39774685, of_race("Plant", "Plant", "植物族"), equip_stats(300, 300))
