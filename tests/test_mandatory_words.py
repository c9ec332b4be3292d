"""A trigger or flip effect whose card text says its player may activate it (…に発動できる) is optional, and one whose
text says it is activated (…に発動する) is mandatory (`Effect.mandatory`, docs/cards.md). The declarations are checked
against the numbered effects (①…) of the official Japanese texts in the shared card data, read here and never kept
(the test skips without it, as tests/test_card_text.py does); an unnumbered text words its effects too loosely to be
read this way. Where the era's text words an effect otherwise, or the later numbering counts another effect, the card
is listed below with why."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.effects import Kind
from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

NUMBERS = "①②③④⑤⑥⑦⑧⑨⑩"
# the end of the sentence that says when the effect is activated: "may" (できる) or "is" (する)
ACTIVATED = re.compile(r"に発動(できる|する)。")
# the cards whose declaration differs from the numbered text, and why
EXCEPTIONS = {
    21593977: "「処刑人－マキュラ」: read from the era's text as mandatory (docs/uncertain-rulings.md)",
    42386471: "「トゥーン・ヂェミナイ・エルフ」: read from the era's text as mandatory (docs/uncertain-rulings.md)",
    56570271: "「Ｄ－ＨＥＲＯ ディスクガイ」: declared mandatory as the era's text is read (its card file notes the "
              "later errata); the later text lets its player decline",
}


def _words(text: str) -> dict[int, str]:
    """For each numbered effect of a text whose activation sentence says one of できる and する: that word."""
    words = {}
    for part in re.split(r"(?=[①-⑩]：)", text):
        if part[:1] in NUMBERS and len(found := {m.group(1) for m in ACTIVATED.finditer(part)}) == 1:
            words[NUMBERS.index(part[0]) + 1] = found.pop()
    return words


@pytest.fixture(scope="module")
def texts() -> dict[int, dict[int, str]]:
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%①：%'")
    return {passcode: found for passcode, text in rows if (found := _words(text))}


def test_the_word_is_read_from_each_numbered_effect() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert _words("①：（例）これが呼ばれた場合に発動できる。一枚引く。②：（例）これが倒れた時に発動する。") == \
        {1: "できる", 2: "する"}
    # a sentence that says both, or neither, is left alone
    assert _words("①：（例）呼ばれた場合に発動する。●表：倒れた時に発動できる。②：これは倒れない。") == {}


def _disagreeing(texts: dict[int, dict[int, str]]) -> tuple[int, list[str]]:
    checked, wrong = 0, []
    for passcode, d in sorted(DEFS.items()):
        words = texts.get(passcode, {})
        for i, e in enumerate(d.effects, 1):
            word = words.get(d.text_number(i))
            # a declaration that only notes an event for another effect has its own words in 「（…）」
            if e.kind not in (Kind.TRIGGER, Kind.FLIP) or word is None or e.text_en.startswith("("):
                continue
            checked += 1
            if e.mandatory != (word == "する"):
                wrong.append(f"{passcode} effect {i}: its text says 発動{word}, mandatory={e.mandatory}")
    return checked, wrong


def test_triggers_are_mandatory_or_optional_as_their_texts_say(texts: dict[int, dict[int, str]]) -> None:
    load_all()
    checked, wrong = _disagreeing(texts)
    assert checked > 100
    assert not [w for w in wrong if int(w.split()[0]) not in EXCEPTIONS], "\n".join(wrong)


def test_every_exception_still_differs(texts: dict[int, dict[int, str]]) -> None:
    # an exception whose declaration came to agree with its text is no longer one
    load_all()
    differing = {int(w.split()[0]) for w in _disagreeing(texts)[1]}
    assert set(EXCEPTIONS) <= differing
