"""Card definitions. Each card's whole behaviour is one `define(...)` call in one of these modules."""

from arbiter.ocg.cards import monsters, spells, traps

__all__ = ["monsters", "spells", "traps"]
