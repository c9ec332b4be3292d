"""A card whose text answers its being sent to the graveyard and names no place, cause or way
(このカードが墓地へ送られた時, nothing before it: from the hand, the deck or the field, by any move) answers a
discard too: a discard is a send to the graveyard from the hand, so a declaration that watches the card's sends
("sent", "destroyed", "tributed") must watch its discards ("discarded") as well (「ダンディライオン」 discarded for a
cost makes its tokens). A text that names where the card was or how it went (「フィールドから」, 「戦闘によって」,
「アドバンス召喚した」, a flip monster's 「リバース：」) is not read here. The text is read from the official Japanese
text in the shared card data, never kept (the test skips without it, as tests/test_card_text.py does)."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

# the words before 「このカードが墓地へ送られた」 in its sentence, up to the effect's number (①：)
SENT = re.compile(r"([^。：]*：?)このカードが墓地[へに]送られた(?:時|場合)")
# words that name where the card was, what sent it or which object it is: such a clause is not "from anywhere"
NAMED = re.compile(r"フィールド|ゾーン|戦闘|破壊|デッキ|手札|リリース|生け?贄|装備|効果|セット|表側|召喚|発動後"
                   r"|リバース")


def _from_anywhere(text: str) -> bool:
    """Whether the text answers the card's being sent to the graveyard with nothing naming where from or how."""
    return any(not NAMED.search(m.group(1)) for m in SENT.finditer(text))


def test_the_clause_is_read_with_what_comes_before_it() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert _from_anywhere("①：このカードが墓地へ送られた場合（例）")
    assert _from_anywhere("（例）。このカードが墓地に送られた時、（例）")
    assert not _from_anywhere("フィールドのこのカードが墓地へ送られた時、（例）")
    assert not _from_anywhere("戦闘の後（例）このカードが墓地へ送られた時（例）")
    assert not _from_anywhere("（例）リバース：このカードが墓地へ送られた時（例）")
    assert not _from_anywhere("このカードが墓地へ送られたターン、（例）")


def _watched(passcode: int) -> set[str]:
    """The event kinds the card's own triggers answer for itself."""
    return {e.trigger for e in DEFS[passcode].effects if e.trigger and e.self_trigger is not False}


@pytest.fixture(scope="module")
def from_anywhere() -> list[int]:
    load_all()
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%このカードが墓地%送られた%'")
    return [passcode for passcode, text in rows if passcode in DEFS and _from_anywhere(text)]


def test_a_card_sent_from_anywhere_answers_its_discard(from_anywhere: list[int]) -> None:
    checked = [p for p in from_anywhere if "sent" in _watched(p)]
    wrong = [f"{p} watches {sorted(_watched(p))}" for p in checked if "discarded" not in _watched(p)]
    assert len(checked) > 5
    assert not wrong, "\n".join(wrong)
