"""The flip monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.shared.search import add_chosen_from_deck
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.cards.shared.zones import deck_cards
from arbiter.ocg.effects import Choice, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

F = Kind.FLIP


def _equips_in_deck(res: Resolution) -> list[Card]:
    return [c for c in deck_cards(res) if c.data.is_spell and "equip" in c.data.subtypes]


# 名工 虎鉄 / Iron Blacksmith Kotetsu: FLIP: search the deck for 1 equip spell card.
define(73431236, Effect(F, add_chosen_from_deck, choice=Choice("card", _equips_in_deck),
                        text_en="search the deck for an equip spell card",
                        text_ja="装備魔法カード１枚をデッキからサーチ"))


# 王座の侵略者 / Invader of the Throne: FLIP: switch control of this card and 1 targeted monster the
# opponent controls. It cannot be activated in the battle phase (so being attacked face-down does not
# activate it: the exception named in R003-025).
def _invader(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or me.ctl != res.player:
        return
    for c in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.take_control(c, res.player, res.cause)
            d.take_control(me, res.opponent, res.cause)
        else:
            d.take_control(me, res.opponent, res.cause)
            d.take_control(c, res.player, res.cause)


define(3056267, Effect(F, _invader, target=OPP_MONSTER, condition=lambda ctx: not ctx.duel.phase.startswith("battle"),
                       text_en="switch control of this card and the target",
                       text_ja="このカードと対象の相手モンスターのコントロールを入れ替える"))
