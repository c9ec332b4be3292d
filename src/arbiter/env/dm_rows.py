"""One seat's card rows and global features in a Duel Masters duel, as the game's view shows it.

The rows follow the view (`arbiter.dm.view.view`) card for card, in its order: for each player, player 0 first,
the hand (the seat's own only), the mana zone, the shields (face down to both players: a place, and whether a
castle fortifies it), the battle zone and the graveyard. As in OCG (ocg_rows.py) they are read from the duel, and
kept joined zone by zone (parts): a zone's part is joined again only when a card that was or is in it was changed
(`Duel.touched`: the duel notes every card it changes). A card in the hand, mana or graveyard has its row made
when it changes; the shields' and the battle zone's rows, which name each card's place there, are made again with
their part. The battle zone's rows show what the engine says of each creature now (power, summoning sickness,
blocker): they are made again also when the turn or the attacking creature changes, or a shield (which a
creature's Shield Force may name) changed.

The place column (SLOT) is a shield's or a battle zone card's place there, plus one, /8; it is 0 in the hand, mana
and graveyard, whose order is that of the rows (as OCG shows a hand or a graveyard). Columns after HIDDEN:
cost/10, power/10000 (as now, in the battle zone), tapped, summoning sick, blocker, breaker/3 (a shield: a castle
on it, in the last column).
"""

from __future__ import annotations

import struct
from collections.abc import Iterable

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, Zone
from arbiter.env.rows import NO_CARD, STAT_F, Key, Row, RowBook, Seen, hidden_row

# the zones as plain ints, which compare at once where an IntEnum's do not; a row's zone column is one, /8
DECK, HAND, MANA, SHIELDS, BATTLE, GRAVEYARD = range(6)
assert tuple(Zone)[:6] == (DECK, HAND, MANA, SHIELDS, BATTLE, GRAVEYARD)
KINDS = {"creature": 1.0, "evolution": 2.0, "spell": 3.0, "castle": 4.0, "cross_gear": 5.0}
PHASES = ("start", "draw", "mana", "main", "attack", "end")
OPTION_KINDS = ("attack", "block", "bottom", "break", "cast", "charge", "count", "cross", "discard", "evolve",
                "fortify", "look", "name", "ninja", "no", "order", "phase", "pick", "replace", "shield_force",
                "strigger", "strigger_order", "summon", "trigger", "yes")
GLOBALS = struct.Struct("12f")  # each player's shields, deck, hand, mana and untapped mana, the turn, whose; then
# the phase, one of PHASES set (packed once)
_PHASE_ROWS = {ph: struct.pack(f"{len(PHASES)}f", *(1.0 if ph == other else 0.0 for other in PHASES)) for ph in PHASES}
_NO_PHASE = bytes(4 * len(PHASES))
# the parts a seat's card rows are joined from, in the view's order: each player's hand (the seat's own only),
# mana, shields, battle zone and graveyard, player 0 first; a card's part: its owner's (whose piles hold it) zone
# less one, plus PARTS for player 1
LISTED = (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.BATTLE, Zone.GRAVE)
assert [z - 1 for z in LISTED] == list(range(len(LISTED)))
PARTS = len(LISTED)
ALL_PARTS = range(2 * PARTS)
PILES = frozenset((Zone.HAND, Zone.MANA, Zone.GRAVE))  # the zones whose rows do not name a place
SHIELD_PARTS = (Zone.SHIELDS - 1, PARTS + Zone.SHIELDS - 1)  # player 0's, player 1's
BATTLE_PARTS = (Zone.BATTLE - 1, PARTS + Zone.BATTLE - 1)
PLACES = [(p, int(z)) for p in (0, 1) for z in LISTED]  # each part's player and zone (an int: compared at once)


class DmReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        # the duel's list of changed cards the rows follow, and how much of it (a copy of the duel has a list of
        # its own: then every part is made again)
        self.touched: list[int] | None = None
        self.at = 0
        self.row_of: dict[int, Row] = {-1: NO_CARD}  # the row of each card the seat has one for, by index
        self.part_of: dict[int, int] = {}  # the part each card with a row is in
        self.parts = [b""] * len(ALL_PARTS)
        self.dirty: set[int] = set()  # the parts to make again at this read
        self.cards = b""  # the parts joined
        self.untapped = [0, 0]  # each player's untapped mana, counted when the mana's part is made
        # the rows and parts of cards in the hand, mana and graveyard by what gives them (the card's definition,
        # its zone, its owner, whether it is tapped), kept in the book from duel to duel
        self.placed: dict[Key, tuple[Row, int] | tuple[()]] = book.placed[seat]
        self.turn = -1  # the turn the battle zone's rows were made in (summoning sickness)
        self.attacking = -1  # the attacking creature they show (power attacker)

    def read(self, d: Duel) -> Seen:
        cards, dirty, touched = d.cards, self.dirty, d.touched
        if touched is not self.touched:
            self.touched = touched
            self.row_of, self.turn = {-1: NO_CARD}, -1
            self.part_of.clear()
            dirty.update(ALL_PARTS)
            self._note(d, [c.idx for c in cards if c.zone is not Zone.DECK])  # (a card in a deck has no row)
        elif len(touched) > self.at:
            self._note(d, set(touched[self.at:]))
        self.at = len(touched)
        if self.turn != d.turn:
            self.turn = d.turn
            dirty.update(BATTLE_PARTS)
        if self.attacking != d.attacking:  # the rows of the creature that stopped or began attacking
            for i in (self.attacking, d.attacking):
                if i >= 0:
                    dirty.add(BATTLE_PARTS[cards[i].owner])
            self.attacking = d.attacking
        if dirty:
            parts = self.parts
            for k in dirty:
                parts[k] = self._part(d, k)
            dirty.clear()
            self.cards = b"".join(parts)
        seat, other, untapped = self.seat, 1 - self.seat, self.untapped
        a, b = d.players[seat].piles, d.players[other].piles
        return self.cards, self.row_of, GLOBALS.pack(
            len(a[SHIELDS]) / 5, len(a[DECK]) / 40, len(a[HAND]) / 10, len(a[MANA]) / 10, untapped[seat] / 10,
            len(b[SHIELDS]) / 5, len(b[DECK]) / 40, len(b[HAND]) / 10, len(b[MANA]) / 10, untapped[other] / 10,
            d.turn / 100, 1.0 if d.tp == seat else 0.0) + _PHASE_ROWS.get(d.phase, _NO_PHASE)

    def _part(self, d: Duel, k: int) -> bytes:
        """Part `k`'s rows, joined; each card's row and part noted."""
        p, zone = PLACES[k]
        if zone == HAND and p != self.seat:  # the opponent's hand: no rows
            return b""
        cards, players = d.cards, d.players
        pile = players[p].piles[zone]
        if zone == BATTLE:
            mine = 1.0 if p == self.seat else 0.0
            known, power, sick, blocker = self.book.known, d.power, d.sick, d.is_blocker
            rows = []
            for slot, i in enumerate(pile):
                c = cards[i]
                if c.defn.is_creature:
                    key = ("battle", id(c.defn), mine, slot, power(c), c.tapped, sick(c), blocker(c))
                else:
                    key = ("battle", id(c.defn), mine, slot, 0, c.tapped, False, False)
                rows.append(known.get(key) or self._make(d, key, c, mine, BATTLE, slot, *key[4:], c.defn.breaker))
        elif zone == SHIELDS:
            mine = 1.0 if p == self.seat else 0.0
            forts = {cards[f].fort for f in players[p].piles[Zone.CASTLE]}  # the shields castles fortify
            known = self.book.known
            rows = [known.get(("shield", mine, slot, i in forts)) or self._shield(mine, slot, i in forts)
                    for slot, i in enumerate(pile)]
        else:  # its cards' rows were made as they changed (`_note`)
            if zone == MANA:
                self.untapped[p] = [cards[i].tapped for i in pile].count(False)
            return b"".join(map(self.row_of.__getitem__, pile))
        self.row_of.update(zip(pile, rows, strict=True))
        self.part_of.update(dict.fromkeys(pile, k))
        return b"".join(rows)

    def _note(self, d: Duel, changed: Iterable[int]) -> None:
        """Note that cards changed: the parts each was in and is in now are made again, and those it shows on (a
        castle on the shields, a shield on the battle zone: Shield Force). In the hand, mana and graveyard a card's
        row is made now: it does not name its place there (as in OCG), so it stays the card's while the card does
        not change. (One loop for all, not a call a card: this runs at nearly every read.)"""
        cards, dirty, row_of, part_of, placed = d.cards, self.dirty, self.row_of, self.part_of, self.placed
        for i in changed:
            was = part_of.get(i)  # (a card has a part where it has a row)
            if was is not None:
                dirty.add(was)
                if was in SHIELD_PARTS:
                    dirty.update(BATTLE_PARTS)
            c = cards[i]
            z = c.zone
            if z in PILES:
                key = (id(c.defn), z, c.owner, c.tapped)
                got = placed.get(key)
                if got is None:
                    got = placed[key] = self._placed(d, c)
                    self.book.keep(c.defn)
                if got:  # its row and part replace those it had
                    row_of[i], part = got
                    part_of[i] = part
                    dirty.add(part)
                    continue
            if was is not None:  # its row, if it has one now, is made with its part
                del row_of[i], part_of[i]
            if z is Zone.BATTLE:
                dirty.add(BATTLE_PARTS[c.owner])
            elif z is Zone.SHIELDS:
                dirty.add(SHIELD_PARTS[c.owner])
                dirty.update(BATTLE_PARTS)
            elif z is Zone.CASTLE:
                dirty.update(SHIELD_PARTS)

    def unlisted(self, d: Duel, i: int) -> Row | None:
        """An option's card the seat has no row for (a card of the opponent's hand, a deck's, a castle): none named."""
        return None

    def seen_ids(self, d: Duel) -> set[int]:
        """None put first: the game's one card name to declare (「ダンリモス」's) is asked among the names of its few
        cards, fewer than an observation's options."""
        return set()

    def name_code(self, d: Duel, kind: str, card: int, target: object) -> float | None:
        """The code of the card name an option names: a name to declare (kind "name", 「ダンリモス」's), which it
        carries in its words (`target`: the key holds its English words); a replacement effect's card the seat has no
        row for (`card`: a castle); None for any other option."""
        if kind == "name" and isinstance(target, str):
            return self.book.code(target)
        if kind == "replace" and card >= 0:
            return self.book.code(d.refs[card].name_en)
        return None

    def _placed(self, d: Duel, c: Card) -> tuple[Row, int] | tuple[()]:
        """The row and part of a card in the hand, mana or graveyard, or none (the opponent's hand)."""
        p, z = c.owner, c.zone
        if z is Zone.HAND and p != self.seat:
            return ()
        return self._row(d, c.idx, 1.0 if p == self.seat else 0.0, z, -1), PARTS * p + z - 1

    def _shield(self, mine: float, slot: int, castle: bool) -> Row:
        """A shield's row (face down: its place, and whether a castle fortifies it), made and kept."""
        r = hidden_row(mine, SHIELDS, slot + 1)
        r[STAT_F] = 1.0 if castle else 0.0
        return self.book.make(("shield", mine, slot, castle), r)

    def _row(self, d: Duel, i: int, mine: float, zone: int, slot: int) -> Row:
        """The row of a card in the hand, mana or graveyard."""
        c = d.cards[i]
        tapped = c.tapped if zone == MANA else False
        k = (id(c.defn), mine, zone, slot, tapped)
        return self.book.known.get(k) or self._make(d, k, c, mine, zone, slot,
                                                    c.defn.power if c.defn.is_creature else 0, tapped, False, False, 0)

    def _make(self, d: Duel, k: Key, c: Card, mine: float, zone: int, slot: int, power: int, tapped: bool,
              sick: bool, blocker: bool, breaker: int) -> Row:
        book = self.book
        return book.make(k, [1.0, mine, zone / 8, (slot + 1) / 8, book.code(d.refs[c.idx].name_en),
                             KINDS.get(c.defn.kind, 0.0), 0.0, c.defn.cost / 10, power / 10000, float(tapped),
                             float(sick), float(blocker), breaker / 3], c.defn)
