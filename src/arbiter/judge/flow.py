"""The steps of a scenario file, the same for every game: which verb a step has, passing, resolving, moving
to a phase, choosing, acting (with `illegal: true` expecting a refusal that changes nothing), and checking.

Each game gives its own `StepRules`: how it passes a decision, resolves, moves through the turn, answers a
choice, performs an action and checks expectations (`arbiter.judge.steps` for the OCG, `arbiter.dm.steps`
for Duel Masters). A step works on a clone of the duel, which replaces the duel only when the step succeeds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from arbiter.judge.board import check_keys, player_id
from arbiter.judge.yamlsrc import ScenarioError, line_of
from arbiter.kernel.decision import Decision, IllegalAction

RULE = "rule"  # the rules refuse the action: the only refusal `illegal: true` and `not_legal` accept
UNIMPLEMENTED = "unimplemented"  # a card or feature the engine does not have yet
MALFORMED = "malformed"  # the step does not fit the duel: nothing pending for its player, answers nobody asked for


class StepFailed(Exception):
    """The engine refused an action (with the kind of refusal), or a step could not be taken."""

    def __init__(self, message: str, kind: str = MALFORMED) -> None:
        super().__init__(message)
        self.kind = kind


def refusal_kind(e: Exception) -> str:
    """What kind of refusal an exception is: the engine's own refusals are the rules'."""
    return e.kind if isinstance(e, StepFailed) else RULE


class GameDuel(Protocol):
    @property
    def pending(self) -> Decision | None: ...

    def clone(self) -> Any: ...


D = TypeVar("D", bound=GameDuel)


class GameBoard(Protocol[D]):
    where: str
    duel: D


@dataclass(frozen=True)
class StepRules(Generic[D]):
    """What one game does for each kind of step."""

    verbs: tuple[str, ...]  # the action verbs
    keys: frozenset[str]  # every key a step may have
    expect: Callable[[Any, Any], None]  # (board, the expect mapping)
    pass_decision: Callable[[D, Decision, str], None]  # (duel clone, pending decision, the player as written)
    resolve: Callable[[D], None]
    advance_to: Callable[[D, str, str, int], None]  # (duel, phase, file, line)
    choose_all: Callable[[Any, D, int, list[Any], int], None]  # (board, duel clone, player, answers, line)
    perform: Callable[[Any, Any, int], D]  # (board, step, player): the duel after the action, on a clone


def verb_of(step: Any, verbs: Sequence[str]) -> str:
    """The step's one action verb, or "" when it has none or several."""
    found = [v for v in verbs if v in step]
    return found[0] if len(found) == 1 else ""


def in_order(text: str, parts: list[str]) -> bool:
    """Whether `parts` occur in `text` one after the other."""
    pos = 0
    for part in parts:
        pos = text.find(part, pos)
        if pos < 0:
            return False
        pos += len(part)
    return True


Z = TypeVar("Z")


def zone_of(where: str, spec: Any, line: int, zones: Mapping[str, Z]) -> tuple[int, Z]:
    """A zone written PLAYER.zone (A.graveyard): the player and the game's zone."""
    s = str(spec)
    if "." not in s:
        raise ScenarioError(where, line, f"a zone is written PLAYER.zone (e.g. A.graveyard), not {s!r}")
    pl, z = s.split(".", 1)
    if z not in zones:
        raise ScenarioError(where, line, f"unknown zone {z!r}; expected one of: {', '.join(zones)}")
    return player_id(pl, where, line), zones[z]


def legality_failures(b: GameBoard[D], k: str, acts: list[Any], keys: set[str],
                      perform: Callable[[Any, Any, int], D]) -> list[str]:
    """Expectations `legal` / `not_legal`: each action is tried on a clone; what did not go as expected."""
    fails = []
    for act in acts:
        check_keys(act, keys, b.where, k)
        p = player_id(act.get("player"), b.where, line_of(act))
        try:
            perform(b, act, p)
            ok, why, kind = True, "", RULE
        except (StepFailed, IllegalAction) as e:
            ok, why, kind = False, str(e), refusal_kind(e)
        if k == "legal" and not ok:
            fails.append(f"expected legal: {dict(act)}; refused: {why}")
        if k == "not_legal" and ok:
            fails.append(f"expected not legal, but allowed: {dict(act)}")
        elif k == "not_legal" and kind != RULE:
            fails.append(f"expected a rules refusal of {dict(act)}; refused as {kind}: {why}")
    return fails


def run_step(rules: StepRules[D], b: GameBoard[D], step: Any, out: list[str]) -> None:
    """Run one step; a failure is a ScenarioError naming the file and the step's line."""
    where = b.where
    line = line_of(step)
    check_keys(step, set(rules.keys), where, "a step")
    if "expect" in step:
        rules.expect(b, step["expect"])
        return
    try:
        if "pass" in step:
            p = player_id(step["pass"], where, line)
            d = b.duel.clone()
            pend = d.pending
            if pend is None or pend.player != p:
                raise StepFailed(f"{step['pass']} has no decision to pass")
            rules.pass_decision(d, pend, str(step["pass"]))
            b.duel = d
        elif "resolve" in step:
            rules.resolve(b.duel)
        elif "phase" in step:
            rules.advance_to(b.duel, str(step["phase"]), where, line_of(step, "phase"))
        elif "choose" in step:
            p = player_id(step.get("player"), where, line)
            answers = step["choose"] if isinstance(step["choose"], list) else [step["choose"]]
            _attempt(b, step, out, f"choose {answers}",
                     lambda: _chosen(rules, b, p, answers, line))
        else:
            verb = verb_of(step, rules.verbs)
            if not verb:
                raise ScenarioError(where, line, "a step needs exactly one verb: " + ", ".join(
                    [*rules.verbs, "pass", "resolve", "choose", "phase", "expect"]))
            p = player_id(step.get("player"), where, line)
            _attempt(b, step, out, f"{verb} {step[verb]}", lambda: rules.perform(b, step, p))
    except (StepFailed, IllegalAction) as e:
        raise ScenarioError(where, line, str(e)) from None


def _chosen(rules: StepRules[D], b: GameBoard[D], p: int, answers: list[Any], line: int) -> D:
    d: D = b.duel.clone()
    rules.choose_all(b, d, p, answers, line)
    return d


def _attempt(b: GameBoard[D], step: Any, out: list[str], what: str, act: Callable[[], D]) -> None:
    """Take an action on a clone; with `illegal: true` it must be refused, and the duel stays as it was."""
    try:
        d = act()
    except (StepFailed, IllegalAction) as e:
        if step.get("illegal") and refusal_kind(e) == RULE:
            out.append(f"  refused as expected: {e}")
            return
        if step.get("illegal"):
            raise StepFailed(f"{what} should be refused by the rules, but was refused as {refusal_kind(e)}: {e}",
                             refusal_kind(e)) from None
        raise
    if step.get("illegal"):
        raise StepFailed(f"{what} should be refused, but the engine allowed it")
    b.duel = d
