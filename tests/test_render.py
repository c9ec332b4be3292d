"""Every kind of log entry the engines write has a sentence in both languages; an unknown kind is an error.

The kinds are read from the source: every `LogEntry("kind", ...)` and `grouped_entry("kind", ...)` (OCG) and
`note("kind", ...)` (Duel Masters), the string constants of their first argument (`"a" if x else "b"` gives both).
"""

from __future__ import annotations

import ast
import string
from pathlib import Path
from types import SimpleNamespace

import pytest

from arbiter.dm import render as dm_render
from arbiter.dm.duel import CardRef as DMRef
from arbiter.judge.runner import judge_file
from arbiter.kernel.log import LogEntry
from arbiter.ocg import render as ocg_render
from arbiter.ocg.cards.shared.targets import opp_face_up
from arbiter.ocg.counter_names import COUNTERS
from arbiter.ocg.declared_words import declared_words
from arbiter.ocg.duel_state import CardRef
from arbiter.ocg.effects import cost_prompt, prompt_for
from arbiter.ocg.registry import load_all
from arbiter.ocg.state import Zone

SRC = Path(__file__).resolve().parents[1] / "src" / "arbiter"
# kinds chosen at run time, and what they can be
OCG_DYNAMIC = {"ocg/verbs.py": {"coin", "dice"},
               "ocg/duel.py": {"resolve_negated_activation", "resolve_negated_effect", "resolve_fizzle"},
               "ocg/pipeline.py": set()}  # `grouped_entry`: its callers' kinds are scanned (below)


def written_kinds(game: str, call: str) -> tuple[set[str], set[str]]:
    """The kinds written literally in a game's source, and the files that choose a kind at run time."""
    kinds: set[str] = set()
    dynamic: set[str] = set()
    for path in (SRC / game).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            f = node.func
            if (f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else "") != call:
                continue
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                kinds.add(arg.value)
            elif isinstance(arg, ast.IfExp) and all(isinstance(x, ast.Constant) for x in (arg.body, arg.orelse)):
                kinds |= {str(arg.body.value), str(arg.orelse.value)}  # type: ignore[attr-defined]
            else:
                dynamic.add(str(path.relative_to(SRC)))
    return kinds, dynamic


def test_every_ocg_kind_has_a_sentence() -> None:
    kinds, dynamic = written_kinds("ocg", "LogEntry")
    kinds |= written_kinds("ocg", "grouped_entry")[0]  # the entries of moved cards (`Duel.grouped_entry`)
    assert len(kinds) > 30  # the scan sees the engine and the cards
    assert dynamic <= set(OCG_DYNAMIC), f"kinds chosen at run time in {dynamic - set(OCG_DYNAMIC)}: list them here"
    known = {*ocg_render.TEMPLATES, *ocg_render.SPECIAL, *ocg_render.STRUCTURE}
    missing = sorted(kinds - known) + sorted(k for d in dynamic for k in OCG_DYNAMIC[d] if k not in known)
    assert not missing, f"log kinds with no sentence in arbiter.ocg.render: {missing}"


def _sample(spec: str, i: int) -> object:
    ref = CardRef("", f"カード{i}", f"Card {i}")
    return {"name": ref, "title": ref, "p": i % 2, "n": i + 1, "refs": (ref, ref), "is": ref, "s": ref, "pos": "attack",
            "phase": "main1", "attr": "LIGHT", "summon": "flip", "cards": i + 1, "turn": i + 1}.get(spec, f"x{i}")


def _args(*templates: str) -> tuple[object, ...]:
    """Sample args for templates: each field gets a value its spec can show."""
    fields: dict[int, str] = {}
    for t in templates:
        for _, f, spec, _ in string.Formatter().parse(t):
            if f is not None and (spec or int(f) not in fields):
                fields[int(f)] = spec or ""
    return tuple(_sample(fields.get(i, ""), i) for i in range(max(fields, default=-1) + 1))


@pytest.mark.parametrize("kind", sorted(ocg_render.TEMPLATES))
def test_ocg_template_fills_in_both_languages(kind: str) -> None:
    e = LogEntry(kind, _args(*ocg_render.TEMPLATES[kind]))
    ja_text, en_text = ocg_render.detail(e, "ja"), ocg_render.detail(e, "en")
    assert ja_text and en_text and ja_text != en_text
    assert "{" not in ja_text + en_text


