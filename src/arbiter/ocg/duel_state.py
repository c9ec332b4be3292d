"""A duel's state (`DuelState.__init__`: every field a duel has) and the records it keeps of summons and of
effects used, with the lookups that read them.

The bottom of the duel's chain of classes: duel_state < in_force < pipeline < verbs < between_steps < duel;
each class calls only its own methods and those of the classes below it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.events import RULE_CAUSES, Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.kernel.replacement import Replacement
from arbiter.kernel.rng import DuelRNG
from arbiter.kernel.values import value
from arbiter.ocg.chain import (
    ChainLink,
    Due,
    PendingTrigger,
    ResolvedLink,
)
from arbiter.ocg.continuous import Applied, Order, Stamp
from arbiter.ocg.effects import CardDef, Effect, Kind, Replies, Resolution
from arbiter.ocg.frame import Frame
from arbiter.ocg.lasting import (
    Equipped,
    Forbid,
    Lasting,
    Lastings,
    Link,
    Note,
    PutThereByOpponent,
    Ref,
    Summoned,
    TributeSummon,
    TurnedDown,
    Until,
    Used,
)
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Player, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


START_LP = 8000
COPIED_USES = 1000  # `_use_key`: the uses of the effects a monster took on count from here, apart from its own
SPENT = -1  # a `Used` record's effect number for an effect that works once while its card stays (`Duel.spend`)


@value
class CardRef:
    """How a card is named in the log: its scenario label if it has one, else its name.

    `secret` marks the players (bit 1 << p) who could not see which card it was when the entry was made
    (a face-down card, a card in a hand or deck), and a spectator (`kernel.log.SPECTATOR`: where either player
    could not), so a seat's log (ocg/view.py) hides it from them; `card` is its index, which also tells two copies of
    one name apart in the rendered log (-1: a card the reader may not know).
    """

    label: str
    name_ja: str
    name_en: str
    # left out of repr and equality: the log's digests (tests/test_seeded_logs.py) and refs compare as before
    secret: int = field(default=0, repr=False, compare=False)
    card: int = field(default=-1, repr=False, compare=False)

class DuelState:
    """A duel's fields, the card and effect lookups, and the records of how monsters were summoned and which
