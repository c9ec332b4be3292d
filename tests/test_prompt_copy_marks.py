"""A question names its card as the seat reading it knows that card: with the mark its log, its board and the options
give that copy ("(copy 2)", （２枚目）), on the terminal and the web board, in both languages and both games; every card
a question names (the fusion monster whose materials are chosen, the creature a Duel Masters replacement would save)
gets its own. The engine says only which cards the question names (`Decision.names`); each front adds its reader's
marks. A card the chooser may not see is neither named nor marked, even where that seat's log once told it apart from
another copy."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from arbiter.dm.verbs import to_hand
from arbiter.games import support_for
from arbiter.kernel.decision import Decision, Option, naming
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.effects import Effect, Kind, Resolution, cost_prompt, prompt_for
from arbiter.play.front import front_for, question
from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import Replay
from arbiter.web.wire import state
from copies_attacking import TROOPERS, attack_with_both
from fake_terminals import Typist
from scenario_text import board


def asked(d: Any, game: str, lang: str) -> tuple[str, str]:
    """The question as its chooser reads it: the terminal's line for it (after "A: " or "B: ") and the web board's."""
    assert d.pending is not None
    seat = d.pending.player
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    term = Typist([])  # answers nothing: the loop stops at its first question
    play = Game(Session(Replay.new(game, [deck, deck], 1, ["human", "human"])), term, lang)  # type: ignore[arg-type]
    play.s.duel = d
    play.screen(seat)
    head = f"{'AB'[seat]}: "
    line = next(x for x in "".join(term.shown).splitlines() if x.startswith(head))
    return line.removeprefix(head), state(d, game, seat, lang, d.decisions, seat=seat)["pending"]["prompt"]


def test_an_ocg_question_of_the_second_copy_names_it_as_the_options_do() -> None:
    d, _ = board(TROOPERS)
    attack_with_both(d, "ocg")
    while d.pending.kind != "idle" or "phase:main2" not in [o.key for o in d.pending.options]:
        d.act(d.pending.options[0].key)  # the windows of the second attack
    d.act("phase:main2")
    while d.pending.kind == "window":
        d.act("pass")
    second = d.players[0].monsters[1]
    front = front_for("ocg")
    for lang, name in (("en", '"Card Trooper"'), ("ja", "「カードガンナー」")):
        mark = front.marks(d, 0, lang)[second]
        assert mark == (" (copy 2)" if lang == "en" else "（２枚目）")
        # the option that activates it says which copy, as the log does
        activate = next(o for o in d.pending.options if o.kind == "activate" and o.card == second)
        assert name + mark in front.describe(d, activate, lang, front.marks(d, 0, lang))
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == second))
    assert d.pending.kind == "declare" and d.pending.prompt("en").startswith('"Card Trooper": declare (')
    en, web_en = asked(d, "ocg", "en")
    ja, web_ja = asked(d, "ocg", "ja")
    assert en == web_en and en.startswith('"Card Trooper" (copy 2): declare ('), en
    assert ja == web_ja and ja.startswith("「カードガンナー」（２枚目）：宣言する（"), ja


def test_an_ocg_question_names_no_card_its_chooser_may_not_see_now() -> None:
    """B's log told A's two 「ブラッド・ヴォルス」 apart as they attacked; the second, back in A's hand, asks B a
    question as its effect applies: B may not see it now, so the question names it neither by name nor by mark (B's
    marks no longer follow it: which copy comes back from that hand is not B's to know)."""
    d, _ = board(TROOPERS.replace("カードガンナー", "ブラッド・ヴォルス"))
    attack_with_both(d, "ocg")
    second = d.cards[d.players[0].monsters[1]]
    d.to_hand([second], Cause(0, Reason.EFFECT, -1))
    assert front_for("ocg").marks(d, 0, "en")[second.idx] == " (copy 2)"  # A's own log still knows which it is
    assert second.idx not in front_for("ocg").marks(d, 1, "en")

    def asks_b(res: Resolution) -> None:
        res.ask([Option("x", "choice", label_en="x"), Option("y", "choice", label_en="y")], "choice", player=1,
                prompt_en="choose one", prompt_ja="一つ選ぶ")

    d.linger(second, 0, Effect(Kind.AT_ONCE, asks_b, trigger="phase", asks=True, when=lambda ctx, ev: ev.detail ==
                               "main2", text_en="asks B", text_ja="Bに問う"), Cause(0, Reason.EFFECT, second.idx))
    while d.pending.kind != "choice":
        keys = [o.key for o in d.pending.options]
        d.act("phase:main2" if "phase:main2" in keys else keys[0])
    assert d.pending.player == 1 and d.pending.names == ()
    assert asked(d, "ocg", "en") == ("choose one", "choose one")
    assert asked(d, "ocg", "ja") == ("一つ選ぶ", "一つ選ぶ")


SOLDIERS = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle: [アクア・ソルジャー, アクア・ソルジャー]
  B:
    battle: [{card: 斬隠カイドウ・クロウラー}]
    shields: [{stats: {}}, {stats: {}}, {stats: {}}]
"""


def test_a_duel_masters_question_of_the_second_copy_names_it_as_the_log_does() -> None:
    d, _ = board(SOLDIERS)
    second = d.players[0].battle[1]
    attack_with_both(d, "dm")
    assert d.pending.kind == "block" and d.pending.player == 1
    front = front_for("dm")
    assert front.marks(d, 1, "en")[second] == " (copy 2)" and front.marks(d, 1, "ja")[second] == "（２枚目）"
    assert asked(d, "dm", "en") == ('"Aqua Soldier" (copy 2): block this attack with a blocker?',) * 2
    assert asked(d, "dm", "ja") == ("「アクア・ソルジャー」（２枚目）：この攻撃をブロックする？",) * 2
    d.act("no")
    assert d.pending.kind == "break" and d.pending.player == 0  # the attacker's own question, to A
    assert asked(d, "dm", "en") == ('"Aqua Soldier" (copy 2): choose a shield to break',) * 2
    assert asked(d, "dm", "ja") == ("「アクア・ソルジャー」（２枚目）：ブレイクするシールドを選ぶ",) * 2


def test_a_duel_masters_question_names_no_card_its_chooser_may_not_see_now() -> None:
    """B's log told A's two 「アクア・ソルジャー」 apart; the second, back in A's hand, is hidden from B: a question it
    asks B (the words `Duel.prompts` gives every Duel Masters question) names it neither by name nor by mark."""
    d, _ = board(SOLDIERS)
    second = d.players[0].battle[1]
    attack_with_both(d, "dm")
    to_hand(d, [d.cards[second]], 0)
    assert front_for("dm").marks(d, 1, "en")[second] == " (copy 2)"  # B's log knew which copy it was
    shield = d.players[1].shields[0]
    d.pending = Decision(1, "pick", [d.card_option("pick", shield)], *d.prompts(second, 1, "choose one", "一つ選ぶ"))
    assert d.pending.names == ()
    assert asked(d, "dm", "en") == ("choose one", "choose one")
    assert asked(d, "dm", "ja") == ("一つ選ぶ", "一つ選ぶ")


def test_the_rl_environments_text_asks_the_question_as_the_terminal_does() -> None:
    """`render()`'s text (render_mode "ansi", "human") showed the board and the options but not the question."""
    pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")
    from arbiter.env import raw_env

    d, _ = board(SOLDIERS)
    attack_with_both(d, "dm")
    env = raw_env(game="dm")
    env.core.duel = d
    assert 'B: "Aqua Soldier" (copy 2): block this attack with a blocker?\n  0: ' in env.core.text(1)
    assert "block this attack" not in env.core.text(0)  # not A's question


def test_each_form_of_an_ocg_question_puts_the_mark_right_after_the_name() -> None:
    """Every way the OCG words a question naming its card (an effect's, one that says only that it chooses, a
    cost's) gets the mark where the options put it, after the name; a reader who tells no copies apart reads it
    unchanged, and so does one whose marks are of other cards."""
    card = SimpleNamespace(idx=7, data=SimpleNamespace(name_ja="クリボー", name_en="Kuriboh"))
    marks = {"en": {7: " (copy 2)"}, "ja": {7: "（２枚目）"}}
    said = {
        prompt_for(card, "x", "ｘ"): ('"Kuriboh" (copy 2): x', "「クリボー」（２枚目）：ｘ"),  # type: ignore[arg-type]
        prompt_for(card): ('choose for "Kuriboh" (copy 2)', "「クリボー」（２枚目）の効果で選ぶ"),  # type: ignore[arg-type]
        cost_prompt(card, "x", "ｘ"): ('cost of "Kuriboh" (copy 2): x',  # type: ignore[arg-type]
                                      "「クリボー」（２枚目）のコスト：ｘ"),
    }
    for words, (en, ja) in said.items():
        d = Decision(0, "cost", [Option("x", "x")], *words)
        assert (d.prompt("en", marks["en"]), d.prompt("ja", marks["ja"])) == (en, ja)
        assert (d.prompt("en"), d.prompt("ja", {8: "（２枚目）"})) == (words[0], words[1])


def test_every_card_an_ocg_question_names_gets_its_mark() -> None:
    """A question of an effect that names a second card in its words (the fusion monster whose materials are
    chosen: `fusion.choose_materials`) marks both, each as the reader's log tells its copies apart; a reader who
    tells apart only one of them marks only that one."""
    spell = SimpleNamespace(idx=7, data=SimpleNamespace(name_ja="融合", name_en="Polymerization"))
    words = naming(9, ('choose a fusion material for "Flame Swordsman"', ""), ("「炎の剣士」", "の融合素材を選ぶ"))
    d = Decision(0, "material", [Option("x", "x")], *prompt_for(spell, *words))  # type: ignore[arg-type]
    assert [n.card for n in d.names] == [7, 9]
    assert d.prompt("en", {7: " (copy 2)", 9: " (copy 2)"}) == \
        '"Polymerization" (copy 2): choose a fusion material for "Flame Swordsman" (copy 2)'
    assert d.prompt("ja", {7: "（２枚目）", 9: "（２枚目）"}) == \
        "「融合」（２枚目）：「炎の剣士」（２枚目）の融合素材を選ぶ"
    assert d.prompt("en", {9: " (copy 1)"}) == \
        '"Polymerization": choose a fusion material for "Flame Swordsman" (copy 1)'
    assert d.prompt("ja", {7: "（１枚目）"}) == "「融合」（１枚目）：「炎の剣士」の融合素材を選ぶ"
    assert d.prompt("en") == '"Polymerization": choose a fusion material for "Flame Swordsman"'


SAVED = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle: [ピロロン, ピロロン, 邪脚護聖ブレイガー]
  B:
    battle: [{card: 斬隠カイドウ・クロウラー}]
    shields: [{stats: {}}, {stats: {}}, {stats: {}}]
"""


def test_a_duel_masters_replacement_question_marks_the_card_it_would_save_too() -> None:
    """A's second 「ピロロン」, blocked by a stronger blocker, would be destroyed: 「邪脚護聖ブレイガー」 asks A
    whether to be destroyed instead, naming itself and the creature it would save, which A's log tells apart from the
    first."""
    d, _ = board(SAVED)
    second = d.players[0].battle[1]
    attack_with_both(d, "dm")
    d.act(next(o.key for o in d.pending.options if o.kind == "block"))
    assert d.pending.kind == "replacement" and d.pending.player == 0
    assert [n.card for n in d.pending.names] == [d.players[0].battle[2], second]
    assert front_for("dm").marks(d, 0, "en")[second] == " (copy 2)"
    assert asked(d, "dm", "en") == ('"Jakyaku Gosei Bureigā": use a replacement effect? (Destroyed: "Piroron" '
                                    '(copy 2))',) * 2
    assert asked(d, "dm", "ja") == ("「邪脚護聖ブレイガー」：置き換え効果を使う？（破壊：「ピロロン」（２枚目））",) * 2


FUSING = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 融合, as: POLY}, {card: ベビードラゴン, as: M1}, {card: ワイバーンの戦士, as: M2}]
    extra: [{card: ドラゴンに乗るワイバーン, as: ASD}]
"""


def test_a_fusion_summons_material_question_names_the_spell_and_the_fusion_monster() -> None:
    """`fusion.choose_materials` asks for the materials of the fusion monster chosen: the question names the spell
    and that monster, so each gets the mark of its copy where the reader's log tells copies apart."""
    d, cards = board(FUSING)
    d.act(next(o.key for o in d.pending.options if o.card == cards["POLY"] and o.kind == "activate"))
    while d.pending.kind == "window":
        d.act("pass")
    d.act(f"fusion:{cards['ASD']}")
    assert d.pending.kind == "material" and [n.card for n in d.pending.names] == [cards["POLY"], cards["ASD"]]
    marks = {"en": {cards["POLY"]: " (copy 2)", cards["ASD"]: " (copy 1)"},
             "ja": {cards["POLY"]: "（２枚目）", cards["ASD"]: "（１枚目）"}}
    assert d.pending.prompt("en", marks["en"]) == \
        '"Polymerization" (copy 2): choose a fusion material for "Alligator\'s Sword Dragon" (copy 1)'
    assert d.pending.prompt("ja", marks["ja"]) == \
        "「融合」（２枚目）：「ドラゴンに乗るワイバーン」（１枚目）の融合素材を選ぶ"
    # B may not see the monster in A's fusion deck: a replay's B view or public view gives the question's kind only
    assert question(front_for("ocg"), d, 1, "en") == "A is choosing (choice of a material)"
    assert question(front_for("ocg"), d, 1, "ja") == "Aが選択中（素材の選択）"
