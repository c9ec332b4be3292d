"""What a player sees: their own hand, not the opponent's hand, deck order or face-down cards."""

from __future__ import annotations

import json
import random

from arbiter.agents.determinize import determinize
from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.carddata import default_db
from arbiter.ocg.decks import read_ydk
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.game import new_duel
from arbiter.ocg.lasting import Left
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.turn import Turn
from arbiter.ocg.view import describe, view
from arbiter.play import board
from arbiter.selfplay import BUNDLED_DECK
from face_down_targets import targeting
from scenario_text import SOLEMN_ON_SOLEMN, played
from scenario_text import board as scenario_board

DECK = read_ydk(BUNDLED_DECK).all


def test_view_hides_what_the_player_may_not_see() -> None:
    d = new_duel(DECK, DECK, 11)
    rng = random.Random(11)
    for _ in range(400):
        if d.pending is None:
            break
        for viewer in (0, 1):
            v = view(d, viewer, "en")
            json.dumps(v)  # plain data
            opp = v["players"][1 - viewer]
            assert isinstance(opp["hand"], int)
            assert isinstance(v["players"][viewer]["hand"], list)
            for m in opp["monsters"]:
                if m is not None and m["position"] == "set":
                    assert m["name"] == "(face-down)" and "atk" not in m
            assert (v["pending"] is not None) == (d.pending.player == viewer)
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])


def test_every_option_has_a_label_in_both_languages() -> None:
    d = new_duel(DECK, DECK, 4)
    rng = random.Random(4)
    kinds = set()
    for _ in range(2000):
        if d.pending is None:
            break
        for o in d.pending.options:
            for lang in ("ja", "en"):
                label = describe(d, o, lang)
                assert label and ":" not in label, (o.key, label)
            kinds.add(o.kind)
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
    assert {"summon", "set", "attack", "phase", "pass", "activate"} <= kinds


def _draw_watched(esper: Pos | None, drained: bool = False) -> tuple[Duel, int]:
    """B's turn 4 begins and B makes the normal draw; A controls 「サイバー・エスパー」 in `esper` (or none), and
    B a face-up 「スキルドレイン」 when `drained`. Returns the duel and the card B drew."""
    db = default_db()
    d = Duel(3)
    for p in (0, 1):
        for name in ("ブラッド・ヴォルス", "ジェネティック・ワーウルフ", "ならず者傭兵部隊", "強欲な壺", "死者蘇生"):
            d.add_card(db.lookup(name), p, Zone.DECK)
    d.add_card(db.lookup("ならず者傭兵部隊"), 1, Zone.HAND)
    if esper is not None:
        d.add_card(db.lookup("サイバー・エスパー"), 0, Zone.MONSTERS, esper)
    if drained:
        d.turn_on(d.add_card(db.lookup("スキルドレイン"), 1, Zone.SPELLS, Pos.UP))
    drawn = d.players[1].deck[-1]
    d.turn, d.tp = 4, 1
    d.stack.append(Turn("draw"))
    d.advance()
    assert d.cards[drawn].zone is Zone.HAND
    return d, drawn


def test_cyber_esper_shows_its_controller_the_card_the_opponent_draws() -> None:
    d, drawn = _draw_watched(Pos.ATTACK)
    a = view(d, 0, "en")["players"][1]
    assert a["hand"] == 2, "the hand stays hidden: only its size"
    assert [c["name"] for c in a["hand_shown"]] == [d.cards[drawn].data.name_en]
    assert view(d, 1, "en")["players"][0]["hand_shown"] == [], "B sees nothing of A's hand"
    screen = "".join(text for _, text in board.draw(d, 0, "en"))  # the terminal board shows it to A too
    assert "Shown (hand)" in screen and d.cards[drawn].data.name_en in screen
    assert "Shown (hand)" not in "".join(text for _, text in board.draw(d, 1, "en"))
    # the agents' guesses keep the shown card where it is
    for seed in range(5):
        assert view(determinize(d, 0, random.Random(seed)), 0, "en") == view(d, 0, "en")
    # once the card leaves the hand it is no longer a shown card of that hand
    d.discard([drawn], Cause(1, Reason.EFFECT, drawn))
    assert view(d, 0, "en")["players"][1]["hand_shown"] == []


def test_no_card_is_shown_without_cyber_esper_in_attack_position() -> None:
    for esper in (None, Pos.DEFENSE):
        d, _ = _draw_watched(esper)
        assert view(d, 0, "en")["players"][1]["hand_shown"] == []
        assert not any(e.kind == "revealed" for e in d.log)


def test_cyber_esper_set_or_negated_shows_nothing() -> None:
    # only face-up in attack position, and a negated effect (「スキルドレイン」) shows nothing
    for esper, drained in ((Pos.SET, False), (Pos.ATTACK, True)):
        d, _ = _draw_watched(esper, drained)
        assert view(d, 0, "en")["players"][1]["hand_shown"] == []
        assert not any(e.kind == "revealed" for e in d.log)


