"""Replacements of a card's arrival: madness from the hand (《無頼聖者サンフィスト》) and a creature's entering
the battle zone (《聖鎧亜キング・アルカディアス》)."""

from __future__ import annotations

from arbiter.dm.cards.abilities import in_battle
from arbiter.dm.duel import Duel
from arbiter.dm.model import BLOCKER, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.registry import define
from arbiter.dm.verbs import move_all, put_into_battle
from arbiter.kernel.events import Event


def _madness_watches(d: Duel, c: Card, ev: Event) -> bool:
    """Discarded from its owner's hand during the opponent's turn."""
    return ev.kind == "discard" and ev.card == c.idx and c.zone is Zone.HAND and d.tp != c.owner


def _madness_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    put_into_battle(d, c, p, c.idx)


SANFIST = define(CardDef(
    "sanfist", "無頼聖者サンフィスト", "Sanfist, the Savage Vizier", "creature", ("light", "nature"), 3, 3000,
    ("ビーストフォーク", "イニシエート"), keywords=frozenset({BLOCKER}),
    replacements=(ReplacementDef("madness: enters the battle zone instead of the graveyard",
                                 "墓地に置くかわりにバトルゾーンに出す", _madness_watches, _madness_instead),),
    aliases=("Burai Seija Sanfisuto",),
    summary="Blocker. When it would be discarded from your hand during the opponent's turn, you may put it into "
            "the battle zone instead."))


def _arcadias_watches(d: Duel, c: Card, ev: Event) -> bool:
    if ev.kind != "enter" or not in_battle(c):
        return False
    x = d.cards[ev.card]
    return x.owner != c.owner and x.defn.is_creature and not x.defn.multicolored


def _arcadias_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    x = d.cards[ev.card]
    move_all(d, "to_grave", [x], Zone.GRAVE, p, c.idx)


KING_ARCADIAS = define(CardDef(
    "king_arcadias", "聖鎧亜キング・アルカディアス", "Seigaia Kingu Arukadiasu", "evolution", ("light", "darkness"), 7,
    9000, ("エンジェル・コマンド", "ロスト・クルセイダー"), breaker=2, evolves_from=lambda base: base.multicolored,
    replacements=(ReplacementDef("the opponent's non-multicoloured creature goes to the graveyard instead",
                                 "バトルゾーンに出すかわりに墓地に置く", _arcadias_watches, _arcadias_instead,
                                 optional=False),),
    summary="Evolution (on one of your multicoloured creatures). Double breaker. A creature that is not "
            "multicoloured the opponent would put into the battle zone goes to the graveyard instead."))
