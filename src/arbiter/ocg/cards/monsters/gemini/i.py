"""The gemini monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.shared.race_summoners import race_summoner
from arbiter.ocg.cards.shared.zones import face_up_monsters
from arbiter.ocg.choice_purposes import CHANGE_POSITION
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define


# インフィニティ・ダーク / Infinity Dark: gemini summoned, when it declares an attack, its controller may change the
# battle position of a face-up monster the opponent controls. Its era text selects nothing (no 選択): the monster is
# picked as the effect resolves, not targeted.
def _infinity_dark(res: Resolution) -> None:
    up = face_up_monsters(res, res.opponent)
    if up:
        c = res.ask_cards(up, purpose=CHANGE_POSITION.monster)
        res.duel.set_position(c, c.switched_pos, res.cause)


define(76520646, Effect(Kind.TRIGGER, _infinity_dark, trigger="attack_declared", mandatory=False, asks=True,
                        needs=lambda ctx: bool(face_up_monsters(ctx, ctx.opponent)),
                        text_en="declares an attack: change the battle position of a face-up monster the opponent "
                                "controls",
                        text_ja="攻撃宣言の時、相手の表側のモンスター１体の表示形式を変える"))

# 地獄の門番イル・ブラッド / Il Blud: gemini summoned, once a turn, special summon 1 Zombie from your hand or either
# graveyard; when this card leaves the field, the Zombies it summoned are destroyed (`shared.race_summoners`).
define(70595331, race_summoner("Zombie", "special summon a Zombie from your hand or either graveyard",
                               "アンデット族１体を手札かどちらかの墓地から特殊召喚"))
