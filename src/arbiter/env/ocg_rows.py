"""One seat's card rows and global features in a Yu-Gi-Oh! OCG duel, as the game's view shows it.

The rows follow the view (`arbiter.ocg.view.view`) card for card, in its order: for each player, player 0 first,
the hand (the seat's own; of the opponent's, the cards shown to the seat), the monsters, the spells and traps, the
field spell, the graveyard, the banished cards and the cards face-up in the deck; then the chain's links. A card
the seat may not know (`Duel.sees`, the rule the view follows) gives a row with its place only. They are read
from the duel rather than from the view's dictionaries because that costs a fraction: off the field a zone's rows
are remade only when its cards change, and on the field a card's row is looked up by what it shows.

Columns after HIDDEN: position (1 attack, 2 defense, 3 set, 4 face-up spell or trap), ATK/1000, DEF/1000 (as now,
on the field), level/12; a chain link: its number of targets/4.
"""

from __future__ import annotations

from arbiter.env.rows import STAT_A, Block, Entry, RowBook, Seen, hidden_row, mine_first
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos, Zone

HAND, MONSTERS, SPELLS, FIELD, GRAVEYARD, BANISHED, DECK_FACE_UP, CHAIN = range(1, 9)  # the zone column, x8
KINDS = {"monster": 1.0, "spell": 2.0, "trap": 3.0}
POSITIONS = {Pos.ATTACK: 1.0, Pos.DEFENSE: 2.0, Pos.SET: 3.0, Pos.UP: 4.0, Pos.NONE: 0.0}
PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2", "end")
OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon", "attack",
                "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop", "target", "tribute",
                "discard")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)


class OcgReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        self.blocks: dict[tuple[int, int], Block] = {}
        self.placed: dict[int, tuple[int, object, Entry]] = {}  # a card's row off the field: (oid, extra, row)
        # cards face-up in each deck, read again only after a card moved or turned (Duel.next_oid, Duel.version)
        # or while there are some (a shuffle reorders them)
        self.decks_read = (-1, -1)
        self.face_up: tuple[list[int], list[int]] = ([], [])

    def read(self, d: Duel) -> Seen:
        seat, cards = self.seat, d.cards
        out = Seen()
        shown = d.shown_to(seat)
        now = (d.next_oid, d.version)
        if now != self.decks_read or self.face_up[0] or self.face_up[1]:
            self.decks_read = now
            self.face_up = ([i for i in d.players[0].deck if cards[i].pos is Pos.UP],
                            [i for i in d.players[1].deck if cards[i].pos is Pos.UP])
        for p, pl in enumerate(d.players):
            mine = 1.0 if p == seat else 0.0
            if p == seat:
                self._block(d, out, p, HAND, pl.hand, shown, mine)
            elif shown:
                self._block(d, out, p, HAND, [i for i in pl.hand if i in shown], shown, mine)
            self._each(d, out, mine, ((MONSTERS, pl.monsters), (SPELLS, pl.spells), (FIELD, (pl.field,))))
            self._block(d, out, p, GRAVEYARD, pl.grave, None, mine)
            self._block(d, out, p, BANISHED, pl.banished, None, mine)
            if self.face_up[p]:
                self._each(d, out, mine, ((DECK_FACE_UP, self.face_up[p]),))
        book = self.book
        for link in d.chain:  # who, its number, its card, how many targets
            who = 1.0 if link.player == seat else 0.0
            name = cards[link.card].data.name_en
            k = ("chain", who, link.number, name, len(link.targets))
            e = book.known.get(k) or book.make(k, [1.0, who, CHAIN / 8, link.number / 8, book.code(name), 0.0, 0.0,
                                                    len(link.targets) / 4, 0.0, 0.0, 0.0, 0.0, 0.0])
            out.add(e[1], {})
        a, b = d.players
        counts = [a.lp / 8000, len(a.deck) / 40, len(a.extra) / 15, len(a.hand) / 10,
                  b.lp / 8000, len(b.deck) / 40, len(b.extra) / 15, len(b.hand) / 10]
        out.globals = [*mine_first(counts, seat), d.turn / 100, 1.0 if d.tp == seat else 0.0,
                       *_PHASE_ROWS.get(d.phase, _NO_PHASE), len(d.chain) / 8]
        return out

    def _block(self, d: Duel, out: Seen, p: int, zone: int, cards: list[int], extra: object, mine: float) -> None:
        """The rows of a zone off the field: remade only when its cards (or `extra`) change."""
        if not cards:
            return
        b = self.blocks.get((p, zone))
        if b is None or b.extra != extra:
            b = self.blocks[(p, zone)] = Block(extra)
        if b.cards != cards:
            placed = self.placed
            dc = d.cards

            def entry(i: int, _: int) -> Entry:
                # a card off the field shows the same row for as long as it stays (the same object, `oid`): it
                # is placed afresh (position, slot and data set anew) whenever it moves
                kept = placed.get(i)
                oid = dc[i].oid
                if kept is not None and kept[0] == oid and kept[1] == extra:
                    return kept[2]
                e = self._row(d, dc[i], mine, zone)
                placed[i] = (oid, extra, e)
                return e

            b.update(cards, entry)
        out.add(b.data, b.rows)

    def _each(self, d: Duel, out: Seen, mine: float, zones: tuple[tuple[int, list[int] | tuple[int]], ...]) -> None:
        """The rows of cards that change where they are (turned, their ATK changed): read at every decision."""
        rows = {}
        data = []
        for zone, idxs in zones:
            for i in idxs:
                if i >= 0:
                    r, b = self._row(d, d.cards[i], mine, zone)
                    rows[i] = r
                    data.append(b)
        if data:
            out.add(b"".join(data), rows)

    def _row(self, d: Duel, c: Card, mine: float, zone: int) -> Entry:
        book = self.book
        if not d.sees(self.seat, c):
            k = ("hidden", mine, zone, c.slot)
            e = book.known.get(k)
            if e is None:
                r = hidden_row(mine, zone, c.slot + 1)
                r[STAT_A] = POSITIONS[Pos.SET]
                e = book.make(k, r)
            return e
        data = c.data
        monster = data.kind == "monster"
        atk, df = (d.atk(c), d.defense(c)) if monster and c.zone is Zone.MONSTERS else (None, None)
        key = (c.idx, mine, zone, c.slot, c.pos, atk, df) if data is c.base else None  # else: data made for now
        if key is not None and (e := book.known.get(key)) is not None:
            return e
        stats = [(atk if atk is not None else data.atk or 0) / 1000, (df if df is not None else data.def_ or 0) / 1000,
                 (data.level or 0) / 12] if monster else [0.0, 0.0, 0.0]
        return book.make(key, [1.0, mine, zone / 8, (c.slot + 1) / 8, book.code(data.name_en),
                               KINDS.get(data.kind, 0.0), 0.0, POSITIONS[c.pos], *stats, 0.0, 0.0])
