"""A seat's log names a card only where that seat could see it when the entry happened, or where the entry itself
shows it: a card hidden then stays unnamed in that entry after the seat gets to see it, so that the log never tells
which draw or saved shield it was. The draws of both games name the cards drawn to the drawer, who has them in hand,
and to no one else. A card added from the deck by an effect (a search) and the cards an effect turns up from a deck
are shown to both players, so their entries name them to everyone. A spectator knows what both players know: its
log and its board name the same cards. The same in every front: the terminal, the web board, a seat's replay.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from arbiter.dm.duel import Duel as DMDuel
from arbiter.dm.model import Zone as DMZone
from arbiter.dm.verbs import put_into_battle, to_deck_bottom, to_hand
from arbiter.dm.view import HIDDEN as HIDDEN_DM
from arbiter.dm.view import log_lines as dm_lines
from arbiter.dm.view import readable as dm_readable
from arbiter.games import DM, OCG
from arbiter.judge import dm_steps, flow
from arbiter.judge.scenario import Board
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.view import HIDDEN, log_lines
from arbiter.ocg.view import readable as ocg_readable
from arbiter.play.board import FRONT as OCG_FRONT
from arbiter.play.dm_board import FRONT as DM_FRONT
from arbiter.web.wire import state
from scenario_text import played

# B draws 「増援」, activates it and adds 「コマンド・ナイト」 from the deck, then summons that knight
SEARCHED = """
turn: {number: 4, player: A, phase: main2}
players:
  B:
    deck:
      - {card: 増援, as: RA}
      - {card: コマンド・ナイト, as: CK}
      - {card: ホーリー・エルフ, as: ME}
steps:
  - {phase: end_turn}
  - {phase: main1}
  - {player: B, activate: RA}
  - {resolve: true}
  - {player: B, choose: [CK]}
"""


def _searched() -> Board[Duel]:
    return played(SEARCHED)


def _knight(text: str) -> bool:
    """Whether `text` names 「コマンド・ナイト」 (CK): by its label where the sentence names an object, else by name."""
    return any(w in text for w in ("CK", "Command Knight", "コマンド・ナイト"))


def _seat_logs(d: Duel, seat: int, lang: str) -> list[list[str]]:
    """The seat's whole log as each front shows it: the terminal, the web board, the web replay of that seat (a
    spectator, -1: the terminal's text and the web's spectator message)."""
    n = len(d.log)
    if seat < 0:
        return [OCG_FRONT.render(d, n, seat, lang), state(d, "ocg", seat, lang, 0)["log"]]
    return [OCG_FRONT.render(d, n, seat, lang), state(d, "ocg", seat, lang, 0, seat=seat)["log"],
            state(d, "ocg", seat, lang, 0)["log"]]


def _draw_lines(lines: list[str]) -> list[str]:
    return [x for x in lines if "draws" in x or "ドロー" in x]


def test_a_search_is_named_to_the_opponent_and_the_card_then_stays_hidden_in_the_hand() -> None:
    """A card added from the deck by an effect is shown to both players as it is added (ygopro's scripts confirm
    every search to the opponent; docs/uncertain-rulings.md): its entry names it to A and to a spectator, and the
    card is then one more hidden card of B's hand, named again when it is played."""
    board = _searched()
    d = board.duel
    ck = d.cards[board.labels["CK"]]
    searched = next(i for i, e in enumerate(d.log) if e.kind == "to_hand")
    assert not d.sees(0, ck) and not d.sees(-1, ck) and not OCG.view(d, 0)["players"][1].get("hand_shown")
    before = {lang: log_lines(d, len(d.log), 0, lang) for lang in ("en", "ja")}
    assert d.pending is not None
    d.act(f"summon:{board.labels['CK']}")
    for lang in ("en", "ja"):
        assert _knight(before[lang][-1]) and HIDDEN[lang] not in before[lang][-1], before[lang]
        for lines in _seat_logs(d, 0, lang):
            # what A read before the summon reads the same after it; B's draw names nothing to A, the activation
            # names the spell, the search and the summon name the knight
            assert lines[:len(before[lang])] == before[lang], lines
            assert _knight(lines[-1]) and ("増援" if lang == "ja" else "Reinforcement") in "\n".join(lines)
        assert _knight(log_lines(d, searched + 1, 1, lang)[-1])  # B's own search names it
    for seat in (0, 1, -1):
        assert ocg_readable(d, searched + 1, seat)[searched] == d.log[searched]


