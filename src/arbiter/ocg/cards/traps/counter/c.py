"""The counter trap cards whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.common import FOREVER, answered, negate_activation
from arbiter.ocg.cards.shared.chain import (
    activation_of,
    answered_activation,
    destroys_one_spell_trap,
    negate_and_destroy,
)
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import names_of
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 王家の呪い / Curse of Royal (counter trap): when a spell or trap card is activated whose effect destroys a
# single spell or trap card on the field it targets: negate the activation and destroy it (R004-001.28).
def _destroys_one(ctx: Ctx) -> bool:
    link = answered_activation(ctx, ("spell", "trap"), by="any")
    return link is not None and destroys_one_spell_trap(ctx, link)


_CURSE_CONDITION = Answers(_destroys_one, "the activation of a spell or trap card that destroys 1 spell or trap card "
                           "on the field it targets",
                           "対象に取った場の魔法・罠１枚を破壊する、魔法・罠カードの発動")


define(2926176, Effect(A, negate_and_destroy, condition=_CURSE_CONDITION,
                       text_en="negate the activation of a spell/trap that destroys 1 spell/trap card, and destroy it",
                       text_ja="魔法・罠１枚を破壊する効果の魔法・罠カード：その発動を無効にして破壊"))


# カウンター・カウンター / Counter Counter (counter trap): negate the activation of a counter trap card (either
# player's) and destroy it.
define(42309337, Effect(A, negate_and_destroy, condition=activation_of("trap", by="any", subtype="counter"),
                        text_en="negate the activation of a counter trap and destroy it",
                        text_ja="カウンター罠の発動を無効にして、そのカードを破壊"))


# 封魔の呪印 / Cursed Seal of the Forbidden Spell (counter trap): discard 1 spell card (the cost): negate the
# activation of a spell card and destroy it; for the rest of the duel the opponent cannot activate cards of that
# name (only when this effect destroyed it): every name the spell has, as 「呪術抹消」 reads its
# namesakes (「伝説の都 アトランティス」 is also 「海」, so neither may be activated).
def _cursed_seal(res: Resolution) -> None:
    link = answered(res)
    if link is None:
        return
    its = names_of(res.duel.cards[link.card])
    if negate_activation(res, link):
        for name in its:
            res.duel.ban_name(name, "activate_card", res.cause, player=1 - res.player, turns=FOREVER)


define(58851034, Effect(A, _cursed_seal, condition=activation_of("spell", by="any"),
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell),
                        text_en="discard a spell: negate a spell's activation and destroy it; the opponent cannot "
                                "activate that card's name for the rest of the duel",
                        text_ja="魔法カードを捨て、魔法カードの発動を無効にし破壊する。相手はデュエル中その同名カードを発動できない"))
