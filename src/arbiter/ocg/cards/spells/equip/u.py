"""The equip spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_spell, equipped_by
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

C = Kind.CONTINUOUS


# 団結の力 / United We Stand: the equipped monster gains 800 ATK and DEF for each face-up monster its controller (this
# card's controller) controls.
def _united(ctx: Ctx, c: Card) -> int:
    return 800 * sum(m.face_up for m in ctx.duel.monsters_of(ctx.player))


define(56747793, equip_spell(), Effect(C, affects=equipped_by, atk=_united, defense=_united,
                                      text_en="+800 ATK/DEF per face-up monster you control",
                                      text_ja="自分フィールドの表側表示モンスター１体につき攻撃力・守備力８００アップ"))
