"""A search offers copies of one card in the deck as one option (`shared/search.one_of_each_copy`): they cannot be
told apart there. A scenario naming either copy's label takes the one on offer, and the labels follow the cards."""

from __future__ import annotations

from arbiter.judge.flow import run_step
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.state import Zone
from scenario_text import played

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 増援, as: RA}]
    deck:
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
      - {card: コマンド・ナイト, as: CK}
      - {card: 切り込み隊長, owner: B, as: CB}
steps:
  - {player: A, activate: RA}
  - {resolve: true}
"""


def _asked() -> tuple[object, list[str]]:
    doc = load(BOARD, "copies")
    b = build(doc, "copies", RULES)
    for step in doc["steps"]:
        run_step(STEPS, b, step, [])
    d = b.duel
    assert d.pending is not None and d.pending.player == 0
    return b, sorted(d.cards[o.card].label for o in d.pending.options if o.card >= 0)


def test_copies_in_the_deck_are_one_option() -> None:
    _, offered = _asked()
    # one of the two own copies, the other Warrior, and the copy owned by the opponent, a card of its own
    assert len(offered) == 3 and "CK" in offered and "CB" in offered
    assert len({"C1", "C2"} & set(offered)) == 1


def test_the_label_of_the_copy_not_on_offer_takes_the_one_that_is() -> None:
    b, offered = _asked()
    wanted = "C2" if "C1" in offered else "C1"
    run_step(STEPS, b, {"player": "A", "choose": [wanted]}, [])
    d = b.duel
    assert d.cards[b.labels[wanted]].zone is Zone.HAND
    assert {d.cards[b.labels[x]].zone for x in ("C1", "C2")} == {Zone.HAND, Zone.DECK}


BURIAL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: おろかな埋葬, as: FB}]
    deck:
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
      - {card: コマンド・ナイト, as: CK}
steps:
  - {player: A, activate: FB}
  - {resolve: true}
"""


def test_a_pick_sent_from_the_deck_offers_copies_as_one_option() -> None:
    d = played(BURIAL).duel
    assert d.pending is not None
    assert len([o for o in d.pending.options if o.card >= 0]) == 2
