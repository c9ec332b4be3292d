"""Seed 004 ●フィールド上モンスターを手札に戻す, ●墓地のカードを手札に戻す・加える, ●墓地のカードをデッキに戻す.

The cards the page lists as returning monsters on the field to the hand (R004-109), spell/trap cards on the
field to the hand (R004-112), graveyard cards to the hand (R004-115, R004-121) and graveyard cards to the
deck (R004-122), and the cards that answer those returns: 「エレメントの泉」, 「クリオスフィンクス」 and
「縮退回路」 (R004-106 to R004-114), with 「キックバック」 (R004-110) and 「キューキューロイド」 (R004-115).

Each card is described in the project's own words (the era's behaviour as the page and the card database
describe it). Where a card needs something the engine cannot do yet, its comment says what is missing and
the part that can be done is declared. The helpers at the top are shared with `archive_card_types`.

Not declared, because nothing of what they do can be carried out yet:
- 物資調達員: no fusion summon records which materials 「融合」 sent to the graveyard;
- 墓荒らし: a card cannot be in the hand of a player who does not own it.

Spirit monsters in general (R004-109.27) return themselves with `common.SPIRIT_RETURN`, each in the module
that declares it; 「阿修羅」 is declared here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.ocg import fusion
from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.common import (
    FIELD_ZONES,
    POLYMERIZATION,
    SPIRIT_RETURN,
    answered_link,
    battle_opponent,
    battle_to_grave,
    ctx_of,
    destroy_targets,
    itself,
    nothing,
    opponent_attacks,
    spells_traps_of,
    to_grave,
)
from arbiter.ocg.cards.flip_monsters import ask_summon_position, mark, marked, players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER
F = Kind.FLIP
TO_GRAVE = ("destroyed", "sent", "tributed", "discarded")  # the event kinds that put a card in a graveyard
LEAVES = ("destroyed", "sent", "tributed", "to_hand", "to_deck", "banished")  # leaving the field


# ---- shared pieces ---------------------------------------------------------------------------



@dataclass(frozen=True, slots=True)
class ZonesSpec(TargetSpec):
    """A target spec over several zones: "a card on the field" (monster or spell/trap), or "a monster on
    your field or in your graveyard". The other fields mean what they mean in `TargetSpec`."""

    zones: tuple[Zone, ...] = (Zone.MONSTERS, Zone.SPELLS)

    def _in(self, z: Zone) -> TargetSpec:
        return dataclasses.replace(self, zone=z)

    def fits(self, ctx: Ctx, c: Card) -> bool:
        z = Zone.SPELLS if c.zone is Zone.FIELD else c.zone
        return z in self.zones and TargetSpec.fits(self._in(z), ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        out: list[Card] = []
        for z in self.zones:
            out += TargetSpec.candidates(self._in(z), ctx)
        return out


def field_card(side: str = "any", where: Callable[[Ctx, Card], bool] | None = None, allow_self: bool = False,
               en: str = "a card on the field", ja: str = "フィールド上のカード") -> ZonesSpec:
    return ZonesSpec(side=side, where=where, allow_self=allow_self, text_en=en, text_ja=ja)


def grave_spec(where: Callable[[Card], bool], side: str = "own", count: int = 1, least: int = 0,
               en: str = "a card in your graveyard", ja: str = "自分の墓地のカード") -> TargetSpec:
    return TargetSpec(zone=Zone.GRAVE, side=side, count=count, min=least, where=lambda ctx, c: where(c),
                      text_en=en, text_ja=ja)


def grave_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].grave if where(d.cards[i])]


def deck_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if where(d.cards[i])]


def hand_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].hand if where(d.cards[i])]


def field_of(d: Duel, p: int) -> list[Card]:
    """Every card `p` controls on the field: monsters, spells/traps and the field spell."""
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0]


def named(c: Card, part: str) -> bool:
    return part in c.data.name_ja


def is_monster_card(c: Card) -> bool:
    return c.data.is_monster


def is_spell_card(c: Card) -> bool:
    return c.data.is_spell


def is_trap_card(c: Card) -> bool:
    return c.data.is_trap


def alive(res: Resolution) -> bool:
    """This card is still the object that activated the effect, where it was."""
    return res.card.oid == res.link.oid


def on_field_as(res: Resolution) -> bool:
    return alive(res) and res.card.zone is Zone.MONSTERS and res.card.face_up


def return_to_hand(d: Duel, cards: list[Card], cause: Cause) -> None:
    """Return cards to their owners' hands; a fusion monster goes back to the fusion deck (R004-119)."""
    for c in cards:
        if c.data.is_fusion:
            d.to_fusion_deck(c, cause)
        else:
            d.to_hand([c], cause)


def return_to_deck(d: Duel, cards: list[Card], cause: Cause, where: str = "shuffle") -> None:
    """Return cards to their owners' decks (a fusion monster: the fusion deck)."""
    for c in cards:
        if c.data.is_fusion:
            d.to_fusion_deck(c, cause)
    main = [c for c in cards if not c.data.is_fusion]
    if main:
        d.to_deck(main, cause, where)


def ask_up_to(res: Resolution, cards: list[Card], n: int, player: int = -1, at_least: int = 0) -> list[Card]:
    """Choose up to `n` of `cards`, one by one ("no" ends the choice once `at_least` are chosen)."""
    chosen: list[Card] = []
    while len(chosen) < n:
        left = [c for c in cards if c not in chosen]
        if not left:
            break
        opts = [res.duel.card_option("select", c.idx) for c in left]
        if len(chosen) >= at_least:
            opts.append(Option("no", "no", label_en="no more", label_ja="終了"))
        o = res.ask(opts, "select", player, "choose a card, or no more", "カードを選ぶ（終了で終わる）")
        if o.kind == "no":
            break
        chosen.append(res.duel.cards[o.card])
    return chosen


def ask_yes_no(res: Resolution, player: int = -1, en: str = "do it?", ja: str = "行う？") -> bool:
    opts = [Option("yes", "yes", label_en="yes", label_ja="はい"), Option("no", "no", label_en="no", label_ja="いいえ")]
    return res.ask(opts, "yes_no", player, en, ja).kind == "yes"


# ---- marks: facts about cards that effects remember (immutable, so a cloned duel shares nothing) ----

@dataclass(frozen=True, slots=True)
class Pair(Note):
    """Two numbers a card of this module keeps under a key (a card and its object, a card and a turn ...)."""

    key: str
    a: int
    b: int


def note(d: Duel, key: str, a: int, b: int = 0) -> None:
    d.remember(Pair(key, a, b))


def notes(d: Duel, key: str) -> set[tuple[int, int]]:
    return {(n.a, n.b) for n in d.notes(Pair) if n.key == key}


def unnote(d: Duel, key: str, a: int, b: int) -> None:
    d.forget(Pair(key, a, b))


def observer(watch: Callable[[Ctx, Event], None], en: str = "", ja: str = "") -> Effect:
    """Lets a face-up card notice events as they happen without starting a chain (a replacement effect
    that never replaces anything): e.g. which monsters a monster destroyed by battle."""

    def when(ctx: Ctx, ev: Event) -> bool:
        watch(ctx, ev)
        return False

    return Effect(Kind.REPLACEMENT, when=when, instead=lambda ctx, ev: ev, text_en=en, text_ja=ja)


# ---- what happened this turn, read from the duel's own log -----------------------------------

def turn_log(d: Duel) -> list[LogEntry]:
    """The log entries of this turn, newest first."""
    out = []
    for e in reversed(d.log):
        if e.kind == "turn":
            break
        out.append(e)
    return out


def destroyed_this_turn(d: Duel, c: Card, battle: bool = True) -> bool:
    """`c` is in a graveyard, having been destroyed (by battle, if `battle`) and sent there this turn."""
    if c.zone is not Zone.GRAVE or c.t_entered != d.turn:
        return False
    ref = d.refs[c.idx]
    return any(e.kind == "destroyed" and e.args[0] is ref and (e.args[1] or not battle) for e in turn_log(d))


def tributes_for_summon(d: Duel, c: Card) -> list[Card]:
    """The monsters tributed for the tribute summon of `c` that just happened (read from the log)."""
    ref = d.refs[c.idx]
    log = d.log
    for n in range(len(log) - 1, 0, -1):
        e = log[n]
        if e.kind == "summon" and e.args[1] is ref:
            before = log[n - 1]
            if before.kind != "tribute" or len(before.args) != 2:
                return []
            refs = before.args[1]
            assert isinstance(refs, tuple)
            return [d.cards[i] for i, r in enumerate(d.refs) if any(r is x for x in refs)]
    return []


# ---- turn counts (R004-127 to R004-131) -------------------------------------------------------

def turn_player_of(d: Duel, turn: int) -> int:
    """Whose turn `turn` was (or will be): turns alternate between the players (R004-128)."""
    return d.tp if (d.turn - turn) % 2 == 0 else 1 - d.tp


def turns_of(d: Duel, player: int, since: int, until: int = -1) -> int:
    """How many of `player`'s turns there are from turn `since` to turn `until` (default: now), both
    counted (R004-129: "counting only the opponent's turns")."""
    end = d.turn if until < 0 else until
    return sum(1 for t in range(since, end + 1) if turn_player_of(d, t) == player)


# ---- event filters ---------------------------------------------------------------------------

def battle_damage_by_self(ctx: Ctx, ev: Event) -> bool:
    """This monster inflicted battle damage to the opponent."""
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


def battle_damage_by_own_monster(ctx: Ctx, ev: Event) -> bool:
    """A monster the card's controller controls inflicted battle damage to the opponent."""
    if ev.cause.reason is not Reason.BATTLE or ev.player != ctx.opponent or ev.cause.card < 0:
        return False
    return ctx.duel.cards[ev.cause.card].ctl == ctx.player


def from_field_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE)


def phase_of(phase: str, own: bool | None = True) -> Callable[[Ctx, Event], bool]:
    """The start of `phase` in the card controller's turn (own=True), the opponent's (False), or any."""

    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.detail != phase:
            return False
        return own is None or (ctx.duel.tp == ctx.player) == own

    return when


def not_taken_yet(ctx: Ctx) -> bool:
    """For a card whose trigger offers several modes as separate effects: only one of them is used."""
    return not any(link.card == ctx.card.idx and link.events == ctx.events for link in ctx.duel.chain)


def equipped_by(ctx: Ctx, m: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to == m.idx


def equip_op(res: Resolution) -> None:
    """An equip spell's activation: it becomes equipped to its target."""
    c = res.card
    for t in res.targets():
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


def equip_spell(where: Callable[[Ctx, Card], bool] | None = None, en: str = "a face-up monster",
                ja: str = "表側表示モンスター") -> Effect:
    return Effect(A, equip_op, target=TargetSpec(face="up", where=where, text_en=en, text_ja=ja),
                  text_en="equip to the target", text_ja="対象に装備する")


def equip_stats(atk: int, defense: int = 0) -> Effect:
    return Effect(Kind.CONTINUOUS, affects=equipped_by,
                  atk=(lambda ctx, m: atk) if atk else None, defense=(lambda ctx, m: defense) if defense else None,
                  text_en=f"the equipped monster gains {atk} ATK and {defense} DEF",
                  text_ja=f"装備モンスターの攻撃力は{atk}、守備力は{defense}アップ")


def battlers(d: Duel) -> tuple[int, int]:
    """The attacking monster and the attack target of the attack in progress (-1: none)."""
    if d.attack is None:
        return -1, -1
    return d.attack[0], d.attack[2]


# ==== support: the cards that answer a return from the field to the hand ==========================

SPRING = 94425169
CIRCUIT = 36995273
TRUNADE = 42703248
MAGMA_NEOS = 78512663
BIRDMAN_JOE = 81896370


def _monster_back_to_hand(ctx: Ctx, ev: Event) -> bool:
    """A monster on the field (in the monster zone, as a monster) has returned to its owner's hand."""
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.HAND)


# エレメントの泉 / Spring of Rebirth (continuous spell): each time monsters on the field return to their
# owner's hand, its controller gains 500 LP, once for each occasion however many return (R004-106). A
# monster card in a spell & trap zone (an equip card, a 宝玉獣 treated as a continuous spell) was not on
# the field as a monster (R004-111), and a monster whose summon was negated never was (R004-110).
def _spring_when(ctx: Ctx, ev: Event) -> bool:
    if not _monster_back_to_hand(ctx, ev):
        return False
    d = ctx.duel
    return not any(t.card == ctx.card.idx and t.event.cause == ev.cause and t.serial == d.serial
                   for t in d.triggers)


def _gain_500(res: Resolution) -> None:
    res.duel.gain_lp(res.player, 500, res.cause)


define(SPRING, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _gain_500, trigger="to_hand", self_trigger=False, when=_spring_when,
              text_en="monsters returned from the field to the hand: gain 500 LP",
              text_ja="フィールドのモンスターが手札に戻った時、５００ライフポイント回復する"))


