"""A scenario's `effect: N` counts the effects of the card's text (`CardDef.text_number`): a spell or trap card's bare
activation, which is no effect of its text, is 0 and the effects after it count from 1. Which activation is bare is
declared (`Effect.bare`: `common.bare_activation`, `equips.equip_spell`), not read from its English words; these
tests check the declaration over the whole card pool, against the words the engine once read and against a rule
stated without words."""

from __future__ import annotations

import pytest

from arbiter.ocg.carddata import default_db
from arbiter.ocg.cards.common import bare_activation, equip_targets, nothing
from arbiter.ocg.cards.shared.equips import equip, equip_if_still_here, equip_op
from arbiter.ocg.cards.shared.notes import never_activated, unchanged
from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.registry import DEFS, define, load_all
from undeclared_cards import undeclared

# the English words by which the engine once told a bare activation: a continuous or field card's "activate", an
# equip spell's "equip to the target"
OLD_WORDS = ("activate", "equip to the target")
# equip spells whose activation only equips but carries a cost, so its words differ: before `Effect.bare` they were
# numbered by hand, `numbering=(0, 1)`
EQUIP_WITH_A_COST = {21900719: "閃光の双剣－トライス", 90374791: "アームド・チェンジャー"}
# continuous cards whose activation does nothing but has words of its own (a cost, a condition), which the old words
# missed: declared bare since, so their text's effects are numbered from 1 (「ブレイズ・キャノン－トライデント」's one
# effect is `effect: 1`)
WORDED_OTHERWISE = {21420702: "ブレイズ・キャノン－トライデント", 50045299: "ドラゴン族・封印の壺",
                    71983925: "魔法封印の呪符", 19312169: "罠封印の呪符"}
# the shared operations that only equip the card to its target
EQUIPPING = (equip_op, equip, equip_targets, equip_if_still_here)
# an equip spell whose bare activation also notes the turn its countdown starts, which its text's effect reads
NOTES_AS_IT_EQUIPS = {69954399: "疫病ウィルス ブラックダスト"}


def _pool() -> list[tuple[int, CardDef]]:
    load_all()
    return [(p, d) for p, d in sorted(DEFS.items()) if d.effects]


def _old_text_number(d: CardDef, i: int) -> int:
    """`CardDef.text_number` as it was, by the words of the card's first effect."""
    if d.numbering:
        return d.numbering[i - 1]
    first = d.effects[0]
    bare = len(d.effects) > 1 and first.kind is Kind.ACTIVATE and first.text_en in OLD_WORDS
    return i - 1 if bare else i


def test_bare_where_the_words_said_so_and_nowhere_else() -> None:
    said, declared = set(), set()
    for p, d in _pool():
        first = d.effects[0]
        if first.kind is Kind.ACTIVATE and first.text_en in OLD_WORDS:
            said.add(p)
        if first.bare:
            declared.add(p)
        assert [d.text_number(i) for i in range(1, len(d.effects) + 1)] == [
            _old_text_number(d, i) for i in range(1, len(d.effects) + 1)] or p in {**EQUIP_WITH_A_COST,
                                                                                   **WORDED_OTHERWISE}, p
    assert len(said) > 250
    assert declared == said | set(EQUIP_WITH_A_COST) | set(WORDED_OTHERWISE)
    for p in {**EQUIP_WITH_A_COST, **WORDED_OTHERWISE}:
        assert [DEFS[p].text_number(i) for i in (1, 2)] == [0, 1]


def test_a_bare_activation_is_the_first_effect_of_a_lasting_spell_or_trap() -> None:
    db = default_db()
    for p, d in _pool():
        for n, e in enumerate(d.effects, 1):
            if not e.bare:
                continue
            data = db.get(p)
            assert n == 1 and e.kind is Kind.ACTIVATE and len(d.effects) > 1, p
            assert data.kind in ("spell", "trap") and {"continuous", "field", "equip"} & data.subtypes, p
            # a continuous or field card's activation neither targets nor declares; an equip spell's targets the
            # monster it equips
            assert (e.target is not None) == ("equip" in data.subtypes), p
            assert not e.declare and e.declare_name is None, p


def test_every_equip_spell_whose_activation_only_equips_is_bare() -> None:
    db = default_db()
    seen = 0
    for p, d in _pool():
        first, data = d.effects[0], db.get(p)
        if data.kind != "spell" or "equip" not in data.subtypes or first.kind is not Kind.ACTIVATE \
                or len(d.effects) < 2:
            continue
        seen += 1
        only_equips = first.operation in EQUIPPING or p in NOTES_AS_IT_EQUIPS
        assert first.bare == only_equips, (p, data.name_ja)
    assert seen > 100


def test_every_lasting_card_whose_activation_does_nothing_is_bare() -> None:
    db = default_db()
    missed = set()
    for p, d in _pool():
        first, data = d.effects[0], db.get(p)
        if {"continuous", "field"} & data.subtypes and first.kind is Kind.ACTIVATE and first.operation is nothing \
                and len(d.effects) > 1 and not d.numbering and not first.bare:
            missed.add(p)
    assert not missed


def test_a_bare_activation_is_declared_first_on_a_card_with_other_effects() -> None:
    card = undeclared("spell", "continuous")
    with pytest.raises(ValueError, match="bare activation"):
        define(card, Effect(Kind.CONTINUOUS, text_en="x"), bare_activation())
    with pytest.raises(ValueError, match="bare activation"):
        define(card, bare_activation())
    assert card not in DEFS


# notes for a later effect kept by an operation that runs (an effect applied at once), not by a trigger that never
# activates nor an observer, and why
NOTED_AS_IT_APPLIES = {17132130: "「Ｄ－ＨＥＲＯ ドグマガイ」: the turn its ① halves the LP in, noted as its procedure "
                                 "summons it"}


def test_every_piece_that_only_keeps_a_note_is_declared_a_note() -> None:
    # a piece that is no effect of the card's text but the engine's memory for a later effect (a trigger that is never
    # activated, `notes.remember` ...; a replacement that never replaces, `notes.observer`) says so (`Effect.note`), so
    # the card detail and the options' labels do not number it as an effect of the text
    wrong = [f"{p} effect {i}: {'a note not declared so' if not e.note else 'declared a note, but it acts'}"
             for p, d in _pool() for i, e in enumerate(d.effects, 1)
             if e.note != (e.operation is never_activated or e.instead is unchanged) and p not in NOTED_AS_IT_APPLIES]
    assert not wrong, "\n".join(wrong)
    assert all(any(e.note for e in DEFS[p].effects) for p in NOTED_AS_IT_APPLIES)
    assert sum(e.note for _, d in _pool() for e in d.effects) > 100
