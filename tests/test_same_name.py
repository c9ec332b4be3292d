"""Two cards with "the same name" (`names.same_name`): a name in common now, counting the names a card's
text treats it as where that holds (「ハーピィ・レディ１」「２」 are 「ハーピィ・レディ」 everywhere;
「ハーピィ・クィーン」 only on the field and in the graveyard, in place of its own name there)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.names import names_of, same_name
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [ハーピィ・クィーン]
    monsters: [ハーピィ・レディ１]
    graveyard: [ハーピィ・レディ, ハーピィ・レディ２, ハーピィ・クィーン, ブラッド・ヴォルス]
"""
HARPIE_LADY = 76812113


def _cards() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "same-name"), "same-name", RULES).duel
    a = d.players[0]
    cards = [d.cards[i] for i in (*a.hand, *a.monsters, *a.grave) if i >= 0]
    labels = ("queen_hand", "hl1", "hl", "hl2", "queen_grave", "vorse")
    return d, dict(zip(labels, cards, strict=True))


def test_cards_treated_as_one_name_share_it() -> None:
    _, c = _cards()
    assert same_name(c["hl1"], c["hl"]) and same_name(c["hl"], c["hl1"])
    assert same_name(c["hl1"], c["hl2"]) and same_name(c["hl2"], c["hl1"])
    assert HARPIE_LADY in names_of(c["hl1"])


def test_a_name_that_holds_only_on_the_field_and_in_the_graveyard() -> None:
    _, c = _cards()
    assert same_name(c["queen_grave"], c["hl1"]) and same_name(c["hl"], c["queen_grave"])
    assert not same_name(c["queen_hand"], c["hl"]) and not same_name(c["hl2"], c["queen_hand"])
    # in the graveyard its own name is replaced, so it is no namesake of the one in the hand
    assert not same_name(c["queen_hand"], c["queen_grave"])
    assert names_of(c["queen_grave"]) == (HARPIE_LADY,) and names_of(c["hl1"]) == (HARPIE_LADY,)


def test_other_cards_do_not_share_a_name() -> None:
    _, c = _cards()
    assert not same_name(c["vorse"], c["hl"]) and names_of(c["vorse"]) == (c["vorse"].data.passcode,)
