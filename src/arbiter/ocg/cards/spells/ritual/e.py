"""The ritual spell cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import rite_effect, ritual_spell
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import Rite

RUIN = 46427957
DEMISE = 72426662

ritual_spell(9845733, 10789972, "Cú Chulainn the Awakened", "覚醒戦士 クーフーリン", 4)  # 覚醒の証


# エンド・オブ・ザ・ワールド / End of the World: ritual summon 「破滅の女神ルイン」 or 「終焉の王デミス」, tributing
# monsters of the hand or field whose Levels add up to exactly its Level.
define(8198712, rite_effect(Rite(lambda c: is_named(c, RUIN, DEMISE), exact=True),
                            "ritual summon Demise, King of Armageddon or Ruin, Queen of Oblivion (Levels equal)",
                            "「終焉の王デミス」か「破滅の女神ルイン」を、レベル合計がちょうど同じになる生け贄で儀式召喚する"))

# 大地讃頌 / Earth Chant: ritual summon an EARTH ritual monster, tributing Levels that add up to exactly its Level.
define(59820352, rite_effect(Rite(lambda c: has_attribute(c, "EARTH"), exact=True),
                             "ritual summon an EARTH ritual monster (Levels exactly equal)",
                             "レベルの合計が同じになるよう生け贄に捧げ、地属性の儀式モンスターを儀式召喚する"))
