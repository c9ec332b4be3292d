"""The event pipeline: every change of state is an event, and goes replacement → application → triggers.

The replacement step uses the kernel's rules (no chaining, copies once, one replacement per event,
the turn player first) and adds Duel Masters' handling of simultaneous events (seed 001, R001-017..021):

1. declaration: the turn player, one event at a time (in the order they choose: asked where a choice is left to
   make, or where the order can change what a compulsory replacement does, `ReplacementDef.order_matters`), decides
   which of their replacement effects to use on it, or none; then the opponent does the same for the events
   the turn player has not replaced;
2. resolution: the chosen replacements are carried out in that order, the turn player's first (101.4: each player
   resolves their own in the order they choose); each interrupts whatever process is running, and nothing it does
   is replaced again; one that is no longer possible does nothing (a Saver cannot save a creature that is already
   in the graveyard), and one whose card has left since is still carried out where it needs no more of that card
   (R001-021); where the turn player's does nothing so, the opponent may then choose one of theirs for the event
   (carried out after the others);
3. the events left (no replacement chosen) happen together, then their triggers are recorded.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager

from arbiter.dm.duel import CardRef, Duel, no_option, visible
from arbiter.dm.model import MOVE_EN, MOVE_JA, SHIELD_TRIGGER, Card, ReplacementDef, Zone
from arbiter.kernel.decision import Option, Question, after, naming
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import quoted
from arbiter.kernel.replacement import Replacement, candidates, must_choose, offers
from arbiter.kernel.replacement import apply as mark_replaced

MOVE_KINDS = frozenset({"destroy", "discard", "break", "enter", "to_hand", "to_mana", "to_grave", "to_deck",
                        "to_shields", "spell_done", "cast", "mill", "fortify"})


def _always(ev: Event) -> bool:
    return True


def _marker(ev: Event) -> Event:
    # what the kernel records as "happened instead": the card's own operation does the rest
    return dataclasses.replace(ev, kind="replaced:" + ev.kind)


def moved(d: Duel, kind: str, c: Card, dst: Zone, cause_player: int, reason: str = "effect", source: int = -1,
          detail: str = "") -> Event:
    """The event of moving card `c` to `dst` (`amount` holds the object id it must still have)."""
    return Event(kind, Cause(cause_player, Reason(reason), source), c.idx, c.owner, c.oid, int(c.zone), int(dst),
                 detail)


def repl_key(c: Card, n: int) -> str:
    """A replacement effect's identity: copies of one card's effect under one player share it (apply once)."""
    return f"{c.owner}:{c.defn.key}:{n}"


def still_there(d: Duel, ev: Event) -> bool:
    """A move can still happen: the card is the same object, in the zone the event takes it from."""
    if ev.kind not in MOVE_KINDS:
        return True
    c = d.cards[ev.card]
    return c.oid == ev.amount and int(c.zone) == ev.src


def _active(d: Duel, ev: Event) -> list[tuple[Replacement, ReplacementDef]]:
    """Replacement effects in force that watch `ev`: those of cards on the board (battle zone, castles), and
    of the very card the event moves (madness from the hand, a Charger spell being cast)."""
    out = []
    excluded = [t[4:] for t in ev.detail.split() if t.startswith("not:")] if ev.detail else []
    p0, p1 = d.players
    where = [*p0.battle, *p0.pile(Zone.CASTLE), *p1.battle, *p1.pile(Zone.CASTLE)]
    if ev.card >= 0 and ev.card not in where:
        where.append(ev.card)
    for i in where:
        c = d.cards[i]
        for n, r in enumerate(c.defn.replacements):
            if not r.watches(d, c, ev):
                continue
            key = repl_key(c, n)
            if key not in excluded:
                out.append((Replacement(key, i, c.owner, _always, _marker, r.optional), r))
    # what an effect left on the creature itself, whichever card made it (checked first: the key is made only then)
    if ev.card >= 0 and STAYS_THIS_TURN.watches(d, c := d.cards[ev.card], ev):
        key = f"{c.owner}:stays_this_turn"
        if key not in excluded:
            out.append((Replacement(key, c.stay_by, c.owner, _always, _marker, False), STAYS_THIS_TURN))
    return out


def _stays_this_turn(d: Duel, c: Card, ev: Event) -> bool:
    """The creature the event destroys stays this turn (`c`, the card whose effect it is, is not asked)."""
    if ev.kind != "destroy" or ev.card < 0:
        return False
    x = d.cards[ev.card]
    return x.zone is Zone.BATTLE and x.stay_turn == d.turn and x.oid == ev.amount


def _stay(d: Duel, c: Card, p: int, ev: Event) -> None:
    d.note("stays", d.ref(ev.card))  # `c` is the card whose effect it is


# a lasting effect on a creature (「鎧亜の邪聖ギル・ダグラス」's, for a light card drawn): this turn, when it would be
# destroyed, it stays instead. Kept on the creature (`Card.stay_turn`), not on the card that made it, so that it goes on
# applying to an evolution creature put on it (801.2); its source is still that card (`Card.stay_by`)
STAYS_THIS_TURN = ReplacementDef("stays instead of going to the graveyard", "墓地に置くかわりにとどまる",
                                 _stays_this_turn, _stay, optional=False)


# events no card's replacement effect watches: they skip the replacement step
UNWATCHED = frozenset({"tap", "untap", "power", "cross", "shield_force", "stays_this_turn", "cast", "to_shields",
                       "fortify", "mill"})


def _offer(d: Duel, ev: Event, p: int, active: list[tuple[Replacement, ReplacementDef]] | None = None
           ) -> list[tuple[Replacement, ReplacementDef]]:
    """`p`'s replacements that may apply to `ev`, every copy listed (copies still apply once)."""
    if ev.replaced_by:
        return []
    if active is None:
        active = _active(d, ev)
    if not active:
        return []
    for q, mine in offers(candidates(ev, [r for r, _ in active], d.tp), d.tp):
        if q == p:
            keys = {r.key for r in mine}
            return [(r, rd) for r, rd in active if r.key in keys and r.controller == p]
    return []


