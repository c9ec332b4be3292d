"""Decisions: the engine stops at one of these and waits for an answer; it never calls a player."""

from __future__ import annotations

from dataclasses import dataclass, field


class IllegalAction(ValueError):
    """An answer or action the rules refuse; the duel is left exactly as it was."""


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: a stable key (what an agent sends back) and the data the engine needs."""

    key: str
    kind: str
    card: int = -1  # card index in the duel, or -1
    arg: int = 0  # effect number, target slot, position ...
    label_en: str = ""
    label_ja: str = ""


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

    def option(self, key: str) -> Option:
        if self._index is None:
            self._index = {o.key: o for o in self.options}
        try:
            return self._index[key]
        except KeyError:
            raise IllegalAction(f"'{key}' is not a legal answer to this {self.kind} decision") from None
