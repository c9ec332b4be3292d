"""A set card in the log: the setter's own log names it (they know it), the opponent's and a spectator's say "a
card" (`Duel.ref`'s secret, `view.readable`); the terminal and the web board render the log through `log_lines`."""

from __future__ import annotations

import pytest

from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.carddata import default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.view import log_lines


def _sets() -> Duel:
    """Player A sets a monster (「ならず者傭兵部隊」) by an effect and a spell (「サイクロン」)."""
    db = default_db()
    d = Duel(3)
    monster = d.add_card(db.lookup("ならず者傭兵部隊"), 0, Zone.HAND)
    spell = d.add_card(db.lookup("サイクロン"), 0, Zone.HAND)
    cause = Cause(0, Reason.EFFECT, -1)
    assert d.summon_by_effect(monster, 0, Pos.SET, cause)
    assert d.set_spell_trap(spell, 0, cause)
    return d


@pytest.mark.parametrize(("lang", "lines"), [
    ("ja", ["Aは「ならず者傭兵部隊」をセット", "Aは「サイクロン」をセット"]),
    ("en", ['A sets "Exiled Force"', 'A sets "Mystical Space Typhoon"']),
])
def test_the_setters_log_names_the_card_set(lang: str, lines: list[str]) -> None:
    d = _sets()
    assert log_lines(d, len(d.log), 0, lang)[-2:] == lines


@pytest.mark.parametrize("viewer", [1, -1])
@pytest.mark.parametrize(("lang", "line"), [("ja", "Aはカードをセット"), ("en", "A sets a card")])
def test_the_opponents_and_a_spectators_log_say_a_card(viewer: int, lang: str, line: str) -> None:
    d = _sets()
    assert log_lines(d, len(d.log), viewer, lang)[-2:] == [line, line]
