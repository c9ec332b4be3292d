"""「マジカルシルクハット」 shuffles the places of the hidden monster and the two cards set with it: the same three
zones hold them, in an order the seed decides, so the opponent cannot tell which is which."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
seed: {seed}
turn: {{number: 4, player: B, phase: battle}}
players:
  A:
    deck:
      - {{card: 強欲な壺, as: s1}}
      - {{card: サンダー・ボルト, as: s2}}
    monsters:
      - {{stats: {{atk: 1000, def: 1000}}, as: M}}
    spells:
      - {{card: マジカルシルクハット, as: MH}}
  B:
    monsters:
      - {{stats: {{atk: 1500, def: 1000}}, as: X}}
"""


def _hidden(seed: int) -> tuple[int, frozenset[int]]:
    """Play 「マジカルシルクハット」 on M: M's zone afterwards, and the zones of the three face-down cards."""
    d: Duel = build(load(BOARD.format(seed=seed), "hats"), "hats", RULES).duel
    idx = {c.label: c.idx for c in d.cards}  # card objects are replaced when an answer replays a resolution
    hats = idx["MH"]
    while d.pending is not None:
        p = d.pending
        keys = [o.key for o in p.options]
        if p.player == 0 and f"activate:{hats}:1" in keys:
            d.act(f"activate:{hats}:1")
        elif p.kind == "target":
            d.act(next(o.key for o in p.options if o.card == idx["M"]))
        elif p.kind == "select":
            d.act(keys[0])
        elif "pass" not in keys:
            break
        else:
            d.act("pass")
    m = d.cards[idx["M"]]
    trio = [m, d.cards[idx["s1"]], d.cards[idx["s2"]]]
    assert all(c.zone is Zone.MONSTERS for c in trio)
    return m.slot, frozenset(c.slot for c in trio)


def test_the_three_cards_keep_their_zones_in_a_shuffled_order() -> None:
    results = [_hidden(seed) for seed in range(8)]
    assert len({zones for _, zones in results}) == 1  # the same three zones every time
    assert len({slot for slot, _ in results}) > 1  # the hidden monster is not always where it was
