"""Terminal play: `help` gives the command syntax, and a wrong command says what would be valid."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.games import GAMES
from arbiter.kernel.decision import Option
from arbiter.library import Library
from arbiter.play.commands import commands, listed, resolve


def typed(tmp_path: Path, game: str, lines: str) -> str:
    r = CliRunner().invoke(main, ["play", "--game", game, "--seed", "1", "--lang", "en", "--db",
                                  str(tmp_path / "g.sqlite")], input=lines)
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.parametrize(("game", "syntax"), [("ocg", "attack mN omN | direct"), ("dm", "break oshN")])
def test_help_lists_the_command_syntax(tmp_path: Path, game: str, syntax: str) -> None:
    assert syntax in typed(tmp_path, game, "help\nquit\n")


@pytest.mark.parametrize(("game", "lang"), [(g, lang) for g in ("ocg", "dm") for lang in ("en", "ja")])
def test_auto_is_offered_only_where_it_passes_something(tmp_path: Path, game: str, lang: str) -> None:
    """`auto` toggles auto-pass, which passes the OCG's quiet windows; Duel Masters has none: its help listed `auto`,
    which did nothing there. Typed there, it says so."""
    r = CliRunner().invoke(main, ["play", "--game", game, "--seed", "1", "--lang", lang, "--db",
                                  str(tmp_path / "g.sqlite")], input="help\nauto\nquit\n")
    assert r.exit_code == 0, r.output
    listed = next(x for x in r.output.splitlines() if "board, log" in x)
    assert ("auto" in listed) is (game == "ocg"), listed
    on = {"en": "auto-pass on", "ja": "自動パス："}[lang]
    none = {"en": "Duel Masters has none", "ja": "デュエル・マスターズにはそれがなく"}[lang]
    assert (on in r.output, none in r.output) == ((True, False) if game == "ocg" else (False, True)), r.output


def test_auto_pass_is_refused_for_a_game_with_nothing_to_pass(tmp_path: Path) -> None:
    """`play --game dm --auto-pass` was taken, its help saying it did nothing there: a usage error now names the
    option and why, before a game is made (no library file), and so does a Duel Masters game resumed with it; an OCG
    game takes it, new or resumed."""
    db = tmp_path / "g.sqlite"
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--auto-pass", "--seed", "1", "--db", str(db)])
    assert r.exit_code == 2 and "Error: --auto-pass: " in r.output and "Duel Masters has none" in r.output, r.output
    assert not db.exists()
    for game in ("dm", "ocg"):  # game 1: Duel Masters, game 2: the OCG
        r = CliRunner().invoke(main, ["play", "--game", game, "--seed", "1", "--lang", "en", "--db", str(db)],
                               input="quit\n")
        assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--auto-pass", "--db", str(db)], input="quit\n")
    assert r.exit_code == 2 and "Error: --auto-pass: " in r.output and "Duel Masters has none" in r.output, r.output
    r = CliRunner().invoke(main, ["play", "--resume", "2", "--auto-pass", "--db", str(db)], input="quit\n")
    assert r.exit_code == 0 and "Game #2 is saved" in r.output, r.output
    r = CliRunner().invoke(main, ["play", "--game", "ocg", "--auto-pass", "--seed", "1", "--lang", "en", "--db",
                                  str(db)], input="quit\n")
    assert r.exit_code == 0 and "Game #3 is saved" in r.output, r.output


@pytest.mark.parametrize(("game", "valid"), [("ocg", "end"), ("dm", "charge h")])
def test_a_wrong_command_says_what_is_valid(tmp_path: Path, game: str, valid: str) -> None:
    out = typed(tmp_path, game, "set h99\nquit\n")
    line = next(x for x in out.splitlines() if 'not an option here: "set h99"' in x)
    assert "valid now: 1-" in line and valid in line.split("valid now:")[1], line


@pytest.mark.parametrize(("line", "why"), [
    # seed 1: A's opening hand holds a trap (h39) and a monster with no procedure of its own (h36)
    ("act h39", "a trap card is set before it is activated"),
    ("attack h36", "it is not a monster its player controls"),  # in the hand: not "not the battle step"
    ("ss h36", "it has no special summoning procedure of its own"),
])
def test_a_command_naming_an_action_not_on_offer_says_which_rule_refuses_it(tmp_path: Path, line: str,
                                                                           why: str) -> None:
    out = typed(tmp_path, "ocg", f"{line}\nquit\n")
    said = next(x for x in out.splitlines() if f'"{line}" is not possible now:' in x)
    assert why in said, said


def test_a_number_no_int_reads_is_refused_not_a_traceback(tmp_path: Path) -> None:
    # "²" is a digit to str.isdigit; read as an effect's number it stopped the game with a ValueError
    out = typed(tmp_path, "ocg", "act h15 ³\nquit\n")
    said = next(x for x in out.splitlines() if '"act h15 ³" is not possible now:' in x)
    assert "it has no effect 3" in said, said


def test_full_width_input_is_the_ascii_command(tmp_path: Path) -> None:
    # a Japanese input method types ｓｕｍｍｏｎ　ｈ３６ and １: the same commands as their ASCII forms
    out = typed(tmp_path, "ocg", "ｓｕｍｍｏｎ　ｈ３６\nquit\n")
    assert "not an option here" not in out and 'A summons "Gemini Elf"' in out, out
    assert "not an option here" not in typed(tmp_path, "ocg", "１０\nquit\n")


def test_the_replay_viewer_refuses_a_move_to_a_number_int_does_not_read(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db], input="end\nquit\n")
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", "en"], input="g ²\ng ²²\nq\n")
    assert r.exit_code == 0 and r.exception is None, r.output


@pytest.mark.parametrize(("lang", "said"), [("en", "there is no answer 9999: this record's answers are 0 to {n}"),
                                            ("ja", "9999手目はありません。この記録は0〜{n}手目です")])
def test_the_replay_viewer_says_the_range_of_a_move_past_the_end(tmp_path: Path, lang: str, said: str) -> None:
    # `g 9999` went silently to the end of the record, as if 9999 were an answer of it
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db], input="end\nquit\n")
    lib = Library(Path(db))
    n = len(lib.load(1).answers)
    lib.close()
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", lang], input="g 9999\nq\n")
    assert r.exit_code == 0, r.output
    assert said.format(n=n) in r.output, r.output
    assert ("the end of the record" if lang == "en" else "記録の終わり") not in r.output, r.output  # not moved there


def test_a_declared_name_is_typed_as_it_reads() -> None:
    # a declaration's command is the name as the option shows it ("Dark Magician"): typed so, it names the option
    opts = [Option("declare:46986414", "declare", arg=46986414, label_en="Dark Magician",
                   label_ja="ブラック・マジシャン"),
            Option("declare:89631139", "declare", arg=89631139, label_en="Blue-Eyes White Dragon")]
    deck = GAMES["ocg"].read_deck(GAMES["ocg"].selfplay_deck)
    cmds = commands(GAMES["ocg"].new_duel(deck, deck, 1), opts, {})
    assert cmds == ["Dark Magician", "Blue-Eyes White Dragon"]
    assert resolve("Blue-Eyes White Dragon", opts, cmds) is opts[1]
    assert resolve("dark magician", opts, cmds) is opts[0]
    assert resolve("ブラック・マジシャン", opts, cmds) is opts[0]


@pytest.mark.parametrize(("lines", "said"), [
    ("battle\n", '"battle" is not possible now: the player who goes first has no battle phase in the first turn'),
    ("main2\n", '"main2" is not possible now: the player who goes first has no battle phase in the first turn'),
    # seed 1, auto-pass: in turn 3 A enters and leaves the battle phase, then asks for it again
    ("end\npass\nbattle\nmain2\nbattle\n", '"battle" is not possible now: the turn\'s battle phase is over'),
])
def test_a_phase_not_on_offer_says_which_rule_refuses_it(tmp_path: Path, lines: str, said: str) -> None:
    # "battle" on the first turn was answered "not an option here", as gibberish is
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--auto-pass", "--db",
                                  str(tmp_path / "g.sqlite")], input=lines + "quit\n")
    assert said in r.output, r.output[-3000:]


def test_a_command_naming_an_empty_zone_says_no_card_is_there(tmp_path: Path) -> None:
    # `flip m3` with m3 empty was answered only with what is valid, as if the command were misspelt
    out = typed(tmp_path, "ocg", "attack m1 om2\nset h36\nquit\n")
    lines = out.splitlines()
    k = next(i for i, x in enumerate(lines) if 'not an option here: "attack m1 om2"' in x)
    assert lines[k + 1] == "no card on the board now: m1, om2", lines[k:k + 2]
    assert "no card on the board now" not in "".join(lines[k + 2:])  # h36 is in the hand: set


def test_a_card_picked_from_the_deck_has_a_code_and_a_name() -> None:
    # a search offered its cards as "select:61" (the engine's key), each labelled "a card (A's deck)": which card
    # was which could not be read, and the command was no code
    from arbiter.ocg.view import describe
    from arbiter.play.board import card_codes
    from arbiter.play.loop import SYNTAX
    from scenario_text import board

    d, _ = board("""
