"""The gemini monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg.cards.shared.discard import discard
from arbiter.ocg.cards.shared.events import won_battle
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

T = Kind.TRIGGER


# 水面のアレサ / Aquarian Alessa: the same battle: the opponent discards 1 card of their hand at random.
def _random_discard(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        discard(res, [d.cards[hand[d.rng.below(len(hand))]]])


define(22377815, Effect(T, _random_discard, trigger="destroyed", self_trigger=False, when=won_battle,
                        text_en="destroyed a monster by battle: the opponent discards 1 card at random",
                        text_ja="戦闘で破壊し墓地へ送った時、相手の手札をランダムに１枚捨てる"))
