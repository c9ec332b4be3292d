"""What is in force now: the continuous effects that apply (`statics`, in their order), and what they make of
the cards: ATK/DEF, Level, Type, whether an effect is negated, protections, what is forbidden, the battle rules
they change, and what a seat may see of a card (`sees`, `ref`: how the log names it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from arbiter.kernel.events import Cause, Reason
from arbiter.kernel.log import SPECTATOR, LogEntry
from arbiter.kernel.reasons import Why
from arbiter.ocg import categories, stat_set
from arbiter.ocg.battle import Attack
from arbiter.ocg.chain import (
    ChainLink,
)
from arbiter.ocg.continuous import Applied, Order, Stamp, negated_cards, order
from arbiter.ocg.duel_state import CardRef, DuelState
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.lasting import (
    Forbid,
    GravesUnseen,
    Lasting,
    Left,
    Reversal,
    Shown,
    StatChange,
    StatSet,
    Struck,
    Until,
)
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


NONE_SHOWN: frozenset[int] = frozenset()  # `Duel.shown_to` while no card is shown
# what forbids a card's own activation (`Duel.activation_forbidden`), from the field or graveyard and from the hand
CARD_ACTIVATION = ("activate", "activate_card")
CARD_FROM_HAND = ("activate", "activate_card", "activate_from_hand")


def _activations(c: Card, eff: Effect) -> tuple[str, ...]:
    """What forbids activating effect `eff` of `c` (`Duel.activation_forbidden`): "activate" any effect of it; its
    own activation also "activate_card", and from the hand "activate_from_hand"; an activation whose cost discards
    or sends hand cards to the graveyard also "activate_hand_cost" (「マクロコスモス」: R004-134, that effect only)."""
    whats = ("activate",) if eff.kind is not Kind.ACTIVATE else \
        CARD_FROM_HAND if c.zone is Zone.HAND else CARD_ACTIVATION
    return (*whats, "activate_hand_cost") if eff.cost.from_hand else whats
# why a card cannot be targeted (`Duel.targeting_refusal`)
DOOMED = Why("it was destroyed by battle and is about to leave the field",
             "戦闘で破壊され、フィールドを離れるところである")
CONTROL_FIXED = Why("its control cannot change, and the effect takes control",
                    "コントロールを変更できないカードで、この効果はコントロールを得る効果である")
HIDDEN = Why("a card banished face-down cannot be targeted: nothing of it is known",
             "裏側表示で除外されたカードは対象にできない（その情報は何も分からない）")
UNTARGETABLE = Why("an effect keeps it from being targeted by this one", "効果によって、この効果の対象にならない")
SUMMONING = Why("its summon has not succeeded yet: it is no monster on the field an effect may target",
                "召喚に成功していないため、効果の対象にできるフィールド上のモンスターではない")

class InForce(DuelState):
    """The continuous effects that apply now and what they make of cards and players."""

    # ---- continuous effects -----------------------------------------------------------------------

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

    def graves_hidden_from(self, player: int) -> bool:
        """Whether an effect keeps `player` from looking at the graveyards now (public otherwise): while they answer
        it (`Duel.hide_graves`, 「クイズ」)."""
        return GravesUnseen in self.lasting.by and any(r.to_player == player for r in self.lasting.of(GravesUnseen))

    def sees(self, player: int, c: Card) -> bool:
        """Whether `player` may know which card `c` is now: the one rule every view of the duel follows. A spectator
        (player -1) knows what is public: what both players know (a card both were shown too)."""
        if player < 0:
            return self.sees(0, c) and self.sees(1, c)
        if c.zone in (Zone.BANISHED, Zone.GONE):
            # one banished face-down (「光の封札剣」, 「タイムカプセル」) only its owner may look at
            return not c.hidden or player == c.owner
        if c.zone is Zone.GRAVE:
            return not self.graves_hidden_from(player)
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

    def atk(self, c: Card, besides: Effect | None = None) -> int:
        """Current ATK: the printed value ("?" counts as 0) changed by the continuous effects on it; a monster whose
        summon has not yet succeeded has its printed value, as the continuous effects apply to it only then (R003-033:
        a field spell's raise too). `besides`: a continuous effect left out, for one whose raise compares the
        monster's own ATK (「摩天楼 －スカイスクレイパー－」: the ATK it has without that raise, every other one
        counted)."""
        v = c.data.atk or 0
        if c.zone is Zone.MONSTERS and c.face_up and c.since is not None:
            if (StatSet in self.lasting.by or self.stat_statics()) and (
                s := stat_set.reading(cast("Duel", self), c, True)
            ) is not None:
                return self.halved(c, max(0, s), True)
            if StatChange in self.lasting.by:
                sign = self.boost_sign()
                for b in self.lasting.of(StatChange):
                    if b.card[0] == c.idx and b.card[1] == c.oid:
                        v += sign * b.change.atk
            v = self.halved(c, max(0, v + self.stat_change(c, True, besides=besides)), True)
        return max(0, v)

    def defense(self, c: Card) -> int:
        """Current DEF, as `atk` reads ATK."""
        v = c.data.def_ or 0
        if c.zone is Zone.MONSTERS and c.face_up and c.since is not None:
            if (StatSet in self.lasting.by or self.stat_statics()) and (
                s := stat_set.reading(cast("Duel", self), c, False)
            ) is not None:
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

    def stat_change(self, c: Card, atk: bool, after: int | None = None, besides: Effect | None = None,
                    held: frozenset[tuple[int, int]] | None = None) -> int:
        """What continuous effects add to a monster's ATK (or DEF) (an `original_value` one: its "?" value, which
        an original value an effect set replaces, and which is never reversed; a `becomes` one: never reversed
        either; an `original_atk_becomes` one: the step from the original ATK it would have to that one, not
        reversed); `after`: only those that began to apply to it at or after that moment (`Duel.serial`: a value set
        then overrides those that began before, while one that began with it, such as a field spell's raise of a
        monster arriving with its own value, applies on top: `stat_set`); `held`: of those that began before, only
        these (card, effect number) give way, the ones that applied when the value was set (one negated then, by
        「スキルドレイン」, applies on top once it applies again). Where the value needs itself (effects
        that read each other's ATK: 「邪神アバター」 attacking 「サイバー・シャドー・ガードナー」), the inner reading
        of the card counts no continuous effects, so the loop ends; `besides` is left out (`atk`), and a reading
        without it is another reading."""
        changing = self.stat_statics()
        key = (c.idx, atk, 0 if besides is None else id(besides))
        if not changing or key in self._reading:
            return 0
        outer = self._reading
        self._reading = outer | {key}
        try:
            total = own = 0
            stepped = False
            for s, e, a in changing:
                f = e.atk if atk else e.defense
                sets_original = atk and e.original_atk_becomes is not None
                if (f is None and not sets_original) or e is besides or not self.reaches(s, e, c):
                    continue
                if after is not None and max(a.since, self.stamp_of(c))[0] < after and (
                        held is None or (a.card.idx, a.number) in held):
                    continue
                if sets_original:  # the step from the original ATK it would have to the one made (once: the latest)
                    if not stepped:
                        own += (self.original_stat(c, True) or 0) - (self._original(c, True) or 0)
                    stepped = True
                elif f is None:
                    continue
                elif e.original_value:  # the "?" value, unless an effect set the original one
                    if stat_set.original(cast("Duel", self), c, atk) is None:
                        own += f(Ctx(cast("Duel", self), s.ctl, s, e), c)
                elif e.becomes:  # a value its text makes it, not a raise
                    own += f(Ctx(cast("Duel", self), s.ctl, s, e), c)
                else:
                    total += f(Ctx(cast("Duel", self), s.ctl, s, e), c)
            return self.boost_sign() * total + own
        finally:
            self._reading = outer

    def original_stat(self, c: Card, atk: bool) -> int | None:
        """A monster's original ATK (or DEF), as effects that read "original" values read it (R004-032): the one a
        continuous effect makes it now (`Effect.original_atk_becomes`: 「ネコ耳族」's 200, the latest to apply),
        else as `_original` reads it."""
        if atk and c.zone is Zone.MONSTERS and c.face_up and c.since is not None:
            found: tuple[tuple[int, int], int] | None = None
            for s, e, a in self.stat_statics():
                if e.original_atk_becomes is not None and self.reaches(s, e, c):
                    since = max(a.since, self.stamp_of(c))
                    if found is None or since >= found[0]:
                        found = (since, e.original_atk_becomes)
            if found is not None:
                return found[1]
        return self._original(c, atk)

    def _original(self, c: Card, atk: bool) -> int | None:
        """The original ATK (or DEF) before any continuous effect makes it a value: one an effect set (`stat_set`),
        else the printed one ("?": 0) with what its own continuous effects that work out its original value add
        while they apply to it (`Effect.original_value`: not while negated), else None for a "?" that no such
        effect gives a value."""
        printed = c.data.atk if atk else c.data.def_
        if c.zone is not Zone.MONSTERS or not c.face_up or c.since is None:
            return printed
        if (v := stat_set.original(cast("Duel", self), c, atk)) is not None:
            return v
        own: int | None = None
        for s, e, _ in self.stat_statics():
            f = e.atk if atk else e.defense
            if e.original_value and f is not None and self.reaches(s, e, c):
                own = (own or 0) + f(Ctx(cast("Duel", self), s.ctl, s, e), c)
        return printed if own is None else (printed or 0) + own

    def stats_as_printed(self) -> bool:
        """Whether every monster's ATK and DEF are now its printed ones (no effect changes any): a reader of the
        whole board (arbiter.env) asks this once instead of asking `atk` and `defense` of each monster."""
        return StatChange not in self.lasting.by and StatSet not in self.lasting.by and not self.stat_statics()

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
                                     and (e.gained is None or e.gained(Ctx(cast("Duel", self), c.ctl, c, e))))
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
                self._negated = negated_cards(cast("Duel", self), negators, on_field, self._negatable_by(guards))
            elif negators:
                self._negated = negated_cards(cast("Duel", self), negators, on_field)
            else:
                self._negated = {}
            if not self._waking or any(w not in self._negated for w in wakers):
                break
            self._wake(False)
        if self._negated:
            # an effect left behind still applies while its card is negated, but not one that is its continuous
            # effect (`Left.live`)
            live = {(r.source[0], self.lasting.number(r.change.effect)) for r in left if r.change.live}
            found = [a for a in found if a.card.idx not in self._negated
                     or (a.number < 0 and (a.card.idx, a.number) not in live)]
        self._applied = found
        self._statics = [(a.card, a.effect) for a in found]
        self._stat_statics = [(a.card, a.effect, a) for a in found if a.effect.affects is not None
                              and (a.effect.atk is not None or a.effect.defense is not None or a.effect.halves
                                   or a.effect.halves_atk
                                   or a.effect.atk_becomes is not None or a.effect.def_becomes is not None
                                   or a.effect.original_atk_becomes is not None)]
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
        """Where the continuous effect `a` comes among those applied to `c` (arbiter.ocg.continuous). One that applied
        to it in the hand and goes on applying on the field (`Effect.in_hand`) keeps its place from the hand: it did
        not begin anew as the card arrived, so it comes before those that did, whoever's turn it is (R003-034 orders
        only effects that begin to apply at the same moment)."""
        since = self.stamp_of(c)
        rank = 0
        for m, t, seq in self.chosen_order:
            if m == c.idx and t == since and a.card.idx in seq:
                rank = seq.index(a.card.idx)
        if a.effect.in_hand and c.hand_since is not None and c.zone is Zone.MONSTERS and a.since < since \
                and (c.hand_kept is None or (a.card.idx, a.number) in c.hand_kept):
            return order(a.since, a.player, c.hand_since, rank)
        return order(a.since, a.player, since, rank)

    def kept_from_hand(self, c: Card) -> frozenset[tuple[int, int]]:
        """The effects that followed face-down monster `c` from the hand (`Effect.in_hand`) and reach it still, as it
        is turned face-up: those keep their place from the hand (`order_of`); one that did not reach it face-down
        (「伝説の都 アトランティス」) begins to apply anew."""
        return frozenset((a.card.idx, a.number) for a in (self._applied if self.statics() else ())
                         if a.effect.in_hand and a.effect.affects is not None and self.reaches(a.card, a.effect, c))

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
        (unless the effect that resolved `remains`, or was not the card's activation: the chain does not count such a
        card as spent)."""
        subs = c.data.subtypes
        return not ("continuous" in subs or "equip" in subs or "field" in subs)

    def forbidden(self, c: Card, what: str) -> bool:
        """Whether a continuous effect or a lasting restriction forbids this card to `what`
        ("attack", "be_attacked", "change_position", "be_banished", "normal_summon", "flip_summon",
        "change_control": no effect takes control of it; "be_material": it is no fusion material (`fusion.usable`);
        "set": a spell or trap card is not set from the hand; "position_fixed": its position was fixed by the turn
        player's will this turn before it left their control (`Duel._give_control`);
        the activation kinds: `activation_forbidden`)."""
        return self._forbids_any(c, (what,))

    def activation_forbidden(self, c: Card, eff: Effect, player: int | None = None) -> bool:
        """Whether a continuous effect or a lasting restriction forbids activating effect `eff` of `c`:
        "activate" forbids every effect of the card (「王宮の号令」, a negated card); "activate_card" only the
        card's own activation (`Kind.ACTIVATE`: 「封魔の呪印」, 「泉の精霊」), so a face-up copy's activated
        effects stay free; "activate_from_hand" that activation from the hand only (「ヴィシャス・クロー」: a set
        copy may be activated). A ban on one player's activating a name binds `player` where another than the
        card's controller activates it (「二重魔法」 with a spell of the opponent's graveyard)."""
        return self._forbids_any(c, _activations(c, eff), c.ctl if player is None else player)

    def activation_forbidder(self, c: Card, eff: Effect) -> tuple[Card, Effect] | None:
        """The continuous effect (its card and declaration) that forbids activating effect `eff` of `c`, for a refusal
        to name (「光の追放者」 keeping a card whose cost sends cards from the hand from being activated); None where
        none does, a lasting restriction (which names no card) aside."""
        return self._static_forbidder(c, _activations(c, eff))

    def _forbids_any(self, c: Card, whats: tuple[str, ...], player: int | None = None) -> bool:
        """Whether something forbids this card any of `whats` (a name ban: to `player`, by default its
        controller): one pass over the restrictions and statics."""
        by = self.lasting.by
        if not (Forbid in by or self.any_static or Left in by):
            return False
        for r in self.lasting.of(Forbid):
            f = r.change
            if f.what not in whats:
                continue
            if f.name:
                if is_named(c, f.name) and r.until.turn is not None and r.until.turn >= self.turn \
                        and r.to_player in (-1, c.ctl if player is None else player):
                    return True
            elif r.card[0] == c.idx and r.card[1] == c.oid \
                    and not (f.live and self.effect_negated(self.cards[r.source[0]])):
                return True
        return self._static_forbidder(c, whats) is not None

    def _static_forbidder(self, c: Card, whats: tuple[str, ...]) -> tuple[Card, Effect] | None:
        """The first continuous effect that forbids this card any of `whats` (its card and declaration), or None."""
        return next(((s, e) for s, e in self.statics()
                     if e.affects is not None and any(w in e.forbids for w in whats) and self.reaches(s, e, c)), None)

    def banish_forbidden(self, c: Card, player: int) -> bool:
        """Whether `player` may not banish `c` (for a cost): a continuous effect forbids it to everyone
        ("be_banished": 「王家の眠る谷－ネクロバレー」) or to the opponent of its own controller
        ("be_banished_by_opponent": 「霊滅術師 カイクウ」)."""
        return self.forbidden(c, "be_banished") or (self.any_static and any(
            "be_banished_by_opponent" in e.forbids and e.affects is not None and s.ctl != player
            and self.reaches(s, e, c) for s, e in self.statics()))

    def level(self, c: Card) -> int:
        """A monster's Level now: its printed Level changed by continuous effects (「伝説の都 アトランティス」), in
        the order they began to apply to it (`order_of`): a Level an effect sets (`Effect.level_becomes`:
        「レベル変換実験室」) replaces what the changes before it gave, and later changes apply on top; never below
        1."""
        base = c.data.level or 0
        if not base or not (self.any_level or self.lasting.has(Left)):
            return base
        v = base
        for a in self.in_order(c, lambda e: e.level is not None or e.level_becomes is not None):
            ctx = Ctx(cast("Duel", self), a.card.ctl, a.card, a.effect)
            if a.effect.level_becomes is not None:
                v = a.effect.level_becomes(ctx, c)
            if a.effect.level is not None:
                v += a.effect.level(ctx, c)
        return max(1, v)

    def in_order(self, c: Card, which: Callable[[Effect], bool]) -> list[Applied]:
        """The continuous effects `which` picks that apply to `c` now, in the order they began to apply to it
        (`order_of`; those at or past `horizon` left out), for values where the later one counts (Type, a set
        Level)."""
        if not self.statics():
            return []
        found: list[tuple[Order, Applied]] = []
        for a in self._applied:
            e = a.effect
            if e.affects is None or not which(e):
                continue
            key = self.order_of(a, c)
            if self.horizon is not None and self.horizon[0] == c.idx and key >= self.horizon[1]:
                continue
            if self.reaches(a.card, e, c):
                found.append((key, a))
        found.sort(key=lambda x: x[0])
        return [a for _, a in found]

    def dormant(self, c: Card) -> bool:
        """Whether a card's effects do not apply where it is: a gemini monster is a normal monster unless it is
        on the field after being normal summoned a second time there (the gemini summon); a monster card treated
        as a spell in a spell & trap zone (`place_as_spell`) is that spell, without its monster effects; so is a
        monster card that another card's effect made an equip card (「サクリファイス」, 「魅惑の女王」 holding
        「人造人間－サイコ・ショッカー」 or 「王立魔法図書館」: an equip card, not a monster). One that equipped itself
        (`Duel.equipped_by_card`: 「ブレイン・ジャッカー」) and a union monster (whose texts say what applies as whose
        equip card, `unions.equipped_as_union`) keep theirs."""
        if c.zone is Zone.SPELLS and (c.data is not c.base or (
                c.equipped_to >= 0 and c.base.is_monster and "union" not in c.base.subtypes
                and self.equipped_by_card(c) != c.idx)):
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
        the Type leaving out that card's own changes (an equip limit its own change must not break: 「竜魂の力」). A
        monster whose summon has not yet succeeded has its printed Type, as `atk` its printed ATK (R003-033)."""
        if not (self.any_static and c.zone is Zone.MONSTERS) or c.since is None:
            return c.data.race
        last: str | None = None
        for a in self.in_order(c, lambda e: e.race is not None):
            if without is not None and a.card.idx == without.idx:
                continue
            assert a.effect.race is not None
            r = a.effect.race(Ctx(cast("Duel", self), a.card.ctl, a.card, a.effect), c)
            if r:
                last = r
        return last if last is not None else c.data.race

    def before_calculation(self) -> bool:
        """The damage step of an attack whose damage is not calculated yet: an effect activated "during damage
        calculation" (「お注射天使リリー」, 「風魔神－ヒューガ」) is used in these windows, which are not told apart
        (as 「クリボー」's damage-step effect)."""
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        return self.phase == "battle:damage" and frame is not None and not frame.calculated

    def reach_calculation(self) -> None:
        """An effect activated at damage calculation (`Effect.at_calculation`) has been: the damage step of the attack
        in progress is at damage calculation from now on, past the time for ATK/DEF changes (ocg-rules 3.5). Only
        from the window after the attacked monster is turned face-up (`Attack` stage 3): one activated in the window
        at the start of the damage step (where `{phase: battle:damage}` stops, and scenario files use 「クリボー」)
        leaves both players the next window for their changes, so the turn player, asked first, cannot cut the
        opponent's off before they had one."""
        frame = next((f for f in reversed(self.stack) if isinstance(f, Attack)), None)
        if frame is not None and frame.stage >= 3:
            frame.at_calculation = True

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
        """How many times a monster may attack in one battle phase: once, plus the largest of the continuous grants
        (`direct`: counting only those that may be direct attacks). Grants do not add up: two effects that each let
        it attack twice still give two attacks (docs/uncertain-rulings.md, 「閃光の双剣－トライス」)."""
        extra = 0
        for s, e in self.statics():
            if not e.extra_attacks or e.affects is None or (direct and e.extra_on_monsters):
                continue
            if self.reaches(s, e, c):
                extra = max(extra, e.extra_attacks if isinstance(e.extra_attacks, int)
                            else e.extra_attacks(Ctx(cast("Duel", self), s.ctl, s, e), c))
        return 1 + extra

    def shielded_from(self, target: Card, attacker: Card) -> bool:
        """Whether a continuous effect keeps `attacker` from attacking `target` (`Effect.unattackable_by`)."""
        for s, e in self.statics():
            if e.unattackable_by is not None and e.affects is not None and self.reaches(s, e, target) \
                    and e.unattackable_by(Ctx(cast("Duel", self), s.ctl, s, e), target, attacker):
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
            and e.waives_trigger(Ctx(cast("Duel", self), s.ctl, s, e), c, eff) for s, e in self.statics()))

    def must_attack(self, c: Card, made: int) -> bool:
        """Whether this monster must attack if able (`Effect.must_attack`; `must_attack_once`: until it attacked in
        this battle phase); `made`: its attacks in it so far (`Card.attacks_made`), as the caller counted them."""
        return any(e.must_attack and not (e.must_attack_once and made > 0) and e.affects is not None
                   and self.reaches(s, e, c) for s, e in self.statics())

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
            if did.get(key) != self.turn and e.extra_summon(Ctx(cast("Duel", self), p, a.card, e), c):
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
                   if e.attack_lp and e.affects is not None and e.affects(Ctx(cast("Duel", self), s.ctl, s, e), c))

    def attack_mill(self, c: Card) -> int:
        """How many cards from the top of their deck `c`'s controller must send to the graveyard to declare an attack
        with it (「墓守の使い魔」); 0: none."""
        return sum(e.attack_mill for s, e in self.statics()
                   if e.attack_mill and e.affects is not None and e.affects(Ctx(cast("Duel", self), s.ctl, s, e), c))

    def attack_tributes(self, c: Card) -> int:
        """How many other monsters `c`'s controller must tribute to declare an attack with it (「漆黒の豹戦士パンサー
        ウォリアー」); 0: none."""
        return sum(
            e.attack_tributes
            for s, e in self.statics()
            if e.attack_tributes and e.affects is not None and e.affects(Ctx(cast("Duel", self), s.ctl, s, e), c)
        )

    def attack_tribute_pool(self, c: Card) -> list[Card]:
        """The monsters `c`'s controller may tribute for its attack: their other monsters that may be tributed."""
        return [m for m in self.monsters_of(c.ctl) if m.idx != c.idx and self.can_be_tributed(m)]

    def targeting_refusal(self, c: Card, ctx: Ctx) -> str:
        """Why `c` cannot be targeted by the effect of `ctx` ("" if nothing keeps it from that): untargetable by a
        continuous effect, already destroyed by battle and waiting to leave, or waiting for its summon to succeed
        (`summoning`); a monster whose control cannot change is no target of an effect that takes control
        (「盲信するゴブリン」 and 「心変わり」)."""
        if self.doomed and (c.idx, c.oid) in self.doomed:
            return DOOMED
        if c.hidden:
            return HIDDEN
        if self.summoning(c):
            return SUMMONING  # as for a cost (seed 003, R003-032): it is on the field once the summon succeeds
        if ctx.effect.does_(categories.Does.CONTROL) and self.forbidden(c, "change_control"):
            return CONTROL_FIXED
        if self.any_untargetable and any(
            (
                e.untargetable
                or (e.untargetable_by is not None and e.untargetable_by(Ctx(cast("Duel", self), s.ctl, s, e), ctx))
            )
            and e.affects is not None
            and self.reaches(s, e, c)
            for s, e in self.statics()
        ):
            return UNTARGETABLE
        return ""

    def reaches(self, s: Card, e: Effect, c: Card) -> bool:
        """Whether the continuous effect `e` of `s` applies to `c`: it affects `c`, and `c` is not unaffected by
        `s`'s effects."""
        assert e.affects is not None
        if not e.affects(Ctx(cast("Duel", self), s.ctl, s, e), c):
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
                ctx = Ctx(cast("Duel", self), a.player, a.card, e)
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
                   and a.effect.affects(Ctx(cast("Duel", self), a.player, a.card, a.effect), c) for a in self._applied)

    def spared(self, cause: Cause, source: Card) -> bool:
        """Whether the effect behind `cause` is unaffected by `source`'s effects because it says so
        (`Effect.ignores`: 「降霊の儀式」 and 「王家の眠る谷－ネクロバレー」)."""
        return cause.card >= 0 and cause.effect != 0 and \
            is_named(source, *self.effect_of(cause.card, cause.effect).ignores)

    def effect_negated(self, c: Card) -> bool:
        """Continuous negation: a card on the field whose effects another card's continuous effect negates."""
        if not c.on_field:
            return False
        self.statics()
        return c.idx in self._negated

    def negated_now(self) -> frozenset[tuple[int, int]]:
        """The cards (index, object) on the field whose effects a continuous negation negates now (`effect_negated`)."""
        return frozenset((i, self.cards[i].oid) for p in self.players
                         for i in (*p.monsters, *p.spells, p.field) if i >= 0 and self.effect_negated(self.cards[i]))

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
            if e.waives_lp_costs and e.affects is not None and e.affects(Ctx(cast("Duel", self), s.ctl, s, e), c):
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
        if not n or activation_refusal(cast("Duel", self), c.ctl, c, n, defn.effects[n - 1], (), None, forced=True):
            return False
        self.stack.append(Activation(c.ctl, c.idx, n, ()))
        return True

    def hand_trap_permit(self, player: int) -> tuple[Card, int] | None:
        """An effect that lets `player` activate a trap card from their hand now (`Effect.hand_traps`) and is not used
        up (`hand_trap_once`): its card and effect number."""
        if not self.statics():  # `_applied` holds the same effects: most boards have none
            return None
        return next(((a.card, a.number) for a in self._applied if a.effect.hand_traps is not None
                     and a.effect.hand_traps(Ctx(cast("Duel", self), a.player, a.card, a.effect), player)
                     and not (a.effect.hand_trap_once and self.used_this_turn(a.card, a.number))), None)

    def upkeep_waived(self, c: Card) -> bool:
        """Whether a continuous effect lets this card's controller keep it without its standby-phase LP payment."""
        return any(e.waives_upkeep and e.affects is not None and e.affects(Ctx(cast("Duel", self), s.ctl, s, e), c)
                   for s, e in self.statics())

    def still_there(self, r: Lasting[Left]) -> bool:
        """Whether the card object a lingering effect lasts with (`linger(while_there=)`) is still where it was (True
        when it lasts with none), and, for one that lasts only while it stays face-up (`linger(face_up=True)`), has
        stayed face-up since (turned face-down and up again it is a new card for the effects applied to it). A
        continuous, replacement or activated effect applies "while that card stays" as a face-up card's own effects
        do: no more from the moment the card moves, even before anything else happens (the next attack declaration
        in the same battle phase is free of 「挑発」's); a trigger or at-once one still answers the events of that very
        move (「おジャマトリオ」's token destroyed), so its record ends only at `next_thing`."""
        w = r.until.card
        return w is None or (self.cards[w[0]].oid == w[1]
                             and (not r.until.face_up or self._face_up_since(self.cards[w[0]], r.since)))

    def _face_up_since(self, c: Card, since: Stamp) -> bool:
        """Whether `c` is face-up and has stayed so since the moment `since`."""
        return c.face_up and self.stamp_of(c)[0] <= since[0]

    def deck_tops_shown(self) -> bool:
        """Whether a continuous effect keeps the decks upside down (`Effect.shows_deck_tops`, 「天変地異」): the top
        card of each is face-up for both players."""
        return self.any_static and any(e.shows_deck_tops for _, e in self.statics())

    def can_be_tributed(self, c: Card, summoned: Card | None = None, by_effect: bool = True) -> bool:
        """Whether `c` may be tributed (for a summon, a cost or a ritual; `summoned`: for the tribute summon of that
        monster; `by_effect` False: for a monster's own summon procedure, which is no effect, R004-175): no effect
        forbids it ("be_tributed_by_effect": by a card's effect, not for a tribute summon or a summon procedure,
        「魔王ディアボロス」), and none allows it only for the tribute summons of other monsters
        (`Effect.tributed_only_for`, 「不死武士」; `Effect.summon_tributes_for`, which leaves costs and rituals
        free: 「雲魔物トークン」, 「終焉の焔」's tokens)."""
        if self.forbidden(c, "be_tributed") or (summoned is None and by_effect
                                                and self.forbidden(c, "be_tributed_by_effect")):
            return False
        return not any(
            self.reaches(s, e, c)
            and ((e.tributed_only_for is not None
                  and (summoned is None or not e.tributed_only_for(Ctx(cast("Duel", self), s.ctl, s, e), summoned)))
                 or (e.summon_tributes_for is not None and summoned is not None
                     and not e.summon_tributes_for(Ctx(cast("Duel", self), s.ctl, s, e), summoned)))
            for s, e in self.statics() if e.tributed_only_for is not None or e.summon_tributes_for is not None)

    def shown_to(self, player: int) -> frozenset[int]:
        """The cards `player` has been shown and still sees (each where it was shown)."""
        if Shown not in self.lasting.by:
            return NONE_SHOWN
        return frozenset(r.card[0] for r in self.lasting.of(Shown)
                         if r.to_player == player and self.cards[r.card[0]].oid == r.card[1])
