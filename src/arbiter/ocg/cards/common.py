"""Target specs and operations that many cards share, written once."""

from __future__ import annotations

from arbiter.ocg.effects import Ctx, Resolution, TargetSpec
from arbiter.ocg.state import Card, Zone

ANY_MONSTER = TargetSpec()
FACE_UP_MONSTER = TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター")
FACE_DOWN_MONSTER = TargetSpec(face="down", text_en="a face-down monster", text_ja="裏側表示モンスター")
SPELL_TRAP = TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                        text_ja="フィールド上の魔法・罠カード")
GRAVE_MONSTER = TargetSpec(zone=Zone.GRAVE, where=lambda ctx, c: c.data.kind == "monster",
                           text_en="a monster in a graveyard", text_ja="墓地のモンスター")


def destroy_targets(res: Resolution) -> None:
    res.duel.destroy(res.targets(), res.cause)


def opponent_monsters(ctx: Ctx) -> list[Card]:
    return ctx.duel.monsters_of(ctx.opponent)


def has_opponent_monster(ctx: Ctx) -> bool:
    return any(i >= 0 for i in ctx.duel.players[ctx.opponent].monsters)
