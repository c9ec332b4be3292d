"""Two cards of the same name are told apart wherever a log is rendered (terminal play, replays, the judge's chain
logs, the web board): each copy the reader can identify is marked with which one it is (in the order that
reader's log first names them: copy 1 first, and a number once given is the card's for the whole duel), or with its
scenario label where it has one. A name only one card carries, as far as the reader can tell, gets no mark,
and a card hidden from the reader neither gets nor causes one.
"""

from __future__ import annotations

import random
import re

import pytest

from arbiter.dm import render as dm_render
from arbiter.dm.duel import CardRef as DMRef
from arbiter.dm.model import Zone
from arbiter.dm.view import log_lines as dm_lines
from arbiter.dm.view import readable as dm_readable
from arbiter.games import DM, support_for
from arbiter.judge import flow, ocg_steps
from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.kernel.log import LogEntry, copy_numbers
from arbiter.ocg import render as ocg_render
from arbiter.ocg.carddata import default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.duel_state import CardRef
from arbiter.ocg.state import Pos
from arbiter.ocg.state import Zone as OcgZone
from arbiter.ocg.view import HIDDEN, copy_marks, log_lines, view
from arbiter.ocg.view import readable as ocg_readable
from arbiter.play.board import FRONT as OCG_FRONT
from arbiter.play.dm_board import FRONT as DM_FRONT
from arbiter.selfplay import play_random
from arbiter.web.wire import state
from scenario_text import played

# two unlabeled 「ブラッド・ヴォルス」 and one 「ホーリー・エルフ」 on A's field
TWO_RAIDERS = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: ブラッド・ヴォルス}
      - {card: ブラッド・ヴォルス}
      - {card: ホーリー・エルフ}
"""


def _two_raiders_attacked() -> Duel:
    """A's two 「ブラッド・ヴォルス」 attack directly, one after the other (the first offered first)."""
    return _two_raiders_attacked_then(TWO_RAIDERS)


def _two_raiders_attacked_then(text: str) -> Duel:
    """The duel of scenario `text` once A's two 「ブラッド・ヴォルス」 have attacked, as `_two_raiders_attacked`."""
    d = build(load(text, "two-raiders"), "two-raiders", RULES).duel
    attacked = 0
    while d.pending is not None and attacked < 2:
        keys = [o.key for o in d.pending.options]
        attack = [k for k in keys if k.startswith("attack:")]
        key = attack[0] if attack else "phase:battle" if "phase:battle" in keys else keys[0]
        attacked += key.startswith("attack:")
        d.act(key)
    return d


def test_ocg_play_log_tells_two_attacking_copies_apart() -> None:
    d = _two_raiders_attacked()
    for viewer in (None, 0, 1):  # the judge or a replay, and each seat of terminal play or the web board
        en = [x for x in log_lines(d, len(d.log), viewer, "en") if "attacks" in x]
        ja = [x for x in log_lines(d, len(d.log), viewer, "ja") if "攻撃" in x]
        assert en == ['A\'s "Vorse Raider" (copy 1) attacks directly', 'A\'s "Vorse Raider" (copy 2) attacks directly']
        assert ja == ["Aの「ブラッド・ヴォルス」（１枚目）が直接攻撃", "Aの「ブラッド・ヴォルス」（２枚目）が直接攻撃"]


def _ocg(label: str, card: int) -> CardRef:
    return CardRef(label, "クリボー", "Kuriboh", card=card)


