"""A scenario's board, the same for every game: the top-level keys, the turn, the players' zones, card entries
and labels, and the checks of written values that name the file and the line.

Each game gives its own `BoardRules`: how to make an empty duel, its zones, how a card entry is placed, the
default deck and how the turn begins (`judge/ocg_board.py`, `judge/dm_board.py`).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic

from arbiter.judge import chance
from arbiter.judge.yamlsrc import LDict, ScenarioError, as_yaml, line_of, set_off
from arbiter.kernel.game import D
from arbiter.kernel.reasons import Why, in_lang, wide
from arbiter.kernel.rng import DuelRNG, WrongChance

TOP_KEYS = {"title", "game", "seed", "chance", "turn", "players", "steps", "rulings", "source", "notes"}
TURN_KEYS = {"number", "player", "phase"}
PLAYER_IDS = {"A": 0, "B": 1}
DEFAULT_DECK = 20  # cards in a deck the scenario does not list
NTH = re.compile(r"(.+)#([0-9]+)")  # `NAME#N`: the N-th of the cards with that name (`Board.card`)
A_CARD_ENTRY = Why("a card entry", "カードの項目")  # what the messages call a card entry of the file


class Board(Generic[D]):
    """The duel being judged plus the scenario's labels for its cards."""

    def __init__(self, duel: D, where: str, names: Callable[[D], list[Iterable[str]]],
                 normalize: Callable[[str], str]) -> None:
        self.duel = duel
        self.labels: dict[str, int] = {}
        # what the judge says of the steps beyond pass or fail (answers a step named that the duel's end left
        # unused), with the chain log where it prints one (`Verdict.notes`)
        self.notes: list[Why] = []
        self.where = where
        self.chance: list[tuple[str, int]] | None = None  # the results `chance:` lists, where it is written
        self._names = names
        self._normalize = normalize

    def card(self, ref: Any, line: int) -> int:
        """A scenario's reference to a card: a label, a name that is unambiguous among the duel's cards, or
        `NAME#N`, the N-th card of a name several cards have, in the order they came into the duel (tokens made
        during it, which no entry labels)."""
        if isinstance(ref, list | dict):  # `target: [Y]`: its text "['Y']" named no card, which said nothing useful
            raise ScenarioError(self.where, line, Why(
                f"a card is named by one label or name, not a list or mapping: {as_yaml(ref)}",
                f"カードは一つのラベルか名前で書く（リストやマッピングではない）：{as_yaml(ref)}"))
        key = str(ref)
        if key in self.labels:
            return self.labels[key]
        found = self._named(key)
        if len(found) == 1:
            return found[0]
        nth = NTH.fullmatch(key)
        if not found and nth is not None and len(same := self._named(nth[1])) > 1:
            k = int(nth[2])
            if not 1 <= k <= len(same):
                raise ScenarioError(self.where, line, Why(
                    f"\"{nth[1]}\" names {len(same)} cards, so \"{key}\" names none",
                    f"「{nth[1]}」は{wide(len(same))}枚なので、「{key}」に当たるカードはない"))
            return same[k - 1]
        if not found:
            # a label typed in the other width or case (Ｙ for Y, an IME's full-width letters): name the one meant
            near = [k for k in self.labels if unicodedata.normalize("NFKC", k).casefold()
                    == unicodedata.normalize("NFKC", key).casefold()]
            # else a typo (Brr for Br, 破壊論 for 破壊輪): the labels and the names of the duel's cards it is close to
            close = [] if near else difflib.get_close_matches(key, [*self.labels, *self._written_names()], n=3)
            raise ScenarioError(self.where, line, Why(
                f"no card labelled or named {set_off(ref)} in this duel"
                + (f"; did you mean the label {set_off(near[0])}?" if near else "")
                + (f"; did you mean: {', '.join(set_off(c) for c in close)}?" if close else ""),
                f"「{as_yaml(ref)}」というラベルや名前のカードはこのデュエルにない"
                + (f"（ラベル「{as_yaml(near[0])}」のこと？）" if near else "")
                + (f"（もしかして{'、'.join(f'「{as_yaml(c)}」' for c in close)}？）" if close else "")))
        raise ScenarioError(self.where, line, Why(
            f"\"{key}\" names {len(found)} cards; give the card a label with 'as', or name one \"{key}#1\", "
            f"\"{key}#2\" ... in the order they came into the duel",
            f"「{key}」は{wide(len(found))}枚のカードの名前：'as'でラベルを付けるか、デュエルに入った順に"
            f"「{key}#1」「{key}#2」…と書く"))

    def names_of(self, idx: int) -> Iterable[str]:
        """The names card `idx` may be called by in a scenario, in the game's order (the OCG: Japanese, English,
        passcode)."""
        return self._names(self.duel)[idx]

    def _written_names(self) -> list[str]:
        """The names the duel's cards may be called by, each once, a passcode aside (a typo near a number is no
        name)."""
        return list(dict.fromkeys(x for names in self._names(self.duel) for x in names if not x.lstrip("-").isdigit()))

    def _named(self, name: str) -> list[int]:
        n = self._normalize(name)
        return [i for i, names in enumerate(self._names(self.duel)) if n in {self._normalize(x) for x in names}]

    def label(self, idx: int, entry: Any) -> str:
        """Give card `idx` the entry's label (`as`), if it has one; a label is used once."""
        if "as" not in entry:
            return ""
        label = str(entry["as"])
        if label in self.labels:
            raise ScenarioError(self.where, line_of(entry, "as"), Why(f"label '{label}' is used twice",
                                                                      f"ラベル'{label}'が二度使われている"))
        self.labels[label] = idx
        return label


