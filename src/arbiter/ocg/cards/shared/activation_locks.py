"""Monsters whose continuous effect keeps the opponent from activating spell or trap cards of a kind."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Card


def in_battle_phase(ctx: Ctx) -> bool:
    return ctx.duel.phase.startswith("battle")


def opponent_cannot_activate(kind: str, en: str, ja: str, subtype: str = "",
                             while_: Callable[[Ctx], bool] | None = None) -> Effect:
    """While `while_` holds, the opponent cannot activate `kind` cards ("spell" / "trap"; of `subtype` where
    given). Only the cards' activations: a card face-up on the field is past its activation, and the effects it
    goes on to activate are not locked (a card activation always starts from the hand or a face-down card)."""
    def affects(ctx: Ctx, c: Card) -> bool:
        return (c.data.kind == kind and c.ctl != ctx.player and not (c.on_field and c.face_up)
                and (not subtype or subtype in c.data.subtypes) and (while_ is None or while_(ctx)))
    return Effect(Kind.CONTINUOUS, forbids=("activate",), affects=affects, text_en=en, text_ja=ja)
