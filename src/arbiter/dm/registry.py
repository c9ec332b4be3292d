"""The Duel Masters card definitions, found by Japanese name, English name or another spelling."""

from __future__ import annotations

import difflib
import functools
import unicodedata
from pathlib import Path

from arbiter.dm.carddata import Facts, card_facts
from arbiter.dm.model import (
    BLOCKER,
    CANNOT_ATTACK,
    CIV_JA,
    CIVS,
    KIND_WORDS,
    SF_BLOCKER,
    SHIELD_FORCE,
    SHIELD_TRIGGER,
    SLAYER,
    SPEED_ATTACKER,
    WHAT_EN,
    WINS_ALL_BATTLES,
    CardDef,
)
from arbiter.kernel.kana import HIRAGANA_AS_KATAKANA
from arbiter.kernel.reasons import Why, quote_given
from arbiter.kernel.registry import CardStatus, DeclarationError, Registry, missing_parts

REGISTRY: Registry[str, CardDef] = Registry("arbiter.dm.cards")
FOLDER = Path(__file__).resolve().parent / "cards"
DEFS = REGISTRY.defs  # by key
load_all = REGISTRY.load_all
_NAMES: dict[str, str] = {}  # normalised name -> key


class UnknownCardError(KeyError):
    def __init__(self, why: Why) -> None:
        super().__init__(why)
        self.why = why  # the message in both languages (the judge's `--lang ja`)

    def __str__(self) -> str:
        return str(self.why)


def normalize(name: str) -> str:
    """Names compare without width, spaces, the kind of middle dot (the seed writes ･ and ・) or kana."""
    s = unicodedata.normalize("NFKC", name).translate(HIRAGANA_AS_KATAKANA)
    for ch in (" ", "　", "・", "･", "·", "-", "‐", "−"):
        s = s.replace(ch, "")
    return s.lower()


def define(defn: CardDef) -> CardDef:
    """Register a card, checked once, here: what it does not play (`missing`), its kind, civilizations and file, its
    facts against the card data (`dm/carddata.py`), its handlers and keywords, and its names for clashes."""
    where, card = REGISTRY.declaring_statement(), f"{defn.name_ja} ({defn.key})"
    missing_parts(card, defn.missing, where)
    problem = _problem(defn)
    if problem is not None:
        raise DeclarationError(where, card, problem)
    _check_file(defn, card, where)
    names = {normalize(n): n for n in (defn.name_ja, defn.name_en, defn.key, *defn.aliases)}
    for k, n in names.items():  # checked before anything is registered: a refused card leaves nothing behind
        if _NAMES.get(k, defn.key) != defn.key:
            raise DeclarationError(where, card, Why(f"the name {n} is already the card {_NAMES[k]}'s",
                                                    f"名前{n}はすでにカード{_NAMES[k]}のもの"))
    REGISTRY.add(defn.key, defn, card, where)
    _NAMES.update(dict.fromkeys(names, defn.key))
    return defn


# the keywords the engine reads (`CardDef.has`)
KEYWORDS = frozenset({BLOCKER, SF_BLOCKER, SHIELD_TRIGGER, SPEED_ATTACKER, CANNOT_ATTACK, SLAYER, SHIELD_FORCE,
                      WINS_ALL_BATTLES})
# the folder of each kind's cards under dm/cards/
KIND_FOLDERS = {"creature": "creatures", "evolution": "evolution_creatures", "spell": "spells", "castle": "castles",
                "cross_gear": "cross_gears"}


def _problem(d: CardDef) -> Why | None:
    """What is wrong in the declaration `d` by itself and against the card data, if anything."""
    if d.kind not in KIND_WORDS:
        kinds = ", ".join(KIND_WORDS)
        return Why(f"its kind is {d.kind!r}, not one of {kinds}", f"種類が{d.kind!r}で、{kinds}のどれでもない")
    if not d.civs or not set(d.civs) <= set(CIVS) or len(set(d.civs)) != len(d.civs):
        return Why(f"its civilizations {d.civs!r} are not one or more of {', '.join(CIVS)}, each once",
                   f"文明{d.civs!r}が{'、'.join(CIVS)}の一つ以上（それぞれ一度）ではない")
    facts = _facts_of(d)
    if facts is None:
        return Why("no card of the card data has this name (add its facts to the shared card data's dm_cards.json and "
                   "run scripts/build_carddb.py)", "カードデータにこの名前のカードがない（共有のカードデータの"
                   "dm_cards.jsonに事実を加え、scripts/build_carddb.pyを実行する）")
    return _against_data(d, facts) or _in_itself(d)


@functools.cache
def _facts_by_name() -> dict[str, Facts]:
    return {normalize(name): f for name, f in card_facts().items()}


def _facts_of(d: CardDef) -> Facts | None:
    """The card data's facts of the card `d` declares, by its Japanese name or another spelling of it."""
    return next((f for n in (d.name_ja, *d.aliases) if (f := _facts_by_name().get(normalize(n))) is not None), None)


def _against_data(d: CardDef, f: Facts) -> Why | None:
    """A fact of `d` that the card data contradicts, or facts it lacks that `d` gives without saying why
    (`provisional`)."""
    creature = d.kind in ("creature", "evolution")
    said = (("kind", "種類", d.kind, f.kind), ("civilizations", "文明", frozenset(d.civs), f.civs or None),
            ("cost", "コスト", d.cost, f.cost), ("power", "パワー", d.power, f.power if creature else None),
            ("races", "種族", frozenset(d.races), f.races or None))
    for en, ja, given, known in said:
        if known is not None and given != known:
            return Why(f"its {en}: {_fact(given)}, but the card data says {_fact(known)}",
                       f"{ja}が{_fact(given)}だが、カードデータでは{_fact(known)}")
    lacked = [(en, ja) for en, ja, _, known in said if known is None and (creature or en not in ("power", "races"))]
    if lacked and not d.provisional:
        return Why(f"the card data lacks its {', '.join(en for en, _ in lacked)}: say in `provisional` why the "
                   "declaration assumes them", f"カードデータに{'、'.join(ja for _, ja in lacked)}がない：宣言がそれを"
                   "仮定する理由を`provisional`に書く")
    return None


