"""Scenarios written in a test: judged (the text goes to a file, as a user's scenario would, and the judge reads
it), or only their board set up (`board`) or set up and played (`played`); the helpers for the tests that build their
boards as text."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import yaml

from arbiter.judge import dm_board, dm_steps, flow, ocg_board, ocg_steps, yamlsrc
from arbiter.judge.runner import Verdict, judge_file
from arbiter.judge.scenario import Board, build

# a Duel Masters board in the attack phase: A's 「ボルメテウス・ホワイト・ドラゴン」 (BW) in the battle zone, B with one
# made-up shield (S1); the tests that edit it name lines of it, so a change here moves their line numbers
DM_ATTACK_BOARD = """title: t
game: dm
turn: {number: 3, player: A, phase: attack}
players:
  A:
    battle:
      - {card: ボルメテウス・ホワイト・ドラゴン, as: BW}
  B:
    shields:
      - {stats: {}, as: S1}
"""

# a Duel Masters board of made-up cards and no turn given: A's creature α (power 3000) in the battle zone, B's one
# shield s1; the same word of warning
DM_MADE_UP_BOARD = """title: t
game: dm
players:
  A:
    battle:
      - {stats: {power: 3000}, as: α}
  B:
    shields: [{stats: {power: 1000}, as: s1}]
"""


def judged(folder: Path, text: str) -> Verdict:
    """The verdict on the scenario `text`, written as s.yaml in `folder` (a test's tmp_path)."""
    f = folder / "s.yaml"
    f.write_text(text, encoding="utf-8")
    return judge_file(f)


def each_value_replaced(folder: Path, source: Path, wrongs: Sequence[object]) -> Iterator[tuple[tuple[object, ...],
                                                                                           object, Verdict]]:
    """The scenario file `source` with each of its values (at any depth) replaced in turn by each of `wrongs`, judged:
    the value's path of keys and indexes, the value put there, and the verdict."""
    for path in _value_paths(yaml.safe_load(source.read_text(encoding="utf-8"))):
        for wrong in wrongs:
            mutated = yaml.safe_load(source.read_text(encoding="utf-8"))
            node = mutated
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = wrong
            yield path, wrong, judged(folder, yaml.safe_dump(mutated, allow_unicode=True))


def _value_paths(node: object, pre: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = [pre] if pre else []
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
    for k, v in items:
        out += _value_paths(v, (*pre, k))
    return out


def board(text: str) -> tuple[Any, dict[str, int]]:
    """The duel the scenario `text` sets up (its `game`'s board rules), and its card labels."""
    doc = yamlsrc.load(text, "board")
    b = build(doc, "board", dm_board.RULES if doc.get("game") == "dm" else ocg_board.RULES)
    return b.duel, b.labels


def played(text: str, steps: str | None = None) -> Board[Any]:
    """The board the scenario `text` sets up (its `game`'s rules) with its steps played as the judge plays them, or
    the steps of `steps` (a text of `steps:` alone) in their place."""
    doc = yamlsrc.load(text, "board")
    dm = doc.get("game") == "dm"
    b = build(doc, "board", dm_board.RULES if dm else ocg_board.RULES)
    for step in (yamlsrc.load(steps, "steps") if steps is not None else doc).get("steps") or []:
        flow.run_step(dm_steps.RULES if dm else ocg_steps.RULES, b, step)
    return b


# Duel Masters: A's creature breaks B's shield S2, and B's 「斬隠カイドウ・クロウラー」 may be destroyed in its place (a
# replacement question, which B may decline)
SHIELD_SAVER = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle:
      - {stats: {power: 5000}, as: W}
  B:
    battle:
      - {card: 斬隠カイドウ・クロウラー, tapped: true}
    shields: [{stats: {}, as: S1}, {stats: {}, as: S2}]
"""


# A summons S1; B chains 「神の宣告」 to it; A's own 「神の宣告」 may answer either B's (a trap card's activation) or
# the summon: one printed effect with two alternatives, A's choice
SOLEMN_ON_SOLEMN = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1500}, as: S1}]
    spells: [{card: 神の宣告, as: SJA}]
  B:
    spells: [{card: 神の宣告, as: SJB}]
steps:
  - {player: A, summon: S1}
  - {player: B, activate: SJB}
"""
