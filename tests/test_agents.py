"""Agents, in both games: legal moves only, no peeking at hidden cards, and the search agent beating random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arbiter.agents import AgentSpecError, make_agent
from arbiter.agents.determinize import determinize
from arbiter.agents.dm_determinize import determinize as dm_determinize
from arbiter.agents.match import run_match, wilson
from arbiter.agents.mcts import MCTSAgent
from arbiter.dm.duel import Duel as DMDuel
from arbiter.dm.frames import Op
from arbiter.dm.view import view as dm_view
from arbiter.games import DM, OCG
from arbiter.kernel.game import CardId
from arbiter.ocg.decks import read_ydk
from arbiter.ocg.duel import Duel
from arbiter.ocg.game import new_duel
from arbiter.ocg.view import view
from arbiter.selfplay import BUNDLED_DECK
from scenario_text import board

DECK = read_ydk(BUNDLED_DECK).all
STARTER = read_ydk(OCG.starter_deck).all
DM_DECK = DM.read_deck(DM.starter_deck)


def advanced(seed: int, answers: int, deck: list[int] = DECK) -> Duel:
    """A duel about `answers` random answers in (earlier if it ends), stopped at a real choice."""
    d = new_duel(deck, deck, seed)
    rng = random.Random(seed)
    last = d
    n = 0
    while d.pending is not None:
        opts = d.pending.options
        if len(opts) > 1:
            last = d.clone()
            if n >= answers:
                break
        d.answer(opts[rng.randrange(len(opts))])
        n += 1
    assert last.pending is not None and len(last.pending.options) > 1
    return last


def dm_advanced(seed: int, answers: int, kind: str | None = None) -> DMDuel:
    """A Duel Masters duel stopped at a real choice about `answers` answers in (of `kind`, if given)."""
    d = DM.new_duel(DM_DECK, DM_DECK, seed)
    assert isinstance(d, DMDuel)
    rng = random.Random(seed)
    n = 0
    while d.pending is not None:
        if len(d.pending.options) > 1 and n >= answers and kind in (None, d.pending.kind):
            return d
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
        n += 1
    raise AssertionError(f"seed {seed}: the duel ended first")


@pytest.mark.parametrize("spec", ["random", "greedy", "mcts:15"])
def test_agents_play_legal_moves(spec: str) -> None:
    d = new_duel(STARTER, STARTER, 4)
    agents = [make_agent(spec, 1), make_agent("random", 2)]
    while d.pending is not None and d.turn <= 8:
        p = d.pending.player
        key = agents[p].choose(d, p)
        assert key in {o.key for o in d.pending.options}
        d.act(key)


def test_agent_specs() -> None:
    assert isinstance(make_agent("mcts:50"), MCTSAgent)
    assert make_agent("mcts:0.5s").seconds == 0.5  # type: ignore[attr-defined]
    with pytest.raises(AgentSpecError):
        make_agent("alphazero")


@pytest.mark.parametrize("spec", ["mcts:", "random:", "greedy:", "MCTS: "])
def test_an_agent_with_a_colon_and_nothing_after_it_is_refused(spec: str) -> None:
    """"mcts:" (its iterations left out) played the default search, and a job recorded it as "mcts:"."""
    with pytest.raises(AgentSpecError, match=f"unknown agent \"{spec}\": use random, greedy, mcts"):
        make_agent(spec)


@pytest.mark.parametrize("seed", range(6))
def test_determinization_looks_the_same_to_the_viewer(seed: int) -> None:
    d = advanced(seed, 150 + 40 * seed, STARTER)
    assert d.pending is not None
    p = d.pending.player
    before = view(d, p, "en")
    g = determinize(d, p, random.Random(seed))
    assert view(g, p, "en") == before
    assert view(d, p, "en") == before  # the original is untouched
    assert sorted(c.data.passcode for c in g.cards) == sorted(c.data.passcode for c in d.cards)
    # the opponent's hand and the decks are guesses, not the real cards
    opp = d.players[1 - p]
    hidden = opp.hand + opp.deck + d.players[p].deck
    assert [g.cards[i].data.passcode for i in hidden] != [d.cards[i].data.passcode for i in hidden]


@pytest.mark.parametrize("spec", ["greedy", "mcts:30"])
def test_search_never_looks_at_hidden_cards(spec: str) -> None:
    """Two duels that look the same to the player (the hidden cards placed differently) get the same choice."""
    for seed in (1, 2, 3):
        d = advanced(seed, 120, STARTER)
        assert d.pending is not None
        p = d.pending.player
        other = determinize(d, p, random.Random(100 + seed))  # another world consistent with p's view
        assert view(other, p, "en") == view(d, p, "en")
        assert make_agent(spec, 7).choose(d, p) == make_agent(spec, 7).choose(other, p)


def test_mcts_beats_random() -> None:
    stats = run_match(DECK, DECK, ("mcts:30", "random"), games=4, seed=11, max_turns=60)
    out = stats.as_dict()
    assert out["errors"] == 0
    assert out["mcts:30_wins"] == 4, out


PAINFUL_CHOICE = 74191942  # picks 5 cards of the deck one at a time: five nested questions of some 30 options
FUTURE_FUSION = 77565204  # a fusion monster, then its materials from the deck one at a time
CHIMERATECH = 64599569  # Future Fusion's fusion of any number of machines: every pick runs the operation again


def wide_questions(card: int, deck: str, extra: tuple[int, ...] = ()) -> Duel:
    """A duel at A's first main phase with `card` in hand, the rest of the deck `deck`'s (its extra deck too, and
    `extra`)."""
    cards = read_ydk(OCG.starter_deck.with_name(f"{deck}.ydk"))
    main = [card] * 3 + [c for c in cards.main if c != card][:37]
    d = new_duel([*main, *cards.extra, *extra], [*main, *cards.extra, *extra], 0)
    while d.pending is not None and d.pending.kind != "idle":
        d.answer(d.pending.options[0])
    assert d.pending is not None and d.pending.player == 0
    assert any(o.kind == "activate" and d.cards[o.card].data.passcode == card for o in d.pending.options)
    return d


@pytest.mark.parametrize(("spec", "card", "deck", "extra", "questions"), [
    ("greedy", PAINFUL_CHOICE, "chaos", (), 9), ("mcts:1", PAINFUL_CHOICE, "chaos", (), 9),
    ("greedy", FUTURE_FUSION, "cyber", (CHIMERATECH,), 1)])
def test_an_option_of_many_follow_up_questions_is_looked_into_within_the_budget(
        spec: str, card: int, deck: str, extra: tuple[int, ...], questions: int,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Greedy answered the questions an option leads to greedily, each lookahead nesting the next: Painful Choice in
    hand cost 10,476 lookaheads (minutes on a busy machine, the web board's "waiting for B" for good). Counted in
    lookaheads, one answer was still not bounded in work: Future Fusion's question of the fusion monster made 962
    engine answers on the copies, its materials 3,003 (each pick runs the operation again), half a minute each. One
    answer now makes at most `ANSWER_BUDGET` engine answers, or one per option of a wider question. The search
    agent's prior is the same lookahead. The card's first `questions` questions are the agent's."""
    from arbiter.agents import greedy

    answers = 0
    answer = Duel.answer

    def counted(self: Duel, o: Any) -> None:
        nonlocal answers
        answers += 1
        answer(self, o)

    monkeypatch.setattr(Duel, "answer", counted)
    d = wide_questions(card, deck, extra)
    agent = make_agent(spec, 1)
    asked = []
    while d.pending is not None and d.turn <= 3 and len(asked) <= questions:
        dec = d.pending
        mine = [o for o in dec.options if o.kind == "activate" and d.cards[o.card].data.passcode == card]
        if dec.kind == "idle" and mine and not asked:  # the agent's own choice there, then the card's activation
            answers = 0
            agent.choose(d, 0)
            assert answers <= max(greedy.ANSWER_BUDGET, len(dec.options)), (answers, dec.prompt("en"))
            asked.append(dec.kind)
            d.act(mine[0].key)
        elif dec.kind in ("select", "fusion", "material") and dec.player == 0:  # the card's questions: the agent's
            answers = 0
            key = agent.choose(d, 0)
            assert answers <= max(greedy.ANSWER_BUDGET, len(dec.options)), (answers, dec.prompt("en"))
            asked.append(dec.kind)
            d.act(key)
        else:  # everything else passed, to the card's questions
            d.act(next((o.key for o in dec.options if o.kind in ("pass", "no") or o.key == "phase:end"),
                       dec.options[0].key))
    assert len(asked) >= 2, asked  # the card's first question at least


