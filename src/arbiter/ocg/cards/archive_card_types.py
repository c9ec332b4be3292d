"""Seed 004 ●モンスター扱いの罠, ●装備カード扱いのモンスター・罠, ●永続魔法カード扱いのモンスター,
●ターンをカウントする効果: cards that are treated as another kind of card, and effects that count turns.

- Traps that become monsters (R004-123): special summoned with `Duel.summon_as_monster`; on the field
  they are the monster the card describes, a trap card again once they leave the monster zone.
- Monsters and traps treated as equip cards (R004-125): a monster card (or a trap) is put face-up in a
  spell & trap zone, equipped to a monster (`equipped_to`); the rules destroy it when that monster leaves
  the field or turns face-down. Union monsters equip themselves once a turn and come back as monsters.
- Monsters treated as continuous spells (R004-126): the 「宝玉獣」 monsters, which may be placed face-up in
  the spell & trap zone instead of going to the graveyard when they are destroyed face-up
  (`Duel.place_as_spell`: there they are continuous spells without their monster effects), and the cards
  that count or use them: 「宝玉の恵み」, 「宝玉の氾濫」, 「虹の古代都市－レインボー・ルイン」 and 「ラスト・リゾート」,
  which activates it from the deck.
- Effects that count turns (R004-127 to R004-131): every turn counts, the players' turns alternating;
  "counting the opponent's turns" counts only theirs, the turn of the activation included when it is
  theirs. 「運命の火時計」 advances such a count by one; effects that count phases (「波動キャノン」,
  「封印の黄金櫃」, 「タイムカプセル」, R004-132) have no turn count.

Effects that wait for a later phase after their card resolved are carried out by the card itself from the
graveyard (or the field), as a trigger in that phase. 「スフィア・ボム 球体時限爆弾」, 「瞬着ボマー」 and
「精神寄生体」 (answering the `attacked` event face-down) are declared in archive_monster_effects. Not
declared, because what they need is missing: 「闇よりの罠」 (using another card's effect as this card's own).
「未来融合－フューチャー・フュージョン」 (archive_fusion), 「暗黒魔族ギルファー・デーモン」, 「サクリファイス」,
「サウザンド・アイズ・サクリファイス」,
「鎖付きブーメラン」, 「鎖付き爆弾」, 「メタル化・魔法反射装甲」, 「邪神アバター」, 「光の護封剣」,
「死のデッキ破壊ウイルス」, 「魔のデッキ破壊ウイルス」, 「封印の黄金櫃」 and 「タイムカプセル」 are declared in other
modules. Union monsters declare, besides equipping, unequipping, the stat change and taking the equipped
monster's place in battle, what else they give: piercing damage, tokens, discards, a change of the equipped
monster's position (「セコンド・ゴブリン」), a direct attack by tributing the union (「騎竜」).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.archive_chain import activation_of
from arbiter.ocg.cards.archive_discard import discard_random
from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.archive_return import (
    Pair,
    alive,
    ask_yes_no,
    battlers,
    deck_of,
    equipped_by,
    field_card,
    field_of,
    grave_of,
    hand_of,
    named,
    note,
    notes,
    observer,
    on_field_as,
    phase_of,
    return_to_deck,
    turn_player_of,
    turns_of,
    unnote,
)
from arbiter.ocg.cards.common import (
    PIERCING,
    SEND_SELF,
    answered,
    burn_500,
    ctx_of,
    grant_this_turn,
    negate_activation,
    nothing,
    opponent_attacks,
    room,
    token_data,
)
from arbiter.ocg.cards.flip_monsters import ask_summon_position
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import also_attribute, has_attribute, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER
C = Kind.CONTINUOUS
LEAVES = ("destroyed", "sent", "tributed", "to_hand", "to_deck", "banished")
MAIN_PHASES = ("main1", "main2")


# ==== R004-123: traps that become monsters ==========================================================

def _monster_of(c: Card, race: str, attribute: str, level: int, atk: int | None, defense: int | None,
                effect: bool) -> CardData:
    """The monster a trap card becomes: its own name, still a trap card too."""
    return dataclasses.replace(c.base, kind="monster", subtypes=frozenset({"effect" if effect else "normal", "trap"}),
                               race=race, attribute=attribute, level=level, atk=atk, def_=defense)


def _trap_monster(race: str, attribute: str, level: int, atk: int | None, defense: int | None, effect: bool,
                  pos: Pos | None) -> Callable[[Resolution], None]:
    """Special summon this trap card as the monster it describes (pos None: the player chooses)."""

    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if not alive(res) or not c.on_field or d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        data = _monster_of(c, race, attribute, level, atk, defense, effect)
        where = pos if pos is not None else ask_summon_position(res, c, res.player, face_down=False)
        d.summon_as_monster(c, data, res.player, where, res.cause)

    return op


def _self_as_monster(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and c.zone is Zone.MONSTERS


# アポピスの化神 / Embodiment of Apophis (continuous trap): in either player's main phase, it becomes a
# normal monster (Reptile, EARTH, level 4, 1600/1800) and is special summoned (still a trap card too).
define(28649820, Effect(A, _trap_monster("Reptile", "EARTH", 4, 1600, 1800, False, None), asks=True,
                        condition=lambda ctx: ctx.duel.phase in MAIN_PHASES, needs=room,
                        text_en="special summon this card as a normal monster (Reptile/EARTH/4/1600/1800)",
                        text_ja="このカードを通常モンスター（爬虫類族・地・星４・１６００／１８００）として特殊召喚する"))

# メタル・リフレクト・スライム / Metal Reflect Slime (continuous trap): it becomes an effect monster (Aqua,
# WATER, level 10, 0/3000), special summoned in defense position; it cannot attack.
define(26905245, Effect(A, _trap_monster("Aqua", "WATER", 10, 0, 3000, True, Pos.DEFENSE), needs=room,
                        text_en="special summon this card in defense position as an effect monster "
                                "(Aqua/WATER/10/0/3000)",
                        text_ja="このカードを効果モンスター（水族・水・星１０・０／３０００）として守備表示で特殊召喚"),
       Effect(C, forbids=("attack",), affects=_self_as_monster, text_en="it cannot attack", text_ja="攻撃できない"))


# 機動砦 ストロング・ホールド / Stronghold the Moving Fortress (continuous trap): it becomes an effect
# monster (Machine, EARTH, level 4, 0/2000), special summoned in defense position; while you control
# face-up 「グリーン・ガジェット」, 「レッド・ガジェット」 and 「イエロー・ガジェット」 it gains 3000 ATK.
GADGETS = (41172955, 86445415, 13839120)


def _gadgets(ctx: Ctx, c: Card) -> int:
    have = {m.data.passcode for m in ctx.duel.monsters_of(ctx.card.ctl) if m.face_up}
    return 3000 if all(g in have for g in GADGETS) else 0


define(13955608, Effect(A, _trap_monster("Machine", "EARTH", 4, 0, 2000, True, Pos.DEFENSE), needs=room,
                        text_en="special summon this card in defense position as an effect monster "
                                "(Machine/EARTH/4/0/2000)",
                        text_ja="このカードを効果モンスター（機械族・地・星４・０／２０００）として守備表示で特殊召喚"),
       Effect(C, affects=_self_as_monster, atk=_gadgets, text_en="with the three Gadgets: +3000 ATK",
              text_ja="３種の「ガジェット」が存在する場合、攻撃力３０００アップ"))


# 死霊ゾーマ / Zoma the Spirit (continuous trap): it becomes an effect monster (Zombie, DARK, level 4,
# 1800/500), special summoned in defense position. When it is destroyed by battle, the opponent takes
# damage equal to the ATK of the monster that destroyed it.
def _zoma(res: Resolution) -> None:
    d = res.duel
    attacker, target = battlers(d)
    me = res.card.idx
    other = attacker if target == me else target if attacker == me else -1
    if other >= 0:
        c = d.cards[other]
        d.damage(res.opponent, d.atk(c) if c.zone is Zone.MONSTERS else (c.data.atk or 0), res.cause)


define(79852326, Effect(A, _trap_monster("Zombie", "DARK", 4, 1800, 500, True, Pos.DEFENSE), needs=room,
                        text_en="special summon this card in defense position as an effect monster "
                                "(Zombie/DARK/4/1800/500)",
                        text_ja="このカードを効果モンスター（アンデット族・闇・星４・１８００／５００）として特殊召喚"),
       Effect(T, _zoma, trigger="destroyed",
              when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS),
              text_en="damage to the opponent equal to the ATK of the monster that destroyed it",
              text_ja="このカードを破壊したモンスターの攻撃力分のダメージを相手に与える"))


# サイバー・シャドー・ガードナー / Cyber Shadow Gardna (continuous trap): in the opponent's main phase it
# becomes a monster (Machine, EARTH, level 4, ATK/DEF ?) special summoned to your field; when it is the
# target of an opponent's attack its ATK/DEF become the attacker's; in the opponent's end phase it is set
# in the spell & trap zone again.
def _attacker_of(ctx: Ctx) -> Card | None:
    d = ctx.duel
    attacker, target = battlers(d)
    if target != ctx.card.idx or attacker < 0 or d.cards[attacker].ctl == ctx.card.ctl:
        return None
    return d.cards[attacker]


def _gardna_atk(ctx: Ctx, c: Card) -> int:
    a = _attacker_of(ctx)
    return ctx.duel.atk(a) if a is not None else 0


def _gardna_def(ctx: Ctx, c: Card) -> int:
    a = _attacker_of(ctx)
    return ctx.duel.defense(a) if a is not None else 0


def _gardna_set(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if alive(res) and c.zone is Zone.MONSTERS and d.free_slots(c.ctl, Zone.SPELLS):
        d.move(c, Zone.SPELLS, res.cause, "set", c.ctl, Pos.SET)


define(90440725, Effect(A, _trap_monster("Machine", "EARTH", 4, None, None, True, None), asks=True,
                        condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase in MAIN_PHASES, needs=room,
                        text_en="special summon this card as a monster (Machine/EARTH/4/?/?)",
                        text_ja="このカードをモンスター（機械族・地・星４・攻／守？）として特殊召喚する"),
       Effect(C, affects=_self_as_monster, atk=_gardna_atk, defense=_gardna_def,
              text_en="attacked: ATK/DEF become the attacker's",
              text_ja="攻撃された時、攻撃力・守備力は攻撃モンスターと同じ"),
       Effect(T, _gardna_set, trigger="phase", self_trigger=False, when=phase_of("end", False),
              text_en="the opponent's end phase: set this card in the spell & trap zone",
              text_ja="相手のエンドフェイズに魔法＆罠カードゾーンにセットされる"))


# ==== R004-125: monsters (and traps) treated as equip cards =========================================

def _equips_on(d: Duel, m: Card, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [c for c in d.cards if c.zone is Zone.SPELLS and c.equipped_to == m.idx and where(c)]


def battle_substitute(when: Callable[[Ctx, Event], bool], victim: Callable[[Ctx], Card | None]) -> Effect:
    """"If this card (the equipped monster) would be destroyed by battle, destroy `victim` instead"."""

    def applies(ctx: Ctx, ev: Event) -> bool:
        return ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and when(ctx, ev) and victim(ctx) is not None

    def instead(ctx: Ctx, ev: Event) -> Event | None:
        v = victim(ctx)
        if v is not None:
            ctx.duel.destroy([v], ev.cause)
        return None

    return Effect(Kind.REPLACEMENT, when=applies, instead=instead,
                  text_en="destroyed by battle: the equip card is destroyed instead",
                  text_ja="戦闘で破壊される場合、代わりに装備カードを破壊する")


# Union monsters: once a turn (in your main phase) equip this card to a monster it names, or unequip it
# and special summon it in face-up attack position; while equipped by its own effect, the equipped monster
# gains ATK/DEF and, if it would be destroyed by battle, this card is destroyed instead. A union whose text
# does more while equipped lists the rest in its `missing`. A union equipped to
# 「ユニオン・ライダー」 cannot unequip itself.
UNION_RIDER = 11743119


def _union_free(ctx: Ctx) -> bool:
    return (ctx.card.idx, ctx.duel.turn) not in notes(ctx.duel, "union_used")


def _union_equip(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not on_field_as(res):
        return
    for t in res.targets():
        note(d, "union_used", me.idx, d.turn)
        d.equip(me, t, res.cause, res.player)


def _union_unequip(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if alive(res) and me.zone is Zone.SPELLS and d.free_slots(res.player, Zone.MONSTERS):
        note(d, "union_used", me.idx, d.turn)
        d.special_summon(me, res.player, Pos.ATTACK, res.cause)


def _can_unequip(ctx: Ctx) -> bool:
    d = ctx.duel
    me = ctx.card
    if me.zone is not Zone.SPELLS or me.equipped_to < 0 or not _union_free(ctx):
        return False
    return d.cards[me.equipped_to].data.passcode != UNION_RIDER and d.free_slots(ctx.player, Zone.MONSTERS) > 0


def union(fits: Callable[[Card], bool], atk: int = 0, defense: int = 0, en: str = "",
          ja: str = "", pierce: bool = False) -> tuple[Effect, ...]:
    def target_ok(ctx: Ctx, m: Card) -> bool:
        return m.face_up and fits(m) and not _equips_on(ctx.duel, m, lambda c: "union" in c.data.subtypes)

    def equipped_own(ctx: Ctx) -> Card | None:
        return ctx.card if ctx.card.zone is Zone.SPELLS else None

    out = [
        Effect(Kind.IGNITION, _union_equip, condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and _union_free(ctx),
               needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
               target=TargetSpec(side="own", face="up", where=target_ok, text_en=en, text_ja=ja),
               text_en="equip this card to the target", text_ja="このカードを装備カード扱いとして対象に装備する"),
        Effect(Kind.IGNITION, _union_unequip, condition=_can_unequip,
               text_en="unequip: special summon this card in attack position",
               text_ja="装備を解除して表側攻撃表示で特殊召喚する"),
        battle_substitute(lambda ctx, ev: ctx.card.zone is Zone.SPELLS and ev.card == ctx.card.equipped_to,
                          equipped_own),
    ]
    if atk or defense:
        out.append(Effect(C, affects=equipped_by, atk=(lambda ctx, m: atk) if atk else None,
                          defense=(lambda ctx, m: defense) if defense else None,
                          text_en=f"the equipped monster gains {atk} ATK / {defense} DEF",
                          text_ja=f"装備モンスターの攻撃力は{atk}、守備力は{defense}アップ"))
    if pierce:
        out.append(Effect(C, affects=equipped_by, pierce=True, text_en="the equipped monster deals piercing damage",
                          text_ja="装備モンスターは守備表示モンスターを攻撃した時、貫通ダメージを与える"))
    return tuple(out)


def _is(*codes: int) -> Callable[[Card], bool]:
    return lambda c: c.data.passcode in codes


X_HEAD_CANNON, Y_DRAGON_HEAD, V_TIGER_JET = 62651957, 65622692, 51638941
DARK_BLADE, AITSU, SOITSU = 11321183, 48202661, 60246171
GIANT_ORC, DECAYED_COMMANDER, BLOOD_ORCHIS, LEI_LEI = 73698349, 10209545, 46571052, 84173492
BURNING_BEAST, FREEZING_BEAST = 59364406, 85359414

define(Y_DRAGON_HEAD, *union(_is(X_HEAD_CANNON), 400, 400, "your X-Head Cannon", "自分の「Ｘ－ヘッド・キャノン」"))
define(64500000, *union(_is(X_HEAD_CANNON, Y_DRAGON_HEAD), 600, 600, "your X-Head Cannon or Y-Dragon Head",
                        "自分の「Ｘ－ヘッド・キャノン」か「Ｙ－ドラゴン・ヘッド」"))
define(47415292, *union(_is(DARK_BLADE), 400, 400, "your Dark Blade", "自分の「闇魔界の戦士 ダークソード」",
                        pierce=True))
define(69456283, *union(_is(AITSU), 3000, 0, "your Aitsu", "自分の「アイツ」", pierce=True))


def _equipping(ctx: Ctx) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to >= 0


# 騎竜 / Kiryu: besides the union's effects, tribute it while it equips a monster (the cost): that monster may
# attack directly this turn (the monster is noted as the effect is activated, before the tribute).
def _kiryu(res: Resolution) -> None:
    d = res.duel
    m = next((c for c in d.monsters_of(res.player) if c.oid == res.link.noted), None)
    if m is not None and m.face_up:
        grant_this_turn(res, m, "may attack directly this turn", "このターン直接攻撃できる", direct_attack=True)


define(84814897, *union(_is(DARK_BLADE), 900, 900, "your Dark Blade", "自分の「闇魔界の戦士 ダークソード」"),
       Effect(Kind.IGNITION, _kiryu, condition=_equipping, cost=Cost(self_to="tribute"),
              notes_on_activation=lambda ctx: ctx.duel.cards[ctx.card.equipped_to].oid,
              text_en="tribute this equipping card: the equipped monster may attack directly this turn",
              text_ja="装備状態のこのカードを生け贄に捧げ、装備モンスターはこのターン直接攻撃できる"))


# 守護霊アイリン / Protective Soul Ailin and セコンド・ゴブリン / Second Goblin: besides the union's effects, once a
# turn, while it equips a monster, change that monster's battle position (face-up attack and defense).
def _turn_equipped(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.SPELLS and c.oid == res.link.oid and c.equipped_to >= 0:
        m = res.duel.cards[c.equipped_to]
        if m.face_up:
            res.duel.set_position(m, Pos.DEFENSE if m.pos is Pos.ATTACK else Pos.ATTACK, res.cause)


TURN_EQUIPPED = Effect(Kind.IGNITION, _turn_equipped, condition=_equipping, once_per_turn=True,
                       text_en="change the equipped monster's battle position",
                       text_ja="装備モンスターの表示形式を変更する")
define(19086954, *union(_is(GIANT_ORC), 0, 0, "your Giant Orc", "自分の「ジャイアント・オーク」"), TURN_EQUIPPED)


# ゾンビタイガー / Zombie Tiger: besides the union's effects, each time the equipped monster destroys an
# opponent's monster by battle, the opponent discards 1 card at random (R004-139.10).
def _equipped_destroyed(opponents: bool) -> Callable[[Ctx, Event], bool]:
    """The monster this union equips destroyed a monster by battle (`opponents`: one its opponent controlled)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card
        return (me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.cause.reason is Reason.BATTLE
                and ev.src == int(Zone.MONSTERS) and (ev.player != me.ctl or not opponents)
                and me.equipped_to in battlers(ctx.duel) and ev.card != me.equipped_to)
    return when


