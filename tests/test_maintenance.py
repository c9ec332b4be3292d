"""Maintenance costs (`cards/shared/upkeep.py: maintenance`): as its controller's standby phase begins, a card's
"pay N LP (or tribute a monster) in each of your standby phases, or destroy this card" is applied at once, with no
chain link; its controller is asked to pay while they can, and unpaid the card is destroyed. Negating the card's
effects does not stop it (ocg-rules §3.7: 「人造人間－サイコ・ショッカー」 on a trap, 「スキルドレイン」 on a monster);
a continuous effect that waives it (`Effect.waives_upkeep`, 「万魔殿－悪魔の巣窟－」) does. The opponent's standby
phase asks nothing."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone


def _board(players: str, turn: str = "{number: 3, player: A, phase: draw}") -> Board[Duel]:
    return build(load(f"turn: {turn}\nplayers:\n{players}", "maintenance"), "maintenance", RULES)


def _to_main1(d: Duel) -> list[str]:
    """Pass every window up to main phase 1; the kinds of the other decisions met on the way (none answered)."""
    asked: list[str] = []
    while d.pending is not None and d.pending.kind == "window" and d.phase != "main1":
        d.act("pass")
    if d.pending is not None and d.phase != "main1":
        asked.append(d.pending.kind)
    return asked


def _zone(b: Board[Duel], label: str) -> Zone:
    return b.duel.cards[b.labels[label]].zone


MIRROR_WALL = """  A:
    lp: 3000
    spells: [{card: 銀幕の鏡壁, as: MW, face: up}]
"""


def test_it_is_asked_at_the_standby_phases_start_with_no_chain_link() -> None:
    b = _board(MIRROR_WALL)
    d = b.duel
    assert _to_main1(d) == ["maintenance"]
    assert d.phase == "standby" and d.pending is not None and d.pending.player == 0
    assert not d.chain and not d.resolving and d.log[-1].kind == "at_once"  # no chain link was made for it
    d.act("yes")
    assert d.players[0].lp == 1000 and _zone(b, "MW") is Zone.SPELLS


def test_declining_destroys_the_card() -> None:
    b = _board(MIRROR_WALL)
    d = b.duel
    _to_main1(d)
    d.act("no")
    assert d.players[0].lp == 3000 and _zone(b, "MW") is Zone.GRAVE


def test_one_who_cannot_pay_loses_the_card_unasked() -> None:
    b = _board(MIRROR_WALL.replace("lp: 3000", "lp: 1999"))
    d = b.duel
    assert _to_main1(d) == []
    assert d.players[0].lp == 1999 and _zone(b, "MW") is Zone.GRAVE


def test_a_traps_maintenance_is_still_asked_under_jinzo() -> None:
    b = _board(MIRROR_WALL + "  B:\n    monsters: [{card: 人造人間－サイコ・ショッカー}]\n")
    d = b.duel
    assert _to_main1(d) == ["maintenance"]
    d.act("yes")
    assert d.players[0].lp == 1000 and _zone(b, "MW") is Zone.SPELLS


def test_a_monsters_maintenance_is_still_paid_under_skill_drain() -> None:
    # a 「デーモン」's upkeep cannot be declined (its text gives no option): paid unasked, negated or not
    b = _board("  A:\n    monsters: [{card: 迅雷の魔王－スカル・デーモン, as: SK}]\n"
               "  B:\n    spells: [{card: スキルドレイン, face: up}]\n")
    d = b.duel
    assert d.effect_negated(d.cards[b.labels["SK"]])
    assert _to_main1(d) == []
    assert d.players[0].lp == 7500 and _zone(b, "SK") is Zone.MONSTERS


def test_imperial_order_may_be_declined() -> None:
    b = _board("  A:\n    spells: [{card: 王宮の勅命, as: IO, face: up}]\n")
    d = b.duel
    assert _to_main1(d) == ["maintenance"]
    assert d.pending is not None and {o.key for o in d.pending.options} == {"yes", "no"}
    d.act("no")
    assert d.players[0].lp == 8000 and _zone(b, "IO") is Zone.GRAVE


def test_the_opponents_standby_phase_asks_nothing() -> None:
    b = _board(MIRROR_WALL, turn="{number: 2, player: B, phase: draw}")
    d = b.duel
    assert _to_main1(d) == []
    assert d.phase == "main1" and d.players[0].lp == 3000 and _zone(b, "MW") is Zone.SPELLS


def test_a_waiving_continuous_effect_keeps_it_for_nothing() -> None:
    b = _board("  A:\n    monsters: [{card: 迅雷の魔王－スカル・デーモン, as: SK}]\n"
               "    field: [{card: 万魔殿－悪魔の巣窟－, face: up}]\n")
    d = b.duel
    assert _to_main1(d) == []
    assert d.players[0].lp == 8000 and _zone(b, "SK") is Zone.MONSTERS


def test_a_cost_that_cannot_be_declined_is_paid_unasked() -> None:
    b = _board("  A:\n    spells: [{card: 縮退回路, as: DC, face: up}]\n")
    d = b.duel
    assert _to_main1(d) == []
    assert d.players[0].lp == 7500 and _zone(b, "DC") is Zone.SPELLS


def test_a_tribute_maintenance_tributes_or_destroys() -> None:
    b = _board("  A:\n    spells: [{card: 一族の掟, as: RT, face: up}]\n    monsters: [{stats: {atk: 100}, as: M}]\n")
    d = b.duel
    assert _to_main1(d) == ["maintenance"]
    d.act("yes")
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options))
    assert _zone(b, "M") is Zone.GRAVE and _zone(b, "RT") is Zone.SPELLS
