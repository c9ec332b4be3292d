"""The normal trap cards whose English name begins with C."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import names
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    can_special_summon,
    ctx_of,
    destroy_targets,
    opponent_attacks,
    room,
    takeable,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import at_attacker, attack_of
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.chain import negate_effect, opponents_activation_of
from arbiter.ocg.cards.shared.chrysalises import CHRYSALIS, named_neo, neo_for
from arbiter.ocg.cards.shared.counters import A_COUNTER, is_alien
from arbiter.ocg.cards.shared.crystal_beasts import crystal
from arbiter.ocg.cards.shared.damage import battle_damage_to, no_damage, this_battle
from arbiter.ocg.cards.shared.damage_calculation import after_this_battle, outguarded_attacker
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.equips import boost, equip_fits, is_equip_card
from arbiter.ocg.cards.shared.face_down import flip_all_quietly
from arbiter.ocg.cards.shared.passcodes import MONSTER_REBORN
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import pick_to_summon, summon, summon_one_of
from arbiter.ocg.cards.shared.stats import half_up, original_atk, original_def
from arbiter.ocg.cards.shared.summon_responses import just_summoned, summon_spec
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.tokens import may_summon_token, summon_token
from arbiter.ocg.cards.shared.viruses import dark_tribute, virus
from arbiter.ocg.cards.shared.zones import hand_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import ATTACK_TARGET, BANISH, DESTROY, PLACE_AS_SPELL
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import fusion_summoned
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

A = Kind.ACTIVATE


# 凡人の施し / Common Charity: draw 2, then (a step of its own) banish a normal monster from your hand; with none,
# send your whole hand to the graveyard.
def _common_charity(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 2, res.cause)
    d.next_thing()
    normals = [c for c in hand_of(res, res.player) if d.is_normal_monster(c)]
    if normals:
        d.banish([res.ask_cards(normals, purpose=BANISH.monster)], res.cause)
    else:
        d.send_to_grave(list(d.players[res.player].hand), res.cause)


define(40465719, Effect(A, _common_charity, asks=True, needs=may_draw("self"), draws=2,
                        text_en="draw 2, then banish a normal monster from hand (or send the hand to the graveyard)",
                        text_ja="２枚ドローし、手札の通常モンスターを１体除外する（無ければ手札を全て墓地へ送る）"))


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


# 徴兵令 / Conscription: reveal the top card of the opponent's deck; a monster that can be normal summoned
# is special summoned to your field, anything else goes to the opponent's hand (R004-102). One it cannot special
# summon now (a full field, a Spirit's own ban, a lock) goes to the hand too (docs/uncertain-rulings.md).
def _normal_summonable(c: Card) -> bool:
    return normal_summonable(c.data)


def _conscription(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.opponent].deck
    if not deck:
        return
    c = d.excavate([d.cards[deck[-1]]])[0]
    if _normal_summonable(c) and d.may_special_summon(c, res.player, res.cause):
        summon(res, c)
    else:
        d.to_hand([c], res.cause)


define(31000575, Effect(A, _conscription, asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
                        text_en="reveal the opponent's top card: summon it if it can be normal summoned, else it "
                                "goes to their hand",
                        text_ja="相手のデッキの一番上をめくり、通常召喚可能なモンスターなら自分の場に特殊召喚し、"
                                "それ以外は相手の手札に加える"))

# 強制脱出装置 / Compulsory Evacuation Device: return 1 targeted monster on the field to its owner's hand.
define(94192409, Effect(A, to_hand_targets, target=TargetSpec(), text_en="return the target to its owner's hand",
                        text_ja="対象のモンスターを持ち主の手札に戻す"))


# コクーン・ヴェール / Cocoon Veil: tribute a face-up 「Ｃ」 monster (the cost); effects deal no damage to either
# player this turn; then special summon the 「Ｎ」 monster it names from your hand, deck or either graveyard.
def _cocoon_veil(res: Resolution) -> None:
    d = res.duel
    for p in (res.player, res.opponent):
        d.forbid_player(p, "take_effect_damage", res.cause)
    d.next_thing()
    ctx = ctx_of(res)
    neo = named_neo(res)
    cands = [*neo_for(ctx, (res.player,), (Zone.HAND, Zone.DECK, Zone.GRAVE), neo),
             *neo_for(ctx, (res.opponent,), (Zone.GRAVE,), neo)]
    summon_one_of(res, cands, deck=True)  # (the deck shuffled if the monster came from it, or none fit)


define(56641453, Effect(A, _cocoon_veil, asks=True,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, c: c.face_up and is_named(c, *CHRYSALIS)),
                        text_en="tribute a face-up Chrysalis: no effect damage this turn; special summon the "
                                "Neo-Spacian it names",
                        text_ja="「Ｃ」を生け贄に捧げ、このターン効果ダメージは０。記された「Ｎ」を特殊召喚する"))


# セメタリー・ボム / Cemetary Bomb: 100 damage to the opponent for each card in their graveyard; not activated while
# it is empty (it would deal nothing, R004-007).
def _cemetery_bomb(res: Resolution) -> None:
    res.duel.damage(res.target_player, 100 * len(res.duel.players[res.target_player].grave), res.cause)


define(51394546, Effect(A, _cemetery_bomb, targets_player="opp",
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].grave),
                        text_en="100 damage to the opponent for each card in their graveyard",
                        text_ja="相手の墓地のカード１枚につき１００ダメージを与える"))


# 老化の呪い / Curse of Aging: discard 1 card (the cost): every monster the opponent controls loses 500 ATK and DEF
# until the end of the turn.
def _aging(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in res.duel.monsters_of(res.opponent):
            res.duel.boost(c, -500, -500, res.cause)


define(41398771, Effect(A, _aging, cost=Cost(discard=1), needs=lambda ctx: any(
    c.face_up for c in ctx.duel.monsters_of(ctx.opponent)),
    text_en="discard 1 card: the opponent's monsters lose 500 ATK and DEF until the end of the turn",
    text_ja="手札を１枚捨て、相手のモンスター全ての攻撃力・守備力をターン終了時まで５００ダウン"))


# チェーン・ブラスト / Chain Detonation: 500 damage to the opponent; activated as chain link 2 or 3, it is
# shuffled into the deck afterwards; as chain link 4 or later, it returns to the hand. (チェーン・ヒーリング is
# the same with a gain of 500 LP.)
def _chain_blast(res: Resolution) -> None:
    d = res.duel
    d.damage(res.opponent, 500, res.cause)
    c = res.card
    if c.oid != res.link.oid or not c.on_field:
        return
    n = res.link.number
    if n >= 4:
        d.to_hand([c], res.cause)
    elif n >= 2:
        d.to_deck([c], res.cause)


define(51449743, Effect(A, _chain_blast, text_en="500 damage to the opponent; by chain link: back to the deck or hand",
                        text_ja="相手に５００ダメージ。チェーン２・３ならデッキに、チェーン４以降なら手札に戻る"))


def _opponents_fusion_summons(ctx: Ctx) -> list[Card]:
    """The fusion monsters the opponent has just fusion summoned, still on the field as those objects."""
    d = ctx.duel
    out = []
    for ev in ctx.events:
        c = d.cards[ev.card] if ev.kind == "special_summoned" and ev.card >= 0 else None
        if c is not None and c.zone is Zone.MONSTERS and c.ctl == ctx.opponent and fusion_summoned(d, c):
            out.append(c)
    return out


def _chthonian_polymer(res: Resolution) -> None:
    taken = _opponents_fusion_summons(ctx_of(res))
    if taken:
        res.duel.take_control(taken[0], res.player, res.cause)


# ヘル・ポリマー / Chthonian Polymer (normal trap): when the opponent fusion summons, its activator tributes a
# monster they control (the cost) and takes control of that fusion monster for good (R004-094.18).
define(72287557, Effect(A, _chthonian_polymer, cost=Cost(tribute=1), responds_to=("special_summoned",),
                        condition=lambda ctx: bool(_opponents_fusion_summons(ctx)),
                        text_en="the opponent fusion summoned: take control of that fusion monster",
                        text_ja="相手が融合召喚した：その融合モンスターのコントロールを得る"))

# 死のデッキ破壊ウイルス / Crush Card Virus and 魔のデッキ破壊ウイルス / Deck Devastation Virus (the era's
# texts): tribute a DARK monster (ATK 1000 or less / 2000 or more); look at the opponent's monsters and
# hand and destroy those with ATK 1500 or more / 1500 or less. A face-up monster shows its current ATK;
# in the hand or face-down only the printed ATK counts, and a "?" never matches. Then, for 3 turns counted
# in the opponent's turns (the turn of activation is the 1st if it is theirs, R004-130 / R004-131), each
# card they draw is checked and such a monster destroyed: a watch the resolution leaves behind.
define(57728570, Effect(A, virus(lambda a: a >= 1500), does=Does.MONSTERS | Does.OPPONENTS,
                        cost=Cost(tribute=1, tribute_filter=dark_tribute(lambda a: a <= 1000),
                                  text_en="tribute a DARK monster with 1000 or less ATK",
                                  text_ja="闇属性で攻撃力１０００以下のモンスターを１体生け贄にする"),
                        text_en="destroy the opponent's monsters on the field and in hand with 1500 or more ATK",
                        text_ja="相手フィールドのモンスターと手札の攻撃力１５００以上のモンスターを破壊する"))



# 墓場からの呼び声 / Call of the Grave: when the opponent activates 「死者蘇生」, negate its effect.
define(16970158, Effect(A, negate_effect, condition=opponents_activation_of(MONSTER_REBORN),
                        text_en="negate the effect of the opponent's Monster Reborn",
                        text_ja="相手の「死者蘇生」の効果を無効にする"))


# 力の集約 / Collected Power: equip every equip card on the field to a targeted face-up monster; those
# that cannot properly equip it are destroyed.
def _collected_power(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for m in res.targets():
        wrong = []
        for e in [c for c in d.cards if is_equip_card(c)]:
            if equip_fits(ctx, e, m):
                d.equip(e, m, res.cause)
            else:
                wrong.append(e)
        d.destroy(wrong, res.cause)


define(7565547, Effect(A, _collected_power, does=Does.SPELLS_TRAPS, target=FACE_UP_MONSTER,
                       text_en="equip every equip card to the target; destroy those that do not fit",
                       text_ja="全ての装備カードを対象に装備し、正しくないものは破壊する"))

# 城壁 / Castle Walls: a targeted face-up monster gains 500 DEF until the end of the turn.
define(44209392, Effect(A, boost(0, 500), target=FACE_UP_MONSTER,
                        text_en="the target gains 500 DEF until the end of the turn",
                        text_ja="エンドフェイズまで対象の守備力を５００アップ"))


# 連鎖破壊 / Chain Destruction: when a monster with 2000 or less ATK is summoned, flip summoned or special summoned
# (by either player), target it: destroy every card of the same name in its controller's hand and deck (names
# treated as others count both ways: 「ハーピィ・レディ・ＳＢ」 is 「ハーピィ・レディ」; the target's names are those
# it has on the field, so 「ハーピィ・クィーン」 there is 「ハーピィ・レディ」 only).
def _chain_destruction(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        pl = d.players[t.ctl]
        its_names = names.names_of(t)
        same = [i for i in (*pl.hand, *pl.deck) if names.is_named(d.cards[i], *its_names)]
        d.destroy([d.cards[i] for i in same], res.cause)
        d.shuffle_deck(t.ctl)  # that deck was looked through: it is shuffled after (R004-100)


# The 2000 or less ATK is the activation's condition: as it resolves the target need only still be that face-up
# monster (an ATK raised in response does not matter). Declared: it destroys the cards (each sent to the graveyard as
# destroyed).
define(1248895, Effect(A, _chain_destruction, does=Does.DESTROY,
                       target=summon_spec(just_summoned(False, "atk", "<=", 2000, special=True, only_to_activate=True)),
                       responds_to=("special_summoned",),
                       text_en="destroy the cards of the target's name in its controller's hand and deck",
                       text_ja="対象のコントローラーの手札・デッキから同名カードを全て破壊する"))


# 停戦協定 / Ceasefire: if there is a face-down monster or an effect monster on the field: every
# face-down monster turns face-up defense without its flip effect (R003-027), then the opponent takes
# 500 damage for each effect monster on the field. With neither, it has nothing to act on (R004-007, R004-012),
# which a refusal says (`needs`).
def _face_down_or_effect(ctx: Ctx) -> bool:
    return any(c.pos is Pos.SET or ctx.duel.is_effect_monster(c)
               for p in (0, 1) for c in ctx.duel.monsters_of(p))


def _ceasefire(res: Resolution) -> None:
    n = flip_all_quietly(res)
    res.duel.damage(res.opponent, 500 * n, res.cause)


define(36468556, Effect(A, _ceasefire, needs=_face_down_or_effect,
                        text_en="flip all face-down monsters (no flip effects); 500 damage per effect monster",
                        text_ja="裏側のモンスターを全て表側守備表示にし（リバース効果は発動させない）、"
                                "フィールドの効果モンスター１体につき５００ダメージを相手に与える"))


# ヘル・ブラスト / Chthonian Blast: a face-up monster of yours is destroyed and sent to the graveyard: the
# face-up monster on the field whose ATK is lowest is destroyed (of several, its player picks one), and each player
# takes damage equal to half that ATK.
def _my_face_up_destroyed(ctx: Ctx) -> bool:
    return any(e.kind == "destroyed" and e.src == int(Zone.MONSTERS) and e.dst == int(Zone.GRAVE)
               and e.player == ctx.player and e.pos in (int(Pos.ATTACK), int(Pos.DEFENSE)) for e in ctx.events)


def _weakest(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    mons = [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up]
    low = min((d.atk(c) for c in mons), default=0)
    return [c for c in mons if d.atk(c) == low]


def _chthonian_blast(res: Resolution) -> None:
    d = res.duel
    tied = _weakest(res)
    if not tied:
        return
    c = tied[0] if len(tied) == 1 else res.ask_cards(tied, purpose=DESTROY.monster)
    half = half_up(d.atk(c))
    if d.destroy([c], res.cause):
        d.damage(res.player, half, res.cause)
        d.damage(1 - res.player, half, res.cause)


define(18271561, Effect(A, _chthonian_blast, does=Does.MONSTERS, asks=True, responds_to=("destroyed",),
                        condition=_my_face_up_destroyed,
                        needs=lambda ctx: bool(_weakest(ctx)),
                        text_en="destroy the face-up monster with the lowest ATK; both take half its ATK",
                        text_ja="表側で攻撃力が最も低いモンスターを破壊する。両プレイヤーはその攻撃力の半分だけダメージを受ける"))


# 宝玉の祈り / Crystal Raigeki: send 1 「宝玉獣」 card of your spell & trap zones to the graveyard: destroy a targeted
# card the opponent controls.
define(96331676, Effect(A, destroy_targets,
                        cost=Cost(field_send=1, field_filter=lambda ctx, c: c.zone is Zone.SPELLS and crystal(c)),
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールドのカード"),
                        text_en="destroy the target, sending 1 Crystal Beast card in your spell & trap zone",
                        text_ja="魔法＆罠カードゾーンの「宝玉獣」カード１枚を墓地へ送り、対象を破壊する"))


# クレイ・チャージ / Clay Charge: when 「Ｅ・ＨＥＲＯ クレイマン」 you control is chosen as an attack target (face-down
# too: it is shown to the opponent as the trap is activated), destroy the attacking monster and that Clayman, and the
# opponent takes 800 damage. Each is destroyed only while it is still that card object on the field, and the damage
# does not wait on either (one step joined by し: docs/uncertain-rulings.md).
CLAYMAN = 84327329


def _attacked_clayman(ctx: Ctx) -> Card | None:
    d = ctx.duel
    if not opponent_attacks(ctx) or d.attack is None or d.attack[2] < 0:
        return None
    t = d.cards[d.attack[2]]
    return t if t.ctl == ctx.player and names.is_named(t, CLAYMAN) else None


def _clay_charge(res: Resolution) -> None:
    d = res.duel
    if d.attack is None:
        return
    attacker, clayman = attack_of(res)
    if clayman is not None and not (clayman.ctl == res.player and names.is_named(clayman, CLAYMAN)):
        clayman = None
    d.destroy([c for c in (attacker, clayman) if c is not None], res.cause)
    d.damage(res.opponent, 800, res.cause)


define(22479888, Effect(A, _clay_charge, condition=lambda ctx: _attacked_clayman(ctx) is not None,
                        shows_on_activation=_attacked_clayman,
                        does=Does.DESTROY | Does.DAMAGE | Does.MONSTERS,
                        text_en="your Clayman attacked: destroy the attacker and Clayman; 800 damage to the opponent",
                        text_ja="クレイマンが攻撃対象の時、攻撃モンスターとクレイマンを破壊し、８００ダメージを与える"))


# カオス・バースト / Chaos Burst: when an opponent's monster attacks, tribute 1 monster: destroy the targeted attacker;
# if it was, then (a step of its own) the opponent takes 1000 damage.
def _chaos_burst(res: Resolution) -> None:
    d = res.duel
    if d.destroy(res.targets(), res.cause):
        d.next_thing()
        d.damage(res.opponent, 1000, res.cause)


define(4923662, Effect(A, _chaos_burst, condition=opponent_attacks, cost=Cost(tribute=1), target=at_attacker("opp"),
                       text_en="tribute 1 monster: destroy the attacker; 1000 damage to the opponent",
                       text_ja="モンスター１体を生け贄に捧げる：攻撃してきたモンスターを破壊。相手は１０００ダメージを受ける"))


# 細胞爆破ウイルス / Cell Explosion Virus: when an opponent's monster with an A-counter attacks, destroy every
# attack-position monster the opponent controls.
def _countered_attacker(ctx: Ctx) -> bool:
    d = ctx.duel
    return opponent_attacks(ctx) and d.attack is not None and d.cards[d.attack[0]].counters.get(A_COUNTER, 0) > 0


def _cell_explosion(res: Resolution) -> None:
    res.duel.destroy([c for c in res.duel.monsters_of(res.opponent) if c.in_attack], res.cause)


define(84491298, Effect(A, _cell_explosion, condition=_countered_attacker,
                        does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                        text_en="an A-counter monster attacks: destroy all the opponent's attack-position monsters",
                        text_ja="Ａカウンターの乗ったモンスターが攻撃宣言した時、相手の攻撃表示モンスターを全て破壊する"))


# 宝玉の双璧 / Crystal Pair: after a 「宝玉獣」 monster of yours is destroyed by battle and sent to the
# graveyard, a 「宝玉獣」 monster from your deck is put face-up in your spell & trap zone, treated as a
# continuous spell; then the battle damage you take is 0 for the rest of this turn. Not activated without a free
# zone for it (its own zone is taken).
def _crystal_lost(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.cause.reason is Reason.BATTLE and e.src == int(Zone.MONSTERS)
               and e.dst == int(Zone.GRAVE) and e.player == ctx.player and crystal(d.cards[e.card])
               for e in ctx.events)


def _crystals_in_deck(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if crystal(d.cards[i])]


def _crystal_pair(res: Resolution) -> None:
    d = res.duel
    cands = _crystals_in_deck(res)
    room = d.free_slots(res.player, Zone.SPELLS) > 0
    placed = False
    with deck_searched(d, res.player, room):  # with a zone for one, looked through for one, found or not
        if cands and room:
            placed = d.place_as_spell(choose_cards(res, cands, 1, purpose=PLACE_AS_SPELL.monster)[0], res.player,
                                      res.cause)
    if placed:
        no_damage(res, lambda duel: True, "you take no battle damage this turn",
                  "このターン自分への戦闘ダメージは０になる")


define(47121070, Effect(A, _crystal_pair, asks=True, responds_to=("destroyed",), condition=_crystal_lost,
                        needs=lambda ctx: bool(_crystals_in_deck(ctx))
                        and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0, does=Does.OTHER,
                        text_en="your Crystal Beast destroyed by battle: place one from your deck as a continuous "
                                "spell; no battle damage to you this turn",
                        text_ja="「宝玉獣」が戦闘で破壊された時、デッキから「宝玉獣」を永続魔法として置き、このターン戦闘ダメージを受けない"))


# 地縛霊の誘い / Call of the Earthbound: when an opponent's monster attacks, you choose its attack target among the
# monsters you control.
def _call_of_the_earthbound(res: Resolution) -> None:
    d = res.duel
    mine = d.monsters_of(res.player)
    if d.attack is not None and mine:
        d.change_attack(target=res.ask_cards(mine, purpose=ATTACK_TARGET.monster))


define(65743242, Effect(A, _call_of_the_earthbound, condition=lambda ctx: opponent_attacks(ctx)
                        and bool(ctx.duel.monsters_of(ctx.player)), asks=True, does=Does.OTHER,
                        text_en="choose the attack target of the opponent's attacking monster",
                        text_ja="相手モンスターの攻撃対象を自分が選択する"))


# クローン複製 / Cloning: the opponent normal or flip summons a monster with a Level; target it and
# special summon a 「クローン・トークン」 with its original Type, Attribute, Level, ATK and DEF; when that
# monster is destroyed and sent to the graveyard (not banished instead) while still the face-up monster it
# copied, the token is destroyed (turned face-down, that monster is a new card). A monster whose token no one
# may special summon (a 「結界像」 of another Attribute) is no target: the effect could do nothing with it.
CLONE_TOKEN = 86871615


def _clone(ctx: Ctx | Resolution, t: Card) -> CardData:
    """The token copying `t`'s original stats: the original ATK/DEF it has on the field (R004-032), its printed
    Attribute (`data` holds one an effect gave it, 「ＤＮＡ移植手術」's)."""
    return dataclasses.replace(token_data(CLONE_TOKEN, "クローン・トークン"), level=t.data.level, race=t.data.race,
                               attribute=t.base.attribute, atk=original_atk(ctx.duel, t),
                               def_=original_def(ctx.duel, t))


def _opponent_summoned(ctx: Ctx, c: Card) -> bool:
    return c.face_up and bool(c.data.level) and any(
        e.kind == "summoned" and e.card == c.idx and e.player != ctx.player for e in ctx.events) \
        and may_summon_token(ctx, _clone(ctx, c))


def _cloning(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        token = summon_token(res, _clone(res, t))
        if token is not None and t.zone is Zone.MONSTERS:
            d.tie(token, t, res.cause, on="destroyed_to_grave")


define(86871614, Effect(A, _cloning, asks=True, needs=room,
                        target=TargetSpec(side="opp", where=_opponent_summoned,
                                          text_en="the monster the opponent just summoned",
                                          text_ja="相手が召喚・反転召喚したモンスター"),
                        text_en="special summon a Clone Token copying the target's original stats",
                        text_ja="対象と同じ元々のステータスの「クローン・トークン」を特殊召喚する"))


# 連鎖除外 / Chain Disappearance: when a monster with 1000 or less ATK is summoned (normal, flip or special), banish it,
# then banish every card of its name from the opponent's hand and deck.
def _small_summoned(ctx: Ctx | Resolution, events: tuple[Event, ...]) -> list[Card]:
    d = ctx.duel
    return [d.cards[e.card] for e in events if e.kind in ("summoned", "special_summoned")
            and d.cards[e.card].zone is Zone.MONSTERS and d.cards[e.card].face_up and d.atk(d.cards[e.card]) <= 1000]


def _chain_disappearance(res: Resolution) -> None:
    d = res.duel
    small = _small_summoned(res, res.link.events)
    # the names each had on the field (`names.same_name` once banished would lose one held only there: 「Ｅ・ＨＥＲＯ
    # バブルマン・ネオ」 is 「Ｅ・ＨＥＲＯ バブルマン」 while face-up on the field)
    had = {m.idx: names.names_of(m) for m in small}
    gone = d.banish(small, res.cause)
    if not gone:
        return
    d.next_thing()
    pl = d.players[res.opponent]
    same = [d.cards[i] for i in (*pl.hand, *pl.deck) if any(names.is_named(d.cards[i], *had[g.idx]) for g in gone)]
    if same:
        d.banish(same, res.cause)
    d.shuffle_deck(res.opponent)


define(57139487, Effect(A, _chain_disappearance, responds_to=("summoned", "special_summoned"),
                        condition=lambda ctx: bool(_small_summoned(ctx, ctx.events)),
                        text_en="a monster with 1000 or less ATK is summoned: banish it and its namesakes in the "
                                "opponent's hand and deck",
                        text_ja="攻撃力１０００以下のモンスターが召喚された時、それを除外し、相手の手札・デッキの同名カードも除外する"))


# 英雄変化－リフレクター・レイ / Change of Hero - Reflector Ray: when a 「Ｅ・ＨＥＲＯ」 fusion monster you control is
# destroyed by battle and sent to the graveyard, the opponent takes 300 damage per its Level.
def _fallen_hero_fusion(ctx: Ctx | Resolution, events: tuple[Event, ...]) -> list[Card]:
    d = ctx.duel
    return [d.cards[e.card] for e in events if e.kind == "destroyed" and e.cause.reason is Reason.BATTLE
            and e.src == int(Zone.MONSTERS) and e.dst == int(Zone.GRAVE) and e.player == ctx.player
            and d.cards[e.card].data.is_fusion and is_hero(d.cards[e.card])]


def _reflector_ray(res: Resolution) -> None:
    fallen = _fallen_hero_fusion(res, res.link.events)
    if fallen:
        # the text asks for its original Level: the printed one
        res.duel.damage(res.opponent, 300 * (fallen[0].data.level or 0), res.cause)


define(74095602, Effect(A, _reflector_ray, responds_to=("destroyed",),
                        condition=lambda ctx: bool(_fallen_hero_fusion(ctx, ctx.events)),
                        text_en="your Elemental HERO fusion monster destroyed by battle: 300 damage per its Level",
                        text_ja="「Ｅ・ＨＥＲＯ」融合モンスターが戦闘で破壊された時、そのレベル×３００ダメージを与える"))


# ミステリーサークル / Crop Circles: send any number of monsters you control to the graveyard (the cost); special
# summon from your deck 1 「エーリアン」 monster whose Level is the sum of their Levels (as printed); if none is
# summoned, you take 2000 damage.
def _crop_circles(res: Resolution) -> None:
    d = res.duel
    total = sum(d.cards[i].data.level or 0 for i in res.link.cost_cards)
    ctx = ctx_of(res)
    aliens = [d.cards[i] for i in d.players[res.player].deck if is_alien(d.cards[i]) and d.cards[i].data.is_monster
              and d.cards[i].data.level == total and can_special_summon(ctx, d.cards[i])]
    with deck_searched(d, res.player, summon_room(res)):  # looked through for one, found or not (R004-100)
        c = pick_to_summon(res, aliens)
        if c is not None:
            summon(res, c)
    if c is not None and c.zone is Zone.MONSTERS:
        return
    d.damage(res.player, 2000, res.cause)


define(24082387, Effect(A, _crop_circles, asks=True, does=Does.SELF_DAMAGE,
                        cost=Cost(field_send_any=True, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS),
                        text_en="send monsters you control to the graveyard: special summon an Alien of their total "
                                "Level from your deck, or take 2000 damage",
                        text_ja="自分のモンスターを任意の数墓地へ送り、レベル合計と同じレベルの「エーリアン」をデッキから特殊召喚する。"
                                "できなければ２０００ダメージ"))


# カウンター・ジェム / Counter Gem: send every other card in your spell & trap zones to the graveyard (the cost, maybe
# none); put as many 「宝玉獣」 monsters from your graveyard as there is room for face-up in your spell & trap zones
# as continuous spells (your pick when more fit than there is room); at this turn's end phase every 「宝玉獣」 card
# you control is destroyed (a mandatory trigger left in place; a face-down card shows no name and stays). With no
# 「宝玉獣」 to place it cannot be activated.
def _crystals_fall(res: Resolution) -> None:
    d = res.duel
    mine = (*d.monsters_of(res.player), *(d.cards[i] for i in d.players[res.player].spells if i >= 0))
    d.destroy([c for c in mine if c.face_up and crystal(c)], res.cause)


def _counter_gem(res: Resolution) -> None:
    d = res.duel
    me = res.player
    ctx = ctx_of(res)
    while d.free_slots(me, Zone.SPELLS):
        gems = takeable(ctx, crystal, Zone.SPELLS, "placed")  # none 「王家の眠る谷－ネクロバレー」 keeps there
        if not gems:
            break
        if not d.place_as_spell(gems[0] if len(gems) == 1 else res.ask_cards(gems, purpose=PLACE_AS_SPELL.monster), me,
                                res.cause):
            break
    turn = d.turn
    d.linger(res.card, me, Effect(Kind.TRIGGER, _crystals_fall, trigger="phase", self_trigger=False,
                                  when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                  text_en="this turn's end phase: destroy your Crystal Beast cards",
                                  text_ja="このターンのエンドフェイズに「宝玉獣」カードを全て破壊する"), res.cause)


def _gem_to_place(ctx: Ctx) -> bool:
    """A 「宝玉獣」 in the graveyard that this effect may place (none 「王家の眠る谷－ネクロバレー」 keeps there): no
    blank activation. One the cost sends there from a spell & trap zone counts: the check is made again once the
    cost is paid (`cost_first`)."""
    return bool(takeable(ctx, crystal, Zone.SPELLS, "placed"))


define(11136371, Effect(A, _counter_gem, does=Does.MONSTERS | Does.SPELLS_TRAPS, asks=True, needs=_gem_to_place,
                        cost=Cost(field_send_all=True, field_filter=lambda ctx, x: x.zone is Zone.SPELLS),
                        text_en="send your other spell & trap zone cards away: Crystal Beasts from your graveyard "
                                "become continuous spells; they are destroyed at the end phase",
                        text_ja="自分の魔法＆罠カードゾーンのカードを墓地へ送り、墓地の「宝玉獣」を永続魔法扱いで置く。"
                                "エンドフェイズに「宝玉獣」は全て破壊される"))


# チェーン・マテリアル / Chain Material: for the rest of the turn, whenever its player fusion summons, they may take
# the fusion materials from their hand, field, deck or graveyard, banishing them (`Effect.fusion_from_anywhere`,
# read by `fusion.fusion_summon`); a monster fusion summoned that way is destroyed at the end phase. In the turn it is
# activated its player cannot attack (nor activate it after attacking).
def _chain_material(res: Resolution) -> None:
    res.duel.linger(res.card, res.player, Effect(
        Kind.CONTINUOUS, fusion_from_anywhere=True,
        text_en="this turn, fusion materials may be banished from the hand, field, deck or graveyard",
        text_ja="このターン、融合素材を手札・デッキ・フィールド・墓地から除外して融合召喚できる"), res.cause)


define(39980304, Effect(A, _chain_material, turn_ban=("attack",), does=Does.OTHER,
                        text_en="this turn you may fusion summon with materials banished from anywhere (the monster "
                                "is destroyed at the end phase); you cannot attack this turn",
                        text_ja="このターン融合素材を手札・デッキ・フィールド・墓地から除外して融合召喚できる（その"
                                "モンスターはエンドフェイズに破壊される）。このターン攻撃できない"))


# 援護射撃 / Covering Fire: in the damage step of an attack by an opponent's monster on one of your monsters: the
# attacked monster gains the ATK of another targeted face-up monster you control, until the damage step ends.
def _covering_can(ctx: Ctx) -> bool:
    d = ctx.duel
    att = d.attack
    return (d.before_calculation() and d.tp != ctx.player and att is not None and att[2] >= 0
            and d.cards[att[2]].ctl == ctx.player and d.cards[att[2]].oid == att[3])


def _covering_other(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx != att[2] and c.ctl == ctx.player


def _covering_fire(res: Resolution) -> None:
    d = res.duel
    _, attacked = attack_of(res)
    for t in res.targets():
        if attacked is not None and attacked.face_up and attacked.ctl == res.player:
            d.boost(attacked, d.atk(t), 0, res.cause, until=Until(turn=d.turn, phase="damage_end"))


define(74458486, Effect(A, _covering_fire, condition=_covering_can, damage_step=True,
                        target=TargetSpec(side="own", face="up", where=_covering_other,
                                          text_en="another face-up monster you control",
                                          text_ja="自分フィールドの他の表側表示モンスター"),
                        text_en="your attacked monster gains the target's ATK during the damage step",
                        text_ja="攻撃された自分のモンスターは、対象のモンスターの攻撃力分だけ攻撃力がアップする"))


# アヌビスの呪い / Curse of Anubis: every face-up attack position effect monster on the field goes to defense
# position; until the end of the turn, the ones it turned to defense position have original DEF 0 and cannot change
# their battle positions (an effect monster already in defense position is untouched).
def _cursed(ctx: Ctx, c: Card) -> bool:
    return c.face_up and c.pos is Pos.ATTACK and ctx.duel.is_effect_monster(c)


def _anubis_curse(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    hit = [c for c in d.monsters_of(0) + d.monsters_of(1) if _cursed(ctx, c)]
    d.set_positions(hit, Pos.DEFENSE, res.cause)
    with d.moving_together(res.cause):
        for c in hit:
            if c.zone is Zone.MONSTERS and c.face_up and c.pos is Pos.DEFENSE:
                d.set_stat(c, False, 0, res.cause, original=True)
                d.restrict(c, "change_position", res.cause)


# its DEF 0 is of the monsters it turned only, no direct change: not in the damage step (ygorganization's FAQ)
define(66742250, Effect(A, _anubis_curse, does=Does.SIDE_ATK_DEF,
                        needs=lambda ctx: any(_cursed(ctx, c)
                                              for c in ctx.duel.monsters_of(0) + ctx.duel.monsters_of(1)),
                        text_en="face-up attack position effect monsters go to defense position; this turn those "
                                "have original DEF 0 and their positions cannot change",
                        text_ja="攻撃表示の効果モンスター全てを守備表示にする。そうなったモンスターは、このターン"
                                "元々の守備力が０になり、表示形式も変えられない"))


# クロスカウンター / Cross Counter: before damage calculation, when an opponent's monster attacks your defense position
# monster whose DEF is higher than its ATK: the battle damage the opponent takes from this battle is doubled, and the
# attacker is destroyed right after damage calculation.
def _cross_counter(res: Resolution) -> None:
    d = res.duel
    d.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=battle_damage_to(res.opponent, this_battle(d)),
                                          instead=lambda ctx, ev: dataclasses.replace(ev, amount=2 * ev.amount),
                                          text_en="the opponent's battle damage from this battle is doubled",
                                          text_ja="この戦闘で相手が受ける戦闘ダメージは倍になる"), res.cause)
    after_this_battle(res, "damage_calculated", lambda r, a: r.duel.destroy([a], r.cause),
                      "after damage calculation: destroy the attacker", "ダメージ計算後、攻撃モンスターを破壊する")


define(37083210, Effect(A, _cross_counter, condition=lambda ctx: outguarded_attacker(ctx) is not None,
                        damage_step=True, does=Does.DESTROY | Does.DAMAGE | Does.MONSTERS | Does.OPPONENTS,
                        text_en="your defense monster out-guards the attacker: double the opponent's battle damage, "
                                "then destroy the attacker",
                        text_ja="守備力が攻撃モンスターの攻撃力を越えている時、相手への戦闘ダメージは倍になり、ダメージ計算後"
                                "に攻撃モンスターを破壊する"))
