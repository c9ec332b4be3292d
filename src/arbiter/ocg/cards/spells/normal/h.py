"""The normal spell cards whose English name begins with H."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import grant_this_turn, one_each, room, spell_trap_cards_of
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.destruction import destroy_opponents_spells_traps
from arbiter.ocg.cards.shared.special_summons import (
    can_special_summon_from_hand,
    summon,
    summon_one_of,
    summonable,
    summoned_refusal,
)
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, cards_in_hand, deck_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# ハーピィの羽根帚 / Harpie's Feather Duster: destroy every spell and trap card the opponent controls.
define(18144506, Effect(A, destroy_opponents_spells_traps, does=Does.SPELLS_TRAPS | Does.OPPONENTS,
                        needs=lambda ctx: bool(spell_trap_cards_of(ctx.duel, ctx.opponent)),
                        text_en="destroy all the opponent's spell and trap cards",
                        text_ja="相手の場の魔法・罠カードを全部破壊する"))


# 大嵐 / Heavy Storm: destroy every other spell and trap card on the field, both players' (field spells too).
def _other_spells_traps(ctx: Ctx | Resolution) -> list[Card]:
    return all_spell_trap_cards(ctx.duel, ctx.card)


def _heavy_storm(res: Resolution) -> None:
    res.duel.destroy(_other_spells_traps(res), res.cause)


define(19613556, Effect(A, _heavy_storm, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_other_spells_traps(ctx)),
                        text_en="destroy all spell and trap cards on the field",
                        text_ja="場の魔法・罠カードを全部破壊する"))


# ハンマーシュート / Hammer Shot: destroy the field's attack-position monster of highest ATK (chosen at
# resolution among ties; it does not target).
def _highest_attackers(res: Resolution) -> list[Card]:
    d = res.duel
    ups = [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.pos is Pos.ATTACK]
    top = max((d.atk(c) for c in ups), default=0)
    return [c for c in ups if d.atk(c) == top]


def _hammer_shot(res: Resolution) -> None:
    i = res.answer
    if i >= 0 and res.duel.cards[i] in _highest_attackers(res):
        res.duel.destroy([res.duel.cards[i]], res.cause)


define(26412047, Effect(A, _hammer_shot, does=Does.MONSTERS, choice=Choice("card", _highest_attackers),
                        needs=lambda ctx: any(c.pos is Pos.ATTACK for p in (0, 1) for c in ctx.duel.monsters_of(p)),
                        text_en="destroy the attack-position monster with the highest ATK",
                        text_ja="場の攻撃表示モンスターの中で攻撃力が最も高いもの１体を破壊する"))


# Ｈ－ヒートハート / H - Heated Heart: a targeted face-up monster you control gains 500 ATK until the end of the turn
# and this turn deals piercing battle damage.
def _heated_heart(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, 500, 0, res.cause)
        grant_this_turn(res, c, "piercing battle damage this turn", "このターン貫通ダメージを与える", pierce=True)


define(74825788, Effect(A, _heated_heart,
                        target=TargetSpec(side="own", face="up", text_en="a face-up monster you control",
                                          text_ja="自分の表側表示モンスター"),
                        text_en="the target gains 500 ATK and deals piercing damage this turn",
                        text_ja="対象の攻撃力を５００アップし、このターン貫通ダメージを与える"))


# ファイヤー・ボール / Hinotama: 500 damage to the opponent, a player it targets (「精霊の鏡」 may move it,
# R000-001.09).
def _hinotama(res: Resolution) -> None:
    res.duel.damage(res.target_player, 500, res.cause)


define(46130346, Effect(A, _hinotama, targets_player="opp", text_en="500 damage to the opponent",
                        text_ja="相手に５００ダメージ"))


# ヒーローハート / Hero Heart: target a face-up 「Ｅ・ＨＥＲＯ」 monster you control; this turn its ATK becomes half
# its current ATK and it may attack twice in the battle phase.
def _hero_heart(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.set_stat(t, True, half_up(d.atk(t)), res.cause)
        grant_this_turn(res, t, "it may attack twice this turn", "このターン２回攻撃できる", extra_attacks=1)


define(67951831, Effect(A, _hero_heart,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_hero(c),
                                          text_en="a face-up E-HERO monster you control",
                                          text_ja="自分の表側表示の「Ｅ・ＨＥＲＯ」モンスター"),
                        text_en="this turn the target's ATK becomes half and it may attack twice",
                        text_ja="このターン対象の攻撃力は半分になり、２回攻撃できる"))


# ＨＥＲＯ'Ｓ ボンド / HERO's Bond: only while a face-up 「ＨＥＲＯ」 monster is on the field: special summon 2 Level 4
# or lower 「Ｅ・ＨＥＲＯ」 monsters from your hand.
def _bond_heroes(ctx: Ctx | Resolution) -> list[Card]:
    # not one only another card's effect may summon (「Ｅ・ＨＥＲＯ バブルマン・ネオ」), nor any under a lock
    # the Level the monster has in the hand now (「コストダウン」), as 「古のルール」 reads it
    return summonable(ctx, cards_in_hand(ctx.duel, ctx.player, lambda c: is_hero(c) and (ctx.duel.level(c) or 0) <= 4
                                         and can_special_summon_from_hand(c)))


def _heroes_bond(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2 or len(_bond_heroes(res)) < 2:
        return
    for k in (1, 2):
        c = res.ask_cards(_bond_heroes(res), why=lambda x: summoned_refusal(res, x),
                          purpose=SPECIAL_SUMMON.monster.nth(k, 2))
        summon(res, c)


define(76442616, Effect(A, _heroes_bond, asks=True,
                        condition=lambda ctx: any(c.face_up and name_includes(c, "HERO")
                                                  for p in (0, 1) for c in ctx.duel.monsters_of(p)),
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2
                        and len(_bond_heroes(ctx)) >= 2,
                        text_en="special summon 2 Level 4 or lower E-HERO monsters from your hand",
                        text_ja="レベル４以下の「Ｅ・ＨＥＲＯ」を手札から２体特殊召喚する"))


# ヒーローフラッシュ！！ / Hero Flash!!: banish 「Ｈ－ヒートハート」, 「Ｅ－エマージェンシーコール」,
# 「Ｒ－ライトジャスティス」 and 「Ｏ－オーバーソウル」 from your graveyard as its cost; special summon an
# 「Ｅ・ＨＥＲＯ」 normal monster from your deck (activated only with one there and a free monster zone, as the
# other spells that special summon from the deck); this turn the 「Ｅ・ＨＥＲＯ」 normal monsters on your field may
# attack directly.
HERO_LETTERS = (74825788, 213326, 37318031, 63703130)  # Ｈ, Ｅ, Ｒ, Ｏ
_FLASH_PICK, _FLASH_READY = one_each(*(lambda c, code=code: is_named(c, code) for code in HERO_LETTERS))


def _normal_hero(d: Duel, c: Card) -> bool:
    return d.is_normal_monster(c) and is_hero(c)


def _normal_heroes(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return deck_of(d, ctx.player, lambda c: _normal_hero(d, c))


def _hero_flash(res: Resolution) -> None:
    d, me = res.duel, res.player
    summon_one_of(res, _normal_heroes(res), deck=True)
    d.linger(res.card, me, Effect(Kind.CONTINUOUS, direct_attack=True,
                                  affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me
                                  and _normal_hero(ctx.duel, c),
                                  text_en="your E-HERO normal monsters may attack directly this turn",
                                  text_ja="このターン自分の「Ｅ・ＨＥＲＯ」通常モンスターは直接攻撃できる"), res.cause)


define(191749, Effect(A, _hero_flash, asks=True, condition=_FLASH_READY,
                      needs=lambda ctx: room(ctx) and bool(summonable(ctx, _normal_heroes(ctx))),
                      cost=Cost(banish_grave=4, banish_filter=_FLASH_PICK),
                      text_en="banish H, E, R and O from your graveyard: special summon an E-HERO normal monster "
                              "from your deck; your E-HERO normal monsters may attack directly this turn",
                      text_ja="墓地のＨ・Ｅ・Ｒ・Ｏを除外する。デッキの「Ｅ・ＨＥＲＯ」通常モンスターを特殊召喚する。"
                              "このターン自分の「Ｅ・ＨＥＲＯ」通常モンスターは直接攻撃できる"))


# ヒエログリフの石版 / Hieroglyph Lithograph: pay 1000 LP; for the rest of the duel, your hand size limit is 7 (an
# effect left in place with no end, `Effect.hand_limit`; its player is the card's owner, who activated it).
SEVEN_CARDS = Effect(Kind.CONTINUOUS, hand_limit=lambda ctx, p: 7 if p == ctx.player else None,
                     text_en="your hand size limit is 7", text_ja="自分の手札制限枚数は７枚")


def _lithograph(res: Resolution) -> None:
    res.duel.linger(res.card, res.player, SEVEN_CARDS, res.cause, turns=None)


define(10248192, Effect(A, _lithograph, cost=Cost(lp=1000),
                        text_en="pay 1000 LP: your hand size limit becomes 7 for the rest of the duel",
                        text_ja="１０００ライフを払う。以後このデュエルの間、自分の手札の上限は７枚"))
