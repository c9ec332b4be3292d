"""Seed 004: spells and traps of the archive page's card lists not declared elsewhere.

The cards of this module come from many of the page's lists (the index pairings R004-001, the LP-cost
rulings R004-049/R004-051, the graveyard special summons R004-053, the draw counts R004-070, the LP-gain
counts R004-088, the discards R004-139 and the hand-sending list R004-155); each card says which.

What a card needs that the engine does not have is said at the card; those parts are left out.

Not declared (engine mechanisms missing; see tests/pending/): はたき落とし (a window
carrying the normal draw), 闇よりの罠 (an activation copying a
graveyard trap's effect), and the cards waiting for other mechanisms (re-tosses, counter
and whole-hand costs, batch events, equipping as an event ...). ラスト・リゾート and
虹の古代都市－レインボー・ルイン are declared with the 「宝玉獣」 cards in archive_card_types.
"""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_chance import maintenance
from arbiter.ocg.cards.archive_discard import DECLARABLE_TYPES as TYPES
from arbiter.ocg.cards.archive_discard import discard_chosen, effect_player, hand_of, send_from_hand
from arbiter.ocg.cards.archive_draw_gain import is_hero
from arbiter.ocg.cards.archive_return import destroyed_this_turn, equip_spell, equipped_by, turn_log
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    answered,
    answered_link,
    ctx_of,
    negate_activation,
    nothing,
)
from arbiter.ocg.cards.seed000_spells import link_targets
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.fusion import ask_position, fusion_summoned
from arbiter.ocg.names import has_attribute, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER




# ==== costs of effects, not of activations (R004-049, R004-051) ====================================

# 凶暴化の仮面 / Mask of Brutality (equip spell): the equipped monster gains 1000 ATK and loses 1000 DEF.
# In each of its controller's standby phases they pay 1000 LP or it is destroyed (a maintenance cost, which
# 「魔力倹約術」 does not waive, R004-051).
define(82432018, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=lambda ctx, m: 1000, defense=lambda ctx, m: -1000,
              text_en="the equipped monster gains 1000 ATK and loses 1000 DEF",
              text_ja="装備モンスターの攻撃力は１０００アップし、守備力は１０００ダウンする"),
       maintenance(1000))


# 検閲 / Inspection (continuous spell): in each of the opponent's standby phases, its controller may pay
# 500 LP to look at a random card of the opponent's hand. The LP are the cost of an effect of a face-up
# card, not of an activation: 「魔力倹約術」 does not waive them (R004-049). Looking at a card changes
# nothing the engine keeps (a card seen is not revealed to anyone else).
def _opponents_standby(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.phase == "standby" and d.tp == ctx.opponent and bool(d.players[ctx.opponent].hand)


def _inspect(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        d.rng.below(len(hand))  # the card looked at is picked at random


define(16227556, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, _inspect, speed=1, phases=("standby",), cost=Cost(lp=500), once_per_turn=True,
              condition=_opponents_standby,
              text_en="pay 500 LP: look at a random card of the opponent's hand",
              text_ja="５００ライフポイントを払い、相手の手札をランダムに１枚見る"))


# 魔力の枷 / Chain Energy (continuous spell): while it is face-up, each player pays 500 LP for every card they
# normal summon, special summon, set or activate from their hand. 「魔力倹約術」 does not waive this (R004-048):
# the engine charges it apart from the cards' own costs (`Duel.pay_hand_tax`).
define(79323590, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, hand_tax=500,
              text_en="each player pays 500 LP to summon, set or activate a card from their hand",
              text_ja="お互いに手札からカードを召喚・特殊召喚・セット・発動する場合、５００ライフポイントを払う"))


# ==== special summons ================================================================================

