"""The web board's chain box (the state's `chain`) while a chain is built and resolved: the lines the log will say,
from the first link's activation on, whatever that activation paid first."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.view import log_lines
from arbiter.play.board import stable_length
from arbiter.web.wire import SPECTATOR, state

# 「いたずら好きな双子悪魔」 pays 1000 LP to activate; 「天よりの宝札」 banishes cards from the hand and the field
DUO = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    hand:
      - {card: いたずら好きな双子悪魔}
  B:
    hand:
      - {card: ブラッド・ヴォルス}
      - {card: ホーリー・エルフ}
      - {card: ホーリー・エルフ}
"""
SANCTITY = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 天よりの宝札}
      - {card: ブラッド・ヴォルス}
    monsters:
      - {card: ホーリー・エルフ}
"""


def _activated(text: str) -> Duel:
    """A's spell of scenario `text` activated: B's window to respond is open."""
    d = build(load(text, "chain-box"), "chain-box", RULES).duel
    d.act(next(o.key for o in d.pending.options if o.kind == "activate"))  # type: ignore[union-attr]
    for _ in range(3):  # the cost's questions (「天よりの宝札」's cards to banish), answered with their first option
        assert d.pending is not None
        if d.pending.player == 1:
            break
        d.act(d.pending.options[0].key)
    assert d.pending is not None and d.pending.kind == "window" and d.pending.player == 1 and d.chain
    return d


@pytest.mark.parametrize(("text", "lang", "first"), [
    (DUO, "en", '┏Chain Link 1: A activates "Delinquent Duo" (paying 1000 LP)'),
    (DUO, "ja", "┏チェーン１：A「いたずら好きな双子悪魔」発動（１０００ライフポイントを払う）"),
    (SANCTITY, "en", '┏Chain Link 1: A activates "Card of Sanctity" (banishing'),
    (SANCTITY, "ja", "┏チェーン１：A「天よりの宝札」発動（")], ids=["duo-en", "duo-ja", "sanctity-en", "sanctity-ja"])
def test_the_chain_box_shows_a_first_link_that_paid_a_cost(text: str, lang: str, first: str) -> None:
    # the chain box was empty while B could respond to 「いたずら好きな双子悪魔」 (the log's open part was cut at the
    # activation, after the LP it paid, which the activation's line says), then showed only its resolution's ┗ line
    d = _activated(text)
    for viewer in (0, 1, SPECTATOR):
        chain = state(d, "ocg", viewer, lang, d.decisions)["chain"]
        assert len(chain) == 1 and chain[0].startswith(first), (viewer, chain)
        # the settled log says no line of that cost: it is the activation's, which the chain box says
        # (the terminal's log, which shows the chain apart)
        settled = log_lines(d, stable_length(d.log), max(viewer, 0), lang)
        full = log_lines(d, len(d.log), max(viewer, 0), lang)
        assert len(settled) + 1 == len(full) and full[-1] == chain[0], (settled[-2:], full[-2:])
    if text is DUO:  # resolved: B chooses its discard with the whole chain on the board
        d.act("pass")
        d.act("pass")
        assert d.pending is not None and d.pending.kind == "discard"
        chain = state(d, "ocg", 1, lang, d.decisions)["chain"]
        assert [x[0] for x in chain] == ["┏", "┗"] and chain[0].startswith(first), chain
