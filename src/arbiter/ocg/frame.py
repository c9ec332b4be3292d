"""The OCG duel's frames: the kernel's control flow as data, typed for the OCG duel."""

from __future__ import annotations

from typing import ClassVar

from arbiter.kernel.frame import Frame as KernelFrame


class Frame(KernelFrame):
    __slots__ = ()
    # while this frame is on the stack, triggers set off wait for it to form their chain (the draw phase before
    # its normal draw: nobody gets priority until the draw is made)
    holds_triggers: ClassVar[bool] = False
    # a frame that forms a chain of the waiting triggers itself once it is done (an activation being made, a
    # chain resolving, a summon): triggers that an effect applied at once sets off above it wait for it
    gathers_triggers: ClassVar[bool] = False
