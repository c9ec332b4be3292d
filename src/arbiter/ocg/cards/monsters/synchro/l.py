"""The synchro monsters whose English name begins with L."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg import synchro
from arbiter.ocg.cards.common import face_up_here
from arbiter.ocg.cards.shared.attacks import foe_in_battle
from arbiter.ocg.cards.shared.synchros import BY_SYNCHRO_SUMMON
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import data_has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_conditions import not_from


# ライトエンド・ドラゴン / Light End Dragon: a tuner + 1 or more non-tuner LIGHT monsters (a synchro summon). As an
# attack is declared for a battle between this card and an opponent's monster, its controller may have this card
# lose 500 ATK and DEF (for good) and that monster lose 1500 ATK and DEF until the end of the turn.
def _light_end(res: Resolution) -> None:
    d, me = res.duel, res.card
    foe = foe_in_battle(res)
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    d.boost(me, -500, -500, res.cause, until_end=False)
    if foe is not None and foe.zone is Zone.MONSTERS and foe.face_up:
        d.boost(foe, -1500, -1500, res.cause)


def _battle_with_foe(ctx: Ctx, ev: Event) -> bool:
    return face_up_here(ctx) and foe_in_battle(ctx) is not None


synchro.materials(25132288, non_tuner=lambda cd: data_has_attribute(cd, "LIGHT"))
define(25132288,
       Effect(Kind.TRIGGER, _light_end, trigger="attack_declared", self_trigger="either", mandatory=False,
              when=_battle_with_foe,
              text_en="attack declared for its battle with an opponent's monster: this card loses 500 ATK/DEF "
                      "and that monster loses 1500 ATK/DEF until the end of the turn",
              text_ja="相手モンスターと戦闘する攻撃宣言時：そのモンスターはターン終了まで攻撃力・守備力１５００ダウン、"
                      "自身は攻撃力・守備力５００ダウン"),
       BY_SYNCHRO_SUMMON,
       special_by=not_from(Zone.EXTRA))
