"""`arbiter play` and `arbiter replay` driven through a real pseudo-terminal (pexpect), in both games.

A scripted player reads the options off the screen and picks by command (attack first, then
summon, ...), so its choices depend only on what the screen shows. That makes a game killed
halfway and resumed comparable with the same game played straight through.
"""

from __future__ import annotations

import os
import re
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from itertools import pairwise
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from arbiter.library import Library  # noqa: E402
from arbiter.play.front import front_for  # noqa: E402

ANSI = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07]*\x07|[()][0-9A-B]|[=>])")
OPTION = re.compile(r"^\s*(\d+)\s\s(\S+(?: \S+)*)\s\s", re.M)
PREFERENCES = {  # DM: "attack" alone moves to the attack phase, "main" skips the mana charge
    "ocg": ["attack \\S+ direct", "attack", "summon", "flip", "act", "battle", "set", "end", "pass"],
    "dm": ["attack \\S+ direct", "attack \\S+ o", "charge", "summon", "cast", "trigger", "block", "attack", "end"],
}
BOTH = pytest.mark.parametrize("game", ["ocg", "dm"])
# `--auto-pass` where the game has windows to pass (Duel Masters refuses it)
AUTO_PASS = {"ocg": ("--auto-pass",), "dm": ()}
READY = "\x1b[?25h"  # prompt_toolkit shows the cursor when the prompt is drawn and reads keys
WIN = r"wins the duel\.|You win the duel\.|You lose the duel\.|The duel is a draw\."  # told to a seat: its own result


def _interruptible() -> None:
    """In the child before it starts: Ctrl-C interrupts it, as in a shell. A child inherits an ignored SIGINT, and a
    test run started as a background job of a non-interactive shell (`pytest > log &` in a script) ignores SIGINT from
    its start (no test changes it): the game would go on through Ctrl-C while an agent thinks (at the prompt,
    prompt_toolkit reads the key itself)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def sigint_ignored() -> Iterator[None]:
    """Meanwhile the test process ignores SIGINT, as one started as such a background job does."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def spawn(db: Path, *args: str) -> pexpect.spawn:
    # PYTHONPATH: the arbiter of this tree, not an installed one (an editable install may point at another checkout)
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", ARBITER_DB=str(db), COLUMNS="200",
               PYTHONPATH=str(Path(__file__).resolve().parents[1] / "src"))
    child = pexpect.spawn(sys.executable, ["-m", "arbiter.cli", *args], env=env, dimensions=(60, 200),
                          encoding="utf-8", timeout=60, preexec_fn=_interruptible)
    child.delaybeforesend = None
    return child


def play(db: Path, game: str, *args: str) -> pexpect.spawn:
    return spawn(db, "play", "--game", game, *args)


def pick(options_text: str, game: str = "ocg") -> str:
    """The scripted player: the first option whose command matches the earliest preference."""
    opts = OPTION.findall(ANSI.sub("", options_text))
    assert opts, options_text
    for pref in PREFERENCES[game]:
        for num, cmd in opts:
            if re.match(pref + r"\b", cmd):
                return num
    return opts[0][0]


def wait_prompt(child: pexpect.spawn, player: str = "A") -> str | None:
    """Wait for the next question to `player` (a freshly drawn option list); None if the duel ended.

    The option list's header line appears only on a new screen (the prompt line is redrawn when a
    line is entered, so `A>` alone would match too early); the prompt is ready for keys once
    prompt_toolkit shows the cursor.
    """
    i = child.expect([rf"{player}: [^\r\n]*[\r\n]+", WIN, pexpect.EOF])
    if i == 1:
        child.expect(pexpect.EOF)
        return None
    assert i == 0, child.before
    child.expect(f"{player}>")
    options = str(child.before)
    child.expect_exact(READY)
    return options


def drive(child: pexpect.spawn, player: str = "A", stop_after: int | None = None,
          game: str = "ocg") -> tuple[str, int]:
    """Answer every decision of `player` until the duel ends ('end') or `stop_after` answers ('stopped')."""
    n = 0
    while stop_after is None or n < stop_after:
        options = wait_prompt(child, player)
        if options is None:
            return "end", n
        child.sendline(pick(options, game))
        n += 1
    return "stopped", n


