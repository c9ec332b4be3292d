"""One more summon an effect allows in a turn beside the normal summon, as a tribute summon only
(`Effect.extra_summon` with `extra_tribute_only`, `Duel.extra_summon_allows`; 「エンジェルＯ１」): only once the normal
summon is made, only with tributes, face-up (no set), and once a turn."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {level: 7}}, {stats: {level: 5}}, {stats: {level: 4}}]
    monsters: [{stats: {atk: 100}}, {stats: {atk: 100}}]
"""


def _duel() -> Duel:
    d = build(load(BOARD, "extra_summon"), "extra_summon", RULES).duel
    source = d.monsters_of(0)[0]
    d.linger(source, 0, Effect(Kind.CONTINUOUS, extra_summon=lambda ctx, m: True,
                               extra_tribute_only=True,
                               text_en="test", text_ja="テスト"), Cause(0, Reason.EFFECT, source.idx))
    return d


def _offered(d: Duel) -> set[str]:
    return {o.key for o in idle_options(d) if o.kind in ("summon", "set")}


def test_only_after_the_normal_summon_and_only_with_tributes() -> None:
    d = _duel()
    seven, five, four = d.players[0].hand
    assert {f"summon:{seven}", f"set:{seven}", f"summon:{four}"} <= _offered(d)
    d.players[0].note_normal_summon(d.turn)
    assert _offered(d) == {f"summon:{seven}", f"summon:{five}"}


def test_once_a_turn() -> None:
    d = _duel()
    d.players[0].note_normal_summon(d.turn)
    seven = d.players[0].hand[0]
    grant = d.extra_summon_grant(0, d.cards[seven], 2)
    assert grant is not None
    d.players[0].did = {**d.players[0].did, grant: d.turn}
    assert not d.extra_summon_allows(0, d.cards[seven], 2) and not _offered(d)
