"""The normal trap cards whose English name begins with M."""

from __future__ import annotations

import dataclasses
from collections import Counter
from functools import partial
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import names
from arbiter.ocg.carddata import CardData, era_cards
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    FACE_UP_MONSTER,
    answered,
    answered_link,
    can_special_summon,
    ctx_of,
    destroy_targets,
    may_turn_face_down,
    nothing,
    opponent_attacks,
    room,
    tallied,
    tally,
)
from arbiter.ocg.cards.shared.attacks import at_attacker, negate_attack
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.chain import activation_of, negate_this_turn, spell_trap_activated
from arbiter.ocg.cards.shared.damage_calculation import battle_key
from arbiter.ocg.cards.shared.discard import choose_cards, discard, discard_named
from arbiter.ocg.cards.shared.draw import MUKO, may_draw
from arbiter.ocg.cards.shared.equips import boost, equip, equipped
from arbiter.ocg.cards.shared.events import monster_back_to_hand
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.passcodes import HERO_KID
from arbiter.ocg.cards.shared.resolving import ask_up_to
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_has, deck_searched, named, search_op, summon_room
from arbiter.ocg.cards.shared.special_summons import summon_target, summoned_refusal
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.zones import (
    all_spell_trap_cards,
    cards_in_hand,
    face_up_monsters,
    fitting_monsters_in,
    players_in_order,
)
from arbiter.ocg.categories import QUALIFIERS, Does
from arbiter.ocg.chain import copyable_effects
from arbiter.ocg.choice_purposes import SET, SPECIAL_SUMMON, TO_DECK_BOTTOM
from arbiter.ocg.decks import COPIES_MAX
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import data_is_named, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# 無効 / Muko: chained to an effect that does nothing but draw; the cards that effect would draw are
# sent from the deck to the graveyard instead: they are neither drawn nor added to the hand (R004-078,
# R004-079, R004-080). Its activation notes the link it answered; its replacement applies while it is
# face-up after resolving (it leaves the field when the chain is over). A draw it replaces is no draw: cards
# that count draws (神の恵み) count none.
def _draw_only_link(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    # its qualifiers aside: an effect left in place carries those of the effect that made it (`made_by`)
    does = None if link is None else ctx.duel.link_effect(link).does
    return does is not None and does & ~QUALIFIERS == Does.DRAW


_DRAW_ONLY = Answers(_draw_only_link, "the activation of an effect that draws cards and does nothing else",
                     "ドロー以外の処理を含まない、カードをドローする効果の発動")


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


# The page lets 無効 answer draws made in the damage step too (仮面魔道士, R004-070.59), so it is one of the
# cards that may be activated there.
define(MUKO, Effect(A, _muko, condition=_DRAW_ONLY, damage_step=True,
                    text_en="the cards that effect would draw go from the deck to the graveyard",
                    text_ja="その効果でドローするカードを手札に加えず墓地へ送る"),
       Effect(Kind.REPLACEMENT, when=_muko_when, instead=_muko_instead,
              text_en="instead of being drawn, the cards go to the graveyard", text_ja="ドローする代わりに墓地へ送る"))


# 異次元トンネル－ミラーゲート－ / Mirror Gate: when an opponent's monster attacks your face-up 「Ｅ・ＨＥＲＯ」,
# the attacker and the attacked monster swap controllers until the end phase (each into the zone the other leaves,
# `Duel.swap_control`: it works with every monster zone taken, and they switch back the same way), and the battle
# goes on between them straight to damage calculation (the attacking monster, now yours, against your former HERO).
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
    if d.swap_control(a, t, res.cause, until_end=True):
        d.change_attack(calculate=True)


define(43452193, Effect(A, _mirror_gate, condition=_attacks_my_hero,
                        text_en="swap control of the attacker and your attacked HERO until the end phase, then "
                                "damage calculation",
                        text_ja="攻撃モンスターと攻撃対象のコントロールをエンドフェイズまで入れ替えてダメージ計算を行う"))


# マジックアーム・シールド / Magical Arm Shield: an opponent's monster declares an attack, the opponent has 2
# or more face-up monsters and you have a monster: you gain control of a targeted face-up monster of theirs, not
# the attacker, until the end of the battle phase; if you do, the attack moves to it
# and goes straight to damage calculation.
def _arm_shield_can(ctx: Ctx) -> bool:
    return opponent_attacks(ctx) and len(face_up_monsters(ctx, ctx.opponent)) >= 2 and bool(
        ctx.duel.monsters_of(ctx.player))


def _arm_shield(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        if d.take_control(c, res.player, res.cause, until_battle_end=True):
            d.change_attack(target=c, calculate=True)


define(96008713, Effect(A, _arm_shield, condition=_arm_shield_can, needs=room,
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.attack is not None
                                          and c.idx != ctx.duel.attack[0],
                                          text_en="an opponent's face-up monster other than the attacker",
                                          text_ja="相手の表側モンスター（攻撃モンスターを除く）"),
                        text_en="take control of the target until the end of the battle phase and move the attack "
                                "to it, straight to damage calculation",
                        text_ja="バトルフェイズ終了時まで対象のコントロールを得る。攻撃はそのモンスターに向けられ、"
                                "そのままダメージ計算"))


# 大騒動 / Major Riot: when a monster of yours is returned from the field to the hand by an effect of a card
# the opponent controls: return every monster on the field to its owner's hand, then each player special
# summons from the hand, face-down in defense position, as many monsters as were returned to their hand.
# It answers the return in the window right after the chain that made it (`responds_to`); a token "returned"
# is none (`events.monster_back_to_hand`).
def _riot_timing(ctx: Ctx) -> bool:
    d = ctx.duel
    # one's own monster: controlled by this player as it left (a move event's player) and back in their hand
    return any(e.kind == "to_hand" and monster_back_to_hand(ctx, e) and d.cards[e.card].owner == ctx.player
               and e.player == ctx.player and e.cause.player == ctx.opponent and e.cause.reason is Reason.EFFECT
               for e in ctx.events)


def _riot(res: Resolution) -> None:
    d = res.duel
    on_field = [c for p in players_in_order(d) for c in d.monsters_of(p)]
    d.to_hand(on_field, res.cause)
    # counted by the hand each one reached: a monster taken from the opponent counts for its owner, and a
    # fusion monster (back to the fusion deck) or a token (gone) for nobody
    back = [0, 0]
    for c in on_field:
        if c.zone is Zone.HAND:
            back[c.owner] += 1
    begun = False
    for p in players_in_order(d):
        # each player summons their own: only monsters whose summoning conditions let them be special summoned
        ctx = Ctx(d, p, res.card, d.link_effect(res.link), res.link.events, res.link)
        cands = [c for c in cards_in_hand(d, p, lambda c: c.data.is_monster and not c.data.is_fusion
                                          and "ritual" not in c.data.subtypes) if can_special_summon(ctx, c)]
        n = min(back[p], d.free_slots(p, Zone.MONSTERS))
        with d.moving_together(res.cause):
            for c in ask_up_to(res, cands, n, player=p, at_least=min(n, len(cands)),
                               why=partial(summoned_refusal, res, player=p)):
                if not begun:  # "then" (その後): the summons are a step of their own; none, the return was the last
                    d.next_thing()
                    begun = True
                d.special_summon(c, p, Pos.SET, res.cause)


define(9074847, Effect(A, _riot, does=Does.MONSTERS, condition=_riot_timing, asks=True, responds_to=("to_hand",),
                       text_en="return every monster to the hand; each player sets as many from the hand",
                       text_ja="フィールドのモンスターを全て手札へ戻す。各プレイヤーは戻ったのと同じ数のモンスターを手札から裏側守備表示で特殊召喚"))

# 奇跡の復活 / Miracle Restoring (normal trap): remove 2 spell counters from your cards (the cost) and target a
# 「ブラック・マジシャン」 or 「バスター・ブレイダー」 in your graveyard: special summon it (R004-053.03).
define(68334074, Effect(A, summon_target, needs=room, asks=True, cost=Cost(remove_counters=("spell", 2)),
                        target=grave_target(lambda ctx, c: is_named(c, DARK_MAGICIAN, 78193831),
                                            "Dark Magician or Buster Blader in your graveyard",
                                            "自分の墓地の「ブラック・マジシャン」か「バスター・ブレイダー」"),
                        text_en="remove 2 spell counters from your field: special summon the target",
                        text_ja="自分のフィールドから魔力カウンター２つを取り除く：対象を特殊召喚"))


# 邪神の大災害 / Malevolent Catastrophe: when an opponent's monster declares an attack, destroy every other spell and
# trap card on the field.
def _catastrophe(res: Resolution) -> None:
    res.duel.destroy(all_spell_trap_cards(res.duel, res.card), res.cause)


define(1224927, Effect(A, _catastrophe, does=Does.SPELLS_TRAPS, condition=opponent_attacks,
                       text_en="an opponent's monster attacks: destroy all spell and trap cards on the field",
                       text_ja="相手モンスターが攻撃宣言した時：フィールドの魔法・罠を全て破壊"))


# マインドクラッシュ / Mind Crush (normal trap): declare a card name: if the opponent holds it, they discard every
# copy of it from their hand; if not, you discard 1 card of your hand at random. It is listed among the cards
# whose effect discards their own player's hand (◎, ★ R004-151: reading (a), 「墓守の監視者」 can answer it). Holding
# none, the opponent shows their hand to prove it; having discarded copies, they show the rest to prove none is left,
# unless every copy a deck may hold is known to be elsewhere (docs/uncertain-rulings.md).
def _every_copy_known(d: Duel, p: int, code: int) -> bool:
    """Whether every card bearing the name `code` in a hand that `p`'s deck may hold is public: each printed card
    that bears it (「ハーピィ・レディ」 and 「ハーピィ・レディ１」 both bear 「ハーピィ・レディ」, and a deck may hold 3
    of each) has all its copies of `p`'s in a graveyard, face-up on the field or banished (a monster that took on
    the name by an effect is no copy of the card)."""
    printed = {x.passcode for x in era_cards() if data_is_named(x, code)} | {
        c.base.passcode for c in d.cards if data_is_named(c.base, code)}
    public = Counter(c.base.passcode for c in d.cards if c.owner == p and (
        c.zone is Zone.GRAVE or (c.zone is Zone.BANISHED and not c.hidden) or (c.on_field and c.face_up)))
    return all(public[x] >= COPIES_MAX for x in printed)


def _mind_crush(res: Resolution) -> None:
    d = res.duel
    if discard_named(res, res.opponent):
        if not _every_copy_known(d, res.opponent, int(res.link.declared)):
            d.reveal(cards_in_hand(d, res.opponent), res.player)
        return
    d.reveal(cards_in_hand(d, res.opponent), res.player)
    hand = cards_in_hand(d, res.player)
    if hand:
        discard(res, [hand[d.rng.below(len(hand))]])


def _a_hand_to_discard_from(ctx: Ctx) -> bool:
    """Either part can apply only with a card in a hand: both empty, it has nothing to act on (an empty activation)."""
    pl = ctx.duel.players
    return bool(pl[ctx.opponent].hand) or any(i != ctx.card.idx for i in pl[ctx.player].hand)


define(15800838, Effect(Kind.ACTIVATE, _mind_crush, does=Does.OWN_HAND | Does.OPP_HAND, declare_name=lambda c: True,
                        needs=_a_hand_to_discard_from,
                        text_en="declare a card name: the opponent discards every copy of it in their hand; if they "
                        "have none, you discard 1 card at random",
                        text_ja="カード名を宣言し、相手の手札にあれば全て捨てさせ、なければ自分の手札をランダムに１枚捨てる"))

_MP_EN = "negate continuous spells until the end of the turn"
_MP_JA = "ターン終了時まで全ての永続魔法の効果を無効にする"
define(49251811, Effect(A, negate_this_turn("spell", "continuous", _MP_EN, _MP_JA),
                        condition=activation_of("spell", by="any", subtype="continuous"), text_en=_MP_EN,
                        text_ja=_MP_JA))

_MD_EN, _MD_JA = "negate continuous traps until the end of the turn", "ターン終了時まで全ての永続罠の効果を無効にする"
define(75646520, Effect(A, negate_this_turn("trap", "continuous", _MD_EN, _MD_JA),
                        condition=activation_of("trap", by="any", subtype="continuous"), text_en=_MD_EN,
                        text_ja=_MD_JA))


# 精霊の鏡 / Mystical Refpanel: as the next chain link after a spell card's activation that targets one player,
# that spell's effect applies to the other player instead (R000-001.09, R004-001.30, R004-156.32). Whoever activated
# the spell: its text names no side, and its own player's (「謙虚な壺」) is pushed onto the opponent so.
def _player_targeting_spell(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    d = ctx.duel
    return (link is not None and spell_trap_activated(ctx, link)
            and d.cards[link.card].data.kind == "spell" and link.player_target >= 0)


_PLAYER_TARGETING_SPELL = Answers(_player_targeting_spell, "the activation of a spell card that targets a player",
                                  "プレイヤーを対象とする魔法カードの発動")


def _move_player_target(res: Resolution) -> None:
    link = answered(res)
    if link is not None and link.player_target >= 0:
        res.move_player_target(link)


define(35563539, Effect(A, _move_player_target, condition=_PLAYER_TARGETING_SPELL,
                        text_en="a spell that targets a player applies to the other player",
                        text_ja="プレイヤー１人を対象とする魔法の対象をもう一方のプレイヤーに移し替える"))

# 道連れ / Michizure: after a monster goes from the field to your graveyard, a targeted monster is destroyed.
# The window right after a chain or a battle that sent such a monster carries the move (`responds_to`).
_MICHIZURE_EVENTS = ("destroyed", "sent", "tributed")


def _sent_to_my_grave(ctx: Ctx) -> bool:
    return any(e.src == int(Zone.MONSTERS) and e.dst == int(Zone.GRAVE) and ctx.duel.cards[e.card].owner == ctx.player
               for e in ctx.events if e.card >= 0)


# the page names its damage step timing (R000-052.05: as the monsters destroyed by battle go to the graveyard), and
# its second condition, any monster sent from the field, is met there by an effect too
define(37580756, Effect(A, destroy_targets, condition=_sent_to_my_grave, damage_step=True,
                        responds_to=_MICHIZURE_EVENTS,
                        target=TargetSpec(text_en="a monster on the field", text_ja="フィールドのモンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# メタル化・魔法反射装甲 / Metalmorph: equip to a targeted face-up monster; +300 ATK and DEF; when the monster
# it equips attacks a monster, it gains half that monster's ATK during damage calculation only.
def _metalmorph_gain(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    if not d.calculating() or d.attack is None or d.attack[0] != m.idx or d.attack[2] < 0:
        return 0
    return half_up(d.atk(d.cards[d.attack[2]]))


define(68540058,
       # the 300 ATK/DEF it gives once equipped is a direct change the damage step allows (ocg-rules 3.5)
       Effect(A, equip, target=FACE_UP_MONSTER, remains=True, does=Does.OTHER | Does.ATK_DEF,
              text_en="equip this card to the target",
              text_ja="このカードを対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: 300, defense=lambda ctx, m: 300,
              text_en="the equipped monster gains 300 ATK and DEF",
              text_ja="装備モンスターは攻撃力と守備力が３００上がる"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=_metalmorph_gain,
              text_en="attacking a monster, the equipped monster gains half its ATK during damage calculation",
              text_ja="装備モンスターがモンスターを攻撃したダメージ計算時だけ、攻撃力が攻撃対象の攻撃力の半分上がる"),
       numbering=(1, 1, 2), equip_trap=True)


# マジカルシルクハット / Magical Hats: in the opponent's battle phase, hide one of your monsters among two
# spells or traps from the deck set as monsters. The page's table has it designate one of your own
# monsters (it is turned face-down: a token, never face-down, is no target, docs/uncertain-rulings.md). The two
# cards are monsters with no Level, Attribute or Type and 0
# ATK/DEF (R004-124), set face-down in defense position, and are destroyed at the end of the battle phase.
# The three face-down cards' places are then shuffled (`Duel.shuffle_places`): the opponent cannot tell them
# apart.
def _hat(c: Card) -> CardData:
    return dataclasses.replace(c.base, kind="monster", subtypes=frozenset({"normal"}), attribute=None, race=None,
                               level=None, atk=0, def_=0)


def _deck_spells_traps(ctx: Ctx) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].deck if not ctx.duel.cards[i].data.is_monster]


def _hats(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if t.face_up:
            d.set_position(t, Pos.SET, res.cause, flip_effect=False)
    pool = _deck_spells_traps(ctx_of(res))
    hats: list[Card] = []
    with deck_searched(d, res.player, summon_room(res)):
        n = min(2, len(pool), d.free_slots(res.player, Zone.MONSTERS))  # nothing is placed until both are chosen
        while len(hats) < n:
            hats.append(res.ask_cards([c for c in pool if c not in hats], "select",
                                      purpose=SET.nth(len(hats) + 1, n)))
        placed = [(c.idx, c) for c in hats
                  if d.summon_as_monster(c, _hat(c), res.player, Pos.SET, res.cause, "placed")]
    hidden = [t for t in res.targets() if t.pos is Pos.SET and t.ctl == res.player]
    d.shuffle_places([*hidden, *(c for _, c in placed)])
    marks = frozenset((i, c.oid) for i, c in placed)
    if marks:
        d.linger(res.card, res.player, Effect(
            Kind.TRIGGER, lambda r: _hats_end(r, marks), trigger="phase",
            self_trigger=False, when=lambda ctx, ev: ev.detail in _PAST_BATTLE and bool(_hats_left(ctx.duel, marks)),
            text_en="destroy the hats at the end of the battle phase",
            text_ja="バトルフェイズ終了時にセットしたカードを破壊する"), res.cause)


# The hats are destroyed as the end step of the battle phase begins; set during that step (after its start), they
# are destroyed as the battle phase is left, at the start of the next phase: they never outlast the battle phase.
_PAST_BATTLE = ("battle:end", "main2", "end")


def _hats_left(d: Duel, marks: frozenset[tuple[int, int]]) -> list[Card]:
    return [d.cards[i] for i, oid in marks if d.cards[i].oid == oid and d.cards[i].on_field]


def _hats_end(res: Resolution, marks: frozenset[tuple[int, int]]) -> None:
    res.duel.destroy(_hats_left(res.duel, marks), res.cause)


# its categories are declared: the cards set as monsters are not special summoned; the hats it destroys later are
# monsters on the field
define(81210420, Effect(A, _hats, asks=True, does=Does.OTHER | Does.MONSTERS,
                        condition=lambda ctx: ctx.duel.tp != ctx.player
                        and ctx.duel.phase.startswith("battle") and len(_deck_spells_traps(ctx)) >= 2
                        and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
                        target=TargetSpec(side="own", where=may_turn_face_down,
                                          text_en="your monster other than a token",
                                          text_ja="トークン以外の自分のモンスター"),
                        text_en="set the target among two spells or traps from the deck",
                        text_ja="デッキの魔法・罠２枚と対象をシャッフルしてセットする"))

# 弱体化の仮面 / Mask of Weakness: the targeted attacking monster loses 700 ATK until the end of the turn.
# Whether it may target your own attacking monster the page leaves open (？); the era's text does not
# limit it, so either player's attacker may be targeted.
define(57882509, Effect(A, boost(-700, 0),
                        condition=lambda ctx: ctx.duel.attack is not None, target=at_attacker("any"),
                        text_en="the attacking monster loses 700 ATK until the end of the turn",
                        text_ja="ターン終了時まで攻撃モンスターの攻撃力を７００ダウン"))


# 魔法の筒 / Magic Cylinder: negate the targeted attacker's attack and inflict damage equal to its ATK to
# its controller.
def _cylinder(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if ts and negate_attack(res):
        d.damage(ts[0].ctl, d.atk(ts[0]), res.cause)


define(62279055, Effect(A, _cylinder, condition=opponent_attacks, target=at_attacker("opp"),
                        text_en="negate the attack and inflict damage equal to the attacker's ATK",
                        text_ja="その攻撃を無効にする。相手は攻撃してきたモンスターの攻撃力と同じダメージを受ける"))


# 聖なるバリア －ミラーフォース－ / Mirror Force: when an opponent's monster declares an attack,
# destroy all the opponent's attack position monsters.
def _mirror_force(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.in_attack], res.cause)


define(44095762, Effect(A, _mirror_force, does=Does.MONSTERS | Does.OPPONENTS, condition=opponent_attacks,
                        text_en="destroy all the opponent's attack position monsters",
                        text_ja="相手の攻撃表示モンスターを全て破壊する"))


# メテオ・レイン / Meteorain: this turn your monsters deal piercing battle damage (left in place for the turn).
def _meteorain(res: Resolution) -> None:
    res.duel.linger(res.card, res.player, Effect(Kind.CONTINUOUS, pierce=True,
                                                 affects=lambda ctx, c: c.ctl == ctx.player and c.zone is Zone.MONSTERS,
                                                 text_en="your monsters deal piercing battle damage this turn",
                                                 text_ja="このターン自分のモンスターは貫通ダメージを与える"), res.cause)


define(64274292, Effect(A, _meteorain, text_en="your monsters deal piercing battle damage this turn",
                        text_ja="このターン自分のモンスターは守備表示モンスターへの攻撃で貫通ダメージを与える"))


# 岩盤爆破 / Minefield Eruption: the opponent takes 1000 damage for each face-up 「マイン・ゴーレム」 (Mine Golem) you
# control; then those are destroyed.
MINE_GOLEM = 76321376


def _golems(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and names.is_named(c, MINE_GOLEM)]


def _minefield(res: Resolution) -> None:
    golems = _golems(res)
    res.duel.damage(1 - res.player, 1000 * len(golems), res.cause)
    res.duel.next_thing()
    res.duel.destroy(golems, res.cause)


define(85519211, Effect(A, _minefield, does=Does.MONSTERS, needs=lambda ctx: bool(_golems(ctx)),
                        text_en="1000 damage per face-up Mine Golem you control; then destroy them",
                        text_ja="自分のマイン・ゴーレム１体につき相手に１０００ダメージ。その後それらを破壊する"))


# マジカル・エクスプロージョン / Magical Explosion: only while you have no cards in hand: the opponent (the player it
# targets) takes 200 damage for each spell card in your graveyard.
def _spells_in_grave(ctx: Ctx | Resolution) -> int:
    d = ctx.duel
    return sum(1 for i in d.players[ctx.player].grave if d.cards[i].data.is_spell)


def _magical_explosion(res: Resolution) -> None:
    res.duel.damage(res.target_player, 200 * _spells_in_grave(res), res.cause)


define(32723153, Effect(A, _magical_explosion, targets_player="opp",
                        condition=lambda ctx: not ctx.duel.players[ctx.player].hand,
                        text_en="with no cards in hand: 200 damage per spell in your graveyard",
                        text_ja="手札が０枚の時、自分の墓地の魔法カードの枚数×２００ダメージを相手に与える"))


# マインド・ハック / Mind Haxorz: pay 500 LP: you see the opponent's hand and the set cards they control.
def _mind_haxorz(res: Resolution) -> None:
    d = res.duel
    pl = d.players[res.opponent]
    d.reveal([d.cards[i] for i in (*pl.hand, *pl.monsters, *pl.spells, pl.field)
              if i >= 0 and (d.cards[i].zone is Zone.HAND or not d.cards[i].face_up)], res.player)


define(75392615, Effect(A, _mind_haxorz, cost=Cost(lp=500), does=Does.OTHER,
                        text_en="pay 500 LP: look at the opponent's hand and set cards",
                        text_ja="５００ライフを払い、相手の手札とセットされたカードを全て確認する"))


# ミラクル・キッズ / Miracle Kids: a targeted monster the opponent controls loses 400 ATK for each 「ヒーロー・キッズ」
# in your graveyard (counted as it resolves), until the end of the turn. With none there it is not activated: it would
# take nothing away.
def _hero_kids(ctx: Ctx | Resolution) -> int:
    d = ctx.duel
    return sum(1 for i in d.players[ctx.player].grave if names.is_named(d.cards[i], HERO_KID))


def _miracle_kids(res: Resolution) -> None:
    kids = _hero_kids(res)
    for c in res.targets():
        res.duel.boost(c, -400 * kids, 0, res.cause)


define(55985014, Effect(A, _miracle_kids, needs=lambda ctx: _hero_kids(ctx) > 0,
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="the target loses 400 ATK per Hero Kid in your graveyard this turn",
                        text_ja="対象の攻撃力は自分の墓地の「ヒーロー・キッズ」１枚につき４００ダウンする"))


# 融合失敗 / Mispolymerization: when a fusion monster is special summoned, every fusion monster on the field (face-down
# ones too: the text names them all) returns to its owner's fusion deck.
def _fusions(ctx: Ctx | Resolution) -> list[Card]:
    return [c for p in (0, 1) for c in ctx.duel.monsters_of(p) if c.data.is_fusion]


def _mispolymerization(res: Resolution) -> None:
    for c in _fusions(res):
        res.duel.to_fusion_deck(c, res.cause)


define(58392024, Effect(A, _mispolymerization, responds_to=("special_summoned",), does=Does.OTHER | Does.MONSTERS,
                        condition=lambda ctx: any(e.kind == "special_summoned" and ctx.duel.cards[e.card].data.is_fusion
                                                  for e in ctx.events),
                        needs=lambda ctx: bool(_fusions(ctx)),
                        text_en="a fusion monster was special summoned: return all fusion monsters on the field",
                        text_ja="融合モンスターの特殊召喚時：フィールドの融合モンスター全てを融合デッキへ戻す"))


# マジシャンズ・サークル / Magician's Circle: a Spellcaster monster declares an attack: each player (you first)
# special summons from their deck, in attack position, 1 Spellcaster with ATK 2000 or lower (each player's own
# locks on special summons apply to their summon: one of them under a lock does not stop the other).
def _circle_pick(ctx: Ctx, p: int) -> list[Card]:
    return fitting_monsters_in(ctx, p, Zone.DECK, lambda c: c.data.race == "Spellcaster"
                               and c.data.atk is not None and c.data.atk <= 2000 and can_special_summon(ctx, c))


def _circle_can(ctx: Ctx) -> bool:
    """Either player has a free zone and a Spellcaster they may summon: under a lock on both players' special
    summons the activation could do nothing."""
    d = ctx.duel
    return any(d.free_slots(p, Zone.MONSTERS) > 0
               and bool(_circle_pick(Ctx(d, p, ctx.card, ctx.effect, ctx.events, ctx.link), p)) for p in (0, 1))


def _magicians_circle(res: Resolution) -> None:
    d = res.duel
    for p in (res.player, res.opponent):
        room = summon_room(res, p)
        with deck_searched(d, p, room):  # a player who may summon nothing looks for nothing: their deck stays as it is
            cands = _circle_pick(Ctx(d, p, res.card, d.link_effect(res.link), res.link.events, res.link), p)
            if cands and room:
                d.special_summon(choose_cards(res, cands, 1, p, purpose=SPECIAL_SUMMON.monster)[0],
                                 p, Pos.ATTACK, res.cause)


def _spellcaster_attacks(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.attack is not None and any(e.kind == "attack_declared" for e in ctx.events) \
        and d.race(d.cards[d.attack[0]]) == "Spellcaster"


define(50755, Effect(A, _magicians_circle, condition=_spellcaster_attacks, needs=_circle_can, asks=True,
                     text_en="a Spellcaster attacks: each player special summons a Spellcaster with 2000 or less ATK "
                             "from their deck",
                     text_ja="魔法使い族が攻撃宣言した時：両プレイヤーは攻撃力２０００以下の魔法使い族をデッキから特殊召喚"))


# 死なばもろとも / Multiple Destruction (once a turn by name): while each player holds 3 or more cards in hand, each
# player puts their whole hand on the bottom of their deck in the order they choose (the turn player first, the first
# card picked goes down first); you lose 300 LP for each card so returned; then each player draws 5 cards.
def _three_each(ctx: Ctx) -> bool:
    return all(len(ctx.duel.players[p].hand) >= 3 for p in (0, 1))


def _multiple_destruction(res: Resolution) -> None:
    d = res.duel
    returned = 0
    for p in players_in_order(d):
        hand = cards_in_hand(d, p)
        while hand:
            c = hand[0] if len(hand) == 1 else res.ask_cards(hand, "select", p, purpose=TO_DECK_BOTTOM)
            d.to_deck([c], res.cause, where="bottom")
            returned += c.zone is Zone.DECK
            hand = [h for h in hand if h is not c]
    d.lose_lp(res.player, returned * 300, res.cause)
    d.next_thing()
    for p in players_in_order(d):
        d.draw(p, 5, res.cause)


define(14057297, Effect(A, _multiple_destruction, condition=_three_each, needs=may_draw("both"), name_once=True,
                        asks=True,
                        text_en="each player returns their hand to the bottom of the deck in an order they pick; you "
                                "lose 300 LP per card returned; then each player draws 5",
                        text_ja="お互いに手札を好きな順番でデッキの下に戻し、戻した枚数×３００ＬＰを失う。その後お互い５枚ドロー"))


# ミクロ光線 / Micro Ray: a targeted face-up monster's DEF becomes 0 until the end of the turn.
def _micro_ray(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_stat(c, False, 0, res.cause)


define(18190572, Effect(A, _micro_ray, target=FACE_UP_MONSTER,
                        text_en="the target's DEF becomes 0 until the end of the turn",
                        text_ja="対象の守備力をエンドフェイズまで０にする"))


# 機械じかけのマジックミラー / Magical Trick Mirror (the era's text): only in the opponent's main phase: target a normal
# spell in their graveyard: this card's effect is that spell's activated effect (its condition and targets chosen
# now, its cost not paid: `Effect.borrows`); the spell stays in the graveyard (docs/uncertain-rulings.md).
def _mirrored_spell(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "spell" and "normal" in c.data.subtypes and bool(copyable_effects(ctx, c))


define(85758066, Effect(A, nothing, borrows=True,
                        condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase in ("main1", "main2"),
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", where=_mirrored_spell,
                                          text_en="a normal spell in the opponent's graveyard",
                                          text_ja="相手の墓地の通常魔法カード"),
                        text_en="its effect becomes the targeted normal spell's",
                        text_ja="効果は対象の相手の墓地の通常魔法カードの効果と同じになる"))


# ミラーバリア / Mirror Barrier (the pool's text: docs/uncertain-rulings.md): equip this card to a targeted face-up
# monster you control. Once in each battle step in which the equipped monster battles an opponent's monster, its
# controller may destroy that opponent's monster. When this card is destroyed, its player may add a 「武装転生」 from
# their deck to their hand (once a turn for all cards of this name).
ARMAMENT_REINCARNATION = 53770666  # 武装転生
_BARRIER = "mirror_barrier"


def _barrier_foe(ctx: Ctx) -> Card | None:
    """In the battle step: the opponent's monster battling the monster this card equips."""
    d = ctx.duel
    att, eq = d.attack, ctx.card.equipped_to
    if d.phase != "battle:battle" or att is None or att[2] < 0 or eq < 0 or eq not in (att[0], att[2]):
        return None
    foe = d.cards[att[2] if att[0] == eq else att[0]]
    return foe if foe.zone is Zone.MONSTERS and foe.ctl != ctx.player else None


def _barrier_can(ctx: Ctx) -> bool:
    return _barrier_foe(ctx) is not None and battle_key(ctx) not in marked(ctx.duel, _BARRIER, ctx.card)


def _barrier_foe_oid(ctx: Ctx) -> int:
    foe = _barrier_foe(ctx)
    return foe.oid if foe is not None else 0


def _barrier(res: Resolution) -> None:
    d = res.duel
    mark(d, _BARRIER, res.card, battle_key(res))
    # "that opponent's monster" is the one battling as the effect was activated: it is destroyed even once this card
    # (and so its link to the battle) has left the field, while it stays on the field
    foe = next((c for c in d.cards if c.oid == res.link.noted and c.zone is Zone.MONSTERS), None)
    if foe is not None:
        d.destroy([foe], res.cause)


define(95915457,
       Effect(A, equip, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                text_ja="自分の表側表示モンスター"), remains=True,
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(Kind.QUICK, _barrier, condition=_barrier_can, does=Does.DESTROY | Does.MONSTERS,
              notes_on_activation=_barrier_foe_oid,
              text_en="once in a battle step of the equipped monster against an opponent's monster: destroy that "
                      "monster",
              text_ja="装備モンスターが相手モンスターと戦うバトルステップに１度：その相手モンスターを破壊"),
       Effect(Kind.TRIGGER, search_op(named(ARMAMENT_REINCARNATION)), trigger="destroyed", mandatory=False,
              once_per_name=True, asks=True, when=lambda ctx, ev: ev.src == int(Zone.SPELLS),
              needs=deck_has(named(ARMAMENT_REINCARNATION)),
              text_en="destroyed: add a 「武装転生」 from your deck to your hand",
              text_ja="破壊された場合、「武装転生」１枚をデッキから手札に加える"),
       numbering=(1, 1, 2), equip_trap=True)
