"""The Archfiends: their maintenance cost, the die that guards them, 「万魔殿－悪魔の巣窟－」 in play."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import itself
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.effects import Ctx, Effect, Kind, Ward
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

Guard = Callable[[Ctx, Card], bool]
PANDEMONIUM = 94585852  # 万魔殿－悪魔の巣窟－


def pandemonium_in_play(d: Duel, *players: int) -> bool:
    """A face-up 「万魔殿－悪魔の巣窟－」 is in the field zone of one of `players` (「デビルマゼラ」,
    「プリズンクインデーモン」)."""
    return any(d.players[p].field >= 0 and d.cards[d.players[p].field].face_up
               and is_named(d.cards[d.players[p].field], PANDEMONIUM) for p in players)


def is_archfiend(c: Card) -> bool:
    """A monster whose name contains 「デーモン」."""
    return c.data.kind == "monster" and name_includes(c, "デーモン")


def archfiend_die(numbers: tuple[int, ...], guards: Guard = itself) -> Effect:
    """As an opponent's effect that targets a face-up monster of this card's controller that `guards` accepts
    begins to resolve, a die is rolled for each such monster it still targets (until one hits); on one of
    `numbers` that effect is negated and its card destroyed (`Ward.die`)."""
    def affects(ctx: Ctx, c: Card) -> bool:
        return c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player and guards(ctx, c)

    said = [str(n) for n in numbers]
    return Effect(Kind.CONTINUOUS, affects=affects,
                  ward=Ward(("spell", "trap", "monster"), destroy=True, die=numbers, opponents=True),
                  text_en=f"as an opponent's effect that targets it resolves: roll a die; on {'/'.join(said)} "
                          "negate that effect and destroy its card",
                  text_ja=f"相手のカードの効果の対象になりその処理を行う時サイコロを振り、{'・'.join(said)}が出たら"
                          "その効果を無効にし破壊する")


def archfiend(lp: int, numbers: tuple[int, ...], *more: Effect, guards: Guard = itself) -> tuple[Effect, ...]:
    """An Archfiend's effects in its text's order: the maintenance cost (paid with no choice: its text offers no
    option not to pay), the die, then its own effects."""
    return maintenance(lp, declinable=False), archfiend_die(numbers, guards), *more
