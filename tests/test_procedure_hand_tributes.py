"""A procedure whose tributes may also come from the hand (`Cost(tribute_hand=True)`,
「磁石の戦士マグネット・バルキリオン」): while every monster zone of its player is taken, its first tribute is a monster
on the field, whose zone the summoned monster takes (`costs.tribute_choices`); with none there the procedure is not
offered at all."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.costs import tribute_choices
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.legality import procedure_refusal

VALKYRION = 75347539


def _duel(field: str) -> Duel:
    board = f"""
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [磁石の戦士マグネット・バルキリオン, 磁石の戦士β, 磁石の戦士γ, 磁石の戦士α]
    monsters: [{field}, {{stats: {{atk: 1}}}}, {{stats: {{atk: 1}}}}, {{stats: {{atk: 1}}}}, {{stats: {{atk: 1}}}}]
"""
    return build(load(board, "procedure_hand_tributes"), "procedure_hand_tributes", RULES).duel


def _procedure(d: Duel) -> tuple[int, Effect]:
    idx = next(i for i in d.players[0].hand if d.cards[i].data.passcode == VALKYRION)
    defn = d.defs[idx]
    assert defn is not None
    return idx, next(e for e in defn.effects if e.kind is Kind.PROCEDURE)


def test_full_zones_first_tribute_from_the_field() -> None:
    d = _duel("磁石の戦士α")
    idx, eff = _procedure(d)
    assert not procedure_refusal(d, 0, d.cards[idx], eff)
    first = tribute_choices(d, 0, d.cards[idx], eff, [])
    assert [m.zone.name for m in first] == ["MONSTERS"]
    later = tribute_choices(d, 0, d.cards[idx], eff, [first[0].idx])
    assert {m.zone.name for m in later} == {"HAND"}


def test_full_zones_nothing_on_the_field_to_tribute() -> None:
    d = _duel("{stats: {atk: 1}}")
    idx, eff = _procedure(d)
    # the cost could be paid from the hand alone, but that frees no zone for the summon
    assert procedure_refusal(d, 0, d.cards[idx], eff) == "no monster zone is free for it"
