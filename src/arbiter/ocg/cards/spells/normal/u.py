"""The normal spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# 成金ゴブリン / Upstart Goblin: draw 1; the opponent gains 1000 LP.
def _upstart(res: Resolution) -> None:
    res.duel.draw(res.player, 1, res.cause)
    res.duel.gain_lp(res.opponent, 1000, res.cause)


define(70368879, Effect(A, _upstart, needs=may_draw("self"),
                        text_en="draw 1; the opponent gains 1000 LP",
                        text_ja="１枚ドローし、相手は１０００ライフポイント回復する"))


# 超進化薬 / Ultra Evolution Pill: tribute 1 Reptile monster you control (the cost): special summon a Dinosaur monster
# from your hand.
def _dinosaurs(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if d.cards[i].data.is_monster
            and d.cards[i].data.race == "Dinosaur"]


def _evolution_pill(res: Resolution) -> None:
    found = _dinosaurs(res)
    if found:
        summon(res, res.ask_cards(found))


define(22431243, Effect(A, _evolution_pill, asks=True, needs=lambda ctx: bool(_dinosaurs(ctx)),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Reptile"),
                        text_en="tribute a Reptile: special summon a Dinosaur from your hand",
                        text_ja="爬虫類族モンスター１体を生け贄に捧げ、手札から恐竜族モンスター１体を特殊召喚する"))
