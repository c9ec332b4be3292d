"""Telling one battle from another (`Duel.battle_serial`): the same monster may attack the same target twice in a
turn (「サイバー・ツイン・ドラゴン」), and an effect on "this battle" (「ディメンション・ウォール」,
`cards/shared/damage.this_battle`) must reach the battle it was applied in only; a battle an effect makes
(`Duel.battle`, 「ラストバトル！」) has its number before it begins."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.damage import battle_damage_to, this_battle
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from scenario_text import played

BOARD = """
turn: {number: 3, player: B, phase: battle}
players:
  B:
    monsters: [{card: サイバー・ツイン・ドラゴン, as: CTD}]
"""

REPLAY = """
turn: {number: 3, player: B, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 0, def: 0}, as: X}, {stats: {atk: 0, def: 0}, as: Y}]
  B:
    monsters: [{card: サイバー・ツイン・ドラゴン, as: CTD}]
"""


def _duel(board: str = BOARD) -> Duel:
    d = build(load(board, "twin"), "twin", RULES).duel
    while d.pending is not None and d.pending.kind == "window" and d.phase == "battle:start":
        d.act("pass")
    return d


def _idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def _attack_directly(d: Duel) -> None:
    d.act(f"attack:{_idx(d, 'CTD')}:-1")


def _finish(d: Duel) -> None:
    while d.attack is not None and d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_no_battle_no_serial() -> None:
    assert _duel().battle_serial() == -1


def test_one_battle_keeps_its_serial_through_its_steps() -> None:
    d = _duel()
    _attack_directly(d)
    first = d.battle_serial()
    same = this_battle(d)
    assert first > 0 and same(d)
    while d.phase != "battle:damage":
        d.act("pass")
    assert d.battle_serial() == first and same(d)


def test_a_second_attack_of_the_same_monster_on_the_same_target_is_another_battle() -> None:
    d = _duel()
    _attack_directly(d)
    first, same = d.battle_serial(), this_battle(d)
    _finish(d)
    assert d.players[0].lp == 8000 - 2800 and d.battle_serial() == -1 and not same(d)
    _attack_directly(d)
    assert d.attack is not None and d.battle_serial() not in (-1, first)
    assert not same(d)


def test_a_replay_is_the_same_battle() -> None:
    d = _duel(REPLAY)
    d.act(f"attack:{_idx(d, 'CTD')}:{_idx(d, 'X')}")
    first = d.battle_serial()
    d.send_to_grave([_idx(d, "X")], d.rule_cause(0))  # the attacked monster leaves: the attacker may choose again
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "replay"
    d.act(f"retarget:{_idx(d, 'Y')}")
    assert d.attack is not None and d.attack[2] == _idx(d, "Y") and d.battle_serial() == first


SURVIVOR = """
turn: {number: 3, player: B, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 0, def: 2000}, as: WALL, position: defense}]
    spells: [{card: クロスカウンター, as: CC}]
  B:
    monsters: [{card: 異次元竜 トワイライトゾーンドラゴン, as: DDD}]
    spells: [{card: 閃光の双剣－トライス, face: up, equipped_to: DDD}]
steps:
  - {player: B, attack: DDD, target: WALL}
  - {phase: "battle:damage"}
  - {pass: B}
  - {player: A, activate: CC}
  - {resolve: true}
  - {phase: "battle:battle"}
  - {player: B, attack: DDD, target: WALL}
  - {resolve: true}
  - {phase: main2}
"""


def test_an_action_after_this_battle_is_not_taken_again_in_a_later_battle_of_its_attacker() -> None:
    """`damage_calculation.after_this_battle` (「クロスカウンター」's destruction after damage calculation): the
    attacker survived it (not destroyed by an untargeted trap effect) and attacks the same monster again (a second
    attack with 「閃光の双剣－トライス」); that battle's damage calculation applies it no more."""
    d = played(SURVIVOR).duel
    assert sum(1 for e in d.log if e.kind == "at_once") == 1
    assert d.players[1].lp == 8000 - 2 * 1300 - 1300


FORCED = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 0, def: 2000}, as: WALL, position: defense}]
  B:
    monsters: [{stats: {atk: 1500}, as: ATT}]
"""


def test_a_battle_an_effect_makes_is_numbered_before_it_begins() -> None:
    """`Duel.battle` gives the battle's number as the effect sets it up (「ラストバトル！」 names that battle for its
    no-damage effect); the battle keeps it, and a later attack of the same monsters has another."""
    d = build(load(FORCED, "forced"), "forced", RULES).duel
    att, wall = d.cards[_idx(d, "ATT")], d.cards[_idx(d, "WALL")]
    n = d.battle(att, wall)
    assert n > 0 and d.battle_serial() == n
    d.linger(att, 1, Effect(Kind.REPLACEMENT, when=battle_damage_to(1, lambda duel: duel.battle_serial() == n),
                            instead=lambda ctx, ev: None, text_en="test", text_ja="テスト"), d.rule_cause(1))
    d.pending = None  # as if an operation had just made it: the duel runs the battle now
    d.advance()
    assert d.attack is None and d.players[1].lp == 8000 and d.phase == "main1"
    d.act("phase:battle")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    d.act(f"attack:{att.idx}:{wall.idx}")
    assert d.attack is not None and d.battle_serial() not in (-1, n)
    _finish(d)
    assert d.players[1].lp == 8000 - 500
