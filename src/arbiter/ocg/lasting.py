"""What effects leave behind: one kind of record in one collection (DESIGN.md decision 6).

A `Lasting` says where it came from (`source`, the card object whose effect left it, and `player`, whose
effect it is), what it applies to (one card object, `card`; a player, `to_player`; or, for an effect left
behind, that effect's own `affects` filter), what it changes or forbids (`change`, one of the small types
below), when it began (`since`, the order of continuous effects of `continuous.py`), how long it lasts
(`until`) and what happens when it ends (`then`).

The duel keeps them all in one `Lastings` (`Duel.lasting`). Rules and cards ask it through `Duel`'s queries
(`atk`, `forbidden`, `blocked_slots`, `shown_to`, `skips`, `notes` ...) and add to it through `Duel`'s verbs
(`boost`, `restrict`, `ban_name`, `take_control`, `linger`, `tie`, `at_end_phase`, `remember` ...).
A new card needs a new `Change` at most, never a new field on the duel.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from mypy_extensions import mypyc_attr

# imported at run time: mypyc's dataclasses name their fields' classes when their module is loaded
from arbiter.kernel.replacement import Replacement
from arbiter.ocg.effects import Effect

if TYPE_CHECKING:
    from arbiter.ocg.continuous import Stamp

# "effect": an effect that lasts until the turn ends, ended first, so that what its end changes (a raise gone under
# 「ヴェノム・スワンプ」) sets off a chain played in that turn; "record": what the turn did, used, allowed or forbade,
# kept through that chain, which is still the turn's, and ended last, once the next turn is due
# (`Duel.end_turn_effects`, `Duel.end_turn_records`); "": not ended by the turn's end, or by its own rule there
# (`Delayed`, `Control`). Each record says which (`Change.turn_end`): most by their kind, an effect left in place by
# what it does (`Left`)
TurnEnd = Literal["", "effect", "record"]
Ref = tuple[int, int]  # a card object: the card's index and its object id (a card that moves is a new object)
NO_CARD: Ref = (-1, 0)


@mypyc_attr(allow_interpreted_subclasses=True)  # as Note below, its subclass
@dataclass(frozen=True, slots=True)
class Change:
    """What a lasting effect changes or forbids; each kind is a subclass."""

    # (a method, not a ClassVar: mypyc hands a compiled dataclass's ClassVar to `dataclass` as a field)
    def turn_end(self) -> TurnEnd:
        """What the end of the turn does to this record once it is over there: its last turn ends (`Until.turn`),
        or the card object it is about (`Lasting.card`) is another object now (`TurnEnd`; `Duel._lasts`)."""
        return ""


@dataclass(frozen=True, slots=True)
class StatChange(Change):
    """The card's ATK and DEF change by these amounts."""

    atk: int
    defense: int

    def turn_end(self) -> TurnEnd:
        return "effect"


@dataclass(frozen=True, slots=True)
class Reversal(Change):
    """While it lasts, every effect that raises or lowers ATK or DEF does the opposite (「あまのじゃくの呪い」); what
    sets, halves or doubles them is untouched."""

    def turn_end(self) -> TurnEnd:
        return "effect"


@dataclass(frozen=True, slots=True)
class StatSet(Change):
    """The card's ATK (`atk`) or DEF becomes `value` by an effect (`arbiter.ocg.stat_set`); `original`: its original
    ATK/DEF becomes it instead. `over`: the card's ATK/DEF changes made before it, which it overrides; `held`: the
    continuous effects (card, effect number) that applied to it then, which it overrides too (one negated then
    applies on top once it applies again)."""

    atk: bool
    value: int
    original: bool = False
    over: tuple[Lasting[StatChange], ...] = ()
    held: frozenset[tuple[int, int]] = frozenset()

    def turn_end(self) -> TurnEnd:
        return "effect"


