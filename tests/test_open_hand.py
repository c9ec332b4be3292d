"""「真実の眼」 keeps the opponent's hand revealed: its controller's view names the cards of that hand, and only
while the card is face-up on the field (`Effect.opens_hand`, `Duel.sees`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.registry import definition
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.view import view

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    spells:
      - {{card: 真実の眼, face: {face}}}
  B:
    hand:
      - {{card: サイクロン}}
"""


def _duel(face: str) -> Duel:
    return build(load(BOARD.format(face=face), "eye"), "eye", RULES).duel


def _cyclone(d: Duel) -> int:
    return next(c.idx for c in d.cards if c.data.passcode == 5318639)


def test_the_eye_of_truth_reveals_the_opponents_hand_to_its_controller() -> None:
    d = _duel("up")
    assert d.sees(0, d.cards[_cyclone(d)])
    assert "Mystical Space Typhoon" in str(view(d, 0, "en"))


def test_a_set_eye_of_truth_reveals_nothing() -> None:
    d = _duel("set")
    assert not d.sees(0, d.cards[_cyclone(d)])
    assert "Mystical Space Typhoon" not in str(view(d, 0, "en"))


def test_the_eye_of_truth_destroyed_hides_the_hand_again() -> None:
    # "while it is on the field": the reveal lasts only as long as the trap stays face-up there
    d = _duel("up")
    eye = next(c for c in d.cards if c.data.passcode == 34694160)
    d.destroy([eye], Cause(1, Reason.EFFECT, _cyclone(d)))
    assert eye.zone is Zone.GRAVE
    assert not d.sees(0, d.cards[_cyclone(d)])
    assert "Mystical Space Typhoon" not in str(view(d, 0, "en"))


EYE_DECREED = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: 真実の眼, face: up}]
  B:
    hand: [{card: サイクロン}]
    spells: [{card: 王宮のお触れ, face: up}]
"""


def test_the_eye_of_truth_negated_by_royal_decree_reveals_nothing() -> None:
    # a continuous trap's effect, which 「王宮のお触れ」 negates while it is face-up
    d = build(load(EYE_DECREED, "eye"), "eye", RULES).duel
    assert not d.sees(0, d.cards[_cyclone(d)])


BELL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: セレモニーベル, position: POSITION}]
    hand: [{card: 聖なるバリア －ミラーフォース－}]
  B:
    hand: [{card: サイクロン}]
"""


def _bell(position: str) -> Duel:
    return build(load(BELL.replace("POSITION", position), "bell"), "bell", RULES).duel


def test_ceremonial_bell_reveals_both_hands_to_both_players() -> None:
    d = _bell("attack")
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    assert d.sees(0, d.cards[_cyclone(d)]) and d.sees(1, force)
    assert "Mystical Space Typhoon" in str(view(d, 0, "en")) and "Mirror Force" in str(view(d, 1, "en"))


def test_a_set_ceremonial_bell_reveals_nothing() -> None:
    d = _bell("set")
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    assert not d.sees(0, d.cards[_cyclone(d)]) and not d.sees(1, force)


def test_ceremonial_bell_destroyed_hides_the_hands_again() -> None:
    d = _bell("attack")
    bell = next(c for c in d.cards if c.data.passcode == 20228463)
    d.destroy([bell], Cause(1, Reason.EFFECT, _cyclone(d)))
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    assert bell.zone is Zone.GRAVE
    assert not d.sees(0, d.cards[_cyclone(d)]) and not d.sees(1, force)



def test_ceremonial_bell_reveals_a_card_drawn_while_it_is_face_up() -> None:
    # "keep revealed" holds for the whole hand as it changes, not only the cards held when the Bell came face-up
    d = _bell("attack")
    bell = next(c for c in d.cards if c.data.passcode == 20228463)
    top = d.cards[d.players[1].deck[-1]]
    assert d.draw(1, 1, Cause(1, Reason.EFFECT, bell.idx)) == 1
    assert top.zone is Zone.HAND and d.sees(0, top)


MIND_ON_AIR = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters:
      - {{card: マインド・オン・エア, position: {position}}}
  B:
    hand:
      - {{card: サイクロン}}