game: ocg
turn: {number: 1, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 増援, as: ROA}
    deck:
      - {card: コマンド・ナイト, as: W1}
      - {card: 切り込み隊長, as: W2}
""")
    d.answer(next(o for o in d.pending.options if o.kind == "activate"))
    while d.pending.kind == "window":
        d.answer(d.pending.options[0])
    opts = d.pending.options
    cmds = commands(d, opts, card_codes(d, 0))
    assert sorted(cmds) == ["select d1", "select d2"]
    assert resolve("select d2", opts, cmds) is opts[cmds.index("select d2")]
    assert sorted(describe(d, o, "en") for o in opts) == ['"Command Knight" (A\'s deck)',
                                                          '"Marauding Captain" (A\'s deck)']
    assert sorted(describe(d, o, "ja") for o in opts) == ["「コマンド・ナイト」（Aのデッキ）",
                                                          "「切り込み隊長」（Aのデッキ）"]
    assert "select CODE" in SYNTAX["ocg"]["en"] and "dN / odN" in SYNTAX["ocg"]["en"]
    assert "select コード" in SYNTAX["ocg"]["ja"] and "dN / odN" in SYNTAX["ocg"]["ja"]


def test_a_card_of_the_opponent_in_the_searchers_deck_is_named_and_coded_as_the_searchers() -> None:
    # the searcher looks through the deck they hold: a card of it the opponent owns (put there by an effect; set up
    # here by `owner`) read "a hidden card in A's deck" and took the opponent's deck code, od1
    from arbiter.ocg.view import describe
    from arbiter.play.board import card_codes
    from scenario_text import played

    b = played("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 増援, as: ROA}]
    deck:
      - {card: コマンド・ナイト, as: W1}
      - {card: 切り込み隊長, owner: B, as: W2}
steps:
  - {player: A, activate: ROA}
  - {resolve: true}
""")
    d, w2 = b.duel, b.labels["W2"]
    assert d.pending.player == 0 and d.cards[w2].owner == 1
    opts = d.pending.options
    assert sorted(describe(d, o, "en") for o in opts) == ['"Command Knight" (A\'s deck)',
                                                          '"Marauding Captain" (A\'s deck)']
    assert sorted(describe(d, o, "ja") for o in opts) == ["「コマンド・ナイト」（Aのデッキ）",
                                                          "「切り込み隊長」（Aのデッキ）"]
    codes = card_codes(d, 0)
    assert sorted(codes[o.card] for o in opts) == ["d1", "d2"], codes
    assert sorted(commands(d, opts, codes)) == ["select d1", "select d2"]


