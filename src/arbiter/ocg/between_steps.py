"""What the duel settles between two steps (`Duel.advance`): positions, Attributes and owners' control kept by
continuous effects, cards destroyed while what they need does not hold, equip cards on a monster they may not equip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from arbiter.kernel.events import RULE_CAUSES, Cause, Reason
from arbiter.ocg.chain import (
    TriggerChain,
    Window,
)
from arbiter.ocg.continuous import Applied, Order, OrderEffects, Stamp, order
from arbiter.ocg.effects import Ctx
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.verbs import Verbs

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel




class BetweenSteps(Verbs):
    """The checks `advance` makes between steps."""

    # ---- between steps ----------------------------------------------------------------------------

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
                        if a.effect.affects(Ctx(cast("Duel", self), a.player, a.card, a.effect), c):
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
                    ctx = Ctx(cast("Duel", self), a.card.ctl, a.card, e)
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

    def keep_owners_control(self) -> None:
        """A continuous effect that keeps every monster under its owner's control (`Effect.owners_control`) gives
        back at once, as a reset (`return_to_owners`), a monster the owner's opponent controls: one taken while the
        effect did not apply (its card's effects negated: 「洗脳解除」 under 「王宮のお触れ」, whose leaving lets it
        apply again) or put there by a special summon, which is no change of control the effect could stop. Checked
        between steps, after each change of the board."""
        self._owners_version = self.version
        self.statics()
        keeper = next((a for a in self._applied if a.effect.owners_control), None)
        if keeper is not None and any(c.ctl != c.owner and not self.forbidden(c, "change_control")
                                      for p in (0, 1) for c in self.monsters_of(p)):
            self.return_to_owners(Cause(keeper.player, Reason.EFFECT, keeper.card.idx, keeper.number))

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
                found += [
                    (c, n)
                    for n, e in enumerate(defn.effects, 1)
                    if e.destroyed_unless is not None and not e.destroyed_unless(Ctx(cast("Duel", self), c.ctl, c, e))
                ][:1]
                doomed += [(hit, Cause(c.ctl, Reason.EFFECT, c.idx, n)) for n, e in enumerate(defn.effects, 1)
                           if e.destroys is not None and (hit := e.destroys(Ctx(cast("Duel", self), c.ctl, c, e)))]
        misequipped = self._misequipped() if self.limit_equipping() else []
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

    def limit_equipping(self) -> bool:
        """Whether an equip spell (or a union monster) that may equip only some monsters equips one now: only then may
        `_misequipped` find one (a card's `equipped_to` is reset as it moves), so between steps the rule costs nothing
        otherwise."""
        return any(self.cards[i].equipped_to >= 0 for i in self.limited_equips)

    def _misequipped(self) -> list[tuple[Card, Card]]:
        """Equip spells on the field equipped to a monster that their own target filter (`CardDef.equip_limit`)
        no longer lets them equip: its Type, Attribute, Level or controller changed (their monster turning
        face-down or leaving is `_drop_equips`); so are union monsters, by their own equip effect's filter (a
        union's monster taken by the opponent). A rule, not the card's effect: it holds while the card's
        effects are negated."""
        found: list[tuple[Card, Card]] = []
        if self.any_waker:
            self.statics()  # which gemini monsters are woken now, for the name their text gives them (`Card.as_gemini`)
        for p in (self.tp, 1 - self.tp):
            for i in self.players[p].spells:
                defn = self.defs[i] if i >= 0 else None
                c = self.cards[i] if defn is not None else None
                if c is None or defn is None or defn.equip_limit is None or c.equipped_to < 0 or not c.face_up \
                        or not ((c.data.is_spell and "equip" in c.data.subtypes) or "union" in c.data.subtypes):
                    continue
                m = self.cards[c.equipped_to]
                e = defn.equip_limit
                assert e.target is not None and e.target.where is not None
                if (
                    m.zone is Zone.MONSTERS
                    and m.face_up
                    and not e.target.where(Ctx(cast("Duel", self), c.ctl, c, e), m)
                ):
                    found.append((c, m))
        return found

    def _ask_order(self, c: Card, now: Stamp) -> bool:
        """Whether a player must first order their effects starting to apply to the newcomer `c`: two or more
        of one player's, tied in the order, among them one that keeps positions and one that changes a Type
        it may look at. The turn player's are asked first."""
        groups: dict[tuple[int, int], list[Applied]] = {}
        for a in self._applied:
            e = a.effect
            ctx = Ctx(cast("Duel", self), a.player, a.card, e)
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