def test_ocg_copies_keep_their_number_and_a_single_copy_gets_none() -> None:
    one, two, elf = _ocg("", 7), _ocg("", 3), CardRef("", "ホーリー・エルフ", "Mystical Elf", card=9)
    log = [LogEntry("destroyed", (two,)), LogEntry("summon", (0, elf)), LogEntry("destroyed", (one,)),
           LogEntry("to_hand", (two, 1))]
    assert ocg_render.render(log, "en") == ['"Kuriboh" (copy 1) is destroyed', 'A summons "Mystical Elf"',
                                            '"Kuriboh" (copy 2) is destroyed',
                                            '"Kuriboh" (copy 1) is added to B\'s hand']
    assert ocg_render.render(log, "ja") == ["「クリボー」（１枚目）を破壊", "Aは「ホーリー・エルフ」を召喚",
                                            "「クリボー」（２枚目）を破壊", "「クリボー」（１枚目）をBの手札に加える"]
    # one copy named, however often: no mark
    assert ocg_render.render(log[:2] + log[3:], "en")[0] == '"Kuriboh" is destroyed'


def test_ocg_a_hidden_copy_neither_gets_nor_causes_a_mark() -> None:
    hidden = CardRef(HIDDEN["en"], HIDDEN["en"], HIDDEN["en"])  # as a seat's log shows a card it may not know
    log = [LogEntry("destroyed", (hidden,)), LogEntry("destroyed", (_ocg("", 4),))]
    assert ocg_render.render(log, "en") == ["(a hidden card) is destroyed", '"Kuriboh" is destroyed']


def test_ocg_labeled_copies_are_marked_by_their_labels_where_named_by_title() -> None:
    p1, p2 = _ocg("K1", 1), _ocg("K2", 2)
    log = [LogEntry("activate", (1, 0, p1, (), ())), LogEntry("activate", (2, 0, p2, (), (p1,))),
           LogEntry("chain_end")]
    assert ocg_render.render(log, "en") == ['┏Chain Link 1: A activates "Kuriboh" (K1)',
                                            '┗Chain Link 2: A activates "Kuriboh" (K2), targeting K1']
    assert ocg_render.render(log, "ja") == ["┏チェーン１：A「クリボー」（K1）発動",
                                            "┗チェーン２：A「クリボー」（K2）発動、対象：K1"]


def _dm(label: str, card: int) -> DMRef:
    return DMRef(label, "ボルシャック・ドラゴン", "Bolshack Dragon", card=card)


def test_dm_copies_are_told_apart_in_both_languages() -> None:
    first, second = _dm("", 12), _dm("", 30)
    log = [LogEntry("summon", (0, first, 6)), LogEntry("summon", (1, second, 6)),
           LogEntry("battle", (first, 6000, second, 6000))]
    assert dm_render.render(log, "en") == ['A summons "Bolshack Dragon" (copy 1) (6 mana)',
                                           'B summons "Bolshack Dragon" (copy 2) (6 mana)',
                                           'Battle: "Bolshack Dragon" (copy 1) (6000) vs "Bolshack Dragon" (copy 2) '
                                           '(6000)']
    assert dm_render.render(log, "ja") == ["Aが「ボルシャック・ドラゴン」（１枚目）を召喚（マナ6枚）",
                                           "Bが「ボルシャック・ドラゴン」（２枚目）を召喚（マナ6枚）",
                                           "バトル：「ボルシャック・ドラゴン」（１枚目）（6000）対「ボルシャック・ドラゴン」（２枚目）（6000）"]
    assert dm_render.render(log[:1], "en") == ['A summons "Bolshack Dragon" (6 mana)']


def test_dm_labeled_copies_keep_their_labels() -> None:
    log = [LogEntry("summon", (0, _dm("b1", 1), 6)), LogEntry("summon", (0, _dm("b2", 2), 6))]
    assert dm_render.render(log, "en") == ['A summons "Bolshack Dragon" (b1) (6 mana)',
                                           'A summons "Bolshack Dragon" (b2) (6 mana)']
    # the label in the Japanese log is bracketed full-width, as the OCG's log and the copy marks write it
    assert dm_render.render(log, "ja") == ["Aが「ボルシャック・ドラゴン」（b1）を召喚（マナ6枚）",
                                           "Aが「ボルシャック・ドラゴン」（b2）を召喚（マナ6枚）"]


