"""Duel Masters' part of a scenario's steps (judge/flow.py runs them): its actions, how it declines and moves
through the turn, answering choices, and its own expectations (tapped cards, shields, power)."""

from __future__ import annotations

from typing import Any

from arbiter.dm.duel import PHASES, Duel
from arbiter.dm.model import ZONE_KEYS, ZONE_NAMES, Zone
from arbiter.dm.refusals import EXPLAINED, action_refusal, word_refusal
from arbiter.dm.render import ZONE_EN, ZONE_JA, render
from arbiter.judge import flow
from arbiter.judge.dm_board import phase_name
from arbiter.judge.flow import RULE, Miss, StepFailed, decision_of, per_card, verb_of
from arbiter.judge.scenario import Board, player_id, whole
from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of
from arbiter.kernel.decision import Decision, IllegalAction, Option, kind_word
from arbiter.kernel.reasons import Why, counted, in_lang, wide

ACTION_VERBS = ("summon", "cast", "charge", "attack", "block", "activate", "cross")
STEP_KEYS = {"player", "illegal", "because", "target", "pass", "resolve", "choose", "phase", "expect", *ACTION_VERBS}
# the keys each verb's steps take besides the verb (`flow.check_verb_keys`): a `target` is what an attack attacks or
# the creature a cross gear is crossed to, and nothing another step names
_PLAIN = frozenset({"player", "illegal", "because"})
VERB_KEYS = {**dict.fromkeys((*ACTION_VERBS, "choose", "pass", "resolve", "phase"), _PLAIN),
             "attack": _PLAIN | {"target"}, "cross": _PLAIN | {"target"}, "expect": frozenset()}
# the phase an action is taken in: a step moves the turn forward to it (scenario shorthand)
ACTION_PHASE = {"charge": "mana", "summon": "main", "cast": "main", "cross": "main", "attack": "attack"}
# expectations may also name the castles on shields and the cards under evolution creatures
EXPECT_ZONES = {**ZONE_KEYS, "castle": Zone.CASTLE, "under": Zone.UNDER}


def _text_match(o: Option, a: str) -> bool:
    return a in (o.key, o.label_en, o.label_ja)


def choose(b: Board[Duel], d: Duel, player: int, ans: Any, line: int) -> None:
    """Answer the pending decision: a card, yes/no, a number ("up to N") or an option's text."""
    p = decision_of(d, player)
    # the decision's prompt says what may be chosen (a spell to discard, ...) and for which card: what `because:`
    # matches
    asked = f": {p.prompt_en}" if p.prompt_en else ""
    asked_ja = f"：{p.prompt_ja or p.prompt_en}" if p.prompt_en or p.prompt_ja else ""
    w = kind_word(p.kind)
    if isinstance(ans, int) and not isinstance(ans, bool):
        for o in p.options:
            if o.kind == "count" and o.arg == ans:
                d.answer(o)
                return
        raise StepFailed(Why(f"{ans} is not a number {'AB'[player]} may choose in this {w}{asked}",
                             f"{ans}はこの{w.ja}で{'AB'[player]}が選べる数ではない{asked_ja}"), RULE)
    a = ("yes" if ans else "no") if isinstance(ans, bool) else str(ans)  # YAML reads the words yes and no as booleans
    if a not in b.labels:  # 「はい」, 「いいえ」: the format's yes and no as a Japanese file writes them
        a = flow.YES_NO_WRITTEN.get(a, a)
    for o in p.options:
        if (o.card < 0 and _text_match(o, a)) or o.kind == a:
            d.answer(o)
            return
    try:
        want = b.card(a if isinstance(ans, bool) else ans, line)  # a yes or no: as the word
    except ScenarioError as e:
        if why := word_refusal(d, a):  # "no" where the decision offers no way to decline
            raise StepFailed(Why(f"{as_yaml(ans)} is not a legal answer to {'AB'[player]}'s {w}{asked}: {why}",
                                 f"「{as_yaml(ans)}」は{'AB'[player]}の{w.ja}への合法な答えではない{asked_ja}："
                                 f"{in_lang(why, 'ja')}"), RULE) from None
        raise StepFailed(Why(f"{as_yaml(ans)} is not a legal answer to {'AB'[player]}'s {w} ({e.msg})",
                             f"「{as_yaml(ans)}」は{'AB'[player]}の{w.ja}への合法な答えではない"
                             f"（{in_lang(e.msg, 'ja')}）"), RULE) from None
    for o in p.options:
        if o.card == want:
            d.answer(o)
            return
    # where the card is now: the reason a judge looks for (a creature the question may not take has already gone to
    # the graveyard, or is the other player's)
    c = d.cards[want]
    whose = "AB"[c.owner]
    raise StepFailed(Why(f"{as_yaml(ans)} is not a legal answer to {'AB'[player]}'s {w}{asked} "
                         f"({as_yaml(ans)} is in {whose}'s {ZONE_EN[c.zone]}; "
                         f"options: {', '.join(o.label_en or o.key for o in p.options)})",
                         f"「{as_yaml(ans)}」は{'AB'[player]}の{w.ja}への合法な答えではない{asked_ja}"
                         f"（{as_yaml(ans)}は{whose}の{ZONE_JA[c.zone]}にある。"
                         f"選択肢：{'、'.join(o.label_ja or o.label_en or o.key for o in p.options)}）"), RULE)


