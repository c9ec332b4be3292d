"""`arbiter judge --lang ja` says its verdicts in Japanese: pass/fail, the counts, and what an expectation found and
expected; without `--lang` the chain logs are Japanese and the verdicts English, as before."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.judge.runner import Verdict, judge_file, summary
from arbiter.kernel.decision import KIND_WORDS
from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg.chain import NO_ROOM, TARGETS_NOTHING
from arbiter.ocg.effects import FACE_DOWN, FACE_UP, NOT_SELF
from scenario_text import DM_ATTACK_BOARD

TESTS = Path(__file__).resolve().parent
EXAMPLE = TESTS / "scenarios" / "ocg" / "000-shift-change-moves-tribute-to-the-doomed.yaml"


def _broken(tmp_path: Path, old: str, new: str) -> str:
    f = tmp_path / "bad.yaml"
    text = EXAMPLE.read_text(encoding="utf-8")
    assert old in text
    f.write_text(text.replace(old, new), encoding="utf-8")
    return str(f)


def test_a_passing_verdict_and_the_counts_in_japanese() -> None:
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(EXAMPLE)])
    assert r.exit_code == 0, r.output
    assert "   合格\n" in r.output
    assert "合格１、不合格０（" in r.output and "passed" not in r.output


def test_a_failed_expectation_says_what_was_found_and_expected_in_japanese(tmp_path: Path) -> None:
    bad = _broken(tmp_path, "β: A.graveyard", "β: A.hand")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", bad])
    assert r.exit_code == 1
    assert "不合格：" in r.output and "期待と違う：βはA.graveyardにある（期待：A.hand）" in r.output
    assert "合格０、不合格１（" in r.output
    assert "FAIL" not in r.output and "expected" not in r.output


def test_a_refusal_expected_but_not_made_in_japanese(tmp_path: Path) -> None:
    # B's activation of 「死者への手向け」 is legal: a scenario saying it is not fails, in the judge's words
    bad = _broken(tmp_path, "{player: B, activate: TtD,", "{player: B, illegal: true, activate: TtD,")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", bad])
    assert r.exit_code == 1
    assert "は拒否されるはずが、エンジンが許した" in r.output


def test_without_lang_the_verdicts_stay_english(tmp_path: Path) -> None:
    bad = _broken(tmp_path, "β: A.graveyard", "β: A.hand")
    r = CliRunner().invoke(main, ["judge", "--verbose", bad])
    assert r.exit_code == 1
    assert "┏チェーン１" in r.output  # the chain log in Japanese
    assert "FAIL: " in r.output and "expectation failed: β is in A.graveyard, expected A.hand" in r.output
    assert "0 passed, 1 failed in" in r.output


BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    hand: [{card: 死者蘇生, as: MR}]
    spells:
      - {card: 破壊輪, as: RoD}
  B:
    lp: 100
steps:
"""


DM_BOARD = DM_ATTACK_BOARD + "steps:\n"


