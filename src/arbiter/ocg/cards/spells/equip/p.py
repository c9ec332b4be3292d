"""The equip spell cards whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg import names
from arbiter.ocg.cards.common import OWN_REVIVABLE, room
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, of_race
from arbiter.ocg.cards.shared.revival import equip_summoned, summoned_tie
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos

C = Kind.CONTINUOUS

# ポセイドンの力 / Power of Kaishin: equips only an Aqua monster, giving 300 ATK and DEF.
define(77027445, of_race("Aqua", "Aqua", "水族"), equip_stats(300, 300))

# しびれ薬 / Paralyzing Potion: equip only to a non-Machine monster; the equipped monster cannot declare an attack.
define(50152549, equip_spell(lambda ctx, c: ctx.duel.race(c) != "Machine", "a face-up non-Machine monster",
                             "表側表示の機械族以外のモンスター"),
       Effect(C, affects=equipped_by, forbids=("attack",), text_en="the equipped monster cannot attack",
              text_ja="装備モンスターは攻撃宣言できない"))

A = Kind.ACTIVATE


# 早すぎた埋葬 / Premature Burial: pay 800 LP; special summon a targeted monster from your graveyard (one it may
# special summon) in attack position and equip this card to it. When this card is destroyed the monster is destroyed
# (a lasting link, applied at once; not if this card's effects are negated as it is destroyed: 「王宮の勅命」); when
# the monster leaves, this card goes as any equip card does. Destroyed in a chain to it, it summons nothing
# (`equip_summoned`).
define(70828912, Effect(A, lambda res: equip_summoned(res, Pos.ATTACK),
                        ties_equipped=summoned_tie("destroyed"), cost=Cost(lp=800), needs=room,
                        target=OWN_REVIVABLE,
                        text_en="special summon the target and equip this card to it",
                        text_ja="対象を攻撃表示で特殊召喚：このカードをそれに装備"))


# 守護神の矛 / Phalanx Pike (equip spell): the equipped monster gains 900 ATK for each card with its name in both
# graveyards (the name it has now: 「ハーピィ・レディ１」 counts every 「ハーピィ・レディ」).
def _pike(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    return 900 * sum(1 for p in (0, 1) for i in d.players[p].grave if names.same_name(d.cards[i], m))


define(42709949, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_pike,
              text_en="900 ATK for each card with the equipped monster's name in the graveyards",
              text_ja="お互いの墓地の装備モンスターと同名カードの数×９００攻撃力アップ"))
