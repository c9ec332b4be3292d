"""Seed 004 ●ドロー効果のカウント and ●回復効果のカウント: draw effects and life-point gains, counted.

The engine records one "drew" event for each draw (however many cards it draws; each card is also a
"drawn" event) and one "gained" event for each gain of life points. The cards that count draws and
gains (「神の恵み」, 「サイレント・マジシャン ＬＶ４」, 「ビッグバンガール」, 「グリード」) answer those events, so a
card that draws or gains once counts once, and one that draws or gains in several steps
(「魔装機関車 デコイチ」, 「白衣の天使」, 「生命吸収装置」) counts once a step (R004-068 … R004-093).

Every card is described in the project's own words. What a card needs that the engine does not have is
said at the card; those parts are left out. Shared gaps:
- a resolved activation is the event "resolved" (王立魔法図書館's counters); 魔法吸収 is not declared;
- cards one verb moves together are one "moved" event besides their own (魂吸収 gains once for them), but
  special summons are one at a time, so 生還の宝札 draws for each monster.
Not declared at all: 螺旋槍殺 (piercing damage), ギャンブル,
幸運の笛吹き (gemini summons), 英知の代行者 マーキュリー, 豊穣のアルテミス,
魔法吸収, 精神寄生体, 天空聖者メルティウス and 闇のデッキ破壊ウイルス. Declared in
archive_spells_traps / archive_monsters since: 超再生能力, ガード・ペナルティ, セベクの祝福, Ｎ・グロー・モス; in
archive_card_types, with the 「宝玉獣」 cards: 虹の古代都市−レインボー・ルイン, ラスト・リゾート.
Declared elsewhere and used as they are: 貪欲な壺, ホープ・オブ・フィフス, レベル調整,
モンスター回収, 第六感, ファイバーポッド, 生還の宝札, デンジャラスマシン TYPE-6, 与奪の首飾り, ヂェミナイ・デビル,
ホーリージャベリン, 生命力吸収魔術, 強奪, 運命の分かれ道, 雷仙人, 魔導サイエンティスト, エレメントの泉.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    FIELD_ZONES,
    LEAVE_KINDS,
    PIERCING,
    SEND_SELF,
    SPELL_COUNTER,
    SPIRIT_RETURN,
    TOON_FIRST,
    TOON_LAST,
    TOON_NUMBERING,
    answered_link,
    battle_to_grave,
    both,
    ctx_of,
    draw_one,
    equip_targets,
    field_to_grave,
    negate_activation,
    nothing,
    opponent_attacks,
    spell_counter_each_spell,
    tallied,
    tally,
    the_attacker,
    to_grave,
)
from arbiter.ocg.cards.flip_monsters import ask_summon_position
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Condition, Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec, Ward
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import (
    SpecialCheck,
    by_effect_of,
    by_fusion_summon,
    never,
)

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER

POT_OF_GREED = 55144522
PROTECTOR_OF_THE_SANCTUARY = 24221739
BOKOICHI = 8715625
DARK_MIMIC_LV1 = 74713516
DARK_MIMIC_LV3 = 1102515
SANCTUARY_IN_THE_SKY = 56433456
MUKO = 80863132


# ---- shared helpers --------------------------------------------------------------------------------


def hand_of(ctx: Ctx | Resolution, p: int) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].hand]


def pile_of(ctx: Ctx | Resolution, p: int, zone: Zone, where: Callable[[Card], bool] | None = None) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].cards_in(zone) if where is None or where(d.cards[i])]


def field_of(ctx: Ctx | Resolution, p: int) -> list[Card]:
    """Every card `p` controls: monsters, spells and traps, the field spell."""
    d = ctx.duel
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0]


def other_hand(ctx: Ctx, p: int) -> list[Card]:
    """`p`'s hand without the card being activated from it."""
    return [c for c in hand_of(ctx, p) if c.idx != ctx.card.idx]


def face_up_monsters(ctx: Ctx | Resolution, p: int) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(p) if c.face_up]


def self_on_field(res: Resolution) -> bool:
    """This card is still the object that activated the effect and is face-up on the field."""
    c = res.card
    return c.oid == res.link.oid and c.on_field and c.face_up


def ask_many(res: Resolution, cards: list[Card], player: int = -1, least: int = 0) -> list[Card]:
    """Let a player pick any number of `cards` (at least `least`), one question each; "no" ends."""
    chosen: list[Card] = []
    while True:
        left = [c for c in cards if c not in chosen]
        if not left:
            return chosen
        opts = [res.duel.card_option("select", c.idx) for c in left]
        if len(chosen) >= least:
            opts.append(Option("no", "no", label_en="no more", label_ja="選択を終える"))
        o = res.ask(opts, "select", player, "choose a card", "カードを選ぶ")
        if o.kind == "no":
            return chosen
        chosen.append(res.duel.cards[o.card])


def discard_chosen(res: Resolution, player: int, n: int) -> None:
    """`player` chooses `n` cards of their hand and discards them (an effect, not a cost)."""
    d = res.duel
    for _ in range(n):
        hand = hand_of(res, player)
        if not hand:
            return
        c = res.ask_cards(hand, "discard", player)
        d.discard([c.idx], res.cause)


def discard_random(res: Resolution, player: int, n: int) -> None:
    d = res.duel
    for _ in range(n):
        hand = d.players[player].hand
        if not hand:
            return
        i = hand[d.rng.below(len(hand))]
        d.discard([i], res.cause)


def is_hero(c: Card, kind: str = "Elemental HERO") -> bool:
    return c.data.name_en.startswith(kind)




def lp_paid_by_turn(d: object, player: int) -> dict[int, list[int]]:
    """The life points `player` paid as costs, payment by payment, for each turn (read from the log)."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    out: dict[int, list[int]] = {}
    turn = d.turn
    for e in reversed(d.log):
        if e.kind == "turn":
            t = e.args[0]
            assert isinstance(t, int)
            turn = t - 1
        elif e.kind == "pay" and e.args[0] == player:
            n = e.args[1]
            assert isinstance(n, int)
            out.setdefault(turn, []).insert(0, n)
    return out


def times_placed(d: object, idx: int) -> int:
    """How many times a card has been put onto the monster zone in this duel's log (summoned or set):
    facts noted with this count are about the card's stay on the field that began last."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    ref = d.refs[idx]
    return sum(1 for e in d.log if e.kind in ("summon", "special_summon", "set_monster") and e.args[1] is ref)


# ---- draws: who may draw, and the draw effects 「無効」 can answer -------------------------------------

def sanctuary_blocks(d: object, drawer: int) -> bool:
    """「神殿を守る者」 face-up on the drawer's opponent's field: no drawing outside the draw phase."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    if d.phase == "draw":
        return False
    return any(c.face_up and c.data.passcode == PROTECTOR_OF_THE_SANCTUARY and not d.effect_negated(c)
               for c in d.monsters_of(1 - drawer))


def may_draw(who: str) -> Condition:
    """`needs` of a draw effect: "self", "opp" or "both" (from the activator) may draw now."""
    def check(ctx: Ctx) -> bool:
        players = {"self": (ctx.player,), "opp": (ctx.opponent,), "both": (ctx.player, ctx.opponent)}[who]
        return not any(sanctuary_blocks(ctx.duel, p) for p in players)
    return check


def draw_op(n: int, who: str = "self") -> Operation:
    """Draw n: "self", "opp" (from the activator) or "both"; an effect that designates its one drawer
    (`targets_player`) draws for the player it designates now (「精霊の鏡」 may have moved it)."""
    def op(res: Resolution) -> None:
        d = res.duel
        players = {"self": (res.player,), "opp": (res.opponent,), "both": (d.tp, 1 - d.tp)}[who]
        if who != "both" and res.link.player_target >= 0:
            players = (res.target_player,)
        for p in players:
            d.draw(p, n, res.cause)
    return op


def simple_draw(passcode: int, n: int, who: str, en: str, ja: str, condition: Condition | None = None,
                cost: Cost | None = None, missing: tuple[str, ...] = ()) -> None:
    """A card whose one effect draws n for "self", "opp" or "both"; a drawer who is one player is designated."""
    define(passcode, Effect(A, draw_op(n, who), condition=condition, needs=may_draw(who), cost=cost or Cost(),
                            targets_player={"self": "own", "opp": "opp"}.get(who, ""), text_en=en, text_ja=ja),
           missing=missing)


# ---- ●ドロー効果のカウント: the counting cards ----------------------------------------------------------



def _drew(whose: str) -> Callable[[Ctx, Event], bool]:
    """A "drew" event of this card's controller ("self") or its opponent ("opp"), while it applies."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        if c.zone is not Zone.MONSTERS and not c.active:
            return False
        return ev.player == (ctx.player if whose == "self" else ctx.opponent)
    return when


def _gain_op(n: int, who: str = "self") -> Operation:
    def op(res: Resolution) -> None:
        for p in {"self": (res.player,), "opp": (res.opponent,), "both": (res.duel.tp, 1 - res.duel.tp)}[who]:
            res.duel.gain_lp(p, n, res.cause)
    return op


# 神の恵み / Solemn Wishes (continuous trap): each time its controller draws, they gain 500 LP; one draw
# effect is one draw however many cards it draws (R004-068, R004-071).
define(35346968, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _gain_op(500), trigger="drew", when=_drew("self"), self_trigger=False,
              text_en="you drew: gain 500 LP", text_ja="自分がドローした時、５００ライフポイント回復する"))


# サイレント・マジシャン ＬＶ４ / Silent Magician LV4: each time the opponent draws, put 1 spell counter on
# it (at most 5); it gains 500 ATK for each. In its controller's standby phase, with 5 spell counters (the
# fifth was put on it before that standby phase), send it to the graveyard (the cost) to special summon
# 「サイレント・マジシャン ＬＶ８」 from the hand or deck.
SILENT_MAGICIAN_LV8 = 72443568


def _next_level(res: Resolution, passcode: int, pos: Pos | None) -> Card | None:
    """Special summon a 「ＬＶ」 monster of this passcode from the hand or deck (in `pos`, else the position its
    player chooses face-up), shuffling the deck if it came from there; the monster summoned, if any."""
    d = res.duel
    found = [x for x in hand_of(res, res.player) + pile_of(res, res.player, Zone.DECK) if x.data.passcode == passcode]
    if not found or not d.free_slots(res.player, Zone.MONSTERS):
        return None
    m = res.ask_cards(found)
    from_deck = m.zone is Zone.DECK
    d.special_summon(m, res.player, pos or ask_summon_position(res, m, res.player, face_down=False), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)
    return m


def _silent_up(res: Resolution) -> None:
    _next_level(res, SILENT_MAGICIAN_LV8, None)


def _silent_counter(res: Resolution) -> None:
    c = res.card
    if self_on_field(res) and c.counters.get(SPELL_COUNTER, 0) < 5:
        res.duel.add_counter(c, SPELL_COUNTER, 1, res.cause)


define(73665146,
       Effect(T, _silent_counter, trigger="drew", when=_drew("opp"), self_trigger=False,
              text_en="the opponent drew: put a spell counter on this card",
              text_ja="相手がドローした時、このカードに魔力カウンターを１つ置く"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 500 * c.counters.get(SPELL_COUNTER, 0),
              text_en="500 ATK for each spell counter", text_ja="魔力カウンター１つにつき攻撃力５００アップ"),
       Effect(T, _silent_up, trigger="phase", self_trigger=False, mandatory=False, asks=True, cost=SEND_SELF,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up
              and ctx.card.counters.get(SPELL_COUNTER, 0) >= 5,
              text_en="with 5 spell counters, send this card to the graveyard: special summon Silent Magician LV8",
              text_ja="魔力カウンターが５つ乗ったこのカードを墓地へ送り、"
                      "「サイレント・マジシャン ＬＶ８」を特殊召喚する"),
       holds=((SPELL_COUNTER, 5),))


# サイバー・エスパー / Cyber Esper: while it is in face-up attack position, its controller looks at each card
# the opponent draws (each card is shown as it is drawn, and seen while it stays in that hand).
define(91663373, Effect(Kind.CONTINUOUS, sees_draws=lambda ctx: ctx.card.pos is Pos.ATTACK,
                        text_en="while in attack position: you see the cards your opponent draws",
                        text_ja="表側攻撃表示である限り、相手がドローしたカードを確認できる"))


# 神殿を守る者 / Protector of the Sanctuary: while it is face-up, its controller's opponent draws no card
# outside the draw phase: the opponent cannot activate effects that would make them draw, and its
# controller cannot activate effects that would make the opponent draw (R004-076, R004-077). A draw effect
# says who it makes draw in its `needs` (`may_draw`), which asks `sanctuary_blocks`; the effect declared here
# is what such a check finds (and what negating it turns off).
define(PROTECTOR_OF_THE_SANCTUARY,
       Effect(Kind.CONTINUOUS, text_en="the opponent cannot draw except in the draw phase",
              text_ja="相手はドローフェイズ以外でカードをドローできない"))


