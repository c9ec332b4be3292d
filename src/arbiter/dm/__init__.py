"""Duel Masters: the second game on the kernel, here for its replacement-effect rules (seed 001)."""