# 磁力の召喚円 ＬＶ２ / Magnet Circle LV2: special summon 1 level 2 or lower machine monster from your hand
# (the page files it under level 2 or lower machines, R004-001.13).
def _small_machine(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Machine" and (c.data.level or 0) <= 2


def _small_machines(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    return [d.cards[i] for i in d.players[p].hand if _small_machine(d.cards[i]) and d.cards[i].idx != ctx.card.idx]


def _magnet_circle(res: Resolution) -> None:
    d = res.duel
    machines = _small_machines(res)
    if machines and d.free_slots(res.player, Zone.MONSTERS):
        c = res.ask_cards(machines)
        d.special_summon(c, res.player, ask_position(res), res.cause)


def _magnet_ready(ctx: Ctx) -> bool:
    return bool(_small_machines(ctx)) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0


define(94940436, Effect(A, _magnet_circle, asks=True, needs=_magnet_ready,
                        text_en="special summon a level 2 or lower machine monster from your hand",
                        text_ja="手札からレベル２以下の機械族モンスター１体を特殊召喚する"))


# デステニー・ミラージュ / Destiny Mirage (normal trap): when a 「Ｄ－ＨＥＲＯ」 monster you control is destroyed
# by the opponent's card effect and sent to the graveyard: special summon to your field every 「Ｄ－ＨＥＲＯ」
# destroyed and sent to either graveyard this turn (R004-053.04). It answers the destruction in the window
# after the chain that made it (`responds_to`); the turn's destructions are read from the duel's log.
def _destiny_hero_destroyed(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.player == ctx.player and e.dst == int(Zone.GRAVE)
               and e.src == int(Zone.MONSTERS) and e.cause.reason is Reason.EFFECT
               and effect_player(d, e.cause) != ctx.player and is_hero(d.cards[e.card], "Destiny HERO")
               for e in ctx.events)


def _destroyed_heroes(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for p in (0, 1) for i in d.players[p].grave
            if is_hero(d.cards[i], "Destiny HERO") and destroyed_this_turn(d, d.cards[i], battle=False)]


def _destiny_mirage(res: Resolution) -> None:
    d = res.duel
    for c in _destroyed_heroes(res):
        if not d.free_slots(res.player, Zone.MONSTERS):
            break
        d.special_summon(c, res.player, ask_position(res), res.cause)


define(15294090, Effect(A, _destiny_mirage, condition=_destiny_hero_destroyed, responds_to=("destroyed",), asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        text_en="special summon every Destiny HERO destroyed and sent to a graveyard this turn",
                        text_ja="このターン破壊され墓地へ送られた「Ｄ－ＨＥＲＯ」を可能な限り自分フィールドに特殊召喚する"))


# ==== LP gains and draws (R004-070, R004-088) ===========================================================

# セベクの祝福 / Sebek's Blessing (quick-play spell): when your monster inflicts battle damage to the opponent
# by a direct attack: gain as many LP, one gain (R004-088.17). It answers the damage in the window after
# the battle (`responds_to`).
def _direct_damage(ctx: Ctx) -> Event | None:
    d = ctx.duel
    att = d.attack
    if att is None or att[2] >= 0:
        return None
    return next((e for e in ctx.events if e.kind == "damage" and e.cause.reason is Reason.BATTLE
                 and e.player == ctx.opponent and e.cause.card == att[0]
                 and d.cards[att[0]].ctl == ctx.player), None)


def _sebek(res: Resolution) -> None:
    ev = next((e for e in res.link.events if e.kind == "damage" and e.cause.reason is Reason.BATTLE), None)
    if ev is not None:
        res.duel.gain_lp(res.player, ev.amount, res.cause)


define(22537443, Effect(A, _sebek, condition=lambda ctx: _direct_damage(ctx) is not None, responds_to=("damage",),
                        text_en="gain LP equal to the battle damage of your monster's direct attack",
                        text_ja="直接攻撃で与えた戦闘ダメージの数値分ライフポイントを回復する"))


# 超再生能力 / Super Rejuvenation (quick-play spell): in the end phase of the turn it was activated, draw 1
# card for each dragon monster you discarded or tributed from your hand or field that turn, in one draw
# (R004-070.20: one draw effect). The resolution leaves a delayed action for that end phase; the turn's
# discards and tributes are read from the duel's log.
def _dragons_let_go(res: Resolution) -> int:
    d = res.duel
    n = 0
    for e in turn_log(d):
        if e.kind in ("discarded", "tribute") and e.args[0] == res.player:
            refs = e.args[1]
            assert isinstance(refs, tuple)
            n += sum(1 for i, r in enumerate(d.refs) if any(r is x for x in refs) and d.cards[i].data.race == "Dragon")
    return n


def _rejuvenation(res: Resolution) -> None:
    d = res.duel
    turn = d.turn

    def draw(r: Resolution) -> None:
        n = _dragons_let_go(r)
        if n:
            r.duel.draw(r.player, n, r.cause)

    d.linger(res.card, res.player, Effect(T, draw, trigger="phase", self_trigger=False,
                                          when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                          text_en="draw 1 for each dragon you discarded or tributed this turn",
                                          text_ja="このターン捨てた・生け贄に捧げたドラゴン族の数だけドローする"),
             res.cause)


define(27770341, Effect(A, _rejuvenation,
                        text_en="in this turn's end phase, draw for each dragon you discarded or tributed this turn",
                        text_ja="このターンのエンドフェイズ時、捨てた・生け贄に捧げたドラゴン族の数だけドローする"))


# ==== counter traps that answer one kind of activation (R004-001.28, R004-001.29, R004-139.45) =============

def _destroys_one_spell_trap(ctx: Ctx, link: ChainLink) -> bool:
    """The link destroys its one target, and that target is a spell or trap card on the field."""
    d = ctx.duel
    eff = d.effect_of(link.card, link.effect)
    targets = link_targets(ctx, link)
    return (eff.does_(Does.DESTROY) and len(link.targets) == 1 and len(targets) == 1
            and targets[0].zone in (Zone.SPELLS, Zone.FIELD))


def _spell_trap_activation(ctx: Ctx, kinds: tuple[str, ...]) -> ChainLink | None:
    """The link right below, if it is the activation of a spell or trap card of these kinds."""
    link = answered_link(ctx)
    if link is None:
        return None
    d = ctx.duel
    if d.cards[link.card].data.kind not in kinds or d.effect_of(link.card, link.effect).kind is not A:
        return None
    return link


# 王家の呪い / Curse of Royal (counter trap): when a spell or trap card is activated whose effect destroys a
# single spell or trap card on the field it targets: negate the activation and destroy it (R004-001.28).
def _curse_condition(ctx: Ctx) -> bool:
    link = _spell_trap_activation(ctx, ("spell", "trap"))
    return link is not None and _destroys_one_spell_trap(ctx, link)


def _negate_answered(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        negate_activation(res, link)


define(2926176, Effect(A, _negate_answered, condition=_curse_condition,
                       text_en="negate the activation of a spell/trap that destroys 1 spell/trap card, and destroy it",
                       text_ja="魔法・罠カード１枚を破壊する魔法・罠カードの発動を無効にし破壊する"))


# アヌビスの裁き / Judgment of Anubis (counter trap): discard 1 card: when the opponent activates a spell card
# whose effect destroys spell or trap cards on the field (R004-001.29), negate its activation and destroy it;
# then its controller may destroy 1 face-up monster the opponent controls and inflict damage to the opponent
# equal to that monster's ATK on the field. The spells that destroy spells/traps are those that destroy
# their spell/trap target, and those that destroy spells and traps they do not target (`Does.SPELLS_TRAPS`).
def _anubis_condition(ctx: Ctx) -> bool:
    link = _spell_trap_activation(ctx, ("spell",))
    if link is None or link.player == ctx.player:
        return False
    eff = ctx.duel.effect_of(link.card, link.effect)
    return (eff.does_(Does.DESTROY) and eff.does_(Does.SPELLS_TRAPS)) or _destroys_one_spell_trap(ctx, link)


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


define(55256016, Effect(A, _anubis, condition=_anubis_condition, cost=Cost(discard=1), asks=True,
                        text_en="negate the opponent's spell that destroys spells/traps and destroy it; then you may "
                                "destroy a face-up monster of the opponent and inflict damage equal to its ATK",
                        text_ja="魔法・罠カードを破壊する相手の魔法カードの発動を無効にし破壊する。その後、相手の表側表示"
                                "モンスター１体を破壊し、その攻撃力分のダメージを与える事ができる"))


# 黒板消しの罠 / Trap of Board Eraser (counter trap): when an effect that inflicts damage is activated: the
# effect damage you would take from it becomes nothing, and the opponent discards 1 card of their choice
# (R004-139.45). The damaging effects are those whose categories say so (`Does.DAMAGE`); the protection is left in
# place for the turn and touches only the damage of that chain link's card while it is the same object.
def _burn_answered(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and ctx.duel.effect_of(link.card, link.effect).does_(Does.DAMAGE)


def _board_eraser(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is not None:
        me, source, oid, number = res.player, link.card, link.oid, link.number

        def by_it(ctx: Ctx, ev: Event) -> bool:
            return (ev.kind == "damage" and ev.player == me and ev.cause.reason is Reason.EFFECT
                    and ev.cause.card == source and ev.cause.chain_link == number and ctx.duel.cards[source].oid == oid)

        d.linger(res.card, me, Effect(Kind.REPLACEMENT, when=by_it, instead=lambda ctx, ev: None,
                                      text_en="the effect damage you take from it becomes nothing",
                                      text_ja="自分が受けるその効果ダメージを無効にする"), res.cause)
    discard_chosen(res, res.opponent, 1)


define(3055837, Effect(A, _board_eraser, condition=_burn_answered, asks=True,
                       text_en="negate the effect damage you take from it; the opponent discards 1 card",
                       text_ja="自分が受けるその効果ダメージを無効にし、相手は手札を１枚選択して捨てる"))


# ==== cards with no ruling of their own on the page ===================================================

# ガードペナルティ / Guard Penalty (quick-play spell): target 1 monster on the field; if it is changed to
# defense position this turn, draw 1 card (once). The resolution leaves that watch in place for the turn.
def _guard_penalty(res: Resolution) -> None:
    d = res.duel
    targets = res.targets()
    if not targets:
        return
    turn, idx, oid = d.turn, targets[0].idx, targets[0].oid
    watches: list[Effect] = []

    def to_defense(ctx: Ctx, ev: Event) -> bool:
        return (ctx.duel.turn == turn and ev.card == idx and ctx.duel.cards[idx].oid == oid
                and Pos(ev.amount) in (Pos.DEFENSE, Pos.SET))

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


# 天空の聖域 / The Sanctuary in the Sky (field spell): battle damage to the controller of a fairy monster from a
# battle that monster takes part in becomes 0.
def _fairy_battle_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    att = d.attack
    if ev.kind != "damage" or ev.cause.reason is not Reason.BATTLE or att is None or not ctx.card.active:
        return False
    fighters = [d.cards[i] for i, oid in ((att[0], att[1]), (att[2], att[3])) if i >= 0 and d.cards[i].oid == oid]
    return any(c.zone is Zone.MONSTERS and c.face_up and c.ctl == ev.player and c.data.race == "Fairy"
               for c in fighters)


define(56433456, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.REPLACEMENT, when=_fairy_battle_damage, instead=lambda ctx, ev: None,
              text_en="battle damage to a fairy's controller from its battle becomes 0",
              text_ja="天使族モンスターの戦闘によるそのコントローラーへの戦闘ダメージは０になる"))


# 伝説の都 アトランティス / A Legendary Ocean (field spell): WATER monsters on the field gain 200 ATK and DEF;
# the Levels of WATER monsters in the hands and on the field are 1 lower. Its name is also 「海」 (Umi).
def _water(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone is Zone.MONSTERS and has_attribute(c, "WATER")


def _water_here_or_in_hand(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone in (Zone.MONSTERS, Zone.HAND) and has_attribute(c, "WATER")


define(295517, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=_water, atk=lambda ctx, c: 200, defense=lambda ctx, c: 200,
              text_en="WATER monsters gain 200 ATK and DEF", text_ja="水属性モンスターの攻撃力・守備力は２００アップ"),
       Effect(Kind.CONTINUOUS, affects=_water_here_or_in_hand, level=lambda ctx, c: -1,
              text_en="WATER monsters in the hands and on the field are 1 Level lower",
              text_ja="手札とフィールド上の水属性モンスターのレベルを１つ下げる"))
treat_as(295517, 22702055)


# レベル変換実験室 / Level Conversion Lab (normal trap): choose a monster in your hand and roll a die: on a 1 it is
# sent to the graveyard; otherwise its Level is the result until the end of the turn.
def _level_lab(res: Resolution) -> None:
    d = res.duel
    hand = [c for c in hand_of(d, res.player) if c.data.is_monster]
    if not hand:
        return
    m = res.ask_cards(hand)
    n = d.roll_die(res.player, res.cause)
    if n == 1:
        d.send_to_grave([m.idx], res.cause)
        return
    it = (m.idx, m.oid)
    d.linger(res.card, res.player, Effect(
        Kind.CONTINUOUS, affects=lambda ctx, c: (c.idx, c.oid) == it, level=lambda ctx, c: n - (c.data.level or 0),
        text_en=f"its Level is {n} this turn", text_ja=f"このターンレベル{n}になる"), res.cause)


define(84397023, Effect(A, _level_lab, asks=True,
                        needs=lambda ctx: any(c.data.is_monster for c in hand_of(ctx.duel, ctx.player)),
                        text_en="a monster of your hand: roll; 1 sends it to the graveyard, else its Level is the roll",
                        text_ja="手札のモンスター１体を選びサイコロを振る。１なら墓地へ送り、それ以外ならそのレベルになる"))


# 王家の眠る谷－ネクロバレー / Necrovalley (field spell): 「墓守の」 monsters on the field gain 500 ATK and DEF.
# While it is active, an effect that reaches a card in a graveyard is negated (R004-001.02: it concerns the
# effects that reach cards in the graveyard): one that targets such a card is negated as it resolves (`Ward`),
# and what any other effect would do to a card in a graveyard (move it out: banish it, summon it, return it to
# the hand or deck) does not happen; no card in a graveyard can be banished, not even as a cost. A graveyard
# unaffected by it (「墓守の長」) and an effect that ignores it (「降霊の儀式」) are left alone.
def _gravekeeper(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone is Zone.MONSTERS and c.data.name_ja.startswith("墓守の")


def _in_grave(ctx: Ctx, c: Card) -> bool:
    return ctx.card.active and c.zone is Zone.GRAVE


def _leaves_grave_by_effect(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return ctx.card.active and ev.src == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT \
        and not d.spared(ev.cause, ctx.card) and not d.unaffected(d.cards[ev.card], ctx.card, ctx.player)


define(47355498, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=_gravekeeper, atk=lambda ctx, c: 500, defense=lambda ctx, c: 500,
              text_en="Gravekeeper's monsters gain 500 ATK and DEF",
              text_ja="「墓守の」モンスターの攻撃力・守備力は５００アップ"),
       Effect(Kind.CONTINUOUS, affects=_in_grave, ward=Ward(("spell", "trap", "monster")),
              text_en="an effect that targets a card in a graveyard is negated",
              text_ja="墓地のカードを対象とする効果は無効になる"),
       Effect(Kind.REPLACEMENT, when=_leaves_grave_by_effect, instead=lambda ctx, ev: None,
              text_en="effects do not move cards out of the graveyards",
              text_ja="墓地のカードへ及ぶ効果は適用されない"),
       Effect(Kind.CONTINUOUS, forbids=("be_banished",), affects=_in_grave,
              text_en="cards in the graveyards cannot be banished", text_ja="お互いに墓地のカードを除外できない"),
       numbering=(0, 1, 2, 2, 2))


# ==== cards that send cards from the hand to the graveyard (R004-155) ======================================

# ブレイズ・キャノン－トライデント / Tri-Blaze Accelerator (continuous spell): activated by sending a face-up
# 「ブレイズ・キャノン」 you control to the graveyard. Then, in your main phase: target 1 monster the opponent
# controls; send 1 pyro monster from your hand to the graveyard (not a discard, R004-155.14), and if you do,
# destroy the target, and if you do, inflict 500 damage to the opponent. Your monsters cannot attack in the
# turn you use it, from its activation on (so it needs a turn they have not attacked in: `turn_ban`).
BLAZE_ACCELERATOR = 69537999


def _face_up_blaze(ctx: Ctx, c: Card) -> bool:
    return c.face_up and c.data.passcode == BLAZE_ACCELERATOR


def _hand_pyros(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if d.cards[i].data.is_monster and d.cards[i].data.race == "Pyro"]


def _trident(res: Resolution) -> None:
    d = res.duel
    pyros = _hand_pyros(res)
    if not pyros:
        return
    sent = send_from_hand(res, [res.ask_cards(pyros)])
    if sent and d.destroy(res.targets(), res.cause):
        d.damage(res.opponent, 500, res.cause)


define(21420702, Effect(A, nothing, cost=Cost(field_send=1, field_filter=_face_up_blaze),
                        text_en="activate by sending a face-up Blaze Accelerator you control to the graveyard",
                        text_ja="自分の表側表示の「ブレイズ・キャノン」を墓地へ送って発動"),
       Effect(Kind.IGNITION, _trident, asks=True, condition=lambda ctx: bool(_hand_pyros(ctx)), turn_ban=("attack",),
              target=TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手のモンスター"),
              text_en="send a pyro monster from your hand: destroy the target and inflict 500 damage",
              text_ja="手札の炎族モンスターを墓地へ送り、対象を破壊し相手に５００ダメージを与える"))


# 深淵の指名者 / Abyssal Designator: pay 1000 LP and declare a type and an attribute (one declaration of
# both): the opponent sends 1 monster with both from their hand or deck to the graveyard (their choice; not
# a discard, R004-155.09).
_ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND")
_TYPE_ATTRIBUTES = tuple(f"{t}/{a}" for t in TYPES for a in _ATTRIBUTES)


def _designated(res: Resolution) -> list[Card]:
    d = res.duel
    race, attr = res.link.declared.split("/")
    pl = d.players[res.opponent]
    return [d.cards[i] for i in (*pl.hand, *pl.deck)
            if d.cards[i].data.is_monster and d.cards[i].data.race == race and has_attribute(d.cards[i], attr)]


def _abyssal(res: Resolution) -> None:
    d = res.duel
    cands = _designated(res)
    if not cands:
        return
    c = res.ask_cards(cands, player=res.opponent)
    if c.zone is Zone.HAND:
        send_from_hand(res, [c])
    else:
        d.send_to_grave([c.idx], res.cause)
        d.shuffle_deck(res.opponent)


define(89801755, Effect(A, _abyssal, cost=Cost(lp=1000), declare=_TYPE_ATTRIBUTES, asks=True,
                        text_en="the opponent sends a monster of the declared type and attribute from hand or deck "
                                "to the graveyard",
                        text_ja="相手は宣言された種族・属性のモンスター１体を手札またはデッキから墓地へ送る"))


# ラストバトル！ / Last Turn: only in the opponent's turn, while your LP are 1000 or less. You choose 1 monster
# you control at resolution (it does not target, R004-005); every other card in both hands and on the field
# is sent to the graveyard (not a discard, R004-155.15). Then the opponent special summons 1 monster from
# their deck in face-up attack position, and it battles the chosen monster; that battle deals neither player
# battle damage. In this turn's end phase, a player who alone controls monsters wins the duel; otherwise the
# duel is a draw.
def _last_turn_decides(res: Resolution) -> None:
    d = res.duel
    holders = [p for p in (0, 1) if d.monsters_of(p)]
    d.win(holders[0] if len(holders) == 1 else 2)


def _last_turn(res: Resolution) -> None:
    d = res.duel
    kept = d.cards[res.answer]
    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, _last_turn_decides, trigger="phase",
                                          when=lambda ctx, ev: ev.detail == "end",
                                          text_en="the end phase: a player alone controlling monsters wins, "
                                                  "otherwise the duel is a draw",
                                          text_ja="エンドフェイズ時、どちらかのプレイヤーのみがモンスターを"
                                                  "コントロールしていればそのプレイヤーの勝利、それ以外は引き分け"),
             res.cause)
    others = [(i, d.cards[i].oid) for pl in d.players for i in (*pl.hand, *pl.monsters, *pl.spells, pl.field)
              if i >= 0 and i != kept.idx]
    for i, oid in others:
        if d.cards[i].oid == oid:  # not already gone with another (an equip card with its monster)
            d.send_to_grave([i], res.cause)
    d.next_thing()  # "then" (その後)
    deck = [d.cards[i] for i in d.players[res.opponent].deck if d.cards[i].data.is_monster]
    if not deck:
        return
    m = res.ask_cards(deck, "select", res.opponent)
    d.special_summon(m, res.opponent, Pos.ATTACK, res.cause)
    d.shuffle_deck(res.opponent)
    if m.zone is not Zone.MONSTERS or kept.zone is not Zone.MONSTERS:
        return
    fight = (m.idx, m.oid, kept.idx, kept.oid)
    d.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "damage"
                                          and ev.cause.reason is Reason.BATTLE and ctx.duel.attack == fight,
                                          instead=lambda ctx, ev: None,
                                          text_en="no battle damage from this battle",
                                          text_ja="この戦闘で発生する戦闘ダメージは０になる"), res.cause)
    d.battle(m, kept)


define(28566710, Effect(A, _last_turn, asks=True,
                        condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.players[ctx.player].lp <= 1000,
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                        choice=Choice("card", lambda res: res.duel.monsters_of(res.player)),
                        text_en="keep 1 of your monsters and send every other card of the hands and the field to the "
                                "graveyard; a monster from the opponent's deck battles it; the end phase decides the "
                                "duel",
                        text_ja="自分のモンスター１体を残し、お互いの手札・フィールドの他のカードを全て墓地へ送る。相手は"
                                "デッキのモンスターを特殊召喚しそのモンスターと戦闘を行う。エンドフェイズに勝敗が決まる"))


# 墓場からの誘い / Grave Lure: the opponent's top card is turned face-up in their deck and the deck shuffled. When
# the opponent draws that card, it goes straight from the hand to the graveyard (not a discard, R004-155.20), on
# whichever turn that is: the effect lingers with no turn limit while that card stays in the deck.
def _grave_lure(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.opponent].deck
    if not deck:
        return
    top = d.cards[deck[-1]]
    d.turn_up_in_deck(top)
    d.shuffle_deck(res.opponent)
    idx, oid = top.idx, top.oid

    def send(r: Resolution) -> None:
        send_from_hand(r, [r.duel.cards[idx]])

    # any other way out of the deck ends the wait too (the card is then a new, face-down object)
    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, send,
                                          trigger="drawn", when=lambda ctx, ev: ev.card == idx and ev.oid == oid,
                                          text_en="the face-up card is drawn: send it to the graveyard",
                                          text_ja="表向きのカードをドローした時、そのカードを墓地へ送る"),
             res.cause, turns=None, while_there=top)


