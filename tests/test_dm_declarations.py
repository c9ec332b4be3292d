"""A Duel Masters card declared wrongly is refused as its module is imported, as an OCG card is (docs/dm.md, "When a
declaration is refused"): a fact the card data (`data/dm_cards.csv`, from the shared card data)
contradicts, or lacks without the declaration saying why, a kind or civilization that is none, a handler the engine
never runs, a keyword it never reads; each with the statement's file and line, in both languages, nothing
registered."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from arbiter.dm import registry
from arbiter.dm.model import CardDef
from arbiter.kernel.reasons import in_lang
from arbiter.kernel.registry import DeclarationError

HERE = Path(__file__).name


def _defn(key: str) -> CardDef:
    registry.load_all()
    return registry.DEFS[key]


def refused(base: str, at: str = HERE, **changes: Any) -> tuple[str, str]:
    """The error `define` gives card `base` declared again under a new key with `changes` (its English and its
    Japanese), after checking that it names the file `at` (this one) and registered nothing."""
    d = dataclasses.replace(_defn(base), key=f"{base}_again", **changes)
    with pytest.raises(DeclarationError) as e:
        registry.define(d)
    assert d.key not in registry.DEFS
    said = e.value.args[0]
    assert f"{at}:" in str(said) and f"{at}:" in in_lang(said, "ja"), said
    return str(said), in_lang(said, "ja")


@pytest.mark.parametrize(("base", "changes", "en", "ja"), [
    ("gaiar_zero", {"cost": 5}, "its cost: 5, but the card data says 6", "コストが5だが、カードデータでは6"),
    ("gaiar_zero", {"power": 6000}, "its power: 6000, but the card data says 7000", "パワーが6000だが"),
    ("gaiar_zero", {"civs": ("water",)}, "its civilizations: water, but the card data says fire", "文明がwater"),
    ("gaiar_zero", {"races": ("ハンター",)},
     "its races: ハンター, but the card data says ハンター/レッド・コマンド・ドラゴン", "種族がハンターだが"),
    ("energy_light", {"kind": "castle"}, "its kind: castle, but the card data says spell", "種類がcastleだが"),
])
def test_a_fact_the_card_data_contradicts_is_refused(base: str, changes: dict[str, Any], en: str, ja: str) -> None:
    said, said_ja = refused(base, **changes)
    assert en in said and ja in said_ja, (said, said_ja)


def test_facts_the_card_data_lacks_are_taken_only_with_the_reason_they_are_assumed() -> None:
    # 「光器シャン・ベル」: the data knows its civilization only
    said, said_ja = refused("shan_bell", provisional="")
    assert "the card data lacks its kind, cost, power, races: say in `provisional` why" in said, said
    assert "カードデータに種類、コスト、パワー、種族がない" in said_ja, said_ja


def test_a_card_the_card_data_lacks_is_refused() -> None:
    said, _ = refused("gaiar_zero", name_ja="ガイアール・ゼロX", name_en="Gaiar Zero X")
    assert "no card of the card data has this name" in said, said


@pytest.mark.parametrize(("base", "changes", "en"), [
    ("gaiar_zero", {"kind": "creture"}, "its kind is 'creture', not one of creature, evolution, spell"),
    ("gaiar_zero", {"civs": ("fire", "fire")}, "its civilizations ('fire', 'fire') are not one or more of"),
    ("gaiar_zero", {"civs": ()}, "its civilizations () are not one or more of"),
    ("energy_light", {"power": 1000}, "a spell has no power"),
    ("gaiar_zero", {"gear_power": 1000}, "only a cross gear has `gear_power`"),
    ("gaiar_zero", {"breaker": 0}, "`breaker` is 1 or more"),
    ("gaiar_zero", {"evolves_from": lambda d: True}, "an evolution creature, and only one, says what it evolves"),
    ("gaiar_zero", {"keywords": frozenset({"blockr"})}, "keywords blockr are none the engine reads (blocker,"),
    ("piroron", {"handlers": {"entered": lambda d, c, p, ev: None}},
     "`handlers` entered: no event the engine makes, nor a follow-up the log names"),
    ("energy_light", {"handlers": {}}, "a spell, and only a spell, says what casting it does in `handlers[\"cast\"]`"),
    ("piroron", {"handlers": {"cast": lambda d, c, p, ev: None}}, "a spell, and only a spell"),
    ("hanzou", {"handlers": {}}, "Ninja Strike puts the creature on the bottom of the deck at the end of the turn"),
])
def test_what_a_card_cannot_have_is_refused(base: str, changes: dict[str, Any], en: str) -> None:
    said, said_ja = refused(base, **changes)
    assert en in said, said
    assert said_ja != said, said_ja


def test_a_card_declared_in_another_file_than_its_own_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    wrong = registry.FOLDER / "spells" / "fire.py"
    monkeypatch.setattr(registry.REGISTRY, "declaring_statement", lambda: (str(wrong), 7))
    said, said_ja = refused("gaiar_zero", at="fire.py")
    assert "spells/fire.py:7: " in said and "it is declared in spells/fire.py, but a creature of fire is declared in " \
        "creatures/fire.py" in said, said
    assert "火文明のクリーチャーはcreatures/fire.pyで宣言する" in said_ja, said_ja


def test_every_bundled_card_keeps_the_checks() -> None:
    # declared again as they are (a new key, the same names), each is refused only as a name clash
    for key in list(registry.load_all()):
        said, _ = refused(key)
        assert "is already the card" in said, said


SHARED_DM = Path(__file__).resolve().parents[2] / "shared" / "carddata" / "dm_cards.json"


@pytest.mark.skipif(not SHARED_DM.is_file(), reason="shared/carddata not present")
def test_the_bundled_facts_are_the_shared_card_data_s(tmp_path: Path) -> None:
    # what define checks against is what scripts/build_carddb.py writes from the shared data now, facts only
    import sys

    from arbiter.dm.carddata import FACTS_PATH

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    try:
        import build_carddb
    finally:
        sys.path.pop(0)
    build_carddb.write_dm_facts(SHARED_DM, tmp_path / "dm_cards.csv")
    assert (tmp_path / "dm_cards.csv").read_text(encoding="utf-8") == FACTS_PATH.read_text(encoding="utf-8")
