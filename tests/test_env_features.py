"""The observation shows exactly what the game's view function shows a seat.

The environment reads its rows from the duel (fast, rows kept between decisions: arbiter/env/*_rows.py); here
the same arrays are built the slow, plain way from `view(d, seat)`, the dictionaries every front reads, and the
two must agree at every choice point of random duels, for both seats, in both games.
"""

from __future__ import annotations

import math
import random
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")

from arbiter.env.dm_rows import KINDS as DM_KINDS
from arbiter.env.dm_rows import PHASES as DM_PHASES
from arbiter.env.features import FEATURES, MAX_CARDS, Observer, card_codes
from arbiter.env.ocg_rows import KINDS as OCG_KINDS
from arbiter.env.ocg_rows import PHASES as OCG_PHASES
from arbiter.env.rows import CODE, HIDDEN, MINE, STAT_A, STAT_B, ZONE, RowBook
from arbiter.games import deck_file, support_for
from arbiter.ocg.carddata import default_db, era_pool
from arbiter.ocg.registry import card_status

OCG_ZONES = (("hand", 1), ("hand_shown", 1), ("monsters", 2), ("spells", 3), ("field", 4), ("graveyard", 5),
             ("banished", 6), ("deck_face_up", 7))
DM_ZONES = (("hand", 1), ("mana", 2), ("shields", 3), ("battle", 4), ("graveyard", 5))
POSITIONS = {"attack": 1.0, "defense": 2.0, "set": 3.0, "up": 4.0, "": 0.0}


def listed(side: dict[str, Any], zone: str) -> list[dict[str, Any]]:
    cs = side.get(zone)
    cs = [cs] if isinstance(cs, dict) else cs if isinstance(cs, list) else []
    return [c for c in cs if c is not None]


def ocg_rows(v: dict[str, Any], seat: int, code: Any) -> tuple[list[list[float]], dict[int, list[float]]]:
    rows, by_id = [], {}
    for p, side in enumerate(v["players"]):
        mine = 1.0 if p == seat else 0.0
        for zone, z in OCG_ZONES:
            for c in listed(side, zone):
                if "kind" not in c:  # the view names no card its viewer may not see
                    r = [1.0, mine, z / 8, c["slot"] / 8, 0.0, 0.0, 1.0, 3.0, 0, 0, 0, 0, 0]
                else:
                    r = [1.0, mine, z / 8, c["slot"] / 8, code(c["name"]), OCG_KINDS[c["kind"]], 0.0,
                         POSITIONS[c["position"]], (c.get("atk") or 0) / 1000, (c.get("def") or 0) / 1000,
                         (c.get("level") or 0) / 12, 0, 0]  # (None: a monster whose ATK is "?")
                rows.append(r)
                by_id[c["id"]] = r
    for link in v["chain"]:
        rows.append([1.0, 1.0 if link["player"] == seat else 0.0, 1.0, link["number"] / 8, code(link["card"]), 0, 0,
                     len(link["targets"]) / 4, 0, 0, 0, 0, 0])
    return rows, by_id


def dm_rows(v: dict[str, Any], seat: int, code: Any) -> tuple[list[list[float]], dict[int, list[float]]]:
    rows, by_id = [], {}
    for p, side in enumerate(v["players"]):
        mine = 1.0 if p == seat else 0.0
        for zone, z in DM_ZONES:
            for slot, c in enumerate(listed(side, zone)):
                place = (slot + 1) / 8 if zone in ("shields", "battle") else 0.0  # in the piles: the rows' order
                if "name" not in c:  # a shield
                    r = [1.0, mine, z / 8, place, 0, 0, 1.0, 0, 0, 0, 0, 0, 1.0 if c["castle"] else 0.0]
                else:
                    r = [1.0, mine, z / 8, place, code(c["name"]), DM_KINDS[c["kind"]], 0.0, c["cost"] / 10,
                         c.get("power", 0) / 10000, float(c.get("tapped", False)), float(c.get("sick", False)),
                         float(c.get("blocker", False)), c.get("breaker", 0) / 3]
                rows.append(r)
                by_id[c["id"]] = r
    return rows, by_id


