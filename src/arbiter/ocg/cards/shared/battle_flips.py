"""Flip effects of the monsters a monster destroys by battle, negated as they resolve (「ツインヘッド・ケルベロス」)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.effects import Condition, Ctx, Effect, Kind, Ward
from arbiter.ocg.state import Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink


def negates_flips_it_destroys(condition: Condition, en: str, ja: str) -> Effect:
    """While this face-up monster's `condition` holds, the effect of a flip monster it is destroying by battle is
    negated. A monster flipped face-up by an attack activates its flip effect after damage calculation, while it
    waits in the monster zone to be destroyed at the end of the damage step (`Duel.doomed`), so the negation
    answers that chain link as it resolves, not the card in the graveyard."""
    def link_of_doomed_flip(ctx: Ctx, link: ChainLink) -> bool:
        d, me = ctx.duel, ctx.card
        if not (me.zone is Zone.MONSTERS and me.face_up and me.idx in battlers(d)):
            return False
        c = d.cards[link.card]
        return (c.data.is_flip and c.idx in battlers(d) and c.idx != me.idx and (c.idx, c.oid) in d.doomed
                and condition(ctx))
    return Effect(Kind.CONTINUOUS, ward=Ward(("monster",), links=link_of_doomed_flip), text_en=en, text_ja=ja)
