"""Trap cards of the era's pool (issue 13): the era's tournament staples first, then simple ones.

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"""

from __future__ import annotations

from arbiter.ocg.cards.archive_return import ZonesSpec
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    answered_link,
    banish_targets,
    ctx_of,
    destroy_targets,
    negate_activation,
    nothing,
    opponent_attacks,
    spells_traps_of,
    the_attacker,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
C = Kind.CONTINUOUS


# マジック・ジャマー / Magic Jammer: discard 1 card (the cost): negate the activation of a spell card and destroy it.
def _spell_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    d = ctx.duel
    return link is not None and d.cards[link.card].data.is_spell and d.effect_of(link.card, link.effect).kind \
        is Kind.ACTIVATE


def _negate_answered(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        negate_activation(res, link)


define(77414722, Effect(A, _negate_answered, condition=_spell_activated, cost=Cost(discard=1),
                        text_en="discard 1 card: negate the activation of a spell card and destroy it",
                        text_ja="手札を１枚捨て、魔法カードの発動を無効にし破壊する"))


# 激流葬 / Torrential Tribute: when a monster is summoned (normal, flip or special summoned), destroy every monster on
# the field.
def _monster_summoned(ctx: Ctx) -> bool:
    return any(e.kind in ("summoned", "special_summoned") for e in ctx.events)


def _torrential(res: Resolution) -> None:
    d = res.duel
    d.destroy(d.monsters_of(d.tp) + d.monsters_of(1 - d.tp), res.cause)


define(53582587, Effect(A, _torrential, does=Does.MONSTERS, condition=_monster_summoned,
                        responds_to=("special_summoned",),
                        text_en="a monster was summoned: destroy all monsters on the field",
                        text_ja="モンスターが召喚・反転召喚・特殊召喚された時、フィールド上のモンスターを全て破壊する"))


# 次元幽閉 / Dimensional Prison: when an opponent's monster declares an attack, banish that attacking monster (targeting
# it).
define(70342110, Effect(A, banish_targets, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="banish the attacking monster", text_ja="攻撃モンスターをゲームから除外する"))


# ==== answering an attack =======================================================================================

# 邪神の大災害 / Malevolent Catastrophe: when an opponent's monster declares an attack, destroy every other spell and
# trap card on the field.
def _other_spells_traps(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p) if c.idx != ctx.card.idx]


def _catastrophe(res: Resolution) -> None:
    res.duel.destroy(_other_spells_traps(res), res.cause)


define(1224927, Effect(A, _catastrophe, does=Does.SPELLS_TRAPS, condition=opponent_attacks,
                       text_en="an opponent's monster attacks: destroy all spell and trap cards on the field",
                       text_ja="相手モンスターの攻撃宣言時、フィールド上の魔法・罠カードを全て破壊する"))


# 邪悪なるバリア －ダーク・フォース－ / Dark Mirror Force: when an opponent's monster declares an attack, banish every
# defense-position monster the opponent controls.
def _dark_force(res: Resolution) -> None:
    d = res.duel
    d.banish([c for c in d.monsters_of(res.opponent) if c.pos in (Pos.DEFENSE, Pos.SET)], res.cause)


define(20522190, Effect(A, _dark_force, does=Does.MONSTERS, condition=opponent_attacks,
                        text_en="an opponent's monster attacks: banish all their defense-position monsters",
                        text_ja="相手モンスターの攻撃宣言時、相手の守備表示モンスターを全てゲームから除外する"))


# 閃光のバリア －シャイニング・フォース－ / Radiant Mirror Force: when an opponent's monster declares an attack while
# they control 3 or more attack-position monsters, destroy every attack-position monster they control.
def _their_attackers(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.opponent) if c.pos is Pos.ATTACK]


def _shining_force(res: Resolution) -> None:
    res.duel.destroy(_their_attackers(res), res.cause)


define(21481146, Effect(A, _shining_force, does=Does.MONSTERS,
                        condition=lambda ctx: opponent_attacks(ctx) and len(_their_attackers(ctx)) >= 3,
                        text_en="an opponent's monster attacks while they have 3+ attack-position monsters: destroy "
                                "them all",
                        text_ja="相手の攻撃表示モンスターが３体以上の時の攻撃宣言時、相手の攻撃表示モンスターを全て破壊する"))


# ==== damage ====================================================================================================

