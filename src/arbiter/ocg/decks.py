"""Reading YGOPro `.ydk` deck files, and the era's deck rules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from arbiter.kernel.reasons import Why, quote_given, wide
from arbiter.kernel.text_files import UnreadableText, decode
from arbiter.ocg.carddata import CardDB, UnknownCardError, default_db
from arbiter.ocg.playable import implemented
from arbiter.ocg.registry import card_status

MAIN_MIN, MAIN_MAX, EXTRA_MAX, COPIES_MAX = 40, 60, 15, 3


class DeckError(ValueError):
    """A deck file that cannot be used: says the file, the line and what is wrong (a `Why`, for the web lobby)."""


@dataclass(frozen=True, slots=True)
class Deck:
    main: tuple[int, ...]
    extra: tuple[int, ...]

    @property
    def all(self) -> list[int]:
        return [*self.main, *self.extra]


def read_ydk(path: Path, db: CardDB | None = None) -> Deck:
    """Parse a .ydk file: `#main`, `#extra` and `!side` sections of passcodes, `#` comments; text in the encodings
    `kernel.text_files` reads."""
    db = db or default_db()
    try:
        data = path.read_bytes()
    except OSError as e:
        raise DeckError(Why(f"{path}: cannot read the deck: {e}", f"{path}：デッキを読めない：{e}")) from None
    try:
        lines = decode(data).splitlines()
    except UnreadableText:  # the passcodes are ASCII: a comment in yet another encoding is only a comment
        lines = data.decode("utf-8", errors="replace").splitlines()
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
            if not (line.isascii() and line.isdigit()):  # "²" and "１" are digits to isdigit but no passcode
                raise DeckError(Why(f"{path}:{n}: expected a passcode, found {quote_given(line)}",
                                    f"{path}:{n}：パスコードのはずが{quote_given(line, 'ja')}"))
            try:
                db.get(int(line))
            except UnknownCardError:
                raise DeckError(Why(f"{path}:{n}: no card has the passcode {line}",
                                    f"{path}:{n}：パスコード{line}のカードはない")) from None
            section.append(int(line))
    if not main:
        raise DeckError(Why(f"{path}: the deck has no #main cards", f"{path}：デッキに#mainのカードがない"))
    return Deck(tuple(main), tuple(extra))


def deck_problems(cards: Sequence[int], db: CardDB | None = None, lang: str = "ja") -> list[str]:
    """What breaks the deck rules of the era (40 to 60 main, at most 15 extra, at most 3 of a name) or
    cannot be played here (cards whose whole text is not played yet: status partial or not declared, each named
    with what is missing); empty when the deck is legal. Fusion and synchro monsters are
    counted as the extra deck wherever the file lists them. Cards are named in `lang`, the reader's language; each
    sentence is a `Why`, English with its Japanese (`in_lang`: the lobby's language)."""
    db = db or default_db()
    found = [db.get(p) for p in cards]
    main = sum(not c.is_extra for c in found)
    extra = len(found) - main
    out: list[str] = []
    if not MAIN_MIN <= main <= MAIN_MAX:
        out.append(Why(f"{main} cards in the main deck (it takes {MAIN_MIN} to {MAIN_MAX})",
                       f"デッキが{wide(main)}枚（{wide(MAIN_MIN)}～{wide(MAIN_MAX)}枚で組む）"))
    if extra > EXTRA_MAX:
        out.append(Why(f"{extra} cards in the extra deck (at most {EXTRA_MAX})",
                       f"融合デッキが{wide(extra)}枚（{wide(EXTRA_MAX)}枚まで）"))
    names = Counter(c.name_en or c.name_ja if lang == "en" else c.name_ja or c.name_en for c in found)
    quoted = '"{}"' if lang == "en" else "「{}」"
    out += [Why(f"{n} copies of {quoted.format(name)} (at most {COPIES_MAX} of a name)",
                f"{quoted.format(name)}が{wide(n)}枚（同名カードは{wide(COPIES_MAX)}枚まで）")
            for name, n in names.items() if n > COPIES_MAX]
    lacking = sorted({c.passcode: c for c in found if not implemented(c)}.values(), key=lambda c: c.passcode)
    return out + [card_status(c.passcode).problem(f"{c.name_en or c.name_ja} ({c.passcode})" if lang == "en"
                                                   else c.describe()) for c in lacking]
