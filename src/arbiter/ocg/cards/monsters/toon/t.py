"""The toon monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.cards.common import TOON_FIRST, TOON_LAST, TOON_NUMBERING
from arbiter.ocg.cards.shared.discard import battle_discard
from arbiter.ocg.cards.shared.draw import battle_damage_draw
from arbiter.ocg.registry import define

# トゥーン・仮面魔道士 / Toon Masked Sorcerer: the same, with the toon rules (`common.TOON_FIRST`, `TOON_LAST`).
battle_damage_draw(16392422, 1, extra=TOON_FIRST, tail=TOON_LAST, numbering=TOON_NUMBERING)

# トゥーン・ヂェミナイ・エルフ / Toon Gemini Elf (R004-139.05): the toon rules (`common.TOON_FIRST`,
# `common.TOON_LAST`), and when it inflicts battle damage to the opponent, they discard 1 at random. Its text asks
# nothing of its summon, so it is summoned like any level 4 monster.
define(42386471, *TOON_FIRST, battle_discard(1), *TOON_LAST, numbering=TOON_NUMBERING)
