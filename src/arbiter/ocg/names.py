"""What a card's name and Attribute count as under the rules: its own, and those its text also treats it as.

A card whose text says its name is (also) treated as another card's name declares it next to its `define`:
`treat_as(PASSCODE, OTHER)` (「Ｎ・マリン・ドルフィン」 is also 「Ｎ・アクア・ドルフィン」), with `where="field"` when
that holds only while it is face-up on the field (「プロト・サイバー・ドラゴン」) or `"field_grave"` on the field or
in the graveyard (「ハーピィ・クィーン」), or `"gemini"` only while the gemini monster is face-up on the field
and counts as gemini summoned (`Card.as_gemini`, as for its effects: 「Ｅ・ＨＥＲＯ アナザー・ネオス」); with
`instead=True` where the text gives that name in place of its own (〜として扱う, not 〜としても扱う): where it holds
the card has that name only, so a copy elsewhere that keeps its own name is no namesake of it (「ハーピィ・クィーン」
on the field and one in the deck); with `instead=True` and no place, the printed name is no card's at all, and no
name a player declares (`bears_own_name`).
`also_attribute(PASSCODE, "DARK")` does the same for Attributes (「光と闇の竜」). Rules and cards compare names with
`is_named` (`data_is_named` on printed facts) and Attributes with `has_attribute`, never by passcode alone, so a
card declared here is seen everywhere its other name or Attribute is asked for. "A card whose name includes 「X」"
(「X」と名のついたカード: an archetype) is `name_includes(c, "X")`, or `data_name_includes` on a card's
printed facts (a fusion recipe, a deck of cards that are not yet cards of a duel).
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import TYPE_CHECKING, Literal

from arbiter.ocg.carddata import default_db, era_cards, era_pool
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData

Where = Literal["", "field", "field_grave", "gemini"]

# the passcode of a card that stands for no card of the game (the judge fills a deck a scenario does not list with
# such cards): its name is no card name a player may declare
NO_CARD = 0

# passcode -> (the other names, by passcode; where they hold: "" everywhere)
_NAMES: dict[int, tuple[tuple[int, ...], Where]] = {}
# the passcodes whose other names replace their own where they hold (`treat_as(..., instead=True)`)
_INSTEAD: set[int] = set()
# passcode -> the other Attributes it also has
_ATTRIBUTES: dict[int, tuple[str, ...]] = {}


def treat_as(passcode: int, *names: int, where: Where = "", instead: bool = False) -> None:
    """Declare that the card's name is also each of `names` (the passcodes of those cards), `where` it holds; with
    `instead`, that its own name is not one of its names there."""
    if not names:
        raise ValueError(f"card {passcode}: treat_as needs at least one name")
    _NAMES[passcode] = (names, where)
    if instead:
        _INSTEAD.add(passcode)


def also_attribute(passcode: int, *attributes: str) -> None:
    """Declare that the card also has these Attributes ("DARK", ...), wherever it is."""
    _ATTRIBUTES[passcode] = attributes


def is_named(c: Card, *passcodes: int) -> bool:
    """Whether the card's name is one of those cards' names: it is one of them, or its text treats it so now."""
    if c.data.passcode not in _NAMES:  # most cards have only their own name: asked at every filter, kept quick
        return c.data.passcode in passcodes
    return any(n in passcodes for n in names_of(c))


def named_face_up(c: Card, *passcodes: int) -> bool:
    """Whether the card is named one of those cards now or, face-down on the field, would be once turned face-up
    there (a set 「プロト・サイバー・ドラゴン」 is 「サイバー・ドラゴン」 face-up): what a card already on the field is
    for an effect that spares such cards by name (「禁止令」)."""
    if is_named(c, *passcodes):
        return True
    other = _NAMES.get(c.data.passcode)
    return (other is not None and other[1] in ("field", "field_grave") and c.on_field and not c.face_up
            and any(n in passcodes for n in _with_own(c.data.passcode, other[0])))


def data_is_named(data: CardData, *passcodes: int) -> bool:
    """Whether a card of these printed facts is named one of those cards (`is_named` where there is no card of the
    duel to ask: a monster about to be summoned), by its own name and those its text gives it wherever it is."""
    other = _NAMES.get(data.passcode)
    if other is None or other[1]:
        return data.passcode in passcodes
    return any(n in passcodes for n in _with_own(data.passcode, other[0]))


def names_of(c: Card) -> tuple[int, ...]:
    """The names (passcodes) the card has now: its own, and those its text treats it as where that holds."""
    p = c.data.passcode
    other = _NAMES.get(p)
    if other is None or not _holds(c, other[1]):
        return (p,)
    return _with_own(p, other[0])


def _with_own(passcode: int, names: tuple[int, ...]) -> tuple[int, ...]:
    """The names a card has where its other `names` hold: its own too, unless they replace it."""
    return names if passcode in _INSTEAD else (passcode, *names)


def bears_own_name(data: CardData) -> bool:
    """Whether a card of these printed facts has its own name anywhere: not one whose text gives it another card's
    name in place of its own wherever it is (「ハーピィ・レディ・ＳＢ」 is 「ハーピィ・レディ」): such a name is no
    card's, and a player declaring a card name declares the name it bears."""
    other = _NAMES.get(data.passcode)
    return other is None or bool(other[1]) or data.passcode not in _INSTEAD


