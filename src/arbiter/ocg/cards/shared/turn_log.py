"""Reading the duel's log: what was destroyed or tributed this turn, how often a card came out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.kernel.log import LogEntry
from arbiter.ocg.effects import Ctx
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def times_placed(d: object, idx: int) -> int:
    """How many times a card has been put onto the monster zone in this duel's log (summoned or set):
    facts noted with this count are about the card's stay on the field that began last. A set's entry names the
    card by a secret copy of its reference (made while it is face-down): its index tells which card it was."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    return sum(1 for e in d.log if e.kind in ("summon", "special_summon", "set_monster")
               and getattr(e.args[1], "card", -1) == idx)


def tributes_of(ctx: Ctx, ev: Event) -> list[Card]:
    """The monsters tributed for this card's tribute summon, as the summon succeeds (read from the log)."""
    return tributes_for_summon(ctx.duel, ctx.card) if ev.detail == "normal" else []


def turn_log(d: Duel) -> list[LogEntry]:
    """The log entries of this turn, newest first."""
    out = []
    for e in reversed(d.log):
        if e.kind == "turn":
            break
        out.append(e)
    return out


# log entries that move a card out of the graveyard (or anywhere): the card named at this position of their args
_MOVES = {"summon": 1, "special_summon": 1, "set_monster": 1, "to_hand": 0, "back_to_hand": 0, "to_deck": 0,
          "banished": 0, "returned": 0}


def destroyed_this_turn(d: Duel, c: Card, battle: bool = True) -> bool:
    """`c` is in a graveyard, having been destroyed (by battle, if `battle`) and sent there this turn: its last
    move this turn was that destruction (one destroyed, revived and then tributed lies there from the tribute)."""
    if c.zone is not Zone.GRAVE or c.t_entered != d.turn:
        return False
    for e in turn_log(d):
        if e.kind == "destroyed" and getattr(e.args[0], "card", -1) == c.idx:
            return bool(e.args[1] or not battle)
        at = _MOVES.get(e.kind)
        if at is not None and len(e.args) > at and getattr(e.args[at], "card", -1) == c.idx:
            return False
    return False


def battle_destroyed_this_turn(d: Duel) -> list[tuple[Card, int]]:
    """The cards destroyed by battle this turn, wherever they are now (banished from the graveyard since, say), each
    with the player who controlled it then: for a condition on the destruction itself (「ヒーロースピリッツ」)."""
    from arbiter.ocg.duel import CardRef

    return [(d.cards[ref.card], ctl) for e in turn_log(d)
            if e.kind == "destroyed" and e.args[1] and isinstance(ref := e.args[0], CardRef) and ref.card >= 0
            and isinstance(ctl := e.args[2], int)]


# what the tributes' leaving brings about, logged after the tribute line and before the summon's: their equip cards
# destroyed (banished instead, or a card tied to them sent)
_AFTER_TRIBUTES = frozenset({"destroyed", "banished", "to_grave", "replaced"})


def summon_tributes(log: list[LogEntry], n: int) -> tuple[object, ...]:
    """The references to the monsters tributed for the summon logged at `log[n]` (none: a summon with no tributes)."""
    k = n - 1
    while k > 0 and log[k].kind in _AFTER_TRIBUTES:
        k -= 1
    before = log[k] if k >= 0 else None
    if before is None or before.kind != "tribute" or len(before.args) != 2:
        return ()
    refs = before.args[1]
    assert isinstance(refs, tuple)
    return refs


def tributes_for_summon(d: Duel, c: Card) -> list[Card]:
    """The monsters tributed for the tribute summon of `c` that just happened (read from the log)."""
    ref = d.refs[c.idx]
    log = d.log
    for n in range(len(log) - 1, 0, -1):
        e = log[n]
        if e.kind == "summon" and e.args[1] is ref:
            refs = summon_tributes(log, n)
            return [d.cards[i] for i, r in enumerate(d.refs) if any(r is x for x in refs)]
    return []


def summoned_this_turn(d: Duel, c: Card) -> bool:
    """Whether `c`, on the field, was normal, flip or special summoned this turn as the card it is now (read from
    the log): the newest move of it this turn that the log names is that summon, not a set or a return since.
    The log names a card that was face-down as it was summoned (a flip summon) with a secret copy of its
    reference: the card's index tells which card it was."""
    if c.zone is not Zone.MONSTERS:
        return False
    for e in turn_log(d):
        if e.kind in ("summon", "flip_summon", "special_summon") and getattr(e.args[1], "card", -1) == c.idx:
            return True
        # a later move of the card: it came to the field since with no summon (set, or returned), a new card
        at = _MOVES.get(e.kind)
        if at is not None and len(e.args) > at and getattr(e.args[at], "card", -1) == c.idx:
            return False
    return False
