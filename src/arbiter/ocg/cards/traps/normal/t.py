"""The normal trap cards whose English name begins with T."""

from __future__ import annotations

from functools import partial

from arbiter.kernel.events import Event
from arbiter.ocg import names
from arbiter.ocg.cards.common import answered_link, can_special_summon, ctx_of, destroy_targets, may_take
from arbiter.ocg.cards.shared.attacks import drawn_to, the_object
from arbiter.ocg.cards.shared.chain import activation_of
from arbiter.ocg.cards.shared.destruction import destroy_all_monsters
from arbiter.ocg.cards.shared.discard import choose_cards, discard_chosen, has_hand, opp_discards_random
from arbiter.ocg.cards.shared.draw import may_draw, simple_draw, skip_opponents_next_draw_phase
from arbiter.ocg.cards.shared.events import effect_player, special_summoned_to_opponents_field
from arbiter.ocg.cards.shared.face_down import flip_all_quietly
from arbiter.ocg.cards.shared.revival import battle_destroyed_monsters
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import summon, summonable, summonable_now, summoned_refusal
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import capturer, targets_to_deck, targets_to_hand
from arbiter.ocg.cards.shared.zones import fitting_monsters_in, look_at_hand, monsters_in, tokens_on_field
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import copyable_effects
from arbiter.ocg.choice_purposes import RETURN_TO_DECK, SPECIAL_SUMMON
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


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

# 強欲な贈り物 / The Gift of Greed: the opponent draws 2.
simple_draw(5915629, 2, "opp", "the opponent draws 2", "相手は２枚ドローする")

T = Kind.TRIGGER

