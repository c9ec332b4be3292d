"""A monster's ATK or DEF that an effect sets to a value ("its ATK becomes 3000", "its original ATK and DEF are
switched"), and how such a value combines with the other changes.

The seeds give no ruling on the combination; the reading (docs/uncertain-rulings.md) is the order in which the
changes began to apply to the monster:

- "its original ATK becomes X" replaces the printed value; every change to its ATK still applies on top of it;
- "its ATK becomes X" overrides what applied to the monster before it (changes made by resolved effects, and
  continuous effects that already applied, such as an equip card already equipped); changes that begin after it
  (a later boost, a card equipped later) apply on top of it. Of two such values, the later one counts.

`Duel.set_stat` makes the record (`lasting.StatSet`); `Duel.atk` / `Duel.defense` read it through `reading`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


def _source_stays(d: Duel, r: Lasting[StatSet], ref: tuple[int, int]) -> bool:
    """A change lasting while another card object stays (`Until.card`, 「ウェポンチェンジ」) ends once it has gone."""
    w = r.until.card
    return w is None or w == ref or d.cards[w[0]].oid == w[1]


def reading(d: Duel, c: Card, atk: bool) -> int | None:
    """The monster's current ATK (or DEF) where an effect set it or its original value (before it is kept from
    going below 0), or None where none did and the usual reading applies."""
    ref = (c.idx, c.oid)
    sets = [r for r in d.lasting.of(StatSet) if r.card == ref and r.change.atk == atk and _source_stays(d, r, ref)]
    if not sets:
        return None
    fixed = [r for r in sets if not r.change.original]
    boosts = [r for r in d.lasting.of(StatChange) if r.card == ref]
    after: int | None = None
    if fixed:
        last = fixed[-1]
        value = last.change.value
        boosts = [b for b in boosts if b not in last.change.over]
        after = last.since[0]
    else:
        base = original(d, c, atk)
        value = base if base is not None else 0
    value += sum(b.change.atk if atk else b.change.defense for b in boosts)
    return value + d.stat_change(c, atk, after)
