"""Trap cards activated from the hand while an effect permits it (`Effect.hand_traps`, `Duel.hand_trap_permit`;
「ジェット・ロイド」, 「バブルイリュージョン」): without a permit a trap in the hand is never offered; a permit declared
`hand_trap_once` is used up by one activation."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.legality import activatable

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [砂塵の大竜巻, 砂塵の大竜巻]
    monsters: [{stats: {atk: 100}}]
  B:
    spells: [落とし穴, 落とし穴]
"""


def _duel(once: bool) -> Duel:
    d = build(load(BOARD, "hand_traps"), "hand_traps", RULES).duel
    source = d.monsters_of(0)[0]
    d.linger(source, 0, Effect(Kind.CONTINUOUS, hand_traps=lambda ctx, p: p == ctx.player, hand_trap_once=once,
                               text_en="test", text_ja="テスト"), Cause(0, Reason.EFFECT, source.idx))
    return d


def _offered(d: Duel) -> list[int]:
    """The cards A may activate at the open game state of their main phase."""
    return sorted({o.card for o in activatable(d, 0, (), None)})


def test_no_permit_no_trap_from_the_hand() -> None:
    d = build(load(BOARD, "hand_traps"), "hand_traps", RULES).duel
    assert d.hand_trap_permit(0) is None and not _offered(d)


def test_a_permit_for_one_player_only() -> None:
    d = _duel(once=False)
    assert d.hand_trap_permit(0) is not None and d.hand_trap_permit(1) is None
    assert _offered(d) == sorted(d.players[0].hand)


def test_a_once_permit_is_used_up() -> None:
    d = _duel(once=True)
    permit = d.hand_trap_permit(0)
    assert permit is not None and len(_offered(d)) == 2
    d.note_used(*permit)  # what activating one does (chain.Activation)
    assert d.hand_trap_permit(0) is None and not _offered(d)