@pytest.mark.parametrize(("board", "steps", "ja", "en"), [
    # a decision kind in words, not the engine's code word ("idle")
    (BOARD, "  - {player: B, choose: [α]}\n", "Bの決定ではない：Aが次の行動の選択に答える番",
     "it is not B's decision: A must answer a choice of what to do next"),
    (BOARD, "  - {player: A, activate: RoD, targets: [γ]}\n", "「γ」というラベルや名前のカードはこのデュエルにない",
     'no card labelled or named "γ" in this duel'),
    (BOARD, "  - {player: C, activate: RoD}\n", "プレイヤーはAかB（Cではない）", "player must be A or B, not C"),
    (BOARD, "  - {pass: B}\n", "Bには見送れる決定がない", "B has no decision to pass"),
    # written as resolve is: it said only "player must be A or B, not true", naming no step nor what pass takes
    (BOARD, "  - {pass: true}\n", "passのステップは見送るプレイヤーを書く：pass: Aかpass: B（trueではない）",
     "a pass step names the player who passes: pass: A or pass: B, not true"),
    # the direct attack wins the duel: a later answer has nothing to answer
    (BOARD, "  - {phase: battle}\n  - {player: A, attack: α}\n  - {resolve: true}\n  - {player: A, choose: [yes]}\n",
     "待っている決定がない（デュエルは終わっている）", "no decision is pending (the duel is over)"),
    # the judge's words around the rules' own reason, each in its language
    (BOARD, "  - {player: A, activate: MR}\n", "Aは今MRを発動できない：対象にできるカードが足りない",
     "A cannot activate MR now: there are not enough legal targets"),
    (DM_BOARD, "  - {player: B, attack: BW}\n", "Bの決定ではない：Aが次の行動の選択に答える番",
     "it is not B's decision: A must answer a choice of what to do next"),
    (BOARD, "  - {player: A, activate: RoD}\n  - expect: {pending: {player: A, kind: idle}}\n",
     "待っている決定は対象の選択（target。期待：次の行動の選択（idle））",
     "the pending decision is a choice of targets (target), expected a choice of what to do next (idle)"),
    (BOARD, "  - {player: A, activate: RoD}\n  - {player: A, choose: [MR]}\n",
     "「MR」はAの対象の選択への合法な答えではない", "MR is not a legal answer to A's choice of targets"),
    (BOARD, "  - {player: A, jump: RoD}\n", "ステップに未知のキー'jump'（使えるのはactivate、",
     "unknown key 'jump' in a step; expected one of: activate, "),
    (BOARD, "  - expect: {lp: {A: eight}}\n", "expect lpのAは整数（eightではない）",
     "expect lp of A must be a whole number, not eight"),
], ids=["wrong player", "no such card", "no such player", "nothing to pass", "pass no player", "duel over",
        "refused action", "dm wrong player", "pending kind", "not an answer", "unknown key", "not a number"])
def test_the_judges_own_step_messages_in_japanese(tmp_path: Path, board: str, steps: str, ja: str, en: str) -> None:
    f = tmp_path / "step.yaml"
    f.write_text(board + steps, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert f"不合格：{f}:" in r.output and ja in r.output and en not in r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "en", str(f)])  # the English as it was
    assert r.exit_code == 1 and f"FAIL: {f}:" in r.output and en in r.output


@pytest.mark.parametrize(("text", "ja", "en"), [
    (BOARD.replace("phase: main1", "phase: lunch"), "未知のフェイズ「lunch」（使えるのはdraw、",
     "unknown phase lunch;"),
    (BOARD.replace("{stats: {atk: 1400}, as: α}", "{card: 死者蘇生, as: α}"),
     "死者蘇生はモンスターではないので、モンスターゾーンに置けない", "死者蘇生 is not a monster"),
    (BOARD.replace("{card: 破壊輪, as: RoD}", "{card: 破壊論, as: RoD}"),
     "カード「破壊論」が見つからない：もしかして 破壊輪", 'unknown card "破壊論"; did you mean'),
    (DM_BOARD.replace("phase: attack", "phase: lunch"), "未知のフェイズ「lunch」（使えるのは", "unknown phase lunch;"),
    # the card is suggested once, not once for each of its names that is close
    (DM_BOARD.replace("ホワイト・ドラゴン", "ホワイト・ドラゴソ"),
     "デュエル・マスターズのカード「ボルメテウス・ホワイト・ドラゴソ」が見つからない："
     "もしかして ボルメテウス・ホワイト・ドラゴン\n",
     "unknown Duel Masters card"),
    (BOARD.replace("lp: 100", "lp: 100\n    lp: 200"), "キー'lp'が二度ある", "duplicate key 'lp'"),
    (BOARD + "  - {player: A\n", "YAMLとして読めない（", "not valid YAML: "),
], ids=["ocg phase", "not a monster", "ocg card suggestion", "dm phase", "dm card suggestion", "duplicate key",
        "yaml"])
def test_board_setup_and_yaml_messages_in_japanese(tmp_path: Path, text: str, ja: str, en: str) -> None:
    # they were English under --lang ja, the rest of the judge's words being Japanese
    f = tmp_path / "board.yaml"
    f.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert f"不合格：{f}:" in r.output and ja in r.output and en not in r.output, r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "en", str(f)])  # the English as it was
    assert r.exit_code == 1 and f"FAIL: {f}:" in r.output and en in r.output, r.output


