"""Effect monsters of the era's pool (issue 13): the era's tournament staples first, then simple ones.

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_discard import _tribute_summoned as tribute_summoned
from arbiter.ocg.cards.archive_return import ZonesSpec
from arbiter.ocg.cards.archive_revival import summon
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    BANISH_SELF,
    FACE_DOWN_MONSTER,
    PIERCING,
    SPELL_COUNTER,
    SPELL_TRAP,
    TO_GRAVE_KINDS,
    TRIBUTE_SELF,
    battle_opponent,
    battle_to_grave,
    destroy_targets,
    itself,
    to_grave,
    to_hand_targets,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER
C = Kind.CONTINUOUS


# サイバー・ドラゴン / Cyber Dragon: while the opponent controls a monster and you control none, it may be special
# summoned from the hand (its own procedure).
def _only_opponent_has_monsters(ctx: Ctx) -> bool:
    d = ctx.duel
    return not d.monsters_of(ctx.player) and bool(d.monsters_of(ctx.opponent))


define(70095154, Effect(Kind.PROCEDURE, condition=_only_opponent_has_monsters,
                        text_en="special summon from the hand while only the opponent controls monsters",
                        text_ja="相手フィールド上にのみモンスターが存在する場合、手札から特殊召喚できる"))


# 闇・道化師のペーテン / Peten the Dark Clown: when it is sent to the graveyard, you may banish it from the graveyard
# (the cost) to special summon 1 「闇・道化師のペーテン」 from your hand or deck. An optional "when" effect: it misses
# its timing if the move is not the last thing that happened.
PETEN = 52624755


def _petens(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[ctx.player].cards_in(z)
            if d.cards[i].data.passcode == PETEN]


def _peten(res: Resolution) -> None:
    found = _petens(res)
    if found and res.duel.free_slots(res.player, Zone.MONSTERS):
        summon(res, res.ask_cards(found))
    if any(res.duel.cards[i].data.passcode == PETEN for i in res.duel.players[res.player].deck):
        res.duel.shuffle_deck(res.player)


define(PETEN, *(Effect(T, _peten, trigger=k, when=to_grave, mandatory=False, misses_timing=True, cost=BANISH_SELF,
                       asks=True, needs=lambda ctx: bool(_petens(ctx))
                       and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                       text_en="sent to the graveyard: banish it to special summon a Peten the Dark Clown from "
                               "your hand or deck",
                       text_ja="墓地へ送られた時、このカードを除外して手札・デッキから「闇・道化師のペーテン」１体を特殊召喚する")
                for k in (*TO_GRAVE_KINDS, "discarded")),
       numbering=(1, 1, 1, 1))


# 魔導戦士 ブレイカー / Breaker the Magical Warrior: when normal summoned, it gets a spell counter (it holds at most 1);
# it gains 300 ATK for each; remove its spell counter (the cost) to destroy a targeted spell or trap card on the field.
def _one_counter(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up and not c.counters.get(SPELL_COUNTER, 0):
        res.duel.add_counter(c, SPELL_COUNTER, 1, res.cause)


define(71413901,
       Effect(T, _one_counter, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: put a spell counter on this card (at most 1)",
              text_ja="召喚に成功した時、このカードに魔力カウンターを１つ置く（最大１つまで）"),
       Effect(C, affects=itself, atk=lambda ctx, c: 300 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+300 ATK per spell counter on it", text_ja="魔力カウンター１つにつき攻撃力３００アップ"),
       Effect(Kind.IGNITION, destroy_targets, target=SPELL_TRAP,
              cost=Cost(remove_counters=(SPELL_COUNTER, 1), counters_self=True),
              text_en="remove its spell counter: destroy the target spell or trap card",
              text_ja="魔力カウンターを１つ取り除き、フィールド上の魔法・罠カード１枚を破壊する"))


# 異次元の女戦士 / D.D. Warrior Lady: after damage calculation of a battle with an opponent's monster, you may banish
# that monster and this card.
def _battled_opponent(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card.idx
    if me not in (ev.card, ev.amount) or ev.amount < 0:
        return False
    other = ctx.duel.cards[ev.amount if ev.card == me else ev.card]
    return other.zone is Zone.MONSTERS and other.ctl != ctx.card.ctl


def _dd_lady(res: Resolution) -> None:
    d = res.duel
    other = battle_opponent(res)
    if other is not None:
        d.banish([other], res.cause)
    me = res.card
    if me.oid == res.link.oid and me.zone is Zone.MONSTERS:
        d.banish([me], res.cause)


def _after_damage_calculation(mandatory: bool, en: str, ja: str) -> tuple[Effect, ...]:
    """The banishing after damage calculation, as the attacker (its own event) and as the attack target (the
    attacker's event, which names it): one printed effect."""
    return tuple(Effect(T, _dd_lady, trigger="damage_calculated", self_trigger=own, when=_battled_opponent,
                        mandatory=mandatory, text_en=en, text_ja=ja) for own in (True, False))


define(7572887, *_after_damage_calculation(
    False, "after damage calculation with an opponent's monster: banish it and this card",
    "相手モンスターと戦闘を行ったダメージ計算後、そのモンスターとこのカードをゲームから除外できる"), numbering=(1, 1))


# ==== destroyed by battle and sent to the graveyard =============================================================

def _deck_monsters_that(ctx: Ctx | Resolution, ok: Callable[[Card], bool]) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if d.cards[i].data.is_monster and ok(d.cards[i])]


