"""The fusion monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.shared.absorbing import ABSORB, ABSORBED_SHIELD, ABSORBED_STATS
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_locks import no_summons

fusion.materials(41462083, 71625222, 88819587)  # 千年竜: 時の魔術師 + ベビードラゴン
fusion.materials(54752875, 31786629, 31786629)  # 双頭の雷龍: サンダー・ドラゴン x2

fusion.materials(63519819, 64631466, 27125110)  # サウザンド・アイズ・サクリファイス: サクリファイス + 千眼の邪教神
# its text prints the lock first (①) and takes the ATK/DEF and the shield as one effect (③)
define(63519819,
       Effect(Kind.CONTINUOUS, forbids=("change_position", "attack"),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.idx != ctx.card.idx,
              text_en="other monsters cannot change their battle positions or attack",
              text_ja="他のモンスターは攻撃も表示形式の変更もできない"),
       ABSORB, ABSORBED_STATS, ABSORBED_SHIELD, numbering=(1, 2, 3, 3))


# 異星の最終戦士 / The Last Warrior from Another Planet: 「ダーク・ヒーロー ゾンバイア」 + 「魔力吸収球体」; when it is
# special summoned, destroy every other monster you control; while it is face-up, neither player can summon
# monsters (normal, flip or special summons).
def _last_warrior(res: Resolution) -> None:
    d = res.duel
    d.destroy([m for m in d.monsters_of(res.player) if m.idx != res.card.idx], res.cause)


fusion.materials(86099788, 88472456, 71466592)
define(86099788,
       Effect(Kind.TRIGGER, _last_warrior, trigger="special_summoned", does=Does.DESTROY | Does.MONSTERS,
              text_en="special summoned: destroy all other monsters you control",
              text_ja="特殊召喚の後、自分の場の他のモンスター全ての破壊"),
       Effect(Kind.CONTINUOUS, locks_summons=no_summons, text_en="neither player can summon monsters",
              text_ja="どちらのプレイヤーも、通常召喚・反転召喚・特殊召喚は不可"))
