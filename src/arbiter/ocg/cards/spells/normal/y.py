"""The normal spell cards whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg.cards.shared.resolving import ask_yes_no
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 友情 ＹＵ－ＪＹＯ / Yu-Jo Friendship: offer the opponent a handshake; if they take it, each player's LP become half
# the two players' total (a half rounded up). A player with 「結束 ＵＮＩＴＹ」 in hand may show it, and then the
# opponent must take the handshake.
UNITY = 14731897


def _friendship(res: Resolution) -> None:
    d, me = res.duel, res.player
    unity = cards_in_hand(d, me, lambda c: is_named(c, UNITY))
    shown = bool(unity) and ask_yes_no(res, me, "show 「結束 ＵＮＩＴＹ」?", "「結束 ＵＮＩＴＹ」を見せる？")
    if shown:
        d.reveal([unity[0]], 1 - me)
    elif not ask_yes_no(res, 1 - me, "take the handshake?", "握手に応じる？"):
        return
    half = half_up(d.players[0].lp + d.players[1].lp)
    for p in (me, 1 - me):
        d.set_lp(p, half, res.cause)


define(81332143, Effect(A, _friendship, asks=True,
                        text_en="offer a handshake: taken, each player's LP become half their total",
                        text_ja="相手に握手を申し込む。応じた場合、お互いのライフは合計の半分になる"))
