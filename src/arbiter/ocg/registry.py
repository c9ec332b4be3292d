"""The card definitions, by passcode. Card modules register themselves with `define`."""

from __future__ import annotations

from arbiter.kernel.registry import Registry
from arbiter.ocg.effects import CardDef, Effect

REGISTRY: Registry[int, CardDef] = Registry("arbiter.ocg.cards")
DEFS = REGISTRY.defs
load_all = REGISTRY.load_all


def define(passcode: int, *effects: Effect, tributes: int = 0, sets_as_spell: bool = False,
           fewer_tributes: int | None = None, numbering: tuple[int, ...] = ()) -> CardDef:
    """Declare a card's effects (and, where its text sets them, the tributes its normal summon needs, the
    smaller number it may also be normal summoned with, or that the monster may be set as a spell); checked
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
    d = CardDef(passcode, tuple(effects), tributes, sets_as_spell, fewer_tributes, numbering)
    REGISTRY.add(passcode, d)
    return d