def declarable(cards: Iterable[Card], keep: Callable[[CardData], bool]) -> list[CardData]:
    """The card names a player may declare that `keep` passes, by passcode: the era's (a card printed later did not
    exist yet) and those of any later card among the duel's `cards` (a scenario's, its made-up monsters too), but no
    token's (a token is no card), none of a card with no passcode (`NO_CARD`: the judge's filler of the decks a
    scenario does not list, which it never names) and no printed name its card never bears (`bears_own_name`)."""
    era = era_pool()
    later = {c.base.passcode: c.base for c in cards
             if c.base.passcode not in era and c.base.passcode != NO_CARD and not c.base.is_token}
    pool = sorted([*era_cards(), *later.values()], key=attrgetter("passcode")) if later else era_cards()
    return [c for c in pool if keep(c) and bears_own_name(c)]


def same_name(a: Card, b: Card) -> bool:
    """Whether two cards have a name in common now ("a card with the same name": 「ハーピィ・レディ１」 and
    「ハーピィ・レディ２」 are both 「ハーピィ・レディ」)."""
    return is_named(b, *names_of(a))


def count_names(cards: Iterable[Card]) -> int:
    """How many different names the cards have ("for each name"): cards that share a name (`same_name`) count once."""
    seen: list[Card] = []
    for c in cards:
        if not any(same_name(c, s) for s in seen):
            seen.append(c)
    return len(seen)


def name_includes(c: Card, *parts: str) -> bool:
    """Whether the card's name includes one of `parts` (「X」と名のついたカード): the name it has now (an effect that
    makes it take on another card's name changes it: `Duel.take_on`), or one its text treats it as where that holds.
    Names are compared width-folded (NFKC), as the era prints some full-width (「Ｅ・ＨＥＲＯ」 is 「E・HERO」). A card
    whose text reads its original name (「トイ・ボックス」: 元々のカード名) asks `data_name_includes(c.base, ...)`."""
    own = c.data.passcode
    if own not in _NAMES:  # (as in `is_named`)
        return _folded_includes(c.data.name_ja, parts)
    return any(_folded_includes(c.data.name_ja if n == own else default_db().get(n).name_ja, parts)
               for n in names_of(c))


def name_begins(c: Card, prefix: str) -> bool:
    """Whether the card's name (as `name_includes` reads it: the name it has now, or one its text treats it as where
    that holds) begins with `prefix`: an archetype marked by a prefix (「Ｎ・」), where the same letters inside another
    name (「Ｘ・Ｅ・Ｎ・Ｏ」) mark nothing."""
    begins = _folded(prefix)
    own = c.data.passcode
    return any(_folded(c.data.name_ja if n == own else default_db().get(n).name_ja).startswith(begins)
               for n in names_of(c))


def data_name_includes(data: CardData, *parts: str) -> bool:
    """Whether a card of these printed facts has a name that includes one of `parts` (`name_includes` where there is
    no card of the duel to ask: a fusion recipe's material; or a card's `base`, for a text that reads the original
    name), a name its text treats it as wherever it is counted too."""
    other = _NAMES.get(data.passcode)
    if other is None or other[1]:
        return _folded_includes(data.name_ja, parts)
    return (data.passcode not in _INSTEAD and _folded_includes(data.name_ja, parts)) or _any_includes(other[0], parts)


def _any_includes(passcodes: tuple[int, ...], parts: tuple[str, ...]) -> bool:
    return any(_folded_includes(default_db().get(n).name_ja, parts) for n in passcodes)


def _folded_includes(name: str, parts: tuple[str, ...]) -> bool:
    folded = _folded(name)
    return any(_folded(p) in folded for p in parts)


@functools.cache
def _folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name)


def _holds(c: Card, where: Where) -> bool:
    if where == "gemini":
        return c.on_field and c.face_up and c.as_gemini
    return not where or (c.on_field and c.face_up) or (where == "field_grave" and c.zone is Zone.GRAVE)


def has_attribute(c: Card, attribute: str) -> bool:
    """Whether the card has this Attribute: its own, or one its text also gives it."""
    return data_has_attribute(c.data, attribute)


def attributes_of(c: Card) -> tuple[str, ...]:
    """Every Attribute the card has now: its own (as an effect may have changed it) and those its text gives it."""
    own = (c.data.attribute,) if c.data.attribute else ()
    return own + _ATTRIBUTES.get(c.data.passcode, ())


def data_has_attribute(data: CardData, attribute: str) -> bool:
    """Whether a card of these facts has this Attribute (before it is a card of the duel: a summon's check)."""
    return data.attribute == attribute or attribute in _ATTRIBUTES.get(data.passcode, ())


def other_names(passcode: int) -> tuple[int, ...]:
    """The names (passcodes) a card's text also treats it as, wherever that holds."""
    other = _NAMES.get(passcode)
    return other[0] if other is not None else ()
