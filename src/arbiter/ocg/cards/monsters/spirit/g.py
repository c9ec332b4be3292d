"""The spirit monsters whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN
from arbiter.ocg.cards.shared.events import battle_damage_by_me
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never


# 偉大天狗 / Great Long Nose: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage to the opponent, they
# skip the battle phase of their next turn.
def _skip_battle(res: Resolution) -> None:
    d = res.duel
    d.skip_phase(res.opponent, "battle:start", d.next_turn_of(res.opponent), res.cause)


define(2356994, *SPIRIT_RETURN,
       Effect(Kind.TRIGGER, _skip_battle, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
              text_en="battle damage: the opponent skips their next battle phase",
              text_ja="戦闘ダメージを与えた時、相手は次のバトルフェイズをスキップする"),
       special_by=never, numbering=(1, 1, 2))
