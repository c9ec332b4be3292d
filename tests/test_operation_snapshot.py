"""An operation that asks while its chain link resolves (「死者蘇生」's position) keeps one snapshot of the duel from
before it ran, for all its questions: an answer goes back to a copy of it (`Duel.rewind`) and the replay takes no
other. Clones of the duel made while a question waits share that snapshot, so none may change it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from arbiter.ocg.chain import ResolveChain
from arbiter.ocg.decks import read_ydk
from arbiter.ocg.duel import Duel
from arbiter.ocg.game import new_duel
from arbiter.ocg.render import render
from arbiter.selfplay import BUNDLED_DECK

DECK = read_ydk(BUNDLED_DECK).all
SEEDS = range(6)  # random duels of the bundled deck in which 「死者蘇生」 asks its position


def _waiting(d: Duel) -> bool:
    top = d.stack[-1]
    return isinstance(top, ResolveChain) and top.snapshot is not None


def _play(seed: int, on_question: Callable[[Duel], None] | None = None,
          answering: Callable[[bool], None] | None = None) -> tuple[list[str], int]:
    """A random duel: its log and how many questions operations asked in it. `on_question(d)` runs at each;
    `answering(True)` as each is answered, `answering(False)` once the duel has stopped at its next decision."""
    d = new_duel(DECK, DECK, seed)
    rng = random.Random(seed)
    asked = 0
    while not d.over and d.decisions < 2000:
        assert d.pending is not None
        waiting = _waiting(d)
        if waiting:
            asked += 1
            if on_question is not None:
                on_question(d)
        if waiting and answering is not None:
            answering(True)
        d.act(rng.choice(d.pending.options).key)
        if waiting and answering is not None:
            answering(False)
    return render(d.log, "en"), asked


def test_an_answer_copies_the_duel_once(monkeypatch: pytest.MonkeyPatch) -> None:
    copies: list[int] = []  # the copies made of a duel resolving a chain link, from each answer to the next decision
    counting = False
    clone = Duel.clone

    def answering(now: bool) -> None:
        nonlocal counting
        counting = now
        if now:
            copies.append(0)

    def counted(self: Duel) -> Duel:
        if counting and self.stack and isinstance(self.stack[-1], ResolveChain):
            copies[-1] += 1
        return clone(self)

    monkeypatch.setattr(Duel, "clone", counted)
    asked = sum(_play(seed, answering=answering)[1] for seed in SEEDS)
    assert asked > 0
    # the copy the answer goes back to; before, the replay took a snapshot of that copy again
    assert copies == [1] * asked


def test_a_clone_played_on_while_a_question_waits_leaves_the_duel_as_it_was() -> None:
    def meddle(d: Duel) -> None:
        for n in range(len(d.pending.options) if d.pending else 0):  # every answer, each in a clone of its own
            c = d.clone()
            rng = random.Random(n)
            while not c.over and c.decisions < d.decisions + 30:
                assert c.pending is not None
                c.act((c.pending.options[n] if c.decisions == d.decisions else rng.choice(c.pending.options)).key)

    for seed in SEEDS:
        assert _play(seed, meddle) == _play(seed)
