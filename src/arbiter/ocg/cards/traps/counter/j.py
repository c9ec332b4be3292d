"""The counter trap cards whose English name begins with J."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import answered, negate_activation
from arbiter.ocg.cards.shared.chain import answered_activation, reaches_field
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# アヌビスの裁き / Judgment of Anubis (counter trap): discard 1 card: when the opponent activates a spell card
# whose effect destroys spell or trap cards on the field (R004-001.29), negate its activation and destroy it;
# then its controller may destroy 1 face-up monster the opponent controls and inflict damage to the opponent
# equal to that monster's ATK on the field. The spells that destroy spells/traps are those that destroy and
# target a spell/trap card on the field (a trap monster too), and those that declare it (`Does.SPELLS_TRAPS`), or
# monsters while a trap monster is on the field (「サンダー・ボルト」): `reaches_field`.
def _destroys_spells_traps(ctx: Ctx) -> bool:
    link = answered_activation(ctx, ("spell",), by="any")
    if link is None or link.player == ctx.player:
        return False
    return reaches_field(ctx, link, Does.DESTROY, Does.SPELLS_TRAPS)


_ANUBIS_CONDITION = Answers(_destroys_spells_traps, "the activation of a spell card by the opponent that destroys "
                            "spell or trap cards on the field",
                            "場の魔法・罠を破壊する効果を持つ、相手の魔法カードの発動")


def _anubis(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    negate_activation(res, link)
    mons = [m for m in d.monsters_of(res.opponent) if m.face_up]
    if not mons:
        return
    opts = [d.card_option("select", m.idx) for m in mons]
    o = res.ask([*opts, Option("no", "no", label_en="no", label_ja="いいえ")], "select",
                prompt_en="destroy a face-up monster of the opponent?",
                prompt_ja="相手の表側表示モンスターを破壊する？")
    if o.kind == "no":
        return
    m = d.cards[o.card]
    atk = d.atk(m)
    if d.destroy([m], res.cause):
        d.damage(res.opponent, atk, res.cause)


define(55256016, Effect(A, _anubis, does=Does.MONSTERS | Does.OPPONENTS, condition=_ANUBIS_CONDITION,
                        cost=Cost(discard=1), asks=True,
                        text_en="negate the opponent's spell that destroys spells/traps and destroy it; then you may "
                                "destroy a face-up monster of the opponent and inflict damage equal to its ATK",
                        text_ja="相手の、魔法・罠を破壊する魔法カード：発動を無効にして破壊。その後、相手の表側モンスター"
                                "１体を破壊してその攻撃力分のダメージを相手に与えてもよい"))
