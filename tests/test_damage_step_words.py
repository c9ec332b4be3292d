"""Below spell speed 3 the damage step allows an effect declared `damage_step` only where its card's text names a
damage step timing (ocg-rules 3.5; docs/cards.md): the flag is not a way to let an effect in that the rule keeps
out. Each declared flag is checked against the card's official Japanese text in the shared card data, read here and
never kept (the test skips without it, as tests/test_card_text.py does); a counter trap needs no words, and the
cards whose flag stands on another reading are listed below with why. Only the effects a player activates at will
are read: a trigger is activated in the damage step by the trigger rules (`chain.TriggerChain`), and `define` refuses
the flag on a trigger or flip effect."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.cards.common import nothing
from arbiter.ocg.effects import ACTIVATED, Effect, Kind
from arbiter.ocg.registry import DEFS, define, load_all
from official_texts import official_rows
from undeclared_cards import undeclared

# a timing of the damage step: the step itself, or damage calculation
TIMING = re.compile(r"ダメージステップ|ダメージ計算")
# the flags that stand without the words, and why
EXCEPTIONS = {
    37580756: "「道連れ」: it answers a monster destroyed by battle, an event of the damage step",
    18302224: "「リバース・オブ・ネオス」: it answers a Neos fusion destroyed, by battle too, in the damage step",
    72192100: "「デスルークデーモン」: it answers a 「ジェノサイドキングデーモン」 destroyed, by battle too",
    59560625: "「シフトチェンジ」: its condition answers an activation made in the damage step (effects.py)",
    80863132: "「無効」: its condition answers an activation made in the damage step (effects.py)",
}


def _names_timing(text: str) -> bool:
    """Whether a text names a damage step timing, not only damage calculation's outcome ("... then calculate")."""
    return any(not m.string[m.end():].startswith("を行う") for m in TIMING.finditer(text))


@pytest.fixture(scope="module")
def texts() -> dict[int, tuple[str, str]]:
    rows = official_rows("SELECT passcode, text_ja, subtypes FROM cards WHERE text_ja IS NOT NULL")
    return {passcode: (text, subtypes or "") for passcode, text, subtypes in rows}


def test_the_timing_is_told_from_the_outcome() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert _names_timing("（例）ダメージ計算時に手札から捨てて発動できる")
    assert _names_timing("この効果はダメージステップでも発動できる")
    assert not _names_timing("攻撃対象を（例）移し替えてダメージ計算を行う")
    assert not _names_timing("（例）相手にダメージを与える")


def _flagged(passcode: int) -> bool:
    return any(e.damage_step and e.kind in ACTIVATED for e in DEFS[passcode].effects)


def _flagged_without_words(texts: dict[int, tuple[str, str]]) -> list[int]:
    return [p for p in sorted(DEFS) if _flagged(p) and p in texts
            and "counter" not in texts[p][1].split(",") and not _names_timing(texts[p][0])]


def test_damage_step_flags_are_named_by_their_texts(texts: dict[int, tuple[str, str]]) -> None:
    load_all()
    flagged = [p for p in DEFS if _flagged(p)]
    wrong = [p for p in _flagged_without_words(texts) if p not in EXCEPTIONS]
    assert len(flagged) > 10
    assert not wrong, wrong


def test_every_exception_still_differs(texts: dict[int, tuple[str, str]]) -> None:
    # an exception whose text came to name the damage step, or whose flag went, is no longer one
    load_all()
    assert set(EXCEPTIONS) <= set(_flagged_without_words(texts))


@pytest.mark.parametrize("kind", [Kind.TRIGGER, Kind.FLIP])
def test_a_trigger_or_flip_effect_may_not_declare_the_flag(kind: Kind) -> None:
    # a card no module declares: the flag would do nothing on it, so its declaration is refused, saying why
    card = undeclared("monster", "flip")
    made_up = Effect(kind, nothing, trigger="damage" if kind is Kind.TRIGGER else "", damage_step=True, text_en="x")
    with pytest.raises(ValueError, match=rf"{card}\): effect 2: `damage_step` is for an effect a player activates; "
                                         r"whether a trigger or flip effect .* is the trigger rules'"):
        define(card, Effect(Kind.CONTINUOUS, text_en="y"), made_up)
    assert card not in DEFS
