"""Observations as numbers: what one seat sees of a duel, read from its game's view, as fixed-size arrays.

Every number comes from the game's one view function (`arbiter.ocg.view.view`, `arbiter.dm.view.view`) and
from the pending decision's options, so a card the seat may not see gives a row with its place but no identity
(the `hidden` column set, the card code 0). Cards are named by a code: 1 + the card's place in the sorted list of
names in the two decks (0: no card or hidden; the last code: a card outside both lists, such as a token).

Arrays (float32):
- `cards` (MAX_CARDS x CARD_FEATURES): one row per card the seat knows of, in every zone (its hand; both fields,
  face-down ones too; graveyards; banished; the chain's links in OCG; mana and shields in Duel Masters);
- `globals` (GLOBAL_FEATURES): life or shields, counts of decks and hands, the turn, phase, whose turn and
  decision;
- `options` (max_options x OPTION_FEATURES): one row per legal option of the pending decision (its kind, its
  card's and its target's features, its number), so a policy can score options;
- `action_mask` (max_options, int8): 1 for the options the seat may answer now.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from arbiter.kernel.decision import Option
from arbiter.kernel.game import CardId, GameDuel

MAX_CARDS = 96
CARD_FEATURES = 13
GLOBAL_FEATURES = 24
OPTION_FEATURES = 14
DEFAULT_MAX_OPTIONS = 96
# columns of a card row
PRESENT, MINE, ZONE, SLOT, CODE, KIND, HIDDEN, STAT_A, STAT_B, STAT_C, STAT_D, STAT_E, STAT_F = range(CARD_FEATURES)

Row = list[float]
Key = tuple[Any, ...]  # everything of a card its row is made from (what the view says of it, its zone and side)
Entry = tuple[Row, bytes]  # a card row, and the same as float32 bytes
Obs = dict[str, NDArray[Any]]


class Rows:
    """Card rows made once per key and kept, as a list and as float32 bytes.

    A row depends only on its key, and most cards look the same from one decision to the next: looking a row up
    and joining bytes costs far less than building arrays from lists at every step.
    """

    def __init__(self, codes: dict[str, int], high: float) -> None:
        self.codes = codes
        self.high = high
        self.known: dict[Key, Entry] = {}

    def code(self, name: str) -> float:
        return float(self.codes.get(name, len(self.codes) + 1))

    def make(self, key: Key, row: Row) -> Entry:
        row = [min(max(x, -1.0), self.high) for x in row]
        e = self.known[key] = (row, np.array(row, np.float32).tobytes())
        return e


@dataclass
class Seen:
    """What one seat sees now: its card rows (as bytes; each card's row by its view id) and the globals."""

    cards: list[bytes]
    by_id: dict[int, Row]
    globals: Row


@dataclass(frozen=True)
class GameFeatures:
    name: str
    view: Callable[[Any, int], dict[str, Any]]  # the game's one view function
    seen: Callable[[dict[str, Any], int, Rows], Seen]  # the view as rows
    option_kinds: tuple[str, ...]
    names: Callable[[Sequence[CardId]], list[str]]  # the English names of a deck's cards


def _hidden(mine: int, zone: int, slot: int) -> Row:
    return [1.0, mine, zone / 8, slot / 8, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


def _cards(v: dict[str, Any], seat: int, zones: Sequence[tuple[str, int]]) -> Iterator[tuple[int, int, int, Any]]:
    """(mine, zone code, place in the zone, the view's card) for each card of `zones` the view lists."""
    for p, side in enumerate(v["players"]):
        mine = 1 if p == seat else 0
        for zone, z in zones:
            cs = side.get(zone)
            if isinstance(cs, dict):  # a zone of one card (the OCG field spell zone)
                cs = [cs]
            if isinstance(cs, list):  # else a count (the opponent's hand) or nothing
                for slot, c in enumerate(cs):
                    if c is not None:
                        yield mine, z, slot, c


def _mine_first(counts: list[float], seat: int) -> list[float]:
    """Per-player figures (both players' in turn) with the seat's first."""
    n = len(counts) // 2
    return counts[n * seat:n * seat + n] + counts[n * (1 - seat):n * (1 - seat) + n]


# ---- Yu-Gi-Oh! OCG ---------------------------------------------------------------------------

OCG_ZONES = (("hand", 1), ("hand_shown", 1), ("monsters", 2), ("spells", 3), ("field", 4), ("graveyard", 5),
             ("banished", 6), ("deck_face_up", 7))
OCG_CHAIN_ZONE = 8
OCG_KINDS = {"monster": 1.0, "spell": 2.0, "trap": 3.0}
OCG_POSITIONS = {"attack": 1.0, "defense": 2.0, "set": 3.0, "up": 4.0, "": 0.0}
OCG_PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2",
              "end")
OCG_OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon",
                    "attack", "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop",
                    "target", "tribute", "discard")


