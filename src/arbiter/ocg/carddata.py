"""Yu-Gi-Oh! card facts: names, passcodes, types and stats (never card texts).

The data is ``arbiter/data/cards.sqlite``, built by ``scripts/build_carddb.py``. Cards are
referred to by passcode, Japanese (OCG) name, English name, an old name from the seeds
(alias), or a loosely written Japanese name (full/half width, dots and dashes ignored).
"""

from __future__ import annotations

import difflib
import functools
import os
import sqlite3
import threading
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from arbiter.kernel.kana import HIRAGANA_AS_KATAKANA
from arbiter.kernel.reasons import Why, quote_given

# found from the package, not this module's __file__: compiled by mypyc, a module's __file__ is its shared library's
DB_PATH = Path(str(resources.files("arbiter"))) / "data" / "cards.sqlite"
# the expert-rules era's card pool (3,108 cards up to 2008), written by scripts/build_carddb.py
ERA_POOL_PATH = DB_PATH.with_name("era_pool.csv")

# Canonical English attribute -> Japanese (YGOPro attribute bits order).
ATTRIBUTES: dict[str, str] = {
    "EARTH": "地",
    "WATER": "水",
    "FIRE": "炎",
    "WIND": "風",
    "LIGHT": "光",
    "DARK": "闇",
    "DIVINE": "神",
}

# Canonical English race -> Japanese, from shared/carddata ygopro_race_bits (bit order).
# The last six are anime-only races that no OCG/TCG card has.
RACES: dict[str, str] = {
    "Warrior": "戦士族",
    "Spellcaster": "魔法使い族",
    "Fairy": "天使族",
    "Fiend": "悪魔族",
    "Zombie": "アンデット族",
    "Machine": "機械族",
    "Aqua": "水族",
    "Pyro": "炎族",
    "Rock": "岩石族",
    "Winged Beast": "鳥獣族",
    "Plant": "植物族",
    "Insect": "昆虫族",
    "Thunder": "雷族",
    "Dragon": "ドラゴン族",
    "Beast": "獣族",
    "Beast-Warrior": "獣戦士族",
    "Dinosaur": "恐竜族",
    "Fish": "魚族",
    "Sea Serpent": "海竜族",
    "Reptile": "爬虫類族",
    "Psychic": "サイキック族",
    "Divine-Beast": "幻神獣族",
    "Creator God": "創造神族",
    "Wyrm": "幻竜族",
    "Cyberse": "サイバース族",
    "Illusion": "幻想魔族",
    "Cyborg": "サイボーグ族",
    "Magical Knight": "魔導騎士族",
    "High Dragon": "ハイドラゴン族",
    "Omega Psychic": "オメガサイキック族",
    "Celestial Warrior": "天界戦士族",
    "Galaxy": "ギャラクシー族",
}

# A card's kind -> Japanese, as the cards print it (「罠カード」).
KINDS: dict[str, str] = {"monster": "モンスター", "spell": "魔法", "trap": "罠"}

# A card's sub-types as stored in `subtypes` -> Japanese; a monster's in the order its printed type line gives them
# (【魔法使い族／リバース／効果】: its kind of summon first, 効果 or 通常 last), then a spell's or trap's.
SUBTYPES: dict[str, str] = {
    "fusion": "融合", "ritual": "儀式", "synchro": "シンクロ", "xyz": "エクシーズ", "pendulum": "ペンデュラム",
    "link": "リンク", "toon": "トゥーン", "spirit": "スピリット", "union": "ユニオン", "gemini": "デュアル",
    "tuner": "チューナー", "flip": "リバース", "special-summon": "特殊召喚", "token": "トークン", "effect": "効果",
    "normal": "通常", "quick-play": "速攻", "continuous": "永続", "equip": "装備", "field": "フィールド",
    "counter": "カウンター",
}

# Spell/trap sub-types other than 'normal', as stored in `subtypes`.
_SPELL_TRAP_TYPES = ("quick-play", "continuous", "equip", "field", "ritual", "counter")

_MAX_SUGGESTIONS = 3


