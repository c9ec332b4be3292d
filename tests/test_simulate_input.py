"""What `arbiter simulate` is given: a results folder that cannot be made, a results file damaged or edited by hand,
a negative seed, each refused in words, never with a traceback or with games that are not the job's; and the note
on an agent whose games cannot be repeated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.agents import clock_note
from arbiter.cli import main
from arbiter.games import DM
from arbiter.simulate.job import Deck, ResultsFile, Spec
from arbiter.simulate.runner import run_job
from arbiter.simulate.summary import summarise, tables
from arbiter.simulate.tally import Tally


@pytest.mark.parametrize("under", ["sub/r.jsonl", "r.jsonl"])
def test_a_results_folder_that_cannot_be_made_is_refused_before_any_game(tmp_path: Path, under: str) -> None:
    """`--out` under a file: the folder could not be made, and the run ended with a FileNotFoundError's traceback;
    then the system's words were said, "Not a directory", or "File exists" where the file was the folder itself."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    out = blocker / under
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet"])
    said = f"Invalid value for --out: cannot make the folder of {out}: {blocker} is a file, not a folder"
    assert r.exit_code == 2 and said in r.output, r.output
    r = CliRunner().invoke(main, ["play", "--db", str(tmp_path / "g.sqlite"), "--save", str(out), "--lang", "ja"])
    assert r.exit_code == 2 and f"{out}のフォルダを作れない：{blocker}はフォルダではなくファイル" in r.output, r.output


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full, a file whose every write fails")
def test_a_table_the_disk_refuses_after_the_games_names_its_option(tmp_path: Path) -> None:
    """A full disk under --csv was said as Python says it, "[Errno 28] No space left on device", naming no file."""
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  "--csv", "/dev/full", "--force"])
    assert r.exit_code == 1, r.output
    assert f"Error: --csv /dev/full: cannot write it (No space left on device); the games are in {out}" \
        in r.output, r.output


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc, a folder that refuses new files")
@pytest.mark.parametrize("option", ["--csv", "--plot"])
def test_a_file_the_folder_will_not_take_is_refused_before_any_game(tmp_path: Path, option: str) -> None:
    """/proc passed os.access (root passes it anywhere): every game was played, then the write failed without
    naming the option."""
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  option, "/proc/x.csv" if option == "--csv" else "/proc/x.png"])
    assert r.exit_code == 2 and f"Invalid value for {option}: /proc/x." in r.output, r.output
    assert "not writable" in r.output and not out.exists(), r.output  # refused before the job began


def _job(tmp: Path) -> Path:
    """A finished job of two decks and three games a matchup, its results file's path."""
    deck = DM.read_deck(DM.selfplay_deck)
    spec = Spec("dm", [Deck("x", deck), Deck("y", deck)], ("random", "random"), 3, 0, "round-robin", 200)
    f = ResultsFile(tmp / "r.jsonl")
    f.create(spec)
    run_job(spec, f, lambda r: None)
    f.close()
    return tmp / "r.jsonl"


DROP = object()  # a key `_edit` takes out


def _edit(path: Path, line: int, part: str, change: dict[str, object]) -> None:
    """Sets (or, to DROP, takes out) keys of line `line`'s `part` ("settings": the job's spec, "outcome": a game's
    record)."""
    lines = path.read_text().splitlines()
    obj = json.loads(lines[line])
    obj[part].update(change)
    obj[part] = {k: v for k, v in obj[part].items() if v is not DROP}
    lines[line] = json.dumps(obj)
    path.write_text("\n".join(lines) + "\n")


@pytest.mark.parametrize(("change", "said"), [
    ({"game": "mtg"}, 'game "mtg" is none this Arbiter plays (dm, ocg)'),
    ({"agents": ["alpha", "random"]}, 'agent "alpha" is none of random, greedy'),
    ({"mode": "swiss"}, 'mode "swiss" is neither round-robin nor gauntlet'),
    ({"game": "ocg "}, 'game "ocg " is none this Arbiter plays'),  # a space at its end kept in sight
    ({"mode": ""}, 'mode "" is neither round-robin nor gauntlet'),
    ({"mode": None}, "mode null is neither round-robin nor gauntlet"),  # JSON's null, as the file writes it
    ({"games": -4}, "games -4 (at least 1)"),
    ({"max_turns": 0}, "max_turns 0 (at least 1)"),
    ({"seed": -1}, "seed -1 (at least 0)"),
    ({"decks": []}, "no decks"),
    ({"decks": [{"name": "x", "cards": ["nosuch"]}]}, 'deck "x": entry 1: unknown Duel Masters card "nosuch"'),
])
def test_a_spec_edited_by_hand_is_refused_before_any_game(tmp_path: Path, change: dict[str, object],
                                                          said: str) -> None:
    """Such a spec was played: an unknown game or agent failed with a traceback once a game was left to play, a
    deck of unknown cards counted every game an error, 'swiss' played a round robin, -4 games a job of none."""
    out = _job(tmp_path)
    out.write_text("\n".join(out.read_text().splitlines()[:3]) + "\n")  # two games played: four are left
    _edit(out, 0, "settings", change)
    before = out.read_text()
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet"])
    assert r.exit_code == 1 and f"Error: {out}: line 1, the job's spec: {said}" in r.output, r.output
    assert out.read_text() == before


