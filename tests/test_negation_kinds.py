"""A card whose text negates an activation (発動を無効にし, the older 発動と効果を無効にし: the card is not
activated, and the chain's log says 「…の発動を無効にする」) declares an effect that negates the activation
(`Does.NEGATE_ACTIVATION`, or the face-down ward of 「ビッグ・シールド・ガードナー」, whose negation is of the
activation too); one whose text negates only an effect (その効果を無効にし: activated, it does nothing) declares
none; one that negates a summon (召喚を無効にし, or それを無効にし of a summon being made) declares a summon
negation (`Effect.negates_summon`). The texts are read from the official Japanese text in the shared card data,
never kept (the test skips without it, as tests/test_card_text.py does); where the project reads a card otherwise,
it is listed below with why."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.categories import Does
from arbiter.ocg.effects import CardDef
from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

ACTIVATION = re.compile(r"発動(と効果)?を無効")
SUMMON = re.compile(r"召喚を無効|召喚する際に(?:[^。]*。)?[^。]*それを無効")
EXCEPTIONS = {
    93016201: "「王宮の弾圧」: one clause negates a special summon and an effect that special summons (the words above "
              "see neither); the project declares a summon negation and reads the other as negating that activation, "
              "chained right to it (R004-156.44)",
}


def negations(text: str) -> set[str]:
    """What a text negates: "activation", "summon" (the words above)."""
    return {kind for kind, words in (("activation", ACTIVATION), ("summon", SUMMON)) if words.search(text)}


def test_the_negations_are_read_from_the_words() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert negations("（例）罠カードの発動を無効にし破壊する。") == {"activation"}
    assert negations("（例）そのカードの発動と効果を無効にする。") == {"activation"}
    assert negations("（例）その効果を無効にする。") == set()
    assert negations("（例）モンスターの特殊召喚を無効にし破壊する。") == {"summon"}
    assert negations("（例）モンスターを召喚する際に発動できる。それを無効にする。") == {"summon"}


def declared(d: CardDef) -> set[str]:
    """What a card's declaration negates: "activation", "summon"."""
    found = set()
    for e in d.effects:
        if (e.does is not None and Does.NEGATE_ACTIVATION in e.does) or (e.ward is not None and e.ward.face_down):
            found.add("activation")
        if e.negates_summon:
            found.add("summon")
    return found


@pytest.fixture(scope="module")
def texts() -> dict[int, set[str]]:
    load_all()
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%無効%'")
    return {p: negations(text) for p, text in rows if p in DEFS}


def test_each_declaration_negates_what_its_text_does(texts: dict[int, set[str]]) -> None:
    assert sum(1 for found in texts.values() if "activation" in found) > 40
    wrong = [f"{p}: text {sorted(found)}, declared {sorted(declared(DEFS[p]))}" for p, found in texts.items()
             if found != declared(DEFS[p]) and p not in EXCEPTIONS]
    assert not wrong, "\n".join(wrong)


def test_every_exception_still_differs(texts: dict[int, set[str]]) -> None:
    for passcode in EXCEPTIONS:
        assert texts[passcode] != declared(DEFS[passcode]), passcode
