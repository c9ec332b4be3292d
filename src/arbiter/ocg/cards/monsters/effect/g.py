"""The effect monsters whose English name begins with G."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.activation_locks import discard_costs, opponent, second_spell_or_trap
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    LEAVE_KINDS,
    NECROVALLEY,
    NOT_IN_DAMAGE_STEP,
    PIERCING,
    SEND_SELF,
    SILENCES,
    SPELL_TRAP,
    TRIBUTE_SELF,
    answered,
    answered_link,
    battle_opponent,
    battle_to_grave,
    bind,
    both,
    bound,
    ctx_of,
    destroy_itself,
    destroy_targets,
    effect_cause,
    face_up_here,
    field_to_grave,
    from_the_field,
    grant_this_turn,
    held,
    itself,
    left_the_field,
    may_take,
    negate_activation,
    one_each,
    revivable,
    room,
    room_for_itself,
    switch_position,
    targets_this,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import attack_directly_this_turn
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import continuous_spell, race_as_it_left
from arbiter.ocg.cards.shared.chain import SPELL_TRAP_AT_ME, card_activated, negate_and_destroy
from arbiter.ocg.cards.shared.coins import call_coin, tosses
from arbiter.ocg.cards.shared.destruction import (
    destroy_all_spells_traps,
    destroy_opponents_monsters,
    destroy_the_attacker,
)
from arbiter.ocg.cards.shared.discard import battle_discard, dark_world, discard_named, discard_random, has_hand
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import grow, summon_named_from
from arbiter.ocg.cards.shared.effect_summons import summon_choices, summon_one_from_hand
from arbiter.ocg.cards.shared.equips import equip_fit_refusal, equip_fits, equip_spells_in_grave, is_equip_card
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_self,
    battle_destroyed,
    by_effect,
    by_opponents_effect,
    caused_by_opponent,
    destroyed_by_opponents_effect,
    phase_of,
    tribute_summoned,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF
from arbiter.ocg.cards.shared.gladiator_beasts import (
    NOTE,
    RETURN_SELF,
    battled_this_phase,
    by_gladiator_effect,
    is_gladiator_beast,
    summon_from_deck,
    summoned_by_gladiator,
    tag_out,
)
from arbiter.ocg.cards.shared.life_points import gain_from_destroyed, gain_op
from arbiter.ocg.cards.shared.moths import moth_procedure
from arbiter.ocg.cards.shared.notes import (
    mark,
    mark_face_up,
    marked,
    marked_face_up,
    marker,
    never_activated,
    observer,
    remember,
    summon_marked,
)
from arbiter.ocg.cards.shared.passcodes import GRADIUS
from arbiter.ocg.cards.shared.recruiters import attribute_recruiter
from arbiter.ocg.cards.shared.resolving import ask_yes_no, still_face_up_here
from arbiter.ocg.cards.shared.revival import (
    destroyed_revivable,
    grave_phase_trigger,
    grave_target,
    in_later_own_standby,
    revive_self_op,
)
from arbiter.ocg.cards.shared.search import (
    battle_destroyed_search,
    deck_has,
    deck_searched,
    gadget,
    search_op,
    spell_searcher,
    summon_room,
)
from arbiter.ocg.cards.shared.six_samurai import SUBSTITUTE, face_up_samurai
from arbiter.ocg.cards.shared.special_summons import (
    negate_while_there,
    special_summon_self,
    summon,
    summon_all,
    summon_target,
    summon_targets,
    summonable,
    summonable_now,
    summoner_no_normal_summon,
)
from arbiter.ocg.cards.shared.stats import banished, half_up, original_atk, original_def, stats_from
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, FieldCardSpec, ZonesSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand, to_deck_instead
from arbiter.ocg.cards.shared.tokens import makes_token_here, may_summon_token, summon_token
from arbiter.ocg.cards.shared.tributes import summoned_by_way_tributing, tributes_of
from arbiter.ocg.cards.shared.unique import face_up_of, only_one
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, grave_of, look_at_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, DISCARD, EQUIP, EQUIP_TO, SPECIAL_SUMMON, TO_GRAVEYARD
from arbiter.ocg.effects import (
    NOT_CHOSEN,
    Answers,
    Condition,
    Cost,
    Ctx,
    Effect,
    Kind,
    Operation,
    Resolution,
    TargetSpec,
    Ward,
    Worded,
    nothing_instead,
    quoting,
)
from arbiter.ocg.lasting import Then, Until
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import allows, by_effect_of, never

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(53493204)
define(53493204)


# きまぐれの女神 / Goddess of Whim: ignition; call a coin: right, its ATK becomes twice what it is until the end of
# the turn; wrong, half of it (values set, not a raise or a fall: `stat_set`).
def _whim(res: Resolution) -> None:
    d = res.duel
    right = call_coin(res)
    c = res.card
    if c.zone is not Zone.MONSTERS or not c.face_up or c.oid != res.link.oid:
        return
    a = d.atk(c)
    d.set_stat(c, True, 2 * a if right else half_up(a), res.cause)


define(67959180, Effect(Kind.IGNITION, _whim, once_per_turn=True, condition=face_up_here, asks=True,
                        text_en="call a coin: right doubles its ATK, wrong halves it, this turn",
                        text_ja="コインの裏表を当てる：当たりで攻撃力倍、ハズレで半分（ターン終了時まで）"))

T = Kind.TRIGGER


# グリグル / Griggle: when control of it (face-up) passes to the other player, the player who controlled
# it before gains 3000; once while it stays face-up on the field (R004-095): the use is noted with the moment it last
# turned face-up, so turned face-down and up again it may gain again.
def _griggle(res: Resolution) -> None:
    d = res.duel
    c = res.card
    mark_face_up(d, "griggle", c)
    d.gain_lp(1 - res.link.events[0].player, 3000, res.cause)


def _control_once(key: str) -> Condition:
    def check(ctx: Ctx) -> bool:
        c = ctx.card
        return c.face_up and c.zone is Zone.MONSTERS and not marked_face_up(ctx.duel, key, c)
    return check


define(95744531, Effect(T, _griggle, trigger="control", needs=_control_once("griggle"),
                        text_en="control moved: the player who had it gains 3000 LP (once)",
                        text_ja="コントロールが移った時、元のコントローラーは３０００ライフポイント回復する（１度だけ）"))

# 守護天使 ジャンヌ / Guardian Angel Joan and Ｅ・ＨＥＲＯ スチーム・ヒーラー / Elemental HERO Steam Healer: the
# destroyed monster's original ATK. 吸収天児 / Absorbing Kid from the Sky: its level x 300. ロイヤルナイツ /
# Royal Knight: its DEF.
gain_from_destroyed(68007326, lambda c: c.data.atk or 0, "destroyed a monster by battle: gain its original ATK",
                     "戦闘破壊したモンスターの元々の攻撃力だけＬＰを回復")

# グラナドラ / Granadora: when it is summoned, gain 1000; when it is destroyed and sent to the graveyard,
# take 2000 damage.
define(13944422, *(Effect(T, gain_op(1000), trigger=k, text_en="summoned: gain 1000 LP",
                          text_ja="召喚に成功した時、１０００回復する") for k in ("summoned", "special_summoned")),
       Effect(T, lambda res: res.duel.damage(res.player, 2000, res.cause), trigger="destroyed",
              when=field_to_grave, does=Does.SELF_DAMAGE,
              text_en="destroyed: take 2000 damage", text_ja="破壊された時、２０００ダメージを受ける"),
       numbering=(1, 1, 2))


# ゴブリンゾンビ / Goblin Zombie: when it inflicts battle damage, the top card of the opponent's deck goes
# to the graveyard; once it goes from the field to the graveyard, search the deck for a zombie whose DEF is 1200
# or less and add it (the page stars its shuffle: R004-101.04).
def _zombie_def(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Zombie" and c.data.def_ is not None and c.data.def_ <= 1200


define(63665875, Effect(T, lambda res: res.duel.mill(res.opponent, 1, res.cause), trigger="damage",
                        self_trigger=False, when=battle_damage_by_self,
                        text_en="battle damage: the top card of the opponent's deck goes to the graveyard",
                        text_ja="戦闘ダメージを与えた時、相手のデッキの一番上を墓地へ送る"),
       *(Effect(T, search_op(_zombie_def, then_shuffle=True), trigger=k, when=field_to_grave, asks=True,
                needs=deck_has(_zombie_def),
                text_en="sent to the graveyard: add a Zombie with 1200 or less DEF",
                text_ja="墓地へ送られた時、守備力１２００以下のアンデット族を手札に加える")
         for k in ("destroyed", "sent", "tributed")), numbering=(1, 2, 2, 2))

# グリーン・ガジェット / Green Gadget adds 「レッド・ガジェット」, レッド・ガジェット / Red Gadget
# 「イエロー・ガジェット」, イエロー・ガジェット / Yellow Gadget 「グリーン・ガジェット」, when normal or special
# summoned.
gadget(41172955, 86445415, "Red Gadget", "レッド・ガジェット")

battle_destroyed_search(14472500, lambda c: c.data.is_monster and c.data.race == "Insect" and c.data.atk is not None
                        and c.data.atk <= 1500, "destroyed by battle: add an Insect with 1500 or less ATK",
                        "戦闘で破壊された時、攻撃力１５００以下の昆虫族を手札に加える")

# 墓守の司令官 / Gravekeeper's Commandant: discard it from the hand to add 「王家の眠る谷－ネクロバレー」
# from the deck (R004-105).
spell_searcher(17393207, 47355498, "Necrovalley", "王家の眠る谷－ネクロバレー")


# 守護者スフィンクス / Guardian Sphinx, 番兵ゴーレム / Golem Sentry, ガーディアン・スタチュー / Guardian
# Statue: once a turn, this card may turn itself face-down (not the turn it came onto the field or
# changed position). When it is flip summoned: the sphinx returns every monster the opponent controls to
# the hand; the others 1 targeted monster the opponent controls.
def _flip_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "flip"


def _bounce_all_opponent(res: Resolution) -> None:
    res.duel.to_hand(res.duel.monsters_of(res.opponent), res.cause)


define(40659562, FACE_DOWN_SELF,
       Effect(T, _bounce_all_opponent, does=Does.MONSTERS | Does.OPPONENTS, trigger="summoned", when=_flip_summoned,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="return every monster the opponent controls to the hand",
              text_ja="相手の場のモンスター全てを持ち主の手札へ戻す"))
for _code in (52323207, 75209824):
    define(_code, FACE_DOWN_SELF,
           Effect(T, to_hand_targets, trigger="summoned", when=_flip_summoned, target=OPP_MONSTER,
                  text_en="return the target to its owner's hand", text_ja="対象の相手モンスターを持ち主の手札に戻す"))

# ゲルニア / Gernia: destroyed face-up on the field by a card effect of the opponent, then in the graveyard:
# special summoned in your next standby phase (a set one destroyed is not; `Event.pos` is its position before).
define(77936940,
       grave_phase_trigger(in_later_own_standby("opp_effect"), revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       marker("destroyed", "opp_effect",
              lambda ctx, ev: by_opponents_effect(ctx, ev) and ev.pos in (int(Pos.ATTACK), int(Pos.DEFENSE))))


# ジャッカルの霊騎士 / Ghost Knight of Jackal: once an opponent's monster it destroys by battle is in the
# graveyard, you may special summon that monster to your own field in face-up defense position.
def _jackal(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in destroyed_revivable(ctx_of(res))[:1]:
            summon(res, c, pos=Pos.DEFENSE)


define(13386503, Effect(T, _jackal, trigger="destroyed", when=battle_destroyed, self_trigger=False, mandatory=False,
                        needs=lambda ctx: room(ctx) and bool(destroyed_revivable(ctx)),
                        text_en="the destroyed monster: special summon it on your side in defense position",
                        text_ja="破壊したモンスターを自分フィールドに表側守備表示で特殊召喚する"))


# 森の番人グリーン・バブーン / Green Baboon, Defender of the Forest: in your hand or graveyard, when a face-up
# Beast you control is destroyed by an effect (not by battle) and sent to the graveyard, you may pay 1000 LP to
# special summon it (a set Beast destroyed does not count; `Event.pos` is its position before). Beasts destroyed
# together are one occasion: one activation (`together`).
def _beast_lost(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return race_as_it_left(ctx.duel, c) == "Beast" and ev.player == ctx.player and by_effect(ctx, ev)\
        and ev.src == int(Zone.MONSTERS) and ev.pos in (int(Pos.ATTACK), int(Pos.DEFENSE))


def _baboon(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone in (Zone.HAND, Zone.GRAVE):
        summon(res, c)


def _baboon_from(zone: Zone) -> Effect:
    return Effect(T, _baboon, trigger="destroyed", when=_beast_lost, self_trigger=False, from_zone=zone,
                  mandatory=False, misses_timing=True, cost=Cost(lp=1000), needs=room_for_itself, asks=True,
                  together=True, text_en="pay 1000 LP: special summon this card",
                  text_ja="１０００ライフを払い、このカードを特殊召喚する")


define(46668237, _baboon_from(Zone.HAND), _baboon_from(Zone.GRAVE), numbering=(1, 1))

# 墓守の長 / Gravekeeper's Chief: its controller can control only one face-up 「墓守の長」 (another is neither
# normal, flip nor special summoned while one is face-up there, and one that turns up there otherwise is
# destroyed); your graveyard is unaffected by 「王家の眠る谷－ネクロバレー」; when it is tribute summoned, you may
# target a 「墓守の」 monster in your graveyard; special summon it.
GRAVEKEEPERS_CHIEF = 62473983


_CHIEF_ONLY, _CHIEF_SUMMON_IF, _CHIEF_SPECIAL_BY = only_one(
    GRAVEKEEPERS_CHIEF, "you can control only one face-up Gravekeeper's Chief",
    "自分の場に表側表示で置けるのは１枚まで")


define(GRAVEKEEPERS_CHIEF,
       _CHIEF_ONLY,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.GRAVE and c.owner == ctx.player,
              unaffected_by=lambda ctx, c, src, p: is_named(src, NECROVALLEY),
              text_en="your graveyard is unaffected by Necrovalley",
              text_ja="「王家の眠る谷－ネクロバレー」の効果は自分の墓地に及ばない"),
       Effect(T, summon_target, trigger="summoned", when=tribute_summoned, mandatory=False,
              needs=room, asks=True,  # "場合": it does not miss the timing
              target=grave_target(lambda ctx, c: name_includes(c, "墓守の"), "a Gravekeeper's monster in your "
                                  "graveyard", "自分の墓地の「墓守の」モンスター"),
              text_en="special summon the target", text_ja="対象を特殊召喚する"),
       summon_if=_CHIEF_SUMMON_IF, special_by=_CHIEF_SPECIAL_BY)


# 暗黒界の武神 ゴルド / Goldd, Wu-Lord of Dark World: special summon it; if by the opponent's effect, you may
# also target up to 2 cards the opponent controls (選択して, on activation) and destroy them. Discarded by its own
# player's effect it only summons itself: not activated while it could not be (no free zone, a lock).
def _goldd(res: Resolution) -> None:
    if special_summon_self(res):
        res.duel.destroy(res.targets(), res.cause)


def _discarded_by_opponent(ctx: Ctx, c: Card) -> bool:
    return any(e.kind == "discarded" and caused_by_opponent(ctx, e) for e in ctx.events)


define(78004197, dark_world(_goldd, needs=lambda ctx: room_for_itself(ctx) or _discarded_by_opponent(ctx, ctx.card),
                             target=FieldCardSpec(side="opp", count=2, optional=True,
                                                          where=_discarded_by_opponent,
                                                          text_en="up to 2 cards the opponent controls",
                                                          text_ja="相手フィールドのカード２枚まで"),
                             text_en="special summon this card (by the opponent's effect: you may destroy "
                             "up to 2 targeted cards of theirs)",
                             text_ja="このカードを特殊召喚する（相手の効果なら相手フィールドのカードを２枚まで選択して破壊できる）"))

# 暗黒界の策士 グリン / Gren, Tactician of Dark World: destroy 1 targeted spell or trap card on the field.
define(51232472, dark_world(destroy_targets, asks=False,
                             target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                               text_ja="フィールドの魔法・罠カード"),
                             text_en="destroy the target", text_ja="対象の魔法・罠カードを破壊する"))

# 忍者義賊ゴエゴエ / Goe Goe the Gallant Ninja: while the opponent has 5 or more cards in hand, when it
# inflicts battle damage they discard 2 at random.
define(10236520, battle_discard(2, condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 5))


# 世紀の大泥棒 / Great Phantom Thief: when it inflicts battle damage to the opponent, declare a card name; its
# player looks at the opponent's hand, and the opponent discards every copy of it there (not activated while that
# hand is empty: there is nothing to look at or discard).
def _thief(res: Resolution) -> None:
    look_at_hand(res, res.opponent)
    discard_named(res, res.opponent)


define(10809984, Effect(Kind.TRIGGER, _thief, does=Does.OPP_HAND,
                        trigger="damage", self_trigger=False, when=battle_damage_by_self, declare_name=lambda c: True,
                        needs=has_hand("opp"),
                        text_en="battle damage: declare a card name; the opponent discards every copy of it",
                        text_ja="戦闘ダメージを与えた時、カード名を宣言し、相手の手札にあれば全て捨てさせる"))


# Whose hand an effect discards is declared (`Does.OWN_HAND`: its activator's own, R004-146 ● and ◎;
# `Does.OPP_HAND`: its activator's opponent's, R004-139 ○ and ◎). 「墓守の監視者」 answers the opponent's card whose
# effect discards that opponent's own hand; 「ヂェミナイ・デビル」 the opponent's card whose effect discards the Imps
# player's hand (自分の手札を捨てる: 自分 is its controller), so not 「天使の施し」. The damage-step ones are kept out
# by the watchers' own condition; the later effect of a face-up spell or trap is no card being activated
# (`card_activated`, R004-150: not 「悪夢の蜃気楼」, 「デンジャラスマシン ＴＹＰＥ－６」 or 「強制接収」's discards).
# Both parts have words, so that a refusal says which fails: the damage step, or the link below and what they answer.
def _opponent_discards(hand: Does, en: str, ja: str) -> Condition:
    def answers(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or link.player == ctx.player:
            return False
        return card_activated(ctx, link) and ctx.duel.link_effect(link).does_(hand)
    return both(NOT_IN_DAMAGE_STEP, Answers(answers, en, ja))


def _watcher(draw: bool) -> Operation:
    def op(res: Resolution) -> None:
        link = answered(res)
        if link is None:
            return
        negate_activation(res, link)
        if draw:
            res.duel.draw(res.player, 1, res.cause)
    return op


# 墓守の監視者 / Gravekeeper's Watcher: when the opponent activates a card whose effect includes discarding
# from their own hand, you may pay the cost of sending this card from your hand to the graveyard to negate
# that activation and destroy the card. Not in the damage step (R004-147); chained directly (R004-156.14).
define(26084285, Effect(Kind.QUICK, _watcher(False),
                        condition=_opponent_discards(Does.OWN_HAND,
                                                     "the activation of an opponent's card whose effect discards "
                                                     "from that opponent's own hand",
                                                     "相手が自らの手札を捨てる効果を含むカードの発動"),
                        from_zone=Zone.HAND,
                        cost=SEND_SELF,
                        text_en="negate the activation of the opponent's card that discards their own hand and "
                        "destroy it", text_ja="相手が自らの手札を捨てる効果を含むカードの発動を無効にし破壊する"))

# ヂェミナイ・デビル / Gemini Imps: when the opponent activates a card whose effect includes discarding from your
# hand, you may pay the cost of sending this card from your hand to the graveyard to negate that activation,
# destroy the card and draw 1.
define(67688478, Effect(Kind.QUICK, _watcher(True),
                        condition=_opponent_discards(Does.OPP_HAND,
                                                     "the activation of an opponent's card whose effect discards "
                                                     "from your hand",
                                                     "自分の手札を捨てさせる効果を含む相手のカードの発動"),
                        from_zone=Zone.HAND,
                        cost=SEND_SELF, needs=may_draw("self"), draws=1,
                        text_en="negate the activation of the opponent's card that discards your hand, destroy it "
                        "and draw 1",
                        text_ja="自分の手札を捨てさせる効果を含む相手のカードの発動を無効にし破壊し、１枚ドローする"))

C = Kind.CONTINUOUS

DOUBLE_BLADE_OF_TRYCE = 21900719  # 閃光の双剣－トライス


# ガーディアン・トライス / Guardian Tryce (R004-054.27): when it is destroyed and sent to the graveyard, special
# summon from the graveyard the monster tributed for its tribute summon. It is normal, flip or special
# summoned only while a face-up 「閃光の双剣－トライス」 is on its controller's field (`summon_if`, `special_by`).
# The tributes are bound to it when it is summoned, and handed on to the object it becomes in the graveyard as
# it is destroyed, unless it was turned face-down since (`Duel.summon_holds`: a new card, not tribute summoned).
def _tryce_summoned(ctx: Ctx, ev: Event) -> None:
    for t in tributes_of(ctx, ev):
        bind(ctx.duel, "tryce", ctx.card, t)


def _tryce_destroyed(ctx: Ctx, ev: Event) -> None:
    before = ctx.card.copy()
    before.oid = ev.oid  # the object on the field that was destroyed
    if not ctx.duel.summon_holds(before):
        return  # turned face-down since its summon: a new card that was not tribute summoned
    for t in bound(ctx.duel, "tryce", before):
        bind(ctx.duel, "tryce", ctx.card, t)


def _tryce_tributes(ctx: Ctx | Resolution, oid: int = -1) -> list[Card]:
    return [t for t in bound(ctx.duel, "tryce", ctx.card, oid) if t.zone is Zone.GRAVE]


def _tryce(res: Resolution) -> None:
    # the text does not need this card in the graveyard: banished in answer, it still summons the monsters tributed
    # for the summon of the object that activated the effect
    summon_all(res, _tryce_tributes(res, res.link.oid))


def _tryce_blade_on(d: Duel, player: int) -> bool:
    """A face-up 「閃光の双剣－トライス」 is on `player`'s field (its summons need it on the field it goes to)."""
    return any(i >= 0 and d.cards[i].face_up and is_named(d.cards[i], DOUBLE_BLADE_OF_TRYCE)
               for i in d.players[player].spells)


