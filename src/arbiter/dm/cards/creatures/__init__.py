"""The Duel Masters creatures, one file per civilization (multicolor.py: several)."""