def test_wilson_interval() -> None:
    lo, hi = wilson(0.5, 100)
    assert lo == pytest.approx(0.404, abs=1e-3) and hi == pytest.approx(0.596, abs=1e-3)
    assert wilson(1.0, 10)[1] == pytest.approx(1.0)


def test_selfplay_agents_command() -> None:
    import json

    from click.testing import CliRunner

    from arbiter.cli import main

    r = CliRunner().invoke(main, ["selfplay", "--agents", "greedy,random", "--games", "2", "--max-turns", "30",
                                  "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["games"] == 2 and out["errors"] == 0 and len(out["ci95"]) == 2
    bad = CliRunner().invoke(main, ["selfplay", "--agents", "greedy", "--games", "1"])
    assert bad.exit_code != 0 and "two agents" in bad.output


# ---- Duel Masters -----------------------------------------------------------------------------


@pytest.mark.parametrize("spec", ["random", "greedy", "mcts:10"])
def test_dm_agents_play_legal_moves(spec: str) -> None:
    d = DM.new_duel(DM_DECK, DM_DECK, 4)
    agents = [make_agent(spec, 1, "dm"), make_agent("random", 2, "dm")]
    while d.pending is not None and d.turn <= 10:
        p = d.pending.player
        key = agents[p].choose(d, p)
        assert key in {o.key for o in d.pending.options}
        d.act(key)


@pytest.mark.parametrize("seed", range(6))
def test_dm_determinization_looks_the_same_to_the_viewer(seed: int) -> None:
    d = dm_advanced(seed, 30 + 10 * seed)
    assert d.pending is not None
    p = d.pending.player
    before = dm_view(d, p)
    g = dm_determinize(d, p, random.Random(seed))
    assert dm_view(g, p) == before
    assert dm_view(d, p) == before  # the original is untouched
    assert sorted(c.defn.key for c in g.cards) == sorted(c.defn.key for c in d.cards)
    # every shield (the player's own too), the opponent's hand and the decks are guesses, not the real cards
    me, opp = d.players[p], d.players[1 - p]
    hidden = me.shields + me.deck + opp.shields + opp.hand + opp.deck
    assert [g.cards[i].defn.key for i in hidden] != [d.cards[i].defn.key for i in hidden]
    assert all(g.cards[i].defn is d.cards[i].defn for i in me.hand + me.mana + opp.mana + me.battle + opp.battle)


@pytest.mark.parametrize("seed", [1, 2, 30])  # 30: a replacement question after the opponent's hidden-card ones
def test_dm_determinization_in_the_middle_of_a_process(seed: int) -> None:
    """A duel stopped inside a process (the shields an attack breaks, an S-Trigger, a replacement) restarts it from
    a snapshot: the snapshot gets the same guesses, so answering never brings the real hidden cards back, and every
    option of the question can be answered in the guessed world."""
    d = DM.new_duel(DM_DECK, DM_DECK, seed)
    rng = random.Random(seed)
    kinds = set()
    while d.pending is not None and d.turn <= 40:
        top = d.stack[-1]
        if isinstance(top, Op) and top.snapshot is not None and len(d.pending.options) > 1:
            p = d.pending.player
            g = dm_determinize(d, p, random.Random(seed))
            guessed = g.stack[-1]
            assert isinstance(guessed, Op) and guessed.snapshot is not None
            assert [c.defn for c in guessed.snapshot.cards] == [c.defn for c in g.cards]
            assert dm_view(g, p) == dm_view(d, p)
            for o in d.pending.options:
                g.clone().act(o.key)  # the process replays to this question in the guessed world
            kinds.add(d.pending.kind)
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
    assert kinds, "no question inside a process"


def test_dm_determinization_at_a_question_that_hangs_on_the_shields_it_names() -> None:
    """《陽炎の守護者ブルー・メルキス》's player orders the two shields it breaks only where both are S-Trigger
    spells, a fact few free guesses keep: the guesses then deal those two shields each other's identities, the other
    hidden cards at random, rather than falling back on the real cards."""
    d, labels = board("""
game: dm
turn: {number: 8, player: A, phase: attack}
players:
  A:
    battle: [{card: 陽炎の守護者ブルー・メルキス, as: BM}]
  B:
    hand: [シャーマン・ブロッコリー, スパイラル・オーラ]
    shields: [{card: アポカリプス・デイ, as: S1}, {card: 緊急再誕, as: S2}, {stats: {}, as: S3}]
""")
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.arg == -1))
    d.act(next(o.key for o in d.pending.options if o.card == labels["S1"]))
    d.act(next(o.key for o in d.pending.options if o.card == labels["S2"]))
    assert d.pending is not None and d.pending.kind == "replace_order"
    g = dm_determinize(d, 0, random.Random(5))
    broken = [labels["S1"], labels["S2"]]
    assert {g.cards[i].defn.key for i in broken} == {d.cards[i].defn.key for i in broken}
    b = d.players[1]
    others = [*b.hand, *b.deck, labels["S3"]]
    assert [g.cards[i].defn.key for i in others] != [d.cards[i].defn.key for i in others]
    assert dm_view(g, 0) == dm_view(d, 0)
    for o in d.pending.options:
        g.clone().act(o.key)  # the process replays to this question in the guessed world


