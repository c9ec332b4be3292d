"""The synchro monsters, one file per first letter of the English name."""