def test_a_card_its_chooser_may_not_see_reads_as_the_log_names_a_hidden_card() -> None:
    # a card in the other player's hand or deck was "a card (B's deck)" / 「カード（Bのデッキ）」: it is a hidden card
    # there, as the log says (「非公開のカード」, "a hidden card"); a face-down card on the field keeps its zone
    from arbiter.ocg.view import describe
    from scenario_text import board

    d, labels = board("""
game: ocg
turn: {number: 1, player: A, phase: main1}
players:
  A:
    hand: [{card: 増援, as: ROA}]
  B:
    hand: [{card: コマンド・ナイト, as: H}]
    deck: [{card: 切り込み隊長, as: D}]
    monsters: [{card: 切り込み隊長, as: M, position: set}]
""")
    assert d.pending.player == 0

    def label(card: str, lang: str) -> str:
        return describe(d, Option("select:x", "select", labels[card]), lang)

    assert [label(c, "en") for c in ("D", "H", "M")] == \
        ["a hidden card in B's deck", "a hidden card in B's hand", "a face-down monster (B's monster 1)"]
    assert [label(c, "ja") for c in ("D", "H", "M")] == \
        ["Bのデッキの非公開のカード", "Bの手札の非公開のカード", "裏側表示モンスター（Bのモンスター1）"]