def game_log(db: Path, gid: int = 1) -> tuple[list[str], list[str]]:
    """A game's answers and its whole log in English, from the library."""
    lib = Library(db)
    try:
        r = lib.load(gid)
    finally:
        lib.close()
    d = r.play()
    return r.answers, front_for(r.game).render(d, len(d.log), None, "en")


@pytest.mark.parametrize(("game", "agent"), [(g, a) for g in ("ocg", "dm") for a in ("random", "greedy", "mcts:20")])
def test_a_whole_duel_against_each_agent(tmp_path: Path, game: str, agent: str) -> None:
    db = tmp_path / "games.sqlite"
    child = play(db, game, "--agent", agent, "--seed", "3", "--lang", "en", *AUTO_PASS[game])
    outcome, n = drive(child, game=game)
    assert outcome == "end" and n > 5
    _, log = game_log(db)
    assert re.search(r"[AB] wins( the duel)?$|the duel is a draw$", log[-1]), log[-1]
    lib = Library(db)
    assert lib.games()[0].status == "finished" and lib.games()[0].game == game
    lib.close()


@BOTH
def test_killed_and_resumed_is_the_same_game(tmp_path: Path, game: str) -> None:
    straight = tmp_path / "straight.sqlite"
    outcome, answered = drive(play(straight, game, "--agent", "random", "--seed", "8", "--lang", "en"), game=game)
    assert outcome == "end" and answered > 4
    half = answered // 2
    killed = tmp_path / "killed.sqlite"
    child = play(killed, game, "--agent", "random", "--seed", "8", "--lang", "en")
    assert drive(child, stop_after=half, game=game) == ("stopped", half)
    assert wait_prompt(child)  # the next question is on screen: kill the process while it waits
    child.kill(signal.SIGKILL)
    child.close()
    before_kill, _ = game_log(killed)
    assert len(before_kill) > half
    outcome, _ = drive(spawn(killed, "play", "--resume", "1", "--lang", "en"), game=game)
    assert outcome == "end"
    assert game_log(killed) == game_log(straight)


@BOTH
def test_two_people_at_one_terminal_do_not_see_each_others_hands(tmp_path: Path, game: str) -> None:
    db = tmp_path / "games.sqlite"
    child = play(db, game, "--agent", "human", "--seed", "2", "--lang", "en", *AUTO_PASS[game])
    seen = {"A": 0, "B": 0}
    for _ in range(40):
        i = child.expect([r"Player ([AB]): your turn at the keyboard", r"([AB]): [^\r\n]*[\r\n]+"])
        who = child.match.group(1)
        if i == 0:
            child.expect_exact(READY)
            child.sendline("")
            continue
        screen = ANSI.sub("", child.before)
        # your own hand is listed with codes h1, h2 ...; the opponent's only as a count
        assert re.search(rf"{who} \(you\)", screen) and "oh1" not in screen
        child.expect(f"{who}>")
        options = child.before
        child.expect_exact(READY)
        child.sendline(pick(options, game))
        seen[who] += 1
    assert seen["A"] and seen["B"]
    child.sendline("quit")
    child.close()


def _at_the_handover_to_b(tmp_path: Path, *flags: str) -> pexpect.spawn:
    """Two people at one terminal: A takes the keyboard and ends the turn; the handover to B is being shown."""
    child = play(tmp_path / "games.sqlite", "ocg", "--agent", "human", "--seed", "2", "--lang", "en", *flags)
    child.expect("Player A: your turn at the keyboard")
    child.expect_exact(READY)
    child.sendline("")
    assert wait_prompt(child) is not None
    child.sendline("end")
    child.expect("Player B: your turn at the keyboard")
    return child


@pytest.mark.parametrize("flags", [(), ("--no-clear",)])
def test_the_handover_wipes_the_scrollback_where_the_last_seat_s_hand_was(tmp_path: Path, flags: tuple[str, ...]
                                                                         ) -> None:
    # the handover cleared only the screen (and nothing with --no-clear): the next person scrolled up to the
    # previous one's hand and set cards
    child = _at_the_handover_to_b(tmp_path, *flags)
    wiped = child.before
    assert wiped.rfind("\x1b[3J") > wiped.rfind("A: choose an action"), wiped[-300:]
    child.expect_exact(READY)
    child.sendline("quit")
    child.close()


