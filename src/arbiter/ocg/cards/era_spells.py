"""Spell cards of the era's pool (issue 13): the era's tournament staples first, then simple ones.

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.archive_control_search import search_spell
from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.archive_revival import summon
from arbiter.ocg.cards.common import (
    FOREVER,
    SPELL_TRAP,
    banish_targets,
    destroy_targets,
    grant_this_turn,
    nothing,
    room,
    spells_traps_of,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.lasting import Then
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
C = Kind.CONTINUOUS


# 大嵐 / Heavy Storm: destroy every other spell and trap card on the field, both players' (field spells too).
def _other_spells_traps(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p) if c.idx != ctx.card.idx]


def _heavy_storm(res: Resolution) -> None:
    res.duel.destroy(_other_spells_traps(res), res.cause)


define(19613556, Effect(A, _heavy_storm, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_other_spells_traps(ctx)),
                        text_en="destroy all spell and trap cards on the field",
                        text_ja="フィールド上の魔法・罠カードを全て破壊する"))


# トレード・イン / Trade-In: discard 1 Level 8 monster (the cost); draw 2 cards.
def _draw_two(res: Resolution) -> None:
    res.duel.draw(res.target_player, 2, res.cause)


define(38120068, Effect(A, _draw_two, targets_player="own", needs=may_draw("self"),
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and c.data.level == 8),
                        text_en="discard 1 Level 8 monster: draw 2 cards",
                        text_ja="手札のレベル８モンスター１体を捨て、カードを２枚ドローする"))


# ==== damage ====================================================================================================

def _burn(amount: int) -> Operation:
    """An operation: `amount` damage to the player the effect targets (the opponent; 「精霊の鏡」 may move it)."""
    def op(res: Resolution) -> None:
        res.duel.damage(res.target_player, amount, res.cause)
    return op


# 昼夜の大火事 / Ookazi: 800 damage to the opponent.
define(19523799, Effect(A, _burn(800), targets_player="opp", text_en="800 damage to the opponent",
                        text_ja="相手に８００ダメージを与える"))

# 火あぶりの刑 / Final Flame: 600 damage to the opponent.
define(73134081, Effect(A, _burn(600), targets_player="opp", text_en="600 damage to the opponent",
                        text_ja="相手に６００ダメージを与える"))

# 火の粉 / Sparks: 200 damage to the opponent.
define(76103675, Effect(A, _burn(200), targets_player="opp", text_en="200 damage to the opponent",
                        text_ja="相手に２００ダメージを与える"))

# 雷鳴 / Raimei: 300 damage to the opponent.
define(56260110, Effect(A, _burn(300), targets_player="opp", text_en="300 damage to the opponent",
                        text_ja="相手に３００ダメージを与える"))

# デス・メテオ / Meteor of Destruction: 1000 damage to the opponent; it cannot be activated while the opponent has 3000
# LP or less.
define(33767325, Effect(A, _burn(1000), targets_player="opp",
                        condition=lambda ctx: ctx.duel.players[ctx.opponent].lp > 3000,
                        text_en="1000 damage to the opponent (only while they have more than 3000 LP)",
                        text_ja="相手に１０００ダメージ（相手のライフが３０００以下なら発動できない）"))


# 革命 / Restructer Revolution: 200 damage to the opponent for each card in their hand as it resolves.
def _revolution(res: Resolution) -> None:
    res.duel.damage(res.target_player, 200 * len(res.duel.players[res.target_player].hand), res.cause)


define(99518961, Effect(A, _revolution, targets_player="opp",
                        text_en="200 damage to the opponent for each card in their hand",
                        text_ja="相手の手札の枚数×２００ダメージを相手に与える"))


# サンダー・クラッシュ / Thunder Crash: destroy every monster you control; 300 damage to the opponent for each one
# destroyed.
def _thunder_crash(res: Resolution) -> None:
    d = res.duel
    gone = d.destroy(d.monsters_of(res.player), res.cause)
    d.damage(res.opponent, 300 * len(gone), res.cause)


define(69196160, Effect(A, _thunder_crash, does=Does.MONSTERS, needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                        text_en="destroy all your monsters; 300 damage to the opponent for each",
                        text_ja="自分のモンスターを全て破壊し、その数×３００ダメージを相手に与える"))


# ==== destroying by kind ========================================================================================

def _face_up_of_race(race: str) -> Callable[[Ctx | Resolution], list[Card]]:
    def pick(ctx: Ctx | Resolution) -> list[Card]:
        d = ctx.duel
        return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and d.race(c) == race]
    return pick


def _destroy_all_face_up(race: str, en: str, ja: str) -> Effect:
    """"Destroy every face-up monster of this Type on the field" (a face-down monster shows no Type)."""
    pick = _face_up_of_race(race)

    def op(res: Resolution) -> None:
        res.duel.destroy(pick(res), res.cause)

    return Effect(A, op, does=Does.MONSTERS, needs=lambda ctx: bool(pick(ctx)),
                  text_en=f"destroy all face-up {en} monsters on the field",
                  text_ja=f"フィールド上の表側表示の{ja}モンスターを全て破壊する")


# 神の息吹 / Breath of Light: destroy every face-up Rock monster on the field.
define(20101223, _destroy_all_face_up("Rock", "Rock", "岩石族"))

# 酸の嵐 / Acid Rain: destroy every face-up Machine monster on the field.
define(21323861, _destroy_all_face_up("Machine", "Machine", "機械族"))

# 魔女狩り / Last Day of Witch: destroy every face-up Spellcaster monster on the field.
define(90330453, _destroy_all_face_up("Spellcaster", "Spellcaster", "魔法使い族"))

# 戦士抹殺 / Warrior Elimination: destroy every face-up Warrior monster on the field.
define(90873992, _destroy_all_face_up("Warrior", "Warrior", "戦士族"))


# ライトニング・ボルテックス / Lightning Vortex: discard 1 card (the cost): destroy every face-up monster the opponent
# controls.
def _opp_face_up(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.opponent) if c.face_up]


def _vortex(res: Resolution) -> None:
    res.duel.destroy(_opp_face_up(res), res.cause)


define(69162969, Effect(A, _vortex, does=Does.MONSTERS, cost=Cost(discard=1), needs=lambda ctx: bool(_opp_face_up(ctx)),
                        text_en="discard 1 card: destroy all face-up monsters the opponent controls",
                        text_ja="手札を１枚捨て、相手フィールド上の表側表示モンスターを全て破壊する"))


# 封魔一閃 / Flash of the Forbidden Spell: while the opponent has a monster in each of their monster zones, destroy
# every monster they control.
def _full_house(ctx: Ctx) -> bool:
    return all(i >= 0 for i in ctx.duel.players[ctx.opponent].monsters)


def _destroy_opp_monsters(res: Resolution) -> None:
    res.duel.destroy(res.duel.monsters_of(res.opponent), res.cause)


define(39956951, Effect(A, _destroy_opp_monsters, does=Does.MONSTERS, condition=_full_house,
                        text_en="the opponent's monster zones are all full: destroy all their monsters",
                        text_ja="相手のモンスターカードゾーンが全て埋まっている時、相手のモンスターを全て破壊する"))


# 黒・魔・導 / Dark Magic Attack: while you control a face-up 「ブラック・マジシャン」, destroy every spell and trap
# card the opponent controls.
DARK_MAGICIAN = 46986414


def _controls_face_up(ctx: Ctx, passcode: int) -> bool:
    return any(c.face_up and c.data.passcode == passcode for c in ctx.duel.monsters_of(ctx.player))


def _opp_spells_traps(ctx: Ctx | Resolution) -> list[Card]:
    return spells_traps_of(ctx.duel, ctx.opponent)


def _destroy_opp_spells_traps(res: Resolution) -> None:
    res.duel.destroy(_opp_spells_traps(res), res.cause)


define(2314238, Effect(A, _destroy_opp_spells_traps, does=Does.SPELLS_TRAPS,
                       condition=lambda ctx: _controls_face_up(ctx, DARK_MAGICIAN),
                       needs=lambda ctx: bool(_opp_spells_traps(ctx)),
                       text_en="you control Dark Magician: destroy all the opponent's spell and trap cards",
                       text_ja="自分フィールドに「ブラック・マジシャン」がいる時、相手の魔法・罠カードを全て破壊する"))


# 成仏 / Eternal Rest: destroy every monster equipped with an equip card.
def _equipped_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    held = {d.cards[i].equipped_to for p in (0, 1) for i in d.players[p].spells
            if i >= 0 and d.cards[i].face_up and d.cards[i].equipped_to >= 0}
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.idx in held]


def _destroy_equipped(res: Resolution) -> None:
    res.duel.destroy(_equipped_monsters(res), res.cause)


define(95051344, Effect(A, _destroy_equipped, does=Does.MONSTERS, needs=lambda ctx: bool(_equipped_monsters(ctx)),
                        text_en="destroy all monsters equipped with an equip card",
                        text_ja="装備カードを装備したモンスターを全て破壊する"))


# 邪気退散 / Malice Dispersion: discard 1 card (the cost): destroy every face-up continuous trap card on the field.
def _face_up_continuous_traps(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p)
            if c.face_up and c.data.is_trap and "continuous" in c.data.subtypes]


def _purify(res: Resolution) -> None:
    res.duel.destroy(_face_up_continuous_traps(res), res.cause)


define(13626450, Effect(A, _purify, does=Does.SPELLS_TRAPS, cost=Cost(discard=1),
                        needs=lambda ctx: bool(_face_up_continuous_traps(ctx)),
                        text_en="discard 1 card: destroy all face-up continuous trap cards on the field",
                        text_ja="手札を１枚捨て、フィールド上の表側表示の永続罠カードを全て破壊する"))


# 魔法効果の矢 / Spell Shattering Arrow: destroy every face-up spell card the opponent controls; 500 damage to them for
# each one destroyed.
def _opp_face_up_spells(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in spells_traps_of(ctx.duel, ctx.opponent) if c.face_up and c.data.is_spell]


def _arrows(res: Resolution) -> None:
    gone = res.duel.destroy(_opp_face_up_spells(res), res.cause)
    res.duel.damage(res.opponent, 500 * len(gone), res.cause)


define(93260132, Effect(A, _arrows, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_opp_face_up_spells(ctx)),
                        text_en="destroy all the opponent's face-up spell cards; 500 damage to them for each",
                        text_ja="相手の表側表示の魔法カードを全て破壊し、その数×５００ダメージを与える"))


# 罠はずし / Remove Trap: destroy a targeted face-up trap card on the field.
define(51482758, Effect(A, destroy_targets,
                        target=TargetSpec(zone=Zone.SPELLS, face="up", where=lambda ctx, c: c.data.is_trap,
                                          text_en="a face-up trap card", text_ja="表側表示の罠カード"),
                        text_en="destroy the target", text_ja="対象を破壊する"))

# シールドクラッシュ / Shield Crush: destroy a targeted defense-position monster on the field.
define(30683373, Effect(A, destroy_targets,
                        target=TargetSpec(where=lambda ctx, c: c.pos in (Pos.DEFENSE, Pos.SET),
                                          text_en="a defense-position monster", text_ja="守備表示モンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# ハンマーシュート / Hammer Shot: destroy the attack-position monster on the field with the highest ATK (chosen at
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
                        text_ja="フィールド上の攻撃表示モンスターのうち攻撃力が一番高いモンスター１体を破壊する"))


# スタンピング・クラッシュ / Stamping Destruction: while you control a face-up Dragon, destroy a targeted spell or trap
# card and deal 500 damage to its controller.
def _stamping(res: Resolution) -> None:
    for c in res.targets():
        who = c.ctl
        if res.duel.destroy([c], res.cause):
            res.duel.damage(who, 500, res.cause)


define(81385346, Effect(A, _stamping, target=SPELL_TRAP,
                        condition=lambda ctx: any(c.face_up and ctx.duel.race(c) == "Dragon"
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="you control a Dragon: destroy the target and deal 500 damage to its controller",
                        text_ja="自分がドラゴン族を表側表示で持つ時、対象を破壊しそのコントローラーに５００ダメージ"))


# ==== moving cards ==============================================================================================

# おろかな埋葬 / Foolish Burial: send 1 monster from your deck to the graveyard.
def _deck_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if d.cards[i].data.is_monster]


def _foolish_burial(res: Resolution) -> None:
    d = res.duel
    found = _deck_monsters(res)
    if found:
        d.send_to_grave([res.ask_cards(found).idx], res.cause)
    d.shuffle_deck(res.player)


define(81439173, Effect(A, _foolish_burial, asks=True, needs=lambda ctx: bool(_deck_monsters(ctx)),
                        text_en="send 1 monster from your deck to the graveyard",
                        text_ja="デッキからモンスター１体を墓地へ送る"))


# 謙虚な壺 / Pot of Generosity: return 2 cards of your choice from your hand to the deck, which is then shuffled.
def _hand_without_me(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if i != ctx.card.idx]


def _humble_pot(res: Resolution) -> None:
    chosen: list[Card] = []
    for _ in range(2):
        left = [c for c in _hand_without_me(res) if c not in chosen]
        if left:
            chosen.append(res.ask_cards(left))
    res.duel.to_deck(chosen, res.cause)


define(70278545, Effect(A, _humble_pot, asks=True, needs=lambda ctx: len(_hand_without_me(ctx)) >= 2,
                        text_en="return 2 cards from your hand to the deck",
                        text_ja="自分の手札を２枚選んでデッキに戻す"))


# 魂の解放 / Soul Release: banish up to 5 targeted cards from either graveyard.
define(5758500, Effect(A, banish_targets, target=TargetSpec(zone=Zone.GRAVE, count=5, min=1,
                                                            text_en="a card in a graveyard", text_ja="墓地のカード"),
                       text_en="banish the targets", text_ja="対象をゲームから除外する"))

# 墓掘りグール / Gravedigger Ghoul: banish 1 or 2 targeted monster cards in the opponent's graveyard.
define(82542267, Effect(A, banish_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", count=2, min=1,
                                          where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster in the opponent's graveyard",
                                          text_ja="相手の墓地のモンスター"),
                        text_en="banish the targets", text_ja="対象をゲームから除外する"))


# 異次元からの埋葬 / Burial from a Different Dimension: up to 3 targeted banished monsters return to the graveyard.
def _to_grave_targets(res: Resolution) -> None:
    res.duel.send_to_grave([c.idx for c in res.targets()], res.cause)


define(48976825, Effect(A, _to_grave_targets,
                        target=TargetSpec(zone=Zone.BANISHED, count=3, min=1, where=lambda ctx, c: c.data.is_monster,
                                          text_en="a banished monster", text_ja="除外されているモンスター"),
                        text_en="return the targets to the graveyard", text_ja="対象を墓地に戻す"))


# ダーク・バースト / Dark Eruption: add a targeted DARK monster with 1500 or less ATK from your graveyard to your hand.
def _dark_1500(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.attribute == "DARK" and c.data.atk is not None and c.data.atk <= 1500


define(674561, Effect(A, to_hand_targets,
                      target=TargetSpec(zone=Zone.GRAVE, side="own", where=_dark_1500,
                                        text_en="a DARK monster with 1500 or less ATK in your graveyard",
                                        text_ja="自分の墓地の攻撃力１５００以下の闇属性モンスター"),
                      text_en="add the target to your hand", text_ja="対象を手札に加える"))


# 剣闘訓練所 / Gladiator Proving Ground: add a Level 4 or lower 「剣闘獣」 monster from your deck to your hand.
def _small_gladiator(c: Card) -> bool:
    return c.data.is_monster and c.data.name_ja.startswith("剣闘獣") and (c.data.level or 0) <= 4


search_spell(35224440, _small_gladiator, "add a Level 4 or lower Gladiator Beast monster from your deck",
             "デッキからレベル４以下の「剣闘獣」モンスター１体を手札に加える")


# ==== special summons ===========================================================================================

# 古のルール / Ancient Rules: special summon a Level 5 or higher normal monster from your hand.
def _big_normals(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if d.cards[i].data.is_normal_monster and (d.cards[i].data.level or 0) >= 5]


def _ancient_rules(res: Resolution) -> None:
    found = _big_normals(res)
    if found:
        summon(res, res.ask_cards(found))


define(10667321, Effect(A, _ancient_rules, asks=True, needs=lambda ctx: bool(_big_normals(ctx)) and room(ctx),
                        text_en="special summon a Level 5 or higher normal monster from your hand",
                        text_ja="手札からレベル５以上の通常モンスター１体を特殊召喚する"))


# 賢者の宝石 / Sage's Stone: while you control a face-up 「ブラック・マジシャン・ガール」, special summon a
# 「ブラック・マジシャン」 from your hand or deck.
DARK_MAGICIAN_GIRL = 38033121


def _magicians(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[ctx.player].cards_in(z)
            if d.cards[i].data.passcode == DARK_MAGICIAN]


def _sages_stone(res: Resolution) -> None:
    found = _magicians(res)
    if found:
        summon(res, res.ask_cards(found))
    res.duel.shuffle_deck(res.player)


define(13604200, Effect(A, _sages_stone, asks=True, condition=lambda ctx: _controls_face_up(ctx, DARK_MAGICIAN_GIRL),
                        needs=lambda ctx: bool(_magicians(ctx)) and room(ctx),
                        text_en="you control Dark Magician Girl: special summon Dark Magician from your hand or deck",
                        text_ja="「ブラック・マジシャン・ガール」がいる時、手札・デッキから「ブラック・マジシャン」を特殊召喚する"))


# 超進化薬 / Ultra Evolution Pill: tribute 1 Reptile monster you control (the cost): special summon a Dinosaur monster
# from your hand.
def _dinosaurs(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if d.cards[i].data.is_monster
            and d.cards[i].data.race == "Dinosaur"]


def _evolution_pill(res: Resolution) -> None:
    found = _dinosaurs(res)
    if found:
        summon(res, res.ask_cards(found))


define(22431243, Effect(A, _evolution_pill, asks=True, needs=lambda ctx: bool(_dinosaurs(ctx)),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Reptile"),
                        text_en="tribute a Reptile: special summon a Dinosaur from your hand",
                        text_ja="爬虫類族モンスター１体を生け贄に捧げ、手札から恐竜族モンスター１体を特殊召喚する"))


# アリの増殖 / Multiplication of Ants: tribute 1 Insect monster you control (the cost): special summon 2
# 「兵隊アリトークン」 (Insect, EARTH, Level 4, 500/1200), which cannot be tributed for a tribute summon.
ARMY_ANT_TOKEN = 22493812


def _ants(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(ARMY_ANT_TOKEN, "兵隊アリトークン")
    made = [t for t in (d.create_token(data, res.player, ask_position(res), res.cause) for _ in range(2))
            if t is not None]
    keys = {(t.idx, t.oid) for t in made}
    d.linger(res.card, res.player, Effect(C, affects=lambda ctx, c: (c.idx, c.oid) in keys, forbids=("tribute_summon",),
                                          text_en="cannot be tributed for a tribute summon",
                                          text_ja="生け贄召喚のための生け贄にはできない"), res.cause, FOREVER)


define(22493811, Effect(A, _ants, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 1,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Insect"),
                        text_en="tribute an Insect: special summon 2 Army Ant Tokens",
                        text_ja="昆虫族モンスター１体を生け贄に捧げ、「兵隊アリトークン」２体を特殊召喚する"))


# ==== changing monsters =========================================================================================

# アースクエイク / Earthquake: every face-up monster on the field is changed to defense position.
def _face_up_attackers(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.pos is Pos.ATTACK]


def _earthquake(res: Resolution) -> None:
    for c in _face_up_attackers(res):
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(82828051, Effect(A, _earthquake, needs=lambda ctx: bool(_face_up_attackers(ctx)),
                        text_en="change all face-up monsters on the field to defense position",
                        text_ja="フィールド上の表側表示モンスターを全て守備表示にする"))


# 野性解放 / Wild Nature's Release: a targeted face-up Beast or Beast-Warrior gains ATK equal to its DEF; it is
# destroyed in this turn's end phase.
def _beastly(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.race(c) in ("Beast", "Beast-Warrior")


def _wild_release(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.boost(c, d.defense(c), 0, res.cause, until_end=False)
        d.at_end_phase(c, Then.DESTROY, res.cause)


define(61166988, Effect(A, _wild_release,
                        target=TargetSpec(face="up", where=_beastly, text_en="a face-up Beast or Beast-Warrior",
                                          text_ja="表側表示の獣族・獣戦士族モンスター"),
                        text_en="the target gains ATK equal to its DEF; destroy it in the end phase",
                        text_ja="対象の攻撃力は守備力分アップし、エンドフェイズ時に破壊される"))


# リミッター解除 / Limiter Removal: every face-up Machine monster you control has its ATK doubled until the end of the
# turn; in this turn's end phase they are destroyed.
def _my_machines(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.player) if c.face_up and d.race(c) == "Machine"]


def _limiter(res: Resolution) -> None:
    d = res.duel
    for c in _my_machines(res):
        d.boost(c, d.atk(c), 0, res.cause)
        d.at_end_phase(c, Then.DESTROY, res.cause)


define(23171610, Effect(A, _limiter, needs=lambda ctx: bool(_my_machines(ctx)),
                        text_en="double your Machines' ATK until the end of the turn; destroy them in the end phase",
                        text_ja="自分の機械族モンスターの攻撃力はターン終了時まで倍になり、エンドフェイズに破壊される"))


# 百獣大行進 / The Big March of Animals: your face-up Beast monsters gain 200 ATK for each Beast monster you control,
# until the end of the turn.
def _my_beasts(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.player) if c.face_up and d.race(c) == "Beast"]


def _beast_march(res: Resolution) -> None:
    beasts = _my_beasts(res)
    for c in beasts:
        res.duel.boost(c, 200 * len(beasts), 0, res.cause)


define(1689516, Effect(A, _beast_march, needs=lambda ctx: bool(_my_beasts(ctx)),
                       text_en="your face-up Beasts gain 200 ATK for each Beast you control until the end phase",
                       text_ja="自分の表側表示の獣族モンスターの攻撃力はエンドフェイズまで獣族の数×２００アップ"))


# ピラミッドパワー / Pyramid Energy: either every face-up monster you control gains 200 ATK, or they gain 500 DEF, until
# the end phase (declared on activation).
def _pyramid(res: Resolution) -> None:
    atk = res.link.declared == "atk"
    for c in res.duel.monsters_of(res.player):
        if c.face_up:
            res.duel.boost(c, 200 if atk else 0, 0 if atk else 500, res.cause)


define(76754619, Effect(A, _pyramid, declare=("atk", "def"),
                        needs=lambda ctx: any(c.face_up for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="your face-up monsters gain 200 ATK, or 500 DEF, until the end phase",
                        text_ja="自分の表側表示モンスター全ての攻撃力を２００、または守備力を５００アップ（エンドフェイズまで）"))


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


# 威圧する魔眼 / Overpowering Eye: a targeted Zombie monster you control with 2000 or less ATK may attack directly this
# turn.
def _small_zombie(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.race(c) == "Zombie" and ctx.duel.atk(c) <= 2000


def _overpowering(res: Resolution) -> None:
    for c in res.targets():
        grant_this_turn(res, c, "may attack directly this turn", "このターン直接攻撃できる", direct_attack=True)


define(60577362, Effect(A, _overpowering,
                        target=TargetSpec(side="own", face="up", where=_small_zombie,
                                          text_en="a Zombie with 2000 or less ATK you control",
                                          text_ja="自分の攻撃力２０００以下のアンデット族モンスター"),
                        text_en="the target may attack directly this turn", text_ja="対象はこのターン直接攻撃できる"))


# ==== field spells ==============================================================================================

# the activation of a field or continuous spell whose effects apply while it stays face-up
ACTIVATE = Effect(A, nothing, text_en="activate", text_ja="発動")


def _face_up_monster(c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up


def _by_race(up: tuple[str, ...], amount: int, en: str, ja: str, down: tuple[str, ...] = ()) -> Effect:
    """A field spell's continuous effect: face-up monsters of the `up` Types gain `amount` ATK and DEF (those of the
    `down` Types lose as much)."""
    def value(ctx: Ctx, c: Card) -> int:
        return amount if ctx.duel.race(c) in up else -amount

    return Effect(C, affects=lambda ctx, c: _face_up_monster(c) and ctx.duel.race(c) in up + down, atk=value,
                  defense=value, text_en=en, text_ja=ja)


def _by_attribute(attribute: str, atk: int, defense: int, ja: str) -> Effect:
    """A field spell's continuous effect: face-up monsters of this Attribute gain `atk` ATK and `defense` DEF."""
    return Effect(C, affects=lambda ctx, c: _face_up_monster(c) and c.data.attribute == attribute,
                  atk=lambda ctx, c: atk, defense=lambda ctx, c: defense,
                  text_en=f"{attribute} monsters: {atk:+} ATK, {defense:+} DEF",
                  text_ja=f"{ja}属性モンスターの攻撃力{atk:+}、守備力{defense:+}")


