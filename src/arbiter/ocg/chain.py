"""The chain rules, in one place: priority windows, activation, resolution, and triggered chains.

- After an activation the opponent of the activator is asked first; two passes in a row resolve the
  chain (or close the window when the chain is empty).
- A link may only be added with a spell speed at least that of the link before it; spell speed 1
  never responds; only spell speed 3 answers spell speed 3.
- Costs are paid and targets chosen during activation (what a cost may take, why a card is refused for it, and
  what was paid: `ocg/costs.py`, which this module imports); at resolution a target that left its zone,
  or no longer fits the effect's spec, is not affected; with no target left the effect does nothing.
- Links resolve last in, first out; spells and traps on the chain go to the graveyard after the
  whole chain has resolved.
- Triggers that happen while a chain resolves wait and form the next chain, in the order: turn
  player's mandatory, opponent's mandatory, turn player's optional, opponent's optional.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Self

from arbiter.kernel.copying import slot_names
from arbiter.kernel.decision import Decision, Option, Question, naming
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry, quoted
from arbiter.kernel.reasons import Why, counted
from arbiter.ocg import fusion, one_each, synchro
from arbiter.ocg.costs import (
    COST_CHOSEN,
    COST_EQUIPPED,
    COST_FROM,
    COST_NAME_CHOSEN,
    COST_NO_SET,
    COST_NO_WAY,
    COST_UNTRIBUTABLE,
    COST_ZONE_TO_FREE,
    NOT_ONE_EACH,
    NOT_WANTED,
    cost_quoting,
    cost_unpaid,
    counter_holders,
    counter_refusal,
    field_cost_candidates,
    field_cost_refusal,
    fusion_tribute_choices,
    grave_cost_candidates,
    grave_cost_refusal,
    hand_cost_candidates,
    hand_cost_refusal,
    material_choices,
    material_pool,
    paid_parts,
    pay_with_self,
    tribute_choices,
    tribute_refusal,
    zone_to_free,
)
from arbiter.ocg.counter_names import counter_name
from arbiter.ocg.declared_words import declared_words
from arbiter.ocg.effects import (
    NOT_CHOSEN,
    Cost,
    Ctx,
    Effect,
    Kind,
    Resolution,
    TargetSpec,
    cost_prompt,
    one_of_each_copy,
    probing,
    prompt_for,
    quoting,
)
from arbiter.ocg.frame import Frame, Replaying
from arbiter.ocg.names import declarable, names_of, same_name
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.cost_first import Ways
    from arbiter.ocg.duel import Duel


# why a target or a trigger is refused (`kernel.reasons.Why`); the refusals a trigger shares with any activation
# (`legality.activation_refusal` reads them too)
CHOSEN = Why("it is already one of the targets", "既に対象の１つに選んでいる")
NAME_CHOSEN = Why("a target of the same name was already chosen", "同名カードを既に対象に選んでいる")
NO_ROOM = Why("the targets chosen leave no room for it (the effect targets so many of each kind)",
              "選んだ対象で枠が埋まっている（この効果は種類ごとに対象にする数が決まっている）")
TARGETS_NOTHING = Why("the effect targets nothing", "この効果は対象を取らない")
MISSED_TIMING = Why("it missed the timing (its event was not the last thing to happen)",
                    "タイミングを逃した（その事象が最後に起きたことではなかった）")
# an optional trigger its player did not take when offered (`Duel.untaken_reason` says this one as it stands)
DECLINED = Why("its event happened, but its player did not activate it then, when it was offered (an optional "
               "trigger effect is activated right after its event, or not at all)",
               "発動条件となる事象は起きたが、その時に発動されなかった（任意の誘発効果は、その事象の直後にしか発動できない）")
TRIGGER_LOCKED = Why("an effect keeps its player from activating it",
                     "効果によって、そのプレイヤーはこれを発動できない")
USED_THIS_TURN = Why("this effect was already used this turn", "このターン、この効果は既に使用している")
MOVED_AFTER_ITS_EVENT = Why("its card has moved since its event, and a trigger about other cards is activated only "
                            "from where its card was then",
                            "発動条件となる事象の後にそのカードが移動している（他のカードについての誘発効果は、その時に"
                            "カードがあった場所でしか発動できない）")
NAME_USED = {True: Why("this effect of a card of this name was already used this duel",
                       "このデュエル中、同名カードのこの効果は既に使用している"),
             False: Why("this effect of a card of this name was already used this turn",
                        "このターン、同名カードのこの効果は既に使用している")}
CARD_FORBIDDEN = Why("an effect keeps this card from being activated", "効果によって、このカードは発動できない")
SUMMON_IN_DAMAGE_STEP = Why("an optional trigger set off by the opponent's summon cannot be activated in the damage "
                            "step", "相手の召喚による任意の誘発効果はダメージステップには発動できない")
_SUMMONS = ("summoned", "special_summoned")

# the detail of the event of a card whose activation was negated going to the graveyard after the chain
NEGATED_ACTIVATION = "activation_negated"
# the detail of the events of the monsters a summon procedure's cost tributes: no effect tributed them (R004-175)
PROCEDURE_TRIBUTE = "procedure"
# the detail of the events of the monsters tributed for a normal summon or set (`summon.pay_for_summon`): not those
# another rule tributes (「タイラント・ドラゴン」's revival)
SUMMON_TRIBUTE = "tribute_summon"


class NeedAnswer(Exception):
    """Raised by an operation that needs a decision it has no answer for yet."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


class StepQuestion(Exception):
    """Raised where a replacement effect's question is asked outside any frame that replays its own questions (a
    rule's destruction, an at-once effect, a cost): `Duel.advance` replays the whole step with the answers."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


class ChainLink:
    """One link: who activated what, its targets (card index and object id), and what was negated."""

    __slots__ = ("activated", "answers", "asked", "borrowed", "card", "cost_cards", "declared", "effect",
                 "events", "names", "neg_activation", "neg_by", "neg_effect", "noted", "number", "oid", "paid",
                 "player",
                 "player_target", "serial", "speed", "targets", "zone")

    def __new__(cls, *args: object) -> Self:
        return super().__new__(cls)  # `copy` makes a blank one with it (see kernel/copying.py)

    def __init__(self, player: int, card: int, oid: int, effect: int, speed: int,
                 events: tuple[Event, ...], activated: Effect) -> None:
        self.player = player
        self.card = card
        self.oid = oid  # the card object that was activated
        # the zone it was activated in (an effect "activated in the graveyard", 「エンド・オブ・アヌビス」, is also a
        # trigger of a card sent there: 「黒き森のウィッチ」); None for an effect applied at once
        self.zone: Zone | None = None
        self.effect = effect  # 1-based index into the card's effects
        # what the link resolves: that effect as it was activated, or as another effect changed it (「闇の取引」); it
        # resolves even where the card's effects change in between (a monster that took on another's effects,
        # 「ファントム・オブ・カオス」, loses them as it leaves the field)
        self.activated = activated
        self.speed = speed
        self.targets: list[tuple[int, int]] = []
        self.player_target = -1  # the player an effect that targets a player targets
        self.answers: list[int] = []
        self.asked: list[str] = []  # answers to the decisions the operation asked while resolving
        self.declared = ""  # what the activator declared on activation, if the effect asks
        self.noted = 0  # the effect's `notes_on_activation`, as it was when it was activated
        self.cost_cards: list[int] = []  # the cards discarded, tributed or banished as the cost
        self.paid = 0  # life points paid as the cost
        self.neg_activation = False
        self.neg_effect = False
        self.neg_by = -1  # the card whose effect negated this link's effect (`neg_effect`), for the chain log
        self.number = 0
        self.serial = 0  # the duel's count of things that happened (`Duel.serial`) when it was activated
        self.events = events  # the window's events, for effects that refer to them
        # the card, object and effect number whose activated effect this link borrowed (`Effect.borrows`)
        self.borrowed: tuple[int, int, int] | None = None
        # the names (passcodes) the card had as it was activated (`names.names_of`): 「地母神アイリス」 and the cards
        # that ask for a chain with no name twice compare these, so a card also named as another counts as it
        self.names: tuple[int, ...] = ()

    def answer_choice(self, o: Option) -> None:
        """Keep the answer to its effect's resolution `Choice` (`Duel.resolution_question`): a card."""
        self.answers.append(o.card)

    def copy(self) -> ChainLink:
        c = ChainLink.__new__(ChainLink)
        for s in slot_names(ChainLink):
            setattr(c, s, getattr(self, s))
        c.targets = self.targets.copy()
        c.answers = self.answers.copy()
        c.asked = self.asked.copy()
        c.cost_cards = self.cost_cards.copy()
        return c


