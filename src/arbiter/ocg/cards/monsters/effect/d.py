"""The effect monsters whose English name begins with D."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion
from arbiter.ocg.carddata import attribute_term
from arbiter.ocg.cards.common import (
    BANISH_SELF,
    CLOCK_TOWER,
    DARK_MAGICIAN,
    DISCARD_SELF,
    FACE_UP_MONSTER,
    PIERCING,
    SEND_SELF,
    SILENCES,
    SPELL_COUNTER,
    SPELL_TRAP,
    TRIBUTE_SELF,
    activated_while_here,
    banish_targets,
    battle_opponent,
    battle_to_grave,
    both,
    can_special_summon,
    ctx_of,
    destroy_targets,
    face_up_here,
    itself,
    opponent_room,
    revivable,
    room,
    room_for_itself,
    so_many_each,
    spell_counter_each_spell,
    takeable,
    tallied,
    tally,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.cards.shared.archfiends import archfiend, is_archfiend
from arbiter.ocg.cards.shared.attacks import attacked_in_defense_by_weaker, attacks_again_after_a_win
from arbiter.ocg.cards.shared.banishing import BANISHES_BATTLE_VICTIMS, banish_instead, battle_victim_to_grave
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import face_up_monster, is_destiny_hero, is_spell_card
from arbiter.ocg.cards.shared.chain import MONSTER_EFFECT_ACTIVATED, link_targets, monster_effect, negate_and_destroy
from arbiter.ocg.cards.shared.coins import TIME_WIZARD_RIGHT
from arbiter.ocg.cards.shared.control import can_take, give_self
from arbiter.ocg.cards.shared.counters import own_standby_self
from arbiter.ocg.cards.shared.destruction import destroy_the_destroyer
from arbiter.ocg.cards.shared.discard import (
    DECLARED_ALREADY,
    battle_discard,
    choose_cards,
    discard_random,
    opp_discards_random,
)
from arbiter.ocg.cards.shared.draw import DARK_MIMIC_LV3, draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import grow, summon_named_from
from arbiter.ocg.cards.shared.events import (
    attack_to_defense,
    battle_damage_by_me,
    battle_damage_by_self,
    battle_destroyed,
    by_battle,
    destroyed_by_me,
    from_grave,
    phase_of,
    tribute_summoned,
)
from arbiter.ocg.cards.shared.level_monsters import next_level_in_reach, summon_next_level
from arbiter.ocg.cards.shared.life_points import GAINS_HURT, standby_gain
from arbiter.ocg.cards.shared.monster_equips import (
    equip_to_me,
    none_equipped,
    own_equipped_monster,
)
from arbiter.ocg.cards.shared.notes import (
    mark,
    mark_face_up,
    marked,
    marked_face_up,
    marker,
    never_activated,
    note,
    note_pair,
    noted,
    noted_pairs,
    observer,
    remember,
    summon_marked,
)
from arbiter.ocg.cards.shared.passcodes import DREADMASTER, TERRORKING
from arbiter.ocg.cards.shared.recruiters import element_reptile
from arbiter.ocg.cards.shared.resolving import alive, ask_yes_no, self_on_field, still_face_up_here
from arbiter.ocg.cards.shared.revival import (
    from_the_dark,
    grave_phase_trigger,
    grave_target,
    in_end_phase_of,
    in_later_own_standby,
    revive_self_op,
)
from arbiter.ocg.cards.shared.search import (
    deck_searched,
    searched_to_top,
    spell_searcher,
    summon_room,
)
from arbiter.ocg.cards.shared.special_summons import (
    negate_while_there,
    pick_to_summon,
    summon,
    summon_picked,
    summon_self_op,
    summon_target,
    summon_targets,
    summonable,
    summonable_now,
    summoned_refusal,
)
from arbiter.ocg.cards.shared.stats import half_up, original_atk, per_dark_magician_in_graves, stats_from
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, field_card, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand, to_deck_top, top_or_bottom
from arbiter.ocg.cards.shared.tokens import makes_token, makes_token_here, summon_tokens
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.turn_counts import in_own_standby
from arbiter.ocg.cards.shared.turn_log import summoned_this_turn, times_placed
from arbiter.ocg.cards.shared.umi import SPELL_PROOF_UNDER_UMI
from arbiter.ocg.cards.shared.zones import deck_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import (
    ATTACK_TARGET,
    BANISH,
    DESTROY,
    SPECIAL_SUMMON,
    TO_DECK_TOP,
    TO_GRAVEYARD,
    TO_HAND,
)
from arbiter.ocg.effects import (
    NOT_CHOSEN,
    Choice,
    Cost,
    Ctx,
    Effect,
    Kind,
    Resolution,
    TargetSpec,
    Worded,
    nothing_instead,
    open_unless,
    quoting,
)
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

define(44436472, doubles("DARK"))  # ダブルコストン / Double Coston

define(81755371, doubles("DARK", normal_only=True))  # ダークフレーム / Dark Effigy


def _own_archfiend(ctx: Ctx, c: Card) -> bool:
    return is_archfiend(c)


# ダークビショップデーモン / Darkbishop Archfiend: its die guards every 「デーモン」 monster of its controller
# (itself included).
define(35798491, *archfiend(500, (1, 3, 6), guards=_own_archfiend))

T = Kind.TRIGGER


# デス・ラクーダ / Des Lacooda: once a turn it may turn itself face-down (effect 1), even the turn it came out (a
# seed scenario relies on it, unlike `shared.face_down.FACE_DOWN_SELF`: docs/uncertain-rulings.md); when it is flip
# summoned, draw 1 (effect 2, an effect that does nothing but draw: R004-081).
def _face_down_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.set_position(res.card, Pos.SET, res.cause)


define(2326738, Effect(Kind.IGNITION, _face_down_self, once_per_turn=True,
                       text_en="turn this card face-down", text_ja="このカードを裏側守備表示にする"),
       Effect(T, draw_op(1), trigger="summoned", when=lambda ctx, ev: ev.detail == "flip", needs=may_draw("self"),
              text_en="flip summoned: draw 1", text_ja="反転召喚に成功した時、１枚ドローする"))


# Ｄ－ＨＥＲＯ ディスクガイ / Destiny HERO - Disk Commander: when it is special summoned from the graveyard,
# draw 2, once a duel for its player, counted as it is activated (a negated activation is a use). (The ban on its
# special summon from the graveyard in the turn it was sent there is a later errata: the era's text has none.)
define(56570271, Effect(T, draw_op(2), trigger="special_summoned", when=from_grave, needs=may_draw("self"),
                        once_per_name=True, name_once_a_duel=True,
                        text_en="special summoned from the graveyard: draw 2 (once a duel)",
                        text_ja="墓地から特殊召喚に成功した時、２枚ドローする（デュエル中１度）"))


# 暗黒のミミック ＬＶ３ / Dark Mimic LV3: battle destroys it and it reaches the graveyard: its controller draws 1,
# or 2 when 「暗黒のミミック ＬＶ１」's effect summoned it (LV1 notes that stay on the field by its number,
# `times_placed`). LV1 summons it face-up, so a flip later in that stay means it was turned face-down and up again:
# a new card, not summoned that way (read as for 「アルティメット・インセクト ＬＶ３」: docs/uncertain-rulings.md).
def _mimic3(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    stay = (ev.card, times_placed(d, ev.card))
    by_lv1 = bool(tallied(d, ("mimic", *stay))) and not tallied(d, ("mimic flipped", *stay))
    d.draw(res.player, 2 if by_lv1 else 1, res.cause)


def _mimic3_flipped(ctx: Ctx, ev: Event) -> None:
    if ev.card == ctx.card.idx:
        tally(ctx.duel, ("mimic flipped", ev.card, times_placed(ctx.duel, ev.card)), 1)


define(DARK_MIMIC_LV3, Effect(T, _mimic3, trigger="destroyed", when=battle_to_grave, needs=may_draw("self"),
                              text_en="destroyed by battle: draw 1 (2 if summoned by Dark Mimic LV1)",
                              text_ja="戦闘で破壊された時、１枚（ＬＶ１の効果で特殊召喚されていれば２枚）ドローする"),
       remember("flipped", _mimic3_flipped))

# Ｄ－ＨＥＲＯ ディフェンドガイ / Destiny HERO - Defender: in each of the opponent's standby phases, while it
# is in face-up defense position, the opponent draws 1 (it must still be so as the effect resolves).
def _defender_draw(res: Resolution) -> None:
    me = res.card
    if me.zone is Zone.MONSTERS and me.pos is Pos.DEFENSE and me.oid == res.link.oid:
        draw_op(1, "opp")(res)


define(54749427, Effect(T, _defender_draw, trigger="phase", self_trigger=False, needs=may_draw("opp"),
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent
                        and ctx.card.pos is Pos.DEFENSE,
                        text_en="the opponent's standby phase: they draw 1",
                        text_ja="相手のスタンバイフェイズに相手は１枚ドローする"))

standby_gain(90925163, lambda ctx: 1000, "your standby phase: gain 1000 LP", "スタンバイフェイズに１０００回復する",
              pos=(Pos.DEFENSE,), as_long_as=True)
standby_gain(57579381, lambda ctx: 200, "your standby phase: gain 200 LP", "スタンバイフェイズに２００回復する",
              grave=True)

# キラーザウルス / Destroyersaurus: discard it from the hand to add 「ジュラシックワールド」 from the deck (R004-105).
spell_searcher(80186010, 10080320, "Jurassic World", "ジュラシックワールド")


# 異次元への案内人 / D.D. Guide: when it is normal summoned, control of it passes to the opponent, for good; in
# each end phase the opponent of its controller banishes a card of its controller's graveyard.
def _dd_guide_banish(res: Resolution) -> None:
    d = res.duel
    grave = takeable(ctx_of(res), lambda c: True, Zone.BANISHED, "banished")
    if grave:
        d.banish([res.ask_cards(grave, "select", res.opponent, purpose=BANISH)], res.cause)


define(52702748, Effect(T, give_self, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                        text_en="normal summoned: give control of this card to the opponent",
                        text_ja="召喚成功時、自身のコントロールが相手に移る"),
       Effect(T, _dd_guide_banish, trigger="phase", self_trigger=False, asks=True,
              when=lambda ctx, ev: ev.detail == "end" and bool(ctx.duel.players[ctx.player].grave),
              text_en="each end phase: the opponent banishes a card of your graveyard",
              text_ja="エンドフェイズ毎に、相手は自分の墓地のカード１枚をゲームから除外する"))


def not_taken_yet(ctx: Ctx) -> bool:
    """For a card whose trigger offers several modes as separate effects: only one of them is used."""
    return not any(link.card == ctx.card.idx and link.events == ctx.events for link in ctx.duel.chain)


# 黒蠍－逃げ足のチック / Dark Scorpion - Chick the Yellow: when it inflicts battle damage to the opponent,
# choose one: return 1 targeted card on the field (itself too) to its owner's hand; or look at the opponent's top card
# and put it back on the top or at the bottom. (The two modes are two effects; using one uses the event.)
def _chick_look(res: Resolution) -> None:
    top_or_bottom(res, res.opponent)


define(61587183,
       Effect(T, to_hand_targets, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, target=field_card(allow_self=True),
              text_en="the target card on the field goes back to its owner's hand",
              text_ja="対象の場のカード１枚を、持ち主の手札へ戻す"),
       Effect(T, _chick_look, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, asks=True,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
              text_en="look at the opponent's top card and put it on the top or at the bottom",
              text_ja="相手のデッキの一番上のカードをめくり、一番上か一番下に戻す"))


# 黒蠍－棘のミーネ / Dark Scorpion - Meanae the Thorn: when it inflicts battle damage to the opponent,
# choose one: add 1 「黒蠍」 card from your deck to your hand; or return 1 targeted 「黒蠍」 card in your
# graveyard to your hand.
def _scorpion(c: Card) -> bool:
    return name_includes(c, "黒蠍")


def _meanae_search(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, True):  # looked through, whether or not a card is taken (R004-100)
        cands = deck_of(d, res.player, _scorpion)
        if cands:
            d.to_hand([res.ask_cards(cands, purpose=TO_HAND)], res.cause)


define(74153887,
       Effect(T, _meanae_search, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, asks=True,
              needs=lambda ctx: bool(deck_of(ctx.duel, ctx.player, _scorpion)),
              text_en="a Dark Scorpion card of your deck goes to your hand",
              text_ja="「黒蠍」カード１枚を、デッキから手札へ加える"),
       Effect(T, targets_to_hand, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False,
              target=grave_spec(_scorpion, en="a Dark Scorpion card in your graveyard",
                                ja="自分の墓地の「黒蠍」カード"),
              text_en="return the target to your hand", text_ja="対象を手札に加える"))


# 混沌の黒魔術師 / Dark Magician of Chaos (the era's text): in the end phase of the turn it was normal or special
# summoned, you may add 1 targeted spell card from your graveyard to your hand (not once set, or flip summoned, or
# turned face-up by an effect: none of those is a summon of it). A monster it destroys by battle is banished instead
# of going to the graveyard; it is banished when it leaves the field.
def _chaos_end(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.detail == "end" and c.face_up and summoned_this_turn(ctx.duel, c, ("summon", "special_summon"))


def _chaos_leaves(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ev.src == int(Zone.MONSTERS) and ev.dst not in (
        int(Zone.BANISHED), int(Zone.MONSTERS), int(Zone.SPELLS))


define(40737112,
       Effect(T, targets_to_hand, trigger="phase", self_trigger=False, when=_chaos_end, mandatory=False, asks=True,
              target=grave_spec(is_spell_card, en="a spell card in your graveyard", ja="自分の墓地の魔法カード"),
              text_en="add the target to your hand", text_ja="対象の魔法カードを手札に加える"),
       BANISHES_BATTLE_VICTIMS,
       Effect(Kind.REPLACEMENT, when=_chaos_leaves, instead=banish_instead,
              text_en="banished when it leaves the field", text_ja="フィールドから離れた場合除外される"))

# デスルークデーモン / Desrook Archfiend: the dice Archfiends' maintenance cost and die,
# and a quick effect from the hand: when a 「ジェノサイドキングデーモン」 you control is
# destroyed and sent to the graveyard, send this card from the hand to the graveyard (the cost) to special
# summon that monster from the graveyard. It answers the destruction in the window right after the chain or
# battle that made it (`responds_to`).
def _terrorking_just_destroyed(ctx: Ctx, c: Card) -> bool:
    return is_named(c, TERRORKING) and any(
        e.kind == "destroyed" and e.card == c.idx and e.src == int(Zone.MONSTERS) and e.player == ctx.player
        for e in ctx.events)


define(72192100, *archfiend(500, (3,), Effect(
    Kind.QUICK, summon_target, from_zone=Zone.HAND, damage_step=True, asks=True, needs=room,
    cost=Cost(self_to="send"), responds_to=("destroyed",),
    target=grave_target(_terrorking_just_destroyed, "the Terrorking Archfiend just destroyed",
                        "破壊された「ジェノサイドキングデーモン」"),
    text_en="send this card from the hand to the graveyard: special summon that Terrorking Archfiend",
    text_ja="手札のこのカードを墓地へ送り、その「ジェノサイドキングデーモン」を特殊召喚する")))

# Ｄ－ＨＥＲＯ ドゥームガイ / Destiny HERO - Fear Monger: destroyed by battle and sent to the graveyard: in your
# next standby phase, special summon another 「Ｄ－ＨＥＲＯ」 monster from your graveyard (targeted).
define(80744121,
       Effect(T, summon_target, trigger="phase", when=in_later_own_standby("battle"), self_trigger=False,
              from_zone=Zone.GRAVE, needs=room, asks=True,
              target=grave_target(lambda ctx, c: name_includes(c, "D-HERO") and not is_named(c, 80744121),
                                  "another Destiny HERO in your graveyard", "自分の墓地の他の「Ｄ－ＨＥＲＯ」"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       marker("destroyed", "battle", by_battle))


# Ｄ－ＨＥＲＯ ダイハードガイ / Destiny HERO - Captain Tenacious: once a turn, in your standby phase, you may
# target a 「Ｄ－ＨＥＲＯ」 monster of your graveyard that battle destroyed, since your previous standby phase and
# while this card was face-up on your side, and special summon it.
def _tenacious_watch(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    if name_includes(c, "D-HERO") and ev.player == ctx.player and by_battle(ctx, ev):
        note(ctx, "tenacious", c, ctx.card)
    return False


def _tenacious_fits(ctx: Ctx, c: Card) -> bool:
    n = noted(ctx, "tenacious", c)
    return n is not None and n.other == ctx.card.idx and n.other_oid == ctx.card.oid and n.turn >= ctx.duel.turn - 2


define(77608643,
       Effect(T, summon_target, trigger="phase", when=phase_of("standby"), self_trigger=False, once_per_turn=True,
              mandatory=False, needs=room, asks=True,
              target=grave_target(_tenacious_fits, "a Destiny HERO destroyed by battle since your last standby phase",
                                  "前の自分のスタンバイフェイズ以降に戦闘で破壊された「Ｄ－ＨＥＲＯ」"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       Effect(T, never_activated, note=True, trigger="destroyed", when=_tenacious_watch, self_trigger=False,
              text_en="(remembers the Destiny HEROes destroyed by battle)",
              text_ja="（戦闘で破壊された「Ｄ－ＨＥＲＯ」を覚えておく）"))

# 闇より出でし絶望 / Despair from the Dark and 闇よりの恐怖 / Fear from the Dark: when an opponent's card effect
# sends it from the hand or deck to the graveyard, it comes back by special summon.
define(71200730, *from_the_dark(), numbering=(1, 1, 1))


# 首領・ザルーグ / Don Zaloog: when it inflicts battle damage to the opponent, you may choose: they discard 1
# card at random, or the top 2 cards of their deck go to the graveyard (a mode that cannot be carried out, their hand
# empty or fewer than 2 cards in their deck, is not chosen).
OPP_HAND_EMPTY = Why("the opponent's hand is empty", "相手の手札が０枚")
OPP_DECK_SHORT = Why("the opponent's deck holds fewer than 2 cards", "相手のデッキが２枚未満")


def _zaloog_mode_why(ctx: Ctx, mode: str) -> str:
    opp = ctx.duel.players[ctx.opponent]
    if mode == "discard":
        return "" if opp.hand else OPP_HAND_EMPTY
    return "" if len(opp.deck) >= 2 else OPP_DECK_SHORT


def _zaloog(res: Resolution) -> None:
    if res.link.declared == "discard":
        discard_random(res, res.opponent, 1)
    else:
        res.duel.mill(res.opponent, 2, res.cause)


define(76922029, Effect(T, _zaloog, does=Does.OPP_HAND, trigger="damage", when=battle_damage_by_me(),
                        self_trigger=False,
                        mandatory=False,
                        declare=("discard", "mill 2"), declare_ok=open_unless(_zaloog_mode_why),
                        declare_why=_zaloog_mode_why,
                        text_en="the opponent discards 1 at random, or sends the top 2 cards of their deck",
                        text_ja="相手の手札をランダムに１枚捨てるか、相手のデッキの上から２枚を墓地へ送る"))

# 朽ち果てた武将 / Decayed Commander: when it is normal summoned, you may special summon a 「ゾンビタイガー」 from
# your hand; when its direct attack inflicts battle damage, the opponent discards 1 at random.
ZOMBIE_TIGER = 47693640


def _tigers_in_hand(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].hand if is_named(d.cards[i], ZOMBIE_TIGER)]


def _call_tiger(res: Resolution) -> None:
    d = res.duel
    summon_picked(res, _tigers_in_hand(d, res.player))


define(10209545,
       Effect(Kind.TRIGGER, _call_tiger, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              mandatory=False, asks=True, misses_timing=True,
              needs=lambda ctx: any(can_special_summon(ctx, t) for t in _tigers_in_hand(ctx.duel, ctx.player))
              and room(ctx),
              text_en="normal summoned: you may special summon a Zombie Tiger from your hand",
              text_ja="召喚成功時、「ゾンビタイガー」１体を手札から特殊召喚してよい"),
       battle_discard(1, direct=True))


# 闇紅の魔導師 / Dark Red Enchanter: when normal summoned, put 2 spell counters on it; +300 ATK per spell
# counter; once a turn, remove 2 spell counters from it (the cost): the opponent discards 1 card at random; each
# time a spell card is activated, a spell counter is put on it.
def _two_spell_counters(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.add_counter(c, SPELL_COUNTER, 2, res.cause)


define(45462639,
       Effect(T, _two_spell_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="put 2 spell counters on this card", text_ja="このカードに魔力カウンターを２つ置く"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 300 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+300 ATK per spell counter", text_ja="魔力カウンター１つにつき攻撃力３００アップ"),
       Effect(Kind.IGNITION, opp_discards_random(1), does=Does.OPP_HAND, once_per_turn=True,
              cost=Cost(remove_counters=(SPELL_COUNTER, 2), counters_self=True),
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="remove 2 spell counters: the opponent discards 1 at random",
              text_ja="魔力カウンターを２つ取り除き、相手の手札をランダムに１枚捨てる"),
       spell_counter_each_spell(), holds=((SPELL_COUNTER, 0),))

Q = Kind.QUICK

# 死霊騎士デスカリバー・ナイト / Doomcaliber Knight: when a monster effect is activated, tribute this card:
# negate the activation and destroy that monster. It must do so (R004-157).
define(78700060, Effect(Q, negate_and_destroy, cost=TRIBUTE_SELF, forced=True,
                        condition=both(face_up_here, MONSTER_EFFECT_ACTIVATED),
                        text_en="tribute this card: negate the activation of a monster effect and destroy it",
                        text_ja="このカードを生け贄に、モンスター効果の発動を無効にし破壊する"),
       special_by=never)


# 竜の騎士 / Dragonic Knight: when an opponent's monster effect that destroys cards you control is
# activated, send all your cards it targets to the graveyard (the cost, paid on activation: they stay there if it is
# negated): special summon this card from your hand. An effect that destroys is one whose categories say so.
def _destroys_mine(ctx: Ctx) -> bool:
    link = monster_effect(ctx)
    if link is None or link.player == ctx.player:
        return False
    destroys = ctx.duel.link_effect(link).does_(Does.DESTROY)
    return destroys and any(c.on_field and c.ctl == ctx.player for c in link_targets(ctx, link))


def _targeted_mine(ctx: Ctx, c: Card) -> bool:
    link = monster_effect(ctx)
    return link is not None and c.on_field and c in link_targets(ctx, link)


def _dragonic_knight(res: Resolution) -> None:
    d = res.duel
    if res.card.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
        summon(res, res.card)


define(38109772, Effect(Q, _dragonic_knight, condition=_destroys_mine, from_zone=Zone.HAND, asks=True,
                        needs=room_for_itself,
                        cost=Cost(field_send_all=True, field_filter=_targeted_mine),
                        text_en="send your cards that were targeted to the graveyard: it comes from your hand by "
                                "special summon",
                        text_ja="対象に取られた自分のカードを墓地へ送って、手札から自身を特殊召喚"))

C = Kind.CONTINUOUS


# Ｄ－ＨＥＲＯ Ｂｌｏｏ－Ｄ / Destiny HERO - Plasma: while face-up on the field, the effects of the
# opponent's face-up effect monsters are negated. Once a turn, equip 1 targeted monster the opponent
# controls to this card (only one); it gains half the original ATK of that monster. It cannot be normal summoned; it is
# special summoned by tributing 3 monsters you control (its procedure).
def _plasma_atk(ctx: Ctx, c: Card) -> int:
    m = own_equipped_monster("plasma")(ctx)
    return half_up(m.data.atk or 0) if m is not None else 0


define(83965310,
       Effect(C, negates="monster",
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.opponent,
              text_en="the opponent's face-up monsters' effects are negated",
              text_ja="相手フィールド上の表側表示モンスターの効果を無効にする"),
       Effect(Kind.IGNITION, equip_to_me("plasma"), once_per_turn=True, condition=none_equipped("plasma"),
              holds_monsters=True,
              target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                            text_ja="相手フィールド上のモンスター"),
              text_en="the target becomes an equip card of this card",
              text_ja="対象を装備カードとして、このカードに装備させる"),
       Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_plasma_atk,
              text_en="gains half the equipped monster's original ATK",
              text_ja="装備中のモンスターが持つ元々の攻撃力の半分、攻撃力が上がる"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=3), text_en="special summon by tributing 3 monsters you control",
              text_ja="自分フィールドのモンスター３体を生け贄に捧げて特殊召喚する"))


# ダーク・ネクロフィア / Dark Necrofear: in the end phase of the turn it was destroyed by the opponent in the
# monster zone and sent to the graveyard, equip it to 1 targeted face-up monster the opponent controls and
# take control of that monster while it stays equipped; special summoned by banishing 3 fiends from your
# graveyard. Destroyed by battle is destroyed by the opponent whichever monster attacked (the battle's cause names
# the attacking player). With every monster zone of its player's taken then, it is not activated (as the flip of
# 「ドラゴン・ライダー」): the monster would have nowhere to go; those zones filled in chain, or a monster whose control
# cannot change, it stays in the graveyard.
def _watch_necro(ctx: Ctx, ev: Event) -> None:
    me = ctx.card
    if (ev.kind == "destroyed" and ev.card == me.idx and ev.src == int(Zone.MONSTERS)
            and ev.dst == int(Zone.GRAVE) and (ev.cause.reason is Reason.BATTLE or ev.cause.player != me.owner)):
        note_pair(ctx.duel, "necro_down", me.idx, ctx.duel.turn)


def _necro_due(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.detail == "end" and (ctx.card.idx, d.turn) in noted_pairs(d, "necro_down")
            and ctx.card.t_entered == d.turn)


def _take_while_equipped(res: Resolution) -> None:
    """Equip this card to the target (the opponent's monster) and take control of it while it stays equipped: a
    continuous effect of the equip card, so control goes back the moment it leaves, with no chain link."""
    d = res.duel
    me = res.card
    for t in res.targets():
        if alive(res) and can_take(res, t) and d.equip(me, t, res.cause, res.player):
            d.take_control(t, res.player, res.cause, while_card=me)


define(31829185,
       observer(_watch_necro),
       Effect(T, _take_while_equipped, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
              when=_necro_due, needs=room, target=TargetSpec(side="opp", face="up",
                                                 text_en="a face-up monster the opponent controls",
                                                 text_ja="相手フィールド上の表側表示モンスター"),
              text_en="equip this card to the target and take control of it",
              text_ja="このカードを装備カード扱いとして対象に装備し、そのコントロールを得る"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=3, banish_filter=lambda ctx, c: c.data.is_monster
                                        and c.data.race == "Fiend"),
              text_en="special summon by banishing 3 Fiends from your graveyard",
              text_ja="自分の墓地の悪魔族モンスター３体を除外して特殊召喚する"),
       numbering=(1, 1, 3))  # its procedure, which the text does not number, after the text's ① and ②

# 黒衣の大賢者 / Dark Sage (R004-105.04): right after its player's 「時の魔術師」 call was right (nothing has
# happened since; the Wizard need not be on the field still), it can be special summoned by tributing a
# 「ブラック・マジシャン」 you control; when it is, add a spell card from your deck to your hand. It is summoned from
# the hand or the deck: the same procedure, declared for each zone (`from_zone=Zone.DECK`).


def _wizard_was_right(ctx: Ctx) -> bool:
    d = ctx.duel
    return (ctx.player, d.serial) in noted_pairs(d, TIME_WIZARD_RIGHT)


def _sage_search(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, True):  # looked through for one, found or not: shuffled after (R004-100)
        spells = [c for c in deck_of(d, res.player) if c.data.is_spell]
        if spells:
            d.to_hand([res.ask_cards(spells, purpose=TO_HAND)], res.cause)


define(92377303,
       Effect(T, _sage_search, trigger="special_summoned", when=lambda ctx, ev: ev.detail == "procedure", asks=True,
              text_en="special summoned by its procedure: a spell card of your deck goes to your hand",
              text_ja="所定の方法で特殊召喚に成功したら、魔法カード１枚をデッキから手札へ"),
       *(Effect(Kind.PROCEDURE, condition=_wizard_was_right, from_zone=zone,
                cost=Cost(tribute=1, tribute_filter=lambda ctx, c: is_named(c, DARK_MAGICIAN) and c.face_up),
                text_en="right after your Time Wizard's call was right: special summon by tributing your Dark Magician",
                text_ja="自分の「時の魔術師」のコイントスが当たった時、「ブラック・マジシャン」を生け贄にして特殊召喚")
         for zone in (Zone.HAND, Zone.DECK)),
       numbering=(1, 2, 2))


# Ｄ－ＨＥＲＯ ドレッドガイ / Destiny HERO - Dreadmaster (R004-054.43): when it is special summoned by
# 「幽獄の時計塔」 (its only way onto the field), destroy your monsters other than 「Ｄ－ＨＥＲＯ」 monsters, then you
# may special summon up to 2 「Ｄ－ＨＥＲＯ」 monsters from your graveyard (picked as it resolves, among those it may
# special summon). In the turn it is special summoned, your 「Ｄ－ＨＥＲＯ」 monsters are not destroyed and you take no
# battle damage from their battles (applied at the summon: `dreadmaster_arrived`). ATK/DEF = the total original
# ATK of the other 「Ｄ－ＨＥＲＯ」 monsters you control. (It cannot be normal summoned: the card database types it so.)
def _dread(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(original_atk(d, m) or 0 for m in d.monsters_of(ctx.player)
               if m.idx != ctx.card.idx and m.face_up and is_destiny_hero(m))


def _by_the_tower(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.card >= 0 and is_named(ctx.duel.cards[ev.cause.card], CLOCK_TOWER)


def _dread_arrives(res: Resolution) -> None:
    d = res.duel
    p = res.player
    d.destroy([m for m in d.monsters_of(p) if not (m.face_up and is_destiny_hero(m))], res.cause)
    heroes = summonable(res, [d.cards[i] for i in d.players[p].grave if is_destiny_hero(d.cards[i])])
    picked = choose_cards(res, heroes, min(2, d.free_slots(p, Zone.MONSTERS)), upto=True,
                          why=lambda x: summoned_refusal(res, x), purpose=SPECIAL_SUMMON.monster)
    if not picked:
        return  # no summon after it: the destruction was the last thing done (a "when" trigger keeps its timing)
    d.next_thing()  # "then" (その後): the summons are a step of their own
    with d.moving_together(res.cause):
        for c in picked:
            summon(res, c, p)


define(DREADMASTER,
       Effect(Kind.TRIGGER, _dread_arrives, does=Does.MONSTERS, trigger="special_summoned", when=_by_the_tower,
              asks=True,
              text_en="special summoned by Clock Tower Prison: destroy your other monsters than D-HEROes; special "
                      "summon up to 2 D-HEROes from your graveyard",
              text_ja="「幽獄の時計塔」で特殊召喚した時、「Ｄ－ＨＥＲＯ」以外の自分のモンスターを全て破壊し、墓地の"
                      "「Ｄ－ＨＥＲＯ」を２体まで特殊召喚できる"),
       stats_from(_dread),
       special_by=by_effect_of(75041269), normal_summon=False)


# ダーク・カタパルター / Dark Catapulter: in each of your standby phases, if it is in defense position, put 1
# counter on it; banish as many cards from your graveyard as it has counters (the cost: 「〜する事で」) to destroy
# as many spell or trap cards on the field, then remove all its counters.
def _catapult_tick(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.pos is Pos.DEFENSE:
        res.duel.add_counter(c, "カウンター", 1, res.cause)


def _catapult_ready(ctx: Ctx) -> bool:
    n = ctx.card.counters.get("カウンター", 0)
    st = [c for p in (0, 1) for c in ctx.duel.field_cards(p) if c.zone is not Zone.MONSTERS]
    return face_up_here(ctx) and len(st) >= n


def _catapult(res: Resolution) -> None:
    d = res.duel
    c = res.card
    n = len(res.link.cost_cards)
    st = [x for p in (0, 1) for x in d.field_cards(p) if x.zone is not Zone.MONSTERS]
    eff = res.link.activated
    d.destroy(choose_cards(res, st, n, why=lambda _: quoting(NOT_CHOSEN, eff.text_en, eff.text_ja),
                           purpose=DESTROY.spell_trap), res.cause)
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.counters.get("カウンター", 0):
        d.next_thing()  # "then" (その後): removing the counters is a step of its own; gone, none follows
        d.remove_counter(c, "カウンター", c.counters.get("カウンター", 0), res.cause)


define(33875961,
       Effect(T, _catapult_tick, trigger="phase", when=own_standby_self, self_trigger=False,
              condition=lambda ctx: face_up_here(ctx) and ctx.card.pos is Pos.DEFENSE,
              text_en="in defense position: put 1 counter on this card",
              text_ja="守備表示ならこのカードにカウンターを１つ置く"),
       Effect(Kind.IGNITION, _catapult, does=Does.SPELLS_TRAPS, condition=_catapult_ready, asks=True,
              cost=Cost(banish_counters="カウンター"),
              text_en="banish as many cards from your graveyard as counters: destroy as many spells/traps",
              text_ja="カウンターの数だけ墓地のカードを除外し、同じ数の魔法・罠カードを破壊する"))


# Ｄ－ＨＥＲＯ ダガーガイ / Destiny HERO - Blade Master (group B): in the opponent's battle phase, discard this
# card: your 「Ｄ－ＨＥＲＯ」 monsters gain 800 ATK until the end phase.
def _dagger(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for c in d.monsters_of(res.player):
            if c.face_up and is_destiny_hero(c):
                d.boost(c, 800, 0, res.cause)


define(55461064, Effect(Q, _dagger, from_zone=Zone.HAND, cost=DISCARD_SELF,
                        condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase.startswith("battle"),
                        text_en="discard this card: your D-HEROs gain 800 ATK until the end phase",
                        text_ja="このカードを捨て、自分の「Ｄ－ＨＥＲＯ」の攻撃力をエンドフェイズまで８００アップ"))


# Ｄ．Ｄ．クロウ / D.D. Crow (group B): discard this card and target 1 card in the opponent's graveyard:
# banish it.
define(24508238, Effect(Q, banish_targets, from_zone=Zone.HAND, cost=DISCARD_SELF,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", text_en="a card in the opponent's graveyard",
                                          text_ja="相手の墓地のカード"),
                        text_en="discard this card: banish the target", text_ja="このカードを捨て、対象を除外する"))


# 異次元の女戦士 / D.D. Warrior Lady: after damage calculation of a battle with an opponent's monster, you may banish
# that monster and this card.
def _battled_opponent(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card.idx
    if me not in (ev.card, ev.amount) or ev.amount < 0:
        return False
    other = ctx.duel.cards[ev.amount if ev.card == me else ev.card]
    return other.zone is Zone.MONSTERS and other.ctl != ctx.card.ctl


def _dd_lady(res: Resolution) -> None:
    # both banished at once: one banishing of two cards (「魂吸収」's gain is one, R004-088.22)
    other = battle_opponent(res)
    me = res.card
    both = [*([other] if other is not None else []),
            *([me] if me.oid == res.link.oid and me.zone is Zone.MONSTERS else [])]
    if both:
        res.duel.banish(both, res.cause)


def _after_damage_calculation(mandatory: bool, en: str, ja: str) -> Effect:
    """The banishing after damage calculation, as the attacker (its own event) or as the attack target (the
    attacker's event, which names it)."""
    return Effect(T, _dd_lady, trigger="damage_calculated", self_trigger="either", when=_battled_opponent,
                  mandatory=mandatory, text_en=en, text_ja=ja)


define(7572887, _after_damage_calculation(
    False, "after damage calculation against an opponent's monster: both it and this card may be banished",
    "相手モンスターとの戦闘のダメージ計算後、自身とそのモンスターを除外してよい"))

# デスサイクロン / Destruction Cyclone: the WIND one.
define(59235795, element_reptile("WIND", "風"))


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
                        text_ja="召喚・反転召喚の成功時、表側表示のドラゴン族１体を破壊"))

