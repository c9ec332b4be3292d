"""The flip monsters whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets, to_hand_targets
from arbiter.ocg.cards.shared.recruiters import deck_monsters_that
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.cards.shared.zones import face_up_opp
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

F = Kind.FLIP

# ドッペルゲンガー / Greenkappa: FLIP: destroy 2 targeted set spell/trap cards.
define(61831093, Effect(F, destroy_targets,
                        target=TargetSpec(zone=Zone.SPELLS, face="down", count=2,
                                          text_en="a set spell or trap card", text_ja="セットされた魔法・罠カード"),
                        text_en="destroy the targets", text_ja="対象を破壊する"))

# 爆風トカゲ / Gale Lizard: FLIP: return 1 targeted monster the opponent controls to its owner's hand.
define(77491079, Effect(F, to_hand_targets, target=OPP_MONSTER,
                        text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))

# 墓守の番兵 / Gravekeeper's Guard: FLIP: return 1 targeted monster the opponent controls to the hand.
define(37101832, Effect(F, to_hand_targets, target=OPP_MONSTER,
                        text_en="return the target to its owner's hand", text_ja="対象の相手モンスターを手札に戻す"))


# 墓守の偵察者 / Gravekeeper's Spy: FLIP: special summon a 「墓守の」 monster with 1500 or less ATK from your deck.
def _small_gravekeeper(c: Card) -> bool:
    return name_includes(c, "墓守の") and c.data.atk is not None and c.data.atk <= 1500


def _gravekeeper_spy(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, summon_room(res)):
        summon_picked(res, deck_monsters_that(res, _small_gravekeeper))


define(24317029, Effect(F, _gravekeeper_spy, asks=True,
                        text_en="from the deck: a Gravekeeper's monster (ATK 1500 at most) is special summoned",
                        text_ja="攻撃力１５００以下の「墓守の」モンスター１体をデッキから特殊召喚"))


# グラビティ・ボール / Gravitic Orb: FLIP: every face-up monster the opponent controls changes its battle position.
def _gravity_ball(res: Resolution) -> None:
    res.duel.switch_positions(face_up_opp(res), res.cause)


# with no such monster it has nothing to change and is not activated (R004-007)
define(29216198, Effect(F, _gravity_ball, needs=lambda ctx: bool(face_up_opp(ctx)),
                        text_en="change the battle positions of the opponent's face-up monsters",
                        text_ja="相手の表側のモンスター全ての表示形式を変える"))


# ガード・ドッグ / Guard Dog: FLIP: until the turn ends, no special summon by the opponent.
def _guard(res: Resolution) -> None:
    res.duel.forbid_player(res.opponent, "special_summon", res.cause)


define(57346400, Effect(Kind.FLIP, _guard, text_en="the opponent cannot special summon this turn",
                        text_ja="このターン相手は特殊召喚できない"))
