"""The Duel Masters cross gears, one file per civilization (multicolor.py: several)."""
