"""The fusion monsters whose English name begins with C."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import CYBER_DRAGON, GAZELLE, PIERCING, itself, room
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.monster_equips import cyberdark, cyberdark_equip_atk
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.special_summons import summon_target
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.zones import grave_of
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# 紅陽鳥 / Crimson Sunbird: セイント・バード + スカイ・ハンター
fusion.materials(46696593, 75582395, 10202894)

# メカ・ザウルス / Cyber Saurus: ミスター・ボンバー + 二頭を持つキング・レックス
fusion.materials(89112729, 70138455, 94119974)

T = Kind.TRIGGER

# キメラテック・オーバー・ドラゴン / Chimeratech Overdragon: 「サイバー・ドラゴン」 + one or more Machine monsters,
# and only these. When it is fusion summoned, every other card its controller controls goes to the graveyard. Its
# original ATK and DEF are 800 for each material of its fusion summon (R004-032: that value counts as the original
# one while it is on the field; "?" off it, R004-016), and it may attack that many times in each battle phase,
# the attacks past the first only on monsters. It is special summoned only by a fusion summon (`special_by`), even
# after one.
CHIMERATECH = 64599569


def _chimeratech(d: Duel, c: Card) -> int:
    return 800 * fusion.material_count(d, c)


def _chimeratech_clears(res: Resolution) -> None:
    pl = res.duel.players[res.player]
    res.duel.send_to_grave([i for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0 and i != res.card.idx],
                           res.cause)


fusion.materials(CHIMERATECH, CYBER_DRAGON, fusion.many(lambda cd: cd.race == "Machine"), only_these=True)
define(CHIMERATECH,
       Effect(T, _chimeratech_clears, trigger="special_summoned", when=fusion.by_fusion_summon,
              text_en="fusion summoned: every other card on your side goes to the graveyard",
              text_ja="融合召喚の後、自分の場にある他のカードは全て墓地へ"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _chimeratech(ctx.duel, c),
              defense=lambda ctx, c: _chimeratech(ctx.duel, c), original_value=True,
              text_en="original ATK/DEF: 800 x its fusion materials",
              text_ja="元々の攻撃力・守備力は融合素材の数×８００"),
       Effect(Kind.CONTINUOUS, affects=itself, extra_on_monsters=True,
              extra_attacks=lambda ctx, c: max(fusion.material_count(ctx.duel, c) - 1, 0),
              text_en="may attack monsters as many times in a battle phase as it had fusion materials",
              text_ja="１度のバトルフェイズ中に融合素材の数までモンスターに攻撃できる"),
       special_by=by_fusion_summon)

BERFOMET = 77207191

# 有翼幻獣キマイラ / Chimera the Flying Mythical Beast: when it is destroyed, you may target 「バフォメット」 or
# 「幻獣王ガゼル」 in your graveyard; special summon it (R004-058).
fusion.materials(4796100, 5818798, 77207191)  # 有翼幻獣キマイラ: 幻獣王ガゼル + バフォメット
define(4796100, Effect(T, summon_target, trigger="destroyed", mandatory=False, misses_timing=True, needs=room,
                       asks=True,
                       target=grave_target(lambda ctx, c: is_named(c, GAZELLE, BERFOMET),
                                           "Berfomet or Gazelle in your graveyard",
                                           "自分の墓地の「バフォメット」か「幻獣王ガゼル」"),
                       text_en="special summon the target", text_ja="対象を特殊召喚する"))

fusion.materials(37421579, 36121917, 96851799)  # 炎の騎士 キラー: モンスター・エッグ + スティング

# サイバー・ツイン・ドラゴン / Cyber Twin Dragon: 「サイバー・ドラゴン」 x2, and only these; it may attack twice in each
# battle phase.
fusion.materials(74157028, CYBER_DRAGON, CYBER_DRAGON, only_these=True)
define(74157028, Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1, text_en="may attack twice in a battle phase",
                        text_ja="１度のバトルフェイズ中に２回攻撃できる"))

# サイバー・エンド・ドラゴン / Cyber End Dragon: 「サイバー・ドラゴン」 x3, and only these; piercing damage.
fusion.materials(1546123, CYBER_DRAGON, CYBER_DRAGON, CYBER_DRAGON, only_these=True)
define(1546123, PIERCING)


# サイバー・オーガ・２ / Cyber Ogre 2: 「サイバー・オーガ」 x2, and only these; when it attacks a monster, it gains half
# that monster's ATK (rounded up, R004-041) in damage calculation.
def _ogre(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    attacker, target = battlers(d)
    return half_up(d.atk(d.cards[target])) if d.calculating() and attacker == c.idx and target >= 0 else 0


fusion.materials(37057012, 64268668, 64268668, only_these=True)
define(37057012, Effect(Kind.CONTINUOUS, affects=itself, atk=_ogre,
                        text_en="attacking, +half the target's ATK in damage calculation",
                        text_ja="攻撃する場合、ダメージ計算時のみ攻撃対象モンスターの攻撃力の半分アップ"))

fusion.materials(40418351, 41230939, 77625948, 3019642)  # 鎧黒竜－サイバー・ダーク・ドラゴン: ホーン + エッジ + キール
define(40418351, *cyberdark("special_summoned", 12, atk=lambda ctx, c: cyberdark_equip_atk(ctx, c) + 100 * len(
    grave_of(ctx.duel, ctx.card.ctl, lambda x: x.data.is_monster))),
       special_by=by_fusion_summon)


# キメラテック・フォートレス・ドラゴン / Chimeratech Fortress Dragon: 「サイバー・ドラゴン」 + one or more Machine
# monsters; special summoned from the fusion deck only by sending those monsters from either player's field to
# the graveyard (no 「融合」); it cannot be a fusion material; its original ATK is 1000 for each monster sent for
# its summon.
FORTRESS = 79229522


def _fortress_atk(d: Duel, c: Card) -> int:
    return 1000 * len(d.procedure_cost(c))


fusion.materials(FORTRESS, CYBER_DRAGON, fusion.many(lambda cd: cd.race == "Machine"))
fusion.never_material(FORTRESS)
define(FORTRESS,
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _fortress_atk(ctx.duel, c), original_value=True,
              text_en="original ATK: 1000 x the monsters sent for its summon",
              text_ja="元々の攻撃力は特殊召喚時に墓地へ送ったモンスターの数×１０００"),
       Effect(Kind.PROCEDURE, cost=Cost(materials="grave", materials_side="any"), from_zone=Zone.EXTRA,
              text_en="special summon from the fusion deck by sending the listed monsters from either field to the "
                      "graveyard",
              text_ja="自分・相手フィールド上の上記のカードを墓地へ送り、融合デッキから特殊召喚する"),
       special_by=not_from(Zone.EXTRA))


# サイバー・ブレイダー / Cyber Blader: 「エトワール・サイバー」 + 「ブレード・スケーター」, and only these; it gains an
# effect by how many monsters the opponent controls: exactly 1, it is not destroyed by battle; exactly 2, its ATK is
# doubled (the ATK its printed value and resolved effects give it; continuous boosts are added undoubled:
# docs/uncertain-rulings.md); exactly 3, the effects of the opponent's spell, trap and effect monster cards on the
# field are negated (the era text: a continuous negation of those cards). It has each effect only while it gains it
# (`Effect.gained`: 「ダブルトラップ」 targets it only while the opponent controls exactly 3 monsters).
def _opp_count(n: int) -> Callable[[Ctx, Card], bool]:
    def when(ctx: Ctx, c: Card) -> bool:
        return itself(ctx, c) and len(ctx.duel.monsters_of(1 - ctx.player)) == n
    return when


def _three_opposing(ctx: Ctx) -> bool:
    return len(ctx.duel.monsters_of(1 - ctx.player)) == 3


def _blader_negates(kind: str) -> Effect:
    return Effect(Kind.CONTINUOUS, negates=kind, gained=_three_opposing,
                  affects=lambda ctx, c: c.on_field and c.ctl != ctx.player,
                  text_en="opponent controls exactly 3 monsters: their spell, trap and effect monster cards' effects "
                          "are negated",
                  text_ja="相手フィールドのモンスターが３体：相手の魔法・罠・効果モンスターの効果を無効にする")


fusion.materials(10248389, 11460577, 97023549, only_these=True)
define(10248389,
       Effect(Kind.CONTINUOUS, affects=_opp_count(1), battle_proof=True,
              text_en="opponent controls exactly 1 monster: not destroyed by battle",
              text_ja="相手フィールドのモンスターが１体：このカードは戦闘では破壊されない"),
       Effect(Kind.CONTINUOUS, affects=_opp_count(2), atk=lambda ctx, c: ctx.duel.atk(c), becomes=True,
              text_en="opponent controls exactly 2 monsters: its ATK is doubled",
              text_ja="相手フィールドのモンスターが２体：このカードの攻撃力は倍になる"),
       _blader_negates("spell"), _blader_negates("trap"), _blader_negates("monster"),
       numbering=(1, 2, 3, 3, 3))
