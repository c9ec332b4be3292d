"""The counter trap cards whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.shared.chain import BURN_ACTIVATED
from arbiter.ocg.cards.shared.damage import redirect_damage
from arbiter.ocg.cards.shared.summon_responses import ONE_OPPONENT_SPECIAL, negate_summon
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 昇天の黒角笛 / Black Horn of Heaven (counter trap): when the opponent would special summon exactly 1 monster (by its
# own procedure: a special summon by an effect has no negation window): negate the summon and destroy the monster.
define(50323155, Effect(A, negate_summon, condition=ONE_OPPONENT_SPECIAL, negates_summon=True,
                        text_en="negate the opponent's special summon of 1 monster and destroy it",
                        text_ja="相手のモンスター１体のみの特殊召喚を無効にし破壊する"))


# 地獄の扉越し銃 / Barrel Behind the Door (counter trap): when an effect that inflicts damage is activated (its
# categories, `Does.DAMAGE`): the effect damage you would take from it is dealt to the opponent instead.
define(78783370, Effect(A, redirect_damage, condition=BURN_ACTIVATED,
                        text_en="the effect damage you would take from it is dealt to the opponent",
                        text_ja="その効果で自分が受けるダメージは、代わりに相手が受ける"))
