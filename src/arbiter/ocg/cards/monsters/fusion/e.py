"""The fusion monsters whose English name begins with E."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    PIERCING,
    SPELL_TRAP,
    bind,
    bound,
    can_special_summon,
    ctx_of,
    destroy_targets,
    grant_this_turn,
    itself,
    opponent_has_hand,
    spell_trap_cards_of,
    spells_traps_of,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.attacks import ATTACK_LOCK, DEFENSE_AFTER_ATTACK, attack_directly_this_turn, battlers
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.coins import tosses
from arbiter.ocg.cards.shared.contact_fusions import BY_RETURNING, DISCARD_1, END_TO_EXTRA, end_return
from arbiter.ocg.cards.shared.effect_monsters import soldier_against
from arbiter.ocg.cards.shared.events import battle_damage_by_me, battle_destroyed
from arbiter.ocg.cards.shared.fusion import BY_DARK_FUSION
from arbiter.ocg.cards.shared.life_points import gain_from_destroyed
from arbiter.ocg.cards.shared.notes import mark_face_up, marked_face_up
from arbiter.ocg.cards.shared.resolving import alive, still_face_up_here
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.stats import materials_atk, original_atk
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, FieldCardSpec
from arbiter.ocg.cards.shared.tributes import NOTES_TRIBUTED_ATK, tributed_atk
from arbiter.ocg.cards.shared.zones import (
    all_spell_trap_cards,
    fitting_monsters_in,
    grave_of,
    players_in_order,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, nothing_instead
from arbiter.ocg.names import also_attribute, has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# 裁きを下す女帝 / Empress Judge: 女王の影武者 + 響女
fusion.materials(15237615, 5901497, 64501875)

fusion.materials(81197327, 58932615, 79979666)  # Ｅ・ＨＥＲＯ スチーム・ヒーラー: バーストレディ + バブルマン
gain_from_destroyed(81197327, lambda c: c.data.atk or 0, "destroyed a monster by battle: gain its original ATK",
                     "戦闘破壊したモンスターの元々の攻撃力と同じ値の回復",
                     special_by=by_fusion_summon)

T = Kind.TRIGGER

MAGMA_NEOS = 78512663


# Ｅ・ＨＥＲＯ グラン・ネオス / Elemental HERO Grand Neos: once a turn, return 1 targeted monster the
# opponent controls to its owner's hand. In each end phase it returns to the fusion deck. It is special
# summoned from the fusion deck by returning its materials to the deck (`BY_RETURNING`).
fusion.materials(48996569, 89943723, 80344569)  # Ｅ・ＨＥＲＯ グラン・ネオス
define(48996569,
       Effect(Kind.IGNITION, to_hand_targets, once_per_turn=True, target=OPP_MONSTER,
              text_en="return the target to its owner's hand", text_ja="対象の相手モンスターを持ち主の手札に戻す"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ マグマ・ネオス / Elemental HERO Magma Neos: it gains 400 ATK for each card on the field. In
# the end phase it returns to the fusion deck; when it does so by this effect, every card on the field
# returns to its owner's hand (a return of several cards that includes any 「縮退回路」, R004-114).
def _cards_on_field(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in d.field_cards(p)]


def _magma_bounce(res: Resolution) -> None:
    d = res.duel
    cards = _cards_on_field(d)
    # spells and traps first: a 「縮退回路」 among them leaves with them (R004-114)
    d.to_hand([c for c in cards if c.zone is not Zone.MONSTERS] + [c for c in cards if c.zone is Zone.MONSTERS],
              res.cause)


fusion.materials(MAGMA_NEOS, 89943723, 89621922, 80344569)  # ネオス + Ｎ・フレア・スカラベ + Ｎ・グラン・モール
define(MAGMA_NEOS,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 400 * len(_cards_on_field(ctx.duel)),
              text_en="gains 400 ATK for each card on the field", text_ja="フィールド上のカードの数×４００アップ"),
       END_TO_EXTRA,
       Effect(T, _magma_bounce, does=Does.SPELLS_TRAPS | Does.MONSTERS, trigger="to_deck",
              when=lambda ctx, ev: ev.cause.card == ctx.card.idx and ev.dst == int(Zone.EXTRA),
              text_en="return every card on the field to its owner's hand",
              text_ja="フィールドの全カードを持ち主の手札へ"),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ ネクロイド・シャーマン / Elemental HERO Necroid Shaman: when it is special summoned, target a
# monster the opponent controls; destroy it; if it was, then (a step of its own) special summon a monster from the
# opponent's graveyard to their field (chosen as it resolves; one its own conditions let this effect summon).
def _necroid(res: Resolution) -> None:
    d = res.duel
    if not d.destroy(res.targets(), res.cause):
        return
    ctx = ctx_of(res)
    theirs = fitting_monsters_in(ctx, res.opponent, Zone.GRAVE, lambda c: can_special_summon(ctx, c))
    if theirs:  # with none to summon, no step follows: the destruction was the last thing
        d.next_thing()
        summon_picked(res, theirs, player=res.opponent)


fusion.materials(81003500, 86188410, 89252153)  # Ｅ・ＨＥＲＯ ネクロイド・シャーマン: ワイルドマン + ネクロダークマン
define(81003500, Effect(T, _necroid, trigger="special_summoned", asks=True,
                        target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                          text_ja="相手フィールドのモンスター"),
                        text_en="destroy the target, then special summon a monster from the opponent's graveyard "
                                "to their field",
                        text_ja="対象の破壊、その後相手墓地のモンスター１体を相手の場へ特殊召喚"),
       special_by=by_fusion_summon)

fusion.materials(35809262, 21844576, 58932615)  # Ｅ・ＨＥＲＯ フレイム・ウィングマン: フェザーマン + バーストレディ
fusion.materials(61204971, 20721928, 84327329)  # Ｅ・ＨＥＲＯ サンダー・ジャイアント: スパークマン + クレイマン


# Ｅ・ＨＥＲＯ ランパートガンナー / Elemental HERO Rampart Blaster (the era's text): only special summoned by a fusion
# summon. In face-up defense position it may attack the opponent directly (and only directly: its text allows nothing
# else from that position), with its ATK, halved during that damage calculation only.
RAMPART_BLASTER = 47737087


def _rampart_in_defense(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and c.pos is Pos.DEFENSE


def _rampart_halved(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return _rampart_in_defense(ctx, c) and d.calculating() and battlers(d) == (c.idx, -1)


fusion.materials(RAMPART_BLASTER, 84327329, 58932615)  # クレイマン + バーストレディ
define(RAMPART_BLASTER,
       Effect(Kind.CONTINUOUS, affects=_rampart_in_defense, attacks_in_defense=True, direct_attack=True,
              text_en="in defense position it may attack directly", text_ja="守備表示の状態で直接攻撃できる"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.ctl != ctx.card.ctl,
              unattackable_by=lambda ctx, m, attacker: attacker.idx == ctx.card.idx and attacker.pos is Pos.DEFENSE,
              text_en="in defense position it attacks no monster",
              text_ja="守備表示の状態ではモンスターに攻撃できない"),
       Effect(Kind.CONTINUOUS, affects=_rampart_halved, halves=True,
              text_en="its ATK is halved during the damage calculation of that direct attack",
              text_ja="その直接攻撃のダメージ計算時のみ攻撃力は半分になる"),
       numbering=(1, 1, 1), special_by=by_fusion_summon)

fusion.materials(52031567, 79979666, 84327329)  # Ｅ・ＨＥＲＯ マッドボールマン: バブルマン + クレイマン
fusion.materials(83121692, 21844576, 20721928, 79979666)  # Ｅ・ＨＥＲＯ テンペスター
fusion.materials(25366484, 35809262, 20721928)  # Ｅ・ＨＥＲＯ シャイニング・フレア・ウィングマン


# Ｅ－ＨＥＲＯ マリシャス・デビル / Evil HERO Malicious Fiend: only special summoned by the effect of
# 「ダーク・フュージョン」. During the opponent's battle phase all monsters they control are in face-up attack
# position (face-down ones turned face-up as it begins, or as they are turned face-down during it, with no chain
# link; face-up ones turned and kept so), and each must attack this card if able.
MALICIOUS_EDGE = 58554959


def _their_battle_phase(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.phase.startswith("battle") and d.tp != ctx.card.ctl and ctx.card.zone is Zone.MONSTERS


def _fiend_turns_up(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for m in d.monsters_of(res.opponent):
            if m.pos is not Pos.ATTACK:
                d.set_position(m, Pos.ATTACK, res.cause)


def _set_in_their_battle_phase(ctx: Ctx, ev: Event) -> bool:
    """A monster of the opponent's turned face-down during their battle phase (「月の書」): the keeping effect below
    sees face-up monsters only, so this one turns it face-up attack position again."""
    c = ctx.duel.cards[ev.card]
    return (_their_battle_phase(ctx) and c.ctl != ctx.card.ctl and c.zone is Zone.MONSTERS
            and c.face_down)


fusion.materials(86676862, MALICIOUS_EDGE, lambda cd: cd.race == "Fiend" and (cd.level or 0) >= 6)
define(86676862,
       Effect(Kind.AT_ONCE, _fiend_turns_up, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "battle:start" and _their_battle_phase(ctx),
              text_en="the opponent's battle phase: their monsters are turned to face-up attack position",
              text_ja="相手バトルフェイズ時、相手フィールドのモンスターは全て表側攻撃表示になる"),
       Effect(Kind.AT_ONCE, _fiend_turns_up, trigger="position", self_trigger=False, when=_set_in_their_battle_phase,
              text_en="a monster of theirs turned face-down during that battle phase turns face-up attack again",
              text_ja="そのバトルフェイズ中に裏側表示になった相手モンスターも表側攻撃表示になる"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.ctl != ctx.card.ctl and _their_battle_phase(ctx),
              position=Pos.ATTACK, text_en="and kept in face-up attack position during that battle phase",
              text_ja="そのバトルフェイズの間、表側攻撃表示になる"),
       Effect(Kind.CONTINUOUS, affects=itself, lures=True,
              text_en="the opponent's monsters that can attack must attack this card",
              text_ja="相手モンスターは攻撃可能ならばこのカードを攻撃しなければならない"),
       numbering=(1, 1, 1, 1), special_by=BY_DARK_FUSION)

# Ｅ・ＨＥＲＯ エアー・ネオス / Elemental HERO Air Neos: while your LP are lower than the opponent's, it gains
# ATK equal to the difference.
def _lp_gap(ctx: Ctx, c: Card) -> int:
    pl = ctx.duel.players
    return max(0, pl[ctx.opponent].lp - pl[ctx.player].lp)


fusion.materials(11502550, 89943723, 54959865)  # Ｅ・ＨＥＲＯ エアー・ネオス
define(11502550,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_lp_gap, text_en="gains ATK equal to the LP you are behind by",
              text_ja="自分のライフが相手より少ない場合、その差の数値だけ攻撃力アップ"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ ブラック・ネオス / Elemental HERO Dark Neos: it targets a face-up effect monster on the field: while
# this card stays face-up, that monster's effects are negated. One monster at a time: while the one it holds
# is still face-up on the field, the effect cannot be used again. Either of the two turned face-down is a new card
# for the negation: face-up again, the held one is free and another may be taken (when each turned face-up is noted).
def _held(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    if not marked_face_up(d, "dark_neos_up", ctx.card):
        return []
    return [m for m in bound(d, "dark_neos", ctx.card)
            if m.zone is Zone.MONSTERS and m.face_up and marked_face_up(d, "dark_neos_up", m)]


def _dark_neos(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if still_face_up_here(res):
            bind(d, "dark_neos", res.card, t, replace=True, read_by_effects=True)  # its negation reads it
            for c in (res.card, t):
                mark_face_up(d, "dark_neos_up", c, read_by_effects=True)


fusion.materials(28677304, 89943723, 43237273)  # Ｅ・ＨＥＲＯ ブラック・ネオス
define(28677304,
       Effect(Kind.IGNITION, _dark_neos, condition=lambda ctx: not _held(ctx),
              target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.is_effect_monster(c),
                                text_en="a face-up effect monster", text_ja="表側表示の効果モンスター"),
              text_en="negate the target's effects while this card is face-up",
              text_ja="このカードが表側表示で存在する限り、対象の効果を無効にする"),
       Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, c: c in _held(ctx),
              text_en="the chosen monster's effects are negated", text_ja="選択したモンスターの効果は無効化される"),
       END_TO_EXTRA, BY_RETURNING,
       # the negation lasting while it is face-up is the rest of the text's ①; its procedure is printed before ①
       special_by=not_from(Zone.EXTRA), numbering=(1, 1, 2, 3))


# Ｅ・ＨＥＲＯ アクア・ネオス / Elemental HERO Aqua Neos: once a turn, discard 1 card: destroy 1 random card of the
# opponent's hand. Ｅ・ＨＥＲＯ マリン・ネオス / Elemental HERO Marine Neos: the same once a turn in your main phase
# without the discard, and it does not return to the fusion deck. (A card destroyed in the hand is not
# discarded: a Dark World monster does not activate, R004-142.) The effect asks nothing of the card itself: it
# destroys even if the card has left the field or turned face-down before it resolves.
def _destroy_random_hand(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        d.destroy([d.cards[hand[d.rng.below(len(hand))]]], res.cause)


_RANDOM_EN = "destroy 1 random card of the opponent's hand"
_RANDOM_JA = "相手の手札１枚を無作為に選び破壊"

fusion.materials(55171412, 89943723, 17955766)  # Ｅ・ＨＥＲＯ アクア・ネオス
define(55171412,
       Effect(Kind.IGNITION, _destroy_random_hand, cost=DISCARD_1, once_per_turn=True, needs=opponent_has_hand,
              text_en=f"discard 1 card: {_RANDOM_EN}", text_ja=f"手札を１枚捨て、{_RANDOM_JA}"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))
fusion.materials(5128859, 89943723, 78734254)  # Ｅ・ＨＥＲＯ マリン・ネオス
define(5128859,
       Effect(Kind.IGNITION, _destroy_random_hand, once_per_turn=True, needs=opponent_has_hand,
              text_en=_RANDOM_EN, text_ja=_RANDOM_JA),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ フレア・ネオス / Elemental HERO Flare Neos: it gains 400 ATK for each spell and trap card on the
# field (face-up or set, the field spell too). Every card in a spell & trap zone counts: a monster there is a spell
# card, an equip spell while it is equipped (a union monster, 「サクリファイス」's: R004-111) whatever its printed kind;
# and so does a trap monster.
def _spells_traps_on_field(ctx: Ctx, c: Card) -> int:
    return 400 * sum(len(spell_trap_cards_of(ctx.duel, p)) for p in (0, 1))


fusion.materials(81566151, 89943723, 89621922)  # Ｅ・ＨＥＲＯ フレア・ネオス
define(81566151,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_spells_traps_on_field,
              text_en="gains 400 ATK for each spell and trap card on the field",
              text_ja="フィールド上の魔法・罠カードの数×４００ポイント攻撃力アップ"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ グロー・ネオス / Elemental HERO Glow Neos: once a turn, in your main phase 1, destroy 1 targeted
# face-up card the opponent controls; by what the destroyed card originally is: a monster, this card cannot
# attack this turn; a spell, it may attack directly this turn; a trap, it is changed to defense position.
def _glow_neos(res: Resolution) -> None:
    d = res.duel
    me = res.card
    for t in res.targets():
        if not d.destroy([t], res.cause) or not still_face_up_here(res):
            continue
        kind = t.base.kind
        if kind == "monster":
            d.restrict(me, "attack", res.cause)
        elif kind == "spell":
            attack_directly_this_turn(res, me)
        elif me.pos is Pos.ATTACK:
            d.set_position(me, Pos.DEFENSE, res.cause)


fusion.materials(85507811, 89943723, 17732278)  # Ｅ・ＨＥＲＯ グロー・ネオス
define(85507811,
       Effect(Kind.IGNITION, _glow_neos, once_per_turn=True, condition=lambda ctx: ctx.duel.phase == "main1",
              target=FieldCardSpec(side="opp", face="up", text_en="a face-up card the opponent controls",
                                   text_ja="相手フィールド上の表側表示のカード"),
              text_en="destroy the target; monster: this card cannot attack this turn; spell: it may attack "
                      "directly this turn; trap: it changes to defense position",
              text_ja="対象を破壊し、モンスター：このターン攻撃できない、魔法：このターン直接攻撃できる、"
                      "罠：このカードを守備表示にする"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))



# Ｅ・ＨＥＲＯ エリクシーラー / Elemental HERO Electrum: only by a fusion summon; it is also WIND, WATER, FIRE and
# EARTH; when it is fusion summoned, every banished card returns to its owner's deck (shuffled); it gains 300 ATK
# for each monster the opponent controls that shares one of its Attributes.
def _electrum_returns(res: Resolution) -> None:
    d = res.duel
    gone = [d.cards[i] for p in (d.tp, 1 - d.tp) for i in d.players[p].banished]
    d.to_deck(gone, res.cause)


def _shares_attribute(ctx: Ctx, c: Card) -> int:
    mine = [a for a in ("LIGHT", "DARK", "WIND", "WATER", "FIRE", "EARTH") if has_attribute(c, a)]
    return 300 * sum(1 for m in ctx.duel.monsters_of(1 - c.ctl)
                     if m.face_up and any(has_attribute(m, a) for a in mine))


also_attribute(29343734, "WIND", "WATER", "FIRE", "EARTH")
fusion.materials(29343734, 21844576, 58932615, 84327329, 79979666)  # the four Elemental HEROes
define(29343734,
       Effect(T, _electrum_returns, trigger="special_summoned", when=fusion.by_fusion_summon,
              needs=lambda ctx: any(ctx.duel.players[p].banished for p in (0, 1)),
              text_en="fusion summoned: every banished card returns to its owner's deck",
              text_ja="融合召喚の後、除外されているカード全てを持ち主のデッキへ"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=_shares_attribute,
              text_en="+300 ATK for each monster the opponent controls sharing one of its Attributes",
              text_ja="このカードと属性が同じ相手モンスターの数×３００、攻撃力が上がる"),
       special_by=by_fusion_summon)


# The Elemental HEROes that can only be special summoned by a fusion summon.
def _burn_destroyed(amount: Callable[[Card], int], en: str = "its ATK", ja: str = "攻撃力") -> Effect:
    """When battle with this card takes a monster from the field to the graveyard: damage to the opponent of
    `amount` of that monster (read in the graveyard); `en`/`ja` name that amount in the effect's text."""
    def op(res: Resolution) -> None:
        n = amount(res.duel.cards[res.link.events[0].card])
        if n:
            res.duel.damage(res.opponent, n, res.cause)

    return Effect(T, op, trigger="destroyed", self_trigger=False, when=battle_destroyed,
                  text_en=f"destroyed a monster by battle: damage equal to {en}",
                  text_ja=f"戦闘で破壊し墓地へ送ったモンスターの{ja}分のダメージを相手に与える")


