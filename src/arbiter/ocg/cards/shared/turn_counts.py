"""Counting turns and standby phases: whose turn a turn is, cards that count turns until they act, and cards that
count the standby phases that begin (R004-132: no turn count)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated, note_pair, noted_pairs, unnote
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def start_count(d: Duel, c: Card) -> None:
    for i, t in list(noted_pairs(d, "count_start")):
        if i == c.idx:
            unnote(d, "count_start", i, t)
    for i, n in list(noted_pairs(d, "count_plus")):
        if i == c.idx:
            unnote(d, "count_plus", i, n)
    note_pair(d, "count_start", c.idx, d.turn)


def count_start(d: Duel, c: Card) -> int:
    """The turn `c`'s count started (-1: it counts nothing)."""
    return next((t for i, t in noted_pairs(d, "count_start") if i == c.idx), -1)


def advanced(d: Duel, c: Card) -> int:
    """How many turns 「運命の火時計」 added to `c`'s count."""
    return sum(1 for i, _ in noted_pairs(d, "count_plus") if i == c.idx)


def opponent_turns_counted(d: Duel, c: Card, player: int) -> int:
    """The opponent's turns counted by `c` (a card of `player`) so far, this one included."""
    start = count_start(d, c)
    return turns_of(d, 1 - player, start) + advanced(d, c) if start >= 0 else 0


def in_opponent_turns(ctx: Ctx, n: int) -> bool:
    """Whether an effect of `ctx.card` (a card of `ctx.player`) that lasts n turns counting the opponent's turns
    still applies: through the end of their n-th turn by its turn count, this turn the 1st if it is theirs
    (R004-129, R004-130, R004-131); an advanced count (「運命の火時計」) ends it sooner."""
    d = ctx.duel
    if count_start(d, ctx.card) < 0:
        return False
    counted = opponent_turns_counted(d, ctx.card, ctx.player)
    return counted < n or (counted == n and d.tp != ctx.player)


def linger_for_opponent_turns(res: Resolution, effect: Effect, n: int) -> None:
    """`res.card` starts its turn count and leaves `effect` for n turns counting the opponent's turns: its
    `affects` or `when` asks `in_opponent_turns(ctx, n)`; the linger itself ends with the opponent's n-th turn
    at the latest (the count can only be advanced)."""
    d = res.duel
    start_count(d, res.card)
    d.linger(res.card, res.player, effect, res.cause, turns=d.nth_turn_of(res.opponent, n) - d.turn + 1)


