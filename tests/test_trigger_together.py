"""`Effect.together`: a trigger about other cards that several events of one thing set off (one effect's
resolution summoning several monsters) makes one chain link carrying all those events, not one link for each
(「王虎ワンフー」 and the tokens of 「スケープ・ゴート」); events of different things (two chain links resolving one
after the other) still make a link each."""

from __future__ import annotations

from pathlib import Path

from arbiter.judge.runner import judge_file

TOKENS_TOGETHER = """title: one link for the tokens summoned together
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: スケープ・ゴート, as: SG}]
  B:
    monsters: [{card: 王虎ワンフー, as: WH}]
steps:
  - {player: A, activate: SG}
  - {pass: B}
  - {pass: A}
  - expect:
      chain: [{player: B, card: WH}]
      count: {A.monsters: 4}
  - {resolve: true}
  - expect:
      count: {A.monsters: 0}
"""

TWO_LINKS = """title: a link for each summon made by a different chain link
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: リビングデッドの呼び声, as: C1}, {card: リビングデッドの呼び声, as: C2}]
    graveyard: [{stats: {atk: 1000}, as: g1}, {stats: {atk: 1200}, as: g2}]
  B:
    monsters: [{card: 王虎ワンフー, as: WH}]
steps:
  - {player: A, activate: C1, targets: [g1]}
  - {pass: B}
  - {player: A, activate: C2, targets: [g2]}
  - {pass: B}
  - {pass: A}
  - expect:
      chain: [{player: B, card: WH}, {player: B, card: WH}]
  - {resolve: true}
  - expect:
      where: {g1: A.graveyard, g2: A.graveyard}
"""


def _judge(tmp_path: Path, text: str) -> None:
    f = tmp_path / "scenario.yaml"
    f.write_text(text, encoding="utf-8")
    v = judge_file(f)
    assert v.passed, v.message


def test_monsters_summoned_together_make_one_link(tmp_path: Path) -> None:
    _judge(tmp_path, TOKENS_TOGETHER)


def test_summons_of_different_links_make_a_link_each(tmp_path: Path) -> None:
    _judge(tmp_path, TWO_LINKS)