# 暗黒よりの軍勢 / The Forces of Darkness: add 2 targeted 「暗黒界」 monsters from your graveyard.
define(29826127, Effect(A, targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and name_includes(c, "暗黒界"), count=2,
                                          en="a Dark World monster in your graveyard",
                                          ja="自分の墓地の「暗黒界」モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))

# マジック・キャプチャー / Spell Reclamation and トラップ・キャプチャー / Trap Reclamation: chained directly to
# your own spell (trap) card's activation, discard 1 card (the cost); when that card is sent to the
# graveyard, return it to your hand (carried out by this card from the graveyard).
capturer(2122975, "trap", "罠")

# 転生の予言 / The Transmigration Prophecy: return 2 targeted cards from the graveyards to their owners'
# decks.
define(46652477, Effect(A, targets_to_deck("shuffle"),
                        target=grave_spec(lambda c: True, side="any", count=2, en="a card in a graveyard",
                                          ja="墓地のカード"),
                        text_en="return the targets to their owners' decks", text_ja="対象を持ち主のデッキに戻す"))


def _pick_destroyed(res: Resolution) -> tuple[Card, Event] | None:
    ctx = ctx_of(res)
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    found = [(c, e) for c, e in battle_destroyed_monsters(ctx) if c.zone is Zone.GRAVE
             and may_take(ctx, c, Zone.MONSTERS, "special_summoned")]
    if not found:
        return None
    if len(found) == 1:
        return found[0]
    c = res.ask_cards([c for c, _ in found], "choice", purpose=SPECIAL_SUMMON.monster)
    return next((x, e) for x, e in found if x.idx == c.idx)


# 時の機械－タイム・マシーン / Time Machine: special summon that monster back to the field it was destroyed on
# (its controller's then, `ev.player`: a taken monster comes back to its taker, docs/uncertain-rulings.md) in the
# battle position it had when it was destroyed.
def _time_machine(res: Resolution) -> None:
    picked = _pick_destroyed(res)
    if picked is None:
        return
    c, ev = picked
    monster_positions = (int(Pos.ATTACK), int(Pos.DEFENSE), int(Pos.SET), int(Pos.SET_ATTACK))
    pos = Pos(ev.pos) if ev.pos in monster_positions else Pos.ATTACK
    summon(res, c, player=ev.player, pos=pos)


define(80987696, Effect(A, _time_machine, asks=True,
                        condition=lambda ctx: any(can_special_summon(ctx, c)
                                                  for c, _ in battle_destroyed_monsters(ctx)),
                        needs=lambda ctx: bool(summonable(ctx, [c for c, _ in battle_destroyed_monsters(ctx)])),
                        responds_to=("destroyed",),
                        text_en="special summon the monster destroyed by battle in the position it had",
                        text_ja="戦闘で破壊されたモンスターを、破壊時の表示形式のまま特殊召喚"))


# 復活の墓穴 / The Grave of Enkindling: a monster of yours is destroyed by battle and goes to the
# graveyard: you, then the opponent, each choose 1 monster in your own graveyard (as it resolves); each is special
# summoned to its chooser's field in face-up defense position, and cannot change its battle position while it
# stays face-up there.
def _mine_destroyed_by_battle(ctx: Ctx) -> bool:
    return any(e.player == ctx.player for _, e in battle_destroyed_monsters(ctx))


def _revivable_in(ctx: Ctx, p: int) -> list[Card]:
    """The monsters of `p`'s graveyard that `p` may special summon by this effect: each player summons their own, so
    each one's own locks count; none that 「王家の眠る谷－ネクロバレー」 keeps there (`summonable`)."""
    d = ctx.duel
    return summonable(Ctx(d, p, ctx.card, ctx.effect, ctx.events, ctx.link), monsters_in(ctx, p, Zone.GRAVE))


def _enkindling(res: Resolution) -> None:
    d = res.duel
    picks: list[tuple[Card, int]] = []
    for p in (res.player, res.opponent):
        cands = summonable_now(res, _revivable_in(ctx_of(res), p), player=p)
        if cands:
            picks.append((res.ask_cards(cands, player=p, why=partial(summoned_refusal, res, player=p),
                                        purpose=SPECIAL_SUMMON.monster), p))
    with d.moving_together(res.cause):
        for c, p in picks:
            if summon(res, c, player=p, pos=Pos.DEFENSE):
                # applied to the monster object: it ends once that monster leaves the field or is turned face-down
                d.restrict(c, "change_position", res.cause, turns=None)


define(84136000, Effect(A, _enkindling, condition=_mine_destroyed_by_battle, asks=True,
                        needs=lambda ctx: any(ctx.duel.free_slots(p, Zone.MONSTERS) > 0
                                              and bool(_revivable_in(ctx, p)) for p in (0, 1)),
                        responds_to=("destroyed",),
                        text_en="each player special summons a monster of their graveyard in defense position; it "
                                "cannot change its position",
                        text_ja="両プレイヤーは自分の墓地のモンスター１体を守備表示で特殊召喚し、その表示形式は変えられない"))

C = Kind.CONTINUOUS


# 激流葬 / Torrential Tribute: when a monster is summoned (normal, flip or special summoned), destroy every monster on
# the field.
def _monster_summoned(ctx: Ctx) -> bool:
    return any(e.kind in ("summoned", "special_summoned") for e in ctx.events)


define(53582587, Effect(A, destroy_all_monsters, does=Does.MONSTERS, condition=_monster_summoned,
                        responds_to=("special_summoned",),
                        text_en="a monster was summoned: destroy all monsters on the field",
                        text_ja="モンスターの召喚・反転召喚・特殊召喚時：フィールドのモンスターを全て破壊"))


# 威嚇する咆哮 / Threatening Roar: the opponent cannot declare an attack this turn. The lock is on the player, not
# on their monsters, so a monster unaffected by traps (「Ｅ・ＨＥＲＯ ワイルドマン」) is held by it too.
def _roar(res: Resolution) -> None:
    res.duel.forbid_player(res.opponent, "attack", res.cause)


define(36361633, Effect(A, _roar, text_en="the opponent cannot declare an attack this turn",
                        text_ja="このターン相手は攻撃宣言をする事ができない"))


# 刻の封印 / Time Seal: the opponent skips the draw phase of their next turn.
define(35316708, Effect(A, skip_opponents_next_draw_phase,
                        text_en="the opponent skips the draw phase of their next turn",
                        text_ja="相手の次のターンのドローフェイズを飛ばす"))


# 魔の取引 / Terrible Deal: when the opponent activates a spell card, pay 1000 LP: they discard 1 card at
# random. Chained directly to that activation (R004-156.40); not activated while the opponent's hand is empty (their
# spell was their last card), as it would discard nothing.
define(69724380, Effect(A, opp_discards_random(1), does=Does.OPP_HAND, condition=activation_of("spell"),
                        cost=Cost(lp=1000), needs=has_hand("opp"),
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"))


# 生命力吸収魔術 / The Spell Absorbing Life: every face-down monster turns face-up without its flip
# effect (R003-027); you gain 400 LP for each effect monster on the field.
def _spell_absorbing_life(res: Resolution) -> None:
    n = flip_all_quietly(res)
    res.duel.gain_lp(res.player, 400 * n, res.cause)


define(99517131, Effect(A, _spell_absorbing_life,
                        text_en="flip all face-down monsters (no flip effects); gain 400 LP per effect monster",
                        text_ja="裏側のモンスターを全て表向きにし（リバース効果は発動させない）、"
                                "フィールドの効果モンスター１体ごとに４００ライフを回復"))


# 落とし穴 / Trap Hole: the opponent normal or flip summons a monster whose ATK is 1000 or more:
# it is destroyed (targeting it).
def _summoned_by_opponent(ctx: Ctx, c: Card) -> bool:
    return any(e.kind == "summoned" and e.card == c.idx and e.player != ctx.player for e in ctx.events)\
        and ctx.duel.atk(c) >= 1000 and c.face_up


define(4206964, Effect(A, destroy_targets,
                       target=TargetSpec(side="opp", where=_summoned_by_opponent,
                                         text_en="the monster just summoned", text_ja="召喚されたモンスター"),
                       text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))


# 闇よりの罠 / Trap of Darkness: while your LP are 3000 or less, pay 1000 LP and target a normal trap other than
# this one in your graveyard: this card's effect is that trap's activated effect (its condition and its targets,
# chosen now; its cost is not paid: `Effect.borrows`), then the target is banished (docs/uncertain-rulings.md).
# A trap that stays on the field after its effect (an equip, 「鎖付きブーメラン」) keeps this card there as it
# would itself (R004-125.40).
def _borrowable(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "trap" and "normal" in c.data.subtypes and not is_named(c, TRAP_OF_DARKNESS)\
        and bool(copyable_effects(ctx, c))


def _banish_borrowed(res: Resolution) -> None:
    b = res.link.borrowed
    d = res.duel
    if b is None:
        return
    c = d.cards[b[0]]
    if c.oid == b[1] and c.zone is Zone.GRAVE:
        d.next_thing()
        d.banish([c], res.cause)


TRAP_OF_DARKNESS = 79766336
define(TRAP_OF_DARKNESS, Effect(A, _banish_borrowed, condition=lambda ctx: ctx.duel.players[ctx.player].lp <= 3000,
                                cost=Cost(lp=1000), borrows=True,
                                target=TargetSpec(zone=Zone.GRAVE, side="own", where=_borrowable,
                                                  text_en="a normal trap in your graveyard",
                                                  text_ja="自分の墓地の通常罠カード"),
                                text_en="its effect becomes the targeted normal trap's; then banish that trap",
                                text_ja="効果は対象の通常罠カード発動時の効果と同じになり、その後それを除外する"))


# はさみ撃ち / Two-Pronged Attack: destroy 2 targeted monsters you control and 1 targeted monster the opponent controls.
define(83887306, Effect(A, destroy_targets,
                        target=TargetSpec(count=3, parts=(TargetSpec(side="own", count=2),
                                                          TargetSpec(side="opp", count=1)),
                                          text_en="2 of your monsters and 1 of the opponent's",
                                          text_ja="自分のモンスター２体と相手のモンスター１体"),
                        text_en="destroy the targets", text_ja="対象を破壊する"))


# ダスト・シュート / Trap Dustshoot: only while the opponent has 4 or more cards in hand: look at their hand and pick a
# monster card in it; it is returned to its owner's deck (shuffled in).
def _dustshoot(res: Resolution) -> None:
    monsters = [c for c in look_at_hand(res, res.opponent) if c.data.is_monster]
    if monsters:
        res.duel.to_deck([res.ask_cards(monsters, purpose=RETURN_TO_DECK.monster)], res.cause)


define(64697231, Effect(A, _dustshoot, asks=True, condition=lambda ctx: len(ctx.duel.players[1 - ctx.player].hand) >= 4,
                        text_en="look at the opponent's hand and return a monster card from it to their deck",
                        text_ja="相手の手札を確認し、モンスターカード１枚を持ち主のデッキに戻す"))


# 覇者の一括 / Thunder of Ruler: in the opponent's standby phase, they conduct no battle phase this turn.
def _thunder(res: Resolution) -> None:
    res.duel.skip_phase(res.opponent, "battle:start", res.duel.turn, res.cause)


define(91781589, Effect(A, _thunder, condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase == "standby",
                        text_en="in the opponent's standby phase: they skip this turn's battle phase",
                        text_ja="相手スタンバイフェイズに発動：このターン相手はバトルフェイズを行えない"))


# トークン謝肉祭 / Token Feastevil: when a token is special summoned, destroy every token on the field; the opponent
# takes 300 damage for each one destroyed.
def _feastevil(res: Resolution) -> None:
    d = res.duel
    gone = d.destroy(tokens_on_field(res), res.cause)
    d.damage(res.opponent, 300 * len(gone), res.cause)


define(83675475, Effect(A, _feastevil, responds_to=("special_summoned",), does=Does.MONSTERS,
                        condition=lambda ctx: any(e.kind == "special_summoned" and ctx.duel.cards[e.card].data.is_token
                                                  for e in ctx.events),
                        needs=lambda ctx: bool(tokens_on_field(ctx)),
                        text_en="a token was special summoned: destroy all tokens; 300 damage to the opponent each",
                        text_ja="トークンが特殊召喚された時、トークンを全て破壊し、１体につき３００ダメージを相手に与える"))


# トロイボム / Trojan Blast: when an effect of the opponent's card takes control of a monster you controlled, destroy
# that monster; if it was, the opponent takes damage equal to its ATK.
def _taken(ctx: Ctx | Resolution, events: tuple[Event, ...]) -> list[Card]:
    d = ctx.duel
    return [d.cards[e.card] for e in events if e.kind == "control" and e.player == ctx.opponent
            and effect_player(d, e.cause) == ctx.opponent and d.cards[e.card].ctl == ctx.opponent]


def _trojan_blast(res: Resolution) -> None:
    d = res.duel
    for c in _taken(res, res.link.events)[:1]:
        atk = d.atk(c)
        if d.destroy([c], res.cause):
            d.damage(res.opponent, atk, res.cause)


define(63323539, Effect(A, _trojan_blast, responds_to=("control",),
                        does=Does.DESTROY | Does.MONSTERS | Does.DAMAGE | Does.OPPONENTS,
                        condition=lambda ctx: bool(_taken(ctx, ctx.events)),
                        text_en="the opponent's effect took your monster: destroy it; they take its ATK as damage",
                        text_ja="相手の効果でコントロールを奪われた時、そのモンスターを破壊し攻撃力分のダメージを与える"))


# 同姓同名同盟 / The League of Uniform Nomenclature: target a face-up normal monster of yours of Level 2 or lower;
# as many cards of its name as you can are special summoned from your deck.
def _namesakes_in_deck(ctx: Ctx, c: Card) -> list[Card]:
    return summonable(ctx, fitting_monsters_in(ctx, ctx.player, Zone.DECK,
                                               lambda x: names.same_name(c, x)))


def _league(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        with deck_searched(d, res.player, True), d.moving_together(res.cause):
            for c in _namesakes_in_deck(ctx_of(res), t):
                if not summon(res, c):
                    break


def _league_target(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.is_normal_monster(c) and ctx.duel.level(c) <= 2 and bool(_namesakes_in_deck(ctx, c))


define(55008284, Effect(A, _league, asks=True,
                        target=TargetSpec(side="own", face="up", where=_league_target,
                                          text_en="your face-up Level 2 or lower normal monster",
                                          text_ja="自分のレベル２以下の表側表示の通常モンスター"),
                        text_en="special summon every card of the target's name from your deck",
                        text_ja="対象と同名のカードをデッキから可能な限り特殊召喚する"))


# 断頭台の惨劇 / Tragedy: when a face-up attack-position monster the opponent controls becomes face-up defense,
# destroy every defense-position monster the opponent controls.
def _tragedy(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.pos in (Pos.DEFENSE, Pos.SET)], res.cause)


define(35686187, Effect(A, _tragedy, responds_to=("position",), does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                        condition=lambda ctx: any(e.kind == "position" and e.pos == int(Pos.ATTACK)
                                                  and e.amount == int(Pos.DEFENSE)
                                                  and ctx.duel.cards[e.card].ctl == ctx.opponent for e in ctx.events),
                        text_en="an opponent's monster went from attack to defense: destroy their defense-position "
                                "monsters",
                        text_ja="相手の攻撃表示モンスターが守備表示になった時、相手の守備表示モンスターを全て破壊する"))


# 誘発召喚 / Triggered Summon: a monster is special summoned to the opponent's field: each player (you first) may
# special summon from their hand 1 monster of Level 4 or lower.
def _triggered_summon(res: Resolution) -> None:
    ctx = ctx_of(res)
    for p in (res.player, res.opponent):
        # each player's own locks and zones for that player's summon
        cands = summonable_now(res, fitting_monsters_in(ctx, p, Zone.HAND, lambda c: ctx.duel.level(c) <= 4), p)
        if not cands:
            continue
        picked = choose_cards(res, cands, 1, p, upto=True, why=partial(summoned_refusal, res, player=p),
                              purpose=SPECIAL_SUMMON.monster)
        if picked:
            summon(res, picked[0], p, asker=p)


define(96148285, Effect(A, _triggered_summon, asks=True, responds_to=("special_summoned",),
                        needs=lambda ctx: any(ctx.duel.free_slots(p, Zone.MONSTERS) > 0 and bool(fitting_monsters_in(
                            ctx, p, Zone.HAND, lambda c: ctx.duel.level(c) <= 4 and can_special_summon(ctx, c)))
                            for p in (0, 1)),
                        condition=special_summoned_to_opponents_field,
                        text_en="a monster was special summoned to the opponent's field: each player may special "
                                "summon a Level 4 or lower monster from their hand",
                        text_ja="相手の場にモンスターが特殊召喚された時：両プレイヤーはレベル４以下のモンスター１体を手札から特殊召喚してもよい"))


# 挑発 / Taunt: in the opponent's main phase 1, target a monster you control; this turn, while it stays on the
# field, a monster of the opponent that attacks must attack it (no other monster, not directly).
def _taunt(res: Resolution) -> None:
    for c in res.targets():
        # every monster of the opponent's; it applies no more from the moment the monster leaves (Duel.still_there)
        for e in drawn_to(res.player, the_object(c), lambda ctx, a: True):
            res.duel.linger(res.card, res.player, e, res.cause, while_there=c)


define(90740329, Effect(A, _taunt, condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase == "main1",
                        target=TargetSpec(Zone.MONSTERS, side="own", text_en="a monster you control",
                                          text_ja="自分フィールドのモンスター"),
                        text_en="in the opponent's main phase 1: this turn their attacks must target the target",
                        text_ja="相手のメインフェイズ１：このターン、相手は対象のモンスターにしか攻撃できない"))


# アース・グラビティ / Terra Firma Gravity: in the opponent's battle phase, while you control a face-up
# 「Ｅ・ＨＥＲＯ ジ・アース」: this turn the opponent's Level 4 or lower monsters must attack a face-up
# 「Ｅ・ＨＥＲＯ ジ・アース」 you control if able, and may attack nothing else.
TERRA_FIRMA = 74711057


def _terra_firma(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and names.is_named(c, TERRA_FIRMA)


def _has_terra_firma(ctx: Ctx) -> bool:
    return any(_terra_firma(ctx, m) for m in ctx.duel.monsters_of(ctx.player))


def _gravity(res: Resolution) -> None:
    me = res.player

    def small(ctx: Ctx, a: Card) -> bool:
        level = ctx.duel.level(a)
        return a.face_up and level is not None and level <= 4 and any(
            _terra_firma(ctx, m) for m in ctx.duel.monsters_of(me))
    for e in drawn_to(me, _terra_firma, small, must=True):
        res.duel.linger(res.card, me, e, res.cause)


define(26509612, Effect(A, _gravity, condition=lambda ctx: ctx.duel.tp != ctx.player
                        and ctx.duel.phase.startswith("battle") and _has_terra_firma(ctx),
                        text_en="this turn the opponent's Level 4 or lower monsters must attack your Terra Firma",
                        text_ja="このターン、相手のレベル４以下のモンスターは「ジ・アース」を攻撃しなければならない"))


# 埋蔵金の地図 / Treasure Map: activated only in response to an effect's activation that would send this card
# from the field back to the hand (one that targets it, or one that declares it returns spell/trap cards it does
# not target: 「ハリケーン」); draw 2 cards, then discard 1. Not while its player may not draw (「神殿を守る者」,
# R004-076). Its discard is from its activator's own hand (`Does.OWN_HAND`): 「墓守の監視者」 answers it (R004-145).
def _about_to_return_me(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or not ctx.card.on_field:
        return False
    eff = ctx.duel.link_effect(link)
    return eff.does_(Does.TO_HAND) and ((ctx.card.idx, ctx.card.oid) in link.targets or eff.does_(Does.SPELLS_TRAPS))


_ABOUT_TO_RETURN_ME = Answers(_about_to_return_me, "the activation of an effect that returns this card from the field "
                              "to the hand", "フィールド上のこのカードを手札に戻す効果の発動")


def _treasure_map(res: Resolution) -> None:
    d = res.duel
    if d.draw(res.player, 2, res.cause):
        d.next_thing()
        discard_chosen(res, res.player, 1)


define(54762426, Effect(A, _treasure_map, condition=_ABOUT_TO_RETURN_ME, needs=may_draw("self"), asks=True, draws=2,
                        does=Does.OWN_HAND,
                        text_en="answering an effect that would return it to the hand: draw 2, then discard 1",
                        text_ja="このカードを手札に戻す効果の発動に対して発動できる。２枚ドローし、その後１枚捨てる"))