PASS = Option("pass", "pass", label_en="pass", label_ja="パス")
# what a `hand_send` cost does with the cards, by `Cost.hand_to`: the prompt's verb
_HAND_TO = {"": ("send to the graveyard", "墓地へ送る"), "banish": ("banish", "除外する"),
            "deck": ("return to the deck", "デッキに戻す")}


class Window(Frame):
    """A priority window: players add links or pass; two passes in a row end it.

    `reopen`: after a chain resolves here, the turn player gets priority again at the same moment
    (phase windows, attack declarations); otherwise the window ends with its chain.
    `summon_negation`: the window right after a summon, where only summon-negating cards apply to the summon
    itself; once one is activated, its link is answered as any link is (spell speed 3 only).
    `single`: only its first player is asked unless they activate something (the opponent's answer
    to a summon, or to the turn player moving on to the next phase).
    """

    __slots__ = ("activations", "awaiting", "damage_step", "events", "ignition_ok", "passes", "player", "reopen",
                 "single", "summon_negation")

    def __init__(self, player: int, events: tuple[Event, ...] = (), reopen: bool = False,
                 awaiting: bool = False, summon_negation: bool = False, damage_step: bool = False,
                 single: bool = False, ignition_ok: bool = False) -> None:
        self.player = player
        self.passes = 0
        self.events = events
        self.reopen = reopen
        self.awaiting = awaiting  # an activation is being made below this window's first decision
        self.summon_negation = summon_negation
        self.damage_step = damage_step
        self.single = single or summon_negation
        # right after a summon that set nothing off, the turn player may start with an ignition effect
        self.ignition_ok = ignition_ok
        self.activations = 0

    def step(self, d: Duel) -> None:
        if self.awaiting:
            self.awaiting = False
            self.activations += 1
            self.player = 1 - d.chain[-1].player
            self.passes = 0
        if self.passes >= 2:
            if d.chain:
                self.passes = 0
                d.stack.append(ResolveChain())
                return
            d.stack.pop()
            return
        if self.activations and not d.chain:
            # a chain has resolved in this window
            if not self.reopen:
                d.stack.pop()
                return
            self.activations = 0
            self.events = ()
            self.player = d.tp
        if d.any_forced and self._forced(d):
            return
        opts = [PASS, *d.activatable(self.player, self.events, self)]
        d.pending = Decision(self.player, "window", opts, "respond or pass", "チェーンするかパス", passable=True)

    def _forced(self, d: Duel) -> bool:
        """A quick effect that must be activated whenever it can joins the chain by itself, the player with
        priority's first (R004-157)."""
        for p in (self.player, 1 - self.player):
            for o in d.activatable(p, self.events, self):
                if d.effect_of(o.card, o.arg).forced:
                    self.awaiting = True
                    d.stack.append(Activation(p, o.card, o.arg, self.events))
                    return True
        return False

    def answer(self, d: Duel, o: Option) -> None:
        if o.kind == "pass":
            self.passes += 1
            self.player = 1 - self.player
            if self.single and not self.activations:
                self.passes = 2
            return
        self.awaiting = True
        d.stack.append(Activation(self.player, o.card, o.arg, self.events))