# --- name matching ---------------------------------------------------------------------

# Removed for matching: whitespace, middle dots and dash-like marks. After NFKC the
# half-width forms ･ ｰ become ・ ー and the full-width － becomes '-'. ー is dropped too
# because sources write it, －, − and - interchangeably (人造人間－サイコ・ショッカー).
_DROP = "・·•‧∙⋅" + "-ー‐‑‒–—―−─━" + "~〜～"
# Glyph variants seen in rulings pages (壷/壼 for 壺); hiragana is read as katakana (サルべージ with a
# hiragana べ, a name typed in hiragana).
_FOLD = {"壷": "壺", "壼": "壺"}
_KEY_TABLE = {**str.maketrans({**_FOLD, **dict.fromkeys(_DROP)}), **HIRAGANA_AS_KATAKANA}


def normalize_name(name: str) -> str:
    """Matching key for a card name; never shown to users."""
    s = unicodedata.normalize("NFKC", name).casefold().translate(_KEY_TABLE)
    return "".join(s.split())


# --- attributes and races ----------------------------------------------------------------

_ATTRIBUTE_BY_JA = {ja: en for en, ja in ATTRIBUTES.items()}
_RACE_BY_JA = {ja: en for en, ja in RACES.items()}


def _race_key(s: str) -> str:
    # 'beast warrior', 'Beast-Warrior', 'BEAST_WARRIOR' all match.
    return "".join(ch for ch in s.casefold() if ch.isalnum())


_RACE_BY_KEY = {_race_key(en): en for en in RACES}


def normalize_attribute(s: str) -> str:
    """'光', '光属性', 'light', 'LIGHT' -> 'LIGHT'."""
    t = unicodedata.normalize("NFKC", s).strip()
    t = t.removesuffix("属性")
    if t in _ATTRIBUTE_BY_JA:
        return _ATTRIBUTE_BY_JA[t]
    if t.upper() in ATTRIBUTES:
        return t.upper()
    valid = ", ".join(f"{en} ({ja})" for en, ja in ATTRIBUTES.items())
    valid_ja = "、".join(f"{ja}（{en}）" for en, ja in ATTRIBUTES.items())
    # the message in both languages (the judge's `--lang ja`), as its one argument
    raise ValueError(Why(f"unknown attribute {quote_given(s)}; expected one of: {valid}",
                         f"未知の属性{quote_given(s, 'ja')}（使えるのは{valid_ja}）"))


def normalize_race(s: str) -> str:
    """'戦士族', '戦士', 'warrior', 'Warrior' -> 'Warrior'."""
    t = unicodedata.normalize("NFKC", s).strip()
    for ja in (t, t + "族"):
        if ja in _RACE_BY_JA:
            return _RACE_BY_JA[ja]
    en = _RACE_BY_KEY.get(_race_key(t))
    if en is not None and t:
        return en
    valid = ", ".join(f"{en} ({ja})" for en, ja in RACES.items())
    valid_ja = "、".join(f"{ja}（{en}）" for en, ja in RACES.items())
    raise ValueError(Why(f"unknown race {quote_given(s)}; expected one of: {valid}",
                         f"未知の種族{quote_given(s, 'ja')}（使えるのは{valid_ja}）"))


def attribute_ja(attribute: str) -> str:
    """Japanese word for an attribute given in any accepted form ('LIGHT' -> '光')."""
    return ATTRIBUTES[normalize_attribute(attribute)]


def attribute_term(attribute: str) -> str:
    """An Attribute named alone in Japanese, as the rulings pages name one (a declared one, an option): with its
    属性 ('DARK' -> '闇属性'), as a Type is named with its 族 (`race_ja`)."""
    return attribute_ja(attribute) + "属性"


def race_ja(race: str) -> str:
    """Japanese word for a race given in any accepted form ('Warrior' -> '戦士族')."""
    return RACES[normalize_race(race)]


def race_en(race: str) -> str:
    """A Type in English as the era's English card texts write it, given in any accepted form ('fiend' ->
    'Fiend-Type'): the data and the cards' keys hold the bare name, which read as a creature ("a Fiend")."""
    return normalize_race(race) + "-Type"


