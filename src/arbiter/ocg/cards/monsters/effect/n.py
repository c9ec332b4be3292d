"""The effect monsters whose English name begins with N."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    BANISH_SELF,
    PIERCING,
    battle_to_grave,
    destroy_targets,
    face_up_here,
    field_to_grave,
    itself,
    opponent_attacks,
    opponent_has_hand,
    spell_trap_cards_of,
    takeable,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import battlers, may_attack_directly
from arbiter.ocg.cards.shared.card_kinds import continuous_spell
from arbiter.ocg.cards.shared.chrysalises import NEO_SPACE
from arbiter.ocg.cards.shared.destruction import dolphin
from arbiter.ocg.cards.shared.draw import battle_damage_draw, moss_draw
from arbiter.ocg.cards.shared.effect_monsters import level_burn
from arbiter.ocg.cards.shared.events import battle_damage_by_self, by_battle
from arbiter.ocg.cards.shared.life_points import sanctuary_on_field
from arbiter.ocg.cards.shared.recruiters import atk_at_most, recruiter
from arbiter.ocg.cards.shared.resolving import ask_many, still_face_up_here
from arbiter.ocg.cards.shared.revival import revive_self_op
from arbiter.ocg.cards.shared.search import deck_searched, named, search, summon_room
from arbiter.ocg.cards.shared.targets import field_card
from arbiter.ocg.cards.shared.to_hand_and_deck import has_in_grave, to_top
from arbiter.ocg.cards.shared.tokens import makes_token, summon_tokens
from arbiter.ocg.cards.shared.zones import deck_of, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

T = Kind.TRIGGER


# 天空勇士ネオパーシアス / Neo-Parshath: special summoned from the hand by tributing a 「天空騎士パーシアス」 you
# control; while 「天空の聖域」 is on the field and its controller has more LP than the opponent, it gains the
# difference as ATK and DEF; piercing damage; when it inflicts battle damage, draw 1.
def _neo_parshath_gain(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    ahead = d.players[ctx.player].lp - d.players[ctx.opponent].lp
    return ahead if ahead > 0 and sanctuary_on_field(d) else 0


battle_damage_draw(
    12510878, 1,
    extra=(Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_neo_parshath_gain,
                  defense=_neo_parshath_gain, text_en="with the Sanctuary, gains the LP it is ahead by as ATK/DEF",
                  text_ja="「天空の聖域」があり自分のLPが多ければ、その差だけ攻撃力・守備力アップ"), PIERCING),
    tail=(Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 18036057)),
                 text_en="special summon from the hand by tributing an Airknight Parshath you control",
                 text_ja="自分フィールドの「天空騎士パーシアス」を生け贄に捧げ、手札から特殊召喚する"),),
    numbering=(2, 3, 4, 1))  # its text numbers the procedure first


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


# 素早いモモンガ / Nimble Momonga: sent to the graveyard after losing a battle, its controller gains 1000; then
# you may special summon any number of 「素早いモモンガ」 from your deck face-down (as many as the free zones hold).
def _momonga(res: Resolution) -> None:
    d = res.duel
    d.gain_lp(res.player, 1000, res.cause)
    more = pile_of(res, res.player, Zone.DECK, lambda c: is_named(c, 22567609))
    room = d.free_slots(res.player, Zone.MONSTERS)
    # with room to summon one, its player looks through the deck for them, summoning any or none
    with deck_searched(d, res.player, summon_room(res)):
        if more and room:
            with d.moving_together(res.cause):
                for c in ask_many(res, more, most=room):
                    d.special_summon(c, res.player, Pos.SET, res.cause)


define(22567609, Effect(T, _momonga, trigger="destroyed", when=battle_to_grave, asks=True,
                        text_en="destroyed by battle: gain 1000 LP; you may summon more Nimble Momonga face-down",
                        text_ja="戦闘で破壊された時、１０００回復し、デッキの「素早いモモンガ」を裏側守備表示で特殊召喚できる"))

F = Kind.FLIP


# Ｎ・グラン・モール / Neo-Spacian Grand Mole: at the start of the damage step when it battles an
# opponent's monster, you can return that monster and this card to their owners' hands: when it attacks (its own
# event), and when it is attacked (the attacker's).
def _mole(res: Resolution) -> None:
    d = res.duel
    attacker, target = battlers(d)
    me = res.card
    if not still_face_up_here(res) or target < 0 or me.idx not in (attacker, target):
        return
    other = d.cards[target if me.idx == attacker else attacker]
    d.to_hand([c for c in (other, me) if c.zone is Zone.MONSTERS], res.cause)


define(80344569,
       Effect(T, _mole, does=Does.MONSTERS, trigger="damage_step_start", self_trigger="either", mandatory=False,
              when=lambda ctx, ev: ctx.card.idx in (ev.card, ev.amount) and ev.amount >= 0,
              text_en="return the battling monster and this card to the hand",
              text_ja="戦闘を行う相手モンスターとこのカードを手札に戻す"))

# ペンギン・ナイトメア / Nightmare Penguin: when it is flipped face-up, return 1 targeted card the opponent controls to
# its owner's hand. While it is face-up on the field, your WATER monsters gain 200 ATK. An effect monster, not a flip
# effect monster: its effect is a trigger on being flipped, so what stops flip effects (「誘惑のシャドウ」) leaves it.
define(81306586,
       Effect(T, to_hand_targets, trigger="flipped", target=field_card("opp", en="a card the opponent controls",
                                                     ja="相手フィールド上のカード"),
              text_en="return the target to its owner's hand", text_ja="対象の相手のカードを持ち主の手札に戻す"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
              and has_attribute(c, "WATER"), atk=lambda ctx, c: 200,
              text_en="your WATER monsters gain 200 ATK", text_ja="水属性の自分のモンスターは攻撃力が２００上がる"))

# ネオスペース・コンダクター / Neo Space Pathfinder: discard this card from your hand (the cost): add 「ネオスペース」
# from your deck or graveyard to your hand.
def _neo_space(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    same = lambda c: is_named(c, NEO_SPACE)  # noqa: E731
    return deck_of(d, ctx.player, same) + takeable(ctx, same, Zone.HAND, "to_hand")  # none the valley keeps


def _pathfinder(res: Resolution) -> None:
    # `search`: the deck is shuffled after Neo Space is taken from it, or after it was looked through in vain
    search(res, named(NEO_SPACE), zones=(Zone.DECK, Zone.GRAVE))


define(19594506, Effect(Kind.IGNITION, _pathfinder, from_zone=Zone.HAND, asks=True,
                        cost=Cost(self_to="discard"),
                        needs=lambda ctx: bool(_neo_space(ctx)),
                        text_en="discard this card: Neo Space from the deck or graveyard goes to your hand",
                        text_ja="このカードを捨て、デッキ・墓地から「ネオスペース」を手札に加える"))

# アスワンの亡霊 / Aswan Apparition and ヌビアガード / Nubian Guard: when it inflicts battle damage to the
# opponent, you can put 1 trap card (a continuous spell card) from your graveyard on top of your deck.
define(51616747, Effect(T, to_top(continuous_spell), trigger="damage", self_trigger=False, when=battle_damage_by_self,
                        mandatory=False, asks=True, needs=has_in_grave(continuous_spell),
                        text_en="put a continuous spell card from your graveyard on top of your deck",
                        text_ja="墓地の永続魔法１枚を選び、自分のデッキの一番上に置く"))

AIRKNIGHT_PARSHATH = 18036057


# コーリング・ノヴァ / Nova Summoner (R004-001.16): destroyed by battle and sent to the graveyard: you may special
# summon 1 LIGHT Fairy with 1500 or less ATK from your deck; with 「天空の聖域」 on the field, 「天空騎士パーシアス」
# instead may be chosen.
def _nova(ctx: Ctx, c: Card) -> bool:
    if is_named(c, AIRKNIGHT_PARSHATH) and sanctuary_on_field(ctx.duel):
        return True
    return has_attribute(c, "LIGHT") and c.data.race == "Fairy" and atk_at_most(c, 1500)


define(48783998, recruiter(_nova, None, by_battle,
                            "special summon a LIGHT Fairy with 1500 or less ATK (with The Sanctuary in the Sky on the "
                            "field, or Airknight Parshath) from your deck",
                            "光属性・天使族で攻撃力１５００以下のモンスター（「天空の聖域」がフィールド上にあれば"
                            "「天空騎士パーシアス」も）をデッキから特殊召喚する"))

# Ｎ・アクア・ドルフィン / Neo-Spacian Aqua Dolphin: once a turn, discard 1 card: look at the opponent's hand and
# choose a monster in it; if you control a monster with ATK at least its ATK, destroy it and 500 damage to the
# opponent, otherwise (also with no monster to choose) you take 500 damage. Ｎ・マリン・ドルフィン / Neo-Spacian
# Marine Dolphin: the same without the damage to you.
define(17955766, Effect(Kind.IGNITION, dolphin(True), cost=Cost(discard=1), once_per_turn=True, asks=True,
                        needs=opponent_has_hand,
                        text_en="choose a monster in the opponent's hand: destroy it and 500 damage if you control "
                                "a monster with at least its ATK, otherwise you take 500",
                        text_ja="相手の手札のモンスター１体を選び、その攻撃力以上のモンスターが自分フィールドにいれば"
                                "破壊し５００ダメージ、いなければ自分が５００ダメージを受ける"))


_GLOW_EN = "the opponent draws 1 and shows it: monster, end the battle phase; spell, attack directly; trap, " \
           "this card to defense position"
_GLOW_JA = "相手は１枚ドローしお互いに確認する。モンスター：バトルフェイズ終了、魔法：直接攻撃にできる、" \
           "罠：このカードを守備表示にする"

define(17732278, moss_draw("opp", _GLOW_EN, _GLOW_JA))

# ニュードリュア / Newdoria: destroyed by battle and sent to the graveyard, it destroys a targeted monster on the field.
define(4335645, Effect(T, destroy_targets, trigger="destroyed", when=battle_to_grave, target=ANY_MONSTER,
                       text_en="destroy the target monster", text_ja="対象のモンスターを破壊する"))

# Ｎ・フレア・スカラベ / Neo-Spacian Flare Scarab: it gains 400 ATK for each spell and trap card the opponent
# controls (set ones, a field spell and trap monsters included).
define(89621922, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 400 * len(spell_trap_cards_of(ctx.duel, 1 - c.ctl)),
                        text_en="+400 ATK for each spell and trap card the opponent controls",
                        text_ja="相手フィールドの魔法・罠カード１枚につき攻撃力４００アップ"))

# ナイトメア・ホース / Nightmare Horse: it may attack directly.
define(59290628, may_attack_directly())

# ニードルバンカー / Needle Burrower: a monster it destroys by battle goes to the graveyard: damage to
# the opponent equal to that monster's Level x 500.
define(98162242, level_burn(500))


# 女邪神ヌヴィア / Nuvia the Wicked: when it is normal summoned, it is destroyed; it loses 200 ATK for each monster
# the opponent controls.
def _nuvia_falls(res: Resolution) -> None:
    if res.card.zone is Zone.MONSTERS and res.card.oid == res.link.oid:
        res.duel.destroy([res.card], res.cause)


define(12953226, Effect(Kind.TRIGGER, _nuvia_falls, trigger="summoned", when=lambda ctx, ev: ev.detail != "flip",
                        text_en="normal summoned: destroy this card", text_ja="召喚された場合、このカードを破壊する"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: -200 * len(ctx.duel.monsters_of(1 - c.ctl)),
              text_en="-200 ATK for each monster the opponent controls",
              text_ja="相手フィールドのモンスター１体につき攻撃力２００ダウン"))


# 忍者マスター ＳＡＳＵＫＥ / Ninja Grandmaster Sasuke: when it attacks a face-up defense-position monster, that
# monster is destroyed as the damage step starts; no damage calculation is made.
def _attacks_face_up_defense(ctx: Ctx, ev: Event) -> bool:
    t = ev.amount
    return t >= 0 and ctx.duel.cards[t].zone is Zone.MONSTERS and ctx.duel.cards[t].pos is Pos.DEFENSE


def _sasuke_destroys(res: Resolution) -> None:
    t = res.duel.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS and t.pos is Pos.DEFENSE:
        res.duel.destroy([t], res.cause)


define(4041838, Effect(T, _sasuke_destroys, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_start",
                       when=_attacks_face_up_defense,
                       text_en="attacking a face-up defense-position monster: destroy it without damage calculation",
                       text_ja="表側守備表示の攻撃対象は、ダメージ計算の前に破壊される"))


# ナノブレイカー / Nanobreaker: when it attacks a face-up Level 3 or lower monster, that monster is destroyed at the
# start of the damage step, without damage calculation.
def _attacks_small(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    t = ev.amount
    return t >= 0 and d.cards[t].zone is Zone.MONSTERS and d.cards[t].face_up and (d.level(d.cards[t]) or 0) <= 3


def _nanobreaker(res: Resolution) -> None:
    d = res.duel
    t = d.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS and t.face_up and (d.level(t) or 0) <= 3:
        d.destroy([t], res.cause)


define(70948327, Effect(T, _nanobreaker, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_start",
                        when=_attacks_small,
                        text_en="attacking a face-up Level 3 or lower monster: destroy it without damage calculation",
                        text_ja="攻撃対象が表側表示でレベル３以下なら、ダメージ計算の前に破壊される"))


# ネクロフェイス / Necroface: normal summoned, every banished card of both players goes back to its owner's deck and
# this card gains 100 ATK for each; banished, each player banishes the top 5 cards of their deck.
def _necroface(res: Resolution) -> None:
    d = res.duel
    gone = [d.cards[i] for p in (d.tp, 1 - d.tp) for i in d.players[p].banished]
    if not gone:
        return
    d.to_deck(gone, res.cause)
    back = sum(1 for c in gone if c.zone in (Zone.DECK, Zone.EXTRA))
    if back and res.card.oid == res.link.oid:
        d.boost(res.card, 100 * back, 0, res.cause, until_end=False)


def _necroface_banished(res: Resolution) -> None:
    d = res.duel
    # both players' cards at once: one banishing (one gain of 「魂吸収」, R004-088.22)
    d.banish([d.cards[i] for p in (d.tp, 1 - d.tp) for i in reversed(d.players[p].deck[-5:])], res.cause)


define(28297833,
       Effect(T, _necroface, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: every banished card goes back to the deck; +100 ATK for each",
              text_ja="召喚に成功した時、除外されているカードを全てデッキに戻し、その数×１００攻撃力アップ"),
       Effect(T, _necroface_banished, trigger="banished",
              text_en="banished: each player banishes the top 5 cards of their deck",
              text_ja="除外された時、お互いにデッキの上からカードを５枚除外する"))


# 九尾の狐 / Nine-Tailed Fox (the era's text, docs/uncertain-rulings.md): from the graveyard, tribute 2 monsters
# you control to special summon it; summoned so, it deals piercing battle damage. Destroyed on the field and sent to
# the graveyard, it may special summon 2 「狐トークン」 (Zombie, FIRE, Level 2, 500 ATK and DEF).
NINE_TAILED_FOX = 27198001


_FOX_OK = makes_token(27198002, "狐トークン")


def _fox_tokens(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(27198002, "狐トークン")
    summon_tokens(res, data, 2)


define(NINE_TAILED_FOX,
       Effect(Kind.IGNITION, revive_self_op, from_zone=Zone.GRAVE, cost=Cost(tribute=2), asks=True,
              text_en="tribute 2 monsters you control: special summon this card from your graveyard",
              text_ja="自分フィールド上のモンスター２体を生け贄に捧げ、墓地のこのカードを特殊召喚する"),
       Effect(Kind.CONTINUOUS, pierce=True,
              affects=lambda ctx, c: itself(ctx, c) and ctx.duel.summoned_by_itself(c),
              text_en="summoned by its own effect: piercing battle damage",
              text_ja="自身の効果で特殊召喚されたこのカードは貫通ダメージを与える"),
       Effect(Kind.TRIGGER, _fox_tokens, trigger="destroyed", mandatory=False, asks=True, when=field_to_grave,
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2 and _FOX_OK(ctx),
              text_en="destroyed on the field and sent to the graveyard: special summon 2 Fox Tokens",
              text_ja="フィールドから破壊されて墓地へ送られた場合：「狐トークン」２体を特殊召喚する"))


# ネコマネキング / Neko Mane King (the era's text): sent to its owner's graveyard in the opponent's turn by an effect of
# the opponent's (a spell, trap or monster effect; not a cost), it ends that turn: the turn moves on to its end phase
# (docs/uncertain-rulings.md).
def _neko_sent(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT and ev.cause.player != me.owner \
        and ctx.duel.tp != me.owner


def _neko_ends_turn(res: Resolution) -> None:
    res.duel.to_end_phase(res.cause)


define(11021521, *(Effect(Kind.TRIGGER, _neko_ends_turn, trigger=kind, when=_neko_sent,
                          text_en="sent to the graveyard by the opponent's effect in their turn: that turn moves on "
                                  "to its end phase",
                          text_ja="相手ターンに相手の効果で墓地へ送られた場合、そのターンはエンドフェイズに移る")
                   for kind in ("destroyed", "sent", "discarded", "tributed")),
       numbering=(1, 1, 1, 1))


# ネクロ・ガードナー / Necro Gardna (the era's text): in the opponent's turn, as an opponent's monster declares an
# attack, banish this card from your graveyard: that attack is negated.
def _necro_gardna(res: Resolution) -> None:
    d = res.duel
    if d.attack is not None and d.cards[d.attack[0]].ctl == res.opponent:
        d.negate_attack(d.cards[d.attack[0]])


define(4906301, Effect(Kind.QUICK, _necro_gardna, from_zone=Zone.GRAVE, cost=BANISH_SELF,
                       condition=opponent_attacks,
                       text_en="an opponent's monster attacks: banish this card from your graveyard to negate the "
                               "attack",
                       text_ja="相手モンスターが攻撃宣言した時、墓地から除外してその攻撃を無効にする"))


# Ｎ・ブラック・パンサー / Neo-Spacian Dark Panther: once a turn, target a face-up monster the opponent controls:
# until the end phase this card takes on its name, and that monster's effects replace this one (a normal monster
# has none to give) (`Duel.take_on(atk=False)`: its ATK stays its own). It copies the target as it is then: a
# 「ファントム・オブ・カオス」 that took on another monster gives that monster's name and effects (h-left47d).
def _panther(res: Resolution) -> None:
    for t in res.targets():
        if still_face_up_here(res):
            res.duel.take_on(res.card, t.data, res.cause, atk=False)


define(43237273, Effect(Kind.IGNITION, _panther, once_per_turn=True, condition=face_up_here, does=Does.OTHER,
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="until the end phase this card takes on the target's name and effects",
                        text_ja="エンドフェイズまで対象と同名カードとして扱い、同じ効果を得る"))