# 山 / Mountain: Dragon, Winged Beast and Thunder monsters gain 200 ATK and DEF.
define(50913601, ACTIVATE, _by_race(("Dragon", "Winged Beast", "Thunder"), 200,
                                  "Dragon, Winged Beast and Thunder monsters +200 ATK/DEF",
                                  "ドラゴン族・鳥獣族・雷族モンスターの攻撃力・守備力２００アップ"))

# 草原 / Sogen: Warrior and Beast-Warrior monsters gain 200 ATK and DEF.
define(86318356, ACTIVATE, _by_race(("Warrior", "Beast-Warrior"), 200,
                                    "Warrior and Beast-Warrior monsters +200 ATK/DEF",
                                    "戦士族・獣戦士族モンスターの攻撃力・守備力２００アップ"))

# 森 / Forest: Insect, Beast, Plant and Beast-Warrior monsters gain 200 ATK and DEF.
define(87430998, ACTIVATE, _by_race(("Insect", "Beast", "Plant", "Beast-Warrior"), 200,
                                  "Insect, Beast, Plant and Beast-Warrior monsters +200 ATK/DEF",
                                  "昆虫族・獣族・植物族・獣戦士族モンスターの攻撃力・守備力２００アップ"))

# 荒野 / Wasteland: Dinosaur, Zombie and Rock monsters gain 200 ATK and DEF.
define(23424603, ACTIVATE, _by_race(("Dinosaur", "Zombie", "Rock"), 200,
                                    "Dinosaur, Zombie and Rock monsters +200 ATK/DEF",
                                  "恐竜族・アンデット族・岩石族モンスターの攻撃力・守備力２００アップ"))

