"""The equip spell cards whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.common import equip_targets, own_standby, spell_trap_cards_of
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, of_race
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summonable
from arbiter.ocg.cards.shared.stats import half_up, original_atk
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.cards.shared.zones import deck_of
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# 悪魔のくちづけ / Malevolent Nuzzler (equip spell): the equipped monster gains 700 ATK. When it is sent
# from the field to the graveyard you may pay 500 LP to put it on top of your deck (an effect of a card
# in the graveyard: 魔力倹約術 does not waive this cost); not once its activation was negated
# (`from_field_to_grave`).
def _nuzzler_back(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid:
        res.duel.to_deck([c], res.cause, where="top")


def _nuzzler_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, _nuzzler_back, trigger=kind, when=from_field_to_grave, cost=Cost(lp=500),
                  needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 500, mandatory=False, misses_timing=True,
                  text_en="pay 500 LP: put this card on top of your deck",
                  text_ja="５００ライフポイントを払い、このカードをデッキの一番上に戻す")


define(99597615,
       Effect(A, equip_targets, target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 700,
              text_en="the equipped monster gains 700 ATK", text_ja="装備モンスターの攻撃力は７００アップ"),
       _nuzzler_trigger("destroyed"),
       _nuzzler_trigger("sent"), numbering=(0, 1, 2, 2))

T = Kind.TRIGGER

# 魔術の呪文書 / Magic Formula (equip spell, Dark Magician or Dark Magician Girl): 700 ATK; when it is sent
# from the field to the graveyard, gain 1000.
define(67227834,
       Effect(A, equip_targets,
              target=TargetSpec(face="up", where=lambda ctx, c: is_named(c, 46986414, 38033121),
                                text_en="a face-up Dark Magician or Dark Magician Girl",
                                text_ja="「ブラック・マジシャン・ガール」または「ブラック・マジシャン」（表側表示）"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 700,
              text_en="the equipped monster gains 700 ATK", text_ja="装備モンスターの攻撃力は７００アップ"),
       *(Effect(T, gain_op(1000), trigger=k,
                when=from_field_to_grave,
                text_en="sent from the field to the graveyard: gain 1000 LP",
                text_ja="フィールドから墓地へ行った時：１０００ＬＰ回復")
         for k in ("destroyed", "sent")), numbering=(0, 1, 2, 2))

C = Kind.CONTINUOUS

# 機械改造工場 / Machine Conversion Factory: equip only to a Machine; it gains 300 ATK and DEF.
define(25769732, of_race("Machine", "Machine", "機械族"), equip_stats(300, 300))

# 魔性の月 / Mystical Moon: equip only to a Beast-Warrior; +300 ATK and DEF.
define(36607978, of_race("Beast-Warrior", "Beast-Warrior", "獣戦士族"), equip_stats(300, 300))

# ミスト・ボディ / Mist Body: the equipped monster is not destroyed by battle.
define(47529357, equip_spell(), Effect(C, affects=equipped_by, battle_proof=True,
                                      text_en="the equipped monster is not destroyed by battle",
                                      text_ja="装備モンスターは戦闘では破壊されない"))


# 魔導師の力 / Mage Power: +500 ATK and DEF to the equipped monster per spell and trap card you control (this one
# and a field spell too, and trap monsters).
def _mage_power(ctx: Ctx, c: Card) -> int:
    return 500 * len(spell_trap_cards_of(ctx.duel, ctx.player))


define(83746708, equip_spell(), Effect(C, affects=equipped_by, atk=_mage_power, defense=_mage_power,
                                      text_en="+500 ATK/DEF for each spell and trap card you control",
                                      text_ja="自分フィールドの魔法・罠カード１枚につき攻撃力・守備力５００アップ"))

# 凶暴化の仮面 / Mask of Brutality (equip spell): +1000 ATK and -1000 DEF to the equipped monster.
# In each of its controller's standby phases they pay 1000 LP or it is destroyed (a maintenance cost, which
# 「魔力倹約術」 does not waive, R004-051).
define(82432018, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=lambda ctx, m: 1000, defense=lambda ctx, m: -1000,
              text_en="+1000 ATK and -1000 DEF to the equipped monster",
              text_ja="装備モンスターは攻撃力１０００アップ・守備力１０００ダウン"),
       maintenance(1000))


# 巨大化 / Megamorph (equip spell): while your LP are lower than the opponent's, the equipped monster's
# ATK is twice its original ATK; while higher, half of it. An original "?" ATK cannot be doubled or
# halved: no change. A value it becomes, told as the difference from the original (`becomes`): not a raise or a
# fall that 「あまのじゃくの呪い」 reverses; every other change still applies on top, made before or after.
def _megamorph(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    orig = original_atk(d, c)
    mine, theirs = d.players[ctx.player].lp, d.players[ctx.opponent].lp
    if orig is None or mine == theirs:
        return 0
    return orig if mine < theirs else half_up(orig) - orig


define(22046459,
       Effect(A, equip_targets, target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=_megamorph,
              becomes=True,
              text_en="the equipped monster's ATK becomes twice or half its original ATK",
              text_ja="装備モンスターの攻撃力は元々の数値の２倍か半分"))


# 呪魂の仮面 / Mask of the Accursed (equip spell): the equipped monster cannot attack; in each of this card's
# controller's standby phases, the equipped monster's controller takes 500 damage.
def _accursed(res: Resolution) -> None:
    m = res.card.equipped_to
    if res.card.on_field and m >= 0:
        res.duel.damage(res.duel.cards[m].ctl, 500, res.cause)


define(56948373, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, forbids=("attack",), text_en="the equipped monster cannot attack",
              text_ja="装備モンスターは攻撃できない"),
       Effect(Kind.TRIGGER, _accursed, trigger="phase", when=own_standby, self_trigger=False,
              text_en="your standby phase: the equipped monster's controller takes 500 damage",
              text_ja="自分のスタンバイフェイズごと：装備モンスターをコントロールするプレイヤーに５００ダメージ"))


# 迷宮変化 / Magical Labyrinth: equip only to 「迷宮壁－ラビリンス・ウォール－」; tribute the equipped monster and this
# card: special summon a 「ウォール・シャドウ」 from your deck.
LABYRINTH_WALL = 67284908
WALL_SHADOW = 63162310


def _wall_shadows(ctx: Ctx | Resolution) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: is_named(c, WALL_SHADOW))


define(64389297, equip_spell(lambda ctx, c: is_named(c, LABYRINTH_WALL), "a face-up 「迷宮壁－ラビリンス・ウォール－」",
                             "表側表示の「迷宮壁－ラビリンス・ウォール－」"),
       Effect(Kind.IGNITION, lambda res: summon_one_of(res, _wall_shadows(res), deck=True), asks=True,
              condition=lambda ctx: ctx.card.equipped_to >= 0,
              # the tribute is the 「迷宮壁」 it equips, read before this card pays itself (`tribute_equipped`)
              cost=Cost(self_to="send", tribute=1, tribute_equipped=True,
                        tribute_filter=lambda ctx, c: c.face_up and is_named(c, LABYRINTH_WALL)),
              needs=lambda ctx: bool(summonable(ctx, _wall_shadows(ctx))),
              text_en="tribute the equipped monster and this card: special summon 「ウォール・シャドウ」 from your "
                      "deck",
              text_ja="このカードと装備モンスターを生け贄に捧げる：「ウォール・シャドウ」をデッキから特殊召喚"))


# メタルシルバー・アーマー / Metalsilver Armor (equip spell, any face-up monster): while the equipped monster is on your
# field, the opponent cannot target any other monster on the field with an effect (spells, traps and monster
# effects alike).
def _armor_shields(ctx: Ctx, c: Card) -> bool:
    me, d = ctx.card, ctx.duel
    if me.zone is not Zone.SPELLS or me.equipped_to < 0 or c.zone is not Zone.MONSTERS or c.idx == me.equipped_to:
        return False
    m = d.cards[me.equipped_to]
    return m.zone is Zone.MONSTERS and m.ctl == ctx.player


define(33114323, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=_armor_shields, untargetable_by=lambda ctx, by: by.player != ctx.player,
              text_en="while the equipped monster is on your field, the opponent's effects cannot target any other "
                      "monster",
              text_ja="装備モンスターが自分の場にいる間、相手の効果の対象にできるモンスターは装備モンスターだけ"))