# --- card facts ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardData:
    """Printed facts of one card. ``atk``/``def_`` None on a monster means '?'."""

    passcode: int
    name_ja: str  # '' when the card has no Japanese name (tokens, TCG-only cards)
    name_en: str
    kind: str  # 'monster' | 'spell' | 'trap'
    subtypes: frozenset[str]
    attribute: str | None
    race: str | None
    level: int | None
    atk: int | None
    def_: int | None

    @property
    def is_monster(self) -> bool:
        return self.kind == "monster"

    @property
    def is_spell(self) -> bool:
        return self.kind == "spell"

    @property
    def is_trap(self) -> bool:
        return self.kind == "trap"

    @property
    def is_flip(self) -> bool:
        return "flip" in self.subtypes

    @property
    def is_effect_monster(self) -> bool:
        return self.is_monster and "effect" in self.subtypes

    @property
    def is_normal_monster(self) -> bool:
        return self.is_monster and "normal" in self.subtypes

    @property
    def is_fusion(self) -> bool:
        return self.is_monster and "fusion" in self.subtypes

    @property
    def is_extra(self) -> bool:
        """A monster of the fusion (extra) deck: a fusion monster, or a synchro monster (「ライトエンド・ドラゴン」)."""
        return self.is_monster and ("fusion" in self.subtypes or "synchro" in self.subtypes)

    @property
    def is_token(self) -> bool:
        return "token" in self.subtypes

    @property
    def spell_type(self) -> str | None:
        """'normal', 'quick-play', 'continuous', 'equip', 'field', 'ritual' or 'counter'."""
        if self.is_monster:
            return None
        for t in _SPELL_TRAP_TYPES:
            if t in self.subtypes:
                return t
        return "normal"

    def name(self, lang: str = "ja") -> str:
        """Display name; 'ja' falls back to English for cards without a Japanese name."""
        if lang == "ja":
            return self.name_ja or self.name_en
        if lang == "en":
            return self.name_en
        raise ValueError(f"unknown language {lang!r}; expected 'ja' or 'en'")

    def words(self, lang: str) -> tuple[str, ...]:
        """Its kind, sub-types, attribute and race in words: in English one word each ('monster', 'normal', 'DARK',
        'Spellcaster-Type'); in Japanese as the cards print them, the kind with its sub-types and the attribute with
        the race ('罠・通常'; '通常モンスター', '闇属性・魔法使い族')."""
        if lang == "en":
            return tuple(x for x in (self.kind, *sorted(self.subtypes), self.attribute,
                                     self.race and race_en(self.race)) if x)
        types = [ja for en, ja in SUBTYPES.items() if en in self.subtypes]
        kind = "・".join(types) + KINDS[self.kind] if self.is_monster else "・".join((KINDS[self.kind], *types))
        # a card outside the tables (none in the data) keeps its English word
        nature = "・".join(x for x in (self.attribute and ATTRIBUTES.get(self.attribute, self.attribute) + "属性",
                                      self.race and RACES.get(self.race, self.race)) if x)
        return (kind, nature) if nature else (kind,)

    def describe(self) -> str:
        """'シフトチェンジ (Shift, 59560625)', as used in error messages."""
        if self.name_ja:
            return f"{self.name_ja} ({self.name_en}, {self.passcode})"
        return f"{self.name_en} ({self.passcode})"


