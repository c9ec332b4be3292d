"""Every amount a card's official Japanese text names is a number its declaration carries: the damage it inflicts,
the LP it gains or pays, an ATK/DEF change, the cards it draws or discards, an ATK, DEF or Level limit, the counters
it puts or removes, a count of turns. A declaration carries a number in its effects' fields (`Effect`, `Cost`,
`TargetSpec` ...), in the code of the functions they hold, in what those close over, and in the card modules'
functions and constants that code names. The text is read from the shared card data, never kept (the test skips
without it, as tests/test_card_text.py does); where the era's text named another amount, or the project reads the
number another way, the card is listed below with why."""

from __future__ import annotations

import dataclasses
import functools
import re
import types
from collections.abc import Callable

import pytest

from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import DEFS, load_all
from official_texts import official_rows

DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
# an amount and the words that give it its role (the number is the group)
AMOUNT = re.compile("|".join((
    r"(\d+)(?:ポイント)?の?(?:戦闘)?ダメージ",  # damage
    r"(\d+)(?:ライフ)?(?:ポイント|ＬＰ|LP)?回復", r"(?:ライフポイント|ＬＰ|LP)を(\d+)(?:ポイント)?回復",  # LP gained
    r"(\d+)(?:ライフポイント|ＬＰ|LP)を?払",  # LP paid
    r"(\d+)(?:ポイント)?(?:アップ|ダウン)",  # ATK/DEF changed
    r"(\d+)枚ドロー", r"手札を(\d+)枚[^。、]{0,4}捨て",  # cards drawn, discarded
    r"(?:攻撃力|守備力)(\d+)(?:ポイント)?(?:以上|以下|未満)", r"レベル(\d+)(?:以上|以下|未満)",  # limits
    r"カウンターを(\d+)つ",  # counters put or removed
    r"(\d+)ターン",  # turns
)))
# a card named in the text (its name may hold a number: 「ＸＸ０３」)
QUOTED = re.compile(r"「[^」]*」")
# where the card data's text names another amount than the era's, or the project reads a number another way
EXCEPTIONS = {
    64583600: "「ウィッシュ・ドラゴン」: the era's text has no limit on later summons (docs/uncertain-rulings.md)",
    80921533: "「死皇帝の陵墓」: the era's text makes tribute summons pay 1000 LP a tribute, not 1000 or 2000 LP "
              "for a summon with none (docs/uncertain-rulings.md)",
    85255550: "「異国の剣士」: its \"5 turns later\" is the end phase of the 5th turn, the attack's own counted as the "
              "1st: the attack's turn + 4 (docs/uncertain-rulings.md)",
    86100785: "「ゾーン・イーター」: the words of 「異国の剣士」, counted the same way (docs/uncertain-rulings.md)",
}


def amounts(text: str) -> set[int]:
    """The amounts above 1 that a Japanese card text names, with the roles above (a fusion monster's first line,
    its materials, left out by the caller)."""
    text = QUOTED.sub("「」", text.translate(DIGITS))
    return {int(n) for m in AMOUNT.finditer(text) for n in m.groups() if n is not None} - {0, 1}


def carried(value: object, depth: int = 3, seen: set[int] | None = None) -> set[int]:
    """The numbers a declaration carries: in a value, its fields (not its words), a function's code, what it closes
    over, its defaults, and (`depth` steps down) the card modules' functions, constants and numbers it names."""
    seen = set() if seen is None else seen
    if depth < 0 or isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {abs(value)}
    if isinstance(value, str):  # a declared choice ("1000"); never its words
        return {int(value)} if value.isascii() and value.isdigit() else set()
    if isinstance(value, (tuple, list, set, frozenset)):
        return {n for v in value for n in carried(v, depth, seen)}
    # the functions and declared values met already (they live as long as the declarations: their ids stay theirs)
    if id(value) in seen:
        return set()
    seen.add(id(value))
    if isinstance(value, functools.partial):
        return carried((value.func, value.args, tuple(value.keywords.values())), depth, seen)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {n for f in dataclasses.fields(value) if f.name not in ("text_en", "text_ja")
                for n in carried(getattr(value, f.name), depth, seen)}
    if not isinstance(value, types.FunctionType):
        return set()
    found: set[int] = set()
    codes = [value.__code__]
    while codes:
        code = codes.pop()
        codes += [k for k in code.co_consts if isinstance(k, types.CodeType)]
        found |= {abs(k) for k in code.co_consts if isinstance(k, int) and not isinstance(k, bool)}
        for name in code.co_names:
            named = value.__globals__.get(name)
            if isinstance(named, int) or _declared(named):
                found |= carried(named, depth - 1, seen)
    cells = tuple(c.cell_contents for c in value.__closure__ or ())
    return found | carried((cells, value.__defaults__ or ()), depth - 1, seen)


def _declared(value: object) -> bool:
    """A value a card module declares: a function of the cards' modules, or an effect, cost or target spec."""
    if dataclasses.is_dataclass(value):
        return not isinstance(value, type)
    return isinstance(value, types.FunctionType) and value.__module__.startswith("arbiter.ocg.cards")


def test_amounts_are_read_with_their_words() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    assert amounts("相手に１２３４ポイントダメージを与え、（例）自分は４５６ライフポイント回復する。") == {1234, 456}
    assert amounts("（例）７８９ライフポイントを払い、攻撃力は３２１ポイントアップする。") == {789, 321}
    assert amounts("（例）レベル５以下のモンスター。カウンターを３つ置く。") == {5, 3}
    assert amounts("（例）２枚ドローし、その後手札を４枚捨てる。") == {2, 4}
    assert amounts("「例ＸＸ０９」を１枚選び、１ターンに１度、（例）６ターン後に破壊する。") == {6}


def test_a_declaration_carries_its_fields_closures_and_the_functions_it_names() -> None:
    def burn(amount: int) -> Callable[[object], None]:
        def op(res: object) -> None:
            print(res, amount)
        return op

    def bonus(ctx: object, c: object) -> int:
        return 321

    declared = Effect(Kind.ACTIVATE, burn(1234), cost=Cost(lp=789), atk=bonus, declare=("456",),
                      text_en="(example) 999 damage", text_ja="（例）９９９ダメージ")
    found = carried(declared)
    assert {1234, 789, 321, 456} <= found
    assert 999 not in found  # an effect's words are no number it carries


@pytest.fixture(scope="module")
def text_amounts() -> dict[int, set[int]]:
    rows = official_rows("SELECT passcode, subtypes, text_ja FROM cards WHERE text_ja IS NOT NULL")
    found = {}
    for passcode, subtypes, text in rows:
        if "fusion" in (subtypes or "").split(","):
            text = text.split("\n", 1)[-1]  # its materials
        if named := amounts(text):
            found[passcode] = named
    return found


def _not_carried(passcode: int, named: set[int]) -> list[int]:
    return sorted(named - carried(DEFS[passcode]))


def test_each_amount_a_text_names_is_declared(text_amounts: dict[int, set[int]]) -> None:
    load_all()
    checked = [p for p in text_amounts if p in DEFS]
    missing = [f"{p}: {n}" for p in checked if p not in EXCEPTIONS and (n := _not_carried(p, text_amounts[p]))]
    assert len(checked) > 500
    assert not missing, "\n".join(missing)


def test_every_exception_still_differs(text_amounts: dict[int, set[int]]) -> None:
    # an exception whose declaration came to carry its text's amounts is no longer one
    load_all()
    for passcode in EXCEPTIONS:
        assert _not_carried(passcode, text_amounts[passcode]), passcode