def _tiger_discard(res: Resolution) -> None:
    discard_random(res, res.opponent, 1)


define(47693640, *union(_is(DECAYED_COMMANDER), 500, 500, "your Decayed Commander", "自分の「朽ち果てた武将」"),
       Effect(Kind.TRIGGER, _tiger_discard, trigger="destroyed",
              self_trigger=False, when=_equipped_destroyed(opponents=True),
              text_en="the equipped monster destroyed an opponent's monster by battle: the opponent discards 1 "
                      "card at random",
              text_ja="装備モンスターが相手モンスターを戦闘で破壊する度、相手の手札をランダムに１枚捨てる"))


# デス・デンドル / Des Dendle: besides the union's effects, each time the equipped monster destroys a monster by
# battle, special summon a 「魔草トークン」 (Plant, EARTH, level 1, 800/800).
WICKED_PLANT_TOKEN = 12965762


def _plant_token(res: Resolution) -> None:
    if res.duel.free_slots(res.player, Zone.MONSTERS):
        data = token_data(WICKED_PLANT_TOKEN, "魔草トークン")
        pos = ask_summon_position(res, res.card, res.player, face_down=False)
        res.duel.create_token(data, res.player, pos, res.cause)


define(12965761, *union(_is(BLOOD_ORCHIS), 0, 0, "your Blood Orchis", "自分の「ブラッド・オーキス」"),
       Effect(Kind.TRIGGER, _plant_token, trigger="destroyed", self_trigger=False, asks=True,
              when=_equipped_destroyed(opponents=False),
              text_en="the equipped monster destroyed a monster by battle: special summon a Wicked Plant Token",
              text_ja="装備モンスターが戦闘でモンスターを破壊する度、「魔草トークン」１体を特殊召喚する"))