def _battle_recruiter(ok: Callable[[Card], bool], en: str, ja: str, attack: bool = False) -> Effect:
    """"When this card is destroyed by battle and sent to the graveyard, you can special summon a monster that
    fits from your deck" (in face-up attack position where `attack`, else in a position of your choice); an
    optional "when" effect. The deck is shuffled after it is looked through."""
    def needs(ctx: Ctx) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(_deck_monsters_that(ctx, ok))

    def op(res: Resolution) -> None:
        found = _deck_monsters_that(res, ok)
        if found and res.duel.free_slots(res.player, Zone.MONSTERS):
            summon(res, res.ask_cards(found), pos=Pos.ATTACK if attack else None)
        res.duel.shuffle_deck(res.player)

    return Effect(T, op, trigger="destroyed", when=battle_to_grave, needs=needs, asks=True, mandatory=False,
                  misses_timing=True, text_en=en, text_ja=ja)


def _atk_up_to(limit: int) -> Callable[[Card], bool]:
    return lambda c: c.data.atk is not None and c.data.atk <= limit


# 仮面竜 / Masked Dragon: destroyed by battle and sent to the graveyard, it may special summon a Dragon with 1500 or
# less ATK from the deck.
define(39191307, _battle_recruiter(lambda c: c.data.race == "Dragon" and _atk_up_to(1500)(c),
                                   "special summon a Dragon with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下のドラゴン族モンスター１体を特殊召喚する"))

# ピラミッド・タートル / Pyramid Turtle: destroyed by battle and sent to the graveyard, it may special summon a Zombie
# with 2000 or less DEF from the deck.
define(77044671, _battle_recruiter(lambda c: c.data.race == "Zombie" and (c.data.def_ or 0) <= 2000
                                   and c.data.def_ is not None,
                                   "special summon a Zombie with 2000 or less DEF from the deck",
                                   "デッキから守備力２０００以下のアンデット族モンスター１体を特殊召喚する"))

# ＵＦＯタートル / UFO Turtle: destroyed by battle and sent to the graveyard, it may special summon a FIRE monster with
# 1500 or less ATK from the deck in face-up attack position.
define(60806437, _battle_recruiter(lambda c: c.data.attribute == "FIRE" and _atk_up_to(1500)(c),
                                   "special summon a FIRE monster with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下の炎属性モンスター１体を特殊召喚する", attack=True))

# シャインエンジェル / Shining Angel: destroyed by battle and sent to the graveyard, it may special summon a LIGHT
# monster with 1500 or less ATK from the deck in face-up attack position.
define(95956346, _battle_recruiter(lambda c: c.data.attribute == "LIGHT" and _atk_up_to(1500)(c),
                                   "special summon a LIGHT monster with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下の光属性モンスター１体を特殊召喚する", attack=True))

# グリズリーマザー / Mother Grizzly: destroyed by battle and sent to the graveyard, it may special summon a WATER
# monster with 1500 or less ATK from the deck in face-up attack position.
define(57839750, _battle_recruiter(lambda c: c.data.attribute == "WATER" and _atk_up_to(1500)(c),
                                   "special summon a WATER monster with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下の水属性モンスター１体を特殊召喚する", attack=True))

# ドラゴンフライ / Flying Kamakiri #1: destroyed by battle and sent to the graveyard, it may special summon a WIND
# monster with 1500 or less ATK from the deck in face-up attack position.
define(84834865, _battle_recruiter(lambda c: c.data.attribute == "WIND" and _atk_up_to(1500)(c),
                                   "special summon a WIND monster with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下の風属性モンスター１体を特殊召喚する", attack=True))

# 共鳴虫 / Howling Insect: destroyed by battle and sent to the graveyard, it may special summon an Insect with 1500 or
# less ATK from the deck.
define(93107608, _battle_recruiter(lambda c: c.data.race == "Insect" and _atk_up_to(1500)(c),
                                   "special summon an Insect with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下の昆虫族モンスター１体を特殊召喚する"))

# 紫炎の足軽 / Shien's Footsoldier: destroyed by battle and sent to the graveyard, it may special summon a Level 3 or
# lower 「六武衆」 monster from the deck.
define(99675356, _battle_recruiter(lambda c: c.data.name_ja.startswith("六武衆") and (c.data.level or 0) <= 3,
                                   "special summon a Level 3 or lower Six Samurai monster from the deck",
                                   "デッキからレベル３以下の「六武衆」モンスター１体を特殊召喚する"))

