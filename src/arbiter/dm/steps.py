"""Runs a Duel Masters scenario's steps: actions, choose, pass, phase, resolve and expect."""

from __future__ import annotations

from typing import Any

from arbiter.dm.duel import PHASES, Duel
from arbiter.dm.model import ZONE_KEYS, ZONE_NAMES, Zone
from arbiter.dm.registry import normalize
from arbiter.dm.render import render
from arbiter.dm.scenario import Board, phase_name
from arbiter.judge import flow
from arbiter.judge.board import check_keys, player_id
from arbiter.judge.flow import RULE, StepFailed, in_order, legality_failures, verb_of, zone_of
from arbiter.judge.yamlsrc import ScenarioError, line_of
from arbiter.kernel.decision import Decision, IllegalAction, Option

ACTION_VERBS = ("summon", "cast", "charge", "attack", "block", "activate", "cross")
STEP_KEYS = {"player", "illegal", "target", "pass", "resolve", "choose", "phase", "expect", *ACTION_VERBS}
EXPECT_KEYS = {"where", "zones", "count", "tapped", "shields", "power", "pending", "log", "winner", "turn", "legal",
               "not_legal"}
# the phase an action is taken in: a step moves the turn forward to it (scenario shorthand)
ACTION_PHASE = {"charge": "mana", "summon": "main", "cast": "main", "cross": "main", "attack": "attack"}
MAX_AUTO = 10_000
# expectations may also name the castles on shields and the cards under evolution creatures
EXPECT_ZONES = {**ZONE_KEYS, "castle": Zone.CASTLE, "under": Zone.UNDER}


def card_of(b: Board, ref: Any, line: int) -> int:
    """A scenario's reference to a card: a label, or a name that is unambiguous among the duel's cards."""
    key = str(ref)
    if key in b.labels:
        return b.labels[key]
    n = normalize(key)
    found = [c.idx for c in b.duel.cards
             if n in {normalize(x) for x in (c.defn.name_ja, c.defn.name_en, c.defn.key, *c.defn.aliases)}]
    if len(found) == 1:
        return found[0]
    if not found:
        raise ScenarioError(b.where, line, f"no card labelled or named '{key}' in this duel")
    raise ScenarioError(b.where, line, f"'{key}' names {len(found)} cards; give the card a label with 'as'")


def _text_match(o: Option, a: str) -> bool:
    return a in (o.key, o.label_en, o.label_ja)


def choose(b: Board, d: Duel, player: int, ans: Any, line: int) -> None:
    """Answer the pending decision: a card, yes/no, a number ("up to N") or an option's text."""
    p = d.pending
    if p is None:
        raise StepFailed("no decision is pending" + (" (the duel is over)" if d.over else ""))
    if p.player != player:
        raise StepFailed(f"the pending decision is {'AB'[p.player]}'s ({p.kind}), not {'AB'[player]}'s")
    if isinstance(ans, bool):
        ans = "yes" if ans else "no"
    if isinstance(ans, int):
        for o in p.options:
            if o.kind == "count" and o.arg == ans:
                d.answer(o)
                return
        raise StepFailed(f"{ans} is not a number {'AB'[player]} may choose in this {p.kind} decision", RULE)
    a = str(ans)
    for o in p.options:
        if (o.card < 0 and _text_match(o, a)) or o.kind == a:
            d.answer(o)
            return
    try:
        want = card_of(b, a, line)
    except ScenarioError as e:
        raise StepFailed(f"{ans!r} is not a legal answer to {'AB'[player]}'s {p.kind} decision ({e.msg})",
                         RULE) from None
    for o in p.options:
        if o.card == want:
            d.answer(o)
            return
    raise StepFailed(f"{ans!r} is not a legal answer to {'AB'[player]}'s {p.kind} decision "
                     f"(options: {', '.join(o.label_en or o.key for o in p.options)})", RULE)


def _move_to(d: Duel, player: int, phase: str) -> None:
    """An action of a later phase of the turn: the turn player moves on to that phase first."""
    for _ in range(len(PHASES)):
        p = d.pending
        if p is None or p.kind != "idle" or p.player != player or d.phase not in ("mana", "main"):
            return
        if PHASES.index(d.phase) >= PHASES.index(phase):
            return
        d.act("phase")


