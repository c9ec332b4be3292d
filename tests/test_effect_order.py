"""A card's declared effects are numbered as its text numbers them (①②③, `CardDef.text_number`), since a scenario's
`effect: N` and the card detail name an effect by that number (docs/scenario-format.md, docs/cards.md): 「巨大戦艦
クリスタル・コア」 declared its ③ fourth, so a judge's `effect: 3` activated its ④. The texts are read from the official
Japanese texts in the shared card data, never kept (the test skips without it, as tests/test_card_text.py does).

Two things are held, on every declared card whose text numbers its effects: a special summon procedure carries the
number its text gives it where the text numbers it (「スレイブタイガー」's ①), and otherwise one past the text's
effects (the summon condition printed before ①), never the number of another effect; and no other order of the
declared effects fits the text's better, reading each printed effect for a few marks (activated, set off by an
event, or applying; a target; once a turn; used from the graveyard; piercing, a replacement, battle protection, a
direct attack). The marks are read by plain words, so where they misread a text the card is listed below with why."""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from dataclasses import dataclass

import pytest

from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.explain import effects_text
from arbiter.ocg.registry import DEFS, load_all
from arbiter.ocg.state import Zone
from official_texts import official_rows

NUMBERS = "①②③④⑤⑥⑦⑧⑨⑩"
# the words of the events a trigger's condition names ("when ... is summoned", "... destroyed", "in the ... phase")
EVENTS = ("(召喚|リバース|破壊|送|除外|戻|加え|与え|受け|宣言|成功|フェイズ|ステップ|終了|攻撃|戦闘|選択|"
          "対象に|なっ)")
# the cards whose declared order agrees with the text though the marks read it otherwise, and why
MISREAD = {
    13955608: "「機動砦 ストロング・ホールド」: ① is the card's activation (a trap that becomes a monster), "
              "which reads as no activated effect",
    31553716: "「スピア・ドラゴン」: ① (piercing) and ② (to defense position after attacking) both read as set "
              "off by its attack",
    31600513: "「プレイング・マンティス」: ① is a trigger in its controller's standby phase that reads as "
              "activated at will",
    65240384: "「ビッグ・シールド・ガードナー」: ① negates a spell's activation as it resolves (a continuous "
              "ward), which reads as a trigger",
    83104731: "「古代の機械巨人」: ① (no spell or trap while it attacks) is declared as applying at its attack, which "
              "reads as a trigger",
    # a gemini monster's ① and ② are the gemini rules every gemini monster follows (the engine's, not declared): the
    # effects it gains once summoned again count from 1 (docs/scenario-format.md)
    16984449: "「炎妖蝶ウィルプス」: a gemini monster (its gained effect is effect 1)",
    39303359: "「古代の機械騎士」: a gemini monster (its gained effect is effect 1)",
    53257892: "「ギガプラント」: a gemini monster (its gained effect is effect 1)",
    95888876: "「ヘルカイザー・ドラゴン」: a gemini monster (its gained effect is effect 1)",
}


def printed_effects(text: str) -> list[str]:
    """The numbered effects of a text, in order (none for a text that numbers none)."""
    return re.split(f"[{NUMBERS}]：", text)[1:]


def is_procedure(effect: str) -> bool:
    """A printed effect that is the card's own special summon: it says the card can be special summoned, and
    activates nothing."""
    first = effect.split("。")[0]
    return "このカード" in first and "特殊召喚できる" in first and "発動" not in first and "召喚する場合" not in effect


def kind_of(effect: str) -> str:
    """"A" activated at will, "T" set off by an event, "C" applying, as the effect's first sentence reads."""
    head = effect.split("。")[0]
    if head.startswith("リバース"):
        return "T"
    if re.search(r"(発動した|発動された|発動する)(時|場合)", head) and "発動できる" in head:
        return "A"
    if "相手ターンでも" in effect:
        return "A"
    if re.search(r"発動(でき|す)る", head):
        when = re.split(r"発動(でき|す)る", head)[0]
        if "１ターンに１度" in when and not re.search(r"(時|場合)(に|、|は|も)", when.split("１ターンに１度")[-1]):
            return "A"
        return "T" if re.search(EVENTS + r"[^、。]*(時|場合)", when) else "A"
    if "代わりに" in effect:
        return "C"
    if re.search(r"(時|場合)、", head) and re.search(r"(召喚|破壊|送られ|与え|戦闘)", head):
        return "T"
    return "C"


