"""The ritual monsters whose English name begins with S."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.rituals import SHINATO
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon


# 天界王 シナト / Shinato, King of a Higher Plane: when it destroys a defense-position monster of the opponent by
# battle and sends it to the graveyard, the opponent takes damage equal to that monster's original ATK; an
# original ATK of "?" is no number, so there is no damage (R004-029).
def _shinato_won(ctx: Ctx, ev: Event) -> bool:
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in battlers(ctx.duel)
            and ev.player == ctx.opponent and ev.dst == int(Zone.GRAVE) and ev.pos in (int(Pos.DEFENSE), int(Pos.SET)))


def _shinato(res: Resolution) -> None:
    ev = res.link.events[0]
    atk = res.duel.cards[ev.card].base.atk
    if atk:
        res.duel.damage(res.opponent, atk, res.cause)


define(SHINATO, Effect(Kind.TRIGGER, _shinato, trigger="destroyed", self_trigger=False, when=_shinato_won,
                       text_en="destroyed a defense-position monster by battle: damage equal to its original ATK",
                       text_ja="守備表示モンスターを戦闘で破壊し墓地へ送った時、その元々の攻撃力分のダメージを与える"),
       special_by=by_ritual_summon)


# ローガーディアン / Skull Guardian: no effects; ritual summoned with 「ローの祈り」.
define(3627449, special_by=by_ritual_summon)


# スーパー・ウォー・ライオン / Super War-Lion: no effects; ritual summoned with 「ライオンの儀式」.
define(33951077, special_by=by_ritual_summon)
