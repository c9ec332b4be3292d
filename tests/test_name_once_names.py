"""A card whose text allows one of its name a turn (`Effect.name_once`) shares that limit with every card of its name,
as the rules read names (`names.is_named`), not with the cards of its passcode only. No two cards of the era's pool
share a name under different passcodes (an alternate artwork's passcode reads as its main card's), so the test gives
「命削りの宝札」 the name of 「精神統一」 as well, as `names.treat_as` would; both texts allow one a turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file
from arbiter.ocg import names

CARD_OF_DEMISE, GATHER_YOUR_MIND = 59750328, 7512044

GATHER_FIRST = """
title: after 「精神統一」, a card also named 「精神統一」 is refused for its name's limit
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 精神統一, as: G}, {card: 命削りの宝札, as: X}]
    deck: [{stats: {atk: 1}}, {card: 精神統一, as: s1}, {stats: {atk: 2}}, {stats: {atk: 3}}]
steps:
  - {player: A, activate: G}
  - {resolve: true}
  - {player: A, choose: [s1]}
  - {resolve: true}
  - {player: A, activate: X, illegal: true, because: a card of this name was already activated this turn}
"""

OTHER_FIRST = """
title: after a card also named 「精神統一」, 「精神統一」 is refused for its name's limit
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 命削りの宝札, as: X}, {card: 精神統一, as: G}]
    deck: [{stats: {atk: 1}}, {stats: {atk: 2}}, {card: 精神統一}, {stats: {atk: 3}}]
steps:
  - {player: A, activate: X}
  - {resolve: true}
  - {player: A, activate: G, illegal: true, because: a card of this name was already activated this turn}
"""


@pytest.mark.parametrize("scenario", [GATHER_FIRST, OTHER_FIRST], ids=["gather-first", "other-first"])
def test_cards_of_one_name_share_its_once_a_turn_limit(scenario: str, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(names._NAMES, CARD_OF_DEMISE, ((GATHER_YOUR_MIND,), ""))
    path = tmp_path / "name_once.yaml"
    path.write_text(scenario, encoding="utf-8")
    v = judge_file(path)
    assert v.passed, v.message