class UnknownCardError(ValueError):
    """No card matches a reference; ``suggestions`` holds the closest cards (may be empty)."""

    def __init__(self, ref: str | int, suggestions: Iterable[CardData] = (), *, ambiguous: bool = False):
        self.ref = ref
        self.suggestions: tuple[CardData, ...] = tuple(suggestions)
        self.ambiguous = ambiguous
        # a name in quotes, which a sentence needs to tell where it ends; a passcode as the number it is
        shown, shown_ja = (str(ref), str(ref)) if isinstance(ref, int) else (quote_given(ref), quote_given(ref, "ja"))
        head = f"ambiguous card name {shown}" if ambiguous else f"unknown card {shown}"
        head_ja = f"カード名{shown_ja}は複数のカードに当てはまる" if ambiguous else f"カード{shown_ja}が見つからない"
        if self.suggestions:
            hint = ", ".join(c.describe() for c in self.suggestions)
            msg = f"{head}; {'one of' if ambiguous else 'did you mean'}: {hint}?"
            hint_ja = "、".join(c.describe() for c in self.suggestions)
            msg_ja = f"{head_ja}：{'次のどれか' if ambiguous else 'もしかして'} {hint_ja}？"
        else:
            msg, msg_ja = head, head_ja
        self.why = Why(msg, msg_ja)  # the message in both languages (the judge's `--lang ja`)
        super().__init__(msg)


_Row = tuple[int, str | None, str, str, str, str | None, str | None, int | None, int | None, int | None]
_COLUMNS = "passcode, name_ja, name_en, kind, subtypes, attribute, race, level, atk, def"


