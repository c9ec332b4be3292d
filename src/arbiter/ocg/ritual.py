"""Ritual summons: a ritual spell tributes monsters whose Levels add up to the ritual monster's, from the hand
or the field, while it resolves, and special summons the ritual monster from the hand.

The player picks the ritual monster, then the tributes one at a time; only picks that still leave a
complete set are offered. A set is complete when its Levels reach the monster's Level and no tribute in it
is more than needed (without any one of them the Levels would fall short), and, with every monster zone of
the player taken, holds a monster of one of them, whose zone the ritual monster takes (as a fusion summon's
materials); a spell that asks for Levels that
"exactly equal" the monster's (`Rite(exact=True)`: 「エンド・オブ・ザ・ワールド」, 「大地讃頌」) takes only sets whose
Levels add up to it. The Levels are those the cards have now (`Duel.level`: 「伝説の都 アトランティス」 lowers a WATER
monster's in the hand and on the field), the ritual monster's and the tributes' alike; a spell whose text asks for
a fixed total (`Rite(level=N)`: 「亀の誓い」's 8) asks for it whatever the ritual monster's Level is now.
The tributes are "tributed" (sent to the graveyard as a tribute, not discarded: a 「暗黒界」 monster tributed from
the hand does not activate, R004-141), then the monster is special summoned face-up in the position the player
chooses. A spell may take its materials from elsewhere (`Rite(materials=)`:
「高等儀式術」 sends normal monsters of the deck to the graveyard instead of tributing).

A monster declared `whole_tribute` (「儀式の供物」: for a DARK ritual monster) may alone be the whole set of
tributes for a ritual monster its filter passes, whatever its Level; with other tributes it counts its own Level.

A ritual monster so summoned was properly summoned (`Duel.note_summon(..., "ritual")`): from then on other
effects may special summon it from the graveyard or the banished zone (`summon_conditions.by_ritual_summon`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.reasons import Why, wide
from arbiter.ocg.choice_purposes import RITUAL_SUMMON, TO_GRAVEYARD, TRIBUTE
from arbiter.ocg.costs import COST_UNTRIBUTABLE
from arbiter.ocg.effects import Resolution
from arbiter.ocg.fusion import ask_position, frees_a_zone
from arbiter.ocg.legality import OWED, TRIBUTE_CHOSEN
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_locks import SPECIAL, Lifts, lifted_by

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

Materials = Callable[["Duel", int, Card], list[Card]]
# the monsters that may alone be the whole set of tributes for the ritual monsters their filter passes
_WHOLE: dict[int, Callable[[Card], bool]] = {}


def whole_tribute(passcode: int, for_monster: Callable[[Card], bool]) -> None:
    """Declare, at the card, that the monster `passcode` may alone be all the tributes a ritual summon of a monster
    passing `for_monster` needs (「儀式の供物」)."""
    _WHOLE[passcode] = for_monster


def makes_whole_tributes(passcode: int) -> bool:
    """Whether the monster `passcode` is declared `whole_tribute` for some ritual summons."""
    return passcode in _WHOLE


def _whole(c: Card, m: Card | None, negated: Negated) -> bool:
    """Whether `c` alone is all the tributes for `m`: being so is its effect, which does nothing while a continuous
    effect negates it on the field (「スキルドレイン」; docs/uncertain-rulings.md)."""
    f = _WHOLE.get(c.data.passcode) if m is not None else None
    return f is not None and m is not None and f(m) and not negated(c)


def _not_negated(c: Card) -> bool:
    return False


def _level(c: Card) -> int:
    return c.data.level or 0


Level = Callable[[Card], int]
Negated = Callable[[Card], bool]  # whether a card's effects are negated now (`Duel.effect_negated`)


def _complete(levels: Sequence[int], need: int, exact: bool = False) -> bool:
    total = sum(levels)
    if exact:
        return total == need
    return total >= need and total - min(levels) < need


def completable(chosen: Sequence[Card], pool: Sequence[Card], need: int, exact: bool = False,
                for_monster: Card | None = None, level: Level = _level, lifts: Lifts | None = None,
                negated: Negated = _not_negated) -> bool:
    """Whether `chosen` plus some more of `pool` make a complete set of tributes for `for_monster` (small pools:
    tried out), each card counting `level` (by default its printed Level); `lifts`: a test the set must pass too
    (`summon_locks.lifted_by`); `negated`: the cards whose effects are negated now (`_whole`)."""
    if len(chosen) == 1 and _whole(chosen[0], for_monster, negated) and (lifts is None or lifts(chosen)):
        return True
    rest = [c for c in pool if c not in chosen]

    # no set that holds a complete one is complete: the first complete set on each path is the one to test
    def grow(i: int, picked: list[Card]) -> bool:
        levels = [level(c) for c in picked]
        if picked and _complete(levels, need, exact):
            return lifts is None or lifts(picked)
        if sum(levels) >= need or i == len(rest):
            return False
        return grow(i + 1, [*picked, rest[i]]) or grow(i + 1, picked)

    return grow(0, [*chosen])


def reachable(pool: Sequence[Card], need: int, exact: bool = False, for_monster: Card | None = None,
              level: Level = _level, lifts: Lifts | None = None, negated: Negated = _not_negated) -> bool:
    """Whether some of `pool` make a complete set of tributes for a monster of Level `need` (that pass `lifts`)."""
    return any(_whole(c, for_monster, negated) and (lifts is None or lifts([c])) for c in pool) \
        or completable([], pool, need, exact, level=level, lifts=lifts)


def tribute_pool(d: Duel, player: int, ritual_monster: Card) -> list[Card]:
    """The monsters of `player`'s hand and field that may be tributed for it (any monster but itself that no
    effect keeps from being tributed), and the opponent's an effect lets them tribute (「クロス・ソウル」)."""
    pl = d.players[player]
    return [*(d.cards[i] for i in (*pl.hand, *pl.cards_in(Zone.MONSTERS))
              if i != ritual_monster.idx and d.cards[i].data.is_monster and d.can_be_tributed(d.cards[i])),
            *d.allowed(player, "tribute")]