def ocg_named_unlisted(d: Any, i: int, seat: int, code: Any) -> list[float] | None:
    """The row of an option's card the view lists nowhere but names in the option's words (`describe`): a card of the
    seat's own deck it searches, one of its own extra deck; zone 7 and 9."""
    from arbiter.ocg.state import Zone

    c = d.cards[i]
    if c.zone not in (Zone.DECK, Zone.EXTRA) or not (d.sees(seat, c) or (c.zone is Zone.DECK and c.owner == seat)):
        return None
    data = c.data
    monster = data.kind == "monster"
    return [1.0, 1.0 if c.ctl == seat else 0.0, (7 if c.zone is Zone.DECK else 9) / 8, 0.0, code(data.name_en),
            OCG_KINDS[data.kind], 0.0, 0.0, *(((data.atk or 0) / 1000, (data.def_ or 0) / 1000,
                                               (data.level or 0) / 12) if monster else (0.0, 0.0, 0.0)), 0.0, 0.0]


def ocg_names_shown(d: Any, seat: int) -> set[int]:
    """The passcodes of the cards `seat` sees outside the decks (and outside the game)."""
    from arbiter.ocg.state import Zone

    return {c.data.passcode for c in d.cards if c.zone not in (Zone.DECK, Zone.EXTRA, Zone.GONE) and d.sees(seat, c)}


def reference(observer: Observer, d: Any, seat: int) -> dict[str, np.ndarray]:
    """The observation built from the game's view, as documented in arbiter/env/features.py."""
    game = observer.game.name
    if game == "ocg":
        from arbiter.ocg.view import view
    else:
        from arbiter.dm.view import view
    v = view(d, seat, "en")

    def code(name: str) -> float:
        return float(observer.codes.get(name, len(observer.codes) + 1))

    rows, by_id = (ocg_rows if game == "ocg" else dm_rows)(v, seat, code)
    cards = np.zeros((MAX_CARDS, 13), np.float32)
    cards[:len(rows[:MAX_CARDS])] = rows[:MAX_CARDS]
    sides = v["players"]
    if game == "ocg":
        per = [[s["lp"] / 8000, s["deck"] / 40, s["extra"] / 15,
                (s["hand"] if isinstance(s["hand"], int) else len(s["hand"])) / 10] for s in sides]
        tail = [1.0 if v["phase"] == ph else 0.0 for ph in OCG_PHASES] + [len(v["chain"]) / 8]
    else:
        per = [[len(s["shields"]) / 5, s["deck"] / 40,
                (s["hand"] if isinstance(s["hand"], int) else len(s["hand"])) / 10, len(s["mana"]) / 10,
                sum(not c["tapped"] for c in s["mana"]) / 10] for s in sides]
        tail = [1.0 if v["phase"] == ph else 0.0 for ph in DM_PHASES]
    dec = d.pending
    opts = dec.options if dec is not None and dec.player == seat else []
    if len(opts) > observer.max_options and game == "ocg":  # the names of cards the seat sees first, to declare one
        shown = ocg_names_shown(d, seat)
        opts = sorted(opts, key=lambda o: not (o.kind == "declare" and o.arg in shown))
    opts = opts[:observer.max_options]
    g = [*per[seat], *per[1 - seat], v["turn"] / 100, 1.0 if v["turn_player"] == seat else 0.0, *tail,
         1.0 if opts else 0.0, len(opts) / observer.max_options]
    options = np.zeros((observer.max_options, 14), np.float32)
    for k, o in enumerate(opts):
        card = by_id.get(o.card) if o.card >= 0 else None
        if card is None and o.card >= 0 and game == "ocg":
            card = ocg_named_unlisted(d, o.card, seat, code)
        target = by_id.get(o.arg) if o.kind in ("attack", "cross", "retarget") and o.arg >= 0 else None
        arg = 0.0 if target else max(-1.0, min(1.0, math.copysign(math.log1p(abs(o.arg)), o.arg) / 8))
        if o.kind == "declare" and o.arg > 0 and game == "ocg":  # a card name: its code where a card's is
            card = [0.0] * 13
            card[CODE] = code(default_db().get(o.arg).name_en)
        if game == "dm" and (o.kind == "name" or (o.kind == "replace" and card is None and o.card >= 0)):
            # a name to declare, in its words; a replacement's card with no row (a castle): the name's code
            card = [0.0] * 13
            card[CODE] = code(o.label_en if o.kind == "name" else d.refs[o.card].name_en)
            arg = 0.0
        options[k] = [1.0, observer.kinds.get(o.kind, len(observer.kinds) + 1), 1.0 if o.card >= 0 else 0.0,
                      *([card[CODE], card[MINE], card[ZONE], card[HIDDEN]] if card else [0, 0, 0, 0]),
                      *([target[CODE], target[MINE], target[ZONE]] if target else [0, 0, 0]),
                      arg, 1.0 if dec.passable else 0.0, *([card[STAT_A], card[STAT_B]] if card else [0, 0])]
    return {"cards": cards, "globals": np.array(g + [0.0] * (24 - len(g)), np.float32), "options": options,
            "action_mask": np.array([1] * len(opts) + [0] * (observer.max_options - len(opts)), np.int8)}


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_observations_show_what_the_view_shows(game: str) -> None:
    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    observer = Observer(game, FEATURES[game].names([*deck, *deck]))
    checked = 0
    for seed in range(3):
        d = support.new_duel(deck, deck, seed)
        rng = random.Random(seed)
        while d.pending is not None and d.turn <= 60:
            opts = d.pending.options
            if len(opts) > 1:
                for seat in (0, 1):
                    got, want = observer.observe(d, seat), reference(observer, d, seat)
                    for name in want:
                        assert np.array_equal(got[name], want[name]), (seed, d.decisions, seat, name)
                    checked += 1
            d.answer(opts[rng.randrange(len(opts))])
    assert checked > 200


