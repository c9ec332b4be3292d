"""Helpers that cards in several files share: traps."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    LEAVE_KINDS,
    answered_link,
    bind,
    bound,
    destroy_itself,
    held,
    left_the_field,
    spells_traps_of,
)
from arbiter.ocg.cards.shared.spells import activation_of
from arbiter.ocg.effects import CardFilter, Condition, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.state import Card, Zone


def equip_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p) if c.face_up and c.equipped_to >= 0]


def all_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return d.monsters_of(d.tp) + d.monsters_of(1 - d.tp)


def opponents_activation_of(*passcodes: int) -> Condition:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        return (link is not None and link.player != ctx.player and activation_of(ctx, link)
                and ctx.duel.cards[link.card].data.passcode in passcodes)
    return cond


def activation_with(subtype: str, kind: str) -> Condition:
    """A spell or trap card of this kind and subtype being activated (by either player)."""
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or not activation_of(ctx, link):
            return False
        data = ctx.duel.cards[link.card].data
        return data.kind == kind and subtype in data.subtypes
    return cond


def negate_this_turn(kind: str, subtype: str, en: str, ja: str) -> Operation:
    def op(res: Resolution) -> None:
        turn = res.duel.turn
        # (the turn is checked too: the duel's cache of continuous effects may outlive an ended lingering effect)
        negation = Effect(Kind.CONTINUOUS, negates=kind, text_en=en, text_ja=ja,
                          affects=lambda ctx, c: ctx.duel.turn == turn and c.on_field and c.data.kind == kind
                          and subtype in c.data.subtypes)
        res.duel.linger(res.card, res.player, negation, res.cause, turns=1)
    return op


MIRAGE_TOKEN = 63442605


def boost(atk: int, defense: int) -> Operation:
    def op(res: Resolution) -> None:
        for c in res.targets():
            res.duel.boost(c, atk, defense, res.cause)
    return op


# Normal traps that become equip cards: they stay on the field (`remains`) equipped to their target.
def equip_trap(res: Resolution) -> None:
    for t in res.targets():
        res.duel.equip(res.card, t, res.cause)


def equipped(ctx: Ctx, m: Card) -> bool:
    return ctx.card.equipped_to == m.idx


# Traps that target the attacking monster (R000-056): when an opponent's monster declares an attack.
def _attacker(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx == att[0] and c.oid == att[1]


def at_attacker(side: str) -> TargetSpec:
    return TargetSpec(side=side, face="up", where=_attacker, text_en="the attacking monster", text_ja="攻撃モンスター")


def negate_attack(res: Resolution) -> bool:
    """The attack of the targeted attacker is negated (the attack ends)."""
    d = res.duel
    for c in res.targets():
        if d.attack is not None and d.attack[0] == c.idx:
            d.negate_attack(c)
            return True
    return False


# Traps that target the monster just summoned (R000-057), like 「落とし穴」.
def _summoned(by_opponent: bool, stat: str, cmp: str, value: int) -> CardFilter:
    def where(ctx: Ctx, c: Card) -> bool:
        if not c.face_up or not any(e.kind == "summoned" and e.card == c.idx
                                    and (e.player != ctx.player or not by_opponent) for e in ctx.events):
            return False
        if not stat:
            return True
        v = ctx.duel.atk(c) if stat == "atk" else ctx.duel.defense(c)
        return v <= value if cmp == "<=" else v >= value
    return where


def summon_spec(side: str, where: CardFilter) -> TargetSpec:
    return TargetSpec(side=side, where=where, text_en="the monster just summoned",
                      text_ja="召喚されたモンスター")


# Continuous traps that target one monster (the last rows of the table). Resolving, the card binds its
# target (that card object: a monster turned face-down stays the same object and stays bound, and the
# trap stays on the field). While the trap is face-up, the bound monster cannot attack or change its
# position. The trap's destruction when its monster leaves the field (or, for 六芒星の呪縛, is destroyed)
# is declared as mandatory triggers of the trap; the engine destroys equip cards by rule without a chain
# link, but it also does so when the monster is turned face-down, which is wrong for these traps.
def _bind(res: Resolution) -> None:
    me = res.card
    if me.oid != res.link.oid or not me.on_field:
        return
    for t in res.targets():
        bind(res.duel, "bound", me, t, replace=True)


def is_bound(ctx: Ctx, m: Card) -> bool:
    return m in bound(ctx.duel, "bound", ctx.card)


def bound_left(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and left_the_field(ev) and ev.card in {i for i, _ in held(ctx.duel, "bound", ctx.card)}


LOCK = Effect(Kind.CONTINUOUS, forbids=("attack", "change_position"), affects=is_bound,
               text_en="the target cannot attack or change its position",
               text_ja="対象は攻撃できず、表示形式の変更もできない")
GONE_WITH_IT = tuple(Effect(Kind.TRIGGER, destroy_itself, trigger=k, when=bound_left, self_trigger=False,
                             text_en="destroyed when the target leaves the field",
                             text_ja="対象がフィールドを離れた時、このカードを破壊する") for k in LEAVE_KINDS)
OJAMA_TOKEN = 29843092  # おジャマトークン, made by 「おジャマトリオ」


def own_monster_destroyed(reason: Reason, to_grave: bool = True) -> Condition:
    """A condition: the window answers a monster its player controlled destroyed (by battle or by an effect, as
    `reason` says) and, with `to_grave`, sent to the graveyard (「ヒーロー・シグナル」, 「魂の綱」)."""
    return lambda ctx: any(e.kind == "destroyed" and e.cause.reason is reason and e.src == int(Zone.MONSTERS)
                           and (not to_grave or e.dst == int(Zone.GRAVE)) and e.player == ctx.player
                           for e in ctx.events)
