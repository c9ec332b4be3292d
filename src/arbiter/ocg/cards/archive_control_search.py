"""Seed 004 ●コントロールを移す and ●デッキからカードを手札に加える: control changes and searches.

Control (R004-094 … R004-096): the engine's `take_control` moves a monster for good, until the end
phase of a turn (`until_end`, `until_turn`) or until the end of the battle phase (`until_battle_end`); a
later change of control overwrites an earlier one, and a "reset" (「所有者の刻印」, 「洗脳解除」) gives every
monster back to its owner and ends the pending returns; control that lasts "while this card is equipped /
face-up" (堕落, 遺言の仮面, 霊使い, 洗脳光線) is `take_control(..., while_card=...)`. Missing: "cannot be
tributed" (精神操作), a damage calculation after a control switch (ミラーゲート: after the swap the attacking
monster is not the turn player's). The attack in progress can be changed by an effect (`Duel.change_attack`:
「ミュータント・ハイブレイン」's monster attacks instead, 「マジックアーム・シールド」 moves the attack).

Searches (R004-097 … R004-105): adding a card from the deck is the event "to_hand" from the deck; the
rule shuffle after looking through the deck is not an event, so 「パペット・キング」 and 「ワタポン」 answer
the add. 「パペット・キング」 is an optional "when ... you can" trigger: an add made by chain link 2 or
later is not the last thing to happen once the chain has resolved (R004-098), and it is not offered
in the damage step (R004-097).

A cost made of the activating card itself (discarding it from the hand) is declared
(`DISCARD_SELF`) and paid on activation. Not declared: ヘル・ポリマー (fusion summons are not events),
ダーク・ネクロフィア, ブレイン・ジャッカー (a monster becoming an equip card).
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.archive_draw_gain import (
    ask_many,
    face_up_monsters,
    is_hero,
    pile_of,
    self_on_field,
    times_placed,
)
from arbiter.ocg.cards.common import (
    DISCARD_SELF,
    GAZELLE,
    HARPIE_LADY,
    POLYMERIZATION,
    SPELL_WARD,
    TO_GRAVE_KINDS,
    battle_to_grave,
    field_to_grave,
    opponent_attacks,
    switch_position,
    tallied,
    tally,
)
from arbiter.ocg.effects import Choice, Condition, Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.lasting import Control
from arbiter.ocg.names import has_attribute, is_named, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon_with, normal_summonable

A = Kind.ACTIVATE
T = Kind.TRIGGER

HERO_KID = 32679370
COMMANDER_COVINGTON = 22666164
KURIBOH, WINGED_KURIBOH = 40640057, 57116033
OJAMAS = (12482652, 42941100, 79335209)  # おジャマ・グリーン, イエロー, ブラック
THUNDER_DRAGON = 31786629
PUPPET_KING = 3167573




def destroy_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.destroy([res.card], res.cause)


# ---- searching the deck ----------------------------------------------------------------------------

Pred = Callable[[Card], bool]


def deck_has(pred: Pred, player: str = "self") -> Condition:
    def check(ctx: Ctx) -> bool:
        p = ctx.player if player == "self" else ctx.opponent
        return bool(pile_of(ctx, p, Zone.DECK, pred))
    return check


def search(res: Resolution, pred: Pred, player: int = -1, zones: tuple[Zone, ...] = (Zone.DECK,),
           then_shuffle: bool = False) -> Card | None:
    """`player` adds 1 card that fits from their deck to their hand; the deck is shuffled after it is
    looked through (the rule shuffle, R004-100). `then_shuffle`: the card's own text shuffles "then", as a
    step of the effect, so the add is not the last thing the effect did (★ R004-099, reading (a))."""
    d = res.duel
    p = res.player if player < 0 else player
    found = [c for z in zones for c in pile_of(res, p, z, pred)]
    if not found:
        if Zone.DECK in zones:
            d.shuffle_deck(p)
        return None
    c = res.ask_cards(found, "select", p)
    d.to_hand([c], res.cause)
    if then_shuffle:
        d.next_thing()
    if Zone.DECK in zones:
        d.shuffle_deck(p)
    return c


def search_op(pred: Pred, then_shuffle: bool = False) -> Operation:
    def op(res: Resolution) -> None:
        search(res, pred, then_shuffle=then_shuffle)
    return op


def named(*codes: int) -> Pred:
    return lambda c: is_named(c, *codes)


def _ritual_monster(c: Card) -> bool:
    return c.data.is_monster and "ritual" in c.data.subtypes


def _ritual_spell(c: Card) -> bool:
    return c.data.is_spell and "ritual" in c.data.subtypes


def _field_spell(c: Card) -> bool:
    return c.data.is_spell and "field" in c.data.subtypes


def search_spell(passcode: int, pred: Pred, en: str, ja: str) -> None:
    """A normal spell that adds one card that fits from the deck to the hand."""
    define(passcode, Effect(A, search_op(pred), asks=True, needs=deck_has(pred), text_en=en, text_ja=ja))


def on_summon_search(passcode: int, pred: Pred, en: str, ja: str, kinds: tuple[str, ...] = ("summoned",)) -> None:
    """A monster that may add a card that fits from the deck when it is summoned (normal or flip summoned:
    "summoned"; also special summoned: "special_summoned")."""
    define(passcode, *(Effect(T, search_op(pred), trigger=k, mandatory=False, asks=True, needs=deck_has(pred),
                              text_en=en, text_ja=ja) for k in kinds))


def hand_discard_search(passcode: int, pred: Pred, en: str, ja: str, missing: tuple[str, ...] = (),
                        more: tuple[Effect, ...] = ()) -> None:
    """A monster that is discarded from the hand to add a card that fits from the deck (`more`: its other
    effects; `missing`: what else its text does that is not declared, as for `define`)."""
    def op(res: Resolution) -> None:
        search(res, pred)

    define(passcode, Effect(Kind.IGNITION, op, from_zone=Zone.HAND, cost=DISCARD_SELF, asks=True, needs=deck_has(pred),
                            text_en="discard this card: " + en, text_ja="このカードを捨てて" + ja),
           *more, missing=missing)


def field_spell_on(passcode: int) -> Condition:
    """A face-up field spell of this passcode is on the field (either player's)."""
    def holds(ctx: Ctx) -> bool:
        d = ctx.duel
        return any(pl.field >= 0 and d.cards[pl.field].data.passcode == passcode and d.cards[pl.field].face_up
                   for pl in d.players)
    return holds


def destroyed_without(passcode: int, en: str, ja: str) -> Effect:
    """"This card is destroyed while no 「...」 (a field spell) is on the field"."""
    return Effect(Kind.CONTINUOUS, destroyed_unless=field_spell_on(passcode),
                  text_en=f"destroyed while no {en} is on the field",
                  text_ja=f"フィールド上に「{ja}」が存在しない場合、このカードを破壊する")


def battle_destroyed_search(passcode: int, pred: Pred, en: str, ja: str, mandatory: bool = False,
                            many: bool = False) -> None:
    """A monster that adds a card from the deck when it is destroyed by battle and sent to the graveyard
    (in the damage step, so 「パペット・キング」 cannot answer it: R004-097)."""
    def op(res: Resolution) -> None:
        if not many:
            search(res, pred)
            return
        d = res.duel
        chosen = ask_many(res, pile_of(res, res.player, Zone.DECK, pred))
        d.to_hand(chosen, res.cause)
        d.shuffle_deck(res.player)

    define(passcode, Effect(T, op, trigger="destroyed", when=battle_to_grave, mandatory=mandatory, asks=True,
                            misses_timing=not mandatory, needs=deck_has(pred), text_en=en, text_ja=ja))


# ---- ●デッキからカードを手札に加える: 「パペット・キング」 and 「ワタポン」 ----------------------------------------

# パペット・キング / Puppet King: when the opponent adds a monster from their deck to their hand other
# than by drawing, you may special summon it from your hand; it is destroyed in the end phase of your
# next turn. Not in the damage step (R004-097); the add must be the last thing to happen (R004-098);
# a card added from the banished zone was not added from the deck (R004-103).
def _opponent_searched(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.src == int(Zone.DECK) and ev.player == ctx.opponent and d.cards[ev.card].data.is_monster)


def _puppet_king(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.zone is not Zone.HAND or not d.free_slots(res.player, Zone.MONSTERS):
        return
    d.special_summon(c, res.player, Pos(res.answer), res.cause)
    if c.on_field:
        tally(d, ("puppet", c.idx, times_placed(d, c.idx)), d.next_turn_of(res.player))


def _puppet_due(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    d = ctx.duel
    return ev.detail == "end" and d.turn in tallied(d, ("puppet", c.idx, times_placed(d, c.idx)))


define(PUPPET_KING,
       Effect(T, _puppet_king, trigger="to_hand", self_trigger=False, from_zone=Zone.HAND, when=_opponent_searched,
              mandatory=False, misses_timing=True, choice=Choice("position"),
              condition=lambda ctx: ctx.duel.phase != "battle:damage"
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="the opponent added a monster from the deck: special summon this card from the hand",
              text_ja="相手がデッキからモンスターを手札に加えた時、このカードを手札から特殊召喚する"),
       Effect(T, destroy_self, trigger="phase", self_trigger=False, when=_puppet_due,
              text_en="the end phase of your next turn: destroy this card",
              text_ja="次の自分のエンドフェイズにこのカードを破壊する"))


# ワタポン / Watapon: when an effect adds it from your deck to your hand, you may special summon it.
def _summon_self_from_hand(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(c, res.player, Pos(res.answer), res.cause)


define(87774234, Effect(T, _summon_self_from_hand, trigger="to_hand", mandatory=False, choice=Choice("position"),
                        when=lambda ctx, ev: ev.src == int(Zone.DECK) and ev.cause.reason is Reason.EFFECT,
                        condition=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        text_en="added from the deck by an effect: special summon this card",
                        text_ja="効果でデッキから手札に加わった場合、このカードを特殊召喚する"))


# ---- R004-101: monsters that add a monster from the deck ------------------------------------------------

# サンダー・ドラゴン / Thunder Dragon: discard this card: add up to 2 「サンダー・ドラゴン」 from the deck.
def _thunder_dragon(res: Resolution) -> None:
    d = res.duel
    found = pile_of(res, res.player, Zone.DECK, named(THUNDER_DRAGON))
    d.to_hand(ask_many(res, found)[:2], res.cause)
    d.next_thing()  # "then shuffle" is a step of the effect (★ R004-099, reading (a))
    d.shuffle_deck(res.player)


define(THUNDER_DRAGON, Effect(Kind.IGNITION, _thunder_dragon, from_zone=Zone.HAND, cost=DISCARD_SELF, asks=True,
                              needs=deck_has(named(THUNDER_DRAGON)),
                              text_en="discard this card: add up to 2 Thunder Dragon from the deck",
                              text_ja="このカードを捨て、デッキから「サンダー・ドラゴン」を２体まで手札に加える"))


# ゴブリンゾンビ / Goblin Zombie: when it inflicts battle damage, the top card of the opponent's deck goes
# to the graveyard; when it is sent from the field to the graveyard, add a zombie with 1200 or less DEF
# from the deck (the page stars its shuffle: R004-101.04).
def _zombie_def(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Zombie" and c.data.def_ is not None and c.data.def_ <= 1200


def _battle_damage_by_me(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


define(63665875, Effect(T, lambda res: res.duel.mill(res.opponent, 1, res.cause), trigger="damage",
                        self_trigger=False, when=_battle_damage_by_me,
                        text_en="battle damage: the top card of the opponent's deck goes to the graveyard",
                        text_ja="戦闘ダメージを与えた時、相手のデッキの一番上を墓地へ送る"),
       *(Effect(T, search_op(_zombie_def, then_shuffle=True), trigger=k, when=field_to_grave, asks=True,
                needs=deck_has(_zombie_def),
                text_en="sent to the graveyard: add a zombie with 1200 or less DEF",
                text_ja="墓地へ送られた時、守備力１２００以下のアンデット族を手札に加える")
         for k in ("destroyed", "sent", "tributed")))


# 冥界の使者 / Emissary of the Afterlife: when it is sent from the field to the graveyard, each player adds a
# level 3 or lower normal monster from their deck (★ on the page: R004-101.07).
def _small_normal(c: Card) -> bool:
    return c.data.is_normal_monster and (c.data.level or 0) <= 3


def _emissary(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        search(res, _small_normal, p, then_shuffle=True)


define(75043725, *(Effect(T, _emissary, trigger=k, when=field_to_grave, asks=True,
                          text_en="sent to the graveyard: each player adds a level 3 or lower normal monster",
                          text_ja="墓地へ送られた時、お互いにレベル３以下の通常モンスターを手札に加える")
                   for k in ("destroyed", "sent", "tributed")))

# Effects used in the draw phase instead of the normal draw (`Kind.INSTEAD_OF_DRAW`, offered before the draw;
# a chain link that the card must still be face-up on the field to resolve).
def instead_of_draw_search(pred: Pred, en: str, ja: str, then_shuffle: bool = False) -> Effect:
    def op(res: Resolution) -> None:
        if self_on_field(res):
            search(res, pred, then_shuffle=then_shuffle)

    return Effect(Kind.INSTEAD_OF_DRAW, op, asks=True, needs=deck_has(pred),
                  text_en="instead of the normal draw: " + en, text_ja="通常のドローを行う代わりに、" + ja)


# 無敗将軍 フリード / Freed the Matchless General: while face-up, instead of your normal draw you may add a level 4
# or lower warrior from your deck. The page stars its shuffle as it does 冥界の使者's (★ R004-101.02: the era's
# text shuffles "then"), read as a step of the effect (★ R004-099, reading (a)), so 「パペット・キング」 misses
# the timing. Its first effect: while it is face-up on the field, a spell's effect that targets it is negated as
# it resolves and that spell destroyed (`Ward`).
def _low_warrior(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Warrior" and (c.data.level or 0) <= 4


define(49681811, SPELL_WARD,
       instead_of_draw_search(_low_warrior, "add a level 4 or lower warrior from the deck",
                              "デッキからレベル４以下の戦士族モンスター１体を手札に加える", then_shuffle=True))

# 円盤ムスキー / Flying Saucer Muusik'i: while face-up, instead of your normal draw you may add an 「エーリアン」 card
# from your deck (R004-101.03: 「パペット・キング」 answers it).
define(97697678, instead_of_draw_search(lambda c: "エーリアン" in c.data.name_ja, "add an Alien card from the deck",
                                        "デッキから「エーリアン」と名のついたカード１枚を手札に加える"))

# マンジュ・ゴッド / Manju of the Ten Thousand Hands: normal or flip summoned: add a ritual monster or ritual
# spell. センジュ・ゴッド / Senju: a ritual monster. バフォメット / Berfomet: 「幻獣王ガゼル」. ソニックバード /
# Sonic Bird: a ritual spell.
on_summon_search(95492061, lambda c: _ritual_monster(c) or _ritual_spell(c), "add a ritual monster or ritual spell",
                 "儀式モンスターか儀式魔法を手札に加える")
on_summon_search(23401839, _ritual_monster, "add a ritual monster", "儀式モンスターを手札に加える")
on_summon_search(77207191, named(GAZELLE), "add Gazelle the King of Mythical Beasts", "「幻獣王ガゼル」を手札に加える")
on_summon_search(57617178, _ritual_spell, "add a ritual spell", "儀式魔法を手札に加える")
# グリーン・ガジェット / Green Gadget adds 「レッド・ガジェット」, レッド・ガジェット / Red Gadget
# 「イエロー・ガジェット」, イエロー・ガジェット / Yellow Gadget 「グリーン・ガジェット」, when normal or special
# summoned.
for _me, _next, _en, _ja in ((41172955, 86445415, "Red Gadget", "レッド・ガジェット"),
                             (86445415, 13839120, "Yellow Gadget", "イエロー・ガジェット"),
                             (13839120, 41172955, "Green Gadget", "グリーン・ガジェット")):
    on_summon_search(_me, named(_next), f"add {_en}", f"「{_ja}」を手札に加える", ("summoned", "special_summoned"))


# Ｄ－タイム / D - Time: when a face-up 「Ｅ・ＨＥＲＯ」 monster you control leaves the field, add from your deck a
# 「Ｄ－ＨＥＲＯ」 monster of its level or lower. It answers the move in the window right after the chain or
# battle that made it (`responds_to`; the move event's `pos` says it was face-up).
def _d_time_left(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    out = []
    for e in ctx.events:
        c = d.cards[e.card] if e.card >= 0 else None
        if (c is not None and e.src == int(Zone.MONSTERS) and e.dst != int(Zone.MONSTERS) and e.player == ctx.player
                and e.pos in (int(Pos.ATTACK), int(Pos.DEFENSE)) and c.data.is_monster
                and "Elemental HERO" in c.data.name_en):
            out.append(c)
    return out


def _d_hero_up_to(level: int) -> Pred:
    return lambda c: c.data.is_monster and "Destiny HERO" in c.data.name_en and (c.data.level or 0) <= level


def _d_time(res: Resolution) -> None:
    d = res.duel
    left = _d_time_left(Ctx(d, res.player, res.card, d.effect_of(res.link.card, res.link.effect), res.link.events,
                            res.link))
    if left:
        search(res, _d_hero_up_to(max(c.data.level or 0 for c in left)))


define(99075257, Effect(A, _d_time, asks=True, responds_to=("destroyed", "sent", "tributed", "to_hand", "to_deck",
                                                             "banished"),
                        condition=lambda ctx: bool(_d_time_left(ctx)),
                        text_en="add a Destiny HERO of the departed HERO's level or lower from your deck",
                        text_ja="そのモンスターのレベル以下の「Ｄ－ＨＥＲＯ」１体をデッキから手札に加える"))


# Ｅ・ＨＥＲＯ エアーマン / Elemental HERO Stratos: when normal or special summoned, declare one: destroy
# spells and traps up to the number of other 「ＨＥＲＯ」 monsters you control, or add a 「ＨＥＲＯ」 monster
# from the deck.
def _hero_monster(c: Card) -> bool:
    return c.data.is_monster and "HERO" in c.data.name_en


def _stratos(res: Resolution) -> None:
    d = res.duel
    if res.link.declared == "add":
        search(res, _hero_monster)
        return
    n = sum(1 for c in face_up_monsters(res, res.player) if _hero_monster(c) and c.idx != res.card.idx)
    st = [d.cards[i] for p in (0, 1) for i in (*d.players[p].spells, d.players[p].field) if i >= 0]
    if n and st:
        picked = ask_many(res, st)[:n]
        d.destroy(picked, res.cause)


define(40044918, *(Effect(T, _stratos, trigger=k, mandatory=False, asks=True, declare=("destroy", "add"),
                          text_en="destroy spells/traps up to your other HEROes, or add a HERO monster",
                          text_ja="ＨＥＲＯの数まで魔法・罠を破壊するか、デッキからＨＥＲＯを手札に加える")
                   for k in ("summoned", "special_summoned")))

# マシンナーズ・ディフェンダー / Machina Defender: FLIP: add 「督戦官コヴィントン」.
define(96384007, Effect(Kind.FLIP, search_op(named(COMMANDER_COVINGTON)), asks=True,
                        text_en="add Commander Covington", text_ja="「督戦官コヴィントン」を手札に加える"))


# ヴォルカニック・バレット / Volcanic Shell: in the graveyard, once a turn: pay 500 LP: add a 「ヴォルカニック・
# バレット」 from the deck.
define(33365932, Effect(Kind.IGNITION, search_op(named(33365932)), from_zone=Zone.GRAVE, cost=Cost(lp=500),
                        once_per_turn=True, asks=True, needs=deck_has(named(33365932)),
                        text_en="pay 500 LP: add a Volcanic Shell from the deck",
                        text_ja="５００ライフポイントを払い、デッキから「ヴォルカニック・バレット」を手札に加える"))


# 水晶の占い師 / Crystal Seer: FLIP: look at the top 2 cards of your deck, add 1 to the hand and put the
# other at the bottom (★ on the page: R004-101.18, R004-104.03).
def _crystal_seer(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.player].deck
    top = [d.cards[i] for i in reversed(deck[-2:])]
    if not top:
        return
    c = res.ask_cards(top)
    d.to_hand([c], res.cause)
    rest = [x for x in top if x is not c]
    if rest:
        d.next_thing()  # the other card goes to the bottom after the add (★ R004-099, reading (a))
        d.to_deck(rest, res.cause, where="bottom")


define(82099401, Effect(Kind.FLIP, _crystal_seer, asks=True,
                        text_en="look at the top 2 cards: add 1, the other to the bottom",
                        text_ja="デッキの上２枚を確認し、１枚を手札に加え、もう１枚をデッキの一番下に戻す"))

# バード・フェイス / Birdface: destroyed by battle: add 「ハーピィ・レディ」. 暗黒界の斥候 スカー / Scarr: a level
# 4 or lower 「暗黒界」 monster (mandatory). ゴキポン / Gokipon: an insect with 1500 or less ATK. 悪魂邪苦止 /
# T.A.D.P.O.L.E.: any number of 「悪魂邪苦止」.
battle_destroyed_search(45547649, named(HARPIE_LADY), "destroyed by battle: add Harpie Lady",
                        "戦闘で破壊された時、「ハーピィ・レディ」を手札に加える")
battle_destroyed_search(5498296,
                        lambda c: c.data.is_monster and "暗黒界" in c.data.name_ja and (c.data.level or 0) <= 4,
                        "destroyed by battle: add a level 4 or lower Dark World monster",
                        "戦闘で破壊された時、レベル４以下の「暗黒界」モンスターを手札に加える", mandatory=True)
battle_destroyed_search(14472500, lambda c: c.data.is_monster and c.data.race == "Insect" and c.data.atk is not None
                        and c.data.atk <= 1500, "destroyed by battle: add an insect with 1500 or less ATK",
                        "戦闘で破壊された時、攻撃力１５００以下の昆虫族を手札に加える")
battle_destroyed_search(10456559, named(10456559), "destroyed by battle: add any number of T.A.D.P.O.L.E.",
                        "戦闘で破壊された時、「悪魂邪苦止」を任意の数手札に加える", many=True)


# ---- R004-101 and R004-105: spells and traps that add from the deck ---------------------------------------

# 苦渋の選択 / Painful Choice: pick 5 cards of your deck and show them; the opponent picks one for your hand,
# the rest go to the graveyard.
def _painful_choice(res: Resolution) -> None:
    d = res.duel
    deck = pile_of(res, res.player, Zone.DECK)
    five: list[Card] = []
    for _ in range(5):
        c = res.ask_cards([x for x in deck if x not in five])
        five.append(c)
    kept = res.ask_cards(five, "select", res.opponent)
    d.to_hand([kept], res.cause)
    d.send_to_grave([c.idx for c in five if c is not kept], res.cause)
    d.shuffle_deck(res.player)


define(74191942, Effect(A, _painful_choice, asks=True, needs=lambda ctx: len(ctx.duel.players[ctx.player].deck) >= 5,
                        text_en="pick 5 cards from the deck; the opponent picks 1 for your hand, the rest are sent "
                                "to the graveyard",
                        text_ja="デッキから５枚選び、相手が選んだ１枚を手札に加え、残りを墓地へ送る"))

search_spell(32807846, lambda c: c.data.is_monster and c.data.race == "Warrior" and (c.data.level or 0) <= 4,
             "add a level 4 or lower warrior", "レベル４以下の戦士族モンスターを手札に加える")  # 増援 / Reinforcement
search_spell(79816536, lambda c: c.data.is_normal_monster and (c.data.level or 0) >= 5,
             "add a level 5 or higher normal monster", "レベル５以上の通常モンスターを手札に加える")  # 召喚師のスキル
search_spell(213326, lambda c: c.data.is_monster and is_hero(c),
             "add an Elemental HERO monster", "「Ｅ・ＨＥＲＯ」モンスターを手札に加える")  # Ｅ－エマージェンシーコール
search_spell(73628505, _field_spell, "add a field spell", "フィールド魔法を手札に加える")  # テラ・フォーミング
search_spell(89997728, lambda c: c.data.name_ja.startswith("トゥーン"),
             "add a Toon card", "「トゥーン」と名のついたカードを手札に加える")  # トゥーンのもくじ
search_spell(26902560, named(POLYMERIZATION), "add Polymerization", "「融合」を手札に加える")  # 融合賢者


# 精神統一 / Gather Your Mind: add a 「精神統一」 from the deck; one 「精神統一」 a turn.
def _gather(res: Resolution) -> None:
    res.duel.ban_name(7512044, "activate", res.cause, res.player)
    search(res, named(7512044))


define(7512044, Effect(A, _gather, asks=True, needs=deck_has(named(7512044)),
                       text_en="add a Gather Your Mind from the deck", text_ja="デッキから「精神統一」を手札に加える"))


# おジャマジック / Ojamagic: when it is sent from the hand or the field to the graveyard, add one each of
# 「おジャマ・グリーン」, 「おジャマ・イエロー」 and 「おジャマ・ブラック」 from the deck.
def _ojamagic(res: Resolution) -> None:
    for code in OJAMAS:
        search(res, named(code))


define(24643836, *(Effect(T, _ojamagic, trigger=k, asks=True,
                          when=lambda ctx, ev: ev.src in (int(Zone.HAND), int(Zone.SPELLS))
                          and ev.dst == int(Zone.GRAVE),
                          text_en="sent to the graveyard: add Ojama Green, Yellow and Black",
                          text_ja="墓地へ送られた時、「おジャマ・グリーン」「イエロー」「ブラック」を手札に加える")
                   for k in ("destroyed", "sent", "discarded")))


# 万魔殿－悪魔の巣窟－ / Pandemonium (field spell): 「デーモン」 monsters pay no LP in the standby phase; when an
# 「デーモン」 monster is destroyed and sent to the graveyard other than by battle, its owner may add an 「デーモン」
# monster of a lower level from the deck.
def _archfiend(c: Card) -> bool:
    return c.data.is_monster and "デーモン" in c.data.name_ja


def _pandemonium_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card]
    return (ctx.card.active and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is not Reason.BATTLE and _archfiend(c))


def _pandemonium(res: Resolution) -> None:
    lost = res.duel.cards[res.link.events[0].card]
    lv = lost.data.level or 0
    search(res, lambda c: _archfiend(c) and (c.data.level or 0) < lv, lost.owner)


define(94585852, Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, waives_upkeep=True,
              affects=lambda ctx, c: ctx.card.active and c.zone is Zone.MONSTERS and _archfiend(c),
              text_en="Archfiend monsters pay no LP in the standby phase",
              text_ja="「デーモン」モンスターはスタンバイフェイズにライフを払わなくてよい"),
       Effect(T, _pandemonium, trigger="destroyed", self_trigger=False, when=_pandemonium_when, mandatory=False,
              asks=True, text_en="an archfiend was destroyed: its owner adds a lower-level archfiend",
              text_ja="「デーモン」が破壊された時、持ち主はそれよりレベルの低い「デーモン」を手札に加える"))


# クリボーを呼ぶ笛 / The Flute of Summoning Kuriboh (quick-play): take 「クリボー」 or 「ハネクリボー」 from
# the deck and add it to the hand or special summon it (declared).
def _flute(res: Resolution) -> None:
    d = res.duel
    found = pile_of(res, res.player, Zone.DECK, named(KURIBOH, WINGED_KURIBOH))
    if found:
        c = res.ask_cards(found)
        if res.link.declared == "summon" and d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(c, res.player, ask_position(res), res.cause)
        else:
            d.to_hand([c], res.cause)
    d.shuffle_deck(res.player)


define(20065322, Effect(A, _flute, asks=True, declare=("add", "summon"),
                        needs=deck_has(named(KURIBOH, WINGED_KURIBOH)),
                        text_en="add Kuriboh or Winged Kuriboh from the deck, or special summon it",
                        text_ja="デッキから「クリボー」か「ハネクリボー」を手札に加えるか特殊召喚する"))


# ジェネレーション・チェンジ / Generation Shift: destroy a targeted face-up monster you control, then add a
# card of the same name from the deck.
def _generation_shift(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        code = t.data.passcode
        if d.destroy([t], res.cause):
            search(res, named(code))


define(34460239, Effect(A, _generation_shift, asks=True,
                        target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                          text_ja="自分の表側表示モンスター"),
                        text_en="destroy the target; add a card of the same name from the deck",
                        text_ja="対象を破壊し、デッキから同名カードを手札に加える"))


# 徴兵令 / Conscription: reveal the top card of the opponent's deck; a monster that can be normal summoned
# is special summoned to your field, anything else goes to the opponent's hand (R004-102).
def _normal_summonable(c: Card) -> bool:
    return normal_summonable(c.data)


def _conscription(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.opponent].deck
    if not deck:
        return
    c = d.cards[deck[-1]]
    if _normal_summonable(c) and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(c, res.player, ask_position(res), res.cause)
    else:
        d.to_hand([c], res.cause)


define(31000575, Effect(A, _conscription, asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
                        text_en="reveal the opponent's top card: summon it if it can be normal summoned, else it "
                                "goes to their hand",
                        text_ja="相手のデッキの一番上をめくり、通常召喚可能なモンスターなら自分の場に特殊召喚し、"
                                "それ以外は相手の手札に加える"))


# キッズ・ガード / Kid Guard: when an opponent's monster attacks, tribute 「ヒーロー・キッズ」: negate the
# attack and add an 「Ｅ・ＨＥＲＯ」 monster from the deck.
def _kid_guard(res: Resolution) -> None:
    res.duel.negate_attack()
    search(res, lambda c: c.data.is_monster and is_hero(c))


define(10759529, Effect(A, _kid_guard, asks=True, condition=opponent_attacks,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, c: c.data.passcode == HERO_KID),
                        text_en="tribute Hero Kid: negate the attack; add an Elemental HERO monster",
                        text_ja="「ヒーロー・キッズ」を生け贄に捧げ、攻撃を無効にし、「Ｅ・ＨＥＲＯ」を手札に加える"))


# タイムカプセル / Different Dimension Capsule: banish a card of your deck face-down; the card stays on the
# field; in your 2nd standby phase after it, destroy it and, if so, add the banished card to the hand.
# 封印の黄金櫃 / Gold Sarcophagus: banish a card of your deck face-up; in your 2nd standby phase after it,
# add that card to the hand. The card comes from the banished zone, not the deck (R004-103).
def _capsule(res: Resolution) -> None:
    d = res.duel
    deck = pile_of(res, res.player, Zone.DECK)
    if not deck:
        return
    c = res.ask_cards(deck)
    d.banish([c], res.cause)
    d.shuffle_deck(res.player)
    due = d.next_turn_of(res.player) + 2
    tally(d, ("capsule", res.card.idx, res.card.oid, due), c.idx)


def _capsule_due(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.detail == "standby" and ev.player == ctx.player and bool(
        tallied(ctx.duel, ("capsule", c.idx, c.oid, ctx.duel.turn)))


def _capsule_open(res: Resolution) -> None:
    d = res.duel
    c = res.card
    kept = tallied(d, ("capsule", c.idx, c.oid, d.turn))
    if self_on_field(res) and d.destroy([c], res.cause):
        for i in kept:
            if d.cards[i].zone is Zone.BANISHED:
                d.to_hand([d.cards[i]], res.cause)


define(11961740, Effect(A, _capsule, asks=True, remains=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="banish a card of your deck", text_ja="デッキのカード１枚をゲームから除外する"),
       Effect(T, _capsule_open, trigger="phase", self_trigger=False, when=_capsule_due,
              text_en="your 2nd standby phase: destroy this card and add the banished card",
              text_ja="２回目の自分のスタンバイフェイズにこのカードを破壊し、除外したカードを手札に加える"))


def _sarcophagus(res: Resolution) -> None:
    d = res.duel
    deck = pile_of(res, res.player, Zone.DECK)
    if not deck:
        return
    c = res.ask_cards(deck)
    d.banish([c], res.cause)
    d.shuffle_deck(res.player)
    tally(d, ("sarcophagus", res.card.idx, d.next_turn_of(res.player) + 2), c.idx)


def _sarcophagus_due(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ev.player == ctx.player and bool(
        tallied(ctx.duel, ("sarcophagus", ctx.card.idx, ctx.duel.turn)))


def _sarcophagus_open(res: Resolution) -> None:
    d = res.duel
    for i in tallied(d, ("sarcophagus", res.card.idx, d.turn)):
        if d.cards[i].zone is Zone.BANISHED:
            d.to_hand([d.cards[i]], res.cause)


define(75500286, Effect(A, _sarcophagus, asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="banish a card of your deck", text_ja="デッキのカード１枚をゲームから除外する"),
       Effect(T, _sarcophagus_open, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_sarcophagus_due,
              text_en="your 2nd standby phase: add the banished card to the hand",
              text_ja="２回目の自分のスタンバイフェイズに除外したカードを手札に加える"))


# R004-105: monsters discarded from the hand to add a spell from the deck. 沼地の魔神王 / King of the Swamp
# and 融合賢者: 「融合」; Ｅ・ＨＥＲＯ キャプテン・ゴールド: 「摩天楼 －スカイスクレイパー－」; 墓守の司令官:
# 「王家の眠る谷－ネクロバレー」; アトランティスの戦士: 「伝説の都 アトランティス」; キラーザウルス:
# 「ジュラシックワールド」; 天空の使者 ゼラディアス: 「天空の聖域」; ジェネラルデーモン: 「万魔殿－悪魔の巣窟－」;
# ハーピィ・クイーン: 「ハーピィの狩場」 (its name is 「ハーピィ・レディ」 on the field and in the graveyard).
# キャプテン・ゴールド, ゼラディアス and ジェネラルデーモン are also destroyed while their field spell is not on the
# field. 沼地の魔神王 may also stand in for any one fusion material a fusion monster names, the others being the
# right ones (`fusion.substitute`). What else some of them do is listed here:
_SEARCHERS_MISSING: dict[int, tuple[str, ...]] = {
}
_NEEDS_ITS_FIELD = (80908502, 12171659, 48675364)
for _code, _spell, _en, _ja in (
        (79109599, POLYMERIZATION, "Polymerization", "融合"),
        (80908502, 63035430, "Skyscraper", "摩天楼 －スカイスクレイパー－"),
        (17393207, 47355498, "Necrovalley", "王家の眠る谷－ネクロバレー"),
        (43797906, 295517, "A Legendary Ocean", "伝説の都 アトランティス"),
        (80186010, 10080320, "Jurassic World", "ジュラシックワールド"),
        (12171659, 56433456, "The Sanctuary in the Sky", "天空の聖域"),
        (48675364, 94585852, "Pandemonium", "万魔殿－悪魔の巣窟－"),
        (75064463, 75782277, "Harpies' Hunting Ground", "ハーピィの狩場")):
    hand_discard_search(_code, named(_spell), f"add {_en} from the deck", f"デッキから「{_ja}」を手札に加える",
                        _SEARCHERS_MISSING.get(_code, ()),
                        (destroyed_without(_spell, _en, _ja),) if _code in _NEEDS_ITS_FIELD else ())
treat_as(75064463, HARPIE_LADY, where="field_grave")
fusion.substitute(79109599)


# ---- ●コントロールを移す ----------------------------------------------------------------------------------

OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手フィールド上のモンスター")
OPP_FACE_UP = TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                         text_ja="相手フィールド上の表側表示モンスター")


def take_targets(until_end: bool, cannot_attack: bool = False) -> Operation:
    """Take control of the targets, until the end phase or for good."""
    def op(res: Resolution) -> None:
        for c in res.targets():
            if res.duel.take_control(c, res.player, res.cause, until_end=until_end) and cannot_attack:
                res.duel.restrict(c, "attack", res.cause)
    return op


def reset_control(res: Resolution) -> None:
    """Every monster goes back to its owner's control; pending returns of control end (a reset)."""
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        for c in d.monsters_of(p):
            if c.ctl != c.owner:
                d.take_control(c, c.owner, res.cause)
    d.end_lasting(Control)


# 精神操作 / Mind Control: take control of a targeted monster the opponent controls until the end phase;
# while it is controlled so it can neither attack nor be tributed.
def _mind_control(res: Resolution) -> None:
    for c in res.targets():
        if res.duel.take_control(c, res.player, res.cause, until_end=True):
            res.duel.restrict(c, "attack", res.cause)
            res.duel.restrict(c, "be_tributed", res.cause)


define(37520316, Effect(A, _mind_control, target=OPP_MONSTER,
                        text_en="take control of the target until the end phase; it cannot attack or be tributed",
                        text_ja="対象のコントロールをエンドフェイズまで得る。そのモンスターは攻撃宣言できず、生け贄にできない"))


# エネミーコントローラー / Enemy Controller (quick-play): change the battle position of a targeted face-up
# monster the opponent controls (effect 1); or tribute a monster to take control of a targeted face-up
# monster the opponent controls until the end phase (effect 2).
define(98045062, Effect(A, switch_position, target=OPP_FACE_UP, text_en="change the target's battle position",
                        text_ja="対象の表示形式を変更する"),
       Effect(A, take_targets(True), target=OPP_FACE_UP, cost=Cost(tribute=1),
              text_en="take control of the target until the end phase",
              text_ja="対象のコントロールをエンドフェイズまで得る"))


# シエンの間者 / Shien's Spy: give control of a targeted face-up monster you control to the opponent until
# the end phase.
def _give_until_end(res: Resolution) -> None:
    for c in res.targets():
        res.duel.take_control(c, res.opponent, res.cause, until_end=True)


define(7672244, Effect(A, _give_until_end, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                             text_ja="自分の表側表示モンスター"),
                       text_en="give control of the target to the opponent until the end phase",
                       text_ja="対象のコントロールをエンドフェイズまで相手に移す"))


# 鹵獲装置 / Creature Seizure: each player picks one of their monsters (the activator a face-up normal
# monster) and the two swap controllers, for good.
def _seizure_mine(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in face_up_monsters(ctx, ctx.player) if c.data.is_normal_monster]


def _seizure(res: Resolution) -> None:
    d = res.duel
    mine = _seizure_mine(res)
    theirs = d.monsters_of(res.opponent)
    if not mine or not theirs:
        return
    a = res.ask_cards(mine)
    b = res.ask_cards(theirs, "select", res.opponent)
    d.take_control(a, res.opponent, res.cause)
    d.take_control(b, res.player, res.cause)


define(15305240, Effect(A, _seizure, asks=True,
                        needs=lambda ctx: bool(_seizure_mine(ctx)) and bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="swap control of your face-up normal monster and an opponent's monster",
                        text_ja="自分の表側表示の通常モンスターと相手のモンスターのコントロールを入れ替える"))

# 所有者の刻印 / Owner's Seal: every monster on the field returns to its owner's control (a reset).
define(9720537, Effect(A, reset_control, needs=lambda ctx: any(c.ctl != c.owner for p in (0, 1)
                                                                for c in ctx.duel.monsters_of(p)),
                       text_en="return every monster to its owner's control",
                       text_ja="フィールドの全てのモンスターのコントロールを持ち主に戻す"))


# 洗脳解除 / Remove Brainwashing (continuous trap): while it is face-up, control of every monster stays with
# its owner: on activation every monster goes back, and no monster's control can pass to a player who
# does not own it.
def _to_non_owner(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "control" and ctx.card.active and ctx.duel.cards[ev.card].owner != ev.player


define(94739788, Effect(A, reset_control, text_en="return every monster to its owner's control",
                        text_ja="フィールドの全てのモンスターのコントロールを持ち主に戻す"),
       Effect(Kind.REPLACEMENT, when=_to_non_owner, instead=lambda ctx, ev: None,
              text_en="control of monsters cannot pass to a player who does not own them",
              text_ja="モンスターのコントロールは持ち主以外に移らない"))


# 堕落 / Falling Down (equip spell): equip to a targeted monster the opponent controls and take control of
# it while it equips it; in each of the opponent's standby phases you take 800 damage; it is destroyed while you
# control no face-up 「デーモン」 card.
def _controls_archfiend_card(ctx: Ctx) -> bool:
    d = ctx.duel
    pl = d.players[ctx.player]
    return any(i >= 0 and d.cards[i].face_up and "デーモン" in d.cards[i].data.name_ja
               for i in (*pl.monsters, *pl.spells, pl.field))


def _falling_down(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        if c.oid == res.link.oid and c.on_field and res.duel.equip(c, t, res.cause):
            res.duel.take_control(t, res.player, res.cause, while_card=c)


define(32919136, Effect(A, _falling_down, target=OPP_MONSTER, text_en="equip to the target and take control of it",
                        text_ja="対象に装備し、そのコントロールを得る"),
       Effect(T, lambda res: res.duel.damage(res.player, 800, res.cause), trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.equipped_to >= 0,
              text_en="the opponent's standby phase: you take 800 damage",
              text_ja="相手のスタンバイフェイズに８００ダメージを受ける"),
       Effect(Kind.CONTINUOUS, destroyed_unless=_controls_archfiend_card,
              text_en="destroyed while you control no Archfiend card",
              text_ja="自分フィールド上に「デーモン」という名のついたカードが存在しない場合、このカードを破壊する"))


# 異次元トンネル－ミラーゲート－ / Mirror Gate: when an opponent's monster attacks your face-up 「Ｅ・ＨＥＲＯ」,
# the attacker and the attacked monster swap controllers until the end phase, and the battle goes on between
# them straight to damage calculation (the attacking monster, now yours, against your former HERO).
def _attacks_my_hero(ctx: Ctx) -> bool:
    att = ctx.duel.attack
    return opponent_attacks(ctx) and att is not None and att[2] >= 0 and is_hero(ctx.duel.cards[att[2]]) \
        and ctx.duel.cards[att[2]].face_up


def _mirror_gate(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is None:
        return
    a, t = d.cards[att[0]], d.cards[att[2]]
    if a.oid != att[1] or t.oid != att[3]:
        return
    d.take_control(t, res.opponent, res.cause, until_end=True)
    d.take_control(a, res.player, res.cause, until_end=True)
    if a.ctl == res.player and t.ctl == res.opponent:
        d.change_attack(calculate=True)


define(43452193, Effect(A, _mirror_gate, condition=_attacks_my_hero,
                        text_en="swap control of the attacker and your attacked HERO until the end phase, then "
                                "damage calculation",
                        text_ja="攻撃モンスターと攻撃対象のコントロールをエンドフェイズまで入れ替えてダメージ計算を行う"))


# ミュータント・ハイブレイン / Mutant Mindmaster: when this card declares an attack on a monster, you may
# take control of another face-up attack position monster the opponent controls (chosen at resolution) until
# the end of the battle phase; it attacks that monster instead of this card, straight to damage calculation
# (so it never attacks directly: without its target the attack ends).
def _mindmaster_picks(ctx: Ctx | Resolution) -> list[Card]:
    att = ctx.duel.attack
    return [c for c in face_up_monsters(ctx, ctx.opponent)
            if c.pos is Pos.ATTACK and att is not None and c.idx != att[2]]


def _mindmaster(res: Resolution) -> None:
    d = res.duel
    me, c = res.card, d.cards[res.answer] if res.answer >= 0 else None
    if c is None or not d.take_control(c, res.player, res.cause, until_battle_end=True):
        return
    if d.attack is not None and d.attack[:2] == (me.idx, me.oid) and me.zone is Zone.MONSTERS:
        d.change_attack(attacker=c, calculate=True)


define(11508758, Effect(T, _mindmaster, trigger="attack_declared", mandatory=False,
                        when=lambda ctx, ev: ev.amount >= 0, needs=lambda ctx: bool(_mindmaster_picks(ctx)),
                        choice=Choice("card", _mindmaster_picks),
                        text_en="take control of an opponent's face-up attack position monster until the end of "
                                "the battle phase; it attacks instead of this card",
                        text_ja="相手の表側攻撃表示モンスター１体のコントロールをバトルフェイズ終了時まで得て、"
                                "このカードの代わりに攻撃する"))


# マジックアーム・シールド / Magical Arm Shield: when an opponent's monster declares an attack while they
# control 2 or more face-up monsters and you control a monster: take control of a targeted face-up monster
# of theirs other than the attacker until the end of the battle phase; if you do, the attack moves to it
# and goes straight to damage calculation.
def _arm_shield_can(ctx: Ctx) -> bool:
    return opponent_attacks(ctx) and len(face_up_monsters(ctx, ctx.opponent)) >= 2 and bool(
        ctx.duel.monsters_of(ctx.player))


def _arm_shield(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        if d.take_control(c, res.player, res.cause, until_battle_end=True):
            d.change_attack(target=c, calculate=True)


define(96008713, Effect(A, _arm_shield, condition=_arm_shield_can,
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.attack is not None
                                          and c.idx != ctx.duel.attack[0],
                                          text_en="an opponent's face-up monster other than the attacker",
                                          text_ja="攻撃モンスター以外の相手の表側表示モンスター"),
                        text_en="take control of the target until the end of the battle phase and move the attack "
                                "to it, straight to damage calculation",
                        text_ja="対象のコントロールをバトルフェイズ終了時まで得て、攻撃対象をそのモンスターに移し替え"
                                "ダメージ計算を行う"))


# 集団催眠 / Mass Hypnosis (continuous trap): while you control an 「エーリアン」 monster, take control of up to
# 3 targeted monsters of the opponent with A-counters; the card is destroyed in the end phase of that turn,
# and the monsters go back then.
def _a_counter(ctx: Ctx, c: Card) -> bool:
    return c.counters.get("Aカウンター", 0) > 0


def _alien(ctx: Ctx) -> bool:
    return any("エーリアン" in c.data.name_ja for c in face_up_monsters(ctx, ctx.player))


def _hypnosis(res: Resolution) -> None:
    tally(res.duel, ("hypnosis", res.card.idx, res.card.oid), res.duel.turn)
    take_targets(True)(res)


define(21768554, Effect(A, _hypnosis, condition=_alien,
                        target=TargetSpec(side="opp", face="up", count=3, min=1, where=_a_counter,
                                          text_en="up to 3 opponent's monsters with A-counters",
                                          text_ja="Ａカウンターが乗った相手モンスター３体まで"),
                        text_en="take control of the targets until the end phase",
                        text_ja="対象のコントロールをエンドフェイズまで得る"),
       Effect(T, destroy_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.active
              and ctx.duel.turn in tallied(ctx.duel, ("hypnosis", ctx.card.idx, ctx.card.oid)),
              text_en="the end phase: destroy this card", text_ja="エンドフェイズにこのカードを破壊する"))


# 洗脳光線 / Brainwashing Beam (continuous trap): take control of a targeted monster of the opponent with an
# A-counter while this card stays on the field; in each of your end phases remove an A-counter from it; with
# none left, destroy this card.
def _beam(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        if res.duel.take_control(t, res.player, res.cause, while_card=c):
            res.duel.attach(c, t)  # only a link to the monster, for its end phase: not an equip card


def _beam_end(res: Resolution) -> None:
    d = res.duel
    c = res.card
    t = d.cards[c.equipped_to] if c.equipped_to >= 0 else None
    if t is not None and t.zone is Zone.MONSTERS:
        d.remove_counter(t, "Aカウンター", 1, res.cause)
    if t is None or t.zone is not Zone.MONSTERS or not t.counters.get("Aカウンター"):
        d.destroy([c], res.cause)


define(59258334, Effect(A, _beam, target=TargetSpec(side="opp", face="up", where=_a_counter,
                                                    text_en="an opponent's monster with an A-counter",
                                                    text_ja="Ａカウンターが乗った相手モンスター"),
                        text_en="take control of the target", text_ja="対象のコントロールを得る"),
       Effect(T, _beam_end, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player and ctx.card.active,
              text_en="your end phase: remove an A-counter; with none left destroy this card",
              text_ja="自分のエンドフェイズにＡカウンターを１つ取り除き、無くなればこのカードを破壊する"))


# 大邪神 レシェフ / Reshef the Dark Being: once a turn, discard a spell: take control of a targeted monster
# the opponent controls until the end of the turn.
define(62420419, Effect(Kind.IGNITION, take_targets(True), target=OPP_MONSTER,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell), once_per_turn=True,
                        text_en="discard a spell: take control of the target until the end of the turn",
                        text_ja="魔法カードを捨て、対象のコントロールをこのターンのエンドフェイズまで得る"),
       special_by=by_ritual_summon_with(60369732))


# エレクトリック・ワーム / Electric Virus (machines, dragons), パペット・プラント / Puppet Plant (warriors,
# spellcasters), 傀儡虫 / Marionette Mite (fiends, zombies): discard this card from the hand to take control
# of a targeted face-up monster of those types the opponent controls until the end phase.
def _hand_taker(passcode: int, races: tuple[str, ...], en: str, ja: str) -> None:
    define(passcode, Effect(Kind.IGNITION, take_targets(True), from_zone=Zone.HAND, cost=DISCARD_SELF,
                            target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c.data.race in races,
                                              text_en=f"an opponent's face-up {en} monster",
                                              text_ja=f"相手の表側表示の{ja}モンスター"),
                            text_en="discard this card: take control of the target until the end phase",
                            text_ja="このカードを捨て、対象のコントロールをエンドフェイズまで得る"))


_hand_taker(24725825, ("Machine", "Dragon"), "machine or dragon", "機械族かドラゴン族")
_hand_taker(51119924, ("Warrior", "Spellcaster"), "warrior or spellcaster", "戦士族か魔法使い族")
_hand_taker(87514539, ("Fiend", "Zombie"), "fiend or zombie", "悪魔族かアンデット族")


# マタンゴ / Mushroom Man #2: its controller loses 300 LP in each of their standby phases; in their end
# phase they may pay 500 LP to give control of it to the opponent, for good.
def _give_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.take_control(res.card, res.opponent, res.cause)


define(93900406, Effect(T, lambda res: res.duel.lose_lp(res.player, 300, res.cause), trigger="phase",
                        self_trigger=False, when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player,
                        text_en="your standby phase: lose 300 LP",
                        text_ja="自分のスタンバイフェイズに３００ライフポイントを失う"),
       Effect(T, _give_self, trigger="phase", self_trigger=False, mandatory=False, cost=Cost(lp=500),
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player,
              needs=lambda ctx: ctx.duel.players[ctx.player].lp > 500,
              text_en="pay 500 LP: give control of this card to the opponent",
              text_ja="５００ライフポイントを払い、このカードのコントロールを相手に移す"))


# 異次元への案内人 / D.D. Guide: when it is normal summoned, control of it passes to the opponent, for good; in
# each end phase the opponent of its controller banishes a card of its controller's graveyard.
def _dd_guide_banish(res: Resolution) -> None:
    d = res.duel
    grave = pile_of(res, res.player, Zone.GRAVE)
    if grave:
        d.banish([res.ask_cards(grave, "select", res.opponent)], res.cause)


define(52702748, Effect(T, _give_self, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                        text_en="normal summoned: give control of this card to the opponent",
                        text_ja="召喚に成功した時、このカードのコントロールを相手に移す"),
       Effect(T, _dd_guide_banish, trigger="phase", self_trigger=False, asks=True,
              when=lambda ctx, ev: ev.detail == "end" and bool(ctx.duel.players[ctx.player].grave),
              text_en="each end phase: the opponent banishes a card of your graveyard",
              text_ja="エンドフェイズ毎に、相手は自分の墓地のカード１枚をゲームから除外する"))


# ダミー・ゴーレム / Dummy Golem: FLIP: the opponent picks a monster they control; it and this card swap
# controllers, for good.
def _dummy_golem(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if not theirs or not self_on_field(res):
        return
    t = res.ask_cards(theirs, "select", res.opponent)
    d.take_control(res.card, res.opponent, res.cause)
    d.take_control(t, res.player, res.cause)


define(13532663, Effect(Kind.FLIP, _dummy_golem, asks=True,
                        text_en="swap control of this card and a monster the opponent picks",
                        text_ja="相手が選んだ相手のモンスターとこのカードのコントロールを入れ替える"))

# 幻惑のラフレシア / Rafflesia Seduction: FLIP: take control of a targeted face-up monster the opponent
# controls until the end of the turn.
define(31440542, Effect(Kind.FLIP, take_targets(True), target=OPP_FACE_UP,
                        text_en="take control of the target until the end of the turn",
                        text_ja="対象のコントロールをこのターンのエンドフェイズまで得る"))


# 地霊使いアウス, 水霊使いエリア, 火霊使いヒータ, 風霊使いウィン / the Charmers: FLIP: take control of a targeted
# monster of their attribute the opponent controls while this card is face-up on the field (★ on the page,
# R004-094.34 … .37: reading ○, the control lasts while the Charmer stays face-up).
def _of_attribute(attr: str) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: has_attribute(c, attr)


def _charm(res: Resolution) -> None:
    me = res.card
    if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
        for t in res.targets():
            res.duel.take_control(t, res.player, res.cause, while_card=me)


for _code, _attr, _ja in ((37970940, "EARTH", "地"), (74364659, "WATER", "水"), (759393, "FIRE", "炎"),
                          (37744402, "WIND", "風")):
    define(_code, Effect(Kind.FLIP, _charm,
                         target=TargetSpec(side="opp", face="up", where=_of_attribute(_attr),
                                           text_en=f"an opponent's face-up {_attr} monster",
                                           text_ja=f"相手の表側表示の{_ja}属性モンスター"),
                         text_en="take control of the target", text_ja="対象のコントロールを得る"))


# 仮面魔獣デス・ガーディウス / Masked Beast Des Gardius: never normal summoned; special summoned from the hand by its
# own procedure, tributing 2 monsters you control of which at least 1 is 「仮面呪術師カースド・ギュラ」 or
# 「メルキド四面獣」. When it is sent from the field to the graveyard it must target a face-up monster the
# opponent controls: a 「遺言の仮面」 from your deck is equipped to it as an equip card (the deck is shuffled
# after it is looked through, R004-100).
# 遺言の仮面 / The Mask of Remnants: its activation shuffles this card from the field into its owner's deck.
# While Gardius's effect has it equipped to a monster, its controller controls that monster (R004-094.10, ○:
# the control lasts while it stays equipped); that applies the moment it is equipped, with no chain link.
GARDIUS = 48948935
MASK_OF_REMNANTS = 22610082
TIKI_MASKS = (13676474, 86569121)  # 仮面呪術師カースド・ギュラ, メルキド四面獣


def _equip_mask(res: Resolution) -> None:
    d = res.duel
    masks = pile_of(res, res.player, Zone.DECK, named(MASK_OF_REMNANTS))
    for t in res.targets():
        if masks and d.free_slots(res.player, Zone.SPELLS) > 0:
            d.equip(res.ask_cards(masks, "select"), t, res.cause, res.player)
            d.shuffle_deck(res.player)


define(GARDIUS,
       *(Effect(T, _equip_mask, trigger=k, when=field_to_grave, target=OPP_FACE_UP, asks=True,
                text_en="sent from the field to the graveyard: equip a Mask of Remnants from your deck to the target",
                text_ja="フィールドから墓地へ送られた時、デッキの「遺言の仮面」を対象に装備する")
         for k in TO_GRAVE_KINDS),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=2, tribute_including=lambda ctx, c: c.data.passcode in TIKI_MASKS),
              text_en="special summon by tributing 2 monsters, at least 1 of them Grand Tiki Elder or Melchid",
              text_ja="「仮面呪術師カースド・ギュラ」か「メルキド四面獣」を含むモンスター２体を生け贄に特殊召喚する"),
       )


def _mask_of_remnants(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.on_field:
        res.duel.to_deck([c], res.cause)


def _equipped_by_gardius(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ev.cause.card >= 0 and ctx.duel.cards[ev.cause.card].data.passcode == GARDIUS


def _mask_control(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.on_field and me.equipped_to >= 0:
        d.take_control(d.cards[me.equipped_to], me.ctl, res.cause, while_card=me)


define(MASK_OF_REMNANTS,
       Effect(A, _mask_of_remnants, text_en="shuffle this card into its owner's deck",
              text_ja="このカードを持ち主のデッキに戻す"),
       Effect(Kind.AT_ONCE, _mask_control, trigger="equipped", when=_equipped_by_gardius,
              text_en="equipped by Des Gardius's effect: you control the equipped monster",
              text_ja="「仮面魔獣デス・ガーディウス」の効果で装備されている場合、装備モンスターのコントロールを得る"))


# アメーバ / Ameba: when control of it (face-up) passes to the other player, that player takes 2000 damage;
# once while it stays face-up on the field (R004-095).
def _ameba(res: Resolution) -> None:
    d = res.duel
    c = res.card
    tally(d, ("ameba", c.idx, times_placed(d, c.idx)), 1)
    d.damage(res.link.events[0].player, 2000, res.cause)


define(95174353, Effect(T, _ameba, trigger="control",
                        needs=lambda ctx: ctx.card.face_up and ctx.card.zone is Zone.MONSTERS and not tallied(
                            ctx.duel, ("ameba", ctx.card.idx, times_placed(ctx.duel, ctx.card.idx))),
                        text_en="control moved: the new controller takes 2000 damage (once)",
                        text_ja="コントロールが移った時、新たなコントローラーに２０００ダメージ（１度だけ）"))



# 闇の指名者 / Dark Designator (normal spell): declare a monster card name: if the opponent's deck holds it, they
# add 1 copy of it to their hand (R004-104.05; the rule shuffle follows, R004-100).
def _designator(res: Resolution) -> None:
    search(res, named(int(res.link.declared)), res.opponent)


define(78053598, Effect(Kind.ACTIVATE, _designator, asks=True, declare_name=lambda c: c.is_monster,
                        text_en="declare a monster card name: the opponent adds 1 copy of it from their deck",
                        text_ja="モンスターカード名を宣言し、相手のデッキにあればそのカード１枚を相手の手札に加える"))
