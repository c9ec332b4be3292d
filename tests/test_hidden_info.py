"""A seat never learns which card an opponent's face-down card is: not from option labels, the chain or the log.

Played as a player would: A flips 「青い忍者」 and targets one of B's two set cards; B's set
「聖なるバリア －ミラーフォース－」 and 「サイクロン」 must stay unnamed for A everywhere the terminal shows. And the
other way: a card both players saw as it moved is named in both logs, wherever it went.
"""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.state import Zone
from arbiter.ocg.view import describe, log_lines, view
from arbiter.play.board import FRONT
from face_down_targets import SHOWN_SET_MONSTERS, shown_then_shuffled, targeting
from scenario_text import played

SECRETS = ("ミラーフォース", "Mirror Force", "サイクロン", "Mystical Space Typhoon")


def _leaks(text: str) -> list[str]:
    return [s for s in SECRETS if s in text]


def test_target_labels_do_not_name_face_down_cards() -> None:
    d = targeting()
    assert d.pending is not None and d.pending.player == 0
    labels = [describe(d, o, lang) for o in d.pending.options for lang in ("ja", "en")]
    assert not _leaks(" ".join(labels)), labels
    assert len(set(labels)) == len(labels)  # the two set cards still differ, by their zone
    assert not _leaks(str(view(d, 0, "en")["pending"])) and not _leaks(str(view(d, 0, "ja")["pending"]))


def test_chain_and_log_name_a_face_down_target_only_to_its_controller() -> None:
    d = targeting()
    assert d.pending is not None
    d.act(d.pending.options[0].key)  # the first set card: Mirror Force
    for lang in ("ja", "en"):
        a_sees = [*log_lines(d, len(d.log), 0, lang), str(view(d, 0, lang)["chain"]),
                  str(FRONT.waiting(d, 0, lang))]
        assert not _leaks(" ".join(a_sees)), a_sees
        b_sees = " ".join([*log_lines(d, len(d.log), 1, lang), str(view(d, 1, lang)["chain"])])
        assert _leaks(b_sees)  # B knows its own card
        assert _leaks(" ".join(log_lines(d, len(d.log), None, lang)))  # the judge's log names everything


def test_a_destroyed_set_card_is_named_once_it_is_public() -> None:
    d = targeting()
    assert d.pending is not None
    d.act(d.pending.options[1].key)  # the spell, which 「青い忍者」 destroys
    while d.pending is not None and d.chain:
        d.act(d.pending.options[0].key)  # both pass: the effect resolves
    seen = " ".join(log_lines(d, len(d.log), 0, "en"))
    assert "Mystical Space Typhoon" in seen  # it is in B's graveyard now
    assert "Mirror Force" not in seen


MOVES = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 100}, as: UP}
      - {stats: {atk: 100}, position: set, as: SET}
      - {stats: {atk: 100}, as: UP2}
      - {card: サイバー・ブレイダー, as: FUS}
    graveyard: [{stats: {atk: 100}, as: GR}]
    deck: [{stats: {atk: 100}, as: DK}]
"""


def test_a_card_seen_as_it_left_is_named_where_it_went() -> None:
    """A face-up card that returns to a hand or a deck, or a card added from the graveyard, was seen by both players
    as it moved: both logs name it; so is a card added from the deck, shown to both as it is added (a search). A set
    card returned to the hand stays unnamed for the opponent."""
    board = build(load(MOVES, "moves"), "moves", RULES)
    d = board.duel
    up, set_, up2, fus, gr, dk = (d.cards[board.labels[k]] for k in ("UP", "SET", "UP2", "FUS", "GR", "DK"))
    cause = Cause(0, Reason.EFFECT, -1)
    d.to_hand([up, set_, gr, dk], cause)
    d.to_deck([up2, fus], cause)
    a_sees, b_sees = (" ".join(log_lines(d, len(d.log), p, "en")) for p in (0, 1))
    # the cards of one move named in one clause (render's `_joined`)
    said = ("UP and SET return to A's hand", "GR and DK are added to A's hand", "UP2 returns to the deck",
            "FUS returns to the fusion deck")
    assert all(s in a_sees for s in said), a_sees
    assert [s for s in said if s in b_sees] == [*said[1:]], b_sees
    assert "UP and (a hidden card) return to A's hand" in b_sees, b_sees


def test_the_board_heads_a_building_chain_as_the_log_and_the_pages_do() -> None:
    # the board wrote "┏チェーン 1: A「…」（対象：…）" beside the log's and the rulings pages' "┏チェーン１：…", then
    # "┏チェーン１：A「青い忍者」、対象：聖なるバリア －ミラーフォース－": no 発動, its target unquoted and unmarked
    d = targeting()
    assert d.pending is not None
    d.act(d.pending.options[0].key)
    ja = "".join(text for _, text in FRONT.waiting(d, 1, "ja"))
    en = "".join(text for _, text in FRONT.waiting(d, 1, "en"))
    assert ja == "┏チェーン１：A「青い忍者」発動、対象：「聖なるバリア －ミラーフォース－」\n", ja
    assert en == '┏Chain Link 1: A activates "Armed Ninja", targeting "Mirror Force"\n', en
    # the activator does not see the face-down card it targets: its box says so as its log does
    assert "".join(text for _, text in FRONT.waiting(d, 0, "en")).endswith("targeting (a hidden card)\n")


LIGHTFORCE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: 光の封札剣, as: LS}]
  B:
    hand: [{card: サイクロン, as: h0}]
steps:
  - {player: A, activate: LS}
  - {resolve: true}
"""


