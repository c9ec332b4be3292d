"""The union monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import equipped_hit, union
from arbiter.ocg.cards.shared.zones import all_monsters, all_spells_traps
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define


# アーマー・ブレイカー / Armor Breaker: a union for a Warrior (`shared.unions`); when the monster it equips inflicts
# battle damage to the opponent, a card on the field is destroyed (chosen as the effect resolves).
def _break_one(res: Resolution) -> None:
    d = res.duel
    cards = all_monsters(res) + all_spells_traps(d)
    if cards:
        d.destroy([res.ask_cards(cards)], res.cause)


define(87798440, *union(lambda c: c.data.race == "Warrior", 0, 0, "a Warrior you control", "自分の戦士族モンスター"),
       Effect(Kind.TRIGGER, _break_one, trigger="damage", self_trigger=False, when=equipped_hit, asks=True,
              text_en="the equipped monster dealt battle damage: destroy a card on the field",
              text_ja="装備モンスターが相手に戦闘ダメージを与えた時、フィールド上のカード１枚を破壊する"))
