"""The normal spell cards whose English name begins with N."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import FACE_DOWN_MONSTER
from arbiter.ocg.cards.shared.card_kinds import is_neo_spacian
from arbiter.ocg.cards.shared.special_summons import summon_picked, summonable
from arbiter.ocg.cards.shared.turn_counts import destroy_self_if_alive, ends_in_opponent_end_phase, start_on_field
from arbiter.ocg.cards.shared.zones import deck_of
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named, other_names, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# ＮＥＸ / NEX (R004-063.12): send a face-up 「Ｎ」 monster you control to the graveyard, then special summon from
# your fusion deck a Level 4 monster whose text treats it as having a name that monster has (both done as it
# resolves: the text has no cost): a 「Ｎ・マリン・ドルフィン」 sent, being 「Ｎ・アクア・ドルフィン」 too, may bring
# out another 「Ｎ・マリン・ドルフィン」.
def _nex_pairs(d: Duel, p: int) -> list[tuple[Card, list[Card]]]:
    """Your face-up 「Ｎ」 monsters, each with the fusion deck monsters that carry its name."""
    extra = [d.cards[i] for i in d.players[p].extra]
    out = []
    for m in d.monsters_of(p):
        if m.face_up and is_neo_spacian(m):
            same = [f for f in extra if is_named(m, *other_names(f.data.passcode)) and f.data.level == 4]
            if same:
                out.append((m, same))
    return out


def _nex(res: Resolution) -> None:
    d = res.duel
    pairs = _nex_pairs(d, res.player)
    if not pairs:
        return
    sent = res.ask_cards([m for m, _ in pairs], purpose=TO_GRAVEYARD.monster)
    same = next(fs for m, fs in pairs if m is sent)
    d.send_to_grave([sent.idx], res.cause)
    if sent.zone is Zone.GRAVE:
        summon_picked(res, same, kind="fusion")


define(81913510, Effect(A, _nex, asks=True, needs=lambda ctx: any(summonable(ctx, same) for _, same in
                                              _nex_pairs(ctx.duel, ctx.player)),
                        text_en="send a face-up Neo-Spacian you control to the graveyard; special summon a Level 4 "
                                "monster with its name from your fusion deck",
                        text_ja="自分の表側表示の「Ｎ」モンスター１体を墓地へ送る。その名前を持つものとして扱うレベル４モンスター１体を"
                                "融合デッキから特殊召喚する"))

T = Kind.TRIGGER
C = Kind.CONTINUOUS

# 悪夢の鉄檻 / Nightmare's Steelcage: it stays on the field; while it does, no monster can attack; it is
# destroyed in the end phase of the opponent's 2nd turn after its activation (counting their turns).
define(58775978,
       Effect(A, start_on_field, remains=True, text_en="stays on the field: no monster can attack",
              text_ja="フィールドに残り続け、モンスターは攻撃できない"),
       Effect(C, forbids=("attack",), affects=lambda ctx, c: c.zone is Zone.MONSTERS,
              text_en="monsters cannot attack", text_ja="モンスターは攻撃できない"),
       Effect(T, destroy_self_if_alive, trigger="phase", self_trigger=False, when=ends_in_opponent_end_phase(2),
              text_en="destroyed in the opponent's 2nd end phase",
              text_ja="相手ターンで数えて２ターン後のエンドフェイズに破壊"),
       # its text prints its staying and its end before ① (its lock): the activation is no effect of the text, the
       # end is numbered after the text's effects
       numbering=(0, 1, 2))


# 抹殺の使徒 / Nobleman of Crossout: destroy a targeted face-down monster and banish it; if it was a
# flip monster, both players banish every copy of it from their decks.
def _crossout(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        flip = c.data.is_flip
        d.destroy([c], res.cause, to=Zone.BANISHED)
        if flip:
            for p in (0, 1):
                copies = [d.cards[i] for i in d.players[p].deck if same_name(c, d.cards[i])]
                d.banish(copies, res.cause)
            for p in (0, 1):  # both decks were looked through: both are shuffled after (R004-100)
                d.shuffle_deck(p)


define(71044499, Effect(A, _crossout, target=FACE_DOWN_MONSTER,
                        text_en="destroy and banish the target", text_ja="対象を破壊しゲームから除外する"))


# 撲滅の使徒 / Nobleman of Extermination: target a set spell or trap card on the field; destroy it and banish it;
# if it was a trap card, each player is shown the other's deck and every card of its name in them is banished. Both
# decks were looked through, so both are shuffled afterwards by the rules (R004-100): no player goes on knowing the
# order of the other's deck.
def _nobleman(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if not d.destroy([t], res.cause, to=Zone.BANISHED) or t.data.kind != "trap":
            continue
        players = (res.player, 1 - res.player)
        for p in players:
            d.reveal(deck_of(d, p), 1 - p)
        d.banish([c for p in players for c in deck_of(d, p) if same_name(t, c)], res.cause)
        for p in players:
            d.shuffle_deck(p)


define(17449108, Effect(A, _nobleman,
                        target=TargetSpec(zone=Zone.SPELLS, face="down", text_en="a set spell or trap card",
                                          text_ja="セットされた魔法・罠カード"),
                        text_en="destroy and banish the target; a trap: banish every card of its name in both decks",
                        text_ja="対象を破壊して除外する。罠カードなら、お互いのデッキの同名カードを全て除外する"))