STEP = "  - expect: {lp: {B: 100}}\n"
DM_STEP = "  - expect: {count: {A.hand: 0}}\n"


@pytest.mark.parametrize(("text", "line", "ja", "en"), [
    # a made-up monster's Attribute or Type: the message and the names accepted were English only
    (BOARD.replace("{atk: 1400}", "{atk: 1400,\n        attribute: 木}") + STEP, 8,
     "未知の属性「木」（使えるのは地（EARTH）、水（WATER）", "unknown attribute"),
    (BOARD.replace("{atk: 1400}", "{atk: 1400, race: 人間}") + STEP, 7,
     "未知の種族「人間」（使えるのは戦士族（Warrior）、魔法使い族（Spellcaster）", "unknown race"),
    # the cards suggested are listed as Japanese lists things
    (BOARD.replace("死者蘇生", "死者蘇生X") + STEP, 8,
     "カード「死者蘇生X」が見つからない：もしかして 死者蘇生 (Monster Reborn, 83764718)、死者転生", "83764718), "),
    # the part of the file a message names
    (BOARD.replace("as: α}", "as: α, colour: red}") + STEP, 7, "カードの項目に未知のキー'colour'", "a card entry"),
    (BOARD.replace("    hand:", "    hands:") + STEP, 8, "プレイヤーAに未知のキー'hands'", "player A"),
    (BOARD.replace("[{card: 死者蘇生, as: MR}]", "死者蘇生") + STEP, 8, "ゾーン'hand'はリストで書く", "zone 'hand'"),
    (BOARD + "  - expect: {atk: {α: high}}\n", 14, "expect atkのαは整数（highではない）", "atk of α"),
    (DM_BOARD.replace("{stats: {}, as: S1}", "{stats: {}, as: S1, tapped: true}") + DM_STEP, 10,
     "シールドの項目に未知のキー'tapped'", "a shield entry"),
    (DM_BOARD.replace("as: BW}", "as: BW, crossed: [{card: x, hp: 1}]}") + DM_STEP, 7,
     "クロスギアの項目に未知のキー'hp'", "a cross gear"),
    # a bare value where a mapping belongs was placed on line 0
    (BOARD.replace("{atk: 1400}", "null") + STEP, 7, "statsはマッピングで書く", "stats must"),
    (BOARD + "  - expect: 5\n", 14, "expectはマッピングで書く", "expect must"),
    (BOARD + "  - expect:\n      not_legal:\n        - {player: A, summon: MR}\n        - x\n", 17,
     "not_legalはマッピングで書く", "not_legal must"),
    # a step that is no mapping: its own line, not the line the steps begin on
    (BOARD + STEP + "  -\n", 15, "各ステップはマッピングで書く", "each step"),
    # PyYAML's words are kept, the framing and the line and column are Japanese
    (BOARD + "  - {player: A\n", 15,
     "YAMLとして読めない（15行目1列目、14行目から始まる部分の途中）。PyYAMLの説明：expected", "not valid YAML"),
    (BOARD + "  - {pass: A: B}\n", 14, "YAMLとして読めない（14行目13列目）。PyYAMLの説明：", "not valid YAML"),
    (BOARD + "  - {pass: \x07}\n", 14, "YAMLとして読めない（14行目12列目）：YAMLに書けない文字U+0007がある",
     "PyYAML"),
    ("", 1, "ファイルが空（またはコメントだけ）", "mapping"),
    (BOARD, 13, "シナリオにステップがなく、何も確かめない", "steps must"),
    # the rules' reason of a refusal, in Japanese where the judge's words around it were
    (BOARD + "  - {player: A, summon: MR, illegal: true, because: zebra}\n", 14,
     "summon MRはルールに拒否されたが、理由が「zebra」でない：Aは今MRを召喚できない：通常召喚・セットできるのは"
     "そのプレイヤーの手札のモンスターだけ（because:と照らし合わせる英語：A cannot summon MR now: ", "FAIL"),
    (BOARD + "  - expect: {legal: [{player: A, summon: MR}]}\n", 14,
     "合法のはずの{player: A, summon: MR}が拒否された：Aは今MRを召喚できない：", "cannot summon"),
    (BOARD + "  - expect: {not_legal: [{player: A, activate: α}]}\n", 14,
     "はルールが拒否するはずが、未実装として拒否された：α (α, -1)の効果はまだ実装されていない", "unimplemented"),
    # a zone written as a list was read as its text ("未知のゾーン"hand']"")
    (BOARD + "  - expect: {where: {α: [A.hand]}}\n", 14,
     "ゾーンは一つのテキストでPLAYER.zone（例：A.graveyard）と書く（[A.hand]ではない）", "a zone is written"),
    # a text where a number belongs was reported as an expectation that failed
    (BOARD + "  - expect: {count: {A.hand: x}}\n", 14, "expect countのA.handは整数（xではない）", "count of"),
    (DM_BOARD + "  - expect: {shields: {B: one}}\n", 12, "expect shieldsのBは整数（oneではない）", "shields of"),
    (DM_BOARD + "  - expect: {power: {BW: big}}\n", 12, "expect powerのBWは整数（bigではない）", "power of"),
    # a decision kind is one of the engine's, each named in words
    (BOARD + "  - expect: {pending: {player: A,\n      kind: idel}}\n", 15,
     "未知の決定の種類「idel」（使えるのはidle、", "unknown decision kind"),
    # the mistakes the judge names since a ruling-writer's trial found them passing unseen
    (BOARD.replace("{card: 破壊輪, as: RoD}", "{card: 王立魔法図書館, face: up}")
     + "  - expect: {counters: {王立魔法図書館: {spel: 1}}}\n", 14,
     "未知のカウンターの種類「spel」（あるのはspell（魔力カウンター）、", "unknown kind"),
    (BOARD + "  - {player: A, activate: RoD, targets: [α]}\n  - {player: B, choose: [α]}\n", 15,
     "choose α：待っているのはBのチェーンするかパスするかの選択（チェーン１の「破壊輪」に対して）で、問いではない。",
     "pending"),
    (BOARD + "  - {player: A, activate: RoD, target: α}\n", 14,
     "'target'はactivateのステップには書けない（activateが取るのはbecause、cost、", "is not a key"),
    (BOARD.replace("{card: 死者蘇生, as: MR}", "{card: 死者蘇生, as: MR, position: set}") + STEP, 8,
     "positionはモンスターゾーンのモンスターに使う：handに書いたカードには表示形式がない", "position is for"),
    (BOARD.replace("as: α}", "as: α, positon: set}") + STEP, 7,
     "カードの項目に未知のキー'positon'（もしかして'position'？", "did you mean"),
    (BOARD.replace("as: MR}", "as: MR, this_turn: [attacked]}") + STEP, 8,
     "this_turn：attackedはモンスターゾーンのモンスターに書く。handに書いたカードには書けない", "is said of"),
    (BOARD + "  - {player: A, activate: 破壊論, targets: [α]}\n", 14,
     "「破壊論」というラベルや名前のカードはこのデュエルにない（もしかして「破壊輪」？）", "did you mean"),
    (BOARD.replace("{card: 破壊輪, as: RoD}",
                   "{card: 破壊輪, as: RoD}\n      - {card: リビングデッドの呼び声, face: up,\n"
                   "         equipped_to: α}")
     + STEP, 12, "equipped_to：リビングデッドの呼び声は装備カードにならない。モンスターに装備するのは装備魔法、",
     "is no equip card"),
], ids=["attribute", "race", "suggestions", "card entry", "player", "zone", "expect atk", "dm shield entry",
        "dm cross gear", "stats null", "expect scalar", "not_legal scalar", "null step", "yaml unclosed", "yaml colon",
        "control character", "empty file", "no steps", "because missed", "legal refused", "not legal unimplemented",
        "zone as a list", "count not a number", "dm shields not a number",
        "dm power not a number", "unknown decision kind", "unknown counter kind", "choose at a window",
        "key of another verb", "position off the field", "key typo", "this_turn off the field", "card typo",
        "equipped_to on no equip card"])
