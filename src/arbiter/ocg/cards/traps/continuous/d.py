"""The continuous trap cards whose English name begins with D."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import LEAVE_KINDS, bare_activation, can_special_summon, ctx_of, nothing, room
from arbiter.ocg.cards.shared.discard import DECLARABLE_ATTRIBUTES, DECLARABLE_TYPES, choose_cards
from arbiter.ocg.cards.shared.draw import sanctuary_blocks
from arbiter.ocg.cards.shared.events import each_of_one_thing, left_face_up, normal_summon, of_one_thing, phase_of
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import alive, ask_yes_no
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.upkeep import upkeep
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import PLACE_AS_SPELL, Purpose
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 破滅へのクイック・ドロー / Destructive Draw (continuous trap): a player who had no card in hand when their
# draw phase began may draw 1 more after the normal draw (the card's trigger, the choice that player's, asked as it
# resolves); its controller pays 700 LP in their end phase (all they have when they have less: a
# payment, which 「生命吸収装置」 counts; a maintenance cost as the 「デーモン」's, no chain link, paid under
# 「人造人間－サイコ・ショッカー」); when it leaves the field face-up, its controller takes 3000 damage.
def _empty_handed_draw(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ctx.card.active and ev.cause.reason is Reason.RULE and d.phase == "draw"
            and len(d.players[ev.player].hand) == ev.amount)


def _quick_draw(res: Resolution) -> None:
    ev = res.link.events[0]
    if not sanctuary_blocks(res.duel, ev.player) and ask_yes_no(res, ev.player, en="draw 1 more card?",
                                                                 ja="もう１枚ドローする？"):
        res.duel.draw(ev.player, 1, res.cause)


def _pay_700(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        res.duel.pay_lp(res.player, min(700, res.duel.players[res.player].lp), res.card.idx, "upkeep")


define(77859858, bare_activation(),
       Effect(T, _quick_draw, trigger="drew", self_trigger=False, when=_empty_handed_draw, asks=True,
              text_en="a player who began the draw phase with no cards may draw 1 more",
              text_ja="手札０枚でドローフェイズを迎えたプレイヤーはもう１枚ドローできる"),
       upkeep(_pay_700, phase="end", asks=False, lp=700,
              text_en="pay 700 LP in your end phase (a maintenance cost, no chain link)",
              text_ja="自分のエンドフェイズに７００ライフポイントを払う（維持コスト）"),
       *(Effect(T, lambda res: res.duel.damage(res.player, 3000, res.cause), trigger=k, when=left_face_up,
                does=Does.SELF_DAMAGE, text_en="it left the field: its controller takes 3000 damage",
                text_ja="フィールドから離れた時、コントローラーに３０００ダメージ")
         for k in ("destroyed", "sent", "banished", "to_hand", "to_deck")), numbering=(0, 1, 2, *(3,) * 5))

C = Kind.CONTINUOUS

# 竜の逆鱗 / Dragon's Rage: your Dragon monsters deal piercing battle damage.
define(54178050, bare_activation(),
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player
              and ctx.duel.race(c) == "Dragon", pierce=True, text_en="your Dragons deal piercing battle damage",
              text_ja="自分のドラゴン族が守備表示モンスターを攻撃すると、貫通ダメージを与える"))


# ドラゴン族・封印の壺 / Dragon Capture Jar (continuous trap): face-up dragons on the field are in
# defense position and cannot change their position. The continuous effect turns them at once, when
# the Jar starts to apply and whenever a dragon turns up in attack position (a summon, a flip, an
# effect; a flip summoned one as its summon succeeds, R003-033); its activation does nothing else.
def _dragon(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == "Dragon"


define(50045299,
       Effect(A, nothing, bare=True, text_en="face-up Dragons turn to defense position",
              text_ja="表側表示のドラゴン族モンスターを守備表示にする"),
       Effect(Kind.CONTINUOUS, position=Pos.DEFENSE, forbids=("change_position",), affects=_dragon,
              text_en="face-up Dragons are in defense position and cannot change their position",
              text_ja="表側表示のドラゴン族は守備表示になり、その表示形式は変えられない"))

# ＤＮＡ改造手術 / DNA Surgery (continuous trap): declare a Type on activation; while it is face-up, every
# face-up monster on the field is that Type (a monster flip summoned meanwhile too, at once: R003-033).
DNA_TYPE = "dna_type"


def _dna(res: Resolution) -> None:
    mark(res.duel, DNA_TYPE, res.card, DECLARABLE_TYPES.index(res.link.declared))


def _dna_type(ctx: Ctx, c: Card) -> str | None:
    chosen = marked(ctx.duel, DNA_TYPE, ctx.card)
    return DECLARABLE_TYPES[chosen[-1]] if chosen else None


define(74701381, Effect(A, _dna, declare=DECLARABLE_TYPES, keeps_declared=True, text_en="declare a Type",
                        text_ja="種族を宣言する"),
       Effect(Kind.CONTINUOUS, race=_dna_type, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              text_en="face-up monsters on the field become the declared Type",
              text_ja="フィールド上の表側表示モンスターは宣言した種族になる"))


# デスカウンター / Des Counterblow: while it is face-up, a monster that deals battle damage to a player by a direct
# attack is destroyed.
def _direct_hit(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.cause.card >= 0 and d.attack is not None
            and d.attack[2] < 0 and d.attack[0] == ev.cause.card)


def _counterblow(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        c = d.cards[e.cause.card]
        if c.zone is Zone.MONSTERS:
            d.destroy([c], res.cause)


define(39131963, bare_activation(),
       Effect(T, _counterblow, does=Does.MONSTERS, trigger="damage", self_trigger=False, when=_direct_hit,
              text_en="a monster dealt battle damage by a direct attack: destroy it",
              text_ja="直接攻撃で戦闘ダメージを与えたモンスターは破壊される"))


# ウィジャ盤 / Destiny Board: its controller wins the duel once it and the 4 「死のメッセージ」 (Spirit Message)
# cards are face-up on their field (`Effect.wins_on_field`). At each of the opponent's end phases it places the
# next Spirit Message, in the order 「Ｅ」「Ａ」「Ｔ」「Ｈ」 (I, N, A, L), from the hand or deck face-up in a spell &
# trap zone. When this card, another 「ウィジャ盤」 or one of those messages its controller controls leaves the field,
# the others are sent to the graveyard at once (no chain link): a placed message is tied to the board, and the board
# applies at once to a message or another board leaving.
MESSAGES = (31893528, 67287533, 94772232, 30170981)
DESTINY_BOARD = 94212438


def _messages_up(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].spells
            if i >= 0 and d.cards[i].face_up and is_named(d.cards[i], *MESSAGES)]


def _next_message(ctx: Ctx | Resolution) -> int | None:
    have = _messages_up(ctx)
    return next((m for m in MESSAGES if not any(is_named(c, m) for c in have)), None)


def _place_message(res: Resolution) -> None:
    d = res.duel
    code = _next_message(res)
    if code is None or not res.card.active or d.free_slots(res.player, Zone.SPELLS) == 0:
        return
    pl = d.players[res.player]
    cands = [d.cards[i] for i in (*pl.hand, *pl.deck) if is_named(d.cards[i], code)]
    # the deck is shuffled after a card is taken from it, or after it was looked through for one in vain (R004-100)
    with deck_searched(d, res.player, not cands):
        if cands:
            c = choose_cards(res, cands, 1, purpose=PLACE_AS_SPELL)[0]
            if d.move(c, Zone.SPELLS, res.cause, "placed", res.player, Pos.UP):
                # the board leaving takes the message along (`Duel.tie`), at once; the board's effect: not if its
                # effects are negated as it leaves (`live`)
                d.tie(c, res.card, res.cause, on="leaves", then=Then.TO_GRAVE, live=True)


def _spelled_out(ctx: Ctx) -> bool:
    return ctx.card.active and len(_messages_up(ctx)) == len(MESSAGES)


def _message_left(ctx: Ctx, ev: Event) -> bool:
    # another face-up 「ウィジャ盤」 of this player leaving counts too: the text sends them all for any board that
    # leaves (a set one is no board yet)
    if ev.src != int(Zone.SPELLS) or ev.player != ctx.player or not ctx.card.active or ev.card == ctx.card.idx:
        return False
    gone = ctx.duel.cards[ev.card]
    return is_named(gone, *MESSAGES) or (is_named(gone, DESTINY_BOARD) and left_face_up(ctx, ev))


def _send_the_rest(res: Resolution) -> None:
    d = res.duel
    rest = [c.idx for c in _messages_up(res)]
    if res.card.on_field:
        rest.append(res.card.idx)
    d.send_to_grave(rest, res.cause)


define(DESTINY_BOARD, bare_activation(),
       Effect(T, _place_message, trigger="phase", self_trigger=False, when=phase_of("end", False), asks=True,
              needs=lambda ctx: _next_message(ctx) is not None, does=Does.OTHER,
              text_en="the opponent's end phase: place the next Spirit Message from your hand or deck",
              text_ja="相手エンドフェイズ、手札・デッキから「死のメッセージ」カードを順番に魔法＆罠カードゾーンに出す"),
       Effect(C, wins_on_field=_spelled_out,
              text_en="with this card and the 4 Spirit Messages on your field, you win the duel",
              text_ja="自分の場にこのカードと４種類の「死のメッセージ」カードが全部揃えば、デュエルに勝つ"),
       *(Effect(Kind.AT_ONCE, _send_the_rest, trigger=k, when=_message_left, self_trigger=False,
                text_en="a Spirit Message or another board of yours leaves the field: this board and the messages "
                        "are sent to the graveyard",
                text_ja="「死のメッセージ」か他の「ウィジャ盤」が離れた時、「ウィジャ盤」と「死のメッセージ」を全て墓地へ送る")
         for k in LEAVE_KINDS),
       # the win is printed before ①, so it is numbered after the text's effects; ② sends them all away
       numbering=(0, 1, 3, *([2] * len(LEAVE_KINDS))))


# ダメージ＝レプトル / Damage = Reptile: once a turn, when a battle with a Reptile monster in it deals you battle
# damage, you may special summon 1 Reptile monster from your deck whose ATK is at most that damage.
def _reptile_battle_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    att = d.attack
    return (ctx.card.active and ev.cause.reason is Reason.BATTLE and ev.player == ctx.player and att is not None
            and any(i >= 0 and d.race(d.cards[i]) == "Reptile" for i in (att[0], att[2])))


def _small_enough(ctx: Ctx, most: int) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.DECK, lambda c: c.data.race == "Reptile"
                               and c.data.atk is not None and c.data.atk <= most and can_special_summon(ctx, c))


def _damage_reptile(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, summon_room(res)):
        summon_picked(res, _small_enough(ctx_of(res), res.link.events[0].amount))


define(44584775, bare_activation(),
       Effect(T, _damage_reptile, trigger="damage", self_trigger=False, when=_reptile_battle_damage, mandatory=False,
              once_per_turn=True, asks=True,
              needs=lambda ctx: room(ctx) and any(ev.kind == "damage" and _reptile_battle_damage(ctx, ev)
                                                  and bool(_small_enough(ctx, ev.amount)) for ev in ctx.events),
              text_en="you took battle damage in a battle with a Reptile: special summon a Reptile from your deck with "
                      "ATK at most that damage",
              text_ja="爬虫類族との戦闘でダメージを受けた時、その数値以下の攻撃力の爬虫類族をデッキから特殊召喚できる"))


# ダーク・キュア / Dark Cure (continuous trap): when the opponent normal (a gemini monster's second summon too), flip
# or special summons monsters, they gain half the ATK of one of them, chosen by this card's controller among those
# still face-up on the field.
def _opponent_summons(ctx: Ctx, ev: Event) -> bool:
    # who summoned it, whoever's field it went to (「ミス・リバイブ」: its activator summons)
    return (ev.kind == "special_summoned" or ev.detail == "flip" or normal_summon(ev)) and ev.player == ctx.opponent


_CURED = each_of_one_thing("dark_cure", _opponent_summons)


_HALF_ATK_GAINED = Purpose("whose half ATK the opponent gains as LP", "攻撃力の半分だけ相手のライフを回復する")


def _dark_cure(res: Resolution) -> None:
    d = res.duel
    summoned = [c for c in of_one_thing(res, "dark_cure") if c.zone is Zone.MONSTERS and c.face_up]
    if summoned:
        d.gain_lp(res.opponent, half_up(d.atk(res.ask_cards(summoned, purpose=_HALF_ATK_GAINED.monster))), res.cause)


define(3701074, bare_activation(),
       *(Effect(T, _dark_cure, trigger=k, self_trigger=False, when=_CURED, asks=True,
                text_en="the opponent summoned monsters: they gain half the ATK of one of them",
                text_ja="相手のモンスターの召喚・反転召喚・特殊召喚が成功した時、その攻撃力の半分だけライフを回復する")
         for k in ("summoned", "special_summoned")), numbering=(0, 1, 1))


# ＤＮＡ移植手術 / DNA Transplant (continuous trap): declare an Attribute on activation; while it is face-up and its
# effects apply, every face-up monster on the field has that Attribute (`Effect.attribute`): those face-up as it
# resolves at once, each monster turning face-up later as it does; once it leaves the field or is negated, the
# monsters are their own Attribute again.
DNA_ATTRIBUTE = "dna_attribute"


def _transplant(res: Resolution) -> None:
    mark(res.duel, DNA_ATTRIBUTE, res.card, DECLARABLE_ATTRIBUTES.index(res.link.declared))


def _transplanted(ctx: Ctx, c: Card) -> str | None:
    chosen = marked(ctx.duel, DNA_ATTRIBUTE, ctx.card)
    return DECLARABLE_ATTRIBUTES[chosen[-1]] if chosen else None


define(56769674, Effect(A, _transplant, declare=DECLARABLE_ATTRIBUTES, keeps_declared=True,
                        text_en="declare an Attribute", text_ja="属性を１つ宣言する"),
       Effect(Kind.CONTINUOUS, attribute=_transplanted, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              text_en="face-up monsters on the field become the declared Attribute",
              text_ja="場の表側表示モンスターの属性は、宣言された属性になる"))
