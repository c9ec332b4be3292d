"""Equip spell cards of the era's pool (issue 13).

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"Equip only to X" is the activation's target: a face-up monster that is X now (its current Type).
"""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.archive_return import equip_spell, equip_stats, equipped_by
from arbiter.ocg.cards.common import spells_traps_of
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

C = Kind.CONTINUOUS
T = Kind.TRIGGER


def _of_race(race: str, en: str, ja: str) -> Effect:
    """The activation of an equip spell that equips only a monster of this Type."""
    return equip_spell(lambda ctx, c: ctx.duel.race(c) == race, f"a face-up {en} monster", f"表側表示の{ja}モンスター")


def _of_attribute(attribute: str, ja: str) -> Effect:
    """The activation of an equip spell that equips only a monster of this Attribute."""
    return equip_spell(lambda ctx, c: c.data.attribute == attribute, f"a face-up {attribute} monster",
                       f"表側表示の{ja}属性モンスター")


def _from_field_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)


# ドラゴンの秘宝 / Dragon Treasure: equip only to a Dragon; it gains 300 ATK and DEF.
define(1435851, _of_race("Dragon", "Dragon", "ドラゴン族"), equip_stats(300, 300))

# 銀の弓矢 / Silver Bow and Arrow: equip only to a Fairy; it gains 300 ATK and DEF.
define(1557499, _of_race("Fairy", "Fairy", "天使族"), equip_stats(300, 300))

# はがねの甲羅 / Steel Shell: equip only to a WATER monster; it gains 400 ATK and loses 200 DEF.
define(2370081, _of_attribute("WATER", "水"), equip_stats(400, -200))

# 火器付機甲鎧 / Insect Armor with Laser Cannon: equip only to an Insect; +700 ATK.
define(3492538, _of_race("Insect", "Insect", "昆虫族"), equip_stats(700))

# 闇・エネルギー / Dark Energy: equip only to a Fiend; it gains 300 ATK and DEF.
define(4614116, _of_race("Fiend", "Fiend", "悪魔族"), equip_stats(300, 300))

# 紫水晶 / Violet Crystal: equip only to a Zombie; it gains 300 ATK and DEF.
define(15052462, _of_race("Zombie", "Zombie", "アンデット族"), equip_stats(300, 300))

# 灼熱の槍 / Burning Spear: equip only to a FIRE monster; it gains 400 ATK and loses 200 DEF.
define(18937875, _of_attribute("FIRE", "炎"), equip_stats(400, -200))

# 機械改造工場 / Machine Conversion Factory: equip only to a Machine; it gains 300 ATK and DEF.
define(25769732, _of_race("Machine", "Machine", "機械族"), equip_stats(300, 300))


# フュージョン・ウェポン / Fusion Weapon: equip only to a Level 6 or lower fusion monster; +1500 ATK and DEF.
define(27967615, equip_spell(lambda ctx, c: "fusion" in c.data.subtypes and ctx.duel.level(c) <= 6,
                             "a face-up Level 6 or lower fusion monster", "表側表示のレベル６以下の融合モンスター"),
       equip_stats(1500, 1500))

# 魔性の月 / Mystical Moon: equip only to a Beast-Warrior; +300 ATK and DEF.
define(36607978, _of_race("Beast-Warrior", "Beast-Warrior", "獣戦士族"), equip_stats(300, 300))

# 闇の破神剣 / Sword of Dark Destruction: equip only to a DARK monster; it gains 400 ATK and loses 200 DEF.
define(37120512, _of_attribute("DARK", "闇"), equip_stats(400, -200))

# 電撃鞭 / Electro-Whip: equip only to a Thunder monster; it gains 300 ATK and DEF.
define(37820550, _of_race("Thunder", "Thunder", "雷族"), equip_stats(300, 300))

# 魔菌 / Vile Germs: equip only to a Plant; it gains 300 ATK and DEF.
define(39774685, _of_race("Plant", "Plant", "植物族"), equip_stats(300, 300))

# エルフの光 / Elf's Light: equip only to a LIGHT monster; it gains 400 ATK and loses 200 DEF.
define(39897277, _of_attribute("LIGHT", "光"), equip_stats(400, -200))

# 折れ竹光 / Broken Bamboo Sword: the equipped monster gains 0 ATK (any face-up monster).
define(41587307, equip_spell(), equip_stats(0))

# 猛獣の歯 / Beast Fangs: equip only to a Beast; it gains 300 ATK and DEF.
define(46009906, _of_race("Beast", "Beast", "獣族"), equip_stats(300, 300))