def destroy_self_if_alive(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        res.duel.destroy([res.card], res.cause)


def start_on_field(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        start_count(res.duel, res.card)


def ends_in_opponent_end_phase(n: int) -> Callable[[Ctx, Event], bool]:
    """The end phase of the opponent's n-th turn, counting only the opponent's turns (R004-129)."""

    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        c = ctx.card
        return (ev.detail == "end" and d.tp != ctx.player and c.active and count_start(d, c) >= 0
                and opponent_turns_counted(d, c, ctx.player) >= n)

    return when


STANDBY_COUNTED = "standby counted"


def _own_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "phase" and ev.detail == "standby" and ev.player == ctx.player


def count_standbys(subject: Callable[[Ctx], Card | None], from_zone: Zone | None = None,
                   read_by_effects: bool = False) -> Effect:
    """Not an effect of the card: each standby phase of its player that begins while `subject` names a card object
    is noted for that object, for `standbys_counted` and `standbys_noted` (`from_zone`: where the declaring card
    watches from, if not the field; `read_by_effects`: a continuous effect reads the count). "Your 2nd standby phase
    after ..." counts the standby phases that begin, not turns (R004-132): one skipped (「ソロモンの律法書」) or
    passed over (a turn sent on to its end phase) is not counted, and 「運命の火時計」 has no turn count to advance."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c = subject(ctx)
        if c is not None and _own_standby(ctx, ev):
            mark(ctx.duel, STANDBY_COUNTED, c, ctx.duel.turn, read_by_effects)
        return False

    return Effect(Kind.TRIGGER, never_activated, trigger="phase", self_trigger=False, when=when, note=True,
                  from_zone=from_zone, text_en="(counts your standby phases)",
                  text_ja="（自分のスタンバイフェイズを数える）")


def standbys_counted(ctx: Ctx, ev: Event, c: Card) -> int:
    """At the start of a standby phase of `ctx.player` (0 at any other event): how many of them `count_standbys`
    counted for `c`, this one included (the note and the effect that reads it see the phase in either order)."""
    if not _own_standby(ctx, ev):
        return 0
    return len({*marked(ctx.duel, STANDBY_COUNTED, c), ctx.duel.turn})


def standbys_noted(d: Duel, c: Card, oid: int = -1) -> list[int]:
    """The turns of the standby phases `count_standbys` counted for this card object (or its object `oid`, one that
    has since moved on), earliest first."""
    return marked(d, STANDBY_COUNTED, c, oid)


def in_own_standby(res: Resolution, n: int, c: Card, act: Callable[[Resolution, Card], object], text_en: str,
                   text_ja: str, kind: Kind = Kind.TRIGGER) -> None:
    """An effect `res` leaves on card object `c` for the n-th standby phase of `res.player` that begins from now on
    (`count_standbys`, R004-132): `act` on `c` then, if it is still where it is now. The count and the effect (of
    `kind`: at once or a chain link, with these words) wait as long as the count takes, and end with `c`'s moving."""
    ref = (c.idx, c.oid, c.zone)

    def kept(ctx: Ctx | Resolution) -> Card | None:
        x = ctx.duel.cards[ref[0]]
        return x if x.oid == ref[1] and x.zone is ref[2] else None

    def due(ctx: Ctx, ev: Event) -> bool:
        x = kept(ctx)
        return x is not None and standbys_counted(ctx, ev, x) == n

    left: list[Effect] = []

    def run(r: Resolution) -> None:
        for e in left:
            r.duel.end_lingering(e)
        x = kept(r)
        if x is not None:
            act(r, x)

    left += [count_standbys(kept),
             Effect(kind, run, trigger="phase", self_trigger=False, when=due, text_en=text_en, text_ja=text_ja)]
    for e in left:
        res.duel.linger(res.card, res.player, e, res.cause, turns=None, while_there=c)


COUNTING = "counts standbys"


def start_standby_count(res: Resolution) -> None:
    """An operation: this card, if it is still on the field, counts its player's standby phases from now on
    (`counting_here`), for a card whose count starts with what its resolution did (「タイムカプセル」's banished card);
    a continuous card counts from its activation: `count_standbys_since_activation`."""
    if alive(res) and res.card.on_field:
        mark(res.duel, COUNTING, res.card)


def count_standbys_since_activation() -> tuple[Effect, Effect]:
    """Not effects of the card: a continuous card counts its player's standby phases (`count_standbys`) from the
    moment its activation resolves, its effect negated too (「王宮の勅命」, 「王宮のお触れ」): the phases since it was
    activated are a fact, not an effect a negation stops (R004-132), and a continuous card whose effect is negated
    stays on the field, so it is destroyed or fires in the phase its text names once the negation has ended."""
    def started(ctx: Ctx, ev: Event) -> bool:
        if ev.detail == "activation" and ev.card == ctx.card.idx and ctx.card.on_field:
            mark(ctx.duel, COUNTING, ctx.card)
        return False

    return (Effect(Kind.TRIGGER, never_activated, trigger="resolved", when=started, note=True,
                   text_en="(counts your standby phases from its activation)",
                   text_ja="（発動後の自分のスタンバイフェイズを数え始める）"),
            count_standbys(counting_here))


def counting_here(ctx: Ctx) -> Card | None:
    """This card, while it is on the field counting since its activation (`count_standbys_since_activation`) or
    since its resolution did its work (`start_standby_count`)."""
    c = ctx.card
    return c if c.on_field and marked(ctx.duel, COUNTING, c) else None


def ends_in_own_standby(n: int) -> Callable[[Ctx, Event], bool]:
    """The n-th standby phase of the card's player counted since its activation ("it is destroyed in your 2nd standby
    phase after its activation": 「闇の護封剣」, 「砂塵の結界」, 「魂を吸う竹光」): the card declares
    `count_standbys_since_activation()` beside it."""

    def when(ctx: Ctx, ev: Event) -> bool:
        c = counting_here(ctx)
        return c is not None and c.active and standbys_counted(ctx, ev, c) >= n

    return when


def turn_player_of(d: Duel, turn: int) -> int:
    """Whose turn `turn` was (or will be): turns alternate between the players (R004-128)."""
    return d.tp if (d.turn - turn) % 2 == 0 else 1 - d.tp


def turns_of(d: Duel, player: int, since: int, until: int = -1) -> int:
    """How many of `player`'s turns there are from turn `since` to turn `until` (default: now), both
    counted (R004-129: "counting only the opponent's turns")."""
    end = d.turn if until < 0 else until
    return sum(1 for t in range(since, end + 1) if turn_player_of(d, t) == player)


def lock_next_turn(res: Resolution, player: int, whats: tuple[str, ...], text_en: str, text_ja: str) -> None:
    """`player` cannot do `whats` (`Duel.forbid_player`) during the next turn: a lock applied as that turn begins,
    so nothing is forbidden in the rest of this one (「静寂の聖者」, 「絶対不可侵領域」)."""
    d = res.duel
    nxt = d.turn + 1

    def lock(r: Resolution) -> None:
        for what in whats:
            r.duel.forbid_player(player, what, r.cause)

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, lock, trigger="phase",
                                          when=lambda ctx, ev: ev.detail == "draw" and ctx.duel.turn == nxt,
                                          text_en=text_en, text_ja=text_ja), res.cause, turns=2)
