"""Duel Masters: every DM scenario passes (Japanese and English logs), every ruling of seed 001 and every card
it names is covered, bad scenarios fail clearly, and seeded random self-play runs without error."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest

from arbiter.dm import frames
from arbiter.dm.duel import Duel, NeedAnswer
from arbiter.dm.frames import ROUTINES, Op
from arbiter.dm.game import new_duel, read_deck
from arbiter.dm.model import (
    BLOCKER,
    BREAKER_ALIASES,
    CANNOT_ATTACK,
    SF_BLOCKER,
    SHIELD_FORCE,
    SHIELD_TRIGGER,
    SLAYER,
    Card,
    CardDef,
    Handler,
    ReplacementDef,
    Watch,
    Zone,
)
from arbiter.dm.pipeline import happen, moved
from arbiter.dm.registry import load_all, lookup
from arbiter.dm.render import render
from arbiter.dm.verbs import change_power, destroy, put_into_battle, to_hand, to_mana
from arbiter.games import DM
from arbiter.judge import yamlsrc
from arbiter.judge.runner import judge_file
from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.events import Event
from arbiter.selfplay import play_random, run_games
from scenario_text import DM_ATTACK_BOARD, judged

ROOT = Path(__file__).resolve().parent
SHARED = ROOT.parents[1] / "shared"
RULINGS_MD = SHARED / "spec" / "rulings.md"
DM_CARDS = SHARED / "carddata" / "dm_cards.json"
SCENARIOS = sorted([*ROOT.glob("rulings/dm/**/*.yaml"), *ROOT.glob("cards/dm/**/*.yaml"),
                    *ROOT.glob("scenarios/dm/*.yaml")])
DECK = read_deck()


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_dm_scenario_passes_and_prints_in_english(path: Path) -> None:
    v = judge_file(path, "ja", ("en",))  # one run, its log in both languages
    assert v.passed, v.message
    assert v.log
    assert v.other_logs["en"]
    assert not any("「" in line and "置き換え効果" in line for line in v.other_logs["en"])


def _named_rulings() -> set[str]:
    named: set[str] = set()
    for p in ROOT.glob("rulings/dm/**/*.yaml"):
        doc = yamlsrc.load(p.read_text(encoding="utf-8"), str(p))
        named |= {str(r) for r in doc.get("rulings", [])}
    return named


@pytest.mark.skipif(not RULINGS_MD.is_file(), reason="shared/spec not present")
def test_every_seed_001_ruling_has_a_scenario() -> None:
    text = RULINGS_MD.read_text(encoding="utf-8")
    section = text[text.index("## 001_"):text.index("## 003_")]
    ids = set(re.findall(r"\bR001-\d{3}(?:\.\d{2})?\b", section))
    assert len(ids) > 40
    assert sorted(ids - _named_rulings()) == []


@pytest.mark.skipif(not DM_CARDS.is_file(), reason="shared/carddata not present")
def test_every_card_the_page_names_is_defined_with_its_facts() -> None:
    for entry in json.loads(DM_CARDS.read_text(encoding="utf-8")):
        for name in {entry["name_ja"], entry.get("name_in_seed") or entry["name_ja"]}:
            defn = lookup(name)
            if entry["civilizations"]:
                assert set(defn.civs) == set(entry["civilizations"]), name
            if entry["cost"] is not None:
                assert defn.cost == entry["cost"], name
            if isinstance(entry["power"], int):
                assert defn.power == entry["power"], name
            if entry["races"] and defn.kind != "cross_gear":
                assert set(defn.races) == set(entry["races"]), name
            assert defn.summary, name
            if entry["confidence"] != "high":  # not found anywhere: the definition says what it assumes
                assert defn.provisional, name



def test_every_summary_is_said_in_both_languages_and_the_web_board_shows_the_pages() -> None:
    # a Japanese web board showed each Duel Masters card's effects in English: a definition had its summary in
    # English only, and card_info sent that one for both languages
    from arbiter.dm.registry import DEFS
    from arbiter.web.wire import card_info

    load_all()
    deck = DM.read_deck(DM.selfplay_deck)
    d = DM.new_duel(deck, deck, 1)
    for defn in DEFS.values():
        if defn.summary:
            assert re.search("[\u3040-\u30ff\u4e00-\u9fff]", defn.summary_ja), defn.key
    for i, c in enumerate(d.cards):  # the cards of a duel, as the board details them
        effects = card_info(d, "dm", i)["effects"]
        assert effects == {"ja": [c.defn.summary_ja], "en": [c.defn.summary]}, c.defn.key

# the card data's keyword names and the definition's flag for each
FLAGS = {"ブロッカー": BLOCKER, "SF: ブロッカー": SF_BLOCKER, "S・トリガー": SHIELD_TRIGGER, "スレイヤー": SLAYER,
         "シールド・フォース": SHIELD_FORCE}
# keywords that are replacement effects (seed 001): the definition declares one
REPLACING = {"シールド・セイバー", "セイバー:全種族", "L・ゲート:ドラゴン", "チャージャー", "アクセル",
             "シールド焼却 (俗称)", "マッドネス (俗称; 旧型)"}


@pytest.mark.skipif(not DM_CARDS.is_file(), reason="shared/carddata not present")
def test_every_card_has_the_keywords_of_its_facts() -> None:
    """Each keyword the card data lists is on the definition, and no other: breakers, Blocker, S-Trigger, Slayer,
    Shield Force, Ninja Strike N, power attacker +N, evolution, cross gear, castle; "cannot attack" from the text."""
    for entry in json.loads(DM_CARDS.read_text(encoding="utf-8")):
        defn, kws = lookup(entry["name_ja"]), set(entry["keywords"])
        name = defn.name_ja
        assert defn.breaker == max([BREAKER_ALIASES[k] for k in kws if k in BREAKER_ALIASES], default=1), name
        for k, flag in FLAGS.items():
            assert defn.has(flag) == (k in kws), (name, k)
        assert defn.has(CANNOT_ATTACK) == ("攻撃することができない" in (entry["text_ja"] or "")), name
        assert defn.ninja_strike == sum(int(k.split()[-1]) for k in kws if k.startswith("ニンジャ・ストライク")), name
        assert defn.power_attacker == sum(int(k.split("+")[-1]) for k in kws if k.startswith("パワーアタッカー")), name
        assert (defn.kind == "cross_gear") == ("クロスギア" in kws), name
        assert (defn.kind == "castle") == ("城 (要塞化)" in kws), name
        assert (defn.kind == "evolution") == any(k.startswith(("進化", "究極進化")) for k in kws), name
        assert defn.replacements or not kws & REPLACING, name


def test_cards_with_replacement_effects_declare_them() -> None:
    defs = load_all()
    with_replacements = {d.key for d in defs.values() if d.replacements}
    assert len(with_replacements) >= 30
    # 《緑神龍ダグラドルグラン》's old text has no "instead": the definition says it is one (R001-003)
    assert "dagradolgran" in with_replacements


def test_an_evolution_creature_keeps_this_turns_power_change_of_the_creature_it_evolved_from() -> None:
    """801.2: an evolution creature is the creature it evolved from, and what effects left on that one go on applying
    to it (the rules' own example: -2000 until the end of the turn). None of the module's cards can show it in a duel:
    their power changes of a turn go on the opponent's creatures, whose player can no longer evolve that turn (it is
    the other player's turn, or its own attack step); so the change is made here by the verb the cards use.
    (《鎧亜の邪聖ギル・ダグラス》's staying this turn, which cards can show:
    tests/cards/dm/king-arcadias-keeps-gil-dagras-staying-this-turn.yaml.)"""
    d = Duel()
    d.phase = "main"
    base = d.add_card(lookup("邪脚護聖ブレイガー"), 0, Zone.BATTLE)
    top = d.add_card(lookup("聖鎧亜キング・アルカディアス"), 0, Zone.HAND)
    change_power(d, base, -2000, 1, -1)
    assert d.power(base) == 1000
    happen(d, moved(d, "enter", top, Zone.BATTLE, 0, "rule", top.idx, f"on:{base.idx}"))
    assert (base.zone, top.zone, top.under) == (Zone.UNDER, Zone.BATTLE, (base.idx,))
    assert d.power(top) == 7000  # 9000 - 2000
    d.turn += 1  # the change lasts the turn
    assert d.power(top) == 9000


def test_shield_force_does_not_choose_a_shield_waiting_in_a_break() -> None:
    """113.6a: a shield being broken is still in the shield zone but is not counted as a shield, so a Shield Force
    creature entering meanwhile does not choose it, as 《威牙の幻ハンゾウ》 and 《無敵城 シルヴァー・グローリー》
    do not. No card of the module puts a creature onto a player's side while that player's shields break, so the
    break is set up here as `battle.break_these` keeps it."""
    d = Duel()
    d.phase = "main"
    piroron = d.add_card(lookup("ピロロン"), 0, Zone.HAND)
    waiting = d.add_card(lookup("エナジー・ライト"), 0, Zone.SHIELDS)
    standing = d.add_card(lookup("エナジー・ライト"), 0, Zone.SHIELDS)
    d.breaking = [waiting.idx]
    with pytest.raises(NeedAnswer) as asked:
        put_into_battle(d, piroron, 0)
    assert asked.value.decision.kind == "shield_force"
    assert [o.card for o in asked.value.decision.options if o.kind == "shield_force"] == [standing.idx]
    # with every shield waiting there is none to choose: no question, no Shield Force
    d.breaking = [waiting.idx, standing.idx]
    other = d.add_card(lookup("ピロロン"), 0, Zone.HAND)
    assert put_into_battle(d, other, 0)
    assert other.sf == -1 and not d.sf_active(other)


def test_a_creature_at_power_zero_is_destroyed_in_the_middle_of_an_effect() -> None:
    """111.2d: the rule destroys a creature at power 0 or less at once, even while an effect is being carried out,
    so what the effect does next finds it gone. No effect of the module lowers a power and then goes on, so the
    effect's first step is made here by the verb the cards use."""
    d = Duel()
    d.phase = "main"
    target = d.add_card(lookup("邪脚護聖ブレイガー"), 1, Zone.BATTLE)
    stays = d.add_card(lookup("ピロロン"), 1, Zone.BATTLE)
    change_power(d, target, -3000, 0, -1)
    change_power(d, stays, -1000, 0, -1)
    assert target.zone is Zone.GRAVE
    assert [c.idx for c in d.creatures(1)] == [stays.idx]


def _replacing(key: str, watches: Watch, instead: Handler) -> CardDef:
    """A made-up creature with one compulsory replacement effect (no card of the module makes the case)."""
    return dataclasses.replace(lookup("ピロロン"), key=key, keywords=frozenset(), handlers={},
                               replacements=(ReplacementDef(key, key, watches, instead, optional=False),))


def _destroying(label: str) -> Watch:
    return lambda d, c, ev: ev.kind == "destroy" and ev.card >= 0 and d.cards[ev.card].label == label


def test_a_turn_players_replacement_that_lapses_leaves_the_event_to_the_opponents() -> None:
    """R001-012: the opponent may not replace an event the turn player has replaced; one whose replacement came to
    nothing was not replaced, so the opponent may replace it then. X1 and X2 of the turn player are destroyed at once;
    the turn player's A, carried out for X1, destroys T, whose replacement chosen for X2 then lapses (T must be in the
    battle zone); the opponent's N, which returns X2 to the hand, applies instead of X2 going to the graveyard."""
    d = Duel()
    d.phase = "main"
    tp = d.tp
    plain = dataclasses.replace(lookup("ピロロン"), keywords=frozenset(), replacements=())

    def a_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        destroy(d, [d.cards[i] for i in d.players[p].battle if d.cards[i].label == "T"], p, c.idx)

    def t_watches(d: Duel, c: Card, ev: Event) -> bool:
        return c.zone is Zone.BATTLE and _destroying("X2")(d, c, ev)

    def t_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        to_mana(d, [d.cards[ev.card]], p, c.idx)

    def n_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        to_hand(d, [d.cards[ev.card]], p, c.idx)

    x1 = d.add_card(plain, tp, Zone.BATTLE, "X1")
    x2 = d.add_card(plain, tp, Zone.BATTLE, "X2")
    d.add_card(_replacing("test_a", _destroying("X1"), a_instead), tp, Zone.BATTLE, "A")
    t = d.add_card(_replacing("test_t", t_watches, t_instead), tp, Zone.BATTLE, "T")
    d.add_card(_replacing("test_n", _destroying("X2"), n_instead), 1 - tp, Zone.BATTLE, "N")
    destroy(d, [x1, x2], 1 - tp)
    assert (x1.zone, t.zone, x2.zone) == (Zone.BATTLE, Zone.GRAVE, Zone.HAND)


def test_a_deck_file_is_checked() -> None:
    assert len(DECK) == 40


# ---- self-play ------------------------------------------------------------------------------------

def where_cards_are(d: Duel) -> None:
    """Every card is in exactly one pile, the one it thinks it is in, held by its owner."""
    seen: dict[int, tuple[int, Zone]] = {}
    for p, pl in enumerate(d.players):
        for z in Zone:
            for i in pl.pile(z):
                assert i not in seen, f"card {i} is in two places"
                seen[i] = (p, z)
    assert len(seen) == len(d.cards), "a card was lost"
    for c in d.cards:
        assert seen[c.idx] == (c.owner, c.zone)


@pytest.mark.parametrize("seed", range(20))
def test_cards_are_conserved_after_every_decision(seed: int) -> None:
    d = new_duel(DECK, DECK, seed)
    rng = random.Random(seed)
    while d.pending is not None and d.turn <= 200:
        where_cards_are(d)
        opts = d.pending.options
        d.answer(opts[rng.randrange(len(opts))])
    where_cards_are(d)
    assert d.winner in (0, 1)


def test_same_seed_and_answers_same_duel_and_clones_are_independent() -> None:
    a, b = new_duel(DECK, DECK, 7), new_duel(DECK, DECK, 7)
    c = a.clone()
    play_random(a, random.Random(3), game="dm")
    play_random(b, random.Random(3), game="dm")
    assert render(a.log, "en") == render(b.log, "en")
    assert render(c.log, "en") != render(a.log, "en")
    play_random(c, random.Random(3), game="dm")
    assert render(c.log, "en") == render(a.log, "en")


def _state(c: Card) -> tuple[object, ...]:
    return tuple(getattr(c, k) for k in Card.__slots__)


def test_cheap_operation_snapshots_equal_full_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    """An operation's snapshot shares unchanged cards and keeps the old state of changed ones: it must be
    exactly what a full copy taken before the operation would have been (every card change `touch`es)."""
    full: dict[int, Duel] = {}
    snapshot, paused = Duel.op_snapshot, Duel.op_paused

    def op_snapshot(self: Duel) -> Duel:
        full[id(self)] = self.clone()
        return snapshot(self)

    def op_paused(self: Duel, s: Duel) -> Duel:
        got, want = paused(self, s), full[id(self)]
        assert [_state(c) for c in got.cards] == [_state(c) for c in want.cards]
        assert got.rng.clone().below(10**9) == want.rng.clone().below(10**9)
        return got

    monkeypatch.setattr(Duel, "op_snapshot", op_snapshot)
    monkeypatch.setattr(Duel, "op_paused", op_paused)
    for seed in range(10):
        play_random(new_duel(DECK, DECK, seed), random.Random(seed), game="dm")


def test_a_routine_registered_as_asking_nothing_may_not_ask(monkeypatch: pytest.MonkeyPatch) -> None:
    """Such a routine runs without a snapshot to replay its answers from: a question from it is a fault, not a
    duel that cannot go back."""
    def asks(d: Duel, args: tuple[int, ...]) -> None:
        d.yes_no(d.tp, "yes_no", "?", "？", source=-1)

    monkeypatch.setitem(ROUTINES, "asks_but_quiet", asks)
    monkeypatch.setattr(frames, "QUIET", {"asks_but_quiet"})
    d = new_duel(DECK, DECK, 0)
    d.pending = None
    d.stack.append(Op("asks_but_quiet"))
    with pytest.raises(AssertionError, match="asks=False"):
        d.advance()


def test_an_illegal_answer_changes_nothing() -> None:
    d = new_duel(DECK, DECK, 1)
    before = render(d.log, "en"), d.pending and [o.key for o in d.pending.options]
    with pytest.raises(IllegalAction):
        d.act("summon:999")
    assert (render(d.log, "en"), d.pending and [o.key for o in d.pending.options]) == before


def test_five_hundred_seeded_duels_finish_without_error() -> None:
    stats = run_games(DM, [defn.key for defn in DECK], 500, seed=0)
    assert stats.errors == []
    assert all(o.winner in (0, 1) for o in stats.outcomes), "a duel hit the turn cap"
    out = stats.as_dict()
    assert out["games"] == 500 and out["draws_or_capped"] == 0
    assert float(str(out["summons_per_duel"])) > 1 and float(str(out["attacks_per_duel"])) > 1


# ---- bad scenarios --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "line", "words"), [
    (DM_ATTACK_BOARD.replace("as: BW}", "as: BW, tappd: true}"), 7, "unknown key 'tappd'"),
    (DM_ATTACK_BOARD.replace("ボルメテウス・ホワイト・ドラゴン", "ボルメテウス・ホワイト"), 7, "did you mean"),
    (DM_ATTACK_BOARD + "steps:\n  - {player: A, attack: BW, target: player}\n  - expect: {shields: {B: 0}}\n", 13,
     "B has 1 shield, expected 0"),
    # the line of the key that differed, not of its `expect:` block (the Duel Masters expectations, the judge's own)
    (DM_ATTACK_BOARD + "steps:\n  - expect:\n      tapped: {BW: false}\n      power:\n        BW: 1\n", 15,
     "expectation failed: the power of BW is"),
    (DM_ATTACK_BOARD + "steps:\n  - {player: A, attack: XX}\n", 12, "no card labelled or named \"XX\""),
    (DM_ATTACK_BOARD + "steps:\n  - {player: A, jump: BW}\n", 12, "unknown key 'jump'"),
    (DM_ATTACK_BOARD + "steps:\n  - {player: B, attack: BW}\n", 12, "not B's decision"),
    (DM_ATTACK_BOARD.replace("phase: attack", "phase: battle"), 3, "unknown phase"),
    (DM_ATTACK_BOARD.replace("  B:\n", "  B:\n    lp: 8000\n"), 9, "unknown key 'lp'"),
])
def test_a_bad_dm_scenario_names_its_line(tmp_path: Path, text: str, line: int, words: str) -> None:
    v = judged(tmp_path, text)
    assert not v.passed
    assert f"s.yaml:{line}:" in v.message and words in v.message, v.message
