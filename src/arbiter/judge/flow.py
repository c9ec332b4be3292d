"""The steps of a scenario file, the same for every game: which verb a step has, passing, resolving, moving
to a phase, choosing, acting (with `illegal: true` expecting a refusal that changes nothing), and the
expectations both games share (where cards are, what zones hold, the pending decision, the log, the winner,
the turn, which actions are legal).

Passing, resolving and moving to a phase are written here once. Each game gives its own `StepRules`: how it
declines a decision that may be passed, moves on from an open game state, when the turn is past a phase or a
`phase` step has arrived, whether a chain is open, how it answers a choice, performs an action, where its cards
are and its own expectations (`judge/ocg_steps.py`, `judge/dm_steps.py`). A step works on a clone of the duel,
which replaces the duel only when the step succeeds.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypeVar

from arbiter.judge.scenario import Board, check_keys, listed, player_id, whole
from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of, set_off
from arbiter.kernel.decision import KIND_WORDS, YES_NO_JA, Decision, IllegalAction, kind_word
from arbiter.kernel.game import PLAYERS, D
from arbiter.kernel.log import LogEntry
from arbiter.kernel.reasons import Why, counted, in_lang, message_of, wide

# the kinds of refusal, as the messages name them
RULE = Why("rule", "ルール")  # the rules refuse the action: the only refusal `illegal: true` and `not_legal` accept
UNIMPLEMENTED = Why("unimplemented", "未実装")  # a card or feature the engine does not have yet
# the step does not fit the duel: nothing pending for its player, answers nobody asked for
MALFORMED = Why("malformed", "書き方の誤り")
A_STEP = Why("a step", "ステップ")  # what the messages call a step of the file
# はい and いいえ, as a Japanese file writes the format's yes and no: the words they stand for
YES_NO_WRITTEN = {ja: word for word, ja in YES_NO_JA.items()}
MAX_AUTO = 10_000  # decisions a `resolve` or `phase` step may pass before it gives up
END_TURN = "end_turn"  # a `phase` step's target: the next turn


class StepFailed(Exception):
    """The engine refused an action (with the kind of refusal), or a step could not be taken."""

    def __init__(self, message: str, kind: str = MALFORMED) -> None:
        super().__init__(message)
        self.kind = kind


def refusal_kind(e: Exception) -> str:
    """What kind of refusal an exception is: the engine's own refusals are the rules'."""
    return e.kind if isinstance(e, StepFailed) else RULE


def because_missed(words: object, refusal: str) -> Why:
    """A refusal that does not say a `because:`'s words: its reason in each language, and in Japanese its English too,
    which `because:` is matched against."""
    # the words are prose within prose: set off, to be told from the refusal's
    return Why(f"not because {set_off(words)}: {refusal}",
               f"理由が「{as_yaml(words)}」でない：{in_lang(refusal, 'ja')}（because:と照らし合わせる英語：{refusal}）")


class Miss(NamedTuple):
    """An expectation that did not hold, and the line of the key or list item that wrote it (what a judge looks at)."""

    line: int
    what: str


# a game's own expectation: (board, the value written, its line) -> what did not hold
Check = Callable[[Board[Any], Any, int], list[Miss]]


def nothing_left(d: Any, step: Any, player: int) -> str:
    """`StepRules.unfinished` for a game whose actions are whole once taken."""
    return ""


KEPT = Why("the rules keep the turn where it is", "ルールによりターンは今の場所にとどまる")


def kept_where_it_is(d: Any, p: Decision) -> str:
    """`StepRules.held` for a game that does not say which rule keeps its turn from moving on."""
    return KEPT


def never_at_rest(d: Any, p: Decision) -> bool:
    """`StepRules.at_rest` for a game whose every window has something under way (Duel Masters')."""
    return False


@dataclass(frozen=True)
class StepRules(Generic[D]):
    """What one game does for each kind of step."""

    verbs: tuple[str, ...]  # the action verbs
    keys: frozenset[str]  # every key a step may have
    legal_keys: frozenset[str]  # every key an action under `legal` / `not_legal` may have
    decline: Callable[[D, Decision], None]  # decline a decision that may be passed (a window, an optional offer)
    # at an open game state ("idle"): the turn player moves on toward a phase (END_TURN: the next turn; None:
    # just the next phase)
    move_on: Callable[[D, Decision, str | None], None]
    past: Callable[[D, Decision, str], bool]  # at an open game state: whether the turn has gone past a phase
    # whether a `phase` step stops here: (duel, pending, the phase, whether the step moved or began elsewhere)
    arrived: Callable[[D, Decision, str, bool], bool]
    chain_open: Callable[[D], bool]  # a chain is being built or resolved (Duel Masters has none)
    choose_all: Callable[[Board[D], D, int, list[Any], int], None]  # (board, duel clone, player, answers, line)
    perform: Callable[[Board[D], Any, int], D]  # (board, step, player): the duel after the action, on a clone
    phase_name: Callable[[object, str, int], str]  # a phase as written, checked
    render: Callable[[list[LogEntry], str], list[str]]  # the log in a language
    zones: Mapping[str, Any]  # the zones an expectation may name (PLAYER.zone)
    zone_names: Mapping[Any, str]
    deck: Any  # the deck zone: listed top first
    place: Callable[[D, int], tuple[int, Any]]  # where a card is: the player whose zone holds it, the zone
    pile: Callable[[D, int, Any], list[int]]  # a player's zone, bottom (of a deck) first
    name: Callable[[D, int], str]  # a card in a message: its label, else its name
    own: Mapping[str, Check]  # the game's own expectations, by key
    choose_with_action: bool = True  # `legal` / `not_legal` entries may be a `choose` instead of an action
    # decisions offering an optional effect: those a chain's triggers bring are part of resolving that chain
    offers: frozenset[str] = frozenset()
    # (the duel after the action, the action, its player): why the action as written is not one the rules allow
    # on its own, though the engine took it so far ("" when it is whole). A step may leave the rest of an action to
    # later `choose` steps; an action only checked (`legal`, `not_legal`, `illegal: true`) has none to follow
    unfinished: Callable[[D, Any, int], str] = nothing_left
    # at an open game state that offers no way on: the rule that keeps the turn there (a `pass` refused)
    held: Callable[[D, Decision], str] = kept_where_it_is
    # a window where nothing is under way and no chain (the OCG's phase windows): passing it only moves the turn on,
    # which a `resolve` step never does
    at_rest: Callable[[D, Decision], bool] = never_at_rest
    # by verb, the other keys a step of it may have (`check_verb_keys`); a verb not listed takes any of `keys`
    verb_keys: Mapping[str, frozenset[str]] = dataclasses.field(default_factory=dict)


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
    if not isinstance(spec, str) or "." not in spec:  # a list's text ("['A.hand']") would split into nonsense
        raise ScenarioError(where, line, Why(
            f"a zone is written as one text, PLAYER.zone (e.g. A.graveyard), not {as_yaml(spec)}",
            f"ゾーンは一つのテキストでPLAYER.zone（例：A.graveyard）と書く（{as_yaml(spec)}ではない）"))
    pl, z = spec.split(".", 1)
    if z not in zones:
        raise ScenarioError(where, line, Why(f"unknown zone {as_yaml(z)}; expected one of: {', '.join(zones)}",
                                             f"未知のゾーン「{as_yaml(z)}」（使えるのは{'、'.join(zones)}）"))
    return player_id(pl, where, line), zones[z]


def legality_failures(rules: StepRules[D], b: Board[D], k: str, acts: list[Any]) -> list[Miss]:
    """Expectations `legal` / `not_legal`: each action is tried on a clone; what did not go as expected."""
    fails: list[Miss] = []
    for i, act in enumerate(acts):
        at = line_of(acts, i)
        check_keys(act, set(rules.legal_keys) | ({"because"} if k == "not_legal" else set()), b.where, k, at)
        if not verb_of(act, rules.verbs) and not (rules.choose_with_action and "choose" in act):
            verbs = [*rules.verbs, *(["choose"] if rules.choose_with_action else [])]
            raise ScenarioError(b.where, line_of(act), Why(f"an action in {k} needs one of: " + ", ".join(verbs),
                                                           f"{k}の行動には次のどれかが要る：" + "、".join(verbs)))
        check_verb_keys(rules, act, verb_of(act, rules.verbs) or "choose", b.where)
        p = player_id(act.get("player"), b.where, line_of(act))
        ok, why, kind = True, "", ""  # the kind of a refusal, where there is one
        try:
            checked(rules, b, act, p)
        except (StepFailed, IllegalAction) as e:
            ok, why, kind = False, message_of(e), refusal_kind(e)
        if k == "legal" and not ok:
            fails.append(Miss(at, Why(f"expected legal: {as_yaml(act)}; refused: {why}",
                                      f"合法のはずの{as_yaml(act)}が拒否された：{in_lang(why, 'ja')}")))
        if k == "not_legal" and ok:
            fails.append(Miss(at, Why(f"expected not legal, but allowed: {as_yaml(act)}",
                                      f"不正のはずの{as_yaml(act)}が許された")))
        elif k == "not_legal" and kind != RULE:
            fails.append(Miss(at, Why(f"expected a rules refusal of {as_yaml(act)}; refused as {kind}: {why}",
                                      f"{as_yaml(act)}はルールが拒否するはずが、{in_lang(kind, 'ja')}として拒否された："
                                      f"{in_lang(why, 'ja')}")))
        elif k == "not_legal" and "because" in act and not gives(reason_of(why), str(act["because"])):
            fails.append(Miss(at, Why(f"expected {as_yaml(act)} refused because {set_off(act['because'])}; "
                                      f"refused: {why}",
                                      f"{as_yaml(act)}は拒否されたが、{because_missed(act['because'], why).ja}")))
    return fails


def reason_of(refusal: str) -> str:
    """The reason a refusal gives, without the action it names ("A cannot attack X now: ...", "Y is not a legal
    answer to A's choice of targets: ..."): what `because:` is matched against, so that a card's label is not."""
    return refusal.split(": ", 1)[-1]


def gives(reason: str, words: str) -> bool:
    """Whether a refusal's reason says `words` (a `because:`): as whole words, so that a fragment of one ("x" in
    "text") says nothing."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", reason) is not None


def checked(rules: StepRules[D], b: Board[D], act: Any, p: int) -> D:
    """An action tried only to see whether the rules allow it: refused as well when, taken as written, it is not
    whole (an activation given fewer targets than it needs). Its notes go with it: it is not taken."""
    noted = len(b.notes)
    try:
        d = rules.perform(b, act, p)
    finally:
        del b.notes[noted:]
    why = rules.unfinished(d, act, p)
    if why:
        raise StepFailed(why, RULE)
    return d


def answers_of(step: Any) -> list[Any]:
    """A `choose` step's answers: one, or a list."""
    v = step["choose"]
    return list(v) if isinstance(v, list) else [v]


STEP_VERBS = ("pass", "resolve", "choose", "phase", "expect")  # the verbs of every game besides its actions


def check_verb_keys(rules: StepRules[Any], step: Any, verb: str, where: str) -> None:
    """A key of another verb's steps (an activation's `target:` for its `targets:`, an attack's `targets:`) is an
    error naming it: the step would run without it, as if nothing had been written there."""
    allowed = rules.verb_keys.get(verb)
    if allowed is None:
        return
    for k in step:
        if k != verb and k in rules.keys and k not in allowed:
            owners = [v for v, keys in rules.verb_keys.items() if k in keys and v != verb]
            takes = ", ".join(sorted(allowed)) or "nothing else"
            raise ScenarioError(where, line_of(step, k), Why(
                f"'{k}' is not a key of {verb} steps, which take: {takes}"
                + (f"; it is a key of {', '.join(owners)} steps" if owners else ""),
                f"'{k}'は{verb}のステップには書けない（{verb}が取るのは{'、'.join(sorted(allowed)) or 'ほかにない'}）"
                + (f"。'{k}'を書くのは{'、'.join(owners)}のステップ" if owners else "")))


def run_step(rules: StepRules[D], b: Board[D], step: Any) -> None:
    """Run one step; a failure is a ScenarioError naming the file and the step's line."""
    where = b.where
    line = line_of(step)
    check_keys(step, set(rules.keys), where, A_STEP)
    verbs = [v for v in (*rules.verbs, *STEP_VERBS) if v in step]
    if len(verbs) > 1:  # one would be taken and the others dropped unseen
        raise ScenarioError(where, line_of(step, verbs[1]), Why(
            f"a step has exactly one verb, this one has {len(verbs)}: {', '.join(verbs)}; write each as its own step",
            f"ステップの動詞はちょうど一つ、このステップには{wide(len(verbs))}つ（{'、'.join(verbs)}）：それぞれを"
            "別のステップに書く"))
    if "illegal" in step and not isinstance(step["illegal"], bool):
        v = step["illegal"]
        raise ScenarioError(where, line_of(step, "illegal"), Why(f"illegal must be true or false, not {as_yaml(v)}",
                                                                 f"illegalはtrueかfalse（{as_yaml(v)}ではない）"))
    if "because" in step and not (step.get("illegal") and isinstance(step["because"], str) and step["because"]):
        raise ScenarioError(where, line_of(step, "because"), Why(
            "because: goes with illegal: true, as the words the refusal must say (a part of its reason)",
            "because:はillegal: trueと共に、拒否が言うべき言葉（その理由の一部）として書く"))
    if verbs:
        check_verb_keys(rules, step, verbs[0], where)
    if "expect" in step:
        expect(rules, b, step["expect"], line_of(step, "expect"))
        return
    if step.get("illegal") and ("phase" in step or "resolve" in step):
        # these pass many windows at once: a refusal among them would name no one step; `pass` checks one
        raise ScenarioError(where, line_of(step, "illegal"), Why(
            "illegal: true goes with an action, a choose or a pass step, not a phase or resolve step",
            "illegal: trueは行動・choose・passのステップに書く（phaseやresolveのステップにではない）"))
    try:
        if "pass" in step:
            if step["pass"] not in tuple(PLAYERS):  # `pass: true`, as `resolve: true` is written: say what pass takes
                raise ScenarioError(where, line_of(step, "pass"), Why(
                    f"a pass step names the player who passes: pass: A or pass: B, not {as_yaml(step['pass'])}",
                    f"passのステップは見送るプレイヤーを書く：pass: Aかpass: B（{as_yaml(step['pass'])}ではない）"))
            p = player_id(step["pass"], where, line)
            _attempt(b, step, f"pass {step['pass']}", lambda: _passed(rules, b, p, str(step["pass"])))
        elif "resolve" in step:
            if step["resolve"] is not True:
                raise ScenarioError(where, line_of(step, "resolve"), Why(
                    f"a resolve step is written resolve: true, not {as_yaml(step['resolve'])}",
                    f"resolveのステップはresolve: trueと書く（{as_yaml(step['resolve'])}ではない）"))
            resolve(rules, b.duel)
        elif "phase" in step:
            advance_to(rules, b.duel, step["phase"], where, line_of(step, "phase"))
        elif "choose" in step:
            p = player_id(step.get("player"), where, line)
            answers = answers_of(step)
            if not answers:  # it would answer nothing and pass, whatever is pending
                raise ScenarioError(where, line_of(step, "choose"), Why(
                    "a choose step names at least one answer (to decline an optional pick, choose [\"no\"])",
                    "chooseのステップは答えを一つ以上書く（任意の選択を断るならchoose [\"no\"]）"))
            _attempt(b, step, f"choose {as_yaml(answers)}",
                     lambda: _chosen(rules, b, p, answers, line))
        else:
            verb = verb_of(step, rules.verbs)
            if not verb:
                verbs = [*rules.verbs, *STEP_VERBS]
                raise ScenarioError(where, line, Why("a step needs exactly one verb: " + ", ".join(verbs),
                                                     "ステップには動詞がちょうど一つ要る：" + "、".join(verbs)))
            p = player_id(step.get("player"), where, line)
            _attempt(b, step, f"{verb} {as_yaml(step[verb])}", lambda: checked(rules, b, step, p)
                     if step.get("illegal") else rules.perform(b, step, p))
    except (StepFailed, IllegalAction) as e:
        raise ScenarioError(where, line, message_of(e)) from None


def _passed(rules: StepRules[D], b: Board[D], p: int, who: str) -> D:
    d: D = b.duel.clone()
    pend = d.pending
    if pend is None or pend.player != p:
        raise StepFailed(Why(f"{who} has no decision to pass", f"{who}には見送れる決定がない"))
    pass_decision(rules, d, pend, who)
    return d


def pass_decision(rules: StepRules[D], d: D, pend: Decision, who: str) -> None:
    """A `pass` step: move on from an open game state, or decline a window or an optional offer."""
    if pend.kind == "idle":
        rules.move_on(d, pend, None)
        if d.pending is pend:  # the rules' own refusal: what `pass` with `illegal: true` expects
            held = rules.held(d, pend)
            raise StepFailed(Why(f"{who} cannot move on now: {held}",
                                 f"{who}は今は先へ進めない：{in_lang(held, 'ja')}"), RULE)
    elif pend.passable:
        rules.decline(d, pend)
    else:
        w = kind_word(pend.kind, True)
        raise StepFailed(Why(f"{who} must answer {w}, which cannot be passed",
                             f"{who}は{w.ja}に答えなければならない（見送れない）"))


def resolve(rules: StepRules[D], d: D) -> None:
    """Pass and decline until the chain in progress (and the chains its mandatory triggers start) resolve;
    with no chain, through what is under way (a summon's window, an attack and its damage step) until an open game
    state or a window where nothing is (`StepRules.at_rest`); in either case it stops at a decision that must be
    answered. It never moves the turn on: with no chain to wait for, at rest, it does nothing (the format's
    `resolve` resolves a chain; moving through the turn is a `phase` step's)."""
    seen_chain = False
    for _ in range(MAX_AUTO):
        p = d.pending
        if p is None:
            return
        if rules.chain_open(d):
            seen_chain = True
        elif seen_chain and p.kind not in rules.offers:
            return
        if p.kind == "idle" or not p.passable or rules.at_rest(d, p):
            return
        rules.decline(d, p)


def advance_to(rules: StepRules[D], d: D, phase: object, where: str, line: int) -> None:
    """Pass every window, decline every optional offer and move on at every open game state until the named
    phase or step is reached (END_TURN: the next turn begins); stop early at a decision that must be answered.
    An open game state of the phase named is where the step stops, even before anything moved. A step begun at a
    decision that must be answered would not move at all, and the steps after it would run with that choice open
    as if the phase had come: it is an error, as the format's every decision is answered by a `choose` step."""
    start_turn = d.turn
    target = END_TURN if phase == END_TURN else rules.phase_name(phase, where, line)
    p = d.pending
    if p is not None and p.kind != "idle" and not p.passable:
        w = kind_word(p.kind)
        raise ScenarioError(where, line, Why(
            f"phase {phase}: {PLAYERS[p.player]}'s {w} is open ({p.prompt_en}); a phase step passes "
            "only response windows and optional offers: answer it with a choose step first",
            f"phase {phase}：{PLAYERS[p.player]}の{w.ja}が開いている（{p.prompt_ja or p.prompt_en}）。"
            "phaseのステップが見送るのは応答の機会と任意の誘いだけ：先にchooseのステップで答える"))
    start_phase = d.phase
    # a phase still ahead in this turn as the step begins is looked for in this turn only; one the turn is past (or
    # in) is the next turn's
    ahead = p is not None and target != END_TURN and start_phase != target and not rules.past(d, p, target)
    moved = False
    for _ in range(MAX_AUTO):
        p = d.pending
        if p is None:
            return
        if target == END_TURN:
            if d.turn != start_turn:
                return
        elif rules.arrived(d, p, target, moved or start_phase != target or p.kind == "idle"):
            return
        elif ahead and d.turn != start_turn:
            # the phase named never came in this turn (a main phase 2 after a battle phase skipped)
            raise ScenarioError(where, line, Why(
                f"the turn ended before {phase} came: this turn had no {phase} left ({{phase: end_turn}} goes on to "
                "the next turn)",
                f"{phase}が来ないままターンが終わった：このターンには残りの{phase}がなかった（次のターンへは"
                "{phase: end_turn}で進む）"))
        if p.kind == "idle":
            if target != END_TURN and rules.past(d, p, target):
                raise ScenarioError(where, line, Why(f"the turn is already past {phase}",
                                                     f"ターンはすでに{phase}を過ぎている"))
            rules.move_on(d, p, target)
            if d.pending is p:
                raise ScenarioError(where, line, Why(f"the rules keep the turn from moving on toward {phase} now",
                                                     f"ルールにより、今はターンを{phase}へ進められない"))
        elif p.passable:
            rules.decline(d, p)
        else:
            return
        moved = True
    raise ScenarioError(where, line, Why(f"could not reach {phase}", f"{phase}に到達できなかった"))


def _chosen(rules: StepRules[D], b: Board[D], p: int, answers: list[Any], line: int) -> D:
    d: D = b.duel.clone()
    rules.choose_all(b, d, p, answers, line)
    return d


def _attempt(b: Board[D], step: Any, what: str, act: Callable[[], D]) -> None:
    """Take an action on a clone; with `illegal: true` it must be refused, and the duel stays as it was (the refusal
    noted for `--verbose`, `Board.notes`)."""
    try:
        d = act()
    except (StepFailed, IllegalAction) as e:
        if step.get("illegal") and refusal_kind(e) == RULE:
            if "because" in step and not gives(reason_of(str(e)), str(step["because"])):
                missed = because_missed(step["because"], message_of(e))
                raise StepFailed(Why(f"{what} was refused by the rules, but {missed}",
                                     f"{what}はルールに拒否されたが、{missed.ja}")) from None
            why = message_of(e)
            b.notes.append(Why(f"line {line_of(step)}: {what} refused, as the step expects: {why}",
                               f"{line_of(step)}行目：{what}はステップの通り拒否された：{in_lang(why, 'ja')}"))
            return
        if step.get("illegal"):
            kind, why = refusal_kind(e), message_of(e)
            raise StepFailed(Why(f"{what} should be refused by the rules, but was refused as {kind}: {why}",
                                 f"{what}はルールが拒否するはずが、{in_lang(kind, 'ja')}として拒否された："
                                 f"{in_lang(why, 'ja')}"), kind) from None
        raise
    if step.get("illegal"):
        raise StepFailed(Why(f"{what} should be refused, but the engine allowed it",
                             f"{what}は拒否されるはずが、エンジンが許した"))
    b.duel = d


NO_MORE_ASKED = Why("the effect asks for no more: it took as many as it may (the game state is open again)",
                    "効果はこれ以上選ばせない（選べる数まで選んだ）")


def no_more_asked(pending: Decision | None, open_kinds: Collection[str], left: list[Any]) -> None:
    """A `choose` step's answers `left` once the earlier ones were taken: at the duel's end or an open game state
    (`open_kinds`: the game's decisions that no effect asks) the questions are over, and they answer none (they would
    act at the open game state instead)."""
    if pending is None or pending.kind in open_kinds:
        raise StepFailed(Why(f"{as_yaml(left)} answer(s) no question: {NO_MORE_ASKED}",
                             f"「{as_yaml(left)}」が答える問いがない：{NO_MORE_ASKED.ja}"), RULE)


def decision_of(d: Any, player: int) -> Decision:
    """The pending decision, which `player` must be the one to answer."""
    p: Decision | None = d.pending
    if p is None:
        raise StepFailed(NOTHING_PENDING if d.winner is None else NOTHING_PENDING_OVER)
    if p.player != player:
        raise StepFailed(not_theirs(p, player))
    return p


DUEL_OVER = Why("the duel is over", "デュエルは終わっている")
NOTHING_PENDING = Why("no decision is pending", "待っている決定がない")
NOTHING_PENDING_OVER = Why("no decision is pending (the duel is over)",
                           "待っている決定がない（デュエルは終わっている）")


def not_theirs(p: Decision, player: int) -> Why:
    """A step (an action or an answer) of `player` where the pending decision is another's."""
    w = kind_word(p.kind, True)
    return Why(f"it is not {PLAYERS[player]}'s decision: {PLAYERS[p.player]} must answer {w}",
               f"{PLAYERS[player]}の決定ではない：{PLAYERS[p.player]}が{w.ja}に答える番")


# an action step's verb (of either game) in Japanese, as "what one cannot do with the card named"
VERBS_JA = {"activate": "を発動", "summon": "を召喚", "set": "をセット", "attack": "で攻撃",
            "flip_summon": "を反転召喚", "change_position": "の表示形式を変更", "special_summon": "を特殊召喚",
            "cast": "を唱えることが", "charge": "をチャージ", "block": "でブロック", "cross": "をクロス"}


def cannot_now(player: int, verb: str, what: object, why: str) -> Why:
    """The rules' refusal of an action, with their reason."""
    return Why(f"{PLAYERS[player]} cannot {verb.replace('_', ' ')} {what} now: {why}",
               f"{PLAYERS[player]}は今{what}{VERBS_JA.get(verb, verb)}できない：{in_lang(why, 'ja')}")


MAPPINGS = ("where", "zones", "count", "pending", "turn")
LISTS = ("legal", "not_legal", "log")


def expect(rules: StepRules[D], b: Board[D], exp: Any, line: int) -> None:
    """Check an `expect` step (written on `line`): every expectation that does not hold is named in one error."""
    check_keys(exp, {*MAPPINGS, *LISTS, "winner", *rules.own}, b.where, "expect", line)
    if not exp:  # it would pass whatever the duel is, as a scenario without steps would
        keys = [*MAPPINGS, *LISTS, "winner", *rules.own]
        raise ScenarioError(b.where, line, Why(
            f"expect is empty, so it checks nothing: give it at least one key ({', '.join(keys)})",
            f"expectが空で、何も確かめない：キーを一つ以上書く（{'、'.join(keys)}）"))
    fails: list[Miss] = []
    for k, v in exp.items():
        ln = line_of(exp, k)
        if k in MAPPINGS and not isinstance(v, dict):
            raise ScenarioError(b.where, ln, Why(f"expect {k} must be a mapping, not {as_yaml(v)}",
                                                 f"expect {k}はマッピングで書く（{as_yaml(v)}ではない）"))
        if k in LISTS:
            v = listed(exp, k, b.where, f"expect {k}")
        if k in rules.own:
            fails += rules.own[k](b, v, ln)
        elif k in ("legal", "not_legal"):
            fails += legality_failures(rules, b, k, v)
        else:
            fails += _shared(rules, b, k, v, ln)
    if fails:
        # the error is on the first line that differed; where others differed too, each names its own
        several = len({m.line for m in fails}) > 1
        said = [Why(f"line {m.line}: {m.what}", f"{m.line}行目：{in_lang(m.what, 'ja')}") if several else m.what
                for m in fails]
        raise ScenarioError(b.where, fails[0].line, Why("expectation failed: " + "; ".join(said),
                                                        "期待と違う：" + "／".join(in_lang(f, "ja") for f in said)))


def _shared(rules: StepRules[D], b: Board[D], k: str, v: Any, ln: int) -> list[Miss]:
    d, where = b.duel, b.where
    fails: list[Miss] = []
    if k == "where":
        for ref, zs in v.items():
            i = b.card(ref, ln)
            p, z = zone_of(where, zs, line_of(v, ref), rules.zones)
            holder, zone = rules.place(d, i)
            if zone != z or holder != p:
                at = f"{PLAYERS[holder]}.{rules.zone_names[zone]}"
                fails.append(Miss(line_of(v, ref), Why(f"{ref} is in {at}, expected {zs}",
                                                       f"{ref}は{at}にある（期待：{zs}）")))
    elif k == "zones":
        for zs in v:
            p, z = zone_of(where, zs, ln, rules.zones)
            held = rules.pile(d, p, z)
            refs = listed(v, zs, where, f"expect zones {zs}")
            want = [b.card(r, ln) for r in refs]
            if z == rules.deck:
                held = list(reversed(held))  # the deck is listed top first
            if (held != want) if z == rules.deck else (sorted(held) != sorted(want)):
                names = [rules.name(d, i) for i in held]
                fails.append(Miss(line_of(v, zs), Why(f"{zs} holds {as_yaml(names)}, expected {as_yaml(refs)}",
                                                      f"{zs}にあるのは{as_yaml(names)}（期待：{as_yaml(refs)}）")))
    elif k == "count":
        for zs in v:
            p, z = zone_of(where, zs, line_of(v, zs), rules.zones)
            n = whole(v, zs, 0, where, Why(f"expect count of {zs}", f"expect countの{zs}"))
            got = len(rules.pile(d, p, z))
            if got != n:
                fails.append(Miss(line_of(v, zs), Why(f"{zs} has {counted(got, 'card')}, expected {n}",
                                                      f"{zs}のカードは{wide(got)}枚（期待：{n}枚）")))
    elif k == "pending":
        check_keys(v, {"player", "kind"}, where, "expect pending")
        dec = d.pending
        if dec is None:
            fails.append(Miss(ln, Why("expected a pending decision; none is pending",
                                      "決定を待っているはずが、何も待っていない")))
        else:
            if "player" in v and dec.player != player_id(v["player"], where, ln):
                fails.append(Miss(line_of(v, "player"), Why(
                    f"the pending decision is {PLAYERS[dec.player]}'s, expected {v['player']}'s",
                    f"待っている決定は{PLAYERS[dec.player]}のもの（期待：{v['player']}）")))
            if "kind" in v and str(v["kind"]) not in KIND_WORDS:
                raise ScenarioError(where, line_of(v, "kind"), Why(
                    f"unknown decision kind {as_yaml(v['kind'])}; expected one of: {', '.join(KIND_WORDS)}",
                    f"未知の決定の種類「{as_yaml(v['kind'])}」（使えるのは{'、'.join(KIND_WORDS)}）"))
            if "kind" in v and dec.kind != v["kind"]:
                # the words of each, and the code word a file writes
                now, wanted = kind_word(dec.kind, True), kind_word(str(v["kind"]), True)
                fails.append(Miss(line_of(v, "kind"), Why(
                    f"the pending decision is {now} ({dec.kind}), expected {wanted} ({v['kind']})",
                    f"待っている決定は{now.ja}（{dec.kind}。期待：{wanted.ja}（{v['kind']}））")))
    elif k == "log":
        texts = ["\n".join(rules.render(d.log, lang)) for lang in ("ja", "en")]
        if not any(in_order(t, [str(x) for x in v]) for t in texts):
            fails.append(Miss(ln, Why(f"the log does not contain {as_yaml(v)} in this order",
                                      f"ログに{as_yaml(v)}がこの順にない")))
    elif k == "winner":
        if v != "draw" and v not in tuple(PLAYERS):  # a draw is a winner the file may expect too: say so
            raise ScenarioError(where, ln, Why(f"expect winner must be A, B or draw, not {as_yaml(v)}",
                                               f"expect winnerはA、Bかdraw（{as_yaml(v)}ではない）"))
        want_w = 2 if v == "draw" else player_id(v, where, ln)
        if d.winner != want_w:
            got_w = "nobody yet" if d.winner is None else "draw" if d.winner == 2 else PLAYERS[d.winner]
            got_ja = "まだいない" if d.winner is None else "引き分け" if d.winner == 2 else PLAYERS[d.winner]
            fails.append(Miss(ln, Why(f"winner is {got_w}, expected {v}", f"勝者は{got_ja}（期待：{v}）")))
    elif k == "turn":
        check_keys(v, {"number", "player", "phase"}, where, "expect turn")
        if "number" in v and d.turn != v["number"]:
            fails.append(Miss(line_of(v, "number"), Why(f"turn number is {d.turn}, expected {as_yaml(v['number'])}",
                                                        f"ターン番号は{wide(d.turn)}（期待：{as_yaml(v['number'])}）")))
        if "player" in v and d.tp != player_id(v["player"], where, ln):
            fails.append(Miss(line_of(v, "player"), Why(f"the turn player is {PLAYERS[d.tp]}, expected {v['player']}",
                                                        f"ターンプレイヤーは{PLAYERS[d.tp]}（期待：{v['player']}）")))
        if "phase" in v and d.phase != rules.phase_name(v["phase"], where, ln):
            fails.append(Miss(line_of(v, "phase"), Why(f"the phase is {d.phase}, expected {v['phase']}",
                                                       f"フェイズは{d.phase}（期待：{v['phase']}）")))
    return fails


def per_card(b: Board[Any], v: Any, line: int, key: str) -> list[tuple[Any, Any, Any]]:
    """An expectation written {card: wanted value}: (the reference, the card, the value) for each, in either game."""
    if not isinstance(v, dict):
        raise ScenarioError(b.where, line, Why(
            f"expect {key} must be a mapping {{card: value}}, not {as_yaml(v)}",
            f"expect {key}は{{card: value}}のマッピングで書く（{as_yaml(v)}ではない）"))
    return [(ref, b.duel.cards[b.card(ref, line)], want) for ref, want in v.items()]
