"""An activation condition made of parts (`common.both`, `effects.AllOf`) refuses with the words of the part that
fails: each part a card declares has words (`Answers`: what it answers; `Worded`: what must hold), so that a refusal
never lacks the part that failed (「魔力吸収球体」's "in the opponent's turn only" was not in its refusal)."""

from __future__ import annotations

from collections.abc import Iterator

from arbiter.kernel.reasons import in_lang
from arbiter.ocg.cards.common import card_active, face_up_here
from arbiter.ocg.effects import AllOf, Condition, Worded
from arbiter.ocg.refusals import action_refusal
from arbiter.ocg.registry import DEFS, load_all
from scenario_text import board

# parts the rules check before any activation condition, with their own reason (`legality`: FACE_UP_ON_FIELD,
# NOT_RESOLVED): the condition never is what refuses for them
SAID_BEFORE = (face_up_here, card_active)


def _parts(cond: Condition) -> Iterator[Condition]:
    if isinstance(cond, AllOf):
        for p in cond.parts:
            yield from _parts(p)
    else:
        yield cond


def test_every_part_of_a_declared_condition_has_words() -> None:
    load_all()
    unsaid = [(passcode, n, getattr(p, "__qualname__", type(p).__name__))
              for passcode, defn in DEFS.items() for n, e in enumerate(defn.effects, 1)
              if isinstance(e.condition, AllOf)
              for p in _parts(e.condition) if not isinstance(p, Worded) and p not in SAID_BEFORE]
    assert unsaid == []


def test_maryokutai_in_its_own_controllers_turn_says_it_is_used_in_the_opponents_turn_only() -> None:
    d, label = board("""
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: 魔力吸収球体, as: MK}
      - {stats: {atk: 1000, def: 1000}, as: W}
  B:
    spells:
      - {card: 月の書, as: BM}
""")
    d.act("phase:battle")  # B may answer A's moving on: with 「月の書」 in A's turn
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == label["BM"]))
    d.act(next(o.key for o in d.pending.options if o.card == label["W"]))
    assert d.pending.player == 0 and d.chain
    why = action_refusal(d, 0, "activate", label["MK"], 1)
    assert why.startswith("its activation condition does not hold (the effect: "), why
    assert why.endswith(": it is activated only in the opponent's turn"), why
    assert in_lang(why, "ja").endswith("：相手ターンにしか発動できない"), in_lang(why, "ja")