@pytest.mark.parametrize("spec", ["greedy", "mcts:15"])
def test_dm_search_never_looks_at_hidden_cards(spec: str) -> None:
    """Two duels that look the same to the player (shields, hands and decks dealt differently) get the same choice."""
    for seed in (1, 2, 3):
        d = dm_advanced(seed, 80)
        assert d.pending is not None
        p = d.pending.player
        other = dm_determinize(d, p, random.Random(100 + seed))
        assert dm_view(other, p) == dm_view(d, p)
        assert make_agent(spec, 7, "dm").choose(d, p) == make_agent(spec, 7, "dm").choose(other, p)


def test_dm_mcts_beats_random() -> None:
    deck: list[CardId] = list(DM_DECK)
    out = run_match(deck, deck, ("mcts:10", "random"), games=4, seed=11, max_turns=60, game="dm").as_dict()
    assert out["errors"] == 0
    assert out["mcts:10_wins"] == 4, out


def test_dm_selfplay_agents_command() -> None:
    import json

    from click.testing import CliRunner

    from arbiter.cli import main

    r = CliRunner().invoke(main, ["selfplay", "--game", "dm", "--agents", "greedy,random", "--games", "2", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["agents"] == "greedy vs random" and out["games"] == 2 and out["errors"] == 0


def test_determinization_keeps_cards_turned_face_up_in_the_decks() -> None:
    d = advanced(2, 150, STARTER)
    assert d.pending is not None
    p = d.pending.player
    shown = [d.players[q].deck[-1 - q] for q in (0, 1)]
    for i in shown:
        d.turn_up_in_deck(d.cards[i])
    before = view(d, p, "en")
    for seed in range(5):
        g = determinize(d, p, random.Random(seed))
        assert view(g, p, "en") == before
        assert [g.cards[i].data.passcode for i in shown] == [d.cards[i].data.passcode for i in shown]


# A's 「禁止令」 declares any card name of the era: B shows a monster on the field and one in the graveyard, and holds
# a card in hand A may not see; A has a monster of its own face-up
PROHIBITION_BOARD = """
game: ocg
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{card: 禁止令, as: PR}}]
    monsters: [{{card: 人造人間－サイコ・ショッカー, as: OWN}}]
  B:
    hand: [{{card: {hidden}, as: HID}}]
    monsters: [{shown}{{card: 魔導戦士 ブレイカー, as: SET, position: set}}]
    graveyard: [{grave}]
"""


def declaring(shown: str = "{card: 異次元の女戦士, as: UP}, ", grave: str = "{card: 月の書, as: GR}",
              hidden: str = "サンダー・ボルト") -> tuple[Duel, dict[str, int]]:
    """The board of PROHIBITION_BOARD with A's 「禁止令」 activated: A's declaration pending."""
    d, labels = board(PROHIBITION_BOARD.format(shown=shown, grave=grave, hidden=hidden))
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["PR"]))
    assert d.pending is not None and d.pending.kind == "declare" and d.pending.player == 0
    assert len(d.pending.options) > 1000  # the era's names
    return d, labels


