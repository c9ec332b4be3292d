"""Ritual spells that ritual summon one monster."""

from __future__ import annotations

from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import ritual_summon, summonable
from arbiter.ocg.state import Card

SHINATO = 86327225


def ritual_spell(spell: int, monster: int, en: str, ja: str) -> None:
    def which(c: Card) -> bool:
        return c.data.passcode == monster

    def op(res: Resolution) -> None:
        ritual_summon(res, which)

    define(spell, Effect(Kind.ACTIVATE, op, asks=True, needs=lambda ctx: bool(summonable(ctx.duel, ctx.player, which)),
                         text_en=f"ritual summon {en}", text_ja=f"「{ja}」を儀式召喚する"))
