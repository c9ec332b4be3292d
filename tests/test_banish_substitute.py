"""A replacement that banishes a card it picks instead (`Effect.substitute` of a banishment, 「霊魂消滅」): a graveyard
monster's banishment is replaced by the banishment of a monster of the replacement's player, picked by them wherever
it comes up (a cost outside any resolution too: `Duel._asking`), banished by the replaced event's own cause; with a
single monster left to pick, nothing is asked."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Card, Zone

# 霊魂消滅 set; 「Ｄ－ＨＥＲＯ ディアボリックガイ」 in the graveyard banishes itself as the cost of its effect
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: 霊魂消滅, as: SE, face: set}]
    monsters: [{stats: {atk: 1000}, as: M1}, {stats: {atk: 1100}, as: M2}]
    graveyard: [{card: Ｄ－ＨＥＲＯ ディアボリックガイ, as: DG}]
    deck: [{card: Ｄ－ＨＥＲＯ ディアボリックガイ, as: DG2}]
"""


def _duel(board: str = BOARD) -> tuple[Duel, dict[str, Card]]:
    d = build(load(board, "banish_substitute"), "banish_substitute", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def _pass_windows(d: Duel) -> None:
    while d.pending.kind == "window":
        d.act("pass")


@pytest.mark.parametrize("pick", ["M1", "M2"])
def test_a_cost_banishing_a_graveyard_monster_asks_which_monster_goes_instead(pick: str) -> None:
    d, c = _duel()
    d.act(f"activate:{c['SE'].idx}:1")
    _pass_windows(d)
    d.act(f"activate:{c['DG'].idx}:1")
    p = d.pending
    assert p.kind == "replace" and p.player == 0
    assert sorted(o.card for o in p.options) == sorted([c["M1"].idx, c["M2"].idx])  # no "no": it is mandatory
    d.act(next(o.key for o in p.options if o.card == c[pick].idx))
    # the answer replays the step from a snapshot: the duel's card objects are new ones
    zone = {label: d.cards[card.idx].zone for label, card in c.items()}
    other = "M2" if pick == "M1" else "M1"
    assert zone[pick] is Zone.BANISHED and zone[other] is Zone.MONSTERS and zone["DG"] is Zone.GRAVE
    assert d.chain and d.chain[-1].card == c["DG"].idx  # the cost is paid: the effect is on the chain


def test_the_substitute_is_banished_by_the_replaced_event_s_cause(
        monkeypatch: pytest.MonkeyPatch) -> None:
    d, c = _duel("""
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: M1}]
    graveyard: [{stats: {atk: 500}, as: G1}]
""")
    field, grave = c["M1"], c["G1"]

    def mine(ctx: Ctx, ev: Event) -> list[Card]:
        return ctx.duel.monsters_of(ctx.player)

    d.linger(field, 0, Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "banished"
                              and ev.src == int(Zone.GRAVE), substitute=mine,
                              text_en="test", text_ja="テスト"), Cause(0, Reason.EFFECT, field.idx))
    seen: list[Event] = []
    record = d.record
    monkeypatch.setattr(d, "record", lambda ev: (seen.append(ev), record(ev))[1])
    d.banish([grave], Cause(0, Reason.COST, -1))
    assert grave.zone is Zone.GRAVE and field.zone is Zone.BANISHED
    (ev,) = [e for e in seen if e.kind == "banished"]
    assert ev.card == field.idx and ev.cause.reason is Reason.COST  # banished as the cost, in the graveyard's place
