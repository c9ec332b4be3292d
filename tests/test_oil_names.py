"""「石油採掘」 targets FIRE monsters of different names as the rules read names (`names.same_name`), not by their
printed Japanese names: a card whose text treats it as another card's name wherever it is shares that name. No FIRE
monster of Level 4 or lower in the era's pool has such a text, so the test gives 「火炎木人１８」 one for its length
(the name of 「ＵＦＯタートル」), as `names.treat_as` would."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.ocg import names
from scenario_text import judged

FIRE_TREANT_18, UFO_TURTLE = 5464695, 60806437

SCENARIO = """
title: 「石油採掘」 takes one card of a name, counting the names a card's text treats it as
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 石油採掘, as: OIL}]
    graveyard:
      - {card: ＵＦＯタートル, as: U}
      - {card: 火炎木人１８, as: BI}
      - {stats: {atk: 100, level: 4, attribute: FIRE}, as: F}
steps:
  - expect:
      not_legal: [{player: A, activate: OIL, targets: [U, BI], because: FIRE monsters of different names}]
  - {player: A, activate: OIL, targets: [BI, F]}
  - {resolve: true}
  - expect:
      where: {U: A.graveyard, BI: A.hand, F: A.hand}
"""


def test_a_card_treated_as_another_name_shares_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(names._NAMES, FIRE_TREANT_18, ((UFO_TURTLE,), ""))
    v = judged(tmp_path, SCENARIO)
    assert v.passed, v.message
