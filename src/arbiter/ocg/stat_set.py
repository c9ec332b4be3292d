"""A monster's ATK or DEF that an effect sets to a value ("its ATK becomes 3000", "its original ATK and DEF are
switched"), and how such a value combines with the other changes.

The seeds give no ruling on the combination; the reading (docs/uncertain-rulings.md) is the order in which the
changes began to apply to the monster:

- "its original ATK becomes X" replaces the printed value; every change to its ATK still applies on top of it;
- "its ATK becomes X" overrides what applied to the monster before it (changes made by resolved effects, and
  continuous effects that already applied, such as an equip card already equipped: `StatSet.held`); changes that
  begin after it (a later boost, a card equipped later, a continuous effect negated or not applying to it then that
  applies now) apply on top of it. Of two such values, the later one counts.
- a continuous "its ATK becomes X" (`Effect.atk_becomes`, `def_becomes`) is such a value, set while it applies; it
  began to apply when its card and the monster were both face-up on the field, or, for a value set during the damage
  step only (`Effect.sets_in_damage_step`), as that damage step began. A raise that began to apply at that same
  moment applies on top of it: a monster arriving with a value of its own text (「霧の王」, 「アーマード・フライ」)
  keeps the raise of a field spell already face-up, as it would one activated after it.

`Duel.set_stat` makes the record (`lasting.StatSet`); `Duel.atk` / `Duel.defense` read it through `reading`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.battle import Attack
from arbiter.ocg.effects import Ctx
from arbiter.ocg.lasting import Lasting, StatChange, StatSet

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.state import Card


def original(d: Duel, c: Card, atk: bool) -> int | None:
    """The original ATK (or DEF) an effect gave this monster object, or None where none did."""
    found = None
    if StatSet in d.lasting.by:
        for r in d.lasting.of(StatSet):
            if r.card == (c.idx, c.oid) and r.change.atk == atk and r.change.original:
                found = r.change.value
    return found


def held(d: Duel, c: Card, atk: bool) -> tuple[int, int] | None:
    """The latest value a continuous effect sets the monster's ATK (or DEF) to now, with the `Duel.serial` at which
    it began to apply; None where none sets one."""
    found: tuple[int, int] | None = None
    for s, e, a in d.stat_statics():
        f = e.atk_becomes if atk else e.def_becomes
        if f is None or not d.reaches(s, e, c):
            continue
        value = f(Ctx(d, s.ctl, s, e), c)
        if value is None:
            continue
        since = max(a.since, d.stamp_of(c))[0]
        if e.sets_in_damage_step:
            since = max([since, *(f.damage_since for f in d.stack if isinstance(f, Attack))])
        if found is None or since >= found[0]:
            found = (since, value)
    return found


def _source_stays(d: Duel, r: Lasting[StatSet], ref: tuple[int, int]) -> bool:
    """A change lasting while another card object stays (`Until.card`, 「ウェポンチェンジ」) ends once it has gone."""
    w = r.until.card
    return w is None or w == ref or d.cards[w[0]].oid == w[1]


def reading(d: Duel, c: Card, atk: bool) -> int | None:
    """The monster's current ATK (or DEF) where an effect set it or its original value (before it is kept from
    going below 0), or None where none did and the usual reading applies."""
    ref = (c.idx, c.oid)
    sets = [r for r in d.lasting.of(StatSet) if r.card == ref and r.change.atk == atk and _source_stays(d, r, ref)] \
        if StatSet in d.lasting.by else []
    now = held(d, c, atk) if d.stat_statics() else None
    if not sets and now is None:
        return None
    fixed = [r for r in sets if not r.change.original]
    boosts = [r for r in d.lasting.of(StatChange) if r.card == ref]
    after: int | None = None
    gives_way: frozenset[tuple[int, int]] | None = None
    if now is not None and (not fixed or now[0] > fixed[-1].since[0]):
        after, value = now
        boosts = [b for b in boosts if b.since[0] > after]
    elif fixed:
        last = fixed[-1]
        value = last.change.value
        boosts = [b for b in boosts if b not in last.change.over]
        after, gives_way = last.since[0], last.change.held
    else:
        base = original(d, c, atk)
        value = base if base is not None else 0
    value += d.boost_sign() * sum(b.change.atk if atk else b.change.defense for b in boosts)
    return value + d.stat_change(c, atk, after, held=gives_way)