# 灼岩魔獣 / Burning Beast and 氷岩魔獣 / Freezing Beast: besides the union's effects, when the equipped monster
# inflicts battle damage to the opponent, destroy 1 face-up (灼岩魔獣) / face-down (氷岩魔獣) spell or trap card
# on the field (chosen as it resolves: the text does not target).
def _equipped_hit(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return (me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.cause.reason is Reason.BATTLE
            and ev.cause.card == me.equipped_to and ev.player != me.ctl)


def _beast_smash(face_up: bool) -> Effect:
    def cards(d: Duel) -> list[Card]:
        return [d.cards[i] for p in (d.tp, 1 - d.tp) for i in d.players[p].spells
                if i >= 0 and d.cards[i].face_up == face_up]

    def op(res: Resolution) -> None:
        found = cards(res.duel)
        if found:
            res.duel.destroy([res.ask_cards(found)], res.cause)

    side = "face-up" if face_up else "face-down"
    return Effect(Kind.TRIGGER, op, trigger="damage", self_trigger=False, when=_equipped_hit, asks=True,
                  needs=lambda ctx: bool(cards(ctx.duel)),
                  text_en=f"the equipped monster dealt battle damage: destroy a {side} spell or trap card",
                  text_ja=f"装備モンスターが戦闘ダメージを与えた時、{'表' if face_up else '裏'}側表示の魔法・罠カードを"
                          "１枚破壊する")


define(BURNING_BEAST, *union(_is(FREEZING_BEAST), 0, 0, "your Freezing Beast", "自分の「氷岩魔獣」"),
       _beast_smash(True))
define(FREEZING_BEAST, *union(_is(BURNING_BEAST), 0, 0, "your Burning Beast", "自分の「灼岩魔獣」"),
       _beast_smash(False))
define(7369217, *union(lambda c: True, 0, 0, "your face-up monster", "自分の表側表示モンスター"),
       Effect(C, affects=equipped_by, unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell" and p != ctx.player,
              text_en="the equipped monster is unaffected by the effects of the opponent's spell cards",
              text_ja="装備モンスターは相手の魔法カードの効果を受けない"))
define(11678191, *union(_is(LEI_LEI), 0, 0, "your Indomitable Fighter Lei Lei", "自分の「不屈闘士レイレイ」"),
       TURN_EQUIPPED)
define(57062206, *union(_is(SOITSU), 2500, 0, "your Soitsu", "自分の「ソイツ」"))
define(96300057, *union(_is(V_TIGER_JET), 400, 400, "your V-Tiger Jet", "自分の「Ｖ－タイガー・ジェット」"))
define(23265594, *union(lambda c: c.data.race == "Machine", 500, 500, "your machine", "自分の機械族モンスター"))


# Monsters that equip another monster to themselves, with the equipped monster as their shield in battle.
def _own_equipped_monster(key: str) -> Callable[[Ctx], Card | None]:
    """The monster this card equipped to itself by its own effect (noted under `key`)."""

    def find(ctx: Ctx) -> Card | None:
        d = ctx.duel
        me = ctx.card
        for c in _equips_on(d, me):
            if (me.idx, c.idx) in notes(d, key):
                return c
        return None

    return find


def _equip_to_me(key: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        if not on_field_as(res) or _own_equipped_monster(key)(ctx_of(res)) is not None:
            return
        for t in res.targets():
            if d.equip(t, me, res.cause, res.player):
                note(d, key, me.idx, t.idx)

    return op


def _none_equipped(key: str) -> Callable[[Ctx], bool]:
    return lambda ctx: _own_equipped_monster(key)(ctx) is None and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0


def battles_itself(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ctx.card.zone is Zone.MONSTERS


# Ｄ－ＨＥＲＯ Ｂｌｏｏ－Ｄ / Destiny HERO - Plasma: while face-up on the field, the effects of the
# opponent's face-up effect monsters are negated. Once a turn, equip 1 targeted monster the opponent
# controls to this card (only one); it gains half the original ATK of that monster. It cannot be normal summoned; it is
# special summoned by tributing 3 monsters you control (its procedure).
def _plasma_atk(ctx: Ctx, c: Card) -> int:
    m = _own_equipped_monster("plasma")(ctx)
    return (m.data.atk or 0) // 2 if m is not None else 0


define(83965310,
       Effect(C, negates="monster",
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.opponent,
              text_en="the opponent's face-up monsters' effects are negated",
              text_ja="相手フィールド上の表側表示モンスターの効果を無効にする"),
       Effect(Kind.IGNITION, _equip_to_me("plasma"), once_per_turn=True, condition=_none_equipped("plasma"),
              target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                            text_ja="相手フィールド上のモンスター"),
              text_en="equip the target to this card", text_ja="対象を装備カード扱いとしてこのカードに装備する"),
       Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_plasma_atk,
              text_en="gains half the equipped monster's original ATK",
              text_ja="装備したモンスターの元々の攻撃力の半分アップ"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=3), text_en="special summon by tributing 3 monsters you control",
              text_ja="自分フィールドのモンスター３体を生け贄に捧げて特殊召喚する"))


# 魅惑の女王 ＬＶ３ / ＬＶ５ / ＬＶ７ / Allure Queen LV3, LV5, LV7: once a turn, equip 1 targeted monster the
# opponent controls of level 3 or lower (LV5: 5 or lower; LV7: any) to this card (only one); if this card
# would be destroyed by battle, the equipped monster is destroyed instead. In your standby phase, while it
# has a monster equipped, LV3 (LV5) may be sent to the graveyard to special summon LV5 (LV7) from the hand
# or deck. LV5 and LV7 equip only when summoned by the previous level's effect.
ALLURE = (87257460, 23756165, 50140163)


def _allure_ready(level: int) -> Callable[[Ctx], bool]:
    def cond(ctx: Ctx) -> bool:
        me = ctx.card
        if level > 3 and (me.idx, me.oid) not in notes(ctx.duel, "allure_up"):
            return False
        return _none_equipped("allure")(ctx)

    return cond


