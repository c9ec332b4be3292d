"""The 「六武衆」 (Six Samurai) monsters: what their effects ask of the other 「六武衆」 on their side, and the
destruction another one takes in a 「六武衆」 monster's place."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import name_includes, same_name
from arbiter.ocg.state import Card, Zone

SIX_SAMURAI = "六武衆"


def is_six_samurai(c: Card) -> bool:
    """A 「六武衆」 monster card."""
    return c.data.is_monster and name_includes(c, SIX_SAMURAI)


def face_up_samurai(ctx: Ctx) -> list[Card]:
    """The face-up 「六武衆」 monsters the card's controller controls (a face-down card shows no name)."""
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].monsters
            if i >= 0 and d.cards[i].face_up and is_six_samurai(d.cards[i])]


def another_samurai(ctx: Ctx) -> bool:
    """"While you control a 「六武衆」 monster other than one of this card's name" (face-up)."""
    return any(not same_name(ctx.card, c) for c in face_up_samurai(ctx))


def _this_destroyed(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.kind == "destroyed" and ev.card == c.idx and c.zone is Zone.MONSTERS and c.face_up


def _others(ctx: Ctx, ev: Event) -> list[Card]:
    """Another face-up 「六武衆」 of its controller that is not being destroyed with this card already."""
    d = ctx.duel
    return [c for c in face_up_samurai(ctx) if c.idx != ctx.card.idx and c.idx not in d.destroying]


# "If this face-up card would be destroyed, you may destroy another face-up 「六武衆」 monster you control instead"
# (「大将軍 紫炎」: any face-up 「六武衆」 monster; it is none itself)
SUBSTITUTE = Effect(Kind.REPLACEMENT, when=_this_destroyed, substitute=_others, mandatory=False,
                    text_en="would be destroyed: you may destroy another face-up Six Samurai monster you control "
                            "instead",
                    text_ja="破壊される場合、代わりに自分の表側表示の「六武衆」モンスター１体を破壊できる")
