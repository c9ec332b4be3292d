"""The counter trap cards whose English name begins with V."""

from __future__ import annotations

from arbiter.ocg.cards.common import negate_activation
from arbiter.ocg.cards.shared.chain import chain_link_at_least
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 虚無を呼ぶ呪文 / Vanity's Call (counter trap): only as chain link 4 or later; pay half your LP: negate the
# activation of every card on the chain when it was activated, and destroy them.
def _vanity(res: Resolution) -> None:
    d = res.duel
    for link in [x for x in d.chain if x.number < res.link.number]:
        negate_activation(res, link)


define(24838456, Effect(A, _vanity, cost=Cost(lp_half=True), condition=chain_link_at_least(4, unique=False),
                        text_en="negate every activation below this card on the chain and destroy those cards",
                        text_ja="このカードを発動した時点でチェーンにあったカードは、全て発動を無効にして破壊"))