class Activation(Frame):
    """Activating one effect: the card is placed or turned face-up, the cost paid, targets chosen."""

    __slots__ = ("activated", "asking", "borrowed", "card", "chosen", "cost_cards", "declared", "discarded", "effect",
                 "enough", "equipped", "events", "logged", "names", "noted", "oid", "paid", "player", "removed", "said",
                 "shown", "since", "stage", "ways", "zone")
    gathers_triggers = True
    forms_link = True  # it ends as a chain link (a procedure summon does not: `summon.ProcedureSummon`)

    def __init__(self, player: int, card: int, effect: int, events: tuple[Event, ...]) -> None:
        self.player = player
        self.card = card
        self.effect = effect
        self.events = events
        self.stage = 0
        self.chosen: list[int] = []
        self.paid = 0
        self.declared = ""
        self.cost_cards: list[int] = []
        self.discarded = 0  # how many of cost_cards were discards (the rest of the cost comes after)
        self.oid = 0  # the object activated (a card that is its own cost leaves its zone while paying)
        self.zone: Zone | None = None  # the zone it is activated in, once placed (`ChainLink.zone`)
        self.said: tuple[str, ...] = ()  # the declaration as the log shows it: (Japanese, English)
        self.removed = 0  # counters removed so far for the cost
        self.enough = False  # the player banished all they wanted of "any number" of graveyard cards
        self.noted = 0  # the effect's `notes_on_activation`, read once the card is placed, before any cost
        self.names: tuple[int, ...] = ()  # the card's names as it is activated (`ChainLink.names`), before any cost
        self.borrowed: tuple[int, int, int] | None = None  # the effect borrowed (`Effect.borrows`), once chosen
        self.shown = -1  # the hand card shown to the opponent for the cost (`Cost.reveal`), once chosen
        self.equipped = -1  # the monster the card equipped as it paid itself (`Cost.tribute_equipped`)
        # the effect, read as the activation starts: a cost that takes the card away may change the card's effects
        # (one that took on another's, 「ファントム・オブ・カオス」, banished for the effect it took on)
        self.activated: Effect | None = None
        # the ways of paying the cost that leave the effect something to do, where some do not (`cost_first`): only
        # those are offered
        self.ways: Ways | None = None
        # the cost question pending, by the cards it asks for (`choice_refusal` reads it): "reveal", "hand",
        # "counters", "grave", "field", "tribute", "fusion", "synchro", "materials"
        self.asking = ""
        # where its cost's events begin among those of the thing happening now (`Duel.this_thing`), and its lines in
        # the log: the line of its link counts what they paid (`paid_parts`)
        self.since = self.logged = 0

    def _ctx(self, d: Duel) -> Ctx:
        return Ctx(d, self.player, d.cards[self.card], self._eff(d), self.events, declared=self.declared)

    def _eff(self, d: Duel) -> Effect:
        if self.activated is None:
            self.activated = d.effect_of(self.card, self.effect)
        return self.activated

    def _ask_declaration(self, d: Duel, eff: Effect) -> bool:
        """Ask what `eff` declares on activation (a word of `declare`, or a card name), if it declares anything."""
        if eff.declare:
            ctx = Ctx(d, self.player, d.cards[self.card], eff, self.events)
            words = [Option(f"declare:{x}", "declare", label_en=en, label_ja=ja)
                     for x in eff.declare if eff.declare_ok is None or eff.declare_ok(ctx, x)
                     for ja, en in (declared_words(x),)]
            # the words alone ("1", "left", "ATK") say nothing of what they are for: the effect's own summary does
            about_en, about_ja = (f" ({eff.text_en})", f"（{eff.text_ja}）") if eff.text_en else ("", "")
            d.pending = Decision(self.player, "declare", words,
                                 *prompt_for(d.cards[self.card], "declare" + about_en, "宣言する" + about_ja))
            return True
        if eff.declare_name is not None:
            names = [Option(f"declare:{c.passcode}", "declare", arg=c.passcode, label_en=c.name_en,
                            label_ja=c.name_ja) for c in declarable(d.cards, eff.declare_name)]
            d.pending = Decision(self.player, "declare", names,
                                 *prompt_for(d.cards[self.card], "declare a card name", "カード名を宣言する"))
            return True
        return False

    def step(self, d: Duel) -> None:
        eff = self._eff(d)
        c = d.cards[self.card]
        cost = eff.cost
        if self.stage == 0:
            if cost.any and self.forms_link:  # read before anything moves: the duel the activation was found legal in
                self.ways = d.cost_ways(self._ctx(d))
            self.since, self.logged = len(d.this_thing), len(d.log)
            if c.zone is Zone.HAND:
                if not d.pay_hand_tax(self.player, c, "" if self.forms_link else "special"):
                    return  # the charge took the player's last LP: they lost, and the activation goes no further
                if c.data.kind == "trap" and eff.kind is Kind.ACTIVATE:  # a trap card activated from the hand
                    permit = d.hand_trap_permit(self.player)
                    if permit is not None and d.effect_of(permit[0].idx, permit[1]).hand_trap_once:
                        d.note_used(*permit)
            if eff.kind is Kind.ACTIVATE:
                d.place_for_activation(c, self.player)
            self.oid = c.oid
            self.zone = c.zone
            self.names = names_of(c)
            if eff.notes_on_activation is not None:
                self.noted = eff.notes_on_activation(self._ctx(d))
            if eff.shows_on_activation is not None:
                shown = eff.shows_on_activation(self._ctx(d))
                if shown is not None and (shown.face_down or shown.zone is Zone.HAND):
                    d.reveal([shown], 1 - self.player)
            lp = d.players[self.player].lp
            self.paid = cost.lp or (lp // 2 if cost.lp_half else 0) or (
                max(0, lp - cost.lp_down_to) if cost.lp_down_to else 0)
            if cost.lp_step and not d.lp_cost_waived(c):
                amounts = range(cost.lp_step, lp + 1, cost.lp_step)
                d.pending = Decision(self.player, "pay", [Option(f"pay:{n}", "pay", arg=n) for n in amounts],
                                     *cost_prompt(c, "choose how many LP to pay", "払うライフポイントを選ぶ"))
                self.stage = 1
                return
            self.stage = 1
        if self.stage == 1:
            if self.paid and not d.lp_cost_waived(c):
                if not d.pay_lp(self.player, self.paid, c.idx, "" if self.forms_link else "special"):
                    return  # their last LP: they lost at that moment (R004-038), nothing more is asked
            elif self.paid:
                self.paid = 0
            self._pay_unchosen(d, c, cost)
            self.stage = 2
        if self.stage == 2:  # a declaration
            if not self.declared and self._ask_declaration(d, eff):
                return
            self.stage = 3
        if self.stage == 3:  # the card itself, then cards from the hand
            if cost.reveal is not None and self.shown < 0:  # a hand card shown to the opponent (it stays there)
                if not self.chosen:
                    ctx = self._ctx(d)
                    shows = [h for h in hand_cost_candidates(d, self.player, c, eff) if cost.reveal(ctx, h)]
                    d.pending = Decision(self.player, "cost", [d.card_option("cost", h.idx) for h in shows],
                                         *cost_prompt(c, "choose a card to show", "見せるカードを選ぶ"))
                    self.asking = "reveal"
                    return
                self.shown = self.chosen.pop()
                d.reveal([d.cards[self.shown]], 1 - self.player, cost=True)
            if cost.self_to and c.idx not in self.cost_cards:
                self.equipped = c.equipped_to
                pay_with_self(d, self.player, c, cost.self_to)
                self.cost_cards.append(c.idx)
            if cost.grave_monsters_to_deck and not self.chosen:  # (before any hand card is picked: paid once)
                back = [d.cards[i] for i in d.players[self.player].grave if d.cards[i].data.is_monster]
                d.to_deck(back, Cause(self.player, Reason.COST, c.idx))
                self.cost_cards += [m.idx for m in back]
            if (cost.discard_all or cost.hand_send_all) and not self.chosen:
                self.chosen = [h.idx for h in hand_cost_candidates(d, self.player, c, eff)]
            n = cost.discard or cost.hand_send
            if n > len(self.chosen):
                # the deck's copies of one card (`Cost.hand_send_deck`) are one option, as at an effect's pick
                hand = [h.idx for h in one_of_each_copy([h for h in hand_cost_candidates(d, self.player, c, eff)
                                                         if h.idx not in self.chosen and self._may_pay(h.idx)])]
                verb_en, verb_ja = ("discard", "捨てる") if cost.discard else _HAND_TO[cost.hand_to]
                d.pending = Decision(self.player, "cost", [d.card_option("cost", i) for i in hand],
                                     *cost_prompt(c, f"choose a card to {verb_en}", f"{verb_ja}カードを選ぶ"))
                self.asking = "hand"
                return
            if self.chosen and (cost.discard or cost.discard_all):
                d.discard(self.chosen, Cause(self.player, Reason.COST, c.idx))
            elif self.chosen and cost.hand_to == "banish":
                # with `banish_field_all` the field's cards go in the same banishing, one event (「天よりの宝札」)
                field = field_cost_candidates(d, self.player, c, eff) if cost.banish_field_all else []
                d.banish([d.cards[i] for i in self.chosen] + field, Cause(self.player, Reason.COST, c.idx))
            elif self.chosen and cost.hand_to == "deck":
                d.to_deck([d.cards[i] for i in self.chosen], Cause(self.player, Reason.COST, c.idx))
            elif self.chosen:
                from_deck = any(d.cards[i].zone is Zone.DECK for i in self.chosen)
                d.send_to_grave(self.chosen, Cause(self.player, Reason.COST, c.idx), "sent")
                if from_deck:
                    d.shuffle_deck(self.player)
            self.cost_cards += self.chosen
            self.discarded = len(self.cost_cards)
            self.stage = 4
            self.chosen = []
        banish = cost.banish_grave or (int(self.declared) if cost.banish_declared and self.declared.isdigit() else 0)
        if cost.banish_counters:
            banish = c.counters.get(cost.banish_counters, 0)
        kind, n = cost.remove_counters
        if cost.counters_declared and self.declared.isdigit():  # as many as declared (「ブラッド・マジシャン」)
            n = max(n, int(self.declared))
        if self.stage == 4 and cost.counters_all and not self.removed:  # all of them on the field: no choice
            for x in counter_holders(d, self.player, kind, "any"):
                self.removed += d.remove_counter(x, kind, x.counters[kind], Cause(self.player, Reason.COST, c.idx))
            self.paid = self.removed
        if self.stage == 4 and n > self.removed and cost.counters_self:  # from this card: nothing to choose
            self.removed += d.remove_counter(c, kind, n - self.removed, Cause(self.player, Reason.COST, c.idx))
        if self.stage == 4 and n > self.removed:  # counters removed from your cards, one at a time
            holders = counter_holders(d, self.player, kind, cost.counters_side)
            opts = [d.card_option("cost", x.idx) for x in holders]
            # the counter by its name in the prompt's language, not by its key ("spell", 「Aカウンター」)
            words = f"remove {counted(1, counter_name(kind, False))}", f"{counter_name(kind, True)}を１つ取り除く"
            d.pending = Decision(self.player, "cost", opts, *cost_prompt(c, *words))
            self.asking = "counters"
            return
        if self.stage == 4 and cost.take_all and cost.banish_grave_any and not self.enough:  # all, no choice
            self.cost_cards += [g.idx for g in grave_cost_candidates(d, self.player, c, eff)]
            self.enough = True
        banished = len(self.cost_cards) - self.discarded
        more = cost.banish_grave_any and not self.enough and not (cost.banish_most and banished >= cost.banish_most)
        if self.stage == 4 and (banish > banished or more):  # from the GY
            pool = grave_cost_candidates(d, self.player, c, eff)
            taken = [d.cards[i] for i in self.cost_cards[self.discarded:]]
            opts = [d.card_option("cost", g.idx) for g in pool if g.idx not in self.cost_cards
                    and not (cost.distinct_names and any(same_name(g, t) for t in taken)) and self._may_pay(g.idx)
                    and (not cost.one_each or one_each.completable(self._ctx(d), cost.one_each, [*taken, g], pool))]
            if banished >= banish and banished and cost.banish_grave_any:  # "any number": the player may stop
                opts.append(Option("done", "done", label_en="no more cards", label_ja="除外を終える"))
            if opts:
                d.pending = Decision(self.player, "cost", opts,
                                     *cost_prompt(c, "choose a card to banish", "除外するカードを選ぶ"))
                self.asking = "grave"
                return
        picked = [d.cards[i] for i in self.cost_cards[self.discarded:] if d.cards[i].zone is Zone.GRAVE
                  or (cost.banish_hand and d.cards[i].zone is Zone.HAND)]
        if self.stage == 4 and picked:  # all chosen: banished together
            d.banish(picked, Cause(self.player, Reason.COST, c.idx))
        if self.stage == 4:  # tributes, or other cards you control
            if cost.tribute_all and not self.chosen:
                self.chosen = [m.idx for m in d.monsters_of(self.player) if m.idx != c.idx and d.can_be_tributed(m)]
            if cost.take_all and cost.field_send_any and not self.chosen:  # all of them, no choice
                self.chosen = [x.idx for x in field_cost_candidates(d, self.player, c, eff)]
                self.enough = True
            if (cost.field_send_all or cost.banish_field_all) and not self.chosen:  # all of them, no choice, maybe none
                self.chosen = [x.idx for x in field_cost_candidates(d, self.player, c, eff)]
            if (cost.field_send_any or cost.tribute_any) and not self.enough:  # "any number": stop once one is chosen
                left = tribute_choices(d, self.player, c, eff, self.chosen) if cost.tribute_any else [
                    x for x in field_cost_candidates(d, self.player, c, eff) if x.idx not in self.chosen]
                if left:
                    opts = [d.card_option("cost", x.idx) for x in left]
                    if self.chosen:
                        opts.append(Option("done", "done", label_en="no more cards", label_ja="選択を終える"))
                    d.pending = Decision(self.player, "cost", opts, *cost_prompt(c, *(
                        ("choose a monster to tribute", "生け贄を選ぶ") if cost.tribute_any else
                        ("choose a card to send to the graveyard", "墓地へ送るカードを選ぶ"))))
                    self.asking = "tribute" if cost.tribute_any else "field"
                    return
            if cost.from_field > len(self.chosen):
                if cost.tribute:
                    cands = [m for m in tribute_choices(d, self.player, c, eff, self.chosen)
                             if not cost.tribute_equipped or m.idx == self.equipped]
                    en, ja = "a monster to tribute", "生け贄"
                else:
                    cands = field_cost_candidates(d, self.player, c, eff)
                    if zone_to_free(d, self.player, eff, self.chosen):
                        cands = [x for x in cands if x.zone is Zone.MONSTERS]
                    en, ja = ("a card to banish", "除外するカード") if cost.banish_field else (
                        "a card to return to the deck", "デッキに戻すカード") if cost.field_to_deck else (
                        "a card to send to the graveyard", "墓地へ送るカード")
                    if cost.one_each:
                        picked = [d.cards[i] for i in self.chosen]
                        cands = [m for m in cands
                                 if one_each.completable(self._ctx(d), cost.one_each, [*picked, m], cands)]
                opts = [d.card_option("cost", m.idx) for m in cands
                        if m.idx not in self.chosen and self._may_pay(m.idx)]
                d.pending = Decision(self.player, "cost", opts, *cost_prompt(c, f"choose {en}", f"{ja}を選ぶ"))
                self.asking = "tribute" if cost.tribute else "field"
                return
            cause = Cause(self.player, Reason.COST, c.idx)
            if self.chosen and (cost.banish_field or cost.banish_field_all):
                d.banish([d.cards[i] for i in self.chosen], cause)
            elif self.chosen and cost.field_to_deck:
                d.to_deck([d.cards[i] for i in self.chosen], cause)
            elif self.chosen and (cost.tribute_sends or cost.field_send or cost.field_send_any or cost.field_send_all):
                d.send_to_grave(self.chosen, cause, "sent")
            elif self.chosen:  # (a summon procedure's are no effect's: R004-175)
                d.tribute([d.cards[i] for i in self.chosen], self.player, cause, True,
                          by_effect=eff.kind is not Kind.PROCEDURE)
            self.cost_cards += self.chosen
            self.stage = 5
            self.chosen = []
        if self.stage == 5 and cost.fusion_tribute is not None:  # this card and other materials, tributed
            nxt, whole = fusion_tribute_choices(d, self.player, c, eff, self.chosen)
            if nxt and not self.enough:
                opts = [d.card_option("cost", m.idx) for m in nxt]
                if whole:
                    opts.append(Option("done", "done", label_en="no more materials", label_ja="素材の選択を終える"))
                d.pending = Decision(self.player, "cost", opts,
                                     *cost_prompt(c, "choose a material to tribute", "生け贄にする素材を選ぶ"))
                self.asking = "fusion"
                return
            tributes = [c.idx, *self.chosen]
            d.tribute([d.cards[i] for i in tributes], self.player, Cause(self.player, Reason.COST, c.idx), True)
            self.cost_cards += tributes
            self.stage = 6
            self.chosen = []
        if self.stage == 5 and cost.synchro:  # a synchro monster's tuner and non-tuners, their Levels its Level
            pool = material_pool(d, self.player)
            if not synchro.complete(d, c, pool, self.chosen):
                # (under a summon lock only the sets that lift it: `self.ways`; a whole set is no part of another)
                opts = [d.card_option("cost", m.idx) for m in synchro.next_materials(d, c, pool, self.chosen)
                        if self._may_pay(m.idx)]
                d.pending = Decision(self.player, "cost", opts,
                                     *cost_prompt(c, "choose a synchro material", "シンクロ素材を選ぶ"))
                self.asking = "synchro"
                return
            d.send_to_grave(list(self.chosen), Cause(self.player, Reason.COST, c.idx), "sent")
            self.cost_cards += self.chosen
            self.stage = 6
            self.chosen = []
        if self.stage == 5:  # a fusion monster's listed materials
            if cost.materials:
                pool = material_pool(d, self.player, cost.materials_side, cost.materials == "banish")
                r = fusion.RECIPES[c.data.passcode]
                picked = [d.cards[i] for i in self.chosen]
                nxt = [m for m in material_choices(c, pool, self.chosen, d.race) if self._may_pay(m.idx)] \
                    if not self.enough else []
                # a whole set (under a summon lock, one that lifts it: `self.ways`), past which a `many` entry may
                # take more
                whole = fusion.completable(r, picked, picked, race=d.race) and (
                    self.ways is None or self.ways.whole([*self.cost_cards, *self.chosen]))
                if not whole or nxt:
                    opts = [d.card_option("cost", m.idx) for m in nxt]
                    if whole:
                        opts.append(Option("done", "done", label_en="no more materials", label_ja="素材の選択を終える"))
                    d.pending = Decision(self.player, "cost", opts, *cost_prompt(c, "choose a material", "素材を選ぶ"))
                    self.asking = "materials"
                    return
                cause = Cause(self.player, Reason.COST, c.idx)
                if cost.materials == "banish":
                    d.banish(picked, cause)
                elif cost.materials == "grave":
                    d.send_to_grave(list(self.chosen), cause, "sent")
                else:
                    d.to_deck(picked, cause)
                self.cost_cards += self.chosen
            self.stage = 6
            self.chosen = []
        if self.stage == 6 and eff.borrows and self.borrowed is None and self.chosen:
            # its target chosen: which of that card's effects it becomes; the targets then are that effect's
            src = d.cards[self.chosen.pop()]
            ns = copyable_effects(self._ctx(d), src)
            if len(ns) > 1:
                self.chosen.append(src.idx)
                d.pending = Decision(self.player, "effect", [
                    Option(f"effect:{n}", "effect", arg=n, label_en=d.effect_of(src.idx, n).text_en,
                           label_ja=d.effect_of(src.idx, n).text_ja) for n in ns], "choose the effect it becomes",
                    "どの効果になるか選ぶ")
                return
            self.borrowed = (src.idx, src.oid, ns[0])
        teff = eff if self.borrowed is None else d.effect_of(self.borrowed[0], self.borrowed[2])
        # the borrowed effect's own declaration, made as it becomes this activation (「二重魔法」 using 「闇の指名者」)
        if self.stage == 6 and self.borrowed is not None and not self.declared and self._ask_declaration(d, teff):
            return
        if self.stage == 6:  # targets (stage 7: the player chose no more)
            spec = teff.target
            if spec is not None and len(self.chosen) < spec.count:
                ctx = Ctx(d, self.player, c, teff, self.events, declared=self.declared)
                part = spec.part_to_fill(len(self.chosen))
                chooser = self.player if part is None or part.picked_by == "own" else 1 - self.player
                cands = [t for t in (spec if part is None else part).candidates(ctx)
                         if not self._taken_refusal(d, ctx, spec, t)]
                if cands:
                    opts = [d.card_option("target", t.idx) for t in cands]
                    if len(self.chosen) >= spec.least and not spec.if_possible:
                        opts.append(Option("done", "done", label_en="no more targets", label_ja="対象の選択を終える"))
                    # the card is named to a chooser who may know it (the opponent, where it picks, may not yet)
                    named = d.sees(chooser, c)
                    d.pending = Decision(chooser, "target", opts, *(
                        naming(c.idx, ("choose a target for " + quoted(c.data.name_ja, c.data.name_en, "en"), ""),
                               (f"「{c.data.name_ja}」", "の対象を選ぶ")) if named
                        else ("choose a target", "対象を選ぶ", ())))
                    return
        self.complete(d, c, eff)

    def _taken_refusal(self, d: Duel, ctx: Ctx, spec: TargetSpec, t: Card) -> str:
        """Why the candidate `t` of `spec` may not be the next target, given those chosen so far ("" if it may)."""
        if t.idx in self.chosen:
            return CHOSEN
        if spec.distinct and any(same_name(t, d.cards[i]) for i in self.chosen):
            return NAME_CHOSEN
        if not spec.fill(ctx, [*(d.cards[i] for i in self.chosen), t]):
            return NO_ROOM
        return ""

    def target_refusal(self, d: Duel, t: Card) -> str:
        """Why `t` may not be the next target of the activation now choosing them ("" if it may): what the judge
        says of a target it refuses."""
        teff = self._eff(d) if self.borrowed is None else d.effect_of(self.borrowed[0], self.borrowed[2])
        spec = teff.target
        if spec is None:
            return TARGETS_NOTHING
        ctx = Ctx(d, self.player, d.cards[self.card], teff, self.events, declared=self.declared)
        part = spec.part_to_fill(len(self.chosen))
        return (spec if part is None else part).refusal(ctx, t) or self._taken_refusal(d, ctx, spec, t)

    def choice_refusal(self, d: Duel, t: Card) -> str:
        """Why `t` is not on offer at the card question this activation is asking now ("" where it is, or where no
        reason is known): a target (`target_refusal`) or a card for the cost. Each reason is the check of the
        question's own candidates that `t` fails (the `*_cost_refusal` functions, beside the candidates they mirror),
        worked out only when asked."""
        p = d.pending
        if p is None:
            return ""
        if p.kind == "target":
            return self.target_refusal(d, t)
        if p.kind != "cost":
            return ""
        c = d.cards[self.card]
        eff = self._eff(d)
        cost = eff.cost
        ask = self.asking
        if ask == "grave":
            taken = self.cost_cards[self.discarded:]
            if t.idx in taken:
                return COST_CHOSEN
            why = grave_cost_refusal(d, self.player, c, eff, t)
            if why:
                return why
            if cost.distinct_names and any(same_name(t, d.cards[i]) for i in taken):
                return COST_NAME_CHOSEN
            if cost.one_each and not one_each.completable(
                    self._ctx(d), cost.one_each, [*(d.cards[i] for i in taken), t],
                    grave_cost_candidates(d, self.player, c, eff)):
                return cost_quoting(NOT_ONE_EACH, eff)
            return "" if self._may_pay(t.idx) else COST_NO_WAY
        if t.idx in self.chosen and ask != "reveal":
            return COST_CHOSEN
        if ask in ("reveal", "hand"):
            why = hand_cost_refusal(d, self.player, c, eff, t)
            if why or ask == "hand":
                return why or ("" if self._may_pay(t.idx) else COST_NO_WAY)
            return "" if cost.reveal is None or cost.reveal(self._ctx(d), t) else cost_quoting(NOT_WANTED, eff)
        if ask == "counters":
            return counter_refusal(d, self.player, cost.remove_counters[0], cost.counters_side, t)
        if ask == "tribute":
            why = tribute_refusal(d, self.player, c, eff, self.chosen, t)
            if why or not cost.tribute:
                return why
            if cost.tribute_equipped and t.idx != self.equipped:
                return COST_EQUIPPED
            return "" if self._may_pay(t.idx) else COST_NO_WAY
        if ask == "field":
            why = field_cost_refusal(d, self.player, c, eff, t)
            if why or cost.field_send_any:
                return why
            if zone_to_free(d, self.player, eff, self.chosen) and t.zone is not Zone.MONSTERS:
                return COST_ZONE_TO_FREE
            if cost.one_each:
                cands = field_cost_candidates(d, self.player, c, eff)
                if not one_each.completable(self._ctx(d), cost.one_each, [*(d.cards[i] for i in self.chosen), t],
                                            cands):
                    return cost_quoting(NOT_ONE_EACH, eff)
            return "" if self._may_pay(t.idx) else COST_NO_WAY
        if ask == "fusion":
            if t.idx == c.idx:
                return COST_CHOSEN  # it is tributed with the others, chosen from the start
            if t not in d.monsters_of(self.player):
                return COST_FROM["tribute"]  # (the materials tributed with it are monsters its activator controls)
            if not d.can_be_tributed(t):
                return COST_UNTRIBUTABLE
            return "" if t in fusion_tribute_choices(d, self.player, c, eff, self.chosen)[0] else COST_NO_SET
        if ask in ("synchro", "materials"):
            side = cost.materials_side if ask == "materials" else "own"
            pool = material_pool(d, self.player, side, cost.materials == "banish") if ask == "materials" \
                else material_pool(d, self.player)
            if t not in pool:
                return COST_FROM["materials_any" if side == "any" else "materials"]
            nxt = material_choices(c, pool, self.chosen, d.race) if ask == "materials" \
                else synchro.next_materials(d, c, pool, self.chosen)
            return COST_NO_SET if t not in nxt else "" if self._may_pay(t.idx) else COST_NO_WAY
        return ""

    def _may_pay(self, i: int) -> bool:
        """Whether card `i` may be picked next for the cost: with the cards picked so far, it is part of a way of
        paying that leaves the effect something to do (every card, where every way does)."""
        return self.ways is None or self.ways.allows([*self.cost_cards, *self.chosen, i])

    def _pay_unchosen(self, d: Duel, c: Card, cost: Cost) -> None:
        """Costs nobody chooses: the top of the deck banished or sent to the graveyard, hand cards
        banished or discarded at random; this card shown from the hand."""
        pl = d.players[self.player]
        if cost.reveal_self and c.zone is Zone.HAND:
            d.reveal([c], 1 - self.player, cost=True)
        if cost.mill:
            milled = pl.deck[len(pl.deck) - cost.mill:]
            d.mill(self.player, cost.mill, Cause(self.player, Reason.COST, c.idx))
            self.cost_cards += milled
        picked = [d.cards[i] for i in pl.deck[len(pl.deck) - cost.banish_deck:]] if cost.banish_deck else []
        hand = [i for i in pl.hand if i != c.idx]
        for _ in range(min(cost.banish_hand_random, len(hand))):
            picked.append(d.cards[hand.pop(d.rng.below(len(hand)))])
        if picked:
            d.banish(picked, Cause(self.player, Reason.COST, c.idx))
            self.cost_cards += [x.idx for x in picked]
        discarded = [hand.pop(d.rng.below(len(hand))) for _ in range(min(cost.discard_random, len(hand)))]
        if discarded:
            d.discard(discarded, Cause(self.player, Reason.COST, c.idx))
            self.cost_cards += discarded

    def complete(self, d: Duel, c: Card, eff: Effect) -> None:
        """Everything is paid and chosen: the activation becomes a chain link."""
        link = ChainLink(self.player, c.idx, self.oid, self.effect, d.speed_of(c, eff), self.events, eff)
        link.targets = [(i, d.cards[i].oid) for i in self.chosen]
        link.zone = self.zone
        link.borrowed = self.borrowed
        link.serial = d.serial
        link.names = self.names
        teff = eff if self.borrowed is None else d.effect_of(self.borrowed[0], self.borrowed[2])
        if teff.targets_player:
            link.player_target = self.player if teff.targets_player == "own" else 1 - self.player
        link.declared = self.declared
        link.noted = self.noted
        link.paid = self.paid
        link.cost_cards = self.cost_cards.copy()
        d.chain.append(link)
        link.number = len(d.chain)
        d.activation_count += 1
        # a link added to the chain is an event of its own (「連爆魔人」: a spell or trap chained)
        ev = Event("chained", Cause(self.player, Reason.RULE, c.idx), c.idx, self.player, amount=link.number)
        d.record(ev)  # effects applied at once (「強欲な壺の精霊」) follow this step
        if eff.once_per_turn or eff.uses_per_turn:
            d.note_used(c, self.effect, self.oid)
        if eff.at_calculation:
            d.reach_calculation()  # negated or not: at damage calculation now, past the start window
        if eff.left_once:
            d.end_lingering(eff)  # used up as it is activated: a negated activation is no less a use
        if eff.once_per_name:
            pl = d.players[self.player]
            pl.did = {**pl.did, d.name_use_key(c, self.effect): d.turn}
        if eff.kind is Kind.ACTIVATE and c.data.kind == "trap" and c.t_entered == d.turn and d.any_static:
            permit = d.early_trap_permit(self.player)  # a trap set this turn: the permit is used up
            if permit is not None:
                d.note_used(*permit)
        if eff.kind is Kind.ACTIVATE and c.data.kind in ("spell", "trap"):
            # a turn_ban of "activate_spell" reads it, and a lock on a second spell or trap card (「大将軍 紫炎」)
            pl = d.players[self.player]
            pl.did = {**pl.did, f"activate_{c.data.kind}": d.turn}
        for what in eff.turn_ban:  # from its activation on, for the rest of the turn
            d.forbid_player(self.player, what, Cause(self.player, Reason.RULE, c.idx), but_source=True)
        if eff.no_attack_that_turn:  # a condition of the activation, kept even if the effect is negated
            d.restrict(c, "attack", Cause(self.player, Reason.RULE, c.idx))
        for left in eff.on_activation:  # from its activation on, kept even if the effect is negated
            d.linger(c, self.player, left if isinstance(left, Effect) else left(link),
                     Cause(self.player, Reason.RULE, c.idx))
        if eff.name_once:  # the activation of a card of its names (all it has now), not a face-up copy's effects
            for name in names_of(c):
                d.ban_name(name, "activate_card", Cause(self.player, Reason.RULE, c.idx), player=self.player)
        shown = self.chosen if self.borrowed is None else [self.borrowed[0], *self.chosen]
        paid = paid_parts(d, c, d.this_thing[self.since:], d.log[self.logged:])
        # a trigger's event, the player and the card it was about: what tells its link from another of the same card
        # set off by the same thing (「クリオスフィンクス」, once for each monster returned), which the log says
        why = self.events[0] if eff.kind is Kind.TRIGGER and self.events else None
        about = () if why is None else ((why.player, d.ref(why.card)) if why.card >= 0 else (why.player,),)
        d.log.append(LogEntry("activate", (link.number, self.player, d.shown_ref(c.idx), paid,
                                           tuple(d.ref(i) for i in shown), self.said, *about)))
        d.stack.pop()

    def answer(self, d: Duel, o: Option) -> None:
        cost = self._eff(d).cost
        kind, n = cost.remove_counters
        if self.stage == 4 and o.kind == "cost" and self.removed < n:
            self.removed += d.remove_counter(d.cards[o.card], kind, 1, Cause(self.player, Reason.COST, self.card))
            return
        if self.stage == 4 and o.kind == "cost" and (d.cards[o.card].zone is Zone.GRAVE or (
                cost.banish_hand and d.cards[o.card].zone is Zone.HAND)):
            self.cost_cards.append(o.card)  # banished once all are chosen
            return
        if self.stage in (4, 5) and o.kind == "done":  # no more graveyard cards banished, or materials tributed
            self.enough = True
        elif o.kind == "done":
            self.stage = 7
        elif o.kind == "pay":
            self.paid = o.arg
        elif o.kind == "effect":
            src = d.cards[self.chosen.pop()]
            self.borrowed = (src.idx, src.oid, o.arg)
        elif o.kind == "declare":
            self.declared = o.key.removeprefix("declare:")  # the declared key (a card name: its passcode)
            self.said = (o.label_ja, o.label_en)
        else:
            self.chosen.append(o.card)


