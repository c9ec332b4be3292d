"""What the terminal needs from a game to show it: the log, the board, commands and labels of options.

The play loop (loop.py) and the replay viewer (replayer.py) are written once against this; each game
gives one `Front` (OCG: play/board.py, Duel Masters: play/dm_board.py). Everything a front shows a
player comes from what that player may see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic

from arbiter.games import support_for
from arbiter.kernel.decision import Decision, Option, kind_word
from arbiter.kernel.game import PLAYERS, D
from arbiter.kernel.reasons import in_lang
from arbiter.play.terminal import Fragments


@dataclass(frozen=True)
class Front(Generic[D]):
    # the log's first n entries as lines, as `viewer` may read them (None: a replay, everything)
    render: Callable[[D, int, int | None, str], list[str]]
    settled: Callable[[D], int]  # how much of the log is final (not a chain still being built)
    # the board, the viewer at the bottom; None: a replay, each side as its owner sees it
    board: Callable[[D, int | None, str], Fragments]
    # what is being built and waits to resolve (the OCG chain), as the viewer may see it (None: a replay)
    waiting: Callable[[D, int | None, str], Fragments]
    codes: Callable[[D, int | None], dict[int, str]]  # the short code of every card on screen, by index
    # one distinct command per option, on a screen in the language given (a word said as it reads is said in it)
    commands: Callable[[D, list[Option], dict[int, str], str], list[str]]
    # an option's label, naming only what its chooser may see, a copy of a name with its mark (as `marks` gives them)
    describe: Callable[[D, Option, str, dict[int, str]], str]
    # auto-pass: a window where nothing but a new phase happened since log[n]; None: the game has no windows to pass
    # (Duel Masters: no priority windows, every question is a real one), so no front offers auto-pass for it
    quiet: Callable[[D, int], bool] | None
    # by card index, the mark after the name of each copy the viewer's log tells apart from another of its name
    marks: Callable[[D, int | None, str], dict[int, str]]
    # why a typed command naming a card's action (the board's codes) is not on offer now, in the language given;
    # "": it names none
    why_not: Callable[[D, int, str, dict[int, str], str], str]
    # whether the viewer (None: a replay, everything) may read the pending question's words (each game's
    # `view.reads_question`): its chooser may, another seat where the words name no card it may not see
    reads: Callable[[D, int | None], bool]
    # a card and where it is now, as the viewer may know them (each game's `view.card_place`): where a hand code's
    # card went
    place: Callable[[D, int, int, str], str]


# a pending question as a viewer who may not be its chooser reads it (`question`): its words, or only its kind
ASKED = {"en": ("{p} is choosing: {q}", "{p} is choosing ({k})"), "ja": ("{p}が選択中：{q}", "{p}が選択中（{k}）")}


def question(front: Front[Any], d: Any, viewer: int | None, lang: str) -> str:
    """The pending question, whoever's it is, as `viewer` (None: a replay, everything) may read it: whose it is and
    its words with the viewer's copy marks, or, where the words name a card the viewer may not see (`Front.reads`),
    whose it is and its kind only; "" with nothing pending."""
    p: Decision | None = d.pending
    if p is None:
        return ""
    words = ASKED[lang]
    if front.reads(d, viewer):
        return words[0].format(p=PLAYERS[p.player], q=p.prompt(lang, front.marks(d, viewer, lang)))
    return words[1].format(p=PLAYERS[p.player], k=in_lang(kind_word(p.kind), lang))


def front_for(game: str) -> Front[Any]:
    """The terminal front of a game Arbiter plays (arbiter.games names them)."""
    if support_for(game).name == "dm":
        from arbiter.play.dm_board import FRONT as DM_FRONT

        return DM_FRONT
    from arbiter.play.board import FRONT

    return FRONT
