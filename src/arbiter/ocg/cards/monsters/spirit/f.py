"""The spirit monsters whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN
from arbiter.ocg.cards.shared.events import battle_damage_by_me
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

T = Kind.TRIGGER

# 不死之炎鳥 / Fushi No Tori: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage, gain that much.
define(38538445, *SPIRIT_RETURN,
       Effect(T, lambda res: res.duel.gain_lp(res.player, res.link.events[0].amount, res.cause),
              trigger="damage", self_trigger=False, when=battle_damage_by_me(),
              text_en="battle damage: gain as much LP", text_ja="与えた戦闘ダメージ分回復する"),
       special_by=never, numbering=(1, 1, 2))
