"""The counter trap cards whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPELL_COUNTER
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# アーマーブレイク / Armor Break (counter trap): an equip spell's activation is negated and the card destroyed.
define(79649195, Effect(A, negate_and_destroy, condition=activation_of("spell", by="any", subtype="equip"),
                        text_en="negate the activation of an equip spell and destroy it",
                        text_ja="装備魔法カードの発動を無効にし破壊する"))


# 対抗魔術 / Anti-Spell: remove 2 spell counters from your cards (the cost): negate the activation of a spell card
# and destroy it.
define(53112492, Effect(A, negate_and_destroy, condition=activation_of("spell", by="any"),
                        cost=Cost(remove_counters=(SPELL_COUNTER, 2)),
                        text_en="remove 2 spell counters: negate a spell card's activation and destroy it",
                        text_ja="自分の魔力カウンターを２つ取り除き、魔法カードの発動を無効にし破壊する"))
