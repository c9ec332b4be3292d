"""The union monsters whose English name begins with Z."""

from __future__ import annotations

from arbiter.ocg.cards.shared.discard import has_hand, opp_discards_random
from arbiter.ocg.cards.shared.unions import (
    DECAYED_COMMANDER,
    NUMBERED_TEXT,
    X_HEAD_CANNON,
    Y_DRAGON_HEAD,
    equipped_destroyed,
    is_one_of,
    union,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

define(64500000, *union(is_one_of(X_HEAD_CANNON, Y_DRAGON_HEAD), 600, 600, "your X-Head Cannon or Y-Dragon Head",
                        "自分の「Ｙ－ドラゴン・ヘッド」または「Ｘ－ヘッド・キャノン」"), numbering=NUMBERED_TEXT)


# ゾンビタイガー / Zombie Tiger: besides the union's effects, each time the equipped monster destroys an
# opponent's monster by battle, the opponent discards 1 card at random (R004-139.10; not activated while their hand
# is empty: it would discard nothing).
define(47693640, *union(is_one_of(DECAYED_COMMANDER), 500, 500, "your Decayed Commander", "自分の「朽ち果てた武将」"),
       Effect(Kind.TRIGGER, opp_discards_random(1), does=Does.OPP_HAND, trigger="destroyed",
              self_trigger=False, when=equipped_destroyed(opponents=True), needs=has_hand("opp"),
              text_en="the equipped monster destroyed an opponent's monster by battle: the opponent discards 1 "
                      "card at random",
              text_ja="装備モンスターが相手モンスターを戦闘で破壊する度、相手の手札をランダムに１枚捨てる"))