def test_the_files_mistakes_in_japanese_with_their_line(tmp_path: Path, text: str, line: int, ja: str,
                                                         en: str) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert f"不合格：{f}:{line}: " in r.output and ja in r.output and en not in r.output.split("英語：")[0], r.output


def test_a_file_that_is_not_text_names_its_line_in_japanese(tmp_path: Path) -> None:
    f = tmp_path / "bin.yaml"
    f.write_bytes(b"title: t\ngame: ocg\nx: \x89PNG\r\n\x1a\n\x00\x00")  # a PNG's first bytes
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert f"不合格：{f}:3: 読めない：UTF-8のテキストではない（3行目4バイト目に0x89" in r.output, r.output
    assert "UTF-16（BOM付き）でもShift_JISでもない" in r.output
    assert "codec" not in r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "en", str(f)])
    assert f"FAIL: {f}:3: cannot read: not UTF-8 text: byte 0x89, byte 4 of the line" in r.output, r.output



@pytest.mark.parametrize("codec", ["cp932", "utf-16", "utf-8-sig"])
def test_a_scenario_saved_by_a_japanese_windows_editor_is_judged(tmp_path: Path, codec: str) -> None:
    """Shift_JIS, UTF-16 with its mark (Notepad's "Unicode") and UTF-8 with a mark are read, as a deck file is and as
    the web board's judge page reads an upload: the scenario passes, its Japanese names read as written."""
    text = EXAMPLE.read_text(encoding="utf-8")
    assert any(ord(ch) > 0x7F for ch in text)  # the test means something only with Japanese in the file
    f = tmp_path / "saved.yaml"
    f.write_bytes(text.encode(codec))
    r = CliRunner().invoke(main, ["judge", "--verbose", str(f)])
    assert r.exit_code == 0, r.output
    assert "PASS" in r.output

