"""`python3 -m arbiter ...` and the `arbiter` script: the command, for a checkout run with PYTHONPATH=src or without
the script."""

from __future__ import annotations

import sys


def run() -> None:
    """The `arbiter` command. Loading its modules (every card's declaration) takes a second or more, and a Ctrl-C
    then was a KeyboardInterrupt's traceback through the imports: it is said as the commands say theirs."""
    try:
        from arbiter.cli import main
    except KeyboardInterrupt:
        from arbiter.cli_screen import lang_given, screen_error
        from arbiter.kernel.reasons import Why

        stop = screen_error(Why("stopped (Ctrl-C) while Arbiter was loading: nothing was done",
                                "中断（Ctrl-C）：Arbiterの読み込み中。何もしていない"), lang_given(sys.argv[1:]))
        stop.show()
        sys.exit(stop.exit_code)
    main(prog_name="arbiter")


if __name__ == "__main__":
    run()