def test_dm_seat_log_marks_only_copies_the_seat_can_identify() -> None:
    """A DM duel played on: every line of a seat's log names each copy it can identify with one mark, the same on
    every line, and never numbers a name only one card it can identify carries."""
    deck = DM.read_deck(DM.selfplay_deck)
    d = DM.new_duel(deck, deck, 5)
    play_random(d, random.Random(5), 200, "dm")
    for viewer in (None, 0, 1):
        text = "\n".join(dm_lines(d, len(d.log), viewer, "en"))
        marked = set(re.findall(r'"([^"]+)" \(copy (\d+)\)', text))
        names = {n for n, _ in marked}
        assert names, "a whole duel of a 4-of deck names some card twice"
        for n in names:
            copies = sorted(int(k) for m, k in marked if m == n)
            assert copies == list(range(1, len(copies) + 1)) and len(copies) > 1
            assert not re.search(rf'"{re.escape(n)}"(?! \(copy \d+\))', text), f"{n} is unmarked somewhere"


def test_the_boards_show_the_copy_the_log_names() -> None:
    """Terminal play's board and the web board put the log's mark after each copy's name, so that the copy a log
    line names is found on the board; a card of a name the log names once gets none."""
    d = _two_raiders_attacked()
    board = "".join(text for _, text in OCG_FRONT.board(d, 0, "en"))
    slots = {c["slot"]: c["name"] for c in view(d, 0, "en")["players"][0]["monsters"] if c}
    assert slots == {1: "Vorse Raider", 2: "Vorse Raider", 3: "Mystical Elf"}  # the view itself is unmarked
    assert "[m1 Vorse Raider (copy 1) 1900/1200" in board and "[m2 Vorse Raider (copy 2) 1900/1200" in board
    assert "[m3 Mystical Elf 800/2000" in board
    ja = "".join(text for _, text in OCG_FRONT.board(d, 1, "ja"))
    assert "ブラッド・ヴォルス（１枚目）" in ja and "ブラッド・ヴォルス（２枚目）" in ja
    web = state(d, "ocg", 0, "en", d.decisions)
    assert sorted(c["name"] for c in web["players"][0]["monsters"] if c) == \
        ["Mystical Elf", "Vorse Raider (copy 1)", "Vorse Raider (copy 2)"]


def test_dm_board_shows_the_copy_the_log_names() -> None:
    deck = DM.read_deck(DM.selfplay_deck)
    d = DM.new_duel(deck, deck, 5)
    play_random(d, random.Random(5), 200, "dm")
    board = "".join(text for _, text in DM_FRONT.board(d, None, "en"))
    log = "\n".join(dm_lines(d, len(d.log), None, "en"))
    marks = DM_FRONT.marks(d, None, "en")
    shown = [i for i in marks if d.cards[i].zone in (Zone.HAND, Zone.MANA, Zone.BATTLE, Zone.GRAVE)]
    assert shown, "no copy of a name twice named is on the board: the test proves nothing"
    for i, mark in marks.items():  # the board marks a copy as the log does
        name = d.cards[i].defn.name_en
        assert f'"{name}"{mark}' in log
        assert (f"{name}{mark}" in board) == (i in shown)


def test_whether_a_reader_may_know_a_logged_card_is_one_rule_for_both_games() -> None:
    # the OCG's and Duel Masters' renderers each had a `_known` saying the same: a ref with an index names a card the
    # reader may know, a ref a seat's log masked has none (-1); one function of the kernel's log says it for both
    from arbiter.kernel.log import known

    for ref in (CardRef, DMRef):
        assert known(ref("", "ア", "A", card=3), ref)
        assert not known(ref("", "ア", "A"), ref)  # as `view.readable` masks a card hidden from the seat
        assert not known(2, ref)  # a value that is no card
    assert not known(DMRef("", "ア", "A", card=3), CardRef)  # one game's ref is no card of the other's
    assert not hasattr(ocg_render, "_known") and not hasattr(dm_render, "_known")


