"""A monster whose own summon procedure may be used once a turn for its name (`Effect.name_once` on a
`Kind.PROCEDURE`) shares that limit with every card of its name, as the rules read names (`names.is_named`), not
with the cards of its passcode only: the summon bans each name the monster has (`names.names_of`). No two cards of
the era's pool share a name under different passcodes, so the test gives 「エンジェルＯ１」 the name of
「ブラックマンバ」 as well, as `names.treat_as` would; both procedures are once a turn by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file
from arbiter.ocg import names

ANGEL_O1, BLACK_MAMBA = 82243738, 86469231

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
    path = tmp_path / "procedure_name_once.yaml"
    path.write_text(scenario, encoding="utf-8")
    v = judge_file(path)
    assert v.passed, v.message
