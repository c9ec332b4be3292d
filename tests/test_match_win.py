"""A monster whose direct attack ending the duel wins the match (`Effect.wins_match`, 「ヴィクトリー・ドラゴン」): the
duel ends by its own rules and `Duel.match_winner` (and the log) records the match; a duel ended otherwise records no
match."""

from __future__ import annotations

from arbiter.judge.flow import advance_to
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{card: MONSTER}]
  B:
    lp: LP
"""


def _direct_attack(monster: str, lp: int) -> Duel:
    d = build(load(BOARD.replace("MONSTER", monster).replace("LP", str(lp)), "match"), "match", RULES).duel
    advance_to(STEPS, d, "battle:battle", "match", 1)
    d.act(f"attack:{d.players[0].monsters[0]}:-1")
    while d.pending is not None and d.pending.kind != "idle":  # until the attack is over (or the duel)
        d.act("pass" if d.pending.kind == "window" else d.pending.options[0].key)
    return d


def test_its_direct_attack_wins_the_match() -> None:
    d = _direct_attack("ヴィクトリー・ドラゴン", 2400)
    assert d.winner == 0 and d.match_winner == 0
    assert [e.kind for e in d.log].count("win_match") == 1


def test_without_the_lp_at_0_no_match_is_won() -> None:
    d = _direct_attack("ヴィクトリー・ドラゴン", 2500)
    assert d.match_winner is None and d.players[1].lp == 100


def test_another_monster_wins_only_the_duel() -> None:
    d = _direct_attack("青眼の白龍", 3000)
    assert d.winner == 0 and d.match_winner is None


def test_its_attack_on_a_monster_wins_only_the_duel() -> None:
    """Its attack on a monster brings the opponent to 0: the duel is won, not the match."""
    board = BOARD.replace("MONSTER", "ヴィクトリー・ドラゴン")
    board = board.replace("lp: LP", "lp: 2400\n    monsters: [{stats: {atk: 0}}]")
    d = build(load(board, "match"), "match", RULES).duel
    advance_to(STEPS, d, "battle:battle", "match", 1)
    d.act(f"attack:{d.players[0].monsters[0]}:{d.players[1].monsters[0]}")
    while d.pending is not None and d.pending.kind != "idle":
        d.act("pass" if d.pending.kind == "window" else d.pending.options[0].key)
    assert d.winner == 0 and d.players[1].lp == 0 and d.match_winner is None
