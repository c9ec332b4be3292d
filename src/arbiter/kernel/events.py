"""Events: every change of state is one, and carries its cause."""

from __future__ import annotations

from enum import Enum

from arbiter.kernel.values import value


class Reason(Enum):
    """Why an event happened: it was paid as a cost, done by an effect, or done by the rules."""

    COST = "cost"
    EFFECT = "effect"
    RULE = "rule"
    BATTLE = "battle"


@value
class Cause:
    """Who and what caused an event: the player, the card and its effect number, and the reason."""

    player: int
    reason: Reason
    card: int = -1
    effect: int = 0
    chain_link: int = 0

    @staticmethod
    def rule(player: int) -> Cause:
        return Cause(player, Reason.RULE)


@value
class Event:
    """One change of state. `kind` names it (moved, destroyed, drawn, flipped, summoned, damage ...)."""

    kind: str
    cause: Cause
    card: int = -1
    player: int = -1
    amount: int = 0
    src: int = 0  # zone code before (moves)
    dst: int = 0  # zone code after (moves)
    detail: str = ""
    replaced_by: str = ""  # the replacement that produced this event instead of another (never replaced again)
    oid: int = 0  # a moved card's object id before the move (what it was, for effects that ask later)
    pos: int = 0  # a moved card's position before the move (a "position" event: before the change)
    had: tuple[tuple[str, int], ...] = ()  # a moved card's counters before the move (they do not go with it)
    equipped_to: int = -1  # a moved equip card: the monster it was equipped to before the move (-1: none)
    # a "moved" event: the card-by-card events of the cards one verb moved together into its zone
    group: tuple[Event, ...] = ()
    # a "resolved" event: when the link was activated (the duel's count of things that happened then), for the
    # cards that count only the activations made while they were face-up on the field (「王立魔法図書館」)
    since: int = -1
    # a summon: the player whose field the card went to, where `player` names who summoned it (the two differ for
    # 「ミス・リバイブ」's monster and 「おジャマトリオ」's tokens: "the opponent special summons" reads `player`,
    # "a monster is special summoned to the opponent's field" reads this)
    onto: int = -1


# what the rules do, by each player: causes are immutable values, so one of each serves every event
RULE_CAUSES = (Cause(0, Reason.RULE), Cause(1, Reason.RULE))
