"""The turn: draw, standby, main 1, battle, main 2, end; and the turn player's open game state.

Phases without an open game state (draw, standby, the battle phase's start and end steps, end)
are one priority window each, the turn player first. In main phases and the battle step the turn
player acts; when they move on, the opponent gets a last window in that phase. What applies at once as a phase
begins (a maintenance cost) applies before the phase's triggers are looked for (PhaseTriggers). The draw phase first
applies what comes before its normal draw and offers the effects used instead of it (DrawPhase). After the end phase the
turn ends as a step of its own (`Duel.end_turn_effects`), taken again while an effect of the turn is left
(`Duel.turn_end_due`); then the turn's records end (`Duel.end_turn_records`), and only then does the next turn begin.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.events import RULE_CAUSES, Event
from arbiter.kernel.log import LogEntry
from arbiter.ocg.battle import Attack
from arbiter.ocg.chain import Activation, TriggerChain, Window
from arbiter.ocg.effects import Ctx, Kind
from arbiter.ocg.frame import Frame
from arbiter.ocg.lasting import Skip
from arbiter.ocg.legality import idle_options
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.summon import (
    ChangePosition,
    FlipSummon,
    GeminiSummon,
    NormalSummon,
    ProcedureSummon,
    SetSpellTrap,
)

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

PHASES = ("draw", "standby", "main1", "battle:start", "battle:battle", "battle:end", "main2", "end")
# a phase's start, as the log and the triggers see it: immutable values, made once (twice a turn each)
PHASE_LOG = {phase: LogEntry("phase", (phase,)) for phase in PHASES}
PHASE_EVENTS = {(p, phase): Event("phase", RULE_CAUSES[p], player=p, detail=phase) for p in (0, 1)
                for phase in PHASES}
HAND_LIMIT = 6
NO_HAND_LIMIT = sys.maxsize  # a `hand_limit` that lifts the limit (「無限の手札」)


def hand_limit(d: Duel, player: int) -> int:
    """The most cards `player` keeps at the end of their turn: six, or what a continuous effect says
    (`Effect.hand_limit`; of several, the last applied)."""
    limit = HAND_LIMIT
    if d.any_static:
        for s, e in d.statics():
            n = e.hand_limit(Ctx(d, s.ctl, s, e), player) if e.hand_limit is not None else None
            if n is not None:
                limit = n
    return limit


def no_battle_phase(d: Duel, player: int) -> bool:
    """Whether a continuous effect keeps `player` from conducting a battle phase now (`Effect.no_battle_phase`)."""
    return d.any_static and any(
        e.no_battle_phase is not None and e.no_battle_phase(Ctx(d, s.ctl, s, e), player) for s, e in d.statics())


class Turn(Frame):
    """Steps through the phases of turns forever; the bottom frame of every duel."""

    __slots__ = ("end_skipped", "entered", "skip_main2", "stage")

    def __init__(self, phase: str = "draw", entered: bool = False) -> None:
        self.stage = PHASES.index(phase)
        self.entered = entered  # the current phase's opening (the draw) has happened
        self.skip_main2 = False  # the turn player ended the turn from the battle phase
        self.end_skipped = False  # this turn's end phase was skipped (a turn skipped whole: 「ギャンブル」)

    def goto(self, d: Duel, phase: str) -> None:
        self.stage = PHASES.index(phase)
        self.entered = False

    def _turn_ends(self, d: Duel) -> bool:
        """The steps after the end phase; True once the next turn has begun (its first phase is stepped at once)."""
        if self.stage == len(PHASES):
            # the turn ends: what lasted until then ends, and what that changes (a monster a raise kept above 0 under
            # 「ヴェノム・スワンプ」) is dealt with between steps, still in this turn, before the next one begins
            d.end_turn_effects()
            self.stage += 1
            if d.triggers:  # what that set off (a monster given back to a full field, sent away) comes in this turn
                d.stack.append(TriggerChain())
            return False
        if d.turn_end_due():
            # what the turn's end set off left an effect for this turn (a raise): it ends too, before the next turn
            # begins
            self.stage = len(PHASES)
            return False
        if len(d.players[d.tp].hand) > hand_limit(d, d.tp) and not self.end_skipped:
            # that chain added to the turn player's hand (a search): the limit holds as the turn ends, so they
            # discard down to it again, still in this turn (docs/uncertain-rulings.md); a turn skipped whole
            # (「ギャンブル」) had no end phase, where the limit applies, so it applies none
            d.stack.append(HandLimit(turn_end=True))
            return False
        if d.end_turn_records():
            # only now, that chain over, the turn's records end (a once-a-turn use, 「ガード・ドッグ」's ban,
            # 「ダンディライオン」's tokens' lock): they held through it, still in the turn; one more step, so
            # that what is checked between steps reads them gone in this turn
            return False
        # a move on to the end phase made as the turn ended (「ネコマネキング」 sent away) has no turn left to end
        d.to_end = d.end_battle = False
        self.end_skipped = False
        d.turn += 1
        d.tp = 1 - d.tp
        self.stage = 0
        self.entered = False
        d.log.append(LogEntry("turn", (d.turn, d.tp)))
        return True

    def step(self, d: Duel) -> None:
        if self.stage >= len(PHASES) and not self._turn_ends(d):
            return
        phase = PHASES[self.stage]
        if self.entered and d.to_end:
            # an effect moved the turn on to its end phase (「ネコマネキング」): the phases before it are not played
            d.to_end = d.end_battle = False
            if phase != "end":
                self.goto(d, "end")
                return
        if self.entered:
            # the phase's frames are done: move on (Idle frames choose where to)
            if phase in ("main1", "battle:battle", "main2"):
                return  # Idle set the next stage itself
            if phase == "end":
                hand = d.players[d.tp].hand
                if len(hand) > hand_limit(d, d.tp):
                    d.stack.append(HandLimit())
                    return
            self.stage += 1
            if phase == "battle:end" and self.skip_main2:
                self.skip_main2 = False
                self.stage += 1
            self.entered = False
            return
        if (Skip in d.lasting.by and d.skips(d.tp, phase, d.turn)) or (
                phase == "battle:start" and (no_battle_phase(d, d.tp) or d.player_forbidden(d.tp, "battle_phase"))):
            # an effect made the turn player skip this phase (the battle phase: all its steps, and main phase 2, which
            # comes only after a battle phase conducted: the turn goes on to its end phase)
            skip_to = "end" if phase == "battle:start" else PHASES[self.stage + 1] if phase != "end" else ""
            if phase == "battle:start" and d.phase == "main2":  # a second battle phase given up is used up
                d.use_extra_battle(d.tp, d.turn)
            self.entered = False
            self.end_skipped = phase == "end"
            self.stage = PHASES.index(skip_to) if skip_to else len(PHASES)
            d.log.append(LogEntry("skip", (phase,)))
            # a skipped phase never begins, so nothing that answers its start does; what waits for the turn to pass
            # answers the skip (「終焉のカウントダウン」: a 20th turn skipped whole still ends)
            d.record(Event("phase_skipped", RULE_CAUSES[d.tp], player=d.tp, detail=phase))
            return
        self.entered = True
        if phase == "battle:start":
            d.battle_phases += 1
            pl = d.players[d.tp]
            pl.did = {**pl.did, "battle_phase": d.turn}  # a turn_ban of "battle_phase" reads it
            d.battle_start_monsters = tuple(tuple((m.idx, m.oid) for m in d.monsters_of(p)) for p in (0, 1))
            if d.phase == "main2":  # from main phase 2: the second battle phase of the turn is used up
                d.use_extra_battle(d.tp, d.turn)
        d.phase = phase
        d.end_looks()  # a look outside a chain (a draw shown to a watcher) is over with its phase
        d.log.append(PHASE_LOG[phase])
        if phase in ("draw", "standby", "battle:end", "end") and d.lasting.by:
            d.end_at_phase(phase)
        # "during the standby phase" and the like: a phase's start is an event triggers can answer
        d.next_thing()
        ev = PHASE_EVENTS[d.tp, phase]
        # what applies at once as the phase begins (a maintenance cost) comes first: the triggers of the phase are
        # looked for once it has applied (`PhaseTriggers`)
        d.record(ev, hold=True)
        later = bool(d.due)
        if phase == "draw":
            # the effects applied at once at the draw phase's start run above this frame, before the draw
            d.stack.append(DrawPhase())
            if later:
                d.stack.append(PhaseTriggers(ev, chain=False))
            return
        d.stack.append(Idle() if phase in ("main1", "battle:battle", "main2") else Window(d.tp, reopen=True))
        if later:
            d.stack.append(PhaseTriggers(ev))
        elif d.triggers:
            d.stack.append(TriggerChain())


class PhaseTriggers(Frame):
    """A phase has begun with effects to apply at once (a maintenance cost, paid as it begins, with no chain link):
    once they have applied, the phase's start sets off its triggers, whose conditions read the field as those effects
    left it (「平和の使者」 left unpaid is gone as 「黄泉ガエル」 is looked at), and those and what the effects set off
    form one chain (`chain`: unless the draw phase holds them until its normal draw)."""

    __slots__ = ("chain", "event")
    gathers_triggers = True  # what the effects applied at once set off waits for this frame's chain

    def __init__(self, event: Event, chain: bool = True) -> None:
        self.event = event
        self.chain = chain

    def step(self, d: Duel) -> None:
        d.stack.pop()
        d.record(self.event, noted=True)
        if self.chain and d.triggers:
            d.stack.append(TriggerChain())


def instead_of_draw(d: Duel) -> list[Option]:
    """The effects the turn player may activate instead of the normal draw (`Kind.INSTEAD_OF_DRAW`): of their
    face-up cards on the field, as an activation would need (not forbidden, cost payable, something to do)."""
    p = d.tp
    pl = d.players[p]
    out: list[Option] = []
    if not d.any_instead_of_draw:  # most duels have no such card: each draw phase looks at none
        return out
    for i in (*pl.monsters, *pl.spells, pl.field):
        defn = d.defs[i] if i >= 0 else None
        if defn is None:
            continue
        c = d.cards[i]
        if not c.face_up or (c.zone is not Zone.MONSTERS and not c.active) or d.dormant(c) or \
                d.forbidden(c, "activate"):
            continue
        for n, e in enumerate(defn.effects, 1):
            if e.kind is Kind.INSTEAD_OF_DRAW and e.from_zone is None \
                    and not (e.once_per_turn and d.used_this_turn(c, n)) \
                    and d.can_pay(p, c, e) and d.can_resolve_something(Ctx(d, p, c, e)):
                out.append(Option(f"yes:{i}", "yes", i, n, "yes", "はい"))
    for i in pl.grave:  # an effect used from the graveyard instead of the draw (「マジックブラスト」)
        defn = d.defs[i]
        c = d.cards[i]
        if defn is None or d.forbidden(c, "activate"):
            continue
        for n, e in enumerate(defn.effects, 1):
            if e.kind is Kind.INSTEAD_OF_DRAW and e.from_zone is Zone.GRAVE and d.can_pay(p, c, e) \
                    and d.can_resolve_something(Ctx(d, p, c, e)):
                out.append(Option(f"yes:{i}", "yes", i, n, "yes", "はい"))
    return out


class DrawPhase(Frame):
    """The draw phase once its start has been recorded and what applies at once at its start has applied (the
    effects "before the draw"). The turn player may activate one effect instead of the normal draw (a chain
    link; the draw is given up); otherwise the normal draw is made. Then the phase's window, the turn player
    first, carries that draw (「はたき落とし」 answers it)."""

    __slots__ = ("stage",)
    holds_triggers = True

    def __init__(self) -> None:
        self.stage = 0  # 0: the offer; 1: the normal draw; 2: the draw was given up for an effect

    def step(self, d: Duel) -> None:
        if self.stage == 0:
            offers = instead_of_draw(d)
            if offers:
                d.pending = Decision(d.tp, "optional", [*offers, Option("no", "no", label_en="no", label_ja="いいえ")],
                                     "activate an effect instead of the normal draw?",
                                     "通常のドローを行う代わりに効果を発動する？", passable=True)
                return
            self.stage = 1
        d.stack.pop()
        events: tuple[Event, ...] = ()
        if self.stage == 1:
            # the normal draw is the last thing that happened when the draw phase's window opens
            d.draw(d.tp, 1, d.rule_cause(d.tp))
            events = d.answerable_events()
        d.stack.append(Window(d.tp, events, reopen=True))
        if d.triggers:
            d.stack.append(TriggerChain())

    def answer(self, d: Duel, o: Option) -> None:
        if o.kind == "no":
            self.stage = 1
            return
        self.stage = 2
        d.stack.append(Window(1 - d.tp, awaiting=True))
        d.stack.append(Activation(d.tp, o.card, o.arg, ()))


class Idle(Frame):
    """The turn player's open game state in a main phase or the battle step."""

    __slots__ = ("leaving", "mark")

    def __init__(self) -> None:
        self.leaving = ""
        self.mark = 0

    def step(self, d: Duel) -> None:
        if d.to_end:
            # an effect moved the turn on to its end phase: this open game state is over (`Turn` goes there)
            d.stack.pop()
            return
        if d.end_battle and d.phase == "battle:battle":
            # an effect ended the battle phase
            d.end_battle = False
            turn = d.stack[0]
            assert isinstance(turn, Turn)
            d.stack.pop()
            turn.goto(d, "battle:end")
            return
        if self.leaving:
            if d.activation_count == self.mark:
                turn = d.stack[0]
                assert isinstance(turn, Turn)
                d.stack.pop()
                if d.phase == "battle:battle":
                    # leaving the battle step: the battle phase's end step comes first
                    turn.goto(d, "battle:end")
                    turn.skip_main2 = self.leaving == "end"
                else:
                    turn.goto(d, self.leaving)
                return
            self.leaving = ""  # the opponent answered: the turn player acts again in this phase
        d.pending = Decision(d.tp, "idle", idle_options(d), "choose an action", "行動を選ぶ")

    def answer(self, d: Duel, o: Option) -> None:
        d.end_looks()  # a look at a hand made outside a chain (a procedure's cost) is over once the player acts again
        k = o.kind
        if k == "phase":
            self.leaving = {1: "battle:start", 2: "main2", 3: "end"}[o.arg]
            self.mark = d.activation_count
            d.stack.append(Window(1 - d.tp, single=True))
        elif k == "activate":
            d.stack.append(Window(1 - d.tp, awaiting=True))
            d.stack.append(Activation(d.tp, o.card, o.arg, ()))
        elif k == "summon" and d.cards[o.card].zone is Zone.MONSTERS:
            d.stack.append(GeminiSummon(o.card))
        elif k == "summon":
            d.stack.append(NormalSummon(o.card, Pos.ATTACK))
        elif k == "special_summon":
            d.stack.append(ProcedureSummon(d.tp, o.card, o.arg))
        elif k == "set":
            d.stack.append(NormalSummon(o.card, Pos.SET))
        elif k == "setst":
            d.stack.append(SetSpellTrap(o.card))
        elif k == "flip_summon":
            d.stack.append(FlipSummon(o.card))
        elif k == "change_position":
            d.stack.append(ChangePosition(o.card))
        elif k == "attack":
            d.stack.append(Attack(o.card, o.arg))
        else:
            raise AssertionError(k)