def _move_to(d: Duel, player: int, phase: str) -> None:
    """An action of a later phase of the turn: the turn player moves on to that phase first."""
    for _ in range(len(PHASES)):
        p = d.pending
        if p is None or p.kind != "idle" or p.player != player or d.phase not in ("mana", "main"):
            return
        if PHASES.index(d.phase) >= PHASES.index(phase):
            return
        d.act("phase")


def perform(b: Board[Duel], step: Any, player: int) -> Duel:
    """Take an action step on a clone of the duel; the clone if it succeeds, StepFailed if refused."""
    verb = verb_of(step, ACTION_VERBS)
    d = b.duel.clone()
    if verb in ACTION_PHASE:
        _move_to(d, player, ACTION_PHASE[verb])
    p = d.pending
    if p is None:
        raise StepFailed(flow.DUEL_OVER if d.over else flow.NOTHING_PENDING)
    if p.player != player:
        raise StepFailed(flow.not_theirs(p, player))
    line = line_of(step, verb)
    card = b.card(step[verb], line)
    target = -1
    if verb == "attack":
        t = step.get("target", "player")
        target = -1 if t == "player" else b.card(t, line_of(step, "target"))
        key = f"attack:{card}:{target}"
    elif verb == "cross":
        if "target" not in step:
            raise ScenarioError(b.where, line, Why("cross needs target: the creature to cross the gear to",
                                                   "crossにはtarget（クロスギアをクロスするクリーチャー）が要る"))
        target = b.card(step["target"], line_of(step, "target"))
        key = f"cross:{card}:{target}"
    elif verb == "activate":
        found = [o for o in p.options if o.card == card and o.kind in ("strigger", "ninja")]
        if not found:
            w = kind_word(p.kind, True)
            raise StepFailed(Why(f"{'AB'[player]} cannot activate {step[verb]} now ({w} is pending)",
                                 f"{'AB'[player]}は今{step[verb]}を使えない（{w.ja}を待っている）"), RULE)
        key = found[0].key
    else:
        key = f"{verb}:{card}"
    try:
        d.act(key)
    except IllegalAction:
        why = action_refusal(d, player, verb, card, target) if p.kind == "idle" and verb in EXPLAINED else ""
        if why:
            raise StepFailed(flow.cannot_now(player, verb, step[verb], why), RULE) from None
        w = kind_word(p.kind, True)
        at = f"in the {d.phase} phase" if p.kind == "idle" else f"at {w}"
        at_ja = f"{d.phase}フェイズ" if p.kind == "idle" else w.ja
        raise StepFailed(Why(f"{'AB'[player]} cannot {verb} {step[verb]} now ({at})",
                             f"{'AB'[player]}は{at_ja}で{step[verb]}{flow.VERBS_JA.get(verb, verb)}できない"),
                         RULE) from None
    return d


OPEN = ("idle",)  # the decision of an open game state, where a question's answers are over


