"""A card whose text targets one kind of thing, named by Type or Attribute (its one 「…を対象として」 phrase), declares
a target spec that accepts no monster of another Type or Attribute, and whose words (what a refusal quotes) name
them: 「電磁ミノ虫」's said only "a face-up monster the opponent controls" in Japanese (so did 「デーモン・テイマー」's
and 「ドラゴン・ライダー」's, made by the same helper; their stored texts do not say 対象として, so this test does not
read them). The phrase is read from the official Japanese text in the shared card data, never kept (the test skips
without it, as tests/test_equip_restrictions.py does; the Type words and the board of probes both use are
tests/types_and_attributes.py's)."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, TargetSpec
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows
from types_and_attributes import ATTRIBUTE, TYPE, probe_board

# the noun phrase an effect targets: what stands before 「を対象として」 since the last clause break
TARGETED = re.compile(r"([^。：、]*)を対象として")


@dataclass(frozen=True)
class Targeted:
    types: frozenset[str]  # Japanese, 戦士族
    attributes: frozenset[str]  # Japanese, 光


def targeted(text: str) -> Targeted | None:
    """The Types and Attributes the one thing a text targets is named by; None where it targets more than one thing
    (which words go with which target spec is then for a reader), names none, or names them with 以外."""
    phrases = TARGETED.findall(re.sub(r"「[^」]*」", "", text))
    if len(phrases) != 1 or "以外" in phrases[0]:
        return None
    types, attributes = frozenset(TYPE.findall(phrases[0])), frozenset(ATTRIBUTE.findall(phrases[0]))
    return Targeted(types, attributes) if types or attributes else None


def test_the_targeted_words_are_read_from_the_one_phrase() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert targeted("（例）敵陣の戦士族ひとつを対象として、使う。") == Targeted(frozenset({"戦士族"}), frozenset())
    assert targeted("（例）捨てて、手元の光属性・魔法使い族ひとつを対象として、使う。") == Targeted(
        frozenset({"魔法使い族"}), frozenset({"光"}))
    assert targeted("（例）機械族を送り、カードひとつを対象として、使う。") is None
    assert targeted("（例）機械族以外のひとつを対象として、使う。") is None
    assert targeted("（例）戦士族１体を対象として発動できる。（例）獣族１体を対象として発動できる。") is None


def _spec(passcode: int) -> TargetSpec | None:
    """The card's one target spec, None where it has none, several, or one made of parts."""
    specs = [e.target for e in DEFS[passcode].effects if e.target is not None]
    return specs[0] if len(specs) == 1 and not specs[0].parts else None


@pytest.fixture(scope="module")
def texts() -> dict[int, Targeted]:
    load_all()
    rows = official_rows("SELECT passcode, text_ja FROM cards")
    return {p: t for p, text in rows if p in DEFS and _spec(p) is not None and (t := targeted(text or ""))}


def test_the_words_name_what_it_targets(texts: dict[int, Targeted]) -> None:
    assert len(texts) > 30
    wrong = []
    for p, t in texts.items():
        spec = _spec(p)
        assert spec is not None
        if not all(w in spec.text_ja for w in t.types) \
                or not all(a + "属性" in spec.text_ja or a + "・" in spec.text_ja for a in t.attributes):
            wrong.append(f"{p}: {spec.text_ja}")
    assert not wrong, "\n".join(wrong)


def test_the_target_spec_accepts_no_other_type_or_attribute(texts: dict[int, Targeted]) -> None:
    board, races, attributes = probe_board()
    b: Board[Duel] = build(load(board, "probes"), "probes", RULES)
    d = b.duel
    hand = d.cards[d.players[0].hand[0]]
    probes = [d.cards[i] for i in d.players[0].grave]
    wrong = []
    for p, t in texts.items():
        spec = _spec(p)
        assert spec is not None
        if spec.where is None:
            wrong.append(f"{p} accepts any monster")
            continue
        ctx = Ctx(d, 0, hand, DEFS[p].effects[0])
        for m in probes:
            named = (not t.types or d.race(m) in {races[w] for w in t.types}) \
                and (not t.attributes or any(has_attribute(m, attributes[a]) for a in t.attributes))
            if not named and spec.where(ctx, m):
                wrong.append(f"{p} accepts {m.data.name_ja}")
    assert not wrong, "\n".join(wrong)
