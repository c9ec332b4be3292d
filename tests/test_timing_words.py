"""An optional trigger effect on its own card's summon misses the timing when its card's text words it "when ... you
can" (時、…できる) and not when it says "if ... you can" (場合、…できる) (ocg-rules 3.3). For those effects the
declaration (`Effect.misses_timing`) is checked against the word of the card's official Japanese text in the shared
card data, read here and never kept (the test skips without it, as tests/test_card_text.py does). A card whose
sentences ending in できる name both words, or neither, is left to its own scenarios."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.effects import Kind
from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

SUMMONS = ("summoned", "special_summoned")
# a sentence of a text: its numbered effects (①...) count as sentences of their own
SENTENCE = re.compile(r"(?<=。)|\n|(?=[①-⑩])")
# the word that says when the effect may be used: 時 or 場合 before に or 、 (同時に, "at once", is not one)
WORD = re.compile(r"(?<!同)(時|場合)(?:に|、)")
# the cards whose declaration differs from the word of the text in the card data, and why
EXCEPTIONS = {
    76103404: "「サイバー・プチ・エンジェル」: the era's text words it 時 (later texts say 場合); its scenario "
              "era-cyber-petit-angel-revived-by-chain-link-2-misses-the-timing",
    40884383: "「凶悪犯－チョップマン」: a flip summon never happens mid-chain or mid-effect: no board can show it",
    92736188: "「グレート・スピリット」: a flip summon never happens mid-chain or mid-effect: no board can show it",
    87997872: "「スフィンクス・アンドロジュネス」: its own effect summons it from the deck, then the deck is "
              "shuffled; whether that shuffle makes its ATK trigger miss the timing (R004-099) is left open",
}


def _word(sentence: str) -> str:
    head = sentence.split("できる")[0]
    found = [m.group(1) for m in WORD.finditer(head)
             if not (m.group(1) == "時" and head[:m.start()].endswith(("フェイズ", "宣言", "終了", "開始")))]
    return found[-1] if found else ""


def _text_words() -> dict[int, str]:
    """For each card whose sentences ending in できる name one of 時 and 場合 and never the other: that word."""
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja IS NOT NULL")
    words = {}
    for passcode, text in rows:
        found = {_word(s) for s in SENTENCE.split(text) if "できる" in s} - {""}
        if len(found) == 1:
            words[passcode] = found.pop()
    return words


@pytest.fixture(scope="module")
def text_words() -> dict[int, str]:
    return _text_words()


def test_the_word_is_read_from_the_condition_of_the_sentence() -> None:
    assert _word("これが呼ばれた時、山から一枚引く事ができる") == "時"
    assert _word("これが特別に呼ばれた場合に発動できる") == "場合"
    # the last word before できる is the effect's own: a condition on the state comes first
    assert _word("手に何も無い場合、これが呼ばれた時に発動できる") == "時"
    assert _word("相手の場にカードがある場合、自分のスタンバイフェイズ時に発動できる") == "場合"
    assert _word("このカードと同時にカードを１枚破壊できる") == ""


def test_optional_summon_triggers_miss_the_timing_as_their_texts_word_them(text_words: dict[int, str]) -> None:
    load_all()
    checked, wrong = 0, []
    for passcode, d in sorted(DEFS.items()):
        word = text_words.get(passcode)
        for i, e in enumerate(d.effects, 1):
            if e.kind is not Kind.TRIGGER or e.mandatory or e.trigger not in SUMMONS or word is None:
                continue
            checked += 1
            if e.misses_timing != (word == "時") and passcode not in EXCEPTIONS:
                wrong.append(f"{passcode} effect {i}: its text says {word}, misses_timing={e.misses_timing}")
    assert checked > 50
    assert not wrong, "\n".join(wrong)


def test_every_exception_still_differs(text_words: dict[int, str]) -> None:
    # an exception whose declaration came to agree with its text is no longer one
    load_all()
    for passcode in EXCEPTIONS:
        word = text_words[passcode]
        assert any(e.misses_timing != (word == "時") for e in DEFS[passcode].effects
                   if e.kind is Kind.TRIGGER and not e.mandatory and e.trigger in SUMMONS), passcode
