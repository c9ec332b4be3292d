"""An effect that resolves without its targets (`TargetSpec.no_fizzle`, 「おとり人形」): its activation still needs a
target, but once every target is gone its link resolves all the same (not "fizzle"), doing what it does besides
them; an ordinary targeting effect with the same spec (「撲滅の使徒」) fizzles."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import TargetSpec
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [%s]
    spells: [{card: 血の代償, face: up}]
  B:
    spells: [砂塵の大竜巻]
"""


def _target_gone(spell: str) -> Duel:
    """A activates `spell` on B's set 砂塵の大竜巻; B activates it in response: the target is no longer set."""
    d = build(load(BOARD % spell, "no_fizzle"), "no_fizzle", RULES).duel
    tornado = next(c for c in d.cards if c.data.name_ja == "砂塵の大竜巻")
    d.act(next(o.key for o in d.pending.options if o.kind == "activate"))
    while d.pending is not None and d.pending.kind == "target":
        d.act(next(o.key for o in d.pending.options if o.card == tornado.idx))
    assert len(d.chain) == 1
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == tornado.idx))
    while d.pending is not None and d.pending.kind == "target":
        d.act(d.pending.options[0].key)
    assert len(d.chain) == 2
    return d


def test_the_activation_still_needs_a_target() -> None:
    assert TargetSpec(zone=Zone.SPELLS, no_fizzle=True).least == 1


def _resolved(d: Duel) -> None:
    while d.chain and d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert not d.chain


def test_it_resolves_with_its_target_gone() -> None:
    d = _target_gone("おとり人形")
    doll = d.cards[d.chain[0].card]
    _resolved(d)
    assert doll.zone is Zone.DECK  # its resolution returned it there


def test_an_ordinary_targeting_effect_fizzles() -> None:
    d = _target_gone("撲滅の使徒")
    link = d.chain[0]
    _resolved(d)
    assert [r.status for r in d.last_chain if r.card == link.card] == ["fizzle"]
    assert d.cards[link.card].zone is Zone.GRAVE
