"""Cards that toss coins or roll dice (seed 004 ●コインを使用するカード, ●サイコロを使用するカード).

Coins and dice come from the duel's own RNG (`toss_coin`, `roll_die`), so a scenario's `seed:` fixes
them. A call of heads or tails is made at resolution, before the toss, as a question to the player
who tosses (`Effect.asks`); scenarios answer it with `choose: [heads]` / `choose: [tails]`.

Effects "at the start of your standby phase", "when a monster declares an attack" and "at the start
of the damage step" are mandatory trigger effects answering the engine's `phase`, `attack_declared`
and `damage_step_start` events. A maintenance cost ("pay N LP in each of your standby phases or destroy
this card") is such a trigger that asks its player whether to pay (the engine has no standby-phase
action outside the chain).

The ignition effects of リボルバー・ドラゴン, ブローバック・ドラゴン, きまぐれの女神, サンド・ギャンブラー,
時の魔術師, 暴れ牛鬼, ガトリング・ドラゴン and 闇の支配者－ゾーク can be used once per turn.

Several coins or dice an effect uses together are one toss (`toss_coins`, `roll_dice`): セカンド・チャンス and
リバースダイス (`Effect.redo`) have all of them made again. The Archfiends' dice are in archive_archfiends.py.
"""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import battle_opponent, face_up_here, nothing
from arbiter.ocg.cards.flip_monsters import mark
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon_with
from arbiter.ocg.turn import PHASES

A = Kind.ACTIVATE


# ---- shared pieces ----------------------------------------------------------------------------

class FieldCardSpec(TargetSpec):
    """A target spec for "a card on the field": monsters, spells/traps and field spells alike."""

    __slots__ = ()

    def fits(self, ctx: Ctx, c: Card) -> bool:
        if not c.on_field:
            return False
        if not self.allow_self and c.idx == ctx.card.idx:
            return False
        if self.side == "own" and c.ctl != ctx.player:
            return False
        if self.side == "opp" and c.ctl == ctx.player:
            return False
        if self.face == "up" and not c.face_up:
            return False
        if self.face == "down" and c.face_up:
            return False
        if ctx.duel.cannot_be_targeted(c, ctx):
            return False
        return self.where is None or self.where(ctx, c)

    def candidates(self, ctx: Ctx) -> list[Card]:
        d = ctx.duel
        sides = (ctx.player, 1 - ctx.player) if self.side == "any" else (
            (ctx.player,) if self.side == "own" else (1 - ctx.player,))
        out: list[Card] = []
        for p in sides:
            pl = d.players[p]
            for i in (*pl.monsters, *pl.spells, pl.field):
                if i >= 0 and self.fits(ctx, d.cards[i]):
                    out.append(d.cards[i])
        return out


def call_coin(res: Resolution) -> bool:
    """The activator calls heads or tails, then tosses: True if the call was right."""
    o = res.ask([Option("call:heads", "call", label_en="heads", label_ja="表"),
                 Option("call:tails", "call", label_en="tails", label_ja="裏")],
                kind="call", prompt_en="call heads or tails", prompt_ja="コインの裏表を宣言する")
    heads = res.duel.toss_coin(res.player, res.cause)
    return heads == (o.key == "call:heads")


def tosses(res: Resolution, n: int) -> int:
    """Toss n coins at once; the number of heads."""
    return sum(res.duel.toss_coins(res.player, n, res.cause))


def ask_number(res: Resolution, numbers: list[int], player: int = -1) -> int:
    o = res.ask([Option(f"number:{n}", "number", arg=n, label_en=str(n), label_ja=str(n)) for n in numbers],
                kind="number", player=player, prompt_en="choose a number", prompt_ja="数字を選ぶ")
    return o.arg


def half_up(v: int) -> int:
    """Half a value, a half rounded up (the era's way of halving ATK)."""
    return (v + 1) // 2


def by_battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    """This card was destroyed by battle and went from a monster zone to the graveyard."""
    return ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


def destroy_all_of(res: Resolution, player: int) -> None:
    res.duel.destroy(res.duel.monsters_of(player), res.cause)


OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手フィールドのモンスター")


def own_standby(ctx: Ctx, ev: Event) -> bool:
    """The start of this card's controller's standby phase, while the card is face-up and active."""
    return ev.detail == "standby" and ctx.duel.tp == ctx.player and (ctx.card.zone is Zone.MONSTERS or ctx.card.active)


