"""The normal spell cards whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.attacks import targets_attack_directly
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.card_kinds import is_destiny_hero, is_hero
from arbiter.ocg.cards.shared.control import reset_control
from arbiter.ocg.cards.shared.destruction import destroy_opponents_cards
from arbiter.ocg.cards.shared.fusion import fusion_spell
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import named, search
from arbiter.ocg.cards.shared.special_summons import picked, summon_one_of, summon_target, summonable
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.cards.shared.zones import deck_of, opponent_controls_a_card
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import has_attribute, is_named, name_includes, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# オーバーロード・フュージョン / Overload Fusion: fusion summon a DARK Machine fusion monster by banishing
# its materials from your field or graveyard.
define(3659803, fusion_spell(lambda c: c.data.race == "Machine" and has_attribute(c, "DARK"),
                             fusion.field_and_grave, "banish",
                             "fusion summon a DARK Machine by banishing materials from your field or graveyard",
                             "自分のフィールド・墓地の融合素材を除外し闇属性・機械族の融合モンスターを融合召喚する"))

A = Kind.ACTIVATE
T = Kind.TRIGGER

OJAMAS = (12482652, 42941100, 79335209)  # おジャマ・グリーン, イエロー, ブラック


# おジャマジック / Ojamagic: when it is sent from the hand or the field to the graveyard, add one each of
# 「おジャマ・グリーン」, 「おジャマ・イエロー」 and 「おジャマ・ブラック」 from the deck.
def _ojamagic(res: Resolution) -> None:
    for code in OJAMAS:
        search(res, named(code))


define(24643836, *(Effect(T, _ojamagic, trigger=k, asks=True,
                          when=lambda ctx, ev: ev.src in (int(Zone.HAND), int(Zone.SPELLS))
                          and ev.dst == int(Zone.GRAVE),
                          text_en="sent to the graveyard: add Ojama Green, Yellow and Black",
                          text_ja="墓地へ送られた時、「おジャマ・グリーン」「イエロー」「ブラック」を手札に加える")
                   for k in ("destroyed", "sent", "discarded")), numbering=(1, 1, 1))

# 所有者の刻印 / Owner's Seal: every monster on the field returns to its owner's control (a reset).
define(9720537, Effect(A, reset_control, needs=lambda ctx: any(c.ctl != c.owner for p in (0, 1)
                                                                for c in ctx.duel.monsters_of(p)),
                       text_en="return every monster to its owner's control",
                       text_ja="場の全モンスターのコントロールは持ち主へ戻る"))

# Ｏ－オーバーソウル / O - Oversoul: target an 「Ｅ・ＨＥＲＯ」 normal monster in your graveyard; special summon it.
define(63703130, Effect(A, summon_target, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: ctx.duel.is_normal_monster(c) and is_hero(c),
                                            "an Elemental HERO normal monster in your graveyard",
                                            "墓地にある自分の「Ｅ・ＨＥＲＯ」通常モンスター"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))

# 昼夜の大火事 / Ookazi: 800 damage to the opponent.
define(19523799, Effect(A, burn(800), targets_player="opp", text_en="800 damage to the opponent",
                        text_ja="相手に８００ダメージを与える"))


# 威圧する魔眼 / Overpowering Eye: a targeted Zombie monster you control with 2000 or less ATK may attack directly this
# turn.
def _small_zombie(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.race(c) == "Zombie" and ctx.duel.atk(c) <= 2000


define(60577362, Effect(A, targets_attack_directly,
                        target=TargetSpec(side="own", face="up", where=_small_zombie,
                                          text_en="a Zombie with 2000 or less ATK you control",
                                          text_ja="自分のアンデット族で攻撃力２０００以下のもの"),
                        text_en="the target may attack directly this turn", text_ja="対象はこのターン直接攻撃できる"))


# おジャマ・デルタハリケーン！！ / Ojama Delta Hurricane!!: only while 「おジャマ・グリーン」, 「おジャマ・イエロー」
# and 「おジャマ・ブラック」 are face-up on your field: destroy every card the opponent controls.
def _ojama_trio(ctx: Ctx) -> bool:
    mine = [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up]
    return all(any(is_named(c, o) for c in mine) for o in OJAMAS)


define(8251996, Effect(A, destroy_opponents_cards, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS,
                       condition=_ojama_trio, needs=opponent_controls_a_card,
                       text_en="destroy every card the opponent controls",
                       text_ja="相手フィールドのカードを全て破壊する"))


# オーバー・デステニー / Over Destiny: target a 「Ｄ－ＨＥＲＯ」 monster in your graveyard; special summon from your
# deck a 「Ｄ－ＨＥＲＯ」 monster whose Level is at most half the target's; it is destroyed in this turn's end phase.
def _lesser_destinies(ctx: Ctx | Resolution, level: int) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: is_destiny_hero(c) and 2 * (c.data.level or 0) <= level)


def _over_destiny(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        before = set(d.players[res.player].monsters)
        # the target still there, the deck is looked through for one, found or not: shuffled after (R004-100)
        summon_one_of(res, _lesser_destinies(res, t.data.level or 0), deck=True)
        for i in set(d.players[res.player].monsters) - before - {-1}:
            d.at_end_phase(d.cards[i], Then.DESTROY, res.cause)


define(72204747, Effect(A, _over_destiny, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        target=grave_target(lambda ctx, c: is_destiny_hero(c)
                                            and bool(summonable(ctx, _lesser_destinies(ctx, c.data.level or 0))),
                                            "a D-HERO monster in your graveyard",
                                            "自分の墓地の「Ｄ－ＨＥＲＯ」モンスター", summoned=False),
                        text_en="special summon a D-HERO of at most half its Level from your deck; destroy it in the "
                                "end phase",
                        text_ja="レベルが対象の半分以下の「Ｄ－ＨＥＲＯ」をデッキから特殊召喚し、エンドフェイズに破壊する"))


# 石油採掘 / Oil: only 1 「石油採掘」 a turn; target at most 2 FIRE monsters of Level 4 or less, with different names,
# in your graveyard; add them to your hand. Names compare as the rules read them (`names.same_name`: a card its text
# treats as another's name shares it).
def _oil_fits(ctx: Ctx, c: Card) -> bool:
    return (c.data.is_monster and has_attribute(c, "FIRE") and (c.data.level or 0) <= 4
            and not any(same_name(p, c) for p in picked(ctx) if p.idx != c.idx))


define(74055055, Effect(A, targets_to_hand, name_once=True,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=2, min=1, where=_oil_fits,
                                          text_en="up to 2 Level 4 or lower FIRE monsters of different names in your "
                                                  "graveyard",
                                          text_ja="墓地にある自分の炎属性・レベル４以下のモンスター２体まで（名前は別々）"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# おジャマッスル / Ojamuscle: target a face-up 「おジャマ・キング」; every other 「おジャマ」 monster on the field is
# destroyed, and the target gains 1000 ATK for each one destroyed (while it stays face-up).
OJAMA_KING = 90140980


def _other_ojamas(ctx: Ctx | Resolution, king: Card | None) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
            if c.face_up and name_includes(c, "おジャマ") and (king is None or c.idx != king.idx)]


def _ojamuscle(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        n = len(d.destroy(_other_ojamas(res, t), res.cause))
        if n and t.face_up:
            d.boost(t, 1000 * n, 0, res.cause, until_end=False)


define(98259197, Effect(A, _ojamuscle, does=Does.MONSTERS,
                        target=TargetSpec(face="up", where=lambda ctx, c: is_named(c, OJAMA_KING),
                                          text_en="a face-up 「おジャマ・キング」",
                                          text_ja="表側表示の「おジャマ・キング」"),
                        text_en="destroy the other Ojama monsters; the target gains 1000 ATK for each",
                        text_ja="他の「おジャマ」モンスターを全部破壊する。対象の攻撃力は、破壊した数１体につき１０００上がる"))