def test_a_missing_file_or_an_empty_folder_in_japanese(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(tmp_path / "none.yaml")])
    assert r.exit_code == 1 and f"エラー：{tmp_path / 'none.yaml'}: そのようなファイルもフォルダもない" in r.output
    assert "Error" not in r.output and "no such" not in r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(tmp_path)])
    assert r.exit_code == 1 and f"エラー：{tmp_path}にシナリオファイル（*.yaml、*.yml）がない" in r.output
    r = CliRunner().invoke(main, ["judge", str(tmp_path / "none.yaml")])  # the English as it was
    assert r.exit_code == 1 and f"Error: {tmp_path / 'none.yaml'}: no such file or folder" in r.output


def test_a_folder_given_as_a_file_says_so_in_japanese(tmp_path: Path) -> None:
    v = judge_file(tmp_path)
    assert not v.passed and in_lang(v.message, "ja") == f"{tmp_path}: 読めない：フォルダでファイルではない"


# where the engines make decisions, and the place of its kind among each call's arguments
ASKS = {"Decision": 1, "ask": 1, "ask_cards": 1, "pick": 2, "yes_no": 1, "choose_up_to": 3, "choose_cards": -1,
        "summon_picked": -1, "pick_to_summon": -1}


def test_every_decision_kind_of_both_games_has_its_words() -> None:
    # a kind written in a call that asks (a kind the code passes on from its caller is written at the caller)
    src = TESTS.parent / "src" / "arbiter"
    kinds: set[str] = set()
    for path in [*(src / "ocg").rglob("*.py"), *(src / "dm").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name not in ASKS:
                continue
            given = [k.value for k in node.keywords if k.arg == "kind"]
            if 0 <= ASKS[name] < len(node.args):
                given.append(node.args[ASKS[name]])
            kinds |= {g.value for g in given if isinstance(g, ast.Constant) and isinstance(g.value, str)}
    assert {"idle", "window", "target", "block", "strigger"} <= kinds  # the scan finds them
    missing = sorted(kinds - set(KIND_WORDS))
    assert not missing, f"decision kinds with no words in kernel/decision.py's KIND_WORDS: {missing}"
    assert all(w and w.ja for w in KIND_WORDS.values())


def test_the_decision_words_write_duel_masters_keywords_as_the_log_does() -> None:
    # the log says 'summons X by Ninja Strike', 'uses the S-Trigger of X'; a judge's trial read 'a ninja strike'
    said = " ".join(KIND_WORDS.values())
    assert "Ninja Strike" in said and "S-Trigger" in said and "Shield Force" in said
    assert not re.search(r"ninja strike|s-trigger|shield force", said), said


@pytest.mark.parametrize(("text", "ja", "en"), [
    (BOARD.replace("{stats: {atk: 1400}, as: α}", "{stats: {atk: 1400}}").replace("phase: main1", "phase: battle")
     + "  - {player: A, attack: monster 1}\n", "Aの「モンスター1」が直接攻撃", 'A\'s "monster 1" attacks directly'),
    (DM_BOARD.replace("{card: ボルメテウス・ホワイト・ドラゴン, as: BW}", "{stats: {power: 3000}}")
     + "  - {player: A, attack: クリーチャー1}\n", "「クリーチャー1」がBを攻撃", '"creature 1" attacks player B'),
], ids=["ocg", "dm"])
def test_a_made_up_card_with_no_name_has_a_japanese_one(tmp_path: Path, text: str, ja: str, en: str) -> None:
    # named by its number, it was "monster 1" / "creature 1" in the Japanese log too; either name finds it
    f = tmp_path / "made_up.yaml"
    f.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", "--verbose", str(f)])
    assert ja in r.output and "monster 1" not in r.output and "creature 1" not in r.output, r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "en", "--verbose", str(f)])
    assert en in r.output, r.output


