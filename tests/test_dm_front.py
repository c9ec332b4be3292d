"""Duel Masters in the terminal: the board, the log and the options show a player only what they may see,
and every option has its own command."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm.duel import CardRef, Duel, visible
from arbiter.dm.model import KIND_WORDS
from arbiter.dm.view import describe, log_lines, view
from arbiter.games import DM
from arbiter.play.commands import listed, matching, resolve
from arbiter.play.dm_board import card_codes, commands, draw
from scenario_text import SHIELD_SAVER, board, played

DECK = DM.read_deck(DM.starter_deck)


def text_for(d: Duel, viewer: int) -> str:
    """What the terminal shows `viewer` at their decision, in both languages (a card name to declare is not
    a card: every name is offered); the question names the card it comes from only where the viewer sees it."""
    assert d.pending is not None
    out = []
    for lang in ("en", "ja"):
        out.append(d.pending.prompt(lang))
        out += log_lines(d, len(d.log), viewer, lang)
        out += [t for _, t in draw(d, viewer, lang)]
        out += [describe(d, o, lang) for o in d.pending.options if o.kind != "name"]
    return "\n".join(out)


@pytest.mark.parametrize("seed", range(6))
def test_a_player_never_sees_a_card_they_were_not_shown(seed: int) -> None:
    """A card's name reaches a player's screen only if they saw that card (or another copy of it) at some point:
    in a zone they see, revealed to both players, or looked at by them (《封魔ダンリモス》's shield)."""
    d = DM.new_duel(DECK, DECK, seed)
    rng = random.Random(seed)
    seen: list[set[int]] = [set(), set()]
    names = {lang: [d.refs[i].name_ja if lang == "ja" else d.refs[i].name_en for i in range(len(d.cards))]
             for lang in ("en", "ja")}
    index = {id(r): i for i, r in enumerate(d.refs)}
    checked = 0
    while d.pending is not None and d.turn <= 40:
        revealed = {index[id(e.args[0])] for e in d.log if e.kind == "reveal"}
        looked = [{r.card for e in d.log if e.kind == "look_shield" and e.args[0] == p
                   for r in e.args if isinstance(r, CardRef)} for p in (0, 1)]
        for p in (0, 1):
            seen[p] |= revealed | looked[p] | {i for i in range(len(d.cards)) if visible(d, i, p)}
        p = d.pending.player
        if len(d.pending.options) > 1:
            shown = text_for(d, p)
            for lang in ("en", "ja"):
                known = {names[lang][i] for i in seen[p]}
                secret = {names[lang][i] for i in range(len(d.cards)) if i not in seen[p]} - known
                assert not [n for n in secret if n in shown], f"turn {d.turn}: {p} sees a card never shown to them"
            checked += 1
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
    assert checked > 20


def test_shields_are_face_down_to_everyone() -> None:
    d = DM.new_duel(DECK, DECK, 3)
    for viewer in (0, 1):
        for side in view(d, viewer)["players"]:
            assert len(side["shields"]) == 5
            assert all(set(s) == {"id", "castle"} for s in side["shields"])
        assert isinstance(view(d, viewer)["players"][1 - viewer]["hand"], int)
    assert log_lines(d, len(d.log), 0, "en")[0] == "A puts 5 cards from the deck into the shields"
    assert log_lines(d, len(d.log), 1, "ja")[0] == "Aが山札からカードを5枚シールドゾーンに置く"
    assert "5枚シールドゾーンに置く：「" in log_lines(d, len(d.log), None, "ja")[0]  # a replay shows everything


@pytest.mark.parametrize("seed", range(4))
def test_every_option_has_a_distinct_command(seed: int) -> None:
    d = DM.new_duel(DECK, DECK, seed)
    rng = random.Random(seed)
    kinds = set()
    while d.pending is not None and d.turn <= 30:
        opts = d.pending.options
        cmds = commands(d, opts, card_codes(d, d.pending.player))
        assert len(set(cmds)) == len(cmds)
        for k, o, cmd in zip(listed(opts), opts, cmds, strict=True):  # k: its number, or the number it chooses
            kinds.add(o.kind)
            for typed in (cmd, str(k), o.key):
                assert resolve(typed, opts, cmds) is o
        d.answer(opts[rng.randrange(len(opts))])
    assert {"charge", "summon", "attack", "phase"} <= kinds


def test_a_mana_card_shows_its_civilizations() -> None:
    # the hand wrote "7火 7000", the mana zone only names: which civilizations a player's mana paid for had to be
    # remembered, card by card
    d, _ = board("""
game: dm
turn: {number: 6, player: A, phase: main}
players:
  A:
    mana: [エナジー・ライト, {card: 黒神龍ギルガザメス, tapped: true}]
""")
    text = {lang: "".join(t for _, t in draw(d, 0, lang)) for lang in ("en", "ja")}
    assert 'm1 Energy Light W' in text["en"] and "m2 Kokushinryū Girugazamesu D (tapped)" in text["en"]
    assert "m1 エナジー・ライト 水" in text["ja"] and "m2 黒神龍ギルガザメス 闇（タップ）" in text["ja"]


def test_a_nature_card_says_its_civilization_as_the_cards_print_it() -> None:
    # the Japanese board wrote nature 「自」 (「2自 1000」, 「光自」), where the cards print 自然
    d, _ = board("""
game: dm
turn: {number: 6, player: A, phase: main}
players:
  A:
    hand: [シャーマン・ブロッコリー]
    mana: [無頼聖者サンフィスト]
""")
    text = {lang: "".join(t for _, t in draw(d, 0, lang)) for lang in ("en", "ja")}
    assert "m1 無頼聖者サンフィスト 光自然" in text["ja"] and "（2自然 1000）" in text["ja"], text["ja"]
    assert "m1 Sanfist, the Savage Vizier LN" in text["en"] and "(2N 1000)" in text["en"], text["en"]


@pytest.mark.parametrize(("card", "en", "ja"), [
    ("神羅スカル・ムーン", "evolution creature", "進化クリーチャー"), ("エナジー・ライト", "spell", "呪文"),
    ("スパイラル・オーラ", "cross gear", "クロスギア"), ("無敵城 シルヴァー・グローリー", "castle", "城"),
])
def test_a_card_in_the_hand_says_its_kind_in_the_words_of_the_web_and_the_log(card: str, en: str, ja: str) -> None:
    # the terminal had short words of its own ("evolution", "進化"), where the web board and the log say the module's
    # (dm.model.KIND_WORDS: "evolution creature", 進化クリーチャー)
    d, _ = board(f"""
game: dm
turn: {{number: 6, player: A, phase: main}}
players:
  A:
    hand: [{card}]
""")
    kind = d.cards[d.players[0].hand[0]].defn.kind
    assert KIND_WORDS[kind] == (en, ja)
    for lang, word in (("en", en), ("ja", ja)):
        hand = "".join(t for _, t in draw(d, 0, lang)).splitlines()[-1]
        cost = d.cards[d.players[0].hand[0]].defn.cost
        opening, closing = ("(", ")") if lang == "en" else ("（", "）")  # Japanese brackets are full-width
        assert re.search(rf"h1 .*{re.escape(opening)}{cost}\w {word}( \d+)?{re.escape(closing)}$", hand), hand


def test_the_log_counts_the_shields_broken_and_names_only_those_its_reader_may_know() -> None:
    # "breaks shield(s) (face down), (face down)": the count in words, the cards named only where the reader may know
    # them (a seat's log gives a shield it could not see no index: dm/view.py), a revealed one beside face-down ones
    from arbiter.dm.duel import CardRef
    from arbiter.dm.render import render
    from arbiter.dm.view import HIDDEN
    from arbiter.kernel.log import LogEntry

    bolt = CardRef("", "ボルシャック", "Bolshack", card=1)
    typhoon = CardRef("", "エマージェンシー・タイフーン", "Emergency Typhoon", card=2)
    piroron = CardRef("", "ピロロン", "Piroron", card=3)

    def hidden(lang: str) -> CardRef:
        return CardRef(HIDDEN[lang], HIDDEN[lang], HIDDEN[lang])

    def lines(shields: dict[str, tuple[CardRef, ...]], lang: str) -> str:
        return render([LogEntry("break", (bolt, shields[lang]))], lang)[0]

    one = {lang: (hidden(lang),) for lang in ("en", "ja")}
    two = {lang: (hidden(lang), hidden(lang)) for lang in ("en", "ja")}
    known = {lang: (typhoon, piroron) for lang in ("en", "ja")}
    mixed = {lang: (typhoon, hidden(lang)) for lang in ("en", "ja")}
    mixed3 = {lang: (typhoon, hidden(lang), hidden(lang)) for lang in ("en", "ja")}
    assert lines(one, "en") == '"Bolshack" breaks a shield'
    assert lines(two, "en") == '"Bolshack" breaks 2 shields'
    assert lines(known, "en") == '"Bolshack" breaks 2 shields: "Emergency Typhoon", "Piroron"'
    # the hidden ones as every other English line says them ("a face-down card"), not "1 face down"
    assert lines(mixed, "en") == '"Bolshack" breaks 2 shields: "Emergency Typhoon", a face-down card'
    assert lines(mixed3, "en") == '"Bolshack" breaks 3 shields: "Emergency Typhoon", 2 face-down cards'
    assert lines(one, "ja") == "「ボルシャック」がシールドを1枚ブレイク"
    assert lines(two, "ja") == "「ボルシャック」がシールドを2枚ブレイク"
    assert lines(known, "ja") == "「ボルシャック」がシールドを2枚ブレイク：" \
        "「エマージェンシー・タイフーン」、「ピロロン」"
    # one hidden card is named without a count, several are counted, as every line of both games' logs says them
    # (the OCG's 「（非公開のカード）」 and 「非公開のカード２枚」; a move's 「裏向きのカード」, test below)
    assert lines(mixed, "ja") == "「ボルシャック」がシールドを2枚ブレイク：" \
        "「エマージェンシー・タイフーン」、裏向きのカード"
    assert lines(mixed3, "ja") == "「ボルシャック」がシールドを3枚ブレイク：" \
        "「エマージェンシー・タイフーン」、裏向きのカード2枚"


def test_a_card_its_chooser_may_not_see_says_where_it_is_once() -> None:
    # a card in the other player's deck read "a card in B's deck (B's deck)": where it is, said twice
    from arbiter.kernel.decision import Option

    d = DM.new_duel(DECK, DECK, 0)
    assert d.pending is not None
    chooser = d.pending.player
    theirs = d.players[1 - chooser].deck[0]
    whose = "AB"[1 - chooser]
    pick = Option("select:x", "select", theirs)
    assert describe(d, pick, "en") == f"a card in {whose}'s deck"
    assert describe(d, pick, "ja") == f"{whose}の山札のカード"
    mine = d.players[chooser].hand[0]  # a card the chooser sees keeps its place after its name
    assert describe(d, Option("select:y", "select", mine), "en").endswith(f" ({'AB'[chooser]}'s hand)")


def test_the_shield_a_castle_or_a_shield_force_chooses_is_counted_as_a_broken_one_is() -> None:
    # "fortifies shield (face down)", 「シールド（裏向き）を要塞化」, "Shield Force chooses shield (face down)" and
    # a replacement "(for (face down))", 「（（裏向き））」: the shield is counted as the break line counts it, named
    # after it where the reader may know it; a hidden card a replacement acts on is a face-down card
    from arbiter.dm.duel import CardRef
    from arbiter.dm.render import render
    from arbiter.dm.view import HIDDEN
    from arbiter.kernel.log import LogEntry

    glory = CardRef("", "無敵城 シルヴァー・グローリー", "Muteki-jo Silver Glory", card=1)
    piroron = CardRef("", "ピロロン", "Piroron", card=2)
    typhoon = CardRef("", "エマージェンシー・タイフーン", "Emergency Typhoon", card=3)
    saver = CardRef("", "斬雪妖精バケット・バケット", "Baketto Baketto", card=4)

    def line(kind: str, args: tuple[object, ...], lang: str) -> str:
        return render([LogEntry(kind, args)], lang)[0]

    for lang in ("en", "ja"):
        hidden = CardRef(HIDDEN[lang], HIDDEN[lang], HIDDEN[lang])
        said = {k: (line("fortified", (glory, shield), lang), line("shield_force", (piroron, shield), lang),
                    line("replaced", (saver, "Shield Saver", "シールド・セイバー", shield), lang))
                for k, shield in (("hidden", hidden), ("known", typhoon))}
        if lang == "en":
            assert said["hidden"] == ('"Muteki-jo Silver Glory" fortifies a shield',
                                      '"Piroron"\'s Shield Force chooses a shield',
                                      'Replacement effect: "Baketto Baketto" - Shield Saver (for a face-down card)')
            assert said["known"] == ('"Muteki-jo Silver Glory" fortifies a shield: "Emergency Typhoon"',
                                     '"Piroron"\'s Shield Force chooses a shield: "Emergency Typhoon"',
                                     'Replacement effect: "Baketto Baketto" - Shield Saver (for "Emergency Typhoon")')
        else:
            assert said["hidden"] == ("「無敵城 シルヴァー・グローリー」がシールドを1枚要塞化",
                                      "「ピロロン」のシールド・フォースでシールドを1枚選ぶ",
                                      "置き換え効果：「斬雪妖精バケット・バケット」「シールド・セイバー」（裏向きのカード）")
            assert said["known"] == ("「無敵城 シルヴァー・グローリー」がシールドを1枚要塞化："
                                     "「エマージェンシー・タイフーン」",
                                     "「ピロロン」のシールド・フォースでシールドを1枚選ぶ：「エマージェンシー・タイフーン」",
                                     "置き換え効果：「斬雪妖精バケット・バケット」「シールド・セイバー」"
                                     "（「エマージェンシー・タイフーン」）")


def test_a_moved_line_counts_the_cards_its_reader_may_not_know_as_the_other_lines_say_them() -> None:
    # "Put on the bottom of the deck: (face down) -> B's deck", 「山札の一番下に置く：（裏向き） → Bの山札」: a card the
    # reader may not know is a face-down card, as a replaced card is (or a card, going to a hand), counted where
    # there are several, after the cards the reader may know
    from arbiter.dm.duel import CardRef
    from arbiter.dm.model import Zone as DMZone
    from arbiter.dm.render import render
    from arbiter.dm.view import HIDDEN
    from arbiter.kernel.log import LogEntry

    light = CardRef("", "エナジー・ライト", "Energy Light", card=1)

    def line(kind: str, dst: DMZone, refs: tuple[CardRef, ...], lang: str) -> str:
        return render([LogEntry("moved", (kind, int(dst), 1, refs))], lang)[0]

    h = {lang: CardRef(HIDDEN[lang], HIDDEN[lang], HIDDEN[lang]) for lang in ("en", "ja")}
    bottom, hand = ("to_deck_bottom", DMZone.DECK), ("to_hand", DMZone.HAND)
    assert line(*bottom, (h["en"],), "en") == "Put on the bottom of the deck: a face-down card -> B's deck"
    assert line(*bottom, (h["en"], h["en"]), "en") == "Put on the bottom of the deck: 2 face-down cards -> B's deck"
    assert line(*bottom, (light, h["en"]), "en") == \
        'Put on the bottom of the deck: "Energy Light", a face-down card -> B\'s deck'
    assert line(*hand, (h["en"], h["en"]), "en") == "Put into the hand: 2 cards -> B's hand"
    assert line(*hand, (h["en"],), "en") == "Put into the hand: a card -> B's hand"
    assert line(*bottom, (h["ja"],), "ja") == "山札の一番下に置く：裏向きのカード → Bの山札"
    assert line(*bottom, (h["ja"], h["ja"]), "ja") == "山札の一番下に置く：裏向きのカード2枚 → Bの山札"
    assert line(*bottom, (light, h["ja"]), "ja") == "山札の一番下に置く：「エナジー・ライト」、裏向きのカード → Bの山札"
    assert line(*hand, (h["ja"],), "ja") == "手札に加える：カード → Bの手札"
    assert line(*hand, (h["ja"], h["ja"]), "ja") == "手札に加える：カード2枚 → Bの手札"


def test_a_replacement_question_says_its_event_in_the_logs_words() -> None:
    # the event in the words of the log's line for it, and a shield, face down to its owner too, by its place, as the
    # board and the options name it (the question said "break of a card of B's" / 「Bのカードのbreak」, the event's key
    # in both languages; then "a face-down card of B's", which two shields of one double break both were)
    d, labels = board(SHIELD_SAVER)
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.arg == -1))
    d.act(next(o.key for o in d.pending.options if o.card == labels["S2"]))
    assert d.pending.kind == "replacement" and d.pending.player == 1
    assert d.pending.prompt("en") == '"Zangakure Kaidō Kurourā": use a replacement effect? (Broken: B\'s shield 2)'
    assert d.pending.prompt("ja") == "「斬隠カイドウ・クロウラー」：置き換え効果を使う？（ブレイク：Bのシールド2）"