define(46037213,
       Effect(T, _tryce, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE), asks=True,
              # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
              needs=lambda ctx: bool(summonable(ctx, _tryce_tributes(ctx)))
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon the monster tributed for its tribute summon from the graveyard",
              text_ja="このカードの生け贄召喚で生け贄にしたモンスターを墓地から特殊召喚"),
       remember("summoned", _tryce_summoned), remember("destroyed", _tryce_destroyed),
       summon_if=lambda d, c, gone: _tryce_blade_on(d, c.ctl),
       special_by=lambda d, c, cause, kind, to: _tryce_blade_on(d, to),
       numbering=(1, 1, 1))


# ジェルエンデュオ / Gellenduo: it may count as two tributes for the tribute summon of a LIGHT Fairy (R004-001.24);
# not destroyed by battle; when its controller takes damage, this face-up card is destroyed.
def _destroy_self(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.destroy([res.card], res.cause)


define(11662742,
       Effect(C, double_tribute=lambda ctx, m: has_attribute(m, "LIGHT") and m.data.race == "Fairy",
              text_en="a LIGHT Fairy monster's tribute summon may use it as two tributes",
              text_ja="光属性・天使族モンスターの生け贄召喚では２体分の生け贄にできる"),
       Effect(C, affects=itself, battle_proof=True, text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       Effect(T, _destroy_self, trigger="damage", self_trigger=False, when=lambda ctx, ev: ev.player == ctx.player,
              text_en="you took damage: destroy this card", text_ja="自分がダメージを受けた時、このカードを破壊する"))

# オプション / Gradius' Option (R004-016): special summoned from the hand while you control a face-up
# 「超時空戦闘機ビック・バイパー」, which it selects; its ATK and DEF ("?") are always that monster's, and it is
# destroyed when that monster is no longer face-up on the field. The procedure selects the Vic Viper (its
# `target`; `Duel.procedure_selected`). Turned face-down and face-up again, it is a new card that selected none
# (`Duel.summon_holds`): ATK and DEF 0 (R004-031), and nothing destroys it.
def _option_select(ctx: Ctx, ev: Event) -> None:
    vipers = [v for v in ctx.duel.procedure_selected(ctx.card) if v.zone is Zone.MONSTERS and v.face_up]
    if ev.detail == "procedure" and vipers:
        bind(ctx.duel, "option", ctx.card, vipers[0], replace=True, read_by_effects=True)  # its ATK/DEF read it


def _option_viper(ctx: Ctx) -> list[Card]:
    if not ctx.duel.summon_holds(ctx.card):
        return []
    return [v for v in bound(ctx.duel, "option", ctx.card) if v.zone is Zone.MONSTERS and v.face_up]


def _viper_gone(ctx: Ctx, ev: Event) -> bool:
    """The selected monster left the field or was turned face-down."""
    return ctx.duel.summon_holds(ctx.card) and any(
        ev.card == i and (left_the_field(ev) or (ev.kind == "position" and ev.amount == int(Pos.SET)
                                                 and ctx.duel.cards[i].oid == oid))
        for i, oid in held(ctx.duel, "option", ctx.card))


define(14291024,
       Effect(C, affects=itself, atk=lambda ctx, c: sum(ctx.duel.atk(v) for v in _option_viper(ctx)),
              defense=lambda ctx, c: sum(ctx.duel.defense(v) for v in _option_viper(ctx)), becomes=True,
              text_en="its ATK/DEF are always those of the selected monster",
              text_ja="攻撃力・守備力はいつも対象のモンスターの値に等しい"),
       *(Effect(T, _destroy_self, trigger=k, self_trigger=False, when=_viper_gone,
                text_en="the selected monster is no longer face-up on the field: destroy this card",
                text_ja="対象のモンスターがフィールドで表側表示でなくなった時、自身を破壊")
         for k in (*LEAVE_KINDS, "position")),
       remember("special_summoned", _option_select),
       Effect(Kind.PROCEDURE, target=TargetSpec(side="own", face="up",
                                                where=lambda ctx, c: is_named(c, GRADIUS),
                                                text_en="a face-up Vic Viper you control",
                                                text_ja="自分フィールド上の表側表示の「超時空戦闘機ビック・バイパー」"),
              text_en="special summon while you control a face-up Vic Viper, selecting it",
              text_ja="自分フィールド上の表側表示の「超時空戦闘機ビック・バイパー」を選択して特殊召喚する"),
       numbering=(1, *(2,) * 8, 1, 3))


# 俊足のギラザウルス / Gilasaurus (R004-054.42): special summoned from the hand (no cost). When it is, the
# opponent may special summon 1 monster from their own graveyard (their choice, in face-up attack or
# defense position).
def _gilasaurus_offers(ctx: Ctx, opp: int) -> list[Card]:
    """The monsters of the opponent's graveyard this effect could special summon (their own summoning conditions,
    and any lock on that player's special summons; none 「王家の眠る谷－ネクロバレー」 keeps there, `may_take`), none
    without a free zone: with none it would do nothing, and is not activated, mandatory as it is (R004-007)."""
    d = ctx.duel
    if d.free_slots(opp, Zone.MONSTERS) == 0:
        return []
    cause = effect_cause(ctx)
    return [c for c in grave_of(d, opp) if c.data.is_monster and allows(d, c, cause, "", opp)
            and not d.player_forbidden(opp, "special_summon", cause, c.data)
            and may_take(ctx, c, Zone.MONSTERS, "special_summoned")]


def _gilasaurus(res: Resolution) -> None:
    d = res.duel
    opp = res.opponent
    theirs = _gilasaurus_offers(ctx_of(res), opp)
    if not theirs:
        return
    o = res.ask([*(d.card_option("select", c.idx) for c in theirs),
                 Option("no", "no", label_en="summon nothing", label_ja="特殊召喚しない")], "select", opp,
                "choose a monster to special summon", "特殊召喚するモンスターを選ぶ")
    if o.kind != "no":
        summon(res, d.cards[o.card], opp, asker=opp)


define(45894482,
       Effect(Kind.PROCEDURE, text_en="special summon from the hand", text_ja="手札から特殊召喚する"),
       Effect(T, _gilasaurus, trigger="special_summoned", when=lambda ctx, ev: ev.detail == "procedure", asks=True,
              needs=lambda ctx: bool(_gilasaurus_offers(ctx, ctx.opponent)),
              text_en="the opponent may special summon 1 monster from their graveyard",
              text_ja="相手は自分の墓地のモンスター１体を特殊召喚できる"))

# 紅蓮魔獣 ダ・イーザ / Gren Maju Da Eiza: ATK/DEF = 400 x your banished cards.
define(36584821, stats_from(lambda ctx: 400 * banished(ctx.duel, ctx.player)))

define(97017120, attribute_recruiter("EARTH", "special summon an EARTH monster with 1500 or less ATK from the deck",
                            "デッキの攻撃力１５００以下・地属性のモンスターを特殊召喚"))

# 冥府の使者ゴーズ / Gorz the Emissary of Darkness: when you take damage from a card the opponent controls
# while you have no card on your field, you may special summon this card from your hand (face-up attack or
# defense). When it is special summoned this way: after battle damage, special summon a 「冥府の使者カイエン
# トークン」 (Emissary of Darkness Token, LIGHT Fairy, level 7) whose ATK and DEF ("?") are the damage taken,
# which are its original ATK/DEF (R004-034 to R004-036); after effect damage, the opponent takes the same
# damage. The damage is remembered on the summoned card object for effects 2 and 3.
GORZ = 44330098
GORZ_TOKEN = 44330099


def _field_is_empty(d: Duel, p: int) -> bool:
    pl = d.players[p]
    return pl.field < 0 and all(i < 0 for i in (*pl.monsters, *pl.spells))


def _damaged_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return ev.player == ctx.player and ev.cause.player != ctx.player and _field_is_empty(ctx.duel, ctx.player)


def _gorz_comes(res: Resolution) -> None:
    d = res.duel
    me = res.card
    ev = res.link.events[0]
    if me.zone is Zone.HAND and me.oid == res.link.oid and summon(res, me):
        mark(d, "gorz_battle" if ev.cause.reason is Reason.BATTLE else "gorz_effect", me, ev.amount)


def _summoned_by_itself(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.card == ctx.card.idx and ev.cause.effect == 1  # by its effect 1 (the damage is marked then)


def _gorz_follow_up(res: Resolution) -> None:
    d = res.duel
    me = res.card
    battle, effect = marked(d, "gorz_battle", me), marked(d, "gorz_effect", me)
    if battle:
        if d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        data = dataclasses.replace(token_data(GORZ_TOKEN, "冥府の使者カイエントークン"), atk=battle[-1],
                                   def_=battle[-1])
        summon_token(res, data)
    elif effect:
        d.damage(res.opponent, effect[-1], res.cause)


def _gorz_follows_up(ctx: Ctx) -> bool:
    # after battle damage its only result is the token: not activated while that token may not be summoned
    return not marked(ctx.duel, "gorz_battle", ctx.card) or may_summon_token(
        ctx, token_data(GORZ_TOKEN, "冥府の使者カイエントークン"))


define(GORZ,
       Effect(Kind.TRIGGER, _gorz_comes, trigger="damage", self_trigger=False, from_zone=Zone.HAND,
              when=_damaged_by_opponent, mandatory=False, asks=True, needs=room_for_itself, misses_timing=True,
              text_en="special summon this card from your hand", text_ja="このカードを手札から特殊召喚する"),
       Effect(Kind.TRIGGER, _gorz_follow_up, trigger="special_summoned", when=_summoned_by_itself, asks=True,
              needs=_gorz_follows_up,
              text_en="battle damage: a token with that ATK/DEF; effect damage: the same damage to the opponent",
              text_ja="戦闘ダメージならその数値の「冥府の使者カイエントークン」を特殊召喚し、効果ダメージなら同じダメージを"
                      "相手に与える"))

# グレイブ・スクワーマー / Grave Squirmer: destroyed by battle and sent to the graveyard, it destroys a targeted card on
# the field.
define(48343627, Effect(T, destroy_targets, trigger="destroyed", when=battle_to_grave,
                        target=ZonesSpec(text_en="a card on the field", text_ja="フィールド上のカード"),
                        text_en="destroy the target card", text_ja="対象のカードを破壊する"))

# グラスファントム / Grass Phantom: it gains 500 ATK for each 「グラスファントム」 in your graveyard.
define(41249545, Effect(C, affects=itself,
                        atk=lambda ctx, c: 500 * sum(is_named(ctx.duel.cards[i], 41249545)
                                                     for i in ctx.duel.players[c.ctl].grave),
                        text_en="+500 ATK for each Grass Phantom in your graveyard",
                        text_ja="自分の墓地の「グラスファントム」１枚につき攻撃力５００アップ"))

# 黄金のホムンクルス / Golden Homunculus: it gains 300 ATK and DEF for each of your banished cards.
define(27408609, Effect(C, affects=itself, atk=lambda ctx, c: 300 * len(ctx.duel.players[c.ctl].banished),
                        defense=lambda ctx, c: 300 * len(ctx.duel.players[c.ctl].banished),
                        text_en="+300 ATK/DEF for each of your banished cards",
                        text_ja="除外されている自分のカード１枚につき攻撃力・守備力３００アップ"))

# 地帝グランマーグ / Granmarg the Rock Monarch: when tribute summoned, it destroys a targeted set card on the field.
define(60229110, Effect(T, destroy_targets, trigger="summoned", when=tribute_summoned,
                        target=ZonesSpec(face="down", text_en="a set card on the field",
                                         text_ja="フィールド上にセットされたカード"),
                        text_en="tribute summoned: destroy the target set card",
                        text_ja="生け贄召喚に成功した時、セットされたカード１枚を破壊する"))

# 墓守の呪術師 / Gravekeeper's Curse: when it is normal, flip or special summoned, the opponent takes 500 damage.
define(50712728, *(Effect(Kind.TRIGGER, burn_op(500), trigger=k,
                          text_en="summoned: 500 damage to the opponent",
                          text_ja="召喚・反転召喚・特殊召喚された時、相手に５００ダメージを与える")
                   for k in ("summoned", "special_summoned")),
       numbering=(1, 1))

# 墓守の長槍兵 / Gravekeeper's Spear Soldier: it deals piercing battle damage.
define(63695531, PIERCING)

# 墓守の大筒持ち / Gravekeeper's Cannonholder: tribute a 「墓守の」 monster you control other than a
# 「墓守の大筒持ち」 (the cost): 700 damage to the opponent (no limit a turn).
define(99877698, Effect(Kind.IGNITION, burn_op(700), condition=face_up_here,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: name_includes(m, "墓守の")
                                  and not is_named(m, 99877698)),
                        text_en="tribute a Gravekeeper's monster other than a Cannonholder: 700 damage to the opponent",
                        text_ja="「墓守の大筒持ち」以外の「墓守の」モンスター１体を生け贄に捧げ、相手に７００ダメージを与える"))

# ゲール・ドグラ / Gale Dogra: pay 3000 LP (the cost): send a monster from your fusion deck to the graveyard (no
# limit a turn).
def _dogra(res: Resolution) -> None:
    extra = [res.duel.cards[i] for i in res.duel.players[res.player].extra]
    if extra:
        res.duel.send_to_grave([res.ask_cards(extra, purpose=TO_GRAVEYARD.monster).idx], res.cause)


define(16229315, Effect(Kind.IGNITION, _dogra, condition=face_up_here, cost=Cost(lp=3000), asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].extra),
                        text_en="pay 3000 LP: send a monster from your fusion deck to the graveyard",
                        text_ja="３０００ライフポイントを払い、自分の融合デッキのモンスター１体を墓地へ送る"))