class CardDB:
    """Read-only card database.

    A card asked for by passcode or by its exact name is read from the sqlite file (one indexed query) and kept;
    the whole table is loaded only for loose matching, searching and listing, so a process that plays a duel holds
    the facts of its own cards only. The connection is opened again after a ``fork`` (simulation workers), and
    queries are serialised, so a CardDB can be shared by threads.
    """

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else DB_PATH
        self._lock = threading.Lock()
        self._con: sqlite3.Connection | None = None
        self._con_pid = 0
        self._loaded = False
        self._rows: dict[int, _Row] = {}
        self._cache: dict[int, CardData] = {}
        self._alternates: dict[int, int] = {}
        self._by_ja: dict[str, int] = {}
        self._by_en: dict[str, list[int]] = {}
        self._aliases: dict[str, int] = {}
        # Loose-matching index, built on first need (it is most of the load time):
        # normalised key -> passcodes (several when two names normalise alike).
        self._by_key: dict[str, list[int]] | None = None
        self._keys_sorted: list[str] = []
        self._search_keys: list[tuple[int, str, str]] = []

    # loading

    def _query(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        with self._lock:
            if self._con is None or self._con_pid != os.getpid():
                if not self.path.is_file():
                    raise FileNotFoundError(f"card database not found: {self.path}")
                uri = f"{self.path.resolve().as_uri()}?mode=ro&immutable=1"
                self._con = sqlite3.connect(uri, uri=True, check_same_thread=False)
                self._con_pid = os.getpid()
            return self._con.execute(sql, args).fetchall()

    def _load(self) -> None:
        if self._loaded:
            return
        rows: list[_Row] = [tuple(r) for r in self._query(f"SELECT {_COLUMNS} FROM cards ORDER BY passcode")]
        aliases = self._query("SELECT name, passcode FROM aliases ORDER BY name")
        alternates = self._query("SELECT passcode, main_passcode FROM alternate_passcodes")
        with self._lock:
            if self._loaded:
                return
            for row in rows:
                code, ja, en = row[0], row[1], row[2]
                self._rows[code] = row
                if ja:
                    self._by_ja[ja] = code
                self._by_en.setdefault(en.casefold(), []).append(code)
            self._aliases = dict(aliases)
            self._alternates = dict(alternates)
            self._loaded = True

    def _main(self, passcode: int) -> int:
        """The passcode of the card itself, for an alternate-artwork passcode."""
        if self._loaded:
            return self._alternates.get(passcode, passcode)
        found = self._query("SELECT main_passcode FROM alternate_passcodes WHERE passcode = ?", passcode)
        return int(found[0][0]) if found else passcode

    def _row(self, code: int) -> _Row | None:
        if self._loaded:
            return self._rows.get(code)
        found = self._query(f"SELECT {_COLUMNS} FROM cards WHERE passcode = ?", code)
        return tuple(found[0]) if found else None

    def _keys(self) -> dict[str, list[int]]:
        self._load()
        if self._by_key is not None:
            return self._by_key
        with self._lock:
            if self._by_key is None:
                by_key: dict[str, list[int]] = {}

                def add(key: str, code: int) -> None:
                    codes = by_key.setdefault(key, [])
                    if code not in codes:
                        codes.append(code)

                search_keys: list[tuple[int, str, str]] = []
                for code, row in self._rows.items():
                    ja_key = normalize_name(row[1]) if row[1] else ""
                    en_key = normalize_name(row[2])
                    if ja_key:
                        add(ja_key, code)
                    add(en_key, code)
                    search_keys.append((code, ja_key, en_key))
                for name, code in self._aliases.items():
                    add(normalize_name(name), code)
                self._search_keys = search_keys
                self._keys_sorted = sorted(by_key)
                self._by_key = by_key
            return self._by_key

    def _make(self, code: int) -> CardData:
        card = self._cache.get(code)
        if card is None:
            r = self._row(code)
            if r is None:
                raise UnknownCardError(code)
            card = CardData(
                passcode=r[0],
                name_ja=r[1] or "",
                name_en=r[2],
                kind=r[3],
                subtypes=frozenset(s for s in r[4].split(",") if s),
                attribute=r[5],
                race=r[6],
                level=r[7],
                atk=r[8],
                def_=r[9],
            )
            self._cache[code] = card
        return card

    # queries

    def __len__(self) -> int:
        self._load()
        return len(self._rows)

    def __contains__(self, passcode: object) -> bool:
        return isinstance(passcode, int) and (passcode in self._cache or self._row(self._main(passcode)) is not None)

    def get(self, passcode: int) -> CardData:
        """Card by passcode; an alternate-artwork passcode gives the main card."""
        card = self._cache.get(passcode)
        if card is not None:
            return card
        if not -2**63 <= passcode < 2**63:  # beyond SQLite's integers: no card has it (and a query would fail)
            raise UnknownCardError(passcode)
        code = self._main(passcode)
        if self._row(code) is None:
            raise UnknownCardError(passcode)
        card = self._make(code)
        self._cache[passcode] = card
        return card

    def lookup(self, ref: str | int) -> CardData:
        """Card by passcode, Japanese name, English name (any case), alias, or a loosely
        written name (width, spaces, dots and dashes ignored)."""
        if isinstance(ref, int):
            return self.get(ref)
        text = ref.strip()
        digits = unicodedata.normalize("NFKC", text)
        # A digit string is a passcode unless no card has it: the card ７ is named by digits.
        if digits.isdecimal() and digits.isascii() and int(digits) in self:
            return self.get(int(digits))
        code = self._by_name_ja(text)
        if code is not None:
            return self._make(code)
        codes = self._by_name_en(text)
        if codes:
            return self._unique(ref, codes)
        code = self._alias(text)
        if code is not None:
            return self._make(code)
        loose = self._keys().get(normalize_name(text))
        if loose:
            return self._unique(ref, loose)
        raise UnknownCardError(ref, self._suggest(text))

    # exact names: from the loaded table, else one indexed query each

    def _by_name_ja(self, text: str) -> int | None:
        if self._loaded:
            return self._by_ja.get(text)
        # the table keeps the last of equal names in passcode order
        found = self._query("SELECT passcode FROM cards WHERE name_ja = ? ORDER BY passcode DESC LIMIT 1", text)
        return int(found[0][0]) if found else None

    def _by_name_en(self, text: str) -> list[int]:
        if not self._loaded and not text.isascii():
            self._load()  # sqlite's lower() folds ASCII letters only: Python's casefold decides the others
        if self._loaded:
            return self._by_en.get(text.casefold(), [])
        found = self._query("SELECT passcode, name_en FROM cards WHERE lower(name_en) = lower(?) ORDER BY passcode",
                            text)
        return [int(code) for code, en in found if str(en).casefold() == text.casefold()]

    def _alias(self, text: str) -> int | None:
        if self._loaded:
            return self._aliases.get(text)
        found = self._query("SELECT passcode FROM aliases WHERE name = ?", text)
        return int(found[0][0]) if found else None

    def _unique(self, ref: str, codes: list[int]) -> CardData:
        if len(codes) == 1:
            return self._make(codes[0])
        raise UnknownCardError(ref, [self._make(c) for c in sorted(codes)], ambiguous=True)

    def _suggest(self, text: str) -> list[CardData]:
        key = normalize_name(text)
        by_key = self._keys()
        if not key:
            return []
        out: list[CardData] = []
        for match in difflib.get_close_matches(key, self._keys_sorted, n=_MAX_SUGGESTIONS * 3):
            for code in by_key[match]:
                card = self._make(code)
                if card not in out:
                    out.append(card)
        return out[:_MAX_SUGGESTIONS]

    def search(self, query: str, limit: int = 50) -> list[CardData]:
        """Cards whose Japanese or English name contains ``query`` (loosely matched),
        shortest names first."""
        self._keys()
        key = normalize_name(query)
        if not key:
            return []
        scored: list[tuple[int, int, int]] = []
        for code, ja_key, en_key in self._search_keys:
            best: tuple[int, int] | None = None
            for nk in (ja_key, en_key):
                if not nk:
                    continue
                pos = nk.find(key)
                if pos >= 0:
                    cand = (0 if pos == 0 else 1, len(nk))
                    best = cand if best is None else min(best, cand)
            if best is not None:
                scored.append((best[0], best[1], code))
        scored.sort()
        return [self._make(code) for _, _, code in scored[: max(limit, 0)]]

    def find(self, query: str) -> list[CardData]:
        """The cards a query names: a passcode, names containing it (loosely: width, case, kana, dots and
        dashes), else the one card it names by an alias or a loose spelling; [] when none."""
        text = query.strip()
        digits = unicodedata.normalize("NFKC", text)
        if digits.isdecimal() and digits.isascii() and int(digits) in self:
            return [self.get(int(digits))]
        found = self.search(text, limit=len(self))
        if found:
            return found
        try:
            return [self.lookup(text)]
        except UnknownCardError:
            return []

    def suggest(self, query: str, n: int = 5) -> list[CardData]:
        """The cards closest to a query that names none: close spellings, and the shortest names sharing most
        of its words (an OCG English name such as "Shift Change" finds the TCG's "Shift")."""
        close = self._suggest(query)  # builds the search keys too
        words = [normalize_name(w) for w in query.split() if len(normalize_name(w)) > 2]
        scored = []
        for code, ja_key, en_key in self._search_keys:
            hits = sum(w in en_key or w in ja_key for w in words)
            if hits:
                scored.append((-hits, len(en_key), code))
        by_words = [self._make(code) for _, _, code in sorted(scored)[:n - _MAX_SUGGESTIONS]]
        return list(dict.fromkeys([*close, *by_words]))[:n]

    def all_passcodes(self) -> list[int]:
        self._load()
        return sorted(self._rows)

    def aliases(self) -> dict[str, int]:
        """Old/shortened names -> passcode."""
        self._load()
        return dict(self._aliases)


@functools.lru_cache(maxsize=1)
def default_db() -> CardDB:
    """The bundled database, shared by the whole process."""
    return CardDB()


@functools.lru_cache(maxsize=1)
def every_card() -> tuple[CardData, ...]:
    """Every card of the bundled database, by passcode."""
    db = default_db()
    return tuple(db.get(code) for code in db.all_passcodes())


@functools.lru_cache(maxsize=1)
def era_pool() -> dict[int, bool]:
    """The era's card pool, by passcode: whether a seed page names the card."""
    with ERA_POOL_PATH.open(encoding="utf-8") as fh:
        rows = fh.read().split()[1:]
    return {int(code): seed == "1" for code, seed in (row.split(",") for row in rows)}


@functools.lru_cache(maxsize=1)
def era_cards() -> tuple[CardData, ...]:
    """The era's cards, by passcode: the names a player may declare (a card printed after 2007 did not exist)."""
    db = default_db()
    return tuple(db.get(code) for code in sorted(era_pool()))
