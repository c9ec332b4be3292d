"""The ritual monsters whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg.cards.common import SPELL_COUNTER, face_up_here, spell_counter_each_spell
from arbiter.ocg.cards.shared.events import battle_damage_by_self
from arbiter.ocg.cards.shared.zones import all_monsters, grave_of
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card
from arbiter.ocg.summon_conditions import by_ritual_summon


# 伝説の爆炎使い / Legendary Flame Lord (ritual summoned with 「灼熱の試練」): each time either player's spell card is
# activated it gets a spell counter (no limit); remove 3 of them: destroy every monster on the field but this card.
def _other_monsters(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in all_monsters(ctx) if c.idx != ctx.card.idx]


def _flame_lord(res: Resolution) -> None:
    res.duel.destroy(_other_monsters(res), res.cause)


define(60258960, spell_counter_each_spell(),
       Effect(Kind.IGNITION, _flame_lord, does=Does.MONSTERS, cost=Cost(remove_counters=(SPELL_COUNTER, 3),
              counters_self=True),
              condition=face_up_here, needs=lambda ctx: bool(_other_monsters(ctx)),
              text_en="remove 3 spell counters: destroy every monster on the field but this card",
              text_ja="魔力カウンター３つを除くコストで、フィールドの他のモンスター全ての破壊"),
       holds=((SPELL_COUNTER, 0),), special_by=by_ritual_summon)


# ライカン・スロープ / Lycanthrope (ritual summoned with 「合成魔術」): when it inflicts battle damage to the opponent,
# the opponent takes 200 damage for each normal monster in your graveyard.
def _lycanthrope(res: Resolution) -> None:
    n = len(grave_of(res.duel, res.player, res.duel.is_normal_monster))
    if n:
        res.duel.damage(res.opponent, 200 * n, res.cause)


define(84385264, Effect(Kind.TRIGGER, _lycanthrope, trigger="damage", self_trigger=False, when=battle_damage_by_self,
                        text_en="battle damage to the opponent: 200 damage per normal monster in your graveyard",
                        text_ja="戦闘ダメージを与えた時、自分の墓地の通常モンスターの数×２００ダメージを与える"),
       special_by=by_ritual_summon)