A, B = CardRef("α", "カードA", "Card A"), CardRef("", "カードB", "Card B")
SPECIAL_ARGS: dict[str, list[tuple[object, ...]]] = {
    "boost": [(A, 500, -200), (A, 0, 300)], "counter": [(A, "魔力カウンター", 2), (A, "魔力カウンター", -1)],
    "coin": [(0, True), (1, False)], "call": [(0, True), (1, False)],
    "redo": [("coin", B, 1), ("dice", B, 1), ("dice", B, 3)],
    "zone_blocked": [(0, 2, 3), (1, 3, 1)],
    "attack": [(0, A, B), (1, A, None), (0, A, B, True), (1, A, None, True)], "win": [(0,), (2,)],
    "stat_set": [(A, "atk", 3000, False), (A, "def", 1000, True)],
    "vanished": [(A, "hand"), (A, "deck"), (A, "grave"), ((A, B), "banished"), (A, "grave", True)],
    "to_deck": [(A, "shuffle"), (A, "extra")],
    "special_summon": [(0, A, "attack"), (0, B, "defense", 1)],
    # the cards drawn as the drawer reads them, and as a seat reads them that may not know them (no index)
    "draw": [(0, 2, (CardRef("", "カードC", "Card C", card=2), CardRef("δ", "カードD", "Card D", card=3))),
             (1, 1, (B,))],
    "applies_now": [(("罠の効果を無効にする",), ("negate the effects of traps",)), (("一", "二"), ("one", "two"))],
    # an effect applied at once; one that showed nothing of its own with its words
    "at_once": [(0, A), (1, B, "エンドフェイズに手札に戻る", "it returns to the hand in the end phase")],
    # cards shown at once: named where the reader knows them, the others counted (a deck shown to the opponent)
    "revealed": [(0, (CardRef("", "カードC", "Card C", card=2), CardRef("δ", "カードD", "Card D", card=3)), False),
                 (1, (CardRef("", "カードC", "Card C", card=2), B, B), False), (1, (B, B, B), False), (0, (A,), True)],
    # a set card as its setter reads it, and as a seat reads it that may not know it (no index)
    "set_monster": [(0, CardRef("", "カードC", "Card C", card=2)), (1, B)],
    "set_spell": [(0, CardRef("", "カードC", "Card C", card=2)), (1, B)],
    # LP paid, for what (`verbs.PayFor`), the card named where the reader knows it (a card set from the hand)
    "pay": [(0, 1000, CardRef("", "カードC", "Card C", card=2), "attack", True), (1, 500, B, "set", True)],
    # a card with no free monster zone to come to; a monster whose control goes back names the effect that ended;
    # a token ceases to exist instead of going to the graveyard
    "no_zone": [(A, 1), (A, 1, B), (A, 1, None, True), (A, 1, B, True)],
    # a replacement; one that only changes where a card goes names the card and both places
    "replaced": [("to_hand", B), ("discarded", B, A, int(Zone.GRAVE), int(Zone.BANISHED)),
                 ("destroyed", B, A, int(Zone.GRAVE), int(Zone.HAND), 1),
                 ("destroyed", B, A, int(Zone.GRAVE), int(Zone.SPELLS))],
}


@pytest.mark.parametrize("kind", sorted(ocg_render.SPECIAL))
def test_ocg_special_sentences_in_both_languages(kind: str) -> None:
    for args in SPECIAL_ARGS[kind]:
        ja_text, en_text = (ocg_render.detail(LogEntry(kind, args), lang) for lang in ("ja", "en"))
        assert ja_text and en_text and ja_text != en_text


def test_an_effect_applied_at_once_is_named_by_its_words_only_where_its_line_is_all_it_shows() -> None:
    # 「月読命」's spirit return, set up with no chain link, read only 「「月読命」の効果を適用（チェーンに乗らない）」
    # (tests/cards/ocg/era-tsukuyomi-the-log-names-its-return-set-up-with-no-chain-link.yaml); an effect whose
    # application the log shows (「王宮の勅命」's LP paid) needs no more words
    v = judge_file(Path(__file__).with_name("cards") / "ocg" / "era-imperial-order-maintenance-cost-is-logged.yaml")
    assert v.passed and "「王宮の勅命」の効果を適用（チェーンに乗らない）" in v.log, v.log
    words = LogEntry("at_once", (1, B, "エンドフェイズに手札に戻る", "it returns to the hand in the end phase"))
    assert ocg_render.detail(words, "ja") == "「カードB」の効果を適用（チェーンに乗らない）：エンドフェイズに手札に戻る"
    assert ocg_render.detail(words, "en") == \
        '"Card B" applies its effect (no chain link): it returns to the hand in the end phase'


def test_cards_shown_at_once_are_one_line_naming_those_the_reader_knows_and_counting_the_others() -> None:
    lines = [[ocg_render.detail(LogEntry("revealed", a), lang) for a in SPECIAL_ARGS["revealed"]]
             for lang in ("ja", "en")]
    assert lines == [["Aは「カードC」、δを確認", "Bは「カードC」、非公開のカード２枚を確認",
                      "Bは非公開のカード３枚を確認", "Aはαを確認"],
                     ['A is shown "Card C" and δ', 'B is shown "Card C" and 2 hidden cards',
                      "B is shown 3 hidden cards", "A is shown α"]]


def test_a_draw_names_the_cards_only_where_the_reader_knows_them() -> None:
    known, hidden = SPECIAL_ARGS["draw"]
    assert ocg_render.detail(LogEntry("draw", known), "ja") == "Aは２枚ドロー（「カードC」、δ）"
    # English lists the cards drawn as it lists the cards of any line ("Card C" and δ), not "Card C", δ
    assert ocg_render.detail(LogEntry("draw", known), "en") == 'A draws 2 cards ("Card C" and δ)'
    assert [ocg_render.detail(LogEntry("draw", hidden), lang) for lang in ("ja", "en")] == ["Bは１枚ドロー",
                                                                                            "B draws 1 card"]


def test_a_line_of_its_own_begins_with_a_capital_but_a_label_as_written() -> None:
    # a judge's trial read lines of their own that began "the attack of ..." and "by the effect of ...": a line is a
    # sentence; a scenario's label that begins one is a name, and a phrase after a chain line's "; " goes on it
    m1 = CardRef("m1", "カードM", "Card M")
    log = [LogEntry("attack_negated", (A,)), LogEntry("destroyed", (m1,)), LogEntry("win", (2,)),
           LogEntry("activate", (1, 0, B, (), ())), LogEntry("resolve", (1, B)), LogEntry("attack_negated", (A,)),
           LogEntry("chain_end", ())]
    assert ocg_render.render(log, "en") == [
        "The attack of α is negated", "m1 is destroyed", "The duel is a draw",
        '┏Chain Link 1: A activates "Card B"', '┗Resolving Chain Link 1: "Card B" resolves; the attack of α is negated']
    assert ocg_render.render(log, "ja")[0] == "αの攻撃を無効にする"