def test_the_next_person_at_the_keyboard_cannot_call_back_the_last_one_s_commands(tmp_path: Path) -> None:
    # the up arrow brought back the other person's lines (`set h13`: a hand code is the card's place in its owner's
    # deck list, so the set card could be read off a known deck)
    child = _at_the_handover_to_b(tmp_path)
    child.expect_exact(READY)
    child.sendline("")
    assert wait_prompt(child, "B") is not None
    child.send("\x1b[A")  # up: A's `end` called back, then `board` typed after it, read `endboard`
    child.sendline("board")
    assert child.expect(["'endboard'", r"B: [^\r\n]*[\r\n]+"]) == 1, child.before
    child.sendline("quit")
    child.close()


@BOTH
def test_replay_steps_forward_and_back(tmp_path: Path, game: str) -> None:
    db = tmp_path / "games.sqlite"
    drive(play(db, game, "--agent", "greedy", "--seed", "4", "--lang", "en", *AUTO_PASS[game]), game=game)
    child = spawn(db, "replay", "1", "--lang", "en")

    def at() -> int:
        child.expect(r"answer (\d+)/(\d+)")
        k = int(child.match.group(1))
        child.expect("replay>")
        child.expect_exact(READY)
        return k

    first = at()
    for _ in range(3):
        child.sendline("n")
        later = at()
    assert later > first
    child.sendline("b")
    assert first <= at() < later
    child.sendline("end")
    child.expect(r"result: [AB] wins|result: a draw")
    child.expect_exact(READY)
    child.sendline("q")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(("game", "words"), [
    ("ocg", ["１ターン目 · Aのターン · メインフェイズ１", "を召喚"]),
    ("dm", ["１ターン目 · Aのターン · マナチャージ", "をマナチャージ", "シールド"]),
])
def test_japanese_screen(tmp_path: Path, game: str, words: list[str]) -> None:
    child = play(tmp_path / "games.sqlite", game, "--agent", "random", "--seed", "1", "--lang", "ja")
    child.expect("A>")
    screen = ANSI.sub("", child.before)
    child.expect_exact(READY)
    assert "手札" in screen and "（あなた）" in screen
    assert all(w in screen for w in words), screen
    child.sendline("quit")
    child.expect("arbiter play --resume 1")
    child.close()


def test_every_option_has_a_distinct_command() -> None:
    import random as _random

    from arbiter.games import OCG
    from arbiter.ocg.decks import read_ydk
    from arbiter.ocg.game import new_duel
    from arbiter.play.board import card_codes
    from arbiter.play.commands import commands, listed, resolve

    deck = read_ydk(OCG.starter_deck).all
    d = new_duel(deck, deck, 12)
    rng = _random.Random(12)
    while d.pending is not None and d.turn < 12:
        opts = d.pending.options
        if len(opts) == 1:
            d.answer(opts[0])
            continue
        cmds = commands(d, opts, card_codes(d, d.pending.player))
        assert len(set(cmds)) == len(cmds)
        for k, o, cmd in zip(listed(opts), opts, cmds, strict=True):  # k: its number, or the number it chooses
            for typed in (cmd, str(k), o.key):
                assert resolve(typed, opts, cmds) is o
        d.answer(opts[rng.randrange(len(opts))])


