"""One more tribute summon an effect allows in a turn, beside the normal summon (`Effect.extra_tribute_summon`,
`Duel.extra_tribute_summon`; 「エンジェルＯ１」): only once the normal summon is made, only for monsters its filter
passes, only a tribute summon in face-up attack position (no set), and once a turn."""

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
    d = build(load(BOARD, "extra_tribute_summon"), "extra_tribute_summon", RULES).duel
    source = d.monsters_of(0)[0]
    d.linger(source, 0, Effect(Kind.CONTINUOUS, extra_tribute_summon=lambda ctx, m: (m.data.level or 0) >= 7,
                               text_en="test", text_ja="テスト"), Cause(0, Reason.EFFECT, source.idx))
    return d


def _offered(d: Duel) -> set[str]:
    return {o.key for o in idle_options(d) if o.kind in ("summon", "set")}


def test_only_after_the_normal_summon_and_only_as_the_filter_says() -> None:
    d = _duel()
    seven, _, four = d.players[0].hand
    assert {f"summon:{seven}", f"set:{seven}", f"summon:{four}"} <= _offered(d)
    d.players[0].note_normal_summon(d.turn)
    assert _offered(d) == {f"summon:{seven}"}


def test_once_a_turn() -> None:
    d = _duel()
    d.players[0].note_normal_summon(d.turn)
    seven = d.players[0].hand[0]
    assert d.extra_tribute_summon(0, d.cards[seven])
    d.players[0].did = {**d.players[0].did, "extra_tribute_summon": d.turn}
    assert not d.extra_tribute_summon(0, d.cards[seven]) and not _offered(d)
