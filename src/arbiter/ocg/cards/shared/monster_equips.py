"""Monsters that become equip cards or equip other monsters to themselves."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import ctx_of, effect_cause
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs
from arbiter.ocg.cards.shared.resolving import held_as
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

C = Kind.CONTINUOUS
T = Kind.TRIGGER


def equips_on(d: Duel, m: Card, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [c for c in d.cards if c.zone is Zone.SPELLS and c.equipped_to == m.idx and where(c)]


def held_monsters(d: Duel, me: Card) -> list[Card]:
    """The monster cards equipped to this card by its own effect (`Duel.equipped_by_card`, as a scenario's board
    records it too): one another effect equipped to it (「ブレイン・ジャッカー」) is none of them."""
    return equips_on(d, me, lambda c: c.data.is_monster and d.equipped_by_card(c) == me.idx)


def battle_substitute(when: Callable[[Ctx, Event], bool], victim: Callable[[Ctx], Card | None],
                      battle_only: bool = True) -> Effect:
    """"If this card (the equipped monster) would be destroyed by battle (`battle_only`; else destroyed at all),
    destroy `victim` instead". The victim is destroyed by this effect, not by the battle (a 「仮面竜」 destroyed in
    「サイバー・ダーク・ホーン」's place was not destroyed by battle), as a 「六武衆」 standing in for another is
    (`Effect.substitute`)."""

    def applies(ctx: Ctx, ev: Event) -> bool:
        # not an equip card destroyed at the same time as its monster (「おジャマ・デルタハリケーン！！」): it cannot
        # stand in, as a 「六武衆」 destroyed with another cannot (`six_samurai._others`)
        v = victim(ctx)
        return (ev.kind == "destroyed" and (ev.cause.reason is Reason.BATTLE or not battle_only) and when(ctx, ev)
                and v is not None and v.idx not in ctx.duel.destroying)

    def instead(ctx: Ctx, ev: Event) -> Event | None:
        v = victim(ctx)
        if v is not None:
            ctx.duel.destroy([v], effect_cause(ctx))
        return None

    return Effect(Kind.REPLACEMENT, when=applies, instead=instead,
                  text_en="destroyed by battle: the equip card is destroyed instead" if battle_only else
                  "destroyed: the equip card is destroyed instead",
                  text_ja="戦闘で破壊される場合、代わりに装備カードを破壊する" if battle_only else
                  "破壊される場合、代わりに装備カードを破壊する")


# Monsters that equip another monster to themselves, with the equipped monster as their shield in battle.
def own_equipped_monster(key: str) -> Callable[[Ctx], Card | None]:
    """The monster this card equipped to itself by its own effect (noted under `key`, or, on a scenario's board,
    recorded as its effect's equip: `Duel.equipped_by_card`)."""

    def find(ctx: Ctx) -> Card | None:
        d = ctx.duel
        me = ctx.card
        for c in equips_on(d, me):
            if (me.idx, c.idx) in noted_pairs(d, key) or (c.data.is_monster and d.equipped_by_card(c) == me.idx):
                return c
        return None

    return find


def equip_to_me(key: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        if not held_as(res) or own_equipped_monster(key)(ctx_of(res)) is not None:
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
                      text_en="a Dragon in your graveyard", text_ja="自分の墓地のドラゴン族モンスター")


def cyberdark(trigger: str, max_level: int, extra: tuple[Effect, ...] = (),
               atk: Callable[[Ctx, Card], int] = cyberdark_equip_atk) -> tuple[Effect, ...]:
    # the texts print a card's own effects (`extra`) between the ATK gain and the replacement (effect 3, then 4)
    return (Effect(T, equip_to_me("cyberdark"), trigger=trigger, holds_monsters=True,
                   when=(lambda ctx, ev: ev.detail == "normal") if trigger == "summoned" else None,
                   target=dragon_in_grave(max_level),
                   text_en="equip the target Dragon to this card",
                   text_ja="対象のドラゴン族はこのカードの装備カード扱いになる"),
            Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=atk,
                   text_en="gains the equipped monster's ATK", text_ja="装備したモンスターの攻撃力分アップ"),
            *extra, battle_substitute(battles_itself, own_equipped_monster("cyberdark")))


def attacked_face_down(ctx: Ctx, ev: Event) -> bool:
    """This card was face-down in defense position when an opponent's monster attacked it."""
    return ev.pos == int(Pos.SET) and ctx.duel.cards[ev.amount].ctl != ctx.card.ctl


def equip_to_attacker(res: Resolution) -> None:
    d = res.duel
    me = res.card
    attacker = d.cards[res.link.events[0].amount] if res.link.events else None
    if attacker is not None and me.oid == res.link.oid and me.zone is Zone.MONSTERS and d.attack is not None\
            and d.attack[0] == attacker.idx:
        d.equip(me, attacker, res.cause, res.player)


def as_equip_card(c: Card) -> Card | None:
    return None if c.zone is not Zone.SPELLS or c.equipped_to < 0 else c


def opponents_standby(ctx: Ctx, ev: Event) -> bool:
    """The start of the standby phase of the opponent's next turn after the turn this card became an equip card
    (that one only: a monster that survived it is not destroyed in a later one; turns alternate, so the opponent's
    first turn after it is at most two turns later)."""
    me = ctx.card
    return (ev.detail == "standby" and ctx.duel.tp != ctx.player and as_equip_card(me) is not None
            and me.t_entered < ctx.duel.turn <= me.t_entered + 2)


def blow_up(damage: bool) -> Effect:
    """The opponent's next standby phase: destroy the equipped monster (with `damage`, the opponent then
    takes damage equal to the ATK it had on the field)."""
    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        if me.oid != res.link.oid or as_equip_card(me) is None:
            return
        m = d.cards[me.equipped_to]
        atk = d.atk(m)
        if d.destroy([m], res.cause) and damage:
            d.damage(res.opponent, atk, res.cause)

    en = "destroy the equipped monster" + (" and deal damage equal to its ATK to the opponent" if damage else "")
    ja = "装備モンスターを破壊する" + ("。その攻撃力分のダメージを相手に与える" if damage else "")
    return Effect(T, op, does=Does.MONSTERS, trigger="phase", self_trigger=False, when=opponents_standby,
                  text_en="the opponent's next standby phase: " + en, text_ja="相手の次のスタンバイフェイズに" + ja)


EQUIP_EN = "attacked face-down by an opponent's monster: this card becomes an equip card on the attacker"
EQUIP_JA = "裏側守備表示で相手モンスターの攻撃を受けた時：自身が装備カード扱いでその攻撃モンスターに装備される"


def equips_itself() -> Effect:
    return Effect(T, equip_to_attacker, trigger="attacked", when=attacked_face_down,
                  text_en=EQUIP_EN, text_ja=EQUIP_JA)