def test_a_draw_is_named_to_the_drawer_only() -> None:
    """B's draw for the turn names 「増援」 in B's log, as B's hand shows it; A's and a spectator's logs say only that
    B drew a card, in every front. The judge's log names it."""
    d = _searched().duel
    for lang in ("en", "ja"):
        for lines in _seat_logs(d, 1, lang):
            assert _draw_lines(lines) == ["B draws 1 card (RA)" if lang == "en" else "Bは１枚ドロー（RA）"], lines
        for seat in (0, -1):
            for lines in _seat_logs(d, seat, lang):
                assert _draw_lines(lines) == ["B draws 1 card" if lang == "en" else "Bは１枚ドロー"], lines
                assert HIDDEN[lang] not in _draw_lines(lines)[0]
        assert _draw_lines(log_lines(d, len(d.log), None, lang)) == _draw_lines(_seat_logs(d, 1, lang)[0])


def test_a_draw_by_an_effect_is_named_to_the_drawer_and_hidden_from_the_opponent() -> None:
    """Only a search is shown to both: a card drawn, by an effect too, is named to the drawer alone."""
    board = _searched()
    d = board.duel
    me = d.cards[board.labels["ME"]]
    n = len(d.log)
    assert d.draw(1, 1, Cause(1, Reason.EFFECT, -1)) == 1 and me.zone is Zone.HAND
    assert d.sees(1, me) and not d.sees(0, me) and not d.sees(-1, me)
    for lang, name in (("en", "Mystical Elf"), ("ja", "ホーリー・エルフ")):
        mine = [line for lines in _seat_logs(d, 1, lang) for line in lines[-(len(d.log) - n):]]
        assert mine and all("ME" in line for line in mine), mine
        for seat in (0, -1):
            for lines in _seat_logs(d, seat, lang):
                assert "ME" not in lines[-1] and name not in lines[-1], lines


# B's 「デーモンの宣告」 turns up B's top card, 「死者蘇生」, which is not the card B declared: it goes to the graveyard
OATH = """
turn: {number: 3, player: B, phase: main1}
players:
  B:
    spells: [{card: デーモンの宣告, as: AO, face: up}]
    deck:
      - {card: 死者蘇生, as: MR}
      - ブラック・ホール
steps:
  - {player: B, activate: AO, options: [ブラック・ホール]}
  - {resolve: true}
"""


def test_a_card_turned_up_from_a_deck_is_named_to_both_players() -> None:
    """「デーモンの宣告」 turns the top card up (めくる): both players and a spectator read its name where it is shown,
    its owner too (before, only the opponent was shown it)."""
    board = played(OATH)
    d = board.duel
    mr = d.cards[board.labels["MR"]]
    shown = [i for i, e in enumerate(d.log) if e.kind == "revealed"]
    assert sorted(d.log[i].args[0] for i in shown) == [0, 1] and mr.zone is Zone.GRAVE
    for seat in (0, 1, -1):
        for i in shown:
            assert ocg_readable(d, i + 1, seat)[i] == d.log[i]
            assert "MR" in log_lines(d, i + 1, seat, "en")[-1]


HAND_ACTIVATION = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    hand: [{card: サイバー・ダイナソー, as: CD}]
  B:
    hand:
      - {card: 悪魔鏡の儀式, as: RS}
      - {card: デビルズ・ミラー, as: RM}
    monsters:
      - {stats: {atk: 100, level: 6}, as: T}
steps:
  - {player: B, activate: RS}
  - {resolve: true}
  - {player: B, choose: [RM]}
  - {player: B, choose: [T]}
  - {player: B, choose: [attack]}
  - {player: A, activate: CD}
