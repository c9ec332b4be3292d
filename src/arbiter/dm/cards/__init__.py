"""The Duel Masters cards of seed 001 and the supporting cards: each card declared once, in one place."""