@dataclass(frozen=True)
class Rite:
    """How a ritual spell summons: which ritual monsters, whether the Levels must be exact, and where its
    materials come from (None: tributes from the hand and the field; otherwise cards sent to the graveyard)."""

    which: Callable[[Card], bool]
    exact: bool = False
    materials: Materials | None = None
    # the total its text fixes (「亀の誓い」: 8); None: the Level the ritual monster has now
    level: int | None = None

    def need(self, d: Duel, m: Card) -> int:
        """The Levels the tributes for `m` must total."""
        return d.level(m) if self.level is None else self.level

    def pool(self, d: Duel, player: int, m: Card) -> list[Card]:
        return tribute_pool(d, player, m) if self.materials is None else self.materials(d, player, m)


def _room(d: Duel, player: int) -> Lifts | None:
    """With every monster zone of `player` taken, the test a set of tributes must pass: one of them leaves such a
    zone, which the ritual monster takes (as a fusion summon's materials, `fusion.frees_a_zone`); else None."""
    if d.free_slots(player, Zone.MONSTERS) > 0:
        return None
    return lambda gone: any(frees_a_zone(c, player) for c in gone)


def _tests(lifts: Lifts | None, room: Lifts | None) -> Lifts | None:
    """The tests a set of tributes must pass: no summon lock once they are gone (`lifted_by`), room for the monster."""
    if lifts is None or room is None:
        return room if lifts is None else lifts
    lock_lifted, roomy = lifts, room
    return lambda gone: roomy(gone) and lock_lifted(gone)


def _rite(which: Callable[[Card], bool] | Rite) -> Rite:
    return which if isinstance(which, Rite) else Rite(which)


def summonable(d: Duel, player: int, which: Callable[[Card], bool] | Rite) -> list[Card]:
    """The ritual monsters in the player's hand that the ritual spell may summon now."""
    rite = _rite(which)
    # with its zones full, only tributes from the field can free one; materials sent from elsewhere free none
    if (d.free_slots(player, Zone.MONSTERS) == 0 and (rite.materials is not None or not d.monsters_of(player))) \
            or d.player_forbidden(player, "special_summon"):
        return []
    # the summon locks are read with the tributes gone (`summon_locks.lifted_by`)
    return [d.cards[i] for i in d.players[player].hand
            if rite.which(d.cards[i]) and "ritual" in d.cards[i].data.subtypes
            and reachable(rite.pool(d, player, d.cards[i]), rite.need(d, d.cards[i]), rite.exact, d.cards[i], d.level,
                          _tests(lifted_by(d, player, d.cards[i], SPECIAL), _room(d, player)), d.effect_negated)]


# why a card is no tribute a ritual summon may take next (`tribute_refusal`), beside those it shares with a tribute
# summon's (`legality`) and a cost's (`costs`)
ITSELF = Why("it is the ritual monster summoned", "儀式召喚するモンスター自身である")
FROM_HAND_OR_FIELD = Why("a ritual summon tributes monsters from its player's hand or field",
                         "儀式召喚の生け贄は、そのプレイヤーの手札・フィールド上のモンスターである")
