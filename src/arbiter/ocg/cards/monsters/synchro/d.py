"""The synchro monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg import synchro
from arbiter.ocg.cards.common import face_up_here
from arbiter.ocg.cards.shared.synchros import BY_SYNCHRO_SUMMON
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.names import data_has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_conditions import not_from


# ダークエンド・ドラゴン / Dark End Dragon: a tuner + 1 or more non-tuner DARK monsters (a synchro summon). Once a turn
# (the era's text), this card loses 500 ATK and DEF (for good) and a monster the opponent controls, chosen as the
# effect resolves (not a target), is sent to the graveyard.
def _dark_end(res: Resolution) -> None:
    d, me = res.duel, res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    d.boost(me, -500, -500, res.cause, until_end=False)
    foes = d.monsters_of(res.opponent)
    if foes:
        d.send_to_grave([res.ask_cards(foes, purpose=TO_GRAVEYARD.monster).idx], res.cause)


synchro.materials(88643579, non_tuner=lambda cd: data_has_attribute(cd, "DARK"))
define(88643579,
       Effect(Kind.IGNITION, _dark_end, once_per_turn=True, asks=True, condition=face_up_here,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="this card loses 500 ATK/DEF: send a monster the opponent controls to the graveyard",
              text_ja="自身の攻撃力・守備力を５００下げる：相手のモンスター１体を墓地へ送る"),
       BY_SYNCHRO_SUMMON,
       special_by=not_from(Zone.EXTRA))
