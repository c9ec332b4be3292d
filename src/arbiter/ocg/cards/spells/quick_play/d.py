"""The quick-play spell cards whose English name begins with D."""

from __future__ import annotations

from functools import partial

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import DARK_MAGICIAN, can_special_summon, ctx_of, may_take
from arbiter.ocg.cards.shared.cloudians import FOG
from arbiter.ocg.cards.shared.special_summons import ask_face_up, summon_all, summon_as_many, tribute_for
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

define(69542930, tribute_for(40737112, DARK_MAGICIAN, 1, False,
                              "from your hand, deck or graveyard, special summon Dark Magician of Chaos",
                              "「混沌の黒魔術師」を手札・デッキ・墓地のいずれかから特殊召喚する",
                              "tribute a Dark Magician", "「ブラック・マジシャン」１体を生け贄に捧げる"))

A = Kind.ACTIVATE


# 融合解除 / De-Fusion: return a targeted face-up fusion monster to the fusion deck (face-down: the page
# leaves it open, ？); then, if the whole set of fusion materials used for its fusion summon is in your
# graveyard, you may special summon that set (`fusion.materials_used`, read before the monster leaves). A
# material that has moved since is no longer one of that set: with one missing, none is summoned; likewise with
# one that cannot be special summoned now (a lock, its own conditions), as 「コンタクト・アウト」.
def _defusion(res: Resolution) -> None:
    from arbiter.ocg import fusion

    d = res.duel
    for c in res.targets():
        record = fusion.record_of(d, c)
        mats = fusion.materials_used(d, c)
        if not d.to_fusion_deck(c, res.cause):
            continue
        if (not mats or record is None or len(mats) < len(record.materials)
                or any(m.zone is not Zone.GRAVE or m.owner != res.player for m in mats)
                or d.free_slots(res.player, Zone.MONSTERS) < len(mats)
                or not all(can_special_summon(ctx_of(res), m) for m in mats)
                # none may be one 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
                or not all(may_take(ctx_of(res), m, Zone.MONSTERS, "special_summoned") for m in mats)):
            continue
        o = res.ask([Option("yes", "yes", label_en="yes", label_ja="はい"),
                     Option("no", "no", label_en="no", label_ja="いいえ")],
                    "confirm", prompt_en="special summon the fusion materials?",
                    prompt_ja="融合素材モンスター一組を特殊召喚する？")
        if o.key == "yes":
            summon_all(res, mats)


define(95286165, Effect(A, _defusion, asks=True,
                        target=TargetSpec(face="up", where=lambda ctx, c: c.data.is_fusion,
                                          text_en="a face-up fusion monster", text_ja="表側表示の融合モンスター"),
                        text_en="return the target to the fusion deck", text_ja="対象を融合デッキに戻す"))


# ダイヤモンドダスト・サイクロン / Diamond-Dust Cyclone (quick-play): target a monster with 4 or more Fog Counters;
# destroy it, and draw 1 card for each 4 Fog Counters it had (counted as it is destroyed).
def _diamond_dust(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        fog = t.counters.get(FOG, 0)
        if d.destroy([t], res.cause) and fog >= 4:
            d.draw(res.player, fog // 4, res.cause)


define(19980975, Effect(A, _diamond_dust,
                        target=TargetSpec(where=lambda ctx, c: c.counters.get(FOG, 0) >= 4,
                                          text_en="a monster with 4 or more Fog Counters",
                                          text_ja="フォッグカウンターを４つ以上持つモンスター"),
                        text_en="destroy the target; draw 1 card for each 4 Fog Counters it had",
                        text_ja="対象を破壊し、乗っていたフォッグカウンター４つにつき１枚ドローする"))


# 次元誘爆 / Dimension Explosion (quick-play): return a face-up fusion monster you control to the fusion deck (the
# cost); then each player, the activator first, chooses up to 2 of their own banished monsters (no more than their
# free monster zones) and special summons them to their own field, in face-up attack or defense position as they
# choose. Nothing is targeted. Each pick is summoned before the next (`summon_as_many`), so that a second pick the
# first keeps out (a second 「墓守の長」) is never offered.
def _summonable_banished(ctx: Ctx, p: int) -> list[Card]:
    d = ctx.duel
    pctx = Ctx(d, p, ctx.card, ctx.effect)
    return [d.cards[i] for i in d.players[p].banished
            if d.cards[i].data.is_monster and d.cards[i].face_up and can_special_summon(pctx, d.cards[i])]


def _dimension_explosion(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    with d.moving_together(res.cause):
        for p in (res.player, res.opponent):
            summon_as_many(res, partial(_summonable_banished, ctx, p), p, up_to=2, ask=ask_face_up)


define(1896112, Effect(A, _dimension_explosion, asks=True,
                       needs=lambda ctx: bool(_summonable_banished(ctx, ctx.player)),
                       cost=Cost(field_send=1, field_to_deck=True,
                                 field_filter=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
                                 and "fusion" in c.data.subtypes),
                       text_en="return a face-up fusion monster you control to the fusion deck: each player special "
                               "summons up to 2 of their banished monsters",
                       text_ja="自分の表側表示の融合モンスター１体を融合デッキに戻し、お互いに除外されているモンスターを"
                               "２体まで選び特殊召喚する"))
