"""The gemini monsters whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# 灼熱王パイロン / King Pyron: gemini summoned, once a turn, 1000 damage to the opponent.
define(20438745, Effect(Kind.IGNITION, burn(1000), once_per_turn=True, targets_player="opp",
                        text_en="1000 damage to the opponent", text_ja="相手に１０００ポイントダメージを与える"))
