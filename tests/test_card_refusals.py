"""Why a seat's cards that its decision offers nothing for cannot take their usual action (ocg/refusals.py
`card_refusals`), and the web board's state carrying it for that seat only."""

from __future__ import annotations

import pytest

from arbiter.kernel.reasons import in_lang
from arbiter.ocg import refusals
from arbiter.ocg.duel import Duel
from arbiter.ocg.refusals import action_refusal, card_refusals
from arbiter.web.wire import state
from scenario_text import board

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    hand:
      - {card: ブラック・マジシャン, as: DM}
      - {card: 死者蘇生, as: MR}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
"""


def _duel(text: str = BOARD) -> tuple[Duel, dict[str, int]]:
    d, labels = board(text)
    assert isinstance(d, Duel)
    return d, labels


def test_each_card_offered_nothing_gets_the_rule_that_refuses_its_usual_action() -> None:
    d, label = _duel()
    why = card_refusals(d, 0)
    assert why[label["DM"]] == ("summon", "its player cannot tribute the 2 monsters it needs")
    # offered something: 「死者蘇生」 may be set, α may change its position
    assert label["MR"] not in why and label["α"] not in why
    assert card_refusals(d, 1) == {}  # not B's decision


def test_the_web_state_gives_the_reasons_to_the_deciding_seat_only() -> None:
    d, _ = _duel()
    mine = state(d, "ocg", 0, "en", 0, seat=0)["pending"]["refused"]
    # DM, by its place
    assert mine == {"A-hand-1": {"action": "summon", "why": "its player cannot tribute the 2 monsters it needs"}}
    assert state(d, "ocg", 1, "en", 0, seat=1)["pending"] is None


def test_a_counter_cost_names_the_counter_in_english() -> None:
    text = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: エーリアン・テレパス, as: AT}
  B:
    spells:
      - {card: 破壊輪, as: RoD}
"""
    d, label = _duel(text)
    assert action_refusal(d, 0, "activate", label["AT"], 1) == "its cost cannot be paid (1 A-Counter)"


# A's draws and ritual spells have nothing to act on because of B's face-up 「神殿を守る者」 and 「生贄封じの仮面」, a
# fusion because of no material (and 「融合禁止エリア」): each refusal looks for a card or a ban behind it on copies
STOPPED = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [強欲な壺, 天使の施し, 白竜降臨, 融合, 白竜の聖騎士]
    spells: [{card: 強欲な壺, as: PG}, 天使の施し, {card: 白竜降臨, as: WDR}, 融合, 白竜降臨]
    monsters: [{stats: {atk: 1000, level: 4}}, {stats: {atk: 1200, level: 4}}]
    deck: [青眼の白龍, 青眼の白龍, 青眼の白龍]
  B:
    monsters: [{card: 神殿を守る者}]
    spells:
      - {card: 生贄封じの仮面, face: up}
      - {card: 融合禁止エリア, face: up}