def check_keys(node: Any, allowed: set[str], where: str, what: str, line: int = 0) -> None:
    """`what`: the part of the file, as the messages name it (a `Why` where it has Japanese words); `line`: where it
    was written, for a bare value (`5`, `null`), which has no line of its own."""
    if not isinstance(node, dict):
        raise ScenarioError(where, line_of(node) or line, Why(f"{what} must be a mapping",
                                                              f"{in_lang(what, 'ja')}はマッピングで書く"))
    for k in node:
        if k not in allowed:
            close = difflib.get_close_matches(k, sorted(allowed), n=1)  # a typo: `positon`, `graveyards`
            raise ScenarioError(where, line_of(node, k), Why(
                f"unknown key '{k}' in {what}" + (f" (did you mean '{close[0]}'?)" if close else "")
                + f"; expected one of: {', '.join(sorted(allowed))}",
                f"{in_lang(what, 'ja')}に未知のキー'{k}'（" + (f"もしかして'{close[0]}'？　" if close else "")
                + f"使えるのは{'、'.join(sorted(allowed))}）"))


def player_id(v: object, where: str, line: int) -> int:
    if not isinstance(v, str) or v not in PLAYER_IDS:
        raise ScenarioError(where, line, Why(f"player must be A or B, not {as_yaml(v)}",
                                             f"プレイヤーはAかB（{as_yaml(v)}ではない）"))
    return PLAYER_IDS[str(v)]


def whole(node: Any, key: str, default: int, where: str, what: str, least: int | None = None) -> int:
    """A whole number written under `key` (true/false and text refused), at least `least`."""
    v = node.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or (least is not None and v < least):
        more = f" from {least}" if least is not None else ""
        more_ja = f"{least}以上の" if least is not None else ""
        raise ScenarioError(where, line_of(node, key), Why(
            f"{what} must be a whole number{more}, not {as_yaml(v)}",
            f"{in_lang(what, 'ja')}は{more_ja}整数（{as_yaml(v)}ではない）"))
    return v


def listed(node: Any, key: str, where: str, what: str) -> list[Any]:
    """A list written under `key`, empty when the key is absent or has no value (a single value is refused:
    `targets: 5` means nothing)."""
    v = node.get(key)
    if v is None:
        return []
    if not isinstance(v, list):
        raise ScenarioError(where, line_of(node, key), Why(
            f"{what} must be a list, not {as_yaml(v)}",
            f"{in_lang(what, 'ja')}はリストで書く（{as_yaml(v)}ではない）"))
    return v


def mapping(node: Any, key: str, where: str, what: str) -> LDict:
    """A mapping written under `key`, an empty one when the key is absent."""
    v = node.get(key)
    if v is None:
        empty = LDict()
        empty.line, empty.key_lines = line_of(node, key), {}
        return empty
    if not isinstance(v, dict):
        raise ScenarioError(where, line_of(node, key), Why(
            f"{what} must be a mapping, not {as_yaml(v)}",
            f"{in_lang(what, 'ja')}はマッピングで書く（{as_yaml(v)}ではない）"))
    assert isinstance(v, LDict)
    return v


