"""The effect monsters whose English name begins with W."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    POLYMERIZATION,
    TRIBUTE_SELF,
    answered_link,
    battle_to_grave,
    ctx_of,
    face_up_here,
    field_to_grave,
    itself,
    room_for_itself,
    takeable,
    token_data,
)
from arbiter.ocg.cards.shared.burn import burn, burn_op
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.chain import SPELL_TRAP_AT_ME, negate_and_destroy
from arbiter.ocg.cards.shared.damage import no_damage
from arbiter.ocg.cards.shared.discard import battle_discard
from arbiter.ocg.cards.shared.effect_monsters import attribute_swing
from arbiter.ocg.cards.shared.events import (
    by_battle,
    caused_by_opponent,
    once_per_thing,
    to_grave_from_field,
    won_battle,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF
from arbiter.ocg.cards.shared.life_points import standby_gain
from arbiter.ocg.cards.shared.recruiters import atk_at_most, recruiter
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.revival import HYDROGEDDON, OXYGEDDON, grave_target
from arbiter.ocg.cards.shared.search import deck_searched, named, search, search_op, spell_searcher
from arbiter.ocg.cards.shared.special_summons import picked, special_summon_self, summon, summon_target, summonable_now
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.cards.shared.to_hand_and_deck import (
    attacked_by_survivor,
    attacker_back,
    destroyed_to_deck_top,
    self_to_hand,
)
from arbiter.ocg.cards.shared.tokens import makes_token, summon_tokens
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.zones import cards_in_hand, deck_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of

define(15090429, doubles("WIND"))  # 暴風小僧 / Whirlwind Prodigy

standby_gain(81383947, lambda ctx: 400 * len(ctx.duel.monsters_of(ctx.player)),
              "your standby phase: 400 LP gained per monster on your side",
              "自分のスタンバイフェイズ、自分フィールドのモンスター数×４００の回復")

T = Kind.TRIGGER


# ワタポン / Watapon: when an effect adds it from your deck to your hand, you may special summon it.
def _summon_self_from_hand(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.HAND:
        summon(res, c)


define(87774234, Effect(T, _summon_self_from_hand, trigger="to_hand", mandatory=False, asks=True,
                        when=lambda ctx, ev: ev.src == int(Zone.DECK) and ev.cause.reason is Reason.EFFECT,
                        needs=room_for_itself,
                        text_en="added from the deck by an effect: special summon this card",
                        text_ja="効果によりデッキから手札に来れば、このカード自身を特殊召喚"))

# アトランティスの戦士 / Warrior of Atlantis: discard it from the hand to add 「伝説の都 アトランティス」
# from the deck (R004-105).
spell_searcher(43797906, 295517, "A Legendary Ocean", "伝説の都 アトランティス")

A = Kind.ACTIVATE

# 幻影の壁 / Wall of Illusion and ケルベク / Kelbek: a monster that attacks this card returns to its
# owner's hand; damage calculation is applied first. The return answers the moment right after damage
# calculation, whether or not any damage was dealt (this card may even have been destroyed by the battle); an
# attacker the battle destroyed goes to the graveyard, and nothing is activated.
define(13945283, Effect(T, attacker_back, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_calculated",
                        self_trigger=False,
                        when=attacked_by_survivor,
                        text_en="the monster that attacked this card returns to its owner's hand",
                        text_ja="このカードを攻撃したモンスターを持ち主の手札に戻す"))


# ウィングド・ライノ / Winged Rhynos: when a trap card is activated, you can return this face-up card to
# its owner's hand (a quick effect chained to the trap).
def _trap_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.is_trap and d.link_effect(link).kind is A


define(18430390, Effect(Kind.QUICK, self_to_hand, condition=_trap_activated,
                        text_en="a trap card is activated: return this card to its owner's hand",
                        text_ja="罠カードが発動した時、このカードを持ち主の手札に戻す"))


# フレンドッグ / Wroughtweiler: once battle destroys it and it lands in the graveyard, add 1
# 「Ｅ・ＨＥＲＯ」 card and 1 「融合」 from your graveyard to your hand (chosen as it resolves). A fusion
# monster chosen goes to the fusion deck instead (R004-119, R004-120).
def _wroughtweiler(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    picks = []
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    heroes = takeable(ctx, is_hero, Zone.HAND, "to_hand")
    if heroes:
        picks.append(res.ask_cards(heroes, purpose=TO_HAND.monster))
    polys = takeable(ctx, lambda c: is_named(c, POLYMERIZATION), Zone.HAND, "to_hand")
    if polys:
        picks.append(res.ask_cards(polys, purpose=TO_HAND))
    d.to_hand(picks, res.cause)


define(6480253, Effect(T, _wroughtweiler, trigger="destroyed", when=battle_to_grave, asks=True,
                       needs=lambda ctx: bool(takeable(ctx, lambda c: is_hero(c) or is_named(c, POLYMERIZATION),
                                                       Zone.HAND, "to_hand")),
                       text_en="add an E-HERO card and a Polymerization from your graveyard to your hand",
                       text_ja="自分の墓地の「Ｅ・ＨＥＲＯ」カード１枚と「融合」１枚を手札に加える"))


# ウォーター・ドラゴン / Water Dragon: FIRE and Pyro monsters on the field have 0 ATK (a value, whatever else changes
# it, not a fall that 「あまのじゃくの呪い」 reverses: `becomes`). Destroyed and sent to the graveyard: you may target
# 2 「ハイドロゲドン」 and 1 「オキシゲドン」 in your graveyard; special summon them.
def _h2o_parts(ctx: Ctx, c: Card) -> bool:
    got = [x for x in picked(ctx) if x.idx != c.idx]
    if is_named(c, HYDROGEDDON):
        return sum(1 for x in got if is_named(x, HYDROGEDDON)) < 2
    if is_named(c, OXYGEDDON):
        return not any(is_named(x, OXYGEDDON) for x in got)
    return False


def _water_dragon_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    g = [d.cards[i] for i in d.players[ctx.player].grave]
    return (d.free_slots(ctx.player, Zone.MONSTERS) >= 3 and sum(is_named(c, HYDROGEDDON) for c in g) >= 2
            and any(is_named(c, OXYGEDDON) for c in g))


define(85066822,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: has_attribute(c, "FIRE") or ctx.duel.race(c) == "Pyro",
              atk=lambda ctx, c: -10**9, becomes=True, text_en="FIRE and Pyro monsters on the field have 0 ATK",
              text_ja="フィールド上の炎属性・炎族モンスターの攻撃力は０になる"),
       Effect(T, summon_target, trigger="destroyed", when=lambda ctx, ev: to_grave_from_field(ev), mandatory=False,
              misses_timing=True, needs=_water_dragon_needs, asks=True,
              target=grave_target(_h2o_parts, "2 Hydrogeddon and 1 Oxygeddon in your graveyard",
                                  "自分の墓地から、「ハイドロゲドン」２体＋「オキシゲドン」１体", count=3),
              text_en="special summon the targets", text_ja="対象を特殊召喚する"),
       special_by=by_effect_of(45898858))

# 白い泥棒 / White Magical Hat: when it inflicts battle damage to the opponent, they discard 1 at random.
define(15150365, battle_discard(1))

# 荒野の女戦士 / Warrior Lady of the Wasteland (R004-001.15): the same for an EARTH Warrior with 1500 or less
# ATK, in attack position.
define(5438492, recruiter(lambda ctx, c: has_attribute(c, "EARTH") and c.data.race == "Warrior"
                           and atk_at_most(c, 1500), Pos.ATTACK, by_battle,
                           "from the deck: an EARTH Warrior (ATK 1500 at most) is special summoned in attack position",
                           "攻撃力１５００以下の地属性戦士族１体をデッキから攻撃表示で特殊召喚"))


# 黒き森のウィッチ / Witch of the Black Forest (the era's text): when sent from the field to the
# graveyard, search the deck for a monster whose DEF is 1500 at most, then shuffle. A "?" DEF
# is not 1500 or less.
def _witch_def(c: Card) -> bool:
    return c.data.is_monster and c.data.def_ is not None and c.data.def_ <= 1500


def _witch_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, search_op(_witch_def), trigger=kind, when=field_to_grave, asks=True,
                  text_en="search the deck for a monster whose DEF is 1500 at most",
                  text_ja="守備力１５００以下のモンスター１体をデッキからサーチ")


define(78010363, _witch_trigger("destroyed"), _witch_trigger("sent"), _witch_trigger("tributed"), numbering=(1, 1, 1))

C = Kind.CONTINUOUS

# 森の住人 ウダン / Wodan the Resident of the Forest: it gains 100 ATK for each face-up Plant monster on the field.
define(42883273, Effect(C, affects=itself,
                        atk=lambda ctx, c: 100 * sum(m.face_up and ctx.duel.race(m) == "Plant"
                                                     for p in (0, 1) for m in ctx.duel.monsters_of(p)),
                        text_en="+100 ATK for each face-up Plant on the field",
                        text_ja="フィールドの表側の植物族の数×１００、攻撃力が上がる"))


# 見習い魔女 / Witch's Apprentice: face-up DARK monsters on the field gain 500 ATK, LIGHT ones lose 400.
define(80741828, attribute_swing("DARK", "LIGHT", "闇", "光"))

# ウィンドフレーム / Wind Effigy: a WIND normal monster's tribute summon may take it as two tributes.
define(99865167, doubles("WIND", normal_only=True))


# ハネクリボー / Winged Kuriboh: when it is destroyed on the field and sent to the graveyard, its controller takes no
# battle damage for the rest of the turn.
def _no_battle_damage(res: Resolution) -> None:
    no_damage(res, lambda d: True, "no battle damage to you this turn", "このターン自分への戦闘ダメージは０")


define(57116033, Effect(T, _no_battle_damage, trigger="destroyed",
                        when=lambda ctx, ev: to_grave_from_field(ev),
                        text_en="destroyed on the field and sent to the graveyard: no battle damage to you this turn",
                        text_ja="フィールド上で破壊され墓地へ送られた時、このターン自分への戦闘ダメージは０になる"))


# ハ・デスの使い魔 / Winged Minion: tribute this card (the cost) so that a targeted face-up Fiend on the field gains
# 700 ATK and DEF while it stays face-up.
def _minion(res: Resolution) -> None:
    for t in res.targets():
        res.duel.boost(t, 700, 700, res.cause, until_end=False)


define(89258225, Effect(Kind.IGNITION, _minion, cost=Cost(self_to="tribute"),
                        target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) == "Fiend",
                                          text_en="a face-up Fiend on the field",
                                          text_ja="フィールド上の表側表示の悪魔族"),
                        text_en="tribute this card: the target gains 700 ATK and DEF",
                        text_ja="このカードを生け贄に捧げ、対象の攻撃力・守備力を７００アップする"))


# リーフ・フェアリー / Woodland Sprite: send an equip card equipped to it to the graveyard (the cost) to inflict 500
# damage to the opponent.
define(6979239, Effect(Kind.IGNITION, burn(500), targets_player="opp",
                       cost=Cost(field_send=1, field_filter=lambda ctx, c: c.equipped_to == ctx.card.idx),
                       text_en="send an equip card equipped to this card to the graveyard: 500 damage to the opponent",
                       text_ja="自分に付いた装備カード１枚を墓地へ送るコストで、相手に５００のダメージ"))


# ホワイト・ホーンズ・ドラゴン / White-Horned Dragon: when it is normal or special summoned, up to 5 targeted spell
# cards of the opponent's graveyard are banished, and it gains 300 ATK for each.
def _white_horns(res: Resolution) -> None:
    d = res.duel
    spells = res.targets()
    d.banish(spells, res.cause)
    n = sum(1 for c in spells if c.zone is Zone.BANISHED)
    if n and still_face_up_here(res):
        d.boost(res.card, 300 * n, 0, res.cause, until_end=False)


WHITE_HORNS_TARGET = TargetSpec(zone=Zone.GRAVE, side="opp", count=5, min=1,
                                where=lambda ctx, c: c.data.kind == "spell",
                                text_en="up to 5 spell cards in the opponent's graveyard",
                                text_ja="相手の墓地の魔法カード５枚まで")
define(73891874, *(Effect(T, _white_horns, trigger=k, when=lambda ctx, ev: ev.detail != "flip",
                          target=WHITE_HORNS_TARGET,
                          text_en="summoned: banish up to 5 targeted spells of the opponent's graveyard; 300 more ATK "
                                  "for each",
                          text_ja="召喚か特殊召喚の後、相手墓地の魔法カード最大５枚を対象に除外、"
                                  "除外した数×３００攻撃力が上がる")
                   for k in ("summoned", "special_summoned")), numbering=(1, 1))

# ウォール・シャドウ / Wall Shadow: it cannot be normal summoned; the era's text lets only the effect of 「迷宮変化」
# special summon it, so it is never revived by another (docs/uncertain-rulings.md).
define(63162310, special_by=by_effect_of(64389297))


# ハネクリボー ＬＶ１０ / Winged Kuriboh LV10: special summoned only by 「進化する翼」's effect. During the
# opponent's battle phase, tribute this face-up card (the cost) to destroy every attack position monster the
# opponent controls and inflict damage to them equal to the original ATK of those destroyed: the one each had on the
# field (an effect may have set it, 「右手に盾を左手に剣を」; "?" counts 0), read before they leave.
def _kuriboh_blast(res: Resolution) -> None:
    d = res.duel
    foes = [m for m in d.monsters_of(res.opponent) if m.in_attack]
    originals = [original_atk(d, m) or 0 for m in foes]
    d.destroy(foes, res.cause)
    gone = sum(v for m, v in zip(foes, originals, strict=True) if m.zone is not Zone.MONSTERS)
    if gone:
        d.damage(res.opponent, gone, res.cause)


def _their_battle_phase(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.tp == ctx.opponent and d.phase.startswith("battle") and ctx.card.zone is Zone.MONSTERS \
        and ctx.card.face_up


define(98585345, Effect(Kind.QUICK, _kuriboh_blast, does=Does.MONSTERS | Does.OPPONENTS, condition=_their_battle_phase,
                        cost=Cost(self_to="tribute"),
                        needs=lambda ctx: any(m.in_attack for m in ctx.duel.monsters_of(ctx.opponent)),
                        text_en="the opponent's battle phase, tribute this card: destroy the opponent's attack "
                                "position monsters and inflict their original ATK as damage",
                        text_ja="相手のバトルフェイズ、このカードを生け贄に：攻撃表示の相手モンスター全ての破壊、"
                                "それらの元々の攻撃力を足した値のダメージを相手に"),
       special_by=by_effect_of(25573054))


# さまようミイラ / Wandering Mummy: once a turn it may turn itself face-down; then its controller's face-down
# defense monsters are shuffled among their zones.
def _mummy(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        d.set_position(c, Pos.SET, res.cause, by_will=True)
        d.shuffle_places([m for m in d.monsters_of(res.player) if m.pos is Pos.SET])


define(42994702, Effect(Kind.IGNITION, _mummy, condition=FACE_DOWN_SELF.condition, once_per_turn=True,
                        text_en="turn this card face-down, then shuffle your face-down monsters among their zones",
                        text_ja="このカードを裏側守備表示に戻した後、自分の裏側モンスターを混ぜて並べ替える"))


# 有翼賢者ファルコス / Winged Sage Falcos: when it destroys a face-up attack position monster of the opponent by battle
# and sends it to the graveyard, its controller may put that monster on top of its owner's deck.
def _falcos_hit(ctx: Ctx, ev: Event) -> bool:
    return won_battle(ctx, ev) and ev.pos == int(Pos.ATTACK)


define(87523462, Effect(T, destroyed_to_deck_top, trigger="destroyed", self_trigger=False, when=_falcos_hit,
                        mandatory=False,
                        text_en="destroyed an attack position monster by battle: put it on top of its owner's deck",
                        text_ja="攻撃表示の相手を戦闘破壊して墓地へ送れば、それを持ち主のデッキトップへ"))


# 青氷の白夜龍 / White Night Dragon: when a spell or trap card is activated that targets it, that activation is
# negated and the card destroyed (a forced quick effect); when another face-up monster its controller controls is
# chosen as an attack target, they may send a spell or trap card they control (a field spell card too) to the
# graveyard (the cost) to move the attack to this card.
def _other_defended(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card
    if ev.amount < 0 or ev.amount == me.idx or me.zone is not Zone.MONSTERS or not me.face_up:
        return False
    t = d.cards[ev.amount]
    return t.ctl == me.ctl and t.face_up and d.cards[ev.card].ctl != me.ctl


def _take_the_attack(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.change_attack(target=res.card)


define(79473793, Effect(Kind.QUICK, negate_and_destroy, condition=SPELL_TRAP_AT_ME, forced=True,
                        text_en="a spell or trap that targets it: negate the activation and destroy it",
                        text_ja="このカードが対象の魔法・罠は、その発動を無効にして破壊"),
       Effect(T, _take_the_attack, trigger="attack_declared", self_trigger=False, when=_other_defended,
              mandatory=False, cost=Cost(field_send=1, field_filter=lambda ctx, c: c.zone in (Zone.SPELLS, Zone.FIELD)),
              text_en="another monster of yours is attacked: send a spell or trap you control to the graveyard to "
                      "move the attack to this card",
              text_ja="このカード以外の自分のモンスターが攻撃の対象になれば、自分の魔法・罠１枚を墓地へ送り、"
                      "攻撃の対象をこのカードへ移す"))


# スパルタクァの呪術師 / Witch Doctor of Sparta: each time one or more monsters are special summoned from either
# player's deck, the opponent takes 500 damage.
define(30525991, Effect(T, lambda res: res.duel.damage(res.opponent, 500, res.cause), trigger="special_summoned",
                        self_trigger="either",
                        when=once_per_thing("sparta", lambda ctx, ev: ev.src == int(Zone.DECK)),
                        text_en="monsters special summoned from a deck: 500 damage to the opponent",
                        text_ja="どちらかのデッキからモンスターが特殊召喚される度に、相手に５００ポイントダメージを与える"))


# ウィッシュ・ドラゴン / Wish Dragon (the era's text: neither once a turn nor a limit on later summons,
# docs/uncertain-rulings.md): tribute this face-up card to special summon 2 「ドラゴン・トークン」 (Dragon, EARTH,
# Level 1, 0 ATK and DEF).
_WISH_TOKEN_OK = makes_token(64583601, "ドラゴン・トークン")


def _wish_tokens(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(64583601, "ドラゴン・トークン")
    summon_tokens(res, data, 2)


# two zones once it is tributed (the cost is paid first: `ocg/cost_first.py`)
define(64583600, Effect(Kind.IGNITION, _wish_tokens, cost=TRIBUTE_SELF, condition=face_up_here, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2 and _WISH_TOKEN_OK(ctx),
                        text_en="tribute this card: special summon 2 Dragon Tokens",
                        text_ja="このカードを生け贄に捧げ、「ドラゴン・トークン」２体を特殊召喚する"))


# 白騎士団のロード / White Knight Lord (first printed in 2024: its only OCG text): banish 3 monsters from your
# graveyard to special summon it from the hand, then you may special summon a "White Knight" / "White Night" monster
# from your hand or deck, or add 「白のヴェール」 from your deck to your hand (that effect of cards of its name once a
# turn); as an attack is declared between it and an opponent's monster, that monster's ATK becomes 0; destroyed by
# the opponent (in battle or by their effect) while its owner controls it, the opponent takes 1000 damage.
WHITE_VEIL = 49306994


# 「ホワイトナイツ」 is the names' reading (白騎士団, 白夜 read ホワイトナイツ), which the printed names do not show:
# 「夢魔鏡の白騎士－ルペウス」 (しろきし) and 「白夜の騎士ガイア」 (びゃくや) are not of it, so the members are listed.
_WHITE_KNIGHTS = (14732294, 20193924, 79473793)  # 白騎士団のロード, 白夜の女王, 青氷の白夜龍


def _white_knight(c: Card) -> bool:
    return is_named(c, *_WHITE_KNIGHTS)


def _knight_lord_rises(res: Resolution) -> None:
    d, me = res.duel, res.player
    if not special_summon_self(res):
        return
    knights = summonable_now(res, [c for c in (*cards_in_hand(d, me), *deck_of(d, me)) if _white_knight(c)])
    veils = deck_of(d, me, lambda c: is_named(c, WHITE_VEIL))
    opts = [o for o, ok in ((Option("knight_lord:summon", "select", label_en="special summon a White Knight monster",
                                    label_ja="「ホワイトナイツ」モンスターを特殊召喚する"), knights),
                            (Option("knight_lord:veil", "select", label_en="add White Veil to the hand",
                                    label_ja="「白のヴェール」を手札に加える"), veils)) if ok]
    # neither a White Knight to summon (in the hand or deck) nor White Veil (in the deck): the deck looked through in
    # vain is shuffled all the same (R004-100); a knight summoned from it, it is shuffled after
    with deck_searched(d, me, not opts):
        o = res.ask([*opts, Option("no", "no", label_en="no", label_ja="いいえ")], "select", me,
                    "apply one of these effects?", "以下の効果から１つを選んで適用する？") if opts else None
        if o is not None and o.key != "no":
            d.next_thing()  # "then" (その後): one applied is a step of its own; none, the summon was the last thing
        if o is not None and o.key == "knight_lord:summon":
            summon(res, res.ask_cards(knights, purpose=SPECIAL_SUMMON.monster))
    if o is not None and o.key == "knight_lord:veil":
        search(res, named(WHITE_VEIL))  # (which shuffles the deck itself)


def _lord_battles(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card.idx
    foe = ev.amount if ev.card == me else ev.card if ev.amount == me else -1
    return foe >= 0 and d.cards[foe].ctl != ctx.player


def _lord_zeroes(res: Resolution) -> None:
    d, ev, me = res.duel, res.link.events[0], res.card.idx
    foe = d.cards[ev.amount if ev.card == me else ev.card]
    if foe.zone is Zone.MONSTERS and foe.ctl == res.opponent:
        d.set_stat(foe, True, 0, res.cause, until_end=False)


def _lord_destroyed_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return ev.player == ctx.card.owner and (ev.cause.reason is Reason.BATTLE or caused_by_opponent(ctx, ev))


define(14732294,
       Effect(Kind.IGNITION, _knight_lord_rises, from_zone=Zone.HAND, once_per_name=True, asks=True,
              needs=room_for_itself,
              cost=Cost(banish_grave=3, banish_filter=lambda ctx, c: c.data.is_monster),
              text_en="banish 3 monsters from your graveyard: special summon this card from the hand, then you may "
                      "special summon a White Knight monster from your hand or deck or add White Veil to your hand",
              text_ja="墓地のモンスター３体の除外で、手札のこのカードを特殊召喚。続けて、手札かデッキの「ホワイトナイツ」"
                      "モンスターの特殊召喚、またはデッキの「白のヴェール」のサーチを選んでよい"),
       Effect(T, _lord_zeroes, trigger="attack_declared", self_trigger="either", when=_lord_battles,
              text_en="an attack between it and an opponent's monster: that monster's ATK becomes 0",
              text_ja="このカードと相手モンスターの戦闘となる攻撃宣言の時、その相手の攻撃力を０に"),
       Effect(T, burn_op(1000), trigger="destroyed", when=_lord_destroyed_by_opponent,
              text_en="destroyed by the opponent: they take 1000 damage",
              text_ja="相手によって破壊された場合、相手に１０００ダメージを与える"))