@dataclass(frozen=True, slots=True)
class Forbid(Change):
    """The card cannot `what` ("attack", "attack_directly", "change_position", "activate", "activate_card",
    "be_tributed" ...); with `name`, every card of that passcode controlled by `to_player` (-1: either player)
    cannot; with neither a card nor a name, the player `to_player` cannot ("summon", "flip_summon",
    "special_summon", "attack", "take_effect_damage": `Duel.forbid_player`); `but_source`: the source card's own
    effect still may. `live`: a continuous effect of the record's source, which forbids nothing while that card's
    effects are negated (「古代の機械巨人」's attack lock under 「スキルドレイン」). `from_turn`: a player's ban that
    begins only with that turn (「テーヴァ」 summoned in the opponent's turn: their next one)."""

    what: str
    name: int = 0
    but_source: bool = False
    live: bool = False
    from_turn: int = 0

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class Allow(Change):
    """The record's `player` may `what` the card although they do not control it ("tribute": 「クロス・ソウル」)."""

    what: str

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class Control(Change):
    """The card is under another player's control; when the record ends it goes back to `back_to`.
    `equipping`: the card the control depends on equipped the monster then, and must keep equipping it.
    `swapped`: the monster (index, object id) it switched control with (「異次元トンネル－ミラーゲート－」): if that one
    goes back at the same time, the two switch back, needing no free zone; `leads`: the first of the two, whose end
    makes that switch (the other's, ended with it, then finds itself back already, or, where the first did not go
    back across, goes back alone: its partner handed on to an older control, 「心変わり」).
    `live`: a continuous effect of the card the control depends on (an equip card's, 「強奪」; a continuous trap's,
    「洗脳光線」): while that card's effects are negated the monster is back under `back_to`'s control, the record
    staying, and the other player takes it again once they are not (`Duel._check_control_while`); `suspended`:
    they are negated now."""

    back_to: int
    equipping: bool = False
    swapped: tuple[int, int] | None = None
    leads: bool = False
    live: bool = False
    suspended: bool = False


@dataclass(frozen=True, slots=True)
class Unusable(Change):
    """`to_player`'s zone `zone` (a `Zone` value), slot `slot`, cannot be used (「大地震」). `live`: a continuous
    effect of the record's source, which blocks nothing while that card's effects are negated (「おジャマ・キング」
    under 「スキルドレイン」)."""

    zone: int
    slot: int
    live: bool = False


@dataclass(frozen=True, slots=True)
class Link(Change):
    """The record's `then` happens to its card (destroyed, banished, sent to the graveyard) when `until.card` is
    destroyed (`on="destroyed"`; `on="destroyed_to_grave"`: destroyed and sent to the graveyard, 「クローン複製」) or
    leaves its place (`on="leaves"`): 「リビングデッドの呼び声」 and its monster,
    「早すぎた埋葬」 and its monster, 「再融合」's monster banished when the card is destroyed. `live`: an effect of
    the record's `source` that applies only while its effects do: if they are negated as it leaves (「ビッグバン・
    シュート」 under 「王宮の勅命」), or as `until.card` leaves while it stays (「リビングデッドの呼び声」 under
    「王宮のお触れ」, its monster destroyed), nothing happens. `name` (a passcode; no `until.card`): when a card of
    that name leaves the field of the record's player, the `source` card in any position or another face-up; a leave
    that does not count or is negated leaves the record in place (`Duel.tie_to_name`)."""

    on: str
    live: bool = False
    name: int = 0


@dataclass(frozen=True, slots=True)
class Left(Change):
    """An effect a resolution left in place (`Duel.linger`): continuous, trigger, replacement or applied at once;
    its own `affects` / `when` decide what it touches. `effect` carries its categories (`categories.made_by`);
    `given` is the object its card passed, by which the card ends it (`Duel.end_lingering`). `live`: a continuous
    one that is a continuous effect of the record's source, which applies not while that card's effects are
    negated (「召喚制限－猛突するモンスター」's must-attack under 「王宮のお触れ」). Its record is about no card object
    (`Lasting.card`), so only its last turn's end ends it there; the card it lasts while there (`Until.card`) ends
    it by moving, once that move's events are answered (`Duel._end_moved_lingering`)."""

    effect: Effect
    given: Effect
    live: bool = False

    def turn_end(self) -> TurnEnd:
        """When the end of its last turn ends it: first ("effect") where it changes what cards are
        (`Effect.changes_cards`: a raise, a Level or Attribute for the turn), so that what its end changes sets off
        a chain in the turn; else last ("record"), with the turn's records: a permission or a ban for the turn
        (「処刑人－マキュラ」's traps from the hand, a summon or attack lock, a negation), or what watches or replaces
        what happens in it, holds through that chain, which is still the turn's."""
        return "effect" if self.effect.changes_cards else "record"


@dataclass(frozen=True, slots=True)
class Replacing(Change):
    """A replacement effect a resolution made, as the kernel applies it (its own `applies` says which events);
    it lasts until the card that made it makes another (`Duel.add_replacement`)."""

    replacement: Replacement


