"""How a card's effects are declared: kind, timing, cost, target spec and an operation.

A card is facts from the card database plus a tuple of `Effect`s. Because the target spec is data,
the engine answers "is there a legal target?", "does this effect target?" and "could this target be
moved to that card?" (redirection) without running card code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Literal

from mypy_extensions import mypyc_attr

from arbiter.kernel.decision import Decision, Naming, NothingToChoose, Option, Question, naming
from arbiter.kernel.events import Cause, Event
from arbiter.kernel.log import LogEntry, quoted
from arbiter.kernel.reasons import Why
from arbiter.ocg.carddata import CardData
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import Purpose
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.lasting import EquipTie
    from arbiter.ocg.summon_conditions import SpecialCheck, SummonIf


class Kind(Enum):
    ACTIVATE = "activate"  # the activation of a spell or trap card
    IGNITION = "ignition"
    TRIGGER = "trigger"
    QUICK = "quick"
    FLIP = "flip"
    CONTINUOUS = "continuous"
    REPLACEMENT = "replacement"  # "instead of A, do B": `when` picks the events, `instead` says what happens
    # a monster's own special summon procedure (from `from_zone`, default the hand): its cost is paid, it
    # is placed face-up and the summon succeeds as a normal summon does; not activated, no chain link
    PROCEDURE = "procedure"
    # applies at once when its event (`trigger`, `when`) happens, with no chain link: 「強欲な壺の精霊」 (R004-084);
    # for its card's controller, or the player `trigger_player` names, who also decides an optional one
    AT_ONCE = "at_once"
    # the turn player may activate it at the start of their draw phase, before the normal draw, instead of
    # making that draw (「無敗将軍 フリード」): the draw is given up once it is activated (ocg/turn.py DrawPhase)
    INSTEAD_OF_DRAW = "instead_of_draw"


# the kinds of effects a player activates at will (the others answer events, or simply apply)
ACTIVATED = (Kind.ACTIVATE, Kind.IGNITION, Kind.QUICK, Kind.PROCEDURE)

# the event kinds a trigger or at-once effect may answer (`Effect.trigger`): those the engine makes that a card
# answers; `define` refuses any other, a misspelt one ("summon") never happening. An effect that answers a kind the
# engine makes and no card answered yet adds it here.
TRIGGER_EVENTS = frozenset((
    "attack_declared", "attacked", "banished", "chain_resolved", "chained", "control", "counter_removed", "damage",
    "damage_calculated", "damage_step_end", "damage_step_start", "destroyed", "discarded", "drawn", "drew", "equipped",
    "flipped", "gained", "moved", "paid", "phase", "phase_skipped", "placed", "position", "resolved", "returned",
    "sent", "set_monster", "special_summoned", "summoned", "to_deck", "to_hand", "tributed"))


class Ctx:
    """An activation as it is being checked or made: who, which card and effect, and the moment."""

    __slots__ = ("card", "declared", "duel", "effect", "events", "link", "player")

    def __init__(self, duel: Duel, player: int, card: Card, effect: Effect, events: tuple[Event, ...] = (),
                 link: ChainLink | None = None, declared: str = "") -> None:
        self.duel = duel
        self.player = player
        self.card = card
        self.effect = effect
        self.events = events  # what opened the current window ("when ..." conditions)
        self.link = link
        # what the activator declared on activation (a mode), once declared: a chain link's context knows it
        self.declared = declared or (link.declared if link is not None else "")

    @property
    def opponent(self) -> int:
        return 1 - self.player


class Listing(Ctx):
    """The context of a cost's filters while the ways of paying it are listed (`cost_first`): the cards picked so far
    go with it (`picks`), where an activation being made holds them on the stack; the filters read either
    (`paid_so_far`)."""

    __slots__ = ("picks",)

    def __init__(self, duel: Duel, player: int, card: Card, effect: Effect, picks: tuple[int, ...]) -> None:
        super().__init__(duel, player, card, effect)
        self.picks = picks


CardFilter = Callable[[Ctx, Card], bool]

# why a card is no legal target (`TargetSpec.refusal`, `kernel.reasons.Why`)
FACE_DOWN = Why("it is face-down, and the effect targets a face-up card",
                "裏側表示で、この効果は表側表示のカードを対象にする")
FACE_UP = Why("it is face-up, and the effect targets a face-down card",
              "表側表示で、この効果は裏側表示のカードを対象にする")
NOT_SELF = Why("the effect does not target its own card", "この効果はこのカード自身を対象にしない")
# the refusals that quote a spec's (or an effect's) words (its `text_en`, `text_ja`), by number: made once for each
QUOTING = (("it is not what the effect targets ({})", "この効果が対象にするカード（{}）ではない"),
           ("it is not where the effect's targets are ({})", "この効果が対象にするカード（{}）がある場所にない"),
           ("it is not its activator's card ({})", "発動したプレイヤーのカードではない（{}）"),
           ("it is its activator's own card ({})", "発動したプレイヤー自身のカードである（{}）"),
           # (an effect's words: a card its operation does not ask for as it resolves, `Resolution.ask_cards`' `why`)
           ("it is not a card the effect may choose ({})", "この効果で選べるカードではない（{}）"),
           # (an effect's words: a card name its `declare_name` does not pass)
           ("it is not a card name the effect may declare ({})", "この効果で宣言できるカード名ではない（{}）"))
NOT_WHAT, NOT_WHERE, NOT_ACTIVATORS, ACTIVATORS_OWN, NOT_CHOSEN, NOT_DECLARED = range(6)
# a target spec's words where it declares none (`TargetSpec.text_en`)
ANY_MONSTER_EN = "a monster on the field"
_quoted: dict[tuple[int, str, str], Why] = {}


def open_unless(why: Callable[[Ctx, str], str]) -> Callable[[Ctx, str], bool]:
    """An `Effect.declare_ok` read off its `declare_why` ("" where the word may be declared), so the two cannot
    differ."""
    return lambda ctx, word: not why(ctx, word)


def quoting(form: int, en: str, ja: str) -> Why:
    """The refusal numbered `form` in `QUOTING`, quoting a target spec's words `en` and `ja` (`en` where it has no
    Japanese)."""
    key = (form, en, ja)
    why = _quoted.get(key)
    if why is None:
        en_form, ja_form = QUOTING[form]
        why = _quoted[key] = Why(en_form.format(en), ja_form.format(ja or en))
    return why


def nothing_instead(ctx: Ctx, ev: Event) -> None:
    """A replacement effect's `instead` where nothing at all happens instead: the duel can then foresee that the
    effect stops such an event (`Duel.stopped`), so that an effect does not offer a card it could not move
    (「王家の眠る谷－ネクロバレー」)."""
    return None


@mypyc_attr(allow_interpreted_subclasses=True)  # card modules declare specs of their own
@dataclass(frozen=True, slots=True)
class TargetSpec:
    """Which cards an effect may target, seen from the side of the player who activates it."""

    # MONSTERS, SPELLS ("a spell or trap card on the field": the spell/trap zones, the field zone and the face-up
    # trap monsters, `Card.trap_monster`; a text naming the zones says so in `where`), GRAVE
    zone: Zone = Zone.MONSTERS
    side: str = "any"  # "own", "opp" or "any", relative to the activating player
    face: str = "any"  # "up", "down" or "any" (cards on the field)
    count: int = 1
    where: CardFilter | None = None
    allow_self: bool = False
    min: int = 0  # "up to `count`": at least this many (0 means exactly `count`)
    optional: bool = False  # "up to `count`", none at all included
    # "target it if possible": while a card fits it must be targeted, but with none the effect is activated all
    # the same, and it does not fizzle once its target is gone (「光と闇の竜」's graveyard monster)
    if_possible: bool = False
    # the effect resolves even once every target is gone, doing what it does besides them (「おとり人形」 still goes
    # back to the deck); the activation still needs its targets
    no_fizzle: bool = False
    distinct: bool = False  # no two targets with the same name ("one each of ...")
    # targets made of parts, each exactly its own `count` ("2 monsters the opponent controls and 1 you control";
    # 「鎖付きブーメラン」's two modes together: the attacker and your own monster); `count` is their sum; a card
    # fits the spec if it fits a part that has room for it
    parts: tuple[TargetSpec, ...] = ()
    # on a part: "opp", the activator's opponent picks that part's targets as the effect is activated ("each player
    # targets 1 monster in their opponent's graveyard": 「魂粉砕」); parts with such a one are filled in their order
    picked_by: str = "own"
    text_en: str = ANY_MONSTER_EN
    text_ja: str = "フィールド上のモンスター"

    def fits(self, ctx: Ctx, c: Card) -> bool:
        """Whether `c` is a legal target for this spec now, for the player in `ctx`."""
        return not self.refusal(ctx, c)

    def refusal(self, ctx: Ctx, c: Card) -> str:
        """Why `c` is no legal target for this spec now, for the player in `ctx` ("" where it is one): what the judge
        says of a target it refuses. A subclass narrowing what fits says its own reasons here."""
        if self.parts:
            # a card fits if it fits some part; refused, the reason is that of a part whose place it is in
            whys: list[tuple[TargetSpec, str]] = []
            for p in self.parts:
                why = p.refusal(ctx, c)
                if not why:
                    return ""
                whys.append((p, why))
            part, why = next(((p, why) for p, why in whys if not p.place_refusal(ctx, c)), whys[-1])
            return self._in_its_words(part, why)
        why = self.place_refusal(ctx, c)
        if why:
            return why
        if self.face == "up" and not c.face_up:
            return FACE_DOWN
        if self.face == "down" and c.face_up:
            return FACE_UP
        why = ctx.duel.targeting_refusal(c, ctx)
        if why:
            return why
        if self.where is not None and not self.where(ctx, c):
            return quoting(NOT_WHAT, self.text_en, self.text_ja)
        return ""

    def _in_its_words(self, part: TargetSpec, why: str) -> str:
        """A part's refusal quoting the whole spec's words where the part has no words of its own (a part declared
        with a filter but the default words said "a monster on the field" of a Spellcaster it refused)."""
        if part.text_en != ANY_MONSTER_EN:
            return why
        for form in (NOT_WHAT, NOT_WHERE, NOT_ACTIVATORS, ACTIVATORS_OWN):
            if why == quoting(form, part.text_en, part.text_ja):
                return quoting(form, self.text_en, self.text_ja)
        return why

    def place_refusal(self, ctx: Ctx, c: Card) -> str:
        """Why `c` is not where this spec's targets are: its zone, its side, or the effect's own card ("" if it is)."""
        if c.zone is not self.zone and not (self.zone is Zone.SPELLS and (c.zone is Zone.FIELD or c.trap_monster)) \
                and not self.also_in(c):
            return quoting(NOT_WHERE, self.text_en, self.text_ja)
        if not self.allow_self and c.idx == ctx.card.idx:
            return NOT_SELF
        holder = c.owner if c.zone is Zone.GRAVE else c.ctl
        if self.side == "own" and holder != ctx.player:
            return quoting(NOT_ACTIVATORS, self.text_en, self.text_ja)
        if self.side == "opp" and holder == ctx.player:
            return quoting(ACTIVATORS_OWN, self.text_en, self.text_ja)
        return ""

    def also_in(self, c: Card) -> bool:
        """Whether `c`, outside the spec's `zone`, is in a place it reaches all the same ("a card on the field":
        cards/shared/targets.py's FieldCardSpec)."""
        return False

    @property
    def least(self) -> int:
        """How many targets an activation needs at least."""
        return 0 if self.optional or self.if_possible else self.min or self.count

    def fill(self, ctx: Ctx, chosen: list[Card]) -> bool:
        """Whether the targets `chosen` can each be one of a part's, no part given more than its `count`."""
        if not self.parts:
            return True

        def place(i: int, room: tuple[int, ...]) -> bool:
            if i == len(chosen):
                return True
            return any(room[k] > 0 and p.fits(ctx, chosen[i])
                       and place(i + 1, (*room[:k], room[k] - 1, *room[k + 1:])) for k, p in enumerate(self.parts))

        return place(0, tuple(p.count for p in self.parts))

    def part_to_fill(self, filled: int) -> TargetSpec | None:
        """With a part its activator's opponent picks (`picked_by`), the part the next target goes to once `filled`
        are chosen, the parts taken in their order (None: the parts are filled in any order, by the activator)."""
        if not any(p.picked_by == "opp" for p in self.parts):
            return None
        for p in self.parts:
            if filled < p.count:
                return p
            filled -= p.count
        return None

    def zones_seen(self) -> tuple[Zone, ...]:
        """The zones its targets may be in (a spec that finds its candidates its own way says its own)."""
        own = (Zone.SPELLS, Zone.MONSTERS) if self.zone is Zone.SPELLS else (self.zone,)  # its trap monsters
        return (*own, *(z for p in self.parts for z in p.zones_seen()))

    def candidates(self, ctx: Ctx) -> list[Card]:
        if self.parts:
            seen: dict[int, Card] = {}
            for part in self.parts:
                seen.update((c.idx, c) for c in part.candidates(ctx))
            return list(seen.values())
        return list(self._fitting(ctx))

    def enough(self, ctx: Ctx) -> bool:
        """Whether an activation finds the targets it needs (`least`; with `parts`, every part its own) now.
        Counted only that far (every window asks this of every set card), unless the spec or a subclass finds its
        candidates its own way."""
        need = self.least
        if self.parts and not all(len(p.candidates(ctx)) >= p.count for p in self.parts):
            return False
        if self.parts or type(self).candidates is not TargetSpec.candidates:
            return len(self.candidates(ctx)) >= need
        for _ in self._fitting(ctx):
            need -= 1
            if need <= 0:
                return True
        return need <= 0

    def _fitting(self, ctx: Ctx) -> Iterator[Card]:
        d = ctx.duel
        sides = (ctx.player, 1 - ctx.player) if self.side == "any" else (
            (ctx.player,) if self.side == "own" else (1 - ctx.player,))
        for p in sides:
            pl = d.players[p]
            idxs = pl.cards_in(self.zone)
            if self.zone is Zone.SPELLS:
                idxs = [*idxs, *((pl.field,) if pl.field >= 0 else ()),
                        *(i for i in pl.monsters if i >= 0 and d.cards[i].trap_monster)]
            for i in idxs:
                c = d.cards[i]
                if not self.refusal(ctx, c):
                    yield c


