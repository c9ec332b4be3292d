"""`Duel.equip` refuses a monster that is unaffected by the equip card or by the effect equipping it, and
`equips.equip_fits` never offers such a monster; an equip card activated that equipped nothing goes to the
graveyard as its chain ends (the scenarios era-*-goes-to-the-graveyard show that), and the log says so, not that
its effects apply from now on."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.runner import judge_file
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.equips import equip_fits
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Card, Zone

# LV1: unaffected by spells face-up; M: a plain monster; AX, SS: spells; KC: a trap; X: a monster card
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: アルティメット・インセクト ＬＶ１, as: LV1}, {stats: {atk: 1000}, as: M}]
    spells: [{card: デーモンの斧, face: up, as: AX}, {card: 鎖付きブーメラン, face: up, as: KC}]
    hand: [{card: 死者蘇生, as: SS}]
    graveyard: [{stats: {atk: 500}, as: X}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "equip"), "equip", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def _by(c: Card) -> Cause:
    return Cause(0, Reason.EFFECT, c.idx, 1)


def test_a_spell_is_not_equipped_to_a_monster_unaffected_by_spells() -> None:
    d, c = _board()
    assert not d.equip(c["AX"], c["LV1"], _by(c["AX"]))
    assert c["AX"].equipped_to < 0
    assert any(e.kind == "unaffected" for e in d.log)
    assert d.equip(c["AX"], c["M"], _by(c["AX"]))
    assert c["AX"].equipped_to == c["M"].idx


def test_a_trap_equips_a_monster_unaffected_by_spells() -> None:
    d, c = _board()
    assert d.equip(c["KC"], c["LV1"], _by(c["KC"]))
    assert c["KC"].equipped_to == c["LV1"].idx


def test_the_effect_that_equips_counts_too() -> None:
    # a monster card put into the zone as an equip card by a spell's effect: the insect is unaffected by that effect
    d, c = _board()
    assert not d.equip(c["X"], c["LV1"], _by(c["SS"]), player=0)
    assert c["X"].zone is Zone.GRAVE
    assert d.equip(c["X"], c["LV1"], _by(c["KC"]), player=0)
    assert c["X"].zone is Zone.SPELLS and c["X"].equipped_to == c["LV1"].idx


def test_equip_fits_leaves_out_a_monster_unaffected_by_the_card() -> None:
    d, c = _board()
    ctx = Ctx(d, 0, c["AX"], Effect(Kind.CONTINUOUS))
    assert not equip_fits(ctx, c["AX"], c["LV1"])
    assert equip_fits(ctx, c["AX"], c["M"])
    assert equip_fits(ctx, c["KC"], c["LV1"])


def test_a_card_already_equipped_stays_so() -> None:
    # the fisherman became unaffected by spells (「海」) after the axe was equipped: equipping it again changes nothing
    board = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 伝説のフィッシャーマン, as: LF}]
    spells: [{card: デーモンの斧, face: up, equipped_to: LF, as: AX}]
    field: [{card: 海, face: up}]
"""
    b: Board[Duel] = build(load(board, "equip"), "equip", RULES)
    d = b.duel
    ax, lf = d.cards[b.labels["AX"]], d.cards[b.labels["LF"]]
    assert d.unaffected(lf, ax, 0)
    assert d.equip(ax, lf, _by(ax))
    assert ax.equipped_to == lf.idx


# 「魔導師の力」 activated on the insect, unaffected by spells, and on a plain monster
MAGE_POWER = """title: Mage Power
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 魔導師の力, as: MP}]
    monsters: [{card: アルティメット・インセクト ＬＶ１, as: LV1}, {stats: {atk: 1000}, as: M}]
steps:
  - {player: A, activate: MP, targets: [TARGET]}
  - {resolve: true}
  - expect:
      where: {MP: WHERE}
"""
APPLIES = {"ja": "以後：", "en": "from now on:"}
SENT = {"ja": "MPは装備するモンスターが無いため墓地へ送られる",
        "en": "MP equips no monster: it is sent to the graveyard"}


def _log(folder: Path, target: str, where: str, lang: str) -> str:
    f = folder / "s.yaml"
    f.write_text(MAGE_POWER.replace("TARGET", target).replace("WHERE", where), encoding="utf-8")
    v = judge_file(f, lang)
    assert v.passed, v.message
    return "\n".join(v.log)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_log_says_an_equip_spell_that_equipped_nothing_goes_to_the_graveyard(tmp_path: Path, lang: str) -> None:
    log = _log(tmp_path, "LV1", "A.graveyard", lang)
    assert SENT[lang] in log
    assert APPLIES[lang] not in log


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_log_says_what_an_equip_spell_that_equipped_a_monster_does(tmp_path: Path, lang: str) -> None:
    log = _log(tmp_path, "M", "A.spells", lang)
    assert APPLIES[lang] in log
    assert SENT[lang] not in log
