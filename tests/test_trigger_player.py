"""A trigger about other cards that another player activates (`Effect.trigger_player`, read where
`Duel.record` notes the triggers an event sets off): 「ハーピィの狩場」's is the summoning player's, whoever controls
the field spell; the chain link is theirs and so are its targets."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load

BOARD = """
turn: {number: %d, player: %s, phase: main1}
players:
  A:
    field: [{card: ハーピィの狩場, face: up}]
    hand: [ハーピィ・レディ]
  B:
    hand: [ハーピィ・レディ]
"""


def _summon(turn: int, seat: str) -> tuple[int, str]:
    """Who is asked first once the summon is over, and for what."""
    d = build(load(BOARD % (turn, seat), "hunting"), "hunting", RULES).duel
    p = "AB".index(seat)
    d.act(f"summon:{d.players[p].hand[0]}")
    while d.pending is not None and d.pending.kind == "window" and not d.chain:
        d.act("pass")
    assert d.pending is not None
    return d.pending.player, d.pending.kind


def test_the_summoner_activates_it() -> None:
    assert _summon(3, "A") == (0, "target")
    assert _summon(4, "B") == (1, "target")
