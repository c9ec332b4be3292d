"""The quick-play spell cards whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.level_monsters import lv_family, lv_of
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# レベルダウン！？ / Level Down!? (quick-play): target a face-up 「ＬＶ」 monster; return it to its owner's deck
# and special summon from the owner's graveyard a monster of the same name with a lower LV, ignoring its
# summoning conditions, to the owner's field.
def _lower(ctx: Ctx, c: Card) -> list[Card]:
    return fitting_monsters_in(ctx, c.owner, Zone.GRAVE,
                               lambda g: 0 < lv_of(g) < lv_of(c) and lv_family(g) == lv_family(c))


def _level_down(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for t in res.targets():
        owner = t.owner
        d.to_deck([t], res.cause)
        summon_picked(res, _lower(ctx, t), player=owner, ignore_conditions=True)


define(90500169, Effect(A, _level_down, asks=True,
                        target=TargetSpec(face="up", where=lambda ctx, c: lv_of(c) > 0,
                                          text_en="a face-up LV monster", text_ja="表側表示の「ＬＶ」モンスター"),
                        text_en="return the target to the deck; special summon its lower LV from the graveyard",
                        text_ja="対象をデッキに戻し、墓地から低い「ＬＶ」の同名モンスターを特殊召喚する"))


# リミッター解除 / Limiter Removal: every face-up Machine monster you control has its ATK become twice what it is
# until the end of the turn (a value set, not a raise: `stat_set`); in this turn's end phase they are destroyed, but
# for one turned face-down meanwhile (both effects end then, as 「野性解放」's).
def _my_machines(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.player) if c.face_up and d.race(c) == "Machine"]


def _limiter(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for c in _my_machines(res):
            d.set_stat(c, True, 2 * d.atk(c), res.cause)
            d.at_end_phase(c, Then.DESTROY, res.cause, face_up=True)


define(23171610, Effect(A, _limiter, needs=lambda ctx: bool(_my_machines(ctx)),
                        text_en="double your Machines' ATK until the end of the turn; destroy them in the end phase",
                        text_ja="このターンが終わるまで自分の機械族の攻撃力を２倍にし、エンドフェイズにそれらを破壊する"))
