"""Card definitions, filed by what a card is: <kind>/<subkind>/<letter>.py (docs/architecture.md). Each card's whole
behaviour is one `define(...)` call in the file its kind and English name say; helpers that cards in several files
use live in `shared/`, the small common ones in `common.py`.

Every module of this package's tree is imported (and so registered) by `registry.load_all`.
"""
