"""The normal spell cards whose English name begins with K."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import DARK_MAGICIAN, ctx_of
from arbiter.ocg.cards.shared.passcodes import FIGHTERS
from arbiter.ocg.cards.shared.special_summons import tribute_for
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# 騎士の称号 / Knight's Title: tribute a face-up 「ブラック・マジシャン」; special summon 「ブラック・マジシャンズ・
# ナイト」 from your hand, deck or graveyard. Likewise 光と闇の洗礼 / Dedication through Light and
# Darkness (quick-play: tribute 「ブラック・マジシャン」, 「混沌の黒魔術師」) and フォトン・ジェネレーター・ユニット /
# Photon Generator Unit (quick-play: tribute 2 「サイバー・ドラゴン」, 「サイバー・レーザー・ドラゴン」).
define(87210505, tribute_for(50725996, DARK_MAGICIAN, 1, True,
                              "special summon Dark Magician Knight from your hand, deck or graveyard",
                              "手札・デッキ・墓地から「ブラック・マジシャンズ・ナイト」を特殊召喚する"))


# ゴッドハンド・スマッシュ / Kaminote Blow: only while you control a face-up 「格闘ねずみ チュー助」,
# 「モンク・ファイター」 or 「マスターモンク」: this turn, a monster that battles one of them is destroyed at the end of
# that damage step.
def _fighters(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and is_named(c, *FIGHTERS)]


def _their_foe(ctx: Ctx, ev: Event) -> Card | None:
    d = ctx.duel
    if ev.amount < 0:
        return None
    for mine, other in ((ev.card, ev.amount), (ev.amount, ev.card)):
        m = d.cards[mine]
        if m.zone is Zone.MONSTERS and m.ctl == ctx.player and m.face_up and is_named(m, *FIGHTERS):
            foe = d.cards[other]
            return foe if foe.zone is Zone.MONSTERS else None
    return None


def _smash(res: Resolution) -> None:
    foe = _their_foe(ctx_of(res), res.link.events[0])
    if foe is not None:
        res.duel.destroy([foe], res.cause)


def _kaminote_blow(res: Resolution) -> None:
    turn = res.duel.turn
    res.duel.linger(res.card, res.player,
                    Effect(Kind.TRIGGER, _smash, trigger="damage_step_end", self_trigger=False,
                           when=lambda ctx, ev: ctx.duel.turn == turn and _their_foe(ctx, ev) is not None,
                           text_en="end of the damage step: destroy the monster that battled your fighter",
                           text_ja="ダメージステップ終了時、これらのモンスターと戦闘を行ったモンスターを破壊する"),
                    res.cause)


define(97570038, Effect(Kind.ACTIVATE, _kaminote_blow, does=Does.MONSTERS, condition=lambda ctx: bool(_fighters(ctx)),
                        text_en="this turn, monsters that battle your Chu-Ske, Monk Fighter or Master Monk are "
                                "destroyed at the end of the damage step",
                        text_ja="このターン、これらのモンスターと戦闘を行ったモンスターをダメージステップ終了時に破壊する"))
