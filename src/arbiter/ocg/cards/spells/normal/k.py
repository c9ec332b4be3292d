"""The normal spell cards whose English name begins with K."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import DARK_MAGICIAN, as_it_battled, ctx_of
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
                              "「ブラック・マジシャンズ・ナイト」を手札・デッキ・墓地のいずれかから特殊召喚する",
                              "tribute a face-up Dark Magician",
                              "表側表示の「ブラック・マジシャン」１体を生け贄に捧げる"))


# ゴッドハンド・スマッシュ / Kaminote Blow: only while you control a face-up 「格闘ねずみ チュー助」,
# 「モンク・ファイター」 or 「マスターモンク」: this turn, a monster that battles one of them is destroyed at the end of
# that damage step, even where that battle destroyed the fighter (the text asks only that the monster battled it).
def _fighters(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and is_named(c, *FIGHTERS)]


def _fighter_battled(ctx: Ctx, ev: Event) -> bool:
    """A face-up fighter of this player's battled in the battle whose damage step ends (it may just have been
    destroyed by it: `as_it_battled`)."""
    for i in (ev.card, ev.amount):
        was = as_it_battled(ctx, ctx.duel.cards[i])
        if was is not None and was[0] == ctx.player and not was[1].face_down and is_named(ctx.duel.cards[i], *FIGHTERS):
            return True
    return False


def _their_foe(ctx: Ctx, ev: Event) -> Card | None:
    """The opponent's side of that battle, while it is still on the field."""
    foes = (ctx.duel.cards[i] for i in (ev.card, ev.amount))
    return next((c for c in foes if c.zone is Zone.MONSTERS and c.ctl != ctx.player), None)


def _smash(res: Resolution) -> None:
    foe = _their_foe(ctx_of(res), res.link.events[0])
    if foe is not None:
        res.duel.destroy([foe], res.cause)


def _kaminote_blow(res: Resolution) -> None:
    turn = res.duel.turn
    res.duel.linger(res.card, res.player,
                    Effect(Kind.TRIGGER, _smash, trigger="damage_step_end", self_trigger=False,
                           when=lambda ctx, ev: ctx.duel.turn == turn and ev.amount >= 0 and _fighter_battled(ctx, ev)
                           and _their_foe(ctx, ev) is not None,
                           # asked again as it is activated: the foe may have left meanwhile
                           needs=lambda ctx: any(_their_foe(ctx, ev) is not None for ev in ctx.events
                                                 if ev.kind == "damage_step_end"),
                           text_en="end of the damage step: destroy the monster that battled your fighter",
                           text_ja="ダメージステップ終了時、それらと戦闘したモンスターを破壊する"),
                    res.cause)


define(97570038, Effect(Kind.ACTIVATE, _kaminote_blow, does=Does.MONSTERS, condition=lambda ctx: bool(_fighters(ctx)),
                        text_en="this turn, monsters that battle your Chu-Ske, Monk Fighter or Master Monk are "
                                "destroyed at the end of the damage step",
                        text_ja="このターン、それらと戦闘した相手モンスターを、ダメージステップの終わりに破壊する"))