def test_the_values_found_are_written_in_full_width_as_the_log_writes_numbers(tmp_path: Path) -> None:
    # a judge's trial read 「Aのライフポイントは8000」 beside a log that writes ８０００: the values the judge found
    # (LP, ATK, a count, a chain link's number) are full-width as in the log; what the file wrote is quoted as written,
    # and a line number stays the file's
    bad = _broken(tmp_path, "      chain: [{player: B, card: TtD, targets: [α]}]",
                  "      chain: [{player: A, card: TtD, targets: [α]}]\n      lp: {A: 7000}\n      atk: {α: 900}\n"
                  "      count: {B.graveyard: 3}")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", bad])
    assert r.exit_code == 1
    for said in ("Aのライフポイントは８０００（期待：7000）", "αの攻撃力は１４００（期待：900）",
                 "B.graveyardのカードは１枚（期待：3枚）", "チェーン１はBのもの（期待：A）"):
        assert said in r.output, r.output
    assert "bad.yaml:19: " in r.output and "19行目：チェーン" in r.output, r.output


@pytest.mark.parametrize(("source", "english", "japanese"), [
    # a battle position: the format's attack / defense / set as a Japanese board shows them
    ("rulings/ocg/004/004-light-and-darkness-dragon-leaves-cyber-dinosaur-in-the-hand.yaml", "[attack]", "[攻撃表示]"),
    ("rulings/ocg/004/004-xyz-dragon-cannon-discards-to-destroy-a-card.yaml", "[defense]", "[守備表示]"),
    # refused for the same rule as "set": the special summon is face-up
    ("rulings/ocg/004/004-xyz-dragon-cannon-discards-to-destroy-a-card.yaml", "[set]", "[裏側守備表示]"),
    # yes and no: an optional effect on offer (a card's), a question of the rules, "no" beside cards on offer
    ("cards/ocg/era-divine-evolution-god-taken-gives-its-effect-to-the-taker.yaml", '["yes"]', "[はい]"),
    ("cards/ocg/era-beast-king-barbaros-set-without-tributes-flips-up-with-1900.yaml", '["yes"]', "[はい]"),
    ("rulings/ocg/004/004-light-and-darkness-dragon-leaves-cyber-dinosaur-in-the-hand.yaml", '["no"]', "[いいえ]"),
    # options with no words of their own, named as a board shows them: an attack stopped, a phase moved to
    ("cards/ocg/era-interdimensional-matter-transporter-returns-in-the-end-phase.yaml", "[stop]", "[攻撃をやめる]"),
    ("cards/ocg/era-berserk-gorilla-taken-must-attack-for-its-new-controller.yaml", '["phase:end"]', "[ターン終了]"),
    # options with words of their own: a coin call, a way of summoning, no more targets
    ("cards/ocg/dark-sage-special-summoned-from-the-deck.yaml", "[heads]", "[表]"),
    ("cards/ocg/era-fog-king-takes-its-tributes-atk.yaml", '["with 1 tribute"]', "[生け贄1体で]"),
    ("cards/ocg/goldd-may-target-no-card.yaml", '["no more targets"]', "[対象の選択を終える]"),
    # Duel Masters: a "no" where the replacement is not optional is refused for that rule, written in Japanese too
    ("rulings/dm/001-008-three-replacements-on-one-destruction.yaml", '["no"]', "[いいえ]"),
])
def test_a_japanese_file_answers_every_kind_of_option_in_japanese(tmp_path: Path, source: str, english: str,
                                                                   japanese: str) -> None:
    # `choose: [はい]` and `choose: [守備表示]` were refused: the format's own answers matched only in English
    text = (TESTS / source).read_text(encoding="utf-8")
    assert f"choose: {english}" in text
    f = tmp_path / "ja.yaml"
    f.write_text(text.replace(f"choose: {english}", f"choose: {japanese}"), encoding="utf-8")
    v = judge_file(f)
    assert v.passed, v.message


