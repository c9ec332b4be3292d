"""The counter trap cards whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered, negate_activation
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy
from arbiter.ocg.cards.shared.spells_traps import destroys_one_spell_trap, spell_trap_activation
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 王家の呪い / Curse of Royal (counter trap): when a spell or trap card is activated whose effect destroys a
# single spell or trap card on the field it targets: negate the activation and destroy it (R004-001.28).
def _curse_condition(ctx: Ctx) -> bool:
    link = spell_trap_activation(ctx, ("spell", "trap"))
    return link is not None and destroys_one_spell_trap(ctx, link)


def _negate_answered(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        negate_activation(res, link)


define(2926176, Effect(A, _negate_answered, condition=_curse_condition,
                       text_en="negate the activation of a spell/trap that destroys 1 spell/trap card, and destroy it",
                       text_ja="魔法・罠カード１枚を破壊する魔法・罠カードの発動を無効にし破壊する"))


# カウンター・カウンター / Counter Counter (counter trap): negate the activation of a counter trap card (either
# player's) and destroy it.
define(42309337, Effect(A, negate_and_destroy, condition=activation_of("trap", by="any", subtype="counter"),
                        text_en="negate the activation of a counter trap and destroy it",
                        text_ja="カウンター罠カードの発動を無効にし破壊する"))
