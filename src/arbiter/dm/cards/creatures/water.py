"""The Duel Masters creatures of the water civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import (
    destroyed_self,
    goes_instead,
    in_battle,
    pays_to_stay,
    shield_saver,
    to_own_grave_self,
)
from arbiter.dm.duel import Duel
from arbiter.dm.model import BLOCKER, CANNOT_ATTACK, SHIELD_FORCE, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.pipeline import next_sentence, still_there
from arbiter.dm.registry import DEFS, define
from arbiter.dm.verbs import discard, draw, move_all, to_deck_bottom, to_hand
from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event


def own_draw(d: Duel, c: Card, ev: Event) -> bool:
    return ev.kind == "draw" and ev.player == c.owner and in_battle(c)


AQUA_SOLDIER = define(CardDef(
    "aqua_soldier", "アクア・ソルジャー", "Aqua Soldier", "creature", ("water",), 3, 1000, ("リキッド・ピープル",),
    replacements=(goes_instead(Zone.HAND, "to the hand instead of the graveyard",
                               "墓地に置くかわりに手札に戻す", when=to_own_grave_self),),
    summary="When it would be put from the battle zone into your graveyard, it returns to your hand instead.",
    summary_ja="バトルゾーンから自分の墓地に置かれる時、かわりに手札に戻る。"))

GRIELMO = define(CardDef(
    "grielmo", "氷牙封魔グリエルモ候", "Hyōga Fūma Gurierumo-kō", "creature", ("water",), 4, 3000,
    ("グランド・デビル", "ナイト"),
    replacements=(pays_to_stay(destroyed_self, lambda df: df.kind == "spell", "choose a spell to discard",
                               "捨てる呪文を選ぶ",
                               "discards a spell and stays instead of going to the graveyard",
                               "墓地に置くかわりに手札から呪文を1枚捨てる"),),
    summary="When it would be destroyed, you may discard a spell instead (it stays).",
    summary_ja="破壊される時、かわりに手札から呪文を1枚捨ててもよい（これはとどまる）。"))


def _piroron_watches(d: Duel, c: Card, ev: Event) -> bool:
    return own_draw(d, c, ev) and d.sf_active(c)


def _piroron_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 2 * ev.amount, c.idx)
    with next_sentence(d):
        _piroron_bottom(d, c, p, ev)


def _piroron_bottom(d: Duel, c: Card, p: int, ev: Event) -> None:
    for _ in range(ev.amount):  # one card for every two drawn
        i = d.pick(p, list(d.players[p].hand), "bottom", prompt_en="choose a card for the bottom of the deck",
                   prompt_ja="山札の一番下に置くカードを選ぶ", source=c.idx)
        if i >= 0:
            to_deck_bottom(d, [d.cards[i]], p, c.idx)


PIRORON = define(CardDef(
    "piroron", "ピロロン", "Piroron", "creature", ("water",), 3, 2000, ("サイバーロード",),
    keywords=frozenset({SHIELD_FORCE}),
    replacements=(ReplacementDef("draws twice as many cards instead", "かわりにその2倍の枚数のカードを引く",
                                 _piroron_watches, _piroron_instead),),
    summary="Shield Force: while its shield remains, each of your draws may be doubled; then put one card from "
            "your hand on the bottom of your deck for every two drawn.",
    summary_ja="シールド・フォース：そのシールドがある間、自分がカードを引く時、その枚数を2倍にしてもよい。その後、"
               "2枚引くごとに手札を1枚山札の一番下に置く。"))


def _babylonia_watches(d: Duel, c: Card, ev: Event) -> bool:
    return own_draw(d, c, ev) and ev.amount == 1


def _babylonia_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    draw(d, p, 2, c.idx)
    with next_sentence(d):
        _babylonia_discard(d, c, p, ev)


def _babylonia_discard(d: Duel, c: Card, p: int, ev: Event) -> None:
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to discard",
               prompt_ja="捨てるカードを選ぶ", source=c.idx)
    if i >= 0:
        discard(d, [d.cards[i]], p, c.idx)


def _babylonia_enters(d: Duel, c: Card, p: int, ev: Event) -> None:
    """Look at the opponent's hand and choose a card: they put it on their deck bottom, then draw one. The draw is
    the text's next instruction, not one conditional on the first: with an empty hand they still draw (101.3)."""
    opp = 1 - p
    hand = list(d.players[opp].hand)
    d.note("look_hand", p, opp)
    i = d.pick(p, hand, "pick", prompt_en="choose a card from the opponent's hand", prompt_ja="相手の手札から選ぶ",
               source=c.idx)
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
            "card in the opponent's hand: they put it on their deck bottom and draw one.",
    summary_ja="カードを1枚引く時、かわりに2枚引いてもよい。その後、手札を1枚捨てる。出た時、相手の手札を1枚選ぶ"
               "：相手はそれを山札の一番下に置き、1枚引く。"))