def copyable_effects(ctx: Ctx, src: Card) -> list[int]:
    """The numbers of `src`'s activated effects that the activation in `ctx` may become now (`Effect.borrows`):
    those whose condition holds and that have their targets or something to act on (their costs are not paid).
    An effect that itself borrows is not one: 「二重魔法」 using 「二重魔法」 would look for a spell in the same
    graveyard, itself included, for ever."""
    d = ctx.duel
    defn = d.defs[src.idx]
    if defn is None:
        return []
    return [n for n, e in defn.activated if e.kind is Kind.ACTIVATE and not e.borrows
            and d.can_resolve_something(Ctx(d, ctx.player, ctx.card, e, ctx.events, declared=ctx.declared))]


# an effect applied at once: its player, card, effect number and event, and the other events of the same thing that
# a `together` one carries (`Duel._joined_due`)
Due = tuple[int, int, int, Event, tuple[Event, ...]]


def at_once_frames(d: Duel, due: tuple[Due, ...]) -> list[Frame]:
    """The frames that apply the at-once effects `due`, in their order; one player's maintenance costs due for
    one event (their standby phase begins) make one `OrderUpkeep` where there are several, at the first one's place."""
    def upkeep(x: Due) -> bool:
        return d.effect_of(x[1], x[2]).upkeep

    out: list[Frame] = []
    for i, x in enumerate(due):
        # the group by places in `due`, not by `is`: compiled (mypyc), a `Due` is a struct copied out of the tuple at
        # each read, so no two reads of one are the same object
        places = [j for j, y in enumerate(due) if upkeep(y) and y[3] is x[3] and _payer(d, y) == _payer(d, x)] \
            if upkeep(x) else []
        mine = tuple(due[j] for j in places)
        if not _to_order(d, mine):
            out.append(AtOnce(*x))
        elif i == places[0]:
            out.append(OrderUpkeep(mine))
    return out


