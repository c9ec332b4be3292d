"""What the web board's state costs a seat whose decision is pending: its cards' refusals (`card_refusals`, which
copies the duel to find a face-up card or a ban behind an effect's "nothing to act on") against the rest.

    PYTHONPATH=src python3 bench/refusals_bench.py [--repeats 20] [--games 3]

Two measures, CPU time: a board where A's hand and spell & trap zones hold draws, ritual and fusion spells that
「神殿を守る者」, 「生贄封じの仮面」 and 「融合禁止エリア」 leave nothing to act on, its state made once and then sent
again `repeats` times (a seat's second tab, a reconnection, a language switch, a spectator's join: each sends the
states again); and random duels of the self-play deck, the pending seat's state sent twice at each decision.

Measured (CPU time, one shared machine; before: each refused card made its own copies and every state sent worked
the refusals out again; after: one state's cards share the copies and the web keeps a state's refusals):
    card_refusals in a new state of the board   1.05-1.07 ms  ->  0.61-0.65 ms
    the board's state sent again                1.20-2.17 ms  ->  0.15-0.16 ms  (a state without refusals: 0.07-0.09)
    random duels, per state sent                1.05-1.07 ms  ->  1.03-1.05 ms
(in the random duels card_refusals takes 0.02 ms a decision either way: the self-play deck meets little behind them)
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from arbiter.games import OCG
from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.refusals import card_refusals
from arbiter.ocg.view import view
from arbiter.web.wire import state

# 40-card decks less the cards dealt, as in a duel: the copies the refusals make copy every card
DECK = "[" + ", ".join(["青眼の白龍"] * 30) + "]"
BOARD = f"""title: t
game: ocg
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [強欲な壺, 天使の施し, 白竜降臨, 融合, 白竜の聖騎士]
    spells: [強欲な壺, 天使の施し, 白竜降臨, 融合, 白竜降臨]
    monsters: [{{stats: {{atk: 1000, level: 4}}}}, {{stats: {{atk: 1200, level: 4}}}}]
    deck: {DECK}
  B:
    monsters: [{{card: 神殿を守る者}}]
    spells:
      - {{card: 生贄封じの仮面, face: up}}
      - {{card: 融合禁止エリア, face: up}}
      - {{card: マクロコスモス, face: up}}
    deck: {DECK}
"""


def _cpu(f: Callable[..., object], *args: object, **kw: object) -> float:
    t = time.process_time()
    f(*args, **kw)
    return time.process_time() - t


def _board() -> Duel:
    return build(load(BOARD, "board"), "board", RULES).duel


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--games", type=int, default=3)
    a = ap.parse_args()
    refused = card_refusals(_board(), 0).values()
    print(f"board: {len(refused)} cards refused, {sum('act on' in w for _, w in refused)} for nothing to act on")
    cold = 0.0
    for _ in range(a.repeats):
        d = _board()
        view(d, 0)  # the view's own caches warmed, as the state warms them before its refusals
        cold += _cpu(card_refusals, d, 0)
    print(f"board: card_refusals in a new state {cold / a.repeats * 1000:.2f} ms")
    d = _board()
    first = _cpu(state, d, "ocg", 0, "en", 0, seat=0)
    again = sum(_cpu(state, d, "ocg", 0, lang, 0, seat=0) for lang in ("en", "ja") * (a.repeats // 2))
    bare = sum(_cpu(state, d, "ocg", 1, "en", 0, seat=1) for _ in range(a.repeats))  # no refusals: not B's decision
    print(f"board: first state {first * 1000:.1f} ms; {a.repeats} more {again * 1000:.1f} ms "
          f"({again / a.repeats * 1000:.2f} ms each; a state without refusals {bare / a.repeats * 1000:.2f} ms)")
    deck = OCG.read_deck(OCG.selfplay_deck)
    total = refusing = 0.0
    states = 0
    for seed in range(a.games):
        g = OCG.new_duel(deck, deck, seed)
        rng = random.Random(seed)
        while g.pending is not None and g.turn <= 40:
            seat = g.pending.player
            total += _cpu(state, g, "ocg", seat, "en", 0, seat=seat) + _cpu(state, g, "ocg", seat, "en", 0, seat=seat)
            refusing += _cpu(card_refusals, g, seat)
            states += 2
            g.answer(rng.choice(g.pending.options))
    if states:
        print(f"random duels: {states} states (each decision's sent twice) {total:.2f} s, "
              f"{total / states * 1000:.2f} ms each; card_refusals {refusing / states * 2000:.2f} ms a decision")


if __name__ == "__main__":
    main()
