"""A process loads the card modules of the cards it holds and no others (`registry.definition`), which is only right
if everything a card registers (its definition, fusion materials, the names and Attributes it also counts as, its
standing in for fusion materials) is declared in the module its kind and name say. Both are checked in a fresh
interpreter, where no card module has been imported yet."""

from __future__ import annotations

import json
import subprocess
import sys

from arbiter.ocg.card_files import module_of
from arbiter.ocg.carddata import default_db

# imports every card module one at a time, in load_all's order, and prints what each one registered
_REGISTERED = """
import importlib, json, pkgutil
from arbiter.ocg import fusion, names
from arbiter.ocg.registry import DEFS, PACKAGE

def keys():
    return {"definition": set(DEFS), "fusion materials": set(fusion.RECIPES),
            "fusion substitute": set(fusion.SUBSTITUTES), "other name": set(names._NAMES),
            "other Attribute": set(names._ATTRIBUTES)}

pkg = importlib.import_module(PACKAGE)
out = []
for name in sorted(m.name for m in pkg and pkgutil.walk_packages(pkg.__path__, prefix=PACKAGE + ".")):
    before = keys()
    importlib.import_module(name)
    for what, now in keys().items():
        out += [[name, what, p] for p in sorted(now - before[what])]
print(json.dumps(out))
"""

# starts a duel with the bundled deck and prints the card modules that were imported
_DUEL = """
import json, sys
from arbiter.games import OCG
from arbiter.ocg.decks import read_ydk
from arbiter.selfplay import BUNDLED_DECK

cards = read_ydk(BUNDLED_DECK).all
d = OCG.new_duel(cards, cards, 1)
loaded = sorted(m for m in sys.modules if m.startswith("arbiter.ocg.cards.") and ".shared" not in m
                and m.count(".") == 5)
print(json.dumps({"loaded": loaded, "passcodes": sorted({c.data.passcode for c in d.cards})}))
"""


def _run(code: str) -> object:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_everything_a_card_registers_is_in_the_module_its_kind_and_name_say() -> None:
    db = default_db()
    registered = _run(_REGISTERED)
    assert isinstance(registered, list)
    assert len(registered) > 1000  # the whole tree was walked
    wrong = [f"{what} of {db.get(p).describe()}: registered by {module}, looked for in {module_of(db.get(p))}"
             for module, what, p in registered if module_of(db.get(p)) != module]
    assert not wrong, "\n".join(wrong[:20])


def test_a_duel_loads_the_modules_of_its_cards_and_no_others() -> None:
    db = default_db()
    got = _run(_DUEL)
    assert isinstance(got, dict)
    wanted = {module_of(db.get(p)) for p in got["passcodes"]}
    assert set(got["loaded"]) <= wanted
    # every module of a declared card of the deck is among them (a deck card's file may not exist: a normal monster)
    assert {module_of(db.get(p)) for p in got["passcodes"] if "effect" in db.get(p).subtypes} <= set(got["loaded"])
