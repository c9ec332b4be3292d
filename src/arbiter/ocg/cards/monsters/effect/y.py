"""The effect monsters whose English name begins with Y."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import battle_to_grave
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.search import gadget
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

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


# ヤドカリュー / Yado Karu: when it changes from attack to defense position, its controller may put any number of
# cards of their hand on the bottom of their deck, in the order they choose (one at a time).
def _to_defense(ctx: Ctx, ev: Event) -> bool:
    return ev.pos == int(Pos.ATTACK) and ev.amount in (int(Pos.DEFENSE), int(Pos.SET))


def _yado(res: Resolution) -> None:
    d = res.duel
    for c in choose_cards(res, cards_in_hand(d, res.player), len(d.players[res.player].hand), upto=True):
        d.to_deck([c], res.cause, "bottom")


define(29380133, Effect(Kind.TRIGGER, _yado, trigger="position", when=_to_defense, mandatory=False, asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].hand),
                        text_en="attack to defense position: put any number of cards of your hand on the bottom of "
                                "your deck",
                        text_ja="攻撃表示から守備表示になった時、手札を好きな枚数好きな順番でデッキの下に戻す"))