"""


def test_mind_on_air_face_up_reveals_the_opponents_hand() -> None:
    up = build(load(MIND_ON_AIR.format(position="attack"), "mind on air"), "mind on air", RULES).duel
    assert up.sees(0, up.cards[_cyclone(up)])
    assert "Mystical Space Typhoon" in str(view(up, 0, "en"))
    down = build(load(MIND_ON_AIR.format(position="set"), "mind on air"), "mind on air", RULES).duel
    assert not down.sees(0, down.cards[_cyclone(down)])


MIND_ON_AIR_BOTH_HANDS = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: マインド・オン・エア}]
    hand: [{card: 聖なるバリア －ミラーフォース－}]
  B:
    hand: [{card: サイクロン}]
"""


def test_mind_on_air_reveals_one_way_and_only_while_it_is_on_the_field() -> None:
    d = build(load(MIND_ON_AIR_BOTH_HANDS, "mind on air"), "mind on air", RULES).duel
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    mind = next(c for c in d.cards if c.data.passcode == 66690411)
    # only the opponent's hand is revealed: its controller's stays hidden from the opponent
    assert d.sees(0, d.cards[_cyclone(d)]) and not d.sees(1, force)
    d.destroy([mind], Cause(1, Reason.EFFECT, _cyclone(d)))
    assert mind.zone is Zone.GRAVE
    assert not d.sees(0, d.cards[_cyclone(d)])


MIND_ON_AIR_TAKEN = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    hand: [{card: 聖なるバリア －ミラーフォース－}]
  B:
    monsters: [{card: マインド・オン・エア, owner: A}]
    hand: [{card: サイクロン}]
"""


def test_mind_on_air_reveals_the_hand_of_its_controllers_opponent_not_its_owners() -> None:
    # "the opponent" is the opponent of whoever controls it now: taken by B, it shows A's hand to B
    d = build(load(MIND_ON_AIR_TAKEN, "mind on air"), "mind on air", RULES).duel
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    assert d.sees(1, force) and not d.sees(0, d.cards[_cyclone(d)])


BELL_DRAINED = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: セレモニーベル}]
    hand: [{card: 聖なるバリア －ミラーフォース－}]
  B:
    hand: [{card: サイクロン}]
    spells: [{card: スキルドレイン, face: up}]
"""


def test_ceremonial_bell_negated_by_skill_drain_reveals_nothing() -> None:
    # its reveal is the effect of a face-up monster on the field, which 「スキルドレイン」 negates
    d = build(load(BELL_DRAINED, "bell"), "bell", RULES).duel
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    assert not d.sees(0, d.cards[_cyclone(d)]) and not d.sees(1, force)


def test_ceremonial_bell_turned_face_down_hides_the_hands_again() -> None:
    # "while face-up on the field": a Bell turned face-down (「月の書」) keeps nothing revealed
    d = _bell("attack")
    bell = next(c for c in d.cards if c.data.passcode == 20228463)
    force = next(c for c in d.cards if c.data.passcode == 44095762)
    d.set_position(bell, Pos.SET, Cause(1, Reason.EFFECT, _cyclone(d)))
    assert bell.zone is Zone.MONSTERS and not bell.face_up
    assert not d.sees(0, d.cards[_cyclone(d)]) and not d.sees(1, force)


MIND_ON_AIR_DRAINED = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: マインド・オン・エア}]
  B:
    hand: [{card: サイクロン}]
    spells: [{card: スキルドレイン, face: up}]
"""


def test_mind_on_air_negated_by_skill_drain_reveals_nothing() -> None:
    # its reveal is the effect of a face-up monster on the field, which 「スキルドレイン」 negates
    d = build(load(MIND_ON_AIR_DRAINED, "mind on air"), "mind on air", RULES).duel
    assert not d.sees(0, d.cards[_cyclone(d)])
    assert "Mystical Space Typhoon" not in str(view(d, 0, "en"))


JELLYFISH = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters:
      - {{card: サウザンド・アイズ・フィッシュ, position: {position}}}
    hand:
      - {{card: 聖なるバリア －ミラーフォース－}}
  B:
    hand:
      - {{card: サイクロン}}
"""