def maintenance(lp: int) -> Effect:
    """"Pay `lp` LP in each of your standby phases, or destroy this card": asked when it resolves (not due
    while a continuous effect waives it: `Effect.waives_upkeep`)."""
    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if c.oid != res.link.oid or not c.on_field:
            return
        if d.players[res.player].lp >= lp:
            o = res.ask([Option("yes", "yes", label_en="pay", label_ja="払う"),
                         Option("no", "no", label_en="do not pay", label_ja="払わない")],
                        kind="maintenance", prompt_en=f"pay {lp} LP to keep this card?",
                        prompt_ja=f"{lp}ライフポイントを払ってこのカードを維持する？")
            if o.kind == "yes":
                d.pay_lp(res.player, lp, c.idx)
                return
        d.destroy([c], res.cause)

    def due(ctx: Ctx, ev: Event) -> bool:
        return own_standby(ctx, ev) and not ctx.duel.upkeep_waived(ctx.card)

    return Effect(Kind.TRIGGER, op, trigger="phase", when=due, self_trigger=False, asks=True,
                  text_en=f"pay {lp} LP or destroy this card",
                  text_ja=f"{lp}ライフポイントを払うか、このカードを破壊する")


def opponents_attack(ctx: Ctx, ev: Event) -> bool:
    """An attack declared by a monster of this card's controller's opponent, while this card is active."""
    return ev.player != ctx.player and ctx.card.active


def _attack_of(res: Resolution) -> tuple[Card | None, Card | None]:
    """The attacker and the attack target of the attack declaration the link answers (the same objects)."""
    d = res.duel
    att = d.attack
    if att is None:
        return None, None
    a = d.cards[att[0]] if d.cards[att[0]].oid == att[1] and d.cards[att[0]].zone is Zone.MONSTERS else None
    t = None
    if att[2] >= 0 and d.cards[att[2]].oid == att[3] and d.cards[att[2]].zone is Zone.MONSTERS:
        t = d.cards[att[2]]
    return a, t


# ==== coins ===================================================================================

# リボルバー・ドラゴン / Barrel Dragon: ignition; target 1 monster the opponent controls (chosen on
# activation, before the coins); toss 3 coins: with 2 or more heads, destroy it.
def _two_heads_destroy(res: Resolution) -> None:
    if tosses(res, 3) >= 2:
        res.duel.destroy(res.targets(), res.cause)


define(81480460, Effect(Kind.IGNITION, _two_heads_destroy, does=Does.MONSTERS, once_per_turn=True,
                        condition=face_up_here,
                        target=OPP_MONSTER,
                        text_en="toss 3 coins; with 2+ heads destroy the target",
                        text_ja="コイントス３回、２回以上表なら対象を破壊"))

# ブローバック・ドラゴン / Blowback Dragon: the same against 1 card the opponent controls.
define(25551951, Effect(Kind.IGNITION, _two_heads_destroy, once_per_turn=True, condition=face_up_here,
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールドのカード"),
                        text_en="toss 3 coins; with 2+ heads destroy the target",
                        text_ja="コイントス３回、２回以上表なら対象を破壊"))


# 運命の分かれ道 / The Paths of Destiny: each player tosses a coin: heads gains 2000 LP, tails takes 2000
# damage (the activator first).
def _paths(res: Resolution) -> None:
    d = res.duel
    for p in (res.player, res.opponent):
        if d.toss_coin(p, res.cause):
            d.gain_lp(p, 2000, res.cause)
        else:
            d.damage(p, 2000, res.cause)


define(50470982, Effect(A, _paths, text_en="each player tosses: heads +2000 LP, tails 2000 damage",
                        text_ja="お互いにコイントス、表なら２０００回復、裏なら２０００ダメージ"))


# きまぐれの女神 / Goddess of Whim: ignition; call a coin: right, its ATK doubles until the end of
# the turn; wrong, it is halved until the end of the turn.
def _whim(res: Resolution) -> None:
    d = res.duel
    right = call_coin(res)
    c = res.card
    if c.zone is not Zone.MONSTERS or not c.face_up or c.oid != res.link.oid:
        return
    a = d.atk(c)
    d.boost(c, a if right else half_up(a) - a, 0, res.cause)


