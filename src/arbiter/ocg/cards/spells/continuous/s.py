"""The continuous spell cards whose English name begins with S."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import SEND_SELF, bare_activation, bind, bound, can_special_summon, ctx_of, takeable
from arbiter.ocg.cards.shared.cloudians import is_cloudian
from arbiter.ocg.cards.shared.columns import free_next_to, move_sideways
from arbiter.ocg.cards.shared.discard import discard_chosen
from arbiter.ocg.cards.shared.draw import may_draw, skip_opponents_next_draw_phase
from arbiter.ocg.cards.shared.events import LEAVES, left_face_up, monster_back_to_hand
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs
from arbiter.ocg.cards.shared.resolving import alive, ask_many
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import pick_to_summon, summon
from arbiter.ocg.cards.shared.summon_responses import summoned_event
from arbiter.ocg.cards.shared.to_hand_and_deck import to_deck_instead
from arbiter.ocg.cards.shared.turn_counts import (
    count_standbys_since_activation,
    destroy_self_if_alive,
    ends_in_own_standby,
)
from arbiter.ocg.cards.shared.upkeep import cost_cause, upkeep
from arbiter.ocg.cards.shared.zones import cards_in_hand, no_monsters, players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, open_unless
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE

# セカンド・チャンス / Second Coin Toss (continuous spell): once a turn, when an effect makes you toss coins, you may
# toss them all again from the start (R004-014 lists the cards it works with).
define(36562627, bare_activation(),
       Effect(Kind.CONTINUOUS, redo="coin", once_per_turn=True, when=lambda ctx, ev: ev.player == ctx.player,
              text_en="once a turn you may redo your coin toss",
              text_ja="１ターンに１度、自分のコイントスをやり直せる"))


# 魔力倹約術 / Spell Economics (continuous spell): its controller activates spell cards without paying
# the LP the activation costs. Effects of spells already face-up and active (リサイクル's), costs of
# effects in the graveyard (悪魔のくちづけ's) and maintenance costs are not activation costs.
def _activating_own_spell(ctx: Ctx, c: Card) -> bool:
    if c.data.kind != "spell" or c.active:
        return False
    if c.zone is Zone.HAND:
        return c.owner == ctx.player
    return c.on_field and c.ctl == ctx.player


define(4259068, bare_activation(),
       Effect(Kind.CONTINUOUS, waives_lp_costs=True, affects=_activating_own_spell,
              text_en="you activate spell cards without paying LP",
              text_ja="魔法カードの発動にＬＰの支払いが要らなくなる"))

# 魂吸収 / Soul Absorption (continuous spell): each time cards are banished, its controller gains 500 for
# each of them, with no chain link; cards banished together are one gain (the "moved" event of the verb
# that banished them: R004-088.22).
define(68073522, bare_activation(),
       Effect(Kind.AT_ONCE, lambda res: res.duel.gain_lp(res.player, 500 * res.link.events[0].amount, res.cause),
              trigger="moved", when=lambda ctx, ev: ctx.card.active and ev.dst == int(Zone.BANISHED),
              text_en="cards were banished: gain 500 LP for each",
              text_ja="カードが除外されるたび：その枚数×５００ＬＰ回復"))

T = Kind.TRIGGER

SPRING = 94425169


# エレメントの泉 / Spring of Rebirth (continuous spell): each time monsters on the field return to their
# owner's hand, its controller gains 500 LP, once for each occasion however many return (R004-106). A
# monster card in a spell & trap zone (an equip card, a 宝玉獣 treated as a continuous spell) was not on
# the field as a monster (R004-111), and a monster whose summon was negated never was (R004-110). A token
# "returned" ceases to exist and never reaches the hand (`events.monster_back_to_hand`).
def _spring_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not monster_back_to_hand(ctx, ev):
        return False
    return not any(t.card == ctx.card.idx and t.event.cause == ev.cause and t.serial == d.serial
                   for t in d.triggers)


def _gain_500(res: Resolution) -> None:
    res.duel.gain_lp(res.player, 500, res.cause)


define(SPRING, bare_activation(),
       Effect(T, _gain_500, trigger="to_hand", self_trigger=False, when=_spring_when,
              text_en="monsters returned from the field to the hand: gain 500 LP",
              text_ja="フィールドのモンスターが手札に戻った時、５００ライフポイント回復する"))


# 霊子エネルギー固定装置 / Spiritual Energy Settle Machine (continuous spell): spirit monsters stay on the
# field (their return in the end phase does not happen); in your end phase discard 1 card or destroy this card (a
# maintenance cost: no chain link, asked under 「王宮の勅命」, the card discarded as a cost, so none that would be
# banished instead under 「マクロコスモス」 can pay it); when it leaves the
# field face-up (not a set one, nor one whose activation was negated: as 「ポールポジション」), every face-up
# spirit monster returns to its owner's hand.
def _discard_or_destroy(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if not alive(res) or not c.on_field:
        return
    # a card that would not reach the graveyard (banished instead: 「マクロコスモス」) cannot pay the cost, as it cannot
    # pay an attack's (`cost_to_grave`)
    hand = [x for x in cards_in_hand(d, res.player) if not d.forbidden(x, "cost_to_grave")]
    opts = [d.card_option("discard", x.idx) for x in hand]
    opts.append(Option("no", "no", label_en="do not discard", label_ja="捨てない"))
    # with no card that can pay the cost: destroyed unasked, as an unpayable LP cost (`maintenance`)
    o = res.ask(opts, "discard", prompt_en="discard a card or destroy this card",
                prompt_ja="手札を１枚捨てるか、このカードを破壊する") if hand else None
    if o is None or o.kind == "no":
        d.destroy([c], res.cause)
    else:
        d.discard([o.card], cost_cause(res))


def _spirits(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in d.monsters_of(p) if c.face_up and "spirit" in c.data.subtypes]


define(99173029, bare_activation(),
       Effect(Kind.CONTINUOUS, forbids=("spirit_return",), affects=lambda ctx, c: "spirit" in c.data.subtypes,
              text_en="spirit monsters stay on the field",
              text_ja="スピリットモンスターは手札に戻らずフィールドに残る"),
       upkeep(_discard_or_destroy, phase="end", discards=1,
              text_en="your end phase: discard 1 card, or destroy this card (a maintenance cost, no chain link)",
              text_ja="自分のエンドフェイズに手札を１枚捨てる。捨てなければこのカードを破壊する（維持コスト）"),
       *(Effect(T, lambda res: res.duel.to_hand(_spirits(res.duel), res.cause), trigger=k, does=Does.MONSTERS,
                when=left_face_up, needs=lambda ctx: bool(_spirits(ctx.duel)),
                text_en="face-up spirit monsters return to the hand",
                text_ja="表側表示のスピリットモンスターを全て手札に戻す")
         for k in LEAVES), numbering=(0, 1, 2, *(3,) * 6))


# ポジションチェンジ / Senet Switch (continuous spell): once a turn, target 1 monster you control: move it to an
# unused neighbouring monster zone (declared left or right). The side is declared before the target is chosen:
# only a side with some monster of yours next to an unused zone there, then only a monster with that side unused.
def _switch(res: Resolution) -> None:
    for t in res.targets():
        move_sideways(res, t)


def _side_free(ctx: Ctx, c: Card, side: str) -> bool:
    return c.slot + (-1 if side == "left" else 1) in free_next_to(ctx, c)


def _switchable(ctx: Ctx, c: Card) -> bool:
    return _side_free(ctx, c, ctx.declared) if ctx.declared else bool(free_next_to(ctx, c))


NO_FREE_SIDE = Why("none of its player's monsters has an unused zone on that side",
                   "その側に使用されていないゾーンがある自分のモンスターがいない")


def _side_why(ctx: Ctx, side: str) -> str:
    d = ctx.duel
    return "" if any(_side_free(ctx, d.cards[i], side) for i in d.players[ctx.player].monsters if i >= 0)\
        else NO_FREE_SIDE


define(63394872, bare_activation(lambda res: None),
       Effect(Kind.IGNITION, _switch, once_per_turn=True, declare=("left", "right"),
              declare_ok=open_unless(_side_why), declare_why=_side_why,
              target=TargetSpec(side="own", where=_switchable,
                                text_en="your monster next to an unused zone",
                                text_ja="隣が空いている自分のモンスター"),
              text_en="move the target to the neighbouring unused monster zone",
              text_ja="対象を隣の空いているモンスターゾーンに移動する"))

# 「暗黒騎士ガイア」, 「疾風の暗黒騎士ガイア」, 「竜騎士ガイア」
_GAIA_NAMES = (6368038, 16589042, 66889139)
_GAIA_THE_DRAGON_CHAMPION = 66889139


def _my_gaia(ctx: Ctx, c: Card) -> bool:
    return c.ctl == ctx.player and c.zone is Zone.MONSTERS and is_named(c, *_GAIA_NAMES)


def _piercing_by_dragon_champion(ctx: Ctx, ev: Event) -> bool:
    """Battle damage to the opponent by this player's 「竜騎士ガイア」 attacking a defense position monster (the
    attacked monster is still on the field until the damage step is over, so its position is still known)."""
    d = ctx.duel
    att = d.attack
    if ev.cause.reason is not Reason.BATTLE or ev.player != ctx.opponent or att is None or att[2] < 0:
        return False
    a, t = d.cards[att[0]], d.cards[att[2]]
    return (ev.cause.card == a.idx and a.ctl == ctx.player and is_named(a, _GAIA_THE_DRAGON_CHAMPION)
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
define(49328340, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=_my_gaia, pierce=True,
              text_en="your Gaia knights deal piercing battle damage",
              text_ja="自分の「ガイア」騎士は貫通ダメージを与える"),
       Effect(T, _draw_two_discard_one, trigger="damage", self_trigger=False, when=_piercing_by_dragon_champion,
              does=Does.OWN_HAND, needs=may_draw("self"),
              asks=True,
              text_en="「竜騎士ガイア」 dealt piercing damage: draw 2 cards, then discard 1",
              text_ja="「竜騎士ガイア」が貫通ダメージを与えた：２枚ドローし、その後手札を１枚捨てる"))


def _spell_card_resolved(ctx: Ctx, ev: Event) -> bool:
    """The activation of a spell card (not the effect of a face-up spell) has resolved, not negated, while this
    card's own activation had already resolved."""
    return ev.detail == "activation" and ev.card != ctx.card.idx and ctx.duel.cards[ev.card].data.is_spell\
        and ctx.card.active


