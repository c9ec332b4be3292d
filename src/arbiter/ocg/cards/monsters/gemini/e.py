"""The gemini monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.shared.contact_fusions import NEOS
from arbiter.ocg.names import treat_as
from arbiter.ocg.registry import define

NEOS_ALIUS = 69884162

# Ｅ・ＨＥＲＯ アナザー・ネオス / Elemental HERO Neos Alius: a gemini monster; gemini summoned (an effect monster), or
# treated so (「超合魔獣ラプテノス」), its name is treated as 「Ｅ・ＨＥＲＯ ネオス」 while it is face-up on the field;
# before that it is a normal monster of its own name only.
treat_as(NEOS_ALIUS, NEOS, where="gemini", instead=True)
define(NEOS_ALIUS)