def test_a_roll_made_again_says_die_for_one() -> None:
    # a judge's trial read "the dice are rolled again" where one die was rolled (「リバースダイス」, 「天使のサイコロ」)
    lines = [ocg_render.detail(LogEntry("redo", ("dice", B, n)), "en") for n in (1, 3)]
    assert lines == ['"Card B": the die is rolled again', '"Card B": the dice are rolled again']
    assert ocg_render.detail(LogEntry("redo", ("dice", B, 1)), "ja") == "「カードB」の効果でサイコロを振り直す"


def test_attack_negated_and_turn_count_print() -> None:
    log = [LogEntry("attack_negated", (A,)), LogEntry("turn_count", (B,))]
    assert ocg_render.render(log, "ja") == ["αの攻撃を無効にする", "「カードB」のターンを１つ進める"]
    assert ocg_render.render(log, "en") == ["The attack of α is negated", "\"Card B\"'s turn count goes up by 1"]


def test_a_replay_says_its_declaration_is_the_same_attack_again() -> None:
    # a judge's trial of R000-011 read a second 「…に攻撃宣言」 after a replay, as if the monster attacked twice
    log = [LogEntry("attack", (1, A, B)), LogEntry("attack", (1, A, A, True)), LogEntry("attack", (1, A, None, True))]
    assert ocg_render.render(log, "ja") == ["Bのαが「カードB」に攻撃宣言",
                                            "巻き戻し：Bのαがαに攻撃宣言", "巻き戻し：Bのαが直接攻撃"]
    assert ocg_render.render(log, "en") == ["B's α attacks \"Card B\"", "Replay: B's α attacks α",
                                            "Replay: B's α attacks directly"]


def test_a_draw_counts_its_cards_in_both_languages() -> None:
    # a judge's trial read "B draws 2" where the Japanese line says 「Bは２枚ドロー」
    log = [LogEntry("draw", (1, 2, ())), LogEntry("draw", (0, 1, ()))]
    assert ocg_render.render(log, "ja") == ["Bは２枚ドロー", "Aは１枚ドロー"]
    assert ocg_render.render(log, "en") == ["B draws 2 cards", "A draws 1 card"]


def test_a_continuous_card_resolved_says_what_applies_from_now_on() -> None:
    # the rulings pages print 「王宮のお触れ」解決、場にある限り罠効果無効: the line says what its effects do
    said = LogEntry("applies_now", (("罠の効果を無効にする", "二"), ("negate traps", "two")))
    log = [LogEntry("resolve", (3, B)), said, LogEntry("chain_end", ())]
    ja, en = ocg_render.render(log, "ja")[0], ocg_render.render(log, "en")[0]
    assert ja.endswith("逆順処理チェーン３：「カードB」解決、以後：罠の効果を無効にする／二"), ja
    assert en.endswith('Resolving Chain Link 3: "Card B" resolves; from now on: negate traps / two'), en


def test_the_cards_one_event_moved_are_named_in_one_clause() -> None:
    # a judge's trial read 「Aはh1を捨てる、Aはh2を捨てる」 for one discard of two cards; the verbs that log their cards
    # one by one (destroy, banish, send, return) number the entries of one event alike (`LogEntry.together`)
    c = CardRef("", "カードC", "Card C")
    log = [LogEntry("resolve", (1, B)), LogEntry("discarded", (0, (A, B), False)),
           LogEntry("destroyed", (A, False, 0), 3), LogEntry("destroyed", (B, False, 1), 3),
           LogEntry("to_deck", (A, "shuffle"), 4), LogEntry("to_deck", (B, "shuffle"), 4),
           LogEntry("to_deck", (c, "shuffle"), 4), LogEntry("back_to_hand", (c, 0), 5), LogEntry("chain_end")]
    assert ocg_render.render(log, "ja") == ["┏逆順処理チェーン１：「カードB」解決、Aはαと「カードB」を捨てる、"
                                            "αと「カードB」を破壊、α、「カードB」と「カードC」をデッキに戻す、"
                                            "「カードC」をAの手札に戻す"]
    assert ocg_render.render(log, "en") == ['┏Resolving Chain Link 1: "Card B" resolves; A discards α and "Card B"; α '
                                            'and "Card B" are destroyed; α, "Card B" and "Card C" return to the deck; '
                                            '"Card C" returns to A\'s hand']


def test_cards_of_separate_events_keep_a_clause_each() -> None:
    # a monster destroyed by battle, then its equip card destroyed by the rules: two events, two lines
    log = [LogEntry("destroyed", (A, True, 0), 1), LogEntry("destroyed", (B, False, 0), 2),
           LogEntry("banished", (A,)), LogEntry("banished", (B,))]
    assert ocg_render.render(log, "ja") == ["αを破壊", "「カードB」を破壊", "αをゲームから除外",
                                            "「カードB」をゲームから除外"]
    assert ocg_render.render(log, "en")[:2] == ["α is destroyed", '"Card B" is destroyed']


