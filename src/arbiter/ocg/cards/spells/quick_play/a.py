"""The quick-play spell cards whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.counters import A_COUNTER, is_alien
from arbiter.ocg.cards.shared.effect_monsters import summon_named_from
from arbiter.ocg.cards.shared.equips import boost, equip_fits
from arbiter.ocg.cards.shared.zones import face_up_opp
from arbiter.ocg.choice_purposes import EQUIP_TO, PUT_COUNTER
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# 「Ａ」細胞散布爆弾 / "A" Cell Scatter Burst (quick-play): target 1 face-up 「エーリアン」 monster you control:
# destroy it, and put as many A-counters as its level on the opponent's face-up monsters, spread as you
# choose (one at a time).
def _scatter(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        level = d.level(t)
        if not d.destroy([t], res.cause):
            return
        for _ in range(level):
            ups = face_up_opp(ctx_of(res))
            if not ups:
                return
            d.add_counter(res.ask_cards(ups, purpose=PUT_COUNTER.monster), A_COUNTER, 1, res.cause)


define(73262676, Effect(A, _scatter, asks=True,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_alien(c),
                                          text_en="your face-up Alien monster", text_ja="自分の表側表示のエーリアン"),
                        text_en="destroy the target; put its Level in A-counters on the opponent's face-up monsters",
                        text_ja="対象を破壊し、そのレベル分のＡカウンターを相手の表側表示モンスターに置く"))


# 封魔の矢 / Anti-Magic Arrows: activated at the start of either player's battle phase; nothing can be activated in
# response to its activation (`unchainable`); once it resolves, for the rest of the turn neither player can
# activate spell or trap cards, nor their effects.
def _arrows(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        res.duel.forbid_player(p, "activate_spell_effects", res.cause)
        res.duel.forbid_player(p, "activate_trap_effects", res.cause)


define(97120394, Effect(A, _arrows, unchainable=True, condition=lambda ctx: ctx.duel.phase == "battle:start",
                        text_en="start of a battle phase (no response): this turn neither player activates spell or "
                                "trap cards or their effects",
                        text_ja="バトルフェイズ開始時に発動できる（これに対して効果を発動できない）。"
                                "このターンが終わるまで、どちらも魔法・罠カードの効果を発動できない"))


# 武装再生 / Arms Regeneration (quick-play; one a turn by name), one of two effects (declared as effects 1 and
# 2): target a face-up monster of yours, which has 800 more ATK for the rest of the turn; or target an equip spell
# card in either graveyard, and set it on your field, or equip it to a face-up monster you control that it may
# equip (the player's choice as it resolves; with no such monster it is set).
def _your_fits(res: Resolution, e: Card) -> list[Card]:
    d = res.duel
    return [m for m in d.monsters_of(res.player) if m.face_up and equip_fits(ctx_of(res), e, m, res.player)]


def _regenerate(res: Resolution) -> None:
    d = res.duel
    for e in res.targets():
        if d.free_slots(res.player, Zone.SPELLS) == 0:
            return
        fits = _your_fits(res, e)
        way = "set"
        if fits and d.may_set_spell_trap(e, res.player):
            way = res.ask([Option("set", "set", label_en="set it", label_ja="セットする"),
                           Option("equip", "equip", label_en="equip it", label_ja="装備する")],
                          "choice", prompt_en="set or equip", prompt_ja="セットか装備か").kind
        elif fits:
            way = "equip"  # a ban on setting it leaves only the equip
        if way == "equip":
            d.equip(e, res.ask_cards(fits, purpose=EQUIP_TO.monster), res.cause, player=res.player)
        else:
            d.set_spell_trap(e, res.player, res.cause)


def _equip_spell_in_grave(ctx: Ctx, c: Card) -> bool:
    return c.data.is_spell and "equip" in c.data.subtypes


define(32549749,
       Effect(A, boost(800, 0), name_once=True,
              target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                text_ja="自分の表側表示モンスター"),
              text_en="the target gains 800 ATK until the end of the turn",
              text_ja="このターンが終わるまで、対象の攻撃力が８００上がる"),
       Effect(A, _regenerate, name_once=True, asks=True,
              target=TargetSpec(zone=Zone.GRAVE, where=_equip_spell_in_grave,
                                text_en="an equip spell card in either graveyard", text_ja="墓地の装備魔法カード"),
              text_en="set the target on your field, or equip it to a monster of yours it may equip",
              text_ja="対象を自分フィールドにセットするか、装備可能な自分のモンスターに装備する"))


# デーモンとの駆け引き / A Deal with Dark Ruler (quick-play): in a turn a Level 8 or higher monster went from your
# monster zone to the graveyard, special summon 「バーサーク・デッド・ドラゴン」 from your hand or deck.
BERSERK_DRAGON = 85605684
_deal_needs, _deal = summon_named_from(BERSERK_DRAGON, Zone.HAND, Zone.DECK)

define(6850209, Effect(A, _deal, asks=True, needs=_deal_needs,
                       condition=lambda ctx: any(lv >= 8 for lv in ctx.duel.left_for_grave(ctx.player)),
                       text_en="a Level 8 or higher monster of yours went to the graveyard this turn: special summon "
                               "Berserk Dragon from your hand or deck",
                       text_ja="レベル８以上の自分のモンスターが墓地へ送られたターン、手札・デッキから"
                               "「バーサーク・デッド・ドラゴン」を特殊召喚する"))
