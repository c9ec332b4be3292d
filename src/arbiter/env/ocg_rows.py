"""One seat's card rows and global features in a Yu-Gi-Oh! OCG duel, as the game's view shows it.

The rows follow the view (`arbiter.ocg.view.view`) card for card, in its order: for each player, player 0 first,
the hand (the seat's own; of the opponent's, the cards shown to the seat), the monsters, the spells and traps, the
field spell, the graveyard, the banished cards and the cards face-up in the deck; then the chain's links. A card
the seat may not know (`Duel.sees`, the rule the view follows) gives a row with its place only. They are read
from the duel rather than from the view's dictionaries because that costs a fraction: a card's row is kept from one
read to the next and remade only when the duel notes that the card changed (`Duel.touched`: its place, controller,
position or data), when the cards shown to the seat change or the graveyards are hidden from it or shown again
(「クイズ」), or, for a monster's ATK and DEF, when an effect changes them. The rows of each zone are kept joined too
(a part), and a part is joined again only when a card that was in it or is in it now was noted: a read that finds
nothing noted gives the cards it gave before without a step.

Columns after HIDDEN: position (1 attack, 2 defense, 3 set, 4 face-up spell or trap), ATK/1000, DEF/1000 (as now,
on the field), level/12; a chain link: its number of targets/4.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from arbiter.env.rows import NO_CARD, STAT_A, Key, Row, RowBook, Seen, hidden_row
from arbiter.ocg.carddata import UnknownCardError, default_db
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.view import shown_names

# the zone column, x8 (EXTRA_DECK: only an option's card, `OcgReader.unlisted`)
HAND, MONSTERS, SPELLS, FIELD, GRAVEYARD, BANISHED, DECK_FACE_UP, CHAIN, EXTRA_DECK = range(1, 10)
COLUMN = {Zone.HAND: HAND, Zone.MONSTERS: MONSTERS, Zone.SPELLS: SPELLS, Zone.FIELD: FIELD, Zone.GRAVE: GRAVEYARD,
          Zone.BANISHED: BANISHED, Zone.DECK: DECK_FACE_UP}
KINDS = {"monster": 1.0, "spell": 2.0, "trap": 3.0}
POSITIONS = {Pos.ATTACK: 1.0, Pos.DEFENSE: 2.0, Pos.SET: 3.0, Pos.UP: 4.0, Pos.NONE: 0.0, Pos.SET_ATTACK: 5.0}
PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:damage", "battle:end", "main2", "end")
OPTION_KINDS = ("activate", "summon", "set", "setst", "flip_summon", "change_position", "special_summon", "attack",
                "phase", "pass", "yes", "no", "position", "pay", "declare", "retarget", "stop", "target", "tribute",
                "discard")
_PHASE_ROWS = {ph: [1.0 if ph == other else 0.0 for other in PHASES] for ph in PHASES}
_NO_PHASE = [0.0] * len(PHASES)
GLOBALS = struct.Struct(f"{10 + len(PHASES) + 1}f")  # life, deck, extra deck and hand of each, the turn, whose, the
# phase, the chain's length
UP = Pos.UP
# never in a seat's rows: the seat's view lists its own extra deck (`extra_deck`), but an agent knows it from its
# deck list, and the rows keep its count only (as they do of the opponent's)
UNLISTED = (Zone.EXTRA, Zone.GONE)
# the parts a seat's card rows are joined from, in the view's order: each player's hand, monsters, spells and traps,
# field spell, graveyard, banished cards and face-up deck cards, player 0 first; a card's part: its controller's
# (whose zone holds it) PART_OF its zone, plus PARTS for player 1
PART_OF = {Zone.HAND: 0, Zone.MONSTERS: 1, Zone.SPELLS: 2, Zone.FIELD: 3, Zone.GRAVE: 4, Zone.BANISHED: 5,
           Zone.DECK: 6}
PARTS = len(PART_OF)
ALL_PARTS = range(2 * PARTS)


class OcgReader:
    """One seat's rows of one duel, kept from one decision to the next."""

    def __init__(self, seat: int, book: RowBook) -> None:
        self.seat = seat
        self.book = book
        # the duel's list of changed cards the rows follow, and how much of it: a duel that goes back to a copy of
        # itself (to ask a question again) takes the copy's list, and then every row is remade
        self.touched: list[int] | None = None
        self.at = 0
        # the row of each card the seat has one for, by index (-1, no card: empty, so the empty zones of a field
        # put together with the rest give nothing): what options look their cards up in
        self.row_of: dict[int, Row] = {-1: NO_CARD}
        self.part_of: dict[int, int] = {}  # the part each card with a row is in
        self.parts = [b""] * len(ALL_PARTS)  # each part's rows, joined
        self.lists: list[list[int] | None] = []  # each part's cards, where a list of the duel holds them as shown
        self.dirty: set[int] = set()  # the parts to join again at this read
        self.cards = b""  # the parts joined
        self.shown: frozenset[int] = frozenset()
        self.graves_hidden = False  # whether an effect keeps the seat from looking at the graveyards (「クイズ」)
        # whether no card is shown to the seat, no hand is open, the graveyards are not hidden from it and no effect
        # changes ATK or DEF: then what a card is, where and how gives the seat's row and part of it, kept by those
        # in the book from duel to duel
        self.plain = True
        self.placed: dict[Key, tuple[Row, int] | tuple[()]] = book.placed[seat]
        self.printed = True  # whether ATK and DEF were the printed ones at the last read
        # while some are not: the ATK and DEF each monster's row shows, to be checked at each read
        self.stats: dict[int, tuple[int, int]] = {}

    def read(self, d: Duel) -> Seen:
        seat, cards, dirty = self.seat, d.cards, self.dirty
        shown = d.shown_to(seat)
        printed = d.stats_as_printed()
        touched = d.touched
        graves_hidden = d.graves_hidden_from(seat)
        self.plain = printed and not shown and not d.any_open_hand and not graves_hidden
        if touched is not self.touched or shown != self.shown or graves_hidden != self.graves_hidden:
            self.touched, self.shown, self.printed = touched, shown, printed
            self.graves_hidden = graves_hidden
            self.part_of.clear()
            self.stats.clear()
            self.row_of = {-1: NO_CARD}
            for c in cards:
                if c.zone is not Zone.DECK or c.pos is UP:  # (a card in a deck face-down has no row)
                    self._card(d, c)
            dirty.update(ALL_PARTS)
            # the lists of the duel's zones the parts show as they are (the duel changes them in place; a copy of
            # it has lists of its own, and a list of changed cards of its own too)
            self.lists = [lst for p, pl in enumerate(d.players) for lst in (
                pl.hand if p == seat else None, pl.monsters, pl.spells, None, pl.grave, pl.banished, None)]
        else:
            if printed != self.printed:  # of what an effect changes, only a monster's row shows something
                self.printed = printed
                for pl in d.players:
                    for i in pl.monsters:
                        if i >= 0:
                            self._card(d, cards[i])
            if len(touched) > self.at:
                for i in set(touched[self.at:]):
                    self._card(d, cards[i])
        self.at = len(touched)
        if not printed:  # an effect changes some ATK or DEF: those the rows show are checked
            atk, defense, stats = d.atk, d.defense, self.stats
            for i in [i for i, s in stats.items() if s != (atk(cards[i]), defense(cards[i]))]:
                self._card(d, cards[i])
        # of the opponent's hand, the cards shown or open to the seat: which they are changes with no card noted
        open_hand = bool(shown) or d.any_open_hand
        if open_hand:
            dirty.add(PARTS * (1 - seat))
        if d.deck_face_up:  # cards an effect turned face-up in a deck: their order there changes as it is shuffled
            dirty.update((PART_OF[Zone.DECK], PARTS + PART_OF[Zone.DECK]))
        if dirty:
            parts, row_of, lists = self.parts, self.row_of, self.lists
            for k in list(dirty):  # (an opened hand's cards may get their rows now: `_open_hand`)
                cards_k = lists[k]
                parts[k] = b"".join(map(row_of.__getitem__, cards_k if cards_k is not None else
                                        self._listed(d, k, open_hand)))
            dirty.clear()
            self.cards = b"".join(parts)
        blob = self.cards
        if d.chain:
            blob += b"".join([self._link(d, link) for link in d.chain])
        a, b = d.players if seat == 0 else d.players[::-1]
        return blob, self.row_of, GLOBALS.pack(
            a.lp / 8000, len(a.deck) / 40, len(a.extra) / 15, len(a.hand) / 10, b.lp / 8000, len(b.deck) / 40,
            len(b.extra) / 15, len(b.hand) / 10, d.turn / 100, 1.0 if d.tp == seat else 0.0,
            *_PHASE_ROWS.get(d.phase, _NO_PHASE), len(d.chain) / 8)

    def _listed(self, d: Duel, k: int, open_hand: bool) -> Sequence[int]:
        """The cards of part `k` the seat has rows for, in the view's order, where no list of the duel holds them as
        shown (`lists`): the opponent's hand, the field spell, the cards face-up in a deck."""
        p, z = divmod(k, PARTS)
        pl = d.players[p]
        if z == 0:  # of the opponent's hand only the cards shown or open to the seat
            return self._open_hand(d, pl.hand) if open_hand else ()
        if z == 3:
            return (pl.field,)
        cards = d.cards
        return [i for i in pl.deck if cards[i].pos is UP]

    def _card(self, d: Duel, c: Card) -> None:
        """Make the row of a card that changed, or drop it where the seat has no row for the card."""
        i, part_of = c.idx, self.part_of
        was = part_of.pop(i, None)
        if was is not None:  # the part it was in
            self.dirty.add(was)
        data = c.data
        if self.plain and data is c.base:
            # on a plain board what the card's printed data, place, controller and position are gives its row
            key = (id(data), c.zone, c.ctl, c.slot, c.pos)
            got = self.placed.get(key)
            if got is None:
                got = self.placed[key] = self._placed(d, c)
                self.book.keep(data)
        else:
            got = self._placed(d, c)
        if got:
            self.row_of[i], part_of[i] = got
            self.dirty.add(got[1])
        else:
            self.row_of.pop(i, None)

    def _placed(self, d: Duel, c: Card) -> tuple[Row, int] | tuple[()]:
        """A card's row and part, or none where the seat has no row for the card (a deck, the extra deck, gone;
        the opponent's hand, but the cards shown or open to the seat)."""
        i, z, stats = c.idx, c.zone, self.stats
        stats.pop(i, None)
        if z in UNLISTED or (z is Zone.DECK and c.pos is not UP) or (
                z is Zone.HAND and c.ctl != self.seat and i not in self.shown and not d.sees(self.seat, c)):
            return ()
        part = PARTS * c.ctl + PART_OF[z]
        mine = 1.0 if c.ctl == self.seat else 0.0
        if z is not Zone.MONSTERS:
            return self._row(d, c, mine, COLUMN[z]), part
        if not d.sees(self.seat, c):
            return self._row(d, c, mine, MONSTERS, False), part
        data = c.data
        s = None
        if data.kind == "monster":  # its ATK and DEF as they are now (`Duel.atk`), the printed ones if no effect
            # changes any
            if self.printed:
                s = (data.atk or 0, data.def_ or 0)
            else:
                s = stats[i] = (d.atk(c), d.defense(c))
        return self._row(d, c, mine, MONSTERS, True, s), part

    def unlisted(self, d: Duel, i: int) -> Row | None:
        """The row of card `i`, which the seat has none for, as an option's card: where the view names it in the
        option's words (`ocg.view.describe`: a card of the seat's own deck it searches, one of its extra deck),
        its row with zone 7 (deck) or 9 (extra deck); None for a card the seat may not name."""
        c = d.cards[i]
        seat = self.seat
        if c.zone not in (Zone.DECK, Zone.EXTRA) or not (d.sees(seat, c) or (
                c.zone is Zone.DECK and c.owner == seat)):
            return None
        return self._row(d, c, 1.0 if c.ctl == seat else 0.0, DECK_FACE_UP if c.zone is Zone.DECK else EXTRA_DECK,
                         True)

    def seen_ids(self, d: Duel) -> set[int]:
        """The passcodes of the cards the seat sees now outside the decks: the names a policy is offered first when
        it declares one (`Observer.offered`), as the agents declare them (`ocg.view.shown_names`)."""
        return shown_names(d, self.seat)

    def name_code(self, d: Duel, kind: str, card: int, target: object) -> float | None:
        """The code of the card name an option names: one to declare (kind "declare", the name's passcode its
        `target`); None for any other option."""
        if kind != "declare" or not isinstance(target, int) or target <= 0:
            return None
        try:
            return self.book.code(default_db().get(target).name_en)
        except UnknownCardError:
            return None

    def _open_hand(self, d: Duel, hand: list[int]) -> list[int]:
        """The cards of the opponent's hand the seat may see now, their rows made or dropped: an effect that opens
        a hand does so without touching its cards."""
        seat, shown, cards, row_of = self.seat, self.shown, d.cards, self.row_of
        seen = [i for i in hand if i in shown or d.sees(seat, cards[i])]
        for i in hand:
            if i not in seen:
                row_of.pop(i, None)
                self.part_of.pop(i, None)
            elif i not in row_of:
                self._card(d, cards[i])
        return seen

    def _link(self, d: Duel, link: ChainLink) -> Row:
        """A chain link's row: who, its number, its card, how many targets."""
        book = self.book
        who = 1.0 if link.player == self.seat else 0.0
        name = d.cards[link.card].data.name_en
        k = ("chain", who, link.number, name, len(link.targets))
        return book.known.get(k) or book.make(k, [1.0, who, CHAIN / 8, link.number / 8, book.code(name), 0.0, 0.0,
                                                  len(link.targets) / 4, 0.0, 0.0, 0.0, 0.0, 0.0])

    def _row(self, d: Duel, c: Card, mine: float, zone: int, seen: bool | None = None,
             stats: tuple[int, int] | None = None) -> Row:
        """A card's row, taken from the book if it has one of the same things; `seen`: whether the seat sees the
        card, and `stats`: a monster's ATK and DEF now, when the caller knows them."""
        book = self.book
        if not (d.sees(self.seat, c) if seen is None else seen):
            # a face-down attack position is public, as any battle position is
            down = Pos.SET_ATTACK if c.pos is Pos.SET_ATTACK else Pos.SET
            hk: Key = ("hidden", mine, zone, c.slot, down)
            r = book.known.get(hk)
            if r is None:
                hidden = hidden_row(mine, zone, c.slot + 1)
                hidden[STAT_A] = POSITIONS[down]
                r = book.make(hk, hidden)
            return r
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
