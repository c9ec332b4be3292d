"""Steps the tests take on a duel set up from a scenario's board (`scenario_text.board`, its cards by label): the
pending question as both fronts show it, activating a card, answering with a card, passing the windows to the next
question."""

from __future__ import annotations

from typing import Any

from arbiter.games import support_for
from arbiter.web.wire import state


def prompts(d: Any, game: str) -> tuple[str, str]:
    """The pending question as its chooser reads it on the terminal (the view's prompt) and the web board, in
    English and Japanese; both fronts must agree."""
    assert d.pending is not None
    seat = d.pending.player
    got = []
    for lang in ("en", "ja"):
        shown = support_for(game).view(d, seat, lang)["pending"]["prompt"]
        assert state(d, game, seat, lang, 0, seat=seat)["pending"]["prompt"] == shown == d.pending.prompt(lang)
        got.append(shown)
    return got[0], got[1]


def answer(d: Any, labels: dict[str, int], label: str) -> None:
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.card == labels[label]))


def activate(d: Any, labels: dict[str, int], card: str) -> None:
    """Activate the card labelled `card`."""
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels[card]))


def resolve(d: Any) -> None:
    """Pass the windows until the chain resolves to a question."""
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