def _ocg_row(c: dict[str, Any], mine: int, zone: int, rows: Rows) -> Row:
    """Columns after HIDDEN: position, ATK/1000, DEF/1000, level/12."""
    if "kind" not in c:  # the view names no face-down card its viewer may not see
        r = _hidden(mine, zone, c["slot"])
        r[STAT_A] = OCG_POSITIONS["set"]
        return r
    return [1.0, mine, zone / 8, c["slot"] / 8, rows.code(c["name"]), OCG_KINDS.get(c["kind"], 0.0), 0.0,
            OCG_POSITIONS.get(c["position"], 0.0), c.get("atk", 0) / 1000, c.get("def", 0) / 1000,
            c.get("level", 0) / 12, 0.0, 0.0]


def _ocg_seen(v: dict[str, Any], seat: int, rows: Rows) -> Seen:
    known = rows.known
    out: list[bytes] = []
    by_id: dict[int, Row] = {}
    for mine, z, _, c in _cards(v, seat, OCG_ZONES):
        k = (mine, z, *c.values())  # the view's card as it is: its row is made from nothing else
        e = known.get(k) or rows.make(k, _ocg_row(c, mine, z, rows))
        out.append(e[1])
        by_id[c["id"]] = e[0]
    for link in v["chain"]:  # a chain link: who, its number, its card, how many targets
        who = 1 if link["player"] == seat else 0
        k = ("chain", who, link["number"], link["card"], len(link["targets"]))
        e = known.get(k) or rows.make(k, [1.0, who, OCG_CHAIN_ZONE / 8, link["number"] / 8, rows.code(link["card"]),
                                          0.0, 0.0, len(link["targets"]) / 4, 0.0, 0.0, 0.0, 0.0, 0.0])
        out.append(e[1])
    counts = [x for side in v["players"] for x in (side["lp"] / 8000, side["deck"] / 40, side["extra"] / 15,
              (len(side["hand"]) if isinstance(side["hand"], list) else side["hand"]) / 10)]
    phase = [1.0 if v["phase"] == ph else 0.0 for ph in OCG_PHASES]
    g = [*_mine_first(counts, seat), v["turn"] / 100, 1.0 if v["turn_player"] == seat else 0.0, *phase,
         len(v["chain"]) / 8]
    return Seen(out, by_id, g)


def _ocg_names(deck: Sequence[CardId]) -> list[str]:
    from arbiter.ocg.carddata import default_db

    db = default_db()
    return [db.get(int(c)).name_en for c in deck]


def _ocg_view(d: Any, seat: int) -> dict[str, Any]:
    from arbiter.ocg.view import view

    return view(d, seat, "en")


# ---- Duel Masters ----------------------------------------------------------------------------

DM_ZONES = (("hand", 1), ("mana", 2), ("shields", 3), ("battle", 4), ("graveyard", 5))
DM_KINDS = {"creature": 1.0, "evolution": 2.0, "spell": 3.0, "castle": 4.0, "cross_gear": 5.0}
DM_PHASES = ("start", "draw", "mana", "main", "attack", "end")
DM_OPTION_KINDS = ("attack", "block", "bottom", "break", "cast", "charge", "count", "cross", "discard", "evolve",
                   "fortify", "look", "name", "ninja", "no", "order", "phase", "pick", "replace", "shield_force",
                   "strigger", "strigger_order", "summon", "trigger", "yes")


def _dm_row(c: dict[str, Any], mine: int, z: int, slot: int, rows: Rows) -> tuple[Key, Row | None]:
    """A card's key, and its row unless it is already known (a shield: a place, and whether a castle is on it)."""
    if "name" not in c:  # a shield, face down to everyone
        k: Key = (mine, z, slot, c["castle"] is not None)
        if k in rows.known:
            return k, None
        r = _hidden(mine, z, slot)
        r[STAT_F] = 1.0 if c["castle"] is not None else 0.0
        return k, r
    power, tapped, sick, blocker, breaker = (c.get("power", 0), c.get("tapped", False), c.get("sick", False),
                                             c.get("blocker", False), c.get("breaker", 0))
    k = (mine, z, slot, c["name"], c["kind"], c["cost"], power, tapped, sick, blocker, breaker)
    if k in rows.known:
        return k, None
    return k, [1.0, mine, z / 8, slot / 8, rows.code(c["name"]), DM_KINDS.get(c["kind"], 0.0), 0.0, c["cost"] / 10,
               power / 10000, float(tapped), float(sick), float(blocker), breaker / 3]