def test_the_shield_danrimos_looks_at_is_named_to_its_player_only() -> None:
    # 《封魔ダンリモス》's line for the shield it looks at: the looking player reads the card, the shield's owner (to
    # whom it is face down too) and a spectator read only that a shield was looked at; the looker then reads it go to
    # the opponent's hand, which the spectator, who never saw it, does not
    d, labels = board("""
game: dm
turn: {number: 8, player: A, phase: attack}
players:
  A:
    battle: [{card: 封魔ダンリモス, as: DM}]
  B:
    hand: []
    shields: [{stats: {}, as: S1}, {card: エナジー・ライト, as: S2}]
""")
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.arg == -1))
    d.act(next(o.key for o in d.pending.options if o.card == labels["S1"]))
    d.act("name:アクア・ソルジャー")  # not the name of the shield looked at: it goes to B's hand
    d.act(next(o.key for o in d.pending.options if o.card == labels["S2"]))
    assert d.players[1].hand == [labels["S2"]]
    look = {"ja": "AがBのシールドを1枚見る", "en": "A looks at one of B's shields"}
    named = {"ja": "：「エナジー・ライト」（S2）", "en": ': "Energy Light" (S2)'}
    to_hand = {"ja": ("手札に加える：「エナジー・ライト」（S2） → Bの手札", "手札に加える：カード → Bの手札"),
               "en": ('Put into the hand: "Energy Light" (S2) -> B\'s hand', "Put into the hand: a card -> B's hand")}
    for lang in ("ja", "en"):
        said = {viewer: log_lines(d, len(d.log), viewer, lang) for viewer in (0, 1, -1, None)}
        for viewer in (0, None):  # the looker, and the judge's log
            assert look[lang] + named[lang] in said[viewer]
            assert to_hand[lang][0] in said[viewer]
        for viewer in (1, -1):
            assert look[lang] in said[viewer]
            assert not [line for line in said[viewer] if line.startswith(look[lang] + named[lang][0])]
        assert to_hand[lang][0] in said[1]  # in B's hand now
        assert to_hand[lang][1] in said[-1]


