"""The English the cards' declarations give writes a monster's Type, Level and Attribute as the era's English cards
do, with a capital: "a Level 4 or lower Warrior", "Dragons on the field", "the declared Type and Attribute", "a DARK
monster". A judge's trial read "dragons", "a level 4 monster" and "add a level 4 or lower warrior" beside "a Level 7
or higher Dragon" in the same logs and refusals."""

from __future__ import annotations

import re

from arbiter.ocg.carddata import ATTRIBUTES, RACES
from english_texts import declared_english

# a Type in lower case, its plural too ("dragons", "sea serpents", "fish"), from the card data's names of Types
TYPES = "|".join(re.escape(r.lower()) for r in RACES)
LOWER_TYPE = re.compile(rf"\b(?:{TYPES})(?:s|es)?\b")
# the words of a monster's facts in lower case: its Level ("level 4", "per level", "lower-level"), a Type or an
# Attribute said as such ("the declared type"; a card type, monster, spell or trap, is no Type), an Attribute's name
ATTRIBUTE_NAMES = "|".join(a.lower() for a in ATTRIBUTES)
LOWER_FACT = re.compile(rf"\blevels?\b|(?<!card )\btypes?\b|\battributes?\b|\b(?:{ATTRIBUTE_NAMES})\b")


def test_the_sweep_tells_a_lower_case_type_or_level() -> None:
    said = ["add a level 4 or lower warrior", "face-up dragons", "fish, sea serpents and thunder",
            "the declared type and attribute", "a dark monster", "a lower-level Archfiend"]
    assert [bool(LOWER_TYPE.search(t) or LOWER_FACT.search(t)) for t in said] == [True] * len(said)
    written = ["add a Level 4 or lower Warrior", "face-up Dragons", "declare a card type", "a DARK monster",
               "Dragon Capture Jars", "a Gladiator Beast"]
    assert [bool(LOWER_TYPE.search(t) or LOWER_FACT.search(t)) for t in written] == [False] * len(written)


def test_no_declared_english_writes_a_type_or_a_level_in_lower_case() -> None:
    texts = declared_english()
    assert any("Level 4 or lower Warrior" in t for t in texts)
    wrong = [t for t in texts if LOWER_TYPE.search(t) or LOWER_FACT.search(t)]
    assert not wrong, wrong
