"""A replay shows, at each step, the question asked there and of whom, in the terminal (`arbiter replay`) and on the
web board's replay page: its words as the replay's viewer may read them (each game's `view.reads_question`), with
that viewer's copy marks; where the words name a card the viewer may not see (a card in the chooser's hand), only
whose question it is and its kind. A finished game's terminal replay sees everything; a game not over, and the web's
public view, only what both players see."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from arbiter.kernel.decision import Decision, Option
from arbiter.play.front import front_for, question
from arbiter.play.layout import PUBLIC
from arbiter.play.replayer import ReplayViewer
from arbiter.web.wire import SPECTATOR, state
from copies_attacking import TROOPERS, attack_with_both
from fake_terminals import Screen
from recorded_games import played
from scenario_text import board
from web_server import HOST_KEY, serving

# each game's first question of a turn, as its chooser reads it
IDLE = {("ocg", "en"): "choose an action", ("ocg", "ja"): "行動を選ぶ", ("dm", "en"): "choose an action",
        ("dm", "ja"): "行動を選ぶ"}
ASKS_A = {"en": "A is choosing: ", "ja": "Aが選択中："}
# each game's first question of a duel: the OCG's is the priority window of A's draw phase
FIRST = {**IDLE, ("ocg", "en"): "respond or pass", ("ocg", "ja"): "チェーンするかパス"}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_the_terminal_replay_shows_the_question_of_each_step(tmp_path: Path, game: str, lang: str) -> None:
    # it showed the answer to come ("next: A chooses …") but never what was asked
    s, _, _ = played(tmp_path, seed=5, game=game)
    screen = Screen()
    viewer = ReplayViewer(s.replay, screen, lang)  # type: ignore[arg-type]
    viewer.goto(viewer.real[0])  # where `arbiter replay` opens: the first real choice, A's first turn's
    viewer.show()
    assert ASKS_A[lang] + IDLE[game, lang] + "\n" in screen.text, screen.text


def troopers_declaring() -> Any:
    """A's second 「カードガンナー」 (the log names both copies as they attack) asking A to declare a number."""
    d, _ = board(TROOPERS)
    attack_with_both(d, "ocg")
    while d.pending.kind != "idle" or "phase:main2" not in [o.key for o in d.pending.options]:
        d.act(d.pending.options[0].key)
    d.act("phase:main2")
    while d.pending.kind == "window":
        d.act("pass")
    second = d.players[0].monsters[1]
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == second))
    assert d.pending.kind == "declare"
    return d


@pytest.mark.parametrize(("lang", "asked"), [("en", 'A is choosing: "Card Trooper" (copy 2): declare ('),
                                             ("ja", "Aが選択中：「カードガンナー」（２枚目）：宣言する（")])
def test_a_replays_question_names_a_copy_as_its_viewers_log_does(tmp_path: Path, lang: str, asked: str) -> None:
    s, _, _ = played(tmp_path, seed=5)  # a finished game: its terminal replay sees everything
    screen = Screen()
    viewer = ReplayViewer(s.replay, screen, lang)  # type: ignore[arg-type]
    viewer.duel, viewer.k = troopers_declaring(), len(s.replay.answers)  # the duel shown: this one, at its end
    viewer.show()
    assert asked in screen.text, screen.text
    # the web replay's message, in the public view (the copies attacked in the open: both players' logs mark them)
    assert state(viewer.duel, "ocg", SPECTATOR, lang, 0)["asking"].startswith(asked)


HAND = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    hand: [カードガンナー]
"""

DM_HAND = """
game: dm
turn: {number: 5, player: A, phase: main}
players:
  A:
    hand: [ピロロン]
"""


@pytest.mark.parametrize(("game", "text", "words"), [
    ("ocg", HAND, {"en": ('"Card Trooper": pick one', "A is choosing (choice of a cost)"),
                   "ja": ("「カードガンナー」：一つ選ぶ", "Aが選択中（コストの選択）")}),
    ("dm", DM_HAND, {"en": ('"Piroron": pick one', "A is choosing (choice of a card)"),
                     "ja": ("「ピロロン」：一つ選ぶ", "Aが選択中（カードの選択）")})])
def test_a_question_naming_a_card_in_its_choosers_hand_is_shown_to_others_as_its_kind_only(
        game: str, text: str, words: dict[str, tuple[str, str]]) -> None:
    d, _ = board(text)
    card = d.players[0].hand[0]
    if game == "ocg":
        from arbiter.ocg.effects import prompt_for

        d.pending = Decision(0, "cost", [Option("x", "x")], *prompt_for(d.cards[card], "pick one", "一つ選ぶ"))
    else:
        d.pending = Decision(0, "pick", [Option("x", "x")], *d.prompts(card, 0, "pick one", "一つ選ぶ"))
    front = front_for(game)
    for lang, (asked, kind_only) in words.items():
        assert question(front, d, 0, lang) == ASKS_A[lang] + asked  # the chooser, and a replay seeing all
        assert question(front, d, None, lang) == ASKS_A[lang] + asked
        for viewer in (1, PUBLIC):  # the opponent, a spectator: the card in A's hand stays unnamed
            assert question(front, d, viewer, lang) == kind_only
        assert state(d, game, SPECTATOR, lang, 0)["asking"] == kind_only
        assert state(d, game, 1, lang, 0, seat=1)["asking"] == kind_only
        assert state(d, game, 0, lang, 0, seat=0)["asking"] == ASKS_A[lang] + asked


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_the_replay_api_sends_the_question_of_the_step(tmp_path: Path, game: str) -> None:
    with serving(tmp_path / "g.sqlite") as (base, _):
        gid = httpx.post(f"http://{base}/api/games", json={"game": game, "opponent": "human", "seed": 3,
                                                             "lang": "en"}, headers={"x-arbiter-host": HOST_KEY}
                         ).json()["id"]
        for lang in ("en", "ja"):
            r = httpx.get(f"http://{base}/api/games/{gid}/replay?step=0&view=public&lang={lang}",
                          headers={"x-arbiter-host": HOST_KEY})
            assert r.status_code == 200 and r.json()["asking"] == ASKS_A[lang] + FIRST[game, lang], r.text
