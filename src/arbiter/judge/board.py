"""Sets up a duel exactly as a scenario's board describes it."""

from __future__ import annotations

from typing import Any

from arbiter.judge.yamlsrc import LDict, ScenarioError, line_of
from arbiter.ocg.carddata import CardData, UnknownCardError, default_db, normalize_attribute, normalize_race
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import ZONE_KEYS, Pos, Zone
from arbiter.ocg.turn import PHASES, Turn

TOP_KEYS = {"title", "game", "seed", "turn", "players", "steps", "rulings", "source", "notes"}
TURN_KEYS = {"number", "player", "phase"}
PLAYER_KEYS = {"lp", *ZONE_KEYS}
ENTRY_KEYS = {"card", "stats", "as", "position", "face", "owner", "equipped_to", "counters", "this_turn", "zone"}
STATS_KEYS = {"atk", "def", "level", "attribute", "race", "name"}
THIS_TURN = {"summoned", "set", "flip_summoned", "position_changed", "attacked"}
POSITIONS = {"attack": Pos.ATTACK, "defense": Pos.DEFENSE, "set": Pos.SET}
PHASE_ALIASES = {"battle": "battle:start"}
PLAYER_IDS = {"A": 0, "B": 1}
DEFAULT_DECK = 20


class Board:
    """The duel being judged plus the scenario's labels for its cards."""

    def __init__(self, duel: Duel, labels: dict[str, int], where: str) -> None:
        self.duel = duel
        self.labels = labels
        self.where = where


def check_keys(node: Any, allowed: set[str], where: str, what: str) -> None:
    if not isinstance(node, dict):
        raise ScenarioError(where, line_of(node), f"{what} must be a mapping")
    for k in node:
        if k not in allowed:
            raise ScenarioError(where, line_of(node, k),
                                f"unknown key '{k}' in {what}; expected one of: {', '.join(sorted(allowed))}")


def player_id(v: object, where: str, line: int) -> int:
    if v not in PLAYER_IDS:
        raise ScenarioError(where, line, f"player must be A or B, not {v!r}")
    return PLAYER_IDS[str(v)]


def phase_name(v: object, where: str, line: int) -> str:
    p = PHASE_ALIASES.get(str(v), str(v))
    if p not in PHASES and p != "battle:damage":
        raise ScenarioError(where, line, f"unknown phase {v!r}; expected one of: draw, standby, main1, battle, "
                                         "battle:start, battle:battle, battle:damage, battle:end, main2, end")
    return p


def _made_up(stats: Any, n: int, label: str, where: str) -> CardData:
    check_keys(stats, STATS_KEYS, where, "stats")
    line = line_of(stats)
    try:
        attribute = normalize_attribute(str(stats.get("attribute", "LIGHT")))
        race = normalize_race(str(stats.get("race", "Warrior")))
    except ValueError as e:
        raise ScenarioError(where, line, str(e)) from None
    for k in ("atk", "def", "level"):
        if k in stats and not isinstance(stats[k], int):
            raise ScenarioError(where, line_of(stats, k), f"stats {k} must be a whole number")
    nm = str(stats.get("name", label or f"monster {n}"))
    return CardData(passcode=-n, name_ja=nm, name_en=nm, kind="monster", subtypes=frozenset({"normal"}),
                    attribute=attribute, race=race, level=int(stats.get("level", 4)),
                    atk=int(stats.get("atk", 0)), def_=int(stats.get("def", 0)))


def build(doc: Any, where: str) -> Board:
    check_keys(doc, TOP_KEYS, where, "the scenario")
    game = doc.get("game", "ocg")
    if game != "ocg":
        raise ScenarioError(where, line_of(doc, "game"), f"unknown game '{game}'; expected ocg or dm")
    seed = doc.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError(where, line_of(doc, "seed"), "seed must be a whole number")
    d = Duel(seed)
    db = default_db()
    labels: dict[str, int] = {}
    turn = doc.get("turn", LDict())
    check_keys(turn, TURN_KEYS, where, "turn")
    d.turn = int(turn.get("number", 1))
    d.tp = player_id(turn.get("player", "A"), where, line_of(turn, "player"))
    phase = phase_name(turn.get("phase", "main1"), where, line_of(turn, "phase"))
    players = doc.get("players", LDict())
    check_keys(players, {"A", "B"}, where, "players")
    made = 0
    equips: list[tuple[int, str, int]] = []
    for pname in ("A", "B"):
        p = PLAYER_IDS[pname]
        spec = players.get(pname, LDict())
        check_keys(spec, PLAYER_KEYS, where, f"player {pname}")
        if "lp" in spec:
            d.players[p].lp = int(spec["lp"])
            d.lp_changed = True
        zones = dict(spec)
        zones.setdefault("deck", None)
        for zkey, entries in zones.items():
            if zkey == "lp":
                continue
            zone = ZONE_KEYS[zkey]
            if entries is None:
                vanilla = CardData(passcode=0, name_ja="通常モンスター", name_en="Vanilla Monster", kind="monster",
                                   subtypes=frozenset({"normal"}), attribute="EARTH", race="Warrior", level=4,
                                   atk=1000, def_=1000)
                for _ in range(DEFAULT_DECK):
                    d.add_card(vanilla, p, Zone.DECK)
                continue
            if not isinstance(entries, list):
                raise ScenarioError(where, line_of(spec, zkey), f"zone '{zkey}' must be a list of cards")
            # decks are listed top first; the engine keeps the top at the end of the list
            ordered = list(reversed(entries)) if zone is Zone.DECK else list(entries)
            for entry in ordered:
                made += 1
                equips += _add_entry(d, db, entry, p, zone, labels, made, where, spec, zkey)
    for card, label, line in equips:
        if label not in labels:
            raise ScenarioError(where, line, f"equipped_to names no card labelled '{label}'")
        d.cards[card].equipped_to = labels[label]
    d.stack.append(Turn(phase if phase != "battle:damage" else "battle:start"))
    d.advance()
    return Board(d, labels, where)