def test_the_monsters_one_effect_changed_or_summoned_at_once_are_named_in_one_clause() -> None:
    # positions, ATK/DEF, control and special summons of several monsters at once (`LogEntry.together`), as moves
    c = CardRef("", "カードC", "Card C")
    log = [LogEntry("resolve", (1, B)),
           LogEntry("position", (A, "defense"), 3), LogEntry("position", (B, "defense"), 3),
           LogEntry("boost", (A, 200, 0), 4), LogEntry("boost", (B, 200, 0), 4),
           LogEntry("stat_set", (A, "atk", 0, False), 5), LogEntry("stat_set", (B, "atk", 0, False), 5),
           LogEntry("control", (1, A), 6), LogEntry("control", (1, B), 6),
           LogEntry("special_summon", (0, A, "defense", 1), 7), LogEntry("special_summon", (0, B, "defense", 1), 7),
           LogEntry("special_summon", (0, c, "defense", 1), 7), LogEntry("chain_end")]
    assert ocg_render.render(log, "ja") == ["┏逆順処理チェーン１：「カードB」解決、αと「カードB」を表側守備表示にする、"
                                            "αと「カードB」の攻撃力+２００、αと「カードB」の攻撃力は０になる、"
                                            "Bがαと「カードB」のコントロールを得る、"
                                            "Aはα、「カードB」と「カードC」をBのフィールドに表側守備表示で特殊召喚"]
    assert ocg_render.render(log, "en") == ['┏Resolving Chain Link 1: "Card B" resolves; α and "Card B" turn to '
                                            'face-up defense position; α and "Card B" get ATK +200; the ATK of α and '
                                            '"Card B" becomes 0; B takes control of α and "Card B"; A special summons '
                                            'α, "Card B" and "Card C" to B\'s field in face-up defense position']


def test_monsters_changed_by_separate_events_or_differently_keep_a_clause_each() -> None:
    # two effects' changes (numbered apart, or not numbered), and one effect's changes that differ (a position each,
    # a different raise): a clause each
    log = [LogEntry("position", (A, "defense"), 1), LogEntry("position", (B, "defense"), 2),
           LogEntry("boost", (A, 200, 0)), LogEntry("boost", (B, 200, 0)),
           LogEntry("boost", (A, 200, 0), 3), LogEntry("boost", (B, 500, 0), 3),
           LogEntry("control", (0, A), 4), LogEntry("control", (1, B), 4),
           LogEntry("special_summon", (0, A, "attack"), 5), LogEntry("special_summon", (0, B, "defense"), 5)]
    assert ocg_render.render(log, "ja") == [
        "αを表側守備表示にする", "「カードB」を表側守備表示にする", "αの攻撃力+２００", "「カードB」の攻撃力+２００",
        "αの攻撃力+２００", "「カードB」の攻撃力+５００", "Aがαのコントロールを得る",
        "Bが「カードB」のコントロールを得る", "Aはαを表側攻撃表示で特殊召喚", "Aは「カードB」を表側守備表示で特殊召喚"]
    assert ocg_render.render(log, "en") == [
        "α turns to face-up defense position", '"Card B" turns to face-up defense position', "α gets ATK +200",
        '"Card B" gets ATK +200', "α gets ATK +200", '"Card B" gets ATK +500', "A takes control of α",
        'B takes control of "Card B"', "A special summons α in face-up attack position",
        'A special summons "Card B" in face-up defense position']


def test_an_unknown_kind_is_an_error_not_silence() -> None:
    with pytest.raises(KeyError, match="no_such_kind"):
        ocg_render.render([LogEntry("no_such_kind", ())], "en")
    with pytest.raises(KeyError, match="no_such_kind"):
        dm_render.render([LogEntry("no_such_kind", ())], "ja")


def test_every_dm_kind_has_a_sentence_in_both_languages() -> None:
    kinds, dynamic = written_kinds("dm", "note")
    assert len(kinds) > 20 and not dynamic
    for lang, table in dm_render.TEXTS.items():
        missing = sorted(kinds - set(table))
        assert not missing, f"Duel Masters log kinds with no {lang} sentence: {missing}"
    assert set(dm_render.TEXTS["ja"]) == set(dm_render.TEXTS["en"])


def test_a_card_shown_for_a_cost_is_on_the_line_of_the_activation_it_pays_for() -> None:
    # the cost is logged before its activation, and shown first on its line: chain link 2's was lost among the costs of
    # a chain being built
    c = CardRef("", "カードC", "Card C")
    log = [LogEntry("activate", (1, 1, B, (), ())), LogEntry("revealed", (1, (A,), True)),
           LogEntry("activate", (2, 0, c, (), ())), LogEntry("resolve", (2, c)), LogEntry("revealed", (0, (B,), False)),
           LogEntry("resolve", (1, B)), LogEntry("chain_end")]
    assert ocg_render.render(log, "ja") == ["┏チェーン１：B「カードB」発動",
                                            "┃チェーン２：Bはαを確認、A「カードC」発動",
                                            "┃逆順処理チェーン２：「カードC」解決、Aは「カードB」を確認",
                                            "┗逆順処理チェーン１：「カードB」解決"]
    assert ocg_render.render(log, "en") == ['┏Chain Link 1: B activates "Card B"',
                                            '┃Chain Link 2: B is shown α; A activates "Card C"',
                                            '┃Resolving Chain Link 2: "Card C" resolves; A is shown "Card B"',
                                            '┗Resolving Chain Link 1: "Card B" resolves']


def test_a_card_shown_for_a_summon_procedure_is_a_line_before_the_summon() -> None:
    log = [LogEntry("revealed", (1, (A,), True)), LogEntry("special_summon", (0, B, "attack"))]
    assert ocg_render.render(log, "ja") == ["Bはαを確認", "Aは「カードB」を表側攻撃表示で特殊召喚"]
    assert ocg_render.render(log, "en") == ["B is shown α", 'A special summons "Card B" in face-up attack position']


def test_an_attribute_is_named_in_the_language_of_the_line() -> None:
    ref = CardRef("", "ホーリー・エルフ", "Mystical Elf", card=9)
    entry = LogEntry("attribute", (ref, "EARTH"))
    # with its 属性, as the rulings pages name an Attribute (it read 「…の属性は地になる」)
    assert ocg_render.detail(entry, "ja") == "「ホーリー・エルフ」は地属性になる"
    assert ocg_render.detail(entry, "en") == "\"Mystical Elf\"'s Attribute becomes EARTH"