# 闇 / Yami: Fiend and Spellcaster monsters gain 200 ATK and DEF; Fairy monsters lose 200.
define(59197169, ACTIVATE, _by_race(("Fiend", "Spellcaster"), 200, "Fiends and Spellcasters +200 ATK/DEF, Fairies -200",
                                  "悪魔族・魔法使い族は攻守２００アップ、天使族は攻守２００ダウン", down=("Fairy",)))

# ジュラシックワールド / Jurassic World: Dinosaur monsters gain 300 ATK and DEF.
define(10080320, ACTIVATE, _by_race(("Dinosaur",), 300, "Dinosaur monsters +300 ATK/DEF",
                                  "恐竜族モンスターの攻撃力・守備力３００アップ"))

# ダークゾーン / Mystic Plasma Zone: DARK monsters gain 500 ATK and lose 400 DEF.
define(18161786, ACTIVATE, _by_attribute("DARK", 500, -400, "闇"))

# バーニングブラッド / Molten Destruction: FIRE monsters gain 500 ATK and lose 400 DEF.
define(19384334, ACTIVATE, _by_attribute("FIRE", 500, -400, "炎"))

# デザートストーム / Rising Air Current: WIND monsters gain 500 ATK and lose 400 DEF.
define(45778932, ACTIVATE, _by_attribute("WIND", 500, -400, "風"))

