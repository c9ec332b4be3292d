"""The card definitions, by passcode. Card modules register themselves with `define`; a card's module is imported
the first time the card is asked for (`definition`), so a duel loads the cards it holds and no others."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.kernel.reasons import Why
from arbiter.kernel.registry import CardStatus, DeclarationError, Registry, missing_parts
from arbiter.ocg.card_files import FOLDER, PACKAGE, module_of, relative_file
from arbiter.ocg.carddata import KINDS, SUBTYPES
from arbiter.ocg.categories import categories_of
from arbiter.ocg.effects import TRIGGER_EVENTS, CardDef, Effect, Kind

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.state import Card
    from arbiter.ocg.summon_conditions import SpecialCheck, SummonIf

REGISTRY: Registry[int, CardDef] = Registry(PACKAGE)
DEFS = REGISTRY.defs
load_all = REGISTRY.load_all


_LOOKED_UP: set[int] = set()  # passcodes whose module was looked for: a duel asks for each of its cards at set-up


def definition(data: CardData) -> CardDef | None:
    """The card's declaration (None for a card declared nowhere), its module imported if it was not yet."""
    if data.passcode not in _LOOKED_UP:
        REGISTRY.load(module_of(data))
        _LOOKED_UP.add(data.passcode)
    return DEFS.get(data.passcode)


def define(passcode: int, *effects: Effect, tributes: int = 0, sets_as_spell: bool = False,
           fewer_tributes: int | None = None, numbering: tuple[int, ...] = (), missing: tuple[str, ...] = (),
           special_by: SpecialCheck | None = None, normal_summon: bool = True,
           summon_if: SummonIf | None = None, holds: tuple[tuple[str, int], ...] = (),
           equip_trap: bool = False, tribute_filter: Callable[[Duel, Card], bool] | None = None,
           fewer_if: Callable[[Card], bool] | None = None, fewer_when: Callable[[Duel, Card], bool] | None = None,
           fewer_face_up: bool = False, placed_only: bool = False,
           more_tributes: Callable[[Card], bool] | None = None, also_tributes: int | None = None,
           summon_sealed: bool = False, never_set: bool = False, summon_discards_hand: bool = False) -> CardDef:
    """Declare a card's effects (and, where its text sets them, the tributes its normal summon needs, the
    smaller number it may also be normal summoned with, that the monster may be set as a spell, or, for a "?"
    monster, how its original ATK/DEF is found on the field, which monsters its tribute summon may tribute
    (`tribute_filter`; `fewer_if` for the `fewer_tributes` way, `fewer_when` / `fewer_face_up` when that way is
    open), which further monsters its tribute summon may tribute at will (`more_tributes`); `also_tributes`, a
    second way of its face-up tribute summon that takes more; `summon_sealed`: its normal summon cannot be negated
    nor answered; `never_set`: it is never normal set; `summon_discards_hand`: its normal summon or set also
    discards the rest of the hand); checked once here, at load time. `numbering` gives
    each effect's number in the card's text where it is not the default. `missing` says, in the project's own
    words, each part of the card's text the declaration does not play yet: such a card is `partial`, not
    `complete` (`card_status`). `special_by`, `normal_summon` and `summon_if` are the monster's own summoning
    conditions (`arbiter.ocg.summon_conditions`). `equip_trap`: a trap that becomes an equip card. `placed_only`: a
    spell or trap that only another card's effect puts onto the field (no activation, no set from the hand)."""
    where = REGISTRY.declaring_statement()
    data = _card_data(passcode, where)
    card = f"「{data.name_ja}」 ({data.name_en}, {passcode})"
    missing = missing_parts(card, missing, where)
    _check_file(data, card, where)
    for n, e in enumerate(effects, 1):
        problem = _effect_problem(data, e, stays=any(x.remains for x in effects))
        if problem is None and e.bare and (n > 1 or e.kind is not Kind.ACTIVATE or len(effects) < 2):
            problem = BARE_FIRST
        if problem is not None:
            raise DeclarationError(where, card, Why(f"effect {n}: {problem}", f"効果{n}：{problem.ja}"))
    if numbering and len(numbering) != len(effects):
        raise DeclarationError(where, card, Why(f"`numbering` needs a number for each of its {len(effects)} effects",
                                                f"`numbering`には{len(effects)}個の効果それぞれの番号が必要"))
    # what each effect does, where its author did not declare it: from the verbs its operation calls
    effects = tuple(dataclasses.replace(e, does=categories_of(e.does, e.operation)) for e in effects)
    d = CardDef(passcode, effects, tributes, sets_as_spell, fewer_tributes, numbering=numbering,
                missing=missing, special_by=special_by, normal_summon=normal_summon, summon_if=summon_if,
                holds=holds, equip_trap=equip_trap,
                tribute_filter=tribute_filter, fewer_if=fewer_if, fewer_when=fewer_when, fewer_face_up=fewer_face_up,
                placed_only=placed_only, more_tributes=more_tributes, also_tributes=also_tributes,
                summon_sealed=summon_sealed, never_set=never_set, summon_discards_hand=summon_discards_hand)
    if d == CardDef(passcode, ()) and (data.is_effect_monster or not data.is_monster) \
            and not _declared_by_helpers(passcode):
        raise DeclarationError(where, card, DECLARES_NOTHING)
    REGISTRY.add(passcode, d, card, where)
    return d