def test_thousand_eyes_jellyfish_face_up_reveals_the_opponents_hand_only() -> None:
    # its controller sees the opponent's hand; its own hand stays hidden from the opponent
    up = build(load(JELLYFISH.format(position="defense"), "jellyfish"), "jellyfish", RULES).duel
    force = next(c for c in up.cards if c.data.passcode == 44095762)
    assert up.sees(0, up.cards[_cyclone(up)]) and not up.sees(1, force)
    assert "Mystical Space Typhoon" in str(view(up, 0, "en"))
    down = build(load(JELLYFISH.format(position="set"), "jellyfish"), "jellyfish", RULES).duel
    assert not down.sees(0, down.cards[_cyclone(down)])


def test_mind_on_air_turned_face_down_hides_the_hand_again_in_both_views() -> None:
    # "while face-up on the field": turned face-down (「月の書」), it keeps nothing revealed; the opponent never saw
    # its controller's hand in the first place
    d = build(load(MIND_ON_AIR_BOTH_HANDS, "mind on air"), "mind on air", RULES).duel
    mind = next(c for c in d.cards if c.data.passcode == 66690411)
    assert [c["name"] for c in view(d, 0, "en")["players"][1]["hand_shown"]] == ["Mystical Space Typhoon"]
    assert view(d, 1, "en")["players"][0]["hand_shown"] == []
    d.set_position(mind, Pos.SET, Cause(1, Reason.EFFECT, _cyclone(d)))
    assert mind.zone is Zone.MONSTERS and not mind.face_up
    assert view(d, 0, "en")["players"][1]["hand_shown"] == []
    # flipped face-up again, it reveals the hand again
    d.set_position(mind, Pos.ATTACK, Cause(0, Reason.EFFECT, mind.idx))
    assert [c["name"] for c in view(d, 0, "en")["players"][1]["hand_shown"]] == ["Mystical Space Typhoon"]


def test_ceremonial_bell_reveals_each_hand_in_the_other_seats_view_until_it_leaves() -> None:
    d = _bell("attack")
    bell = next(c for c in d.cards if c.data.passcode == 20228463)
    assert [c["name"] for c in view(d, 0, "en")["players"][1]["hand_shown"]] == ["Mystical Space Typhoon"]
    assert [c["name"] for c in view(d, 1, "en")["players"][0]["hand_shown"]] == ["Mirror Force"]
    d.destroy([bell], Cause(1, Reason.EFFECT, _cyclone(d)))
    assert view(d, 0, "en")["players"][1]["hand_shown"] == []
    assert view(d, 1, "en")["players"][0]["hand_shown"] == []


def test_a_hand_kept_revealed_is_public_to_a_spectator_too() -> None:
    # the hand is revealed to all, not told to one player: the public view (viewer -1) names it, as its log does
    d = _bell("attack")
    hands = view(d, -1, "en")["players"]
    assert [c["name"] for c in hands[0]["hand_shown"]] == ["Mirror Force"]
    assert [c["name"] for c in hands[1]["hand_shown"]] == ["Mystical Space Typhoon"]
    mind = build(load(MIND_ON_AIR_BOTH_HANDS, "mind on air"), "mind on air", RULES).duel
    force = next(c for c in mind.cards if c.data.passcode == 44095762)
    # 「マインド・オン・エア」 reveals only its controller's opponent's hand
    assert mind.sees(-1, mind.cards[_cyclone(mind)]) and not mind.sees(-1, force)
    hands = view(mind, -1, "en")["players"]
    assert hands[0]["hand_shown"] == [] and [c["name"] for c in hands[1]["hand_shown"]] == ["Mystical Space Typhoon"]


def test_the_eye_of_truths_gain_is_described_with_its_phase() -> None:
    """The gain happens only in the opponent's standby phase, and its description says so in both languages."""
    eye = next(c for c in _duel("up").cards if c.data.passcode == 34694160)
    cdef = definition(eye.data)
    assert cdef is not None
    gain, = (e for e in cdef.effects if e.trigger == "phase")
    assert "opponent's standby phase" in gain.text_en and "1000" in gain.text_en
    assert "相手のスタンバイフェイズ" in gain.text_ja and "１０００" in gain.text_ja
