"""The quick-play spell cards whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_TO_TURN_DOWN, to_face_down
from arbiter.ocg.cards.shared.banishing import targets_to_grave
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.passcodes import BUBBLEMAN
from arbiter.ocg.cards.shared.special_summons import can_special_summon_from_hand, summon_one_of
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.choice_purposes import CHANGE_POSITION
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 異次元からの埋葬 / Burial from a Different Dimension: up to 3 targeted banished monsters return to the graveyard.
define(48976825, Effect(A, targets_to_grave,
                        target=TargetSpec(zone=Zone.BANISHED, count=3, min=1, where=lambda ctx, c: c.data.is_monster,
                                          text_en="a banished monster", text_ja="除外されているモンスター"),
                        text_en="return the targets to the graveyard", text_ja="対象を墓地に戻す"))

# 月の書 / Book of Moon: a targeted face-up monster is turned face-down defense (the same object); a token, never
# face-down, is no target (docs/uncertain-rulings.md).
define(14087893, Effect(A, to_face_down, target=FACE_UP_TO_TURN_DOWN,
                        text_en="turn the target face-down", text_ja="対象を裏側守備表示にする"))


# バブル・シャッフル / Bubble Shuffle (the era's text): only while a face-up 「Ｅ・ＨＥＲＯ バブルマン」 is on the
# field: a face-up attack position 「Ｅ・ＨＥＲＯ バブルマン」 you control and a face-up attack position monster the
# opponent controls (chosen as it resolves) are changed to defense position; then that Bubbleman is tributed and an
# 「Ｅ・ＨＥＲＯ」 monster special summoned from your hand. Its tribute is part of what it does: it is activated only
# with a Bubbleman that may be tributed (none under 「生贄封じの仮面」, docs/uncertain-rulings.md), and one that
# cannot be by the time it resolves brings no summon.
def _attacking(ctx: Ctx | Resolution, p: int, bubbleman: bool) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(p) if c.pos is Pos.ATTACK and (not bubbleman or is_named(c, BUBBLEMAN))]


def _hand_heroes(ctx: Ctx | Resolution) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: is_hero(c) and can_special_summon_from_hand(c))


def _bubble_shuffle(res: Resolution) -> None:
    d, me = res.duel, res.player
    mine, theirs = _attacking(res, me, True), _attacking(res, 1 - me, False)
    if not mine or not theirs:
        return
    bubble = res.ask_cards(mine, purpose=CHANGE_POSITION.monster)
    other = res.ask_cards(theirs, purpose=CHANGE_POSITION.monster)
    d.set_positions((bubble, other), Pos.DEFENSE, res.cause)
    if bubble.zone is Zone.MONSTERS:  # the tribute a step of its own; with Bubbleman gone, none follows
        d.next_thing()
        if d.tribute([bubble], me, res.cause):
            summon_one_of(res, _hand_heroes(res))


define(61968753, Effect(A, _bubble_shuffle, asks=True,
                        condition=lambda ctx: any(c.face_up and is_named(c, BUBBLEMAN)
                                                  for p in (0, 1) for c in ctx.duel.monsters_of(p)),
                        needs=lambda ctx: bool(tributable(ctx.duel, _attacking(ctx, ctx.player, True)))
                        and bool(_attacking(ctx, ctx.opponent, False)),
                        text_en="your attacking Bubbleman and an attacking opponent's monster turn to defense; tribute "
                                "the Bubbleman: special summon an E-HERO from your hand",
                        text_ja="自分の攻撃表示の「Ｅ・ＨＥＲＯ バブルマン」と相手の攻撃表示モンスターを守備表示にし、"
                                "バブルマンを生け贄に捧げて手札から「Ｅ・ＨＥＲＯ」を特殊召喚する"))


# バブルイリュージョン / Bubble Illusion (quick-play, only while you control a face-up 「Ｅ・ＨＥＲＯ バブルマン」):
# this turn, its player may activate one trap card from their hand.
def _bubble_illusion(res: Resolution) -> None:
    res.duel.linger(res.card, res.player, Effect(Kind.CONTINUOUS, hand_traps=lambda ctx, p: p == ctx.player,
                                                 hand_trap_once=True,
                                                 text_en="this turn you may activate 1 trap card from your hand",
                                                 text_ja="このターン、手札から罠カード１枚を発動できる"),
                    res.cause)


define(80075749, Effect(Kind.ACTIVATE, _bubble_illusion,
                        condition=lambda ctx: any(m.face_up and is_named(m, BUBBLEMAN)
                                                  for m in ctx.duel.monsters_of(ctx.player)),
                        text_en="this turn you may activate 1 trap card from your hand",
                        text_ja="このターン１度、自分は罠カードを手札から発動できる"))
