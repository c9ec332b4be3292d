"""Summon locks: continuous effects that keep players from summoning some monsters.

A card declares one with `Effect(Kind.CONTINUOUS, locks_summons=f)`: while the effect applies (its card
face-up on the field, not negated), `f(ctx, player, monster, how, gone, onto)` says whether `player` is forbidden to
summon that monster that way ("summon": a normal or tribute summon, not a set; "flip_summon"; "special_summon", by any
means: an effect, a fusion or ritual summon, a monster's own procedure, a token; "fusion_summon": a fusion summon
only, 「融合禁止エリア」; `gone`: the monsters that leave the field as part of the summon, its tributes or its
materials: a lock that reads the monsters on the field reads it as they have left, 「群雄割拠」: the only monster of
another Type may be tributed for a tribute summon, or be a material of a fusion or ritual summon, or be tributed
for a monster's own procedure: every one of them asks `lifted_by` for the test its monsters must pass); `onto`: the
player whose field the monster goes to, the summoner's opponent where it summons onto theirs (「おジャマトリオ」's
tokens, 「トーチ・ゴーレム」), whose monsters a lock reading a field reads (「群雄割拠」). The 「結界像」
monsters let no one special summon a monster of another Attribute; 「異星の最終戦士」 lets no one summon at all. The
rules ask it through `Duel.player_forbidden(player, how, cause, monster, onto=...)`, beside the bans effects leave
on a player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.ocg.effects import Ctx
from arbiter.ocg.names import data_has_attribute

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.effects import SummonLock
    from arbiter.ocg.state import Card

# a test on the monsters a summon takes from the field (its materials, its tributes, its cost): whether no summon lock
# forbids it once they have left (`lifted_by`)
Lifts = Callable[[Sequence["Card"]], bool]


def locked(d: Duel, player: int, monster: CardData, how: str, gone: frozenset[int] = frozenset(),
           onto: int = -1) -> bool:
    """Whether a continuous effect that applies now forbids `player` to summon `monster` in the way `how` onto the
    field of `onto` (-1: their own), the monsters `gone` (its tributes) having left the field. A lock whose own card is
    among them still applies: it is there as the summon is made."""
    field = player if onto < 0 else onto
    return any(e.locks_summons is not None and e.locks_summons(Ctx(d, s.ctl, s, e), player, monster, how, gone, field)
               for s, e in d.statics())


# the ways of summoning that a lock may forbid, for each summon whose monsters leave the field as part of it (`hows`)
TRIBUTE = ("summon",)  # a face-up tribute summon
SPECIAL = ("special_summon",)  # a ritual summon, a monster's own procedure, 「融合呪印生物」's special summon
# a fusion summon is a special summon, and the one 「融合禁止エリア」 forbids
FUSION = ("special_summon", "fusion_summon")


def lifted_by(d: Duel, player: int, monster: Card, hows: tuple[str, ...], onto: int = -1) -> Lifts | None:
    """For a summon whose materials (or tributes) leave the field as part of it (`hows`: `TRIBUTE`, `SPECIAL` or
    `FUSION`): None where no lock forbids `player` to summon `monster` in any of those ways with nothing gone (onto
    the field of `onto`, -1: their own), else the test a set of them must pass: no lock forbids it once they have
    left. Only a lock that already forbids it can matter: none is set off by monsters leaving the field."""
    if not d.any_summon_lock or not any(locked(d, player, monster.data, how, onto=onto) for how in hows):
        return None
    data = monster.data

    def lifts(gone: Sequence[Card]) -> bool:
        idx = frozenset(c.idx for c in gone)
        return not any(locked(d, player, data, how, idx, onto) for how in hows)
    return lifts


def special_only(attribute: str) -> SummonLock:
    """"Neither player can special summon monsters, except monsters of this Attribute\" (the 「結界像」)."""
    def lock(ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
        return how == "special_summon" and not data_has_attribute(monster, attribute)
    return lock


@dataclass(frozen=True, slots=True)
class EveryMonster:
    """A summon lock that spares no monster, and says so: it forbids the way `how` ("special_summon"; "": every way it
    is asked about) to both players, or with `opponent_only` to its controller's opponent only, whatever the monster.
    Under one, a player may have no special summon at all to look for (`locks_every_special_summon`)."""

    how: str = ""
    opponent_only: bool = False

    def __call__(self, ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
        return self.forbids(ctx.player, player, how)

    def forbids(self, controller: int, player: int, how: str) -> bool:
        """Whether, its card under `controller`'s control, it forbids `player` to summon any monster the way `how`."""
        return (not self.how or how == self.how) and not (self.opponent_only and player == controller)


# "neither player can summon monsters": normal, flip and special summons (sets stay allowed)
no_summons = EveryMonster()
# "neither player can special summon" (「フォッシル・ダイナ パキケファロ」, 「虚無魔人」)
no_special_summons = EveryMonster("special_summon")
# "the opponent cannot special summon" (「虚無の統括者」)
opponent_no_special_summons = EveryMonster("special_summon", opponent_only=True)


def locks_every_special_summon(d: Duel, player: int) -> bool:
    """Whether a lock that applies now forbids `player` every special summon, whatever the monster (one that says so,
    `EveryMonster`)."""
    return d.any_summon_lock and any(isinstance(lock := e.locks_summons, EveryMonster)
                                     and lock.forbids(s.ctl, player, "special_summon") for s, e in d.statics())


def no_fusion_summons(ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
    """"Neither player can fusion summon" (「融合禁止エリア」): other special summons of fusion monsters are allowed."""
    return how == "fusion_summon"
