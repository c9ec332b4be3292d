"""The normal spells, one file per first letter of the English name."""
