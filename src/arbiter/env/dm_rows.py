"""One seat's card rows and global features in a Duel Masters duel, as the game's view shows it.

The rows follow the view (`arbiter.dm.view.view`) card for card, in its order: for each player, player 0 first,
the hand (the seat's own only), the mana zone, the shields (face down to both players: a place, and whether a
castle fortifies it), the battle zone and the graveyard. As in OCG (ocg_rows.py) they are read from the duel:
a zone off the battle zone is remade only when its cards (or the mana's tapped flags) change.

Columns after HIDDEN: cost/10, power/10000 (as now, in the battle zone), tapped, summoning sick, blocker, breaker/3
(a shield: a castle on it, in the last column).
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from operator import attrgetter

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, Zone
from arbiter.env.rows import NO_CARD, STAT_F, Key, Row, RowBook, Seen, hidden_row

HAND, MANA, SHIELDS, BATTLE, GRAVEYARD = range(1, 6)  # the zone column, x8
KINDS = {"creature": 1.0, "evolution": 2.0, "spell": 3.0, "castle": 4.0, "cross_gear": 5.0}
PHASES = ("start", "draw", "mana", "main", "attack", "end")
OPTION_KINDS = ("attack", "block", "bottom", "break", "cast", "charge", "count", "cross", "discard", "evolve",
                "fortify", "look", "name", "ninja", "no", "order", "phase", "pick", "replace", "shield_force",
                "strigger", "strigger_order", "summon", "trigger", "yes")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)
GLOBALS = struct.Struct(f"{12 + len(PHASES)}f")  # each player's shields, deck, hand, mana and untapped mana, the
# turn, whose, the phase
_TAPPED = attrgetter("tapped")
_PILES = Zone.GRAVE + 1  # a player's piles up to the graveyard: deck, hand, mana, shields, battle zone, graveyard
assert list(Zone)[:_PILES] == [Zone.DECK, Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.BATTLE, Zone.GRAVE]


class Block:
    """The rows of one zone off the field, kept while its cards and `extra` (what else they depend on: the cards
    shown to the seat, the mana's tapped flags) stay the same; a zone that only grew (a graveyard) keeps its rows
    and makes the new cards' only."""

    def __init__(self, extra: object) -> None:
        self.reset(extra)

    def reset(self, extra: object) -> None:
        self.extra = extra
        self.cards: list[int] = []
        self.data = b""
        self.rows: dict[int, Row] = {}
        self.entries: list[Row] = []  # the cards' rows in order

    def remake(self, extra: object, places: list[int], entries: list[Row]) -> None:
        """The same cards with another `extra`, where only the rows of the cards in `places` (their places in the
        zone) change, to `entries`."""
        self.extra = extra
        kept = self.entries
        for k, e in zip(places, entries, strict=True):
            kept[k] = e
            self.rows[self.cards[k]] = e
        self.data = b"".join(kept)

    def update(self, cards: list[int], entries: Callable[[list[int], int], list[Row]]) -> None:
        """Make the block show `cards`; `entries(some cards, the place of the first in the zone)` gives the rows
        of the cards it does not have yet."""
        n = len(self.cards)
        if len(cards) > n and cards[:n] == self.cards:
            new = entries(cards[n:], n)
            self.data += b"".join(new)
            self.entries += new
            self.rows.update(zip(cards[n:], new, strict=True))
        else:
            self.entries = entries(cards, 0)
            self.data = b"".join(self.entries)
            self.rows = dict(zip(cards, self.entries, strict=True))
        self.cards = list(cards)


class DmReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        # per player, the blocks of the zones off the battle zone (`extra`: the shields' castles, the mana's flags)
        self.blocks = [{HAND: Block(None), MANA: Block([]), SHIELDS: Block(()), GRAVEYARD: Block(None)}
                       for _ in (0, 1)]

    def read(self, d: Duel) -> Seen:
        seat, cards, known = self.seat, d.cards, self.book.known
        parts: list[bytes] = []
        rows: list[dict[int, Row]] = []
        counts: list[list[float]] = []
        players = d.players
        # the shields the castles fortify (most duels have no castle)
        forts = tuple((p, cards[i].fort) for p, pl in enumerate(players) for i in pl.piles[Zone.CASTLE]) if (
            players[0].piles[Zone.CASTLE] or players[1].piles[Zone.CASTLE]) else ()
        for p, pl in enumerate(players):
            mine = 1.0 if p == seat else 0.0
            deck, hand, mana, shields, battle_zone, grave = pl.piles[:_PILES]
            blocks = self.blocks[p]
            # a zone whose block shows the same cards is taken as it is (`_block`'s test, without the call)
            if p == seat and hand:
                b = blocks[HAND]
                if b.cards == hand:
                    parts.append(b.data)
                    rows.append(b.rows)
                else:
                    self._block(d, parts, rows, b, HAND, hand, None, mine)
            tapped = list(map(_TAPPED, map(cards.__getitem__, mana)))
            if mana:
                self._mana(d, parts, rows, blocks[MANA], mana, tapped, mine)
            if shields:
                b = blocks[SHIELDS]
                if b.cards == shields and b.extra == forts:
                    parts.append(b.data)
                    rows.append(b.rows)
                else:
                    self._block(d, parts, rows, b, SHIELDS, shields, forts, mine)
            battle: dict[int, Row] = {}
            for slot, i in enumerate(battle_zone):
                c = cards[i]
                creature = c.defn.is_creature
                power = d.power(c) if creature else 0
                sick = creature and d.sick(c)
                blocker = creature and d.is_blocker(c)
                k = ("battle", id(c.defn), mine, slot, power, c.tapped, sick, blocker)
                battle[i] = r = known.get(k) or self._make(d, k, c, mine, BATTLE, slot, power, c.tapped, sick,
                                                           blocker, c.defn.breaker)
                parts.append(r)
            if battle:
                rows.append(battle)
            if grave:
                b = blocks[GRAVEYARD]
                if b.cards == grave:
                    parts.append(b.data)
                    rows.append(b.rows)
                else:
                    self._block(d, parts, rows, b, GRAVEYARD, grave, None, mine)
            counts.append([len(shields) / 5, len(deck) / 40, len(hand) / 10, len(mana) / 10, tapped.count(False) / 10])
        by_id: dict[int, Row] = {-1: NO_CARD}
        for zone_rows in rows:
            by_id.update(zone_rows)
        return b"".join(parts), by_id, GLOBALS.pack(*counts[seat], *counts[1 - seat], d.turn / 100,
                                                    1.0 if d.tp == seat else 0.0, *_PHASE_ROWS.get(d.phase, _NO_PHASE))

    def _block(self, d: Duel, parts: list[bytes], rows: list[dict[int, Row]], b: Block, zone: int,
               cards: list[int], extra: object, mine: float) -> None:
        """The rows of a zone off the battle zone: remade only when its cards (or `extra`) change."""
        if b.extra != extra:
            b.reset(extra)
        if b.cards != cards:
            b.update(cards, lambda new, first: self._rows(d, new, first, mine, zone))
        parts.append(b.data)
        rows.append(b.rows)

    def _mana(self, d: Duel, parts: list[bytes], rows: list[dict[int, Row]], b: Block, mana: list[int],
              tapped: list[bool], mine: float) -> None:
        """The mana zone's rows (its block's `extra`: the tapped flags): when the same cards are there, only the
        rows of those tapped or untapped since are made again; when cards were added, only theirs."""
        was = b.extra
        assert isinstance(was, list)
        if b.cards == mana:
            if was != tapped:
                places = [k for k, (t, u) in enumerate(zip(tapped, was, strict=True)) if t != u]
                b.remake(tapped, places, [self._row(d, mana[k], mine, MANA, k) for k in places])
        else:
            if tapped[:len(was)] == was:
                b.extra = tapped  # the cards there before kept their flags: Block.update adds the new ones
            else:
                b.reset(tapped)
            b.update(mana, lambda new, first: self._rows(d, new, first, mine, MANA))
        parts.append(b.data)
        rows.append(b.rows)

    def _rows(self, d: Duel, new: list[int], first: int, mine: float, zone: int) -> list[Row]:
        """The rows of cards `new` of a zone off the battle zone, the first in place `first`: most are kept."""
        if zone == SHIELDS:
            return [self._row(d, i, mine, zone, slot) for slot, i in enumerate(new, first)]
        known, cards, mana = self.book.known, d.cards, zone == MANA
        out = []
        for slot, i in enumerate(new, first):
            c = cards[i]
            # the key `_row` keeps the row under
            e = known.get((id(c.defn), mine, zone, slot, c.tapped if mana else False))
            out.append(e or self._row(d, i, mine, zone, slot))
        return out

    def _row(self, d: Duel, i: int, mine: float, zone: int, slot: int) -> Row:
        c = d.cards[i]
        book = self.book
        if zone == SHIELDS:
            castle = any(d.cards[k].fort == i for k in d.players[c.owner].piles[Zone.CASTLE])
            k: Key = ("shield", mine, slot, castle)
            e = book.known.get(k)
            if e is None:
                r = hidden_row(mine, zone, slot)
                r[STAT_F] = 1.0 if castle else 0.0
                e = book.make(k, r)
            return e
        tapped = c.tapped if zone == MANA else False
        k = (id(c.defn), mine, zone, slot, tapped)
        return book.known.get(k) or self._make(d, k, c, mine, zone, slot,
                                               c.defn.power if c.defn.is_creature else 0, tapped, False, False, 0)

    def _make(self, d: Duel, k: Key, c: Card, mine: float, zone: int, slot: int, power: int, tapped: bool,
              sick: bool, blocker: bool, breaker: int) -> Row:
        book = self.book
        return book.make(k, [1.0, mine, zone / 8, slot / 8, book.code(d.refs[c.idx].name_en),
                             KINDS.get(c.defn.kind, 0.0), 0.0, c.defn.cost / 10, power / 10000, float(tapped),
                             float(sick), float(blocker), breaker / 3], c.defn)
