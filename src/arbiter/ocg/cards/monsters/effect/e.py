"""The effect monsters whose English name begins with E."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    BANISH_SELF,
    FACE_UP_MONSTER,
    PIERCING,
    POLYMERIZATION,
    TRIBUTE_SELF,
    battle_opponent,
    battle_to_grave,
    ctx_of,
    destroy_targets,
    face_up_here,
    field_to_grave,
    grant_this_turn,
    itself,
    revivable,
    room,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.attacks import attacks_again_after_a_win, battlers
from arbiter.ocg.cards.shared.card_kinds import a_traps_effect, face_up_heroes, is_hero, roid
from arbiter.ocg.cards.shared.control import hand_taker
from arbiter.ocg.cards.shared.damage_calculation import battle_key
from arbiter.ocg.cards.shared.destruction import destroy_the_destroyer
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import grow, own_phase_burn
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_me,
    battle_damage_by_self,
    battle_destroyed,
    destroyed_by_me,
    from_hand_by_opponents_effect,
    phase_of,
)
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated, note, noted, remember
from arbiter.ocg.cards.shared.resolving import ask_many
from arbiter.ocg.cards.shared.search import (
    deck_has,
    deck_or_grave_has,
    deck_searched,
    named,
    search,
    search_refusal,
    spell_searcher,
)
from arbiter.ocg.cards.shared.six_samurai import is_six_samurai
from arbiter.ocg.cards.shared.special_summons import summon, summon_target
from arbiter.ocg.cards.shared.summon_responses import NO_TRAPS_ON_SUMMON
from arbiter.ocg.cards.shared.targets import ZonesSpec, grave_spec
from arbiter.ocg.cards.shared.tributes import doubles, tributed_for
from arbiter.ocg.cards.shared.turn_counts import count_standbys, standbys_counted
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, face_up_monsters, field_of, hand_of, no_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, nothing_instead, open_unless
from arbiter.ocg.names import has_attribute, is_named, name_includes, names_of, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of

T = Kind.TRIGGER


# Ｅ・ＨＥＲＯ バブルマン / Elemental HERO Bubbleman: when it is summoned while you have no other card on
# the field or in hand, you may draw 2 (an optional "when" trigger: it misses the timing); its procedure: special
# summoned from a hand holding only it.
def _bubbleman_alone(ctx: Ctx) -> bool:
    return not hand_of(ctx, ctx.player) and all(c.idx == ctx.card.idx for c in field_of(ctx, ctx.player))


def _bubbleman(res: Resolution) -> None:
    if _bubbleman_alone(ctx_of(res)):
        res.duel.draw(res.player, 2, res.cause)


define(79979666, *(Effect(T, _bubbleman, trigger=k, mandatory=False, misses_timing=True,
                          condition=_bubbleman_alone, needs=may_draw("self"), draws=2,
                          text_en="summoned while alone: draw 2", text_ja="他にカードが無い時、２枚ドローする")
                   for k in ("summoned", "special_summoned")),
       Effect(Kind.PROCEDURE, condition=lambda ctx: len(ctx.duel.players[ctx.player].hand) == 1,
              text_en="special summon from the hand while it is the only card there",
              text_ja="手札がこのカード１枚のみの場合、手札から特殊召喚する"),
       numbering=(2, 2, 1))  # the draw is one printed effect (②), declared for each kind of summon; the procedure ①


# エレクトリック・スネーク / Electric Snake: when an opponent's effect discards it from your hand to the graveyard
# (not banished instead: 「次元の裂け目」), draw 2.
define(11324436, Effect(T, draw_op(2), trigger="discarded", when=from_hand_by_opponents_effect, needs=may_draw("self"),
                        text_en="discarded by an opponent's effect: draw 2",
                        text_ja="相手の効果で手札から捨てられた時、２枚ドローする"))

# 恵みの像 / Elephant Statue of Blessing: when an opponent's effect sends it from your hand to the
# graveyard, gain 2000 LP; destroyed there (a virus) is sent there too.
define(85166216, *(Effect(T, gain_op(2000), trigger=k, when=from_hand_by_opponents_effect,
                          text_en="sent from the hand by an opponent's effect: gain 2000 LP",
                          text_ja="相手の効果で手札から墓地へ送られた時、２０００ライフポイント回復する")
                   for k in ("discarded", "sent", "destroyed")), numbering=(1, 1, 1))


# 冥界の使者 / Emissary of the Afterlife: once it goes from the field to the graveyard, both players search their
# decks for a normal monster of level 3 or lower and add it to the hand (★ on the page: R004-101.07); each shows
# the other the card it adds (shown once in the hand, so the opponent goes on seeing it there).
def _emissary(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        c = search(res, lambda c: d.is_normal_monster(c) and (c.data.level or 0) <= 3, p, then_shuffle=True)
        if c is not None and c.zone is Zone.HAND:
            d.reveal([c], 1 - p)


define(75043725, *(Effect(T, _emissary, trigger=k, when=field_to_grave, asks=True,
                          text_en="sent to the graveyard: each player adds a Level 3 or lower normal monster",
                          text_ja="墓地へ送られた時、お互いにレベル３以下の通常モンスターを手札に加える")
                   for k in ("destroyed", "sent", "tributed")), numbering=(1, 1, 1))


# Ｅ・ＨＥＲＯ エアーマン / Elemental HERO Stratos: when normal or special summoned (not flip summoned), you may
# (an optional "when": it can miss the timing) declare one: destroy spells and traps up to the number of other
# 「ＨＥＲＯ」 monsters you control, or add a 「ＨＥＲＯ」 monster from the deck. A mode that could do nothing (no
# other HERO or no spell/trap on the field; no HERO monster in the deck) cannot be declared.
def _hero_monster(c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "ＨＥＲＯ")


def _other_heroes(ctx: Ctx | Resolution) -> int:
    return sum(1 for c in face_up_monsters(ctx, ctx.player) if _hero_monster(c) and c.idx != ctx.card.idx)


NO_HERO_IN_DECK = Why("its player's deck holds no HERO monster", "自分のデッキに「ＨＥＲＯ」モンスターがない")
NO_OTHER_HERO = Why("its player controls no other face-up HERO monster",
                    "このカード以外に自分の表側表示の「ＨＥＲＯ」がいない")
NO_SPELL_TRAP = Why("there is no spell or trap card on the field", "フィールドに魔法・罠カードがない")


def _stratos_why(ctx: Ctx, mode: str) -> str:
    if mode == "add":
        return "" if deck_has(_hero_monster)(ctx) else NO_HERO_IN_DECK
    return NO_OTHER_HERO if not _other_heroes(ctx) else NO_SPELL_TRAP if not all_spell_trap_cards(ctx.duel) else ""


def _stratos(res: Resolution) -> None:
    d = res.duel
    if res.link.declared == "add":
        search(res, _hero_monster)
        return
    n = _other_heroes(res)
    st = all_spell_trap_cards(d)
    if n and st:
        # "up to" its other HEROes: at least 1, at most that many, asked as they are picked
        d.destroy(ask_many(res, st, least=1, most=n), res.cause)


define(40044918, *(Effect(T, _stratos, trigger=k, when=lambda ctx, ev: ev.detail != "flip", mandatory=False,
                          misses_timing=True, asks=True, declare=("destroy", "add"),
                          declare_ok=open_unless(_stratos_why), declare_why=_stratos_why,
                          does=Does.SPELLS_TRAPS,
                          text_en="destroy spells/traps up to your other HEROes, or add a HERO monster",
                          text_ja="ＨＥＲＯの数まで魔法・罠を破壊するか、デッキからＨＥＲＯを手札に加える")
                   for k in ("summoned", "special_summoned")), numbering=(1, 1))

# Ｅ・ＨＥＲＯ キャプテン・ゴールド / Elemental HERO Captain Gold: discard it from the hand to add
# 「摩天楼 －スカイスクレイパー－」 from the deck (R004-105).
spell_searcher(80908502, 63035430, "Skyscraper", "摩天楼 －スカイスクレイパー－")

# エレクトリック・ワーム / Electric Virus (machines, dragons), パペット・プラント / Puppet Plant (warriors,
# spellcasters), 傀儡虫 / Marionette Mite (fiends, zombies): discard this card from the hand to take control
# of a targeted face-up monster of those types the opponent controls until the end phase.
hand_taker(24725825, ("Machine", "Dragon"), "Machine or Dragon", "機械族かドラゴン族")

EXODIA_PIECES = (33396948, 70903634, 7902349, 8124921, 44519536)  # the head, the arms, the legs


def _all_five(ctx: Ctx) -> bool:
    held = {n for i in ctx.duel.players[ctx.player].hand for n in names_of(ctx.duel.cards[i])}
    return all(pc in held for pc in EXODIA_PIECES)


define(33396948, Effect(Kind.CONTINUOUS, wins=_all_five,
                        text_en="with the five pieces of Exodia in your hand, you win the duel",
                        text_ja="手札に封印されしエクゾディアと４つのパーツが揃った時、デュエルに勝利する"))


# Ｅ・ＨＥＲＯ オーシャン / Elemental HERO Ocean: once a turn, in your standby phase, you can return 1
# targeted 「ＨＥＲＯ」 monster (any HERO: 「Ｄ－ＨＥＲＯ」 and 「Ｅ－ＨＥＲＯ」 too, as its text names
# 「ＨＥＲＯ」, not 「Ｅ・ＨＥＲＯ」) on your field (face-up) or in your graveyard to its owner's hand (a fusion
# monster to the fusion deck).
def _hero(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "ＨＥＲＯ") and (c.zone is Zone.GRAVE or c.face_up)


define(37195861, Effect(T, to_hand_targets, trigger="phase", self_trigger=False, when=phase_of("standby"),
                        mandatory=False, once_per_turn=True,
                        target=ZonesSpec(zones=(Zone.MONSTERS, Zone.GRAVE), side="own", where=_hero, allow_self=True,
                                         text_en="a HERO monster on your field or in your graveyard",
                                         text_ja="自分のフィールドか墓地にある「ＨＥＲＯ」モンスター"),
                        text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))

# names and Attributes other cards' texts give them, for cards that have no `define` yet: while
# face-up on the field 「Ｅ・ＨＥＲＯ バブルマン・ネオ」, 「プロト・サイバー・ドラゴン」 and
# 「Ｅ・ＨＥＲＯ アナザー・ネオス」 are named 「Ｅ・ＨＥＲＯ バブルマン」, 「サイバー・ドラゴン」 and
# 「Ｅ・ＨＥＲＯ ネオス」, in place of their own names; 「Ｅ・ＨＥＲＯ エリクシーラー」 and
# 「精霊術師 ドリアード」 are also WIND, WATER, FIRE and EARTH
treat_as(5285665, 79979666, where="field", instead=True)

IG = Kind.IGNITION

# ならず者傭兵部隊 / Exiled Force: tribute this card (the cost): destroy a targeted monster on the field.
define(74131780, Effect(IG, destroy_targets, cost=TRIBUTE_SELF, target=ANY_MONSTER,
                        text_en="tribute this card: destroy the target monster",
                        text_ja="このカードを生け贄に捧げ、対象を破壊する"))

# Ｅ・ＨＥＲＯ エッジマン / Elemental HERO Bladedge: it deals piercing battle damage.
define(59793705, PIERCING)

# Ｅ・ＨＥＲＯ ザ・ヒート / Elemental HERO Heat: it gains 200 ATK for each face-up 「Ｅ・ＨＥＲＯ」 monster its
# controller controls, itself included.
define(98266377, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 200 * sum(m.face_up and is_hero(m)
                                                     for m in ctx.duel.monsters_of(c.ctl)),
                        text_en="+200 ATK for each E-HERO monster you control",
                        text_ja="攻撃力２００アップ（自分の場の「Ｅ・ＨＥＲＯ」１体ごと）"))

# 激昂のムカムカ / Enraged Muka Muka: it gains 400 ATK and DEF for each card in its controller's hand.
define(91862578, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 400 * len(ctx.duel.players[c.ctl].hand),
                        defense=lambda ctx, c: 400 * len(ctx.duel.players[c.ctl].hand),
                        text_en="+400 ATK/DEF for each card in your hand",
                        text_ja="自分の手札１枚につき攻撃力・守備力４００アップ"))

# エトワール・サイバー / Etoile Cyber: it gains 500 ATK during the damage step of its direct attack.
def _etoile(ctx: Ctx, c: Card) -> int:
    attacker, target = battlers(ctx.duel)
    return 500 if ctx.duel.phase == "battle:damage" and attacker == c.idx and target < 0 else 0


define(11460577, Effect(Kind.CONTINUOUS, affects=itself, atk=_etoile,
                        text_en="+500 ATK in the damage step of its direct attack",
                        text_ja="直接攻撃のダメージステップ中、攻撃力が５００アップ"))

# 黒魔導師クラン / Ebon Magician Curran: in its controller's standby phase, 300 damage to the opponent for each
# monster they control.
define(46128076, own_phase_burn("standby", lambda ctx: 300 * len(ctx.duel.monsters_of(ctx.opponent)),
                                "your standby phase: 300 damage to the opponent for each monster they control",
                                "自分のスタンバイフェイズ、相手の場のモンスターの数×３００のダメージを相手に与える"))

# Ｅ・ＨＥＲＯ レディ・オブ・ファイア / Elemental HERO Lady Heat: in the end phase of its controller's turn, 200
# damage to the opponent for each face-up 「Ｅ・ＨＥＲＯ」 monster they control.
define(95362816, own_phase_burn("end", lambda ctx: 200 * face_up_heroes(ctx),
                                "your end phase: 200 damage to the opponent for each face-up E-HERO you control",
                                "自分のエンドフェイズに自分の表側表示の「Ｅ・ＨＥＲＯ」の数×２００ダメージを相手に与える"))


# エメス・ザ・インフィニティ / Emes the Infinity: +700 ATK (kept while it stays face-up on the field) for every
# opponent's monster it destroys by battle that ends up in the graveyard.
define(43580269, Effect(Kind.TRIGGER, grow(700), trigger="destroyed", self_trigger=False, when=battle_destroyed,
                        text_en="+700 ATK whenever a monster it destroys by battle goes to the graveyard",
                        text_ja="戦闘で破壊した相手モンスターが墓地へ行く度、攻撃力７００アップ"))

# Ｅ・ＨＥＲＯ ワイルドマン / Elemental HERO Wildheart: it is unaffected by trap effects.
define(86188410, Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=a_traps_effect,
                        text_en="unaffected by trap effects", text_ja="罠カードの効果を受けない"))

# ガイアフレーム / Earth Effigy: an EARTH normal monster's tribute summon may use it as two tributes.
define(53461122, doubles("EARTH", normal_only=True))

# Ｅ・ＨＥＲＯ フォレストマン / Elemental HERO Woodsman: in its controller's standby phase, they may add a 「融合」
# from their deck or graveyard to their hand.
def _woodsman(res: Resolution) -> None:
    search(res, named(POLYMERIZATION), zones=(Zone.DECK, Zone.GRAVE))


define(75434695, Effect(Kind.TRIGGER, _woodsman,
                        trigger="phase", self_trigger=False, mandatory=False, asks=True,
                        needs=deck_or_grave_has(named(POLYMERIZATION)),
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up,
                        text_en="your standby phase: add a Polymerization from your deck or graveyard to your hand",
                        text_ja="自分のスタンバイフェイズ、「融合」１枚をデッキか墓地から手札に加える"))

# 災いの像 / Elephant Statue of Disaster: when an opponent's effect sends it from your hand to the graveyard,
# 2000 damage to the opponent; destroyed there (a virus) is sent there too.
define(12160911, *(Effect(T, lambda res: res.duel.damage(res.opponent, 2000, res.cause), trigger=k,
                          when=from_hand_by_opponents_effect,
                          text_en="sent from the hand by an opponent's effect: 2000 damage to the opponent",
                          text_ja="相手の効果で手札から墓地へ送られた時、相手に２０００ダメージを与える")
                   for k in ("discarded", "sent", "destroyed")), numbering=(1, 1, 1))


# 激昂のミノタウルス / Enraged Battle Ox: your Beast, Beast-Warrior and Winged Beast monsters deal piercing battle
# damage.
def _ox_kin(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player\
        and ctx.duel.race(c) in ("Beast", "Beast-Warrior", "Winged Beast")


define(76909279, Effect(Kind.CONTINUOUS, affects=_ox_kin, pierce=True,
                        text_en="your Beast, Beast-Warrior and Winged Beast monsters deal piercing battle damage",
                        text_ja="自分の獣族・獣戦士族・鳥獣族モンスターは守備表示モンスターを攻撃した場合貫通ダメージを与える"))


# ボマー・ドラゴン / Exploder Dragon: no player takes battle damage from its attacks; when it is destroyed by
# battle and sent to the graveyard, the monster that destroyed it is destroyed.
def _its_attack_damage(ctx: Ctx, ev: Event) -> bool:
    att = ctx.duel.attack
    return ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and att is not None\
        and att[0] == ctx.card.idx and att[1] == ctx.card.oid and ctx.card.zone is Zone.MONSTERS


define(20586572, Effect(Kind.REPLACEMENT, when=_its_attack_damage, instead=lambda ctx, ev: None,
                        text_en="battle damage from its attacks is 0 for both players",
                        text_ja="このカードの攻撃によるお互いの戦闘ダメージは０になる"),
       Effect(T, destroy_the_destroyer, does=Does.MONSTERS | Does.OPPONENTS, trigger="destroyed", when=battle_to_grave,
              text_en="destroyed by battle and sent to the graveyard: destroy the monster that destroyed it",
              text_ja="自身を戦闘で破壊したモンスターを、自身が墓地へ行った時に破壊する"))


# でんきトカゲ / Electric Lizard: a monster other than a Zombie that attacks it cannot declare an attack in its
# controller's next turn (applied at damage calculation, once the attacked card is face-up). The lock begins with
# that turn's battle phase: a monster that may attack again (「ツインヘデッド・ビースト」) still may in this one.
def _lizard_attacked(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.amount == c.idx and c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(ctx.duel.cards[ev.card])\
        != "Zombie"


def _lizard(res: Resolution) -> None:
    d = res.duel
    a = d.cards[res.link.events[0].card] if res.link.events else None
    if a is None or a.zone is not Zone.MONSTERS:
        return
    ref, nxt = (a.idx, a.oid), d.next_turn_of(a.ctl)

    def lock(r: Resolution) -> None:
        m = r.duel.cards[ref[0]]
        if m.oid == ref[1] and m.zone is Zone.MONSTERS:
            r.duel.restrict(m, "attack", r.cause)

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, lock, trigger="phase",
                                          when=lambda ctx, ev: ev.detail == "battle:start" and ctx.duel.turn == nxt,
                                          text_en="the monster that attacked it cannot attack this turn",
                                          text_ja="このカードを攻撃したモンスターはこのターン攻撃宣言できない"),
             res.cause, turns=nxt - d.turn + 1)


define(55875323, Effect(Kind.AT_ONCE, _lizard, trigger="damage_calculated", self_trigger=False, when=_lizard_attacked,
                        text_en="a non-Zombie monster that attacks it cannot attack in its controller's next turn",
                        text_ja="このカードを攻撃したアンデット族でないモンスターは、次のターンに攻撃宣言できない"))


# 紫炎の老中 エニシ / Enishi, Shien's Chancellor: special summoned from the hand only by banishing 2 「六武衆」
# monsters from your graveyard (once so summoned, other effects may special summon it again); once a turn, destroy
# a targeted face-up monster on the field; it cannot declare an attack in the turn it activates this (nor activate
# it once it has attacked).
define(38280762,
       Effect(IG, destroy_targets, once_per_turn=True, no_attack_that_turn=True,
              target=FACE_UP_MONSTER, text_en="destroy the target face-up monster (this card cannot attack this turn)",
              text_ja="対象の表側表示モンスターを破壊する（このターンこのカードは攻撃宣言できない）"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: is_six_samurai(c)),
              text_en="special summon by banishing 2 Six Samurai monsters from your graveyard",
              text_ja="自分の墓地の「六武衆」モンスター２体を除外して特殊召喚する"))


# 守護神エクゾード / Exxod, Master of The Guard: special summoned from the hand only by tributing a 「スフィンクス」
# monster you control (once so summoned, other effects may special summon it again: no `special_by`); while it is
# face-up on the field, each time an EARTH monster is flip summoned, 1000 damage to the opponent (no chain link).
define(55737443, Effect(Kind.AT_ONCE, lambda res: res.duel.damage(res.opponent, 1000, res.cause),
                        trigger="summoned",
                        when=lambda ctx, ev: ev.detail == "flip" and has_attribute(ctx.duel.cards[ev.card], "EARTH"),
                        text_en="an EARTH monster is flip summoned: 1000 damage to the opponent",
                        text_ja="地属性モンスターの反転召喚成功時、相手に１０００ダメージ"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: name_includes(m, "スフィンクス")),
              text_en="special summon by tributing a Sphinx monster you control",
              text_ja="自分の「スフィンクス」モンスター１体を生け贄に捧げて特殊召喚する"))


# Ｅ・ＨＥＲＯ ブルーメ / Elemental HERO Poison Rose: special summoned only by 「ブルーメンブラット」's effect; the
# opponent may attack no monster of its controller but one named 「Ｅ・ＨＥＲＯ ブルーメ」; each time it inflicts
# battle damage to the opponent, it gains 200 ATK and loses 200 DEF.
def _rose(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up and c.oid == res.link.oid:
        res.duel.boost(c, 200, -200, res.cause, until_end=False)


define(51085303, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player
                        and not is_named(c, 51085303),
                        text_en="the opponent can attack only an Elemental HERO Poison Rose",
                        text_ja="相手が攻撃対象にできるのは「Ｅ・ＨＥＲＯ ブルーメ」のみ"),
       Effect(T, _rose, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              text_en="battle damage to the opponent: +200 ATK, -200 DEF",
              text_ja="相手に戦闘ダメージを与える度に、攻撃力２００アップ・守備力２００ダウン"),
       special_by=by_effect_of(25090294))


# エクスプレスロイド / Expressroid: when it is normal, flip or special summoned, you may add 2 targeted 「ロイド」
# monsters from your graveyard, other than 「エクスプレスロイド」, to your hand.
define(984114, *(Effect(T, to_hand_targets, trigger=k, mandatory=False, misses_timing=True,
                        target=grave_spec(lambda c: roid(c) and c.data.is_monster and not is_named(c, 984114), count=2,
                                          en="2 roid monsters in your graveyard but Expressroid",
                                          ja="自分の墓地の「ロイド」モンスター２体（「エクスプレスロイド」を除く）"),
                        text_en="summoned: add the 2 targets to your hand", text_ja="対象の２体を手札に加える")
                 for k in ("summoned", "special_summoned")), numbering=(1, 1))

# Ｅ・ＨＥＲＯ ボルテック / Elemental HERO Voltic: when it inflicts battle damage to the opponent, you may special
# summon a targeted banished 「Ｅ・ＨＥＲＯ」 monster of yours.
define(9327502, Effect(T, summon_target, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
                       mandatory=False, needs=room, asks=True,
                       target=revivable(lambda ctx, c: is_hero(c), "a banished Elemental HERO monster of yours",
                                        "自分の除外された「Ｅ・ＨＥＲＯ」モンスター", zone=Zone.BANISHED),
                       text_en="battle damage to the opponent: special summon the target",
                       text_ja="相手に戦闘ダメージを与えた時、対象を特殊召喚する"))


# The 「エレメント」 monsters: they gain effects while a face-up monster of an Attribute is on the field. エレメント・
# ドラゴン / Element Dragon: FIRE, +500 ATK; WIND, when it destroys an opponent's monster by battle it may attack once
# more in a row. エレメント・ザウルス / Element Saurus: FIRE, +500 ATK; EARTH, the effects of the effect monsters it
# destroys by battle are negated. エレメント・デビル / Element Doom: EARTH, as Element Saurus; WIND, as Element Dragon.
def _attribute_on_field(ctx: Ctx, attribute: str) -> bool:
    d = ctx.duel
    return any(m.face_up and has_attribute(m, attribute) for p in (0, 1) for m in d.monsters_of(p))


def _element_fire() -> Effect:
    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: itself(ctx, c) and _attribute_on_field(ctx, "FIRE"),
                  atk=lambda ctx, c: 500, text_en="with a FIRE monster on the field: +500 ATK",
                  text_ja="炎属性：攻撃力が５００アップ")


def _element_earth() -> Effect:
    return Effect(Kind.CONTINUOUS, battle_silences=True,
                  affects=lambda ctx, c: itself(ctx, c) and _attribute_on_field(ctx, "EARTH"),
                  text_en="with an EARTH monster on the field: the effects of effect monsters it destroys by battle "
                          "are negated",
                  text_ja="地属性：戦闘破壊した効果モンスターは効果が無効になる")


def _element_wind() -> Effect:
    return attacks_again_after_a_win(lambda ctx, ev: destroyed_by_me(ctx, ev) and _attribute_on_field(ctx, "WIND"),
                                     "with a WIND monster on the field: destroys an opponent's monster by battle: it "
                                     "may attack once more in a row",
                                     "風属性：相手モンスターを戦闘で破壊すると、続けてもう１回だけ攻撃できる")


define(30314994, _element_fire(), _element_wind())
define(92755808, _element_fire(), _element_earth())
define(23118924, _element_earth(), _element_wind())


# エレメント・マジシャン / Element Magician: WATER, control of it cannot change; WIND, as Element Dragon. エレメント・
# ソルジャー / Element Soldier: WATER, as Element Magician; EARTH, as Element Saurus. エレメント・ヴァルキリー / Element
# Valkyrie: FIRE, +500 ATK; WATER, as Element Magician.
def _element_water() -> Effect:
    return Effect(Kind.CONTINUOUS, forbids=("change_control",),
                  affects=lambda ctx, c: itself(ctx, c) and _attribute_on_field(ctx, "WATER"),
                  text_en="with a WATER monster on the field: control of it cannot change",
                  text_ja="水属性：コントロールを変更できない")


define(65260293, _element_water(), _element_wind())
define(66712593, _element_water(), _element_earth())
define(97623219, _element_fire(), _element_water())


# オアシスの使者 / Emissary of the Oasis: the opponent cannot attack it while you control a face-up Level 3 or lower
# normal monster; while it is on the field, its controller takes no battle damage from battles of a Level 3 or lower
# normal monster.
def _small_normal_up(ctx: Ctx, m: Card) -> bool:
    return m.face_up and ctx.duel.is_normal_monster(m) and ctx.duel.level(m) <= 3


def _oasis_damage(ctx: Ctx, ev: Event) -> bool:
    d, c = ctx.duel, ctx.card
    if ev.kind != "damage" or ev.cause.reason is not Reason.BATTLE or ev.player != c.ctl or d.attack is None\
            or c.zone is not Zone.MONSTERS:
        return False
    return any(i >= 0 and _small_normal_up(ctx, d.cards[i]) for i in (d.attack[0], d.attack[2]))


define(6103294, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                       affects=lambda ctx, c: itself(ctx, c) and any(_small_normal_up(ctx, m)
                                                                     for m in ctx.duel.monsters_of(c.ctl)),
                       text_en="cannot be attacked while you control a face-up Level 3 or lower normal monster",
                       text_ja="自分の場に表側表示のレベル３以下の通常モンスターがいる間、攻撃対象に選択されない"),
       Effect(Kind.REPLACEMENT, when=_oasis_damage, instead=lambda ctx, ev: None,
              text_en="battle damage to you from battles of Level 3 or lower normal monsters is 0",
              text_ja="レベル３以下の通常モンスターが行う戦闘で自分が受ける戦闘ダメージは０"))


# イグザリオン・ユニバース / Exarion Universe: in the battle step in which it attacks a defense position monster (at
# any point of it, not only at the declaration), you may have it lose 400 ATK and deal piercing battle damage until
# the end of the turn. Once in a battle: the text sets no limit, but a reading that let it pay 400 ATK again and
# again for nothing would never end a battle step (docs/uncertain-rulings.md).
_EXARION = "exarion"


def _exarion_can(ctx: Ctx) -> bool:
    d, c, a = ctx.duel, ctx.card, ctx.duel.attack
    if d.phase != "battle:battle" or a is None or a[:2] != (c.idx, c.oid) or a[2] < 0:
        return False
    t = d.cards[a[2]]
    return t.oid == a[3] and t.zone is Zone.MONSTERS and t.pos in (Pos.DEFENSE, Pos.SET)\
        and battle_key(ctx) not in marked(d, _EXARION, c)


def _exarion(res: Resolution) -> None:
    c = res.card
    mark(res.duel, _EXARION, c, battle_key(res))
    if c.zone is Zone.MONSTERS and c.face_up and c.oid == res.link.oid:
        res.duel.boost(c, -400, 0, res.cause)
        grant_this_turn(res, c, "piercing battle damage this turn", "このターン貫通ダメージを与える", pierce=True)


define(63749102, Effect(Kind.QUICK, _exarion, condition=_exarion_can,
                        text_en="in the battle step in which it attacks a defense position monster: -400 ATK and "
                                "piercing damage until the end of the turn",
                        text_ja="守備表示モンスターを攻撃するバトルステップ中：ターン終了時まで攻撃力４００ダウン・貫通ダメージ付与"))


# Ｅ・ＨＥＲＯ クノスペ / Elemental HERO Knospe: +100 ATK and -100 DEF for every battle damage it deals to the
# opponent; if another face-up 「Ｅ・ＨＥＲＯ」 monster of yours is on the field, it is safe from attacks and may
# attack directly.
def _knospe(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up and c.oid == res.link.oid:
        res.duel.boost(c, 100, -100, res.cause, until_end=False)


def _other_hero(ctx: Ctx, c: Card) -> bool:
    return itself(ctx, c) and any(m.face_up and m.idx != c.idx and is_hero(m)
                                  for m in ctx.duel.monsters_of(c.ctl))


define(62107981, Effect(T, _knospe, trigger="damage", self_trigger=False, when=battle_damage_by_self,
                        text_en="battle damage to the opponent: +100 ATK, -100 DEF",
                        text_ja="相手に戦闘ダメージを与える度に、攻撃力１００アップ・守備力１００ダウン"),
       Effect(Kind.CONTINUOUS, affects=_other_hero, forbids=("be_attacked",), direct_attack=True,
              text_en="while you control another face-up Elemental HERO: cannot be attacked, may attack directly",
              text_ja="他の「Ｅ・ＨＥＲＯ」が表側表示で存在する限り、攻撃対象に選択できず、直接攻撃できる"))


# エクゾディア・ネクロス / Exodia Necross: special summoned only by 「エクゾディアとの契約」's effect; it is not
# destroyed by battle nor by spell or trap effects; in your standby phase it gains 500 ATK; it is destroyed (no chain
# link) while any of the five pieces of 「封印されしエクゾディア」 is missing from your graveyard.
def _pieces_in_grave(ctx: Ctx) -> bool:
    held = {n for i in ctx.duel.players[ctx.card.ctl].grave for n in names_of(ctx.duel.cards[i])}
    return all(pc in held for pc in EXODIA_PIECES)


def _necross_spared(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "destroyed" and ev.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT
            and ev.cause.card >= 0 and ctx.duel.cards[ev.cause.card].data.kind in ("spell", "trap")
            and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up)


define(12600382, Effect(Kind.CONTINUOUS, affects=itself, battle_proof=True, destroyed_unless=_pieces_in_grave,
                        text_en="not destroyed by battle; destroyed while a piece of Exodia is missing from your "
                                "graveyard",
                        text_ja="戦闘では破壊されない。自分の墓地にエクゾディアのパーツが揃っていない場合破壊される"),
       Effect(Kind.REPLACEMENT, when=_necross_spared, instead=nothing_instead,
              text_en="not destroyed by spell or trap effects", text_ja="魔法・罠カードの効果では破壊されない"),
       Effect(T, grow(500), trigger="phase", self_trigger=False, when=phase_of("standby"),
              text_en="your standby phase: it gains 500 ATK",
              text_ja="自分のスタンバイフェイズ、攻撃力は５００アップする"),
       numbering=(1, 1, 2), special_by=by_effect_of(33244944))


# Ｅ－ＨＥＲＯ ヘル・ブラット / Evil HERO Infernal Prodigy: while you control no monster it may be special summoned from
# the hand in attack position; in the end phase of a turn it was tributed for a 「ＨＥＲＯ」 monster's tribute summon
# that succeeded (not one 「神の宣告」 negated), draw 1.
def _note_hero_summoned(ctx: Ctx, ev: Event) -> bool:
    """Notes that this card (in the graveyard, as it was tributed) was tributed for a 「ＨＥＲＯ」's tribute summon that
    succeeded (nothing is activated)."""
    summoned = ctx.duel.cards[ev.card]
    if ev.detail == "normal" and tributed_for(ctx.duel, ctx.card, summoned) and name_includes(summoned, "HERO"):
        note(ctx, "tributed_for_hero", ctx.card)
    return False


def _tributed_for_hero(ctx: Ctx, ev: Event) -> bool:
    n = noted(ctx, "tributed_for_hero", ctx.card)
    return ev.detail == "end" and n is not None and n.turn == ctx.duel.turn and ctx.card.t_entered == ctx.duel.turn


define(50304345, Effect(Kind.PROCEDURE, condition=no_monsters,
                        position=Pos.ATTACK,
                        text_en="special summon from the hand in attack position while you control no monster",
                        text_ja="自分の場にモンスターがいなければ、手札から攻撃表示で特殊召喚できる"),
       Effect(T, draw_op(1), trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_tributed_for_hero,
              needs=may_draw("self"),
              text_en="end phase of the turn it was tributed for a HERO's tribute summon: draw 1",
              text_ja="「ＨＥＲＯ」の生け贄召喚の生け贄にされたターンのエンドフェイズに１枚ドロー"),
       Effect(T, never_activated, note=True, trigger="summoned", self_trigger=False, from_zone=Zone.GRAVE,
              when=_note_hero_summoned, text_en="(remembered for a later effect)",
              text_ja="（後の効果のために覚えておく）"))


# 究極封印神エクゾディオス / Exodius the Ultimate Forbidden Lord: its special summon from the hand costs returning
# all monsters of your graveyard to the deck; +1000 ATK per normal monster in your graveyard; as it
# declares an attack, send a monster from your hand or deck to the graveyard; face-up, it is banished when it leaves
# the field; once the five 「封印されし」 pieces that its attack effect sent are all in your graveyard, you win.
FORBIDDEN = "exodius_sent"


def _exodius_send(res: Resolution) -> None:
    d = res.duel
    pl = d.players[res.player]
    cands = [d.cards[i] for i in (*pl.hand, *pl.deck) if d.cards[i].data.is_monster]
    # the deck looked through for one in vain, or the one sent taken from it: shuffled after (R004-100)
    with deck_searched(d, res.player, not cands):
        if not cands:
            return
        m = res.ask_cards(cands, why=lambda x: search_refusal(res, res.player, (Zone.HAND, Zone.DECK),
                                                               lambda c: c.data.is_monster, x),
                          purpose=TO_GRAVEYARD.monster)
        d.send_to_grave([m.idx], res.cause)
    if m.zone is Zone.GRAVE and is_named(m, *EXODIA_PIECES):
        note(ctx_of(res), FORBIDDEN, m)
    sent = {n for i in pl.grave if noted(ctx_of(res), FORBIDDEN, d.cards[i]) is not None for n in names_of(d.cards[i])}
    if all(pc in sent for pc in EXODIA_PIECES):
        d.win(res.player)


def _normal_monsters_in_grave(ctx: Ctx, c: Card) -> int:
    return 1000 * sum(ctx.duel.is_normal_monster(ctx.duel.cards[i]) for i in ctx.duel.players[c.ctl].grave)


define(13893596,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_normal_monsters_in_grave,
              text_en="+1000 ATK for each normal monster in your graveyard",
              text_ja="攻撃力アップ：自分の墓地の通常モンスター数×１０００"),
       Effect(T, _exodius_send, trigger="attack_declared", asks=True,
              text_en="declares an attack: send a monster from your hand or deck to the graveyard (the five pieces "
                      "of Exodia sent so: you win)",
              text_ja="攻撃宣言時、モンスター１体を手札かデッキから墓地へ送る（「封印されし」５種がそろえば勝利）"),
       Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.card == ctx.card.idx and ev.src == int(Zone.MONSTERS)
              and ev.dst not in (int(Zone.BANISHED), int(Zone.MONSTERS), int(Zone.SPELLS)),
              instead=lambda ctx, ev: dataclasses.replace(ev, dst=int(Zone.BANISHED)),
              text_en="banished when it leaves the field face-up",
              text_ja="表側表示でフィールドを離れる時は除外される"),
       Effect(Kind.PROCEDURE, cost=Cost(grave_monsters_to_deck=True),
              text_en="special summon by returning every monster in your graveyard to the deck",
              text_ja="自分の墓地のモンスターを全てデッキに戻し特殊召喚する"))


# Ｅ・ＨＥＲＯ バブルマン・ネオ / Elemental HERO Neo Bubbleman: never normal summoned or set (`normal_summon=False`:
# the card database does not type it special-summon-only); special summoned from the hand only by sending an
# 「Ｅ・ＨＥＲＯ バブルマン」 you control and a 「突然変異」 from your hand to the graveyard (its name is 「Ｅ・ＨＥＲＯ
# バブルマン」 while face-up on the field: above), and once so summoned other effects may revive it (the reading of
# "only by its procedure" in docs/uncertain-rulings.md); an opponent's monster that battles it is destroyed at the end
# of the damage step: its own event when it attacked, the attacker's when it was attacked.
def _bubble_foe(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card.idx
    if me not in (ev.card, ev.amount) or ev.amount < 0:
        return False
    foe = d.cards[ev.amount if ev.card == me else ev.card]
    return foe.zone is Zone.MONSTERS and foe.ctl != ctx.card.ctl


def _pop_foe(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None and c.ctl != res.card.ctl:
        res.duel.destroy([c], res.cause)


# (a foe destroyed by this battle has left as the end of the damage step comes)
define(5285665, Effect(T, _pop_foe, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
                       self_trigger="either",
                       when=_bubble_foe,
                       text_en="an opponent's monster it battled is destroyed at the end of the damage step",
                       text_ja="ダメージステップ終了時、戦闘した相手モンスターを破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(hand_send=1, hand_filter=lambda ctx, c: is_named(c, 46411259),
                                        field_send=1, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS
                                        and is_named(c, 79979666)),
              text_en="special summon by sending an Elemental HERO Bubbleman you control and a Metamorphosis from "
                      "your hand to the graveyard",
              text_ja="手札の「突然変異」と自分の場の「Ｅ・ＨＥＲＯ バブルマン」を墓地へ送って特殊召喚"),
       normal_summon=False)


# Ｅ－ＨＥＲＯ ヘル・ゲイナー / Evil HERO Infernal Gainer: in your main phase 1, banish this card from the field (the
# cost): a targeted Fiend you control may attack twice in each battle phase while it stays face-up; in your second
# standby phase after being so banished, this card is special summoned from the banished cards in attack position
# (the standby phases that begin are counted, not turns: R004-132).
def _twice_while_there(t: Card) -> Effect:
    # turned face-down and up again, the Fiend is a new card for this effect (`Card.since` is stamped anew)
    idx, oid, since = t.idx, t.oid, t.since
    return Effect(Kind.CONTINUOUS, extra_attacks=1,
                  affects=lambda ctx, c: c.idx == idx and c.oid == oid and c.face_up and c.since == since,
                  text_en="it may attack twice in each battle phase", text_ja="１度のバトルフェイズ中に２回攻撃できる")


def _gainer(res: Resolution) -> None:
    d, me = res.duel, res.card
    for t in res.targets():
        d.linger(me, res.player, _twice_while_there(t), res.cause, turns=None, while_there=t)


def _gainer_banished(ctx: Ctx, ev: Event) -> None:
    # ② asks only that it was banished to activate ①: noted at the cost, so a negated activation still brings it back
    if ev.cause.reason is Reason.COST and ev.cause.card == ctx.card.idx:
        mark(ctx.duel, "gainer", ctx.card)


def _gainer_counting(ctx: Ctx) -> Card | None:
    """This card, banished to activate ①: its player's standby phases are counted from then on."""
    c = ctx.card
    return c if c.zone is Zone.BANISHED and marked(ctx.duel, "gainer", c) else None


