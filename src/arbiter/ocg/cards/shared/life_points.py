"""Gaining life points."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.draw import SANCTUARY_IN_THE_SKY
from arbiter.ocg.cards.shared.events import battle_destroyed
from arbiter.ocg.cards.shared.resolving import alive, still_face_up_here
from arbiter.ocg.effects import Ctx, Effect, Kind, Operation, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import SpecialCheck

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER


def gain_op(n: int, who: str = "self") -> Operation:
    """Gain n LP: "self", "opp" (from the activator) or "both"; an effect that designates its one player
    (`targets_player`) gains for the player it designates now (「精霊の鏡」 may have moved it)."""
    def op(res: Resolution) -> None:
        players = {"self": (res.player,), "opp": (res.opponent,), "both": (res.duel.tp, 1 - res.duel.tp)}[who]
        if who != "both" and res.link.player_target >= 0:
            players = (res.target_player,)
        for p in players:
            res.duel.gain_lp(p, n, res.cause)
    return op


def gain_spell(passcode: int, n: int, who: str = "self", en: str = "", ja: str = "") -> None:
    """A card whose one effect gains n LP for "self", "opp" or "both"; a gainer who is one player is designated."""
    define(passcode, Effect(A, gain_op(n, who), targets_player={"self": "own", "opp": "opp"}.get(who, ""),
                            text_en=en or f"gain {n} LP", text_ja=ja or f"{n}ライフポイント回復する"))


def standby_gain(passcode: int, amount: Callable[[Ctx], int], en: str, ja: str,
                  pos: tuple[Pos, ...] = (Pos.ATTACK, Pos.DEFENSE), grave: bool = False,
                  special_by: SpecialCheck | None = None, as_long_as: bool = False) -> None:
    """A monster that gains LP in its controller's standby phase; `as_long_as`: only while it is face-up on the
    field in one of `pos` (存在する限り), read at resolution too: turned face-down, to another position or gone as
    the effect resolves, it gains nothing (docs/uncertain-rulings.md). `grave`: it works from the graveyard, and
    gains nothing once the card has left it before the gain resolves."""
    def op(res: Resolution) -> None:
        if as_long_as and not (still_face_up_here(res) and res.card.pos in pos):
            return
        if grave and not (alive(res) and res.card.zone is Zone.GRAVE):
            return
        n = amount(ctx_of(res))
        if n:
            res.duel.gain_lp(res.player, n, res.cause)

    define(passcode, Effect(T, op, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE if grave else None,
                            when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player
                            and (grave or ctx.card.pos in pos), text_en=en, text_ja=ja), special_by=special_by)


def sanctuary_on_field(d: Duel) -> bool:
    """Whether a face-up 「天空の聖域」 is on the field."""
    return any(pl.field >= 0 and d.cards[pl.field].face_up and is_named(d.cards[pl.field], SANCTUARY_IN_THE_SKY)
               for pl in d.players)


def gain_from_destroyed(passcode: int, amount: Callable[[Card], int], en: str, ja: str,
                         special_by: SpecialCheck | None = None) -> None:
    """A monster that gains LP when an opponent's monster it destroyed by battle goes to the graveyard."""
    def op(res: Resolution) -> None:
        n = amount(res.duel.cards[res.link.events[0].card])
        if n:
            res.duel.gain_lp(res.player, n, res.cause)

    define(passcode, Effect(T, op, trigger="destroyed", self_trigger=False, when=battle_destroyed, text_en=en,
                            text_ja=ja), special_by=special_by)


# "The opponent's gains of LP are damage of the same amount instead" (「シモッチによる副作用」 while it is active,
# 「堕天使ナース－レフィキュル」 while it is face-up, R004-093). Duel.gain_lp does not follow a replacement that turns
# the gain into another kind of event, so the replacement cancels the gain and inflicts the damage itself.
def _opponents_gain(ctx: Ctx, ev: Event) -> bool:
    # (a continuous trap once its activation resolved; a monster face-up: replacements are read from face-up cards)
    return ev.kind == "gained" and ev.player == ctx.opponent and (ctx.card.active or ctx.card.zone is Zone.MONSTERS)


def _gain_as_damage(ctx: Ctx, ev: Event) -> Event | None:
    ctx.duel.damage(ev.player, ev.amount, ev.cause)
    return None


GAINS_HURT = Effect(Kind.REPLACEMENT, when=_opponents_gain, instead=_gain_as_damage,
                    text_en="the opponent's LP gains become damage", text_ja="相手のライフ回復はダメージになる")
