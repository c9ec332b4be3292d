"""The effect monsters whose English name begins with Q."""

from __future__ import annotations

from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# 女王の影武者 / Queen's Double: it may attack directly.
define(5901497, may_attack_directly())

# 女王親衛隊 / Queen's Bodyguard: while it is face-up on the field, its controller's face-up 「魅惑の女王」 monsters
# cannot be attacked.
define(71411377, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and name_includes(c, "魅惑の女王"),
                        text_en="your Allure Queen monsters cannot be attacked",
                        text_ja="自分の場の「魅惑の女王」モンスターは攻撃対象にされない"))
