"""A spell card whose effect draws for one player and does nothing to the other designates that player
(`Effect.targets_player`, docs/cards.md), so that 「精霊の鏡」 (R004-001.30) may move it: 「天使の施し」 and
「天よりの宝札」 declared their one drawer (`drawer`) but designated nobody, and the mirror could not answer them.
Read from the declarations alone: no card text is needed."""

from __future__ import annotations

from arbiter.ocg.carddata import default_db
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Kind
from arbiter.ocg.registry import DEFS, load_all

# what an effect that acts on its drawer alone may also do: discard from, or move cards of, that one hand
ONE_PLAYER = Does.DRAW | Does.DISCARD | Does.OWN_HAND | Does.OTHER
# spells that draw for one player but reach the other too, in ways the categories do not tell, and why
REACHES_BOTH = {
    59750328: "「命削りの宝札」: the opponent takes no damage for the rest of the turn",
    60876124: "「レア・ヴァリュー」: the opponent picks which of the player's 「宝玉獣」 cards goes to the graveyard",
}


def test_a_spell_that_draws_for_one_player_only_designates_that_player() -> None:
    load_all()
    db = default_db()
    undesignated = [
        (passcode, n) for passcode, defn in sorted(DEFS.items()) if db.get(passcode).kind == "spell"
        for n, e in enumerate(defn.effects, 1)
        if e.kind is Kind.ACTIVATE and (e.draws or e.draws_to or e.draws_hand) and e.drawer != "both"
        and e.does is not None and e.does in ONE_PLAYER and not e.targets_player and passcode not in REACHES_BOTH]
    assert undesignated == []


def test_every_spell_left_out_still_draws_for_one_player_undesignated() -> None:
    # one that came to designate its player is no longer left out
    load_all()
    for passcode in REACHES_BOTH:
        assert any(e.kind is Kind.ACTIVATE and e.drawer != "both" and not e.targets_player
                   for e in DEFS[passcode].effects), passcode
