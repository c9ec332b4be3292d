"""The continuous spell cards whose English name begins with C."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import SEND_SELF, bare_activation, both, ctx_of, draw_one, own_standby
from arbiter.ocg.cards.shared.card_kinds import is_neo_spacian
from arbiter.ocg.cards.shared.chrysalises import CHRYSALIS, named_neo, neo_for
from arbiter.ocg.cards.shared.cloudians import FOG
from arbiter.ocg.cards.shared.crystal_beasts import crystal
from arbiter.ocg.cards.shared.destruction import destroy_the_attacker
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.events import LEAVES, left_field
from arbiter.ocg.cards.shared.notes import mark, marked, note_pair, noted_pairs, unnote
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.revival import hand_monsters
from arbiter.ocg.cards.shared.search import deck_searched, search_refusal
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    pick_to_summon,
    summon,
    summon_one_of,
    summon_picked,
    summonable,
)
from arbiter.ocg.cards.shared.zones import cards_in_hand, deck_of, hand_of, no_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import PLACE_AS_SPELL, RETURN_TO_DECK
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER


# カードトレーダー / Card Trader (continuous spell): in your standby phase you may shuffle a card from your
# hand into the deck and draw 1 (once a turn).
def _trader(res: Resolution) -> None:
    d = res.duel
    hand = hand_of(res, res.player)
    if hand:
        d.to_deck([res.ask_cards(hand, purpose=RETURN_TO_DECK)], res.cause)
        d.draw(res.player, 1, res.cause)


define(48712195, bare_activation(),
       Effect(T, _trader, trigger="phase", self_trigger=False, mandatory=False, asks=True, once_per_turn=True,
              needs=both(may_draw("self"), lambda ctx: bool(hand_of(ctx, ctx.player))),
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.active,
              text_en="shuffle a card from hand into the deck; draw 1",
              text_ja="手札を１枚デッキに戻し、１枚ドローする"))


# 魂の共有－コモンソウル / Common Soul (continuous spell): target 1 face-up monster; special summon 1
# 「Ｎ」 monster from your hand to that monster's controller's field; the target gains the ATK of that
# monster. When this card leaves the field, the 「Ｎ」 monster it summoned returns to the hand. Both monsters
# are marked as objects with this card's object: one that left the field and came back is another monster,
# neither boosted nor returned.
def _neo_spacians(ctx: Ctx) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, is_neo_spacian)


def _common_soul(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        n = pick_to_summon(res, _neo_spacians(ctx_of(res)), player=t.ctl)
        if n is None:
            return
        summon(res, n, t.ctl, ask=ask_face_up)
        if n.zone is Zone.MONSTERS and alive(res):
            mark(d, "common_soul_t", t, res.card.oid, read_by_effects=True)
            mark(d, "common_soul_n", n, res.card.oid, read_by_effects=True)


def _summoned_by(d: Duel, soul_oid: int) -> list[Card]:
    """The 「Ｎ」 monsters on the field that the Common Soul object `soul_oid` special summoned."""
    return [m for p in (d.tp, 1 - d.tp) for m in d.monsters_of(p) if soul_oid in marked(d, "common_soul_n", m)]


def _common_soul_atk(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return sum(d.atk(n) for n in _summoned_by(d, ctx.card.oid) if n.face_up)


def _left_its_n(ctx: Ctx) -> bool:
    """The object that left the field summoned an 「Ｎ」 still there: with none (destroyed before its activation
    resolved, or the 「Ｎ」 gone already) the effect has nothing to return and is not activated (R004-007)."""
    return any(_summoned_by(ctx.duel, e.oid) for e in ctx.events if e.card == ctx.card.idx)


def _common_soul_back(res: Resolution) -> None:
    # the object that left the field is the one the marks name (this card is a new object now)
    for oid in {e.oid for e in res.link.events if e.card == res.card.idx}:
        for n in _summoned_by(res.duel, oid):
            res.duel.to_hand([n], res.cause)


define(14772491,
       # the 「Ｎ」 goes to the target's side: with no free zone there the effect could do nothing
       Effect(A, _common_soul, asks=True, target=TargetSpec(face="up", text_en="a face-up monster",
                                                          text_ja="表側表示モンスター",
                                                          where=lambda ctx, c: ctx.duel.free_slots(
                                                              c.ctl, Zone.MONSTERS) > 0),
              needs=lambda ctx: bool(summonable(ctx, _neo_spacians(ctx))),
              text_en="special summon an N monster to the target's side; the target gains its ATK",
              text_ja="手札の「Ｎ」を対象のコントローラーのフィールドに特殊召喚し、対象の攻撃力をその分アップ"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: ctx.card.oid in marked(ctx.duel, "common_soul_t", c),
              atk=_common_soul_atk, text_en="the target gains the N monster's ATK",
              text_ja="対象の攻撃力は「Ｎ」の攻撃力分アップ"),
       *(Effect(T, _common_soul_back, does=Does.MONSTERS, trigger=k, when=left_field, needs=_left_its_n,
                text_en="the N monster returns to the hand", text_ja="特殊召喚した「Ｎ」を手札に戻す")
         for k in LEAVES), numbering=(1, 2, *(3,) * 6))

CARD_OF_SAFE_RETURN = 57953380


# 生還の宝札 / Card of Safe Return (continuous spell): when a monster is special summoned from your
# graveyard, you may draw 1 card. One card effect that summons several monsters from your graveyard at
# once is one summon for it (R004-055 to R004-058, R004-060); only your own graveyard counts (R004-059).
def _from_own_grave_once(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not ctx.card.active or ev.src != int(Zone.GRAVE) or ev.card < 0 or d.cards[ev.card].owner != ctx.player:
        return False
    # the same effect's other summons at this moment already set it off
    return not any(t.card == ctx.card.idx and t.effect == 2 and t.event.cause == ev.cause and t.serial == d.serial
                   for t in d.triggers)


define(CARD_OF_SAFE_RETURN,
       bare_activation(),
       Effect(T, draw_one, trigger="special_summoned", when=_from_own_grave_once, self_trigger=False, mandatory=False,
              misses_timing=True, needs=may_draw("self"), draws=1,
              text_en="a monster was special summoned from your graveyard: you may draw 1",
              text_ja="自分の墓地のモンスターが特殊召喚された時：１枚ドローしてもよい"))


# コクーン・リボーン / Cocoon Rebirth (continuous spell): tribute a face-up 「Ｃ」 monster you control (the cost);
# special summon the 「Ｎ」 monster it names from either graveyard.
def _cocoon_rebirth(res: Resolution) -> None:
    summon_picked(res, neo_for(ctx_of(res), (0, 1), (Zone.GRAVE,), named_neo(res)))


def _revivable_chrysalis(ctx: Ctx, c: Card) -> bool:
    return c.face_up and is_named(c, *CHRYSALIS) and bool(
        neo_for(ctx, (0, 1), (Zone.GRAVE,), CHRYSALIS[c.data.passcode]))


define(43644025, bare_activation(),
       Effect(Kind.IGNITION, _cocoon_rebirth, asks=True, cost=Cost(tribute=1, tribute_filter=_revivable_chrysalis),
              text_en="tribute a face-up Chrysalis: special summon the Neo-Spacian it names from a graveyard",
              text_ja="「Ｃ」を生け贄に捧げ、記された「Ｎ」を墓地から特殊召喚する"))

# 魔力の枷 / Chain Energy (continuous spell): while it is face-up, each player pays 500 LP for every card they
# normal summon, special summon, set or activate from their hand. 「魔力倹約術」 does not waive this (R004-048):
# the engine charges it apart from the cards' own costs (`Duel.pay_hand_tax`).
define(79323590, bare_activation(),
       Effect(Kind.CONTINUOUS, hand_tax=500,
              text_en="each player pays 500 LP to summon, set or activate a card from their hand",
              text_ja="お互いに手札からカードを召喚・特殊召喚・セット・発動する場合、５００ライフポイントを払う"))


# ミイラの呼び声 / Call of the Mummy (continuous spell): once a turn, in your main phase, while you control no monsters:
# special summon 1 Zombie monster from your hand (the empty field also checked as it resolves).
def _zombies_in_hand(ctx: Ctx | Resolution) -> list[Card]:
    return hand_monsters(ctx, lambda c: c.data.race == "Zombie")


def _call_of_the_mummy(res: Resolution) -> None:
    # what it checks as it resolves is the empty field, not this card: destroyed in answer, it still summons
    if no_monsters(res):
        summon_one_of(res, _zombies_in_hand(res))


define(4861205, bare_activation(),
       Effect(Kind.IGNITION, _call_of_the_mummy, asks=True, once_per_turn=True,
              condition=lambda ctx: ctx.card.active and no_monsters(ctx)
              and bool(summonable(ctx, _zombies_in_hand(ctx))),
              text_en="with no monsters: special summon a Zombie from your hand",
              text_ja="自分のモンスターゾーンが空の時：手札のアンデット族１体を特殊召喚"))


# ショット・ガン・シャッフル / Card Shuffle (continuous spell): once a turn, pay 300 LP: shuffle your deck or the
# opponent's, as declared.
define(12183332, bare_activation(),
       Effect(Kind.IGNITION, lambda res: res.duel.shuffle_deck(res.player if res.link.declared == "yours"
                                                               else res.opponent),
              cost=Cost(lp=300), once_per_turn=True, declare=("yours", "the opponent's"), does=Does.OTHER,
              text_en="pay 300 LP: shuffle your deck or the opponent's",
              text_ja="３００ライフを払い、自分か相手のデッキをシャッフルする"))


# カウンターマシンガンパンチ / Continuous Destruction Punch (continuous spell): after damage calculation, when an
# opponent's monster attacked a defense position monster of yours whose DEF was higher than its ATK, the attacking
# monster is destroyed (damage is calculated as usual).
def _punched(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not ctx.card.active or ev.amount < 0:
        return False
    attacker, target = d.cards[ev.card], d.cards[ev.amount]
    return (attacker.zone is Zone.MONSTERS and attacker.ctl == ctx.opponent and target.zone is Zone.MONSTERS
            and target.ctl == ctx.player and target.pos in (Pos.DEFENSE, Pos.SET)
            and d.defense(target) > d.atk(attacker))


define(68057622, bare_activation(),
       Effect(Kind.TRIGGER, destroy_the_attacker, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_calculated",
              self_trigger=False, when=_punched,
              text_en="an opponent's monster attacked your stronger defender: destroy the attacker",
              text_ja="攻撃を受けた守備表示モンスターの守備力の方が攻撃側の攻撃力より高ければ、攻撃モンスターを破壊"))


# 宝玉の樹 / Crystal Tree (continuous spell): each time a 「宝玉獣」 monster card is placed in a spell & trap zone, put
# a gem counter on this card (with no chain link); send this card with counters to the graveyard: place as many
# 「宝玉獣」 monsters from your deck as continuous spells, face-up, in your spell & trap zones.
GEM = "ジェムカウンター"


def _crystal_placed(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.dst == int(Zone.SPELLS) and crystal(ctx.duel.cards[ev.card])


def _gem(res: Resolution) -> None:
    res.duel.add_counter(res.card, GEM, 1, res.cause)


def _crystal_tree(res: Resolution) -> None:
    d, me = res.duel, res.player
    with deck_searched(d, me, d.free_slots(me, Zone.SPELLS) > 0):
        for _ in range(res.link.noted):
            cands = deck_of(d, me, crystal)
            if not cands or not d.free_slots(me, Zone.SPELLS):
                break
            c = res.ask_cards(cands, why=lambda x: search_refusal(res, me, (Zone.DECK,), crystal, x),
                              purpose=PLACE_AS_SPELL.monster)
            d.place_as_spell(c, me, res.cause)


define(47408488, bare_activation(),
       *(Effect(Kind.AT_ONCE, _gem, trigger=k, when=_crystal_placed,
                text_en="a Crystal Beast card is placed in a spell & trap zone: put a gem counter on this card",
                text_ja="「宝玉獣」が魔法＆罠カードゾーンに置かれる度にジェムカウンターを置く")
         for k in ("placed", "destroyed")),
       Effect(Kind.IGNITION, _crystal_tree, cost=SEND_SELF, asks=True,
              condition=lambda ctx: ctx.card.counters.get(GEM, 0) > 0,
              needs=lambda ctx: bool(deck_of(ctx.duel, ctx.player, crystal)),
              notes_on_activation=lambda ctx: ctx.card.counters.get(GEM, 0),
              text_en="send this card to the graveyard: place a Crystal Beast from your deck in your spell & trap "
                      "zone for each gem counter",
              text_ja="このカードを墓地へ送り、ジェムカウンターの数だけデッキから「宝玉獣」を永続魔法扱いで置く"),
       holds=((GEM, 0),), numbering=(0, 1, 1, 2))


# 雲魔物のスコール / Cloudian Squall (continuous spell): in each of your standby phases, a Fog Counter on every face-up
# monster on the field.
def _squall_fogged(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [m for p in (d.tp, 1 - d.tp) for m in d.monsters_of(p) if m.face_up]


def _squall(res: Resolution) -> None:
    for m in _squall_fogged(res):
        res.duel.add_counter(m, FOG, 1, res.cause)


# with no face-up monster it has nothing to put a counter on and is not activated (R004-007)
define(90135989, bare_activation(),
       Effect(T, _squall, trigger="phase", when=own_standby, self_trigger=False,
              needs=lambda ctx: bool(_squall_fogged(ctx)),
              text_en="your standby phase: a Fog Counter on each face-up monster",
              text_ja="自分のスタンバイフェイズごと：表側表示モンスター全てにフォッグカウンター１つずつ"))


# 天変地異 / Convulsion of Nature (continuous spell): while it is face-up both players duel with their decks upside
# down: each deck's order is turned over as it resolves, and back the moment it leaves the field (no chain link), and
# meanwhile the top card of each deck is face-up for both to see. Upside down is a state, not a move: a second copy
# finds the decks already turned and leaves them so, and they turn back only when the last copy that turned them
# leaves.
_TURNED = "convulsion"


def _turn_over(res: Resolution) -> None:
    d = res.duel
    turned = noted_pairs(d, _TURNED)
    if alive(res) and res.card.on_field and (res.card.idx, 0) not in turned:
        if not turned:
            for p in (d.tp, 1 - d.tp):
                d.turn_deck_over(p)
        note_pair(d, _TURNED, res.card.idx)


def _turn_back(res: Resolution) -> None:
    d = res.duel
    if (res.card.idx, 0) in noted_pairs(d, _TURNED):
        unnote(d, _TURNED, res.card.idx, 0)
        if not noted_pairs(d, _TURNED):
            for p in (d.tp, 1 - d.tp):
                d.turn_deck_over(p)


define(62966332, Effect(A, _turn_over, on_board=lambda d, c: note_pair(d, _TURNED, c.idx),
                        text_en="both decks are turned upside down", text_ja="お互いのデッキを裏返す"),
       Effect(Kind.CONTINUOUS, shows_deck_tops=True,
              text_en="the top card of each deck is face-up", text_ja="デッキの一番上のカードは表向きになる"),
       # its own leaving only: a face-up copy is asked about another copy's leaving too
       *(Effect(Kind.AT_ONCE, _turn_back, trigger=k, as_it_leaves=True,
                when=lambda ctx, ev: ev.card == ctx.card.idx and left_field(ctx, ev)
                and (ctx.card.idx, 0) in noted_pairs(ctx.duel, _TURNED),
                text_en="it left the field: the decks are turned back",
                text_ja="フィールドを離れた時、デッキを元に戻す")
         for k in LEAVES),
       numbering=(1, 1, 1, 1, 1, 1, 1, 1))