# 龍脈に棲む者 / Dweller in the Depths: it gains 300 ATK for each face-up continuous spell card in your spell & trap
# zones.
define(46508640, Effect(C, affects=itself,
                        atk=lambda ctx, c: 300 * sum(
                            x.face_up and x.data.is_spell and "continuous" in x.data.subtypes
                            for x in (ctx.duel.cards[i] for i in ctx.duel.players[c.ctl].spells if i >= 0)),
                        text_en="+300 ATK for each continuous spell card in your spell & trap zones",
                        text_ja="自分の魔法＆罠カードゾーンの永続魔法カード１枚につき攻撃力３００アップ"))


# ブラック・マジシャン・ガール / Dark Magician Girl: it gains 300 ATK for each 「ブラック・マジシャン」 and
# 「マジシャン・オブ・ブラックカオス」 in both graveyards.
define(38033121, Effect(C, affects=itself, atk=per_dark_magician_in_graves,
                        text_en="+300 ATK per Dark Magician or Magician of Black Chaos in either graveyard",
                        text_ja="攻撃力は両方の墓地にある「ブラック・マジシャン」と「マジシャン・オブ・ブラックカオス」１枚につき３００アップ"))


# 異次元の戦士 / D.D. Warrior: once damage is calculated in its battle with a monster, both it and that monster are
# banished (mandatory).
define(37043180, _after_damage_calculation(
    True, "after damage calculation: both it and the monster it battled are banished",
    "戦闘のダメージ計算後、自身と戦闘相手のモンスターを除外"))

