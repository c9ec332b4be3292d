"""The quick-play spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.shared.stats import original_def
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define

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