define(57270476, Effect(A, _grave_lure, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
                        text_en="turn the opponent's top card face-up and shuffle their deck; when they draw it, send "
                                "it to the graveyard",
                        text_ja="相手のデッキの一番上のカードを表向きにしてシャッフルする。相手がそのカードをドローした時、"
                                "そのカードを墓地へ送る"))


# ==== piercing damage, spell activations, a card in the opponent's hand, a fusion summon answered =====

_GAIA_NAMES = frozenset({"暗黒騎士ガイア", "疾風の暗黒騎士ガイア", "竜騎士ガイア"})
_GAIA_THE_DRAGON_CHAMPION = "竜騎士ガイア"


def _my_gaia(ctx: Ctx, c: Card) -> bool:
    return c.ctl == ctx.player and c.zone is Zone.MONSTERS and c.data.name_ja in _GAIA_NAMES


def _piercing_by_dragon_champion(ctx: Ctx, ev: Event) -> bool:
    """Battle damage to the opponent by this player's 「竜騎士ガイア」 attacking a defense position monster (the
    attacked monster stays on the field until the end of the damage step, so its position is still known)."""
    d = ctx.duel
    att = d.attack
    if ev.cause.reason is not Reason.BATTLE or ev.player != ctx.opponent or att is None or att[2] < 0:
        return False
    a, t = d.cards[att[0]], d.cards[att[2]]
    return (ev.cause.card == a.idx and a.ctl == ctx.player and a.data.name_ja == _GAIA_THE_DRAGON_CHAMPION
            and t.oid == att[3] and t.pos is Pos.DEFENSE)


