"""The cost is paid before the targets are chosen: whether some way of paying it leaves the effect something to do.

An activation pays its cost first and chooses its targets after (`chain.Activation`'s stages), as the era's rulings
have it. So a card the cost sends to the graveyard may be the target, or the card the effect acts on
(「死者転生」 discarding the monster it adds back, 「六武衆の理」 sending the only 「六武衆」 it then revives, to the
zone the cost freed; 「ヒステリック・パーティー」 discarding the only 「ハーピィ・レディ」), and a cost that takes away
the only possible targets leaves the activation none (「ゴッドバードアタック」 tributing one of the only two cards it
could target).

The activation check (`legality.resolve_refusal`) looks at the duel as it is, before the cost. Where that could be
wrong it asks this module, which answers with a what-if: each distinct way of choosing the cards the cost moves is
paid on a copy of the duel (`Duel.clone`), and the effect's targets and `needs` are checked there. It is asked only

- where the plain check finds no targets (and the cost puts cards where the target spec looks: the graveyard, the
  banished cards) or nothing to act on (`needs`, which may read anything, the free monster zones included), and the
  cost moves cards; or
- where the plain check finds targets, the cost takes cards from where the target spec looks, and too few of the
  targets are cards the cost cannot take (the converse: some way of paying must leave enough).

Everything else, the common case at every priority window, costs nothing more. The converse is checked for target
specs only: a `needs` that the cost could empty must say so itself (「ダーク・クリエイター」).

Cards chosen for the cost are told apart only where that could matter: cards of the hand or the deck by their name
and owner (any of two copies does the same), others each by itself; a fusion or synchro monster's materials are taken
as whole sets (`_material_sets`, `synchro.material_sets`). A cost whose cards are chosen as "any number", at random,
from the top of the deck, or as materials tributed with the card itself (「融合呪印生物」), and one with more than
`_LIMIT` distinct ways, is not tried: the plain check stands for it. The activation then offers only the ways that
work (`Ways`, `Activation`'s cost questions), so a player who activates never pays into a dead end.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations, product
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion, synchro
from arbiter.ocg.chain import (
    Activation,
    NeedAnswer,
    StepQuestion,
)
from arbiter.ocg.costs import (
    field_cost_candidates,
    grave_cost_candidates,
    hand_cost_candidates,
    material_choices,
    material_pool,
    pay_with_self,
    self_cost_payable,
    tribute_candidates,
    tribute_choices,
)
from arbiter.ocg.effects import Cost, Ctx, Effect
from arbiter.ocg.names import count_names
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.summon_locks import Lifts

NO_TARGETS = Why("there are not enough legal targets", "対象にできるカードが足りない")
NOTHING = Why("there is nothing for it to act on", "効果を適用できるものがない")
LEFT_NOTHING = Why("whatever its cost takes, it leaves it too few legal targets",
                   "どのようにコストを払っても、対象にできるカードが足りなくなる")
_LIMIT = 48  # the most distinct ways of paying tried on copies of the duel; past it the plain check stands

Sig = tuple[int, ...]  # what tells a card chosen for the cost apart (`_sig`)
Way = tuple[tuple[str, tuple[Card, ...]], ...]  # a way of paying: the cards chosen for each part of the cost


@dataclass(frozen=True, slots=True)
class Ways:
    """The ways of paying a cost that leave its effect something to do, each as the multiset of what tells its
    chosen cards apart (`kinds`: card index -> that)."""

    kinds: Mapping[int, Sig]
    working: tuple[tuple[Sig, ...], ...]

    def allows(self, picked: Iterable[int]) -> bool:
        """Whether the cards `picked` for the cost so far (the card itself, and cards no way chooses, ignored) are
        part of a way that works."""
        need = Counter(self.kinds[i] for i in picked if i in self.kinds)
        return any(not need - Counter(w) for w in self.working)

    def whole(self, picked: Iterable[int]) -> bool:
        """Whether the cards `picked` (as for `allows`) are the whole of a way that works: where more may be picked at
        will (a fusion monster's further materials), the player may stop only there."""
        have = Counter(self.kinds[i] for i in picked if i in self.kinds)
        return any(have == Counter(w) for w in self.working)


def _sig(c: Card) -> Sig:
    """Cards of the hand or the deck have no state of their own: two of the same name and owner pay alike."""
    if c.zone is Zone.HAND or c.zone is Zone.DECK:
        return (-int(c.zone), c.data.passcode, c.owner)
    return (c.idx,)


def _unsupported(cost: Cost) -> bool:
    """Whether the cost moves cards in a way the what-if does not pay: any number of them as chosen, at random,
    from the top of the deck, as materials tributed with the card itself, or a monster's equipped monster."""
    return bool(cost.banish_grave_any or cost.tribute_any or cost.field_send_any or cost.banish_declared
                or cost.banish_counters or cost.banish_deck or cost.mill or cost.banish_hand_random
                or cost.discard_random or cost.fusion_tribute is not None
                or cost.grave_monsters_to_deck or cost.tribute_equipped or cost.one_each or cost.banish_hand)


def _moves(cost: Cost) -> bool:
    """Whether the cost moves cards (the ones `_ways` chooses, or the card itself)."""
    return bool(cost.self_to or cost.discard or cost.hand_send or cost.discard_all or cost.hand_send_all
                or cost.banish_grave or cost.tribute or cost.tribute_all or cost.field_send or cost.banish_field
                or cost.field_send_all or cost.banish_field_all or cost.materials or cost.synchro)


def _puts_into(cost: Cost) -> set[Zone]:
    """Where the cards the cost moves go, among the places a target may be."""
    out: set[Zone] = set()
    hand = cost.discard or cost.hand_send or cost.discard_all or cost.hand_send_all
    if (hand and cost.hand_to == "") or cost.tribute or cost.tribute_all or (
            (cost.field_send or cost.field_send_all) and not cost.field_to_deck) or cost.self_to in (
            "discard", "send", "tribute"):
        out.add(Zone.GRAVE)
    if (hand and cost.hand_to == "banish") or cost.banish_grave or cost.banish_field or cost.banish_field_all \
            or cost.self_to == "banish":
        out.add(Zone.BANISHED)
    return out


def _takes_from(cost: Cost, c: Card) -> set[Zone]:
    """Where the cards the cost takes come from, among the places a target may be: the card itself paid is one
    (an effect that may target its own card, 「ならず者傭兵部隊」's "a monster on the field", loses that target)."""
    out: set[Zone] = {c.zone} if cost.self_to else set()
    if cost.discard or cost.hand_send or cost.discard_all or cost.hand_send_all:
        out.add(Zone.HAND)
    if cost.hand_send_set or cost.field_send or cost.banish_field or cost.field_send_all or cost.banish_field_all:
        out |= {Zone.MONSTERS, Zone.SPELLS}
    if cost.tribute or cost.tribute_all:
        out.add(Zone.MONSTERS)
    if cost.banish_grave:
        out.add(Zone.GRAVE)
    return out


def _pool(d: Duel, player: int, c: Card, eff: Effect) -> set[int]:
    """Every card some way of paying the cost could take."""
    cost = eff.cost
    out: set[int] = set()
    if cost.discard or cost.hand_send or cost.discard_all or cost.hand_send_all:
        out |= {x.idx for x in hand_cost_candidates(d, player, c, eff)}
    if cost.banish_grave:
        out |= {x.idx for x in grave_cost_candidates(d, player, c, eff)}
    if cost.tribute or cost.tribute_all:
        out |= {x.idx for x in tribute_candidates(d, player, c, eff)}
    if cost.field_send or cost.banish_field or cost.field_send_all or cost.banish_field_all:
        out |= {x.idx for x in field_cost_candidates(d, player, c, eff)}
    if cost.self_to:
        out.add(c.idx)
    return out


def _worth_asking(ctx: Ctx, work: str) -> bool:
    """Whether paying the cost first could change the answer `work` of the plain check (see the module's
    docstring): the cheap tests that keep the common case as fast as it was."""
    eff = ctx.effect
    cost = eff.cost
    if not _moves(cost) or _unsupported(cost):
        return False
    spec = eff.target
    if work == NOTHING:
        return True
    if work == NO_TARGETS:
        return spec is not None and bool(_puts_into(cost) & set(spec.zones_seen()))
    if work or spec is None or spec.least == 0 or not _takes_from(cost, ctx.card) & set(spec.zones_seen()):
        return False
    pool = _pool(ctx.duel, ctx.player, ctx.card, eff)
    return sum(1 for t in spec.candidates(ctx) if t.idx not in pool) < spec.least


def _choose(pool: list[Card], n: int) -> list[tuple[Card, ...]] | None:
    """The distinct ways of choosing `n` of the cards `pool` (None: more than `_LIMIT`)."""
    seen: dict[tuple[Sig, ...], tuple[Card, ...]] = {}
    for combo in combinations(pool, n):
        seen.setdefault(tuple(sorted(_sig(x) for x in combo)), combo)
        if len(seen) > _LIMIT:
            return None
    return list(seen.values())


def _tributes(d: Duel, player: int, c: Card, eff: Effect, n: int) -> list[tuple[Card, ...]] | None:
    """The distinct sets of `n` monsters that may be tributed for the cost, picked as `tribute_choices` allows: a
    filter that reads the picks so far (`paid_so_far`: 「ゲート・ガーディアン」's one of each) reads them from its
    context, the duel left as it is."""
    found: dict[frozenset[int], tuple[Card, ...]] = {}

    def pick(chosen: list[Card]) -> bool:
        if len(chosen) == n:
            found.setdefault(frozenset(m.idx for m in chosen), tuple(chosen))
            return len(found) <= _LIMIT
        return all(pick([*chosen, m])
                   for m in tribute_choices(d, player, c, eff, [m.idx for m in chosen], listing=True))

    return list(found.values()) if pick([]) else None


def _material_sets(d: Duel, c: Card, pool: list[Card]) -> list[tuple[Card, ...]] | None:
    """The distinct whole sets of the fusion monster `c`'s listed materials in `pool` (a `many` entry's further
    monsters making more sets), picked as `material_choices` allows (None: more than `_LIMIT`)."""
    r = fusion.recipe(c.data.passcode)
    found: list[tuple[Card, ...]] = []

    def pick(chosen: list[Card], start: int) -> bool:  # each set once: its cards in the order of the pool
        if r is not None and len(chosen) >= len(r.needs) and fusion.completable(r, chosen, chosen, race=d.race):
            found.append(tuple(chosen))
        nxt = {m.idx for m in material_choices(c, pool, [m.idx for m in chosen], d.race)}
        return len(found) <= _LIMIT and all(pick([*chosen, m], k + 1)
                                            for k, m in enumerate(pool) if k >= start and m.idx in nxt)

    return found if pick([], 0) else None


def _probe(d: Duel, player: int, c: Card, eff: Effect, events: tuple[Event, ...] = ()) -> Activation | None:
    """An activation of `c`'s own effect `eff` with nothing paid yet (None: an effect that is not the card's own)."""
    defn = d.defs[c.idx]
    n = next((k for k, e in enumerate(defn.effects, 1) if e is eff), 0) if defn is not None else 0
    return Activation(player, c.idx, n, events) if n else None


def _ways(d: Duel, player: int, c: Card, eff: Effect) -> list[Way] | None:
    """Every distinct way of choosing the cards the cost moves (None: more than `_LIMIT`)."""
    cost = eff.cost
    parts: list[tuple[str, list[tuple[Card, ...]] | None]] = []
    if cost.discard_all or cost.hand_send_all:
        parts.append(("hand", [tuple(hand_cost_candidates(d, player, c, eff))]))
    elif cost.discard or cost.hand_send:
        parts.append(("hand", _choose(hand_cost_candidates(d, player, c, eff), cost.discard or cost.hand_send)))
    if cost.banish_grave:
        grave = grave_cost_candidates(d, player, c, eff)
        ways = _choose(grave, cost.banish_grave)
        if ways is not None and cost.distinct_names:
            ways = [w for w in ways if count_names(w) == len(w)]
        parts.append(("grave", ways))
    if cost.tribute_all:
        parts.append(("tribute", [tuple(m for m in d.monsters_of(player) if m.idx != c.idx and d.can_be_tributed(m))]))
    elif cost.tribute:
        parts.append(("tribute", _tributes(d, player, c, eff, cost.tribute)))
    if cost.field_send_all or cost.banish_field_all:
        parts.append(("field", [tuple(field_cost_candidates(d, player, c, eff))]))
    elif cost.field_send or cost.banish_field:
        parts.append(("field", _choose(field_cost_candidates(d, player, c, eff), cost.field_send or cost.banish_field)))
    if cost.synchro:
        pool = material_pool(d, player)
        parts.append(("materials", [tuple(m for m in pool if m.idx in s) for s in synchro.material_sets(d, c, pool)]))
    elif cost.materials:
        parts.append(("materials", _material_sets(d, c, material_pool(d, player, cost.materials_side,
                                                                    cost.materials == "banish"))))
    total = 1
    for _, each in parts:
        if each is None:
            return None
        total *= len(each)
    if total > _LIMIT:
        return None
    names = [name for name, _ in parts]
    out: list[Way] = []
    for combo in product(*(each or [] for _, each in parts)):
        cards = [x.idx for chosen in combo for x in chosen]
        if len(set(cards)) == len(cards):  # no card pays two parts
            out.append(tuple(zip(names, combo, strict=True)))
    return out


def _pay(w: Duel, player: int, c: Card, eff: Effect, way: Way) -> None:
    """Pay the cost on the copy `w` of the duel, in the order the activation does: the card itself, the hand, the
    graveyard, the field."""
    cost = eff.cost
    cause = Cause(player, Reason.COST, c.idx)
    me = w.cards[c.idx]
    if cost.self_to and self_cost_payable(me, cost.self_to):
        pay_with_self(w, player, me, cost.self_to)
    for part, chosen in way:
        idxs = [x.idx for x in chosen]
        cards = [w.cards[i] for i in idxs]
        if not idxs:
            continue
        if part == "hand" and (cost.discard or cost.discard_all):
            w.discard(idxs, cause)
        elif (part == "hand" and cost.hand_to == "banish") or part == "grave" or (
                part == "field" and (cost.banish_field or cost.banish_field_all)) or (
                part == "materials" and cost.materials == "banish"):
            w.banish(cards, cause)
        elif (part == "hand" and cost.hand_to == "deck") or (part == "field" and cost.field_to_deck) or (
                part == "materials" and cost.materials == "deck"):
            w.to_deck(cards, cause)
        elif part == "tribute" and not cost.tribute_sends:
            w.send_to_grave(idxs, cause, "tributed")
        else:
            w.send_to_grave(idxs, cause, "sent")


def _mid_activation(w: Duel, ctx: Ctx, way: Way) -> None:
    """Leave the copy `w` as the activation is once its cost is paid, its targets not yet chosen: a target filter
    that reads the cards paid (`paid_so_far`: 「地霊術－「鉄」」 may not target the monster it tributed) finds them."""
    act = _probe(w, ctx.player, ctx.card, ctx.effect, ctx.events)
    if act is not None:  # (an effect borrowed or left behind is no effect of the card's own: nothing reads its payment)
        act.cost_cards = [x.idx for _, chosen in way for x in chosen]
        w.stack.append(act)


def work_refusal(ctx: Ctx) -> str:
    """The part of the plain check that paying the cost can change: why the effect has too few targets
    (`NO_TARGETS`) or nothing to act on (`NOTHING`) now, or ""."""
    eff = ctx.effect
    if eff.target is not None and not eff.target.enough(ctx):
        return NO_TARGETS
    if eff.needs is not None and not eff.needs(ctx):
        return NOTHING
    return ""


def _working(ctx: Ctx, every: bool) -> tuple[list[Way], list[Way]] | None:
    """The ways of paying the cost, and those of them that leave the effect something to do, all of them or
    (`every` False) the first found (None: too many to try)."""
    d, player, c, eff = ctx.duel, ctx.player, ctx.card, ctx.effect
    ways = _ways(d, player, c, eff)
    if ways is None:
        return None
    good: list[Way] = []
    for way in ways:
        w = d.clone()
        try:
            _pay(w, player, c, eff, way)
            _mid_activation(w, ctx, way)
            works = not work_refusal(Ctx(w, player, w.cards[c.idx], eff, ctx.events, declared=ctx.declared))
        except (NeedAnswer, StepQuestion):
            works = True  # a replacement effect would ask how the cost is paid: that way is not ruled out
        if works:
            good.append(way)
        if good and not every:
            break
    return ways, good


def refusal(ctx: Ctx, work: str) -> str:
    """`work`, the plain check's answer about targets and something to act on (`NO_TARGETS`, `NOTHING` or ""),
    corrected for the cost paid first: "" where some way of paying it leaves the effect something to do, a reason
    where none does."""
    if not _worth_asking(ctx, work):
        return work
    # every priority window asks again, in a state that has not changed: the answer is kept for the state (what
    # changes with every move, log line or thing that happens)
    d = ctx.duel
    at = (d.version, d.serial, len(d.log), d.turn)
    if d.what_if[0] != at:
        d.what_if = (at, {})
    key = (ctx.card.idx, ctx.card.oid, id(ctx.effect), ctx.player, ctx.events, ctx.declared)
    known = d.what_if[1]
    if key not in known:
        found = _working(ctx, every=False)
        known[key] = None if found is None else bool(found[1])
    works = known[key]
    if works is None:
        return work
    return "" if works else work or LEFT_NOTHING


def lifting(d: Duel, player: int, c: Card, eff: Effect, lifts: Lifts) -> Ways:
    """The ways of paying the cost of `c`'s effect `eff` whose cards, once gone, pass `lifts` (a summon lock read
    without them: a monster's own procedure under 「群雄割拠」); none where the cost is paid in a way the what-if does
    not try or has too many ways: the plain check, the lock as it is now, stands."""
    ways = (None if _unsupported(eff.cost) else _ways(d, player, c, eff)) or []
    kinds = {x.idx: _sig(x) for way in ways for _, chosen in way for x in chosen}
    return Ways(kinds, tuple(tuple(kinds[x.idx] for _, chosen in way for x in chosen) for way in ways
                             if lifts([x for _, chosen in way for x in chosen])))


def narrowing(ctx: Ctx) -> Ways | None:
    """For an activation about to pay its cost: the ways of paying it that leave the effect something to do, where
    some ways do not (None: every way does, or the plain check decided)."""
    if not _worth_asking(ctx, work_refusal(ctx)):
        return None
    found = _working(ctx, every=True)
    if found is None or not found[1] or len(found[1]) == len(found[0]):
        return None  # (with none that works, the activation was let through elsewhere: no way is kept from it)
    kinds = {x.idx: _sig(x) for way in found[0] for _, chosen in way for x in chosen}
    return Ways(kinds, tuple(tuple(kinds[x.idx] for _, chosen in way for x in chosen) for way in found[1]))