# 暗黒ドリケラトプス / Dark Driceratops: it deals piercing battle damage.
define(65287621, PIERCING)

# ダークジェロイド / Dark Jeroid: when it is normal, flip or special summoned, a targeted face-up monster on the
# field (itself too) loses 800 ATK for as long as it stays face-up there.
def _jeroid(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, -800, 0, res.cause, until_end=False)


define(90980792, *(Effect(Kind.TRIGGER, _jeroid, trigger=k, target=FACE_UP_MONSTER,
                          text_en="summoned: the target face-up monster loses 800 ATK",
                          text_ja="召喚・反転召喚・特殊召喚に成功した時、対象の表側表示モンスターの攻撃力８００ダウン")
                   for k in ("summoned", "special_summoned")),
       numbering=(1, 1))

# ダーク・エルフ / Dark Elf: its controller pays 1000 LP to declare an attack with it.
define(21417692, Effect(Kind.CONTINUOUS, affects=itself, attack_lp=1000,
                        text_en="its attack declaration costs 1000 LP",
                        text_ja="攻撃宣言には１０００ライフポイントの支払いが必要"))


# ダーク・クルセイダー / Dark Crusader: send a DARK monster from the hand to the graveyard (the cost): this card
# gains 400 ATK for as long as it stays face-up on the field (no limit a turn).
define(91596726, Effect(Kind.IGNITION, grow(400), condition=face_up_here,
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.kind == "monster"
                                  and has_attribute(c, "DARK")),
                        text_en="send a DARK monster of your hand to the graveyard: +400 ATK for this card",
                        text_ja="闇属性１体を手札から墓地へ送って、自身の攻撃力を４００上げる"))

# Ｄ－ＨＥＲＯ ダンクガイ / Destiny HERO - Dunker: send a 「Ｄ－ＨＥＲＯ」 card from the hand to the graveyard (the
# cost): 500 damage to the opponent (no limit a turn).
define(93431862, Effect(Kind.IGNITION, burn_op(500), condition=face_up_here,
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: name_includes(c, "Ｄ－ＨＥＲＯ")),
                        text_en="send a Destiny HERO card of your hand to the graveyard: the opponent takes 500 damage",
                        text_ja="「Ｄ－ＨＥＲＯ」カード１枚を手札から墓地へ送って、相手に５００ダメージ"))