def test_a_card_turned_face_up_in_the_deck_is_seen_by_both_players() -> None:
    support = support_for("ocg")
    deck = support.read_deck(support.selfplay_deck)
    d = support.new_duel(deck, deck, 0)
    observer = Observer("ocg", FEATURES["ocg"].names([*deck, *deck]))
    before = [observer.observe(d, seat)["cards"] for seat in (0, 1)]
    top = d.cards[d.players[1].deck[-1]]
    d.turn_up_in_deck(top)
    for seat in (0, 1):
        got = observer.observe(d, seat)
        assert np.array_equal(got["cards"], reference(observer, d, seat)["cards"])
        face_up = got["cards"][got["cards"][:, ZONE] == 7 / 8]
        assert len(face_up) == 1 and face_up[0, CODE] == observer.codes[top.data.name_en]
        assert not np.array_equal(got["cards"], before[seat])


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_kept_rows_give_the_observation_made_from_scratch(game: str) -> None:
    """An observer keeps each seat's rows zone by zone from one read to the next and remakes only what changed
    (arbiter/env/rows.py); what it gives must be what an observer that never saw the duel makes, at every choice
    point of seeded duels, read as an agent loop reads them: mostly the deciding seat, now and then the other."""
    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    names = FEATURES[game].names([*deck, *deck])
    kept = Observer(game, names)
    codes = card_codes(names)
    checked = 0
    for seed in range(4):
        d = support.new_duel(deck, deck, seed)
        readers = [FEATURES[game].reader(s, RowBook(codes, kept.high)) for s in (0, 1)]
        rng = random.Random(seed)
        while d.pending is not None and d.turn <= 60:
            opts = d.pending.options
            if len(opts) > 1:
                seat = d.pending.player
                for s in (seat, 1 - seat) if rng.random() < 0.2 else (seat,):
                    got, want = kept.observe(d, s), Observer(game, names).observe(d, s)
                    for name in want:
                        assert np.array_equal(got[name], want[name]), (seed, d.decisions, s, name)
                    # every card's row too, of which option rows are made (a card that left is not there)
                    fresh = FEATURES[game].reader(s, RowBook(codes, kept.high)).read(d)
                    assert readers[s].read(d) == fresh, (seed, d.decisions, s)
                    checked += 1
            d.answer(opts[rng.randrange(len(opts))])
    assert checked > 300


def pool_decks(seed: int) -> tuple[list[int], list[int]]:
    """Two decks drawn from the era's complete cards: the rarer ways a card changes (taking on another's name,
    a monster treated as a spell, places shuffled) come up only with cards outside the benchmark deck."""
    db = default_db()
    done = sorted(p for p in era_pool() if card_status(p).complete and not db.get(p).is_token)
    main = [p for p in done if not db.get(p).is_fusion]
    fusions = [p for p in done if db.get(p).is_fusion]
    rng = random.Random(seed)
    return tuple(  # type: ignore[return-value]
        [c for c in rng.sample(main, 14) for _ in range(3)][:40] + [c for c in rng.sample(fusions, 5) for _ in range(3)]
        for _ in (0, 1))


