"""Fuzzing the command line (cli.py, play/cli.py, simulate/cli.py, web/cli.py) with bad options and arguments:
each is refused with a short error naming the option or the file, exit status 2 (click's usage error) or 1, never
a traceback."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import given
from hypothesis import strategies as st

from arbiter.cli import main
from arbiter.games import GAMES
from arbiter.library import Library
from arbiter.replay import Replay


def refused(args: list[str], status: int, *words: str) -> Result:
    r = CliRunner().invoke(main, args, input="quit\n")
    assert r.exit_code == status, (r.exit_code, r.output, r.exception)
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output and all(w in r.output for w in words), r.output
    return r


@pytest.mark.parametrize("gid", ["99999", str(2**63), "9" * 30])
def test_a_game_id_naming_no_game_is_refused_naming_it(tmp_path: Path, gid: str) -> None:
    db = tmp_path / "games.sqlite"
    Library(db).close()  # a library, empty
    for args in (["play", "--resume", gid], ["replay", gid, "--print"]):
        refused([*args, "--db", str(db)], 1, f"no game #{gid}")


@pytest.mark.parametrize("port", ["-1", "0", "65536", "99999", str(2**70), "http"])
def test_serve_refuses_a_port_no_server_can_listen_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      port: str) -> None:
    # (once: each was passed to uvicorn after the link to it was printed; -1 then failed there)
    import uvicorn

    def served(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"served on port {port}")

    monkeypatch.setattr(uvicorn, "run", served)
    r = refused(["serve", "--port", port, "--db", str(tmp_path / "games.sqlite")], 2, "'--port'")
    assert "http://" not in r.output  # no link printed to a server that is not there


def test_games_lists_at_most_limit_games_and_refuses_a_limit_below_one(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    lib = Library(db)
    for seed in (1, 2):
        lib.add(Replay.new("ocg", [GAMES["ocg"].read_deck(GAMES["ocg"].starter_deck)] * 2, seed, ["human", "random"]))
    lib.close()
    for limit in ("0", "-5"):  # (once: -5 listed every game, 0 none)
        refused(["games", "--limit", limit, "--db", str(db)], 2, "'--limit'")
    for limit, shown in (("1", 1), (str(2**70), 2)):  # (once: 2**70 failed the query, an OverflowError)
        r = CliRunner().invoke(main, ["games", "--json", "--limit", limit, "--db", str(db)])
        assert r.exit_code == 0 and len(r.stdout.splitlines()) == shown, (r.output, r.exception)


NUMBER = st.integers(-2**70, 2**70).map(str) | st.integers(-3, 3).map(str) | st.sampled_from(["1.5", "x", "", "1e3",
                                                                                           "０", "٣", "-0", " 2"])


@given(st.sampled_from(["selfplay", "simulate", "play"]), st.dictionaries(
    st.sampled_from(["--games", "--seed", "--workers", "--max-turns"]), NUMBER, max_size=4))
def test_numbers_of_the_commands_are_taken_or_refused_naming_the_option(command: str, numbers: dict[str, str]) -> None:
    """Every number is read before the decks (one that does not exist here): a bad one is a usage error naming its
    option, and a good one leads to the deck's error."""
    if command == "play":
        numbers = {k: v for k, v in numbers.items() if k == "--seed"}
    args = [command, *(x for kv in numbers.items() for x in kv)]
    args += ["--deck", "no-such-deck"] if command != "simulate" else ["no-such-deck", "--out", str(Path(
        tempfile.mkdtemp()) / "out.jsonl")]
    r = CliRunner().invoke(main, args)
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    if r.exit_code == 2:
        assert any(f"'{option}'" in r.output for option in numbers), r.output
    else:
        assert r.exit_code == 1 and '"no-such-deck" is neither a deck file' in r.output, r.output


def test_files_of_json_nested_too_deeply_are_refused_naming_them(tmp_path: Path) -> None:
    # deeper than Python's json parser recurses (once a RecursionError traceback)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "\n", encoding="utf-8")
    refused(["replay", str(deep), "--print"], 1, f"{deep}: not an Arbiter replay")
    refused(["play", "--game", "dm", "--deck", str(deep), "--db", str(tmp_path / "g.sqlite")], 1,
            f"{deep}: cannot read the deck: maximum recursion depth exceeded")
    refused(["selfplay", "--games", "1", "--journal", str(deep)], 1, f"{deep}: not a journal of Arbiter")
    refused(["simulate", "--resume", "--out", str(deep)], 1,
            f"{deep}: line 1 is not the spec of an `arbiter simulate` results file")


def test_replay_of_a_missing_file_or_a_folder_names_it(tmp_path: Path) -> None:
    # (once: "no games library here yet", the library being looked in first for a game of that id)
    for source in (tmp_path / "missing.jsonl", tmp_path):
        refused(["replay", str(source), "--print", "--db", str(tmp_path / "none.sqlite")], 1,
                f'"{source}" is neither a replay file nor a game id of the library')


def test_a_replay_file_that_is_not_utf_8_is_refused_in_words(tmp_path: Path) -> None:
    # Python's own words were said: "cannot read the replay: 'utf-8' codec can't decode byte 0xff in position 0:
    # invalid start byte"
    binary = tmp_path / "r.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    said = f"{binary}: not an Arbiter replay (byte 1 is not UTF-8 text, as Arbiter writes its replays: a binary file?)"
    refused(["replay", str(binary), "--print"], 1, said)
    refused(["play", "--resume", str(binary), "--db", str(tmp_path / "g.sqlite")], 1, said)
    r = refused(["replay", str(binary), "--print", "--lang", "ja"], 1,
                f"{binary}：Arbiterのリプレイではない（1バイト目が")
    assert "codec" not in r.output
