"""Renders a Duel Masters log as text, in Japanese or English, one line per thing that happened."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from arbiter.dm.duel import CardRef
from arbiter.dm.model import MOVE_EN, MOVE_JA, WHAT_EN, WHAT_JA, Zone
from arbiter.kernel.log import LogEntry, aside, copy_mark, known, mark_copies, quoted, turn_words
from arbiter.kernel.reasons import counted

PLAYERS = "AB"
Args = tuple[object, ...]
ZONE_JA = {Zone.DECK: "山札", Zone.HAND: "手札", Zone.MANA: "マナゾーン", Zone.SHIELDS: "シールドゾーン",
           Zone.BATTLE: "バトルゾーン", Zone.GRAVE: "墓地", Zone.CASTLE: "城", Zone.UNDER: "進化元",
           Zone.LIMBO: "解決中"}
ZONE_EN = {Zone.DECK: "deck", Zone.HAND: "hand", Zone.MANA: "mana zone", Zone.SHIELDS: "shield zone",
           Zone.BATTLE: "battle zone", Zone.GRAVE: "graveyard", Zone.CASTLE: "castle", Zone.UNDER: "evolution sources",
           Zone.LIMBO: "resolving"}
@dataclass(frozen=True, slots=True)
class _Copy(CardRef):
    """A card whose name another card in the same log carries: `copy` tells which one it is (`copy_numbers`)."""

    copy: int = 0


def _copy(r: CardRef, n: int) -> _Copy:
    return _Copy(r.label, r.name_ja, r.name_en, r.card, r.secret, n)


def card(r: object, lang: str) -> str:
    """A card by its name, and its label, or which copy it is where the log names several of that name."""
    assert isinstance(r, CardRef)
    if r.label and r.name_ja == r.label:  # a made-up card named by its label
        return r.label
    text = quoted(r.name_ja, r.name_en, lang)
    if r.label:
        return text + aside(r.label, lang)
    return text + copy_mark(r.copy, lang) if isinstance(r, _Copy) else text


def _count(rs: object, lang: str, one_en: str, many_en: str) -> tuple[str, str]:
    """How many cards `rs` holds, as a sentence counts them ("a shield", "2 shields"; 「2枚」), and after it the names
    of those the reader may know (`kernel.log.known`, the log's per-seat rule), or nothing where they may know none."""
    assert isinstance(rs, tuple)
    n = len(rs)
    named = [card(r, lang) for r in rs if known(r, CardRef)]
    hidden = n - len(named)  # a revealed shield beside face-down ones: those named, the rest counted
    if named and hidden:
        named.append(_unseen(hidden, lang))
    if lang == "ja":
        return f"{n}枚", "：" + "、".join(named) if named else ""
    return one_en if n == 1 else f"{n} {many_en}", ": " + ", ".join(named) if named else ""


def _shields_made(a: Args, lang: str) -> str:
    """Cards put into the shields: the kind of move that makes the shields of the start of the duel, from the top of
    each deck (dm/game.py); a card that adds shields from elsewhere names its own kind."""
    _, _, p, refs = a
    who = ("それぞれ" if lang == "ja" else "Each player") if p == -1 else _p(p)
    n, names = _count(refs, lang, "a card", "cards")
    if lang == "ja":
        return f"{who}が山札からカードを{n}シールドゾーンに置く{names}"
    return f"{who} puts {n} from the deck into the shields{names}"


def _broken(a: Args, lang: str) -> str:
    n, names = _count(a[1], lang, "a shield", "shields")
    if lang == "ja":
        return f"{card(a[0], 'ja')}がシールドを{n}ブレイク{names}"
    return f"{card(a[0], 'en')} breaks {n}{names}"


def _shield_chosen(a: Args, lang: str) -> tuple[str, str]:
    """The one shield a castle fortifies or a Shield Force chooses, counted as `_broken` counts the shields broken:
    its name after it only where the reader may know it."""
    return _count((a[1],), lang, "a shield", "shields")


def _looked(a: Args, lang: str) -> str:
    """A player looks at one of a player's shields: its name after it only where the reader may know it (the looker)."""
    _, names = _count((a[2],), lang, "a shield", "shields")
    if lang == "ja":
        return f"{_p(a[0])}が{_p(a[1])}のシールドを1枚見る{names}"
    return f"{_p(a[0])} looks at one of {_p(a[1])}'s shields{names}"


def _p(x: object) -> str:
    assert isinstance(x, int)
    return PLAYERS[x]


def _turn(x: object, lang: str) -> str:
    assert isinstance(x, int)
    return turn_words(x, lang)


def _unseen(n: int, lang: str, to_hand: bool = False) -> str:
    """`n` cards hidden from the reader: face-down cards, or cards going to a hand, where a card is never face down.
    One is named without a count and several are counted, as the OCG's log names them (「（非公開のカード）」,
    「非公開のカード２枚」)."""
    if lang == "ja":
        return ("カード" if to_hand else "裏向きのカード") + (f"{n}枚" if n > 1 else "")
    if to_hand:
        return "a card" if n == 1 else f"{n} cards"
    return "a face-down card" if n == 1 else f"{n} face-down cards"


def _who(x: object, lang: str) -> str:
    """A card (one hidden from the reader: a face-down card, as `_count` says it), or a player."""
    if isinstance(x, CardRef):
        return card(x, lang) if known(x, CardRef) else _unseen(1, lang)
    return _p(x) if lang == "ja" else f"player {_p(x)}"


def _replaced(x: object, lang: str) -> str:
    """What a replacement acts on: a card's event names the card (`_who`); the one event of a player's a replacement
    watches is a draw (「Aのドロー」: a bare 「（A）」 read as a card's label)."""
    if isinstance(x, CardRef):
        return _who(x, lang)
    return f"{_p(x)}のドロー" if lang == "ja" else f"player {_p(x)}'s draw"


def _moved_cards(refs: object, dst: Zone, lang: str) -> str:
    """The cards a move names: those the reader may know, then how many it may not (`_unseen`)."""
    assert isinstance(refs, tuple)
    named = [card(r, lang) for r in refs if known(r, CardRef)]
    if len(named) < len(refs):
        named.append(_unseen(len(refs) - len(named), lang, dst is Zone.HAND))
    return ("、" if lang == "ja" else ", ").join(named)


def _moved_ja(a: Args) -> str:
    kind, dst, p, refs = a
    if kind == "to_shields":
        return _shields_made(a, "ja")
    whose = "それぞれの持ち主" if p == -1 else _p(p)
    to = Zone(int(str(dst)))
    return f"{MOVE_JA.get(str(kind), str(kind))}：{_moved_cards(refs, to, 'ja')} → {whose}の{ZONE_JA[to]}"


# what a log entry says, by kind: one table per language, each a function of the entry's args
def _too_few(a: Args, lang: str) -> str:
    """A card that does nothing with fewer creatures in the battle zone than it takes (「アポカリプス・デイ」): how
    many there are, and how many it takes."""
    n, needed = a[1], a[2]
    assert isinstance(n, int)
    if lang == "ja":
        return f"{card(a[0], 'ja')}：バトルゾーンのクリーチャーが{n}体で{needed}体に満たないので、何も起きない"
    return f"{card(a[0], 'en')}: {counted(n, 'creature')} in the battle zone, fewer than {needed}, so nothing happens"


# how a player lost (`Duel.lose`, `Duel.resign`)
LOST_BY_JA = {"deck": "山札切れ", "direct_attack": "ダイレクトアタック", "resign": "投了"}
LOST_BY_EN = {"deck": "empty deck", "direct_attack": "direct attack", "resign": "resigned"}

_JA: dict[str, Callable[[Args], str]] = {
    "moved": _moved_ja,
    "turn": lambda a: f"―― {_turn(a[0], 'ja')}：{_p(a[1])}のターン ――",
    "draw": lambda a: f"{_p(a[0])}がカードを1枚引く" + (f"（{card(a[1], 'ja')}）" if known(a[1], CardRef) else ""),
    "charge": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}をマナチャージ",
    "no_attacker": lambda a: f"{_p(a[0])}の攻撃できるクリーチャーがいないので、ターンを終える",
    "summon": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}を召喚（マナ{a[2]}枚）",
    "generate": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}をジェネレート（マナ{a[2]}枚）",
    "evolve": lambda a: f"{_p(a[0])}が{card(a[2], 'ja')}を{card(a[1], 'ja')}に進化"
                        + (f"（マナ{a[3]}枚）" if a[3] else "（コストなし）"),
    "cast": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}を唱える" + (f"（マナ{a[2]}枚）" if a[2] else "（コストなし）"),
    "fortify": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}を使う（マナ{a[2]}枚）",
    "fortified": lambda a: "{}がシールドを{}要塞化{}".format(card(a[0], "ja"), *_shield_chosen(a, "ja")),
    "cross": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}を{card(a[2], 'ja')}にクロス（マナ{a[3]}枚）",
    "ninja": lambda a: f"{_p(a[0])}がニンジャ・ストライクで{card(a[1], 'ja')}を召喚",
    "attack": lambda a: f"{card(a[0], 'ja')}が{_who(a[1], 'ja')}を攻撃",
    "block": lambda a: f"{card(a[0], 'ja')}がブロック",
    "battle": lambda a: f"バトル：{card(a[0], 'ja')}（{a[1]}）対{card(a[2], 'ja')}（{a[3]}）",
    "break": lambda a: _broken(a, "ja"),
    "direct_attack": lambda a: f"{card(a[0], 'ja')}のダイレクトアタック",
    "strigger": lambda a: f"{_p(a[0])}が{card(a[1], 'ja')}のS・トリガーを使う",
    "replaced": lambda a: f"置き換え効果：{card(a[0], 'ja')}「{a[2]}」（{_replaced(a[3], 'ja')}）",
    "replacement_lapsed": lambda a: f"置き換え効果：{card(a[0], 'ja')}「{a[2]}」（{_replaced(a[3], 'ja')}）"
                                    "は実行できない",
    "stays": lambda a: f"{card(a[0], 'ja')}はバトルゾーンにとどまる",
    "reveal": lambda a: f"{card(a[0], 'ja')}を表向きにする",
    "no_hyperspatial": lambda a: f"{card(a[0], 'ja')}：超次元ゾーンがないのでサイキック・クリーチャーは出ない",
    "too_few_creatures": lambda a: _too_few(a, "ja"),
    "declare_name": lambda a: f"{_p(a[0])}がカード名「{a[1]}」を言う",
    "look_hand": lambda a: f"{_p(a[0])}が{_p(a[1])}の手札を見る",
    "look_shield": lambda a: _looked(a, "ja"),
    "power": lambda a: f"{card(a[0], 'ja')}のパワー{a[1]:+d}（このターン）",
    "shield_force": lambda a: "{}のシールド・フォースでシールドを{}選ぶ{}".format(card(a[0], "ja"),
                                                                              *_shield_chosen(a, "ja")),
    "shuffle": lambda a: f"{_p(a[0])}の山札をシャッフル",
    "resolve": lambda a: f"{card(a[0], 'ja')}の{WHAT_JA.get(str(a[1]), str(a[1]))}を解決",
    "lose": lambda a: f"{_p(a[0])}の敗北（{LOST_BY_JA[str(a[1])]}）、{PLAYERS[1 - int(str(a[0]))]}の勝利",
}



