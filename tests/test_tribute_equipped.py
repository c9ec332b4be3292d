"""A cost that tributes the monster this equip card equips (`Cost(tribute_equipped=True)`, 「王女の試練」): only
that monster is offered, not another of the same name, both before the card pays itself and after it has."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.notes import mark
from arbiter.ocg.cards.spells.equip.t import _TRIAL_WON
from arbiter.ocg.costs import tribute_candidates
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 白魔導士ピケル, as: PK}, {card: 白魔導士ピケル, as: PK2}]
    spells: [{card: 王女の試練, face: up, equipped_to: PK, as: TR}]
    deck: [魔法の国の王女－ピケル]
"""
TRIAL = 72709014


def _duel() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "tribute_equipped"), "tribute_equipped", RULES).duel
    trial = next(c for c in d.cards if c.data.passcode == TRIAL)
    return d, trial, d.cards[trial.equipped_to]


def test_only_the_equipped_monster_is_a_candidate() -> None:
    d, trial, pk = _duel()
    eff = Effect(Kind.IGNITION, lambda res: None, cost=Cost(self_to="send", tribute=1, tribute_equipped=True))
    assert tribute_candidates(d, 0, trial, eff) == [pk]
    loose = Effect(Kind.IGNITION, lambda res: None, cost=Cost(self_to="send", tribute=1))
    assert len(tribute_candidates(d, 0, trial, loose)) == 2


def test_after_the_card_paid_itself_only_the_monster_it_equipped_is_offered() -> None:
    d, trial, pk = _duel()
    mark(d, _TRIAL_WON, trial, d.turn)  # as if the equipped monster had destroyed a Level 5 monster by battle
    for phase in ("battle", "main2"):  # a new open game state offers the effect
        assert d.pending is not None
        while f"phase:{phase}" not in {o.key for o in d.pending.options}:
            d.act("pass")
            assert d.pending is not None
        d.act(f"phase:{phase}")
    assert d.pending is not None
    while "phase:end" not in {o.key for o in d.pending.options}:  # the open game state of main phase 2
        d.act("pass")
        assert d.pending is not None
    d.act(f"activate:{trial.idx}:4")  # its tribute effect (the card's fourth, after the equip, ATK and watcher)
    assert d.pending is not None and d.pending.kind == "cost"
    assert [o.card for o in d.pending.options] == [pk.idx]
