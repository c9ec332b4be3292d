"""「クイズ」's opponent may not look at the graveyards while they name the bottom monster (`Duel.hide_graves`,
`Duel.sees`): every view hides those cards from them then, and shows them again once the name is given."""

from __future__ import annotations

from arbiter.env.features import Observer
from arbiter.env.ocg_rows import GRAVEYARD
from arbiter.env.rows import CODE, ZONE
from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.view import view

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [クイズ]
    graveyard: [ブラッド・ヴォルス]
  B:
    graveyard: [ホーリー・エルフ]
"""


def _naming() -> Duel:
    d = build(load(BOARD, "question"), "question", RULES).duel
    question = next(c.idx for c in d.cards if c.data.passcode == 38723936)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.card == question and o.key.startswith("activate")))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    return d


def _graves(d: Duel) -> list[int]:
    return [*d.players[0].grave, *d.players[1].grave]


def test_the_opponent_naming_for_question_cannot_see_the_graveyards() -> None:
    d = _naming()
    assert d.pending is not None and d.pending.kind == "declare" and d.pending.player == 1
    graves = [d.cards[i] for i in _graves(d)]
    assert not any(d.sees(1, c) for c in graves)
    assert all(d.sees(0, c) for c in graves)
    # (the view's other parts name every monster: the names the question offers)
    seen = str([pl["graveyard"] for pl in view(d, 1, "en")["players"]])
    assert "Vorse Raider" not in seen and "Mystical Elf" not in seen and "(a hidden card)" in seen
    assert "Vorse Raider" in str([pl["graveyard"] for pl in view(d, 0, "en")["players"]])


def test_the_graveyards_are_seen_again_once_the_name_is_given() -> None:
    d = _naming()
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.label_ja == "ブラッド・ヴォルス"))
    assert all(d.sees(1, d.cards[i]) for i in _graves(d))
    assert "Mystical Elf" in str([pl["graveyard"] for pl in view(d, 1, "en")["players"]])


def test_the_environments_observation_follows_it_both_ways() -> None:
    # the observer keeps rows from one read to the next: hiding the graveyards touches no card, so its kept rows
    # must follow the hiding (and the showing again) on their own
    d = build(load(BOARD, "question"), "question", RULES).duel
    observer = Observer("ocg", ["Question", "Vorse Raider", "Mystical Elf"])

    def graveyard_codes(seat: int) -> list[float]:
        cards = observer.observe(d, seat)["cards"]
        rows = cards[(cards[:, ZONE] == GRAVEYARD / 8) & (cards[:, 0] == 1)]
        return sorted(float(r[CODE]) for r in rows)

    named = sorted(float(observer.codes[n]) for n in ("Vorse Raider", "Mystical Elf"))
    assert graveyard_codes(1) == named  # read once before the question: the rows kept
    question = next(c.idx for c in d.cards if c.data.passcode == 38723936)
    d.act(next(o.key for o in d.pending.options if o.card == question and o.key.startswith("activate")))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "declare"
    assert graveyard_codes(1) == [0.0, 0.0]  # two rows with their places, no identity
    assert graveyard_codes(0) == named
    d.act(next(o.key for o in d.pending.options if o.label_ja == "ブラッド・ヴォルス"))  # named right: banished
    assert graveyard_codes(1) == sorted(float(observer.codes[n]) for n in ("Question", "Mystical Elf"))