def _dm_seen(v: dict[str, Any], seat: int, rows: Rows) -> Seen:
    """Columns after HIDDEN: cost/10, power/10000, tapped, sick, blocker, breaker/3 (a shield: a castle on it)."""
    out: list[bytes] = []
    by_id: dict[int, Row] = {}
    for mine, z, slot, c in _cards(v, seat, DM_ZONES):
        k, r = _dm_row(c, mine, z, slot, rows)
        e = rows.known[k] if r is None else rows.make(k, r)
        out.append(e[1])
        by_id[c["id"]] = e[0]
    counts = [x for side in v["players"] for x in (
        len(side["shields"]) / 5, side["deck"] / 40,
        (len(side["hand"]) if isinstance(side["hand"], list) else side["hand"]) / 10, len(side["mana"]) / 10,
        sum(not c["tapped"] for c in side["mana"]) / 10)]
    phase = [1.0 if v["phase"] == ph else 0.0 for ph in DM_PHASES]
    g = [*_mine_first(counts, seat), v["turn"] / 100, 1.0 if v["turn_player"] == seat else 0.0, *phase]
    return Seen(out, by_id, g)


def _dm_names(deck: Sequence[CardId]) -> list[str]:
    from arbiter.dm.game import defs_of

    return [defn.name_en for defn in defs_of(deck)]


def _dm_view(d: Any, seat: int) -> dict[str, Any]:
    from arbiter.dm.view import view

    return view(d, seat, "en")


FEATURES = {
    "ocg": GameFeatures("ocg", _ocg_view, _ocg_seen, OCG_OPTION_KINDS, _ocg_names),
    "dm": GameFeatures("dm", _dm_view, _dm_seen, DM_OPTION_KINDS, _dm_names),
}


# ---- the whole observation -------------------------------------------------------------------


def card_codes(names: Sequence[str]) -> dict[str, int]:
    """Card name -> code: 1 + its place among the sorted distinct names."""
    return {n: i + 1 for i, n in enumerate(sorted(set(names)))}


def _scaled(n: int) -> float:
    return math.copysign(math.log1p(abs(n)), n) / 8


class Observer:
    """Turns a duel into one seat's observation; made once per environment (its card codes and option kinds)."""

    def __init__(self, game: str, names: Sequence[str], max_options: int = DEFAULT_MAX_OPTIONS) -> None:
        self.game = FEATURES[game]
        self.codes = card_codes(names)
        self.kinds = {k: i + 1 for i, k in enumerate(self.game.option_kinds)}
        self.max_options = max_options
        self.high = float(max(len(self.codes) + 2, 64))  # every feature lies in [-1, high]
        self.rows = Rows(self.codes, self.high)
        self._options: dict[Key, bytes] = {}

    def forget(self) -> None:
        """Drop the rows kept so far (a new duel)."""
        self.rows.known.clear()
        self._options.clear()

    def observe(self, d: GameDuel, seat: int) -> Obs:
        seen = self.game.seen(self.game.view(d, seat), seat, self.rows)
        dec = d.pending
        mine = dec is not None and dec.player == seat
        opts = dec.options[:self.max_options] if dec is not None and mine else []
        cards = seen.cards[:MAX_CARDS]
        card_bytes = b"".join(cards) + bytes(4 * CARD_FEATURES * (MAX_CARDS - len(cards)))
        g = [*seen.globals, 1.0 if mine else 0.0, len(opts) / self.max_options]
        g += [0.0] * (GLOBAL_FEATURES - len(g))
        passable = dec is not None and dec.passable
        options = b"".join([self._option(o, seen.by_id, passable) for o in opts])
        options += bytes(4 * OPTION_FEATURES * (self.max_options - len(opts)))
        mask = np.zeros(self.max_options, np.int8)
        mask[:len(opts)] = 1
        return {"cards": np.frombuffer(bytearray(card_bytes), np.float32).reshape(MAX_CARDS, CARD_FEATURES),
                "globals": np.array(g, np.float32),
                "options": np.frombuffer(bytearray(options), np.float32).reshape(self.max_options, OPTION_FEATURES),
                "action_mask": mask}

    def _option(self, o: Option, by_id: dict[int, Row], passable: bool) -> bytes:
        card = by_id.get(o.card) if o.card >= 0 else None
        # an attack, a cross or a retarget names its target's card by its index: read it as the seat sees it
        target = by_id.get(o.arg) if o.kind in ("attack", "cross", "retarget") and o.arg >= 0 else None
        key = (o.kind, o.card >= 0, id(card), id(target), None if target else o.arg, passable)
        got = self._options.get(key)
        if got is None:
            r = [1.0, float(self.kinds.get(o.kind, len(self.kinds) + 1)), 1.0 if o.card >= 0 else 0.0]
            r += [card[CODE], card[MINE], card[ZONE], card[HIDDEN]] if card else [0.0, 0.0, 0.0, 0.0]
            r += [target[CODE], target[MINE], target[ZONE]] if target else [0.0, 0.0, 0.0]
            r += [0.0 if target else max(-1.0, min(1.0, _scaled(o.arg))), 1.0 if passable else 0.0]
            r += [card[STAT_A], card[STAT_B]] if card else [0.0, 0.0]
            got = self._options[key] = np.array(r, np.float32).tobytes()
        return got
