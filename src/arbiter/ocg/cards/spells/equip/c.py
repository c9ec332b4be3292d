"""The equip spell cards whose English name begins with C."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import names
from arbiter.ocg.cards.common import SPELL_TRAP, destroy_targets, equip_targets
from arbiter.ocg.cards.shared.card_kinds import is_destiny_hero
from arbiter.ocg.cards.shared.crystal_beasts import crystal
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, its_monster_event
from arbiter.ocg.cards.shared.events import TO_GRAVE, from_field_to_grave
from arbiter.ocg.cards.shared.passcodes import GRADIUS
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, deck_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import PLACE_AS_SPELL
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ダグラの剣 / Cestus of Dagla (equip spell, fairies only): 500 ATK; when the monster inflicts battle
# damage, gain that much.
def _equipped_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.equipped_to and ev.player == ctx.opponent


define(28106077,
       Effect(A, equip_targets, target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) == "Fairy",
                                           text_en="a face-up Fairy", text_ja="表側表示の天使族モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, lambda res: res.duel.gain_lp(res.player, res.link.events[0].amount, res.cause), trigger="damage",
              self_trigger=False, when=_equipped_damage, text_en="gain LP equal to the battle damage",
              text_ja="与えた戦闘ダメージ分ライフポイント回復する"))


# サイバー・ボンテージ / Cyber Shield (equip spell): only for 「ハーピィ・レディ」 or 「ハーピィ・レディ三姉妹」;
# the equipped monster gains 500 ATK.
HARPIES = (76812113, 12206212)
define(63224564, equip_spell(lambda ctx, c: names.is_named(c, *HARPIES), "a face-up Harpie Lady or Harpie Lady Sisters",
                             "表側表示のハーピィ・レディかハーピィ・レディ三姉妹"),
       equip_stats(500))


# ヘル・アライアンス / Chthonian Alliance (equip spell): +800 ATK to the equipped monster per other face-up
# monster on the field with its name (any name either one is treated as counts: `same_name`).
def _alliance(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    return 800 * sum(1 for p in (0, 1) for c in d.monsters_of(p)
                     if c.idx != m.idx and c.face_up and names.same_name(m, c))


define(46910446, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_alliance,
              text_en="800 ATK for each other face-up monster with the equipped monster's name",
              text_ja="フィールドの装備モンスターと同名の表側表示モンスター１体につき攻撃力８００アップ"))


# 旋風剣 / Cyclone Blade: equip only to a 「Ｄ－ＨＥＲＯ」 monster; at the end of the damage step in which the equipped
# monster attacked, destroy a targeted spell or trap card on the field (this card included: the text names no
# "other", and with no other one it must target itself).
define(22147147, equip_spell(lambda ctx, c: is_destiny_hero(c), "a face-up D-HERO monster",
                             "表側表示の「Ｄ－ＨＥＲＯ」モンスター"),
       Effect(T, destroy_targets, trigger="damage_step_end", self_trigger=False, when=its_monster_event,
              target=dataclasses.replace(SPELL_TRAP, allow_self=True),
              text_en="end of the damage step it attacked in: destroy the target",
              text_ja="装備モンスターの攻撃のダメージステップ終了時：対象の魔法・罠カードを破壊"))


# 宝玉の解放 / Crystal Release: equips only a 「宝玉獣」 monster, giving 800 ATK; once this card goes from the
# field to the graveyard you may put a 「宝玉獣」 monster from your deck in your spell & trap zone, face-up, as a
# continuous spell (an optional "when" effect: it misses the timing, as 「パペット・キング」 does in R004-098).
def _release_crystal(res: Resolution) -> None:
    d = res.duel
    cands = deck_of(d, res.player, crystal)
    room = d.free_slots(res.player, Zone.SPELLS) > 0
    with deck_searched(d, res.player, room):  # with a zone for one, looked through for one, found or not
        if cands and room:
            d.place_as_spell(res.ask_cards(cands, purpose=PLACE_AS_SPELL.monster), res.player,
                             res.cause)


define(10004783, equip_spell(lambda ctx, c: crystal(c), "a face-up Crystal Beast monster",
                             "表側表示の「宝玉獣」モンスター"),
       equip_stats(800),
       *(Effect(T, _release_crystal, trigger=k, when=from_field_to_grave, mandatory=False, misses_timing=True,
                asks=True, needs=lambda ctx: bool(deck_of(ctx.duel, ctx.player, crystal))
                and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
                text_en="sent from the field to the graveyard: place a Crystal Beast from your deck in your spell "
                        "& trap zone",
                text_ja="フィールドから墓地へ送られた時、デッキから「宝玉獣」１体を永続魔法扱いで置く")
         for k in TO_GRAVE),
       numbering=(0, 1, 2, 2, 2, 2))


# サイクロンレーザー / Cyclon Laser: equip only to 「超時空戦闘機ビック・バイパー」 (Gradius); it gains 300 ATK and
# deals piercing battle damage.

define(5494820, equip_spell(lambda ctx, c: is_named(c, GRADIUS), "a face-up Gradius",
                            "表側表示の「超時空戦闘機ビック・バイパー」"),
       equip_stats(300),
       Effect(Kind.CONTINUOUS, affects=equipped_by, pierce=True, text_en="the equipped monster deals piercing damage",
              text_ja="装備モンスターは貫通ダメージを与える"))


# サイクロン・ブーメラン / Cyclone Boomerang: equip only to 「Ｅ・ＨＥＲＯ ワイルドマン」; it gains 500 ATK; when it is
# destroyed by another card's effect and sent to the graveyard, every spell and trap card on the field is destroyed
# and the opponent takes 100 damage for each.
WILDHEART = 86188410


def _wildheart_felled(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.zone is Zone.SPELLS and ev.card == ctx.card.equipped_to >= 0 and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.card != ev.card)


def _boomerang(res: Resolution) -> None:
    d = res.duel
    n = len(d.destroy(all_spell_trap_cards(d), res.cause))
    d.damage(res.opponent, 100 * n, res.cause)


define(29612557, equip_spell(lambda ctx, c: is_named(c, WILDHEART), "a face-up 「Ｅ・ＨＥＲＯ ワイルドマン」",
                             "表側表示の「Ｅ・ＨＥＲＯ ワイルドマン」"),
       equip_stats(500),
       Effect(T, _boomerang, trigger="destroyed", self_trigger=False, when=_wildheart_felled,
              does=Does.DESTROY | Does.DAMAGE | Does.SPELLS_TRAPS,
              text_en="the equipped monster is destroyed by an effect: destroy every spell and trap; 100 damage each",
              text_ja="装備モンスターが効果で破壊されて墓地へ行った時：魔法・罠カード全てを破壊、その枚数×１００ダメージ"))
