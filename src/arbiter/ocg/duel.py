"""A duel: the top of its chain of classes (ocg/duel_state.py < in_force.py < pipeline.py < verbs.py <
between_steps.py < duel.py), with setting a card up (`add_card`), the public API (`advance`, `act`, `answer`,
`clone`, `rewind`), what may be activated now (`activatable`, read from ocg/legality.py), the resolution of a
chain link (`resolve_link`) and the end of the duel.

Every change of state goes through the event pipeline (ocg/pipeline.py): replacement, application, recording
for triggers.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.copying import assign_state, copy_state
from arbiter.kernel.decision import Decision, IllegalAction, Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.game import concede, resigner
from arbiter.kernel.log import LogEntry
from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg import cost_first, legality
from arbiter.ocg.between_steps import BetweenSteps
from arbiter.ocg.carddata import CardData, default_db
from arbiter.ocg.chain import (
    DECLINED,
    ChainLink,
    PendingTrigger,
    StepQuestion,
    Window,
    at_once_frames,
)
from arbiter.ocg.continuous import Applied
from arbiter.ocg.cost_first import Ways
from arbiter.ocg.declared_words import declared_words
from arbiter.ocg.duel_state import CardRef
from arbiter.ocg.effects import Ctx, Effect, Kind, Replies, Resolution, one_of_each_copy
from arbiter.ocg.lasting import (
    Control,
    Declared,
)
from arbiter.ocg.registry import definition
from arbiter.ocg.state import Card, Pos, Zone

# chain links resolved in a row while no player had a choice (every decision one option, or the order of effects
# that all apply): a loop of effects no one can stop, which makes the duel a draw (docs/uncertain-rulings.md:
# 「カオスポッド」 flipped again by 「召喚制限－猛突するモンスター」 at each resolution). Chains between real
# choices are far shorter
ENDLESS_LOOP_LINKS = 100

class Duel(BetweenSteps):
    """One duel under the expert rules. Create with `new` (decks) or the judge (a scenario)."""

    # ---- construction -----------------------------------------------------------------------------

    def add_card(self, data: CardData, owner: int, zone: Zone, pos: Pos = Pos.NONE, label: str = "",
                 slot: int = -1, ctl: int = -1) -> Card:
        """Put a new card into a zone (set-up only; during play cards move with `move`)."""
        c = Card(len(self.cards), data, owner, label)
        self.cards.append(c)
        defn = definition(data)
        self.defs.append(defn)
        if defn is not None:
            self._note_kinds(defn.effects)
            if defn.equip_limit is not None and (
                    (data.is_spell and "equip" in data.subtypes) or "union" in data.subtypes):
                self.limited_equips = (*self.limited_equips, c.idx)
        self.refs.append(CardRef(label, data.name_ja, data.name_en, card=c.idx))
        self._place(c, zone, owner if ctl < 0 else ctl, pos, slot)
        return c

    # ---- public API -------------------------------------------------------------------------------

    def advance(self) -> None:
        """Run the duel until a decision is pending or the duel is over."""
        while self.pending is None and self.winner is None:
            self.moment += 1  # each step is a moment of its own (a trigger's card that moved after its event)
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
            if self.any_owners_control and self._owners_version != self.version:
                self.keep_owners_control()
                continue
            if (self.any_unless or self.limited_equips) and self._unless_version != self.version:
                if self.any_unless or self.limit_equipping():
                    self._asking(self.destroy_unsupported)
                    continue
                self._unless_version = self.version  # no equip spell with a limit equips a monster: none to check
            if self.due:
                # the turn player's first: the stack runs the last pushed first
                self.stack.extend(reversed(at_once_frames(self, self.due)))
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
        """Answer the pending decision with the option `key`, or a player's resignation (`resign_key`). An illegal
        key changes nothing."""
        if (p := resigner(key)) is not None:
            self.resign(p)
            return
        if self.pending is None:
            raise IllegalAction("the duel is over" if self.over else "no decision is pending")
        o = self.pending.option(key)
        self.answer(o)

    def resign(self, player: int) -> None:
        """`player` resigns, whoever is deciding now: the duel ends at once, the other player the winner."""
        concede(self, player, LogEntry("resign", (player, 1 - player)))
        self.stack.clear()
        self.replay = None  # (a step's question waiting for its answer is asked no more)

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
        d.leaving_repl = []
        d.leaving_ties = None
        d.negated_for, d.leaving_negated = frozenset(), None
        d.touched = []  # a copy is another duel to its readers
        return d

    # ---- activation legality ----------------------------------------------------------------------

    def can_resolve_something(self, ctx: Ctx, cost_first: bool = False) -> bool:
        """No blank activation: a target to choose, or something for the effect to act on (`cost_first`: once its
        cost, found payable, is paid: `legality.resolve_refusal`)."""
        return not legality.resolve_refusal(ctx, cost_first)

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
        event of it left is dropped. Kept for its card's object now, the one a player asks about (a card that moved
        with its event or after it is a new object since)."""
        here = (self.turn, self.phase.split(":")[0])  # a step of the battle phase is that phase
        oid = self.cards[t.card].oid
        kept = tuple(u for u in self.untaken if u[3] == here and u[:3] != (t.card, oid, t.effect))
        self.untaken = (*kept, (t.card, oid, t.effect, here, why, len(self.log))) if why else kept

    def untaken_reason(self, c: Card, n: int) -> str:
        """Why effect `n` of `c`, a trigger its event set off in this phase, was not activated ("" if none was)."""
        here = (self.turn, self.phase.split(":")[0])
        defn = self.defs[c.idx]
        # the declared effects that make up one effect of the card's text answer for each other (「キング・もけもけ」
        # declares one per way of leaving the field)
        same = set(defn.by_text_number(defn.text_number(n))) if defn is not None and 0 < n <= len(defn.effects) \
            else {n}
        # a trigger its player declined is said so only while nothing has happened since (a later event, not its
        # own, is what a player asks about then: an attack on no monster, for 「アストラルバリア」)
        return next((why if why == DECLINED else Why(f"its event happened, but it could not be activated then: {why}",
                                                      f"発動条件となる事象は起きたが、その時に発動できなかった："
                                                      f"{in_lang(why, 'ja')}")
                     for card, oid, k, when, why, at in self.untaken if (card, oid, when) == (c.idx, c.oid, here)
                     and k in same and (why != DECLINED or at == len(self.log))), "")

    # ---- resolution -------------------------------------------------------------------------------

    def ward(self, link: ChainLink, dice: bool = False) -> tuple[Applied, Card] | None:
        """The continuous effect that negates `link`'s effect as it resolves because it targets a card that
        effect protects (`Effect.ward`: a card on the field, or in a graveyard for 「王家の眠る谷－ネクロバレー」), with
        that card; None if none does. With `dice`, only the wards that roll a die (`Ward.die`), each rolling for
        each card it protects among the link's targets until one hits; without, only the others. The card a link
        borrowed its effect from (`Effect.borrows`: 「二重魔法」's spell in a graveyard) is one of its targets."""
        if not self.any_ward or self.cannot_negate(link):
            return None
        aimed = [*link.targets, *([link.borrowed[:2]] if link.borrowed is not None else [])]
        targets = bool(aimed) and (self.link_effect(link).target is not None or link.borrowed is not None)
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
            for i, oid in aimed:
                t = self.cards[i]
                if t.oid != oid or not a.effect.affects(ctx, t) or self.unaffected(t, a.card, a.player):
                    continue
                if not w.die or self.roll_die(a.player, Cause(a.player, Reason.EFFECT, a.card.idx, a.number)) in w.die:
                    return a, t
        return None

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
        # copies of one card in a deck are one option, as at a question the operation asks (`Resolution.ask`)
        return Decision(link.player, "choice", [self.card_option("choice", c.idx) for c in one_of_each_copy(cands)],
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

    def _show_declared(self, link: ChainLink, eff: Effect, c: Card) -> None:
        """A continuous or field card whose effects read what its activation declared (`Effect.keeps_declared`:
        「禁止令」's card name, 「ＤＮＡ改造手術」's Type) keeps it in words while it stays face-up, for the board to
        show on the card (`view`): a player need not look back through the log to know what it locks."""
        if not (eff.keeps_declared and link.declared):
            return
        if eff.declare_name is None:
            ja, en = declared_words(link.declared)
        else:  # a name of the era, or of a later card this duel holds (a scenario's)
            code = int(link.declared)
            named = next((x.base for x in self.cards if x.base.passcode == code), None) or default_db().get(code)
            ja, en = named.name_ja, named.name_en
        self.remember(Declared((c.idx, c.oid), ja, en))

    def _say_what_applies(self, c: Card, link: ChainLink) -> None:
        """A continuous card's activation has resolved (a bare one, or one whose work logged nothing: a binding
        trap's), and its effects apply from now on: the chain line says what they do, as the rulings pages do
        (「王宮のお触れ」解決、場にある限り罠効果無効): those that apply without being activated, continuous,
        replacing or applied at once on their event (「天狗のうちわ」's destruction, a maintenance cost); an effect
        declared once for each of its events is said once."""
        defn = self.defs[c.idx]
        if defn is None or c.oid != link.oid or not c.on_field or not c.face_up or c.equips_nothing:
            return  # an equip spell that equipped nothing applies nothing
        said = list({(e.text_ja or e.text_en, e.text_en): None for e in defn.effects
                     if e.kind in (Kind.CONTINUOUS, Kind.REPLACEMENT, Kind.AT_ONCE) and (e.text_ja or e.text_en)})
        if said:
            self.log.append(LogEntry("applies_now", (tuple(ja for ja, _ in said), tuple(en for _, en in said))))

    def _operate(self, res: Resolution, eff: Effect) -> None:
        """Run the link's operation `eff`; a borrowed one whose card the link first puts on the field
        (`Effect.places_borrowed`) runs as that card's activation, the link's card then its own again."""
        link = res.link
        place = link.activated.places_borrowed if link.borrowed is not None else None
        placed = place(res) if place is not None else None
        if placed is None:
            assert eff.operation is not None
            eff.operation(res)
            return
        was = link.card, link.oid
        link.card, link.oid, res.card = placed.idx, placed.oid, placed
        self._show_declared(link, eff, placed)
        try:
            assert eff.operation is not None
            eff.operation(res)
        finally:
            link.card, link.oid = was
            res.card = self.cards[was[0]]

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
        if status in ("negated_effect", "fizzle"):
            # a link whose effect was negated or found no target still resolved, a thing of its own: what happened
            # before it is not the last thing (「激流葬」 as chain link 2, link 1's target gone: a "when ... you can"
            # trigger of a monster it destroyed misses the timing); a link whose activation was negated never was
            self.next_thing()
        if status != "ok":
            if status == "negated_effect" and c.oid == link.oid and c.on_field and eff.kind is Kind.ACTIVATE:
                self.turn_on(c)  # activated, only its effect negated: a continuous card stays on the field
                self._show_declared(link, eff, c)
                if eff.keeps_declared:  # what it declared or paid, which its effects read once the negation ends
                    assert eff.operation is not None
                    self.current_res = Resolution(self, link)
                    try:
                        eff.operation(self.current_res)
                    finally:
                        self.current_res = None
        else:
            self.log.append(LogEntry("resolve", (link.number, ref)))
            self.next_thing()
            if eff.kind is Kind.ACTIVATE and c.oid == link.oid and c.on_field:
                self.turn_on(c)
                self._show_declared(link, eff, c)
            assert eff.operation is not None
            self.current_res = Resolution(self, link)
            try:
                # as it is processed: the wards that roll a die roll now (a roll a card has redone is asked here, and
                # an answer replays the resolution from its snapshot, the same rolls first)
                warded = self.ward(link, dice=True) if self.any_ward else None
                if warded is None and not self._borrowed_gone(link):
                    said = len(self.log)
                    self._operate(self.current_res, eff)
                    if link.borrowed is not None:
                        self._keep_borrowed(self.current_res, eff)
                    # a continuous card whose activation did its work unseen (「六芒星の呪縛」 binds its target) says
                    # what applies from now on too, or its line would say only that it resolved
                    if eff.bare or (eff.kind is Kind.ACTIVATE and len(self.log) == said
                                    and "continuous" in c.data.subtypes):
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

    # ---- the end of the duel ----------------------------------------------------------------------

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
