"""Ritual spells: the activation that ritual summons one monster, or one of several (`rite_effect`)."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.reasons import wide
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import Rite, ritual_summon, summonable
from arbiter.ocg.state import Card

SHINATO = 86327225


def rite_effect(rite: Rite, en: str, ja: str, op: Callable[[Resolution], None] | None = None) -> Effect:
    """The ritual spell's activation: ritual summon a monster as `rite` says (which, exact Levels, materials);
    `op`, where the spell does more around its ritual summon."""
    def summon(res: Resolution) -> None:
        ritual_summon(res, rite)

    return Effect(Kind.ACTIVATE, op or summon, asks=True,
                  needs=lambda ctx: bool(summonable(ctx.duel, ctx.player, rite)), text_en=en, text_ja=ja)


def ritual_spell(spell: int, monster: int, en: str, ja: str, levels: int) -> None:
    """The ritual spell `spell` that ritual summons the one monster its text names, with tributes whose Levels
    total `levels` or more: a number the text fixes, which a change to the monster's Level leaves as it is."""
    def which(c: Card) -> bool:
        return is_named(c, monster)

    define(spell, rite_effect(Rite(which, level=levels),
                              f"ritual summon {en} from your hand, tributing Levels of {levels} or more",
                              f"レベル合計{wide(levels)}以上を生け贄に捧げ、手札から「{ja}」を儀式召喚する"))
