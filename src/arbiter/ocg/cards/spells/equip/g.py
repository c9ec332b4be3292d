"""The equip spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.equips import (
    GLADIATOR_GEAR_BACK,
    equip_spell,
    equip_stats,
    equipped_by,
    equipping_self,
    its_monster_event,
    of_attribute,
    standby_decay,
)
from arbiter.ocg.cards.shared.monster_equips import battle_substitute
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import name_includes
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
       *standby_decay(300), numbering=(0, 1, 1))


# The 「剣闘獣」 gear equip spells: each equips only a 「剣闘獣」 monster, and returns to its owner's hand when it is
# sent to the graveyard because its monster went from their field back to the deck.
def _gladiator_gear() -> Effect:
    return equip_spell(lambda ctx, c: name_includes(c, "剣闘獣"), "a face-up Gladiator Beast monster",
                       "表側表示の「剣闘獣」モンスター")


# 剣闘獣の闘器グラディウス / Gladiator Beast's Battle Gladius: the equipped monster gains 300 ATK.
define(25407406, _gladiator_gear(), equip_stats(300), *GLADIATOR_GEAR_BACK)

# 剣闘獣の闘器マニカ / Gladiator Beast's Battle Manica: the equipped monster is not destroyed by battle.
define(52496105, _gladiator_gear(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, battle_proof=True,
              text_en="the equipped monster is not destroyed by battle",
              text_ja="装備モンスターは戦闘では破壊されない"),
       *GLADIATOR_GEAR_BACK)


# 剣闘獣の闘器ハルバード / Gladiator Beast's Battle Halberd: at the end of the damage step in which the equipped
# monster attacked, a spell or trap card on the field (its player's choice, no target; this card itself counts) is
# destroyed. Its monster destroyed by that battle, it leaves the field with it at the end of that damage step and its
# effect is not activated (docs/uncertain-rulings.md).
def _halberd(res: Resolution) -> None:
    res.duel.destroy(choose_cards(res, all_spell_trap_cards(res.duel), 1, purpose=DESTROY.spell_trap), res.cause)


define(99013397, _gladiator_gear(),
       Effect(Kind.TRIGGER, _halberd, trigger="damage_step_end", self_trigger=False, when=its_monster_event, asks=True,
              needs=lambda ctx: ctx.card.zone is Zone.SPELLS, does=Does.DESTROY | Does.SPELLS_TRAPS,
              text_en="end of the damage step it attacked in: destroy a spell or trap card",
              text_ja="装備モンスターの攻撃のダメージステップ終了時：魔法・罠カード１枚を破壊"),
       *GLADIATOR_GEAR_BACK)


# 剣闘獣の闘器デーモンズシールド / Gladiator Beast's Battle Archfiend Shield: if the equipped monster would be
# destroyed, this card is destroyed instead.
define(8730435, _gladiator_gear(),
       battle_substitute(its_monster_event, equipping_self, battle_only=False),
       *GLADIATOR_GEAR_BACK)
