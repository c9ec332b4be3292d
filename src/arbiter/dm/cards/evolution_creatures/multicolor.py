"""The Duel Masters evolution creatures of several civilizations."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import in_battle
from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef, ReplacementDef, Zone
from arbiter.dm.registry import define
from arbiter.dm.verbs import move_all
from arbiter.kernel.events import Event


def _arcadias_watches(d: Duel, c: Card, ev: Event) -> bool:
    if ev.kind != "enter" or not in_battle(c):
        return False
    x = d.cards[ev.card]
    return x.owner != c.owner and x.defn.is_creature and not x.defn.multicolored


def _arcadias_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    x = d.cards[ev.card]
    move_all(d, "to_grave", [x], Zone.GRAVE, p, c.idx)


KING_ARCADIAS = define(CardDef(
    "king_arcadias", "聖鎧亜キング・アルカディアス", "Seigaia Kingu Arukadiasu", "evolution", ("light", "darkness"), 7,
    9000, ("エンジェル・コマンド", "ロスト・クルセイダー"), breaker=2, evolves_from=lambda base: base.multicolored,
    evolves_on=("a multicoloured creature", "多色クリーチャー"),
    replacements=(ReplacementDef("the opponent's non-multicoloured creature goes to the graveyard instead",
                                 "バトルゾーンに出すかわりに墓地に置く", _arcadias_watches, _arcadias_instead,
                                 optional=False),),
    summary="Evolution (on one of your multicoloured creatures). Double breaker. A creature that is not "
            "multicoloured the opponent would put into the battle zone goes to the graveyard instead.",
    summary_ja="進化（自分の多色クリーチャー1体の上に）。W・ブレイカー。相手がバトルゾーンに出す多色でないクリーチ"
               "ャーは、かわりに墓地に置かれる。"))
