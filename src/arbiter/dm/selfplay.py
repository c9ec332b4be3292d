"""Duel Masters random self-play: `python3 -m arbiter.dm.selfplay`, the same as `arbiter selfplay --game dm`.

    python3 -m arbiter.dm.selfplay --games 500      (the bundled starter deck for both players)

The driver is arbiter.selfplay, shared with the OCG.
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from arbiter.cli import main

    main(["selfplay", "--game", "dm", "--json", *sys.argv[1:]])
