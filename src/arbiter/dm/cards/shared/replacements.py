"""Replacement abilities (a creature stays, goes elsewhere, or another is destroyed instead) and what they watch."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef, ReplacementDef, Watch, Zone
from arbiter.dm.pipeline import MOVE_KINDS, still_there
from arbiter.dm.verbs import destroy, move_all, shuffle_into_deck
from arbiter.kernel.events import Event, Reason

DRAGON = "ドラゴン"


def in_battle(c: Card) -> bool:
    return c.zone is Zone.BATTLE


def leaving(ev: Event) -> bool:
    """A card leaves the battle zone (destroyed, returned, put into mana, ...)."""
    return ev.kind in MOVE_KINDS and ev.src == Zone.BATTLE and ev.dst != Zone.BATTLE


def destroyed_self(d: Duel, c: Card, ev: Event) -> bool:
    return ev.kind == "destroy" and ev.card == c.idx and in_battle(c) and still_there(d, ev)


def to_own_grave_self(d: Duel, c: Card, ev: Event) -> bool:
    """Put from the battle zone into its owner's graveyard, destroyed or otherwise."""
    return (ev.kind in MOVE_KINDS and ev.card == c.idx and ev.src == Zone.BATTLE and ev.dst == Zone.GRAVE
            and still_there(d, ev))


def broken_by_self(d: Duel, c: Card, ev: Event) -> bool:
    """A shield this creature began to break is still being broken, whether or not the creature is still there."""
    return ev.kind == "break" and ev.cause.card == c.idx and still_there(d, ev)


def breaks_by_self(d: Duel, c: Card, ev: Event) -> bool:
    """This creature breaks a shield."""
    return in_battle(c) and broken_by_self(d, c, ev)


def own_shield_broken_by_opponent(d: Duel, c: Card, ev: Event) -> bool:
    return (ev.kind == "break" and ev.player == c.owner and ev.cause.reason is Reason.BATTLE
            and ev.cause.player != c.owner and still_there(d, ev))


def affected(d: Duel, ev: Event) -> Card:
    return d.cards[ev.card]


def stay(d: Duel, c: Card, p: int, ev: Event) -> None:
    d.note("stays", d.ref(ev.card))


def stays_instead(when: Watch, name: str, name_ja: str, optional: bool = False,
                  still_possible: Watch | None = None) -> ReplacementDef:
    """The creature stays in the battle zone instead (`still_possible`: as `ReplacementDef` says)."""
    return ReplacementDef(name, name_ja, when, stay, optional, still_possible)


def goes_instead(zone: Zone, name: str, name_ja: str, when: Watch = destroyed_self, optional: bool = False
                 ) -> ReplacementDef:
    """The card goes to another zone instead of the graveyard (to the hand, to the mana zone, into the deck)."""
    kind = {Zone.HAND: "to_hand", Zone.MANA: "to_mana", Zone.DECK: "to_deck"}[zone]

    def instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        x = affected(d, ev)
        if zone is Zone.DECK:
            shuffle_into_deck(d, x, p, c.idx)
        else:
            move_all(d, kind, [x], zone, p, c.idx)

    return ReplacementDef(name, name_ja, when, instead, optional)


def pays_to_stay(when: Watch, fits: Callable[[CardDef], bool], choose: str, choose_ja: str, name: str,
                 name_ja: str, pay: str = "discard", zone: Zone = Zone.HAND) -> ReplacementDef:
    """Instead, you may put one fitting card from the hand (or the mana zone) into the graveyard; it stays."""

    def candidates(d: Duel, c: Card) -> list[int]:
        return [i for i in d.players[c.owner].pile(zone) if fits(d.cards[i].defn)]

    def watches(d: Duel, c: Card, ev: Event) -> bool:
        return when(d, c, ev) and bool(candidates(d, c))

    def instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        i = d.pick(p, candidates(d, c), "pick", prompt_en=choose, prompt_ja=choose_ja, source=c.idx)
        move_all(d, pay, [d.cards[i]], Zone.GRAVE, p, c.idx)
        stay(d, c, p, ev)

    return ReplacementDef(name, name_ja, watches, instead)


def shield_saver() -> ReplacementDef:
    """シールド・セイバー: when one of its owner's shields would be broken, destroy this creature instead."""

    def watches(d: Duel, c: Card, ev: Event) -> bool:
        return ev.kind == "break" and ev.player == c.owner and in_battle(c) and still_there(d, ev)

    def instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        destroy(d, [c], p, c.idx)

    return ReplacementDef("Shield Saver: destroyed instead of the shield being broken", "シールド・セイバー",
                          watches, instead)


def destroys_another_instead(whose: str, name: str, name_ja: str, when: Watch, lenient: bool = False
                             ) -> ReplacementDef:
    """Instead, destroy another creature (one of yours, or one of the opponent's) chosen now.

    Once chosen for one of several simultaneous events, it is carried out even if its card has left since (seed
    001, R001-021: the second 《神羅スカル・ムーン》 resolves its stored replacement from the graveyard), as long as
    there is a creature to destroy and the creature it keeps is still there to be kept (R001-020: a Saver cannot
    save a creature already in the graveyard). `lenient`: even if what it replaced can no longer happen
    (R001-021: that Skull Moon's own destruction is over, and its replacement still destroys).
    """

    who_en, who_ja = (("another creature", "他のクリーチャー") if whose == "own"
                      else ("an opponent's creature", "相手のクリーチャー"))

    def others(d: Duel, c: Card, ev: Event) -> list[int]:
        p = c.owner if whose == "own" else 1 - c.owner
        return [x.idx for x in d.creatures(p) if x.idx != ev.card]

    def watches(d: Duel, c: Card, ev: Event) -> bool:
        return when(d, c, ev) and bool(others(d, c, ev))

    def instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        i = d.pick(p, others(d, c, ev), "pick", prompt_en=f"choose {who_en} to destroy instead",
                   prompt_ja=f"かわりに破壊する{who_ja}を選ぶ", source=c.idx)
        destroy(d, [d.cards[i]], p, c.idx)

    def possible(d: Duel, c: Card, ev: Event) -> bool:
        return (lenient or still_there(d, ev)) and bool(others(d, c, ev))

    return ReplacementDef(name, name_ja, watches, instead, True, still_possible=possible)