def test_the_japanese_board_brackets_as_japanese_text_does() -> None:
    # 「影武者 ソウル・ブリンガー (2闇 クロスギア)」, 「… 水 (タップ)」: half-width brackets where the copy marks, the
    # OCG board and the log write （…）
    d = DM.new_duel(DECK, DECK, 3)
    rng = random.Random(3)
    tapped = False
    while d.pending is not None and d.turn <= 8:
        screen = "".join(t for _, t in draw(d, d.pending.player, "ja"))
        assert "(" not in screen and ")" not in screen, screen
        tapped = tapped or "（タップ）" in screen
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
    assert tapped


def test_a_turn_left_with_nothing_able_to_attack_says_so() -> None:
    """A's only creature attacks: the attack step then offers only the turn's end, which the fronts answer for A, so
    the turn ended without a word; the log says why it ends, in both languages (not where A could still attack)."""
    d, labels = board("""
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle:
      - {stats: {power: 3000}, as: X}
      - {stats: {power: 2000}, as: Y}
  B:
    shields:
      - {stats: {}, as: S1}
      - {stats: {}, as: S2}
""")
    said = {"en": "A has no creature that can attack: the turn ends",
            "ja": "Aの攻撃できるクリーチャーがいないので、ターンを終える"}
    for attacker in ("X", "Y"):
        assert d.pending is not None and [o.kind for o in d.pending.options].count("attack") == 1 + (attacker == "X")
        d.act(f"attack:{labels[attacker]}:-1")
        while d.pending is not None and d.pending.kind != "idle":  # the shield broken, what it asks of B
            d.act(d.pending.options[0].key)
        if attacker == "X":  # Y can still attack: moving on is A's choice, not said
            for lang in ("en", "ja"):
                assert said[lang] not in log_lines(d, len(d.log), 0, lang)
    assert d.pending is not None and [o.kind for o in d.pending.options] == ["phase"]
    d.act(d.pending.options[0].key)
    for lang in ("en", "ja"):
        assert log_lines(d, len(d.log), 0, lang)[-1] == said[lang]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "\"end\" is not possible now: the turn's steps go in order (mana charge, main, attack, end), none skipped: "
           "the main step comes first (`main`)"),
    ("ja", "「end」はいまできません（ターンのステップは順に進み（マナチャージ、メイン、アタック、ターン終了）、"
           "とばせない。先にメインステップ（`main`））"),
])
def test_end_typed_in_the_mana_charge_is_answered_with_the_rule(tmp_path: Path, lang: str, said: str) -> None:
    """The OCG's terminal answers a phase not on offer with the rule; Duel Masters answered `end` in the mana charge
    with "not an option"."""
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--seed", "1", "--lang", lang, "--db",
                                  str(tmp_path / "g.sqlite")], input="end\nquit\n")
    assert r.exit_code == 0, r.output
    assert said in r.output, r.output