def _draw_two_discard_one(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 2, res.cause)
    d.next_thing()  # "then" (その後): the discard is a step of its own
    discard_chosen(res, res.player, 1)


# 螺旋槍殺 / Spiral Spear Strike (continuous spell): its controller's 「暗黒騎士ガイア」, 「疾風の暗黒騎士ガイア」 and
# 「竜騎士ガイア」 deal piercing battle damage; when 「竜騎士ガイア」 deals that damage, its controller draws 2 cards
# (one draw effect, R004-070.31) and then discards 1 (a discard from their own hand, in the damage step:
# R004-139.35, R004-146.14).
define(49328340, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=_my_gaia, pierce=True,
              text_en="your Gaia knights deal piercing battle damage",
              text_ja="自分の「ガイア」騎士は貫通ダメージを与える"),
       Effect(T, _draw_two_discard_one, trigger="damage", self_trigger=False, when=_piercing_by_dragon_champion,
              does=Does.OWN_HAND,
              damage_step=True, asks=True,
              text_en="「竜騎士ガイア」 dealt piercing damage: draw 2 cards, then discard 1",
              text_ja="「竜騎士ガイア」が貫通ダメージを与えた：２枚ドローし、その後手札を１枚捨てる"))


def _spell_card_activated(ctx: Ctx, ev: Event) -> bool:
    """A chain link that is the activation of a spell card (not the effect of a face-up spell)."""
    d = ctx.duel
    link = d.chain[ev.amount - 1] if 0 < ev.amount <= len(d.chain) else None
    return (link is not None and d.cards[link.card].data.kind == "spell"
            and d.effect_of(link.card, link.effect).kind is Kind.ACTIVATE)


