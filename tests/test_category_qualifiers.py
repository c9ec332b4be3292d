"""The qualifiers MONSTERS / SPELLS_TRAPS (ocg/categories.py): an effect that destroys or returns a card on the
field it does not target declares the qualifier of that card's zone (and OPPONENTS only if it is never its own
player's); one that discards declares whose hand (OWN_HAND / OPP_HAND); checked only where declarations are
verified (`strict_qualifiers`, on in this test suite: tests/conftest.py), never an error in a person's duel."""

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg import categories
from arbiter.ocg.categories import CategoryError, Does, check, made_by, strict_qualifiers
from arbiter.ocg.effects import Resolution
from arbiter.ocg.registry import DEFS, load_all
from arbiter.ocg.state import Pos, Zone

RAIGEKI = 12580477  # サンダー・ボルト: destroys every monster the opponent controls, targeting none
CAUSE = Cause(0, Reason.EFFECT, 3, 1, 1)


def _moved(kind: str, src: Zone, card: int = 5) -> Event:
    return Event(kind, CAUSE, card, 1, src=int(src), dst=int(Zone.GRAVE if kind == "destroyed" else Zone.HAND))


@pytest.fixture
def lenient() -> Iterator[None]:
    strict_qualifiers(False)
    yield
    strict_qualifiers()


def test_destroying_a_monster_it_does_not_target_needs_monsters() -> None:
    with pytest.raises(CategoryError, match=r"Raigeki effect 1 made the event 'destroyed' for a card it does not "
                                            r"target in the MONSTERS zone.* lack MONSTERS"):
        check(Does.DESTROY, _moved("destroyed", Zone.MONSTERS), "Raigeki", 1)
    check(Does.DESTROY | Does.MONSTERS, _moved("destroyed", Zone.MONSTERS), "Raigeki", 1)


def test_spell_trap_and_field_zones_need_spells_traps() -> None:
    for zone in (Zone.SPELLS, Zone.FIELD):
        with pytest.raises(CategoryError, match="lack SPELLS_TRAPS"):
            check(Does.DESTROY | Does.MONSTERS, _moved("destroyed", zone), "Heavy Storm", 1)
        check(Does.DESTROY | Does.SPELLS_TRAPS, _moved("destroyed", zone), "Heavy Storm", 1)


def test_returning_to_the_hand_needs_it_too_but_not_from_off_the_field() -> None:
    with pytest.raises(CategoryError, match=r"'to_hand'.* lack SPELLS_TRAPS"):
        check(Does.TO_HAND, _moved("to_hand", Zone.SPELLS), "Giant Trunade", 1)
    check(Does.TO_HAND | Does.SPELLS_TRAPS, _moved("to_hand", Zone.SPELLS), "Giant Trunade", 1)
    check(Does.TO_HAND, _moved("to_hand", Zone.GRAVE), "Monster Reborn", 1)  # a salvage: no qualifier
    check(Does.DESTROY, _moved("destroyed", Zone.HAND), "Virus", 1)  # the hand is not the field


def test_its_own_card_and_the_cards_the_chain_shows_need_no_qualifier() -> None:
    # `shown`: its own card, its link's targets, the cards of the chain's links (Duel.record passes them)
    check(Does.DESTROY, _moved("destroyed", Zone.MONSTERS, card=5), "Fissure", 1, shown=lambda: (9, 5))
    with pytest.raises(CategoryError):
        check(Does.DESTROY, _moved("destroyed", Zone.MONSTERS, card=6), "Fissure", 1, shown=lambda: (9, 5))


def test_opponents_reaches_only_the_activators_opponents_cards() -> None:
    # `player`: the effect's activator; the event names the card's controller before the move (here 1)
    duster = Does.DESTROY | Does.SPELLS_TRAPS | Does.OPPONENTS
    check(duster, _moved("destroyed", Zone.SPELLS), "Harpie's Feather Duster", 1, player=0)
    with pytest.raises(CategoryError, match=r"for a card its own player controlled in the SPELLS zone.* OPPONENTS"):
        check(duster, _moved("destroyed", Zone.SPELLS), "Harpie's Feather Duster", 1, player=1)
    check(duster, _moved("destroyed", Zone.SPELLS), "Harpie's Feather Duster", 1, shown=lambda: (5,), player=1)
    check(Does.DESTROY | Does.SPELLS_TRAPS, _moved("destroyed", Zone.SPELLS), "Heavy Storm", 1, player=1)