def _gainer_due(ctx: Ctx, ev: Event) -> bool:
    c = _gainer_counting(ctx)
    return c is not None and standbys_counted(ctx, ev, c) == 2


def _gainer_back(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.BANISHED and c.oid == res.link.oid:
        summon(res, c, pos=Pos.ATTACK)


define(95943058, Effect(Kind.IGNITION, _gainer, cost=BANISH_SELF,
                        condition=lambda ctx: face_up_here(ctx) and ctx.duel.phase == "main1",
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.race(c) == "Fiend",
                                          text_en="a face-up Fiend you control",
                                          text_ja="自分の表側表示の悪魔族モンスター"),
                        text_en="main phase 1, banish this card: the target may attack twice each battle phase",
                        text_ja="メインフェイズ１、このカードを除外：対象の悪魔族は各バトルフェイズに２回攻撃可能"),
       Effect(T, _gainer_back, trigger="phase", self_trigger=False, from_zone=Zone.BANISHED, needs=room,
              when=_gainer_due,
              text_en="your second standby phase after: special summon this card in attack position",
              text_ja="２回目の自分スタンバイフェイズ、このカードを攻撃表示で特殊召喚する"),
       remember("banished", _gainer_banished), count_standbys(_gainer_counting, Zone.BANISHED), numbering=(1, 2, 2, 2))


