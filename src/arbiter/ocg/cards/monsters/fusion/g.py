"""The fusion monsters whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import face_up_here
from arbiter.ocg.cards.shared.chain import negate_and_destroy, spell_trap_activation
from arbiter.ocg.cards.shared.coins import tosses
from arbiter.ocg.cards.shared.contact_fusions import BY_RETURNING
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import not_from

# 魔導騎士ギルティア / Giltia the D. Knight: 冥界の番人 + 王座の守護者
fusion.materials(51828629, 89272878, 10071456)

# 金色の魔象 / Great Mammoth of Goldfine: メデューサの亡霊 + ドラゴン・ゾンビ
fusion.materials(54622031, 29491031, 66672569)


# ガトリング・ドラゴン / Gatling Dragon: ignition; toss 3 coins; destroy as many monsters on the field
# as heads came up (chosen one by one by its controller).
def _gatling(res: Resolution) -> None:
    d = res.duel
    n = tosses(res, 3)
    chosen: list[Card] = []
    for _ in range(n):
        left = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent) if c not in chosen]
        if not left:
            break
        chosen.append(res.ask_cards(left))
    d.destroy(chosen, res.cause)


define(87751584, Effect(Kind.IGNITION, _gatling, once_per_turn=True, condition=face_up_here, asks=True,
                        does=Does.MONSTERS,
                        text_en="toss 3 coins; destroy a monster for each head",
                        text_ja="コイントス３回、表の数だけフィールドのモンスターを破壊"))

fusion.materials(66889139, 6368038, 28279543)  # 竜騎士ガイア: 暗黒騎士ガイア + カース・オブ・ドラゴン


# 剣闘獣ヘラクレイノス / Gladiator Beast Heraklinos: 「剣闘獣ラクエル」 + 2 「剣闘獣」 monsters, special summoned from
# the fusion deck by returning them from your field to the deck; while it is face-up, discard 1 card (the cost):
# negate the activation of a spell or trap card and destroy it.
def _gladiator(cd: CardData) -> bool:
    return "剣闘獣" in cd.name_ja


fusion.materials(27346636, 78868776, _gladiator, _gladiator)
define(27346636,
       Effect(Kind.QUICK, negate_and_destroy, cost=Cost(discard=1),
              condition=lambda ctx: face_up_here(ctx) and spell_trap_activation(ctx, ("spell", "trap")) is not None,
              text_en="discard 1 card: negate the activation of a spell or trap card and destroy it",
              text_ja="手札を１枚捨て、魔法・罠カードの発動を無効にし破壊する"),
       BY_RETURNING,
       special_by=not_from(Zone.EXTRA))
