"""The board: zones, card objects in a duel, and the players' per-turn facts."""

from __future__ import annotations

from enum import IntEnum
from typing import Self

from arbiter.ocg.carddata import CardData


class Zone(IntEnum):
    DECK = 1
    HAND = 2
    MONSTERS = 3
    SPELLS = 4
    FIELD = 5
    GRAVE = 6
    BANISHED = 7
    EXTRA = 8
    GONE = 9  # where tokens go when they leave the field: nowhere


ON_FIELD = (Zone.MONSTERS, Zone.SPELLS, Zone.FIELD)

ZONE_KEYS: dict[str, Zone] = {
    "deck": Zone.DECK, "hand": Zone.HAND, "monsters": Zone.MONSTERS, "spells": Zone.SPELLS,
    "field": Zone.FIELD, "graveyard": Zone.GRAVE, "banished": Zone.BANISHED, "extra": Zone.EXTRA,
}
ZONE_NAMES = {**{z: k for k, z in ZONE_KEYS.items()}, Zone.GONE: "gone"}  # "gone": a token that left the field


class Pos(IntEnum):
    """A monster's battle position; spells and traps use UP / SET."""

    NONE = 0
    ATTACK = 1
    DEFENSE = 2
    SET = 3  # face-down defense, or a set spell/trap
    UP = 4  # a face-up spell/trap
    SET_ATTACK = 5  # face-down attack: only an effect that turns a monster face-down keeping its position makes one

    @property
    def face_down(self) -> bool:
        return self in (Pos.SET, Pos.SET_ATTACK)


