"""The effect monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import ANY_MONSTER, TRIBUTE_SELF, both, ctx_of, destroy_targets, field_to_grave
from arbiter.ocg.cards.shared.card_kinds import ja_name_contains
from arbiter.ocg.cards.shared.control import hand_taker
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.resolving import ask_many
from arbiter.ocg.cards.shared.search import search, spell_searcher
from arbiter.ocg.cards.shared.targets import ZonesSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import return_targets_to_hand
from arbiter.ocg.cards.shared.zones import face_up_monsters, field_of, hand_of
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER


# Ｅ・ＨＥＲＯ バブルマン / Elemental HERO Bubbleman: when it is summoned while you have no other card on
# the field or in hand, you may draw 2 (its procedure: special summoned from a hand holding only it).
def _bubbleman_alone(ctx: Ctx) -> bool:
    return not hand_of(ctx, ctx.player) and all(c.idx == ctx.card.idx for c in field_of(ctx, ctx.player))


def _bubbleman(res: Resolution) -> None:
    if _bubbleman_alone(ctx_of(res)):
        res.duel.draw(res.player, 2, res.cause)


define(79979666, *(Effect(T, _bubbleman, trigger=k, mandatory=False, needs=both(may_draw("self"), _bubbleman_alone),
                          text_en="summoned while alone: draw 2", text_ja="他にカードが無い時、２枚ドローする")
                   for k in ("summoned", "special_summoned")),
       Effect(Kind.PROCEDURE, condition=lambda ctx: len(ctx.duel.players[ctx.player].hand) == 1,
              text_en="special summon from the hand while it is the only card there",
              text_ja="手札がこのカード１枚のみの場合、手札から特殊召喚する"))


# エレクトリック・スネーク / Electric Snake: when an opponent's effect discards it from your hand, draw 2.
def _discarded_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner


define(11324436, Effect(T, draw_op(2), trigger="discarded", when=_discarded_by_opponent, needs=may_draw("self"),
                        text_en="discarded by an opponent's effect: draw 2",
                        text_ja="相手の効果で手札から捨てられた時、２枚ドローする"))

# 恵みの像 / Elephant Statue of Blessing: when an opponent's effect sends it from your hand to the
# graveyard, gain 2000 LP.
define(85166216, *(Effect(T, gain_op(2000), trigger=k, when=_discarded_by_opponent,
                          text_en="sent from the hand by an opponent's effect: gain 2000 LP",
                          text_ja="相手の効果で手札から墓地へ送られた時、２０００ライフポイント回復する")
                   for k in ("discarded", "sent")))


# 冥界の使者 / Emissary of the Afterlife: when it is sent from the field to the graveyard, each player adds a
# level 3 or lower normal monster from their deck (★ on the page: R004-101.07).
def _small_normal(c: Card) -> bool:
    return c.data.is_normal_monster and (c.data.level or 0) <= 3


def _emissary(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        search(res, _small_normal, p, then_shuffle=True)


define(75043725, *(Effect(T, _emissary, trigger=k, when=field_to_grave, asks=True,
                          text_en="sent to the graveyard: each player adds a level 3 or lower normal monster",
                          text_ja="墓地へ送られた時、お互いにレベル３以下の通常モンスターを手札に加える")
                   for k in ("destroyed", "sent", "tributed")))


# Ｅ・ＨＥＲＯ エアーマン / Elemental HERO Stratos: when normal or special summoned, declare one: destroy
# spells and traps up to the number of other 「ＨＥＲＯ」 monsters you control, or add a 「ＨＥＲＯ」 monster
# from the deck.
def _hero_monster(c: Card) -> bool:
    return c.data.is_monster and "HERO" in c.data.name_en


def _stratos(res: Resolution) -> None:
    d = res.duel
    if res.link.declared == "add":
        search(res, _hero_monster)
        return
    n = sum(1 for c in face_up_monsters(res, res.player) if _hero_monster(c) and c.idx != res.card.idx)
    st = [d.cards[i] for p in (0, 1) for i in (*d.players[p].spells, d.players[p].field) if i >= 0]
    if n and st:
        picked = ask_many(res, st)[:n]
        d.destroy(picked, res.cause)


define(40044918, *(Effect(T, _stratos, trigger=k, mandatory=False, asks=True, declare=("destroy", "add"),
                          text_en="destroy spells/traps up to your other HEROes, or add a HERO monster",
                          text_ja="ＨＥＲＯの数まで魔法・罠を破壊するか、デッキからＨＥＲＯを手札に加える")
                   for k in ("summoned", "special_summoned")))

# Ｅ・ＨＥＲＯ キャプテン・ゴールド / Elemental HERO Captain Gold: discard it from the hand to add
# 「摩天楼 －スカイスクレイパー－」 from the deck (R004-105).
spell_searcher(80908502, 63035430, "Skyscraper", "摩天楼 －スカイスクレイパー－")

# エレクトリック・ワーム / Electric Virus (machines, dragons), パペット・プラント / Puppet Plant (warriors,
# spellcasters), 傀儡虫 / Marionette Mite (fiends, zombies): discard this card from the hand to take control
# of a targeted face-up monster of those types the opponent controls until the end phase.
hand_taker(24725825, ("Machine", "Dragon"), "machine or dragon", "機械族かドラゴン族")

EXODIA_PIECES = (33396948, 70903634, 7902349, 8124921, 44519536)  # the head, the arms, the legs


def _all_five(ctx: Ctx) -> bool:
    held = {ctx.duel.cards[i].data.passcode for i in ctx.duel.players[ctx.player].hand}
    return all(pc in held for pc in EXODIA_PIECES)


define(33396948, Effect(Kind.CONTINUOUS, wins=_all_five,
                        text_en="with the five pieces of Exodia in your hand, you win the duel",
                        text_ja="手札に封印されしエクゾディアと４つのパーツが揃った時、デュエルに勝利する"))


# Ｅ・ＨＥＲＯ オーシャン / Elemental HERO Ocean: once a turn, in your standby phase, you can return 1
# targeted 「Ｅ・ＨＥＲＯ」 monster on your field (face-up) or in your graveyard to its owner's hand (a
# fusion monster to the fusion deck).
def _hero(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and ja_name_contains(c, "Ｅ・ＨＥＲＯ") and (c.zone is Zone.GRAVE or c.face_up)


define(37195861, Effect(T, return_targets_to_hand, trigger="phase", self_trigger=False, when=phase_of("standby"),
                        mandatory=False, once_per_turn=True,
                        target=ZonesSpec(zones=(Zone.MONSTERS, Zone.GRAVE), side="own", where=_hero, allow_self=True,
                                         text_en="an E-HERO monster on your field or in your graveyard",
                                         text_ja="自分のフィールド・墓地の「Ｅ・ＨＥＲＯ」モンスター"),
                        text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))

# names and Attributes other cards' texts give them, for cards that have no `define` yet: while
# face-up on the field 「Ｅ・ＨＥＲＯ バブルマン・ネオ」, 「プロト・サイバー・ドラゴン」 and
# 「Ｅ・ＨＥＲＯ アナザー・ネオス」 are named 「Ｅ・ＨＥＲＯ バブルマン」, 「サイバー・ドラゴン」 and
# 「Ｅ・ＨＥＲＯ ネオス」; 「Ｅ・ＨＥＲＯ エリクシーラー」 and 「精霊術師 ドリアード」 are also WIND, WATER,
# FIRE and EARTH
treat_as(5285665, 79979666, where="field")

IG = Kind.IGNITION

# ならず者傭兵部隊 / Exiled Force: tribute this card (the cost): destroy a targeted monster on the field.
define(74131780, Effect(IG, destroy_targets, cost=TRIBUTE_SELF, target=ANY_MONSTER,
                        text_en="tribute this card: destroy the target monster",
                        text_ja="このカードをリリースし、対象を破壊する"))
