"""Replays of both games: the file format round-trips, the library records answer by answer, old or foreign
replays play identically or are refused, and undo steps back."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.games import GAMES
from arbiter.kernel.game import GameDuel
from arbiter.library import Library, LibraryRecorder
from arbiter.play.front import front_for
from arbiter.play.replayer import ReplayViewer
from arbiter.play.session import Session
from arbiter.replay import FileRecorder, Replay, ReplayError, dumps, load, parse
from fake_terminals import Screen
from recorded_games import DECKS, played

BOTH = pytest.mark.parametrize("game", sorted(GAMES))


def render(d: GameDuel, game: str) -> list[str]:
    """The whole log in English, as a replay shows it."""
    return front_for(game).render(d, len(d.log), None, "en")


@BOTH
def test_round_trip(tmp_path: Path, game: str) -> None:
    s, gid, path = played(tmp_path, game=game)
    assert s.duel.winner in (0, 1, 2)
    from_file = load(path)
    from_lib = Library(tmp_path / "games.sqlite").load(gid)
    for r in (from_file, from_lib):
        assert r.game == game and r.rules == GAMES[game].rules
        assert r.answers == s.replay.answers
        assert r.fingerprints == s.replay.fingerprints
        assert r.decks == [DECKS[game], DECKS[game]] and r.seed == 5 and r.players == ["greedy", "random"]
        assert r.result == {"winner": s.duel.winner, "turns": s.duel.turn}
        d = r.play()
        assert render(d, game) == render(s.duel, game)
        assert d.winner == s.duel.winner
    assert dumps(parse(dumps(from_file).splitlines(), "x")) == dumps(from_file)
    assert dumps(from_lib) == dumps(from_file)


@BOTH
def test_a_cut_last_line_loses_only_that_line(tmp_path: Path, game: str) -> None:
    s, _, path = played(tmp_path, ("random", "random"), limit=100, game=game)
    assert s.duel.winner is None
    text = path.read_text()
    cut = text[: len(text) - 7]  # a process killed in the middle of writing its last answer
    r = parse(cut.splitlines(), "cut")
    assert r.answers == s.replay.answers[:-1]
    r.play()


@BOTH
def test_refuses_what_it_cannot_play_identically(tmp_path: Path, game: str) -> None:
    # a duel still going at its 110th answer (the DM starter deck's duel of seed 5 ends at its 119th): answer 101 is
    # changed below
    s, _, path = played(tmp_path, ("random", "random"), limit=110, game=game)
    assert s.answers == 110
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])

    def variant(**change: object) -> list[str]:
        return [json.dumps({**head, **change}), *lines[1:]]

    with pytest.raises(ReplayError, match="newer Arbiter"):
        parse(variant(version=99), "v99")
    with pytest.raises(ReplayError, match="rules profile"):
        parse(variant(rules="master-rules-2008"), "rules")
    with pytest.raises(ReplayError, match="malformed replay header"):
        parse(variant(decks=[["no such card"], head["decks"][1]]), "decks")
    with pytest.raises(ReplayError, match='game "mtg"'):
        parse(variant(game="mtg"), "mtg")
    with pytest.raises(ReplayError, match="not an Arbiter replay"):
        parse(["{}"], "empty header")
    # an engine that plays the answers differently: a fingerprint does not match
    bad = parse(lines, "fp")
    bad.fingerprints[100] = "000000000000"
    with pytest.raises(ReplayError, match="plays differently here from answer 101"):
        bad.play()
    # an answer this engine does not offer
    bad = parse(lines, "key")
    bad.answers[100] = "attack:999:-1"
    with pytest.raises(ReplayError, match="does not play here: at answer 101"):
        bad.play()
    # another game's header on these answers
    other = next(g for g in GAMES.values() if g.name != game)
    with pytest.raises(ReplayError):
        parse([json.dumps({**head, "game": other.name, "rules": other.rules}), *lines[1:]], "swap").play()


@BOTH
def test_undo_steps_back_and_the_record_follows(tmp_path: Path, game: str) -> None:
    lib = Library(tmp_path / "games.sqlite")
    r = Replay.new(game, [DECKS[game], DECKS[game]], 9, ["human", "random"], analysis=True)
    gid = lib.add(r)
    path = tmp_path / "g.jsonl"
    s = Session(r, [LibraryRecorder(lib, gid), FileRecorder(path, r)])
    first_choice = None
    while s.answers < 120 and s.duel.winner is None:
        d = s.duel
        assert d.pending is not None
        if s.is_human(d.pending.player):
            if len(d.pending.options) > 1 and first_choice is None:
                first_choice = (s.answers, render(d, game))
            s.act(d.pending.options[-1].key)
        else:
            s.agent_move()
    kept = s.answers
    assert s.undo(0)
    assert s.answers < kept
    pending = s.duel.pending
    assert pending is not None and s.is_human(pending.player)
    while s.undo(0):
        pass
    assert first_choice is not None and s.answers == first_choice[0]
    assert render(s.duel, game) == first_choice[1]
    # a different answer after the undo: the file and the library hold the new line of play
    assert s.duel.pending is not None
    s.act(s.duel.pending.options[0].key)
    for _ in range(30):
        if s.duel.pending is not None and not s.is_human(s.duel.pending.player):
            s.agent_move()
    s.close()
    assert load(path).answers == s.replay.answers
    assert lib.load(gid).answers == s.replay.answers
    assert render(load(path).play(), game) == render(s.duel, game)


@pytest.mark.parametrize(("lang", "banner", "said"), [("en", " A  LP", 'next: A chooses Summon "'),
                                                       ("ja", " A  LP", "次：Aの選択は「")])
def test_a_replays_screen_names_the_sides_once_and_quotes_a_choice_once(tmp_path: Path, lang: str, banner: str,
                                                                       said: str) -> None:
    # it read " A (A)  LP 8000" and 次：Aが「「クリッター」を召喚」を選ぶ: a banner saying whose side it is twice, a
    # choice's own quotes inside the line's
    s, _, _ = played(tmp_path, seed=5)  # a game over: the replay shows what each side chose
    screen = Screen()
    viewer = ReplayViewer(s.replay, screen, lang)  # type: ignore[arg-type]
    viewer.goto(next(k for k, key in enumerate(s.replay.answers) if key.startswith("summon")))
    viewer.show()
    assert banner in screen.text and "(A)" not in screen.text and "（A）" not in screen.text
    assert said in screen.text and "「「" not in screen.text


@BOTH
def test_a_game_not_over_replays_as_both_players_see_it(tmp_path: Path, game: str) -> None:
    # `arbiter replay` of a game still being played showed both hands and every draw: a peek at the opponent's hand
    # the web board refuses (a seat's view of a game not over is that seat's own)
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--game", game, "--seed", "1", "--lang", "en", "--db", db], input="quit\n")
    printed = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", "en", "--print"]).output
    draws = [line for line in printed.splitlines() if line.startswith(("A draws", "B draws"))]
    assert draws and not [line for line in draws if '"' in line], printed
    stepped = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", "en"], input="q\n").output
    assert "the game is not over" in stepped and not re.search(r"\bo?h\d+ ", stepped), stepped


@pytest.mark.parametrize(("change", "said"), [
    ({"seed": "abc"}, '"seed" must be a whole number, not "abc"'),
    ({"seed": 1.5}, '"seed" must be a whole number, not 1.5'),
    ({"meta": "x"}, '"meta" must be a JSON object, not "x"'),
    ({"players": ["human"]}, '"players" must be two names, not ["human"]'),
    ({"decks": "goat"}, '"decks" must be two lists of cards, not "goat"'),
    ({"decks": None, "seed": None}, 'no "decks" and no "seed"'),
])
def test_a_header_field_of_the_wrong_kind_is_named_in_words(change: dict[str, object], said: str) -> None:
    # said in Python's words: "invalid literal for int() with base 10: 'abc'", "dictionary update sequence element
    # #0 has length 1; 2 is required"; a seed of 1.5 was taken as 1
    deck = GAMES["ocg"].read_deck(GAMES["ocg"].starter_deck)
    head = json.loads(dumps(Replay.new("ocg", [deck, deck], 1, ["human", "random"])).splitlines()[0])
    head = {k: v for k, v in {**head, **change}.items() if v is not None}
    with pytest.raises(ReplayError) as e:
        parse([json.dumps(head)], "f.jsonl")
    assert str(e.value) == f"f.jsonl: a malformed replay header: {said}"


def test_an_answer_out_of_order_names_its_line_once() -> None:
    deck = GAMES["ocg"].read_deck(GAMES["ocg"].starter_deck)
    head = dumps(Replay.new("ocg", [deck, deck], 1, ["human", "random"])).splitlines()[0]
    with pytest.raises(ReplayError) as e:
        parse([head, json.dumps({"n": 3, "key": "pass"})], "f.jsonl")
    assert str(e.value) == "f.jsonl:2: answer 3 does not follow answer 0"
