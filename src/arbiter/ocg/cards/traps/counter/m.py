"""The counter trap cards whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered, answered_link, ctx_of, negate_activation
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy
from arbiter.ocg.cards.shared.discard import choose_cards, discard
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# マジック・ジャマー / Magic Jammer: discard 1 card (the cost): a spell card's activation is negated and the
# card destroyed.
define(77414722, Effect(A, negate_and_destroy, condition=activation_of("spell", by="any"), cost=Cost(discard=1),
                        text_en="discard 1 card: negate a spell card's activation and destroy the card",
                        text_ja="手札を１枚捨て、魔法カードの発動を無効にし破壊する"))


# マジック・ドレイン / Magic Drain (counter trap): when the opponent activates a spell card: they may discard
# 1 spell card to negate this card's effect; if they do not, negate that spell's activation and destroy it.
def _magic_drain(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    spells = [c for c in cards_in_hand(d, res.opponent) if c.data.is_spell]
    if spells:
        picked = choose_cards(res, spells, 1, res.opponent, upto=True, kind="discard")
        if discard(res, picked):
            return
    negate_activation(res, link)


define(59344077, Effect(A, _magic_drain, does=Does.OPP_HAND, condition=activation_of("spell"), asks=True,
                        text_en="negate the spell unless its player discards a spell card",
                        text_ja="相手が魔法カードを１枚捨てない限り、その魔法の発動を無効にし破壊する"))


# 誤作動 / Malfunction: pay 500 LP: negate the activation of a trap card, and that card is set face-down again where it
# was (it stays on the field).
def _malfunction(res: Resolution) -> None:
    d = res.duel
    link = answered_link(ctx_of(res))
    if link is None or d.cannot_negate(link):
        return
    negate_activation(res, link, destroy=False)
    c = d.cards[link.card]
    if c.oid == link.oid:
        d.set_again(c, res.cause)


define(6137095, Effect(A, _malfunction, condition=activation_of("trap", by="any"), cost=Cost(lp=500),
                       text_en="pay 500 LP: negate a trap card's activation and set it again",
                       text_ja="５００ライフを払う：罠の発動を無効にし、その罠を再びセットする"))
