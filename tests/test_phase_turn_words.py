"""A trigger on the start of the standby or end phase answers the turns its card's text names: 「自分の」 (its
controller's), 「相手の」 (the opponent's), or both players' (お互いの, 自分と相手の, 毎ターン, or the phase with
no player named: 「このターンのエンドフェイズ」). Each declared one is run on a bare board, its card face-up on its
controller's side, at the start of that phase in each player's turn, and the turns it answers are held to the player
words before the phase's name in the card's official Japanese text, read from the shared card data and never kept
(the test skips without it). A trigger that answers no turn on a bare board (it waits for a note, a battle, a card
in the graveyard) is left to its scenarios, as is one whose text does not name the phase it answers."""

from __future__ import annotations

import re

import pytest

from arbiter.kernel.events import RULE_CAUSES, Event
from arbiter.ocg.carddata import CardData, default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect
from arbiter.ocg.registry import DEFS, load_all
from arbiter.ocg.state import Card, Pos, Zone
from official_texts import official_rows

PHASES = {"standby": "スタンバイ", "end": "エンド"}
# the player word before a phase's name: "自分の", "相手ターンの", "次の自分の", "お互いの", "２回目の自分" ...
WORD = re.compile(r"(自分と相手|自分・相手|お互い|毎ターン|各ターン|自分|相手)?の?(?:ターン)?の?"
                  r"(スタンバイ|エンド)フェイズ")
SIDE = {"自分": "own", "相手": "opp"}  # any other word, or none, is both players' turns
# the cards whose declaration differs from the player word of the text in the card data, and why
EXCEPTIONS = {
    61740673: "「王宮の勅命」: the era's text has its controller pay in their own standby phases only; later texts "
              "made it both players' (docs/uncertain-rulings.md)",
}


def _turns(text: str, phase: str) -> set[str]:
    """Whose turns a text names for the start of `phase`: "own", "opp", "both" (empty where it names no such
    phase)."""
    return {SIDE.get(m.group(1) or "", "both") for m in WORD.finditer(text) if m.group(2) == PHASES[phase]}


def _place(d: Duel, data: CardData) -> Card:
    """The card face-up on player 0's side: a monster in a monster zone, a spell or trap active in its zone."""
    if not (data.is_spell or data.is_trap):
        return d.add_card(data, 0, Zone.MONSTERS, Pos.ATTACK)
    c = d.add_card(data, 0, Zone.FIELD if "field" in data.subtypes else Zone.SPELLS, Pos.UP)
    c.active = True
    return c


def _answered(data: CardData, e: Effect, phase: str) -> set[str]:
    """In whose turns (from its controller's side) the trigger answers the start of `phase` on a bare board."""
    turns = set()
    for tp, side in ((0, "own"), (1, "opp")):
        d = Duel(1)
        d.turn, d.tp = 3 + tp, tp
        c = _place(d, data)
        assert e.when is not None
        if e.when(Ctx(d, 0, c, e), Event("phase", RULE_CAUSES[tp], player=tp, detail=phase)):
            turns.add(side)
    return {"both"} if turns == {"own", "opp"} else turns


@pytest.fixture(scope="module")
def texts() -> dict[int, str]:
    return dict(official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%フェイズ%'"))


def test_the_turns_are_read_from_the_word_before_the_phase() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert _turns("（例）自分のスタンバイフェイズ毎に山札を１枚めくる", "standby") == {"own"}
    assert _turns("（例）次の相手ターンのスタンバイフェイズに破壊する", "standby") == {"opp"}
    assert _turns("（例）２回目の自分スタンバイフェイズに戻る", "standby") == {"own"}
    assert _turns("（例）お互いのエンドフェイズ毎に１枚引く", "end") == {"both"}
    assert _turns("（例）自分・相手のエンドフェイズに戻す", "end") == {"both"}
    assert _turns("（例）このターンのエンドフェイズに破壊する", "end") == {"both"}
    assert _turns("（例）自分のエンドフェイズに破壊する", "standby") == set()


def _disagreements(texts: dict[int, str]) -> dict[int, list[str]]:
    """For each card: its phase triggers whose answered turns its text does not name for that phase."""
    load_all()
    db = default_db()
    found: dict[int, list[str]] = {}
    for passcode, d in sorted(DEFS.items()):
        text = texts.get(passcode, "")
        for i, e in enumerate(d.effects, 1):
            if e.trigger != "phase" or e.when is None:
                continue
            for phase in PHASES:
                named = _turns(text, phase)
                answered = _answered(db.get(passcode), e, phase)
                if named and answered and not answered <= named:
                    found.setdefault(passcode, []).append(
                        f"{passcode} effect {i}: answers the {phase} phase in {answered}, its text names {named}")
    return found


def test_phase_triggers_answer_the_turns_their_texts_name(texts: dict[int, str]) -> None:
    wrong = [line for passcode, lines in _disagreements(texts).items() if passcode not in EXCEPTIONS
             for line in lines]
    assert not wrong, "\n".join(wrong)


def test_enough_phase_triggers_are_run_and_every_exception_still_differs(texts: dict[int, str]) -> None:
    load_all()
    db = default_db()
    run = sum(bool(_answered(db.get(p), e, phase)) for p, d in DEFS.items() for e in d.effects
              if e.trigger == "phase" and e.when is not None for phase in PHASES)
    assert run > 100
    # an exception whose declaration came to agree with its text is no longer one
    assert set(EXCEPTIONS) <= set(_disagreements(texts))