# ガイアパワー / Gaia Power: EARTH monsters gain 500 ATK and lose 400 DEF.
define(56594520, ACTIVATE, _by_attribute("EARTH", 500, -400, "地"))

# シャインスパーク / Luminous Spark: LIGHT monsters gain 500 ATK and lose 400 DEF.
define(81777047, ACTIVATE, _by_attribute("LIGHT", 500, -400, "光"))

# ウォーターワールド / Umiiruka: WATER monsters gain 500 ATK and lose 400 DEF.
define(82999629, ACTIVATE, _by_attribute("WATER", 500, -400, "水"))

# アシッドレイン / Acidic Downpour: EARTH monsters lose 500 ATK and gain 400 DEF.
define(35956022, ACTIVATE, _by_attribute("EARTH", -500, 400, "地"))

# 聖域の歌声 / Chorus of Sanctuary: defense-position monsters gain 500 DEF.
define(81380218, ACTIVATE, Effect(C, affects=lambda ctx, c: _face_up_monster(c) and c.pos is Pos.DEFENSE,
                                defense=lambda ctx, c: 500, text_en="defense-position monsters +500 DEF",
                                text_ja="守備表示モンスターの守備力５００アップ"))


# ==== continuous spells =========================================================================================

# 連合軍 / The A. Forces: the Warrior monsters you control gain 200 ATK for each Warrior or Spellcaster monster you
# control.
def _allies(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 200 * sum(m.face_up and d.race(m) in ("Warrior", "Spellcaster") for m in d.monsters_of(ctx.player))


define(403847, ACTIVATE,
       Effect(C, affects=lambda ctx, c: _face_up_monster(c) and c.ctl == ctx.player and ctx.duel.race(c) == "Warrior",
              atk=_allies, text_en="your Warriors +200 ATK for each Warrior or Spellcaster you control",
              text_ja="自分の戦士族モンスターの攻撃力は自分の戦士族・魔法使い族モンスターの数×２００アップ"))

# カオス・シールド / Yellow Luster Shield: the monsters you control gain 300 DEF.
define(4542651, ACTIVATE,
       Effect(C, affects=lambda ctx, c: _face_up_monster(c) and c.ctl == ctx.player, defense=lambda ctx, c: 300,
              text_en="your monsters +300 DEF", text_ja="自分フィールド上のモンスターの守備力３００アップ"))

# 虫除けバリアー / Insect Barrier: the opponent's Insect monsters cannot declare an attack.
define(23615409, ACTIVATE,
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != ctx.player
              and ctx.duel.race(c) == "Insect",
              forbids=("attack",), text_en="the opponent's Insects cannot attack",
              text_ja="相手フィールド上の昆虫族モンスターは攻撃宣言できない"))

# 強者の苦痛 / Burden of the Mighty: each face-up monster the opponent controls loses 100 ATK for each of its Levels.
define(44947065, ACTIVATE,
       Effect(C, affects=lambda ctx, c: _face_up_monster(c) and c.ctl != ctx.player,
              atk=lambda ctx, c: -100 * ctx.duel.level(c),
              text_en="the opponent's face-up monsters lose 100 ATK per Level",
              text_ja="相手の表側表示モンスターの攻撃力はレベル×１００ダウン"))
