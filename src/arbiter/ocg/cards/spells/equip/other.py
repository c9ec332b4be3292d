"""The equip spell cards whose English name begins with a digit or a sign."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.shared.equips import equip_op, equipped_by
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# ７カード / 7 Completed: equip only to a Machine; as it is activated its player declares ATK or DEF; the
# equipped monster gains 700 of the one declared.
def _seven_completed(res: Resolution) -> None:
    mark(res.duel, "7 completed", res.card, int(res.link.declared == "DEF"), read_by_effects=True)
    equip_op(res)


def _seven(defense: bool) -> Callable[[Ctx, Card], int]:
    def value(ctx: Ctx, m: Card) -> int:
        return 700 if marked(ctx.duel, "7 completed", ctx.card) == [int(defense)] else 0
    return value


define(86198326,
       Effect(A, _seven_completed, declare=("ATK", "DEF"),
              target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) == "Machine",
                                text_en="a face-up Machine monster", text_ja="表側表示の機械族モンスター"),
              text_en="declare ATK or DEF; equip to the target", text_ja="攻撃力か守備力を宣言し、対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_seven(False), defense=_seven(True),
              text_en="the equipped monster gains 700 ATK or DEF, as declared",
              text_ja="装備モンスターの攻撃力か守備力は宣言した方が７００アップする"))
