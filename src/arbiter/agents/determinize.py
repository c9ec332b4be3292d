"""Determinization: a copy of the duel in which every card one player cannot see is a guess.

Hidden from the viewer: the opponent's hand, the opponent's face-down cards on the field, both
decks' order (but for cards an effect turned face-up there), and the future of the duel's random
number generator. The copy keeps every card *position* (its zone, slot, face, counters, the turn it
was set) and reassigns card *identities* (card data, effect definitions, log names) among the
opponent's hidden positions at random; the viewer's own deck is shuffled among itself. A face-down
monster gets a monster, a set spell or trap a spell or trap, a set field spell a field spell, so the
copy is a legal position that looks to the viewer exactly like the real one
(`view(copy, viewer) == view(duel, viewer)`). The viewer is assumed to know the opponent's deck list
(the multiset of their cards), not where the cards are.

This is the one place outside the duel's public API: it writes the identities of cards in its
own clone (`cards[i].data`, `defs[i]`, `refs[i]`) and reseeds the clone's RNG.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from arbiter.kernel.rng import DuelRNG
from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos

Fits = Callable[[CardData], bool]


def _any(c: CardData) -> bool:
    return not c.is_extra


def _monster(c: CardData) -> bool:
    return c.kind == "monster" and not c.is_extra


def _spell_trap(c: CardData) -> bool:
    return c.kind in ("spell", "trap") and "field" not in c.subtypes


def _field(c: CardData) -> bool:
    return c.kind == "spell" and "field" in c.subtypes


def hidden_positions(d: Duel, viewer: int) -> list[tuple[int, Fits]]:
    """The opponent's cards the viewer cannot see (`Duel.sees`, the rule every view follows), each with what
    card may stand there."""
    opp = 1 - viewer
    pl = d.players[opp]

    def hidden(i: int) -> bool:
        return i >= 0 and d.cards[i].owner == opp and not d.sees(viewer, d.cards[i])

    found: list[tuple[int, Fits]] = [(i, _monster) for i in pl.monsters if hidden(i)]
    found += [(i, _spell_trap) for i in pl.spells if hidden(i)]
    if hidden(pl.field):
        found.append((pl.field, _field))
    found += [(i, _any) for i in pl.hand if hidden(i)]
    found += [(i, _any) for i in pl.deck if not d.sees(viewer, d.cards[i])]  # a face-up one is seen
    return found


def _canonical(d: Duel, idxs: list[int]) -> list[int]:
    return sorted(idxs, key=lambda j: (d.cards[j].data.passcode, d.cards[j].label, j))


def determinize(d: Duel, viewer: int, rng: random.Random) -> Duel:
    """A clone of `d` consistent with what `viewer` sees, the unseen cards guessed at random."""
    g = d.clone()
    g.rng = DuelRNG(rng.getrandbits(63))  # the viewer cannot know future coin tosses or shuffles
    # the clone shares these lists with the original: copy before writing
    g.defs = list(g.defs)
    g.refs = list(g.refs)
    positions = hidden_positions(d, viewer)
    # identities in a canonical order before shuffling: the guess depends only on the multiset of
    # hidden cards, never on which card really is where (so two duels that look the same to the
    # viewer give the same guesses, and the same choices)
    pool = _canonical(d, [i for i, _ in positions])
    rng.shuffle(pool)
    # the most constrained positions first; `any` positions take whatever is left
    assignment: dict[int, int] = {}
    for i, fits in positions:
        if fits is _any:
            continue
        pick = next((k for k, j in enumerate(pool) if fits(d.cards[j].data)), None)
        if pick is None:  # an odd position (a card put there by an effect): any card keeps the count right
            pick = pool.index(i) if i in pool else 0
        assignment[i] = pool.pop(pick)
    rest = [i for i, fits in positions if fits is _any]
    assignment.update(zip(rest, pool, strict=True))
    own_deck = [i for i in d.players[viewer].deck if d.cards[i].pos is not Pos.UP]
    shuffled = _canonical(d, own_deck)
    rng.shuffle(shuffled)
    assignment.update(zip(own_deck, shuffled, strict=True))
    for i, j in assignment.items():
        if i != j:
            c = g.cards[i]
            src = d.cards[j]
            c.data = src.data
            c.label = src.label
            g.defs[i] = d.defs[j]
            g.refs[i] = d.refs[j]
    return g
