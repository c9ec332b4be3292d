"""The field spell cards whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_race
from arbiter.ocg.registry import define

# 闇 / Yami: Fiend and Spellcaster monsters gain 200 ATK and DEF; Fairy monsters lose 200.
define(59197169, ACTIVATE, by_race(("Fiend", "Spellcaster"), 200, "Fiends and Spellcasters +200 ATK/DEF, Fairies -200",
                                  "悪魔族・魔法使い族は攻守２００アップ、天使族は攻守２００ダウン", down=("Fairy",)))
