"""Arbiter: a rules engine and judge for trading card games."""

__version__ = "0.1.0"
