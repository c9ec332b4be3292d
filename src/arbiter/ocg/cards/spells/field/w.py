"""The field spell cards whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_race
from arbiter.ocg.registry import define

# 荒野 / Wasteland: Dinosaur, Zombie and Rock monsters gain 200 ATK and DEF.
define(23424603, ACTIVATE, by_race(("Dinosaur", "Zombie", "Rock"), 200,
                                    "Dinosaur, Zombie and Rock monsters +200 ATK/DEF",
                                  "恐竜族・アンデット族・岩石族モンスターの攻撃力・守備力２００アップ"))
