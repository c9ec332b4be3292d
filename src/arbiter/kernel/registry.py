"""A game's card definitions by key, filled by importing the modules of its cards package.

Each game's registry (ocg/registry.py, dm/registry.py) checks its own declarations; this keeps what they
share: one definition per key, loading a module on first use (`load`, or every module with `load_all`), where
each card is declared (for `arbiter cards NAME --source`), and how much of a card's text is played (`CardStatus`,
from the `missing` a declaration gives).
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Literal, TypeVar

from arbiter.kernel.reasons import Why

K = TypeVar("K")
V = TypeVar("V")

Status = Literal["complete", "partial", "not declared"]
# a status as a deck check says it in Japanese
STATUS_JA = {"partial": "一部しか遊べません", "not declared": "まだ遊べません"}


@dataclass(frozen=True, slots=True)
class CardStatus:
    """How much of a card's text the engine plays: `complete` (all of it; an OCG normal monster has no effect to
    play), `partial` (declared, but `missing` names what of its text is not played), or `not declared` (it
    plays as a card without effects). Both games' `card_status` give it; `arbiter cards`, the deck checks and so
    the fronts read it."""

    status: Status
    missing: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        return self.status == "complete"

    def problem(self, named: str) -> Why:
        """What a deck check says of a card that is not complete, `named` in the reader's language; what is missing
        is the declaration's own note, written in English only."""
        missing = "; ".join(self.missing)
        return Why(f"{named} is {self.status} in Arbiter: missing {missing}",
                   f"{named}はArbiterでは{STATUS_JA[self.status]}（未実装：{missing}）")


class DeclarationError(ValueError):
    """A card declared wrongly, said where it is: the file and line of the statement that declares it, then the card
    and what is wrong, a `Why` in English carrying its Japanese (its one argument, `message_of`), which the judge
    shows under `--lang ja` as its other verdicts; the code it names (`Kind.ACTIVATE`, `text_en`) stays as written.
    A card module that raises it is not half-loaded: every later look into that module raises it again
    (`Registry.load`)."""

    def __init__(self, where: tuple[str, int], card: str, what: Why) -> None:
        at = f"{shown_path(where[0])}:{where[1]}"
        super().__init__(Why(f"{at}: {card}: {what}", f"{at}：{card}：{what.ja}"))


def shown_path(file: str) -> str:
    """A file as a message names it: from the current folder where it is under it (`src/arbiter/ocg/cards/...`)."""
    cwd = Path.cwd()
    return str(Path(file).relative_to(cwd)) if Path(file).is_relative_to(cwd) else file


def missing_parts(card: str, missing: tuple[str, ...], where: tuple[str, int]) -> tuple[str, ...]:
    """A declaration's `missing`, checked: each part of the card's text it does not play, in the project's own
    words, one non-empty description each (a bare string would read as one part per letter)."""
    if isinstance(missing, str) or not all(isinstance(m, str) and m.strip() for m in missing):
        raise DeclarationError(where, card, Why("`missing` is a tuple of non-empty descriptions",
                                                "`missing`は空でない説明のタプルで書く"))
    return tuple(missing)


def status_counts(statuses: Iterable[CardStatus]) -> dict[str, int]:
    """How many cards, and how many of each status (`arbiter cards`' counts)."""
    n = {"cards": 0, "complete": 0, "partial": 0, "not declared": 0}
    for st in statuses:
        n["cards"] += 1
        n[st.status] += 1
    return n


class Registry(Generic[K, V]):
    def __init__(self, package: str) -> None:
        self.package = package
        self.defs: dict[K, V] = {}
        self.sources: dict[K, tuple[str, int]] = {}  # key -> (file, line) of the statement declaring it
        self._loaded = False
        self._looked_for: set[str] = set()
        self._broken: dict[str, DeclarationError] = {}  # a module that declares a card wrongly: what is wrong

    def add(self, key: K, value: V, card: str, where: tuple[str, int]) -> None:
        """Register `value` for `key`, declared by the statement at `where` (`declaring_statement`)."""
        if key in self.defs:
            file, line = self.sources[key]
            at = f"{shown_path(file)}:{line}"
            raise DeclarationError(where, card, Why(f"declared twice: it is already declared at {at}",
                                                    f"二度宣言されている：すでに{at}で宣言されている"))
        self.defs[key] = value
        self.sources[key] = where

    def load(self, module: str) -> None:
        """Import one module of the package's tree once, if it exists (importing registers its cards); a module
        that declares a card wrongly raises its `DeclarationError` each time it is looked into, not only the first."""
        if module in self._broken:
            raise self._broken[module]
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
            self._import(module)

    def _import(self, module: str) -> None:
        if module in self._broken:
            raise self._broken[module]
        try:
            importlib.import_module(module)
        except DeclarationError as e:
            self._broken[module] = e
            raise

    def load_all(self) -> dict[K, V]:
        """Import every card module once (importing registers the cards); returns the definitions."""
        if not self._loaded:
            pkg = importlib.import_module(self.package)
            # every module of the package's tree (cards/<kind>/<subkind>/<letter>.py), in the order of their names
            found = pkgutil.walk_packages(pkg.__path__, prefix=f"{self.package}.")
            for name in sorted(m.name for m in found):
                self._import(name)
            self._loaded = True
        return self.defs

    def declaring_statement(self) -> tuple[str, int]:
        """The statement of the card module that declares the card being declared, even through a helper: the
        innermost module-level frame in the cards package (not an outer one: a card module importing another is not
        where its cards are); outside it (a test's declaration), the first caller outside the registries."""
        root = self.package.replace(".", "/")
        frame = sys._getframe(1)
        found: tuple[str, int] | None = None
        while frame is not None:
            if frame.f_code.co_name == "<module>" and root in Path(frame.f_code.co_filename).as_posix():
                return (frame.f_code.co_filename, frame.f_lineno)
            if found is None and not str(frame.f_globals.get("__name__", "")).endswith(".registry"):
                found = (frame.f_code.co_filename, frame.f_lineno)
            frame = frame.f_back  # type: ignore[assignment]
        return found or ("<unknown>", 0)
