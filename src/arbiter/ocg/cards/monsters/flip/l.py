"""The flip monsters whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg.cards.shared.burn import burn_800
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

F = Kind.FLIP

# 炎の女暗殺者 / Lady Assailant of Flames: FLIP: banish the top 3 cards of your deck (the cost, paid on
# activation); 800 damage to the opponent. It is activated only with 3 cards in the deck.
define(90147755, Effect(F, burn_800, cost=Cost(banish_deck=3),
                        needs=lambda ctx: len(ctx.duel.players[ctx.player].deck) >= 3,
                        text_en="banish the top 3 cards of your deck; 800 damage to the opponent",
                        text_ja="自分のデッキの上から３枚を除外し、相手に８００ダメージを与える"))