# スレイブ・エイプ / Test Ape: destroyed by battle and sent to the graveyard, it may special summon a Level 4 or lower
# 「剣闘獣」 monster from the deck.
define(3030892, _battle_recruiter(lambda c: c.data.name_ja.startswith("剣闘獣") and (c.data.level or 0) <= 4,
                                  "special summon a Level 4 or lower Gladiator Beast monster from the deck",
                                  "デッキからレベル４以下の「剣闘獣」モンスター１体を特殊召喚する"))


# 軍隊竜 / Troop Dragon: destroyed by battle and sent to the graveyard, it special summons a 「軍隊竜」 from the deck
# (mandatory; the position is its player's choice).
TROOP_DRAGON = 55013285


def _troop(res: Resolution) -> None:
    found = _deck_monsters_that(res, lambda c: c.data.passcode == TROOP_DRAGON)
    if found and res.duel.free_slots(res.player, Zone.MONSTERS):
        summon(res, res.ask_cards(found))
    res.duel.shuffle_deck(res.player)


define(TROOP_DRAGON, Effect(T, _troop, trigger="destroyed", when=battle_to_grave, asks=True,
                            text_en="special summon a Troop Dragon from the deck",
                            text_ja="デッキから「軍隊竜」１体を特殊召喚する"))


# マイン・ゴーレム / Mine Golem: destroyed by battle and sent to the graveyard, 500 damage to the opponent.
define(76321376, Effect(T, lambda res: res.duel.damage(res.opponent, 500, res.cause), trigger="destroyed",
                        when=battle_to_grave, text_en="500 damage to the opponent",
                        text_ja="相手に５００ダメージを与える"))


# 黄泉へ渡る船 / Yomi Ship: destroyed by battle and sent to the graveyard, it destroys the monster that destroyed it.
def _destroyer_of(res: Resolution) -> list[Card]:
    ev = res.link.events[0] if res.link.events else None
    if ev is None or ev.cause.card < 0:
        return []
    c = res.duel.cards[ev.cause.card]
    return [c] if c.zone is Zone.MONSTERS else []


def _yomi_ship(res: Resolution) -> None:
    res.duel.destroy(_destroyer_of(res), res.cause)


define(51534754, Effect(T, _yomi_ship, trigger="destroyed",
                        when=battle_to_grave, does=Does.DESTROY | Does.MONSTERS,
                        text_en="destroy the monster that destroyed this card",
                        text_ja="このカードを破壊したモンスターを破壊する"))

# ニュードリュア / Newdoria: destroyed by battle and sent to the graveyard, it destroys a targeted monster on the field.
define(4335645, Effect(T, destroy_targets, trigger="destroyed", when=battle_to_grave, target=ANY_MONSTER,
                       text_en="destroy the target monster", text_ja="対象のモンスターを破壊する"))

# グレイブ・スクワーマー / Grave Squirmer: destroyed by battle and sent to the graveyard, it destroys a targeted card on
# the field.
define(48343627, Effect(T, destroy_targets, trigger="destroyed", when=battle_to_grave,
                        target=ZonesSpec(text_en="a card on the field", text_ja="フィールド上のカード"),
                        text_en="destroy the target card", text_ja="対象のカードを破壊する"))


# The Reptiles of the elements (シャインスピリッツ, ヘルプロミネンス, レイジアース, デスサイクロン, ダークネスソウル,
# サイレントアビス): destroyed by battle and sent to the graveyard, each destroys every monster on the field that is not
# a face-up monster of its own Attribute (face-down ones included).
def _element_reptile(attribute: str, ja: str) -> Effect:
    def op(res: Resolution) -> None:
        d = res.duel
        d.destroy([c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
                   if not (c.face_up and c.data.attribute == attribute)], res.cause)

    return Effect(T, op, trigger="destroyed", when=battle_to_grave, does=Does.DESTROY | Does.MONSTERS,
                  text_en=f"destroy every monster that is not a face-up {attribute} monster",
                  text_ja=f"表側表示の{ja}属性モンスター以外のモンスターを全て破壊する")


# シャインスピリッツ / Radiant Spirit: the LIGHT one.
define(12624008, _element_reptile("LIGHT", "光"))
# ヘルプロミネンス / Firestorm Prominence: the FIRE one.
define(13846680, _element_reptile("FIRE", "炎"))
# レイジアース / Raging Earth: the EARTH one.
define(50957346, _element_reptile("EARTH", "地"))
# デスサイクロン / Destruction Cyclone: the WIND one.
define(59235795, _element_reptile("WIND", "風"))
# ダークネスソウル / Umbral Soul: the DARK one.
define(86229493, _element_reptile("DARK", "闇"))
# サイレントアビス / Silent Abyss: the WATER one.
define(86442081, _element_reptile("WATER", "水"))