NOT_MATERIAL = Why("it is none of the cards this ritual sends to the graveyard in place of tributes",
                   "この儀式で生け贄の代わりに墓地へ送れるカードではない")
ROOM = Why("every monster zone of its player's is taken: the tributes must include a monster on the field, whose "
           "zone the ritual monster takes",
           "モンスターカードゾーンが埋まっているため、生け贄にはフィールド上のモンスターが含まれなければならない")
LOCKED = Why("with it among the tributes, the summon stays forbidden (a summon lock read with the tributes gone)",
             "それを生け贄にしても特殊召喚は禁止されたままになる（生け贄がいない状態で読む召喚の制限）")


def tribute_refusal(d: Duel, p: int, m: Card, rite: Rite, chosen: list[Card], x: Card) -> str:
    """Why `x` is none of the tributes `ritual_summon` offers next for `m` (`chosen` already picked), by its checks in
    their order: the pool (`Rite.pool`), a set it can complete (its Levels, room for the monster, a summon lock), the
    opponent's monster owed."""
    if x in chosen:
        return TRIBUTE_CHOSEN
    pool = rite.pool(d, p, m)
    if x not in pool:
        if x is m:
            return ITSELF
        if rite.materials is not None:
            return NOT_MATERIAL
        own = x.idx in d.players[p].hand or x in d.monsters_of(p)
        return COST_UNTRIBUTABLE if own and x.data.is_monster else FROM_HAND_OR_FIELD
    need = rite.need(d, m)
    lifts = lifted_by(d, p, m, SPECIAL)
    room = _room(d, p)
    if not completable([*chosen, x], pool, need, rite.exact, m, d.level, _tests(lifts, room), d.effect_negated):
        if room is not None and completable([*chosen, x], pool, need, rite.exact, m, d.level, lifts,
                                            d.effect_negated):
            return ROOM
        if lifts is not None and completable([*chosen, x], pool, need, rite.exact, m, d.level,
                                             negated=d.effect_negated):
            return LOCKED
        return Why(f"with it, the tributes' Levels cannot make up {'exactly' if rite.exact else 'at least'} {need}"
                   " (none more than needed)",
                   f"それを選ぶと、生け贄のレベルの合計が"
                   f"{'ちょうど' + wide(need) if rite.exact else wide(need) + '以上'}にならない（余分な生け贄なしで）")
    return OWED if x.ctl == p else ""


def ritual_summon(res: Resolution, which: Callable[[Card], bool] | Rite) -> Card | None:
    """The resolving ritual spell's player ritual summons a monster passing `which`; the monster, or None."""
    rite = _rite(which)
    d = res.duel
    p = res.player
    monsters = summonable(d, p, rite)
    if not monsters:
        return None
    m = res.ask_cards(monsters, "ritual", purpose=RITUAL_SUMMON.monster)
    pool = rite.pool(d, p, m)
    need = rite.need(d, m)
    # the tests the whole set must pass: a summon lock read with the tributes gone, room for the monster
    lifts = _tests(lifted_by(d, p, m, SPECIAL), _room(d, p))
    chosen: list[Card] = []
    # the materials are tributed, or sent to the graveyard where the rite names its own (「高等儀式術」)
    offered = (TRIBUTE if rite.materials is None else TO_GRAVEYARD).monster
    while not chosen or not (_complete([d.level(c) for c in chosen], need, rite.exact)
                             or (len(chosen) == 1 and _whole(chosen[0], m, d.effect_negated)
                                 and (lifts is None or lifts(chosen)))):
        picks = [c for c in pool
                 if c not in chosen
                 and completable([*chosen, c], pool, need, rite.exact, m, d.level, lifts, d.effect_negated)]
        # the opponent's monster an effect lets them tribute is one of the tributes where it can be (「クロス・ソウル」)
        theirs = [c for c in picks if c.ctl != p]
        if theirs and all(c.ctl == p for c in chosen):
            picks = theirs
        chosen.append(res.ask_cards(picks, "tribute", why=lambda x: tribute_refusal(d, p, m, rite, chosen, x),
                                    purpose=offered))
    if rite.materials is None:
        d.tribute(chosen, p, res.cause, False, "ritual")  # the events say what for
    else:
        d.send_to_grave([c.idx for c in chosen], res.cause)
    # no position is asked for a summon that cannot happen (no free zone, a lock)
    if m.zone is not Zone.HAND or not d.may_special_summon(m, p, res.cause, "ritual"):
        return None
    d.special_summon(m, p, ask_position(res), res.cause, "ritual")
    if not m.on_field:
        return None
    d.note_summon(m, "ritual")
    return m