def test_the_monster_whose_name_a_card_takes_on_is_quoted_as_a_card_is() -> None:
    # a judge's trial read 'DP takes on the name and effects of Dark Magician' beside '"Dark Magician"' on the
    # other lines, and 「DPはブラック・マジシャンの名前・効果を得る」 beside 「ブラック・マジシャン」
    log = [LogEntry("took_on_name", (A, "ブラック・マジシャン", "Dark Magician")),
           LogEntry("took_on", (A, "ブラック・マジシャン", "Dark Magician"))]
    assert ocg_render.render(log, "en") == ['α takes on the name and effects of "Dark Magician"',
                                            'α takes on the name, ATK and effects of "Dark Magician"']
    assert ocg_render.render(log, "ja") == ["αは「ブラック・マジシャン」の名前・効果を得る",
                                            "αは「ブラック・マジシャン」の名前・攻撃力・効果を得る"]


def test_the_reverse_of_increases_and_decreases_reads_as_english() -> None:
    # 「あまのじゃくの呪い」's line read "ATK/DEF raises and falls are reversed": "raises" is no noun for a stat's rise
    assert ocg_render.render([LogEntry("reversed", ())], "en") == [
        "Increases and decreases of ATK/DEF are reversed this turn"]


def test_a_card_going_to_a_hand_is_said_to_go_to_its_players_hand() -> None:
    # the log read "X is added to the hand" / 「Xを手札に加える」 whatever hand it was (「墓荒らし」 adds the
    # opponent's spell to its own player's hand; 「Ｎ・グラン・モール」 returns a monster of each player's): whose
    # hand, as the other lines name a player; cards of one event going to different hands are two clauses
    c = CardRef("", "カードC", "Card C")
    log = [LogEntry("resolve", (1, B)), LogEntry("to_hand", (c, 0), 2), LogEntry("back_to_hand", (A, 1), 3),
           LogEntry("back_to_hand", (B, 0), 3), LogEntry("back_to_hand", (c, 0), 3), LogEntry("chain_end")]
    assert ocg_render.render(log, "ja") == ["┏逆順処理チェーン１：「カードB」解決、「カードC」をAの手札に加える、"
                                            "αをBの手札に戻す、「カードB」と「カードC」をAの手札に戻す"]
    assert ocg_render.render(log, "en") == ['┏Resolving Chain Link 1: "Card B" resolves; "Card C" is added to '
                                            'A\'s hand; α returns to B\'s hand; "Card B" and "Card C" return to '
                                            'A\'s hand']


def test_a_card_a_replacement_sends_to_a_hand_or_keeps_from_one_is_said_whose_hand() -> None:
    # the line read "α returns to the hand instead of going to the graveyard" / 「αは墓地へ送られる代わりに手札に
    # 戻る」 where "to_hand" and "back_to_hand" say whose hand: the entry's sixth argument names it
    to_hand = LogEntry("replaced", ("destroyed", B, A, int(Zone.GRAVE), int(Zone.HAND), 1))
    assert ocg_render.render([to_hand], "ja") == ["「カードB」の効果で、αは墓地へ送られる代わりにBの手札に戻る"]
    assert ocg_render.render([to_hand], "en") == [
        'By the effect of "Card B", α returns to B\'s hand instead of going to the graveyard']
    from_hand = LogEntry("replaced", ("back_to_hand", B, A, int(Zone.HAND), int(Zone.DECK), 0))
    assert ocg_render.render([from_hand], "ja") == ["「カードB」の効果で、αはAの手札に戻る代わりにデッキに戻る"]
    assert ocg_render.render([from_hand], "en") == [
        'By the effect of "Card B", α returns to the deck instead of returning to A\'s hand']


def test_a_quote_in_a_cards_english_name_is_a_single_one_inside_the_double_ones() -> None:
    # a judge's trial read 'A activates ""A" Cell Breeding Device"': the name's own quotes ran into the log's
    cell = CardRef("", "「Ａ」細胞培養装置", '"A" Cell Breeding Device')
    log = [LogEntry("activate", (1, 0, cell, (), ())), LogEntry("chain_end", ()),
           LogEntry("took_on_name", (A, "「Ａ」細胞培養装置", '"A" Cell Breeding Device'))]
    en = ocg_render.render(log, "en")
    assert en == ["┏Chain Link 1: A activates \"'A' Cell Breeding Device\"",
                  "α takes on the name and effects of \"'A' Cell Breeding Device\""], en
    assert ocg_render.render(log, "ja")[0] == "┏チェーン１：A「「Ａ」細胞培養装置」発動"
    dm = dm_render.render([LogEntry("summon", (0, DMRef("", "Ｑ", '"Q" Creature'), 3))], "en")
    assert dm == ["A summons \"'Q' Creature\" (3 mana)"], dm
    # the questions that name a card name it so too
    card = SimpleNamespace(idx=0, data=SimpleNamespace(name_ja="「Ａ」細胞培養装置",
                                                       name_en='"A" Cell Breeding Device'))
    assert prompt_for(card, "x", "ｘ")[0] == "\"'A' Cell Breeding Device\": x"  # type: ignore[arg-type]
    assert cost_prompt(card, "x", "ｘ")[0] == "cost of \"'A' Cell Breeding Device\": x"  # type: ignore[arg-type]


def test_a_negated_activation_is_told_from_a_negated_effect_in_english() -> None:
    # a judge's trial read '"Card B" was negated and does nothing', where the Japanese says it was the activation
    log = [LogEntry("resolve_negated_activation", (1, B)), LogEntry("resolve_negated_effect", (2, B)),
           LogEntry("chain_end", ())]
    assert ocg_render.render(log, "en") == [
        '┏Resolving Chain Link 1: "Card B" does nothing: its activation was negated',
        '┗Resolving Chain Link 2: "Card B" resolves, but its effect is negated']
    assert ocg_render.render(log, "ja")[0] == "┏逆順処理チェーン１：「カードB」は発動が無効のため処理無し"