# 智天使ハーヴェスト / Harvest Angel of Wisdom: destroyed by battle and sent to the graveyard, it may add a targeted
# counter trap card from your graveyard to your hand.
define(85399281, Effect(T, to_hand_targets, trigger="destroyed", when=battle_to_grave, mandatory=False,
                        misses_timing=True,
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=lambda ctx, c: c.data.is_trap and "counter" in c.data.subtypes,
                                          text_en="a counter trap in your graveyard",
                                          text_ja="自分の墓地のカウンター罠"),
                        text_en="add the target counter trap to your hand", text_ja="対象のカウンター罠を手札に加える"))


# ==== battle damage =============================================================================================

# ブラッド・サッカー / Blood Sucker: when it deals battle damage to the opponent, the top card of their deck is sent to
# the graveyard.
def _dealt_battle_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


define(97783659, Effect(T, lambda res: res.duel.mill(res.opponent, 1, res.cause), trigger="damage",
                        self_trigger=False, when=_dealt_battle_damage,
                        text_en="battle damage to the opponent: send the top card of their deck to the graveyard",
                        text_ja="相手に戦闘ダメージを与えた時、相手のデッキの上からカードを１枚墓地へ送る"))


# ==== summoned ==================================================================================================

# 竜殺者 / Dragon Seeker: when it is normal or flip summoned, it destroys 1 face-up Dragon on the field (chosen as it
# resolves).
def _face_up_dragons(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and d.race(c) == "Dragon"]


def _dragon_slayer(res: Resolution) -> None:
    i = res.answer
    if i >= 0 and res.duel.cards[i] in _face_up_dragons(res):
        res.duel.destroy([res.duel.cards[i]], res.cause)


define(28563545, Effect(T, _dragon_slayer, trigger="summoned", choice=Choice("card", _face_up_dragons),
                        needs=lambda ctx: bool(_face_up_dragons(ctx)),
                        does=Does.DESTROY | Does.MONSTERS,
                        text_en="normal or flip summoned: destroy a face-up Dragon",
                        text_ja="召喚・反転召喚に成功した時、表側表示のドラゴン族モンスター１体を破壊する"))


# ==== flip effects ==============================================================================================

F = Kind.FLIP

# 白い忍者 / White Ninja: FLIP: destroy 1 targeted defense-position monster on the field.
define(1571945, Effect(F, destroy_targets,
                       target=TargetSpec(where=lambda ctx, c: c.pos in (Pos.DEFENSE, Pos.SET), allow_self=True,
                                         text_en="a defense-position monster", text_ja="守備表示モンスター"),
                       text_en="destroy the target", text_ja="対象の守備表示モンスターを破壊する"))


# 墓守の偵察者 / Gravekeeper's Spy: FLIP: special summon a 「墓守の」 monster with 1500 or less ATK from your deck.
def _small_gravekeeper(c: Card) -> bool:
    return c.data.name_ja.startswith("墓守の") and c.data.atk is not None and c.data.atk <= 1500


def _gravekeeper_spy(res: Resolution) -> None:
    found = _deck_monsters_that(res, _small_gravekeeper)
    if found and res.duel.free_slots(res.player, Zone.MONSTERS):
        summon(res, res.ask_cards(found))
    res.duel.shuffle_deck(res.player)


define(24317029, Effect(F, _gravekeeper_spy, asks=True,
                        text_en="special summon a Gravekeeper's monster with 1500 or less ATK from your deck",
                        text_ja="デッキから攻撃力１５００以下の「墓守の」モンスター１体を特殊召喚する"))


# グラビティ・ボール / Gravitic Orb: FLIP: every face-up monster the opponent controls changes its battle position.
def _gravity_ball(res: Resolution) -> None:
    for c in res.duel.monsters_of(res.opponent):
        if c.face_up:
            res.duel.set_position(c, Pos.DEFENSE if c.pos is Pos.ATTACK else Pos.ATTACK, res.cause)


define(29216198, Effect(F, _gravity_ball, text_en="change the battle positions of the opponent's face-up monsters",
                        text_ja="相手の表側表示モンスター全ての表示形式を変更する"))


# 電磁蚊 / Magnetic Mosquito: FLIP: destroy every face-up Machine monster on the field.
def _mosquito(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and d.race(c) == "Machine"],
              res.cause)


define(50074522, Effect(F, _mosquito, does=Does.DESTROY | Does.MONSTERS,
                        text_en="destroy all face-up Machine monsters on the field",
                        text_ja="フィールド上の表側表示の機械族モンスターを全て破壊する"))

