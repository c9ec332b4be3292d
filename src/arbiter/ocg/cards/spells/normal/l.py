"""The normal spell cards whose English name begins with L."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.kernel.reasons import Why
from arbiter.ocg import names
from arbiter.ocg.cards.common import ctx_of, grant_this_turn, room
from arbiter.ocg.cards.shared.card_kinds import is_spell_card
from arbiter.ocg.cards.shared.destruction import destroy_all_face_up
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.level_monsters import lv_of, named_next_level
from arbiter.ocg.cards.shared.recruiters import monsters_in_deck
from arbiter.ocg.cards.shared.search import deck_has, deck_searched, search_op, search_refusal
from arbiter.ocg.cards.shared.special_summons import pick_to_summon, summon, summon_one_of, summon_picked, summonable
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.turn_log import turn_log
from arbiter.ocg.cards.shared.zones import cards_in_hand, deck_of, face_up_opp, fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SHOW
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# レベル調整 / Level Modulation: the opponent draws 2; special summon an 「ＬＶ」 monster from your graveyard,
# ignoring its summoning conditions (not the rule that keeps there a monster never properly summoned:
# `summon_conditions.allows_ignoring`); this turn it cannot attack, and its effects are neither activated nor
# applied (a continuous negation of that face-up monster left for the turn: turned face-down, it is a new card).
def _lvs_in_grave(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.GRAVE, lambda c: lv_of(c) > 0)


def _level_modulation(res: Resolution) -> None:
    d = res.duel
    d.draw(res.opponent, 2, res.cause)
    c = pick_to_summon(res, _lvs_in_grave(ctx_of(res)), ignore_conditions=True)
    if c is None:
        return
    summon(res, c, ignore_conditions=True)
    if c.zone is Zone.MONSTERS:
        d.restrict(c, "attack", res.cause)
        d.restrict(c, "activate", res.cause)
        grant_this_turn(res, c, "its effects do not apply this turn", "このターン効果を適用できない", negates="monster")


define(61850482, Effect(A, _level_modulation, asks=True, draws=2, drawer="opp",
                        needs=lambda ctx: room(ctx) and may_draw("opp")(ctx) and bool(
                            summonable(ctx, _lvs_in_grave(ctx), ignore_conditions=True)),
                        text_en="the opponent draws 2; special summon an LV monster from your graveyard",
                        text_ja="相手は２枚ドローし、墓地の「ＬＶ」モンスター１体を特殊召喚する"))

# 魔女狩り / Last Day of Witch: destroy every face-up Spellcaster monster on the field.
define(90330453, destroy_all_face_up("Spellcaster", "Spellcaster", "魔法使い族"))


# ライトニング・ボルテックス / Lightning Vortex: discard 1 card (the cost): destroy every face-up monster the opponent
# controls.
def _vortex(res: Resolution) -> None:
    res.duel.destroy(face_up_opp(res), res.cause)


define(69162969, Effect(A, _vortex, does=Does.MONSTERS | Does.OPPONENTS, cost=Cost(discard=1),
                        needs=lambda ctx: bool(face_up_opp(ctx)),
                        text_en="discard 1 card: destroy all face-up monsters the opponent controls",
                        text_ja="手札を１枚捨て、相手フィールド上の表側表示モンスターを全て破壊する"))


# 遺言状 / Last Will: this turn, once, when a monster you control is sent to your graveyard, you can special
# summon a monster with 1500 or less ATK from your deck (a "?" never qualifies, R004-018 / R004-020). The
# resolution leaves that one-time trigger in place for the turn; using it ends it.
def _last_will_fits(c: Card) -> bool:
    return c.data.atk is not None and c.data.atk <= 1500


def _last_will(res: Resolution) -> None:
    d = res.duel
    watches: list[Effect] = []

    def sent_from_my_field(ctx: Ctx, ev: Event) -> bool:
        return (ctx.duel.turn == turn and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)
                and ev.player == ctx.player and ctx.duel.cards[ev.card].owner == ctx.player)

    def can_summon(ctx: Ctx) -> bool:
        return (ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0
                and bool(monsters_in_deck(ctx.duel, ctx.player, _last_will_fits)))

    def summon_from_deck(r: Resolution) -> None:
        dd = r.duel
        for w in watches:
            dd.end_lingering(w)
        with deck_searched(dd, r.player, True):
            summon_picked(r, monsters_in_deck(dd, r.player, _last_will_fits))

    turn = d.turn
    for kind in ("destroyed", "sent", "tributed"):
        watches.append(Effect(Kind.TRIGGER, summon_from_deck, trigger=kind, self_trigger=False,
                              when=sent_from_my_field, needs=can_summon, mandatory=False, misses_timing=True,
                              asks=True, text_en="special summon a monster with 1500 or less ATK from your deck",
                              text_ja="攻撃力１５００以下のモンスターをデッキから１体特殊召喚する"))
    for w in watches:
        d.linger(res.card, res.player, w, res.cause, turns=1)


define(85602018, Effect(A, _last_will,
                        text_en="this turn, once: when a monster you control is sent to your graveyard, special "
                                "summon a monster with 1500 or less ATK from your deck",
                        text_ja="このターン１回だけ、自分のモンスターが墓地へ送られた時に、攻撃力１５００以下の"
                                "モンスターをデッキから１体特殊召喚できる"))


# レベルアップ！ / Level Up!: send a face-up 「ＬＶ」 monster you control to the graveyard as its cost; special summon
# the monster its text names (its family's next level) from your hand or deck, ignoring its summoning conditions
# (so only a 「ＬＶ」 monster whose next level it may summon from there is sent).
def _named_in_hand_or_deck(ctx: Ctx | Resolution, named: int) -> list[Card]:
    d, me = ctx.duel, ctx.player
    return [c for c in cards_in_hand(d, me) + deck_of(d, me) if named and is_named(c, named)]


def _level_up(res: Resolution) -> None:
    sent = [res.duel.cards[i] for i in res.link.cost_cards]
    summon_one_of(res, _named_in_hand_or_deck(res, named_next_level(sent[0]) if sent else 0), ignore_conditions=True,
                  deck=True)


def _leveller(ctx: Ctx, c: Card) -> bool:
    """A face-up 「ＬＶ」 monster whose named monster is in its player's hand or deck, and may be summoned from there
    (no activation that could do nothing)."""
    return c.face_up and lv_of(c) > 0 and bool(
        summonable(ctx, _named_in_hand_or_deck(ctx, named_next_level(c)), ignore_conditions=True))


define(25290459, Effect(A, _level_up, asks=True, cost=Cost(tribute=1, tribute_sends=True, tribute_filter=_leveller),
                        text_en="send a face-up LV monster: special summon the monster its text names from your hand "
                                "or deck, ignoring its summoning conditions",
                        text_ja="「ＬＶ」モンスター１体を墓地へ送る。そのカードに名前のあるモンスターを手札・デッキから、召喚条件を無視して特殊召喚する"))


# リニアキャノン / Linear Accelerator Cannon: tribute a monster you control (the cost); the opponent takes damage
# equal to half its original ATK (the printed one, read in the graveyard). Activated only in a turn you have
# activated no other spell card, and you activate none after it this turn (`turn_ban`).
def _linear(res: Resolution) -> None:
    d = res.duel
    atk = sum(d.cards[i].base.atk or 0 for i in res.link.cost_cards)
    d.damage(res.target_player, half_up(atk), res.cause)


define(64238008, Effect(A, _linear, cost=Cost(tribute=1), targets_player="opp", turn_ban=("activate_spell",),
                        text_en="tribute a monster: the opponent takes half its original ATK in damage; no other "
                                "spell card this turn",
                        text_ja="自分のモンスター１体を生け贄に捧げる。相手は、それの元々の攻撃力の半分だけダメージを受ける。"
                                "このターン他の魔法カードを発動できない"))


# 宝札雲 / Lucky Cloud: in the end phase of the turn it is activated, if its player normal, flip or special summoned
# 2 or more 「雲魔物」 monsters of one name that turn (read from the turn's log, summons before the activation
# counted), they draw 2 cards.
def _clouds_of_one_name(d: Duel, player: int) -> bool:
    seen: dict[int, set[int]] = {}
    for e in turn_log(d):
        if e.kind in ("summon", "flip_summon", "special_summon") and e.args[0] == player:
            i = getattr(e.args[1], "card", -1)
            if i >= 0 and name_includes(d.cards[i], "雲魔物"):
                seen.setdefault(d.cards[i].data.passcode, set()).add(i)
    return any(len(cards) >= 2 for cards in seen.values())


def _lucky_cloud(res: Resolution) -> None:
    d, turn = res.duel, res.duel.turn

    def at_end(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "end" and ctx.duel.turn == turn and _clouds_of_one_name(ctx.duel, ctx.player)

    def draw(r: Resolution) -> None:
        r.duel.draw(r.player, 2, r.cause)

    d.linger(res.card, res.player, Effect(Kind.TRIGGER, draw, trigger="phase", self_trigger=False, when=at_end,
                                          text_en="the end phase, after 2 or more Cloudians of one name were summoned: "
                                                  "draw 2",
                                          text_ja="同名の「雲魔物」を２体以上召喚していればエンドフェイズに２枚ドロー"),
             res.cause)


define(82760689, Effect(A, _lucky_cloud, does=Does.DRAW,
                        text_en="in this end phase, draw 2 if you summoned 2 or more Cloudians of one name this turn",
                        text_ja="このターンに同じ名前の「雲魔物」を２体以上出していれば（召喚・反転召喚・特殊召喚）、エンドフェイズに２枚ドローする"))


# 左腕の代償 / Left Arm Offering (first printed after the era: its only text): with 2 or more other cards in your
# hand, banish your whole hand (the cost) to add a spell card from your deck to your hand (not activated with none
# there). In the turn you activate it you set no spell or trap card, neither before it (it cannot be activated then)
# nor after it.
def _left_arm_may(ctx: Ctx) -> bool:
    return sum(1 for i in ctx.duel.players[ctx.player].hand if i != ctx.card.idx) >= 2


define(86541496, Effect(A, search_op(is_spell_card), asks=True, condition=_left_arm_may, needs=deck_has(is_spell_card),
                        cost=Cost(hand_send_all=True, hand_to="banish"), turn_ban=("set_spell_trap",),
                        text_en="banish your whole hand: add a spell card from your deck to your hand; you set no "
                                "spell or trap card this turn",
                        text_ja="手札を全て除外する。デッキの魔法カードを１枚手札に加え、このターン魔法・罠カードをセットできない"))


# why 「天声の服従」's summon is no choice: the activator has no monster zone free
NO_ZONE_THERE = Why("the activator has no free monster zone to special summon it to",
                    "発動したプレイヤーのフィールドに空いているモンスターカードゾーンがない")


# 天声の服従 / Lullaby of Obedience (first printed after the era: its only text): pay 2000 LP and declare a monster
# card name; the opponent looks through their deck, and if it holds the declared monster, they show one and choose:
# it is added to the activator's hand, or the activator special summons it in attack position, ignoring its summoning
# conditions. The deck is shuffled after it is looked through.
def _lullaby(res: Resolution) -> None:
    d, me, opp = res.duel, res.player, res.opponent
    named = int(res.link.declared)

    def declared(c: Card) -> bool:
        return names.is_named(c, named)

    found = [c for c in deck_of(d, opp) if declared(c)]
    if found:
        # a card refused is one of no declared name, or one not in their deck: a search's checks
        c = res.ask_cards(found, "select", opp,
                          why=lambda x: search_refusal(res, opp, (Zone.DECK,), declared, x),
                          purpose=SHOW.monster)
        d.reveal([c], me, picker=opp)  # shown to both: its player picked it from their own deck
        modes = [Option("hand", "choice", label_en="add it to the activator's hand",
                        label_ja="発動したプレイヤーの手札に加える")]
        up = Option("summon", "choice", label_en="the activator special summons it in attack position",
                    label_ja="発動したプレイヤーのフィールドに攻撃表示で特殊召喚する")
        free = d.free_slots(me, Zone.MONSTERS)
        if free:
            modes.append(up)
        o = res.ask(modes, "choice", opp, "choose an effect", "効果を選ぶ",
                    closed=() if free else ((up, lambda: NO_ZONE_THERE),))
        if o.key == "hand":
            d.to_hand([c], res.cause, player=me)
        else:
            d.special_summon(c, me, Pos.ATTACK, res.cause, ignore_conditions=True)
    d.shuffle_deck(opp)


define(39238953, Effect(A, _lullaby, asks=True, cost=Cost(lp=2000), declare_name=lambda cd: cd.kind == "monster",
                        text_en="pay 2000 LP, declare a monster name: the opponent shows one from their deck and gives "
                                "it to your hand or your field",
                        text_ja="２０００ライフを払いモンスターカード名を宣言する。相手はデッキのそのモンスター１体を確認し、"
                                "発動したプレイヤーの手札に加えるか攻撃表示で特殊召喚させる"))