def _declared_by_helpers(passcode: int) -> bool:
    """Whether what the card's text does is declared by the helpers a card file calls beside `define`: a name it is
    treated as, a fusion material it stands in for or cannot be, the ritual tributes it makes up alone."""
    from arbiter.ocg import fusion, names, ritual

    return bool(names.other_names(passcode)) or passcode in fusion.SUBSTITUTES | fusion.NOT_MATERIAL \
        or ritual.makes_whole_tributes(passcode)


def _card_data(passcode: int, where: tuple[str, int]) -> CardData:
    """The facts of the card a declaration names: a passcode the card database lacks (a typo) is refused, since no
    duel would ever look for it."""
    from arbiter.ocg.carddata import UnknownCardError, default_db

    try:
        return default_db().get(passcode)
    except UnknownCardError:
        raise DeclarationError(where, f"card {passcode}", Why(
            "no card of the card database has this passcode (`arbiter cards NAME` gives a card's passcode)",
            "このパスコードのカードはカードデータベースにない（カードのパスコードは`arbiter cards NAME`でわかる）"
        )) from None


def _check_file(data: CardData, card: str, where: tuple[str, int]) -> None:
    """A card module declares only the cards its file is for: a card is looked for in that file alone, so one declared
    elsewhere would play or not by which other cards a duel happened to load first."""
    file = Path(where[0]).resolve()
    if file.is_relative_to(FOLDER) and file != FOLDER / relative_file(data):
        here, own = file.relative_to(FOLDER).as_posix(), relative_file(data)
        raise DeclarationError(where, card, Why(
            f"it is declared in {here}, but a card is looked for only in the file its kind and English name say: "
            f"{own} (docs/cards.md)", f"{here}で宣言されているが、カードはその種類と英語名が示すファイルでしか"
            f"探されない：{own}（docs/cards.md）"))


# a spell or trap card's kinds that leave the field once they resolve: no effect of theirs is used there afterwards
_GONE_ONCE_RESOLVED = frozenset(("normal", "quick-play", "counter", "ritual"))

# what `define` says of a declaration it refuses, in both languages (the judge's `--lang ja`); the code named in
# backquotes stays as written
BARE_FIRST = Why("a bare activation is a card's activation, declared first, that its other effects follow",
                 "素の発動（`bare`）はカードの発動で、最初に宣言し、ほかの効果はその後に続く")
DECLARES_NOTHING = Why(
    "it declares nothing, so it would read as complete while its text plays as a card without effects: declare its "
    "effects, name what it does not play in `missing=`, or, where a helper declares what its text does "
    "(`names.treat_as`, `fusion.substitute`, `ritual.whole_tribute`), call it before `define`",
    "何も宣言していないので、テキストが効果のないカードとして遊ばれるのにcompleteと読まれてしまう：効果を宣言するか、"
    "遊ばない部分を`missing=`に書くか、テキストの効果をヘルパーが宣言する場合（`names.treat_as`、`fusion.substitute`、"
    "`ritual.whole_tribute`）はそれを`define`の前に呼ぶ")
