"""The normal trap cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.cards.shared.discard import opp_discards_random
from arbiter.ocg.cards.shared.targets import ZonesSpec
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

A = Kind.ACTIVATE

# ゴッドバードアタック / Icarus Attack: tribute 1 Winged Beast monster (the cost): destroy 2 targeted cards on the
# field.
define(53567095, Effect(A, destroy_targets,
                        target=ZonesSpec(count=2, text_en="a card on the field", text_ja="フィールド上のカード"),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Winged Beast"),
                        text_en="tribute a Winged Beast: destroy 2 target cards on the field",
                        text_ja="鳥獣族モンスター１体を生け贄に捧げ、フィールド上のカード２枚を破壊する"))

# 義賊の入門書 / Introduction to Gallantry: while the opponent has 5 or more cards in hand, they discard 1 at
# random (the page's list; the era's condition).
define(69091732, Effect(A, opp_discards_random(1), condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 5,
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"))