def test_a_copy_keeps_its_number_as_the_duel_goes_on_and_a_hidden_copy_shifts_none() -> None:
    """A sets two 「クリボー」 (named to A alone), then B's face-up 「クリボー」 is destroyed: A's log numbered its
    set copies 1 and 2 and keeps them (the public copy, named last, is 3: before, public copies came first, so A's
    lines already shown changed to copies 2 and 3); B and a spectator, who may not know the set cards, number none
    (one 「クリボー」 is all they can tell)."""
    db = default_db()
    d = Duel(3)
    first, second = (d.add_card(db.lookup("クリボー"), 0, OcgZone.HAND) for _ in range(2))
    theirs = d.add_card(db.lookup("クリボー"), 1, OcgZone.MONSTERS, Pos.ATTACK)
    for card in (first, second):
        assert d.summon_by_effect(card, 0, Pos.SET, Cause(0, Reason.EFFECT, -1))
    shown = log_lines(d, len(d.log), 0, "en")
    assert shown == ['A sets "Kuriboh" (copy 1)', 'A sets "Kuriboh" (copy 2)']
    d.destroy([theirs], Cause(0, Reason.EFFECT, -1))
    for viewer in (0, None):  # A, and the judge or a replay
        assert log_lines(d, len(d.log), viewer, "en") == [*shown, '"Kuriboh" (copy 3) is destroyed'], viewer
        assert copy_marks(d, viewer, "en") == {first.idx: " (copy 1)", second.idx: " (copy 2)",
                                               theirs.idx: " (copy 3)"}
    for viewer in (1, -1):
        assert log_lines(d, len(d.log), viewer, "en") == ["A sets a card", "A sets a card", '"Kuriboh" is destroyed']
        assert copy_marks(d, viewer, "en") == {}


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_no_reader_sees_a_copy_renumbered_in_a_whole_duel(game: str) -> None:
    """A random duel of 4-of decks: at every point of it, each copy a reader's log has numbered so far has the number
    it has at the end, for each seat, a spectator and the judge."""
    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    d = support.new_duel(deck, deck, 1)
    play_random(d, random.Random(1), 200, game)
    readable, ref = (ocg_readable, CardRef) if game == "ocg" else (dm_readable, DMRef)
    renumbered = 0
    for viewer in (0, 1, -1, None):
        final = copy_numbers(readable(d, len(d.log), viewer), ref)
        assert final, "no reader numbers a copy: the test proves nothing"
        for n in range(0, len(d.log), 5):
            renumbered += sum(final[i] != k for i, k in copy_numbers(readable(d, n, viewer), ref).items())
    assert renumbered == 0


# A's two 「ブラッド・ヴォルス」 and a 「月の書」 in hand
RAIDERS_AND_MOON = TWO_RAIDERS.replace("  A:\n", "  A:\n    hand:\n      - {card: 月の書}\n", 1)


def test_the_web_chain_names_its_cards_as_the_terminal_chain_and_the_log_do() -> None:
    """After both 「ブラッド・ヴォルス」 attacked (the log tells them apart), A's 「月の書」 targets the second: the web
    board's chain box said 'targeting Vorse Raider' (no quotes, no mark) and 対象：ブラッド・ヴォルス, where the
    terminal's chain and the log say which copy it is."""
    d = _two_raiders_attacked_then(RAIDERS_AND_MOON)
    moon = next(o.key for o in d.pending.options if o.kind == "activate")
    d.act(moon)
    assert d.pending is not None and d.pending.kind == "target"
    d.act([o.key for o in d.pending.options if d.cards[o.card].data.name_en == "Vorse Raider"][-1])
    assert d.chain, "no chain is building: the test proves nothing"
    for viewer in (0, 1):
        for lang, mark in (("en", '"Vorse Raider" (copy '), ("ja", "「ブラッド・ヴォルス」（")):
            terminal = "".join(text for _, text in OCG_FRONT.waiting(d, viewer, lang)).splitlines()
            web = state(d, "ocg", viewer, lang, d.decisions)["chain"]
            assert web == terminal and mark in web[0], (web, terminal)
            assert web[0] in log_lines(d, len(d.log), viewer, lang)


