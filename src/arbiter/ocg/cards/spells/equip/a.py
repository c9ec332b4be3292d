"""The equip spell cards whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import ctx_of, room, takeable, to_grave
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.card_kinds import is_ancient_gear
from arbiter.ocg.cards.shared.equips import (
    battled_by_equipped,
    equip_and_tie,
    equip_op,
    equip_spell,
    equip_stats,
    equipped_battled,
    equipped_by,
)
from arbiter.ocg.cards.shared.events import TO_GRAVE, from_field_to_grave
from arbiter.ocg.cards.shared.passcodes import JINZO
from arbiter.ocg.cards.shared.revival import equip_summoned, grave_target, summoned_tie
from arbiter.ocg.cards.shared.to_hand_and_deck import self_top
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import EquipTie
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# アームド・チェンジャー / Armed Changer (equip spell): send 1 equip spell from your hand to the graveyard
# (the cost). Each time the equipped monster wins a battle by destroying a monster, you may add 1 monster with ATK up
# to the equipped monster's from your graveyard to your hand.
def _changer_when(ctx: Ctx, ev: Event) -> bool:
    m = ctx.card.equipped_to
    attacker, target = battlers(ctx.duel)
    return (ctx.card.zone is Zone.SPELLS and m >= 0 and ev.cause.reason is Reason.BATTLE and ev.card != m
            and m in (attacker, target) and ev.card in (attacker, target))


def _changer_picks(ctx: Ctx | Resolution) -> list[Card]:
    """The monsters of its player's graveyard with ATK up to the equipped monster's (none once it is unequipped)."""
    d = ctx.duel
    m = ctx.card.equipped_to
    if m < 0:
        return []
    limit = d.atk(d.cards[m])
    return takeable(ctx if isinstance(ctx, Ctx) else ctx_of(ctx),
                    lambda c: c.data.is_monster and c.data.atk is not None and c.data.atk <= limit,
                    Zone.HAND, "to_hand")


def _changer(res: Resolution) -> None:
    d = res.duel
    cands = _changer_picks(res)
    if cands:
        d.to_hand([res.ask_cards(cands, purpose=TO_HAND.monster)], res.cause)


define(90374791,
       # its activation (with its cost) only equips, as an equip spell's
       Effect(A, equip_op, target=TargetSpec(face="up"),
              cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_spell and "equip" in c.data.subtypes),
              bare=True, text_en="send an equip spell from your hand to the graveyard: equip to the target",
              text_ja="手札の装備魔法を墓地へ送り、対象に装備する"),
       Effect(T, _changer, trigger="destroyed", self_trigger=False, when=_changer_when, mandatory=False, asks=True,
              needs=lambda ctx: bool(_changer_picks(ctx)),
              text_en="add a monster with ATK up to the equipped monster's from your graveyard to your hand",
              text_ja="装備モンスターの攻撃力以下のモンスターを墓地から手札に加える"))

# デーモンの斧 / Axe of Despair: +1000 ATK; once it goes from the field to the graveyard, you can
# tribute 1 monster you control (the cost) to return it to the top of the deck.
define(40619825, equip_spell(), equip_stats(1000),
       *(Effect(T, self_top, trigger=k, when=from_field_to_grave, cost=Cost(tribute=1), mandatory=False,
                misses_timing=True, needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                text_en="tribute a monster: return this card to the top of the deck",
                text_ja="自分のモンスター１体を生け贄に捧げ、このカードをデッキの一番上に戻す")
         for k in ("destroyed", "sent")),
       numbering=(0, 1, 2, 2))


# 下克上の首飾り / Amulet of Ambition (normal monsters only): while the equipped monster battles a monster
# of a higher level, it gains 500 ATK for each level of difference (current Levels) during damage calculation
# only. When it is sent to the graveyard, you can return it to the top of the deck (an optional "when": it can
# miss the timing).
def _ambition(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    attacker, target = battlers(d)
    if not d.calculating() or target < 0 or m.idx not in (attacker, target):
        return 0
    other = d.cards[target if m.idx == attacker else attacker]
    diff = d.level(other) - d.level(m)
    return 500 * diff if diff > 0 else 0


define(5183693, equip_spell(lambda ctx, c: ctx.duel.is_normal_monster(c), "a face-up normal monster",
                            "表側表示の通常モンスター"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=_ambition,
              text_en="+500 ATK per Level of difference against a higher-Level monster",
              text_ja="自身よりレベルが上の相手と戦闘する時：レベル差×５００アップ"),
       *(Effect(T, self_top, trigger=k, when=to_grave, mandatory=False, misses_timing=True,
                text_en="return this card to the top of the deck", text_ja="このカードをデッキの一番上に戻す")
         for k in TO_GRAVE),
       numbering=(0, 1, 2, 2, 2, 2))

# 自律行動ユニット / Autonomous Action Unit (equip): pay 1500 LP; target a monster in the opponent's graveyard (one it
# may special summon); it comes to your field, special summoned in attack position, with this card equipped.
# That monster is destroyed when this card leaves the field (not if its effects are negated as it leaves,
# 「王宮の勅命」, as 「早すぎた埋葬」).
define(71453557, Effect(A, lambda res: equip_summoned(res, Pos.ATTACK),
                        ties_equipped=summoned_tie("leaves"), cost=Cost(lp=1500),
                        needs=room,
                        target=grave_target(lambda ctx, c: True, "a monster in the opponent's graveyard",
                                            "相手の墓地のモンスター", side="opp"),
                        text_en="special summon the target to your field in attack position and equip this card",
                        text_ja="対象を攻撃表示で自分の場に特殊召喚：このカードをそれに装備"))


# 古代の機械戦車 / Ancient Gear Tank: equip only to an 「アンティーク・ギア」 monster; +600 ATK; when it is destroyed
# and sent to the graveyard, 600 damage to the opponent.
def _gear_tank(res: Resolution) -> None:
    res.duel.damage(res.opponent, 600, res.cause)


define(37457534, equip_spell(lambda ctx, c: is_ancient_gear(c),
                             "a face-up 「アンティーク・ギア」 monster", "表側表示の「アンティーク・ギア」モンスター"),
       equip_stats(600),
       Effect(T, _gear_tank, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
              text_en="destroyed and sent to the graveyard: 600 damage to the opponent",
              text_ja="破壊され墓地へ送られた時、相手に６００ダメージ"))


# 古代の機械掌 / Ancient Gear Fist: equip only to an 「アンティーク・ギア」 monster; at the end of the damage step, the
# monster that battled the equipped monster is destroyed. Not activated where that monster was destroyed by the battle,
# nor once the equipped monster, destroyed in it, has taken this card off the field (both gone as the end of the damage
# step comes).
def _gear_fist(res: Resolution) -> None:
    other = battled_by_equipped(ctx_of(res), res.link.events[0])
    if other is not None:
        res.duel.destroy([other], res.cause)


define(40830387, equip_spell(lambda ctx, c: is_ancient_gear(c), "a face-up Ancient Gear monster",
                             "表側表示の「アンティーク・ギア」モンスター"),
       Effect(T, _gear_fist, does=Does.MONSTERS, trigger="damage_step_end", self_trigger=False, when=equipped_battled,
              text_en="end of the damage step: destroy the monster that battled the equipped monster",
              text_ja="ダメージステップ終了時：装備モンスターの戦闘相手を破壊"))


# 電脳増幅器 / Amplifier (equip spell, only to 「人造人間－サイコ・ショッカー」; its activation and effect cannot be
# negated): the equipped monster's trap lock and negation apply to its controller's opponent's trap cards only (read
# where that monster is declared); when this card leaves the field, the equipped monster is destroyed (applied at
# once, with no chain link).
define(303660, Effect(A, equip_and_tie, unnegatable=True, ties_equipped=EquipTie(),
                      target=TargetSpec(face="up", where=lambda ctx, c: is_named(c, JINZO), text_en="a face-up Jinzo",
                                        text_ja="「人造人間－サイコ・ショッカー」（表側表示）"),
                      text_en="equip to the target: its trap lock and negation apply to the opponent's traps only; it "
                              "is destroyed when this card leaves the field",
                      text_ja="対象に装備する。装備モンスターの罠カードを封じる効果は相手の罠カードにのみ適用される。"
                              "このカードがフィールドから離れた時、装備モンスターは破壊される"))
