"""What the web board's reasons cost: a card's refusals, worked out when a seat picks the card (`wire.refusals`, the
game's `card_refusals`, which may copy the duel to find a face-up card or a ban behind an effect's "nothing to act
on"), against the state every viewer is sent at each decision, which no longer works any out.

    PYTHONPATH=src python3 bench/refusals_bench.py [--repeats 20] [--games 3]

Two measures, CPU time: a board where A's hand and spell & trap zones hold draws, ritual and fusion spells that
「神殿を守る者」, 「生贄封じの仮面」 and 「融合禁止エリア」 leave nothing to act on, each of A's cards asked for as a
player picks it, and its state sent `repeats` times; and random duels of the self-play deck, the pending seat's state
sent twice at each decision and one card of its hand asked for.

Measured 2026-12-06 (CPU time, the shared 2-core machine at a load of about 9, so each figure is rough; before:
`card_refusals` gave each of the seat's cards with nothing on offer its usual action's reason, worked out for every
state of a seat's decision and kept for that state; after: every action a card does not offer, for the card asked for):
    reasons worked out for a new state of the board      1.05 ms (10 cards)  ->  none
    the board's state sent again                         0.38 ms             ->  0.32 ms
    one card's reasons asked for, the board              -                   ->  0.50 ms a card (12 cards, 15 actions)
    random duels, per state sent                         5.63 ms             ->  5.32 ms
    random duels, one hand card's reasons asked for      -                   ->  0.93 ms
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
from arbiter.web.wire import refusals, state

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


def _codes(msg: dict[str, object], side: int, zones: tuple[str, ...]) -> list[str]:
    """The board places of a side's cards in `zones`, as a state message gives them."""
    players = msg["players"]
    assert isinstance(players, list)
    return [c["code"] for z in zones for c in (players[side].get(z) or []) if isinstance(c, dict) and "code" in c]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--games", type=int, default=3)
    a = ap.parse_args()
    d = _board()
    first = _cpu(state, d, "ocg", 0, "en", 0, seat=0)
    codes = _codes(state(d, "ocg", 0, "en", 0, seat=0), 0, ("hand", "monsters", "spells"))
    said = [r for code in codes for r in refusals(d, "ocg", 0, code, "en")]
    print(f"board: {len(codes)} cards of A's, {len(said)} actions refused, "
          f"{sum('act on' in r['why'] for r in said)} for nothing to act on")
    asked = 0.0
    for _ in range(a.repeats):
        d = _board()
        asked += sum(_cpu(refusals, d, "ocg", 0, code, "en") for code in codes)
    again = sum(_cpu(state, d, "ocg", 0, lang, 0, seat=0) for lang in ("en", "ja") * (a.repeats // 2))
    print(f"board: first state {first * 1000:.1f} ms; {a.repeats} more {again / a.repeats * 1000:.2f} ms each; "
          f"a card's reasons asked for in a new state {asked / a.repeats / len(codes) * 1000:.2f} ms")
    deck = OCG.read_deck(OCG.selfplay_deck)
    total = asking = 0.0
    states = cards = 0
    for seed in range(a.games):
        g = OCG.new_duel(deck, deck, seed)
        rng, picks = random.Random(seed), random.Random(-seed)  # the answers as before, whatever card is asked for
        while g.pending is not None and g.turn <= 40:
            seat = g.pending.player
            total += _cpu(state, g, "ocg", seat, "en", 0, seat=seat) + _cpu(state, g, "ocg", seat, "en", 0, seat=seat)
            states += 2
            hand = _codes(state(g, "ocg", seat, "en", 0, seat=seat), seat, ("hand",))
            if hand:
                asking += _cpu(refusals, g, "ocg", seat, picks.choice(hand), "en")
                cards += 1
            g.answer(rng.choice(g.pending.options))
    if states:
        print(f"random duels: {states} states (each decision's sent twice) {total:.2f} s, "
              f"{total / states * 1000:.2f} ms each; a hand card's reasons {asking / max(cards, 1) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
