"""The effect monsters whose English name begins with U."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.common import SILENCES, destroy_targets, face_up_here, itself
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.card_kinds import is_trap_card
from arbiter.ocg.cards.shared.events import by_battle
from arbiter.ocg.cards.shared.level_monsters import leveled_up_from, remember_flips, standby_level_up
from arbiter.ocg.cards.shared.monster_equips import equip_to_me, none_equipped
from arbiter.ocg.cards.shared.recruiters import atk_at_most, battle_recruiter, element_reptile, recruiter
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.unions import UNION_RIDER
from arbiter.ocg.cards.shared.zones import all_monsters
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, TargetSpec
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

define(92084010, doubles("WATER"))  # ヒゲアンコウ / Unshaven Angler

# ユニオン・ライダー / Union Rider: take control of 1 targeted union monster the opponent controls in monster
# form and equip it to this card (only one); a union equipped to it cannot unequip itself.
define(UNION_RIDER, Effect(Kind.IGNITION, equip_to_me("union_rider"), condition=none_equipped("union_rider"),
                           holds_monsters=True,
                           target=TargetSpec(side="opp", face="up", where=lambda ctx, c: "union" in c.data.subtypes,
                                             text_en="a union monster the opponent controls",
                                             text_ja="相手フィールド上のユニオンモンスター"),
                           text_en="take the target and equip it to this card",
                           text_ja="対象のコントロールを得て、このカードに装備する"))

# ユーフォロイド / UFOroid: the same for a Machine with 1500 or less ATK, in face-up attack position.
define(7602840, recruiter(lambda ctx, c: c.data.race == "Machine" and atk_at_most(c, 1500), Pos.ATTACK,
                           by_battle,
                           "from the deck: a Machine (ATK 1500 at most) is special summoned in attack position",
                           "攻撃力１５００以下の機械族１体をデッキから攻撃表示で特殊召喚"))

# ＵＦＯタートル / UFO Turtle: destroyed by battle and sent to the graveyard, it may special summon a FIRE monster with
# 1500 or less ATK from the deck in face-up attack position.
define(60806437, battle_recruiter(lambda c: c.data.attribute == "FIRE" and atk_at_most(c, 1500),
                                   "special summon a FIRE monster with 1500 or less ATK from the deck",
                                   "攻撃力１５００以下の炎属性１体をデッキから特殊召喚", attack=True))

# ダークネスソウル / Umbral Soul: the DARK one.
define(86229493, element_reptile("DARK", "闇"))


# アルティメット・インセクト ＬＶ１ / ＬＶ３ / ＬＶ５ / ＬＶ７ / Ultimate Insect LV1, LV3, LV5, LV7. LV1 is unaffected
# by spell effects while on the field. LV1, LV3 and LV5: in your standby phase (not the turn it came out) it may be
# sent to the graveyard to special summon the next level from the hand or deck. LV3, LV5 and LV7, special summoned
# by the previous level's effect, make the opponent's monsters lose 300 / 500 / 700 ATK (LV7: and DEF) while they
# stay on the field.
ULTIMATE_INSECT = (49441499, 34088136, 34830502, 19877898)


def _insect_weakens(before: int) -> Callable[[Ctx, Card], bool]:
    def affects(ctx: Ctx, c: Card) -> bool:
        me = ctx.card
        return (c.zone is Zone.MONSTERS and c.face_up and c.ctl != me.ctl and me.zone is Zone.MONSTERS
                and leveled_up_from(ctx.duel, me, before))
    return affects


def _minus(n: int) -> Callable[[Ctx, Card], int]:
    return lambda ctx, c: -n


def _next_insect(n: int) -> Effect:
    lv, lv_ja = (1, 3, 5, 7)[n + 1], "１３５７"[n + 1]
    return standby_level_up(ULTIMATE_INSECT[n + 1],
                            f"send this card to the graveyard: special summon Ultimate Insect LV{lv}",
                            f"このカードを墓地へ送り、「アルティメット・インセクト ＬＶ{lv_ja}」を特殊召喚する")


define(ULTIMATE_INSECT[0],
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c is ctx.card and c.zone is Zone.MONSTERS,
              unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
              text_en="unaffected by spell effects while on the field", text_ja="フィールド上で魔法の効果を受けない"),
       _next_insect(0), remember_flips())
for _n, _loss in ((1, 300), (2, 500)):
    define(ULTIMATE_INSECT[_n],
           Effect(Kind.CONTINUOUS, affects=_insect_weakens(ULTIMATE_INSECT[_n - 1]), atk=_minus(_loss),
                  text_en=f"summoned by the previous LV: the opponent's monsters lose {_loss} ATK",
                  text_ja=f"前のレベルの効果で特殊召喚した場合、相手モンスターの攻撃力は{_loss}ダウンする"),
           _next_insect(_n), remember_flips())
define(ULTIMATE_INSECT[3],
       Effect(Kind.CONTINUOUS, affects=_insect_weakens(ULTIMATE_INSECT[2]), atk=_minus(700), defense=_minus(700),
              text_en="summoned by LV5's effect: the opponent's monsters lose 700 ATK and DEF",
              text_ja="相手モンスター全ての攻撃力と守備力が７００下がる（"
                      "「アルティメット・インセクト ＬＶ５」による特殊召喚の時だけ）"))


# 絶対服従魔人 / Ultimate Obedient Fiend: it can attack only while it is the only card its controller has on the
# field and their hand is empty; the effects of the effect monsters it destroys by battle are negated
# (`common.SILENCES`: in the graveyard, and a flip effect its attack set off as it resolves).
def _not_alone(ctx: Ctx, c: Card) -> bool:
    d, p = ctx.duel, c.ctl
    return c is ctx.card and (bool(d.players[p].hand) or len(d.field_cards(p)) > 1)


define(32240937, Effect(Kind.CONTINUOUS, affects=_not_alone, forbids=("attack",),
                        text_en="it can attack only as the only card on your field with an empty hand",
                        text_ja="自分の手札が０枚で、フィールド上のカードがこのカードのみの場合にしか攻撃できない"),
       SILENCES)


# 超熱血球児 / Ultimate Baseball Kid: 1000 more ATK for each other face-up FIRE monster on the field; send another
# face-up FIRE monster you control to the graveyard (the cost) to inflict 500 damage to the opponent.
def _other_fire(ctx: Ctx, c: Card) -> bool:
    return c is not ctx.card and c.zone is Zone.MONSTERS and c.face_up and has_attribute(c, "FIRE")


define(67934141, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c is ctx.card,
                        atk=lambda ctx, c: 1000 * sum(1 for m in all_monsters(ctx) if _other_fire(ctx, m)),
                        text_en="1000 more ATK for each other face-up FIRE monster on the field",
                        text_ja="このカード以外のフィールド上の表側表示の炎属性モンスター１体につき攻撃力１０００アップ"),
       Effect(Kind.IGNITION, burn(500), targets_player="opp", cost=Cost(field_send=1, field_filter=_other_fire),
              text_en="send another face-up FIRE monster you control to the graveyard: 500 damage to the opponent",
              text_ja="自分の表側表示の炎属性モンスター１体を墓地へ送り、相手に５００ポイントダメージを与える"))


# 究極恐獣 / Ultimate Tyranno (the era's text): in its controller's battle phase, while it is in face-up attack position
# it must attack first, each monster the opponent controls once, one attack after another: until it has (or can
# attack none of those left), no other monster of theirs may attack (another 「究極恐獣」 aside;
# docs/uncertain-rulings.md).
ULTIMATE_TYRANNO = 15894048


def _tyranno_on(ctx: Ctx, c: Card) -> bool:
    return itself(ctx, c) and c.pos is Pos.ATTACK and ctx.duel.tp == c.ctl and ctx.duel.phase.startswith("battle")


def _tyranno_to_attack(ctx: Ctx) -> bool:
    """This 「究極恐獣」 still has an attack it can make in this battle phase: a monster it has not attacked yet and
    may attack (not one it cannot attack, 「ヒーロー・ヘイロー」), or a direct attack against an empty field."""
    d, t = ctx.duel, ctx.card
    if not _tyranno_on(ctx, t) or d.forbidden(t, "attack"):
        return False
    opp = d.monsters_of(1 - t.ctl)
    if opp:
        return any((o.idx, o.oid) not in d.struck(t) and not d.forbidden(o, "be_attacked")
                   and not d.shielded_from(o, t) for o in opp)
    return not t.attacks_made(d.battle_phases)


define(ULTIMATE_TYRANNO,
       Effect(Kind.CONTINUOUS, affects=_tyranno_on, attacks_each=True, must_attack=True,
              text_en="in your battle phase, in attack position, it must attack each of the opponent's monsters once",
              text_ja="自分のバトルフェイズ、攻撃表示のこのカードは相手モンスター全てに１度ずつ攻撃する義務を負う"),
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, c: c.ctl == ctx.card.ctl and c.zone is Zone.MONSTERS
              and not is_named(c, ULTIMATE_TYRANNO) and _tyranno_to_attack(ctx),
              text_en="until it has made those attacks, your other monsters cannot attack",
              text_ja="その攻撃が終わるまで、自分の他のモンスターは攻撃できない"),
       numbering=(1, 1))


# 神炎皇ウリア / Uria, Lord of Searing Flames: it cannot be normal summoned; its special summon from the hand has
# 3 face-up trap cards of its controller's field sent to the graveyard. Its ATK rises by 1000 per continuous trap
# card in its controller's graveyard. Once a turn: destroy a targeted set spell or trap card the opponent
# controls; no spell or trap card can be activated in response.
def _face_up_trap(ctx: Ctx, c: Card) -> bool:
    return c.face_up and is_trap_card(c)


def _continuous_traps(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(1 for i in d.players[ctx.card.ctl].grave if is_trap_card(d.cards[i], "continuous"))


define(6007213,
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 1000 * _continuous_traps(ctx),
              text_en="1000 more ATK for each continuous trap card in your graveyard",
              text_ja="自分の墓地の永続罠カード１枚につき攻撃力が１０００アップする"),
       Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, once_per_turn=True,
              unchainable_kinds=("spell", "trap"),
              target=TargetSpec(zone=Zone.SPELLS, side="opp", face="down",
                                text_en="a set spell or trap card the opponent controls",
                                text_ja="相手がセットしている魔法・罠カード"),
              text_en="destroy the target; no spell or trap card can be activated in response",
              text_ja="対象を破壊する。この発動に対して魔法・罠カードを発動できない"),
       Effect(Kind.PROCEDURE, cost=Cost(field_send=3, field_filter=_face_up_trap),
              text_en="special summoned from the hand: 3 face-up traps on your side go to the graveyard",
              text_ja="自分フィールド上の表側表示の罠カード３枚を墓地へ送って特殊召喚する"))