@dataclass(frozen=True, slots=True)
class Cost:
    """What is paid on activation, never refunded."""

    discard: int = 0  # cards of your hand (other than this one) discarded
    discard_all: bool = False  # your whole hand (at least one card) discarded
    hand_send_all: bool = False  # your whole hand (at least one card) sent to the graveyard, not a discard
    hand_send: int = 0  # cards of your hand sent to the graveyard (not a discard)
    hand_filter: CardFilter | None = None  # which hand cards may pay `discard` / `hand_send` / `hand_send_all`
    hand_send_set: bool = False  # with `hand_send`: your set cards on the field may pay it too (「暗黒の魔再生」)
    # where the `hand_send` / `hand_send_all` cards go instead of the graveyard: "banish"
    # (「エレメンタル・アブソーバー」; 「小天使テルス」: a spell card; 「左腕の代償」: the whole hand), "deck" (shuffled
    # into it: 「ディザーム」)
    hand_to: str = ""
    reveal: CardFilter | None = None  # a card of your hand passing this is shown to the opponent (「エンジェルＯ１」)
    # this card itself, in the hand, is shown to the opponent (「モーター・カイザル」): nothing that can fail to be
    # paid, so not counted in `any`
    reveal_self: bool = False
    # the `hand_send` cards may also come from your deck (「ヴォルカニック・バックショット」)
    hand_send_deck: bool = False
    # this card itself: "discard" it / "send" it (hand or field), "tribute" it, "banish" it (GY or field), return it
    # to the fusion deck ("extra"), shuffle it from the field into the deck ("deck")
    self_to: str = ""
    lp: int = 0
    lp_half: bool = False  # pay half your LP, the half rounded down (you keep the larger half)
    lp_step: int = 0  # pay an amount of your choice: a positive multiple of this, at most your LP
    lp_down_to: int = 0  # pay until exactly this many LP are left (you need more than that)
    banish_grave: int = 0  # banish this many cards from your graveyard
    banish_hand: bool = False  # the `banish_grave` cards may also come from your hand (「究極進化薬」)
    banish_grave_any: bool = False  # banish any number (at least one) of your graveyard cards, as you choose
    banish_most: int = 0  # with `banish_grave_any`: "up to" this many
    # with `banish_grave`: no two of the cards banished have the same name (Rainbow Dark Dragon)
    distinct_names: bool = False
    banish_declared: bool = False  # banish as many cards from your graveyard as the number declared (「死霊の巣」)
    # banish as many cards from your graveyard as this card has counters of this kind (「ダーク・カタパルター」)
    banish_counters: str = ""
    banish_deck: int = 0  # banish this many cards from the top of your deck
    mill: int = 0  # mill this many cards off the top of your deck (「レインボー・ネオス」)
    # a synchro monster's procedure: a tuner and non-tuners you control whose Levels make up its Level, sent to the
    # graveyard (`ocg/synchro.py`)
    synchro: bool = False
    banish_hand_random: int = 0  # banish this many cards of your hand, picked at random
    discard_random: int = 0  # discard this many cards of your hand, picked at random (「昇霊術師 ジョウゲン」)
    remove_counters: tuple[str, int] = ("", 0)  # remove this many counters of a kind from your cards
    counters_self: bool = False  # those counters come off this card itself
    # as many of those counters as the number declared on activation, at least `remove_counters`' own
    # (「ブラッド・マジシャン－煉獄の魔術師－」)
    counters_declared: bool = False
    # "opp": those counters come off cards the opponent controls; "opp_monsters": off monsters the opponent
    # controls (「エーリアン・テレパス」, not 「「Ａ」細胞培養装置」's A-counters); "any": off either player's
    # (「雲魔物－アルトス」)
    counters_side: str = "own"
    # every counter of that kind on the field (both players' cards) is removed, at least the number given, none chosen;
    # `link.paid` holds how many (「上昇気流」)
    counters_all: bool = False
    banish_filter: CardFilter | None = None
    # the cards banished from the graveyard (`banish_grave`) or sent from the field (`field_send`) are one passing
    # each of these filters (`ocg/one_each.py`)
    one_each: tuple[CardFilter, ...] = ()
    tribute: int = 0  # monsters you control, sent to the graveyard
    tribute_filter: CardFilter | None = None
    tribute_sends: bool = False  # those monsters are sent to the graveyard, not tributed (「王家の神殿」)
    tribute_all: bool = False  # every monster you control (at least one) is tributed, with no choice
    tribute_any: bool = False  # any number (at least one) of them tributed, as chosen (「魔法除去細菌兵器」)
    tribute_side: str = "own"  # "opp": the tributes are monsters the opponent controls (「エーリアン・スカル」)
    tribute_including: CardFilter | None = None  # one tribute at least passes this (「仮面魔獣デス・ガーディウス」)
    tribute_hand: bool = False  # the tributes may also be monsters of your hand (「マグネット・バルキリオン」)
    tribute_self: bool = False  # the monster whose effect this is may be one of them (「モーム」: no "other")
    # the tribute is the monster this card equips, read before this card itself is paid (「王女の試練」)
    tribute_equipped: bool = False
    # cards you control (other than this one) that pass `field_filter`, sent to the graveyard / banished
    field_send: int = 0
    banish_field: int = 0
    field_send_any: bool = False  # any number (at least one) of them sent, as the player chooses (「非常食」)
    # the `field_send` cards go back to the deck (a fusion monster to the fusion deck) instead (「次元誘爆」)
    field_to_deck: bool = False
    # with `field_send_any` / `banish_grave_any`: every card that passes is taken, with no choice (at least one):
    # 「究極宝玉神 レインボー・ドラゴン」
    take_all: bool = False
    field_send_all: bool = False  # every one of them sent, none chosen, maybe none (「カウンター・ジェム」)
    # every one of them banished, none chosen, maybe none; with `take_all` and `banish_grave_any`, at least one card
    # of the two places (Rainbow Dark Dragon: the graveyard's and the field's)
    banish_field_all: bool = False
    field_filter: CardFilter | None = None
    # this fusion monster's listed materials (arbiter.ocg.fusion) among your face-up monsters:
    # "banish" them or shuffle them into the "deck"
    materials: str = ""
    # "any": those materials may be on either player's field (「キメラテック・フォートレス・ドラゴン」)
    materials_side: str = "own"
    # this card and other monsters you control that make up the materials of a fusion monster of your fusion
    # deck passing this filter (this card may stand in for one named material) are tributed (「融合呪印生物」)
    fusion_tribute: CardFilter | None = None
    # every monster in your graveyard goes back to the deck (a fusion monster to the fusion deck), however many
    # there are (「究極封印神エクゾディオス」)
    grave_monsters_to_deck: bool = False
    # what the cost takes, in words (「水属性モンスター１体」), where the effect's own words (`Effect.text_en`) do not
    # say it: a card its filters refuse is refused quoting these (`costs.cost_quoting`)
    text_en: str = ""
    text_ja: str = ""
    # whether there is anything to pay: worked out once, as every activation check asks it
    any: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "any", bool(
            self.discard or self.discard_all or self.hand_send_all or self.hand_send
            or self.self_to or self.lp
            or self.lp_half
            or self.lp_step or self.lp_down_to or self.tribute or self.banish_grave or self.materials
            or self.banish_deck or self.mill or self.synchro
            or self.banish_hand_random or self.discard_random or self.banish_declared or self.banish_counters
            or self.remove_counters[1]
            or self.banish_grave_any or self.tribute_all or self.tribute_any or self.field_send or self.banish_field
            or self.field_send_any or self.field_send_all or self.banish_field_all or self.fusion_tribute is not None
            or self.grave_monsters_to_deck or self.reveal is not None))

    @property
    def includes_self(self) -> bool:
        """Whether the activating card itself is among the cards paid (a scenario's `cost:` may name it)."""
        return bool(self.self_to) or self.fusion_tribute is not None

    @property
    def from_field(self) -> int:
        """How many cards you control it tributes, sends or banishes by your choice (other than this one)."""
        return self.tribute or self.field_send or self.banish_field

    @property
    def from_hand(self) -> bool:
        """Whether paying it discards or sends cards from the hand to the graveyard (what 「マクロコスモス」 forbids,
        R004-134), chosen or at random (「昇霊術師 ジョウゲン」): not where the hand cards go elsewhere (`hand_to`:
        「エレメンタル・アブソーバー」, 「ディザーム」)."""
        return bool(self.discard or self.discard_all or self.discard_random
                    or ((self.hand_send_all or self.hand_send) and not self.hand_to)
                    or self.self_to in ("discard", "send"))