def _add_entry(d: Duel, db: Any, entry: Any, p: int, zone: Zone, labels: dict[str, int], n: int, where: str,
               spec: Any, zkey: str) -> list[tuple[int, str, int]]:
    if isinstance(entry, str | int) and not isinstance(entry, bool):
        entry = LDict({"card": entry})
        entry.line = line_of(spec, zkey)
        entry.key_lines = {}
    check_keys(entry, ENTRY_KEYS, where, "a card entry")
    line = line_of(entry)
    label = str(entry.get("as", ""))
    if "card" in entry:
        try:
            data = db.lookup(entry["card"])
        except UnknownCardError as e:
            raise ScenarioError(where, line_of(entry, "card"), str(e)) from None
    elif "stats" in entry:
        data = _made_up(entry["stats"], n, label, where)
    else:
        raise ScenarioError(where, line, "a card entry needs 'card' or 'stats'")
    owner = player_id(entry["owner"], where, line_of(entry, "owner")) if "owner" in entry else p
    pos = Pos.NONE
    if zone is Zone.MONSTERS:
        if data.kind != "monster":
            raise ScenarioError(where, line, f"{data.name_ja} is not a monster and cannot be in the monster zone")
        pv = str(entry.get("position", "attack"))
        if pv not in POSITIONS:
            raise ScenarioError(where, line_of(entry, "position"),
                                f"position must be attack, defense or set, not {pv!r}")
        pos = POSITIONS[pv]
    elif zone in (Zone.SPELLS, Zone.FIELD):
        fv = str(entry.get("face", "set"))
        if fv not in ("up", "set"):
            raise ScenarioError(where, line_of(entry, "face"), f"face must be up or set, not {fv!r}")
        pos = Pos.UP if fv == "up" else Pos.SET
    elif zone is Zone.BANISHED:
        pos = Pos.UP
    slot = -1
    if "zone" in entry:
        slot = int(entry["zone"]) - 1
        if zone not in (Zone.MONSTERS, Zone.SPELLS) or not 0 <= slot < 5:
            raise ScenarioError(where, line_of(entry, "zone"), "zone must be 1-5 and only on monsters or spells")
    pile = d.players[p].monsters if zone is Zone.MONSTERS else d.players[p].spells
    if zone in (Zone.MONSTERS, Zone.SPELLS) and ((slot >= 0 and pile[slot] >= 0) or -1 not in pile):
        raise ScenarioError(where, line, f"no free {zkey} zone for this card")
    c = d.add_card(data, owner, zone, pos, label, slot, ctl=p)
    c.t_entered = 0  # a card on the board came there in an earlier turn unless this_turn says so
    if "counters" in entry:
        cs = entry["counters"]
        if not isinstance(cs, dict) or not all(isinstance(v, int) and v >= 0 for v in cs.values()):
            raise ScenarioError(where, line_of(entry, "counters"), "counters are written {kind: number}")
        if not (c.on_field and c.face_up):
            raise ScenarioError(where, line_of(entry, "counters"), "only face-up cards on the field hold counters")
        c.counters = {str(k): int(v) for k, v in cs.items() if v}
    if zone is Zone.SPELLS and data.kind == "monster" and "equipped_to" not in entry:
        d.treat_as_spell(c)  # a monster card placed or set there as a spell (not an equip card)
    if pos is Pos.UP and zone in (Zone.SPELLS, Zone.FIELD):
        d.turn_on(c)
    for fact in entry.get("this_turn", []) or []:
        if fact not in THIS_TURN:
            raise ScenarioError(where, line_of(entry, "this_turn"),
                                f"unknown this_turn fact {fact!r}; expected one of: {', '.join(sorted(THIS_TURN))}")
        if fact in ("summoned", "set"):
            c.t_entered = d.turn
        elif fact in ("flip_summoned", "position_changed"):
            c.t_pos_changed = d.turn
        else:
            c.t_attacked = c.t_battled = d.turn
            c.bp_attacked = d.battle_phases
            c.bp_attacks = 1
    if label:
        if label in labels:
            raise ScenarioError(where, line_of(entry, "as"), f"label '{label}' is used twice")
        labels[label] = c.idx
    if "equipped_to" in entry:
        return [(c.idx, str(entry["equipped_to"]), line_of(entry, "equipped_to"))]
    return []
