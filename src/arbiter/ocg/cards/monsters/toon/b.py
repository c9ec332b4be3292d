"""The toon monsters whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.common import TOON_LAST, TOON_SPECIAL_FIRST
from arbiter.ocg.cards.shared.toons import ATTACK_COSTS_500, TOON_PAYING, toon_procedure
from arbiter.ocg.registry import define

# ブルーアイズ・トゥーン・ドラゴン / Blue-Eyes Toon Dragon: special summoned from the hand by tributing 2 monsters
# while you control 「トゥーン・ワールド」 (`shared.toons`); the toon rules; 500 LP to declare each attack.
define(53183600, *TOON_SPECIAL_FIRST, ATTACK_COSTS_500, *TOON_LAST, toon_procedure(2), numbering=TOON_PAYING)
