"""A flip effect (`Kind.FLIP`, リバース効果) is the effect of a flip effect monster (its card data's flip
subtype), and a flip effect monster declares one: an effect monster whose effect answers its being flipped face-up
(「ペンギン・ナイトメア」) has a trigger on the `flipped` event instead, which what stops flip effects only
(「誘惑のシャドウ」, 「王宮の号令」) leaves alone (ocg-rules 3.4). Read from the declarations and the bundled card data
alone."""

from __future__ import annotations

from arbiter.ocg.carddata import default_db
from arbiter.ocg.effects import Kind
from arbiter.ocg.registry import DEFS, load_all

# the flip effect monsters declared without a flip effect, and why
EXCEPTIONS = {
    58551308: "「ダークファミリア」: its flip effect only arms an effect for when it is later sent to the graveyard; "
              "declared as triggers on leaving the field that read a mark the flip left",
}


def _declares_flip(passcode: int) -> bool:
    return any(e.kind is Kind.FLIP for e in DEFS[passcode].effects)


def test_flip_effects_are_declared_on_flip_effect_monsters_only() -> None:
    load_all()
    db = default_db()
    wrong = [db.get(p).describe() for p in sorted(DEFS) if _declares_flip(p) and not db.get(p).is_flip]
    assert not wrong, "a flip effect on a card that is no flip effect monster:\n" + "\n".join(wrong)


def test_flip_effect_monsters_declare_a_flip_effect() -> None:
    load_all()
    db = default_db()
    checked = [p for p in sorted(DEFS) if db.get(p).is_flip]
    wrong = [db.get(p).describe() for p in checked if not _declares_flip(p) and p not in EXCEPTIONS]
    assert len(checked) > 50
    assert not wrong, "a flip effect monster without a flip effect:\n" + "\n".join(wrong)


def test_every_exception_still_differs() -> None:
    load_all()
    db = default_db()
    for passcode in EXCEPTIONS:
        assert db.get(passcode).is_flip and not _declares_flip(passcode), passcode
