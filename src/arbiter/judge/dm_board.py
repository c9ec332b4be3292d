"""Sets up a Duel Masters duel exactly as a scenario's board describes it (scenario-format.md, DM parts): the
game's part of judge/scenario.py."""

from __future__ import annotations

from collections.abc import Iterable
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
from arbiter.dm.registry import UnknownCardError, load_all, lookup, normalize
from arbiter.dm.turn import TurnFlow
from arbiter.judge.scenario import (
    A_CARD_ENTRY,
    DEFAULT_DECK,
    Board,
    BoardRules,
    Later,
    card_named,
    check_keys,
    entry_of,
    listed,
    whole,
)
from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of, set_off
from arbiter.kernel.reasons import Why

ENTRY_KEYS = {"card", "stats", "as", "tapped", "sick", "shield_force", "castle", "evolved_from", "crossed"}
SHIELD_KEYS = {"card", "stats", "as", "castle"}
STATS_KEYS = {"power", "cost", "civilization", "race", "abilities", "name"}
VANILLA = CardDef("vanilla", "通常クリーチャー", "Vanilla Creature", "creature", ("nature",), 1, 1000,
                  summary="A creature with no abilities (a scenario's default deck).")


def phase_name(v: object, where: str, line: int) -> str:
    p = str(v)
    if p not in PHASES:
        raise ScenarioError(where, line, Why(f"unknown phase {as_yaml(v)}; expected one of: {', '.join(PHASES)}",
                                             f"未知のフェイズ「{as_yaml(v)}」（使えるのは{'、'.join(PHASES)}）"))
    return p


def _side(b: Board[Duel], p: int, spec: Any) -> None:
    pass  # a Duel Masters player has only zones


def _default_deck(d: Duel, p: int) -> None:
    for _ in range(DEFAULT_DECK):
        d.add_card(VANILLA, p, Zone.DECK)


def _begin(d: Duel, phase: str) -> None:
    d.phase = phase
    d.stack.append(TurnFlow())
    d.advance()


def _names(d: Duel) -> list[Iterable[str]]:
    return [(c.defn.name_ja, c.defn.name_en, c.defn.key, *c.defn.aliases) for c in d.cards]


def _new(seed: int) -> Duel:
    load_all()
    return Duel(seed)


def _definition(b: Board[Duel], entry: Any, n: int) -> CardDef:
    if "card" in entry:
        try:
            return lookup(str(card_named(entry, b.where)))
        except UnknownCardError as e:
            raise ScenarioError(b.where, line_of(entry, "card"), e.why) from None
    if "stats" in entry:
        return made_up(b, entry["stats"], n, str(entry.get("as", "")), line_of(entry, "stats"))
    raise ScenarioError(b.where, line_of(entry), Why("a card entry needs 'card' or 'stats'",
                                                     "カードの項目には'card'か'stats'が要る"))


def _place(b: Board[Duel], entry: Any, p: int, zone: Zone, n: int) -> list[Later]:
    d, where = b.duel, b.where
    check_keys(entry, SHIELD_KEYS if zone is Zone.SHIELDS else ENTRY_KEYS - {"castle"}, where,
               Why("a shield entry", "シールドの項目") if zone is Zone.SHIELDS else A_CARD_ENTRY)
    defn = _definition(b, entry, n)
    line = line_of(entry)
    if zone is Zone.BATTLE and defn.kind not in ("creature", "evolution", "cross_gear"):
        raise ScenarioError(where, line, Why(f"{defn.name_ja} is a {defn.kind}, not a creature or a cross gear",
                                             f"{defn.name_ja}は{defn.kind}で、クリーチャーでもクロスギアでもない"))
    for k in ("tapped", "sick"):
        if k in entry and not isinstance(entry[k], bool):
            raise ScenarioError(where, line_of(entry, k), Why(f"{k} must be true or false",
                                                              f"{k}はtrueかfalse"))
    if zone is not Zone.BATTLE:
        for k in ("sick", "shield_force", "evolved_from", "crossed"):
            if k in entry:
                raise ScenarioError(where, line_of(entry, k), Why(f"{k} is only for cards in the battle zone",
                                                                  f"{k}はバトルゾーンのカードにだけ書く"))
    if "tapped" in entry and zone not in (Zone.BATTLE, Zone.MANA):
        raise ScenarioError(where, line_of(entry, "tapped"),
                            Why("only cards in the battle or mana zone can be tapped",
                                "タップできるのはバトルゾーンかマナゾーンのカードだけ"))
    c = d.add_card(defn, p, zone, tapped=bool(entry.get("tapped", False)))
    c.entered = d.turn if entry.get("sick") else 0
    _label(b, c, entry)
    out: list[Later] = []
    if "shield_force" in entry:
        if not defn.has(SHIELD_FORCE):
            raise ScenarioError(where, line_of(entry, "shield_force"),
                                Why(f"{defn.name_ja} has no Shield Force",
                                    f"{defn.name_ja}はシールド・フォースを持たない"))
        out.append(lambda: _shield_force(b, c, entry["shield_force"], line_of(entry, "shield_force")))
    if "castle" in entry:
        castle = entry_of(entry["castle"], entry, "castle")
        check_keys(castle, {"card", "as"}, where, Why("a castle", "城の項目"))
        cdef = _definition(b, castle, n)
        if cdef.kind != "castle":
            raise ScenarioError(where, line_of(castle), Why(f"{cdef.name_ja} is not a castle",
                                                            f"{cdef.name_ja}は城ではない"))
        fortress = d.add_card(cdef, p, Zone.CASTLE)
        fortress.fort = c.idx
        _label(b, fortress, castle)
    if "evolved_from" in entry:
        if defn.kind != "evolution":
            raise ScenarioError(where, line_of(entry, "evolved_from"),
                                Why(f"{defn.name_ja} is not an evolution creature",
                                    f"{defn.name_ja}は進化クリーチャーではない"))
        sources = []
        written = listed(entry, "evolved_from", where, "evolved_from")
        for i, raw in enumerate(written):
            s = entry_of(raw, written, i)
            check_keys(s, {"card", "stats", "as"}, where, Why("an evolution source", "進化元の項目"))
            x = d.add_card(_definition(b, s, n), p, Zone.UNDER)
            _label(b, x, s)
            sources.append(x.idx)
        c.under = tuple(sources)
    if "crossed" in entry:
        if not defn.is_creature:
            raise ScenarioError(where, line_of(entry, "crossed"), Why("only a creature can have cross gears",
                                                                      "クロスギアをクロスできるのはクリーチャーだけ"))
        written = listed(entry, "crossed", where, "crossed")
        for i, raw in enumerate(written):
            g = entry_of(raw, written, i)
            check_keys(g, {"card", "as"}, where, Why("a cross gear", "クロスギアの項目"))
            gdef = _definition(b, g, n)
            if gdef.kind != "cross_gear":
                raise ScenarioError(where, line_of(g), Why(f"{gdef.name_ja} is not a cross gear",
                                                           f"{gdef.name_ja}はクロスギアではない"))
            gear = d.add_card(gdef, p, Zone.BATTLE)
            gear.gear_on = c.idx
            _label(b, gear, g)
    return out