def _danrimos_watches(d: Duel, c: Card, ev: Event) -> bool:
    if ev.kind != "break" or not in_battle(c) or ev.cause.card < 0 or not still_there(d, ev):
        return False
    breaker = d.cards[ev.cause.card]
    return breaker.owner == c.owner and breaker.defn.is_race("グランド・デビル")


def _danrimos_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    names = sorted({df.name_ja: df.name_en for df in DEFS.values()}.items())
    o = d.ask(p, "declare_name", [Option(f"name:{ja}", "name", label_en=en, label_ja=ja) for ja, en in names],
              "name a card", "カード名をひとつ選んで言う", source=c.idx)
    d.note("declare_name", p, o.label_ja, o.label_en)  # the name in each language: one language per line
    opp = ev.player
    # the shield whose break it replaces is not being broken (609.4: a replaced event never happens), but the others of
    # that break wait for it and are not counted as shields (113.6a)
    shields = [s for s in d.players[opp].shields if s == ev.card or s not in d.breaking]
    s = d.pick(p, shields, "look", prompt_en="choose a shield to look at",
               prompt_ja="見るシールドを選ぶ", source=c.idx)
    if s < 0:
        return
    shield = d.cards[s]
    d.look_at_shield(p, shield)
    with next_sentence(d):  # where the shield goes is said in later sentences
        if shield.defn.name_ja == o.label_ja:
            move_all(d, "to_grave", [shield], Zone.GRAVE, p, c.idx)
        else:
            to_hand(d, [shield], p, c.idx)


DANRIMOS = define(CardDef(
    "danrimos", "封魔ダンリモス", "Fūma Danrimosu", "creature", ("water",), 4, 3000, ("グランド・デビル",),
    replacements=(ReplacementDef("names a card instead of breaking the shield", "ブレイクするかわりにカード名を言う",
                                 _danrimos_watches, _danrimos_instead, optional=False),),
    summary="When one of your Grand Devils would break a shield, name a card instead; look at one of the "
            "opponent's shields: if it has that name it goes to the graveyard, otherwise to its owner's hand.",
    summary_ja="自軍のグランド・デビルがシールドをブレイクしようとする時、代わりにカード名を1つ言い、相手のシールド1枚"
               "を見る。名前が合えば墓地へ、合わなければ持ち主の手札へ。"))

KAIDOU_CRAWLER = define(CardDef(
    "kaidou_crawler", "斬隠カイドウ・クロウラー", "Zangakure Kaidō Kurourā", "creature", ("water",), 3, 3000,
    ("アースイーター", "シノビ"), keywords=frozenset({BLOCKER, CANNOT_ATTACK}), replacements=(shield_saver(),),
    summary="Blocker; cannot attack. Shield Saver: when one of your shields would be broken, you may destroy this "
            "creature instead.",
    summary_ja="ブロッカー、攻撃不可。シールド・セイバー：自分のシールドがブレイクされそうな時、代わりにこのクリーチャー"
               "を破壊できる。"))
