"""`Duel.equipped_by_card`: the card whose effect last equipped an equip card object, which a union monster reads
(`shared.unions.equipped_as_union`: it gives its bonus only while equipped by its own effect, not by
「ソードハンター」's)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.unions import equipped_as_union
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx
from arbiter.ocg.state import Card

# DB: the union's monster; PDD: a union monster in the graveyard; SH: a monster that equips other monsters
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 闇魔界の戦士 ダークソード, as: DB}, {card: ソードハンター, as: SH}]
    graveyard: [{card: 漆黒の闘龍, as: PDD}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "equipped_by"), "equipped_by", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def _by(c: Card) -> Cause:
    return Cause(0, Reason.EFFECT, c.idx, 1)


def _ctx(d: Duel, c: Card) -> Ctx:
    defn = d.defs[c.idx]
    assert defn is not None
    return Ctx(d, c.ctl, c, defn.effects[0])


def test_a_card_never_equipped_has_no_equipping_card() -> None:
    d, c = _board()
    assert d.equipped_by_card(c["PDD"]) == -1


def test_the_latest_equip_of_this_object_counts() -> None:
    d, c = _board()
    assert d.equip(c["PDD"], c["SH"], _by(c["SH"]), 0)
    assert d.equipped_by_card(c["PDD"]) == c["SH"].idx
    assert not equipped_as_union(_ctx(d, c["PDD"]))
    assert d.equip(c["PDD"], c["DB"], _by(c["PDD"]))  # moved on by its own effect
    assert d.equipped_by_card(c["PDD"]) == c["PDD"].idx
    assert equipped_as_union(_ctx(d, c["PDD"]))
    assert d.atk(c["DB"]) == 1800 + 400


def test_a_new_object_forgets_how_the_old_one_was_equipped() -> None:
    d, c = _board()
    assert d.equip(c["PDD"], c["SH"], _by(c["SH"]), 0)
    d.destroy([c["PDD"]], Cause(1, Reason.EFFECT))
    assert d.equipped_by_card(c["PDD"]) == -1