@pytest.mark.parametrize(("phase", "step", "why"), [
    ("main", "end", "none skipped: the attack step comes first"),
    ("attack", "main", "its main step is over"),
    ("attack", "attack", "in its attack step already"),  # not "over": the player is in it
    ("main", "main", "in its main step already"),
    ("attack", "end", ""),  # on offer
    ("main", "attack", ""),
])
def test_a_step_not_on_offer_is_refused_by_the_order_of_the_steps(phase: str, step: str, why: str) -> None:
    from arbiter.dm.refusals import phase_refusal

    d, _ = board(f"game: dm\nturn: {{number: 3, player: A, phase: {phase}}}\n")
    got = phase_refusal(d, step)
    assert (why in got) if why else got == "", got


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "it evolves on a multicoloured creature of its player's, and there is none"),
    ("ja", "進化元にできる自分の多色クリーチャーがいない"),
])
def test_an_evolution_refused_says_which_creature_it_evolves_on(lang: str, said: str) -> None:
    # 《聖鎧亜キング・アルカディアス》 typed with a single-civilization creature out was refused with "no creature it
    # may evolve from": the player saw a creature of theirs and was not told which kind the card needs
    from arbiter.play.dm_board import why_not

    d, _ = board("""
game: dm
turn: {number: 9, player: A, phase: main}
players:
  A:
    hand: [聖鎧亜キング・アルカディアス]
    mana: [ギガスタンド, ギガスタンド, ギガスタンド, ギガスタンド, エナジー・ライト, アポカリプス・デイ, ギガスタンド]
    battle: [黒神龍ギルガザメス]
""")
    codes = card_codes(d, 0)
    hand = codes[d.players[0].hand[0]]
    assert not any(o.kind == "summon" for o in d.pending.options)  # type: ignore[union-attr]
    assert why_not(d, 0, f"summon {hand}", codes, lang) == said