@dataclass(frozen=True, slots=True)
class Choice:
    """A choice the activating player makes while the effect resolves (not a target).

    kind "card": one of `candidates`; asked even when there is only one (a scenario answers every
    decision, scenario-format rule 1), not when there is none. (The position of a monster an effect summons is
    no such choice: the operation asks it, through `summon`, only where the summon can happen.)
    """

    kind: str
    candidates: Callable[[Resolution], list[Card]] | None = None


Operation = Callable[["Resolution"], None]
# what a card's own summon or flip leaves on it for the rest of that turn (a spirit's return, a ban on attacking),
# left through the verbs that keep what effects leave behind (`Duel.linger`, `Duel.restrict`): given the duel, the
# card, its player and the effect as the cause. It has no resolution to ask through: it is applied as it stands, by
# the summon's at-once effect or by a scenario's board (`Effect.of_summon_turn`)
SummonLeaves = Callable[["Duel", Card, int, Cause], None]
# what a spell or trap card's resolved activation leaves that is no effect of its own, set up by a scenario's board for
# the card listed face-up (`Effect.on_board`): given the duel and the card
BoardLeaves = Callable[["Duel", Card], None]
Condition = Callable[[Ctx], bool]


@dataclass(frozen=True, slots=True)
class Worded:
    """An activation condition with its words: `en` / `ja` say in the rules' words what must hold, so that a refusal
    says it after the effect's words (`legality.condition_refusal`) where those do not ("in the opponent's turn only"
    is not in 「魔力吸収球体」's effect)."""

    test: Condition
    en: str
    ja: str

    def __call__(self, ctx: Ctx) -> bool:
        return self.test(ctx)


@dataclass(frozen=True, slots=True)
class Answers(Worded):
    """A worded condition on the chain link it is chained to (a counter trap answering only some activations), or with
    `summon` on the summon being made (one answering only some summons): its words say what it answers, so that a
    refusal names the condition and the link below (the summon) instead of quoting the effect."""

    summon: bool = False


@dataclass(frozen=True, slots=True)
class AllOf:
    """A condition that holds when all of `parts` hold (`cards.common.both`). It keeps its parts, so that a refusal
    says the words of the part that fails (`failed_words`): 「ライオウ」 face-up but answering a normal summon names
    the summons it answers."""

    parts: tuple[Condition, ...]

    def __call__(self, ctx: Ctx) -> bool:
        return all(p(ctx) for p in self.parts)


def failed_words(cond: Condition, ctx: Ctx) -> Worded | None:
    """The `Worded` condition (an `Answers` too) whose words say why `cond` fails now: `cond` itself, or within an
    `AllOf` the first part that fails, if that part is one (None: a part with no words of its own fails, or nothing
    does)."""
    while isinstance(cond, AllOf):
        failing = next((p for p in cond.parts if not p(ctx)), None)
        if failing is None:
            return None
        cond = failing
    return cond if isinstance(cond, Worded) else None


EventFilter = Callable[[Ctx, Event], bool]
StatMod = Callable[[Ctx, Card], int]
StatValue = Callable[[Ctx, Card], int | None]  # the value a continuous effect sets now, None where it sets none
# (the protecting effect's context, the card it protects, the card whose effect would reach it, that effect's
# controller) -> whether the protected card is unaffected by it
Immunity = Callable[[Ctx, Card, Card, int], bool]
# (the locking effect's context, the player, the monster's facts, "summon" / "flip_summon" / "special_summon", the
# monsters that leave the field as part of that summon: its tributes, which a lock reading the field no longer sees;
# the player whose field the monster goes to: the summoner's opponent for 「おジャマトリオ」's tokens)
SummonLock = Callable[[Ctx, int, CardData, str, frozenset[int], int], bool]
# (the locking effect's context, the player, the card whose effect would be activated, that effect)
ActivationLock = Callable[[Ctx, int, Card, "Effect"], bool]


