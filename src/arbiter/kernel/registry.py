"""A game's card definitions by key, filled by importing the modules of its cards package.

Each game's registry (ocg/registry.py, dm/registry.py) checks its own declarations; this keeps what they
share: one definition per key, loading a module on first use (`load`, or every module with `load_all`), and where
each card is declared (for `arbiter cards NAME --source`).
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import sys
from pathlib import Path
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Registry(Generic[K, V]):
    def __init__(self, package: str) -> None:
        self.package = package
        self.defs: dict[K, V] = {}
        self.sources: dict[K, tuple[str, int]] = {}  # key -> (file, line) of the statement declaring it
        self._loaded = False
        self._looked_for: set[str] = set()

    def add(self, key: K, value: V) -> None:
        if key in self.defs:
            raise ValueError(f"card {key} is defined twice")
        self.defs[key] = value
        self.sources[key] = self._declaring_statement()

    def load(self, module: str) -> None:
        """Import one module of the package's tree once, if it exists (importing registers its cards)."""
        if self._loaded or module in self._looked_for:
            return
        self._looked_for.add(module)
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError as e:  # a folder of the tree that does not exist: nothing is declared there
            if e.name is None or not module.startswith(e.name):
                raise
            found = False
        if found:
            importlib.import_module(module)

    def load_all(self) -> dict[K, V]:
        """Import every card module once (importing registers the cards); returns the definitions."""
        if not self._loaded:
            self._loaded = True
            pkg = importlib.import_module(self.package)
            # every module of the package's tree (cards/<kind>/<subkind>/<letter>.py), in the order of their names
            found = pkgutil.walk_packages(pkg.__path__, prefix=f"{self.package}.")
            for name in sorted(m.name for m in found):
                importlib.import_module(name)
        return self.defs

    def _declaring_statement(self) -> tuple[str, int]:
        """The statement of the card module that declares the card, even through a helper: the innermost module-level
        frame in the cards package (not an outer one: a card module importing another is not where its cards are)."""
        root = self.package.replace(".", "/")
        frame = sys._getframe(2)
        found = (frame.f_code.co_filename, frame.f_lineno)
        while frame is not None:
            if frame.f_code.co_name == "<module>" and root in Path(frame.f_code.co_filename).as_posix():
                return (frame.f_code.co_filename, frame.f_lineno)
            frame = frame.f_back  # type: ignore[assignment]
        return found
