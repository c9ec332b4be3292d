"""The game-agnostic kernel: decisions, the seeded RNG, events with their causes, the log."""

import enum
import sys

# Python 3.11's EnumType has a __getattr__ that makes every `Zone.HAND`-style lookup take CPython's slow attribute
# hook (about three times a plain class attribute, some 14% of a self-play duel). It is a leftover: 3.11 already
# puts every member into its class's __dict__, and 3.12 removed it. Removed here too, on 3.11 only.
if sys.version_info[:2] == (3, 11) and "__getattr__" in vars(enum.EnumType):
    delattr(enum.EnumType, "__getattr__")