_NO_INSTEAD = Why("a replacement effect needs `instead` or `substitute`", "置換効果には`instead`か`substitute`が必要")
_NO_OPERATION = Why("an activated effect needs an operation", "発動する効果には処理（`operation`）が必要")
_NAME_ONCE = Why("`name_once` limits a card's activation or a procedure; a name limit on an effect is `once_per_name`",
                 "`name_once`はカードの発動か召喚手順を名前で制限する。効果の名前の制限は`once_per_name`")
_PROCEDURE_OPERATION = Why("a summon procedure has no operation",
                           "召喚手順（`Kind.PROCEDURE`）に処理（`operation`）はない")
_DAMAGE_STEP = Why("`damage_step` is for an effect a player activates; whether a trigger or flip effect is activated "
                   "in the damage step is the trigger rules', not this flag's",
                   "`damage_step`はプレイヤーが発動する効果のためのもの。誘発効果やリバース効果をダメージステップで発動"
                   "するかは誘発のルールが決め、このフラグではない")
_AT_CALCULATION = Why("`at_calculation` marks an effect activated at damage calculation, which the damage step allows: "
                      "it goes with `damage_step`", "`at_calculation`はダメージ計算時に発動する効果の印で、その効果は"
                      "ダメージステップに発動できる：`damage_step`と一緒に付ける")
_NO_COUNT = Why("a target spec needs count >= 1", "対象の指定（`TargetSpec`）には`count` >= 1が必要")
_NO_TEXT = Why("an activated effect says what it does in `text_en` and `text_ja` (the log, the refusals and "
               "`arbiter cards` say them)", "発動する効果は何をするかを`text_en`と`text_ja`に書く（ログ、拒否の理由、"
               "`arbiter cards`がそれを言う）")
_MONSTER_ACTIVATE = Why("`Kind.ACTIVATE` is a spell or trap card's activation; a monster's effect is `IGNITION`, "
                        "`TRIGGER`, `QUICK`, `FLIP`, `CONTINUOUS` ...", "`Kind.ACTIVATE`は魔法・罠カードの発動。"
                        "モンスターの効果は`IGNITION`、`TRIGGER`、`QUICK`、`FLIP`、`CONTINUOUS`など")
_KEEPS_DECLARED = Why("`keeps_declared` is for the activation of a continuous or field card, whose operation only "
                      "records, asking nothing, what its activation declared or paid",
                      "`keeps_declared`は永続・フィールドカードの発動のためのもの。その処理は発動で宣言したもの・払ったものを"
                      "記録するだけで、何も尋ねない")
_ONCE_PER_CHAIN = Why("`once_per_chain` is for a forced quick effect a card's ruling limits: an ignition or quick "
                      "effect activated at will is activated once a chain by the rules",
                      "`once_per_chain`はカードの裁定が制限する強制の誘発即時効果のためのもの。任意に発動する起動効果・"
                      "誘発即時効果は、ルールにより１チェーンに１度しか発動できない")
_TRIGGER_KINDS = {"trigger": ("trigger", "誘発効果"), "at_once": ("at-once", "即時に適用される効果（`AT_ONCE`）")}