# デスサイズ・キラー / Dreadscythe Harvester: tribute another Insect monster you control (the cost): this card gains
# 500 ATK until the end of the turn.
define(66973070, Effect(Kind.IGNITION, lambda res: res.duel.boost(res.card, 500, 0, res.cause), condition=face_up_here,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx
                                  and ctx.duel.race(m) == "Insect"),
                        text_en="tribute another Insect you control: this card gains 500 ATK until the end of the turn",
                        text_ja="このカード以外の自分の昆虫族モンスター１体を生け贄に捧げ、ターン終了時まで攻撃力５００アップ"))

# デス・ウォンバット / Des Wombat: while it is face-up on the field, damage its controller would take from card
# effects is 0 (none is dealt).
def _effect_damage_to_me(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.EFFECT and face_up_monster(ctx.card)
            and ev.player == ctx.card.ctl)


define(9637706, Effect(Kind.REPLACEMENT, when=_effect_damage_to_me, instead=lambda ctx, ev: None,
                       text_en="effect damage to its controller is 0",
                       text_ja="コントローラーへの効果によるダメージを０にする"))

# 深海の戦士 / Deepsea Warrior: while 「海」 is on the field, it is unaffected by spell effects.
define(24128274, SPELL_PROOF_UNDER_UMI)

# Ｄ－ＨＥＲＯ ディアボリックガイ / Destiny HERO - Malicious: banish this card from your graveyard (the cost):
# special summon a 「Ｄ－ＨＥＲＯ ディアボリックガイ」 from your deck.
_malicious_room, _malicious = summon_named_from(9411399, Zone.DECK)

define(9411399, Effect(Kind.IGNITION, _malicious, from_zone=Zone.GRAVE, cost=BANISH_SELF, asks=True,
                       needs=_malicious_room,
                       text_en="banish this card from your graveyard: special summon a Destiny HERO - Malicious "
                               "from your deck",
                       text_ja="墓地にある自身を除外して、"
                               "デッキの「Ｄ－ＨＥＲＯ ディアボリックガイ」を１体特殊召喚"))

# デコイロイド / Decoyroid: while it is face-up on the field, the opponent cannot attack its controller's face-up
# monsters other than those named 「デコイロイド」.
define(25034083, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and not is_named(c, 25034083),
                        text_en="the opponent cannot attack your face-up monsters but a Decoyroid",
                        text_ja="相手は「デコイロイド」以外の自分の表側表示モンスターを攻撃対象に選択できない"))


# 黒蠍盗掘団 / Dark Scorpion Burglars: when it deals battle damage to the opponent, they send a spell card of their
# choice from their deck to the graveyard.
def _burgle(res: Resolution) -> None:
    d = res.duel
    spells = [d.cards[i] for i in d.players[res.opponent].deck if d.cards[i].data.kind == "spell"]
    if spells:
        c = res.ask_cards(spells, player=res.opponent, purpose=TO_GRAVEYARD)
        d.send_to_grave([c.idx], res.cause)
    d.shuffle_deck(res.opponent)


define(40933924, Effect(Kind.TRIGGER, _burgle, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
                        asks=True, text_en="battle damage: the opponent sends a spell card from their deck to the "
                                           "graveyard",
                        text_ja="相手に戦闘ダメージを与えたら、相手は自分のデッキの魔法カード１枚を墓地へ送る"))

# 異次元の狂獣 / D.D. Crazy Beast: a monster it destroys by battle is banished instead of going to the graveyard.
define(48148828, BANISHES_BATTLE_VICTIMS)


# デス・カンガルー / Des Kangaroo: at the end of the damage step, a monster that attacked it in defense position
# with less ATK than its DEF is destroyed.
define(78613627, Effect(T, destroy_the_destroyer, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
                        self_trigger=False,
                        when=attacked_in_defense_by_weaker,
                        text_en="attacked in defense position by a monster with less ATK than its DEF: destroy that "
                                "monster at the end of the damage step",
                        text_ja="守備表示の自身を攻撃したモンスターの攻撃力が自身の守備力に届かない時、"
                                "ダメージステップの終わりにそれを破壊する"))


# ドリルロイド / Drillroid and 円盤闘士 / Disc Fighter: when it attacks a defense position monster (Disc Fighter:
# one with 2000 or more DEF), that monster is destroyed before damage calculation, so none is made. Effect 1 at
# the start of the damage step against a face-up monster; against a face-down one, at once (no chain link: the
# damage step opens no trigger chain between the flip and damage calculation) once the attack has turned it
# face-up; its flip effect still activates after the battle (docs/uncertain-rulings.md).
def _destroyed_before_calculation(ok: Callable[[Ctx, Card], bool], en: str, ja: str) -> tuple[Effect, Effect]:
    """When this card attacks a monster that passes `ok` (read face-up: at once if it is, once the attack has turned
    it face-up if not), that monster is destroyed before damage calculation."""
    def at_start(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        t = d.cards[ev.amount] if ev.amount >= 0 else None
        return t is not None and t.pos in (Pos.ATTACK, Pos.DEFENSE) and ok(ctx, t)

    def flipped(ctx: Ctx, ev: Event) -> bool:
        d, att = ctx.duel, ctx.duel.attack
        return (att is not None and att[0] == ctx.card.idx and att[2] == ev.card and d.phase == "battle:damage"
                and ok(ctx, d.cards[ev.card]))

    return (Effect(T, destroy_the_destroyer, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_start",
                   when=at_start,
                   text_en=en, text_ja=ja),
            Effect(Kind.AT_ONCE, destroy_the_destroyer, does=Does.MONSTERS | Does.OPPONENTS, trigger="flipped",
                   when=flipped,
                   text_en=en, text_ja=ja))


_IN_DEFENSE_EN = "attacking a defense position monster: it is destroyed before damage calculation"
_IN_DEFENSE_JA = "攻撃対象が守備表示なら、ダメージ計算の前にそれを破壊する"
define(71218746, *_destroyed_before_calculation(lambda ctx, t: t.pos is Pos.DEFENSE, _IN_DEFENSE_EN, _IN_DEFENSE_JA),
       numbering=(1, 1))
define(19612721, *_destroyed_before_calculation(lambda ctx, t: t.pos is Pos.DEFENSE and ctx.duel.defense(t) >= 2000,
                                                _IN_DEFENSE_EN, _IN_DEFENSE_JA), numbering=(1, 1))


# 闇の芸術家 / Dark Artist: attacked by a LIGHT monster, its DEF becomes half during damage calculation (a value its
# text makes, not a fall: `becomes`).
def _artist(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    att = d.attack
    if not d.calculating() or att is None or att[2] != c.idx or not has_attribute(d.cards[att[0]], "LIGHT"):
        return 0
    v = d.defense(c)
    return half_up(v) - v


define(72520073, Effect(Kind.CONTINUOUS, affects=itself, defense=_artist, becomes=True,
                        text_en="when a LIGHT monster attacks it, it has half its DEF during damage calculation",
                        text_ja="光属性に攻撃されたダメージ計算時に限り、守備力は半分"))


# ドリラゴ / Drillago: while the opponent controls only face-up monsters with 1600 or more ATK (or nothing), it
# may attack directly.
def _drillago(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    opp = 1 - c.ctl
    return itself(ctx, c) and not any(i >= 0 for i in (*d.players[opp].spells, d.players[opp].field)) and all(
        m.face_up and d.atk(m) >= 1600 for m in d.monsters_of(opp))


define(99050989, Effect(Kind.CONTINUOUS, affects=_drillago, direct_attack=True,
                        text_en="while the opponent controls only face-up monsters with 1600 or more ATK: may attack "
                                "directly",
                        text_ja="相手のモンスターが全て表側表示で攻撃力１６００以上なら、直接攻撃可能"))


def _monster_of(attribute: str = "", race: str = "") -> Callable[[Card], bool]:
    """A monster card of this Attribute (and/or this printed Type), for a cost from the graveyard."""
    return lambda c: c.data.is_monster and (not attribute or has_attribute(c, attribute)) \
        and (not race or c.data.race == race)


# デビルドーザー / Doom Dozer: special summoned from the hand by banishing 2 Insects from your graveyard; when it
# inflicts battle damage to the opponent, the top card of their deck goes to the graveyard.
define(76039636, Effect(T, lambda res: res.duel.mill(res.opponent, 1, res.cause), trigger="damage",
                        self_trigger=False, when=battle_damage_by_me(),
                        text_en="battle damage to the opponent: the top card of their deck goes to the graveyard",
                        text_ja="相手に戦闘ダメージを与えたら、相手デッキの一番上を墓地へ送る"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: _monster_of(race="Insect")(c)),
              text_en="special summon by banishing 2 Insects from your graveyard",
              text_ja="自分の墓地の昆虫族モンスター２体を除外して特殊召喚する"))

# デザート・ツイスター / Desert Twister: special summoned from the hand by banishing 2 WIND and 1 EARTH monsters
# from your graveyard; once a turn, discard 1 card (the cost): destroy a targeted spell or trap card on the field.
_TWISTER_PICK, _TWISTER_READY = so_many_each((2, _monster_of("WIND")), (1, _monster_of("EARTH")))
define(81977953, Effect(Kind.IGNITION, destroy_targets, cost=Cost(discard=1), once_per_turn=True,
                        condition=face_up_here,
                        target=SPELL_TRAP, text_en="discard 1 card: destroy the target spell or trap card",
                        text_ja="手札を１枚捨て、対象の魔法・罠カードを破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=3, banish_filter=_TWISTER_PICK), condition=_TWISTER_READY,
              text_en="special summoned by banishing 2 WIND monsters and 1 EARTH monster of your graveyard",
              text_ja="墓地の自分の風属性２体と地属性１体を除外することで特殊召喚"))


# ダーク・アームド・ドラゴン / Dark Armed Dragon: special summoned from the hand while exactly 3 DARK monsters are in
# your graveyard; banish 1 DARK monster from your graveyard (the cost): destroy a targeted card on the field (no
# limit a turn; itself too: its text makes no exception for it).
def _three_darks(ctx: Ctx) -> bool:
    return sum(_monster_of("DARK")(ctx.duel.cards[i]) for i in ctx.duel.players[ctx.player].grave) == 3


define(65192027, Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, target=field_card(allow_self=True),
                        cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: _monster_of("DARK")(c)),
                        text_en="banish a DARK monster from your graveyard: destroy the target card",
                        text_ja="墓地の自分の闇属性１体を除外して、対象のカードを破壊"),
       Effect(Kind.PROCEDURE, condition=_three_darks,
              text_en="special summon while exactly 3 DARK monsters are in your graveyard",
              text_ja="墓地の自分の闇属性がちょうど３体の時、特殊召喚できる"))

# ブラック・マジシャンズ・ナイト / Dark Magician Knight: special summoned only by 「騎士の称号」's effect; when it is
# special summoned, destroy a targeted card on the field (itself too: the only target when it is alone).
define(50725996, Effect(T, destroy_targets, trigger="special_summoned", target=field_card(allow_self=True),
                        text_en="special summoned: destroy the target card",
                        text_ja="特殊召喚した時、対象のカードを破壊する"),
       special_by=by_effect_of(87210505), normal_summon=False)


# 黒魔導の執行官 / Dark Eradicator Warlock: special summoned from the hand only by tributing a 「ブラック・マジシャン」
# you control (once so summoned, other effects may special summon it again); while it is face-up on the field, each
# time a normal spell card is activated (by either player), 1000 damage to the opponent as it resolves (no chain
# link, as 「王立魔法図書館」's counters), if it was already face-up on the field when that spell was activated (not for
# the 「死者蘇生」 that revives it).
def _normal_spell_resolved(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.detail == "activation" and c.data.is_spell and "normal" in c.data.subtypes \
        and face_up_monster(ctx.card) and activated_while_here(ctx, ev)


define(29436665, Effect(Kind.AT_ONCE, lambda res: res.duel.damage(res.opponent, 1000, res.cause),
                        trigger="resolved",
                        when=_normal_spell_resolved,
                        text_en="a normal spell card resolved: 1000 damage to the opponent",
                        text_ja="通常魔法カードが発動する度に、相手に１０００ダメージを与える"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, DARK_MAGICIAN)),
              text_en="special summon by tributing a Dark Magician you control",
              text_ja="自分の場の「ブラック・マジシャン」を生け贄にすることで特殊召喚"))


# 首領亀 / Don Turtle: when it is normal or flip summoned, you may special summon any number of 「首領亀」 from your
# hand (one at a time, each in the position you choose).
def _turtles(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if is_named(d.cards[i], 3493978)]


def _don_turtle(res: Resolution) -> None:
    left = summonable_now(res, _turtles(res))
    while left:
        if not ask_yes_no(res, en="special summon another Don Turtle?", ja="「首領亀」を特殊召喚する？"):
            return
        summon(res, res.ask_cards(left, purpose=SPECIAL_SUMMON.monster))
        left = summonable_now(res, _turtles(res))


define(3493978, Effect(T, _don_turtle, trigger="summoned", mandatory=False, asks=True, misses_timing=True,
                       needs=lambda ctx: room(ctx) and bool(summonable(ctx, _turtles(ctx))),
                       text_en="normal or flip summoned: special summon any number of Don Turtles from your hand",
                       text_ja="召喚・反転召喚に成功した時、手札から「首領亀」を任意の数特殊召喚する"))