# Ｅ－ＨＥＲＯ マリシャス・エッジ / Evil HERO Malicious Edge: while the opponent controls a monster it may be tribute
# summoned face-up with 1 tribute (not set so); it deals piercing battle damage.
define(58554959, PIERCING, fewer_tributes=1, fewer_face_up=True,
       fewer_when=lambda d, c: bool(d.monsters_of(1 - d.tp)))




# イーグル・アイ / Eagle Eye: when it is normal summoned, no trap card can be activated in answer to that summon.
define(53693416, NO_TRAPS_ON_SUMMON)


# Ｅ・ＨＥＲＯ ネクロダークマン / Elemental HERO Necroshade: once while it is in the graveyard, its owner may normal
# summon (or set) a Level 5 or higher 「Ｅ・ＨＥＲＯ」 monster without tributes (`Effect.fewer_once`).
define(89252153, Effect(Kind.CONTINUOUS, from_zone=Zone.GRAVE, fewer_tributes=0, fewer_once=True,
                        affects=lambda ctx, c: c.ctl == ctx.player and is_hero(c) and ctx.duel.level(c) >= 5,
                        text_en="once while in the graveyard: a Level 5+ Elemental HERO may be normal summoned "
                                "without tributes",
                        text_ja="墓地に存在する限り１度だけ、レベル５以上の「Ｅ・ＨＥＲＯ」を生け贄なしで召喚できる"))