define(67959180, Effect(Kind.IGNITION, _whim, once_per_turn=True, condition=face_up_here, asks=True,
                        text_en="call a coin: right doubles its ATK, wrong halves it, this turn",
                        text_ja="コインの裏表を当てる：当たりで攻撃力倍、ハズレで半分（ターン終了時まで）"))


# サンド・ギャンブラー / Sand Gambler: ignition; toss 3 coins: all heads destroys every monster the
# opponent controls, all tails every monster you control.
def _sand(res: Resolution) -> None:
    h = tosses(res, 3)
    if h == 3:
        destroy_all_of(res, res.opponent)
    elif h == 0:
        destroy_all_of(res, res.player)


define(50593156, Effect(Kind.IGNITION, _sand, does=Does.MONSTERS, once_per_turn=True, condition=face_up_here,
                        text_en="toss 3 coins: 3 heads destroy the opponent's monsters, 3 tails yours",
                        text_ja="コイントス３回：全て表なら相手、全て裏なら自分のモンスターを全て破壊"))


# 時の魔術師 / Time Wizard: ignition; call a coin: right destroys every monster the opponent controls;
# wrong destroys every monster you control, and you take half the total ATK of the face-up ones
# destroyed. A right call is remembered on the card with the moment it happened (「黒衣の大賢者」 answers it).
TIME_WIZARD_RIGHT = "time_wizard_right"


def _time_wizard(res: Resolution) -> None:
    d = res.duel
    if call_coin(res):
        mark(d, TIME_WIZARD_RIGHT, res.card, d.serial)
        destroy_all_of(res, res.opponent)
        return
    mine = d.monsters_of(res.player)
    atk = {c.idx: d.atk(c) if c.face_up else 0 for c in mine}
    gone = d.destroy(mine, res.cause)
    d.damage(res.player, sum(atk[c.idx] for c in gone) // 2, res.cause)


define(71625222, Effect(Kind.IGNITION, _time_wizard, once_per_turn=True, condition=face_up_here, asks=True,
                        does=Does.MONSTERS,
                        text_en="call a coin: right destroys the opponent's monsters; wrong destroys yours "
                                "and you take half their total ATK",
                        text_ja="コインの裏表を当てる：当たりで相手モンスター全破壊、ハズレで自分のモンスター全破壊し"
                                "攻撃力合計の半分のダメージ"))


# 暴れ牛鬼 / Abare Ushioni: ignition; call a coin: right, 1000 damage to the opponent; wrong, 1000 to you.
def _ushioni(res: Resolution) -> None:
    who = res.opponent if call_coin(res) else res.player
    res.duel.damage(who, 1000, res.cause)


define(89718302, Effect(Kind.IGNITION, _ushioni, once_per_turn=True, condition=face_up_here, asks=True,
                        text_en="call a coin: right 1000 damage to the opponent, wrong 1000 to you",
                        text_ja="コインの裏表を当てる：当たりで相手に１０００、ハズレで自分に１０００ダメージ"))


# デビル・コメディアン / Fiend Comedian: call a coin: right banishes every card in the opponent's
# graveyard; wrong sends as many cards from the top of your deck to the graveyard as there are
# cards in the opponent's graveyard.
def _opp_grave(ctx: Ctx) -> bool:
    return bool(ctx.duel.players[ctx.opponent].grave)


def _comedian(res: Resolution) -> None:
    d = res.duel
    grave = [d.cards[i] for i in d.players[res.opponent].grave]
    if call_coin(res):
        d.banish(grave, res.cause)
    else:
        d.mill(res.player, len(grave), res.cause)


define(81172176, Effect(A, _comedian, needs=_opp_grave, asks=True,
                        text_en="call a coin: right banishes the opponent's graveyard; wrong mills you as many",
                        text_ja="コインの裏表を当てる：当たりで相手の墓地を全て除外、ハズレでその枚数自分のデッキを墓地へ"))


# ガトリング・ドラゴン / Gatling Dragon: ignition; toss 3 coins; destroy as many monsters on the field
# as heads came up (chosen one by one by its controller).
def _gatling(res: Resolution) -> None:
    d = res.duel
    n = tosses(res, 3)
    chosen: list[Card] = []
    for _ in range(n):
        left = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent) if c not in chosen]
        if not left:
            break
        chosen.append(res.ask_cards(left))
    d.destroy(chosen, res.cause)


