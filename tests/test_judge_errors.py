"""Bad scenario files get a clear message naming the file, the line and what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.judge import ocg_board, ocg_steps, yamlsrc
from arbiter.judge.flow import gives, run_step
from arbiter.judge.scenario import build
from arbiter.kernel.reasons import in_lang
from scenario_text import DM_MADE_UP_BOARD, SOLEMN_ON_SOLEMN, each_value_replaced, judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    spells:
      - {card: 破壊輪, as: RoD}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
"""


def judge_text(tmp_path: Path, text: str) -> str:
    v = judged(tmp_path, text)
    assert not v.passed
    return v.message


@pytest.mark.parametrize(("text", "line", "words"), [
    (BOARD.replace("as: α}", "as: α, positon: set}"), 7, "unknown key 'positon'"),
    # a key mistyped got the list of keys only, the one meant among a dozen
    (BOARD.replace("as: α}", "as: α, positon: set}"), 7,
     "unknown key 'positon' in a card entry (did you mean 'position'?); expected one of: as, card,"),
    (BOARD.replace("    spells:", "    graveyards: []\n    spells:", 1), 8,
     "unknown key 'graveyards' in player A (did you mean 'graveyard'?)"),
    (BOARD.replace("破壊輪", "破壊輪輪輪"), 9, "did you mean: 破壊輪"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - expect: {lp: {A: 1}}\n", 15,
     "A's LP are 8000, expected 1"),
    # the values found are said in English, not as the keys that ask for them (it said "atk of α is 1400")
    (BOARD + "steps:\n  - expect: {atk: {α: 1}, controller: {β: A}}\n", 14,
     "α's ATK is 1400, expected 1; β's controller is B, expected A"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [γ]}\n", 14, "no card labelled or named \"γ\""),
    # an amount to pay no choice asks for was quoted as the engine's key ("pay ['pay:500']")
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α], pay: 500}\n", 14,
     "pay: 500 was not asked for (or not legal)"),
    (BOARD + "steps:\n  - {player: A, jump: RoD}\n", 14, "unknown key 'jump'"),
    # an empty chain while the last link still resolves (死者蘇生 asks the revived monster's position)
    (BOARD.replace("    spells:", "    hand: [{card: 死者蘇生, as: MR}]\n    graveyard: [{stats: {atk: 500}, as: g}]\n"
                   "    spells:", 1)
     + "steps:\n  - {player: A, activate: MR, targets: [g]}\n  - {resolve: true}\n  - expect: {chain: []}\n", 18,
     "a chain link is still resolving"),
    (BOARD.replace("    spells:", "    hand: [死者蘇生, 死者蘇生]\n    spells:", 1)
     + "steps:\n  - expect: {where: {死者蘇生: A.hand}}\n", 15, 'or name one "死者蘇生#1"'),
    (BOARD.replace("    spells:", "    hand: [死者蘇生, 死者蘇生]\n    spells:", 1)
     + "steps:\n  - expect: {where: {\"死者蘇生#2\": A.hand}}\n  - expect: {where: {\"死者蘇生#3\": A.hand}}\n",
     16, '"死者蘇生" names 2 cards, so "死者蘇生#3" names none'),
    (BOARD + "steps:\n  - {player: C, activate: RoD}\n", 14, "player must be A or B"),
    # counted as English counts: a judge's trial read "A.spells has 1 cards" and "the chain has 1 links"
    (BOARD + "steps:\n  - expect: {count: {A.spells: 2}}\n", 14, "A.spells has 1 card, expected 2"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - expect: {chain: []}\n", 15,
     "the chain has 1 link, expected 0"),
    # an expected number written as a word failed as the engine's mistake ("lp of A is 8000, expected eight")
    (BOARD + "steps:\n  - expect: {lp: {A: eight}}\n", 14, "expect lp of A must be a whole number, not eight"),
    (BOARD + "steps:\n  - expect: {atk: {α: '1400'}}\n", 14, "expect atk of α must be a whole number, not '1400'"),
    (BOARD.replace("phase: main1", "phase: lunch"), 3, "unknown phase"),
    (BOARD + "wrong: 1\n", 13, "unknown key 'wrong'"),
    ("title: [\n", 2, "not valid YAML"),
    # a scenario that plays and checks nothing passed whatever the engine did
    ("title: x\n", 1, "has no steps, so it checks nothing"),
    (BOARD + "steps: []\n", 13, "has no steps, so it checks nothing"),
    # an unclosed `[` is found a line later: the line it was opened on is named too
    (BOARD.replace("      - {card: 破壊輪, as: RoD}\n", "    hand: [{card: 破壊輪, as: RoD}\n"), 10,
     "while parsing a flow sequence begun on line 9"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α], illegal: true}\n", 14, "should be refused"),
    (BOARD + "steps:\n  - {player: A, choose: []}\n", 14, "names at least one answer"),
    # an open game state the rules let its player leave: a pass marked illegal was silently taken before
    (BOARD + "steps:\n  - {pass: A, illegal: true}\n", 14, "should be refused"),
    (BOARD + "steps:\n  - {pass: B, illegal: true}\n", 14, "refused as malformed"),
    (BOARD + "steps:\n  - {phase: battle, illegal: true}\n", 14, "not a phase or resolve step"),
    # a phase step at a choice it cannot pass did nothing, and the steps after it ran with the choice still open
    (BOARD + "steps:\n  - {player: A, activate: RoD}\n  - {phase: end}\n", 15, "A's choice of targets is open"),
    # a side given the other kind's way was ignored, the card left as the default (a monster face-up)
    (BOARD.replace("as: α}", "as: α, face: down}"), 7, "a monster is set with position: set"),
    (BOARD.replace("as: RoD}", "as: RoD, position: set}"), 9, "a spell or trap is face: up or face: set"),
    (BOARD.replace("      - {card: 破壊輪, as: RoD}\n", "      - {card: 破壊輪, as: RoD}\n    hand:\n"
                   "      - {card: 死者への手向け, as: TtD}\n      - {stats: {atk: 100}, as: f1}\n")
     + "steps:\n  - {player: A, activate: TtD, targets: [β]}\n", 17, "asks first for its cost: name them with `cost:"),
    # two verbs in one step: the first the runner looked for was taken and the other dropped unseen (the activation
    # beside `resolve: true` never happened; `pass` beside it was taken instead of the resolve)
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α], resolve: true}\n", 14,
     "a step has exactly one verb, this one has 2: activate, resolve"),
    (BOARD + "steps:\n  - {pass: A, resolve: true}\n", 14, "this one has 2: pass, resolve"),
    (BOARD + "steps:\n  - {expect: {lp: {A: 8000}}, phase: end}\n", 14, "this one has 2: phase, expect"),
    # the two YAML mistakes a judge new to it makes first got PyYAML's words only, which do not say what to do
    (BOARD.replace("title: t", "title: 天狗のうちわ face-up: the flip effect is not activated") + "steps: []\n", 1,
     "mapping values are not allowed here, at column 22: a text with a colon and a space in it (a title, a because) "
     "is quoted"),
    (BOARD + "steps:\n\t- {resolve: true}\n", 14, "cannot start any token, at column 1: YAML indents with spaces"),
    # a label typed in the other width (an IME's full-width letter) got no hint of the label meant
    (BOARD + "steps:\n  - {player: A, activate: ＲｏＤ, targets: [α]}\n", 14,
     'no card labelled or named "ＲｏＤ" in this duel; did you mean the label "RoD"?'),
    # a list where one card belongs was read as its Python text and named no card ("[α]")
    (BOARD + "steps:\n  - {phase: battle}\n  - {player: A, attack: α, target: [β]}\n", 15,
     "a card is named by one label or name, not a list or mapping: [β]"),
    (BOARD + "steps:\n  - {player: A, activate: [RoD], targets: [α]}\n", 14, "not a list or mapping: [RoD]"),
    # an expectation with nothing in it passed whatever the duel was
    (BOARD + "steps:\n  - expect: {}\n", 14, "expect is empty, so it checks nothing"),
    # a choose with no question pending took the first action on offer for the card named (α's change of position)
    (BOARD + "steps:\n  - {player: A, choose: [α]}\n  - expect: {position: {α: attack}}\n", 14,
     "α is not a legal answer to A's choice of what to do next: no question that a card answers is pending"),
    # a choose at a response window: a card was refused as if at an open game state, a rules refusal that
    # `illegal: true` and `not_legal` took; "no" was refused naming only the pass on offer; a pass taken unseen
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - {player: B, choose: [β]}\n", 15,
     "choose β: B's chance to respond or pass to chain link 1 (破壊輪) is pending, which asks no question: choose "
     "answers a question put to its player"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - {player: B, choose: [\"no\"]}\n", 15,
     "responds with an action step (activate) or passes with pass: B"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - {player: B, choose: [β], illegal: true}\n",
     15, "should be refused by the rules, but was refused as malformed: choose β: B's chance to respond or pass"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - {player: B, choose: [pass], illegal: true}\n",
     15, "refused as malformed: choose pass: B's chance to respond or pass to chain link 1"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n"
     "  - expect: {not_legal: [{player: B, choose: [β]}]}\n", 15, "refused as malformed: choose β: B's chance"),
    # a position given a card off the field was dropped unseen (a fusion monster "set" in the fusion deck)
    (BOARD.replace("    spells:", "    extra: [{card: 究極竜騎士, position: set}]\n    spells:", 1)
     + "steps:\n  - {resolve: true}\n", 8, "position is for a monster in the monster zone; a card listed under extra"),
    # a key of another verb's steps was dropped unseen: the activation's one target (`target:` for `targets:`) left
    # its target unchosen and a resolve passed, the attack's targets made it a direct attack
    (BOARD + "steps:\n  - {player: A, activate: RoD, target: α}\n  - {resolve: true}\n", 14,
     "'target' is not a key of activate steps, which take: because, cost, effect, illegal, options, pay, player, "
     "targets, tributes; it is a key of attack steps"),
    (BOARD + "steps:\n  - {phase: battle}\n  - {player: A, attack: α, targets: [β]}\n", 15,
     "'targets' is not a key of attack steps, which take: because, illegal, player, target; it is a key of activate, "),
    (BOARD + "steps:\n  - {player: A, choose: [\"phase:end\"], targets: [β]}\n", 14,
     "'targets' is not a key of choose steps, which take: because, illegal, player;"),
    (BOARD + "steps:\n  - expect: {legal: [{player: A, activate: RoD, target: β}]}\n", 14,
     "'target' is not a key of activate steps"),
    # a typo in a label or a card's name got no hint of the one meant
    (BOARD + "steps:\n  - {player: A, activate: 破壊論, targets: [α]}\n", 14,
     'no card labelled or named "破壊論" in this duel; did you mean: "破壊輪"?'),
    (BOARD + "steps:\n  - expect: {where: {RoDD: A.spells}}\n", 14, 'named "RoDD" in this duel; did you mean: "RoD"?'),
    # a this_turn fact a card where it is cannot have was taken unseen: a trap "summoned", a card in the hand "set"
    (BOARD.replace("as: RoD}", "as: RoD, this_turn: [summoned]}") + "steps:\n  - {resolve: true}\n", 9,
     "this_turn: summoned is said of a monster in the monster zone, not of a card listed under spells"),
    (BOARD.replace("    spells:", "    hand: [{stats: {atk: 1}, this_turn: [set]}]\n    spells:", 1)
     + "steps:\n  - {resolve: true}\n", 8,
     "this_turn: set is said of a card set on the field this turn (a monster, a spell or a trap), not of a card listed "
     "under hand"),
    # a card off the field expected in a position was "in position none"
    (BOARD.replace("    spells:", "    hand: [{stats: {atk: 1}, as: h}]\n    spells:", 1)
     + "steps:\n  - expect: {position: {h: set}}\n", 15, "h is in A.hand, where a card has no position, expected set"),
])
def test_error_names_line_and_problem(tmp_path: Path, text: str, line: int, words: str) -> None:
    msg = judge_text(tmp_path, text)
    assert f"s.yaml:{line}:" in msg
    assert words in msg


