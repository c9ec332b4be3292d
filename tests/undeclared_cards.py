"""Passcodes of the card database that no card module declares (cards printed after the era), for the tests of how a
declaration is checked: `define` refuses a passcode the database lacks before anything else, so a made-up card is a
real one no module declares."""

from __future__ import annotations

from arbiter.ocg import registry
from arbiter.ocg.carddata import default_db


def undeclared(kind: str, subtype: str) -> int:
    """The first passcode of a card of `kind` with `subtype` among its subtypes that no card module declares."""
    db, declared = default_db(), registry.load_all()
    return next(p for p in sorted(db.all_passcodes()) if p not in declared
                and (c := db.get(p)).kind == kind and subtype in c.subtypes)