@BOTH
def test_undo_in_an_analysis_game(tmp_path: Path, game: str) -> None:
    db = tmp_path / "games.sqlite"
    child = play(db, game, "--agent", "random", "--seed", "6", "--lang", "en", "--analysis")
    drive(child, stop_after=4, game=game)
    assert wait_prompt(child)
    before_undo, _ = game_log(db)
    child.sendline("undo")
    assert wait_prompt(child)
    after_undo, _ = game_log(db)
    assert len(after_undo) < len(before_undo) and after_undo == before_undo[: len(after_undo)]
    child.sendline("quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("launched", ["as this run was", "ignoring SIGINT"])
def test_ctrl_c_while_an_agent_thinks_says_how_to_resume(tmp_path: Path, launched: str) -> None:
    # Ctrl-C at the prompt quits with the resume hint; while an agent thought it ended in click's bare "Aborted!"
    db = tmp_path / "games.sqlite"
    with sigint_ignored() if launched == "ignoring SIGINT" else nullcontext():
        child = play(db, "ocg", "--agent", "mcts:30s", "--seed", "1", "--lang", "en")
    assert wait_prompt(child)
    child.sendline("end")
    child.expect("B is thinking")
    child.sendintr()
    child.expect("quit to save the game and quit")  # resigning is offered too (the test below)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    out = ANSI.sub("", str(child.before))
    assert "resume it with: arbiter play --resume 1" in out and "Aborted" not in out, out
    lib = Library(db)
    assert lib.games()[0].status == "playing"  # what was answered is kept, to be resumed
    lib.close()


def thinking_stopped(db: Path, lang: str = "en") -> pexpect.spawn:
    """A game against a slow agent, stopped by Ctrl-C as it thinks: the question what to do then is on screen."""
    child = play(db, "ocg", "--agent", "mcts:30s", "--seed", "1", "--lang", lang)
    assert wait_prompt(child)
    child.sendline("end")
    child.expect("Bが考えています" if lang == "ja" else "B is thinking")
    child.sendintr()
    child.expect("Enter で" if lang == "ja" else "think again:")
    return child


def test_ctrl_c_while_an_agent_thinks_lets_the_player_resign(tmp_path: Path) -> None:
    # a player could resign only at their own prompt: while an agent thought, Ctrl-C saved and quit, nothing else
    db = tmp_path / "games.sqlite"
    child = thinking_stopped(db)
    child.sendline("resign")
    child.expect("Type yes to resign:")  # confirmed, as at the prompt
    child.sendline("yes")
    child.expect(pexpect.EOF)
    out = ANSI.sub("", str(child.before))
    assert "A resigned." in out and "You lose the duel." in out, out
    lib = Library(db)
    row = lib.games()[0]
    assert (row.status, row.winner, row.resigned) == ("finished", 1, 0)
    assert lib.load(row.id).answers[-1] == "resign:A"
    lib.close()


def test_ctrl_c_then_enter_lets_the_agent_think_on_and_twice_saves_and_quits(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    child = thinking_stopped(db, "ja")
    child.sendline("")  # go on: the agent thinks again, said again
    child.expect("Bが考えています")
    child.sendintr()
    child.expect("Enter で")
    child.sendintr()  # a second Ctrl-C saves and quits, as one did before
    child.expect(pexpect.EOF)
    assert "再開：arbiter play --resume 1" in ANSI.sub("", str(child.before))
    lib = Library(db)
    assert lib.games()[0].status == "playing"
    lib.close()


def test_a_game_played_in_the_terminal_is_held_until_it_quits(tmp_path: Path) -> None:
    # the web lobby does not open a game while a terminal plays it (tests/test_web_lobby.py): the library says so
    db = tmp_path / "games.sqlite"
    child = play(db, "ocg", "--agent", "random", "--seed", "3", "--lang", "en")
    assert wait_prompt(child)
    lib = Library(db)
    held = lib.holder(1)
    assert held is not None and held.pid == child.pid
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert lib.holder(1) is None and lib.games()[0].status == "playing"
    lib.close()


def test_an_agent_thinking_through_several_decisions_is_said_once(tmp_path: Path) -> None:
    # scrolling output printed "B is thinking…" at each of the agent's decisions: up to 7 such lines in a row with
    # nothing between them; once for the run of decisions, again after anything else is printed
    from click.testing import CliRunner

    from arbiter.cli import main

    r = CliRunner().invoke(main, ["play", "--agent", "mcts:5", "--seed", "1", "--lang", "en", "--db",
                                  str(tmp_path / "g.sqlite")], input="end\n" * 6 + "quit\n")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    said = [k for k, line in enumerate(lines) if "B is thinking" in line]
    assert said and all(b - a > 1 for a, b in pairwise(said)), lines
