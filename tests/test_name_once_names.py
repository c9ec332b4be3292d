"""A card whose text allows one of its name a turn (`Effect.name_once`: an activation, or a monster's own summon
procedure) shares that limit with every card of its name, as the rules read names (`names.is_named`), not with the
cards of its passcode only: the activation or the summon bans each name the card has (`names.names_of`). No two cards
of the era's pool share a name under different passcodes (an alternate artwork's passcode reads as its main card's),
so the tests give a card a second card's name as well, as `names.treat_as` would: 「命削りの宝札」 that of 「精神統一」,
「エンジェルＯ１」 that of 「ブラックマンバ」; each text allows one a turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.ocg import names
from scenario_text import judged

CARD_OF_DEMISE, GATHER_YOUR_MIND = 59750328, 7512044
ANGEL_O1, BLACK_MAMBA = 82243738, 86469231

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
    v = judged(tmp_path, scenario)
    assert v.passed, v.message


SETUP = """
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: エンジェルＯ１, as: AO}
      - {card: ブラックマンバ, as: BM}
      - {stats: {level: 7, atk: 2500}, as: big}
    monsters: [{stats: {level: 4, atk: 100, race: 爬虫類族}, as: reptile}]
steps:
"""

ANGEL_FIRST = """title: after 「エンジェルＯ１」 (also 「ブラックマンバ」), 「ブラックマンバ」's procedure is refused
""" + SETUP + """
  - {player: A, special_summon: AO}
  - {player: A, choose: [big]}
  - {player: A, choose: [attack]}
  - {resolve: true}
  - expect:
      where: {AO: A.monsters}
      not_legal:
        - {player: A, special_summon: BM,
           because: a monster of its name was already special summoned this way this turn}
"""

MAMBA_FIRST = """title: after 「ブラックマンバ」, 「エンジェルＯ１」 (also 「ブラックマンバ」) is refused its procedure
""" + SETUP + """
  - {player: A, special_summon: BM}
  - {player: A, choose: [attack]}
  - {resolve: true}
  - expect:
      where: {BM: A.monsters}
      not_legal:
        - {player: A, special_summon: AO,
           because: a monster of its name was already special summoned this way this turn}
"""


@pytest.mark.parametrize("scenario", [ANGEL_FIRST, MAMBA_FIRST], ids=["angel-first", "mamba-first"])
def test_monsters_of_one_name_share_their_procedures_once_a_turn_limit(scenario: str, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(names._NAMES, ANGEL_O1, ((BLACK_MAMBA,), ""))
    v = judged(tmp_path, scenario)
    assert v.passed, v.message
