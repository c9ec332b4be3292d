"""The continuous traps, one file per first letter of the English name."""
