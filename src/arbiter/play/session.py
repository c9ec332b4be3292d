"""A game being played: the duel, who plays each side, and its record (library and/or file).

Independent of the terminal, so tests and other front ends drive it directly. Every answer is
written to every recorder before the next decision is asked, which is what makes a killed game
resumable with nothing lost; undo rebuilds the duel from the recorded answers, which are the
whole game (decks, seed and answers determine a duel).
"""

from __future__ import annotations

from typing import Any, Protocol

from arbiter.agents import Agent, make_agent
from arbiter.journal import stops_held
from arbiter.kernel.copying import assign_state
from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.game import GameDuel, resigner
from arbiter.replay import Replay, fingerprint

HUMAN = "human"


class EngineFault(RuntimeError):
    """The engine failed while it carried out an answer: a fault of Arbiter's (of a card's script or of the
    rules), not of the answer. The duel is left as it was before the answer, and nothing of it is recorded.

    Its text says only which answer failed, so that a front may show it to anyone at the table; `detail` names
    the error itself, which may mention cards a seat does not see (for a log, or for the terminal's one user)."""

    def __init__(self, step: int, who: int, detail: str) -> None:
        super().__init__(f"the engine failed on answer {step} (player {'AB'[who]}'s): a fault of Arbiter's, not a "
                         "rule; the duel is as it was before that answer")
        self.detail = detail


class Recorder(Protocol):
    def answer(self, n: int, key: str, fp: str) -> None: ...
    def undo(self, keep: int) -> None: ...
    def finish(self, result: dict[str, Any]) -> None: ...
    def close(self) -> None: ...


class Session:
    """Plays `replay` on from its recorded answers (a new game has none)."""

    def __init__(self, replay: Replay, recorders: list[Recorder] | None = None, agent_seed: int | None = None,
                 played: GameDuel | None = None) -> None:
        """`played`: the duel of `replay`'s answers, played already (a file checked before it was resumed)."""
        self.replay = replay
        self.recorders = recorders or []
        self.duel = replay.play() if played is None else played
        seed = replay.seed if agent_seed is None else agent_seed
        # each side's agent; its seed follows from the game's, so a resumed game makes the same choices
        self.agents: dict[int, Agent] = {
            p: make_agent(spec, seed * 2 + p, replay.game) for p, spec in enumerate(replay.players) if spec != HUMAN}

    @property
    def answers(self) -> int:
        return len(self.replay.answers)

    def is_human(self, p: int) -> bool:
        return p not in self.agents

    def act(self, key: str) -> None:
        """Answer the pending decision and record it; an illegal key raises IllegalAction, and an engine that fails
        on a legal one raises EngineFault: either way nothing is recorded and the duel is as it was. A Ctrl-C
        meanwhile lands once the answer is applied and recorded (`journal.stops_held`), never halfway."""
        with stops_held():
            self._act(key)

    def _act(self, key: str) -> None:
        d = self.duel
        # a copy to go back to if the engine fails halfway (a duel is cheap to copy next to a person's answer)
        before = d.clone()
        who = d.pending.player if d.pending is not None else 0
        try:
            d.act(key)
        except IllegalAction:
            raise  # refused before anything changed
        except Exception as e:
            assign_state(d, before)  # in place: whoever holds the duel (a front, an agent) holds it whole again
            raise EngineFault(self.answers + 1, who, f"{type(e).__name__}: {e}") from e
        fp = fingerprint(d, self.replay.game)
        self.replay.answers.append(key)
        self.replay.fingerprints.append(fp)
        n = len(self.replay.answers)
        for r in self.recorders:
            r.answer(n, key, fp)
        if d.winner is not None:
            self.replay.result = {"winner": d.winner, "turns": d.turn}
            for r in self.recorders:
                r.finish(self.replay.result)

    def agent_choice(self) -> str | None:
        """If an agent is to answer, the key it chooses, not yet answered: it searches on copies, so a search stopped
        (Ctrl-C) leaves the duel as it was."""
        d = self.duel
        if d.pending is None or d.pending.player not in self.agents:
            return None
        return self.agents[d.pending.player].choose(d, d.pending.player)

    def agent_move(self) -> str | None:
        """If an agent is to answer, let it choose and answer; returns its key."""
        key = self.agent_choice()
        if key is not None:
            self.act(key)
        return key

    def chooser(self) -> list[tuple[int, bool]]:
        """For each recorded answer: who gave it and whether they had a real choice."""
        d = self.replay.start()
        out = []
        for key in self.replay.answers:
            assert d.pending is not None
            p = resigner(key)  # a resignation is its seat's own choice, whoever was deciding
            out.append((d.pending.player, len(d.pending.options) > 1) if p is None else (p, True))
            d.act(key)
        return out

    def undo_to(self, keep: int) -> None:
        """Keep only the first `keep` answers: the duel as it was then."""
        keep = max(0, min(keep, self.answers))
        del self.replay.answers[keep:], self.replay.fingerprints[keep:]
        self.replay.result = None
        self.duel = self.replay.play(verify=False)
        for r in self.recorders:
            r.undo(keep)

    def undo(self, player: int) -> bool:
        """Step back to `player`'s previous real choice; False when there is none."""
        for n, (p, real) in reversed(list(enumerate(self.chooser()))):
            if p == player and real:
                self.undo_to(n)
                return True
        return False

    def close(self) -> None:
        for r in self.recorders:
            r.close()