def test_cyber_esper_shows_nothing_of_its_own_controllers_draws() -> None:
    # it shows the cards the opponent draws: what its controller draws stays hidden from the opponent
    d, _ = _draw_watched(Pos.ATTACK)
    assert d.draw(0, 1, d.rule_cause(0)) == 1
    assert view(d, 1, "en")["players"][0]["hand_shown"] == []


def test_a_card_turned_face_up_in_a_deck_is_seen_by_both_players_until_it_leaves() -> None:
    d = new_duel(DECK, DECK, 5)
    deck = d.players[1].deck
    c = d.cards[deck[-2]]  # second from the top
    d.turn_up_in_deck(c)
    for viewer in (0, 1):
        shown = view(d, viewer, "en")["players"][1]["deck_face_up"]
        assert shown == [{**shown[0], "name": c.data.name_en, "from_top": 2, "position": "up"}]
    d.move(c, Zone.GRAVE, d.rule_cause(1), "sent")
    assert not c.face_up and view(d, 0, "en")["players"][1]["deck_face_up"] == []


def test_a_lingering_effect_while_a_card_stays_ends_when_it_moves() -> None:
    d = new_duel(DECK, DECK, 5)
    top = d.cards[d.players[1].deck[-1]]
    wait = Effect(Kind.AT_ONCE, lambda res: None, trigger="drawn")
    d.linger(top, 0, wait, d.rule_cause(0), turns=None, while_there=top)
    d.end_turn_effects()
    assert [r.change.given for r in d.lasting.of(Left)] == [wait]  # no turn limit
    d.draw(1, 1, d.rule_cause(1))
    d.next_thing()
    assert not d.lasting.has(Left)


def test_a_face_down_attack_position_is_public_but_not_the_card() -> None:
    """「闇の訪れ」 leaves a monster face-down in attack position: its opponent sees the position (the view, the
    terminal board), not the card."""
    db = default_db()
    d = Duel(3)
    d.add_card(db.lookup("ならず者傭兵部隊"), 0, Zone.MONSTERS, Pos.ATTACK)
    hidden = d.add_card(db.lookup("ジェネティック・ワーウルフ"), 1, Zone.MONSTERS, Pos.SET_ATTACK)
    seen = view(d, 0, "en")["players"][1]["monsters"][hidden.slot]
    assert seen["position"] == "set_attack" and seen["name"] == "(face-down)" and "atk" not in seen
    assert view(d, 1, "en")["players"][1]["monsters"][hidden.slot]["name"] == hidden.data.name_en
    screen = "".join(text for _, text in board.draw(d, 0, "ja"))
    assert "裏側攻撃表示" in screen and hidden.data.name_ja not in screen


EXTRA_DECK = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    extra:
      - {card: 竜騎士ガイア}
      - {card: サウザンド・アイズ・サクリファイス}
  B:
    extra:
      - {card: ブラック・デーモンズ・ドラゴン}
"""


def test_a_player_sees_their_own_extra_deck_and_only_its_count_of_the_opponents() -> None:
    d = build(load(EXTRA_DECK, "extra-deck"), "extra-deck", RULES).duel
    a = view(d, 0, "en")["players"]
    assert [c["name"] for c in a[0]["extra_deck"]] == ["Gaia the Dragon Champion", "Thousand-Eyes Restrict"]
    assert a[0]["extra"] == 2 and a[1]["extra"] == 1 and "extra_deck" not in a[1]
    assert "Black Skull Dragon" not in json.dumps(view(d, 0, "en"))
    assert [c["name"] for c in view(d, 1, "ja")["players"][1]["extra_deck"]] == ["ブラック・デーモンズ・ドラゴン"]
    public = view(d, -1, "en")["players"]
    assert all("extra_deck" not in side for side in public) and [s["extra"] for s in public] == [2, 1]
    # the terminal board lists it under its own codes, which the commands use (not a card's index)
    text = "".join(t for _, t in board.draw(d, 0, "en"))
    assert "x1 Gaia the Dragon Champion, x2 Thousand-Eyes Restrict" in text and "Black Skull" not in text
    # named as the options and the log name it in English ('"X" (A's fusion deck)'); the board said "Extra deck"
    assert "Fusion deck x1 Gaia" in text and "Fusion deck 2" in text and "Extra" not in text
    assert {board.card_codes(d, 0)[i] for i in d.players[0].extra} == {"x1", "x2"}


REINFORCEMENT = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 増援}
    deck:
      - {card: 切り込み隊長}
      - {card: 切り込み隊長}
"""


