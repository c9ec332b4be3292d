"""Sets up an OCG duel exactly as a scenario's board describes it: the OCG's part of judge/scenario.py."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from arbiter.judge.scenario import (
    A_CARD_ENTRY,
    DEFAULT_DECK,
    Board,
    BoardRules,
    Later,
    card_named,
    check_keys,
    listed,
    player_id,
    whole,
)
from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of, set_off
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.reasons import Why, counted, wide
from arbiter.ocg.carddata import CardData, UnknownCardError, default_db, normalize_attribute, normalize_race
from arbiter.ocg.cards.shared.unions import suits
from arbiter.ocg.counter_names import COUNTERS, counter_key, counter_name
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, can_be_equip_card
from arbiter.ocg.names import NO_CARD
from arbiter.ocg.state import ZONE_KEYS, ZONE_NAMES, Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable
from arbiter.ocg.turn import PHASES, Turn

# this_turn facts that are also what the card's controller did this turn, as `Player.did` names them ("in the
# turn you activate this you cannot ...")
_DID = {"summoned": "summon", "flip_summoned": "flip_summon", "attacked": "attack"}
ENTRY_KEYS = {"card", "stats", "as", "position", "face", "owner", "equipped_to", "counters", "this_turn", "zone"}
STATS_KEYS = {"atk", "def", "level", "attribute", "race", "name"}
# the events a normal summon and a flip summon make (`ocg/summon.py`), for what they leave on the monster
_SUMMON_EVENTS = {"summoned": (("summoned", "normal"),), "flip_summoned": (("flipped", ""), ("summoned", "flip"))}
THIS_TURN = {"summoned", "set", "flip_summoned", "position_changed", "attacked"}
POSITIONS = {"attack": Pos.ATTACK, "defense": Pos.DEFENSE, "set": Pos.SET, "set_attack": Pos.SET_ATTACK}
PHASE_ALIASES = {"battle": "battle:start"}
# what fills a deck the scenario does not list: no card of the game (`names.NO_CARD`), so no name a player declares
VANILLA = CardData(passcode=NO_CARD, name_ja="通常モンスター", name_en="Vanilla Monster", kind="monster",
                   subtypes=frozenset({"normal"}), attribute="EARTH", race="Warrior", level=4, atk=1000, def_=1000)


def phase_name(v: object, where: str, line: int) -> str:
    p = PHASE_ALIASES.get(str(v), str(v))
    if p not in PHASES and p != "battle:damage":
        known = ("draw", "standby", "main1", "battle", "battle:start", "battle:battle", "battle:damage", "battle:end",
                 "main2", "end")
        raise ScenarioError(where, line, Why(f"unknown phase {as_yaml(v)}; expected one of: {', '.join(known)}",
                                             f"未知のフェイズ「{as_yaml(v)}」（使えるのは{'、'.join(known)}）"))
    return p


def counter_said(kind: str, ja: bool) -> str:
    """A kind of counter as the judge's messages name it: by its name in the language where the name is its own, else
    by its key (the nameless counters, 「カウンター」 or "counter", of several cards)."""
    name = counter_name(kind, ja)
    return name if counter_key(name) == kind else kind


def _kinds(ja: bool) -> str:
    """The kinds of counter a scenario may name: each by its key, and by its name in the language where it has one."""
    said = [k if counter_said(k, ja) == k else f"{k}（{counter_said(k, ja)}）" if ja else f"{k} ({counter_said(k, ja)})"
            for k in COUNTERS]
    return ("、" if ja else ", ").join(said)


def counts_written(written: object) -> Why:
    """The mistake of counters written otherwise than {kind: number} (a list, a count below 0 or true)."""
    return Why(f"counters are written {{kind: number}}, the number 0 or more, not {as_yaml(written)}",
               f"countersは{{種類: 数}}と書き、数は0以上（{as_yaml(written)}ではない）")


def counter_kind(written: object, where: str, line: int) -> str:
    """The key of the kind of counter a scenario names on `line` (`counter_key`); a word no kind goes by, or one
    several share ("counter"), is an error naming the kinds there are: it would put, or expect, a counter that no
    card counts."""
    key = counter_key(str(written))
    if key in COUNTERS:
        return key
    shared = [k for k, names in COUNTERS.items() if str(written) in names]
    if shared:
        raise ScenarioError(where, line, Why(
            f"{set_off(written)} is the name of {len(shared)} kinds of counter: name one by its key "
            f"({', '.join(shared)})",
            f"「{as_yaml(written)}」は{wide(len(shared))}種類のカウンターの名前：キーで一つを指す（{'、'.join(shared)}）"))
    raise ScenarioError(where, line, Why(f"unknown kind of counter {set_off(written)}; the kinds are: {_kinds(False)}",
                                         f"未知のカウンターの種類「{as_yaml(written)}」（あるのは{_kinds(True)}）"))


def _word(stats: Any, key: str, default: str, normalize: Callable[[str], str], where: str) -> str:
    """A made-up card's attribute or race, `key` in its `stats`: a word `normalize` knows."""
    v = stats.get(key, default)
    if not isinstance(v, str):
        raise ScenarioError(where, line_of(stats, key), Why(f"stats {key} must be a word, not {as_yaml(v)}",
                                                            f"stats {key}は語で書く（{as_yaml(v)}ではない）"))
    try:
        return normalize(v)
    except ValueError as e:  # its one argument: the message in both languages
        raise ScenarioError(where, line_of(stats, key), e.args[0]) from None


