"""The traps that force the opponent's monsters to attack (`Effect.must_attack` left by their resolution): while a
monster they touched can still attack, its player is offered no way out of the battle step (the scenarios under
tests/cards/ocg/ show the rest of each card)."""

from __future__ import annotations

from pathlib import Path

from arbiter.judge import flow, scenario, yamlsrc
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.ocg.duel import Duel

CARDS = Path(__file__).parent / "cards" / "ocg"


def _played(name: str, steps: int) -> Duel:
    """The duel of a card's scenario after its first `steps` steps."""
    path = CARDS / name
    doc = yamlsrc.load(path.read_text(encoding="utf-8"), str(path))
    board = scenario.build(doc, str(path), RULES)
    for step in doc["steps"][:steps]:
        flow.run_step(STEPS, board, step)
    d = board.duel
    while d.pending is not None and d.pending.kind != "idle" and d.pending.passable:
        STEPS.decline(d, d.pending)  # the windows left open, up to the next open game state
    return d


def _leaves(d: Duel) -> bool:
    """Whether the player in the battle step may leave it (to main phase 2)."""
    assert d.pending is not None and d.phase == "battle:battle"
    return any(o.key == "phase:main2" for o in d.pending.options)


def _attackers(d: Duel) -> set[str]:
    assert d.pending is not None
    return {d.refs[o.card].label for o in d.pending.options if o.kind == "attack"}


def test_staunch_defender_keeps_the_other_attacker_in_the_battle_step() -> None:
    d = _played("era-staunch-defender-every-attack-goes-to-the-chosen-monster.yaml", 5)
    assert not _leaves(d) and _attackers(d) == {"Y"}


def test_amazoness_archers_makes_every_monster_attack() -> None:
    d = _played("era-amazoness-archers-opponents-monsters-to-attack-and-weaker.yaml", 6)
    assert not _leaves(d) and _attackers(d) == {"Y", "Z"}


def test_terra_firma_gravity_holds_the_level_4_monster_not_the_level_7() -> None:
    d = _played("era-terra-firma-gravity-level-4-or-lower-must-attack-terra-firma.yaml", 2)
    assert not _leaves(d)
    d = _played("era-terra-firma-gravity-level-4-or-lower-must-attack-terra-firma.yaml", 5)
    assert _leaves(d) and _attackers(d) == {"Y"}


def test_all_out_attacks_makes_the_summoned_monster_attack_that_turn() -> None:
    d = _played("era-all-out-attacks-special-summoned-monster-turns-to-attack.yaml", 4)
    flow.advance_to(STEPS, d, "battle:battle", "all-out", 0)
    assert not _leaves(d) and _attackers(d) == {"M"}


def test_taunt_forces_no_attack() -> None:
    d = _played("era-taunt-attacks-must-target-the-chosen-monster.yaml", 2)
    flow.advance_to(STEPS, d, "battle:battle", "taunt", 0)
    assert _leaves(d) and _attackers(d) == {"X", "Y"}