def test_an_activations_targets_are_listed_as_english_lists_them() -> None:
    # a judge's trial read 'targeting m1, m2, m3' beside 'm1, m2 and m3 return to the deck' on the next line
    c = CardRef("γ", "カードC", "Card C")
    log = [LogEntry("activate", (1, 0, B, (), (A, c))), LogEntry("activate", (2, 1, B, (), (A, c, A)))]
    assert ocg_render.render(log, "en") == ['┏Chain Link 1: A activates "Card B", targeting α and γ',
                                            '┗Chain Link 2: B activates "Card B", targeting α, γ and α']
    assert ocg_render.render(log, "ja")[0] == "┏チェーン１：A「カードB」発動、対象：α、γ"


def test_a_skipped_phase_is_named_in_the_language_of_the_line() -> None:
    # a judge's trial read "battle:start is skipped" and "main1 is skipped": the turn's keys, not English
    log = [LogEntry("skip", ("battle:start",)), LogEntry("skip", ("main1",)), LogEntry("skip", ("draw",))]
    assert ocg_render.render(log, "en") == ["The battle phase is skipped", "The main phase 1 is skipped",
                                            "The draw phase is skipped"]
    assert ocg_render.render(log, "ja") == ["バトルフェイズをスキップ", "メインフェイズ１をスキップ",
                                            "ドローフェイズをスキップ"]
    headed = ocg_render.render([LogEntry("phase", ("battle:damage",))], "en", phases=True)
    assert headed == ["[damage step]"]


def test_a_counter_is_named_in_the_language_of_the_line() -> None:
    # the English line named the counters by their Japanese key ("Aカウンター counter(s)"); a judge's trial then
    # read "2 A-Counters on α", a line with no verb where the Japanese says 置く
    log = [LogEntry("counter", (A, "Aカウンター", 2)), LogEntry("counter", (A, "spell", -1)),
           LogEntry("counter", (A, "カウンター", 1))]
    assert ocg_render.render(log, "en") == ["2 A-Counters are placed on α", "1 Spell Counter is removed from α",
                                            "1 counter is placed on α"]
    assert ocg_render.render(log, "ja") == ["αにAカウンターを２つ置く", "αの魔力カウンターを１つ取り除く",
                                            "αにカウンターを１つ置く"]


def counter_kinds() -> set[str]:
    """The kinds of counter the OCG cards place: the second argument of every `add_counter` call, a string or a
    module-level constant naming one (whatever module defines it)."""
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in (SRC / "ocg").rglob("*.py")]
    constants: dict[str, set[str]] = {}
    for tree in trees:
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                    and isinstance(node.value.value, str):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        constants.setdefault(t.id, set()).add(node.value.value)
    kinds: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "add_counter" and len(node.args) > 1:
                arg = node.args[1]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    kinds.add(arg.value)
                else:
                    assert isinstance(arg, ast.Name) and arg.id in constants, f"a kind not read: {ast.dump(arg)}"
                    kinds |= constants[arg.id]
    return kinds


def test_every_counter_kind_the_cards_place_has_a_name_in_both_languages() -> None:
    kinds = counter_kinds()
    assert {"spell", "Aカウンター", "カウンター"} <= kinds  # the scan sees the cards
    missing = sorted(kinds - set(COUNTERS))
    assert not missing, f"counter kinds with no name in arbiter.ocg.counter_names.COUNTERS: {missing}"


def test_every_key_a_card_declares_is_said_in_words_in_both_languages() -> None:
    # 「ピラミッドパワー」 declaring DEF printed 「def」を宣言: the Japanese log showed the card module's key
    keys = {k for d in load_all().values() for e in d.effects for k in e.declare}
    assert {"def", "left", "Warrior", "DARK", "3", "Fiend/DARK", "the opponent's"} <= keys  # the scan sees the cards
    pp = CardRef("", "ピラミッドパワー", "Pyramid Energy")
    for key in sorted(keys):
        ja, en = declared_words(key)
        entry = LogEntry("activate", (1, 0, pp, (), (), (ja, en)))
        [line_ja], [line_en] = ocg_render.render([entry], "ja"), ocg_render.render([entry], "en")
        said = line_ja.split("「")[-1].removesuffix("」を宣言")
        assert said == ja and said.strip() and not any(ch.isascii() and ch.isalnum() for ch in said), (key, line_ja)
        assert line_en.endswith(f'declaring "{en}"') and en.strip(), (key, line_en)
    assert declared_words("def") == ("守備力", "DEF")


def test_a_type_is_said_in_english_as_the_eras_cards_write_it() -> None:
    # a declared Type read "Fiend" in the English log and options (and the card panel "DARK · Fiend"), a creature
    # rather than a Type: the era's English cards write "Fiend-Type"; the Japanese is the card data's 悪魔族
    assert declared_words("Fiend") == ("悪魔族", "Fiend-Type")
    assert declared_words("Beast-Warrior") == ("獣戦士族", "Beast-Warrior-Type")
    assert declared_words("Fiend/DARK") == ("悪魔族・闇属性", "Fiend-Type/DARK")
    # an Attribute in English as the cards write it; in Japanese with its 属性, as the rulings pages write one
    assert declared_words("DARK") == ("闇属性", "DARK")
    pp = CardRef("", "ピラミッドパワー", "Pyramid Energy")
    entry = LogEntry("activate", (1, 0, pp, (), (), declared_words("Zombie")))
    assert ocg_render.render([entry], "en")[0].endswith('declaring "Zombie-Type"')
    assert ocg_render.render([entry], "ja")[0].endswith("「アンデット族」を宣言")
    # a target spec made from a Type says it so: 「デーモン・テイマー」's and its kind's
    assert "a face-up Fiend-Type monster" in opp_face_up("Fiend").text_en
    assert "悪魔族モンスター" in opp_face_up("Fiend").text_ja