def _choose(d: Duel, p: int, ev: Event, mine: list[tuple[Replacement, ReplacementDef]]
            ) -> tuple[Replacement, ReplacementDef] | None:
    """`p` picks one replacement (or none, where all are optional); one mandatory effect needs no question."""
    reps = [r for r, _ in mine]
    declinable = not must_choose(reps) and all(r.optional for r in reps)
    if not declinable and len({r.key for r in reps}) == 1:
        return mine[0]
    opts = [d.card_option("replace", r.source) for r in reps]
    if declinable:
        opts.append(no_option())
    what = after("use a replacement effect? (", "置き換え効果を使う？（", _describe(d, ev, p))
    one = {r.source for r in reps}  # the prompt names the card offering, where one card does
    o = d.ask(p, "replacement", opts, what[0] + ")", what[1] + "）", source=one.pop() if len(one) == 1 else -1,
              names=what[2])
    if o.kind == "no":
        return None
    return next((r, rd) for r, rd in mine if r.source == o.card)


def _describe(d: Duel, ev: Event, p: int) -> Question:
    """The event a replacement may apply to, in English and Japanese, as `p` may read it, in the log's words
    ("Destroyed: X", 「破壊：X」; "A draws a card"), and the card it names where it names one."""
    if ev.card < 0:  # a draw: the only event without a card that a replacement watches
        who = "AB"[ev.player]
        return f"{who} draws a card", f"{who}がカードを1枚引く", ()
    en, ja = MOVE_EN.get(ev.kind, ev.kind).capitalize(), MOVE_JA.get(ev.kind, ev.kind)
    if visible(d, ev.card, p):
        r = d.ref(ev.card)
        name_en, name_ja = (r.label, r.label) if r.label else (quoted(r.name_ja, r.name_en, "en"), f"「{r.name_ja}」")
        return naming(ev.card, (f"{en}: {name_en}", ""), (f"{ja}：{name_ja}", ""))
    # a card `p` may not see: a shield being broken by its place, as the board's codes and the options name it
    # (two shields of one double break each get their question, which must tell them apart), else by its owner only,
    # as the log names a face-down card
    c = d.cards[ev.card]
    owner = "AB"[c.owner]
    if c.zone is Zone.SHIELDS:
        k = d.players[c.owner].shields.index(c.idx) + 1
        return f"{en}: {owner}'s shield {k}", f"{ja}：{owner}のシールド{k}", ()
    return f"{en}: a face-down card of {owner}'s", f"{ja}：{owner}の裏向きのカード", ()


