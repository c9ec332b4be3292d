"""「さまようミイラ」 turns itself face-down, then its controller's face-down monsters are rearranged among their
zones: the same zones hold them, in an order the seed decides, and the opponent's face-down monsters stay put."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.state import Pos

BOARD = """
seed: {seed}
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters:
      - {{card: さまようミイラ, as: WM}}
      - {{stats: {{atk: 100}}, as: S1, position: set}}
      - {{stats: {{atk: 200}}, as: S2, position: set}}
  B:
    monsters:
      - {{stats: {{atk: 300}}, as: OB, position: set}}
"""


def _rearranged(seed: int) -> tuple[tuple[int, int, int], int]:
    """Use 「さまようミイラ」: the zones of WM, S1 and S2 afterwards, and the zone of B's face-down OB."""
    d = build(load(BOARD.format(seed=seed), "mummy"), "mummy", RULES).duel
    idx = {c.label: c.idx for c in d.cards}  # card objects are replaced when an answer replays a resolution
    d.act(f"activate:{idx['WM']}:1")
    while d.pending is not None and d.pending.kind != "idle":
        keys = [o.key for o in d.pending.options]
        d.act("pass" if "pass" in keys else keys[0])
    mine = [d.cards[idx[k]] for k in ("WM", "S1", "S2")]
    assert all(c.pos is Pos.SET and c.ctl == 0 for c in mine)
    slots = (mine[0].slot, mine[1].slot, mine[2].slot)
    return slots, d.cards[idx["OB"]].slot


def test_the_face_down_monsters_keep_their_zones_in_a_shuffled_order() -> None:
    results = [_rearranged(seed) for seed in range(8)]
    assert {frozenset(slots) for slots, _ in results} == {frozenset({0, 1, 2})}  # the same three zones
    assert len({slots[0] for slots, _ in results}) > 1  # 「さまようミイラ」 is not always where it was
    assert {ob for _, ob in results} == {0}  # the opponent's face-down monster is not moved