# ダンディライオン / Dandylion: sent to the graveyard (from anywhere), it special summons two 「綿毛トークン」
# (Plant, WIND, Level 1, 0/0) in defense position; in the turn they arrive, no tribute summon may tribute them.
# The two come together or not at all: with fewer than 2 free zones none is summoned (as 「雲魔物－羊雲」), so it is
# not activated then either (R004-007).
def _fluff(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(15341822, "綿毛トークン")
    with d.moving_together(res.cause):
        for _ in range(2):
            t = d.create_token(data, res.player, Pos.DEFENSE, res.cause)
            if t is not None:
                d.restrict(t, "tribute_summon", res.cause)


define(15341821, *(Effect(T, _fluff, trigger=k, when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
                          needs=makes_token_here(15341822, "綿毛トークン", 2),
                          text_en="sent to the graveyard: special summon 2 Fluff Tokens in defense position (no "
                                  "tribute summon with them this turn)",
                          text_ja="墓地へ送られたら、「綿毛トークン」２体を守備表示で特殊召喚"
                                  "（出たターンは、生け贄召喚の生け贄にできない）")
                   for k in ("destroyed", "sent", "tributed", "discarded")), numbering=(1, 1, 1, 1))


# Ｄ・Ｄ・Ｍ / D.D.M. - Different Dimension Master: once a turn, discard 1 spell card (the cost): special summon a
# targeted banished monster you own.
_ROOM = Worded(room, "it is activated only while its player has a free monster zone",
               "自分のモンスターカードゾーンに空きがある時にしか発動できない")
define(82112775, Effect(Kind.IGNITION, summon_target, once_per_turn=True, condition=both(face_up_here, _ROOM),
                        asks=True,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell),
                        target=revivable(lambda ctx, c: c.owner == ctx.player, "a banished monster you own",
                                         "除外されている自分のモンスター", zone=Zone.BANISHED),
                        text_en="discard a spell card: special summon the target banished monster",
                        text_ja="魔法カード１枚を手札から捨て、対象の除外された自分のモンスターを特殊召喚"))


# デスガエル / Des Frog: when it is tribute summoned, you may special summon 「デスガエル」 from your hand or deck, up
# to the number of 「悪魂邪苦止」 in your graveyard.
def _frogs(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.player]
    return summonable(ctx, [d.cards[i] for i in (*pl.hand, *pl.deck) if is_named(d.cards[i], 84451804)])


def _tadpoles(ctx: Ctx | Resolution) -> int:
    return sum(is_named(ctx.duel.cards[i], 10456559) for i in ctx.duel.players[ctx.player].grave)


def _des_frog(res: Resolution) -> None:
    d = res.duel
    n = _tadpoles(res)
    # the deck is shuffled after a frog is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.player, n > 0 and summon_room(res) and not _frogs(res)):
        while n > 0 and _frogs(res) and d.free_slots(res.player, Zone.MONSTERS):
            if not ask_yes_no(res, en="special summon a Des Frog?", ja="「デスガエル」を特殊召喚する？"):
                break
            summon(res, res.ask_cards(_frogs(res), purpose=SPECIAL_SUMMON.monster))
            n -= 1


define(84451804, Effect(T, _des_frog, trigger="summoned", when=tribute_summoned, mandatory=False, asks=True,
                        misses_timing=True,
                        needs=lambda ctx: room(ctx) and bool(_frogs(ctx)) and _tadpoles(ctx) > 0,
                        text_en="tribute summoned: Des Frogs come from your hand or deck by special summon, as many "
                                "as the T.A.D.P.O.L.E.s you have in the graveyard at most",
                        text_ja="生け贄召喚の成功時、「デスガエル」を手札かデッキから特殊召喚できる"
                                "（墓地の自分の「悪魂邪苦止」の数まで）"))


# デス・モスキート / Des Mosquito: when it is normal or special summoned, put 2 counters on it; it gains 500 ATK for
# each of them; if it would be destroyed by battle, 1 of them is removed instead.
MOSQUITO = "デス・モスキート"


def _mosquito_counters(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.add_counter(res.card, MOSQUITO, 2, res.cause)


def _mosquito_saved(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.kind == "destroyed" and ev.card == c.idx and ev.cause.reason is Reason.BATTLE \
        and c.counters.get(MOSQUITO, 0) > 0


define(33695750, *(Effect(T, _mosquito_counters, trigger=k, when=lambda ctx, ev: ev.detail != "flip",
                          text_en="normal or special summoned: put 2 counters on this card",
                          text_ja="召喚・特殊召喚の成功時、自身にカウンターを２つ置く")
                   for k in ("summoned", "special_summoned")),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 500 * c.counters.get(MOSQUITO, 0),
              text_en="+500 ATK for each of its counters", text_ja="カウンター１つにつき攻撃力５００アップ"),
       Effect(Kind.REPLACEMENT, when=_mosquito_saved,
              instead=lambda ctx, ev: Event("counter_removed", ev.cause, ctx.card.idx, ev.player, amount=1,
                                            detail=MOSQUITO),
              text_en="would be destroyed by battle: remove 1 counter instead",
              text_ja="戦闘で破壊される場合、代わりにカウンターを１つ取り除く"),
       numbering=(1, 1, 2, 3), holds=((MOSQUITO, 0),))


# ディープ・ダイバー / Deep Diver: at the end of the battle phase of the turn it was destroyed by battle and sent to
# the graveyard, choose a monster from your deck and put it on top of the deck.
def _deep_diver(res: Resolution) -> None:
    d = res.duel
    mons = [d.cards[i] for i in d.players[res.player].deck if d.cards[i].data.is_monster]
    searched_to_top(res, res.ask_cards(mons, purpose=TO_DECK_TOP.monster) if mons else None)


def _diver_when(ctx: Ctx, ev: Event) -> bool:
    n = noted(ctx, "battle", ctx.card)
    return ev.detail == "battle:end" and n is not None and n.turn == ctx.duel.turn


define(17559367, Effect(T, _deep_diver, trigger="phase", when=_diver_when, self_trigger=False, from_zone=Zone.GRAVE,
                        asks=True, needs=lambda ctx: any(ctx.duel.cards[i].data.is_monster
                                                         for i in ctx.duel.players[ctx.player].deck),
                        text_en="the battle phase it was destroyed by battle ends: put a monster from your deck on top",
                        text_ja="戦闘破壊されて墓地に行ったバトルフェイズの終わりに、デッキのモンスター１体をデッキの上に置く"),
       marker("destroyed", "battle", lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.GRAVE)))


# 穿孔虫 / Drill Bug: when it inflicts battle damage to the opponent, you may put a 「寄生虫パラサイド」 from your deck
# on top of your deck; only one it owns (a Paracide's own flip effect shuffles it into the opponent's deck).
def _paracides(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck
            if is_named(d.cards[i], 27911549) and d.cards[i].owner == ctx.player]


def _drill_bug(res: Resolution) -> None:
    found = _paracides(res)
    searched_to_top(res, res.ask_cards(found, purpose=TO_DECK_TOP.monster) if found else None)


define(88733579, Effect(T, _drill_bug, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
                        mandatory=False, asks=True, needs=lambda ctx: bool(_paracides(ctx)),
                        text_en="battle damage to the opponent: put a Parasite Paracide from your deck on top of it",
                        text_ja="相手に戦闘ダメージを与えたら、「寄生虫パラサイド」１枚を自分のデッキから選んで、その一番上に置く"))


