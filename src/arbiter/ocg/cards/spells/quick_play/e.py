"""The quick-play spell cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.common import switch_position
from arbiter.ocg.cards.shared.control import take_targets
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# 非常食 / Emergency Provisions (quick-play): send any number of your other spells and traps to the
# graveyard (the cost); gain 1000 for each, in one gain (R004-090). The gain is its player's alone, whom it
# designates (`targets_player`): moved by 「精霊の鏡」, the other player gains.
def _provisions(res: Resolution) -> None:
    if res.link.cost_cards:
        res.duel.gain_lp(res.target_player, 1000 * len(res.link.cost_cards), res.cause)


define(53046408, Effect(A, _provisions, targets_player="own",
                        cost=Cost(field_send_any=True, field_filter=lambda ctx, c: c.zone in (Zone.SPELLS, Zone.FIELD)),
                        text_en="send your other spells and traps to the graveyard; gain 1000 LP for each",
                        text_ja="自分の他の魔法・罠カードを墓地へ送り、１枚につき１０００回復する"))

# エネミーコントローラー / Enemy Controller (quick-play): change the battle position of a targeted face-up
# monster the opponent controls (effect 1); or tribute a monster to take control of a targeted face-up
# monster the opponent controls until the end phase (effect 2).
define(98045062, Effect(A, switch_position, target=OPP_FACE_UP, text_en="change the target's battle position",
                        text_ja="対象の表示形式を変更する"),
       Effect(A, take_targets(True), target=OPP_FACE_UP, cost=Cost(tribute=1),
              text_en="take control of the target until the end phase",
              text_ja="対象のコントロールをエンドフェイズまで得る"))
