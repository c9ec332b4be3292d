"""The Chrysalis monsters and the Neo-Spacians they name."""

from __future__ import annotations

from arbiter.ocg.cards.common import TRIBUTE_SELF, can_special_summon, ctx_of, may_take
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

# 「Ｃ」 (Chrysalis) monsters and the 「Ｎ」 (Neo-Spacian) monster each names
CHRYSALIS = {43751755: 43237273, 29246354: 17732278, 17363041: 54959865, 16241441: 89621922, 42239546: 80344569,
             42682609: 17955766}


def neo_for(ctx: Ctx, sides: tuple[int, ...], zones: tuple[Zone, ...], neo: int) -> list[Card]:
    """The 「Ｎ」 monsters of passcode `neo` there that this card's effect may special summon: the `needs` of the
    cards that summon one rest on it, so a lock on special summons leaves them no activation, nor does a graveyard
    the effect may not take it from (`may_take`)."""
    return [c for p in sides for z in zones
            for c in fitting_monsters_in(ctx, p, z, lambda c: is_named(c, neo) and can_special_summon(ctx, c)
                                         and may_take(ctx, c, Zone.MONSTERS, "special_summoned"))]


def named_neo(res: Resolution) -> int:
    """The 「Ｎ」 monster named by the 「Ｃ」 monster tributed as the cost."""
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    return CHRYSALIS[paid[0].data.passcode] if paid else 0


NEO_SPACE = 42015635  # ネオスペース


def neo_space_on_field(ctx: Ctx) -> bool:
    """A face-up 「ネオスペース」 is on the field (either player's field zone)."""
    d = ctx.duel
    return any(pl.field >= 0 and d.cards[pl.field].face_up and is_named(d.cards[pl.field], NEO_SPACE)
               for pl in d.players)


def hatch(chrysalis: int) -> Effect:
    """A 「Ｃ」 monster's effect: while 「ネオスペース」 is on the field, tribute it (the cost) to special summon the
    「Ｎ」 monster it names from the hand or deck."""
    neo = CHRYSALIS[chrysalis]

    def op(res: Resolution) -> None:
        # the deck shuffled if the monster came from it, or if none was in the hand or deck (looked through in vain)
        summon_one_of(res, neo_for(ctx_of(res), (res.player,), (Zone.HAND, Zone.DECK), neo), deck=True)

    return Effect(Kind.IGNITION, op, cost=TRIBUTE_SELF, condition=neo_space_on_field, asks=True,
                  needs=lambda ctx: bool(neo_for(ctx, (ctx.player,), (Zone.HAND, Zone.DECK), neo)),
                  text_en="with Neo Space on the field, tribute this card: special summon the Neo-Spacian it names "
                          "from your hand or deck",
                  text_ja="「ネオスペース」がフィールドにある時：自身を生け贄に、名の記された「Ｎ」を"
                          "手札かデッキから特殊召喚")