# ダークゼブラ / Dark Zebra: in your standby phase, if it is the only monster you control, it turns to defense position
# (at once, no chain link) and its position cannot be changed that turn.
def _zebra(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is Zone.MONSTERS and c.face_up:
        if c.pos is Pos.ATTACK:
            d.set_position(c, Pos.DEFENSE, res.cause)
        d.restrict(c, "change_position", res.cause)


define(59784896, Effect(Kind.AT_ONCE, _zebra, trigger="phase",
                        when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.tp == ctx.card.ctl
                        and [m.idx for m in ctx.duel.monsters_of(ctx.card.ctl)] == [ctx.card.idx],
                        text_en="your standby phase, the only monster you control: defense position, no change this "
                                "turn",
                        text_ja="自分のスタンバイフェイズ時、自分のモンスターがこのカードのみの場合、守備表示になる"
                                "（そのターン表示形式は変更できない）"))


# デス・ヴォルストガルフ / Des Volstgalph: after a battle in which it destroys an opponent's monster and that
# monster reaches the graveyard, 500 damage to the opponent; while it is face-up on the field, each time a normal or
# quick-play spell card is activated (either player's), it gains 200 ATK until the end of the turn as that spell
# resolves (no chain link), if it was already face-up on the field then (not for the spell it was revived in chain to).
def _normal_or_quick_spell(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.detail == "activation" and c.data.is_spell and bool(c.data.subtypes & {"normal", "quick-play"}) \
        and activated_while_here(ctx, ev)


define(81059524, Effect(T, burn_op(500), trigger="destroyed", self_trigger=False, when=battle_destroyed,
                        text_en="its battle puts an opponent's monster in the graveyard: 500 damage",
                        text_ja="相手モンスターを戦闘で破壊して墓地へ送ったら、相手に５００ダメージ"),
       Effect(Kind.AT_ONCE, lambda res: res.duel.boost(res.card, 200, 0, res.cause), trigger="resolved",
              when=_normal_or_quick_spell,
              text_en="a normal or quick-play spell card resolved: +200 ATK until the end of the turn",
              text_ja="通常魔法・速攻魔法が発動する度に、ターン終了時まで攻撃力２００アップ"))


# 聖導騎士イシュザーク / Divine Knight Ishzark: a monster it destroys by battle is banished, after damage calculation
# (while it is still on the field); Ｄ．Ｄ．アサイラント / D.D. Assailant: destroyed by battle with an opponent's
# monster, that monster and this card are banished after damage calculation. Each answers the event as the attacker
# (its own event) or as the attack target (the attacker's event, which names it).
def _doomed_in_battle(mine: bool) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card.idx
        if me not in (ev.card, ev.amount) or ev.amount < 0:
            return False
        d = ctx.duel
        other = d.cards[ev.amount if ev.card == me else ev.card]
        doomed = ctx.card if mine else other
        return (doomed.idx, doomed.oid) in d.doomed and (not mine or other.ctl != ctx.card.ctl)
    return when


def _banish_foe(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None:
        res.duel.banish([c], res.cause)


define(57902462, Effect(T, _banish_foe, trigger="damage_calculated", self_trigger="either",
                        when=_doomed_in_battle(False),
                        text_en="destroys a monster by battle: banish it after damage calculation",
                        text_ja="戦闘で破壊するモンスターは、ダメージ計算後に除外する"))
define(70074904, Effect(T, _dd_lady, trigger="damage_calculated", self_trigger="either", when=_doomed_in_battle(True),
                        text_en="destroyed by battle with an opponent's monster: banish both after damage calculation",
                        text_ja="相手モンスターとの戦闘で破壊される時、ダメージ計算後に戦闘した両方のモンスターを除外"))

# 冥界の魔王 ハ・デス / Dark Ruler Ha Des: it cannot be special summoned from the graveyard; the effects of the
# monsters your Fiends destroy by battle are negated.
define(53982768, Effect(Kind.CONTINUOUS, battle_silences=True,
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and ctx.duel.race(c) == "Fiend",
                        text_en="the effects of monsters your Fiends destroy by battle are negated",
                        text_ja="自分の悪魔族モンスターが戦闘で破壊したモンスターの効果は無効化される"),
       special_by=not_from(Zone.GRAVE))


# 終焉の精霊 / Doomsday Horror: its ATK and DEF are 300 x the banished DARK monsters (not its original ones, which
# stay "?" as 「紅蓮魔獣 ダ・イーザ」's: R004-028, R004-032); when it is destroyed and sent to the graveyard, every
# banished DARK monster is returned to its owner's graveyard.
def _banished_darks(d: Duel) -> list[Card]:
    return [d.cards[i] for p in (0, 1) for i in d.players[p].banished
            if d.cards[i].data.is_monster and not d.cards[i].hidden and has_attribute(d.cards[i], "DARK")]


define(64379430, stats_from(lambda ctx: 300 * len(_banished_darks(ctx.duel))),
       Effect(T, lambda res: res.duel.send_to_grave([c.idx for c in _banished_darks(res.duel)], res.cause),
              trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
              text_en="destroyed and sent to the graveyard: return every banished DARK monster to the graveyard",
              text_ja="破壊されて墓地に行ったら、除外中の闇属性モンスターを全部墓地へ戻す"))


# 異次元の偵察機 / D.D. Scout Plane: in the end phase of a turn it was banished, it is special summoned from the
# banished cards in attack position (once a turn). 異次元の生還者 / D.D. Survivor: the same when it was banished from
# its controller's field face-up (in a turn it was banished from there).
def _back_from_banishment(pos: Pos | None) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        c = res.card
        if c.zone is Zone.BANISHED and c.oid == res.link.oid:
            summon(res, c, pos=pos)
    return op


def _dd_return(passcode: int, tag: str, pred: Callable[[Ctx, Event], bool], pos: Pos | None, en: str, ja: str
               ) -> None:
    define(passcode, Effect(T, _back_from_banishment(pos), trigger="phase", self_trigger=False, asks=pos is None,
                            when=in_end_phase_of(tag), needs=room, from_zone=Zone.BANISHED, once_per_turn=True,
                            text_en=en, text_ja=ja),
           marker("banished", tag, pred))


# (banished face-down it shows nothing of itself, so it is not noted: docs/uncertain-rulings.md)
_dd_return(3773196, "dd_scout", lambda ctx, ev: not ctx.duel.cards[ev.card].hidden, Pos.ATTACK,
           "end phase of the turn it was banished: special summon it in attack position",
           "除外されたターンのエンドフェイズ、このカードを攻撃表示で特殊召喚する")
_dd_return(48092532, "dd_survivor",
           lambda ctx, ev: ev.src == int(Zone.MONSTERS) and ev.pos in (int(Pos.ATTACK), int(Pos.DEFENSE))
           and ev.player == ctx.card.owner, None,
           "banished face-up from your field: special summon it in the end phase",
           "自分フィールドの表側表示のこのカードが除外された場合、エンドフェイズに特殊召喚される")


# デコイドラゴン / Decoy Dragon: when it is chosen as an attack target, special summon a targeted Level 7 or higher
# Dragon from your graveyard; the attack moves to it, straight to damage calculation. Not activated with no free
# monster zone for the Dragon.
def _decoy(res: Resolution) -> None:
    d = res.duel
    for t in summon_targets(res):
        d.change_attack(target=t, calculate=True)


define(2732323, Effect(T, _decoy, trigger="attack_declared", self_trigger=False, asks=True, needs=room,
                       when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
                       target=revivable(lambda ctx, c: c.data.race == "Dragon" and (c.data.level or 0) >= 7,
                                        "a Level 7 or higher Dragon in your graveyard",
                                        "墓地の自分のレベル７以上のドラゴン族"),
                       text_en="chosen as an attack target: special summon the target; the attack moves to it",
                       text_ja="攻撃対象に選ばれたら、対象を特殊召喚して、攻撃対象をそれに変えてダメージ計算を行う"))


# 幻影の妖精 / Dreamsprite: when an opponent's monster attacks it, another monster of yours is attacked instead,
# straight to damage calculation (chosen as it resolves).
def _others_of_mine(ctx: Ctx | Resolution) -> list[Card]:
    return [m for m in ctx.duel.monsters_of(ctx.card.ctl) if m.idx != ctx.card.idx]


def _dreamsprite(res: Resolution) -> None:
    others = _others_of_mine(res)
    if others and res.duel.attack is not None:
        res.duel.change_attack(target=res.ask_cards(others, purpose=ATTACK_TARGET.monster), calculate=True)


define(8687195, Effect(T, _dreamsprite, trigger="attack_declared", self_trigger=False, asks=True,
                       when=lambda ctx, ev: ev.amount == ctx.card.idx and ev.player != ctx.card.ctl
                       and ctx.card.zone is Zone.MONSTERS,
                       needs=lambda ctx: bool(_others_of_mine(ctx)),
                       text_en="attacked by an opponent's monster: another monster of yours is attacked instead",
                       text_ja="相手の攻撃を受けたら、代わりに自分のほかのモンスターが攻撃されたものとしてダメージ計算を行う"))

# ドリーム・ピエロ / Dream Clown: when it turns from attack position to face-up defense position, destroy a targeted
# monster the opponent controls.
define(13215230, Effect(T, destroy_targets, trigger="position", target=OPP_MONSTER,
                        when=attack_to_defense,
                        text_en="from attack to face-up defense position: destroy the target monster the opponent "
                                "controls",
                        text_ja="攻撃表示のこのカードが表側守備表示になった時、対象の相手モンスターを破壊する"))


# 契約を結びし竜の戦士 / Dragonic Warrior: once a turn by its name, discard 1 card (the cost): special summon a Level 4
# or lower Dragon other than 「契約を結びし竜の戦士」 from your hand or deck; its effects are negated. Not activated
# when the cost would discard the only such Dragon.
def _small_dragons(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.player]
    return [d.cards[i] for i in (*pl.hand, *pl.deck) if d.cards[i].data.is_monster
            and d.cards[i].data.race == "Dragon" and d.level(d.cards[i]) <= 4
            and not is_named(d.cards[i], 3837261)]


def _dragonic_ready(ctx: Ctx) -> bool:
    """A Dragon to summon is left whatever card the cost discards: one in the deck, two, or one in a hand that holds
    another card to discard."""
    found = [c for c in _small_dragons(ctx) if can_special_summon(ctx, c)]
    in_deck = any(c.zone is Zone.DECK for c in found)
    hand = ctx.duel.players[ctx.player].hand
    return room(ctx) and (in_deck or len(found) >= 2 or (len(found) == 1 and len(hand) >= 2))


def _dragonic(res: Resolution) -> None:
    d = res.duel
    # the deck is shuffled after the monster is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.player, summon_room(res) and not _small_dragons(res)):
        m = pick_to_summon(res, _small_dragons(res))
        if m is not None and summon(res, m):
            negate_while_there(res, m)


define(3837261, Effect(Kind.IGNITION, _dragonic, cost=Cost(discard=1), once_per_name=True, asks=True,
                       condition=face_up_here, needs=_dragonic_ready,
                       text_en="discard 1 card: special summon a Level 4 or lower Dragon other than a Dragonic Warrior "
                               "from your hand or deck, its effects negated",
                       text_ja="手札を１枚捨て、手札・デッキから「契約を結びし竜の戦士」以外のレベル４以下のドラゴン族１体を"
                               "効果を無効にして特殊召喚する"))


# ダーク・ネフティス / Dark Nephthys: in your main phase, with 3 or more DARK monsters in your graveyard, banish 2 of
# them (the cost) to send this card from your hand to the graveyard; in your next standby phase it is special summoned
# from there. When it is special summoned, destroy a targeted spell or trap card on the field.
def _in_marked_standby(key: str) -> Callable[[Ctx, Event], bool]:
    """The standby phase of the turn this card's object was marked with (its player's next turn, as it was
    marked)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "standby" and ctx.duel.turn in marked(ctx.duel, key, ctx.card)
    return when


def _nephthys_in(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is Zone.HAND and c.oid == res.link.oid:
        d.send_to_grave([c.idx], res.cause)
        if d.cards[c.idx].zone is Zone.GRAVE:  # (a replacement may have sent it elsewhere)
            mark(d, "nephthys", c, d.next_turn_of(res.player))


def _three_darks_in_grave(ctx: Ctx) -> bool:
    return sum(_monster_of("DARK")(ctx.duel.cards[i]) for i in ctx.duel.players[ctx.player].grave) >= 3


define(38107923, Effect(Kind.IGNITION, _nephthys_in, from_zone=Zone.HAND, condition=_three_darks_in_grave,
                        cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: _monster_of("DARK")(c)),
                        text_en="banish 2 DARK monsters of your graveyard: this card goes from your hand to the "
                                "graveyard",
                        text_ja="自分の墓地の闇属性モンスター２体を除外し、このカードを手札から墓地へ送る"),
       grave_phase_trigger(_in_marked_standby("nephthys"), revive_self_op,
                           "your next standby phase: special summon this card from the graveyard",
                           "次の自分のスタンバイフェイズ、このカードを墓地から特殊召喚する"),
       Effect(T, destroy_targets, trigger="special_summoned", target=SPELL_TRAP,
              text_en="special summoned: destroy the target spell or trap card",
              text_ja="特殊召喚に成功した時、対象の魔法・罠カードを破壊する"),
       numbering=(1, 1, 2))


# Ｄ－ＨＥＲＯ ディパーテッドガイ / Destiny HERO - Departed: in your standby phase, while it is in your graveyard, it is
# special summoned to the opponent's field in face-up attack position; destroyed by battle, it is banished instead of
# going to the graveyard; sent to the graveyard from the hand or deck by a card effect, it is banished instead.
def _departed(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid and res.duel.free_slots(res.opponent, Zone.MONSTERS):
        res.duel.special_summon(c, res.opponent, Pos.ATTACK, res.cause, by=res.player)


def _departed_by_battle(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ev.dst == int(Zone.GRAVE) and ev.kind == "destroyed" \
        and ev.cause.reason is Reason.BATTLE


def _departed_by_effect(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ev.dst == int(Zone.GRAVE) and ev.src in (int(Zone.HAND), int(Zone.DECK)) \
        and ev.cause.reason is Reason.EFFECT


define(39829561, Effect(T, _departed, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
                        when=lambda ctx, ev: phase_of("standby")(ctx, ev),
                        needs=opponent_room,
                        text_en="your standby phase, in your graveyard: special summon it to the opponent's field in "
                                "attack position",
                        text_ja="自分のスタンバイフェイズに墓地に存在する場合、相手フィールドに表側攻撃表示で特殊召喚される"),
       Effect(Kind.REPLACEMENT, when=_departed_by_battle, instead=banish_instead,
              text_en="destroyed by battle: banished instead",
              text_ja="戦闘で破壊された場合、墓地へは行かず除外される"),
       *(Effect(Kind.REPLACEMENT, when=_departed_by_effect, instead=banish_instead, from_zone=z,
                text_en="sent from the hand or deck to the graveyard by a card effect: banished instead",
                text_ja="手札・デッキからカードの効果で墓地へ送られる場合、墓地へは行かず除外される")
         for z in (Zone.HAND, Zone.DECK)),
       numbering=(1, 2, 3, 3))


# Ｄ－ＨＥＲＯ ドグマガイ / Destiny HERO - Dogma: special summoned from the hand only by tributing 3 monsters you
# control, a 「Ｄ－ＨＥＲＯ」 among them (once summoned so, other effects may revive it); summoned so, in the
# opponent's next standby phase their LP are halved, while its player still controls it there (taken by that
# opponent, it is their own standby phase: nothing). Turned face-down since, it is a new card that was not summoned
# so: the note is forgotten (`mark(face_up=True)`).
def _dogma_summoned(res: Resolution) -> None:
    mark(res.duel, "dogma", res.card, res.duel.next_turn_of(res.opponent), face_up=True)


_DOGMA_STANDBY = _in_marked_standby("dogma")


def _dogma_due(ctx: Ctx, ev: Event) -> bool:
    return ctx.duel.tp != ctx.player and _DOGMA_STANDBY(ctx, ev)


def _dogma(res: Resolution) -> None:
    lp = res.duel.players[res.opponent].lp
    res.duel.lose_lp(res.opponent, lp - half_up(lp), res.cause)


define(17132130, Effect(T, _dogma, trigger="phase", self_trigger=False, when=_dogma_due,
                        text_en="summoned by its procedure: in the opponent's next standby phase, halve their LP",
                        text_ja="所定の方法で特殊召喚したら、相手の次のスタンバイフェイズに相手のライフポイントが半分になる"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=3, tribute_including=lambda ctx, m: is_destiny_hero(m)),
              text_en="special summon by tributing 3 monsters you control, a Destiny HERO among them",
              text_ja="「Ｄ－ＨＥＲＯ」を含む自分のモンスター３体を生け贄に捧げて特殊召喚する"),
       Effect(Kind.AT_ONCE, _dogma_summoned, trigger="special_summoned",
              when=lambda ctx, ev: ev.card == ctx.card.idx and ev.detail == "procedure", note=True,
              text_en="(the turn of its first effect is remembered)", text_ja="（効果の適用ターンを覚えておく）"),
       numbering=(1, 2, 1))  # the note is part of the text's ①; its procedure is printed before ①


# Ｄ－ＨＥＲＯ ダブルガイ / Destiny HERO - Double Dude: it cannot be special summoned; it may attack twice a battle
# phase; destroyed and sent to the graveyard, in your next standby phase you may special summon 2
# 「ダブルガイ・トークン」 (Warrior, DARK, Level 4, 1000/1000).
def _double_dude_down(ctx: Ctx, ev: Event) -> None:
    d = ctx.duel
    if ev.dst == int(Zone.GRAVE):
        mark(d, "double_dude", d.cards[ev.card], d.next_turn_of(d.cards[ev.card].owner))


_DOUBLE_OK = makes_token(28355719, "ダブルガイ・トークン")


def _double_tokens(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) >= 2:
        data = token_data(28355719, "ダブルガイ・トークン")
        summon_tokens(res, data, 2)


define(28355718, Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1,
                        text_en="it may attack twice a battle phase", text_ja="１度のバトルフェイズ中に２回攻撃できる"),
       Effect(T, _double_tokens, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, mandatory=False, asks=True,
              when=_in_marked_standby("double_dude"),
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2 and _DOUBLE_OK(ctx),
              text_en="destroyed and sent to the graveyard: your next standby phase, special summon 2 Double Dude "
                      "Tokens",
              text_ja="破壊されて墓地に行ったら、自分の次のスタンバイフェイズに「ダブルガイ・トークン」２体を特殊召喚"),
       remember("destroyed", _double_dude_down),
       special_by=never, numbering=(1, 2, 2))


# ダークブレイズドラゴン / Darkblaze Dragon: special summoned out of the graveyard, its ATK and DEF are doubled from
# the original values (values set, not raises: `stat_set`; for as long as it stays face-up); after a battle in which
# it destroys an opponent's monster and that monster reaches the graveyard, the opponent takes that monster's
# original ATK as damage.
def _darkblaze(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up and c.oid == res.link.oid:
        res.duel.set_stat(c, True, 2 * (c.base.atk or 0), res.cause, until_end=False)
        res.duel.set_stat(c, False, 2 * (c.base.def_ or 0), res.cause, until_end=False)


define(39343610, Effect(T, _darkblaze, trigger="special_summoned", when=lambda ctx, ev: ev.src == int(Zone.GRAVE),
                        text_en="special summoned out of the graveyard: ATK and DEF are set to double the original "
                                "values",
                        text_ja="墓地からの特殊召喚に成功した時、攻撃力・守備力は元々の数値の倍になる"),
       Effect(T, lambda res: res.duel.damage(res.opponent, res.duel.cards[res.link.events[0].card].base.atk or 0,
                                             res.cause),
              trigger="destroyed", self_trigger=False, when=battle_destroyed,
              text_en="its battle puts a monster in the graveyard: that monster's original ATK as damage",
              text_ja="戦闘で破壊して墓地へ送ったら、そのモンスターの元々の攻撃力と同じダメージを相手に"))


# ダーク・ホルス・ドラゴン / Dark Horus: once a turn, while it is face-up on the field, when a spell card activated in
# the opponent's main phase (while this card was already face-up there) has resolved, you may special summon a
# targeted Level 4 DARK monster from your graveyard.
define(66214679, Effect(T, summon_target, trigger="resolved", self_trigger=False, mandatory=False, once_per_turn=True,
                        asks=True, needs=room,
                        when=lambda ctx, ev: ev.detail == "activation" and ctx.duel.cards[ev.card].data.is_spell
                        and ctx.duel.tp != ctx.player and ctx.duel.phase in ("main1", "main2")
                        and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up and activated_while_here(ctx, ev),
                        target=revivable(lambda ctx, c: has_attribute(c, "DARK") and (c.data.level or 0) == 4,
                                         "a Level 4 DARK monster in your graveyard",
                                         "自分の墓地のレベル４の闇属性モンスター"),
                        text_en="a spell card activated in the opponent's main phase: special summon the target",
                        text_ja="相手のメインフェイズに魔法カードが発動した場合、対象を特殊召喚する"))

# 堕天使ナース－レフィキュル / Darklord Nurse Reficule: while it is face-up on the field, the opponent's gains of LP
# are damage of the same amount instead.
define(67316075, GAINS_HURT)


# 黒蠍－罠はずしのクリフ / Dark Scorpion - Cliff the Trap Remover and 黒蠍－強力のゴーグ / Dark Scorpion - Gorg the
# Strong: when it inflicts battle damage to the opponent, choose one (two effects; using one uses the event). Cliff:
# destroy a targeted spell or trap card on the field, or the top 2 cards of the opponent's deck go to the graveyard.
# Gorg: a targeted monster the opponent controls goes on top of its owner's deck, or the opponent's top card goes to
# the graveyard.
def _mill(n: int) -> Callable[[Resolution], None]:
    return lambda res: res.duel.mill(res.opponent, n, res.cause)


def _opponent_has_deck(ctx: Ctx) -> bool:
    """The mill is not chosen with the opponent's deck empty: it would do nothing."""
    return bool(ctx.duel.players[ctx.opponent].deck)


define(6967870,
       Effect(T, destroy_targets, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, target=SPELL_TRAP,
              text_en="destroy the target spell or trap card", text_ja="対象の魔法・罠カードを破壊する"),
       Effect(T, _mill(2), trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, needs=_opponent_has_deck,
              text_en="the top 2 cards of the opponent's deck go to the graveyard",
              text_ja="相手デッキの上の２枚を墓地へ送る"))
define(48768179,
       Effect(T, to_deck_top, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, target=OPP_MONSTER,
              text_en="put the target monster on top of its owner's deck",
              text_ja="対象の相手モンスターは、持ち主のデッキの上へ戻る"),
       Effect(T, _mill(1), trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, needs=_opponent_has_deck,
              text_en="the top card of the opponent's deck goes to the graveyard",
              text_ja="相手デッキの一番上を墓地へ送る"))


# 封魔の伝承者 / Disciple of the Forbidden Spell: when it is normal, flip or special summoned, declare as many
# Attributes as there are 「封魔の伝承者」 in your graveyard; when it attacks a monster of a declared Attribute, that
# monster is destroyed without damage calculation.
ATTRIBUTES = ("EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK")


def _disciple_declares(res: Resolution) -> None:
    d, me = res.duel, res.card
    n = sum(is_named(d.cards[i], 15595052) for i in d.players[res.player].grave)
    left = list(ATTRIBUTES)
    for _ in range(min(n, len(left))):
        named = [Option(f"declare:{a}", "declare", label_en=a, label_ja=attribute_term(a)) for a in ATTRIBUTES]
        o = res.ask([x for x in named if x.label_en in left], "declare", res.player, "declare an Attribute",
                    "属性を宣言する", closed=[(x, lambda: DECLARED_ALREADY) for x in named if x.label_en not in left])
        a = o.key.split(":", 1)[1]
        left.remove(a)
        if me.zone is Zone.MONSTERS and me.oid == res.link.oid:
            mark(d, _disciple_key(d, me), me, ATTRIBUTES.index(a), read_by_effects=True)


def _disciple_key(d: Duel, me: Card) -> str:
    # the declarations belong to the card face-up since then (its stamp): turned face-down, it forgets them
    return f"disciple:{d.stamp_of(me)[0]}"


def _declared_attribute(ctx: Ctx, t: Card) -> bool:
    return any(has_attribute(t, ATTRIBUTES[v]) for v in marked(ctx.duel, _disciple_key(ctx.duel, ctx.card), ctx.card))


define(15595052, *(Effect(T, _disciple_declares, trigger=k, asks=True,
                          text_en="summoned: declare as many Attributes as Disciples of the Forbidden Spell in your "
                                  "graveyard",
                          text_ja="召喚・反転召喚・特殊召喚に成功した時、墓地の「封魔の伝承者」の数だけ属性を宣言する")
                   for k in ("summoned", "special_summoned")),
       *_destroyed_before_calculation(_declared_attribute,
                                      "attacks a monster of a declared Attribute: destroy it without damage "
                                      "calculation",
                                      "宣言した属性のモンスターへの攻撃では、ダメージ計算なしでそれを破壊"),
       numbering=(1, 1, 2, 2))


# 漆黒の魔王 (Dark Lucius) ＬＶ４ / LV4: the effects of the opponent's monsters it destroys by battle are negated; in
# your standby phase of the turn after it destroyed a monster by battle, you may send it to the graveyard (the cost)
# to special summon 「漆黒の魔王 ＬＶ６」 from your hand or deck. ＬＶ６ / LV6: special summoned by LV4's effect, the
# effects of the opponent's monsters it destroys by battle are negated, and in your standby phase of the turn after
# it negated one that way, it may go to the graveyard to special summon 「漆黒の魔王 ＬＶ８」 likewise. ＬＶ８ / LV8:
# special summoned by LV6's effect, the opponent's monsters it destroys by battle are banished and their effects
# negated. Turned face-down and face-up again, ＬＶ６ or ＬＶ８ is a new card that was not summoned so
# (`summon_marked`).
LUCIUS_4, LUCIUS_6, LUCIUS_8 = 85313220, 12817939, 58206034


def _lucius_summoned_by(before: int) -> Callable[[Ctx, Event], None]:
    def note_it(ctx: Ctx, ev: Event) -> None:
        if ev.cause.reason is Reason.EFFECT and ev.cause.card >= 0 and is_named(ctx.duel.cards[ev.cause.card], before):
            mark(ctx.duel, "lucius", ctx.card, read_by_effects=True)
    return note_it


def _lucius_grown(ctx: Ctx, c: Card) -> bool:
    return itself(ctx, c) and bool(summon_marked(ctx.duel, "lucius", c))


def _lucius_won(needs_effect: bool) -> Callable[[Ctx, Event], None]:
    """Remember the turn after this one when it destroyed a monster by battle (`needs_effect`: an opponent's effect
    monster, whose effects it negates so); forgotten as it turns face-down, a new card that destroyed none."""
    def watch(ctx: Ctx, ev: Event) -> None:
        d = ctx.duel
        if ev.kind == "destroyed" and destroyed_by_me(ctx, ev) and (
                not needs_effect or (d.cards[ev.card].base.is_effect_monster and _lucius_grown(ctx, ctx.card))):
            mark(d, "lucius_next", ctx.card, d.next_turn_of(ctx.card.ctl), face_up=True)
    return watch


def _lucius_step(nxt: int, en: str, ja: str) -> Effect:
    return Effect(T, summon_next_level(nxt), trigger="phase", self_trigger=False, mandatory=False, asks=True,
                  cost=SEND_SELF, needs=next_level_in_reach(nxt),
                  when=lambda ctx, ev: phase_of("standby")(ctx, ev) and ctx.card.face_up
                  and ctx.duel.turn in marked(ctx.duel, "lucius_next", ctx.card),
                  text_en=en, text_ja=ja)


define(LUCIUS_4, SILENCES,
       _lucius_step(LUCIUS_6, "your standby phase after it destroyed a monster by battle: send it to the graveyard to "
                              "special summon Dark Lucius LV6 from your hand or deck",
                    "戦闘で破壊した次の自分のスタンバイフェイズ、このカードを墓地へ送り"
                    "「漆黒の魔王 ＬＶ６」を特殊召喚する"),
       observer(_lucius_won(False)))
define(LUCIUS_6,
       Effect(Kind.CONTINUOUS, affects=_lucius_grown, battle_silences=True,
              text_en="special summoned by LV4: the effects of monsters it destroys by battle are negated",
              text_ja="戦闘で破壊した相手モンスターの効果を無効にする（「漆黒の魔王 ＬＶ４」の効果で"
                      "特殊召喚された時）"),
       _lucius_step(LUCIUS_8, "your standby phase after it negated a monster that way: send it to the graveyard to "
                              "special summon Dark Lucius LV8 from your hand or deck",
                    "その効果で無効化した次の自分のスタンバイフェイズ、このカードを墓地へ送り"
                    "「漆黒の魔王 ＬＶ８」を特殊召喚する"),
       observer(_lucius_won(True)), remember("special_summoned", _lucius_summoned_by(LUCIUS_4)))


def _lucius_banishes(ctx: Ctx, ev: Event) -> bool:
    return battle_victim_to_grave(ctx, ev) and ev.player != ctx.card.ctl and _lucius_grown(ctx, ctx.card)


define(LUCIUS_8,
       Effect(Kind.CONTINUOUS, affects=_lucius_grown, battle_silences=True,
              text_en="special summoned by LV6: the effects of monsters it destroys by battle are negated",
              text_ja="戦闘で破壊した相手モンスターの効果を無効にする"
                      "（「漆黒の魔王 ＬＶ６」の効果で特殊召喚された時）"),
       Effect(Kind.REPLACEMENT, when=_lucius_banishes, instead=banish_instead, replaces_last=True,
              text_en="special summoned by LV6: the monsters it destroys by battle are banished",
              text_ja="戦闘で破壊した相手モンスターは除外される（「漆黒の魔王 ＬＶ６」の効果で特殊召喚された時）"),
       remember("special_summoned", _lucius_summoned_by(LUCIUS_6)), numbering=(1, 1, 1))


# 神竜－エクセリオン / Divine Dragon - Excelion: when it is normal summoned, it gets one of these for each 「神竜－エク
# セリオン」 in your graveyard (each at most once, as you choose): +1000 ATK; when it destroys an opponent's monster by
# battle, it may attack once more in a row (only once a turn); after a battle that puts a monster it destroyed in
# the graveyard, the opponent takes that monster's ATK as damage.
_EXCELION_GIFTS = (("+1000 ATK", "攻撃力１０００アップ"), ("attack again after a win", "もう１度続けて攻撃できる"),
                   ("burn for what it destroys", "破壊したモンスターの攻撃力分のダメージ"))


ONCE_EACH = Why("each of its effects is gained at most once", "同じ効果は１度しか得られない")


def _excelion(res: Resolution) -> None:
    d, me = res.duel, res.card
    n = sum(is_named(d.cards[i], 10032958) for i in d.players[res.player].grave)
    left = list(range(len(_EXCELION_GIFTS)))
    for _ in range(min(n, len(left))):
        gifts = [Option(f"gift:{k}", "gift", arg=k, label_en=en, label_ja=ja) for k, (en, ja) in
                 enumerate(_EXCELION_GIFTS)]
        o = res.ask([g for g in gifts if g.arg in left], "choice", res.player, "choose an effect", "得る効果を選ぶ",
                    closed=[(g, lambda: ONCE_EACH) for g in gifts if g.arg not in left])
        left.remove(o.arg)
        if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
            mark_face_up(d, f"excelion:{o.arg}", me, read_by_effects=True)  # lost once turned face-down


def _gift(k: int) -> Callable[[Ctx], bool]:
    return lambda ctx: marked_face_up(ctx.duel, f"excelion:{k}", ctx.card)


define(10032958,
       Effect(T, _excelion, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal", asks=True,
              text_en="normal summoned: one effect for each Divine Dragon - Excelion in your graveyard",
              text_ja="召喚時に自分の墓地の「神竜－エクセリオン」１体につき、効果を１つ得る"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: itself(ctx, c) and _gift(0)(ctx), atk=lambda ctx, c: 1000,
              text_en="(gift) +1000 ATK", text_ja="（得た効果）攻撃力１０００アップ"),
       attacks_again_after_a_win(lambda ctx, ev: destroyed_by_me(ctx, ev) and _gift(1)(ctx),
                                 "(gift) destroys an opponent's monster by battle: it may attack once more",
                                 "（得た効果）相手モンスターを戦闘で破壊したら、続けてもう１回攻撃可能"),
       Effect(T, lambda res: res.duel.damage(res.opponent, res.duel.cards[res.link.events[0].card].base.atk or 0,
                                             res.cause),
              trigger="destroyed", self_trigger=False, when=lambda ctx, ev: battle_destroyed(ctx, ev) and _gift(2)(ctx),
              text_en="(gift) its battle puts a monster in the graveyard: that monster's ATK as damage",
              text_ja="（得た効果）戦闘で破壊し墓地へ送った時、そのモンスターの攻撃力分のダメージ"),
       numbering=(1, 1, 1, 1))


# 異次元竜 トワイライトゾーンドラゴン / Different Dimension Dragon: a spell or trap effect that does not target it
# cannot destroy it, and neither can a battle against a monster of 1900 ATK or less.
def _untargeted_spell_trap(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card
    if ev.kind != "destroyed" or ev.card != me.idx or ev.cause.reason is not Reason.EFFECT or ev.cause.card < 0 \
            or d.cards[ev.cause.card].data.kind not in ("spell", "trap"):
        return False
    res = d.current_res  # the resolving link whose effect destroys it (none: no effect that targets)
    link = res.link if res is not None and res.link.card == ev.cause.card else None
    return link is None or (me.idx, me.oid) not in link.targets


def _weak_foe(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    att = d.attack
    if not itself(ctx, c) or att is None or c.idx not in (att[0], att[2]) or att[2] < 0:
        return False
    foe = d.cards[att[2] if att[0] == c.idx else att[0]]
    return d.atk(foe) <= 1900


define(50939127, Effect(Kind.REPLACEMENT, when=_untargeted_spell_trap, instead=nothing_instead,
                        text_en="not destroyed by a spell or trap effect that does not target it",
                        text_ja="対象に取らない魔法・罠の効果では破壊されない"),
       Effect(Kind.CONTINUOUS, affects=_weak_foe, battle_proof=True,
              text_en="not destroyed by battle with a monster with 1900 or less ATK",
              text_ja="攻撃力が１９００以下のモンスターとの戦闘で破壊されない"))


# ドラゴン・アイス / Dragon Ice: when the opponent special summons a monster, discard 1 card (the cost) to special
# summon this card from your hand or graveyard; only one 「ドラゴン・アイス」 can be face-up on the field. Monsters
# special summoned together (「スケープ・ゴート」) are one summon: one activation (`together`). Not in the damage step,
# as no optional trigger set off by the opponent's summon is (`chain.SUMMON_IN_DAMAGE_STEP`).
def _no_dragon_ice(d: Duel, c: Card, gone: frozenset[int] = frozenset()) -> bool:
    """No other face-up 「ドラゴン・アイス」 on the field (those tributed for its summon, `gone`, have left it)."""
    return not any(m.face_up and is_named(m, 64262809) and m.idx != c.idx and m.idx not in gone
                   for p in (0, 1) for m in d.monsters_of(p))


def _dragon_ice(res: Resolution) -> None:
    c = res.card
    if c.zone in (Zone.HAND, Zone.GRAVE) and c.oid == res.link.oid and _no_dragon_ice(res.duel, c):
        summon(res, c)


def _opponent_special_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.player == ctx.opponent


define(64262809, *(Effect(T, _dragon_ice, trigger="special_summoned", self_trigger=False, from_zone=z, together=True,
                          mandatory=False, asks=True, cost=Cost(discard=1), when=_opponent_special_summoned,
                          needs=lambda ctx: room_for_itself(ctx) and _no_dragon_ice(ctx.duel, ctx.card),
                          text_en="the opponent special summoned: discard 1 card to special summon this card",
                          text_ja="相手のモンスターの特殊召喚成功時、手札１枚を捨てて、手札か墓地の自身を特殊召喚")
                   for z in (Zone.HAND, Zone.GRAVE)),
       summon_if=_no_dragon_ice, special_by=lambda d, c, cause, kind, to: _no_dragon_ice(d, c), numbering=(1, 1))


# Ｄ－ＨＥＲＯ デビルガイ / Destiny HERO - Doom Lord: once a turn, while it is face-up in attack position (to activate
# and to resolve), banish a targeted monster the opponent controls until your second standby phase after the
# activation, when it returns to its owner's field in attack position (`Duel.return_to_field`: not a summon; with no
# free zone it goes to the graveyard); you cannot declare an attack in the turn you activate it. The standby phases
# that begin are counted, not turns (R004-132): one skipped (「ソロモンの律法書」) does not count.
def _doom_lord(res: Resolution) -> None:
    d, me = res.duel, res.card
    if me.zone is not Zone.MONSTERS or me.pos is not Pos.ATTACK or me.oid != res.link.oid:
        return
    for t in res.targets():
        if d.banish([t], res.cause):
            in_own_standby(res, 2, t, lambda r, x: r.duel.return_to_field(x, Pos.ATTACK, r.cause),
                           "the banished monster returns to its owner's field",
                           "除外したモンスターは持ち主のフィールドに戻る")


define(41613948, Effect(Kind.IGNITION, _doom_lord, once_per_turn=True, turn_ban=("attack",), target=OPP_MONSTER,
                        condition=lambda ctx: face_up_here(ctx) and ctx.card.pos is Pos.ATTACK,
                        text_en="banish the target monster until your second standby phase after; no attacks this turn",
                        text_ja="対象の相手モンスターを、発動から数えて自分の２回目のスタンバイフェイズまで除外"
                                "（このターン自分は攻撃宣言できない）"))


# Ｄ－ＨＥＲＯ ダッシュガイ / Destiny HERO - Dasher: once a turn, tribute another monster you control (the cost): it
# gains 1000 ATK until the end of the turn; after it attacked, it turns to defense position at the end of the battle
# phase (at once); once while it is in your graveyard, when you draw a monster in your draw phase, you may reveal it to
# special summon it (not one it could not summon: a ritual monster never ritual summoned).
def _dasher_draw(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card]
    return (ev.player == ctx.player and d.tp == ctx.player and d.phase == "draw" and c.data.is_monster
            and c.zone is Zone.HAND and can_special_summon(ctx, c) and not marked(d, "dasher_used", ctx.card))


def _dasher_call(res: Resolution) -> None:
    d, me = res.duel, res.card
    if me.zone is not Zone.GRAVE or me.oid != res.link.oid:
        return
    mark(d, "dasher_used", me)
    m = d.cards[res.link.events[0].card]
    d.reveal([m], res.opponent)
    if m.zone is Zone.HAND:
        summon(res, m)


def _dasher_rest(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(81866673,
       Effect(Kind.IGNITION, lambda res: res.duel.boost(res.card, 1000, 0, res.cause), once_per_turn=True,
              condition=face_up_here, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx),
              text_en="tribute another monster: +1000 ATK until the end of the turn",
              text_ja="自分の他のモンスター１体を生け贄に捧げ、ターン終了時まで攻撃力１０００アップ"),
       Effect(Kind.AT_ONCE, _dasher_rest, trigger="phase",
              when=lambda ctx, ev: ev.detail == "battle:end" and ctx.card.t_attacked == ctx.duel.turn,
              text_en="it attacked: defense position at the end of the battle phase",
              text_ja="攻撃したら、バトルフェイズの終わりに守備表示へ変わる"),
       Effect(T, _dasher_call, trigger="drawn", self_trigger=False, from_zone=Zone.GRAVE, mandatory=False, asks=True,
              when=_dasher_draw, needs=room,
              text_en="once, in your graveyard: you draw a monster in your draw phase: reveal it to special summon it",
              text_ja="墓地にある間に１度だけ：自分のドローフェイズのドローがモンスターなら、それを見せて特殊召喚"))


# ダイナ・ベース / Dyna Base (first printed after 2008: its only text). Each effect once a turn for cards of its name:
# while your LP are lower than the opponent's, special summon this card from your hand; in your main phase, fusion
# summon a fusion monster from your fusion deck with this card on the field and other monsters of your hand or field
# as its materials.
def _base_fusions(ctx: Ctx) -> list[Card]:
    return fusion.summonable(ctx.duel, ctx.player, lambda c: True, fusion.hand_and_field, ctx.card.idx, ctx.card)


def _base_fuses(res: Resolution) -> None:
    if res.card.oid == res.link.oid and res.card.zone is Zone.MONSTERS:
        fusion.fusion_summon(res, lambda c: True, fusion.hand_and_field, must=res.card)


define(39396763,
       Effect(Kind.IGNITION, summon_self_op, from_zone=Zone.HAND, once_per_name=True, asks=True,
              condition=lambda ctx: ctx.duel.players[ctx.player].lp < ctx.duel.players[ctx.opponent].lp,
              needs=room_for_itself, text_en="your LP are lower: special summon this card from your hand",
              text_ja="自分のライフが相手より少ない場合、手札のこのカードを特殊召喚する"),
       Effect(Kind.IGNITION, _base_fuses, once_per_name=True, asks=True, condition=face_up_here,
              needs=lambda ctx: bool(_base_fusions(ctx)),
              text_en="fusion summon with this card and monsters of your hand or field as the materials",
              text_ja="自身と、自分の手札か場のモンスターを素材にして融合召喚"))


# 魔王ディアボロス / Diabolos, King of the Abyss: it cannot be special summoned, and its tribute summon takes DARK
# monsters only. While it is face-up on the field no card effect tributes it (a cost, a ritual: a tribute summon
# still may). At the start of the opponent's draw phase, before their normal draw, its controller looks at the top
# card of the opponent's deck and leaves it on top or puts it at the bottom (applied then, before the draw: no
# chain link, docs/uncertain-rulings.md).
def _diabolos_look(res: Resolution) -> None:
    d, me = res.duel, res.player  # applied at once on the opponent's phase: its controller decides
    deck = d.players[1 - me].deck
    if not deck:
        return
    c = d.cards[deck[-1]]
    d.reveal([c], me)
    opts = [Option("top", "top", label_en="top", label_ja="一番上"),
            Option("bottom", "bottom", label_en="bottom", label_ja="一番下")]
    if res.ask(opts, "select", me, "top or bottom?", "一番上か一番下か").kind == "bottom":
        d.put_on_bottom(c)


define(29424328,
       Effect(Kind.CONTINUOUS, affects=itself, forbids=("be_tributed_by_effect",),
              text_en="while face-up on the field, card effects cannot tribute it",
              text_ja="表側表示で場にある間、カードの効果で生け贄にされない"),
       Effect(Kind.AT_ONCE, _diabolos_look, trigger="phase", asks=True, does=Does.OTHER,
              when=lambda ctx, ev: ev.detail == "draw" and ev.player != ctx.card.ctl,
              text_en="the opponent's draw phase, before the draw: look at their top card and put it on the top or "
                      "at the bottom of their deck",
              text_ja="相手のドローフェイズ時、ドロー前に相手のデッキの一番上のカードを確認し、一番上か一番下に戻す"),
       special_by=never, tribute_filter=lambda d, c: has_attribute(c, "DARK"))


# Ｄ－ＨＥＲＯ ダイヤモンドガイ / Destiny HERO - Diamond Dude: once a turn, in its controller's main phase, the top card
# of their deck is shown to both players. A normal spell card goes to the graveyard, and its effect becomes an
# ignition effect of Diamond Dude's left to that player (`Duel.linger`): used once (spent as it is activated, negated or
# not: `Effect.left_once`), in their main phase of their next turn, while that spell stays in the graveyard; it pays
# none of the spell's costs and the spell stays where it is (docs/uncertain-rulings.md). Any other card goes to the
# bottom of the deck. With an empty deck there is nothing to show: not activated.
def _diamond_dude_reveal(res: Resolution) -> None:
    d, me = res.duel, res.player
    deck = d.players[me].deck
    if not deck:
        return
    c = d.excavate([d.cards[deck[-1]]])[0]
    if not (c.data.is_spell and "normal" in c.data.subtypes):
        d.put_on_bottom(c)
        return
    d.send_to_grave([c.idx], res.cause)
    spell = d.defs[c.idx]
    own = next((e for e in spell.effects if e.kind is Kind.ACTIVATE), None) if spell is not None else None
    if own is None or c.zone is not Zone.GRAVE:
        return  # an undeclared spell has no effect to leave behind
    later = d.nth_turn_of(me, 2)

    def in_next_turn(ctx: Ctx) -> bool:
        return ctx.duel.turn == later and (own.condition is None or own.condition(ctx))

    copied = dataclasses.replace(own, kind=Kind.IGNITION, condition=in_next_turn, cost=Cost(), left_once=True,
                                 speed=0, phases=(),
                                 text_en=f"the effect of {c.data.name_en}, sent by Diamond Dude: {own.text_en}",
                                 text_ja=f"ダイヤモンドガイで墓地へ送った「{c.data.name_ja}」の効果：{own.text_ja}")
    d.linger(res.card, me, copied, res.cause, turns=later - d.turn + 1, while_there=c)


define(13093792,
       Effect(Kind.IGNITION, _diamond_dude_reveal, once_per_turn=True, does=Does.OTHER,
              needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),  # a top card to show
              text_en="once a turn: show the top card of your deck; a normal spell goes to the graveyard and its "
                      "effect may be used in your next turn's main phase, anything else goes to the bottom",
              text_ja="１ターンに１度、デッキの一番上のカードをめくり、通常魔法なら墓地へ送り次の自分ターンのメインフェイズに"
                      "その効果を発動できる。それ以外ならデッキの一番下に戻す"))
