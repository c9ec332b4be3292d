"""Reading the duel's log: what was destroyed this turn, how often a card came out, what was summoned this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.log import LogEntry
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
    from arbiter.ocg.duel_state import CardRef

    return [(d.cards[ref.card], ctl) for e in turn_log(d)
            if e.kind == "destroyed" and e.args[1] and isinstance(ref := e.args[0], CardRef) and ref.card >= 0
            and isinstance(ctl := e.args[2], int)]


def summoned_this_turn(d: Duel, c: Card, how: tuple[str, ...] = ("summon", "flip_summon", "special_summon")) -> bool:
    """Whether `c`, on the field, was normal, flip or special summoned this turn as the card it is now (read from
    the log): the newest move of it this turn that the log names is that summon, not a set or a return since.
    The log names a card that was face-down as it was summoned (a flip summon) with a secret copy of its
    reference: the card's index tells which card it was. `how`: the summons that count ("召喚・特殊召喚に成功した
    ターン": no flip summon; a card flip summoned was face-down since any earlier summon, a new card)."""
    if c.zone is not Zone.MONSTERS:
        return False
    for e in turn_log(d):
        if e.kind in ("summon", "flip_summon", "special_summon") and getattr(e.args[1], "card", -1) == c.idx:
            return e.kind in how
        # a later move of the card: it came to the field since with no summon (set, or returned), a new card
        at = _MOVES.get(e.kind)
        if at is not None and len(e.args) > at and getattr(e.args[at], "card", -1) == c.idx:
            return False
    return False