@dataclass(frozen=True, slots=True)
class Skip(Change):
    """`to_player` skips `phase` of turn `turn` ("battle:start": the whole battle phase); its record lasts until
    that turn ends (`Until.turn`)."""

    phase: str
    turn: int

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class ExtraBattle(Change):
    """`to_player` may conduct a second battle phase in turn `turn`, after main phase 2."""

    turn: int


@dataclass(frozen=True, slots=True)
class Struck(Change):
    """The record's card attacked the monster object `target` in the duel's battle phase number `phase` (for the
    monsters that may attack each of the opponent's monsters once: `Effect.attacks_each`)."""

    target: tuple[int, int]
    phase: int

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class InARow(Change):
    """The record's card may attack once more in the duel's battle phase number `phase`, only as the next attack
    its controller declares (もう１度だけ続けて: `Duel.may_attack_again`)."""

    phase: int


@dataclass(frozen=True, slots=True)
class Shown(Change):
    """`to_player` has been shown the card and sees it while it stays the same object (a card of a hand: until the
    look is over, `Duel.end_looks`)."""


@dataclass(frozen=True, slots=True)
class GravesUnseen(Change):
    """`to_player` may not look at the cards in the graveyards while it lasts (`Duel.hide_graves`: the name
    「クイズ」 asks of its opponent)."""


@dataclass(frozen=True, slots=True)
class SentByOpponent(Change):
    """The record's card object was sent to its owner's graveyard this turn by the other player (their effect,
    or a rule acting for them): 「ピクシーガーディアン」 asks it. Kept until the end of the turn."""

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class DestroyedByBattle(Change):
    """The record's card object went from a monster zone to the graveyard destroyed by battle:
    「摩天楼２－ヒーローシティ」 asks it, whenever that was. Kept while the card stays the same object (dropped at a
    turn's end once it is not)."""

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class LeftMonsterZone(Change):
    """A monster of this Level, Type and Attributes (as it left) left the record's player's monster zone this turn,
    for wherever it went (`player`: its controller then; `card`: the object where it went; `to_grave`: whether that
    is the graveyard, else it was banished, went to a hand or deck, was kept in a spell & trap zone as a spell, or was
    a token gone): 「デーモンとの駆け引き」 asks for a Level 8 or higher one gone to the graveyard,
    「天魔神 インヴィシル」 the Type and Attribute its tributes had on the field, 「火炎鳥」 those of one that went
    elsewhere. `gemini`: a gemini monster that was summoned a second time, or treated so (「超合魔獣ラプテノス」), as
    it left (「二重の落とし穴」). `names`: the names (passcodes) it had as it left, a copied or given name too,
    which it loses as it moves (「スフィンクス・アンドロジュネス」 asks for its two sphinxes by name). Kept until the
    end of the turn."""

    level: int
    race: str | None = None
    attributes: tuple[str, ...] = ()
    gemini: bool = False
    to_grave: bool = True
    names: tuple[int, ...] = ()

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class Delayed(Change):
    """Nothing changes meanwhile: what matters is the record's `then` when it ends."""


@dataclass(frozen=True, slots=True)
class Summoned(Change):
    """How the record's monster object came onto the field, which rules and cards ask later: `how` is "gemini"
    (normal summoned a second time: its effects apply), "fewer_tributes" (normal summoned or set with the
    smaller tribute count its text allows), "also_tributes" (tribute summoned by its text's second way, with more:
    `CardDef.also_tributes`), "tribute" (tribute summoned face-up; its tributes: `TributeSummon`) or "procedure" (by
    its own procedure; `paid`: the cards paid, `selected`: the cards it selected); "special" with `by`: the card whose
    effect special summoned it (-1: none)."""

    how: str
    paid: tuple[int, ...] = ()
    selected: tuple[int, ...] = ()
    by: int = -1


@dataclass(frozen=True, slots=True)
class TurnedDown(Change):
    """The record's monster object was turned face-down after it came onto the field: face-up again it is a new
    card for the rules, and what its summon fixed (the materials or cards paid that its own text counts) no longer
    applies to it (`Duel.summon_holds`)."""


@dataclass(frozen=True, slots=True)
class PutThereByOpponent(Change):
    """The record's monster object was put onto its controller's field this turn by the other player
    (「おジャマトリオ」's tokens summoned in their controller's own turn): its position was fixed by that player, so its
    controller may still change it by will that turn (R003-009; `Duel.fixed_on_entry`)."""

    def turn_end(self) -> TurnEnd:
        return "record"