# 魔法吸収 / Spell Absorption (continuous spell): each time either player activates a spell card, its controller
# gains 500 LP once that card has resolved (each gain is one gain, R004-088.25): the trigger waits for the chain.
define(51481927, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, lambda res: res.duel.gain_lp(res.player, 500, res.cause), trigger="chained", self_trigger=False,
              when=_spell_card_activated,
              text_en="a spell card was activated: gain 500 LP", text_ja="魔法カードが発動した：５００ライフ回復する"))


def _graverobber(res: Resolution) -> None:
    d = res.duel
    spells = [d.cards[i] for i in d.players[res.opponent].grave if d.cards[i].data.kind == "spell"]
    if not spells:
        return
    c = res.ask_cards(spells)
    if not d.move(c, Zone.HAND, res.cause, "to_hand", res.player):
        return
    idx, oid, me = c.idx, c.oid, res.player

    def used(ctx: Ctx, ev: Event) -> bool:
        return ev.card == idx and ev.player == me

    def unused_at_end(ctx: Ctx, ev: Event) -> bool:
        card = ctx.duel.cards[idx]
        return ev.detail == "end" and card.oid == oid and card.zone is Zone.HAND

    d.linger(res.card, me, Effect(Kind.AT_ONCE, lambda r: r.duel.damage(me, 2000, r.cause), trigger="chained",
                                  when=used, text_en="the spell taken is used: take 2000 damage",
                                  text_ja="その魔法カードを使用した：２０００ダメージを受ける"), res.cause)
    d.linger(res.card, me, Effect(Kind.AT_ONCE, lambda r: r.duel.send_to_grave([idx], r.cause), trigger="phase",
                                  when=unused_at_end, text_en="the spell taken goes back to its owner's graveyard",
                                  text_ja="その魔法カードは持ち主の墓地へ戻る"), res.cause)


