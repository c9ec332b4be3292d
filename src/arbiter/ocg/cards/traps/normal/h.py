"""The normal trap cards whose English name begins with H."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import (
    BANISH_SELF,
    can_special_summon,
    ctx_of,
    destroy_targets,
    opponent_attacks,
    revivable,
    room,
)
from arbiter.ocg.cards.shared.attacks import at_attacker
from arbiter.ocg.cards.shared.card_kinds import is_hero, is_spell_card
from arbiter.ocg.cards.shared.damage import no_damage
from arbiter.ocg.cards.shared.discard import choose_cards, send_from_hand
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.equips import equip_op, equipped_by
from arbiter.ocg.cards.shared.events import own_monster_destroyed, special_summoned_to_opponents_field
from arbiter.ocg.cards.shared.revival import hand_dinosaurs, hand_monsters
from arbiter.ocg.cards.shared.special_summons import (
    negate_while_there,
    summon,
    summon_one_of,
    summon_target,
    summon_targets,
    summonable,
)
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.cards.shared.summon_responses import just_summoned, summon_spec
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_deck
from arbiter.ocg.cards.shared.turn_log import battle_destroyed_this_turn
from arbiter.ocg.cards.shared.zones import cards_in_hand, hand_of, no_monsters, opponent_controls_a_card
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, Purpose
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ヒーロー・メダル / Hero Medal: when this set card is destroyed by an opponent's effect and sent to the
# graveyard, shuffle it into the deck; if it was, then (a step of its own) draw 1.
def _medal(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.zone is not Zone.GRAVE or c.oid != res.link.oid:
        return
    d.to_deck([c], res.cause)
    if d.cards[c.idx].zone is Zone.DECK:  # shuffled in (not sent elsewhere instead)
        d.next_thing()
        d.draw(res.player, 1, res.cause)


define(10489311, Effect(T, _medal, trigger="destroyed", needs=may_draw("self"),
                        when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET)
                        and ev.dst == int(Zone.GRAVE)
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

# 隠された魔導書 / Hidden Spellbook: only in your own turn: shuffle 2 targeted spell cards from your
# graveyard into your deck.
define(21840375, Effect(A, targets_to_deck("shuffle"), condition=lambda ctx: ctx.duel.tp == ctx.player,
                        target=grave_spec(is_spell_card, count=2, en="a spell card in your graveyard",
                                          ja="自分の墓地の魔法カード"),
                        text_en="shuffle the targets into your deck", text_ja="対象をデッキに加えてシャッフルする"))

# 大革命 / Huge Revolution: in your main phase, while you control face-up 「逃げまどう民」, 「弾圧される民」 and
# 「団結するレジスタンス」: send the opponent's whole hand to the graveyard and destroy every card they control.
PEOPLE = (12143771, 58538870, 85936485)  # 逃げまどう民, 弾圧される民, 団結するレジスタンス


def _revolution_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    have = {n for c in d.monsters_of(ctx.player) if c.face_up for n in names_of(c)}
    return d.tp == ctx.player and d.phase in ("main1", "main2") and set(PEOPLE) <= have


def _revolution(res: Resolution) -> None:
    d = res.duel
    send_from_hand(res, cards_in_hand(d, res.opponent))
    d.destroy(d.field_cards(res.opponent), res.cause)


define(65396880, Effect(A, _revolution, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS,
                        condition=_revolution_ready,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand) or opponent_controls_a_card(ctx),
                        text_en="send the opponent's hand to the graveyard and destroy every card they control",
                        text_ja="相手は手札を全て墓地へ送り、相手のフィールドのカードも全て破壊される"))

C = Kind.CONTINUOUS

# ヒーロー・ヘイロー / Hero Ring: after activation it becomes an equip card on 1 targeted warrior with 1500
# or less ATK; opponent's monsters whose ATK is 1900 or higher may not attack the equipped monster.
define(26647858, Effect(A, equip_op, remains=True,
                        target=TargetSpec(face="up",
                                          where=lambda ctx, c: ctx.duel.race(c) == "Warrior"
                                          and ctx.duel.atk(c) <= 1500,
                                          text_en="a face-up Warrior with 1500 or less ATK",
                                          text_ja="攻撃力１５００以下の戦士族モンスター"),
                        text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(C, affects=equipped_by,
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player and ctx.duel.atk(attacker) >= 1900,
              text_en="the equipped monster cannot be attacked by opponent's monsters with ATK 1900 or higher",
              text_ja="攻撃力１９００以上の相手モンスターは、装備モンスターに攻撃できない"),
       equip_trap=True)

# 粘着テープの家 / House of Adhesive Tape: when the opponent summons or flip summons a monster with 500 or less DEF,
# destroy it. The 500 or less DEF is the activation's condition: its resolution names only "that monster", so a DEF
# raised in response does not matter (as 「連鎖破壊」 is read; 「落とし穴」 names the ATK again).
define(15083728, Effect(A, destroy_targets, target=summon_spec(just_summoned(True, "def", "<=", 500,
                                                                         only_to_activate=True)),
                        text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))


# ヒーロー・シグナル / Hero Signal: a monster of yours is destroyed by battle and sent to the graveyard: 1
# 「Ｅ・ＨＥＲＯ」 monster of Level 4 or lower is special summoned from your hand or deck (the deck is
# shuffled if it was looked at);
# one whose own summoning conditions forbid it (「Ｅ・ＨＥＲＯ バブルマン・ネオ」) is not offered.
def _small_heroes(ctx: Ctx) -> list[Card]:
    d = ctx.duel

    def ok(c: Card) -> bool:
        # the Level it has there now (「コストダウン」 lowers those of the hand), as 「古のルール」 reads it
        return c.data.is_monster and is_hero(c) and (d.level(c) or 0) <= 4 and can_special_summon(ctx, c)
    return [*hand_monsters(ctx, ok), *(d.cards[i] for i in d.players[ctx.player].deck if ok(d.cards[i]))]


def _hero_signal(res: Resolution) -> None:
    summon_one_of(res, _small_heroes(ctx_of(res)), deck=True)  # (the deck shuffled after a look, found or not)


define(22020907, Effect(A, _hero_signal, asks=True, responds_to=("destroyed",),
                        condition=own_monster_destroyed(Reason.BATTLE),
                        needs=lambda ctx: room(ctx) and bool(_small_heroes(ctx)),
                        text_en="special summon a Level 4 or lower Elemental HERO from your hand or deck",
                        text_ja="レベル４以下の「Ｅ・ＨＥＲＯ」１体を、手札かデッキから特殊召喚"))


# 隠れ兵 / Hidden Soldiers: the opponent normal or flip summons a monster: 1 DARK monster of Level 4
# or lower is special summoned from your hand.
def _opponent_summoned(ctx: Ctx) -> bool:
    return any(e.kind == "summoned" and e.detail in ("normal", "flip", "gemini") and e.player != ctx.player
               for e in ctx.events)


def _dark_small(ctx: Ctx | Resolution) -> list[Card]:
    return hand_monsters(ctx, lambda c: c.data.attribute == "DARK" and ctx.duel.level(c) <= 4)


def _hidden_soldiers(res: Resolution) -> None:
    summon_one_of(res, _dark_small(res))


define(2047519, Effect(A, _hidden_soldiers, asks=True, condition=_opponent_summoned,
                       needs=lambda ctx: room(ctx) and bool(summonable(ctx, _dark_small(ctx))),
                       text_en="special summon a Level 4 or lower DARK monster from your hand",
                       text_ja="レベル４以下の闇属性１体を手札から特殊召喚"))


# ホーリーライフバリアー / Hallowed Life Barrier: discard 1 card (the cost): for the rest of this turn, all damage the
# opponent would deal you (battle damage and effect damage) is 0.
def _hallowed(res: Resolution) -> None:
    me = res.player
    res.duel.linger(res.card, me, Effect(Kind.REPLACEMENT, instead=lambda ctx, ev: None,
                                         when=lambda ctx, ev: ev.kind == "damage" and ev.player == me
                                         and ev.cause.player != me,
                                         text_en="no damage from the opponent this turn",
                                         text_ja="このターン相手から受けるダメージは０"), res.cause)


define(88789641, Effect(A, _hallowed, cost=Cost(discard=1),
                        text_en="discard 1: you take no damage from the opponent this turn",
                        text_ja="手札を１枚捨て、このターン相手から受ける全てのダメージを０にする"))


# 狩猟本能 / Hunting Instinct: when a monster is special summoned to the opponent's field: special summon 1 Dinosaur
# monster from your hand.
def _hunting_instinct(res: Resolution) -> None:
    summon_one_of(res, hand_dinosaurs(res))


define(11925569, Effect(A, _hunting_instinct, asks=True, responds_to=("special_summoned",),
                        condition=special_summoned_to_opponents_field,
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, hand_dinosaurs(ctx))),
                        text_en="special summon a Dinosaur from your hand",
                        text_ja="恐竜族１体を手札から特殊召喚"))


# ヒーローバリア / Hero Barrier: when an opponent's monster attacks while you control a face-up 「Ｅ・ＨＥＲＯ」
# monster (the condition of its activation, and again of its effect as it resolves: docs/uncertain-rulings.md),
# negate that attack.
def _hero_face_up(ctx: Ctx | Resolution) -> bool:
    return any(c.face_up and is_hero(c) for c in ctx.duel.monsters_of(ctx.player))


def _hero_barrier(res: Resolution) -> None:
    d = res.duel
    if d.attack is not None and _hero_face_up(res):
        d.negate_attack(d.cards[d.attack[0]])


define(44676200, Effect(A, _hero_barrier, condition=lambda ctx: opponent_attacks(ctx) and _hero_face_up(ctx),
                        does=Does.OTHER,
                        text_en="with a face-up Elemental HERO: negate the opponent's attack",
                        text_ja="表側の「Ｅ・ＨＥＲＯ」がいれば、相手モンスターの攻撃１回を無効にする"))


# ヘイト・バスター / Hate Buster: when a Fiend monster you control is chosen as an attack target: destroy the
# targeted attacker and that Fiend (whichever of them is still a valid target: docs/uncertain-rulings.md); if the
# attacker is destroyed, the opponent takes damage equal to its original ATK.
def _attacked_fiend(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    # a set monster shows no Type: a face-down Fiend chosen as the attack target is no 「悪魔族」 then
    return att is not None and att[2] == c.idx and c.face_up and ctx.duel.race(c) == "Fiend"


def _hate_buster(res: Resolution) -> None:
    d = res.duel
    targets = res.targets()
    # read on the field: an effect-given original ATK (Chimeratech Fortress Dragon) is gone in the graveyard
    orig = {c.idx: original_atk(d, c) or 0 for c in targets if c.ctl == res.opponent}
    for c in d.destroy(targets, res.cause):
        if c.idx in orig:
            d.damage(res.opponent, orig[c.idx], res.cause)


define(93895605, Effect(A, _hate_buster, condition=opponent_attacks,
                        target=TargetSpec(count=2, parts=(at_attacker("opp"), TargetSpec(side="own",
                                                                                         where=_attacked_fiend)),
                                          text_en="the attacker and your attacked Fiend",
                                          text_ja="攻撃モンスターと攻撃対象の自分の悪魔族モンスター"),
                        text_en="destroy both targets; the opponent takes the attacker's original ATK as damage",
                        text_ja="対象を破壊する。相手は攻撃モンスターの元々の攻撃力と同じダメージを受ける"))


# ヒーロースピリッツ / Hero Spirit: in a battle phase of a turn in which a 「Ｅ・ＨＥＲＯ」 monster you controlled was
# destroyed by battle (controlled as it was destroyed, whoever owns it; wherever it is now: banished from the
# graveyard since still counts): pick 1 monster the opponent controls; for the rest of the turn its battles deal
# you no damage.
def _hero_fell(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.phase.startswith("battle") and any(
        is_hero(c) and ctl == ctx.player for c, ctl in battle_destroyed_this_turn(d))


_NO_DAMAGE_FROM = Purpose("whose battle damage becomes 0 this turn", "このターン受ける戦闘ダメージを０にする")


def _hero_spirit(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    if not theirs:
        return
    m = choose_cards(res, theirs, 1, purpose=_NO_DAMAGE_FROM.monster)[0]
    ref = (m.idx, m.oid)
    no_damage(res, lambda duel: duel.attack is not None and ref in ((duel.attack[0], duel.attack[1]),
                                                                    (duel.attack[2], duel.attack[3])),
              "no battle damage to you from the chosen monster this turn",
              "選んだモンスターからの戦闘ダメージは０になる")


define(81167171, Effect(A, _hero_spirit, condition=_hero_fell, asks=True, does=Does.OTHER,
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="an Elemental HERO of yours fell in battle this turn: the battle damage 1 opponent's "
                                "monster deals you is 0",
                        text_ja="戦闘で「Ｅ・ＨＥＲＯ」が破壊されたターンのバトルフェイズ中、相手モンスター１体による戦闘ダメージを０にする"))


# ヒーロー逆襲 / Hero Counterattack: when a 「Ｅ・ＨＥＲＯ」 monster you control is destroyed by battle, the opponent
# picks 1 card of your hand at random; if it is a 「Ｅ・ＨＥＲＯ」 monster, destroy 1 monster the opponent controls and
# special summon the picked card.
def _hero_lost(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.cause.reason is Reason.BATTLE and e.src == int(Zone.MONSTERS)
               and e.player == ctx.player and is_hero(d.cards[e.card]) for e in ctx.events)


def _hero_counterattack(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.player].hand
    if not hand:
        return
    picked = d.cards[hand[d.rng.below(len(hand))]]
    d.reveal([picked], res.opponent)
    if not (picked.data.is_monster and is_hero(picked)):
        return
    theirs = d.monsters_of(res.opponent)
    if theirs and d.destroy(choose_cards(res, theirs, 1, purpose=DESTROY.monster), res.cause) \
            and picked.zone is Zone.HAND:
        summon(res, picked)


define(19024706, Effect(A, _hero_counterattack, does=Does.MONSTERS | Does.OPPONENTS, condition=_hero_lost,
                        responds_to=("destroyed",),
                        asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].hand),
                        text_en="your Elemental HERO destroyed by battle: a random card of your hand; a HERO monster "
                                "destroys 1 opponent's monster and is special summoned",
                        text_ja="「Ｅ・ＨＥＲＯ」が戦闘破壊された時、相手が手札をランダムに選び、「Ｅ・ＨＥＲＯ」なら相手モンスターを破壊しそれを特殊召喚する"))


# もののけの巣くう祠 / Haunted Shrine (the pool's text: docs/uncertain-rulings.md): while you control no monsters,
# special summon a targeted Zombie monster from your graveyard; or, from your graveyard, banish this card (the cost)
# while you control no monsters: special summon a targeted Zombie monster from your graveyard with its effects
# negated. One of the two, once a turn for the name.
_GRAVE_ZOMBIE = revivable(lambda ctx, c: c.data.race == "Zombie", "a Zombie monster in your graveyard",
                          "自分の墓地のアンデット族モンスター")


def _shrine_negated(res: Resolution) -> None:
    for c in summon_targets(res):
        negate_while_there(res, c)


define(39033131, Effect(A, summon_target, condition=no_monsters, target=_GRAVE_ZOMBIE, needs=room, asks=True,
                        once_per_name=True, shared_use=True,
                        text_en="you control no monsters: special summon the target",
                        text_ja="自分のモンスターがいなければ、対象を特殊召喚"),
       Effect(Kind.IGNITION, _shrine_negated, from_zone=Zone.GRAVE, cost=BANISH_SELF, condition=no_monsters,
              target=_GRAVE_ZOMBIE, once_per_name=True, shared_use=True, needs=room, asks=True,
              text_en="banish this card from your graveyard while you control no monsters: special summon the target "
                      "with its effects negated",
              text_ja="墓地のこのカードを除外：自分のモンスターがいなければ、効果を無効にした状態で"
                      "対象を特殊召喚"))
