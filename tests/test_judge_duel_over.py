"""A step naming answers that the duel's end left unasked (a player paid their last LP, R004-038) passes, and the
judge says in its verbose output that they were not used; in a duel that goes on, an answer never asked is still
refused."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arbiter.cli import main
from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    lp: LP
    hand: [{card: 早すぎた埋葬, as: PB}]
    graveyard: [{stats: {atk: 1900}, as: G}]
    monsters: [{stats: {atk: 1000}, as: M}]
steps:
"""


def test_answers_the_duels_end_left_unasked_are_noted_in_both_languages(tmp_path: Path) -> None:
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.replace("LP", "800") + "  - {player: A, activate: PB, targets: [G]}\n"
                 "  - expect: {winner: B}\n", encoding="utf-8")
    en = CliRunner().invoke(main, ["judge", "--lang", "en", str(f)])
    assert en.exit_code == 0, en.output
    assert "line 11: the duel ended before targets [G] were asked for: not used" in en.output
    ja = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert ja.exit_code == 0, ja.output
    assert "11行目：targets [G]が求められる前にデュエルが終わった：使われない" in ja.output


def test_an_answer_never_asked_in_a_duel_that_goes_on_is_refused(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD.replace("LP", "8000") + "  - {player: A, activate: PB, targets: [G], cost: [M]}\n")
    assert not v.passed
    assert "cost [M] were not asked for (or not legal)" in v.message
    assert not v.notes


def test_an_action_only_checked_leaves_no_note(tmp_path: Path) -> None:
    # `legal:` tries the activation on a copy: the duel it ended is not the one judged, and its answers were not
    # the step's
    v = judged(tmp_path, BOARD.replace("LP", "800") + "  - expect: {legal: [{player: A, activate: PB, targets: [G]}]}\n"
               "  - expect: {lp: {A: 800}}\n")
    assert v.passed, v.message
    assert not v.notes
