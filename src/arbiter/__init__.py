"""Arbiter: a rules engine and judge for trading card games."""

__version__ = "0.1.0"

# the name on the package index ("arbiter" there is an unrelated project); the command and the import stay `arbiter`
DISTRIBUTION = "arbiter-tcg"
