"""A question's words are read by more than its chooser: the other seat's board and the replay show them after
"B is choosing: ", and the judge quotes them. So they never say "your" / 「自分の」, which would read as the reader's
own cards; they say "the hand", or name the seat."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from arbiter.play.front import front_for, question
from arbiter.web.wire import state
from board_steps import activate, resolve
from scenario_text import board, judged, played

SRC = Path(__file__).resolve().parent.parent / "src" / "arbiter"
# the calls whose string arguments are a question's words (a decision's prompt, a card's question, a purpose's words)
# or an answer's (an option's label, which the replay shows everyone once the game is over)
ASKING = {"Decision", "ask", "ask_cards", "ask_yes_no", "yes_no", "pick", "choose_up_to", "Purpose", "prompt_for",
          "cost_prompt", "naming", "prompts", "Option"}
ADDRESSING = re.compile(r"\byours?\b|\byou\b|あなた|自分", re.IGNORECASE)


def _asking_call(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> str:
    """The name of the question-making call a string is an argument of ("" if none), up to its statement."""
    while node in parents and not isinstance(node, ast.stmt):
        up = parents[node]
        if isinstance(up, ast.keyword) and up.arg not in ("prompt_en", "prompt_ja", "en", "ja", "label_en", "label_ja"):
            return ""  # a card's text, a refusal's reason ... passed beside the question's words
        if isinstance(up, ast.Call):
            name = up.func.attr if isinstance(up.func, ast.Attribute) else getattr(up.func, "id", "")
            if name in ASKING:
                return str(name)
            if name in ("Why", "TargetSpec"):
                return ""
        node = up
    return ""


def test_no_question_in_the_source_addresses_its_reader() -> None:
    found = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and ADDRESSING.search(node.value)
                    and (call := _asking_call(node, parents))):
                found.append(f"{path.relative_to(SRC)}:{node.lineno} ({call}): {node.value}")
    assert found == []


ORDER = """
game: ocg
turn: {number: 5, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 2000, def: 1500, race: Dragon}, position: set, as: dragon1}
    spells:
      - {card: ＤＮＡ改造手術, as: DNA}
      - {card: ドラゴン族・封印の壺, face: up, as: JAR}
steps:
  - {player: A, activate: DNA, options: [Warrior]}
  - {resolve: true}
  - {player: A, flip_summon: dragon1}
  - {pass: B}
"""

ORDER_EN = "A is choosing: which of these continuous effects applies first?"
ORDER_JA = "Aが選択中：先に適用する永続効果を選ぶ"


def _asked(d: Any, viewer: int | None) -> tuple[str, str]:
    """The pending question as the web board (the waiting seat's line) and the replay show it to `viewer`, in
    English and Japanese; both must agree."""
    got = []
    for lang in ("en", "ja"):
        shown = question(front_for("ocg"), d, viewer, lang)
        if viewer is not None:
            assert state(d, "ocg", viewer, lang, 0, seat=viewer)["asking"] == shown
        got.append(shown)
    return got[0], got[1]


def test_the_order_of_continuous_effects_is_asked_in_words_the_other_seat_can_read() -> None:
    d = played(ORDER).duel
    assert d.pending.kind == "order" and d.pending.player == 0
    assert _asked(d, 1) == (ORDER_EN, ORDER_JA)
    assert _asked(d, None) == (ORDER_EN, ORDER_JA)


def test_the_judge_quotes_the_order_question_as_it_reads_to_anyone(tmp_path: Path) -> None:
    verdict = judged(tmp_path, "title: t\n" + ORDER + "  - {phase: battle}\n")
    assert not verdict.passed
    assert "A's choice of the order of effects is open (which of these continuous effects applies first?)" \
        in str(verdict.message)


DUST = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 苦渋の選択, as: PC}]
    spells: [{card: 砂塵の大竜巻, as: DT}]
  B:
    spells: [{card: 聖なるバリア －ミラーフォース－, as: MF}]
"""


def test_dust_tornados_question_names_no_ones_hand_as_yours() -> None:
    d, labels = board(DUST)
    activate(d, labels, "DT")
    d.act(next(o.key for o in d.pending.options if o.card == labels["MF"]))
    resolve(d)
    asked = ('A is choosing: "Dust Tornado": set a spell or trap card from the hand?',
             "Aが選択中：「砂塵の大竜巻」：手札の魔法・罠をセットする？")
    assert _asked(d, 1) == asked
    assert _asked(d, None) == asked


def test_card_shuffles_declared_deck_reads_as_its_players_in_the_log(tmp_path: Path) -> None:
    # the log said 'A activates "Card Shuffle" ..., declaring "your deck"': B's log, a spectator's and the judge's
    # read it as their own
    from arbiter.judge.runner import judge_file

    scenario = tmp_path / "s.yaml"
    scenario.write_text("""title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: ショット・ガン・シャッフル, as: S, face: up}]
steps:
  - {player: A, activate: S, options: [yours]}
  - {resolve: true}
""", encoding="utf-8")
    verdict = judge_file(scenario, "en")
    assert verdict.passed, verdict.message
    assert verdict.log[0] == '┏Chain Link 1: A activates "Card Shuffle" (paying 300 LP), declaring "their own deck"'


CARDS = Path(__file__).resolve().parent / "cards" / "dm"


@pytest.mark.parametrize("scenario", ["jinnai-keeps-a-ninja-strike-shinobi.yaml",
                                      "soul-bringer-stays-when-its-creature-leaves.yaml"])
def test_a_duel_masters_replacement_reads_as_its_players_in_the_log(scenario: str) -> None:
    # "Replacement effect: "Iganin Jinnai" - destroys one of your creatures instead ...": B's log and the judge's
    # named the reader's creatures
    from arbiter.judge.runner import judge_file

    verdict = judge_file(CARDS / scenario, "en")
    assert verdict.passed, verdict.message
    replaced = [line for line in verdict.log if "Replacement effect:" in line]
    assert replaced and all(" of its player's creatures instead" in line for line in replaced), replaced


COLLAPSE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 地盤沈下, as: S}]
    monsters: [{stats: {atk: 1}}, {stats: {atk: 1}}, {stats: {atk: 1}}, {stats: {atk: 1}}]
  B:
    monsters: [{stats: {atk: 1}}, {stats: {atk: 1}}, {stats: {atk: 1}}, {stats: {atk: 1}}]
"""


def test_ground_collapses_zones_are_named_by_their_seat() -> None:
    # "your zone 5" / 「自分のゾーン5」: the replay shows every choice to everyone once the game is over
    d, labels = board(COLLAPSE)
    activate(d, labels, "S")
    resolve(d)
    assert [(o.key, o.label_en, o.label_ja) for o in d.pending.options] == [
        ("zone:own:5", "A's zone 5", "Aのゾーン5"), ("zone:opp:5", "B's zone 5", "Bのゾーン5")]
