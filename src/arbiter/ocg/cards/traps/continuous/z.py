"""The continuous trap cards whose English name begins with Z."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.trap_monsters import trap_monster
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 死霊ゾーマ / Zoma the Spirit (continuous trap): it becomes an effect monster (Zombie, DARK, level 4,
# 1800/500), special summoned in defense position. Destroyed by battle: the opponent takes as much
# damage as its destroyer's ATK, read where that monster is as the effect resolves: gone too (destroyed in the same
# battle), its printed ATK in the graveyard, as every value read off a monster that left the field
# (docs/uncertain-rulings.md, h-asleft).
def _zoma(res: Resolution) -> None:
    d = res.duel
    attacker, target = battlers(d)
    me = res.card.idx
    other = attacker if target == me else target if attacker == me else -1
    if other >= 0:
        c = d.cards[other]
        d.damage(res.opponent, d.atk(c) if c.zone is Zone.MONSTERS else (c.data.atk or 0), res.cause)


define(79852326, trap_monster("Zombie", "DARK", 4, 1800, 500, True, Pos.DEFENSE,
                              text_en="it becomes an effect monster (Zombie/DARK/4/1800/500), "
                                      "special summoned in defense position",
                              text_ja="闇属性・アンデット族・レベル４・攻１８００／守５００の効果モンスターとしてこのカードを特殊召喚"),
       Effect(T, _zoma, trigger="destroyed",
              when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS),
              text_en="the opponent takes damage equal to its destroyer's ATK",
              text_ja="相手は、破壊した側のモンスターの攻撃力と同じダメージを受ける"))
