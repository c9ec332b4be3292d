"""Spell cards named on seed page 000 (「シフトチェンジ」), with the monsters and field spell its examples use.

The page's subject is which monster each card designates (targets), because 「シフトチェンジ」 can only
move a target to another monster the original effect could have targeted: each target spec below
follows the page's tables (R000-036, R000-052): face-up / face-down, whose monster seen from the
activator, and any further condition (level, type, ATK, DEF, position). Where the page's table and
the era's card text disagree, the table is followed and the card says so.

The helpers at the top are shared with `seed000_traps`.

What the engine cannot do yet is left out of the operations and named at each card (and in
tests/pending/): tributing an opponent's monster, control that lasts while a card stays, and union
monsters.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    FACE_DOWN_MONSTER,
    FACE_UP_MONSTER,
    HARPIE_LADY,
    banish_targets,
    ctx_of,
    destroy_targets,
    grant_this_turn,
    monster_to_grave,
    nothing,
    room,
    take_targets_this_turn,
    to_face_down,
    to_grave,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import DEFS, define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE

LORD_OF_D = 17985575
HARPIE_LADY_SISTERS = 12206212
KURIBOH = 40640057


# ---- shared helpers --------------------------------------------------------------------------------


def activation_of(ctx: Ctx, link: ChainLink | None) -> bool:
    """Whether `link` is the activation of a spell or trap card (not a monster's effect)."""
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.kind != "monster" and d.effect_of(link.card, link.effect).kind is A


def link_targets(ctx: Ctx, link: ChainLink) -> list[Card]:
    """The cards a link designated that are still the same objects."""
    d = ctx.duel
    return [d.cards[i] for i, oid in link.targets if d.cards[i].oid == oid]


def is_equip_card(c: Card) -> bool:
    """An equip card on the field: an equip spell, a trap or monster treated as an equip card (a trap declared
    `define(equip_trap=True)`)."""
    if not c.on_field or c.equipped_to < 0:
        return False
    defn = DEFS.get(c.data.passcode)
    return "equip" in c.data.subtypes or c.data.kind == "monster" or (defn is not None and defn.equip_trap)


def equip_fits(ctx: Ctx, e: Card, m: Card) -> bool:
    """Whether the equip card `e` could properly be equipped to the monster `m` (not a targeting test).

    An equip card's restriction is the target spec of its own activation, seen from its controller;
    one without such a spec (a monster treated as an equip card, 「早すぎた埋葬」) fits any face-up monster.
    """
    d = ctx.duel
    if m.zone is not Zone.MONSTERS or not m.face_up:
        return False
    defn = d.defs[e.idx]
    # the last such activation: 「鎖付きブーメラン」's equip mode comes after its other mode
    eff = next((x for x in reversed(defn.effects) if x.kind is A and x.target is not None
                and x.target.zone is Zone.MONSTERS and not x.target.one_each), None) if defn is not None else None
    if eff is None or eff.target is None:
        return True
    spec = eff.target
    if (spec.side == "own" and m.ctl != e.ctl) or (spec.side == "opp" and m.ctl == e.ctl):
        return False
    return spec.where is None or spec.where(Ctx(d, e.ctl, e, eff), m)


def has_trap_negation(ctx: Ctx, c: Card) -> bool:
    """A card with a continuous effect that negates the effects of traps."""
    defn = ctx.duel.defs[c.idx]
    return defn is not None and any(e.kind is Kind.CONTINUOUS and e.negates == "trap" for e in defn.effects)


def face_up_named(ctx: Ctx, passcodes: tuple[int, ...], side: str = "any") -> bool:
    d = ctx.duel
    players = (ctx.player,) if side == "own" else (0, 1)
    return any(c.face_up and is_named(c, *passcodes) for p in players for c in d.monsters_of(p))


def monsters_in(ctx: Ctx, p: int, zone: Zone) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[p].cards_in(zone) if ctx.duel.cards[i].data.kind == "monster"]


def spells_and_traps(ctx: Ctx, p: int) -> list[Card]:
    """The cards in a player's spell & trap zones and field zone."""
    pl = ctx.duel.players[p]
    return [ctx.duel.cards[i] for i in (*pl.spells, pl.field) if i >= 0]


def can_special_summon_from_hand(c: Card) -> bool:
    subs = c.data.subtypes
    return c.data.kind == "monster" and not subs & {"fusion", "ritual", "token"}