def _made_up(d: Duel, stats: Any, n: int, label: str, where: str, line: int) -> CardData:
    """A made-up normal monster from an entry's `stats` (written on `line`)."""
    check_keys(stats, STATS_KEYS, where, "stats", line)
    attribute = _word(stats, "attribute", "LIGHT", normalize_attribute, where)
    race = _word(stats, "race", "Warrior", normalize_race, where)
    # one with neither name nor label is named by its number, in each language's words
    named = "name" in stats or bool(label)
    ja = str(stats.get("name", label)) if named else f"モンスター{n}"
    en = ja if named else f"monster {n}"
    # made-up cards of one name are cards of one name to the rules too, which compare names by passcode (`names`)
    code = next((c.data.passcode for c in d.cards if c.data.passcode < 0 and c.data.name_ja == ja), -n)
    level = whole(stats, "level", 4, where, "stats level", least=1)
    if level > 12:  # no monster's level is higher
        raise ScenarioError(where, line_of(stats, "level"), Why(f"stats level must be from 1 to 12, not {level}",
                                                                f"stats levelは1から12まで（{level}ではない）"))
    return CardData(passcode=code, name_ja=ja, name_en=en, kind="monster", subtypes=frozenset({"normal"}),
                    attribute=attribute, race=race, level=level,
                    atk=whole(stats, "atk", 0, where, "stats atk", least=0),
                    def_=whole(stats, "def", 0, where, "stats def", least=0))


def _side(b: Board[Duel], p: int, spec: Any) -> None:
    if "lp" in spec:
        b.duel.players[p].lp = whole(spec, "lp", 0, b.where, "lp", least=0)
        b.duel.lp_changed = True


def _default_deck(d: Duel, p: int) -> None:
    for _ in range(DEFAULT_DECK):
        d.add_card(VANILLA, p, Zone.DECK)


def _begin(d: Duel, phase: str) -> None:
    if phase == "main2":  # main phase 2 follows the turn's battle phase ("battle_phase" of `Effect.turn_ban`)
        pl = d.players[d.tp]
        pl.did = {**pl.did, "battle_phase": d.turn}
    d.stack.append(Turn(phase if phase != "battle:damage" else "battle:start"))
    d.advance()


def _names(d: Duel) -> list[Iterable[str]]:
    return [(c.data.name_ja, c.data.name_en, str(c.data.passcode)) for c in d.cards]


