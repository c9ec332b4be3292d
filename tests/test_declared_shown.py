"""What a face-up continuous card declared as it was activated (「禁止令」's card name, 「ＤＮＡ改造手術」's Type) is
shown on the card to both players, in each language, while the card stays face-up on the field: the view's
`declared`, the terminal's board and the web board's state."""

from __future__ import annotations

from typing import Any

from arbiter.ocg.view import view
from arbiter.play import board
from arbiter.web.wire import state
from scenario_text import played

PROHIBITION = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 禁止令, as: PR}]
    spells: [{card: ＤＮＡ改造手術, as: DNA}]
  B:
    hand: [{card: サイクロン, as: CY}]
steps:
  - {player: A, activate: PR, options: [ブラッド・ヴォルス]}
  - {resolve: true}
  - {player: A, activate: DNA, options: [Dragon]}
  - {resolve: true}
"""


def _spell(v: dict[str, Any], player: int, name: str) -> dict[str, Any]:
    return next(c for c in v["players"][player]["spells"] if c is not None and c.get("name") == name)


def test_the_declared_name_and_type_are_on_the_cards_for_both_players() -> None:
    d = played(PROHIBITION).duel
    for viewer in (0, 1, -1):
        en, ja = view(d, viewer, "en"), view(d, viewer, "ja")
        assert _spell(en, 0, "Prohibition")["declared"] == "Vorse Raider"
        assert _spell(ja, 0, "禁止令")["declared"] == "ブラッド・ヴォルス"
        assert _spell(en, 0, "DNA Surgery")["declared"] == "Dragon-Type"
        assert _spell(ja, 0, "ＤＮＡ改造手術")["declared"] == "ドラゴン族"
    shown = "".join(text for _, text in board.draw(d, 1, "en"))
    assert "Prohibition (declared: Vorse Raider)" in shown
    assert "禁止令（宣言：ブラッド・ヴォルス）" in "".join(text for _, text in board.draw(d, 0, "ja"))
    sent = state(d, "ocg", 1, "en", 0, seat=1)
    assert _spell(sent, 0, "Prohibition")["declared"] == "Vorse Raider"


def test_a_card_that_left_the_field_shows_no_declaration() -> None:
    b = played(PROHIBITION, """
steps:
  - {player: A, activate: PR, options: [ブラッド・ヴォルス]}
  - {resolve: true}
  - {phase: end_turn}
  - {player: B, activate: CY, targets: [PR]}
  - {resolve: true}
""")
    d = b.duel
    grave = view(d, 0, "en")["players"][0]["graveyard"]
    assert [c["name"] for c in grave] == ["Prohibition"] and "declared" not in grave[0]


def test_a_set_card_and_a_card_with_nothing_declared_show_none() -> None:
    b = played(PROHIBITION, """
steps:
  - {player: A, set: PR}
""")
    v = view(b.duel, 0, "en")
    assert all("declared" not in c for c in v["players"][0]["spells"] if c is not None)