"""


def test_a_monster_activated_in_the_hand_is_named_to_the_opponent_at_once() -> None:
    """Its activation shows the card (the chain names it too), though it is still in the hand."""
    d = played(HAND_ACTIVATION).duel
    for lang, name in (("en", "Cyber Dinosaur"), ("ja", "サイバー・ダイナソー")):
        assert name in log_lines(d, len(d.log), 1, lang)[-1]
        assert name in str(OCG.view(d, 1, lang)["chain"])


# 「魔力の枷」 charges A 500 LP to set 「落とし穴」 from the hand (R004-048)
TAXED_SET = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 落とし穴}]
    spells: [{card: 魔力の枷, face: up}]
steps:
  - {player: A, set: 落とし穴}
"""


def test_lp_paid_to_set_a_card_name_it_to_its_setter_only() -> None:
    """The line of the LP paid says for what, and names the card set to its setter, not to the opponent, as the
    line of the set does."""
    d = played(TAXED_SET).duel
    paid = next(i for i, e in enumerate(d.log) if e.kind == "pay")
    assert log_lines(d, paid + 1, 0, "ja")[-1] == "Aは「落とし穴」のセットのコストとして５００ライフを払う"
    assert log_lines(d, paid + 1, 1, "ja")[-1] == "Aはカードのセットのコストとして５００ライフを払う"
    assert log_lines(d, paid + 1, 1, "en")[-1] == "A pays 500 LP to set a card"
    assert log_lines(d, paid + 1, -1, "en")[-1] == "A pays 500 LP to set a card"  # a spectator knows no more


FLIPPED = """
turn: {number: 3, player: B, phase: main1}
players:
  B:
    monsters:
      - {card: ホーリー・エルフ, position: set, as: ME}
      - {card: ブラッド・ヴォルス, as: VR}
steps:
  - {player: B, flip_summon: ME}
"""


def test_a_flip_summon_names_the_monster_and_a_monster_turned_face_down_was_seen_turning() -> None:
    board = played(FLIPPED)
    d = board.duel
    flipped = next(i for i, e in enumerate(d.log) if e.kind == "flip_summon")
    assert "Mystical Elf" in log_lines(d, flipped + 1, 0, "en")[-1]
    vr = d.cards[board.labels["VR"]]
    d.set_position(vr, Pos.SET, Cause(0, Reason.EFFECT, -1))
    assert "VR" in log_lines(d, len(d.log), 0, "en")[-1]


def test_a_flip_summon_is_one_line_with_no_second_line_of_its_turning_face_up() -> None:
    # turning face-up attack is what a flip summon is (seed 003): its line says it, no position line repeats it
    d = played(FLIPPED).duel
    for seat in (0, 1, -1):
        lines = log_lines(d, len(d.log), seat, "ja")
        assert lines[-1] == "Bは「ホーリー・エルフ」を反転召喚" and not any("表示にする" in x for x in lines), lines
    assert log_lines(d, len(d.log), 0, "en")[-1] == 'B flip summons "Mystical Elf"'


def test_a_card_shown_by_an_effect_stays_named_in_that_entry_after_it_is_hidden_again() -> None:
    board = _searched()
    d = board.duel
    ck = d.cards[board.labels["CK"]]
    d.reveal([ck], 0)
    d.to_deck([ck], Cause(1, Reason.EFFECT, -1))
    assert not d.sees(0, ck)
    assert log_lines(d, len(d.log), 0, "en")[-2] == "A is shown CK"


# B's Shield Saver is destroyed instead of B's shield S1 being broken; later S1 comes to B's hand and is put into
# the battle zone: the replacement's line hides S1 from both seats all the same (no one saw which shield it was)
SAVED_SHIELD = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle:
      - {stats: {power: 5000}, as: ATK}
  B:
    battle:
      - {card: 優雪妖精バケット・バケコ, as: BK}
    shields:
      - {card: アクア・ソルジャー, as: S1}
      - {stats: {}, as: S2}
steps:
  - {player: A, attack: ATK, target: player}
  - {player: A, choose: [S1]}
  - {player: B, choose: [BK]}
