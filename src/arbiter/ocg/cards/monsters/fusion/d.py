"""The fusion monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    SILENCES,
    answered_link,
    banish_targets,
    battle_to_grave,
    both,
    ctx_of,
    face_up_here,
    itself,
    room,
)
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy_while_here, negate_effect
from arbiter.ocg.cards.shared.effect_monsters import summon_named_from
from arbiter.ocg.cards.shared.events import battle_damage_by_self
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summonable
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.zones import grave_of
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_fusion_summon

# 深海に潜むサメ / Deepsea Shark: 神魚 + 舌魚
fusion.materials(28593363, 81386177, 69572024)

# 魔装騎士ドラゴネス / Dragoness the Wicked Knight: アーメイル + 一眼の盾竜
fusion.materials(70681994, 53153481, 33064647)

fusion.materials(17881964, 53293545, 75356564)  # 暗黒火炎龍: 火炎草 + プチリュウ

Q = Kind.QUICK

# 魔人 ダーク・バルター / Dark Balter the Terrible: when a normal spell card is activated, pay 1000 LP:
# negate its effect; the effects of the effect monsters it destroys by battle are negated.
# 魔人 ダーク・バルター: 憑依するブラッド・ソウル + 辺境の大賢者
fusion.materials(80071763, 52860176, 38742075, only_these=True)
define(80071763, Effect(Q, negate_effect, cost=Cost(lp=1000),
                        condition=both(face_up_here, activation_of("spell", "any", "normal")),
                        text_en="pay 1000 LP: negate the effect of a normal spell",
                        text_ja="通常魔法の効果を無効にする"),
       SILENCES)


# 超魔導剣士－ブラック・パラディン / Dark Paladin: +500 ATK for each Dragon on the field and in the graveyards;
# against a spell card's activation, a discard of 1 card negates that activation and destroys the card, if it is
# still face-up on the field then (gone, the discard stays paid and nothing is negated).
def _paladin_atk(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    n = sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and d.race(m) == "Dragon")
    n += sum(1 for p in (0, 1) for i in d.players[p].grave if d.cards[i].data.is_monster
             and d.cards[i].data.race == "Dragon")
    return 500 * n


fusion.materials(98502113, 46986414, 78193831)  # ブラック・マジシャン + バスター・ブレイダー
define(98502113,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_paladin_atk,
              text_en="+500 ATK for each Dragon on the field and in the graveyards",
              text_ja="フィールドと墓地のドラゴン族×５００攻撃力アップ"),
       Effect(Q, negate_and_destroy_while_here, cost=Cost(discard=1),
              condition=both(face_up_here, activation_of("spell", "any")),
              text_en="discard 1: a spell card's activation is negated, the card destroyed",
              text_ja="手札１枚を捨てるコストで、魔法カードの発動を無効にして破壊"),
       special_by=by_fusion_summon)

# ガエル・サンデス / D.3.S. Frog: 「デスガエル」 x3, and only these; +500 ATK for each 「黄泉ガエル」 in your graveyard.
fusion.materials(9910360, 84451804, 84451804, 84451804, only_these=True)
define(9910360, Effect(Kind.CONTINUOUS, affects=itself,
                       atk=lambda ctx, c: 500 * len(grave_of(ctx.duel, c.ctl, lambda x: is_named(x, 12538374))),
                       text_en="+500 ATK for each Treeborn Frog in your graveyard",
                       text_ja="自分の墓地の「黄泉ガエル」１体につき攻撃力５００アップ"))

# 究極竜騎士 / Dragon Master Knight: 「カオス・ソルジャー」 + 「青眼の究極竜」; only by a fusion summon; +500 ATK for
# each other face-up Dragon monster you control.
fusion.materials(62873545, 5405694, 23995346)
define(62873545, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 500 * sum(1 for m in ctx.duel.monsters_of(c.ctl)
                                                     if m.idx != c.idx and m.face_up and ctx.duel.race(m) == "Dragon"),
                        text_en="+500 ATK for each other Dragon monster you control",
                        text_ja="このカード以外の自分フィールド上のドラゴン族モンスター１体につき攻撃力５００アップ"),
       special_by=by_fusion_summon)


# 黒炎の騎士－ブラック・フレア・ナイト－ / Dark Flare Knight: 「ブラック・マジシャン」 + 「炎の剣士」; its controller
# takes no battle damage from its battles; destroyed by battle and sent to the graveyard, it special summons
# 「幻影の騎士－ミラージュ・ナイト－」 from the hand or deck.
def _in_its_battle(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.card.ctl
            and ctx.card.idx in battlers(ctx.duel))


_mirage_op = summon_named_from(49217579, Zone.HAND, Zone.DECK)[1]
fusion.materials(13722870, DARK_MAGICIAN, 45231177)
define(13722870,
       Effect(Kind.REPLACEMENT, when=_in_its_battle, instead=lambda ctx, ev: None,
              text_en="you take no battle damage from its battles",
              text_ja="このカードが戦闘する時、自分が受ける戦闘ダメージは０"),
       Effect(Kind.TRIGGER, _mirage_op, trigger="destroyed", when=battle_to_grave, asks=True,
              text_en="destroyed by battle: special summon Mirage Knight from your hand or deck",
              text_ja="戦闘破壊で墓地へ行けば、手札かデッキの「幻影の騎士－ミラージュ・ナイト－」の"
                      "特殊召喚"))

# 闇魔界の竜騎士 ダークソード / Dark Blade the Dragon Knight: 「闇魔界の戦士 ダークソード」 + 「漆黒の闘龍」; each time
# it inflicts battle damage to the opponent, you may banish up to 3 targeted monster cards in their graveyard.
fusion.materials(86805855, 11321183, 47415292)
define(86805855, Effect(Kind.TRIGGER, banish_targets, trigger="damage", self_trigger=False, mandatory=False,
                        when=battle_damage_by_self,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", count=3, min=1,
                                          where=lambda ctx, c: c.data.is_monster,
                                          text_en="up to 3 monster cards in the opponent's graveyard",
                                          text_ja="相手の墓地のモンスターカード３枚まで"),
                        text_en="battle damage to the opponent: banish up to 3 target monsters from their graveyard",
                        text_ja="戦闘ダメージを相手に与えれば、対象にした相手墓地のモンスター最大３枚の除外"))


# ダイナ・タンク / Dyna Tank (first printed after 2008: its only text): a Machine monster + a Dinosaur monster. It gains
# ATK equal to the original ATK of the Dinosaur used for its fusion summon. Once a turn by card name (a quick effect),
# when the activation of a card or effect targets this card and nothing else: it may target another card on the field
# that effect could target, which becomes that effect's target instead. Once a turn by card name, when this card,
# controlled by its owner, is destroyed by an opponent's card: you may special summon a Dinosaur monster from your
# graveyard.
def _dinosaur_atk(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    dinos = [m.data for m, race in fusion.counted_material_types(d, c) if race == "Dinosaur"]
    return (dinos[0].atk or 0) if dinos else 0


def _targets_tank_alone(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.targets != [(ctx.card.idx, ctx.card.oid)] or not face_up_here(ctx):
        return False
    return ctx.duel.link_effect(link).target is not None


def _fits_instead(ctx: Ctx, c: Card) -> bool:
    link = answered_link(ctx)
    if link is None or c.idx == ctx.card.idx:
        return False
    d = ctx.duel
    eff = d.link_effect(link)
    assert eff.target is not None
    return eff.target.fits(Ctx(d, link.player, d.cards[link.card], eff, link.events, link), c)


def _retarget(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    new = res.targets()
    if link is not None and new:
        res.move_target(link, new[0])


def _destroyed_by_opponent(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card
    if ev.src != int(Zone.MONSTERS) or ev.player != me.owner or ev.cause.card < 0:
        return False
    src = d.cards[ev.cause.card]
    return (src.ctl if src.on_field else src.owner) != me.owner


def _dinosaurs(ctx: Ctx) -> list[Card]:
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
    return summonable(ctx, grave_of(ctx.duel, ctx.player, lambda c: c.data.race == "Dinosaur"))


fusion.materials(75780818, lambda cd: cd.race == "Machine", lambda cd: cd.race == "Dinosaur")
define(75780818,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_dinosaur_atk,
              text_en="gains the original ATK of the Dinosaur used for its fusion summon",
              text_ja="攻撃力が上がる：融合素材の恐竜族の元々の攻撃力の分"),
       Effect(Kind.QUICK, _retarget, once_per_name=True, condition=_targets_tank_alone,
              # "a card on the field": a spell or trap card too, where the moved effect could target one
              target=FieldCardSpec(where=_fits_instead, text_en="another card that effect could target",
                                   text_ja="その効果の対象となりうる他のカード"),
              text_en="an effect targets this card alone: it targets the new target instead",
              text_ja="このカード１枚のみを対象とする効果の対象を、対象となりうる他のカードに移し替える"),
       Effect(Kind.TRIGGER, lambda res: summon_one_of(res, _dinosaurs(ctx_of(res))), trigger="destroyed",
              when=_destroyed_by_opponent, mandatory=False, once_per_name=True, asks=True,
              needs=lambda ctx: bool(_dinosaurs(ctx)) and room(ctx),
              text_en="destroyed by an opponent's card: you may special summon a Dinosaur from your graveyard",
              text_ja="相手のカードに破壊されれば、自分墓地の恐竜族１体を選んで特殊召喚してよい"))

