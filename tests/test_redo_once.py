"""`Effect.redo` with `once_per_turn`: a toss or roll made again once a turn. The use of a redo that a resolved
card left behind (「リバースダイス」) is kept on the card object that left it, so it stays used after that card goes
to the graveyard as the chain ends; a face-up card's own redo (「セカンド・チャンス」) is kept on that card."""

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file

HERE = Path(__file__).parent


@pytest.mark.parametrize("scenario", [
    "cards/ocg/era-dice-re-roll-redoes-only-one-roll-that-turn.yaml",  # the fault: offered again after its use
    "cards/ocg/era-dice-re-roll-declined-stays-for-a-later-roll.yaml",
    "cards/ocg/era-skull-archfiend-die-rolled-again-by-dice-re-roll.yaml",
    "rulings/ocg/004/004-second-coin-toss-own-toss-once-a-turn.yaml",
    "rulings/ocg/004/004-second-coin-toss-retosses.yaml",
])
def test_a_redo_is_used_once_a_turn(scenario: str) -> None:
    v = judge_file(HERE / scenario)
    assert v.passed, v.message
