"""One seat's card rows and global features in a Duel Masters duel, as the game's view shows it.

The rows follow the view (`arbiter.dm.view.view`) card for card, in its order: for each player, player 0 first,
the hand (the seat's own only), the mana zone, the shields (face down to both players: a place, and whether a
castle fortifies it), the battle zone and the graveyard. As in OCG (ocg_rows.py) they are read from the duel, and
each zone's rows are remade only when what they are made of changes.

Columns after HIDDEN: cost/10, power/10000 (as now, in the battle zone), tapped, summoning sick, blocker, breaker/3
(a shield: a castle on it, in the last column).
"""

from __future__ import annotations

import struct
from itertools import repeat
from operator import attrgetter

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, Zone
from arbiter.env.rows import DATA, ROW, STAT_F, Block, Board, Entry, Key, RowBook, Seen, entries, hidden_row

HAND, MANA, SHIELDS, BATTLE, GRAVEYARD = range(1, 6)  # the zone column, x8
KINDS = {"creature": 1.0, "evolution": 2.0, "spell": 3.0, "castle": 4.0, "cross_gear": 5.0}
PHASES = ("start", "draw", "mana", "main", "attack", "end")
OPTION_KINDS = ("attack", "block", "bottom", "break", "cast", "charge", "count", "cross", "discard", "evolve",
                "fortify", "look", "name", "ninja", "no", "order", "phase", "pick", "replace", "shield_force",
                "strigger", "strigger_order", "summon", "trigger", "yes")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)
GLOBALS = struct.Struct(f"{10 + 2 + len(PHASES)}f")
_TAPPED = attrgetter("tapped")
PARTS_PER_PLAYER = 5  # the board's parts: per player the hand, mana, shields, battle zone and graveyard


class DmReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        self.board = Board(2 * PARTS_PER_PLAYER)
        # per player: the hand (the seat's own), mana, shields and graveyard
        self.blocks = [(Block(), Block(), Block(), Block()) for _ in (0, 1)]
        self.battle: list[list[Entry]] = [[], []]  # each player's battle zone as last read
        self.battle_cards: list[list[int]] = [[], []]
        self.battle_reads: tuple[object, ...] = ()  # what its rows were made of (`Duel.battle_reads`)

    def read(self, d: Duel) -> Seen:
        seat, cards = self.seat, d.cards
        # the shields the castles fortify (most duels have no castle)
        forts = tuple((p, cards[i].fort) for p, pl in enumerate(d.players) for i in pl.piles[Zone.CASTLE])
        part = 0
        counts: list[int] = []
        reads = d.battle_reads()
        battle_changed = reads != self.battle_reads
        self.battle_reads = reads
        for p, pl in enumerate(d.players):
            mine = 1.0 if p == seat else 0.0
            piles = pl.piles
            hand_block, mana_block, shields_block, grave_block = self.blocks[p]
            if p == seat and piles[Zone.HAND] != hand_block.cards:
                self._block(d, hand_block, part, HAND, piles[Zone.HAND], mine)
            mana = piles[Zone.MANA]
            tapped = list(map(_TAPPED, map(cards.__getitem__, mana)))
            if mana != mana_block.cards or tapped != mana_block.made_of:
                self._block(d, mana_block, part + 1, MANA, mana, mine, tapped)
            shields = piles[Zone.SHIELDS]
            if shields != shields_block.cards or forts != shields_block.made_of:
                self._shields(d, shields_block, part + 2, shields, forts, mine)
            if battle_changed:
                self._battle(d, p, part + 3, piles[Zone.BATTLE], mine)
            if piles[Zone.GRAVE] != grave_block.cards:
                self._block(d, grave_block, part + 4, GRAVEYARD, piles[Zone.GRAVE], mine)
            counts += (len(shields), len(piles[Zone.DECK]), len(piles[Zone.HAND]), len(mana), tapped.count(False))
            part += PARTS_PER_PLAYER
        per = [[n / 5, deck / 40, hand / 10, m / 10, untapped / 10]
               for n, deck, hand, m, untapped in (counts[:5], counts[5:])]
        globals_ = GLOBALS.pack(*per[seat], *per[1 - seat], d.turn / 100, 1.0 if d.tp == seat else 0.0,
                                *_PHASE_ROWS.get(d.phase, _NO_PHASE))
        return self.board.seen(globals_)

    def _block(self, d: Duel, b: Block, part: int, zone: int, idxs: list[int], mine: float,
               tapped: list[bool] | None = None) -> None:
        """The rows of a zone off the battle zone, kept by card, place in the zone and (mana) whether it is tapped:
        a card's row there is made of those only."""
        made_of = tapped
        grown = b.grew(idxs) and (tapped is None or tapped[:len(b.cards)] == b.made_of)
        first = len(b.cards) if grown else 0
        new = idxs[first:]
        keys: list[tuple[int, int, bool]] = list(zip(new, range(first, len(idxs)), tapped[first:] if tapped
                                                     is not None else repeat(False), strict=False))

        def make(k: int) -> Entry:
            i, slot, t = keys[k]
            c = d.cards[i]
            rk = (id(c.defn), mine, zone, slot, t)
            return self.book.known.get(rk) or self._make(d, rk, c, mine, zone, slot, c.defn.power if
                                                         c.defn.is_creature else 0, t, False, False, 0)

        b.show(self.board, part, made_of, idxs, entries(b.kept, keys, make), grown)

    def _shields(self, d: Duel, b: Block, part: int, shields: list[int], forts: object, mine: float) -> None:
        """The shields' rows: a place, and whether a castle fortifies it."""
        book = self.book
        new = []
        for slot, i in enumerate(shields):
            castle = bool(forts) and any(d.cards[k].fort == i for k in d.players[d.cards[i].owner].piles[Zone.CASTLE])
            k: Key = ("shield", mine, slot, castle)
            e = book.known.get(k)
            if e is None:
                r = hidden_row(mine, SHIELDS, slot)
                r[STAT_F] = 1.0 if castle else 0.0
                e = book.make(k, r)
            new.append(e)
        b.show(self.board, part, forts, shields, new)

    def _battle(self, d: Duel, p: int, part: int, battle: list[int], mine: float) -> None:
        """The battle zone's rows, made of each creature's power, tapped flag, summoning sickness and blocker
        as the duel says they are now: asked when what they are made of changed (`Duel.battle_reads`)."""
        known, cards = self.book.known, d.cards
        new = []
        for slot, i in enumerate(battle):
            c = cards[i]
            creature = c.defn.is_creature
            power = d.power(c) if creature else 0
            sick = creature and d.sick(c)
            blocker = creature and d.is_blocker(c)
            k = ("battle", id(c.defn), mine, slot, power, c.tapped, sick, blocker)
            new.append(known.get(k) or self._make(d, k, c, mine, BATTLE, slot, power, c.tapped, sick, blocker,
                                                  c.defn.breaker))
        if new != self.battle[p] or battle != self.battle_cards[p]:
            self.board.put(part, b"".join(map(DATA, new)), self.battle_cards[p],
                           dict(zip(battle, map(ROW, new), strict=True)))
            self.battle[p], self.battle_cards[p] = new, list(battle)

    def _make(self, d: Duel, k: Key, c: Card, mine: float, zone: int, slot: int, power: int, tapped: bool,
              sick: bool, blocker: bool, breaker: int) -> Entry:
        book = self.book
        return book.make(k, [1.0, mine, zone / 8, slot / 8, book.code(d.refs[c.idx].name_en),
                             KINDS.get(c.defn.kind, 0.0), 0.0, c.defn.cost / 10, power / 10000, float(tapped),
                             float(sick), float(blocker), breaker / 3], c.defn)
