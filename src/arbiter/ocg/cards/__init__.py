"""Card definitions, filed by what a card is: <kind>/<subkind>/<letter>.py (docs/architecture.md). Each card's whole
behaviour is one `define(...)` call in the file its kind and English name say; helpers that cards in several files
use live in `shared/`, the small common ones in `common.py`.

A module is imported (and its cards registered) when one of its cards is first asked for (`registry.definition`),
or with every other one by `registry.load_all`.
"""
