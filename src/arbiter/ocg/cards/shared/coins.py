"""Coin calls and tosses, numbers a player declares, and the coin cards' target."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from arbiter.kernel.decision import Option
from arbiter.ocg.effects import Resolution


def call_coin(res: Resolution) -> bool:
    """The activator calls heads or tails, then tosses: True if the call was right."""
    o = res.ask([Option("call:heads", "call", label_en="heads", label_ja="表"),
                 Option("call:tails", "call", label_en="tails", label_ja="裏")],
                kind="call", prompt_en="call heads or tails", prompt_ja="コインの裏表を宣言する")
    called = o.key == "call:heads"
    return res.duel.toss_coin(res.player, res.cause, call=called) == called


def tosses(res: Resolution, n: int) -> int:
    """Toss n coins at once; the number of heads."""
    return sum(res.duel.toss_coins(res.player, n, res.cause))


def ask_number(res: Resolution, numbers: list[int], player: int = -1, named: Sequence[int] = (),
               why: Callable[[int], str] | None = None) -> int:
    """A number of `numbers` chosen; `named`, `why`: the numbers the effect's words name and what says why one left
    out of `numbers` is none (`Resolution.ask`'s `closed`)."""
    def option(n: int) -> Option:
        return Option(f"number:{n}", "number", arg=n, label_en=str(n), label_ja=str(n))

    closed = [(option(n), partial(why, n)) for n in named if n not in numbers] if why is not None else []
    o = res.ask([option(n) for n in numbers], kind="number", player=player, prompt_en="choose a number",
                prompt_ja="数字を選ぶ", closed=closed)
    return o.arg


TIME_WIZARD_RIGHT = "time_wizard_right"
