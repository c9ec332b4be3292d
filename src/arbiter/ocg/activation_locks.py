"""Activation locks: continuous effects that keep players from activating some effects.

A card declares one with `Effect(Kind.CONTINUOUS, locks_activations=f)`: while the effect applies (its card
face-up on the field, not negated, or an effect left lingering), `f(ctx, player, card, effect)` says whether
`player` is forbidden to activate that effect of that card (「エンジェルＯ７」: monster effects;
「強欲ゴブリン」: effects with a discard among their costs). The rules ask it through
`Duel.activation_locked`, beside the bans effects leave on a player (`Duel.forbid_player`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.effects import ActivationLock, Ctx, Effect, Kind

if TYPE_CHECKING:
    from arbiter.kernel.events import Event
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.state import Card


def locked(d: Duel, player: int, c: Card, eff: Effect, events: tuple[Event, ...] = ()) -> bool:
    """Whether a continuous effect that applies now forbids `player` to activate effect `eff` of `c`, in a
    window opened by `events` (the lock's `ctx.events`)."""
    return locker(d, player, c, eff, events) is not None


def locker(d: Duel, player: int, c: Card, eff: Effect, events: tuple[Event, ...] = ()) -> tuple[Card, Effect] | None:
    """The first continuous effect that applies now and forbids it, with its card (what a refusal names), or None."""
    return next(((s, e) for s, e in d.statics() if e.locks_activations is not None
                 and e.locks_activations(Ctx(d, s.ctl, s, e, events), player, c, eff)), None)


def monster_effects(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Neither player can activate monster effects"."""
    return eff.kind is not Kind.ACTIVATE and c.data.kind == "monster"


def trap_cards(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Neither player can activate trap cards"."""
    return eff.kind is Kind.ACTIVATE and c.data.kind == "trap"


def spell_cards(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Neither player can activate spell cards"."""
    return eff.kind is Kind.ACTIVATE and c.data.kind == "spell"


def spell_cards_and_their_effects(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Spell cards cannot be activated" beside a negation of the spell cards on the field (「マジック・キャンセラー」,
    「魔法封印の呪符」): the effects of face-up spell cards on the field are not activated either, as
    「人造人間－サイコ・ショッカー」 reads for traps and as the later texts of those cards say outright."""
    return c.data.kind == "spell" and (eff.kind is Kind.ACTIVATE or c.on_field)


def trap_cards_and_their_effects(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Trap cards cannot be activated" beside a negation of the trap cards on the field (「罠封印の呪符」): as
    `spell_cards_and_their_effects`, for traps."""
    return c.data.kind == "trap" and (eff.kind is Kind.ACTIVATE or c.on_field)


def quick_play_spells(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Neither player can activate quick-play spell cards"."""
    return spell_cards(ctx, player, c, eff) and c.data.spell_type == "quick-play"


def battle_phase_traps(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """No trap card may be activated by either player while the battle phase lasts (in any of its steps)."""
    return ctx.duel.phase.startswith("battle") and trap_cards(ctx, player, c, eff)


def second_spell_or_trap(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"A player can activate only 1 spell or trap card a turn": one who activated one this turn (before the lock
    applied too) activates no other."""
    did = ctx.duel.players[player].did
    turn = ctx.duel.turn
    return (eff.kind is Kind.ACTIVATE and c.data.kind in ("spell", "trap")
            and turn in (did.get("activate_spell"), did.get("activate_trap")))


def opponent(lock: ActivationLock) -> ActivationLock:
    """The lock for the locking card's controller's opponent only ("your opponent cannot activate ...")."""
    return lambda ctx, player, c, eff: player != ctx.player and lock(ctx, player, c, eff)


def discard_costs(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """"Neither player can activate an effect by discarding": one whose cost discards cards of the hand (chosen, at
    random, the whole hand, or the card itself)."""
    cost = eff.cost
    return bool(cost.discard or cost.discard_random or cost.discard_all or cost.self_to == "discard")


def answering_own_summon(ctx: Ctx, player: int, c: Card, eff: Effect) -> bool:
    """No trap card may answer the locking card's normal summon: trap cards, in the window that answers that
    summon (and the chains built in it)."""
    return trap_cards(ctx, player, c, eff) and any(
        ev.kind == "summoned" and ev.card == ctx.card.idx and ev.detail == "normal" for ev in ctx.events)