# 縮退回路 / Degenerate Circuit (continuous spell): a monster card that would return from the field to
# the hand is banished instead (R004-108), also one in a spell & trap zone (R004-113) — except when an
# effect that returns several cards returns this card at the same time (R004-114). Its controller pays
# 500 LP in each of their standby phases, or it is destroyed (a maintenance cost: carried out as a
# mandatory trigger, so it shows as a chain link).
def _returns_circuit_too(d: Duel, circuit: Card) -> bool:
    res = d.current_res
    if res is None:
        return False
    if (circuit.idx, circuit.oid) in res.link.targets:
        return True
    # an effect that returns spell and trap cards it does not target (「ハリケーン」: every one on the field)
    eff = d.effect_of(res.link.card, res.link.effect)
    return eff.does_(Does.TO_HAND) and eff.does_(Does.SPELLS_TRAPS)


def _circuit_when(ctx: Ctx, ev: Event) -> bool:
    if ev.kind != "to_hand" or ev.src not in FIELD_ZONES or ev.dst != int(Zone.HAND):
        return False
    c = ctx.duel.cards[ev.card]
    return (c.data.is_monster or c.base.is_monster) and not _returns_circuit_too(ctx.duel, ctx.card)


def _circuit_banish(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, kind="banished", dst=int(Zone.BANISHED))


def _maintenance(amount: int, optional: bool) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if not alive(res) or not c.on_field:
            return
        can = d.players[res.player].lp >= amount
        if can and (not optional or ask_yes_no(res, en=f"pay {amount} LP?", ja=f"{amount}ライフポイントを払う？")):
            d.pay_lp(res.player, amount, c.idx)
        else:
            d.destroy([c], res.cause)

    return op


define(CIRCUIT, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.REPLACEMENT, when=_circuit_when, instead=_circuit_banish,
              text_en="monster cards returning from the field to the hand are banished instead",
              text_ja="フィールドから手札に戻るモンスターカードは手札に戻らずゲームから除外される"),
       Effect(T, _maintenance(500, False), trigger="phase", self_trigger=False, when=phase_of("standby"),
              text_en="your standby phase: pay 500 LP, or destroy this card",
              text_ja="自分のスタンバイフェイズに５００ライフポイントを払う。払えない場合このカードを破壊する"))


# キックバック / Forced Back (counter trap): negate a normal or flip summon and return the monster to its
# owner's hand. Its summon never happened, so it did not return "from the field" (R004-110): the move is
# its own kind of event, which the cards above do not answer.
def _summoning(ctx: Ctx) -> bool:
    return any(e.kind == "summoning" and e.detail in ("normal", "flip") for e in ctx.events)


