"""A monster's own summoning conditions: which special summons its text allows.

A card declares them with `define(..., special_by=...)`: a check that gets the duel, the monster, the cause
of the special summon (the card whose effect summons it), the summon's kind (`"fusion"`, `"ritual"`, or
`""` for any other effect) and the player whose field it goes to (the opponent's for 「ミス・リバイブ」).
`Duel.special_summon` refuses a special summon the check does not allow, so an effect that would summon such a
monster summons nothing. A monster's own procedure (`Kind.PROCEDURE`) is
always allowed: it is how its text says it is summoned. "Cannot be normal summoned" is the card database's
`special-summon` type for most such monsters; a card without it declares `normal_summon=False`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.reasons import Why
from arbiter.ocg.effects import Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Zone

if TYPE_CHECKING:
    from arbiter.kernel.events import Cause
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.state import Card

SpecialCheck = Callable[["Duel", "Card", "Cause", str, int], bool]
# "it cannot be normal or flip summoned unless ...": the duel, the monster, and the monsters its summon takes from the
# field (its tributes), which a condition on the other monsters there reads as gone (only one face-up: 「墓守の長」)
SummonIf = Callable[["Duel", "Card", frozenset[int]], bool]


# monsters never normal summoned or set: fusion, synchro, ritual, tokens, and those the card database types as
# special-summon-only ("this card cannot be normal summoned")
NOT_NORMAL_SUMMONED = frozenset({"fusion", "synchro", "ritual", "special-summon", "token"})


def may_summon_face_up(d: Duel, c: Card, gone: frozenset[int] = frozenset()) -> bool:
    """Whether `c`'s own text lets its player normal summon or flip summon it now (`define(summon_if=...)`), the
    monsters `gone` (its tributes) having left the field."""
    defn = d.defs[c.idx]
    return defn is None or defn.summon_if is None or defn.summon_if(d, c, gone)


def normal_summonable(data: CardData) -> bool:
    """Whether a monster card can ever be normal summoned or set (通常召喚可能), by its type and its text."""
    defn = DEFS.get(data.passcode)
    return data.is_monster and not data.subtypes & NOT_NORMAL_SUMMONED and (defn is None or defn.normal_summon)


def properly_summoned(d: Duel, c: Card) -> bool:
    """Whether `c` came onto the field since it last left the hand or a deck (the fusion deck too) by a summon its
    summoning conditions allow: an effect's that does not ignore them (`Duel.special_summon` notes it), or its own
    procedure."""
    return d.ever_summoned_as(c, "proper") or d.ever_summoned_as(c, "procedure")


def allows_ignoring(d: Duel, c: Card) -> bool:
    """Whether an effect that ignores summoning conditions (「レベル調整」, 「レベルダウン！？」) may special
    summon `c`: it ignores what the monster's text demands, not the rule on monsters that must first be properly
    summoned, so it brings back from the graveyard or the banished zone no monster that cannot be normal summoned
    and never was properly summoned (a 「ホルスの黒炎竜 ＬＶ８」 sent there straight from the deck;
    docs/uncertain-rulings.md)."""
    return normal_summonable(c.base) or c.zone not in (Zone.GRAVE, Zone.BANISHED) or properly_summoned(d, c)


# why a monster's own text does not allow a special summon of it by an effect (`refusal`)
NEVER = Why("it cannot be special summoned (its own text forbids it)",
            "特殊召喚できない（そのモンスター自身のテキストが禁じている）")
NOT_PROPERLY_SUMMONED = Why(
    "it cannot be special summoned (it was not properly summoned first, as a fusion monster or one with its own way "
    "of being summoned must be)",
    "特殊召喚できない（先に正規の方法で召喚されていない。融合モンスターや独自の召喚方法を持つモンスターは、そうされて"
    "いる必要がある）")
ITS_CONDITIONS = Why("it cannot be special summoned by this effect (its own summoning conditions do not allow it)",
                     "この効果では特殊召喚できない（そのモンスター自身の召喚条件が許さない）")


def allows(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    """Whether `c`'s own text allows this special summon of it by an effect onto `to`'s field (`refusal`)."""
    return refusal(d, c, cause, kind, to) is None


def refusal(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> Why | None:
    """Why `c`'s own text does not allow this special summon of it by an effect onto `to`'s field (None: it allows
    it). A monster that cannot be normal summoned and is special summoned by its own procedure ("only by ...") is
    special summoned by an effect only once that procedure has put it onto the field (the rule on monsters that must
    first be properly summoned).
    A fusion monster, by that rule, leaves the graveyard or the banished zone only once it was properly summoned
    (fusion summoned, or special summoned from the fusion deck by an effect: 「魔導サイエンティスト」): one sent
    there from the fusion deck (「融合破棄」, 「フュージョン・ガード」) never was."""
    if c.base.is_fusion and not once_properly_summoned(d, c, cause, kind, to):
        return NOT_PROPERLY_SUMMONED
    defn = d.defs[c.idx]
    if defn is None:
        return None
    check = defn.special_by
    if check is not None and not check(d, c, cause, kind, to):
        if check is never:
            return NEVER
        # (a ritual monster refused from there was never ritual summoned)
        first = check is once_properly_summoned or (check is by_ritual_summon and c.zone in (Zone.GRAVE, Zone.BANISHED))
        return NOT_PROPERLY_SUMMONED if first else ITS_CONDITIONS
    if not normal_summonable(c.base) and any(e.kind is Kind.PROCEDURE for e in defn.effects) \
            and not d.ever_summoned_as(c, "procedure"):
        return NOT_PROPERLY_SUMMONED
    return None


def once_properly_summoned(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    """A monster that cannot be normal summoned and names no way of its own (「レアメタル・ドラゴン」): any effect may
    special summon it from the hand or the deck, and from the graveyard or the banished zone only once it was
    properly summoned (the rule on monsters that must first be properly summoned)."""
    return c.zone not in (Zone.GRAVE, Zone.BANISHED) or properly_summoned(d, c)


def never(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    """"This card cannot be special summoned.\""""
    return False


