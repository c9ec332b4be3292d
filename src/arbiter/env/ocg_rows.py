"""One seat's card rows and global features in a Yu-Gi-Oh! OCG duel, as the game's view shows it.

The rows follow the view (`arbiter.ocg.view.view`) card for card, in its order: for each player, player 0 first,
the hand (the seat's own; of the opponent's, the cards shown to the seat), the monsters, the spells and traps, the
field spell, the graveyard, the banished cards and the cards face-up in the deck; then the chain's links. A card
the seat may not know (`Duel.sees`, the rule the view follows) gives a row with its place only. They are read
from the duel rather than from the view's dictionaries because that costs a fraction: each zone's rows are kept
(rows.Board) and remade only when what they are made of changes, which is checked zone by zone.

Columns after HIDDEN: position (1 attack, 2 defense, 3 set, 4 face-up spell or trap), ATK/1000, DEF/1000 (as now,
on the field), level/12; a chain link: its number of targets/4.
"""

from __future__ import annotations

import struct
from itertools import repeat
from operator import attrgetter

from arbiter.env.rows import (
    DATA,
    ROW,
    STAT_A,
    TAKEN,
    Block,
    Board,
    Entry,
    Key,
    RowBook,
    Seen,
    entries,
    hidden_row,
)
from arbiter.ocg.duel import NONE_SHOWN, Duel
from arbiter.ocg.state import Card, Player, Pos, Zone

HAND, MONSTERS, SPELLS, FIELD, GRAVEYARD, BANISHED, DECK_FACE_UP, CHAIN = range(1, 9)  # the zone column, x8
KINDS = {"monster": 1.0, "spell": 2.0, "trap": 3.0}
POSITIONS = {Pos.ATTACK: 1.0, Pos.DEFENSE: 2.0, Pos.SET: 3.0, Pos.UP: 4.0, Pos.NONE: 0.0}
PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2", "end")
OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon", "attack",
                "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop", "target", "tribute",
                "discard")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)
GLOBALS = struct.Struct(f"{10 + len(PHASES) + 1}f")
UP = Pos.UP
# the board's parts: per player the hand, the field, the graveyard, the banished cards and the deck's face-up cards;
# then the chain
PARTS_PER_PLAYER = 5
CHAIN_PART = 2 * PARTS_PER_PLAYER
# what a card's row on the field is made of, but for the seat, the cards shown to it (whether it sees the card,
# `Duel.sees`) and a face-up monster's ATK and DEF; of those, what can change while the zones' lists stay the same
# (the list a card is in is its controller's zone, its place there its slot)
STATE = attrgetter("zone", "pos", "ctl", "slot", "data")
LOOK = attrgetter("pos", "data")
FIELD_ZONES = {Zone.MONSTERS: MONSTERS, Zone.SPELLS: SPELLS, Zone.FIELD: FIELD}
OID = attrgetter("oid")


class Field:
    """One player's cards on the field as last read: each card's `LOOK`, the face-up monsters whose ATK and DEF
    their rows show and those, when an effect changes some (`Duel.stats_as_printed`). `moved`: a card came or
    left since."""

    def __init__(self) -> None:
        self.moved = True
        self.cards: list[int] = []
        self.looks: list[tuple[object, ...]] = []
        self.printed = True
        self.with_stats: list[Card] = []
        self.stats: list[tuple[int, int]] = []


class OcgReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        self._start(NONE_SHOWN)

    def _start(self, shown: frozenset[int]) -> None:
        """Keep nothing made before: the rows are made afresh at the next read."""
        self.board = Board(CHAIN_PART + 1)
        # per player: the zones as last read (hand, monsters, spells, field, graveyard, banished); the blocks of
        # the hand (the cards shown, of the opponent's), graveyard, banished and face-up deck cards; the field
        self.zones: list[tuple[object, ...]] = [(), ()]
        self.blocks = [(Block(), Block(), Block(), Block()) for _ in (0, 1)]
        self.fields = (Field(), Field())
        # a card's row on the field by its index, `STATE` and (when effects change some) ATK and DEF
        self.on_field: dict[tuple[object, ...], Entry] = {}
        self.shown = shown
        self.chained = False

    def read(self, d: Duel) -> Seen:
        seat, cards = self.seat, d.cards
        shown = d.shown_to(seat)
        if shown != self.shown:  # whether the seat sees a card may have changed where it stays (`Duel.sees`)
            self._start(shown)
        printed = d.stats_as_printed()
        part = 0
        for p, pl in enumerate(d.players):
            # (attributes read one by one: cheaper than an attrgetter's)
            zones = (pl.hand, pl.monsters, pl.spells, pl.field, pl.grave, pl.banished)
            if zones != self.zones[p]:  # most reads find every zone as it was: compared all at once first
                self._zones(d, p, part, pl)
            f = self.fields[p]
            if (f.moved or (f.cards and f.looks != list(map(LOOK, map(cards.__getitem__, f.cards))))
                    or printed is not f.printed
                    or (not printed and f.stats != [(d.atk(c), d.defense(c)) for c in f.with_stats])):
                self._field(d, f, part + 1, pl, printed)
            if p != seat:
                hand_block = self.blocks[p][0]
                # of the opponent's hand, the cards shown to the seat or open to it (`Duel.sees`), as the view
                # lists them
                if shown or d.any_open_hand or hand_block.cards:
                    hand = [i for i in pl.hand if i in shown or d.sees(seat, cards[i])]
                    if hand != hand_block.cards:
                        self._block(d, hand_block, part, HAND, hand, 0.0)
            # cards an effect turned face-up there: rare, looked for only once a duel has had one
            if d.deck_face_up:
                face_up = [i for i in pl.deck if cards[i].pos is UP]
                face_up_block = self.blocks[p][3]
                if face_up != face_up_block.cards:
                    self._block(d, face_up_block, part + 4, DECK_FACE_UP, face_up, 1.0 if p == seat else 0.0)
            part += PARTS_PER_PLAYER
        if d.chain or self.chained:
            self.chained = bool(d.chain)
            self.board.put(CHAIN_PART, b"".join([self._link(d, k) for k in range(len(d.chain))]))
        a, b = d.players if seat == 0 else d.players[::-1]
        globals_ = GLOBALS.pack(a.lp / 8000, len(a.deck) / 40, len(a.extra) / 15, len(a.hand) / 10,
                                b.lp / 8000, len(b.deck) / 40, len(b.extra) / 15, len(b.hand) / 10,
                                d.turn / 100, 1.0 if d.tp == seat else 0.0, *_PHASE_ROWS.get(d.phase, _NO_PHASE),
                                len(d.chain) / 8)
        return self.board.seen(globals_)

    def _zones(self, d: Duel, p: int, part: int, pl: Player) -> None:
        """Remake the parts of the player's zones whose cards changed (the field's: at once after, `Field.moved`)."""
        was = self.zones[p]
        self.zones[p] = (pl.hand.copy(), pl.monsters.copy(), pl.spells.copy(), pl.field, pl.grave.copy(),
                         pl.banished.copy())
        mine = 1.0 if p == self.seat else 0.0
        hand_block, grave_block, banished_block, _ = self.blocks[p]
        if p == self.seat and pl.hand != hand_block.cards:
            self._block(d, hand_block, part, HAND, pl.hand, mine)
        if not was or (pl.monsters, pl.spells, pl.field) != was[1:4]:
            self.fields[p].moved = True
        if pl.grave != grave_block.cards:
            self._block(d, grave_block, part + 2, GRAVEYARD, pl.grave, mine)
        if pl.banished != banished_block.cards:
            self._block(d, banished_block, part + 3, BANISHED, pl.banished, mine)

    def _block(self, d: Duel, b: Block, part: int, zone: int, idxs: list[int], mine: float) -> None:
        """The rows of a zone off the field, kept by card object (index, `oid`): a card there shows the same row for
        as long as it stays (it is placed afresh, position, slot and data set anew, whenever it moves)."""
        cards = d.cards
        grown = b.grew(idxs)
        new = idxs[len(b.cards):] if grown else idxs
        keys = list(zip(new, map(OID, map(cards.__getitem__, new)), strict=True))

        def make(k: int) -> Entry:
            c = cards[new[k]]
            return self._row(d, c, mine, zone, d.sees(self.seat, c))

        b.show(self.board, part, None, idxs, entries(b.kept, keys, make), grown)

    def _field(self, d: Duel, f: Field, part: int, pl: Player, printed: bool) -> None:
        """Remake the rows of a player's field, looked up all at once by card, `STATE` and (when effects change
        some) ATK and DEF."""
        cards = d.cards
        taken = list(filter(TAKEN, (*pl.monsters, *pl.spells, pl.field)))
        objs = list(map(cards.__getitem__, taken))
        made_of: list[tuple[object, ...]] = list(zip(taken, map(STATE, objs), strict=True))
        gone = f.cards
        f.moved, f.printed, f.cards = False, printed, taken
        f.looks = list(map(LOOK, objs))
        stats = None
        if not printed:
            stats = list(map(self._stats, repeat(d), objs))
            made_of = [(*k, s) for k, s in zip(made_of, stats, strict=True)]
            f.with_stats = [c for c, s in zip(objs, stats, strict=True) if s]
            f.stats = [s for s in stats if s]
        rows = entries(self.on_field, made_of, lambda k: self._field_row(d, objs[k], None if stats is None else
                                                                         stats[k]))
        self.board.put(part, b"".join(map(DATA, rows)), gone, dict(zip(taken, map(ROW, rows), strict=True)))

    def _stats(self, d: Duel, c: Card) -> tuple[int, int] | None:
        """The ATK and DEF a card on the field shows: a monster's face-up in a monster zone."""
        if c.zone is Zone.MONSTERS and c.data.kind == "monster" and d.sees(self.seat, c):
            return d.atk(c), d.defense(c)
        return None

    def _field_row(self, d: Duel, c: Card, stats: tuple[int, int] | None) -> Entry:
        """A card's row on the field; `stats`: the ATK and DEF it shows, if known."""
        mine, zone = 1.0 if c.ctl == self.seat else 0.0, FIELD_ZONES[c.zone]
        if not d.sees(self.seat, c):
            return self.book.known.get(("hidden", mine, zone, c.slot)) or self._row(d, c, mine, zone, False)
        return self._row(d, c, mine, zone, True, stats)

    def _link(self, d: Duel, k: int) -> bytes:
        """The row of the chain's link `k`: who, its number, its card, how many targets."""
        book, link = self.book, d.chain[k]
        who = 1.0 if link.player == self.seat else 0.0
        name = d.cards[link.card].data.name_en
        ck = ("chain", who, link.number, name, len(link.targets))
        e = book.known.get(ck) or book.make(ck, [1.0, who, CHAIN / 8, link.number / 8, book.code(name), 0.0, 0.0,
                                                 len(link.targets) / 4, 0.0, 0.0, 0.0, 0.0, 0.0])
        return e[1]

    def _row(self, d: Duel, c: Card, mine: float, zone: int, seen: bool, stats: tuple[int, int] | None = None) -> Entry:
        """A card's row, made if it is not kept yet; `seen`: whether the seat sees the card, and `stats`: a monster's
        ATK and DEF now, when the caller knows them."""
        book = self.book
        if not seen:
            hk: Key = ("hidden", mine, zone, c.slot)
            r = hidden_row(mine, zone, c.slot + 1)
            r[STAT_A] = POSITIONS[Pos.SET]
            return book.known.get(hk) or book.make(hk, r)
        data = c.data
        monster = data.kind == "monster"
        atk, df = (stats or (d.atk(c), d.defense(c))) if monster and zone == MONSTERS else (None, None)
        # the printed card (kept alive by the book, so its id stays its own) or, for data made for now, no key
        k: Key | None = (id(data), mine, zone, c.slot, c.pos, atk, df) if data is c.base else None
        e = book.known.get(k) if k is not None else None
        if e is not None:
            return e
        shown = [(atk if atk is not None else data.atk or 0) / 1000, (df if df is not None else data.def_ or 0) / 1000,
                 (data.level or 0) / 12] if monster else [0.0, 0.0, 0.0]
        return book.make(k, [1.0, mine, zone / 8, (c.slot + 1) / 8, book.code(data.name_en),
                             KINDS.get(data.kind, 0.0), 0.0, POSITIONS[c.pos], *shown, 0.0, 0.0], data)
