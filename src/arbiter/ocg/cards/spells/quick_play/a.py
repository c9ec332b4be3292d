"""The quick-play spell cards whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.counters import A_COUNTER, is_alien
from arbiter.ocg.cards.shared.zones import face_up_opp
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 「Ａ」細胞散布爆弾 / "A" Cell Scatter Burst (quick-play): target 1 face-up 「エーリアン」 monster you control:
# destroy it, and put as many A-counters as its level on the opponent's face-up monsters, spread as you
# choose (one at a time).
def _scatter(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        level = t.data.level or 0
        if not d.destroy([t], res.cause):
            return
        for _ in range(level):
            ups = face_up_opp(ctx_of(res))
            if not ups:
                return
            d.add_counter(res.ask_cards(ups), A_COUNTER, 1, res.cause)


define(73262676, Effect(A, _scatter, asks=True,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_alien(c),
                                          text_en="your face-up Alien monster", text_ja="自分の表側表示のエーリアン"),
                        text_en="destroy the target; put its level in A-counters on the opponent's monsters",
                        text_ja="対象を破壊し、そのレベルの数だけＡカウンターを相手モンスターに置く"))


# 封魔の矢 / Anti-Magic Arrows: activated at the start of either player's battle phase; nothing can be activated in
# response to its activation (`unchainable`); once it resolves, for the rest of the turn neither player can
# activate spell or trap cards, nor their effects.
def _arrows(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        res.duel.forbid_player(p, "activate_spell_effects", res.cause)
        res.duel.forbid_player(p, "activate_trap_effects", res.cause)


define(97120394, Effect(A, _arrows, unchainable=True, condition=lambda ctx: ctx.duel.phase == "battle:start",
                        text_en="start of a battle phase (no response): this turn neither player activates spell or "
                                "trap cards or their effects",
                        text_ja="バトルフェイズ開始時に発動できる（これに対して効果を発動できない）。"
                                "ターン終了時までお互いに魔法・罠カードの効果を発動できない"))