# 魔法吸収 / Spell Absorption (continuous spell): each time either player activates a spell card, its controller
# gains 500 LP as that activation resolves, with no chain link (as 「黒魔導の執行官」's damage): nothing for one
# negated, nor while this card is not face-up on the field then (each gain is one gain, R004-088.25).
define(51481927, bare_activation(),
       Effect(Kind.AT_ONCE, lambda res: res.duel.gain_lp(res.player, 500, res.cause), trigger="resolved",
              self_trigger=False, when=_spell_card_resolved,
              text_en="a spell card's activation resolved: gain 500 LP",
              text_ja="魔法カードが発動する度に、５００ライフ回復する"))


# つまずき / Stumbling (continuous spell): a monster that is normal, flip or special summoned turns to
# defense position (the page lists it among the triggers of a flip summon). Effects 2 and 3 are that
# trigger, for summons and for special summons.
def _in_attack(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK


def _stumbling(res: Resolution) -> None:
    c = summoned_event(res)
    if c is not None and c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(34646691,
       bare_activation(),
       Effect(Kind.TRIGGER, _stumbling, trigger="summoned", when=_in_attack, self_trigger=False,
              text_en="the summoned monster turns to defense position", text_ja="召喚されたモンスターを守備表示にする"),
       Effect(Kind.TRIGGER, _stumbling, trigger="special_summoned", when=_in_attack, self_trigger=False,
              text_en="the special summoned monster turns to defense position",
              text_ja="特殊召喚されたモンスターを守備表示にする"), numbering=(0, 1, 1))


# 闇の護封剣 / Swords of Concealing Light (continuous spell): as it resolves, if the opponent controls a face-up
# monster, every monster they control is turned face-down defense position; while it is face-up on the field the
# opponent's monsters cannot change their battle positions; it is destroyed in your second standby phase after its
# activation (the standby phases that begin are counted, not turns: R004-132, `count_standbys`).
def _concealing_swords(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if any(c.face_up for c in theirs):
        with d.moving_together(res.cause):
            for c in theirs:
                if c.face_up:
                    d.set_position(c, Pos.SET, res.cause)


define(12923641,
       Effect(A, _concealing_swords, text_en="turn every monster the opponent controls face-down",
              text_ja="相手モンスターを全て裏側守備表示にする"),
       Effect(Kind.CONTINUOUS, forbids=("change_position",),
              affects=lambda ctx, c: ctx.card.active and c.zone is Zone.MONSTERS and c.ctl == ctx.opponent,
              text_en="the opponent's monsters cannot change their battle positions",
              text_ja="相手のモンスターは表示形式の変更不可"),
       Effect(T, destroy_self_if_alive, trigger="phase", self_trigger=False, when=ends_in_own_standby(2),
              text_en="your second standby phase after its activation: destroy this card",
              text_ja="発動から数えて自分の２度目のスタンバイフェイズで破壊"),
       *count_standbys_since_activation())


# 千里眼 / Senri Eye (continuous spell): once a turn, in your standby phase, you may pay 100 LP to look at the top
# card of the opponent's deck (it stays there; the opponent does not see it).
def _senri_eye(res: Resolution) -> None:
    deck = res.duel.players[res.opponent].deck
    if deck:
        res.duel.reveal([res.duel.cards[deck[-1]]], res.player)


define(60391791, bare_activation(),
       Effect(T, _senri_eye, trigger="phase", self_trigger=False, mandatory=False, once_per_turn=True,
              cost=Cost(lp=100), does=Does.OTHER,
              when=lambda ctx, ev: ctx.card.active and ev.detail == "standby" and ctx.duel.tp == ctx.player,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
              text_en="your standby phase: pay 100 LP to look at the opponent's top card",
              text_ja="自分のスタンバイフェイズに１００ライフを払い、相手のデッキの一番上を確認する"))


# うごめく影 / Shifting Shadows (continuous spell): once a turn, pay 300 LP: your face-down
# defense position monsters are shuffled among their zones and stay face-down.
def _own_face_down(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.pos is Pos.SET]


define(59237154, bare_activation(),
       Effect(Kind.IGNITION, lambda res: res.duel.shuffle_places(_own_face_down(res)), cost=Cost(lp=300),
              once_per_turn=True, does=Does.OTHER, needs=lambda ctx: len(_own_face_down(ctx)) >= 2,
              text_en="pay 300 LP: shuffle your face-down defense monsters among their zones",
              text_ja="３００ＬＰ払う：自分の裏側守備表示モンスターを混ぜて配置し直す"))


# 六武衆の結束 / Six Samurai United (continuous spell): each time a 「六武衆」 monster is normal or special summoned (a
# flip summon is neither), put a bushido counter on this card (at most 2; with no chain link; one for the monsters one
# effect summons together); send this card with counters to the graveyard: draw 1 card for each counter it had (not
# activated while the deck holds fewer: docs/uncertain-rulings.md, 「強欲な壺」 and the other draw cards).
BUSHIDO = "武士道カウンター"


def _samurai_summoned(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ctx.card.active and (ev.kind == "special_summoned" or ev.detail == "normal") and c.data.is_monster\
        and name_includes(c, "六武衆") and ctx.card.counters.get(BUSHIDO, 0) < 2


def _bushido(res: Resolution) -> None:
    res.duel.add_counter(res.card, BUSHIDO, 1, res.cause)


def _united_draw(res: Resolution) -> None:
    res.duel.draw(res.player, res.link.noted, res.cause)


define(72345736, bare_activation(),
       *(Effect(Kind.AT_ONCE, _bushido, trigger=k, when=_samurai_summoned, together=True,
                text_en="a Six Samurai monster is summoned: put a bushido counter on this card (at most 2)",
                text_ja="「六武衆」が召喚・特殊召喚される度に武士道カウンターを置く（最大２つ）")
         for k in ("summoned", "special_summoned")),
       Effect(Kind.IGNITION, _united_draw, cost=SEND_SELF,
              condition=lambda ctx: ctx.card.counters.get(BUSHIDO, 0) > 0, needs=may_draw("self"),
              draws_by=lambda ctx: ctx.card.counters.get(BUSHIDO, 0),
              notes_on_activation=lambda ctx: ctx.card.counters.get(BUSHIDO, 0),
              text_en="send this card to the graveyard: draw 1 card for each bushido counter on it",
              text_ja="このカードを墓地へ送り、武士道カウンターの数だけドローする"),
       holds=((BUSHIDO, 2),), numbering=(0, 1, 1, 2))


# 輪廻転生 / Samsara: while it is face-up, the monster cards a ritual summon tributes go to their owner's deck
# instead of the graveyard, and that deck is shuffled (the tributes' events say "ritual": `ritual.ritual_summon`).
def _ritual_tribute(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "tributed" and ev.detail == "ritual" and ev.dst == int(Zone.GRAVE)\
        and ctx.duel.cards[ev.card].base.is_monster


def _shuffle_owner(res: Resolution) -> None:
    d = res.duel
    d.shuffle_deck(d.cards[res.link.events[0].card].owner)


define(44182827, bare_activation(),
       Effect(Kind.REPLACEMENT, when=_ritual_tribute, instead=to_deck_instead,
              text_en="monsters tributed for a ritual summon go to the deck instead of the graveyard",
              text_ja="儀式召喚で生け贄にされたモンスターカードは代わりに持ち主のデッキへ戻る"),
       Effect(Kind.AT_ONCE, _shuffle_owner, trigger="tributed",
              when=lambda ctx, ev: ev.detail == "ritual" and ev.dst == int(Zone.DECK),
              text_en="then the deck is shuffled", text_ja="その後デッキをシャッフルする"),
       numbering=(0, 1, 1))


# 死のメッセージ「Ｅ」「Ａ」「Ｔ」「Ｈ」 / Spirit Message "I", "N", "A", "L": no effect of their own; only
# 「ウィジャ盤」's effect puts them onto the field (never activated, never set: `placed_only`), where the board
# reads them.
for _message in (31893528, 67287533, 94772232, 30170981):
    define(_message, placed_only=True)


# マジック・クロニクル / Spell Chronicle (continuous spell): activated by sending your whole hand to the graveyard (the
# cost); you banish 5 spell or trap cards of your choice from your deck face-up. Each time a spell card the opponent
# activated resolves, this card gets a Chronicle Counter (no chain link). Remove 2 of them (the cost): the opponent
# picks one of the cards this card banished, and it goes to your hand. Once this card leaves the field face-up (not
# a set one, nor one whose activation was negated: `left_face_up`), you take 500 damage for each card this card
# banished that is still banished.
CHRONICLE = "chronicle"


def _chronicle_key(oid: int) -> str:
    return f"spell chronicle:{oid}"


def _chronicled(d: Duel, me: Card, oid: int) -> list[Card]:
    """The cards the card object `oid` of this card banished, still banished as those objects."""
    return [d.cards[i] for i, o in sorted(noted_pairs(d, _chronicle_key(oid)))
            if d.cards[i].zone is Zone.BANISHED and d.cards[i].oid == o]


def _deck_spells_traps(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if not d.cards[i].data.is_monster]


def _chronicle(res: Resolution) -> None:
    d, me = res.duel, res.card
    cards = _deck_spells_traps(res)
    if not me.on_field or me.oid != res.link.oid:
        return
    with deck_searched(d, res.player, True):  # looked through for five, found or not: shuffled after (R004-100)
        if len(cards) >= 5:
            for c in d.banish(ask_many(res, cards, least=5, most=5), res.cause):
                note_pair(d, _chronicle_key(me.oid), c.idx, c.oid)


def _count_spell(res: Resolution) -> None:
    res.duel.add_counter(res.card, CHRONICLE, 1, res.cause)


def _back_one(res: Resolution) -> None:
    d = res.duel
    cands = _chronicled(d, res.card, res.link.oid)
    if cands:
        d.to_hand([res.ask_cards(cands, player=res.opponent, purpose=TO_HAND)], res.cause)


def _chronicle_burn(res: Resolution) -> None:
    d = res.duel
    n = len(_chronicled(d, res.card, res.link.events[0].oid))
    if n:
        d.damage(res.player, 500 * n, res.cause)


define(74402414,
       Effect(A, _chronicle, cost=Cost(hand_send_all=True), asks=True,
              needs=lambda ctx: len(_deck_spells_traps(ctx)) >= 5,
              text_en="send your whole hand to the graveyard: banish 5 spell/trap cards of your deck",
              text_ja="手札を全て墓地へ送って発動：デッキから魔法・罠カード５枚を除外する"),
       Effect(Kind.AT_ONCE, _count_spell, trigger="resolved",
              when=lambda ctx, ev: ev.detail == "activation" and ev.player == ctx.opponent and ctx.card.active
              and ctx.duel.cards[ev.card].data.is_spell,
              text_en="each time the opponent's spell card activation resolves: a Chronicle Counter on this card",
              text_ja="相手の魔法カードの発動ごと：このカードにクロニクルカウンター１つ"),
       Effect(Kind.IGNITION, _back_one, cost=Cost(remove_counters=(CHRONICLE, 2), counters_self=True), asks=True,
              condition=lambda ctx: ctx.card.active,
              needs=lambda ctx: bool(_chronicled(ctx.duel, ctx.card, ctx.card.oid)),
              text_en="remove 2 Chronicle Counters: the opponent picks one of the cards this card banished; add it "
                      "to your hand",
              text_ja="クロニクルカウンターを２つ取り除き、このカードで除外したカードから相手が選んだ１枚を手札に加える"),
       *(Effect(T, _chronicle_burn, trigger=k, when=left_face_up, does=Does.SELF_DAMAGE,
                text_en="this face-up card leaves the field: 500 damage to you for each card it banished",
                text_ja="表側表示でフィールドを離れた時：自身が除外したカード１枚ごとに自分は５００ダメージ")
         for k in LEAVES),
       holds=((CHRONICLE, 0),), numbering=(1, 2, 3, 4, 4, 4, 4, 4, 4))


# 召喚雲 / Summon Cloud (continuous spell): once a turn in your main phase, while you control no monster, special
# summon a Level 4 or lower 「雲魔物」 monster from your hand or your graveyard (the era's text: your own graveyard);
# one summoned from the graveyard destroys this card.
def _small_cloudians(ctx: Ctx) -> list[Card]:
    d = ctx.duel

    def ok(c: Card) -> bool:
        return c.data.is_monster and is_cloudian(c) and d.level(c) <= 4 and can_special_summon(ctx, c)

    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    return [c for c in cards_in_hand(d, ctx.player) if ok(c)] + takeable(ctx, ok, Zone.MONSTERS, "special_summoned")


def _summon_cloud(res: Resolution) -> None:
    ctx = ctx_of(res)
    m = pick_to_summon(res, _small_cloudians(ctx)) if no_monsters(ctx) else None
    if m is None:
        return
    from_grave = m.zone is Zone.GRAVE
    if summon(res, m) and from_grave and alive(res) and res.card.on_field:
        res.duel.destroy([res.card], res.cause)


define(55375684, bare_activation(),
       Effect(Kind.IGNITION, _summon_cloud, once_per_turn=True, asks=True, condition=no_monsters,
              needs=lambda ctx: bool(_small_cloudians(ctx)),
              text_en="you control no monster: special summon a Level 4 or lower Cloudian from your hand or "
                      "graveyard; from the graveyard, destroy this card",
              text_ja="自分のモンスターゾーンが空の時：レベル４以下の「雲魔物」１体を手札か墓地から特殊召喚。"
                      "墓地からだったらこのカードを破壊"))


# 魂を吸う竹光 / Soul Devouring Bamboo Sword (continuous spell): target a monster equipped with a 「竹光」 equip spell;
# when that monster inflicts battle damage to the opponent (while this card is face-up), they skip their next draw
# phase. It is destroyed in your second standby phase after its activation (standby phases counted: R004-132).
def _bamboo_equipped(ctx: Ctx, m: Card) -> bool:
    d = ctx.duel
    return any(d.cards[i].equipped_to == m.idx and "equip" in d.cards[i].data.subtypes
               and name_includes(d.cards[i], "竹光") for pl in d.players for i in pl.spells if i >= 0)


def _bamboo_sword(res: Resolution) -> None:
    d = res.duel
    if not alive(res) or not res.card.on_field:
        return
    for t in res.targets():
        bind(d, "soul devouring", res.card, t)


def _bamboo_damage(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.active and ev.cause.reason is Reason.BATTLE and ev.player == ctx.opponent
            and any(m.idx == ev.cause.card for m in bound(ctx.duel, "soul devouring", ctx.card)))


define(51670553,
       Effect(A, _bamboo_sword, target=TargetSpec(face="up", where=_bamboo_equipped,
                                                  text_en="a monster equipped with a Bamboo Sword card",
                                                  text_ja="「竹光」を装備したモンスター"),
              text_en="target a monster equipped with a Bamboo Sword card",
              text_ja="「竹光」を装備したモンスターを選択する"),
       Effect(T, skip_opponents_next_draw_phase, trigger="damage", self_trigger=False, when=_bamboo_damage,
              text_en="the target inflicted battle damage to the opponent: they skip their next draw phase",
              text_ja="選んだモンスターの戦闘ダメージが相手に通った時：相手の次のドローフェイズを飛ばす"),
       Effect(T, destroy_self_if_alive, trigger="phase", self_trigger=False, when=ends_in_own_standby(2),
              text_en="your second standby phase after its activation: destroy this card",
              text_ja="発動後２回目の自分のスタンバイフェイズに破壊される"),
       *count_standbys_since_activation())
