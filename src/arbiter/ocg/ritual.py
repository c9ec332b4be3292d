"""Ritual summons: a ritual spell tributes monsters whose Levels add up to the ritual monster's, from the hand
or the field, while it resolves, and special summons the ritual monster from the hand.

The player picks the ritual monster, then the tributes one at a time; only picks that still leave a
complete set are offered. A set is complete when its Levels reach the monster's Level and no tribute in it
is more than needed (without any one of them the Levels would fall short). The tributes are "tributed"
(sent to the graveyard as a tribute, not discarded: a 「暗黒界」 monster tributed from the hand does not
activate, R004-141), then the monster is special summoned face-up in the position the player chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from arbiter.kernel.log import LogEntry
from arbiter.ocg.effects import Resolution
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def _level(c: Card) -> int:
    return c.data.level or 0


def _complete(levels: Sequence[int], need: int) -> bool:
    total = sum(levels)
    return total >= need and total - min(levels) < need


def completable(chosen: Sequence[Card], pool: Sequence[Card], need: int) -> bool:
    """Whether `chosen` plus some more of `pool` make a complete set of tributes (small pools: tried out)."""
    have = [_level(c) for c in chosen]
    rest = [_level(c) for c in pool if c not in chosen]

    def grow(i: int, levels: list[int]) -> bool:
        if levels and _complete(levels, need):
            return True
        if sum(levels) >= need or i == len(rest):
            return False
        return grow(i + 1, [*levels, rest[i]]) or grow(i + 1, levels)

    return grow(0, have)


def reachable(pool: Sequence[Card], need: int) -> bool:
    """Whether some of `pool` make a complete set of tributes for a monster of Level `need`."""
    return completable([], pool, need)


def tribute_pool(d: Duel, player: int, ritual_monster: Card) -> list[Card]:
    """The monsters of `player`'s hand and field that may be tributed for it (any monster but itself that no
    effect keeps from being tributed), and the opponent's an effect lets them tribute (「クロス・ソウル」)."""
    pl = d.players[player]
    return [*(d.cards[i] for i in (*pl.hand, *pl.cards_in(Zone.MONSTERS))
              if i != ritual_monster.idx and d.cards[i].data.is_monster and d.can_be_tributed(d.cards[i])),
            *d.allowed(player, "tribute")]


def summonable(d: Duel, player: int, which: Callable[[Card], bool]) -> list[Card]:
    """The ritual monsters in the player's hand that the ritual spell may summon now."""
    if (d.free_slots(player, Zone.MONSTERS) == 0 and not d.monsters_of(player)) \
            or d.player_forbidden(player, "special_summon"):
        return []
    return [d.cards[i] for i in d.players[player].hand
            if which(d.cards[i]) and "ritual" in d.cards[i].data.subtypes
            and not d.player_forbidden(player, "special_summon", monster=d.cards[i].data)
            and reachable(tribute_pool(d, player, d.cards[i]), _level(d.cards[i]))]


def ritual_summon(res: Resolution, which: Callable[[Card], bool]) -> Card | None:
    """The resolving ritual spell's player ritual summons a monster passing `which`; the monster, or None."""
    d = res.duel
    p = res.player
    monsters = summonable(d, p, which)
    if not monsters:
        return None
    m = res.ask_cards(monsters, "ritual")
    pool = tribute_pool(d, p, m)
    need = _level(m)
    chosen: list[Card] = []
    while not chosen or not _complete([_level(c) for c in chosen], need):
        picks = [c for c in pool if c not in chosen and completable([*chosen, c], pool, need)]
        # the opponent's monster an effect lets them tribute is one of the tributes where it can be (「クロス・ソウル」)
        theirs = [c for c in picks if c.ctl != p]
        if theirs and all(c.ctl == p for c in chosen):
            picks = theirs
        chosen.append(res.ask_cards(picks, "tribute"))
    d.send_to_grave([c.idx for c in chosen], res.cause, "tributed")
    d.log.append(LogEntry("tribute", (p, tuple(d.ref(c.idx) for c in chosen), False)))
    if d.free_slots(p, Zone.MONSTERS) == 0 or m.zone is not Zone.HAND:
        return None
    d.special_summon(m, p, ask_position(res), res.cause, "ritual")
    return m if m.on_field else None
