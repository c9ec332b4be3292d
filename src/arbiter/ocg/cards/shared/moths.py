"""「プチモス」 (Petit Moth), 「進化の繭」 (Cocoon of Evolution) and the moths a cocooned Petit Moth becomes: how many
of its controller's turns have passed since the cocoon was equipped, and the moths' summon procedures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

PETIT_MOTH = 58192742  # プチモス
COCOON_OF_EVOLUTION = 40240595  # 進化の繭


def cocoon_on(d: Duel, moth: Card) -> Card | None:
    """The 「進化の繭」 equipped to this 「プチモス」 by its own effect (a card equipped from the hand stays that
    object while it is equipped), or None."""
    return next((c for c in d.cards if c.zone is Zone.SPELLS and c.equipped_to == moth.idx and c.face_up
                 and c.base.passcode == COCOON_OF_EVOLUTION), None)


def cocooned_turns(d: Duel, moth: Card) -> int:
    """How many of its controller's turns have begun since the cocoon was equipped (the turn it was equipped is
    none of them), counting this one if it is theirs; -1 without a cocoon."""
    cocoon = cocoon_on(d, moth)
    if cocoon is None:
        return -1
    # the players take turns one after the other: turn t is the turn player's when it is an even number of turns ago
    return sum(1 for t in range(cocoon.t_entered + 1, d.turn + 1) if (d.tp if (d.turn - t) % 2 == 0 else 1 - d.tp)
               == moth.ctl)


def moth_procedure(turns: int) -> Effect:
    """A moth special summoned from the hand by tributing a 「プチモス」 you control that has worn 「進化の繭」 for at
    least `turns` of your turns."""
    def ready(ctx: Ctx, m: Card) -> bool:
        return is_named(m, PETIT_MOTH) and m.face_up and cocooned_turns(ctx.duel, m) >= turns

    return Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=ready),
                  text_en=f"special summon by tributing a Petit Moth that has worn Cocoon of Evolution for {turns} "
                          "of your turns",
                  text_ja=f"「進化の繭」を装備し自分のターンで数えて{turns}ターン以上経過した「プチモス」を生け贄に捧げて"
                          "特殊召喚する")
