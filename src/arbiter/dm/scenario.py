"""Sets up a Duel Masters duel exactly as a scenario's board describes it (scenario-format.md, DM parts)."""

from __future__ import annotations

from typing import Any

from arbiter.dm.duel import PHASES, Duel
from arbiter.dm.game import new_duel  # noqa: F401  (registers the setup routine with the turn's)
from arbiter.dm.model import (
    BREAKER_ALIASES,
    CIV_ALIASES,
    KEYWORD_ALIASES,
    SHIELD_FORCE,
    ZONE_KEYS,
    Card,
    CardDef,
    Zone,
)
from arbiter.dm.registry import UnknownCardError, load_all, lookup
from arbiter.dm.turn import TurnFlow
from arbiter.judge.board import check_keys, player_id
from arbiter.judge.yamlsrc import LDict, ScenarioError, line_of

TOP_KEYS = {"title", "game", "seed", "turn", "players", "steps", "rulings", "source", "notes"}
TURN_KEYS = {"number", "player", "phase"}
ENTRY_KEYS = {"card", "stats", "as", "tapped", "sick", "shield_force", "castle", "evolved_from", "crossed"}
SHIELD_KEYS = {"card", "stats", "as", "castle"}
STATS_KEYS = {"power", "cost", "civilization", "race", "abilities", "name"}
DEFAULT_DECK = 20
VANILLA = CardDef("vanilla", "通常クリーチャー", "Vanilla Creature", "creature", ("nature",), 1, 1000,
                  summary="A creature with no abilities (a scenario's default deck).")


class Board:
    """The duel being judged plus the scenario's labels for its cards."""

    def __init__(self, duel: Duel, labels: dict[str, int], where: str) -> None:
        self.duel = duel
        self.labels = labels
        self.where = where


def phase_name(v: object, where: str, line: int) -> str:
    p = str(v)
    if p not in PHASES:
        raise ScenarioError(where, line, f"unknown phase {v!r}; expected one of: {', '.join(PHASES)}")
    return p


def build(doc: Any, where: str) -> Board:
    check_keys(doc, TOP_KEYS, where, "the scenario")
    load_all()
    seed = doc.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(where, line_of(doc, "seed"), "seed must be a whole number")
    d = Duel(seed)
    turn = doc.get("turn", LDict())
    check_keys(turn, TURN_KEYS, where, "turn")
    number = turn.get("number", 1)
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise ScenarioError(where, line_of(turn, "number"), "turn number must be a whole number from 1")
    d.turn = number
    d.tp = player_id(turn.get("player", "A"), where, line_of(turn, "player"))
    d.phase = phase_name(turn.get("phase", "main"), where, line_of(turn, "phase"))
    players = doc.get("players", LDict())
    check_keys(players, {"A", "B"}, where, "players")
    b = Board(d, {}, where)
    later: list[tuple[Card, str, int]] = []  # Shield Force links, made once every label exists
    made = 0
    for pname in ("A", "B"):
        p = player_id(pname, where, line_of(players))
        spec = players.get(pname, LDict())
        check_keys(spec, set(ZONE_KEYS), where, f"player {pname}")
        zones = dict(spec)
        zones.setdefault("deck", None)
        for zkey, entries in zones.items():
            zone = ZONE_KEYS[zkey]
            if entries is None:
                for _ in range(DEFAULT_DECK):
                    d.add_card(VANILLA, p, Zone.DECK)
                continue
            if not isinstance(entries, list):
                raise ScenarioError(where, line_of(spec, zkey), f"zone '{zkey}' must be a list of cards")
            # decks are listed top first; the engine keeps the top at the end of the list
            ordered = list(reversed(entries)) if zone is Zone.DECK else list(entries)
            for entry in ordered:
                made += 1
                later += _add_entry(b, entry, p, zone, made, spec, zkey)
    for c, label, line in later:
        if label not in b.labels or d.cards[b.labels[label]].zone is not Zone.SHIELDS \
                or d.cards[b.labels[label]].owner != c.owner:
            raise ScenarioError(where, line, f"shield_force names no shield of its owner labelled '{label}'")
        c.sf = b.labels[label]
    d.stack.append(TurnFlow())
    d.advance()
    return b


def _entry(entry: Any, spec: Any, zkey: str) -> Any:
    if isinstance(entry, str | int) and not isinstance(entry, bool):
        e = LDict({"card": str(entry)})
        e.line = line_of(spec, zkey)
        e.key_lines = {}
        return e
    return entry


def _definition(b: Board, entry: Any, n: int) -> CardDef:
    if "card" in entry:
        try:
            return lookup(str(entry["card"]))
        except UnknownCardError as e:
            raise ScenarioError(b.where, line_of(entry, "card"), str(e)) from None
    if "stats" in entry:
        return made_up(b, entry["stats"], n, str(entry.get("as", "")))
    raise ScenarioError(b.where, line_of(entry), "a card entry needs 'card' or 'stats'")


