"""A Duel Masters duel: the state, the public API (pending / act / answer / clone) and lookups.

The duel never calls a player: it runs its frames until a decision is pending and waits for `act`.
Whatever happens inside one process (an action, a turn step, a triggered effect) runs as an
operation that asks its questions with `ask`; an unanswered question stops the duel there, and the
answer replays the operation from a snapshot taken before it ran (see frames.Op). So a duel is
deterministic from its seed and its answers, and a clone is a copy of plain values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.dm.model import (
    BLOCKER,
    CANNOT_ATTACK,
    SF_BLOCKER,
    SPEED_ATTACKER,
    Card,
    CardDef,
    Player,
    Zone,
)
from arbiter.kernel.copying import copy_state
from arbiter.kernel.decision import YES_NO_EN, YES_NO_JA, Decision, IllegalAction, Naming, Option, Question, naming
from arbiter.kernel.events import Event
from arbiter.kernel.game import concede, resigner
from arbiter.kernel.log import SPECTATOR, LogEntry, quoted
from arbiter.kernel.reasons import Why
from arbiter.kernel.rng import DuelRNG

if TYPE_CHECKING:
    from arbiter.dm.frames import Frame

SHIELDS_AT_START = 5
HAND_AT_START = 5
PHASES = ("start", "draw", "mana", "main", "attack", "end")
class NeedAnswer(Exception):
    """An operation asked a question that has no recorded answer yet: the duel stops at it."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


class GameOver(Exception):
    """A player has lost in the middle of a process; nothing more happens."""


# the zones whose cards both players see (`Duel.sees`)
PUBLIC = frozenset({Zone.MANA, Zone.BATTLE, Zone.GRAVE, Zone.CASTLE, Zone.UNDER, Zone.LIMBO})