def test_spells_only_reaches_no_trap_card() -> None:
    # `trap_card`: the card is a trap card (its printed card); a face-up trap monster is reached as a spell/trap card
    # only by an effect that reaches no monsters
    arrow = Does.DESTROY | Does.SPELLS_TRAPS | Does.SPELLS_ONLY
    check(arrow, _moved("destroyed", Zone.SPELLS), "Spell Shattering Arrow", 1)
    with pytest.raises(CategoryError, match=r"that is a trap card in the SPELLS zone.* declare SPELLS_ONLY"):
        check(arrow, _moved("destroyed", Zone.SPELLS), "Spell Shattering Arrow", 1, trap_card=lambda: True)
    up = replace(_moved("destroyed", Zone.MONSTERS), pos=int(Pos.ATTACK))
    with pytest.raises(CategoryError, match=r"that is a trap card in the MONSTERS zone.* declare SPELLS_ONLY"):
        check(arrow, up, "Spell Shattering Arrow", 1, trap_card=lambda: True)
    check(Does.DESTROY | Does.SPELLS_TRAPS, up, "Heavy Storm", 1, trap_card=lambda: True)
    # one that reaches monsters too destroys a trap monster as a monster (「クレイジー・ファイヤー」)
    check(arrow | Does.MONSTERS, up, "Wild Fire", 1, trap_card=lambda: True)


def test_set_only_reaches_no_face_up_card() -> None:
    byser = Does.TO_HAND | Does.MONSTERS | Does.SPELLS_TRAPS | Does.SET_ONLY
    for zone in (Zone.MONSTERS, Zone.SPELLS):
        check(byser, replace(_moved("to_hand", zone), pos=int(Pos.SET)), "Byser Shock", 1)
        with pytest.raises(CategoryError, match=rf"that was face-up in the {zone.name} zone.* declare SET_ONLY"):
            check(byser, replace(_moved("to_hand", zone), pos=int(Pos.UP)), "Byser Shock", 1)


def _discarded(holder: int) -> Event:
    return Event("discarded", CAUSE, 5, holder, src=int(Zone.HAND), dst=int(Zone.GRAVE))


def test_a_discard_declares_whose_hand_it_is() -> None:
    # `player`: the effect's activator; the event names the hand's holder
    with pytest.raises(CategoryError, match=r"Graceful Charity effect 1 discarded a card of its activator's own hand"
                                            r".* lack OWN_HAND"):
        check(Does.DISCARD | Does.OPP_HAND, _discarded(0), "Graceful Charity", 1, player=0)
    check(Does.DISCARD | Does.OWN_HAND, _discarded(0), "Graceful Charity", 1, player=0)
    with pytest.raises(CategoryError, match=r"of its activator's opponent's hand.* lack OPP_HAND"):
        check(Does.DISCARD | Does.OWN_HAND, _discarded(1), "Delinquent Duo", 1, player=0)
    check(Does.DISCARD | Does.OPP_HAND, _discarded(1), "Delinquent Duo", 1, player=0)


def _damaged(player: int) -> Event:
    return Event("damage", CAUSE, -1, player, amount=300)


def test_self_damage_falls_on_its_activator_alone() -> None:
    # `player`: the effect's activator; the event names the damaged player (「マタンゴ」 damages its controller)
    check(Does.DAMAGE | Does.SELF_DAMAGE, _damaged(0), "Mushroom Man #2", 1, player=0)
    with pytest.raises(CategoryError, match=r"Mushroom Man #2 effect 1 inflicted damage to its activator's opponent.*"
                                            r" declare SELF_DAMAGE"):
        check(Does.DAMAGE | Does.SELF_DAMAGE, _damaged(1), "Mushroom Man #2", 1, player=0)
    check(Does.DAMAGE, _damaged(1), "Hinotama", 1, player=0)