def _allure_level_up(nxt: int) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        cands = hand_of(d, res.player, lambda c: c.data.passcode == nxt) + deck_of(
            d, res.player, lambda c: c.data.passcode == nxt)
        if cands and d.free_slots(res.player, Zone.MONSTERS):
            c = res.ask_cards(cands)
            from_deck = c.zone is Zone.DECK
            d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)
            if c.zone is Zone.MONSTERS:
                note(d, "allure_up", c.idx, c.oid)
            if from_deck:
                d.shuffle_deck(res.player)

    return op


def _level_at_most(n: int) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: (c.data.level or 0) <= n


for _n, (_code, _max) in enumerate(zip(ALLURE, (3, 5, 99), strict=True)):
    _effects = [
        Effect(Kind.IGNITION, _equip_to_me("allure"), once_per_turn=True, condition=_allure_ready(_max),
               target=TargetSpec(side="opp", where=_level_at_most(_max),
                                 text_en="a monster the opponent controls", text_ja="相手フィールド上のモンスター"),
               text_en="equip the target to this card", text_ja="対象を装備カード扱いとしてこのカードに装備する"),
        battle_substitute(battles_itself, _own_equipped_monster("allure")),
    ]
    if _n < 2:
        _effects.append(Effect(T, _allure_level_up(ALLURE[_n + 1]), trigger="phase", self_trigger=False,
                               when=phase_of("standby"), mandatory=False, asks=True, cost=SEND_SELF,
                               condition=lambda ctx: _own_equipped_monster("allure")(ctx) is not None,
                               text_en="send this card to the graveyard: special summon the next level",
                               text_ja="このカードを墓地へ送り、次のレベルの「魅惑の女王」を特殊召喚する"))
    define(_code, *_effects)


# サイバー・ダーク・ホーン / エッジ / キール (Cyberdark Horn, Edge, Keel): when normal summoned, equip 1
# targeted level 3 or lower dragon from your graveyard to this card; it gains that monster's ATK; if it
# would be destroyed by battle, the equipped monster is destroyed instead. Edge may attack directly (its
# ATK is halved for that damage); Keel inflicts 300 damage when it destroys a monster by battle; Horn deals
# piercing damage. 鎧黒竜－サイバー・ダーク・ドラゴン / Cyberdark Dragon: the same with any
# dragon when special summoned, and +100 ATK for each monster in your graveyard.
def _cyberdark_equip_atk(ctx: Ctx, c: Card) -> int:
    m = _own_equipped_monster("cyberdark")(ctx)
    return (m.data.atk or 0) if m is not None else 0


def _dragon_in_grave(max_level: int) -> TargetSpec:
    return TargetSpec(zone=Zone.GRAVE, side="own",
                      where=lambda ctx, c: c.data.is_monster and c.data.race == "Dragon"
                      and (c.data.level or 0) <= max_level,
                      text_en="a dragon in your graveyard", text_ja="自分の墓地のドラゴン族モンスター")


def _cyberdark(trigger: str, max_level: int, extra: tuple[Effect, ...] = (),
               atk: Callable[[Ctx, Card], int] = _cyberdark_equip_atk) -> tuple[Effect, ...]:
    return (Effect(T, _equip_to_me("cyberdark"), trigger=trigger,
                   when=(lambda ctx, ev: ev.detail == "normal") if trigger == "summoned" else None,
                   target=_dragon_in_grave(max_level),
                   text_en="equip the target dragon to this card",
                   text_ja="対象のドラゴン族を装備カード扱いとしてこのカードに装備する"),
            Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=atk,
                   text_en="gains the equipped monster's ATK", text_ja="装備したモンスターの攻撃力分アップ"),
            battle_substitute(battles_itself, _own_equipped_monster("cyberdark")), *extra)


def _edge_halves(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    return ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and (
        attacker == ctx.card.idx and target < 0)


def _keel_won(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in (attacker, target)
            and ev.card in (attacker, target))


def _damage_300(res: Resolution) -> None:
    res.duel.damage(res.opponent, 300, res.cause)


define(41230939, *_cyberdark("summoned", 3, (PIERCING,)))
define(77625948, *_cyberdark("summoned", 3, (
    Effect(C, direct_attack=True, affects=lambda ctx, c: c.idx == ctx.card.idx,
           text_en="may attack directly", text_ja="直接攻撃できる"),
    Effect(Kind.REPLACEMENT, when=_edge_halves, instead=lambda ctx, ev: dataclasses.replace(ev, amount=ev.amount // 2),
           text_en="a direct attack's damage is halved", text_ja="直接攻撃のダメージは半分になる"))))
define(3019642, *_cyberdark("summoned", 3, (
    Effect(T, _damage_300, trigger="destroyed", self_trigger=False, when=_keel_won,
           text_en="destroyed a monster by battle: 300 damage", text_ja="戦闘で破壊した時、相手に３００ダメージ"),)))
fusion.materials(40418351, 41230939, 77625948, 3019642)  # 鎧黒竜－サイバー・ダーク・ドラゴン: ホーン + エッジ + キール
define(40418351, *_cyberdark("special_summoned", 12, atk=lambda ctx, c: _cyberdark_equip_atk(ctx, c) + 100 * len(
    grave_of(ctx.duel, ctx.card.ctl, lambda x: x.data.is_monster))),
       special_by=by_fusion_summon)


# ユニオン・ライダー / Union Rider: take control of 1 targeted union monster the opponent controls in monster
# form and equip it to this card (only one); a union equipped to it cannot unequip itself.
define(UNION_RIDER, Effect(Kind.IGNITION, _equip_to_me("union_rider"), condition=_none_equipped("union_rider"),
                           target=TargetSpec(side="opp", face="up", where=lambda ctx, c: "union" in c.data.subtypes,
                                             text_en="a union monster the opponent controls",
                                             text_ja="相手フィールド上のユニオンモンスター"),
                           text_en="take the target and equip it to this card",
                           text_ja="対象のコントロールを得て、このカードに装備する"))


# ソードハンター / Sword Hunter: at the end of the battle phase, every monster it destroyed by battle this
# turn that is in a graveyard is equipped to it; it gains 200 ATK for each.
def _watch_hunt(ctx: Ctx, ev: Event) -> None:
    attacker, target = battlers(ctx.duel)
    me = ctx.card.idx
    if (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and ev.card != me and me in (attacker, target)
            and ctx.card.zone is Zone.MONSTERS):
        note(ctx.duel, "hunted", me, ev.card)


def _hunted(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for m, i in sorted(notes(d, "hunted")) if m == ctx.card.idx
            and d.cards[i].zone is Zone.GRAVE and d.cards[i].t_entered == d.turn]


def _hunt(res: Resolution) -> None:
    d = res.duel
    me = res.card
    for c in _hunted(ctx_of(res)):
        unnote(d, "hunted", me.idx, c.idx)
        if on_field_as(res) and d.equip(c, me, res.cause, res.player):
            note(d, "hunter_equip", me.idx, c.idx)


define(51345461,
       observer(_watch_hunt),
       Effect(T, _hunt, trigger="phase", self_trigger=False, when=phase_of("battle:end"),
              needs=lambda ctx: bool(_hunted(ctx)),
              text_en="equip the monsters it destroyed by battle to this card",
              text_ja="戦闘で破壊したモンスターを装備カード扱いとしてこのカードに装備する"),
       Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 200 * sum(1 for x in _equips_on(ctx.duel, ctx.card)
                                           if (ctx.card.idx, x.idx) in notes(ctx.duel, "hunter_equip")),
              text_en="+200 ATK for each monster so equipped",
              text_ja="装備したモンスター１体につき攻撃力２００アップ"))


# ダーク・ネクロフィア / Dark Necrofear: in the end phase of the turn it was destroyed by the opponent in the
# monster zone and sent to the graveyard, equip it to 1 targeted face-up monster the opponent controls and
# take control of that monster while it stays equipped. (Its special summon by banishing 3 fiends is not
# modelled.)
def _watch_necro(ctx: Ctx, ev: Event) -> None:
    me = ctx.card
    if (ev.kind == "destroyed" and ev.card == me.idx and ev.src == int(Zone.MONSTERS)
            and ev.dst == int(Zone.GRAVE) and ev.cause.player != me.owner):
        note(ctx.duel, "necro_down", me.idx, ctx.duel.turn)


def _necro_due(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return ev.detail == "end" and (ctx.card.idx, d.turn) in notes(d, "necro_down") and ctx.card.t_entered == d.turn


def _take_while_equipped(key: str) -> Callable[[Resolution], None]:
    """Equip this card to the target (the opponent's monster) and take control of it."""

    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        for t in res.targets():
            if alive(res) and d.equip(me, t, res.cause, res.player):
                note(d, key, me.idx, t.idx)
                d.take_control(t, res.player, res.cause)

    return op


def _give_back(key: str) -> Callable[[Resolution], None]:
    """This equip card left the field: the monster it held goes back to the other player."""

    def op(res: Resolution) -> None:
        d = res.duel
        for m, t in sorted(notes(d, key)):
            if m == res.card.idx:
                unnote(d, key, m, t)
                c = d.cards[t]
                if c.zone is Zone.MONSTERS and c.ctl != c.owner:
                    d.take_control(c, c.owner, res.cause)

    return op


def _held(key: str) -> Callable[[Ctx, Event], bool]:
    return lambda ctx, ev: ev.src == int(Zone.SPELLS) and any(m == ctx.card.idx for m, _ in notes(ctx.duel, key))


define(31829185,
       observer(_watch_necro),
       Effect(T, _take_while_equipped("necro"), trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
              when=_necro_due, target=TargetSpec(side="opp", face="up",
                                                 text_en="a face-up monster the opponent controls",
                                                 text_ja="相手フィールド上の表側表示モンスター"),
              text_en="equip this card to the target and take control of it",
              text_ja="このカードを装備カード扱いとして対象に装備し、そのコントロールを得る"),
       *(Effect(T, _give_back("necro"), trigger=k, when=_held("necro"), text_en="control goes back",
                text_ja="コントロールが元に戻る") for k in LEAVES),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=3, banish_filter=lambda ctx, c: c.data.is_monster
                                        and c.data.race == "Fiend"),
              text_en="special summon by banishing 3 Fiends from your graveyard",
              text_ja="自分の墓地の悪魔族モンスター３体を除外して特殊召喚する"))