# 自業自得 / Just Desserts: 500 damage to the opponent for each monster they control.
def _desserts(res: Resolution) -> None:
    res.duel.damage(res.target_player, 500 * len(res.duel.monsters_of(res.target_player)), res.cause)


define(24068492, Effect(A, _desserts, targets_player="opp", needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="500 damage to the opponent for each monster they control",
                        text_ja="相手フィールド上のモンスター１体につき５００ダメージを与える"))


# セメタリー・ボム / Cemetary Bomb: 100 damage to the opponent for each card in their graveyard.
def _cemetery_bomb(res: Resolution) -> None:
    res.duel.damage(res.target_player, 100 * len(res.duel.players[res.target_player].grave), res.cause)


define(51394546, Effect(A, _cemetery_bomb, targets_player="opp",
                        text_en="100 damage to the opponent for each card in their graveyard",
                        text_ja="相手の墓地のカード１枚につき１００ダメージを与える"))


# 仕込みマシンガン / Secret Barrel: 200 damage to the opponent for each card in their hand and on their side of the
# field.
def _secret_barrel(res: Resolution) -> None:
    d = res.duel
    p = res.target_player
    pl = d.players[p]
    n = len(pl.hand) + len(d.monsters_of(p)) + len(spells_traps_of(d, p))
    d.damage(p, 200 * n, res.cause)


define(27053506, Effect(A, _secret_barrel, targets_player="opp",
                        text_en="200 damage to the opponent for each card in their hand and on their field",
                        text_ja="相手の手札とフィールド上のカード１枚につき２００ダメージを与える"))


# Ｄ．Ｄ．ダイナマイト / D.D. Dynamite: 300 damage to the opponent for each of their banished cards.
def _dd_dynamite(res: Resolution) -> None:
    res.duel.damage(res.target_player, 300 * len(res.duel.players[res.target_player].banished), res.cause)


define(8628798, Effect(A, _dd_dynamite, targets_player="opp",
                       text_en="300 damage to the opponent for each of their banished cards",
                       text_ja="相手の除外されているカード１枚につき３００ダメージを与える"))


# ソーラーレイ / Solar Ray: 600 damage to the opponent for each face-up LIGHT monster you control.
def _my_lights(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and c.data.attribute == "LIGHT"]


def _solar_ray(res: Resolution) -> None:
    res.duel.damage(res.target_player, 600 * len(_my_lights(res)), res.cause)


define(44472639, Effect(A, _solar_ray, targets_player="opp", needs=lambda ctx: bool(_my_lights(ctx)),
                        text_en="600 damage to the opponent for each face-up LIGHT monster you control",
                        text_ja="自分の表側表示の光属性モンスター１体につき６００ダメージを与える"))


# 残骸爆破 / Blasting the Ruins: while your graveyard holds 30 or more cards, 3000 damage to the opponent.
define(21466326, Effect(A, lambda res: res.duel.damage(res.target_player, 3000, res.cause), targets_player="opp",
                        condition=lambda ctx: len(ctx.duel.players[ctx.player].grave) >= 30,
                        text_en="with 30 or more cards in your graveyard: 3000 damage to the opponent",
                        text_ja="自分の墓地が３０枚以上の時、相手に３０００ダメージを与える"))


# 岩投げアタック / Rock Bombardment: send a Rock monster from your deck to the graveyard; 500 damage to the opponent.
def _deck_rocks(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if d.cards[i].data.is_monster
            and d.cards[i].data.race == "Rock"]


def _rock_bombardment(res: Resolution) -> None:
    d = res.duel
    rocks = _deck_rocks(res)
    if rocks:
        d.send_to_grave([res.ask_cards(rocks).idx], res.cause)
    d.shuffle_deck(res.player)
    d.damage(res.opponent, 500, res.cause)


define(20781762, Effect(A, _rock_bombardment, asks=True, needs=lambda ctx: bool(_deck_rocks(ctx)),
                        text_en="send a Rock monster from your deck to the graveyard; 500 damage to the opponent",
                        text_ja="デッキから岩石族モンスター１体を墓地へ送り、相手に５００ダメージを与える"))


# 火霊術－「紅」 / Spiritual Fire Art - Kurenai: tribute 1 FIRE monster (the cost); damage to the opponent equal to its
# original ATK.
def _kurenai(res: Resolution) -> None:
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    res.duel.damage(res.opponent, sum(c.base.atk or 0 for c in paid), res.cause)


