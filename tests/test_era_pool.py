"""The era's card pool (issue 13): what the engine says of cards without effects, and the pool's self-play."""

import pytest

from arbiter.ocg import fusion
from arbiter.ocg.carddata import default_db
from arbiter.ocg.registry import card_status, load_all


def test_a_fusion_monster_without_an_effect_is_complete_exactly_when_its_materials_are_declared(
        monkeypatch: pytest.MonkeyPatch) -> None:
    load_all()
    ultimate = default_db().lookup("青眼の究極竜").passcode
    assert ultimate not in load_all()  # it declares no effect: only its materials
    assert card_status(ultimate).complete
    monkeypatch.delitem(fusion.RECIPES, ultimate)
    st = card_status(ultimate)
    assert st.status == "not declared" and "fusion materials" in st.missing[0]


def test_a_short_soak_of_decks_drawn_from_the_complete_pool_finds_nothing() -> None:
    # bench/soak.py --pool: every invariant checked after every answer, the duel replayed at the end
    from bench_soak import soak

    pool, fusions = soak.complete_pool()
    assert pool and fusions
    assert all(card_status(p).complete for p in pool + fusions)
    out = soak.soak(10**12, ["ocg"], seed=7, pool=True, duels=1)
    assert out["failures"] == 0, out["first_failures"]
    assert out["duels"] == 1 and out["duels_replayed"] == 1 and out["decisions"] > 0
