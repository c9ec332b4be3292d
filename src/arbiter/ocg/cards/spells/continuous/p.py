"""The continuous spell cards whose English name begins with P."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.tributes import tributes_for_summon
from arbiter.ocg.cards.shared.zones import all_field_cards
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import data_is_named, is_named, named_face_up
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 冥界の宝札 / Precious Cards from Beyond (continuous spell): when you tribute summon a monster with 2 or
# more tributes, draw 2.
define(68304813, bare_activation(),
       Effect(T, draw_op(2), trigger="summoned", self_trigger=False, needs=may_draw("self"),
              when=lambda ctx, ev: ctx.card.active and ev.player == ctx.player and ev.detail == "normal"
              and len(tributes_for_summon(ctx.duel, ctx.duel.cards[ev.card])) >= 2,
              text_en="you tribute summoned with 2 or more tributes: draw 2",
              text_ja="２体以上の生け贄で生け贄召喚した時、２枚ドローする"))


# ポイズン・ファング / Poison Fangs (continuous spell): each time a Beast monster inflicts battle damage to this card's
# controller's opponent, that player takes 500 damage.
def _beast_battle_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ctx.card.active and ev.cause.reason is Reason.BATTLE and ev.player == ctx.opponent
            and ev.cause.card >= 0 and d.race(d.cards[ev.cause.card]) == "Beast")


define(76539047, bare_activation(),
       Effect(Kind.TRIGGER, lambda res: res.duel.damage(1 - res.player, 500, res.cause), trigger="damage",
              when=_beast_battle_damage, self_trigger=False,
              text_en="a Beast inflicts battle damage to the opponent: they take 500 damage",
              text_ja="獣族の戦闘ダメージが相手に通るたび：さらに相手に５００ダメージ"))


# 禁止令 / Prohibition (continuous spell): declare a card name on activation; while this card is face-up, cards of
# that name cannot be played: not activated (nor their effects), normal summoned or set (by an effect too), flip
# summoned, set from the hand as spells or traps, special summoned, nor declare an attack or change their battle
# position (the current text lists the two together), nor be a fusion monster's material (`fusion.usable`). Those
# already on the field as it resolves (face-down ones too, by the name they bear face-up: a set 「プロト・サイバー・
# ドラゴン」 is a 「サイバー・ドラゴン」 already there) are spared while they stay there. A name a card's text
# gives it counts: 「Ｎ・アクア・ドルフィン」 declared, 「Ｎ・マリン・ドルフィン」 cannot be special summoned.
# Its effect negated as it resolves (「マジック・キャンセラー」 summoned in answer), it still records the name and
# spares the cards then on the field (`keeps_declared`), and the lock applies once the negation ends.
_DECLARED = "prohibition"
_SPARED = "prohibition_spared"


def _prohibit(res: Resolution) -> None:
    d = res.duel
    if not res.link.declared or not alive(res) or not res.card.on_field:
        return
    name = int(res.link.declared)
    for c in [c for c in all_field_cards(d) if named_face_up(c, name)]:
        mark(d, _SPARED, c, res.card.idx, read_by_effects=True)
    mark(d, _DECLARED, res.card, name, read_by_effects=True)


def _prohibited(ctx: Ctx, c: Card) -> bool:
    names = marked(ctx.duel, _DECLARED, ctx.card)
    return bool(names) and is_named(c, *names) and ctx.card.idx not in marked(ctx.duel, _SPARED, c)


define(43711255, Effect(A, _prohibit, declare_name=lambda cd: True, keeps_declared=True, text_en="declare a card name",
                        text_ja="カード名を１つ宣言する"),
       Effect(Kind.CONTINUOUS, affects=_prohibited,
              forbids=("activate", "normal_summon", "flip_summon", "set", "attack", "change_position", "be_material"),
              locks_summons=lambda ctx, player, m, how, gone, onto: how == "special_summon"
              and data_is_named(m, *marked(ctx.duel, _DECLARED, ctx.card)),
              text_en="cards of the declared name cannot be played (those on the field already are spared)",
              text_ja="宣言されたカードはプレイできない（既にフィールド上に存在するカードには影響しない）"),
       numbering=(1, 1))
