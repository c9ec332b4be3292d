"""Battle and effect damage kept off a player or sent to the other."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.replacement import Replacement, candidates
from arbiter.ocg.cards.common import answered
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def sent_back(ctx: Ctx, ev: Event) -> Event:
    """The battle damage a player would take, sent to the other player instead by that player's own card
    (「ディメンション・ウォール」, 「アマゾネスの剣士」): still battle damage (`passed_on`)."""
    return passed_on(ev)


def passed_on(ev: Event) -> Event:
    """The damage a player would take, dealt to the other player instead by that player's own card (battle damage
    sent back, `sent_back`; effect damage, `redirect_damage`): of the same kind, now damage from the opponent to the
    player who takes it, so their 「ホーリーライフバリアー」 makes it 0 and their 「冥府の使者ゴーズ」 answers it
    (docs/uncertain-rulings.md, h-battle2 and h-left45)."""
    return dataclasses.replace(ev, player=1 - ev.player, cause=dataclasses.replace(ev.cause, player=ev.player))


def redirect_damage(res: Resolution, to_zero: bool = False, as_gain: bool = False) -> None:
    """Effect damage to this player from the answered link goes to the opponent (or becomes 0; `as_gain`: this
    player gains that many LP instead, 「エネルギー吸収板」)."""
    d = res.duel
    link = answered(res)
    if link is None:
        return
    me, source, number = res.player, link.card, link.number

    def applies(ev: Event) -> bool:
        return (ev.kind == "damage" and ev.cause.reason is Reason.EFFECT and ev.cause.card == source
                and ev.cause.chain_link == number and (to_zero or ev.player == me))

    def instead(ev: Event) -> Event | None:
        if as_gain:
            return dataclasses.replace(ev, kind="gained")
        return None if to_zero else passed_on(ev)

    d.add_replacement(Replacement(key=f"{res.card.data.passcode}:{d.activation_count}", source=res.card.idx,
                                  controller=me, applies=applies, instead=instead), res.cause,
                      drop=lambda r: r.source == res.card.idx)


def battle_damage_to(p: int, battle: Callable[[Duel], bool]) -> Callable[[Ctx, Event], bool]:
    """Battle damage `p` would take in a battle that fits `battle`."""
    return lambda ctx, ev: (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == p
                            and battle(ctx.duel))


def this_battle(d: Duel) -> Callable[[Duel], bool]:
    """A test true while the battle of the attack in progress now goes on, whatever its target becomes (moved to
    another monster, chosen again in a replay), never in a later battle of the same monsters that turn (a monster
    that attacks twice: `Duel.battle_serial`)."""
    n = d.battle_serial()
    return lambda duel: duel.battle_serial() == n


def no_damage(res: Resolution, battle: Callable[[Duel], bool], en: str, ja: str) -> None:
    """Leave in place for this turn: the battle damage the resolving player takes in a battle that fits
    `battle` is 0 (none is dealt)."""
    res.duel.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=battle_damage_to(res.player, battle),
                                                 instead=lambda ctx, ev: None, text_en=en, text_ja=ja), res.cause)


def expected_battle_damage(ctx: Ctx) -> int:
    """The battle damage the activating player would take from the battle in its damage step before it is
    calculated (none once it is: it is taken), as the monsters' ATK and DEF stand now, piercing damage included
    (「体力増強剤スーパーＺ」, 「パワー・ウォール」), and as the effects that change it would leave it (「和睦の使者」:
    none is taken; 「ディメンション・ウォール」: the attacking player takes what the other would have)."""
    d = ctx.duel
    att = d.attack
    if att is None or not d.before_calculation():
        return 0
    hit = _battle_damage(d, d.cards[att[0]], d.cards[att[2]] if att[2] >= 0 else None)
    return 0 if hit is None else _as_changed(d, ctx.player, hit)


def _battle_damage(d: Duel, a: Card, t: Card | None) -> Event | None:
    """The battle damage `a` attacking `t` (None: directly) would deal as the monsters stand now, before any effect
    changes it: to whom, how much and by which monster, as `battle.Attack._calculate` deals it (None: none)."""
    if t is None:
        to, amount, by = 1 - a.ctl, d.atk(a), a
    else:
        diff = d.atk(a) - (d.atk(t) if t.in_attack else d.defense(t))
        if diff > 0 and not t.in_attack and not d.pierces(a):
            return None  # a defense position monster: only piercing damage goes through it
        to, amount, by = (t.ctl, diff, a) if diff > 0 else (a.ctl, -diff, t)
    if amount <= 0:
        return None
    return Event("damage", d.damage_cause(by, Cause(by.ctl, Reason.BATTLE, by.idx), to), player=to, amount=amount)


def _as_changed(d: Duel, player: int, ev: Event | None) -> int:
    """What of the damage `ev` `player` takes as battle damage once the replacement effects that apply to it now
    with no choice have changed it, each in turn as `Duel._apply` applies them (「和睦の使者」 makes it 0, 「心眼の鉾」
    1000, one sending it to the other player leaves this one none, or gives it to them). Read on a copy of the duel:
    a card that watches damage as it happens (`notes.observer`, 「サイレント・ソードマン ＬＶ３」) must not see this
    one, which is not dealt."""
    w = d.clone()
    spent: set[str] = set()
    while ev is not None and ev.kind == "damage" and ev.amount > 0:
        found = [r for r in candidates(ev, w.active_replacements(), w.tp)
                 if r.key not in spent and not r.optional and r.picks is None]
        if not found:
            # battle damage only: what 「墓守の従者」 deals is effect damage by its text
            return ev.amount if ev.player == player and ev.cause.reason is Reason.BATTLE else 0
        spent.add(found[0].key)
        ev = found[0].instead(ev)
    return 0
