"""The quick-play spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.shared.geminis import at_this_end_phase, is_gemini
from arbiter.ocg.cards.shared.stats import original_def
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos

A = Kind.ACTIVATE


# 結束 ＵＮＩＴＹ / Unity: target a face-up monster you control; its DEF becomes the total of the original DEF of
# every face-up monster you control until the end of the turn.
def _unity(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        total = sum(original_def(d, c) or 0 for c in d.monsters_of(res.player) if c.face_up)
        d.set_stat(t, False, total, res.cause)


define(14731897, Effect(A, _unity, target=TargetSpec(side="own", face="up", text_en="a face-up monster you control",
                                                     text_ja="自分の表側表示モンスター"),
                        text_en="the target's DEF becomes the total original DEF of your face-up monsters this turn",
                        text_ja="対象の守備力はターン終了時まで自分の表側表示モンスターの元々の守備力の合計になる"))


# フォース・リリース / Unleash Your Power!: every gemini monster face-up on your field when it was activated (and still
# there, the same object, face-up) is treated as gemini summoned; in this turn's end phase, those monsters are
# turned to face-down defense position (a delayed trigger), unless turned face-down meanwhile: a new card for it, as
# for 「野性解放」. The moment of the activation is noted as the duel's count of things that had happened
# (`notes_on_activation`): a monster face-up only since then came later.
def _geminis_up_since(res: Resolution) -> list[Card]:
    d = res.duel
    return [c for c in d.monsters_of(res.player)
            if c.face_up and is_gemini(c) and d.stamp_of(c)[0] <= res.link.noted]


def _face_down(res: Resolution, cards: list[Card]) -> None:
    with res.duel.moving_together(res.cause):
        for c in cards:
            if c.face_up:
                res.duel.set_position(c, Pos.SET, res.cause)


def _unleash(res: Resolution) -> None:
    woken = _geminis_up_since(res)
    for c in woken:
        res.duel.note_summon(c, "gemini")
    if woken:
        at_this_end_phase(res, woken, _face_down, "the end phase: turn them face-down",
                          "エンドフェイズにそれらを裏側守備表示にする", face_up=True)


define(73567374, Effect(A, _unleash, notes_on_activation=lambda ctx: ctx.duel.serial,
                        text_en="your face-up gemini monsters are gemini summoned; in the end phase they turn "
                                "face-down",
                        text_ja="発動時の自分の表側表示のデュアルモンスターは全て再度召喚した状態になる。"
                                "エンドフェイズにそれらは裏側守備表示になる"))