def passcode(d: Duel, labels: dict[str, int], label: str) -> int:
    return d.cards[labels[label]].data.passcode


@pytest.mark.parametrize("spec", ["greedy", "mcts:30"])
def test_an_agent_declares_a_name_of_the_opponents_cards_it_has_seen(spec: str) -> None:
    """The greedy and search agents picked 「禁止令」's name about at random among the era's some 3,000, so it
    locked a card nobody played. They name one of the opponent's cards they see (face-up on the field, in the
    graveyard): neither their own monster nor one they may not see (B's hand, B's face-down monster)."""
    d, labels = declaring()
    seen = {passcode(d, labels, "UP"), passcode(d, labels, "GR")}
    said = set()
    for seed in range(4):
        key = make_agent(spec, seed).choose(d.clone(), 0)
        assert key.startswith("declare:")
        said.add(int(key.removeprefix("declare:")))
    assert said <= seen, said
    assert make_agent(spec, 3).choose(d.clone(), 0) == make_agent(spec, 3).choose(d.clone(), 0)  # seeded


@pytest.mark.parametrize("spec", ["greedy", "mcts:30"])
def test_an_agent_never_declares_from_the_opponents_hidden_cards(spec: str) -> None:
    """With nothing of the opponent's face-up, the opponent's hand and set monster (which the agent may not see) are
    not what it names; with a face-up monster of theirs, the hidden ones are not named beside it."""
    hidden = ("HID", "SET")
    for seed in range(3):
        d, labels = declaring(shown="", grave="")
        assert make_agent(spec, seed).choose(d, 0) not in {f"declare:{passcode(d, labels, x)}" for x in hidden}
        d, labels = declaring(grave="")
        assert make_agent(spec, seed).choose(d, 0) == f"declare:{passcode(d, labels, 'UP')}"


def test_the_random_agent_declares_uniformly() -> None:
    """The random agent is the benchmark's baseline: it keeps choosing among every name, seen or not."""
    d, labels = declaring()
    seen = {f"declare:{passcode(d, labels, x)}" for x in ("UP", "GR")}
    assert {make_agent("random", seed).choose(d, 0) for seed in range(5)} - seen


@pytest.mark.parametrize("spec", ["greedy", "mcts:30"])
def test_an_agent_declares_its_own_card_where_the_effect_means_one(spec: str) -> None:
    """「デーモンの宣告」 gives its player the top card of their own deck if they named it (`Effect.names_own`): the
    agents name one of their own cards they see, not the opponent's face-up monster."""
    d, labels = board("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: デーモンの宣告, as: OATH, face: up}]
    monsters: [{card: 人造人間－サイコ・ショッカー, as: OWN}]
  B:
    monsters: [{card: 異次元の女戦士, as: UP}]
""")
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["OATH"]))
    assert d.pending is not None and d.pending.kind == "declare"
    own = {f"declare:{passcode(d, labels, x)}" for x in ("OATH", "OWN")}
    assert {make_agent(spec, seed).choose(d.clone(), 0) for seed in range(3)} <= own