def test_an_effect_is_typed_by_the_number_its_label_and_the_cards_text_give_it() -> None:
    # 「巨大戦艦 クリスタル・コア」 declares its position change fourth and its text numbers it 3: the label read
    # "(effect 3)" while the command was `act m1 4`, and `act m1 3` was refused as the card's trigger
    from arbiter.ocg.view import describe
    from arbiter.play.board import card_codes, why_not
    from scenario_text import board

    d, labels = board("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 巨大戦艦 クリスタル・コア, as: CR, counters: {カウンター: 3}}]
  B:
    monsters: [{stats: {atk: 1000}, as: X}]
""")
    core = labels["CR"]
    codes = card_codes(d, 0)
    opts = d.pending.options
    cmds = commands(d, opts, codes)
    own = [(describe(d, o, "en"), cmd) for o, cmd in zip(opts, cmds, strict=True)
           if o.kind == "activate" and o.card == core]
    assert own == [('Activate "B.E.S. Crystal Core" (effect 3)', f"act {codes[core]} 3")]
    # a number typed is the text's too: its trigger (effect 4, declared third) is refused as a trigger
    assert why_not(d, 0, f"act {codes[core]} 4", codes, "en").startswith("a trigger effect is activated only when")
    assert why_not(d, 0, f"act {codes[core]} 9", codes, "en") == "it has no effect 9"


def test_a_command_naming_a_card_the_seat_may_not_know_is_refused_by_what_is_public() -> None:
    # `act om1` on B's set normal monster said "it is a normal monster", on a set effect monster "it is not A's card";
    # `act os1 2` said "it has no effect 2" of a set one-effect trap, and "it is not A's card" of a set card with more:
    # typed commands told A what B's face-down cards are
    from arbiter.play.board import card_codes, why_not
    from scenario_text import board

    d, labels = board("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: mine}]
  B:
    monsters:
      - {stats: {atk: 1000}, as: vanilla, position: set}
      - {card: 人喰い虫, as: bug, position: set}
      - {card: ヂェミナイ・エルフ, as: elf, position: set}
      - {card: 人喰い虫, as: shown}
    spells:
      - {card: 聖なるバリア －ミラーフォース－, as: force}
      - {card: 光の護封剣, as: swords}
""")
    codes = card_codes(d, 0)
    for lang, theirs, not_mine in (("en", "it is not A's card", "it is not a monster its player controls"),
                                   ("ja", "Aのカードではない", "そのプレイヤーがコントロールするモンスターではない")):
        for card in ("vanilla", "bug", "elf", "force", "swords"):
            for n in ("", " 1", " 2", " 3"):
                assert why_not(d, 0, f"act {codes[labels[card]]}{n}", codes, lang) == theirs, (card, n)
        for verb in ("flip", "pos"):
            assert why_not(d, 0, f"{verb} {codes[labels['vanilla']]}", codes, lang) == not_mine
    # a face-up card of theirs is public: what it is may be said
    assert why_not(d, 0, f"act {codes[labels['shown']]} 2", codes, "en") == "it has no effect 2"