def perform(b: Board, step: Any, player: int) -> Duel:
    """Take an action step on a clone of the duel; the clone if it succeeds, StepFailed if refused."""
    verb = verb_of(step, ACTION_VERBS)
    d = b.duel.clone()
    if verb in ACTION_PHASE:
        _move_to(d, player, ACTION_PHASE[verb])
    p = d.pending
    if p is None:
        raise StepFailed("the duel is over" if d.over else "no decision is pending")
    if p.player != player:
        raise StepFailed(f"it is not {'AB'[player]}'s decision: {'AB'[p.player]} must answer a {p.kind} decision")
    line = line_of(step, verb)
    card = card_of(b, step[verb], line)
    if verb == "attack":
        t = step.get("target", "player")
        target = -1 if t == "player" else card_of(b, t, line_of(step, "target"))
        key = f"attack:{card}:{target}"
    elif verb == "cross":
        if "target" not in step:
            raise ScenarioError(b.where, line, "cross needs target: the creature to cross the gear to")
        key = f"cross:{card}:{card_of(b, step['target'], line_of(step, 'target'))}"
    elif verb == "activate":
        found = [o for o in p.options if o.card == card and o.kind in ("strigger", "ninja")]
        if not found:
            raise StepFailed(f"{'AB'[player]} cannot activate {step[verb]} now ({p.kind} decision pending)", RULE)
        key = found[0].key
    else:
        key = f"{verb}:{card}"
    try:
        d.act(key)
    except IllegalAction:
        why = f"in the {d.phase} phase" if p.kind == "idle" else f"at a {p.kind} decision"
        raise StepFailed(f"{'AB'[player]} cannot {verb} {step[verb]} now ({why})", RULE) from None
    return d


def _pass(d: Duel, pend: Decision, who: str) -> None:
    if pend.kind == "idle":
        d.act("phase")
    elif pend.passable:
        d.act("no")
    else:
        raise StepFailed(f"{who} must answer a {pend.kind} decision, which cannot be passed")


def _choose_all(b: Board, d: Duel, p: int, answers: list[Any], line: int) -> None:
    for a in answers:
        choose(b, d, p, a, line)


def run_step(b: Board, step: Any, out: list[str]) -> None:
    flow.run_step(RULES, b, step, out)


def resolve(d: Duel) -> None:
    """Decline every optional offer (S-Triggers, blocks, ninja strikes) until a real decision or the turn
    player's next action."""
    for _ in range(MAX_AUTO):
        p = d.pending
        if p is None or p.kind == "idle" or not p.passable:
            return
        d.act("no")


def advance_to(d: Duel, phase: str, where: str, line: int) -> None:
    """Move on at every open decision, declining optional offers, until the named phase starts (or, with
    end_turn, the next turn); stop early at any decision that must be answered."""
    start_turn = d.turn
    target = "end_turn" if phase == "end_turn" else phase_name(phase, where, line)
    if target != "end_turn" and d.pending is not None and d.pending.kind == "idle" \
            and PHASES.index(target) < PHASES.index(d.phase):
        raise ScenarioError(where, line, f"the turn is already past {phase}")
    for _ in range(MAX_AUTO):
        p = d.pending
        if p is None:
            return
        if target == "end_turn":
            if d.turn != start_turn:
                return
        elif d.phase == target and p.kind == "idle":
            return
        if p.kind == "idle":
            d.act("phase")
        elif p.passable:
            d.act("no")
        else:
            return
    raise ScenarioError(where, line, f"could not reach {phase}")


def _zone_of(b: Board, spec: Any, line: int) -> tuple[int, Zone]:
    return zone_of(b.where, spec, line, EXPECT_ZONES)


def _name(b: Board, i: int) -> str:
    c = b.duel.cards[i]
    return c.label or c.defn.name_ja