"""


def test_the_cards_refused_in_one_state_share_the_copies_and_say_what_each_alone_says() -> None:
    d, label = _duel(STOPPED)
    refused = card_refusals(d, 0)
    # each as `action_refusal` says it of that card alone, on copies of its own (the judge's and the terminal's)
    assert refused == {i: (verb, action_refusal(d, 0, verb, i, 1 if verb == "activate" else 0))
                       for i, (verb, _) in refused.items()}
    assert refused[label["PG"]][1].startswith("神殿を守る者 (Protector of the Sanctuary")
    assert refused[label["WDR"]][1].startswith("生贄封じの仮面 (Mask of Restrict")


def test_the_web_works_the_refusals_out_once_for_each_state(monkeypatch: pytest.MonkeyPatch) -> None:
    d, _ = _duel(STOPPED)
    asked: list[int] = []

    def counted(d: Duel, player: int) -> dict[int, tuple[str, str]]:
        asked.append(d.decisions)
        return card_refusals(d, player)

    monkeypatch.setattr(refusals, "card_refusals", counted)
    first = state(d, "ocg", 0, "en", 0, seat=0)["pending"]["refused"]
    ja = state(d, "ocg", 0, "ja", 0, seat=0)["pending"]["refused"]  # sent again, in the other language
    assert asked == [0] and len(first) == len(ja) == 10
    assert ja["A-spells-1"]["why"].startswith("「神殿を守る者」の効果")
    assert state(d, "ocg", 1, "en", 0, seat=1)["pending"] is None  # not B's decision: no refusals
    copy = d.clone()  # another duel (an analysis game's undo plays the duel again): its own refusals
    assert state(copy, "ocg", 0, "en", 0, seat=0)["pending"]["refused"] == first and asked == [0, 0]
    d.act(next(o.key for o in d.pending.options if o.kind == "change_position"))  # the next state: again
    assert state(d, "ocg", 0, "en", 1, seat=0)["pending"]["refused"] and asked == [0, 0, 1]


def test_a_counter_trap_refused_says_what_it_answers_and_what_the_link_below_is() -> None:
    # a judge's trial: 「無効」 chained to 「天使の施し」 was refused with its own effect's words only
    d, label = _duel("""title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 天使の施し, as: GC}
    deck: [{stats: {atk: 100}}, {stats: {atk: 100}}, {stats: {atk: 100}}]
  B:
    spells:
      - {card: 無効, as: MK}
""")
    open_state = action_refusal(d, 1, "activate", label["MK"], 1)
    assert open_state.endswith("it answers the activation of an effect that draws cards and does nothing else, and "
                               "there is no chain link to answer"), open_state
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == label["GC"]))
    why = action_refusal(d, 1, "activate", label["MK"], 1)
    assert why.startswith("its activation condition does not hold (the effect: "), why
    assert why.endswith("it answers the activation of an effect that draws cards and does nothing else; Chain Link 1 "
                        "is A's 「天使の施し」 (draw 3, then discard 2)"), why
    ja = in_lang(why, "ja")
    assert ja.endswith("ドロー以外の処理を含まない、カードをドローする効果の発動に対して発動するカードだが、"
                       "チェーン１はAの「天使の施し」（３枚ドローし、その後２枚捨てる）"), ja



CYBER = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: サイバー・ドラゴン, as: CD}
      - {stats: {atk: 1400}, as: α}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
"""


@pytest.mark.parametrize("verb", ["summon", "special_summon"])
def test_a_monster_with_its_own_procedure_refused_both_ways_says_why_each_is(verb: str) -> None:
    # 「サイバー・ドラゴン」 once A has normal summoned α (A's field not empty, B controlling a monster): its refusal
    # named only the normal summon's, not why its own special summon is not available (A controls a monster)
    d, label = _duel(CYBER)
    d.act(f"summon:{label['α']}")
    while d.pending is not None and d.pending.kind == "window":  # nobody responds to the summon
        d.answer(d.pending.option("pass"))
    assert d.pending is not None and d.pending.kind == "idle"
    why = action_refusal(d, 0, verb, label["CD"])
    assert "already normal summoned or set this turn" in why and "its procedure's condition does not hold" in why, why
    ja = in_lang(why, "ja")
    assert "特殊召喚の条件を満たしていない" in ja and "既に通常召喚" in ja and ";" not in ja, ja
    if verb == "summon":  # the web board's reason for the card picked: its usual action, the summon
        assert card_refusals(d, 0)[label["CD"]] == ("summon", why)


def test_a_monster_whose_procedure_is_on_offer_is_refused_its_summon_alone() -> None:
    # A controls no monster and B does: its special summon is on offer, so a summon's refusal is the summon's alone
    d, label = _duel(CYBER)
    assert action_refusal(d, 0, "summon", label["CD"]) == "its player cannot tribute the 1 monster it needs"
