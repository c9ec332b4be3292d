"""Why a seat's card cannot be used now for each action its decision does not offer for it (ocg/refusals.py
`card_refusals`), and the web board's answer for the card a seat picks (`wire.refusals`), for that seat's cards
only."""

from __future__ import annotations

import pytest

from arbiter.kernel.reasons import in_lang
from arbiter.ocg import refusals as refusals_module
from arbiter.ocg.duel import Duel
from arbiter.ocg.refusals import action_refusal, card_refusals
from arbiter.web.wire import refusals, state
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


def test_each_action_not_on_offer_for_a_card_gets_the_rule_that_refuses_it() -> None:
    d, label = _duel()
    tributes = "its player cannot tribute the 2 monsters it needs"
    # A's one monster is too few for 「ブラック・マジシャン」's tributes, to summon it or to set it
    assert card_refusals(d, 0, label["DM"]) == [("summon", tributes), ("set", tributes)]
    # 「死者蘇生」 may be set, not activated with no monster in a graveyard
    assert card_refusals(d, 0, label["MR"]) == [("activate", "there are not enough legal targets")]
    assert card_refusals(d, 0, label["α"]) == []  # α may change its position; no attack in a main phase
    assert card_refusals(d, 1, label["β"]) == []  # not B's decision
    assert card_refusals(d, 0, label["β"]) == []  # not A's card


def test_the_web_gives_a_cards_reasons_to_its_seat_by_its_place_in_the_viewers_language() -> None:
    d, _ = _duel()
    # DM, by its place
    assert refusals(d, "ocg", 0, "A-hand-1", "en") == [
        {"action": "summon", "why": "its player cannot tribute the 2 monsters it needs"},
        {"action": "set", "why": "its player cannot tribute the 2 monsters it needs"}]
    assert refusals(d, "ocg", 0, "A-hand-1", "ja")[0] == {"action": "summon", "why": "必要な２体の生け贄を用意できない"}
    assert refusals(d, "ocg", 1, "A-hand-1", "en") == []  # B's seat: not B's card, nor B's decision
    assert refusals(d, "ocg", 0, "A-hand-9", "en") == [] and refusals(d, "ocg", 0, "nowhere", "en") == []


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


def test_a_cards_refusals_say_what_the_judge_and_the_terminal_say() -> None:
    d, label = _duel(STOPPED)
    for card in (label["PG"], label["WDR"]):
        refused = card_refusals(d, 0, card)
        # each as `action_refusal` says it of that card alone (the judge's and the terminal's)
        assert refused == [(verb, action_refusal(d, 0, verb, card, 1 if verb == "activate" else 0))
                           for verb, _ in refused]
    # naming the card whose effect stops it as the log names a card
    assert card_refusals(d, 0, label["PG"])[0][1].startswith('the effect of "Protector of the Sanctuary" stops it')
    assert card_refusals(d, 0, label["WDR"])[0][1].startswith('the effect of "Mask of Restrict" stops it')


def test_the_web_works_a_cards_refusals_out_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    # they copy the duel (a face-up card or a ban behind an effect's "nothing to act on"): not for every card of
    # every state sent, only for the card a seat picks
    d, _ = _duel(STOPPED)
    asked: list[int] = []

    def counted(d: Duel, player: int, card: int) -> list[tuple[str, str]]:
        asked.append(card)
        return card_refusals(d, player, card)

    monkeypatch.setattr(refusals_module, "card_refusals", counted)
    assert "refused" not in state(d, "ocg", 0, "en", 0, seat=0)["pending"] and asked == []
    ja = refusals(d, "ocg", 0, "A-spells-1", "ja")
    assert len(asked) == 1 and ja[0]["why"].startswith("「神殿を守る者」の効果"), ja


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
    # the web board's reasons for the card picked: each way, said as the judge and the terminal say it
    assert (verb, why) in card_refusals(d, 0, label["CD"])


def test_a_monster_whose_procedure_is_on_offer_is_refused_its_summon_alone() -> None:
    # A controls no monster and B does: its special summon is on offer, so a summon's refusal is the summon's alone
    d, label = _duel(CYBER)
    assert action_refusal(d, 0, "summon", label["CD"]) == "its player cannot tribute the 1 monster it needs"