def test_the_summary_writes_its_counts_and_time_in_full_width_in_columns() -> None:
    # it said 「合格 12、不合格 3（45.6 秒）」 beside a log and verdicts that write what they found in full-width
    files = [Path(f"/s/a/{i}.yaml") for i in range(3)] + [Path(f"/s/bb/{i}.yaml") for i in range(120)]
    verdicts = [Verdict(str(f), "", i != 1) for i, f in enumerate(files)]
    *folders, total = summary(files, verdicts, 45.63, "ja")
    assert folders == ["  s/a   合格　　　２、不合格１", "  s/bb  合格　１２０"]
    assert total == "合格１２２、不合格１（４５．６秒）"
    # as wide on a terminal: a full-width digit and the ideographic space are two columns each
    assert len(folders[0].split("、")[0]) == len(folders[1])


# A's 「シフトチェンジ」 answers B's 「死者への手向け」 on α: it must move the target to another of A's monsters
SHIFT_CHANGE = """title: t
game: ocg
turn: {number: 4, player: B, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1400}, as: α}, {stats: {atk: 1000}, as: β}]
    spells: [{card: シフトチェンジ, as: SC}]
  B:
    hand: [{card: 死者への手向け, as: TTD}, {stats: {atk: 100}, as: x}]
steps:
  - {player: B, activate: TTD, targets: [α], cost: [x]}
  - {player: A, activate: SC, targets: [α]}
"""


def test_a_refused_target_is_worded_as_the_rulings_pages_word_targeting(tmp_path: Path) -> None:
    # the pages write 対象にする (「シフトチェンジ」はモンスター１体を対象にする罠); the refusal said 対象にとる
    f = tmp_path / "shift.yaml"
    f.write_text(SHIFT_CHANGE, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert "この効果が対象にするカード（移し替える効果の正しい対象となる自分の他のモンスター）ではない：" \
           "相手の効果がすでに対象にしているカードである" in r.output, r.output


@pytest.mark.parametrize(("why", "ja"), [
    (FACE_DOWN, "裏側表示で、この効果は表側表示のカードを対象にする"),
    (FACE_UP, "表側表示で、この効果は裏側表示のカードを対象にする"),
    (NOT_SELF, "この効果はこのカード自身を対象にしない"),
    (NO_ROOM, "選んだ対象で枠が埋まっている（この効果は種類ごとに対象にする数が決まっている）"),
    (TARGETS_NOTHING, "この効果は対象を取らない")])
def test_the_targeting_refusals_say_it_as_the_rulings_pages_do(why: Why, ja: str) -> None:
    assert in_lang(why, "ja") == ja
