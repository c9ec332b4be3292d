"""Why a card is no answer to a card question (a cost, a target, a tribute summon's tribute):
`Activation.choice_refusal` and `NormalSummon.choice_refusal` name the check of the question's own candidates that it
fails, in English and Japanese; the judge says it of a refused `cost:` or `tributes:` answer, the terminal of a typed
`cost h2`, the web board beside the card.

The reasons and the options come from twin checks (`hand_cost_candidates` and `hand_cost_refusal`, `next_tributes`
and `summon_tribute_refusal` ...): at every cost and tribute question a scenario under tests/ reaches, exactly the
cards not offered have a reason, checked as the scenario is judged (test_scenarios.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg.costs import COST_CHOSEN, COST_FROM, COST_SELF
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import TRIBUTE_NOT_OWN
from arbiter.ocg.refusals import MUST_CHOOSE, choice_refusal, word_refusal
from arbiter.play.board import why_not
from arbiter.web.wire import refusals
from scenario_text import board, judged

ROOT = Path(__file__).resolve().parent

# 「アビス・ソルジャー」: discard a WATER monster of the hand to return a card on the field to its owner's hand
BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {stats: {atk: 100, attribute: WATER}, as: water}
      - {stats: {atk: 100, attribute: FIRE}, as: fire}
    monsters:
      - {card: アビス・ソルジャー, as: AS}
    graveyard:
      - {stats: {atk: 100, attribute: WATER}, as: gy}
  B:
    hand:
      - {stats: {atk: 100, attribute: WATER}, as: theirs}
    monsters:
      - {stats: {atk: 1000}, as: β}
"""
WANTED = Why("it is not a card its cost may take (discard a WATER monster: return the target to its owner's hand)",
             "このコストに使えるカードではない（手札から水属性モンスターを捨て、対象のカードを持ち主の手札に戻す）")


def _at_cost() -> tuple[Duel, dict[str, int]]:
    d, labels = board(BOARD)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["AS"]))
    assert d.pending.kind == "cost" and [o.card for o in d.pending.options] == [labels["water"]]
    return d, labels


def test_a_card_the_cost_does_not_take_is_refused_by_the_check_it_fails() -> None:
    d, labels = _at_cost()
    assert choice_refusal(d, labels["water"]) == ""
    assert choice_refusal(d, labels["fire"]) == WANTED and choice_refusal(d, labels["fire"]).ja == WANTED.ja
    assert choice_refusal(d, labels["gy"]) == COST_FROM["hand"]  # not in the hand
    assert choice_refusal(d, labels["theirs"]) == COST_FROM["hand"]  # the opponent's hand
    assert choice_refusal(d, labels["AS"]) == COST_SELF
    assert all(isinstance(w, Why) and w.ja for w in (COST_FROM["hand"], COST_SELF, COST_CHOSEN))


def test_the_judge_says_why_a_cost_answer_is_refused(tmp_path: Path) -> None:
    steps = """steps:
  - {player: A, activate: AS, cost: [fire], targets: [β], illegal: true, because: "%s"}
"""
    assert judged(tmp_path, BOARD + steps % "not a card its cost may take (discard a WATER monster").passed
    v = judged(tmp_path, BOARD + steps % "it offers")  # the offers are no longer what it says
    assert not v.passed and "its cost may take" in v.message, v.message


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_fronts_say_why_in_the_viewers_language(lang: str) -> None:
    d, labels = _at_cost()
    codes = {labels["fire"]: "h2", labels["water"]: "h1"}
    assert why_not(d, 0, "cost h2", codes, lang) == in_lang(WANTED, lang)
    assert why_not(d, 0, "cost h1", codes, lang) == ""  # on offer
    # the web board's answer for the card the player picks (`wire.refusals`)
    assert refusals(d, "ocg", 0, "A-hand-2", lang) == [{"action": "cost", "why": in_lang(WANTED, lang)}]
    assert refusals(d, "ocg", 0, "A-hand-1", lang) == []


LICH_LORD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 死王リッチーロード, as: LL}
    monsters:
      - {stats: {atk: 100, attribute: DARK}, as: dark}
      - {stats: {atk: 100, attribute: LIGHT}, as: light}
  B:
    monsters:
      - {stats: {atk: 100, attribute: DARK}, as: theirs}
