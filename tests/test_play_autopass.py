"""`--auto-pass` passes only windows where nothing happened that the player's cards could answer.

The player (A) sets one trap and passes everything else; the opponent (greedy) summons and
attacks. The windows after the summon and after the attack must be offered, with the trap's
activation among the options.
"""

from __future__ import annotations

from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import Replay

MIRROR_FORCE = 44095762  # 聖なるバリア －ミラーフォース－: answers an attack
RING_OF_DESTRUCTION = 83555666  # 破壊輪: answers a face-up monster of the opponent
WARWOLF = 69247929  # a level 4 normal monster, 2000 ATK


class ScriptedTerminal:
    """Sets the trap in the first main phase, then passes; records the commands offered at each question."""

    clear_screen = False

    def __init__(self) -> None:
        self.asked: list[list[str]] = []
        self.game: Game | None = None
        self.answered: set[str] = set()  # the opponent's log entries the player was asked about

    def show(self, frags: list[tuple[str, str]]) -> None:
        pass

    def line(self, text: str, style: str = "") -> None:
        pass

    def clear(self, scrollback: bool = False) -> None:
        pass

    def ask(self, message: str, words: list[str]) -> str:
        if len(self.asked) > 40:
            raise EOFError  # enough: the player quits
        self.asked.append(words)
        assert self.game is not None
        d = self.game.s.duel
        if d.tp == 1 and any(w.startswith("act s") for w in words):
            self.answered.update(e.kind for e in d.log[-3:])
        for preferred in ("set h", "end", "pass"):
            for w in words:
                if w.startswith(preferred):
                    return w
        return "1"


def offered_after(trap: int) -> set[str]:
    """What had just happened in the opponent's turn when the player was offered the trap."""
    replay = Replay.new("ocg", [[trap] * 40, [WARWOLF] * 40], 7, ["human", "greedy"])
    term = ScriptedTerminal()
    term.game = Game(Session(replay), term, "en", auto_pass=True)  # type: ignore[arg-type]
    term.game.run()
    return term.answered


def test_an_attack_is_offered_to_a_set_mirror_force() -> None:
    assert "attack" in offered_after(MIRROR_FORCE), "the attack's window was passed for the player"


def test_a_summon_is_offered_to_a_set_ring_of_destruction() -> None:
    assert "summon" in offered_after(RING_OF_DESTRUCTION), "the summon's window was passed for the player"