# A's 「強引な番兵」 looks at B's two 「サイクロン」 and shuffles one back into B's deck, which held no other card; B
# draws it in their turn, then holds both again, and A has a face-up 「悪夢の迷宮」 for one to target
SENTRY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 強引な番兵, as: SENT}]
    spells: [{card: 悪夢の迷宮, face: up, as: LAB}]
  B:
    hand: [{card: サイクロン}, {card: サイクロン}]
    deck: []
steps:
  - {player: A, activate: SENT}
  - {resolve: true}
"""


@pytest.mark.parametrize("which", [0, 1])
def test_a_copy_shuffled_away_and_back_is_not_told_from_the_one_that_stayed(which: int) -> None:
    """A saw B's two copies (1 and 2) and sent copy 1 into B's deck, from which B drew it: A cannot know which of
    the two B activates now, so A's chain lines (and log) name either alike, with a mark neither had before (copy
    3); B's own keep telling them apart."""
    b = played(SENTRY)
    d = b.duel
    assert d.pending is not None
    d.act(d.pending.options[0].key)  # copy 1 goes back into the deck
    for step in ({"resolve": True}, {"phase": "end_turn"}, {"phase": "main1"}):
        flow.run_step(ocg_steps.RULES, b, step)
    mst = [i for i in d.players[1].hand if d.cards[i].data.name_en == "Mystical Space Typhoon"]
    assert len(mst) == 2 and d.turn == 4
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == mst[which]))
    d.act(d.pending.options[0].key)  # its target: 「悪夢の迷宮」, the only card it may target
    a_reads = "".join(text for _, text in OCG_FRONT.waiting(d, 0, "en"))
    assert a_reads == '┏Chain Link 1: B activates "Mystical Space Typhoon" (copy 3), targeting LAB\n', a_reads
    b_reads = "".join(text for _, text in OCG_FRONT.waiting(d, 1, "en"))
    # B's: the copy that stayed in its hand is copy 2 still, the one drawn back a third card to it too (a deck hides
    # the order of its cards from its owner as well)
    assert f'"Mystical Space Typhoon" (copy {2 + which})' in b_reads, b_reads


# B's two face-up 「さまようミイラ」 and a set monster, in B's main phase 1
MUMMIES = """
turn: {number: 3, player: B, phase: main1}
players:
  B:
    monsters:
      - {card: さまようミイラ}
      - {card: さまようミイラ}
      - {card: 青眼の白龍, position: set}
    deck: [{card: サイクロン}, {card: サイクロン}, {card: サイクロン}]
"""


@pytest.mark.parametrize("which", [0, 1])
def test_a_copy_turned_face_down_and_shuffled_is_not_told_from_the_other(which: int) -> None:
    """Each 「さまようミイラ」 turns itself face-down, in A's sight (copies 1 and 2 of A's log), and B's face-down
    monsters are shuffled among their zones each time: whichever B flip-summons in its next turn, A's log names it
    alike, with a new mark."""
    b = played(MUMMIES)
    d = b.duel
    assert d.pending is not None
    mummies = [i for i in d.players[1].monsters if i >= 0 and d.cards[i].data.name_en == "Wandering Mummy"]
    for m in mummies:
        d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == m))
        flow.run_step(ocg_steps.RULES, b, {"resolve": True})
    for step in ({"phase": "end_turn"}, {"phase": "end_turn"}, {"phase": "main1"}):
        flow.run_step(ocg_steps.RULES, b, step)
    assert d.turn == 5 and d.tp == 1
    d.act(next(o.key for o in d.pending.options if o.kind == "flip_summon" and o.card == mummies[which]))
    assert log_lines(d, len(d.log), 0, "en")[-1] == 'B flip summons "Wandering Mummy" (copy 3)'
