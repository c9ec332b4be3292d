"""The fusion monsters whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import PIERCING, can_special_summon, ctx_of, face_up_here
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone


# レアメタル・ヴァルキリー / Super Robolady and レアメタル・ナイト / Super Roboyarou: in the damage step of a direct
# attack (Robolady) / of a battle with a monster (Roboyarou), +1000 ATK. Return this card to the fusion deck;
# special summon the other one from the fusion deck. Not in the turn this card was special summoned.
def _robo_boost(direct: bool) -> Effect:
    def atk(ctx: Ctx, c: Card) -> int:
        d = ctx.duel
        if d.phase != "battle:damage" or d.attack is None:
            return 0
        attacker, target = d.attack[0], d.attack[2]
        fits = attacker == c.idx and target < 0 if direct else c.idx in (attacker, target) and target >= 0
        return 1000 if fits else 0

    return Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=atk,
                  text_en="+1000 ATK in the damage step of a direct attack" if direct
                  else "+1000 ATK in the damage step of a battle with a monster",
                  text_ja="直接攻撃ならダメージステップの間、攻撃力＋１０００" if direct
                  else "モンスターとの戦闘ならダメージステップの間、攻撃力＋１０００")


def _robo_swap(other: int) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return ctx.card.t_entered != ctx.duel.turn and any(
            is_named(c, other) and can_special_summon(ctx, c) for c in fusion.fusion_deck(ctx.duel, ctx.player))

    def op(res: Resolution) -> None:
        d = res.duel
        summon_picked(res, [c for c in fusion.fusion_deck(d, res.player) if is_named(c, other)], kind="fusion")

    return Effect(Kind.IGNITION, op, condition=face_up_here, needs=needs, asks=True, cost=Cost(self_to="extra"),
                  text_en="return this card to the fusion deck; special summon the other Super Robo",
                  text_ja="このカードを融合デッキに戻し、もう一方の「レアメタル」を特殊召喚する")


fusion.materials(75923050, 92421852, 38916461)  # レアメタル・ヴァルキリー: ロボレディ + ロボヤロー
define(75923050, _robo_swap(1412158), _robo_boost(direct=True))
fusion.materials(1412158, 38916461, 92421852)  # レアメタル・ナイト: ロボヤロー + ロボレディ
define(1412158, _robo_swap(75923050), _robo_boost(direct=False))

# スカルビショップ / Skull Knight: 悪魔の知恵 + 魔天老
fusion.materials(2504891, 28725004, 42431843)

# デス・バード / Skullbird: タクヒ + 髑髏の寺院
fusion.materials(8327462, 3170832, 732302)

# 聖女ジャンヌ / St. Joan: 慈悲深き修道女 + 堕天使マリー
fusion.materials(21175632, 84080938, 57579381)

# スケルゴン / Skelgon: メデューサの亡霊 + 暗黒の竜王
fusion.materials(32355828, 29491031, 87564352)

# クリッチー / Sanwitch: クリッター + 黒き森のウィッチ
fusion.materials(53539634, 26202165, 78010363)

# ソウル・ハンター / Soul Hunter: ランプの魔人 + 異次元からの侵略者
fusion.materials(72869010, 99510761, 28450915)

fusion.materials(5368615, 18325492, 44729197)  # スチームジャイロイド: ジャイロイド + スチームロイド
# スーパービークロイド－ジャンボドリル / Super Vehicroid Jumbo Drill: スチームロイド + ドリルロイド + サブマリンロイド,
# and only these; piercing damage.
fusion.materials(36256625, 44729197, 71218746, 99861526, only_these=True)
define(36256625, PIERCING)


# スーパービークロイド－ステルス・ユニオン / Super Vehicroid - Stealth Union: トラックロイド + エクスプレスロイド +
# ドリルロイド + ステルスロイド. Once a turn, in your main phase, target a face-up non-Machine monster on the field:
# it becomes an equip card equipped to this card. While a monster is equipped to it so, it may attack each monster the
# opponent controls once. While it attacks, its original ATK is halved (the original ATK it has then: one an effect
# set, 「粘着落とし穴」's half, is halved again); it inflicts piercing battle damage.
def _stealth_takes(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not face_up_here(ctx_of(res)) or me.oid != res.link.oid:
        return
    for t in res.targets():
        if d.free_slots(res.player, Zone.SPELLS) > 0:
            d.equip(t, me, res.cause, res.player)


def _holds_a_monster(ctx: Ctx, c: Card) -> bool:
    # a monster equipped by its own effect only: not one that equipped itself (「暗黒魔族ギルファー・デーモン」)
    d = ctx.duel
    return c.idx == ctx.card.idx and any(m.equipped_to == c.idx and m.zone is Zone.SPELLS and m.base.is_monster
                                         and d.equipped_by_card(m) == c.idx for m in d.cards)


def _attacking(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and ctx.duel.attack is not None and battlers(ctx.duel)[0] == c.idx


fusion.materials(3897065, 61538782, 984114, 71218746, 98049038)
define(3897065,
       Effect(Kind.IGNITION, _stealth_takes, once_per_turn=True, holds_monsters=True,
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
              target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) != "Machine",
                                text_en="a face-up non-Machine monster", text_ja="機械族以外の表側表示モンスター"),
              text_en="equip the target to this card", text_ja="対象を装備カードとしてこのカードに付ける"),
       Effect(Kind.CONTINUOUS, affects=_holds_a_monster, attacks_each=True,
              text_en="while it holds a monster so, it may attack each of the opponent's monsters once",
              text_ja="この効果によるモンスターを装備中は、相手モンスター全てに１度ずつ攻撃が可能"),
       Effect(Kind.CONTINUOUS, affects=_attacking, atk=lambda ctx, c: -((original_atk(ctx.duel, c) or 0) // 2),
              text_en="while it attacks, its original ATK is halved", text_ja="攻撃する場合、元々の攻撃力は半分になる"),
       PIERCING)


# 超合魔獣ラプテノス / Superalloy Beast Raptinus: 2 gemini monsters. While it is face-up on the field (and not
# negated), every gemini monster face-up on the field is treated as gemini summoned: an effect monster with its
# effects and the names its text gives it so (`Effect.wakes_geminis`, `Duel.dormant`, `Card.as_gemini`).
fusion.materials(64463828, lambda cd: "gemini" in cd.subtypes, lambda cd: "gemini" in cd.subtypes)
define(64463828, Effect(Kind.CONTINUOUS, wakes_geminis=True,
                        text_en="gemini monsters on the field are treated as gemini summoned",
                        text_ja="フィールド上のデュアルモンスターは再度召喚された状態として扱う"))