@dataclass(frozen=True, slots=True)
class Equipped(Change):
    """The record's card object became an equip card of its monster by the effect of card `by` (-1: none):
    a union monster gives what it gives only while equipped by its own effect (`Duel.equipped_by_card`), and any
    other monster card held so by another card's effect has no effects of its own (`InForce.dormant`)."""

    by: int


@dataclass(frozen=True, slots=True)
class Used(Change):
    """Effect `n` of the record's card object was used this turn (an effect usable once a turn): `n` is its
    number in the card's text (`Duel.use_number`)."""

    n: int

    def turn_end(self) -> TurnEnd:
        return "record"


@mypyc_attr(allow_interpreted_subclasses=True)  # card modules declare their own notes
@dataclass(frozen=True, slots=True)
class Note(Change):
    """Card-specific memory: a card module subclasses this with the typed facts it keeps about the duel
    (`Duel.remember` / `Duel.notes`)."""

    def ends_face_down(self, card: Ref) -> bool:
        """Whether the note is forgotten as the card object `card` turns face-down, a new card for the effects
        (`Duel._untie_face_down`); by default a note outlasts that."""
        return False


@dataclass(frozen=True, slots=True)
class Declared(Note):
    """What the activation of a face-up continuous or field card declared (a card name, a Type, an Attribute), in
    words, for the board to show on the card while its effects read it (`Effect.keeps_declared`): the card object,
    and the words in Japanese and English."""

    card: Ref
    ja: str
    en: str


@dataclass(frozen=True, slots=True)
class TributeSummon(Note):
    """One face-up tribute summon, kept for the rest of the duel (`Duel.note_tribute_summon`): the monster object and
    the card objects tributed for it, as they became when they moved (none: LP paid instead). Cards read which
    monsters a summon tributed from here, never from the log, whose lines around a summon vary with what the
    tributes' leaving brought about."""

    monster: Ref
    tributes: tuple[Ref, ...]


class Then(Enum):
    """What happens to the record's card when the record ends."""

    NOTHING = 0
    GIVE_BACK = 1  # control goes back (`Control.back_to`)
    DESTROY = 2  # destroyed (by the source's effect)
    TO_FUSION_DECK = 3  # returned to its owner's fusion deck
    BANISH = 4  # banished, not destroyed (by the source's effect)
    TO_GRAVE = 5  # sent to the graveyard, not destroyed (by the source's effect)
    TO_DECK = 6  # shuffled into its owner's deck (by the source's effect: 「剣闘獣ダリウス」)
    RESTORE = 7  # its own name, ATK and effects again after it took on another monster's (「ファントム・オブ・カオス」)
    # destroyed and banished (by the source's effect: 「闇次元の解放」): a destruction, which destruction replacements
    # and "when destroyed" effects see, as `BANISH` is not
    DESTROY_BANISH = 8


@dataclass(frozen=True, slots=True)
class EquipTie:
    """How an equip card's activation (or the effect that makes a monster one: 「ブレイン・ジャッカー」) ties the
    monster it equips to the card (`Effect.ties_equipped`, made by `Duel.tie_equipped`): `then` happens to the monster
    when the card leaves the field (`on="leaves"`) or is destroyed (`on="destroyed"`); `live`: only while the card's
    effects apply (`Link.live`). `Then.GIVE_BACK`: the control of the monster the activation took goes back once the
    card no longer equips it (「強奪」). The card moved to another monster takes the tie there
    (`Duel._move_equip_tie`)."""

    on: str = "leaves"
    then: Then = Then.DESTROY
    live: bool = False


@dataclass(frozen=True, slots=True)
class Until:
    """How long a record lasts. `turn`: its last turn (None: no turn limit); `phase`: it ends when that phase of
    that turn begins ("standby", "end", "battle:end"; "damage_end": as the battle in progress ends) rather than
    with the turn; `card`: only while that card object stays where it is; `face_up`: and stays face-up on the
    field. "For N turns" / "until the Nth standby phase" counted in one player's turns is
    `Until(turn=duel.nth_turn_of(player, n), phase=...)`."""

    turn: int | None = None
    phase: str = ""
    card: Ref | None = None
    face_up: bool = False


FOREVER = Until()
# the kinds of change an effect applies to one card object (`Lasting.card`): they end when the card turns face-down,
# as it is then a new card for the effects applied to it (`Lastings.end_applied`)
APPLIED: tuple[type[Change], ...] = (StatChange, StatSet, Forbid)
C = TypeVar("C", bound=Change)
Co = TypeVar("Co", bound=Change, covariant=True)
N = TypeVar("N", bound="Note")


