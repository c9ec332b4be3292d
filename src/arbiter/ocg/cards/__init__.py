"""Card definitions. Each card's whole behaviour is one `define(...)` call in one of these modules.

Every module in this package is imported (and so registered) by `registry.load_all`.
"""