def test_a_fusion_summon_s_monster_and_materials_are_typed_by_their_board_codes() -> None:
    # the options' commands were their keys, `fusion:3` and `material:1` (the duel's card numbers, on no board),
    # where every other card question reads `select d2`, `tribute m1`
    from arbiter.play.board import card_codes
    from arbiter.play.loop import SYNTAX
    from scenario_text import board

    d, labels = board("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 融合, as: poly}, {card: サイバー・ドラゴン, as: c1}, {card: サイバー・ドラゴン, as: c2}]
    extra: [{card: サイバー・ツイン・ドラゴン, as: twin}]
""")
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["poly"]))
    while d.pending.kind == "window":
        d.act(d.pending.options[0].key)
    codes = card_codes(d, 0)
    for kind, verb, cards in (("fusion", "fusion", ["twin"]), ("material", "material", ["c1", "c2"])):
        opts = d.pending.options
        cmds = commands(d, opts, codes)
        assert d.pending.kind == kind and cmds == [f"{verb} {codes[labels[c]]}" for c in cards], cmds
        assert resolve(cmds[-1], opts, cmds) is opts[-1]
        d.act(opts[0].key)
    for lang in ("en", "ja"):
        assert "fusion xN" in SYNTAX["ocg"][lang] and "xN" in SYNTAX["ocg"][lang].split("material")[1]


@pytest.mark.parametrize("first", ["help", "xyz"])
def test_the_replay_viewer_reads_the_command_typed_after_help_or_a_wrong_one(tmp_path: Path, first: str) -> None:
    # the line after `help` (or an unknown command) was read by a pause with no prompt and dropped: `end` did nothing
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db], input="end\nquit\n")
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", "en"], input=f"{first}\nend\nq\n")
    assert r.exit_code == 0, r.output
    assert "the end of the record" in r.output, r.output


def test_a_number_chosen_is_typed_and_listed_as_itself() -> None:
    # "draw how many cards (up to 2)?" listed its answers 0, 1, 2 as options 1, 2, 3: typed 2, one card was drawn
    opts = [Option(f"count:{k}", "count", arg=k, label_en=str(k), label_ja=str(k)) for k in range(3)]
    cmds = [f"count {k}" for k in range(3)]
    assert [resolve(str(k), opts, cmds) for k in range(3)] == opts
    assert resolve("3", opts, cmds) is None
    assert listed(opts) == [0, 1, 2]
    levels = [Option(f"number:{n}", "number", arg=n, label_en=str(n)) for n in (2, 4, 6)]  # not 1, 2, 3 in a row
    assert resolve("4", levels, [o.key for o in levels]) is levels[1]
    assert resolve("3", levels, [o.key for o in levels]) is None
    cards = [Option("summon:3", "summon", card=3), Option("set:3", "set", card=3)]  # other options: by their place
    assert resolve("2", cards, ["summon h3", "set h3"]) is cards[1] and listed(cards) == [1, 2]


@pytest.mark.parametrize("line", ["Gemini Elf", "gemini elf", "ヂェミナイ・エルフ", "ヂェミナイエルフ"])
def test_a_card_s_name_typed_for_an_option_lists_the_options_naming_that_card(tmp_path: Path, line: str) -> None:
    # seed 1: A's opening hand holds two 「ヂェミナイ・エルフ」 (h36, h30); the name typed was answered as gibberish is,
    # with every command valid
    out = typed(tmp_path, "ocg", f"{line}\nquit\n")
    lines = out.splitlines()
    k = next(i for i, x in enumerate(lines) if f'"{line}" names a card; the options naming it:' in x)
    listed_after = [x.split()[1:3] for x in lines[k + 1:] if x.strip() and x.split()[0].isdigit()]
    assert listed_after == [["summon", "h36"], ["set", "h36"], ["summon", "h30"], ["set", "h30"]], lines[k:]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_duel_masters_help_names_every_command_an_option_may_have(lang: str) -> None:
    # the help named ten commands, while options read `pick c1`, `discard h9`, `bottom h40`, `replace b2`,
    # `resolve b1` ...; and `evolve` read as the way to play an evolution creature, which `summon` is
    from arbiter.play.dm_board import PHASES, VERBS
    from arbiter.play.loop import SYNTAX

    words = {*VERBS.values(), *PHASES.values(), "cross", "attack", "count", "yes", "no"}
    text = SYNTAX["dm"][lang]
    assert not [w for w in sorted(words) if f"{w} " not in text and f"{w}," not in text and f"{w}." not in text
                and f"{w}。" not in text], text
    evolve = {"en": "evolve CODE (the creature to evolve from)", "ja": "evolve コード（進化元を選ぶ）"}[lang]
    assert evolve in text


def test_auto_pass_is_refused_in_the_screens_language(tmp_path: Path) -> None:
    # `play --game dm --auto-pass --lang ja` was refused in English, while the same refusal typed in the game (`auto`)
    # is said in Japanese; a resumed game's refusal is in the language it was played in
    db = tmp_path / "g.sqlite"
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--auto-pass", "--lang", "ja", "--db", str(db)])
    said = r.output
    assert r.exit_code == 2 and "エラー：--auto-pass：" in said and "デュエル・マスターズにはそれがなく" in said, said
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--seed", "1", "--lang", "ja", "--db", str(db)],
                           input="quit\n")
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--auto-pass", "--db", str(db)], input="quit\n")
    assert r.exit_code == 2 and "デュエル・マスターズにはそれがなく" in r.output, r.output
