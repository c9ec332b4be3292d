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

from arbiter.env.rows import STAT_A, Block, Key, Row, RowBook, Seen, hidden_row
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos, Zone

HAND, MONSTERS, SPELLS, FIELD, GRAVEYARD, BANISHED, DECK_FACE_UP, CHAIN = range(1, 9)  # the zone column, x8
ON_FIELD = {Zone.MONSTERS: MONSTERS, Zone.SPELLS: SPELLS, Zone.FIELD: FIELD}
KINDS = {"monster": 1.0, "spell": 2.0, "trap": 3.0}
POSITIONS = {Pos.ATTACK: 1.0, Pos.DEFENSE: 2.0, Pos.SET: 3.0, Pos.UP: 4.0, Pos.NONE: 0.0, Pos.SET_ATTACK: 5.0}
PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2", "end")
OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon", "attack",
                "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop", "target", "tribute",
                "discard")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)
UP = Pos.UP
FieldRow = tuple[tuple[object, ...], bool, tuple[int, int] | None, Row]  # `OcgReader.field`


class OcgReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        # per player: the hand (the cards shown, of the opponent's), graveyard and banished cards
        self.blocks = [(Block(None), Block(None), Block(None)) for _ in (0, 1)]
        self.placed: dict[int, tuple[int, object, Row]] = {}  # a card's row off the field: (oid, shown, row)
        # per player, the row of a card on their field by its index, with what the row was made of: the card
        # object (`oid`; a new one in another zone), position, slot and data (the player's lists fix the
        # controller); and, for a face-up monster, the ATK and DEF it showed (None: as printed,
        # `Duel.stats_as_printed`). Kept while the cards shown to the seat stay the same (whether the seat sees a
        # card on the field depends on them: `Duel.sees`), and while ATK and DEF stay as printed or not
        self.field: list[dict[int, FieldRow]] = [{}, {}]
        self.shown: frozenset[int] = frozenset()
        self.printed = True  # whether ATK and DEF were the printed ones at the last read (the field rows kept)

    def read(self, d: Duel) -> Seen:
        seat, cards, book = self.seat, d.cards, self.book
        parts: list[bytes] = []
        rows: list[dict[int, Row]] = []
        shown = d.shown_to(seat)
        printed = d.stats_as_printed()
        if shown != self.shown or printed != self.printed:
            self.shown, self.printed = shown, printed
            for memo in self.field:
                memo.clear()
        changed = not printed  # an effect changes some ATK or DEF: a face-up monster's are asked at each read
        atk, defense = d.atk, d.defense
        for p, pl in enumerate(d.players):
            mine = 1.0 if p == seat else 0.0
            hand_block, grave_block, banished_block = self.blocks[p]
            # of the opponent's hand, the cards shown to the seat or open to it (`Duel.sees`), as the view lists them
            hand = pl.hand if p == seat else [i for i in pl.hand if i in shown or d.sees(seat, cards[i])] if (
                shown or d.any_open_hand) else None
            if hand:
                if hand_block.cards == hand and hand_block.extra == shown:  # `_block`'s test, without the call
                    parts.append(hand_block.data)
                    rows.append(hand_block.rows)
                else:
                    self._block(d, hand_block, HAND, hand, shown, mine, parts, rows)
            on_field: dict[int, Row] = {}
            memo = self.field[p]
            for i in [*pl.monsters, *pl.spells, pl.field]:  # the view's order: monsters, spells and traps, field
                if i >= 0:
                    c = cards[i]
                    k = (c.oid, c.pos, c.slot, c.data)
                    m = memo.get(i)
                    if m is None or m[0] != k or (changed and m[1] and m[2] != (atk(c), defense(c))):
                        m = memo[i] = self._field_row(d, c, k, mine, printed)
                    on_field[i] = r = m[3]
                    parts.append(r)
            if on_field:
                rows.append(on_field)
            grave, banished = pl.grave, pl.banished
            if grave:
                if grave_block.cards == grave:  # the graveyard's and banished cards' blocks have no `extra`
                    parts.append(grave_block.data)
                    rows.append(grave_block.rows)
                else:
                    self._block(d, grave_block, GRAVEYARD, grave, None, mine, parts, rows)
            if banished:
                if banished_block.cards == banished:
                    parts.append(banished_block.data)
                    rows.append(banished_block.rows)
                else:
                    self._block(d, banished_block, BANISHED, banished, None, mine, parts, rows)
            # cards an effect turned face-up there: rare, looked for only once a duel has had one
            face_up = [i for i in pl.deck if cards[i].pos is UP] if d.deck_face_up else None
            if face_up:
                entries = [self._row(d, cards[i], mine, DECK_FACE_UP) for i in face_up]
                parts += entries
                rows.append(dict(zip(face_up, entries, strict=True)))
        known = book.known
        for link in d.chain:  # who, its number, its card, how many targets
            who = 1.0 if link.player == seat else 0.0
            name = cards[link.card].data.name_en
            ck = ("chain", who, link.number, name, len(link.targets))
            r = known.get(ck) or book.make(ck, [1.0, who, CHAIN / 8, link.number / 8, book.code(name), 0.0, 0.0,
                                               len(link.targets) / 4, 0.0, 0.0, 0.0, 0.0, 0.0])
            parts.append(r)
        a, b = d.players if seat == 0 else d.players[::-1]
        return parts, rows, [a.lp / 8000, len(a.deck) / 40, len(a.extra) / 15, len(a.hand) / 10,
                                  b.lp / 8000, len(b.deck) / 40, len(b.extra) / 15, len(b.hand) / 10,
                                  d.turn / 100, 1.0 if d.tp == seat else 0.0, *_PHASE_ROWS.get(d.phase, _NO_PHASE),
                             len(d.chain) / 8]

    def _field_row(self, d: Duel, c: Card, k: tuple[object, ...], mine: float, printed: bool) -> FieldRow:
        """A card's row on the field, with what `read` checks before it uses it again."""
        zone = ON_FIELD[c.zone]
        if not d.sees(self.seat, c):
            return (k, False, None, self.book.known.get(("hidden", mine, zone, c.slot)) or self._row(d, c, mine, zone,
                                                                                                    False))
        data = c.data
        shows_stats = zone == MONSTERS and data.kind == "monster"  # ATK and DEF as they are now
        # while no effect changes ATK or DEF they are the printed ones (`Duel.atk`), not worth asking the duel
        stats = ((data.atk or 0, data.def_ or 0) if printed else (d.atk(c), d.defense(c))) if shows_stats else None
        return (k, shows_stats, None if printed else stats, self._row(d, c, mine, zone, True, stats))

    def _block(self, d: Duel, b: Block, zone: int, cards: list[int], shown: object, mine: float, parts: list[bytes],
               rows: list[dict[int, Row]]) -> None:
        """The rows of a zone off the field: remade only when its cards (or the cards shown to the seat) change."""
        if b.cards != cards or b.extra != shown:
            if b.extra != shown:
                b.reset(shown)
            placed = self.placed
            dc = d.cards

            def entries(new: list[int], _: int) -> list[Row]:
                # a card off the field shows the same row for as long as it stays (the same object, `oid`): it
                # is placed afresh (position, slot and data set anew) whenever it moves
                out = []
                for i in new:
                    kept = placed.get(i)
                    oid = dc[i].oid
                    if kept is None or kept[0] != oid or kept[1] != shown:
                        kept = placed[i] = (oid, shown, self._row(d, dc[i], mine, zone))
                    out.append(kept[2])
                return out

            b.update(cards, entries)
        parts.append(b.data)
        rows.append(b.rows)

    def _row(self, d: Duel, c: Card, mine: float, zone: int, seen: bool | None = None,
             stats: tuple[int, int] | None = None) -> Row:
        """A card's row, made if it is not kept yet (`read` looks the kept ones up by the same keys); `seen`:
        whether the seat sees the card, and `stats`: a monster's ATK and DEF now, when the caller knows them."""
        book = self.book
        if not (d.sees(self.seat, c) if seen is None else seen):
            # a face-down attack position is public, as any battle position is
            down = Pos.SET_ATTACK if c.pos is Pos.SET_ATTACK else Pos.SET
            hk: Key = ("hidden", mine, zone, c.slot, down)
            hidden = hidden_row(mine, zone, c.slot + 1)
            hidden[STAT_A] = POSITIONS[down]
            return book.known.get(hk) or book.make(hk, hidden)
        data = c.data
        monster = data.kind == "monster"
        atk, df = (stats or (d.atk(c), d.defense(c))) if monster and zone == MONSTERS else (None, None)
        # the printed card (kept alive by the book, so its id stays its own) or, for data made for now, no key
        k: Key | None = (id(data), mine, zone, c.slot, c.pos, atk, df) if data is c.base else None
        r = book.known.get(k) if k is not None else None
        if r is not None:
            return r
        shown = [(atk if atk is not None else data.atk or 0) / 1000, (df if df is not None else data.def_ or 0) / 1000,
                 (data.level or 0) / 12] if monster else [0.0, 0.0, 0.0]
        return book.make(k, [1.0, mine, zone / 8, (c.slot + 1) / 8, book.code(data.name_en),
                             KINDS.get(data.kind, 0.0), 0.0, POSITIONS[c.pos], *shown, 0.0, 0.0], data)