define(87751584, Effect(Kind.IGNITION, _gatling, once_per_turn=True, condition=face_up_here, asks=True,
                        does=Does.MONSTERS,
                        text_en="toss 3 coins; destroy a monster for each head",
                        text_ja="コイントス３回、表の数だけフィールドのモンスターを破壊"))


# クルーエル / Kryuel: when destroyed by battle and sent to the graveyard: target 1 monster the
# opponent controls; call a coin: right destroys it.
def _kryuel(res: Resolution) -> None:
    if call_coin(res):
        res.duel.destroy(res.targets(), res.cause)


define(82642348, Effect(Kind.TRIGGER, _kryuel, trigger="destroyed", when=by_battle_to_grave, target=OPP_MONSTER,
                        asks=True, text_en="call a coin: right destroys the target",
                        text_ja="コインの裏表を当てる：当たりで対象を破壊"))


# セカンド・チャンス / Second Coin Toss (continuous spell): once a turn, when an effect makes you toss coins, you may
# toss them all again from the start (R004-014 lists the cards it works with).
define(36562627, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, redo="coin", once_per_turn=True, when=lambda ctx, ev: ev.player == ctx.player,
              text_en="once a turn you may redo your coin toss",
              text_ja="１ターンに１度、自分のコイントスをやり直せる"))


# ==== dice ====================================================================================

# リバースダイス / Dice Re-Roll (normal trap): for the rest of this turn, once, when an effect rolls dice (either
# player's), you may have them rolled again (R004-015 lists the cards it works with).
RE_ROLL = Effect(Kind.CONTINUOUS, redo="dice", once_per_turn=True,
                 text_en="once this turn you may have dice rolled again",
                 text_ja="このターン１度だけサイコロを振り直せる")
define(83241722, Effect(A, lambda res: res.duel.linger(res.card, res.player, RE_ROLL, res.cause),
                        text_en="once this turn, a die roll may be redone",
                        text_ja="このターン１度、サイコロを振り直せる"))


def _own_face_up(ctx: Ctx) -> bool:
    return any(c.face_up for c in ctx.duel.monsters_of(ctx.player))


def _opp_face_up(ctx: Ctx) -> bool:
    return any(c.face_up for c in ctx.duel.monsters_of(ctx.opponent))


# 天使のサイコロ / Graceful Dice (quick-play): roll; your monsters gain 100 x the result ATK and DEF
# until the end of the turn.
def _graceful(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    for c in d.monsters_of(res.player):
        d.boost(c, 100 * n, 100 * n, res.cause)


define(74137509, Effect(A, _graceful, needs=_own_face_up,
                        text_en="roll: your monsters gain 100 x the result ATK/DEF this turn",
                        text_ja="サイコロ：自分のモンスターの攻守を出た目×１００アップ（ターン終了時まで）"))


# 悪魔のサイコロ / Skull Dice: roll; the opponent's monsters lose 100 x the result ATK and DEF until
# the end of the turn.
def _skull(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    for c in d.monsters_of(res.opponent):
        d.boost(c, -100 * n, -100 * n, res.cause)


define(126218, Effect(A, _skull, needs=_opp_face_up,
                      text_en="roll: the opponent's monsters lose 100 x the result ATK/DEF this turn",
                      text_ja="サイコロ：相手のモンスターの攻守を出た目×１００ダウン（ターン終了時まで）"))


# ファイアーダーツ / Fire Darts: only while you have no cards in hand; roll 3 dice; the opponent takes
# 100 x the total.
def _empty_hand(ctx: Ctx) -> bool:
    hand = ctx.duel.players[ctx.player].hand
    return not [i for i in hand if i != ctx.card.idx]


def _darts(res: Resolution) -> None:
    d = res.duel
    total = sum(d.roll_dice(res.player, 3, res.cause))
    d.damage(res.opponent, 100 * total, res.cause)


define(43061293, Effect(A, _darts, condition=_empty_hand,
                        text_en="roll 3 dice: 100 x the total damage to the opponent",
                        text_ja="サイコロ３回：合計×１００ダメージを相手に"))


# スナイプストーカー / Snipe Hunter: ignition; discard 1 card and target 1 card on the field; roll:
# unless it is 1 or 6, destroy the target.
def _snipe(res: Resolution) -> None:
    n = res.duel.roll_die(res.player, res.cause)
    if n not in (1, 6):
        res.duel.destroy(res.targets(), res.cause)


define(84290642, Effect(Kind.IGNITION, _snipe, condition=face_up_here, cost=Cost(discard=1),
                        target=FieldCardSpec(allow_self=True, text_en="a card on the field",
                                             text_ja="フィールドのカード"),
                        text_en="roll: on 2-5 destroy the target", text_ja="サイコロ：１・６以外なら対象を破壊"))


# マキシマム・シックス / Maximum Six: when tribute summoned, roll; it gains 200 x the result ATK while
# it stays face-up on the field.
def _tribute_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and (ctx.card.data.level or 0) >= 5


def _max_six(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, 200 * n, 0, res.cause, until_end=False)


define(30707994, Effect(Kind.TRIGGER, _max_six, trigger="summoned", when=_tribute_summoned,
                        text_en="roll: it gains 200 x the result ATK", text_ja="サイコロ：攻撃力を出た目×２００アップ"))


# 第六感 / Sixth Sense: you declare two numbers from 1 to 6; the opponent rolls; on one of them you
# draw that many cards, otherwise the result's number of cards go from the top of your deck to the
# graveyard.
def _sixth_sense(res: Resolution) -> None:
    d = res.duel
    first = ask_number(res, [1, 2, 3, 4, 5, 6])
    second = ask_number(res, [n for n in range(1, 7) if n != first])
    n = d.roll_die(res.opponent, res.cause)
    if n in (first, second):
        d.draw(res.player, n, res.cause)
    else:
        d.mill(res.player, n, res.cause)


define(3280747, Effect(A, _sixth_sense, asks=True,
                       text_en="declare 2 numbers; the opponent rolls: a hit draws that many, a miss mills that many",
                       text_ja="数字を２つ宣言し相手がサイコロ：当たりでその枚数ドロー、ハズレで出た目の枚数デッキを墓地へ"))


# ルーレットボマー / Roulette Barrel: ignition; roll twice, choose one of the results, and destroy 1
# face-up monster on the field with that level.
def _roulette(res: Resolution) -> None:
    d = res.duel
    results = sorted(set(d.roll_dice(res.player, 2, res.cause)))
    level = ask_number(res, results)
    hit = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent)
           if c.face_up and c.data.level == level]
    if hit:
        d.destroy([res.ask_cards(hit)], res.cause)