class Card:
    """One physical card in a duel. `oid` changes whenever it leaves its zone: a new object."""

    __slots__ = ("active", "base", "battled_oid", "bp_attacked", "bp_attacks", "bp_oid", "counters", "ctl", "data",
                 "equipped_to", "gemini", "hand_kept", "hand_since", "idx", "label", "moved_at", "oid", "owner", "pos",
                 "since", "slot", "t_attacked", "t_battled", "t_entered", "t_pos_changed", "woken", "zone")

    def __new__(cls, *args: object) -> Self:
        return super().__new__(cls)  # `copy` makes a blank one with it (see kernel/copying.py)

    def __init__(self, idx: int, data: CardData, owner: int, label: str) -> None:
        self.idx = idx
        self.data = data  # what the card is now (a trap card treated as a monster has monster data)
        self.base = data  # what the card is printed as
        self.owner = owner
        self.ctl = owner
        self.label = label
        self.zone = Zone.DECK
        self.slot = -1
        self.pos = Pos.NONE
        self.oid = 0
        # the duel's moment (`Duel.moment`) in which this object began: one later than a trigger's event is a card
        # that moved after it
        self.moved_at = 0
        self.equipped_to = -1
        self.active = False  # a face-up continuous spell/trap whose activation has resolved
        # this object was gemini summoned, or an effect treats it so (`Duel.note_summon`)
        self.gemini = False
        # a continuous effect treats it as gemini summoned now, face-up on the field (「超合魔獣ラプテノス」): kept by
        # `Duel.statics`, with the continuous effects (`as_gemini` reads both)
        self.woken = False
        # when its continuous effects began to apply, (Duel.serial, the turn player then): where effects
        # conflict, the one applied first wins; None while a summon of it waits to succeed
        self.since: tuple[int, int] | None = (0, 0)
        # for a monster summoned or set from the hand, when it had entered the hand: an effect that applied to it there
        # and goes on applying on the field keeps the place it had among its effects (`InForce.order_of`)
        self.hand_since: tuple[int, int] | None = None
        # for such a monster set and turned face-up: those effects (card, effect number) that went on reaching it
        # face-down, the only ones that keep that place (「伝説の都 アトランティス」 begins anew at the flip); None: all
        self.hand_kept: frozenset[tuple[int, int]] | None = None
        self.counters: dict[str, int] = {}  # only on face-up cards on the field
        # the turn this object came onto the field (summoned or set), changed position by its
        # controller's will (a flip summon too), and declared an attack
        self.t_entered = 0
        self.t_pos_changed = 0
        self.t_attacked = 0
        self.t_battled = 0  # the turn it last took part in a damage calculation
        self.battled_oid = 0  # the object (`oid`) that took part in it (`battled_now`)
        # the physical card's record, kept when it leaves the field (「暗黒の扉」 counts an attacker that left): the
        # battle phase (Duel.battle_phases) in which it last attacked, the object (`oid`) that attacked then, and
        # how many of that object's attacks in it count against those it may make (an attack granted back,
        # `Duel.may_attack_again`, is not counted); `attacks_made` reads it for the object now
        self.bp_attacked = -1
        self.bp_oid = 0
        self.bp_attacks = 0

    def copy(self) -> Card:
        # attribute by attribute, not a loop over the slots: every clone of a duel copies each of its cards, and
        # getattr/setattr by name cost four times as much (tests/test_card_copy.py checks that no slot is left out);
        # one assignment each, as several in one build a tuple and take it apart (the copy cost 40% more)
        c = Card.__new__(Card)
        c.active = self.active
        c.base = self.base
        c.battled_oid = self.battled_oid
        c.bp_attacked = self.bp_attacked
        c.bp_attacks = self.bp_attacks
        c.bp_oid = self.bp_oid
        c.counters = self.counters.copy() if self.counters else self.counters
        c.ctl = self.ctl
        c.data = self.data
        c.equipped_to = self.equipped_to
        c.gemini = self.gemini
        c.hand_kept = self.hand_kept
        c.hand_since = self.hand_since
        c.idx = self.idx
        c.label = self.label
        c.moved_at = self.moved_at
        c.oid = self.oid
        c.owner = self.owner
        c.pos = self.pos
        c.since = self.since
        c.slot = self.slot
        c.t_attacked = self.t_attacked
        c.t_battled = self.t_battled
        c.t_entered = self.t_entered
        c.t_pos_changed = self.t_pos_changed
        c.woken = self.woken
        c.zone = self.zone
        return c

    def battled_now(self, turn: int) -> bool:
        """This object took part in a damage calculation in `turn`: not one that left the field and came back since,
        a new card (「リビングデッドの呼び声」 revives a monster destroyed in battle)."""
        return self.t_battled == turn and self.battled_oid == self.oid

    def attacks_made(self, phase: int) -> int:
        """The attacks this object declared in battle phase `phase`: none for a card that left the field and came
        back since, a new card (revived by 「リビングデッドの呼び声」 after it attacked)."""
        return self.bp_attacks if self.bp_attacked == phase and self.bp_oid == self.oid else 0

    @property
    def as_gemini(self) -> bool:
        """Whether this gemini monster counts as gemini summoned now: the one reading of it, for its effects
        (`Duel.dormant`) and for the name its text gives it then (`names.treat_as(..., where="gemini")`)."""
        return self.gemini or self.woken

    @property
    def face_up(self) -> bool:
        return self.pos in (Pos.ATTACK, Pos.DEFENSE, Pos.UP)

    @property
    def face_down(self) -> bool:
        return self.pos.face_down

    @property
    def hidden(self) -> bool:
        """Banished face-down (「タイムカプセル」, 「光の封札剣」): nothing of it is known, not even that it is a
        monster, so no effect targets it or picks it for what it is (docs/uncertain-rulings.md)."""
        return self.zone is Zone.BANISHED and self.pos.face_down

    @property
    def in_attack(self) -> bool:
        """In attack position, face-up or face-down."""
        return self.pos in (Pos.ATTACK, Pos.SET_ATTACK)

    @property
    def in_defense(self) -> bool:
        """A monster in defense position, face-up or face-down (a set monster)."""
        return self.pos in (Pos.DEFENSE, Pos.SET)

    @property
    def switched_pos(self) -> Pos:
        """The position an effect that changes this monster's battle position gives it: the other one, face-up (a
        face-down monster turns face-up too; face-down attack to face-up defense is a reading:
        docs/uncertain-rulings.md)."""
        return Pos.ATTACK if self.pos in (Pos.DEFENSE, Pos.SET) else Pos.DEFENSE

    @property
    def up_pos(self) -> Pos:
        """The position this face-down monster takes turned face-up, its battle position kept."""
        return Pos.ATTACK if self.pos is Pos.SET_ATTACK else Pos.DEFENSE

    @property
    def on_field(self) -> bool:
        return self.zone in ON_FIELD

    @property
    def equips_nothing(self) -> bool:
        """An equip spell card equipped to no monster: its activation found none it could equip (its target gone,
        or unaffected by it), so the rules send it to the graveyard as its chain ends."""
        return "equip" in self.data.subtypes and self.equipped_to < 0

    @property
    def trap_monster(self) -> bool:
        """A face-up trap monster: a trap card in a monster zone, which is still a trap card on the field (the
        effects that reach or count "spell and trap cards" reach and count it: docs/uncertain-rulings.md). A
        face-down one shows only a monster, and a card 「マジカルシルクハット」 set is a monster alone."""
        return self.zone is Zone.MONSTERS and self.face_up and self.base.kind == "trap" and "trap" in self.data.subtypes


