"""Renders the structured log as text: Japanese in the rulings pages' notation, or English.

A chain is drawn as a box: ┏ its first line, ┃ the next ones, ┗ its last; each activation is
"チェーンN：" (the cards shown to pay its cost first, then who activates what, with the other costs paid, and what a
trigger's link is about where another of its card's would read the same) and each
resolution "逆順処理チェーンN：" with what the effect did after it.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from arbiter.kernel.log import LogEntry, aside, copy_mark, known, leaves, mark_copies, quoted, turn_words
from arbiter.kernel.reasons import counted, wide
from arbiter.kernel.values import value
from arbiter.ocg.carddata import attribute_term
from arbiter.ocg.counter_names import counter_name
from arbiter.ocg.duel_state import CardRef
from arbiter.ocg.state import Zone

PLAYERS = "AB"
POS_JA = {"attack": "表側攻撃表示", "defense": "表側守備表示", "set": "裏側守備表示", "set_attack": "裏側攻撃表示"}
POS_EN = {"attack": "face-up attack position", "defense": "face-up defense position",
          "set": "face-down defense position", "set_attack": "face-down attack position"}
# how a summon was made, as the line of a card negating it names it (a gemini monster's second summon: 再度召喚),
# and a special summon's line where it was a fusion or ritual summon
SUMMON_JA = {"normal": "召喚", "gemini": "再度召喚", "flip": "反転召喚", "special": "特殊召喚",
             "fusion": "融合召喚", "ritual": "儀式召喚"}
SUMMON_EN = {"normal": "summon", "gemini": "second summon", "flip": "flip summon", "special": "special summon",
             "fusion": "fusion summon", "ritual": "ritual summon"}
PHASE_JA = {"draw": "ドローフェイズ", "standby": "スタンバイフェイズ", "main1": "メインフェイズ１",
            "battle:start": "バトルフェイズ", "battle:battle": "バトルステップ", "battle:damage": "ダメージステップ",
            "battle:end": "エンドステップ", "main2": "メインフェイズ２", "end": "エンドフェイズ"}
# the phases in the English log's words, lower case as a sentence says them ("the battle phase is skipped"); the
# turn's keys ("battle:start", "main1") are the engine's, not English
PHASE_EN = {"draw": "draw phase", "standby": "standby phase", "main1": "main phase 1", "battle:start": "battle phase",
            "battle:battle": "battle step", "battle:damage": "damage step", "battle:end": "end step",
            "main2": "main phase 2", "end": "end phase"}


def _p(x: object) -> str:
    assert isinstance(x, int)
    return PLAYERS[x]


def _n(x: object) -> int:
    assert isinstance(x, int)
    return x


@value
class _Copy(CardRef):
    """A card whose name another card in the same log carries: `copy` tells which one it is (`copy_numbers`)."""

    copy: int = 0


def _copy(r: CardRef, n: int) -> _Copy:
    return _Copy(r.label, r.name_ja, r.name_en, r.secret, r.card, n)


def name(r: object, lang: str) -> str:
    """A card as an object of an effect: its label if it has one, else its name; several cards of one clause (a
    tuple) named together, 「X」と「Y」 / "X" and "Y"."""
    if isinstance(r, tuple):
        return _together(r, lang)
    assert isinstance(r, CardRef)
    return r.label or title(r, lang)


def title(r: object, lang: str) -> str:
    """A card as the one activated or resolving: always its name, and which copy if the log names several."""
    assert isinstance(r, CardRef)
    text = quoted(r.name_ja, r.name_en, lang)
    if not isinstance(r, _Copy):
        return text
    if r.label:
        return text + aside(r.label, lang)
    return text + copy_mark(r.copy, lang)


def _refs(rs: object, lang: str) -> str:
    """Cards listed in Japanese (an activation's targets, the cards drawn: 「X」、「Y」); English says them together."""
    assert isinstance(rs, tuple)
    return ("、" if lang == "ja" else ", ").join(name(r, lang) for r in rs)


def _together(rs: tuple[object, ...], lang: str) -> str:
    """The cards one clause acts on: 「X」と「Y」, 「X」、「Y」と「Z」 / "X" and "Y", "X", "Y" and "Z"."""
    return _and([name(r, lang) for r in rs], lang)


def _and(words: Sequence[str], lang: str) -> str:
    """Words said together: "a", 「aとb」, 「a、bとc」 / "a and b", "a, b and c"."""
    if len(words) < 2:
        return "".join(words)
    return ("、" if lang == "ja" else ", ").join(words[:-1]) + ("と" if lang == "ja" else " and ") + words[-1]


def _many(x: object) -> bool:
    return isinstance(x, tuple) and len(x) > 1


# what an activation's cost did (`costs.paid_parts`), as its chain line says it: (Japanese, its continuative form,
# which joins it to the next part, English with {x} for what it paid)
_PAID = {
    "discard": ("捨てる", "捨て", "discarding {x}"),
    "send": ("墓地へ送る", "墓地へ送り", "sending {x} to the graveyard"),
    "tribute": ("生け贄に捧げる", "生け贄に捧げ", "tributing {x}"),
    "banish": ("除外する", "除外し", "banishing {x}"),
    "deck": ("デッキに戻す", "デッキに戻し", "returning {x} to the deck"),
    "extra": ("融合デッキに戻す", "融合デッキに戻し", "returning {x} to the fusion deck"),
    "pay": ("払う", "払い", "paying {x}"),
    "counters": ("取り除く", "取り除き", "removing {x}"),
}
# where the cards of a part were paid from, as they are counted: (Japanese before the count, English after it)
_PAID_FROM = {"hand": ("手札", "from the hand"), "grave": ("墓地のカード", "from the graveyard"),
              "deck": ("デッキのカード", "from the deck"), "field": ("フィールド上のカード", "on the field")}


def _cost(parts: object, lang: str) -> str:
    """An activation's cost, every part in the order paid, counted as the rulings pages count it (「手札１枚捨てる」),
    in brackets after what it activated: 「（１０００ライフポイントを払い、このカードと手札１枚を墓地へ送る）」 /
    " (paying 1000 LP and sending this card and 1 card from the hand to the graveyard)". Parts one after another that
    do the same to their cards are said in one clause."""
    assert isinstance(parts, tuple)
    if not parts:
        return ""
    ja = lang == "ja"
    clauses: list[tuple[str, list[tuple[object, ...]]]] = []
    for p in parts:
        assert isinstance(p, tuple)
        if clauses and clauses[-1][0] == p[0] and len(p) == 4:
            clauses[-1][1].append(p)
        else:
            clauses.append((str(p[0]), [p]))
    said = [(what, _paid(ps, ja, lang)) for what, ps in clauses]
    if ja:  # each clause but the last joined to the next by its verb's continuative form
        return "（" + "、".join(f"{x}を{_PAID[what][0 if k == len(said) - 1 else 1]}"
                                for k, (what, x) in enumerate(said)) + "）"
    return " (" + _and([_PAID[what][2].format(x=x) for what, x in said], lang) + ")"


def _paid(parts: list[tuple[object, ...]], ja: bool, lang: str) -> str:
    """What one clause of a cost pays, counted: the LP, the counters and where they came off, or the cards of its
    parts by where they came from (tributes as monsters, as the cards' texts count them)."""
    what = str(parts[0][0])
    if what == "pay":
        return f"{wide(_n(parts[0][1]))}ライフポイント" if ja else f"{parts[0][1]} LP"
    this = "このカード" if ja else "this card"
    if what == "counters":
        _, kind, where, n, _said = parts[0]
        words, k = counter_name(str(kind), ja), _n(n)
        if ja:
            return f"{this if where == 'self' else 'フィールド上'}の{words}{wide(k)}つ"
        return f"{k} {words}{'' if k == 1 else 's'} from {this if where == 'self' else 'the field'}"
    return _and([this if p[1] == "self" else _paid_cards(what, str(p[1]), _n(p[2]), ja) for p in parts], lang)


def _paid_cards(what: str, where: str, n: int, ja: bool) -> str:
    """`n` cards of one part of a cost, by where they were paid from: 「手札１枚」, 「モンスター２体」 / "1 card from
    the hand", "2 monsters"."""
    if what == "tribute" and where == "field":
        return f"モンスター{wide(n)}体" if ja else f"{n} monster{'' if n == 1 else 's'}"
    place_ja, place_en = _PAID_FROM[where]
    return f"{place_ja}{wide(n)}枚" if ja else f"{_cards(n, False)} {place_en}"


def _cards(n: int, ja: bool) -> str:
    """A number of cards: "２枚", "1 card", "2 cards"."""
    return f"{wide(n)}枚" if ja else counted(n, "card")


class _Phrase(string.Formatter):
    """Fills a template: `{0:name}` a card as an effect's object (or the cards one clause acts on), `{1:title}` a card
    by its name, `{0:p}` a player, `{1:n}` a number (full-width in Japanese), `{0:turn}` a turn (`turn_words`),
    `{1:cards}` a number of cards ("２枚", "1 card", "2 cards"), `{0:refs}` the cards one clause acts on, `{0:is}` and
    `{0:s}` the English verb agreeing with them ("is"/"are", "returns"/"return"; nothing in Japanese), `{2:pos}` a
    position, `{0:phase}` a phase, `{1:summon}` how a summon was made, `{1:quote}` a card's name alone quoted as a
    card is; a field with no spec is the value as it is."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, spec: str) -> str:
        ja, lang = self.lang == "ja", self.lang
        if spec == "name":
            return name(value, lang)
        if spec == "title":
            return title(value, lang)
        if spec == "p":
            return _p(value)
        if spec == "n":
            return wide(_n(value)) if ja else str(value)
        if spec == "turn":
            return turn_words(_n(value), lang)
        if spec == "cards":
            return _cards(_n(value), ja)
        if spec == "refs":
            assert isinstance(value, tuple)
            return _together(value, lang)
        if spec == "is":
            return "" if ja else "are" if _many(value) else "is"
        if spec == "s":
            return "" if ja or _many(value) else "s"
        if spec == "pos":
            return (POS_JA if ja else POS_EN)[str(value)]
        if spec == "phase":
            return (PHASE_JA if ja else PHASE_EN).get(str(value), str(value))
        if spec == "quote":  # a card's name alone, in the line's language
            return quoted(str(value), str(value), lang)
        if spec == "summon":  # how a summon a card negates was made (`summon._negation_window`)
            return (SUMMON_JA if ja else SUMMON_EN)[str(value)]
        if spec == "attr":
            return attribute_term(str(value)) if ja else str(value)
        return str(super().format_field(value, spec))


# what a log entry says, by kind: (Japanese, English) templates filled with its args (see _Phrase)
TEMPLATES: dict[str, tuple[str, str]] = {
    "destroyed": ("{0:name}を破壊", "{0:name} {0:is} destroyed"),
    "banished": ("{0:name}をゲームから除外", "{0:name} {0:is} banished"),
    "to_grave": ("{0:name}を墓地へ送る", "{0:name} {0:is} sent to the graveyard"),
    "summon_negated": ("{0:name}の{1:summon}を無効にする", "the {1:summon} of {0:name} is negated"),
    "returned": ("{0:name}がフィールドに戻る", "{0:name} returns to the field"),
    "reversed": ("このターン攻撃力・守備力のアップ・ダウンは逆",
                 "increases and decreases of ATK/DEF are reversed this turn"),
    "endless_loop": ("誰も選択できないまま{0:n}のチェーンブロックが処理された：止められないループ",
                     "{0} chain links resolved with no player given a choice: a loop no one can stop"),
    "set_again": ("{0:name}を元に戻す（セット状態）", "{0:name} is set face-down again"),
    "attribute": ("{0:name}は{1:attr}になる", "{0:name}'s Attribute becomes {1}"),
    "damage": ("{0:p}に{1:n}ダメージ", "{0:p} takes {1} damage"),
    "gain": ("{0:p}は{1:n}ライフ回復", "{0:p} gains {1} LP"),
    "deck_turned": ("{0:p}のデッキを裏返す", "{0:p}'s deck is turned over"),
    # the monster copied is named as a card is, in quotes: its name alone is in the entry, not the card
    "took_on": ("{0:name}は{1:quote}の名前・攻撃力・効果を得る",
                "{0:name} takes on the name, ATK and effects of {2:quote}"),
    "took_on_name": ("{0:name}は{1:quote}の名前・効果を得る", "{0:name} takes on the name and effects of {2:quote}"),
    # a card name a player declares as an effect resolves (「クイズ」's call): (the player, its names)
    "named": ("{0:p}は{1:quote}を宣言", "{0:p} names {2:quote}"),
    "discarded": ("{0:p}は{1:refs}を捨てる", "{0:p} discards {1:refs}"),
    "position": ("{0:name}を{1:pos}にする", "{0:name} turn{0:s} to {1:pos}"),
    "retarget": ("{1:title}の対象を{3:name}に移し替える", "the target of {1:title} moves from {2:name} to {3:name}"),
    "retarget_player": ("{1:title}の対象を{2:p}に移し替える", "the target of {1:title} moves to {2:p}"),
    "retarget_attack": ("{0:name}の攻撃対象を{1:name}に移し替える", "the attack of {0:name} moves to {1:name}"),
    "attack_made_direct": ("{0:name}の攻撃は直接攻撃になる", "the attack of {0:name} becomes a direct attack"),
    "battle": ("{0:name}と{1:name}が戦闘を行う", "{0:name} battles {1:name}"),
    "attacker_changed": ("{0:name}の代わりに{1:name}が攻撃する", "{1:name} attacks instead of {0:name}"),
    "attack_negated": ("{0:name}の攻撃を無効にする", "the attack of {0:name} is negated"),
    "skip": ("{0:phase}をスキップ", "the {0:phase} is skipped"),
    "win_match": ("{0:p}はマッチに勝利", "{0:p} wins the match"),
    "resign": ("{0:p}が投了、{1:p}の勝利", "{0:p} resigns; {1:p} wins the duel"),
    "to_end_phase": ("{0:p}のターンはエンドフェイズになる", "{0:p}'s turn moves on to its end phase"),
    "lose_lp": ("{0:p}は{1:n}ライフを失う", "{0:p} loses {1} LP"),
    "lp_set": ("{0:p}のライフは{1:n}になる", "{0:p}'s LP become {1}"),
    "dice": ("{0:p}はサイコロを振る：{1:n}", "{0:p} rolls a die: {1}"),
    "placed_as_spell": ("{0:name}は永続魔法カードとして魔法＆罠カードゾーンに置かれる",
                        "{0:name} goes to the spell & trap zone, treated as a continuous spell"),
    "activated_by_effect": ("{0:name}を発動", "{0:name} is activated"),
    "equipped": ("{0:name}を{1:name}に装備", "{0:name} is equipped to {1:name}"),
    "to_hand": ("{0:name}を{1:p}の手札に加える", "{0:name} {0:is} added to {1:p}'s hand"),
    "back_to_hand": ("{0:name}を{1:p}の手札に戻す", "{0:name} return{0:s} to {1:p}'s hand"),
    "control": ("{0:p}が{1:name}のコントロールを得る", "{0:p} takes control of {1:name}"),
    # control given back as the effect that took it ends (its time is up, or the card it depended on is gone)
    "control_back": ("{2:title}の効果が終了し、{1:name}のコントロールが{0:p}に戻る",
                     "the effect of {2:title} ends: control of {1:name} returns to {0:p}"),
    # control given back while the effect that gives it is negated (「強奪」 under 「王宮の勅命」)
    "control_negated": ("{2:title}の効果が無効になり、{1:name}のコントロールが{0:p}に戻る",
                        "the effect of {2:title} is negated: control of {1:name} returns to {0:p}"),
    "equips_nothing": ("{0:name}は装備するモンスターが無いため墓地へ送られる",
                       "{0:name} equips no monster: it is sent to the graveyard"),
    "negate_activation": ("チェーン{0:n}{1:title}の発動を無効にする",
                          "the activation of {1:title} (Chain Link {0}) is negated"),
    "summon": ("{0:p}は{1:title}を召喚", "{0:p} summons {1:title}"),
    "flip_summon": ("{0:p}は{1:title}を反転召喚", "{0:p} flip summons {1:title}"),
    "tribute": ("{0:p}は{1:refs}を生け贄に捧げる", "{0:p} tributes {1:refs}"),
    "turn": ("{0:turn}（{1:p}のターン）", "{0:turn} ({1:p})"),
    "turn_count": ("{0:name}のターンを１つ進める", "{0:name}'s turn count goes up by 1"),
    "places_shuffled": ("{0:p}はモンスター{1:n}体の位置をシャッフル", "{0:p} shuffles the places of {1} monsters"),
    "unaffected": ("{0:name}は{1:title}の効果を受けない", "{0:name} is unaffected by {1:title}"),
    "warded": ("{0:title}の効果で{1:title}の効果を無効にする", "{0:title} negates the effect of {1:title}"),
}


def _boost(a: tuple[object, ...], ja: bool, lang: str) -> str:
    atk, df = _n(a[1]), _n(a[2])
    if ja:
        parts = [f"攻撃力{'+' if atk >= 0 else '-'}{wide(abs(atk))}"] if atk else []
        parts += [f"守備力{'+' if df >= 0 else '-'}{wide(abs(df))}"] if df else []
        return f"{name(a[0], lang)}の{'・'.join(parts)}"
    parts = ([f"ATK {atk:+d}"] if atk else []) + ([f"DEF {df:+d}"] if df else [])
    return f"{name(a[0], lang)} get{'' if _many(a[0]) else 's'} {', '.join(parts)}"


def _stat_set(a: tuple[object, ...], ja: bool, lang: str) -> str:
    value, orig = _n(a[2]), bool(a[3])
    if ja:
        what = ("元々の" if orig else "") + ("攻撃力" if a[1] == "atk" else "守備力")
        return f"{name(a[0], lang)}の{what}は{wide(value)}になる"
    what = ("original " if orig else "") + ("ATK" if a[1] == "atk" else "DEF")
    if _many(a[0]):  # each monster's, named together
        return f"the {what} of {name(a[0], lang)} becomes {value}"
    return f"{name(a[0], lang)}'s {what} becomes {value}"


def _counter(a: tuple[object, ...], ja: bool, lang: str) -> str:
    n = _n(a[2])
    kind_ja, kind_en = counter_name(str(a[1]), True), counter_name(str(a[1]), False)
    if ja:
        return f"{name(a[0], lang)}に{kind_ja}を{wide(n)}つ置く" if n > 0 else \
            f"{name(a[0], lang)}の{kind_ja}を{wide(-n)}つ取り除く"
    # a sentence, as the Japanese line is one (置く / 取り除く): "2 A-Counters are placed on α"
    be = "is" if abs(n) == 1 else "are"
    return f"{counted(n, kind_en)} {be} placed on {name(a[0], lang)}" if n > 0 else \
        f"{counted(-n, kind_en)} {be} removed from {name(a[0], lang)}"


# what LP were paid for (`verbs.PayFor`), said of the card paid for {c}: (Japanese, English)
_PAID_FOR = {
    "": ("{c}のコストとして", "as the cost of {c}"),
    "attack": ("{c}の攻撃宣言のコストとして", "to declare an attack with {c}"),
    "summon": ("{c}の召喚のコストとして", "to summon {c}"),
    "special": ("{c}の特殊召喚のコストとして", "to special summon {c}"),
    "set": ("{c}のセットのコストとして", "to set {c}"),
    "tributes": ("{c}の生け贄の代わりに", "instead of tributes for {c}"),
    "upkeep": ("{c}の維持コストとして", "to keep {c} on the field"),
    "effect": ("{c}の効果で", "by the effect of {c}"),
}


def _pay(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """LP paid (player, LP, the card paid for, what for, True): its line where no activation's line says it (an
    attack's cost, a summon's, a maintenance cost; an activation's cost where the payment ended the duel before the
    activation's line, R004-038): 「Aは「ダーク・エルフ」の攻撃宣言のコストとして１０００ライフを払う」; a card set from
    the hand is named only where the reader may know it."""
    card = title(a[2], lang) if known(a[2], CardRef) else ("カード" if ja else "a card")
    words_ja, words_en = _PAID_FOR[str(a[3])]
    if ja:
        return f"{_p(a[0])}は{words_ja.format(c=card)}{wide(_n(a[1]))}ライフを払う"
    return f"{_p(a[0])} pays {a[1]} LP {words_en.format(c=card)}"


def _no_zone(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """A card that should come to a player's monster zones, all taken, sent to the graveyard instead; a monster whose
    control goes back names the card whose effect ended (a third value, None where none did), as the line of a
    return does; a token ceased to exist instead of going there (a fourth value, True)."""
    gone = len(a) > 3 and a[3] is True
    if ja:
        ended = f"{title(a[2], lang)}の効果が終了し、" if len(a) > 2 and a[2] is not None else ""
        went = "墓地へ送られず消滅" if gone else "墓地へ送られる"
        return f"{ended}{_p(a[1])}のモンスターカードゾーンに空きが無いため、{name(a[0], lang)}は{went}"
    ended = f"the effect of {title(a[2], lang)} ends, and " if len(a) > 2 and a[2] is not None else ""
    went = "ceases to exist instead of going to the graveyard" if gone else "is sent to the graveyard"
    return f"{ended}{_p(a[1])} has no free monster zone for {name(a[0], lang)}: it {went}"


def _coin(a: tuple[object, ...], ja: bool, lang: str) -> str:
    if ja:
        return f"{_p(a[0])}はコイントス：{'表' if a[1] else '裏'}"
    return f"{_p(a[0])} tosses a coin: {'heads' if a[1] else 'tails'}"


def _call(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """A coin's call, before its toss: (the player who calls, True for heads)."""
    if ja:
        return f"{_p(a[0])}はコインの{'表' if a[1] else '裏'}を宣言"
    return f"{_p(a[0])} calls {'heads' if a[1] else 'tails'}"


def _redo(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """A toss or roll made again: (coin or dice, the card that has it made again, how many coins or dice)."""
    coin = a[0] == "coin"
    if ja:
        return f"{title(a[1], lang)}の効果で" + ("コイントスをやり直す" if coin else "サイコロを振り直す")
    # English says one die or several, where the Japanese サイコロ says either
    again = "the coin toss is redone" if coin else "the die is rolled again" if a[2] == 1 else \
        "the dice are rolled again"
    return f"{title(a[1], lang)}: {again}"


def _zone_blocked(a: tuple[object, ...], ja: bool, lang: str) -> str:
    monsters = _n(a[1]) == int(Zone.MONSTERS)
    if ja:
        return f"{_p(a[0])}の{'モンスター' if monsters else '魔法＆罠'}カードゾーン{wide(_n(a[2]))}は使用できない"
    return f"{_p(a[0])}'s {'monster' if monsters else 'spell & trap'} zone {a[2]} cannot be used"


# where a replacement sends a card instead of where it was going: (ja, en as it goes, en as it would have gone); a
# hand is a player's ({p}), as the lines of cards going to a hand say ("to_hand", "back_to_hand")
_MOVES: dict[int, tuple[str, str, str]] = {
    int(Zone.GRAVE): ("墓地へ送られる", "is sent to the graveyard", "going to the graveyard"),
    int(Zone.BANISHED): ("ゲームから除外される", "is banished", "being banished"),
    int(Zone.DECK): ("デッキに戻る", "returns to the deck", "returning to the deck"),
    int(Zone.HAND): ("{p}の手札に戻る", "returns to {p}'s hand", "returning to {p}'s hand"),
    # a monster card placed as a continuous spell (a 「宝玉獣」 destroyed): never where a card was going
    int(Zone.SPELLS): ("永続魔法カードとして魔法＆罠カードゾーンに置かれる",
                       "ends up in the spell & trap zone, treated as a continuous spell,", ""),
}


# the event a replacement replaced, by its kind, said of a card or a player: what it did instead of (ja, en), and
# that it did not happen, where nothing happens instead (ja, en); {p}: whose hand, as `_MOVES` says it
_INSTEAD: dict[str, tuple[str, str, str, str]] = {
    "to_hand": ("{p}の手札に戻る", "returning to {p}'s hand", "{p}の手札に戻らない", "does not return to {p}'s hand"),
    "destroyed": ("破壊される", "being destroyed", "破壊されない", "is not destroyed"),
    "gained": ("ライフを回復する", "gaining LP", "ライフを回復しない", "gains no LP"),
    "damage": ("ダメージを受ける", "taking damage", "ダメージを受けない", "takes no damage"),
}


def _replaced(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """A replacement; one that only changes where a card goes (「マクロコスモス」) says so, since the event it changed
    is said without its new destination (a discard) or not at all (a resolved spell going to the graveyard); where
    either place is a hand, the entry's sixth argument is whose. One that does something else instead says what it
    replaced, for whom (「縮退回路」: a monster returning to its owner's hand, the entry's fifth argument; 「シモッチ
    による副作用」: a player gaining LP), the line of what it does following; one after which nothing happens says
    that the event does not (「クリボー」: a player takes no damage)."""
    src = title(a[1], lang)
    if _instead(a) and str(a[0]) in _INSTEAD:
        hand = {"p": _p(a[4])} if len(a) > 4 else {}
        was_ja, was_en, not_ja, not_en = (w.format_map(hand) for w in _INSTEAD[str(a[0])])
        who = _p(a[2]) if isinstance(a[2], int) else name(a[2], lang)
        if a[3] is False:  # nothing happens instead
            return f"{src}の効果で、{who}は{not_ja}" if ja else f"by the effect of {src}, {who} {not_en}"
        return f"{src}の効果で、{who}は{was_ja}代わりに" if ja else f"by the effect of {src}, instead of {who} {was_en}"
    if len(a) < 5 or _instead(a) or _n(a[3]) not in _MOVES or _n(a[4]) not in _MOVES:
        return f"{src}の効果で置き換える" if ja else f"replaced by the effect of {src}"
    hand = {"p": _p(a[5])} if len(a) > 5 else {}
    (was_ja, _, was_en), (now_ja, now_en, _) = ([w.format_map(hand) for w in _MOVES[_n(x)]] for x in (a[3], a[4]))
    if ja:
        return f"{src}の効果で、{name(a[2], lang)}は{was_ja}代わりに{now_ja}"
    return f"by the effect of {src}, {name(a[2], lang)} {now_en} instead of {was_en}"


def _instead(a: tuple[object, ...]) -> bool:
    """Whether a replacement's entry is one whose event did not happen: something else was done instead (its fourth
    argument True) or nothing was (False), rather than the event going on changed (`Pipeline._apply`)."""
    return len(a) > 3 and isinstance(a[3], bool)


def _at_once(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """An effect applied at once, with no chain link; one whose application the log shows nothing of (it left an
    effect in place) with its words, which say which of the card's effects it was."""
    said = f"{title(a[1], lang)}の効果を適用（チェーンに乗らない）" if ja else \
        f"{title(a[1], lang)} applies its effect (no chain link)"
    if len(a) > 3:
        said += f"：{a[2]}" if ja else f": {a[3]}"
    return said


def _applies_now(a: tuple[object, ...], ja: bool, lang: str) -> str:
    texts = a[0] if ja else a[1]
    assert isinstance(texts, tuple)
    return ("以後：" + "／".join(texts)) if ja else "from now on: " + " / ".join(texts)


def _attack(a: tuple[object, ...], ja: bool, lang: str) -> str:
    replay = ("巻き戻し：" if ja else "replay: ") if len(a) > 3 and a[3] else ""
    if a[2] is None:
        return replay + (f"{_p(a[0])}の{name(a[1], lang)}が直接攻撃" if ja else
                         f"{_p(a[0])}'s {name(a[1], lang)} attacks directly")
    return replay + (f"{_p(a[0])}の{name(a[1], lang)}が{name(a[2], lang)}に攻撃宣言" if ja else
                     f"{_p(a[0])}'s {name(a[1], lang)} attacks {name(a[2], lang)}")


# where a token that ceased to exist was headed (`Duel._vanished`): (Japanese, English)
_HEADED = {"hand": ("手札に戻らず", "returning to the hand"), "deck": ("デッキに戻らず", "returning to the deck"),
           "grave": ("墓地へ送られず", "going to the graveyard"),
           "banished": ("ゲームから除外されず", "being banished")}


def _vanished(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """Tokens that left the field and ceased to exist: (the token or tokens, where they were headed)."""
    words_ja, words_en = _HEADED[str(a[1])]
    if ja:
        return f"{name(a[0], lang)}は{words_ja}消滅"
    return f"{name(a[0], lang)} cease{'' if _many(a[0]) else 's'} to exist instead of {words_en}"


def _to_deck(a: tuple[object, ...], ja: bool, lang: str) -> str:
    extra = a[1] == "extra"  # a fusion or synchro monster: its owner's fusion deck, as the rulings pages say
    if ja:
        return f"{name(a[0], lang)}を{'融合' if extra else ''}デッキに戻す"
    return f"{name(a[0], lang)} return{'' if _many(a[0]) else 's'} to the {'fusion ' if extra else ''}deck"


def _special_summon(a: tuple[object, ...], ja: bool, lang: str) -> str:
    # a fourth value: the player onto whose field the summoner put the monster, said where it is the other player
    # (「おジャマトリオ」); a fifth: how it was summoned, where the pages name it (`verbs.SUMMON_KINDS`: 融合召喚)
    onto = len(a) > 3 and a[3] != a[0]
    how = str(a[4]) if len(a) > 4 else "special"
    pos = (POS_JA if ja else POS_EN)[str(a[2])]
    if ja:
        field = _p(a[3]) + "のフィールドに" if onto else ""
        return f"{_p(a[0])}は{name(a[1], lang)}を{field}{pos}で{SUMMON_JA[how]}"
    field = " to " + _p(a[3]) + "'s field" if onto else ""
    return f"{_p(a[0])} {SUMMON_EN[how]}s {name(a[1], lang)}{field} in {pos}"


def _draw(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """A draw, and the cards drawn where the reader may know them (a card hidden from them has no index: their log
    names it to the drawer only, `Duel.ref`)."""
    cards = a[2]
    assert isinstance(cards, tuple)
    named = tuple(r for r in cards if known(r, CardRef))
    count = _cards(_n(a[1]), ja)
    if ja:
        return f"{_p(a[0])}は{count}ドロー" + (f"（{_refs(named, lang)}）" if named else "")
    return f"{_p(a[0])} draws {count}" + (f" ({_together(named, lang)})" if named else "")


def _set(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """A set: the card named where the reader may know it (the setter's own log), else "a card" (the opponent's
    and a spectator's, `view.readable`)."""
    what = title(a[1], lang) if known(a[1], CardRef) else ("カード" if ja else "a card")
    return f"{_p(a[0])}は{what}をセット" if ja else f"{_p(a[0])} sets {what}"


def _revealed(a: tuple[object, ...], ja: bool, lang: str) -> str:
    """Cards shown to a player at once (a hand, a whole deck): one line naming those the reader may know; the rest,
    hidden from the reader (their own deck shown to the opponent), counted, or named as hidden where only one is."""
    cards = a[1]
    assert isinstance(cards, tuple)
    named = tuple(r for r in cards if known(r, CardRef))
    hidden = [r for r in cards if not known(r, CardRef)]
    parts = [name(r, lang) for r in named]  # one list: 「X」、Y、非公開のカード２枚 / "X", Y and 2 hidden cards
    if len(hidden) == 1:
        parts.append(name(hidden[0], lang))
    elif hidden:
        parts.append(f"非公開のカード{wide(len(hidden))}枚" if ja else f"{len(hidden)} hidden cards")
    if ja:
        return f"{_p(a[0])}は{'、'.join(parts)}を確認"
    return f"{_p(a[0])} is shown {_and(parts, lang)}"


def _win(a: tuple[object, ...], ja: bool, lang: str) -> str:
    if a[0] == 2:
        return "引き分け" if ja else "the duel is a draw"
    return f"{_p(a[0])}の勝利" if ja else f"{_p(a[0])} wins the duel"


# kinds whose sentence depends on their values beyond filling a template
SPECIAL: dict[str, Callable[[tuple[object, ...], bool, str], str]] = {
    "boost": _boost, "counter": _counter, "coin": _coin, "call": _call, "redo": _redo, "zone_blocked": _zone_blocked,
    "attack": _attack, "win": _win, "stat_set": _stat_set, "vanished": _vanished, "to_deck": _to_deck,
    "special_summon": _special_summon, "draw": _draw, "applies_now": _applies_now, "revealed": _revealed,
    "set_monster": _set, "set_spell": _set, "replaced": _replaced, "pay": _pay,
    "no_zone": _no_zone, "at_once": _at_once,
}
# kinds drawn by the chain box or the phase headings rather than as phrases
LINK_KINDS = ("activate", "resolve", "resolve_negated_activation", "resolve_negated_effect", "resolve_fizzle")
STRUCTURE = frozenset({*LINK_KINDS, "chain_end", "phase"})
ENDS = ("win", "resign")  # the entries that end the duel


def detail(e: LogEntry, lang: str) -> str:
    """What one effect or action did, as a phrase. A kind with no sentence is an error, never silence."""
    if e.kind in TEMPLATES:
        ja, en = TEMPLATES[e.kind]
        return _Phrase(lang).format(ja if lang == "ja" else en, *e.args)
    if e.kind in SPECIAL:
        return SPECIAL[e.kind](e.args, lang == "ja", lang)
    raise KeyError(f"the log entry kind {e.kind!r} has no sentence in arbiter.ocg.render")


def _link_line(e: LogEntry, lang: str, shown: Sequence[str] = (), about: object = None) -> str:
    """A chain link's line; `shown`: what the cards shown for its activation's cost say, put first as they were shown
    first; `about`: the player or the card that tells a trigger's link from another of its card (`_told_apart`)."""
    a = e.args
    ja = lang == "ja"
    n = a[0]
    assert isinstance(n, int)
    if e.kind == "activate":
        who = "".join(s + ("、" if ja else "; ") for s in shown) + _p(a[1])
        tg = a[4]
        assert isinstance(tg, tuple)
        said = a[5] if len(a) > 5 else ()
        assert isinstance(said, tuple)
        whom = "" if about is None else _p(about) if isinstance(about, int) else name(about, lang)
        if ja:
            line = f"チェーン{wide(n)}：{who}{title(a[2], lang)}発動{_cost(a[3], lang)}"
            line += f"、{whom}について" if whom else ""
            line += f"、「{said[0]}」を宣言" if said else ""
            return line + (f"、対象：{_refs(tg, lang)}" if tg else "")
        line = f"Chain Link {n}: {who} activates {title(a[2], lang)}{f' for {whom}' if whom else ''}{_cost(a[3], lang)}"
        line += f', declaring "{said[1]}"' if said else ""
        return line + (f", targeting {_together(tg, lang)}" if tg else "")
    head = f"逆順処理チェーン{wide(n)}：" if ja else f"Resolving Chain Link {n}: "
    t = title(a[1], lang)
    if e.kind == "resolve":
        return head + (f"{t}解決" if ja else f"{t} resolves")
    if e.kind == "resolve_negated_activation":
        # the activation, not the effect, was negated (「…解決だが、効果は無効にされる」 is the other): said as the
        # Japanese says it, since the rulings tell the two apart
        return head + (f"{t}は発動が無効のため処理無し" if ja else f"{t} does nothing: its activation was negated")
    if e.kind == "resolve_negated_effect" and len(a) > 2:
        by = title(a[2], lang)
        return head + (f"{t}解決だが、{by}によって効果が無効にされる" if ja
                       else f"{t} resolves, but its effect is negated by {by}")
    if e.kind == "resolve_negated_effect":
        return head + (f"{t}解決だが、効果は無効にされる" if ja else f"{t} resolves, but its effect is negated")
    return head + (f"{t}は対象が存在しないため不発" if ja else f"{t} has no valid target and does nothing")




# kinds a verb logs card by card (`Duel.destroy`, `Duel.banish` ... each card where it landed; `Duel.set_position`,
# `Duel.boost`, `Duel.special_summon` ... each card as it changed or arrived): the cards of such entries of one event
# (`LogEntry.together`) one right after the other are named in one clause, as a discard's are (「XとYを破壊」); by
# kind, which arg is the card and how many args the sentence reads (the others among them must agree)
_ONE_CLAUSE = {"destroyed": (0, 1), "banished": (0, 1), "to_grave": (0, 1), "to_hand": (0, 2),
               "back_to_hand": (0, 2), "to_deck": (0, 2), "position": (0, 2), "boost": (0, 3), "stat_set": (0, 4),
               "control": (1, 2), "control_back": (1, 3), "vanished": (0, 2),
               "control_negated": (1, 3), "special_summon": (1, 5)}


def _joined(log: Sequence[LogEntry]) -> list[LogEntry]:
    """The log with the entries of cards moved or changed together (`_ONE_CLAUSE`) made one, its card arg their
    cards."""
    out: list[LogEntry] = []
    for e in log:
        at, n = _ONE_CLAUSE.get(e.kind, (0, 0))
        last = out[-1] if out else None
        if n and e.together and last is not None and (last.kind, last.together) == (e.kind, e.together) and \
                _rest(last, at, n) == _rest(e, at, n):
            had = last.args[at]
            cards = (*(had if isinstance(had, tuple) else (had,)), e.args[at])
            out[-1] = replace(last, args=(*last.args[:at], cards, *last.args[at + 1:]))
        else:
            out.append(e)
    return out


def _rest(e: LogEntry, at: int, n: int) -> tuple[object, ...]:
    """The args the sentence reads but the card's."""
    return (*e.args[:at], *e.args[at + 1:n])


def render(log: Sequence[LogEntry], lang: str = "ja", phases: bool = False) -> list[str]:
    """The log as lines of text; chains drawn in the rulings pages' notation; copies of one name told apart; the
    cards moved together in one clause."""
    log = _after_their_event(_joined(_cost_lines_dropped(mark_copies(log, CardRef, _copy))))
    apart = _told_apart(log)
    line = _sentence(log, lang)
    out: list[str] = []
    chain: list[str] = []
    resolving = False
    at_once = False  # an effect applied at once right after the last activation: shown on its line
    shown: list[str] = []  # cards shown for a cost, logged before the activation they pay for: first on its line
    paid: list[str] = []  # LP paid as a chain is built, the activation's line not yet made: said where the duel ends
    # before it (R004-038)
    gone: list[str] = []  # tokens that paid a cost and ceased to exist: said on the line of the activation it paid for
    instead = ""  # a replacement's "instead of ..." outside a chain: said on the line of what was done instead
    upkept = False  # an effect applied at once outside a chain: the costs right after it are its own (a maintenance
    # cost's discard or tribute), lines of their own, not the cost of an activation that follows
    sep = "、" if lang == "ja" else "; "
    for k, e in enumerate(log):
        upkept = (e.kind == "at_once" and not chain) or (upkept and e.kind in (*_AMONG_COSTS, "replaced"))
        if instead and (chain or e.kind in LINK_KINDS or e.kind in ("chain_end", *ENDS, "phase")):
            out.append(line(instead))  # (no line of its own follows it)
            instead = ""
        # a cost, said in the line of the activation it pays for; LP paid for anything else (`_cost_lines_dropped`
        # leaves them) have a line of their own, but for those paid as a chain is built; a cost paid as a link
        # resolves (the discard of a summon an effect makes: 「炎獄魔人ヘル・バーナー」) is said on its line
        if e.kind in _AMONG_COSTS and e.args[-1] is True and not (chain and resolving) \
                and (e.kind != "pay" or chain) and not upkept:
            if e.kind == "revealed":
                shown.append(detail(e, lang))
            else:
                paid.append(detail(e, lang))
                if e.kind == "vanished":  # (the activation's line counts the cards paid, naming none)
                    gone.append(detail(e, lang))
            continue  # a cost: shown in the activation line
        if e.kind in ENDS and not resolving:
            # the duel ended while a chain was being built (a cost paid all of a player's LP, a resignation): the
            # links made so far, then the cost the unfinished activation paid, then the winner
            out += _box(chain) + [line(x) for x in (*paid, detail(e, lang))]
            chain, paid = [], []
            continue
        if e.kind != "replaced":  # (a replacement of a cost's move may lie between the cost and its activation)
            if paid and not chain and e.kind not in LINK_KINDS:
                out += map(line, paid)  # no activation follows: a summon procedure's cost (「ＴＨＥ トリッキー」's)
            paid = []
            if e.kind != "activate":
                gone = []
        if shown and not chain and e.kind != "activate":
            out += map(line, shown)  # no activation follows: a summon procedure's cost
            shown = []
        if e.kind in LINK_KINDS:
            if e.kind != "activate":
                resolving = True
            chain.append("".join((_link_line(e, lang, shown, apart.get(k)), *(sep + x for x in gone))))
            shown, gone, at_once = [], [], False
            continue
        at_once |= e.kind == "at_once"
        if e.kind == "chain_end":
            out.extend(_box(chain))
            chain, resolving = [], False
            continue
        if e.kind == "phase":
            if phases:
                out.append(f"[{(PHASE_JA if lang == 'ja' else PHASE_EN).get(str(e.args[0]), str(e.args[0]))}]")
            continue
        text = detail(e, lang)
        if chain and (resolving or at_once):
            chain[-1] += sep + text
        elif chain:
            continue  # costs paid while the chain is built are shown in the activation line
        elif e.kind == "replaced" and _instead(e.args) and e.args[3] is True:
            instead = text
        else:
            out.append(line(f"{instead}{sep}{text}" if instead else text))
            instead = ""
    if instead:
        out.append(line(instead))
    out.extend(_box(chain))
    return out + [line(x) for x in shown]  # (an activation still being made: its cost is shown, the activation not yet)


def _sentence(log: Sequence[LogEntry], lang: str) -> Callable[[str], str]:
    """What makes a phrase a line of its own: in English a sentence, its first letter a capital ("The battle phase is
    skipped", "By the effect of ..."), but for a card's scenario label that begins it ("m1 is destroyed"), which is
    a name as written; a phrase after a chain line's "; " stays as it is."""
    if lang == "ja":
        return lambda text: text
    labels = {r.label for e in log for r in leaves(e.args) if isinstance(r, CardRef) and r.label}
    named = re.compile("|".join(rf"{re.escape(x)}(?!\w)" for x in sorted(labels, key=len, reverse=True))) \
        if labels else None

    def line(text: str) -> str:
        if not text[:1].islower() or (named is not None and named.match(text)):
            return text
        return text[0].upper() + text[1:]
    return line


# the lines a cost's cards get where they move (`Duel.banish`, `Duel.to_deck`, `Duel.send_to_grave`,
# `Duel.remove_counter`), each naming the card first: the line of the activation they pay for counts them, as `_cost`
# says it
_COST_LINES = ("banished", "to_deck", "to_grave", "counter")
# what may lie between those lines and the activation: other costs (flagged so: a token that paid one and ceased to
# exist too, `Duel._vanished`) and replacements
_AMONG_COSTS = ("pay", "discarded", "tribute", "revealed", "vanished")


def _cost_lines_dropped(log: Sequence[LogEntry]) -> list[LogEntry]:
    """The log without the lines of the cards an activation paid for its cost, right before it, which its own line
    counts (one before the chain's first link would say them twice: 「天よりの宝札」's banished cards): each line its
    entry holds the ref of (`costs.paid_parts`), as that line named it, so a seat's log drops the same lines; and
    without the LP it paid for its activation, each a part of its line's cost."""
    dropped = {j for k, e in enumerate(log) if e.kind == "activate" for j in _paid_lines(log, k)}
    return [e for k, e in enumerate(log) if k not in dropped] if dropped else list(log)


def _paid_lines(log: Sequence[LogEntry], k: int) -> list[int]:
    """The places of the entries right before the activation `log[k]` that its line says as its cost: the cards that
    paid it, where they moved, and the LP paid."""
    e = log[k]
    said = [r for r in leaves((e.args[3],)) if isinstance(r, CardRef)]
    parts = e.args[3]
    assert isinstance(parts, tuple)
    pays = sum(1 for p in parts if isinstance(p, tuple) and p[0] == "pay")
    out: list[int] = []
    j = k - 1
    while j >= 0 and (said or pays):
        x = log[j]
        if x.kind in _COST_LINES and x.args[0] in said and not (x.kind == "counter" and _n(x.args[2]) > 0):
            said.remove(x.args[0])
            out.append(j)
        elif pays and x.kind == "pay" and x.args[2] == e.args[2]:
            pays -= 1
            out.append(j)
        elif not ((x.kind in _AMONG_COSTS and x.args[-1] is True) or x.kind == "replaced"):
            break
        j -= 1
    return out


def costs_from(log: Sequence[LogEntry], k: int) -> int:
    """Where the entries the line of the activation `log[k]` says begin: the costs its line counts and the cards shown
    for it, logged before it. A log cut between them and the activation would say them as lines of their own, which
    the activation's line takes back once it is logged (a chain's first link paying LP: 「いたずら好きな双子悪魔」)."""
    start = min(_paid_lines(log, k), default=k)
    while start > 0 and log[start - 1].kind == "revealed" and log[start - 1].args[-1] is True:
        start -= 1  # (cards shown for a cost: said first on the activation's line)
    return start


def _after_their_event(log: Sequence[LogEntry]) -> list[LogEntry]:
    """Replacements that only changed where cards go are said after the line of the event they changed, which is
    logged after them (「マクロコスモス」 on a discard: the discard, then where the cards went instead); those whose
    event has no line of its own (a resolved spell going to the graveyard) stay where they are."""
    out: list[LogEntry] = []
    held: list[LogEntry] = []
    for e in log:
        if e.kind == "replaced" and len(e.args) >= 5 and not _instead(e.args):
            held.append(e)
            continue
        out += [e, *held] if held and all(h.args[0] == e.kind for h in held) else [*held, e]
        held = []
    return out + held


def _told_apart(log: Sequence[LogEntry]) -> dict[int, object]:
    """By place in the log, what the line of a trigger's activation says to tell it from the other links of its card
    in the same chain (「クリオスフィンクス」 once for each monster returned, which read the same): the card each was
    about where theirs differ, else the player where theirs do (the entry's seventh value, `Activation.complete`)."""
    out: dict[int, object] = {}
    links: dict[object, list[int]] = {}  # the chain's trigger links, by the card activated

    def settle() -> None:
        for ks in links.values():
            abouts = [leaves((log[k].args[6],)) for k in ks]  # each (player,) or (player, card)
            for at in (1, 0):  # the cards where they differ, else the players where they do
                said = [x[at] if len(x) > at else None for x in abouts]
                if len(set(said)) > 1:
                    out.update(zip(ks, said, strict=True))
                    break
        links.clear()

    for k, e in enumerate(log):
        if e.kind == "chain_end":
            settle()
        elif e.kind == "activate" and len(e.args) > 6:
            links.setdefault(e.args[2], []).append(k)
    settle()
    return out


def _box(lines: list[str]) -> list[str]:
    if not lines:
        return []
    if len(lines) == 1:
        return ["┏" + lines[0]]
    return ["┏" + lines[0], *("┃" + x for x in lines[1:-1]), "┗" + lines[-1]]