@dataclass(frozen=True, slots=True)
class FieldCardSpec(TargetSpec):
    """A target anywhere on the field: a monster, a spell/trap card, or the field spell.

    `zone` stays MONSTERS so that 「シフトチェンジ」 treats the effect as one that can designate a monster.
    """

    def _as(self, zone: Zone) -> TargetSpec:
        return TargetSpec(zone=zone, side=self.side, face=self.face, count=self.count, where=self.where,
                          allow_self=self.allow_self, text_en=self.text_en, text_ja=self.text_ja)

    def fits(self, ctx: Ctx, c: Card) -> bool:
        if not c.on_field:
            return False
        return self._as(Zone.MONSTERS if c.zone is Zone.MONSTERS else Zone.SPELLS).fits(ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        return [*self._as(Zone.MONSTERS).candidates(ctx), *self._as(Zone.SPELLS).candidates(ctx)]




def _equip(res: Resolution) -> None:
    """An equip spell resolving: it is attached to its target."""
    for t in res.targets():
        res.duel.equip(res.card, t, res.cause)


def _equipped(ctx: Ctx, m: Card) -> bool:
    return ctx.card.equipped_to == m.idx


def _race(*races: str) -> TargetSpec:
    return TargetSpec(face="up", where=lambda ctx, c: c.data.race in races,
                      text_en="a face-up " + " or ".join(races) + " monster", text_ja="表側表示の対象種族のモンスター")


# ---- the table R000-036: spells that target one monster on the field ----------------------------------

# 千本ナイフ / Thousand Knives: while you control a face-up 「ブラック・マジシャン」, destroy a targeted
# monster the opponent controls (face-up or face-down).
define(63391643, Effect(A, destroy_targets, condition=lambda ctx: face_up_named(ctx, (DARK_MAGICIAN,), "own"),
                        target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# ブラック・コア / Dark Core: discard 1; banish a targeted face-up monster.
define(70231910, Effect(A, banish_targets, target=FACE_UP_MONSTER, cost=Cost(discard=1),
                        text_en="banish the target", text_ja="対象をゲームから除外する"))

# ダブルトラップ / Double Snare: destroy a targeted face-up card that has an effect negating traps.
define(3682106, Effect(A, destroy_targets,
                       target=FieldCardSpec(face="up", where=has_trap_negation,
                                            text_en="a face-up card with an effect that negates traps",
                                            text_ja="罠の効果を無効にする効果を持つ表側表示のカード"),
                       text_en="destroy the target", text_ja="対象を破壊する"))


# 巨竜の羽ばたき / A Wingbeat of Giant Dragon (★ on the page's table): return a face-up level 5 or higher
# dragon you control to the hand; if it is returned, destroy every spell and trap card on the field.
def _wingbeat(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for t in res.targets():
        d.to_hand([t], res.cause)
        if t.zone is Zone.HAND:
            st = [c for p in (res.player, res.opponent) for c in spells_and_traps(ctx, p) if c.idx != res.card.idx]
            d.destroy(st, res.cause)


define(28596933, Effect(A, _wingbeat, does=Does.SPELLS_TRAPS,
                        target=TargetSpec(side="own", face="up",
                                          where=lambda ctx, c: c.data.race == "Dragon" and (c.data.level or 0) >= 5,
                                          text_en="your face-up level 5 or higher dragon",
                                          text_ja="自分のレベル５以上のドラゴン族モンスター"),
                        text_en="return the target to the hand and destroy all spells and traps",
                        text_ja="対象を手札に戻し、フィールドの魔法・罠カードを全て破壊する"))


# 火竜の火炎弾 / Dragon's Gunfire: while you control a face-up dragon, choose one: 800 damage to the
# opponent (effect 1), or destroy a targeted face-up monster with 800 or less DEF (effect 2).
def _own_dragon(ctx: Ctx) -> bool:
    return any(c.face_up and c.data.race == "Dragon" for c in ctx.duel.monsters_of(ctx.player))


def _gunfire_damage(res: Resolution) -> None:
    res.duel.damage(res.target_player, 800, res.cause)


define(55991637,
       Effect(A, _gunfire_damage, condition=_own_dragon, targets_player="opp", text_en="800 damage to the opponent",
              text_ja="相手に８００ダメージ"),
       Effect(A, destroy_targets, condition=_own_dragon,
              target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.defense(c) <= 800,
                                text_en="a face-up monster with 800 or less DEF",
                                text_ja="守備力８００以下の表側表示モンスター"),
              text_en="destroy the target", text_ja="対象を破壊する"))


# 『守備』封じ / Stop Defense: a targeted defense position monster the opponent controls (face-up or
# face-down) becomes face-up attack position.
def _to_attack(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.ATTACK, res.cause)


define(63102017, Effect(A, _to_attack,
                        target=TargetSpec(side="opp", where=lambda ctx, c: c.pos in (Pos.DEFENSE, Pos.SET),
                                          text_en="an opponent's defense position monster",
                                          text_ja="相手の守備表示モンスター"),
                        text_en="change the target to face-up attack position", text_ja="対象を表側攻撃表示にする"))


# 『攻撃』封じ / Block Attack: a targeted attack position monster the opponent controls becomes face-up
# defense position.
def _to_defense(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(25880422, Effect(A, _to_defense,
                        target=TargetSpec(side="opp", where=lambda ctx, c: c.pos is Pos.ATTACK,
                                          text_en="an opponent's attack position monster",
                                          text_ja="相手の攻撃表示モンスター"),
                        text_en="change the target to face-up defense position", text_ja="対象を表側守備表示にする"))

# 太陽の書 / Book of Taiyou: a targeted face-down monster becomes face-up attack position.
define(38699854, Effect(A, _to_attack, target=FACE_DOWN_MONSTER,
                        text_en="change the target to face-up attack position", text_ja="対象を表側攻撃表示にする"))


# 闇の訪れ / Darkness Approaches: discard 2; turn a targeted face-up monster face-down. (The era's text
# keeps its battle position; the engine has no face-down attack position, so it becomes face-down defense.)
define(80168720, Effect(A, to_face_down, target=FACE_UP_MONSTER, cost=Cost(discard=2),
                        text_en="turn the target face-down", text_ja="対象を裏側表示にする"))


# 心変わり / Change of Heart: take control of a targeted monster the opponent controls until the end phase.
define(4031928, Effect(A, take_targets_this_turn, target=TargetSpec(side="opp", text_en="an opponent's monster",
                                                              text_ja="相手のモンスター"),
                       text_en="take control of the target until the end phase",
                       text_ja="エンドフェイズまで対象のコントロールを得る"))

# 盗賊の極意 / The Secret of the Bandit: main phase 1 only; a targeted face-up monster makes the opponent
# discard a random card each time it deals them battle damage this turn (a trigger the resolution leaves
# in place for the turn, whatever becomes of this card).
def _bandit(res: Resolution) -> None:
    d = res.duel
    turn = d.turn
    for t in res.targets():
        idx, oid = t.idx, t.oid

        def by_it(ctx: Ctx, ev: Event, idx: int = idx, oid: int = oid) -> bool:
            c = ctx.duel.cards[idx]
            return (ctx.duel.turn == turn and ev.cause.reason is Reason.BATTLE and ev.cause.card == idx
                    and c.oid == oid and ev.player != c.ctl)

        def discard(r: Resolution) -> None:
            dd = r.duel
            for ev in r.link.events:
                hand = dd.players[ev.player].hand
                if hand:
                    dd.discard([hand[dd.rng.below(len(hand))]], r.cause)

        d.linger(res.card, res.player, Effect(Kind.TRIGGER, discard, trigger="damage", when=by_it,
                                              self_trigger=False, text_en="discard a random card",
                                              text_ja="手札をランダムに１枚捨てる"), res.cause)


define(99351431, Effect(A, _bandit, condition=lambda ctx: ctx.duel.phase == "main1", target=FACE_UP_MONSTER,
                        text_en="this turn, the target's battle damage makes the opponent discard at random",
                        text_ja="このターン、対象が戦闘ダメージを与える度に相手はランダムに手札を捨てる"))

# 財宝への隠し通路 / Secret Pass to the Treasures: a targeted face-up monster with 1000 or less ATK may
# attack directly this turn. The era's text says "your" monster; the page's table (R000-036.14) marks
# both players' monsters, and the table is followed. The permission lasts the turn (a lingering grant).
def _secret_pass(res: Resolution) -> None:
    for c in res.targets():
        grant_this_turn(res, c, "may attack directly this turn", "このターン直接攻撃できる", direct_attack=True)


define(77876207, Effect(A, _secret_pass,
                        target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.atk(c) <= 1000,
                                          text_en="a face-up monster with 1000 or less ATK",
                                          text_ja="攻撃力１０００以下の表側表示モンスター"),
                        text_en="the target may attack directly this turn", text_ja="このターン対象は直接攻撃できる"))

# クロス・ソウル / Soul Exchange: target a monster the opponent controls; this turn, when you tribute monsters
# (a tribute summon, a cost), it must be one of them in place of one of yours (`Duel.allow`; the tribute
# choices offer it first); you cannot conduct your battle phase that turn (it is skipped, and the card cannot
# be activated in main phase 2, after one).
def _soul_exchange(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.allow(t, res.player, "tribute", res.cause)
    d.skip_phase(res.player, "battle:start", d.turn, res.cause)


define(68005187, Effect(A, _soul_exchange, condition=lambda ctx: ctx.duel.phase != "main2",
                        target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
                        text_en="this turn, tribute the target as if you controlled it",
                        text_ja="このターン、自分のモンスターの代わりに対象を生け贄にする"))

# 死者への供物 / Offerings to the Doomed: destroy a targeted face-up monster; you skip your next draw
# phase.
def _offerings(res: Resolution) -> None:
    d = res.duel
    d.destroy(res.targets(), res.cause)
    d.skip_phase(res.player, "draw", d.next_turn_of(res.player), res.cause)


define(19230407, Effect(A, _offerings, target=FACE_UP_MONSTER,
                        text_en="destroy the target; skip your next draw phase",
                        text_ja="対象を破壊し、次の自分のドローフェイズをスキップする"))


# 融合解除 / De-Fusion: return a targeted face-up fusion monster to the fusion deck (face-down: the page
# leaves it open, ？); then, if the whole set of fusion materials used for its fusion summon is in your
# graveyard, you may special summon that set (`fusion.materials_used`, read before the monster leaves).
def _defusion(res: Resolution) -> None:
    from arbiter.ocg import fusion

    d = res.duel
    for c in res.targets():
        mats = fusion.materials_used(d, c)
        if not d.to_fusion_deck(c, res.cause):
            continue
        if (not mats or any(m.zone is not Zone.GRAVE or m.owner != res.player for m in mats)
                or d.free_slots(res.player, Zone.MONSTERS) < len(mats)):
            continue
        o = res.ask([Option("yes", "yes", label_en="yes", label_ja="はい"),
                     Option("no", "no", label_en="no", label_ja="いいえ")],
                    "confirm", prompt_en="special summon the fusion materials?",
                    prompt_ja="融合素材モンスター一組を特殊召喚する？")
        if o.key == "yes":
            for m in mats:
                d.special_summon(m, res.player, ask_position(res), res.cause)


define(95286165, Effect(A, _defusion, asks=True,
                        target=TargetSpec(face="up", where=lambda ctx, c: c.data.is_fusion,
                                          text_en="a face-up fusion monster", text_ja="表側表示の融合モンスター"),
                        text_en="return the target to the fusion deck", text_ja="対象を融合デッキに戻す"))


# コンビネーション・アタック / Combination Attack: in the battle phase, target a monster equipped with a
# union monster that battled this turn (either player's, R000-036.18); the union becomes a monster again,
# face-up in the position its controller chooses, and the target may attack once more this turn.
def _unions_on(d: Duel, m: Card) -> list[Card]:
    return [c for c in d.cards if c.equipped_to == m.idx and c.on_field and "union" in c.data.subtypes]


def _union_equipped(ctx: Ctx, m: Card) -> bool:
    return m.t_battled == ctx.duel.turn and bool(_unions_on(ctx.duel, m))


def _combination(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        for u in _unions_on(d, t):
            if d.free_slots(u.ctl, Zone.MONSTERS):
                d.special_summon(u, u.ctl, ask_position(res, u.ctl), res.cause)
        d.may_attack_again(t)


define(8964854, Effect(A, _combination, asks=True, condition=lambda ctx: ctx.duel.phase.startswith("battle"),
                       target=TargetSpec(face="up", where=_union_equipped,
                                         text_en="a monster equipped with a union monster that attacked this turn",
                                         text_ja="ユニオンモンスターを装備して戦闘を行ったモンスター"),
                       text_en="unequip the union; the target may attack again",
                       text_ja="ユニオンを解除し、対象はもう１度攻撃できる"))


# 突進 / Rush Recklessly: a targeted face-up monster gains 700 ATK until the end of the turn.
def _boost(atk: int, defense: int) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        for c in res.targets():
            res.duel.boost(c, atk, defense, res.cause)
    return op


define(70046172, Effect(A, _boost(700, 0), target=FACE_UP_MONSTER,
                        text_en="the target gains 700 ATK until the end of the turn",
                        text_ja="ターン終了時まで対象の攻撃力を７００アップ"))

# 頼もしき守護者 / The Reliable Guardian: a targeted face-up monster gains 700 DEF until the end of the turn.
define(16430187, Effect(A, _boost(0, 700), target=FACE_UP_MONSTER,
                        text_en="the target gains 700 DEF until the end of the turn",
                        text_ja="エンドフェイズまで対象の守備力を７００アップ"))


# 移り気な仕立屋 / Tailor of the Fickle: move an equip card on the field to another monster it can
# properly equip. The monster is the target (as the page's table has it); the equip card is chosen
# at resolution among those that fit the target (the engine's target spec has one kind of card).
def _movable_equips(ctx: Ctx, m: Card) -> list[Card]:
    return [e for e in ctx.duel.cards if is_equip_card(e) and e.equipped_to != m.idx and equip_fits(ctx, e, m)]


def _tailor(res: Resolution) -> None:
    ctx = ctx_of(res)
    for m in res.targets():
        equips = _movable_equips(ctx, m)
        if equips:
            e = res.ask_cards(equips)
            res.duel.equip(e, m, res.cause)


define(43641473, Effect(A, _tailor, asks=True,
                        target=TargetSpec(face="up", where=lambda ctx, m: bool(_movable_equips(ctx, m)),
                                          text_en="a monster an equip card on the field could move to",
                                          text_ja="装備カードを移し替えられるモンスター"),
                        text_en="move an equip card to the target", text_ja="装備カード１枚を対象に移し替える"))


# ---- equip spells (R000-036.23, R000-041, R000-042, R000-043) -------------------------------------------

# 強奪 / Snatch Steal: equip only to an opponent's face-up monster; you control the equipped monster. The
# opponent gains 1000 LP in each of their standby phases (a mandatory trigger at the start of the phase).
# The control lasts while it equips that monster (R004-094.11).
def _snatch(res: Resolution) -> None:
    for t in res.targets():
        if res.duel.equip(res.card, t, res.cause):
            res.duel.take_control(t, res.player, res.cause, while_card=res.card)


def _their_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ctx.duel.tp != ctx.player and ctx.card.active and ctx.card.equipped_to >= 0


define(45986603,
       Effect(A, _snatch, target=TargetSpec(side="opp", face="up", text_en="an opponent's face-up monster",
                                            text_ja="相手の表側表示モンスター"),
              text_en="equip to the target and take control of it", text_ja="対象に装備し、コントロールを得る"),
       Effect(Kind.TRIGGER, lambda res: res.duel.gain_lp(res.opponent, 1000, res.cause), trigger="phase",
              when=_their_standby, self_trigger=False,
              text_en="the opponent gains 1000 LP", text_ja="相手は１０００ライフポイント回復する"))

# 磁力の指輪 / Ring of Magnetism: equip only to your own monster; it loses 500 ATK and DEF; the opponent's
# monsters may attack only the equipped monster (effect 3: the other monsters of its controller cannot be
# attacked).
def _not_the_ringed_one(ctx: Ctx, m: Card) -> bool:
    e = ctx.card.equipped_to
    if e < 0 or m.idx == e or m.zone is not Zone.MONSTERS:
        return False
    ringed = ctx.duel.cards[e]
    return ringed.zone is Zone.MONSTERS and ringed.face_up and m.ctl == ringed.ctl


define(20436034,
       Effect(A, _equip, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                           text_ja="自分の表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: -500, defense=lambda ctx, m: -500,
              text_en="the equipped monster loses 500 ATK and DEF",
              text_ja="装備モンスターの攻撃力・守備力は５００ダウン"),
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",), affects=_not_the_ringed_one,
              text_en="the opponent's monsters can attack only the equipped monster",
              text_ja="相手モンスターは装備モンスターしか攻撃できない"))

# 伝説の剣 / Legendary Sword: equip only to a warrior; +300 ATK and DEF.
define(61854111,
       Effect(A, _equip, target=_race("Warrior"), text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: 300, defense=lambda ctx, m: 300,
              text_en="the equipped monster gains 300 ATK and DEF",
              text_ja="装備モンスターの攻撃力・守備力は３００アップ"))

# サラマンドラ / Salamandra: equip only to a FIRE monster; +700 ATK.
define(32268901,
       Effect(A, _equip, target=TargetSpec(face="up", where=lambda ctx, c: has_attribute(c, "FIRE"),
                                           text_en="a face-up FIRE monster", text_ja="表側表示の炎属性モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: 700,
              text_en="the equipped monster gains 700 ATK", text_ja="装備モンスターの攻撃力は７００アップ"))


# 早すぎた埋葬 / Premature Burial: pay 800 LP; special summon a targeted monster from your graveyard in
# attack position and equip this card to it. When this card is destroyed the monster is destroyed (a lasting
# link, applied at once); when the monster leaves, this card goes as any equip card does.
def _premature(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.special_summon(t, res.player, Pos.ATTACK, res.cause)
        if t.zone is Zone.MONSTERS and d.equip(res.card, t, res.cause):
            d.tie(t, res.card, res.cause, on="destroyed")


define(70828912, Effect(A, _premature, cost=Cost(lp=800), needs=room,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind == "monster",
                                          text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
                        text_en="special summon the target and equip this card to it",
                        text_ja="対象を攻撃表示で特殊召喚し、このカードを装備する"))


# ---- R000-044: spells that only designate their own player's monster ---------------------------------------

# ワーム・ホール / Dimensionhole: banish a targeted monster you control until your next standby phase,
# when it returns to your field (a trigger the resolution leaves in place until then, whatever happens to
# this card meanwhile; the return is a move, not a summon, and the engine logs no line for it). Its monster zone
# cannot be used while the monster is away (`Duel.block_zone` for as long as it stays banished); it comes back
# there.
def _dimensionhole(res: Resolution) -> None:
    d = res.duel
    player = res.player
    back_turn = d.next_turn_of(player)
    for t in res.targets():
        pos, slot = t.pos, t.slot
        d.banish([t], res.cause)
        if t.zone is not Zone.BANISHED:
            continue
        idx, oid = t.idx, t.oid
        d.block_zone(player, Zone.MONSTERS, slot, res.card, while_card=t)

        def comes_back(r: Resolution, idx: int = idx, oid: int = oid, pos: Pos = pos, slot: int = slot) -> None:
            c = r.duel.cards[idx]
            if c.oid == oid and c.zone is Zone.BANISHED and r.duel.players[player].monsters[slot] < 0:
                r.duel.move(c, Zone.MONSTERS, r.cause, "returned", player, pos, slot=slot)

        d.linger(res.card, player, Effect(
            Kind.TRIGGER, comes_back, trigger="phase", self_trigger=False,
            when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.turn == back_turn,
            text_en="the banished monster returns", text_ja="除外したモンスターが戻る"),
            res.cause, turns=back_turn - d.turn + 1)


define(22959079, Effect(A, _dimensionhole, target=TargetSpec(side="own", text_en="your monster",
                                                               text_ja="自分のモンスター"),
                        text_en="banish the target until your next standby phase",
                        text_ja="次の自分のスタンバイフェイズ時まで対象をゲームから除外する"))


# モンスター回収 / Monster Recovery: target a monster you control and own; shuffle it and your whole hand
# into the deck, then draw as many cards as you shuffled from the hand. Not while your hand holds a
# card the opponent owns.
def _no_foreign_hand(ctx: Ctx) -> bool:
    return all(ctx.duel.cards[i].owner == ctx.player for i in ctx.duel.players[ctx.player].hand)


def _recovery(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        hand = [d.cards[i] for i in d.players[res.player].hand]
        d.to_deck([t, *hand], res.cause)
        d.draw(res.player, len(hand), res.cause)


define(93108433, Effect(A, _recovery, condition=_no_foreign_hand, needs=may_draw("self"),
                        target=TargetSpec(side="own", where=lambda ctx, c: c.owner == ctx.player,
                                          text_en="a monster you control and own",
                                          text_ja="持ち主が自分の自分のモンスター"),
                        text_en="shuffle the target and your hand into the deck, then draw that many",
                        text_ja="対象と手札をデッキに加えてシャッフルし、手札の枚数分ドローする"))


# ---- the page's "does not target" list (R000-045 to R000-051) ------------------------------------------------

# 強制転移 / Creature Swap (R000-018): each player chooses a monster they control at resolution; the two
# switch control; neither can change its battle position for the rest of the turn.
def _both_have_monsters(ctx: Ctx) -> bool:
    return bool(ctx.duel.monsters_of(ctx.player)) and bool(ctx.duel.monsters_of(ctx.opponent))


def _swap(res: Resolution) -> None:
    d = res.duel
    mine, theirs = d.monsters_of(res.player), d.monsters_of(res.opponent)
    if not mine or not theirs:
        return
    a = res.ask_cards(mine)
    b = res.ask_cards(theirs, player=res.opponent)
    d.take_control(a, res.opponent, res.cause)
    d.take_control(b, res.player, res.cause)
    for c in (a, b):
        d.restrict(c, "change_position", res.cause)


define(31036355, Effect(A, _swap, needs=_both_have_monsters, asks=True,
                        text_en="each player chooses a monster they control; switch control of them; neither changes "
                                "its position this turn",
                        text_ja="お互いが自分のモンスター１体を選び、コントロールを入れ替える。このターン表示形式を変更できない"))


# The level of the monster tributed as the cost is read from the chain link's cost cards.
def _tributed_level(res: Resolution) -> int | None:
    cards = res.link.cost_cards
    return res.duel.cards[cards[0]].data.level if cards else None


def _summon_one_of(res: Resolution, cands: list[Card]) -> None:
    d = res.duel
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    from_deck = c.zone is Zone.DECK
    d.special_summon(c, res.player, ask_position(res), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)


# 孵化 / Insect Imitation: tribute a monster (a cost); special summon from the deck an insect one level
# higher (face-up attack or defense, chosen while it resolves).
def _insect_one_higher(ctx: Ctx, m: Card) -> bool:
    deck = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].deck]
    return any(c.data.race == "Insect" and c.data.kind == "monster" and (c.data.level or 0) == (m.data.level or 0) + 1
               for c in deck)


def _insect_imitation(res: Resolution) -> None:
    level = _tributed_level(res)
    if level is None:
        return
    _summon_one_of(res, [c for c in monsters_in(ctx_of(res), res.player, Zone.DECK)
                         if c.data.race == "Insect" and (c.data.level or 0) == level + 1
                         and can_special_summon_from_hand(c)])


define(96965364, Effect(A, _insect_imitation, cost=Cost(tribute=1, tribute_filter=_insect_one_higher), asks=True,
                        text_en="special summon an insect one level higher from the deck",
                        text_ja="生け贄にしたモンスターよりレベルが１つ高い昆虫族モンスターをデッキから特殊召喚する"))


# 増殖 / Multiply: tribute a face-up 「クリボー」 (a cost); special summon as many 「クリボートークン」 (Kuriboh
# Token) as you can in defense position; the tokens cannot be tributed for a tribute summon (declared at the
# token, which the engine looks up by its passcode like any card).
KURIBOH_TOKEN = 40703223


def _multiply(res: Resolution) -> None:
    d = res.duel
    data = token_data(KURIBOH_TOKEN, "クリボートークン")
    while d.free_slots(res.player, Zone.MONSTERS) > 0:
        d.create_token(data, res.player, Pos.DEFENSE, res.cause)


define(40703222, Effect(A, _multiply,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and m.data.passcode == KURIBOH),
                        text_en="special summon Kuriboh tokens in defense position",
                        text_ja="クリボートークンを可能な限り守備表示で特殊召喚する"))
define(KURIBOH_TOKEN, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, forbids=("tribute_summon",),
                             text_en="it cannot be tributed for a tribute summon",
                             text_ja="アドバンス召喚のためにはリリースできない"))


# 突然変異 / Metamorphosis: tribute a monster (a cost); special summon a fusion monster of the same level
# from the fusion deck (face-up attack or defense, chosen while it resolves).
def _fusion_same_level(ctx: Ctx, m: Card) -> bool:
    extra = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].extra]
    return any(c.data.is_fusion and (c.data.level or 0) == (m.data.level or 0) for c in extra)


def _metamorphosis(res: Resolution) -> None:
    level = _tributed_level(res)
    if level is None:
        return
    d = res.duel
    _summon_one_of(res, [d.cards[i] for i in d.players[res.player].extra
                         if d.cards[i].data.is_fusion and (d.cards[i].data.level or 0) == level])


define(46411259, Effect(A, _metamorphosis, cost=Cost(tribute=1, tribute_filter=_fusion_same_level), asks=True,
                        text_en="special summon a fusion monster of the tributed monster's level",
                        text_ja="生け贄にしたモンスターと同じレベルの融合モンスターを特殊召喚する"))


# 生け贄人形 / Tribute Doll: tribute a monster (a cost); special summon a level 7 monster that can be
# normal summoned from your hand; it cannot attack this turn.
def _level7_in_hand(ctx: Ctx) -> list[Card]:
    return [c for c in monsters_in(ctx, ctx.player, Zone.HAND)
            if c.data.level == 7 and can_special_summon_from_hand(c) and normal_summonable(c.data)]


def _doll(res: Resolution) -> None:
    ctx = ctx_of(res)
    cands = _level7_in_hand(ctx)
    if not cands or res.duel.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    res.duel.special_summon(c, res.player, ask_position(res), res.cause)
    if c.zone is Zone.MONSTERS:
        res.duel.restrict(c, "attack", res.cause)


define(2903036, Effect(A, _doll, cost=Cost(tribute=1), needs=lambda ctx: bool(_level7_in_hand(ctx)), asks=True,
                       text_en="special summon a level 7 monster from your hand",
                       text_ja="手札からレベル７のモンスター１体を特殊召喚する"))


# 痛み分け / Share the Pain: tribute a monster (a cost); the opponent tributes one of theirs (their choice,
# at resolution: not a target).
def _share(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if theirs:
        c = res.ask_cards(theirs, player=res.opponent)
        d.tribute([c], res.opponent, res.cause, cost=False)


define(56830749, Effect(A, _share, cost=Cost(tribute=1), needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        asks=True, text_en="the opponent tributes a monster",
                                   text_ja="相手はモンスター１体を生け贄に捧げる"))


# フォース / Riryoku: target two face-up monsters; until the end of the turn the first loses half its ATK
# and the second gains that much.
def _riryoku(res: Resolution) -> None:
    ts = res.targets()
    if len(ts) != 2:
        return
    d = res.duel
    half = d.atk(ts[0]) // 2
    d.boost(ts[0], -half, 0, res.cause)
    d.boost(ts[1], half, 0, res.cause)


define(34016756, Effect(A, _riryoku, target=TargetSpec(face="up", count=2, text_en="two face-up monsters",
                                                        text_ja="表側表示モンスター２体"),
                        text_en="halve the first target's ATK and add it to the second",
                        text_ja="１体の攻撃力を半分にし、その数値分もう１体の攻撃力をアップ"))


# 死のマジック・ボックス / Mystic Box: target one monster the opponent controls and one of yours; destroy
# the first, then give control of the second to the opponent. (The engine's target spec cannot ask for
# "one on each side"; targets on the same side do nothing.)
def _mystic_box(res: Resolution) -> None:
    ts = res.targets()
    theirs = [c for c in ts if c.ctl == res.opponent]
    mine = [c for c in ts if c.ctl == res.player]
    if len(theirs) != 1 or len(mine) != 1:
        return
    if res.duel.destroy(theirs, res.cause):
        res.duel.take_control(mine[0], res.opponent, res.cause)


define(25774450, Effect(A, _mystic_box, target=TargetSpec(count=2, text_en="a monster of each player",
                                                           text_ja="自分と相手のモンスター１体ずつ"),
                        text_en="destroy the opponent's target, then give them control of yours",
                        text_ja="相手の対象を破壊し、自分の対象のコントロールを相手に移す"))


# ドラゴンを呼ぶ笛 / The Flute of Summoning Dragon: only while 「ロード・オブ・ドラゴン－ドラゴンの支配者－」 is
# face-up on the field (it is not targeted); special summon up to two dragons from your hand.
def _dragons_in_hand(ctx: Ctx) -> list[Card]:
    return [c for c in monsters_in(ctx, ctx.player, Zone.HAND) if c.data.race == "Dragon"
            and can_special_summon_from_hand(c)]


def _flute(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for n in range(2):
        cands = _dragons_in_hand(ctx)
        if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        opts = [d.card_option("select", c.idx) for c in cands]
        if n:
            opts.append(Option("stop", "stop", label_en="no more", label_ja="終了"))
        o = res.ask(opts, "select", prompt_en="choose a dragon to special summon",
                    prompt_ja="特殊召喚するドラゴンを選ぶ")
        if o.kind == "stop":
            return
        d.special_summon(d.cards[o.card], res.player, ask_position(res), res.cause)


define(43973174, Effect(A, _flute, condition=lambda ctx: face_up_named(ctx, (LORD_OF_D,)),
                        needs=lambda ctx: bool(_dragons_in_hand(ctx)) and room(ctx), asks=True,
                        text_en="special summon up to two dragons from your hand",
                        text_ja="手札からドラゴン族モンスターを２体まで特殊召喚する"))


# 万華鏡 / Elegant Egotist: only while 「ハーピィ・レディ」 is face-up on the field (not targeted); special
# summon 「ハーピィ・レディ」 or 「ハーピィ・レディ三姉妹」 from your hand or deck.
def _harpies(ctx: Ctx) -> list[Card]:
    return [c for z in (Zone.HAND, Zone.DECK) for c in monsters_in(ctx, ctx.player, z)
            if is_named(c, HARPIE_LADY, HARPIE_LADY_SISTERS)]


def _egotist(res: Resolution) -> None:
    cands = _harpies(ctx_of(res))
    if not cands or res.duel.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    from_deck = c.zone is Zone.DECK
    res.duel.special_summon(c, res.player, ask_position(res), res.cause)
    if from_deck:
        res.duel.shuffle_deck(res.player)


define(90219263, Effect(A, _egotist, condition=lambda ctx: face_up_named(ctx, (HARPIE_LADY,)),
                        needs=lambda ctx: bool(_harpies(ctx)) and room(ctx), asks=True,
                        text_en="special summon Harpie Lady or Harpie Lady Sisters from your hand or deck",
                        text_ja="手札・デッキから「ハーピィ・レディ」か「ハーピィ・レディ三姉妹」を特殊召喚する"))


# 戦士の生還 / The Warrior Returning Alive: add a targeted warrior from your graveyard to your hand.
define(95281259, Effect(A, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=lambda ctx, c: c.data.kind == "monster" and c.data.race == "Warrior",
                                          text_en="a warrior in your graveyard",
                                          text_ja="自分の墓地の戦士族モンスター"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))


# ---- monsters and the field spell the page's examples use -----------------------------------------------

# ロード・オブ・ドラゴン－ドラゴンの支配者－ / Lord of D.: while face-up on the field, face-up dragons on
# the field cannot be targeted by effects (R000-023).
define(LORD_OF_D, Effect(Kind.CONTINUOUS, untargetable=True,
                         affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.data.race == "Dragon",
                         text_en="dragons on the field cannot be targeted by effects",
                         text_ja="フィールドのドラゴン族モンスターは効果の対象にならない"))

# 静寂虫 / Silent Insect: when it is normal or flip summoned it turns to defense position (applied at once, no
# chain link); while face-up, the effects of continuous spells and continuous traps are negated.
def _insect_to_defense(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(40867519,
       Effect(Kind.AT_ONCE, _insect_to_defense, trigger="summoned", when=lambda ctx, ev: ev.card == ctx.card.idx,
              text_en="normal or flip summoned: it turns to defense position",
              text_ja="召喚・反転召喚に成功した場合守備表示になる"),
       Effect(Kind.CONTINUOUS, negates="spell", affects=lambda ctx, c: c.on_field and "continuous" in c.data.subtypes,
              text_en="negate continuous spells", text_ja="永続魔法の効果を無効にする"),
       Effect(Kind.CONTINUOUS, negates="trap", affects=lambda ctx, c: c.on_field and "continuous" in c.data.subtypes,
              text_en="negate continuous traps", text_ja="永続罠の効果を無効にする"),
       numbering=(1, 2, 2))

# 海 / Umi: fish, sea serpents, thunder and aqua monsters gain 200 ATK and DEF; machines and pyros lose
# 200.
UMI_UP = ("Fish", "Sea Serpent", "Thunder", "Aqua")
UMI_DOWN = ("Machine", "Pyro")


def _umi(ctx: Ctx, m: Card) -> int:
    return 200 if m.data.race in UMI_UP else -200


define(22702055,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, m: m.data.race in UMI_UP + UMI_DOWN, atk=_umi, defense=_umi,
              text_en="fish, sea serpents, thunder and aqua +200 ATK/DEF; machines and pyros -200",
              text_ja="魚族・海竜族・雷族・水族は攻守２００アップ、機械族・炎族は攻守２００ダウン"))


# 伝説のフィッシャーマン / The Legendary Fisherman: while 「海」 is on the field, it is unaffected by spell
# effects on the field, and the opponent cannot choose it as an attack target (R000-035).
UMI = 22702055  # 海 / Umi


def _umi_on_field(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(pl.field >= 0 and is_named(d.cards[pl.field], UMI) and d.cards[pl.field].face_up
               and d.cards[pl.field].active for pl in d.players)


def _fisherman_under_umi(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and _umi_on_field(ctx)


define(3643300, Effect(Kind.CONTINUOUS, affects=_fisherman_under_umi,
                       unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
                       text_en="while Umi is on the field, it is unaffected by spell effects",
                       text_ja="「海」がフィールド上に存在する限り、このカードは魔法の効果を受けない"),
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",), affects=_fisherman_under_umi,
              text_en="while Umi is on the field, it cannot be attacked",
              text_ja="「海」がフィールド上に存在する限り、このカードは攻撃対象に選択されない"))


# クリッター / Sangan: when it is sent from the field to the graveyard, add a monster with 1500 or less
# ATK from your deck to your hand (one effect, declared once for each way of going to the graveyard).
def _searchable(ctx: Ctx) -> list[Card]:
    return [c for c in monsters_in(ctx, ctx.player, Zone.DECK) if c.data.atk is not None and c.data.atk <= 1500]


def _sangan(res: Resolution) -> None:
    cands = _searchable(ctx_of(res))
    if cands:
        c = res.ask_cards(cands)
        res.duel.to_hand([c], res.cause)
        res.duel.shuffle_deck(res.player)


define(26202165, *(Effect(Kind.TRIGGER, _sangan, trigger=k, when=monster_to_grave, asks=True,
                          text_en="add a monster with 1500 or less ATK from your deck to your hand",
                          text_ja="デッキから攻撃力１５００以下のモンスター１体を手札に加える")
                   for k in ("destroyed", "sent", "tributed")))


# ギルファーデーモン / Archfiend of Gilfer: when it is sent to the graveyard, you can target a face-up
# monster and equip this card to it; the monster loses 500 ATK (a monster effect that targets: R000-014).
def _gilfer(res: Resolution) -> None:
    d = res.duel
    c = res.card
    for t in res.targets():
        if c.zone is Zone.GRAVE and c.oid == res.link.oid:
            d.equip(c, t, res.cause, res.player)


define(50287060,
       *(Effect(Kind.TRIGGER, _gilfer, trigger=k, when=to_grave, mandatory=False, misses_timing=True,
                needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0, target=FACE_UP_MONSTER,
                text_en="equip this card to the target as an equip card",
                text_ja="このカードを装備カード扱いとして対象に装備する")
         for k in ("destroyed", "sent", "tributed", "discarded")),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: -500,
              text_en="the equipped monster loses 500 ATK", text_ja="装備モンスターの攻撃力は５００ダウン"))
