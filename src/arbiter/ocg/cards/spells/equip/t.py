"""The equip spell cards whose English name begins with T."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import can_special_summon
from arbiter.ocg.cards.shared.equips import equip_op, equip_spell, equip_stats, equipped_by
from arbiter.ocg.cards.shared.notes import mark, marked, observer
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# 閃光の双剣－トライス / Twin Swords of Flashing Light - Tryce: send a card of your hand to the graveyard as its cost;
# the equipped monster loses 500 ATK and may attack twice in a battle phase. Its activation (with its cost) only
# equips, as an equip spell's.
define(21900719, Effect(A, equip_op, cost=Cost(hand_send=1),
                        target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
                        bare=True, text_en="send a card of your hand: equip to the target",
                        text_ja="手札を１枚墓地へ送り、対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=lambda ctx, m: -500, extra_attacks=1,
              text_en="the equipped monster loses 500 ATK and may attack twice",
              text_ja="装備モンスターの攻撃力は５００ダウンし、２回攻撃できる"))


# 王女の試練 / Trial of the Princesses (equip spell, only to 「白魔導士ピケル」 or 「黒魔導師クラン」): it gains 800
# ATK. In a turn its equipped monster won a battle against a monster of Level 5 or more, you may tribute it and send
# this card to the graveyard (the cost) to special summon its princess from your hand or deck:
# 「魔法の国の王女－ピケル」 for Pikeru, 「魔法の国の王女－クラン」 for Curran. The tribute is the monster it equips
# (`Cost.tribute_equipped`), not another of the same name.
PRINCESS_OF = {81383947: 75917088, 46128076: 2316186}  # 白魔導士ピケル, 黒魔導師クラン -> their princesses
_TRIAL_WON = "trial of the princesses"


def _magician(ctx: Ctx, c: Card) -> bool:
    return any(is_named(c, p) for p in PRINCESS_OF)


def _trial_watch(ctx: Ctx, ev: Event) -> None:
    d, me = ctx.duel, ctx.card
    att, eq = d.attack, me.equipped_to
    if (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and me.zone is Zone.SPELLS and eq >= 0
            and att is not None and eq in (att[0], att[2]) and ev.card in (att[0], att[2]) and ev.card != eq
            and d.level(d.cards[ev.card]) >= 5):
        mark(d, _TRIAL_WON, me, d.turn)


def _princesses(ctx: Ctx | Resolution, magician: Card) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    wanted = [q for m, q in PRINCESS_OF.items() if is_named(magician, m)]
    return [c for z in (d.players[p].hand, d.players[p].deck) for i in z
            for c in (d.cards[i],) if any(is_named(c, q) for q in wanted)]


def _trial_ready(ctx: Ctx) -> bool:
    me = ctx.card
    if me.equipped_to < 0 or ctx.duel.turn not in marked(ctx.duel, _TRIAL_WON, me):
        return False
    return any(can_special_summon(ctx, c) for c in _princesses(ctx, ctx.duel.cards[me.equipped_to]))


def _trial(res: Resolution) -> None:
    for m in res.link.cost_cards:
        if m != res.card.idx:  # the tributed magician names the princess; this card, also paid, names none
            summon_one_of(res, _princesses(res, res.duel.cards[m]), deck=True)


define(72709014, equip_spell(_magician, "a face-up 「白魔導士ピケル」 or 「黒魔導師クラン」",
                             "表側表示の「白魔導士ピケル」または「黒魔導師クラン」"),
       equip_stats(800),
       observer(_trial_watch, "(a Level 5 or higher monster the equipped monster destroys by battle is noted)",
                "（装備モンスターが戦闘で破壊したレベル５以上のモンスターを覚えておく）"),
       Effect(Kind.IGNITION, _trial, asks=True, condition=_trial_ready,
              cost=Cost(self_to="send", tribute=1, tribute_filter=_magician, tribute_equipped=True),
              text_en="in a turn the equipped monster won a battle against a monster of Level 5 or more: tribute it "
                      "and this card to special summon its princess from your hand or deck",
              text_ja="装備モンスターが戦闘でレベル５以上を破壊したターン：装備モンスターとこのカードを"
                      "生け贄に、対応する「魔法の国の王女」を手札またはデッキから特殊召喚する"),
       numbering=(0, 1, 0, 2))
