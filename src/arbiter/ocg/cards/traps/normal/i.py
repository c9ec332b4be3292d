"""The normal trap cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import can_special_summon, ctx_of, destroy_targets, opponent_attacks, room
from arbiter.ocg.cards.shared.counters import A_COUNTER
from arbiter.ocg.cards.shared.discard import opp_discards_random
from arbiter.ocg.cards.shared.revival import hand_monsters
from arbiter.ocg.cards.shared.special_summons import can_special_summon_from_hand, summon_picked
from arbiter.ocg.cards.shared.targets import ZonesSpec
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE

# ゴッドバードアタック / Icarus Attack: tribute 1 Winged Beast monster (the cost): destroy 2 targeted cards on the
# field.
define(53567095, Effect(A, destroy_targets,
                        target=ZonesSpec(count=2, text_en="a card on the field", text_ja="フィールド上のカード"),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Winged Beast"),
                        text_en="tribute a Winged Beast: destroy 2 target cards on the field",
                        text_ja="鳥獣族モンスター１体を生け贄に捧げ、フィールド上のカード２枚を破壊する"))

# 義賊の入門書 / Introduction to Gallantry: while the opponent has 5 or more cards in hand, they discard 1 at
# random (the page's list; the era's condition).
define(69091732, Effect(A, opp_discards_random(1), does=Does.OPP_HAND,
                        condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 5,
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"))


# 亜空間ジャンプ装置 / Interdimensional Warp: target one of your monsters and one of the opponent's monsters carrying
# an A-counter; their controls are swapped. Neither may be one whose control cannot change (「不意打ち又佐」): its
# categories hold CONTROL (`swap_control`), which bars such targets.
def _warp(res: Resolution) -> None:
    d = res.duel
    pair = res.targets()
    mine = [c for c in pair if c.ctl == res.player]
    theirs = [c for c in pair if c.ctl == res.opponent]
    if mine and theirs:
        d.swap_control(mine[0], theirs[0], res.cause)


define(57384901, Effect(A, _warp,
                        target=TargetSpec(count=2, parts=(
                            TargetSpec(side="own"),
                            TargetSpec(side="opp", where=lambda ctx, c: c.counters.get(A_COUNTER, 0) > 0)),
                            text_en="a monster you control and an opponent's monster with an A-counter",
                            text_ja="自分のモンスター１体とＡカウンターの乗った相手モンスター１体"),
                        text_en="switch control of the targets", text_ja="対象のコントロールを入れ替える"))


# 亜空間物質転送装置 / Interdimensional Matter Transporter: a targeted face-up monster you control is banished until
# the end phase: as this turn's end phase begins it comes back to its owner's field in the position it had (not a
# summon; with no free zone it goes to the graveyard).
def _transport(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        pos = t.pos
        if not d.banish([t], res.cause) or t.zone is not Zone.BANISHED:
            continue
        ref = (t.idx, t.oid)

        def back(r: Resolution, ref: tuple[int, int] = ref, pos: Pos = pos) -> None:
            c = r.duel.cards[ref[0]]
            if c.oid == ref[1] and c.zone is Zone.BANISHED:
                r.duel.return_to_field(c, pos, r.cause)

        d.linger(res.card, res.player, Effect(Kind.AT_ONCE, back, trigger="phase", self_trigger=False,
                                              when=lambda ctx, ev: ev.detail == "end",
                                              text_en="the end phase: the banished monster returns to the field",
                                              text_ja="エンドフェイズ時、除外したモンスターをフィールドに戻す"),
                 res.cause)


define(36261276, Effect(A, _transport, target=TargetSpec(side="own", face="up", text_en="a face-up monster you control",
                                                         text_ja="自分の表側表示モンスター"),
                        text_en="banish the target until the end phase", text_ja="対象をエンドフェイズまで除外する"))


# 敵襲警報－イエローアラート－ / Intruder Alarm - Yellow Alert (the era's text): when an opponent's monster declares an
# attack: special summon a monster from your hand, and the attack moves to it; it returns to its owner's hand as the
# battle phase ends (docs/uncertain-rulings.md).
def _alert_candidates(ctx: Ctx) -> list[Card]:
    return hand_monsters(ctx, lambda c: can_special_summon_from_hand(c) and can_special_summon(ctx, c))


def _yellow_alert(res: Resolution) -> None:
    d = res.duel
    m = summon_picked(res, _alert_candidates(ctx_of(res)))
    if m is None:
        return
    d.change_attack(target=m)
    ref = (m.idx, m.oid)

    def back(r: Resolution) -> None:
        c = r.duel.cards[ref[0]]
        if c.oid == ref[1] and c.zone is Zone.MONSTERS:
            r.duel.to_hand([c], r.cause)

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, back, trigger="phase", self_trigger=False,
                                          when=lambda ctx, ev: ev.detail == "battle:end",
                                          text_en="the end of the battle phase: the summoned monster returns",
                                          text_ja="バトルフェイズ終了時、特殊召喚したモンスターを手札に戻す"),
             res.cause)


define(59277750, Effect(A, _yellow_alert, does=Does.MONSTERS, condition=opponent_attacks, asks=True,
                        needs=lambda ctx: room(ctx) and bool(_alert_candidates(ctx)),
                        text_en="special summon a monster from your hand; the attack moves to it; it returns to the "
                                "hand at the end of the battle phase",
                        text_ja="手札のモンスター１体を特殊召喚して攻撃をそれに向け直し、バトルフェイズの"
                                "終わりにそれを手札へ戻す"))
