"""The Duel Masters evolution creatures, one file per civilization (multicolor.py: several)."""
