"""Helpers that cards in several files share: chance."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Zone


class FieldCardSpec(TargetSpec):
    """A target spec for "a card on the field": monsters, spells/traps and field spells alike."""

    __slots__ = ()

    def fits(self, ctx: Ctx, c: Card) -> bool:
        if not c.on_field:
            return False
        if not self.allow_self and c.idx == ctx.card.idx:
            return False
        if self.side == "own" and c.ctl != ctx.player:
            return False
        if self.side == "opp" and c.ctl == ctx.player:
            return False
        if self.face == "up" and not c.face_up:
            return False
        if self.face == "down" and c.face_up:
            return False
        if ctx.duel.cannot_be_targeted(c, ctx):
            return False
        return self.where is None or self.where(ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        d = ctx.duel
        sides = (ctx.player, 1 - ctx.player) if self.side == "any" else (
            (ctx.player,) if self.side == "own" else (1 - ctx.player,))
        out: list[Card] = []
        for p in sides:
            pl = d.players[p]
            for i in (*pl.monsters, *pl.spells, pl.field):
                if i >= 0 and self.fits(ctx, d.cards[i]):
                    out.append(d.cards[i])
        return out


def call_coin(res: Resolution) -> bool:
    """The activator calls heads or tails, then tosses: True if the call was right."""
    o = res.ask([Option("call:heads", "call", label_en="heads", label_ja="表"),
                 Option("call:tails", "call", label_en="tails", label_ja="裏")],
                kind="call", prompt_en="call heads or tails", prompt_ja="コインの裏表を宣言する")
    heads = res.duel.toss_coin(res.player, res.cause)
    return heads == (o.key == "call:heads")


def tosses(res: Resolution, n: int) -> int:
    """Toss n coins at once; the number of heads."""
    return sum(res.duel.toss_coins(res.player, n, res.cause))


def ask_number(res: Resolution, numbers: list[int], player: int = -1) -> int:
    o = res.ask([Option(f"number:{n}", "number", arg=n, label_en=str(n), label_ja=str(n)) for n in numbers],
                kind="number", player=player, prompt_en="choose a number", prompt_ja="数字を選ぶ")
    return o.arg


def by_battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    """This card was destroyed by battle and went from a monster zone to the graveyard."""
    return ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


def destroy_all_of(res: Resolution, player: int) -> None:
    res.duel.destroy(res.duel.monsters_of(player), res.cause)


OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手フィールドのモンスター")


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


def opponents_attack(ctx: Ctx, ev: Event) -> bool:
    """An attack declared by a monster of this card's controller's opponent, while this card is active."""
    return ev.player != ctx.player and ctx.card.active


def attack_of(res: Resolution) -> tuple[Card | None, Card | None]:
    """The attacker and the attack target of the attack declaration the link answers (the same objects)."""
    d = res.duel
    att = d.attack
    if att is None:
        return None, None
    a = d.cards[att[0]] if d.cards[att[0]].oid == att[1] and d.cards[att[0]].zone is Zone.MONSTERS else None
    t = None
    if att[2] >= 0 and d.cards[att[2]].oid == att[3] and d.cards[att[2]].zone is Zone.MONSTERS:
        t = d.cards[att[2]]
    return a, t


TIME_WIZARD_RIGHT = "time_wizard_right"