def _place(b: Board[Duel], entry: Any, p: int, zone: Zone, n: int) -> list[Later]:
    d, where = b.duel, b.where
    check_keys(entry, ENTRY_KEYS, where, A_CARD_ENTRY)
    line = line_of(entry)
    label = str(entry.get("as", ""))
    if "card" in entry:
        try:
            data = default_db().lookup(card_named(entry, where))
        except UnknownCardError as e:
            raise ScenarioError(where, line_of(entry, "card"), e.why) from None
    elif "stats" in entry:
        data = _made_up(d, entry["stats"], n, label, where, line_of(entry, "stats"))
    else:
        raise ScenarioError(where, line, Why("a card entry needs 'card' or 'stats'",
                                             "カードの項目には'card'か'stats'が要る"))
    owner = player_id(entry["owner"], where, line_of(entry, "owner")) if "owner" in entry else p
    pos = Pos.NONE
    if zone is Zone.MONSTERS:
        if data.kind != "monster":
            raise ScenarioError(where, line, Why(f"{data.name_ja} is not a monster and cannot be in the monster zone",
                                                 f"{data.name_ja}はモンスターではないので、モンスターゾーンに置けない"))
        if "face" in entry:  # not silently a face-up monster: a monster's side is its position
            raise ScenarioError(where, line_of(entry, "face"),
                                Why("face is for spells and traps; a monster is set with position: set",
                                    "faceは魔法・罠カードに使う：モンスターのセットはposition: set"))
        pv = str(entry.get("position", "attack"))
        if pv not in POSITIONS:
            raise ScenarioError(where, line_of(entry, "position"),
                                Why(f"position must be attack, defense or set, not {as_yaml(pv)}",
                                    f"positionはattack、defense、setのどれか（{as_yaml(pv)}ではない）"))
        pos = POSITIONS[pv]
    elif zone in (Zone.SPELLS, Zone.FIELD):
        if zone is Zone.FIELD and not (data.is_spell and "field" in data.subtypes):
            raise ScenarioError(where, line, Why(f"{data.name_ja} is not a field spell and cannot be in the field zone",
                                                 f"{data.name_ja}はフィールド魔法ではないので、フィールドゾーンに置けない"))
        if "position" in entry:
            raise ScenarioError(where, line_of(entry, "position"),
                                Why("position is for monsters; a spell or trap is face: up or face: set",
                                    "positionはモンスターに使う：魔法・罠カードはface: upかface: set"))
        # an equip card equips only face-up: one given `equipped_to` is face-up unless written otherwise (an error)
        fv = str(entry.get("face", "up" if "equipped_to" in entry else "set"))
        if fv not in ("up", "set"):
            raise ScenarioError(where, line_of(entry, "face"), Why(f"face must be up or set, not {as_yaml(fv)}",
                                                                   f"faceはupかset（{as_yaml(fv)}ではない）"))
        pos = Pos.UP if fv == "up" else Pos.SET
    elif zone is Zone.BANISHED:
        pos = Pos.UP
    if "position" in entry and zone not in (Zone.MONSTERS, Zone.SPELLS, Zone.FIELD):
        # it was dropped unseen: a card in the hand, deck, graveyard, fusion deck or banished has no position
        raise ScenarioError(where, line_of(entry, "position"), Why(
            f"position is for a monster in the monster zone; a card listed under {ZONE_NAMES[zone]} has none",
            f"positionはモンスターゾーンのモンスターに使う：{ZONE_NAMES[zone]}に書いたカードには表示形式がない"))
    slot = -1
    if "zone" in entry:
        slot = whole(entry, "zone", 0, where, "zone") - 1
        if zone not in (Zone.MONSTERS, Zone.SPELLS) or not 0 <= slot < 5:
            raise ScenarioError(where, line_of(entry, "zone"),
                                Why("zone must be 1-5 and only on monsters or spells",
                                    "zoneは1～5で、monstersかspellsのカードにだけ書く"))
    pile = d.players[p].monsters if zone is Zone.MONSTERS else d.players[p].spells
    if zone in (Zone.MONSTERS, Zone.SPELLS) and slot >= 0 and pile[slot] >= 0:  # not "no free zone": one is taken
        held = d.cards[pile[slot]]
        raise ScenarioError(where, line_of(entry, "zone"), Why(
            f"zone {slot + 1} of {ZONE_NAMES[zone]} already holds {held.label or held.data.name_ja}",
            f"{ZONE_NAMES[zone]}のzone {slot + 1}にはすでに{held.label or held.data.name_ja}がある"))
    if zone in (Zone.MONSTERS, Zone.SPELLS) and -1 not in pile:
        raise ScenarioError(where, line, Why(f"no free {ZONE_NAMES[zone]} zone for this card",
                                             f"このカードを置ける{ZONE_NAMES[zone]}の空きゾーンがない"))
    c = d.add_card(data, owner, zone, pos, label, slot, ctl=p)
    b.label(c.idx, entry)
    c.t_entered = 0  # a card on the board came there in an earlier turn unless this_turn says so
    if "counters" in entry:
        cs = entry["counters"]
        if not isinstance(cs, dict) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                                               for v in cs.values()):
            raise ScenarioError(where, line_of(entry, "counters"), counts_written(cs))
        if not (c.on_field and c.face_up):
            raise ScenarioError(where, line_of(entry, "counters"),
                                Why("only face-up cards on the field hold counters",
                                    "カウンターを置けるのはフィールドの表側表示のカードだけ"))
        written = {counter_kind(k, where, line_of(cs, k)): int(v) for k, v in cs.items()}  # a kind of 0 checked too
        c.counters = {k: n for k, n in written.items() if n}
        defn = d.defs[c.idx]
        for kind, most in defn.holds if defn is not None else ():
            if most and c.counters.get(kind, 0) > most:  # no effect could have placed more
                raise ScenarioError(where, line_of(entry, "counters"),
                                    Why(f"{data.name_ja} holds at most {counted(most, counter_name(kind, False))}",
                                        f"{data.name_ja}に置ける{counter_name(kind, True)}は{wide(most)}つまで"))
    if zone is Zone.SPELLS and data.kind == "monster" and "equipped_to" not in entry:
        d.treat_as_spell(c)  # a monster card placed or set there as a spell (not an equip card)
    if pos is Pos.UP and zone in (Zone.SPELLS, Zone.FIELD):
        d.turn_on(c)
        # as its activation resolved (`Effect.on_board`)
        for eff in own.effects if (own := d.defs[c.idx]) is not None else ():
            if eff.on_board is not None:
                eff.on_board(d, c)
    for fact in listed(entry, "this_turn", where, "this_turn"):
        if fact not in THIS_TURN:
            known = sorted(THIS_TURN)
            raise ScenarioError(where, line_of(entry, "this_turn"),
                                Why(f"unknown this_turn fact {as_yaml(fact)}; expected one of: {', '.join(known)}",
                                    f"未知のthis_turnの事実「{as_yaml(fact)}」（使えるのは{'、'.join(known)}）"))
        if zone is not Zone.MONSTERS and not (fact == "set" and zone in (Zone.SPELLS, Zone.FIELD)):
            # it was taken unseen: a card off the field, or a spell or trap card "summoned", was none the different
            raise ScenarioError(where, line_of(entry, "this_turn"), _not_this_turn(fact, zone))
        if fact in ("summoned", "set"):
            c.t_entered = d.turn
        elif fact in ("flip_summoned", "position_changed"):
            c.t_pos_changed = d.turn
        else:
            c.t_attacked = c.t_battled = d.turn
            c.battled_oid = c.oid
            c.bp_attacked, c.bp_oid = d.battle_phases, c.oid
            c.bp_attacks = 1
        # one that is never normal summoned was special summoned (a toon by its own procedure, a fusion monster):
        # its player special summoned this turn and may still normal summon
        special = fact == "summoned" and not normal_summonable(data)
        did = "special_summon" if special else _DID.get(fact)  # what its controller did this turn (`Player.did`)
        if did is not None:
            d.players[p].did = {**d.players[p].did, did: d.turn}
        if fact in _SUMMON_EVENTS:
            _left_by_summon(d, c, p, (("special_summoned", ""),) if special else _SUMMON_EVENTS[fact])
    if "equipped_to" in entry:
        return [lambda: _equip(b, c, entry["equipped_to"], line_of(entry, "equipped_to"))]
    return []