def _effect_problem(data: CardData, e: Effect, stays: bool) -> Why | None:
    """What is wrong with effect `e` of the card `data`, if anything (None where nothing is); `stays`: the card's
    activation leaves it on the field (`Effect.remains`)."""
    if not isinstance(e.kind, Kind):
        kinds = ", ".join(f"Kind.{k.name}" for k in Kind)
        return Why(f"its kind is {e.kind!r}, not one of `Kind`'s ({kinds})",
                   f"種類が{e.kind!r}で、`Kind`のどれでもない（{kinds}）")
    kind = e.kind.value
    if kind == "replacement" and e.instead is None and e.substitute is None:
        return _NO_INSTEAD
    if e.operation is None and kind not in ("continuous", "replacement", "procedure"):
        return _NO_OPERATION
    if e.name_once and kind not in ("activate", "procedure"):
        return _NAME_ONCE
    if kind == "procedure" and e.operation is not None:
        return _PROCEDURE_OPERATION
    if e.damage_step and kind in ("trigger", "flip"):
        return _DAMAGE_STEP
    if e.at_calculation and not e.damage_step:
        return _AT_CALCULATION
    if e.target is not None and e.target.count < 1:
        return _NO_COUNT
    if e.once_per_chain and kind in ("ignition", "quick") and not e.forced:
        return _ONCE_PER_CHAIN
    if e.keeps_declared and (kind != "activate" or e.asks or not data.subtypes & {"continuous", "field"}):
        return _KEEPS_DECLARED
    if kind in ("trigger", "at_once") and e.trigger not in TRIGGER_EVENTS:
        events = ", ".join(sorted(TRIGGER_EVENTS))
        en, ja = _TRIGGER_KINDS[kind]
        said = Why(f"`trigger={e.trigger!r}` is no event the engine makes", f"`trigger={e.trigger!r}`はエンジンが起こす"
                   "イベントではない") if e.trigger else Why("it names no `trigger`", "`trigger`がない")
        return Why(f"{said}: a {en} effect answers one of {events}", f"{said.ja}：{ja}が応えるのは{events}のどれか")
    if kind in ("activate", "ignition", "trigger", "quick", "flip") and not (e.bare or e.note) \
            and not (e.text_en and e.text_ja):
        return _NO_TEXT
    if data.is_monster and kind == "activate":
        return _MONSTER_ACTIVATE
    if not data.is_monster and kind in ("flip", "procedure"):
        return Why(f"`Kind.{e.kind.name}` is a monster's; a spell or trap card's own activation is `Kind.ACTIVATE`",
                   f"`Kind.{e.kind.name}`はモンスターのもの。魔法・罠カード自身の発動は`Kind.ACTIVATE`")
    if not data.is_monster and kind in ("ignition", "quick") and data.subtypes & _GONE_ONCE_RESOLVED \
            and e.from_zone is None and not stays:
        gone = sorted(data.subtypes & _GONE_ONCE_RESOLVED)
        return Why(f"a {' '.join(gone)} {data.kind} card leaves the field once it resolves: what it does is its "
                   "activation, `Kind.ACTIVATE`; an ignition or quick effect of it is used from another zone "
                   "(`from_zone=Zone.GRAVE`) or while it stays on the field (`remains=True` on its activation)",
                   f"{''.join(SUBTYPES[g] for g in gone)}{KINDS[data.kind]}カードは処理されるとフィールドを離れる："
                   "その効果はその発動、`Kind.ACTIVATE`。その起動効果や誘発即時効果は別のゾーンから"
                   "（`from_zone=Zone.GRAVE`）か、フィールドに残る間に（発動に`remains=True`）使う")
    return None


NO_MATERIALS = "its fusion materials: it cannot be fusion summoned"


def _has_recipe(passcode: int) -> bool:
    from arbiter.ocg import fusion

    return fusion.recipe(passcode) is not None


def card_status(passcode: int) -> CardStatus:
    """The status of the card with this passcode (an unknown passcode raises `UnknownCardError`)."""
    from arbiter.ocg.carddata import default_db

    data = default_db().get(passcode)
    d = definition(data)
    if d is not None:
        # a fusion monster a fusion summon makes (no other way of summoning declared) needs its materials too
        unmade = () if not data.is_fusion or d.special_by is not None or _has_recipe(passcode) else (NO_MATERIALS,)
        missing = (*d.missing, *unmade)
        return CardStatus("partial", missing) if missing else CardStatus("complete")
    if data.is_normal_monster and not data.is_effect_monster:
        return CardStatus("complete")
    if data.is_fusion and not data.is_effect_monster:
        # a fusion monster without an effect has nothing to play but its materials, declared at the card
        from arbiter.ocg import fusion

        if fusion.recipe(data.passcode) is not None:
            return CardStatus("complete")
        return CardStatus("not declared", (NO_MATERIALS,))
    return CardStatus("not declared", ("its effects: the card plays as a card without effects",))