effects were used."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = DuelRNG(seed)
        self.cards: list[Card] = []
        self.defs: list[CardDef | None] = []
        # monsters that took on another monster's name, ATK and effects (`take_on`): card, object, its own definition
        self.copies: tuple[tuple[int, int, CardDef | None], ...] = ()
        self.refs: list[CardRef] = []
        self.players = [Player(START_LP), Player(START_LP)]
        self.turn = 0
        self.tp = 0
        self.phase = "draw"
        self.chain: list[ChainLink] = []
        self.stack: list[Frame] = []
        self.pending: Decision | None = None
        self.log: list[LogEntry] = []
        self.triggers: list[PendingTrigger] = []
        # the triggers set off in this phase that were not activated, and why: (card, object id, effect, (turn,
        # phase), the reason, the length of the log then), for a player who asks to activate one (`note_untaken`)
        self.untaken: tuple[tuple[int, int, int, tuple[int, str], str, int], ...] = ()
        self.winner: int | None = None  # 0 or 1, 2 for a draw
        self.resigned: int | None = None  # the player who resigned (`resign`): the duel ended so
        self.unchosen_links = 0  # chain links resolved since a player last had a choice (`ENDLESS_LOOP_LINKS`)
        # the player who wins the whole match by this duel's result (「ヴィクトリー・ドラゴン」), where a card says so
        self.match_winner: int | None = None
        self.decked = [False, False]
        self.activation_count = 0
        self.resolving = False
        self.next_oid = 0
        self.attack: tuple[int, int, int, int] | None = None  # attacker, its oid, target (-1 direct), oid
        self.doomed: list[tuple[int, int]] = []  # destroyed by battle, leaving at the end of the damage step
        # everything effects left behind: stat changes, restrictions, control changes, effects left in place,
        # unusable zones, links, maintenance costs, skipped phases, cards shown, how monsters were summoned,
        # once-a-turn effects used, card modules' notes
        self.lasting = Lastings()
        self.last_chain: tuple[ResolvedLink, ...] = ()  # the last chain's links, link 1 first
        # effects to apply at once (Kind.AT_ONCE) for events that just happened: (player, card, effect, event, the
        # other events of the same thing a `together` one carries)
        self.due: tuple[Due, ...] = ()
        self.battle_phases = 0  # battle phases begun in the duel (a monster attacks once in each)
        # the monster objects each player controlled as the last battle phase began (「テュアラティン」)
        self.battle_start_monsters: tuple[tuple[tuple[int, int], ...], ...] = ((), ())
        self.end_battle = False
        self.to_end = False  # an effect moved the turn on to its end phase (`to_end_phase`), once the chain is over
        self.lp_changed = True  # the end of the duel is checked between steps after LP change (and at first)
        self.serial = 0  # counts "things that happen" (a link resolving, a summon): for missing the timing
        # counts the moments of the duel: each step `advance` runs, and each new thing (`next_thing`) within one; a
        # trigger's card that became a new object in a later moment than its event moved after it (`Card.moved_at`)
        self.moment = 0
        # on a copy replayed to say why a card is no answer to a question (`effects.probing`): that card; else -1
        self.probing = -1
        self.probing_word = ""  # the same for a word no option of the question is (`effects.probing`)
        self.version = 0  # bumped by every change that can change which continuous effects apply
        self.deck_face_up = False  # whether a card has been face-up in a deck (`Pos.UP` there) in this duel
        # where a player stopped telling apart a card they were shown that stayed where it was (a deck or face-down
        # monsters shuffled, a look at a hand over): (the log's length then, the card's index, the player), for the
        # copy marks of that player's log (`view.readable`); a tuple, shared by copies of the duel
        self.sight_lost: tuple[tuple[int, int, int], ...] = ()
        # the index of each card whose place, controller, position or data changed, in order: a reader of the whole
        # board (arbiter.env) keeps its place here and remakes only what those cards show
        self.touched: list[int] = []
        self._statics: list[tuple[Card, Effect]] = []
        self._stat_statics: list[tuple[Card, Effect, Applied]] = []  # those that change ATK or DEF
        self._applied: list[Applied] = []  # the same effects with when they began and whose they are
        # cards whose effects a continuous negation negates, each with the card of a negation that holds
        self._negated: dict[int, int] = {}
        self._statics_version = -1
        self._kept_version = -1  # the board version whose positions kept by continuous effects were checked
        self._control_version = -1  # the board version whose control tied to cards was checked
        self._attr_version = -1  # the same for the Attributes continuous effects give (`keep_attributes`)
        self._owners_version = -1  # the same for monsters kept under their owners' control (`keep_owners_control`)
        # the face-up monsters whose Attribute a continuous effect changed: (card, object id, the Attribute it gave,
        # the one it had before); one turned face-down is dropped (a change of its Attribute ends there)
        self.attributed: tuple[tuple[int, int, str, str], ...] = ()
        # while an effect that keeps positions checks a monster: (that monster, where the effect comes in
        # the order of those applied to it): only effects before it count (arbiter.ocg.continuous)
        self.horizon: tuple[int, Order] | None = None
        # ATK (True) / DEF values being computed, each with the id of the effect it leaves out (`InForce.atk`'s
        # `besides`; 0: none)
        self._reading: frozenset[tuple[int, bool, int]] = frozenset()
        # protections (card, effect number) whose reach is being worked out: inside, they protect nothing yet
        self._protecting: frozenset[tuple[int, int]] = frozenset()
        # the orders players chose for their continuous effects starting to apply to a monster at one moment:
        # (the monster, since when it is there, the source cards in order)
        self.chosen_order: tuple[tuple[int, Stamp, tuple[int, ...]], ...] = ()
        self.any_static = self.any_repl = self.any_watch = False
        self.any_grave_effects = self.any_forced = self.any_at_once = False
        # Level changes, 「魔力の枷」, kept positions: scans skipped when no card has them
        self.any_level = self.any_tax = self.any_keep = False
        self.any_attribute = False  # a continuous effect that changes monsters' Attributes (`Effect.attribute`)
        self.any_owners_control = False  # one that keeps monsters under their owners' control (`Effect.owners_control`)
        self.any_wins = False  # a card that wins the duel from the hand (「封印されしエクゾディア」)
        self.any_procedure = False  # a monster with its own special summon procedure
        # protections: "unaffected by", negating effects that target a card, effects that cannot be negated
        self.any_immune = self.any_ward = self.any_unnegatable = False
        self.any_unless = False  # a card destroyed while something does not hold (`Effect.destroyed_unless`)
        # the duel's equip spells and union monsters that may equip only some monsters (`CardDef.equip_limit`), by
        # card index
        self.limited_equips: tuple[int, ...] = ()
        self.any_open_hand = False  # a card that keeps the opponent's hand revealed (`Effect.opens_hand`)
        self.any_face_up_sets = False  # a card that keeps monsters face-up (`Effect.face_up_sets`)
        self.any_summon_lock = False  # a card that keeps players from summoning some monsters (`locks_summons`)
        self.any_zone_limit = False  # a card that limits how many cards a player may have in a zone (`zone_limit`)
        self.any_activation_lock = False  # a card that keeps players from activating some effects
        self.any_either = False  # an effect either player may activate (`Effect.either_player`)
        self.any_untargetable = False  # a continuous effect that keeps cards from being targeted
        self.any_waker = False  # a card that treats gemini monsters as gemini summoned (`Effect.wakes_geminis`)
        self._waking = False  # whether such an effect applies now (with the continuous effects, `statics`)
        self._unless_version = -1  # the board version checked for those
        self.any_deck_procedure = False  # one used from the deck (「黒衣の大賢者」): the deck is looked through
        self.any_deck_watch = False  # a trigger used from the deck (「スフィンクス・アンドロジュネス」): the same
        # a replacement effect of a card in the hand or deck (`from_zone`: 「Ｄ－ＨＥＲＯ ディパーテッドガイ」)
        self.any_zone_repl = False
        self.any_instead_of_draw = False  # an effect activated instead of the normal draw (「マジックブラスト」)
        self.linger_at_once = False  # whether an effect ever left a lasting effect applied at once
        # event kinds some card's activation answers after they happen, and such events of the last thing
        self.responder_kinds: frozenset[str] = frozenset()
        self.recent: list[Event] = []
        # every event of the thing happening now (since `next_thing`): a `together` trigger of its card's own event
        # also takes those recorded before it (`record`)
        self.this_thing: list[Event] = []
        # the zones the cards moved so far by the verb now moving several cards together reached (None: no
        # such verb is running), each with its card's event: one "moved" event for each zone follows the verb
        # (Duel.moving_together)
        self.batch: tuple[tuple[Zone, Event], ...] | None = None
        # the cards the verbs running now move together (`Duel.moving_together`), and the monsters that left among
        # them while an equip card of theirs waits for its own move: an equip card that leaves with its monster goes
        # where the group goes, not to the graveyard as a card left without its monster (`_drop_equips`)
        self.together: frozenset[int] = frozenset()
        self.left_equipped: tuple[int, ...] = ()
        # how many groups of cards moved (or changed) together have begun, and the number of the innermost one open
        # now (0: none): the log entries of its cards carry it (`LogEntry.together`, `Duel.grouped_entry`)
        self.groups = 0
        self.group = 0
        # the cards whose effects each player may activate at will, with the board version they were read at
        self.act_cache: list[tuple[tuple[int, int] | None, list[tuple[Card, int, Effect]]]] = [(None, []), (None, [])]
        # what the what-if of a cost paid before the targets found (`cost_first.refusal`), for the state it was asked in
        self.what_if: tuple[tuple[int, ...], dict[tuple[object, ...], bool | None]] = ((), {})
        self._watchers: list[tuple[Card, int, Effect]] = []
        self._repl: list[Replacement] = []
        self._repl_version = -1
        self._quiet_version = -1  # a version of the duel where no replacement could ask a question (`_may_ask`)
        self.current_res: Resolution | None = None  # the operation running now, which may ask questions
        # the link of an effect being applied at once (`chain.AtOnce`): its events are checked against its categories
        self.at_once_link: ChainLink | None = None
        # the questions a frame outside a chain link lets be asked now (a battle's destruction: Attack; any other
        # step: `advance`), and, while such a step waits for an answer, the duel from before it with the answers
        # given so far, from which the answer replays it
        self.replies: Replies | None = None
        self.replay: Duel | None = None
        self.replay_answers: list[str] = []
        # the cards the `destroy` in progress destroys together, and, while a replacement destroys or banishes another
        # card in the place of one (`Effect.substitute`), that replacement's key: that event is its product, never
        # replaced again
        self.destroying: frozenset[int] = frozenset()
        # the cards a `destroy` or `send_to_grave` in progress moves together, and the replacement effects that applied
        # as it began: those of a card that left with the others still apply to the cards after it, all leaving at
        # once (`_apply`; 「マクロコスモス」 sent with other cards by 「混沌帝龍 －終焉の使者－」)
        self.leaving: frozenset[int] = frozenset()
        self.leaving_repl: list[Replacement] = []
        # while they move: the links their leaving ended, whose cards are dealt with once all have left
        # (`leaving_together`: 「早すぎた埋葬」 destroyed with 「マクロコスモス」 destroys its monster once both are
        # gone, whichever moved first)
        self.leaving_ties: list[Lasting[Link]] | None = None
        # the cards one verb moves together (a destruction, a return to the hand ...) and, as they began to move, the
        # cards (index, object) whose effects were negated then, read for the events of their leaving (`Link.live`,
        # the effects applied at once: `negations_held`): a negation that ends with one of them still held as they
        # left (「人造人間－サイコ・ショッカー」 destroyed with the monster 「リビングデッドの呼び声」 revived,
        # 「スキルドレイン」 with 「トゥーン・ワールド」)
        self.negated_for: frozenset[int] = frozenset()
        self.leaving_negated: frozenset[tuple[int, int]] | None = None
        self.substituting = ""
        # the keys of the replacement effects being carried out now (`Duel._apply`): none applies again to an event
        # its own "instead" makes (「シモッチによる副作用」 and 「レインボー・ライフ」 would turn a gain into damage and
        # back without end)
        self.replacing: frozenset[str] = frozenset()
        # while the end of a damage step is recorded (`record_battle_end`): the moves of the battle's monsters that its
        # destruction has just sent away, what they were as they left, and those of them whose effects were negated
        self.battle_left: tuple[Event, ...] = ()
        self.battle_muted: frozenset[int] = frozenset()
        self._watchers_version = -1
        self.decisions = 0

    # ---- lookups ----------------------------------------------------------------------------------

    def effect_of(self, card: int, effect: int) -> Effect:
        """Effect `effect` (1-based) of a card; negative numbers are lingering effects it left behind."""
        if effect < 0:
            return self.lasting.numbered[-effect - 1]
        defn = self.defs[card]
        assert defn is not None, "only defined cards have effects"
        return defn.effects[effect - 1]

    def link_effect(self, link: ChainLink) -> Effect:
        """The effect a chain link resolves: its card's, or the one it borrowed (`Effect.borrows`)."""
        if link.borrowed is not None:
            return self.effect_of(link.borrowed[0], link.borrowed[2])
        return link.activated

    def card_option(self, kind: str, i: int) -> Option:
        return Option(f"{kind}:{i}", kind, i)

    def monsters_of(self, p: int) -> list[Card]:
        return [self.cards[i] for i in self.players[p].monsters if i >= 0]

    def field_cards(self, player: int) -> list[Card]:
        """The cards `player` controls on the field: monsters, spells and traps, the field spell."""
        pl = self.players[player]
        return [self.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0]

    def summoning(self, c: Card) -> bool:
        """Whether `c` waits in its monster zone for its summon to succeed (`summon._negation_window`): not yet a
        monster on the field that a cost may use (seed 003, R004-110; docs/uncertain-rulings.md)."""
        return c.zone is Zone.MONSTERS and c.since is None

    def procedure_cost(self, c: Card) -> list[Card]:
        """The cards paid as the cost of the summon procedure that put this monster object on the field (none once
        it was turned face-down: `summon_holds`)."""
        if not self.summon_holds(c):
            return []
        return [self.cards[i] for r in self.lasting.of(Summoned) if r.card == (c.idx, c.oid)
                and r.change.how == "procedure" for i in r.change.paid]

    def procedure_selected(self, c: Card) -> list[Card]:
        """The cards the summon procedure that put this monster object on the field selected (its `target`:
        「オプション」's 「超時空戦闘機ビック・バイパー」)."""
        return [self.cards[i] for r in self.lasting.of(Summoned) if r.card == (c.idx, c.oid)
                and r.change.how == "procedure" for i in r.change.selected]

    def summoned_as(self, c: Card, how: str, oid: int = -1) -> bool:
        """Whether this monster object (or the card's object `oid`, one that has since left the field: an event's)
        came onto the field that way (`lasting.Summoned`: "gemini", "fewer_tributes", "tribute": a face-up normal
        summon with tributes, "procedure", "special": special summoned by any means)."""
        obj = c.oid if oid < 0 else oid
        return any(r.card[0] == c.idx and r.card[1] == obj and r.change.how == how
                   for r in self.lasting.of(Summoned))

    def fixed_on_entry(self, c: Card) -> bool:
        """Whether this monster object came onto the field this turn put there by its controller, who fixed its
        position for the turn (R003-009): not one the opponent put onto its controller's field
        (`lasting.PutThereByOpponent`), whose position they fixed."""
        return c.t_entered == self.turn and not (PutThereByOpponent in self.lasting.by and any(
            r.card == (c.idx, c.oid) for r in self.lasting.of(PutThereByOpponent)))

    def put_there_by_opponent(self, c: Card, by: int) -> None:
        """The player `by` put the monster object `c` onto the other player's field (`fixed_on_entry`)."""
        if by >= 0 and by != c.ctl and c.zone is Zone.MONSTERS:
            ref = (c.idx, c.oid)
            self.lasting.add(Lasting(PutThereByOpponent(), source=ref, player=by, card=ref,
                                     since=(self.serial, self.tp), until=Until(turn=self.turn)))

    def summoned_by(self, c: Card) -> int:
        """The card whose effect special summoned this monster object (-1: none): 「闇からの呼び声」 asks it."""
        return next((r.change.by for r in self.lasting.of(Summoned)
                     if r.card[0] == c.idx and r.card[1] == c.oid and r.change.by >= 0), -1)

    def summoned_by_itself(self, c: Card) -> bool:
        """Whether this monster object was special summoned by its own effect, as what its text gives it so counts
        (「九尾の狐」's piercing, 「ジャイアント・レックス」's gain): not once it was turned face-down
        (`summon_holds`)."""
        return self.summoned_by(c) == c.idx and self.summon_holds(c)

    def equipped_by_card(self, c: Card) -> int:
        """The card whose effect last equipped this equip card object to a monster (-1: none, or never)."""
        return next((r.change.by for r in reversed(self.lasting.of(Equipped)) if r.card == (c.idx, c.oid)), -1)

    def ever_summoned_as(self, c: Card, how: str) -> bool:
        """Whether this card (any of its objects) came onto the field that way since it last left the hand or
        the deck (a monster properly summoned once, then returned there, must be properly summoned again)."""
        return any(r.card[0] == c.idx and r.change.how == how for r in self.lasting.of(Summoned))

    def _forget_summons(self, c: Card) -> None:
        """The card is back in the hand or a deck: how its former objects were summoned no longer counts."""
        self.lasting.replace(Summoned, tuple(r for r in self.lasting.of(Summoned) if r.card[0] != c.idx))

    def _forget_summon(self, c: Card) -> None:
        """The monster object turned face-down: face-up again it is a new card for the rules. A gemini monster is a
        normal monster again, to be gemini summoned anew; one summoned with fewer tributes than usual is no longer
        one (「可変機獣 ガンナードラゴン」's halving ends); what its summon fixed no longer applies (`summon_holds`).
        That it was summoned, and how, otherwise still counts: a special summoned monster set by 「月の書」 is still
        one special summoned, and a fusion summoned one still one fusion summoned."""
        c.gemini = False
        ref = (c.idx, c.oid)
        if Summoned in self.lasting.by:
            self.lasting.replace(Summoned, tuple(r for r in self.lasting.of(Summoned)
                                                 if r.card != ref or r.change.how not in ("gemini", "fewer_tributes")))
        self.lasting.add(Lasting(TurnedDown(), source=ref, player=c.ctl, card=ref, since=(self.serial, self.tp),
                                 until=Until(card=ref)))

    def summon_holds(self, c: Card) -> bool:
        """Whether what the summon of this monster object fixed still applies to it: the materials of its fusion
        summon, the cards paid for its procedure, that its own text counts (R004-032's values: 「キメラテック・
        オーバー・ドラゴン」, 「メガロック・ドラゴン」). Not once it was turned face-down (`_forget_summon`)."""
        ref = (c.idx, c.oid)
        return not any(r.card == ref for r in self.lasting.of(TurnedDown))

    def note_summon(self, c: Card, how: str, paid: tuple[int, ...] = (), selected: tuple[int, ...] = (),
                    by: int = -1) -> None:
        """Remember how the monster object `c` came onto the field (`summoned_as`; `by`: `summoned_by`)."""
        ref = (c.idx, c.oid)
        self.lasting.add(Lasting(Summoned(how, paid, selected, by), source=ref, player=c.ctl, card=ref,
                                 since=(self.serial, self.tp)))
        if how == "gemini":
            c.gemini = True
            self.version += 1

    def note_tribute_summon(self, c: Card, tributes: Iterable[int]) -> None:
        """The monster object `c` was tribute summoned face-up with the monsters `tributes` (already moved; none: LP
        paid for them): `summoned_as(c, "tribute")`, and the summon's own record of the objects it tributed."""
        self.note_summon(c, "tribute")
        self.remember(TributeSummon((c.idx, c.oid), tuple((i, self.cards[i].oid) for i in tributes)))

    def spend(self, c: Card) -> None:
        """This card object's effect that works once while it stays where it is has worked (`Effect.fewer_once`)."""
        ref = (c.idx, c.oid)
        self.lasting.add(Lasting(Used(SPENT), source=ref, player=c.ctl, card=ref, since=(self.serial, self.tp),
                                 until=Until(card=ref)))

    def spent(self, c: Card) -> bool:
        """Whether this card object's once-only effect has worked (`spend`)."""
        return any(r.card == (c.idx, c.oid) and r.change.n == SPENT for r in self.lasting.of(Used))

    def used_this_turn(self, c: Card, n: int, oid: int = -1) -> bool:
        """Whether effect `n` of this card object (`oid`: another object of it) was used this turn
        (`once_per_turn`): any declared effect of the same printed effect counts (`use_number`)."""
        ref = (c.idx, c.oid if oid < 0 else oid)
        u = self._use_key(c, n)
        return any(r.card == ref and r.change.n == u for r in self.lasting.of(Used))

    def used_by_name(self, player: int, c: Card, n: int) -> bool:
        """Whether `player` used effect `n` of a card of `c`'s name this turn (`Effect.once_per_name`), or at all in
        the duel for one used once a duel (`Effect.name_once_a_duel`)."""
        turn = self.players[player].did.get(self.name_use_key(c, n))
        return turn is not None and (turn == self.turn or self.effect_of(c.idx, n).name_once_a_duel)

    def name_activated_this_turn(self, player: int, c: Card) -> bool:
        """Whether `player` already activated this turn a card of `c`'s name whose text allows one a turn
        (`Effect.name_once`: its activation bans each of its names for the turn, the ban's source a card of that
        name). Names, not passcodes: a card its text treats as another card's name shares that name's limit."""
        return any(r.change.what == "activate_card" and r.to_player == player and r.until.turn is not None
                   and r.until.turn >= self.turn and r.source[0] >= 0 and is_named(c, r.change.name)
                   and is_named(self.cards[r.source[0]], r.change.name) for r in self.lasting.of(Forbid))

    def use_number(self, c: Card, n: int) -> int:
        """The number a use of declared effect `n` of card `c` is counted under: the number in its text, as one
        printed effect may be declared as several (`CardDef.text_number`: one per trigger kind, alternative
        conditions) and is still used once a turn in all, or the one its effects that share a use count under
        (`CardDef.use_number`). An effect the card left behind (`n` < 0, `Duel.linger`) keeps its own number."""
        defn = self.defs[c.idx]
        return defn.use_number(n) if defn is not None and n > 0 else n

    def _use_key(self, c: Card, n: int) -> int:
        """What a `Used` record of effect `n` of card `c` counts under: `use_number`, but apart from the card's own
        numbers while it has another card's effects (`Duel.take_on`: 「Ｎ・ブラック・パンサー」,
        「ファントム・オブ・カオス」), as an effect it took on is not its own effect of that number: each is used once a
        turn on its own."""
        u = self.use_number(c, n)
        if n > 0 and u > 0 and any(i == c.idx for i, _, _ in self.copies):
            return COPIED_USES + u
        return u

    def name_use_key(self, c: Card, n: int) -> str:
        """`Player.did`'s key for the use of effect `n` of a card of `c`'s name (`use_number`)."""
        return f"once:{c.data.passcode}:{self.use_number(c, n)}"

    def uses_this_turn(self, c: Card, n: int) -> int:
        """How many times effect `n` of this card object was used this turn (`uses_per_turn`, `use_number`)."""
        u = self._use_key(c, n)
        return sum(1 for r in self.lasting.of(Used) if r.card[0] == c.idx and r.card[1] == c.oid and r.change.n == u)

    def _forget_uses(self, c: Card) -> None:
        """The monster object turned face-down: a new card for the rules, its once-a-turn effects may be used again
        once it is face-up (an effect that works once while its card stays face-up, `spend`, stays spent)."""
        if Used in self.lasting.by:
            self.lasting.replace(Used, tuple(r for r in self.lasting.of(Used)
                                             if r.card != (c.idx, c.oid) or r.change.n == SPENT))

    def note_used(self, c: Card, n: int, oid: int = -1) -> None:
        """Effect `n` of this card object (`oid`: another object of it) was used: once a turn, not again (nor any
        other declaration of the same printed effect, `use_number`)."""
        ref = (c.idx, c.oid if oid < 0 else oid)
        self.lasting.add(Lasting(Used(self._use_key(c, n)), source=ref, player=c.ctl, card=ref,
                                 since=(self.serial, self.tp), until=Until(turn=self.turn)))

    # ---- causes and notes -------------------------------------------------------------------------

    def _note_kinds(self, effects: tuple[Effect, ...]) -> None:
        """Which kinds of lasting effects this duel can ever have: scans for the others are skipped."""
        for e in effects:
            self.any_static |= e.kind is Kind.CONTINUOUS
            self.any_repl |= e.kind is Kind.REPLACEMENT
            self.any_watch |= e.answers_others
            self.any_grave_effects |= e.from_zone is Zone.GRAVE
            self.any_forced |= e.forced
            self.any_at_once |= e.kind is Kind.AT_ONCE
            self.any_level |= e.level is not None or e.level_becomes is not None
            self.any_keep |= e.position is not None and e.kind is Kind.CONTINUOUS
            self.any_attribute |= e.attribute is not None and e.kind is Kind.CONTINUOUS
            self.any_owners_control |= e.owners_control and e.kind is Kind.CONTINUOUS
            self.any_tax |= e.hand_tax > 0
            self.any_wins |= e.wins is not None or e.wins_on_field is not None
            self.any_procedure |= e.kind is Kind.PROCEDURE
            self.any_immune |= e.unaffected_by is not None
            self.any_ward |= e.ward is not None or e.battle_silences
            self.any_unnegatable |= e.unnegatable
            self.any_unless |= e.destroyed_unless is not None or e.destroys is not None
            self.any_open_hand |= e.opens_hand or e.opens_hands or e.opens_turn_hand
            self.any_face_up_sets |= e.face_up_sets
            self.any_summon_lock |= e.locks_summons is not None
            self.any_zone_limit |= e.zone_limit is not None
            self.any_activation_lock |= e.locks_activations is not None
            self.any_either |= e.either_player
            self.any_untargetable |= e.untargetable or e.untargetable_by is not None
            self.any_waker |= e.wakes_geminis
            self.any_deck_procedure |= e.kind is Kind.PROCEDURE and e.from_zone is Zone.DECK
            self.any_deck_watch |= e.kind is Kind.TRIGGER and e.from_zone is Zone.DECK
            self.any_zone_repl |= e.kind is Kind.REPLACEMENT and e.from_zone is not None
            self.any_instead_of_draw |= e.kind is Kind.INSTEAD_OF_DRAW
            if e.responds_to:
                self.responder_kinds = self.responder_kinds | frozenset(e.responds_to)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def rule_cause(self, p: int) -> Cause:
        return RULE_CAUSES[p]

    def effect_cause(self, link: ChainLink) -> Cause:
        return Cause(link.player, Reason.EFFECT, link.card, link.effect, link.number)

    def _source_of(self, cause: Cause) -> Ref:
        """The card object whose effect is the cause (the source of what it leaves behind)."""
        return (cause.card, self.cards[cause.card].oid) if cause.card >= 0 else (-1, 0)

    def remember(self, note: Note, once: bool = True, read_by_effects: bool = False) -> None:
        """Keep a card module's note (`lasting.Note`) about the duel; `once`: not if the same note is kept
        already (an operation replayed after a question notes the same thing again); `read_by_effects`: some
        continuous effect reads it, so what applies is worked out again."""
        if once and note in self.lasting.notes(type(note)):
            return
        self.lasting.add(Lasting(note, since=(self.serial, self.tp)))
        if read_by_effects:
            self.version += 1
