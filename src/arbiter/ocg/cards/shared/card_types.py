"""Helpers that cards in several files share: card types."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.flip import ask_summon_position
from arbiter.ocg.cards.shared.returning import (
    alive,
    battlers,
    equipped_by,
    note_pair,
    notes,
    on_field_as,
    turns_of,
    unnote,
)
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER
C = Kind.CONTINUOUS
MAIN_PHASES = ("main1", "main2")


def monster_of(c: Card, race: str, attribute: str, level: int, atk: int | None, defense: int | None,
                effect: bool) -> CardData:
    """The monster a trap card becomes: its own name, still a trap card too."""
    return dataclasses.replace(c.base, kind="monster", subtypes=frozenset({"effect" if effect else "normal", "trap"}),
                               race=race, attribute=attribute, level=level, atk=atk, def_=defense)


def trap_monster(race: str, attribute: str, level: int, atk: int | None, defense: int | None, effect: bool,
                  pos: Pos | None) -> Callable[[Resolution], None]:
    """Special summon this trap card as the monster it describes (pos None: the player chooses)."""

    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if not alive(res) or not c.on_field or d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        data = monster_of(c, race, attribute, level, atk, defense, effect)
        where = pos if pos is not None else ask_summon_position(res, c, res.player, face_down=False)
        d.summon_as_monster(c, data, res.player, where, res.cause)

    return op


def self_as_monster(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and c.zone is Zone.MONSTERS


def equips_on(d: Duel, m: Card, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [c for c in d.cards if c.zone is Zone.SPELLS and c.equipped_to == m.idx and where(c)]


def battle_substitute(when: Callable[[Ctx, Event], bool], victim: Callable[[Ctx], Card | None]) -> Effect:
    """"If this card (the equipped monster) would be destroyed by battle, destroy `victim` instead"."""

    def applies(ctx: Ctx, ev: Event) -> bool:
        return ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and when(ctx, ev) and victim(ctx) is not None

    def instead(ctx: Ctx, ev: Event) -> Event | None:
        v = victim(ctx)
        if v is not None:
            ctx.duel.destroy([v], ev.cause)
        return None

    return Effect(Kind.REPLACEMENT, when=applies, instead=instead,
                  text_en="destroyed by battle: the equip card is destroyed instead",
                  text_ja="戦闘で破壊される場合、代わりに装備カードを破壊する")


# Union monsters: once a turn (in your main phase) equip this card to a monster it names, or unequip it
# and special summon it in face-up attack position; while equipped by its own effect, the equipped monster
# gains ATK/DEF and, if it would be destroyed by battle, this card is destroyed instead. A union whose text
# does more while equipped lists the rest in its `missing`. A union equipped to
# 「ユニオン・ライダー」 cannot unequip itself.
UNION_RIDER = 11743119


def union_free(ctx: Ctx) -> bool:
    return (ctx.card.idx, ctx.duel.turn) not in notes(ctx.duel, "union_used")


def union_equip(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not on_field_as(res):
        return
    for t in res.targets():
        note_pair(d, "union_used", me.idx, d.turn)
        d.equip(me, t, res.cause, res.player)


def union_unequip(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if alive(res) and me.zone is Zone.SPELLS and d.free_slots(res.player, Zone.MONSTERS):
        note_pair(d, "union_used", me.idx, d.turn)
        d.special_summon(me, res.player, Pos.ATTACK, res.cause)


def can_unequip(ctx: Ctx) -> bool:
    d = ctx.duel
    me = ctx.card
    if me.zone is not Zone.SPELLS or me.equipped_to < 0 or not union_free(ctx):
        return False
    return d.cards[me.equipped_to].data.passcode != UNION_RIDER and d.free_slots(ctx.player, Zone.MONSTERS) > 0


def union(fits: Callable[[Card], bool], atk: int = 0, defense: int = 0, en: str = "",
          ja: str = "", pierce: bool = False) -> tuple[Effect, ...]:
    def target_ok(ctx: Ctx, m: Card) -> bool:
        return m.face_up and fits(m) and not equips_on(ctx.duel, m, lambda c: "union" in c.data.subtypes)

    def equipped_own(ctx: Ctx) -> Card | None:
        return ctx.card if ctx.card.zone is Zone.SPELLS else None

    out = [
        Effect(Kind.IGNITION, union_equip, condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and union_free(ctx),
               needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
               target=TargetSpec(side="own", face="up", where=target_ok, text_en=en, text_ja=ja),
               text_en="equip this card to the target", text_ja="このカードを装備カード扱いとして対象に装備する"),
        Effect(Kind.IGNITION, union_unequip, condition=can_unequip,
               text_en="unequip: special summon this card in attack position",
               text_ja="装備を解除して表側攻撃表示で特殊召喚する"),
        battle_substitute(lambda ctx, ev: ctx.card.zone is Zone.SPELLS and ev.card == ctx.card.equipped_to,
                          equipped_own),
    ]
    if atk or defense:
        out.append(Effect(C, affects=equipped_by, atk=(lambda ctx, m: atk) if atk else None,
                          defense=(lambda ctx, m: defense) if defense else None,
                          text_en=f"the equipped monster gains {atk} ATK / {defense} DEF",
                          text_ja=f"装備モンスターの攻撃力は{atk}、守備力は{defense}アップ"))
    if pierce:
        out.append(Effect(C, affects=equipped_by, pierce=True, text_en="the equipped monster deals piercing damage",
                          text_ja="装備モンスターは守備表示モンスターを攻撃した時、貫通ダメージを与える"))
    return tuple(out)


def is_one_of(*codes: int) -> Callable[[Card], bool]:
    return lambda c: c.data.passcode in codes


X_HEAD_CANNON, Y_DRAGON_HEAD, V_TIGER_JET = 62651957, 65622692, 51638941
DARK_BLADE, AITSU, SOITSU = 11321183, 48202661, 60246171
GIANT_ORC, DECAYED_COMMANDER, BLOOD_ORCHIS, LEI_LEI = 73698349, 10209545, 46571052, 84173492
BURNING_BEAST, FREEZING_BEAST = 59364406, 85359414


def equipping(ctx: Ctx) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to >= 0


def turn_equipped(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.SPELLS and c.oid == res.link.oid and c.equipped_to >= 0:
        m = res.duel.cards[c.equipped_to]
        if m.face_up:
            res.duel.set_position(m, Pos.DEFENSE if m.pos is Pos.ATTACK else Pos.ATTACK, res.cause)


TURN_EQUIPPED = Effect(Kind.IGNITION, turn_equipped, condition=equipping, once_per_turn=True,
                       text_en="change the equipped monster's battle position",
                       text_ja="装備モンスターの表示形式を変更する")


def equipped_destroyed(opponents: bool) -> Callable[[Ctx, Event], bool]:
    """The monster this union equips destroyed a monster by battle (`opponents`: one its opponent controlled)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card
        return (me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.cause.reason is Reason.BATTLE
                and ev.src == int(Zone.MONSTERS) and (ev.player != me.ctl or not opponents)
                and me.equipped_to in battlers(ctx.duel) and ev.card != me.equipped_to)
    return when


