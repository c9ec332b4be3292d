"""The equip spell cards whose English name begins with B."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import burn_500
from arbiter.ocg.cards.shared.equips import (
    equip_and_tie,
    equip_spell,
    equip_stats,
    equipped_by,
    equipping_self,
    its_monster_event,
    of_attribute,
    of_race,
)
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.monster_equips import battle_substitute
from arbiter.ocg.cards.shared.notes import notes_face_down_attacked_by_equipped, was_face_down_in_battle
from arbiter.ocg.cards.shared.passcodes import BUBBLEMAN
from arbiter.ocg.cards.shared.to_hand_and_deck import self_back_to_hand
from arbiter.ocg.effects import Ctx, Effect, Kind, TargetSpec
from arbiter.ocg.lasting import EquipTie, Then
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

T = Kind.TRIGGER

# 蝶の短剣－エルマ / Butterfly Dagger - Elma (equip spell): +300 ATK. When it is destroyed while equipped
# and sent to the graveyard, you can return it to its owner's hand (an optional "when": it misses the timing).
# Destroyed while set (equipped to nothing) it does not trigger; destroyed by the rules, its monster gone, it was
# equipped (the rules unequip it just before destroying it).
def _elma_when(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and (
        ev.equipped_to >= 0 or ev.cause.reason is Reason.RULE)


define(69243953, equip_spell(), equip_stats(300),
       Effect(T, self_back_to_hand, trigger="destroyed", mandatory=False, misses_timing=True, when=_elma_when,
              text_en="return this card to its owner's hand", text_ja="このカードを持ち主の手札に戻す"),
       numbering=(0, 1, 2))

# 灼熱の槍 / Burning Spear: equip only to a FIRE monster; it gains 400 ATK and loses 200 DEF.
define(18937875, of_attribute("FIRE", "炎"), equip_stats(400, -200))

# 折れ竹光 / Broken Bamboo Sword: the equipped monster gains 0 ATK (any face-up monster).
define(41587307, equip_spell(), equip_stats(0))

# 猛獣の歯 / Beast Fangs: equip only to a Beast; it gains 300 ATK and DEF.
define(46009906, of_race("Beast", "Beast", "獣族"), equip_stats(300, 300))

# 秘術の書 / Book of Secret Arts: equip only to a Spellcaster; it gains 300 ATK and DEF.
define(91595718, of_race("Spellcaster", "Spellcaster", "魔法使い族"), equip_stats(300, 300))


# 黒いペンダント / Black Pendant: +500 ATK; once it goes from the field to the graveyard, 500 damage to the opponent
# (set face-down too; not when its activation was negated: that card is not treated as sent from the field).
define(65169794, equip_spell(), equip_stats(500),
       *(Effect(T, burn_500, trigger=k, when=from_field_to_grave,
                text_en="sent from the field to the graveyard: 500 damage to the opponent",
                text_ja="フィールドから墓地へ送られた時、相手に５００ダメージ") for k in ("destroyed", "sent")),
       numbering=(0, 1, 2, 2))


# ビッグバン・シュート / Big Bang Shot: the equipped monster gains 400 ATK and deals piercing battle damage; when this
# card leaves the field, the equipped monster is banished (read as applied at once, with no chain link; not when
# this card's effects are negated as it leaves: 「王宮の勅命」).
define(61127349, Effect(Kind.ACTIVATE, equip_and_tie, ties_equipped=EquipTie(then=Then.BANISH, live=True),
                        target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
                        text_en="equip to the target; it is banished when this card leaves the field",
                        text_ja="対象に装備。このカードがフィールドを離れたら装備モンスターを除外"),
       equip_stats(400),
       Effect(Kind.CONTINUOUS, affects=equipped_by, pierce=True, text_en="the equipped monster deals piercing damage",
              text_ja="装備モンスターは貫通ダメージを与える"))


# 城壁壊しの大槍 / Ballista of Rampart Smashing (equip spell, any face-up monster): when the equipped monster attacks
# a monster that is face-down in defense position, it gains 1500 ATK for that damage calculation only (the target
# was face-down as the damage step began: it is flipped before damage is calculated).
def _ballista(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    if not d.calculating() or d.attack is None or d.attack[0] != m.idx or d.attack[2] < 0:
        return 0
    return 1500 if was_face_down_in_battle(d, ctx.card, d.attack[2]) else 0


define(242146, equip_spell(), notes_face_down_attacked_by_equipped(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_ballista,
              text_en="attacking a face-down defense position monster, the equipped monster gains 1500 ATK during "
                      "damage calculation only",
              text_ja="裏側守備表示モンスターへの攻撃のダメージ計算時だけ：装備モンスターは攻撃力１５００アップ"),
       numbering=(0, 0, 1))


# バスターランチャー / Buster Rancher (equip spell, a face-up monster with 1000 ATK or less): during damage calculation
# the equipped monster gains 2500 ATK when the opponent's monster it battles has 2500 or more ATK in attack
# position, or 2500 or more DEF in defense position.
def _rancher(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    if not d.calculating() or d.attack is None or d.attack[2] < 0 or m.idx not in (d.attack[0], d.attack[2]):
        return 0
    other = d.cards[d.attack[2] if m.idx == d.attack[0] else d.attack[0]]
    if other.ctl == m.ctl or other.zone is not Zone.MONSTERS:
        return 0
    big = d.atk(other) >= 2500 if other.pos is Pos.ATTACK else d.defense(other) >= 2500
    return 2500 if big else 0


define(84740193, equip_spell(lambda ctx, c: ctx.duel.atk(c) <= 1000, "a face-up monster with 1000 ATK or less",
                             "攻撃力１０００以下の表側表示モンスター"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_rancher,
              text_en="battling an opponent's monster with 2500 or more ATK (attack position) or DEF (defense "
                      "position), the equipped monster gains 2500 ATK during damage calculation",
              text_ja="戦闘相手の表示形式に応じた数値（攻撃表示は攻撃力、守備表示は守備力）が２５００以上なら、ダメージ計算時だけ"
                      "装備モンスターの攻撃力は２５００アップ"))


# バブル・ショット / Bubble Blaster (equip spell, only to 「Ｅ・ＨＥＲＯ バブルマン」): it gains 800 ATK; if it would be
# destroyed by battle, this card is destroyed instead, and the battle damage its controller takes from that battle
# is 0 (the battles where it loses: attacking a stronger attack position monster, or attacked and beaten).
def _blaster_spares(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card
    if (ev.kind != "damage" or ev.cause.reason is not Reason.BATTLE or me.zone is not Zone.SPELLS
            or me.equipped_to < 0 or d.attack is None or d.attack[2] < 0):
        return False
    m = d.cards[me.equipped_to]
    a, t = d.attack[0], d.attack[2]
    if m.idx not in (a, t) or ev.player != m.ctl or d.battle_proof(m):
        return False
    # attacking a defense position monster with higher DEF, it takes damage but is not destroyed
    return m.idx == t or d.cards[t].pos is Pos.ATTACK


define(53586134, equip_spell(lambda ctx, c: is_named(c, BUBBLEMAN), "a face-up 「Ｅ・ＨＥＲＯ バブルマン」",
                             "表側表示の「Ｅ・ＨＥＲＯ バブルマン」"),
       equip_stats(800),
       battle_substitute(its_monster_event, equipping_self),
       Effect(Kind.REPLACEMENT, when=_blaster_spares, instead=lambda ctx, ev: None,
              text_en="the battle damage its controller takes from that battle is 0",
              text_ja="装備モンスターをコントロールするプレイヤーが受ける戦闘ダメージは０"),
       numbering=(0, 1, 2, 2))
