"""The card definitions, by passcode. Card modules register themselves with `define`."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.registry import Registry
from arbiter.ocg.categories import categories_of
from arbiter.ocg.effects import CardDef, Effect, OriginalStat

REGISTRY: Registry[int, CardDef] = Registry("arbiter.ocg.cards")
DEFS = REGISTRY.defs
load_all = REGISTRY.load_all


def define(passcode: int, *effects: Effect, tributes: int = 0, sets_as_spell: bool = False,
           fewer_tributes: int | None = None, numbering: tuple[int, ...] = (),
           original_atk: OriginalStat | None = None, original_def: OriginalStat | None = None) -> CardDef:
    """Declare a card's effects (and, where its text sets them, the tributes its normal summon needs, the
    smaller number it may also be normal summoned with, that the monster may be set as a spell, or, for a "?"
    monster, how its original ATK/DEF is found on the field); checked
    once here, at load time."""
    for n, e in enumerate(effects, 1):
        if e.kind.value == "replacement" and e.instead is None:
            raise ValueError(f"card {passcode} effect {n}: a replacement effect needs `instead`")
        if e.operation is None and e.kind.value not in ("continuous", "replacement", "procedure"):
            raise ValueError(f"card {passcode} effect {n}: an activated effect needs an operation")
        if e.kind.value == "procedure" and (e.target is not None or e.operation is not None):
            raise ValueError(f"card {passcode} effect {n}: a summon procedure has no targets and no operation")
        if e.target is not None and e.target.count < 1:
            raise ValueError(f"card {passcode} effect {n}: a target spec needs count >= 1")
    if numbering and len(numbering) != len(effects):
        raise ValueError(f"card {passcode}: `numbering` needs a number for each of its {len(effects)} effects")
    # what each effect does, where its author did not declare it: from the verbs its operation calls
    effects = tuple(dataclasses.replace(e, does=categories_of(e.does, e.operation)) for e in effects)
    d = CardDef(passcode, effects, tributes, sets_as_spell, fewer_tributes, original_atk=original_atk,
                original_def=original_def, numbering=numbering)
    REGISTRY.add(passcode, d)
    return d
