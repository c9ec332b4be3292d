"""The event pipeline: every change of state is an event that goes replacement (`_apply`: the OCG's replacement
rules) -> application -> recording for triggers (`record`) -> update of continuous effects; and the verbs
that move cards between zones (`move`, `destroy`, `send_to_grave`, `banish`, `to_deck`, `discard`, control),
which a replacement may do instead of an event, with what follows from a move (equip cards left without
their monster, links between cards, control tied to a card).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterable, Iterator, Sequence
from types import TracebackType
from typing import TYPE_CHECKING, cast

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.kernel.replacement import Replacement, candidates, must_choose, offers, picked
from arbiter.kernel.replacement import apply as apply_replacement
from arbiter.ocg import categories
from arbiter.ocg.chain import (
    NEGATED_ACTIVATION,
    Activation,
    Due,
    PendingTrigger,
)
from arbiter.ocg.effects import Ctx, Effect, Kind, nothing_instead
from arbiter.ocg.in_force import InForce
from arbiter.ocg.lasting import (
    Change,
    Control,
    DestroyedByBattle,
    Forbid,
    Lasting,
    Left,
    LeftMonsterZone,
    Link,
    Note,
    Ref,
    Replacing,
    SentByOpponent,
    Shown,
    Summoned,
    Then,
    Until,
    Unusable,
)
from arbiter.ocg.names import attributes_of, is_named, names_of
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel


# events that are a player's summon or attack, as `Player.did` names them (a "summoned" event by its detail)
_DID_EVENTS = {"special_summoned": "special_summon", "attack_declared": "attack"}
_FIELD_SRC = (int(Zone.MONSTERS), int(Zone.SPELLS), int(Zone.FIELD))  # an event's `src`: from the field
# the `src` of the move of a monster whose summon never succeeded (negated: 「神の宣告」, 「キックバック」): no zone,
# as it was never on the field (R004-110), so nothing that answers a card leaving the field or a zone answers it
UNSUMMONED = 0
_DID_SUMMONS = {"normal": "summon", "gemini": "summon", "flip": "flip_summon"}
_BANISHED = int(Zone.BANISHED)


def also_banished(ev: Event) -> str | None:
    """"banished" for a card destroyed, sent or discarded that lands banished instead (「次元の裂け目」, destroy and
    banish): it is banished all the same, so what answers a banishment answers it too (besides its own kind)."""
    return "banished" if ev.dst == _BANISHED and ev.card >= 0 and ev.kind not in ("banished", "moved") else None


def _giving_back_to(r: Lasting[Control], to: int) -> Lasting[Control]:
    """The control record `r`, giving its monster back to `to` (itself where it does already)."""
    return r if to == r.change.back_to else dataclasses.replace(r, change=dataclasses.replace(r.change, back_to=to))


def _back_to_under(r: Lasting[Control], below: Sequence[Lasting[Control]]) -> int:
    """Where the ending control record `r`, the newest on its monster, gives it back, `below` being the records
    older than it that stay: to where it was before, unless the control effect that took it there (the next older
    record on it) is negated now (`Control.suspended`: 「強奪」 under 「王宮の勅命」), then to where that one would give
    it back, and so on down."""
    to = r.change.back_to
    for x in reversed(below):
        if x.card == r.card:
            if not x.change.suspended:
                break
            to = x.change.back_to
    return to


class Pipeline(InForce):
    """Events through replacement, application and recording, and the verbs that move cards."""

    # ---- the event pipeline -----------------------------------------------------------------------

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
        active = self._with_leaving(self.active_replacements(), ev)
        if spent or self.replacing:
            active = [r for r in active if r.key not in spent and r.key not in self.replacing]
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
            # while it is carried out, the replacement does not apply to what it puts in the event's place: a gain
            # that 「シモッチによる副作用」 makes damage, which 「レインボー・ライフ」 makes a gain again, stays a gain
            replacing, self.replacing = self.replacing, self.replacing | {chosen.key}
            try:
                # said before what the replacement does, which may log an event of its own (「シモッチによる副作用」's
                # damage), naming what it replaced: whose event (a card, or a player's gain or damage), True (something
                # is done instead), and whose hand where the event took a card to one (its owner's, where `move` puts a
                # card sent to a hand)
                source = self.ref(chosen.source)
                at = len(self.log)
                thing, since = self.this_thing, len(self.this_thing)
                whose = self.ref(ev.card) if ev.card >= 0 else ev.player
                to_hand = (self.cards[ev.card].owner,) if ev.card >= 0 and ev.dst == int(Zone.HAND) else ()
                self.log.append(LogEntry("replaced", (ev.kind, source, whose, True, *to_hand)))
                new = apply_replacement(ev, chosen)
                if new is not None and new.kind == ev.kind and ev.card >= 0 and new.dst != ev.dst:
                    # only where the card goes changed: the line says where, which the event's own may not say, and
                    # whose hand where a hand is either place
                    hand = (self.cards[ev.card].owner,) if int(Zone.HAND) in (ev.dst, new.dst) else ()
                    self.log[at] = LogEntry("replaced", (ev.kind, source, self.ref(ev.card), ev.dst, new.dst, *hand))
                elif new is not None and new.kind == ev.kind:
                    self.log[at] = LogEntry("replaced", (ev.kind, source))  # the same event goes on, changed
                elif new is None and (went := next((x.dst for x in thing[since:] if x.kind == ev.kind
                                                    and x.card == ev.card >= 0 and x.oid == ev.oid
                                                    and x.dst != ev.dst), None)) is not None:
                    # the replacement made the event itself, the card going elsewhere (a 「宝玉獣」 destroyed and
                    # placed as a spell, `place_as_spell`): only where it went changed, as above
                    hand = (self.cards[ev.card].owner,) if int(Zone.HAND) in (ev.dst, went) else ()
                    self.log[at] = LogEntry("replaced", (ev.kind, source, whose, ev.dst, went, *hand))
                elif new is None and len(self.log) == at + 1:  # nothing happens instead
                    self.log[at] = LogEntry("replaced", (ev.kind, source, whose, False, *to_hand))
                done = new is not None and new.kind != ev.kind and self._carry_out(new)
            finally:
                self.current_res, self.at_once_link, self.replacing = res, at_once, replacing
            if done:
                return None  # something else was done instead: `ev` does not happen
            if new is not None and new.kind == ev.kind == "damage":
                return self._apply(new, spent | {chosen.key})
            return new
        return ev

    def _with_leaving(self, active: list[Replacement], ev: Event) -> list[Replacement]:
        """`active`, and the replacement effects of the cards a `destroy` in progress has already moved off the field:
        the cards it destroys leave at the same time, so one that left first still replaces what happens to the
        others (the monster 「レッサー・デーモン」 destroys by battle in the same battle as itself is banished); the
        same for the cards one `send_to_grave` sends (`Duel.leaving`). Only for those cards: one that leaves
        after them because one of them left (the monster of a 「早すぎた埋葬」 destroyed with 「マクロコスモス」)
        leaves once the gone card's effect no longer applies."""
        if not self.leaving_repl or (ev.card >= 0 and ev.card not in self.leaving):
            return active
        here = {(r.key, r.source) for r in active}
        gone = [r for r in self.leaving_repl
                if (r.key, r.source) not in here and r.source in self.leaving and not self.cards[r.source].on_field]
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

    @staticmethod
    def made_by_replacement_of(ev: Event, c: Card) -> bool:
        """Whether `ev` is what a replacement effect of card `c`'s put in another event's place (`Event.replaced_by`
        holds its key, `_declared_replacement`)."""
        return ev.replaced_by.split(":")[0] == str(c.data.passcode)

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
        # a protection that lets nothing happen at all (「ホワイト・ホール」: the monster is not destroyed) leaves
        # no event for the player's other replacements (「漆黒の名馬」 destroyed in its place): it applies unasked.
        # Of several, the player picks only where one notes its use (「飛行エレファント」's spent or kept): plain ones
        # are alike
        stops = [r for r in mine if r.stops]
        if stops:
            plain = next((r for r in stops if not r.notes), None)
            stops = [*([] if plain is None else [plain]), *(r for r in stops if r.notes)]
            if len(stops) == 1:
                return stops[0]
            mine = stops
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
                            found.append(_declared_replacement(cast("Duel", self), c, n, e))
                for i in (*pl.hand, *pl.deck, *pl.grave) if self.any_zone_repl else ():
                    # a card's own replacement effect that applies where it is (`from_zone`): "if this card
                    # would be sent from the hand or deck ...", "banish this card from your graveyard instead"
                    # (「機械天使の儀式」)
                    defn = self.defs[i]
                    c = self.cards[i]
                    for n, e in enumerate(defn.effects if defn is not None else (), 1):
                        if e.kind is Kind.REPLACEMENT and e.from_zone is c.zone:
                            found.append(_declared_replacement(cast("Duel", self), c, n, e))
            for k, r in enumerate(self.lasting.of(Left)):
                if r.change.effect.kind is Kind.REPLACEMENT and self.still_there(r):
                    found.append(
                        _declared_replacement(cast("Duel", self), self.cards[r.source[0]], -1 - k, r.change.effect)
                    )
            self._repl = found
            self._repl_version = self.version
        if Replacing not in self.lasting.by:
            return self._repl
        return [*self._repl, *(r.change.replacement for r in self.lasting.of(Replacing))]

    def stopped(self, c: Card, zone: Zone, cause: Cause, kind: str) -> bool:
        """Whether a replacement effect that lets nothing happen instead (`effects.nothing_instead`) would stop
        `cause` moving `c` to `zone` now by a `kind` event (a card leaving a graveyard under 「王家の眠る谷－
        ネクロバレー」, which reads whether the effect ignores it and whether that graveyard is unaffected by it): an
        effect that picks the cards it moves does not offer such a card (`common.may_take`)."""
        ev = Event(kind, cause, c.idx, c.ctl, src=int(c.zone), dst=int(zone), oid=c.oid, pos=int(c.pos))
        return any(r.stops and r.applies(ev) for r in self.active_replacements())

    def draw_replaced(self, player: int, cause: Cause) -> bool:
        """Whether a replacement effect would make a draw `cause` makes `player` make no draw (「無効」 sends the cards
        to the graveyard instead, 「神殿を守る者」 forbids it): asked where their deck is empty, since only a draw that
        must be made from an empty deck loses the duel. The event names no card, as there is none to draw."""
        ev = Event("drawn", cause, -1, player, src=int(Zone.DECK), dst=int(Zone.HAND))
        return any(not r.watches and r.applies(ev) for r in self.active_replacements())

    def next_thing(self) -> None:
        """A new thing starts happening (a link resolves, a summon, a battle ...): what happened before
        is no longer the last thing (missing the timing; "when ..." traps)."""
        self.serial += 1
        self.moment += 1
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

    def answerable_events(self) -> tuple[Event, ...]:
        """The events of the last thing that happened which some card in this duel can answer."""
        return tuple(self.recent)

    def record(self, ev: Event, hold: bool = False, noted: bool = False) -> None:
        """Trigger recording: note every trigger effect this event sets off; they wait for the next chain.

        Flip effects fire when their card turns face-up from face-down (unless the flip was made
        without flip effects); other triggers declare the event kind they answer and, with `when`,
        which events of that kind. A trigger about its own card is checked wherever the card is;
        one about other cards only while its card is face-up on the field; one about either, each way.
        With `hold`, an event that leaves effects due to apply at once (`due`) notes only those: its triggers are
        looked for once they have applied, by recording it again with `noted=True` (a phase's start: its maintenance
        costs are paid first, `turn.PhaseTriggers`). One function, not two: it runs at every event.
        """
        if not noted:
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
                                 lambda: self.cards[ev.card].base.kind == "trap",
                                 1 - link.player if moved else link.player, res is not None)
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
                for p, i, n in self.at_once(ev):
                    self.due = self._joined_due(p, i, n, ev)
            if hold and self.due:
                return
        also = also_banished(ev)
        if ev.card >= 0:
            defn = self.defs[ev.card]
            if defn is not None and not self.dormant(self.cards[ev.card]):
                c = self.cards[ev.card]
                for n, e in defn.self_triggered:
                    if e.kind is Kind.FLIP:
                        if ev.kind == "flipped" and ev.detail != "no_flip_effect":
                            self.triggers.append(
                                PendingTrigger(c.ctl, c.idx, c.oid, n, ev, self.serial, moment=self.moment))
                    elif e.answers_own and (e.trigger == ev.kind or e.trigger == also):
                        p = self._own_trigger_player(c, ev)
                        ctx = Ctx(cast("Duel", self), p, c, e)
                        if e.when is None or e.when(ctx, ev):
                            if e.together and self._join_trigger(p, c, n, ev):
                                continue
                            # a `together` one also carries the events of the same thing recorded before its own,
                            # which it could not see from where its card was then (「モーターバイオレンス」 special
                            # summoned by one effect after another Machine)
                            more = tuple(x for x in self.this_thing[:-1] if x.kind == ev.kind
                                         and (e.when is None or e.when(ctx, x))) if e.together else ()
                            self.triggers.append(PendingTrigger(p, c.idx, c.oid, n, ev, self.serial, more, self.moment))
        for c, n, e in self.watchers():
            if e.trigger != ev.kind and e.trigger != also:
                continue
            p = self._ctl_then(c, c.ctl) if n > 0 else self._linger_player(e)
            if (c.idx != ev.card or n < 0) and (e.when is None or e.when(Ctx(cast("Duel", self), p, c, e), ev)):
                if e.trigger_player is not None:
                    p = e.trigger_player(Ctx(cast("Duel", self), p, c, e), ev)
                if e.together and self._join_trigger(p, c, n, ev):
                    continue
                self.triggers.append(PendingTrigger(p, c.idx, c.oid, n, ev, self.serial, moment=self.moment))

    def _join_trigger(self, p: int, c: Card, n: int, ev: Event) -> bool:
        """A `together` trigger already set off by an event of the same thing takes `ev` into its link: True.
        Replaced, not changed: a clone of the duel shares the waiting triggers."""
        for k, t in enumerate(self.triggers):
            if (t.card, t.oid, t.effect, t.player, t.serial) == (c.idx, c.oid, n, p, self.serial):
                self.triggers[k] = PendingTrigger(p, c.idx, c.oid, n, t.event, t.serial, (*t.more, ev), t.moment)
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
                # a gemini monster not gemini summoned has no effects (`dormant`); a spell or trap card applies its
                # effects once its activation has resolved (`active`), not while that activation waits on the chain,
                # but one an effect puts face-up answers its own arrival (「遺言の仮面」 equipped)
                if defn is None or not defn.at_once or not self.cards[i].face_up or self.dormant(self.cards[i]) \
                        or not (self._applying_here(self.cards[i]) or ev.card == i):
                    continue
                c = self.cards[i]
                # a card whose effects are negated (「スキルドレイン」, 「王宮のお触れ」) applies none but its costs;
                # while cards leave together, read as they began to leave (`negations_held`)
                negated = (c.idx, c.oid) in self.leaving_negated if self.leaving_negated is not None \
                    else self.effect_negated(c)
                # applied for its card's controller (its effect's player), or the player its text names
                found += [
                    (
                        c.ctl
                        if e.trigger_player is None
                        else e.trigger_player(Ctx(cast("Duel", self), c.ctl, c, e), ev),
                        i,
                        n,
                    )
                    for n, e in defn.at_once
                    if e.trigger in kinds
                    and (not negated or e.despite_negation)
                    and (e.when is None or e.when(Ctx(cast("Duel", self), c.ctl, c, e), ev))
                ]
        if self.any_at_once and ev.card >= 0 and ev.src in _FIELD_SRC and not self.cards[ev.card].on_field \
                and (left := self.defs[ev.card]) is not None:  # the card itself has just left the field
            c = self.cards[ev.card]
            found += [(ev.player, ev.card, n) for n, e in left.at_once if e.as_it_leaves and e.trigger in kinds
                      and (e.when is None or e.when(Ctx(cast("Duel", self), ev.player, c, e), ev))]
        for gone in self.battle_left if self.any_at_once else ():  # sent away by the battle whose end this is
            c = self.cards[gone.card]
            if (defn := self.defs[c.idx]) is not None and defn.at_once and not self.dormant(c):
                negated = c.idx in self.battle_muted
                found += [(gone.player, c.idx, n) for n, e in defn.at_once
                          if e.trigger in kinds and (not negated or e.despite_negation)
                          and (e.when is None or e.when(Ctx(cast("Duel", self), gone.player, c, e), ev))]
        for r in self.lasting.of(Left):
            e, p, i = r.change.effect, r.player, r.source[0]
            if e.kind is Kind.AT_ONCE and e.trigger in kinds and (
                    e.when is None or e.when(Ctx(cast("Duel", self), p, self.cards[i], e), ev)):
                found.append((p, i, self.lasting.number(e)))
        return found

    def _joined_due(self, p: int, i: int, n: int, ev: Event) -> tuple[Due, ...]:
        """`due` with card `i`'s at-once effect `n` set off by `ev`: a `together` one already waiting to apply for an
        event of the thing happening now carries this one too and applies once for them all (「六武衆の結束」: one
        counter for the monsters summoned together; a virus's check of the cards one effect drew)."""
        if self.effect_of(i, n).together:
            for k, x in enumerate(self.due):
                if x[1] == i and x[2] == n and any(w is x[3] for w in self.this_thing):
                    return (*self.due[:k], (*x[:4], (*x[4], ev)), *self.due[k + 1:])
        return (*self.due, (p, i, n, ev, ()))

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
                              if (c.zone is e.from_zone if e.from_zone is not None
                                  else (c.on_field and c.face_up and self._applying_here(c))
                                  or any(gone.card == i for gone in self.battle_left))]
            found += [(self.cards[r.source[0]], self.lasting.number(r.change.effect), r.change.effect)
                      for r in self.lasting.of(Left)
                      if r.change.effect.answers_others]
            self._watchers = found
        return self._watchers

    @staticmethod
    def _applying_here(c: Card) -> bool:
        """Whether the face-up card `c` on the field applies its effects there: a monster does; a spell or trap card
        once its activation has resolved (`active`), as its continuous effects (`InForce.statics`), not while its
        activation waits on the chain (「死霊の誘い」 chained to an effect that sends cards to the graveyard)."""
        return c.zone is Zone.MONSTERS or c.active

    def _drop_equips(self, monster: Card, gone: bool = False, waited: bool = False) -> None:
        """Equip cards on a monster that left the field (`gone`) or turned face-down are destroyed (in card order),
        but for the ones moved in the same group as the monster that left (`together`), and those of a monster
        leaving with other cards (`Duel.leaving`): they follow their own move, or wait for the others to leave,
        and the group's end destroys those still left on the field (`MovingTogether`, `waited`; 「光の追放者」
        destroyed with a monster no longer banishes its equip card)."""
        # only cards on the field can be equipped: their zones are looked at, not all the duel's cards
        for i in sorted(i for pl in self.players for i in (*pl.spells, pl.field, *pl.monsters) if i >= 0):
            c = self.cards[i]
            if c.equipped_to == monster.idx and c.on_field:
                if gone and (i in self.together or (not waited and monster.idx in self.leaving)):
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
        c.moved_at = self.moment
        c.gemini = c.woken = False  # a new object: not gemini summoned
        c.t_attacked = 0  # nor has it attacked this turn (「ヘル・ドラゴン」 revived after attacking)
        c.hand_since = c.since if c.zone is Zone.HAND and zone is Zone.MONSTERS else None
        c.hand_kept = None
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
        """Where a card moved to `dst` ends up: a token that leaves the field ceases to exist (`Zone.GONE`); a fusion
        or synchro monster headed for a deck goes to its fusion deck (「ミスティック・ソードマン ＬＶ６」 destroys one
        to the deck)."""
        if "token" in c.data.subtypes and dst not in (Zone.MONSTERS, Zone.SPELLS, Zone.FIELD):
            return Zone.GONE
        return Zone.EXTRA if dst is Zone.DECK and c.base.is_extra else dst

    def move(self, c: Card, zone: Zone, cause: Cause, kind: str, player: int = -1, pos: Pos = Pos.NONE,
             amount: int = 0, detail: str = "", slot: int = -1, logged: Callable[[], None] | None = None,
             actor: int = -1, becomes: CardData | None = None) -> bool:
        """Move a card between zones as one event; it becomes a new object (`slot`: into that zone of a row, one
        kept for it). False if replaced away. `logged` writes the verb's log lines for the move, once the card has
        landed and before what follows from it (its equip cards sent to the graveyard). The event names the card's
        controller before the move, or `actor` where given: a special summon names who summons it, and the field it
        goes to (`Event.onto`). `becomes`: what the card is once it lands there (a trap monster), before the
        triggers read the event (「精気を吸う骨の塔」 reads the Type of a monster special summoned)."""
        if pos is Pos.SET and zone is Zone.MONSTERS and self.no_face_down():
            pos = Pos.DEFENSE  # 「聖なる輝き」: a monster set goes face-up in defense position
        if not detail and c.zone in (Zone.SPELLS, Zone.FIELD) and any(
                link.neg_activation and link.card == c.idx and link.oid == c.oid for link in self.chain):
            detail = NEGATED_ACTIVATION  # destroyed by what negated its activation: not sent from the field
        # a token reaches no graveyard, nor any other zone off the field: what answers a card sent there never sees it
        zone = self._lands(c, zone)
        # a monster waiting in its zone for its summon to succeed (`summon._negation_window`) leaves only as its summon
        # is negated: it was never on the field
        src = UNSUMMONED if self.summoning(c) else int(c.zone)
        ev = self._apply(Event(kind, cause, c.idx, c.ctl if actor < 0 else actor, amount=amount, src=src,
                               dst=int(zone), oid=c.oid, pos=int(c.pos),
                               had=tuple(sorted(c.counters.items())) if c.counters else (),
                               equipped_to=c.equipped_to, detail=detail, onto=player if actor >= 0 else -1))
        if ev is None:
            return False
        left_monster_zone = c.zone is Zone.MONSTERS
        # what it was on the field, for what reads it as it left, wherever it goes (a 「宝玉獣」 kept as a spell is
        # one by the time its event is read)
        left = LeftMonsterZone(self.level(c), self.race(c), attributes_of(c),
                               "gemini" in c.data.subtypes and not self.dormant(c), names=names_of(c)) \
            if ev.src == int(Zone.MONSTERS) and c.data.is_monster else None
        negated = self._negated_links(c)  # as it leaves (`Link.live`)
        self._detach(c)
        dst = self._lands(c, zone if ev.dst == zone else Zone(ev.dst))  # a replacement may have changed where it goes
        self._place(c, dst, c.owner if player < 0 else player, pos, slot if dst is zone else -1)
        if becomes is not None and dst is zone:
            c.data = becomes
        if dst in (Zone.HAND, Zone.DECK, Zone.EXTRA) and Summoned in self.lasting.by:
            self._forget_summons(c)
        if dst is Zone.GRAVE and cause.player >= 0 and cause.player != c.owner:
            self.lasting.add(Lasting(SentByOpponent(), player=cause.player, card=(c.idx, c.oid),
                                     until=Until(turn=self.turn)))
        if left is not None and c.zone is not Zone.MONSTERS:
            if c.zone is not Zone.GRAVE:
                left = dataclasses.replace(left, to_grave=False)
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

    def free_slots(self, p: int, zone: Zone, moving: Card | None = None) -> int:
        """The empty zones of that kind `p` may use: none an effect made unusable (`block_zone`), and no more than
        a continuous effect lets them fill (`Effect.zone_limit`: 「カイザーコロシアム」, 「宇宙の収縮」). The field zone
        is free even when it holds a field spell (a new one replaces it: no card more), unless a limit is reached.
        `moving`: the card to be placed there; one already on `p`'s field in another zone (a trap monster leaving
        its spell & trap zone, a union monster equipped or unequipped) puts no card more on that field."""
        if zone is Zone.FIELD:
            return self._field_zone_free(p)
        pile = self.players[p].pile(zone)
        if Unusable not in self.lasting.by:
            free = pile.count(-1)
        else:
            off = self.blocked_slots(p, zone)
            free = sum(1 for s, i in enumerate(pile) if i < 0 and s not in off)
        if self.any_zone_limit and free and self.any_static:
            within = moving is not None and moving.on_field and moving.ctl == p and moving.zone is not zone
            most = [n for s, e in self.statics() if e.zone_limit is not None
                    and (n := e.zone_limit(Ctx(cast("Duel", self), s.ctl, s, e), p, zone, within)) is not None]
            if most:
                free = min(free, max(0, min(most) - sum(1 for i in pile if i >= 0)))
        return free

    def _field_zone_free(self, p: int) -> int:
        """1 if a field spell may be placed in `p`'s field zone now (one there would go: it counts for no limit)."""
        full = (
            self.any_zone_limit
            and self.any_static
            and any(
                e.zone_limit is not None
                and (n := e.zone_limit(Ctx(cast("Duel", self), s.ctl, s, e), p, Zone.FIELD, False)) is not None
                and n < 1
                for s, e in self.statics()
            )
        )
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
                         and (not r.until.face_up or self._face_up_since(self.cards[r.until.card[0]], r.since))
                         and not (r.change.live and self.effect_negated(self.cards[r.source[0]])))

    def block_zone(self, p: int, zone: Zone, slot: int, source: Card, while_card: Card | None = None,
                   face_up: bool = False, live: bool = False) -> None:
        """`p`'s zone `slot` (an empty one) cannot be used while `source` stays on the field (or, with
        `while_card`, while that card stays where it is now: 「ワーム・ホール」's banished monster; with `face_up`,
        only while it stays face-up there: 「おジャマ・ナイト」; with `live`, not while `source`'s effects are
        negated: `Unusable.live`): no card is placed, set or activated there."""
        ref = (source.idx, source.oid)
        held = ref if while_card is None else (while_card.idx, while_card.oid)
        self.lasting.add(Lasting(Unusable(int(zone), slot, live), source=ref, player=source.ctl, to_player=p,
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
        return MovingTogether(cast("Duel", self), cause, cards)

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

    # ---- moving cards -----------------------------------------------------------------------------

    def destroy(self, cards: list[Card], cause: Cause, battle: bool = False, to: Zone = Zone.GRAVE
                ) -> list[Card]:
        """Destroy cards on the field, in the hand or in the deck (「連鎖破壊」); they go to the graveyard, or `to`
        (destroy and banish). The cards destroyed, wherever a replacement put them instead. A monster destroyed by
        battle and waiting for the end of the damage step (`doomed`) is destroyed by nothing else."""
        done = []
        outer, self.destroying = self.destroying, frozenset(c.idx for c in cards)
        try:
            with self.leaving_together(cards), self.moving_together(cause, cards):
                for c in cards:
                    if not c.on_field and c.zone is not Zone.HAND and c.zone is not Zone.DECK:
                        continue
                    if cause.reason is Reason.EFFECT and c.on_field and self.effect_proof(c):
                        continue
                    if cause.reason is not Reason.BATTLE and self.doomed and (c.idx, c.oid) in self.doomed:
                        continue  # destroyed by battle already (R003-024: 破壊が確定); it leaves as that, later
                    since = len(self.batch or ())

                    # the controller is logged as it was destroyed (it goes back to its owner): 「ヒーロースピリッツ」
                    def logged(c: Card = c, ctl: int = c.ctl) -> None:
                        self.log.append(self.grouped_entry("destroyed", (self.ref(c.idx), battle, ctl)))
                        if to is Zone.BANISHED and c.zone is Zone.BANISHED:
                            self.log.append(self.grouped_entry("banished", (self.ref(c.idx),)))
                    if self.move(c, to, cause, "destroyed", pos=Pos.UP if to is Zone.BANISHED else Pos.NONE,
                                 logged=logged):
                        done.append(c)
                    elif any(ev.kind == "destroyed" and ev.card == c.idx for _, ev in (self.batch or ())[since:]):
                        done.append(c)  # destroyed all the same, placed elsewhere instead (a 「宝玉獣」 as a spell)
                # the tokens destroyed cease to exist: said once the destruction's own clause is whole
                headed = "banished" if to is Zone.BANISHED else "grave"
                self.log.extend(e for c in done if (e := self._vanished(c, headed)) is not None)
        finally:
            self.destroying = outer
        return done

    @contextlib.contextmanager
    def leaving_together(self, cards: Iterable[Card]) -> Iterator[None]:
        """While one verb moves `cards` together: they are `Duel.leaving`, and the replacement effects in force as
        it begins stay in force for all of them (`_with_leaving`)."""
        idxs = frozenset(c.idx for c in cards)
        outer, outer_repl, outer_ties = self.leaving, self.leaving_repl, self.leaving_ties
        if len(idxs) > 1:  # (one card alone, moved inside another verb, leaves that verb's in force)
            self.leaving, self.leaving_repl = idxs, self.active_replacements()
            if outer_ties is None:
                self.leaving_ties = []
        try:
            with self.negations_held(idxs):
                yield
        finally:
            self.leaving, self.leaving_repl = outer, outer_repl
            ties, self.leaving_ties = self.leaving_ties, outer_ties
        if ties and outer_ties is None:
            for r in ties:
                self._then((r,))

    @contextlib.contextmanager
    def negations_held(self, idxs: frozenset[int]) -> Iterator[None]:
        """While one verb moves the cards `idxs` together, their leaving reads the negations in force as it began
        (`leaving_negated`: the ties, `Link.live`, and the effects applied at once), so that one ending with one of
        them (「人造人間－サイコ・ショッカー」, 「スキルドレイン」) still holds as the others leave, whichever goes
        first. One card alone, moved inside another verb, keeps that verb's."""
        outer = self.negated_for, self.leaving_negated
        if len(idxs) > 1:
            self.negated_for, self.leaving_negated = idxs, self.negated_now()
        try:
            yield
        finally:
            self.negated_for, self.leaving_negated = outer

    def send_to_grave(self, idxs: list[int], cause: Cause, kind: str = "sent", detail: str = "",
                      logged: Callable[[], None] | None = None) -> None:
        """`detail`: what the events carry (a ritual summon's tributes: "ritual", which 「輪廻転生」 answers);
        `logged`: `move`'s, for each card (a rule sending one card says why: `_no_zone_to_grave`). A card an effect
        sends gets a line of its own (a mill, 「追い剥ぎゾンビ」), as a card it destroys or banishes does; a cost's
        cards too, which the activation's line counts and the log shown leaves out (`render._cost_lines_dropped`),
        said where no activation counts them (a summon procedure's); a rule's go without one (a spell after it
        resolved)."""
        cards = [self.cards[i] for i in idxs]
        with self.leaving_together(cards), self.moving_together(cause, cards):
            for i in idxs:
                c = self.cards[i]
                if c.zone is Zone.GRAVE:  # one sent meanwhile by a card tied to another (Duel.tie)
                    continue
                cost = cause.reason is Reason.COST
                said = logged is None and kind == "sent" and (cost or cause.reason is Reason.EFFECT)
                self.move(c, Zone.GRAVE, cause, kind, detail=detail, logged=self._sent_line(c, cost) if said else
                          logged)

    def _sent_line(self, c: Card, cost: bool = False) -> Callable[[], None]:
        """`move`'s logger for a card an effect or a cost sends to the graveyard: a line where it landed (banished
        instead too: 「次元の裂け目」); a cost's, which the line of the activation it paid for counts, is left out of
        the log shown where there is one (`costs.paid_parts`), and said where there is none (a summon procedure's)."""
        def logged() -> None:
            if c.zone is Zone.GRAVE or c.zone is Zone.BANISHED:
                kind = "to_grave" if c.zone is Zone.GRAVE else "banished"
                self.log.append(self.grouped_entry(kind, (self.ref(c.idx),)))
            elif (gone := self._vanished(c, "grave", cost)) is not None:
                self.log.append(gone)  # a token
        return logged

    def _no_zone_to_grave(self, c: Card, player: int, cause: Cause, ended: int = -1) -> None:
        """`c` should come to `player`'s monster zones, all taken: it goes to the graveyard instead, by the rules,
        and the log says why (not where a replacement sent it elsewhere: its own line says so), and for a monster
        whose control goes back, which card's effect ended (`ended`, as `return_control` says it)."""
        def logged() -> None:
            if c.zone is Zone.GRAVE:
                self.log.append(LogEntry("no_zone", (self.ref(c.idx), player) if ended < 0 else
                                         (self.ref(c.idx), player, self.shown_ref(ended))))
            elif c.zone is Zone.GONE:  # a token: it ceased to exist instead, which its line says
                self.log.append(LogEntry("no_zone", (self.ref(c.idx), player,
                                                     None if ended < 0 else self.shown_ref(ended), True)))
        self.send_to_grave([c.idx], cause, logged=logged)

    def banish(self, cards: list[Card], cause: Cause, face_down: bool = False) -> list[Card]:
        """Banish cards (face-up, or `face_down`: 「光の封札剣」); the ones banished."""
        done = []
        with self.negations_held(frozenset(c.idx for c in cards)), self.moving_together(cause, cards):
            for c in cards:
                def logged(c: Card = c) -> None:
                    self.log.append(self._vanished(c, "banished", cause.reason is Reason.COST)
                                    or self.grouped_entry("banished", (self.ref(c.idx),)))
                if self.move(c, Zone.BANISHED, cause, "banished", pos=Pos.SET if face_down else Pos.UP, logged=logged):
                    done.append(c)
        return done

    def remove_counter(self, c: Card, kind: str, n: int, cause: Cause, said: bool = True) -> int:
        """Remove up to n counters of a kind; returns how many were removed. `said`: whether the log says it (not
        for the counters a monster loses as it turns face-down: its turning says it)."""
        have = c.counters.get(kind, 0)
        k = min(have, n)
        if k:
            rest = {**c.counters, kind: have - k}
            c.counters = {x: v for x, v in rest.items() if v}
            self.version += 1  # a change of the board: `destroyed_unless` may read counters (「漆黒のパワーストーン」)
            if said:
                self.log.append(LogEntry("counter", (self.ref(c.idx), kind, -k)))
            self.record(Event("counter_removed", cause, c.idx, c.ctl, amount=k, detail=kind))
        return k

    def _linger_player(self, effect: Effect) -> int:
        return next((r.player for r in self.lasting.of(Left) if r.change.effect is effect), 0)

    def end_lingering(self, effect: Effect) -> None:
        """End a lingering effect early (a delayed action that has been carried out)."""
        self.lasting.replace(Left, tuple(r for r in self.lasting.of(Left)
                                         if r.change.effect is not effect and r.change.given is not effect))
        self.version += 1

    def _vanished(self, c: Card, headed: str, cost: bool = False) -> LogEntry | None:
        """The log line for a token that ceased to exist as it left the field (`_lands`) on its way to a zone it
        never reaches (`headed`: "hand", "deck", "grave", "banished"), grouped as its move's own line would be; None
        for any other card. Every exit of a token says so, the move's event staying what it was; `cost`: it paid
        an activation's cost (its entry flagged so, as a cost's are): said on the activation's line, which counts
        the cards paid without naming them."""
        if c.zone is not Zone.GONE:
            return None
        return self.grouped_entry("vanished", (self.ref(c.idx), headed, True) if cost else (self.ref(c.idx), headed))

    def to_deck(self, cards: list[Card], cause: Cause, where: str = "shuffle", player: int = -1,
                pos: Pos = Pos.NONE) -> None:
        """Return cards to their owner's deck (or `player`'s, face-up with `pos=Pos.UP`: 「寄生虫パラサイド」): on
        top, at the bottom, or shuffled in. A fusion or synchro monster goes back to the fusion deck instead."""
        owners = set()
        with self.negations_held(frozenset(c.idx for c in cards)), self.moving_together(cause, cards):
            for c in cards:
                dst = Zone.EXTRA if c.base.is_extra else Zone.DECK
                ev = self._apply(Event("to_deck", cause, c.idx, c.ctl, src=int(c.zone), dst=int(dst),
                                       oid=c.oid, pos=int(c.pos)))
                if ev is None:
                    continue
                left_monster_zone = c.zone is Zone.MONSTERS
                negated = self._negated_links(c)  # as it leaves (`Link.live`)
                before = self.ref(c.idx)
                # a card put back into the deck it is already in stays in that deck, face as it was (the opponent's
                # 「寄生虫パラサイド」 that 「翡翠の蟲笛」 puts on top of the deck holding it)
                in_deck = c.zone is Zone.DECK
                holder = player if player >= 0 else c.ctl if in_deck else c.owner
                face = c.pos if in_deck and pos is Pos.NONE else pos
                self._detach(c)
                dst = self._lands(c, Zone(ev.dst))
                self._place(c, dst, holder, face, bottom=where == "bottom")
                if Summoned in self.lasting.by:
                    self._forget_summons(c)
                self.record(ev)
                self._moved(c.zone, ev, cause)
                # logged before what follows from the move (its equip cards, the cards tied to it), as `move` does;
                # a replacement may have banished it instead (「転生断絶」): the log says where it went
                ref = self.moved_ref(c, before)
                self.log.append(self._vanished(c, "deck", cause.reason is Reason.COST) or (
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
        self.forget_shown(set(deck))

    def forget_shown(self, cards: set[int]) -> None:
        """The players shown some of `cards` (`reveal`) no longer tell them apart where they are (a shuffle, a look
        at a hand over): noted in `sight_lost` for the log's copy marks (`view.readable`)."""
        if Shown not in self.lasting.by:
            return
        had = self.lasting.of(Shown)
        kept = tuple(r for r in had if r.card[0] not in cards)
        if len(kept) < len(had):
            now = len(self.log)
            self.sight_lost += tuple((now, r.card[0], r.to_player) for r in had
                                     if r.card[0] in cards and self.cards[r.card[0]].oid == r.card[1])
            self.lasting.replace(Shown, kept)

    def take_control(self, c: Card, player: int, cause: Cause, until_end: bool = False, until_turn: int = 0,
                     while_card: Card | None = None, until_battle_end: bool = False, live: bool = False,
                     ended: int = -1, negated: bool = False, resumed: bool = False) -> bool:
        """Move a monster to `player`'s side; the same card (control changes no identity).

        `until_end`: it goes back in this turn's end phase (taken once that has begun, as the turn ends:
        `Duel.end_turn_effects`); `until_turn`: in that turn's end phase;
        `until_battle_end`: at the end of this turn's battle phase (its end step);
        `while_card`: it goes back when that card leaves the field or turns face-down (or, a card equipped to
        it now, stops equipping it: 「強奪」, 「堕落」, 「遺言の仮面」, 「洗脳光線」, the Charmers), and is not taken
        while that card is not face-up on the field;
        `live`: that control is a continuous effect of `while_card` (`Control.live`: 「洗脳光線」), held only while its
        effects are not negated; an equip card's always is (its equip effect: 「強奪」);
        `ended`: the card whose control effect ended, giving the monster back (`return_control`); with `negated`, the
        card whose control effect is negated (`return_control`); `resumed`: a negated continuous control applies again.
        With none of these, the move is for good and overwrites the control effects before it (R004-094's ●): a
        return they had pending no longer happens.
        """
        if c.zone is not Zone.MONSTERS or c.ctl == player or self.free_slots(player, Zone.MONSTERS) == 0 \
                or self.forbidden(c, "change_control"):
            return False
        # a control held while a card stays face-up on the field never begins without it there: it would end as it
        # began (「洗脳光線」 destroyed, 「エーリアン・ヒュプノ」 turned face-down, in answer to their effects)
        if while_card is not None and not (while_card.on_field and while_card.face_up):
            return False
        ev = self._apply(Event("control", cause, c.idx, player))
        if ev is None:
            return False
        old = c.ctl
        if not (until_end or until_turn or until_battle_end or while_card is not None or resumed or negated) \
                and ended < 0:
            self._drop_control_records(c)
        self.players[old].monsters[c.slot] = -1
        slot = self.first_free_slot(player, Zone.MONSTERS)
        self._give_control(c, player, slot, ev, cause, old, until_end, until_turn, while_card, until_battle_end,
                           live=live, ended=ended, negated=negated)
        return True

    def return_to_owners(self, cause: Cause) -> None:
        """Every monster goes back to its owner's control; pending returns of control end (a reset: 「所有者の刻印」,
        「洗脳解除」). The returns are made together, so each may use a zone another leaves: made one at a time, those
        that fit first, then two that switch sides (full fields both), and one that still finds no zone goes to the
        graveyard (`return_control`)."""
        going = [c for p in (self.tp, 1 - self.tp) for c in self.monsters_of(p)
                 if c.ctl != c.owner and not self.forbidden(c, "change_control")]
        with self.moving_together(cause):
            while going:
                fits = next((c for c in going if self.free_slots(c.owner, Zone.MONSTERS) > 0), None)
                pair = next(((a, b) for a in going for b in going if a.ctl == b.owner), None) if fits is None else None
                if fits is not None:
                    going.remove(fits)
                    self.take_control(fits, fits.owner, cause)
                elif pair is not None:
                    going.remove(pair[0])
                    going.remove(pair[1])
                    self.swap_control(*pair, cause)
                else:
                    c = going.pop(0)
                    self.return_control(c, c.owner, cause)
        self.lasting.replace(Control, ())

    def _drop_control_records(self, *cards: Card) -> None:
        """A control change for good overwrites the earlier ones on these monsters (R004-094's ●): their pending
        returns end, with nothing happening."""
        refs = {(c.idx, c.oid) for c in cards}
        if any(r.card in refs for r in self.lasting.of(Control)):
            self.lasting.replace(Control, tuple(r for r in self.lasting.of(Control) if r.card not in refs))

    def return_control(self, c: Card, player: int, cause: Cause, ended: int = -1, negated: bool = False,
                       resumed: bool = False) -> bool:
        """Control of `c` goes back to `player` (its time is up, or the card it depended on is gone: `ended`, the card
        whose effect ended, which the log names; with `negated`, that card's control effect is negated instead:
        「強奪」 under 「王宮の勅命」). With every monster zone of theirs taken, it is sent to its owner's graveyard
        instead, by the rules (as the other returns to the field with no free zone); False then, or if it stays where
        it is (its control cannot change)."""
        if c.zone is Zone.MONSTERS and c.ctl != player and self.free_slots(player, Zone.MONSTERS) == 0 \
                and not self.forbidden(c, "change_control"):
            self._no_zone_to_grave(c, player, self.rule_cause(player), -1 if negated else ended)
            return False
        return self.take_control(c, player, cause, ended=ended, negated=negated, resumed=resumed)

    def swap_control(self, a: Card, b: Card, cause: Cause, until_end: bool = False, ended: int = -1) -> bool:
        """Switch control of two monsters of different controllers at once (「強制転移」, 「亜空間ジャンプ装置」): each
        takes the zone the other leaves, so no free zone is needed; neither moves if either cannot. `until_end`: each
        goes back in this turn's end phase, the two switching back if both do (「異次元トンネル－ミラーゲート－」);
        `ended`: the card whose effect ended, as they switch back (`return_control`)."""
        if a.zone is not Zone.MONSTERS or b.zone is not Zone.MONSTERS or a.ctl == b.ctl \
                or self.forbidden(a, "change_control") or self.forbidden(b, "change_control"):
            return False
        ea = self._apply(Event("control", cause, a.idx, b.ctl))
        eb = self._apply(Event("control", cause, b.idx, a.ctl))
        if ea is None or eb is None:
            return False
        if not until_end and ended < 0:
            self._drop_control_records(a, b)
        pa, sa, pb, sb = a.ctl, a.slot, b.ctl, b.slot
        self._give_control(a, pb, sb, ea, cause, pa, until_end, swapped=b, ended=ended, leads=True)
        self._give_control(b, pa, sa, eb, cause, pb, until_end, swapped=a, ended=ended)
        return True

    def _give_control(self, c: Card, player: int, slot: int, ev: Event, cause: Cause, old: int,
                      until_end: bool = False, until_turn: int = 0, while_card: Card | None = None,
                      until_battle_end: bool = False, swapped: Card | None = None, live: bool = False,
                      ended: int = -1, negated: bool = False, leads: bool = False) -> None:
        """Put `c`, taken from `old`'s zone, into `player`'s monster zone `slot` (`take_control`'s durations,
        `live`, `ended` and `negated`; `swapped`: the monster it switched control with, `Control.swapped`, the first
        of the two with `leads`)."""
        self.players[player].monsters[slot] = c.idx
        c.slot = slot
        c.ctl = player
        self.touched.append(c.idx)
        # the position was fixed by the player who put it there: its new controller may change it (seed 003); fixed
        # by the turn player's will, it stays fixed for them this turn should it come back (「造反劇」 ending)
        if old == self.tp and self.turn in (c.t_entered, c.t_pos_changed):
            self.lasting.add(Lasting(Forbid("position_fixed"), player=old, card=(c.idx, c.oid),
                                     since=(self.serial, self.tp), until=Until(turn=self.turn)))
        c.t_entered = c.t_pos_changed = 0
        self.version += 1
        ref, src, now = (c.idx, c.oid), self._source_of(cause), (self.serial, self.tp)
        if until_end or until_turn or until_battle_end:
            partner = None if swapped is None else (swapped.idx, swapped.oid)
            self.lasting.add(Lasting(Control(old, swapped=partner, leads=leads), source=src, player=cause.player,
                                     card=ref, since=now, until=Until(turn=until_turn or self.turn,
                                                            phase="battle:end" if until_battle_end else "end"),
                                     then=Then.GIVE_BACK))
        if while_card is not None:
            self.control_while(c, while_card, old, cause, live)
        # a return names the card whose effect ended (「心変わり」 in the end phase) or is negated (「強奪」 under
        # 「王宮の勅命」), as that is why it happens
        self.log.append(self.grouped_entry("control", (player, self.ref(c.idx))) if ended < 0 else
                        self.grouped_entry("control_negated" if negated else "control_back",
                                           (player, self.ref(c.idx), self.shown_ref(ended))))
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
        keep: list[Lasting[Control]] = []  # the records that stay, with those ending (`back`), oldest first
        back: list[Lasting[Control]] = []
        # (monster, the player whose control it is under from now, the card whose negated effect gives it back or -1)
        swing: list[tuple[Card, int, int]] = []
        recs = self.lasting.of(Control)
        newest = {r.card: n for n, r in enumerate(recs)}
        for n, r in enumerate(recs):
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
                # only as the negation begins or ends, and not under a newer control effect on the monster, which
                # rules meanwhile (「シエンの間者」, 「エネミーコントローラー」)
                r = dataclasses.replace(r, change=dataclasses.replace(r.change, suspended=not r.change.suspended))
                if newest[r.card] == n:
                    swing.append((c, r.change.back_to, src.idx) if r.change.suspended
                                 else (c, 1 - r.change.back_to, -1))
            keep.append(r)
            if gone:
                back.append(r)
        if back or swing:
            self.lasting.replace(Control, tuple(keep))
            for r in self._end_controls(back):
                p = r.change.back_to
                self.return_control(self.cards[r.card[0]], p, self.rule_cause(p), r.source[0])
        for c, p, negated_by in swing:
            self.return_control(c, p, self.rule_cause(p), negated_by, negated=negated_by >= 0, resumed=negated_by < 0)

    def _end_controls(self, ending: Sequence[Lasting[Control]]) -> list[Lasting[Control]]:
        """End these control records (of `lasting`) and say which give their monster back now, and to whom.

        Control effects on one monster pile up, the latest ruling while it lasts (R004-094's temporary ones;
        docs/uncertain-rulings.md): each ending record, oldest first, either
        - hands its return on, where a newer record on the same monster follows it: that one took the monster from
          this one's taker, and gives it back, when it ends, to where this one would have; this one gives nothing
          back (「心変わり」's monster taken back by the owner's 「エネミーコントローラー」 stays theirs), or
        - being the newest on its monster, gives it back (`_back_to_under`).
        The records that stay keep their order, with the returns handed on to them."""
        recs = list(self.lasting.of(Control))  # oldest first; a return handed on replaces the newer record here
        ends = [any(r is e for e in ending) for r in recs]
        kept: list[Lasting[Control]] = []
        gives: list[Lasting[Control]] = []
        for k in range(len(recs)):
            r = recs[k]
            if not ends[k]:
                kept.append(r)
                continue
            newer = next((j for j in range(k + 1, len(recs)) if recs[j].card == r.card), None)
            if newer is not None:
                recs[newer] = _giving_back_to(recs[newer], r.change.back_to)
            else:
                gives.append(_giving_back_to(r, _back_to_under(r, kept)))
        self.lasting.replace(Control, tuple(kept))
        return gives

    def _going_back_with(self, c: Card, change: Control, ends: Sequence[Lasting[Change]]) -> Card | None:
        """The monster `c`, going back, switched control with, if it is still that monster, on the side `c` goes back
        to and no longer held there: its own record ends with this one (among `ends`), giving it back to the side `c`
        leaves; the two switch back. One whose records were dropped by a control change for good (R004-094's ●)
        stays where that put it. Only the first of the two makes the switch (`Control.leads`): the other one found
        there was not switched back with it."""
        if change.swapped is None or not change.leads:
            return None
        i, oid = change.swapped
        p = self.cards[i]
        if p.oid != oid or p.zone is not Zone.MONSTERS or p.ctl != change.back_to \
                or any(r.card == change.swapped for r in self.lasting.of(Control)) \
                or not any(r.card == change.swapped and isinstance(r.change, Control) and r.change.back_to == c.ctl
                           for r in ends):
            return None
        return p

    def _then(self, ends: Sequence[Lasting[Change]]) -> None:
        """What happens to the records' cards as these records end together, in their order (nothing to a card that
        is no longer that object); the monsters one effect banishes now leave at once, after the rest, one banishing
        (「異次元からの帰還」's at the end phase: one gain of 「魂吸収」, R004-088.22)."""
        banishing: dict[tuple[int, int], list[Card]] = {}  # by the record's player and source card
        for r in ends:
            c = self.cards[r.card[0]] if r.card[0] >= 0 else None
            if c is None or c.oid != r.card[1] or r.then is Then.NOTHING:
                continue
            if r.then is Then.GIVE_BACK and isinstance(r.change, Control):
                cause = self.rule_cause(r.change.back_to)
                partner = self._going_back_with(c, r.change, ends)
                if partner is None or not self.swap_control(c, partner, cause, ended=r.source[0]):
                    self.return_control(c, r.change.back_to, cause, r.source[0])
            elif r.then is Then.DESTROY and c.on_field:
                self.destroy([c], Cause(r.player, Reason.EFFECT, r.source[0]))
            elif r.then is Then.TO_FUSION_DECK and c.on_field:
                self.to_fusion_deck(c, Cause(r.player, Reason.EFFECT, r.source[0]))
            elif r.then is Then.BANISH and c.on_field:
                banishing.setdefault((r.player, r.source[0]), []).append(c)
            elif r.then is Then.DESTROY_BANISH and c.on_field:
                self.destroy([c], Cause(r.player, Reason.EFFECT, r.source[0]), to=Zone.BANISHED)
            elif r.then is Then.TO_GRAVE and c.on_field:
                self.send_to_grave([c.idx], Cause(r.player, Reason.EFFECT, r.source[0]))
            elif r.then is Then.TO_DECK and c.on_field:
                self.to_deck([c], Cause(r.player, Reason.EFFECT, r.source[0]))
            elif r.then is Then.RESTORE:
                self._restore(c)
        for (p, src), cards in banishing.items():
            if cards := [c for c in cards if c.on_field]:  # (one may have left meanwhile, by what the others did)
                self.banish(cards, Cause(p, Reason.EFFECT, src))

    def to_fusion_deck(self, c: Card, cause: Cause) -> bool:
        """Return a fusion monster to its owner's fusion deck; False if the move was replaced away."""
        before = self.ref(c.idx)

        def logged() -> None:  # as it lands, before what follows from its move (its equip cards destroyed)
            self.log.append(self.grouped_entry("to_deck", (self.moved_ref(c, before), "extra")))
        return self.move(c, Zone.EXTRA, cause, "to_deck", logged=logged)

    def _negated_links(self, c: Card) -> frozenset[tuple[int, int]]:
        """The cards (index, object) whose effects are negated as `c` leaves, for the `Link.live` records: as the
        verb moving it with others began (`leaving_negated`), else now, before it moves."""
        if Link not in self.lasting.by:
            return frozenset()
        if self.leaving_negated is not None and c.idx in self.negated_for:
            return self.leaving_negated
        return self.negated_now()

    def _check_links(self, moved: int, ev: Event, negated: frozenset[tuple[int, int]] = frozenset()) -> None:
        """A card object left its place (`ev`): the links that depended on it end, and the cards tied to it are
        destroyed where the link says so (`Link.on`), unless the link is an effect of its source card (`Link.live`)
        whose effects were negated as it left (`negated`, `_negated_links`), whether the source is the card that
        left or stays: a negation that ended with that leave (the negating monster was the card tied) still held."""
        ends: list[Lasting[Link]] = []
        keep: list[Lasting[Link]] = []
        for r in self.lasting.of(Link):
            w = r.until.card
            if w is not None and w[0] == moved and w[1] == ev.oid:
                ends.append(r)
            elif r.card[0] == moved and r.card[1] == ev.oid:
                continue  # the card tied to another left first: nothing more to do
            elif r.change.name and self._name_left(r, moved, ev) \
                    and not (r.change.live and r.source in negated):
                ends.append(r)
            else:
                keep.append(r)
        if len(keep) == len(self.lasting.of(Link)):
            return
        self.lasting.replace(Link, tuple(keep))
        for r in ends:
            on = r.change.on
            if r.change.live and not r.change.name and r.source in negated:
                continue
            if on == "leaves" or (ev.kind == "destroyed" and (on == "destroyed" or Zone(ev.dst) is Zone.GRAVE)):
                if self.leaving_ties is not None and moved in self.leaving:
                    self.leaving_ties.append(r)  # once the cards leaving with it have all left
                else:
                    self._then((r,))  # one by one

    def _name_left(self, r: Lasting[Link], moved: int, ev: Event) -> bool:
        """Whether the card that left (`ev`) is one a `Link.name` record waits for: of that name, from the field of
        the record's player (not the opponent's who took it), the source card itself in any position (turned
        face-down it has not left), another card only face-up (a face-down card shows no name)."""
        return ev.src in _FIELD_SRC and ev.player == r.player and is_named(self.cards[moved], r.change.name) \
            and (r.source == (moved, ev.oid) or not Pos(ev.pos).face_down)

    def _untie_face_down(self, ref: Ref) -> None:
        """The monster object `ref` turned face-down: a new card for the effects, so every tie made to it or of
        it ends (`tie`), either way: 「リビングデッドの呼び声」 destroyed later leaves it, and it destroyed later
        leaves the trap; an equip card tied to it then goes by the equip rule alone (「早すぎた埋葬」,
        「ビッグバン・シュート」). A tie by name (`tie_to_name`) waits for a name, not this object, and stays. A card's
        note that holds the object only while it stays face-up (`Note.ends_face_down`) is forgotten with it."""
        if Link in self.lasting.by:
            self.lasting.replace(Link, tuple(r for r in self.lasting.of(Link)
                                             if r.change.name or ref not in (r.card, r.until.card)))
        for kind in [k for k in self.lasting.by if issubclass(k, Note)]:
            kept = tuple(r for r in self.lasting.of(kind)
                         if not (isinstance(r.change, Note) and r.change.ends_face_down(ref)))
            if len(kept) < len(self.lasting.of(kind)):
                self.lasting.replace(kind, kept)

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

    def gain_lp(self, player: int, amount: int, cause: Cause) -> None:
        """`player` gains `amount` LP; 0 is no gain (「ホーリージャベリン」 against a 0 ATK attacker), which nothing
        answers (「ビッグバンガール」), as 0 damage is none."""
        if amount <= 0:
            return
        ev = self._apply(Event("gained", cause, player=player, amount=amount))
        if ev is None:
            return
        self.players[ev.player].lp += ev.amount
        self.log.append(LogEntry("gain", (ev.player, ev.amount)))
        self.record(ev)

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
            d._drop_equips(d.cards[m], gone=True, waited=True)


def _declared_replacement(d: Duel, c: Card, n: int, e: Effect) -> Replacement:
    """A card's declared replacement effect as the kernel sees it (its card and controller bound): its key is the
    card's passcode and the effect's number (`Pipeline.made_by_replacement_of` reads it)."""
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
    noting = e.noting

    def noted_instead(ev: Event) -> Event | None:
        assert noting is not None
        noting(ctx, ev)  # a protection's use, noted as it applies (`Effect.noting`)
        return instead(ctx, ev)

    return Replacement(key=key, source=c.idx, controller=c.ctl,
                       applies=lambda ev: when is None or when(ctx, ev),
                       instead=(lambda ev: instead(ctx, ev)) if noting is None else noted_instead,
                       optional=not e.mandatory, last=e.replaces_last,
                       stops=instead is nothing_instead and e.mandatory, notes=noting is not None, watches=e.note)