def test_a_choose_at_a_response_window_takes_no_activation_on_offer(tmp_path: Path) -> None:
    # B's set 「砂塵の大竜巻」 may be chained to 破壊輪: `choose: [DT]` began its activation, passing unseen with no
    # `activate` step (nor its target checked)
    text = BOARD.replace("      - {stats: {atk: 1000}, as: β}\n", "      - {stats: {atk: 1000}, as: β}\n"
                         "    spells:\n      - {card: 砂塵の大竜巻, as: DT}\n") + (
        "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - {player: B, choose: [DT]}\n")
    msg = judge_text(tmp_path, text)
    assert "s.yaml:17: choose DT: B's chance to respond or pass to chain link 1 (破壊輪) is pending" in msg, msg
    ja = in_lang(msg, "ja")
    assert "s.yaml:17: choose DT：待っているのはBのチェーンするかパスするかの選択（チェーン１の「破壊輪」に対して）" \
        "で、問いではない" in ja, ja


def test_an_optional_offer_taken_names_the_effect_on_offer(tmp_path: Path) -> None:
    # 「黒蠍－逃げ足のチック」 offers its first mode first: `effect: 2` must not silently take it
    text = BOARD.replace("{stats: {atk: 1400}, as: α}", "{card: 黒蠍－逃げ足のチック, as: α}").replace(
        "phase: main1", "phase: battle").replace("      - {stats: {atk: 1000}, as: β}\n", "      []\n") + (
        "steps:\n  - {player: A, attack: α, target: direct}\n" + "  - {pass: A}\n  - {pass: B}\n" * 3
        + "  - {player: A, activate: α, effect: 2}\n")
    msg = judge_text(tmp_path, text)
    assert "the effect on offer is effect 1" in msg


