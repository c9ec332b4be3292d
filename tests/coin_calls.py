"""A coin call's options, heads and tails, as an effect that tosses a coin offers them (ocg/cards/shared/coins.py):
words said as they read, for the tests of how the fronts list, take and quote them."""

from __future__ import annotations

from arbiter.kernel.decision import Option

CALLS = [Option("call:heads", "call", label_en="heads", label_ja="表"),
         Option("call:tails", "call", label_en="tails", label_ja="裏")]
