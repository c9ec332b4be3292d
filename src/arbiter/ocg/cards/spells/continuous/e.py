"""The continuous spell cards whose English name begins with E."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.stats import half_up, original_atk
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.choice_purposes import TRIBUTE
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card


# エクトプラズマー / Ectoplasmer (continuous spell): once in each player's end phase, that player tributes a face-up
# monster they control (their choice) and their opponent takes damage equal to half its original ATK. Only a monster
# that may be tributed, and that this card's effect reaches, is chosen: with none (「生贄封じの仮面」, only
# 「ホルスの黒炎竜 ＬＶ６」) nothing happens.
def _offered(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return tributable(d, (c for c in d.monsters_of(d.tp) if c.face_up), by=ctx)


def _ectoplasm(res: Resolution) -> None:
    d = res.duel
    tp = d.tp
    ups = _offered(res)
    if not ups:
        return
    c = res.ask_cards(ups, "tribute", tp, purpose=TRIBUTE.monster)
    half = half_up(original_atk(d, c) or 0)
    if d.tribute([c], tp, res.cause):
        d.damage(1 - tp, half, res.cause)


def _end_with_face_up(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.detail == "end" and bool(_offered(ctx))


define(97342942, bare_activation(),
       Effect(Kind.TRIGGER, _ectoplasm, trigger="phase", self_trigger=False, when=_end_with_face_up, asks=True,
              once_per_turn=True,
              text_en="each end phase: the turn player tributes a face-up monster; their opponent takes half its "
                      "original ATK",
              text_ja="各エンドフェイズに１度：ターンのプレイヤーが表側表示モンスター１体を生け贄に捧げ、相手はその元々の攻撃力÷２のダメージを受ける"))
