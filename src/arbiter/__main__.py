"""`python3 -m arbiter ...`: the `arbiter` command, for a checkout run with PYTHONPATH=src or without the script."""

from arbiter.cli import main

main(prog_name="arbiter")