def _fact(value: object) -> str:
    """A fact as a message quotes it: a set of words sorted, joined by "/"."""
    return "/".join(sorted(str(v) for v in value)) if isinstance(value, frozenset) else str(value)


def _in_itself(d: CardDef) -> Why | None:
    """What `d` declares that its kind cannot have or the engine never reads."""
    creature = d.kind in ("creature", "evolution")
    if creature and d.power <= 0:
        return Why("a creature has a power above 0", "クリーチャーのパワーは0より大きい")
    if not creature and d.power:
        return Why(f"a {KIND_WORDS[d.kind][0]} has no power", f"{KIND_WORDS[d.kind][1]}にパワーはない")
    if (d.kind == "evolution") != (d.evolves_from is not None):
        return Why("an evolution creature, and only one, says what it evolves from in `evolves_from`",
                   "進化クリーチャーだけが、何から進化するかを`evolves_from`に書く")
    if d.gear_power and d.kind != "cross_gear":
        return Why("only a cross gear has `gear_power`", "`gear_power`はクロスギアだけのもの")
    if d.breaker < 1:
        return Why("`breaker` is 1 or more", "`breaker`は1以上")
    unknown = sorted(set(d.keywords) - KEYWORDS)
    if unknown:
        return Why(f"keywords {', '.join(unknown)} are none the engine reads ({', '.join(sorted(KEYWORDS))})",
                   f"キーワード{'、'.join(unknown)}はエンジンが読むもの（{'、'.join(sorted(KEYWORDS))}）ではない")
    return _handlers_problem(d)


def _handlers_problem(d: CardDef) -> Why | None:
    """Handlers the engine would never run, or one it would look for and not find."""
    named = ("cast", *WHAT_EN)
    unknown = sorted(set(d.handlers) - set(named))
    if unknown:
        return Why(f"`handlers` {', '.join(unknown)}: no event the engine makes, nor a follow-up the log names "
                   f"(dm/model.py WHAT_EN); a handler is one of {', '.join(named)}",
                   f"`handlers`の{'、'.join(unknown)}はエンジンが起こすイベントでも、ログが名前を持つ後続の処理"
                   f"（dm/model.pyのWHAT_EN）でもない。handlerは{'、'.join(named)}のどれか")
    if (d.kind == "spell") != ("cast" in d.handlers):
        return Why("a spell, and only a spell, says what casting it does in `handlers[\"cast\"]`",
                   "呪文だけが、唱えた時に何をするかを`handlers[\"cast\"]`に書く")
    if d.ninja_strike and "ninja_bottom" not in d.handlers:
        return Why("Ninja Strike puts the creature on the bottom of the deck at the end of the turn with its "
                   "`handlers[\"ninja_bottom\"]`, which it lacks", "ニンジャ・ストライクはターンの終わりに"
                   "`handlers[\"ninja_bottom\"]`でクリーチャーを山札の一番下に置くが、それがない")
    return None


def _check_file(d: CardDef, card: str, where: tuple[str, int]) -> None:
    """A card module declares only the cards of its kind and civilization (docs/architecture.md, "Where a card is
    declared"): `arbiter cards NAME --source` and a reader look for it there."""
    file = Path(where[0]).resolve()
    own = f"{KIND_FOLDERS[d.kind]}/{d.civs[0] if len(d.civs) == 1 else 'multicolor'}.py"
    if file.is_relative_to(FOLDER) and file != FOLDER / own:
        here = file.relative_to(FOLDER).as_posix()
        civs_ja = "／".join(CIV_JA[c] for c in d.civs)
        raise DeclarationError(where, card, Why(
            f"it is declared in {here}, but a {KIND_WORDS[d.kind][0]} of {'/'.join(d.civs)} is declared in {own}",
            f"{here}で宣言されているが、{civs_ja}文明の{KIND_WORDS[d.kind][1]}は{own}で宣言する"))


def card_status(defn: CardDef) -> CardStatus:
    """How much of the card's text is played: `partial` where its declaration names what is `missing`, else
    `complete` (every Duel Masters card of the module is declared)."""
    return CardStatus("partial", defn.missing) if defn.missing else CardStatus("complete")


def close_names(name: str) -> list[str]:
    """The Japanese names of up to three cards whose names are close to `name` (a misspelling's suggestions)."""
    load_all()
    close = difflib.get_close_matches(normalize(name), list(_NAMES), n=3)
    return list(dict.fromkeys(DEFS[_NAMES[c]].name_ja for c in close))  # a card's aliases: it once


def lookup(name: str) -> CardDef:
    load_all()
    key = _NAMES.get(normalize(name))
    if key is None:
        names = ", ".join(close_names(name))
        hint, hint_ja = (f"; did you mean: {names}", f"：もしかして {names}") if names else ("", "")
        raise UnknownCardError(Why(f"unknown Duel Masters card {quote_given(name)}{hint}",
                                   f"デュエル・マスターズのカード{quote_given(name, 'ja')}が見つからない{hint_ja}"))
    return DEFS[key]
