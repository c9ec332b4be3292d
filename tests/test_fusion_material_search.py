"""`fusion.Materials`, the search behind `completable`, made once for the questions of one fusion summon: the same
answers for every set of chosen cards asked of one pool, a chosen card that can be no material refusing the set, a
substitute standing in for one named material only (never for a monster of `only_these` materials), and the cards
that fit nothing left out of the search."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import fusion
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: サイバー・ドラゴン, as: CD1}
      - {card: サイバー・ドラゴン, as: CD2}
      - {card: 心眼の女神, as: GODDESS}
      - {card: デーモンの召喚, as: SKULL}
    graveyard:
      - {stats: {race: Machine}, as: M1}
      - {stats: {race: Machine}, as: M2}
      - {stats: {race: Warrior}, as: W}
    extra:
      - {card: キメラテック・オーバー・ドラゴン, as: OVER}
      - {card: サイバー・ツイン・ドラゴン, as: TWIN}
      - {card: ブラック・デーモンズ・ドラゴン, as: BSD}
"""


def _cards() -> dict[str, Card]:
    d = build(load(BOARD, "search"), "search", RULES).duel
    return {c.label: c for c in d.cards if c.label}


def _search(c: dict[str, Card], fusion_label: str, pool: list[str]) -> fusion.Materials:
    r = fusion.recipe(c[fusion_label].data.passcode)
    assert r is not None
    return fusion.Materials(r, [c[x] for x in pool], substitutes=fusion.any_substitute)


def test_one_search_answers_every_chosen_set_of_its_pool() -> None:
    c = _cards()
    search = _search(c, "OVER", ["CD1", "M1", "M2", "W"])
    # 「サイバー・ドラゴン」 and one or more Machines: any of them may still be added, the Warrior never
    assert search.completes([])
    assert search.completes([c["M1"], c["M2"]])
    assert search.completes([c["CD1"], c["M1"], c["M2"]])
    assert not search.completes([c["W"]])
    assert not search.completes([c["CD1"], c["W"]])
    # a refused set leaves nothing behind for the next: the same sets again, in another order
    assert search.completes([c["M2"], c["CD1"]])
    assert not search.completes([c["M1"], c["W"]])


def test_a_chosen_card_outside_the_pool_is_still_weighed() -> None:
    c = _cards()
    search = _search(c, "OVER", ["M1", "M2"])
    assert not search.completes([c["M1"]])  # no 「サイバー・ドラゴン」 in the pool
    assert search.completes([c["CD2"], c["M1"]])  # one chosen from elsewhere
    assert not search.completes([c["W"], c["M1"]])


def test_a_substitute_stands_in_for_one_named_material_only() -> None:
    c = _cards()
    # 「デーモンの召喚」 and the goddess standing in for 「真紅眼の黒竜」
    assert _search(c, "BSD", ["SKULL", "GODDESS"]).completes([c["GODDESS"]])
    assert not _search(c, "BSD", ["GODDESS", "M1"]).completes([])  # two stand-ins would be needed
    # monsters that can be made only with their listed materials: the goddess stands in for none
    assert not _search(c, "TWIN", ["CD1", "GODDESS"]).completes([])
    assert not _search(c, "OVER", ["GODDESS", "M1"]).completes([])
    assert not _search(c, "OVER", ["CD1", "M1", "GODDESS"]).completes([c["GODDESS"]])


def test_cards_that_fit_nothing_are_left_out_of_the_search() -> None:
    c = _cards()
    search = _search(c, "BSD", ["CD1", "SKULL", "M1", "W", "GODDESS"])
    assert [x.label for x in search.useful] == ["SKULL", "GODDESS"]  # the goddess may stand in
    assert search.completes([c["SKULL"], c["GODDESS"]])
    assert not search.completes([c["SKULL"], c["M1"]])
