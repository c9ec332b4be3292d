"""The order in which continuous effects apply, and the conflicts it decides (seed 003 【Ｂ１】).

Every card on the field records when its continuous effects began to apply (`Card.since`: a monster
when it turns face-up or its summon succeeds, a spell or trap when its activation resolves), and a
lasting effect a resolution left behind records when it was left. An effect starts to apply to a card
at the later of the two moments. Effects that start to apply to a card at the same moment go in this
order: the effects already on the field before the newcomer's own (R003-035), then the turn player's
before the opponent's (R003-034), each player's in the order that player chooses where it matters (an
effect that keeps positions among others that change what it looks at: `OrderEffects`), else the
older source first.

What the order decides:
- of two continuous negations that would negate each other's card, the one applied first stands
  (「スキルドレイン」 on the field before 「人造人間－サイコ・ショッカー」 is flip summoned keeps it negated);
- of two Type changes, the one applied last gives the Type;
- an effect that keeps monsters in a position (`Effect.position`) sees, at the moment it starts to
  apply to a monster, only the effects applied to it before it (「ＤＮＡ改造手術」 and 「ドラゴン族・封印の壺」).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from arbiter.kernel.decision import Decision, Option
from arbiter.ocg.effects import Ctx, Effect
from arbiter.ocg.frame import Frame

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.state import Card

Stamp = tuple[int, int]  # (Duel.serial, the turn player at that moment)
Order = tuple[Stamp, int, int, int, Stamp]


class Applied(NamedTuple):
    """A continuous effect that applies now: its card, when it began, and whose it is."""

    card: Card
    effect: Effect
    since: Stamp
    player: int
    number: int  # the effect's number on its card; negative for an effect a resolution left behind


def order(since: Stamp, player: int, target: Stamp, rank: int = 0) -> Order:
    """Where an effect of `player` that began at `since` comes among those applied to a card that
    has been where it is since `target`: first by the moment it started to apply to that card, then
    the effects already there before the newcomer's, the turn player's before the opponent's, the
    place its player chose for it (`rank`), the older first."""
    if since >= target:
        return (since, 1, 0 if player == since[1] else 1, rank, since)
    return (target, 0, 0 if player == target[1] else 1, rank, since)


def negated_cards(d: Duel, negators: list[Applied], cards: list[Card],
                  reaches: Callable[[Applied, Card], bool] | None = None) -> dict[int, int]:
    """The cards among `cards` whose effects the continuous negations `negators` negate (`reaches`: whether a
    negation may reach that card at all: not one unaffected by it, nor one whose effects cannot be negated), each with
    the card of a negation that holds (the chain log names it: "negated by 「王宮のお触れ」"). A negation of trap cards
    reaches a face-up trap monster (`Card.trap_monster`) as a negation of monsters does.

    Negations apply in their order: one whose own card is already negated then does nothing. A card
    stays negated only while some card that negated it is not negated itself.
    """
    found: list[tuple[Order, int, int]] = []
    for k, a in enumerate(negators):
        source = a.card.idx if a.number > 0 else -1 - k  # a lasting effect is not negated with its card
        ctx = Ctx(d, a.card.ctl, a.card, a.effect)
        assert a.effect.affects is not None
        for t in cards:
            if t.data.is_token:
                continue  # a token has no effect of its own: what it is bound by is the effect of the card that made it
            kind = "trap" if t.data.kind == "trap" else "monster" if t.data.kind == "monster" else "spell"
            # a face-up trap monster is a monster and still a trap card: its effects are a trap card's too
            if a.effect.negates != kind and not (a.effect.negates == "trap" and t.trap_monster):
                continue
            if source != t.idx and a.effect.affects(ctx, t) and (reaches is None or reaches(a, t)):
                found.append((order(a.since, a.player, d.stamp_of(t)), source, t.idx))
    found.sort()
    by: dict[int, list[int]] = {}
    for _, source, target in found:
        if source not in by:
            by.setdefault(target, []).append(source)
    released = True
    while released:
        released = False
        for target in list(by):
            if all(s in by for s in by[target]):
                del by[target]
                released = True
    out: dict[int, int] = {}
    for target, sources in by.items():
        held = next(s for s in sources if s not in by)  # one is, or the loop above would have released it
        out[target] = negators[-1 - held].card.idx if held < 0 else held
    return out


class OrderEffects(Frame):
    """A player orders their continuous effects that start to apply to a monster at the same moment,
    where the order matters (R003-034): one pick at a time, the first to apply first."""

    __slots__ = ("monster", "picked", "player", "since", "sources")

    def __init__(self, player: int, monster: int, since: Stamp, sources: list[int]) -> None:
        self.player = player
        self.monster = monster
        self.since = since
        self.sources = sources  # the cards whose effects are still to be placed
        self.picked: tuple[int, ...] = ()

    def step(self, d: Duel) -> None:
        if len(self.sources) > 1:
            d.pending = Decision(self.player, "order", [d.card_option("order", i) for i in self.sources],
                                 "which of these continuous effects applies first?", "先に適用する永続効果を選ぶ")
            return
        d.stack.pop()
        d.chosen_order = (*d.chosen_order, (self.monster, self.since, (*self.picked, *self.sources)))
        d.version += 1

    def answer(self, d: Duel, o: Option) -> None:
        self.picked = (*self.picked, o.card)
        self.sources.remove(o.card)