def _choose_all(b: Board[Duel], d: Duel, p: int, answers: list[Any], line: int) -> None:
    for n, a in enumerate(answers):
        if n:
            flow.no_more_asked(d.pending, OPEN, answers[n:])
        choose(b, d, p, a, line)


def _move_on(d: Duel, p: Decision, target: str | None) -> None:
    d.act("phase")  # the turn player moves on one phase at a time


def _past(d: Duel, p: Decision, target: str) -> bool:
    return PHASES.index(target) < PHASES.index(d.phase)


def _name(d: Duel, i: int) -> str:
    c = d.cards[i]
    return c.label or c.defn.name_ja


def _tapped(b: Board[Duel], v: Any, line: int) -> list[Miss]:
    return [Miss(line_of(v, ref), Why(
        f"{ref} is {'tapped' if c.tapped else 'untapped'}, expected {'tapped' if want else 'untapped'}",
        f"{ref}は{'タップ' if c.tapped else 'アンタップ'}状態（期待：{'タップ' if want else 'アンタップ'}）"))
            for ref, c, want in per_card(b, v, line, "tapped") if c.tapped != bool(want)]


def _shields(b: Board[Duel], v: Any, line: int) -> list[Miss]:
    if not isinstance(v, dict):
        raise ScenarioError(b.where, line, Why(
            f"expect shields must be a mapping {{player: count or cards}}, not {as_yaml(v)}",
            f"expect shieldsは{{player: 枚数かカード}}のマッピングで書く（{as_yaml(v)}ではない）"))
    fails: list[Miss] = []
    for pn, want in v.items():
        held = b.duel.players[player_id(pn, b.where, line)].shields
        if isinstance(want, list):
            if sorted(held) != sorted(b.card(r, line) for r in want):
                names = [_name(b.duel, i) for i in held]
                fails.append(Miss(line_of(v, pn), Why(f"{pn}'s shields are {as_yaml(names)}, expected {as_yaml(want)}",
                                                      f"{pn}のシールドは{as_yaml(names)}（期待：{as_yaml(want)}）")))
        elif len(held) != whole(v, pn, 0, b.where, Why(f"expect shields of {pn}", f"expect shieldsの{pn}")):
            fails.append(Miss(line_of(v, pn), Why(f"{pn} has {counted(len(held), 'shield')}, expected {want}",
                                                  f"{pn}のシールドは{wide(len(held))}枚（期待：{want}枚）")))
    return fails


def _power(b: Board[Duel], v: Any, line: int) -> list[Miss]:
    fails: list[Miss] = []
    for ref, c, _ in per_card(b, v, line, "power"):
        want = whole(v, ref, 0, b.where, Why(f"expect power of {ref}", f"expect powerの{ref}"))
        if b.duel.power(c) != want:
            fails.append(Miss(line_of(v, ref), Why(f"the power of {ref} is {b.duel.power(c)}, expected {want}",
                                                   f"{ref}のパワーは{wide(b.duel.power(c))}（期待：{want}）")))
    return fails


def _place(d: Duel, i: int) -> tuple[int, Zone]:
    c = d.cards[i]
    return c.owner, c.zone


RULES: flow.StepRules[Duel] = flow.StepRules(
    verbs=ACTION_VERBS, keys=frozenset(STEP_KEYS),
    legal_keys=frozenset(STEP_KEYS - {"expect", "choose", "pass", "resolve", "phase", "illegal", "because"}),
    decline=lambda d, p: d.act("no"), move_on=_move_on, past=_past,
    # a phase is reached at its open game state: the offers before it (S-Triggers, blocks) are declined
    arrived=lambda d, p, target, left: d.phase == target and p.kind == "idle", chain_open=lambda d: False,
    choose_all=_choose_all, perform=perform, verb_keys=VERB_KEYS,
    phase_name=phase_name, render=render, zones=EXPECT_ZONES, zone_names=ZONE_NAMES, deck=Zone.DECK, place=_place,
    pile=lambda d, p, z: d.players[p].pile(z), name=_name,
    own={"tapped": _tapped, "shields": _shields, "power": _power}, choose_with_action=False)
