"""Monsters whose continuous effect keeps the opponent (or both players) from activating spell or trap cards of a
kind: while a condition holds, while the monster attacks, or in answer to its summon."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Card


def in_battle_phase(ctx: Ctx) -> bool:
    return ctx.duel.phase.startswith("battle")


def attacking(ctx: Ctx) -> bool:
    """This card's attack is in progress: from its declaration to the end of the damage step."""
    return ctx.duel.attack is not None and ctx.duel.attack[0] == ctx.card.idx


def opponent_cannot_activate(kind: str | tuple[str, ...], en: str, ja: str, subtype: str = "",
                             while_: Callable[[Ctx], bool] | None = None) -> Effect:
    """While `while_` holds, the opponent cannot activate `kind` cards ("spell" / "trap", or both; of `subtype`
    where given). Only the cards' activations: a card face-up on the field is past its activation, and the effects
    it goes on to activate are not locked (a card activation always starts from the hand or a face-down card)."""
    kinds = (kind,) if isinstance(kind, str) else kind

    def affects(ctx: Ctx, c: Card) -> bool:
        return (c.data.kind in kinds and c.ctl != ctx.player and not (c.on_field and c.face_up)
                and (not subtype or subtype in c.data.subtypes) and (while_ is None or while_(ctx)))
    return Effect(Kind.CONTINUOUS, forbids=("activate",), affects=affects, text_en=en, text_ja=ja)


def no_traps_answer_summon() -> Effect:
    """"When this card is normal summoned, no trap card can be activated": by either player, in the window that
    answers that summon or in the chain built there (`Duel.answering`; 「侵略の炎」 ...)."""
    def affects(ctx: Ctx, c: Card) -> bool:
        return (c.data.kind == "trap" and not (c.on_field and c.face_up)
                and any(e.kind == "summoned" and e.detail == "normal" and e.card == ctx.card.idx
                        for e in ctx.duel.answering()))
    return Effect(Kind.CONTINUOUS, forbids=("activate",), affects=affects,
                  text_en="normal summoned: no trap card can be activated in answer to it",
                  text_ja="召喚に成功した時、罠カードを発動できない")