define(46303688, Effect(Kind.IGNITION, _roulette, condition=face_up_here, asks=True,
                        text_en="roll twice, pick a result; destroy a face-up monster of that level",
                        text_ja="サイコロ２回、目を１つ選びそのレベルの表側表示モンスター１体を破壊"))


# アギド / Agido: when destroyed by battle and sent to the graveyard, roll; you may special summon 1
# Fairy-type monster from your graveyard whose level is the result (6: level 6 or more).
def _agido(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    fits = [d.cards[i] for i in d.players[res.player].grave
            if d.cards[i].data.kind == "monster" and d.cards[i].data.race == "Fairy"
            and ((d.cards[i].data.level or 0) >= 6 if n == 6 else d.cards[i].data.level == n)]
    if not fits or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    o = res.ask([*(d.card_option("select", c.idx) for c in fits), Option("no", "no", label_en="no", label_ja="いいえ")])
    if o.kind == "no":
        return
    pos = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK)),
                   Option("position:defense", "position", arg=int(Pos.DEFENSE))], kind="position")
    d.special_summon(d.cards[o.card], res.player, Pos(pos.arg), res.cause)


define(16135253, Effect(Kind.TRIGGER, _agido, trigger="destroyed", when=by_battle_to_grave, asks=True,
                        text_en="roll; you may special summon a Fairy of that level from your graveyard",
                        text_ja="サイコロ：出た目と同じレベルの天使族を墓地から特殊召喚できる"))


