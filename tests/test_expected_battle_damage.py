"""The battle damage a player would take in the damage step before it is calculated (`shared.damage.
expected_battle_damage`, read by 「パワー・ウォール」 and 「体力増強剤スーパーＺ」): an attack on a defense-position
monster deals its controller the difference only where the attacker pierces."""

from __future__ import annotations

from arbiter.ocg.cards.shared.damage import expected_battle_damage
from arbiter.ocg.effects import Ctx, Effect, Kind
from scenario_text import played

BOARD = """
turn: {number: 3, player: B, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 100, def: 500}, as: WALL, position: defense}]
  B:
    monsters: [{card: ATTACKER, as: ATT}]
"""
STEPS_TO_DAMAGE = """
steps:
  - {player: B, attack: ATT, target: WALL}
  - {phase: "battle:damage"}
"""


def _expected(attacker: str) -> tuple[int, int]:
    """The damage A and B would take when B's `attacker` (1500 ATK) attacks A's monster with 500 DEF."""
    d = played(BOARD.replace("ATTACKER", attacker), STEPS_TO_DAMAGE).duel
    assert d.before_calculation()
    wall, att = d.monsters_of(0)[0], d.monsters_of(1)[0]
    return (expected_battle_damage(Ctx(d, 0, wall, Effect(Kind.CONTINUOUS))),
            expected_battle_damage(Ctx(d, 1, att, Effect(Kind.CONTINUOUS))))


def test_piercing_damage_is_the_defenders() -> None:
    assert _expected("ランサー・ドラゴニュート") == (1000, 0)  # 1500 ATK, piercing


def test_no_damage_without_piercing() -> None:
    assert _expected("アックス・レイダー") == (0, 0)  # 1700 ATK, no piercing


WABOKU = """
turn: {number: 3, player: B, phase: battle}
players:
  A:
    spells: [{card: 和睦の使者, as: W}]
  B:
    monsters: [{stats: {atk: 3000}, as: ATT}]
steps:
  - {player: B, attack: ATT, target: direct}
  - {pass: B}
  - {player: A, activate: W}
  - {resolve: true}
  - {phase: "battle:damage"}
"""


def test_damage_an_effect_makes_zero_is_not_expected() -> None:
    """「和睦の使者」 resolved: the direct attack's 3000 would be 0, and reading it notes nothing on the duel."""
    d = played(WABOKU).duel
    assert d.before_calculation()
    before = (d.version, d.players[0].lp, len(d.log))
    waboku = d.cards[d.players[0].grave[0]]
    assert expected_battle_damage(Ctx(d, 0, waboku, Effect(Kind.CONTINUOUS))) == 0
    assert (d.version, d.players[0].lp, len(d.log)) == before