def _heroes_in_grave(ctx: Ctx, c: Card) -> int:
    return 300 * len(grave_of(ctx.duel, c.ctl, is_hero))


HERO_GRAVE_ATK = Effect(Kind.CONTINUOUS, affects=itself, atk=_heroes_in_grave,
                        text_en="gains 300 ATK per Elemental HERO card in your graveyard",
                        text_ja="自分の墓地の「Ｅ・ＨＥＲＯ」１枚につき攻撃力３００アップ")
NOT_BY_BATTLE = Effect(Kind.CONTINUOUS, affects=itself, battle_proof=True, text_en="not destroyed by battle",
                       text_ja="戦闘では破壊されない")

# Ｅ・ＨＥＲＯ フレイム・ウィングマン / Elemental HERO Flame Wingman: destroys a monster by battle and sends it to
# the graveyard: damage equal to that monster's ATK.
define(35809262, _burn_destroyed(lambda c: c.data.atk or 0), special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ シャイニング・フレア・ウィングマン / Elemental HERO Shining Flare Wingman: +300 ATK for each
# 「Ｅ・ＨＥＲＯ」 card in your graveyard; destroys a monster by battle: damage equal to its original ATK.
define(25366484, HERO_GRAVE_ATK, _burn_destroyed(lambda c: c.base.atk or 0), special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ マッドボールマン / Elemental HERO Mudballman: nothing but its summoning condition.
define(52031567, special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ フェニックスガイ / Elemental HERO Phoenix Enforcer: not destroyed by battle.
fusion.materials(41436536, 21844576, 58932615)  # フェザーマン + バーストレディ
define(41436536, NOT_BY_BATTLE, special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ シャイニング・フェニックスガイ / Elemental HERO Shining Phoenix Enforcer: +300 ATK for each
# 「Ｅ・ＨＥＲＯ」 card in your graveyard; not destroyed by battle.
fusion.materials(88820235, 41436536, 20721928)  # フェニックスガイ + スパークマン
define(88820235, HERO_GRAVE_ATK, NOT_BY_BATTLE, special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ ワイルドジャギーマン / Elemental HERO Wildedge: may attack each monster the opponent controls once.
fusion.materials(10526791, 86188410, 59793705)  # ワイルドマン + エッジマン
define(10526791, Effect(Kind.CONTINUOUS, affects=itself, attacks_each=True,
                        text_en="may attack each monster the opponent controls once",
                        text_ja="相手モンスター全てに、１体１度ずつ攻撃が可能"),
       special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ ワイルド・ウィングマン / Elemental HERO Wild Wingman: discard 1 card (the cost): destroy 1 targeted
# spell or trap card on the field.
fusion.materials(55615891, 86188410, 21844576)  # ワイルドマン + フェザーマン
define(55615891, Effect(Kind.IGNITION, destroy_targets, cost=DISCARD_1, target=SPELL_TRAP,
                        text_en="discard 1 card: destroy the target spell or trap card",
                        text_ja="手札を１枚捨て、対象の魔法・罠カードを破壊する"),
       special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ プラズマヴァイスマン / Elemental HERO Plasma Vice: piercing damage; discard 1 card (the cost):
# destroy 1 targeted attack-position monster the opponent controls.
fusion.materials(60493189, 20721928, 59793705)  # スパークマン + エッジマン
define(60493189, PIERCING,
       Effect(Kind.IGNITION, destroy_targets, cost=DISCARD_1,
              target=TargetSpec(side="opp", where=lambda ctx, c: c.in_attack,
                                text_en="an attack-position monster the opponent controls",
                                text_ja="相手フィールド上の攻撃表示モンスター"),
              text_en="discard 1 card: destroy the target", text_ja="手札を１枚捨て、対象を破壊する"),
       special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ サンダー・ジャイアント / Elemental HERO Thunder Giant: once a turn, discard 1 card (the cost):
# destroy 1 targeted face-up monster whose original ATK is lower than this card's ATK.
define(61204971, Effect(Kind.IGNITION, destroy_targets, cost=DISCARD_1, once_per_turn=True,
                        target=TargetSpec(face="up", allow_self=True,
                                          where=lambda ctx, c: (original_atk(ctx.duel, c) or 0)
                                          < ctx.duel.atk(ctx.card),
                                          text_en="a face-up monster with lower original ATK than this card's ATK",
                                          text_ja="このカードの攻撃力より元々の攻撃力が低い表側表示モンスター"),
                        text_en="discard 1 card: destroy the target", text_ja="手札を１枚捨て、対象を破壊する"),
       special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ フレイム・ブラスト / Elemental HERO Inferno: +1000 ATK in the damage step of a battle with a WATER
# monster.
fusion.materials(68745629, 98266377, 95362816)  # ザ・ヒート + レディ・オブ・ファイア
define(68745629, Effect(Kind.CONTINUOUS, affects=itself, atk=soldier_against("WATER", 1000),
                        text_en="+1000 ATK in the damage step of a battle with a WATER monster",
                        text_ja="水属性モンスターと戦闘するダメージステップの間攻撃力１０００アップ"),
       special_by=by_fusion_summon)


# Ｅ・ＨＥＲＯ セイラーマン / Elemental HERO Mariner: while you have a set card in your spell & trap zone, it
# may attack directly.
def _mariner(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return c.idx == ctx.card.idx and any(i >= 0 and d.cards[i].pos is Pos.SET for i in d.players[c.ctl].spells)


fusion.materials(14225239, 79979666, 21844576)  # バブルマン + フェザーマン
define(14225239, Effect(Kind.CONTINUOUS, affects=_mariner, direct_attack=True,
                        text_en="may attack directly while you have a set card in your spell & trap zone",
                        text_ja="直接攻撃が可能（自分の魔法＆罠カードゾーンにセット済みのカードがある間）"),
       special_by=by_fusion_summon)

# Ｅ・ＨＥＲＯ ダーク・ブライトマン / Elemental HERO Darkbright: piercing damage; after it attacks it turns to
# defense position at the end of the damage step; destroyed, it destroys 1 targeted monster the opponent controls.
fusion.materials(41517968, 20721928, 89252153)  # スパークマン + ネクロダークマン
define(41517968, PIERCING, DEFENSE_AFTER_ATTACK,
       Effect(T, destroy_targets, trigger="destroyed", target=OPP_MONSTER,
              text_en="destroyed: destroy the target monster the opponent controls",
              text_ja="破壊された時、対象の相手モンスターを破壊する"),
       special_by=by_fusion_summon)


# Ｅ・ＨＥＲＯ テンペスター / Elemental HERO Tempest: as a cost, another card of yours goes to the graveyard; then
# target 1 monster you control (itself too): while this card stays face-up on the field, that monster is not
# destroyed by battle. The choice is kept under the time this card turned face-up (`Card.since`): turned face-down
# and face-up again, it protects none of the monsters it chose before.
def _tempest_key(d: Duel, tempest: Card) -> str:
    return f"tempest:{d.stamp_of(tempest)[0]}"


def _tempest(res: Resolution) -> None:
    for t in res.targets():
        if still_face_up_here(res):
            bind(res.duel, _tempest_key(res.duel, res.card), res.card, t, read_by_effects=True)


define(83121692,
       Effect(Kind.IGNITION, _tempest,
              cost=Cost(field_send=1, field_filter=lambda ctx, c: c.idx != ctx.card.idx),
              target=TargetSpec(side="own", allow_self=True, text_en="a monster you control",
                                text_ja="自分フィールド上のモンスター"),
              text_en="send another card you control to the graveyard: the target is not destroyed by battle while "
                      "this card is face-up",
              text_ja="自分フィールド上のカード１枚を墓地へ送り、このカードが表側表示で存在する限り対象は戦闘では"
                      "破壊されない"),
       Effect(Kind.CONTINUOUS, battle_proof=True,
              affects=lambda ctx, c: (c.zone is Zone.MONSTERS
                                      and c in bound(ctx.duel, _tempest_key(ctx.duel, ctx.card), ctx.card)),
              text_en="the chosen monsters are not destroyed by battle",
              text_ja="選択したモンスターは戦闘では破壊されない"),
       special_by=by_fusion_summon, numbering=(1, 1))  # the protection is what the text's ① gives


# The Evil HEROes: only special summoned by 「ダーク・フュージョン」's effect (`shared.fusion.BY_DARK_FUSION`).

# Ｅ－ＨＥＲＯ ライトニング・ゴーレム / Evil HERO Lightning Golem: once a turn, destroy 1 targeted monster.
fusion.materials(21947653, 20721928, 84327329)  # スパークマン + クレイマン
define(21947653, Effect(Kind.IGNITION, destroy_targets, once_per_turn=True, target=ANY_MONSTER,
                        text_en="destroy the target monster", text_ja="対象のモンスターを破壊する"),
       special_by=BY_DARK_FUSION)

# Ｅ－ＨＥＲＯ インフェルノ・ウィング / Evil HERO Inferno Wing: piercing damage; destroys a monster by battle and
# sends it to the graveyard: damage equal to the higher of that monster's original ATK and DEF.
fusion.materials(22160245, 21844576, 58932615)  # フェザーマン + バーストレディ
define(22160245, PIERCING, _burn_destroyed(lambda c: max(c.base.atk or 0, c.base.def_ or 0),
                                           "the higher of its original ATK and DEF",
                                           "元々の攻撃力・守備力の高い方"),
       special_by=BY_DARK_FUSION)


# Ｅ－ＨＥＲＯ ヘル・スナイパー / Evil HERO Infernal Sniper: not destroyed by spell effects; in its controller's
# standby phase, while it is in face-up defense position (also as the effect resolves), 1000 damage to the
# opponent.
def _by_spell(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.kind == "destroyed" and ev.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT
            and ev.cause.card >= 0 and d.cards[ev.cause.card].data.kind == "spell")


def _sniper(res: Resolution) -> None:
    if still_face_up_here(res) and res.card.pos is Pos.DEFENSE:
        res.duel.damage(res.opponent, 1000, res.cause)


fusion.materials(50282757, 84327329, 58932615)  # クレイマン + バーストレディ
define(50282757,
       Effect(Kind.REPLACEMENT, when=_by_spell, instead=nothing_instead,
              text_en="not destroyed by spell effects", text_ja="魔法の効果では破壊されない"),
       Effect(T, _sniper, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up
              and ctx.card.pos is Pos.DEFENSE,
              text_en="your standby phase, in face-up defense position: 1000 damage to the opponent",
              text_ja="自分のスタンバイフェイズ、表側守備表示なら相手に１０００ダメージを与える"),
       special_by=BY_DARK_FUSION)


# Ｅ・ＨＥＲＯ ストーム・ネオス / Elemental HERO Storm Neos: once a turn, destroy every spell and trap card on the
# field; in the end phase it returns to the fusion deck, and when it does so by this effect every card on the
# field is returned to its owner's deck.
def _storm_clears(res: Resolution) -> None:
    # a face-up trap monster is a trap card on the field too (docs/uncertain-rulings.md)
    res.duel.destroy(all_spell_trap_cards(res.duel), res.cause)


def _storm_shuffle(res: Resolution) -> None:
    d = res.duel
    # one move: an equip card goes with its monster, not destroyed as that monster leaves (Duel.moving_together)
    d.to_deck(_cards_on_field(d), res.cause)


fusion.materials(49352945, 89943723, 54959865, 17955766)  # ネオス + Ｎ・エア・ハミングバード + Ｎ・アクア・ドルフィン
define(49352945,
       Effect(Kind.IGNITION, _storm_clears, once_per_turn=True, does=Does.SPELLS_TRAPS,
              needs=lambda ctx: bool(all_spell_trap_cards(ctx.duel)),
              text_en="destroy every spell and trap card on the field",
              text_ja="フィールドの魔法・罠カード全ての破壊"),
       END_TO_EXTRA,
       Effect(T, _storm_shuffle, does=Does.MONSTERS | Does.SPELLS_TRAPS, trigger="to_deck",
              when=lambda ctx, ev: ev.cause.card == ctx.card.idx and ev.dst == int(Zone.EXTRA),
              text_en="returned to the fusion deck by its effect: every card on the field returns to its owner's "
                      "deck",
              text_ja="この効果で融合デッキへ戻れば、フィールドの全カードを持ち主のデッキへ"),
       BY_RETURNING,
       numbering=(1, 2, 2, 3),
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ カオス・ネオス / Elemental HERO Chaos Neos: in the end phase it returns to the fusion deck and every
# face-up monster on the field is turned face-down; once a turn, in your main phase 1, toss 3 coins: 3 heads,
# destroy every monster the opponent controls; 2 heads, the effects of the face-up effect monsters they control
# are negated this turn; 1 head, return every monster you control to its owner's hand.
def _chaos_neos_end(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if alive(res) and c.zone is Zone.MONSTERS:
        d.to_fusion_deck(c, res.cause)
        with d.moving_together(res.cause):
            for m in [m for p in players_in_order(d) for m in d.monsters_of(p) if m.face_up]:
                d.set_position(m, Pos.SET, res.cause)


def _chaos_coins(res: Resolution) -> None:
    d = res.duel
    heads = tosses(res, 3)
    if heads == 3:
        d.destroy(d.monsters_of(res.opponent), res.cause)
    elif heads == 2:
        # effect monsters as it resolves: a gemini not summoned again is a normal monster then, and stays untouched;
        # each is negated as the face-up card it is now (turned face-down, it is a new card for it)
        for m in [m for m in d.monsters_of(res.opponent) if m.face_up and d.is_effect_monster(m)]:
            grant_this_turn(res, m, "its effects are negated this turn", "このターン効果は無効化される",
                            negates="monster")
    elif heads == 1:
        d.to_hand(d.monsters_of(res.player), res.cause)


fusion.materials(17032740, 89943723, 43237273, 17732278)  # ネオス + Ｎ・ブラック・パンサー + Ｎ・グロー・モス
define(17032740,
       end_return(_chaos_neos_end,
                  "end phase: return this card to the fusion deck and turn every face-up monster face-down",
                  "エンドフェイズ、このカードは融合デッキへ。フィールドの表側のモンスターはどれも裏側守備表示に"),
       Effect(Kind.IGNITION, _chaos_coins, once_per_turn=True, asks=True, does=Does.MONSTERS,
              condition=lambda ctx: ctx.duel.phase == "main1",
              text_en="toss 3 coins: 3 heads destroy the opponent's monsters; 2 negate their effect monsters this "
                      "turn; 1 returns your monsters to the hand",
              text_ja="コイントスを３回行う：３回表で相手モンスターを全て破壊、２回で相手の効果モンスターの効果を"
                      "このターン無効、１回で自分のモンスターを全て手札に戻す"),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ－ＨＥＲＯ ダーク・ガイア / Evil HERO Dark Gaia: a Fiend monster + a Rock monster, only by 「ダーク・フュージョン」;
# its original ATK is the total of its fusion materials' original ATK; when it declares an attack, you may change
# the opponent's defense-position monsters, all of them, to face-up attack position (flip effects are not
# activated).
def _gaia_stands_them_up(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for m in d.monsters_of(res.opponent):
            if m.in_defense:
                d.set_position(m, Pos.ATTACK, res.cause, flip_effect=False)


fusion.materials(58332301, lambda cd: cd.race == "Fiend", lambda cd: cd.race == "Rock")
define(58332301,
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: materials_atk(ctx.duel, c), original_value=True,
              text_en="original ATK: the total original ATK of its fusion materials",
              text_ja="元々の攻撃力＝融合素材のモンスターそれぞれの元々の攻撃力の和"),
       Effect(T, _gaia_stands_them_up, trigger="attack_declared", mandatory=False,
              needs=lambda ctx: any(m.in_defense for m in ctx.duel.monsters_of(ctx.opponent)),
              text_en="declares an attack: change the opponent's defense-position monsters to face-up attack "
                      "position",
              text_ja="攻撃宣言の時、相手の守備表示モンスター全てを表側攻撃表示に変えてよい"),
       special_by=BY_DARK_FUSION)


# Ｅ・ＨＥＲＯ ジ・アース / Elemental HERO Terra Firma: only by a fusion summon; tribute another face-up
# 「Ｅ・ＨＥＲＯ」 monster you control (the cost): it gains that monster's ATK (as it was on the field) until the
# end of the turn.
def _terra_firma(res: Resolution) -> None:
    gain = tributed_atk(res)
    if gain and still_face_up_here(res):
        res.duel.boost(res.card, gain, 0, res.cause)


fusion.materials(74711057, 37195861, 75434695)  # Ｅ・ＨＥＲＯ オーシャン + Ｅ・ＨＥＲＯ フォレストマン
define(74711057,
       Effect(Kind.IGNITION, _terra_firma, condition=lambda ctx: ctx.card.face_up,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx and m.face_up and is_hero(m)),
              text_en="tribute another face-up Elemental HERO: this card gains its ATK until the end of the turn",
              text_ja="このカード以外の表側表示の「Ｅ・ＨＥＲＯ」を生け贄に捧げ、その攻撃力分ターン終了時まで攻撃力アップ"),
       NOTES_TRIBUTED_ATK, numbering=(1, 1),
       special_by=by_fusion_summon)


# Ｅ－ＨＥＲＯ ワイルド・サイクロン / Evil HERO Wild Cyclone: only special summoned by 「ダーク・フュージョン」's
# effect; the attack lock of the 「古代の機械」 monsters; when it inflicts battle damage to the opponent, every set
# spell or trap card the opponent controls is destroyed.
def _blow_set_cards(res: Resolution) -> None:
    res.duel.destroy([c for c in spells_traps_of(res.duel, res.opponent) if not c.face_up], res.cause)


fusion.materials(13293158, 21844576, 86188410)  # フェザーマン + ワイルドマン
define(13293158, ATTACK_LOCK,
       Effect(T, _blow_set_cards, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
              does=Does.SPELLS_TRAPS | Does.OPPONENTS | Does.SET_ONLY,
              text_en="it inflicted battle damage to the opponent: destroy every set spell and trap card they control",
              text_ja="戦闘ダメージを相手に与えれば、相手がセットしている魔法・罠全ての破壊"),
       special_by=BY_DARK_FUSION)