@mypyc_attr(native_class=False)  # mypyc cannot build a generic dataclass as a native class
@dataclass(frozen=True, slots=True)
class Lasting(Generic[Co]):
    """One thing an effect left behind (see the module's docstring)."""

    change: Co
    source: Ref = NO_CARD
    player: int = -1
    card: Ref = NO_CARD
    to_player: int = -1
    since: Stamp = (0, 0)
    until: Until = FOREVER
    then: Then = Then.NOTHING


class Lastings:
    """The duel's one collection of lasting effects, kept by kind of change (each kind in the order its records
    were made) so that a query reads only its own kind. Records are immutable; `copy` is cheap."""

    __slots__ = ("_numbers", "by", "numbered", "timed")

    def __init__(self) -> None:
        # each kind of change present, with its records (never an empty tuple); hot paths test `kind in by`
        self.by: dict[type[Change], tuple[Lasting[Any], ...]] = {}
        # every effect ever left behind (`Left`): effect number -n of its card is numbered[n - 1]
        self.numbered: tuple[Effect, ...] = ()
        # the number of each effect object found in `numbered` so far, by its id (the object is kept with it, so
        # the id stays its own): without it, a turn that leaves many effects behind (one per monster summoned)
        # compared every one with every other at each reading of the continuous effects
        self._numbers: dict[int, tuple[Effect, int]] = {}
        # the kinds of change that have had a record ending as a phase begins (`Until.phase`) since they were last
        # empty: the starts of phases look through only those (`Duel.end_at_phase`; most duels have none)
        self.timed: frozenset[type[Change]] = frozenset()

    def copy(self) -> Lastings:
        c = Lastings.__new__(Lastings)
        c.by = self.by.copy()
        c.numbered = self.numbered
        c.timed = self.timed
        c._numbers = self._numbers.copy()
        return c

    def has(self, kind: type[Change]) -> bool:
        return kind in self.by

    def of(self, kind: type[C]) -> tuple[Lasting[C], ...]:
        """The records of one kind of change, oldest first."""
        return self.by.get(kind, ())

    def add(self, rec: Lasting[C]) -> None:
        kind = type(rec.change)
        self.by[kind] = (*self.by.get(kind, ()), rec)
        if rec.until.phase and kind not in self.timed:
            self.timed = self.timed | {kind}

    def replace(self, kind: type[C], recs: tuple[Lasting[C], ...]) -> None:
        """Keep only `recs` (taken from `of(kind)`) of that kind."""
        if recs:
            self.by[kind] = recs
        else:
            self.by.pop(kind, None)
            if kind in self.timed:
                self.timed = self.timed - {kind}

    def end_applied(self, card: Ref) -> None:
        """The effects applied to the card object `card` (`APPLIED`) end. A record with something to happen at
        its end (`then`: 「魔導サイエンティスト」's monster returned in the end phase) is a delayed action, kept,
        unless it lasts only while the card is face-up (`until.face_up`: 「野性解放」's end-phase destruction)."""
        for kind in (*APPLIED, Delayed):
            if kind in self.by:
                self.replace(kind, tuple(r for r in self.by[kind] if r.card != card
                                         or (r.then is not Then.NOTHING and not r.until.face_up)))

    def notes(self, kind: type[C]) -> tuple[C, ...]:
        """The changes of the records of one kind: a card module's notes, oldest first."""
        return tuple(r.change for r in self.of(kind))

    def numbered_as(self, effect: Effect, given: Effect) -> Effect:
        """The effect left behind before that is equal to `effect` (one object, one number), else `effect` itself,
        numbered now as the next one; `given`, the object its card passed (`Left.given`), takes the same number."""
        n = self._found(effect)
        if n is None:
            self.numbered = (*self.numbered, effect)
            n = -len(self.numbered)
            self._numbers[id(effect)] = (effect, n)
        self._numbers[id(given)] = (given, n)
        return self.numbered[-n - 1]

    def number(self, effect: Effect) -> int:
        """The (negative) effect number an effect left behind has on its card (that of the first equal one)."""
        n = self._found(effect)
        assert n is not None, "an effect never left behind has no number"
        return n

    def _found(self, effect: Effect) -> int | None:
        """The number of `effect`, or of the first effect equal to it, in `numbered`; None if there is none."""
        known = self._numbers.get(id(effect))
        if known is not None and known[0] is effect:
            return known[1]
        try:
            n = -1 - self.numbered.index(effect)
        except ValueError:
            return None
        self._numbers[id(effect)] = (effect, n)
        return n