# キングゴブリン / Goblin King: while its controller controls another face-up Fiend monster, it cannot be attacked;
# its ATK and DEF are 1000 for each other face-up Fiend monster on the field.
def _other_fiends(ctx: Ctx, c: Card, players: tuple[int, ...]) -> int:
    return sum(m.idx != c.idx and m.face_up and ctx.duel.race(m) == "Fiend"
               for p in players for m in ctx.duel.monsters_of(p))


define(18590133, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.idx == ctx.card.idx and _other_fiends(ctx, c, (c.ctl,)) > 0,
                        text_en="while you control another Fiend, it cannot be attacked",
                        text_ja="自分の場に他の悪魔族モンスターがいる間、このカードは攻撃されない"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 1000 * _other_fiends(ctx, c, (0, 1)),
              defense=lambda ctx, c: 1000 * _other_fiends(ctx, c, (0, 1)), becomes=True,
              text_en="ATK/DEF: 1000 x the other Fiends on the field",
              text_ja="攻撃力・守備力はこのカード以外のフィールドの悪魔族モンスターの数×１０００"))

# ゴラ・タートル / Gora Turtle: while it is face-up on the field, monsters with 1900 or more ATK cannot declare an
# attack.
define(80233946, Effect(Kind.CONTINUOUS, forbids=("attack",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and ctx.duel.atk(c) >= 1900,
                        text_en="monsters with 1900 or more ATK cannot attack",
                        text_ja="攻撃力が１９００以上のモンスターは攻撃宣言不可"))

# 逆ギレパンダ / Gyaku-Gire Panda: it gains 500 ATK for each monster the opponent controls (set ones included); it
# deals piercing battle damage.
define(9817927, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 500 * len(ctx.duel.monsters_of(1 - c.ctl)),
                       text_en="+500 ATK for each monster the opponent controls",
                       text_ja="相手フィールドのモンスター１体につき攻撃力５００アップ"),
       PIERCING)