def _kept(d: Duel, x: Due) -> Card | None:
    """The card a maintenance cost keeps, while it is face-up on the field: its own, or the one its effect names
    (`Effect.upkeep_of`: 「デビルズ・サンクチュアリ」's token)."""
    eff, own = d.effect_of(x[1], x[2]), d.cards[x[1]]
    c = own if eff.upkeep_of is None else eff.upkeep_of(Ctx(d, x[0], own, eff))
    return c if c is not None and c.on_field and c.face_up else None


def _payer(d: Duel, x: Due) -> int:
    """Who pays a maintenance cost: the controller of the card it keeps."""
    c = _kept(d, x)
    return x[0] if c is None else c.ctl


def _to_order(d: Duel, due: tuple[Due, ...]) -> bool:
    """Whether the order of these maintenance costs is its player's to pick: several cards' (copies of one card too:
    which of them is paid for may matter, one bound by 「血の刻印」) whose order can change what happens. Costs that
    only pay LP or only discard (`Effect.upkeep_lp`, `Effect.upkeep_discards`) and that the hand and the LP cover all
    together, with LP left over, cannot: each stays payable (or declinable) whatever is paid before it. A tribute (it
    may take a card whose cost is due too), a hand too small, or LP short or just enough can: paid to 0, the LP an
    at-once effect makes the opponent pay for one of them (「血の刻印」) may end the duel before or after the last."""
    kept = {c.idx for x in due if (c := _kept(d, x)) is not None}
    if len(kept) < 2:
        return False
    effs = [d.effect_of(x[1], x[2]) for x in due]
    if any(e.upkeep_lp <= 0 and e.upkeep_discards <= 0 for e in effs):
        return True
    pl = d.players[_payer(d, due[0])]
    return sum(e.upkeep_lp for e in effs) >= pl.lp or sum(e.upkeep_discards for e in effs) > len(pl.hand)


