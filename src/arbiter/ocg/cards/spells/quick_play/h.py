"""The quick-play spell cards whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.common import both
from arbiter.ocg.cards.shared.discard import choose_cards, send_from_hand
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.zones import cards_in_hand, other_hand
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 手札断殺 / Hand Destruction: each player sends 2 cards of their hand to the graveyard (not a discard), each
# choosing their own, the activator first; then each player draws 2 cards. Both draw: not activated outside the
# draw phase while either player has 「神殿を守る者」 face-up (R004-076, R004-077), as 「手札抹殺」.
def _hand_destruction(res: Resolution) -> None:
    d = res.duel
    order = (res.player, 1 - res.player)
    picks = [choose_cards(res, cards_in_hand(d, p), 2, p, purpose=TO_GRAVEYARD) for p in order]
    send_from_hand(res, [c for cards in picks for c in cards])
    d.next_thing()
    for p in order:
        d.draw(p, 2, res.cause)


def _both_have_two(ctx: Ctx) -> bool:
    return len(other_hand(ctx, ctx.player)) >= 2 and len(other_hand(ctx, ctx.opponent)) >= 2


define(74519184, Effect(A, _hand_destruction, needs=both(may_draw("both"), _both_have_two), asks=True, draws=2,
                        drawer="both",
                        text_en="each player sends 2 cards of their hand to the graveyard, then draws 2 cards",
                        text_ja="お互いに手札を２枚墓地へ送り、その後それぞれ２枚ドローする"))
