"""The Chaos monsters of the era, 「カオス・ソルジャー －開闢の使者－」 and 「カオス・ソーサラー」: their procedure
and their banishing effect."""

from __future__ import annotations

from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card, Zone


def _light(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "LIGHT")


def _dark(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "DARK")


# the procedure of 「カオス・ソルジャー －開闢の使者－」 and 「カオス・ソーサラー」
LIGHT_AND_DARK = Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, one_each=(_light, _dark)),
                        text_en="special summon from the hand by banishing 1 LIGHT and 1 DARK monster from your "
                                "graveyard",
                        text_ja="自分の墓地の光属性と闇属性のモンスターを１体ずつ除外し、手札から特殊召喚する")


def banish_and_stay(res: Resolution) -> None:
    """Banish the targets; this card cannot attack this turn."""
    res.duel.restrict(res.card, "attack", res.cause)
    res.duel.banish(res.targets(), res.cause)


def not_attacked(ctx: Ctx) -> bool:
    """This face-up card has not attacked this turn ("it cannot attack the turn this effect is activated")."""
    return ctx.card.zone is Zone.MONSTERS and ctx.card.face_up and ctx.card.t_attacked != ctx.duel.turn