class OrderUpkeep(Frame):
    """Several maintenance costs of one player due at once: that player picks the one applied next, one at a time
    (what one takes may settle another: LP paid leave too few for the next, a tribute takes a card that had a cost
    of its own), as they order their continuous effects (R003-034); a card that has left the field meanwhile is no
    longer offered. Once the order left can change nothing, the rest are applied in their own order, unasked."""

    __slots__ = ("due",)

    def __init__(self, due: tuple[Due, ...]) -> None:
        self.due = due

    def step(self, d: Duel) -> None:
        left = tuple(x for x in self.due if _kept(d, x) is not None)
        if _to_order(d, left):
            self.due = left
            d.pending = Decision(_payer(d, left[0]), "order",
                                 [d.card_option("order", c.idx) for x in left if (c := _kept(d, x)) is not None],
                                 "which maintenance cost is applied first?", "先に適用する維持コストを選ぶ")
            return
        d.stack.pop()
        d.stack.extend(AtOnce(*x) for x in reversed(left))  # (the stack runs the last pushed first)

    def answer(self, d: Duel, o: Option) -> None:
        k = next(k for k, x in enumerate(self.due) if (c := _kept(d, x)) is not None and c.idx == o.card)
        d.stack.pop()
        d.stack.append(OrderUpkeep((*self.due[:k], *self.due[k + 1:])))  # (by place: see `at_once_frames`)
        d.stack.append(AtOnce(*self.due[k]))  # (the stack runs the last pushed first)


class AtOnce(Replaying):
    """An effect applied at once when its event happens, without a chain link (`Kind.AT_ONCE`). One that asks
    while it applies (`Effect.asks`: 「魔王ディアボロス」's top or bottom) keeps a snapshot from before it ran and
    replays from it with each answer, as a resolving chain link does."""

    __slots__ = ("card", "effect", "event", "more", "player", "taken")

    def __init__(self, player: int, card: int, effect: int, event: Event, more: tuple[Event, ...] = ()) -> None:
        super().__init__()
        self.player = player
        self.card = card
        self.effect = effect
        self.event = event
        self.more = more  # the other events of the same thing a `together` one applies for
        self.taken = False

    def step(self, d: Duel) -> None:
        eff = d.effect_of(self.card, self.effect)
        if not eff.mandatory and not self.taken:
            d.pending = Decision(self.player, "optional", [
                Option(f"yes:{self.card}", "yes", self.card, self.effect, "yes", "はい"),
                Option("no", "no", label_en="no", label_ja="いいえ")],
                "apply this effect?", "効果を適用する？", passable=True)
            return
        # one that asks stays on the stack while it applies, to take the answer; the others leave it first (replayed
        # with an answer, it keeps the snapshot it took the first time)
        snapshot = (self.snapshot if self.snapshot is not None else d.clone()) if eff.asks else None
        at = len(d.stack) - 1 if eff.asks else -1
        if at < 0:
            d.stack.pop()
        assert eff.operation is not None
        c = d.cards[self.card]
        link = ChainLink(self.player, self.card, c.oid, self.effect, 0, (self.event, *self.more), eff)
        link.asked = list(self.asked)
        line = len(d.log)
        d.log.append(LogEntry("at_once", (self.player, d.ref(c.idx))))
        d.at_once_link = link
        try:
            eff.operation(Resolution(d, link))
        except NeedAnswer as q:
            assert snapshot is not None, "an operation asked without declaring asks=True"
            self.snapshot = snapshot
            d.pending = q.decision
            return
        finally:
            d.at_once_link = None
        if len(d.log) == line + 1 and eff.text_en and not eff.note:
            # it did nothing the log shows (it left an effect in place: a spirit's return to the hand): its line
            # names the effect, which the card's other effects leave to be guessed (a note for a later effect is
            # none of its text's)
            d.log[line] = LogEntry("at_once", (*d.log[line].args, eff.text_ja or eff.text_en, eff.text_en))
        if at >= 0:
            del d.stack[at]  # this frame; what the operation put above it stays
        d.chain_loose_triggers()

    def choice_refusal(self, d: Duel, t: Card) -> str:
        """Why `t` is no answer to the card question the operation asks now ("" where it is, or where the question
        declares no reason): the operation is applied again on a copy of its snapshot up to that question, whose
        `ask_cards` says it (`effects.probing`), as `ResolveChain.choice_refusal`."""
        p = d.pending
        if p is None or not any(o.card >= 0 for o in p.options) or any(o.card == t.idx for o in p.options):
            return ""
        return self._probe(t.idx)

    def word_refusal(self, d: Duel, word: str) -> str:
        """Why `word` is no answer to the question the operation asks now: a choice it leaves out (`closed`)."""
        return self._probe(word)

    def _probe(self, what: int | str) -> str:
        if self.snapshot is None:
            return ""
        probe, frame = self.probe_copy()
        return probing(probe, what, lambda: frame.step(probe))

    def answer(self, d: Duel, o: Option) -> None:
        if self.snapshot is not None:
            self.replay(d, o.key)  # apply it again from before it ran, now with this answer too
        elif o.kind == "no":
            d.stack.pop()
        else:
            self.taken = True


