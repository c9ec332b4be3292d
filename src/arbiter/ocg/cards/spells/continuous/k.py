"""The continuous spell cards whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone


# 騎士道精神 / Kishido Spirit (continuous spell): your monsters are not destroyed by battle with a monster of the
# same ATK.
def _even_battle(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    if not ctx.card.active or c.zone is not Zone.MONSTERS or c.ctl != ctx.player or d.attack is None:
        return False
    a, t = d.attack[0], d.attack[2]
    if t < 0 or c.idx not in (a, t):
        return False
    other = d.cards[t if c.idx == a else a]
    return other.zone is Zone.MONSTERS and d.atk(other) == d.atk(c)


define(60519422, bare_activation(),
       Effect(Kind.CONTINUOUS, battle_proof=True, affects=_even_battle,
              text_en="your monsters are not destroyed by battle with a monster of the same ATK",
              text_ja="攻撃力が等しいモンスターとの戦闘で、自分のモンスターは破壊されない"))


# カイザーコロシアム / Kaiser Colosseum (continuous spell): while its controller has monsters, the opponent cannot put
# monsters onto their own field beyond that number (those already there stay).
def _kaiser(ctx: Ctx, player: int, zone: Zone, within: bool) -> int | None:
    mine = len(ctx.duel.monsters_of(ctx.player))
    return mine if ctx.card.active and player != ctx.player and zone is Zone.MONSTERS and mine else None


define(35059553, bare_activation(),
       Effect(Kind.CONTINUOUS, zone_limit=_kaiser,
              text_en="the opponent cannot have more monsters than you control",
              text_ja="相手は自分フィールドのモンスターの数より多くなるようにモンスターを出せない"))
