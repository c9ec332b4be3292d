"""The English the cards' declarations give (an effect's words, its target's) takes "an" before a vowel: a judge's
trial read "special summon a EARTH fusion monster" (「融合呪印生物－地」), "the tribute summon of a EARTH monster"
(「トロイホース」), "a Elemental HERO of yours fell" (「ヒーロースピリッツ」) and "a Elemental HERO attacking a
stronger monster" (a field spell's words, `field_spells.hero_underdog_boost`)."""

from __future__ import annotations

import re

from arbiter.kernel.reasons import a_or_an
from english_texts import declared_english

# "a" before a word whose first letter is a vowel read as a vowel; the words read with a consonant first are not
A_VOWEL = re.compile(r"\b[aA] (?!one\b|once\b|uni|use|usual|Union|U\b)([AEIOUaeiou][\w-]*)")


def test_a_or_an_follows_the_first_letter() -> None:
    assert [a_or_an(w) for w in ("EARTH", "WIND", "Elemental HERO", "DARK", "insect")] == [
        "an EARTH", "a WIND", "an Elemental HERO", "a DARK", "an insect"]


def test_no_declared_english_says_a_before_a_vowel() -> None:
    texts = declared_english()
    assert any("an EARTH" in t for t in texts)  # 「トロイホース」: the scan sees the words made at load time
    wrong = sorted({t for t in texts if A_VOWEL.search(t)})
    assert not wrong, wrong
