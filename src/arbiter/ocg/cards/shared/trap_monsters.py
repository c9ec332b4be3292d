"""Trap cards that are special summoned as monsters."""

from __future__ import annotations

import dataclasses

from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.special_summons import ask_summon_position
from arbiter.ocg.effects import Condition, Ctx, Effect, Kind, Resolution, Worded
from arbiter.ocg.state import Card, Pos, Zone

MAIN_PHASES = ("main1", "main2")
# a trap monster activated in either player's main phase only (「アポピスの化神」), which a refusal says in these words
IN_A_MAIN_PHASE = Worded(lambda ctx: ctx.duel.phase in MAIN_PHASES, "it is activated only in a main phase",
                         "メインフェイズにしか発動できない")


def monster_of(c: Card, race: str, attribute: str, level: int, atk: int | None, defense: int | None,
                effect: bool) -> CardData:
    """The monster a trap card becomes: its own name, still a trap card too."""
    return dataclasses.replace(c.base, kind="monster", subtypes=frozenset({"effect" if effect else "normal", "trap"}),
                               race=race, attribute=attribute, level=level, atk=atk, def_=defense)


def trap_monster(race: str, attribute: str, level: int, atk: int | None, defense: int | None, effect: bool,
                 pos: Pos | None, *, text_en: str, text_ja: str, condition: Condition | None = None) -> Effect:
    """The activation of a trap card that special summons itself as the monster it describes (pos None: the player
    chooses). Its only result is that summon, so it needs a free monster zone and a player who may special summon
    that monster now (no blank activation: 「異星の最終戦士」, a 「結界像」 of another Attribute forbid it)."""

    def ready(ctx: Ctx) -> bool:
        c = ctx.card
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS, c) > 0 and not ctx.duel.player_forbidden(
            ctx.player, "special_summon", None, monster_of(c, race, attribute, level, atk, defense, effect), c.zone)

    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        data = monster_of(c, race, attribute, level, atk, defense, effect)
        # no position is asked for a summon that cannot happen (a lock put on since its activation)
        if not alive(res) or not c.on_field or not d.may_summon_as_monster(c, data, res.player, res.cause):
            return
        where = pos if pos is not None else ask_summon_position(res, c, res.player, face_down=False)
        d.summon_as_monster(c, data, res.player, where, res.cause)

    return Effect(Kind.ACTIVATE, op, condition=condition, needs=ready, asks=pos is None, text_en=text_en,
                  text_ja=text_ja)


def self_as_monster(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and c.zone is Zone.MONSTERS
