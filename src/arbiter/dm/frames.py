"""Frames: the duel's control flow kept as data, so a duel can stop at any decision and be cloned.

The duel runs the top frame's `step` until a decision is pending; the answer goes to that frame's
`answer`. Frames hold only plain values, so a shallow copy (lists copied) is a clone.

An `Op` runs one process (a routine, by name) in one go. Its questions are asked with `Duel.ask`: the
first unanswered one stops the duel there, showing the state reached so far; the answer restores (a copy of) the
snapshot taken before the routine first ran and runs it again with every answer given so far. The frame keeps that
one snapshot for all the routine's questions: it is never changed, as the clones of a duel waiting for an answer
share it.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.dm.duel import Duel, GameOver, NeedAnswer
from arbiter.dm.pipeline import zero_power
from arbiter.kernel.copying import assign_state
from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.frame import Frame as KernelFrame

Routine = Callable[[Duel, tuple[int, ...]], None]
ROUTINES: dict[str, Routine] = {}
# the routines that never ask a question: an `Op` runs them without taking a snapshot of the duel first (a copy of
# every pile and frame, made before each process of a duel and thrown away unless it asks)
QUIET: set[str] = set()


def routine(name: str, asks: bool = True) -> Callable[[Routine], Routine]:
    """Register a process that an `Op` can run (by name, so that frames stay plain data); `asks=False` where it can
    never ask a question (no event it makes can be replaced), which a question from it then reports as a fault."""

    def register(f: Routine) -> Routine:
        if name in ROUTINES:
            raise ValueError(f"routine {name} is defined twice")
        ROUTINES[name] = f
        if not asks:
            QUIET.add(name)
        return f

    return register


class Frame(KernelFrame):
    __slots__ = ()


class Op(Frame):
    """One process run to its end, replayed from its snapshot with the answers it has been given."""

    __slots__ = ("answers", "args", "changed", "name", "snapshot")

    def __init__(self, name: str, *args: int) -> None:
        self.name = name
        self.args = args
        self.answers: list[str] = []
        self.snapshot: Duel | None = None
        self.changed: list[int] = []  # the cards it had changed when it asked (`Duel.touched`)

    def step(self, d: Duel) -> None:
        # a run again after an answer starts from a copy of the snapshot, which it keeps: no new one is taken
        snap = d.op_snapshot() if self.snapshot is None and self.name not in QUIET else None
        start = len(d.touched)
        d.answers = self.answers
        d.asked = 0
        try:
            ROUTINES[self.name](d, self.args)
        except NeedAnswer as q:
            if self.snapshot is None:
                if snap is None:
                    raise AssertionError(f"routine {self.name} was registered with asks=False, yet it asked") from None
                self.snapshot = d.op_paused(snap)
            self.changed = list(dict.fromkeys(d.touched[start:]))
            d.pending = q.decision
            return
        except GameOver:
            return
        finally:
            d.product = ""
            d.answers = []
            d.asked = 0
            d.journal = None
            d.rng_saved = None
        assert d.stack[-1] is self, "a routine must not leave frames above itself"
        d.stack.pop()

    def answer(self, d: Duel, o: Option) -> None:
        decisions = d.decisions
        restored = self.rerun([*self.answers, o.key])
        # the duel goes back to the snapshot and stays the same duel to its readers: the cards the operation had
        # changed before it asked are noted again, being put back
        touched = d.touched
        touched.extend(self.changed)
        assign_state(d, restored)
        d.touched = touched
        d.decisions = decisions

    def rerun(self, answers: list[str]) -> Duel:
        """A copy of the duel as it was before the routine first ran, ready to run it again with `answers`."""
        assert self.snapshot is not None
        d = self.snapshot.clone()
        top = d.stack[-1]
        assert isinstance(top, Op)
        # the snapshot's own frame is this one as it was then, with no answer and no snapshot yet
        top.answers = answers
        top.snapshot = self.snapshot
        return d


def settle(d: Duel) -> bool:
    """Before the game goes on: state-based actions and waiting effects first. True if there are any."""
    if d.triggers or needs_sba(d):
        d.stack.append(Triggers())
        return True
    return False


def needs_sba(d: Duel) -> bool:
    """A creature the rule destroys now (`pipeline.zero_power`): after a change no event made, such as the end of an
    attack taking a power attacker's bonus away (those an event made were destroyed at once)."""
    return bool(zero_power(d))


class Triggers(Frame):
    """Resolves waiting effects one at a time: the turn player's first, each player choosing the order.

    An effect that triggers while another resolves waits; a turn player's effect that triggers while
    the opponent's resolve is taken next (101.4c). State-based actions are checked between effects too, for what no
    event changed (an event's are applied at once, `pipeline.destroy_zero_power`).
    """

    __slots__ = ()

    def step(self, d: Duel) -> None:
        if needs_sba(d):
            d.stack.append(Op("sba"))
            return
        if not d.triggers:
            d.stack.pop()
            return
        p = d.tp if any(t.player == d.tp for t in d.triggers) else 1 - d.tp
        mine = [t for t in d.triggers if t.player == p]
        if len(mine) == 1:
            d.stack.append(Op("trigger", mine[0].serial))
            return
        opts = []
        for t in mine:
            o = d.card_option("trigger", t.card)
            opts.append(Option(f"trigger:{t.serial}", "trigger", t.card, t.serial, o.label_en, o.label_ja))
        d.pending = Decision(p, "order", opts, "choose the effect to resolve next", "次に解決する効果を選ぶ")

    def answer(self, d: Duel, o: Option) -> None:
        d.stack.append(Op("trigger", o.arg))