class ResolvedLink(NamedTuple):
    """One link of a chain that has resolved (`Duel.last_chain`): who activated which card, and how it resolved
    (`Duel.link_status`: "ok", "negated_activation" (its activation did not succeed), "negated_effect", "fizzle"),
    and when it was activated (`serial`: a card that counts activations counts those made while it already applied)."""

    player: int
    card: int
    passcode: int
    status: str
    serial: int
    names: tuple[int, ...]  # the card's names as it was activated (`ChainLink.names`)


class ResolveChain(Replaying):
    """Resolves the chain link by link, then sends spent spells and traps away and starts triggers."""

    __slots__ = ("resolved", "spent", "summoned")
    gathers_triggers = True

    def __init__(self) -> None:
        super().__init__()
        self.spent: list[int] = []
        # a monster chain link 1 normal summoned face-up: its summon-negation window follows the chain
        self.summoned = -1
        self.resolved: list[ResolvedLink] = []  # the links resolved, in order

    def step(self, d: Duel) -> None:
        if d.chain:
            link = d.chain[-1]
            status = d.link_status(link)
            # a card that negates effects targeting it (`Effect.ward`) negates this one as it resolves
            warded = d.ward(link) if status == "ok" and d.any_ward else None
            if warded is not None:
                w = warded[0].effect.ward
                status = "negated_activation" if w is not None and w.face_down else "negated_effect"
            if status == "ok":
                question = d.resolution_question(link)
                if question is not None:
                    d.pending = question
                    return
            # an operation that may stop at a decision (its own, a replacement's, a redo of a toss) keeps a
            # snapshot from before it ran, RNG included: the duel stops where the question is asked, and the
            # answer replays the operation from the snapshot (the same one for each of its questions); a
            # replacement may start to apply while it runs (a monster it flips face-up), so any the duel has count
            asks = status == "ok" and (d.link_effect(link).asks or d.any_repl
                                       or bool(d.active_replacements()) or bool(d.redoers()))
            snapshot = (self.snapshot if self.snapshot is not None else d.clone()) if asks else None
            d.chain.pop()
            d.resolving = True
            # a ward found before the link resolves is named on its resolution's line, as the pages name a face-up
            # card negating it (「…」解決だが、「王宮のお触れ」によって効果が無効にされる)
            named = warded is not None and status == "negated_effect"
            try:
                # a ward that rolls a die (`Ward.die`) negates it, if at all, once it has begun to resolve
                warded = d.resolve_link(link, status, warded[0].card.idx if named and warded else -1) or warded
            except NeedAnswer as q:
                assert snapshot is not None, "an operation asked without declaring asks=True"
                self.snapshot = snapshot
                d.pending = q.decision
                return
            self.snapshot, self.asked = None, []
            d.resolving = False
            if warded is not None:  # said after the link's resolution begins, where the chain's print shows it
                # a face-down ward shows itself: it turns face-up as it negates (below)
                if not named:
                    d.log.append(LogEntry("warded", (d.shown_ref(warded[0].card.idx), d.shown_ref(link.card))))
                if status == "ok":
                    status = "negated_effect"
            self.resolved.append(ResolvedLink(link.player, link.card, d.cards[link.card].data.passcode, status,
                                                      link.serial, link.names))
            c = d.cards[link.card]
            if warded is not None and warded[0].effect.ward is not None and warded[0].effect.ward.destroy \
                    and c.oid == link.oid and c.on_field:
                a = warded[0]
                d.destroy([c], Cause(a.player, Reason.EFFECT, a.card.idx, a.number))
            if warded is not None and warded[0].effect.ward is not None and warded[0].effect.ward.face_down:
                a, t = warded
                if t.zone is Zone.MONSTERS and t.face_down:  # it turns face-up as it negates the activation
                    d.set_position(t, t.up_pos, Cause(a.player, Reason.EFFECT, t.idx, a.number))
            # a trap that becomes an equip card stays only if it did (its monster may be unaffected by it); once it
            # is an equip card, its other effects (「Ｄ－チェーン」's burn) do not use it up
            defn = d.defs[c.idx]
            if defn is not None and defn.equip_trap:
                stays = c.equipped_to >= 0
            else:
                # only the card's activation uses it up: another effect of a card that stayed on the field
                # (「光の護封剣」's end) leaves it there, negated too (under 「王宮の勅命」)
                stays = (status == "ok" and d.link_effect(link).remains) or link.activated.kind is not Kind.ACTIVATE
            if c.oid == link.oid and c.on_field and c.data.kind != "monster" and not stays:
                self.spent.append(c.idx)
            return
        # a card whose activation was negated goes to the graveyard without having been sent from the field
        # (「魔術の呪文書」 gains nothing): its event says so (`NEGATED_ACTIVATION`)
        unactivated = {r.card for r in self.resolved if r.status == "negated_activation"}
        for i in self.spent:
            c = d.cards[i]
            if not (c.on_field and c.face_up and (d.leaves_after_resolving(c) or not c.active or c.equips_nothing)):
                continue
            if i in unactivated:
                d.send_to_grave([i], d.rule_cause(c.ctl), detail=NEGATED_ACTIVATION)
            elif c.equips_nothing:
                d.send_equipless(c)
            else:
                d.send_to_grave([i], d.rule_cause(c.ctl))
        if d.copies:
            d.settle_copies()  # 「ファントム・オブ・カオス」 that left the field while its copied effect resolved
        d.log.append(LogEntry("chain_end"))
        d.end_looks()  # a look at a hand made in the chain is over with it
        d.stack.pop()
        # the whole chain has resolved: cards that count a chain's links answer this (「獣人アレス」)
        d.last_chain = tuple(reversed(self.resolved))
        d.record(Event("chain_resolved", d.rule_cause(d.tp), player=d.tp, amount=len(self.resolved)))
        if self.summoned >= 0:
            from arbiter.ocg.summon import EffectSummon  # summon.py builds on this module

            d.stack.append(EffectSummon(self.summoned))
            return
        answerable = d.answerable_events()
        if d.triggers:
            d.stack.append(TriggerChain(answerable))
        elif answerable:
            # a chain that resolved in the damage step leaves its window there (ocg-rules 3.5)
            d.stack.append(Window(d.tp, answerable, damage_step=d.phase == "battle:damage"))


    def choice_refusal(self, d: Duel, t: Card) -> str:
        """Why `t` is no answer to the card question the resolving operation asks now ("" where it is, or where the
        question declares no reason): the operation is replayed on a copy of its snapshot up to that question, whose
        `ask_cards` says it by the checks that made its cards (`effects.probing`)."""
        p = d.pending
        if p is None or not any(o.card >= 0 for o in p.options) or any(o.card == t.idx for o in p.options):
            return ""
        if self.snapshot is None:
            # the effect's declared `Choice`, asked before its operation runs (`Duel.resolution_question`): its
            # candidates are the cards the effect's words name
            eff = d.link_effect(d.chain[-1]) if p.kind == "choice" and d.chain else None
            return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja) if eff is not None and eff.choice is not None \
                and eff.text_en else ""
        return self._probe(t.idx)

    def word_refusal(self, d: Duel, word: str) -> str:
        """Why `word` is no answer to the question the resolving operation asks now: a choice its words name that
        the check making the options leaves out, by that check's reason (`Resolution.ask`'s `closed`); "" where the
        word is none of those."""
        return "" if self.snapshot is None else self._probe(word)

    def _probe(self, what: int | str) -> str:
        """The operation replayed on a copy of its snapshot up to the question pending, probed with `what`."""
        probe, frame = self.probe_copy()
        probe.chain[-1].asked = self.asked.copy()
        return probing(probe, what, lambda: frame.step(probe))

    def answer(self, d: Duel, o: Option) -> None:
        if self.snapshot is not None:
            # replay the operation from before it ran, now with this answer too
            d.chain[-1].asked = self.replay(d, o.key).copy()
            return
        d.chain[-1].answer_choice(o)