# 体温の上昇 / Raise Body Heat: equip only to a Dinosaur; it gains 300 ATK and DEF.
define(51267887, _of_race("Dinosaur", "Dinosaur", "恐竜族"), equip_stats(300, 300))

# リチュアル・ウェポン / Ritual Weapon: equip only to a Level 6 or lower ritual monster; +1500 ATK and DEF.
define(54351224, equip_spell(lambda ctx, c: "ritual" in c.data.subtypes and ctx.duel.level(c) <= 6,
                             "a face-up Level 6 or lower ritual monster", "表側表示のレベル６以下の儀式モンスター"),
       equip_stats(1500, 1500))

# 突風の扇 / Gust Fan: equip only to a WIND monster; it gains 400 ATK and loses 200 DEF.
define(55321970, _of_attribute("WIND", "風"), equip_stats(400, -200))

# レーザー砲機甲鎧 / Laser Cannon Armor: equip only to an Insect; it gains 300 ATK and DEF.
define(77007920, _of_race("Insect", "Insect", "昆虫族"), equip_stats(300, 300))

# ポセイドンの力 / Power of Kaishin: equip only to an Aqua monster; it gains 300 ATK and DEF.
define(77027445, _of_race("Aqua", "Aqua", "水族"), equip_stats(300, 300))

# シャイン・キャッスル / Shine Palace: equip only to a LIGHT monster; it gains 700 ATK.
define(82878489, _of_attribute("LIGHT", "光"), equip_stats(700))

# 秘術の書 / Book of Secret Arts: equip only to a Spellcaster; it gains 300 ATK and DEF.
define(91595718, _of_race("Spellcaster", "Spellcaster", "魔法使い族"), equip_stats(300, 300))

# フォロー・ウィンド / Follow Wind: equip only to a Winged Beast; it gains 300 ATK and DEF.
define(98252586, _of_race("Winged Beast", "Winged Beast", "鳥獣族"), equip_stats(300, 300))

# 覚醒 / Invigoration: equip only to an EARTH monster; it gains 400 ATK and loses 200 DEF.
define(98374133, _of_attribute("EARTH", "地"), equip_stats(400, -200))

# ミスト・ボディ / Mist Body: the equipped monster is not destroyed by battle.
define(47529357, equip_spell(), Effect(C, affects=equipped_by, battle_proof=True,
                                      text_en="the equipped monster is not destroyed by battle",
                                      text_ja="装備モンスターは戦闘では破壊されない"))

# 流星の弓－シール / Shooting Star Bow - Ceal: the equipped monster loses 1000 ATK and may attack directly.
define(95638658, equip_spell(), equip_stats(-1000),
       Effect(C, affects=equipped_by, direct_attack=True, text_en="the equipped monster may attack directly",
              text_ja="装備モンスターは相手プレイヤーに直接攻撃できる"))

# しびれ薬 / Paralyzing Potion: equip only to a non-Machine monster; the equipped monster cannot declare an attack.
define(50152549, equip_spell(lambda ctx, c: ctx.duel.race(c) != "Machine", "a face-up non-Machine monster",
                             "表側表示の機械族以外のモンスター"),
       Effect(C, affects=equipped_by, forbids=("attack",), text_en="the equipped monster cannot attack",
              text_ja="装備モンスターは攻撃宣言できない"))

# 光学迷彩アーマー / Opti-Camouflage Armor: equip only to a Level 1 monster; it may attack directly.
define(44762290, equip_spell(lambda ctx, c: ctx.duel.level(c) == 1, "a face-up Level 1 monster",
                             "表側表示のレベル１モンスター"),
       Effect(C, affects=equipped_by, direct_attack=True, text_en="the equipped monster may attack directly",
              text_ja="装備モンスターは相手プレイヤーに直接攻撃できる"))

# メテオ・ストライク / Fairy Meteor Crush: the equipped monster deals piercing battle damage.
define(97687912, equip_spell(), Effect(C, affects=equipped_by, pierce=True,
                                      text_en="the equipped monster deals piercing battle damage",
                                      text_ja="装備モンスターが守備表示モンスターを攻撃した時、貫通ダメージを与える"))

# 降格処分 / Demotion: the equipped monster's Level is 2 lower.
define(72575145, equip_spell(), Effect(C, affects=equipped_by, level=lambda ctx, c: -2,
                                      text_en="the equipped monster's Level is 2 lower",
                                      text_ja="装備モンスターのレベルを２つ下げる"))


