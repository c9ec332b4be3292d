"""The quick-play spell cards whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_MONSTER, answered_link, both, can_special_summon, opponent_attacks
from arbiter.ocg.cards.shared.attacks import attack_of
from arbiter.ocg.cards.shared.contact_fusions import NEOS
from arbiter.ocg.cards.shared.damage import redirect_damage
from arbiter.ocg.cards.shared.draw import may_draw, reload_op
from arbiter.ocg.cards.shared.equips import boost
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import pick_to_summon, summon
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.cards.shared.zones import deck_of, other_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import ATTACK_TARGET
from arbiter.ocg.effects import Answers, Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

A = Kind.ACTIVATE

# リロード / Reload: shuffle your hand into the deck, then draw as many. It acts on its player alone, so it
# designates that player (`targets_player`): moved by 「精霊の鏡」, the other player shuffles and draws.
define(22589918, Effect(A, reload_op("self"), targets_player="own",
                        needs=both(may_draw("self"), lambda ctx: bool(other_hand(ctx, ctx.player))),
                        text_en="shuffle your hand into the deck; draw as many",
                        text_ja="手札を全てデッキに戻してシャッフルし、その枚数分ドローする"))

# 突進 / Rush Recklessly: a targeted face-up monster gains 700 ATK until the end of the turn.
define(70046172, Effect(A, boost(700, 0), target=FACE_UP_MONSTER,
                        text_en="the target gains 700 ATK until the end of the turn",
                        text_ja="ターン終了時まで対象の攻撃力を７００アップ"))


# 防御輪 / Ring of Defense: when a trap card's effect that inflicts damage is activated, the damage it inflicts
# becomes 0. Any activated effect of a trap card counts, not only a card's activation: the burn a face-up continuous
# trap activates later (「ジェムフラッシュエナジー」) is damage by a trap card's effect (docs/uncertain-rulings.md).
def _trap_burn(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return (link is not None and ctx.duel.cards[link.card].data.kind == "trap"
            and ctx.duel.link_effect(link).does_(Does.DAMAGE))


_TRAP_BURN = Answers(_trap_burn, "the activation of a trap card's effect that inflicts damage",
                     "罠カードのダメージを与える効果の発動")


def _ring_of_defense(res: Resolution) -> None:
    redirect_damage(res, to_zero=True)


define(58641905, Effect(A, _ring_of_defense, condition=_TRAP_BURN,
                        text_en="the damage of the trap's effect becomes 0",
                        text_ja="罠カードの効果によるダメージを０にする"))


# 造反劇 / Rebellion: only 1 「造反劇」 a turn; in either player's battle phase, target a monster the opponent
# controls: you control it until the battle phase ends; this turn none of your other monsters may attack.
def _rebellion(res: Resolution) -> None:
    d, me = res.duel, res.player
    kept = {(t.idx, t.oid) for t in res.targets()}
    for t in res.targets():
        d.take_control(t, me, res.cause, until_battle_end=True)
    d.linger(res.card, me, Effect(Kind.CONTINUOUS, forbids=("attack",),
                                  affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me
                                  and (c.idx, c.oid) not in kept,
                                  text_en="your other monsters cannot attack this turn",
                                  text_ja="このターン対象以外の自分のモンスターは攻撃できない"), res.cause)


define(87567063, Effect(A, _rebellion, name_once=True, target=OPP_MONSTER,
                        condition=lambda ctx: ctx.duel.phase.startswith("battle"),
                        text_en="take control of the target until the end of the battle phase; your other monsters "
                                "cannot attack this turn",
                        text_ja="バトルフェイズ終了時まで対象のコントロールを得る。このターン他の自分のモンスターは攻撃できない"))


# リバース・オブ・ネオス / Reverse of Neos: when a face-up 「ネオス」 fusion monster you control is destroyed: special
# summon an 「Ｅ・ＨＥＲＯ ネオス」 in attack position from your deck; while face-up it has 1000 more ATK and is
# destroyed in this turn's end phase.
def _neos_fusion_destroyed(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.src == int(Zone.MONSTERS) and e.player == ctx.player
               and e.pos in (int(Pos.ATTACK), int(Pos.DEFENSE)) and d.cards[e.card].data.is_fusion
               and name_includes(d.cards[e.card], "ネオス") for e in ctx.events)


def _reverse_of_neos(res: Resolution) -> None:
    d, me = res.duel, res.player
    with deck_searched(d, me, summon_room(res)):  # looked through for it, found or not (R004-100)
        neos = pick_to_summon(res, deck_of(d, me, lambda c: is_named(c, NEOS)))
        if neos is not None:
            summon(res, neos, pos=Pos.ATTACK)
    if neos is not None and neos.zone is Zone.MONSTERS:
        d.boost(neos, 1000, 0, res.cause, until_end=False)
        d.at_end_phase(neos, Then.DESTROY, res.cause)


# Its event may happen in the damage step (a destruction by battle): it may be activated there (ocg-rules 3.5).
define(18302224, Effect(A, _reverse_of_neos, condition=_neos_fusion_destroyed, responds_to=("destroyed",), asks=True,
                        damage_step=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0
                        and bool(deck_of(ctx.duel, ctx.player,
                                         lambda c: is_named(c, NEOS) and can_special_summon(ctx, c))),
                        text_en="special summon Elemental HERO Neos from your deck: +1000 ATK, destroyed in the end "
                                "phase",
                        text_ja="デッキから「Ｅ・ＨＥＲＯ ネオス」を攻撃表示で特殊召喚する。"
                                "攻撃力１０００アップ、エンドフェイズに破壊される"))


# ルーレット・スパイダー / Roulette Spider (quick-play): when an opponent's monster declares an attack, roll a die:
# 1 your LP become half; 2 the attack becomes a direct attack on you; 3 you pick one of your monsters, the attack moves
# to it and goes straight to damage calculation; 4 the same with one of the opponent's monsters other than the
# attacker; 5 the attack is negated and the opponent takes damage equal to the attacker's ATK; 6 the attacker is
# destroyed.
def _roulette(res: Resolution) -> None:
    d, p = res.duel, res.player
    attacker, _ = attack_of(res)
    roll = d.roll_die(p, res.cause)
    if roll == 1:
        d.set_lp(p, half_up(d.players[p].lp), res.cause)
    elif attacker is None:
        return  # the rest is about the attack in progress
    elif roll == 2:
        d.make_attack_direct()
    elif roll in (3, 4):
        side = p if roll == 3 else res.opponent
        cands = [c for c in d.monsters_of(side) if c.idx != attacker.idx]
        if cands:
            d.change_attack(target=res.ask_cards(cands, purpose=ATTACK_TARGET.monster), calculate=True)
    elif roll == 5:
        atk = d.atk(attacker)
        d.negate_attack(attacker)
        d.damage(res.opponent, atk, res.cause)
    else:
        d.destroy([attacker], res.cause)


define(36708764, Effect(A, _roulette, does=Does.MONSTERS, condition=opponent_attacks, asks=True,
                        text_en="roll a die: 1 halve your LP, 2 a direct attack on you, 3/4 move the attack to a "
                                "monster of yours / of theirs and calculate, 5 negate it and burn its ATK, 6 destroy "
                                "the attacker",
                        text_ja="サイコロを振る：１自分のＬＰ半分、２自分への直接攻撃、３／４自分／相手のモンスターに攻撃対象を"
                                "移しダメージ計算、５攻撃無効にし攻撃力分ダメージ、６攻撃モンスター破壊"))
