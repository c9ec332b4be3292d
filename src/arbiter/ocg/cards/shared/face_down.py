"""Face-down monsters: revealing them and flipping them face-up without their flip effects."""

from __future__ import annotations

from arbiter.ocg.cards.shared.zones import all_monsters
from arbiter.ocg.effects import Resolution
from arbiter.ocg.state import Card, Pos


def face_down_of(res: Resolution, p: int) -> list[Card]:
    return [c for c in res.duel.monsters_of(p) if c.pos is Pos.SET]


def reveal_opponent(res: Resolution) -> None:
    for c in face_down_of(res, res.opponent):
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


def flip_all_quietly(res: Resolution) -> int:
    """Turn every face-down monster face-up defense without flip effects; the effect monsters after it."""
    d = res.duel
    for c in all_monsters(res):
        if c.pos is Pos.SET:
            d.set_position(c, Pos.DEFENSE, res.cause, flip_effect=False)
    return sum(1 for c in all_monsters(res) if c.face_up and c.data.is_effect_monster)
