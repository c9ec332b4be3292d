"""The counter trap cards whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.shared.chain import card_or_monster_effect_targeting, negate_and_destroy
from arbiter.ocg.cards.shared.summon_responses import negate_summon, summoning
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE

# 昇天の角笛 / Horn of Heaven (counter trap): tribute 1 monster you control (the cost): negate a
# normal, flip or special summon (a special summon by the monster's own procedure; one made by an
# effect has no negation window) and destroy the monster (R003-030).
define(98069388, Effect(A, negate_summon, condition=summoning, cost=Cost(tribute=1), negates_summon=True,
                        text_en="negate the summon and destroy the monster", text_ja="召喚を無効にし破壊する"))


# ヒーローズルール２ / Hero's Rule 2: a spell, a trap or a monster's effect whose activation targets a card in a
# graveyard: that activation is negated and the card destroyed.
define(85854214, Effect(A, negate_and_destroy,
                        condition=card_or_monster_effect_targeting(lambda ctx, c: c.zone is Zone.GRAVE,
                                                                   "a card in a graveyard", "墓地のカード"),
                        text_en="an activation targets a card in a graveyard: negate it and destroy the card",
                        text_ja="墓地のカードを対象にする発動を無効にし破壊する"))
