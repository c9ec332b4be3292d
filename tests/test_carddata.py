"""Card data layer: the bundled cards.sqlite and arbiter.ocg.carddata."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path

import pytest

from arbiter.ocg.carddata import (
    DB_PATH,
    CardDB,
    UnknownCardError,
    attribute_ja,
    default_db,
    era_pool,
    normalize_attribute,
    normalize_name,
    normalize_race,
    race_ja,
)

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
ANCHOR_DECK = SHARED / "bench" / "anchor-deck.ydk"
SEED_CARDS = SHARED / "carddata" / "seed_cards.csv"


@pytest.fixture(scope="module")
def db() -> CardDB:
    return default_db()


# --- the built file -------------------------------------------------------------------------


def test_db_has_no_card_text() -> None:
    # Card texts are Konami's: no column may hold them, nor any long string.
    con = sqlite3.connect(f"{DB_PATH.as_uri()}?mode=ro", uri=True)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        assert {"cards", "aliases"} <= set(tables)
        for table in tables:
            cols = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
            assert not [c for c in cols if "text" in c or "materials" in c], (table, cols)
            for col in cols:
                longest = con.execute(f"SELECT max(length({col})) FROM {table}").fetchone()[0]
                assert longest is None or longest < 200, (table, col, longest)
        card_cols = [r[1] for r in con.execute("PRAGMA table_info(cards)")]
        assert card_cols == [
            "passcode", "name_ja", "name_en", "kind", "subtypes",
            "attribute", "race", "level", "atk", "def",
        ]  # fmt: skip
    finally:
        con.close()


def test_db_is_small() -> None:
    assert DB_PATH.stat().st_size < 5_000_000


# --- lookups --------------------------------------------------------------------------------


def test_lookup_japanese_name(db: CardDB) -> None:
    card = db.lookup("シフトチェンジ")
    assert card.passcode == 59560625
    assert card.name_en == "Shift"
    assert card.is_trap and card.spell_type == "normal"


@pytest.mark.parametrize("ref", ["Shift", "shift", "SHIFT"])
def test_lookup_english_name_any_case(db: CardDB, ref: str) -> None:
    assert db.lookup(ref).passcode == 59560625


def test_lookup_english_lowercase_raigeki(db: CardDB) -> None:
    card = db.lookup("raigeki")
    assert card.passcode == 12580477
    assert card.name_ja == "サンダー・ボルト"


@pytest.mark.parametrize("ref", [59560625, "59560625", " 59560625 ", "５９５６０６２５"])
def test_lookup_passcode(db: CardDB, ref: str | int) -> None:
    assert db.lookup(ref).name_ja == "シフトチェンジ"


def test_digit_name_is_not_a_passcode(db: CardDB) -> None:
    assert db.lookup("７").passcode == 67048711  # the card named ７
    with pytest.raises(UnknownCardError):
        db.lookup("12345678")


def test_cards_are_known_by_their_printed_passcode(db: CardDB) -> None:
    """YGOPro files the Egyptian Gods under ids no card carries (10000000, ...); the database files them
    under the passcode printed on the card, and the era's pool lists exactly the shared list's passcodes."""
    for placeholder, printed in ((10000000, 10000001), (10000010, 10000011), (10000020, 10000021)):
        assert db.get(placeholder).passcode == printed
        assert db.get(printed + 1).passcode == printed  # the other printing
        assert printed in db.all_passcodes() and placeholder not in db.all_passcodes()
    with (SHARED / "carddata" / "era_cards.csv").open(encoding="utf-8", newline="") as fh:
        listed = {int(row["passcode"]) for row in csv.DictReader(fh)}
    assert set(era_pool()) == listed


def test_get_passcode_and_alternate_artwork(db: CardDB) -> None:
    assert db.get(46986414).name_en == "Dark Magician"
    assert db.get(36996508).passcode == 46986414  # alternate artwork -> main card
    assert 36996508 in db and 36996508 not in db.all_passcodes()
    # YGOPro aliases a few distinct cards too ("name always treated as"); they stay cards.
    assert db.get(78734254).name_ja == "Ｎ・マリン・ドルフィン"
    assert db.lookup("ハーピィ・レディ３").passcode == 54415063
    with pytest.raises(UnknownCardError, match="unknown card 12345678"):
        db.get(12345678)


@pytest.mark.parametrize(
    ("alias", "passcode", "current"),
    [
        ("人食い虫", 54652250, "人喰い虫"),
        ("硫酸の溜まった落とし穴", 41356845, "硫酸のたまった落とし穴"),
        ("ギルファーデーモン", 50287060, "暗黒魔族ギルファー・デーモン"),
        ("強欲な壼の精霊", 4896788, "強欲な壺の精霊"),
        ("生贄人形", 2903036, "生け贄人形"),  # hand-written era alias
        ("Red-Eyes B. Dragon", 74677422, "真紅眼の黒竜"),  # hand-written TCG era name
    ],
)
def test_lookup_alias(db: CardDB, alias: str, passcode: int, current: str) -> None:
    card = db.lookup(alias)
    assert (card.passcode, card.name_ja) == (passcode, current)


@pytest.mark.parametrize(
    "ref",
    [
        "人造人間−サイコ・ショッカー",  # U+2212 minus instead of －
        "人造人間-サイコショッカー",
        "人造人間－サイコ・ショッカー",
        "ﾊｰﾋﾟｨ･ﾚﾃﾞｨ",  # half-width katakana
    ],
)
def test_lookup_loose_japanese(db: CardDB, ref: str) -> None:
    card = db.lookup(ref)
    assert card.passcode in (77585513, 76812113)


def test_normalize_name_is_consistent() -> None:
    assert normalize_name("Ｄ－ＨＥＲＯ ドレッドガイ") == normalize_name("Ｄ-ＨＥＲＯ ドレッドガイ")
    assert normalize_name("百獣王 ベヒーモス") == normalize_name("百獣王ベヒーモス")
    assert normalize_name("強欲な壷") == normalize_name("強欲な壺")


def test_question_mark_atk_is_none(db: CardDB) -> None:
    garzett = db.lookup("合成魔獣 ガーゼット")  # ATK ? / DEF 0
    assert garzett.is_monster
    assert garzett.atk is None
    assert garzett.def_ == 0
    da_eiza = db.get(36584821)  # 紅蓮魔獣 ダ・イーザ: ATK ? / DEF ?
    assert da_eiza.atk is None and da_eiza.def_ is None


def test_misspelt_name_suggests(db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.lookup("シフトチェンジュ")
    msg = str(info.value)
    assert msg.startswith('unknown card "シフトチェンジュ"; did you mean: シフトチェンジ (Shift, 59560625)')
    assert msg.endswith("?")
    assert info.value.suggestions[0].passcode == 59560625
    assert len(info.value.suggestions) <= 3
    assert isinstance(info.value, ValueError)


def test_unknown_without_suggestion(db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.lookup("ＱＱＱＱＱＱＱＱＱＱＱＱ")
    assert "did you mean" not in str(info.value)
    assert info.value.suggestions == ()


def test_ambiguous_english_name(db: CardDB) -> None:
    with pytest.raises(UnknownCardError, match="ambiguous") as info:
        db.lookup("Fireball Token")
    assert {c.passcode for c in info.value.suggestions} == {23116809, 98596597}


def test_search(db: CardDB) -> None:
    found = db.search("シフトチェンジ")
    assert found[0].passcode == 59560625
    assert 54652250 in [c.passcode for c in db.search("man-eater")]
    assert len(db.search("ドラゴン", limit=5)) == 5
    assert db.search("") == []


def test_all_passcodes(db: CardDB) -> None:
    codes = db.all_passcodes()
    assert codes == sorted(codes)
    assert len(codes) > 14_000
    assert 59560625 in codes
    assert len(db) == len(codes)


def test_default_db_is_shared() -> None:
    assert default_db() is default_db()
    assert default_db().lookup("Shift") is default_db().get(59560625)


# --- card facts ----------------------------------------------------------------------------


def test_card_properties(db: CardDB) -> None:
    bug = db.lookup("人喰い虫")
    assert bug.is_monster and bug.is_flip and bug.is_effect_monster
    assert bug.spell_type is None
    assert (bug.attribute, bug.race, bug.level, bug.atk, bug.def_) == ("EARTH", "Insect", 2, 450, 600)
    assert bug.subtypes == frozenset({"flip", "effect"})
    blue_eyes = db.get(89631139)
    assert blue_eyes.is_normal_monster and not blue_eyes.is_effect_monster
    assert db.lookup("月の書").spell_type == "quick-play"
    assert db.lookup("王宮のお触れ").spell_type == "continuous"
    assert db.lookup("盗賊の七つ道具").spell_type == "counter"
    assert db.lookup("死者への手向け").spell_type == "normal"
    assert db.lookup("Black Skull Dragon").is_fusion


def test_name_language_fallback(db: CardDB) -> None:
    assert db.get(59560625).name("ja") == "シフトチェンジ"
    assert db.get(59560625).name("en") == "Shift"
    token = db.get(23116809)  # a token: no Japanese name
    assert token.name_ja == ""
    assert token.name("ja") == token.name_en
    with pytest.raises(ValueError, match="language"):
        token.name("fr")


# --- the cards the scenarios and the benchmark use ------------------------------------------

SCENARIO_NAMES = [
    "死者への手向け",
    "シフトチェンジ",
    "王宮のお触れ",
    "盗賊の七つ道具",
    "破壊輪",
    "月の書",
    "サイクロン",
    "抹殺の使徒",
    "サンダー・ボルト",
    "地割れ",
    "死者蘇生",
    "強欲な壺",
    "人喰い虫",
    "硫酸のたまった落とし穴",
]


@pytest.mark.parametrize("name", SCENARIO_NAMES)
def test_scenario_names_resolve(db: CardDB, name: str) -> None:
    assert db.lookup(name).name_ja == name


@pytest.mark.skipif(not ANCHOR_DECK.is_file(), reason="shared/bench not present")
def test_anchor_deck_resolves(db: CardDB) -> None:
    lines = ANCHOR_DECK.read_text(encoding="utf-8").splitlines()
    codes = [int(s) for s in (line.strip() for line in lines) if s.isdigit()]
    assert len(codes) == 40
    for code in codes:
        assert db.get(code).passcode == code


@pytest.mark.skipif(not SEED_CARDS.is_file(), reason="shared/carddata not present")
def test_every_seed_name_resolves(db: CardDB) -> None:
    with SEED_CARDS.open(encoding="utf-8", newline="") as fh:
        rows = [r for r in csv.DictReader(fh) if r["match_quality"] != "none"]
    wrong = [
        (r["name_in_seed"], r["passcode"])
        for r in rows
        if db.lookup(r["name_in_seed"]).passcode != int(r["passcode"])
    ]
    assert not wrong


# --- attributes and races ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "canonical"),
    [
        ("光", "LIGHT"),
        ("LIGHT", "LIGHT"),
        ("light", "LIGHT"),
        ("光属性", "LIGHT"),
        ("闇", "DARK"),
        ("地", "EARTH"),
        ("水", "WATER"),
        ("炎", "FIRE"),
        ("風", "WIND"),
        ("神", "DIVINE"),
        ("ｄａｒｋ", "DARK"),
    ],
)
def test_normalize_attribute(given: str, canonical: str) -> None:
    assert normalize_attribute(given) == canonical


@pytest.mark.parametrize(
    ("given", "canonical"),
    [
        ("戦士族", "Warrior"),
        ("戦士", "Warrior"),
        ("Warrior", "Warrior"),
        ("warrior", "Warrior"),
        ("獣戦士族", "Beast-Warrior"),
        ("beast warrior", "Beast-Warrior"),
        ("Winged Beast", "Winged Beast"),
        ("winged-beast", "Winged Beast"),
        ("アンデット", "Zombie"),
        ("魔法使い族", "Spellcaster"),
        ("幻神獣族", "Divine-Beast"),
    ],
)
def test_normalize_race(given: str, canonical: str) -> None:
    assert normalize_race(given) == canonical


def test_normalizers_reject_unknown_values() -> None:
    with pytest.raises(ValueError, match=r'unknown attribute "sound".*LIGHT \(光\)'):
        normalize_attribute("sound")
    with pytest.raises(ValueError, match=r'unknown race "人間族".*Warrior \(戦士族\)'):
        normalize_race("人間族")
    with pytest.raises(ValueError):
        normalize_race("")


def test_japanese_rendering() -> None:
    assert attribute_ja("LIGHT") == "光"
    assert attribute_ja("dark") == "闇"
    assert race_ja("Warrior") == "戦士族"
    assert race_ja("Sea Serpent") == "海竜族"


def test_every_card_uses_known_attribute_and_race(db: CardDB) -> None:
    for code in db.all_passcodes():
        card = db.get(code)
        if card.is_monster:
            assert card.attribute is None or normalize_attribute(card.attribute) == card.attribute
            assert card.race is None or normalize_race(card.race) == card.race
        else:
            assert card.attribute is None and card.race is None and card.level is None


@pytest.mark.parametrize(("ref", "en", "ja"), [
    ("Dark Magician", ("monster", "normal", "DARK", "Spellcaster-Type"), ("通常モンスター", "闇属性・魔法使い族")),
    ("Thousand-Eyes Restrict", ("monster", "effect", "fusion", "DARK", "Spellcaster-Type"),
     ("融合・効果モンスター", "闇属性・魔法使い族")),
    ("Magician of Faith", ("monster", "effect", "flip", "LIGHT", "Spellcaster-Type"),
     ("リバース・効果モンスター", "光属性・魔法使い族")),
    ("Acid Trap Hole", ("trap", "normal"), ("罠・通常",)),
    ("Mystical Space Typhoon", ("spell", "quick-play"), ("魔法・速攻",)),
    ("Solemn Judgment", ("trap", "counter"), ("罠・カウンター",)),
])
def test_a_cards_kind_and_nature_in_words(db: CardDB, ref: str, en: tuple[str, ...], ja: tuple[str, ...]) -> None:
    # the web board's card detail: in Japanese as the cards print them (it showed "trap · normal" on a Japanese page)
    card = db.lookup(ref)
    assert card.words("en") == en
    assert card.words("ja") == ja