def _forced_back(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        if e.kind == "summoning":
            c = d.cards[e.card]
            if c.zone is Zone.MONSTERS:
                d.to_hand([c], res.cause, kind="summon_negated")


define(43340443, Effect(A, _forced_back, condition=_summoning, negates_summon=True,
                        text_en="negate the summon and return the monster to the hand",
                        text_ja="召喚・反転召喚を無効にし、そのモンスターを持ち主の手札に戻す"))


# ==== R004-109: effects that return monsters on the field to the hand ===============================

def _bounce_targets(res: Resolution) -> None:
    return_to_hand(res.duel, res.targets(), res.cause)


OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手フィールド上のモンスター")

# 派手ハネ / Hade-Hane: FLIP: you can return up to 3 targeted monsters on the field (this card too) to
# their owners' hands.
define(28357177, Effect(F, _bounce_targets, target=TargetSpec(allow_self=True, count=3, min=1),
                        mandatory=False, text_en="return up to 3 targets to their owners' hands",
                        text_ja="対象のモンスターを３体まで持ち主の手札に戻す"))

# 墓守の番兵 / Gravekeeper's Guard: FLIP: return 1 targeted monster the opponent controls to the hand.
define(37101832, Effect(F, _bounce_targets, target=OPP_MONSTER,
                        text_en="return the target to its owner's hand", text_ja="対象の相手モンスターを手札に戻す"))


# 黒蠍－逃げ足のチック / Dark Scorpion - Chick the Yellow: when it inflicts battle damage to the opponent,
# choose one: return 1 targeted card on the field to its owner's hand; or look at the opponent's top card
# and put it back on the top or at the bottom. (The two modes are two effects; using one uses the event.)
def _chick_look(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.opponent].deck
    if not deck:
        return
    c = d.cards[deck[-1]]
    opts = [Option("top", "top", label_en="top", label_ja="一番上"),
            Option("bottom", "bottom", label_en="bottom", label_ja="一番下")]
    if res.ask(opts, "select", prompt_en="top or bottom?", prompt_ja="一番上か一番下か").kind == "bottom":
        d.put_on_bottom(c)


define(61587183,
       Effect(T, _bounce_targets, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, target=field_card(),
              text_en="return the target card on the field to its owner's hand",
              text_ja="フィールド上のカード１枚を持ち主の手札に戻す"),
       Effect(T, _chick_look, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, asks=True,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
              text_en="look at the opponent's top card and put it on the top or at the bottom",
              text_ja="相手のデッキの一番上のカードをめくり、一番上か一番下に戻す"))


# 幻影の壁 / Wall of Illusion and ケルベク / Kelbek: a monster that attacks this card returns to its
# owner's hand; damage calculation is applied first. The return answers the moment right after damage
# calculation, whether or not any damage was dealt (this card may even have been destroyed by the battle).
def _attacker_back(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is not None and d.cards[att[0]].oid == att[1] and d.cards[att[0]].zone is Zone.MONSTERS:
        return_to_hand(d, [d.cards[att[0]]], res.cause)


for _code in (13945283, 54878498):
    define(_code, Effect(T, _attacker_back, trigger="damage_calculated", self_trigger=False,
                         when=lambda ctx, ev: ev.amount == ctx.card.idx,
                         text_en="the monster that attacked this card returns to its owner's hand",
                         text_ja="このカードを攻撃したモンスターを持ち主の手札に戻す"))


# マーダーサーカス / Crass Clown: when this card, in defense position, becomes face-up attack position:
# return 1 targeted monster the opponent controls to its owner's hand. Face-down defense to face-up attack is a
# flip (its "flipped" event: a flip summon records it once the summon is not negated); face-up defense to attack
# is a change of position (its "position" event), by the player's will or by an effect.
def _clown_flipped(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.pos is Pos.ATTACK


def _clown_changed(ctx: Ctx, ev: Event) -> bool:
    return ev.pos == int(Pos.DEFENSE) and ev.amount == int(Pos.ATTACK)


define(93889755, *(Effect(T, _bounce_targets, trigger=k, when=w, target=OPP_MONSTER,
                          text_en="return the target to its owner's hand",
                          text_ja="対象の相手モンスターを持ち主の手札に戻す")
                   for k, w in (("flipped", _clown_flipped), ("position", _clown_changed))))


# 邪悪なるワーム・ビースト / The Wicked Worm Beast: in your end phase, this face-up card returns to its
# owner's hand.
def _self_to_hand(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        return_to_hand(res.duel, [res.card], res.cause)


define(6285791, Effect(T, _self_to_hand, trigger="phase", self_trigger=False, when=phase_of("end"),
                       text_en="your end phase: return this card to its owner's hand",
                       text_ja="自分のエンドフェイズにこのカードを持ち主の手札に戻す"))


# 阿修羅 / Asura Priest: a spirit (common.SPIRIT_RETURN); it may attack each monster the opponent controls once
# in a battle phase (`Effect.attacks_each`).
define(2134346, *SPIRIT_RETURN,
       Effect(Kind.CONTINUOUS, affects=itself, attacks_each=True,
              text_en="it may attack each monster the opponent controls once",
              text_ja="相手フィールド上に存在する全てのモンスターに１回ずつ攻撃をする事ができる"),
       special_by=never, numbering=(1, 1, 2))


# 守護者スフィンクス / Guardian Sphinx, 番兵ゴーレム / Golem Sentry, ガーディアン・スタチュー / Guardian
# Statue: once a turn, this card may turn itself face-down (not the turn it came onto the field or
# changed position). When it is flip summoned: the sphinx returns every monster the opponent controls to
# the hand; the others 1 targeted monster the opponent controls.
def _can_turn_face_down(ctx: Ctx) -> bool:
    c = ctx.card
    t = ctx.duel.turn
    return c.zone is Zone.MONSTERS and c.face_up and c.t_entered != t and c.t_pos_changed != t


def _turn_face_down(res: Resolution) -> None:
    c = res.card
    if on_field_as(res):
        res.duel.set_position(c, Pos.SET, res.cause, by_will=True)


FACE_DOWN_SELF = Effect(Kind.IGNITION, _turn_face_down, condition=_can_turn_face_down, once_per_turn=True,
                        text_en="turn this card face-down", text_ja="このカードを裏側守備表示にする")


def _flip_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "flip"


def _bounce_all_opponent(res: Resolution) -> None:
    return_to_hand(res.duel, res.duel.monsters_of(res.opponent), res.cause)


define(40659562, FACE_DOWN_SELF,
       Effect(T, _bounce_all_opponent, trigger="summoned", when=_flip_summoned,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="return every monster the opponent controls to the hand",
              text_ja="相手フィールドのモンスターを全て持ち主の手札に戻す"))
for _code in (52323207, 75209824):
    define(_code, FACE_DOWN_SELF,
           Effect(T, _bounce_targets, trigger="summoned", when=_flip_summoned, target=OPP_MONSTER,
                  text_en="return the target to its owner's hand", text_ja="対象の相手モンスターを持ち主の手札に戻す"))


# バイサー・ショック / Byser Shock: when it is normal, flip or special summoned: every set card on the
# field (face-down monsters and set spells/traps) returns to its owner's hand.
def _set_cards(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in field_of(d, p) if c.pos is Pos.SET]


def _byser(res: Resolution) -> None:
    return_to_hand(res.duel, _set_cards(res.duel), res.cause)


define(17597059, *(Effect(T, _byser, trigger=k, needs=lambda ctx: bool(_set_cards(ctx.duel)),
                          text_en="return every set card on the field to its owner's hand",
                          text_ja="フィールド上のセットされたカードを全て持ち主の手札に戻す")
                   for k in ("summoned", "special_summoned")))


# Ｎ・グラン・モール / Neo-Spacian Grand Mole: at the start of the damage step when it battles an
# opponent's monster, you can return that monster and this card to their owners' hands. (Effect 1: it
# attacks; effect 2: it is attacked.)
def _mole(res: Resolution) -> None:
    d = res.duel
    attacker, target = battlers(d)
    me = res.card
    if not on_field_as(res) or target < 0 or me.idx not in (attacker, target):
        return
    other = d.cards[target if me.idx == attacker else attacker]
    return_to_hand(d, [c for c in (other, me) if c.zone is Zone.MONSTERS], res.cause)


define(80344569,
       Effect(T, _mole, trigger="damage_step_start", when=lambda ctx, ev: ev.amount >= 0, mandatory=False,
              damage_step=True, text_en="return the battling monster and this card to the hand",
              text_ja="戦闘を行う相手モンスターとこのカードを手札に戻す"),
       Effect(T, _mole, trigger="damage_step_start", self_trigger=False, mandatory=False, damage_step=True,
              when=lambda ctx, ev: ev.amount == ctx.card.idx,
              text_en="return the battling monster and this card to the hand",
              text_ja="戦闘を行う相手モンスターとこのカードを手札に戻す"))


# カイザー・グライダー / Kaiser Glider: it is not destroyed by battle with a monster of the same ATK. When
# it is destroyed and sent to the graveyard: return 1 targeted monster on the field to its owner's hand.
def _same_atk_battle(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    attacker, target = battlers(d)
    if c.idx != ctx.card.idx or target < 0 or c.idx not in (attacker, target):
        return False
    other = d.cards[target if c.idx == attacker else attacker]
    return d.atk(other) == d.atk(c)


define(52824910,
       Effect(Kind.CONTINUOUS, battle_proof=True, affects=_same_atk_battle,
              text_en="not destroyed by battle with a monster of the same ATK",
              text_ja="同じ攻撃力のモンスターとの戦闘では破壊されない"),
       Effect(T, _bounce_targets, trigger="destroyed", when=to_grave, target=TargetSpec(),
              text_en="return the target to its owner's hand", text_ja="対象のモンスターを持ち主の手札に戻す"))

# ペンギン・ナイトメア / Nightmare Penguin: FLIP: return 1 targeted card the opponent controls to its
# owner's hand. While it is face-up on the field, your WATER monsters gain 200 ATK.
define(81306586,
       Effect(F, _bounce_targets, target=field_card("opp", en="a card the opponent controls",
                                                     ja="相手フィールド上のカード"),
              text_en="return the target to its owner's hand", text_ja="対象の相手のカードを持ち主の手札に戻す"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
              and has_attribute(c, "WATER"), atk=lambda ctx, c: 200,
              text_en="your WATER monsters gain 200 ATK", text_ja="自分の水属性モンスターの攻撃力は２００アップ"))


# アビス・ソルジャー / Abyss Soldier: once a turn, discard 1 WATER monster (the cost): return 1 targeted
# card on the field to its owner's hand.
def _water_monster(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "WATER")


define(18318842, Effect(Kind.IGNITION, _bounce_targets, once_per_turn=True,
                        cost=Cost(discard=1, hand_filter=_water_monster), target=field_card(allow_self=True),
                        text_en="discard a WATER monster: return the target to its owner's hand",
                        text_ja="手札から水属性モンスターを捨て、対象のカードを持ち主の手札に戻す"))


# ストーム・シューター / Storm Shooter: once a turn, choose one: move to an adjacent unused monster zone;
# or return 1 targeted card the opponent controls in the column in front of this card to its owner's
# hand. (Two effects sharing the once-a-turn use.)
def _storm_unused(ctx: Ctx) -> bool:
    c = ctx.card
    return c.zone is Zone.MONSTERS and not any(ctx.duel.used_this_turn(c, n) for n in (1, 2))


def _free_neighbours(d: Duel, c: Card) -> list[int]:
    pile = d.players[c.ctl].monsters
    return [s for s in (c.slot - 1, c.slot + 1) if 0 <= s < 5 and pile[s] < 0]


def _storm_move(res: Resolution) -> None:
    d = res.duel
    c = res.card
    free = _free_neighbours(d, c)
    if not on_field_as(res) or not free:
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
       Effect(Kind.IGNITION, _storm_move, condition=_storm_unused, once_per_turn=True, asks=True,
              needs=lambda ctx: bool(_free_neighbours(ctx.duel, ctx.card)),
              text_en="move to an adjacent unused monster zone",
              text_ja="使用していない隣のモンスターゾーンに移動する"),
       Effect(Kind.IGNITION, _bounce_targets, condition=_storm_unused, once_per_turn=True,
              target=field_card("opp", _in_front, en="the opponent's card in front of this card",
                                ja="このカードの正面の相手のカード"),
              text_en="return the target to its owner's hand", text_ja="対象のカードを持ち主の手札に戻す"))


# Ｅ・ＨＥＲＯ オーシャン / Elemental HERO Ocean: once a turn, in your standby phase, you can return 1
# targeted 「Ｅ・ＨＥＲＯ」 monster on your field (face-up) or in your graveyard to its owner's hand (a
# fusion monster to the fusion deck).
def _hero(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and named(c, "Ｅ・ＨＥＲＯ") and (c.zone is Zone.GRAVE or c.face_up)


define(37195861, Effect(T, _bounce_targets, trigger="phase", self_trigger=False, when=phase_of("standby"),
                        mandatory=False, once_per_turn=True,
                        target=ZonesSpec(zones=(Zone.MONSTERS, Zone.GRAVE), side="own", where=_hero, allow_self=True,
                                         text_en="an E-HERO monster on your field or in your graveyard",
                                         text_ja="自分のフィールド・墓地の「Ｅ・ＨＥＲＯ」モンスター"),
                        text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))


# Ｅ・ＨＥＲＯ グラン・ネオス / Elemental HERO Grand Neos: once a turn, return 1 targeted monster the
# opponent controls to its owner's hand. In each end phase it returns to the fusion deck. It is special
# summoned from the fusion deck by returning its materials to the deck (`BY_RETURNING`).
def _self_to_extra(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if alive(res) and c.zone is Zone.MONSTERS:
        d.to_fusion_deck(c, res.cause)


# the contact fusion procedure of the 「Ｅ・ＨＥＲＯ」 Neos fusions (R004-063): special summoned from the fusion
# deck by returning the listed monsters you control to the deck; declared after the cards' own effects
BY_RETURNING = Effect(Kind.PROCEDURE, cost=Cost(materials="deck"), from_zone=Zone.EXTRA,
                      text_en="special summon from the fusion deck by returning the listed monsters you control "
                      "to the deck", text_ja="自分フィールド上の上記のカードをデッキに戻し、融合デッキから特殊召喚する")

END_TO_EXTRA = Effect(T, _self_to_extra, trigger="phase", self_trigger=False, when=phase_of("end", None),
                      text_en="end phase: return this card to the fusion deck",
                      text_ja="エンドフェイズにこのカードを融合デッキに戻す")

fusion.materials(48996569, 89943723, 80344569)  # Ｅ・ＨＥＲＯ グラン・ネオス
define(48996569,
       Effect(Kind.IGNITION, _bounce_targets, once_per_turn=True, target=OPP_MONSTER,
              text_en="return the target to its owner's hand", text_ja="対象の相手モンスターを持ち主の手札に戻す"),
       END_TO_EXTRA, BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# Ｅ・ＨＥＲＯ マグマ・ネオス / Elemental HERO Magma Neos: it gains 400 ATK for each card on the field. In
# the end phase it returns to the fusion deck; when it does so by this effect, every card on the field
# returns to its owner's hand (a return of several cards that includes any 「縮退回路」, R004-114).
def _cards_on_field(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in field_of(d, p)]


def _magma_bounce(res: Resolution) -> None:
    d = res.duel
    cards = _cards_on_field(d)
    # spells and traps first: a 「縮退回路」 among them leaves with them (R004-114)
    return_to_hand(d, [c for c in cards if c.zone is not Zone.MONSTERS] + [c for c in cards if c.zone is Zone.MONSTERS],
                   res.cause)


fusion.materials(MAGMA_NEOS, 89943723, 89621922, 80344569)  # ネオス + Ｎ・フレア・スカラベ + Ｎ・グラン・モール
define(MAGMA_NEOS,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 400 * len(_cards_on_field(ctx.duel)),
              text_en="gains 400 ATK for each card on the field", text_ja="フィールド上のカードの数×４００アップ"),
       END_TO_EXTRA,
       Effect(T, _magma_bounce, does=Does.SPELLS_TRAPS, trigger="to_deck",
              when=lambda ctx, ev: ev.cause.card == ctx.card.idx and ev.dst == int(Zone.EXTRA),
              text_en="return every card on the field to its owner's hand",
              text_ja="フィールド上のカードを全て持ち主の手札に戻す"),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))


# ウィングド・ライノ / Winged Rhynos: when a trap card is activated, you can return this face-up card to
# its owner's hand (a quick effect chained to the trap).
def _trap_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.is_trap and d.effect_of(link.card, link.effect).kind is A


define(18430390, Effect(Kind.QUICK, _self_to_hand, condition=_trap_activated,
                        text_en="a trap card is activated: return this card to its owner's hand",
                        text_ja="罠カードが発動した時、このカードを持ち主の手札に戻す"))


# テールスイング / Tail Swipe: target 1 face-up level 5 or higher dinosaur you control, and up to 2 monsters the
# opponent controls that are face-down or of a lower level than it (選択して: all chosen on activation, the
# dinosaur first); return those monsters to their owners' hands.
def _big_dino(ctx: Ctx, c: Card) -> bool:
    return (c.ctl == ctx.player and c.face_up and c.data.race == "Dinosaur" and (c.data.level or 0) >= 5)


def _swept_by(dino: Card, c: Card) -> bool:
    return c.pos is Pos.SET or (c.data.level or 0) < (dino.data.level or 0)


def _tail_swipe_fits(ctx: Ctx, c: Card) -> bool:
    """The first target is the dinosaur; the others are the opponent's monsters it can sweep away. Before the
    activation (the legality check) a monster that some dinosaur of yours could sweep counts too."""
    from arbiter.ocg.chain import Activation

    d = ctx.duel
    top = d.stack[-1] if d.stack else None
    making = top if isinstance(top, Activation) and top.card == ctx.card.idx else None
    first = ctx.link.targets[0][0] if ctx.link is not None and ctx.link.targets else (
        making.chosen[0] if making is not None and making.chosen else -1)
    if first < 0 or first == c.idx:
        if _big_dino(ctx, c):
            return True
        if first >= 0 or making is not None:
            return False
        return c.ctl != ctx.player and any(_swept_by(m, c) for m in d.monsters_of(ctx.player) if _big_dino(ctx, m))
    return c.ctl != ctx.player and _swept_by(d.cards[first], c)


def _tail_swipe(res: Resolution) -> None:
    targets = res.targets()
    if targets and targets[0].ctl == res.player:
        return_to_hand(res.duel, targets[1:], res.cause)


define(83682725, Effect(A, _tail_swipe,
                        target=TargetSpec(count=3, min=2, where=_tail_swipe_fits,
                                          text_en="your face-up level 5 or higher dinosaur, then up to 2 opponent's "
                                                  "monsters face-down or of a lower level",
                                          text_ja="自分の表側表示のレベル５以上の恐竜族モンスターと相手モンスター２体まで"),
                        text_en="return the targeted opponent's monsters to their owners' hands",
                        text_ja="選択した相手モンスターを持ち主の手札に戻す"))

# バースト・リターン / Burst Return: only while 「Ｅ・ＨＥＲＯ バーストレディ」 is face-up on your field:
# return every other 「Ｅ・ＨＥＲＯ」 monster on the field to its owner's hand.
BURSTINATRIX = 58932615


def _other_heroes(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in d.monsters_of(p)
            if c.face_up and named(c, "Ｅ・ＨＥＲＯ") and c.data.passcode != BURSTINATRIX]


define(27191436, Effect(A, lambda res: return_to_hand(res.duel, _other_heroes(res.duel), res.cause),
                        condition=lambda ctx: any(c.face_up and c.data.passcode == BURSTINATRIX
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        needs=lambda ctx: bool(_other_heroes(ctx.duel)),
                        text_en="return every E-HERO monster but Burstinatrix to its owner's hand",
                        text_ja="「Ｅ・ＨＥＲＯ バーストレディ」以外の「Ｅ・ＨＥＲＯ」を全て持ち主の手札に戻す"))


# フェイク・ヒーロー / Fake Hero: special summon 1 「Ｅ・ＨＥＲＯ」 monster from your hand; it cannot attack,
# and it returns to its owner's hand in this turn's end phase (the delayed return is carried out by this
# card from the graveyard, as a trigger).
def _hero_in_hand(ctx: Ctx) -> list[Card]:
    return hand_of(ctx.duel, ctx.player, lambda c: c.data.is_monster and named(c, "Ｅ・ＨＥＲＯ")
                   and not c.data.is_fusion)


def _fake_hero(res: Resolution) -> None:
    d = res.duel
    cands = _hero_in_hand(ctx_of(res))
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)
    if c.zone is Zone.MONSTERS:
        d.restrict(c, "attack", res.cause)
        note(d, "fake_hero", c.idx, c.oid)


def _fake_hero_due(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return phase_of("end", None)(ctx, ev) and any(d.cards[i].oid == oid and d.cards[i].zone is Zone.MONSTERS
                                                  for i, oid in notes(d, "fake_hero"))


def _fake_hero_back(res: Resolution) -> None:
    d = res.duel
    for i, oid in sorted(notes(d, "fake_hero")):
        c = d.cards[i]
        unnote(d, "fake_hero", i, oid)
        if c.oid == oid and c.zone is Zone.MONSTERS:
            return_to_hand(d, [c], res.cause)


define(78387742,
       Effect(A, _fake_hero, asks=True, needs=lambda ctx: bool(_hero_in_hand(ctx))
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon an E-HERO from your hand; it cannot attack and returns in the end phase",
              text_ja="手札から「Ｅ・ＨＥＲＯ」を特殊召喚する。攻撃できず、エンドフェイズに手札に戻る"),
       Effect(T, _fake_hero_back, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_fake_hero_due,
              text_en="(end phase) the monster it summoned returns to the hand",
              text_ja="（エンドフェイズ）特殊召喚したモンスターを手札に戻す"))


# 霊子エネルギー固定装置 / Spiritual Energy Settle Machine (continuous spell): spirit monsters stay on the
# field (their return in the end phase does not happen); in your end phase discard 1 card or destroy this card;
# when it leaves the field, every face-up spirit monster returns to its owner's hand.
def _discard_or_destroy(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if not alive(res) or not c.on_field:
        return
    hand = hand_of(d, res.player)
    opts = [d.card_option("discard", x.idx) for x in hand]
    opts.append(Option("no", "no", label_en="do not discard", label_ja="捨てない"))
    o = res.ask(opts, "discard", prompt_en="discard a card or destroy this card",
                prompt_ja="手札を１枚捨てるか、このカードを破壊する")
    if o.kind == "no":
        d.destroy([c], res.cause)
    else:
        d.discard([o.card], res.cause)


def _spirits(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in d.monsters_of(p) if c.face_up and "spirit" in c.data.subtypes]


def _left_field(ctx: Ctx, ev: Event) -> bool:
    return ev.src in (int(Zone.SPELLS), int(Zone.FIELD)) and ev.dst not in FIELD_ZONES


define(99173029, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, forbids=("spirit_return",), affects=lambda ctx, c: "spirit" in c.data.subtypes,
              text_en="spirit monsters stay on the field", text_ja="スピリットモンスターはフィールド上に残り続ける"),
       Effect(T, _discard_or_destroy, trigger="phase", self_trigger=False, when=phase_of("end"), asks=True,
              text_en="your end phase: discard 1 card, or destroy this card",
              text_ja="自分のエンドフェイズに手札を１枚捨てる。捨てなければこのカードを破壊する"),
       *(Effect(T, lambda res: return_to_hand(res.duel, _spirits(res.duel), res.cause), trigger=k,
                when=_left_field, needs=lambda ctx: bool(_spirits(ctx.duel)),
                text_en="face-up spirit monsters return to the hand",
                text_ja="表側表示のスピリットモンスターを全て手札に戻す")
         for k in LEAVES))


# 魂の共有－コモンソウル / Common Soul (continuous spell): target 1 face-up monster; special summon 1
# 「Ｎ」 monster from your hand to that monster's controller's field; the target gains the ATK of that
# monster. When this card leaves the field, the 「Ｎ」 monster it summoned returns to the hand.
def _neo_spacians(ctx: Ctx) -> list[Card]:
    return hand_of(ctx.duel, ctx.player, lambda c: c.data.is_monster and c.data.name_ja.startswith("Ｎ・"))


def _common_soul(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        cands = _neo_spacians(ctx_of(res))
        if not cands or d.free_slots(t.ctl, Zone.MONSTERS) == 0:
            return
        n = res.ask_cards(cands)
        d.special_summon(n, t.ctl, ask_summon_position(res, n, res.player, face_down=False), res.cause)
        if n.zone is Zone.MONSTERS and alive(res):
            note(d, "common_soul_t", res.card.idx, t.idx)
            note(d, "common_soul_n", res.card.idx, n.idx)


def _common_soul_atk(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return sum(d.atk(d.cards[n]) for s, n in notes(d, "common_soul_n")
               if s == ctx.card.idx and d.cards[n].zone is Zone.MONSTERS and d.cards[n].face_up)


def _common_soul_back(res: Resolution) -> None:
    d = res.duel
    for s, t in sorted(notes(d, "common_soul_t")):
        if s == res.card.idx:
            unnote(d, "common_soul_t", s, t)
    for s, n in sorted(notes(d, "common_soul_n")):
        if s == res.card.idx:
            unnote(d, "common_soul_n", s, n)
            if d.cards[n].zone is Zone.MONSTERS:
                return_to_hand(d, [d.cards[n]], res.cause)


define(14772491,
       Effect(A, _common_soul, asks=True, target=TargetSpec(face="up", text_en="a face-up monster",
                                                          text_ja="表側表示モンスター"),
              needs=lambda ctx: bool(_neo_spacians(ctx)),
              text_en="special summon an N monster to the target's side; the target gains its ATK",
              text_ja="手札の「Ｎ」を対象のコントローラーのフィールドに特殊召喚し、対象の攻撃力をその分アップ"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: (ctx.card.idx, c.idx) in notes(ctx.duel, "common_soul_t"),
              atk=_common_soul_atk, text_en="the target gains the N monster's ATK",
              text_ja="対象の攻撃力は「Ｎ」の攻撃力分アップ"),
       *(Effect(T, _common_soul_back, trigger=k, when=_left_field,
                text_en="the N monster returns to the hand", text_ja="特殊召喚した「Ｎ」を手札に戻す")
         for k in LEAVES))


# モンスターレリーフ / Relieve Monster: when an opponent's monster declares an attack: return 1 monster
# you control to the hand, then special summon 1 level 4 monster from your hand.
def _relieve(res: Resolution) -> None:
    d = res.duel
    mine = d.monsters_of(res.player)
    if not mine:
        return
    return_to_hand(d, [res.ask_cards(mine)], res.cause)
    lv4 = hand_of(d, res.player, lambda c: c.data.is_monster and c.data.level == 4 and not c.data.is_fusion)
    if lv4 and d.free_slots(res.player, Zone.MONSTERS):
        c = res.ask_cards(lv4)
        d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)


define(37507488, Effect(A, _relieve, condition=opponent_attacks, asks=True,
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                        text_en="return your monster to the hand, then special summon a level 4 monster from the hand",
                        text_ja="自分のモンスター１体を手札に戻し、手札からレベル４モンスターを特殊召喚する"))

# 強制脱出装置 / Compulsory Evacuation Device: return 1 targeted monster on the field to its owner's hand.
define(94192409, Effect(A, _bounce_targets, target=TargetSpec(), text_en="return the target to its owner's hand",
                        text_ja="対象のモンスターを持ち主の手札に戻す"))


# 大騒動 / Major Riot: when a monster of yours is returned from the field to the hand by an effect of a card
# the opponent controls: return every monster on the field to its owner's hand, then each player special
# summons from the hand, face-down in defense position, as many monsters as were returned from their side.
# It answers the return in the window right after the chain that made it (`responds_to`).
def _riot_timing(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "to_hand" and e.src == int(Zone.MONSTERS) and d.cards[e.card].owner == ctx.player
               and e.cause.player == ctx.opponent and e.cause.reason is Reason.EFFECT for e in ctx.events)


def _riot(res: Resolution) -> None:
    d = res.duel
    back = [0, 0]
    for p in players_in_order(d):
        for c in d.monsters_of(p):
            if not c.data.is_fusion and not c.data.is_token:
                back[p] += 1
        return_to_hand(d, d.monsters_of(p), res.cause)
    for p in players_in_order(d):
        cands = hand_of(d, p, lambda c: c.data.is_monster and not c.data.is_fusion and "ritual" not in c.data.subtypes)
        n = min(back[p], d.free_slots(p, Zone.MONSTERS))
        for c in ask_up_to(res, cands, n, player=p, at_least=min(n, len(cands))):
            d.special_summon(c, p, Pos.SET, res.cause)


define(9074847, Effect(A, _riot, condition=_riot_timing, asks=True, responds_to=("to_hand",),
                       text_en="return every monster to the hand; each player sets as many from the hand",
                       text_ja="フィールドの全モンスターを手札に戻し、お互いに戻した数のモンスターを裏側守備表示で特殊召喚する"))


# ハイパーハンマーヘッド / Hyper Hammerhead: an opponent's monster that battled this card and was not destroyed
# returns to its owner's hand at the end of the damage step. Effect 1 when it attacked, effect 2 when it was
# attacked (the damage_step_end event names the attacker and, in `amount`, the attack's target).
def _hammerhead(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None and c.ctl != res.player:
        return_to_hand(res.duel, [c], res.cause)


define(2671330,
       Effect(Kind.TRIGGER, _hammerhead, trigger="damage_step_end",
              text_en="the monster it battled returns to the hand", text_ja="戦闘を行った相手モンスターを手札に戻す"),
       Effect(Kind.TRIGGER, _hammerhead, trigger="damage_step_end", self_trigger=False,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              text_en="the monster it battled returns to the hand", text_ja="戦闘を行った相手モンスターを手札に戻す"))


# キャトルミューティレーション / Beast Soul Swap: return 1 face-up beast you control to the hand, then
# special summon from your hand 1 beast of the same level (the cards are chosen as it resolves).
def _beasts(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and c.data.race == "Beast"]


def _beast_swap(res: Resolution) -> None:
    d = res.duel
    cands = _beasts(ctx_of(res))
    if not cands:
        return
    b = res.ask_cards(cands)
    lv = b.data.level
    return_to_hand(d, [b], res.cause)
    same = hand_of(d, res.player, lambda c: c.data.is_monster and c.data.race == "Beast" and c.data.level == lv
                   and c.idx != b.idx)
    if same and d.free_slots(res.player, Zone.MONSTERS):
        c = res.ask_cards(same)
        d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)


define(35149085, Effect(A, _beast_swap, asks=True, needs=lambda ctx: bool(_beasts(ctx)),
                        text_en="return a face-up beast to the hand; special summon a beast of its level from the hand",
                        text_ja="自分の表側表示の獣族モンスターを手札に戻し、同じレベルの獣族を手札から特殊召喚する"))


# 旅人の試練 / Ordeal of a Traveler (continuous trap): when an opponent's monster declares an attack, the
# opponent picks 1 random card from your hand and calls its kind (monster, spell, trap); if wrong, the
# attacking monster returns to its owner's hand. (Its activation at that moment does it too.)
def _ordeal(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.player].hand
    attacker, _ = battlers(d)
    if not hand or attacker < 0:
        return
    picked = d.cards[hand[d.rng.below(len(hand))]]
    kinds = [("monster", "モンスター"), ("spell", "魔法"), ("trap", "罠")]
    opts = [Option(f"kind:{k}", "kind", label_en=k, label_ja=j) for k, j in kinds]
    call = res.ask(opts, "select", res.opponent, "call the kind of the card", "カードの種類を当てる")
    if call.label_en != picked.data.kind and d.cards[attacker].zone is Zone.MONSTERS:
        return_to_hand(d, [d.cards[attacker]], res.cause)


def _ordeal_needs(ctx: Ctx) -> bool:
    return bool(ctx.duel.players[ctx.player].hand)


define(39537362, Effect(A, _ordeal, condition=opponent_attacks, needs=_ordeal_needs, asks=True,
                        text_en="the opponent calls the kind of a random card of your hand; if wrong, the attacker "
                                "returns to the hand",
                        text_ja="相手は自分の手札１枚の種類を当てる。ハズレの場合、攻撃モンスターを手札に戻す"),
       Effect(Kind.QUICK, _ordeal, condition=opponent_attacks, needs=_ordeal_needs, asks=True,
              text_en="the opponent calls the kind of a random card of your hand; if wrong, the attacker returns "
                      "to the hand",
              text_ja="相手は自分の手札１枚の種類を当てる。ハズレの場合、攻撃モンスターを手札に戻す"))


# 門前払い / Begone, Knave! (continuous trap): while it is face-up, when a monster inflicts battle damage
# to a player, that monster returns to its owner's hand.
def _knave(res: Resolution) -> None:
    d = res.duel
    c = d.cards[res.link.events[0].cause.card]
    if c.zone is Zone.MONSTERS:
        return_to_hand(d, [c], res.cause)


define(20374520, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _knave, trigger="damage", self_trigger=False,
              when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.cause.card >= 0,
              text_en="a monster that inflicted battle damage returns to its owner's hand",
              text_ja="戦闘ダメージを与えたモンスターを持ち主の手札に戻す"))


# スピリットの誘い / Spirit's Invitation (continuous trap): in each of your standby phases pay 500 LP or
# destroy it. When a face-up spirit monster returns to your hand, the opponent chooses 1 monster they
# control and returns it to its owner's hand.
def _spirit_home(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return _monster_back_to_hand(ctx, ev) and c.owner == ctx.player and "spirit" in c.data.subtypes


def _invitation(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if theirs:
        return_to_hand(d, [res.ask_cards(theirs, player=res.opponent)], res.cause)


define(92394653, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _maintenance(500, True), trigger="phase", self_trigger=False, when=phase_of("standby"), asks=True,
              text_en="your standby phase: pay 500 LP or destroy this card",
              text_ja="自分のスタンバイフェイズに５００ライフポイントを払うか、このカードを破壊する"),
       Effect(T, _invitation, trigger="to_hand", self_trigger=False, when=_spirit_home, asks=True,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="a spirit returned to your hand: the opponent returns 1 of their monsters to the hand",
              text_ja="スピリットが手札に戻った時、相手は自分のモンスター１体を選んで持ち主の手札に戻す"))


# ==== R004-112: effects that return spell/trap cards on the field to the hand ======================

def _all_spells_traps(d: Duel, but: Card | None = None) -> list[Card]:
    return [c for p in players_in_order(d) for c in spells_traps_of(d, p) if but is None or c.idx != but.idx]


# 疾風鳥人ジョー / Swift Birdman Joe: when it is tribute summoned using a WIND monster: every spell/trap
# card on the field returns to its owner's hand.
def _wind_tribute(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and any(has_attribute(m, "WIND")
                                         for m in tributes_for_summon(ctx.duel, ctx.card))


define(BIRDMAN_JOE, Effect(T, lambda res: return_to_hand(res.duel, _all_spells_traps(res.duel), res.cause),
                           does=Does.SPELLS_TRAPS,
                           trigger="summoned", when=_wind_tribute, needs=lambda ctx: bool(_all_spells_traps(ctx.duel)),
                           text_en="return every spell and trap card on the field to its owner's hand",
                           text_ja="フィールド上の魔法・罠カードを全て持ち主の手札に戻す"))

# ポルターガイスト / Spiritualism: return 1 targeted spell/trap card the opponent controls to the hand; its
# activation and effect cannot be negated.
define(15866454, Effect(A, _bounce_targets, unnegatable=True,
                        target=TargetSpec(zone=Zone.SPELLS, side="opp",
                                          text_en="a spell/trap card the opponent controls",
                                          text_ja="相手フィールド上の魔法・罠カード"),
                        text_en="return the target to its owner's hand (cannot be negated)",
                        text_ja="対象のカードを持ち主の手札に戻す（発動と効果は無効化されない）"))

# ハリケーン / Giant Trunade: every other spell/trap card on the field returns to its owner's hand (a return
# of several cards: a 「縮退回路」 among them does not apply, R004-114).
define(TRUNADE, Effect(A, lambda res: return_to_hand(res.duel, _all_spells_traps(res.duel, res.card), res.cause),
                       does=Does.SPELLS_TRAPS,
                       needs=lambda ctx: bool(_all_spells_traps(ctx.duel, ctx.card)),
                       text_en="return every spell and trap card on the field to its owner's hand",
                       text_ja="フィールド上の魔法・罠カードを全て持ち主の手札に戻す"))


# 押し売りゴブリン / Hard-sellin' Goblin (continuous trap): when a monster you control inflicts battle
# damage to the opponent, choose 1 card in the opponent's spell & trap zones; it returns to the hand.
def _goblin(res: Resolution) -> None:
    d = res.duel
    cands = [d.cards[i] for i in d.players[res.opponent].spells if i >= 0]
    if cands:
        return_to_hand(d, [res.ask_cards(cands)], res.cause)


define(68875140, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _goblin, trigger="damage", self_trigger=False, when=battle_damage_by_own_monster, asks=True,
              needs=lambda ctx: any(i >= 0 for i in ctx.duel.players[ctx.opponent].spells),
              text_en="return a card in the opponent's spell & trap zones to the hand",
              text_ja="相手の魔法＆罠カードゾーンのカード１枚を持ち主の手札に戻す"))


# ==== R004-115: effects that add monsters from the graveyard to the hand ===========================

AMBULANCEROID = 36378213


def _roid(c: Card) -> bool:
    return c.data.is_monster and named(c, "ロイド")


# キューキューロイド / Ambulanceroid: when a 「ロイド」 monster is added from your graveyard to your hand,
# you can special summon it (the ■ effects of R004-115 add it; a fusion monster goes to the fusion deck
# and is never added, R004-120).
def _roid_added(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.src == int(Zone.GRAVE) and ev.dst == int(Zone.HAND) and c.owner == ctx.player and _roid(c)


def _ambulance(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        c = d.cards[ev.card]
        if c.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)


define(AMBULANCEROID, Effect(T, _ambulance, trigger="to_hand", self_trigger=False, when=_roid_added,
                             mandatory=False, asks=True,
                             needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                             text_en="special summon the Roid monster added from your graveyard",
                             text_ja="墓地から手札に加わった「ロイド」モンスターを特殊召喚する"))


def _targets_to_hand(res: Resolution) -> None:
    return_to_hand(res.duel, [c for c in res.targets() if c.zone is Zone.GRAVE], res.cause)


def _battle_dead(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.owner == ctx.player and destroyed_this_turn(ctx.duel, c)


# 慈悲深き修道女 / The Forgiving Maiden: tribute this card (the cost): return 1 monster that was destroyed by
# battle and sent to your graveyard this turn to your hand.
def _maiden(res: Resolution) -> None:
    d = res.duel
    cands = grave_of(d, res.player, lambda c: _battle_dead(ctx_of(res), c))
    if cands:
        return_to_hand(d, [res.ask_cards(cands)], res.cause)


define(84080938, Effect(Kind.IGNITION, _maiden, asks=True, cost=Cost(self_to="tribute"),
                        needs=lambda ctx: bool(grave_of(ctx.duel, ctx.player, lambda c: _battle_dead(ctx, c))),
                        text_en="tribute this card: return a monster destroyed by battle this turn to your hand",
                        text_ja="このカードを生け贄に捧げ、このターン戦闘で破壊され墓地へ送られたモンスターを手札に戻す"))


# 黒蠍－棘のミーネ / Dark Scorpion - Meanae the Thorn: when it inflicts battle damage to the opponent,
# choose one: add 1 「黒蠍」 card from your deck to your hand; or return 1 targeted 「黒蠍」 card in your
# graveyard to your hand.
def _scorpion(c: Card) -> bool:
    return named(c, "黒蠍")


def _meanae_search(res: Resolution) -> None:
    d = res.duel
    cands = deck_of(d, res.player, _scorpion)
    if cands:
        d.to_hand([res.ask_cards(cands)], res.cause)
        d.shuffle_deck(res.player)


define(74153887,
       Effect(T, _meanae_search, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False, asks=True,
              needs=lambda ctx: bool(deck_of(ctx.duel, ctx.player, _scorpion)),
              text_en="add a Dark Scorpion card from your deck to your hand",
              text_ja="デッキから「黒蠍」カード１枚を手札に加える"),
       Effect(T, _targets_to_hand, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              condition=not_taken_yet, mandatory=False,
              target=grave_spec(_scorpion, en="a Dark Scorpion card in your graveyard",
                                ja="自分の墓地の「黒蠍」カード"),
              text_en="return the target to your hand", text_ja="対象を手札に加える"))


# 再生ミイラ / Regenerating Mummy: when it is sent from the hand to the graveyard by an effect of the
# opponent's card, it returns to the hand.
def _from_hand_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT
            and ev.cause.player != ctx.card.owner)


def _self_back_to_hand(res: Resolution) -> None:
    if alive(res) and res.card.zone is Zone.GRAVE:
        return_to_hand(res.duel, [res.card], res.cause)


define(70821187, *(Effect(T, _self_back_to_hand, trigger=k, when=_from_hand_by_opponent,
                          text_en="return this card to the hand", text_ja="このカードを手札に戻す")
                   for k in TO_GRAVE))

# 死王リッチーロード / Lich Lord, King of the Underworld: when it is tributed by an effect (also as the
# cost of one) and sent to the graveyard, add it to the hand. Its tribute summon takes only DARK monsters.
define(55818463, Effect(T, _self_back_to_hand, trigger="tributed",
                        when=lambda ctx, ev: ev.dst == int(Zone.GRAVE)
                        and ev.cause.reason in (Reason.EFFECT, Reason.COST),
                        text_en="add this card to the hand", text_ja="このカードを手札に加える"),
       tribute_filter=lambda m: m.data.attribute == "DARK")

# リターン・ゾンビ / Return Zombie: in your standby phase, while it is in your graveyard and your hand is
# empty, you can pay 500 LP (the cost) to add it to your hand.
define(3072077, Effect(T, _self_back_to_hand, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
                       when=phase_of("standby"), mandatory=False, cost=Cost(lp=500),
                       needs=lambda ctx: not ctx.duel.players[ctx.player].hand
                       and ctx.duel.players[ctx.player].lp >= 500,
                       text_en="pay 500 LP: add this card to your hand",
                       text_ja="５００ライフポイントを払い、このカードを手札に加える"))

# キラー・スネーク / Sinister Serpent (the era's text): in your standby phase, while it is in your
# graveyard, you can return it to your hand.
define(8131171, Effect(T, _self_back_to_hand, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
                       when=phase_of("standby"), mandatory=False,
                       text_en="return this card to your hand", text_ja="このカードを手札に戻す"))


# フレンドッグ / Wroughtweiler: when it is destroyed by battle and sent to the graveyard, add 1
# 「Ｅ・ＨＥＲＯ」 card and 1 「融合」 from your graveyard to your hand (chosen as it resolves). A fusion
# monster chosen goes to the fusion deck instead (R004-119, R004-120).
def _wrought_hero(c: Card) -> bool:
    return named(c, "Ｅ・ＨＥＲＯ")


def _wroughtweiler(res: Resolution) -> None:
    d = res.duel
    picks = []
    heroes = grave_of(d, res.player, _wrought_hero)
    if heroes:
        picks.append(res.ask_cards(heroes))
    polys = grave_of(d, res.player, lambda c: c.data.passcode == POLYMERIZATION)
    if polys:
        picks.append(res.ask_cards(polys))
    return_to_hand(d, picks, res.cause)


define(6480253, Effect(T, _wroughtweiler, trigger="destroyed", when=battle_to_grave, asks=True,
                       needs=lambda ctx: bool(grave_of(ctx.duel, ctx.player, lambda c: _wrought_hero(c)
                                                       or c.data.passcode == POLYMERIZATION)),
                       text_en="add an E-HERO card and a Polymerization from your graveyard to your hand",
                       text_ja="自分の墓地の「Ｅ・ＨＥＲＯ」カード１枚と「融合」１枚を手札に加える"))


# 百獣王 ベヒーモス / Behemoth the King of All Animals: when it is tribute summoned, target beasts in your
# graveyard up to the number of monsters tributed for it and add them to your hand. It may be tribute summoned
# with a single tribute, and then its original ATK is 2000 (R004-032). (With one tribute two targets may still
# be declared; only the first returns.)
BEHEMOTH = 22996376


def _behemoth_atk(d: Duel, c: Card) -> int:
    return 2000 if d.summoned_as(c, "fewer_tributes") else c.data.atk or 0


def _behemoth(res: Resolution) -> None:
    d = res.duel
    n = len(tributes_for_summon(d, res.card)) or 2
    _targets_to_hand_n(res, n)


def _targets_to_hand_n(res: Resolution, n: int) -> None:
    return_to_hand(res.duel, [c for c in res.targets() if c.zone is Zone.GRAVE][:n], res.cause)


define(BEHEMOTH, Effect(T, _behemoth, trigger="summoned",
                        when=lambda ctx, ev: ev.detail == "normal" and bool(tributes_for_summon(ctx.duel, ctx.card)),
                        target=grave_spec(lambda c: c.data.is_monster and c.data.race == "Beast", count=2, least=1,
                                          en="a beast in your graveyard", ja="自分の墓地の獣族モンスター"),
                        text_en="add the targeted beasts to your hand", text_ja="対象の獣族モンスターを手札に加える"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: _behemoth_atk(ctx.duel, c) - (c.data.atk or 0),
              text_en="tribute summoned with one tribute: original ATK 2000",
              text_ja="生け贄１体で召喚した場合、元々の攻撃力は２０００になる"),
       fewer_tributes=1, original_atk=_behemoth_atk)


# 暗黒プテラ / Black Ptera: when it is sent from the field to the graveyard other than by being destroyed
# by battle, it returns to its owner's hand.
def _not_by_battle(ctx: Ctx, ev: Event) -> bool:
    return from_field_to_grave(ctx, ev) and not (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE)


define(90654356, *(Effect(T, _self_back_to_hand, trigger=k, when=_not_by_battle,
                          text_en="return this card to its owner's hand", text_ja="このカードを持ち主の手札に戻す")
                   for k in ("destroyed", "sent", "tributed")))


# レスキューロイド / Rescueroid: while it is face-up on your field, when a 「ロイド」 monster you control is
# destroyed by battle and sent to the graveyard, you can return it to your hand.
def _roid_lost(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return battle_to_grave(ctx, ev) and ev.player == ctx.player and _roid(c)


def _rescue_roid(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        c = d.cards[ev.card]
        if c.zone is Zone.GRAVE:
            return_to_hand(d, [c], res.cause)


define(24311595, Effect(T, _rescue_roid, trigger="destroyed", self_trigger=False, when=_roid_lost, mandatory=False,
                        text_en="return the Roid monster to your hand", text_ja="その「ロイド」モンスターを手札に戻す"))


# 死者の生還 / Return of the Doomed: discard 1 monster card (the cost); at the end of the turn, return 1
# monster that was destroyed by battle and sent to your graveyard this turn to your hand (carried out by
# this card from the graveyard).
def _doomed_mark(res: Resolution) -> None:
    note(res.duel, "doomed", res.player, res.duel.turn)


def _doomed_due(ctx: Ctx, ev: Event) -> bool:
    return phase_of("end", None)(ctx, ev) and (ctx.player, ctx.duel.turn) in notes(ctx.duel, "doomed")


def _doomed_back(res: Resolution) -> None:
    d = res.duel
    unnote(d, "doomed", res.player, d.turn)
    cands = grave_of(d, res.player, lambda c: _battle_dead(ctx_of(res), c))
    if cands:
        return_to_hand(d, [res.ask_cards(cands)], res.cause)


define(19827717,
       Effect(A, _doomed_mark, cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster),
              text_en="at the end of the turn, return a monster destroyed by battle this turn to your hand",
              text_ja="ターン終了時、このターン戦闘で破壊され墓地へ送られたモンスター１体を手札に戻す"),
       Effect(T, _doomed_back, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_doomed_due, asks=True,
              text_en="(end of the turn) return a monster destroyed by battle this turn to your hand",
              text_ja="（ターン終了時）戦闘で破壊されたモンスター１体を手札に戻す"))

# サルベージ / Salvage: add 2 targeted WATER monsters with 1500 or less ATK from your graveyard to your hand.
define(96947648, Effect(A, _targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and has_attribute(c, "WATER")
                                          and c.data.atk is not None and c.data.atk <= 1500, count=2,
                                          en="a WATER monster with 1500 or less ATK in your graveyard",
                                          ja="自分の墓地の攻撃力１５００以下の水属性モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 竜破壊の証 / Emblem of Dragon Destroyer: add 1 「バスター・ブレイダー」 from your deck or graveyard to
# your hand.
BUSTER_BLADER = 78193831


def _blader_cands(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    same = lambda c: c.data.passcode == BUSTER_BLADER  # noqa: E731
    return deck_of(d, ctx.player, same) + grave_of(d, ctx.player, same)


def _add_one(cands: Callable[[Ctx], list[Card]]) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        cs = cands(ctx_of(res))
        if cs:
            c = res.ask_cards(cs)
            from_deck = c.zone is Zone.DECK
            res.duel.to_hand([c], res.cause)
            if from_deck:
                res.duel.shuffle_deck(res.player)

    return op


define(6390406, Effect(A, _add_one(_blader_cands), asks=True, needs=lambda ctx: bool(_blader_cands(ctx)),
                       text_en="add Buster Blader from your deck or graveyard to your hand",
                       text_ja="デッキ・墓地から「バスター・ブレイダー」１体を手札に加える"))

# 古代の整備場 / Ancient Gear Workshop: add 1 targeted 「アンティーク・ギア」 (古代の機械) monster from your
# graveyard to your hand.
define(59811955, Effect(A, _targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and c.data.name_ja.startswith("古代の機械"),
                                          en="an Ancient Gear monster in your graveyard",
                                          ja="自分の墓地の「アンティーク・ギア」モンスター"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))

# 闇の量産工場 / Dark Factory of Mass Production: add 2 targeted normal monsters from your graveyard.
define(90928333, Effect(A, _targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_normal_monster, count=2,
                                          en="a normal monster in your graveyard", ja="自分の墓地の通常モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))

# 悪夢再び / Recurring Nightmare: add 2 targeted DARK monsters with 0 DEF from your graveyard.
define(81191584, Effect(A, _targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and has_attribute(c, "DARK")
                                          and c.data.def_ == 0, count=2,
                                          en="a DARK monster with 0 DEF in your graveyard",
                                          ja="自分の墓地の守備力０の闇属性モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 融合回収 / Fusion Recovery: add 1 targeted 「融合」 and 1 targeted monster used as a fusion material from
# your graveyard to your hand (a target spec of two parts; the fusion summons' record tells the materials).
def _fusion_material(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and fusion.used_as_material(ctx.duel, c)


define(18511384, Effect(A, _targets_to_hand,
                        target=TargetSpec(zone=Zone.GRAVE, count=2, parts=(
                            grave_spec(lambda c: c.data.passcode == POLYMERIZATION, en="Polymerization in your "
                                       "graveyard", ja="自分の墓地の「融合」"),
                            TargetSpec(zone=Zone.GRAVE, side="own", where=_fusion_material,
                                       text_en="a fusion material in your graveyard",
                                       text_ja="自分の墓地の融合素材モンスター")),
                            text_en="Polymerization and a fusion material", text_ja="「融合」と融合素材モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))

# 死者転生 / Monster Reincarnation: discard 1 card (the cost): add 1 targeted monster from your graveyard.
define(74848038, Effect(A, _targets_to_hand, cost=Cost(discard=1),
                        target=grave_spec(lambda c: c.data.is_monster, en="a monster in your graveyard",
                                          ja="自分の墓地のモンスター"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))


# アームド・チェンジャー / Armed Changer (equip spell): send 1 equip spell from your hand to the graveyard
# (the cost). When the equipped monster destroys a monster by battle, you can add 1 monster with ATK up
# to the equipped monster's from your graveyard to your hand.
def _changer_when(ctx: Ctx, ev: Event) -> bool:
    m = ctx.card.equipped_to
    attacker, target = battlers(ctx.duel)
    return (ctx.card.zone is Zone.SPELLS and m >= 0 and ev.cause.reason is Reason.BATTLE and ev.card != m
            and m in (attacker, target) and ev.card in (attacker, target))


def _changer(res: Resolution) -> None:
    d = res.duel
    m = res.card.equipped_to
    if m < 0:
        return
    limit = d.atk(d.cards[m])
    cands = grave_of(d, res.player, lambda c: c.data.is_monster and c.data.atk is not None and c.data.atk <= limit)
    if cands:
        return_to_hand(d, [res.ask_cards(cands)], res.cause)


define(90374791,
       Effect(A, equip_op, target=TargetSpec(face="up"),
              cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_spell and "equip" in c.data.subtypes),
              text_en="send an equip spell from your hand to the graveyard: equip to the target",
              text_ja="手札の装備魔法を墓地へ送り、対象に装備する"),
       Effect(T, _changer, trigger="destroyed", self_trigger=False, when=_changer_when, mandatory=False, asks=True,
              text_en="add a monster with ATK up to the equipped monster's from your graveyard to your hand",
              text_ja="装備モンスターの攻撃力以下のモンスターを墓地から手札に加える"))

# 補充要員 / Backup Soldier: only while you have 5 or more monsters in your graveyard: add up to 3
# targeted non-effect monsters with 1500 or less ATK from your graveyard to your hand.
define(36280194, Effect(A, _targets_to_hand,
                        condition=lambda ctx: len(grave_of(ctx.duel, ctx.player, is_monster_card)) >= 5,
                        target=grave_spec(lambda c: c.data.is_monster and not c.data.is_effect_monster
                                          and c.data.atk is not None and c.data.atk <= 1500, count=3, least=1,
                                          en="a non-effect monster with 1500 or less ATK in your graveyard",
                                          ja="自分の墓地の効果モンスター以外の攻撃力１５００以下のモンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 王家の財宝 / Pharaoh's Treasure: after it resolves it is shuffled face-up into your deck (both players see
# where it is: `Duel.turn_up_in_deck`) instead of going to the graveyard; when you draw it, it is sent to the
# graveyard and you add 1 other card from your graveyard to your hand.
TREASURE = 63571750


def _treasure(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if alive(res) and c.on_field:
        d.to_deck([c], res.cause)
        if c.zone is Zone.DECK:
            d.turn_up_in_deck(c)
        note(d, "treasure", c.idx)


def _treasure_drawn(res: Resolution) -> None:
    d = res.duel
    c = res.card
    unnote(d, "treasure", c.idx, 0)
    if c.zone is not Zone.HAND:
        return
    d.send_to_grave([c.idx], res.cause)
    others = grave_of(d, res.player, lambda x: x.idx != c.idx)
    if others:
        return_to_hand(d, [res.ask_cards(others)], res.cause)


define(TREASURE,
       Effect(A, _treasure, text_en="shuffle this card into your deck",
              text_ja="このカードをデッキに加えてシャッフルする"),
       Effect(T, _treasure_drawn, trigger="drawn",
              when=lambda ctx, ev: (ctx.card.idx, 0) in notes(ctx.duel, "treasure"),
              asks=True, text_en="drawn: send it to the graveyard and add another card from your graveyard",
              text_ja="ドローした時、このカードを墓地へ送り、墓地のカード１枚を手札に加える"))

# 暗黒よりの軍勢 / The Forces of Darkness: add 2 targeted 「暗黒界」 monsters from your graveyard.
define(29826127, Effect(A, _targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and named(c, "暗黒界"), count=2,
                                          en="a Dark World monster in your graveyard",
                                          ja="自分の墓地の「暗黒界」モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 大地震 / Seismic Shockwave (continuous trap): activated when a face-up Dinosaur you control is destroyed and
# sent to the graveyard. You designate 3 of the opponent's spell & trap zones that hold no card (all of them
# where fewer are empty); they cannot be used while this card stays on the field. In your 3rd standby phase
# after its activation it destroys itself, and then you may return a Dinosaur from your graveyard to your hand.
def _dinosaur_destroyed(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.player == ctx.player and e.src == int(Zone.MONSTERS)
               and e.dst == int(Zone.GRAVE) and e.pos != int(Pos.SET) and d.cards[e.card].data.race == "Dinosaur"
               for e in ctx.events if e.card >= 0)


def _seismic(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not alive(res) or not me.on_field:
        return
    mark(d, "seismic", me, d.turn)
    opp = res.opponent
    for _ in range(3):
        off = d.blocked_slots(opp, Zone.SPELLS)
        empty = [s for s, i in enumerate(d.players[opp].spells) if i < 0 and s not in off]
        if not empty:
            break
        o = res.ask([Option(f"zone:{s + 1}", "zone", arg=s, label_en=f"zone {s + 1}", label_ja=f"ゾーン{s + 1}")
                     for s in empty], "zone", -1, "designate an opponent's spell & trap zone",
                    "相手の魔法＆罠カードゾーンを指定する")
        d.block_zone(opp, Zone.SPELLS, o.arg, me)


def _seismic_due(ctx: Ctx, ev: Event) -> bool:
    since = marked(ctx.duel, "seismic", ctx.card)
    return (ev.detail == "standby" and ctx.duel.tp == ctx.player and bool(since)
            and turns_of(ctx.duel, ctx.player, since[0] + 1) == 3)


def _seismic_ends(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not alive(res) or not me.on_field or not d.destroy([me], res.cause):
        return
    dinosaurs = grave_of(d, res.player, lambda c: c.data.is_monster and c.data.race == "Dinosaur")
    return_to_hand(d, ask_up_to(res, dinosaurs, 1), res.cause)


define(79569173,
       Effect(A, _seismic, asks=True, responds_to=("destroyed",), condition=_dinosaur_destroyed,
              text_en="designate 3 of the opponent's empty spell & trap zones: they cannot be used",
              text_ja="相手の空いている魔法＆罠カードゾーンを３カ所指定する。そのゾーンは使用できない"),
       Effect(T, _seismic_ends, trigger="phase", self_trigger=False, when=_seismic_due, asks=True,
              text_en="destroyed in your 3rd standby phase: you may return a Dinosaur from your graveyard to your hand",
              text_ja="３回目の自分のスタンバイフェイズに破壊され、墓地の恐竜族モンスター１体を手札に戻す事ができる"))


# ==== R004-121: effects that add spells/traps from the graveyard to the hand =======================

def _polys_in_grave(ctx: Ctx) -> list[Card]:
    return grave_of(ctx.duel, ctx.player, lambda c: c.data.passcode == POLYMERIZATION)


# モンスター・アイ / Monster Eye: pay 1000 LP (the cost): return 1 「融合」 from your graveyard to your hand.
define(84133008, Effect(Kind.IGNITION, _add_one(_polys_in_grave), cost=Cost(lp=1000), asks=True,
                        needs=lambda ctx: bool(_polys_in_grave(ctx)),
                        text_en="pay 1000 LP: add Polymerization from your graveyard to your hand",
                        text_ja="１０００ライフポイントを払い、墓地の「融合」を手札に戻す"))


# 混沌の黒魔術師 / Dark Magician of Chaos (the era's text): in the end phase of the turn it was summoned
# (face-up), add 1 targeted spell card from your graveyard to your hand. A monster it destroys by battle
# is banished instead of going to the graveyard; it is banished when it leaves the field.
def _chaos_end(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.detail == "end" and c.zone is Zone.MONSTERS and c.face_up and c.t_entered == ctx.duel.turn


def _banished_by_chaos(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    me = ctx.card.idx
    return (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and ev.card != me and me in (attacker, target)
            and ev.card in (attacker, target) and ev.dst == int(Zone.GRAVE))


def _chaos_leaves(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ev.src == int(Zone.MONSTERS) and ev.dst not in (
        int(Zone.BANISHED), int(Zone.MONSTERS), int(Zone.SPELLS))


def _to_banished(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, dst=int(Zone.BANISHED))


define(40737112,
       Effect(T, _targets_to_hand, trigger="phase", self_trigger=False, when=_chaos_end,
              target=grave_spec(is_spell_card, en="a spell card in your graveyard", ja="自分の墓地の魔法カード"),
              text_en="add the target to your hand", text_ja="対象の魔法カードを手札に加える"),
       Effect(Kind.REPLACEMENT, when=_banished_by_chaos, instead=_to_banished,
              text_en="a monster it destroys by battle is banished", text_ja="戦闘で破壊したモンスターは除外される"),
       Effect(Kind.REPLACEMENT, when=_chaos_leaves, instead=_to_banished,
              text_en="banished when it leaves the field", text_ja="フィールドから離れた場合除外される"))


# ネオスペース・コンダクター / Neo Space Pathfinder: discard this card from your hand (the cost): add 「ネオスペース」
# from your deck or graveyard to your hand.
NEO_SPACE = 42015635


def _neo_space(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    same = lambda c: c.data.passcode == NEO_SPACE  # noqa: E731
    return deck_of(d, ctx.player, same) + grave_of(d, ctx.player, same)


define(19594506, Effect(Kind.IGNITION, _add_one(_neo_space), from_zone=Zone.HAND, asks=True,
                        cost=Cost(self_to="discard"),
                        needs=lambda ctx: bool(_neo_space(ctx)),
                        text_en="discard this card: add Neo Space from your deck or graveyard to your hand",
                        text_ja="このカードを捨て、デッキ・墓地から「ネオスペース」を手札に加える"))


# 泉の精霊 / Fairy of the Spring: add 1 equip spell from your graveyard to your hand; it cannot be
# activated this turn.
def _equips_in_grave(ctx: Ctx) -> list[Card]:
    return grave_of(ctx.duel, ctx.player, lambda c: c.data.is_spell and "equip" in c.data.subtypes)


def _spring_fairy(res: Resolution) -> None:
    cands = _equips_in_grave(ctx_of(res))
    if cands:
        c = res.ask_cards(cands)
        res.duel.to_hand([c], res.cause)
        if c.zone is Zone.HAND:
            res.duel.restrict(c, "activate", res.cause)


define(20188127, Effect(A, _spring_fairy, asks=True, needs=lambda ctx: bool(_equips_in_grave(ctx)),
                        text_en="add an equip spell from your graveyard to your hand; it cannot be activated this turn",
                        text_ja="墓地の装備魔法１枚を手札に加える。そのカードはこのターン発動できない"))


# 魔法再生 / Spell Reproduction: send 2 spell cards from your hand to the graveyard (the cost); add 1
# spell card from your graveyard to your hand.
def _spells_in_grave(ctx: Ctx) -> list[Card]:
    return grave_of(ctx.duel, ctx.player, is_spell_card)


define(29228529, Effect(A, _add_one(_spells_in_grave), asks=True,
                        cost=Cost(hand_send=2, hand_filter=lambda ctx, c: c.data.is_spell),
                        text_en="send 2 spells from your hand to the graveyard: add a spell from your graveyard",
                        text_ja="手札の魔法カード２枚を墓地へ送り、墓地の魔法カード１枚を手札に加える"))

# 魔法石の採掘 / Magical Stone Excavation: discard 2 cards (the cost): add 1 targeted spell card from your
# graveyard to your hand.
define(98494543, Effect(A, _targets_to_hand, cost=Cost(discard=2),
                        target=grave_spec(is_spell_card, en="a spell card in your graveyard",
                                          ja="自分の墓地の魔法カード"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))


# 神剣－フェニックスブレード / Divine Sword - Phoenix Blade (equip spell, warriors only): +300 ATK. In your
# main phase, banish 2 warriors from your graveyard (the cost) to add this card from your graveyard to your hand.
def _phoenix_blade(res: Resolution) -> None:
    if alive(res) and res.card.zone is Zone.GRAVE:
        res.duel.to_hand([res.card], res.cause)


define(31423101,
       equip_spell(lambda ctx, c: c.data.race == "Warrior", "a face-up warrior", "表側表示の戦士族モンスター"),
       equip_stats(300),
       Effect(Kind.IGNITION, _phoenix_blade, from_zone=Zone.GRAVE,
              cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: c.data.is_monster and c.data.race == "Warrior"),
              text_en="banish 2 warriors from your graveyard: add this card to your hand",
              text_ja="墓地の戦士族２体を除外し、このカードを手札に加える"))

# 蝶の短剣－エルマ / Butterfly Dagger - Elma (equip spell): +300 ATK. When it is destroyed while equipped
# and sent to the graveyard, you can return it to its owner's hand.
define(69243953, equip_spell(), equip_stats(300),
       Effect(T, _self_back_to_hand, trigger="destroyed", mandatory=False,
              when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE),
              text_en="return this card to its owner's hand", text_ja="このカードを持ち主の手札に戻す"))


# サクリファイス・ソード / Sword of Dark Rites (equip spell, DARK monsters only): +400 ATK. When it is sent
# to the graveyard because the equipped monster was tributed, it returns to the hand.
def _watch_tribute(ctx: Ctx, ev: Event) -> None:
    if ev.kind == "tributed" and ctx.card.zone is Zone.SPELLS and ev.card == ctx.card.equipped_to >= 0:
        note(ctx.duel, "rites", ctx.card.idx, ctx.duel.serial)


define(17589298,
       equip_spell(lambda ctx, c: has_attribute(c, "DARK"), "a face-up DARK monster", "表側表示の闇属性モンスター"),
       equip_stats(400),
       Effect(T, _self_back_to_hand, trigger="destroyed",
              when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)
              and (ctx.card.idx, ctx.duel.serial) in notes(ctx.duel, "rites"),
              text_en="the equipped monster was tributed: return this card to the hand",
              text_ja="装備モンスターが生け贄に捧げられた場合、このカードを手札に戻す"),
       observer(_watch_tribute))


# マジック・キャプチャー / Spell Reclamation and トラップ・キャプチャー / Trap Reclamation: chained directly to
# your own spell (trap) card's activation, discard 1 card (the cost); when that card is sent to the
# graveyard, return it to your hand (carried out by this card from the graveyard).
def _own_activation_of(kind: str) -> Callable[[Ctx], bool]:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or link.player != ctx.player:
            return False
        d = ctx.duel
        return d.cards[link.card].data.kind == kind and d.effect_of(link.card, link.effect).kind is A

    return cond


def _capture(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        note(res.duel, "captured", res.card.idx, link.card)


def _captured_sent(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.idx, ev.card) in notes(ctx.duel, "captured") and from_field_to_grave(ctx, ev)


def _capture_back(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        unnote(d, "captured", res.card.idx, ev.card)
        c = d.cards[ev.card]
        if c.zone is Zone.GRAVE:
            return_to_hand(d, [c], res.cause)


for _code, _kind, _ja in ((76137276, "spell", "魔法"), (2122975, "trap", "罠")):
    define(_code,
           Effect(A, _capture, cost=Cost(discard=1), condition=_own_activation_of(_kind),
                  text_en=f"when the chained {_kind} card is sent to the graveyard, return it to your hand",
                  text_ja=f"チェーン発動した{_ja}カードが墓地へ送られた時、手札に戻す"),
           *(Effect(T, _capture_back, trigger=k, self_trigger=False, from_zone=Zone.GRAVE, when=_captured_sent,
                    text_en=f"return the {_kind} card to your hand", text_ja=f"その{_ja}カードを手札に戻す")
             for k in ("sent", "destroyed")))


# ==== R004-122: effects that return graveyard cards to the deck ===================================

def _to_top(where: Callable[[Card], bool], opponent_chooses: bool = False) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        cands = grave_of(res.duel, res.player, where)
        if cands:
            c = res.ask_cards(cands, player=res.opponent if opponent_chooses else -1)
            return_to_deck(res.duel, [c], res.cause, "top")

    return op


def _has_in_grave(where: Callable[[Card], bool], n: int = 1) -> Callable[[Ctx], bool]:
    return lambda ctx: len(grave_of(ctx.duel, ctx.player, where)) >= n


def _continuous_spell(c: Card) -> bool:
    return c.data.is_spell and "continuous" in c.data.subtypes


# アスワンの亡霊 / Aswan Apparition and ヌビアガード / Nubian Guard: when it inflicts battle damage to the
# opponent, you can put 1 trap card (a continuous spell card) from your graveyard on top of your deck.
for _code, _where, _en, _ja in ((88236094, is_trap_card, "a trap card", "罠カード"),
                                (51616747, _continuous_spell, "a continuous spell card", "永続魔法カード")):
    define(_code, Effect(T, _to_top(_where), trigger="damage", self_trigger=False, when=battle_damage_by_self,
                         mandatory=False, asks=True, needs=_has_in_grave(_where),
                         text_en=f"put {_en} from your graveyard on top of your deck",
                         text_ja=f"自分の墓地の{_ja}１枚をデッキの一番上に戻す"))

# ピクシーナイト / Pixie Knight: when it is sent to the graveyard by battle, the opponent chooses 1 spell
# card in your graveyard; it is put on top of your deck.
define(35429292, Effect(T, _to_top(is_spell_card, opponent_chooses=True), trigger="destroyed",
                        when=battle_to_grave, asks=True, needs=_has_in_grave(is_spell_card),
                        text_en="the opponent chooses a spell in your graveyard; put it on top of your deck",
                        text_ja="自分の墓地の魔法カード１枚を相手が選び、デッキの一番上に置く"))


# 女豹の傭兵 / Lady Panther and 紅蓮の女守護兵 / Crimson Sentry: tribute this face-up card: put 1 monster
# destroyed by battle and sent to your graveyard this turn on top of (at the bottom of) your deck. The
# tributes are the costs.
def _tribute_and_return(pick: Callable[[Ctx, Card], bool], where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        cands = grave_of(d, res.player, lambda c: pick(ctx_of(res), c))
        if cands:
            return_to_deck(d, [res.ask_cards(cands)], res.cause, where)

    return op


def _spell_sent_by_opponent(ctx: Ctx, c: Card) -> bool:
    return c.data.is_spell and ctx.duel.sent_by_opponent(c)


def _tribute_return_effect(pick: Callable[[Ctx, Card], bool], dest: str, en: str, ja: str) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return bool(grave_of(ctx.duel, ctx.player, lambda c: pick(ctx, c)))

    return Effect(Kind.IGNITION, _tribute_and_return(pick, dest), asks=True, cost=Cost(self_to="tribute"),
                  needs=needs, text_en=f"tribute this card: return {en} to the {dest} of your deck",
                  text_ja=f"このカードを生け贄に捧げ、{ja}をデッキの一番{'上' if dest == 'top' else '下'}に戻す")


_BATTLE_DEAD_EN = "a monster destroyed by battle this turn"
_BATTLE_DEAD_JA = "このターン戦闘で破壊されたモンスター"
define(38480590, _tribute_return_effect(_battle_dead, "top", _BATTLE_DEAD_EN, _BATTLE_DEAD_JA))
define(28358902, _tribute_return_effect(_battle_dead, "bottom", _BATTLE_DEAD_EN, _BATTLE_DEAD_JA))
# ピクシーガーディアン / Fairy Guardian: tribute this face-up card (the cost): put 1 of your spell cards sent to
# your graveyard by the opponent this turn (`Duel.sent_by_opponent`) at the bottom of your deck.
define(22419772, _tribute_return_effect(_spell_sent_by_opponent, "bottom",
                                        "a spell card the opponent sent to your graveyard this turn",
                                        "このターン相手によって墓地へ送られた魔法カード"))


# コカローチ・ナイト / Cockroach Knight: when it is sent to the graveyard, it returns to the top of the
# deck. 迷犬マロン / Outstanding Dog Marron: when it is sent to the graveyard, it is shuffled into the
# deck. 霞の谷の大怪鳥 / Roc from the Valley of Haze: when it is sent from the hand to the graveyard, it is
# shuffled into the deck.
def _self_to_deck(where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        if alive(res) and res.card.zone is Zone.GRAVE:
            return_to_deck(res.duel, [res.card], res.cause, where)

    return op


def _from_hand_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and to_grave(ctx, ev)


def _back_to_deck(dest: str, when: Callable[[Ctx, Event], bool]) -> tuple[Effect, ...]:
    return tuple(Effect(T, _self_to_deck(dest), trigger=k, when=when,
                        text_en=f"return this card to the deck ({dest})", text_ja="このカードをデッキに戻す")
                 for k in TO_GRAVE)


define(33413638, *_back_to_deck("top", to_grave))
define(11548522, *_back_to_deck("shuffle", to_grave))
define(28143906, *_back_to_deck("shuffle", _from_hand_to_grave))


# ケルドウ / Keldo: when it is destroyed by battle and sent to the graveyard, shuffle 2 targeted cards from
# the opponent's graveyard into their deck.
def _targets_to_deck(where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        return_to_deck(res.duel, [c for c in res.targets() if c.zone is Zone.GRAVE], res.cause, where)

    return op


define(80441106, Effect(T, _targets_to_deck("shuffle"), trigger="destroyed", when=battle_to_grave,
                        target=grave_spec(lambda c: True, side="opp", count=2, least=1,
                                          en="a card in the opponent's graveyard", ja="相手の墓地のカード"),
                        text_en="shuffle the targets into the opponent's deck",
                        text_ja="対象を相手のデッキに加えてシャッフルする"))

# 鳳凰神の羽根 / A Feather of the Phoenix: discard 1 card (the cost): put 1 targeted card from your
# graveyard on top of your deck.
define(49140998, Effect(A, _targets_to_deck("top"), cost=Cost(discard=1),
                        target=grave_spec(lambda c: True), text_en="put the target on top of your deck",
                        text_ja="対象をデッキの一番上に戻す"))


# 四次元の墓 / The Graveyard in the Fourth Dimension: shuffle 2 monsters with "LV" from your graveyard into
# your deck (chosen as it resolves).
def _lv(c: Card) -> bool:
    return c.data.is_monster and "ＬＶ" in c.data.name_ja


def _choose_n_to_deck(where: Callable[[Card], bool], n: int, least: int, dest: str = "shuffle",
                      both: bool = False) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        cands = grave_of(d, res.player, where) + (grave_of(d, res.opponent, where) if both else [])
        picks = ask_up_to(res, cands, n, at_least=min(least, len(cands)))
        return_to_deck(d, picks, res.cause, dest)

    return op


define(88089103, Effect(A, _choose_n_to_deck(_lv, 2, 2), asks=True, needs=_has_in_grave(_lv, 2),
                        text_en="shuffle 2 LV monsters from your graveyard into your deck",
                        text_ja="自分の墓地の「ＬＶ」を持つモンスター２体をデッキに加えてシャッフルする"))


# 貪欲な壺 / Pot of Avarice: shuffle 5 targeted monsters from your graveyard into your deck, then draw 2.
def _avarice(res: Resolution) -> None:
    d = res.duel
    ts = [c for c in res.targets() if c.zone is Zone.GRAVE]
    return_to_deck(d, ts, res.cause)
    if len(ts) == 5:
        d.draw(res.player, 2, res.cause)


define(67169062, Effect(A, _avarice, needs=may_draw("self"),
                        target=grave_spec(is_monster_card, count=5, en="a monster in your graveyard",
                                          ja="自分の墓地のモンスター"),
                        text_en="shuffle the 5 targets into your deck, then draw 2",
                        text_ja="対象のモンスター５体をデッキに戻し、２枚ドローする"))


# ホープ・オブ・フィフス / Fifth Hope: shuffle 5 targeted 「Ｅ・ＨＥＲＯ」 cards from your graveyard into your
# deck, then draw 2 (3 if you had no other card in your hand or on your field when it was activated: noted on
# activation, `Effect.notes_on_activation`).
def _alone(ctx: Ctx) -> bool:
    d = ctx.duel
    return not d.players[ctx.player].hand and all(c.idx == ctx.card.idx for c in field_of(d, ctx.player))


def _fifth_hope(res: Resolution) -> None:
    d = res.duel
    ts = [c for c in res.targets() if c.zone is Zone.GRAVE]
    return_to_deck(d, ts, res.cause)
    if len(ts) == 5:
        d.draw(res.player, 3 if res.link.noted else 2, res.cause)


define(55428811, Effect(A, _fifth_hope, needs=may_draw("self"), notes_on_activation=_alone,
                        target=grave_spec(_wrought_hero, count=5, en="an E-HERO card in your graveyard",
                                          ja="自分の墓地の「Ｅ・ＨＥＲＯ」カード"),
                        text_en="shuffle the 5 targets into your deck, then draw 2 (3 with no other cards)",
                        text_ja="対象５枚をデッキに戻し、２枚ドローする（他にカードが無ければ３枚）"))


# サイバーダーク・インパクト！ / Cyberdark Impact!: return 「サイバー・ダーク・ホーン」, 「サイバー・ダーク・エッジ」
# and 「サイバー・ダーク・キール」, one each, from your hand, field or graveyard to the deck, and fusion summon
# 「鎧黒竜－サイバー・ダーク・ドラゴン」 from your fusion deck.
CYBERDARK = (41230939, 77625948, 3019642)  # ホーン, エッジ, キール
CYBERDARK_DRAGON = 40418351


def _cyberdark_parts(ctx: Ctx, code: int) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    def same(c: Card) -> bool:
        return c.data.passcode == code

    return hand_of(d, p, same) + [c for c in d.monsters_of(p) if c.face_up and same(c)] + grave_of(d, p, same)


def _impact_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return all(_cyberdark_parts(ctx, code) for code in CYBERDARK) and any(
        d.cards[i].data.passcode == CYBERDARK_DRAGON for i in d.players[ctx.player].extra)


def _impact(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    if not _impact_needs(ctx):
        return
    parts = [res.ask_cards(_cyberdark_parts(ctx, code)) for code in CYBERDARK]
    return_to_deck(d, parts, res.cause)
    dragons = [d.cards[i] for i in d.players[res.player].extra if d.cards[i].data.passcode == CYBERDARK_DRAGON]
    if dragons and d.free_slots(res.player, Zone.MONSTERS):
        c = dragons[0]
        fusion.summon_fusion(res, c, parts, ask_summon_position(res, c, res.player, face_down=False))


define(80033124, Effect(A, _impact, asks=True, needs=_impact_needs,
                        text_en="return the three Cyberdark monsters to the deck; fusion summon Cyberdark Dragon",
                        text_ja="「サイバー・ダーク」３種を１枚ずつデッキに戻し、「鎧黒竜－サイバー・ダーク・ドラゴン」を融合召喚する"))


# リバースソウル / Soul Reversal (quick-play): put 1 targeted flip monster from your graveyard on top of
# your deck.
define(78864369, Effect(A, _targets_to_deck("top"),
                        target=grave_spec(lambda c: c.data.is_monster and c.data.is_flip,
                                          en="a flip monster in your graveyard",
                                          ja="自分の墓地のリバース効果モンスター"),
                        text_en="put the target on top of your deck", text_ja="対象をデッキの一番上に戻す"))


# Equip spells that go back on top of the deck when sent to the graveyard.
def _self_top(res: Resolution) -> None:
    _self_to_deck("top")(res)


# 執念の剣 / Sword of Deep-Seated: +500 ATK/DEF; when it is sent to the graveyard (from anywhere), it
# returns to the top of the deck.
define(98495314, equip_spell(), equip_stats(500, 500),
       *(Effect(T, _self_top, trigger=k, when=to_grave, text_en="return this card to the top of the deck",
                text_ja="このカードをデッキの一番上に戻す") for k in TO_GRAVE))

# 一角獣のホーン / Horn of the Unicorn: +700 ATK/DEF; when it is sent from the field to the graveyard, it
# returns to the top of the deck.
define(64047146, equip_spell(), equip_stats(700, 700),
       *(Effect(T, _self_top, trigger=k, when=from_field_to_grave, text_en="return this card to the top of the deck",
                text_ja="このカードをデッキの一番上に戻す") for k in ("destroyed", "sent")))

# 光の角 / Horn of Light: +800 DEF; when it is sent from the field to the graveyard, you can pay 500 LP
# (the cost) to return it to the top of the deck.
define(38552107, equip_spell(), equip_stats(0, 800),
       *(Effect(T, _self_top, trigger=k, when=from_field_to_grave, cost=Cost(lp=500), mandatory=False,
                misses_timing=True, needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 500,
                text_en="pay 500 LP: return this card to the top of the deck",
                text_ja="５００ライフポイントを払い、このカードをデッキの一番上に戻す") for k in ("destroyed", "sent")))

# デーモンの斧 / Axe of Despair: +1000 ATK; when it is sent from the field to the graveyard, you can
# tribute 1 monster you control (the cost) to return it to the top of the deck.
define(40619825, equip_spell(), equip_stats(1000),
       *(Effect(T, _self_top, trigger=k, when=from_field_to_grave, cost=Cost(tribute=1), mandatory=False,
                misses_timing=True, needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                text_en="tribute a monster: return this card to the top of the deck",
                text_ja="自分のモンスター１体を生け贄に捧げ、このカードをデッキの一番上に戻す")
         for k in ("destroyed", "sent")))


# 下克上の首飾り / Amulet of Ambition (normal monsters only): while the equipped monster battles a monster
# of a higher level, it gains 500 ATK for each level of difference during damage calculation. When it is
# sent to the graveyard, you can return it to the top of the deck.
def _ambition(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    attacker, target = battlers(d)
    if not d.phase.startswith("battle:damage") or target < 0 or m.idx not in (attacker, target):
        return 0
    other = d.cards[target if m.idx == attacker else attacker]
    diff = (other.data.level or 0) - (m.data.level or 0)
    return 500 * diff if diff > 0 else 0


define(5183693, equip_spell(lambda ctx, c: c.data.is_normal_monster, "a face-up normal monster",
                            "表側表示の通常モンスター"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_ambition,
              text_en="+500 ATK per level of difference against a higher-level monster",
              text_ja="レベルの高いモンスターと戦闘を行う場合、レベルの差×５００アップ"),
       *(Effect(T, _self_top, trigger=k, when=to_grave, mandatory=False,
                text_en="return this card to the top of the deck", text_ja="このカードをデッキの一番上に戻す")
         for k in TO_GRAVE))


# フリント・アタック / Flint Missile (quick-play): destroy 1 targeted monster equipped with 「フリント」.
# When this card is sent to the graveyard after it was activated, you can shuffle it into the deck.
FLINT = 75560629


def _with_flint(ctx: Ctx, m: Card) -> bool:
    d = ctx.duel
    return any(c.on_field and c.equipped_to == m.idx and c.data.passcode == FLINT for c in d.cards)


define(16437822, Effect(A, destroy_targets, target=TargetSpec(face="up", where=_with_flint,
                                                              text_en="a monster equipped with Flint",
                                                              text_ja="「フリント」を装備したモンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"),
       Effect(T, _self_to_deck("shuffle"), trigger="sent", when=from_field_to_grave, mandatory=False,
              text_en="shuffle this card into the deck", text_ja="このカードをデッキに戻す"))


# ヴォルカニック・チャージ / Volcanic Recharge: return up to 3 「ヴォルカニック」 monster cards from your
# graveyard to the deck.
def _volcanic(c: Card) -> bool:
    return c.data.is_monster and named(c, "ヴォルカニック")


define(33725271, Effect(A, _choose_n_to_deck(_volcanic, 3, 1), asks=True, needs=_has_in_grave(_volcanic),
                        text_en="return up to 3 Volcanic monsters from your graveyard to the deck",
                        text_ja="自分の墓地の「ヴォルカニック」モンスターを３枚までデッキに戻す"))


# 希望の光 / Ray of Hope: shuffle 2 LIGHT monsters from your graveyard into your deck.
def _light(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "LIGHT")


define(82529174, Effect(A, _choose_n_to_deck(_light, 2, 2), asks=True, needs=_has_in_grave(_light, 2),
                        text_en="shuffle 2 LIGHT monsters from your graveyard into your deck",
                        text_ja="自分の墓地の光属性モンスター２枚をデッキに加えてシャッフルする"))

# 隠された魔導書 / Hidden Spellbook: only in your own turn: shuffle 2 targeted spell cards from your
# graveyard into your deck.
define(21840375, Effect(A, _targets_to_deck("shuffle"), condition=lambda ctx: ctx.duel.tp == ctx.player,
                        target=grave_spec(is_spell_card, count=2, en="a spell card in your graveyard",
                                          ja="自分の墓地の魔法カード"),
                        text_en="shuffle the targets into your deck", text_ja="対象をデッキに加えてシャッフルする"))


# リターンソウル / Return Soul: in the end phase: return up to 3 monsters that were destroyed this turn
# from the graveyards to their owners' decks.
def _destroyed_today(c: Card, d: Duel) -> bool:
    return c.data.is_monster and destroyed_this_turn(d, c, battle=False)


def _return_soul(res: Resolution) -> None:
    d = res.duel
    cands = [c for p in (res.player, res.opponent) for c in grave_of(d, p, lambda c: _destroyed_today(c, d))]
    return_to_deck(d, ask_up_to(res, cands, 3, at_least=1), res.cause)


define(10537981, Effect(A, _return_soul, condition=lambda ctx: ctx.duel.phase == "end", asks=True,
                        needs=lambda ctx: any(_destroyed_today(c, ctx.duel) for p in (0, 1)
                                              for c in grave_of(ctx.duel, p)),
                        text_en="return up to 3 monsters destroyed this turn to their owners' decks",
                        text_ja="このターンに破壊され墓地に存在するモンスターを３体まで持ち主のデッキに戻す"))

# 転生の予言 / The Transmigration Prophecy: return 2 targeted cards from the graveyards to their owners'
# decks.
define(46652477, Effect(A, _targets_to_deck("shuffle"),
                        target=grave_spec(lambda c: True, side="any", count=2, en="a card in a graveyard",
                                          ja="墓地のカード"),
                        text_en="return the targets to their owners' decks", text_ja="対象を持ち主のデッキに戻す"))


# 押し売りゾンビ / Hard-sellin' Zombie (continuous trap): when a monster you control inflicts battle damage
# to the opponent, choose 1 card in the opponent's graveyard; it goes to the bottom of their deck.
def _zombie(res: Resolution) -> None:
    cands = grave_of(res.duel, res.opponent)
    if cands:
        return_to_deck(res.duel, [res.ask_cards(cands)], res.cause, "bottom")


define(94374859, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _zombie, trigger="damage", self_trigger=False, when=battle_damage_by_own_monster, asks=True,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].grave),
              text_en="put a card from the opponent's graveyard at the bottom of their deck",
              text_ja="相手の墓地のカード１枚を持ち主のデッキの一番下に戻す"))
