"""The ward that rolls a die (`Ward(die=...)`, `Duel.ward`, `Duel.resolve_link`; the dice 「デーモン」): nothing is
rolled as an effect that targets the warded card is activated; once its chain link has begun to resolve, the ward's
controller rolls, and on one of the ward's numbers the effect is negated and its card destroyed. Not for the
ward's own controller's effects (`opponents`), not while the card is face-down; an operation that asks a question
replays from its snapshot with the roll already made, so the die is rolled once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.kernel.decision import Option
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import destroy_targets, itself
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import decked_duel

FIEND = 999_000_041  # warded on a 2 (seed 1: the first die shows 2)
LUCKY = 999_000_042  # warded on a 6 (the first die misses)
ZAP = 999_000_043  # a spell: destroy 1 target monster
ASKER = 999_000_044  # a spell: target 1 monster, ask its player, destroy it on "yes"


def _ask_then_destroy(res: Resolution) -> None:
    o = res.ask([Option("yes", "yes", label_en="yes", label_ja="はい"),
                 Option("no", "no", label_en="no", label_ja="いいえ")], "yes_no")
    if o.key == "yes":
        destroy_targets(res)


def _warded(numbers: tuple[int, ...]) -> CardDef:
    return CardDef(0, (Effect(Kind.CONTINUOUS, affects=lambda ctx, c: itself(ctx, c) and c.face_up,
                              ward=Ward(("spell",), destroy=True, die=numbers, opponents=True)),))


def _setup(fiend_pos: Pos = Pos.ATTACK, caster: int = 1) -> Duel:
    DEFS[FIEND] = CardDef(FIEND, _warded((2,)).effects)
    DEFS[LUCKY] = CardDef(LUCKY, _warded((6,)).effects)
    DEFS[ZAP] = CardDef(ZAP, (Effect(Kind.ACTIVATE, destroy_targets, target=TargetSpec()),))
    DEFS[ASKER] = CardDef(ASKER, (Effect(Kind.ACTIVATE, _ask_then_destroy, target=TargetSpec(), asks=True),))
    vanilla = CardData(0, "通常", "Vanilla", "monster", frozenset({"normal"}), "DARK", "Fiend", 4, 1000, 1000)
    d = decked_duel(vanilla)
    for code, name in ((ZAP, "雷"), (ASKER, "問")):
        data = CardData(code, name, name, "spell", frozenset({"normal"}), None, None, None, None, None)
        d.add_card(data, caster, Zone.HAND, Pos.NONE, label=name)
    for code, label in ((FIEND, "fiend"), (LUCKY, "lucky")):
        data = CardData(code, label, label, "monster", frozenset({"effect"}), "DARK", "Fiend", 4, 1000, 1000)
        d.add_card(data, 0, Zone.MONSTERS, fiend_pos, label=label)
    d.turn, d.tp = 4, caster
    d.stack.append(Turn("main1"))
    d.advance()
    return d


@pytest.fixture(autouse=True)
def _defs() -> Iterator[None]:
    yield
    for code in (FIEND, LUCKY, ZAP, ASKER):
        DEFS.pop(code, None)


def card(d: Duel, label: str) -> Card:
    return next(c for c in d.cards if c.label == label)


def _activate(d: Duel, label: str, target: str) -> None:
    d.act(f"activate:{card(d, label).idx}:1")
    d.act(f"target:{card(d, target).idx}")


def _resolve(d: Duel) -> None:
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def _rolls(d: Duel) -> list[int]:
    return [int(str(e.args[1])) for e in d.log if e.kind == "dice"]


def test_the_die_is_rolled_as_the_link_resolves_and_a_hit_negates_and_destroys() -> None:
    d = _setup()
    _activate(d, "雷", "fiend")
    assert _rolls(d) == [] and card(d, "雷").zone is Zone.SPELLS  # nothing rolled or destroyed on activation
    _resolve(d)
    kinds = [e.kind for e in d.log]
    assert _rolls(d) == [2]
    assert kinds.index("resolve") < kinds.index("dice") < kinds.index("warded")
    assert card(d, "fiend").zone is Zone.MONSTERS and card(d, "雷").zone is Zone.GRAVE
    assert any(e.kind == "destroyed" for e in d.log[kinds.index("warded"):])


def test_a_miss_lets_the_effect_resolve() -> None:
    d = _setup()
    _activate(d, "雷", "lucky")
    _resolve(d)
    assert _rolls(d) == [2] and card(d, "lucky").zone is Zone.GRAVE


def test_no_die_for_the_wards_own_controllers_effect() -> None:
    d = _setup(caster=0)
    _activate(d, "雷", "fiend")
    _resolve(d)
    assert _rolls(d) == [] and card(d, "fiend").zone is Zone.GRAVE


def test_no_die_while_the_warded_card_is_face_down() -> None:
    d = _setup(fiend_pos=Pos.SET)
    _activate(d, "雷", "fiend")
    _resolve(d)
    assert _rolls(d) == [] and card(d, "fiend").zone is Zone.GRAVE


def test_an_operation_that_asks_replays_with_the_same_single_roll() -> None:
    d = _setup()
    _activate(d, "問", "lucky")
    _resolve(d)
    assert d.pending is not None and d.pending.kind == "yes_no"
    assert _rolls(d) == [2]  # rolled as the link began to resolve, before the operation asked
    d.act("yes")
    _resolve(d)
    assert _rolls(d) == [2]  # the replay from the snapshot did not roll again
    assert card(d, "lucky").zone is Zone.GRAVE