def _moved_en(a: Args) -> str:
    kind, dst, p, refs = a
    if kind == "to_shields":
        return _shields_made(a, "en")
    whose = "each owner's" if p == -1 else f"{_p(p)}'s"
    to = Zone(int(str(dst)))
    return f"{MOVE_EN.get(str(kind), str(kind)).capitalize()}: {_moved_cards(refs, to, 'en')} -> {whose} " \
           f"{ZONE_EN[to]}"


_EN: dict[str, Callable[[Args], str]] = {
    "moved": _moved_en,
    "turn": lambda a: f"-- {_turn(a[0], 'en')}: {_p(a[1])}'s turn --",
    "draw": lambda a: f"{_p(a[0])} draws a card" + (f" ({card(a[1], 'en')})" if known(a[1], CardRef) else ""),
    "charge": lambda a: f"{_p(a[0])} charges {card(a[1], 'en')} as mana",
    "no_attacker": lambda a: f"{_p(a[0])} has no creature that can attack: the turn ends",
    "summon": lambda a: f"{_p(a[0])} summons {card(a[1], 'en')} ({a[2]} mana)",
    "generate": lambda a: f"{_p(a[0])} generates {card(a[1], 'en')} ({a[2]} mana)",
    "evolve": lambda a: f"{_p(a[0])} evolves {card(a[2], 'en')} into {card(a[1], 'en')}"
                        + (f" ({a[3]} mana)" if a[3] else " (free)"),
    "cast": lambda a: f"{_p(a[0])} casts {card(a[1], 'en')}" + (f" ({a[2]} mana)" if a[2] else " (free)"),
    "fortify": lambda a: f"{_p(a[0])} uses {card(a[1], 'en')} ({a[2]} mana)",
    "fortified": lambda a: "{} fortifies {}{}".format(card(a[0], "en"), *_shield_chosen(a, "en")),
    "cross": lambda a: f"{_p(a[0])} crosses {card(a[1], 'en')} to {card(a[2], 'en')} ({a[3]} mana)",
    "ninja": lambda a: f"{_p(a[0])} summons {card(a[1], 'en')} by Ninja Strike",
    "attack": lambda a: f"{card(a[0], 'en')} attacks {_who(a[1], 'en')}",
    "block": lambda a: f"{card(a[0], 'en')} blocks",
    "battle": lambda a: f"Battle: {card(a[0], 'en')} ({a[1]}) vs {card(a[2], 'en')} ({a[3]})",
    "break": lambda a: _broken(a, "en"),
    "direct_attack": lambda a: f"{card(a[0], 'en')} makes a direct attack",
    "strigger": lambda a: f"{_p(a[0])} uses the S-Trigger of {card(a[1], 'en')}",
    "replaced": lambda a: f"Replacement effect: {card(a[0], 'en')} - {a[1]} (for {_replaced(a[3], 'en')})",
    "replacement_lapsed": lambda a: f"Replacement effect: {card(a[0], 'en')} - {a[1]} (for {_replaced(a[3], 'en')}): "
                                    "can no longer be done",
    "stays": lambda a: f"{card(a[0], 'en')} stays in the battle zone",
    "reveal": lambda a: f"{card(a[0], 'en')} is revealed",
    "no_hyperspatial": lambda a: f"{card(a[0], 'en')}: no hyperspatial zone, so no psychic creature comes",
    "too_few_creatures": lambda a: _too_few(a, "en"),
    "declare_name": lambda a: f"{_p(a[0])} names \"{a[-1]}\"",
    "look_hand": lambda a: f"{_p(a[0])} looks at {_p(a[1])}'s hand",
    "look_shield": lambda a: _looked(a, "en"),
    "power": lambda a: f"{card(a[0], 'en')} gets {a[1]:+d} power this turn",
    "shield_force": lambda a: "{}'s Shield Force chooses {}{}".format(card(a[0], "en"), *_shield_chosen(a, "en")),
    "shuffle": lambda a: f"{_p(a[0])} shuffles their deck",
    "resolve": lambda a: f"{card(a[0], 'en')}: {WHAT_EN.get(str(a[1]), str(a[1]))} resolves",
    "lose": lambda a: f"{_p(a[0])} loses ({LOST_BY_EN[str(a[1])]}); {PLAYERS[1 - int(str(a[0]))]} wins",
}



TEXTS = {"ja": _JA, "en": _EN}


def render(log: Sequence[LogEntry], lang: str = "ja") -> list[str]:
    """One line per entry, copies of one name told apart; a kind with no sentence is an error, never silence."""
    table = _JA if lang == "ja" else _EN
    out = []
    for e in mark_copies(log, CardRef, _copy):
        if e.kind not in table:
            raise KeyError(f"the log entry kind {e.kind!r} has no sentence in arbiter.dm.render")
        out.append(table[e.kind](e.args))
    return out
