"""A target taken "if possible" (`TargetSpec.if_possible`, 「光と闇の竜」's graveyard monster): while a card fits, the
activation must target one (no "no more targets" answer); with none it is activated all the same, needing none."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import TargetSpec
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 4, player: B, phase: battle}
players:
  A:
    monsters: [光と闇の竜]
    graveyard: %s
  B:
    monsters: [{stats: {atk: 3000}}]
"""


def _destroyed(grave: str) -> Duel:
    """B's 3000-ATK monster destroys the dragon by battle; stop at the first decision that is not a
    window, or once a chain link is made."""
    d = build(load(BOARD % grave, "if_possible"), "if_possible", RULES).duel
    attacked = False
    while d.pending is not None and d.pending.kind in ("window", "idle") and not d.chain:
        keys = [o.key for o in d.pending.options]
        attack = [k for k in keys if k.startswith("attack")]
        if d.pending.kind == "idle" and (attacked or not attack):
            break
        attacked = attacked or bool(attack)
        d.act(attack[0] if attack else "pass")
    return d


def test_it_needs_no_target() -> None:
    spec = TargetSpec(zone=Zone.GRAVE, if_possible=True)
    assert spec.least == 0
    assert TargetSpec(zone=Zone.GRAVE).least == 1


def test_a_fitting_card_must_be_targeted() -> None:
    d = _destroyed("[{stats: {atk: 100}}]")
    assert d.pending is not None and d.pending.kind == "target"
    assert [o.key for o in d.pending.options if o.key == "done"] == []


def test_with_none_it_is_activated_all_the_same() -> None:
    d = _destroyed("[]")
    assert d.chain and d.cards[d.chain[0].card].data.name_ja == "光と闇の竜"
    assert d.chain[0].targets == []