# 闇の支配者－ゾーク / Dark Master - Zorc: ignition; roll: 1-2 destroy every monster the opponent
# controls; 3-5 destroy 1 of them (chosen); 6 destroy every monster you control.
def _zorc(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    if n <= 2:
        destroy_all_of(res, res.opponent)
    elif n <= 5:
        theirs = d.monsters_of(res.opponent)
        if theirs:
            d.destroy([res.ask_cards(theirs)], res.cause)
    else:
        destroy_all_of(res, res.player)


define(97642679, Effect(Kind.IGNITION, _zorc, once_per_turn=True, condition=face_up_here, asks=True,
                        text_en="roll: 1-2 destroy the opponent's monsters, 3-5 one of them, 6 yours",
                        text_ja="サイコロ：１・２相手モンスター全破壊、３～５相手モンスター１体破壊、６自分モンスター全破壊"),
       special_by=by_ritual_summon_with(96420087))


# ==== effects at an attack declaration, the damage step and the standby phase =================

# ギャンブル / Gamble (normal trap): while your hand has 2 or fewer cards and the opponent's 5 or more;
# call a coin: right, draw until you have 5 cards in hand; wrong, skip your next turn (all its phases).
def _gamble_condition(ctx: Ctx) -> bool:
    d = ctx.duel
    return len(d.players[ctx.player].hand) <= 2 and len(d.players[ctx.opponent].hand) >= 5


def _gamble(res: Resolution) -> None:
    d = res.duel
    if call_coin(res):
        d.draw(res.player, max(0, 5 - len(d.players[res.player].hand)), res.cause)
        return
    turn = d.next_turn_of(res.player)
    for phase in PHASES:
        if not phase.startswith("battle") or phase == "battle:start":
            d.skip_phase(res.player, phase, turn, res.cause)


define(37313786, Effect(A, _gamble, condition=_gamble_condition, asks=True,
                        text_en="call a coin: right draws up to 5 cards in hand, wrong skips your next turn",
                        text_ja="コインの裏表を当てる：当たりで手札が５枚になるようにドロー、ハズレで次の自分のターンを"
                                "スキップ"))


# 地雷蜘蛛 / Jirai Gumo: when it declares an attack, call a coin; wrong: its controller's LP are halved
# (the half lost is rounded down; losing LP is neither damage nor a cost).
def _jirai_gumo(res: Resolution) -> None:
    if not call_coin(res):
        d = res.duel
        d.lose_lp(res.player, d.players[res.player].lp // 2, res.cause)


define(94773007, Effect(Kind.TRIGGER, _jirai_gumo, trigger="attack_declared", asks=True,
                        text_en="call a coin: wrong halves your LP",
                        text_ja="コインの裏表を当てる：ハズレでライフポイントが半分"))


# 一撃必殺侍 / Sasuke Samurai #4: when it battles, at the start of the damage step (before damage
# calculation) call a coin: right destroys the monster it battles (by the effect). Effect 1: it attacks;
# effect 2: it is attacked (while face-up).
def _sasuke(res: Resolution) -> None:
    if call_coin(res):
        c = battle_opponent(res)
        if c is not None:
            res.duel.destroy([c], res.cause)


define(64538655,
       Effect(Kind.TRIGGER, _sasuke, trigger="damage_step_start", asks=True,
              text_en="call a coin: right destroys the monster it battles",
              text_ja="コインの裏表を当てる：当たりで戦闘する相手モンスターを破壊"),
       Effect(Kind.TRIGGER, _sasuke, trigger="damage_step_start", self_trigger=False, asks=True,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              text_en="call a coin: right destroys the monster it battles",
              text_ja="コインの裏表を当てる：当たりで戦闘する相手モンスターを破壊"))


# 巨大戦艦 カバード・コア / B.E.S. Covered Core: when normal summoned, place 2 counters on it; it is not destroyed
# by battle; at the end of the damage step of a battle it took part in, its controller calls a coin: wrong,
# remove 1 counter (with none to remove, destroy it). Effect 3 when it attacked, effect 4 when it was
# attacked (the damage_step_end event names the attacker and, in `amount`, the attack's target).
COVERED_CORE_COUNTER = "カウンター"


def _covered_core_counters(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.add_counter(c, COVERED_CORE_COUNTER, 2, res.cause)


def _covered_core_coin(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.zone is not Zone.MONSTERS:
        return
    if not call_coin(res) and not d.remove_counter(c, COVERED_CORE_COUNTER, 1, res.cause):
        d.destroy([c], res.cause)


def _battled(ctx: Ctx, ev: Event) -> bool:
    return ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS


define(15317640,
       Effect(Kind.TRIGGER, _covered_core_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="place 2 counters on this card", text_ja="このカードにカウンターを２つ置く"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True,
              text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       Effect(Kind.TRIGGER, _covered_core_coin, trigger="damage_step_end", asks=True,
              text_en="call a coin: wrong removes a counter (none: destroy this card)",
              text_ja="コインの裏表を当てる：ハズレでカウンターを１つ取り除く（取り除けなければ破壊）"),
       Effect(Kind.TRIGGER, _covered_core_coin, trigger="damage_step_end", self_trigger=False, asks=True,
              when=_battled, text_en="call a coin: wrong removes a counter (none: destroy this card)",
              text_ja="コインの裏表を当てる：ハズレでカウンターを１つ取り除く（取り除けなければ破壊）"))


# モンスターＢＯＸ / Fairy Box (continuous trap): at each attack declaration by an opponent's monster, call a
# coin: right, the attacker's ATK becomes 0 until the end of the battle phase. Its controller pays 500 LP
# in each of their standby phases, or it is destroyed. (The engine's ATK changes last until the end of the
# turn or while the monster stays: the 0 lasts until the end of the turn, not of the battle phase.)
def _fairy_box(res: Resolution) -> None:
    if call_coin(res):
        a, _ = _attack_of(res)
        if a is not None and a.face_up:
            res.duel.boost(a, -res.duel.atk(a), 0, res.cause)


define(21598948,
       Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _fairy_box, trigger="attack_declared", self_trigger=False, when=opponents_attack,
              asks=True, text_en="call a coin: right makes the attacker's ATK 0",
              text_ja="コインの裏表を当てる：当たりで攻撃モンスターの攻撃力を０にする"),
       maintenance(500))


# 反撃準備 / Prepare to Strike Back (continuous trap): when an opponent's monster attacks a face-up defense
# position monster you control, call a coin: right turns that monster to face-up attack position; wrong, and
# this card's controller takes damage equal to the amount the attacker's ATK exceeds that monster's DEF.
def _attacks_my_defender(ctx: Ctx, ev: Event) -> bool:
    if not opponents_attack(ctx, ev) or ev.amount < 0:
        return False
    t = ctx.duel.cards[ev.amount]
    return t.ctl == ctx.player and t.zone is Zone.MONSTERS and t.pos is Pos.DEFENSE


def _strike_back(res: Resolution) -> None:
    d = res.duel
    right = call_coin(res)
    a, t = _attack_of(res)
    if right:
        if t is not None and t.pos is Pos.DEFENSE:
            d.set_position(t, Pos.ATTACK, res.cause)
    elif a is not None and t is not None and d.atk(a) > d.defense(t):
        d.damage(res.player, d.atk(a) - d.defense(t), res.cause)


define(4483989,
       Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _strike_back, trigger="attack_declared", self_trigger=False, when=_attacks_my_defender,
              asks=True,
              text_en="call a coin: right turns the attacked monster to attack position; wrong, damage to you",
              text_ja="コインの裏表を当てる：当たりで攻撃対象を表側攻撃表示にし、外れで自分がダメージを受ける"))


# 無差別破壊 / Blind Destruction (continuous trap): in each of your standby phases, roll a die; destroy every
# face-up monster on the field with that level (a 6: level 6 or more).
def _blind_destruction(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    hit = [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
           if c.face_up and ((c.data.level or 0) >= 6 if n == 6 else c.data.level == n)]
    d.destroy(hit, res.cause)


define(32015116,
       Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _blind_destruction, trigger="phase", when=own_standby, self_trigger=False,
              text_en="roll: destroy the face-up monsters of that level",
              text_ja="サイコロ：出た目と同じレベルの表側表示モンスターを全て破壊"))


# デンジャラスマシン TYPE-6 / Dangerous Machine Type-6 (continuous spell): in each of your standby phases,
# roll a die: 1 you discard a card; 2 the opponent discards a card; 3 you draw a card; 4 the opponent
# draws a card; 5 destroy a monster the opponent controls (you choose); 6 destroy this card.
def _type6(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    if n in (1, 2):
        p = res.player if n == 1 else res.opponent
        hand = [d.cards[i] for i in d.players[p].hand]
        if hand:
            c = res.ask_cards(hand, "discard", player=p)
            d.discard([c.idx], res.cause)
    elif n in (3, 4):
        d.draw(res.player if n == 3 else res.opponent, 1, res.cause)
    elif n == 5:
        theirs = d.monsters_of(res.opponent)
        if theirs:
            d.destroy([res.ask_cards(theirs)], res.cause)
    elif res.card.oid == res.link.oid and res.card.on_field:
        d.destroy([res.card], res.cause)


define(76895648,
       Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _type6, trigger="phase", when=own_standby, self_trigger=False, asks=True,
              text_en="roll a die and apply the result", text_ja="サイコロを振り、出た目の効果を適用する"))
