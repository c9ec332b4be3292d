"""Only an optional "when ... you can" trigger effect misses the timing (ocg-rules 3.3): a mandatory effect never
does, and a flip effect flipped mid-chain is activated once the chain is done (ocg-rules 3.4). So an effect declared
`misses_timing=True` that is mandatory, or is no trigger effect, contradicts itself, which the declarations alone
show: checked over the whole card pool, and on made-up cards to see the check find each contradiction."""

from __future__ import annotations

from collections.abc import Iterable

from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.registry import DEFS, load_all

MANDATORY = "mandatory: a mandatory effect never misses the timing"
NOT_A_TRIGGER = "not a trigger effect: only an optional trigger effect misses the timing"


def contradictions(defs: Iterable[tuple[int, CardDef]]) -> list[tuple[int, int, str]]:
    """(passcode, effect number, what is wrong) for each effect declared to miss the timing that cannot."""
    found: list[tuple[int, int, str]] = []
    for passcode, d in defs:
        for i, e in enumerate(d.effects, 1):
            if not e.misses_timing:
                continue
            if e.kind is not Kind.TRIGGER:
                found.append((passcode, i, NOT_A_TRIGGER))
            elif e.mandatory:
                found.append((passcode, i, MANDATORY))
    return found


def test_every_effect_that_misses_the_timing_is_an_optional_trigger() -> None:
    load_all()
    pool = sorted(DEFS.items())
    assert sum(e.misses_timing for _, d in pool for e in d.effects) > 40  # the pool declares such effects
    assert contradictions(pool) == []


def test_a_mandatory_effect_that_misses_the_timing_is_found() -> None:
    card = CardDef(1, (Effect(Kind.TRIGGER, trigger="summoned", mandatory=False, misses_timing=True),
                       Effect(Kind.TRIGGER, trigger="destroyed", misses_timing=True)))
    assert contradictions([(1, card)]) == [(1, 2, MANDATORY)]


def test_a_flip_or_quick_effect_that_misses_the_timing_is_found() -> None:
    card = CardDef(2, (Effect(Kind.FLIP, mandatory=False, misses_timing=True),
                       Effect(Kind.QUICK, misses_timing=True)))
    assert contradictions([(2, card)]) == [(2, 1, NOT_A_TRIGGER), (2, 2, NOT_A_TRIGGER)]
