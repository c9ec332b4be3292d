"""The field spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute
from arbiter.ocg.cards.shared.umi import umi_stats
from arbiter.ocg.registry import define

# ウォーターワールド / Umiiruka: WATER monsters gain 500 ATK and lose 400 DEF.
define(82999629, ACTIVATE, by_attribute("WATER", 500, -400, "水"))


# 海 / Umi: fish, sea serpents, thunder and aqua monsters gain 200 ATK and DEF; machines and pyros lose
# 200 (shared/umi.py: 「海神の巫女」 makes the field 「海」 too).
define(22702055, bare_activation(), umi_stats())
