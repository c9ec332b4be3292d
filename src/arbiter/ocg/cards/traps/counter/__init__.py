"""The counter traps, one file per first letter of the English name."""
