"""Monster zones side by side: columns and moving a monster to the next zone."""

from __future__ import annotations

from arbiter.ocg.cards.common import face_up_here
from arbiter.ocg.effects import Ctx, Resolution
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


def step_ok(ctx: Ctx, side: str) -> bool:
    """Whether the zone declared ("left" / "right") next to this card is one it may move into: an unused one."""
    return ctx.card.slot + (-1 if side == "left" else 1) in free_next_to(ctx, ctx.card)


def can_step(ctx: Ctx) -> bool:
    return face_up_here(ctx) and bool(free_next_to(ctx, ctx.card))
