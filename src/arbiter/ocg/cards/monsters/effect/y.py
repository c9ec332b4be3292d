"""The effect monsters whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg.cards.common import battle_to_grave
from arbiter.ocg.cards.shared.search import gadget
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# グリーン・ガジェット / Green Gadget adds 「レッド・ガジェット」, レッド・ガジェット / Red Gadget
# 「イエロー・ガジェット」, イエロー・ガジェット / Yellow Gadget 「グリーン・ガジェット」, when normal or special
# summoned.
gadget(13839120, 41172955, "Green Gadget", "グリーン・ガジェット")

T = Kind.TRIGGER


# 黄泉へ渡る船 / Yomi Ship: destroyed by battle and sent to the graveyard, it destroys the monster that destroyed it.
def _destroyer_of(res: Resolution) -> list[Card]:
    ev = res.link.events[0] if res.link.events else None
    if ev is None or ev.cause.card < 0:
        return []
    c = res.duel.cards[ev.cause.card]
    return [c] if c.zone is Zone.MONSTERS else []


def _yomi_ship(res: Resolution) -> None:
    res.duel.destroy(_destroyer_of(res), res.cause)


define(51534754, Effect(T, _yomi_ship, trigger="destroyed",
                        when=battle_to_grave, does=Does.DESTROY | Does.MONSTERS,
                        text_en="destroy the monster that destroyed this card",
                        text_ja="このカードを破壊したモンスターを破壊する"))
