"""The normal spell cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.shared.zones import deck_of
from arbiter.ocg.choice_purposes import TO_DECK_TOP
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# 翡翠の蟲笛 / Jade Insect Whistle: the opponent picks an Insect monster of their deck; they shuffle their deck and
# put that card on top of it. It designates that player, so 「精霊の鏡」 may hand the whole of it to the activator.
def _insects(ctx: Ctx | Resolution, player: int) -> list[Card]:
    return deck_of(ctx.duel, player, lambda c: c.data.is_monster and c.data.race == "Insect")


def _jade_insect_whistle(res: Resolution) -> None:
    d, opp = res.duel, res.target_player
    found = _insects(res, opp)
    if not found:
        d.shuffle_deck(opp)
        return
    c = res.ask_cards(found, "select", opp, purpose=TO_DECK_TOP.monster)
    d.shuffle_deck(opp)
    d.to_deck([c], res.cause, where="top")


define(95214051, Effect(A, _jade_insect_whistle, asks=True, targets_player="opp",
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
                        text_en="the opponent picks an Insect of their deck, shuffles, and puts it on top",
                        text_ja="相手はデッキから昆虫族モンスター１体を選び、シャッフルした後デッキの一番上に置く"))
