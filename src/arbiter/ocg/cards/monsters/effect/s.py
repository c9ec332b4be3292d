"""The effect monsters whose English name begins with S."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.activation_locks import spell_cards_and_their_effects
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    PIERCING,
    SEND_SELF,
    SPELL_COUNTER,
    SPELL_TRAP,
    answered,
    answered_link,
    banish_targets,
    battle_opponent,
    battle_to_grave,
    both,
    can_special_summon,
    ctx_of,
    destroy_targets,
    draw_one,
    face_up_here,
    field_to_grave,
    in_its_battle,
    itself,
    may_take,
    no_attack_this_turn,
    opponent_has_hand,
    paid_so_far,
    room,
    room_for_itself,
    spell_counter_each_spell,
    spell_trap_cards_of,
    targets_this,
    to_grave,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.archfiends import archfiend
from arbiter.ocg.cards.shared.attacks import (
    attacks_face_down,
    battlers,
    destroy_face_down_target,
    may_attack_directly,
)
from arbiter.ocg.cards.shared.banishing import banished_when_it_leaves
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import (
    attributes_as_it_left,
    continuous_spell,
    is_trap_card,
    race_as_it_left,
    roid,
    zombie,
)
from arbiter.ocg.cards.shared.chain import (
    activation_of,
    link_targets,
    negate_and_destroy_while_here,
)
from arbiter.ocg.cards.shared.coins import call_coin, tosses
from arbiter.ocg.cards.shared.columns import free_next_to
from arbiter.ocg.cards.shared.damage_calculation import attacker_to_zero_once
from arbiter.ocg.cards.shared.destruction import destroy_all_of, destroy_all_spells_traps, destroy_in_end_phase_of
from arbiter.ocg.cards.shared.discard import (
    DESTROYED_WHEN_TARGETED,
    battle_discard,
    choose_cards,
    dark_world,
    opp_discards_random,
)
from arbiter.ocg.cards.shared.draw import POT_OF_GREED, battle_damage_draw, draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import (
    DEFENDS_WHEN_SUMMONED,
    attack_swing,
    attribute_swing,
    battle_damage_of,
    itself_in_battle_phase_of,
    own_phase_burn,
)
from arbiter.ocg.cards.shared.egyptian_gods import BACK_TO_GRAVE
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_me,
    by_battle_to_grave,
    by_effect,
    destroyed_by_me,
    drew,
    effect_player,
    normal_summon,
    once_per_thing,
    phase_of,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF
from arbiter.ocg.cards.shared.level_monsters import next_level, next_level_in_reach, remember_flips, standby_level_up
from arbiter.ocg.cards.shared.life_points import gain_op, standby_gain
from arbiter.ocg.cards.shared.monster_equips import held_monsters
from arbiter.ocg.cards.shared.notes import (
    mark,
    mark_face_up,
    marked,
    marked_face_up,
    marker,
    never_activated,
    note_pair,
    noted_pairs,
    observer,
    remember,
    summon_marked,
    unnote,
)
from arbiter.ocg.cards.shared.passcodes import PYRAMID_OF_LIGHT
from arbiter.ocg.cards.shared.race_summoners import attribute_swapper
from arbiter.ocg.cards.shared.recruiters import atk_at_most, battle_recruiter, element_reptile, recruiter
from arbiter.ocg.cards.shared.resolving import (
    self_on_field,
    self_to_defense,
    still_face_up_here,
)
from arbiter.ocg.cards.shared.revival import (
    SPIRIT_OF_THE_PHARAOH,
    grave_phase_trigger,
    in_later_own_standby,
    revive_self,
    revive_self_op,
)
from arbiter.ocg.cards.shared.search import (
    battle_destroyed_search,
    deck_searched,
    is_ritual_monster,
    is_ritual_spell,
    on_summon_search,
    search_op,
    summon_room,
)
from arbiter.ocg.cards.shared.six_samurai import is_six_samurai
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    from_anywhere,
    negate_while_there,
    special_summon_self,
    summon,
    summon_as_many,
    summon_one_of,
    summon_picked,
    summon_self_op,
    summonable,
)
from arbiter.ocg.cards.shared.stats import half_up, original_atk, per_own_named
from arbiter.ocg.cards.shared.targets import FieldCardSpec, field_card
from arbiter.ocg.cards.shared.to_hand_and_deck import self_back_to_hand, to_deck_top
from arbiter.ocg.cards.shared.tributes import tributed_for, tributes_for_summon, tributes_of
from arbiter.ocg.cards.shared.turn_counts import lock_next_turn
from arbiter.ocg.cards.shared.zones import (
    all_spell_trap_cards,
    cards_in_hand,
    deck_of,
    face_up_spells,
    field_of,
    fitting_monsters_in,
    no_spells_traps,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON, TO_DECK_BOTTOM, TO_GRAVEYARD
from arbiter.ocg.effects import Condition, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel


# サンド・ギャンブラー / Sand Gambler: ignition; toss 3 coins: all heads destroys every monster the
# opponent controls, all tails every monster you control.
def _sand(res: Resolution) -> None:
    h = tosses(res, 3)
    if h == 3:
        destroy_all_of(res, res.opponent)
    elif h == 0:
        destroy_all_of(res, res.player)


define(50593156, Effect(Kind.IGNITION, _sand, does=Does.MONSTERS, once_per_turn=True, condition=face_up_here,
                        text_en="toss 3 coins: 3 heads destroy the opponent's monsters, 3 tails yours",
                        text_ja="コイントス３回：全て表なら相手、全て裏なら自分のモンスターを全て破壊"))


# スナイプストーカー / Snipe Hunter: ignition; discard 1 card and target 1 card on the field; roll:
# unless it is 1 or 6, destroy the target.
def _snipe(res: Resolution) -> None:
    n = res.duel.roll_die(res.player, res.cause)
    if n not in (1, 6):
        res.duel.destroy(res.targets(), res.cause)


define(84290642, Effect(Kind.IGNITION, _snipe, condition=face_up_here, cost=Cost(discard=1),
                        target=FieldCardSpec(allow_self=True, text_en="a card on the field",
                                             text_ja="フィールドのカード"),
                        text_en="roll: on 2-5 destroy the target", text_ja="サイコロ：１・６以外なら対象を破壊"))


# 一撃必殺侍 / Sasuke Samurai #4: when it battles, at the start of the damage step (before damage
# calculation) call a coin: right destroys the monster it battles (by the effect). It attacks or is attacked
# (while face-up: `in_its_battle`); a direct attack battles no monster, so no coin is called.
def _sasuke(res: Resolution) -> None:
    if call_coin(res):
        c = battle_opponent(res)
        if c is not None:
            res.duel.destroy([c], res.cause)


define(64538655,
       Effect(Kind.TRIGGER, _sasuke, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_start",
              self_trigger="either",
              asks=True, when=lambda ctx, ev: ev.amount >= 0 and in_its_battle(ctx, ev),
              text_en="call a coin: right destroys the monster it battles",
              text_ja="コインの裏表を当てる：当たりで戦闘する相手モンスターを破壊"))


# シャドウナイトデーモン / Shadowknight Archfiend: the damage it inflicts on the opponent is halved.
def _knight_hits(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "damage" and ev.cause.card == ctx.card.idx and ev.player != ctx.card.ctl


define(9603356, *archfiend(900, (3,), Effect(
    Kind.REPLACEMENT, when=_knight_hits, instead=lambda ctx, ev: dataclasses.replace(ev, amount=half_up(ev.amount)),
    text_en="the damage it inflicts on the opponent is halved", text_ja="相手に与えるダメージは半分になる")))

# 迅雷の魔王－スカル・デーモン / Skull Archfiend of Lightning
define(61370518, *archfiend(500, (1, 3, 6)))

T = Kind.TRIGGER

# サイレント・マジシャン ＬＶ４ / Silent Magician LV4: each time the opponent draws, put 1 spell counter on
# it (at most 5); it gains 500 ATK for each. In its controller's standby phase, with 5 spell counters (the
# fifth was put on it before that standby phase), send it to the graveyard (the cost) to special summon
# 「サイレント・マジシャン ＬＶ８」 from the hand or deck.
SILENT_MAGICIAN_LV8 = 72443568


def _silent_up(res: Resolution) -> None:
    next_level(res, SILENT_MAGICIAN_LV8, None)


_OPP_DREW = drew("opp")


# at its maximum of 5 counters it has nothing to do, so it is not activated (as 「団結の力」 at its 2)
def _silent_opp_drew(ctx: Ctx, ev: Event) -> bool:
    return _OPP_DREW(ctx, ev) and ctx.card.counters.get(SPELL_COUNTER, 0) < 5


def _silent_counter(res: Resolution) -> None:
    c = res.card
    if self_on_field(res) and c.counters.get(SPELL_COUNTER, 0) < 5\
            and res.duel.add_counter(c, SPELL_COUNTER, 1, res.cause) and c.counters.get(SPELL_COUNTER, 0) == 5:
        mark(res.duel, "silent_lv4_fifth", c, res.duel.turn)


# Its level-up may be used in one standby phase only: that of the next turn of its controller after its 5th counter
# (not this turn's, if the 5th came in its controller's draw phase). Each such standby phase it begins with 5
# counters is marked with the turn, and a mark from an earlier turn means that standby phase has passed (counters
# given by a scenario's board count as placed in the turn before).
def _silent_standby(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    d = ctx.duel
    full = c.face_up and c.counters.get(SPELL_COUNTER, 0) >= 5
    if not (ev.detail == "standby" and ev.player == ctx.player and full) or d.turn in marked(d, "silent_lv4_fifth", c):
        return False
    first = not any(t < d.turn for t in marked(d, "silent_lv4_standby", c))
    mark(d, "silent_lv4_standby", c, d.turn)
    return first


define(73665146,
       Effect(T, _silent_counter, trigger="drew", when=_silent_opp_drew, self_trigger=False,
              text_en="the opponent drew: put a spell counter on this card",
              text_ja="相手のドローの度に、このカードに魔力カウンターが１つ乗る"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 500 * c.counters.get(SPELL_COUNTER, 0),
              text_en="500 ATK for each spell counter", text_ja="魔力カウンター１つにつき攻撃力５００アップ"),
       Effect(T, _silent_up, trigger="phase", self_trigger=False, mandatory=False, asks=True, cost=SEND_SELF,
              needs=next_level_in_reach(SILENT_MAGICIAN_LV8),
              when=_silent_standby,
              text_en="with 5 spell counters, send this card to the graveyard: special summon Silent Magician LV8",
              text_ja="魔力カウンターが５つ乗ったこのカードを墓地へ送り、"
                      "「サイレント・マジシャン ＬＶ８」を特殊召喚する"),
       holds=((SPELL_COUNTER, 5),))

# 大盤振舞侍 / Sasuke Samurai #3: when it inflicts battle damage, the opponent draws until they hold 7.
battle_damage_draw(77379481, 0, "opp", until=7)

# 聖鳥クレイン / Sacred Crane: when it is special summoned, draw 1.
define(30914564, Effect(T, draw_op(1), trigger="special_summoned", needs=may_draw("self"),
                        text_en="special summoned: draw 1", text_ja="特殊召喚に成功した時、１枚ドローする"))

standby_gain(53530069, lambda ctx: 1000, "your standby phase: gain 1000 LP", "スタンバイフェイズに１０００回復する",
              pos=(Pos.ATTACK,), as_long_as=True)

# 迷走悪魔 / Stray Asmodian: sent to the graveyard after losing a battle, it gives each player 800 LP.
define(86209650, Effect(T, gain_op(800, "both"), trigger="destroyed", when=battle_to_grave,
                        text_en="destroyed by battle: both players gain 800 LP",
                        text_ja="戦闘で破壊された時、お互いに８００ライフポイント回復する"))

define(64306248, *(Effect(T, gain_op(1000), trigger=k, when=to_grave,
                          text_en="sent to the graveyard: gain 1000 LP", text_ja="墓地へ送られた時、１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")), numbering=(1, 1, 1, 1))


# 強欲な壺の精霊 / Spirit of the Pot of Greed: while it is face-up in attack position, when a player activates
# 「強欲な壺」, that player may draw 1 card at once. The page says this draw does not use the chain (★ R004-084,
# reading (a)), which is also why 「無効」 can answer only the 「強欲な壺」 (R004-070.57): `Kind.AT_ONCE`.
def _spirit_when(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return (is_named(ctx.duel.cards[ev.card], POT_OF_GREED) and c.zone is Zone.MONSTERS and c.face_up
            and c.pos is Pos.ATTACK)


define(4896788, Effect(Kind.AT_ONCE, draw_one, trigger="chained", when=_spirit_when, mandatory=False,
                       trigger_player=lambda ctx, ev: ev.player,
                       text_en="a player activates Pot of Greed: they may draw 1 card (no chain link)",
                       text_ja="「強欲な壺」が発動した場合、発動したプレイヤーは１枚ドローできる（チェーンに乗らない）"))

on_summon_search(23401839, is_ritual_monster, "add a ritual monster", "儀式モンスターを手札に加える")

on_summon_search(57617178, is_ritual_spell, "add a ritual spell", "儀式魔法を手札に加える")

battle_destroyed_search(5498296,
                        lambda c: c.data.is_monster and name_includes(c, "暗黒界") and (c.data.level or 0) <= 4,
                        "destroyed by battle: add a Level 4 or lower Dark World monster",
                        "戦闘で破壊された時、レベル４以下の「暗黒界」モンスターを手札に加える", mandatory=True)

BIRDMAN_JOE = 81896370


# ストーム・シューター / Storm Shooter: once a turn, choose one: move to an adjacent unused monster zone;
# or return 1 targeted card the opponent controls in the column in front of this card to its owner's
# hand. (Two effects sharing the once-a-turn use.)
def _storm_here(ctx: Ctx) -> bool:
    return ctx.card.zone is Zone.MONSTERS


def _storm_move(res: Resolution) -> None:
    d = res.duel
    c = res.card
    free = free_next_to(ctx_of(res), c)
    if not still_face_up_here(res) or not free:
        return
    if len(free) > 1:
        opts = [Option(f"zone:{s + 1}", "zone", arg=s, label_en=f"zone {s + 1}", label_ja=f"ゾーン{s + 1}")
                for s in free]
        slot = res.ask(opts, "select", prompt_en="choose a zone", prompt_ja="ゾーンを選ぶ").arg
    else:
        slot = free[0]
    d.move_to_zone(c, slot)


def _in_front(ctx: Ctx, c: Card) -> bool:
    me = ctx.card
    return me.zone is Zone.MONSTERS and c.zone in (Zone.MONSTERS, Zone.SPELLS) and c.slot == 4 - me.slot


define(39188539,
       Effect(Kind.IGNITION, _storm_move, condition=_storm_here, once_per_turn=True, shared_use=True, asks=True,
              needs=lambda ctx: bool(free_next_to(ctx, ctx.card)),
              text_en="move to an adjacent unused monster zone",
              text_ja="使用していない隣のモンスターゾーンに移動する"),
       Effect(Kind.IGNITION, to_hand_targets, condition=_storm_here, once_per_turn=True, shared_use=True,
              target=field_card("opp", _in_front, en="the opponent's card in front of this card",
                                ja="このカードの正面の相手のカード"),
              text_en="return the target to its owner's hand", text_ja="対象のカードを持ち主の手札に戻す"))


# 疾風鳥人ジョー / Swift Birdman Joe: when it is tribute summoned using a WIND monster: every spell/trap
# card on the field returns to its owner's hand. A tribute's Attribute is the one it had on the field (as for
# 「天魔神 インヴィシル」: 「ＤＮＡ移植手術」's counts).
def _was_wind(d: Duel, t: Card) -> bool:
    return "WIND" in attributes_as_it_left(d, t)


def _wind_tribute(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and any(_was_wind(ctx.duel, m) for m in tributes_for_summon(ctx.duel, ctx.card))


define(BIRDMAN_JOE, Effect(T, lambda res: res.duel.to_hand(all_spell_trap_cards(res.duel), res.cause),
                           does=Does.SPELLS_TRAPS, trigger="summoned", when=_wind_tribute,
                           needs=lambda ctx: bool(all_spell_trap_cards(ctx.duel)),
                           text_en="return every spell and trap card on the field to its owner's hand",
                           text_ja="場の魔法・罠カードは全て持ち主の手札に戻る"))

# キラー・スネーク / Sinister Serpent (the era's text): in your standby phase, while it is in your
# graveyard, you can return it to your hand.
define(8131171, Effect(T, self_back_to_hand, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
                       when=phase_of("standby"), mandatory=False,
                       text_en="return this card to your hand", text_ja="このカードを手札に戻す"))


# サンドモス / Sand Moth: when this card, face-down in defense position, is destroyed and sent to the graveyard,
# special summon it with its original ATK and DEF swapped (the move event's `pos` is its position before). The
# swapped values are its original ones while it stays face-up (「収縮」 halves the new original ATK).
def _sand_moth_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE) and ev.pos == int(Pos.SET)


def _sand_moth(res: Resolution) -> None:
    c, d = res.card, res.duel
    if revive_self(res):
        a, df = c.data.atk or 0, c.data.def_ or 0
        d.set_stat(c, True, df, res.cause, until_end=False, original=True)
        d.set_stat(c, False, a, res.cause, until_end=False, original=True)


define(73648243, Effect(T, _sand_moth, trigger="destroyed", when=_sand_moth_destroyed, asks=True, needs=room,
                        text_en="special summon this card with its original ATK and DEF swapped",
                        text_ja="このカードを元々の攻撃力と守備力を入れ替えて特殊召喚する"))


# ネフティスの鳳凰神 / Sacred Phoenix of Nephthys: once a card effect destroys it and it goes to the graveyard, in
# your next standby phase it is special summoned from the graveyard. When it is special summoned, every
# spell and trap card on the field is destroyed (R004-061).
define(61441708,
       grave_phase_trigger(in_later_own_standby("effect"), revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       Effect(T, destroy_all_spells_traps, does=Does.SPELLS_TRAPS, trigger="special_summoned",
              text_en="destroy all spell and trap cards on the field",
              text_ja="場の魔法・罠カードは全て破壊される"),
       marker("destroyed", "effect", by_effect))

# スピリッツ・オブ・ファラオ / Spirit of the Pharaoh: special summoned only by 「第一の棺」 (below); when it is special
# summoned, its player may special summon up to 4 Zombie normal monsters of Level 2 or below from their graveyard.
# The OCG text targets none (no 選択): they are picked as it resolves, one at a time, at least one once activated.
def _pharaoh_zombies(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return fitting_monsters_in(ctx, ctx.player, Zone.GRAVE, lambda c: d.is_normal_monster(c)
                               and c.data.race == "Zombie" and (c.data.level or 0) <= 2)


def _pharaoh(res: Resolution) -> None:
    if summon_picked(res, _pharaoh_zombies(ctx_of(res))) is not None:
        summon_as_many(res, lambda: _pharaoh_zombies(ctx_of(res)), up_to=3)


define(SPIRIT_OF_THE_PHARAOH,
       Effect(T, _pharaoh, trigger="special_summoned", mandatory=False, misses_timing=True, asks=True,
              needs=lambda ctx: room(ctx) and bool(summonable(ctx, _pharaoh_zombies(ctx))),
              text_en="bring back at most 4 Zombie normal monsters of Level 2 or below from your graveyard",
              text_ja="墓地にある星２以下・アンデット族の通常モンスターを最大４体呼び戻す"),
       special_by=by_effect_of(31076103))


# 熟練の白魔導師 / Skilled White Magician and 熟練の黒魔術師 / Skilled Dark Magician: tribute this card with 3
# spell counters (the cost); special summon 「バスター・ブレイダー」 / 「ブラック・マジシャン」 from your hand, deck or
# graveyard; each time a spell card is activated, a spell counter is put on it (at most 3).
def _skilled(result: int) -> Effect:
    def ok(c: Card) -> bool:
        return is_named(c, result)

    def op(res: Resolution) -> None:
        summon_one_of(res, from_anywhere(ctx_of(res), ok), deck=True)

    def ready(ctx: Ctx) -> bool:
        return face_up_here(ctx) and ctx.card.counters.get(SPELL_COUNTER, 0) >= 3

    return Effect(Kind.IGNITION, op, condition=ready, cost=Cost(self_to="tribute"),
                  needs=lambda ctx: bool(summonable(ctx, from_anywhere(ctx, ok))), asks=True,
                  text_en="tribute this card: special summon from your hand, deck or graveyard",
                  text_ja="このカードを生け贄に捧げ、手札・デッキ・墓地から特殊召喚する")


define(46363422, spell_counter_each_spell(3), _skilled(78193831), holds=((SPELL_COUNTER, 3),))
define(73752131, spell_counter_each_spell(3), _skilled(DARK_MAGICIAN), holds=((SPELL_COUNTER, 3),))


# 静寂虫 / Silent Insect: when it is normal or flip summoned it turns to defense position (applied at once, no
# chain link); while face-up, the effects of continuous spells and continuous traps are negated.
def _insect_to_defense(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(40867519,
       Effect(Kind.AT_ONCE, _insect_to_defense, trigger="summoned", when=lambda ctx, ev: ev.card == ctx.card.idx,
              text_en="normal or flip summoned: it turns to defense position",
              text_ja="召喚・反転召喚されると守備表示に変わる"),
       Effect(Kind.CONTINUOUS, negates="spell", affects=lambda ctx, c: c.on_field and continuous_spell(c),
              text_en="negate continuous spells", text_ja="永続魔法の効果を無効にする"),
       Effect(Kind.CONTINUOUS, negates="trap", affects=lambda ctx, c: c.on_field and is_trap_card(c, "continuous"),
              text_en="negate continuous traps", text_ja="永続罠の効果を無効にする"),
       numbering=(1, 2, 2))


# クリッター / Sangan: sent to the graveyard from the field, it lets its player search a monster with 1500 or less
# ATK from your deck to your hand (one effect, declared once for each way of going to the graveyard). A "?" ATK is
# not 1500 or less.
def _sangan_atk(c: Card) -> bool:
    return c.data.is_monster and c.data.atk is not None and c.data.atk <= 1500


define(26202165, *(Effect(Kind.TRIGGER, search_op(_sangan_atk), trigger=k, when=field_to_grave, asks=True,
                          text_en="search the deck for a monster with 1500 or less ATK",
                          text_ja="攻撃力が１５００以下のモンスターを１体、デッキから手札に加える")
                   for k in ("destroyed", "sent", "tributed")), numbering=(1, 1, 1))


def _why(res: Resolution) -> Event | None:
    evs = [e for e in res.link.events if e.kind == "discarded"]
    return evs[0] if evs else None


def _by_opponent(res: Resolution) -> bool:
    ev = _why(res)
    return ev is not None and effect_player(res.duel, ev.cause) != res.card.owner


# 暗黒界の軍神 シルバ / Sillva, Warlord of Dark World: special summon it; if by the opponent's effect, the
# opponent also returns 2 cards of their hand to the bottom of their deck (they choose them). The return follows the
# summon: while it could not be summoned (no free zone, a lock) it is not activated.
def _sillva(res: Resolution) -> None:
    d = res.duel
    if special_summon_self(res) and _by_opponent(res):
        for c in choose_cards(res, cards_in_hand(d, res.opponent), 2, res.opponent, purpose=TO_DECK_BOTTOM):
            d.to_deck([c], res.cause, "bottom")


define(32619583, dark_world(_sillva, needs=room_for_itself,
                             text_en="special summon this card (by the opponent's effect: they return 2 cards of their "
                                     "hand to the bottom of the deck)",
                             text_ja="このカードを特殊召喚する（相手の効果なら相手は手札２枚をデッキの下に戻す）"))

# 魂を削る死霊 / Spirit Reaper: not destroyed by battle; when it inflicts battle damage by a direct attack, the
# opponent discards 1 at random; destroyed when targeted by an effect.
define(23205979,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True,
              text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       battle_discard(1, direct=True), DESTROYED_WHEN_TARGETED)


# シルフィード / Silpheed: not normal summoned; special summoned by banishing a WIND monster from your graveyard.
# Sent to the graveyard after losing a battle, it makes the opponent discard 1 at random (not activated while their
# hand is empty: R004-007, R004-010).
define(73001017, Effect(T, opp_discards_random(1), does=Does.OPP_HAND, trigger="destroyed", when=by_battle_to_grave,
                        needs=opponent_has_hand,
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "WIND")),
              text_en="special summon by banishing a WIND monster from your graveyard",
              text_ja="自分の墓地の風属性モンスター１体を除外して特殊召喚する"))

Q = Kind.QUICK

# 黒の魔法神官 / Sorcerer of Dark Magic: while face-up, when a trap card is activated, negate the activation
# and destroy it; only if it is still face-up on the field as the effect resolves (in the damage step too, as any
# effect that negates an activation: `Does.NEGATE_ACTIVATION`).
define(88619463, Effect(Q, negate_and_destroy_while_here, condition=both(face_up_here, activation_of("trap", "any")),
                        text_en="negate the activation of a trap card and destroy it",
                        text_ja="罠カードの発動を無効にし破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=2, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Spellcaster"
                                        and ctx.duel.level(m) >= 6),
              text_en="special summon by tributing 2 Level 6 or higher Spellcasters you control",
              text_ja="レベル６以上の魔法使い族２体を自分の場から生け贄に捧げ、特殊召喚する"))

C = Kind.CONTINUOUS


# ソードハンター / Sword Hunter: at the end of the battle phase (either player's), every monster this card (the same
# object: not one that left the field and came back) destroyed by battle in that battle phase that is still in the
# graveyard it went to (the same object) is equipped to it; it gains 200 ATK for each.
def _hunt_key(d: Duel, me: Card) -> str:
    """The monsters this card object destroyed by battle in this battle phase are noted under this key, each as the
    object it became where it went."""
    return f"hunted:{d.battle_phases}:{me.oid}"


def _watch_hunt(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in battlers(d):
        note_pair(d, _hunt_key(d, ctx.card), ev.card, d.cards[ev.card].oid)
    return False


def _hunted(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard: with only such ones it is not activated
    return [d.cards[i] for i, oid in sorted(noted_pairs(d, _hunt_key(d, ctx.card)))
            if d.cards[i].zone is Zone.GRAVE and d.cards[i].oid == oid
            and may_take(ctx, d.cards[i], Zone.SPELLS, "equipped")]


def _hunt(res: Resolution) -> None:
    d = res.duel
    me = res.card
    for c in _hunted(ctx_of(res)):
        unnote(d, _hunt_key(d, me), c.idx, c.oid)
        if still_face_up_here(res):
            d.equip(c, me, res.cause, res.player)


define(51345461,
       Effect(T, never_activated, note=True, trigger="destroyed", self_trigger=False, when=_watch_hunt,
              text_en="(the monsters it destroys by battle are remembered)",
              text_ja="（戦闘で破壊したモンスターを覚えておく）"),
       Effect(T, _hunt, trigger="phase", self_trigger=False, when=phase_of("battle:end", None), holds_monsters=True,
              needs=lambda ctx: bool(_hunted(ctx)),
              text_en="equip the monsters it destroyed by battle to this card",
              text_ja="戦闘で破壊したモンスターは、装備カードとしてこのカードに装備される"),
       Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 200 * len(held_monsters(ctx.duel, ctx.card)),
              text_en="+200 ATK for each monster so equipped",
              text_ja="装備したモンスター１体につき攻撃力２００アップ"))


# ナーガ / Serpentine Princess (R004-018): sent back face-up from the field into the deck,
# its player special summons a monster of Level 3 or below from the deck. The page counts it among the cards that read
# the ATK of the monster in the deck: one with a printed "?" cannot be summoned by it. Whether it was face-up is read
# from the move itself (its position as it left), so a negation that reached it on the field (「スキルドレイン」)
# does not keep the trigger, activated in the deck, from it.
def _naga_returned(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.DECK) and not Pos(ev.pos).face_down


define(71829750,
       recruiter(lambda ctx, c: (c.data.level or 0) <= 3 and c.data.atk is not None, None, _naga_returned,
                  "special summon a Level 3 or lower monster from your deck",
                  "デッキからレベル３以下のモンスターを特殊召喚する", mandatory=True, trigger="to_deck"))


# 天魔神 インヴィシル / Sky Scourge Invicil (R004-001.08): tribute summoned with a LIGHT Fairy, it negates the
# effects of every spell card; with a DARK Fiend, of every trap card. The index files it "(場)": the tributes'
# Type and Attribute are those they had on the field (「ＤＮＡ改造手術」's Type counts). It cannot be special
# summoned (`special_by=never`). Turned face-down and face-up again, it is a new card that gained neither
# (`summon_marked`). It has an effect only once it gained it (`Effect.gained`): summoned without a DARK Fiend, it has
# no effect that negates traps for 「ダブルトラップ」 to target.
def _invicil_note(ctx: Ctx, ev: Event) -> None:
    for t in tributes_of(ctx, ev):
        race, attributes = race_as_it_left(ctx.duel, t), attributes_as_it_left(ctx.duel, t)
        if "LIGHT" in attributes and race == "Fairy":
            mark(ctx.duel, "invicil", ctx.card, 1, read_by_effects=True)
        if "DARK" in attributes and race == "Fiend":
            mark(ctx.duel, "invicil", ctx.card, 2, read_by_effects=True)


def _invicil(kind: int) -> Condition:
    """Whether it gained effect `kind` (1: the spell negation, 2: the trap negation) by its tribute summon."""
    return lambda ctx: kind in summon_marked(ctx.duel, "invicil", ctx.card)


_INVICIL_SPELLS, _INVICIL_TRAPS = _invicil(1), _invicil(2)


define(74841885,
       Effect(C, negates="spell", gained=_INVICIL_SPELLS, affects=lambda ctx, c: c.on_field,
              text_en="(LIGHT Fairy tributed) negate every spell card",
              text_ja="（光属性・天使族を生け贄）全ての魔法カードの効果を無効にする"),
       Effect(C, negates="trap", gained=_INVICIL_TRAPS, affects=lambda ctx, c: c.on_field,
              text_en="(DARK Fiend tributed) negate every trap card",
              text_ja="（闇属性・悪魔族を生け贄）全ての罠カードの効果を無効にする"),
       remember("summoned", _invicil_note),
       special_by=never)


# サブマリンロイド / Submarineroid: it may attack directly; when it does so while the opponent controls a
# monster (by this effect), the battle damage is its original ATK (one an effect set counting: 「粘着落とし穴」's
# half). As the damage step of a battle it took part in ends, its player may turn it to defense position.
def _direct_by_effect(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    attacker, target = battlers(d)
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx
            and attacker == ctx.card.idx and target < 0 and bool(d.monsters_of(ctx.opponent)))


define(99861526,
       Effect(C, affects=itself, direct_attack=True, text_en="may attack directly", text_ja="直接攻撃できる"),
       Effect(Kind.REPLACEMENT, when=_direct_by_effect,
              instead=lambda ctx, ev: dataclasses.replace(ev, amount=original_atk(ctx.duel, ctx.card) or 0),
              text_en="its direct attack deals its original ATK as damage",
              text_ja="直接攻撃の戦闘ダメージはこのカードの元々の攻撃力になる"),
       Effect(T, self_to_defense, trigger="damage_step_end", self_trigger="either", mandatory=False,
              when=in_its_battle, needs=lambda ctx: ctx.card.pos is Pos.ATTACK,
              text_en="change this card to defense position", text_ja="このカードを守備表示にする"))


def _light_fairy(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "LIGHT") and c.data.race == "Fairy"


def _dark_fiend(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "DARK") and c.data.race == "Fiend"


# 天魔神 エンライズ / Sky Scourge Enrise (R004-001.06): special summoned from the hand by banishing 3 LIGHT
# Fairy and 1 DARK Fiend monsters from your graveyard. Once a turn it may banish 1 targeted face-up monster
# on the field; activating that, it cannot attack this turn (so it cannot be activated once it has attacked).
# The attack ban comes with the activation (`no_attack_that_turn`), so it holds even if the effect is negated
# (「スキルドレイン」). (It cannot be normal summoned: the card database types it so.)
def _scourge_pick(lights: int, darks: int) -> Callable[[Ctx, Card], bool]:
    """A graveyard card that may pay the next part of a Sky Scourge's cost: up to `lights` LIGHT Fairies and
    `darks` DARK Fiends."""
    def pick(ctx: Ctx, c: Card) -> bool:
        paid = paid_so_far(ctx) or []
        if _light_fairy(c):
            return sum(map(_light_fairy, paid)) < lights
        return _dark_fiend(c) and sum(map(_dark_fiend, paid)) < darks
    return pick


def _scourge_ready(lights: int, darks: int) -> Callable[[Ctx], bool]:
    def ready(ctx: Ctx) -> bool:
        grave = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].grave]
        return sum(map(_light_fairy, grave)) >= lights and sum(map(_dark_fiend, grave)) >= darks
    return ready


def scourge_procedure(lights: int, darks: int) -> Effect:
    """Special summoned from the hand by banishing `lights` LIGHT Fairy and `darks` DARK Fiend monsters from
    your graveyard."""
    return Effect(Kind.PROCEDURE, cost=Cost(banish_grave=lights + darks, banish_filter=_scourge_pick(lights, darks)),
                  condition=_scourge_ready(lights, darks),
                  text_en=f"special summon by banishing {lights} LIGHT Fairy and {darks} DARK Fiend monsters from "
                          "your graveyard",
                  text_ja=f"自分の墓地の光属性・天使族{lights}体と闇属性・悪魔族{darks}体を除外して特殊召喚する")


define(11458071,
       Effect(Kind.IGNITION, banish_targets, once_per_turn=True, no_attack_that_turn=True,
              target=TargetSpec(face="up", allow_self=True, text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="banish the target (this card cannot attack this turn)",
              text_ja="対象を除外する（このターンこのカードは攻撃できない）"),
       scourge_procedure(3, 1),
       )


# 天魔神 ノーレラス / Sky Scourge Norleras (R004-001.07): special summoned from the hand by banishing 1 LIGHT
# Fairy and 3 DARK Fiend monsters from your graveyard. Pay 1000 LP: send every card on the field and in both
# hands to the graveyard, then draw 1. (It cannot be normal summoned: the card database types it so.)
def _norleras(res: Resolution) -> None:
    d = res.duel
    every = [c.idx for p in (d.tp, 1 - d.tp) for c in field_of(res, p) + cards_in_hand(d, p)]
    d.send_to_grave(every, res.cause)
    d.draw(res.player, 1, res.cause)


define(48453776, Effect(Kind.IGNITION, _norleras, cost=Cost(lp=1000), needs=may_draw("self"), draws=1,
                        text_en="send all cards on the field and in hands to the graveyard; draw 1",
                        text_ja="フィールドと手札のカードを全て墓地へ送り、１枚ドローする"),
       scourge_procedure(1, 3))

# シャインエンジェル / Shining Angel: destroyed by battle and sent to the graveyard, it may special summon a LIGHT
# monster with 1500 or less ATK from the deck in face-up attack position.
define(95956346, battle_recruiter(lambda c: c.data.attribute == "LIGHT" and atk_at_most(c, 1500),
                                   "special summon a LIGHT monster with 1500 or less ATK from the deck",
                                   "攻撃力１５００以下の光属性１体をデッキから特殊召喚する", attack=True))

# 紫炎の足軽 / Shien's Footsoldier: destroyed by battle and sent to the graveyard, it may special summon a Level 3 or
# lower 「六武衆」 monster (its name contains 「六武衆」 anywhere: 「真六武衆－カゲキ」) from the deck.
define(99675356, battle_recruiter(lambda c: is_six_samurai(c) and (c.data.level or 0) <= 3,
                                   "special summon a Level 3 or lower Six Samurai monster from the deck",
                                   "レベル３以下の「六武衆」１体をデッキから特殊召喚する"))

# サイレントアビス / Silent Abyss: the WATER one.
define(86442081, element_reptile("WATER", "水"))

# バーバリアン２号 / Swamp Battleguard: it gains 500 ATK for each 「バーバリアン１号」 you control.
define(40453765, Effect(C, affects=itself, atk=per_own_named(20394040, 500),
                        text_en="+500 ATK for each Lava Battleguard you control",
                        text_ja="自分の場の「バーバリアン１号」の数×５００、攻撃力が上がる"))

# シャドウ・グール / Shadow Ghoul: it gains 100 ATK for each monster in your graveyard.
define(30778711, Effect(C, affects=itself,
                        atk=lambda ctx, c: 100 * sum(ctx.duel.cards[i].data.is_monster
                                                     for i in ctx.duel.players[c.ctl].grave),
                        text_en="+100 ATK for each monster in your graveyard",
                        text_ja="自分の墓地のモンスター１体につき攻撃力１００アップ"))

IG = Kind.IGNITION

# 超伝導恐獣 / Super Conductor Tyranno: once a turn, tribute 1 monster you control (the cost; the text says no
# "other", so it may be itself): 1000 damage to the opponent; it cannot declare an attack in a turn it activates
# this (nor activate it once it has attacked).
define(85520851,
       Effect(IG, lambda res: res.duel.damage(res.opponent, 1000, res.cause), once_per_turn=True,
              cost=Cost(tribute=1, tribute_self=True), no_attack_that_turn=True,
              text_en="tribute 1 monster: 1000 damage to the opponent (this card cannot attack this turn)",
              text_ja="モンスター１体を生け贄に捧げ、相手に１０００ダメージ（このターンこのカードは攻撃宣言できない）"))

# 異形の従者 / Servant of Catabolism: it may attack directly.
define(2792265, may_attack_directly())

# プリーステス・オーム / Shadowpriestess of Ohm: tribute 1 face-up DARK monster you control (the cost; this card
# itself too: the text says no "other"): 800 damage to the opponent.
define(27869883, Effect(IG, burn_op(800),
                        cost=Cost(tribute=1, tribute_self=True,
                                  tribute_filter=lambda ctx, m: m.face_up and has_attribute(m, "DARK")),
                        text_en="tribute a face-up DARK monster: 800 damage to the opponent",
                        text_ja="自分の表側表示の闇属性モンスター１体を生け贄に捧げ、相手に８００ダメージを与える"))

# スター・ボーイ / Star Boy: face-up WATER monsters on the field gain 500 ATK, FIRE ones lose 400.
define(8201910, attribute_swing("WATER", "FIRE", "水", "炎"))

# ステルスバード / Stealth Bird: once a turn it may turn itself face-down; when it is flip summoned, 1000 damage to
# the opponent.
define(3510565, FACE_DOWN_SELF,
       Effect(Kind.TRIGGER, burn_op(1000), trigger="summoned", when=lambda ctx, ev: ev.detail == "flip",
              text_en="flip summoned: 1000 damage to the opponent",
              text_ja="反転召喚に成功した時、相手に１０００ダメージを与える"))

# スカラベの大群 / Swarm of Scarabs: once a turn it may turn itself face-down; when it is flip summoned, destroy a
# targeted monster the opponent controls.
define(15383415, FACE_DOWN_SELF,
       Effect(Kind.TRIGGER, destroy_targets, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip",
              target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                text_ja="相手フィールド上のモンスター"),
              text_en="flip summoned: destroy the target monster the opponent controls",
              text_ja="反転召喚に成功した時、対象の相手モンスター１体を破壊する"))

# プロミネンス・ドラゴン / Solar Flare Dragon: while its controller controls another face-up Pyro monster, it cannot
# be attacked; in the end phase of its controller's turn, 500 damage to the opponent.
def _pyro_guarded(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and any(m.idx != c.idx and m.face_up and ctx.duel.race(m) == "Pyro"
                                         for m in ctx.duel.monsters_of(c.ctl))


define(45985838, Effect(Kind.CONTINUOUS, affects=_pyro_guarded, forbids=("be_attacked",),
                        text_en="while you control another Pyro, it cannot be attacked",
                        text_ja="自分の場に他の炎族がいる間、このカードは攻撃対象にされない"),
       own_phase_burn("end", lambda ctx: 500, "your end phase: 500 damage to the opponent",
                      "自分のエンドフェイズに相手に５００ダメージを与える"))

# アステカの石像 / Stone Statue of the Aztecs: when it is attacked, the battle damage the opponent takes from that
# battle is doubled.
define(31812496, Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=False, attacked=True),
                        instead=lambda ctx, ev: dataclasses.replace(ev, amount=ev.amount * 2),
                        text_en="attacked: the opponent's battle damage from that battle is doubled",
                        text_ja="攻撃された場合、その戦闘で相手が受ける戦闘ダメージは倍になる"))

# セイバー・ビートル / Saber Beetle: it deals piercing battle damage.
define(49645921, PIERCING)

# スチームロイド / Steamroid: +500 ATK in the damage step when it attacks a monster, -500 when a monster attacks it.
define(44729197, Effect(Kind.CONTINUOUS, affects=itself, atk=attack_swing(500),
                        text_en="+500 ATK attacking a monster, -500 ATK attacked, in the damage step",
                        text_ja="ダメージステップ中、モンスターを攻撃していれば攻撃力＋５００、攻撃されていれば－５００"))

# イナゴの軍勢 / Swarm of Locusts: once a turn it may turn itself face-down; when it is flip summoned, destroy a
# targeted spell or trap card the opponent controls.
define(41872150, FACE_DOWN_SELF,
       Effect(Kind.TRIGGER, destroy_targets, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip",
              target=dataclasses.replace(SPELL_TRAP, side="opp", text_en="a spell or trap card the opponent controls",
                                         text_ja="相手フィールドの魔法・罠カード"),
              text_en="flip summoned: destroy the target spell or trap card the opponent controls",
              text_ja="反転召喚に成功した時、対象の相手の魔法・罠カード１枚を破壊する"))

# 闇の住人 シャドウキラー / Shadowslayer: while every monster in the opponent's monster zones is in defense position
# (face-down ones included), it may attack directly.
define(20939559, Effect(Kind.CONTINUOUS, direct_attack=True,
                        affects=lambda ctx, c: c.idx == ctx.card.idx and bool(ctx.duel.monsters_of(1 - c.ctl))
                        and all(not m.in_attack for m in ctx.duel.monsters_of(1 - c.ctl)),
                        text_en="while the opponent's monsters are all in defense position, it may attack directly",
                        text_ja="相手の場のモンスターが全て守備表示なら、直接攻撃できる"))


# サイレント・ソードマン ＬＶ３ / ＬＶ５ / ＬＶ７ / Silent Swordsman LV3, LV5, LV7. LV3: an effect of an opponent's
# spell card that targets it is negated as it resolves; in your standby phase (not the turn it came out) it may be
# sent to the graveyard to special summon LV5 from the hand or deck. LV5: unaffected by the opponent's spell effects;
# in your next standby phase after it inflicted battle damage by a direct attack, it may be sent to the graveyard
# to special summon LV7. LV7: cannot be normal summoned, special summoned only by LV5's effect; it negates the
# effects of every spell card on the field.
SILENT_SWORDSMAN = (1995985, 74388798, 37267041)


def _opp_spell_at_me(ctx: Ctx, link: ChainLink) -> bool:
    return link.player != ctx.player and targets_this(ctx, link)


def _hit_directly(ctx: Ctx, ev: Event) -> None:
    if ev.kind == "damage" and battle_damage_by_me(direct=True)(ctx, ev):
        # turned face-down before the next standby phase, it is a new card that hit nobody
        mark(ctx.duel, "direct_hit", ctx.card, ctx.duel.turn, face_up=True)


define(SILENT_SWORDSMAN[0],
       Effect(Kind.CONTINUOUS, ward=Ward(("spell",), links=_opp_spell_at_me),
              text_en="an opponent's spell effect that targets this card is negated",
              text_ja="このカードを対象とする相手の魔法の効果を無効にする"),
       standby_level_up(SILENT_SWORDSMAN[1], "send this card to the graveyard: special summon Silent Swordsman LV5",
                        "このカードを墓地へ送り、「サイレント・ソードマン ＬＶ５」を特殊召喚する"),
       remember_flips(), numbering=(1, 2, 2))
define(SILENT_SWORDSMAN[1],
       Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell"
              and p != ctx.player, text_en="unaffected by the opponent's spell effects",
              text_ja="相手の魔法の効果を受けない"),
       standby_level_up(SILENT_SWORDSMAN[2], "after its direct hit, send this card to the graveyard: special summon "
                        "Silent Swordsman LV7",
                        "直接攻撃でダメージを与えた次のスタンバイフェイズ、このカードを墓地へ送り、"
                        "「サイレント・ソードマン ＬＶ７」を特殊召喚する",
                        ready=lambda ctx: ctx.duel.turn - 2 in marked(ctx.duel, "direct_hit", ctx.card)),
       observer(_hit_directly))
define(SILENT_SWORDSMAN[2],
       Effect(Kind.CONTINUOUS, negates="spell", affects=lambda ctx, c: c.on_field,
              text_en="negate the effects of every spell card on the field",
              text_ja="場の魔法カードの効果は全て無効になる"),
       special_by=by_effect_of(SILENT_SWORDSMAN[1]))

# サイレント・マジシャン ＬＶ８ / Silent Magician LV8: cannot be normal summoned, special summoned only by Silent
# Magician LV4's effect; unaffected by the opponent's spell effects.
define(SILENT_MAGICIAN_LV8,
       Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell"
              and p != ctx.player, text_en="unaffected by the opponent's spell effects",
              text_ja="相手の魔法の効果を受けない"),
       special_by=by_effect_of(73665146))


# スピア・ドラゴン / Spear Dragon: piercing battle damage; when it attacked, it turns to defense position at the end
# of the damage step (applied at once, no chain link; the event is the attacker's, so not when it was attacked).
define(31553716, PIERCING,
       Effect(Kind.AT_ONCE, self_to_defense, trigger="damage_step_end", when=lambda ctx, ev: ev.card == ctx.card.idx,
              text_en="it attacked: as the damage step ends it turns to defense position",
              text_ja="攻撃した後、ダメージステップの終わりに守備表示に変わる"))


# 一刀両断侍 / Sasuke Samurai: attacking a face-down defense position monster, it destroys that monster at the start
# of the damage step, before it is flipped (no damage calculation then).
define(16222645, Effect(T, destroy_face_down_target, does=Does.MONSTERS | Does.OPPONENTS | Does.SET_ONLY,
                        trigger="damage_step_start",
                        when=attacks_face_down,
                        text_en="attacking a face-down monster: destroy it at the start of the damage step",
                        text_ja="裏側守備表示のモンスターへの攻撃では、ダメージステップの開始時に攻撃対象を破壊する"))


# ソニック・シューター / Sonic Shooter: while the opponent has no card in their spell & trap zones it may attack
# directly; when it does so past a monster (by this effect), the battle damage is its original ATK.
def _no_opposing_spells(ctx: Ctx, c: Card) -> bool:
    return c is ctx.card and all(i < 0 for i in ctx.duel.players[ctx.opponent].spells)


define(40384720, Effect(C, affects=_no_opposing_spells, direct_attack=True,
                        text_en="with no card in the opponent's spell & trap zones: may attack directly",
                        text_ja="相手の魔法＆罠カードゾーンが空なら、直接攻撃できる"),
       Effect(Kind.REPLACEMENT, when=_direct_by_effect,
              instead=lambda ctx, ev: dataclasses.replace(ev, amount=original_atk(ctx.duel, ctx.card) or 0),
              text_en="its direct attack deals its original ATK as damage",
              text_ja="直接攻撃の戦闘ダメージはこのカードの元々の攻撃力になる"),
       numbering=(1, 1))

# 炎の精霊 イフリート / Spirit of Flames: special summoned from the hand by banishing a FIRE monster from your
# graveyard; it gains 300 ATK during its controller's battle phase.
define(13522325, Effect(C, affects=itself_in_battle_phase_of("own"), atk=lambda ctx, c: 300,
                        text_en="300 more ATK during your battle phase",
                        text_ja="自分のバトルフェイズ中のみ攻撃力が３００アップする"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "FIRE")),
              text_en="special summon by banishing a FIRE monster from your graveyard",
              text_ja="自分の墓地の炎属性モンスター１体を除外して特殊召喚する"))


# 神聖なる魂 / Soul of Purity and Light: special summoned from the hand by banishing 2 LIGHT monsters from your
# graveyard; the opponent's monsters lose 300 ATK during the opponent's battle phase.
def _weak_in_their_battle(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return (c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.opponent and d.tp == ctx.opponent
            and d.phase.startswith("battle"))


define(77527210, Effect(C, affects=_weak_in_their_battle, atk=lambda ctx, c: -300,
                        text_en="the opponent's monsters lose 300 ATK during their battle phase",
                        text_ja="相手のバトルフェイズ中のみ相手モンスターの攻撃力は３００ダウンする"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "LIGHT")),
              text_en="special summon by banishing 2 LIGHT monsters from your graveyard",
              text_ja="自分の墓地の光属性モンスター２体を除外して特殊召喚する"))

# マジック・ストライカー / Spell Striker: special summoned from the hand by banishing a spell card from your
# graveyard; it may attack directly; its controller takes no battle damage from its battles.
define(93187568,
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.kind == "spell"),
              text_en="special summon by banishing a spell card from your graveyard",
              text_ja="自分の墓地の魔法カード１枚を除外して特殊召喚する"),
       may_attack_directly(),
       Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=True), instead=lambda ctx, ev: None,
              text_en="no battle damage to you from its battles",
              text_ja="このカードの戦闘では自分は戦闘ダメージを受けない"))


# スクリーチ / Skreech: when it is destroyed by battle, its controller sends 2 WATER monsters from the deck to the
# graveyard.
def _skreech(res: Resolution) -> None:
    d = res.duel
    waters = deck_of(d, res.player, lambda c: c.data.is_monster and has_attribute(c, "WATER"))
    with deck_searched(d, res.player, True):
        d.send_to_grave([c.idx for c in choose_cards(res, waters, 2, purpose=TO_GRAVEYARD.monster)], res.cause)


define(27655513, Effect(T, _skreech, trigger="destroyed", when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE,
                        asks=True,
                        text_en="destroyed by battle: 2 WATER monsters go from your deck to the graveyard",
                        text_ja="戦闘で破壊された場合：水属性２体をデッキから墓地へ送る"))


# 召喚僧サモンプリースト / Summoner Monk: when it is normal or flip summoned it turns to defense position; while
# face-up it cannot be tributed; once a turn, discard a spell card (the cost) to special summon a level 4 monster
# from your deck, which cannot attack this turn (not activated while the deck holds none it could summon).
def _monk_fours(ctx: Ctx) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: c.data.is_monster and (c.data.level or 0) == 4
                   and can_special_summon(ctx, c))


def _monk_recruit(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, summon_room(res)):
        m = summon_picked(res, _monk_fours(ctx_of(res)))
    if m is not None:
        d.restrict(m, "attack", res.cause)


define(423585, DEFENDS_WHEN_SUMMONED,
       Effect(C, affects=lambda ctx, c: c is ctx.card and c.zone is Zone.MONSTERS and c.face_up,
              forbids=("be_tributed",), text_en="it cannot be tributed while face-up",
              text_ja="フィールド上に表側表示で存在する限り、生け贄にできない"),
       Effect(Kind.IGNITION, _monk_recruit, once_per_turn=True, asks=True,
              needs=lambda ctx: room(ctx) and bool(_monk_fours(ctx)),
              cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.kind == "spell"),
              text_en="discard a spell: special summon a Level 4 monster from your deck; it cannot attack this turn",
              text_ja="魔法カード１枚を手札から捨てる：レベル４モンスターを１体、デッキから特殊召喚する。"
                      "そのモンスターはこのターン攻撃できない"))


# サクリファイス・ロータス / Samsara Lotus: in its owner's end phase, while they control no spell or trap card, it
# may be special summoned from the graveyard in face-up attack position; its controller takes 1000 damage in each
# of their standby phases.
def _lotus_back(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE and no_spells_traps(ctx_of(res)):
        summon(res, res.card, pos=Pos.ATTACK)


define(5592689, Effect(T, _lotus_back, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, mandatory=False,
                       when=phase_of("end"), condition=no_spells_traps, needs=room_for_itself,
                       text_en="your end phase, with no spell or trap card: special summon this card from the "
                               "graveyard in attack position",
                       text_ja="自分のエンドフェイズ、自分の場に魔法・罠カードが１枚も無ければ、墓地から"
                               "表側攻撃表示で特殊召喚する"),
       Effect(T, lambda res: res.duel.damage(res.player, 1000, res.cause), trigger="phase", self_trigger=False,
              when=phase_of("standby"), does=Does.SELF_DAMAGE, text_en="your standby phase: you take 1000 damage",
              text_ja="自分のスタンバイフェイズの度に自分が１０００ダメージを受ける"))


# 神鳥シムルグ / Simorgh, Bird of Divinity: it cannot be special summoned; its tribute summon tributes only WIND
# monsters; in each player's end phase that player takes 1000 damage, less 500 for each spell or trap card they
# control.
def _simorgh(res: Resolution) -> None:
    d = res.duel
    p = d.tp
    dmg = 1000 - 500 * len(spell_trap_cards_of(d, p))
    if dmg > 0:
        d.damage(p, dmg, res.cause)


define(14989021, Effect(T, _simorgh, trigger="phase", self_trigger=False, when=lambda ctx, ev: ev.detail == "end",
                        text_en="each end phase: its player takes 1000 damage, less 500 for each of their spells and "
                                "traps",
                        text_ja="どちらのプレイヤーも、自分のエンドフェイズごとに１０００のダメージを受ける。"
                                "その数値は自分の魔法・罠カード１枚ごとに５００減る"),
       special_by=never, tribute_filter=lambda d, c: has_attribute(c, "WIND"))


# スフィンクス・テーレイア / Sphinx Teleia: special summoned from the hand by paying 500 LP while 「光のピラミッド」
# is on the field; it cannot be special summoned from the graveyard; it cannot attack the turn it is normal or
# special summoned; when it destroys a defense position monster by battle, the opponent takes half its DEF as damage.
def _teleia_hits(ctx: Ctx, ev: Event) -> bool:
    return destroyed_by_me(ctx, ev) and ev.pos == int(Pos.DEFENSE)


def _teleia_burn(res: Resolution) -> None:
    c = res.duel.cards[res.link.events[0].card]
    res.duel.damage(res.opponent, half_up(c.data.def_ or 0), res.cause)


define(51402177,
       *(Effect(Kind.AT_ONCE, trigger=k, when=lambda ctx, ev: ev.card == ctx.card.idx
                and (ev.kind == "special_summoned" or ev.detail == "normal"), despite_negation=True,
                of_summon_turn=no_attack_this_turn, text_en="normal or special summoned: it cannot attack this turn",
                text_ja="召喚・特殊召喚されたターンは攻撃できない")
         for k in ("summoned", "special_summoned")),
       Effect(T, _teleia_burn, trigger="destroyed", self_trigger=False, when=_teleia_hits,
              text_en="destroyed a defense position monster by battle: half its DEF as damage to the opponent",
              text_ja="守備表示モンスターを戦闘で破壊した時、その守備力の半分のダメージを相手に与える"),
       Effect(Kind.PROCEDURE, cost=Cost(lp=500),
              condition=lambda ctx: bool(face_up_spells(ctx.duel, (0, 1), PYRAMID_OF_LIGHT)),
              text_en="special summon by paying 500 LP while Pyramid of Light is on the field",
              text_ja="「光のピラミッド」がフィールド上に存在する場合、５００ライフポイントを払って特殊召喚する"),
       special_by=not_from(Zone.GRAVE), numbering=(1, 1, 2, 3))


# 吹き荒れるウィン / Storming Wynn: the WIND one of the four attribute swappers (`shared.race_summoners`).
define(29013526, attribute_swapper("WIND"))


# 静寂の聖者 / 平穏の賢者 / Sage of Silence, Sage of Stillness: when it destroys an opponent's monster by battle, the
# opponent cannot activate spell cards (Stillness: trap cards) during the next turn (a lock applied as that turn
# begins: `Duel.forbid_player`).
def _next_turn_lock(what: str) -> Callable[[Resolution], None]:
    return lambda res: lock_next_turn(res, res.opponent, (what,), "the next turn: the opponent's lock begins",
                                      "次のターン、相手は発動できない")


for _sage, _what, _en, _ja in ((26669055, "activate_spell", "spell", "魔法"),
                               (62054060, "activate_trap", "trap", "罠")):
    define(_sage, Effect(T, _next_turn_lock(_what), trigger="destroyed", self_trigger=False, when=destroyed_by_me,
                         text_en=f"destroyed a monster by battle: the opponent cannot activate {_en} cards next turn",
                         text_ja=f"戦闘で相手モンスターを破壊した時、次のターン相手は{_ja}カードを発動できない"))


# ステルスロイド / Stealthroid: at the end of its controller's battle phase, if it battled, while they control another
# 「ロイド」 monster, a targeted spell or trap card is destroyed (the 「ロイド」 is needed to activate and to resolve).
def _another_roid(ctx: Ctx) -> bool:
    return any(c is not ctx.card and c.face_up and roid(c) for c in ctx.duel.monsters_of(ctx.player))


def _stealth(res: Resolution) -> None:
    if _another_roid(ctx_of(res)):
        destroy_targets(res)


define(98049038, Effect(T, _stealth, trigger="phase", self_trigger=False, target=SPELL_TRAP,
                        when=lambda ctx, ev: ev.detail == "battle:end" and ctx.duel.tp == ctx.player
                        and ctx.card.battled_now(ctx.duel.turn) and _another_roid(ctx),
                        text_en="the end of your battle phase, if it battled, with another roid: destroy the target",
                        text_ja="バトルフェイズ終了時、このカードが戦闘を行っていた場合、他の「ロイド」がいれば対象の"
                                "魔法・罠カードを破壊する"))


# コアラッコ / Sea Koala: once a turn, while you control another Beast monster, a targeted face-up monster the
# opponent controls has 0 ATK until the end of the turn (the Beast is needed to activate and to resolve).
def _another_beast(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c is not ctx.card and c.face_up and d.race(c) == "Beast" for c in d.monsters_of(ctx.player))


def _koala_zero(res: Resolution) -> None:
    if _another_beast(ctx_of(res)):
        for t in res.targets():
            res.duel.set_stat(t, True, 0, res.cause)


define(87685879, Effect(Kind.IGNITION, _koala_zero, once_per_turn=True, condition=_another_beast,
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="with another Beast: the target's ATK becomes 0 until the end of the turn",
                        text_ja="他に獣族がいる場合、対象の攻撃力をエンドフェイズまで０にする"))


# スカル・ナイト / Skull Knight #2: when a Fiend is tribute summoned with this card among its tributes, its controller
# special summons a 「スカル・ナイト」 from the deck (from the graveyard, or banished where the tribute was banished
# instead: the text does not ask where it went; docs/uncertain-rulings.md).
def _tributed_for_fiend(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.detail == "normal" and d.race(d.cards[ev.card]) == "Fiend"
            and tributed_for(d, ctx.card, d.cards[ev.card]))


def _skull_knight(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, summon_room(res)):
        summon_picked(res, deck_of(d, res.player, lambda c: is_named(c, 15653824)))


define(15653824, *(Effect(T, _skull_knight, trigger="summoned", self_trigger=False, from_zone=z, asks=True,
                          when=_tributed_for_fiend,
                          text_en="tributed for a Fiend's tribute summon: special summon a Skull Knight #2 from your "
                                  "deck",
                          text_ja="このカードを生け贄に悪魔族モンスターの生け贄召喚に成功した時、デッキから"
                                  "「スカル・ナイト」１体を特殊召喚する")
                   for z in (Zone.GRAVE, Zone.BANISHED)), numbering=(1, 1))


# 異国の剣士 / Swordsman from a Distant Land: a monster of the opponent it attacked (still on the field after damage
# calculation) is destroyed in the 5th end phase after the attack, the attack's own turn counted first (no chain
# link; whatever becomes of this card).
def _distant_doom(res: Resolution) -> None:
    d = res.duel
    t = d.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS and t.ctl != res.player:
        destroy_in_end_phase_of(res, t, d.turn + 4)


define(85255550, Effect(Kind.AT_ONCE, _distant_doom, does=Does.MONSTERS, trigger="damage_calculated",
                        when=lambda ctx, ev: ev.card == ctx.card.idx and ev.amount >= 0,
                        text_en="a monster it attacked is destroyed in the 5th end phase after the attack",
                        text_ja="このカードが攻撃したモンスターは、攻撃後５回目のエンドフェイズに破壊される"))


# サテライト・キャノン / Satellite Cannon: a battle with a monster of Level 7 or below cannot destroy it; in each of its
# controller's end phases it gains 1000 ATK; when it attacks, that gained ATK returns to 0 after damage calculation
# (and it is lost when the monster turns face-down).
def _low_level_foe(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    a, t = battlers(d)
    if c is not ctx.card or c.idx not in (a, t) or min(a, t) < 0:
        return False
    return d.level(d.cards[t if c.idx == a else a]) <= 7


def _charged(ctx: Ctx, c: Card) -> int:
    """The charges (marked with `Duel.serial`) since it last attacked and since it last turned face-up: a monster
    turned face-down loses what effects gave it."""
    d = ctx.duel
    resets = marked(d, "satellite_reset", c)
    since = max(resets[-1] if resets else 0, d.stamp_of(c)[0])
    return 1000 * sum(1 for t in marked(d, "satellite_charge", c) if t >= since)


def _charge(res: Resolution) -> None:
    if still_face_up_here(res):
        mark(res.duel, "satellite_charge", res.card, res.duel.serial, read_by_effects=True)


def _discharge(res: Resolution) -> None:
    if res.card.zone is Zone.MONSTERS:
        mark(res.duel, "satellite_reset", res.card, res.duel.serial, read_by_effects=True)


define(50400231, Effect(C, affects=_low_level_foe, battle_proof=True,
                        text_en="a battle with a monster of Level 7 or below does not destroy it",
                        text_ja="戦闘相手がレベル７以下なら、戦闘で破壊されない"),
       Effect(T, _charge, trigger="phase", self_trigger=False, when=phase_of("end"),
              text_en="your end phase: it gains 1000 ATK",
              text_ja="自分のエンドフェイズ毎に攻撃力が１０００アップする"),
       Effect(C, affects=itself, atk=_charged, text_en="(the ATK it gained)", text_ja="（アップした攻撃力）"),
       Effect(Kind.AT_ONCE, _discharge, trigger="damage_calculated", when=lambda ctx, ev: ev.card == ctx.card.idx,
              text_en="it attacked: the ATK it gained returns to 0 after damage calculation",
              text_ja="攻撃した場合、ダメージ計算後にアップした攻撃力は０に戻る"),
       numbering=(1, 2, 2, 2))


# 酒呑童子 / Shutendoji: once a turn, one of two effects: banish 2 Zombie monsters from your graveyard (the cost) to
# draw 1, or put a targeted banished Zombie monster of yours on top of your deck (using one uses up the other).
define(65422840, Effect(Kind.IGNITION, draw_one, once_per_turn=True, shared_use=True, needs=may_draw("self"), draws=1,
                        cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: zombie(c)),
                        text_en="banish 2 Zombies from your graveyard: draw 1",
                        text_ja="自分の墓地のアンデット族モンスター２体を除外し、１枚ドローする"),
       Effect(Kind.IGNITION, to_deck_top, once_per_turn=True, shared_use=True,
              target=TargetSpec(zone=Zone.BANISHED, side="own", where=lambda ctx, c: zombie(c),
                                text_en="a banished Zombie monster of yours",
                                text_ja="除外されている自分のアンデット族"),
              text_en="put the target on top of your deck", text_ja="対象をデッキの一番上に戻す"))


# スピリット・ドラゴン / Spirit Ryu: in its controller's battle step, while it is attacking or attacked, discard a
# Dragon monster (the cost) for 1000 more ATK and DEF until the end of the battle phase.
def _ryu_battling(ctx: Ctx) -> bool:
    d = ctx.duel
    return (d.tp == ctx.player and d.phase == "battle:battle" and ctx.card.zone is Zone.MONSTERS
            and ctx.card.face_up and ctx.card.idx in battlers(d))


def _ryu_up(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, 1000, 1000, res.cause, until=Until(turn=res.duel.turn, phase="battle:end"))


define(67957315, Effect(Kind.QUICK, _ryu_up, condition=_ryu_battling,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and c.data.race == "Dragon"),
                        text_en="your battle step, battling: discard a Dragon for 1000 more ATK and DEF until the end "
                                "of the battle phase",
                        text_ja="自分のバトルステップ時、手札のドラゴン族モンスター１体を捨て、バトルフェイズ終了時まで"
                                "攻撃力・守備力を１０００アップする"))


# 精気を吸う骨の塔 / Soul-Absorbing Bone Tower: while its controller controls another face-up Zombie, it cannot be
# attacked; each time one or more Zombie monsters are special summoned, the top 2 cards of the opponent's deck go to
# the graveyard.
def _zombie_guard(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return c is ctx.card and any(m is not c and m.face_up and d.race(m) == "Zombie" for m in d.monsters_of(ctx.player))


_ZOMBIE_ARRIVES = once_per_thing("bone_tower", lambda ctx, ev: ctx.duel.race(ctx.duel.cards[ev.card]) == "Zombie")

define(63012333, Effect(C, affects=_zombie_guard, forbids=("be_attacked",),
                        text_en="with another Zombie: it cannot be attacked",
                        text_ja="自分フィールドに他のアンデット族がいる限り、攻撃対象にされない"),
       Effect(T, lambda res: res.duel.mill(res.opponent, 2, res.cause), trigger="special_summoned",
              self_trigger="either", when=_ZOMBIE_ARRIVES,
              text_en="Zombies special summoned: the top 2 cards of the opponent's deck go to the graveyard",
              text_ja="アンデット族が特殊召喚される度：相手のデッキの上２枚を墓地へ送る"))


# 鉄のサソリ / Steel Scorpion: a monster other than a Machine that attacks it is destroyed in the end phase of its
# controller's second turn after the attack's (no chain link; whatever becomes of this card). Read once damage is
# calculated: a set one attacked has been turned face-up by then, and its effect applies all the same.
def _sting(res: Resolution) -> None:
    d = res.duel
    attacker = d.cards[res.link.events[0].card]
    if attacker.zone is Zone.MONSTERS:
        destroy_in_end_phase_of(res, attacker, d.nth_turn_of(attacker.ctl, 3))


define(13599884, Effect(Kind.AT_ONCE, _sting, does=Does.MONSTERS, trigger="damage_calculated",
                        when=lambda ctx, ev: ev.amount == ctx.card.idx
                        and ctx.duel.race(ctx.duel.cards[ev.card]) != "Machine",
                        text_en="a non-Machine monster attacks it: that monster is destroyed in the end phase of its "
                                "controller's second turn after the attack",
                        text_ja="このカードを攻撃した機械族以外のモンスターは、攻撃後の相手の２回目のターンの"
                                "エンドフェイズに破壊される"))


# 超電磁稼動ボルテック・ドラゴン / Super-Electromagnetic Voltech Dragon: tribute summoned with 「電池メン－単一型」
# among its tributes, a spell or trap effect that targets it alone is negated; with 「電池メン－単二型」, it deals
# piercing battle damage; with 「電池メン－単三型」, it has 1000 more ATK. A gained effect lasts while it stays face-up:
# turned face-down and face-up again, it is a new card that has gained nothing (as 「エンジェルＯ７」).
BATTERYMAN_D, BATTERYMAN_C, BATTERYMAN_AA = 55401221, 19733961, 63142001


def _voltech_charged(ctx: Ctx, ev: Event) -> None:
    for t in tributes_of(ctx, ev):
        mark_face_up(ctx.duel, f"voltech{t.data.passcode}", ctx.card, read_by_effects=True)


def _charged_by(code: int) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: c is ctx.card and marked_face_up(ctx.duel, f"voltech{code}", c)


define(20529766,
       Effect(C, affects=_charged_by(BATTERYMAN_D), ward=Ward(("spell", "trap"), alone=True),
              text_en="tributed Batteryman D: a spell or trap effect that targets only this card is negated",
              text_ja="「電池メン－単一型」を生け贄にした場合、このカード１枚を対象とする魔法・罠の効果を無効にする"),
       Effect(C, affects=_charged_by(BATTERYMAN_C), pierce=True,
              text_en="tributed Batteryman C: piercing battle damage",
              text_ja="「電池メン－単二型」を生け贄にした場合、貫通ダメージを与える"),
       Effect(C, affects=_charged_by(BATTERYMAN_AA), atk=lambda ctx, c: 1000,
              text_en="tributed Batteryman AA: 1000 more ATK",
              text_ja="「電池メン－単三型」を生け贄にした場合、攻撃力が１０００アップする"),
       remember("summoned", _voltech_charged))


# 言語道断侍 / Sasuke Samurai #2: pay 800 LP (the cost): until the end phase, neither player can activate spell or
# trap cards. No limit a turn: the era's Japanese text has none (a later English text adds one).
def _silence_cards(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        for what in ("activate_spell", "activate_trap"):
            res.duel.forbid_player(p, what, res.cause, phase="end")


define(11760174, Effect(Kind.IGNITION, _silence_cards, cost=Cost(lp=800),
                        text_en="pay 800 LP: neither player can activate spell or trap cards until the end phase",
                        text_ja="８００ライフポイントを払う：このエンドフェイズまで、両プレイヤーは魔法・罠カードを発動できない"))


# 雷魔神－サンガ / Sanga of the Thunder, 水魔神－スーガ / Suijin: once while it is face-up on the field, attacked in the
# opponent's turn, at damage calculation the targeted attacking monster's ATK becomes 0 (shared/damage_calculation).
define(25955164, attacker_to_zero_once())
define(98434877, attacker_to_zero_once())


# プレートクラッシャー / Seismic Crasher: ignition, up to twice a turn: send a face-up continuous spell or
# continuous trap card you control to the graveyard (the cost) to deal 500 damage to the opponent (a face-up trap
# monster printed as a continuous trap is one: `is_trap_card`).
def _continuous_face_up(ctx: Ctx, c: Card) -> bool:
    return c.face_up and (continuous_spell(c) or is_trap_card(c, "continuous"))


define(114932, Effect(Kind.IGNITION, lambda res: res.duel.damage(res.opponent, 500, res.cause), uses_per_turn=2,
                      cost=Cost(field_send=1, field_filter=_continuous_face_up),
                      text_en="send a face-up continuous spell or trap card you control to the graveyard: "
                              "500 damage to the opponent",
                      text_ja="自分の表側表示の永続魔法・永続罠１枚を墓地へ送る：相手に５００ダメージ"))


# 速攻の黒い忍者 / Strike Ninja: a quick effect; banish 2 DARK monsters from your graveyard (the cost): banish this
# face-up card until the end phase. At the start of this turn's end phase it comes back to its owner's field in
# the position it left in (not a summon); with no free zone it goes to the graveyard. The era's text has no
# once-a-turn limit (docs/uncertain-rulings.md).
def _dark_monster(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "monster" and has_attribute(c, "DARK")


def _ninja_vanishes(res: Resolution) -> None:
    d, c = res.duel, res.card
    if not still_face_up_here(res):
        return
    pos = c.pos
    if not d.banish([c], res.cause):
        return
    idx, oid = c.idx, c.oid

    def at_end(ctx: Ctx, ev: Event) -> bool:
        card = ctx.duel.cards[idx]
        return ev.detail == "end" and card.oid == oid and card.zone is Zone.BANISHED

    def comes_back(r: Resolution) -> None:
        r.duel.return_to_field(r.duel.cards[idx], pos, r.cause)

    d.linger(c, res.player, Effect(Kind.AT_ONCE, comes_back, trigger="phase", when=at_end, self_trigger=False,
                                   does=Does.OTHER, text_en="the end phase: it comes back to the field",
                                   text_ja="エンドフェイズ時にフィールド上に戻る"), res.cause)


define(41006930, Effect(Kind.QUICK, _ninja_vanishes, condition=face_up_here,
                        cost=Cost(banish_grave=2, banish_filter=_dark_monster), does=Does.OTHER,
                        text_en="banish 2 DARK monsters from your graveyard: banish this card until the end phase",
                        text_ja="墓地の闇属性２体を除外する：このカードはエンドフェイズまでゲームから除外される"))


# シャトルロイド / Shuttleroid: when it is chosen as an attack target, its controller may banish it. Banished so,
# at that player's next standby phase it is special summoned to their field (a mandatory effect, a chain link),
# and then the opponent takes 1000 damage.
def _shuttle_targeted(ctx: Ctx, ev: Event) -> bool:
    return ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up


def _shuttle_away(res: Resolution) -> None:
    d, c, me = res.duel, res.card, res.player
    if not still_face_up_here(res) or not d.banish([c], res.cause):
        return
    idx, oid = c.idx, c.oid

    def next_standby(ctx: Ctx, ev: Event) -> bool:
        card = ctx.duel.cards[idx]
        return ev.detail == "standby" and ctx.duel.tp == me and card.oid == oid and card.zone is Zone.BANISHED

    def lands(r: Resolution) -> None:
        shuttle = r.duel.cards[idx]
        if shuttle.oid != oid or shuttle.zone is not Zone.BANISHED:
            return
        summon(r, shuttle, me, asker=me, ask=ask_face_up)
        if shuttle.on_field:
            r.duel.next_thing()
            r.duel.damage(1 - me, 1000, r.cause)

    d.linger(c, me, Effect(Kind.TRIGGER, lands, trigger="phase", when=next_standby, self_trigger=False, asks=True,
                           text_en="your next standby phase: special summon it, then 1000 damage to the opponent",
                           text_ja="次の自分のスタンバイフェイズに特殊召喚し、相手に１０００ダメージ"),
             res.cause, turns=2)


define(10449150, Effect(Kind.TRIGGER, _shuttle_away, trigger="attack_declared", self_trigger=False,
                        when=_shuttle_targeted, mandatory=False, does=Does.OTHER,
                        text_en="chosen as an attack target: you may banish it; it comes back at your next standby "
                                "phase and deals 1000 damage",
                        text_ja="攻撃対象に選択された時、除外できる。次の自分のスタンバイフェイズに特殊召喚され、"
                                "相手に１０００ダメージ"))


# 超古深海王シーラカンス / Superancient Deepsea King Coelacanth: (1) once a turn, discard 1 card (the cost): special
# summon as many Level 4 or lower Fish monsters from your deck as possible (its player picks which where the zones
# fall short); while they stay on the field, no attack may be declared with them and their effects are negated.
# (2) An effect that targets this card on the field is activated: tribute 1 other Fish monster you
# control (the cost): negate that effect and destroy its card.
def _small_fish(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Fish" and (c.data.level or 0) <= 4


def _school(res: Resolution) -> None:
    d, me = res.duel, res.player
    with deck_searched(d, me, summon_room(res)):  # with room for one, looked through for them, found or not
        while d.free_slots(me, Zone.MONSTERS):
            fish = [c for c in deck_of(d, me, _small_fish) if can_special_summon(ctx_of(res), c)]
            if not fish:
                break
            m = fish[0] if len(fish) <= d.free_slots(me, Zone.MONSTERS) \
                else res.ask_cards(fish, purpose=SPECIAL_SUMMON.monster)
            if not summon(res, m):
                break
            d.restrict(m, "attack", res.cause, turns=None)
            negate_while_there(res, m)


def _targets_coelacanth(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return (link is not None and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up
            and any(c.idx == ctx.card.idx for c in link_targets(ctx, link)))


def _negate_and_destroy_its_card(res: Resolution) -> None:
    link = answered(res)
    if link is None or res.duel.cannot_negate(link):
        return
    res.negate_effect(link)
    c = res.duel.cards[link.card]
    if c.oid == link.oid and (c.on_field or c.zone is Zone.HAND):
        res.duel.destroy([c], res.cause)


define(88307361,
       Effect(Kind.IGNITION, _school, once_per_turn=True, asks=True, cost=Cost(discard=1), condition=face_up_here,
              needs=lambda ctx: room(ctx) and bool(summonable(ctx, deck_of(ctx.duel, ctx.player, _small_fish))),
              text_en="discard 1 card: special summon from your deck all the Level 4 or lower Fish you can; "
                      "they cannot attack and their effects are negated",
              text_ja="手札を１枚捨てる：レベル４以下の魚族を、できるだけ多くデッキから特殊召喚する。"
                      "それらは攻撃宣言できず、効果は無効化される"),
       Effect(Kind.QUICK, _negate_and_destroy_its_card, condition=_targets_coelacanth,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx and ctx.duel.race(m) == "Fish"),
              text_en="an effect targeting this card is activated: tribute another Fish: negate it and destroy "
                      "its card",
              text_ja="このカードを対象に取る効果の発動時、別の魚族１体を生け贄に捧げる："
                      "その効果を無効にし破壊する"))


# マジック・キャンセラー / Spell Canceller: while it is face-up on the field no spell card can be activated, nor the
# effect of a spell card on the field, and the effects of every spell card on the field are negated.
define(84636823, Effect(Kind.CONTINUOUS, locks_activations=spell_cards_and_their_effects, negates="spell",
                        affects=lambda ctx, c: c.on_field,
                        text_en="no spell card, nor the effect of one on the field, can be activated; the "
                                "spell cards on the field are negated",
                        text_ja="魔法カードもフィールド上の魔法カードの効果も発動できず、フィールド上の魔法カードの効果は無効になる"))


# 疾風の暗黒騎士ガイア / Swift Gaia the Fierce Knight: while it is the only card in its owner's hand, it may be normal
# summoned face-up without tributes (a set still needs them).
define(16589042, fewer_tributes=0, fewer_face_up=True,
       fewer_when=lambda d, c: c.zone is Zone.HAND and d.players[c.owner].hand == [c.idx])


# Ｔｈｅ ｓｐｌｅｎｄｉｄ ＶＥＮＵＳ / Splendid Venus: while it is face-up on the field, every face-up monster on the
# field that is not a Fairy loses 500 ATK and DEF, and neither the activation nor the effect of a spell or trap card
# on its controller's field can be negated.
def _not_fairy(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) != "Fairy"


define(5645210,
       Effect(Kind.CONTINUOUS, affects=_not_fairy, atk=lambda ctx, c: -500, defense=lambda ctx, c: -500,
              text_en="every face-up monster that is not a Fairy loses 500 ATK and DEF",
              text_ja="場の表側表示モンスターのうち天使族でないものは、攻守が５００下がる"),
       # (a field spell is a spell card on its controller's field too)
       Effect(Kind.CONTINUOUS, unnegatable=True,
              affects=lambda ctx, c: c.zone in (Zone.SPELLS, Zone.FIELD) and c.ctl == ctx.player,
              text_en="the activation and effects of the spell and trap cards on your field cannot be negated",
              text_ja="自分フィールド上の魔法・罠カードの発動と効果は無効化されない"),
       numbering=(1, 1))


# オシリスの天空竜 / Slifer the Sky Dragon (the current text, docs/uncertain-rulings.md): its normal summon takes 3
# tributes, is never a set, cannot be negated, and nothing can be activated as it succeeds. It gains 1000 ATK and DEF
# for each card in its controller's hand. Each time a monster is normal (a gemini monster's second summon too) or
# special summoned to the opponent's field in attack position, that monster loses 2000 ATK, and is destroyed if that
# leaves it with 0. Special summoned, it is sent to the graveyard in the end phase.
def _slifer_hand(ctx: Ctx, c: Card) -> int:
    return 1000 * len(ctx.duel.players[c.ctl].hand)


def _opponent_attacker(ctx: Ctx, ev: Event) -> bool:
    m = ctx.duel.cards[ev.card]
    return (ev.kind == "special_summoned" or normal_summon(ev)) and m.zone is Zone.MONSTERS\
        and m.ctl != ctx.card.ctl and m.pos is Pos.ATTACK


def _slifer_strikes(res: Resolution) -> None:
    # the monsters summoned together share one link (`together`): all are weakened, those at 0 destroyed together
    d = res.duel
    zeroed = []
    for ev in res.link.events:
        m = d.cards[ev.card]
        if m.zone is Zone.MONSTERS and m.face_up and m.ctl != res.card.ctl:
            d.boost(m, -2000, 0, res.cause, until_end=False)
            if d.atk(m) == 0:
                zeroed.append(m)
    d.destroy(zeroed, res.cause)


define(10000021,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_slifer_hand, defense=_slifer_hand,
              text_en="1000 more ATK and DEF for each card in your hand",
              text_ja="自分の手札の数×１０００ポイント攻撃力・守備力がアップする"),
       *(Effect(Kind.TRIGGER, _slifer_strikes, does=Does.MONSTERS | Does.OPPONENTS, trigger=kind, self_trigger=False,
                when=_opponent_attacker, together=True,
                text_en="a monster summoned to the opponent's field in attack position loses 2000 ATK; "
                        "destroyed at 0",
                text_ja="攻撃表示で相手の場に召喚・特殊召喚されたモンスターは攻撃力が２０００下がり、"
                        "それで０になれば破壊される")
         for kind in ("summoned", "special_summoned")),
       BACK_TO_GRAVE,
       tributes=3, never_set=True, summon_sealed=True, numbering=(3, 4, 4, 5))


# ソウル・シザー / Soul Scissors (first printed in 2022: its only OCG text): while it is in your graveyard, when a
# monster on the field goes to the graveyard destroyed (by battle or by a card effect), you may special summon
# it, banished when it leaves the field; special summoned from the graveyard, you may destroy a targeted monster the
# opponent controls (each effect of cards of its name once a turn).
def _scissors_wake(ctx: Ctx, ev: Event) -> bool:
    # it must already lie in the graveyard: sent there by the same thing (one 「ブラック・ホール」), it was not there
    # when the monster fell
    d = ctx.duel
    same_thing = (*d.this_thing, *(e for _, e in d.batch or ()))
    return (ctx.card.zone is Zone.GRAVE and ev.card != ctx.card.idx and ev.src == int(Zone.MONSTERS)
            and ev.dst == int(Zone.GRAVE) and ev.cause.reason in (Reason.BATTLE, Reason.EFFECT)
            and not any(e.card == ctx.card.idx and e.dst == int(Zone.GRAVE) for e in same_thing))


def _scissors_rise(res: Resolution) -> None:
    if special_summon_self(res):
        banished_when_it_leaves(res, res.card)


define(12061457,
       Effect(T, _scissors_rise, trigger="destroyed", self_trigger=False, from_zone=Zone.GRAVE, when=_scissors_wake,
              mandatory=False, once_per_name=True, asks=True, needs=room_for_itself,
              text_en="a monster on the field destroyed and sent to the graveyard: special summon this card from the "
                      "graveyard (banished when it leaves the field)",
              text_ja="場のモンスターが戦闘か効果で破壊されて墓地へ送られた場合：墓地のこのカードを特殊召喚する"
                      "（フィールドから離れた場合に除外される）"),
       Effect(T, destroy_targets, trigger="special_summoned", when=lambda ctx, ev: ev.src == int(Zone.GRAVE),
              mandatory=False, once_per_name=True, target=TargetSpec(side="opp"),
              text_en="special summoned from the graveyard: destroy a targeted monster the opponent controls",
              text_ja="墓地から特殊召喚された場合：相手の場の対象のモンスターを破壊する"))


# 心を凍らせるスノークリスタル / Soulicer Crystal (first printed in 2025: its only OCG text): from the hand, while you
# control at least 2 fewer monsters than the opponent, special summon it; on the field it is not destroyed by card
# effects; negate the effects of a targeted face-up effect monster the opponent controls (the first and third
# effects of cards of its name once a turn each).
def _outnumbered(ctx: Ctx) -> bool:
    d = ctx.duel
    return len(d.monsters_of(ctx.player)) + 2 <= len(d.monsters_of(ctx.opponent))


def _soulicer_freeze(res: Resolution) -> None:
    for t in res.targets():
        negate_while_there(res, t)


define(24514503,
       Effect(Kind.IGNITION, summon_self_op, from_zone=Zone.HAND, condition=_outnumbered, once_per_name=True,
              asks=True, needs=room_for_itself,
              text_en="in the hand, while you control at least 2 fewer monsters than the opponent: special summon it",
              text_ja="自分フィールドのモンスターが相手より２体以上少ない場合、手札のこのカードを特殊召喚する"),
       Effect(Kind.CONTINUOUS, affects=itself, effect_proof=True,
              text_en="not destroyed by card effects on the field",
              text_ja="場にあるこのカードは、効果で破壊されない"),
       Effect(Kind.IGNITION, _soulicer_freeze, condition=face_up_here, once_per_name=True,
              target=TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.is_effect_monster(c),
                                text_en="a face-up effect monster the opponent controls",
                                text_ja="相手フィールドの効果モンスター"),
              text_en="negate the effects of a targeted effect monster the opponent controls",
              text_ja="相手の場の対象の効果モンスターの効果を無効にする"))
