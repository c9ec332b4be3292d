"""The field spell cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_race
from arbiter.ocg.registry import define

# ジュラシックワールド / Jurassic World: Dinosaur monsters gain 300 ATK and DEF.
define(10080320, ACTIVATE, by_race(("Dinosaur",), 300, "Dinosaur monsters +300 ATK/DEF",
                                  "恐竜族モンスターの攻撃力・守備力３００アップ"))
