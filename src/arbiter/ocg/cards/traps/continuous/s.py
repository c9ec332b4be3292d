"""The continuous trap cards whose English name begins with S."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import (
    as_it_battled,
    bare_activation,
    can_special_summon,
    ctx_of,
    destroy_itself,
    destroy_targets,
    own_standby,
    room,
    takeable,
    to_grave,
    token_data,
)
from arbiter.ocg.cards.shared.binding import GONE_WITH_IT, LOCK, bind_targets, bound_left, is_bound
from arbiter.ocg.cards.shared.card_kinds import race_as_it_left
from arbiter.ocg.cards.shared.chain import imprisoning_mirror
from arbiter.ocg.cards.shared.events import drew, monster_back_to_hand, owners_damaged, together
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import alive, ask_up_to
from arbiter.ocg.cards.shared.revival import normal_in_grave
from arbiter.ocg.cards.shared.six_samurai import face_up_samurai, is_six_samurai
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.cards.shared.trap_monsters import self_as_monster, trap_monster
from arbiter.ocg.cards.shared.turn_counts import count_standbys_since_activation, counting_here, standbys_counted
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import RETURN_TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, open_unless
from arbiter.ocg.names import name_includes, names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER

# 神の恵み / Solemn Wishes (continuous trap): each time its controller draws, they gain 500 LP; one draw
# effect is one draw however many cards it draws (R004-068, R004-071).
define(35346968, bare_activation(),
       Effect(T, gain_op(500), trigger="drew", when=drew("self"), self_trigger=False,
              text_en="you drew: gain 500 LP", text_ja="自分がドローした時、５００ライフポイント回復する"))


# スピリットの誘い / Spirit's Invitation (continuous trap): in each of your standby phases pay 500 LP or
# destroy it. When a spirit monster face-up on the field (not a face-down one) returns to your hand, the
# opponent chooses 1 monster they control and returns it to its owner's hand.
def _spirit_home(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return (monster_back_to_hand(ctx, ev) and not Pos(ev.pos).face_down and c.owner == ctx.player
            and "spirit" in c.data.subtypes)


def _invitation(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if theirs:
        d.to_hand([res.ask_cards(theirs, player=res.opponent, purpose=RETURN_TO_HAND.monster)], res.cause)


define(92394653, bare_activation(),
       maintenance(500),
       Effect(T, _invitation, does=Does.MONSTERS | Does.OPPONENTS, trigger="to_hand", self_trigger=False,
              when=_spirit_home, asks=True,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="a spirit returned to your hand: the opponent returns 1 of their monsters to the hand",
              text_ja="スピリットが手札に戻った時、相手は自身のモンスターを１体選び、持ち主の手札へ戻す"))


# 大地震 / Seismic Shockwave (continuous trap): activated when a face-up Dinosaur you control is destroyed and
# sent to the graveyard. You designate 3 of the opponent's spell & trap zones that hold no card (all of them
# where fewer are empty); they cannot be used while this card stays on the field (its continuous effect: not while
# its effects are negated). In your 3rd standby phase
# after its activation it destroys itself, and then you may return a Dinosaur from your graveyard to your hand. The
# standby phases that begin are counted, not turns (R004-132): one skipped (「ソロモンの律法書」) does not count.
def _dinosaur_destroyed(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.player == ctx.player and e.src == int(Zone.MONSTERS)
               and e.dst == int(Zone.GRAVE) and not Pos(e.pos).face_down
               and race_as_it_left(d, d.cards[e.card]) == "Dinosaur"
               for e in ctx.events if e.card >= 0)


def _seismic(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not alive(res) or not me.on_field:
        return
    opp = res.opponent
    for _ in range(3):
        off = d.blocked_slots(opp, Zone.SPELLS)
        empty = [s for s, i in enumerate(d.players[opp].spells) if i < 0 and s not in off]
        if not empty:
            break
        o = res.ask([Option(f"zone:{s + 1}", "zone", arg=s, label_en=f"zone {s + 1}", label_ja=f"ゾーン{s + 1}")
                     for s in empty], "zone", -1, "designate an opponent's spell & trap zone",
                    "相手の魔法＆罠カードゾーンを指定する")
        d.block_zone(opp, Zone.SPELLS, o.arg, me, live=True)


def _seismic_due(ctx: Ctx, ev: Event) -> bool:
    c = counting_here(ctx)
    return c is not None and standbys_counted(ctx, ev, c) == 3


def _seismic_ends(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not alive(res) or not me.on_field or not d.destroy([me], res.cause):
        return
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    dinosaurs = takeable(ctx_of(res), lambda c: c.data.is_monster and c.data.race == "Dinosaur", Zone.HAND, "to_hand")
    d.to_hand(ask_up_to(res, dinosaurs, 1), res.cause)


define(79569173,
       Effect(A, _seismic, asks=True, responds_to=("destroyed",), condition=_dinosaur_destroyed,
              text_en="designate 3 of the opponent's empty spell & trap zones: they cannot be used",
              text_ja="相手の空いている魔法＆罠カードゾーンを３カ所指定する。そのゾーンは使用できない"),
       Effect(T, _seismic_ends, trigger="phase", self_trigger=False, when=_seismic_due, asks=True,
              text_en="destroyed in your 3rd standby phase: you may return a Dinosaur from your graveyard to your hand",
              text_ja="自分の３回目のスタンバイフェイズに破壊される。その時、墓地の恐竜族を１体手札に戻せる"),
       *count_standbys_since_activation())

# 蘇りし魂 / Soul Resurrection and 正統なる血統 / Birthright (continuous traps): target a normal monster in your
# graveyard; special summon it (in defense / attack position). The two are tied: the monster is destroyed when
# this card leaves the field; this card is destroyed when the monster is destroyed (Soul Resurrection) / leaves
# the field (Birthright).
define(92924317, normal_in_grave(Pos.DEFENSE, "destroyed"))

C = Kind.CONTINUOUS

# 機動砦 ストロング・ホールド / Stronghold the Moving Fortress (continuous trap): it becomes an effect
# monster (Machine, EARTH, level 4, 0/2000), special summoned in defense position; while you control
# face-up 「グリーン・ガジェット」, 「レッド・ガジェット」 and 「イエロー・ガジェット」 it gains 3000 ATK.
GADGETS = (41172955, 86445415, 13839120)


def _gadgets(ctx: Ctx, c: Card) -> int:
    have = {n for m in ctx.duel.monsters_of(ctx.card.ctl) if m.face_up for n in names_of(m)}
    return 3000 if all(g in have for g in GADGETS) else 0


define(13955608, trap_monster("Machine", "EARTH", 4, 0, 2000, True, Pos.DEFENSE,
                              text_en="this card is special summoned in defense position, becoming an effect monster "
                                      "(Machine/EARTH/4/0/2000)",
                              text_ja="このカードを効果モンスター（機械族・地・星４・０／２０００）として守備表示で特殊召喚"),
       Effect(C, affects=self_as_monster, atk=_gadgets, text_en="with the three Gadgets: +3000 ATK",
              text_ja="３種の「ガジェット」が存在する場合、攻撃力３０００アップ"))

# 六芒星の呪縛 / Spellbinding Circle: target a monster the opponent controls; it cannot attack or change
# position; this card is destroyed when the monster is destroyed.
define(18807108,
       Effect(A, bind_targets,
              target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
              text_en="the target cannot attack or change its position",
              text_ja="対象は攻撃できず、表示形式の変更もできない"),
       LOCK,
       Effect(Kind.TRIGGER, destroy_itself, trigger="destroyed", when=bound_left, self_trigger=False,
              text_en="destroyed when the target is destroyed", text_ja="対象が破壊された時、このカードを破壊する"))

# 闇の呪縛 / Shadow Spell: target a face-up monster the opponent controls; it loses 700 ATK and cannot
# attack or change position; this card is destroyed when it leaves the field.
define(29267084,
       # the target's 700 ATK loss is a direct change of ATK: the damage step allows it (ocg-rules 3.5's example)
       Effect(A, bind_targets, does=Does.ATK_DEF,
              target=TargetSpec(side="opp", face="up", text_en="an opponent's face-up monster",
                                          text_ja="相手の表側表示モンスター"),
              text_en="the target loses 700 ATK and cannot attack or change its position",
              text_ja="対象は攻撃力が７００下がり、攻撃も表示形式の変更もできない"),
       Effect(Kind.CONTINUOUS, affects=is_bound, atk=lambda ctx, m: -700,
              text_en="the target loses 700 ATK", text_ja="対象の攻撃力は７００ダウン"),
       LOCK, *GONE_WITH_IT, numbering=(0, *(1,) * 9))  # all of it is ① of its text


# 死霊の巣 / Skull Lair (continuous trap): once face-up, banish any number of monsters from your graveyard (the
# cost) to destroy a targeted face-up monster whose Level is that number. The number is declared first, so
# that the cost and the target agree; only numbers that can be paid and have a target are offered. The effect is
# used once a chain (the card's rulings: not again while a link of it is on the chain).
def _lair_dead(ctx: Ctx) -> int:
    return sum(1 for i in ctx.duel.players[ctx.player].grave if ctx.duel.cards[i].data.is_monster)


def _lair_level(ctx: Ctx, c: Card) -> bool:
    lv = ctx.duel.level(c)
    return lv >= 1 and (lv == int(ctx.declared) if ctx.declared else lv <= _lair_dead(ctx))


LAIR_TOO_FEW = Why("its player's graveyard holds fewer monsters than that to banish",
                   "自分の墓地に除外できるモンスターがその数だけない")
LAIR_NO_LEVEL = Why("no face-up monster on the field has that Level",
                    "フィールドにそのレベルの表側表示モンスターがいない")


def _lair_why(ctx: Ctx, n: str) -> str:
    if int(n) > _lair_dead(ctx):
        return LAIR_TOO_FEW
    return "" if any(m.face_up and ctx.duel.level(m) == int(n) for p in (0, 1) for m in ctx.duel.monsters_of(p)) \
        else LAIR_NO_LEVEL


define(6733059, bare_activation(),
       Effect(Kind.QUICK, destroy_targets, declare=tuple(str(n) for n in range(1, 13)),
              declare_ok=open_unless(_lair_why), declare_why=_lair_why,
              cost=Cost(banish_declared=True, banish_filter=lambda ctx, c: c.data.is_monster),
              target=TargetSpec(face="up", where=_lair_level, text_en="a face-up monster of the Level banished",
                                text_ja="除外した枚数と同じレベルの表側表示モンスター"),
              text_en="banish N monsters from your graveyard: destroy the target (Level N)",
              text_ja="墓地のモンスターをN枚除外し、レベルNの対象を破壊する"))

# スキルドレイン / Skill Drain (continuous trap): pay 1000 LP to activate; while it is face-up, every
# face-up monster, on either field, has its effects negated (they can still be activated).
define(82732705, bare_activation(cost=Cost(lp=1000)),
       Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              text_en="negate the effects of face-up monsters",
              text_ja="フィールド上の表側表示モンスターの効果を無効にする"))


# スピリットバリア / Spirit Barrier (continuous trap): while you control a monster, the battle damage you would take is
# 0.
def _spirit_barrier(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.player and ctx.card.active
            and bool(ctx.duel.monsters_of(ctx.player)))


define(53239672, bare_activation(),
       Effect(Kind.REPLACEMENT, when=_spirit_barrier, instead=lambda ctx, ev: None,
              text_en="you take no battle damage as long as you control a monster",
              text_ja="自分の場にモンスターがいる間、自分は戦闘ダメージを受けない"))


# 暗闇を吸い込むマジック・ミラー / Shadow-Imprisoning Mirror: while it is face-up, the effects of DARK monsters
# activated on the field or in the graveyard are negated.
define(99735427, bare_activation(), imprisoning_mirror("DARK"))


# 人造天使 / Synthetic Seraphim: each time a counter trap card's activation resolves, its controller special summons
# 1 「人造天使トークン」 (Fairy, LIGHT, Level 1, 300/300) at once.
SERAPHIM_TOKEN = 16946850


def _seraphim(res: Resolution) -> None:
    d = res.duel
    # applied for this card's controller, whoever activated the counter trap: the token is theirs
    if d.free_slots(res.player, Zone.MONSTERS):
        # applied at once, with no chain link, so nothing is asked: face-up defense (docs/uncertain-rulings.md)
        d.create_token(token_data(SERAPHIM_TOKEN, "人造天使トークン"), res.player, Pos.DEFENSE, res.cause)


define(16946849, bare_activation(),
       Effect(Kind.AT_ONCE, _seraphim, trigger="resolved", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "activation" and "counter" in ctx.duel.cards[ev.card].data.subtypes
              and ctx.duel.cards[ev.card].data.kind == "trap",
              text_en="a counter trap resolved: special summon a Synthetic Seraphim Token",
              text_ja="カウンター罠が発動する度に「人造天使トークン」を特殊召喚する"))


# 魂粉砕 / Soul Demolition: while you control a face-up Fiend monster, you may pay 500 LP: each player targets 1
# monster in their opponent's graveyard as it is activated (you first); the targets still there are banished.
def _fiend_up(ctx: Ctx) -> bool:
    return ctx.card.active and any(c.face_up and ctx.duel.race(c) == "Fiend" for c in ctx.duel.monsters_of(ctx.player))


def _grave_monster(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "monster"


def _soul_demolition(res: Resolution) -> None:
    picked = res.targets()
    if picked:
        res.duel.banish(picked, res.cause)


define(76297408, bare_activation(),
       Effect(Kind.QUICK, _soul_demolition, condition=_fiend_up, cost=Cost(lp=500),
              target=TargetSpec(zone=Zone.GRAVE, count=2, parts=(
                  TargetSpec(zone=Zone.GRAVE, side="opp", where=_grave_monster,
                             text_en="a monster in the opponent's graveyard", text_ja="相手の墓地のモンスター"),
                  TargetSpec(zone=Zone.GRAVE, side="own", where=_grave_monster, picked_by="opp",
                             text_en="a monster in the graveyard of the card's player, picked by their opponent",
                             text_ja="発動したプレイヤーの墓地のモンスター（その相手が選択）")),
                  text_en="a monster in each player's graveyard, each picked by the other player",
                  text_ja="お互いが選択する相手の墓地のモンスター１体ずつ"),
              text_en="with a face-up Fiend, pay 500 LP: each player targets a monster in their opponent's "
                      "graveyard; banish them",
              text_ja="悪魔族がいる場合、５００ライフを払い、お互いは相手の墓地のモンスター１体を選択し、それらを除外する"))


# 死霊の誘い / Skull Invitation (continuous trap): each time cards go to the graveyard (those one verb sends
# together are one time), each card's owner takes 300 damage for each of their cards among them.
define(98139712, bare_activation(),
       Effect(T, owners_damaged(to_grave, 300), trigger="moved", self_trigger=False, when=together(to_grave),
              text_en="cards were sent to the graveyard: each owner takes 300 damage for each of theirs",
              text_ja="カードが墓地へ送られる度に、その持ち主は１枚につき３００ダメージを受ける"))


# 罅割れゆく斧 / Shattered Axe: target a face-up monster on the field; while this card stays face-up, the target
# loses 500 ATK more at the start of each of your standby phases (applied at once, no chain link: each is a mark
# on this card object, so all of it is gone once this card leaves the field); this card is destroyed when the
# target is destroyed. A target turned face-down is a new card for it: its ATK is no longer lowered.
_AXE = "shattered_axe"


def _axe_falls(res: Resolution) -> None:
    mark(res.duel, _AXE, res.card, res.duel.turn, read_by_effects=True)


def _axe_target(ctx: Ctx, m: Card) -> bool:
    # turned face-down since this card began to apply, the target is a new card for it (as for 「孤高の格闘家」)
    d = ctx.duel
    return is_bound(ctx, m) and m.face_up and d.stamp_of(m)[0] <= d.stamp_of(ctx.card)[0]


define(12117532,
       Effect(A, bind_targets, target=TargetSpec(side="any", face="up", text_en="a face-up monster",
                                                 text_ja="表側表示モンスター"),
              text_en="the target loses 500 ATK at each of your standby phases",
              text_ja="対象の攻撃力は自分のスタンバイフェイズ毎に５００ダウンする"),
       Effect(Kind.CONTINUOUS, affects=_axe_target, atk=lambda ctx, m: -500 * len(marked(ctx.duel, _AXE, ctx.card)),
              text_en="the target loses 500 ATK for each of your standby phases so far",
              text_ja="対象の攻撃力はこれまでの自分のスタンバイフェイズの数×５００ダウン"),
       Effect(Kind.AT_ONCE, _axe_falls, trigger="phase", when=own_standby,
              text_en="your standby phase: the target loses 500 ATK more",
              text_ja="自分のスタンバイフェイズ：対象の攻撃力はさらに５００ダウン"),
       Effect(Kind.TRIGGER, destroy_itself, trigger="destroyed", when=bound_left, self_trigger=False,
              text_en="destroyed when the target is destroyed", text_ja="対象が破壊された時、このカードを破壊する"),
       numbering=(0, 1, 1, 1))  # its text prints the activation before ①, which is all the rest


# 宇宙の収縮 / Spatial Collapse (continuous trap): activated while each player has 5 cards or fewer on the field; while
# it is face-up, no player may have more than 5 cards on the field in all (no more are placed; those there stay). A
# card that moves from one zone of its player's field to another (a trap monster summoned from its spell & trap zone,
# a union monster equipped) puts no card more there.
def _five_or_fewer(ctx: Ctx) -> bool:
    return all(len(ctx.duel.field_cards(p)) <= 5 for p in (0, 1))


def _collapse(ctx: Ctx, player: int, zone: Zone, within: bool) -> int | None:
    if not ctx.card.active:
        return None
    d = ctx.duel
    here = len(d.players[player].cards_in(zone))
    return 5 - len(d.field_cards(player)) + here + int(within)


define(20644748, bare_activation(condition=_five_or_fewer),
       Effect(Kind.CONTINUOUS, zone_limit=_collapse,
              text_en="each player may have at most 5 cards on the field",
              text_ja="どちらのプレイヤーも、場に置けるカードは合計５枚が上限になる"))


# 神速の具足 / Swiftstrike Armor: in your draw phase, each time you draw a 「六武衆」 monster card, you may show it to
# the opponent and special summon it (not activated without a free monster zone: it would do nothing).
def _samurai_drawn(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card] if ev.card >= 0 else None
    return (ctx.card.active and d.phase == "draw" and d.tp == ctx.player and ev.player == ctx.player
            and c is not None and c.data.is_monster and name_includes(c, "六武衆"))


def _swiftstrike(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        c = d.cards[e.card] if e.kind == "drawn" and e.card >= 0 else None
        if c is not None and c.zone is Zone.HAND and c.owner == res.player and name_includes(c, "六武衆") \
                and c.data.is_monster:
            d.reveal([c], res.opponent)
            summon(res, c)


define(84613836, bare_activation(),
       Effect(T, _swiftstrike, trigger="drawn", self_trigger=False, when=_samurai_drawn, mandatory=False, asks=True,
              needs=lambda ctx: room(ctx) and any(_samurai_drawn(ctx, ev)
                                                  and can_special_summon(ctx, ctx.duel.cards[ev.card])
                                                  for ev in ctx.events),
              text_en="your draw phase, a Six Samurai monster drawn: show it and special summon it",
              text_ja="自分のドローフェイズにドローした「六武衆」モンスターを見せて特殊召喚する"))


# 疾風！凶殺陣 / Swift Samurai Storm! (continuous trap; the era's text, with no "once a turn"): each time a
# 「六武衆」 monster you control has battled (at the end of that damage step), the 「六武衆」 monsters you control
# gain 300 ATK until the end of the turn.
def _samurai_battled(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    # (one the battle destroyed counts as it was: `as_it_battled`)
    return any(i >= 0 and (held := as_it_battled(ctx, d.cards[i])) is not None and held[0] == ctx.player
               and not held[1].face_down and is_six_samurai(d.cards[i]) for i in (ev.card, ev.amount))


def _samurai_storm(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in face_up_samurai(ctx_of(res)):
            res.duel.boost(c, 300, 0, res.cause, until_end=True)


define(71934924, bare_activation(),
       Effect(T, _samurai_storm, trigger="damage_step_end", self_trigger=False, when=_samurai_battled,
              needs=lambda ctx: bool(face_up_samurai(ctx)),  # none left to gain ATK: nothing to do (R004-007)
              text_en="a Six Samurai monster you control battled: your Six Samurai monsters gain 300 ATK until the "
                      "end of the turn",
              text_ja="自分の「六武衆」が戦闘を行った場合、エンドフェイズまで自分の「六武衆」の攻撃力は３００アップする"))
