"""The gemini monsters whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.common import itself
from arbiter.ocg.cards.shared.effect_monsters import RESTS_AFTER_ATTACKING
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# 竜影魚レイ・ブロント / Phantom Dragonray Bronto: gemini summoned, its original ATK becomes 2300 (the cards that read
# original ATK see it); once it has attacked, the battle phase's end puts it in defense position, where it stays
# until the end phase of your next turn (an effect may still change it).
define(43191636, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 2300 - (c.data.atk or 0),
                        original_value=True,
                        text_en="original ATK: 2300", text_ja="元々の攻撃力：２３００"),
       RESTS_AFTER_ATTACKING, numbering=(1, 1))
