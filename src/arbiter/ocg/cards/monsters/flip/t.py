"""The flip monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.cards.common import field_to_grave, to_hand_targets
from arbiter.ocg.cards.shared.destruction import destroy_trap
from arbiter.ocg.cards.shared.targets import TRAP_OR_SET
from arbiter.ocg.cards.shared.zones import all_monsters, all_spells_traps
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

F = Kind.FLIP

define(46461247, Effect(F, destroy_trap, target=TRAP_OR_SET,
                        text_en="destroy the target if it is a trap card", text_ja="対象が罠カードなら破壊する"))

# トルネード・バード / Tornado Bird: FLIP: return 2 targeted spell/trap cards on the field to their
# owners' hands.
define(71283180, Effect(F, to_hand_targets,
                        target=TargetSpec(zone=Zone.SPELLS, count=2, text_en="a spell or trap card on the field",
                                          text_ja="フィールド上の魔法・罠カード"),
                        text_en="return the targets to their owners' hands", text_ja="対象を持ち主の手札に戻す"))


# 雷仙人 / The Immortal of Thunder: FLIP: gain 3000 LP. When it goes from the field to the graveyard
# (destroyed, sent or tributed), the player of that trigger loses 5000 LP (neither damage nor a cost): as every
# card's own trigger for leaving the field, the player who controlled it as it left (`Duel._own_trigger_player`),
# so a taker who tributes it loses them, as 「髑髏顔 天道虫」 gains for its taker (docs/uncertain-rulings.md).
def _gain_3000(res: Resolution) -> None:
    res.duel.gain_lp(res.player, 3000, res.cause)


def _lose_5000(res: Resolution) -> None:
    res.duel.lose_lp(res.player, 5000, res.cause)


define(84926738, Effect(F, _gain_3000, text_en="gain 3000 LP", text_ja="３０００ライフポイント回復する"),
       *(Effect(Kind.TRIGGER, _lose_5000, trigger=k, when=field_to_grave,
                text_en="sent from the field to the graveyard: lose 5000 LP",
                text_ja="フィールドから墓地へ送られたら、５０００ライフを失う")
         for k in ("destroyed", "sent", "tributed")), numbering=(1, 2, 2, 2))


# 厳格な老魔術師 / The Stern Mystic: FLIP: every face-down card on the field is shown to both players (neither is
# flipped: no flip effect), and stays as it was.
def _stern(res: Resolution) -> None:
    d = res.duel
    set_cards = [c for c in all_monsters(res) + all_spells_traps(d) if not c.face_up]
    for p in (res.opponent, res.player):  # its own player's cards first
        d.reveal([c for c in set_cards if c.ctl != p], p)


define(87557188, Effect(F, _stern, text_en="show every face-down card on the field to both players",
                        text_ja="フィールド上の裏側表示のカードを全て確認する"))
