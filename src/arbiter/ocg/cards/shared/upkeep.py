"""Maintenance costs: pay life points in the standby phase or destroy the card."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.resolving import alive, ask_yes_no
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Zone


def own_standby(ctx: Ctx, ev: Event) -> bool:
    """The start of this card's controller's standby phase, while the card is face-up and active."""
    return ev.detail == "standby" and ctx.duel.tp == ctx.player and (ctx.card.zone is Zone.MONSTERS or ctx.card.active)


def maintenance(lp: int) -> Effect:
    """"Pay `lp` LP in each of your standby phases, or destroy this card": asked when it resolves (not due
    while a continuous effect waives it: `Effect.waives_upkeep`)."""
    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if c.oid != res.link.oid or not c.on_field:
            return
        if d.players[res.player].lp >= lp:
            o = res.ask([Option("yes", "yes", label_en="pay", label_ja="払う"),
                         Option("no", "no", label_en="do not pay", label_ja="払わない")],
                        kind="maintenance", prompt_en=f"pay {lp} LP to keep this card?",
                        prompt_ja=f"{lp}ライフポイントを払ってこのカードを維持する？")
            if o.kind == "yes":
                d.pay_lp(res.player, lp, c.idx)
                return
        d.destroy([c], res.cause)

    def due(ctx: Ctx, ev: Event) -> bool:
        return own_standby(ctx, ev) and not ctx.duel.upkeep_waived(ctx.card)

    return Effect(Kind.TRIGGER, op, trigger="phase", when=due, self_trigger=False, asks=True,
                  text_en=f"pay {lp} LP or destroy this card",
                  text_ja=f"{lp}ライフポイントを払うか、このカードを破壊する")


def pay_or_destroy(amount: int, optional: bool) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if not alive(res) or not c.on_field:
            return
        can = d.players[res.player].lp >= amount
        if can and (not optional or ask_yes_no(res, en=f"pay {amount} LP?", ja=f"{amount}ライフポイントを払う？")):
            d.pay_lp(res.player, amount, c.idx)
        else:
            d.destroy([c], res.cause)

    return op


def tribute_another_or_destroy(res: Resolution) -> None:
    """Its player tributes another monster they control, or declines and this card is destroyed (「味方殺しの女騎士」,
    「ユベル」); nothing if this card has left the field."""
    d, me = res.duel, res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    others = [m for m in d.monsters_of(res.player) if m is not me and d.can_be_tributed(m)]
    picked = choose_cards(res, others, 1, upto=True, kind="tribute")
    if picked:
        d.tribute(picked, res.player, res.cause)
    else:
        d.destroy([me], res.cause)