def test_unimplemented_card_is_reported_when_its_effect_is_needed(tmp_path: Path) -> None:
    text = BOARD.replace("破壊輪", "灰流うらら") + "steps:\n  - {player: A, activate: RoD, targets: [β]}\n"
    msg = judge_text(tmp_path, text)
    assert "not implemented" in msg and "灰流うらら" in msg


def test_refused_action_leaves_the_duel_unchanged(tmp_path: Path) -> None:
    # 破壊輪 cannot target the face-down β; after the refusal the same activation on α still works
    text = BOARD.replace("as: β}", "as: β, position: set}") + """steps:
  - {player: A, activate: RoD, targets: [β], illegal: true}
  - expect: {chain: [], where: {RoD: A.spells}, position: {RoD: set}}
  - {player: A, activate: RoD, targets: [α]}
  - {resolve: true}
  - expect: {lp: {A: 6600, B: 6600}, where: {α: A.graveyard}}
"""
    v = judged(tmp_path, text)
    assert v.passed, v.message


def test_legal_may_check_a_choice(tmp_path: Path) -> None:
    board = BOARD.replace("spells:\n      - {card: 破壊輪, as: RoD}", "hand:\n      - {card: 月の書, as: BoM}")
    text = board + """steps:
  - {player: A, activate: BoM}
  - expect:
      legal: [{player: A, choose: [α]}, {player: A, choose: [β]}]
      not_legal: [{player: A, choose: [BoM]}]
"""
    v = judged(tmp_path, text)
    assert v.passed, v.message


def judge_passes(tmp_path: Path, text: str) -> tuple[bool, str]:
    v = judged(tmp_path, text)
    return v.passed, v.message


