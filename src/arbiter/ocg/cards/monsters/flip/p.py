"""The flip monsters whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_DOWN_MONSTER, burn_500, spell_trap_cards_of, to_hand_targets
from arbiter.ocg.cards.shared.to_hand_and_deck import to_deck_top
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

F = Kind.FLIP


# 寄生虫パラサイド / Parasite Paracide: FLIP: it is shuffled face-up into the opponent's deck (not activated when it
# was flipped by an attack that destroys it: it goes to the graveyard, the exception R003-025 names). When that player
# draws it, it is special summoned to their field in face-up defense position and they take 1000 damage; then,
# while that object is face-up (summoned by this effect: not one normal summoned), the face-up monsters of its
# owner's opponent (the player it was summoned for, whoever controls it now) are Insects.
def _paracide_in(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid:
        res.duel.to_deck([c], res.cause, player=res.opponent, pos=Pos.UP)


def _paracide_drawn(res: Resolution) -> None:
    d = res.duel
    c = res.card
    drawer = res.link.events[0].player
    if c.zone is Zone.HAND and d.free_slots(drawer, Zone.MONSTERS):
        d.special_summon(c, drawer, Pos.DEFENSE, res.cause)
    d.damage(drawer, 1000, res.cause)


define(27911549, Effect(F, _paracide_in, condition=lambda ctx: (ctx.card.idx, ctx.card.oid) not in ctx.duel.doomed,
                        text_en="shuffle this card face-up into the opponent's deck",
                        text_ja="このカードを表向きのまま相手のデッキに入れ、シャッフル"),
       Effect(Kind.TRIGGER, _paracide_drawn, trigger="drawn", when=lambda ctx, ev: ev.player != ctx.card.owner,
              text_en="drawn by the opponent: special summon it to their field in defense; they take 1000 damage",
              text_ja="相手にドローされれば、相手の場へ表側守備表示で特殊召喚、その後相手に１０００ダメージ"),
       Effect(Kind.CONTINUOUS, race=lambda ctx, c: "Insect",
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl != ctx.card.owner
              and ctx.duel.summoned_by(ctx.card) == ctx.card.idx,
              text_en="the face-up monsters of its owner's opponent are Insects",
              text_ja="持ち主の相手の表側表示モンスターは昆虫族になる"))

# ペンギン・ソルジャー / Penguin Soldier: FLIP (optional): return up to 2 targeted monsters on the
# field to their owners' hands.
define(93920745, Effect(F, to_hand_targets, target=TargetSpec(allow_self=True, count=2, min=1), mandatory=False,
                        text_en="return the targets to their owners' hands", text_ja="対象を持ち主の手札に戻す"))

# ポイズンマミー / Poison Mummy: FLIP: 500 damage to the opponent.
define(43716289, Effect(F, burn_500, text_en="500 damage to the opponent", text_ja="相手に５００ダメージを与える"))


# 剣の女王 / Princess of Tsurugi: FLIP: 500 damage to the opponent for each spell/trap card they control (trap
# monsters too).
def _tsurugi(res: Resolution) -> None:
    res.duel.damage(res.opponent, 500 * len(spell_trap_cards_of(res.duel, res.opponent)), res.cause)


define(51371017, Effect(F, _tsurugi, text_en="500 damage to the opponent for each spell/trap card they control",
                        text_ja="相手に、その魔法・罠カード１枚につき５００のダメージ"))

# 幻影コオロギ / Phantom Cricket: FLIP: a targeted face-down monster on the field is put on top of its owner's deck.
define(56605802, Effect(F, to_deck_top, target=FACE_DOWN_MONSTER,
                        text_en="put the target face-down monster on top of its owner's deck",
                        text_ja="対象の裏側モンスターを持ち主のデッキトップへ"))
