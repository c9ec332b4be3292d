"""The normal spell cards whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.shared.destruction import destroy_all_face_up
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE

# 戦士抹殺 / Warrior Elimination: destroy every face-up Warrior monster on the field.
define(90873992, destroy_all_face_up("Warrior", "Warrior", "戦士族"))


# 野性解放 / Wild Nature's Release: a targeted face-up Beast or Beast-Warrior gains ATK equal to its DEF; it is
# destroyed in this turn's end phase, unless it was turned face-down meanwhile (both effects then end).
def _beastly(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.race(c) in ("Beast", "Beast-Warrior")


def _wild_release(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.boost(c, d.defense(c), 0, res.cause, until_end=False)
        d.at_end_phase(c, Then.DESTROY, res.cause, face_up=True)


define(61166988, Effect(A, _wild_release,
                        target=TargetSpec(face="up", where=_beastly, text_en="a face-up Beast or Beast-Warrior",
                                          text_ja="表側表示の獣族・獣戦士族モンスター"),
                        text_en="the target gains ATK equal to its DEF; destroy it in the end phase",
                        text_ja="対象の攻撃力は守備力分アップし、エンドフェイズ時に破壊される"))
