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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from arbiter.kernel.decision import Option
from arbiter.play.games import CardId, GameDuel

MAX_CARDS = 96
CARD_FEATURES = 13
GLOBAL_FEATURES = 24
OPTION_FEATURES = 14
DEFAULT_MAX_OPTIONS = 96
# columns of a card row
PRESENT, MINE, ZONE, SLOT, CODE, KIND, HIDDEN, STAT_A, STAT_B, STAT_C, STAT_D, STAT_E, STAT_F = range(CARD_FEATURES)

Row = list[float]
Key = tuple[Any, ...]  # what a card row is made of: (mine, zone, slot, name or None if hidden, kind, stats...)
Obs = dict[str, NDArray[Any]]


@dataclass
class Seen:
    """What one seat sees now: a key per card row (and each card's key by its view id), and the globals."""

    cards: list[Key]
    by_id: dict[int, Key]
    globals: Row


@dataclass(frozen=True)
class GameFeatures:
    name: str
    view: Callable[[Any, int], dict[str, Any]]  # the game's one view function
    seen: Callable[[dict[str, Any], int], Seen]  # the view as row keys
    stats: Callable[[Key], Row]  # a visible card's last columns (STAT_A...) from its key
    kinds: Mapping[str, float]  # card kind -> its code
    option_kinds: tuple[str, ...]
    names: Callable[[Sequence[CardId]], list[str]]  # the English names of a deck's cards


# ---- Yu-Gi-Oh! OCG ---------------------------------------------------------------------------

OCG_ZONES = {"hand": 1, "monsters": 2, "spells": 3, "field": 4, "graveyard": 5, "banished": 6, "deck_face_up": 7,
             "hand_shown": 1}
OCG_CHAIN_ZONE = 8
OCG_POSITIONS = {"attack": 1.0, "defense": 2.0, "set": 3.0, "up": 4.0, "": 0.0}
OCG_PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2",
              "end")
OCG_OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon",
                    "attack", "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop",
                    "target", "tribute", "discard")


def _ocg_key(c: dict[str, Any], mine: int, zone: int) -> Key:
    if "kind" not in c:  # the view names no face-down card its viewer may not see
        return (mine, zone, c["slot"], None, None, "set", 0, 0, 0)
    return (mine, zone, c.get("slot", 0), c["name"], c["kind"], c["position"], c.get("atk", 0), c.get("def", 0),
            c.get("level", 0))


def _ocg_stats(k: Key) -> Row:
    if k[4] == "chain":
        return [k[5] / 4, 0.0, 0.0, 0.0, 0.0, 0.0]
    return [OCG_POSITIONS.get(k[5], 0.0), k[6] / 1000, k[7] / 1000, k[8] / 12, 0.0, 0.0]


def _ocg_seen(v: dict[str, Any], seat: int) -> Seen:
    keys: list[Key] = []
    by_id: dict[int, Key] = {}
    counts: list[float] = []
    for p, side in enumerate(v["players"]):
        mine = 1 if p == seat else 0
        for zone in ("hand", "hand_shown", "monsters", "spells", "graveyard", "banished", "deck_face_up"):
            cs = side.get(zone)
            if not isinstance(cs, list):
                continue
            z = OCG_ZONES[zone]
            for c in cs:
                if c is not None:
                    k = _ocg_key(c, mine, z)
                    keys.append(k)
                    by_id[c["id"]] = k
        if side["field"] is not None:
            k = _ocg_key(side["field"], mine, 4)
            keys.append(k)
            by_id[side["field"]["id"]] = k
        hand = side["hand"]
        counts += [side["lp"] / 8000, side["deck"] / 40, side["extra"] / 15,
                   (len(hand) if isinstance(hand, list) else hand) / 10]
    for link in v["chain"]:
        keys.append((1 if link["player"] == seat else 0, OCG_CHAIN_ZONE, link["number"], link["card"], "chain",
                     len(link["targets"])))
    me, opp = counts[4 * seat:4 * seat + 4], counts[4 * (1 - seat):4 * (1 - seat) + 4]
    phase = [1.0 if v["phase"] == ph else 0.0 for ph in OCG_PHASES]
    g = [*me, *opp, v["turn"] / 100, 1.0 if v["turn_player"] == seat else 0.0, *phase, len(v["chain"]) / 8]
    return Seen(keys, by_id, g)