def by_fusion_summon(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    """"This card can only be special summoned by a fusion summon.\""""
    return kind == "fusion"


def by_ritual_summon(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    """A ritual monster: special summoned only by a ritual summon (the ritual spell says which ritual monsters it
    summons: its own, or several, 「高等儀式術」), and, once properly ritual summoned, by other effects from the
    graveyard or the banished zone (the rule on monsters that must first be properly summoned; a return to the
    hand or the deck undoes it, `Duel.ever_summoned_as`)."""
    return kind == "ritual" or (c.zone in (Zone.GRAVE, Zone.BANISHED) and d.ever_summoned_as(c, "ritual"))


# the cards whose effects' summons count as made by another card's effect (「ダーク・コーリング」: as by
# 「ダーク・フュージョン」), declared where the card is (`summons_as`)
_SUMMONS_AS: dict[int, int] = {}


def summons_as(passcode: int, other: int) -> None:
    """The summons the effects of card `passcode` make count as made by the effect of card `other`."""
    _SUMMONS_AS[passcode] = other


def summoned_by(d: Duel, cause: Cause) -> int:
    """The card whose effect the summon counts as made by: the cause's card, or the one it counts as (-1: none)."""
    if cause.card < 0:
        return -1
    return _SUMMONS_AS.get(d.cards[cause.card].data.passcode, d.cards[cause.card].data.passcode)


def by_effect_of(*passcodes: int) -> SpecialCheck:
    """"This card can only be special summoned by the effect of 「...」\" (or of a card whose summons count as
    made by it: `summons_as`)."""
    def check(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
        return cause.card >= 0 and (is_named(d.cards[cause.card], *passcodes) or summoned_by(d, cause) in passcodes)
    return check


def first_by_effect_of(*passcodes: int) -> SpecialCheck:
    """"It can be special summoned by the effect of 「...」" (without "only"): by that effect, and, once properly so
    summoned, by other effects from the graveyard or the banished zone (`Duel.ever_summoned_as(c, "proper")`)."""
    def check(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
        return (cause.card >= 0 and is_named(d.cards[cause.card], *passcodes)) or (
            c.zone in (Zone.GRAVE, Zone.BANISHED) and d.ever_summoned_as(c, "proper"))
    return check


def not_from(zone: Zone) -> SpecialCheck:
    """"This card cannot be special summoned from the graveyard" (or from the fusion deck, where only its own
    procedure puts it onto the field)."""
    def check(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
        return c.zone is not zone
    return check


def not_by_other_effect_monsters(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    """"It cannot be special summoned by the effect of an effect monster other than this card.\""""
    if cause.card < 0 or cause.card == c.idx:
        return True
    return not d.cards[cause.card].base.is_effect_monster


def both(*checks: SpecialCheck) -> SpecialCheck:
    """Every one of these conditions."""
    return lambda d, c, cause, kind, to: all(check(d, c, cause, kind, to) for check in checks)
