"""Helpers that cards in several files share: monster effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.carddata import default_db
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


def attacked_face_down(ctx: Ctx, ev: Event) -> bool:
    """This card was face-down in defense position when an opponent's monster attacked it."""
    return ev.pos == int(Pos.SET) and ctx.duel.cards[ev.amount].ctl != ctx.card.ctl


def equip_to_attacker(res: Resolution) -> None:
    d = res.duel
    me = res.card
    attacker = d.cards[res.link.events[0].amount] if res.link.events else None
    if attacker is not None and me.oid == res.link.oid and me.zone is Zone.MONSTERS and d.attack is not None \
            and d.attack[0] == attacker.idx:
        d.equip(me, attacker, res.cause, res.player)


def equipped(c: Card) -> Card | None:
    return None if c.zone is not Zone.SPELLS or c.equipped_to < 0 else c


def opponents_standby(ctx: Ctx, ev: Event) -> bool:
    """The start of a standby phase of the opponent's, after the turn this card became an equip card."""
    me = ctx.card
    return (ev.detail == "standby" and ctx.duel.tp != ctx.player and equipped(me) is not None
            and ctx.duel.turn > me.t_entered)


def blow_up(damage: bool) -> Effect:
    """The opponent's next standby phase: destroy the equipped monster (with `damage`, the opponent then
    takes damage equal to the ATK it had on the field)."""
    def op(res: Resolution) -> None:
        d = res.duel
        me = res.card
        if me.oid != res.link.oid or equipped(me) is None:
            return
        m = d.cards[me.equipped_to]
        atk = d.atk(m)
        if d.destroy([m], res.cause) and damage:
            d.damage(res.opponent, atk, res.cause)

    en = "destroy the equipped monster" + (" and deal damage equal to its ATK to the opponent" if damage else "")
    ja = "装備モンスターを破壊する" + ("。その攻撃力分のダメージを相手に与える" if damage else "")
    return Effect(T, op, trigger="phase", self_trigger=False, when=opponents_standby,
                  text_en="the opponent's next standby phase: " + en, text_ja="相手の次のスタンバイフェイズに" + ja)


EQUIP_EN = "attacked face-down by an opponent's monster: this card becomes an equip card on the attacker"
EQUIP_JA = "裏側守備表示のこのカードが相手モンスターに攻撃された場合、装備カード扱いとして攻撃モンスターに装備する"


def equips_itself() -> Effect:
    return Effect(T, equip_to_attacker, trigger="attacked", when=attacked_face_down, damage_step=True,
                  text_en=EQUIP_EN, text_ja=EQUIP_JA)


def counter_traps(d: Duel) -> int:
    db = default_db()
    cards = [db.get(r.passcode) for r in d.last_chain]
    return sum(1 for c in cards if c.kind == "trap" and "counter" in c.subtypes)


def _face_up_here(c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up


def after_counter_traps(ctx: Ctx, ev: Event) -> bool:
    return _face_up_here(ctx.card) and counter_traps(ctx.duel) > 0
