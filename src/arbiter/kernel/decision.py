"""Decisions: the engine stops at one of these and waits for an answer; it never calls a player."""

from __future__ import annotations

from dataclasses import dataclass, field


class IllegalAction(ValueError):
    """An answer or action the rules refuse; the duel is left exactly as it was."""


class NothingToChoose(Exception):
    """A decision made with no option: a player could never answer it, so the duel would stop for good. It is a
    fault of the engine or of a card's script (which must say what its effect does when nothing is left to
    choose), never of a player's input."""


class Option:
    """One legal answer: a stable key (what an agent sends back) and the data the engine needs.

    A plain slotted class rather than a dataclass: options are made by the hundred thousand.
    """

    __slots__ = ("arg", "card", "key", "kind", "label_en", "label_ja")

    def __init__(self, key: str, kind: str, card: int = -1, arg: int = 0, label_en: str = "",
                 label_ja: str = "") -> None:
        self.key = key
        self.kind = kind
        self.card = card  # card index in the duel, or -1
        self.arg = arg  # effect number, target, position ...
        self.label_en = label_en
        self.label_ja = label_ja

    def __repr__(self) -> str:
        return f"Option({self.key!r})"


@dataclass(slots=True)
class Decision:
    """What is pending: whose decision, what kind, and the finite list of legal options."""

    player: int
    kind: str
    options: list[Option]
    prompt_en: str = ""
    prompt_ja: str = ""
    passable: bool = False  # a priority window or an optional offer, which resolve/phase may decline
    _index: dict[str, Option] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not self.options:
            raise NothingToChoose(f"a {self.kind} decision ({self.prompt_en or 'no prompt'}) for player "
                                  f"{self.player + 1} with no option to answer")

    def prompt(self, lang: str) -> str:
        """The question in the language `lang` ("ja" or "en"), as every front shows it."""
        return self.prompt_ja if lang == "ja" else self.prompt_en

    def option(self, key: str) -> Option:
        if self._index is None:
            self._index = {o.key: o for o in self.options}
        try:
            return self._index[key]
        except KeyError:
            raise IllegalAction(f"'{key}' is not a legal answer to this {self.kind} decision") from None
