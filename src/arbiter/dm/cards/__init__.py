"""Duel Masters card definitions, filed by what a card is: <kind>/<civilization>.py (docs/architecture.md);
helpers that cards of several files use live in `shared/`. Every module of the tree is loaded by `registry.load_all`.
"""