@pytest.mark.parametrize(("change", "said"), [
    ({"error": None, "turns": "12"}, "it lacks or mangles turns, error"),
    ({"winner": DROP}, "it lacks or mangles winner"),  # a draw's winner is None: a record without one is no draw
    ({"game": 0, "seed": 0}, "it names matchup 0, game 0, seed 0, not 0, 1, 1"),
    ({"winner": "c"}, 'first "b", winner "c", turns '),
    ({"deck_b": "z"}, 'its decks "x" and "z" are not the matchup\'s'),
])
def test_a_game_record_edited_by_hand_is_refused(tmp_path: Path, change: dict[str, object], said: str) -> None:
    """A record without "error" failed with a KeyError's traceback in the tables."""
    out = _job(tmp_path)
    _edit(out, 2, "outcome", change)  # game 1's record
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet"])
    # at its line, as a damaged line or a second record of a game is (once: the file only)
    assert r.exit_code == 1 and f"Error: {out}:3: the record of game 1 is not one of this job: {said}" in r.output, \
        r.output


def test_a_record_numbered_past_the_job_is_refused_not_counted(tmp_path: Path) -> None:
    """A game's line copied with another number (past the job's three games): the tables counted four games of
    three."""
    out = _job(tmp_path)
    lines = out.read_text().splitlines()
    copy = json.loads(lines[1])
    copy["i"] = 3
    out.write_text("\n".join([*lines, json.dumps(copy)]) + "\n")
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json", "--quiet"])
    assert r.exit_code == 1 and f"{out}:5: the record of game 3 is not one of this job: the job has games 0 to 2" \
        in r.output, r.output


def test_a_negative_seed_is_refused(tmp_path: Path) -> None:
    """Python's generator deals seed -n as seed n (random.Random(-1) is random.Random(1)): a job from --seed -2 played
    the duels of seeds -1 and 1 with the same shuffles, counted as two different games; `play --seed -1` played the
    duel of seed 1."""
    import random

    assert random.Random(-1).random() == random.Random(1).random()  # the reason, as Python does it
    for command in ("simulate", "selfplay", "play"):
        out = ({"simulate": ["--out", str(tmp_path / "r.jsonl")], "play": ["--db", str(tmp_path / "g.sqlite")]}
               .get(command, []))
        games = [] if command == "play" else ["--games", "4"]
        r = CliRunner().invoke(main, [command, "--game", "dm", *games, "--seed", "-2", *out])
        assert r.exit_code == 2 and "Invalid value for '--seed': \"-2\" is not a whole number of 0 or more" \
            in r.output, r.output


def test_a_number_option_given_a_word_says_what_it_takes() -> None:
    # click's own words were "'abc' is not a valid integer range": a new user read that a range was wanted
    for command, option, takes in (("simulate", "--seed", "of 0 or more"), ("selfplay", "--games", "of 1 or more"),
                                   ("play", "--seed", "of 0 or more"), ("games", "--limit", "of 1 or more"),
                                   ("serve", "--port", "from 1 to 65535")):
        r = CliRunner().invoke(main, [command, option, "abc"])
        assert r.exit_code == 2, r.output
        assert f"Error: Invalid value for '{option}': \"abc\" is not a whole number {takes}" in r.output, r.output


def test_a_time_limited_agent_is_said_to_make_results_that_may_differ(tmp_path: Path) -> None:
    """docs/simulate.md promised the same results on any backend; an `mcts:Ts` agent's search stops by the clock,
    and two runs of one job played different duels without a word."""
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--agents", "MCTS:0.01S,random",
                                  "--out", str(out), "--quiet"])
    assert r.exit_code == 0 and "note: mcts:0.01s searches for a time, not a number of iterations" in r.output, r.output
    assert "how far it sees depends on the machine's speed" in r.output, r.output  # one agent: "it", not "they"
    note = clock_note(["mcts:1s", "mcts:2s"], "dm")
    assert note is not None and note.startswith("mcts:1s and mcts:2s search for a time, not a number of iterations: "
                                                "how far they see depends"), note
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--agents", "mcts:5,random",
                                  "--out", str(tmp_path / "n.jsonl"), "--quiet"])
    assert r.exit_code == 0 and "note:" not in r.output, r.output