def test_a_replacement_that_only_changes_where_a_card_goes_says_where_it_goes_instead() -> None:
    # 「マクロコスモス」 on a discard: the discard's own line does not say where the card went
    e = LogEntry("replaced", ("discarded", B, A, int(Zone.GRAVE), int(Zone.BANISHED)))
    assert ocg_render.detail(e, "ja") == "「カードB」の効果で、αは墓地へ送られる代わりにゲームから除外される"
    assert ocg_render.detail(e, "en") == 'by the effect of "Card B", α is banished instead of going to the graveyard'
    # one whose event it does not name says only whose effect it is
    assert ocg_render.detail(LogEntry("replaced", ("to_hand", B)), "en") == 'replaced by the effect of "Card B"'


def test_a_replacement_that_does_something_else_says_what_it_replaced_on_the_line_of_what_it_does() -> None:
    # 「縮退回路」: the return to its owner's hand it replaced (whose hand, as the other hand lines say it), then the
    # banishment it makes, one line outside a chain
    log = [LogEntry("replaced", ("to_hand", B, A, True, 1)), LogEntry("banished", (A,))]
    assert ocg_render.render(log, "ja") == ["「カードB」の効果で、αはBの手札に戻る代わりに、αをゲームから除外"]
    assert ocg_render.render(log, "en") == [
        'By the effect of "Card B", instead of α returning to B\'s hand; α is banished']
    # nothing instead: the card does not return to that hand
    stays = LogEntry("replaced", ("to_hand", B, A, False, 0))
    assert ocg_render.render([stays], "ja") == ["「カードB」の効果で、αはAの手札に戻らない"]
    assert ocg_render.detail(stays, "en") == 'by the effect of "Card B", α does not return to A\'s hand'
    # 「シモッチによる副作用」: a player's gain
    gain = LogEntry("replaced", ("gained", B, 1, True))
    assert ocg_render.detail(gain, "ja") == "「カードB」の効果で、Bはライフを回復する代わりに"
    # 「クリボー」: nothing happens instead, so the event does not happen
    e = LogEntry("replaced", ("damage", B, 0, False))
    assert ocg_render.render([e], "ja") == ["「カードB」の効果で、Aはダメージを受けない"]
    assert ocg_render.detail(e, "en") == 'by the effect of "Card B", A takes no damage'


@pytest.mark.parametrize("what", sorted(ocg_render._PAID))
def test_each_kind_of_cost_is_said_in_both_languages(what: str) -> None:
    part = ("pay", 500) if what == "pay" else ("counters", "spell", "field", 2, ()) if what == "counters" \
        else (what, "hand", 2, ())
    ja_text, en_text = (ocg_render._cost((part,), lang) for lang in ("ja", "en"))
    assert ja_text.startswith("（") and ja_text.endswith(ocg_render._PAID[what][0] + "）")
    assert en_text.startswith(" (" + ocg_render._PAID[what][2].split()[0]) and "{" not in ja_text + en_text


def test_a_cost_sent_from_the_hand_is_not_said_as_a_discard() -> None:
    # R004-152: sending from the hand is no discard, and the chain line tells them apart
    assert ocg_render._cost((("send", "hand", 1, ()),), "ja") == "（手札１枚を墓地へ送る）"
    assert ocg_render._cost((("discard", "hand", 1, ()),), "ja") == "（手札１枚を捨てる）"
    assert ocg_render._cost((("discard", "self", 1, ()),), "en") == " (discarding this card)"


def test_the_cards_of_a_cost_are_counted_by_where_they_came_from() -> None:
    # as the rulings pages count them (「手札１枚捨てる」), the cards whose lines the entry holds too; tributes as
    # monsters, as the cards' texts count them
    banished = (("banish", "grave", 1, (A,)), ("banish", "field", 2, (B, A)))
    assert ocg_render._cost(banished, "ja") == "（墓地のカード１枚とフィールド上のカード２枚を除外する）"
    assert ocg_render._cost(banished, "en") == " (banishing 1 card from the graveyard and 2 cards on the field)"
    assert ocg_render._cost((("tribute", "self", 1, ()), ("tribute", "field", 1, ())), "ja") == \
        "（このカードとモンスター１体を生け贄に捧げる）"
    assert ocg_render._cost((("tribute", "field", 2, ()),), "en") == " (tributing 2 monsters)"
    assert ocg_render._cost((("deck", "deck", 3, ()),), "ja") == "（デッキのカード３枚をデッキに戻す）"
    assert ocg_render._cost((("counters", "フォッグカウンター", "self", 1, (A,)),), "ja") == \
        "（このカードのフォッグカウンター１つを取り除く）"
    assert ocg_render._cost((("counters", "フォッグカウンター", "field", 3, (A, B)),), "en") == \
        " (removing 3 Fog Counters from the field)"


def test_every_part_of_a_cost_is_said_in_the_order_paid() -> None:
    parts = (("pay", 1000), ("banish", "self", 1, (A,)), ("send", "hand", 1, ()), ("send", "field", 2, ()))
    assert ocg_render._cost(parts, "ja") == \
        "（１０００ライフポイントを払い、このカードを除外し、手札１枚とフィールド上のカード２枚を墓地へ送る）"
    assert ocg_render._cost(parts, "en") == \
        " (paying 1000 LP, banishing this card and sending 1 card from the hand and 2 cards on the field to the" \
        " graveyard)"