# 重力の斧－グラール / Gravity Axe - Grarl: +500 ATK; while it is on the field, the opponent's monsters cannot change
# their battle positions.
def _opponents_monster(ctx: Ctx, c: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.face_up and c.zone is Zone.MONSTERS and c.ctl == ctx.opponent


define(32022366, equip_spell(), equip_stats(500),
       Effect(C, affects=_opponents_monster, forbids=("change_position",),
              text_en="the opponent's monsters cannot change their battle positions",
              text_ja="相手フィールド上のモンスターは表示形式を変更できない"))


# 黒いペンダント / Black Pendant: +500 ATK; when it is sent from the field to the graveyard, 500 damage to the opponent.
def _pendant(res: Resolution) -> None:
    res.duel.damage(res.opponent, 500, res.cause)


define(65169794, equip_spell(), equip_stats(500),
       *(Effect(T, _pendant, trigger=k, when=_from_field_to_grave,
                text_en="sent from the field to the graveyard: 500 damage to the opponent",
                text_ja="フィールドから墓地へ送られた時、相手に５００ダメージ") for k in ("destroyed", "sent")))


# 団結の力 / United We Stand: the equipped monster gains 800 ATK and DEF for each face-up monster its controller (this
# card's controller) controls.
def _united(ctx: Ctx, c: Card) -> int:
    return 800 * sum(m.face_up for m in ctx.duel.monsters_of(ctx.player))


define(56747793, equip_spell(), Effect(C, affects=equipped_by, atk=_united, defense=_united,
                                      text_en="+800 ATK/DEF for each face-up monster you control",
                                      text_ja="自分フィールドの表側表示モンスター１体につき攻撃力・守備力８００アップ"))


# 魔導師の力 / Mage Power: the equipped monster gains 500 ATK and DEF for each spell and trap card you control (this one
# and a field spell too).
def _mage_power(ctx: Ctx, c: Card) -> int:
    return 500 * len(spells_traps_of(ctx.duel, ctx.player))


define(83746708, equip_spell(), Effect(C, affects=equipped_by, atk=_mage_power, defense=_mage_power,
                                      text_en="+500 ATK/DEF for each spell and trap card you control",
                                      text_ja="自分フィールドの魔法・罠カード１枚につき攻撃力・守備力５００アップ"))


# 稲妻の剣 / Lightning Blade: equip only to a Warrior; +800 ATK; every face-up WATER monster on the field loses 500 ATK.
def _water_on_field(ctx: Ctx, c: Card) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.face_up and c.zone is Zone.MONSTERS and c.face_up \
        and c.data.attribute == "WATER"


define(55226821, _of_race("Warrior", "Warrior", "戦士族"), equip_stats(800),
       Effect(C, affects=_water_on_field, atk=lambda ctx, c: -500,
              text_en="face-up WATER monsters on the field lose 500 ATK",
              text_ja="フィールド上の表側表示の水属性モンスターの攻撃力は５００ダウン"))


# 風魔手裏剣 / Fuhma Shuriken: equip only to a 「忍者」 monster; +700 ATK; when it is sent from the field to the
# graveyard, 700 damage to the opponent.
def _shuriken(res: Resolution) -> None:
    res.duel.damage(res.opponent, 700, res.cause)


define(9373534, equip_spell(lambda ctx, c: "忍者" in c.data.name_ja, "a face-up 「忍者」 monster",
                            "表側表示の「忍者」モンスター"), equip_stats(700),
       *(Effect(T, _shuriken, trigger=k, when=_from_field_to_grave,
                text_en="sent from the field to the graveyard: 700 damage to the opponent",
                text_ja="フィールドから墓地へ送られた時、相手に７００ダメージ") for k in ("destroyed", "sent")))


# 古代の機械戦車 / Ancient Gear Tank: equip only to an 「アンティーク・ギア」 monster (written 「古代の機械」: the
# database keeps names without their ruby); +600 ATK; when it is destroyed and sent to the graveyard, 600 damage to the
# opponent.
def _gear_tank(res: Resolution) -> None:
    res.duel.damage(res.opponent, 600, res.cause)


define(37457534, equip_spell(lambda ctx, c: c.data.name_ja.startswith("古代の機械"),
                             "a face-up 「アンティーク・ギア」 monster", "表側表示の「アンティーク・ギア」モンスター"),
       equip_stats(600),
       Effect(T, _gear_tank, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
              text_en="destroyed and sent to the graveyard: 600 damage to the opponent",
              text_ja="破壊され墓地へ送られた時、相手に６００ダメージ"))
