"""The ritual spell cards whose English name begins with A."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.shared.rituals import rite_effect
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.effects import Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import Rite, ritual_summon
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# 高等儀式術 / Advanced Ritual Art: ritual summon any ritual monster from the hand by sending normal monsters of the
# deck whose Levels add up to exactly its Level to the graveyard (sent, not tributed); the deck is shuffled after.
def _deck_normals(d: Duel, player: int, m: Card) -> list[Card]:
    return [d.cards[i] for i in d.players[player].deck if d.is_normal_monster(d.cards[i])]


_ADVANCED = Rite(lambda c: True, exact=True, materials=_deck_normals)


def _advanced(res: Resolution) -> None:
    with deck_searched(res.duel, res.player, False):  # shuffled where materials left it
        ritual_summon(res, _ADVANCED)


define(46052429, rite_effect(_ADVANCED, "ritual summon a ritual monster: normal monsters of the deck of exactly "
                             "its Level go to the graveyard",
                             "デッキの通常モンスターをレベルの合計が同じになるよう墓地へ送り、儀式モンスター１体を儀式召喚する",
                             op=_advanced))
