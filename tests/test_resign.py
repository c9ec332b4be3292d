"""A resignation: either seat, at any decision (its own or the other's), ends the duel at once with the other seat the
winner, said in the log in both languages, and recorded as an answer so that a replay and a resumed game play it
again; the terminal's `resign` asks to be confirmed."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.games import support_for
from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.game import GameDuel, resign_key, resigner
from arbiter.library import Library
from arbiter.play.replayer import ReplayViewer
from arbiter.play.session import Session
from arbiter.replay import Replay, dumps, parse
from fake_terminals import Screen

BOTH = pytest.mark.parametrize("game", ["ocg", "dm"])
# the last log line of a duel B resigned, by game and language
SAID = {("ocg", "ja"): "Bが投了、Aの勝利", ("ocg", "en"): "B resigns; A wins the duel",
        ("dm", "ja"): "Bの敗北（投了）、Aの勝利", ("dm", "en"): "B loses (resigned); A wins"}


def _replay(game: str, seed: int = 1) -> Replay:
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    return Replay.new(game, [deck, deck], seed, ["human", "human"])


def _played(game: str, answers: int) -> Session:
    """A session of two people who have each answered with their first option, `answers` times in all."""
    s = Session(_replay(game))
    for _ in range(answers):
        assert s.duel.pending is not None
        s.act(s.duel.pending.options[0].key)
    return s


@BOTH
@pytest.mark.parametrize("deciding", [0, 1])
def test_either_seat_resigns_at_any_decision_and_the_other_wins(game: str, deciding: int) -> None:
    s = _played(game, 6)
    while s.duel.pending is not None and s.duel.pending.player != deciding:
        s.act(s.duel.pending.options[0].key)
    d = s.duel
    assert d.pending is not None and d.pending.player == deciding and d.winner is None
    before = d.decisions
    d.act(resign_key(1))  # B resigns, whether or not B is the one deciding
    assert (d.winner, d.resigned, d.pending) == (0, 1, None)
    assert d.decisions == before + 1  # an answer like any other, as the record counts it
    render = support_for(game).render
    assert render(d.log, "ja")[-1] == SAID[game, "ja"] and render(d.log, "en")[-1] == SAID[game, "en"]
    assert not support_for(game).decked_out(d)  # an ending of its own, not a deck out


@BOTH
def test_a_duel_over_cannot_be_resigned(game: str) -> None:
    d = _played(game, 3).duel
    d.act(resign_key(0))
    log = list(d.log)
    with pytest.raises(IllegalAction, match="the duel is over"):
        d.act(resign_key(1))
    assert (d.winner, d.resigned, d.log) == (1, 0, log)  # nothing changed


def test_only_a_seat_s_own_key_is_a_resignation() -> None:
    assert [resigner(k) for k in ("resign:A", "resign:B")] == [0, 1]
    assert [resigner(k) for k in ("resign:C", "resign:", "resign", "pass", "resign:AB")] == [None] * 5
    d: GameDuel = _played("ocg", 2).duel
    with pytest.raises(IllegalAction):
        d.act("resign:C")  # an option key it is not: refused as one
    assert d.winner is None


@BOTH
def test_a_resigned_duel_replays_and_its_record_reads_back(game: str) -> None:
    s = _played(game, 5)
    s.act(resign_key(0))
    assert s.replay.result == {"winner": 1, "turns": s.duel.turn}
    text = dumps(s.replay)
    assert '"key": "resign:A"' in text
    again = parse(text.splitlines(), "resigned.jsonl")
    d = again.play()  # every fingerprint checked
    assert (d.winner, d.resigned) == (1, 0)
    assert support_for(game).render(d.log, "en") == support_for(game).render(s.duel.log, "en")


@BOTH
def test_undo_before_a_resignation_takes_it_back(game: str) -> None:
    s = _played(game, 5)
    s.act(resign_key(1))
    assert s.chooser()[-1] == (1, True)  # B's own choice, whoever was deciding
    assert s.undo(1) and s.duel.winner is None and s.duel.resigned is None


def _terminal(db: Path, keys: str, *args: str) -> str:
    r = CliRunner().invoke(main, ["play", "--agent", "random", "--seed", "4", "--lang", "en", "--db", str(db), *args],
                           input=keys)
    assert r.exit_code == 0, r.output
    return r.output


def test_the_terminal_resigns_once_confirmed_and_records_it(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    out = _terminal(db, "help\nresign\nno\nresign\nyes\n")
    assert "resign (concede the duel)" in out  # listed with the other commands
    assert "While an agent thinks, Ctrl-C offers resign and quit too." in out
    assert "Not resigned: the duel goes on." in out  # anything but yes keeps the duel going
    assert "A resigned." in out and "You lose the duel." in out
    lib = Library(db)
    try:
        row = lib.games()[0]
        assert (row.status, row.winner) == ("finished", 1)
        r = lib.load(row.id)
    finally:
        lib.close()
    assert r.answers[-1] == "resign:A" and r.answers.count("resign:A") == 1
    assert r.play().resigned == 0


@pytest.mark.parametrize(("lang", "said"), [("en", "(A resigned, B won, turn 1)"),
                                            ("ja", "（Aが投了、Bの勝利、1ターン）")])
def test_the_games_list_says_who_resigned(tmp_path: Path, lang: str, said: str) -> None:
    db = tmp_path / "g.sqlite"
    _terminal(db, "resign\nyes\n")
    r = CliRunner().invoke(main, ["games", "--lang", lang, "--db", str(db)])
    assert r.exit_code == 0, r.output
    assert said in r.output, r.output


def test_the_terminal_says_it_in_japanese(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--agent", "random", "--seed", "4", "--lang", "ja", "--db",
                                  str(tmp_path / "g.sqlite")], input="resign\nyes\n")
    assert r.exit_code == 0, r.output
    assert "投了しますか？Aの負けになります。" in r.output and "Aが投了しました。" in r.output
    assert "Aの敗北（投了）、Bの勝利" in r.output


def test_a_saved_game_resumes_to_its_resignation(tmp_path: Path) -> None:
    db, file = tmp_path / "g.sqlite", tmp_path / "game.jsonl"
    _terminal(db, "quit\n", "--save", str(file))
    r = parse(file.read_text(encoding="utf-8").splitlines(), str(file))
    assert r.result is None
    # resumed, the game goes on from the file and ends by the resignation, which the file then holds too
    resumed = CliRunner().invoke(main, ["play", "--resume", "1", "--lang", "en", "--db", str(db)],
                                 input="resign\nyes\n")
    assert resumed.exit_code == 0, resumed.output
    lib = Library(db)
    try:
        again = lib.load(1)
    finally:
        lib.close()
    assert again.answers[-1] == "resign:A" and again.result is not None and again.result["winner"] == 1
    d = again.play()
    assert (d.winner, d.resigned) == (1, 0)


@BOTH
def test_the_terminal_replay_steps_to_a_resignation_and_names_it(game: str) -> None:
    # the viewer looked the next answer up among the options asked, where a resignation is none: a traceback
    s = _played(game, 4)
    s.act(resign_key(1))
    screen = Screen()
    viewer = ReplayViewer(s.replay, screen, "en")  # type: ignore[arg-type]
    assert viewer.real[-1] == 4  # a stop of its own, as each real choice is
    viewer.goto(4)
    viewer.show()
    assert "next: B resigns\n" in screen.text, screen.text
    viewer.goto(5)
    viewer.show()
    assert SAID[game, "en"] in screen.text and "result: A wins" in screen.text


def test_a_resignation_while_a_chain_builds_ends_the_log_after_its_links() -> None:
    # the chain's box is drawn before the ending, as for a duel that ends while a chain is built (a cost paid all LP)
    import random

    support = support_for("ocg")
    deck = support.read_deck(support.starter_deck)
    d = support.new_duel(deck, deck, 0)
    rng = random.Random(0)
    while not d.chain:  # activations first, until one is on the chain and its response window asks
        assert d.pending is not None and d.turn < 20
        acts = [o for o in d.pending.options if o.kind == "activate"] or d.pending.options
        d.act(acts[rng.randrange(len(acts))].key)
    d.act(resign_key(0))
    lines = support.render(d.log, "en")
    assert lines[-2].startswith("┏Chain Link 1: ") and lines[-1] == "A resigns; B wins the duel"
