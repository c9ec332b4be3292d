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

from arbiter.env.rows import STAT_A, Block, Entry, Key, Row, RowBook, Seen, hidden_row
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

HAND, MONSTERS, SPELLS, FIELD, GRAVEYARD, BANISHED, DECK_FACE_UP, CHAIN = range(1, 9)  # the zone column, x8
KINDS = {"monster": 1.0, "spell": 2.0, "trap": 3.0}
POSITIONS = {Pos.ATTACK: 1.0, Pos.DEFENSE: 2.0, Pos.SET: 3.0, Pos.UP: 4.0, Pos.NONE: 0.0}
PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2", "end")
OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon", "attack",
                "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop", "target", "tribute",
                "discard")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)
UP = Pos.UP


class OcgReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        # per player: the hand (the cards shown, of the opponent's), graveyard and banished cards
        self.blocks = [(Block(None), Block(None), Block(None)) for _ in (0, 1)]
        self.placed: dict[int, tuple[int, object, Entry]] = {}  # a card's row off the field: (oid, shown, row)
        # whether the seat sees a card on the field, by what `Duel.sees` reads of it (the object, its position and
        # controller), while the cards shown to the seat stay the same
        self.sees: dict[tuple[int, int, Pos, int], bool] = {}
        self.shown: frozenset[int] = frozenset()

    def read(self, d: Duel) -> Seen:
        seat, cards, book = self.seat, d.cards, self.book
        known, atk, defense = book.known, d.atk, d.defense
        parts: list[bytes] = []
        rows: list[dict[int, Row]] = []
        shown = d.shown_to(seat)
        if shown != self.shown:
            self.shown = shown
            self.sees.clear()
        seen_memo = self.sees
        for p, pl in enumerate(d.players):
            mine = 1.0 if p == seat else 0.0
            hand_block, grave_block, banished_block = self.blocks[p]
            hand = pl.hand if p == seat else [i for i in pl.hand if i in shown] if shown else None
            if hand:
                self._block(d, hand_block, HAND, hand, shown, mine, parts, rows)
            on_field: dict[int, Row] = {}
            for zone, idxs in ((MONSTERS, pl.monsters), (SPELLS, pl.spells), (FIELD, (pl.field,))):
                for i in idxs:
                    if i < 0:
                        continue
                    c = cards[i]
                    sk = (i, c.oid, c.pos, c.ctl)
                    seen = seen_memo.get(sk)
                    if seen is None:
                        seen = seen_memo[sk] = d.sees(seat, c)
                    if not seen:
                        e = known.get(("hidden", mine, zone, c.slot)) or self._row(d, c, mine, zone)
                    elif c.data is not c.base:  # made for now (a trap card treated as a monster): not kept
                        e = self._row(d, c, mine, zone)
                    elif zone == MONSTERS and c.data.kind == "monster":  # ATK and DEF as they are now
                        e = (known.get((id(c.base), mine, zone, c.slot, c.pos, atk(c), defense(c)))
                             or self._row(d, c, mine, zone))
                    else:
                        e = (known.get((id(c.base), mine, zone, c.slot, c.pos, None, None))
                             or self._row(d, c, mine, zone))
                    on_field[i] = e[0]
                    parts.append(e[1])
            if on_field:
                rows.append(on_field)
            if pl.grave:
                self._block(d, grave_block, GRAVEYARD, pl.grave, None, mine, parts, rows)
            if pl.banished:
                self._block(d, banished_block, BANISHED, pl.banished, None, mine, parts, rows)
            face_up = [i for i in pl.deck if cards[i].pos is UP]  # cards an effect turned face-up there: rare
            if face_up:
                entries = [self._row(d, cards[i], mine, DECK_FACE_UP) for i in face_up]
                parts += [e[1] for e in entries]
                rows.append({i: e[0] for i, e in zip(face_up, entries, strict=True)})
        for link in d.chain:  # who, its number, its card, how many targets
            who = 1.0 if link.player == seat else 0.0
            name = cards[link.card].data.name_en
            k = ("chain", who, link.number, name, len(link.targets))
            e = known.get(k) or book.make(k, [1.0, who, CHAIN / 8, link.number / 8, book.code(name), 0.0, 0.0,
                                               len(link.targets) / 4, 0.0, 0.0, 0.0, 0.0, 0.0])
            parts.append(e[1])
        a, b = d.players if seat == 0 else d.players[::-1]
        return Seen(parts, rows, [a.lp / 8000, len(a.deck) / 40, len(a.extra) / 15, len(a.hand) / 10,
                                  b.lp / 8000, len(b.deck) / 40, len(b.extra) / 15, len(b.hand) / 10,
                                  d.turn / 100, 1.0 if d.tp == seat else 0.0, *_PHASE_ROWS.get(d.phase, _NO_PHASE),
                                  len(d.chain) / 8])

    def _block(self, d: Duel, b: Block, zone: int, cards: list[int], shown: object, mine: float, parts: list[bytes],
               rows: list[dict[int, Row]]) -> None:
        """The rows of a zone off the field: remade only when its cards (or the cards shown to the seat) change."""
        if b.cards != cards or b.extra != shown:
            if b.extra != shown:
                b.reset(shown)
            placed = self.placed
            dc = d.cards

            def entries(new: list[int], _: int) -> list[Entry]:
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

    def _row(self, d: Duel, c: Card, mine: float, zone: int) -> Entry:
        """A card's row, made if it is not kept yet (`read` looks the kept ones up by the same keys)."""
        book = self.book
        if not d.sees(self.seat, c):
            hk: Key = ("hidden", mine, zone, c.slot)
            r = hidden_row(mine, zone, c.slot + 1)
            r[STAT_A] = POSITIONS[Pos.SET]
            return book.known.get(hk) or book.make(hk, r)
        data = c.data
        monster = data.kind == "monster"
        atk, df = (d.atk(c), d.defense(c)) if monster and zone == MONSTERS else (None, None)
        # the printed card (kept alive by the book, so its id stays its own) or, for data made for now, no key
        k: Key | None = (id(data), mine, zone, c.slot, c.pos, atk, df) if data is c.base else None
        e = book.known.get(k) if k is not None else None
        if e is not None:
            return e
        stats = [(atk if atk is not None else data.atk or 0) / 1000, (df if df is not None else data.def_ or 0) / 1000,
                 (data.level or 0) / 12] if monster else [0.0, 0.0, 0.0]
        return book.make(k, [1.0, mine, zone / 8, (c.slot + 1) / 8, book.code(data.name_en),
                             KINDS.get(data.kind, 0.0), 0.0, POSITIONS[c.pos], *stats, 0.0, 0.0], data)
