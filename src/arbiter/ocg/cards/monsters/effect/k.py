"""The effect monsters whose English name begins with K."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    DISCARD_SELF,
    POLYMERIZATION,
    TRIBUTE_SELF,
    banish_targets,
    battle_to_grave,
    destroy_targets,
    itself,
    room_for_itself,
    to_grave,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.attacks import battled_to_defense, battlers
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.damage import no_damage, this_battle
from arbiter.ocg.cards.shared.damage_calculation import attacker_to_zero_once
from arbiter.ocg.cards.shared.discard import dark_world
from arbiter.ocg.cards.shared.effect_monsters import level_burn
from arbiter.ocg.cards.shared.events import battle_damage_by_me, by_battle_to_grave
from arbiter.ocg.cards.shared.monster_equips import as_equip_card, equips_itself
from arbiter.ocg.cards.shared.passcodes import BLUE_EYES_WHITE_DRAGON
from arbiter.ocg.cards.shared.recruiters import recruiter
from arbiter.ocg.cards.shared.search import spell_searcher
from arbiter.ocg.cards.shared.special_summons import summon, summon_picked, summonable
from arbiter.ocg.cards.shared.stats import doubled_for_the_turn, half_up
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import attacked_by_survivor, attacker_back, targets_to_deck
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, nothing_instead
from arbiter.ocg.names import has_attribute, is_named, names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

define(17444133, doubles("LIGHT"))  # カイザー・シーホース / Kaiser Sea Horse


# クルーエル / Kryuel: once it goes to the graveyard after being destroyed by battle, it targets a monster of
# the opponent and calls a coin toss: a right call destroys the target.
def _kryuel(res: Resolution) -> None:
    if call_coin(res):
        res.duel.destroy(res.targets(), res.cause)


define(82642348, Effect(Kind.TRIGGER, _kryuel, trigger="destroyed", when=by_battle_to_grave, target=OPP_MONSTER,
                        asks=True, text_en="call a coin: right destroys the target",
                        text_ja="コインの裏表を当てる：当たりで対象を破壊"))

# 沼地の魔神王 / King of the Swamp: discard it from the hand to add 「融合」 from the deck (R004-105): its text's ②,
# after standing in for a fusion material (①, `fusion.substitute`).
spell_searcher(79109599, POLYMERIZATION, "Polymerization", "融合", numbering=(2,))

fusion.substitute(79109599)

T = Kind.TRIGGER


# 精神寄生体 / Kiseitai (R004-125.19, R004-088.53): attacked face-down, it becomes an equip card on the
# attacker; in each of the opponent's standby phases its controller gains half the equipped monster's ATK
# (one LP gain each time).
def _kiseitai_gain(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid == res.link.oid and as_equip_card(me) is not None:
        d.gain_lp(res.player, half_up(d.atk(d.cards[me.equipped_to])), res.cause)


define(4266839, equips_itself(),
       Effect(T, _kiseitai_gain, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.tp != ctx.player and as_equip_card(ctx.card)
              is not None,
              text_en="each of the opponent's standby phases: gain LP equal to half the equipped monster's ATK",
              text_ja="相手の各スタンバイフェイズ、装備モンスターの攻撃力の半分だけＬＰを回復"))

# 幻影の壁 / Wall of Illusion and ケルベク / Kelbek: a monster that attacks this card returns to its
# owner's hand; damage calculation is applied first. The return answers the moment right after damage
# calculation, whether or not any damage was dealt (this card may even have been destroyed by the battle); an
# attacker the battle destroyed goes to the graveyard, and nothing is activated.
define(54878498, Effect(T, attacker_back, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_calculated",
                        self_trigger=False,
                        when=attacked_by_survivor,
                        text_en="the monster that attacked this card returns to its owner's hand",
                        text_ja="このカードを攻撃したモンスターを持ち主の手札に戻す"))


# カイザー・グライダー / Kaiser Glider: it is not destroyed by battle with a monster of the same ATK. When
# it is destroyed and sent to the graveyard: return 1 targeted monster on the field to its owner's hand.
def _same_atk_battle(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    attacker, target = battlers(d)
    if c.idx != ctx.card.idx or target < 0 or c.idx not in (attacker, target):
        return False
    other = d.cards[target if c.idx == attacker else attacker]
    return d.atk(other) == d.atk(c)


define(52824910,
       Effect(Kind.CONTINUOUS, battle_proof=True, affects=_same_atk_battle,
              text_en="not destroyed by battle with a monster of the same ATK",
              text_ja="攻撃力が同じモンスターとの戦闘で破壊されない"),
       Effect(T, to_hand_targets, trigger="destroyed", when=to_grave, target=TargetSpec(),
              text_en="return the target to its owner's hand", text_ja="対象のモンスターを持ち主の手札に戻す"))

# ケルドウ / Keldo: once it goes to the graveyard after being destroyed by battle, shuffle 2 targeted cards from
# the opponent's graveyard into their deck (exactly 2: with 1 card there it is not activated).
define(80441106, Effect(T, targets_to_deck("shuffle"), trigger="destroyed", when=battle_to_grave,
                        target=grave_spec(lambda c: True, side="opp", count=2,
                                          en="a card in the opponent's graveyard", ja="相手の墓地のカード"),
                        text_en="shuffle the targets into the opponent's deck",
                        text_ja="対象を相手のデッキに加えてシャッフルする"))

# 暗黒界の刺客 カーキ / Kahkki, Guerilla of Dark World: destroy 1 targeted monster on the field.
define(25847467, dark_world(destroy_targets, asks=False,
                             target=TargetSpec(text_en="a monster on the field", text_ja="フィールドのモンスター"),
                             text_en="destroy the target", text_ja="対象のモンスターを破壊する"))


# クリボー / Kuriboh (R004-176.23): in the damage step of an opponent's monster's attack, discard this card:
# the battle damage you take from that battle is 0. (The damage step's windows before damage calculation
# are not told apart: it may be used in any of them; once damage is calculated, no more. Once it is used, the
# battle is at damage calculation: `Effect.at_calculation`.)
def _kuriboh(res: Resolution) -> None:
    if res.duel.attack is not None:
        no_damage(res, this_battle(res.duel), "no battle damage to you from this battle",
                  "この戦闘で自分が受ける戦闘ダメージは０")


define(40640057, Effect(Kind.QUICK, _kuriboh, from_zone=Zone.HAND, cost=DISCARD_SELF, damage_step=True,
                        at_calculation=True,
                        condition=lambda ctx: ctx.duel.before_calculation() and ctx.duel.attack is not None
                        and ctx.duel.tp != ctx.player,
                        text_en="discard this card: you take no battle damage from this battle",
                        text_ja="自身を捨てる：その戦闘で自分が受ける戦闘ダメージは０"))

# ワイトキング / King of the Skull Servants: original ATK = 1000 x the "King of the Skull Servants" and
# "Skull Servant" in your graveyard. Once it goes to the graveyard after being destroyed by battle, you may
# banish another of them from your graveyard (the cost) to special summon it.
SKULL_SERVANTS = (36021814, 32274490)


def _wight_king(d: Duel, c: Card) -> int:
    return 1000 * sum(1 for i in d.players[c.ctl].grave if is_named(d.cards[i], *SKULL_SERVANTS))


def _wight_king_revives(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.zone is Zone.GRAVE and c.oid == res.link.oid and d.free_slots(res.player, Zone.MONSTERS) > 0:
        summon(res, c)


def _other_servant(ctx: Ctx, c: Card) -> bool:
    return c.idx != ctx.card.idx and is_named(c, *SKULL_SERVANTS)


define(36021814, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _wight_king(ctx.duel, c),
                        original_value=True,
                        text_en="original ATK: 1000 x the Skull Servants in your graveyard",
                        text_ja="元々の攻撃力は自分の墓地のワイトキング・ワイトの数×１０００"),
       Effect(Kind.TRIGGER, _wight_king_revives, trigger="destroyed", mandatory=False, misses_timing=True,
              when=lambda ctx, ev: by_battle_to_grave(ctx, ev), asks=True,
              cost=Cost(banish_grave=1, banish_filter=_other_servant),
              needs=lambda ctx: room_for_itself(ctx) and any(
                  _other_servant(ctx, ctx.duel.cards[i]) for i in ctx.duel.players[ctx.player].grave),
              text_en="banish another Skull Servant from your graveyard: special summon this card",
              text_ja="自分の墓地のワイトキングかワイト１体を除外し、このカードを特殊召喚する"))

IG = Kind.IGNITION

# 正義の味方 カイバーマン / Kaibaman: tribute this card (the cost): special summon a 「青眼の白龍」 from your hand.
def _blue_eyes_in_hand(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if is_named(d.cards[i], BLUE_EYES_WHITE_DRAGON)]


def _kaibaman(res: Resolution) -> None:
    summon_picked(res, _blue_eyes_in_hand(res))


define(34627841, Effect(IG, _kaibaman, cost=TRIBUTE_SELF, asks=True,
                        needs=lambda ctx: bool(summonable(ctx, _blue_eyes_in_hand(ctx))),
                        text_en="tribute this card: special summon Blue-Eyes White Dragon from your hand",
                        text_ja="このカードを生け贄に捧げ、手札から「青眼の白龍」を特殊召喚する"))


# 王虎ワンフー / King Tiger Wanghu: while it is face-up on the field, when a monster with 1400 or less
# ATK is summoned (normal or flip; the page lists it among the triggers of a flip summon) or special
# summoned: destroy it, if this card is still face-up then. Effect 1 answers summons, effect 2
# special summons; monsters summoned together set it off once, one chain link destroying them all
# (`together`). Only while this card is already there: not for a monster summoned at the same time as it (one
# effect summoning both), whose stamp is this card's own.
def _weak(ctx: Ctx, ev: Event) -> bool:
    d, c = ctx.duel, ctx.duel.cards[ev.card]
    return (ctx.card.face_up and c.zone is Zone.MONSTERS and c.face_up and d.atk(c) <= 1400
            and d.stamp_of(ctx.card)[0] < d.stamp_of(c)[0])


def _wanghu(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not (me.oid == res.link.oid and me.zone is Zone.MONSTERS and me.face_up):
        return
    summoned = [d.cards[e.card] for e in res.link.events if e.kind in ("summoned", "special_summoned")]
    weak = [c for c in summoned if c.zone is Zone.MONSTERS and c.face_up and d.atk(c) <= 1400]
    if weak:
        d.destroy(weak, res.cause)


define(83986578,
       Effect(Kind.TRIGGER, _wanghu, does=Does.MONSTERS, trigger="summoned", when=_weak, self_trigger=False,
              together=True, text_en="destroy the summoned monster with 1400 or less ATK",
              text_ja="召喚されたモンスターが攻撃力１４００以下なら破壊"),
       Effect(Kind.TRIGGER, _wanghu, does=Does.MONSTERS, trigger="special_summoned", when=_weak, self_trigger=False,
              together=True, text_en="destroy the special summoned monsters with 1400 or less ATK",
              text_ja="特殊召喚されたモンスターのうち攻撃力１４００以下のものを破壊"), numbering=(1, 1))

# ＫＡ－２ デス・シザース / KA-2 Des Scissors: once a monster it destroys by battle is in the graveyard, the
# opponent takes 500 damage per Level of that monster.
define(52768103, level_burn(500))


# キングス・ナイト / King's Knight: normal summoned while you control 「クィーンズ・ナイト」, you may special summon
# 1 「ジャックス・ナイト」 from your deck.
def _with_queen(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and any(c.face_up and is_named(c, 25652259) for c in ctx.duel.monsters_of(ctx.player))


define(64788463, recruiter(lambda ctx, c: is_named(c, 90876561), None, _with_queen,
                           "normal summoned with Queen's Knight: special summon Jack's Knight from your deck",
                           "「クィーンズ・ナイト」がいる時に召喚に成功した時、デッキから「ジャックス・ナイト」を特殊召喚できる",
                           trigger="summoned"))


# カンガルー・チャンプ / Kangaroo Champ: after damage calculation, the monster it battled is changed to defense
# position.
def _champ_battled(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.idx in (ev.card, ev.amount) and ev.amount >= 0


define(95789089, Effect(Kind.AT_ONCE, battled_to_defense, trigger="damage_calculated", self_trigger=False,
                        when=_champ_battled,
                        text_en="the monster it battled is changed to defense position after damage calculation",
                        text_ja="このカードと戦闘を行ったモンスターはダメージ計算後に守備表示になる"))


# カラクリ蜘蛛 / Karakuri Spider: after damage calculation of its attack on a DARK monster, that monster is destroyed.
def _spider_hit(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return ev.card == ctx.card.idx and ev.amount >= 0 and has_attribute(d.cards[ev.amount], "DARK")


def _spider(res: Resolution) -> None:
    t = res.duel.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS:
        res.duel.destroy([t], res.cause)


define(45688586, Effect(Kind.TRIGGER, _spider, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_calculated",
                        when=_spider_hit,
                        text_en="its attack on a DARK monster: destroy that monster after damage calculation",
                        text_ja="このカードが攻撃した闇属性モンスターを破壊する"))


# カラテマン / Karate Man: once a turn in your main phase, its ATK becomes twice its original ATK until the end of
# the turn; used, it is destroyed in that end phase.
define(23289281, doubled_for_the_turn("once a turn: its ATK becomes twice its original ATK this turn; it is "
                                      "destroyed in the end phase",
                                      "１ターンに１度、攻撃力はエンドフェイズまで元々の攻撃力の倍になる。"
                                      "エンドフェイズにこのカードを破壊する"))


# 霊滅術師 カイクウ / Kycoo the Ghost Destroyer: while it is face-up on the field the opponent cannot banish cards
# from either graveyard, neither for a cost nor by an effect (nothing happens instead: `nothing_instead`, so that an
# effect of theirs that picks what it banishes offers no graveyard card, `common.may_take`); when it deals the
# opponent battle damage, up to 2 targeted monsters in the opponent's graveyard may be banished.
def _kycoo_in_grave(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.GRAVE


def _opponent_banishes_from_grave(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.kind == "banished" and ev.src == int(Zone.GRAVE) and ev.cause.player != ctx.player
            and not d.unaffected(d.cards[ev.card], ctx.card, ctx.player))


define(88240808,
       Effect(Kind.CONTINUOUS, forbids=("be_banished_by_opponent",), affects=_kycoo_in_grave,
              text_en="the opponent cannot banish cards in the graveyards for a cost",
              text_ja="相手はお互いの墓地のカードをコストとして除外できない"),
       Effect(Kind.REPLACEMENT, when=_opponent_banishes_from_grave, instead=nothing_instead,
              text_en="the opponent's effects do not banish cards from the graveyards",
              text_ja="相手の効果でお互いの墓地のカードは除外されない"),
       Effect(Kind.TRIGGER, banish_targets, trigger="damage", self_trigger=False, mandatory=False,
              when=battle_damage_by_me(),
              target=grave_spec(lambda c: c.data.is_monster, side="opp", count=2, least=1,
                                en="up to 2 monsters in the opponent's graveyard",
                                ja="相手の墓地のモンスター２体まで"),
              text_en="dealt the opponent battle damage: banish the targets",
              text_ja="相手に戦闘ダメージを与えた時、対象の相手の墓地のモンスターを除外する"),
       numbering=(1, 1, 2))


# 風魔神－ヒューガ / Kazejin: once while it is face-up on the field, attacked in the opponent's turn, at damage
# calculation the targeted attacking monster's ATK becomes 0 (shared/damage_calculation).
define(62340868, attacker_to_zero_once())


# コトダマ / Kotodama: while it is face-up on the field, no two face-up monsters of the same name stay there: one
# that comes face-up (summoned, special summoned or flipped) after another of its name is destroyed at once, with
# no chain link; those that came face-up at the same moment are all destroyed, and so are monsters of one name
# already face-up together when it comes face-up itself.
def _kotodama(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    mine = ctx.card.since
    if mine is None:  # its own summon has not succeeded yet
        return []
    groups: dict[int, list[Card]] = {}  # by each name a monster has (`names.names_of`)
    for p in (0, 1):
        for m in d.monsters_of(p):
            if m.face_up and m.since is not None:  # a summon still waiting to succeed is not there yet
                for n in names_of(m):
                    groups.setdefault(n, []).append(m)
    doomed: list[Card] = []
    for group in groups.values():
        if len(group) < 2:
            continue
        first = min(m.since or mine for m in group)
        keep = [m for m in group if m.since == first]
        before = [m for m in group if (m.since or mine) < mine]
        if len(keep) == 1 and len(before) < 2:
            doomed += [m for m in group if m is not keep[0]]
        else:
            doomed += group
    return list({m.idx: m for m in doomed}.values())  # once each, one of several names shared or not


define(19406822, Effect(Kind.CONTINUOUS, destroys=_kotodama,
                        text_en="face-up monsters of one name cannot be on the field together: the later ones are "
                                "destroyed (all of them, if at once)",
                        text_ja="同じ名前のモンスターが表側表示で２体以上並べば、後から表側表示になった方を破壊"
                                "（同時なら全て）"))