# ブレイン・ジャッカー / Brain Jacker: FLIP: it becomes an equip card on 1 monster the opponent controls
# (chosen as it resolves), and you take control of that monster while it stays equipped; in each of the
# opponent's standby phases, the opponent gains 500 LP.
def _jacker(res: Resolution) -> None:
    d = res.duel
    me = res.card
    theirs = d.monsters_of(res.opponent)
    if not on_field_as(res) or not theirs:
        return
    t = res.ask_cards(theirs)
    if d.equip(me, t, res.cause, res.player):
        note(d, "jacker", me.idx, t.idx)
        d.take_control(t, res.player, res.cause)


def _jacker_heals(res: Resolution) -> None:
    res.duel.gain_lp(res.opponent, 500, res.cause)


define(40267580,
       Effect(Kind.FLIP, _jacker, asks=True, text_en="equip this card to an opponent's monster and take control of it",
              text_ja="このカードを装備カード扱いとして相手モンスターに装備し、そのコントロールを得る"),
       Effect(T, _jacker_heals, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: phase_of("standby", False)(ctx, ev) and ctx.card.zone is Zone.SPELLS,
              text_en="the opponent's standby phase: the opponent gains 500 LP",
              text_ja="相手のスタンバイフェイズ毎に相手は５００ライフポイント回復する"),
       *(Effect(T, _give_back("jacker"), trigger=k, when=_held("jacker"), text_en="control goes back",
                text_ja="コントロールが元に戻る") for k in LEAVES))


