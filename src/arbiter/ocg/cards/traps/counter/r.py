"""The counter trap cards whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy, targets_one_monster
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 王宮の陥落 / Royal Surrender (counter trap): when the opponent activates a continuous trap card: negate the
# activation and destroy it.
define(56058888, Effect(A, negate_and_destroy, condition=activation_of("trap", subtype="continuous"),
                        text_en="negate the activation of the opponent's continuous trap and destroy it",
                        text_ja="相手の永続罠カードの発動を無効にし破壊する"))


# フォースフィールド / Riryoku Field (counter trap): negate the activation of a spell card that targets 1 monster on
# the field, and destroy it.
define(70344351, Effect(A, negate_and_destroy, condition=targets_one_monster(("spell",)),
                        text_en="negate the activation of a spell that targets 1 monster, and destroy it",
                        text_ja="モンスター１体を対象に取る魔法カードの発動：無効にして破壊"))
