"""The ward of a face-down monster (`Ward(face_down=True)`, `Duel.ward`, `chain.ResolveChain`): an effect of a card
of the ward's kinds that targets only that face-down monster has its activation negated as it resolves, and the
monster turns face-up defense position (「ビッグ・シールド・ガードナー」). Not against other kinds, not against an
effect with a second target, not against an effect of a face-up spell (not a card's activation), not once the
monster is face-up."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind, TargetSpec, Ward
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import VANILLA, decked_duel

SHELL = 999_000_031  # the warded monster
ZAP = 999_000_032  # a spell: destroy 1 target monster
PAIR = 999_000_033  # a spell: destroy 2 target monsters
SNARE = 999_000_034  # a trap: destroy 1 target monster
CANNON = 999_000_035  # a face-up continuous spell whose ignition effect destroys 1 target monster


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[SHELL] = CardDef(SHELL, (Effect(Kind.CONTINUOUS, ward=Ward(("spell",), face_down=True)),))
    one, two = TargetSpec(), TargetSpec(count=2)
    DEFS[ZAP] = CardDef(ZAP, (Effect(Kind.ACTIVATE, destroy_targets, target=one),))
    DEFS[PAIR] = CardDef(PAIR, (Effect(Kind.ACTIVATE, destroy_targets, target=two),))
    DEFS[SNARE] = CardDef(SNARE, (Effect(Kind.ACTIVATE, destroy_targets, target=one),))
    DEFS[CANNON] = CardDef(CANNON, (Effect(Kind.ACTIVATE), Effect(Kind.IGNITION, destroy_targets, target=one)))
    shell = CardData(SHELL, "殻", "Shell", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 100, 2600)
    d = decked_duel()
    for code, name, kind, sub in ((ZAP, "雷", "spell", "normal"), (PAIR, "双", "spell", "normal"),
                                  (SNARE, "罠", "trap", "normal")):
        data = CardData(code, name, name, kind, frozenset({sub}), None, None, None, None, None)
        zone, pos = (Zone.HAND, Pos.NONE) if kind == "spell" else (Zone.SPELLS, Pos.SET)
        d.add_card(data, 1, zone, pos, label=name)
    cannon = CardData(CANNON, "砲", "Cannon", "spell", frozenset({"continuous"}), None, None, None, None, None)
    d.add_card(cannon, 1, Zone.SPELLS, Pos.UP, label="砲").active = True
    d.add_card(shell, 0, Zone.MONSTERS, Pos.SET, label="shell")
    d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK, label="ally")
    d.turn, d.tp = 4, 1
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[SHELL], DEFS[ZAP], DEFS[PAIR], DEFS[SNARE], DEFS[CANNON]


def card(d: Duel, label: str) -> Card:
    return next(c for c in d.cards if c.label == label)


def _cast(d: Duel, label: str, *targets: str, effect: int = 1) -> None:
    d.act(f"activate:{card(d, label).idx}:{effect}")
    for t in targets:
        d.act(f"target:{card(d, t).idx}")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_a_spell_targeting_it_alone_is_negated_and_it_turns_face_up(duel: Duel) -> None:
    d = duel
    _cast(d, "雷", "shell")
    shell = card(d, "shell")
    assert shell.zone is Zone.MONSTERS and shell.pos is Pos.DEFENSE
    assert any(e.kind == "resolve_negated_activation" for e in d.log)
    assert card(d, "雷").zone is Zone.GRAVE


def test_a_spell_with_a_second_target_resolves(duel: Duel) -> None:
    d = duel
    _cast(d, "双", "shell", "ally")
    assert card(d, "shell").zone is Zone.GRAVE and card(d, "ally").zone is Zone.GRAVE


def test_a_trap_is_not_warded(duel: Duel) -> None:
    d = duel
    _cast(d, "罠", "shell")
    assert card(d, "shell").zone is Zone.GRAVE


def test_an_effect_of_a_face_up_spell_is_not_a_spell_cards_activation(duel: Duel) -> None:
    d = duel
    _cast(d, "砲", "shell", effect=2)
    assert card(d, "shell").zone is Zone.GRAVE