def dm_pool_decks(seed: int) -> tuple[list[str], list[str]]:
    """Two Duel Masters decks of 40 drawn from every card of the module (evolutions, castles, cross gears,
    Shield Force, which the benchmark deck has few of)."""
    from arbiter.dm.registry import DEFS, load_all

    load_all()
    rng = random.Random(seed)
    return rng.choices(sorted(DEFS), k=40), rng.choices(sorted(DEFS), k=40)


# Duel Masters seeds 14 and 15: their duels break or move a shield that a creature's Shield Force names, whose row
# (a blocker only while that shield stays) then changes though the creature was not touched; the first four do not
@pytest.mark.parametrize(("game", "seed"), [*(("ocg", s) for s in range(6)),
                                            *(("dm", s) for s in (0, 1, 2, 3, 14, 15))])
def test_kept_rows_follow_every_change_the_duel_notes(game: str, seed: int) -> None:
    """Rows are remade only for the cards the duel notes as changed (`Duel.touched`), zone by zone: with decks
    drawn from the whole pool, each seat's kept rows must be those a reader that never saw the duel makes, at
    every choice point."""
    support = support_for(game)
    decks: tuple[list[Any], list[Any]] = pool_decks(seed) if game == "ocg" else dm_pool_decks(seed)
    names = FEATURES[game].names([*decks[0], *decks[1]])
    codes = card_codes(names)
    book = RowBook(codes, 64.0)
    d = support.new_duel(decks[0], decks[1], seed)
    readers = [FEATURES[game].reader(s, book) for s in (0, 1)]
    rng = random.Random(seed)
    checked = 0
    while d.pending is not None and d.turn <= 40:
        opts = d.pending.options
        if len(opts) > 1:
            for s in (0, 1):
                assert readers[s].read(d) == FEATURES[game].reader(s, RowBook(codes, 64.0)).read(d), (
                    seed, d.decisions, s)
                checked += 1
        d.answer(opts[rng.randrange(len(opts))])
    assert checked > 50


@pytest.mark.parametrize(("deck", "zone"), [("chaos", 7), ("cyber", 9)])
def test_a_searchs_and_a_fusions_options_name_their_cards(deck: str, zone: int) -> None:
    """A card chosen from the seat's own deck (a search) or extra deck (a fusion monster) has no card row: its option
    showed 0s, so every option of the choice was the same row, where the option's words name each card."""
    from arbiter.ocg.state import Zone

    support = support_for("ocg")
    cards = support.read_deck(deck_file("ocg", deck))
    observer = Observer("ocg", FEATURES["ocg"].names([*cards, *cards]))
    where = Zone.DECK if zone == 7 else Zone.EXTRA
    checked = 0
    for seed in range(4):
        d = support.new_duel(cards, cards, seed)
        rng = random.Random(seed)
        while d.pending is not None and d.turn <= 40:
            opts = d.pending.options
            seat = d.pending.player
            named = [k for k, o in enumerate(opts[:observer.max_options])
                     if o.card >= 0 and d.cards[o.card].zone is where and d.cards[o.card].owner == seat]
            if len(opts) > 1 and named:
                got = observer.observe(d, seat)
                assert np.array_equal(got["options"], reference(observer, d, seat)["options"]), (seed, d.decisions)
                for k in named:
                    row, card = got["options"][k], d.cards[opts[k].card]
                    assert row[3] == observer.codes[card.data.name_en] and row[5] == zone / 8 and row[6] == 0.0
                checked += 1
            d.answer(opts[rng.randrange(len(opts))])
    assert checked >= 3


