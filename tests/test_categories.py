"""What an effect does (ocg/categories.py): inferred from the verbs its operation reaches, declared where the
verbs cannot tell it, and checked against what the operation does at resolution."""

import pytest

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.common import burn_500
from arbiter.ocg.categories import CategoryError, Does, categories_of, check, infer, only_searches
from arbiter.ocg.effects import Operation, Resolution
from arbiter.ocg.registry import load_all
from arbiter.ocg.state import Zone


def _does(passcode: int, n: int = 1) -> Does | None:
    return load_all()[passcode].effects[n - 1].does


def test_the_cards_know_what_their_effects_do() -> None:
    assert _does(55991637, 1) == Does.DAMAGE  # 火竜の火炎弾: 800 damage
    assert _does(55991637, 2) == Does.DESTROY  # or destroy a monster
    assert _does(55144522) == Does.DRAW  # 強欲な壺: only draws (「無効」 answers it)
    assert _does(55713623) == Does.ATK_DEF  # 収縮 (the damage step allows it)
    assert _does(83764718) == Does.SPECIAL_SUMMON  # 死者蘇生 (「王宮の弾圧」 answers it)


def test_inferred_from_the_verbs_the_operation_calls() -> None:
    def burn(res: Resolution) -> None:
        res.duel.damage(res.opponent, 500, res.cause)

    def via_helper(res: Resolution) -> None:  # a card helper of the project, followed in turn
        burn_500(res)

    def maker(n: int) -> Operation:  # a closure, as the card helpers make them
        def op(res: Resolution) -> None:
            res.duel.draw(res.player, n, res.cause)
            res.duel.boost(res.card, 100, 0, res.cause)
        return op

    assert infer(burn) == Does.DAMAGE
    assert infer(via_helper) == Does.DAMAGE
    assert infer(maker(2)) == Does.DRAW | Does.ATK_DEF
    assert infer(None) == Does.NOTHING


def test_a_declaration_replaces_the_inference_and_qualifiers_add_to_it() -> None:
    def op(res: Resolution) -> None:
        res.duel.destroy([res.card], res.cause)
        res.duel.banish([res.card], res.cause)

    assert categories_of(None, op) == Does.DESTROY | Does.OTHER
    assert categories_of(Does.DESTROY, op) == Does.DESTROY
    assert categories_of(Does.MONSTERS, op) == Does.DESTROY | Does.OTHER | Does.MONSTERS


def test_what_an_operation_does_must_be_among_its_categories() -> None:
    damage = Event("damage", Cause(0, Reason.EFFECT, 3, 1, 1), player=1, amount=500)
    check(Does.DAMAGE | Does.DRAW, damage, "Hinotama", 1)
    check(None, damage, "Hinotama", -1)  # an effect made at run time and left in place: not checked
    with pytest.raises(CategoryError, match="Hinotama effect 1 made the event 'damage'"):
        check(Does.DRAW, damage, "Hinotama", 1)


def test_a_card_sent_or_banished_by_an_effect_is_among_its_other_changes() -> None:
    cause = Cause(0, Reason.EFFECT, 3, 1, 1)
    for kind in ("sent", "banished"):
        ev = Event(kind, cause, 7, 0, src=int(Zone.MONSTERS))
        check(Does.OTHER, ev, "Card", 1)
        with pytest.raises(CategoryError, match=f"Card effect 1 made the event '{kind}'"):
            check(Does.DESTROY, ev, "Card", 1)


def test_switching_control_takes_control() -> None:
    def swap(res: Resolution) -> None:
        res.duel.swap_control(res.card, res.card, res.cause)

    assert infer(swap) == Does.OTHER | Does.CONTROL


def test_a_search_is_an_add_to_the_hand_that_reaches_the_deck() -> None:
    def salvage(res: Resolution) -> None:
        res.duel.to_hand([res.card], res.cause)

    def from_deck(res: Resolution) -> None:
        res.duel.to_hand([res.duel.cards[i] for i in res.duel.players[res.player].deck[-1:]], res.cause)

    def mill(res: Resolution) -> None:  # names the deck, adds nothing to the hand
        res.duel.send_to_grave([res.duel.cards[i] for i in res.duel.players[res.player].deck[-1:]], res.cause)

    assert infer(salvage) == Does.TO_HAND
    assert infer(from_deck) == Does.TO_HAND | Does.SEARCH
    assert infer(mill) == Does.OTHER
    assert only_searches(_does(32807846))  # 増援
    assert only_searches(_does(31786629))  # サンダー・ドラゴン (its discard is a cost)
    assert only_searches(_does(26202165))  # クリッター
    assert not only_searches(_does(81439173))  # おろかな埋葬: from the deck to the graveyard
    assert not only_searches(_does(84133008))  # the graveyard's Polymerization (declared)
    does = _does(40044918)  # E・HERO エアーマン: destroys, or searches
    assert does is not None and Does.SEARCH in does and not only_searches(does)


def test_a_card_moved_from_the_deck_to_the_hand_needs_the_search_category() -> None:
    searched = Event("to_hand", Cause(0, Reason.EFFECT, 3, 1, 1), 5, 0, src=int(Zone.DECK), dst=int(Zone.HAND))
    check(Does.TO_HAND | Does.SEARCH, searched, "Reinforcement", 1)
    check(Does.TO_HAND, Event("to_hand", Cause(0, Reason.EFFECT, 3, 1, 1), 5, 0, src=int(Zone.GRAVE)), "X", 1)
    with pytest.raises(CategoryError, match="made the event 'to_hand'"):
        check(Does.TO_HAND, searched, "Reinforcement", 1)