@pytest.mark.parametrize(("step", "kind"), [
    # a card whose effects are not implemented is no rules refusal
    ("{player: A, activate: UU, illegal: true}", "unimplemented"),
    # an effect the card does not have, or an answer nobody asks for, is a malformed step
    ("{player: A, activate: RoD, effect: 3, targets: [α], illegal: true}", "malformed"),
    ("{player: A, activate: RoD, targets: [α], cost: [β], illegal: true}", "malformed"),
])
def test_illegal_passes_only_on_a_rules_refusal(tmp_path: Path, step: str, kind: str) -> None:
    board = BOARD.replace("    spells:\n", "    hand:\n      - {card: 灰流うらら, as: UU}\n    spells:\n")
    passed, msg = judge_passes(tmp_path, board + f"steps:\n  - {step}\n")
    assert not passed
    assert f"refused as {kind}" in msg


def test_not_legal_passes_only_on_a_rules_refusal(tmp_path: Path) -> None:
    text = BOARD + "steps:\n  - expect:\n      not_legal: [{player: A, activate: RoD, effect: 2, targets: [α]}]\n"
    passed, msg = judge_passes(tmp_path, text)
    assert not passed
    assert "refused as malformed" in msg


FACE_DOWN_TARGET = BOARD.replace("as: β}\n", "as: β}\n      - {stats: {atk: 900}, position: set, as: γ}\n")


@pytest.mark.parametrize(("steps", "passes", "words"), [
    # `because:` pins the rule an illegal step or a not_legal entry is refused by
    ("  - {player: A, activate: RoD, targets: [γ], illegal: true, because: face-down}\n", True, ""),
    ("  - {player: A, activate: RoD, targets: [γ], illegal: true, because: its own card}\n", False,
     "refused by the rules, but not because \"its own card\""),
    ("  - expect:\n      not_legal: [{player: A, activate: RoD, targets: [γ], because: face-down}]\n", True, ""),
    ("  - expect:\n      not_legal: [{player: A, activate: RoD, targets: [γ], because: set this turn}]\n", False,
     "refused because \"set this turn\""),
    ("  - {player: A, activate: RoD, targets: [β], because: face-down}\n", False, "because: goes with illegal: true"),
])
def test_because_names_the_reason_a_refusal_must_give(tmp_path: Path, steps: str, passes: bool, words: str) -> None:
    passed, msg = judge_passes(tmp_path, FACE_DOWN_TARGET + "steps:\n" + steps)
    assert passed == passes, msg
    assert words in msg


def refusal_notes(tmp_path: Path, board_text: str, step: str) -> list[str]:
    """What the judge notes of the one step `step` on this board (an `illegal: true` step: why it was refused)."""
    f = tmp_path / "why.yaml"
    f.write_text(board_text + f"steps:\n  - {step}\n", encoding="utf-8")
    doc = yamlsrc.load(f.read_text(encoding="utf-8"), str(f))
    board = build(doc, str(f), ocg_board.RULES)
    run_step(ocg_steps.RULES, board, doc["steps"][0])
    return [str(n) for n in board.notes]


@pytest.mark.parametrize(("board_edit", "step", "why"), [
    (("as: RoD}", "as: RoD, this_turn: [set]}"), "{player: A, activate: RoD, targets: [α], illegal: true}",
     "cannot be activated the turn it was set"),
    (("}, as: ", "}, position: set, as: "), "{player: A, activate: RoD, targets: [β], illegal: true}",
     "not enough legal targets"),
    (("as: RoD}", "as: RoD, face: up}"), "{player: A, activate: RoD, targets: [α], illegal: true}",
     "its activation is over"),
    # an activation condition is code: the refusal quotes the effect's own words
    (("破壊輪, as: RoD}", "聖なるバリア －ミラーフォース－, as: RoD}"), "{player: A, activate: RoD, illegal: true}",
     "its activation condition does not hold (the effect: "),
    # a gemini monster not gemini summoned has no effect to activate
    (("      - {stats: {atk: 1400}, as: α}\n", "      - {card: 灼熱王パイロン, as: α}\n"),
     "{player: A, activate: α, illegal: true}", "it has no effects where it is now"),
    # a target refused says what of the effect's targets it is not
    (("as: β}\n", "as: β}\n      - {stats: {atk: 900}, position: set, as: γ}\n"),
     "{player: A, activate: RoD, targets: [γ], illegal: true}", "it is face-down, and the effect targets a face-up"),
])
def test_a_refusal_says_which_condition_failed(tmp_path: Path, board_edit: tuple[str, str], step: str,
                                               why: str) -> None:
    notes = refusal_notes(tmp_path, BOARD.replace(*board_edit), step)
    assert len(notes) == 1 and why in notes[0], notes


BATTLE = BOARD.replace("phase: main1", "phase: battle")


@pytest.mark.parametrize(("board_edit", "step", "why"), [
    (("as: α}", "as: α, position: defense}"), "{player: A, attack: α, target: β, illegal: true}",
     "it is not in attack position"),
    (("", ""), "{player: A, attack: α, illegal: true}",
     "the opponent controls a monster, so it cannot attack directly"),
    (("", ""), "{player: A, attack: α, target: RoD, illegal: true}",
     "it attacks only a monster the opponent controls"),
])
def test_an_attack_refusal_says_which_rule_refuses_it(tmp_path: Path, board_edit: tuple[str, str], step: str,
                                                     why: str) -> None:
    notes = refusal_notes(tmp_path, BATTLE.replace(*board_edit), step)
    assert len(notes) == 1 and why in notes[0], notes