@dataclass(frozen=True)
class Marks:
    kinds: frozenset[str]
    target: bool
    once: bool
    grave: bool
    pierce: bool
    replaces: bool
    battle_proof: bool
    direct: bool


def printed_marks(effect: str) -> Marks:
    head = effect.split("。")[0]
    return Marks(frozenset({kind_of(effect)}), "対象として" in head or "対象に取" in head, "１ターンに１度" in head,
                 "このカード" in head and bool(re.search(r"墓地の(この|)カード|墓地に存在する", head)),
                 "守備力を攻撃力が超えた分" in effect, "代わりに" in effect, "戦闘では破壊されない" in effect,
                 "直接攻撃できる" in effect)


def declared_kind(e: Effect) -> str:
    if e.kind is Kind.ACTIVATE:
        return "*"  # a spell's or trap's activation: whatever its words read as
    if e.kind in (Kind.TRIGGER, Kind.FLIP, Kind.AT_ONCE):
        return "T"
    return "A" if e.kind in (Kind.IGNITION, Kind.QUICK, Kind.INSTEAD_OF_DRAW) else "C"


def declared_marks(es: list[Effect]) -> Marks:
    return Marks(frozenset(declared_kind(e) for e in es), any(e.target is not None for e in es),
                 any(e.once_per_turn for e in es), any(e.from_zone is Zone.GRAVE for e in es),
                 any(e.pierce for e in es),
                 any(e.kind is Kind.REPLACEMENT or e.substitute is not None for e in es),
                 any(e.battle_proof for e in es), any(e.direct_attack for e in es))


def fit(printed: Marks, declared: Marks | None) -> int:
    if declared is None:
        return 0
    kind = bool(printed.kinds & declared.kinds) or "*" in declared.kinds
    plain = sum(getattr(printed, f) == getattr(declared, f) for f in ("target", "once", "grave"))
    rare = sum(getattr(printed, f) and getattr(declared, f) for f in ("pierce", "replaces", "battle_proof", "direct"))
    return 2 * kind + plain + 2 * rare


def is_helper(e: Effect) -> bool:
    """No effect of the text: a note the engine keeps for a later effect, declared so (`Effect.note`)."""
    return e.note


def by_number(d: CardDef) -> dict[int, list[Effect]]:
    """The declared effects by their number in the text, its bare activation, procedures and helpers left out."""
    out: dict[int, list[Effect]] = defaultdict(list)
    for i, e in enumerate(d.effects, 1):
        if d.text_number(i) > 0 and e.kind is not Kind.PROCEDURE and not is_helper(e):
            out[d.text_number(i)].append(e)
    return out


def better_order(d: CardDef, text: str) -> tuple[int, ...] | None:
    """An order of the declared effects that fits the printed ones better than theirs (None where none does)."""
    numbers = [n for n, p in enumerate(printed_effects(text), 1) if not is_procedure(p)]
    if not 1 < len(numbers) <= 7:
        return None
    printed = [printed_marks(printed_effects(text)[n - 1]) for n in numbers]
    groups = by_number(d)
    declared = [declared_marks(groups[n]) if groups.get(n) else None for n in numbers]
    now = sum(fit(p, m) for p, m in zip(printed, declared, strict=True))
    best = max(itertools.permutations(range(len(declared))),
               key=lambda o: sum(fit(p, declared[j]) for p, j in zip(printed, o, strict=True)))
    return best if sum(fit(p, declared[j]) for p, j in zip(printed, best, strict=True)) > now else None


@pytest.fixture(scope="module")
def numbered_texts() -> dict[int, str]:
    load_all()
    rows = official_rows("SELECT passcode, text_ja FROM cards WHERE text_ja LIKE '%①%'")
    return {p: text for p, text in rows if p in DEFS}


