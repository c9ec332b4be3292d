"""An effect whose card text limits it once a turn for the card name (このカード名の…効果は１ターンに１度: one use for
all copies of its player) is not declared with a limit for each copy (`Effect.once_per_turn`) but by name
(`Effect.once_per_name`, docs/cards.md): 「魂のさまよう墓場」's effect ② was declared once a turn for each copy. The
text is read from the official Japanese text in the shared card data, never kept (the test skips without it, as
tests/test_card_text.py does); where the era's text set no such limit the card is listed below with why."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

NUMBERS = "①②③④⑤⑥⑦⑧⑨⑩"
# "this card name's effects ①② ... once a turn" (the numbers it names), or "this card name's effect ..." (all)
NAME_LIMIT = re.compile(r"このカード名の([①-⑩]*)の?効果は[^。]*１ターンに１度")
# the cards played by an era text without the later name limit, and why
EXCEPTIONS = {
    29762407: "「王家の神殿」: the era's text has no name limit (the card-name wording came with later texts); its "
              "effect sends the card itself, so each copy uses it once",
    36562627: "「セカンド・チャンス」: the era's printing limits each face-up copy once a turn "
              "(docs/uncertain-rulings.md)",
}


def _limited(text: str) -> set[int]:
    """The numbers of the effects a text limits once a turn for the card name (0: all of them)."""
    numbers: set[int] = set()
    for m in NAME_LIMIT.finditer(text):
        numbers |= {NUMBERS.index(ch) + 1 for ch in m.group(1)} or {0}
    return numbers


@pytest.fixture(scope="module")
def name_limits() -> dict[int, set[int]]:
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%このカード名の%'")
    return {passcode: found for passcode, text in rows if (found := _limited(text))}


def test_the_limited_effects_are_read_from_the_name_clause() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert _limited("このカード名の②の効果は（例）１ターンに１度。①：…") == {2}
    assert _limited("このカード名の①③の効果は各々（例）１ターンに１度。") == {1, 3}
    assert _limited("このカード名の効果は（例）１ターンに１度。") == {0}
    assert _limited("このカード名のカードは（例）１ターンに１枚。") == set()


def _per_copy(passcode: int, numbers: set[int]) -> list[int]:
    """The effects of the card its name limit covers that are declared once a turn for each copy instead."""
    d = DEFS[passcode]
    return [i for i, e in enumerate(d.effects, 1)
            if e.once_per_turn and not e.once_per_name and (0 in numbers or d.text_number(i) in numbers)]


def test_effects_limited_by_card_name_are_not_declared_once_per_copy(name_limits: dict[int, set[int]]) -> None:
    load_all()
    checked = [p for p in name_limits if p in DEFS]
    wrong = [f"{p} effects {per_copy}" for p in checked
             if (per_copy := _per_copy(p, name_limits[p])) and p not in EXCEPTIONS]
    assert len(checked) > 20
    assert not wrong, "\n".join(wrong)


def test_every_exception_still_differs(name_limits: dict[int, set[int]]) -> None:
    # an exception whose declaration came to agree with its text is no longer one
    load_all()
    for passcode in EXCEPTIONS:
        assert _per_copy(passcode, name_limits[passcode]), passcode
