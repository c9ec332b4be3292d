"""Terminal play: a card in the hand keeps its label while other cards leave or come (`set h3` then `set h4`
names the cards the screen showed)."""

from __future__ import annotations

import random
import re

import pytest

from arbiter.dm.view import name as dm_name
from arbiter.games import GAMES, support_for
from arbiter.ocg.view import card_name
from arbiter.play.front import front_for
from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import Replay

PLAYS = {"ocg": ("set", "summon", "setst"), "dm": ("charge",)}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hand_labels_stay_while_cards_leave_the_hand(game: str) -> None:
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    d = support.new_duel(deck, deck, 11)
    front = front_for(support.name)
    moved = 0
    while moved < 2 and d.turn < 6:
        assert d.pending is not None
        p = d.pending.player
        before = {i: c for i, c in front.codes(d, p).items() if c.startswith("h")}
        play = next((o for o in d.pending.options if o.kind in PLAYS[game] and o.card in before), None)
        d.act((play or d.pending.options[-1]).key)
        if play is None:
            continue
        after = {i: c for i, c in front.codes(d, p).items() if c.startswith("h")}
        assert play.card not in after
        assert {i: c for i, c in before.items() if i in after} == {i: c for i, c in after.items() if i in before}
        moved += 1
    assert moved == 2


class Listing:
    """A terminal whose player answers with a seeded random number; keeps the option lines it was shown."""

    clear_screen = False

    def __init__(self, answers: int) -> None:
        self.rng = random.Random(1)
        self.left = answers
        self.options: list[str] = []

    def show(self, frags: list[tuple[str, str]]) -> None:
        text = "".join(t for _, t in frags)
        self.options += [line for line in text.splitlines() if re.match(r"\s*\d+  \S", line)]

    def line(self, text: str, style: str = "") -> None:
        pass

    def clear(self, scrollback: bool = False) -> None:
        pass

    def ask(self, message: str, words: list[str]) -> str:
        self.left -= 1
        if self.left < 0:
            raise EOFError
        return str(self.rng.randint(1, 3))


@pytest.mark.parametrize(("game", "lang", "mark"), [("ocg", "en", '" (copy '), ("ocg", "ja", "枚目）"),
                                                    ("dm", "en", '" (copy '), ("dm", "ja", "枚目）")])
def test_an_option_names_a_copy_as_the_log_and_the_board_do(game: str, lang: str, mark: str) -> None:
    # four tokens the board and the log called "Sheep Token" (copy 1) ... (copy 4) were each attacked by
    # 'Attack "Sheep Token" with ...': which option was which read only from the codes
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    term = Listing(150)
    Game(Session(Replay.new(game, [deck, deck], 4, ["human", "random"])), term, lang).run()  # type: ignore[arg-type]
    marked = [line for line in term.options if mark in line]
    assert marked, "\n".join(term.options)


@pytest.mark.parametrize(("game", "lang", "said"), [
    ("dm", "en", ' is not in the hand now: "{n}" (A\'s mana zone), now m1'),
    ("dm", "ja", "はいま手札にない：「{n}」（Aのマナ）、いまはm1"),
    ("ocg", "en", ' is not in the hand now: "{n}" (A\'s monster), now m1'),
    ("ocg", "ja", "はいま手札にない：「{n}」（Aのモンスター）、いまはm1"),
])
def test_a_hand_code_whose_card_left_the_hand_says_which_card_it_was_and_where_it_went(game: str, lang: str,
                                                                                       said: str) -> None:
    # `summon h24` after 「h24」 was charged as mana said only "no card on the board now: h24"
    from fake_terminals import Typist

    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    term = Typist([])
    game_ = Game(Session(Replay.new(game, [deck, deck], 3, ["human", "human"])), term, lang)  # type: ignore[arg-type]
    d = game_.s.duel
    plays = {"dm": ("charge",), "ocg": ("summon", "set")}[game]
    while not any(o.kind in plays for o in d.pending.options):
        d.act(d.pending.options[0].key)
    code = front_for(game).codes(d, 0)
    o = next(o for o in d.pending.options if o.kind in plays)
    d.act(o.key)
    term.lines = [f"summon {code[o.card]}", "summon m5"]
    assert not game_.ask(d.pending.player)  # the lines refused, then the end of the input
    name = (card_name if game == "ocg" else dm_name)(d, o.card, lang)
    shown = "".join(term.shown)
    assert code[o.card] + said.format(n=name) in shown, shown[-600:]
    # a zone code names a place, not a card: an empty one is still only that
    assert ("no card on the board now: m5" if lang == "en" else "いま盤面にないカード：m5") in shown