@pytest.mark.parametrize(("lang", "mine", "theirs"), [
    ("en", "it is already crossed to that creature",
     "a cross gear is crossed only to a creature in its player's battle zone"),
    ("ja", "既にそのクリーチャーにクロスされている", "クロスできるのは自分のバトルゾーンのクリーチャーだけ"),
])
def test_a_typed_cross_refused_says_why_of_its_creature(lang: str, mine: str, theirs: str) -> None:
    # `cross b1 b2` onto the creature the gear is crossed to, or onto an opponent's creature, was refused with no
    # reason, though the gear could be crossed and paid for: the reason lay in the creature named
    from arbiter.play.dm_board import why_not

    d, labels = board("""
game: dm
turn: {number: 8, player: A, phase: main}
players:
  A:
    mana: [ギガスタンド, ギガスタンド]
    battle:
      - {stats: {power: 2000}, as: C1, crossed: [{card: 影武者 ソウル・ブリンガー, as: G}]}
  B:
    battle:
      - {stats: {power: 1000}, as: OPP}
""")
    codes = card_codes(d, 0)
    gear, c1, opp = (codes[labels[x]] for x in ("G", "C1", "OPP"))
    assert why_not(d, 0, f"cross {gear} {c1}", codes, lang) == mine
    assert why_not(d, 0, f"cross {gear} {opp}", codes, lang) == theirs


def test_the_log_says_who_crossed_a_gear_and_the_mana_it_cost() -> None:
    # the line read "「スパイラル・オーラ」を「X」にクロス": which player crossed, and that crossing paid the gear's
    # cost again, were missing, where a summon's or a generate's line says both (the opponent's cross read as nobody's)
    d, labels = board("""
game: dm
turn: {number: 7, player: B, phase: main}
players:
  B:
    mana: [エナジー・ライト, エナジー・ライト, エナジー・ライト]
    battle:
      - {card: スパイラル・オーラ, as: G}
      - {stats: {power: 3000}, as: X}
""")
    d.act(f"cross:{labels['G']}:{labels['X']}")
    for viewer in (0, 1):  # the crossing player and the other read it alike: all of it is in the open
        assert "Bが「スパイラル・オーラ」（G）をXにクロス（マナ2枚）" in log_lines(d, len(d.log), viewer, "ja")
        assert "B crosses \"Supairaru Ōra\" (G) to X (2 mana)" in log_lines(d, len(d.log), viewer, "en")