def _add_entry(b: Board, entry: Any, p: int, zone: Zone, n: int, spec: Any, zkey: str
               ) -> list[tuple[Card, str, int]]:
    d, where = b.duel, b.where
    entry = _entry(entry, spec, zkey)
    check_keys(entry, SHIELD_KEYS if zone is Zone.SHIELDS else ENTRY_KEYS - {"castle"}, where,
               "a shield entry" if zone is Zone.SHIELDS else "a card entry")
    defn = _definition(b, entry, n)
    line = line_of(entry)
    if zone is Zone.BATTLE and defn.kind not in ("creature", "evolution", "cross_gear"):
        raise ScenarioError(where, line, f"{defn.name_ja} is a {defn.kind}, not a creature or a cross gear")
    for k in ("tapped", "sick"):
        if k in entry and not isinstance(entry[k], bool):
            raise ScenarioError(where, line_of(entry, k), f"{k} must be true or false")
    if zone is not Zone.BATTLE:
        for k in ("sick", "shield_force", "evolved_from", "crossed"):
            if k in entry:
                raise ScenarioError(where, line_of(entry, k), f"{k} is only for cards in the battle zone")
    if "tapped" in entry and zone not in (Zone.BATTLE, Zone.MANA):
        raise ScenarioError(where, line_of(entry, "tapped"), "only cards in the battle or mana zone can be tapped")
    c = d.add_card(defn, p, zone, tapped=bool(entry.get("tapped", False)))
    c.entered = d.turn if entry.get("sick") else 0
    _label(b, c, entry)
    out: list[tuple[Card, str, int]] = []
    if "shield_force" in entry:
        if not defn.has(SHIELD_FORCE):
            raise ScenarioError(where, line_of(entry, "shield_force"), f"{defn.name_ja} has no Shield Force")
        out.append((c, str(entry["shield_force"]), line_of(entry, "shield_force")))
    if "castle" in entry:
        castle = _entry(entry["castle"], entry, "castle")
        check_keys(castle, {"card", "as"}, where, "a castle")
        cdef = _definition(b, castle, n)
        if cdef.kind != "castle":
            raise ScenarioError(where, line_of(castle), f"{cdef.name_ja} is not a castle")
        fortress = d.add_card(cdef, p, Zone.CASTLE)
        fortress.fort = c.idx
        _label(b, fortress, castle)
    if "evolved_from" in entry:
        if defn.kind != "evolution":
            raise ScenarioError(where, line_of(entry, "evolved_from"), f"{defn.name_ja} is not an evolution creature")
        sources = []
        for raw in _list(b, entry, "evolved_from"):
            s = _entry(raw, entry, "evolved_from")
            check_keys(s, {"card", "stats", "as"}, where, "an evolution source")
            x = d.add_card(_definition(b, s, n), p, Zone.UNDER)
            _label(b, x, s)
            sources.append(x.idx)
        c.under = tuple(sources)
    if "crossed" in entry:
        if not defn.is_creature:
            raise ScenarioError(where, line_of(entry, "crossed"), "only a creature can have cross gears")
        for raw in _list(b, entry, "crossed"):
            g = _entry(raw, entry, "crossed")
            check_keys(g, {"card", "as"}, where, "a cross gear")
            gdef = _definition(b, g, n)
            if gdef.kind != "cross_gear":
                raise ScenarioError(where, line_of(g), f"{gdef.name_ja} is not a cross gear")
            gear = d.add_card(gdef, p, Zone.BATTLE)
            gear.gear_on = c.idx
            _label(b, gear, g)
    return out


def _list(b: Board, entry: Any, key: str) -> list[Any]:
    v = entry[key]
    if not isinstance(v, list):
        raise ScenarioError(b.where, line_of(entry, key), f"{key} must be a list of card entries")
    return v


def _label(b: Board, c: Card, entry: Any) -> None:
    if "as" not in entry:
        return
    label = str(entry["as"])
    if label in b.labels:
        raise ScenarioError(b.where, line_of(entry, "as"), f"label '{label}' is used twice")
    b.labels[label] = c.idx
    d = b.duel
    r = d.refs[c.idx]
    d.refs[c.idx] = type(r)(label, r.name_ja, r.name_en)
    c.label = label


def made_up(b: Board, stats: Any, n: int, label: str) -> CardDef:
    """A made-up creature: power, cost, civilization(s), race and keyword abilities."""
    where = b.where
    check_keys(stats, STATS_KEYS, where, "stats")
    for k in ("power", "cost"):
        if k in stats and (not isinstance(stats[k], int) or isinstance(stats[k], bool)):
            raise ScenarioError(where, line_of(stats, k), f"stats {k} must be a whole number")
    civ = stats.get("civilization", "nature")
    civs = civ if isinstance(civ, list) else [civ]
    names = []
    for v in civs:
        if str(v) not in CIV_ALIASES:
            raise ScenarioError(where, line_of(stats, "civilization"),
                                f"unknown civilization {v!r}; expected light, water, darkness, fire, nature "
                                "or 光, 水, 闇, 火, 自然")
        names.append(CIV_ALIASES[str(v)])
    race = stats.get("race", [])
    races = tuple(str(r) for r in (race if isinstance(race, list) else [race]))
    keywords: set[str] = set()
    breaker = 1
    for a in stats.get("abilities", []) or []:
        if str(a) in BREAKER_ALIASES:
            breaker = BREAKER_ALIASES[str(a)]
        elif str(a) in KEYWORD_ALIASES:
            keywords.add(KEYWORD_ALIASES[str(a)])
        else:
            known = sorted({*KEYWORD_ALIASES, *BREAKER_ALIASES})
            raise ScenarioError(where, line_of(stats, "abilities"),
                                f"unknown ability {a!r}; expected one of: {', '.join(known)}")
    name = str(stats.get("name", label or f"creature {n}"))
    return CardDef(f"made_up_{n}", name, name, "creature", tuple(names), int(stats.get("cost", 1)),
                   int(stats.get("power", 1000)), races, breaker, frozenset(keywords),
                   summary="a made-up creature")