"""


def test_dm_a_saved_shield_stays_unnamed_after_it_is_seen() -> None:
    board = played(SAVED_SHIELD)
    d: DMDuel = board.duel
    replaced = next(i for i, e in enumerate(d.log) if e.kind == "replaced")
    s1 = d.cards[board.labels["S1"]]
    to_hand(d, [s1], 1)
    put_into_battle(d, s1, 1)
    assert s1.zone is DMZone.BATTLE
    for seat in (0, 1):
        for lang, name in (("en", "Aqua Soldier"), ("ja", "アクア・ソルジャー")):
            lines = dm_lines(d, replaced + 1, seat, lang)
            assert name not in lines[-1], lines
            assert name in dm_lines(d, len(d.log), seat, lang)[-1]  # put into the battle zone: public
    assert "Aqua Soldier" in dm_lines(d, replaced + 1, None, "en")[-1]  # the judge's log names it


# B's Energy Light draws B two cards, one of which B then summons
DM_DRAW = """
game: dm
turn: {number: 2, player: B, phase: main}
players:
  B:
    hand: [{card: エナジー・ライト, as: EL}]
    deck: [{card: アクア・ソルジャー, as: AS}, エナジー・ライト, エナジー・ライト]
    mana: [エナジー・ライト, エナジー・ライト, エナジー・ライト, エナジー・ライト, エナジー・ライト, エナジー・ライト]
steps:
  - {player: B, cast: EL}
"""


def test_dm_a_draw_is_named_to_the_drawer_only_and_stays_unnamed_to_the_others() -> None:
    """Duel Masters' draws name the card to the drawer (it is in their hand), to no one else; the opponent's and a
    spectator's lines stay unnamed after the card is summoned."""
    board = played(DM_DRAW)
    d: DMDuel = board.duel
    before = {(seat, lang): dm_lines(d, len(d.log), seat, lang) for seat in (0, 1, -1) for lang in ("en", "ja")}
    flow.run_step(dm_steps.RULES, board, load("{player: B, summon: AS}", "step"))
    d = board.duel  # a step may leave the board another duel
    for (seat, lang), lines in before.items():
        name = "Aqua Soldier" if lang == "en" else "アクア・ソルジャー"
        drawn = [x for x in lines if "draw" in x or "引く" in x]
        assert len(drawn) == 2 and (name in drawn[0]) == (seat == 1), drawn
        assert (seat == 1) == all(("Energy Light" if lang == "en" else "エナジー・ライト") in x for x in drawn[1:])
        assert seat == 1 or (name not in "\n".join(lines) and not any(HIDDEN_DM[lang] in x for x in drawn))
        fronts = [DM_FRONT.render(d, len(d.log), seat, lang), state(d, "dm", seat, lang, 0)["log"]]
        for now in fronts + ([state(d, "dm", seat, lang, 0, seat=seat)["log"]] if seat >= 0 else []):
            assert now[:len(lines)] == lines and name in now[-1]


def _unchanged(d: Duel | DMDuel, readable: Any, rng: random.Random) -> int:
    """Plays a random duel a few answers at a time, checking that what each seat (and a spectator) read of the log
    so far reads the same after them; the entries checked."""
    checked = 0
    while d.pending is not None and d.winner is None and d.turn < 30:
        n = len(d.log)
        read = {seat: readable(d, n, seat) for seat in (0, 1, -1)}
        for _ in range(10):
            if d.pending is None:
                break
            d.answer(rng.choice(d.pending.options))
        for seat, entries in read.items():
            assert readable(d, n, seat) == entries, f"seat {seat} reads an earlier entry otherwise on turn {d.turn}"
        checked += n
    return checked


@pytest.mark.parametrize("seed", range(3))
def test_no_seat_reads_an_earlier_entry_otherwise_later(seed: int) -> None:
    """Both games, random duels: an entry a seat (or a spectator) read reads the same at every later point."""
    rng = random.Random(seed)
    deck = OCG.read_deck(OCG.selfplay_deck)
    assert _unchanged(OCG.new_duel(deck, deck, seed), ocg_readable, rng) > 0
    dm_deck = DM.read_deck(DM.selfplay_deck)
    assert _unchanged(DM.new_duel(dm_deck, dm_deck, seed), dm_readable, rng) > 0