"""


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_tribute_the_summon_does_not_take_is_refused_by_the_check_it_fails(lang: str) -> None:
    d, labels = board(LICH_LORD)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "summon" and o.card == labels["LL"]))
    assert d.pending.kind == "tribute" and [o.card for o in d.pending.options] == [labels["dark"]]
    light = choice_refusal(d, labels["light"])
    assert light == '"Lich Lord, King of the Underworld" takes only the tributes its text names'
    assert isinstance(light, Why) and light.ja == "「死王リッチーロード」の生け贄にできるモンスターではない"
    assert choice_refusal(d, labels["theirs"]) == TRIBUTE_NOT_OWN
    codes = {labels["light"]: "m2"}
    assert why_not(d, 0, "tribute m2", codes, lang) == in_lang(light, lang)


REINFORCEMENT = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 増援, as: X}]
    deck:
      - {stats: {atk: 1000, race: 戦士族, level: 4}, as: w4}
      - {stats: {atk: 2000, race: 戦士族, level: 5}, as: w5}
  B:
    deck:
      - {stats: {atk: 1000, race: 戦士族, level: 4}, as: theirs}
"""


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_card_an_effect_does_not_ask_for_as_it_resolves_is_refused_by_its_declared_check(lang: str) -> None:
    # 「増援」's search declares its check (`search.search_refusal`); the reason is found by replaying the operation
    d, labels = board(REINFORCEMENT)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["X"]))
    while d.pending.kind != "select":
        d.act("pass")
    assert [o.card for o in d.pending.options] == [labels["w4"]]
    log = len(d.log)
    w5 = choice_refusal(d, labels["w5"])
    assert w5 == "it is not a card the effect may choose (add a Level 4 or lower Warrior)"
    assert isinstance(w5, Why) and w5.ja.startswith("この効果で選べるカードではない（")
    theirs = choice_refusal(d, labels["theirs"])
    assert theirs == "the effect takes a card from its player's deck" and isinstance(theirs, Why)
    assert choice_refusal(d, labels["w4"]) == ""
    assert len(d.log) == log and d.pending.kind == "select"  # the replay ran on a copy: the duel is as it was
    assert in_lang(w5, lang) == (w5.ja if lang == "ja" else str(w5))


SNAKE_RAIN = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: スネーク・レイン, as: SR}, {stats: {atk: 1}, as: FOD}]
    deck: [{stats: {atk: 6, race: Warrior}, as: W}, {stats: {atk: 1, race: Reptile}, as: R1},
           {stats: {atk: 2, race: Reptile}, as: R2}, {stats: {atk: 3, race: Reptile}, as: R3},
           {stats: {atk: 4, race: Reptile}, as: R4}]
"""


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_question_that_declares_no_check_refuses_a_card_by_the_effects_words(lang: str) -> None:
    # 「スネーク・レイン」's pick declares no check of its own: a card it does not offer is not one the effect may
    # choose, quoting its words; "no" where the question offers no way to stop: the effect must choose
    d, labels = board(SNAKE_RAIN)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["SR"]))
    while d.pending.kind != "select":
        d.act(next((o.key for o in d.pending.options if o.card == labels["FOD"]), "pass"))
    w = choice_refusal(d, labels["W"])
    assert w == "it is not a card the effect may choose (discard 1: send 4 Reptile monsters from your deck to the " \
                "graveyard)"
    assert isinstance(w, Why) and w.ja.startswith("この効果で選べるカードではない（")
    assert choice_refusal(d, labels["R1"]) == ""
    no = word_refusal(d, "no")
    assert no == MUST_CHOOSE and in_lang(no, lang) == (MUST_CHOOSE.ja if lang == "ja" else str(MUST_CHOOSE))
    assert word_refusal(d, "set") == ""


POWER_CAPSULE = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: パワーカプセル, as: PC}]
    monsters: [{card: ビクトリー・バイパー ＸＸ０３, as: VV}]
"""


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_choice_the_effect_names_but_leaves_out_is_refused_by_the_check_that_leaves_it_out(lang: str) -> None:
    # 「パワーカプセル」 with no other face-up spell or trap card: its destroying effect is left out of the choice
    # (`Resolution.ask`'s `closed`), by the words or the key; the reason is found by replaying the operation
    d, labels = board(POWER_CAPSULE)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["PC"]))
    while d.pending.kind == "target":
        d.answer(next(o for o in d.pending.options if o.card == labels["VV"]))
    while d.pending.kind != "choice":
        d.act("pass")
    assert [o.key for o in d.pending.options] == ["atk", "token"]
    log = len(d.log)
    why = word_refusal(d, "destroy a face-up spell or trap card")
    assert why == "no other face-up spell or trap card is on the field to destroy" and isinstance(why, Why)
    assert word_refusal(d, "destroy") == why and in_lang(why, lang) == (why.ja if lang == "ja" else str(why))
    assert word_refusal(d, "something else") == ""
    assert len(d.log) == log and d.pending.kind == "choice"  # the replay ran on a copy: the duel is as it was