@dataclass(frozen=True, slots=True)
class Ward:
    """A continuous effect's answer to effects that target the cards it `affects`: when an effect of a card of
    one of `kinds` ("spell", "trap") resolves with such a card among its targets, that effect is negated, and
    with `destroy` its card is destroyed (「無敗将軍 フリード」, 「デス・デーモン・ドラゴン」). `alone`: only an
    effect that targets that one card and no other (「サイバー・フェニックス」)."""

    kinds: tuple[str, ...]
    destroy: bool = False
    alone: bool = False
    # instead of guarding targeted cards: every effect of a card of `kinds` whose link passes this is negated as
    # it resolves, wherever its card is now (「王宮の号令」: a flip effect monster's, even once it left the field)
    links: Callable[[Ctx, ChainLink], bool] | None = None
    # the ward of this card while it is a face-down monster, against a card's activation (not an effect of a
    # face-up card) that targets it alone: the activation is negated as it resolves, and the card is turned to
    # face-up defense position (「ビッグ・シールド・ガードナー」); its effect declares no `affects`
    face_down: bool = False
    # the ward holds only on a die: once the link has begun to resolve (after its resolution is announced, before
    # its operation), the ward's controller rolls a die for each affected card the link still targets, until one
    # shows one of these numbers (the dice 「デーモン」: an affected card that left the field or turned face-down
    # in between rolls nothing); `Duel.resolve_link`
    die: tuple[int, ...] = ()
    opponents: bool = False  # only against effects its controller's opponent activated


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card, declared."""

    kind: Kind
    operation: Operation | None = None
    condition: Condition | None = None  # timing and state needed to activate, beyond spell speed
    needs: Condition | None = None  # something for a non-targeting effect to act on (no blank activation)
    # the cards it must draw (`draws_to`: until the drawer's hand holds that many, this card aside; `draws_hand`: as
    # many as their hand holds, this card aside, 「手札抹殺」; `draws_by`: as many as the board says as it is activated,
    # 「六武衆の結束」's counters) for `drawer`: "self" (its activator), "opp" (the
    # opponent alone, 「ファイヤー・ソウル」) or "both" (each player, the opponent's count read from their own hand,
    # 「暗黒界の取引」). A player's choice to activate it is refused while the deck of a player who must draw holds
    # fewer; a mandatory trigger or flip effect is activated all the same (`legality.short_deck`,
    # docs/uncertain-rulings.md, 「強欲な壺」)
    draws: int = 0
    draws_to: int = 0
    draws_hand: bool = False
    draws_by: Callable[[Ctx], int] | None = None
    drawer: str = "self"
    target: TargetSpec | None = None
    targets_player: str = ""  # "opp" / "own": the effect targets that player (a redirection may change it)
    cost: Cost = field(default_factory=Cost)
    mandatory: bool = True  # trigger and flip effects
    # Kind.AT_ONCE: applied even while its card's effects are negated (a maintenance cost, ocg-rules §3.7; a spirit's
    # return armed, `common.SPIRIT_RETURN`)
    despite_negation: bool = False
    # Kind.AT_ONCE: what the card's own summon or flip leaves on it for the rest of that turn (a spirit's return, a
    # ban on attacking), its operation: a scenario's board that lists the card as summoned or flipped this turn
    # leaves it too (`judge.ocg_board`), as the summon would have, with no chain link made up to resolve it
    of_summon_turn: SummonLeaves | None = None
    # Kind.ACTIVATE: what the card's resolved activation leaves that is no effect of its own but a state the duel
    # keeps, given the duel and the card: a scenario's board that lists the card face-up on the field sets it up
    # (`judge.ocg_board`), as the resolution would have, with nothing moved (「天変地異」: the decks as listed are
    # already upside down, and are turned back as it leaves)
    on_board: BoardLeaves | None = None
    # Kind.AT_ONCE: a maintenance cost (`shared/upkeep.upkeep`): several of one player's due together are applied in
    # the order that player picks (`chain.OrderUpkeep`) where that order can change what happens
    upkeep: bool = False
    # a maintenance cost that only pays these LP, or only discards these cards (both 0: it takes something else, a
    # tribute): several such costs that their player's hand and LP cover together, with LP left over, are applied in
    # any order, none asked (`chain.OrderUpkeep`)
    upkeep_lp: int = 0
    upkeep_discards: int = 0
    # the card a maintenance cost keeps, where it is not its own card (a lingering effect's token,
    # 「デビルズ・サンクチュアリ」): None once it has left; its controller pays
    upkeep_of: Callable[[Ctx], Card | None] | None = None
    speed: int = 0  # 0: derived from the card type and effect kind
    unchainable: bool = False  # nothing may be chained to its activation (「封魔の矢」)
    # cards of these kinds ("spell", "trap") and their effects may not be chained to its activation (「神炎皇ウリア」)
    unchainable_kinds: tuple[str, ...] = ()
    choice: Choice | None = None
    asks: bool = False  # the operation may ask its player a question while it resolves (Resolution.ask)
    declare: tuple[str, ...] = ()  # the activator declares one of these on activation (a card type, a number)
    declare_ok: Callable[[Ctx, str], bool] | None = None  # which of `declare` may be declared now
    # why a word of `declare` that `declare_ok` keeps closed is (asked only of a refused declaration)
    declare_why: Callable[[Ctx, str], str] | None = None
    # the activator declares a card name on activation: any card of the game that passes (link.declared holds
    # its passcode)
    declare_name: Callable[[CardData], bool] | None = None
    # with `declare_name`: the name is meant to be one of the activator's own cards (「デーモンの宣告」 names its own
    # top card), where most declarations aim at the opponent's: which of the names it has seen an agent declares
    names_own: bool = False
    # a fact of the game as it is when the effect is activated, before its cost is paid, that its resolution
    # reads (`link.noted`): the text asks about the state "at activation" (「ホープ・オブ・フィフス」: no other cards
    # in your hand or field), or about a card the cost takes away (「騎竜」: the object id of the monster it equips)
    notes_on_activation: Callable[[Ctx], int] | None = None
    # a face-down or hand card its activation shows the opponent, to prove the condition it names (「クレイ・チャージ」:
    # the set Clayman attacked; 「凡骨の意地」: the normal monster drawn): shown as it is activated, whatever then
    # becomes of it; None where nothing is shown
    shows_on_activation: Callable[[Ctx], Card | None] | None = None
    # an effect a player activates (`ACTIVATED`) may be activated in the damage step: its text names a damage step
    # timing, or its condition answers an activation made there (「無効」, 「シフトチェンジ」); one answering an event
    # of the battle needs no flag (`responds_to`); a trigger or flip effect follows the trigger rules there, so
    # `define` refuses the flag on one
    damage_step: bool = False
    # activated at damage calculation (ダメージ計算時: 「クリボー」, 「お注射天使リリー」): once one is, that attack's
    # damage step is at damage calculation, where an ATK/DEF change is no longer activated unless it is of this
    # timing too (ocg-rules 3.5: they are activated up to before damage calculation; `Duel.reach_calculation`)
    at_calculation: bool = False
    # this card object's effect may be activated once a turn: all the declarations of one effect of its text
    # (`CardDef.text_number`) share that one use (`Duel.use_number`)
    once_per_turn: bool = False
    # "once a turn, one of these": the card's declared effects marked so share one use (`CardDef.use_number`), the
    # modes of a choose-one effect declared one by one so that a scenario's `effect:` picks the mode
    # (「ストーム・シューター」; a union's equip or unequip)
    shared_use: bool = False
    # a union monster's own equip effect: its target filter is what the card may stay equipped to, as an equip
    # spell's activation is (`CardDef.equip_limit`): its monster no longer its controller's, the rules destroy it
    equips_as_union: bool = False
    # a forced effect activated once a chain: not again while a link of it (this card object, this effect) is on the
    # chain, which keeps two mandatory negations from answering each other for ever (「光と闇の竜」); an effect
    # activated at will is so by the rules (`legality._limit_refusal`)
    once_per_chain: bool = False
    # "you can use this effect of cards of this name only once a turn" (このカード名の①の効果は１ターンに１度): once
    # a player activated it, no card of that name gives them this effect again that turn (`Duel.used_by_name`)
    once_per_name: bool = False
    # with `once_per_name`: once a duel, not once a turn (「Ｄ－ＨＥＲＯ ディスクガイ」: この効果はデュエル中に１度)
    name_once_a_duel: bool = False
    # an effect left behind to be activated at will (`Duel.linger`) that is used once: activating it ends it, whether
    # or not it resolves or its activation is negated (「Ｄ－ＨＥＲＯ ダイヤモンドガイ」)
    left_once: bool = False
    uses_per_turn: int = 0  # it may be activated this many times a turn (「プレートクラッシャー」: 2)
    # an effect of a face-up card that either player may activate as their own, paying its cost (「王宮の弾圧」:
    # "the opponent may use this effect too"; 「フュージョン・ゲート」)
    either_player: bool = False
    forced: bool = False  # a quick effect its player must activate whenever it can (■ 強制発動 on the page)
    negates_summon: bool = False  # a counter trap answering a summon in its negation window
    # what it does (ocg/categories.py): declared here, or left None and inferred by `define` from the verbs its
    # operation calls; cards answering "an effect that ..." read it (`does_`)
    does: Does | None = None
    # trigger effects: the event kind they answer, and which events of that kind
    trigger: str = ""
    when: EventFilter | None = None
    # which events it answers: True, those of this card itself, wherever it is; False, those of any other card,
    # while this one is face-up on the field (or in `from_zone`); "either": both, as one effect (an attack's
    # declaration and damage step events name the attacker: a monster's own attack is its event, its being attacked
    # the attacker's)
    self_trigger: bool | Literal["either"] = True
    # a trigger about other cards set off by several events of one thing (one effect's resolution, one summon) makes
    # one chain link that carries them all (「王虎ワンフー」: the monsters summoned together); an at-once effect so set
    # off applies once, carrying them all (「六武衆の結束」, a virus's check of one draw's cards)
    together: bool = False
    # an at-once effect of its card leaving the field: applied as it leaves, from wherever it went (「天変地異」)
    as_it_leaves: bool = False
    misses_timing: bool = False  # an optional "when ... you can" effect, lost if its event is not the last
    # a trigger about other cards that a player other than its card's controller activates, from its event: that
    # player's chain link, cost and targets (「ハーピィの狩場」: the player who summoned); an at-once effect applied for
    # a player other than its card's controller, who also decides whether an optional one applies (「強欲な壺の精霊」:
    # the player who activated 「強欲な壺」)
    trigger_player: Callable[[Ctx, Event], int] | None = None
    # continuous effects: the cards they apply to and what they change
    affects: CardFilter | None = None
    atk: StatMod | None = None
    defense: StatMod | None = None
    # `atk` / `defense` are the monster's own "?" original value (R004-032), not a raise: an original value an effect
    # sets replaces them (「右手に盾を左手に剣を」) and 「あまのじゃくの呪い」 does not reverse them
    original_value: bool = False
    # `atk` / `defense` are a value the monster's own text makes its ATK / DEF ("its ATK becomes X" from a "?" or 0
    # printed value, "its ATK is doubled"), told as the difference from the printed one: not a raise, so
    # 「あまのじゃくの呪い」 does not reverse them, and not an original value (R004-028: 「収縮」 does not see them)
    becomes: bool = False
    # "its ATK (DEF) becomes X" while the effect applies (`arbiter.ocg.stat_set` combines it with other changes);
    # `sets_in_damage_step`: a value set during the damage step only, which begins to apply as that step begins
    atk_becomes: StatValue | None = None
    def_becomes: StatValue | None = None
    sets_in_damage_step: bool = False
    # "its original ATK becomes X" while the effect applies (「ネコ耳族」): what reads the original ATK reads X
    # (「巨大化」, 「収縮」), and its ATK is X with every other change on top, none of it a raise to reverse
    original_atk_becomes: int | None = None
    # the affected monsters' ATK and DEF are halved (rounded up), after every other change (「邪神ドレッド・ルート」)
    halves: bool = False
    halves_atk: bool = False  # the same for the affected monsters' ATK only (「銀幕の鏡壁」: the attacking monster's)
    # the affected monsters may be tributed only for the tribute summon of a monster passing this (「不死武士」: a
    # Warrior's), never for a cost, a ritual or another tribute summon
    tributed_only_for: CardFilter | None = None
    # the affected monsters may be tributed for a tribute summon only of a monster passing this; costs and rituals
    # may still tribute them (「雲魔物トークン」: only for a 「雲魔物」's; 「終焉の焔」's tokens: a DARK monster's)
    summon_tributes_for: CardFilter | None = None
    # continuous: in its controller's opponent's battle phase, their attack-position monsters that can attack this
    # card must attack it (「ヴォルカニック・デビル」; `legality.idle_options`)
    lures: bool = False
    race: Callable[[Ctx, Card], str | None] | None = None  # the affected monsters' Type becomes this
    # continuous: the affected face-up monsters' Attribute becomes this, and is their own again once it stops
    # applying (「ＤＮＡ移植手術」: `Duel.keep_attributes`)
    attribute: Callable[[Ctx, Card], str | None] | None = None
    level: StatMod | None = None  # added to the affected monsters' Level (in the hand too)
    # the affected monsters' Level becomes this (「レベル変換実験室」): it replaces the Level the earlier changes gave
    # them, and changes that began to apply later still apply on top (`Duel.level`)
    level_becomes: StatMod | None = None
    # continuous: it applies to the affected cards in the hand as well, and goes on applying to one summoned or set
    # from there (「伝説の都 アトランティス」's Levels, 「レベル変換実験室」): on the field it keeps the place it took
    # among the card's effects in the hand, not one among those that begin to apply as it arrives (`order_of`)
    in_hand: bool = False
    negates: str = ""  # "trap": the effects of the affected traps do nothing; "monster": of monster effects
    # a continuous effect its card's text says the card gains only while this holds (「天魔神 インヴィシル」: by its
    # tributes; 「サイバー・ブレイダー」: by the opponent's monsters): the card has it only then, for the cards that
    # ask what effects a card has (「ダブルトラップ」), and it applies only then (`Duel.statics`, worked out again
    # only when the board changes: a note the condition reads is kept `read_by_effects`)
    gained: Condition | None = None
    untargetable: bool = False  # the affected cards cannot be targeted
    # the affected cards cannot be targeted by an effect for which this holds (this effect's context, the targeting
    # effect's): 「竜魔人 キングドラグーン」, the opponent's card effects
    untargetable_by: Callable[[Ctx, Ctx], bool] | None = None
    # the affected cards, while on the field, are unaffected by the effects this says (`Duel.unaffected`): neither
    # its continuous effects nor what its resolving effects would do to them apply (「伝説のフィッシャーマン」)
    unaffected_by: Immunity | None = None
    ward: Ward | None = None  # the affected cards negate effects that target them (`Ward`)
    # an activated effect: its activation and its effect cannot be negated (「ポルターガイスト」); a continuous
    # effect: the effects of the cards it affects cannot be negated (「ビークロイド・コネクション・ゾーン」)
    unnegatable: bool = False
    # this effect (its activation and what it does) is unaffected by the effects of cards of these passcodes
    # (「降霊の儀式」 and 「王家の眠る谷－ネクロバレー」): `Duel.spared`
    ignores: tuple[int, ...] = ()
    waives_lp_costs: bool = False  # the affected cards are activated without paying their LP costs
    waives_upkeep: bool = False  # their maintenance costs are not due (`maintenance`; 「万魔殿－悪魔の巣窟－」)
    # the affected monsters may also be normal summoned or set with this many tributes (「大進化薬」: 0)
    fewer_tributes: int | None = None
    # with `fewer_tributes`: the first summon made that way uses it up for as long as its card stays where it is
    # (`Duel.spend`; 「Ｅ・ＨＥＲＯ ネクロダークマン」: once while it is in the graveyard)
    fewer_once: bool = False
    # continuous: its controller may activate a trap card in the turn they set it, once a turn (「王家の神殿」)
    early_traps: bool = False
    # continuous: while this holds for a player (`f(ctx, player)`), they may activate trap cards from their hand, as a
    # set trap could be activated then (「ジェット・ロイド」); `hand_trap_once`: one trap only, then the permission is
    # used up (「バブルイリュージョン」); `Duel.hand_trap_permit`
    hand_traps: Callable[[Ctx, int], bool] | None = None
    hand_trap_once: bool = False
    # continuous: the hand size limit of each player it gives a number for (「衰弱の霧」: the opponent's is 5); where
    # several give one, the one that applied last counts (`turn.hand_limit`)
    hand_limit: Callable[[Ctx, int], int | None] | None = None
    # continuous: while it holds for a player (`f(ctx, player)`), that player cannot conduct their battle phase
    # (「異次元の境界線」): it is skipped as it would begin (`turn.no_battle_phase`)
    no_battle_phase: Callable[[Ctx, int], bool] | None = None
    hand_tax: int = 0  # LP each player pays to summon, set or activate a card from their hand (「魔力の枷」)
    # its controller is shown each card the opponent draws while this holds (「サイバー・エスパー」: in attack position)
    # its controller's opponent keeps their hand revealed while it applies (「真実の眼」): `Duel.sees`
    opens_hand: bool = False
    opens_hands: bool = False  # both players keep their hands revealed while it applies (「セレモニーベル」)
    opens_turn_hand: bool = False  # the turn player keeps their hand revealed during their turn (「正々堂々」)
    # while it applies no monster is face-down: one set or put face-down onto the field is placed in face-up defense
    # position, and none is turned face-down (「聖なる輝き」; `Duel.no_face_down`)
    face_up_sets: bool = False
    # while it applies, a player cannot summon a monster this refuses: (ctx, the player, the monster's facts, how:
    # "summon" / "flip_summon" / "special_summon", the summon's tributes, the player whose field it goes to) -> True
    # where it forbids it (`ocg/summon_locks.py`)
    locks_summons: SummonLock | None = None
    # while it applies, a player cannot activate an effect this refuses: (ctx, the player, the card, the effect)
    # -> True where it forbids it (`ocg/activation_locks.py`)
    locks_activations: ActivationLock | None = None
    sees_draws: Condition | None = None
    # continuous: `f(ctx, player, zone, within) -> int | None`, the most cards `player` may have in their zones of
    # that kind (monster, spell & trap or field zone) now: no more are placed there, by any summon, set or
    # activation, while the cards already there stay (「カイザーコロシアム」, 「宇宙の収縮」; `Duel.free_slots`);
    # `within`: the card placed comes from another zone of that player's field, which it leaves (a trap monster, a
    # union monster)
    zone_limit: Callable[[Ctx, int, Zone, bool], int | None] | None = None
    # continuous: a player who tribute summons may pay this many LP for each tribute instead of tributing (all of them
    # or none, chosen at each summon: 「死皇帝の陵墓」; `legality.tribute_price`, `summon.NormalSummon`)
    lp_per_tribute: int = 0
    # continuous: while it applies, the decks are upside down: the top card of each is face-up, seen by both players
    # (「天変地異」; `Duel.deck_tops_shown`, read by `Duel.sees` and the views)
    shows_deck_tops: bool = False
    # continuous: while it applies, no card goes from a deck to a hand but by a draw (「ライオウ」; `Duel.to_hand`)
    no_searches: bool = False
    # continuous: the affected monster's direct attack that brings the opponent's LP to 0 wins its controller the
    # match, not only the duel (「ヴィクトリー・ドラゴン」; `Duel.match_winner`)
    wins_match: bool = False
    # "coin" / "dice": its player may have a toss / roll made while an effect resolves done again, all its coins
    # or dice (`when` filters the toss's event; with `once_per_turn`, once a turn)
    redo: str = ""
    wins: Condition | None = None  # its player wins the duel when this holds while the card is in their hand
    # its controller wins the duel when this holds while the card is face-up on their field (「ウィジャ盤」)
    wins_on_field: Condition | None = None
    battle_proof: bool = False  # the affected monsters are not destroyed by battle
    effect_proof: bool = False  # the affected cards are not destroyed by card effects
    # this monster negates the effects of the effect monsters it destroys by battle: in the graveyard they are not
    # activated (`Duel.silence`), and a flip effect that battle set off is negated as it resolves
    # (`Duel._silenced_in_battle`) (「ジェノサイドキングデーモン」)
    battle_silences: bool = False
    # with `battle_silences`: only the monsters destroyed by battle this holds for, read as it counts (a flip monster,
    # while its controller has no other monster: 「ブレイドナイト」); None: every effect monster
    silences_only: CardFilter | None = None
    # "this card is destroyed when this does not hold": checked whenever the board changes, while the card is
    # face-up on the field with its effects applying; it is destroyed at once, no chain link (「ジェネラルデーモン」)
    destroyed_unless: Condition | None = None
    # continuous: its controller may normal summon (face-up, not set) once more this turn, beyond their normal summon
    # or set, a monster of their hand that passes this (「氷騎士」: a WATER monster, lingered by its effect); with
    # `extra_tribute_only`, only as a tribute summon (「魔道化リジョン」: a Spellcaster); one such extra summon a turn
    # for the cards of one name (`Duel.extra_summon_allows`, `Player.did`)
    extra_summon: CardFilter | None = None
    extra_tribute_only: bool = False
    # continuous: its controller chooses the targets of the attacks their opponent's monsters declare on monsters
    # (「ノーブル・ド・ノワール」): the attacker's player declares the attack only (`Duel.attack_target_chooser`)
    picks_attack_targets: bool = False
    # continuous: the cards on the field this effect destroys at once, no chain link, whenever the board changes
    # (「コトダマ」: a face-up monster of the same name as another one that was face-up first)
    destroys: Callable[[Ctx], list[Card]] | None = None
    # this monster may count as two tributes for the tribute summon of a monster that passes the filter
    double_tribute: CardFilter | None = None
    # this card (face-up on the field) may be tributed in place of all the tributes a face-up tribute summon of
    # the monster needs, when this holds for that monster and that number (「古代の機械城」 with enough counters)
    stands_for_tributes: Callable[[Ctx, Card, int], bool] | None = None
    # the affected face-up monsters are turned to this position at once and kept there; on a PROCEDURE: the monster
    # is summoned in this position, with no question (「Ｅ－ＨＥＲＯ ヘル・ブラット」: in attack position)
    position: Pos | None = None
    # while it applies, every monster is under its owner's control: one that is not goes back to its owner at once,
    # however it came there (taken while the effect was negated, revived from the opponent's graveyard: 「洗脳解除」)
    owners_control: bool = False
    # in the turn this effect is activated its player cannot do these ("summon", "flip_summon", "special_summon",
    # "attack", "battle_phase": `Duel.forbid_player`, except by this card's effect): not activated once they did one
    # this turn, and from its activation on, whether it resolves or is negated
    turn_ban: tuple[str, ...] = ()
    # "this card cannot declare an attack in the turn this effect is activated": not activated once the card
    # attacked this turn, and from the activation on it cannot attack for the turn, whether the effect resolves or
    # is negated (「オベリスクの巨神兵」)
    no_attack_that_turn: bool = False
    # "after this effect's activation, until the end of the turn ...": these effects are left in place for the turn
    # (`Duel.linger`, the card as their source) as it is activated, whether it then resolves or is negated (「氷騎士」);
    # one given as a function is made from the new chain link, for an effect that reads its targets or player
    # (「マジシャンズ・クロス」: the Spellcasters other than its target cannot attack)
    on_activation: tuple[Effect | Callable[[ChainLink], Effect], ...] = ()
    # "only 1 card of this name may be activated a turn", on the card's activation (`Kind.ACTIVATE`): once its player
    # activates it, they activate no card of its name for the rest of the turn (`Duel.ban_name` "activate_card", from
    # the activation on; a face-up copy's other effects stay free). A name limit the card's effects share, one of them
    # a turn, is `once_per_name` with `shared_use` (「プリマの光」, 「もののけの巣くう祠」). On a PROCEDURE: the
    # monsters of its name are special summoned that way once a turn (「ブラックマンバ」)
    name_once: bool = False
    # the affected cards cannot: "attack", "attack_directly", "be_attacked", "change_position", "activate",
    # "activate_card" (be activated as cards), "activate_hand_cost" (an activation whose cost discards or sends
    # hand cards to the graveyard: 「マクロコスモス」), "cost_to_grave" (be sent to the graveyard to pay for an
    # attack or a maintenance cost under 「マクロコスモス」: 「墓守の使い魔」, 「霊子エネルギー固定装置」),
    # "be_banished", "be_banished_by_opponent" (by a cost of the opponent of the effect's controller:
    # `Duel.banish_forbidden`), "normal_summon" (or set), "flip_summon", "set"
    # (a spell or trap set from the hand), "spirit_return", "be_tributed" (at all), "tribute_summon" (be tributed for a
    # tribute summon), "be_tributed_by_effect" (by anything but a tribute summon),
    # "change_control" (no effect takes control of them), "be_material" (no fusion material: `fusion.usable`),
    # "guard" (keep the opponent's monsters from attacking directly: 「ガーディアン・ケースト」), "attack_monster"
    # (declare an attack on a monster: their attacks are direct ones, 「因幡之白兎」)
    forbids: tuple[str, ...] = ()
    direct_attack: bool = False  # the affected monsters may attack directly
    # each player may attack with only one monster in each battle phase (「暗黒の扉」): `legality.another_attacked`
    single_attacker: bool = False
    attack_lp: int = 0  # the affected monsters' controller pays this many LP to declare an attack with one
    # to declare an attack with one, the affected monsters' controller mills this many cards off their deck's top
    # (「墓守の使い魔」)
    attack_mill: int = 0
    # the affected monsters' controller tributes this many of their other monsters to declare an attack with one
    attack_tributes: int = 0
    # the affected monsters may attack this many more times in each battle phase (a number, or one per monster);
    # grants do not add up, the largest counts (`InForce.attacks_allowed`)
    extra_attacks: int | StatMod = 0
    extra_on_monsters: bool = False  # those extra attacks may only be made on monsters, never directly
    # the affected monsters may attack each monster the opponent controls once in each battle phase, instead of
    # attacking once; directly only before they have attacked in it (「阿修羅」)
    attacks_each: bool = False
    # the affected monsters may declare an attack in face-up defense position, their ATK counting in damage
    # calculation (「絶対防御将軍」)
    attacks_in_defense: bool = False
    # the affected monsters must attack if able: while one can, its controller cannot leave the battle step
    # (「怒れる類人猿」)
    must_attack: bool = False
    # with `must_attack`: one attack in the battle phase meets the duty, a second one its monster may make stays
    # at will ("attack it with every monster": 「立ちはだかる強敵」)
    must_attack_once: bool = False
    # lingered on a player for the turn: their fusion summons by `fusion.fusion_summon` may take every material from
    # their hand, field, deck and graveyard, banished instead; the monsters so summoned are destroyed at the end phase
    # (「チェーン・マテリアル」)
    fusion_from_anywhere: bool = False
    # while it applies, the gemini monsters face-up on the field are treated as gemini summoned: their effects apply
    # (`Duel.dormant`; 「超合魔獣ラプテノス」)
    wakes_geminis: bool = False
    # the affected monsters' mandatory trigger effects that this picks (ctx, the monster, its effect) need not be
    # activated: they are offered as optional ones (「ネオスペース」: the Neos fusions' return in the end phase)
    waives_trigger: Callable[[Ctx, Card, Effect], bool] | None = None
    # the affected monsters cannot be attacked by an attacking monster for which this holds (ctx, the affected
    # monster, the attacker): 「ヒーロー・ヘイロー」 (the opponent's monsters with 1900 or more ATK)
    unattackable_by: Callable[[Ctx, Card, Card], bool] | None = None
    pierce: bool = False  # the affected monsters deal battle damage to a defense-position monster's controller
    # the battle damage the affected monsters inflict is effect damage instead (「墓守の従者」)
    battle_damage_as_effect: bool = False
    remains: bool = False  # a normal spell/trap that stays on the field after this effect resolves
    # a continuous or field card's activation whose operation only records what the activation declared or paid (a
    # Type, an Attribute, a card name, the LP paid, the card its cost banished) for the card's continuous effects:
    # it is recorded also where the effect is negated as it resolves (「王宮のお触れ」 chained to 「光の護封壁」), since
    # the card stays face-up and its effects apply, with what was declared, once the negation ends
    keeps_declared: bool = False
    # the activation becomes an activated effect of its target (「闇よりの罠」): chosen with the target, that effect's
    # condition and targets are the activation's (not its cost), and it resolves before this effect's operation
    borrows: bool = False
    # with `borrows`: the borrowed card must still be where it was chosen (the same object) as the link resolves, or
    # nothing happens (「二重魔法」 puts that spell on its player's field and uses it)
    borrowed_stays: bool = False
    # with `borrows`: a step that first puts the borrowed card on the field, returning it (None where it puts
    # nothing); the borrowed activation then resolves as that card's, so what it declares or records is the placed
    # card's (「二重魔法」 with 「光の護封陣」 or 「禁止令」)
    places_borrowed: Callable[[Resolution], Card | None] | None = None
    # a spell that may be activated only in these phases (instead of main phases); an ignition effect used by the
    # turn player in these phases, in their windows, instead of the main phases (「ツーマンセルバトル」)
    phases: tuple[str, ...] = ()
    from_zone: Zone | None = None  # a monster effect used from the hand or graveyard instead of the field
    summon_side: str = "own"  # a procedure: "opp" puts the monster onto the opponent's field (「エーリアン・スカル」)
    # event kinds this card's activation answers right after they happen (e.g. "special_summoned",
    # "destroyed"): after a chain or battle that made such events, a window carries them (ctx.events); in a damage
    # step window, an event of these kinds the battle made allows the activation (battle damage, a destruction by
    # battle: ocg-rules 3.5)
    responds_to: tuple[str, ...] = ()
    instead: Callable[[Ctx, Event], Event | None] | None = None  # replacement effects: what happens instead
    # a replacement effect "destroy one of these cards instead" (「六武衆」: another face-up one), or of a banishment
    # "banish one of these instead" (「霊魂消滅」): the cards that may take the event's card's place now; its player
    # picks one, or declines where it is not `mandatory`
    substitute: Callable[[Ctx, Event], list[Card]] | None = None
    # a replacement offered only after every other one that could replace the event (`kernel.replacement.Replacement
    # .last`): a standing redirect of every card bound for the graveyard (「マクロコスモス」)
    replaces_last: bool = False
    # a protection that lets nothing happen (`instead=nothing_instead`) and notes where it applies: its use, once a
    # turn (「ジャイロイド」); kept apart from `instead` so that the duel still knows nothing happens instead
    noting: Callable[[Ctx, Event], None] | None = None
    # a spell or trap card's activation that is no effect of its text (`CardDef.text_number`), declared first: a
    # continuous or field card's, whose effects apply or are used from then on (`common.bare_activation`), or an equip
    # spell's that only equips (`equips.equip_spell`; the equipped monster's gains are its text's first effect)
    bare: bool = False
    # no effect of the card's text but the engine's memory for a later effect (`cards/shared/notes.py`: `remember`,
    # `marker`, `observer` ...): never activated, and no number of the text is its own, so the card detail leaves it
    # out (`explain.effects_text`) and an option's label counts no such piece as another effect (`view.effect_number`)
    note: bool = False
    # an equip card's activation that ties the monster it equips to the card (「早すぎた埋葬」, 「電脳増幅器」): its
    # operation makes the tie with `Duel.tie_equipped`, as a board set up with the card equipped does; the card moved
    # to another monster takes the tie with it (`Duel._move_equip_tie`)
    ties_equipped: EquipTie | None = None
    # this effect makes another monster card an equip card of this card (「サクリファイス」, 「魅惑の女王」,
    # 「ユニオン・ライダー」): a monster card a scenario's board writes as equipped to this card was equipped by it
    # (`judge/ocg_board.py`), and holds no monster effects of its own there (`InForce.dormant`)
    holds_monsters: bool = False
    text_en: str = ""
    text_ja: str = ""

    def __post_init__(self) -> None:
        if self.of_summon_turn is not None and self.operation is None:  # (a copy made by `replace` has it already)
            leave = self.of_summon_turn
            object.__setattr__(self, "operation", lambda res: leave(res.duel, res.card, res.player, res.cause))

    def does_(self, what: Does) -> bool:
        """Whether this effect does any of `what` (its categories: declared or inferred)."""
        return bool(self.does is not None and self.does & what)

    @property
    def changes_cards(self) -> bool:
        """A continuous effect that changes what the cards it affects are: their ATK or DEF, Level, Type, Attribute or
        battle position (not what they, or players, may or may not do)."""
        return self.kind is Kind.CONTINUOUS and (
            self.atk is not None or self.defense is not None or self.atk_becomes is not None
            or self.def_becomes is not None or self.original_atk_becomes is not None or self.halves
            or self.halves_atk or self.level is not None or self.level_becomes is not None or self.race is not None
            or self.attribute is not None or self.position is not None)

    @property
    def answers_own(self) -> bool:
        """A trigger set off by the events of its own card (`self_trigger` True or "either")."""
        return self.kind is Kind.TRIGGER and self.self_trigger is not False

    @property
    def answers_others(self) -> bool:
        """A trigger set off by the events of other cards (`self_trigger` False or "either")."""
        return self.kind is Kind.TRIGGER and self.self_trigger is not True


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's behaviour: its effects in the card's own order (effect 1, 2, ...)."""

    passcode: int
    effects: tuple[Effect, ...]
    tributes: int = 0  # the tributes its normal summon needs, where its text sets them (else by its Level)
    sets_as_spell: bool = False  # a monster that may be set from the hand in a spell & trap zone as a spell
    # its normal summon or set may also be made with this many tributes (0: none), the player choosing
    fewer_tributes: int | None = None
    # the monsters tributed for its tribute summon must pass this (「死王リッチーロード」: DARK ones;
    # 「炎獄魔人ヘル・バーナー」: 2000 or more ATK, read on the duel); those of the `fewer_tributes` way must pass
    # `fewer_if` (「宇宙獣ガンギル」: monsters the opponent owns)
    tribute_filter: Callable[[Duel, Card], bool] | None = None
    # its normal summon or set also discards every other card of its player's hand (「炎獄魔人ヘル・バーナー」)
    summon_discards_hand: bool = False
    fewer_if: Callable[[Card], bool] | None = None
    # its own `fewer_tributes` way only while this holds (「グラヴィティ・ベヒモス」: no card on the field), and, with
    # `fewer_face_up`, only for a face-up summon, never a set (「Ｅ－ＨＥＲＯ マリシャス・エッジ」)
    fewer_when: Callable[[Duel, Card], bool] | None = None
    fewer_face_up: bool = False
    # its tribute summon may also tribute any number of further monsters passing this, once the tributes it needs are
    # chosen, one at a time until its player is done (「雲魔物－ニンバスマン」: WATER ones)
    more_tributes: Callable[[Card], bool] | None = None
    # beside a `fewer_tributes` way, another way of its face-up tribute summon (never a set) that takes this many
    # tributes (「神獣王バルバロス」: 0 or 3); a monster summoned so is noted "also_tributes"
    also_tributes: int | None = None
    # each effect's number in the card's own text, where it is not the default (`text_number`): one printed
    # effect declared as several (alternative conditions) shares a number
    numbering: tuple[int, ...] = ()

    # what of the card's text it does not do yet, in the project's own words (empty: the whole text is played)
    missing: tuple[str, ...] = ()
    # its own summoning conditions (arbiter.ocg.summon_conditions): which special summons may put it onto the
    # field (None: any), and whether it may be normal summoned or set at all
    special_by: SpecialCheck | None = None
    normal_summon: bool = True
    # "it cannot be normal summoned or flip summoned unless ...": its normal summon (not a set) and flip summon
    # need this to hold
    summon_if: SummonIf | None = None
    # the kinds of counters other effects may place on it, each with the most it may hold (0: no limit): 「見習い
    # 魔術師」 places a spell counter on "a card that can hold one" (`Duel.can_hold`)
    holds: tuple[tuple[str, int], ...] = ()
    # a trap card that stays on the field as an equip card once it equips a monster (「メタル化・魔法反射装甲」)
    equip_trap: bool = False
    # a spell or trap put onto the field only by another card's effect: never activated, nor set from the hand
    # (the 「死のメッセージ」 cards, which only 「ウィジャ盤」 places; 「第二の棺」)
    placed_only: bool = False
    # its normal summon cannot be negated and, as it succeeds, no card's effect but its own can be activated (the
    # Egyptian gods: no window for negating it, the triggers other cards set off are dropped, no response window)
    summon_sealed: bool = False
    # it is never normal set (「オベリスクの巨神兵」: "it must be normal summoned with 3 tributes")
    never_set: bool = False
    # facts the engine asks at every window and event, worked out once: the effects (with their 1-based numbers)
    # activated at will (`ACTIVATED`), those set off by an event happening to the card itself (flip effects,
    # self triggers), the trigger effects about other cards (a `self_trigger="either"` one is in both), and those
    # applied at once (`Kind.AT_ONCE`)
    activated: tuple[tuple[int, Effect], ...] = field(init=False, repr=False, compare=False)
    self_triggered: tuple[tuple[int, Effect], ...] = field(init=False, repr=False, compare=False)
    watching: tuple[tuple[int, Effect], ...] = field(init=False, repr=False, compare=False)
    at_once: tuple[tuple[int, Effect], ...] = field(init=False, repr=False, compare=False)
    # for an equip spell: its activation, if it targets a monster on the field through a filter; that filter says
    # which monsters the card may equip, and the rules destroy it once its monster no longer passes (「猛獣の歯」
    # on a monster that is no longer a Beast). Its side (`TargetSpec.side`) only says where the target is when
    # the card is activated (「強奪」): "only to a monster you control" is written into the filter (「磁力の指輪」).
    # For a union monster: its own equip effect (`Effect.equips_as_union`).
    equip_limit: Effect | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        numbered = tuple(enumerate(self.effects, 1))
        act = next((e for e in self.effects if e.kind is Kind.ACTIVATE or e.equips_as_union), None)
        object.__setattr__(self, "equip_limit", act if act is not None and act.target is not None
                           and act.target.zone is Zone.MONSTERS and act.target.where is not None else None)
        object.__setattr__(self, "activated", tuple((n, e) for n, e in numbered if e.kind in ACTIVATED))
        object.__setattr__(self, "self_triggered", tuple(
            (n, e) for n, e in numbered if e.kind is Kind.FLIP or e.answers_own))
        object.__setattr__(self, "watching", tuple((n, e) for n, e in numbered if e.answers_others))
        object.__setattr__(self, "at_once", tuple((n, e) for n, e in numbered if e.kind is Kind.AT_ONCE))

    def text_number(self, i: int) -> int:
        """The number in the card's text of effect `i` (1-based), as a scenario's `effect:` counts: 0 for a
        spell or trap card's bare activation, which is no effect of its text (its effects follow it): a continuous
        card's, or an equip spell's that only equips (`Effect.bare`)."""
        if self.numbering:
            return self.numbering[i - 1]
        return i - 1 if self.effects[0].bare else i

    def use_number(self, i: int) -> int:
        """The number a once-a-turn use of effect `i` (1-based) counts under: its number in the card's text, or, for
        the effects that share one use (`Effect.shared_use`), that of the first of them."""
        if self.effects[i - 1].shared_use:
            i = next(n for n, e in enumerate(self.effects, 1) if e.shared_use)
        return self.text_number(i)

    def by_text_number(self, n: int) -> list[int]:
        """The effects (1-based) that make up effect `n` of the card's text."""
        return [i for i in range(1, len(self.effects) + 1) if self.text_number(i) == n]