def test_a_card_turned_up_in_a_deck_is_seen_until_the_deck_is_shuffled() -> None:
    """Both players see a card turned up while it keeps its place in the deck; a shuffle makes it one more unknown
    card of the deck (the entry that showed it still names it)."""
    board = _searched()
    d = board.duel
    me = d.cards[board.labels["ME"]]  # left in B's deck
    assert me.zone is Zone.DECK and not any(d.sees(p, me) for p in (0, 1, -1))
    d.excavate([me])
    assert all(d.sees(p, me) for p in (0, 1))
    n = len(d.log)
    d.shuffle_deck(1)
    assert not any(d.sees(p, me) for p in (0, 1, -1))
    assert all("ME" in log_lines(d, n, p, "en")[-1] for p in (0, 1, -1))


# B's attack destroys A's set 「冥界の使者」: each player adds a level 3 or lower normal monster from the deck and shows
# it to the other (B's 「ワイト」 first, as B is the turn player, then A's 「プチモス」)
EMISSARY = """
turn: {number: 4, player: B, phase: battle}
players:
  A:
    monsters: [{card: 冥界の使者, as: EM, position: set}]
    deck: [{card: プチモス, as: PM}]
  B:
    monsters: [{stats: {atk: 2500}, as: big}]
    deck: [{card: ワイト, as: SS}]
steps:
  - {player: B, attack: big, target: EM}
  - {resolve: true}
  - {player: B, choose: [SS]}
  - {player: A, choose: [PM]}
  - {resolve: true}
"""


def test_a_card_shown_to_both_players_is_named_in_the_log_and_hidden_again_once_the_chain_is_over() -> None:
    """The cards 「冥界の使者」 adds are shown to both players as they are added: every seat's log names them, a
    spectator's too. Shown once (`Duel.end_looks`): once the chain is over they are hidden cards of the hands again,
    on no board but their holder's (docs/uncertain-rulings.md)."""
    board = played(EMISSARY)
    d = board.duel
    pm, ss = (d.cards[board.labels[x]] for x in ("PM", "SS"))
    assert pm.zone is Zone.HAND and ss.zone is Zone.HAND and not d.chain
    for lang in ("en", "ja"):
        web = state(d, "ocg", -1, lang, 0)
        assert [side["hand_shown"] for side in web["players"]] == [[], []]
        for lines in _seat_logs(d, -1, lang):
            assert "A is shown SS; PM is added to A's hand; B is shown PM" in lines[-1] if lang == "en" else \
                "AはSSを確認、PMをAの手札に加える、BはPMを確認" in lines[-1], lines
    assert d.sees(0, pm) and d.sees(1, ss) and not any(d.sees(p, c) for p, c in ((1, pm), (0, ss), (-1, pm), (-1, ss)))


def test_a_set_card_returned_to_its_owners_hand_is_hidden_from_a_spectator() -> None:
    """A face-down monster A controls and B owns goes back to B's hand: A saw it as it left, B sees it in the hand,
    so both players' logs name it; a spectator saw it at neither time, and its log does not."""
    board = played(CONTROLLED)
    d = board.duel
    me = d.cards[board.labels["ME"]]
    d.to_hand([me], Cause(0, Reason.EFFECT, -1))
    assert me.zone is Zone.HAND and me.ctl == 1
    for lang in ("en", "ja"):
        for seat in (0, 1):
            for lines in _seat_logs(d, seat, lang):
                assert "ME" in lines[-1], lines
        for lines in _seat_logs(d, -1, lang):
            assert "ME" not in lines[-1] and HIDDEN[lang] in lines[-1], lines


