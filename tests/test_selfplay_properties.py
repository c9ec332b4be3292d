"""Seeded random self-play: invariants after every action, determinism, and refused actions change nothing."""

from __future__ import annotations

import random

import pytest

from arbiter.kernel.decision import IllegalAction
from arbiter.ocg.carddata import default_db
from arbiter.ocg.decks import read_ydk
from arbiter.ocg.duel import Duel
from arbiter.ocg.game import new_duel
from arbiter.ocg.registry import load_all
from arbiter.ocg.render import render
from arbiter.ocg.state import Zone
from arbiter.selfplay import BUNDLED_DECK, play_random, run

DECK = read_ydk(BUNDLED_DECK).all


def places(d: Duel) -> dict[int, tuple[int, Zone, int]]:
    """Where every card is according to the zone lists; fails on a card found twice."""
    seen: dict[int, tuple[int, Zone, int]] = {}
    for p, pl in enumerate(d.players):
        for zone in Zone:
            for slot, i in enumerate(pl.pile(zone) if zone is not Zone.FIELD else [pl.field]):
                if i < 0:
                    continue
                assert i not in seen, f"card {i} is in two places"
                seen[i] = (p, zone, slot)
    return seen


def check_conservation(d: Duel) -> None:
    seen = places(d)
    assert len(seen) == len(d.cards), "a card was lost"
    for c in d.cards:
        p, zone, slot = seen[c.idx]
        assert c.zone is zone, f"{c.data.name_en} thinks it is in {c.zone}, found in {zone}"
        holder = c.ctl  # the player whose zone holds it (off the field: its owner, but for 「寄生虫パラサイド」)
        assert holder == p
        if zone in (Zone.MONSTERS, Zone.SPELLS):
            assert c.slot == slot


def snapshot(d: Duel) -> tuple[object, ...]:
    return (
        tuple((c.zone, c.ctl, c.pos, c.oid, c.slot) for c in d.cards),
        tuple((p.lp, tuple(p.hand), tuple(p.deck), tuple(p.grave), tuple(p.monsters), tuple(p.spells))
              for p in d.players),
        tuple((lk.player, lk.card, tuple(lk.targets)) for lk in d.chain),
        tuple(type(f).__name__ for f in d.stack), len(d.log), d.turn, d.phase,
        None if d.pending is None else tuple(o.key for o in d.pending.options),
    )


@pytest.mark.parametrize("seed", range(150))
def test_invariants_after_every_action(seed: int) -> None:
    d = new_duel(DECK, DECK, seed)
    rng = random.Random(seed)
    check_conservation(d)
    steps = 0
    while d.pending is not None and d.turn <= 200:
        if steps % 25 == 0:
            before = snapshot(d)
            with pytest.raises(IllegalAction):
                d.act("not-an-option")
            assert snapshot(d) == before, "a refused answer changed the duel"
        opts = d.pending.options
        d.answer(opts[rng.randrange(len(opts))])
        check_conservation(d)
        steps += 1


def test_same_seed_same_duel() -> None:
    for seed in (3, 17, 101):
        logs = []
        for _ in range(2):
            d = new_duel(DECK, DECK, seed)
            play_random(d, random.Random(seed), 200)
            logs.append(render(d.log, "en"))
        assert logs[0] == logs[1]


def test_clone_is_independent_and_plays_the_same() -> None:
    d = new_duel(DECK, DECK, 7)
    rng = random.Random(7)
    for _ in range(300):
        assert d.pending is not None
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
    c = d.clone()
    before = snapshot(d)
    play_random(c, random.Random(1), 200)
    assert snapshot(d) == before, "playing a clone changed the original"
    play_random(d, random.Random(1), 200)
    assert render(c.log, "en") == render(d.log, "en")


def test_a_thousand_seeded_duels_finish_without_error() -> None:
    stats = run(read_ydk(BUNDLED_DECK), 1000, seed=0)
    assert stats.errors == []
    assert all(o.winner is not None for o in stats.outcomes), "a duel hit the turn cap"


FLIP_DECK = BUNDLED_DECK.parent / "flip-deck.ydk"


def test_flip_deck_plays_500_seeded_duels_with_conservation() -> None:
    """Seed 003's flip monsters (with cards that flip and unflip monsters) in random self-play."""
    deck = read_ydk(FLIP_DECK).all
    flip_effects = 0
    for seed in range(500):
        d = new_duel(deck, deck, seed)
        play_random(d, random.Random(seed), 200)
        check_conservation(d)
        assert d.winner is not None
        flip_names = {c.data.name_ja for c in d.cards if c.data.is_flip}
        flip_effects += sum(1 for e in d.log if e.kind == "resolve" and getattr(e.args[1], "name_ja", "") in flip_names)
    assert flip_effects > 1000  # flip effects really resolved, not just vanilla play


def test_random_decks_of_every_implemented_card() -> None:
    """Decks drawn at random from every defined card (fusion monsters in the fusion deck): seeded random duels
    keep every card in exactly one place and end without an error."""
    db = default_db()
    defs = load_all()
    fusion = sorted(pc for pc in defs if "fusion" in db.get(pc).subtypes and db.get(pc).is_monster)
    main = sorted(pc for pc in defs if pc not in set(fusion))
    for seed in range(120):
        r = random.Random(seed)
        d = new_duel(r.sample(main, 40) + r.sample(fusion, 5), r.sample(main, 40) + r.sample(fusion, 5), seed)
        for step in range(3000):
            if d.pending is None:
                break
            d.answer(d.pending.options[r.randrange(len(d.pending.options))])
            if step % 25 == 0:
                check_conservation(d)
        check_conservation(d)