# 月風魔 / Getsu Fuhma: at the end of the damage step it destroys the Fiend or Zombie monster it battled.
# Its own event when it attacked, the attacker's when it was attacked (the damage_step_end event names the attacker
# and, in `amount`, the attack's target).
def _fuhma_foe(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    foe = d.cards[ev.amount] if ev.card == ctx.card.idx else d.cards[ev.card]
    return ctx.card.idx in (ev.card, ev.amount) and ev.amount >= 0 and foe.zone is Zone.MONSTERS and foe.face_up\
        and d.race(foe) in ("Fiend", "Zombie")


def _fuhma(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None and res.duel.race(c) in ("Fiend", "Zombie"):
        res.duel.destroy([c], res.cause)


# (a foe destroyed by this battle has left as the end of the damage step comes)
define(21887179, Effect(T, _fuhma, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
                        self_trigger="either",
                        when=_fuhma_foe,
                        text_en="a Fiend or Zombie it battled is destroyed at the end of the damage step",
                        text_ja="ダメージステップ終了時、戦闘した悪魔族・アンデット族モンスターを破壊"))


# 機動砦のギア・ゴーレム / Gear Golem the Moving Fortress: in your main phase 1, pay 800 LP (the cost): this card may
# attack directly this turn.
def _direct_this_turn(res: Resolution) -> None:
    if still_face_up_here(res):
        attack_directly_this_turn(res, res.card)


define(30190809, Effect(Kind.IGNITION, _direct_this_turn, cost=Cost(lp=800),
                        condition=lambda ctx: face_up_here(ctx) and ctx.duel.phase == "main1",
                        text_en="main phase 1, pay 800 LP: it may attack directly this turn",
                        text_ja="メインフェイズ１に８００ライフポイントを払い、このターン直接攻撃できる"))


# グレイ・ウイング / Gray Wing: in your main phase 1, discard 1 card (the cost): it may attack twice in this turn's
# battle phase (a second use adds no third attack).
def _twice_this_turn(res: Resolution) -> None:
    if still_face_up_here(res) and res.duel.attacks_allowed(res.card) < 2:
        grant_this_turn(res, res.card, "may attack twice this turn", "このターン２回攻撃できる", extra_attacks=1)


define(29618570, Effect(Kind.IGNITION, _twice_this_turn, cost=Cost(discard=1),
                        condition=lambda ctx: face_up_here(ctx) and ctx.duel.phase == "main1",
                        text_en="main phase 1, discard 1 card: it may attack twice this turn",
                        text_ja="メインフェイズ１に手札を１枚捨て、このターン２回攻撃できる"))


# 風の精霊 ガルーダ / Garuda the Wind Spirit: special summoned from the hand by banishing 1 WIND monster from your
# graveyard; in the opponent's end phase, you may change the battle position of a targeted face-up monster they
# control.
define(12800777, Effect(T, switch_position, trigger="phase", self_trigger=False, mandatory=False,
                        when=lambda ctx, ev: ev.detail == "end" and ctx.duel.tp != ctx.player and ctx.card.face_up,
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="opponent's end phase: change the target's battle position",
                        text_ja="相手のエンドフェイズ、対象にした相手の表側表示モンスターの表示形式を変える"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "WIND")),
              text_en="special summon by banishing a WIND monster from your graveyard",
              text_ja="自分の墓地の風属性モンスター１体を除外して特殊召喚する"))


# ギガンテス / Gigantes: special summoned from the hand by banishing 1 EARTH monster from your graveyard; when it
# goes to the graveyard after being destroyed by battle, all spells and traps on the field are destroyed (with none
# there it is not activated: R004-007).
define(47606319, Effect(T, destroy_all_spells_traps, does=Does.SPELLS_TRAPS, trigger="destroyed", when=battle_to_grave,
                        needs=lambda ctx: bool(all_spell_trap_cards(ctx.duel)),
                        text_en="to the graveyard after being destroyed by battle: every spell and trap on the "
                                "field is destroyed",
                        text_ja="戦闘破壊で墓地へ行った時、フィールドの魔法・罠を全て破壊"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "EARTH")),
              text_en="special summon by banishing an EARTH monster from your graveyard",
              text_ja="自分の墓地の地属性モンスター１体を除外して特殊召喚する"))

# ゲート・ガーディアン / Gate Guardian: special summoned from the hand by tributing one each of 「雷魔神－サンガ」,
# 「風魔神－ヒューガ」 and 「水魔神－スーガ」 you control.
_GATE_PICK, _GATE_READY = one_each(*(lambda c, n=n: is_named(c, n) for n in (25955164, 62340868, 98434877)))


def _gate_ready(ctx: Ctx) -> bool:
    have = ctx.duel.monsters_of(ctx.player)
    return all(any(is_named(m, n) for m in have) for n in (25955164, 62340868, 98434877))


define(25833572, Effect(Kind.PROCEDURE, cost=Cost(tribute=3, tribute_filter=_GATE_PICK), condition=_gate_ready,
                        text_en="special summon by tributing Sanga of the Thunder, Kazejin and Suijin you control",
                        text_ja="「雷魔神－サンガ」・「風魔神－ヒューガ」・「水魔神－スーガ」（自分の場）を生け贄に捧げて特殊召喚"))


# 剣聖－ネイキッド・ギア・フリード / Gearfried the Swordmaster: special summoned only by 「拘束解除」's effect;
# each time an equip card is equipped to it, destroy a targeted monster the opponent controls.
define(57046845, Effect(T, destroy_targets, trigger="equipped", self_trigger=False,
                        when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
                        target=OPP_MONSTER,
                        text_en="an equip card is equipped to it: destroy the target monster the opponent controls",
                        text_ja="このカードに装備カードが装備された時、対象の相手モンスターを破壊する"),
       special_by=by_effect_of(75417459), normal_summon=False)


# グラビ・クラッシュドラゴン / Gravi-Crush Dragon: its cost is one of your face-up continuous spells, sent to the
# graveyard; it destroys a targeted monster of the opponent.
define(9391354, Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, target=OPP_MONSTER,
                       cost=Cost(field_send=1, field_filter=lambda ctx, c: c.face_up and continuous_spell(c)),
                       text_en="cost, a face-up continuous spell of yours to the graveyard: the target is destroyed",
                       text_ja="自分の表側表示の永続魔法１枚を墓地へ送って、対象の相手モンスターを破壊"))


# ジャイアントウィルス / Giant Germ: once it goes to the graveyard after being destroyed by battle, the
# opponent takes 500 damage; then you may special summon any number of 「ジャイアントウィルス」 from your
# deck in attack position.
def _germs(res: Resolution) -> list[Card]:
    d = res.duel
    return [d.cards[i] for i in d.players[res.player].deck if is_named(d.cards[i], 95178994)]


def _giant_germ(res: Resolution) -> None:
    d = res.duel
    d.damage(res.opponent, 500, res.cause)
    # with room to summon one, its player looks through the deck for them, summoning any or none
    with deck_searched(d, res.player, summon_room(res)):
        begun = False
        while (germs := summonable_now(res, _germs(res))) and ask_yes_no(
                res, en="special summon a Giant Germ from the deck?",
                ja="デッキから「ジャイアントウィルス」を特殊召喚する？"):
            if not begun:  # "then" (その後): a step of its own once a Germ comes; none, the damage was the last thing
                d.next_thing()
                begun = True
            summon(res, res.ask_cards(germs, purpose=SPECIAL_SUMMON.monster), pos=Pos.ATTACK)


define(95178994, Effect(T, _giant_germ, trigger="destroyed", when=battle_to_grave, asks=True,
                        text_en="destroyed by battle and sent to the graveyard: 500 damage to the opponent; then "
                                "any number of Giant Germs may come from your deck by special summon",
                        text_ja="戦闘で破壊され墓地へ送られた時、相手に５００ダメージ。その後デッキから「ジャイアントウィルス」"
                                "を任意の数攻撃表示で特殊召喚できる"))


# The 「剣闘獣」 (Gladiator Beast) monsters (shared/gladiator_beasts.py): what each does when a Gladiator Beast's
# effect special summons it, and at the end of a battle phase it battled in.
def _gladiator_stat(atk: int, defense: int, en: str, ja: str) -> Effect:
    """"If a Gladiator Beast's effect special summoned it, its original ATK/DEF becomes ...": the change from the
    printed value, while that object stays face-up and its effects apply (what the cards that read the original
    value read: `Duel.original_stat`)."""
    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: itself(ctx, c) and summoned_by_gladiator(ctx.duel, c),
                  atk=lambda ctx, c: atk, defense=lambda ctx, c: defense, original_value=True,
                  text_en=f"special summoned by a Gladiator Beast's effect: its original {en}",
                  text_ja=f"「剣闘獣」の効果で特殊召喚された場合、このカードの元々の{ja}")


# 剣闘獣ホプロムス / Gladiator Beast Hoplomus: its original DEF becomes 2400; tag-out.
define(4253484, _gladiator_stat(0, 300, "DEF becomes 2400", "守備力は２４００になる"),
       tag_out(4253484, "Gladiator Beast Hoplomus", "剣闘獣ホプロムス"), NOTE)

# 剣闘獣ラクエル / Gladiator Beast Laquari: its original ATK becomes 2100; tag-out.
define(78868776, _gladiator_stat(300, 0, "ATK becomes 2100", "攻撃力は２１００になる"),
       tag_out(78868776, "Gladiator Beast Laquari", "剣闘獣ラクエル"), NOTE)


# 剣闘獣ムルミロ / Gladiator Beast Murmillo: summoned by a Gladiator Beast's effect, destroy a targeted face-up monster
# on the field (any one, this card too: alone face-up on the field, the mandatory effect destroys it); tag-out.
define(5975022, Effect(T, destroy_targets, trigger="special_summoned", when=by_gladiator_effect,
                       target=FACE_UP_MONSTER,
                       text_en="special summoned by a Gladiator Beast's effect: destroy the target face-up monster",
                       text_ja="「剣闘獣」の効果で特殊召喚に成功した時、対象の表側表示モンスターを破壊する"),
       tag_out(5975022, "Gladiator Beast Murmillo", "剣闘獣ムルミロ"))

# 剣闘獣ベストロウリィ / Gladiator Beast Bestiari: summoned by a Gladiator Beast's effect, destroy a targeted spell or
# trap card on the field; tag-out.
define(41470137, Effect(T, destroy_targets, trigger="special_summoned", when=by_gladiator_effect, target=SPELL_TRAP,
                        text_en="special summoned by a Gladiator Beast's effect: destroy the target spell or trap card",
                        text_ja="「剣闘獣」の効果で特殊召喚に成功した時、対象の魔法・罠カードを破壊する"),
       tag_out(41470137, "Gladiator Beast Bestiari", "剣闘獣ベストロウリィ"))


# 剣闘獣ダリウス / Gladiator Beast Darius: summoned by a Gladiator Beast's effect, you may special summon a targeted
# 「剣闘獣」 monster from your graveyard with its effects negated (while it stays: it goes when this card goes); once
# this card leaves the field, that monster is shuffled into its owner's deck (no chain link); tag-out. The revival is
# an optional "when" effect: it misses the timing of a summon that is not the last thing to happen.
def _darius(res: Resolution) -> None:
    d, me = res.duel, res.card
    for t in summon_targets(res):
        if me.zone is Zone.MONSTERS and me.oid == res.link.oid:
            negate_while_there(res, t)
            if me.face_up:  # turned face-down in answer, it is a new card for the tie: its leaving sends nothing back
                d.tie(t, me, res.cause, then=Then.TO_DECK)
        else:  # this card has already left: it negates nothing, and the monster goes back at once
            d.to_deck([t], res.cause)