define(42945701, Effect(A, _kurenai,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and m.data.attribute == "FIRE"),
                        text_en="tribute a FIRE monster: damage to the opponent equal to its original ATK",
                        text_ja="炎属性モンスター１体を生け贄に捧げ、その元々の攻撃力分のダメージを相手に与える"))


# 破壊指輪 / Destruction Ring: destroy a face-up monster you control (chosen at resolution); both players take 1000
# damage.
def _my_face_up(res: Resolution) -> list[Card]:
    return [c for c in res.duel.monsters_of(res.player) if c.face_up]


def _destruction_ring(res: Resolution) -> None:
    d = res.duel
    i = res.answer
    if i >= 0 and d.cards[i] in _my_face_up(res) and d.destroy([d.cards[i]], res.cause):
        d.damage(res.player, 1000, res.cause)
        d.damage(res.opponent, 1000, res.cause)


define(21219755, Effect(A, _destruction_ring, does=Does.MONSTERS, choice=Choice("card", _my_face_up),
                        needs=lambda ctx: any(c.face_up for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="destroy a face-up monster you control; both players take 1000 damage",
                        text_ja="自分の表側表示モンスター１体を破壊し、お互いに１０００ダメージを受ける"))


# ==== destruction ===============================================================================================

# 魔力浄化 / Spell Purification: discard 1 card (the cost): destroy every face-up continuous spell card on the field.
def _face_up_continuous_spells(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p)
            if c.face_up and c.data.is_spell and "continuous" in c.data.subtypes]


def _spell_purification(res: Resolution) -> None:
    res.duel.destroy(_face_up_continuous_spells(res), res.cause)


define(1669772, Effect(A, _spell_purification, does=Does.SPELLS_TRAPS, cost=Cost(discard=1),
                       needs=lambda ctx: bool(_face_up_continuous_spells(ctx)),
                       text_en="discard 1 card: destroy all face-up continuous spell cards on the field",
                       text_ja="手札を１枚捨て、フィールド上の表側表示の永続魔法カードを全て破壊する"))


# 武装解除 / Disarmament: destroy every equip card on the field.
def _equip_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p) if c.face_up and c.equipped_to >= 0]


def _disarm(res: Resolution) -> None:
    res.duel.destroy(_equip_cards(res), res.cause)


define(20727787, Effect(A, _disarm, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_equip_cards(ctx)),
                        text_en="destroy all equip cards on the field",
                        text_ja="フィールド上の装備カードを全て破壊する"))


# 大成仏 / Really Eternal Rest: destroy every monster equipped with an equip card.
def _equipped_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    held = {c.equipped_to for c in _equip_cards(ctx)}
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.idx in held]


def _eternal_rest(res: Resolution) -> None:
    res.duel.destroy(_equipped_monsters(res), res.cause)


define(28121403, Effect(A, _eternal_rest, does=Does.MONSTERS, needs=lambda ctx: bool(_equipped_monsters(ctx)),
                        text_en="destroy all monsters equipped with an equip card",
                        text_ja="装備カードを装備したモンスターを全て破壊する"))


# つり天井 / Needle Ceiling: while there are 4 or more monsters on the field, destroy every face-up monster on the
# field.
def _all_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return d.monsters_of(d.tp) + d.monsters_of(1 - d.tp)


def _ceiling(res: Resolution) -> None:
    res.duel.destroy([c for c in _all_monsters(res) if c.face_up], res.cause)


define(38411870, Effect(A, _ceiling, does=Does.MONSTERS, condition=lambda ctx: len(_all_monsters(ctx)) >= 4,
                        text_en="with 4 or more monsters on the field: destroy all face-up monsters",
                        text_ja="フィールド上にモンスターが４体以上いる時、表側表示モンスターを全て破壊する"))


# ふるい落とし / Weed Out: pay 500 LP (the cost): destroy every face-up attack-position Level 3 monster.
def _level_3_attackers(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in _all_monsters(ctx) if c.pos is Pos.ATTACK and ctx.duel.level(c) == 3]


def _sift(res: Resolution) -> None:
    res.duel.destroy(_level_3_attackers(res), res.cause)