@dataclass(frozen=True, slots=True)
class CardRef:
    """How a card is named in the log: its scenario label if it has one, and its names; `card`, its index, tells
    two copies of one name apart in the rendered log. `secret` marks the players (bit 1 << p) who could not see
    which card it was when the entry was made, and a spectator (`kernel.log.SPECTATOR`: where either player could
    not) (`Duel.seen_ref`, where a seat's log (dm/view.py) asks it); `card` -1: a card the reader may not know."""

    label: str
    name_ja: str
    name_en: str
    # left out of repr and equality: refs compare and print as before
    card: int = field(default=-1, repr=False, compare=False)
    secret: int = field(default=0, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class Pending:
    """A triggered ability or a replacement's follow-up, waiting to be resolved (待機)."""

    serial: int
    player: int
    card: int
    what: str  # the handler's name in the card's definition
    event: Event


# why a creature may declare no attack (`Duel.attacker_refusal`), in both languages (`kernel.reasons.Why`)
NOT_IN_BATTLE_ZONE = Why("it is not a creature in the battle zone", "バトルゾーンのクリーチャーではない")
TAPPED = Why("it is tapped", "タップされている")
SICK = Why("summoning sickness: it came to the battle zone this turn",
           "召喚酔い：このターンにバトルゾーンに出た")
CANNOT_ATTACK_TEXT = Why("its own text keeps it from attacking", "このクリーチャー自身のテキストにより攻撃できない")


class Duel:
    """One Duel Masters duel. Create with game.new_duel (decks) or the judge (a scenario)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = DuelRNG(seed)
        self.cards: list[Card] = []
        self.refs: list[CardRef] = []
        self.players = [Player(), Player()]
        self.turn = 1
        self.tp = 0
        self.phase = "start"
        self.stack: list[Frame] = []
        self.pending: Decision | None = None
        self.log: list[LogEntry] = []
        self.winner: int | None = None  # 0 or 1, 2 for a draw
        self.resigned: int | None = None  # the player who resigned (`resign`): the duel ended so
        self.triggers: list[Pending] = []
        self.delayed: list[Pending] = []  # effects waiting for the end of the turn
        self.serial = 0
        self.next_oid = 0
        self.charged = False  # the mana charge of this turn is used
        self.product = ""  # while a replacement is carried out: its key (what it does is never replaced)
        self.answers: list[str] = []  # the current operation's recorded answers
        self.asked = 0
        self.decisions = 0
        self.ninja_used: list[bool] = [False, False]  # ニンジャ・ストライク used during this attack
        self.attacking = -1  # the creature attacking now (power attacker)
        self.shield_hand: list[int] = []  # cards put into the hand from the shield zone (S-Trigger)
        self.breaking: list[int] = []  # the shields being broken now
        self.sba_done: list[int] = []  # objects destroyed for power 0 that stayed: not again till their power changes
        # the cards an effect showed to all players, as (index, object id): seen by all while they stay that object
        self.shown: frozenset[tuple[int, int]] = frozenset()
        # the cards an effect let one player look at, as (player, index, object id): seen by that player while they
        # stay that object
        self.looked: frozenset[tuple[int, int, int]] = frozenset()
        # while an operation runs: the cards it changed, as they were before (see `op_snapshot`)
        self.journal: dict[int, Card] | None = None
        self.rng_saved: DuelRNG | None = None
        # every card changed so far, by index, in order (each `touch`): what a reader of the whole board follows
        # to remake only what changed (arbiter.env); a copy starts a list of its own
        self.touched: list[int] = []

    # ---- construction -------------------------------------------------------------------------

    def add_card(self, defn: CardDef, owner: int, zone: Zone, label: str = "", tapped: bool = False) -> Card:
        """Put a new card into a zone (set-up only; during play cards move by events)."""
        c = Card(len(self.cards), defn, owner, label)
        self.cards.append(c)
        self.refs.append(CardRef(label, defn.name_ja, defn.name_en, card=c.idx))
        self.next_oid += 1
        c.oid = self.next_oid
        c.zone = zone
        c.tapped = tapped
        self.players[owner].pile(zone).append(c.idx)
        return c

    # ---- public API ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None

    def advance(self) -> None:
        """Run the duel until a decision is pending or the duel is over."""
        while self.pending is None and self.winner is None:
            if not self.stack:
                raise RuntimeError("the duel has nothing to do")
            self.stack[-1].step(self)
        if self.winner is not None:
            self.pending = None
            self.stack.clear()

    def act(self, key: str) -> None:
        """Answer the pending decision with the option `key`, or a player's resignation (`resign_key`). An illegal
        key changes nothing."""
        if (p := resigner(key)) is not None:
            self.resign(p)
            return
        if self.pending is None:
            raise IllegalAction("the duel is over" if self.over else "no decision is pending")
        self.answer(self.pending.option(key))

    def resign(self, player: int) -> None:
        """`player` resigns, whoever is deciding now: they lose at once (a loss like the others, `lose`)."""
        concede(self, player, LogEntry("lose", (player, "resign")))
        self.stack.clear()

    def answer(self, o: Option) -> None:
        """Answer with an option taken from the pending decision's own list."""
        self.pending = None
        self.decisions += 1
        self.stack[-1].answer(self, o)
        self.advance()

    def clone(self) -> Duel:
        """An independent copy: card definitions are shared, the state is copied."""
        d = self._copy_but_cards()
        d.rng = self.rng.clone()
        d.cards = [c.copy() for c in self.cards]
        d.touched = []  # a copy is another duel to its readers
        return d

    def op_snapshot(self) -> Duel:
        """The state before an operation runs, made cheaply: the cards and the RNG are shared, and this
        duel saves a card's old state the first time the operation changes it (`touch`). Completed by
        `op_paused` if the operation stops at a question; dropped otherwise."""
        # the frames are shared too, until the operation asks: it pushes no frame and changes none
        s = self._copy_but_cards(frames=False)
        self.journal = {}
        self.rng_saved = None
        return s

    def op_paused(self, s: Duel) -> Duel:
        """Complete a snapshot: cards the operation changed are put back as they were, and the frames are its own."""
        j = self.journal or {}
        s.cards = [j.get(i, c) for i, c in enumerate(self.cards)]
        s.rng = self.rng_saved or self.rng
        s.stack = [f.copy() for f in s.stack]
        return s

    def touch(self, c: Card) -> Card:
        """Call before changing a card: saves its state for the running operation's snapshot, and notes it."""
        self.touched.append(c.idx)
        j = self.journal
        if j is not None and c.idx not in j:
            j[c.idx] = c.copy()
        return c

    def shuffle(self, pile: list[int]) -> None:
        if self.journal is not None and self.rng_saved is None:
            self.rng_saved = self.rng.clone()
        self.rng.shuffle(pile)

    def _copy_but_cards(self, frames: bool = True) -> Duel:
        """A copy sharing the cards and the RNG; with `frames=False` the frames too (the stack list is its own)."""
        containers = ("log", "triggers", "delayed", "answers", "ninja_used", "shield_hand", "breaking", "sba_done")
        d = copy_state(self, containers if frames else (*containers, "stack"),
                       each=("players", "stack") if frames else ("players",))
        d.journal = None
        d.rng_saved = None
        return d

    # ---- questions asked by operations --------------------------------------------------------

    def ask(self, player: int, kind: str, options: list[Option], prompt_en: str, prompt_ja: str, *, source: int,
            passable: bool = False, names: tuple[Naming, ...] = ()) -> Option:
        """The answer to a question of the running operation (the duel stops here the first time); `source`: the
        card the question comes from, which its prompt names (-1: the rules', or one among the options); `names`:
        the cards the prompt given names, by their places in it."""
        dec = Decision(player, kind, options, *self.prompts(source, player, prompt_en, prompt_ja, names), passable)
        if self.asked < len(self.answers):
            key = self.answers[self.asked]
            self.asked += 1
            return dec.option(key)
        raise NeedAnswer(dec)

    def card_option(self, kind: str, i: int) -> Option:
        r = self.refs[i]
        return Option(f"{kind}:{i}", kind, i, label_en=r.label or r.name_en, label_ja=r.label or r.name_ja)

    def pick(self, player: int, cards: list[int], kind: str = "pick", optional: bool = False,
             prompt_en: str = "choose a card", prompt_ja: str = "カードを選ぶ", *, source: int,
             declined: tuple[str, str] = (YES_NO_EN["no"], YES_NO_JA["no"])) -> int:
        """One card of `cards` chosen by `player` (asked even when there is only one); -1 for none, where `optional`:
        the answer whose words, English and Japanese, are `declined` (what is declined, where a bare "No" would not
        say it)."""
        if not cards:
            return -1
        opts = [self.card_option(kind, i) for i in cards]
        if optional:
            opts.append(no_option(*declined))
        o = self.ask(player, kind, opts, prompt_en, prompt_ja, source=source)
        return o.card if o.kind == kind else -1

    def yes_no(self, player: int, kind: str, prompt_en: str, prompt_ja: str, *, source: int) -> bool:
        o = self.ask(player, kind, [Option("yes", "yes", label_en=YES_NO_EN["yes"], label_ja=YES_NO_JA["yes"]),
                                    no_option()], prompt_en, prompt_ja, source=source)
        return o.kind == "yes"

    def prompts(self, source: int, player: int, what_en: str, what_ja: str, names: tuple[Naming, ...] = ()
                ) -> Question:
        """A question's words in English and Japanese, naming the card it comes from as the OCG's do ("Card": what /
        「Card」：what), and the cards it names (a decision's prompt_en, prompt_ja and names): that card, and those
        `what` names (`names`, by their places in `what`); a card the chooser may not see (-1: none) is left
        unnamed."""
        if source < 0 or not visible(self, source, player):
            return what_en, what_ja, names
        r = self.refs[source]
        return naming(source, (quoted(r.name_ja, r.name_en, "en"), ": "), (f"「{r.name_ja}」", "："),
                      (what_en, what_ja, names))

    # ---- lookups ------------------------------------------------------------------------------

    def ref(self, i: int) -> CardRef:
        return self.refs[i]

    def seen_ref(self, i: int) -> CardRef:
        """The log's ref of card `i`, marked with the players who cannot see which card it is now."""
        c = self.cards[i]
        secret = (0 if self.sees(0, c) else 1) | (0 if self.sees(1, c) else 2)
        r = self.refs[i]
        # a spectator sees what both players see (`sees`)
        return CardRef(r.label, r.name_ja, r.name_en, r.card, secret | SPECTATOR) if secret else r

    def moved_ref(self, i: int, before: CardRef) -> CardRef:
        """The log's ref of card `i`, which has just moved (`before`: its `seen_ref` as it left): hidden only from a
        seat that could see it neither before nor after, as the OCG's `Duel.moved_ref`."""
        r = self.seen_ref(i)
        secret = r.secret & before.secret
        return r if secret == r.secret else CardRef(r.label, r.name_ja, r.name_en, r.card, secret)

    def reveal(self, c: Card) -> None:
        """An effect shows `c` to all players (公開する): its line names it to every seat, and so does each later line
        about it while it stays that object (a shield shown, then broken, is named as it goes to the hand)."""
        self.touch(c)  # what each seat sees of it changed (arbiter.env's rows)
        self.shown |= {(c.idx, c.oid)}
        self.note("reveal", self.ref(c.idx))

    def look_at_shield(self, player: int, c: Card) -> None:
        """`player` looks at the shield `c` (見る), which stays face down: they see it while it stays that object, and
        its line names it to them only, the other seat reading that one of the shields was looked at."""
        self.touch(c)  # what a seat sees of it changed (arbiter.env's rows)
        self.looked |= {(player, c.idx, c.oid)}
        self.note("look_shield", player, c.owner, self.seen_ref(c.idx))

    def sees(self, player: int, c: Card) -> bool:
        """Whether `player` (-1: a spectator) may know which card `c` is now: the one rule every view of the duel
        follows. Every shield is face down, to its owner too; so is every deck; a card an effect showed to all
        players is seen by all until it moves (`reveal`), and one an effect let a player look at, by that player
        (`look_at_shield`). A spectator knows what is public: what both players know."""
        if player < 0:
            return self.sees(0, c) and self.sees(1, c)
        if c.zone in PUBLIC or (c.idx, c.oid) in self.shown or (player, c.idx, c.oid) in self.looked:
            return True
        if c.zone is Zone.HAND:
            # an effect that shows a player the opponent's hand (look_hand) lets them choose from it
            last = self.log[-1] if self.log else None
            return c.owner == player or (last is not None and last.kind == "look_hand"
                                         and last.args == (player, c.owner))
        return False

    def pile(self, p: int, z: Zone) -> list[int]:
        return self.players[p].pile(z)

    def creatures(self, p: int) -> list[Card]:
        return [self.cards[i] for i in self.players[p].battle if self.cards[i].defn.is_creature]

    def all_creatures(self) -> list[Card]:
        """Both players' creatures, the turn player's first."""
        return self.creatures(self.tp) + self.creatures(1 - self.tp)

    def power(self, c: Card) -> int:
        """Current power: printed, plus power attacker while attacking, cross gears and this turn's changes."""
        v = c.defn.power
        if c.idx == self.attacking:
            v += c.defn.power_attacker
        for amount, turn in c.mods:
            if turn == self.turn:
                v += amount
        for i in self.players[c.owner].battle:
            g = self.cards[i]
            if g.gear_on == c.idx:
                v += g.defn.gear_power
        return v

    def creature_now(self, c: Card) -> Card | None:
        """The creature `c` is now: itself in the battle zone, or the evolution creature put on it, which is the same
        creature (801.2); None once it has left the battle zone. What a waiting effect does to "this creature" goes
        to it."""
        if c.zone is Zone.BATTLE:
            return c
        if c.zone is Zone.UNDER:
            return next((self.cards[i] for i in self.players[c.owner].battle if c.idx in self.cards[i].under), None)
        return None

    def standing_shields(self, p: int) -> list[int]:
        """`p`'s shields that count as shields now: those being broken wait for the break and are not counted
        (113.6a), so that an effect carried out during a break (a Blue Merkis's S-Trigger spell, a Shield Force
        creature put then) cannot choose them."""
        return [s for s in self.players[p].shields if s not in self.breaking]

    def sf_active(self, c: Card) -> bool:
        """Shield Force: the shield it chose is still in the shield zone."""
        return c.zone is Zone.BATTLE and c.sf >= 0 and self.cards[c.sf].zone is Zone.SHIELDS

    def crossed(self, c: Card) -> bool:
        return any(self.cards[i].gear_on == c.idx for i in self.players[c.owner].battle)

    def is_blocker(self, c: Card) -> bool:
        return c.defn.has(BLOCKER) or (c.defn.has(SF_BLOCKER) and self.sf_active(c))

    def sick(self, c: Card) -> bool:
        """Summoning sickness: it came this turn, unless speed attacker or an evolution creature."""
        return c.entered == self.turn and not c.defn.has(SPEED_ATTACKER) and c.defn.kind != "evolution"

    def attacker_refusal(self, c: Card) -> str:
        """Why `c` may declare no attack now, whatever its target ("" if it may)."""
        if not c.defn.is_creature or c.zone is not Zone.BATTLE:
            return NOT_IN_BATTLE_ZONE
        if c.tapped:
            return TAPPED
        if self.sick(c):
            return SICK
        if c.defn.has(CANNOT_ATTACK):
            return CANNOT_ATTACK_TEXT
        return ""

    def can_attack(self, c: Card) -> bool:
        return not self.attacker_refusal(c)

    def fortified_by(self, shield: int) -> list[Card]:
        """The castles on a shield."""
        s = self.cards[shield]
        return [self.cards[i] for i in self.players[s.owner].pile(Zone.CASTLE) if self.cards[i].fort == shield]

    # ---- log and queues ----------------------------------------------------------------------

    def note(self, kind: str, *args: object) -> None:
        self.log.append(LogEntry(kind, args))

    def queue(self, player: int, card: int, what: str, ev: Event) -> None:
        """A triggered ability or follow-up waits (待機) until the current process is over."""
        self.serial += 1
        self.triggers.append(Pending(self.serial, player, card, what, ev))

    def new_oid(self) -> int:
        self.next_oid += 1
        return self.next_oid

    def lose(self, p: int, why: str) -> None:
        """A player loses now (a direct attack, drawing from an empty deck): the duel ends."""
        self.winner = 1 - p
        self.note("lose", p, why)
        raise GameOver


def visible(d: Duel, i: int, viewer: int | None) -> bool:
    """Whether `viewer` may see which card `i` is now (None: someone who sees everything, a replay)."""
    return viewer is None or d.sees(viewer, d.cards[i])


def no_option(label_en: str = YES_NO_EN["no"], label_ja: str = YES_NO_JA["no"]) -> Option:
    """The answer that declines: "No", or words that say what it declines."""
    return Option("no", "no", label_en=label_en, label_ja=label_ja)