def expect(b: Board, exp: Any) -> None:
    check_keys(exp, EXPECT_KEYS, b.where, "expect")
    d = b.duel
    fails: list[str] = []
    for k, v in exp.items():
        ln = line_of(exp, k)
        if k in ("legal", "not_legal"):
            fails += _check_legal(b, k, v, ln)
            continue
        if k in ("where", "zones", "count", "tapped", "shields", "power", "pending", "turn") \
                and not isinstance(v, dict):
            raise ScenarioError(b.where, ln, f"expect {k} must be a mapping")
        if k == "where":
            for ref, zs in v.items():
                c = d.cards[card_of(b, ref, ln)]
                p, z = _zone_of(b, zs, ln)
                if c.zone is not z or c.owner != p:
                    fails.append(f"{ref} is in {'AB'[c.owner]}.{ZONE_NAMES[c.zone]}, expected {zs}")
        elif k == "zones":
            for zs, refs in v.items():
                p, z = _zone_of(b, zs, ln)
                held = d.players[p].pile(z)
                want = [card_of(b, r, ln) for r in refs]
                ok = list(reversed(held)) == want if z is Zone.DECK else sorted(held) == sorted(want)
                if not ok:
                    fails.append(f"{zs} holds {[_name(b, i) for i in held]}, expected {list(refs)}")
        elif k == "count":
            for zs, n in v.items():
                p, z = _zone_of(b, zs, ln)
                got = len(d.players[p].pile(z))
                if got != n:
                    fails.append(f"{zs} has {got} cards, expected {n}")
        elif k == "tapped":
            for ref, want in v.items():
                c = d.cards[card_of(b, ref, ln)]
                if c.tapped != bool(want):
                    fails.append(f"{ref} is {'tapped' if c.tapped else 'untapped'}, expected "
                                 f"{'tapped' if want else 'untapped'}")
        elif k == "shields":
            for pn, want in v.items():
                held = d.players[player_id(pn, b.where, ln)].shields
                if isinstance(want, list):
                    if sorted(held) != sorted(card_of(b, r, ln) for r in want):
                        fails.append(f"{pn}'s shields are {[_name(b, i) for i in held]}, expected {list(want)}")
                elif len(held) != want:
                    fails.append(f"{pn} has {len(held)} shields, expected {want}")
        elif k == "power":
            for ref, want in v.items():
                got = d.power(d.cards[card_of(b, ref, ln)])
                if got != want:
                    fails.append(f"the power of {ref} is {got}, expected {want}")
        elif k == "pending":
            dec = d.pending
            if dec is None:
                fails.append("expected a pending decision; none is pending")
            else:
                if "player" in v and dec.player != player_id(v["player"], b.where, ln):
                    fails.append(f"the pending decision is {'AB'[dec.player]}'s, expected {v['player']}'s")
                if "kind" in v and dec.kind != v["kind"]:
                    fails.append(f"the pending decision is a {dec.kind} decision, expected {v['kind']}")
        elif k == "log":
            texts = ["\n".join(render(d.log, lang)) for lang in ("ja", "en")]
            if not any(in_order(t, [str(x) for x in v]) for t in texts):
                fails.append(f"the log does not contain {list(v)} in this order")
        elif k == "winner":
            want_w = 2 if str(v) == "draw" else player_id(v, b.where, ln)
            if d.winner != want_w:
                got_w = "nobody yet" if d.winner is None else "draw" if d.winner == 2 else "AB"[d.winner]
                fails.append(f"winner is {got_w}, expected {v}")
        elif k == "turn":
            check_keys(v, {"number", "player", "phase"}, b.where, "expect turn")
            if "number" in v and d.turn != v["number"]:
                fails.append(f"turn number is {d.turn}, expected {v['number']}")
            if "player" in v and d.tp != player_id(v["player"], b.where, ln):
                fails.append(f"the turn player is {'AB'[d.tp]}, expected {v['player']}")
            if "phase" in v and d.phase != phase_name(v["phase"], b.where, ln):
                fails.append(f"the phase is {d.phase}, expected {v['phase']}")
    if fails:
        raise ScenarioError(b.where, line_of(exp), "expectation failed: " + "; ".join(fails))


def _check_legal(b: Board, k: str, acts: Any, line: int) -> list[str]:
    if not isinstance(acts, list):
        raise ScenarioError(b.where, line, f"expect {k} must be a list of actions")
    for act in acts:
        if not verb_of(act, ACTION_VERBS):
            raise ScenarioError(b.where, line_of(act), f"an action in {k} needs one of: {', '.join(ACTION_VERBS)}")
    return legality_failures(b, k, acts, STEP_KEYS - {"expect", "choose", "pass", "resolve", "phase", "illegal"},
                             perform)


RULES: flow.StepRules[Duel] = flow.StepRules(
    verbs=ACTION_VERBS, keys=frozenset(STEP_KEYS), expect=expect, pass_decision=_pass, resolve=resolve,
    advance_to=advance_to, choose_all=_choose_all, perform=perform)
