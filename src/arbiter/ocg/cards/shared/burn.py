"""Effect damage to a player: burn operations."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.effects import Operation, Resolution


def burn_800(res: Resolution) -> None:
    res.duel.damage(res.opponent, 800, res.cause)


def burn_op(amount: int) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        res.duel.damage(res.opponent, amount, res.cause)
    return op


def burn(amount: int) -> Operation:
    """An operation: `amount` damage to the player the effect targets (the opponent; 「精霊の鏡」 may move it)."""
    def op(res: Resolution) -> None:
        res.duel.damage(res.target_player, amount, res.cause)
    return op