def _ocg_names(deck: Sequence[CardId]) -> list[str]:
    from arbiter.ocg.carddata import default_db

    db = default_db()
    return [db.get(int(c)).name_en for c in deck]


def _ocg_view(d: Any, seat: int) -> dict[str, Any]:
    from arbiter.ocg.view import view

    return view(d, seat, "en")


# ---- Duel Masters ----------------------------------------------------------------------------

DM_ZONES = {"hand": 1, "mana": 2, "shields": 3, "battle": 4, "graveyard": 5}
DM_PHASES = ("start", "draw", "mana", "main", "attack", "end")
DM_OPTION_KINDS = ("attack", "block", "bottom", "break", "cast", "charge", "count", "cross", "discard", "evolve",
                   "fortify", "look", "name", "ninja", "no", "order", "phase", "pick", "replace", "shield_force",
                   "strigger", "strigger_order", "summon", "trigger", "yes")


def _dm_stats(k: Key) -> Row:
    if k[3] is None:  # a shield: only whether a castle fortifies it
        return [0.0, 0.0, 0.0, 0.0, 0.0, 1.0 if k[5] else 0.0]
    return [k[5] / 10, k[6] / 10000, 1.0 if k[7] else 0.0, 1.0 if k[8] else 0.0, 1.0 if k[9] else 0.0, k[10] / 3]


def _dm_seen(v: dict[str, Any], seat: int) -> Seen:
    keys: list[Key] = []
    by_id: dict[int, Key] = {}
    counts: list[float] = []
    for p, side in enumerate(v["players"]):
        mine = 1 if p == seat else 0
        for zone in ("hand", "mana", "battle", "graveyard"):
            cs = side[zone]
            if not isinstance(cs, list):
                continue
            z = DM_ZONES[zone]
            for slot, c in enumerate(cs):
                k: Key = (mine, z, slot, c["name"], c["kind"], c["cost"], c.get("power", 0), c.get("tapped"),
                     c.get("sick"), c.get("blocker"), c.get("breaker", 0))
                keys.append(k)
                by_id[c["id"]] = k
        for slot, sh in enumerate(side["shields"]):  # face down to everyone: a place, a castle on it perhaps
            k = (mine, 3, slot, None, None, sh["castle"] is not None)
            keys.append(k)
            by_id[sh["id"]] = k
        hand = side["hand"]
        untapped = sum(not c["tapped"] for c in side["mana"])
        counts += [len(side["shields"]) / 5, side["deck"] / 40, (len(hand) if isinstance(hand, list) else hand) / 10,
                   len(side["mana"]) / 10, untapped / 10]
    me, opp = counts[5 * seat:5 * seat + 5], counts[5 * (1 - seat):5 * (1 - seat) + 5]
    phase = [1.0 if v["phase"] == ph else 0.0 for ph in DM_PHASES]
    g = [*me, *opp, v["turn"] / 100, 1.0 if v["turn_player"] == seat else 0.0, *phase]
    return Seen(keys, by_id, g)


def _dm_names(deck: Sequence[CardId]) -> list[str]:
    from arbiter.dm.game import defs_of

    return [defn.name_en for defn in defs_of(deck)]


def _dm_view(d: Any, seat: int) -> dict[str, Any]:
    from arbiter.dm.view import view

    return view(d, seat, "en")


FEATURES = {
    "ocg": GameFeatures("ocg", _ocg_view, _ocg_seen, _ocg_stats, {"monster": 1.0, "spell": 2.0, "trap": 3.0},
                        OCG_OPTION_KINDS, _ocg_names),
    "dm": GameFeatures("dm", _dm_view, _dm_seen, _dm_stats,
                       {"creature": 1.0, "evolution": 2.0, "spell": 3.0, "castle": 4.0, "cross_gear": 5.0},
                       DM_OPTION_KINDS, _dm_names),
}


# ---- the whole observation -------------------------------------------------------------------


def card_codes(names: Sequence[str]) -> dict[str, int]:
    """Card name -> code: 1 + its place among the sorted distinct names."""
    return {n: i + 1 for i, n in enumerate(sorted(set(names)))}


def _scaled(n: int) -> float:
    return math.copysign(math.log1p(abs(n)), n) / 8


