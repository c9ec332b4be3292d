"""The union monsters whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg.cards.common import draw_one
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.unions import GIANT_ORC, TURN_EQUIPPED, equipped_destroyed, is_one_of, union
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define

# 守護霊アイリン / Protective Soul Ailin and セコンド・ゴブリン / Second Goblin: besides the union's effects, once a
# turn, while it equips a monster, change that monster's battle position (face-up attack and defense).
define(19086954, *union(is_one_of(GIANT_ORC), 0, 0, "your Giant Orc", "自分の「ジャイアント・オーク」"), TURN_EQUIPPED)

# 六武衆の御霊代 / Spirit of the Six Samurai: a union for a 「六武衆」 monster (`shared.unions`); the equipped monster
# gains 500 ATK and DEF, and when it destroys an opponent's monster by battle its controller draws 1.
define(65685470, *union(lambda c: name_includes(c, "六武衆"), 500, 500, "a Six Samurai monster you control",
                        "自分の「六武衆」と名のついたモンスター"),
       Effect(Kind.TRIGGER, draw_one, trigger="destroyed", self_trigger=False, when=equipped_destroyed(True),
              needs=may_draw("self"),
              text_en="the equipped monster destroyed an opponent's monster by battle: draw 1",
              text_ja="装備モンスターが相手モンスターを戦闘破壊した時：１枚ドロー"))
