"""The counter trap cards whose English name begins with N."""

from __future__ import annotations

from arbiter.ocg.cards.common import opponent_attacks
from arbiter.ocg.cards.shared.attacks import at_attacker, negate_attack
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 攻撃の無力化 / Negate Attack (counter trap): negate the attack of the targeted attacker, then end the
# battle phase.
def _negate_attack_op(res: Resolution) -> None:
    if negate_attack(res):
        res.duel.end_battle_phase(res.cause)


define(14315573, Effect(A, _negate_attack_op, condition=opponent_attacks, target=at_attacker("opp"),
                        text_en="negate the attack (and end the battle phase)",
                        text_ja="その攻撃を無効にしてバトルフェイズを終わらせる"))