class Observer:
    """Turns a duel into one seat's observation; made once per environment (its card codes and option kinds).

    A row depends only on its key (what the view says of the card), so rows are made once per key and kept as
    float32 bytes: most cards look the same from one decision to the next, and joining bytes is far cheaper
    than building arrays from lists.
    """

    def __init__(self, game: str, names: Sequence[str], max_options: int = DEFAULT_MAX_OPTIONS) -> None:
        self.game = FEATURES[game]
        self.codes = card_codes(names)
        self.kinds = {k: i + 1 for i, k in enumerate(self.game.option_kinds)}
        self.max_options = max_options
        self.high = float(max(len(self.codes) + 2, 64))  # every feature lies in [-1, high]
        self._rows: dict[Key, tuple[Row, bytes]] = {}
        self._options: dict[Key, bytes] = {}

    def forget(self) -> None:
        """Drop the rows kept so far (a new duel)."""
        self._rows.clear()
        self._options.clear()

    def empty(self) -> Obs:
        return {"cards": np.zeros((MAX_CARDS, CARD_FEATURES), np.float32),
                "globals": np.zeros(GLOBAL_FEATURES, np.float32),
                "options": np.zeros((self.max_options, OPTION_FEATURES), np.float32),
                "action_mask": np.zeros(self.max_options, np.int8)}

    def row(self, k: Key) -> tuple[Row, bytes]:
        got = self._rows.get(k)
        if got is None:
            hidden = k[3] is None
            code = 0.0 if hidden else float(self.codes.get(k[3], len(self.codes) + 1))
            r = [1.0, float(k[0]), k[1] / 8, k[2] / 8, code, self.game.kinds.get(k[4], 0.0), 1.0 if hidden else 0.0,
                 *self.game.stats(k)]
            r = [min(max(x, -1.0), self.high) for x in r]
            got = self._rows[k] = (r, np.array(r, np.float32).tobytes())
        return got

    def observe(self, d: GameDuel, seat: int) -> Obs:
        seen = self.game.seen(self.game.view(d, seat), seat)
        dec = d.pending
        mine = dec is not None and dec.player == seat
        opts = dec.options[:self.max_options] if dec is not None and mine else []
        keys = seen.cards[:MAX_CARDS]
        cards = b"".join([self.row(k)[1] for k in keys]) + bytes(4 * CARD_FEATURES * (MAX_CARDS - len(keys)))
        g = [*seen.globals, 1.0 if mine else 0.0, len(opts) / self.max_options]
        g += [0.0] * (GLOBAL_FEATURES - len(g))
        passable = dec is not None and dec.passable
        options = b"".join([self._option(o, seen.by_id, passable) for o in opts])
        options += bytes(4 * OPTION_FEATURES * (self.max_options - len(opts)))
        mask = np.zeros(self.max_options, np.int8)
        mask[:len(opts)] = 1
        return {"cards": np.frombuffer(bytearray(cards), np.float32).reshape(MAX_CARDS, CARD_FEATURES),
                "globals": np.array(g, np.float32),
                "options": np.frombuffer(bytearray(options), np.float32).reshape(self.max_options, OPTION_FEATURES),
                "action_mask": mask}

    def _option(self, o: Option, by_id: dict[int, Key], passable: bool) -> bytes:
        ck = by_id.get(o.card) if o.card >= 0 else None
        # an attack, a cross or a retarget names its target's card by its index: read it as the seat sees it
        tk = by_id.get(o.arg) if o.kind in ("attack", "cross", "retarget") and o.arg >= 0 else None
        key = (o.kind, o.card >= 0, ck, tk, None if tk else o.arg, passable)
        got = self._options.get(key)
        if got is None:
            card = self.row(ck)[0] if ck else None
            target = self.row(tk)[0] if tk else None
            r = [1.0, float(self.kinds.get(o.kind, len(self.kinds) + 1)), 1.0 if o.card >= 0 else 0.0]
            r += [card[CODE], card[MINE], card[ZONE], card[HIDDEN]] if card else [0.0, 0.0, 0.0, 0.0]
            r += [target[CODE], target[MINE], target[ZONE]] if target else [0.0, 0.0, 0.0]
            r += [0.0 if target else max(-1.0, min(1.0, _scaled(o.arg))), 1.0 if passable else 0.0]
            r += [card[STAT_A], card[STAT_B]] if card else [0.0, 0.0]
            got = self._options[key] = np.array(r, np.float32).tobytes()
        return got