def test_the_log_names_the_creature_an_evolution_goes_onto() -> None:
    # "Bが「聖鎧亜キング・アルカディアス」を召喚（マナ7枚）": the creature it went onto left the battle zone with no
    # line of the log saying so, and the opponent's evolution read as a plain summon
    d, labels = board("""
game: dm
turn: {number: 9, player: B, phase: main}
players:
  B:
    hand: [{card: 聖鎧亜キング・アルカディアス, as: KA}]
    mana: [ギガスタンド, ギガスタンド, ギガスタンド, ギガスタンド, エナジー・ライト, アポカリプス・デイ, ギガスタンド]
    battle: [{card: 邪脚護聖ブレイガー, as: BR}]
""")
    d.act(f"summon:{labels['KA']}")
    assert d.pending is not None and d.pending.kind == "evolve"
    d.act(d.pending.options[0].key)  # the one base there is
    for viewer in (0, 1):
        ja, en = log_lines(d, len(d.log), viewer, "ja"), log_lines(d, len(d.log), viewer, "en")
        assert "Bが「邪脚護聖ブレイガー」（BR）を「聖鎧亜キング・アルカディアス」（KA）に進化（マナ7枚）" in ja, ja
        assert any(line.startswith("B evolves ") and line.endswith(" (KA) (7 mana)") and "(BR) into " in line
                   for line in en), en


def test_the_log_says_an_evolution_creatures_sources_went_with_it() -> None:
    # 《聖鎧亜キング・アルカディアス》 lost a battle: "破壊：「聖鎧亜キング・アルカディアス」 → Bの墓地", and the
    # creature under it reached the graveyard with no line saying so
    d, labels = board("""
game: dm
turn: {number: 9, player: A, phase: attack}
players:
  A:
    battle: [{stats: {power: 20000}, as: X}]
  B:
    battle:
      - {card: 聖鎧亜キング・アルカディアス, as: KA, tapped: true, evolved_from: [{card: 邪脚護聖ブレイガー, as: BR}]}
""")
    d.act(f"attack:{labels['X']}:{labels['KA']}")
    while d.pending is not None and d.pending.kind != "idle":  # B's answers: no block, no replacement
        d.act(d.pending.options[-1].key)
    assert d.cards[labels["BR"]].zone.name == "GRAVE"
    for viewer in (0, 1):
        ja, en = log_lines(d, len(d.log), viewer, "ja"), log_lines(d, len(d.log), viewer, "en")
        at = ja.index("破壊：「聖鎧亜キング・アルカディアス」（KA） → Bの墓地")
        assert ja[at + 1] == "進化元も移動：「邪脚護聖ブレイガー」（BR） → Bの墓地", ja
        assert any(line.startswith("Its evolution sources go with it: ") and "(BR) -> B's graveyard" in line
                   for line in en), en


def test_a_card_of_the_opponents_hand_an_effect_offers_has_a_code() -> None:
    # 《蒼神龍ヴェール・バビロニア》 offered the opponent's hand as `pick c62`, `pick c65`: the duel's card numbers,
    # which no help names and no board shows; they read as the OCG's deck cards do (`d1`): ohN in the options' order
    from arbiter.play.loop import SYNTAX

    d, labels = board("""
game: dm
turn: {number: 9, player: A, phase: main}
players:
  A:
    hand: [{card: 蒼神龍ヴェール・バビロニア, as: VB}]
    mana: [エナジー・ライト, エナジー・ライト, エナジー・ライト, エナジー・ライト, エナジー・ライト]
  B:
    hand: [{card: アクア・ソルジャー, as: AQ}, {card: ギガスタンド, as: GS}]
""")
    d.act(f"summon:{labels['VB']}")
    while d.pending is not None and d.pending.kind != "pick":
        d.act(d.pending.options[0].key)
    assert d.pending is not None and {o.card for o in d.pending.options} == {labels["AQ"], labels["GS"]}
    assert commands(d, d.pending.options, card_codes(d, 0)) == ["pick oh1", "pick oh2"]
    assert "ohN" in SYNTAX["dm"]["en"] and "ohN" in SYNTAX["dm"]["ja"]


def test_a_breakers_questions_say_which_of_its_shields_each_chooses() -> None:
    # 《黒神龍ギルガザメス》 (a double breaker) asked "choose a shield to break" twice in the same words: the second
    # question read as the first again, as if the first answer had been lost
    d, labels = board("""
game: dm
turn: {number: 9, player: A, phase: attack}
players:
  A:
    battle: [{card: 黒神龍ギルガザメス, as: GZ}]
  B:
    shields: [{stats: {}, as: S1}, {stats: {}, as: S2}, {stats: {}, as: S3}]
""")
    d.act(f"attack:{labels['GZ']}:-1")
    asked = []
    while d.pending is not None and d.pending.kind == "break":
        asked.append((d.pending.prompt("en"), d.pending.prompt("ja")))
        d.act(d.pending.options[0].key)
    assert [en.split(": ", 1)[-1] for en, _ in asked] == ["choose a shield to break (1 of 2)",
                                                          "choose a shield to break (2 of 2)"], asked
    assert [ja.split("：", 1)[-1] for _, ja in asked] == ["ブレイクするシールドを選ぶ（2枚中1枚目）",
                                                          "ブレイクするシールドを選ぶ（2枚中2枚目）"], asked