HAND = BOARD.replace("    spells:\n", "    hand:\n      - {card: ブラック・マジシャン, as: DM}\n"
                    "      - {card: デーモンの召喚, as: SD}\n    spells:\n")


@pytest.mark.parametrize(("step", "why"), [
    ("{player: A, summon: DM, illegal: true}", "its player cannot tribute the 2 monsters it needs"),
    ("{player: A, special_summon: DM, illegal: true}", "it has no special summoning procedure of its own"),
    ("{player: A, flip_summon: α, illegal: true}", "it is face-up: only a face-down monster is flip summoned"),
    # an answer the decision does not offer: the check of its choices it fails (`refusals.choice_refusal`)
    ("{player: A, summon: SD, tributes: [RoD], illegal: true}",
     "RoD is not a legal answer to A's choice of a tribute: a tribute summon tributes monsters its player controls"),
])
def test_a_summon_refusal_says_which_rule_refuses_it(tmp_path: Path, step: str, why: str) -> None:
    notes = refusal_notes(tmp_path, HAND, step)
    assert len(notes) == 1 and why in notes[0], notes


# 「ゴッドバードアタック」 targets 2 cards on the field once its Winged Beast is tributed
TWO_TARGETS = BOARD.replace("破壊輪, as: RoD", "ゴッドバードアタック, as: IA").replace(
    "{stats: {atk: 1400}, as: α}", "{stats: {atk: 1400, race: Winged Beast}, as: α}").replace(
    "      - {stats: {atk: 1000}, as: β}\n",
    "      - {stats: {atk: 1000}, as: β}\n      - {stats: {atk: 900}, as: γ}\n")


def test_a_check_naming_too_few_targets_is_refused_for_the_missing_targets(tmp_path: Path) -> None:
    # a check has no later `choose` step to name the rest: the activation is the one with the targets written
    text = TWO_TARGETS + "steps:\n  - expect:\n      legal: [{player: A, activate: IA, cost: [α], targets: [β]}]\n"
    passed, msg = judge_passes(tmp_path, text)
    assert not passed
    assert "needs more targets than the 1 named (β)" in msg, msg
    text = TWO_TARGETS + ("steps:\n  - expect:\n      legal: [{player: A, activate: IA, cost: [α], targets: [β, γ]}]\n"
                          "      not_legal: [{player: A, activate: IA, cost: [α], targets: [β]}]\n")
    passed, msg = judge_passes(tmp_path, text)
    assert passed, msg


def test_a_check_naming_too_few_tributes_is_refused_for_them(tmp_path: Path) -> None:
    # 「邪神アバター」 needs 3 tributes: a summon naming 2 of the 3 monsters there is not the summon written
    board = BOARD.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n",
                          "      - {stats: {atk: 900}, as: γ}\n      - {stats: {atk: 800}, as: δ}\n"
                          "    hand:\n      - {card: 邪神アバター, as: AV}\n")
    text = board + ("steps:\n  - expect:\n      legal: [{player: A, summon: AV, tributes: [α, γ]}]\n")
    passed, msg = judge_passes(tmp_path, text)
    assert not passed
    assert "needs more tributes than the 2 named (α, γ)" in msg, msg
    text = board + ("steps:\n  - expect:\n      legal: [{player: A, summon: AV, tributes: [α, γ, δ]}]\n"
                    "      not_legal: [{player: A, summon: AV, tributes: [α, γ]},"
                    " {player: A, set: AV, tributes: [γ, δ]}]\n")
    passed, msg = judge_passes(tmp_path, text)
    assert passed, msg


def test_a_negative_check_naming_fewer_tributes_than_its_level_needs_tests_no_rule(tmp_path: Path) -> None:
    # a Level 10 monster needs 2 tributes whatever its text: a check naming 1 is written short, and its refusal
    # is no rules refusal of the summon it means
    board = BOARD.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n",
                          "      - {stats: {atk: 900}, as: γ}\n      - {stats: {atk: 800}, as: δ}\n"
                          "    hand:\n      - {card: 邪神アバター, as: AV}\n")
    passed, msg = judge_passes(tmp_path, board + "steps:\n  - expect:\n      not_legal: [{player: A, summon: AV, "
                               "tributes: [γ]}]\n")
    assert not passed
    assert "the summon names 1 tribute, fewer than a Level 10 monster needs" in msg, msg


def test_an_illegal_step_naming_too_few_targets_is_refused_for_them(tmp_path: Path) -> None:
    f = tmp_path / "few.yaml"
    f.write_text(TWO_TARGETS + "steps:\n  - {player: A, activate: IA, cost: [α], targets: [γ], illegal: true}\n",
                 encoding="utf-8")
    doc = yamlsrc.load(f.read_text(encoding="utf-8"), str(f))
    board = build(doc, str(f), ocg_board.RULES)
    run_step(ocg_steps.RULES, board, doc["steps"][0])
    notes = [str(n) for n in board.notes]
    assert len(notes) == 1 and "needs more targets than the 1 named (γ)" in notes[0], notes


def test_a_step_may_leave_the_rest_of_its_targets_to_a_choose_step(tmp_path: Path) -> None:
    text = TWO_TARGETS + ("steps:\n  - {player: A, activate: IA, cost: [α], targets: [β]}\n"
                          "  - {player: A, choose: [γ]}\n"
                          "  - expect: {chain: [{player: A, card: IA, targets: [β, γ]}]}\n")
    passed, msg = judge_passes(tmp_path, text)
    assert passed, msg