def test_the_decks_table_says_which_agent_played_each_side(tmp_path: Path) -> None:
    """With --agents greedy,random a deck's win rate is mostly its agent's (the first deck of a round robin is always
    deck A, so always greedy), and the table titled "Decks" read as the decks' strength."""
    deck = DM.read_deck(DM.selfplay_deck)
    for agents, title in ((("greedy", "random"), "Decks (as deck A played by greedy, as deck B by random)"),
                          (("random", "random"), "Decks")):
        spec = Spec("dm", [Deck(n, deck) for n in "xyz"], agents, 1, 0, "round-robin", 200)
        f = ResultsFile(tmp_path / f"{agents[0]}.jsonl")
        f.create(spec)
        tally = Tally(spec)
        run_job(spec, f, tally.add)
        f.close()
        titles = [t.title for t in tables(summarise(tally)) if not isinstance(t, str)]
        assert titles[1] == title


def test_selfplay_says_the_same_of_a_time_limited_agent(tmp_path: Path) -> None:
    """`selfplay --journal`, run again, reaches "the same figures" (README): not with an mcts:Ts agent."""
    r = CliRunner().invoke(main, ["selfplay", "--game", "dm", "--games", "1", "--agents", "mcts:0.01s,random",
                                  "--journal", str(tmp_path / "j.jsonl")])
    assert r.exit_code == 0 and "note: mcts:0.01s searches for a time, not a number of iterations" in r.output, \
        r.output


def test_a_damaged_line_is_named_with_the_way_out(tmp_path: Path) -> None:
    """A line garbled in the middle of the file was refused as "not a journal record", with nothing to do about it;
    deleting it, as the message now says, has its game played again. The refusal also kept the file locked in this
    process: the next command in it (Python calling the CLI twice) was "another run is writing this journal"."""
    out = _job(tmp_path)
    lines = out.read_text().splitlines()
    out.write_text("\n".join([lines[0], lines[1], "garbage{{", *lines[3:]]) + "\n")
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet"])
    assert r.exit_code == 1 and f"{out}:3: not a journal record (damaged: delete that line, and the same command " \
        "plays its duel again)" in r.output, r.output
    out.write_text("\n".join([lines[0], lines[1], *lines[3:]]) + "\n")
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json", "--quiet"])
    assert r.exit_code == 0 and json.loads(r.output)["run"]["played_now"] == 1, r.output


def test_resume_names_a_file_that_is_no_results_file_as_such_before_refusing_decks(tmp_path: Path) -> None:
    """A file of another kind was "not a journal of Arbiter", a word `simulate` uses nowhere; with decks or
    --games given, a missing file was said to store a job ("--resume continues the job stored in ...")."""
    other = tmp_path / "notes.txt"
    other.write_text("some notes\n", encoding="utf-8")
    for args in ([], ["goat"], ["--games", "3"]):
        r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(other), *args])
        assert r.exit_code == 1 and f"{other}: line 1 is not the spec of an `arbiter simulate` results file" \
            in r.output, r.output
        r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(tmp_path / "none.jsonl"), *args])
        assert r.exit_code == 1 and "no such results file to resume" in r.output, r.output
    (tmp_path / "empty.jsonl").write_text("")
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(tmp_path / "empty.jsonl")])
    assert r.exit_code == 1 and "empty: no `arbiter simulate` results file" in r.output, r.output


def test_a_games_count_below_one_or_not_a_number_is_a_usage_error_before_any_deck_is_read(tmp_path: Path) -> None:
    """`simulate --games -3` read the decks and then ended with status 1; selfplay refused it at once as a usage
    error naming the option (status 2), as simulate now does, deck named or not (a missing one is never read)."""
    for command in ("simulate", "selfplay"):
        out = ["--out", str(tmp_path / "r.jsonl")] if command == "simulate" else []
        decks = [str(tmp_path / "no-such-deck.txt")] if command == "simulate" else []
        for given in ("-3", "0", "many"):
            r = CliRunner().invoke(main, [command, "--game", "dm", *decks, "--games", given, *out])
            assert r.exit_code == 2 and "Invalid value for '--games'" in r.output and given in r.output, \
                (command, given, r.output)
            assert not (tmp_path / "r.jsonl").exists()