@pytest.mark.parametrize(("setup", "act", "en", "ja"), [
    ("""
  A:
    hand: [{card: 威牙の幻ハンゾウ, as: C}]
    mana: [ギガスタンド, ギガスタンド, ギガスタンド, ギガスタンド, ギガスタンド, ギガスタンド, ギガスタンド]
  B:
    battle: [{stats: {power: 5000}, as: T}]
""", "summon:{C}", "choose an opponent's creature to get -6000 power this turn",
     "このターン、パワーを-6000する相手のクリーチャーを選ぶ"),
    ("""
  A:
    battle: [{stats: {power: 4000}, as: C}]
  B:
    battle: [{card: 斬雪妖精バケット・バケット, as: T, tapped: true}]
""", "attack:{C}:{T}", "choose an opponent's creature to put into its owner's mana zone",
     "持ち主のマナゾーンに置く相手のクリーチャーを選ぶ"),
    ("""
  A:
    battle: [{card: 鎧亜の邪聖ギル・ダグラス, as: C}]
    deck: [ギガスタンド, ギガスタンド]
  B:
    battle: [{stats: {power: 5000}, as: T}]
""", "", "choose an opponent's creature to get -2000 power this turn",  # the turn's draw: a darkness card
     "このターン、パワーを-2000する相手のクリーチャーを選ぶ"),
])
def test_a_question_choosing_an_opponents_creature_says_what_befalls_it(setup: str, act: str, en: str,
                                                                         ja: str) -> None:
    # 《威牙の幻ハンゾウ》, 《斬雪妖精バケット・バケット》 and 《鎧亜の邪聖ギル・ダグラス》 asked only "choose an
    # opponent's creature" / 「相手のクリーチャーを選ぶ」: which to choose depends on what happens to it, which the
    # other questions of the module say (「捨てるカードを選ぶ」, 「墓地に置くシールドを選ぶ」)
    phase = "main" if act.startswith("summon") else "attack" if act else "start"
    d, labels = board(f"game: dm\nturn: {{number: 9, player: A, phase: {phase}}}\nplayers:{setup}")
    if act:
        d.act(act.format(**labels))
    while d.pending is not None and d.pending.kind != "pick":
        d.act(d.pending.options[0].key)
    assert d.pending is not None
    assert d.pending.prompt("en").endswith(": " + en) and d.pending.prompt("ja").endswith("：" + ja)


def galaxy_in_hand(shields: int) -> str:
    """A's main phase with 「不滅の精霊パーフェクト・ギャラクシー」 in hand, the mana to summon it, and `shields`
    shields (S1, S2 ...) for its Shield Force to choose from."""
    listed = ", ".join(f"{{stats: {{}}, as: S{k}}}" for k in range(1, shields + 1))
    return f"""
game: dm
turn: {{number: 9, player: A, phase: main}}
players:
  A:
    hand: [{{card: 不滅の精霊パーフェクト・ギャラクシー, as: PG}}]
    mana: [エナジー・ライト, アポカリプス・デイ, アポカリプス・デイ, アポカリプス・デイ, アポカリプス・デイ,
           アポカリプス・デイ, アポカリプス・デイ]
    shields: [{listed}]
"""


def test_the_board_shows_the_shield_a_shield_force_chose_while_it_stays() -> None:
    # 《不滅の精霊パーフェクト・ギャラクシー》 chose a shield and the board said nothing of which: its blocker and its
    # staying hang on that shield, which the opponent must know to break it (a castle's shield is shown likewise)
    d, labels = board(galaxy_in_hand(3))
    d.act(f"summon:{labels['PG']}")
    assert d.pending is not None and d.pending.kind == "shield_force"
    d.act(next(o.key for o in d.pending.options if o.card == labels["S2"]))
    for viewer, code in ((0, "sh2"), (1, "osh2")):
        text = {lang: "".join(t for _, t in draw(d, viewer, lang)) for lang in ("en", "ja")}
        assert f"Shield Force {code}]" in text["en"] and f"シールド・フォース {code}]" in text["ja"], text


def test_a_castle_waiting_for_its_broken_shields_s_trigger_is_shown() -> None:
    # 《無敵城 シルヴァー・グローリー》 whose shield is broken stays until that break's S-Triggers are used, on no
    # shield: the boards showed it nowhere while its player was asked about the S-Trigger
    from arbiter.web.wire import state

    b = played(SILVER_GLORY_BROKEN)
    d, glory = b.duel, b.labels["SG"]
    assert d.pending is not None and d.pending.kind == "strigger"
    for viewer in (0, 1):
        side = view(d, viewer, "en")["players"][1]
        assert [c["id"] for c in side["waiting_castles"]] == [glory]
        assert side["shields"] == []
        text = {lang: "".join(t for _, t in draw(d, viewer, lang)) for lang in ("en", "ja")}
        assert "[castle: Muteki-jō Shiruvā Gurōrī (its shield broken, it waits for the S-Triggers)]" in text["en"]
        assert "[城: 無敵城 シルヴァー・グローリー（シールドがブレイクされ、S・トリガーを待つ）]" in text["ja"]
        web = state(d, "dm", viewer, "ja", 0)
        assert [c["code"] for c in web["players"][1]["waiting_castles"]] == ["B-waiting_castles-1"]
    d.answer(next(o for o in d.pending.options if o.kind == "no"))
    assert "waiting_castles" not in view(d, 1, "en")["players"][1]  # gone to the graveyard: not said at all