def test_not_checked_in_play(lenient: None) -> None:
    check(Does.DESTROY, _moved("destroyed", Zone.MONSTERS), "Raigeki", 1)
    check(Does.DISCARD, _discarded(0), "Graceful Charity", 1, player=0)
    check(Does.DAMAGE | Does.SELF_DAMAGE, _damaged(1), "Mushroom Man #2", 1, player=0)
    with pytest.raises(CategoryError, match="made the event 'destroyed', but its categories are"):
        check(Does.DRAW, _moved("destroyed", Zone.MONSTERS), "Raigeki", 1)  # the categories themselves still are


RAIGEKI_SCENARIO = """\
title: Raigeki destroys the opponent's monster
game: ocg
turn: {number: 4, player: B, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: M}]
  B:
    hand: [{card: サンダー・ボルト, as: R}]
steps:
  - {player: B, activate: R}
  - {resolve: true}
  - expect:
      where: {M: A.graveyard}
"""


@pytest.fixture
def undeclared_raigeki(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """サンダー・ボルト as if its author had left MONSTERS out; the scenario that plays it."""
    card = load_all()[RAIGEKI]
    eff = card.effects[0]
    assert eff.does is not None and Does.MONSTERS in eff.does
    monkeypatch.setitem(DEFS, RAIGEKI, replace(card, effects=(replace(eff, does=eff.does & ~Does.MONSTERS),
                                                              *card.effects[1:])))
    path = tmp_path / "raigeki.yaml"
    path.write_text(RAIGEKI_SCENARIO, encoding="utf-8")
    return path


def test_a_duel_raises_for_an_undeclared_qualifier_where_declarations_are_verified(undeclared_raigeki: Path) -> None:
    v = judge_file(undeclared_raigeki)
    assert not v.passed
    assert "CategoryError: Raigeki effect 1 made the event 'destroyed'" in v.message
    assert "lack MONSTERS" in v.message


def test_a_duel_in_play_goes_on_without_it(undeclared_raigeki: Path, lenient: None) -> None:
    v = judge_file(undeclared_raigeki)
    assert v.passed, v.message


def test_declared_it_passes() -> None:
    assert judge_file(Path(__file__).parent / "rulings/ocg/004/004-my-body-as-a-shield-negates-raigeki.yaml").passed


CHARITY = 79571449  # 天使の施し: draw 3, then discard 2 of its activator's own hand
CHARITY_SCENARIO = """\
title: Graceful Charity draws 3 and discards 2
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 天使の施し, as: GC}]
    deck: [{stats: {atk: 1}, as: d1}, {stats: {atk: 2}, as: d2}, {stats: {atk: 3}, as: d3}]
steps:
  - {player: A, activate: GC}
  - {resolve: true}
  - {player: A, choose: [d1, d2]}
  - expect:
      where: {d1: A.graveyard, d2: A.graveyard, d3: A.hand}
"""


def test_a_duel_raises_for_an_undeclared_hand_qualifier(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    card = load_all()[CHARITY]
    eff = card.effects[0]
    assert eff.does is not None and Does.OWN_HAND in eff.does
    path = tmp_path / "charity.yaml"
    path.write_text(CHARITY_SCENARIO, encoding="utf-8")
    assert judge_file(path).passed
    monkeypatch.setitem(DEFS, CHARITY, replace(card, effects=(replace(eff, does=eff.does & ~Does.OWN_HAND),
                                                              *card.effects[1:])))
    v = judge_file(path)
    assert not v.passed
    assert "CategoryError: Graceful Charity effect 1 discarded a card of its activator's own hand" in v.message
    assert "lack OWN_HAND" in v.message


def _discards(res: Resolution) -> None:
    res.duel.discard([], res.cause)


def test_an_effect_made_at_run_time_carries_the_qualifiers_of_the_effect_that_made_it() -> None:
    assert made_by(None, _discards, Does.OTHER | Does.OPP_HAND) == Does.DISCARD | Does.OPP_HAND
    assert made_by(Does.OWN_HAND, _discards, Does.OPP_HAND) == Does.DISCARD | Does.OWN_HAND | Does.OPP_HAND
    assert made_by(Does.DRAW, _discards, Does.OPP_HAND) == Does.DRAW  # one that declares its categories keeps them
    assert made_by(None, _discards, None) == Does.DISCARD


BANDIT = 99351431  # 盗賊の極意: the trigger it leaves for the turn makes the opponent discard


def test_a_duel_raises_for_a_qualifier_its_left_effect_lacks(monkeypatch: pytest.MonkeyPatch) -> None:
    path = Path(__file__).parent / "cards/ocg/era-secret-of-the-bandit-each-time-it-deals-damage.yaml"
    assert judge_file(path).passed
    card = load_all()[BANDIT]
    eff = card.effects[0]
    assert eff.does is not None and Does.OPP_HAND in eff.does
    monkeypatch.setitem(DEFS, BANDIT, replace(card, effects=(replace(eff, does=eff.does & ~Does.OPP_HAND),)))
    v = judge_file(path)
    assert not v.passed
    assert "The Secret of the Bandit effect -1 discarded a card of its activator's opponent's hand" in v.message


DRILLROID = 71218746  # ドリルロイド: its effect 2 destroys, at once (no chain link), the set monster it attacked


def test_an_effect_applied_at_once_is_checked_for_its_verbs(monkeypatch: pytest.MonkeyPatch) -> None:
    path = Path(__file__).parent / "cards/ocg/era-drillroid-destroys-a-face-down-monster-once-it-is-flipped.yaml"
    assert judge_file(path).passed
    card = load_all()[DRILLROID]
    first, at_once = card.effects
    assert at_once.does is not None and Does.DESTROY in at_once.does
    monkeypatch.setitem(DEFS, DRILLROID, replace(card, effects=(first, replace(at_once, does=Does.OTHER))))
    v = judge_file(path)
    assert not v.passed
    assert "Drillroid effect 2 made the event 'destroyed'" in v.message


def test_an_effect_applied_at_once_needs_no_qualifier_of_where_it_reaches(monkeypatch: pytest.MonkeyPatch) -> None:
    # MONSTERS / SPELLS_TRAPS and the hands tell answers what a chain link reaches: an at-once effect has none
    path = Path(__file__).parent / "cards/ocg/era-drillroid-destroys-a-face-down-monster-once-it-is-flipped.yaml"
    card = load_all()[DRILLROID]
    first, at_once = card.effects
    monkeypatch.setitem(DEFS, DRILLROID, replace(card, effects=(first, replace(at_once, does=Does.DESTROY))))
    assert judge_file(path).passed
    check(Does.DESTROY, _moved("destroyed", Zone.MONSTERS), "Drillroid", 2, player=0, answerable=False)
    with pytest.raises(CategoryError, match="lack MONSTERS"):
        check(Does.DESTROY, _moved("destroyed", Zone.MONSTERS), "Drillroid", 2, player=0)


def test_an_effect_applied_at_once_takes_only_what_it_declares() -> None:
    # OPPONENTS, read for the player of the at-once effect's card (Duel.record passes its controller)
    does = Does.DESTROY | Does.MONSTERS | Does.OPPONENTS
    check(does, _moved("destroyed", Zone.MONSTERS), "Drillroid", 2, player=0, answerable=False)
    with pytest.raises(CategoryError, match="its own player controlled in the MONSTERS zone"):
        check(does, _moved("destroyed", Zone.MONSTERS), "Drillroid", 2, player=1, answerable=False)


def test_an_effect_left_to_apply_at_once_is_checked_for_its_verbs(monkeypatch: pytest.MonkeyPatch) -> None:
    # 「おジャマトリオ」 leaves each token an effect that burns, applied at once when it is destroyed (made by
    # `Duel.linger`, its categories by `made_by`)
    path = Path(__file__).parent / "cards/ocg/era-ojama-trio-gives-the-opponent-three-tokens-that-burn.yaml"
    assert judge_file(path).passed
    monkeypatch.setattr(categories, "made_by", lambda declared, operation, maker: Does.DESTROY)
    v = judge_file(path)
    assert not v.passed
    assert "Ojama Trio effect -1 made the event 'damage'" in v.message
