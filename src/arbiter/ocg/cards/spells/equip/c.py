"""The equip spell cards whose English name begins with C."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import equip_targets
from arbiter.ocg.effects import Ctx, Effect, Kind, TargetSpec
from arbiter.ocg.registry import define

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ダグラの剣 / Cestus of Dagla (equip spell, fairies only): 500 ATK; when the monster inflicts battle
# damage, gain that much.
def _equipped_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.equipped_to and ev.player == ctx.opponent


define(28106077,
       Effect(A, equip_targets, target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) == "Fairy",
                                           text_en="a face-up fairy", text_ja="表側表示の天使族モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, lambda res: res.duel.gain_lp(res.player, res.link.events[0].amount, res.cause), trigger="damage",
              self_trigger=False, when=_equipped_damage, text_en="gain LP equal to the battle damage",
              text_ja="与えた戦闘ダメージ分ライフポイント回復する"))
