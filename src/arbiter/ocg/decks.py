"""Reading YGOPro `.ydk` deck files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from arbiter.ocg.carddata import CardDB, UnknownCardError, default_db


class DeckError(ValueError):
    """A deck file that cannot be used: says the file, the line and what is wrong."""


@dataclass(frozen=True, slots=True)
class Deck:
    main: tuple[int, ...]
    extra: tuple[int, ...]

    @property
    def all(self) -> list[int]:
        return [*self.main, *self.extra]


def read_ydk(path: Path, db: CardDB | None = None) -> Deck:
    """Parse a .ydk file: `#main`, `#extra` and `!side` sections of passcodes, `#` comments."""
    db = db or default_db()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise DeckError(f"{path}: cannot read the deck: {e}") from None
    main: list[int] = []
    extra: list[int] = []
    section: list[int] | None = None
    for n, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        if line == "#main":
            section = main
        elif line == "#extra":
            section = extra
        elif line.startswith("!side"):
            section = None
        elif line.startswith("#"):
            continue
        elif section is not None:
            if not line.isdigit():
                raise DeckError(f"{path}:{n}: expected a passcode, found {line!r}")
            try:
                db.get(int(line))
            except UnknownCardError:
                raise DeckError(f"{path}:{n}: no card has the passcode {line}") from None
            section.append(int(line))
    if not main:
        raise DeckError(f"{path}: the deck has no #main cards")
    return Deck(tuple(main), tuple(extra))
