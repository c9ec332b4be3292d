"""The field spell cards whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.field_spells import hero_underdog_boost
from arbiter.ocg.registry import define

# ダーク・シティ / Dark City (field spell): a 「Ｄ－ＨＥＲＯ」 monster attacking a monster whose ATK is higher than its
# own gains 1000 ATK during damage calculation only.
define(53527835, bare_activation(),
       hero_underdog_boost("Destiny HERO", "Ｄ－ＨＥＲＯ"))
