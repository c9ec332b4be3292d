"""Cards about drawing: the draw replacements of seed 001 and the plain draw spells the examples use."""

from __future__ import annotations

from arbiter.dm.cards.abilities import in_battle, own_draw
from arbiter.dm.duel import Duel
from arbiter.dm.model import SHIELD_FORCE, SHIELD_TRIGGER, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.pipeline import happen, next_sentence
from arbiter.dm.registry import define
from arbiter.dm.verbs import change_power, choose_up_to, discard, draw, move_all, to_deck_bottom, to_hand
from arbiter.kernel.events import Cause, Event, Reason

# ---- 《ピロロン》: with Shield Force, each draw may become two draws; then one card per two drawn goes
# to the deck bottom (that part, after "if you do", is another sentence, not the replacement; a replaced
# draw is done in full before the next draw of the same effect: 609.6a, 114.4a)


def _piroron_watches(d: Duel, c: Card, ev: Event) -> bool:
    return own_draw(d, c, ev) and d.sf_active(c)


def _piroron_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 2 * ev.amount, c.idx)
    with next_sentence(d):
        _piroron_bottom(d, c, p, ev)


def _piroron_bottom(d: Duel, c: Card, p: int, ev: Event) -> None:
    for _ in range(ev.amount):  # one card for every two drawn
        i = d.pick(p, list(d.players[p].hand), "bottom", prompt_en="choose a card for the bottom of your deck",
                   prompt_ja="山札の一番下に置くカードを選ぶ")
        if i >= 0:
            to_deck_bottom(d, [d.cards[i]], p, c.idx)


PIRORON = define(CardDef(
    "piroron", "ピロロン", "Piroron", "creature", ("water",), 3, 2000, ("サイバーロード",),
    keywords=frozenset({SHIELD_FORCE}),
    replacements=(ReplacementDef("draws twice as many cards instead", "かわりにその2倍の枚数のカードを引く",
                                 _piroron_watches, _piroron_instead),),
    summary="Shield Force: while its shield remains, each of your draws may be doubled; then put one card from "
            "your hand on the bottom of your deck for every two drawn."))


# ---- 《蒼神龍ヴェール・バビロニア》: a one-card draw may be two cards; then ("if you do", another sentence, not the
# replacement) discard one, before the next draw of the same effect (609.6a, 114.4a)

def _babylonia_watches(d: Duel, c: Card, ev: Event) -> bool:
    return own_draw(d, c, ev) and ev.amount == 1


def _babylonia_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 2, c.idx)
    with next_sentence(d):
        _babylonia_discard(d, c, p, ev)


def _babylonia_discard(d: Duel, c: Card, p: int, ev: Event) -> None:
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to discard",
               prompt_ja="捨てるカードを選ぶ")
    if i >= 0:
        discard(d, [d.cards[i]], p, c.idx)


def _babylonia_enters(d: Duel, c: Card, p: int, ev: Event) -> None:
    """Look at the opponent's hand and choose a card: they put it on their deck bottom, then draw one."""
    opp = 1 - p
    hand = list(d.players[opp].hand)
    d.note("look_hand", p, opp)
    i = d.pick(p, hand, "pick", prompt_en="choose a card from the opponent's hand", prompt_ja="相手の手札から選ぶ")
    if i >= 0:
        to_deck_bottom(d, [d.cards[i]], opp, c.idx)
        draw(d, opp, 1, c.idx)


BABYLONIA = define(CardDef(
    "vale_babylonia", "蒼神龍ヴェール・バビロニア", "Sōshinryū Vēru Babironia", "creature", ("water",), 5, 4000,
    ("ポセイディア・ドラゴン", "オリジン"),
    replacements=(ReplacementDef("draws 2 cards instead of 1", "1枚のかわりに2枚引く",
                                 _babylonia_watches, _babylonia_instead),),
    handlers={"enter": _babylonia_enters},
    aliases=("ヴェール・バビロニア", "Vēru Babironia"),
    summary="When you would draw one card you may draw two instead, then discard one. When it enters, choose a "
            "card in the opponent's hand: they put it on their deck bottom and draw one."))