def equipped_hit(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return (me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.cause.reason is Reason.BATTLE
            and ev.cause.card == me.equipped_to and ev.player != me.ctl)


def beast_smash(face_up: bool) -> Effect:
    def cards(d: Duel) -> list[Card]:
        return [d.cards[i] for p in (d.tp, 1 - d.tp) for i in d.players[p].spells
                if i >= 0 and d.cards[i].face_up == face_up]

    def op(res: Resolution) -> None:
        found = cards(res.duel)
        if found:
            res.duel.destroy([res.ask_cards(found)], res.cause)

    side = "face-up" if face_up else "face-down"
    return Effect(Kind.TRIGGER, op, trigger="damage", self_trigger=False, when=equipped_hit, asks=True,
                  needs=lambda ctx: bool(cards(ctx.duel)),
                  text_en=f"the equipped monster dealt battle damage: destroy a {side} spell or trap card",
                  text_ja=f"装備モンスターが戦闘ダメージを与えた時、{'表' if face_up else '裏'}側表示の魔法・罠カードを"
                          "１枚破壊する")


# Monsters that equip another monster to themselves, with the equipped monster as their shield in battle.
def own_equipped_monster(key: str) -> Callable[[Ctx], Card | None]:
    """The monster this card equipped to itself by its own effect (noted under `key`)."""

    def find(ctx: Ctx) -> Card | None:
        d = ctx.duel
        me = ctx.card
        for c in equips_on(d, me):
            if (me.idx, c.idx) in notes(d, key):
                return c
        return None

    return find


def equip_to_me(key: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        if not on_field_as(res) or own_equipped_monster(key)(ctx_of(res)) is not None:
            return
        for t in res.targets():
            if d.equip(t, me, res.cause, res.player):
                note_pair(d, key, me.idx, t.idx)

    return op


def none_equipped(key: str) -> Callable[[Ctx], bool]:
    return lambda ctx: own_equipped_monster(key)(ctx) is None and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0


def battles_itself(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ctx.card.zone is Zone.MONSTERS


def cyberdark_equip_atk(ctx: Ctx, c: Card) -> int:
    m = own_equipped_monster("cyberdark")(ctx)
    return (m.data.atk or 0) if m is not None else 0


def dragon_in_grave(max_level: int) -> TargetSpec:
    return TargetSpec(zone=Zone.GRAVE, side="own",
                      where=lambda ctx, c: c.data.is_monster and c.data.race == "Dragon"
                      and (c.data.level or 0) <= max_level,
                      text_en="a dragon in your graveyard", text_ja="自分の墓地のドラゴン族モンスター")


def cyberdark(trigger: str, max_level: int, extra: tuple[Effect, ...] = (),
               atk: Callable[[Ctx, Card], int] = cyberdark_equip_atk) -> tuple[Effect, ...]:
    return (Effect(T, equip_to_me("cyberdark"), trigger=trigger,
                   when=(lambda ctx, ev: ev.detail == "normal") if trigger == "summoned" else None,
                   target=dragon_in_grave(max_level),
                   text_en="equip the target dragon to this card",
                   text_ja="対象のドラゴン族を装備カード扱いとしてこのカードに装備する"),
            Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=atk,
                   text_en="gains the equipped monster's ATK", text_ja="装備したモンスターの攻撃力分アップ"),
            battle_substitute(battles_itself, own_equipped_monster("cyberdark")), *extra)


def give_back(key: str) -> Callable[[Resolution], None]:
    """This equip card left the field: the monster it held goes back to the other player."""

    def op(res: Resolution) -> None:
        d = res.duel
        for m, t in sorted(notes(d, key)):
            if m == res.card.idx:
                unnote(d, key, m, t)
                c = d.cards[t]
                if c.zone is Zone.MONSTERS and c.ctl != c.owner:
                    d.take_control(c, c.owner, res.cause)

    return op


def left_holding(key: str) -> Callable[[Ctx, Event], bool]:
    return lambda ctx, ev: ev.src == int(Zone.SPELLS) and any(m == ctx.card.idx for m, _ in notes(ctx.duel, key))


# Normal traps that stay on the field as equip cards after they resolve.
def equip_trap(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


def crystal(c: Card) -> bool:
    """A 「宝玉獣」 monster card (as printed: in a spell & trap zone it is a continuous spell)."""
    return c.base.is_monster and c.base.name_ja.startswith("宝玉獣")


def crystals_in_spells(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].spells if i >= 0 and crystal(d.cards[i])]


RAINBOW_RUINS = 34487429


def start_count(d: Duel, c: Card) -> None:
    for i, t in list(notes(d, "count_start")):
        if i == c.idx:
            unnote(d, "count_start", i, t)
    for i, n in list(notes(d, "count_plus")):
        if i == c.idx:
            unnote(d, "count_plus", i, n)
    note_pair(d, "count_start", c.idx, d.turn)


def count_start(d: Duel, c: Card) -> int:
    """The turn `c`'s count started (-1: it counts nothing)."""
    return next((t for i, t in notes(d, "count_start") if i == c.idx), -1)


def advanced(d: Duel, c: Card) -> int:
    """How many turns 「運命の火時計」 added to `c`'s count."""
    return sum(1 for i, _ in notes(d, "count_plus") if i == c.idx)


def opponent_turns_counted(d: Duel, c: Card, player: int) -> int:
    """The opponent's turns counted by `c` (a card of `player`) so far, this one included."""
    start = count_start(d, c)
    return turns_of(d, 1 - player, start) + advanced(d, c) if start >= 0 else 0


def destroy_self_if_alive(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        res.duel.destroy([res.card], res.cause)


def start_on_field(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        start_count(res.duel, res.card)


def ends_in_opponent_end_phase(n: int) -> Callable[[Ctx, Event], bool]:
    """The end phase of the opponent's n-th turn, counting only the opponent's turns (R004-129)."""

    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        c = ctx.card
        return (ev.detail == "end" and d.tp != ctx.player and c.active and count_start(d, c) >= 0
                and opponent_turns_counted(d, c, ctx.player) >= n)

    return when
