"""The continuous spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# 地盤沈下 / Ground Collapse (continuous spell): its player designates 2 unused monster zones on the field (either
# player's, chosen as it resolves); while it stays in the spell & trap zone nobody can use them (its continuous
# effect: not while its effects are negated).
def _free_zones(ctx: Ctx | Resolution) -> list[tuple[int, int]]:
    d = ctx.duel
    return [(p, s) for p in (ctx.player, 1 - ctx.player) for s, i in enumerate(d.players[p].monsters)
            if i < 0 and s not in d.blocked_slots(p, Zone.MONSTERS)]


def _zone_option(res: Resolution, p: int, s: int) -> Option:
    # the zone named by its seat, not "your zone": a replay shows the choice to everyone
    mine = p == res.player
    return Option(f"zone:{'own' if mine else 'opp'}:{s + 1}", "zone", arg=p * 5 + s,
                  label_en=f"{'AB'[p]}'s zone {s + 1}", label_ja=f"{'AB'[p]}のゾーン{s + 1}")


def _ground_collapse(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not alive(res) or not me.on_field:
        return
    for _ in range(2):
        free = _free_zones(res)
        if not free:
            return
        o = res.ask([_zone_option(res, p, s) for p, s in free], "zone", -1, "designate an unused monster zone",
                    "使用していないモンスターゾーンを指定する")
        d.block_zone(o.arg // 5, Zone.MONSTERS, o.arg % 5, me, live=True)


define(90502999, Effect(A, _ground_collapse, asks=True, does=Does.OTHER, needs=lambda ctx: len(_free_zones(ctx)) >= 2,
                        text_en="designate 2 unused monster zones: nobody can use them while this card stays",
                        text_ja="使用していないモンスターゾーンを２ヵ所指定する。このカードがある限りそのゾーンは使用できない"))


# 墓守の使い魔 / Gravekeeper's Servant (continuous spell): the opponent declares an attack only by sending the top
# card of their deck to the graveyard (one card for each attack; without one they cannot declare it).
define(16762927, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.ctl != ctx.player, attack_mill=1,
              text_en="the opponent sends their top card to the graveyard to declare an attack",
              text_ja="相手はデッキの一番上のカードを墓地へ送らなければ攻撃宣言できない"))
