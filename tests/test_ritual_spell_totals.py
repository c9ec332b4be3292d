"""A ritual spell whose text names one ritual monster and fixes the total of the tributes' Levels ("N or more") is
declared with that total: with the monster in the hand, a lone tribute of Level N - 1 leaves it nothing to act on
and one of Level N is enough. The number and the monster are read from the official Japanese text in the shared
card data, never kept (the test skips without it, as tests/test_card_text.py does)."""

from __future__ import annotations

import re
import unicodedata

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.effects import Ctx
from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

# the monster the spell is needed for, then the fixed total (digits made half-width first)
NEEDED_FOR = re.compile(r"^「([^」]+)」の降臨に必要")
TOTAL = re.compile(r"(\d+)個?以上")


@pytest.fixture(scope="module")
def totals() -> dict[int, tuple[int, int]]:
    """Each declared ritual spell of one named monster and a fixed total: spell -> (monster, total)."""
    load_all()
    rows = official_rows("SELECT passcode, name_ja, kind, text_ja FROM cards WHERE subtypes LIKE '%ritual%'")
    monsters = {name: p for p, name, kind, _ in rows if kind == "monster" and p in DEFS}
    out = {}
    for p, _, kind, text in rows:
        named = NEEDED_FOR.match(text or "")
        total = TOTAL.search(unicodedata.normalize("NFKC", text or ""))
        if kind == "spell" and p in DEFS and named and total and named[1] in monsters:
            out[p] = (monsters[named[1]], int(total[1]))
    return out


def _needs_met(spell: int, monster: int, level: int) -> bool:
    board = f"""
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{card: {spell}, as: RS}}, {{card: {monster}}}]
    monsters: [{{stats: {{level: {level}, attribute: 炎}}}}]
"""
    d = build(load(board, "ritual_spell_totals"), "ritual_spell_totals", RULES).duel
    c = next(d.cards[i] for i in d.players[0].hand if d.cards[i].data.passcode == spell)
    defn = d.defs[c.idx]
    assert defn is not None
    eff = defn.effects[0]
    assert eff.needs is not None
    return bool(eff.needs(Ctx(d, 0, c, eff)))


def test_each_spell_asks_for_the_total_its_text_fixes(totals: dict[int, tuple[int, int]]) -> None:
    assert len(totals) >= 24
    wrong = [f"{spell}: Level {total} refused" for spell, (monster, total) in totals.items()
             if not _needs_met(spell, monster, total)]
    wrong += [f"{spell}: Level {total - 1} enough" for spell, (monster, total) in totals.items()
              if total > 1 and _needs_met(spell, monster, total - 1)]
    assert not wrong, wrong