def _shield_force(b: Board[Duel], c: Card, written: object, line: int) -> None:
    d, label = b.duel, str(written)
    if label not in b.labels or d.cards[b.labels[label]].zone is not Zone.SHIELDS \
            or d.cards[b.labels[label]].owner != c.owner:
        raise ScenarioError(b.where, line, Why(
            f"shield_force names no shield of its owner labelled {set_off(written)}",
            f"shield_forceのラベル「{as_yaml(written)}」の、持ち主のシールドがない"))
    c.sf = b.labels[label]


def _label(b: Board[Duel], c: Card, entry: Any) -> None:
    label = b.label(c.idx, entry)
    if label:
        d = b.duel
        r = d.refs[c.idx]
        d.refs[c.idx] = type(r)(label, r.name_ja, r.name_en, card=r.card)  # still told apart from its copies
        c.label = label


def made_up(b: Board[Duel], stats: Any, n: int, label: str, line: int) -> CardDef:
    """A made-up creature: power, cost, civilization(s), race and keyword abilities (`stats`, written on `line`)."""
    where = b.where
    check_keys(stats, STATS_KEYS, where, "stats", line)
    power, cost = whole(stats, "power", 1000, where, "stats power"), whole(stats, "cost", 1, where, "stats cost")
    civ = stats.get("civilization", "nature")
    civs = civ if isinstance(civ, list) else [civ]
    names = []
    for v in civs:
        if str(v) not in CIV_ALIASES:
            raise ScenarioError(where, line_of(stats, "civilization"),
                                Why(f"unknown civilization {as_yaml(v)}; expected light, water, darkness, fire, nature "
                                    "or 光, 水, 闇, 火, 自然",
                                    f"未知の文明「{as_yaml(v)}」（使えるのは光、水、闇、火、自然か、light、water、darkness、fire、"
                                    "nature）"))
        names.append(CIV_ALIASES[str(v)])
    race = stats.get("race", [])
    races = tuple(str(r) for r in (race if isinstance(race, list) else [race]))
    keywords: set[str] = set()
    breaker = 1
    for a in listed(stats, "abilities", where, "abilities"):
        if str(a) in BREAKER_ALIASES:
            breaker = BREAKER_ALIASES[str(a)]
        elif str(a) in KEYWORD_ALIASES:
            keywords.add(KEYWORD_ALIASES[str(a)])
        else:
            known = sorted({*KEYWORD_ALIASES, *BREAKER_ALIASES})
            raise ScenarioError(where, line_of(stats, "abilities"),
                                Why(f"unknown ability {as_yaml(a)}; expected one of: {', '.join(known)}",
                                    f"未知の能力「{as_yaml(a)}」（使えるのは{'、'.join(known)}）"))
    # one with neither name nor label is named by its number, in each language's words
    named = "name" in stats or bool(label)
    ja = str(stats.get("name", label)) if named else f"クリーチャー{n}"
    en = ja if named else f"creature {n}"
    return CardDef(f"made_up_{n}", ja, en, "creature", tuple(names), cost, power, races, breaker,
                   frozenset(keywords), summary="a made-up creature")


RULES: BoardRules[Duel] = BoardRules(
    game="dm", new=_new, zones=ZONE_KEYS, deck=Zone.DECK, side_keys=frozenset(), side=_side,
    phase_name=phase_name, first_phase="main", default_deck=_default_deck, place=_place, begin=_begin,
    names=_names, normalize=normalize)