def can_be_equip_card(data: CardData, defn: CardDef | None) -> bool:
    """Whether this card can ever be an equip card in this engine: an equip spell, a monster (a union, or one an
    effect equips: 「サウザンド・アイズ・サクリファイス」), or a trap declared to become one (`CardDef.equip_trap`)."""
    return "equip" in data.subtypes or data.kind == "monster" or (defn is not None and defn.equip_trap)


class Replies:
    """The questions asked while something outside a chain link happens and an answer is wanted at once (the
    replacement effects a battle's destruction offers, `battle.Attack`; any other step of the duel: `step`, for
    `Duel.advance`): the first time a question stops the duel (`NeedAnswer`, or `StepQuestion` for a step); the
    frame or the duel replays the step from a snapshot with the answers given so far, which this gives back in
    order."""

    __slots__ = ("_asked", "given", "step")

    def __init__(self, given: list[str], step: bool = False) -> None:
        self.given = given
        self.step = step
        self._asked = 0

    def ask(self, options: list[Option], kind: str, player: int, prompt_en: str, prompt_ja: str) -> Option:
        from arbiter.ocg.chain import NeedAnswer, StepQuestion

        n = self._asked
        self._asked += 1
        if n < len(self.given):
            return next(o for o in options if o.key == self.given[n])
        decision = Decision(player, kind, options, prompt_en, prompt_ja)
        raise StepQuestion(decision) if self.step else NeedAnswer(decision)


