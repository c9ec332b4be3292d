"""Maintenance costs: pay life points (or tribute) at the start of the standby phase, or destroy the card."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.choice_purposes import TRIBUTE
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Zone


def own_phase(phase: str) -> Callable[[Ctx, Event], bool]:
    """The start of `phase` in this card's controller's turn, while the card is face-up and active."""
    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == phase and ctx.duel.tp == ctx.player and (ctx.card.zone is Zone.MONSTERS
                                                                     or ctx.card.active)
    return when


own_standby = own_phase("standby")


def upkeep(op: Callable[[Resolution], None], text_en: str, text_ja: str, phase: str = "standby",
           asks: bool = True, lp: int = 0, discards: int = 0) -> Effect:
    """A cost its card asks in each of its controller's `phase` ("pay ... or destroy this card"), whatever it
    takes: applied at once as that phase begins, with no chain link (a cost makes none), and whatever negates its
    card (ocg-rules §3.7, `Effect.despite_negation`); not due while a continuous effect waives it
    (`Effect.waives_upkeep`); several of one player's due together are applied in the order they pick
    (`chain.OrderUpkeep`) where that order can change what happens. `op` pays it or destroys the card
    (「味方殺しの女騎士」's tribute, 「霊子エネルギー固定装置」's discard, 「破滅へのクイック・ドロー」's LP);
    `lp` / `discards`: the LP it pays / the cards it discards, where that is all it takes (`Effect.upkeep_lp`,
    `Effect.upkeep_discards`)."""
    here = own_phase(phase)

    def due(ctx: Ctx, ev: Event) -> bool:
        return here(ctx, ev) and not ctx.duel.upkeep_waived(ctx.card)

    return Effect(Kind.AT_ONCE, op, trigger="phase", when=due, self_trigger=False, asks=asks,
                  despite_negation=True, upkeep=True, upkeep_lp=lp, upkeep_discards=discards,
                  text_en=text_en, text_ja=text_ja)


def cost_cause(res: Resolution) -> Cause:
    """What a maintenance cost's payment is caused by: its card, paid as a cost (a card discarded for it is not
    discarded by an effect, 「暗黒界」)."""
    return Cause(res.player, Reason.COST, res.card.idx)


def maintenance(lp: int = 0, tribute: bool = False, declinable: bool = True) -> Effect:
    """A maintenance cost ("in each of your standby phases pay `lp` LP (`tribute`: tribute 1 monster), or destroy
    this card"): as its controller's standby phase begins it is applied at once, with no chain link (a cost makes
    none), and its controller is asked to pay while they can (`declinable=False`: they pay whenever they can,
    「縮退回路」); unpaid, the card is destroyed. Negating the card's effects does not stop it (ocg-rules §3.7:
    「人造人間－サイコ・ショッカー」 still leaves a trap's payment asked: `Effect.despite_negation`). Not due while a
    continuous effect waives it (`Effect.waives_upkeep`)."""
    def op(res: Resolution) -> None:
        d, c = res.duel, res.card
        if c.oid != res.link.oid or not c.on_field:
            return  # destroyed meanwhile, by another card's maintenance
        if tribute:
            mine = tributable(d, d.monsters_of(res.player))
            if mine and keeps(res, "tribute 1 monster to keep this card?", "モンスター１体を生け贄に捧げて維持する？"):
                d.tribute([res.ask_cards(mine, kind="tribute", purpose=TRIBUTE.monster)], res.player, cost_cause(res))
                return
        elif d.players[res.player].lp >= lp and (not declinable or keeps(
                res, f"pay {lp} LP to keep this card?", f"{lp}ライフポイントを払ってこのカードを維持する？")):
            d.pay_lp(res.player, lp, c.idx, "upkeep")
            return
        d.destroy([c], res.cause)

    what_en, what_ja = ("tribute 1 monster you control", "自分のモンスター１体を生け贄に捧げる") if tribute \
        else (f"pay {lp} LP", f"{lp}ライフポイントを払う")
    return upkeep(op, asks=tribute or declinable, lp=0 if tribute else lp,
                  text_en=f"your standby phase: {what_en} or destroy this card (a maintenance cost, no chain link)",
                  text_ja=f"自分のスタンバイフェイズ毎に{what_ja}か、このカードを破壊する（維持コスト、チェーンに乗らない）")


def keeps(res: Resolution, en: str, ja: str, player: int = -1) -> bool:
    """Its controller's answer to a maintenance cost: pay it (True) or let the card be destroyed; `player`: the
    one who pays where it is not the effect's player (the controller of 「デビルズ・サンクチュアリ」's token)."""
    o = res.ask([Option("yes", "yes", label_en="pay", label_ja="払う"),
                 Option("no", "no", label_en="do not pay", label_ja="払わない")],
                kind="maintenance", player=player, prompt_en=en, prompt_ja=ja)
    return o.kind == "yes"


def tribute_another_or_destroy(res: Resolution, as_cost: bool = False) -> None:
    """Its player tributes another monster they control, or declines and this card is destroyed (「ユベル」's effect;
    `as_cost`: the tribute is a maintenance cost, 「味方殺しの女騎士」); nothing if this card has left the field."""
    d, me = res.duel, res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    # as its effect it tributes no monster unaffected by it (「毒蛇神ヴェノミナーガ」); as a cost it may
    others = tributable(d, (m for m in d.monsters_of(res.player) if m is not me), by=None if as_cost else res)
    picked = choose_cards(res, others, 1, upto=True, kind="tribute", purpose=TRIBUTE.monster)
    if picked:
        d.tribute(picked, res.player, cost_cause(res) if as_cost else res.cause)
    else:
        d.destroy([me], res.cause)