def test_a_prompt_names_the_card_it_is_asked_for() -> None:
    d = targeting()  # 「青い忍者」's effect choosing its target
    assert (view(d, 0, "en")["pending"]["prompt"], view(d, 0, "ja")["pending"]["prompt"]) == (
        'choose a target for "Armed Ninja"', "「青い忍者」の対象を選ぶ")
    d = build(load(REINFORCEMENT, "reinforcement"), "reinforcement", RULES).duel
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate"))
    while d.pending is not None and (d.pending.player == 1 or d.pending.kind == "window"):
        d.act(d.pending.options[0].key)  # passes until 「増援」 resolves and asks which warrior to add
    # a search's question: the card asking and what the chosen card is for
    assert (view(d, 0, "en")["pending"]["prompt"], view(d, 0, "ja")["pending"]["prompt"]) == (
        '"Reinforcement of the Army": choose a card to add to the hand', "「増援」：手札に加えるカードを選ぶ")


FIELD_AND_QUICK = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 摩天楼 －スカイスクレイパー－, as: SK}, {card: エネミーコントローラー, as: EC}]
    monsters: [{card: ブラッド・ヴォルス, as: V}]
  B:
    monsters: [{card: ブラッド・ヴォルス, as: W}]
"""


def test_an_activation_is_numbered_only_beside_another_effect_to_activate() -> None:
    # a field spell read 'Activate "Skyscraper" (effect 1)': its other effect is continuous, there is no effect 2
    # to choose; a card of two activations keeps its numbers
    d, labels = scenario_board(FIELD_AND_QUICK)
    said = {o.card: [describe(d, x, "en") for x in d.pending.options if x.kind == "activate" and x.card == o.card]
            for o in d.pending.options if o.kind == "activate"}
    assert said[labels["SK"]] == ['Activate "Skyscraper"']
    assert said[labels["EC"]] == ['Activate "Enemy Controller" (effect 1)', 'Activate "Enemy Controller" (effect 2)']


def test_the_alternatives_of_one_printed_effect_are_labelled_by_their_words() -> None:
    # the summoner's 「神の宣告」 chained to the opponent's, which answers the summon, may answer either: both options
    # read "(effect 1)" alike, so a player could not tell which negated the summon and which the trap card
    d = played(SOLEMN_ON_SOLEMN).duel
    said = {lang: [describe(d, o, lang) for o in d.pending.options if o.kind == "activate"] for lang in ("en", "ja")}
    assert said["en"] == ['Activate "Solemn Judgment" (effect 1: negate the summon and destroy the monster)',
                          'Activate "Solemn Judgment" (effect 1: negate the activation of a spell or trap card and '
                          'destroy it)']
    assert said["ja"] == ["「神の宣告」を発動（効果1：召喚を無効にし破壊する）",
                          "「神の宣告」を発動（効果1：魔法・罠カードの発動を無効にし破壊する）"]


BES_CORE = """
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 巨大戦艦 クリスタル・コア, as: CR, counters: {カウンター: 3}}]
  B:
    monsters: [{stats: {atk: 1000}, as: X}]
"""


def test_an_effect_is_labelled_and_listed_by_its_number_in_the_cards_text() -> None:
    # 「巨大戦艦 クリスタル・コア」 declares its position change fourth, but its text numbers it 3 (`numbering`): the
    # option read "(effect 4)", and the card detail listed it as effect 4, where a scenario's `effect: 3` names it
    from arbiter.ocg.explain import effects_text

    d, labels = scenario_board(BES_CORE)
    core = labels["CR"]
    said = [describe(d, o, "en") for o in d.pending.options if o.kind == "activate" and o.card == core]
    assert said == ['Activate "B.E.S. Crystal Core" (effect 3)']
    lines = effects_text(d.defs[core], "en")
    assert [line.split(":")[0] for line in lines] == ["Effect 1", "Effect 2", "Effect 3", "Effect 4"]
    assert "ignition effect" in lines[2] and "trigger effect" in lines[3]


BLOCKMAN = """
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ブロックマン, as: BM}]
"""


def test_a_note_kept_for_a_later_effect_is_neither_listed_nor_counted_as_an_effect() -> None:
    # 「ブロックマン」 keeps a note of its turns face-up (`Effect.note`, no effect of its text): the card detail listed
    # it as "Effect 2: trigger effect", and its one effect to activate was labelled "(effect 1)" beside it
    from arbiter.ocg.explain import effects_text

    d, labels = scenario_board(BLOCKMAN)
    bm = labels["BM"]
    defn = d.defs[bm]
    assert defn is not None and [e.note for e in defn.effects] == [False, True]
    assert [describe(d, o, "en") for o in d.pending.options if o.kind == "activate" and o.card == bm] == \
        ['Activate "Blockman"']
    assert [line.split(":")[0] for line in effects_text(defn, "en")] == ["Effect 1"]
    assert [line.split("：")[0] for line in effects_text(defn, "ja")] == ["効果1"]


def test_a_fusion_monster_on_offer_says_it_is_in_the_fusion_deck_and_a_set_position_has_words() -> None:
    # a fusion monster offered from the fusion deck read '"X" (A's )' / 「「X」（Aの）」, with no zone; a choice of a
    # face-down defense position (「サイバーポッド」's, a monster an effect summons or sets) raised a KeyError in the
    # terminal and on the web board
    from arbiter.kernel.decision import Option

    d, labels = scenario_board("""