class ChoiceRefused(Exception):
    """Raised, while the reason for a refused answer is worked out (`probing`), where the operation asks the question
    pending: why the card probed is no answer to it ("" where it is, or where the question declares no reason)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def probing(probe: Duel, card: int | str, replay: Callable[[], object]) -> str:
    """Why card `card` (or the word `card`, a choice the effect names: `Resolution.ask`'s `closed`) is no answer to
    the question an operation is waiting on: `replay` runs the operation again on `probe`, a copy of the duel from
    its snapshot, and the question's `ask_cards` or `ask` says it with its declared reason (`why`, `closed`); "" where
    it does not say (the question declares no reason, or asks no card). The card is noted on the copy
    (`Duel.probing`, `Duel.probing_word`), so that no other duel, in another thread, is probed."""
    from arbiter.ocg.chain import NeedAnswer, StepQuestion

    if isinstance(card, str):
        probe.probing_word = card
    else:
        probe.probing = card
    try:
        replay()
    except ChoiceRefused as r:
        return r.why
    except (NeedAnswer, StepQuestion):  # another question asked first (a replacement's): no reason known
        return ""
    finally:
        probe.probing, probe.probing_word = -1, ""
    return ""


def prompt_for(c: Card, what_en: str = "", what_ja: str = "", names: tuple[Naming, ...] = ()) -> Question:
    """A question asked for card `c`'s effect, in English and Japanese, naming the card (a question on its own,
    "choose", says nothing of what it is for): `"Card": what` / 「Card」：what, or, with nothing said, what the
    effect chooses for; and the cards it names (a decision's prompt_en, prompt_ja and names): `c`, and those `what`
    names (`names`, by their places in `what`)."""
    name_en, name_ja = quoted(c.data.name_ja, c.data.name_en, "en"), f"「{c.data.name_ja}」"
    if not what_en:
        return naming(c.idx, ("choose for " + name_en, ""), (name_ja, "の効果で選ぶ"))
    return naming(c.idx, (name_en, ": "), (name_ja, "："), (what_en, what_ja, names))


def cost_prompt(c: Card, what_en: str, what_ja: str) -> Question:
    """A question asked while the cost of card `c`'s effect is paid, in English and Japanese, naming the card and
    saying the choice pays its cost: `cost of "Card": what` / 「Card」のコスト：what (as `prompt_for`). Only the
    activating player pays, and they know the card they activate."""
    return naming(c.idx, ("cost of " + quoted(c.data.name_ja, c.data.name_en, "en"), f": {what_en}"),
                  (f"「{c.data.name_ja}」", f"のコスト：{what_ja}"))


def one_of_each_copy(cards: list[Card]) -> list[Card]:
    """The options of a pick among `cards`: copies of one card in a deck (the same printed card, the same deck and
    owner) cannot be told apart there, face-down and shuffled after the look, so they are one option, the first; a
    card elsewhere is its own. Every pick an effect asks offers its cards so (`Resolution.ask`, unless `told_apart`),
    as do a declared `Choice` and a cost's pick in the deck."""
    seen: set[tuple[int, int, CardData]] = set()
    out: list[Card] = []
    for c in cards:
        if c.zone is Zone.DECK:
            key = (c.ctl, c.owner, c.data)
            if key in seen:
                continue
            seen.add(key)
        out.append(c)
    return out


def copies_as_one(d: Duel, options: list[Option]) -> list[Option]:
    """`options` less those whose card is a copy in a deck of an earlier option's card (`one_of_each_copy`)."""
    kept = {c.idx for c in one_of_each_copy([d.cards[o.card] for o in options if o.card >= 0])}
    return [o for o in options if o.card < 0 or o.card in kept]


class Resolution:
    """What an operation sees while its chain link resolves: the link, its live targets, the verbs."""

    __slots__ = ("_asked", "card", "duel", "link", "player")

    def __init__(self, duel: Duel, link: ChainLink) -> None:
        self.duel = duel
        self.link = link
        self.player = link.player
        self.card = duel.cards[link.card]
        self._asked = 0

    def ask(self, options: list[Option], kind: str = "select", player: int = -1, prompt_en: str = "",
            prompt_ja: str = "", why: Callable[[Card], str] | None = None,
            closed: Sequence[tuple[Option, Callable[[], str]]] = (), names: tuple[Naming, ...] = (),
            purpose: Purpose | None = None, told_apart: bool = False) -> Option:
        """A decision in the middle of the operation (the effect must declare asks=True), its prompt naming the
        card whose effect asks (`prompt_for`) and saying what the choice is for: `prompt_en` / `prompt_ja`, or the
        words of its `purpose`; `names`: the cards the prompt given names, by their places in it. Copies of one card
        in a deck are one option (`copies_as_one`), unless `told_apart`: the cards were turned up or shown, so each
        is seen where it lies (the top cards of a deck, the cards shown for an opponent's pick).

        The first time, this stops the duel at the decision; once answered, the operation runs again
        from the start of its resolution and gets the answer here. `closed`: the choices the effect's words name that
        the check making `options` leaves out now, each with what says the reason it gives (asked only of a refused
        answer that names one: `probing`).
        """
        from arbiter.ocg.chain import NeedAnswer

        n = self._asked
        self._asked += 1
        if n < len(self.link.asked):
            key = self.link.asked[n]
            return next(o for o in options if o.key == key)
        if not told_apart:  # after the replayed answer's look-up, which the options given always hold
            options = copies_as_one(self.duel, options)
        if self.duel.probing >= 0:  # replayed to say why a card is no answer to this question (`why`, as ask_cards')
            raise ChoiceRefused(self._not_chosen(options, kind, why))
        if self.duel.probing_word:  # replayed to say why a word is none of its choices: the one it names, closed
            # (by its words or its key, "attack" for "position:attack" as a scenario names it)
            w = self.duel.probing_word
            raise ChoiceRefused(next((r() for o, r in closed if w in (o.key, o.label_en, o.label_ja)
                                      or o.key == f"{o.kind}:{w}"), ""))
        who = self.player if player < 0 else player
        if purpose is not None and not prompt_en:
            prompt_en, prompt_ja = purpose.words()
        if not options:
            raise NothingToChoose(f"{self.card.data.name_en} ({self.card.data.passcode}), resolving as chain link "
                                  f"{self.link.number}, asks player {who + 1} to {prompt_en or 'choose'} among no "
                                  "options: its script must say what the effect does when nothing is left to choose")
        # the card is named to a chooser who may know it (a link's card was public as it was activated; one applying
        # at once from a hand may not be)
        prompts = prompt_for(self.card, prompt_en, prompt_ja, names) if self.duel.sees(who, self.card) else (
            prompt_en or "choose", prompt_ja or "選ぶ", names)
        raise NeedAnswer(Decision(who, kind, options, *prompts))

    def _not_chosen(self, options: list[Option], kind: str, why: Callable[[Card], str] | None) -> str:
        """Why the card probed is none of the cards of `options` (or of the cards `ask_cards` asks for): what `why`
        says, the check that made them; where the question declares none, the effect chooses only the cards its
        words name, quoted ("" where the card is on offer, and for a replacement's question, which is no choice of
        this effect's)."""
        if kind == "replace" or any(o.card == self.duel.probing for o in options):
            return ""
        if why is not None:
            return why(self.duel.cards[self.duel.probing])
        eff = self.link.activated
        return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja) if eff.text_en else ""

    def ask_cards(self, cards: list[Card], kind: str = "select", player: int = -1,
                  why: Callable[[Card], str] | None = None, prompt_en: str = "", prompt_ja: str = "",
                  names: tuple[Naming, ...] = (), purpose: Purpose | None = None, told_apart: bool = False) -> Card:
        """Ask for one of `cards` (the question is asked even when there is only one); `why`: what says why a card is
        none of them, by the checks that made them (asked only where a refused answer's reason is worked out:
        `probing`); `prompt_en` / `prompt_ja` or `purpose`: what the question is for, and `names` the cards they name;
        `told_apart`: copies in a deck are each an option (`ask`)."""
        if self.duel.probing_word and self._asked == len(self.link.asked):
            raise ChoiceRefused("")  # a card question: a word is none of its choices
        if self.duel.probing >= 0 and self._asked == len(self.link.asked):
            t = self.duel.cards[self.duel.probing]
            raise ChoiceRefused("" if t in cards else self._not_chosen([], kind, why))
        o = self.ask([self.duel.card_option(kind, c.idx) for c in cards], kind, player, prompt_en, prompt_ja,
                     names=names, purpose=purpose, told_apart=told_apart)
        return self.duel.cards[o.card]

    def offered(self, kind: str, cards: Sequence[Card], offers: Callable[[Card], bool]) -> list[Card]:
        """The cards of `cards` that `offers` passes: the options of the question of `kind` the operation asks next,
        wherever there are any. As the operation runs again past that question from the same snapshot, only the card
        answered then, where `offers` still passes it: on offer, it is that question's answer, and the other options,
        the same as before, are not worked out again (a costly question: a fusion summon's materials)."""
        n = self._asked
        if n < len(self.link.asked):
            key = self.link.asked[n]
            again = next((c for c in cards if self.duel.card_option(kind, c.idx).key == key), None)
            if again is not None and offers(again):
                return [again]
        return [c for c in cards if offers(c)]

    @property
    def opponent(self) -> int:
        return 1 - self.player

    def targets(self) -> list[Card]:
        """The targets that are still the same objects and still fit the effect's target spec."""
        return self.duel.live_targets(self.link)

    @property
    def cause(self) -> Cause:
        return self.duel.effect_cause(self.link)

    def negate_effect(self, link: ChainLink) -> None:
        link.neg_effect = True
        link.neg_by = self.link.card

    def negate_activation(self, link: ChainLink) -> None:
        """The activation of `link` is negated (what happens to its card is the negating effect's own doing)."""
        link.neg_activation = True
        self.duel.log.append(LogEntry("negate_activation", (link.number, self.duel.shown_ref(link.card))))

    def move_target(self, link: ChainLink, new: Card) -> None:
        """`link`'s one target becomes `new` (「シフトチェンジ」, 「天使の手鏡」)."""
        old = link.targets[0][0]
        link.targets = [(new.idx, new.oid)]
        d = self.duel
        d.log.append(LogEntry("retarget", (link.number, d.shown_ref(link.card), d.ref(old), d.ref(new.idx))))

    def move_player_target(self, link: ChainLink) -> None:
        """The player `link` targets becomes the other player (「精霊の鏡」)."""
        link.player_target = 1 - link.player_target
        self.duel.log.append(LogEntry("retarget_player", (link.number, self.duel.shown_ref(link.card),
                                                          link.player_target)))

    @property
    def target_player(self) -> int:
        """The player an effect that targets a player now targets (「精霊の鏡」 may have moved it)."""
        return self.link.player_target if self.link.player_target >= 0 else self.opponent

    @property
    def answer(self) -> int:
        """The answer to the effect's resolution `Choice` (a card index)."""
        return self.link.answers[0] if self.link.answers else -1
