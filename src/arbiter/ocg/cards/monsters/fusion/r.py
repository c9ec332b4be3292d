"""The fusion monsters whose English name begins with R."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import SPELL_WARD, both, ctx_of, face_up_here, spell_trap_cards_of, takeable
from arbiter.ocg.cards.shared.chain import activation_of, negate_effect
from arbiter.ocg.cards.shared.discard import DESTROYED_WHEN_TARGETED, battle_discard
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import data_name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon

# 轟きの大海蛇 / Roaring Ocean Snake: 魔法のランプ + ひょうすべ
fusion.materials(19066538, 98049915, 2118022)

# バラに棲む悪霊 / Rose Spectre of Dunn: グレムリン + スネーク・パーム
fusion.materials(32485271, 41392891, 29802344)

# レア・フィッシュ / Rare Fish: フュージョニスト + 恍惚の人魚
fusion.materials(80516007, 1641882, 75376965)

# ミノケンタウロス / Rabid Horseman: ミノタウルス + ケンタウロス
fusion.materials(94905343, 5053103, 68516705)

# ナイトメアを駆る死霊 / Reaper on the Nightmare: 「魂を削る死霊」 + 「ナイトメア・ホース」; not destroyed by battle;
# destroyed when targeted by an effect; may attack directly; when its direct attack inflicts battle damage, the
# opponent discards 1 at random.
fusion.materials(85684223, 23205979, 59290628)
define(85684223,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True, direct_attack=True,
              text_en="not destroyed by battle; may attack directly", text_ja="戦闘では破壊されず、直接攻撃できる"),
       battle_discard(1, direct=True), DESTROYED_WHEN_TARGETED)

Q = Kind.QUICK

# ドラゴン・ウォリアー / Ryu Senshi: fusion summoned only with its named materials (no substitute); while face-up,
# when a normal trap card is activated, pay 1000 LP: negate its effect; and a spell's effect that targets it is
# negated and that spell destroyed. Its text ties the negation to its staying face-up on the field, so gone (or
# face-down) by the time it resolves, it negates nothing.
# materials: 戦士ダイ・グレファー + スピリット・ドラゴン
def _ryu_senshi_negates(res: Resolution) -> None:
    if still_face_up_here(res):
        negate_effect(res)


fusion.materials(49868263, 75953262, 67957315, only_these=True)
define(49868263, Effect(Q, _ryu_senshi_negates, cost=Cost(lp=1000),
                        condition=both(face_up_here, activation_of("trap", "any", "normal")),
                        text_en="pay 1000 LP: negate the effect of a normal trap", text_ja="通常罠の効果を無効にする"),
       SPELL_WARD)


# レインボー・ネオス / Rainbow Neos: 「Ｅ・ＨＥＲＯ ネオス」 + a 「究極宝玉神」 monster; only special summoned by a
# fusion summon with those materials. Once a turn, one of three: send a monster you control to the graveyard (the
# cost; this card itself may be it, the text saying no "other") to shuffle every monster the opponent controls into
# the deck; send a spell or trap card you control to the graveyard to shuffle every spell and trap card they control
# into the deck; mill the top card of your own deck to shuffle every card of their graveyard into the deck.
def _their_monsters(ctx: Ctx | Resolution) -> list[Card]:
    return ctx.duel.monsters_of(1 - ctx.player)


def _their_spells(ctx: Ctx | Resolution) -> list[Card]:
    # their face-up trap monsters too: trap cards on the field (docs/uncertain-rulings.md)
    return spell_trap_cards_of(ctx.duel, 1 - ctx.player)


def _their_grave(ctx: Ctx | Resolution) -> list[Card]:
    # none that 「王家の眠る谷－ネクロバレー」 keeps there: with only such ones the mode is not activated
    c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    return takeable(c_ctx, lambda c: True, Zone.DECK, "to_deck", 1 - ctx.player)


def _rainbow_mode(cards: Callable[[Ctx | Resolution], list[Card]], cost: Cost, en: str, ja: str) -> Effect:
    return Effect(Kind.IGNITION, lambda res: res.duel.to_deck(cards(res), res.cause), cost=cost,
                  condition=face_up_here, once_per_turn=True, shared_use=True, needs=lambda ctx: bool(cards(ctx)),
                  text_en=en, text_ja=ja)


fusion.materials(86346643, 89943723, lambda cd: data_name_includes(cd, "究極宝玉神"), only_these=True)
define(86346643,
       _rainbow_mode(_their_monsters, Cost(tribute=1, tribute_sends=True, tribute_self=True),
                     "send a monster you control to the graveyard: shuffle all the opponent's monsters into the "
                     "deck",
                     "コストは自分のモンスター１体の墓地送り：相手の場のモンスター全てをデッキへ"),
       _rainbow_mode(_their_spells, Cost(field_send=1, field_filter=lambda ctx, c: c.zone is not Zone.MONSTERS),
                     "send a spell or trap card you control to the graveyard: shuffle all the opponent's spell and "
                     "trap cards into the deck",
                     "コストは自分の魔法・罠１枚の墓地送り：相手の場の魔法・罠全てをデッキへ"),
       _rainbow_mode(_their_grave, Cost(mill=1),
                     "mill 1 from your own deck: the opponent's graveyard is shuffled into the deck",
                     "コストは自分のデッキトップ１枚の墓地送り：相手の墓地のカード全てをデッキへ"),
       special_by=by_fusion_summon)