def _left_by_summon(d: Duel, c: Card, p: int, events: tuple[tuple[str, str], ...]) -> None:
    """Leave what `c`'s own summon (`events`: the kinds and details of the events it makes) leaves on it for the rest
    of the turn (`Effect.of_summon_turn`: a spirit's return, a ban on attacking), as the summon's at-once effect
    would have: that declaration itself, caused by the effect, with no chain link made up to resolve it (it asks
    nothing). What else the summon set off is the board's to write."""
    defn = d.defs[c.idx]
    if defn is None:
        return
    for kind, detail in events:
        ev = Event(kind, Cause(p, Reason.RULE, c.idx), c.idx, p, detail=detail)
        for n, e in defn.at_once:
            if e.of_summon_turn is not None and e.trigger == kind and (e.when is None or e.when(Ctx(d, p, c, e), ev)):
                e.of_summon_turn(d, c, p, Cause(p, Reason.EFFECT, c.idx, n))


def _not_this_turn(fact: str, zone: Zone) -> Why:
    """Why a card listed under `zone` has no this_turn `fact`: only a monster in the monster zone was summoned, flip
    summoned, changed its position or attacked this turn, and only a card on the field was set this turn."""
    if fact == "set":
        return Why(f"this_turn: set is said of a card set on the field this turn (a monster, a spell or a trap), not "
                   f"of a card listed under {ZONE_NAMES[zone]}",
                   f"this_turn：setはこのターンにフィールドにセットしたカード（モンスター、魔法・罠カード）に書く。"
                   f"{ZONE_NAMES[zone]}に書いたカードには書けない")
    return Why(f"this_turn: {fact} is said of a monster in the monster zone, not of a card listed under "
               f"{ZONE_NAMES[zone]} (a spell or trap set this turn: this_turn: [set])",
               f"this_turn：{fact}はモンスターゾーンのモンスターに書く。{ZONE_NAMES[zone]}に書いたカードには"
               "書けない（このターンにセットした魔法・罠カード：this_turn: [set]）")