def _next_event(d: Duel, p: int, evs: list[Event], todo: list[int],
                actives: list[list[tuple[Replacement, ReplacementDef]]]) -> int:
    """Which of several simultaneous events `p` handles next; asked only where the order can matter."""
    if len(todo) == 1:
        return todo[0]
    offered = {i: _offer(d, evs[i], p, actives[i]) for i in todo}
    if all(len(m) == 1 and not m[0][0].optional for m in offered.values()) and not _order_matters(d, evs, offered):
        return todo[0]
    opts = []
    for i in todo:
        o = d.card_option("order", evs[i].card)
        opts.append(Option(f"order:{i}", "order", evs[i].card, i, o.label_en, o.label_ja))
    o = d.ask(p, "replace_order", opts, "choose the event to apply replacement effects to next",
              "次に置き換え効果を適用する事象を選ぶ", source=-1)
    return o.arg


def _order_matters(d: Duel, evs: list[Event], offered: dict[int, list[tuple[Replacement, ReplacementDef]]]) -> bool:
    """Whether the order of events that each have one compulsory replacement on offer can change what one of those
    replacements does, given the events it is on offer for (`ReplacementDef.order_matters`)."""
    by_effect: dict[tuple[int, str], tuple[ReplacementDef, list[Event]]] = {}
    for i, m in offered.items():
        r, rd = m[0]
        by_effect.setdefault((r.source, r.key), (rd, []))[1].append(evs[i])
    return any(rd.order_matters is not None and rd.order_matters(d, d.cards[source], mine)
               for (source, _), (rd, mine) in by_effect.items())


def carry_out(d: Duel, ev: Event, r: Replacement, rd: ReplacementDef) -> None:
    """Do what the replacement says instead; nothing it does is replaced again (no chaining)."""
    mark_replaced(ev, r)
    d.note("replaced", d.ref(r.source), rd.name, rd.name_ja, d.seen_ref(ev.card) if ev.card >= 0 else ev.player)
    outer = d.product
    d.product = r.key
    try:
        src = d.cards[r.source]
        rd.instead(d, src, src.owner, ev)
    finally:
        d.product = outer


@contextmanager
def next_sentence(d: Duel) -> Iterator[None]:
    """What a replacement's text says in a later sentence is a new event, which may be replaced (101.5a)."""
    outer, d.product = d.product, ""
    try:
        yield
    finally:
        d.product = outer


def happen(d: Duel, ev: Event) -> list[Event]:
    return happen_all(d, [ev])


def happen_all(d: Duel, evs: list[Event]) -> list[Event]:
    """Several events that happen at once; returns those that happened as they were (not replaced)."""
    if d.product:
        evs = [dataclasses.replace(e, replaced_by=d.product) for e in evs]
    n = len(evs)
    claimed = [False] * n
    chosen: list[tuple[int, Replacement, ReplacementDef]] = []
    # declarations change nothing, so what is on offer is found once
    actives = [[] if e.replaced_by or e.kind in UNWATCHED else _active(d, e) for e in evs]
    if any(actives):
        for p in (d.tp, 1 - d.tp):
            todo = [i for i in range(n) if not claimed[i] and _offer(d, evs[i], p, actives[i])]
            while todo:
                i = _next_event(d, p, evs, todo, actives)
                todo.remove(i)
                mine = _offer(d, evs[i], p, actives[i])
                pick = _choose(d, p, evs[i], mine) if mine else None
                if pick is not None:
                    claimed[i] = True
                    chosen.append((i, *pick))
    for i, r, rd in chosen:  # grows as it goes: an opponent's replacement chosen after a lapse is carried out last
        src = d.cards[r.source]
        ok = rd.still_possible(d, src, evs[i]) if rd.still_possible else (
            still_there(d, evs[i]) and rd.watches(d, src, evs[i]))
        if ok:
            carry_out(d, evs[i], r, rd)
        else:
            claimed[i] = False
            d.note("replacement_lapsed", d.ref(r.source), rd.name, rd.name_ja,
                   d.seen_ref(evs[i].card) if evs[i].card >= 0 else evs[i].player)
            # the event was not replaced after all, so the opponent, whom the turn player's choice kept from it
            # (R001-012), may now replace it with one of theirs
            if r.controller == d.tp and still_there(d, evs[i]):
                mine = _offer(d, evs[i], 1 - d.tp)
                pick = _choose(d, 1 - d.tp, evs[i], mine) if mine else None
                if pick is not None:
                    claimed[i] = True
                    chosen.append((i, *pick))
    left = {e.card: d.seen_ref(e.card) for e in evs if e.kind in MOVE_KINDS}  # as each seat saw them leave
    # an evolution creature's sources go where it goes (`place`), with no event of their own: logged with it
    under = {e.card: d.cards[e.card].under for e in evs if e.kind in MOVE_KINDS and d.cards[e.card].under}
    left |= {s: d.seen_ref(s) for sources in under.values() for s in sources}
    done = [perform(d, evs[i]) for i in range(n) if not claimed[i] and still_there(d, evs[i])]
    _log_moves(d, done, left, under)
    for p in (d.tp, 1 - d.tp):  # a deck that became 0 cards loses at once, even mid-effect (104.2b, 703.4b)
        if not d.players[p].deck and any(_from_deck(d, ev, p) for ev in done):
            d.lose(p, "deck")
    for ev in done:
        record(d, ev)
    drop_castles(d)
    if any(_may_lower_power(ev) for ev in done):
        destroy_zero_power(d)
    return done