NO_TURN = BOARD.replace("turn: {number: 3, player: A, phase: main1}\n", "")
@pytest.mark.parametrize(("text", "line", "words"), [
    (NO_TURN + "steps:\n  - {player: A, activate: RoD, targets: 5}\n", 13, "targets must be a list"),
    (NO_TURN + "steps:\n  - {resolve: maybe}\n", 13, "resolve: true"),
    (NO_TURN + "steps:\n  - {player: A, activate: RoD, targets: [α], illegal: sometimes}\n", 13,
     "illegal must be true or false"),
    (NO_TURN + "steps:\n  - {player: A, activate: RoD, effect: two}\n", 13, "effect must be a whole number"),
    (NO_TURN + "steps:\n  - expect: {lp: 8000}\n", 13, "expect lp must be a mapping"),
    (NO_TURN + "steps:\n  - expect: {chain: 1}\n", 13, "expect chain must be a list"),
    (NO_TURN + "steps:\n  - expect: {position: [α]}\n", 13, "expect position must be a mapping"),
    (NO_TURN + "steps:\n  - expect: {log: 破壊}\n", 13, "expect log must be a list"),
    (NO_TURN + "steps:\n  - expect: {not_legal: [{player: A}]}\n", 13, "needs one of"),
    (NO_TURN + "steps:\n  - expect: {pending: {who: A}}\n", 13, "unknown key 'who'"),
    (NO_TURN.replace("- {stats: {atk: 1400}, as: α}", "- {stats: {atk: high}, as: α}"), 6,
     "stats atk must be a whole number"),
    # a slot written twice said "no free monsters zone", though four were free
    (NO_TURN.replace("- {stats: {atk: 1400}, as: α}",
                     "- {stats: {atk: 1400}, as: α, zone: 3}\n      - {stats: {}, zone: 3}"),
     7, "zone 3 of monsters already holds α"),
    # a made-up monster no card could be (ATK -5, level 99) was placed as written
    (NO_TURN.replace("- {stats: {atk: 1400}, as: α}", "- {stats: {atk: -5}, as: α}"), 6,
     "stats atk must be a whole number from 0, not -5"),
    (NO_TURN.replace("- {stats: {atk: 1400}, as: α}", "- {stats: {atk: 1400, level: 99}, as: α}"), 6,
     "stats level must be from 1 to 12, not 99"),
    (NO_TURN.replace("  A:\n", "  A:\n    lp: lots\n"), 5, "lp must be a whole number"),
    (NO_TURN.replace("title: t\n", "title: t\nturn: 3\n"), 2, "turn must be a mapping"),
    (NO_TURN.replace("title: t\n", "title: t\nturn: {number: 0}\n"), 2, "turn number must be a whole number"),
    (NO_TURN.replace("title: t\n", "title: t\nseed: true\n"), 2, "seed must be a whole number"),
    (NO_TURN.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n", "    spells: 破壊輪\n"), 7,
     "zone 'spells' must be a list"),
    (NO_TURN.replace("title: t\n", "title: t\nrulings: R003-001\n"), 2, "rulings must be a list"),
    (NO_TURN.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n", "    field: [{card: 破壊輪, as: RoD}]\n"), 7,
     "破壊輪 is not a field spell and cannot be in the field zone"),
    (NO_TURN.replace("game: ocg", "game: chess"), 2, "unknown game chess"),
    # an equip card equipping a spell, or one in the hand, was placed and tied as if it equipped a monster
    (NO_TURN.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n",
                     "    spells:\n      - {card: 破壊輪, as: RoD}\n"
                     "      - {card: 魔導師の力, face: up, equipped_to: RoD}\n"),
     9, "equipped_to: only a card in the spells zone equips, and only a monster in the monsters zone; 魔導師の力 is in "
     "spells, RoD in spells"),
    (NO_TURN.replace("    spells:\n", "    hand: [{card: 魔導師の力, as: MP, equipped_to: α}]\n    spells:\n"), 7,
     "MP is in hand, α in monsters"),
    # a trap no effect makes an equip card equipped the monster untied: destroyed, the trap left the monster there
    (NO_TURN.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n",
                     "    spells:\n      - {card: 破壊輪, as: RoD}\n"
                     "      - {card: リビングデッドの呼び声, face: up, equipped_to: α}\n"),
     9, "equipped_to: リビングデッドの呼び声 is no equip card; only an equip spell, a monster or a trap that becomes"),
    # an equip card written face-down equipped nothing that applied, silently: one equips only face-up
    (NO_TURN.replace("    spells:\n      - {card: 破壊輪, as: RoD}\n",
                     "    spells:\n      - {card: 破壊輪, as: RoD}\n"
                     "      - {card: デーモンの斧, face: set, equipped_to: α}\n"),
     9, "equipped_to: デーモンの斧 is written face: set; an equip card is face-up"),
    (DM_MADE_UP_BOARD + "steps:\n  - expect: {shields: 1}\n", 10, "expect shields must be a mapping"),
    (DM_MADE_UP_BOARD + "steps:\n  - expect: {tapped: α}\n", 10, "expect tapped must be a mapping"),
    (DM_MADE_UP_BOARD + "steps:\n  - {resolve: no}\n", 10, "resolve: true"),
    (DM_MADE_UP_BOARD.replace("power: 3000", "power: strong"), 6, "stats power must be a whole number"),
    # a target named for a step that takes none was dropped unseen (a spell cast "at" a creature)
    (DM_MADE_UP_BOARD + "steps:\n  - {player: A, cast: α, target: s1}\n", 10,
     "'target' is not a key of cast steps, which take: because, illegal, player; it is a key of attack, cross steps"),
])
def test_malformed_values_get_file_and_line(tmp_path: Path, text: str, line: int, words: str) -> None:
    msg = judge_text(tmp_path, text)
    assert f"s.yaml:{line}:" in msg, msg
    assert words in msg, msg


