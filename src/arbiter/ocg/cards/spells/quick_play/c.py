"""The quick-play spell cards whose English name begins with C."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import can_special_summon, ctx_of, revivable, room
from arbiter.ocg.cards.shared.chain import chain_link_at_least
from arbiter.ocg.cards.shared.resolving import ask_yes_no
from arbiter.ocg.cards.shared.revival import hand_monsters
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summon, summon_all, summon_picked, summon_target, summonable
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import RETURN_TO_FUSION_DECK
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# コンビネーション・アタック / Combination Attack: in the battle phase, target a monster equipped with a
# union monster that battled this turn (either player's, R000-036.18); the union becomes a monster again,
# face-up in the position its controller chooses, and the target may attack once more this turn.
def _unions_on(d: Duel, m: Card) -> list[Card]:
    return [c for c in d.cards if c.equipped_to == m.idx and c.on_field and "union" in c.data.subtypes]


def _union_equipped(ctx: Ctx, m: Card) -> bool:
    return m.t_battled == ctx.duel.turn and bool(_unions_on(ctx.duel, m))


def _combination(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        with d.moving_together(res.cause):
            for u in _unions_on(d, t):
                if d.free_slots(u.ctl, Zone.MONSTERS):
                    summon(res, u, u.ctl, asker=u.ctl)
        d.may_attack_again(t, in_a_row=False)  # "once more this turn", not in a row


define(8964854, Effect(A, _combination, asks=True, condition=lambda ctx: ctx.duel.phase.startswith("battle"),
                       target=TargetSpec(face="up", where=_union_equipped,
                                         text_en="a monster equipped with a union monster that attacked this turn",
                                         text_ja="ユニオンモンスターを装備し、戦闘したモンスター"),
                       text_en="unequip the union; the target may attack again",
                       text_ja="ユニオンを解除し、対象はもう１度攻撃できる"))


# 連鎖爆撃 / Chain Strike (quick-play): only as chain link 2 or later, and not when cards of one name
# have been activated more than once on the chain: 400 damage to the opponent for each chain link
# stacked when it is activated (its own included). It designates that player (`targets_player`): moved by
# 「精霊の鏡」, its activator takes it.
def _chain_strike(res: Resolution) -> None:
    res.duel.damage(res.target_player, 400 * res.link.number, res.cause)


define(91623717, Effect(A, _chain_strike, condition=chain_link_at_least(2), targets_player="opp",
                        text_en="400 damage to the opponent per chain link",
                        text_ja="チェーンの数×４００ダメージを相手に与える"))


# 光神化 / Celestial Transformation (quick-play): special summon 1 Fairy monster from your hand; its ATK becomes half
# (a value set, not a fall: `stat_set`), and it is destroyed at the start of the end phase.
def _fairies(ctx: Ctx | Resolution) -> list[Card]:
    return hand_monsters(ctx, lambda c: c.data.race == "Fairy")


def _celestial(res: Resolution) -> None:
    c = summon_picked(res, _fairies(res))
    if c is not None:
        res.duel.set_stat(c, True, half_up(res.duel.atk(c)), res.cause, until_end=False)
        res.duel.at_end_phase(c, Then.DESTROY, res.cause)


define(28890974, Effect(A, _celestial, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0
                        and bool(summonable(ctx, _fairies(ctx))),
                        text_en="special summon a Fairy from your hand with halved ATK; destroy it in the end phase",
                        text_ja="天使族を手札から１体特殊召喚する。それは攻撃力が半分で、エンドフェイズに破壊される"))


# 六武衆の理 / Cunning of the Six Samurai: send a face-up 「六武衆」 monster you control to the graveyard as its cost;
# special summon a targeted 「六武衆」 monster from either player's graveyard to your field.
define(27178262, Effect(A, summon_target, needs=room, asks=True,
                        cost=Cost(tribute=1, tribute_sends=True,
                                  tribute_filter=lambda ctx, c: c.face_up and name_includes(c, "六武衆"),
                                  text_en="a face-up Six Samurai of yours, sent to the graveyard",
                                  text_ja="表側表示の自分の「六武衆」１体を墓地へ送る"),
                        target=revivable(lambda ctx, c: name_includes(c, "六武衆"),
                                         "a Six Samurai monster in either graveyard",
                                         "お互いの墓地の「六武衆」モンスター", side="any"),
                        text_en="special summon the target to your field",
                        text_ja="対象を自分フィールドに特殊召喚する"))


# サモンチェーン / Chain Summoning (quick-play): only as chain link 3 or later, and not while cards of one name (its
# own included) have been activated more than once on the chain; this turn you may normal summon or set up to 3 times.
def _chain_summoning(res: Resolution) -> None:
    res.duel.allow_normal_summons(res.player, 3, res.cause)


define(9952083, Effect(A, _chain_summoning, condition=chain_link_at_least(3),
                       text_en="this turn you may normal summon or set up to 3 times",
                       text_ja="このターン、自分の通常召喚は３回まで可能"))


# コンタクト・アウト / Contact Out (quick-play): return a face-up 「ネオス」 fusion monster you control (chosen as it
# resolves) to the fusion deck; then, if a whole set of the materials it lists is in your deck, you may special
# summon that set to your field (each in the position you choose; the deck is shuffled after).
def _neos_fusions(ctx: Ctx | Resolution) -> list[Card]:
    return [m for m in ctx.duel.monsters_of(ctx.player)
            if m.face_up and m.data.is_fusion and name_includes(m, "ネオス")]


def _deck_set(d: Duel, player: int, f: Card) -> list[Card] | None:
    """One card of the deck for each material `f` lists, those described by a kind too (「レインボー・ネオス」's
    「究極宝玉神」 monster), named ones first (None: the deck lacks one, and no part of the set is summoned)."""
    r = fusion.recipe(f.data.passcode)
    needs = sorted(r.needs, key=lambda n: not isinstance(n, int)) if r is not None else []
    picked: list[Card] = []
    for need in needs:
        c = next((d.cards[i] for i in d.players[player].deck
                  if (is_named(d.cards[i], need) if isinstance(need, int)
                      else d.cards[i].data.is_monster and need(d.cards[i].data))
                  and all(p.idx != i for p in picked)), None)
        if c is None:
            return None
        picked.append(c)
    return picked


def _contact_out(res: Resolution) -> None:
    d = res.duel
    fusions = _neos_fusions(res)
    if not fusions:
        return
    f = res.ask_cards(fusions, "select", purpose=RETURN_TO_FUSION_DECK.monster)
    if not d.to_fusion_deck(f, res.cause):
        return
    mats = _deck_set(d, res.player, f)
    # the deck is shuffled after the set is summoned from it, or after it was looked through for a set in vain
    # (R004-100) where one could have come (`summon_room`); a set there, the summon declined, leaves it as it was
    with deck_searched(d, res.player, not mats and summon_room(res)):
        if mats and d.free_slots(res.player, Zone.MONSTERS) >= len(mats) and all(
                can_special_summon(ctx_of(res), m) for m in mats) and ask_yes_no(
                res, en="special summon the materials from the deck?",
                ja="融合素材モンスターをデッキから特殊召喚する？"):
            d.next_thing()  # a later step taken; declined, the return to the fusion deck was the last thing
            summon_all(res, mats)


define(69270537, Effect(A, _contact_out, asks=True, needs=lambda ctx: bool(_neos_fusions(ctx)),
                        text_en="return a Neos fusion monster you control to the fusion deck; then you may special "
                                "summon from your deck a set of the materials it names",
                        text_ja="自分の「ネオス」融合モンスター１体を融合デッキに戻す。その融合素材一組がデッキに揃って"
                                "いれば、それを特殊召喚できる"))


# サイバネティック・ゾーン / Cybernetic Zone (quick-play): target a face-up Machine fusion monster you control; banish
# it until this turn's end phase. When it comes back to the field (face-up, in the position it left in; not a summon,
# to the graveyard with no free zone: `Duel.return_to_field`) its ATK becomes double; in your next standby phase it
# is destroyed. Nothing of this is a chain link.
def _machine_fusion(ctx: Ctx, c: Card) -> bool:
    return c.data.is_fusion and ctx.duel.race(c) == "Machine"


def _cybernetic_zone(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        pos = t.pos
        if not d.banish([t], res.cause):
            continue
        idx, oid, back_turn = t.idx, t.oid, d.next_turn_of(res.player)

        def at_end(ctx: Ctx, ev: Event, idx: int = idx, oid: int = oid) -> bool:
            c = ctx.duel.cards[idx]
            return ev.detail == "end" and c.oid == oid and c.zone is Zone.BANISHED

        def comes_back(r: Resolution, idx: int = idx, pos: Pos = pos, back_turn: int = back_turn) -> None:
            dd = r.duel
            m = dd.cards[idx]
            if not dd.return_to_field(m, pos, r.cause):
                return
            dd.set_stat(m, True, 2 * dd.atk(m), r.cause, until_end=False)
            back_oid = m.oid

            def at_standby(ctx: Ctx, ev: Event) -> bool:
                c = ctx.duel.cards[idx]
                return (ev.detail == "standby" and ctx.duel.turn == back_turn and c.oid == back_oid
                        and c.zone is Zone.MONSTERS)

            def destroyed(r2: Resolution) -> None:
                r2.duel.destroy([r2.duel.cards[idx]], r2.cause)

            dd.linger(r.card, r.player, Effect(Kind.AT_ONCE, destroyed, trigger="phase", when=at_standby,
                                               self_trigger=False,
                                               text_en="your next standby phase: destroy it",
                                               text_ja="次の自分のスタンバイフェイズに破壊する"),
                      r.cause, turns=back_turn - dd.turn + 1)

        d.linger(res.card, res.player, Effect(Kind.AT_ONCE, comes_back, trigger="phase", when=at_end,
                                              self_trigger=False, does=Does.OTHER | Does.ATK_DEF,
                                              text_en="the end phase: it comes back to the field with double ATK",
                                              text_ja="エンドフェイズに場へ戻り、攻撃力が２倍になる"),
                 res.cause)


define(47295267, Effect(A, _cybernetic_zone, does=Does.OTHER,
                        target=TargetSpec(side="own", face="up", where=_machine_fusion,
                                          text_en="a face-up Machine fusion monster you control",
                                          text_ja="自分の表側表示の機械族融合モンスター"),
                        text_en="banish the target until the end phase; it comes back with double ATK and is "
                                "destroyed in your next standby phase",
                        text_ja="対象をエンドフェイズまで除外する。戻った時攻撃力は倍になり、次の自分の"
                                "スタンバイフェイズに破壊される"))