class Player:
    """One player's zones (lists of card indexes) and per-turn facts."""

    __slots__ = ("banished", "deck", "did", "extra", "field", "gone", "grave", "hand", "lp", "monsters",
                 "normal_limit", "normal_summon_turn", "normal_summons", "second_normal_turn", "spells")

    def __new__(cls, *args: object) -> Self:
        return super().__new__(cls)  # `copy` makes a blank one with it (see kernel/copying.py)

    def __init__(self, lp: int) -> None:
        self.lp = lp
        self.deck: list[int] = []  # top of the deck is the end of the list
        self.hand: list[int] = []
        self.monsters: list[int] = [-1] * 5
        self.spells: list[int] = [-1] * 5
        self.field = -1
        self.grave: list[int] = []
        self.banished: list[int] = []
        self.extra: list[int] = []
        self.gone: list[int] = []
        # the last turn this player normal summoned or set, also beyond the turn's own normal summon (one an effect
        # allows or makes: `note_extra_summon`): what "not in a turn you normal summoned" reads
        # (「溶岩魔神ラヴァ・ゴーレム」)
        self.normal_summon_turn = 0
        self.normal_summons = 0  # how many normal summons and sets they made in that turn, those beyond not counted
        self.second_normal_turn = 0  # the turn in which an effect lets them normal summon twice (「二重召喚」)
        self.normal_limit = 2  # how many normal summons and sets they may make in that turn (「サモンチェーン」: 3)
        # the last turn this player did each of "summon" (a normal summon), "flip_summon", "special_summon",
        # "attack" (declared one), "battle_phase" (conducted one), "activate_spell" / "activate_trap" (activated a
        # spell / trap card) and "set_spell_trap" (set a card in a spell & trap or field zone): "in the turn you
        # activate this you cannot ..." (`Effect.turn_ban`) reads it
        self.did: dict[str, int] = {}

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.lp = self.lp
        p.deck = self.deck.copy()
        p.hand = self.hand.copy()
        p.monsters = self.monsters.copy()
        p.spells = self.spells.copy()
        p.field = self.field
        p.grave = self.grave.copy()
        p.banished = self.banished.copy()
        p.extra = self.extra.copy()
        p.gone = self.gone.copy()
        p.normal_summon_turn = self.normal_summon_turn
        p.normal_summons = self.normal_summons
        p.second_normal_turn = self.second_normal_turn
        p.normal_limit = self.normal_limit
        p.did = self.did  # replaced, never changed in place
        return p

    def may_normal_summon(self, turn: int) -> bool:
        """Whether this player may still normal summon or set in `turn`: once a turn, more often where an effect
        allows it this turn (`normal_limit` times)."""
        made = self.normal_summons if self.normal_summon_turn == turn else 0
        return made < (self.normal_limit if self.second_normal_turn == turn else 1)

    def note_normal_summon(self, turn: int) -> None:
        """This player normal summoned or set (a gemini's second summon too) in `turn`."""
        self.normal_summons = self.normal_summons + 1 if self.normal_summon_turn == turn else 1
        self.normal_summon_turn = turn

    def note_extra_summon(self, turn: int) -> None:
        """This player normal summoned or set in `turn` beyond the turn's own normal summon: by a summon an effect
        allows (「氷騎士」) or one an effect makes (「血の代償」). A normal summon made that turn, which leaves the
        turn's own normal summons as they were."""
        if self.normal_summon_turn != turn:
            self.normal_summons = 0
            self.normal_summon_turn = turn

    def pile(self, zone: Zone) -> list[int]:
        """The list behind a zone; monster/spell zones are fixed slots with -1 for empty."""
        if zone is Zone.DECK:
            return self.deck
        if zone is Zone.HAND:
            return self.hand
        if zone is Zone.MONSTERS:
            return self.monsters
        if zone is Zone.SPELLS:
            return self.spells
        if zone is Zone.GRAVE:
            return self.grave
        if zone is Zone.BANISHED:
            return self.banished
        if zone is Zone.EXTRA:
            return self.extra
        if zone is Zone.GONE:
            return self.gone
        raise ValueError(f"no pile for {zone}")

    def cards_in(self, zone: Zone) -> list[int]:
        if zone is Zone.FIELD:
            return [self.field] if self.field >= 0 else []
        pile = self.pile(zone)
        if zone is Zone.MONSTERS or zone is Zone.SPELLS:
            return [i for i in pile if i >= 0]
        return pile
