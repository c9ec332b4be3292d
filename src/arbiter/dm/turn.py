"""The turn: start (untap), draw, mana charge, main, attack, end; and the processes between actions."""

from __future__ import annotations

from arbiter.dm.battle import AttackFrame, attack_options
from arbiter.dm.duel import Duel
from arbiter.dm.frames import Frame, Op, routine, settle
from arbiter.dm.pipeline import destroy_zero_power
from arbiter.dm.play import main_options, mana_options
from arbiter.dm.verbs import draw, untap
from arbiter.kernel.decision import Decision, Option

NEXT_PHASE = {"mana": "main", "main": "attack", "attack": "end", "end": "next"}
PHASE_JA = {"main": "メイン", "attack": "攻撃", "end": "ターン終了", "next": "ターン終了"}


class TurnFlow(Frame):
    """The bottom frame: walks the phases and asks the turn player what to do where they have a choice.

    The turn player's open decision ("idle") offers the phase's actions and moving on; the end
    phase offers only ending the turn, so that a scenario can start there.
    """

    __slots__ = ("done",)

    def __init__(self) -> None:
        self.done = ""  # the phase whose automatic part has run

    def step(self, d: Duel) -> None:
        if settle(d):
            return
        ph = d.phase
        if ph in ("start", "draw") and self.done != ph:
            self.done = ph
            if ph == "start":
                d.note("turn", d.turn, d.tp)
                d.stack.append(Op("turn_start"))
            elif d.turn > 1:  # the player who goes first skips their first draw
                d.stack.append(Op("draw_step"))
            return
        if ph == "start":
            d.phase = "draw"
            return
        if ph == "draw":
            d.phase = "mana"
            return
        if ph == "next":
            d.turn += 1
            d.tp = 1 - d.tp
            d.phase = "start"
            d.charged = False
            self.done = ""
            return
        opts: list[Option] = []
        if ph == "mana":
            opts = mana_options(d)
        elif ph == "main":
            opts = main_options(d)
        elif ph == "attack":
            opts = attack_options(d)
        nxt = NEXT_PHASE[ph]
        opts.append(Option("phase", "phase", label_en=nxt, label_ja=PHASE_JA.get(nxt, nxt)))
        d.pending = Decision(d.tp, "idle", opts, "choose an action", "行動を選ぶ")

    def answer(self, d: Duel, o: Option) -> None:
        if o.kind == "phase":
            if d.phase == "attack" and not attack_options(d):
                # said, so that a turn whose only way on was its end (the fronts answer it for the player) does not
                # end without a word
                d.note("no_attacker", d.tp)
            if d.phase == "end":
                d.stack.append(Op("end_step"))
            d.phase = NEXT_PHASE[d.phase]
        elif o.kind == "charge":
            d.stack.append(Op("charge", o.card))
            d.phase = "main"
        elif o.kind == "attack":
            d.stack.append(AttackFrame(d, o.card, o.arg))
        elif o.kind == "cross":
            d.stack.append(Op("cross", o.card, o.arg))
        else:
            d.stack.append(Op(o.kind, o.card))


@routine("turn_start", asks=False)  # untapping is never replaced (pipeline.UNWATCHED)
def _turn_start(d: Duel, args: tuple[int, ...]) -> None:
    pl = d.players[d.tp]
    untap(d, [d.cards[i] for i in (*pl.battle, *pl.mana)], d.tp)


@routine("draw_step")
def _draw_step(d: Duel, args: tuple[int, ...]) -> None:
    draw(d, d.tp, 1, rule=True)


@routine("end_step", asks=False)  # it only moves waiting effects: no event
def _end_step(d: Duel, args: tuple[int, ...]) -> None:
    """At the end of the turn: effects that wait for it (a ninja going back to the deck) resolve."""
    due, d.delayed = d.delayed, []
    d.triggers.extend(due)


@routine("trigger")
def _trigger(d: Duel, args: tuple[int, ...]) -> None:
    t = next(t for t in d.triggers if t.serial == args[0])
    d.triggers.remove(t)
    c = d.cards[t.card]
    d.note("resolve", d.ref(c.idx), t.what)
    c.defn.handlers[t.what](d, c, t.player, t.event)


@routine("sba")
def _sba(d: Duel, args: tuple[int, ...]) -> None:
    """State-based action: creatures with power 0 or less are destroyed, all at once."""
    destroy_zero_power(d)