CONTROLLED = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ホーリー・エルフ, position: set, owner: B, as: ME}]
steps: []
"""


def _dm_seat_logs(d: DMDuel, seat: int, lang: str) -> list[list[str]]:
    """As `_seat_logs`, for Duel Masters."""
    n = len(d.log)
    fronts = [DM_FRONT.render(d, n, seat, lang), state(d, "dm", seat, lang, 0)["log"]]
    return fronts + ([state(d, "dm", seat, lang, 0, seat=seat)["log"]] if seat >= 0 else [])


def test_dm_a_move_is_named_to_the_seats_that_saw_the_card_leave_or_see_it_arrive() -> None:
    """Duel Masters' moves follow the one rule (`Duel.sees`), as the OCG's: B's 「アクア・ソルジャー」 returned from
    the battle zone to B's hand was seen by everyone as it left, so every log names it; B's 「エナジー・ライト」 put
    from B's hand on the bottom of B's deck is named to B alone, who held it."""
    board = played(DM_DRAW)
    flow.run_step(dm_steps.RULES, board, load("{player: B, summon: AS}", "step"))
    d: DMDuel = board.duel
    aqua = d.cards[board.labels["AS"]]
    to_hand(d, [aqua], 0)
    assert aqua.zone is DMZone.HAND
    for seat in (0, 1, -1):
        for lang in ("en", "ja"):
            for lines in _dm_seat_logs(d, seat, lang):
                assert "(AS)" in lines[-1] or "（AS）" in lines[-1], lines
    light = next(c for c in (d.cards[i] for i in d.players[1].hand) if c.idx != aqua.idx)
    to_deck_bottom(d, [light], 1)
    for seat in (0, 1, -1):
        for lang, name, unseen in (("en", "Energy Light", "a face-down card"),
                                   ("ja", "エナジー・ライト", "裏向きのカード")):
            for lines in _dm_seat_logs(d, seat, lang):
                assert (name in lines[-1]) == (seat == 1) and (unseen in lines[-1]) == (seat != 1), lines


NOBLEMAN = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 撲滅の使徒, as: S}]
    deck: [{card: ホーリー・エルフ, as: ME}, 聖なるバリア －ミラーフォース－]
  B:
    spells: [{card: 聖なるバリア －ミラーフォース－, as: MF}]
    deck: [{card: ブラッド・ヴォルス, as: VR}, 聖なるバリア －ミラーフォース－]
steps:
  - {player: A, activate: S, targets: [MF]}
  - {resolve: true}
"""


def test_decks_shown_by_nobleman_of_extermination_are_one_line_each_named_to_the_other_player_and_then_shuffled(
) -> None:
    """「撲滅の使徒」 on a trap shows each player the other's deck at once: one line per deck (not one per card), naming
    the cards to the player shown them; the deck's owner and a spectator read how many cards were shown. Then both
    decks are shuffled (R004-100), so no seat goes on seeing a card of a deck (its order)."""
    board = played(NOBLEMAN)
    d = board.duel
    for lang, shown, mf in (("en", r"{p} is shown ([^;]*)", "Mirror Force"), ("ja", r"、{p}は(.*?)を確認",
                                                                              "聖なるバリア －ミラーフォース－")):
        for p, label in (("B", "ME"), ("A", "VR")):
            for seat in (0, 1, -1):
                for lines in _seat_logs(d, seat, lang):
                    found = re.findall(shown.format(p=p), "\n".join(lines))
                    if seat == "AB".index(p):  # the player shown the deck: its two cards by name
                        assert len(found) == 1 and label in found[0] and mf in found[0], (seat, lines)
                    else:  # its owner, a spectator: how many
                        assert found == ["2 hidden cards" if lang == "en" else "非公開のカード２枚"], (seat, lines)
    assert [len(pl.deck) for pl in d.players] == [1, 1]
    assert not any(d.sees(seat, d.cards[i]) for seat in (0, 1, -1) for pl in d.players for i in pl.deck)


# A activates 「苦渋の選択」 and picks five cards of its deck, which are shown to B
PAINFUL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 苦渋の選択, as: PC}]
    deck:
      - {card: ブラッド・ヴォルス, as: d1}
      - {card: ジェネティック・ワーウルフ, as: d2}
      - {card: ホーリー・エルフ, as: d3}
      - {card: 魔導雑貨商人, as: d4}
      - {card: 聖なる魔術師, as: d5}
      - {card: 冥界の魔王 ハ・デス, as: d6}
steps:
  - {player: A, activate: PC}
  - {resolve: true}
  - {player: A, choose: [d1, d2, d3, d4, d5]}