def test_the_printed_effects_are_read_by_their_numbers_and_words() -> None:
    # made-up sentences in the texts' wording (a card's own text is never quoted: tests/test_card_text.py)
    text = "（例）通常召喚できない。①：このカードは（例）破壊されない。②：このカードが（例）召喚した場合に発動する。"
    assert len(printed_effects(text)) == 2 and printed_effects("（例）１枚ドローする。") == []
    assert [kind_of(p) for p in printed_effects(text)] == ["C", "T"]
    assert kind_of("１ターンに１度、（例）を対象として発動できる。（例）") == "A"
    assert is_procedure("このカードは（例）場合、手札から特殊召喚できる。")
    assert not is_procedure("このカードが（例）場合に発動できる。デッキから１体を特殊召喚できる。")
    assert printed_marks("１ターンに１度、（例）を対象として発動できる。").target


def test_procedures_carry_the_number_their_text_gives_them(numbered_texts: dict[int, str]) -> None:
    wrong = []
    for passcode, text in numbered_texts.items():
        d = DEFS[passcode]
        printed = printed_effects(text)
        procedures = {n for n, p in enumerate(printed, 1) if is_procedure(p)}
        for i, e in enumerate(d.effects, 1):
            n = d.text_number(i)
            if e.kind is Kind.PROCEDURE and n <= len(printed) and n not in procedures:
                wrong.append(f"{passcode} effect {i}: a procedure numbered {n}, the text's {n} is another effect")
            elif e.kind is not Kind.PROCEDURE and n in procedures and not is_helper(e):
                wrong.append(f"{passcode} effect {i}: numbered {n}, which its text gives its procedure")
    assert len(numbered_texts) > 800
    assert not wrong, "\n".join(wrong)


def test_no_other_order_of_the_declared_effects_fits_the_text_better(numbered_texts: dict[int, str]) -> None:
    wrong = [f"{p}: the declared effects would fit the text in the order {[n + 1 for n in better]}"
             for p, text in numbered_texts.items() if (better := better_order(DEFS[p], text)) and p not in MISREAD]
    assert not wrong, "\n".join(wrong)


def test_every_misread_card_is_still_misread(numbered_texts: dict[int, str]) -> None:
    # a card whose marks came to read right is no longer listed
    assert [p for p in MISREAD if better_order(DEFS[p], numbered_texts[p]) is None] == []


def past_the_text_is_explained(text: str) -> bool:
    """Whether a text leaves room for declared effects numbered after its own (docs/scenario-format.md): the modes
    of a choose-one effect declared one by one, the effects a card gains (●) declared one by one, or what it prints
    before ① (a summoning condition, an upkeep, the turn it is destroyed in), numbered after the text's effects."""
    return bool(re.search("以下の効果(から|を)１つ", text)) or "効果を得る" in text or bool(text.split("①")[0].strip())


def test_an_effect_numbered_past_the_text_is_a_mode_a_gained_effect_or_printed_before_one(
        numbered_texts: dict[int, str]) -> None:
    # a part of a printed effect declared on its own takes that effect's number (「Ｄ－チェーン」's 500 ATK is its ①,
    # so its damage is effect 2, as its text numbers it, not 3)
    wrong = [f"{p} effect {i}: numbered {d.text_number(i)}, past the {len(printed_effects(text))} of its text"
             for p, text in numbered_texts.items() if not past_the_text_is_explained(text)
             for d in [DEFS[p]] for i, e in enumerate(d.effects, 1)
             if d.text_number(i) > len(printed_effects(text)) and e.kind is not Kind.PROCEDURE and not is_helper(e)]
    assert not wrong, "\n".join(wrong)


def test_no_card_detail_shows_an_effect_number_past_its_text(numbered_texts: dict[int, str]) -> None:
    # the engine's notes for a later effect (「異次元の偵察機」's, 「ドル・ドラ」's) were listed as effect 2 of a text
    # with one; they are no effect of the text and are not shown (`Effect.note`)
    wrong = []
    for p, text in numbered_texts.items():
        printed = len(printed_effects(text))
        for lang, head in (("en", r"Effect (\d+):"), ("ja", r"効果(\d+)：")):
            shown = [int(m.group(1)) for line in effects_text(DEFS[p], lang) if (m := re.match(head, line))]
            if not past_the_text_is_explained(text) and any(n > printed for n in shown):
                wrong.append(f"{p} ({lang}): the card detail shows effect {max(shown)}, its text numbers {printed}")
    assert not wrong, "\n".join(wrong)
