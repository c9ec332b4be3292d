"""Seed 004: counters placed by effects (R004-161 to R004-174) and monsters used from the hand (R004-175 to
R004-179).

Counters are typed by their Japanese name ("Aカウンター", "ヴェノムカウンター", "時計カウンター",
"アイスカウンター", "魔力カウンター"; "カウンター" for cards whose counters have no name). The engine
places them only on face-up cards and removes them when a card turns face-down (R004-163, R004-164,
R004-170, R004-171); they do nothing by themselves (R004-165, R004-172): only the effects below read
them.

The A-counter battle effect (R004-166, R004-167) is a continuous effect of 「エーリアン・スカル」,
「エーリアン・ウォリアー」 and 「宇宙獣ガンギル」 declared here (「エーリアン・グレイ」, declared in
archive_draw_gain, lacks it): while one of them is face-up, a monster with A-counters battling a monster
whose name contains 「エーリアン」 loses 300 ATK and DEF per A-counter during damage calculation. Several of
them face-up do not add up (the page ties the effect to their presence, R004-167).

Declared elsewhere and used as they are: 「エーリアン・グレイ」 (archive_draw_gain), 「洗脳光線」 and
「集団催眠」, 「ワタポン」, 「パペット・キング」, the group-B searchers and controllers
(archive_control_search), 「クリボー」, 「サイバー・オーガ」, 「シャブティのお守り」, the 巨大戦艦 monsters
(archive_monsters), 「森の番人グリーン・バブーン」 (archive_revival), 「ネオスペース・コンダクター」
(archive_return), 「冥府の使者ゴーズ」 (archive_unknown_stats).

Not declared (engine mechanisms missing, see tests/pending/): 毒蛇神ヴェノミナーガ, 寄生虫パラサイド (a card
shuffled face-up into the opponent's deck).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_chance import FieldCardSpec
from arbiter.ocg.cards.archive_discard import choose_cards, field_cards, grave_of
from arbiter.ocg.cards.archive_return import battlers
from arbiter.ocg.cards.archive_unknown_stats import DREADMASTER, dreadmaster_arrived
from arbiter.ocg.cards.common import (
    CLOCK_TOWER,
    DISCARD_SELF,
    FOREVER,
    LEAVE_KINDS,
    TRIBUTE_SELF,
    banish_targets,
    destroy_targets,
    face_up_here,
    negations,
    nothing,
    own_standby,
)
from arbiter.ocg.cards.common import ctx_of as ctx_of_res
from arbiter.ocg.cards.flip_monsters import mark, marked
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER
Q = Kind.QUICK

A_COUNTER = "Aカウンター"
VENOM = "ヴェノムカウンター"
CLOCK = "時計カウンター"
ICE = "アイスカウンター"

VENOMINON = 72677437
VENOMINAGA = 8062132




def _face_up_opp(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.opponent) if c.face_up]


def _is_alien(c: Card) -> bool:
    return "エーリアン" in c.data.name_ja


def _is_venom(c: Card) -> bool:
    return "ヴェノム" in c.data.name_ja


OPP_FACE_UP = TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                         text_ja="相手の表側表示モンスター")


# ==== R004-161: 「カウンタークリーナー」 ===========================================================

# カウンタークリーナー / Counter Cleaner: pay 500 LP: remove every counter on the field.
def _all_counters(ctx: Ctx) -> list[Card]:
    return [c for p in (0, 1) for c in field_cards(ctx.duel, p) if c.counters]


def _cleaner(res: Resolution) -> None:
    d = res.duel
    for c in [c for p in (0, 1) for c in field_cards(d, p) if c.counters]:
        for kind, n in list(c.counters.items()):
            d.remove_counter(c, kind, n, res.cause)


define(38834303, Effect(A, _cleaner, cost=Cost(lp=500), needs=lambda ctx: bool(_all_counters(ctx)),
                        text_en="remove every counter on the field", text_ja="フィールドのカウンターを全て取り除く"))


# ==== R004-162 to R004-168: A-counters ================================================================

def _put_a(n: int = 1) -> Operation:
    def op(res: Resolution) -> None:
        for c in res.targets():
            res.duel.add_counter(c, A_COUNTER, n, res.cause)
    return op


def _weakens(d: Duel, m: Card) -> bool:
    """`m` declares the A-counter battle effect (`_alien_weakening`)."""
    defn = d.defs[m.idx]
    return defn is not None and any(e.atk is _a_battle for e in defn.effects)


def _first_weakener(ctx: Ctx) -> bool:
    """With several face-up monsters declaring the A-counter battle effect, it applies once."""
    d = ctx.duel
    on = [m.idx for p in (0, 1) for m in d.monsters_of(p) if m.face_up and _weakens(d, m) and not d.effect_negated(m)]
    return bool(on) and min(on) == ctx.card.idx


def _a_battle(ctx: Ctx, c: Card) -> int:
    """-300 per A-counter while `c` battles a monster with 「エーリアン」 in its name, in damage calculation."""
    d = ctx.duel
    if not _first_weakener(ctx):
        return 0
    att = d.attack
    n = c.counters.get(A_COUNTER, 0)
    if not n or att is None or att[2] < 0 or d.phase != "battle:damage":
        return 0
    a, t = d.cards[att[0]], d.cards[att[2]]
    other = t if c.idx == a.idx else a if c.idx == t.idx else None
    if other is None or not other.face_up or not _is_alien(other):
        return 0
    return -300 * n


def _alien_weakening() -> Effect:
    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(A_COUNTER)),
                  atk=_a_battle, defense=_a_battle,
                  text_en="a monster with A-counters battling an Alien loses 300 ATK/DEF per counter",
                  text_ja="Ａカウンターが乗ったモンスターはエーリアンとの戦闘時、Ａカウンター１つにつき攻撃力・守備力３００ダウン")


# 侵食細胞「Ａ」 / Corruption Cell "A": put 1 A-counter on a targeted face-up monster the opponent controls.
define(2561846, Effect(A, _put_a(), target=OPP_FACE_UP, text_en="put 1 A-counter on the target",
                       text_ja="対象にＡカウンターを１つ置く"))

# エーリアン・スカル / Alien Skull: the A-counter battle effect. Its own special summon procedure: tribute 1
# level 3 or lower monster the opponent controls to put this card from the hand onto the opponent's field;
# as that summon succeeds it gets 1 A-counter and its player cannot normal summon or set for the rest of the
# turn (so the procedure is not open to a player who already did this turn). Neither is a chain link.
def _skull_summoned(res: Resolution) -> None:
    d = res.duel
    me = res.player
    d.add_counter(res.card, A_COUNTER, 1, res.cause)
    d.linger(res.card, me, Effect(Kind.CONTINUOUS, forbids=("normal_summon",), affects=lambda ctx, c: c.owner == me,
                                  text_en="you cannot normal summon or set this turn",
                                  text_ja="このターン自分は通常召喚できない"), res.cause)


define(25920413, _alien_weakening(),
       Effect(Kind.PROCEDURE, summon_side="opp",
              cost=Cost(tribute=1, tribute_side="opp", tribute_filter=lambda ctx, c: ctx.duel.level(c) <= 3),
              condition=lambda ctx: ctx.duel.players[ctx.player].normal_summon_turn != ctx.duel.turn,
              text_en="special summon onto the opponent's field by tributing their level 3 or lower monster",
              text_ja="相手フィールドのレベル３以下のモンスター１体を生け贄に、相手フィールドに特殊召喚する"),
       Effect(Kind.AT_ONCE, _skull_summoned, trigger="special_summoned",
              when=lambda ctx, ev: ev.card == ctx.card.idx and ev.detail == "procedure",
              text_en="summoned this way: it gets 1 A-counter; you cannot normal summon this turn",
              text_ja="この方法で特殊召喚した時、Ａカウンターを１つ置き、このターン自分は通常召喚できない"))


# エーリアン・ウォリアー / Alien Warrior: the A-counter battle effect; when it is destroyed by battle and sent
# to the graveyard, put 2 A-counters on the monster that destroyed it.
def _destroyer(res: Resolution) -> list[Card]:
    d = res.duel
    att = d.attack
    if att is None or att[2] < 0:
        return []
    me = res.card.idx
    other = att[2] if att[0] == me else att[0] if att[2] == me else -1
    c = d.cards[other] if other >= 0 else None
    return [c] if c is not None and c.zone is Zone.MONSTERS and c.face_up else []


def _warrior(res: Resolution) -> None:
    for c in _destroyer(res):
        res.duel.add_counter(c, A_COUNTER, 2, res.cause)


def _battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


define(98719226, _alien_weakening(),
       Effect(T, _warrior, trigger="destroyed", when=_battle_to_grave, damage_step=True,
              text_en="put 2 A-counters on the monster that destroyed it",
              text_ja="このカードを破壊したモンスターにＡカウンターを２つ置く"))


# 宇宙獣ガンギル / Cosmic Horror Gangi'el: the A-counter battle effect; once a turn, put 1 A-counter on a face-up
# monster the opponent controls (chosen when it resolves). It may be normal summoned with 1 tribute, a monster
# you control that the opponent owns (`fewer_tributes`, `fewer_if`).
def _gangiel(res: Resolution) -> None:
    ups = _face_up_opp(ctx_of_res(res))
    if ups:
        res.duel.add_counter(res.ask_cards(ups), A_COUNTER, 1, res.cause)


define(51192573, _alien_weakening(),
       Effect(Kind.IGNITION, _gangiel, condition=face_up_here, once_per_turn=True, asks=True,
              needs=lambda ctx: bool(_face_up_opp(ctx)),
              text_en="put 1 A-counter on a face-up monster the opponent controls",
              text_ja="相手の表側表示モンスター１体にＡカウンターを１つ置く"),
       fewer_tributes=1, fewer_if=lambda m: m.owner != m.ctl)


# 「Ａ」細胞散布爆弾 / "A" Cell Scatter Burst (quick-play): target 1 face-up 「エーリアン」 monster you control:
# destroy it, and put as many A-counters as its level on the opponent's face-up monsters, spread as you
# choose (one at a time).
def _scatter(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        level = t.data.level or 0
        if not d.destroy([t], res.cause):
            return
        for _ in range(level):
            ups = _face_up_opp(ctx_of_res(res))
            if not ups:
                return
            d.add_counter(res.ask_cards(ups), A_COUNTER, 1, res.cause)


define(73262676, Effect(A, _scatter, asks=True,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: _is_alien(c),
                                          text_en="your face-up Alien monster", text_ja="自分の表側表示のエーリアン"),
                        text_en="destroy the target; put its level in A-counters on the opponent's monsters",
                        text_ja="対象を破壊し、そのレベルの数だけＡカウンターを相手モンスターに置く"))


# 「Ａ」細胞増殖装置 / "A" Cell Breeding Device (continuous spell): in each of your standby phases, put 1
# A-counter on a face-up monster the opponent controls (chosen when it resolves).
def _breeding(res: Resolution) -> None:
    ups = _face_up_opp(ctx_of_res(res))
    if ups:
        res.duel.add_counter(res.ask_cards(ups), A_COUNTER, 1, res.cause)


define(34541863, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _breeding, trigger="phase", when=own_standby, self_trigger=False, asks=True,
              needs=lambda ctx: bool(_face_up_opp(ctx)),
              text_en="put 1 A-counter on a face-up monster the opponent controls",
              text_ja="相手の表側表示モンスター１体にＡカウンターを１つ置く"))

# エーリアン・マーズ / Alien Mars: while face-up, the effects of face-up effect monsters with A-counters on the
# field, other than 「エーリアン・マーズ」, are negated.
define(99532708, Effect(Kind.CONTINUOUS, negates="monster",
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(A_COUNTER))
                        and c.data.passcode != 99532708,
                        text_en="negate the effects of monsters with A-counters",
                        text_ja="Ａカウンターが乗った効果モンスターの効果を無効にする"))


# エーリアン・サイコ / Alien Psychic: when it is normal or flip summoned, it turns to defense position; while
# face-up, monsters with A-counters cannot declare an attack.
def _to_defense(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(58012107,
       Effect(T, _to_defense, trigger="summoned", text_en="turn this card to defense position",
              text_ja="このカードを守備表示にする"),
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(A_COUNTER)),
              text_en="monsters with A-counters cannot declare an attack",
              text_ja="Ａカウンターが乗ったモンスターは攻撃宣言できない"))


# エーリアン・マザー / Alien Mother (R004-054.24): at the end of a battle phase in which it destroyed by battle
# monsters with an A-counter and sent them to the graveyard, special summon those monsters to your field
# (the counters they had are read off the destruction). Those it summoned are destroyed when it leaves the
# field. Each monster it destroyed is noted on it under the battle phase's number; each one it summoned is
# noted with its own object id.
def _prey_key(d: Duel) -> str:
    return f"mother_prey:{d.turn}:{d.battle_phases}"


def _never(res: Resolution) -> None:
    """Never activated: its trigger filter only takes notes."""


def _note_prey(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    me = ctx.card
    if (ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.GRAVE) and dict(ev.had).get(A_COUNTER, 0) > 0
            and ev.card != me.idx and me.idx in battlers(d) and ev.card in battlers(d)):
        mark(d, _prey_key(d), me, d.cards[ev.card].oid)
    return False


def _prey(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    oids = marked(d, _prey_key(d), ctx.card)
    return [c for p in (0, 1) for c in grave_of(d, p) if c.oid in oids]


def _mother_calls(res: Resolution) -> None:
    d = res.duel
    me = res.card
    for c in _prey(ctx_of_res(res)):
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(c, res.player, ask_position(res), res.cause)
            if c.zone is Zone.MONSTERS and me.oid == res.link.oid:
                mark(d, "mother_took", c, me.oid)


def _mother_left(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS)


def _taken_ones_die(res: Resolution) -> None:
    d = res.duel
    gone = res.link.events[0].oid
    d.destroy([m for p in (0, 1) for m in d.monsters_of(p) if gone in marked(d, "mother_took", m)], res.cause)


define(24104865,
       Effect(T, _mother_calls, trigger="phase", self_trigger=False, asks=True,
              when=lambda ctx, ev: ev.detail == "battle:end" and bool(_prey(ctx)),
              text_en="at the end of the battle phase: special summon the A-countered monsters it destroyed by battle",
              text_ja="バトルフェイズ終了時、戦闘で破壊したＡカウンターが乗っていたモンスターを自分フィールドに特殊召喚する"),
       *(Effect(T, _taken_ones_die, trigger=k, when=_mother_left,
                text_en="it left the field: the monsters it summoned are destroyed",
                text_ja="このカードがフィールドから離れた場合、この効果で特殊召喚したモンスターを全て破壊する")
         for k in LEAVE_KINDS),
       Effect(T, _never, trigger="destroyed", self_trigger=False, when=_note_prey,
              text_en="(the monsters it destroys by battle are noted)",
              text_ja="（戦闘で破壊したモンスターを覚えておく）"))


# ==== R004-169 to R004-174: Venom counters ===========================================================

def _swamp_on(d: object) -> bool:
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    return any(c.data.passcode == 54306223 and c.face_up and c.active and not d.effect_negated(c)
               for p in (0, 1) for c in field_cards(d, p))


def venom_check(res: Resolution) -> None:
    """「ヴェノム・スワンプ」: a monster whose ATK became 0 through its venom counters is destroyed."""
    d = res.duel
    if not _swamp_on(d):
        return
    d.destroy([c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
               if c.face_up and c.counters.get(VENOM) and d.atk(c) == 0], res.cause)


def _put_venom(res: Resolution, c: Card, n: int) -> None:
    res.duel.add_counter(c, VENOM, n, res.cause)
    venom_check(res)


def _venom_monster(n: int, no_attack: bool) -> Operation:
    def op(res: Resolution) -> None:
        d = res.duel
        ups = _face_up_opp(ctx_of_res(res))
        if ups:
            _put_venom(res, res.ask_cards(ups), n)
        if no_attack and res.card.zone is Zone.MONSTERS and res.card.oid == res.link.oid:
            d.restrict(res.card, "attack", res.cause)
    return op


def _not_attacked_yet(ctx: Ctx) -> bool:
    return ctx.card.t_attacked != ctx.duel.turn


# ヴェノム・スネーク / Venom Snake: once a turn, put 1 venom counter on a face-up monster the opponent controls;
# it cannot declare an attack the turn it uses this effect.
define(73899015, Effect(Kind.IGNITION, _venom_monster(1, True), condition=lambda ctx: face_up_here(ctx)
                        and _not_attacked_yet(ctx), needs=lambda ctx: bool(_face_up_opp(ctx)), once_per_turn=True,
                        asks=True, text_en="put 1 venom counter on an opponent's face-up monster",
                        text_ja="相手モンスター１体にヴェノムカウンターを１つ置く"))

# ヴェノム・ボア / Venom Boa: the same with 2 venom counters.
define(9284723, Effect(Kind.IGNITION, _venom_monster(2, True), condition=lambda ctx: face_up_here(ctx)
                       and _not_attacked_yet(ctx), needs=lambda ctx: bool(_face_up_opp(ctx)), once_per_turn=True,
                       asks=True, text_en="put 2 venom counters on an opponent's face-up monster",
                       text_ja="相手モンスター１体にヴェノムカウンターを２つ置く"))

# ヴェノム・サーペント / Venom Serpent: once a turn, put 1 venom counter on a face-up monster the opponent
# controls.
define(36278828, Effect(Kind.IGNITION, _venom_monster(1, False), condition=face_up_here,
                        needs=lambda ctx: bool(_face_up_opp(ctx)), once_per_turn=True, asks=True,
                        text_en="put 1 venom counter on an opponent's face-up monster",
                        text_ja="相手モンスター１体にヴェノムカウンターを１つ置く"))


# ヴェノム・スワンプ / Venom Swamp (field spell): at the end phase of each turn, put 1 venom counter on every
# face-up monster except the 「ヴェノム」 monsters; each venom counter lowers a monster's ATK by 500; a
# monster whose ATK becomes 0 by this effect is destroyed.
def _swamp_end(res: Resolution) -> None:
    d = res.duel
    for c in [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and not _is_venom(c)]:
        d.add_counter(c, VENOM, 1, res.cause)
    venom_check(res)


def _end_phase(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "end" and ctx.card.active


define(54306223, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _swamp_end, trigger="phase", when=_end_phase, self_trigger=False,
              text_en="put 1 venom counter on every face-up non-Venom monster",
              text_ja="ヴェノム以外の表側表示モンスター全てにヴェノムカウンターを１つ置く"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(VENOM)),
              atk=lambda ctx, c: -500 * c.counters.get(VENOM, 0),
              text_en="-500 ATK per venom counter", text_ja="ヴェノムカウンター１つにつき攻撃力５００ダウン"))


# ヴェノム・ショット / Venom Shot: while you control a face-up 「ヴェノム」 monster (or 「毒蛇王ヴェノミノン」,
# 「毒蛇神ヴェノミナーガ」): send 1 Reptile monster from your deck to the graveyard, and put 2 venom counters
# on a face-up monster the opponent controls (chosen when it resolves).
def _venom_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c.face_up and (_is_venom(c) or c.data.passcode in (VENOMINON, VENOMINAGA))
               for c in d.monsters_of(ctx.player)) and any(
        d.cards[i].data.is_monster and d.cards[i].data.race == "Reptile" for i in d.players[ctx.player].deck)


def _venom_shot(res: Resolution) -> None:
    d = res.duel
    reptiles = [d.cards[i] for i in reversed(d.players[res.player].deck)
                if d.cards[i].data.is_monster and d.cards[i].data.race == "Reptile"]
    sent = choose_cards(res, reptiles, 1)
    d.send_to_grave([c.idx for c in sent], res.cause, "sent")
    d.shuffle_deck(res.player)
    ups = _face_up_opp(ctx_of_res(res))
    if ups:
        _put_venom(res, res.ask_cards(ups), 2)


define(60728397, Effect(A, _venom_shot, condition=_venom_ready, needs=lambda ctx: bool(_face_up_opp(ctx)), asks=True,
                        text_en="send a Reptile from your deck; put 2 venom counters on an opponent's face-up monster",
                        text_ja="デッキから爬虫類族を墓地へ送り、相手モンスター１体にヴェノムカウンターを２つ置く"))


# 反撃の毒牙 / Ambush Fangs: when a face-up 「ヴェノム」 monster you control is attacked: negate the attack, end
# the battle phase, then put 1 venom counter on the attacking monster.
def _venom_attacked(ctx: Ctx) -> bool:
    d = ctx.duel
    att = d.attack
    if att is None or d.tp == ctx.player or att[2] < 0 or not any(e.kind == "attack_declared" for e in ctx.events):
        return False
    t = d.cards[att[2]]
    return t.ctl == ctx.player and t.face_up and _is_venom(t)


def _fangs(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is None:
        return
    attacker = d.cards[att[0]]
    ok = attacker.oid == att[1]
    d.end_battle_phase(res.cause)
    if ok and attacker.zone is Zone.MONSTERS:
        _put_venom(res, attacker, 1)


define(77972406, Effect(A, _fangs, condition=_venom_attacked,
                        text_en="negate the attack, end the battle phase; 1 venom counter on the attacker",

                        text_ja="攻撃を無効にしバトルフェイズを終了する。その後攻撃モンスターにヴェノムカウンターを１つ置く"))


# ヴェノム・スプラッシュ / Venom Burn: target 1 monster with venom counters: remove them, and inflict 700
# damage to the opponent for each one removed.
def _venom_burn(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        n = d.remove_counter(c, VENOM, c.counters.get(VENOM, 0), res.cause)
        d.damage(res.opponent, 700 * n, res.cause)


define(4466015, Effect(A, _venom_burn, target=TargetSpec(face="up", where=lambda ctx, c: bool(c.counters.get(VENOM)),
                                                         text_en="a monster with venom counters",
                                                         text_ja="ヴェノムカウンターが乗ったモンスター"),
                       text_en="remove its venom counters: 700 damage to the opponent per counter",
                       text_ja="ヴェノムカウンターを取り除き、その数×７００ダメージを相手に与える"))


# ==== R004-161: the other counters the page names =====================================================

# 幽獄の時計塔 / Clock Tower Prison (field spell): in each of the opponent's standby phases, put 1 clock counter
# on this card; with 4 or more, its controller takes no battle damage. When it is destroyed and sent to the
# graveyard with 4 or more clock counters, special summon 「Ｄ－ＨＥＲＯ ドレッドガイ」 from your hand or deck
# (R004-054.43; the counters it had are read off the event).
def _opp_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ev.player != ctx.player and ctx.card.active


def _tick(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.on_field:
        res.duel.add_counter(c, CLOCK, 1, res.cause)


def _no_battle_damage(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.card.ctl
            and ctx.card.counters.get(CLOCK, 0) >= 4 and ctx.card.active)


def _tower_fell(ctx: Ctx, ev: Event) -> bool:
    return ev.dst == int(Zone.GRAVE) and dict(ev.had).get(CLOCK, 0) >= 4


def _dreadmasters(d: Duel, p: int) -> list[Card]:
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.hand, *pl.deck) if d.cards[i].data.passcode == DREADMASTER]


def _call_dreadmaster(res: Resolution) -> None:
    d = res.duel
    p = res.player
    found = _dreadmasters(d, p)
    if not found or not d.free_slots(p, Zone.MONSTERS):
        return
    dm = res.ask_cards(found)
    d.special_summon(dm, p, ask_position(res), res.cause)
    if dm.zone is Zone.MONSTERS:
        dreadmaster_arrived(d, p, dm)


define(CLOCK_TOWER, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _tick, trigger="phase", when=_opp_standby, self_trigger=False,
              text_en="put 1 clock counter on this card", text_ja="このカードに時計カウンターを１つ置く"),
       Effect(Kind.REPLACEMENT, when=_no_battle_damage, instead=lambda ctx, ev: None,
              text_en="with 4 or more clock counters, you take no battle damage",
              text_ja="時計カウンターが４つ以上の場合、戦闘ダメージを受けない"),
       Effect(T, _call_dreadmaster, trigger="destroyed", when=_tower_fell, asks=True,
              text_en="destroyed with 4 or more clock counters: special summon Destiny HERO - Dreadmaster from "
                      "your hand or deck",
              text_ja="時計カウンター４つ以上で破壊され墓地へ送られた時、手札・デッキから"
                      "「Ｄ－ＨＥＲＯ ドレッドガイ」を特殊召喚する"))


# エターナル・ドレッド / Eternal Dread: put 2 clock counters on a face-up 「幽獄の時計塔」.
def _towers(ctx: Ctx) -> list[Card]:
    return [c for p in (0, 1) for c in field_cards(ctx.duel, p) if c.data.passcode == CLOCK_TOWER and c.face_up]


def _dread(res: Resolution) -> None:
    for c in _towers(ctx_of_res(res))[:1]:
        res.duel.add_counter(c, CLOCK, 2, res.cause)


define(35787450, Effect(A, _dread, needs=lambda ctx: bool(_towers(ctx)),
                        text_en="put 2 clock counters on Clock Tower Prison",
                        text_ja="「幽獄の時計塔」に時計カウンターを２つ置く"))


# アイス・ブリザード・マスター / Ice Master: once a turn, put 1 ice counter on a targeted face-up monster;
# tribute this card: destroy every monster with an ice counter. (Its special summon procedure is not
# declared.)
def _ice(res: Resolution) -> None:
    for c in res.targets():
        res.duel.add_counter(c, ICE, 1, res.cause)


def _ice_blast(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.counters.get(ICE)], res.cause)


define(32750510,
       Effect(Kind.IGNITION, _ice, condition=face_up_here, once_per_turn=True,
              target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="put 1 ice counter on the target", text_ja="対象にアイスカウンターを１つ置く"),
       Effect(Kind.IGNITION, _ice_blast, condition=face_up_here, cost=TRIBUTE_SELF,
              text_en="tribute this card: destroy every monster with an ice counter",
              text_ja="このカードを生け贄に、アイスカウンターが乗ったモンスターを全て破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=2, tribute_filter=lambda ctx, m: has_attribute(m, "WATER")),
              text_en="special summon from the hand by tributing 2 WATER monsters you control",
              text_ja="自分フィールドの水属性モンスター２体を生け贄に捧げ、手札から特殊召喚する"))


# マジック・ガードナー / Magic Reflector: put 1 counter on a targeted face-up spell card you control; when that
# card would be destroyed, a counter is removed from it instead (a replacement the resolution leaves behind, for
# as long as the card stays the same object with the counter).
def _reflector(res: Resolution) -> None:
    for c in res.targets():
        if res.duel.add_counter(c, "カウンター", 1, res.cause):
            res.duel.linger(res.card, res.player, _shield(c.idx, c.oid), res.cause, turns=FOREVER)


def _shield(idx: int, oid: int) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.duel.cards[idx]
        return ev.kind == "destroyed" and ev.card == idx and c.oid == oid and c.counters.get("カウンター", 0) > 0

    return Effect(Kind.REPLACEMENT, when=when,
                  instead=lambda ctx, ev: Event("counter_removed", ev.cause, idx, ev.player, amount=1,
                                                detail="カウンター"),
                  text_en="instead of being destroyed, the card loses a counter",
                  text_ja="破壊される場合、代わりにカウンターを１つ取り除く")


define(61844784, Effect(A, _reflector,
                        target=TargetSpec(zone=Zone.SPELLS, side="own", face="up",
                                          where=lambda ctx, c: c.data.is_spell,
                                          text_en="your face-up spell card", text_ja="自分の表側表示の魔法カード"),
                        text_en="put 1 counter on the target", text_ja="対象にカウンターを１つ置く"))


# 古代の機械城 / Ancient Gear Castle (continuous spell): 「アンティーク・ギア」 monsters gain 300 ATK; each time a
# monster is normal summoned, put 1 counter on this card; with at least as many counters as a face-up tribute
# summon of an 「アンティーク・ギア」 monster needs tributes, it may be tributed in place of them all.
def _summoned_normally(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and ctx.card.active


def _ancient_gear(c: Card) -> bool:
    """An 「アンティーク・ギア」 monster: its name, read with its ruby, begins so (古代の機械...)."""
    return c.data.is_monster and c.data.name_ja.startswith("古代の機械")


def _castle_count(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.on_field:
        res.duel.add_counter(c, "カウンター", 1, res.cause)


define(92001300, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS,
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and _ancient_gear(c),
              atk=lambda ctx, c: 300, text_en="Ancient Gear monsters gain 300 ATK",
              text_ja="「アンティーク・ギア」モンスターの攻撃力は３００アップ"),
       Effect(T, _castle_count, trigger="summoned", when=_summoned_normally, self_trigger=False,
              text_en="put 1 counter on this card", text_ja="このカードにカウンターを１つ置く"),
       Effect(Kind.CONTINUOUS, stands_for_tributes=lambda ctx, m, need: ctx.card.active
              and _ancient_gear(m) and ctx.card.counters.get("カウンター", 0) >= need,
              text_en="tribute this card in place of all the tributes of an Ancient Gear monster's summon",
              text_ja="「アンティーク・ギア」モンスターの生け贄召喚の生け贄全ての代わりにこのカードを生け贄にできる"))


# バルーン・リザード / Balloon Lizard: in each of your standby phases, put 1 counter on this card; when it is
# destroyed, the controller of the card that destroyed it takes 400 damage for each counter it had (the
# destruction event keeps the counters the card had on the field: `Event.had`).
def _own_standby_self(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ev.player == ctx.player


def _balloon_tick(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.add_counter(c, "カウンター", 1, res.cause)


def _balloon_counters(ev: Event) -> int:
    return dict(ev.had).get("カウンター", 0)


def _balloon_pop(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    n = _balloon_counters(ev)
    if n:
        who = d.cards[ev.cause.card].ctl if ev.cause.card >= 0 else ev.cause.player
        d.damage(who, 400 * n, res.cause)


define(39892082,
       Effect(T, _balloon_tick, trigger="phase", when=_own_standby_self, self_trigger=False,
              condition=face_up_here, text_en="put 1 counter on this card",
              text_ja="このカードにカウンターを１つ置く"),
       Effect(T, _balloon_pop, trigger="destroyed", when=lambda ctx, ev: _balloon_counters(ev) > 0,
              text_en="destroyed: 400 damage per counter to the controller of the card that destroyed it",
              text_ja="破壊された時、破壊したカードのコントローラーにカウンター×４００ダメージ"))


# ダーク・カタパルター / Dark Catapulter: in each of your standby phases, if it is in defense position, put 1
# counter on it; banish as many cards from your graveyard as it has counters to destroy as many spell or
# trap cards on the field, then remove all its counters.
def _catapult_tick(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.pos is Pos.DEFENSE:
        res.duel.add_counter(c, "カウンター", 1, res.cause)


def _catapult_ready(ctx: Ctx) -> bool:
    n = ctx.card.counters.get("カウンター", 0)
    d = ctx.duel
    st = [c for p in (0, 1) for c in field_cards(d, p) if c.zone is not Zone.MONSTERS]
    return face_up_here(ctx) and n > 0 and len(d.players[ctx.player].grave) >= n and len(st) >= n


def _catapult(res: Resolution) -> None:
    d = res.duel
    c = res.card
    n = c.counters.get("カウンター", 0)
    graves = grave_of(d, res.player)
    if not n or len(graves) < n:
        return
    d.banish(choose_cards(res, graves, n, kind="cost"), res.cause)
    st = [x for p in (0, 1) for x in field_cards(d, p) if x.zone is not Zone.MONSTERS]
    d.destroy(choose_cards(res, st, n), res.cause)
    d.remove_counter(c, "カウンター", n, res.cause)


define(33875961,
       Effect(T, _catapult_tick, trigger="phase", when=_own_standby_self, self_trigger=False,
              condition=lambda ctx: face_up_here(ctx) and ctx.card.pos is Pos.DEFENSE,
              text_en="in defense position: put 1 counter on this card",
              text_ja="守備表示ならこのカードにカウンターを１つ置く"),
       Effect(Kind.IGNITION, _catapult, condition=_catapult_ready, asks=True,
              text_en="banish as many cards from your graveyard as counters: destroy as many spells/traps",
              text_ja="カウンターの数だけ墓地のカードを除外し、同じ数の魔法・罠カードを破壊する"))


# ==== R004-176: monsters whose effect is activated from the hand =====================================

# サイバー・ダイナソー / Cyber Dinosaur (group A): when the opponent special summons a monster from their hand,
# you may special summon this card from your hand.
def _opp_summoned_from_hand(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.player != ctx.player and ev.player >= 0


def _summon_from_hand(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(c, res.player, ask_position(res), res.cause)


define(39439590, Effect(T, _summon_from_hand, trigger="special_summoned", when=_opp_summoned_from_hand,
                        self_trigger=False, from_zone=Zone.HAND, mandatory=False, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        text_en="special summon this card from your hand", text_ja="このカードを手札から特殊召喚する"))


# 冥王竜ヴァンダルギオン / Van'Dalgyon the Dark Dragon Lord (group A, R004-054.41): when your counter trap
# negated the activation of a card the opponent controls, you may special summon this card from your hand once
# that chain has resolved; when it is special summoned this way, by the kind of card negated: a spell, 1500
# damage to the opponent; a trap, destroy a targeted card the opponent controls; an effect monster, special
# summon a targeted monster from your graveyard. The negations are noted by `common.negate_activation`; those
# of the chain that just resolved are the ones made after its last activation.
def _negated_kind(ctx: Ctx, this_chain: bool = True) -> str | None:
    """The kind of the opponent's card whose activation your counter trap negated (in the chain that just
    resolved, or the latest one)."""
    d = ctx.duel
    for n in reversed(negations(d)):
        if this_chain and n.count != d.activation_count:
            return None
        if n.player == ctx.player and n.by_counter_trap and n.activator != ctx.player:
            return n.kind
    return None


def _called_by_itself(kind: str) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.cause.card == ctx.card.idx and ev.src == int(Zone.HAND) and _negated_kind(ctx, False) == kind
    return when


def _vandal_burn(res: Resolution) -> None:
    res.duel.damage(res.opponent, 1500, res.cause)


def _vandal_revive(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_position(res), res.cause)


define(24857466,
       Effect(T, _summon_from_hand, trigger="chain_resolved", self_trigger=False, from_zone=Zone.HAND, mandatory=False,
              asks=True, when=lambda ctx, ev: _negated_kind(ctx) is not None,
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="your counter trap negated an opponent's activation: special summon this card from your hand",
              text_ja="相手のカードの発動をカウンター罠で無効にした場合、このカードを手札から特殊召喚する"),
       Effect(T, _vandal_burn, trigger="special_summoned", when=_called_by_itself("spell"),
              text_en="a spell was negated: 1500 damage to the opponent", text_ja="魔法：相手に１５００ダメージ"),
       Effect(T, destroy_targets, trigger="special_summoned", when=_called_by_itself("trap"),
              target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                   text_ja="相手フィールドのカード"),
              text_en="a trap was negated: destroy the target", text_ja="罠：対象の相手のカードを破壊する"),
       Effect(T, _vandal_revive, trigger="special_summoned", when=_called_by_itself("monster"), asks=True,
              target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind == "monster",
                                text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
              text_en="an effect monster was negated: special summon the target",
              text_ja="効果モンスター：対象の自分の墓地のモンスターを特殊召喚する"))


# 裁きを下す者－ボルテニス / Voltanis the Adjudicator (group A, R004-176.03): once a chain has resolved in which a
# counter trap you activated was activated successfully (its activation not negated), you may tribute every
# monster you control (the cost) to special summon this card from your hand. When it is special summoned this
# way, you may destroy up to as many cards the opponent controls as Fairy monsters were tributed (chosen as
# the effect resolves: it does not target). The count is remembered on the summoned card object.
def _my_counter_trap_succeeded(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return any(r.player == ctx.player and r.status != "negated_activation" and d.cards[r.card].data.kind == "trap"
               and "counter" in d.cards[r.card].data.subtypes for r in d.last_chain)


def _voltanis_arrives(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.zone is not Zone.HAND or not d.free_slots(res.player, Zone.MONSTERS):
        return
    fairies = sum(1 for i in res.link.cost_cards if d.cards[i].data.is_monster and d.cards[i].data.race == "Fairy")
    d.special_summon(c, res.player, ask_position(res), res.cause)
    if d.cards[c.idx].zone is Zone.MONSTERS:
        mark(d, "voltanis", c, fairies)


def _voltanis_count(ctx: Ctx | Resolution) -> int:
    return sum(marked(ctx.duel, "voltanis", ctx.card))


def _voltanis_destroys(res: Resolution) -> None:
    d = res.duel
    if res.card.oid == res.link.oid:
        d.destroy(choose_cards(res, field_cards(d, res.opponent), _voltanis_count(res), upto=True), res.cause)


define(20951752,
       Effect(T, _voltanis_arrives, trigger="chain_resolved", self_trigger=False, from_zone=Zone.HAND,
              mandatory=False, asks=True, when=_my_counter_trap_succeeded, cost=Cost(tribute_all=True),
              text_en="your counter trap was activated: tribute all your monsters to special summon this card",
              text_ja="自分のカウンター罠が発動に成功した場合、自分のモンスターを全て生け贄に捧げ、このカードを特殊召喚する"),
       Effect(T, _voltanis_destroys, trigger="special_summoned", mandatory=False, asks=True,
              when=lambda ctx, ev: ev.cause.card == ctx.card.idx and ev.src == int(Zone.HAND),
              needs=lambda ctx: _voltanis_count(ctx) > 0 and bool(field_cards(ctx.duel, ctx.opponent)),
              text_en="summoned this way: destroy up to as many of the opponent's cards as Fairies tributed",
              text_ja="この方法で特殊召喚に成功した場合、生け贄にした天使族の数まで相手フィールドのカードを破壊する"))


# Ｄ－ＨＥＲＯ ダガーガイ / Destiny HERO - Blade Master (group B): in the opponent's battle phase, discard this
# card: your 「Ｄ－ＨＥＲＯ」 monsters gain 800 ATK until the end phase.
def _dagger(res: Resolution) -> None:
    d = res.duel
    for c in d.monsters_of(res.player):
        if c.face_up and c.data.name_ja.startswith("Ｄ－ＨＥＲＯ"):
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



# エーリアン・ハンター / Alien Hunter: when it destroys by battle a monster that had an A-counter, it may attack
# once more in a row (it counts as not having attacked in this battle phase yet). A move event keeps the
# counters the card had (`Event.had`): they do not go with it.
def _hunter_won(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and d.attack is not None
            and ctx.card.idx in (d.attack[0], d.attack[2]) and dict(ev.had).get("Aカウンター", 0) > 0)


def _attack_again(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up:
        res.duel.may_attack_again(c)


define(62315111, Effect(T, _attack_again, trigger="destroyed", self_trigger=False, when=_hunter_won,
                        text_en="destroyed a monster with an A-counter by battle: it may attack once more",
                        text_ja="Ａカウンターが乗ったモンスターを戦闘で破壊した場合、もう１度だけ続けて攻撃できる"))