# ニードルワーム / Needle Worm: FLIP: the top 5 cards of the opponent's deck are sent to the graveyard.
define(81843628, Effect(F, lambda res: res.duel.mill(res.opponent, 5, res.cause),
                        text_en="send the top 5 cards of the opponent's deck to the graveyard",
                        text_ja="相手のデッキの上からカードを５枚墓地へ送る"))


# 幻影コオロギ / Phantom Cricket: FLIP: a targeted face-down monster on the field is put on top of its owner's deck.
def _to_deck_top(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, where="top")


define(56605802, Effect(F, _to_deck_top, target=FACE_DOWN_MONSTER,
                        text_en="put the target face-down monster on top of its owner's deck",
                        text_ja="裏側表示モンスター１体を持ち主のデッキの一番上に置く"))


# ==== continuous effects ========================================================================================

# 幻獣ワイルドホーン / Phantom Beast Wild-Horn: it deals piercing battle damage.
define(7576264, PIERCING)

# ランサー・ドラゴニュート / Lancer Dragonute: it deals piercing battle damage.
define(11125718, PIERCING)

# バイトロン / Bitelon: it deals piercing battle damage.
define(44702857, PIERCING)


def _face_up_machines(d: Duel) -> list[Card]:
    return [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and d.race(c) == "Machine"]


# パーフェクト機械王 / Perfect Machine King: it gains 500 ATK for each other face-up Machine monster on the field.
define(18891691, Effect(C, affects=itself,
                        atk=lambda ctx, c: 500 * sum(m.idx != c.idx for m in _face_up_machines(ctx.duel)),
                        text_en="+500 ATK for each other face-up Machine on the field",
                        text_ja="このカード以外のフィールド上の機械族モンスター１体につき攻撃力５００アップ"))

# 機械王 / Machine King: it gains 100 ATK for each face-up Machine monster on the field (itself included).
define(46700124, Effect(C, affects=itself, atk=lambda ctx, c: 100 * len(_face_up_machines(ctx.duel)),
                        text_en="+100 ATK for each face-up Machine on the field",
                        text_ja="フィールド上の表側表示の機械族モンスター１体につき攻撃力１００アップ"))


def _per_own_named(passcode: int, each: int) -> Callable[[Ctx, Card], int]:
    """ATK for each face-up monster of this name its controller controls."""
    return lambda ctx, c: each * sum(m.face_up and m.data.passcode == passcode for m in ctx.duel.monsters_of(c.ctl))


# バーバリアン１号 / Lava Battleguard: it gains 500 ATK for each 「バーバリアン２号」 you control.
define(20394040, Effect(C, affects=itself, atk=_per_own_named(40453765, 500),
                        text_en="+500 ATK for each Swamp Battleguard you control",
                        text_ja="自分フィールドの「バーバリアン２号」１体につき攻撃力５００アップ"))

# バーバリアン２号 / Swamp Battleguard: it gains 500 ATK for each 「バーバリアン１号」 you control.
define(40453765, Effect(C, affects=itself, atk=_per_own_named(20394040, 500),
                        text_en="+500 ATK for each Lava Battleguard you control",
                        text_ja="自分フィールドの「バーバリアン１号」１体につき攻撃力５００アップ"))

# シャドウ・グール / Shadow Ghoul: it gains 100 ATK for each monster in your graveyard.
define(30778711, Effect(C, affects=itself,
                        atk=lambda ctx, c: 100 * sum(ctx.duel.cards[i].data.is_monster
                                                     for i in ctx.duel.players[c.ctl].grave),
                        text_en="+100 ATK for each monster in your graveyard",
                        text_ja="自分の墓地のモンスター１体につき攻撃力１００アップ"))

# グラスファントム / Grass Phantom: it gains 500 ATK for each 「グラスファントム」 in your graveyard.
define(41249545, Effect(C, affects=itself,
                        atk=lambda ctx, c: 500 * sum(ctx.duel.cards[i].data.passcode == 41249545
                                                     for i in ctx.duel.players[c.ctl].grave),
                        text_en="+500 ATK for each Grass Phantom in your graveyard",
                        text_ja="自分の墓地の「グラスファントム」１枚につき攻撃力５００アップ"))

# 龍脈に棲む者 / Dweller in the Depths: it gains 300 ATK for each face-up continuous spell card in your spell & trap
# zones.
define(46508640, Effect(C, affects=itself,
                        atk=lambda ctx, c: 300 * sum(
                            x.face_up and x.data.is_spell and "continuous" in x.data.subtypes
                            for x in (ctx.duel.cards[i] for i in ctx.duel.players[c.ctl].spells if i >= 0)),
                        text_en="+300 ATK for each continuous spell card in your spell & trap zones",
                        text_ja="自分の魔法＆罠ゾーンの永続魔法カード１枚につき攻撃力３００アップ"))

