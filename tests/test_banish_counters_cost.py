"""A cost of as many graveyard cards as the card has counters of a kind (`Cost(banish_counters=kind)`:
「ダーク・カタパルター」): that many are banished on activation; with no counter, or fewer cards in the graveyard
than counters, the effect cannot be activated."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged


def _board(counters: int, grave: int) -> str:
    cards = ", ".join(f"{{stats: {{atk: {i}}}, as: g{i}}}" for i in range(1, grave + 1))
    return f"""title: t
game: ocg
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{card: ダーク・カタパルター, as: DC, position: defense, counters: {{カウンター: {counters}}}}}]
    graveyard: [{cards}]
  B:
    spells: [{{card: 月の書, as: S1}}, {{card: 月の書, as: S2}}]
steps:
"""


def test_as_many_cards_as_counters_are_banished_on_activation(tmp_path: Path) -> None:
    v = judged(tmp_path, _board(2, 3) + """  - {player: A, activate: DC, effect: 2, cost: [g1, g2]}
  - expect:
      where: {g1: A.banished, g2: A.banished, g3: A.graveyard}
  - {resolve: true}
  - {player: A, choose: [S1, S2]}
  - expect:
      where: {S1: B.graveyard, S2: B.graveyard}
      counters: {DC: {}}
""")
    assert v.passed, v.message


def test_fewer_cards_than_counters_is_refused(tmp_path: Path) -> None:
    v = judged(tmp_path, _board(2, 1) + """  - expect:
      not_legal: [{player: A, activate: DC, effect: 2}]
""")
    assert v.passed, v.message


def test_no_counter_is_refused(tmp_path: Path) -> None:
    v = judged(tmp_path, _board(0, 1) + """  - expect:
      not_legal: [{player: A, activate: DC, effect: 2}]
""")
    assert v.passed, v.message
