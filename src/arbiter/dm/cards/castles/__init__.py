"""The Duel Masters castles, one file per civilization (multicolor.py: several)."""
