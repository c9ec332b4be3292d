"""The counter trap cards whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered, negate_activation
from arbiter.ocg.cards.shared.chain import activation_of
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# ゴブリンのその場しのぎ / Goblin Out of the Frying Pan (counter trap): pay 500 LP (the cost): negate the activation
# of a spell card and return that card to its owner's hand (not destroyed). A spell whose activation cannot be
# negated (「ポルターガイスト」) is not returned either: the return is what follows from negating it.
def _back_to_hand(res: Resolution) -> None:
    link = answered(res)
    if link is None or res.duel.cannot_negate(link):
        return
    negate_activation(res, link, destroy=False)
    c = res.duel.cards[link.card]
    if c.on_field and c.oid == link.oid:
        res.duel.to_hand([c], res.cause)


define(69632396, Effect(A, _back_to_hand, cost=Cost(lp=500), condition=activation_of("spell", by="any"),
                        text_en="pay 500 LP: negate a spell's activation and return the card to its owner's hand",
                        text_ja="５００ライフを払い、魔法カードの発動を無効にし、持ち主の手札に戻す"))