def test_a_card_name_to_declare_offers_the_names_the_seat_sees_first() -> None:
    """「禁止令」 declares any card name: the era's thousands, in passcode order. An observation showed the first 96,
    each the same row (no card, a number clipped to 1), so no policy could name a card it had seen. The names of the
    cards the seat sees now come first, each row with the name's code, and the action picks the name its row shows."""
    from arbiter.env import raw_env

    support = support_for("ocg")
    goat = support.read_deck(deck_file("ocg", "goat"))
    prohibition = 43711255
    cards = [prohibition] * 3 + goat[3:]
    env = raw_env(deck=cards, opponent_deck=goat)
    observer = env.core.observer
    declared = 0
    for seed in range(12):
        env.reset(seed=seed)
        rng = random.Random(seed)
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            d = env.core.duel
            dec = d.pending
            if dec.kind == "declare" and len(dec.options) > observer.max_options:
                seat = dec.player
                shown = ocg_names_shown(d, seat)
                assert np.array_equal(obs["options"], reference(observer, d, seat)["options"])
                rows = obs["options"]
                # the names seen are the first rows, in passcode order, each with its code (a name in neither deck,
                # a token's: the last code)
                named = [o.arg for o in dec.options if o.kind == "declare" and o.arg in shown]
                assert named, "the seat sees cards when it declares"
                codes = [float(observer.codes.get(default_db().get(p).name_en, len(observer.codes) + 1))
                         for p in named]
                assert rows[:len(named), 3].tolist() == codes
                first = [k for k, c in enumerate(codes) if c <= len(observer.codes)]
                pick = rng.choice(first)
                logged = len(d.log)
                env.step(pick)
                said = [e.args[5] for e in d.log[logged:] if e.kind == "activate"]  # the link's declaration
                assert said and float(observer.codes[said[0][1]]) == rows[pick][3]
                declared += 1
                break
            env.step(rng.randrange(int(np.count_nonzero(obs["action_mask"]))))
    assert declared >= 3


def test_duel_masters_options_naming_a_card_name_show_its_code() -> None:
    """「ダンリモス」's options name a card name in their words only, and a castle's replacement names a card the seat
    has no row for: each row carries the name's code in column 3 (the last code for a name of neither deck), so
    the options of one such decision differ."""
    from arbiter.kernel.decision import Decision, Option

    support = support_for("dm")
    deck = support.read_deck(support.selfplay_deck)
    observer = Observer("dm", FEATURES["dm"].names([*deck, *deck]))
    d = support.new_duel(deck, deck, 0)
    names = [*sorted(observer.codes)[:2], "No Such Card"]
    d.pending = Decision(0, "declare_name", [Option(f"name:{n}", "name", label_en=n, label_ja=n) for n in names])
    got = observer.observe(d, 0)
    assert np.array_equal(got["options"], reference(observer, d, 0)["options"])
    assert [got["options"][k][3] for k in range(3)] == [observer.codes[names[0]], observer.codes[names[1]],
                                                        len(observer.codes) + 1]
    unrowed = d.players[0].deck[0]  # a card the seat has no row for, as a castle
    d.pending = Decision(0, "replacement", [d.card_option("replace", unrowed), Option("no", "no")])
    got = observer.observe(d, 0)
    assert np.array_equal(got["options"], reference(observer, d, 0)["options"])
    assert got["options"][0][3] == observer.codes[d.refs[unrowed].name_en]


def test_a_shield_a_castle_fortifies_is_marked_in_its_row() -> None:
    """The shields' last column says whether a castle fortifies the shield, for both seats (the castle is face up on
    its shield); the duels the other tests play never fortified one, so the column went unchecked."""
    from arbiter.judge.dm_board import RULES
    from arbiter.judge.scenario import build
    from arbiter.judge.yamlsrc import load

    board = """
game: dm
turn: {number: 5, player: A, phase: main}
players:
  B:
    shields:
      - {stats: {}, as: S1}
      - {stats: {}, as: S2, castle: {card: 無敵城 シルヴァー・グローリー, as: SG}}
      - {stats: {}, as: S3}
"""
    d = build(load(board, "castle"), "castle", RULES).duel
    observer = Observer("dm", ["Muteki-jō Shiruvā Gurōrī"])
    for seat in (0, 1):
        got = observer.observe(d, seat)
        assert np.array_equal(got["cards"], reference(observer, d, seat)["cards"])
        shields = got["cards"][(got["cards"][:, ZONE] == 3 / 8) & (got["cards"][:, MINE] == float(seat == 1))]
        assert shields[:, -1].tolist() == [0.0, 1.0, 0.0]