# 妖精王オベロン / Fairy King Truesdale: while it is in defense position, the Plant monsters you control gain 500 ATK
# and DEF.
define(45425051, Effect(C, affects=lambda ctx, c: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up
                        and ctx.card.pos is Pos.DEFENSE and c.zone is Zone.MONSTERS and c.ctl == ctx.card.ctl
                        and ctx.duel.race(c) == "Plant",
                        atk=lambda ctx, c: 500, defense=lambda ctx, c: 500,
                        text_en="in defense position: your Plants gain 500 ATK and DEF",
                        text_ja="守備表示の間、自分の植物族モンスターの攻撃力・守備力は５００アップ"))


# コマンド・ナイト / Command Knight: the Warrior monsters you control gain 400 ATK; while you control another monster,
# the opponent's monsters cannot choose this card as an attack target.
def _my_warrior(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.card.ctl and ctx.duel.race(c) == "Warrior"


define(10375182,
       Effect(C, affects=_my_warrior, atk=lambda ctx, c: 400, text_en="your Warriors gain 400 ATK",
              text_ja="自分フィールドの戦士族モンスターの攻撃力は４００アップ"),
       Effect(C, affects=lambda ctx, c: itself(ctx, c) and any(m.idx != c.idx for m in ctx.duel.monsters_of(c.ctl)),
              forbids=("be_attacked",),
              text_en="while you control another monster, it cannot be attacked",
              text_ja="自分フィールドに他のモンスターがいる限り、相手はこのカードを攻撃対象に選択できない"))


# ==== ignition effects ==========================================================================================

IG = Kind.IGNITION

# ならず者傭兵部隊 / Exiled Force: tribute this card (the cost): destroy a targeted monster on the field.
define(74131780, Effect(IG, destroy_targets, cost=TRIBUTE_SELF, target=ANY_MONSTER,
                        text_en="tribute this card: destroy the target monster",
                        text_ja="このカードをリリースし、対象を破壊する"))

# 賢者ケイローン / Chiron the Mage: once a turn, discard 1 spell card (the cost): destroy a targeted spell or trap card
# the opponent controls.
define(16956455, Effect(IG, destroy_targets, once_per_turn=True,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell),
                        target=TargetSpec(zone=Zone.SPELLS, side="opp",
                                          text_en="a spell or trap card the opponent controls",
                                          text_ja="相手フィールド上の魔法・罠カード"),
                        text_en="discard a spell: destroy the target spell or trap card",
                        text_ja="手札の魔法カードを１枚捨て、相手の魔法・罠カード１枚を破壊する"))

# サイバー・ジムナティクス / Cyber Gymnast: once a turn, discard 1 card (the cost): destroy a targeted face-up
# attack-position monster the opponent controls.
define(76763417, Effect(IG, destroy_targets, once_per_turn=True, cost=Cost(discard=1),
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c.pos is Pos.ATTACK,
                                          text_en="a face-up attack-position monster the opponent controls",
                                          text_ja="相手の表側攻撃表示モンスター"),
                        text_en="discard 1 card: destroy the target attack-position monster",
                        text_ja="手札を１枚捨て、相手の表側攻撃表示モンスター１体を破壊する"))


# 正義の味方 カイバーマン / Kaibaman: tribute this card (the cost): special summon a 「青眼の白龍」 from your hand.
BLUE_EYES = 89631139


def _blue_eyes_in_hand(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if d.cards[i].data.passcode == BLUE_EYES]


def _kaibaman(res: Resolution) -> None:
    found = _blue_eyes_in_hand(res)
    if found:
        summon(res, res.ask_cards(found))


define(34627841, Effect(IG, _kaibaman, cost=TRIBUTE_SELF, asks=True, needs=lambda ctx: bool(_blue_eyes_in_hand(ctx)),
                        text_en="tribute this card: special summon Blue-Eyes White Dragon from your hand",
                        text_ja="このカードをリリースし、手札から「青眼の白龍」を特殊召喚する"))


# 超伝導恐獣 / Super Conductor Tyranno: once a turn, tribute 1 monster you control (the cost): 1000 damage to the
# opponent; it cannot declare an attack in a turn it activates this (nor activate it once it has attacked).
define(85520851,
       Effect(IG, lambda res: res.duel.damage(res.opponent, 1000, res.cause), once_per_turn=True,
              cost=Cost(tribute=1), condition=lambda ctx: ctx.card.t_attacked != ctx.duel.turn,
              text_en="tribute 1 monster: 1000 damage to the opponent (this card cannot attack this turn)",
              text_ja="モンスター１体をリリースし、相手に１０００ダメージ（このターンこのカードは攻撃宣言できない）"),
       Effect(C, forbids=("attack",),
              affects=lambda ctx, c: itself(ctx, c) and ctx.duel.used_this_turn(c, 1),
              text_en="having activated its effect, it cannot attack this turn",
              text_ja="効果を発動したターン、このカードは攻撃宣言できない"),
       numbering=(1, 1))