# Normal traps that stay on the field as equip cards after they resolve.
def _equip_trap(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


def _d_hero(c: Card) -> bool:
    return c.data.is_monster and named(c, "Ｄ－ＨＥＲＯ")


# ヒーロー・ヘイロー / Hero Ring: after activation it becomes an equip card on 1 targeted warrior with 1500
# or less ATK; the opponent's monsters with 1900 or more ATK cannot attack the equipped monster.
define(26647858, Effect(A, _equip_trap, remains=True,
                        target=TargetSpec(face="up",
                                          where=lambda ctx, c: c.data.race == "Warrior" and ctx.duel.atk(c) <= 1500,
                                          text_en="a face-up warrior with 1500 or less ATK",
                                          text_ja="攻撃力１５００以下の戦士族モンスター"),
                        text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(C, affects=equipped_by,
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player and ctx.duel.atk(attacker) >= 1900,
              text_en="the opponent's monsters with 1900 or more ATK cannot attack the equipped monster",
              text_ja="相手の攻撃力１９００以上のモンスターは、装備モンスターを攻撃する事ができない"))


# Ｄ－チェーン / D - Chain: equip this card to 1 targeted 「Ｄ－ＨＥＲＯ」 monster you control; +500 ATK. When
# the equipped monster destroys an opponent's monster by battle and sends it to the graveyard: 500 damage.
def _equipped_won(ctx: Ctx, ev: Event) -> bool:
    m = ctx.card.equipped_to
    attacker, target = battlers(ctx.duel)
    return (ctx.card.zone is Zone.SPELLS and m >= 0 and ev.cause.reason is Reason.BATTLE and ev.card != m
            and m in (attacker, target) and ev.card in (attacker, target) and ev.dst == int(Zone.GRAVE))


define(43405287,
       Effect(A, _equip_trap, remains=True,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: _d_hero(c),
                                text_en="your face-up D-HERO monster", text_ja="自分の「Ｄ－ＨＥＲＯ」モンスター"),
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(C, affects=equipped_by, atk=lambda ctx, m: 500, text_en="the equipped monster gains 500 ATK",
              text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, burn_500, trigger="destroyed", self_trigger=False, when=_equipped_won,
              text_en="the equipped monster destroyed a monster by battle: 500 damage",
              text_ja="装備モンスターが戦闘で相手モンスターを破壊し墓地へ送った時、相手に５００ダメージ"))


# Ｄ－シールド / D - Shield: when a 「Ｄ－ＨＥＲＯ」 monster you control in attack position is the target of an
# attack: it becomes defense position and this card is equipped to it; the equipped monster is not
# destroyed by battle.
def _attacked_hero(ctx: Ctx, c: Card) -> bool:
    _, target = battlers(ctx.duel)
    return c.idx == target and c.pos is Pos.ATTACK and _d_hero(c)


def _d_shield(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        res.duel.set_position(t, Pos.DEFENSE, res.cause)
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


define(62868900,
       Effect(A, _d_shield, remains=True,
              condition=lambda ctx: any(e.kind == "attack_declared" for e in ctx.events),
              target=TargetSpec(side="own", face="up", where=_attacked_hero, text_en="your attacked D-HERO monster",
                                text_ja="攻撃対象になった自分の「Ｄ－ＨＥＲＯ」モンスター"),
              text_en="the target becomes defense position; equip this card to it",
              text_ja="対象を守備表示にし、このカードを装備する"),
       Effect(C, battle_proof=True, affects=equipped_by, text_en="the equipped monster is not destroyed by battle",
              text_ja="装備モンスターは戦闘では破壊されない"))


# ==== R004-126: monsters treated as continuous spells ===============================================

def _crystal(c: Card) -> bool:
    """A 「宝玉獣」 monster card (as printed: in a spell & trap zone it is a continuous spell)."""
    return c.base.is_monster and c.base.name_ja.startswith("宝玉獣")


# Each 「宝玉獣」: when it is destroyed face-up in the monster zone, it may be placed face-up in its owner's
# spell & trap zone as a continuous spell instead of going to the graveyard.
def _crystal_when(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return (ev.kind == "destroyed" and ev.card == me.idx and ev.src == int(Zone.MONSTERS) and me.face_up
            and ev.dst == int(Zone.GRAVE) and ctx.duel.free_slots(me.owner, Zone.SPELLS) > 0)


def _crystal_instead(ctx: Ctx, ev: Event) -> Event | None:
    d = ctx.duel
    me = ctx.card
    if d.place_as_spell(me, me.owner, ev.cause, "destroyed"):
        return None
    return ev


CRYSTAL_STAY = Effect(Kind.REPLACEMENT, when=_crystal_when, instead=_crystal_instead, mandatory=False,
                      text_en="destroyed: placed in the spell & trap zone as a continuous spell instead",
                      text_ja="破壊された場合、墓地へ送らずに永続魔法カード扱いとして魔法＆罠カードゾーンに置く")


def _self(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and c.zone is Zone.MONSTERS


# 宝玉獣 ルビー・カーバンクル / Ruby Carbuncle: when it is special summoned, you can special summon as many
# 「宝玉獣」 monster cards from your spell & trap zone as possible.
def _crystals_in_spells(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].spells if i >= 0 and _crystal(d.cards[i])]


def _ruby(res: Resolution) -> None:
    d = res.duel
    for c in _crystals_in_spells(d, res.player):
        if d.free_slots(res.player, Zone.MONSTERS) == 0:
            break
        d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)


define(32710364, Effect(T, _ruby, trigger="special_summoned", mandatory=False, asks=True,
                        needs=lambda ctx: bool(_crystals_in_spells(ctx.duel, ctx.player)) and room(ctx),
                        text_en="special summon the Crystal Beast cards in your spell & trap zone",
                        text_ja="魔法＆罠カードゾーンの「宝玉獣」を可能な限り特殊召喚する"),
       CRYSTAL_STAY)


# 宝玉獣 アメジスト・キャット / Amethyst Cat: it may attack directly; the battle damage of that attack is
# halved.
def _halved(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, amount=ev.amount // 2)


def _cat_direct(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx
            and attacker == ctx.card.idx and target < 0)


define(32933942, Effect(C, direct_attack=True, affects=_self, text_en="may attack directly", text_ja="直接攻撃できる"),
       Effect(Kind.REPLACEMENT, when=_cat_direct, instead=_halved,
              text_en="its direct attack's damage is halved", text_ja="直接攻撃のダメージは半分になる"),
       CRYSTAL_STAY)


# 宝玉獣 エメラルド・タートル / Emerald Tortoise: once a turn, change 1 targeted attack-position monster you
# control that attacked this turn to defense position.
def _to_defense(res: Resolution) -> None:
    for t in res.targets():
        res.duel.set_position(t, Pos.DEFENSE, res.cause)


define(68215963, Effect(Kind.IGNITION, _to_defense, once_per_turn=True,
                        target=TargetSpec(side="own", face="up", allow_self=True,
                                          where=lambda ctx, c: c.pos is Pos.ATTACK and c.t_attacked == ctx.duel.turn,
                                          text_en="your attack-position monster that attacked this turn",
                                          text_ja="このターン攻撃した自分の攻撃表示モンスター"),
                        text_en="change the target to defense position", text_ja="対象を守備表示にする"),
       CRYSTAL_STAY)


# 宝玉獣 トパーズ・タイガー / Topaz Tiger: during the damage step when it attacks a monster, +400 ATK.
def _topaz(ctx: Ctx, c: Card) -> int:
    attacker, target = battlers(ctx.duel)
    return 400 if ctx.duel.phase == "battle:damage" and attacker == c.idx and target >= 0 else 0


define(95600067, Effect(C, affects=_self, atk=_topaz, text_en="+400 ATK when attacking a monster",
                        text_ja="相手モンスターに攻撃するダメージステップの間、攻撃力４００アップ"),
       CRYSTAL_STAY)


# 宝玉獣 アンバー・マンモス / Amber Mammoth: when another 「宝玉獣」 monster you control is chosen as an
# attack target, you can move the attack to this card.
def _mammoth_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.amount < 0 or ev.amount == ctx.card.idx:
        return False
    t = d.cards[ev.amount]
    return t.ctl == ctx.player and _crystal(t) and t.zone is Zone.MONSTERS


def _mammoth(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if on_field_as(res):
        d.change_attack(target=me)


define(69937550, Effect(T, _mammoth, trigger="attack_declared", self_trigger=False, when=_mammoth_when, mandatory=False,
                        text_en="move the attack to this card", text_ja="攻撃対象をこのカードに移し替える"),
       CRYSTAL_STAY)


# 宝玉獣 コバルト・イーグル / Cobalt Eagle: once a turn, put 1 targeted 「宝玉獣」 card you control (a face-up
# monster or one in the spell & trap zone) on top of its owner's deck.
def _targets_on_top(res: Resolution) -> None:
    return_to_deck(res.duel, res.targets(), res.cause, "top")


define(21698716, Effect(Kind.IGNITION, _targets_on_top, once_per_turn=True,
                        target=field_card("own", lambda ctx, c: c.face_up and _crystal(c), allow_self=True,
                                          en="your Crystal Beast card", ja="自分の「宝玉獣」カード"),
                        text_en="put the target on top of its owner's deck",
                        text_ja="対象を持ち主のデッキの一番上に戻す"),
       CRYSTAL_STAY)


# 宝玉獣 サファイア・ペガサス / Sapphire Pegasus: when it is normal, flip or special summoned, you can place
# 1 「宝玉獣」 monster from your hand, deck or graveyard face-up in your spell & trap zone as a continuous
# spell.
def _crystal_sources(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    return hand_of(d, p, _crystal) + deck_of(d, p, _crystal) + grave_of(d, p, _crystal)


def _pegasus(res: Resolution) -> None:
    d = res.duel
    cands = _crystal_sources(ctx_of(res))
    if cands and d.free_slots(res.player, Zone.SPELLS):
        c = res.ask_cards(cands)
        from_deck = c.zone is Zone.DECK
        d.place_as_spell(c, res.player, res.cause)
        if from_deck:
            d.shuffle_deck(res.player)


define(7093411, *(Effect(T, _pegasus, trigger=k, mandatory=False, asks=True,
                         needs=lambda ctx: bool(_crystal_sources(ctx))
                         and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
                         text_en="place a Crystal Beast from your hand, deck or graveyard in your spell & trap zone",
                         text_ja="手札・デッキ・墓地の「宝玉獣」１体を永続魔法カード扱いで魔法＆罠ゾーンに置く")
                  for k in ("summoned", "special_summoned")),
       CRYSTAL_STAY)


# 宝玉の恵み / Crystal Blessing: place up to 2 targeted 「宝玉獣」 monsters from your graveyard face-up in your
# spell & trap zone as continuous spells.
def _blessing(res: Resolution) -> None:
    for c in res.targets():
        res.duel.place_as_spell(c, res.player, res.cause)


define(35486099, Effect(A, _blessing, target=TargetSpec(zone=Zone.GRAVE, side="own", count=2, min=1,
                                                       where=lambda ctx, c: _crystal(c),
                                                       text_en="a Crystal Beast in your graveyard",
                                                       text_ja="自分の墓地の「宝玉獣」モンスター"),
                        text_en="place the targets in your spell & trap zone as continuous spells",
                        text_ja="対象を永続魔法カード扱いとして魔法＆罠カードゾーンに置く"))


# 宝玉の氾濫 / Crystal Abundance: send 4 face-up 「宝玉獣」 cards from your spell & trap zones to the graveyard
# (the cost): every card on the field is sent to the graveyard; then you special summon 「宝玉獣」 monsters
# from your graveyard, as many as you can, up to the number of cards this sent there from the opponent's
# field (R004-052.13).
def _abundance(res: Resolution) -> None:
    d = res.duel
    p = res.player
    theirs = field_of(d, res.opponent)
    d.send_to_grave([c.idx for c in field_of(d, p) + theirs], res.cause)
    left = sum(1 for c in theirs if c.zone is Zone.GRAVE)
    d.next_thing()
    while left > 0 and d.free_slots(p, Zone.MONSTERS) > 0:
        beasts = grave_of(d, p, _crystal)
        if not beasts:
            return
        c = res.ask_cards(beasts)
        d.special_summon(c, p, ask_summon_position(res, c, p, face_down=False), res.cause)
        left -= 1


define(72881007, Effect(A, _abundance, asks=True,
                        cost=Cost(field_send=4,
                                  field_filter=lambda ctx, c: c.zone is Zone.SPELLS and c.face_up and _crystal(c)),
                        text_en="send every card on the field to the graveyard; then special summon Crystal Beasts "
                                "from your graveyard, up to the number sent from the opponent's field",
                        text_ja="フィールドのカードを全て墓地へ送り、その後相手フィールドから墓地へ送った数まで"
                                "墓地の「宝玉獣」を特殊召喚する"))


# 虹の古代都市－レインボー・ルイン / Ancient City - Rainbow Ruins (field spell): it has effects by the number of
# 「宝玉獣」 cards in its controller's spell & trap zones, needed both to activate and to resolve them:
# 1 or more: it is not destroyed by card effects; 2 or more: once a turn, the battle damage you take may
# be halved (the engine asks no question during damage calculation: it is halved the first time it can
# be); 3 or more: when a spell or trap card is activated, send 1 face-up 「宝玉獣」 monster you control to
# the graveyard (the cost): negate that activation and destroy the card (spell speed 2, chained right
# after that activation: R004-156.23); 4 or more: once a turn, draw 1 (a draw effect 「無効」 answers,
# R004-070.34); 5: once a turn, special summon 1 targeted 「宝玉獣」 card in your spell & trap zone.
RAINBOW_RUINS = 34487429


def _beasts_at_least(n: int) -> Callable[[Ctx], bool]:
    return lambda ctx: len(_crystals_in_spells(ctx.duel, ctx.player)) >= n


def _ruins_spared(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "destroyed" and ev.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT
            and ctx.card.active and _beasts_at_least(1)(ctx))


def _ruins_halves(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.player
            and ctx.card.active and _beasts_at_least(2)(ctx)
            and (ctx.card.idx, ctx.duel.turn) not in notes(ctx.duel, "ruins_halved"))


def _ruins_halve(ctx: Ctx, ev: Event) -> Event:
    note(ctx.duel, "ruins_halved", ctx.card.idx, ctx.duel.turn)
    return dataclasses.replace(ev, amount=ev.amount // 2)


def _spell_or_trap_activated(ctx: Ctx) -> bool:
    return activation_of("spell", "any")(ctx) or activation_of("trap", "any")(ctx)


def _ruins_negate(res: Resolution) -> None:
    link = answered(res)
    if link is not None and _beasts_at_least(3)(ctx_of(res)):
        negate_activation(res, link)


def _ruins_draw(res: Resolution) -> None:
    if _beasts_at_least(4)(ctx_of(res)):
        res.duel.draw(res.player, 1, res.cause)


def _ruins_summon(res: Resolution) -> None:
    d = res.duel
    if not _beasts_at_least(5)(ctx_of(res)):
        return
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_summon_position(res, t, res.player, face_down=False), res.cause)


define(RAINBOW_RUINS,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.REPLACEMENT, when=_ruins_spared, instead=lambda ctx, ev: None,
              text_en="1+ Crystal Beasts: not destroyed by card effects",
              text_ja="１枚以上：このカードは効果では破壊されない"),
       Effect(Kind.REPLACEMENT, when=_ruins_halves, instead=_ruins_halve, mandatory=False,
              text_en="2+ Crystal Beasts: once a turn, the battle damage you take is halved",
              text_ja="２枚以上：１ターンに１度、自分への戦闘ダメージを半分にする"),
       Effect(Kind.QUICK, _ruins_negate, condition=lambda ctx: _spell_or_trap_activated(ctx)
              and _beasts_at_least(3)(ctx),
              cost=Cost(tribute=1, tribute_sends=True, tribute_filter=lambda ctx, m: m.face_up and _crystal(m)),
              text_en="3+ Crystal Beasts: send a Crystal Beast monster: negate the spell/trap activation and "
                      "destroy it",
              text_ja="３枚以上：「宝玉獣」モンスターを墓地へ送り、魔法・罠カードの発動を無効にし破壊する"),
       Effect(Kind.IGNITION, _ruins_draw, once_per_turn=True, needs=may_draw("self"),
              condition=_beasts_at_least(4),
              text_en="4+ Crystal Beasts: draw 1", text_ja="４枚以上：１枚ドローする"),
       Effect(Kind.IGNITION, _ruins_summon, once_per_turn=True, asks=True,
              condition=lambda ctx: _beasts_at_least(5)(ctx) and room(ctx),
              target=TargetSpec(zone=Zone.SPELLS, side="own", where=lambda ctx, c: _crystal(c),
                                text_en="a Crystal Beast card in your spell & trap zone",
                                text_ja="自分の魔法＆罠ゾーンの「宝玉獣」カード"),
              text_en="5 Crystal Beasts: special summon the target",
              text_ja="５枚：対象を特殊召喚する"))


# ラスト・リゾート / Last Resort: when an opponent's monster declares an attack, choose 「虹の古代都市－
# レインボー・ルイン」 in your deck and activate it. If the opponent had a field spell active then, they may
# draw 1 (one draw effect; 「無効」 cannot answer it: R004-070.42). Their field spell is destroyed as the
# new one is activated (one field spell for both players).
def _ruins_in_deck(ctx: Ctx) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: c.data.passcode == RAINBOW_RUINS)


def _last_resort(res: Resolution) -> None:
    d = res.duel
    ruins = _ruins_in_deck(ctx_of(res))
    if not ruins:
        return
    c = res.ask_cards(ruins)
    theirs = d.players[res.opponent].field
    had = theirs >= 0 and d.cards[theirs].active
    d.activate_by_effect(c, res.player)
    d.shuffle_deck(res.player)
    if had and may_draw("opp")(ctx_of(res)) and ask_yes_no(res, res.opponent, "draw 1?", "１枚ドローする？"):
        d.draw(res.opponent, 1, res.cause)


define(97970833, Effect(A, _last_resort, asks=True, condition=opponent_attacks,
                        needs=lambda ctx: bool(_ruins_in_deck(ctx)),
                        text_en="activate Ancient City - Rainbow Ruins from your deck; the opponent with an active "
                                "field spell may draw 1",
                        text_ja="デッキから「虹の古代都市－レインボー・ルイン」を発動する。相手のフィールド魔法が"
                                "発動していれば相手は１枚ドローできる"))


# ==== R004-127 to R004-132: effects that count turns ================================================
# A card's turn count: the turn it started (by card index) and how many turns 「運命の火時計」 added.

def start_count(d: Duel, c: Card) -> None:
    for i, t in list(notes(d, "count_start")):
        if i == c.idx:
            unnote(d, "count_start", i, t)
    for i, n in list(notes(d, "count_plus")):
        if i == c.idx:
            unnote(d, "count_plus", i, n)
    note(d, "count_start", c.idx, d.turn)


def count_start(d: Duel, c: Card) -> int:
    """The turn `c`'s count started (-1: it counts nothing)."""
    return next((t for i, t in notes(d, "count_start") if i == c.idx), -1)


def advanced(d: Duel, c: Card) -> int:
    """How many turns 「運命の火時計」 added to `c`'s count."""
    return sum(1 for i, _ in notes(d, "count_plus") if i == c.idx)


def opponent_turns_counted(d: Duel, c: Card, player: int) -> int:
    """The opponent's turns counted by `c` (a card of `player`) so far, this one included."""
    start = count_start(d, c)
    return turns_of(d, 1 - player, start) + advanced(d, c) if start >= 0 else 0


def _destroy_self(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        res.duel.destroy([res.card], res.cause)


def _start_on_field(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        start_count(res.duel, res.card)


def _ends_in_opponent_end_phase(n: int) -> Callable[[Ctx, Event], bool]:
    """The end phase of the opponent's n-th turn, counting only the opponent's turns (R004-129)."""

    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        c = ctx.card
        return (ev.detail == "end" and d.tp != ctx.player and c.active and count_start(d, c) >= 0
                and opponent_turns_counted(d, c, ctx.player) >= n)

    return when


# 悪夢の鉄檻 / Nightmare's Steelcage: it stays on the field; while it does, no monster can attack; it is
# destroyed in the end phase of the opponent's 2nd turn after its activation (counting their turns).
define(58775978,
       Effect(A, _start_on_field, remains=True, text_en="stays on the field: no monster can attack",
              text_ja="フィールドに残り続け、モンスターは攻撃できない"),
       Effect(C, forbids=("attack",), affects=lambda ctx, c: c.zone is Zone.MONSTERS,
              text_en="monsters cannot attack", text_ja="モンスターは攻撃できない"),
       Effect(T, _destroy_self, trigger="phase", self_trigger=False, when=_ends_in_opponent_end_phase(2),
              text_en="destroyed in the opponent's 2nd end phase",
              text_ja="相手ターンで数えて２ターン後のエンドフェイズに破壊"))

# 大進化薬 / Big Evolution Pill: tribute 1 dinosaur you control (the cost); it stays on the field and is
# destroyed in the end phase of the opponent's 3rd turn after its activation (counting their turns). While it
# stays, its controller may normal summon (or set) a level 5 or higher dinosaur without tributes.
def _pill_dinosaur(ctx: Ctx, c: Card) -> bool:
    return (ctx.card.active and c.zone is Zone.HAND and c.ctl == ctx.player and c.data.race == "Dinosaur"
            and (c.data.level or 0) >= 5)


define(84808313,
       Effect(A, _start_on_field, remains=True,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.race == "Dinosaur"),
              text_en="stays on the field", text_ja="フィールドに残り続ける"),
       Effect(C, affects=_pill_dinosaur, fewer_tributes=0,
              text_en="your level 5 or higher dinosaurs may be summoned without tributes",
              text_ja="自分はレベル５以上の恐竜族モンスターを生け贄なしで召喚できる"),
       Effect(T, _destroy_self, trigger="phase", self_trigger=False, when=_ends_in_opponent_end_phase(3),
              text_en="destroyed in the opponent's 3rd end phase",
              text_ja="相手ターンで数えて３ターン目のエンドフェイズに破壊"))


# 終焉のカウントダウン / Final Countdown: pay 2000 LP (the cost); at the end of the 20th turn, counting the
# turn of activation as the 1st and every turn of both players (R004-128), you win the duel (carried out by
# this card from the graveyard).
def _countdown(res: Resolution) -> None:
    note(res.duel, "countdown", res.card.idx, res.duel.turn)
    start_count(res.duel, res.card)


def _countdown_due(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    start = count_start(d, ctx.card)
    return ev.detail == "end" and start >= 0 and (ctx.card.idx, start) in notes(d, "countdown") and (
        d.turn - start + 1 + advanced(d, ctx.card) >= 20)


define(95308449,
       Effect(A, _countdown, cost=Cost(lp=2000), text_en="you win at the end of the 20th turn",
              text_ja="発動ターンを１ターン目として２０ターン目の終了時に勝利する"),
       Effect(T, lambda res: res.duel.win(res.player), trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
              when=_countdown_due,
              text_en="(the 20th turn's end) you win the duel", text_ja="（２０ターン目の終了時）デュエルに勝利する"))


# 闇のデッキ破壊ウイルス / Eradicator Epidemic Virus: tribute 1 DARK monster with 2500 or more ATK (the cost)
# and declare spell or trap: destroy every card of that kind the opponent controls and in their hand; and
# for 3 of the opponent's turns (counted like 「死のデッキ破壊ウイルス」, R004-130 / R004-131: the turn of
# activation is the 1st if it is theirs), the cards they draw are checked and those of that kind
# destroyed (carried out by this card from the graveyard).
def _declared_kind(d: Duel, c: Card) -> str:
    kinds = [k for i, k in notes(d, "epidemic_kind") if i == c.idx]
    return ("spell", "trap")[kinds[0] - 1] if kinds else ""


def _epidemic(res: Resolution) -> None:
    d = res.duel
    kind = "spell" if res.link.declared == "spell" else "trap"
    p = res.opponent
    d.destroy([c for c in field_of(d, p) if c.zone is not Zone.MONSTERS and c.data.kind == kind], res.cause)
    for c in hand_of(d, p, lambda x: x.data.kind == kind):
        d.destroy([c], res.cause)
    me = res.card
    for i, k in list(notes(d, "epidemic_kind")):
        if i == me.idx:
            unnote(d, "epidemic_kind", i, k)
    note(d, "epidemic_kind", me.idx, 1 if kind == "spell" else 2)
    start_count(d, me)


def _epidemic_draw(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card]
    start = count_start(d, ctx.card)
    kind = _declared_kind(d, ctx.card)
    return (start >= 0 and bool(kind) and ev.player == ctx.opponent and c.data.kind == kind
            and opponent_turns_counted(d, ctx.card, ctx.player) <= 3)


def _epidemic_destroy(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        c = d.cards[ev.card]
        if c.zone is Zone.HAND:
            d.destroy([c], res.cause)


def _dark_2500(ctx: Ctx, m: Card) -> bool:
    return m.face_up and has_attribute(m, "DARK") and ctx.duel.atk(m) >= 2500


define(54974237,
       Effect(A, _epidemic, cost=Cost(tribute=1, tribute_filter=_dark_2500), declare=("spell", "trap"),
              text_en="destroy the opponent's cards of the declared kind on the field, in hand and drawn for 3 turns",
              text_ja="宣言した種類の相手のフィールド・手札・３ターンの間にドローしたカードを破壊する"),
       Effect(T, _epidemic_destroy, trigger="drawn", self_trigger=False, from_zone=Zone.GRAVE, when=_epidemic_draw,
              text_en="a drawn card of the declared kind is destroyed",
              text_ja="ドローした宣言した種類のカードを破壊する"))


# 光の封札剣 / Lightforce Sword: banish 1 random card of the opponent's hand face-down; in the opponent's
# standby phase of their 4th turn after the activation (counting their turns), it returns to their hand
# (carried out by this card from the graveyard).
def _lightforce(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if not hand:
        return
    c = d.cards[hand[d.rng.below(len(hand))]]
    if d.banish([c], res.cause, face_down=True):
        for i, x in list(notes(d, "lightforce")):
            if i == res.card.idx:
                unnote(d, "lightforce", i, x)
        note(d, "lightforce", res.card.idx, c.idx)
        start_count(d, res.card)


def _lightforce_due(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.detail == "standby" and d.tp == ctx.opponent and count_start(d, ctx.card) >= 0
            and any(i == ctx.card.idx for i, _ in notes(d, "lightforce"))
            and opponent_turns_counted(d, ctx.card, ctx.player) >= 4)


def _lightforce_back(res: Resolution) -> None:
    d = res.duel
    for i, x in sorted(notes(d, "lightforce")):
        if i == res.card.idx:
            unnote(d, "lightforce", i, x)
            c = d.cards[x]
            if c.zone is Zone.BANISHED:
                d.to_hand([c], res.cause)


define(49587034,
       Effect(A, _lightforce, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="banish a random card of the opponent's hand face-down until their 4th standby phase",
              text_ja="相手の手札をランダムに１枚裏側表示で除外し、４ターン目のスタンバイフェイズに戻す"),
       Effect(T, _lightforce_back, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_lightforce_due,
              text_en="the banished card returns to the opponent's hand", text_ja="除外したカードを相手の手札に戻す"))


# ハーピィ・レディ３ / Harpie Lady 3 (treated as 「ハーピィ・レディ」): a monster of the opponent that battles
# it cannot declare an attack for 2 turns counting the opponent's turns (the turn of the battle is the 1st
# if it is theirs). Applied at the start of the damage step of their battle.
def _hl3(res: Resolution) -> None:
    d = res.duel
    attacker, target = battlers(d)
    me = res.card.idx
    if target < 0 or me not in (attacker, target):
        return
    other = d.cards[target if me == attacker else attacker]
    if other.zone is Zone.MONSTERS and other.ctl != res.player:
        d.restrict(other, "attack", res.cause, until=Until(turn=d.nth_turn_of(other.ctl, 2)))


define(54415063,
       Effect(T, _hl3, trigger="damage_step_start", when=lambda ctx, ev: ev.amount >= 0,
              text_en="the battling monster cannot attack for 2 of its controller's turns",
              text_ja="戦闘を行う相手モンスターは相手ターンで数えて２ターンの間攻撃宣言できない"),
       Effect(T, _hl3, trigger="damage_step_start", self_trigger=False, when=lambda ctx, ev: ev.amount == ctx.card.idx,
              text_en="the battling monster cannot attack for 2 of its controller's turns",
              text_ja="戦闘を行う相手モンスターは相手ターンで数えて２ターンの間攻撃宣言できない"))
# its name is 「ハーピィ・レディ」 for every card and rule; so are those of 「ハーピィ・レディ１」「２」 and
# 「ハーピィ・レディ・ＳＢ」 (the name only: those three have no `define` yet)
for _harpie in (54415063, 91932350, 27927359, 80316585):
    treat_as(_harpie, 76812113)
# names and Attributes other cards' texts give them, for cards that have no `define` yet: while
# face-up on the field 「Ｅ・ＨＥＲＯ バブルマン・ネオ」, 「プロト・サイバー・ドラゴン」 and
# 「Ｅ・ＨＥＲＯ アナザー・ネオス」 are named 「Ｅ・ＨＥＲＯ バブルマン」, 「サイバー・ドラゴン」 and
# 「Ｅ・ＨＥＲＯ ネオス」; 「Ｅ・ＨＥＲＯ エリクシーラー」 and 「精霊術師 ドリアード」 are also WIND, WATER,
# FIRE and EARTH
treat_as(5285665, 79979666, where="field")
treat_as(26439287, 70095154, where="field")
treat_as(69884162, 89943723, where="field")
for _four in (29343734, 99414168):
    also_attribute(_four, "WIND", "WATER", "FIRE", "EARTH")


# 運命の火時計 / Pyro Clock of Destiny: advance the turn count of 1 card by one turn (a card whose effect
# counts turns: face-up on the field, or waiting in the graveyard). Effects that count phases have no turn
# count (R004-132).
def counted_cards(d: Duel) -> list[Card]:
    out = []
    for i, _ in sorted(notes(d, "count_start")):
        c = d.cards[i]
        if (c.on_field and c.face_up) or c.zone is Zone.GRAVE:
            out.append(c)
    return out


def _pyro_clock(res: Resolution) -> None:
    d = res.duel
    cands = counted_cards(d)
    if cands:
        c = res.ask_cards(cands)
        d.advance_turn_count(c, Pair("count_plus", c.idx, advanced(d, c) + 1))


define(1082946, Effect(A, _pyro_clock, asks=True, needs=lambda ctx: bool(counted_cards(ctx.duel)),
                       text_en="advance a card's turn count by one turn",
                       text_ja="カード１枚のターンカウントを１ターン進める"))


# 波動キャノン / Wave-Motion Cannon (continuous spell): send this face-up card to the graveyard (the cost):
# damage to the opponent of 1000 for each of your standby phases since its activation.
def _own_standbys_since(d: Duel, player: int, turn: int) -> int:
    n = 0
    for t in range(turn + 1, d.turn + 1):
        if turn_player_of(d, t) == player and (t < d.turn or d.phase != "draw"):
            n += 1
    return n


def _cannon_start(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        note(res.duel, "cannon", res.card.idx, res.duel.turn)


def _cannon_active(ctx: Ctx) -> bool:
    return ctx.card.on_field and any(i == ctx.card.idx for i, _ in notes(ctx.duel, "cannon"))


def _cannon(res: Resolution) -> None:
    d = res.duel
    starts = [t for i, t in notes(d, "cannon") if i == res.card.idx]
    if not starts:
        return
    start = max(starts)  # the activation this card was sent for (the card was paid as the cost)
    for t in starts:
        unnote(d, "cannon", res.card.idx, t)
    d.damage(res.opponent, 1000 * _own_standbys_since(d, res.player, start), res.cause)


define(38992735, Effect(A, _cannon_start, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, _cannon, condition=_cannon_active, cost=Cost(self_to="send"),
              text_en="send this card to the graveyard: 1000 damage for each of your standby phases since",
              text_ja="このカードを墓地へ送り、発動後の自分のスタンバイフェイズの数×１０００ダメージを相手に与える"))

