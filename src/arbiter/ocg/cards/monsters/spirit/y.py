"""The spirit monsters whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPIRIT_RETURN
from arbiter.ocg.cards.shared.draw import battle_damage_draw
from arbiter.ocg.cards.shared.events import battle_damage_by_me
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

T = Kind.TRIGGER

# 八俣大蛇 / Yamata Dragon: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage, draw until you hold 5.
battle_damage_draw(76862289, 0, until=5, extra=SPIRIT_RETURN,
                    special_by=never, numbering=(2, 2, 1))


# 八汰烏 / Yata-Garasu: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage, the opponent skips the draw
# phase of their next turn.
define(3078576, *SPIRIT_RETURN,
       Effect(T, lambda res: res.duel.skip_phase(res.opponent, "draw", res.duel.next_turn_of(res.opponent), res.cause),
              trigger="damage", self_trigger=False, when=battle_damage_by_me(),
              text_en="battle damage: the opponent skips their next draw phase",
              text_ja="戦闘ダメージを与えた時、相手の次のドローフェイズをスキップする"),
       special_by=never, numbering=(2, 2, 1))
