"""The OCG duel's frames: the kernel's control flow as data, typed for the OCG duel."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from arbiter.kernel.frame import Frame as KernelFrame

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


class Frame(KernelFrame):
    __slots__ = ()
    # while this frame is on the stack, triggers set off wait for it to form their chain (the draw phase before
    # its normal draw: nobody gets priority until the draw is made)
    holds_triggers: ClassVar[bool] = False
    # a frame that forms a chain of the waiting triggers itself once it is done (an activation being made, a
    # chain resolving, a summon): triggers that an effect applied at once sets off above it wait for it
    gathers_triggers: ClassVar[bool] = False


class Replaying(Frame):
    """A frame whose operation may stop at a question as it runs (a resolving chain link, an effect applied at once,
    the destruction that ends a battle): it keeps the duel from before the operation ran, `snapshot` (None while no
    question waits), and the answers given so far, `asked`, and runs the operation again from that snapshot with each
    answer (docs/architecture.md, "How a decision flows")."""

    __slots__ = ("asked", "snapshot")

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.snapshot: Duel | None = None

    def replay(self, d: Duel, key: str) -> list[str]:
        """Put `d` back as it was before the operation ran (`Duel.rewind`), where this frame's copy on top of the
        stack keeps the same snapshot and takes the answers so far with `key`, to run the operation again; those
        answers."""
        snapshot, asked = self.snapshot, [*self.asked, key]
        assert snapshot is not None, "no question waits for an answer"
        d.rewind(snapshot)
        frame = d.stack[-1]
        assert isinstance(frame, Replaying) and type(frame) is type(self)
        frame.snapshot, frame.asked = snapshot, asked
        return asked

    def probe_copy(self) -> tuple[Duel, Replaying]:
        """A copy of the snapshot with this frame's copy on top of its stack holding the same snapshot and answers:
        the operation run there up to the question waiting now tells what an answer would do (`effects.probing`)."""
        assert self.snapshot is not None, "no question waits for an answer"
        probe = self.snapshot.clone()
        frame = probe.stack[-1]
        assert isinstance(frame, Replaying) and type(frame) is type(self)
        frame.snapshot, frame.asked = self.snapshot, self.asked.copy()
        return probe, frame
