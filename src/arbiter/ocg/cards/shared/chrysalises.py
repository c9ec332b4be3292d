"""The Chrysalis monsters and the Neo-Spacians they name."""

from __future__ import annotations

from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.effects import Ctx, Resolution
from arbiter.ocg.state import Card, Zone

# 「Ｃ」 (Chrysalis) monsters and the 「Ｎ」 (Neo-Spacian) monster each names
CHRYSALIS = {43751755: 43237273, 29246354: 17732278, 17363041: 54959865, 16241441: 89621922, 42239546: 80344569,
             42682609: 17955766}


def neo_for(ctx: Ctx, sides: tuple[int, ...], zones: tuple[Zone, ...], neo: int) -> list[Card]:
    return [c for p in sides for z in zones for c in fitting_monsters_in(ctx, p, z, lambda c: c.data.passcode == neo)]


def named_neo(res: Resolution) -> int:
    """The 「Ｎ」 monster named by the 「Ｃ」 monster tributed as the cost."""
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    return CHRYSALIS[paid[0].data.passcode] if paid else 0
