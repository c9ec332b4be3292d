"""TODO"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg.cards.shared.events import by_battle_to_grave
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel



DREADMASTER = 40591390



def is_destiny_hero(c: Card) -> bool:
    return c.data.kind == "monster" and c.data.name_en.startswith("Destiny HERO")



def deck_monsters(d: Duel, p: int, ok: Callable[[Card], bool]) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if d.cards[i].data.kind == "monster" and ok(d.cards[i])]



def recruiter(attribute: str, text_en: str, text_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return has_attribute(c, attribute) and c.data.atk is not None and c.data.atk <= 1500

    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(deck_monsters(d, ctx.player, ok))

    def op(res: Resolution) -> None:
        d = res.duel
        found = deck_monsters(d, res.player, ok)
        if found and d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.special_summon(res.ask_cards(found), res.player, Pos.ATTACK, res.cause)
        d.shuffle_deck(res.player)

    return Effect(Kind.TRIGGER, op, trigger="destroyed", when=by_battle_to_grave, needs=needs, asks=True,
                  mandatory=False, misses_timing=True, text_en=text_en, text_ja=text_ja)