# 墓荒らし / Graverobber (normal trap): its controller picks a spell card of the opponent's graveyard and may use it
# as a card of their own hand until the end of the turn (R004-121.14); using it costs them 2000 damage. A card
# in another player's hand is held by that player (`ctl`); it still belongs to its owner, so once used it goes
# to its owner's graveyard, and unused it goes back there at the end phase.
# declared: it adds the card to its activator's hand (moved there directly, being the opponent's card)
define(61705417, Effect(A, _graverobber, asks=True, does=Does.TO_HAND | Does.DAMAGE | Does.OTHER,
                        needs=lambda ctx: any(ctx.duel.cards[i].data.kind == "spell"
                                              for i in ctx.duel.players[ctx.opponent].grave),
                        text_en="use a spell of the opponent's graveyard as a card of your hand this turn",
                        text_ja="相手の墓地の魔法カード１枚をターン終了時まで自分の手札として使用できる"))


def _opponents_fusion_summons(ctx: Ctx) -> list[Card]:
    """The fusion monsters the opponent has just fusion summoned, still on the field as those objects."""
    d = ctx.duel
    out = []
    for ev in ctx.events:
        c = d.cards[ev.card] if ev.kind == "special_summoned" and ev.card >= 0 else None
        if c is not None and c.zone is Zone.MONSTERS and c.ctl == ctx.opponent and fusion_summoned(d, c):
            out.append(c)
    return out


def _chthonian_polymer(res: Resolution) -> None:
    taken = _opponents_fusion_summons(ctx_of(res))
    if taken:
        res.duel.take_control(taken[0], res.player, res.cause)


# ヘル・ポリマー / Chthonian Polymer (normal trap): when the opponent fusion summons, its activator tributes a
# monster they control (the cost) and takes control of that fusion monster for good (R004-094.18).
define(72287557, Effect(A, _chthonian_polymer, cost=Cost(tribute=1), responds_to=("special_summoned",),
                        condition=lambda ctx: bool(_opponents_fusion_summons(ctx)),
                        text_en="the opponent fusion summoned: take control of that fusion monster",
                        text_ja="相手が融合召喚した：その融合モンスターのコントロールを得る"))
