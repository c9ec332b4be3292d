"""The union monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import CYBER_DRAGON, ctx_of
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.unions import equipped_hit, equipping, union
from arbiter.ocg.cards.shared.zones import all_monsters, all_spells_traps
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card


# アーマー・ブレイカー / Armor Breaker: a union for a Warrior (`shared.unions`); when the monster it equips inflicts
# battle damage to the opponent, a card on the field is destroyed (chosen as the effect resolves).
def _break_one(res: Resolution) -> None:
    d = res.duel
    cards = all_monsters(res) + all_spells_traps(d)
    if cards:
        d.destroy([res.ask_cards(cards, purpose=DESTROY)], res.cause)


define(87798440, *union(lambda c: True, 0, 0, "a Warrior you control", "自分の戦士族モンスター", race="Warrior"),
       Effect(Kind.TRIGGER, _break_one, does=Does.SPELLS_TRAPS | Does.MONSTERS, trigger="damage", self_trigger=False,
              when=equipped_hit,
              asks=True,
              text_en="the equipped monster dealt battle damage: destroy a card on the field",
              text_ja="装備モンスターの戦闘ダメージが相手に通った時：フィールドのカード１枚を破壊"))


# アーマード・サイバーン / Armored Cybern: a union for 「サイバー・ドラゴン」 or a fusion monster that names it as a
# material (`shared.unions`). Once a turn, while it equips a monster so: target a face-up monster on the field; the
# equipped monster loses 1000 ATK (for good, even once this card is gone), and if it did, the target is destroyed.
def _cybern_strike(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not alive(res) or not equipping(ctx_of(res)):
        return
    m = d.cards[me.equipped_to]
    if d.atk(m) < 1000:
        return
    d.boost(m, -1000, 0, res.cause, until_end=False)
    d.destroy(res.targets(), res.cause)


def _cyber_dragon_or_its_fusion(c: Card) -> bool:
    return is_named(c, CYBER_DRAGON) or (c.data.is_fusion and CYBER_DRAGON in fusion.listed(c.data))


define(67159705, *union(_cyber_dragon_or_its_fusion, 0, 0, "your Cyber Dragon or a fusion monster that names it",
                        "自分の「サイバー・ドラゴン」かそれを融合素材とする融合モンスター"),
       Effect(Kind.IGNITION, _cybern_strike, once_per_turn=True,
              condition=lambda ctx: equipping(ctx) and ctx.duel.atk(ctx.duel.cards[ctx.card.equipped_to]) >= 1000,
              target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="the equipped monster loses 1000 ATK: destroy the target",
              text_ja="装備モンスターは攻撃力１０００ダウン：対象を破壊"),
       numbering=(1, 1, 1, 2))