def test_a_scenario_without_turn_starts_in_main_phase_1(tmp_path: Path) -> None:
    v = judged(tmp_path, NO_TURN + "steps:\n  - expect: {turn: {number: 1, player: A, phase: main1}}\n")
    assert v.passed, v.message


def test_one_bad_file_does_not_stop_the_others(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from arbiter.cli import main

    (tmp_path / "a-bad.yaml").write_text(NO_TURN + "steps:\n  - {player: A, activate: RoD, targets: 5}\n",
                                         encoding="utf-8")
    (tmp_path / "b-good.yaml").write_text(NO_TURN + "steps:\n  - expect: {lp: {A: 8000}}\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", str(tmp_path)])
    assert r.exit_code == 1
    assert "Traceback" not in r.output
    assert "a-bad.yaml:13: targets must be a list" in r.output
    assert "1 passed, 1 failed" in r.output


@pytest.mark.parametrize("name", ["ocg/000-shift-change-against-ring-and-seven-tools.yaml",
                                  "dm/001-two-pyrolons-double-a-draw-once.yaml"])
def test_any_value_replaced_by_a_wrong_kind_gets_file_and_line(tmp_path: Path, name: str) -> None:
    """Every value of a passing scenario, replaced in turn by a number, a text, a list, a mapping or nothing:
    the verdict is a file:line message (or a pass), never an engine fault."""
    import re

    source = Path(__file__).resolve().parent / "scenarios" / name
    clean = re.compile(rf"^{re.escape(str(tmp_path / 's.yaml'))}:\d+: ")
    for path, wrong, v in each_value_replaced(tmp_path, source, (5, "zz", [1.5], {"q": 1}, None)):
        assert v.passed or (clean.match(v.message) and "engine failed" not in v.message), (path, wrong, v.message)


def test_because_words_match_whole_words_only() -> None:
    assert gives("its activation condition does not hold", "condition does not hold")
    assert gives("the effect takes at most 2 targets", "at most 2 targets")
    assert not gives("it is not on offer (its own text)", "x")  # a fragment of a word says nothing
    assert not gives("destroy the attacker", "attack")


# 緊急再誕 asks two questions (a creature of A's to destroy, then one from the hand to put into the battle zone);
# a third answer met A's open game state, where it summoned the creature it named
DM_LEFTOVER = """title: t
game: dm
turn: {number: 3, player: A, phase: main}
players:
  A:
    hand:
      - {card: 緊急再誕, as: RR}
      - {stats: {power: 2000, cost: 2, civilization: light}, as: put}
      - {stats: {power: 1000, cost: 1, civilization: light}, as: extra}
    battle: [{stats: {power: 1000, civilization: light}, as: old}]
    mana:
""" + "      - {stats: {power: 1000, cost: 1, civilization: light}}\n" * 5 + """steps:
  - {player: A, cast: RR}
"""


@pytest.mark.parametrize(("step", "passes", "words"), [
    ("{player: A, choose: [old, put, extra], illegal: true, because: the effect asks for no more}", True, ""),
    ("{player: A, choose: [old, put, extra]}", False, "[extra] answer(s) no question: the effect asks for no more"),
    ("{player: A, choose: [old, put]}\n  - expect: {where: {put: A.battle, extra: A.hand, old: A.graveyard}}",
     True, ""),
])
def test_dm_answers_left_once_the_questions_are_done_are_refused(tmp_path: Path, step: str, passes: bool,
                                                                  words: str) -> None:
    passed, msg = judge_passes(tmp_path, DM_LEFTOVER + "  - " + step + "\n")
    assert passed == passes, msg
    assert words in msg


def test_a_refused_action_is_said_in_words_not_as_its_scenario_key(tmp_path: Path) -> None:
    # a judge's trial read "A cannot flip_summon X now": the step's key, where the sentence wants the words
    v = judged(tmp_path, """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1500}, as: X}, {card: 月の書, as: Moon}]
steps:
  - {player: A, summon: X}
  - {resolve: true}
  - {player: A, activate: Moon, targets: [X]}
  - {resolve: true}
  - {player: A, flip_summon: X, illegal: true, because: nothing of the kind}
""")
    assert not v.passed
    assert "A cannot flip summon X now: its position was already fixed this turn" in v.message, v.message