define(28604635, Effect(A, _sift, does=Does.MONSTERS, cost=Cost(lp=500),
                        needs=lambda ctx: bool(_level_3_attackers(ctx)),
                        text_en="pay 500 LP: destroy all face-up attack-position Level 3 monsters",
                        text_ja="５００ライフを払い、表側攻撃表示のレベル３モンスターを全て破壊する"))


# ストレートフラッシュ / Straight Flush: while the opponent has a card in each of their five spell & trap zones, destroy
# every card in those zones.
def _their_zone_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.opponent].spells if i >= 0]


def _straight_flush(res: Resolution) -> None:
    res.duel.destroy(_their_zone_cards(res), res.cause)


define(25173686, Effect(A, _straight_flush, does=Does.SPELLS_TRAPS,
                        condition=lambda ctx: all(i >= 0 for i in ctx.duel.players[ctx.opponent].spells),
                        text_en="the opponent's spell & trap zones are all full: destroy every card in them",
                        text_ja="相手の魔法・罠カードゾーンが全て埋まっている時、そのカードを全て破壊する"))


# ゴッドバードアタック / Icarus Attack: tribute 1 Winged Beast monster (the cost): destroy 2 targeted cards on the
# field.
define(53567095, Effect(A, destroy_targets,
                        target=ZonesSpec(count=2, text_en="a card on the field", text_ja="フィールド上のカード"),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Winged Beast"),
                        text_en="tribute a Winged Beast: destroy 2 target cards on the field",
                        text_ja="鳥獣族モンスター１体を生け贄に捧げ、フィールド上のカード２枚を破壊する"))


# ==== changing monsters and turns ===============================================================================

# シールドスピア / Shield Spear: a targeted face-up monster gains 400 ATK and DEF until the end of the turn.
def _shield_spear(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, 400, 400, res.cause)


define(3244563, Effect(A, _shield_spear, target=FACE_UP_MONSTER,
                       text_en="the target gains 400 ATK and DEF until the end of the turn",
                       text_ja="対象の攻撃力・守備力はターン終了時まで４００アップ"))


# 老化の呪い / Curse of Aging: discard 1 card (the cost): every monster the opponent controls loses 500 ATK and DEF
# until the end of the turn.
def _aging(res: Resolution) -> None:
    for c in res.duel.monsters_of(res.opponent):
        res.duel.boost(c, -500, -500, res.cause)


define(41398771, Effect(A, _aging, cost=Cost(discard=1), needs=lambda ctx: any(
    c.face_up for c in ctx.duel.monsters_of(ctx.opponent)),
    text_en="discard 1 card: the opponent's monsters lose 500 ATK and DEF until the end of the turn",
    text_ja="手札を１枚捨て、相手のモンスター全ての攻撃力・守備力をターン終了時まで５００ダウン"))


# 威嚇する咆哮 / Threatening Roar: the opponent cannot declare an attack this turn.
def _roar(res: Resolution) -> None:
    ban = Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != ctx.player, forbids=("attack",),
                 text_en="the opponent cannot attack this turn", text_ja="相手はこのターン攻撃宣言できない")
    res.duel.linger(res.card, res.player, ban, res.cause)


define(36361633, Effect(A, _roar, text_en="the opponent cannot declare an attack this turn",
                        text_ja="このターン相手は攻撃宣言をする事ができない"))


# 刻の封印 / Time Seal: the opponent skips the draw phase of their next turn.
def _time_seal(res: Resolution) -> None:
    d = res.duel
    d.skip_phase(res.opponent, "draw", d.next_turn_of(res.opponent), res.cause)


define(35316708, Effect(A, _time_seal, text_en="the opponent skips the draw phase of their next turn",
                        text_ja="次の相手ターンのドローフェイズをスキップする"))


# 最終突撃命令 / Final Attack Orders: every face-up monster on the field is in attack position and cannot change its
# battle position.
define(52503575, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up, position=Pos.ATTACK,
              forbids=("change_position",),
              text_en="all face-up monsters are in attack position and cannot change their battle positions",
              text_ja="フィールド上の表側表示モンスターは全て攻撃表示になり、表示形式を変更できない"))


# 竜の逆鱗 / Dragon's Rage: your Dragon monsters deal piercing battle damage.
define(54178050, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player
              and ctx.duel.race(c) == "Dragon", pierce=True, text_en="your Dragons deal piercing battle damage",
              text_ja="自分のドラゴン族モンスターが守備表示モンスターを攻撃した時、貫通ダメージを与える"))