define(25924653, Effect(T, _darius, trigger="special_summoned", when=by_gladiator_effect, mandatory=False, asks=True,
                        needs=room, misses_timing=True,
                        target=revivable(lambda ctx, c: is_gladiator_beast(c),
                                         "a Gladiator Beast monster in your graveyard",
                                         "自分の墓地の「剣闘獣」モンスター"),
                        text_en="special summoned by a Gladiator Beast's effect: special summon the target with its "
                                "effects negated; it returns to the deck when this card leaves the field",
                        text_ja="「剣闘獣」の効果で特殊召喚に成功した時、対象を効果を無効にして特殊召喚する。"
                                "このカードがフィールドから離れた時そのモンスターはデッキに戻る"),
       tag_out(25924653, "Gladiator Beast Darius", "剣闘獣ダリウス"))


# 剣闘獣オクタビウス / Gladiator Beast Octavius: summoned by a Gladiator Beast's effect, destroy a set card in a spell &
# trap zone (chosen as it resolves: the era's text targets nothing); at the end of your battle phase it battled
# in, discard 1 card or return it to the deck (its player's choice; with an empty hand, the return).
def _set_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for p in (d.tp, 1 - d.tp) for i in d.players[p].spells
            if i >= 0 and d.cards[i].pos is Pos.SET]


def _octavius_in(res: Resolution) -> None:
    cands = _set_cards(res)
    if cands:
        res.duel.destroy([res.ask_cards(cands, purpose=DESTROY)], res.cause)


def _octavius_out(res: Resolution) -> None:
    d, me = res.duel, res.card
    here = me.zone is Zone.MONSTERS and me.oid == res.link.oid
    hand = [d.cards[i] for i in d.players[res.player].hand]
    if hand and (not here or res.ask([Option("discard", "discard", label_en="discard 1 card",
                                             label_ja="手札を１枚捨てる"),
                                      Option("return", "return", label_en="return this card to the deck",
                                             label_ja="このカードをデッキに戻す")],
                                     "choice", res.player, "discard 1 card or return this card to the deck?",
                                     "手札を１枚捨てるか、このカードをデッキに戻す？").kind == "discard"):
        d.discard([res.ask_cards(hand, purpose=DISCARD).idx], res.cause)
    elif here:
        d.to_deck([me], res.cause)


define(29590752, Effect(T, _octavius_in, does=Does.SPELLS_TRAPS | Does.SET_ONLY, trigger="special_summoned",
                        when=by_gladiator_effect,
                        asks=True,
                        needs=lambda ctx: bool(_set_cards(ctx)),
                        text_en="special summoned by a Gladiator Beast's effect: destroy a set card in a spell & trap "
                                "zone",
                        text_ja="「剣闘獣」の効果で特殊召喚された時、魔法＆罠カードゾーンのセットカード１枚を破壊"),
       Effect(T, _octavius_out, does=Does.OWN_HAND, trigger="phase", self_trigger=False,
              when=battled_this_phase(own_turn=True),
              asks=True,
              text_en="end of your battle phase it battled in: discard 1 card or return this card to the deck",
              text_ja="戦闘した自分のバトルフェイズの終わりに、手札１枚を捨てるか、自身をデッキに戻す"))

# 剣闘獣ディカエリィ / Gladiator Beast Dimacari: summoned by a Gladiator Beast's effect, it may attack twice in a
# battle phase; tag-out.
define(31247589, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: itself(ctx, c) and summoned_by_gladiator(ctx.duel, c),
                        extra_attacks=1,
                        text_en="special summoned by a Gladiator Beast's effect: it may attack twice a battle phase",
                        text_ja="「剣闘獣」の効果で特殊召喚されていれば、各バトルフェイズに２回攻撃可能"),
       tag_out(31247589, "Gladiator Beast Dimacari", "剣闘獣ディカエリィ"), NOTE)

# 剣闘獣アレクサンデル / Gladiator Beast Alexander: special summoned only by 「剣闘獣ディカエリィ」's effect; special
# summoned (so by a Gladiator Beast), it is unaffected by spell effects while face-up on the field (its text asks
# only that it was special summoned, which a monster turned face-down and up again still was); tag-out.
define(42592719, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: itself(ctx, c) and ctx.duel.summoned_as(c, "special"),
                        unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
                        text_en="special summoned: unaffected by spell effects",
                        text_ja="特殊召喚されたこのカードは魔法の効果を受けない"),
       tag_out(42592719, "Gladiator Beast Alexander", "剣闘獣アレクサンデル"),
       special_by=by_effect_of(31247589))


# 剣闘獣スパルティクス / Gladiator Beast Spartacus: special summoned only by 「剣闘獣ホプロムス」's effect; when it is
# special summoned, add a 「闘器」 equip spell card from your deck to your hand; tag-out.
def _gladiator_gear(c: Card) -> bool:
    return c.data.is_spell and "equip" in c.data.subtypes and name_includes(c, "闘器")


define(79580323, Effect(T, search_op(_gladiator_gear), trigger="special_summoned", asks=True,
                        needs=deck_has(_gladiator_gear),
                        text_en="special summoned: add a Gladiator Beast equip spell card from your deck",
                        text_ja="特殊召喚時、「闘器」装備魔法１枚をデッキから手札へ"),
       tag_out(79580323, "Gladiator Beast Spartacus", "剣闘獣スパルティクス"),
       special_by=by_effect_of(4253484))


def _battled_tagged_in(ctx: Ctx, ev: Event) -> bool:
    """The end of a battle phase this card battled in, it being special summoned by a Gladiator Beast's effect."""
    return battled_this_phase()(ctx, ev) and summoned_by_gladiator(ctx.duel, ctx.card)


# 剣闘獣トラケス / Gladiator Beast Torax: summoned by a Gladiator Beast's effect, at the end of a battle phase it
# battled in you may return it to the deck (the cost) to draw 1.
define(65984457, Effect(T, draw_op(1), trigger="phase", self_trigger=False, mandatory=False, cost=RETURN_SELF,
                        when=_battled_tagged_in,
                        needs=may_draw("self"),
                        text_en="summoned by a Gladiator Beast's effect, end of a battle phase it battled in: return "
                                "it to the deck to draw 1",
                        text_ja="「剣闘獣」の効果で特殊召喚されていれば、戦闘したバトルフェイズの終わりに自身をデッキに戻し"
                                "１枚ドロー"),
       NOTE)

# 剣闘獣セクトル / Gladiator Beast Secutor: summoned by a Gladiator Beast's effect, at the end of a battle phase it
# battled in, special summon 2 「剣闘獣」 monsters but 「剣闘獣セクトル」 from the deck (as many as can be: the reading
# docs/uncertain-rulings.md records).
define(77642288, Effect(T, summon_from_deck(77642288, 2), trigger="phase", self_trigger=False, asks=True,
                        when=_battled_tagged_in,
                        text_en="summoned by a Gladiator Beast's effect, end of a battle phase it battled in: special "
                                "summon 2 Gladiator Beast monsters but Secutor from the deck",
                        text_ja="「剣闘獣」の効果で特殊召喚されていれば、戦闘したバトルフェイズの終わりに、"
                                "「剣闘獣セクトル」でない「剣闘獣」２体をデッキから特殊召喚"),
       NOTE)


