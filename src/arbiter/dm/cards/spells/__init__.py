"""The Duel Masters spells, one file per civilization (multicolor.py: several)."""
