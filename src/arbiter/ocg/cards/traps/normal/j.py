"""The normal trap cards whose English name begins with J."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import opponent_attacks
from arbiter.ocg.cards.shared.draw import simple_draw
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, open_unless
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos

# 強欲な瓶 / Jar of Greed: draw 1.
simple_draw(83968380, 1, "self", "draw 1", "カードを１枚ドローする")

A = Kind.ACTIVATE


# 自業自得 / Just Desserts: 500 damage to the opponent for each monster they control.
def _desserts(res: Resolution) -> None:
    res.duel.damage(res.target_player, 500 * len(res.duel.monsters_of(res.target_player)), res.cause)


define(24068492, Effect(A, _desserts, targets_player="opp", needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="500 damage to the opponent for each monster they control",
                        text_ja="相手フィールド上のモンスター１体につき５００ダメージを与える"))


# ジャスティブレイク / Justi-Break: an attack is declared by an opponent's monster on a face-up normal
# monster of yours: destroy every monster on the field except face-up attack-position normal monsters (a gemini
# monster not gemini summoned is one: `Duel.is_normal_monster`).
def _attacks_my_normal(ctx: Ctx) -> bool:
    d = ctx.duel
    if not opponent_attacks(ctx) or d.attack is None or d.attack[2] < 0:
        return False
    t = d.cards[d.attack[2]]
    return t.ctl == ctx.player and t.face_up and d.is_normal_monster(t)


def _justi_broken(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (0, 1) for c in d.monsters_of(p)
            if not (c.face_up and c.pos is Pos.ATTACK and d.is_normal_monster(c))]


def _justi_break(res: Resolution) -> None:
    res.duel.destroy(_justi_broken(res), res.cause)


define(62271284, Effect(A, _justi_break, condition=_attacks_my_normal, does=Does.MONSTERS,
                        needs=lambda ctx: bool(_justi_broken(ctx)),
                        text_en="destroy all monsters except face-up attack-position normal monsters",
                        text_ja="フィールドのモンスターを全て破壊する（表側攻撃表示の通常モンスターは除く）"))


# ファラオの審判 / Judgment of the Pharaoh: pay half your LP; declare one of the effects whose card is in your
# graveyard: with 「友情 ＹＵ－ＪＹＯ」, until the end of the turn the opponent cannot normal summon, set, flip
# summon or special summon a monster nor activate an effect monster's effect; with 「結束 ＵＮＩＴＹ」, until the
# end of the turn the effects of the spell and trap cards the opponent controls are negated, and they cannot
# activate or set spell or trap cards.
_PHARAOH_MODES = {"friendship": 81332143, "unity": 14731897}


_PHARAOH_WHY = {"friendship": Why("Yu-Jo Friendship is not in its player's graveyard",
                                   "自分の墓地に「友情 ＹＵ－ＪＹＯ」がない"),
                "unity": Why("Unity is not in its player's graveyard", "自分の墓地に「結束 ＵＮＩＴＹ」がない")}


def _pharaoh_why(ctx: Ctx, mode: str) -> str:
    """A mode is declared only with its card in your graveyard."""
    return "" if any(is_named(ctx.duel.cards[i], _PHARAOH_MODES[mode]) for i in ctx.duel.players[ctx.player].grave) \
        else _PHARAOH_WHY[mode]


def _opponents_cards(turn: int, opp: int) -> Callable[[Ctx, Card], bool]:
    # (the turn is checked too: the duel's cache of continuous effects may outlive an ended lingering effect; which
    # cards are spell or trap cards, a face-up trap monster among the traps, the negation's kind decides)
    return lambda ctx, c: ctx.duel.turn == turn and c.on_field and c.ctl == opp


def _pharaoh(res: Resolution) -> None:
    d, opp = res.duel, res.opponent
    if res.link.declared == "friendship":
        for what in ("summon", "set_monster", "flip_summon", "special_summon", "activate_monster"):
            d.forbid_player(opp, what, res.cause)
        return
    for kind in ("spell", "trap"):
        d.linger(res.card, res.player, Effect(
            Kind.CONTINUOUS, negates=kind, affects=_opponents_cards(d.turn, opp),
            text_en=f"the effects of the opponent's {kind} cards are negated this turn",
            text_ja="このターン、相手フィールドの魔法・罠カードの効果は無効"), res.cause)
    for what in ("activate_spell", "activate_trap", "set_spell_trap"):
        d.forbid_player(opp, what, res.cause)


define(55948544, Effect(A, _pharaoh, cost=Cost(lp_half=True), declare=tuple(_PHARAOH_MODES),
                        declare_ok=open_unless(_pharaoh_why), declare_why=_pharaoh_why,
                        text_en="pay half your LP; with Yu-Jo Friendship in your graveyard the opponent cannot summon "
                                "or use monster effects this turn, or with Unity their spells and traps are negated "
                                "and locked this turn",
                        text_ja="ライフを半分払う。墓地に「友情 ＹＵ－ＪＹＯ」があれば相手はこのターン召喚・"
                                "効果モンスターの効果発動ができず、「結束 ＵＮＩＴＹ」があれば相手の魔法・罠の効果を"
                                "無効にし発動・セットできない"))