def _equip(b: Board[Duel], c: Card, written: object, line: int) -> None:
    if not can_be_equip_card(c.data, b.duel.defs[c.idx]):
        # placed as one all the same, it equipped a monster that nothing tied to it (「リビングデッドの呼び声」)
        name = c.data.name_ja
        raise ScenarioError(b.where, line, Why(
            f"equipped_to: {name} is no equip card; only an equip spell, a monster or a trap that becomes an equip "
            f"card equips a monster",
            f"equipped_to：{name}は装備カードにならない。モンスターに装備するのは装備魔法、モンスター、"
            f"装備カードになる罠カードだけ"))
    label = str(written)
    if label not in b.labels:
        raise ScenarioError(b.where, line, Why(f"equipped_to names no card labelled {set_off(written)}",
                                               f"equipped_toのラベル「{as_yaml(written)}」のカードがない"))
    target = b.duel.cards[b.labels[label]]
    # an equip card equips from its spell & trap zone a monster in a monster zone (not one in the hand, a spell)
    if c.zone is not Zone.SPELLS or target.zone is not Zone.MONSTERS:
        raise ScenarioError(b.where, line, Why(
            f"equipped_to: only a card in the spells zone equips, and only a monster in the monsters zone; "
            f"{c.label or c.data.name_ja} is in {ZONE_NAMES[c.zone]}, {label} in {ZONE_NAMES[target.zone]}",
            f"equipped_to：装備するのはspellsゾーンのカード、装備されるのはmonstersゾーンのモンスターだけ。"
            f"{c.label or c.data.name_ja}は{ZONE_NAMES[c.zone]}に、{label}は{ZONE_NAMES[target.zone]}にある"))
    if not c.face_up:
        name = c.label or c.data.name_ja
        raise ScenarioError(b.where, line, Why(
            f"equipped_to: {name} is written face: set; an equip card is face-up (leave face out, or write face: up)",
            f"equipped_to：{name}はface: setだが、装備カードは表側表示（faceを書かないか、face: upと書く）"))
    # who equipped a monster card: does it keep its effects (`dormant`), is a union held as one; asked before it
    # equips, as a union's own filter reads what it equips
    by = _equipper(b.duel, c, target) if c.base.is_monster else -1
    c.equipped_to = target.idx
    if by >= 0:
        b.duel.note_equipped(c, by)
    b.duel.tie_equipped(c, b.duel.cards[c.equipped_to])  # as its activation would have tied them


def _equipper(d: Duel, c: Card, m: Card) -> int:
    """The card whose effect equipped the monster card `c` to `m`, as play would have: a union that could equip
    itself to `m` did so itself; else `m`, where its effect holds monsters as equip cards
    (`Effect.holds_monsters`: 「サクリファイス」, 「ユニオン・ライダー」); else `c` itself (「ブレイン・ジャッカー」,
    「暗黒魔族ギルファー・デーモン」, a union on a monster it cannot equip, which the rules then destroy)."""
    if "union" in c.base.subtypes and suits(d, c, m, c.ctl):
        return c.idx
    defn = d.defs[m.idx]
    return m.idx if defn is not None and any(e.holds_monsters for e in defn.effects) else c.idx


RULES: BoardRules[Duel] = BoardRules(
    game="ocg", new=Duel, zones=ZONE_KEYS, deck=Zone.DECK, side_keys=frozenset({"lp"}), side=_side,
    phase_name=phase_name, first_phase="main1", default_deck=_default_deck, place=_place, begin=_begin,
    names=_names, rng=lambda d: d.rng)
