"""Cards that toss coins or roll dice (seed 004 ●コインを使用するカード, ●サイコロを使用するカード).

Coins and dice come from the duel's own RNG (`toss_coin`, `roll_die`), so a scenario's `seed:` fixes
them. A call of heads or tails is made at resolution, before the toss, as a question to the player
who tosses (`Effect.asks`); scenarios answer it with `choose: [heads]` / `choose: [tails]`.

Not modelled yet (engine mechanisms these cards need; see the module report):
- "once per turn" on ignition effects (リボルバー・ドラゴン, ブローバック・ドラゴン, きまぐれの女神,
  サンド・ギャンブラー, 時の魔術師, 暴れ牛鬼, ガトリング・ドラゴン, 闇の支配者－ゾーク) is not enforced;
- re-toss / re-roll cards (セカンド・チャンス, リバースダイス), standby-phase effects (デンジャラスマシン
  TYPE-6, 無差別破壊, ニードル・ウォール, モンスターＢＯＸ's cost), attack-declaration triggers (地雷蜘蛛,
  反撃準備, モンスターＢＯＸ), start-of-damage-step triggers (一撃必殺侍), counters (巨大戦艦 カバード・コア),
  skipping a turn (ギャンブル), level changes (レベル変換実験室) and the Archfiends' "when targeted" dice
  are not defined here.
"""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

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


def face_up_self(ctx: Ctx) -> bool:
    """An effect of a monster that works only while it is face-up on the field."""
    return ctx.card.zone is Zone.MONSTERS and ctx.card.face_up


def call_coin(res: Resolution) -> bool:
    """The activator calls heads or tails, then tosses: True if the call was right."""
    o = res.ask([Option("call:heads", "call", label_en="heads", label_ja="表"),
                 Option("call:tails", "call", label_en="tails", label_ja="裏")],
                kind="call", prompt_en="call heads or tails", prompt_ja="コインの裏表を宣言する")
    heads = res.duel.toss_coin(res.player, res.cause)
    return heads == (o.key == "call:heads")


def tosses(res: Resolution, n: int) -> int:
    """Toss n coins; the number of heads."""
    return sum(res.duel.toss_coin(res.player, res.cause) for _ in range(n))


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


# ==== coins ===================================================================================

# リボルバー・ドラゴン / Barrel Dragon: ignition; target 1 monster the opponent controls (chosen on
# activation, before the coins); toss 3 coins: with 2 or more heads, destroy it.
def _two_heads_destroy(res: Resolution) -> None:
    if tosses(res, 3) >= 2:
        res.duel.destroy(res.targets(), res.cause)


define(81480460, Effect(Kind.IGNITION, _two_heads_destroy, condition=face_up_self, target=OPP_MONSTER,
                        text_en="toss 3 coins; with 2+ heads destroy the target",
                        text_ja="コイントス３回、２回以上表なら対象を破壊"))

# ブローバック・ドラゴン / Blowback Dragon: the same against 1 card the opponent controls.
define(25551951, Effect(Kind.IGNITION, _two_heads_destroy, condition=face_up_self,
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


define(67959180, Effect(Kind.IGNITION, _whim, condition=face_up_self, asks=True,
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


define(50593156, Effect(Kind.IGNITION, _sand, condition=face_up_self,
                        text_en="toss 3 coins: 3 heads destroy the opponent's monsters, 3 tails yours",
                        text_ja="コイントス３回：全て表なら相手、全て裏なら自分のモンスターを全て破壊"))


# 時の魔術師 / Time Wizard: ignition; call a coin: right destroys every monster the opponent controls;
# wrong destroys every monster you control, and you take half the total ATK of the face-up ones
# destroyed.
def _time_wizard(res: Resolution) -> None:
    d = res.duel
    if call_coin(res):
        destroy_all_of(res, res.opponent)
        return
    mine = d.monsters_of(res.player)
    atk = {c.idx: d.atk(c) if c.face_up else 0 for c in mine}
    gone = d.destroy(mine, res.cause)
    d.damage(res.player, sum(atk[c.idx] for c in gone) // 2, res.cause)


define(71625222, Effect(Kind.IGNITION, _time_wizard, condition=face_up_self, asks=True,
                        text_en="call a coin: right destroys the opponent's monsters; wrong destroys yours "
                                "and you take half their total ATK",
                        text_ja="コインの裏表を当てる：当たりで相手モンスター全破壊、ハズレで自分のモンスター全破壊し"
                                "攻撃力合計の半分のダメージ"))


# 暴れ牛鬼 / Abare Ushioni: ignition; call a coin: right, 1000 damage to the opponent; wrong, 1000 to you.
def _ushioni(res: Resolution) -> None:
    who = res.opponent if call_coin(res) else res.player
    res.duel.damage(who, 1000, res.cause)


define(89718302, Effect(Kind.IGNITION, _ushioni, condition=face_up_self, asks=True,
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


define(87751584, Effect(Kind.IGNITION, _gatling, condition=face_up_self, asks=True,
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


# ==== dice ====================================================================================

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
    total = sum(d.roll_die(res.player, res.cause) for _ in range(3))
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


define(84290642, Effect(Kind.IGNITION, _snipe, condition=face_up_self, cost=Cost(discard=1),
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
    results = sorted({d.roll_die(res.player, res.cause), d.roll_die(res.player, res.cause)})
    level = ask_number(res, results)
    hit = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent)
           if c.face_up and c.data.level == level]
    if hit:
        d.destroy([res.ask_cards(hit)], res.cause)


define(46303688, Effect(Kind.IGNITION, _roulette, condition=face_up_self, asks=True,
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


define(97642679, Effect(Kind.IGNITION, _zorc, condition=face_up_self, asks=True,
                        text_en="roll: 1-2 destroy the opponent's monsters, 3-5 one of them, 6 yours",
                        text_ja="サイコロ：１・２相手モンスター全破壊、３～５相手モンスター１体破壊、６自分モンスター全破壊"))
