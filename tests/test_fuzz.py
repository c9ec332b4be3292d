"""Fuzzing the inputs a user hands Arbiter: .ydk and Duel Masters deck files, replay files, scenario files and
the answers typed or sent to a duel. Generated and mutated inputs must give a result or a clear error that names
the place (the file), never another exception (a traceback); a refused answer changes nothing.

A bounded number of examples per test runs by default (CI); `HYPOTHESIS_PROFILE=long` runs many more (conftest.py).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

from arbiter.dm.game import DeckError as DMDeckError
from arbiter.dm.game import read_deck as read_dm_deck
from arbiter.games import GAMES, support_for
from arbiter.judge.runner import judge_file
from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.reasons import quote_given
from arbiter.ocg.decks import DeckError, deck_problems, read_ydk
from arbiter.play.commands import commands, resolve
from arbiter.play.front import front_for
from arbiter.replay import Replay, ReplayError, dumps, load

ROOT = Path(__file__).resolve().parent
OCG_CARDS = [str(p) for p in GAMES["ocg"].read_deck(GAMES["ocg"].starter_deck)]
DM_CARDS = sorted({str(k) for k in GAMES["dm"].read_deck(GAMES["dm"].starter_deck)})
WEIRD = st.sampled_from(["", " ", "#", "#main", "#extra", "!side", "-1", "0", "１２３", "²", "٣",
                         "99999999999999999999", "1e5", "0x10", "\x00", "\ufeff#main", "12 34", "🂡", "None", "null",
                         "[]", "{}", "\\", "\t7\t"])
JSON_VALUE = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                   max_size=4), max_leaves=12)


def written(text: str | bytes, suffix: str) -> Path:
    f = Path(tempfile.mkdtemp()) / f"input{suffix}"
    if isinstance(text, bytes):
        f.write_bytes(text)
    else:
        f.write_text(text, encoding="utf-8", errors="surrogatepass")
    return f


# ---- .ydk deck files ----------------------------------------------------------------------------


@given(st.booleans(), st.lists(st.sampled_from(OCG_CARDS) | WEIRD | st.text(max_size=12), max_size=80),
       st.binary(max_size=8))
@example(True, ["99999999999999999999"], b"")  # a passcode past SQLite's integers (once an OverflowError)
def test_a_ydk_file_reads_or_says_what_is_wrong_where(main: bool, lines: list[str], tail: bytes) -> None:
    f = written("\n".join(["#main"] * main + lines).encode("utf-8", "surrogatepass") + tail, ".ydk")
    try:
        deck = read_ydk(f)
    except DeckError as e:
        assert str(f) in str(e)
        return
    assert all(isinstance(p, str) for p in deck_problems(deck.all))


# ---- Duel Masters deck files ----------------------------------------------------------------------


DM_ENTRY = st.fixed_dictionaries({"card": st.sampled_from(DM_CARDS) | JSON_VALUE,
                                  "count": st.integers(-3, 10) | JSON_VALUE | st.integers()})


@given(st.lists(DM_ENTRY | JSON_VALUE, max_size=12) | JSON_VALUE)
def test_a_dm_deck_file_reads_or_says_what_is_wrong_where(doc: Any) -> None:
    f = written(json.dumps(doc), ".json")
    try:
        read_dm_deck(f)
    except DMDeckError as e:
        assert str(f) in str(e)


# ---- replay files ------------------------------------------------------------------------------------


def recorded(game: str) -> list[str]:
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    r = Replay.new(game, [deck, deck], 4, ["random", "random"])
    d = r.start()
    for _ in range(40):
        assert d.pending is not None
        key = d.pending.options[-1].key
        d.act(key)
        r.answers.append(key)
    return dumps(r).splitlines()


RECORDED = {g: recorded(g) for g in sorted(GAMES)}


Mutation = Callable[[st.DrawFn, str], str]


def mutated(draw: st.DrawFn, lines: list[str], rounds: int, own: dict[str, Mutation]) -> str:
    """The lines after `rounds` mutations: a line dropped, doubled or cut short, or changed by one of `own`
    (the mutations that mean something for that kind of file)."""
    for _ in range(rounds):
        if not lines:
            break
        k = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["drop", "dup", "cut", *own]))
        if how == "drop":
            del lines[k]
        elif how == "dup":
            lines.insert(k, lines[k])
        elif how == "cut":
            lines[k] = lines[k][: draw(st.integers(0, len(lines[k])))]
        else:
            lines[k] = own[how](draw, lines[k])
    return "\n".join(lines)


def _other_field(draw: st.DrawFn, line: str) -> str:
    try:
        obj = json.loads(line)
    except ValueError:
        return line
    if isinstance(obj, dict) and obj:
        obj[draw(st.sampled_from(sorted(obj)))] = draw(JSON_VALUE)
        return json.dumps(obj)
    return line


@st.composite
def mutated_replay(draw: st.DrawFn) -> str:
    lines = list(RECORDED[draw(st.sampled_from(sorted(GAMES)))])
    return mutated(draw, lines, draw(st.integers(1, 4)),
                   {"json": lambda draw, line: json.dumps(draw(JSON_VALUE)), "field": _other_field})


@given(mutated_replay())
def test_a_replay_file_plays_or_says_what_is_wrong_where(text: str) -> None:
    f = written(text, ".jsonl")
    try:
        load(f).play()
    except ReplayError as e:
        assert str(f) in str(e) or "answer" in str(e)


# ---- answers sent to a duel ----------------------------------------------------------------------


@given(st.sampled_from(sorted(GAMES)), st.integers(0, 60), st.text(max_size=20) | st.sampled_from(
    ["pass", "summon:1", "attack:0:-1", "activate:3:1", "phase:end", "1", "act s1", "summon h1", "-1", "99"]))
def test_an_answer_not_offered_is_refused_and_changes_nothing(game: str, steps: int, text: str) -> None:
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    d = support.new_duel(deck, deck, steps)
    for _ in range(steps):
        assert d.pending is not None
        d.act(d.pending.options[steps % len(d.pending.options)].key)
    assert d.pending is not None
    options = d.pending.options
    front = front_for(support.name)
    cmds = front.commands(d, options, front.codes(d, d.pending.player)) if game == "dm" else commands(d, options, {})
    picked = resolve(text, options, cmds)  # a typed line names an option or none; it never fails
    assert picked is None or picked in options
    if text in {o.key for o in options}:
        return
    before = (len(d.log), d.decisions, [o.key for o in options], d.rng.getstate())
    try:
        d.act(text)
    except IllegalAction as e:
        assert quote_given(text) in str(e)  # what was typed, as messages quote it
    else:
        raise AssertionError(f"{text!r} was taken though not offered")
    assert (len(d.log), d.decisions, [o.key for o in d.pending.options], d.rng.getstate()) == before


# ---- scenario files -----------------------------------------------------------------------------------


SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))[:12]
TEXTS = [f.read_text(encoding="utf-8") for f in SCENARIOS]


def _other_value(draw: st.DrawFn, line: str) -> str:
    if ":" not in line:
        return line
    value = draw(st.sampled_from(["5", "maybe", "[]", "{}", "null", "-1", "A", "Z", "[1, 2]"]))
    return f"{line.split(':', 1)[0]}: {value}"


@st.composite
def mutated_scenario(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(TEXTS)).splitlines()
    return mutated(draw, lines, draw(st.integers(1, 3)),
                   {"value": _other_value, "indent": lambda draw, line: "  " + line})


@given(mutated_scenario())
def test_a_scenario_file_is_judged_or_says_what_is_wrong_where(text: str) -> None:
    f = written(text, ".yaml")
    v = judge_file(f, "en")  # never raises: a verdict, passed or failed
    assert v.passed or str(f) in v.message, v.message


def test_a_scenario_nested_too_deeply_is_refused_as_such() -> None:
    f = written("title: " + "[" * 3000 + "]" * 3000 + "\n", ".yaml")  # (once: "the engine failed: RecursionError")
    v = judge_file(f, "en")
    assert not v.passed and v.message == f"{f}:1: lists or mappings nested too deeply (thousands of levels) to read"
