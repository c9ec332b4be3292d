"""The normal trap cards whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import names
from arbiter.ocg.cards.common import (
    CYBER_DRAGON,
    FACE_DOWN_MONSTER,
    answered,
    applied_to,
    can_special_summon,
    ctx_of,
    destroy_targets,
    draw_one,
    opponent_attacks,
    room,
)
from arbiter.ocg.cards.shared.attacks import attack_moves_to_target
from arbiter.ocg.cards.shared.chain import chain_link_at_least, opponents_activation_of
from arbiter.ocg.cards.shared.counters import is_venom, put_venom
from arbiter.ocg.cards.shared.discard import choose_cards, has_hand, send_from_hand
from arbiter.ocg.cards.shared.draw import simple_draw
from arbiter.ocg.cards.shared.equips import equip_negations
from arbiter.ocg.cards.shared.notes import Mark, mark, marked, observer
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.special_summons import summon, summon_one_of, summon_picked, summon_targets
from arbiter.ocg.cards.shared.stats import half_up, original_atk
from arbiter.ocg.cards.shared.summon_responses import just_summoned, summon_spec
from arbiter.ocg.cards.shared.zones import cards_in_hand, fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 積み上げる幸福 / Accumulated Fortune: activated only as chain link 4 or higher, with no two cards of the
# same name in the chain, itself included: draw 2.
simple_draw(98444741, 2, "self", "draw 2", "カードを２枚ドローする", condition=chain_link_at_least(4))


# 生贄の祭壇 / Altar for Tribute: target a monster you control (選択して); send it to the graveyard and gain
# its original ATK.
def _altar(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.send_to_grave([c.idx], res.cause)
        if c.zone is Zone.GRAVE and c.data.atk:
            d.gain_lp(res.player, c.data.atk, res.cause)


define(21070956, Effect(A, _altar, target=TargetSpec(side="own", text_en="a monster you control",
                                                     text_ja="自分フィールドのモンスター"),
                        text_en="send the target to the graveyard; gain its original ATK",
                        text_ja="対象のモンスターを墓地へ送り、その元々の攻撃力分回復する"))


# デーモンの雄叫び / Archfiend's Roar: pay 500 LP; target a 「デーモン」 monster in your graveyard; special summon
# it; it can never be tributed, and it is destroyed in the end phase.
def _roar(res: Resolution) -> None:
    for t in summon_targets(res):
        res.duel.restrict(t, "be_tributed", res.cause, turns=None)
        res.duel.at_end_phase(t, Then.DESTROY, res.cause)


define(56246017, Effect(A, _roar, cost=Cost(lp=500), needs=room, asks=True,
                        target=grave_target(lambda ctx, c: name_includes(c, "デーモン"), "an Archfiend monster in your "
                                            "graveyard", "自分の墓地の「デーモン」モンスター"),
                        text_en="special summon the target; it cannot be tributed; destroy it in the end phase",
                        text_ja="対象を特殊召喚する。生け贄にできず、エンドフェイズに破壊する"))


# ヒーロー見参 / A Hero Emerges: when an opponent's monster declares an attack, the opponent picks 1 card of
# your hand at random: a monster is special summoned; anything else, or a monster that cannot be special summoned
# (a ritual monster, no free zone), is sent to the graveyard.
def _hero_emerges(res: Resolution) -> None:
    d = res.duel
    hand = [c for c in cards_in_hand(d, res.player) if c.idx != res.card.idx]
    if not hand:
        return
    c = hand[d.rng.below(len(hand))]
    if c.data.is_monster and d.free_slots(res.player, Zone.MONSTERS) and can_special_summon(ctx_of(res), c):
        summon(res, c)
    else:
        send_from_hand(res, [c])


define(21597117, Effect(A, _hero_emerges, condition=opponent_attacks, needs=has_hand("own"), asks=True,
                        text_en="the opponent picks a card of your hand at random: a monster is special "
                        "summoned, anything else sent to the graveyard",
                        text_ja="相手が自分の手札をランダムに１枚選び、モンスターなら特殊召喚、違えば墓地へ送る"))


# 反撃の毒牙 / Ambush Fangs: when a face-up 「ヴェノム」 monster you control is attacked: negate the attack, end
# the battle phase, then put 1 venom counter on the attacking monster.
def _venom_attacked(ctx: Ctx) -> bool:
    d = ctx.duel
    att = d.attack
    if att is None or d.tp == ctx.player or att[2] < 0 or not any(e.kind == "attack_declared" for e in ctx.events):
        return False
    t = d.cards[att[2]]
    return t.ctl == ctx.player and t.face_up and is_venom(t)


def _fangs(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is None:
        return
    attacker = d.cards[att[0]]
    ok = attacker.oid == att[1]
    d.negate_attack(attacker)
    d.end_battle_phase(res.cause)
    if ok and attacker.zone is Zone.MONSTERS:
        put_venom(res, attacker, 1)


define(77972406, Effect(A, _fangs, condition=_venom_attacked,
                        text_en="negate the attack, end the battle phase; 1 venom counter on the attacker",
                        text_ja="その攻撃を無効にしてバトルフェイズを終わらせ、攻撃したモンスターにヴェノムカウンター１つを置く"))

RAIGEKI = 12580477


# 避雷針 / Anti Raigeki: when the opponent activates 「サンダー・ボルト」, negate it, and destroy all the
# opponent's monsters instead.
def _anti_raigeki(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)
        res.duel.destroy(res.duel.monsters_of(link.player), res.cause)


define(42364257, Effect(A, _anti_raigeki, does=Does.MONSTERS | Does.OPPONENTS,
                        condition=opponents_activation_of(RAIGEKI),
                        text_en="negate Raigeki and destroy all the opponent's monsters",
                        text_ja="「サンダー・ボルト」を無効にし、相手のモンスターを全て破壊する"))


# 粘着落とし穴 / Adhesion Trap Hole: when the opponent summons, flip summons or special summons a monster, its original
# ATK becomes half its original ATK (rounded up) while it stays face-up on the field: the value later effects read
# as its original ATK (「巨大化」 doubles it). An original "?" ATK cannot be halved (as R004-028 says for 「収縮」).
def _adhesion(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for c in res.targets():
            orig = original_atk(d, c)
            if orig is not None:
                d.set_stat(c, True, half_up(orig), res.cause, until_end=False, original=True)


define(62325062, Effect(A, _adhesion, target=summon_spec(just_summoned(True, "", "", 0, special=True)),
                        responds_to=("special_summoned",),
                        text_en="halve the summoned monster's original ATK",
                        text_ja="召喚されたモンスターの元々の攻撃力を半分にする"))


# 硫酸のたまった落とし穴 / Acid Trap Hole: turn a targeted face-down defense monster face-up; destroy
# it if its DEF is 2000 or less, else turn it face-down again.
def _acid(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.set_position(c, Pos.DEFENSE, res.cause)
        if d.defense(c) <= 2000:
            d.destroy([c], res.cause)
        else:
            d.set_position(c, Pos.SET, res.cause)


define(41356845, Effect(A, _acid, target=FACE_DOWN_MONSTER,
                        text_en="flip the target; destroy it if its DEF is 2000 or less",
                        text_ja="対象を表にし、守備力２０００以下なら破壊する"))


# ライバル登場！ / A Rival Appears!: target 1 face-up monster the opponent controls; special summon from your hand 1
# monster with the same Level (the Level each has now, in the hand too: 「伝説の都 アトランティス」).
def _same_level_in_hand(ctx: Ctx, level: int) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if d.cards[i].data.is_monster and d.level(d.cards[i]) == level and can_special_summon(ctx, d.cards[i])]


def _rival(res: Resolution) -> None:
    for t in res.targets():
        summon_picked(res, _same_level_in_hand(ctx_of(res), res.duel.level(t)))


define(5728014, Effect(A, _rival, asks=True, needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                       target=TargetSpec(side="opp", face="up",
                                         where=lambda ctx, c: bool(_same_level_in_hand(ctx, ctx.duel.level(c))),
                                         text_en="an opponent's face-up monster whose Level a monster in your hand has",
                                         text_ja="自分の手札に同じレベルのモンスターがいる相手の表側表示モンスター"),
                       text_en="special summon from your hand a monster with the target's Level",
                       text_ja="対象とレベルが同じモンスター１体を、手札から特殊召喚する"))


# 融合体駆除装置 / Anti-Fusion Device: destroy a targeted face-up fusion monster.
define(72150572, Effect(A, destroy_targets,
                        target=TargetSpec(face="up", where=lambda ctx, c: c.data.is_fusion,
                                          text_en="a face-up fusion monster", text_ja="表側表示の融合モンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# 陽動作戦 / A Feint Plan: this turn, no monster can attack a face-down monster.
def _feint(res: Resolution) -> None:
    shield = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_down,
                    forbids=("be_attacked",), text_en="face-down monsters cannot be attacked this turn",
                    text_ja="このターン裏側表示モンスターは攻撃されない")
    res.duel.linger(res.card, res.player, shield, res.cause)


define(68170903, Effect(A, _feint, text_en="this turn, face-down monsters cannot be attacked",
                        text_ja="このターン、どちらのプレイヤーも裏側のモンスターには攻撃できない"))


# 本陣強襲 / Assault on GHQ: destroy a targeted monster you control; if it was, send the top 2 cards of the
# opponent's deck to the graveyard.
def _assault(res: Resolution) -> None:
    d = res.duel
    if d.destroy(res.targets(), res.cause):
        d.next_thing()
        d.mill(res.opponent, 2, res.cause)


define(62633180, Effect(A, _assault, target=TargetSpec(side="own", text_en="a monster you control",
                                                       text_ja="自分フィールドのモンスター"),
                        text_en="destroy the target, then send the opponent's top 2 cards to the graveyard",
                        text_ja="対象を破壊し、相手のデッキの上から２枚を墓地へ送る"))


# ガラスの鎧 / Armored Glass: when an equip card becomes equipped to a monster, the effects of every equip card on the
# field are negated until the end of the turn.
_GLASS = equip_negations("negate the effects of all equip cards this turn",
                         "ターン終了時までフィールドの装備カードの効果を無効にする")


def _armored_glass(res: Resolution) -> None:
    for e in _GLASS:
        res.duel.linger(res.card, res.player, e, res.cause)


define(36868108, Effect(A, _armored_glass, does=Does.NEGATE, responds_to=("equipped",),
                        condition=lambda ctx: any(e.kind == "equipped" for e in ctx.events),
                        text_en="a monster was equipped: negate all equip cards' effects this turn",
                        text_ja="装備カードが装備された時、ターン終了時まで装備カードの効果を無効にする"))


# 白兵戦 / Attack and Receive: when you take damage, the opponent takes 700 damage, and 300 more for each 「白兵戦」 in
# your graveyard.
ATTACK_AND_RECEIVE = 63689843


def _attack_and_receive(res: Resolution) -> None:
    d = res.duel
    more = sum(1 for i in d.players[res.player].grave if names.is_named(d.cards[i], ATTACK_AND_RECEIVE))
    d.damage(res.opponent, 700 + 300 * more, res.cause)


define(ATTACK_AND_RECEIVE, Effect(A, _attack_and_receive, responds_to=("damage",),
                                  condition=lambda ctx: any(e.kind == "damage" and e.player == ctx.player
                                                            for e in ctx.events),
                                  text_en="you took damage: 700 damage to the opponent, +300 per Attack and Receive "
                                          "in your graveyard",
                                  text_ja="ダメージを受けた時、相手に７００ダメージ、墓地の「白兵戦」１枚につき３００追加"))


# 不運なリポート / An Unfortunate Report: the opponent conducts their next battle phase twice (a second one after their
# main phase 2).
def _unfortunate_report(res: Resolution) -> None:
    d = res.duel
    this_turn = d.tp == res.opponent and d.phase in ("draw", "standby", "main1")
    d.add_battle_phase(res.opponent, d.turn if this_turn else d.next_turn_of(res.opponent), res.cause)


define(19763315, Effect(A, _unfortunate_report, does=Does.OTHER,
                        text_en="the opponent conducts their next battle phase twice",
                        text_ja="相手は次のバトルフェイズを２回行う"))


# 武器庫荒らし / Arsenal Robber: the opponent picks 1 equip spell card from their deck and sends it to the graveyard.
def _arsenal_robber(res: Resolution) -> None:
    d = res.duel
    equips = [d.cards[i] for i in d.players[res.opponent].deck if "equip" in d.cards[i].data.subtypes
              and d.cards[i].data.kind == "spell"]
    if equips:
        d.send_to_grave([choose_cards(res, equips, 1, res.opponent, purpose=TO_GRAVEYARD)[0].idx], res.cause)
    d.shuffle_deck(res.opponent)


define(55348096, Effect(A, _arsenal_robber, asks=True,
                        text_en="the opponent sends an equip spell of their choice from their deck to the graveyard",
                        text_ja="相手はデッキから装備魔法カード１枚を選んで墓地へ送る"))


# アタック・リフレクター・ユニット / Attack Reflector Unit: tribute 1 「サイバー・ドラゴン」 you control: special
# summon 1 「サイバー・バリア・ドラゴン」 from your hand or deck.
CYBER_BARRIER_DRAGON = 68774379


def _barrier_dragons(ctx: Ctx) -> list[Card]:
    def ok(c: Card) -> bool:
        return names.is_named(c, CYBER_BARRIER_DRAGON) and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


define(91989718, Effect(A, lambda res: summon_one_of(res, _barrier_dragons(ctx_of(res)), deck=True), asks=True,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: names.is_named(m, CYBER_DRAGON)),
                        needs=lambda ctx: bool(_barrier_dragons(ctx)),
                        text_en="tribute Cyber Dragon: special summon Cyber Barrier Dragon from your hand or deck",
                        text_ja="「サイバー・ドラゴン」を生け贄に捧げて、「サイバー・バリア・ドラゴン」を手札かデッキから特殊召喚"))


# 絶体絶命 / Absolute End: activated only in the opponent's turn: this turn every attack of the opponent's monsters is a
# direct attack (each attack declared becomes direct at once).
def _absolute_end(res: Resolution) -> None:
    def theirs(ctx: Ctx, ev: Event) -> bool:
        return ctx.duel.attack is not None and ctx.duel.cards[ctx.duel.attack[0]].ctl != ctx.player

    res.duel.linger(res.card, res.player, Effect(Kind.AT_ONCE, lambda r: r.duel.make_attack_direct(),
                                                 trigger="attack_declared", when=theirs, does=Does.OTHER,
                                                 text_en="the opponent's attacks are direct attacks this turn",
                                                 text_ja="このターン相手モンスターの攻撃は直接攻撃になる"), res.cause)


define(27744077, Effect(A, _absolute_end, condition=lambda ctx: ctx.duel.tp != ctx.player, does=Does.OTHER,
                        text_en="in the opponent's turn: their monsters' attacks this turn are direct attacks",
                        text_ja="相手ターンのみ：このターン、相手モンスターの攻撃はどれも直接攻撃として扱う"))


# アマゾネスの弩弓隊 / Amazoness Archers: an opponent's monster declares an attack while a face-up 「アマゾネス」
# monster is on your side: every monster the opponent controls turns to face-up attack position (no flip
# effects) and loses 500 ATK while it stays face-up; this turn each of them must attack if able.
def _has_amazoness(ctx: Ctx) -> bool:
    return any(m.face_up and name_includes(m, "アマゾネス") for m in ctx.duel.monsters_of(ctx.player))


def _must_attack_this_turn(res: Resolution, monsters: list[Card]) -> None:
    # applied to each face-up monster: one turned face-down is a new card for it, free of the duty
    res.duel.linger(res.card, res.player, Effect(Kind.CONTINUOUS, affects=applied_to(monsters),
                                                 must_attack=True, text_en="it must attack this turn if able",
                                                 text_ja="このターン可能なら攻撃しなければならない"), res.cause)


def _archers(res: Resolution) -> None:
    d = res.duel
    hit = list(d.monsters_of(res.opponent))
    with d.moving_together(res.cause):
        for c in hit:
            if c.pos is not Pos.ATTACK:
                d.set_position(c, Pos.ATTACK, res.cause, flip_effect=False)
    with d.moving_together(res.cause):
        for c in hit:
            if c.zone is Zone.MONSTERS and c.face_up:
                d.boost(c, -500, 0, res.cause, until_end=False)
    _must_attack_this_turn(res, [c for c in hit if c.zone is Zone.MONSTERS])


define(67987611, Effect(A, _archers, condition=lambda ctx: opponent_attacks(ctx) and _has_amazoness(ctx),
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="the opponent's monsters turn to attack position, lose 500 ATK and must attack",
                        text_ja="相手モンスター全てを表側攻撃表示にし攻撃力を５００下げ、相手はそれら全てで攻撃する必要がある"))


# アルケミー・サイクル / Alchemy Cycle: until the end of the turn, the original ATK of every face-up monster you control
# becomes 0 (each monster object is marked); this turn, each time a marked monster is destroyed by battle and sent to
# the graveyard, you draw 1 card (a trigger left in place for the turn). A marked monster turned face-down meanwhile
# is no longer one whose original ATK this card made 0 (the change ends there): it is marked off and draws nothing.
_CYCLED, _CYCLED_OFF = "alchemy_cycle", "alchemy_cycle_off"


def _cycled_falls(ctx: Ctx, ev: Event) -> bool:
    def has(key: str) -> bool:
        return any(m.key == key and m.card == ev.card and m.oid == ev.oid for m in ctx.duel.notes(Mark))
    return ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.GRAVE) and has(_CYCLED) and not has(_CYCLED_OFF)


def _cycled_turned_down(ctx: Ctx, ev: Event) -> None:
    d = ctx.duel
    if ev.kind == "position" and Pos(ev.amount).face_down:
        c = d.cards[ev.card]
        if marked(d, _CYCLED, c) and not marked(d, _CYCLED_OFF, c):
            mark(d, _CYCLED_OFF, c)


_CYCLE_DRAW = Effect(Kind.TRIGGER, draw_one, trigger="destroyed",
                     self_trigger=False, when=_cycled_falls,
                     text_en="a monster whose original ATK it made 0 is destroyed by battle: draw 1",
                     text_ja="この効果で元々の攻撃力を０にしたモンスターが戦闘で破壊され墓地へ行く度、１枚ドロー")
_CYCLE_WATCH = observer(_cycled_turned_down, "(notes the monsters it zeroed that turn face-down)",
                        "（裏側表示になったモンスターを覚えておく）")


def _alchemy_cycle(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for m in d.monsters_of(res.player):
            if m.face_up:
                d.set_stat(m, True, 0, res.cause, original=True)
                mark(d, _CYCLED, m)
    d.linger(res.card, res.player, _CYCLE_DRAW, res.cause)
    d.linger(res.card, res.player, _CYCLE_WATCH, res.cause)


define(65384019, Effect(A, _alchemy_cycle, needs=lambda ctx: any(m.face_up for m in ctx.duel.monsters_of(ctx.player)),
                        text_en="the original ATK of your face-up monsters becomes 0 this turn; draw 1 each time one "
                                "of them is destroyed by battle and sent to the graveyard",
                        text_ja="自分の表側表示モンスターの元々の攻撃力をエンドフェイズまで０にし、それらが戦闘で破壊され"
                                "墓地へ送られる度に１枚ドローする"))


# 攻撃誘導アーマー / Attack Guidance Armor (the era's text): when an opponent's monster declares an attack: the attack
# moves to a targeted monster on the field other than the attacker, on either side (docs/uncertain-rulings.md).
def _not_the_attacker(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx != att[0] and c.idx != att[2]


define(3103067, Effect(A, attack_moves_to_target, condition=opponent_attacks,
                       target=TargetSpec(where=_not_the_attacker, text_en="a monster other than the attacker",
                                         text_ja="攻撃モンスター以外のモンスター"),
                       text_en="the attack moves to the target", text_ja="攻撃対象を対象のモンスターに移し替える"))
