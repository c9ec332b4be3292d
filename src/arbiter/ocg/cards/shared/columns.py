"""Monster zones side by side: columns and moving a monster to the next zone."""

from __future__ import annotations

from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import face_up_here
from arbiter.ocg.effects import Ctx, Resolution, open_unless
from arbiter.ocg.state import Card, Zone


def column_faces(c: Card) -> int:
    """The opponent's slot (0-4) in the same column as a card in slot `c.slot`."""
    return 4 - c.slot


def free_next_to(ctx: Ctx, c: Card) -> list[int]:
    """The neighbouring monster zones `c` may move into: empty ones no effect made unusable (「おジャマ・ナイト」)."""
    d = ctx.duel
    pile = d.players[c.ctl].monsters
    off = d.blocked_slots(c.ctl, Zone.MONSTERS)
    return [s for s in (c.slot - 1, c.slot + 1) if 0 <= s < 5 and pile[s] < 0 and s not in off]


def move_sideways(res: Resolution, c: Card) -> None:
    """Move `c` to the neighbouring zone declared ("left" / "right", seen from its controller)."""
    if c.zone is Zone.MONSTERS:
        res.duel.move_to_zone(c, c.slot + (-1 if res.link.declared == "left" else 1))


def self_moves(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid:
        move_sideways(res, c)


# why a neighbouring zone declared is not one the card may move into (`step_why`)
NO_SUCH_ZONE = Why("there is no monster zone on that side of it", "その側にはモンスターカードゾーンがない")
ZONE_IN_USE = Why("the monster zone on that side is in use, or an effect keeps it from being used",
                  "その側のモンスターカードゾーンは使用中か、効果によって使用できない")


def step_why(ctx: Ctx, side: str) -> str:
    """Why the zone declared ("left" / "right") next to this card is not one it may move into ("" where it is: an
    unused one, `free_next_to`)."""
    s = ctx.card.slot + (-1 if side == "left" else 1)
    return "" if s in free_next_to(ctx, ctx.card) else ZONE_IN_USE if 0 <= s < 5 else NO_SUCH_ZONE


step_ok = open_unless(step_why)


def can_step(ctx: Ctx) -> bool:
    return face_up_here(ctx) and bool(free_next_to(ctx, ctx.card))
