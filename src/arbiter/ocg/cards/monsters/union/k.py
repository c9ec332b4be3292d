"""The union monsters whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg.cards.shared.attacks import attack_directly_this_turn
from arbiter.ocg.cards.shared.unions import AITSU, DARK_BLADE, equipping, is_one_of, union
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define

# コイツ / Koitsu: its text limits neither the 3000 ATK nor the piercing damage to "while equipped by this effect"
define(69456283, *union(is_one_of(AITSU), 3000, 0, "your Aitsu", "自分の「アイツ」", pierce=True,
                        gain_as_union_only=False, pierce_as_union_only=False))


# 騎竜 / Kiryu: besides the union's effects, tribute it while it equips a monster (the cost): that monster may
# attack directly this turn (the monster is noted as the effect is activated, before the tribute).
def _kiryu(res: Resolution) -> None:
    d = res.duel
    m = next((c for c in d.monsters_of(res.player) if c.oid == res.link.noted), None)
    if m is not None and m.face_up:
        attack_directly_this_turn(res, m)


define(84814897, *union(is_one_of(DARK_BLADE), 900, 900, "your Dark Blade", "自分の「闇魔界の戦士 ダークソード」"),
       Effect(Kind.IGNITION, _kiryu, condition=equipping, cost=Cost(self_to="tribute"),
              notes_on_activation=lambda ctx: ctx.duel.cards[ctx.card.equipped_to].oid,
              text_en="tribute this equipping card: the equipped monster may attack directly this turn",
              text_ja="装備しているこのカードを生け贄に：このターン、装備モンスターは直接攻撃可能"))
