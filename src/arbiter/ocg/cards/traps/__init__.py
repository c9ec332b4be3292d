"""The traps, by subkind, one file per first letter of the English name."""