class PendingTrigger:
    """A trigger effect set off by an event, waiting for the next chain."""

    __slots__ = ("card", "effect", "event", "moment", "more", "oid", "player", "serial")

    def __init__(self, player: int, card: int, oid: int, effect: int, event: Event, serial: int = 0,
                 more: tuple[Event, ...] = (), moment: int = 0) -> None:
        self.player = player
        self.card = card
        self.oid = oid  # its card's object then
        self.effect = effect
        self.event = event
        self.serial = serial  # what had happened when it was set off: for missing the timing
        self.more = more  # the other events of the same thing a `together` trigger answers in the same link
        self.moment = moment  # the duel's moment then (`Duel.moment`): for a card that moved after its event

    @property
    def events(self) -> tuple[Event, ...]:
        return (self.event, *self.more)


class TriggerChain(Frame):
    """Puts waiting triggers on a new chain in the fixed order, then opens the response window.

    Groups in order: turn player's mandatory, opponent's mandatory, turn player's optional,
    opponent's optional. A player with several triggers in a group first orders them all, link 1 first
    (one `choose` in a scenario, format convention 5); then each is activated, or, if optional, offered.
    `reopen`: its window is one after which the turn player gets priority again at the same moment, its chain
    resolved (an attack declaration's: the battle step goes on, `Window.reopen`).
    """

    __slots__ = ("events", "group", "ordered", "queue", "reopen", "started")

    def __init__(self, events: tuple[Event, ...] = (), reopen: bool = False) -> None:
        self.queue: list[PendingTrigger] = []
        self.group: list[PendingTrigger] = []  # the current group, still to be ordered
        self.ordered: list[PendingTrigger] = []  # the current group in the order chosen, still to be activated
        self.started = False
        self.events = events  # also answerable in the window after the triggers (a summon)
        self.reopen = reopen

    def step(self, d: Duel) -> None:
        if not self.started:
            self.started = True
            waiting, d.triggers = d.triggers, []
            # an optional "when ... you can" trigger whose event was not the last thing to happen
            # misses the timing
            missed = [t for t in waiting if d.effect_of(t.card, t.effect).misses_timing and t.serial != d.serial]
            for t in missed:
                d.note_untaken(t, MISSED_TIMING)
            waiting = [t for t in waiting if t not in missed]
            for mandatory in (True, False):
                for p in (d.tp, 1 - d.tp):
                    group = [t for t in waiting
                             if t.player == p and d.must_activate(d.cards[t.card], d.effect_of(t.card, t.effect))
                             == mandatory]
                    if group:
                        self.queue.append(PendingTrigger(p, -1, 0, 0, group[0].event))  # a group marker
                        self.queue.extend(group)
        while self.group or self.ordered or self.queue:
            if self.group:
                # the player orders a group of several cards' triggers, the next link at a time; several
                # triggers of one card keep the order of their events
                if len({g.card for g in self.group}) > 1:
                    d.pending = Decision(self.group[0].player, "order",
                                         [d.card_option("order", g.card) for g in self.group],
                                         "choose the next chain link", "次のチェーンを選ぶ")
                    return
                self.ordered += self.group
                self.group = []
                continue
            if self.ordered:
                self._offer(d, self.ordered.pop(0))
                return
            t = self.queue.pop(0)
            if t.card < 0:
                # collect this group's triggers that can still be activated
                while self.queue and self.queue[0].card >= 0:
                    g = self.queue.pop(0)
                    why = self._untaken(d, g)
                    if why:
                        d.note_untaken(g, why)
                    else:
                        self.group.append(g)
                continue
        d.stack.pop()
        damage_step = d.phase == "battle:damage"  # only what the damage step allows may answer there
        if d.chain:
            # the window of this trigger chain: what answers the events must be chained to the triggers
            # (R003-045); it ends when the chain has resolved, or, `reopen`, goes on without those events
            w = Window(1 - d.chain[-1].player, self.events, reopen=self.reopen, damage_step=damage_step)
            w.activations = 1
            d.stack.append(w)
        elif self.events:
            d.stack.append(Window(d.tp, self.events, reopen=self.reopen, damage_step=damage_step))

    @staticmethod
    def _untaken(d: Duel, t: PendingTrigger) -> str:
        """Why this trigger cannot be activated now ("" when it can): used up this turn, forbidden or locked, with
        nothing to do or its cost not payable."""
        eff = d.effect_of(t.card, t.effect)
        card = d.cards[t.card]
        # "most trigger effects" may be activated in the damage step (ocg-rules 3.5); its source excepts an optional
        # one set off by a monster the opponent summoned or one summoned to their side (the later texts of
        # 「サイバー・ダイナソー」 and 「ドラゴン・アイス」 name the exception)
        if d.phase == "battle:damage" and not d.must_activate(card, eff) and any(
                e.kind in _SUMMONS and (e.player != t.player or d.cards[e.card].ctl != t.player) for e in t.events):
            return SUMMON_IN_DAMAGE_STEP
        # used before this chain (no order asked for it), or by an earlier link (「暗黒界の書物」)
        if eff.once_per_turn and d.used_this_turn(card, t.effect):
            return USED_THIS_TURN
        # a trigger about another card's event (or a phase's) is set off where its card watches from (face-up on the
        # field, or its `from_zone`) and activated from there: once that card has moved after the event, in a later
        # moment, it is not (「インフェルノクインデーモン」 destroyed for its maintenance as the standby phase
        # began; 「王虎ワンフー」 destroyed by a lower link of the chain whose link summoned). A card moved by the
        # event or with it, in the same moment, answers from where it went (「サイクロン・ブーメラン」 destroyed as
        # its monster leaves); a trigger about its own card, from wherever it is (a flip effect whose monster a lower
        # link destroyed, R003-055)
        if t.effect >= 0 and eff.answers_others and t.event.card != t.card and card.moved_at > t.moment:
            return MOVED_AFTER_ITS_EVENT
        if eff.once_per_name and d.used_by_name(t.player, card, t.effect):
            return NAME_USED[eff.name_once_a_duel]
        if t.effect > 0 and d.activation_forbidden(card, eff):
            return CARD_FORBIDDEN  # e.g. flip effects under 王宮の号令
        if d.activation_locked(t.player, card, eff, t.events):
            return TRIGGER_LOCKED
        why = d.cost_refusal(t.player, card, eff)
        if why:
            return cost_unpaid(why)
        return d.resolve_refusal(Ctx(d, t.player, card, eff, t.events), cost_first=True)

    def _offer(self, d: Duel, t: PendingTrigger) -> None:
        eff = d.effect_of(t.card, t.effect)
        why = self._untaken(d, t)
        if why:
            # an earlier link of this chain used it up, paid with what its cost needed, or took what it would affect
            d.note_untaken(t, why)
            return
        if d.untaken:
            d.note_untaken(t, "")  # this time it is activated, or offered
        if d.must_activate(d.cards[t.card], eff):
            d.stack.append(Activation(t.player, t.card, t.effect, t.events))
            return
        self.ordered.insert(0, t)
        # the question names the card whose effect it is (its player knows it): "activate this effect?" alone left
        # the card to be guessed, two optional triggers at once to be told apart by the options' outlines
        c = d.cards[t.card]
        words: Question = prompt_for(c, "activate its effect?", "効果を発動する？") \
            if d.sees(t.player, c) else ("activate this effect?", "効果を発動する？", ())
        d.pending = Decision(t.player, "optional", [
            Option(f"yes:{t.card}", "yes", t.card, t.effect, "yes", "はい"),
            Option("no", "no", label_en="no", label_ja="いいえ")], *words, passable=True)

    def answer(self, d: Duel, o: Option) -> None:
        if o.kind == "order":
            t = next(g for g in self.group if g.card == o.card)
            self.group.remove(t)
            self.ordered.append(t)
            return
        t = self.ordered.pop(0)
        if o.kind == "yes":
            d.stack.append(Activation(t.player, t.card, t.effect, t.events))
        else:
            d.note_untaken(t, DECLINED)  # asked for later in this phase, it says so (a `resolve` declines it)
