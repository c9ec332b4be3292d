"""The equip spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, of_attribute, standby_decay
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

C = Kind.CONTINUOUS

# 突風の扇 / Gust Fan: equip only to a WIND monster; it gains 400 ATK and loses 200 DEF.
define(55321970, of_attribute("WIND", "風"), equip_stats(400, -200))


# 重力の斧－グラール / Gravity Axe - Grarl: +500 ATK; while it is on the field, the opponent's monsters cannot change
# their battle positions.
def _opponents_monster(ctx: Ctx, c: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.face_up and c.zone is Zone.MONSTERS and c.ctl == ctx.opponent


define(32022366, equip_spell(), equip_stats(500),
       Effect(C, affects=_opponents_monster, forbids=("change_position",),
              text_en="the opponent's monsters cannot change their battle positions",
              text_ja="相手フィールド上のモンスターは表示形式を変更できない"))


# 細菌感染 / Germ Infection: equip only to a non-Machine monster; the equipped monster loses 300 ATK in each of your
# standby phases.
define(24668830, equip_spell(lambda ctx, c: ctx.duel.race(c) != "Machine", "a face-up non-Machine monster",
                             "表側表示の機械族以外のモンスター"),
       *standby_decay(300), numbering=(1, 2, 2))