# 結界術師 メイコウ / Mei-Kou, Master of Barriers: tribute this card (the cost): destroy a targeted face-up continuous
# spell or continuous trap card on the field.
define(47731128, Effect(IG, destroy_targets, cost=TRIBUTE_SELF,
                        target=TargetSpec(zone=Zone.SPELLS, face="up",
                                          where=lambda ctx, c: "continuous" in c.data.subtypes,
                                          text_en="a face-up continuous spell or trap card",
                                          text_ja="表側表示の永続魔法・永続罠カード"),
                        text_en="tribute this card: destroy the target continuous spell or trap card",
                        text_ja="このカードをリリースし、表側表示の永続魔法・永続罠カード１枚を破壊する"))


# ==== more monsters =============================================================================================

def _may_attack_directly() -> Effect:
    """"This card may attack the opponent directly.\""""
    return Effect(C, affects=itself, direct_attack=True, text_en="it may attack directly",
                  text_ja="このカードは相手プレイヤーに直接攻撃できる")


# 異形の従者 / Servant of Catabolism: it may attack directly.
define(2792265, _may_attack_directly())

# 女王の影武者 / Queen's Double: it may attack directly.
define(5901497, _may_attack_directly())

# レッグル / Leghul: it may attack directly.
define(12472242, _may_attack_directly())

# レインボー・フラワー / Rainbow Flower: it may attack directly.
define(21347810, _may_attack_directly())

# 人造人間７号 / Jinzo #7: it may attack directly.
define(32809211, _may_attack_directly())

# 隼の騎士 / Hayabusa Knight: it may attack twice in each battle phase.
define(21015833, Effect(C, affects=itself, extra_attacks=1, text_en="it may attack twice in each battle phase",
                        text_ja="このカードは１度のバトルフェイズ中に２回攻撃できる"))


def _burn_op(amount: int) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        res.duel.damage(res.opponent, amount, res.cause)
    return op


# キャノン・ソルジャー / Cannon Soldier: tribute 1 monster you control (the cost): 500 damage to the opponent.
define(11384280, Effect(IG, _burn_op(500), cost=Cost(tribute=1),
                        text_en="tribute 1 monster: 500 damage to the opponent",
                        text_ja="自分のモンスター１体をリリースし、相手に５００ダメージを与える"))

# メガキャノン・ソルジャー / Cannon Soldier MK-2: tribute 2 monsters you control (the cost): 1500 damage to the
# opponent.
define(14702066, Effect(IG, _burn_op(1500), cost=Cost(tribute=2),
                        text_en="tribute 2 monsters: 1500 damage to the opponent",
                        text_ja="自分のモンスター２体を生け贄に捧げ、相手に１５００ダメージを与える"))

# プリーステス・オーム / Shadowpriestess of Ohm: tribute 1 face-up DARK monster you control (the cost): 800 damage to
# the opponent.
define(27869883, Effect(IG, _burn_op(800),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and m.data.attribute == "DARK"),
                        text_en="tribute a face-up DARK monster: 800 damage to the opponent",
                        text_ja="自分の表側表示の闇属性モンスター１体を生け贄に捧げ、相手に８００ダメージを与える"))