# the cards the LP below are paid for, as a seat that knows them reads them (a card index: `kernel.log.known`)
PAID_A, PAID_B = CardRef("α", "カードA", "Card A", card=0), CardRef("", "カードB", "Card B", card=1)


@pytest.mark.parametrize("purpose", sorted(ocg_render._PAID_FOR))
def test_lp_paid_say_who_paid_how_many_and_for_what_in_both_languages(purpose: str) -> None:
    e = LogEntry("pay", (0, 500, PAID_B, purpose, True))
    ja, en = (ocg_render.render([e], lang) for lang in ("ja", "en"))
    assert len(ja) == len(en) == 1
    assert ja[0].startswith("Aは「カードB」") and ja[0].endswith("５００ライフを払う")
    assert en[0].startswith("A pays 500 LP ") and '"Card B"' in en[0] and "{" not in ja[0] + en[0]


def test_lp_paid_to_attack_have_a_line_of_their_own_before_the_attack() -> None:
    # 「ダーク・エルフ」: no activation's line says them
    log = [LogEntry("pay", (0, 1000, PAID_B, "attack", True)), LogEntry("attack", (0, A, None))]
    assert ocg_render.render(log, "ja") == ["Aは「カードB」の攻撃宣言のコストとして１０００ライフを払う",
                                            "Aのαが直接攻撃"]
    assert ocg_render.render(log, "en") == ['A pays 1000 LP to declare an attack with "Card B"',
                                            "A's α attacks directly"]


def test_lp_an_activation_paid_are_said_on_its_line_only() -> None:
    # the LP paid before, for another card's attack, keep their line; those the activation paid are in its cost
    log = [LogEntry("pay", (0, 1000, PAID_A, "attack", True)), LogEntry("attack", (0, A, None)),
           LogEntry("pay", (1, 500, PAID_B, "", True)), LogEntry("activate", (1, 1, PAID_B, (("pay", 500),), ())),
           LogEntry("chain_end")]
    assert ocg_render.render(log, "ja") == ["Aは「カードA」の攻撃宣言のコストとして１０００ライフを払う",
                                            "Aのαが直接攻撃",
                                            "┏チェーン１：B「カードB」発動（５００ライフポイントを払う）"]


def test_lp_paid_as_a_link_resolves_are_said_on_its_line() -> None:
    log = [LogEntry("activate", (1, 0, PAID_B, (), ())), LogEntry("resolve", (1, PAID_B)),
           LogEntry("pay", (0, 700, PAID_B, "effect", True)), LogEntry("chain_end")]
    assert ocg_render.render(log, "ja")[-1] == \
        "┗逆順処理チェーン１：「カードB」解決、Aは「カードB」の効果で７００ライフを払う"


def test_only_the_lines_of_what_a_cost_paid_are_left_to_its_activation() -> None:
    # the line right before the activation is its cost's own banishment; the one before it, an earlier effect's
    log = [LogEntry("banished", (A,)), LogEntry("banished", (B,)),
           LogEntry("activate", (1, 0, A, (("banish", "hand", 1, (B,)),), ()))]
    assert ocg_render.render(log, "ja") == ["αをゲームから除外", "┏チェーン１：A「カードA」発動（手札１枚を除外する）"]
    # a seat's log that may not know either card (`view.readable`): as many lines left out as the cost moved
    hidden = CardRef("?", "?", "?")
    log = [LogEntry("banished", (hidden,)), LogEntry("banished", (hidden,)),
           LogEntry("activate", (1, 0, A, (("banish", "hand", 1, (hidden,)),), ()))]
    assert ocg_render.render(log, "ja")[:-1] == ["?をゲームから除外"]


def test_two_trigger_links_of_one_card_say_the_card_or_else_the_player_each_is_about() -> None:
    # the seventh value of a trigger's activation: its event's player and card (`Activation.complete`); said only
    # where two links of one card in one chain would otherwise read the same
    c = CardRef("", "カードC", "Card C")
    by_card = [LogEntry("activate", (1, 0, B, (), (), (), (1, A))), LogEntry("activate", (2, 0, B, (), (), (), (0, c))),
               LogEntry("activate", (3, 1, c, (), (), (), (0, A))), LogEntry("chain_end")]
    assert ocg_render.render(by_card, "ja") == ["┏チェーン１：A「カードB」発動、αについて",
                                                "┃チェーン２：A「カードB」発動、「カードC」について",
                                                "┗チェーン３：B「カードC」発動"]
    assert ocg_render.render(by_card, "en") == ['┏Chain Link 1: A activates "Card B" for α',
                                                '┃Chain Link 2: A activates "Card B" for "Card C"',
                                                '┗Chain Link 3: B activates "Card C"']
    by_player = [LogEntry("activate", (1, 0, B, (), (), (), (0,))), LogEntry("activate", (2, 0, B, (), (), (), (1,))),
                 LogEntry("chain_end")]
    assert ocg_render.render(by_player, "ja") == ["┏チェーン１：A「カードB」発動、Aについて",
                                                  "┗チェーン２：A「カードB」発動、Bについて"]
    assert ocg_render.render(by_player, "en") == ['┏Chain Link 1: A activates "Card B" for A',
                                                  '┗Chain Link 2: A activates "Card B" for B']
    # the same card in two chains, or one link alone: nothing to tell apart
    apart = [LogEntry("activate", (1, 0, B, (), (), (), (1, A))), LogEntry("chain_end"),
             LogEntry("activate", (1, 0, B, (), (), (), (0, c))), LogEntry("chain_end")]
    assert ocg_render.render(apart, "ja") == ["┏チェーン１：A「カードB」発動", "┏チェーン１：A「カードB」発動"]