def _may_lower_power(ev: Event) -> bool:
    """`ev` may have left a creature at power 0 or less: a power change, a cross gear crossed or leaving, a creature
    entering (an evolution creature takes over its base's changes)."""
    return ev.kind in ("power", "cross") or (ev.kind in MOVE_KINDS and Zone.BATTLE in (ev.src, ev.dst))


def zero_power(d: Duel) -> list[Card]:
    """The creatures the rule destroys now: power 0 or less (703.4c), not those it destroyed that stayed instead
    (`Duel.sba_done`), till their power changes again."""
    return [c for c in d.all_creatures()
            if (c.mods or c.defn.power <= 0) and d.power(c) <= 0 and c.oid not in d.sba_done]


def destroy_zero_power(d: Duel) -> None:
    """Destroy the creatures at power 0 or less, all at once. The rule acts at once, even in the middle of an effect
    (111.2d): what the effect does next finds them gone."""
    doomed = zero_power(d)
    if doomed:
        d.sba_done.extend(c.oid for c in doomed)  # one that stays instead is not destroyed over and over
        happen_all(d, [moved(d, "destroy", c, Zone.GRAVE, d.tp, "rule") for c in doomed])


def _from_deck(d: Duel, ev: Event, p: int) -> bool:
    """`ev` took a card from `p`'s deck (a draw, a mill, ...)."""
    if ev.kind == "draw":
        return ev.player == p
    return ev.kind in MOVE_KINDS and ev.src == Zone.DECK and d.cards[ev.card].owner == p


def perform(d: Duel, ev: Event) -> Event:
    """Apply one event to the state; returns it as it happened (a draw names the card drawn)."""
    k = ev.kind
    if k == "draw":
        deck = d.players[ev.player].deck
        if not deck:
            d.lose(ev.player, "deck")
        i = deck[-1]
        place(d, d.cards[i], Zone.HAND)
        d.note("draw", ev.player, d.seen_ref(i))  # named to the drawer, who sees it in the hand
        return dataclasses.replace(ev, card=i)
    c = d.touch(d.cards[ev.card])
    if k in ("tap", "untap"):
        c.tapped = k == "tap"
    elif k == "power":
        c.mods = (*c.mods, (ev.amount, d.turn))
        if c.oid in d.sba_done:  # it stayed at power 0 or less once: a new change is checked again, this turn or later
            d.sba_done.remove(c.oid)
        d.note("power", d.ref(c.idx), ev.amount)
    elif k == "cross":
        c.gear_on = ev.amount
    elif k == "shield_force":
        c.sf = ev.amount
        d.note("shield_force", d.ref(c.idx), d.seen_ref(ev.amount))
    elif k == "stays_this_turn":
        c.stay_turn, c.stay_by = d.turn, ev.cause.card
    elif k in MOVE_KINDS:
        base = next((int(t[3:]) for t in ev.detail.split() if t.startswith("on:")), -1)
        tapped = d.cards[base].tapped if base >= 0 else False
        place(d, c, Zone(ev.dst), bottom="bottom" in ev.detail.split())
        c.fort = next((int(t[5:]) for t in ev.detail.split() if t.startswith("fort:")), -1)
        if ev.src == Zone.SHIELDS and ev.dst == Zone.HAND:
            d.shield_hand.append(c.idx)  # may use its S-Trigger
        if base >= 0:  # evolution: the creature it evolves from becomes its source, under it
            b = d.cards[base]
            sources = (*b.under, b.idx)
            gears = [d.cards[i] for i in d.players[b.owner].battle if d.cards[i].gear_on == b.idx]
            # it is the creature it evolved from (801.2): what effects left on that one (this turn's power changes,
            # staying this turn instead of being destroyed) goes on applying to it
            c.mods, c.stay_turn, c.stay_by = b.mods, b.stay_turn, b.stay_by
            place(d, b, Zone.UNDER)
            c.under = sources
            c.tapped = tapped
            for g in gears:  # the cross gears crossed to the base are crossed to the evolution creature
                d.touch(g).gear_on = c.idx
    else:
        raise ValueError(f"unknown event kind {k}")
    return ev


