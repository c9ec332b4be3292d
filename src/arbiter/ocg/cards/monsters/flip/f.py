"""The flip monsters whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.shared.burn import burn_800
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.zones import players_in_order
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

F = Kind.FLIP


# ファイバーポッド / Fiber Jar: FLIP: each player shuffles every card of their hand, field and graveyard
# into their deck, then draws 5 cards.
def _fiber_jar(res: Resolution) -> None:
    d = res.duel
    for p in players_in_order(d):
        pl = d.players[p]
        spells = [d.cards[i] for i in pl.cards_in(Zone.SPELLS) + pl.cards_in(Zone.FIELD)]
        d.to_deck(spells, res.cause)
    for p in players_in_order(d):
        d.to_deck(d.monsters_of(p), res.cause)
    for p in players_in_order(d):
        pl = d.players[p]
        d.to_deck([d.cards[i] for i in [*pl.hand, *pl.grave]], res.cause)
    for p in players_in_order(d):
        d.draw(p, 5, res.cause)


define(78706415, Effect(F, _fiber_jar, needs=may_draw("both"),
                        text_en="each player shuffles hand, field and graveyard into the deck and draws 5",
                        text_ja="両プレイヤーとも手札とフィールドと墓地の全カードをデッキへ戻し、シャッフル後５枚ドロー"))

# ファイヤーソーサラー / Fire Sorcerer: FLIP: banish 2 random cards from your hand (the cost, paid on
# activation); 800 damage to the opponent. It is activated only with 2 cards in the hand.
define(27132350, Effect(F, burn_800, cost=Cost(banish_hand_random=2),
                        needs=lambda ctx: len(ctx.duel.players[ctx.player].hand) >= 2,
                        text_en="banish 2 random cards from your hand; 800 damage to the opponent",
                        text_ja="自分の手札をランダムに２枚除外し、相手に８００ダメージを与える"))
