"""An equip spell whose card text lets it be equipped only to monsters of some Types or Attributes (or to any but
those: 以外) is declared so: its activation's target spec accepts exactly those monsters, and the words a refusal
quotes name them (「伝説の剣」's said "the target's Type" in Japanese). The restriction is read from the official
Japanese text in the shared card data, never kept (the test skips without it, as tests/test_card_text.py does).
The rule that destroys such a card on a monster it may no longer equip is checked only while one equips a monster."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, TargetSpec
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import DEFS, load_all
from arbiter.ocg.state import Card
from official_texts import official_rows
from types_and_attributes import ATTRIBUTE, TYPE, probe_board

# the sentence that restricts what it equips, its Types and Attributes (names in 「」 taken out first)
ONLY = re.compile(r"[^。]*のみ装備可能")


@dataclass(frozen=True)
class Restriction:
    types: frozenset[str]  # Japanese, 戦士族
    attributes: frozenset[str]  # Japanese, 光
    but: bool  # any monster but those (以外)


def restriction(text: str) -> Restriction | None:
    """What a text restricts its equip spell to by Type and Attribute, None where it names neither."""
    m = ONLY.search(re.sub(r"「[^」]*」", "", text))
    if m is None:
        return None
    types, attributes = frozenset(TYPE.findall(m.group())), frozenset(ATTRIBUTE.findall(m.group()))
    if not types and not attributes:
        return None
    return Restriction(types, attributes, "以外" in m.group())


def test_the_restriction_is_read_from_the_only_clause() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert restriction("（例）戦士族のみ装備可能。") == Restriction(frozenset({"戦士族"}), frozenset(), False)
    assert restriction("（例）光属性・魔法使い族モンスターにのみ装備可能。") == Restriction(
        frozenset({"魔法使い族"}), frozenset({"光"}), False)
    assert restriction("（例）機械族以外のモンスターのみ装備可能。") == Restriction(
        frozenset({"機械族"}), frozenset(), True)
    assert restriction("「（例）族」にのみ装備可能。") is None
    assert restriction("（例）レベル１のモンスターのみ装備可能。") is None


@pytest.fixture(scope="module")
def texts() -> dict[int, Restriction]:
    load_all()
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE kind = 'spell' AND subtypes LIKE '%equip%'")
    return {p: r for p, text in rows if p in DEFS and (r := restriction(text or ""))}


def _spec(passcode: int) -> TargetSpec:
    spec = DEFS[passcode].effects[0].target
    assert spec is not None, passcode
    return spec


def test_the_words_name_what_it_equips(texts: dict[int, Restriction]) -> None:
    assert len(texts) > 30
    wrong = [f"{p}: {_spec(p).text_ja}" for p, r in texts.items()
             if not all(w in _spec(p).text_ja for w in (*r.types, *(a + "属性" for a in r.attributes)))
             or r.but != ("以外" in _spec(p).text_ja)]
    assert not wrong, "\n".join(wrong)


def test_the_target_spec_accepts_exactly_those_monsters(texts: dict[int, Restriction]) -> None:
    board, races, attributes = probe_board()
    b: Board[Duel] = build(load(board, "probes"), "probes", RULES)
    d = b.duel
    hand = d.cards[d.players[0].hand[0]]
    probes: list[Card] = [d.cards[i] for i in d.players[0].grave]
    assert len(races) > 15 and {p.data.race for p in probes} == set(races.values())
    assert len(attributes) == 6 and {p.data.attribute for p in probes} == set(attributes.values())
    wrong = []
    for passcode, r in texts.items():
        spec = _spec(passcode)
        assert spec.where is not None, passcode
        ctx = Ctx(d, 0, hand, DEFS[passcode].effects[0])
        for m in probes:
            named = (not r.types or d.race(m) in {races[t] for t in r.types}) \
                and (not r.attributes or any(has_attribute(m, attributes[a]) for a in r.attributes))
            if spec.where(ctx, m) != (named != r.but):
                wrong.append(f"{passcode} on {m.data.name_ja}")
    assert not wrong, "\n".join(wrong)


def test_the_rule_is_checked_only_while_a_limited_equip_spell_equips_a_monster() -> None:
    # the check between steps (`Duel.limit_equipping`) costs nothing while no such card equips a monster: one in the
    # hand, or an equip spell with no limit on the field, does not count; equipped, it does, and moved off, no longer
    board = "turn: {number: 3, player: A, phase: main1}\nplayers:\n  A:\n" \
            "    monsters: [{stats: {atk: 1000, race: Warrior}, as: W}]\n    hand: [{card: 伝説の剣, as: SW}]\n" \
            "    spells: [{card: 黒いペンダント, face: up, equipped_to: W, as: BP}]\n"
    b: Board[Duel] = build(load(board, "limited"), "limited", RULES)
    d = b.duel
    sword, warrior = d.cards[b.labels["SW"]], d.cards[b.labels["W"]]
    assert d.limited_equips == (sword.idx,)
    assert not d.limit_equipping()
    assert d.equip(sword, warrior, Cause(0, Reason.EFFECT, sword.idx, 1), player=0)
    assert d.limit_equipping()
    d.send_to_grave([sword.idx], Cause(0, Reason.EFFECT))
    assert not d.limit_equipping()
