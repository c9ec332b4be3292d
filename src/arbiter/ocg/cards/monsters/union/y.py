"""The union monsters whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import NUMBERED_TEXT, X_HEAD_CANNON, Y_DRAGON_HEAD, is_one_of, union
from arbiter.ocg.registry import define

define(Y_DRAGON_HEAD, *union(is_one_of(X_HEAD_CANNON), 400, 400, "your X-Head Cannon",
                             "自分の「Ｘ－ヘッド・キャノン」"), numbering=NUMBERED_TEXT)
