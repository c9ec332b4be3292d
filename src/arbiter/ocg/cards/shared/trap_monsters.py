"""Trap cards that are special summoned as monsters."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.special_summons import ask_summon_position
from arbiter.ocg.effects import Ctx, Resolution
from arbiter.ocg.state import Card, Pos, Zone

MAIN_PHASES = ("main1", "main2")


def monster_of(c: Card, race: str, attribute: str, level: int, atk: int | None, defense: int | None,
                effect: bool) -> CardData:
    """The monster a trap card becomes: its own name, still a trap card too."""
    return dataclasses.replace(c.base, kind="monster", subtypes=frozenset({"effect" if effect else "normal", "trap"}),
                               race=race, attribute=attribute, level=level, atk=atk, def_=defense)


def trap_monster(race: str, attribute: str, level: int, atk: int | None, defense: int | None, effect: bool,
                  pos: Pos | None) -> Callable[[Resolution], None]:
    """Special summon this trap card as the monster it describes (pos None: the player chooses)."""

    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if not alive(res) or not c.on_field or d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        data = monster_of(c, race, attribute, level, atk, defense, effect)
        where = pos if pos is not None else ask_summon_position(res, c, res.player, face_down=False)
        d.summon_as_monster(c, data, res.player, where, res.cause)

    return op


def self_as_monster(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and c.zone is Zone.MONSTERS