# ---- 《鎧亜の邪聖ギル・ダグラス》: its draw trigger can make it stay instead of being destroyed this turn

def _gil_watches(d: Duel, c: Card, ev: Event) -> bool:
    return (ev.kind == "destroy" and ev.card == c.idx and in_battle(c) and c.stay_turn == d.turn
            and c.oid == ev.amount)


def _gil_stay(d: Duel, c: Card, p: int, ev: Event) -> None:
    d.note("stays", d.ref(c.idx))


def _gil_enters(d: Duel, c: Card, p: int, ev: Event) -> None:
    """ロスト・プリズム: you may reveal your top card; a multicoloured one goes to your hand."""
    deck = d.players[p].deck
    if not deck or not d.yes_no(p, "yes_no", "reveal the top card of your deck?", "山札の上を表向きにする？"):
        return
    top = d.cards[deck[-1]]
    d.note("reveal", d.ref(top.idx))
    if top.defn.multicolored:
        to_hand(d, [top], p, c.idx)


def _gil_drew(d: Duel, c: Card, p: int, ev: Event) -> None:
    """Reveal the card drawn: light, it stays instead of being destroyed this turn; darkness, an opponent's
    creature gets -2000 this turn."""
    x = d.cards[ev.card]
    d.note("reveal", d.ref(x.idx))
    if "light" in x.defn.civs and in_battle(c):
        happen(d, Event("stays_this_turn", Cause(p, Reason.EFFECT, c.idx), c.idx, c.owner))
    if "darkness" in x.defn.civs:
        opp = [o.idx for o in d.creatures(1 - p)]
        i = d.pick(p, opp, "pick", prompt_en="choose an opponent's creature", prompt_ja="相手のクリーチャーを選ぶ")
        if i >= 0:
            change_power(d, d.cards[i], -2000, p, c.idx)


GIL_DAGRAS = define(CardDef(
    "gil_dagras", "鎧亜の邪聖ギル・ダグラス", "Gaia no Jasei Giru Dagurasu", "creature", ("light", "darkness"), 7, 7000,
    ("ロスト・クルセイダー",), breaker=2,
    replacements=(ReplacementDef("stays instead of going to the graveyard", "墓地に置くかわりにとどまる",
                                 _gil_watches, _gil_stay, optional=False),),
    handlers={"enter": _gil_enters, "drew": _gil_drew},
    aliases=("ギル・ダグラス",),
    summary="Lost Prism. Double breaker. Whenever you draw, reveal the card: light, this turn it stays instead of "
            "being destroyed; darkness, an opponent's creature gets -2000 this turn."))


# ---- supporting spells

def _energy_light(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 2, c.idx)


ENERGY_LIGHT = define(CardDef("energy_light", "エナジー・ライト", "Energy Light", "spell", ("water",), 3,
                              handlers={"cast": _energy_light}, summary="Draw two cards."))


def _typhoon(d: Duel, c: Card, p: int, ev: Event) -> None:
    n = choose_up_to(d, p, 2, "count", "draw how many cards (up to 2)?", "何枚引く？（2枚まで）")
    draw(d, p, n, c.idx)
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to discard",
               prompt_ja="捨てるカードを選ぶ")
    if i >= 0:
        discard(d, [d.cards[i]], p, c.idx)


EMERGENCY_TYPHOON = define(CardDef("emergency_typhoon", "エマージェンシー・タイフーン", "Emergency Typhoon", "spell",
                                   ("water",), 2, keywords=frozenset({SHIELD_TRIGGER}),
                                   handlers={"cast": _typhoon},
                                   summary="S-Trigger. Draw up to two cards, then discard a card."))


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
    summary="Draw a card. Charger: after it is cast it goes to the mana zone instead of the graveyard."))