# 無効 / Muko: chained to an effect that does nothing but draw; the cards that effect would draw are
# sent from the deck to the graveyard instead: they are neither drawn nor added to the hand (R004-078,
# R004-079, R004-080). Its activation notes the link it answered; its replacement applies while it is
# face-up after resolving (it leaves the field when the chain is over). A draw it replaces is no draw: cards
# that count draws (神の恵み) count none.
def _draw_only_link(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and ctx.duel.effect_of(link.card, link.effect).does == Does.DRAW


def _muko(res: Resolution) -> None:
    """Note which link this 「無効」 answered; its replacement applies while it stays face-up (until the
    chain is over and it leaves the field)."""
    link = answered_link(ctx_of(res))
    c = res.card
    if link is not None and c.oid == res.link.oid:
        tally(res.duel, ("muko", c.idx, c.oid), link.card * 1000 + link.number)


def _muko_answered(ctx: Ctx) -> list[tuple[int, int]]:
    c = ctx.card
    return [(v // 1000, v % 1000) for v in tallied(ctx.duel, ("muko", c.idx, c.oid))]


def _muko_when(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "drawn" and ctx.card.active
            and (ev.cause.card, ev.cause.chain_link) in _muko_answered(ctx))


def _muko_instead(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, kind="sent", dst=int(Zone.GRAVE))


def mukoed(d: object, card: int, number: int) -> bool:
    """Whether a face-up 「無効」 that has resolved answers chain link `number` of card `card`."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    for pl in d.players:
        for i in pl.spells:
            c = d.cards[i] if i >= 0 else None
            if c is not None and c.data.passcode == MUKO and c.active and card * 1000 + number in tallied(
                    d, ("muko", c.idx, c.oid)):
                return True
    return False


# The page lets 無効 answer draws made in the damage step too (仮面魔道士, R004-070.59), so it is one of the
# cards that may be activated there.
define(MUKO, Effect(A, _muko, condition=_draw_only_link, damage_step=True,
                    text_en="the cards that effect would draw go from the deck to the graveyard",
                    text_ja="その効果でドローするカードを手札に加えず墓地へ送る"),
       Effect(Kind.REPLACEMENT, when=_muko_when, instead=_muko_instead,
              text_en="instead of being drawn, the cards go to the graveyard", text_ja="ドローする代わりに墓地へ送る"))


# グリード / Greed (continuous trap): for each card a player draws by a card effect while it is face-up
# and active, that player takes 500 damage in the end phase (R004-075). The count is kept as the draws
# happen (the filter of an effect that never starts a chain link itself); the damage is a trigger.
def _greed_counts(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    if c.active and ev.cause.reason is Reason.EFFECT:
        tally(ctx.duel, ("greed", c.idx, c.oid, ctx.duel.turn, ev.player), ev.amount)
    return False


def _greed_due(ctx: Ctx, p: int) -> int:
    c = ctx.card
    return sum(tallied(ctx.duel, ("greed", c.idx, c.oid, ctx.duel.turn, p)))


def _greed_damage(res: Resolution) -> None:
    ctx = ctx_of(res)
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        n = _greed_due(ctx, p)
        if n:
            d.damage(p, 500 * n, res.cause)


define(89405199, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, nothing, trigger="drew", when=_greed_counts, self_trigger=False,
              text_en="count the cards drawn by effects", text_ja="効果でドローした枚数を数える"),
       Effect(T, _greed_damage, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.active and (
                  _greed_due(ctx, 0) > 0 or _greed_due(ctx, 1) > 0),
              text_en="500 damage for each card drawn by an effect this turn",
              text_ja="効果でドローしたカード１枚につき５００ダメージ"))


# 魔装機関車 デコイチ / Dekoichi the Battlechanted Locomotive: FLIP: draw 1, then draw 1 more for each
# face-up 「魔貨物車両 ボコイチ」 you control: two draw effects (R004-072; the table's ●).
def _dekoichi(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    n = sum(1 for c in face_up_monsters(res, res.player) if c.data.passcode == BOKOICHI)
    if n:
        d.draw(res.player, n, res.cause)


define(87621407, Effect(Kind.FLIP, _dekoichi, needs=may_draw("self"),
                        text_en="draw 1, then 1 for each face-up Bokoichi you control",
                        text_ja="１枚ドローし、さらに自分の表側表示の「魔貨物車両 ボコイチ」の数だけドローする"))


# ---- R004-070: spells that draw --------------------------------------------------------------------

# デステニー・ドロー / Destiny Draw: discard a 「Ｄ－ＨＥＲＯ」 card (the cost); draw 2.
simple_draw(45809008, 2, "self", "draw 2", "カードを２枚ドローする",
            cost=Cost(discard=1, hand_filter=lambda ctx, c: is_hero(c, "Destiny HERO")))


# レア・ヴァリュー / Rare Value: with 2 or more 「宝玉獣」 cards in your spell & trap zones, the opponent
# picks one of them; you send it to the graveyard and draw 2.
def _crystal_beasts(ctx: Ctx | Resolution, p: int) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].spells if i >= 0 and d.cards[i].data.name_en.startswith("Crystal Beast")]


def _rare_value(res: Resolution) -> None:
    d = res.duel
    beasts = _crystal_beasts(res, res.player)
    if not beasts:
        return
    c = res.ask_cards(beasts, "select", res.opponent)
    d.send_to_grave([c.idx], res.cause)
    if c.zone is Zone.GRAVE:
        d.draw(res.player, 2, res.cause)


define(60876124, Effect(A, _rare_value, asks=True, needs=may_draw("self"),
                        condition=lambda ctx: len(_crystal_beasts(ctx, ctx.player)) >= 2,
                        text_en="send a Crystal Beast the opponent picks to the graveyard; draw 2",
                        text_ja="相手が選んだ「宝玉獣」を墓地へ送り、２枚ドローする"))


# コンバート・コンタクト / Convert Contact: if you control no monsters, send a 「Ｎ」 monster from your hand
# and one from your deck to the graveyard, then draw 2.
def _neo_spacian(c: Card) -> bool:
    return c.data.is_monster and c.data.name_en.startswith("Neo-Spacian")


def _convert_contact(res: Resolution) -> None:
    d = res.duel
    h = [c for c in hand_of(res, res.player) if _neo_spacian(c)]
    k = pile_of(res, res.player, Zone.DECK, _neo_spacian)
    if not h or not k:
        return
    a = res.ask_cards(h)
    b = res.ask_cards(k)
    d.send_to_grave([a.idx, b.idx], res.cause)
    d.shuffle_deck(res.player)
    d.draw(res.player, 2, res.cause)


define(82639107, Effect(A, _convert_contact, asks=True, needs=may_draw("self"),
                        condition=lambda ctx: not ctx.duel.monsters_of(ctx.player)
                        and any(_neo_spacian(c) for c in other_hand(ctx, ctx.player))
                        and bool(pile_of(ctx, ctx.player, Zone.DECK, _neo_spacian)),
                        text_en="send a Neo-Spacian from hand and one from the deck to the graveyard; draw 2",
                        text_ja="手札とデッキから「Ｎ」を１体ずつ墓地へ送り、２枚ドローする"))


# 天よりの宝札 / Card of Sanctity: banish every other card you control and in your hand (at least one of
# each), then draw until you have 2 cards in hand (so 「神の恵み」 is never on the field then: R004-073).
def _sanctity(res: Resolution) -> None:
    d = res.duel
    mine = [c for c in field_of(res, res.player) + hand_of(res, res.player) if c.idx != res.card.idx]
    d.banish(mine, res.cause)
    n = 2 - len(d.players[res.player].hand)
    if n > 0:
        d.draw(res.player, n, res.cause)


# Its categories are declared: the page counts it a draw effect 「無効」 answers (R004-070.05), the banishing
# being what the draw needs.
define(42664989, Effect(A, _sanctity, needs=may_draw("self"), does=Does.DRAW,
                        condition=lambda ctx: bool(other_hand(ctx, ctx.player))
                        and any(c.idx != ctx.card.idx for c in field_of(ctx, ctx.player)),
                        text_en="banish your other cards on the field and in hand; draw until you hold 2",
                        text_ja="自分の手札とフィールドの他のカードを全て除外し、手札が２枚になるようにドローする"))

# カオス・グリード / Chaos Greed: with 4 or more of your cards banished and none in your graveyard, draw 2.
simple_draw(97439308, 2, "self", "draw 2", "カードを２枚ドローする",
            condition=lambda ctx: len(ctx.duel.players[ctx.player].banished) >= 4
            and not ctx.duel.players[ctx.player].grave)


# 天使の施し / Graceful Charity: draw 3, then discard 2.
def _charity(res: Resolution) -> None:
    res.duel.draw(res.player, 3, res.cause)
    discard_chosen(res, res.player, 2)


define(79571449, Effect(A, _charity, does=Does.OWN_HAND, asks=True, needs=may_draw("self"),
                        text_en="draw 3, then discard 2", text_ja="３枚ドローし、その後２枚捨てる"))


# 成金ゴブリン / Upstart Goblin: draw 1; the opponent gains 1000 LP.
def _upstart(res: Resolution) -> None:
    res.duel.draw(res.player, 1, res.cause)
    res.duel.gain_lp(res.opponent, 1000, res.cause)


define(70368879, Effect(A, _upstart, needs=may_draw("self"),
                        text_en="draw 1; the opponent gains 1000 LP",
                        text_ja="１枚ドローし、相手は１０００ライフポイント回復する"))


# 墓穴の道連れ / Dragged Down into the Grave: both hands are shown; each player picks a card of the other's
# hand; both picked cards are discarded, then each player draws 1.
def _dragged_down(res: Resolution) -> None:
    d = res.duel
    mine = hand_of(res, res.opponent)
    theirs = hand_of(res, res.player)
    a = res.ask_cards(mine, "select", res.player) if mine else None
    b = res.ask_cards(theirs, "select", res.opponent) if theirs else None
    if a is not None:
        d.discard([a.idx], res.cause)
    if b is not None:
        d.discard([b.idx], res.cause)
    d.draw(res.player, 1, res.cause)
    d.draw(res.opponent, 1, res.cause)


define(16435215, Effect(A, _dragged_down, does=Does.OWN_HAND, asks=True, needs=both(
    may_draw("both"), lambda ctx: bool(other_hand(ctx, ctx.player)) and bool(hand_of(ctx, ctx.opponent))),
    text_en="each player discards a card the other picks from their hand; both draw 1",
    text_ja="お互いに相手の手札を１枚選んで捨てさせ、その後お互いに１枚ドローする"))


# 暗黒界の取引 / Dark World Dealings: each player draws 1, then each discards 1 of their choice.
def _dealings(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    d.draw(res.opponent, 1, res.cause)
    discard_chosen(res, res.player, 1)
    discard_chosen(res, res.opponent, 1)


define(74117290, Effect(A, _dealings, does=Does.OWN_HAND, asks=True, needs=may_draw("both"),
                        text_en="each player draws 1, then discards 1",
                        text_ja="お互いに１枚ドローし、その後１枚捨てる"))


# 手札抹殺 / Card Destruction: both players discard their whole hand, then each draws as many as they
# discarded.
def _card_destruction(res: Resolution) -> None:
    d = res.duel
    counts = {}
    for p in (res.player, res.opponent):
        hand = list(d.players[p].hand)
        counts[p] = len(hand)
        if hand:
            d.discard(hand, res.cause)
    for p in (res.player, res.opponent):
        if counts[p]:
            d.draw(p, counts[p], res.cause)


define(72892473, Effect(A, _card_destruction, does=Does.OWN_HAND, needs=both(
    may_draw("both"), lambda ctx: bool(other_hand(ctx, ctx.player) or hand_of(ctx, ctx.opponent))),
    text_en="both players discard their hand and draw as many", text_ja="お互いに手札を全て捨て、その枚数分ドローする"))


# 打ち出の小槌 / Magical Mallet: shuffle any number of cards from your hand into the deck, then draw as many.
def _mallet(res: Resolution) -> None:
    d = res.duel
    chosen = ask_many(res, hand_of(res, res.player))
    if chosen:
        d.to_deck(chosen, res.cause)
        d.draw(res.player, len(chosen), res.cause)


define(85852291, Effect(A, _mallet, asks=True, needs=may_draw("self"),
                        text_en="shuffle any number of cards from your hand into the deck; draw as many",
                        text_ja="手札を好きな枚数デッキに戻してシャッフルし、その枚数分ドローする"))


# ファイヤー・ソウル / Soul of Fire: the opponent draws 1; banish a Pyro monster from your deck; the
# opponent takes half its ATK as damage. In the turn you activate it you declare no attack (`turn_ban`).
def _soul_of_fire(res: Resolution) -> None:
    d = res.duel
    d.draw(res.opponent, 1, res.cause)
    pyros = pile_of(res, res.player, Zone.DECK, lambda c: c.data.race == "Pyro" and c.data.is_monster)
    if pyros:
        c = res.ask_cards(pyros)
        d.banish([c], res.cause)
        d.shuffle_deck(res.player)
        d.damage(res.opponent, (c.data.atk or 0) // 2, res.cause)


define(95026693, Effect(A, _soul_of_fire, asks=True, needs=may_draw("opp"), turn_ban=("attack",),
                        condition=lambda ctx: bool(pile_of(ctx, ctx.player, Zone.DECK,
                                                           lambda c: c.data.race == "Pyro" and c.data.is_monster)),
                        text_en="the opponent draws 1; banish a Pyro from your deck; half its ATK as damage",
                        text_ja="相手は１枚ドローし、デッキの炎族を除外し、その攻撃力の半分のダメージを与える"))


# リロード / Reload: shuffle your hand into the deck, then draw as many.
def _reload_op(who: str) -> Operation:
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.player if who == "self" else res.opponent
        hand = hand_of(res, p)
        if hand:
            d.to_deck(hand, res.cause)
            d.draw(p, len(hand), res.cause)
    return op


define(22589918, Effect(A, _reload_op("self"),
                        needs=both(may_draw("self"), lambda ctx: bool(other_hand(ctx, ctx.player))),
                        text_en="shuffle your hand into the deck; draw as many",
                        text_ja="手札を全てデッキに戻してシャッフルし、その枚数分ドローする"))

# 記憶抹消 / Mind Wipe: with 3 or fewer cards in the opponent's hand, they shuffle it into the deck and
# draw as many.
define(52817046, Effect(A, _reload_op("opp"), needs=may_draw("opp"),
                        condition=lambda ctx: 1 <= len(ctx.duel.players[ctx.opponent].hand) <= 3,
                        text_en="the opponent shuffles their hand into the deck and draws as many",
                        text_ja="相手は手札を全てデッキに戻してシャッフルし、その枚数分ドローする"))


# 壺盗み / Jar Robber (quick-play): when 「強欲な壺」 is activated, negate its effect and draw 1.
def _pot_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and ctx.duel.cards[link.card].data.passcode == POT_OF_GREED and link.effect == 1


def _jar_robber(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        res.negate_effect(link)
    res.duel.draw(res.player, 1, res.cause)


define(33784505, Effect(A, _jar_robber, condition=_pot_activated, needs=may_draw("self"),
                        text_en="negate Pot of Greed's effect; draw 1",
                        text_ja="「強欲な壺」の効果を無効にし、１枚ドローする"))


# 冥界の宝札 / Precious Cards from Beyond (continuous spell): when you tribute summon a monster with 2 or
# more tributes, draw 2.
def _tributes_of_last_summon(d: object, card: int) -> int:
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    for i in range(len(d.log) - 1, 0, -1):
        e = d.log[i]
        if e.kind == "summon" and e.args[1] is d.refs[card]:
            prev = d.log[i - 1]
            if prev.kind == "tribute" and len(prev.args) == 2:
                refs = prev.args[1]
                assert isinstance(refs, tuple)
                return len(refs)
            return 0
    return 0


define(68304813, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, draw_op(2), trigger="summoned", self_trigger=False, needs=may_draw("self"),
              when=lambda ctx, ev: ctx.card.active and ev.player == ctx.player and ev.detail == "normal"
              and _tributes_of_last_summon(ctx.duel, ev.card) >= 2,
              text_en="you tribute summoned with 2 or more tributes: draw 2",
              text_ja="２体以上の生け贄で生け贄召喚した時、２枚ドローする"))


# 悪夢の蜃気楼 / Mirage of Nightmare (continuous spell): in the opponent's standby phase, draw until you
# hold 4; then in your next standby phase discard that many cards at random. Cards that did not reach
# the hand (「無効」) were not drawn: nothing is discarded for them (R004-085).
def _mirage_draw(res: Resolution) -> None:
    d = res.duel
    before = len(d.players[res.player].hand)
    if before < 4:
        d.draw(res.player, 4 - before, res.cause)
    got = len(d.players[res.player].hand) - before
    if got > 0 and res.card.oid == res.link.oid:
        tally(d, ("mirage", res.card.idx, res.card.oid, d.turn), got)


def _mirage_due(ctx: Ctx) -> int:
    c = ctx.card
    return sum(tallied(ctx.duel, ("mirage", c.idx, c.oid, ctx.duel.turn - 1)))


def _mirage_discard(res: Resolution) -> None:
    discard_random(res, res.player, _mirage_due(ctx_of(res)))


define(41482598, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _mirage_draw, trigger="phase", self_trigger=False, needs=may_draw("self"),
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.active,
              text_en="draw until you hold 4 cards", text_ja="手札が４枚になるようにドローする"),
       Effect(T, _mirage_discard, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and _mirage_due(ctx) > 0,
              text_en="discard as many cards as you drew, at random", text_ja="ドローした枚数分ランダムに捨てる"))


# 凡骨の意地 / Heart of the Underdog (continuous spell): in your draw phase, when you draw a normal
# monster you may show it and draw 1 more.
define(35762283, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, draw_op(1), trigger="drawn", self_trigger=False, mandatory=False, needs=may_draw("self"),
              when=lambda ctx, ev: ctx.card.active and ev.player == ctx.player and ctx.duel.phase == "draw"
              and ctx.duel.tp == ctx.player and ctx.duel.cards[ev.card].data.is_normal_monster,
              text_en="you drew a normal monster in your draw phase: draw 1 more",
              text_ja="ドローフェイズに通常モンスターをドローした時、さらに１枚ドローする"))


# ７ / 7 (continuous spell): when you have 3 face-up 「７」, draw 3 and destroy every 「７」 (checked as one
# resolves); when this card is sent from the field straight to the graveyard, gain 700 LP.
def _seven(res: Resolution) -> None:
    d = res.duel
    sevens = [c for c in field_of(res, res.player) if c.data.passcode == 67048711 and c.face_up and c.active]
    if len(sevens) >= 3 and not sanctuary_blocks(d, res.player):
        d.draw(res.player, 3, res.cause)
        d.destroy(sevens, res.cause)


define(67048711, Effect(A, _seven, text_en="with 3 face-up 7s: draw 3 and destroy them",
                        text_ja="「７」が３枚揃った時、３枚ドローし「７」を全て破壊する"),
       Effect(T, _gain_op(700), trigger="sent",
              when=lambda ctx, ev: ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE),
              text_en="sent from the field to the graveyard: gain 700 LP",
              text_ja="フィールドから墓地へ送られた時、７００ライフポイント回復する"))


# 軽量化 / Lighten the Load (continuous spell): once a turn, shuffle a level 7 or higher monster from your
# hand into the deck and draw 1.
def _heavy(c: Card) -> bool:
    return c.data.is_monster and (c.data.level or 0) >= 7


def _lighten(res: Resolution) -> None:
    d = res.duel
    heavy = [c for c in hand_of(res, res.player) if _heavy(c)]
    if heavy:
        d.to_deck([res.ask_cards(heavy)], res.cause)
        d.draw(res.player, 1, res.cause)


define(37231841, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, _lighten, asks=True, once_per_turn=True, needs=both(
           may_draw("self"), lambda ctx: any(_heavy(c) for c in hand_of(ctx, ctx.player))),
           text_en="shuffle a level 7+ monster from hand into the deck; draw 1",
           text_ja="手札のレベル７以上のモンスターをデッキに戻し、１枚ドローする"))


# カードトレーダー / Card Trader (continuous spell): in your standby phase you may shuffle a card from your
# hand into the deck and draw 1 (once a turn).
def _trader(res: Resolution) -> None:
    d = res.duel
    hand = hand_of(res, res.player)
    if hand:
        d.to_deck([res.ask_cards(hand)], res.cause)
        d.draw(res.player, 1, res.cause)


define(48712195, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _trader, trigger="phase", self_trigger=False, mandatory=False, asks=True, once_per_turn=True,
              needs=both(may_draw("self"), lambda ctx: bool(hand_of(ctx, ctx.player))),
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.active,
              text_en="shuffle a card from hand into the deck; draw 1",
              text_ja="手札を１枚デッキに戻し、１枚ドローする"))


# 幸運の鉄斧 / Lucky Iron Axe (equip spell): the monster gains 500 ATK; when this card is destroyed by an
# opponent's effect and sent to your graveyard, draw 1.
define(34664411,
       Effect(A, equip_targets,
              target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, draw_op(1), trigger="destroyed", needs=may_draw("self"),
              when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)
              and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner,
              text_en="destroyed by an opponent's effect: draw 1",
              text_ja="相手の効果で破壊された時、１枚ドローする"))


# ---- R004-070: traps that draw -----------------------------------------------------------------------

# 強欲な瓶 / Jar of Greed: draw 1.
simple_draw(83968380, 1, "self", "draw 1", "カードを１枚ドローする")


# 八汰烏の骸 / Legacy of Yata-Garasu: draw 1 (effect 1); or, while the opponent controls a face-up spirit
# monster, draw 2 (effect 2).
def _opp_spirit(ctx: Ctx) -> bool:
    return any("spirit" in c.data.subtypes for c in face_up_monsters(ctx, ctx.opponent))


define(30461781, Effect(A, draw_op(1), needs=may_draw("self"), text_en="draw 1", text_ja="１枚ドローする"),
       Effect(A, draw_op(2), needs=may_draw("self"), condition=_opp_spirit,
              text_en="draw 2", text_ja="２枚ドローする"))


# 無謀な欲張り / Reckless Greed: draw 2, and skip your next 2 draw phases. Under 「無効」 the cards go to
# the graveyard and the skip does not apply either (R004-086).
def _reckless(res: Resolution) -> None:
    d = res.duel
    muko = mukoed(res.duel, res.link.card, res.link.number)
    d.draw(res.player, 2, res.cause)
    if muko:
        return
    first = d.next_turn_of(res.player)
    for t in (first, first + 2):
        d.skip_phase(res.player, "draw", t, res.cause)


# Declared a draw effect only: 「無効」 answers it (R004-070.37); the skipped draw phases go with the draw.
define(37576645, Effect(A, _reckless, needs=may_draw("self"), does=Does.DRAW,
                        text_en="draw 2; skip your next 2 draw phases",
                        text_ja="２枚ドローし、次の自分のドローフェイズを２回スキップする"))

# 強欲な贈り物 / The Gift of Greed: the opponent draws 2.
simple_draw(5915629, 2, "opp", "the opponent draws 2", "相手は２枚ドローする")


# スーパーチャージ / Supercharge: when an opponent's monster attacks while every monster you control is a
# Machine 「ロイド」 (at least one), draw 2.
def _all_roids(ctx: Ctx) -> bool:
    ms = ctx.duel.monsters_of(ctx.player)
    return bool(ms) and all(c.face_up and c.data.race == "Machine" and "roid" in c.data.name_en.lower() for c in ms)


simple_draw(97705809, 2, "self", "draw 2", "カードを２枚ドローする",
            condition=lambda ctx: opponent_attacks(ctx) and _all_roids(ctx))


# 凡人の施し / Common Charity: draw 2, then banish a normal monster from your hand; with none, send your
# whole hand to the graveyard.
def _common_charity(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 2, res.cause)
    normals = [c for c in hand_of(res, res.player) if c.data.is_normal_monster]
    if normals:
        d.banish([res.ask_cards(normals)], res.cause)
    else:
        d.send_to_grave(list(d.players[res.player].hand), res.cause)


define(40465719, Effect(A, _common_charity, asks=True, needs=may_draw("self"),
                        text_en="draw 2, then banish a normal monster from hand (or send the hand to the graveyard)",
                        text_ja="２枚ドローし、手札の通常モンスターを１体除外する（無ければ手札を全て墓地へ送る）"))


# 積み上げる幸福 / Accumulated Fortune: activated only as chain link 4 or higher, with no two cards of the
# same name in the chain: draw 2.
def _fortune_ok(ctx: Ctx) -> bool:
    chain = ctx.duel.chain
    names = [ctx.duel.cards[link.card].data.passcode for link in chain]
    return len(chain) >= 3 and len(set(names)) == len(names) and ctx.card.data.passcode not in names


simple_draw(98444741, 2, "self", "draw 2", "カードを２枚ドローする", condition=_fortune_ok)


# 攪乱作戦 / Disturbance Strategy: the opponent shuffles their hand into the deck and draws as many.
define(77561728, Effect(A, _reload_op("opp"),
                        needs=both(may_draw("opp"), lambda ctx: bool(hand_of(ctx, ctx.opponent))),
                        text_en="the opponent shuffles their hand into the deck and draws as many",
                        text_ja="相手は手札を全てデッキに戻してシャッフルし、その枚数分ドローする"))


# ゴブリンのやりくり上手 / Good Goblin Housekeeping: draw 1 + the number of copies in your graveyard, then
# put a card from your hand at the bottom of the deck.
def _housekeeping(res: Resolution) -> None:
    d = res.duel
    n = 1 + len(pile_of(res, res.player, Zone.GRAVE, lambda c: c.data.passcode == 9744376))
    d.draw(res.player, n, res.cause)
    hand = hand_of(res, res.player)
    if hand:
        d.to_deck([res.ask_cards(hand)], res.cause, where="bottom")


define(9744376, Effect(A, _housekeeping, asks=True, needs=may_draw("self"),
                       text_en="draw 1 + copies in your graveyard; put a card from hand at the bottom of the deck",
                       text_ja="墓地の同名カードの数＋１枚ドローし、手札１枚をデッキの一番下に戻す"))


# ヒーロー・メダル / Hero Medal: when this set card is destroyed by an opponent's effect and sent to the
# graveyard, shuffle it into the deck and draw 1.
def _medal(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid:
        d.to_deck([c], res.cause)
    d.draw(res.player, 1, res.cause)


define(10489311, Effect(T, _medal, trigger="destroyed", needs=may_draw("self"),
                        when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)
                        and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner,
                        text_en="destroyed by an opponent's effect: shuffle it into the deck; draw 1",
                        text_ja="相手の効果で破壊された時、デッキに戻し１枚ドローする"))

# 大暴落 / Heavy Slump: with 8 or more cards in the opponent's hand, they shuffle it into the deck and draw 2.
def _slump(res: Resolution) -> None:
    d = res.duel
    hand = hand_of(res, res.opponent)
    if hand:
        d.to_deck(hand, res.cause)
        d.draw(res.opponent, 2, res.cause)


define(52417194, Effect(A, _slump, needs=may_draw("opp"),
                        condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 8,
                        text_en="the opponent shuffles their hand into the deck and draws 2",
                        text_ja="相手は手札を全てデッキに戻してシャッフルし、２枚ドローする"))


# 風林火山 / Fuh-Rin-Ka-Zan: with face-up WIND, WATER, FIRE and EARTH monsters on the field, one of:
# destroy the opponent's monsters (1), their spells and traps (2), discard 2 random cards of their hand
# (3), draw 2 (4).
def _four_elements(ctx: Ctx) -> bool:
    attrs = {c.data.attribute for p in (0, 1) for c in face_up_monsters(ctx, p)}
    return {"WIND", "WATER", "FIRE", "EARTH"} <= attrs


def _frkz_monsters(res: Resolution) -> None:
    res.duel.destroy(res.duel.monsters_of(res.opponent), res.cause)


def _frkz_spells(res: Resolution) -> None:
    d = res.duel
    pl = d.players[res.opponent]
    d.destroy([d.cards[i] for i in (*pl.spells, pl.field) if i >= 0], res.cause)


def _frkz_discard(res: Resolution) -> None:
    discard_random(res, res.opponent, 2)


define(1781310,
       Effect(A, _frkz_monsters, condition=_four_elements, text_en="destroy all the opponent's monsters",
              text_ja="相手フィールドのモンスターを全て破壊する"),
       Effect(A, _frkz_spells, condition=_four_elements, text_en="destroy all the opponent's spells and traps",
              text_ja="相手フィールドの魔法・罠カードを全て破壊する"),
       Effect(A, _frkz_discard, condition=_four_elements, text_en="discard 2 random cards of the opponent's hand",
              text_ja="相手の手札をランダムに２枚捨てる"),
       # one effect of four modes: not "an effect that only draws" (R004-070.49, 無効 ×)
       Effect(A, draw_op(2), condition=_four_elements, needs=may_draw("self"), does=Does.DRAW | Does.OTHER,
              text_en="draw 2",
              text_ja="２枚ドローする"))


# 破滅へのクイック・ドロー / Destructive Draw (continuous trap): a player who had no card in hand when their
# draw phase began draws 1 more after the normal draw (mandatory here: the choice would be that player's,
# not this card's controller's); its controller loses 700 LP in their end phase; when it leaves the field
# face-up, its controller takes 3000 damage.
def _empty_handed_draw(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ctx.card.active and ev.cause.reason is Reason.RULE and d.phase == "draw"
            and len(d.players[ev.player].hand) == ev.amount)


def _quick_draw(res: Resolution) -> None:
    ev = res.link.events[0]
    if not sanctuary_blocks(res.duel, ev.player):
        res.duel.draw(ev.player, 1, res.cause)


def _left_face_up(ctx: Ctx, ev: Event) -> bool:
    return ev.src in (int(Zone.SPELLS), int(Zone.FIELD))


define(77859858, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _quick_draw, trigger="drew", self_trigger=False, when=_empty_handed_draw,
              text_en="a player who began the draw phase with no cards draws 1 more",
              text_ja="手札０枚でドローフェイズを迎えたプレイヤーは１枚多くドローする"),
       Effect(T, lambda res: res.duel.lose_lp(res.player, 700, res.cause), trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player and ctx.card.active,
              text_en="lose 700 LP in your end phase", text_ja="自分のエンドフェイズに７００ライフポイントを失う"),
       *(Effect(T, lambda res: res.duel.damage(res.player, 3000, res.cause), trigger=k, when=_left_face_up,
                text_en="it left the field: its controller takes 3000 damage",
                text_ja="フィールドから離れた時、コントローラーに３０００ダメージ")
         for k in ("destroyed", "sent", "banished", "to_hand", "to_deck")))


# 便乗 / Appropriate (continuous trap): activated when the opponent draws outside the draw phase; after
# that, each time they draw outside the draw phase, you draw 2. It answers the draw in the window right
# after the chain that made it (`responds_to`).
def _opp_drew_outside(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.player == ctx.opponent and ctx.duel.phase != "draw"


define(48539234, Effect(A, nothing, condition=lambda ctx: any(
    e.kind == "drew" and e.player == ctx.opponent for e in ctx.events) and ctx.duel.phase != "draw",
    responds_to=("drew",), text_en="activate", text_ja="発動"),
    Effect(T, draw_op(2), trigger="drew", self_trigger=False, when=_opp_drew_outside, needs=may_draw("self"),
        text_en="the opponent drew outside the draw phase: draw 2",
        text_ja="相手がドローフェイズ以外でドローした時、２枚ドローする"))


# 電動刃虫 / Chainsaw Insect: at the end of the damage step of a battle it took part in, the opponent draws 1.
# Effect 1 when it attacked, effect 2 when it was attacked (the damage_step_end event names the attacker and,
# in `amount`, the attack's target).
define(77252217,
       Effect(T, draw_op(1, "opp"), trigger="damage_step_end", needs=may_draw("opp"),
              text_en="the opponent draws 1", text_ja="相手はデッキからカードを１枚ドローする"),
       Effect(T, draw_op(1, "opp"), trigger="damage_step_end", self_trigger=False, needs=may_draw("opp"),
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              text_en="the opponent draws 1", text_ja="相手はデッキからカードを１枚ドローする"))


# ダメージ・ポラリライザー / Damage Polarizer (counter trap): when an effect that inflicts damage is
# activated (its categories, `Does.DAMAGE`), negate the activation; each player draws 1.
def _burn_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and ctx.duel.effect_of(link.card, link.effect).does_(Does.DAMAGE)


def _polarizer(res: Resolution) -> None:
    d = res.duel
    link = answered_link(ctx_of(res))
    if link is not None:
        negate_activation(res, link, destroy=False)
    d.draw(res.player, 1, res.cause)
    d.draw(res.opponent, 1, res.cause)


define(46031686, Effect(A, _polarizer, condition=_burn_activated, needs=may_draw("both"), damage_step=True,
                        text_en="negate a damage effect's activation; each player draws 1",
                        text_ja="ダメージを与える効果の発動を無効にし、お互いに１枚ドローする"))


# ---- R004-070: monsters that draw --------------------------------------------------------------------

def _battle_damage_by_me(direct: bool = False) -> Callable[[Ctx, Event], bool]:
    """This card inflicted battle damage to its controller's opponent (in a direct attack)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.cause.reason is not Reason.BATTLE or ev.cause.card != ctx.card.idx or ev.player != ctx.opponent:
            return False
        att = ctx.duel.attack
        return not direct or (att is not None and att[2] < 0)
    return when


def _battle_damage_draw(passcode: int, n: int, who: str = "self", until: int = 0, direct: bool = False,
                        extra: tuple[Effect, ...] = (), missing: tuple[str, ...] = (),
                        special_by: SpecialCheck | None = None, tail: tuple[Effect, ...] = (),
                        numbering: tuple[int, ...] = ()) -> None:
    """A monster that makes a player draw when it inflicts battle damage (`until`: to that hand size); `extra`:
    its effects before that one, `tail`: after it (a summon procedure)."""
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.player if who == "self" else res.opponent
        k = until - len(d.players[p].hand) if until else n
        if k > 0:
            d.draw(p, k, res.cause)
    if until:
        en, ja = f"draw until {'you hold' if who == 'self' else 'the opponent holds'} {until}", \
            f"{'自分' if who == 'self' else '相手'}の手札が{until}枚になるようにドローする"
    else:
        en, ja = f"{'draw' if who == 'self' else 'the opponent draws'} {n}", \
            f"{'' if who == 'self' else '相手は'}{n}枚ドローする"
    define(passcode, *extra, Effect(T, op, trigger="damage", self_trigger=False, when=_battle_damage_by_me(direct),
                                       needs=may_draw(who), text_en="battle damage: " + en,
                                                            text_ja="戦闘ダメージ：" + ja), *tail,
           missing=missing, special_by=special_by, numbering=numbering)


# 仮面魔道士 / Masked Sorcerer: when it inflicts battle damage, draw 1.
_battle_damage_draw(10189126, 1)
# トゥーン・仮面魔道士 / Toon Masked Sorcerer: the same, with the toon rules (`common.TOON_FIRST`, `TOON_LAST`).
_battle_damage_draw(16392422, 1, extra=TOON_FIRST, tail=TOON_LAST, numbering=TOON_NUMBERING)
# 悪魔の調理師 / The Bistro Butcher: when it inflicts battle damage, the opponent draws 2.
_battle_damage_draw(71107816, 2, "opp")
# 大盤振舞侍 / Sasuke Samurai #3: when it inflicts battle damage, the opponent draws until they hold 7.
_battle_damage_draw(77379481, 0, "opp", until=7)
# 天空騎士パーシアス / Airknight Parshath: piercing damage; when it inflicts battle damage, draw 1.
_battle_damage_draw(18036057, 1, extra=(PIERCING,))
# 天空勇士ネオパーシアス / Neo-Parshath: special summoned from the hand by tributing a 「天空騎士パーシアス」 you
# control; while 「天空の聖域」 is on the field and its controller has more LP than the opponent, it gains the
# difference as ATK and DEF; piercing damage; when it inflicts battle damage, draw 1.
def _neo_parshath_gain(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    ahead = d.players[ctx.player].lp - d.players[ctx.opponent].lp
    return ahead if ahead > 0 and sanctuary_on_field(d) else 0


_battle_damage_draw(
    12510878, 1,
    extra=(Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_neo_parshath_gain,
                  defense=_neo_parshath_gain, text_en="with the Sanctuary, gains the LP it is ahead by as ATK/DEF",
                  text_ja="「天空の聖域」があり自分のLPが多ければ、その差だけ攻撃力・守備力アップ"), PIERCING),
    tail=(Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.passcode == 18036057),
                 text_en="special summon from the hand by tributing an Airknight Parshath you control",
                 text_ja="自分フィールドの「天空騎士パーシアス」を生け贄に捧げ、手札から特殊召喚する"),))
# 八俣大蛇 / Yamata Dragon: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage, draw until you hold 5.
_battle_damage_draw(76862289, 0, until=5, extra=SPIRIT_RETURN,
                    special_by=never)


# 八汰烏 / Yata-Garasu: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage, the opponent skips the draw
# phase of their next turn.
define(3078576, *SPIRIT_RETURN,
       Effect(T, lambda res: res.duel.skip_phase(res.opponent, "draw", res.duel.next_turn_of(res.opponent), res.cause),
              trigger="damage", self_trigger=False, when=_battle_damage_by_me(),
              text_en="battle damage: the opponent skips their next draw phase",
              text_ja="戦闘ダメージを与えた時、相手の次のドローフェイズをスキップする"),
       special_by=never)


# 光神機－閃空 / Majestic Mech - Senku: when it inflicts battle damage by a direct attack, draw 1; it is
# sent to the graveyard in the end phase of the turn it was summoned.
def _senku_leaves(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.send_to_grave([c.idx], res.cause)


_battle_damage_draw(32918479, 1, direct=True, extra=(
    Effect(T, _senku_leaves, trigger="phase", self_trigger=False,
           when=lambda ctx, ev: ev.detail == "end" and ctx.card.t_entered == ctx.duel.turn,
           text_en="the end phase of its summon: send it to the graveyard",
           text_ja="召喚したターンのエンドフェイズに墓地へ送る"),))


# 白兵戦型お手伝いロボ / Helping Robo for Combat: when it destroys an opponent's monster by battle, draw 1,
# then put a card from your hand at the bottom of the deck.
def _destroyed_by_me(ctx: Ctx, ev: Event) -> bool:
    att = ctx.duel.attack
    return (ev.cause.reason is Reason.BATTLE and ev.player != ctx.player and att is not None
            and ctx.card.idx in (att[0], att[2]) and ev.card in (att[0], att[2]))


def _robo(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    hand = hand_of(res, res.player)
    if hand:
        d.to_deck([res.ask_cards(hand)], res.cause, where="bottom")


define(47025270, Effect(T, _robo, trigger="destroyed", self_trigger=False, when=_destroyed_by_me, asks=True,
                        needs=may_draw("self"),
                        text_en="destroyed a monster by battle: draw 1, put a card from hand at the deck's bottom",
                        text_ja="戦闘で破壊した時、１枚ドローし手札１枚をデッキの一番下に戻す"))


# Ｅ・ＨＥＲＯ バブルマン / Elemental HERO Bubbleman: when it is summoned while you have no other card on
# the field or in hand, you may draw 2 (its procedure: special summoned from a hand holding only it).
def _bubbleman_alone(ctx: Ctx) -> bool:
    return not hand_of(ctx, ctx.player) and all(c.idx == ctx.card.idx for c in field_of(ctx, ctx.player))


def _bubbleman(res: Resolution) -> None:
    if _bubbleman_alone(ctx_of(res)):
        res.duel.draw(res.player, 2, res.cause)


define(79979666, *(Effect(T, _bubbleman, trigger=k, mandatory=False, needs=both(may_draw("self"), _bubbleman_alone),
                          text_en="summoned while alone: draw 2", text_ja="他にカードが無い時、２枚ドローする")
                   for k in ("summoned", "special_summoned")),
       Effect(Kind.PROCEDURE, condition=lambda ctx: len(ctx.duel.players[ctx.player].hand) == 1,
              text_en="special summon from the hand while it is the only card there",
              text_ja="手札がこのカード１枚のみの場合、手札から特殊召喚する"))


# デス・ラクーダ / Des Lacooda: once a turn it may turn itself face-down (effect 1); when it is flip
# summoned, draw 1 (effect 2, an effect that does nothing but draw: R004-081).
def _face_down_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.set_position(res.card, Pos.SET, res.cause)


FACE_DOWN_SELF = Effect(Kind.IGNITION, _face_down_self, once_per_turn=True,
                        text_en="turn this card face-down", text_ja="このカードを裏側守備表示にする")

define(2326738, FACE_DOWN_SELF,
       Effect(T, draw_op(1), trigger="summoned", when=lambda ctx, ev: ev.detail == "flip", needs=may_draw("self"),
              text_en="flip summoned: draw 1", text_ja="反転召喚に成功した時、１枚ドローする"))

# 聖鳥クレイン / Sacred Crane: when it is special summoned, draw 1.
define(30914564, Effect(T, draw_op(1), trigger="special_summoned", needs=may_draw("self"),
                        text_en="special summoned: draw 1", text_ja="特殊召喚に成功した時、１枚ドローする"))


def _from_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.GRAVE)


# 灼熱ゾンビ / Molten Zombie: when it is special summoned from the graveyard, draw 1.
define(4732017, Effect(T, draw_op(1), trigger="special_summoned", when=_from_grave, needs=may_draw("self"),
                       text_en="special summoned from the graveyard: draw 1",
                       text_ja="墓地から特殊召喚に成功した時、１枚ドローする"))


# Ｄ－ＨＥＲＯ ディスクガイ / Destiny HERO - Disk Commander: when it is special summoned from the graveyard,
# draw 2, once a duel. (The ban on its special summon from the graveyard in the turn it was sent there is a
# later errata: the era's text has none.)
def _disk_once(ctx: Ctx) -> bool:
    return not tallied(ctx.duel, ("disk", ctx.player))


def _disk(res: Resolution) -> None:
    tally(res.duel, ("disk", res.player), 1)
    res.duel.draw(res.player, 2, res.cause)


define(56570271, Effect(T, _disk, trigger="special_summoned", when=_from_grave,
                        needs=both(may_draw("self"), _disk_once),
                        text_en="special summoned from the graveyard: draw 2 (once a duel)",
                        text_ja="墓地から特殊召喚に成功した時、２枚ドローする（デュエル中１度）"))


# エレクトリック・スネーク / Electric Snake: when an opponent's effect discards it from your hand, draw 2.
def _discarded_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner


define(11324436, Effect(T, draw_op(2), trigger="discarded", when=_discarded_by_opponent, needs=may_draw("self"),
                        text_en="discarded by an opponent's effect: draw 2",
                        text_ja="相手の効果で手札から捨てられた時、２枚ドローする"))


# 引きガエル / Poison Draw Frog: when it is sent from the field to the graveyard, you may draw 1 (its
# exception for a face-down monster destroyed by battle is not checked: the event does not say how it
# lay).
define(56840658, *(Effect(T, draw_op(1), trigger=k, when=field_to_grave, mandatory=False, misses_timing=True,
                          needs=may_draw("self"), text_en="sent to the graveyard: draw 1",
                          text_ja="墓地へ送られた時、１枚ドローできる")
                   for k in ("destroyed", "sent", "tributed")))


# サイバーデーモン / Cyber Archfiend: when its controller begins their draw phase with no cards in hand,
# they draw 1 more; in their end phase it is destroyed if they hold a card.
def _archfiend_extra(ctx: Ctx, ev: Event) -> bool:
    return (ev.player == ctx.player and ev.cause.reason is Reason.RULE and ctx.duel.phase == "draw"
            and len(ctx.duel.players[ctx.player].hand) == ev.amount)


def _destroy_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.destroy([res.card], res.cause)


define(59907935, Effect(T, draw_op(1), trigger="drew", self_trigger=False, when=_archfiend_extra,
                        needs=may_draw("self"), text_en="an empty hand in the draw phase: draw 1 more",
                        text_ja="手札が０枚の時、ドローフェイズに１枚多くドローする"),
       Effect(T, _destroy_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player
              and bool(ctx.duel.players[ctx.player].hand),
              text_en="a card in hand in your end phase: destroy this card",
              text_ja="エンドフェイズに手札がある場合、このカードを破壊する"))


# 鬼ゴブリン / Coach Goblin: in your end phase you may put a normal monster from your hand at the bottom
# of the deck and draw 1 (once a turn).
def _coach(res: Resolution) -> None:
    d = res.duel
    normals = [c for c in hand_of(res, res.player) if c.data.is_normal_monster]
    if normals:
        d.to_deck([res.ask_cards(normals)], res.cause, where="bottom")
        d.draw(res.player, 1, res.cause)


define(42541548, Effect(T, _coach, trigger="phase", self_trigger=False, mandatory=False, asks=True,
                        needs=both(may_draw("self"), lambda ctx: any(c.data.is_normal_monster
                                                                     for c in hand_of(ctx, ctx.player))),
                        when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player,
                        text_en="put a normal monster from hand at the bottom of the deck; draw 1",
                        text_ja="手札の通常モンスターをデッキの一番下に戻し、１枚ドローする"))

# スケルエンジェル / Skelengel: FLIP: draw 1.
define(60694662, Effect(Kind.FLIP, draw_op(1), needs=may_draw("self"), text_en="draw 1",
                        text_ja="１枚ドローする"))


# 悪魔の偵察者 / Hiro's Shadow Scout: FLIP: the opponent draws 3 and shows them; the spells among them
# are discarded.
def _scout(res: Resolution) -> None:
    d = res.duel
    hand = set(d.players[res.opponent].hand)
    d.draw(res.opponent, 3, res.cause)
    new = [i for i in d.players[res.opponent].hand if i not in hand]
    spells = [i for i in new if d.cards[i].data.is_spell]
    if spells:
        d.discard(spells, res.cause)


define(81863068, Effect(Kind.FLIP, _scout, needs=may_draw("opp"),
                        text_en="the opponent draws 3; the spells among them are discarded",
                        text_ja="相手は３枚ドローし、その中の魔法カードを捨てる"))


# メタモルポット / Morphing Jar: FLIP: both players discard their hands, then each draws 5.
def _morphing(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        hand = list(d.players[p].hand)
        if hand:
            d.discard(hand, res.cause)
    for p in (d.tp, 1 - d.tp):
        d.draw(p, 5, res.cause)


define(33508719, Effect(Kind.FLIP, _morphing, does=Does.OWN_HAND, needs=may_draw("both"),
                        text_en="both players discard their hands and draw 5",
                        text_ja="お互いに手札を全て捨て、５枚ドローする"))


# 暗黒のミミック ＬＶ１ / Dark Mimic LV1: FLIP: draw 1. In your standby phase you may send it to the
# graveyard to special summon 「暗黒のミミック ＬＶ３」 from your hand or deck.
def _mimic_up(res: Resolution) -> None:
    m = _next_level(res, DARK_MIMIC_LV3, Pos.ATTACK)
    if m is not None and m.zone is Zone.MONSTERS:
        tally(res.duel, ("mimic", m.idx, times_placed(res.duel, m.idx)), 1)


define(DARK_MIMIC_LV1, Effect(Kind.FLIP, draw_op(1), needs=may_draw("self"), text_en="draw 1",
                              text_ja="１枚ドローする"),
       Effect(T, _mimic_up, trigger="phase", self_trigger=False, mandatory=False, asks=True, cost=SEND_SELF,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up,
              text_en="send this card to the graveyard: special summon Dark Mimic LV3",
              text_ja="このカードを墓地へ送り、「暗黒のミミック ＬＶ３」を特殊召喚する"))


# 暗黒のミミック ＬＶ３ / Dark Mimic LV3: when it is destroyed by battle and sent to the graveyard, draw 1,
# or 2 if 「暗黒のミミック ＬＶ１」's effect summoned it.
def _mimic3(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    by_lv1 = bool(tallied(d, ("mimic", ev.card, times_placed(d, ev.card))))
    d.draw(res.player, 2 if by_lv1 else 1, res.cause)


define(DARK_MIMIC_LV3, Effect(T, _mimic3, trigger="destroyed", when=battle_to_grave, needs=may_draw("self"),
                              text_en="destroyed by battle: draw 1 (2 if summoned by Dark Mimic LV1)",
                              text_ja="戦闘で破壊された時、１枚（ＬＶ１の効果で特殊召喚されていれば２枚）ドローする"))


# 暗黒界の狩人 ブラウ / Broww, Huntsman of Dark World: when an effect discards it, draw 1, or 2 if the
# opponent's effect discarded it from your hand.
def _broww(res: Resolution) -> None:
    ev = res.link.events[0]
    res.duel.draw(res.player, 2 if ev.cause.player != res.card.owner else 1, res.cause)


define(79126789, Effect(T, _broww, trigger="discarded", needs=may_draw("self"),
                        when=lambda ctx, ev: ev.src == int(Zone.HAND) and ev.cause.reason is Reason.EFFECT,
                        text_en="discarded by an effect: draw 1 (2 if by the opponent's)",
                        text_ja="効果で捨てられた時、１枚（相手の効果なら２枚）ドローする"))

# サイバー・フェニックス / Cyber Phoenix: while it is in attack position, the effect of a spell or trap card that
# targets one Machine monster you control and no other card is negated; when it is destroyed by battle and sent
# to the graveyard, you may draw 1.
def _phoenix_guards(ctx: Ctx, c: Card) -> bool:
    me = ctx.card
    return me.zone is Zone.MONSTERS and me.pos is Pos.ATTACK and c.zone is Zone.MONSTERS and c.face_up \
        and c.ctl == me.ctl and ctx.duel.race(c) == "Machine"


define(3370104, Effect(Kind.CONTINUOUS, affects=_phoenix_guards, ward=Ward(("spell", "trap"), alone=True),
                       text_en="in attack position: negate spell and trap effects that target only your Machine",
                       text_ja="攻撃表示で存在する限り、自分の機械族モンスター１体のみを対象とする魔法・罠の効果を無効にする"),
       Effect(T, draw_op(1), trigger="destroyed", when=battle_to_grave, mandatory=False,
              misses_timing=True, needs=may_draw("self"),
              text_en="destroyed by battle: draw 1", text_ja="戦闘で破壊された時、１枚ドローできる"))


# カードガンナー / Card Trooper: once a turn, send 1 to 3 cards from the top of your deck to the graveyard
# (declared); it gains 500 ATK for each until the end of the turn. When it is destroyed and sent to your
# graveyard, draw 1.
def _trooper(res: Resolution) -> None:
    d = res.duel
    n = int(res.link.declared or "1")
    before = len(d.players[res.player].grave)
    d.mill(res.player, n, res.cause)
    sent = len(d.players[res.player].grave) - before
    if self_on_field(res) and sent:
        d.boost(res.card, 500 * sent, 0, res.cause)


define(85087012, Effect(Kind.IGNITION, _trooper, once_per_turn=True, declare=("1", "2", "3"),
                        text_en="send 1-3 cards from the top of your deck to the graveyard; +500 ATK each",
                        text_ja="デッキの上から１～３枚墓地へ送り、１枚につき攻撃力５００アップ"),
       Effect(T, draw_op(1), trigger="destroyed", needs=may_draw("self"),
              when=lambda ctx, ev: ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE),
              text_en="destroyed and sent to the graveyard: draw 1",
              text_ja="破壊され墓地へ送られた時、１枚ドローする"))


# エーリアン・グレイ / Alien Grey: FLIP: put an A-counter on a face-up monster the opponent controls. Once
# it has been flipped, when it is destroyed by battle and sent to the graveyard, draw 1.
def _grey_flip(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.zone is Zone.MONSTERS:
        tally(d, ("flipped", c.idx, times_placed(d, c.idx)), 1)
    ups = face_up_monsters(res, res.opponent)
    if ups:
        d.add_counter(res.ask_cards(ups), "Aカウンター", 1, res.cause)


def _grey_destroyed(ctx: Ctx, ev: Event) -> bool:
    return battle_to_grave(ctx, ev) and bool(
        tallied(ctx.duel, ("flipped", ev.card, times_placed(ctx.duel, ev.card))))


define(62437709, Effect(Kind.FLIP, _grey_flip, asks=True,
                        text_en="put an A-counter on an opponent's face-up monster",
                        text_ja="相手の表側表示モンスター１体にＡカウンターを１つ置く"),
       Effect(T, draw_op(1), trigger="destroyed", when=_grey_destroyed, needs=may_draw("self"),
              text_en="flipped once, destroyed by battle: draw 1",
              text_ja="リバース後に戦闘で破壊された時、１枚ドローする"))


# Ｄ－ＨＥＲＯ ディフェンドガイ / Destiny HERO - Defender: in each of the opponent's standby phases, while it
# is in face-up defense position, the opponent draws 1.
define(54749427, Effect(T, draw_op(1, "opp"), trigger="phase", self_trigger=False, needs=may_draw("opp"),
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent
                        and ctx.card.pos is Pos.DEFENSE,
                        text_en="the opponent's standby phase: they draw 1",
                        text_ja="相手のスタンバイフェイズに相手は１枚ドローする"))

# フレイム・オーガ / Flame Ogre: when it is normal summoned, draw 1.
define(58098303, Effect(T, draw_op(1), trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                        needs=may_draw("self"), text_en="normal summoned: draw 1",
                                                text_ja="召喚に成功した時、１枚ドローする"),
       special_by=never)


# 壺魔神 / Avatar of The Pot: send a 「強欲な壺」 from your hand to the graveyard (the cost): draw 3.
define(99284890, Effect(Kind.IGNITION, draw_op(3), needs=may_draw("self"),
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.passcode == POT_OF_GREED),
                        text_en="send Pot of Greed from hand to the graveyard: draw 3",
                        text_ja="手札の「強欲な壺」を墓地へ送り、３枚ドローする"))


# みつこぶラクーダ / 3-Hump Lacooda: with 3 face-up 「みつこぶラクーダ」 on your field, tribute 2 of them: draw 3.
def _lacooda(ctx: Ctx, c: Card) -> bool:
    return c.data.passcode == 86988864 and c.face_up


define(86988864, Effect(Kind.IGNITION, draw_op(3), cost=Cost(tribute=2, tribute_filter=_lacooda),
                        needs=both(may_draw("self"), lambda ctx: sum(
                            1 for c in face_up_monsters(ctx, ctx.player) if _lacooda(ctx, c)) >= 3),
                        text_en="tribute 2 of your three 3-Hump Lacooda: draw 3",
                        text_ja="「みつこぶラクーダ」２体を生け贄に捧げ、３枚ドローする"))


# 王立魔法図書館 / Royal Magical Library: each time either player's spell card activation resolves, it gets a
# spell counter (at most 3), with no chain link; remove 3 of them (the cost): draw 1.
def _library(res: Resolution) -> None:
    res.duel.draw(res.player, 1, res.cause)


define(70791313,
       spell_counter_each_spell(3),
       Effect(Kind.IGNITION, _library, needs=may_draw("self"),
              cost=Cost(remove_counters=(SPELL_COUNTER, 3), counters_self=True),
              text_en="remove 3 spell counters: draw 1", text_ja="魔力カウンターを３つ取り除き、１枚ドローする"),
       holds=((SPELL_COUNTER, 3),))


# ---- ●回復効果のカウント ---------------------------------------------------------------------------------

# ビッグバンガール / Fire Princess: each time its controller gains LP, 500 damage to the opponent; each
# gain is one event however large (R004-087 … R004-092).
define(64752646, Effect(T, lambda res: res.duel.damage(res.opponent, 500, res.cause), trigger="gained",
                        self_trigger=False, when=lambda ctx, ev: ev.player == ctx.player,
                        text_en="you gained LP: 500 damage to the opponent",
                        text_ja="自分がライフポイントを回復した時、相手に５００ダメージ"))


# シモッチによる副作用 / Bad Reaction to Simochi (continuous trap): while it is face-up, every gain of LP of
# its controller's opponent is damage of the same amount instead (R004-093). Duel.gain_lp does not follow a
# replacement that turns the gain into another kind of event, so the replacement cancels the gain and
# inflicts the damage itself.
def _simochi_when(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "gained" and ev.player == ctx.opponent and ctx.card.active


def _simochi_instead(ctx: Ctx, ev: Event) -> Event | None:
    ctx.duel.damage(ev.player, ev.amount, ev.cause)
    return None


define(40633297, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.REPLACEMENT, when=_simochi_when, instead=_simochi_instead,
              text_en="the opponent's LP gains become damage", text_ja="相手のライフ回復はダメージになる"))


# 恵みの像 / Elephant Statue of Blessing: when an opponent's effect sends it from your hand to the
# graveyard, gain 2000 LP.
define(85166216, *(Effect(T, _gain_op(2000), trigger=k, when=_discarded_by_opponent,
                          text_en="sent from the hand by an opponent's effect: gain 2000 LP",
                          text_ja="相手の効果で手札から墓地へ送られた時、２０００ライフポイント回復する")
                   for k in ("discarded", "sent")))


def gain_spell(passcode: int, n: int, who: str = "self", en: str = "", ja: str = "") -> None:
    define(passcode, Effect(A, _gain_op(n, who), text_en=en or f"gain {n} LP",
                                                 text_ja=ja or f"{n}ライフポイント回復する"))


# モウヤンのカレー / Mooyan Curry: gain 200. ブルー・ポーション / Blue Medicine: 400. レッド・ポーション /
# Red Medicine: 500. ゴブリンの秘薬 / Goblin's Secret Remedy: 600. 天使の生き血 / Soul of the Pure: 800.
# 治療の神 ディアン・ケト / Dian Keto the Cure Master: 1000. 恵みの雨 / Rain of Mercy: both players 1000.
# ギフトカード / Gift Card: the opponent gains 3000.
gain_spell(58074572, 200)
gain_spell(20871001, 400)
gain_spell(38199696, 500)
gain_spell(11868825, 600)
gain_spell(47852924, 800)
gain_spell(84257639, 1000)
gain_spell(66719324, 1000, "both", "both players gain 1000 LP", "お互いに１０００ライフポイント回復する")
gain_spell(39526584, 3000, "opp", "the opponent gains 3000 LP", "相手は３０００ライフポイント回復する")


# 盗人ゴブリン / Goblin Thief: 500 damage to the opponent; gain 500 LP.
def _goblin_thief(res: Resolution) -> None:
    res.duel.damage(res.opponent, 500, res.cause)
    res.duel.gain_lp(res.player, 500, res.cause)


define(45311864, Effect(A, _goblin_thief, text_en="500 damage to the opponent; gain 500 LP",
                        text_ja="相手に５００ダメージを与え、５００ライフポイント回復する"))


# トークン収穫祭 / Token Thanksgiving: destroy every token; gain 800 for each.
def _tokens(ctx: Ctx | Resolution) -> list[Card]:
    return [c for p in (0, 1) for c in ctx.duel.monsters_of(p) if c.data.is_token]


def _thanksgiving(res: Resolution) -> None:
    n = len(res.duel.destroy(_tokens(res), res.cause))
    if n:
        res.duel.gain_lp(res.player, 800 * n, res.cause)


define(57182235, Effect(A, _thanksgiving, needs=lambda ctx: bool(_tokens(ctx)),
                        text_en="destroy all tokens; gain 800 LP for each",
                        text_ja="トークンを全て破壊し、１体につき８００回復する"))


# グリフォンの羽根帚 / Gryphon's Feather Duster: destroy your spells and traps; gain 500 for each.
def _own_spells(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.player]
    return [d.cards[i] for i in (*pl.spells, pl.field) if i >= 0 and i != ctx.card.idx]


def _gryphon(res: Resolution) -> None:
    n = len(res.duel.destroy(_own_spells(res), res.cause))
    if n:
        res.duel.gain_lp(res.player, 500 * n, res.cause)


define(34370473, Effect(A, _gryphon, needs=lambda ctx: bool(_own_spells(ctx)),
                        text_en="destroy your spells and traps; gain 500 LP for each",
                        text_ja="自分の魔法・罠カードを全て破壊し、１枚につき５００回復する"))


# ソウルテイカー / Soul Taker: destroy a targeted face-up monster the opponent controls; they gain 1000.
def _soul_taker(res: Resolution) -> None:
    if res.duel.destroy(res.targets(), res.cause):
        res.duel.gain_lp(res.opponent, 1000, res.cause)


define(81510157, Effect(A, _soul_taker, target=TargetSpec(side="opp", face="up",
                                                           text_en="an opponent's face-up monster",
                                                           text_ja="相手の表側表示モンスター"),
                        text_en="destroy the target; the opponent gains 1000 LP",
                        text_ja="対象を破壊し、相手は１０００ライフポイント回復する"))


# ダグラの剣 / Cestus of Dagla (equip spell, fairies only): 500 ATK; when the monster inflicts battle
# damage, gain that much.
def _equipped_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.equipped_to and ev.player == ctx.opponent


define(28106077,
       Effect(A, equip_targets, target=TargetSpec(face="up", where=lambda ctx, c: c.data.race == "Fairy",
                                           text_en="a face-up fairy", text_ja="表側表示の天使族モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, lambda res: res.duel.gain_lp(res.player, res.link.events[0].amount, res.cause), trigger="damage",
              self_trigger=False, when=_equipped_damage, text_en="gain LP equal to the battle damage",
              text_ja="与えた戦闘ダメージ分ライフポイント回復する"))

# 魔術の呪文書 / Magic Formula (equip spell, Dark Magician or Dark Magician Girl): 700 ATK; when it is sent
# from the field to the graveyard, gain 1000.
define(67227834,
       Effect(A, equip_targets,
              target=TargetSpec(face="up", where=lambda ctx, c: c.data.passcode in (46986414, 38033121),
                                text_en="a face-up Dark Magician or Dark Magician Girl",
                                text_ja="表側表示の「ブラック・マジシャン」か「ブラック・マジシャン・ガール」"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.equipped_to, atk=lambda ctx, c: 700,
              text_en="the equipped monster gains 700 ATK", text_ja="装備モンスターの攻撃力は７００アップ"),
       *(Effect(T, _gain_op(1000), trigger=k,
                when=lambda ctx, ev: ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE),
                text_en="sent from the field to the graveyard: gain 1000 LP",
                text_ja="フィールドから墓地へ送られた時、１０００ライフポイント回復する")
         for k in ("destroyed", "sent")))


# ご隠居の猛毒薬 / Poison of the Old Man (quick-play): gain 1200 (effect 1) or 800 damage to the opponent
# (effect 2).
define(8842266, Effect(A, _gain_op(1200), text_en="gain 1200 LP", text_ja="１２００ライフポイント回復する"),
       Effect(A, lambda res: res.duel.damage(res.opponent, 800, res.cause), text_en="800 damage to the opponent",
              text_ja="相手に８００ダメージ"))


# ナイルの恵み / Blessings of the Nile (continuous spell): each time cards are discarded from your hand by
# an opponent's effect, gain 1000. Discarded "by" an effect means by the controller of that effect, whoever's
# hand it is (Duel.discard: the opponent's 「手札抹殺」 discards your cards). The cards one effect discards at
# once are one occasion, one gain (docs/uncertain-rulings.md, R004-088.23): only the first card's event of
# that discard sets the trigger off.
def _nile_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not (ctx.card.active and ev.player == ctx.player and ev.src == int(Zone.HAND)
            and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.player):
        return False
    return not any(t.card == ctx.card.idx and t.event.kind == ev.kind and t.event.cause == ev.cause
                   and t.serial == d.serial for t in d.triggers)


define(30653113, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _gain_op(1000), trigger="discarded", self_trigger=False, when=_nile_when,
              text_en="the opponent's effect discarded your cards: gain 1000 LP",
              text_ja="相手の効果で手札が捨てられた時、１０００ライフポイント回復する"))


# 士気高揚 / Morale Boost (continuous spell): each time an equip spell card is equipped to a monster (by its
# activation, or moved to another monster), its controller gains 1000; each time an equip spell card leaves
# the field, its controller takes 1000 damage. Both apply at once, with no chain link.
def _equip_spell(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ctx.duel.cards[ev.card].data.spell_type == "equip"


def _equip_spell_left(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and _equip_spell(ctx, ev)


define(93671934, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.AT_ONCE, lambda res: res.duel.gain_lp(res.link.events[0].player, 1000, res.cause),
              trigger="equipped", when=_equip_spell,
              text_en="an equip spell card was equipped: its controller gains 1000 LP",
              text_ja="装備魔法カードを装備させる度に、そのコントローラーは１０００ライフポイント回復する"),
       *(Effect(Kind.AT_ONCE, lambda res: res.duel.damage(res.link.events[0].player, 1000, res.cause),
                trigger=k, when=_equip_spell_left,
                text_en="an equip spell card left the field: its controller takes 1000 damage",
                text_ja="装備魔法カードがフィールドから離れる度に、そのコントローラーは１０００ダメージを受ける")
         for k in LEAVE_KINDS))


# 魂吸収 / Soul Absorption (continuous spell): each time cards are banished, its controller gains 500 for
# each of them, with no chain link; cards banished together are one gain (the "moved" event of the verb
# that banished them: R004-088.22).
define(68073522, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.AT_ONCE, lambda res: res.duel.gain_lp(res.card.ctl, 500 * res.link.events[0].amount, res.cause),
              trigger="moved", when=lambda ctx, ev: ctx.card.active and ev.dst == int(Zone.BANISHED),
              text_en="cards were banished: gain 500 LP for each",
              text_ja="カードが除外される度に、１枚につき５００ライフポイント回復する"))


# 非常食 / Emergency Provisions (quick-play): send any number of your other spells and traps to the
# graveyard (the cost); gain 1000 for each, in one gain (R004-090).
def _provisions(res: Resolution) -> None:
    if res.link.cost_cards:
        res.duel.gain_lp(res.player, 1000 * len(res.link.cost_cards), res.cause)


define(53046408, Effect(A, _provisions, cost=Cost(field_send_any=True, field_filter=lambda ctx, c: c.zone in (
    Zone.SPELLS, Zone.FIELD)),
                        text_en="send your other spells and traps to the graveyard; gain 1000 LP for each",
                        text_ja="自分の他の魔法・罠カードを墓地へ送り、１枚につき１０００回復する"))


# 神秘の中華なべ / Mystik Wok (quick-play): tribute a monster; gain its ATK or DEF (declared).
def _wok(res: Resolution) -> None:
    d = res.duel
    for i in res.link.cost_cards:
        c = d.cards[i]
        n = (c.data.def_ if res.link.declared == "DEF" else c.data.atk) or 0
        if n:
            d.gain_lp(res.player, n, res.cause)


define(80161395, Effect(A, _wok, cost=Cost(tribute=1), declare=("ATK", "DEF"),
                        text_en="tribute a monster; gain its ATK or DEF",
                        text_ja="モンスター１体を生け贄に捧げ、その攻撃力か守備力分回復する"))


# ホーリー・エルフの祝福 / Gift of The Mystical Elf: gain 300 for each monster on the field.
def _elf_gift(res: Resolution) -> None:
    n = len(res.duel.monsters_of(0)) + len(res.duel.monsters_of(1))
    if n:
        res.duel.gain_lp(res.player, 300 * n, res.cause)


define(98299011, Effect(A, _elf_gift, text_en="gain 300 LP for each monster on the field",
                        text_ja="フィールドのモンスター１体につき３００ライフポイント回復する"))


# エレメンタル・チャージ / Elemental Recharge: gain 1000 for each face-up 「Ｅ・ＨＥＲＯ」 you control.
def _recharge(res: Resolution) -> None:
    n = sum(1 for c in face_up_monsters(res, res.player) if is_hero(c))
    if n:
        res.duel.gain_lp(res.player, 1000 * n, res.cause)


define(36586443, Effect(A, _recharge, needs=lambda ctx: any(is_hero(c) for c in face_up_monsters(ctx, ctx.player)),
                        text_en="gain 1000 LP for each face-up Elemental HERO you control",
                        text_ja="自分の表側表示の「Ｅ・ＨＥＲＯ」１体につき１０００ライフポイント回復する"))


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


# 白衣の天使 / Numinous Healer: when you take damage, gain 1000, then 500 for each 「白衣の天使」 in your
# graveyard, each a gain of its own (R004-091, uncertain). It answers the damage in the window right after
# the chain or battle that dealt it (`responds_to`).
def _healer(res: Resolution) -> None:
    d = res.duel
    d.gain_lp(res.player, 1000, res.cause)
    for _ in pile_of(res, res.player, Zone.GRAVE, lambda c: c.data.passcode == 2130625):
        d.gain_lp(res.player, 500, res.cause)


define(2130625, Effect(A, _healer, condition=lambda ctx: any(
    e.kind == "damage" and e.player == ctx.player for e in ctx.events), responds_to=("damage",),
    text_en="gain 1000 LP, then 500 for each Numinous Healer in your graveyard",
    text_ja="１０００ライフポイント回復し、墓地の「白衣の天使」１枚につき５００回復する"))


# 生存本能 / Survival Instinct: target any number of dinosaurs in your graveyard (選択して); banish them and
# gain 400 for each banished.
def _dino(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Dinosaur"


def _instinct(res: Resolution) -> None:
    d = res.duel
    chosen = res.targets()
    d.banish(chosen, res.cause)
    n = sum(1 for c in chosen if c.zone is Zone.BANISHED)
    if n:
        d.gain_lp(res.player, 400 * n, res.cause)


# "any number": no more than a graveyard can hold (every card of a deck)
define(58419204, Effect(A, _instinct, target=TargetSpec(zone=Zone.GRAVE, side="own", count=60, min=1, where=_dino,
                                                        text_en="dinosaurs in your graveyard",
                                                        text_ja="自分の墓地の恐竜族モンスター"),
                        text_en="banish the targets; gain 400 LP for each",
                        text_ja="対象の恐竜族を除外し、１体につき４００ライフポイント回復する"))


# チェーン・ヒーリング / Chain Healing: gain 500; as chain link 2 or 3 it is shuffled into the deck, as
# chain link 4 or higher it returns to the hand.
def _chain_healing(res: Resolution) -> None:
    d = res.duel
    d.gain_lp(res.player, 500, res.cause)
    c = res.card
    if c.oid != res.link.oid or not c.on_field:
        return
    if res.link.number >= 4:
        d.to_hand([c], res.cause)
    elif res.link.number >= 2:
        d.to_deck([c], res.cause)


define(25050038, Effect(A, _chain_healing, text_en="gain 500 LP", text_ja="５００ライフポイント回復する"))


# ドレインシールド / Draining Shield: when an opponent's monster attacks, negate the attack (targeting the
# attacker) and gain its ATK.
def _drain(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.negate_attack()
        n = d.atk(c)
        if n:
            d.gain_lp(res.player, n, res.cause)


define(43250041, Effect(A, _drain, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="negate the attack; gain the attacker's ATK",
                        text_ja="攻撃を無効にし、その攻撃力分ライフポイント回復する"))


# 体力増強剤スーパーＺ / Nutrient Z: in the damage step, before damage calculation, when you would take 2000
# or more battle damage, gain 4000 first.
def _expected_battle_damage(ctx: Ctx) -> int:
    d = ctx.duel
    att = d.attack
    if att is None or d.phase != "battle:damage":
        return 0
    a = d.cards[att[0]]
    if att[2] < 0:
        return d.atk(a) if a.ctl != ctx.player else 0
    t = d.cards[att[2]]
    if t.pos is Pos.ATTACK:
        diff = d.atk(a) - d.atk(t)
        loser = t.ctl if diff > 0 else a.ctl
        return abs(diff) if loser == ctx.player else 0
    diff = d.defense(t) - d.atk(a)
    return diff if diff > 0 and a.ctl == ctx.player else 0


define(29389368, Effect(A, _gain_op(4000), damage_step=True, condition=lambda ctx: _expected_battle_damage(ctx) >= 2000,
                        text_en="about to take 2000+ battle damage: gain 4000 LP first",
                        text_ja="２０００以上の戦闘ダメージを受ける時、先に４０００ライフポイント回復する"))


# 生命吸収装置 / Life Absorbing Machine (continuous trap): in your standby phase, gain half of each payment
# of LP you made in your last turn, payment by payment (R004-092).
def _last_turn_payments(ctx: Ctx) -> list[int]:
    return lp_paid_by_turn(ctx.duel, ctx.player).get(ctx.duel.turn - 2, [])


def _absorb(res: Resolution) -> None:
    for n in _last_turn_payments(ctx_of(res)):
        if n // 2:
            res.duel.gain_lp(res.player, n // 2, res.cause)


define(14318794, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _absorb, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.active
              and bool(_last_turn_payments(ctx)),
              text_en="gain half of each LP payment of your last turn",
              text_ja="前の自分のターンに払ったライフポイントの半分を回復する"))


# 真実の眼 / The Eye of Truth (continuous trap): while it is face-up, the opponent keeps their hand revealed (its
# controller sees it: `Effect.opens_hand`); in the opponent's standby phase, if they hold a spell, they gain 1000.
def _has_spell(ctx: Ctx, p: int) -> bool:
    return any(c.data.is_spell for c in hand_of(ctx, p))


def _eye(res: Resolution) -> None:
    if _has_spell(ctx_of(res), res.opponent):
        res.duel.gain_lp(res.opponent, 1000, res.cause)


define(34694160, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, opens_hand=True, text_en="the opponent keeps their hand revealed",
              text_ja="相手は手札を公開し続ける"),
       Effect(T, _eye, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.active
              and _has_spell(ctx, ctx.opponent),
              text_en="the opponent holds a spell: they gain 1000 LP",
              text_ja="相手の手札に魔法カードがあれば、相手は１０００ライフポイント回復する"))

# 女神の加護 / Aegis of Gaia (continuous trap): gain 3000; when it leaves the field face-up, its
# controller takes 3000 damage.
define(47060347, Effect(A, _gain_op(3000), text_en="gain 3000 LP", text_ja="３０００ライフポイント回復する"),
       *(Effect(T, lambda res: res.duel.damage(res.player, 3000, res.cause), trigger=k, when=_left_face_up,
                text_en="it left the field: its controller takes 3000 damage",
                text_ja="フィールドから離れた時、コントローラーに３０００ダメージ")
         for k in ("destroyed", "sent", "banished", "to_hand", "to_deck")))


# ---- R004-088: monsters that gain LP ---------------------------------------------------------------------

# ヒステリック天使 / Hysteric Fairy: tribute 2 monsters: gain 1000.
define(21297224, Effect(Kind.IGNITION, _gain_op(1000), cost=Cost(tribute=2),
                        text_en="tribute 2 monsters: gain 1000 LP",
                        text_ja="モンスター２体を生け贄に捧げ、１０００回復する"))


# Ｎ・エア・ハミングバード / Neo-Spacian Air Hummingbird: once a turn, gain 500 for each card in the
# opponent's hand.
def _hummingbird(res: Resolution) -> None:
    n = len(res.duel.players[res.opponent].hand)
    if n:
        res.duel.gain_lp(res.player, 500 * n, res.cause)


define(54959865, Effect(Kind.IGNITION, _hummingbird, once_per_turn=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                        text_en="gain 500 LP for each card in the opponent's hand",
                        text_ja="相手の手札１枚につき５００ライフポイント回復する"))

# 謎の傀儡師 / Mysterious Puppeteer: when another monster is normal or flip summoned, gain 500.
define(54098121, Effect(T, _gain_op(500), trigger="summoned", self_trigger=False,
                        when=lambda ctx, ev: ev.card != ctx.card.idx,
                        text_en="a monster is summoned: gain 500 LP",
                        text_ja="モンスターが召喚・反転召喚された時、５００回復する"))


def _standby_gain(passcode: int, amount: Callable[[Ctx], int], en: str, ja: str,
                  pos: tuple[Pos, ...] = (Pos.ATTACK, Pos.DEFENSE), grave: bool = False,
                  special_by: SpecialCheck | None = None) -> None:
    """A monster that gains LP in its controller's standby phase."""
    def op(res: Resolution) -> None:
        n = amount(ctx_of(res))
        if n:
            res.duel.gain_lp(res.player, n, res.cause)

    define(passcode, Effect(T, op, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE if grave else None,
                            when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player
                            and (grave or ctx.card.pos in pos), text_en=en, text_ja=ja), special_by=special_by)


# プリンセス人魚 / Cure Mermaid: 800 in your standby phase. そよ風の精霊 / Spirit of the Breeze: 1000 while
# in face-up attack position. 踊る妖精 / Dancing Fairy: 1000 while in face-up defense position. 堕天使マリー /
# Darklord Marie: 200 while in the graveyard. 白魔導士ピケル / White Magician Pikeru: 400 for each monster you
# control. 魔法の国の王女－ピケル / Princess Pikeru: 800 for each (its summoning condition: see its `missing`).
_standby_gain(85802526, lambda ctx: 800, "your standby phase: gain 800 LP", "スタンバイフェイズに８００回復する")
_standby_gain(53530069, lambda ctx: 1000, "your standby phase: gain 1000 LP", "スタンバイフェイズに１０００回復する",
              pos=(Pos.ATTACK,))
_standby_gain(90925163, lambda ctx: 1000, "your standby phase: gain 1000 LP", "スタンバイフェイズに１０００回復する",
              pos=(Pos.DEFENSE,))
_standby_gain(57579381, lambda ctx: 200, "your standby phase: gain 200 LP", "スタンバイフェイズに２００回復する",
              grave=True)
_standby_gain(81383947, lambda ctx: 400 * len(ctx.duel.monsters_of(ctx.player)),
              "your standby phase: gain 400 LP for each monster you control",
              "スタンバイフェイズに自分のモンスター１体につき４００回復する")
_standby_gain(75917088, lambda ctx: 800 * len(ctx.duel.monsters_of(ctx.player)),
              "your standby phase: gain 800 LP for each monster you control",
              "スタンバイフェイズに自分のモンスター１体につき８００回復する",
              special_by=by_effect_of(72709014))


# 素早いモモンガ / Nimble Momonga: when it is destroyed by battle and sent to the graveyard, gain 1000; then
# you may special summon any number of 「素早いモモンガ」 from your deck face-down.
def _momonga(res: Resolution) -> None:
    d = res.duel
    d.gain_lp(res.player, 1000, res.cause)
    more = pile_of(res, res.player, Zone.DECK, lambda c: c.data.passcode == 22567609)
    room = d.free_slots(res.player, Zone.MONSTERS)
    if more and room:
        for c in ask_many(res, more)[:room]:
            d.special_summon(c, res.player, Pos.SET, res.cause)
        d.shuffle_deck(res.player)


define(22567609, Effect(T, _momonga, trigger="destroyed", when=battle_to_grave, asks=True,
                        text_en="destroyed by battle: gain 1000 LP; you may summon more Nimble Momonga face-down",
                        text_ja="戦闘で破壊された時、１０００回復し、デッキの「素早いモモンガ」を裏側守備表示で特殊召喚できる"))

# 迷走悪魔 / Stray Asmodian: when it is destroyed by battle and sent to the graveyard, both players gain 800.
define(86209650, Effect(T, _gain_op(800, "both"), trigger="destroyed", when=battle_to_grave,
                        text_en="destroyed by battle: both players gain 800 LP",
                        text_ja="戦闘で破壊された時、お互いに８００ライフポイント回復する"))


# ホーリー・ジェラル / Radiant Jeral: when it is sent to the graveyard other than by battle, gain 1000 if
# 「天空の聖域」 is on the field.
def sanctuary_on_field(d: Duel) -> bool:
    """Whether a face-up 「天空の聖域」 is on the field."""
    return any(pl.field >= 0 and d.cards[pl.field].face_up and d.cards[pl.field].data.passcode == SANCTUARY_IN_THE_SKY
               for pl in d.players)


def _sanctuary(ctx: Ctx) -> bool:
    return sanctuary_on_field(ctx.duel)


define(84177693, *(Effect(T, _gain_op(1000), trigger=k, needs=_sanctuary,
                          when=lambda ctx, ev: ev.dst == int(Zone.GRAVE) and ev.cause.reason is not Reason.BATTLE,
                          text_en="sent to the graveyard, not by battle: gain 1000 LP if the Sanctuary is on the field",
                          text_ja="戦闘以外で墓地へ送られた時、「天空の聖域」があれば１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")))


# グリグル / Griggle: when control of it (face-up) passes to the other player, the player who controlled
# it before gains 3000; once while it stays face-up on the field (R004-095).
def _griggle(res: Resolution) -> None:
    d = res.duel
    c = res.card
    tally(d, ("griggle", c.idx, c.oid), 1)
    d.gain_lp(1 - res.link.events[0].player, 3000, res.cause)


def _control_once(key: str) -> Condition:
    def check(ctx: Ctx) -> bool:
        c = ctx.card
        return c.face_up and c.zone is Zone.MONSTERS and not tallied(ctx.duel, (key, c.idx, c.oid))
    return check


define(95744531, Effect(T, _griggle, trigger="control", needs=_control_once("griggle"),
                        text_en="control moved: the player who had it gains 3000 LP (once)",
                        text_ja="コントロールが移った時、元のコントローラーは３０００ライフポイント回復する（１度だけ）"))


def _battle_destroyed(ctx: Ctx, ev: Event) -> bool:
    return _destroyed_by_me(ctx, ev) and ev.dst == int(Zone.GRAVE)


def _gain_from_destroyed(passcode: int, amount: Callable[[Card], int], en: str, ja: str,
                         special_by: SpecialCheck | None = None) -> None:
    """A monster that gains LP when it destroys an opponent's monster by battle and sends it to the graveyard."""
    def op(res: Resolution) -> None:
        n = amount(res.duel.cards[res.link.events[0].card])
        if n:
            res.duel.gain_lp(res.player, n, res.cause)

    define(passcode, Effect(T, op, trigger="destroyed", self_trigger=False, when=_battle_destroyed, text_en=en,
                            text_ja=ja), special_by=special_by)


# 守護天使 ジャンヌ / Guardian Angel Joan and Ｅ・ＨＥＲＯ スチーム・ヒーラー / Elemental HERO Steam Healer: the
# destroyed monster's original ATK. 吸収天児 / Absorbing Kid from the Sky: its level x 300. ロイヤルナイツ /
# Royal Knight: its DEF.
_gain_from_destroyed(68007326, lambda c: c.data.atk or 0, "destroyed a monster by battle: gain its original ATK",
                     "戦闘で破壊したモンスターの元々の攻撃力分回復する")
fusion.materials(81197327, 58932615, 79979666)  # Ｅ・ＨＥＲＯ スチーム・ヒーラー: バーストレディ + バブルマン
_gain_from_destroyed(81197327, lambda c: c.data.atk or 0, "destroyed a monster by battle: gain its original ATK",
                     "戦闘で破壊したモンスターの元々の攻撃力分回復する",
                     special_by=by_fusion_summon)
_gain_from_destroyed(49771608, lambda c: 300 * (c.data.level or 0), "destroyed a monster by battle: 300 LP per level",
                     "戦闘で破壊したモンスターのレベル×３００回復する")
_gain_from_destroyed(68280530, lambda c: c.data.def_ or 0, "destroyed a monster by battle: gain its DEF",
                     "戦闘で破壊したモンスターの守備力分回復する")


# 不死之炎鳥 / Fushi No Tori: a spirit (common.SPIRIT_RETURN); when it inflicts battle damage, gain that much.
define(38538445, *SPIRIT_RETURN,
       Effect(T, lambda res: res.duel.gain_lp(res.player, res.link.events[0].amount, res.cause),
              trigger="damage", self_trigger=False, when=_battle_damage_by_me(),
              text_en="battle damage: gain as much LP", text_ja="与えた戦闘ダメージ分回復する"),
       special_by=never)


# ゾルガ / Zolga: when it is tributed for a tribute summon, gain 2000.
define(16268841, Effect(T, _gain_op(2000), trigger="tributed", when=lambda ctx, ev: ev.cause.reason is Reason.RULE,
                        text_en="tributed for a tribute summon: gain 2000 LP",
                        text_ja="生け贄召喚のために生け贄にされた時、２０００回復する"))


# グラナドラ / Granadora: when it is summoned, gain 1000; when it is destroyed and sent to the graveyard,
# take 2000 damage.
define(13944422, *(Effect(T, _gain_op(1000), trigger=k, text_en="summoned: gain 1000 LP",
                          text_ja="召喚に成功した時、１０００回復する") for k in ("summoned", "special_summoned")),
       Effect(T, lambda res: res.duel.damage(res.player, 2000, res.cause), trigger="destroyed",
              when=lambda ctx, ev: ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE),
              text_en="destroyed: take 2000 damage", text_ja="破壊された時、２０００ダメージを受ける"))


# 燃える藻 / Burning Algae: when it is sent to the graveyard, the opponent gains 1000. 髑髏顔 天道虫 /
# Skull-Mark Ladybug: when it is sent to the graveyard, you gain 1000.
define(41859700, *(Effect(T, _gain_op(1000, "opp"), trigger=k, when=to_grave,
                          text_en="sent to the graveyard: the opponent gains 1000 LP",
                          text_ja="墓地へ送られた時、相手は１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")))
define(64306248, *(Effect(T, _gain_op(1000), trigger=k, when=to_grave,
                          text_en="sent to the graveyard: gain 1000 LP", text_ja="墓地へ送られた時、１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")))


# 強欲な壺の精霊 / Spirit of the Pot of Greed: while it is face-up in attack position, when a player activates
# 「強欲な壺」, that player may draw 1 card at once. The page says this draw does not use the chain (★ R004-084,
# reading (a)), which is also why 「無効」 can answer only the 「強欲な壺」 (R004-070.57): `Kind.AT_ONCE`.
def _spirit_when(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return (ctx.duel.cards[ev.card].data.passcode == POT_OF_GREED and c.zone is Zone.MONSTERS and c.face_up
            and c.pos is Pos.ATTACK)


define(4896788, Effect(Kind.AT_ONCE, draw_one, trigger="chained", when=_spirit_when, mandatory=False,
                       text_en="a player activates Pot of Greed: they may draw 1 card (no chain link)",
                       text_ja="「強欲な壺」が発動した場合、発動したプレイヤーは１枚ドローできる（チェーンに乗らない）"))


# 英知の代行者 マーキュリー / The Agent of Wisdom - Mercury (R004-070.76): if it was face-up on your field with
# your hand empty at the end of the opponent's turn, you draw 1 in your next standby phase (a trigger). The
# end of the opponent's turn is read at the start of your draw phase, before the normal draw: nothing happens
# between the two (the event filter runs when the phase starts; a skipped draw phase reads nothing, a gap).
# The 「無効」 column's ○ carries a star (uncertain): the lingering draw is not marked as draw-only.
def _mercury_checks(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.detail == "draw" and ev.player == ctx.player and d.turn > 1 and ctx.card.zone is Zone.MONSTERS
            and not d.players[ctx.player].hand)


def _mercury_arms(res: Resolution) -> None:
    oid = res.card.oid

    def here(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        return ev.detail == "standby" and c.oid == oid and c.zone is Zone.MONSTERS and c.face_up

    res.duel.linger(res.card, res.player, Effect(T, draw_op(1), trigger="phase", self_trigger=False, when=here,
                                                 needs=may_draw("self"),
                                                 text_en="your standby phase: draw 1 card",
                                                 text_ja="自分のスタンバイフェイズにデッキから１枚ドローする"),
                    res.cause)


define(38730226, Effect(Kind.AT_ONCE, _mercury_arms, trigger="phase", when=_mercury_checks,
                        text_en="face-up with no hand at the end of the opponent's turn: draw 1 in your next "
                                "standby phase",
                        text_ja="相手ターン終了時に表側表示で存在し手札が０枚の場合、次の自分スタンバイフェイズに"
                                "１枚ドローする"))