def card_named(entry: Any, where: str) -> str | int:
    """A card entry's `card`: a name, or a number (an OCG passcode)."""
    v = entry["card"]
    if not isinstance(v, str | int) or isinstance(v, bool):
        raise ScenarioError(where, line_of(entry, "card"), Why(
            f"card must be a card's name or number, not {as_yaml(v)}",
            f"cardはカードの名前か番号（{as_yaml(v)}ではない）"))
    return v


def entry_of(raw: Any, parent: Any, key: str | int) -> Any:
    """A card entry: a mapping, or just the card's name or number (a mapping with `card`), written under `key` of
    `parent` (a list's item by its index). Any other bare value (`true`, nothing) stands for `card` too, so that
    `card_named` says it names no card, on its line."""
    if not isinstance(raw, dict | list):
        e = LDict({"card": raw})
        e.line = line_of(parent, key)
        e.key_lines = {}
        return e
    return raw


# a card entry placed on the board; what it returns runs once every card is placed (links between labels)
Later = Callable[[], None]


@dataclass(frozen=True)
class BoardRules(Generic[D]):
    """What one game does to set up a scenario's board."""

    game: str
    new: Callable[[int], D]  # an empty duel with this seed
    zones: Mapping[str, Any]  # a player's zone keys as written -> the game's zones (`deck` among them)
    deck: Any  # the deck zone: listed top first, filled with vanilla cards when not listed
    side_keys: frozenset[str]  # a player's keys that are not zones (the OCG's `lp`)
    side: Callable[[Board[D], int, Any], None]  # (board, player, the player's mapping): those keys
    phase_name: Callable[[object, str, int], str]  # a phase as written, checked
    first_phase: str  # where a scenario starts when `turn` names no phase
    default_deck: Callable[[D, int], None]
    place: Callable[[Board[D], Any, int, Any, int], list[Later]]  # (board, entry, player, zone, n)
    begin: Callable[[D, str], None]  # (duel, phase): the turn starts at that phase, the duel runs to a decision
    names: Callable[[D], list[Iterable[str]]]  # by card index, the names a card may be called by in a scenario
    normalize: Callable[[str], str] = str  # how names are compared
    rng: Callable[[D], DuelRNG] | None = None  # the duel's RNG, where the game tosses coins and rolls dice (`chance:`)


def build(doc: Any, where: str, rules: BoardRules[D]) -> Board[D]:
    """The duel a scenario's board describes, stopped at its first decision."""
    check_keys(doc, TOP_KEYS, where, Why("the scenario", "シナリオ"))
    seed = whole(doc, "seed", 0, where, "seed")
    turn = mapping(doc, "turn", where, "turn")
    check_keys(turn, TURN_KEYS, where, "turn")
    d = rules.new(seed)
    d.turn = whole(turn, "number", 1, where, "turn number", least=1)
    d.tp = player_id(turn.get("player", "A"), where, line_of(turn, "player"))
    phase = rules.phase_name(turn.get("phase", rules.first_phase), where, line_of(turn, "phase"))
    b: Board[D] = Board(d, where, rules.names, rules.normalize)
    players = mapping(doc, "players", where, "players")
    check_keys(players, set(PLAYER_IDS), where, "players")
    later: list[Later] = []
    made = 0
    for pname, p in PLAYER_IDS.items():
        who = Why(f"player {pname}", f"プレイヤー{pname}")
        spec = mapping(players, pname, where, who)
        check_keys(spec, {*rules.zones, *rules.side_keys}, where, who)
        rules.side(b, p, spec)
        # in the order written (cards are numbered in that order), the deck last when not written
        for zkey in [*(k for k in spec if k in rules.zones), *(["deck"] if "deck" not in spec else [])]:
            zone = rules.zones[zkey]
            if spec.get(zkey) is None and zone == rules.deck:
                rules.default_deck(d, p)
                continue
            entries = listed(spec, zkey, where, Why(f"zone '{zkey}'", f"ゾーン'{zkey}'"))
            # decks are listed top first; the engine keeps the top at the end of the list
            for i in (reversed(range(len(entries))) if zone == rules.deck else range(len(entries))):
                made += 1
                later += rules.place(b, entry_of(entries[i], entries, i), p, zone, made)
    for link in later:
        link()
    if "chance" in doc:
        if rules.rng is None:
            raise chance.refused(doc, where, rules.game)
        b.chance = chance.results(doc, where)
        rules.rng(d).fix(b.chance)
    try:
        rules.begin(d, phase)
    except WrongChance as e:  # a toss or roll as the turn begins
        raise chance.wrong(e, b, doc, b.chance or [], line_of(doc, "turn") or 1) from None
    return b
