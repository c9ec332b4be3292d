"""The spirit monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN, itself
from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

# 因幡之白兎 / Inaba White Rabbit: a spirit (common.SPIRIT_RETURN); while the opponent controls a monster, its attack
# must be a direct one: it attacks directly past them and declares no attack on a monster ("attack_monster").
define(77084837, *SPIRIT_RETURN, may_attack_directly(),
       Effect(Kind.CONTINUOUS, affects=itself, forbids=("attack_monster",), text_en="it attacks only directly",
              text_ja="このカードの攻撃は直接攻撃としなければならない"),
       special_by=never, numbering=(1, 1, 2, 2))