def test_a_card_banished_face_down_is_named_to_its_owner_only() -> None:
    """「光の封札剣」 banishes a random card of B's hand face-down: A never saw it, and its banishment shows it to
    nobody, so A's view, log and a spectator's do not name it; B, its owner, still knows it."""
    b = played(LIGHTFORCE)
    d = b.duel
    c = d.cards[b.card("h0", 0)]
    assert c.zone is Zone.BANISHED and c.hidden
    assert d.sees(1, c) and not d.sees(0, c) and not d.sees(-1, c)
    assert "Mystical Space Typhoon" not in str(view(d, 0, "en"))
    assert "Mystical Space Typhoon" not in str(view(d, -1, "en"))
    assert "Mystical Space Typhoon" in str(view(d, 1, "en"))
    assert not any("Mystical Space Typhoon" in line for line in log_lines(d, len(d.log), 0, "en"))


LULLABY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 天声の服従, as: LO}]
  B:
    deck: [{card: 青眼の白龍, as: BEWD}, {card: サイクロン, as: c1}]
steps:
  - {player: A, activate: LO, options: [青眼の白龍]}
  - {resolve: true}
  - {player: B, choose: [BEWD]}
"""


def test_a_monster_both_players_check_is_named_in_both_logs() -> None:
    """「天声の服従」: B picks the declared monster from their own deck and both players check it, so the line that
    shows it names it in B's log too, not only in A's (`Duel.reveal`'s `picker`)."""
    b = played(LULLABY)
    d = b.duel
    for seat in (0, 1):
        assert any("AはBEWDを確認" in line for line in log_lines(d, len(d.log), seat, "ja")), seat


CALLING = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    spells: [{card: コーリング・マジック, as: S}]
    deck: [{card: サイクロン, as: MST}, {card: 強欲な壺, as: POT}]
  B:
    hand: [{card: サイクロン, as: THEIRS}]
steps:
  - {player: B, activate: THEIRS, targets: [S]}
  - {resolve: true}
  - {player: A, choose: [MST]}
  - {resolve: true}
"""


def test_a_card_shown_from_its_pickers_own_deck_is_named_in_the_pickers_log() -> None:
    """「コーリング・マジック」: A picks a quick-play spell from their own deck and shows it to B before setting it; the
    line that shows it names it in A's log as well as in B's."""
    b = played(CALLING)
    d = b.duel
    for seat in (0, 1):
        assert any("BはMSTを確認" in line for line in log_lines(d, len(d.log), seat, "ja")), seat


def test_set_cards_shown_before_a_shuffle_of_their_places_are_not_told_apart_after_it() -> None:
    """「旧神の印」 shows A B's two set monsters; then 「さまようミイラ」 shuffles B's face-down monsters among their
    zones: A no longer knows which is where, so no front names them at their new places (the board, the terminal's,
    what A's options would say); B still knows its own."""
    b = played(SHOWN_SET_MONSTERS)
    assert all(b.duel.sees(0, b.duel.cards[b.labels[k]]) for k in ("BEWD", "DM"))  # shown, in place
    b = shown_then_shuffled()
    d = b.duel
    bewd, dm = d.cards[b.labels["BEWD"]], d.cards[b.labels["DM"]]
    assert not d.cards[b.labels["MUM"]].face_up and "places_shuffled" in [e.kind for e in d.log]
    for c in (bewd, dm):
        assert not d.sees(0, c) and d.sees(1, c)
    for lang in ("en", "ja"):
        a_board = str(view(d, 0, lang)["players"][1]["monsters"]) + "".join(t for _, t in FRONT.board(d, 0, lang))
        names = ("Blue-Eyes", "Dark Magician", "青眼の白龍", "ブラック・マジシャン")
        assert not any(n in a_board for n in names), a_board
    assert "Dark Magician" in str(view(d, 1, "en")["players"][1]["monsters"])