SILVER_GLORY_BROKEN = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle: [{stats: {power: 5000}, as: ATK}]
  B:
    hand: []
    shields:
      - {card: エマージェンシー・タイフーン, as: S1, castle: {card: 無敵城 シルヴァー・グローリー, as: SG}}
steps:
  - {player: A, attack: ATK, target: player}
  - {player: A, choose: [S1]}
"""


@pytest.mark.parametrize(("lang", "words"), [("en", "Choose no shield"), ("ja", "シールドを選ばない")])
def test_a_shield_force_is_declined_by_an_option_saying_what_is_declined(lang: str, words: str) -> None:
    # the option read 「いいえ」 / "no" under the question "Shield Force: choose a shield": a no to what?
    d, _ = board(galaxy_in_hand(1))
    d.act(next(o.key for o in d.pending.options if o.kind == "summon"))
    assert d.pending is not None and d.pending.kind == "shield_force"
    opts = d.pending.options
    no = next(o for o in opts if o.kind == "no")
    assert describe(d, no, lang) == words
    cmds = commands(d, opts, card_codes(d, 0))
    assert resolve("no", opts, cmds) is no  # typed as any decline is


@pytest.mark.parametrize(("creature", "pay", "ja"), [
    ("黒神龍バズラデューダ", "ボルメテウス・ホワイト・ドラゴン", "捨てるドラゴンを選ぶ"),
    ("氷牙封魔グリエルモ候", "エナジー・ライト", "捨てる呪文を選ぶ"),
    ("光器シャン・ベル", "無頼聖者サンフィスト", "捨てる光のクリーチャーを選ぶ"),
])
def test_a_card_paid_to_stay_is_asked_for_in_japanese(creature: str, pay: str, ja: str) -> None:
    # the Japanese screen asked for the card to discard in English ("choose a Dragon to discard")
    d, labels = board(f"""
game: dm
turn: {{number: 9, player: A, phase: attack}}
players:
  A:
    battle: [{{stats: {{power: 20000}}, as: ATK}}]
  B:
    battle: [{{card: {creature}, as: C, tapped: true}}]
    hand: [{{card: {pay}, as: P}}, {{card: {pay}, as: P2}}]
""")
    d.act(f"attack:{labels['ATK']}:{labels['C']}")
    while d.pending is not None and d.pending.kind != "pick":
        d.act(next(o.key for o in d.pending.options if o.kind != "no"))
    assert d.pending is not None and d.pending.prompt("ja").endswith("：" + ja), d.pending.prompt("ja")


@pytest.mark.parametrize("count", ["true", "2.7"])
def test_a_deck_entrys_count_that_is_not_a_whole_number_is_refused(tmp_path: Path, count: str) -> None:
    # int() read `"count": true` as 1 copy and `2.7` as 2: a deck other than the one written was played
    path = tmp_path / "deck.json"
    path.write_text(f'[{{"card": "ピロロン", "count": {count}}}]', encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--lang", "en", "--deck", str(path),
                                  "--db", str(tmp_path / "g.sqlite")], input="quit\n")
    assert r.exit_code == 1 and f'{path}: entry 1 is not {{"card": name, "count": n}}' in r.output, r.output


def test_a_deck_of_one_card_says_one_card() -> None:
    assert DM.deck_problems(DECK[:1], "en") == ["1 card, a deck has 40"]


def test_a_duel_masters_card_is_found_by_its_name_in_hiragana(tmp_path: Path) -> None:
    # `arbiter cards` says hiragana reads as katakana, as it does for an OCG card: `--game dm ぴろろん` found nothing,
    # and a deck file naming a card in hiragana was refused
    r = CliRunner().invoke(main, ["cards", "--game", "dm", "ぴろろん"])
    assert r.exit_code == 0 and "ピロロン" in r.output, r.output
    path = tmp_path / "deck.json"
    path.write_text('[{"card": "ぴろろん", "count": 4}]', encoding="utf-8")
    assert DM.read_deck(path) == ["piroron"] * 4


@pytest.mark.parametrize("typed", ["アポカリプス", "あぽかりぷす", "apocalypse"])
def test_a_name_to_declare_is_found_by_part_of_it_in_hiragana_too(typed: str) -> None:
    # 《封魔ダンリモス》's name to declare: a part typed in hiragana, before the input method converts it, found none
    d, labels = board("""
game: dm
turn: {number: 8, player: A, phase: attack}
players:
  A:
    battle: [{card: 封魔ダンリモス, as: DM}]
  B:
    shields: [{stats: {}, as: S1}]
""")
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.arg == -1))
    d.act(next(o.key for o in d.pending.options if o.card == labels["S1"]))
    assert d.pending is not None and d.pending.kind == "declare_name"
    assert [o.label_ja for o in matching(typed, d.pending.options)] == ["アポカリプス・デイ"]
