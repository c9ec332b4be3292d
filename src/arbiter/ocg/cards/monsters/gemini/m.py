"""The gemini monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.shared.damage import sent_back
from arbiter.ocg.cards.shared.effect_monsters import battle_damage_of
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# マジック・スライム / Magical Reflect Slime: gemini summoned, the battle damage its controller would take from its
# battles, the opponent takes instead.
define(3918345, Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=True),
                       instead=sent_back,
                       text_en="the battle damage you would take from its battles, the opponent takes instead",
                       text_ja="このカードの戦闘で自分が受ける筈の戦闘ダメージは、相手が受ける"))
