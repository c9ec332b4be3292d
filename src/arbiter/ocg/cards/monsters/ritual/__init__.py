"""The ritual monsters, one file per first letter of the English name."""