def test_a_failed_expectation_names_the_line_that_differed(tmp_path: Path) -> None:
    # it named the line of `expect:` (14) whichever of the block's lines differed
    text = BOARD + ("steps:\n  - expect:\n      lp: {A: 8000}\n      where:\n        α: A.monsters\n"
                    "        β: B.graveyard\n")
    assert text.splitlines()[17] == "        β: B.graveyard"
    msg = judge_text(tmp_path, text)
    assert msg.startswith(f"{tmp_path / 's.yaml'}:18: expectation failed: β is in B.monsters"), msg
    assert "line " not in msg  # one line differed: the error's own names it


def test_failed_expectations_on_several_lines_name_each_line(tmp_path: Path) -> None:
    text = BOARD + ("steps:\n  - expect:\n      where: {β: B.graveyard}\n      not_legal:\n"
                    "        - {player: A, activate: RoD, targets: [β]}\n")
    msg = judge_text(tmp_path, text)
    assert "s.yaml:15: expectation failed: line 15: β is in B.monsters" in msg, msg
    assert "; line 17: expected not legal, but allowed" in msg, msg
    ja = in_lang(msg, "ja")
    assert "期待と違う：15行目：βはB.monstersにある" in ja and "／17行目：不正のはずの" in ja, ja


def test_a_file_too_large_without_aliases_is_not_blamed_on_aliases(tmp_path: Path) -> None:
    # 25,000 cards written out in a hand: the message blamed aliases (*name) the file did not have
    text = BOARD.replace("  B:\n", "  B:\n    hand: [" + ", ".join(["{stats: {atk: 1}}"] * 25_000) + "]\n")
    msg = judge_text(tmp_path, text + "steps:\n  - {resolve: true}\n")
    assert "s.yaml:1: the file holds more than 100,000 values" in msg, msg
    assert "alias" not in msg


@pytest.mark.parametrize(("expectation", "words"), [
    # a word no card is ever in failed as the engine's mistake ("X is in position attack, expected faceup")
    ("{position: {α: faceup}}", "expect position of α must be one of: attack, defense, set, up, set_attack, "
     "not faceup"),
    # the refusal named only A and B, though a file may expect a draw
    ("{winner: C}", "expect winner must be A, B or draw, not C"),
    ("{winner: AB}", "expect winner must be A, B or draw, not AB"),
    ("{winner: 1}", "expect winner must be A, B or draw, not 1"),
])
def test_an_expected_value_no_duel_can_have_is_the_file_s_mistake(tmp_path: Path, expectation: str,
                                                                   words: str) -> None:
    msg = judge_text(tmp_path, BOARD + f"steps:\n  - expect: {expectation}\n")
    assert "s.yaml:14:" in msg and words in msg, msg
    assert "expectation failed" not in msg


def test_an_engine_fault_as_the_board_is_set_up_names_the_players_line(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # it named line 0, a line no file has
    from arbiter.ocg.duel import Duel

    def fault(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a fault")

    monkeypatch.setattr(Duel, "add_card", fault)
    v = judged(tmp_path, "title: t\ngame: ocg\nplayers:\n  A:\n    hand: [サイクロン]\nsteps:\n  - {phase: battle}\n")
    assert not v.passed
    assert in_lang(v.message, "en") == f"{tmp_path / 's.yaml'}:3: the engine failed: RuntimeError: a fault"


@pytest.mark.parametrize("step", ["{player: A, activate: SJA}",
                                  "{player: A, activate: SJA, illegal: true}",
                                  "expect: {not_legal: [{player: A, activate: SJA}]}"])
def test_an_activation_of_several_alternatives_its_step_fits_must_name_one(tmp_path: Path, step: str) -> None:
    """A choice the activator makes as it activates is answered by the step (the contract: every decision is), so
    one that fits both of 「神の宣告」's conditions on offer is an error naming the line, the card and what to write,
    not the first condition taken unasked (nor, under `illegal` or `not_legal`, a refusal of the rules)."""
    msg = judge_text(tmp_path, SOLEMN_ON_SOLEMN + f"  - {step}\n")
    assert msg.startswith(f"{tmp_path / 's.yaml'}:13: "), msg
    assert "神の宣告 (Solemn Judgment, 41420027) may be activated now for 2 of its alternatives, and the step fits " \
           "both: name the one it takes with `options:` ([negate the summon" in msg, msg
    named = judged(tmp_path, SOLEMN_ON_SOLEMN
                   + "  - {player: A, activate: SJA, options: [negate the activation of a spell or trap card and "
                   "destroy it]}\n  - expect: {chain: [{card: SJB}, {card: SJA}]}\n")
    assert named.passed, named.message


def test_the_verbose_output_says_why_an_illegal_step_was_refused_in_both_languages(tmp_path: Path) -> None:
    # the judge's note on a refusal a step expects is what `--verbose` prints under the chain log
    f = tmp_path / "why.yaml"
    f.write_text(BOARD.replace("as: RoD}", "as: RoD, this_turn: [set]}")
                 + "steps:\n  - {player: A, activate: RoD, targets: [α], illegal: true}\n", encoding="utf-8")
    en = CliRunner().invoke(main, ["judge", "--verbose", "--lang", "en", str(f)])
    assert en.exit_code == 0, en.output
    assert "refused, as the step expects: " in en.output and "cannot be activated the turn it was set" in en.output
    ja = CliRunner().invoke(main, ["judge", "--verbose", "--lang", "ja", str(f)])
    assert ja.exit_code == 0, ja.output
    assert "はステップの通り拒否された：" in ja.output