game: ocg
turn: {number: 1, player: A, phase: main1}
players:
  A:
    extra: [{card: 暗黒火炎龍, as: FUS}]
""")
    fusion = Option("fusion:x", "fusion", labels["FUS"])
    assert describe(d, fusion, "en") == '"Darkfire Dragon" (A\'s fusion deck)'
    assert describe(d, fusion, "ja") == "「暗黒火炎龍」（Aの融合デッキ）"
    set_ = Option("position:set", "position", arg=int(Pos.SET))
    assert (describe(d, set_, "en"), describe(d, set_, "ja")) == ("Face-down defense position", "裏側守備表示")


def test_a_choice_of_position_is_capitalised_in_english_as_the_other_options_are() -> None:
    # a summon's choice of position read "attack position" / "defense position" / "face-down defense position" in
    # lower case, where every other option a board lists begins with a capital ("Pass", "Yes", "Summon ...")
    from arbiter.kernel.decision import Option

    d, _ = scenario_board("game: ocg\nturn: {number: 1, player: A, phase: main1}\n")
    words = {pos: describe(d, Option(f"position:{pos.name.lower()}", "position", arg=int(pos)), "en")
             for pos in (Pos.ATTACK, Pos.DEFENSE, Pos.SET)}
    assert words == {Pos.ATTACK: "Attack position", Pos.DEFENSE: "Defense position",
                     Pos.SET: "Face-down defense position"}


def test_the_option_that_ends_a_choice_of_several_says_so_in_the_viewers_language() -> None:
    # it read "done" in both languages, its words ("no more targets", 「対象の選択を終える」 ...) unused
    from arbiter.ocg.summon import AS_TWO

    d, _ = scenario_board("""
game: ocg
turn: {number: 1, player: A, phase: main1}
players:
  A:
    hand: [{card: 増援, as: ROA}]
""")
    assert (describe(d, AS_TWO, "en"), describe(d, AS_TWO, "ja")) == \
        ("count it as two tributes", "２体分の生け贄とする")


def test_an_attack_on_a_face_down_monster_names_it_by_its_place_not_as_a_card_name() -> None:
    # an attack on a face-down monster read 'Attack "a face-down monster" with ...' /
    # 「「裏側守備表示モンスター」に攻撃」: quoted as a card's name is, and two such options read alike; a target
    # is told by its place (「裏側表示モンスター（Bのモンスター1）」), and so is the monster attacked
    d, _ = scenario_board("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ブラッド・ヴォルス, as: V}]
  B:
    monsters: [{card: ヂェミナイ・エルフ, position: set}, {card: ヂェミナイ・エルフ, position: set}]
""")
    d.act(next(o.key for o in d.pending.options if o.kind == "phase" and o.arg == 1))
    while d.pending is not None and not any(o.kind == "attack" for o in d.pending.options):
        d.act(d.pending.options[0].key)  # the battle phase's windows
    attacks = [o for o in d.pending.options if o.kind == "attack"]
    assert [describe(d, o, "ja") for o in attacks] == [
        "「ブラッド・ヴォルス」で裏側守備表示モンスター（Bのモンスター1）に攻撃",
        "「ブラッド・ヴォルス」で裏側守備表示モンスター（Bのモンスター2）に攻撃"]
    assert [describe(d, o, "en") for o in attacks] == [
        "Attack a face-down monster (B's monster 1) with \"Vorse Raider\"",
        "Attack a face-down monster (B's monster 2) with \"Vorse Raider\""]


def test_the_card_detail_lists_an_effect_declared_twice_alike_once() -> None:
    # 「深淵の暗殺者」's one trigger is declared twice (a discard and a send from the hand), numbered 2 both times: the
    # card detail listed two identical lines "Effect 2: trigger effect; targets 1: ..." one under the other
    from arbiter.ocg.explain import effects_text
    from arbiter.ocg.registry import load_all

    defn = load_all()[16226786]
    assert [defn.text_number(i) for i in (1, 2, 3)] == [1, 2, 2]
    for lang, head in (("en", "Effect "), ("ja", "効果")):
        lines = effects_text(defn, lang)
        assert [line.split(":" if lang == "en" else "：")[0] for line in lines] == [f"{head}1", f"{head}2"], lines
