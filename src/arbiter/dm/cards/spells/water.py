"""The Duel Masters spells of the water civilization."""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.dm.model import SHIELD_TRIGGER, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.registry import define
from arbiter.dm.verbs import choose_up_to, discard, draw, move_all
from arbiter.kernel.events import Event


def _energy_light(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 2, c.idx)


ENERGY_LIGHT = define(CardDef("energy_light", "エナジー・ライト", "Energy Light", "spell", ("water",), 3,
                              handlers={"cast": _energy_light}, summary="Draw two cards.",
                              summary_ja="カードを2枚引く。"))


def _typhoon(d: Duel, c: Card, p: int, ev: Event) -> None:
    n = choose_up_to(d, p, 2, "count", "draw how many cards (up to 2)?", "何枚引く？（2枚まで）", c.idx)
    draw(d, p, n, c.idx)
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to discard",
               prompt_ja="捨てるカードを選ぶ", source=c.idx)
    if i >= 0:
        discard(d, [d.cards[i]], p, c.idx)


EMERGENCY_TYPHOON = define(CardDef("emergency_typhoon", "エマージェンシー・タイフーン", "Emergency Typhoon", "spell",
                                   ("water",), 2, keywords=frozenset({SHIELD_TRIGGER}),
                                   handlers={"cast": _typhoon},
                                   summary="S-Trigger. Draw up to two cards, then discard a card.",
                                   summary_ja="S・トリガー。カードを2枚まで引き、その後、手札を1枚捨てる。"))


def _brain_charger(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 1, c.idx)


def _charger_watches(d: Duel, c: Card, ev: Event) -> bool:
    return ev.kind == "spell_done" and ev.card == c.idx and c.zone is Zone.LIMBO


def _charger_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    move_all(d, "to_mana", [c], Zone.MANA, p, c.idx)


BRAIN_CHARGER = define(CardDef(
    "brain_charger", "ブレイン・チャージャー", "Brain Charger", "spell", ("water",), 4,
    replacements=(ReplacementDef("Charger: to the mana zone instead of the graveyard",
                                 "チャージャー：墓地に置くかわりにマナゾーンに置く",
                                 _charger_watches, _charger_instead, optional=False),),
    handlers={"cast": _brain_charger},
    summary="Draw a card. Charger: after it is cast it goes to the mana zone instead of the graveyard.",
    summary_ja="カードを1枚引く。チャージャー：唱えた後、墓地ではなくマナゾーンに置く。"))
