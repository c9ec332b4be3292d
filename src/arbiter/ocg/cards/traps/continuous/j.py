"""The continuous trap cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg import names
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.attacks import attack_moves_to_target, opponents_attack_on_a_monster
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# 砂漠の裁き / Judgment of the Desert (continuous trap): a monster that is face-up cannot change its battle position.
define(4869446, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              forbids=("change_position",), text_en="face-up monsters cannot change their battle positions",
              text_ja="表側表示のモンスターは表示形式を変更できない"))


# ディフェンド・スライム / Jam Defender: when an opponent's monster attacks a monster you control, you may target a
# face-up 「リバイバルスライム」 you control: the attack moves to it.
REVIVAL_JAM = 31709826


def _jam(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return names.is_named(c, REVIVAL_JAM) and not (att is not None and att[2] == c.idx)


define(21558682, bare_activation(),
       Effect(Kind.TRIGGER, attack_moves_to_target, trigger="attack_declared", self_trigger=False,
              when=opponents_attack_on_a_monster,
              mandatory=False, does=Does.OTHER,
              target=TargetSpec(side="own", face="up", where=_jam, text_en="your face-up Revival Jam",
                                text_ja="自分の表側表示の「リバイバルスライム」"),
              text_en="an opponent's monster attacks: move the attack to your Revival Jam",
              text_ja="相手モンスターの攻撃の対象を「リバイバルスライム」へ変更する"))