def place(d: Duel, c: Card, dst: Zone, bottom: bool = False) -> None:
    """Move a card: it leaves its pile and becomes a new object in the other (400.5)."""
    d.touch(c)
    src = c.zone
    d.players[c.owner].pile(src).remove(c.idx)
    pile = d.players[c.owner].pile(dst)
    if bottom:
        pile.insert(0, c.idx)
    else:
        pile.append(c.idx)
    c.zone = dst
    c.oid = d.new_oid()
    c.tapped = dst is Zone.MANA and c.defn.multicolored  # multicoloured cards are charged tapped
    c.entered = d.turn
    c.sf = c.gear_on = c.fort = -1
    c.mods = ()
    c.stay_turn, c.stay_by = 0, -1
    if src is Zone.BATTLE:
        for i in d.players[c.owner].battle:
            if d.cards[i].gear_on == c.idx:
                d.touch(d.cards[i]).gear_on = -1  # a cross gear stays when its creature leaves
        sources, c.under = c.under, ()
        for s in sources:  # an evolution creature's sources go with it
            place(d, d.cards[s], dst, bottom)


def _log_moves(d: Duel, done: list[Event], left: dict[int, CardRef], under: dict[int, tuple[int, ...]]) -> None:
    """One line for the cards that moved the same way at once (both players' cards together), each named to the seats
    that saw it as it left (`left`) or see it where it went (`Duel.moved_ref`); then one for the evolution sources
    (`under`, by the creature they were under) that went with each creature."""
    groups: dict[tuple[str, int], list[int]] = {}
    for ev in done:
        if ev.kind in MOVE_KINDS and ev.kind != "cast":  # casting is logged by its own line
            kind = "to_deck_bottom" if ev.kind == "to_deck" and "bottom" in ev.detail.split() else ev.kind
            groups.setdefault((kind, ev.dst), []).append(ev.card)
    for (kind, dst), cards in groups.items():
        owners = {d.cards[i].owner for i in cards}
        d.note("moved", kind, dst, owners.pop() if len(owners) == 1 else -1,
               tuple(d.moved_ref(i, left[i]) for i in cards))
    for ev in done:
        went = [i for i in under.get(ev.card, ()) if d.cards[i].zone == ev.dst]
        if went:
            d.note("moved", "with_sources", ev.dst, d.cards[ev.card].owner,
                   tuple(d.moved_ref(i, left[i]) for i in went))


def record(d: Duel, ev: Event) -> None:
    """Trigger recording: abilities that trigger on what happened wait for the current process to end."""
    if ev.kind == "draw":
        for c in d.creatures(ev.player):
            if "drew" in c.defn.handlers:
                d.queue(c.owner, c.idx, "drew", ev)
        return
    if ev.kind not in MOVE_KINDS:
        return
    c = d.cards[ev.card]
    if ev.kind == "destroy" and ev.dst == Zone.GRAVE and "destroyed" in c.defn.handlers:
        d.queue(c.owner, c.idx, "destroyed", ev)
    if ev.dst == Zone.BATTLE and ev.src != Zone.BATTLE and "enter" in c.defn.handlers:
        d.queue(c.owner, c.idx, "enter", ev)


def drop_castles(d: Duel) -> None:
    """A castle whose shield has left the shield zone goes to the graveyard (a rule); one whose shield was broken
    into the hand with an S-Trigger waits until the S-Triggers of that break have been used (304.3, 703.4k)."""
    gone = []
    for p in (d.tp, 1 - d.tp):
        for i in d.pile(p, Zone.CASTLE):
            c = d.cards[i]
            if c.fort in d.shield_hand and d.cards[c.fort].defn.has(SHIELD_TRIGGER):
                continue
            if c.fort < 0 or d.cards[c.fort].zone is not Zone.SHIELDS:
                gone.append(moved(d, "to_grave", c, Zone.GRAVE, p, "rule"))
    if gone:
        happen_all(d, gone)
