"""The normal trap cards whose English name begins with O."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import both, ctx_of, destroy_targets, token_data
from arbiter.ocg.cards.shared.counters import is_alien
from arbiter.ocg.cards.shared.events import own_monster_destroyed
from arbiter.ocg.cards.shared.resolving import ask_up_to
from arbiter.ocg.cards.shared.special_summons import as_many_as_fit, summon, summonable
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.tokens import OJAMA_TOKEN, makes_token
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# おジャマトリオ / Ojama Trio: special summon 3 「おジャマトークン」 (Ojama Token: Beast, LIGHT, Level 2, 0/1000) to the
# opponent's field in defense position (it needs 3 free zones there). They cannot be tributed for a tribute summon
# (declared at the token); whenever one is destroyed, its controller takes 300 damage (an effect each token carries
# from this resolution on, applied at once with no chain link, lasting as long as that token is on the field).
def _three_zones(ctx: Ctx | Resolution) -> bool:
    return ctx.duel.free_slots(1 - ctx.player, Zone.MONSTERS) >= 3


def _burns_when_destroyed(res: Resolution, token: Card) -> None:
    idx = token.idx

    def burn(r: Resolution) -> None:
        r.duel.damage(r.link.events[0].player, 300, r.cause)

    res.duel.linger(res.card, res.player, Effect(Kind.AT_ONCE, burn, trigger="destroyed",
                                                 when=lambda ctx, ev: ev.card == idx,
                                                 text_en="an Ojama Token is destroyed: its controller takes 300 damage",
                                                 text_ja="おジャマトークンが破壊された時、そのコントローラーは３００ダメージを受ける"),
                    res.cause, turns=None, while_there=token)


def _ojama_trio(res: Resolution) -> None:
    if not _three_zones(res):
        return
    data = token_data(OJAMA_TOKEN, "おジャマトークン")
    with res.duel.moving_together(res.cause):
        for _ in range(3):
            token = res.duel.create_token(data, 1 - res.player, Pos.DEFENSE, res.cause, by=res.player)
            if token is not None:
                _burns_when_destroyed(res, token)


define(29843091, Effect(A, _ojama_trio,
                        needs=both(_three_zones, makes_token(OJAMA_TOKEN, "おジャマトークン", theirs=True)),
                        text_en="special summon 3 Ojama Tokens to the opponent's field in defense position",
                        text_ja="相手フィールドにおジャマトークン３体を守備表示で特殊召喚する"))


# 毒蛇の供物 / Offering to the Snake Deity: destroy a targeted face-up Reptile monster you control and 2 targeted
# cards the opponent controls.
define(93217231, Effect(A, destroy_targets,
                        target=TargetSpec(count=3, parts=(
                            TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.race(c) == "Reptile"),
                            FieldCardSpec(side="opp", count=2)),
                            text_en="a face-up Reptile you control and 2 cards the opponent controls",
                            text_ja="自分の表側の爬虫類族１体と、相手のカード２枚"),
                        text_en="destroy the targets", text_ja="対象を破壊する"))


# 大気圏外射撃 / Orbital Bombardment: send 1 「エーリアン」 monster you control to the graveyard: destroy a targeted
# spell or trap card on the field.
define(96875080, Effect(A, destroy_targets,
                        cost=Cost(field_send=1, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS and is_alien(c)),
                        target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                          text_ja="フィールドの魔法・罠カード"),
                        text_en="send 1 Alien monster to the graveyard: destroy the target",
                        text_ja="「エーリアン」モンスター１体を墓地へ送る：対象を破壊"))


# オプションハンター / Option Hunter: a monster of yours, destroyed by battle, is sent to the graveyard: you
# gain LP equal to its original ATK.
def _battle_loss(ctx: Ctx | Resolution, ev: Event) -> bool:
    return (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS)
            and ev.dst == int(Zone.GRAVE) and ev.player == ctx.player)


def _option_hunter(res: Resolution) -> None:
    lost = [res.duel.cards[e.card] for e in res.link.events if _battle_loss(res, e)]
    if lost:
        res.duel.gain_lp(res.player, lost[0].data.atk or 0, res.cause)


define(33248692, Effect(A, _option_hunter, responds_to=("destroyed",), condition=own_monster_destroyed(Reason.BATTLE),
                        text_en="your monster destroyed by battle: gain LP equal to its original ATK",
                        text_ja="戦闘で破壊され墓地へ送られた自分のモンスターの元々の攻撃力分、ライフを回復"))


# 玉砕指令 / Order to Smash: target a face-up Level 2 or lower normal monster (not a token) you control that may be
# tributed (none under 「生贄封じの仮面」): tribute it; if you do, destroy up to 2 spell or trap cards the opponent
# controls (chosen as it resolves).
def _smash(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if not d.tribute([t], res.player, res.cause):
            return
        theirs = [d.cards[i] for i in d.players[res.opponent].spells if i >= 0]
        if d.players[res.opponent].field >= 0:
            theirs.append(d.cards[d.players[res.opponent].field])
        d.destroy(ask_up_to(res, theirs, 2), res.cause)


define(39019325, Effect(A, _smash, asks=True, does=Does.DESTROY | Does.SPELLS_TRAPS | Does.OPPONENTS,
                        target=TargetSpec(side="own", face="up",
                                          where=lambda ctx, c: ctx.duel.is_normal_monster(c)
                                          and not c.data.is_token and ctx.duel.level(c) <= 2
                                          and ctx.duel.can_be_tributed(c),
                                          text_en="your face-up Level 2 or lower normal monster",
                                          text_ja="自分のレベル２以下の通常モンスター"),
                        text_en="tribute the target: destroy up to 2 of the opponent's spell and trap cards",
                        text_ja="対象を生け贄に捧げ、相手の魔法・罠カードを２枚まで破壊する"))


# オーバーリミット / Over Limit: pay 500 LP: special summon to your field as many as you can of the normal monsters
# with 1000 or less ATK destroyed by battle this turn (in either graveyard).
def _fallen(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    # none that 「王家の眠る谷－ネクロバレー」 keeps in a graveyard (`summonable`)
    return summonable(ctx, [d.cards[i] for p in (ctx.player, 1 - ctx.player) for i in d.players[p].grave
                            if d.is_normal_monster(d.cards[i]) and (d.cards[i].data.atk or 0) <= 1000
                            and destroyed_this_turn(d, d.cards[i])])


def _over_limit(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in as_many_as_fit(res, _fallen(ctx_of(res))):
            summon(res, c)


define(23282832, Effect(A, _over_limit, cost=Cost(lp=500), asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(_fallen(ctx)),
                        text_en="pay 500 LP: special summon the normal monsters with 1000 or less ATK destroyed by "
                                "battle this turn",
                        text_ja="５００ライフを払う：攻撃力１０００以下で、このターンに戦闘で破壊された通常モンスターを、できるだけ多く特殊召喚"))
