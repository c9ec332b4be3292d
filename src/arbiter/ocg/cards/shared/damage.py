"""Battle and effect damage kept off a player or sent to the other."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.replacement import Replacement
from arbiter.ocg.cards.common import answered
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Pos

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


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
        return None if to_zero else dataclasses.replace(ev, player=1 - me)

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
    (「体力増強剤スーパーＺ」, 「パワー・ウォール」)."""
    d = ctx.duel
    att = d.attack
    if att is None or not d.before_calculation():
        return 0
    a = d.cards[att[0]]
    if att[2] < 0:
        return d.atk(a) if a.ctl != ctx.player else 0
    t = d.cards[att[2]]
    if t.pos is Pos.ATTACK:
        diff = d.atk(a) - d.atk(t)
        loser = t.ctl if diff > 0 else a.ctl
        return abs(diff) if loser == ctx.player else 0
    diff = d.defense(t) - d.atk(a)
    if diff < 0 and d.pierces(a):  # piercing: the defender's controller takes the difference
        return -diff if t.ctl == ctx.player else 0
    return diff if diff > 0 and a.ctl == ctx.player else 0
