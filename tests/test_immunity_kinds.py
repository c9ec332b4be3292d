"""A card whose text makes cards unaffected by some effects (効果を受けない) or impossible to target (対象にできない,
対象にならない) declares exactly those: the kinds of card it names (spell, trap, monster; none named: every other
card) and whose (相手: the opponent's only). Each declared `unaffected_by` and `untargetable_by` is asked about a
spell, a trap and a monster of each player. The texts are read from the official Japanese text in the shared card
data, never kept (the test skips without it, as tests/test_card_text.py does); a text that names the one card it
is unaffected by (「王家の眠る谷－ネクロバレー」) is left to its own scenarios, as are the protections an effect leaves
as it resolves (`Duel.linger`), which no declaration holds."""

from __future__ import annotations

import re

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect
from arbiter.ocg.registry import DEFS, load_all
from arbiter.ocg.state import Card
from official_texts import official_rows

UNAFFECTED = re.compile(r"[^。]*効果(も)?を?受けな")
UNTARGETABLE = re.compile(r"[^。]*対象に(なら|でき|する事もでき|する事はでき)")
KINDS = (("spell", "魔法"), ("trap", "罠"), ("monster", "モンスター"))
# "own"/"opp": the player of the card whose effect it is, from the protected card's controller's side
SOURCES = [(k, side) for k, _ in KINDS for side in ("own", "opp")]
# A controls the protected monster P; each player controls a spell, a trap and a monster
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: P}, {stats: {atk: 1000}, as: own-monster}]
    spells: [{card: 死者蘇生, as: own-spell},
             {card: 聖なるバリア －ミラーフォース－, as: own-trap}]
  B:
    monsters: [{stats: {atk: 1000}, as: opp-monster}]
    spells: [{card: 死者蘇生, as: opp-spell},
             {card: 聖なるバリア －ミラーフォース－, as: opp-trap}]
"""


def reach(sentence: str) -> set[tuple[str, str]]:
    """The sources a protecting sentence names: the kinds it names (none: all), the opponent's only where it says
    相手 (a card's own 自分 names the protected card's side, not the source's)."""
    words = re.sub(r"「[^」]*」", "", sentence)
    kinds = {k for k, ja in KINDS if ja + "の効果" in words or ja + "カードの効果" in words
             or ja + "・" in words or "・" + ja in words} or {k for k, _ in KINDS}
    sides = {"opp"} if re.search(r"相手(の|が|は|モンスター)", words) else {"own", "opp"}
    return {(k, s) for k in kinds for s in sides}


def test_the_reach_is_read_from_the_words() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert reach("（例）このカードは魔法の効果を受けない") == {("spell", "own"), ("spell", "opp")}
    assert reach("（例）このカードは相手の罠カードの効果を受けない") == {("trap", "opp")}
    assert reach("（例）このカードは他のカードの効果を受けない") == set(SOURCES)
    assert reach("（例）相手は魔法・罠カードの効果の対象にできない") == {("spell", "opp"), ("trap", "opp")}


def _protections(text: str) -> tuple[list[str], list[str]]:
    return [m.group() for m in UNAFFECTED.finditer(text)], [m.group() for m in UNTARGETABLE.finditer(text)]


@pytest.fixture(scope="module")
def texts() -> dict[int, tuple[list[str], list[str]]]:
    load_all()
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%受けな%' OR text_ja LIKE '%対象に%'"
                      )
    return {p: found for p, text in rows if p in DEFS and any(found := _protections(text))}


def _declared(d: Duel, c: dict[str, Card], e: Effect) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """The sources an effect protecting P makes it unaffected by, and those that cannot target it."""
    p = c["P"]
    ctx = Ctx(d, 0, p, e)
    unaffected = {(k, s) for k, s in SOURCES if e.unaffected_by is not None
                  and e.unaffected_by(ctx, p, c[f"{s}-{k}"], c[f"{s}-{k}"].ctl)}
    untargetable = {(k, s) for k, s in SOURCES if e.untargetable or (
        e.untargetable_by is not None and e.untargetable_by(ctx, Ctx(d, c[f"{s}-{k}"].ctl, c[f"{s}-{k}"], e)))}
    return unaffected, untargetable


def test_each_protection_reaches_what_its_text_says(texts: dict[int, tuple[list[str], list[str]]]) -> None:
    b: Board[Duel] = build(load(BOARD, "immunity"), "immunity", RULES)
    d, c = b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}
    checked, wrong = 0, []
    for passcode, (unaffected, untargetable) in texts.items():
        for e in DEFS[passcode].effects:
            if e.unaffected_by is None and e.untargetable_by is None and not e.untargetable:
                continue
            got_unaffected, got_untargetable = _declared(d, c, e)
            for sentences, got in ((unaffected, got_unaffected), (untargetable, got_untargetable)):
                named = [s for s in sentences if "」の効果" not in s]
                if got and named:
                    checked += 1
                    if got not in [reach(s) for s in named]:
                        wrong.append(f"{passcode}: declared {sorted(got)}, text {[sorted(reach(s)) for s in named]}")
    assert checked > 20
    assert not wrong, "\n".join(wrong)
