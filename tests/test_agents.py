"""Agents: legal moves only, no peeking at hidden cards, and the search agent beating random."""

from __future__ import annotations

import random

import pytest

from arbiter.agents import AgentSpecError, make_agent
from arbiter.agents.determinize import determinize
from arbiter.agents.match import run_match, wilson
from arbiter.agents.mcts import MCTSAgent
from arbiter.ocg.decks import read_ydk
from arbiter.ocg.duel import Duel
from arbiter.ocg.game import new_duel
from arbiter.ocg.view import view
from arbiter.play.games import OCG
from arbiter.selfplay import BUNDLED_DECK

DECK = read_ydk(BUNDLED_DECK).all
STARTER = read_ydk(OCG.starter_deck).all


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