# ブラック・マジシャン・ガール / Dark Magician Girl: it gains 300 ATK for each 「ブラック・マジシャン」 and
# 「マジシャン・ オブ・ブラックカオス」 in both graveyards.
def _magicians_in_graves(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 300 * sum(d.cards[i].data.passcode in (46986414, 30208479) for p in (0, 1) for i in d.players[p].grave)


define(38033121, Effect(C, affects=itself, atk=_magicians_in_graves,
                        text_en="+300 ATK for each Dark Magician and Magician of Black Chaos in the graveyards",
                        text_ja="お互いの墓地の「ブラック・マジシャン」「マジシャン・オブ・ブラックカオス」の数×３００アップ"))


# 異次元の戦士 / D.D. Warrior: after damage calculation of a battle with a monster, that monster and this card are
# banished (mandatory).
define(37043180, *_after_damage_calculation(
    True, "after damage calculation: banish the monster it battled and this card",
    "戦闘を行ったダメージ計算後、そのモンスターとこのカードをゲームから除外する"), numbering=(1, 1))


# 終末の騎士 / Armageddon Knight: when it is normal, flip or special summoned, you may send a DARK monster from your
# deck to the graveyard.
def _dark(c: Card) -> bool:
    return c.data.attribute == "DARK"


def _armageddon(res: Resolution) -> None:
    found = _deck_monsters_that(res, _dark)
    if found:
        res.duel.send_to_grave([res.ask_cards(found).idx], res.cause)
    res.duel.shuffle_deck(res.player)


define(28985331, *(Effect(T, _armageddon, trigger=k, mandatory=False, misses_timing=True, asks=True,
                          needs=lambda ctx: bool(_deck_monsters_that(ctx, _dark)),
                          text_en="summoned: send a DARK monster from your deck to the graveyard",
                          text_ja="召喚・反転召喚・特殊召喚に成功した時、デッキから闇属性モンスター１体を墓地へ送る")
                   for k in ("summoned", "special_summoned")),
       numbering=(1, 1))

# 暴鬼 / Abaki: destroyed by battle and sent to the graveyard, both players take 500 damage.
def _both_500(res: Resolution) -> None:
    res.duel.damage(res.player, 500, res.cause)
    res.duel.damage(res.opponent, 500, res.cause)


define(12694768, Effect(T, _both_500, trigger="destroyed", when=battle_to_grave, does=Does.DAMAGE,
                        text_en="both players take 500 damage", text_ja="お互いに５００ダメージを受ける"))

# 黄金のホムンクルス / Golden Homunculus: it gains 300 ATK and DEF for each of your banished cards.
define(27408609, Effect(C, affects=itself, atk=lambda ctx, c: 300 * len(ctx.duel.players[c.ctl].banished),
                        defense=lambda ctx, c: 300 * len(ctx.duel.players[c.ctl].banished),
                        text_en="+300 ATK/DEF for each of your banished cards",
                        text_ja="除外されている自分のカード１枚につき攻撃力・守備力３００アップ"))

# 森の住人 ウダン / Wodan the Resident of the Forest: it gains 100 ATK for each face-up Plant monster on the field.
define(42883273, Effect(C, affects=itself,
                        atk=lambda ctx, c: 100 * sum(m.face_up and ctx.duel.race(m) == "Plant"
                                                     for p in (0, 1) for m in ctx.duel.monsters_of(p)),
                        text_en="+100 ATK for each face-up Plant on the field",
                        text_ja="フィールド上の表側表示の植物族モンスター１体につき攻撃力１００アップ"))


# ==== monarchs and other tribute-summon triggers ================================================================

# 氷帝メビウス / Mobius the Frost Monarch: when tribute summoned, you may destroy up to 2 targeted spell or trap cards
# on the field.
define(4929256, Effect(T, destroy_targets, trigger="summoned", when=tribute_summoned, mandatory=False,
                       target=TargetSpec(zone=Zone.SPELLS, count=2, min=1,
                                         text_en="a spell or trap card on the field",
                                         text_ja="フィールド上の魔法・罠カード"),
                       text_en="tribute summoned: destroy up to 2 target spell or trap cards",
                       text_ja="アドバンス召喚に成功した時、魔法・罠カードを２枚まで破壊できる"))

# 雷帝ザボルグ / Zaborg the Thunder Monarch: when tribute summoned, it destroys a targeted monster on the field (itself
# if it is the only one).
define(51945556, Effect(T, destroy_targets, trigger="summoned", when=tribute_summoned,
                        target=TargetSpec(allow_self=True, text_en="a monster on the field",
                                          text_ja="フィールド上のモンスター"),
                        text_en="tribute summoned: destroy the target monster",
                        text_ja="アドバンス召喚に成功した時、モンスター１体を破壊する"))

# 地帝グランマーグ / Granmarg the Rock Monarch: when tribute summoned, it destroys a targeted set card on the field.
define(60229110, Effect(T, destroy_targets, trigger="summoned", when=tribute_summoned,
                        target=ZonesSpec(face="down", text_en="a set card on the field",
                                         text_ja="フィールド上にセットされたカード"),
                        text_en="tribute summoned: destroy the target set card",
                        text_ja="アドバンス召喚に成功した時、セットされたカード１枚を破壊する"))


# 風帝ライザー / Raiza the Storm Monarch: when tribute summoned, a targeted card on the field goes on top of its owner's
# deck.
define(73125233, Effect(T, _to_deck_top, trigger="summoned", when=tribute_summoned,
                        target=ZonesSpec(allow_self=True, text_en="a card on the field",
                                         text_ja="フィールド上のカード"),
                        text_en="tribute summoned: put the target card on top of its owner's deck",
                        text_ja="アドバンス召喚に成功した時、フィールド上のカード１枚をデッキの一番上に戻す"))


# サイバー・プリマ / Cyber Prima: when tribute summoned, it destroys every face-up spell card on the field.
def _face_up_spells(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for p in (0, 1) for i in (*d.players[p].spells, d.players[p].field)
            if i >= 0 and d.cards[i].face_up and d.cards[i].data.is_spell]


def _cyber_prima(res: Resolution) -> None:
    res.duel.destroy(_face_up_spells(res), res.cause)


define(2158562, Effect(T, _cyber_prima, trigger="summoned",
                       when=tribute_summoned, does=Does.DESTROY | Does.SPELLS_TRAPS,
                       text_en="tribute summoned: destroy all face-up spell cards on the field",
                       text_ja="アドバンス召喚に成功した時、フィールド上の表側表示の魔法カードを全て破壊する"))
