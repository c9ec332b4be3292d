"""The field spell cards whose English name begins with M."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute, by_race
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.legality import tributes_needed
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

# 山 / Mountain: Dragon, Winged Beast and Thunder monsters gain 200 ATK and DEF.
define(50913601, ACTIVATE, by_race(("Dragon", "Winged Beast", "Thunder"), 200,
                                  "Dragon, Winged Beast and Thunder monsters +200 ATK/DEF",
                                  "ドラゴン族・鳥獣族・雷族モンスターの攻撃力・守備力２００アップ"))

# ダークゾーン / Mystic Plasma Zone: DARK monsters gain 500 ATK and lose 400 DEF.
define(18161786, ACTIVATE, by_attribute("DARK", 500, -400, "闇"))

# バーニングブラッド / Molten Destruction: FIRE monsters gain 500 ATK and lose 400 DEF.
define(19384334, ACTIVATE, by_attribute("FIRE", 500, -400, "炎"))


# 死皇帝の陵墓 / Mausoleum of the Emperor (field spell; the pool's current text): in their own main phase either
# player may pay 1000 LP to normal summon a monster of their hand that needs 1 tribute without tributing, or 2000 LP
# for one that needs 2; that summon is their normal summon of the turn.
def _needing(n: int) -> Callable[[Ctx], list[Card]]:
    def cands(ctx: Ctx) -> list[Card]:
        d = ctx.duel
        if not d.players[ctx.player].may_normal_summon(d.turn) or not d.free_slots(ctx.player, Zone.MONSTERS):
            return []
        return [c for c in (d.cards[i] for i in d.players[ctx.player].hand)
                if normal_summonable(c.data) and tributes_needed(d, c) == n
                and not d.player_forbidden(ctx.player, "summon", _cause(ctx), c.data)]
    return cands


def _cause(ctx: Ctx) -> Cause:
    return Cause(ctx.player, Reason.EFFECT, ctx.card.idx)


def _mausoleum(n: int) -> Effect:
    cands = _needing(n)

    def op(res: Resolution) -> None:
        found = cands(ctx_of(res))
        if found:
            res.duel.summon_by_effect(res.ask_cards(found), res.player, Pos.ATTACK, res.cause, as_normal_summon=True)

    return Effect(Kind.IGNITION, op, either_player=True, cost=Cost(lp=1000 * n), asks=True,
                  needs=lambda ctx: bool(cands(ctx)),
                  text_en=f"pay {1000 * n} LP: normal summon a monster needing {n} tribute(s) without tributing (the "
                          "normal summon of the turn)",
                  text_ja=f"{1000 * n}ライフポイントを払い、{n}体のリリースを必要とする手札のモンスター１体の"
                          "通常召喚をリリースなしで行う")


define(80921533, ACTIVATE, _mausoleum(1), _mausoleum(2))
