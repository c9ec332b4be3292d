"""The gemini monsters whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_MONSTER, destroy_targets
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

# 未来サムライ / Future Samurai: gemini summoned, once a turn, banish a monster from your graveyard (the cost) to
# destroy a targeted face-up monster.
define(90642597, Effect(Kind.IGNITION, destroy_targets, once_per_turn=True, target=FACE_UP_MONSTER,
                        cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster),
                        text_en="banish a monster from your graveyard: destroy the target",
                        text_ja="自分の墓地のモンスター１体を除外し、対象を破壊する"))