class HandLimit(Frame):
    """End phase: the turn player discards down to their hand size limit (`hand_limit`). The cards are picked
    one at a time and discarded together, once enough are picked: one discard, which what answers "each time
    cards are discarded" sees once (「魔力の棘」) and whose monsters 「暗黒界の書物」 picks from. `turn_end`: the check
    made again as the turn ends, after the end phase (`Turn._turn_ends`), which leaves the turn's stage alone."""

    __slots__ = ("picked", "turn_end")

    def __init__(self, turn_end: bool = False) -> None:
        self.picked: list[int] = []
        self.turn_end = turn_end

    def step(self, d: Duel) -> None:
        hand = d.players[d.tp].hand
        limit = hand_limit(d, d.tp)
        if self.picked and len(hand) - len(self.picked) <= limit:
            picked, self.picked = self.picked, []
            d.discard(picked, d.rule_cause(d.tp))  # logged as any discard
        if len(hand) <= limit:
            d.stack.pop()
            turn = d.stack[0]
            assert isinstance(turn, Turn)
            if not self.turn_end:
                turn.stage += 1
                turn.entered = False
            if d.triggers:  # what the discards set off (「暗黒界の書物」) is activated before the turn ends
                d.stack.append(TriggerChain())
            return
        d.pending = Decision(d.tp, "discard", [d.card_option("discard", i) for i in hand if i not in self.picked],
                             f"discard down to {limit} cards", f"手札が{limit}枚になるように捨てる")

    def answer(self, d: Duel, o: Option) -> None:
        self.picked.append(o.card)