"""


def test_the_five_cards_painful_choice_shows_are_named_to_the_player_who_picked_them() -> None:
    """「苦渋の選択」's player picks five cards of their own deck and shows them to the opponent: the line that shows
    them names them to both players, who both know them now (the picker looked at them), and so to a spectator;
    the sixth card, never picked, stays unknown to all."""
    board = played(PAINFUL)
    d = board.duel
    for lang, shown in (("en", r"B is shown ([^;]*)"), ("ja", r"、Bは(.*?)を確認")):
        for seat in (0, 1, -1):
            for lines in _seat_logs(d, seat, lang):
                found = re.findall(shown, "\n".join(lines))
                assert len(found) == 1 and all(f"d{k}" in found[0] for k in range(1, 6)), (seat, lines)
                assert "d6" not in found[0] and "hidden" not in found[0] and "非公開" not in found[0], (seat, lines)
    d6 = d.cards[board.labels["d6"]]
    assert not any(d.sees(seat, d6) for seat in (0, 1, -1))


# A breaks B's shield S1 (「アクア・ソルジャー」, kept in B's hand) and then S2 (「アポカリプス・デイ」, whose
# S-Trigger B uses)
BROKEN = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle:
      - {stats: {power: 5000}, as: ATK}
      - {stats: {power: 5000}, as: ATK2}
  B:
    deck: [エナジー・ライト, エナジー・ライト, エナジー・ライト]
    shields:
      - {card: アクア・ソルジャー, as: S1}
      - {card: アポカリプス・デイ, as: S2}
      - {stats: {}, as: S3}
steps:
  - {player: A, attack: ATK, target: player}
  - {player: A, choose: [S1]}
  - {player: A, attack: ATK2, target: player}
  - {player: A, choose: [S2]}
  - {player: B, activate: S2}
"""


def test_dm_a_broken_shield_is_named_to_its_owner_a_card_to_the_others_and_an_s_trigger_to_all() -> None:
    """A broken shield goes to its owner's hand (701.14a): the owner sees it there, so the owner's line of the break
    names it; the opponent and a spectator read "a card" going to B's hand, and never learn which. The S-Trigger
    used is shown to all (its line and the cast name it to every seat). The shields chosen to be broken are face
    down to every seat, the owner too, as they are chosen."""
    d: DMDuel = played(BROKEN).duel
    for seat in (0, 1, -1):
        for lang, aqua, apocalypse, broken in (("en", "Aqua Soldier", "Apocalypse Day", "Broken: "),
                                               ("ja", "アクア・ソルジャー", "アポカリプス・デイ", "ブレイク：")):
            for lines in _dm_seat_logs(d, seat, lang):
                moved = [x for x in lines if x.startswith(broken)]
                chosen = [x for x in lines if x.endswith(("breaks a shield", "がシールドを1枚ブレイク"))]
                assert len(moved) == 2 and len(chosen) == 2, lines  # counted, no card named
                if seat == 1:
                    assert aqua in moved[0] and apocalypse in moved[1], lines
                else:
                    assert all(x.startswith(broken + ("a card " if lang == "en" else "カード ")) for x in moved) \
                        and aqua not in "\n".join(lines), lines
                assert any(apocalypse in x and ("S-Trigger" in x or "S・トリガー" in x) for x in lines), lines


# A's 「ガイアール・ゼロ」 breaks B's shields S1 and S2: instead, each is shown to all players, then broken (seed 001)
SHOWN_SHIELD = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle:
      - {card: ガイアール・ゼロ, as: GZ}
  B:
    deck: [エナジー・ライト, エナジー・ライト, エナジー・ライト]
    shields:
      - {card: アクア・ソルジャー, as: S1}
      - {stats: {}, as: S2}
      - {stats: {}, as: S3}
steps:
  - {player: A, attack: GZ, target: player}
  - {player: A, choose: [S1]}
  - {player: A, choose: [S2]}
"""


def test_dm_a_shield_shown_to_all_players_is_named_to_all_as_it_is_broken() -> None:
    """「ガイアール・ゼロ」 shows a shield to all players instead of breaking it, then breaks it: every seat saw the
    card, so every seat's line of its going to the hand names it, as the line showing it did."""
    board = played(SHOWN_SHIELD)
    d: DMDuel = board.duel
    assert d.cards[board.labels["S1"]].zone is DMZone.HAND
    for seat in (0, 1, -1):
        for lang, aqua, broken in (("en", "Aqua Soldier", "Broken: "), ("ja", "アクア・ソルジャー", "ブレイク：")):
            for lines in _dm_seat_logs(d, seat, lang):
                moved = [x for x in lines if x.startswith(broken)]
                assert len(moved) == 2 and aqua in moved[0] and "S2" in moved[1], lines  # each shown, then broken
