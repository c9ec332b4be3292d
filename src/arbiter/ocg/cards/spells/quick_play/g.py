"""The quick-play spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import ANY_MONSTER, room
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.special_summons import summon_target
from arbiter.ocg.cards.shared.zones import all_monsters, face_up_spells
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos

A = Kind.ACTIVATE


def _own_face_up(ctx: Ctx) -> bool:
    return any(c.face_up for c in ctx.duel.monsters_of(ctx.player))


# 天使のサイコロ / Graceful Dice (quick-play): roll; your monsters gain 100 x the result ATK and DEF
# until the end of the turn.
def _graceful(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    with d.moving_together(res.cause):
        for c in d.monsters_of(res.player):
            d.boost(c, 100 * n, 100 * n, res.cause)


define(74137509, Effect(A, _graceful, needs=_own_face_up,
                        text_en="roll: your monsters gain 100 x the result ATK/DEF this turn",
                        text_ja="サイコロ：自分のモンスターの攻守を出た目×１００アップ（ターン終了時まで）"))

# 暗黒界に続く結界通路 / Gateway to Dark World (quick-play): target a 「暗黒界」 monster in your graveyard;
# special summon it. In the turn you activate it you summon no other monster (normal, flip or special summon):
# not before it (it cannot be activated then), nor after its activation.
define(93431518, Effect(A, summon_target, needs=room, asks=True, turn_ban=("summon", "flip_summon", "special_summon"),
                        target=grave_target(lambda ctx, c: name_includes(c, "暗黒界"), "a Dark World monster in your "
                                            "graveyard", "自分の墓地の「暗黒界」モンスター"),
                        text_en="special summon the target; you summon no other monster this turn",
                        text_ja="対象を特殊召喚する。このターン、それ以外の召喚・反転召喚・特殊召喚はできない"))

T = Kind.TRIGGER


# ガードペナルティ / Guard Penalty (quick-play spell): target a monster on the field; if its position becomes
# defense this turn, draw 1 card (once). The resolution leaves that watch in place for the turn. Only a
# change out of attack position counts: a defense monster flipped face-up or turned face-down stays in defense.
def _guard_penalty(res: Resolution) -> None:
    d = res.duel
    targets = res.targets()
    if not targets:
        return
    turn, idx, oid = d.turn, targets[0].idx, targets[0].oid
    watches: list[Effect] = []

    def to_defense(ctx: Ctx, ev: Event) -> bool:
        return (ctx.duel.turn == turn and ev.card == idx and ctx.duel.cards[idx].oid == oid
                and Pos(ev.pos) is Pos.ATTACK and Pos(ev.amount) in (Pos.DEFENSE, Pos.SET))

    def draw(r: Resolution) -> None:
        for w in watches:
            r.duel.end_lingering(w)
        r.duel.draw(r.player, 1, r.cause)

    watches.append(Effect(T, draw, trigger="position", self_trigger=False, when=to_defense,
                          text_en="it was changed to defense position: draw 1",
                          text_ja="守備表示になったため、１枚ドローする"))
    d.linger(res.card, res.player, watches[0], res.cause)


define(48653261, Effect(A, _guard_penalty, target=ANY_MONSTER,
                        text_en="if the target is changed to defense position this turn, draw 1",
                        text_ja="このターン対象が守備表示になった場合、１枚ドローする"))


# グランドクロス / Grand Convergence: only while 「マクロコスモス」 is face-up on your field: the opponent takes 300
# damage, and every monster on the field is destroyed.
MACRO_COSMOS = 30241314


def _grand_convergence(res: Resolution) -> None:
    res.duel.damage(1 - res.player, 300, res.cause)
    res.duel.destroy(all_monsters(res), res.cause)


define(38430673, Effect(A, _grand_convergence, does=Does.MONSTERS,
                        condition=lambda ctx: bool(face_up_spells(ctx.duel, (ctx.player,), MACRO_COSMOS)),
                        text_en="the opponent takes 300 damage; destroy every monster on the field",
                        text_ja="相手に３００ダメージを与え、フィールドのモンスターを全て破壊する"))
