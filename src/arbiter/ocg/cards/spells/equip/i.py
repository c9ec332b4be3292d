"""The equip spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_stats, of_attribute, of_race
from arbiter.ocg.registry import define

# 火器付機甲鎧 / Insect Armor with Laser Cannon: equip only to an Insect; +700 ATK.
define(3492538, of_race("Insect", "Insect", "昆虫族"), equip_stats(700))

# 覚醒 / Invigoration: equip only to an EARTH monster; it gains 400 ATK and loses 200 DEF.
define(98374133, of_attribute("EARTH", "地"), equip_stats(400, -200))