# ジャイアント・オーク / Giant Orc, ゴブリン突撃部隊 / Goblin Attack Force, ゴブリンエリート部隊 / Goblin Elite
# Attack Force and ゴブリン暗殺部隊 / Goblin Black Ops (which may also attack directly): once it has attacked, it
# switches to defense position as the battle phase ends (at once, no chain link), and its player cannot change its
# position until the end of their next turn.
def _tired(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is Zone.MONSTERS and c.face_up:
        if c.pos is Pos.ATTACK:
            d.set_position(c, Pos.DEFENSE, res.cause)
        d.restrict(c, "change_position", res.cause, until=Until(turn=d.next_turn_of(res.player)))


TIRED = Effect(Kind.AT_ONCE, _tired, trigger="phase",
               when=lambda ctx, ev: ev.detail == "battle:end" and ctx.card.t_attacked == ctx.duel.turn,
               text_en="it attacked: defense position at the end of the battle phase; no change of position until "
                       "the end of your next turn",
               text_ja="攻撃したらバトルフェイズの終わりに守備表示になり、次の自分ターンの終わりまで表示形式を変えられない")
for _code in (73698349, 78658564, 85306040):
    define(_code, TIRED)
define(66707058, Effect(Kind.CONTINUOUS, affects=itself, direct_attack=True, text_en="may attack directly",
                        text_ja="直接攻撃できる"), TIRED)


# Ｇ・コザッキー / Giant Kozaky: destroyed while no face-up 「コザッキー」 is on the field; when it is destroyed
# face-up, its controller then takes damage equal to its original ATK.
def _kozaky_on_field(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(m.face_up and is_named(m, 99171160) for p in (0, 1) for m in d.monsters_of(p))


define(58185394, Effect(Kind.CONTINUOUS, affects=itself, destroyed_unless=_kozaky_on_field,
                        text_en="destroyed while no face-up Kozaky is on the field",
                        text_ja="表側表示の「コザッキー」がフィールドにいなければ自身を破壊"),
       Effect(T, lambda res: res.duel.damage(res.link.events[0].player, res.card.base.atk or 0, res.cause),
              trigger="destroyed",
              when=lambda ctx, ev: from_the_field(ctx, ev) and not Pos(ev.pos).face_down,
              text_en="destroyed face-up: its controller takes 2500 damage",
              text_ja="表側表示のこのカードが破壊された時、そのコントローラーに元々の攻撃力分のダメージ"))


# グレイヴ・オージャ / Grave Ohja: it cannot be attacked while its controller controls a face-down defense monster;
# each time a monster of its controller is flip summoned (this card itself too: its own event, "either"), 300 damage
# to the opponent.
def _ohja_flip(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "flip" and ev.player == ctx.player and ctx.card.face_up


define(40937767, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: itself(ctx, c) and any(m.pos is Pos.SET
                                                                      for m in ctx.duel.monsters_of(c.ctl)),
                        text_en="cannot be attacked while you control a face-down defense position monster",
                        text_ja="自分の場に裏側守備表示モンスターがいる間、攻撃対象に選択されない"),
       Effect(T, burn_op(300), trigger="summoned", self_trigger="either", when=_ohja_flip,
              text_en="a monster you control (this card too) is flip summoned: 300 damage to the opponent",
              text_ja="自分のモンスター（自身を含む）の反転召喚の度、相手に３００ダメージ"))


# 墓守の従者 / Gravekeeper's Vassal: the battle damage it inflicts is effect damage.
define(99690140, Effect(Kind.CONTINUOUS, affects=itself, battle_damage_as_effect=True,
                        text_en="the battle damage it inflicts is effect damage",
                        text_ja="このカードの戦闘ダメージは効果ダメージ扱い"))


# 墓守の暗殺者 / Gravekeeper's Assailant: as it declares an attack while 「王家の眠る谷－ネクロバレー」 is on the field,
# you may change the battle position of a targeted face-up monster the opponent controls.
def _necrovalley_on(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(d.players[p].field >= 0 and d.cards[d.players[p].field].face_up
               and is_named(d.cards[d.players[p].field], NECROVALLEY) for p in (0, 1))


define(25262697, Effect(T, switch_position, trigger="attack_declared", mandatory=False,
                        when=lambda ctx, ev: _necrovalley_on(ctx),
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="attack declaration with Necrovalley on the field: change the target's position",
                        text_ja="「王家の眠る谷－ネクロバレー」がある場合の攻撃宣言時、対象の表示形式を変更する"))


# 幻影のゴラ亀 / Gora Turtle of Illusion: the effect of an opponent's spell or trap card that targets it face-up on the
# field is negated.
define(42868711, Effect(Kind.CONTINUOUS, affects=itself,
                        ward=Ward(("spell", "trap"),
                                  links=lambda ctx, link: link.player != ctx.player and targets_this(ctx, link)),
                        text_en="an opponent's spell or trap effect that targets it is negated",
                        text_ja="このカードを対象とした相手の魔法・罠カードの効果を無効にする"))


# ジャイアント・レックス / Giant Rex: it cannot attack directly; when it is banished you may special summon it (once a
# turn by the card name); summoned this way (`Duel.summoned_by_itself`), while it stays face-up it gains 200 ATK for
# each Dinosaur its player has banished, counted as it is now (docs/uncertain-rulings.md).
def _rex(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.BANISHED and c.oid == res.link.oid:
        summon(res, c)


def _rex_gain(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    if not d.summoned_by_itself(c):
        return 0
    return 200 * banished(d, c.ctl, "Dinosaur")


define(80280944, Effect(Kind.CONTINUOUS, affects=itself, forbids=("attack_directly",),
                        text_en="it cannot attack directly", text_ja="直接攻撃できない"),
       Effect(T, _rex, trigger="banished", mandatory=False, once_per_name=True, asks=True, needs=room_for_itself,
              text_en="banished: special summon it; it gains 200 ATK for each of your banished Dinosaurs",
              text_ja="除外された場合、このカードを特殊召喚する。除外されている自分の恐竜族の数×２００攻撃力アップ"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=_rex_gain,
              text_en="summoned by its effect: +200 ATK for each of your banished Dinosaurs",
              text_ja="こうして特殊召喚された自身は、自分の除外された恐竜族１体ごとに攻撃力２００アップ"),
       numbering=(1, 2, 2))


# 怨念の魂 業火 / Goka, the Pyre of Malice: special summoned from the hand while you control a FIRE monster; summoned
# so, destroy a targeted FIRE monster you control; tribute another FIRE monster you control (the cost): it gains 500 ATK
# until the end of the turn; in your standby phase, special summon 1 「火の玉トークン」 (Pyro, FIRE, Level 1, 100/100)
# in defense position.
def _fireball(res: Resolution) -> None:
    res.duel.create_token(token_data(23116809, "火の玉トークン"), res.player, Pos.DEFENSE, res.cause)


def _your_fire(ctx: Ctx, c: Card) -> bool:
    return c.face_up and has_attribute(c, "FIRE") and c.ctl == ctx.player


define(23116808,
       Effect(T, destroy_targets, trigger="special_summoned", when=lambda ctx, ev: ev.detail == "procedure",
              target=TargetSpec(side="own", where=_your_fire, allow_self=True, text_en="a FIRE monster you control",
                                text_ja="自分の炎属性モンスター"),
              text_en="summoned by its procedure: destroy the target FIRE monster you control",
              text_ja="この方法で特殊召喚に成功した時、対象の自分の炎属性モンスターを破壊する"),
       Effect(Kind.IGNITION, lambda res: res.duel.boost(res.card, 500, 0, res.cause), condition=face_up_here,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx and has_attribute(m, "FIRE")),
              text_en="tribute another FIRE monster: +500 ATK until the end of the turn",
              text_ja="他の炎属性モンスター１体を生け贄に捧げ、ターン終了時まで攻撃力５００アップ"),
       Effect(T, _fireball, trigger="phase", self_trigger=False, when=phase_of("standby"),
              needs=makes_token_here(23116809, "火の玉トークン"),
              text_en="your standby phase: special summon a Fireball Token in defense position",
              text_ja="自分のスタンバイフェイズ、「火の玉トークン」１体を守備表示で特殊召喚する"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: any(m.face_up and has_attribute(m, "FIRE")
                                                         for m in ctx.duel.monsters_of(ctx.player)),
              text_en="special summon from the hand while you control a FIRE monster",
              text_ja="自分の場に炎属性モンスターがいれば手札から特殊召喚できる"),
       numbering=(2, 3, 4, 1))


# トーチ・ゴーレム / Grinder Golem: special summoned from the hand to the opponent's field, 2 「トーチトークン」 (Fiend,
# DARK, Level 1, 0/0) being special summoned to yours in attack position; its player cannot normal summon or set in
# the turn they summon it this way (so not after one). Neither is a chain link.
def _grinder_tokens(res: Resolution) -> None:
    d = res.duel
    me = res.link.events[0].cause.player
    data = token_data(75732623, "トーチトークン")
    d.create_tokens(data, [Pos.ATTACK] * 2, me, res.cause)
    summoner_no_normal_summon(res)


define(75732622,
       Effect(Kind.PROCEDURE, summon_side="opp",
              condition=lambda ctx: ctx.duel.players[ctx.player].normal_summon_turn != ctx.duel.turn
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
              text_en="special summon onto the opponent's field, special summoning 2 Grinder Tokens onto yours",
              text_ja="自分フィールドに「トーチトークン」２体を攻撃表示で特殊召喚し、相手フィールドに特殊召喚する"),
       # the price and condition of its own summon, no effect of the monster on the field: under 「スキルドレイン」 too
       Effect(Kind.AT_ONCE, _grinder_tokens, trigger="special_summoned", despite_negation=True,
              when=lambda ctx, ev: ev.card == ctx.card.idx and ev.detail == "procedure",
              text_en="summoned this way: 2 Grinder Tokens on your field; you cannot normal summon this turn",
              text_ja="この方法で特殊召喚した時、自分フィールドに「トーチトークン」２体。このターン自分は通常召喚できない"),
       numbering=(1, 1))


# 破壊竜ガンドラ / Gandora the Dragon of Destruction: it cannot be special summoned; pay half your LP (the cost):
# destroy and banish every other card on the field, and it gains 300 ATK for each card destroyed so; in the end phase
# of a turn it was normal or flip summoned, it is sent to the graveyard.
def _gandora(res: Resolution) -> None:
    d, me = res.duel, res.card
    others = [d.cards[i] for p in (d.tp, 1 - d.tp) for i in (*d.players[p].monsters, *d.players[p].spells,
                                                               d.players[p].field) if i >= 0 and i != me.idx]
    gone = d.destroy(others, res.cause, to=Zone.BANISHED)
    if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
        d.boost(me, 300 * len(gone), 0, res.cause, until_end=False)


def _gandora_summoned(ctx: Ctx, ev: Event) -> None:
    # turned face-down, it is a new card that was not summoned this turn (face-up again by 「太陽の書」, it stays)
    mark(ctx.duel, "gandora", ctx.card, ctx.duel.turn, face_up=True)


define(64681432, Effect(Kind.IGNITION, _gandora, does=Does.MONSTERS | Does.SPELLS_TRAPS, cost=Cost(lp_half=True),
                        condition=face_up_here,
                        needs=lambda ctx: any(c.on_field and c.idx != ctx.card.idx for c in ctx.duel.cards),
                        text_en="pay half your LP: destroy and banish every other card on the field; +300 ATK for each",
                        text_ja="ＬＰの半分を払う：フィールドの他のカードを全て破壊・除外し、１枚ごとに攻撃力３００アップ"),
       Effect(T, lambda res: res.duel.send_to_grave([res.card.idx], res.cause)
              if res.card.zone is Zone.MONSTERS and res.card.oid == res.link.oid else None,
              trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn in marked(ctx.duel, "gandora", ctx.card),
              text_en="end phase of the turn it was normal or flip summoned: send it to the graveyard",
              text_ja="召喚・反転召喚されたターンのエンドフェイズに自身を墓地へ"),
       remember("summoned", _gandora_summoned),
       special_by=never)


# グリード・クエーサー / Greed Quasar: its original ATK and DEF are its Level x 300; while it is on the field its Level
# rises by the original Level of each monster it destroys by battle. The gains are kept for the card face-up since
# then (its stamp): turned face-down and face-up again it is a new card that has destroyed nothing.
def _quasar_key(d: Duel, me: Card) -> str:
    return f"quasar:{d.stamp_of(me)[0]}"


def _quasar_watch(ctx: Ctx, ev: Event) -> None:
    d, me = ctx.duel, ctx.card
    att = d.attack
    if ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and att is not None and ev.card != me.idx\
            and me.idx in (att[0], att[2]) and ev.card in (att[0], att[2]) and me.face_up:
        # one note per object destroyed (its object id beside the Level): the same card destroyed again after a
        # revival is another monster and counts again
        mark(d, _quasar_key(d, me), me, 1000 * ev.oid + (d.cards[ev.card].base.level or 0))


def _quasar_levels(ctx: Ctx | Duel, c: Card) -> int:
    d = ctx if not isinstance(ctx, Ctx) else ctx.duel
    return sum(v % 1000 for v in marked(d, _quasar_key(d, c), c))


define(50263751, Effect(Kind.CONTINUOUS, affects=itself, level=lambda ctx, c: _quasar_levels(ctx, c),
                        atk=lambda ctx, c: 300 * ctx.duel.level(c), defense=lambda ctx, c: 300 * ctx.duel.level(c),
                        original_value=True,
                        text_en="original ATK/DEF: its Level x 300; its Level rises by the Levels of the monsters it "
                                "destroys by battle",
                        text_ja="元々の攻撃力・守備力＝レベル×３００。戦闘破壊したモンスターの元々のレベルだけレベルアップ"),
       observer(_quasar_watch))


# 偉大魔獣 ガーゼット / Great Maju Garzett: its ATK is twice the original ATK of the monster tributed for its tribute
# summon. Its text does not make that its original ATK, which stays the printed 0 (R004-032; 「収縮」 changes nothing).
# Turned face-down and face-up again, a new card, it has that 0 (`summon_marked`, as 「合成魔獣 ガーゼット」).
def _garzett_tribute(ctx: Ctx, ev: Event) -> None:
    for t in tributes_of(ctx, ev)[:1]:
        mark(ctx.duel, "garzett", ctx.card, 2 * (t.base.atk or 0))


define(47942531, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: sum(summon_marked(ctx.duel, "garzett", c)),
                        becomes=True,
                        text_en="its ATK is twice the original ATK of the monster tributed for its tribute summon",
                        text_ja="攻撃力は、生け贄召喚で生け贄にしたモンスター１体の元々の攻撃力の２倍"),
       remember("summoned", _garzett_tribute))


# 鉄の騎士 ギア・フリード / Gearfried the Iron Knight: when an equip card is equipped to it, that equip card is
# destroyed.
def _unequip(res: Resolution) -> None:
    ev = res.link.events[0]
    e = res.duel.cards[ev.card]
    if e.zone is Zone.SPELLS and e.equipped_to == res.card.idx:
        res.duel.destroy([e], res.cause)


define(423705, Effect(T, _unequip, does=Does.SPELLS_TRAPS, trigger="equipped", self_trigger=False,
                      when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
                      text_en="an equip card is equipped to it: destroy that equip card",
                      text_ja="このカードに装備カードが装備された時、その装備カードを破壊する"))


# ジャイアントマミー / Giant Axe Mummy: once a turn it may turn itself face-down; a monster that attacks it while it is
# face-down and has less ATK than its DEF is destroyed (at the end of the damage step). ATK and DEF are compared
# at damage calculation (values raised then only count: 「下克上の首飾り」).
def _mummy_attacked(ctx: Ctx, ev: Event) -> None:
    if ev.pos == int(Pos.SET):
        mark(ctx.duel, "axe_mummy", ctx.card, 10_000 * ctx.duel.turn + ev.amount)


def _mummy_compared(ctx: Ctx, ev: Event) -> bool:
    """Right after damage calculation (still "during" it): note that the attacker of the face-down mummy had less
    ATK than its DEF; nothing is activated here."""
    d, c = ctx.duel, ctx.card
    key = 10_000 * d.turn + ev.card
    if ev.amount == c.idx and key in marked(d, "axe_mummy", c) and d.atk(d.cards[ev.card]) < d.defense(c):
        mark(d, "axe_mummy_weaker", c, key)
    return False


def _mummy_when(ctx: Ctx, ev: Event) -> bool:
    d, c = ctx.duel, ctx.card
    a = d.cards[ev.card]
    return (ev.amount == c.idx and c.zone is Zone.MONSTERS and a.zone is Zone.MONSTERS
            and 10_000 * d.turn + ev.card in marked(d, "axe_mummy_weaker", c))


define(78266168, FACE_DOWN_SELF,
       Effect(T, destroy_the_attacker, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
              self_trigger=False, when=_mummy_when,
              text_en="attacked face-down by a monster with less ATK than its DEF: that monster is destroyed",
              text_ja="裏側守備表示の自身を攻撃したモンスターの攻撃力が自身の守備力未満なら、それを破壊"),
       remember("attacked", _mummy_attacked),
       Effect(T, never_activated, note=True, trigger="damage_calculated", self_trigger=False, when=_mummy_compared,
              text_en="(remembered for a later effect)", text_ja="（後の効果のために覚えておく）"),
       numbering=(1, 2, 2, 2))


# グレイヴ・キーパー / Grave Protector: while it is face-up on the field, a monster destroyed by battle goes to its
# owner's deck instead of the graveyard (a fusion monster to the fusion deck), and the deck is shuffled. Not the card
# itself: as it leaves the field it is no longer face-up there, so it goes to the graveyard (as 「光の追放者」 does),
# while a monster destroyed in the same battle still goes to the deck. Only where the monster goes: offered after
# (`replaces_last`) what saves it from the destruction, and not for an equip card destroyed in its place (a union).
def _battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.GRAVE)\
        and ev.src == int(Zone.MONSTERS) and ev.card != ctx.card.idx


define(11448373, Effect(Kind.REPLACEMENT, when=_battle_to_grave, instead=to_deck_instead, replaces_last=True,
                        text_en="monsters destroyed by battle go to the deck instead of the graveyard",
                        text_ja="戦闘破壊されたモンスターは墓地の代わりに持ち主のデッキへ戻る"),
       Effect(Kind.AT_ONCE, lambda res: res.duel.shuffle_deck(res.duel.cards[res.link.events[0].card].owner),
              trigger="destroyed", when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.DECK),
              text_en="then the deck is shuffled", text_ja="その後デッキをシャッフルする"),
       numbering=(1, 1))


# ジャイロイド / Gyroid: once a turn it is not destroyed by battle (damage is calculated as usual). The turn is noted
# on the card object while it stays face-up: one that left the field and came back, or was turned face-down, is a new
# card, spared once more that turn (as once-a-turn effects are used again: `Duel._forget_uses`).
def _gyroid_saved(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "destroyed" and ev.card == ctx.card.idx and ev.cause.reason is Reason.BATTLE\
        and ctx.duel.turn not in marked(ctx.duel, "gyroid", ctx.card)


def _gyroid_spared(ctx: Ctx, ev: Event) -> None:
    mark(ctx.duel, "gyroid", ctx.card, ctx.duel.turn, face_up=True)


_SURVIVES_BATTLE_ONCE = Effect(Kind.REPLACEMENT, when=_gyroid_saved, instead=nothing_instead,
                               noting=_gyroid_spared,
                               text_en="once a turn it is not destroyed by battle",
                               text_ja="戦闘による破壊を各ターン１度だけ防ぐ")
define(18325492, _SURVIVES_BATTLE_ONCE)


# ギルフォード・ザ・レジェンド / Gilford the Legend: it cannot be special summoned; when it is normal summoned, you may
# take equip spells from your graveyard and equip them, as many as can be, to your face-up Warriors (you choose
# which goes to which, among the Warriors each may equip).
def _gilford_warrior(d: Duel, p: int, m: Card) -> bool:
    return m.zone is Zone.MONSTERS and m.ctl == p and m.face_up and d.race(m) == "Warrior"


def _gilford_pairs(ctx: Ctx) -> list[tuple[Card, list[Card]]]:
    d = ctx.duel
    warriors = [m for m in d.monsters_of(ctx.player) if _gilford_warrior(d, ctx.player, m)]
    return [(e, fits) for e in equip_spells_in_grave(ctx) if (fits := [m for m in warriors if equip_fits(ctx, e, m)])]


def _gilford_refusal(ctx: Ctx, e: Card, m: Card) -> str:
    """Why `m` is none of the monsters the equip spell `e` is equipped to: not one of your face-up Warriors (the
    effect's words), or one `e` does not fit (`equip_fit_refusal`)."""
    if not _gilford_warrior(ctx.duel, ctx.player, m):
        return quoting(NOT_CHOSEN, ctx.effect.text_en, ctx.effect.text_ja)
    return equip_fit_refusal(ctx, e, m, ctx.player)


def _gilford_can_equip(ctx: Ctx) -> bool:
    """Something to equip, and a free spell & trap zone to put it in: with none, it could equip nothing."""
    return ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0 and bool(_gilford_pairs(ctx))


def _gilford(res: Resolution) -> None:
    d = res.duel
    cx = ctx_of(res)
    while pairs := _gilford_pairs(cx):
        if d.free_slots(res.player, Zone.SPELLS) == 0:
            return
        e = res.ask_cards([p[0] for p in pairs], purpose=EQUIP)
        fits = next(f for c, f in pairs if c is e)
        d.equip(e, res.ask_cards(fits, why=partial(_gilford_refusal, cx, e), purpose=EQUIP_TO.monster), res.cause,
                player=res.player)


define(69933858, Effect(T, _gilford, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal", mandatory=False,
                        asks=True, misses_timing=True, needs=_gilford_can_equip,
                        text_en="normal summoned: equip as many equip spells from your graveyard as possible to your "
                                "face-up Warriors",
                        text_ja="召喚時、自分の墓地の装備魔法をできるだけ多く、自分の表側表示の戦士族に装備"),
       special_by=never)


# 伝説の賭博師 / Gambler of Legend: once a turn in your main phase, toss a coin 3 times: 3 heads, destroy every monster
# the opponent controls; 2, the opponent discards 1 card at random; 1, destroy 1 card you control (chosen as it
# resolves); none, discard your whole hand.
def _gamble(res: Resolution) -> None:
    d = res.duel
    heads = tosses(res, 3)
    if heads == 3:
        d.destroy(d.monsters_of(res.opponent), res.cause)
    elif heads == 2:
        discard_random(res, res.opponent, 1)
    elif heads == 1:
        mine = [d.cards[i] for i in (*d.players[res.player].monsters, *d.players[res.player].spells,
                                     d.players[res.player].field) if i >= 0]
        if mine:
            d.destroy([res.ask_cards(mine, purpose=DESTROY)], res.cause)
    elif d.players[res.player].hand:
        d.discard(list(d.players[res.player].hand), res.cause)


define(2196767, Effect(Kind.IGNITION, _gamble, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPP_HAND | Does.OWN_HAND,
                       once_per_turn=True,
                       condition=face_up_here, asks=True,
                       text_en="toss 3 coins: 3 heads destroy the opponent's monsters; 2, they discard 1 at random; 1, "
                               "destroy 1 card you control; 0, discard your hand",
                       text_ja="コイントスを３回行う：３回表で相手モンスターを全て破壊、２回で相手の手札をランダムに１枚捨てる、"
                               "１回で自分のカード１枚を破壊、０回で自分の手札を全て捨てる"))


# 爆炎集合体 ガイヤ・ソウル / Gaia Soul the Combustible Collective: tribute up to 2 Pyro monsters you control (the
# cost; once a turn): it gains 1000 ATK for each; it deals piercing battle damage; in each end phase it is destroyed.
def _pyro(ctx: Ctx, m: Card) -> bool:
    return m.idx != ctx.card.idx and ctx.duel.race(m) == "Pyro"


# its two ways share one use a turn: both are effect 1 of its text (`numbering`)
define(51355346, *(Effect(Kind.IGNITION, grow(1000 * n), condition=face_up_here, once_per_turn=True,
                          cost=Cost(tribute=n, tribute_filter=_pyro),
                          text_en=f"tribute {n} Pyro monster{'s' if n > 1 else ''}: +{1000 * n} ATK",
                          text_ja=f"炎族モンスター{n}体を生け贄に捧げ、攻撃力{1000 * n}アップ")
                   for n in (2, 1)),
       PIERCING,
       Effect(T, destroy_itself, trigger="phase", self_trigger=False, when=lambda ctx, ev: ev.detail == "end",
              text_en="end phase: destroy this card", text_ja="エンドフェイズ時にこのカードを破壊する"),
       numbering=(1, 1, 2, 3))


# 六武衆の師範 / Grandmaster of the Six Samurai: its controller can control only one face-up 「六武衆の師範」 (another
# is neither normal, flip nor special summoned onto the field of a player who has one face-up, whoever owns it, and
# one that turns up there otherwise is destroyed); special summoned from the hand while you control a 「六武衆」
# monster; destroyed by the opponent's effect (to the graveyard or, the era's text naming none, banished instead),
# add a targeted 「六武衆」 monster from your graveyard to your hand: itself among them (a 「六武衆」 monster in the
# graveyard as the effect is activated).
GRANDMASTER = 83039729
_GRANDMASTER_ONLY, _GRANDMASTER_SUMMON_IF, _GRANDMASTER_SPECIAL_BY = only_one(
    GRANDMASTER, "you can control only one face-up Grandmaster of the Six Samurai",
    "自分の場に表側表示で置けるのは１体まで")


define(GRANDMASTER,
       _GRANDMASTER_ONLY,
       Effect(Kind.PROCEDURE, condition=lambda ctx: any(name_includes(m, "六武衆") and m.face_up
                                                         for m in ctx.duel.monsters_of(ctx.player))
              and not face_up_of(ctx.duel, ctx.player, GRANDMASTER, ctx.card),
              text_en="special summon from the hand while you control a Six Samurai monster",
              text_ja="自分の場に「六武衆」モンスターがいれば手札から特殊召喚できる"),
       Effect(T, targets_to_hand, trigger="destroyed", when=destroyed_by_opponents_effect,
              target=TargetSpec(zone=Zone.GRAVE, side="own", allow_self=True,
                                where=lambda ctx, c: c.data.is_monster and name_includes(c, "六武衆"),
                                text_en="a Six Samurai monster in your graveyard",
                                text_ja="自分の墓地の「六武衆」モンスター"),
              text_en="destroyed by the opponent's effect: add the target to your hand",
              text_ja="相手の効果で破壊された時、対象の「六武衆」モンスターを手札に加える"),
       summon_if=_GRANDMASTER_SUMMON_IF, special_by=_GRANDMASTER_SPECIAL_BY)


# The Guardians: each can be normal summoned, flip summoned or special summoned only while its player controls its
# face-up equip spell (setting it stays allowed). ガーディアン・ケースト / Guardian Kay'est
# (「静寂のロッド－ケースト」): unaffected by spell effects, it cannot be attacked, but does not keep the opponent from
# attacking directly. ガーディアン・シール / Guardian Ceal (「流星の弓－シール」): send an equip card equipped to it to
# the graveyard (the cost): destroy a targeted monster the opponent controls. ガーディアン・グラール / Guardian Grarl
# (「重力の斧－グラール」): special summoned from the hand while it is the only card there. ガーディアン・バオウ /
# Guardian Baou (「破邪の大剣－バオウ」): +1000 ATK once an opponent's monster it destroys by battle is in the
# graveyard; the effects of the monsters it destroys by battle are negated. ガーディアン・エルマ / Guardian Elma
# (「蝶の短剣－エルマ」): when it is normal or special summoned, you may equip it with a targeted equip spell from your
# graveyard that may equip it.
# A special summon reads the field the monster goes to (the opponent's for 「ミス・リバイブ」), not its owner's.
def _with_equip(spell: int) -> Callable[[Duel, int], bool]:
    def check(d: Duel, player: int) -> bool:
        return any(d.cards[i].face_up and is_named(d.cards[i], spell) for i in d.players[player].spells if i >= 0)
    return check


def _guardian(passcode: int, spell: int, *effects: Effect, numbering: tuple[int, ...] = ()) -> None:
    ok = _with_equip(spell)
    define(passcode, *effects, summon_if=lambda d, c, gone: ok(d, c.ctl),
           special_by=lambda d, c, cause, kind, to: ok(d, to), numbering=numbering)


_guardian(9633505, 95515060,
          Effect(Kind.CONTINUOUS, affects=itself, forbids=("be_attacked", "guard"),
                 unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
                 text_en="unaffected by spell effects; cannot be attacked, yet the opponent may attack directly",
                 text_ja="魔法の効果を受けない。攻撃対象にされないが、相手の直接攻撃は防げない"))
_guardian(10755153, 95638658,
          Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, target=OPP_MONSTER,
                 # any equip card: a trap or monster treated as one too (R004-125)
                 cost=Cost(field_send=1, field_filter=lambda ctx, c: is_equip_card(c)
                           and c.equipped_to == ctx.card.idx),
                 text_en="send an equip card equipped to it to the graveyard: destroy the target monster",
                 text_ja="自身の装備カードを墓地へ送って、対象の相手モンスターを破壊"))
_guardian(47150851, 32022366,
          Effect(Kind.PROCEDURE, condition=lambda ctx: list(ctx.duel.players[ctx.player].hand) == [ctx.card.idx]
                 and _with_equip(32022366)(ctx.duel, ctx.player),
                 text_en="special summon from the hand while it is the only card there",
                 text_ja="手札がこのカード１枚のみの場合、手札から特殊召喚できる"))
_guardian(73544866, 68427465,
          Effect(T, grow(1000), trigger="destroyed", self_trigger=False, when=battle_destroyed,
                 text_en="an opponent's monster it destroyed by battle goes to the graveyard: +1000 ATK",
                 text_ja="戦闘破壊した相手モンスターが墓地へ行った時、攻撃力１０００アップ"),
          SILENCES)


def _elma(res: Resolution) -> None:
    me = res.card
    for e in res.targets():
        if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
            res.duel.equip(e, me, res.cause, player=res.player)


_guardian(74367458, 69243953,
          *(Effect(T, _elma, trigger=k, mandatory=False, when=lambda ctx, ev: ev.detail != "flip", misses_timing=True,
                   needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
                   target=TargetSpec(zone=Zone.GRAVE, side="own",
                                     where=lambda ctx, c: c.data.is_spell and "equip" in c.data.subtypes
                                     and equip_fits(ctx, c, ctx.card),
                                     text_en="an equip spell in your graveyard that may equip it",
                                     text_ja="このカードに装備できる自分の墓地の装備魔法カード"),
                   text_en="summoned: equip it with the target equip spell",
                   text_ja="召喚・特殊召喚に成功した時、対象の装備魔法カードをこのカードに装備する")
            for k in ("summoned", "special_summoned")),
          numbering=(1, 1))


# 大神官デ・ザード / Great Dezard: once it has destroyed a monster by battle, the activation of a spell or trap card
# that targets it face-up on the field is negated and that card destroyed: a forced quick effect, a chain link of its
# own, as 「不死王リッチー」's effect in the same words; once it has destroyed two, you may tribute it (the cost) to
# special summon 「不死王リッチー」 from your hand or deck. The wins are the card object's, forgotten as it turns
# face-down (a new card that has won none, as one that left the field and came back).
def _dezard_watch(ctx: Ctx, ev: Event) -> None:
    d, me = ctx.duel, ctx.card
    att = d.attack
    if ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and att is not None and ev.card != me.idx\
            and me.idx in (att[0], att[2]) and ev.card in (att[0], att[2]):
        mark(d, "dezard", me, ev.card, read_by_effects=True, face_up=True)


def _dezard_wins(ctx: Ctx, c: Card) -> int:
    return len(marked(ctx.duel, "dezard", c))


_FIRST_WIN = Worded(lambda ctx: _dezard_wins(ctx, ctx.card) >= 1,
                    "it is activated only once this card has destroyed a monster by battle",
                    "このカードが戦闘でモンスターを破壊した後にしか発動できない")
_richie_room, _richie = summon_named_from(39711336, Zone.HAND, Zone.DECK)
define(88989706,
       Effect(Kind.QUICK, negate_and_destroy, condition=both(SPELL_TRAP_AT_ME, _FIRST_WIN), forced=True,
              text_en="(one win) a spell or trap card activated targeting it: negate the activation and destroy it",
              text_ja="１回目：このカードを対象にした魔法・罠の発動を無効にして破壊"),
       Effect(Kind.IGNITION, _richie, cost=TRIBUTE_SELF, asks=True,
              condition=lambda ctx: face_up_here(ctx) and _dezard_wins(ctx, ctx.card) >= 2,
              needs=_richie_room,  # not activated, its cost paid, while Richie cannot be summoned
              text_en="(two wins) tribute this card: special summon Fushioh Richie from your hand or deck",
              text_ja="２回目：自身を生け贄に捧げて「不死王リッチー」を手札かデッキから特殊召喚"),
       observer(_dezard_watch))


# グラヴィティ・ベヒモス / Gravity Behemoth: while there is no card on the field, it may be normal summoned without
# tributes (not set so; not in the duel's first turn); instead of attacking, it may destroy the field spell cards on
# the field (not once it has attacked; it cannot attack in a turn it did).
def _field_empty(d: Duel, c: Card) -> bool:
    return d.turn > 1 and not any(x.on_field for x in d.cards)


def _field_spells(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[d.players[p].field] for p in (d.tp, 1 - d.tp) if d.players[p].field >= 0]


def _crush_fields(res: Resolution) -> None:
    res.duel.destroy(_field_spells(res), res.cause)


define(56931015,
       Effect(Kind.IGNITION, _crush_fields, does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY, once_per_turn=True,
              condition=lambda ctx: face_up_here(ctx) and ctx.card.t_attacked != ctx.duel.turn,
              needs=lambda ctx: bool(_field_spells(ctx)),
              text_en="instead of attacking: destroy the field spell cards on the field",
              text_ja="攻撃せずに、フィールドのフィールド魔法を破壊する"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=lambda ctx, c: itself(ctx, c)
              and ctx.duel.used_this_turn(c, 1),
              text_en="it cannot attack in the turn it destroyed field spells",
              text_ja="その効果を使用したターン攻撃できない"),
       fewer_tributes=0, fewer_face_up=True, fewer_when=_field_empty, numbering=(1, 1))


# ギルフォード・ザ・ライトニング / Gilford the Lightning: it may be tribute summoned face-up with 3 tributes (not set
# so); when it is tribute summoned that way, destroy every monster the opponent controls (not when LP paid for them
# under 「死皇帝の陵墓」 tributed no monster).
define(36354007, Effect(T, destroy_opponents_monsters, does=Does.MONSTERS | Does.OPPONENTS, trigger="summoned",
                        when=summoned_by_way_tributing("fewer_tributes"),
                        text_en="tribute summoned with 3 tributes: destroy every monster the opponent controls",
                        text_ja="３体を生け贄にして召喚された時、相手の場のモンスターを全て破壊"),
       fewer_tributes=3, fewer_face_up=True)


# グレート・スピリット / Great Spirit: once a turn it may turn itself face-down; when it is flip summoned, you may swap
# a targeted face-up EARTH monster's original ATK and DEF with each other until the end phase: its original values
# themselves change (「収縮」 then halves the new original ATK), as with 「右手に盾を左手に剣を」; "?" values stay.
def _swap(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        oa, od = original_atk(d, t), original_def(d, t)
        if oa is not None and od is not None:
            d.set_stat(t, True, od, res.cause, original=True)
            d.set_stat(t, False, oa, res.cause, original=True)


define(92736188, FACE_DOWN_SELF,
       Effect(T, _swap, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip", mandatory=False,
              target=TargetSpec(face="up", allow_self=True, where=lambda ctx, c: has_attribute(c, "EARTH"),
                                text_en="a face-up EARTH monster", text_ja="表側表示の地属性モンスター"),
              text_en="flip summoned: swap the target's original ATK and DEF until the end phase",
              text_ja="反転召喚に成功した時、対象の地属性モンスターの元々の攻撃力と守備力をエンドフェイズ時まで入れ替える"))


# デュアル・サモナー / Gemini Summoner: once, in the opponent's end phase, pay 500 LP: normal summon face-up a gemini
# monster from your hand (its tributes chosen as it resolves), or normal summon a second time a face-up gemini monster
# you control that has not gained its effects (`effect_summons.summonable_again`); once a turn it is not destroyed by
# battle (as Gyroid).
def _is_gemini(c: Card) -> bool:
    return "gemini" in c.data.subtypes


define(19041767,
       Effect(Kind.QUICK, lambda res: summon_one_from_hand(res, _is_gemini, may_set=False, again=True),
              once_per_turn=True, cost=Cost(lp=500), asks=True,
              condition=lambda ctx: face_up_here(ctx) and ctx.duel.tp != ctx.player and ctx.duel.phase == "end",
              needs=lambda ctx: bool(summon_choices(ctx, _is_gemini, may_set=False, again=True)),
              text_en="in the opponent's end phase, pay 500 LP: normal summon a gemini monster from your hand, or a "
                      "face-up one you control a second time",
              text_ja="相手のエンドフェイズ、５００ＬＰを払う：デュアルモンスター１体（手札か自分の場の表側表示）"
                      "を通常召喚"),
       _SURVIVES_BATTLE_ONCE)


# 強欲ゴブリン / Goblin of Greed: while it is face-up on the field, neither player can activate an effect whose cost
# discards cards of the hand.
define(425934, Effect(Kind.CONTINUOUS, locks_activations=discard_costs,
                      text_en="neither player can activate an effect by discarding cards",
                      text_ja="お互いに手札を捨てて発動する効果を発動できない"))


# グレート・モス / Great Moth: it cannot be normal summoned; it is special summoned from the hand by tributing a
# 「プチモス」 you control that has worn 「進化の繭」 for 4 or more of your turns.
define(14141448, moth_procedure(4))


# 大将軍 紫炎 / Great Shogun Shien: special summoned from the hand while you control 2 or more face-up 「六武衆」
# monsters; while it is face-up on the field, the opponent can activate only 1 spell or trap card a turn (one
# activated earlier in the turn counts); the 「六武衆」 destruction substitute (any face-up 「六武衆」: it is none).
define(63176202,
       Effect(Kind.CONTINUOUS, locks_activations=opponent(second_spell_or_trap),
              text_en="the opponent can activate only 1 spell or trap card a turn",
              text_ja="相手が発動できる魔法・罠は各ターン１枚まで"),
       SUBSTITUTE,
       Effect(Kind.PROCEDURE, condition=lambda ctx: len(face_up_samurai(ctx)) >= 2,
              text_en="with at least 2 face-up Six Samurai monsters of yours: special summon from the hand",
              text_ja="自分フィールド上に「六武衆」が２体以上いる場合、手札から特殊召喚する"))


# ガード・マンティス / Guard Mantis (first printed in 2023: its only OCG text): pay 1000 LP to special summon it from
# the hand in defense position, and while that monster is face-up in the monster zone you can special summon only
# Insect monsters; in the opponent's turn, change the battle position of a targeted Insect monster you control
# (each effect of cards of its name once a turn).
def _guard_mantis(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.zone is not Zone.HAND or not d.free_slots(res.player, Zone.MONSTERS):
        return
    d.special_summon(c, res.player, Pos.DEFENSE, res.cause)
    if not c.on_field:
        return
    me, ref, since = res.player, (c.idx, c.oid), d.stamp_of(c)

    # only while it stays face-up from now: turned face-down and face-up again, it is no longer the monster this
    # effect special summoned
    def insects_only(ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
        m = ctx.duel.cards[ref[0]]
        return (player == me and how == "special_summon" and monster.race != "Insect" and m.oid == ref[1]
                and m.face_up and ctx.duel.stamp_of(m) == since)

    d.linger(c, me, Effect(Kind.CONTINUOUS, locks_summons=insects_only,
                           text_en="while it is face-up, you can special summon only Insect monsters",
                           text_ja="表側表示の間、自分は昆虫族以外のモンスターを特殊召喚できない"),
             res.cause, turns=None, while_there=c)


define(53754104,
       Effect(Kind.IGNITION, _guard_mantis, from_zone=Zone.HAND, cost=Cost(lp=1000), once_per_name=True,
              needs=room_for_itself,
              text_en="pay 1000 LP: special summon this card from the hand in defense position (then you can special "
                      "summon only Insects while it is face-up)",
              text_ja="１０００ＬＰを払って手札から守備表示で特殊召喚（表側表示の間、自分は昆虫族以外を"
                      "特殊召喚できない）"),
       Effect(Kind.QUICK, switch_position, once_per_name=True,
              condition=lambda ctx: face_up_here(ctx) and ctx.duel.tp != ctx.player,
              target=TargetSpec(side="own", where=lambda ctx, c: c.face_up and ctx.duel.race(c) == "Insect",
                                allow_self=True, text_en="an Insect monster you control",
                                text_ja="自分フィールドの昆虫族モンスター"),
              text_en="in the opponent's turn: change the battle position of a targeted Insect monster you control",
              text_ja="相手のターン中、自分の場の昆虫族モンスター１体の表示形式を変える"))
