"""The field spell cards whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.counters import is_alien
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone


# 異界空間－Ａゾーン / Otherworld - The "A" Zone (field spell): an opponent's monster battling an 「エーリアン」 monster
# you control loses 300 ATK and DEF during damage calculation only.
def _a_zone(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    if not d.calculating() or d.attack is None or d.attack[2] < 0 or m.ctl == ctx.player:
        return 0
    a, t = d.cards[d.attack[0]], d.cards[d.attack[2]]
    other = t if m.idx == a.idx else a if m.idx == t.idx else None
    return -300 if other is not None and other.ctl == ctx.player and is_alien(other) else 0


define(60946968, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS, atk=_a_zone, defense=_a_zone,
              text_en="an opponent's monster battling your Alien loses 300 ATK and DEF during damage calculation",
              text_ja="自分の「エーリアン」の戦闘相手となる相手モンスターは、ダメージ計算時だけ攻撃力と守備力が３００下がる"))
