"""A duel: the state, the public API (pending / act / clone) and the engine verbs.

Every change of state goes through `_apply`: replacement, application, recording for triggers.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import field
from types import TracebackType

from arbiter.kernel.copying import assign_state, copy_state
from arbiter.kernel.decision import Decision, IllegalAction, Option
from arbiter.kernel.events import RULE_CAUSES, Cause, Event, Reason
from arbiter.kernel.log import SPECTATOR, LogEntry
from arbiter.kernel.reasons import Why, in_lang
from arbiter.kernel.replacement import Replacement, candidates, must_choose, offers, picked
from arbiter.kernel.replacement import apply as apply_replacement
from arbiter.kernel.rng import DuelRNG
from arbiter.kernel.values import value
from arbiter.ocg import activation_locks, categories, cost_first, legality, stat_set, summon_conditions, summon_locks
from arbiter.ocg.battle import Attack
from arbiter.ocg.carddata import CardData
from arbiter.ocg.chain import (
    NEGATED_ACTIVATION,
    Activation,
    AtOnce,
    ChainLink,
    PendingTrigger,
    ResolveChain,
    ResolvedLink,
    StepQuestion,
    TriggerChain,
    Window,
)
from arbiter.ocg.continuous import Applied, Order, OrderEffects, Stamp, negated_cards, order
from arbiter.ocg.cost_first import Ways
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind, Replies, Resolution
from arbiter.ocg.frame import Frame
from arbiter.ocg.lasting import (
    Allow,
    Change,
    Control,
    Delayed,
    DestroyedByBattle,
    Equipped,
    ExtraBattle,
    Forbid,
    InARow,
    Lasting,
    Lastings,
    Left,
    LeftForGrave,
    Link,
    N,
    Note,
    Ref,
    Replacing,
    Reversal,
    SentByOpponent,
    Shown,
    Skip,
    StatChange,
    StatSet,
    Struck,
    Summoned,
    Then,
    TributeSummon,
    TurnedDown,
    Until,
    Unusable,
    Used,
)
from arbiter.ocg.names import attributes_of, is_named
from arbiter.ocg.registry import definition
from arbiter.ocg.state import Card, Player, Pos, Zone

START_LP = 8000
SPENT = -1  # a `Used` record's effect number for an effect that works once while its card stays (`Duel.spend`)
# events that are a player's summon or attack, as `Player.did` names them (a "summoned" event by its detail)
_DID_EVENTS = {"special_summoned": "special_summon", "attack_declared": "attack"}
_FIELD_SRC = (int(Zone.MONSTERS), int(Zone.SPELLS), int(Zone.FIELD))  # an event's `src`: from the field
# the `src` of the move of a monster whose summon never succeeded (negated: 「神の宣告」, 「キックバック」): no zone,
# as it was never on the field (R004-110), so nothing that answers a card leaving the field or a zone answers it
UNSUMMONED = 0
_DID_SUMMONS = {"normal": "summon", "gemini": "summon", "flip": "flip_summon"}
_BANISHED = int(Zone.BANISHED)

NONE_SHOWN: frozenset[int] = frozenset()  # `Duel.shown_to` while no card is shown
# chain links resolved in a row while no player had a choice (every decision one option, or the order of effects
# that all apply): a loop of effects no one can stop, which makes the duel a draw (docs/uncertain-rulings.md:
# 「カオスポッド」 flipped again by 「召喚制限－猛突するモンスター」 at each resolution). Chains between real
# choices are far shorter
ENDLESS_LOOP_LINKS = 100


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


def also_banished(ev: Event) -> str | None:
    """"banished" for a card destroyed, sent or discarded that lands banished instead (「次元の裂け目」, destroy and
    banish): it is banished all the same, so what answers a banishment answers it too (besides its own kind)."""
    return "banished" if ev.dst == _BANISHED and ev.card >= 0 and ev.kind not in ("banished", "moved") else None


# what forbids a card's own activation (`Duel.activation_forbidden`), from the field or graveyard and from the hand
CARD_ACTIVATION = ("activate", "activate_card")
CARD_FROM_HAND = ("activate", "activate_card", "activate_from_hand")
# why a card cannot be targeted (`Duel.targeting_refusal`)
DOOMED = Why("it was destroyed by battle and is about to leave the field",
             "戦闘で破壊され、フィールドを離れるところである")
CONTROL_FIXED = Why("its control cannot change, and the effect takes control",
                    "コントロールを変更できないカードで、この効果はコントロールを得る効果である")
UNTARGETABLE = Why("an effect keeps it from being targeted by this one", "効果によって、この効果の対象にならない")


class Duel:
    """One duel under the expert rules. Create with `new` (decks) or the judge (a scenario)."""

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
        # phase), the reason), for a player who asks to activate one (`note_untaken`)
        self.untaken: tuple[tuple[int, int, int, tuple[int, str], str], ...] = ()
        self.winner: int | None = None  # 0 or 1, 2 for a draw
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
        # effects to apply at once (Kind.AT_ONCE) for events that just happened: (player, card, effect, event)
        self.due: tuple[tuple[int, int, int, Event], ...] = ()
        self.battle_phases = 0  # battle phases begun in the duel (a monster attacks once in each)
        # the monster objects each player controlled as the last battle phase began (「テュアラティン」)
        self.battle_start_monsters: tuple[tuple[tuple[int, int], ...], ...] = ((), ())
        self.end_battle = False
        self.to_end = False  # an effect moved the turn on to its end phase (`to_end_phase`), once the chain is over
        self.lp_changed = True  # the end of the duel is checked between steps after LP change (and at first)
        self.serial = 0  # counts "things that happen" (a link resolving, a summon): for missing the timing
        # on a copy replayed to say why a card is no answer to a question (`effects.probing`): that card; else -1
        self.probing = -1
        self.probing_word = ""  # the same for a word no option of the question is (`effects.probing`)
        self.version = 0  # bumped by every change that can change which continuous effects apply
        self.deck_face_up = False  # whether a card has been face-up in a deck (`Pos.UP` there) in this duel
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
        # the face-up monsters whose Attribute a continuous effect changed: (card, object id, the Attribute it gave,
        # the one it had before); one turned face-down is dropped (a change of its Attribute ends there)
        self.attributed: tuple[tuple[int, int, str, str], ...] = ()
        # while an effect that keeps positions checks a monster: (that monster, where the effect comes in
        # the order of those applied to it): only effects before it count (arbiter.ocg.continuous)
        self.horizon: tuple[int, Order] | None = None
        self._reading: frozenset[tuple[int, bool]] = frozenset()  # ATK (True) / DEF values being computed
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
        self.any_wins = False  # a card that wins the duel from the hand (「封印されしエクゾディア」)
        self.any_procedure = False  # a monster with its own special summon procedure
        # protections: "unaffected by", negating effects that target a card, effects that cannot be negated
        self.any_immune = self.any_ward = self.any_unnegatable = False
        self.any_unless = False  # a card destroyed while something does not hold (`Effect.destroyed_unless`)
        self.any_equip_limit = False  # an equip spell that may equip only some monsters (`CardDef.equip_limit`)
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
        # the replacement effects that applied as that `destroy` began: those of a card destroyed with the others
        # still apply to the cards after it, all leaving at once (`_apply`)
        self.destroying_repl: list[Replacement] = []
        self.substituting = ""
        # while the end of a damage step is recorded (`record_battle_end`): the moves of the battle's monsters that its
        # destruction has just sent away, what they were as they left, and those of them whose effects were negated
        self.battle_left: tuple[Event, ...] = ()
        self.battle_muted: frozenset[int] = frozenset()
        self._watchers_version = -1
        self.decisions = 0

    # ---- construction -------------------------------------------------------------------------

    def add_card(self, data: CardData, owner: int, zone: Zone, pos: Pos = Pos.NONE, label: str = "",
                 slot: int = -1, ctl: int = -1) -> Card:
        """Put a new card into a zone (set-up only; during play cards move with `move`)."""
        c = Card(len(self.cards), data, owner, label)
        self.cards.append(c)
        defn = definition(data)
        self.defs.append(defn)
        if defn is not None:
            self._note_kinds(defn.effects)
            self.any_equip_limit |= defn.equip_limit is not None and data.is_spell and "equip" in data.subtypes
        self.refs.append(CardRef(label, data.name_ja, data.name_en, card=c.idx))
        self._place(c, zone, owner if ctl < 0 else ctl, pos, slot)
        return c

    def _note_kinds(self, effects: tuple[Effect, ...]) -> None:
        """Which kinds of lasting effects this duel can ever have: scans for the others are skipped."""
        for e in effects:
            self.any_static |= e.kind is Kind.CONTINUOUS
            self.any_repl |= e.kind is Kind.REPLACEMENT
            self.any_watch |= e.answers_others
            self.any_grave_effects |= e.from_zone is Zone.GRAVE
            self.any_forced |= e.forced
            self.any_at_once |= e.kind is Kind.AT_ONCE
            self.any_level |= e.level is not None
            self.any_keep |= e.position is not None and e.kind is Kind.CONTINUOUS
            self.any_attribute |= e.attribute is not None and e.kind is Kind.CONTINUOUS
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

    # ---- public API ---------------------------------------------------------------------------

    def advance(self) -> None:
        """Run the duel until a decision is pending or the duel is over."""
        while self.pending is None and self.winner is None:
            if self.lp_changed and not self._check_end():
                break
            if not self.stack:
                raise RuntimeError("the duel has nothing to do")
            if self.any_keep and self._kept_version != self.version and self.keep_positions():
                continue  # a player orders their continuous effects first (【Ｂ１】 comes before the rest)
            if self.any_attribute and self._attr_version != self.version:
                self.keep_attributes()
                continue
            if self._control_version != self.version and Control in self.lasting.by:
                self._check_control_while()
                continue
            if (self.any_unless or self.any_equip_limit) and self._unless_version != self.version:
                self._asking(self.destroy_unsupported)
                continue
            if self.due:
                # the turn player's first: the stack runs the last pushed first
                self.stack.extend(AtOnce(p, i, n, ev) for p, i, n, ev in reversed(self.due))
                self.due = ()
            if self._quiet_version == self.version:
                self.stack[-1].step(self)  # most steps: nothing could ask, known since the duel last changed
            else:
                self._asking(lambda: self.stack[-1].step(self))
        if self.winner is not None:
            self.pending = None

    def _asking(self, step: Callable[[], object]) -> None:
        """Run one step of the duel so that a replacement effect's question (optional ones, or which of several) is
        asked wherever it comes up: a chain link's resolution and the end of the damage step ask through their own
        frames; anywhere else (a rule's destruction, an at-once effect, a cost) the question stops the duel here and
        the answer replays the step from a snapshot taken before it (RNG included). Without a replacement that
        applies as the step begins and could ask (an optional one, one that picks a card, or two of one player's),
        none is kept: one that only starts to apply during the step takes its first choice without asking."""
        if not self._may_ask():
            step()
            return
        snapshot = self.clone()
        outer, self.replies = self.replies, Replies(self.replay_answers, step=True)
        try:
            step()
        except StepQuestion as q:
            self.replay = snapshot
            self.pending = q.decision
            return
        finally:
            self.replies = outer
        self.replay_answers = []

    def rewind(self, snapshot: Duel) -> None:
        """Go back to `snapshot`, the duel before an operation that stopped at a question (a frame's `answer`), to
        run the operation again with the answers: to a copy of it, so that the snapshot stays as it was, for the
        operation's next question (the frame keeps it: no new one is taken) and for every clone of this duel that
        shares it. The counts of decisions and of links resolved since the last choice stay as they are now: the
        operation resolved no link before it asked, and an earlier answer that was a choice counts."""
        decisions, unchosen = self.decisions, self.unchosen_links
        assign_state(self, snapshot.clone())
        self.decisions, self.unchosen_links = decisions, unchosen

    def _may_ask(self) -> bool:
        """Whether a replacement that applies now could ask a question (`_asking`). Every step of the duel asks it:
        a version of the duel found quiet (most) is kept, so that `advance` steps on with no call."""
        if self._quiet_version == self.version:
            return False
        active = self.active_replacements()
        if active and (any(r.optional or r.picks is not None for r in active)
                       or len({r.controller for r in active}) < len(active)):
            return True
        self._quiet_version = self.version
        return False

    def act(self, key: str) -> None:
        """Answer the pending decision with the option `key`. An illegal key changes nothing."""
        if self.pending is None:
            raise IllegalAction("the duel is over" if self.over else "no decision is pending")
        o = self.pending.option(key)
        self.answer(o)

    def answer(self, o: Option) -> None:
        """Answer with an option object taken from the pending decision's own list."""
        # a choice that could change what happens (putting effects that all apply in order is none)
        dec = self.pending
        chose = dec is not None and len(dec.options) > 1 and dec.kind != "order"
        self.pending = None
        self.decisions += 1
        if self.replay is not None:  # a step's replacement question (`_asking`): the step runs again with it
            decisions, answers = self.decisions, [*self.replay_answers, o.key]
            assign_state(self, self.replay.clone())
            self.decisions, self.replay_answers = decisions, answers
        else:
            self.stack[-1].answer(self, o)
        if chose:  # after the answer, which may put back the duel as it was before a step that asked
            self.unchosen_links = 0
        self.advance()

    def clone(self) -> Duel:
        """A cheap independent copy: card data and definitions are shared, the state is copied."""
        d = copy_state(self, ("log", "triggers", "decked", "recent", "this_thing", "doomed", "lasting"),
                       each=("cards", "players", "chain", "stack"))
        d.rng = self.rng.clone()
        # caches hold this duel's card objects: the copy builds its own
        d._statics_version = d._watchers_version = d._repl_version = d._quiet_version = -1
        # a snapshot taken inside a step restores to before it: no step's asker comes along (`_asking`)
        d.replies = None
        d.act_cache = [(None, []), (None, [])]
        d.what_if = ((), {})
        d.destroying_repl = []
        d.touched = []  # a copy is another duel to its readers
        return d

    # ---- lookups ------------------------------------------------------------------------------

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

    def ref(self, i: int) -> CardRef:
        c = self.cards[i]
        secret = (0 if self.sees(0, c) else 1) | (0 if self.sees(1, c) else 2)
        if not secret:
            return self.refs[i]
        r = self.refs[i]
        # a spectator sees what both players see (`sees`)
        return CardRef(r.label, r.name_ja, r.name_en, secret=secret | SPECTATOR, card=r.card)

    def shown_ref(self, i: int) -> CardRef:
        """How the log names a card that the entry itself shows to both players, wherever it is: a card activating
        an effect (the chain names it too: `view.chain_links`), a flip summon, a face-down ward negating a spell."""
        return self.refs[i]

    def moved_ref(self, c: Card, before: CardRef) -> CardRef:
        """How the log names a card that has just moved or changed position (`before`: its ref as it left or
        turned): hidden only from a player who could see it neither before nor after. A face-up monster returned to
        a hand or a deck or turned face-down, a card added from the graveyard or from a deck (`to_hand` shows it),
        was seen by both players as it moved."""
        r = self.ref(c.idx)
        secret = r.secret & before.secret
        return r if secret == r.secret else CardRef(r.label, r.name_ja, r.name_en, secret=secret, card=r.card)

    def sees(self, player: int, c: Card) -> bool:
        """Whether `player` may know which card `c` is now: the one rule every view of the duel follows. A spectator
        (player -1) knows what is public: what both players know (a card both were shown too)."""
        if player < 0:
            return self.sees(0, c) and self.sees(1, c)
        if c.zone in (Zone.GRAVE, Zone.BANISHED, Zone.GONE):
            return True
        if c.zone is Zone.DECK:
            # a card an effect turned face-up in the deck, or the top of a deck turned upside down; a card an effect
            # showed the player (turned up, looked at) while it keeps its place there (a shuffle forgets it)
            return c.pos is Pos.UP or (self.any_static and self.players[c.ctl].deck[-1:] == [c.idx]
                                       and self.deck_tops_shown()) or (
                Shown in self.lasting.by and c.idx in self.shown_to(player))
        if c.zone is Zone.EXTRA:
            return c.owner == player
        # a hand card is its holder's and its owner's (a card 「エクスチェンジ」 took from the other hand: both saw it);
        # on the field, face-up cards are everyone's and face-down ones their controller's
        mine = (player == c.ctl or player == c.owner) if c.zone is Zone.HAND else c.face_up or c.ctl == player
        # a hand an effect keeps revealed
        return mine or (Shown in self.lasting.by and c.idx in self.shown_to(player)) or (
            self.any_open_hand and c.zone is Zone.HAND and any(
                (e.opens_hand and s.ctl == player) or e.opens_hands
                or (e.opens_turn_hand and c.ctl == self.tp) for s, e in self.statics()))

    def card_option(self, kind: str, i: int) -> Option:
        return Option(f"{kind}:{i}", kind, i)

    def monsters_of(self, p: int) -> list[Card]:
        return [self.cards[i] for i in self.players[p].monsters if i >= 0]

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
        u = self.use_number(c, n)
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

    def name_use_key(self, c: Card, n: int) -> str:
        """`Player.did`'s key for the use of effect `n` of a card of `c`'s name (`use_number`)."""
        return f"once:{c.data.passcode}:{self.use_number(c, n)}"

    def uses_this_turn(self, c: Card, n: int) -> int:
        """How many times effect `n` of this card object was used this turn (`uses_per_turn`, `use_number`)."""
        u = self.use_number(c, n)
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
        self.lasting.add(Lasting(Used(self.use_number(c, n)), source=ref, player=c.ctl, card=ref,
                                 since=(self.serial, self.tp), until=Until(turn=self.turn)))

    def atk(self, c: Card) -> int:
        """Current ATK: the printed value ("?" counts as 0) changed by the continuous effects on it."""
        v = c.data.atk or 0
        if c.zone is Zone.MONSTERS and c.face_up:
            if (StatSet in self.lasting.by or self.stat_statics()) and (s := stat_set.reading(self, c, True)) \
                    is not None:
                return self.halved(c, max(0, s), True)
            if StatChange in self.lasting.by:
                sign = self.boost_sign()
                for b in self.lasting.of(StatChange):
                    if b.card[0] == c.idx and b.card[1] == c.oid:
                        v += sign * b.change.atk
            v = self.halved(c, max(0, v + self.stat_change(c, True)), True)
        return max(0, v)

    def defense(self, c: Card) -> int:
        v = c.data.def_ or 0
        if c.zone is Zone.MONSTERS and c.face_up:
            if (StatSet in self.lasting.by or self.stat_statics()) and (s := stat_set.reading(self, c, False)) \
                    is not None:
                return self.halved(c, max(0, s), False)
            if StatChange in self.lasting.by:
                sign = self.boost_sign()
                for b in self.lasting.of(StatChange):
                    if b.card[0] == c.idx and b.card[1] == c.oid:
                        v += sign * b.change.defense
            v = self.halved(c, max(0, v + self.stat_change(c, False)), False)
        return max(0, v)

    def no_face_down(self) -> bool:
        """Whether a continuous effect keeps every monster face-up (`Effect.face_up_sets`: 「聖なる輝き」): one set is
        placed in face-up defense position, none is turned face-down."""
        return self.any_face_up_sets and any(e.face_up_sets for _, e in self.statics())

    def boost_sign(self) -> int:
        """-1 while an effect reverses every raise and fall of ATK and DEF (`lasting.Reversal`: 「あまのじゃくの呪い」),
        else 1: what `boost` and continuous `atk` / `defense` effects add is multiplied by it."""
        return -1 if Reversal in self.lasting.by else 1

    def reverse_boosts(self, cause: Cause) -> None:
        """Until the end of this turn, every effect that raises or lowers ATK or DEF does the opposite (「あまのじゃくの
        呪い」); values an effect sets, halves or doubles are untouched."""
        self.lasting.add(Lasting(Reversal(), source=self._source_of(cause), player=cause.player,
                                 since=(self.serial, self.tp), until=Until(turn=self.turn)))
        self.version += 1
        self.log.append(LogEntry("reversed", ()))

    def halved(self, c: Card, v: int, atk: bool) -> int:
        """A face-up monster's ATK (`atk`) or DEF `v` after the effects that halve it (rounded up), applied after
        every other change, once for each such effect (「邪神ドレッド・ルート」, docs/uncertain-rulings.md;
        `halves_atk`: the ATK only, 「銀幕の鏡壁」)."""
        for s, e, _ in self.stat_statics():
            if (e.halves or (atk and e.halves_atk)) and self.reaches(s, e, c):
                v = (v + 1) // 2
        return v

    def stat_change(self, c: Card, atk: bool, after: int | None = None) -> int:
        """What continuous effects add to a monster's ATK (or DEF) (an `original_value` one: its "?" value, which
        an original value an effect set replaces, and which is never reversed; a `becomes` one: never reversed
        either); `after`: only those that began to apply to it at or after that moment (`Duel.serial`: a value set
        then overrides those that began before, while one that began with it, such as a field spell's raise of a
        monster arriving with its own value, applies on top: `stat_set`). Where the value needs itself (effects
        that read each other's ATK: 「邪神アバター」 attacking 「サイバー・シャドー・ガードナー」), the inner reading
        of the card counts no continuous effects, so the loop ends."""
        changing = self.stat_statics()
        key = (c.idx, atk)
        if not changing or key in self._reading:
            return 0
        outer = self._reading
        self._reading = outer | {key}
        try:
            total = own = 0
            for s, e, a in changing:
                f = e.atk if atk else e.defense
                if f is None or not self.reaches(s, e, c):
                    continue
                if after is not None and max(a.since, self.stamp_of(c))[0] < after:
                    continue
                if e.original_value:  # the "?" value, unless an effect set the original one
                    if stat_set.original(self, c, atk) is None:
                        own += f(Ctx(self, s.ctl, s, e), c)
                elif e.becomes:  # a value its text makes it, not a raise
                    own += f(Ctx(self, s.ctl, s, e), c)
                else:
                    total += f(Ctx(self, s.ctl, s, e), c)
            return self.boost_sign() * total + own
        finally:
            self._reading = outer

    def stats_as_printed(self) -> bool:
        """Whether every monster's ATK and DEF are now its printed ones (no effect changes any): a reader of the
        whole board (arbiter.env) asks this once instead of asking `atk` and `defense` of each monster."""
        return StatChange not in self.lasting.by and StatSet not in self.lasting.by and not self.stat_statics()

    # ---- continuous effects -------------------------------------------------------------------

    def stat_statics(self) -> list[tuple[Card, Effect, Applied]]:
        """The continuous effects of `statics` that change ATK or DEF (most boards have none), with when each
        began to apply."""
        if self._statics_version != self.version:
            self.statics()
        return self._stat_statics

    def statics(self) -> list[tuple[Card, Effect]]:
        """The continuous effects that apply now, recomputed only after the board changed.

        A continuous effect applies while its card is face-up on the field (a spell or trap once its
        activation has resolved) and has gained it (`Effect.gained`), or one declared `from_zone=Zone.GRAVE` while
        its card is in the graveyard, and is not negated by another card's continuous negation.
        """
        if self._statics_version == self.version:
            return self._statics
        self._statics_version = self.version
        left = self.lasting.of(Left)
        if not (self.any_static or left):
            self._statics, self._applied, self._negated, self._stat_statics = [], [], {}, []
            return self._statics
        # gemini monsters treated as gemini summoned (「超合魔獣ラプテノス」): decided before the effects are gathered,
        # and gathered again without it if every card that does it turns out to be negated
        wakers = self._wakers() if self.any_waker else []
        self._wake(bool(wakers))
        for _ in range(2):
            found: list[Applied] = []
            on_field: list[Card] = []
            for pl in self.players:
                for i in (*pl.spells, pl.field, *pl.monsters):
                    if i < 0:
                        continue
                    c = self.cards[i]
                    on_field.append(c)
                    defn = self.defs[i]
                    if defn is None or not c.face_up or (c.zone is not Zone.MONSTERS and not c.active):
                        continue
                    if c.since is not None and not self.dormant(c):
                        found.extend(Applied(c, e, c.since, c.ctl, n) for n, e in enumerate(defn.effects, 1)
                                     if e.kind is Kind.CONTINUOUS and e.from_zone is not Zone.GRAVE
                                     and (e.gained is None or e.gained(Ctx(self, c.ctl, c, e))))
                for i in pl.grave if self.any_grave_effects else ():  # "while this card is in the graveyard"
                    c, defn = self.cards[i], self.defs[i]
                    if defn is not None and c.since is not None:
                        found.extend(Applied(c, e, c.since, c.owner, n) for n, e in enumerate(defn.effects, 1)
                                     if e.kind is Kind.CONTINUOUS and e.from_zone is Zone.GRAVE)
            found.extend(Applied(self.cards[r.source[0]], r.change.effect, r.since, r.player,
                                 self.lasting.number(r.change.effect))
                         for r in left if r.change.effect.kind is Kind.CONTINUOUS and self.still_there(r))
            negators = [a for a in found if a.effect.negates]
            if negators and (self.any_immune or self.any_unnegatable):
                # a card unaffected by a negation's card, or whose effects cannot be negated, is left out of it
                guards = [a for a in found if a.effect.unaffected_by is not None or a.effect.unnegatable]
                self._negated = negated_cards(self, negators, on_field, self._negatable_by(guards))
            elif negators:
                self._negated = negated_cards(self, negators, on_field)
            else:
                self._negated = {}
            if not self._waking or any(w not in self._negated for w in wakers):
                break
            self._wake(False)
        if self._negated:
            found = [a for a in found if a.number < 0 or a.card.idx not in self._negated]
        self._applied = found
        self._statics = [(a.card, a.effect) for a in found]
        self._stat_statics = [(a.card, a.effect, a) for a in found if a.effect.affects is not None
                              and (a.effect.atk is not None or a.effect.defense is not None or a.effect.halves
                                   or a.effect.halves_atk
                                   or a.effect.atk_becomes is not None or a.effect.def_becomes is not None)]
        return self._statics

    def stamp_of(self, c: Card) -> Stamp:
        """When a card's continuous effects began to apply (now, for a monster whose summon waits to succeed)."""
        return c.since if c.since is not None else (self.serial, self.tp)

    def stamp(self, c: Card) -> None:
        """The card's continuous effects begin to apply now."""
        c.since = (self.serial, self.tp)
        self.version += 1

    def turn_on(self, c: Card) -> None:
        """A face-up spell or trap on the field starts to apply as an activated card (its continuous
        effects apply from now)."""
        c.active = True
        self.stamp(c)

    def order_of(self, a: Applied, c: Card) -> Order:
        """Where the continuous effect `a` comes among those applied to `c` (arbiter.ocg.continuous)."""
        since = self.stamp_of(c)
        rank = 0
        for m, t, seq in self.chosen_order:
            if m == c.idx and t == since and a.card.idx in seq:
                rank = seq.index(a.card.idx)
        return order(a.since, a.player, since, rank)

    def keep_positions(self) -> bool:
        """Continuous effects that keep monsters in a position (`Effect.position`) turn them to it at once,
        without a chain, each in the order it applies to the monster (arbiter.ocg.continuous). True if a
        player must first choose that order (a frame is pushed to ask)."""
        self._kept_version = self.version
        self.statics()
        keepers = [a for a in self._applied if a.effect.position is not None]
        if not keepers:
            return False
        now = (self.serial, self.tp)
        for p in (self.tp, 1 - self.tp):
            for i in self.players[p].monsters:
                c = self.cards[i] if i >= 0 else None
                if c is None or not c.face_up or c.since is None:
                    continue
                if c.since == now and self._ask_order(c, now):
                    return True
                want: Applied | None = None
                for key, a in sorted(((self.order_of(a, c), a) for a in keepers), key=lambda x: x[0]):
                    # starting to apply now, it sees only the effects applied to the monster before it
                    self.horizon = (c.idx, key) if key[0] == now else None
                    try:
                        assert a.effect.affects is not None
                        if a.effect.affects(Ctx(self, a.player, a.card, a.effect), c):
                            want = a
                    finally:
                        self.horizon = None
                if want is not None and want.effect.position is not None and c.pos is not want.effect.position:
                    self.set_position(c, want.effect.position, Cause(want.player, Reason.EFFECT, want.card.idx,
                                                                     want.number))
        return False

    def keep_attributes(self) -> None:
        """Continuous effects that give monsters an Attribute (`Effect.attribute`, the last applied counting) change
        the face-up monsters they apply to at once (`change_attribute`), unless another effect changed the monster
        again since (the later change counts: 「錬金生物 ホムンクルス」); a monster they changed that none applies to
        any more (the card left, or its effects are negated) has the Attribute it had before again. Checked
        between steps, after each change of the board."""
        self._attr_version = self.version
        self.statics()
        givers = [a for a in self._applied if a.effect.attribute is not None and a.effect.affects is not None]
        kept: list[tuple[int, int, str, str]] = []
        for p in (self.tp, 1 - self.tp):
            for c in self.monsters_of(p):
                if not c.face_up:
                    continue
                last: tuple[Order, str, Applied] | None = None
                for a in givers:
                    e = a.effect
                    assert e.affects is not None and e.attribute is not None
                    ctx = Ctx(self, a.card.ctl, a.card, e)
                    key = self.order_of(a, c)
                    if (last is None or key > last[0]) and e.affects(ctx, c) and self.reaches(a.card, e, c):
                        want = e.attribute(ctx, c)
                        if want:
                            last = (key, want, a)
                had = next((x for x in self.attributed if x[:2] == (c.idx, c.oid)), None)
                now = c.data.attribute or ""
                if last is not None:
                    _, want, a = last
                    if had is not None and had[2] == want:
                        kept.append(had)  # given already: a different Attribute now is a later effect's
                    else:
                        kept.append((c.idx, c.oid, want, had[3] if had is not None else now))
                        if now != want:
                            self.change_attribute(c, want, Cause(a.player, Reason.EFFECT, a.card.idx, a.number))
                elif had is not None and now == had[2] and had[3]:
                    self.change_attribute(c, had[3], RULE_CAUSES[p])
        self.attributed = tuple(kept)

    def destroy_unsupported(self) -> None:
        """Cards face-up on the field whose `destroyed_unless` no longer holds are destroyed at once by their own
        effect, so are the cards a face-up card's `destroys` names (by its effect), and equip spells equipped to a
        monster they may not equip by the rules, without a chain link (checked between steps, after each change of
        the board)."""
        self._unless_version = self.version
        found: list[tuple[Card, int]] = []
        doomed: list[tuple[list[Card], Cause]] = []
        for p in (self.tp, 1 - self.tp) if self.any_unless else ():
            pl = self.players[p]
            for i in (*pl.monsters, *pl.spells, pl.field):
                defn = self.defs[i] if i >= 0 else None
                c = self.cards[i] if defn is not None else None
                # a monster being summoned applies its continuous effects once the summon succeeds (R003-032):
                # destroyed then, what answers its destruction answers it (「Ｇ・コザッキー」's damage)
                if c is None or defn is None or not c.face_up or self.dormant(c) or self.effect_negated(c) or (
                        c.zone is not Zone.MONSTERS and not c.active) or (c.zone is Zone.MONSTERS and c.since is None):
                    continue
                found += [(c, n) for n, e in enumerate(defn.effects, 1)
                          if e.destroyed_unless is not None and not e.destroyed_unless(Ctx(self, c.ctl, c, e))][:1]
                doomed += [(hit, Cause(c.ctl, Reason.EFFECT, c.idx, n)) for n, e in enumerate(defn.effects, 1)
                           if e.destroys is not None and (hit := e.destroys(Ctx(self, c.ctl, c, e)))]
        misequipped = self._misequipped() if self.any_equip_limit else []
        for c, n in found:
            if c.on_field:
                self.destroy([c], Cause(c.ctl, Reason.EFFECT, c.idx, n))
        for hit, cause in doomed:
            if self.cards[cause.card].on_field:
                self.destroy([h for h in hit if h.on_field], cause)
        for c, m in misequipped:
            if c.on_field and c.equipped_to == m.idx:
                self.destroy([c], Cause(c.ctl, Reason.RULE, m.idx))
        if found or doomed or misequipped:
            self.chain_loose_triggers()

    def chain_loose_triggers(self) -> None:
        """What a step outside any chain or summon set off (an at-once effect, a rule's destruction) forms a chain
        now, unless an activation, a chain (even one whose last link has just resolved) or a summon in progress
        gathers the triggers when it is done, a trigger chain about to start takes them in, or the draw phase holds
        them until its normal draw is made."""
        if self.triggers and not self.chain and not self.resolving and not any(
                f.gathers_triggers or f.holds_triggers or (isinstance(f, TriggerChain) and not f.started)
                for f in self.stack):
            top = self.stack[-1]
            if isinstance(top, Window) and top.ignition_ok and not (top.passes or top.activations or top.awaiting):
                # set off right after a summon, before anyone answered it: they are the summon's trigger chain,
                # and what answers the summon is chained to them (R003-045)
                self.stack.pop()
                self.stack.append(TriggerChain(top.events))
            else:
                self.stack.append(TriggerChain())

    def _misequipped(self) -> list[tuple[Card, Card]]:
        """Equip spells on the field equipped to a monster that their own target filter (`CardDef.equip_limit`)
        no longer lets them equip: its Type, Attribute, Level or controller changed (their monster turning
        face-down or leaving is `_drop_equips`). A rule, not the card's effect: it holds while the card's
        effects are negated."""
        found: list[tuple[Card, Card]] = []
        for p in (self.tp, 1 - self.tp):
            for i in self.players[p].spells:
                defn = self.defs[i] if i >= 0 else None
                c = self.cards[i] if defn is not None else None
                if c is None or defn is None or defn.equip_limit is None or c.equipped_to < 0 or not c.face_up \
                        or not (c.data.is_spell and "equip" in c.data.subtypes):
                    continue
                m = self.cards[c.equipped_to]
                e = defn.equip_limit
                assert e.target is not None and e.target.where is not None
                if m.zone is Zone.MONSTERS and m.face_up and not e.target.where(Ctx(self, c.ctl, c, e), m):
                    found.append((c, m))
        return found

    def _ask_order(self, c: Card, now: Stamp) -> bool:
        """Whether a player must first order their effects starting to apply to the newcomer `c`: two or more
        of one player's, tied in the order, among them one that keeps positions and one that changes a Type
        it may look at. The turn player's are asked first."""
        groups: dict[tuple[int, int], list[Applied]] = {}
        for a in self._applied:
            e = a.effect
            ctx = Ctx(self, a.player, a.card, e)
            if e.position is not None or (e.race is not None and e.affects is not None and e.affects(ctx, c)):
                key = order(a.since, a.player, now)
                if key[0] == now:
                    groups.setdefault(key[1:3], []).append(a)
        for _, group in sorted(groups.items(), key=lambda g: g[0]):
            sources = sorted({a.card.idx for a in group if a.number > 0})
            if len(sources) < 2 or not any(a.effect.position is not None for a in group) \
                    or not any(a.effect.race is not None for a in group):
                continue
            if any(m == c.idx and t == now and set(sources) <= set(seq) for m, t, seq in self.chosen_order):
                continue
            self.stack.append(OrderEffects(group[0].player, c.idx, now, sources))
            return True
        return False
    def speed_of(self, c: Card, eff: Effect) -> int:
        if eff.speed:
            return eff.speed
        if eff.kind is Kind.ACTIVATE:
            if c.data.kind == "trap":
                return 3 if "counter" in c.data.subtypes else 2
            return 2 if "quick-play" in c.data.subtypes else 1
        return 2 if eff.kind is Kind.QUICK else 1

    def leaves_after_resolving(self, c: Card) -> bool:
        """Normal and quick-play spells and normal and counter traps go to the graveyard after use
        (unless the effect that resolved `remains`: the chain does not count such a card as spent)."""
        subs = c.data.subtypes
        return not ("continuous" in subs or "equip" in subs or "field" in subs)

    def forbidden(self, c: Card, what: str) -> bool:
        """Whether a continuous effect or a lasting restriction forbids this card to `what`
        ("attack", "be_attacked", "change_position", "be_banished", "normal_summon", "flip_summon",
        "change_control": no effect takes control of it; "set": a spell or trap card is not set from the hand;
        the activation kinds: `activation_forbidden`)."""
        return self._forbids_any(c, (what,))

    def activation_forbidden(self, c: Card, eff: Effect) -> bool:
        """Whether a continuous effect or a lasting restriction forbids activating effect `eff` of `c`:
        "activate" forbids every effect of the card (「王宮の号令」, a negated card); "activate_card" only the
        card's own activation (`Kind.ACTIVATE`: 「封魔の呪印」, 「泉の精霊」), so a face-up copy's activated
        effects stay free; "activate_from_hand" that activation from the hand only (「ヴィシャス・クロー」: a set
        copy may be activated)."""
        if eff.kind is not Kind.ACTIVATE:
            return self._forbids_any(c, ("activate",))
        return self._forbids_any(c, CARD_FROM_HAND if c.zone is Zone.HAND else CARD_ACTIVATION)

    def _forbids_any(self, c: Card, whats: tuple[str, ...]) -> bool:
        """Whether something forbids this card any of `whats`: one pass over the restrictions and statics."""
        by = self.lasting.by
        if not (Forbid in by or self.any_static or Left in by):
            return False
        for r in self.lasting.of(Forbid):
            f = r.change
            if f.what not in whats:
                continue
            if f.name:
                if is_named(c, f.name) and r.until.turn is not None and r.until.turn >= self.turn \
                        and r.to_player in (-1, c.ctl):
                    return True
            elif r.card[0] == c.idx and r.card[1] == c.oid:
                return True
        return any(e.affects is not None and any(w in e.forbids for w in whats) and self.reaches(s, e, c)
                   for s, e in self.statics())

    def banish_forbidden(self, c: Card, player: int) -> bool:
        """Whether `player` may not banish `c` (for a cost): a continuous effect forbids it to everyone
        ("be_banished": 「王家の眠る谷－ネクロバレー」) or to the opponent of its own controller
        ("be_banished_by_opponent": 「霊滅術師 カイクウ」)."""
        return self.forbidden(c, "be_banished") or (self.any_static and any(
            "be_banished_by_opponent" in e.forbids and e.affects is not None and s.ctl != player
            and self.reaches(s, e, c) for s, e in self.statics()))

    def level(self, c: Card) -> int:
        """A monster's Level now: its printed Level changed by continuous effects (「伝説の都 アトランティス」,
        「レベル変換実験室」), never below 1."""
        base = c.data.level or 0
        if not base or not (self.any_level or self.lasting.has(Left)):
            return base
        delta = sum(e.level(Ctx(self, s.ctl, s, e), c) for s, e in self.statics()
                    if e.level is not None and e.affects is not None and self.reaches(s, e, c))
        return max(1, base + delta)

    def dormant(self, c: Card) -> bool:
        """Whether a card's effects do not apply where it is: a gemini monster is a normal monster unless it is
        on the field after being normal summoned a second time there (the gemini summon); a monster card treated
        as a spell in a spell & trap zone (`place_as_spell`) is that spell, without its monster effects."""
        if c.zone is Zone.SPELLS and c.data is not c.base:
            return True
        if "gemini" not in c.data.subtypes:
            return False
        if self.any_waker and c.zone is Zone.MONSTERS and c.face_up:
            self.statics()  # whether it is woken now (`_wake`)
        return not c.as_gemini

    def is_normal_monster(self, c: Card) -> bool:
        """Whether the card is a normal monster now, as a card's "normal monster" asks: a printed normal monster, or
        a gemini monster where its era text treats it as one (in the graveyard, or face-up on the field while it is
        not treated as gemini summoned: `dormant`). In the hand, the deck, banished or face-down it is the effect
        monster it is printed as. `CardData.is_normal_monster` stays the printed fact (deck lists, card data)."""
        if "gemini" not in c.data.subtypes:
            return c.data.is_normal_monster
        return (c.zone is Zone.GRAVE or (c.zone is Zone.MONSTERS and c.face_up)) and self.dormant(c)

    def is_effect_monster(self, c: Card) -> bool:
        """Whether the card is an effect monster now, as a card's "effect monster" asks: printed as one and not
        treated as a normal monster where it is (a gemini monster, `is_normal_monster`)."""
        return c.data.is_effect_monster and not self.is_normal_monster(c)

    def _wake(self, waking: bool) -> None:
        """Whether a continuous effect treats gemini monsters as gemini summoned now (`Effect.wakes_geminis`:
        「超合魔獣ラプテノス」), as `statics` works it out: each face-up one on the field is marked (`Card.woken`)."""
        self._waking = waking
        for pl in self.players:
            for i in pl.monsters:
                if i >= 0:
                    c = self.cards[i]
                    c.woken = waking and c.face_up and "gemini" in c.data.subtypes

    def _wakers(self) -> list[int]:
        """The face-up monsters whose continuous effect treats gemini monsters as gemini summoned (before
        negations: `statics` then drops those negated)."""
        out = []
        for pl in self.players:
            for i in pl.monsters:
                c = self.cards[i] if i >= 0 else None
                defn = self.defs[i] if i >= 0 else None
                if c is not None and defn is not None and c.face_up and c.since is not None and any(
                        e.wakes_geminis and e.kind is Kind.CONTINUOUS for e in defn.effects):
                    out.append(i)
        return out

    def race(self, c: Card, without: Card | None = None) -> str | None:
        """A monster's Type now: its printed Type unless a continuous effect changes it (「ＤＮＡ改造手術」).
        Cards that care about a monster's Type on the field ask this, as they ask `atk` for its ATK. `without`:
        the Type leaving out that card's own changes (an equip limit its own change must not break: 「竜魂の力」)."""
        if not (self.any_static and c.zone is Zone.MONSTERS):
            return c.data.race
        self.statics()
        last: tuple[Order, str] | None = None
        for a in self._applied:
            e = a.effect
            if e.race is None or e.affects is None or (without is not None and a.card.idx == without.idx):
                continue
            key = self.order_of(a, c)
            if self.horizon is not None and self.horizon[0] == c.idx and key >= self.horizon[1]:
                continue
            ctx = Ctx(self, a.card.ctl, a.card, e)
            if (last is None or key > last[0]) and self.reaches(a.card, e, c):
                r = e.race(ctx, c)
                if r:
                    last = (key, r)
        return last[1] if last is not None else c.data.race

    def before_calculation(self) -> bool:
        """The damage step of an attack whose damage is not calculated yet: an effect activated "during damage
        calculation" (「お注射天使リリー」, 「風魔神－ヒューガ」) is used in these windows, which are not told apart
        (as 「クリボー」's damage-step effect)."""
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        return self.phase == "battle:damage" and frame is not None and not frame.calculated

    def battle_serial(self) -> int:
        """The battle in progress, told apart from every other (-1: none): the same monster may attack the same
        target twice in a turn, and an effect on "this battle" must not reach the second one."""
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        return -1 if frame is None else frame.serial

    def calculating(self) -> bool:
        """Whether damage is being calculated now (ダメージ計算時: effects that apply only then read it); nothing
        is asked meanwhile."""
        top = self.stack[-1] if self.stack else None
        return isinstance(top, Attack) and top.stage == 3

    def damage_cause(self, c: Card, cause: Cause, to: int) -> Cause:
        """The cause of the battle damage monster `c` inflicts on player `to`: by battle, or by `c`'s effect where a
        continuous effect says its battle damage to the opponent is effect damage (「墓守の従者」; what its own
        controller takes, its attack moved onto their own monster by 「ルーレット・スパイダー」, is battle damage)."""
        if to != c.ctl and self.any_static and any(e.battle_damage_as_effect and e.affects is not None
                                                   and self.reaches(s, e, c) for s, e in self.statics()):
            return Cause(cause.player, Reason.EFFECT, c.idx)
        return cause

    def pierces(self, c: Card) -> bool:
        """Whether a continuous effect gives this monster piercing battle damage (「螺旋槍殺」)."""
        return any(e.pierce and e.affects is not None and self.reaches(s, e, c)
                   for s, e in self.statics())

    def attacks_allowed(self, c: Card, direct: bool = False) -> int:
        """How many times a monster may attack in one battle phase: once, plus continuous grants (`direct`:
        counting only those that may be direct attacks)."""
        n = 1
        for s, e in self.statics():
            if not e.extra_attacks or e.affects is None or (direct and e.extra_on_monsters):
                continue
            if self.reaches(s, e, c):
                n += e.extra_attacks if isinstance(e.extra_attacks, int) else e.extra_attacks(Ctx(self, s.ctl, s, e), c)
        return n

    def shielded_from(self, target: Card, attacker: Card) -> bool:
        """Whether a continuous effect keeps `attacker` from attacking `target` (`Effect.unattackable_by`)."""
        for s, e in self.statics():
            if e.unattackable_by is not None and e.affects is not None and self.reaches(s, e, target) \
                    and e.unattackable_by(Ctx(self, s.ctl, s, e), target, attacker):
                return True
        return False

    def attacks_each(self, c: Card) -> bool:
        """Whether this monster may attack each monster the opponent controls once in a battle phase."""
        return any(e.attacks_each and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics())

    def can_attack_from(self, c: Card) -> bool:
        """Whether this monster's position lets it declare an attack: attack position (face-down too: it is
        flipped as it attacks), or face-up defense position with an effect that allows it
        (`Effect.attacks_in_defense`)."""
        return c.in_attack or (c.pos is Pos.DEFENSE and self.any_static and any(
            e.attacks_in_defense and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics()))

    def must_activate(self, c: Card, eff: Effect) -> bool:
        """Whether `c`'s trigger effect `eff` is mandatory now: declared so, and no continuous effect lets it be
        declined (`Effect.waives_trigger`: 「ネオスペース」)."""
        return eff.mandatory and not (self.any_static and any(
            e.waives_trigger is not None and e.affects is not None and self.reaches(s, e, c)
            and e.waives_trigger(Ctx(self, s.ctl, s, e), c, eff) for s, e in self.statics()))

    def must_attack(self, c: Card) -> bool:
        """Whether this monster must attack if able (`Effect.must_attack`)."""
        return any(e.must_attack and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics())

    def struck(self, c: Card) -> frozenset[tuple[int, int]]:
        """The monster objects this monster object has attacked in the current battle phase (kept for the monsters
        that attack each of the opponent's monsters once)."""
        return frozenset(r.change.target for r in self.lasting.of(Struck)
                         if r.card == (c.idx, c.oid) and r.change.phase == self.battle_phases)

    def note_strike(self, c: Card, target: Card) -> None:
        """This monster attacked that monster in this battle phase (the attacks of `attacks_each` monsters)."""
        self.lasting.add(Lasting(Struck((target.idx, target.oid), self.battle_phases), card=(c.idx, c.oid),
                                 since=(self.serial, self.tp), until=Until(turn=self.turn)))

    def extra_summon_allows(self, p: int, c: Card, need: int) -> bool:
        """Whether a continuous effect of player `p`'s lets them normal summon `c` (with `need` tributes) beyond
        their normal summon this turn, that extra summon not used yet (`Effect.extra_summon`)."""
        return self.extra_summon_grant(p, c, need) is not None

    def extra_summons_granted(self, p: int) -> bool:
        """Whether any continuous effect of player `p`'s grants normal summons beyond their normal summon (which
        monster, and whether the grant is used up: `extra_summon_grant`): most boards have none, and then no monster
        in the hand needs asking once the normal summon is used."""
        if not self.any_static:
            return False
        self.statics()
        return any(a.effect.extra_summon is not None and a.player == p for a in self._applied)

    def extra_summon_grant(self, p: int, c: Card, need: int) -> str | None:
        """`Player.did`'s key of the first unused grant that lets `p` normal summon `c` beyond their normal summon
        (`extra_summon_allows`): the grants of cards of one name give one such summon a turn between them (the
        texts' "once a turn": two 「魔道化リジョン」 give one), those of two names two. Where several fit, the first in
        the order the effects began to apply is used."""
        if not self.any_static:
            return None
        self.statics()
        did = self.players[p].did
        for a in self._applied:
            e = a.effect
            if e.extra_summon is None or a.player != p or (need == 0 and e.extra_tribute_only):
                continue
            key = f"extra_summon:{a.card.data.passcode}"
            if did.get(key) != self.turn and e.extra_summon(Ctx(self, p, a.card, e), c):
                return key
        return None

    def attack_target_chooser(self, p: int) -> int:
        """Who chooses the monster an attack of player `p`'s monster is declared on: `p`, or their opponent while
        a continuous effect of theirs says so (`Effect.picks_attack_targets`)."""
        if self.any_static and any(e.picks_attack_targets and s.ctl != p for s, e in self.statics()):
            return 1 - p
        return p

    def may_attack_directly(self, c: Card) -> bool:
        return any(e.direct_attack and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics())

    def attack_lp(self, c: Card) -> int:
        """The LP `c`'s controller must pay to declare an attack with it (「マシンナーズ・フォース」); 0: none."""
        return sum(e.attack_lp for s, e in self.statics()
                   if e.attack_lp and e.affects is not None and e.affects(Ctx(self, s.ctl, s, e), c))

    def attack_mill(self, c: Card) -> int:
        """How many cards from the top of their deck `c`'s controller must send to the graveyard to declare an attack
        with it (「墓守の使い魔」); 0: none."""
        return sum(e.attack_mill for s, e in self.statics()
                   if e.attack_mill and e.affects is not None and e.affects(Ctx(self, s.ctl, s, e), c))

    def attack_tributes(self, c: Card) -> int:
        """How many other monsters `c`'s controller must tribute to declare an attack with it (「漆黒の豹戦士パンサー
        ウォリアー」); 0: none."""
        return sum(e.attack_tributes for s, e in self.statics()
                   if e.attack_tributes and e.affects is not None and e.affects(Ctx(self, s.ctl, s, e), c))

    def attack_tribute_pool(self, c: Card) -> list[Card]:
        """The monsters `c`'s controller may tribute for its attack: their other monsters that may be tributed."""
        return [m for m in self.monsters_of(c.ctl) if m.idx != c.idx and self.can_be_tributed(m)]

    def targeting_refusal(self, c: Card, ctx: Ctx) -> str:
        """Why `c` cannot be targeted by the effect of `ctx` ("" if nothing keeps it from that): untargetable by a
        continuous effect, or already destroyed by battle and waiting to leave; a monster whose control cannot change
        is no target of an effect that takes control (「盲信するゴブリン」 and 「心変わり」)."""
        if self.doomed and (c.idx, c.oid) in self.doomed:
            return DOOMED
        if ctx.effect.does_(categories.Does.CONTROL) and self.forbidden(c, "change_control"):
            return CONTROL_FIXED
        if self.any_untargetable and any(
                (e.untargetable or (e.untargetable_by is not None and e.untargetable_by(Ctx(self, s.ctl, s, e), ctx)))
                and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics()):
            return UNTARGETABLE
        return ""

    def reaches(self, s: Card, e: Effect, c: Card) -> bool:
        """Whether the continuous effect `e` of `s` applies to `c`: it affects `c`, and `c` is not unaffected by
        `s`'s effects."""
        assert e.affects is not None
        if not e.affects(Ctx(self, s.ctl, s, e), c):
            return False
        return not (self.any_immune and e.unaffected_by is None and self.unaffected(c, s, s.ctl))

    def unaffected(self, c: Card, source: Card, player: int) -> bool:
        """Whether `c` is unaffected by the effects of `source` controlled by `player` (a continuous `unaffected_by`
        effect that applies to it says so: on the field, or in a graveyard for 「墓守の長」). A card is never
        unaffected by its own effects."""
        if not self.any_immune or c.idx == source.idx:
            return False
        self.statics()
        return self._protected(c, source, player, self._applied, immune_only=True)

    def _negatable_by(self, guards: list[Applied]) -> Callable[[Applied, Card], bool]:
        """Whether a negation may reach a card, given the effects `guards` that may protect it (`_protected`)."""
        return lambda a, t: not self._protected(t, a.card, a.player, guards)

    def _protected(self, c: Card, source: Card, player: int, among: list[Applied], immune_only: bool = False
                   ) -> bool:
        """Whether one of the effects `among` makes `c` unaffected by `source`'s effects (or, unless `immune_only`,
        makes `c`'s effects impossible to negate)."""
        for a in among:
            e = a.effect
            if e.affects is None or (e.unaffected_by is None and (immune_only or not e.unnegatable)):
                continue
            key = (a.card.idx, a.number)
            if key in self._protecting:
                continue  # its own reach reads what it protects from (「ポールポジション」: ATK): not counted there
            # its reach is worked out afresh, as if nothing were being read: the same answer from every caller
            outer, reading = self._protecting, self._reading
            self._protecting, self._reading = outer | {key}, frozenset()
            try:
                ctx = Ctx(self, a.player, a.card, e)
                if e.affects(ctx, c) and (e.unaffected_by is None or (
                        c.idx != source.idx and e.unaffected_by(ctx, c, source, player))):
                    return True
            finally:
                self._protecting, self._reading = outer, reading
        return False

    def cannot_negate(self, link: ChainLink) -> bool:
        """Whether the activation and effect of `link` cannot be negated: the effect says so, or its card is
        protected by a continuous effect whose affected cards' effects cannot be negated."""
        if not self.any_unnegatable:
            return False
        if self.link_effect(link).unnegatable:
            return True
        c = self.cards[link.card]
        if c.oid != link.oid:
            return False
        self.statics()
        return any(a.effect.unnegatable and a.effect.kind is Kind.CONTINUOUS and a.effect.affects is not None
                   and a.effect.affects(Ctx(self, a.player, a.card, a.effect), c) for a in self._applied)

    def spared(self, cause: Cause, source: Card) -> bool:
        """Whether the effect behind `cause` is unaffected by `source`'s effects because it says so
        (`Effect.ignores`: 「降霊の儀式」 and 「王家の眠る谷－ネクロバレー」)."""
        return cause.card >= 0 and cause.effect != 0 and \
            is_named(source, *self.effect_of(cause.card, cause.effect).ignores)

    def ward(self, link: ChainLink, dice: bool = False) -> tuple[Applied, Card] | None:
        """The continuous effect that negates `link`'s effect as it resolves because it targets a card that
        effect protects (`Effect.ward`: a card on the field, or in a graveyard for 「王家の眠る谷－ネクロバレー」), with
        that card; None if none does. With `dice`, only the wards that roll a die (`Ward.die`), each rolling for
        each card it protects among the link's targets until one hits; without, only the others."""
        if not self.any_ward or self.cannot_negate(link):
            return None
        targets = self.link_effect(link).target is not None and bool(link.targets)
        kind = self.cards[link.card].data.kind
        cause = self.effect_cause(link)
        # the face-down ward answers a card's activation only, not an effect of a face-up spell (「ブレイズ・キャノン」)
        if targets and len(link.targets) == 1 and not dice and self.link_effect(link).kind is Kind.ACTIVATE:
            t = self.cards[link.targets[0][0]]
            defn = self.defs[t.idx]
            if t.oid == link.targets[0][1] and t.zone is Zone.MONSTERS and t.face_down and defn is not None:
                for n, e in enumerate(defn.effects, 1):
                    if e.ward is not None and e.ward.face_down and kind in e.ward.kinds and not self.spared(cause, t):
                        return Applied(t, e, self.stamp_of(t), t.ctl, n), t
        self.statics()
        if kind == "monster" and not dice and (silenced := self._silenced_in_battle(link)) is not None:
            return silenced
        for a in self._applied:
            w = a.effect.ward
            if w is None or bool(w.die) != dice or kind not in w.kinds or self.spared(cause, a.card) or (
                    w.opponents and link.player == a.player):
                continue
            ctx = Ctx(self, a.player, a.card, a.effect)
            if w.links is not None:
                if w.links(ctx, link):
                    return a, self.cards[link.card]
                continue
            if not targets or a.effect.affects is None or (w.alone and len(link.targets) != 1):
                continue
            for i, oid in link.targets:
                t = self.cards[i]
                if t.oid != oid or not a.effect.affects(ctx, t) or self.unaffected(t, a.card, a.player):
                    continue
                if not w.die or self.roll_die(a.player, Cause(a.player, Reason.EFFECT, a.card.idx, a.number)) in w.die:
                    return a, t
        return None

    def effect_negated(self, c: Card) -> bool:
        """Continuous negation: a card on the field whose effects another card's continuous effect negates."""
        if not c.on_field:
            return False
        self.statics()
        return c.idx in self._negated

    def negator_of(self, c: Card) -> int:
        """The card whose continuous negation negates `c`'s effects (`effect_negated`), -1 where none does."""
        if not c.on_field:
            return -1
        self.statics()
        return self._negated.get(c.idx, -1)

    def battle_proof(self, c: Card) -> bool:
        """Whether a continuous effect keeps this monster from being destroyed by battle."""
        return any(e.battle_proof and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics())

    def effect_proof(self, c: Card) -> bool:
        """Whether a continuous effect keeps this card from being destroyed by card effects."""
        return any(e.effect_proof and e.affects is not None and self.reaches(s, e, c) for s, e in self.statics())

    def lp_cost_waived(self, c: Card) -> bool:
        """Whether a continuous effect lets this card be activated without paying its LP cost."""
        for s, e in self.statics():
            if e.waives_lp_costs and e.affects is not None and e.affects(Ctx(self, s.ctl, s, e), c):
                return True
        return False

    def early_trap_permit(self, player: int) -> tuple[Card, int] | None:
        """A face-up card of `player` whose effect lets them activate a trap the turn it was set and that has not
        done so this turn (`Effect.early_traps`): the card and its effect number."""
        self.statics()
        return next(((a.card, a.number) for a in self._applied if a.effect.early_traps and a.card.ctl == player
                     and not self.used_this_turn(a.card, a.number)), None)

    def force_activation(self, c: Card, cause: Cause) -> bool:
        """An effect makes a set trap card be activated now (「おとり人形」): if its activation is legal now for its
        controller (its condition, timing, cost and targets; set this turn or not), its controller activates it as the
        next link of the chain being resolved, which resolves next. False, and nothing happens, where it is not."""
        from arbiter.ocg.chain import Activation
        from arbiter.ocg.legality import activation_refusal

        defn = self.defs[c.idx]
        if defn is None or not c.on_field or c.pos is not Pos.SET or not c.data.is_trap:
            return False
        n = next((k for k, e in defn.activated if e.kind is Kind.ACTIVATE), 0)
        if not n or activation_refusal(self, c.ctl, c, n, defn.effects[n - 1], (), None, forced=True):
            return False
        self.stack.append(Activation(c.ctl, c.idx, n, ()))
        return True

    def hand_trap_permit(self, player: int) -> tuple[Card, int] | None:
        """An effect that lets `player` activate a trap card from their hand now (`Effect.hand_traps`) and is not used
        up (`hand_trap_once`): its card and effect number."""
        if not self.statics():  # `_applied` holds the same effects: most boards have none
            return None
        return next(((a.card, a.number) for a in self._applied if a.effect.hand_traps is not None
                     and a.effect.hand_traps(Ctx(self, a.player, a.card, a.effect), player)
                     and not (a.effect.hand_trap_once and self.used_this_turn(a.card, a.number))), None)

    def upkeep_waived(self, c: Card) -> bool:
        """Whether a continuous effect lets this card's controller keep it without its standby-phase LP payment."""
        return any(e.waives_upkeep and e.affects is not None and e.affects(Ctx(self, s.ctl, s, e), c)
                   for s, e in self.statics())

    def live_targets(self, link: ChainLink) -> list[Card]:
        eff = self.link_effect(link)
        spec = eff.target
        if spec is None:
            return []
        ctx = Ctx(self, link.player, self.cards[link.card], eff, link.events, link, link.declared)
        out = []
        for i, oid in link.targets:
            c = self.cards[i]
            if c.oid == oid and spec.fits(ctx, c):
                out.append(c)
        return out

    def can_resolve_something(self, ctx: Ctx, cost_first: bool = False) -> bool:
        """No blank activation: a target to choose, or something for the effect to act on (`cost_first`: once its
        cost, found payable, is paid: `legality.resolve_refusal`)."""
        return not legality.resolve_refusal(ctx, cost_first)

    # ---- activation legality ------------------------------------------------------------------

    def activatable(self, player: int, events: tuple[Event, ...], window: Window | None) -> list[Option]:
        """Every effect `player` may activate now (window None: the turn player's open game state)."""
        return legality.activatable(self, player, events, window)

    def cost_ways(self, ctx: Ctx) -> Ways | None:
        """The ways of paying the cost of the activation in `ctx` that leave its effect something to do, where
        some ways do not (None: every way does, or the what-if is not asked: `cost_first.narrowing`)."""
        return cost_first.narrowing(ctx)

    def can_pay(self, player: int, c: Card, eff: Effect) -> bool:
        """Whether `player` can pay the effect's whole cost now (a trigger whose cost cannot be paid is not
        activated)."""
        return legality.cost_payable(self, player, c, eff)

    def cost_refusal(self, player: int, c: Card, eff: Effect) -> str:
        """Why `player` cannot pay the effect's whole cost now ("" when they can)."""
        return legality.cost_refusal(self, player, c, eff)

    def resolve_refusal(self, ctx: Ctx, cost_first: bool = False) -> str:
        """No blank activation: why the effect has nothing to do now, or "" (`legality.resolve_refusal`)."""
        return legality.resolve_refusal(ctx, cost_first)

    def note_untaken(self, t: PendingTrigger, why: str) -> None:
        """Remember, for the rest of this phase, why a trigger its event set off was not activated (`why`): a player
        asking to activate it is told that (`untaken`). `why` "": it is offered or activated now, so what an earlier
        event of it left is dropped."""
        here = (self.turn, self.phase.split(":")[0])  # a step of the battle phase is that phase
        kept = tuple(u for u in self.untaken if u[3] == here and u[:3] != (t.card, t.oid, t.effect))
        self.untaken = (*kept, (t.card, t.oid, t.effect, here, why)) if why else kept

    def untaken_reason(self, c: Card, n: int) -> str:
        """Why effect `n` of `c`, a trigger its event set off in this phase, was not activated ("" if none was)."""
        here = (self.turn, self.phase.split(":")[0])
        defn = self.defs[c.idx]
        # the declared effects that make up one effect of the card's text answer for each other (「キング・もけもけ」
        # declares one per way of leaving the field)
        same = set(defn.by_text_number(defn.text_number(n))) if defn is not None and 0 < n <= len(defn.effects) \
            else {n}
        return next((Why(f"its event happened, but it could not be activated then: {why}",
                         f"発動条件となる事象は起きたが、その時に発動できなかった：{in_lang(why, 'ja')}")
                     for card, oid, k, when, why in self.untaken if (card, oid, when) == (c.idx, c.oid, here)
                     and k in same), "")

    # ---- the event pipeline -------------------------------------------------------------------

    def _apply(self, ev: Event, spent: frozenset[str] = frozenset()) -> Event | None:
        """The replacement step: what happens instead of `ev`, if a replacement effect applies. An effect does
        nothing to a card on the field that is unaffected by it (`unaffected`): the event does not happen.
        Damage is the exception to "one replacement per event": every effect that changes an amount of damage
        applies to it in turn (`spent`: those already applied), so the opponent's "the damage you take is 0"
        (「和睦の使者」) still holds after the turn player's "the damage becomes 1000" (「心眼の鉾」)."""
        if self.substituting:
            ev = dataclasses.replace(ev, replaced_by=self.substituting)
        if self.any_immune and ev.card >= 0 and ev.cause.reason is Reason.EFFECT and ev.cause.card >= 0 \
                and self.unaffected(self.cards[ev.card], self.cards[ev.cause.card], ev.cause.player):
            self.log.append(LogEntry("unaffected", (self.ref(ev.card), self.ref(ev.cause.card))))
            return None
        active = self._with_leaving(self.active_replacements())
        if spent:
            active = [r for r in active if r.key not in spent]
        if not active:
            return ev
        seen = dataclasses.replace(ev, replaced_by="") if ev.replaced_by in spent else ev
        for p, mine in offers(candidates(seen, active, self.tp), self.tp):
            chosen = self._choose_replacement(p, mine, ev)
            if chosen is None:
                continue
            # what a replacement does is its own doing, not the resolving or at-once effect's (its categories:
            # categories.py)
            res, self.current_res = self.current_res, None
            at_once, self.at_once_link = self.at_once_link, None
            try:
                new = apply_replacement(ev, chosen)
                source = self.ref(chosen.source)
                if new is not None and new.kind == ev.kind and ev.card >= 0 and new.dst != ev.dst:
                    # only where the card goes changed: the line says where, which the event's own may not say
                    self.log.append(LogEntry("replaced", (ev.kind, source, self.ref(ev.card), ev.dst, new.dst)))
                else:
                    self.log.append(LogEntry("replaced", (ev.kind, source)))
                done = new is not None and new.kind != ev.kind and self._carry_out(new)
            finally:
                self.current_res, self.at_once_link = res, at_once
            if done:
                return None  # something else was done instead: `ev` does not happen
            if new is not None and new.kind == ev.kind == "damage":
                return self._apply(new, spent | {chosen.key})
            return new
        return ev

    def _with_leaving(self, active: list[Replacement]) -> list[Replacement]:
        """`active`, and the replacement effects of the cards a `destroy` in progress has already moved off the field:
        the cards it destroys leave at the same time, so one that left first still replaces what happens to the
        others (the monster 「レッサー・デーモン」 destroys by battle in the same battle as itself is banished)."""
        if not self.destroying_repl:
            return active
        here = {(r.key, r.source) for r in active}
        gone = [r for r in self.destroying_repl
                if (r.key, r.source) not in here and r.source in self.destroying and not self.cards[r.source].on_field]
        return [*active, *gone] if gone else active

    def _carry_out(self, ev: Event) -> bool:
        """Do what a replacement put instead of an event when it is another action, not the same one changed (a
        move to another zone is still a move): `counter_removed` (`card`, `detail` the counter kind, `amount` how
        many: 「マジック・ガードナー」's counter removed instead of the destruction), `gained` (`player` gains `amount`
        LP instead of taking that damage: 「レインボー・ライフ」), `discard` (the hand card `card` is discarded instead:
        「剣闘獣の檻－コロッセウム」). False for any other kind."""
        if ev.kind == "gained":
            self.gain_lp(ev.player, ev.amount, ev.cause)
            return True
        if ev.kind == "discard":
            return bool(self.discard([ev.card], ev.cause))
        if ev.kind != "counter_removed":
            return False
        self.remove_counter(self.cards[ev.card], ev.detail, ev.amount, ev.cause)
        return True

    def _choose_replacement(self, p: int, mine: list[Replacement], ev: Event) -> Replacement | None:
        """The choosing player picks one of their replacements (or none, if all are optional); one that acts on
        a card it picks (`Replacement.picks`: 「六武衆」's other monster destroyed instead) is offered once for each
        such card, the option naming that card.

        The question is asked while an effect resolves, or where a frame lets it be (`replies`: a battle's
        destruction, or any other step of the duel: `_asking`); with no asker at all (a step that began with no
        replacement applying) the first one on offer applies.
        """
        if len(mine) == 1 and not mine[0].optional and mine[0].picks is None:
            return mine[0]
        asker = self.current_res or self.replies
        if asker is None:
            return mine[0]
        opts = []
        for r in mine:
            if r.picks is None:
                opts.append(self.card_option("replace", r.source))
            else:
                opts += [Option(f"replace:{r.source}:{v}", "replace", v, r.source) for v in r.picks(ev)]
        if not must_choose(mine):
            opts.append(Option("no", "no", label_en="no", label_ja="いいえ"))
        # one way only (a mandatory one with a single card to pick: 「霊魂消滅」 with one monster left) is no question
        o = opts[0] if len(opts) == 1 else asker.ask(opts, "replace", p, "apply a replacement effect?",
                                                    "置き換え効果を適用する？")
        if o.kind == "no":
            return None
        if o.key.count(":") == 2:  # a card the replacement picked
            return picked(next(r for r in mine if r.source == o.arg and r.picks is not None), o.card)
        return next(r for r in mine if r.source == o.card and r.picks is None)

    def active_replacements(self) -> list[Replacement]:
        """Replacement effects that apply now: face-up cards' declared ones, those of cards in the hand, deck or
        graveyard declared for that zone (`from_zone`), and those effects created."""
        if self._repl_version != self.version and not (self.any_repl or Left in self.lasting.by):
            self._repl = []
            self._repl_version = self.version
        if self._repl_version != self.version:
            found: list[Replacement] = []
            for pl in self.players:
                for i in (*pl.monsters, *pl.spells, pl.field):
                    defn = self.defs[i] if i >= 0 else None
                    # a card whose effects are negated (「スキルドレイン」, summoned "with its effects negated")
                    # replaces nothing
                    if defn is None or not self.cards[i].face_up or self.dormant(self.cards[i]) \
                            or self.effect_negated(self.cards[i]):
                        continue
                    c = self.cards[i]
                    for n, e in enumerate(defn.effects, 1):
                        if e.kind is Kind.REPLACEMENT and e.from_zone is None:
                            found.append(_declared_replacement(self, c, n, e))
                for i in (*pl.hand, *pl.deck, *pl.grave) if self.any_zone_repl else ():
                    # a card's own replacement effect that applies where it is (`from_zone`): "if this card
                    # would be sent from the hand or deck ...", "banish this card from your graveyard instead"
                    # (「機械天使の儀式」)
                    defn = self.defs[i]
                    c = self.cards[i]
                    for n, e in enumerate(defn.effects if defn is not None else (), 1):
                        if e.kind is Kind.REPLACEMENT and e.from_zone is c.zone:
                            found.append(_declared_replacement(self, c, n, e))
            for k, r in enumerate(self.lasting.of(Left)):
                if r.change.effect.kind is Kind.REPLACEMENT and self.still_there(r):
                    found.append(_declared_replacement(self, self.cards[r.source[0]], -1 - k, r.change.effect))
            self._repl = found
            self._repl_version = self.version
        if Replacing not in self.lasting.by:
            return self._repl
        return [*self._repl, *(r.change.replacement for r in self.lasting.of(Replacing))]

    def next_thing(self) -> None:
        """A new thing starts happening (a link resolves, a summon, a battle ...): what happened before
        is no longer the last thing (missing the timing; "when ..." traps)."""
        self.serial += 1
        if self.this_thing:
            self.this_thing = []
        if self.recent:
            self.recent = []
        if Left in self.lasting.by:
            self._end_moved_lingering()

    def _end_moved_lingering(self) -> None:
        """Lingering effects whose card (`linger(while_there=)`) has moved end: the move's events have been
        answered by now (each thing that happens starts with `next_thing`, each turn ends with end_turn_effects).
        Until then only their triggers and at-once effects, which answer that move, are still read (`still_there`)."""
        for r in self.lasting.of(Left):
            if not self.still_there(r):
                self.end_lingering(r.change.effect)

    def still_there(self, r: Lasting[Left]) -> bool:
        """Whether the card object a lingering effect lasts with (`linger(while_there=)`) is still where it was (True
        when it lasts with none). A continuous, replacement or activated effect applies "while that card stays" as a
        face-up card's own effects do: no more from the moment the card moves, even before anything else happens
        (the next attack declaration in the same battle phase is free of 「挑発」's); a trigger or at-once one still
        answers the events of that very move (「おジャマトリオ」's token destroyed), so its record ends only at
        `next_thing`."""
        w = r.until.card
        return w is None or self.cards[w[0]].oid == w[1]

    def answerable_events(self) -> tuple[Event, ...]:
        """The events of the last thing that happened which some card in this duel can answer."""
        return tuple(self.recent)

    def record(self, ev: Event) -> None:
        """Trigger recording: note every trigger effect this event sets off; they wait for the next chain.

        Flip effects fire when their card turns face-up from face-down (unless the flip was made
        without flip effects); other triggers declare the event kind they answer and, with `when`,
        which events of that kind. A trigger about its own card is checked wherever the card is;
        one about other cards only while its card is face-up on the field; one about either, each way.
        """
        self.this_thing.append(ev)
        if self.any_waker:
            self.statics()  # which gemini monsters are woken, for names read from the card alone (`Card.as_gemini`)
        res = self.current_res
        link = res.link if res is not None else self.at_once_link
        if link is not None and ev.cause.chain_link == link.number and ev.cause.card == link.card:
            eff = self.link_effect(link)
            does = eff.does
            if link.borrowed is not None and does is not None:  # the borrowed effect's, then the card's own
                own = link.activated.does
                does = None if own is None else does | own
            # its own card, its targets and the cards of the chain it answers (a negated activation's card) show
            # what it destroys or returns there (the qualifiers: categories.py; a monster whose summon it negates
            # leaves no zone of the field, `UNSUMMONED`); an effect whose player target 「精霊の鏡」 moved does to
            # the other player what it was declared to do to its own (「天使の施し」's discard): read from that side
            aimed = eff.targets_player
            moved = bool(aimed) and link.player_target != (link.player if aimed == "own" else 1 - link.player)
            categories.check(does, ev, self.refs[link.card].name_en, link.effect,
                             lambda: (link.card, *(i for i, _ in link.targets), *(k.card for k in self.chain)),
                             lambda: self.cards[ev.card].base.kind == "trap", 1 - link.player if moved else link.player,
                             res is not None)
        did = _DID_SUMMONS.get(ev.detail) if ev.kind == "summoned" else _DID_EVENTS.get(ev.kind)
        if did is not None and ev.player >= 0 and self.players[ev.player].did.get(did) != self.turn:
            self.players[ev.player].did = {**self.players[ev.player].did, did: self.turn}
        if ev.kind == "special_summoned" and ev.card >= 0 and self.cards[ev.card].zone is Zone.MONSTERS:
            # whatever made it: a token, a procedure, a fusion; an effect's card is kept (`summoned_by`)
            self.note_summon(self.cards[ev.card], "special",
                             by=ev.cause.card if ev.cause.reason is Reason.EFFECT else -1)
        if self.responder_kinds and ev.kind in self.responder_kinds:
            self.recent.append(ev)
        if self.any_at_once or self.linger_at_once:
            # applied once the step that made the event is over (Duel.advance), each with its event
            self.due = (*self.due, *((p, i, n, ev) for p, i, n in self.at_once(ev)))
        also = also_banished(ev)
        if ev.card >= 0:
            defn = self.defs[ev.card]
            if defn is not None and not self.dormant(self.cards[ev.card]):
                c = self.cards[ev.card]
                for n, e in defn.self_triggered:
                    if e.kind is Kind.FLIP:
                        if ev.kind == "flipped" and ev.detail != "no_flip_effect":
                            self.triggers.append(PendingTrigger(c.ctl, c.idx, c.oid, n, ev, self.serial))
                    elif e.answers_own and (e.trigger == ev.kind or e.trigger == also):
                        p = self._own_trigger_player(c, ev)
                        ctx = Ctx(self, p, c, e)
                        if e.when is None or e.when(ctx, ev):
                            if e.together and self._join_trigger(p, c, n, ev):
                                continue
                            # a `together` one also carries the events of the same thing recorded before its own,
                            # which it could not see from where its card was then (「モーターバイオレンス」 special
                            # summoned by one effect after another Machine)
                            more = tuple(x for x in self.this_thing[:-1] if x.kind == ev.kind
                                         and (e.when is None or e.when(ctx, x))) if e.together else ()
                            self.triggers.append(PendingTrigger(p, c.idx, c.oid, n, ev, self.serial, more))
        for c, n, e in self.watchers():
            if e.trigger != ev.kind and e.trigger != also:
                continue
            p = self._ctl_then(c, c.ctl) if n > 0 else self._linger_player(e)
            if (c.idx != ev.card or n < 0) and (e.when is None or e.when(Ctx(self, p, c, e), ev)):
                if e.trigger_player is not None:
                    p = e.trigger_player(Ctx(self, p, c, e), ev)
                if e.together and self._join_trigger(p, c, n, ev):
                    continue
                self.triggers.append(PendingTrigger(p, c.idx, c.oid, n, ev, self.serial))

    def _join_trigger(self, p: int, c: Card, n: int, ev: Event) -> bool:
        """A `together` trigger already set off by an event of the same thing takes `ev` into its link: True.
        Replaced, not changed: a clone of the duel shares the waiting triggers."""
        for k, t in enumerate(self.triggers):
            if (t.card, t.oid, t.effect, t.player, t.serial) == (c.idx, c.oid, n, p, self.serial):
                self.triggers[k] = PendingTrigger(p, c.idx, c.oid, n, t.event, t.serial, (*t.more, ev))
                return True
        return False

    def _own_trigger_player(self, c: Card, ev: Event) -> int:
        """Who activates a card's trigger that its own event `ev` set off: its controller; for the event of its leaving
        the field, or the end of the battle that destroyed it, the player who controlled it then (a monster taken by
        「心変わり」 and tributed: the taker); off the field, its owner."""
        if c.on_field:
            return c.ctl
        if ev.card == c.idx and ev.player >= 0 and ev.src in _FIELD_SRC:
            return ev.player
        return self._ctl_then(c, c.owner)

    def _ctl_then(self, c: Card, other: int) -> int:
        """For a monster its battle has just sent away (`battle_left`), the player who controlled it then; else
        `other`."""
        if not self.battle_left:
            return other
        return next((left.player for left in self.battle_left if left.card == c.idx), other)

    def record_battle_end(self, ev: Event, left: tuple[Event, ...], muted: frozenset[int]) -> None:
        """Record the end of a damage step (`ev`) once the monsters destroyed by that battle have been sent away (the
        moves `left`): those monsters battled to its end and their effects still answer it, from where they went, for
        the player who controlled them (`battle_left`: their triggers about other cards and their at-once effects,
        which apply only where their effects were not negated as they left: `muted`)."""
        self.battle_left, self.battle_muted = left, muted
        self.version += 1  # the watchers are read again, with them
        try:
            self.record(ev)
        finally:
            self.battle_left, self.battle_muted = (), frozenset()
            self.version += 1

    def at_once(self, ev: Event) -> list[tuple[int, int, int]]:
        """The effects that apply at once, without a chain link, because of `ev`: of face-up cards, of the card that
        has just left the field (`Effect.as_it_leaves`) and lasting ones an effect left (the turn player's first), as
        (player, card, effect number). The player is the effect's: its card's controller (then, for a card that has
        just left the field or a battle), or the player who left a lasting one; not the event's player."""
        found: list[tuple[int, int, int]] = []
        kinds = (ev.kind, also) if (also := also_banished(ev)) else (ev.kind,)
        for p in (self.tp, 1 - self.tp) if self.any_at_once else ():
            for i in (*self.players[p].monsters, *self.players[p].spells, self.players[p].field):
                defn = self.defs[i] if i >= 0 else None
                # a gemini monster not gemini summoned has no effects (`dormant`)
                if defn is None or not defn.at_once or not self.cards[i].face_up or self.dormant(self.cards[i]):
                    continue
                c = self.cards[i]
                # a card whose effects are negated (「スキルドレイン」, 「王宮のお触れ」) applies none but its costs
                negated = self.effect_negated(c)
                # applied for its card's controller (its effect's player), or the player its text names
                found += [(c.ctl if e.trigger_player is None else e.trigger_player(Ctx(self, c.ctl, c, e), ev), i, n)
                          for n, e in defn.at_once if e.trigger in kinds and (not negated or e.despite_negation)
                          and (e.when is None or e.when(Ctx(self, c.ctl, c, e), ev))
                          and not self._due_together(i, n, e)]
        if self.any_at_once and ev.card >= 0 and ev.src in _FIELD_SRC and not self.cards[ev.card].on_field \
                and (left := self.defs[ev.card]) is not None:  # the card itself has just left the field
            c = self.cards[ev.card]
            found += [(ev.player, ev.card, n) for n, e in left.at_once if e.as_it_leaves and e.trigger in kinds
                      and (e.when is None or e.when(Ctx(self, ev.player, c, e), ev))]
        for gone in self.battle_left if self.any_at_once else ():  # sent away by the battle whose end this is
            c = self.cards[gone.card]
            if (defn := self.defs[c.idx]) is not None and defn.at_once and not self.dormant(c):
                negated = c.idx in self.battle_muted
                found += [(gone.player, c.idx, n) for n, e in defn.at_once
                          if e.trigger in kinds and (not negated or e.despite_negation)
                          and (e.when is None or e.when(Ctx(self, gone.player, c, e), ev))]
        for r in self.lasting.of(Left):
            e, p, i = r.change.effect, r.player, r.source[0]
            if e.kind is Kind.AT_ONCE and e.trigger in kinds and (
                    e.when is None or e.when(Ctx(self, p, self.cards[i], e), ev)):
                found.append((p, i, self.lasting.number(e)))
        return found

    def _due_together(self, i: int, n: int, e: Effect) -> bool:
        """Whether card `i`'s `together` at-once effect `n` already waits to apply for an event of the thing happening
        now: it applies once for them all (「六武衆の結束」: one counter for the monsters summoned together)."""
        return e.together and any(c == i and k == n and any(x is w for x in self.this_thing)
                                  for _, c, k, w in self.due)

    def watchers(self) -> list[tuple[Card, int, Effect]]:
        """Cards with trigger effects about other cards: face-up on the field, or in the hand, graveyard or
        banished for effects used from there (recomputed on change)."""
        if self._watchers_version == self.version:
            return self._watchers
        self._watchers_version = self.version
        if not (self.any_watch or Left in self.lasting.by):
            self._watchers = []
        else:
            found = []
            for pl in self.players:
                for i in (*pl.monsters, *pl.spells, pl.field, *pl.hand, *pl.grave, *pl.banished,
                          *(pl.deck if self.any_deck_watch else ())):
                    defn = self.defs[i] if i >= 0 else None
                    if defn is None or not defn.watching or self.dormant(self.cards[i]):
                        continue
                    c = self.cards[i]
                    # (the monsters sent away by a battle whose end is being recorded still watch: `battle_left`)
                    found += [(c, n, e) for n, e in defn.watching
                              if (c.zone is e.from_zone if e.from_zone is not None else (c.on_field and c.face_up)
                                  or any(gone.card == i for gone in self.battle_left))]
            found += [(self.cards[r.source[0]], self.lasting.number(r.change.effect), r.change.effect)
                      for r in self.lasting.of(Left)
                      if r.change.effect.answers_others]
            self._watchers = found
        return self._watchers

    def _drop_equips(self, monster: Card, gone: bool = False) -> None:
        """Equip cards on a monster that left the field (`gone`) or turned face-down are destroyed (in card order),
        but for the ones moved in the same group as the monster that left (`together`): they follow their own move,
        and the group's end destroys those still left on the field (`MovingTogether`)."""
        # only cards on the field can be equipped: their zones are looked at, not all the duel's cards
        for i in sorted(i for pl in self.players for i in (*pl.spells, pl.field, *pl.monsters) if i >= 0):
            c = self.cards[i]
            if c.equipped_to == monster.idx and c.on_field:
                if gone and i in self.together:
                    if monster.idx not in self.left_equipped:
                        self.left_equipped = (*self.left_equipped, monster.idx)
                    continue
                c.equipped_to = -1
                self.destroy([c], Cause(c.ctl, Reason.RULE, monster.idx))

    def _detach(self, c: Card) -> None:
        pl = self.players[c.ctl]
        if c.zone is Zone.FIELD:
            pl.field = -1
        elif c.zone in (Zone.MONSTERS, Zone.SPELLS):
            pl.pile(c.zone)[c.slot] = -1
        else:
            pl.pile(c.zone).remove(c.idx)

    def _place(self, c: Card, zone: Zone, player: int, pos: Pos, slot: int = -1, bottom: bool = False) -> None:
        pl = self.players[player]
        self.next_oid += 1
        c.oid = self.next_oid
        c.gemini = c.woken = False  # a new object: not gemini summoned
        c.t_attacked = 0  # nor has it attacked this turn (「ヘル・ドラゴン」 revived after attacking)
        c.zone = zone
        # the player whose zone holds it: off the field that is its owner, except a card an effect put into
        # another player's deck (「寄生虫パラサイド」)
        c.ctl = player
        c.pos = pos
        if pos is Pos.UP and zone is Zone.DECK:
            self.deck_face_up = True
        c.slot = -1
        c.equipped_to = -1
        c.active = False
        if self.copies:
            self._restore(c, moving=True)  # a monster that took on another's effects has its own again once it moves
        c.data = c.base  # a card treated as another kind of card is its printed self again once it moves
        if c.counters:
            c.counters = {}
        c.t_entered = self.turn
        self.stamp(c)
        self.touched.append(c.idx)
        if zone is Zone.FIELD:
            pl.field = c.idx
        elif zone in (Zone.MONSTERS, Zone.SPELLS):
            pile = pl.pile(zone)
            if slot < 0:
                slot = self.first_free_slot(player, zone)
            pile[slot] = c.idx
            c.slot = slot
        elif bottom:
            pl.pile(zone).insert(0, c.idx)
        else:
            pl.pile(zone).append(c.idx)

    @staticmethod
    def _lands(c: Card, dst: Zone) -> Zone:
        """Where a card moved to `dst` ends up: a token that leaves the field ceases to exist (`Zone.GONE`)."""
        return Zone.GONE if "token" in c.data.subtypes and dst not in (Zone.MONSTERS, Zone.SPELLS, Zone.FIELD) else dst

    def move(self, c: Card, zone: Zone, cause: Cause, kind: str, player: int = -1, pos: Pos = Pos.NONE,
             amount: int = 0, detail: str = "", slot: int = -1, logged: Callable[[], None] | None = None,
             actor: int = -1) -> bool:
        """Move a card between zones as one event; it becomes a new object (`slot`: into that zone of a row, one
        kept for it). False if replaced away. `logged` writes the verb's log lines for the move, once the card has
        landed and before what follows from it (its equip cards sent to the graveyard). The event names the card's
        controller before the move, or `actor` where given: a special summon names who summons it, and the field it
        goes to (`Event.onto`)."""
        if pos is Pos.SET and zone is Zone.MONSTERS and self.no_face_down():
            pos = Pos.DEFENSE  # 「聖なる輝き」: a monster set goes face-up in defense position
        if not detail and c.zone in (Zone.SPELLS, Zone.FIELD) and any(
                link.neg_activation and link.card == c.idx and link.oid == c.oid for link in self.chain):
            detail = NEGATED_ACTIVATION  # destroyed by what negated its activation: not sent from the field
        # a token reaches no graveyard, nor any other zone off the field: what answers a card sent there never sees it
        zone = self._lands(c, zone)
        # a monster waiting in its zone for its summon to succeed (`summon._negation_window`) leaves only as its summon
        # is negated: it was never on the field
        src = UNSUMMONED if c.zone is Zone.MONSTERS and c.since is None else int(c.zone)
        ev = self._apply(Event(kind, cause, c.idx, c.ctl if actor < 0 else actor, amount=amount, src=src,
                               dst=int(zone), oid=c.oid, pos=int(c.pos),
                               had=tuple(sorted(c.counters.items())) if c.counters else (),
                               equipped_to=c.equipped_to, detail=detail, onto=player if actor >= 0 else -1))
        if ev is None:
            return False
        left_monster_zone = c.zone is Zone.MONSTERS
        level = self.level(c) if ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE) else 0
        left = LeftForGrave(level, self.race(c), attributes_of(c), self.atk(c)) if level else None
        negated = Link in self.lasting.by and self.effect_negated(c)  # as it leaves (`Link.live`)
        self._detach(c)
        dst = self._lands(c, zone if ev.dst == zone else Zone(ev.dst))  # a replacement may have changed where it goes
        self._place(c, dst, c.owner if player < 0 else player, pos, slot if dst is zone else -1)
        if dst in (Zone.HAND, Zone.DECK, Zone.EXTRA) and Summoned in self.lasting.by:
            self._forget_summons(c)
        if dst is Zone.GRAVE and cause.player >= 0 and cause.player != c.owner:
            self.lasting.add(Lasting(SentByOpponent(), player=cause.player, card=(c.idx, c.oid),
                                     until=Until(turn=self.turn)))
        if left is not None and c.zone is Zone.GRAVE:
            self.lasting.add(Lasting(left, player=ev.player, card=(c.idx, c.oid), until=Until(turn=self.turn)))
        if left_monster_zone and c.zone is Zone.GRAVE and ev.kind == "destroyed" and cause.reason is Reason.BATTLE:
            self.lasting.add(Lasting(DestroyedByBattle(), card=(c.idx, c.oid)))
        if ev.kind == "equipped" and dst is Zone.SPELLS:
            c.equipped_to = ev.amount  # put there as an equip card (Duel.equip): attached as it arrives
        if self.any_wins and dst in (Zone.HAND, Zone.SPELLS):
            self.lp_changed = True  # a card reaching a hand or the field may win the duel: checked after this step
        self.record(ev)
        self._moved(c.zone, ev, cause)
        if logged is not None:
            logged()
        if left_monster_zone:
            self._drop_equips(c, gone=True)
        by = self.lasting.by
        if Control in by:
            self._check_control_while()
        if Link in by:
            self._check_links(c.idx, ev, negated)
        return True

    def free_slots(self, p: int, zone: Zone) -> int:
        """The empty zones of that kind `p` may use: none an effect made unusable (`block_zone`), and no more than
        a continuous effect lets them fill (`Effect.zone_limit`: 「カイザーコロシアム」, 「宇宙の収縮」). The field zone
        is free even when it holds a field spell (a new one replaces it: no card more), unless a limit is reached."""
        if zone is Zone.FIELD:
            return self._field_zone_free(p)
        pile = self.players[p].pile(zone)
        if Unusable not in self.lasting.by:
            free = pile.count(-1)
        else:
            off = self.blocked_slots(p, zone)
            free = sum(1 for s, i in enumerate(pile) if i < 0 and s not in off)
        if self.any_zone_limit and free and self.any_static:
            most = [n for s, e in self.statics() if e.zone_limit is not None
                    and (n := e.zone_limit(Ctx(self, s.ctl, s, e), p, zone)) is not None]
            if most:
                free = min(free, max(0, min(most) - sum(1 for i in pile if i >= 0)))
        return free

    def _field_zone_free(self, p: int) -> int:
        """1 if a field spell may be placed in `p`'s field zone now (one there would go: it counts for no limit)."""
        full = self.any_zone_limit and self.any_static and any(
            e.zone_limit is not None and (n := e.zone_limit(Ctx(self, s.ctl, s, e), p, Zone.FIELD)) is not None
            and n < 1 for s, e in self.statics())
        return 0 if full else 1

    def first_free_slot(self, p: int, zone: Zone) -> int:
        off = self.blocked_slots(p, zone)
        return next(s for s, i in enumerate(self.players[p].pile(zone)) if i < 0 and s not in off)

    def blocked_slots(self, p: int, zone: Zone) -> frozenset[int]:
        """The slots of `p`'s zones of that kind that cannot be used now (each while the card object its record
        lasts for stays where it is; `face_up`: and face-up since the record began, as turned face-down and up
        again it is a new card)."""
        return frozenset(r.change.slot for r in self.lasting.of(Unusable)
                         if r.to_player == p and r.change.zone == zone and r.until.card is not None
                         and self.cards[r.until.card[0]].oid == r.until.card[1]
                         and (not r.until.face_up or self._face_up_since(self.cards[r.until.card[0]], r.since)))

    def _face_up_since(self, c: Card, since: Stamp) -> bool:
        """Whether `c` is face-up and has stayed so since the moment `since`."""
        return c.face_up and self.stamp_of(c)[0] <= since[0]

    def block_zone(self, p: int, zone: Zone, slot: int, source: Card, while_card: Card | None = None,
                   face_up: bool = False) -> None:
        """`p`'s zone `slot` (an empty one) cannot be used while `source` stays on the field (or, with
        `while_card`, while that card stays where it is now: 「ワーム・ホール」's banished monster; with `face_up`,
        only while it stays face-up there: 「おジャマ・ナイト」): no card is placed, set or activated there."""
        ref = (source.idx, source.oid)
        held = ref if while_card is None else (while_card.idx, while_card.oid)
        self.lasting.add(Lasting(Unusable(int(zone), slot), source=ref, player=source.ctl, to_player=p,
                                 since=(self.serial, self.tp), until=Until(card=held, face_up=face_up)))
        self.version += 1
        self.log.append(LogEntry("zone_blocked", (p, int(zone), slot + 1)))

    def moving_together(self, cause: Cause, cards: Iterable[Card] = ()) -> MovingTogether:
        """The cards one verb moves are moved together: after the card-by-card events, one "moved" event for
        each zone they reached (`dst`), with how many (`amount`) and their own events (`group`), so that an effect
        applied "each time cards are banished" answers them once (「魂吸収」) and may ask which cards they were
        (「死霊の誘い」). A verb called inside another makes its own group. An equip card among `cards` whose
        monster leaves before it is not destroyed as a card left without its monster: it moves with the group
        (and so with those of a group around this one). An effect that changes several monsters at once (their
        positions, ATK/DEF or control) or special summons several at once opens one around its verbs, so that the
        log names them in one clause, as it does the cards one verb moves."""
        return MovingTogether(self, cause, cards)

    def grouped_entry(self, kind: str, args: tuple[object, ...]) -> LogEntry:
        """The log entry of a card that moved or changed, numbered with the group open now (`LogEntry.together`)."""
        return LogEntry(kind, args, self.group)

    def _moved(self, zone: Zone, ev: Event, cause: Cause) -> None:
        """A card reached `zone` (its move's event `ev`): counted in the group of the verb moving it, or a group
        of its own."""
        if self.batch is not None:
            self.batch = (*self.batch, (zone, ev))
        else:
            self.record(Event("moved", cause, player=cause.player, amount=1, dst=int(zone), group=(ev,)))

    # ---- engine verbs -------------------------------------------------------------------------

    def rule_cause(self, p: int) -> Cause:
        return RULE_CAUSES[p]

    def effect_cause(self, link: ChainLink) -> Cause:
        return Cause(link.player, Reason.EFFECT, link.card, link.effect, link.number)

    def destroy(self, cards: list[Card], cause: Cause, battle: bool = False, to: Zone = Zone.GRAVE
                ) -> list[Card]:
        """Destroy cards on the field, in the hand or in the deck (「連鎖破壊」); they go to the graveyard, or `to`
        (destroy and banish). The cards destroyed, wherever a replacement put them instead."""
        done = []
        outer, self.destroying = self.destroying, frozenset(c.idx for c in cards)
        outer_repl, self.destroying_repl = self.destroying_repl, self.active_replacements() if len(cards) > 1 else []
        try:
            with self.moving_together(cause, cards):
                for c in cards:
                    if not c.on_field and c.zone is not Zone.HAND and c.zone is not Zone.DECK:
                        continue
                    if cause.reason is Reason.EFFECT and c.on_field and self.effect_proof(c):
                        continue
                    since = len(self.batch or ())

                    # the controller is logged as it was destroyed (it goes back to its owner): 「ヒーロースピリッツ」
                    def logged(c: Card = c, ctl: int = c.ctl) -> None:
                        self.log.append(self.grouped_entry("destroyed", (self.ref(c.idx), battle, ctl)))
                        if to is Zone.BANISHED:
                            self.log.append(self.grouped_entry("banished", (self.ref(c.idx),)))
                    if self.move(c, to, cause, "destroyed", pos=Pos.UP if to is Zone.BANISHED else Pos.NONE,
                                 logged=logged):
                        done.append(c)
                    elif any(ev.kind == "destroyed" and ev.card == c.idx for _, ev in (self.batch or ())[since:]):
                        done.append(c)  # destroyed all the same, placed elsewhere instead (a 「宝玉獣」 as a spell)
        finally:
            self.destroying, self.destroying_repl = outer, outer_repl
        return done

    def tribute(self, cards: list[Card], player: int, cause: Cause, cost: bool | None = None,
                detail: str = "", summoned: Card | None = None) -> list[Card]:
        """`player` tributes monsters (by an effect, for a summon, as a cost): they go to the graveyard as tributes,
        and the log says so (`cost=True`: shown with the activation line, as its cost; `detail`: what the events
        carry, `send_to_grave`'s). Only those that may be tributed are (`can_be_tributed`; `summoned`: the monster
        whose tribute summon they are for), so no effect tributes one that 「生贄封じの仮面」 keeps: the ones it
        tributed are returned, for an effect's "if you do". One line for all the tributes, named where they landed:
        after what was logged as each move was made (a replacement's line) and before what each one's leaving
        brought about (its equip cards destroyed), as `move`'s `logged` puts a single card's line."""
        if cause.reason is Reason.EFFECT:
            cards = [c for c in cards if self.can_be_tributed(c, summoned)]
        else:  # a summon's and a cost's tributes were chosen among those that may be: were one not, the summon or
            # the activation would go on with a tribute missing
            assert all(self.can_be_tributed(c, summoned) for c in cards), f"a tribute that may not be: {cards}"
        if not cards:
            return []
        start = len(self.log)
        spans: list[tuple[int, int, int]] = []  # each tribute's lines in the log: its move's, then what followed it
        done: list[Card] = []
        with self.moving_together(cause, cards):
            for c in cards:
                if c.zone is Zone.GRAVE:  # one sent meanwhile by a card tied to another (Duel.tie)
                    continue
                done.append(c)
                begun, landed = len(self.log), [-1]

                def mark(landed: list[int] = landed) -> None:
                    landed[0] = len(self.log)
                self.move(c, Zone.GRAVE, cause, "tributed", detail=detail, logged=mark)
                spans.append((begun, landed[0] if landed[0] >= 0 else len(self.log), len(self.log)))
        refs = tuple(self.ref(c.idx) for c in cards)
        entry = LogEntry("tribute", (player, refs) if cost is None else (player, refs, cost))
        log = self.log
        moves = [e for b, at, _ in spans for e in log[b:at]]
        after = [e for _, at, end in spans for e in log[at:end]] + log[spans[-1][2] if spans else start:]
        log[start:] = [*moves, entry, *after]
        return done

    def send_to_grave(self, idxs: list[int], cause: Cause, kind: str = "sent", detail: str = "",
                      logged: Callable[[], None] | None = None) -> None:
        """`detail`: what the events carry (a ritual summon's tributes: "ritual", which 「輪廻転生」 answers);
        `logged`: `move`'s, for each card (a rule sending one card says why: `_no_zone_to_grave`). A card an effect
        sends gets a line of its own (a mill, 「追い剥ぎゾンビ」), as a card it destroys or banishes does; a cost's
        cards are counted in the activation's line, a rule's go without one (a spell after it resolved)."""
        with self.moving_together(cause, (self.cards[i] for i in idxs)):
            for i in idxs:
                c = self.cards[i]
                if c.zone is Zone.GRAVE:  # one sent meanwhile by a card tied to another (Duel.tie)
                    continue
                by_effect = logged is None and kind == "sent" and cause.reason is Reason.EFFECT
                self.move(c, Zone.GRAVE, cause, kind, detail=detail, logged=self._sent_line(c) if by_effect else logged)

    def _sent_line(self, c: Card) -> Callable[[], None]:
        """`move`'s logger for a card an effect sends to the graveyard: a line where it landed (banished instead
        too: 「次元の裂け目」)."""
        def logged() -> None:
            if c.zone is Zone.GRAVE or c.zone is Zone.BANISHED:
                kind = "to_grave" if c.zone is Zone.GRAVE else "banished"
                self.log.append(self.grouped_entry(kind, (self.ref(c.idx),)))
        return logged

    def _no_zone_to_grave(self, c: Card, player: int, cause: Cause) -> None:
        """`c` should come to `player`'s monster zones, all taken: it goes to the graveyard instead, by the rules,
        and the log says why (not where a replacement sent it elsewhere: its own line says so)."""
        def logged() -> None:
            if c.zone is Zone.GRAVE:
                self.log.append(LogEntry("no_zone", (self.ref(c.idx), player)))
        self.send_to_grave([c.idx], cause, logged=logged)

    def send_equipless(self, c: Card) -> None:
        """An equip spell card that equips no monster (`Card.equips_nothing`) goes to the graveyard by the rules as
        its chain ends, and the log says why, where a spell that resolved goes without a line."""
        def logged() -> None:
            if c.zone is Zone.GRAVE:
                self.log.append(LogEntry("equips_nothing", (self.ref(c.idx),)))
        self.send_to_grave([c.idx], self.rule_cause(c.ctl), logged=logged)

    def banish(self, cards: list[Card], cause: Cause, face_down: bool = False) -> list[Card]:
        """Banish cards (face-up, or `face_down`: 「光の封札剣」); the ones banished."""
        done = []
        with self.moving_together(cause, cards):
            for c in cards:
                def logged(c: Card = c) -> None:
                    self.log.append(self.grouped_entry("banished", (self.ref(c.idx),)))
                if self.move(c, Zone.BANISHED, cause, "banished", pos=Pos.SET if face_down else Pos.UP, logged=logged):
                    done.append(c)
        return done

    def return_to_field(self, c: Card, pos: Pos, cause: Cause, player: int = -1, slot: int = -1) -> bool:
        """A monster card an effect banished for a while comes back to a monster zone of `player` (its owner unless
        given) in `pos`: every effect whose text "returns" the monster to the field rather than special summoning
        it (「亜空間物質転送装置」, 「Ｄ－ＨＥＲＯ デビルガイ」, 「速攻の黒い忍者」...). Not a summon (nothing
        answers it as one); with no free zone it goes to the graveyard instead, as a monster whose control goes back
        does (`return_control`; docs/uncertain-rulings.md). `slot`: the zone kept for it, which the caller found
        empty (「ワーム・ホール」). False if it did not reach the field."""
        if c.zone is not Zone.BANISHED:
            return False
        onto = c.owner if player < 0 else player
        if slot < 0 and self.free_slots(onto, Zone.MONSTERS) == 0:
            self._no_zone_to_grave(c, onto, cause)
            return False
        if not self.move(c, Zone.MONSTERS, cause, "returned", onto, pos, slot=slot):
            return False
        self.log.append(LogEntry("returned", (self.ref(c.idx),)))
        return True

    def equip(self, card: Card, monster: Card, cause: Cause, player: int = -1) -> bool:
        """Equip `card` to `monster`, a face-up monster on the field, whatever equips it: an equip card's
        activation resolving, an equip card moved to another monster, or (with `player`) a card put face-up
        into that player's spell & trap zone as an equip card from wherever it is (a monster, a trap, a card in
        the graveyard). One event "equipped" (`card`: the equip card, `amount`: the monster); for a card put
        into the zone that event is its move. False if nothing was equipped, and so also where the monster is
        unaffected by the equip card (it could not apply to it: 「デーモンの斧」 on a face-up
        「アルティメット・インセクト ＬＶ１」) or by the effect that equips it; an equip card activated that equips
        nothing goes to the graveyard as its chain ends (`chain.ResolveChain`)."""
        if monster.zone is not Zone.MONSTERS or not monster.face_up:
            return False
        # (one already equipped to it stays so, whatever immunity the monster gained since: docs/uncertain-rulings.md)
        if self.any_immune and not (card.zone is Zone.SPELLS and card.equipped_to == monster.idx):
            by = [(card, player if player >= 0 else card.ctl)]
            if cause.reason is Reason.EFFECT and 0 <= cause.card != card.idx:
                by.append((self.cards[cause.card], cause.player))
            for src, p in by:
                if self.unaffected(monster, src, p):
                    self.log.append(LogEntry("unaffected", (self.ref(monster.idx), self.ref(src.idx))))
                    return False
        if card.zone is Zone.SPELLS:
            if not card.face_up:
                return False
            if card.equipped_to == monster.idx:
                return True  # already equipped to it: nothing happens
            ev = self._apply(Event("equipped", cause, card.idx, card.ctl, amount=monster.idx))
            if ev is None:
                return False
            card.equipped_to = ev.amount
            self.version += 1
            self.record(ev)
        elif player < 0 or self.free_slots(player, Zone.SPELLS) == 0 or not self.move(
                card, Zone.SPELLS, cause, "equipped", player, Pos.UP, amount=monster.idx):
            return False
        if not card.active:
            self.turn_on(card)
        ref = (card.idx, card.oid)
        self.lasting.add(Lasting(Equipped(cause.card), source=ref, player=card.ctl, card=ref,
                                 since=(self.serial, self.tp)))
        self.log.append(LogEntry("equipped", (self.ref(card.idx), self.ref(card.equipped_to))))
        if self.lasting.has(Control):
            self._check_control_while()  # control tied to an equip card ends if it now equips another monster
        return True

    def boost(self, c: Card, atk: int, defense: int, cause: Cause, until_end: bool = True,
              until: Until | None = None) -> None:
        """Change one monster's ATK/DEF by an effect: until the end of this turn, or while it stays face-up, or
        (`until`) until a later turn or phase (「覚醒戦士 クーフーリン」: its player's next standby phase); always
        only while it stays the same card."""
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return
        ev = self._apply(Event("boost", cause, c.idx, c.ctl, amount=atk, detail=str(defense)))
        if ev is None:
            return
        self.lasting.add(Lasting(StatChange(atk, defense), source=self._source_of(cause), player=cause.player,
                                 card=(c.idx, c.oid), since=(self.serial, self.tp),
                                 until=until or (Until(turn=self.turn) if until_end else Until(card=(c.idx, c.oid)))))
        self.log.append(self.grouped_entry("boost", (self.ref(c.idx), atk, defense)))
        self.record(ev)

    def set_stat(self, c: Card, atk: bool, value: int, cause: Cause, until_end: bool = True,
                 original: bool = False, until: Until | None = None) -> None:
        """An effect makes one monster's ATK (`atk`) or DEF `value` (`original`: its original ATK/DEF): until the
        end of this turn, or while it stays face-up, or (`until`) as that says (「ウェポンチェンジ」: to the end of
        the opponent's next turn, while the card that did it stays); always only while it stays the same card. How
        it combines with the other changes: `arbiter.ocg.stat_set`."""
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return
        ev = self._apply(Event("stat_set", cause, c.idx, c.ctl, amount=value, detail="atk" if atk else "def"))
        if ev is None:
            return
        ref = (c.idx, c.oid)
        over = () if original else tuple(r for r in self.lasting.of(StatChange) if r.card == ref)
        self.lasting.add(Lasting(StatSet(atk, value, original, over), source=self._source_of(cause),
                                 player=cause.player, card=ref, since=(self.serial, self.tp),
                                 until=until or (Until(turn=self.turn) if until_end else Until(card=ref))))
        self.log.append(self.grouped_entry("stat_set", (self.ref(c.idx), "atk" if atk else "def", value, original)))
        self.record(ev)

    def change_attribute(self, c: Card, attribute: str, cause: Cause) -> None:
        """A face-up monster's Attribute becomes `attribute` (「錬金生物 ホムンクルス」): it lasts while the card stays
        face-up where it is (a move makes it its printed self again, and so does turning face-down)."""
        if c.zone is not Zone.MONSTERS or not c.face_up or c.data.attribute == attribute:
            return
        c.data = dataclasses.replace(c.data, attribute=attribute)
        self.version += 1
        self.touched.append(c.idx)
        self.log.append(LogEntry("attribute", (self.ref(c.idx), attribute)))
        self.record(Event("attribute", cause, c.idx, c.ctl, detail=attribute))

    def can_hold(self, c: Card, kind: str) -> bool:
        """Whether a counter of this kind can be placed on `c` now: a face-up card on the field whose text lets it
        hold such counters (`define(holds=...)`), below the most it may hold."""
        defn = self.defs[c.idx]
        if defn is None or not c.on_field or not c.face_up or self.dormant(c):
            return False
        return any(k == kind and (not most or c.counters.get(kind, 0) < most) for k, most in defn.holds)

    def add_counter(self, c: Card, kind: str, n: int, cause: Cause) -> bool:
        """Place counters on a face-up card on the field (nowhere else can hold them)."""
        if not c.on_field or not c.face_up or n <= 0:
            return False
        ev = self._apply(Event("counter", cause, c.idx, c.ctl, amount=n, detail=kind))
        if ev is None:
            return False
        c.counters = {**c.counters, kind: c.counters.get(kind, 0) + ev.amount}
        self.version += 1  # a change of the board: `destroyed_unless` may read counters (「バベル・タワー」's 4th)
        self.log.append(LogEntry("counter", (self.ref(c.idx), kind, ev.amount)))
        self.record(ev)
        return True

    def remove_counter(self, c: Card, kind: str, n: int, cause: Cause) -> int:
        """Remove up to n counters of a kind; returns how many were removed."""
        have = c.counters.get(kind, 0)
        k = min(have, n)
        if k:
            rest = {**c.counters, kind: have - k}
            c.counters = {x: v for x, v in rest.items() if v}
            self.version += 1  # a change of the board: `destroyed_unless` may read counters (「漆黒のパワーストーン」)
            self.log.append(LogEntry("counter", (self.ref(c.idx), kind, -k)))
            self.record(Event("counter_removed", cause, c.idx, c.ctl, amount=k, detail=kind))
        return k

    def toss_coin(self, player: int, cause: Cause) -> bool:
        """Toss a coin; True for heads (`toss_coins` with one coin)."""
        return self.toss_coins(player, 1, cause)[0]

    def toss_coins(self, player: int, n: int, cause: Cause) -> list[bool]:
        """Toss n coins as one toss (「リボルバー・ドラゴン」's three); True for heads. See `_chance`."""
        return [x == 1 for x in self._chance("coin", player, n, cause)]

    def roll_die(self, player: int, cause: Cause) -> int:
        """Roll a six-sided die (`roll_dice` with one die)."""
        return self.roll_dice(player, 1, cause)[0]

    def roll_dice(self, player: int, n: int, cause: Cause) -> list[int]:
        """Roll n dice as one roll (「ファイアーダーツ」's three). See `_chance`."""
        return self._chance("dice", player, n, cause)

    def _chance(self, kind: str, player: int, n: int, cause: Cause) -> list[int]:
        """Coins (1 heads, 0 tails) or dice from the duel's own RNG, each logged. A `redo` effect may have
        the whole toss or roll made again; only the results that stand are events (re-toss cards)."""
        while True:
            got = [int(self.rng.coin()) if kind == "coin" else self.rng.dice() for _ in range(n)]
            for x in got:
                self.log.append(LogEntry(kind, (player, x == 1 if kind == "coin" else x)))
            if not self._redo(kind, player, cause):
                break
        for x in got:
            self.record(Event(kind, cause, player=player, amount=x))
        return got

    def redoers(self) -> list[Applied]:
        """The continuous effects that may have a toss or roll made again (`Effect.redo`)."""
        self.statics()
        return [a for a in self._applied if a.effect.redo]

    def _redo(self, kind: str, player: int, cause: Cause) -> bool:
        """Whether a `redo` effect's player has the toss or roll just made done again. Asked only while an
        effect resolves: the answer replays the operation from its snapshot, whose RNG gives the same first
        results (ResolveChain); elsewhere (an effect applied at once, no chain link) nothing is offered."""
        res = self.current_res
        if res is None:
            return False
        ev = Event(kind, cause, player=player)
        for a in self.redoers():
            e = a.effect
            # a redo left behind by a resolved card (「リバースダイス」) stays used once that card goes to the
            # graveyard as the chain ends: its use is noted on the card object that left it
            oid = a.card.oid if a.number > 0 else next(
                r.source[1] for r in self.lasting.of(Left) if r.change.effect is e and r.since == a.since)
            if e.redo != kind or (e.once_per_turn and self.used_this_turn(a.card, a.number, oid)) or (
                    e.when is not None and not e.when(Ctx(self, a.player, a.card, e), ev)):
                continue
            coin = kind == "coin"
            o = res.ask([Option("yes", "yes", label_en="yes", label_ja="はい"),
                         Option("no", "no", label_en="no", label_ja="いいえ")], "redo", a.player,
                        "toss the coins again?" if coin else "roll the dice again?",
                        "コイントスをやり直す？" if coin else "サイコロを振り直す？")
            if o.kind == "yes":
                if e.once_per_turn:
                    self.note_used(a.card, a.number, oid)
                self.log.append(LogEntry("redo", (kind, self.ref(a.card.idx))))
                return True
        return False

    def linger(self, source: Card, player: int, effect: Effect, cause: Cause, turns: int | None = 1,
               while_there: Card | None = None) -> None:
        """Leave an effect in place after a resolution, for `turns` turns counting this one: a
        CONTINUOUS one (a modifier, a grant, a negation), a TRIGGER one (a reaction or a delayed action;
        declare it self_trigger=False) or a REPLACEMENT one. Its `affects`/`when` decide what it touches;
        `ctx.card` is the source card. `turns=None`: no limit, it lasts until `end_lingering` ends it
        (an effect that waits for something that may take any number of turns). `while_there`: it also
        ends once that card leaves its place (becomes a new object): a continuous, replacement or activated one
        applies no more from that moment, a trigger or at-once one still answers that move (`still_there`)."""
        last = None if turns is None else self.turn + turns - 1
        there = None if while_there is None else (while_there.idx, while_there.oid)
        # it carries categories as a declared effect does: its verbs', with the qualifiers its card declares for the
        # effect that left it, so what it does is checked as that effect's is (`categories.check`)
        made = self.lasting.numbered_as(dataclasses.replace(effect, does=categories.made_by(
            effect.does, effect.operation, self._maker(source, cause))), effect)
        self.lasting.add(Lasting(Left(made, effect), source=(source.idx, source.oid), player=player,
                                 since=(self.serial, self.tp), until=Until(turn=last, card=there)))
        self.linger_at_once |= effect.kind is Kind.AT_ONCE
        self._note_kinds((effect,))
        self.version += 1
        self.record(Event("linger", cause, source.idx, player, amount=turns or 0, detail=effect.text_en))

    def _maker(self, source: Card, cause: Cause) -> categories.Does | None:
        """The categories of the resolving link of `source` that `cause` names (as it resolves: 「闇の取引」 may have
        changed them), None where it names none (a replacement's doing, a rule's)."""
        res = self.current_res
        if res is None or not cause.card == res.link.card == source.idx or cause.chain_link != res.link.number:
            return None
        return self.link_effect(res.link).does

    def _linger_player(self, effect: Effect) -> int:
        return next((r.player for r in self.lasting.of(Left) if r.change.effect is effect), 0)

    def end_lingering(self, effect: Effect) -> None:
        """End a lingering effect early (a delayed action that has been carried out)."""
        self.lasting.replace(Left, tuple(r for r in self.lasting.of(Left)
                                         if r.change.effect is not effect and r.change.given is not effect))
        self.version += 1

    def end_turn_effects(self) -> None:
        """The end of the turn: effects that last "until the end of this turn" stop."""
        if Left in self.lasting.by:
            self._end_moved_lingering()
            self.lasting.replace(Left, tuple(r for r in self.lasting.of(Left)
                                             if r.until.turn is None or r.until.turn > self.turn))
            self.version += 1
        t = self.turn
        if Delayed in self.lasting.by:
            # an end-phase action made once this turn's end phase had begun (`at_end_phase`) missed its moment and
            # never happens (「異次元からの帰還」 activated in the end phase); only a monster's borrowed name and
            # effects, which last until then at most, are given back now
            recs = self.lasting.of(Delayed)
            over = tuple(r for r in recs if r.until.turn is not None and r.until.turn <= t)
            self.lasting.replace(Delayed, tuple(r for r in recs if r not in over))
            for r in over:
                if r.then is Then.RESTORE:
                    self._then(r)
        for kind in (StatChange, StatSet, Forbid, Skip, Allow, Struck, Used, SentByOpponent, Reversal, LeftForGrave,
                     DestroyedByBattle):
            if kind in self.lasting.by:
                self.lasting.replace(kind, tuple(r for r in self.lasting.of(kind) if self._lasts(r, t)))

    def _lasts(self, r: Lasting[Change], turn: int) -> bool:
        """Whether a record goes on after the end of turn `turn`: its last turn is later, and the card it is
        about is still the same object."""
        if isinstance(r.change, Skip):
            return r.change.turn > turn
        if r.until.turn is not None and r.until.turn <= turn:
            return False
        return r.card[0] < 0 or self.cards[r.card[0]].oid == r.card[1]

    def _source_of(self, cause: Cause) -> Ref:
        """The card object whose effect is the cause (the source of what it leaves behind)."""
        return (cause.card, self.cards[cause.card].oid) if cause.card >= 0 else (-1, 0)

    def to_hand(self, cards: list[Card], cause: Cause, player: int = -1) -> None:
        """Return or add cards to their owner's hand, or (`player`) to that player's hand (「エクスチェンジ」). A card
        of a deck stays there while an effect allows no searches (`searches_locked`). A fusion or synchro monster cannot
        be in a hand: it goes back to its owner's fusion deck instead, and is never added (R004-119, R004-120). A card
        added from a deck (a search, an excavated card taken: anything but a draw, which never comes here) is shown to
        both players as it is added: its log line names it to everyone, and it is then hidden in the hand as any other
        card (docs/uncertain-rulings.md, "Cards added from the deck")."""
        locked = self.searches_locked()
        with self.moving_together(cause, cards):
            for c in cards:
                if c.base.is_extra:
                    if c.zone is not Zone.EXTRA:
                        self.to_fusion_deck(c, cause)
                    continue
                if locked and c.zone is Zone.DECK:
                    continue
                from_field = c.on_field
                before = self.shown_ref(c.idx) if c.zone is Zone.DECK else self.ref(c.idx)

                # logged as it lands, before what follows from its move (its equip cards destroyed)
                def logged(c: Card = c, from_field: bool = from_field, before: CardRef = before) -> None:
                    self.log.append(self._to_hand_entry(c, from_field, before))
                self.move(c, Zone.HAND, cause, "to_hand", player=player, logged=logged)

    def _to_hand_entry(self, c: Card, from_field: bool, before: CardRef) -> LogEntry:
        """The log line for a card that was sent to a hand, by where it landed and where it came from. The rulings
        pages say a card from the field returns to the hand (手札に戻す: "back_to_hand") and one from the deck, the
        graveyard or elsewhere is added to it (手札に加える: "to_hand")."""
        if c.zone is Zone.BANISHED:
            return self.grouped_entry("banished", (self.ref(c.idx),))  # banished instead (「縮退回路」)
        ref = self.moved_ref(c, before)
        return self._vanished(c, "hand") or self.grouped_entry("back_to_hand" if from_field else "to_hand", (ref,))

    def _vanished(self, c: Card, headed: str) -> LogEntry | None:
        """The log line for a token that ceased to exist as it left the field (`_lands`) on its way to a hand or a
        deck it never reaches (`headed`); None for any other card."""
        return LogEntry("vanished", (self.ref(c.idx), headed)) if c.zone is Zone.GONE else None

    def searches_locked(self) -> bool:
        """Whether a continuous effect keeps both players from adding cards from their decks to their hands but by
        drawing them (`Effect.no_searches`, 「ライオウ」)."""
        return self.any_static and any(e.no_searches for _, e in self.statics())

    def to_deck(self, cards: list[Card], cause: Cause, where: str = "shuffle", player: int = -1,
                pos: Pos = Pos.NONE) -> None:
        """Return cards to their owner's deck (or `player`'s, face-up with `pos=Pos.UP`: 「寄生虫パラサイド」): on
        top, at the bottom, or shuffled in. A fusion or synchro monster goes back to the fusion deck instead."""
        owners = set()
        with self.moving_together(cause, cards):
            for c in cards:
                dst = Zone.EXTRA if c.base.is_extra else Zone.DECK
                ev = self._apply(Event("to_deck", cause, c.idx, c.ctl, src=int(c.zone), dst=int(dst),
                                       oid=c.oid, pos=int(c.pos)))
                if ev is None:
                    continue
                left_monster_zone = c.zone is Zone.MONSTERS
                negated = Link in self.lasting.by and self.effect_negated(c)  # as it leaves (`Link.live`)
                before = self.ref(c.idx)
                self._detach(c)
                holder = c.owner if player < 0 else player
                dst = self._lands(c, Zone(ev.dst))
                self._place(c, dst, holder, pos, bottom=where == "bottom")
                if Summoned in self.lasting.by:
                    self._forget_summons(c)
                self.record(ev)
                self._moved(c.zone, ev, cause)
                # logged before what follows from the move (its equip cards, the cards tied to it), as `move` does;
                # a replacement may have banished it instead (「転生断絶」): the log says where it went
                ref = self.moved_ref(c, before)
                self.log.append(self._vanished(c, "deck") or (
                    self.grouped_entry("banished", (ref,)) if dst is Zone.BANISHED else
                    self.grouped_entry("to_deck", (ref, "extra" if dst is Zone.EXTRA else where))))
                if left_monster_zone:
                    self._drop_equips(c, gone=True)
                if self.lasting.has(Link):
                    self._check_links(c.idx, ev, negated)
                if dst is Zone.DECK:
                    owners.add(holder)
        if where == "shuffle":
            for p in sorted(owners):
                self.shuffle_deck(p)

    def shuffle_deck(self, p: int) -> None:
        """Shuffle a deck: the cards of it a player was shown (`reveal`, `excavate`) are no longer told apart."""
        deck = self.players[p].deck
        self.rng.shuffle(deck)
        if Shown in self.lasting.by:
            self.lasting.replace(Shown, tuple(r for r in self.lasting.of(Shown) if r.card[0] not in deck))

    def shuffle_places(self, cards: list[Card]) -> None:
        """Shuffle the places of some face-down monsters one player controls among their zones (「マジカル
        シルクハット」): each keeps its identity, and the opponent cannot tell which is where."""
        if len(cards) < 2:
            return
        p = cards[0].ctl
        slots = [c.slot for c in cards]
        order = list(cards)
        self.rng.shuffle(order)
        pile = self.players[p].monsters
        for c, s in zip(order, slots, strict=True):
            pile[s] = c.idx
            c.slot = s
            self.touched.append(c.idx)
        self.version += 1
        self.log.append(LogEntry("places_shuffled", (p, len(cards))))

    def turn_up_in_deck(self, c: Card) -> None:
        """Turn a card of a deck face-up there (`Pos.UP`): both players see it and where it is; it is
        face-down again once it leaves the deck (every move sets a new position)."""
        c.pos = Pos.UP
        self.deck_face_up = True
        self.version += 1
        self.touched.append(c.idx)

    def deck_tops_shown(self) -> bool:
        """Whether a continuous effect keeps the decks upside down (`Effect.shows_deck_tops`, 「天変地異」): the top
        card of each is face-up for both players."""
        return self.any_static and any(e.shows_deck_tops for _, e in self.statics())

    def turn_deck_over(self, player: int) -> None:
        """Turn a player's deck upside down, or back (「天変地異」): its order is reversed, no card moves."""
        pl = self.players[player]
        pl.deck = list(reversed(pl.deck))  # replaced, not changed in place: clones share the lists
        self.version += 1
        self.log.append(LogEntry("deck_turned", (player,)))

    def mill(self, player: int, n: int, cause: Cause) -> None:
        """Send the top n cards of a deck to the graveyard."""
        deck = self.players[player].deck
        self.send_to_grave(list(reversed(deck[-n:])) if n else [], cause)

    def take_control(self, c: Card, player: int, cause: Cause, until_end: bool = False, until_turn: int = 0,
                     while_card: Card | None = None, until_battle_end: bool = False, live: bool = False) -> bool:
        """Move a monster to `player`'s side; the same card (control changes no identity).

        `until_end`: it goes back in this turn's end phase; `until_turn`: in that turn's end phase;
        `until_battle_end`: at the end of this turn's battle phase (its end step);
        `while_card`: it goes back when that card leaves the field or turns face-down (or, a card equipped to
        it now, stops equipping it: 「強奪」, 「堕落」, 「遺言の仮面」, 「洗脳光線」, the Charmers);
        `live`: that control is a continuous effect of `while_card` (`Control.live`: 「洗脳光線」), held only while its
        effects are not negated; an equip card's always is (its equip effect: 「強奪」).
        """
        if c.zone is not Zone.MONSTERS or c.ctl == player or self.free_slots(player, Zone.MONSTERS) == 0 \
                or self.forbidden(c, "change_control"):
            return False
        ev = self._apply(Event("control", cause, c.idx, player))
        if ev is None:
            return False
        old = c.ctl
        self.players[old].monsters[c.slot] = -1
        slot = self.first_free_slot(player, Zone.MONSTERS)
        self._give_control(c, player, slot, ev, cause, old, until_end, until_turn, while_card, until_battle_end,
                           live=live)
        return True

    def return_control(self, c: Card, player: int, cause: Cause) -> bool:
        """Control of `c` goes back to `player` (its time is up, or the card it depended on is gone). With every
        monster zone of theirs taken, it is sent to its owner's graveyard instead, by the rules (as the other returns
        to the field with no free zone); False then, or if it stays where it is (its control cannot change)."""
        if c.zone is Zone.MONSTERS and c.ctl != player and self.free_slots(player, Zone.MONSTERS) == 0 \
                and not self.forbidden(c, "change_control"):
            self._no_zone_to_grave(c, player, self.rule_cause(player))
            return False
        return self.take_control(c, player, cause)

    def swap_control(self, a: Card, b: Card, cause: Cause, until_end: bool = False) -> bool:
        """Switch control of two monsters of different controllers at once (「強制転移」, 「亜空間ジャンプ装置」): each
        takes the zone the other leaves, so no free zone is needed; neither moves if either cannot. `until_end`: each
        goes back in this turn's end phase, the two switching back if both do (「異次元トンネル－ミラーゲート－」)."""
        if a.zone is not Zone.MONSTERS or b.zone is not Zone.MONSTERS or a.ctl == b.ctl \
                or self.forbidden(a, "change_control") or self.forbidden(b, "change_control"):
            return False
        ea = self._apply(Event("control", cause, a.idx, b.ctl))
        eb = self._apply(Event("control", cause, b.idx, a.ctl))
        if ea is None or eb is None:
            return False
        pa, sa, pb, sb = a.ctl, a.slot, b.ctl, b.slot
        self._give_control(a, pb, sb, ea, cause, pa, until_end, swapped=b)
        self._give_control(b, pa, sa, eb, cause, pb, until_end, swapped=a)
        return True

    def _give_control(self, c: Card, player: int, slot: int, ev: Event, cause: Cause, old: int,
                      until_end: bool = False, until_turn: int = 0, while_card: Card | None = None,
                      until_battle_end: bool = False, swapped: Card | None = None, live: bool = False) -> None:
        """Put `c`, taken from `old`'s zone, into `player`'s monster zone `slot` (`take_control`'s durations and
        `live`; `swapped`: the monster it switched control with, `Control.swapped`)."""
        self.players[player].monsters[slot] = c.idx
        c.slot = slot
        c.ctl = player
        self.touched.append(c.idx)
        # the position was fixed by the player who put it there: its new controller may change it (seed 003)
        c.t_entered = c.t_pos_changed = 0
        self.version += 1
        ref, src, now = (c.idx, c.oid), self._source_of(cause), (self.serial, self.tp)
        if until_end or until_turn or until_battle_end:
            partner = None if swapped is None else (swapped.idx, swapped.oid)
            self.lasting.add(Lasting(Control(old, swapped=partner), source=src, player=cause.player, card=ref,
                                     since=now, until=Until(turn=until_turn or self.turn,
                                                            phase="battle:end" if until_battle_end else "end"),
                                     then=Then.GIVE_BACK))
        if while_card is not None:
            self.control_while(c, while_card, old, cause, live)
        self.log.append(self.grouped_entry("control", (player, self.ref(c.idx))))
        self.record(ev)

    def control_while(self, c: Card, card: Card, back_to: int, cause: Cause, live: bool = False) -> None:
        """Control of `c` goes back to `back_to` once `card` leaves the field or turns face-down, or, a card equipped
        to `c` now, stops equipping it (`take_control`'s `while_card` and `live`; `tie_equipped`)."""
        equipping = card.equipped_to == c.idx
        self.lasting.add(Lasting(Control(back_to, equipping, live=live or equipping), source=self._source_of(cause),
                                 player=cause.player, card=(c.idx, c.oid), since=(self.serial, self.tp),
                                 until=Until(card=(card.idx, card.oid), face_up=True), then=Then.GIVE_BACK))

    def _check_control_while(self) -> None:
        """Control tied to a card ends once that card is gone, face-down, or equips another monster. While it lasts,
        control that is that card's continuous effect (`Control.live`) holds only while the card's effects are not
        negated: meanwhile the monster is back under the control of the player it came from, and the other takes it
        again when the negation ends (「強奪」 under 「王宮の勅命」). Called after every move, and by `advance` after
        any change, since a negation begins or ends with no move of the card it negates."""
        self._control_version = self.version
        keep: list[Lasting[Control]] = []
        back: list[Lasting[Control]] = []
        swing: list[tuple[Card, int]] = []  # (monster, the player whose control it is under from now)
        for r in self.lasting.of(Control):
            w = r.until.card
            if w is None:
                keep.append(r)
                continue
            i, oid = r.card
            src, c = self.cards[w[0]], self.cards[i]
            if c.oid != oid or c.zone is not Zone.MONSTERS:
                continue  # the monster itself left: nothing to give back
            gone = src.oid != w[1] or not src.on_field or not src.face_up or (
                r.change.equipping and src.equipped_to != i)
            if not gone and r.change.live and self.effect_negated(src) != r.change.suspended:
                # only as the negation begins or ends: a later control change (「シエンの間者」) rules meanwhile
                r = dataclasses.replace(r, change=dataclasses.replace(r.change, suspended=not r.change.suspended))
                swing.append((c, r.change.back_to if r.change.suspended else 1 - r.change.back_to))
            (back if gone else keep).append(r)
        if back or swing:
            self.lasting.replace(Control, tuple(keep))
            for r in back:
                p = r.change.back_to
                self.return_control(self.cards[r.card[0]], p, self.rule_cause(p))
        for c, p in swing:
            self.return_control(c, p, self.rule_cause(p))

    def _going_back_with(self, change: Control) -> Card | None:
        """The monster a monster going back switched control with, if it is still that monster, on the side the
        first goes back to and no longer held there (its own record ended too): the two switch back."""
        if change.swapped is None:
            return None
        i, oid = change.swapped
        p = self.cards[i]
        if p.oid != oid or p.zone is not Zone.MONSTERS or p.ctl != change.back_to \
                or any(r.card == change.swapped for r in self.lasting.of(Control)):
            return None
        return p

    def end_at_phase(self, phase: str) -> None:
        """The start of the end phase, or of the battle phase's end step: what lasts "until the end phase" / "until
        the end of the battle phase" ends (at the end phase, all that are due), and what it does at its end
        happens: monsters taken for a while go back to the player they came from, a monster is destroyed or
        returned to the fusion deck. The start of a standby (or draw) phase ends what lasts until that standby (draw)
        phase (「大寒波」: until its player's next draw phase)."""
        timed = self.lasting.timed  # the kinds that may hold such a record
        for kind in [k for k in self.lasting.by if k in timed] if timed else ():
            recs = self.lasting.of(kind)
            due = tuple(r for r in recs if r.until.phase and r.until.turn is not None and r.until.turn <= self.turn
                        and phase in ("end", r.until.phase))
            if due:
                self.lasting.replace(kind, tuple(r for r in recs if r not in due))
                for r in due:
                    self._then(r)

    def _then(self, r: Lasting[Change]) -> None:
        """What happens to the record's card when the record ends (nothing if it is no longer that object)."""
        c = self.cards[r.card[0]] if r.card[0] >= 0 else None
        if c is None or c.oid != r.card[1] or r.then is Then.NOTHING:
            return
        if r.then is Then.GIVE_BACK and isinstance(r.change, Control):
            cause = self.rule_cause(r.change.back_to)
            partner = self._going_back_with(r.change)
            if partner is None or not self.swap_control(c, partner, cause):
                self.return_control(c, r.change.back_to, cause)
        elif r.then is Then.DESTROY and c.on_field:
            self.destroy([c], Cause(r.player, Reason.EFFECT, r.source[0]))
        elif r.then is Then.TO_FUSION_DECK and c.on_field:
            self.to_fusion_deck(c, Cause(r.player, Reason.EFFECT, r.source[0]))
        elif r.then is Then.BANISH and c.on_field:
            self.banish([c], Cause(r.player, Reason.EFFECT, r.source[0]))
        elif r.then is Then.DESTROY_BANISH and c.on_field:
            self.destroy([c], Cause(r.player, Reason.EFFECT, r.source[0]), to=Zone.BANISHED)
        elif r.then is Then.TO_GRAVE and c.on_field:
            self.send_to_grave([c.idx], Cause(r.player, Reason.EFFECT, r.source[0]))
        elif r.then is Then.TO_DECK and c.on_field:
            self.to_deck([c], Cause(r.player, Reason.EFFECT, r.source[0]))
        elif r.then is Then.RESTORE:
            self._restore(c)

    def to_fusion_deck(self, c: Card, cause: Cause) -> bool:
        """Return a fusion monster to its owner's fusion deck; False if the move was replaced away."""
        before = self.ref(c.idx)

        def logged() -> None:  # as it lands, before what follows from its move (its equip cards destroyed)
            self.log.append(self.grouped_entry("to_deck", (self.moved_ref(c, before), "extra")))
        return self.move(c, Zone.EXTRA, cause, "to_deck", logged=logged)

    def _check_links(self, moved: int, ev: Event, negated: bool = False) -> None:
        """A card object left its place (`ev`): the links that depended on it end, and the cards tied to it are
        destroyed where the link says so (`Link.on`), unless the link is an effect of its source card (`Link.live`)
        whose effects are negated: as it left (`negated`) when it is the card that left, now when it stays."""
        ends: list[Lasting[Link]] = []
        keep: list[Lasting[Link]] = []
        for r in self.lasting.of(Link):
            w = r.until.card
            if w is not None and w[0] == moved and w[1] == ev.oid:
                ends.append(r)
            elif r.card[0] == moved and r.card[1] == ev.oid:
                continue  # the card tied to another left first: nothing more to do
            elif r.change.name and self._name_left(r, moved, ev) \
                    and not (r.change.live and self._link_negated(r, moved, ev, negated)):
                ends.append(r)
            else:
                keep.append(r)
        if len(keep) == len(self.lasting.of(Link)):
            return
        self.lasting.replace(Link, tuple(keep))
        for r in ends:
            on = r.change.on
            if r.change.live and not r.change.name and self._link_negated(r, moved, ev, negated):
                continue
            if on == "leaves" or (ev.kind == "destroyed" and (on == "destroyed" or Zone(ev.dst) is Zone.GRAVE)):
                self._then(r)

    def _link_negated(self, r: Lasting[Link], moved: int, ev: Event, negated: bool) -> bool:
        """Whether the effect a `Link.live` record is, is negated now that the card `moved` left (`ev`): as it left
        when it is the record's source, else the source's effects now."""
        return negated if r.source == (moved, ev.oid) else self._source_negated(r)

    def _name_left(self, r: Lasting[Link], moved: int, ev: Event) -> bool:
        """Whether the card that left (`ev`) is one a `Link.name` record waits for: of that name, from the field of
        the record's player (not the opponent's who took it), the source card itself in any position (turned
        face-down it has not left), another card only face-up (a face-down card shows no name)."""
        return ev.src in _FIELD_SRC and ev.player == r.player and is_named(self.cards[moved], r.change.name) \
            and (r.source == (moved, ev.oid) or not Pos(ev.pos).face_down)

    def _source_negated(self, r: Lasting[Link]) -> bool:
        """Whether the card whose effect the record is, still that object, has its effects negated now."""
        src = self.cards[r.source[0]] if r.source[0] >= 0 else None
        return src is not None and src.oid == r.source[1] and self.effect_negated(src)

    def _untie_face_down(self, ref: Ref) -> None:
        """The monster object `ref` turned face-down: a new card for the effects, so every tie made to it or of
        it ends (`tie`), either way: 「リビングデッドの呼び声」 destroyed later leaves it, and it destroyed later
        leaves the trap; an equip card tied to it then goes by the equip rule alone (「早すぎた埋葬」,
        「ビッグバン・シュート」). A tie by name (`tie_to_name`) waits for a name, not this object, and stays."""
        if Link in self.lasting.by:
            self.lasting.replace(Link, tuple(r for r in self.lasting.of(Link)
                                             if r.change.name or ref not in (r.card, r.until.card)))

    def tie(self, card: Card, to: Card, cause: Cause, on: str = "leaves", then: Then = Then.DESTROY,
            live: bool = False) -> None:
        """`card` is destroyed (`then`: banished, `Then.BANISH`; destroyed and banished, `Then.DESTROY_BANISH`; sent
        to the graveyard, `Then.TO_GRAVE`; shuffled into its owner's deck, `Then.TO_DECK`) once `to`
        leaves the field (`on="leaves"`), is destroyed (`on="destroyed"`) or is destroyed and sent to the graveyard
        (`on="destroyed_to_grave"`: not when it is banished instead, 「クローン複製」), while both stay the
        objects they are now (「リビングデッドの呼び声」, 「早すぎた埋葬」, 「再融合」): either turned face-down is a
        new card and the tie ends (`_untie_face_down`: 「クローン複製」's monster, 「月の書」 on a revived one); with
        `live`, an effect of the card whose effect `cause` is, that does nothing while that card's effects are
        negated: as it
        leaves when it is `to` (「ビッグバン・シュート」 under 「王宮の勅命」), as `to` leaves when it is `card`
        (「リビングデッドの呼び声」 under 「王宮のお触れ」 is not destroyed with its monster). Applied at once, no
        chain link."""
        self.lasting.add(Lasting(Link(on, live), source=self._source_of(cause), player=cause.player,
                                 card=(card.idx, card.oid), since=(self.serial, self.tp),
                                 until=Until(card=(to.idx, to.oid)), then=then))

    def tie_equipped(self, card: Card, monster: Card, cause: Cause | None = None) -> None:
        """The tie an equip card's activation makes with the monster it equipped (`Effect.ties_equipped`), if it
        declares one; `cause`: that activation's resolution, or none for a card a scenario set up equipped, tied as
        its activation would have tied it."""
        defn = self.defs[card.idx]
        for n, e in enumerate(defn.effects if defn is not None else (), 1):
            if (how := e.ties_equipped) is not None:
                why = cause or Cause(card.ctl, Reason.EFFECT, card.idx, n)
                if how.then is not Then.GIVE_BACK:
                    self.tie(monster, card, why, on=how.on, then=how.then, live=how.live)
                elif monster.ctl == card.ctl:  # the control it took goes back to the opponent it was taken from
                    self.control_while(monster, card, 1 - card.ctl, why)
                return

    def tie_to_name(self, card: Card, name: int, cause: Cause) -> None:
        """`card` is destroyed once a card of the name `name` leaves the field of `cause`'s player: the card whose
        effect `cause` is (in any position: turned face-down it has not left), or any other face-up there, whenever
        that is (「荒ぶるアウス」: the text names the card by its name). An effect of that card (`Link.live`): a leave
        while its effects are negated does nothing, and the tie stays for the next. Applied at once, no chain link."""
        self.lasting.add(Lasting(Link("leaves", live=True, name=name), source=self._source_of(cause),
                                 player=cause.player, card=(card.idx, card.oid), since=(self.serial, self.tp),
                                 then=Then.DESTROY))

    def at_end_phase(self, card: Card, then: Then, cause: Cause, forbid: str = "", face_up: bool = False) -> None:
        """At the start of this turn's end phase, `then` happens to `card` if it is still that object on the field
        (destroyed, returned to the fusion deck); until then, with `forbid`, it cannot do that ("attack_directly").
        With `face_up`, an effect applied to a face-up monster: turned face-down, it is a new card for it and
        nothing happens (「野性解放」). Applied at once, no chain link."""
        ref = (card.idx, card.oid)
        change: Change = Forbid(forbid) if forbid else Delayed()
        self.lasting.add(Lasting(change, source=self._source_of(cause), player=cause.player, card=ref,
                                 since=(self.serial, self.tp), until=Until(turn=self.turn, phase="end",
                                                                           face_up=face_up), then=then))

    def allow(self, card: Card, player: int, what: str, cause: Cause) -> None:
        """This turn, `player` may `what` `card`: "tribute" it although they do not control it (「クロス・ソウル」),
        "activate_set": activate this trap card although it was set this turn (「武装転生」; `allows`)."""
        self.lasting.add(Lasting(Allow(what), source=self._source_of(cause), player=player, card=(card.idx, card.oid),
                                 since=(self.serial, self.tp), until=Until(turn=self.turn)))

    def allows(self, c: Card, what: str) -> bool:
        """Whether an effect lets this card object's controller `what` it this turn (`allow`)."""
        return Allow in self.lasting.by and any(r.card == (c.idx, c.oid) and r.change.what == what
                                                 and r.player == c.ctl for r in self.lasting.of(Allow))

    def allowed(self, player: int, what: str) -> list[Card]:
        """The cards of the other player that `player` may `what` now (`allow`), still those objects on the
        field."""
        out = []
        for r in self.lasting.of(Allow):
            c = self.cards[r.card[0]]
            if r.player == player and r.change.what == what and c.oid == r.card[1] and c.zone is Zone.MONSTERS \
                    and c.ctl != player and c not in out and (what != "tribute" or self.can_be_tributed(c)):
                out.append(c)
        return out

    def drop_triggers(self, c: Card) -> None:
        """The effects this card object has set off and that wait for a chain are not activated (「天狗のうちわ」:
        the flip summoned monster's effects that would be activated on the field)."""
        self.triggers = [t for t in self.triggers if (t.card, t.oid) != (c.idx, c.oid)]

    def silences_by_battle(self, c: Card, victim: Card | None = None) -> bool:
        """Whether this face-up monster negates the effects of the effect monsters it destroys by battle (`victim`,
        where its effect names which: `Effect.silences_only`): by its own `battle_silences` effect, applying (not
        negated), or by a continuous one that reaches it (`affects`: 「冥界の魔王 ハ・デス」 gives it to your Fiends,
        「エレメント・ザウルス」 has it while an EARTH monster is on the field)."""
        defn = self.defs[c.idx]
        if defn is not None and c.face_up and not self.dormant(c) and not self.effect_negated(c) \
                and any(e.battle_silences and e.affects is None and (e.silences_only is None or (
                    victim is not None and e.silences_only(Ctx(self, c.ctl, c, e), victim))) for e in defn.effects):
            return True
        return c.face_up and self.any_static and any(e.battle_silences and e.affects is not None
                                                     and self.reaches(s, e, c) for s, e in self.statics())

    def _silenced_in_battle(self, link: ChainLink) -> tuple[Applied, Card] | None:
        """A monster destroyed by the battle in progress waits in its zone until the end of the damage step; if its
        battle opponent negates the effects of what it destroys by battle, an effect it activated meanwhile (a
        flip effect set off by that attack) is negated as it resolves: the silencing effect, with the monster."""
        c = self.cards[link.card]
        if self.attack is None or (c.idx, c.oid) not in self.doomed or not self.is_effect_monster(c):
            return None
        a, t = self.attack[0], self.attack[2]
        if c.idx not in (a, t) or (o := self.cards[t if c.idx == a else a]) is c or not self.silences_by_battle(o, c):
            return None
        own = self.defs[o.idx]
        n = next((n for n, e in enumerate(own.effects, 1) if e.battle_silences), 0) if own is not None else 0
        if n and own is not None and own.effects[n - 1].affects is None:
            return Applied(o, own.effects[n - 1], self.stamp_of(o), o.ctl, n), c
        return next(((s, c) for s in self._applied if s.effect.battle_silences and s.effect.affects is not None
                     and self.reaches(s.card, s.effect, o)), None)

    def silence(self, c: Card, cause: Cause) -> None:
        """The effects of this card object are negated while it stays where it is (a monster destroyed by battle
        by 「ジェノサイドキングデーモン」, in the graveyard): none of them is activated."""
        ref = (c.idx, c.oid)
        self.lasting.add(Lasting(Forbid("activate"), source=self._source_of(cause), player=cause.player, card=ref,
                                 since=(self.serial, self.tp), until=Until(card=ref)))
        self.version += 1

    def restrict(self, c: Card, what: str, cause: Cause, turns: int | None = 1, until: Until | None = None
                 ) -> None:
        """An effect forbids one card to `what` ("attack", "attack_directly", "change_position", "activate",
        "activate_card": `activation_forbidden`, "be_tributed") for `turns` turns counting this one (None: as long
        as it stays that card), or for as long as `until` says; always only while it stays the same card."""
        ev = self._apply(Event("restrict", cause, c.idx, c.ctl, amount=turns or 0, detail=what))
        if ev is None:
            return
        if until is None:
            until = Until(turn=None if turns is None else self.turn + turns - 1)
        self.lasting.add(Lasting(Forbid(what), source=self._source_of(cause), player=cause.player,
                                 card=(c.idx, c.oid), since=(self.serial, self.tp), until=until))
        self.record(ev)

    def allow_second_normal_summon(self, player: int, cause: Cause) -> None:
        """This turn `player` may normal summon or set twice (「二重召喚」); more such effects add nothing."""
        self.allow_normal_summons(player, 2, cause)

    def allow_normal_summons(self, player: int, n: int, cause: Cause) -> None:
        """This turn `player` may normal summon or set up to `n` times (「サモンチェーン」: 3); of several such
        effects the largest number counts (they do not add up)."""
        pl = self.players[player]
        pl.normal_limit = max(n, pl.normal_limit) if pl.second_normal_turn == self.turn else n
        pl.second_normal_turn = self.turn
        self.record(Event("allow", cause, player=player, detail="second_normal_summon" if n == 2 else
                          f"normal_summons:{n}"))

    def forbid_player(self, player: int, what: str, cause: Cause, turns: int = 1, but_source: bool = False,
                      phase: str = "", while_card: Card | None = None) -> None:
        """`player` cannot `what` for `turns` turns counting this one: "summon" (a normal summon, not a set),
        "flip_summon", "special_summon", "special_summon_but_from_hand" (a special summon of a monster from anywhere
        but the hand, a token too: 「小天使テルス」), "attack" (declare an attack), "battle_phase" (conduct a battle
        phase: it is skipped as it would begin, `turn.Turn`), "set" (set a card from the hand: a
        monster or a spell or trap, 「サーチライトメン」), "set_monster" (the normal set of a monster only:
        「絶対不可侵領域」), "take_effect_damage" (damage by effects to that player is 0),
        "activate_spell" / "activate_trap" / "activate_monster" / "activate_spell_effects" / "activate_trap_effects"
        (`activation_locked`), "set_spell_trap" (set a card in a spell & trap or field zone, by the rules or an
        effect: 「大寒波」);
        `but_source`: except by the effect of the card that forbids it; `phase`: it ends as that phase of its last
        turn begins ("end": "until the end phase", 「言語道断侍」; "damage_end": as the battle in progress ends, at
        the end of its damage step or sooner if the attack stops, 「古代の機械巨人」); `while_card`: only while that
        card object stays where it is, face-up, up to the damage step (an attacker that leaves the field or is turned
        face-down before it no longer attacks; in it, one destroyed by the battle still holds its lock to the end of
        that step)."""
        self.lasting.add(Lasting(Forbid(what, but_source=but_source), source=self._source_of(cause),
                                 player=cause.player,
                                 to_player=player, since=(self.serial, self.tp),
                                 until=Until(turn=self.turn + turns - 1, phase=phase,
                                             card=None if while_card is None else (while_card.idx, while_card.oid),
                                             face_up=while_card is not None)))
        self.record(Event("ban", cause, player=player, detail=what))

    def player_forbidden(self, player: int, what: str, cause: Cause | None = None,
                         monster: CardData | None = None, from_zone: Zone | None = None) -> bool:
        """Whether an effect forbids `player` to `what` now (`forbid_player`), by `cause` where it matters; with
        `monster`, also a summon lock that forbids summoning that monster so (`ocg/summon_locks.py`); with
        `from_zone`, where a monster is special summoned from, also "special_summon_but_from_hand" (「小天使テルス」:
        only from the hand; a token comes from `Zone.GONE`)."""
        if from_zone is not None and from_zone is not Zone.HAND and what == "special_summon" \
                and self.player_forbidden(player, "special_summon_but_from_hand", cause):
            return True
        return (Forbid in self.lasting.by and any(
            r.to_player == player and r.card[0] < 0 and not r.change.name and r.change.what == what
            and not (r.change.but_source and cause is not None and cause.card == r.source[0])
            and (r.until.card is None or self.phase == "battle:damage"
                 or (self.cards[r.until.card[0]].oid == r.until.card[1] and self.cards[r.until.card[0]].face_up))
            for r in self.lasting.of(Forbid))) or (
            monster is not None and self.any_summon_lock and summon_locks.locked(self, player, monster, what))

    def activation_locked(self, player: int, c: Card, eff: Effect, events: tuple[Event, ...] = ()) -> bool:
        """Whether `forbid_player` keeps `player` from activating effect `eff` of `c` now: "activate_spell" /
        "activate_trap" forbid the activation of spell / trap cards (「罰ゲーム！」, 「強引な安全協定」),
        "activate_monster" the activation of monsters' effects (「ファラオの審判」); "activate_spell_effects" /
        "activate_trap_effects" the activation of spell / trap cards and of their effects (「封魔の矢」); and a
        continuous effect that applies now may refuse it (`Effect.locks_activations`, `ocg/activation_locks.py`), in
        the window opened by `events`."""
        if self.any_activation_lock and activation_locks.locked(self, player, c, eff, events):
            return True
        if Forbid not in self.lasting.by:
            return False
        if c.data.kind != "monster" and self.player_forbidden(player, f"activate_{c.data.kind}_effects"):
            return True  # 「封魔の矢」: the cards' activations and their effects' alike
        if eff.kind is Kind.ACTIVATE:
            return self.player_forbidden(player, "activate_" + c.data.kind)
        return c.data.kind == "monster" and self.player_forbidden(player, "activate_monster")

    def can_be_tributed(self, c: Card, summoned: Card | None = None) -> bool:
        """Whether `c` may be tributed (for a summon, a cost or a ritual; `summoned`: for the tribute summon of that
        monster): no effect forbids it ("be_tributed_by_effect": for anything but a tribute summon,
        「魔王ディアボロス」), and none allows it only for the tribute summons of other monsters
        (`Effect.tributed_only_for`, 「不死武士」; `Effect.summon_tributes_for`, which leaves costs and rituals
        free: 「雲魔物トークン」, 「終焉の焔」's tokens)."""
        if self.forbidden(c, "be_tributed") or (summoned is None and self.forbidden(c, "be_tributed_by_effect")):
            return False
        return not any(
            self.reaches(s, e, c)
            and ((e.tributed_only_for is not None
                  and (summoned is None or not e.tributed_only_for(Ctx(self, s.ctl, s, e), summoned)))
                 or (e.summon_tributes_for is not None and summoned is not None
                     and not e.summon_tributes_for(Ctx(self, s.ctl, s, e), summoned)))
            for s, e in self.statics() if e.tributed_only_for is not None or e.summon_tributes_for is not None)

    def ban_name(self, passcode: int, what: str, cause: Cause, player: int = -1, turns: int = 1) -> None:
        """Cards of one name cannot `what` ("activate", "activate_card", "activate_from_hand": `activation_forbidden`;
        "attack" ...) for `turns` turns counting this one (for `player`'s cards only, or everyone's)."""
        self.lasting.add(Lasting(Forbid(what, passcode), source=self._source_of(cause), player=cause.player,
                                 to_player=player, since=(self.serial, self.tp),
                                 until=Until(turn=self.turn + turns - 1)))
        self.record(Event("ban", cause, player=player, amount=passcode, detail=what))

    def skip_phase(self, player: int, phase: str, turn: int, cause: Cause) -> None:
        """`player` skips `phase` ("battle:start" for the whole battle phase, "draw", ...) in turn `turn`."""
        if not self.skips(player, phase, turn):
            self.lasting.add(Lasting(Skip(phase, turn), source=self._source_of(cause), player=cause.player,
                                     to_player=player, since=(self.serial, self.tp)))
        self.record(Event("skip", cause, player=player, amount=turn, detail=phase))

    def skips(self, player: int, phase: str, turn: int) -> bool:
        """Whether an effect makes `player` skip `phase` in turn `turn`."""
        return any(r.to_player == player and r.change.phase == phase and r.change.turn == turn
                   for r in self.lasting.of(Skip))

    def add_battle_phase(self, player: int, turn: int, cause: Cause) -> None:
        """`player` may conduct a second battle phase in turn `turn`, after main phase 2 (「ウェザー・レポート」)."""
        if not self.extra_battle(player, turn):
            self.lasting.add(Lasting(ExtraBattle(turn), source=self._source_of(cause), player=cause.player,
                                     to_player=player, since=(self.serial, self.tp)))

    def extra_battle(self, player: int, turn: int) -> bool:
        """Whether `player` still has a second battle phase to conduct in turn `turn`."""
        return any(r.to_player == player and r.change.turn == turn for r in self.lasting.of(ExtraBattle))

    def use_extra_battle(self, player: int, turn: int) -> None:
        """The second battle phase begins: it is used up."""
        self.lasting.replace(ExtraBattle, tuple(r for r in self.lasting.of(ExtraBattle)
                                                if not (r.to_player == player and r.change.turn == turn)))

    def remember(self, note: Note, once: bool = True, read_by_effects: bool = False) -> None:
        """Keep a card module's note (`lasting.Note`) about the duel; `once`: not if the same note is kept
        already (an operation replayed after a question notes the same thing again); `read_by_effects`: some
        continuous effect reads it, so what applies is worked out again."""
        if once and note in self.lasting.notes(type(note)):
            return
        self.lasting.add(Lasting(note, since=(self.serial, self.tp)))
        if read_by_effects:
            self.version += 1

    def advance_turn_count(self, c: Card, count: Note) -> None:
        """An effect advances the turn count of a card that counts turns by one (「運命の火時計」, R004-132): `count`
        is the card's count as its module keeps it."""
        self.remember(count)
        self.log.append(LogEntry("turn_count", (self.ref(c.idx),)))

    def forget(self, note: Note) -> None:
        """Drop a note kept with `remember` (every copy of it)."""
        kind = type(note)
        self.lasting.replace(kind, tuple(r for r in self.lasting.of(kind) if r.change != note))

    def add_replacement(self, rep: Replacement, cause: Cause, drop: Callable[[Replacement], bool]) -> None:
        """A resolution makes a replacement effect that applies from now (its `applies` says to which events);
        the ones `drop` picks among those made before end now (an older one of the same card)."""
        kept = tuple(r for r in self.lasting.of(Replacing) if not drop(r.change.replacement))
        self.lasting.replace(Replacing, kept)
        self.lasting.add(Lasting(Replacing(rep), source=self._source_of(cause), player=cause.player,
                                 since=(self.serial, self.tp)))

    def negate_attack(self, attacker: Card | None = None) -> None:
        """The attack in progress is negated: it ends (`attacker`: logged as that monster's attack negated)."""
        self.attack = None
        # the battle is over now, not when its frame closes: what lasts "until the end of the damage step" (an
        # attacker's lock on spells and traps) ends here, so the window after this chain is free of it
        self.end_at_phase("damage_end")
        if attacker is not None:
            self.log.append(LogEntry("attack_negated", (self.ref(attacker.idx),)))

    def make_attack_direct(self) -> None:
        """The attack in progress becomes a direct attack (「ヘカテリス」-like effects of the attacker itself)."""
        if self.attack is not None:
            a, aoid, _, _ = self.attack
            self.attack = (a, aoid, -1, 0)

    def may_attack_again(self, c: Card, in_a_row: bool = True) -> None:
        """The monster may attack once more in this battle phase (one of its attacks in it is not counted against
        what it may make; it has attacked all the same, for 「暗黒の扉」: `legality.another_attacked`); `in_a_row`
        (続けて): only as its controller's next attack, another of their monsters attacking first ends it
        (`InARow`, read by `battle.count_attack`)."""
        c.bp_attacks = max(0, c.attacks_made(self.battle_phases) - 1)
        if in_a_row:
            self.lasting.add(Lasting(InARow(self.battle_phases), card=(c.idx, c.oid), since=(self.serial, self.tp),
                                     until=Until(turn=self.turn)))
        self.version += 1

    def move_to_zone(self, c: Card, slot: int) -> bool:
        """Move a monster to another (empty) monster zone of its controller: the same card, a new slot. Not into a
        zone an effect made unusable (`block_zone`)."""
        pile = self.players[c.ctl].monsters
        if (c.zone is not Zone.MONSTERS or not 0 <= slot < 5 or pile[slot] >= 0
                or slot in self.blocked_slots(c.ctl, Zone.MONSTERS)):
            return False
        pile[c.slot] = -1
        pile[slot] = c.idx
        c.slot = slot
        self.version += 1
        self.touched.append(c.idx)
        return True

    def attach(self, card: Card, monster: Card) -> None:
        """`card` stays with `monster` as an equip card would (it goes when the monster leaves), without being
        equipped to it: no "equipped" event (「洗脳光線」)."""
        card.equipped_to = monster.idx

    def put_on_bottom(self, c: Card) -> None:
        """A card of a deck goes from where it is to the bottom of that deck (not a move: it stays there)."""
        deck = self.players[c.ctl].deck
        deck.remove(c.idx)
        deck.insert(0, c.idx)
        self.log.append(LogEntry("to_deck", (self.ref(c.idx), "bottom")))

    def put_on_top(self, c: Card) -> None:
        """A card of a deck goes from where it is to the top of that deck (not a move: it stays there), as a
        player arranging cards they looked at (「大王目玉」) or searched for (「ヴォルカニック・リボルバー」)."""
        deck = self.players[c.ctl].deck
        deck.remove(c.idx)
        deck.append(c.idx)
        self.log.append(LogEntry("to_deck", (self.ref(c.idx), "top")))

    def left_for_grave(self, player: int) -> tuple[int, ...]:
        """The Levels (as they left) of the monsters that went from `player`'s monster zone to the graveyard this
        turn (「デーモンとの駆け引き」)."""
        return tuple(r.change.level for r in self.lasting.of(LeftForGrave) if r.player == player)

    def as_it_left(self, c: Card) -> LeftForGrave | None:
        """The record of this graveyard card object going there from a monster zone this turn (its Level, Type and
        Attributes as it left the field), if it did: 「天魔神 インヴィシル」 reads its tributes' on-field Type."""
        return next((r.change for r in self.lasting.of(LeftForGrave) if r.card == (c.idx, c.oid)), None)

    def left_field_this_turn(self, c: Card) -> tuple[int, LeftForGrave] | None:
        """The last time this turn card `c` (whichever object of it) went from a monster zone to the graveyard: the
        player who controlled it then, and its record (its Type as it left): 「超再生能力」 counts the dragons
        tributed from its own player's field, whoever tributed them."""
        return next(((r.player, r.change) for r in reversed(self.lasting.of(LeftForGrave)) if r.card[0] == c.idx),
                    None)

    def destroyed_by_battle(self, c: Card) -> bool:
        """Whether this graveyard card object got there destroyed by battle (at any time: the record lasts while
        the card stays the same object)."""
        return any(r.card == (c.idx, c.oid) for r in self.lasting.of(DestroyedByBattle))

    def sent_by_opponent(self, c: Card) -> bool:
        """Whether this card object reached its owner's graveyard this turn sent there by the other player."""
        return any(r.card == (c.idx, c.oid) for r in self.lasting.of(SentByOpponent))

    def notes(self, kind: type[N]) -> tuple[N, ...]:
        """The notes of one kind kept so far, oldest first."""
        return self.lasting.notes(kind)

    def end_lasting(self, kind: type[Change]) -> None:
        """Every lasting effect of one kind ends at once, with nothing happening at its end (a reset)."""
        self.lasting.replace(kind, ())

    def next_turn_of(self, player: int) -> int:
        """The number of `player`'s next turn (not this one)."""
        return self.turn + (2 if self.tp == player else 1)

    def nth_turn_of(self, player: int, n: int) -> int:
        """The number of `player`'s `n`th turn counted from this one (this turn is the first if it is theirs):
        "for N turns counted in the opponent's turns" lasts until the end of that turn."""
        return (self.turn if self.tp == player else self.turn + 1) + 2 * (n - 1)

    def change_attack(self, attacker: Card | None = None, target: Card | None = None, calculate: bool = False
                      ) -> bool:
        """Change the attack in progress: another monster attacks instead (「ミュータント・ハイブレイン」) or
        the attack moves to another target (「シフトチェンジ」). `calculate`: the battle goes straight to damage
        calculation, with no replay and no more windows before it (「マジックアーム・シールド」)."""
        att = self.attack
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        if att is None or frame is None:
            return False
        a, aoid, t, toid = att
        if attacker is not None:
            self.log.append(LogEntry("attacker_changed", (self.ref(a), self.ref(attacker.idx))))
            a, aoid = attacker.idx, attacker.oid
        if target is not None:
            self.log.append(LogEntry("retarget_attack", (self.ref(a), self.ref(target.idx))))
            t, toid = target.idx, target.oid
        self.attack = (a, aoid, t, toid)
        frame.follow(self, calculate)
        return True

    def battle(self, attacker: Card, target: Card) -> int:
        """An effect makes two monsters battle (not an attack; 「ラストバトル！」): once the operation is over the
        battle goes straight to damage calculation, `attacker` (the turn player's) as the attacking monster; what
        it sets off waits for the end of the chain. Returns the battle's number (`battle_serial`), given now so
        that the effect can name that battle before it begins (no battle damage from it)."""
        frame = Attack(attacker.idx, target.idx, by_effect=True)
        frame.serial = self.serial
        self.stack.append(frame)
        return frame.serial

    def win(self, player: int) -> None:
        """An effect decides the duel: `player` wins it (2: it is a draw)."""
        if self.winner is None:
            self.winner = player
            self.log.append(LogEntry("win", (player,)))

    def wins_match(self, c: Card) -> bool:
        """Whether a continuous effect makes this monster's direct attack that ends the duel win its controller the
        match (`Effect.wins_match`)."""
        return self.any_static and any(e.wins_match and e.affects is not None and self.reaches(s, e, c)
                                       for s, e in self.statics())

    def win_match(self, player: int) -> None:
        """`player` wins the match, not only this duel (recorded in `match_winner` and the log; the duel itself
        ends by its own rules)."""
        if self.match_winner is None:
            self.match_winner = player
            self.log.append(LogEntry("win_match", (player,)))

    def end_battle_phase(self, cause: Cause) -> None:
        """The battle phase ends after the current attack (e.g. an attack negated "and the battle phase ends")."""
        self.end_battle = True
        self.attack = None
        self.record(Event("end_battle", cause, player=self.tp))

    def to_end_phase(self, cause: Cause) -> None:
        """The turn moves on to its end phase once what is in progress is over (「ネコマネキング」): an attack in
        progress ends with the battle phase, and the phases before the end phase are not played."""
        self.to_end = True
        if self.phase.startswith("battle"):
            self.end_battle = True
            self.attack = None
        self.log.append(LogEntry("to_end_phase", (self.tp,)))
        self.record(Event("to_end_phase", cause, player=self.tp))

    def lose_lp(self, player: int, amount: int, cause: Cause) -> None:
        """Life points lost by an effect that is neither damage nor a cost."""
        ev = self._apply(Event("lost_lp", cause, player=player, amount=amount))
        if ev is None:
            return
        self.players[ev.player].lp = max(0, self.players[ev.player].lp - ev.amount)
        self.lp_changed = True
        self.log.append(LogEntry("lose_lp", (ev.player, ev.amount)))
        self.record(ev)

    def set_lp(self, player: int, value: int, cause: Cause) -> None:
        """An effect makes a player's life points `value` (「大逆転クイズ」, 「友情 ＹＵ－ＪＹＯ」): neither damage, a
        gain, a payment nor a loss of LP, whichever way they move."""
        ev = self._apply(Event("lp_set", cause, player=player, amount=max(0, value)))
        if ev is None:
            return
        self.players[ev.player].lp = ev.amount
        self.lp_changed = True
        self.log.append(LogEntry("lp_set", (ev.player, ev.amount)))
        self.record(ev)

    def create_token(self, data: CardData, player: int, pos: Pos, cause: Cause, by: int = -1) -> Card | None:
        """Special summon a token: a card made by an effect, which vanishes when it leaves the field. `player`: the
        one whose field it goes to; `by`: the one who summons it, where that is the other player (「おジャマトリオ」:
        the bans on special summons are its player's, as for `special_summon`)."""
        if not self.may_create_token(data, player, cause, by):
            return None
        # the card lists are shared with clones, so they are replaced rather than appended to
        c = Card(len(self.cards), data, player, "")
        self.cards.append(c)
        defn = definition(data)
        if defn is not None:
            self._note_kinds(defn.effects)
        self.defs = [*self.defs, defn]
        self.refs = [*self.refs, CardRef("", data.name_ja, data.name_en, card=c.idx)]
        self._place(c, Zone.MONSTERS, player, pos)
        self.log_special_summon(c, player, pos, by)
        self.record(Event("special_summoned", cause, c.idx, player if by < 0 else by, dst=int(Zone.MONSTERS),
                          onto=player))
        return c

    def may_create_token(self, data: CardData, player: int, cause: Cause, by: int = -1) -> bool:
        """Whether `create_token` would put a token of `data` on `player`'s field now (a free zone, no ban on its
        summoner): an effect asks the token's position only where it can be summoned."""
        summoner = player if by < 0 else by
        return self.free_slots(player, Zone.MONSTERS) > 0 \
            and not self.player_forbidden(summoner, "special_summon", cause, data, Zone.GONE)

    def discard(self, idxs: list[int], cause: Cause) -> list[Card]:
        """Discard cards of one player's hand, for a cost or by an effect: whoever's hand it is, the cards are
        discarded by the cause's player, the controller of the effect (「ナイルの恵み」 answers the opponent's
        「手札抹殺」; seed 004 ●手札を捨てる効果, △ 闇の取引)."""
        holder = next((p for p in (0, 1) if idxs and idxs[0] in self.players[p].hand), cause.player)
        done = []
        with self.moving_together(cause):
            for i in idxs:
                if self.move(self.cards[i], Zone.GRAVE, cause, "discarded"):
                    done.append(self.cards[i])
        self.log.append(LogEntry("discarded", (holder, tuple(self.ref(i) for i in idxs), cause.reason is Reason.COST)))
        return done

    def reveal(self, cards: Sequence[Card], player: int, cost: bool = False, picker: int | None = None) -> None:
        """`player` is shown `cards` at once: they see each for as long as it stays where it is now (the same object).
        One entry names them all (a whole deck is one line, not one per card), each to the seats that see it; the
        others read how many were shown (`render`). `cost`: shown to pay for an activation (the chain line says so).
        `picker`: the player who picked them from where they alone looked (their deck, 「苦渋の選択」): they know
        them as well, so their log names them too."""
        if not cards:
            return
        for c in cards:
            self._show(c, player)
            if picker is not None:
                self._show(c, picker)
        self.log.append(LogEntry("revealed", (player, tuple(self.ref(c.idx) for c in cards), cost)))

    def excavate(self, cards: list[Card]) -> list[Card]:
        """Turn up (めくる) cards of a deck: each is shown to both players, who see it while it stays where it is.
        The lines (the owner shown them first, then the other player) name them to both and to spectators, as a
        card one player looks at (確認する: `reveal`) is named to that player only. The cards."""
        if cards:
            seats = (cards[0].owner, 1 - cards[0].owner)  # the cards of one deck
            for c in cards:
                for p in seats:
                    self._show(c, p)
            shown = tuple(self.ref(c.idx) for c in cards)
            for p in seats:
                self.log.append(LogEntry("revealed", (p, shown, False)))
        return cards

    def _show(self, c: Card, player: int) -> None:
        """`player` sees `c` from now on, while it stays the same object (the records of cards moved since go)."""
        self.lasting.replace(Shown, tuple(r for r in self.lasting.of(Shown) if self.cards[r.card[0]].oid == r.card[1]))
        self.lasting.add(Lasting(Shown(), card=(c.idx, c.oid), to_player=player, since=(self.serial, self.tp)))

    def shown_to(self, player: int) -> frozenset[int]:
        """The cards `player` has been shown and still sees (each where it was shown)."""
        if Shown not in self.lasting.by:
            return NONE_SHOWN
        return frozenset(r.card[0] for r in self.lasting.of(Shown)
                         if r.to_player == player and self.cards[r.card[0]].oid == r.card[1])

    def draw(self, player: int, n: int, cause: Cause) -> int:
        pl = self.players[player]
        drawn: list[Card] = []
        with self.moving_together(cause):
            for _ in range(n):
                if not pl.deck:
                    self.decked[player] = True
                    self.lp_changed = True
                    break
                c = self.cards[pl.deck[-1]]
                # a draw replaced by a move to the graveyard (「無効」) shows the card: the log names it
                self.move(c, Zone.HAND, cause, "drawn", player, logged=self._sent_line(c))
                if c.zone is Zone.HAND:  # a draw replaced by something else is no draw
                    drawn.append(c)
        if drawn:
            # the cards as each seat sees them in the hand: named to the drawer, not to the opponent (`ref`)
            self.log.append(LogEntry("draw", (player, len(drawn), tuple(self.ref(c.idx) for c in drawn))))
            if self.any_static or Left in self.lasting.by:  # a lasting one too (「ピケルの読心術」)
                watchers = {s.ctl for s, e in self.statics()
                            if e.sees_draws is not None and s.ctl != player and e.sees_draws(Ctx(self, s.ctl, s, e))}
                for w in sorted(watchers):
                    self.reveal(drawn, w)
            # one draw effect is one "drew" event however many cards it drew (cards count draws per effect)
            self.record(Event("drew", cause, player=player, amount=len(drawn)))
        return len(drawn)

    def damage(self, player: int, amount: int, cause: Cause) -> None:
        if amount <= 0 or (cause.reason is not Reason.BATTLE and self.player_forbidden(player, "take_effect_damage")):
            return
        ev = self._apply(Event("damage", cause, player=player, amount=amount))
        if ev is None:
            return
        self.players[ev.player].lp = max(0, self.players[ev.player].lp - ev.amount)
        self.lp_changed = True
        self.log.append(LogEntry("damage", (ev.player, ev.amount)))
        self.record(ev)

    def hand_tax(self) -> int:
        """The LP a player pays to summon, set or activate a card from their hand; no effect waives it
        (R004-048: 「魔力倹約術」 does not)."""
        if not self.any_tax:
            return 0
        return sum(e.hand_tax for _, e in self.statics() if e.hand_tax)

    def pay_hand_tax(self, player: int, c: Card) -> None:
        """Pay the hand tax, if any, for playing `c` from the hand."""
        tax = self.hand_tax()
        if tax:
            self.pay_lp(player, tax, c.idx)

    def pay_lp(self, player: int, amount: int, source: int) -> None:
        """Pay life points as a cost (not damage); paying exactly all of them loses the duel."""
        ev = self._apply(Event("paid", Cause(player, Reason.COST, source), player=player, amount=amount))
        if ev is None:
            return
        self.players[ev.player].lp -= ev.amount
        self.lp_changed = True
        self.log.append(LogEntry("pay", (ev.player, ev.amount, True)))
        self.record(ev)

    def gain_lp(self, player: int, amount: int, cause: Cause) -> None:
        ev = self._apply(Event("gained", cause, player=player, amount=amount))
        if ev is None:
            return
        self.players[ev.player].lp += ev.amount
        self.log.append(LogEntry("gain", (ev.player, ev.amount)))
        self.record(ev)

    def special_summon(self, c: Card, player: int, pos: Pos, cause: Cause, detail: str = "",
                       ignore_conditions: bool = False, by: int = -1) -> None:
        """`player`: the one whose field the monster goes to; `by`: the one who summons it, where that is the
        other player (「ミス・リバイブ」 puts the opponent's monster on their field: the bans on special summons are
        its player's). `detail`: the kind of special summon its event carries ("fusion": a fusion summon;
        "ritual"). A summon the monster's own summoning conditions do not allow does not happen, unless the effect
        ignores them (`ignore_conditions`: 「レベル調整」)."""
        if not self.may_special_summon(c, player, cause, detail, ignore_conditions, by):
            return
        summoner = player if by < 0 else by
        # the summon is its summoner's, whoever's graveyard or field the monster comes from or goes to:
        # 「奈落の落とし穴」 answers the opponent's 「死者蘇生」 of a monster from its own player's graveyard
        if self.move(c, Zone.MONSTERS, cause, "special_summoned", player, pos, detail=detail, actor=summoner):
            self.log_special_summon(c, player, pos, by)
            if not ignore_conditions and c.zone is Zone.MONSTERS and not summon_conditions.normal_summonable(c.base):
                self.note_summon(c, "proper")  # a monster that must first be properly summoned now has been

    def log_special_summon(self, c: Card, player: int, pos: Pos, by: int = -1) -> None:
        """The log line of a special summon: by its summoner (`by`, or `player`), naming the field it went to where
        that is the other player's (「おジャマトリオ」's tokens: A summons them to B's field)."""
        summoner = player if by < 0 else by
        onto = (player,) if player != summoner else ()
        self.log.append(self.grouped_entry("special_summon", (summoner, self.ref(c.idx), pos.name.lower(), *onto)))

    def may_special_summon(self, c: Card, player: int, cause: Cause, detail: str = "",
                           ignore_conditions: bool = False, by: int = -1) -> bool:
        """Whether `special_summon` would put `c` on `player`'s field now (a free zone, the monster's own summoning
        conditions, the bans on its summoner): an effect asks the position only of a summon that happens."""
        summoner = player if by < 0 else by
        return self.free_slots(player, Zone.MONSTERS) > 0 and (
            ignore_conditions or summon_conditions.allows(self, c, cause, detail, player)) \
            and not self.player_forbidden(summoner, "special_summon", cause, c.data, c.zone) \
            and not (detail == "fusion" and self.player_forbidden(summoner, "fusion_summon", cause, c.data))

    def summon_by_effect(self, c: Card, player: int, pos: Pos, cause: Cause,
                         tributed: tuple[int, ...] | None = None) -> bool:
        """An effect normal summons (`pos` face-up attack) or sets (`Pos.SET`) a monster from the hand, outside
        the normal summon of the turn (「血の代償」 ...); False if it did not reach the field. A face-up summon
        made by chain link 1 can be negated once the chain has resolved (`summon.EffectSummon`); one made by a
        later link succeeds at once, inside the chain (docs/uncertain-rulings.md). `tributed`: the tributes of a
        tribute summon (empty where LP paid for them), noted before its triggers are (`note_tribute_summon`)."""
        if not self.move(c, Zone.MONSTERS, cause, "placed", player, pos):
            return False
        if pos is Pos.SET:
            self.log.append(LogEntry("set_monster", (player, self.ref(c.idx))))
            self.record(Event("set_monster", cause, c.idx, player))
            return True
        if tributed is not None:
            self.note_tribute_summon(c, tributed)
        self.log.append(LogEntry("summon", (player, self.ref(c.idx))))
        frame = self.stack[-1] if self.stack else None
        if not self.chain and isinstance(frame, ResolveChain):
            c.since = None  # its continuous effects wait for the summon to succeed (R003-032)
            self.version += 1
            frame.summoned = c.idx
        else:
            self.record(Event("summoned", cause, c.idx, player, detail="normal"))
        return True

    def gemini_summon_by_effect(self, c: Card, player: int, cause: Cause) -> bool:
        """An effect normal summons a second time a face-up gemini monster `player` controls that has not gained its
        effects (「デュアル・サモナー」): the gemini summon, outside the player's normal summon of the turn; it
        succeeds at once (docs/uncertain-rulings.md). False where it is not such a monster or the summon is
        forbidden."""
        if c.zone is not Zone.MONSTERS or not c.face_up or c.ctl != player or not self.dormant(c) \
                or "gemini" not in c.data.subtypes or self.player_forbidden(player, "summon", cause, c.data):
            return False
        self.log.append(LogEntry("summon", (player, self.ref(c.idx))))
        self.note_summon(c, "gemini")
        self.record(Event("summoned", cause, c.idx, player, detail="gemini"))
        return True

    def summon_as_monster(self, c: Card, as_monster: CardData, player: int, pos: Pos, cause: Cause,
                          kind: str = "special_summoned") -> bool:
        """Special summon a card that is not a monster (a trap monster) as the monster `as_monster`
        describes, or with `kind="placed"` set it as one (「マジカルシルクハット」); it is its printed card
        again once it leaves the monster zone."""
        if not (self.may_summon_as_monster(c, as_monster, player, cause) if kind == "special_summoned"
                else self.free_slots(player, Zone.MONSTERS) > 0):
            return False
        if not self.move(c, Zone.MONSTERS, cause, kind, player, pos,
                         actor=player if kind == "special_summoned" else -1):  # summoned to its summoner's field
            return False
        c.data = as_monster
        self.version += 1
        self.touched.append(c.idx)
        if kind == "special_summoned":
            self.log.append(self.grouped_entry("special_summon", (player, self.ref(c.idx), pos.name.lower())))
        else:
            self.log.append(LogEntry("set_monster", (player, self.ref(c.idx))))
        return True

    def may_summon_as_monster(self, c: Card, as_monster: CardData, player: int, cause: Cause) -> bool:
        """Whether `summon_as_monster` would special summon `c` as `as_monster` now (a free zone, no ban on
        `player`'s special summons of that monster): an effect asks the position only of a summon that happens."""
        return self.free_slots(player, Zone.MONSTERS) > 0 \
            and not self.player_forbidden(player, "special_summon", cause, as_monster, c.zone)

    def may_set_spell_trap(self, c: Card, player: int) -> bool:
        """Whether no ban keeps `player` from setting the spell or trap card `c` (the rules' set and an effect's
        alike): not a card `placed_only`, never set (「死のメッセージ」), no ban on the player's sets of spells and
        traps (「大寒波」, 「左腕の代償」), none on setting the card (「禁止令」). Its zone is asked apart."""
        defn = self.defs[c.idx]
        return not (defn is not None and defn.placed_only) and not self.player_forbidden(player, "set_spell_trap") \
            and not self.forbidden(c, "set")

    def set_spell_trap(self, c: Card, player: int, cause: Cause) -> bool:
        """`player` sets a spell or trap card of their hand face-down (the rules' set, or an effect's:
        「砂塵の大竜巻」): into a spell & trap zone, a field spell into the field zone (the one there is sent to the
        graveyard), a monster that may be set as a spell as that spell (「トイ・マジシャン」). False if it was not
        (no zone, or a ban: `may_set_spell_trap`)."""
        field = "field" in c.data.subtypes
        if self.free_slots(player, Zone.FIELD if field else Zone.SPELLS) == 0 or not self.may_set_spell_trap(c, player):
            return False
        if field and self.players[player].field >= 0:
            self.send_to_grave([self.players[player].field], self.rule_cause(player))
        was = (c.idx, c.oid)
        if c.data.is_monster:
            done = self.place_as_spell(c, player, cause, pos=Pos.SET)
        else:
            done = self.move(c, Zone.FIELD if field else Zone.SPELLS, cause, "placed", player, Pos.SET)
        if done:
            self.log.append(LogEntry("set_spell", (player, self.ref(c.idx))))
            # the set card is a new object; a ban on activating the card it was (「泉の精霊」: not this turn)
            # still holds for it
            for r in self.lasting.of(Forbid):
                if r.change.what == "activate_card" and r.card == was:
                    self.lasting.add(dataclasses.replace(r, card=(c.idx, c.oid)))
            pl = self.players[player]
            if pl.did.get("set_spell_trap") != self.turn:  # a turn_ban of "set_spell_trap" reads it (「左腕の代償」)
                pl.did = {**pl.did, "set_spell_trap": self.turn}
        return done

    def place_as_spell(self, c: Card, player: int, cause: Cause, kind: str = "placed", pos: Pos = Pos.UP) -> bool:
        """Put a monster card in `player`'s spell & trap zone treated as a spell: face-up as a continuous spell
        (the 「宝玉獣」 monsters, R004-126), or set as a spell (「トイ・マジシャン」). There it is that spell, without
        its monster effects; it is its printed self again once it leaves. False if no zone was free or the move
        was replaced."""
        ctl = c.ctl
        if self.free_slots(player, Zone.SPELLS) == 0 or not self.move(c, Zone.SPELLS, cause, kind, player, pos):
            return False
        self.treat_as_spell(c)
        if pos is Pos.UP:
            self.turn_on(c)
            self.log.append(LogEntry("placed_as_spell", (self.ref(c.idx),)))
        if kind == "destroyed":  # destroyed, and placed there instead of going to the graveyard
            self.log.append(self.grouped_entry("destroyed", (self.ref(c.idx), cause.reason is Reason.BATTLE, ctl)))
        return True

    def treat_as_spell(self, c: Card) -> None:
        """The monster card `c`, in a spell & trap zone, is a spell card there: a continuous spell face-up, a
        spell card of no other kind set."""
        kinds = frozenset({"continuous"}) if c.face_up else frozenset()
        c.data = dataclasses.replace(c.base, kind="spell", subtypes=kinds, attribute=None, race=None, level=None,
                                     atk=None, def_=None)
        self.version += 1
        self.touched.append(c.idx)

    def set_position(self, c: Card, pos: Pos, cause: Cause, flip_effect: bool = True, flip_event: bool = True,
                     by_will: bool = False) -> None:
        """Change a monster's position in place: the same object, a flip if it turns face-up (`flip_event`
        False: the flip is recorded later by the caller, as a flip summon does once it is not negated).
        `by_will`: its controller changed it (by the monster's own effect): it counts as this turn's change."""
        if pos.face_down and self.no_face_down():
            return  # 「聖なる輝き」: no monster is turned face-down
        if by_will:
            c.t_pos_changed = self.turn
        was_down = c.face_down
        ev = self._apply(Event("position", cause, c.idx, c.ctl, amount=int(pos), pos=int(c.pos)))
        if ev is None:
            return
        before = self.ref(c.idx)
        c.pos = Pos(ev.amount)
        self.touched.append(c.idx)
        if c.face_down and not was_down:
            self.lasting.end_applied((c.idx, c.oid))  # turned face-down, a new card for the effects applied to it
            self._untie_face_down((c.idx, c.oid))
            self._forget_uses(c)
            self._forget_summon(c)
        if was_down and not c.face_down:
            self.stamp(c)  # a monster's continuous effects apply from when it turns face-up
        self.version += 1
        self.record(ev)
        if c.face_down and c.counters:
            c.counters = {}  # counters are removed when a card turns face-down
        if c.face_down and c.data.attribute != c.base.attribute and c.base.kind == "monster":
            c.data = dataclasses.replace(c.data, attribute=c.base.attribute)  # a changed Attribute ends face-down
        self.log.append(self.grouped_entry("position", (self.moved_ref(c, before), c.pos.name.lower())))
        if c.face_down:
            self._drop_equips(c)
        if Control in self.lasting.by:
            self._check_control_while()
        if was_down and not c.face_down and flip_event:
            self.record(Event("flipped", cause, c.idx, c.ctl, detail="" if flip_effect else "no_flip_effect"))

    def place_for_activation(self, c: Card, player: int) -> None:
        """A spell or trap being activated goes face-up: from the hand (or the deck, activated by an effect:
        「ラスト・リゾート」) onto the field, or flipped up. A field spell replaces the one its player has, which
        goes to the graveyard; one field spell for both players: a face-up one, the opponent's or its player's own,
        is destroyed (ocg-rules era decision 9: 「幽獄の時計塔」 replaced is destroyed); a set one of its player's is
        only sent. From a graveyard: 「二重魔法」 puts the opponent's spell onto its player's field."""
        if "field" in c.data.subtypes:
            for p in (1 - player, player):
                old = self.players[p].field
                if old >= 0 and old != c.idx and self.cards[old].face_up:
                    self.destroy([self.cards[old]], self.rule_cause(player))
        if c.zone in (Zone.HAND, Zone.DECK, Zone.GRAVE):
            zone = Zone.FIELD if "field" in c.data.subtypes else Zone.SPELLS
            if zone is Zone.FIELD and self.players[player].field >= 0:
                self.send_to_grave([self.players[player].field], self.rule_cause(player))
            self._detach(c)
            self._place(c, zone, player, Pos.UP)
        else:
            c.pos = Pos.UP
            self.touched.append(c.idx)
            self.version += 1  # what reads the board (a replacement of the card: 「バーストブレス」's) sees it face-up

    def take_on(self, c: Card, src: CardData, cause: Cause, keep: tuple[int, ...] = (), atk: bool = True) -> None:
        """Until the end phase the face-up monster `c` takes on `src`'s name and (`atk`) original ATK, and `src`'s
        effects replace its own but those numbered in `keep` (「ファントム・オブ・カオス」; without the ATK:
        「Ｎ・ブラック・パンサー」): its facts and its definition change, and both are its own again as the end phase
        begins or once it leaves the field (`Then.RESTORE`)."""
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return
        self._restore(c)
        own = self.defs[c.idx]
        kept = tuple(own.effects[n - 1] for n in keep) if own is not None else ()
        theirs = definition(src)
        # the effects kept are no effect of `src`'s text: a scenario's `effect: N` (`CardDef.text_number`) counts
        # `src`'s own, so `activate:` on the card names the effect it took on
        merged = CardDef(c.base.passcode, kept, numbering=(0,) * len(kept)) if theirs is None else dataclasses.replace(
            theirs, effects=kept + theirs.effects, missing=(),
            numbering=(0,) * len(kept) + tuple(theirs.text_number(i) for i in range(1, len(theirs.effects) + 1)))
        self.copies = (*self.copies, (c.idx, c.oid, own))
        self.defs = [*self.defs[:c.idx], merged, *self.defs[c.idx + 1:]]  # replaced: clones share the list
        self._note_kinds(merged.effects)
        c.data = dataclasses.replace(c.data, passcode=src.passcode, name_ja=src.name_ja, name_en=src.name_en,
                                     atk=src.atk if atk else c.data.atk)
        self.version += 1
        self.touched.append(c.idx)
        self.at_end_phase(c, Then.RESTORE, cause)
        # a copy that keeps its own ATK (「Ｎ・ブラック・パンサー」) says so: its sentence names no ATK
        self.log.append(LogEntry("took_on" if atk else "took_on_name", (self.ref(c.idx), src.name_ja, src.name_en)))

    def _restore(self, c: Card, moving: bool = False) -> None:
        """`c` has its own facts and definition again (`take_on`), if it took on another monster's. A card that
        moves while one of its effects is being activated or on the chain keeps the definition that link resolves
        until the chain is over (`settle_copies`); an activation that makes no chain link (a procedure summon) keeps
        nothing, as no chain's end would give it back."""
        mine = [x for x in self.copies if x[0] == c.idx]
        if not mine:
            return
        c.data = c.base
        self.version += 1
        self.touched.append(c.idx)
        if moving and (any(link.card == c.idx for link in self.chain)
                       or any(isinstance(f, Activation) and f.forms_link and f.card == c.idx for f in self.stack)):
            self.copies = tuple((i, -1, own) if i == c.idx else (i, o, own) for i, o, own in self.copies)
            return
        self.copies = tuple(x for x in self.copies if x[0] != c.idx)
        self.defs = [*self.defs[:c.idx], mine[0][2], *self.defs[c.idx + 1:]]

    def settle_copies(self) -> None:
        """The chain is over: the cards that moved while they had another monster's effects have their own again."""
        for i, oid, own in self.copies:
            if oid < 0:
                self.copies = tuple(x for x in self.copies if x[0] != i)
                self.defs = [*self.defs[:i], own, *self.defs[i + 1:]]
                self.version += 1

    def set_again(self, c: Card, cause: Cause) -> bool:
        """A face-up spell or trap card in a spell & trap zone turns face-down where it is, set again (「誤作動」's
        negated trap): it is no longer an activated card, so the chain does not send it away. False if it is not
        such a card."""
        if c.zone is not Zone.SPELLS or not c.face_up or c.data.kind == "monster" or c.equipped_to >= 0:
            return False
        c.pos = Pos.SET
        c.active = False
        c.counters = {}
        self.touched.append(c.idx)
        self.version += 1
        self.log.append(LogEntry("set_again", (self.ref(c.idx),)))
        self.record(Event("set_again", cause, c.idx, c.ctl))
        return True

    def activate_by_effect(self, c: Card, player: int) -> bool:
        """An effect activates a card whose activation does nothing more than put it on the field (a field
        spell from the deck: 「ラスト・リゾート」): it is placed as its activation would place it and applies
        from now, with no chain link of its own. False if no zone may take it (`free_slots`: 「宇宙の収縮」)."""
        if self.free_slots(player, Zone.FIELD if "field" in c.data.subtypes else Zone.SPELLS) == 0:
            return False
        self.place_for_activation(c, player)
        self.turn_on(c)
        self.log.append(LogEntry("activated_by_effect", (self.ref(c.idx),)))
        return True

    # ---- resolution ---------------------------------------------------------------------------

    def link_status(self, link: ChainLink) -> str:
        """How a link will resolve: ok, negated_activation, negated_effect or fizzle (no target left)."""
        c = self.cards[link.card]
        if self.any_unnegatable and self.cannot_negate(link):
            pass  # neither its activation nor its effect can be negated
        elif link.neg_activation:
            return "negated_activation"
        elif link.neg_effect or (c.oid == link.oid and self.effect_negated(c)):
            return "negated_effect"
        spec = self.link_effect(link).target
        # optional targets never fizzle, nor those of an effect that resolves without them (`no_fizzle`)
        if spec is not None and spec.least and not spec.no_fizzle and not self.live_targets(link):
            return "fizzle"
        return "ok"

    def resolution_question(self, link: ChainLink) -> Decision | None:
        """The decision an effect's declared `Choice` needs before its operation runs, if any."""
        ch = self.link_effect(link).choice
        if ch is None or link.answers:
            return None
        assert ch.candidates is not None
        cands = ch.candidates(Resolution(self, link))
        if not cands:
            link.answers.append(-1)
            return None
        return Decision(link.player, "choice", [self.card_option("choice", c.idx) for c in cands],
                        "choose a card", "カードを選ぶ")

    def _keep_borrowed(self, res: Resolution, eff: Effect) -> None:
        """After a borrowed effect (`Effect.borrows`): one that keeps its card on the field (an equip) brings the
        borrowed card's continuous effects with it while the card stays there (R004-125.40); then the card's own
        step runs (「闇よりの罠」 banishes the borrowed card)."""
        link = res.link
        assert link.borrowed is not None
        c = self.cards[link.card]
        src = self.defs[link.borrowed[0]]
        if eff.remains and c.oid == link.oid and c.on_field and src is not None:
            for e in src.effects:
                if e.kind is Kind.CONTINUOUS:
                    self.linger(c, link.player, e, Cause(link.player, Reason.EFFECT, c.idx, link.effect, link.number),
                                turns=None, while_there=c)
        own = link.activated.operation
        assert own is not None
        own(res)

    def _say_what_applies(self, c: Card, link: ChainLink) -> None:
        """A continuous card's activation has resolved, and its effects apply from now on: the chain line says what
        they do, as the rulings pages do (「王宮のお触れ」解決、場にある限り罠効果無効): those that apply without being
        activated, continuous, replacing or applied at once on their event (「天狗のうちわ」's destruction, a
        maintenance cost); an effect declared once for each of its events is said once."""
        defn = self.defs[c.idx]
        if defn is None or c.oid != link.oid or not c.on_field or not c.face_up or c.equips_nothing:
            return  # an equip spell that equipped nothing applies nothing
        said = list({(e.text_ja or e.text_en, e.text_en): None for e in defn.effects
                     if e.kind in (Kind.CONTINUOUS, Kind.REPLACEMENT, Kind.AT_ONCE) and (e.text_ja or e.text_en)})
        if said:
            self.log.append(LogEntry("applies_now", (tuple(ja for ja, _ in said), tuple(en for _, en in said))))

    def _borrowed_gone(self, link: ChainLink) -> bool:
        """The card a link borrowed its effect from has left the place it was chosen in (any move makes it a new
        object), and the link's own effect needs it there (`Effect.borrowed_stays`)."""
        b = link.borrowed
        return b is not None and link.activated.borrowed_stays and self.cards[b[0]].oid != b[1]

    def resolve_link(self, link: ChainLink, status: str, ward: int = -1) -> tuple[Applied, Card] | None:
        """Resolve `link` as `status` says (`link_status`, or a ward's negation: `ward`, the card whose ward negated
        its effect); the ward that rolled a die as it began to resolve and negated its effect (`Ward.die`), with the
        card it protects, if one did."""
        ref = self.shown_ref(link.card)  # its activation named it to both
        warded = None
        eff = self.link_effect(link)
        c = self.cards[link.card]
        if status == "negated_effect":
            # the page's line names what negated it: 「…」解決だが、「王宮のお触れ」によって効果が無効にされる
            by = ward if ward >= 0 else link.neg_by if link.neg_effect else self.negator_of(c)
            self.log.append(LogEntry("resolve_" + status, (link.number, ref, *([self.ref(by)] if by >= 0 else []))))
        elif status != "ok":
            self.log.append(LogEntry("resolve_" + status, (link.number, ref)))
        if status != "ok":
            if status == "negated_effect" and c.oid == link.oid and c.on_field and eff.kind is Kind.ACTIVATE:
                self.turn_on(c)  # activated, only its effect negated: a continuous card stays on the field
        else:
            self.log.append(LogEntry("resolve", (link.number, ref)))
            self.next_thing()
            if eff.kind is Kind.ACTIVATE and c.oid == link.oid and c.on_field:
                self.turn_on(c)
            assert eff.operation is not None
            self.current_res = Resolution(self, link)
            try:
                # as it is processed: the wards that roll a die roll now (a roll a card has redone is asked here, and
                # an answer replays the resolution from its snapshot, the same rolls first)
                warded = self.ward(link, dice=True) if self.any_ward else None
                if warded is None and not self._borrowed_gone(link):
                    eff.operation(self.current_res)
                    if link.borrowed is not None:
                        self._keep_borrowed(self.current_res, eff)
                    if eff.bare:
                        self._say_what_applies(c, link)
            finally:
                self.current_res = None
        if status != "negated_activation":
            # an activation that was not negated has resolved (its effect may have been negated or found no
            # target): 「王立魔法図書館」 counts the spell cards' activations that resolve
            self.record(Event("resolved", Cause(link.player, Reason.RULE, link.card, link.effect, link.number),
                              link.card, link.player, amount=link.number,
                              detail="activation" if eff.kind is Kind.ACTIVATE else "effect", since=link.serial))
        self.unchosen_links += 1
        if self.unchosen_links >= ENDLESS_LOOP_LINKS:
            self.log.append(LogEntry("endless_loop", (self.unchosen_links,)))
            self.win(2)
        return warded

    # ---- the end of the duel ------------------------------------------------------------------

    def _wins(self, p: int) -> bool:
        """Whether a card in player p's hand (`Effect.wins`) or face-up on their field (`Effect.wins_on_field`,
        its effects applying) says they win the duel now."""
        pl = self.players[p]
        for i in pl.hand:
            defn = self.defs[i]
            if defn is not None:
                c = self.cards[i]
                if any(e.wins is not None and e.wins(Ctx(self, p, c, e)) for e in defn.effects):
                    return True
        for i in (*pl.spells, *pl.monsters):
            defn = self.defs[i] if i >= 0 else None
            if defn is None or not self.cards[i].face_up:
                continue
            c = self.cards[i]
            if self.dormant(c) or self.effect_negated(c):
                continue
            if any(e.wins_on_field is not None and e.wins_on_field(Ctx(self, p, c, e)) for e in defn.effects):
                return True
        return False

    def _check_end(self) -> bool:
        """Set the winner if a player has lost; True while the duel goes on.

        Checked between steps after life points changed or a draw found an empty deck (`lp_changed`),
        so an effect always finishes first."""
        self.lp_changed = False
        p0, p1 = self.players
        won = [self.any_wins and self._wins(p) for p in (0, 1)]
        if p0.lp > 0 and p1.lp > 0 and not self.decked[0] and not self.decked[1] and not any(won):
            return True
        # a player who wins (「封印されしエクゾディア」) makes the other lose
        lost = [self.players[p].lp <= 0 or self.decked[p] or won[1 - p] for p in (0, 1)]
        if lost[0] and lost[1]:
            self.winner = 2
        elif lost[0]:
            self.winner = 1
        elif lost[1]:
            self.winner = 0
        else:
            return True
        self.log.append(LogEntry("win", (self.winner,)))
        self.stack.clear()
        self.pending = None
        return False


class MovingTogether:
    """The group of cards one verb moves, or one effect changes or summons at once (`Duel.moving_together`); a plain
    class rather than a generator-based context manager, as every verb that moves cards opens one."""

    __slots__ = ("cards", "cause", "duel", "outer", "outer_group", "outer_left", "outer_together")

    def __init__(self, duel: Duel, cause: Cause, cards: Iterable[Card] = ()) -> None:
        self.duel = duel
        self.cause = cause
        self.cards = frozenset(c.idx for c in cards)
        self.outer: tuple[tuple[Zone, Event], ...] | None = None
        self.outer_together: frozenset[int] = frozenset()
        self.outer_left: tuple[int, ...] = ()
        self.outer_group = 0

    def __enter__(self) -> None:
        d = self.duel
        self.outer, d.batch = d.batch, ()
        d.groups += 1
        self.outer_group, d.group = d.group, d.groups
        self.outer_together, self.outer_left = d.together, d.left_equipped
        d.together, d.left_equipped = d.together | self.cards, ()

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        d = self.duel
        reached = d.batch or ()
        left = d.left_equipped
        d.batch = self.outer
        d.together, d.left_equipped = self.outer_together, self.outer_left
        d.group = self.outer_group
        if kind is not None:
            return  # the verb stopped (a question to ask): the moves so far make no group
        cause = self.cause
        for z in sorted({z for z, _ in reached}):
            group = tuple(ev for y, ev in reached if y is z)
            d.record(Event("moved", cause, player=cause.player, amount=len(group), dst=int(z), group=group))
        # an equip card of a monster that left in the group and did not move with it (kept where it was, or not
        # to be moved after all) is now left without its monster (or waits for a group around this one)
        for m in left:
            d._drop_equips(d.cards[m], gone=True)


def _declared_replacement(d: Duel, c: Card, n: int, e: Effect) -> Replacement:
    """A card's declared replacement effect as the kernel sees it (its card and controller bound)."""
    ctx = Ctx(d, c.ctl, c, e)
    when, instead, substitute = e.when, e.instead, e.substitute
    key = f"{c.data.passcode}:{n}"
    if substitute is not None:
        def picks(ev: Event) -> list[int]:
            return [x.idx for x in substitute(ctx, ev)]

        def same_instead(ev: Event, v: int) -> Event | None:
            # the picked card suffers what the event's card would have: banished by the event's own cause (it takes
            # that card's place: a cost's banishment stays the cost, 「霊魂消滅」), or destroyed by this effect
            outer, d.substituting = d.substituting, key
            try:
                if ev.kind == "banished":
                    d.banish([d.cards[v]], ev.cause)
                else:
                    d.destroy([d.cards[v]], Cause(c.ctl, Reason.EFFECT, c.idx, n))
            finally:
                d.substituting = outer
            return None

        return Replacement(key=key, source=c.idx, controller=c.ctl,
                           applies=lambda ev: (when is None or when(ctx, ev)) and bool(picks(ev)),
                           instead=lambda ev: same_instead(ev, picks(ev)[0]), optional=not e.mandatory,
                           picks=picks, instead_on=same_instead)
    assert instead is not None
    return Replacement(key=key, source=c.idx, controller=c.ctl,
                       applies=lambda ev: when is None or when(ctx, ev),
                       instead=lambda ev: instead(ctx, ev), optional=not e.mandatory)
