"""The normal trap cards whose English name begins with B."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import names
from arbiter.ocg.cards.common import (
    answered_link,
    ctx_of,
    destroy_and_banish_targets,
    destroy_targets,
    opponent_attacks,
    room,
    takeable,
)
from arbiter.ocg.cards.shared.card_kinds import is_monster_card
from arbiter.ocg.cards.shared.chain import link_targets
from arbiter.ocg.cards.shared.discard import choose_cards, discard, has_hand
from arbiter.ocg.cards.shared.equips import equip, equipped, equipped_by
from arbiter.ocg.cards.shared.events import effect_player, own_monster_destroyed
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated
from arbiter.ocg.cards.shared.passcodes import CYBER_OGRE
from arbiter.ocg.cards.shared.revival import hand_monsters
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    pick_to_summon,
    summon,
    summon_one_of,
    summon_picked,
    summonable,
)
from arbiter.ocg.cards.shared.summon_responses import just_summoned, summon_spec
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.cards.shared.tributes import NOTES_TRIBUTED_ATK, tributed_atk
from arbiter.ocg.cards.shared.zones import cards_in_hand, fitting_monsters_in, grave_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import RETURN_TO_HAND, TO_GRAVEYARD, TO_HAND
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# キャトルミューティレーション / Beast Soul Swap: return 1 face-up beast you control to the hand, then
# special summon from your hand 1 beast of the same level (the cards are chosen as it resolves): the returned beast
# itself is one of them; a beast that never reached the hand (banished instead, a token) summons nothing, as
# 「巨竜の羽ばたき」's return (docs/uncertain-rulings.md).
def _beasts(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and ctx.duel.race(c) == "Beast"]


def _beast_swap(res: Resolution) -> None:
    d = res.duel
    cands = _beasts(ctx_of(res))
    if not cands:
        return
    b = res.ask_cards(cands, purpose=RETURN_TO_HAND.monster)
    lv = d.level(b)
    d.to_hand([b], res.cause)
    if b.zone not in (Zone.HAND, Zone.EXTRA):
        return
    same = cards_in_hand(d, res.player, lambda c: c.data.is_monster and c.data.race == "Beast" and d.level(c) == lv)
    c = pick_to_summon(res, same)
    if c is not None:
        summon(res, c, ask=ask_face_up)


define(35149085, Effect(A, _beast_swap, does=Does.MONSTERS, asks=True, needs=lambda ctx: bool(_beasts(ctx)),
                        text_en="return a face-up Beast to the hand; special summon a Beast of its Level from the hand",
                        text_ja="自分の表側表示の獣族モンスターを手札に戻し、同じレベルの獣族を手札から特殊召喚する"))

# 補充要員 / Backup Soldier: only while you have 5 or more monsters in your graveyard: add up to 3
# targeted non-effect monsters with 1500 or less ATK from your graveyard to your hand. A gemini monster is a normal
# monster in the graveyard (`Duel.is_normal_monster`), so it is one of them.
def _backup_soldier(ctx: Ctx, c: Card) -> bool:
    return (c.data.is_monster and (not c.data.is_effect_monster or ctx.duel.is_normal_monster(c))
            and c.data.atk is not None and c.data.atk <= 1500)


define(36280194, Effect(A, targets_to_hand,
                        condition=lambda ctx: len(grave_of(ctx.duel, ctx.player, is_monster_card)) >= 5,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=3, min=1, where=_backup_soldier,
                                          text_en="a non-effect monster with 1500 or less ATK in your graveyard",
                                          text_ja="自分の墓地の、攻撃力１５００以下で効果モンスターでないモンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 究極・背水の陣 / Backs to the Wall: pay LP so that exactly 100 remain (the cost, R004-046); special summon
# as many 「六武衆」 monsters from your graveyard as possible, one of each name, and none named like a face-up
# monster on the field, either player's (chosen one by one, each in the position its player chooses: each one
# summoned is on the field when the next is chosen).
def _samurai_not_on_field(ctx: Ctx | Resolution, c: Card) -> bool:
    d = ctx.duel
    return name_includes(c, "六武衆") and not any(
        m.face_up and names.same_name(c, m) for p in (0, 1) for m in d.monsters_of(p))


def _backs_to_the_wall(res: Resolution) -> None:
    d = res.duel
    while d.free_slots(res.player, Zone.MONSTERS) > 0:
        cands = fitting_monsters_in(ctx_of(res), res.player, Zone.GRAVE, lambda c: _samurai_not_on_field(res, c))
        if summon_picked(res, cands, kind="choice") is None:
            return


define(32603633, Effect(A, _backs_to_the_wall, cost=Cost(lp_down_to=100), asks=True,
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, fitting_monsters_in(
                            ctx, ctx.player, Zone.GRAVE, lambda c: _samurai_not_on_field(ctx, c)))),
                        text_en="special summon as many differently named Six Samurai monsters from your graveyard "
                                "as possible",
                        text_ja="自分の墓地から「六武衆」モンスターをできるだけ多く特殊召喚（同じ名前は１体まで）"))

# 残骸爆破 / Blasting the Ruins: while your graveyard holds 30 or more cards, 3000 damage to the opponent.
define(21466326, Effect(A, lambda res: res.duel.damage(res.target_player, 3000, res.cause), targets_player="opp",
                        condition=lambda ctx: len(ctx.duel.players[ctx.player].grave) >= 30,
                        text_en="with 30 or more cards in your graveyard: 3000 damage to the opponent",
                        text_ja="自分の墓地が３０枚以上の時、相手に３０００ダメージを与える"))


# 光の召集 / Beckoning Light: discard your whole hand; then add as many LIGHT monsters from your graveyard to
# your hand as cards were discarded to the graveyard (those just discarded included).
def _beckoning(res: Resolution) -> None:
    d = res.duel
    gone = discard(res, [c for c in cards_in_hand(d, res.player) if c.idx != res.card.idx])
    # only the cards that reached the graveyard count (one banished instead, 「マクロコスモス」, does not)
    n = len([c for c in gone if c.zone is Zone.GRAVE])
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    lights = takeable(ctx_of(res), lambda c: c.data.is_monster and has_attribute(c, "LIGHT"), Zone.HAND, "to_hand")
    picked = choose_cards(res, lights, n, purpose=TO_HAND.monster)
    if picked:  # "then" (その後): the add is a step of its own; with nothing to add, the discard was the last thing
        d.next_thing()
        d.to_hand(picked, res.cause)


define(16255442, Effect(A, _beckoning, does=Does.OWN_HAND, asks=True, needs=has_hand("own"),
                        text_en="discard your hand; add that many LIGHT monsters from your graveyard to your hand",
                        text_ja="手札を全て捨て、その枚数分自分の墓地の光属性モンスターを手札に加える"))


# バブル・クラッシュ / Bubble Crash: each player with 6 or more cards in hand and on the field together sends
# cards of them to the graveyard until they have 5 (they choose which). Both players' cards are counted and chosen
# first, then sent at the same time: a card one player sends (「強奪」) changes nothing in the other's count.
def _bubble_crash(res: Resolution) -> None:
    d = res.duel
    picked: list[Card] = []
    for p in (d.tp, 1 - d.tp):
        mine = [c for c in (*cards_in_hand(d, p), *d.field_cards(p)) if c.idx != res.card.idx]
        extra = len(mine) - 5
        if extra > 0:
            picked += choose_cards(res, mine, extra, p, purpose=TO_GRAVEYARD)
    # from the hand too, this is a "send", not a discard (R004-152)
    d.send_to_grave([c.idx for c in picked if c.zone is Zone.HAND or c.on_field], res.cause, "sent")


def _someone_over_5(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(len([c for c in (*cards_in_hand(d, p), *d.field_cards(p)) if c.idx != ctx.card.idx]) >= 6
               for p in (0, 1))


define(61622107, Effect(A, _bubble_crash, needs=_someone_over_5, asks=True,
                        text_en="each player with 6 or more cards in hand and on the field sends cards until 5 remain",
                        text_ja="手札とフィールドのカードが合計６枚以上のプレイヤーは５枚になるように墓地へ送る"))


# 爆導索 / Blasting Fuse: while every zone of this set card's column holds a card (your monster zone, the
# opponent's monster zone and spell & trap zone in front), destroy every card in that column.
def _column(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    c = ctx.card
    if c.zone is not Zone.SPELLS:
        return []
    me, opp = d.players[c.ctl], d.players[1 - c.ctl]
    s, f = c.slot, 4 - c.slot
    return [d.cards[i] if i >= 0 else c for i in (me.monsters[s], opp.monsters[f], opp.spells[f])]


def _full_column(ctx: Ctx) -> bool:
    col = _column(ctx)
    return len(col) == 3 and all(x is not ctx.card for x in col)


def _blasting_fuse(res: Resolution) -> None:
    d = res.duel
    cards = [x for x in _column(ctx_of(res)) if x is not res.card]
    if res.card.on_field and res.card.oid == res.link.oid:
        cards.append(res.card)
    d.destroy(cards, res.cause)


define(99788587, Effect(A, _blasting_fuse, does=Does.MONSTERS | Does.SPELLS_TRAPS, condition=_full_column,
                        text_en="destroy every card in this card's column",
                        text_ja="このカードと同じ縦列のカードを全て破壊する"))


# 大火葬 / Big Burn: when the opponent activates a card that targets a monster in a graveyard, banish
# every monster in both graveyards.
def _targets_grave_monster(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return False
    eff = ctx.duel.link_effect(link)
    return eff.target is not None and eff.target.zone is Zone.GRAVE and any(
        c.zone is Zone.GRAVE and c.data.kind == "monster" for c in link_targets(ctx, link))


_TARGETS_GRAVE_MONSTER = Answers(_targets_grave_monster, "the activation of the opponent's card that targets a monster "
                                 "in a graveyard", "墓地のモンスターを対象とする相手のカードの発動")


def _big_burn(res: Resolution) -> None:
    d = res.duel
    d.banish([d.cards[i] for p in (0, 1) for i in list(d.players[p].grave) if d.cards[i].data.kind == "monster"],
             res.cause)


define(95472621, Effect(A, _big_burn, condition=_TARGETS_GRAVE_MONSTER,
                        text_en="banish every monster in both graveyards",
                        text_ja="両プレイヤーの墓地のモンスターを全て除外する"))


# 冥王の咆哮 / Bark of Dark Ruler: in the damage step of a battle involving your fiend (its Type now), pay LP in
# steps of 100 and target the opponent's monster in that battle: until the turn ends its ATK and DEF drop by the
# amount paid.
def _battling(ctx: Ctx) -> list[Card]:
    att = ctx.duel.attack
    if att is None:
        return []
    d = ctx.duel
    out = [d.cards[att[0]]] if d.cards[att[0]].oid == att[1] else []
    if att[2] >= 0 and d.cards[att[2]].oid == att[3]:
        out.append(d.cards[att[2]])
    return [c for c in out if c.zone is Zone.MONSTERS]


def _my_fiend_battles(ctx: Ctx) -> bool:
    return ctx.duel.phase == "battle:damage" and any(
        c.ctl == ctx.player and c.face_up and ctx.duel.race(c) == "Fiend" for c in _battling(ctx))


def _bark(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, -res.link.paid, -res.link.paid, res.cause)


define(41925941, Effect(A, _bark, condition=_my_fiend_battles, cost=Cost(lp_step=100),
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c in _battling(ctx),
                                          text_en="the opponent's battling monster",
                                          text_ja="戦闘を行う相手モンスター"),
                        text_en="the target loses ATK and DEF equal to the LP paid",
                        text_ja="対象の攻撃力・守備力は払った数値分ダウン"))


# 鎖付き爆弾 / Blast with Chain: equip to a targeted face-up monster you control; +500 ATK. When it is
# destroyed by an effect while equipped, destroy a targeted card on the field (the move event names the monster
# it was equipped to as it left: however it came to be an equip card, not while set or before it equips).
def _blast_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.EFFECT and ev.src == int(Zone.SPELLS) and ev.equipped_to >= 0


define(98239899,
       # the 500 ATK it gives once equipped is a direct change of ATK the damage step allows (ocg-rules 3.5)
       Effect(A, equip, remains=True, does=Does.OTHER | Does.ATK_DEF,
              target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                text_ja="自分の表側表示モンスター"),
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(Kind.TRIGGER, destroy_targets, trigger="destroyed", when=_blast_destroyed,
              target=FieldCardSpec(allow_self=True, text_en="a card on the field", text_ja="フィールド上のカード"),
              text_en="destroyed by an effect while equipped: destroy the target",
              text_ja="装備中に効果で破壊された時、対象を破壊する"),
       equip_trap=True, numbering=(1, 1, 2))  # the text's ① equips it with its 500 ATK; the destruction is ②


# 奈落の落とし穴 / Bottomless Trap Hole: when the opponent normal, flip or special summons a monster with 1500 or more
# ATK, destroy it and banish it.
define(29401950, Effect(A, destroy_and_banish_targets, does=Does.MONSTERS | Does.OPPONENTS,
                        responds_to=("special_summoned",),
                        target=summon_spec(just_summoned(True, "atk", ">=", 1500, special=True)),
                        text_en="destroy and banish the summoned monster",
                        text_ja="召喚されたモンスターを破壊しゲームから除外する"))


# バイロード・サクリファイス / Byroad Sacrifice: after a monster of yours is destroyed by battle, 1 「サイバー・オーガ」
# (Cyber Ogre) may be special summoned from your hand.
def _ogres(ctx: Ctx | Resolution) -> list[Card]:
    return hand_monsters(ctx, lambda c: names.is_named(c, CYBER_OGRE))


def _byroad(res: Resolution) -> None:
    summon_one_of(res, _ogres(res))


define(36935434, Effect(A, _byroad, asks=True, responds_to=("destroyed",),
                        condition=own_monster_destroyed(Reason.BATTLE, to_grave=False),
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, _ogres(ctx))),
                        text_en="special summon Cyber Ogre from your hand",
                        text_ja="「サイバー・オーガ」１体を手札から特殊召喚"))


# サディスティック・ポーション / Brutal Potion: it becomes an equip card equipped to a monster you control; once an
# effect of its controller's card damages the opponent, the equipped monster has 1000 more ATK until the end of that
# turn, however many burns follow. Read as the potion's own continuous effect (no chain link; the text activates
# nothing): it ends once the potion leaves the field or stops equipping it, and a burn while its effects are negated
# counts for nothing (docs/uncertain-rulings.md).
_BURNED = "brutal potion: its controller burned the opponent (turn)"


def _burned_them(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.equipped_to >= 0 and ev.cause.reason is Reason.EFFECT and ev.player == ctx.opponent
            and effect_player(ctx.duel, ev.cause) == ctx.player)


def _note_burn(ctx: Ctx, ev: Event) -> bool:
    if _burned_them(ctx, ev) and not ctx.duel.effect_negated(ctx.card):  # a burn its negated effect saw not
        mark(ctx.duel, _BURNED, ctx.card, ctx.duel.turn, read_by_effects=True)
    return False


define(30155789,
       Effect(A, equip, remains=True, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                             text_ja="自分の表側表示モンスター"),
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(Kind.TRIGGER, never_activated, note=True, trigger="damage", self_trigger=False, when=_note_burn,
              text_en="(a burn of the opponent by its controller's card is remembered)",
              text_ja="（コントローラーのカードの効果で相手にダメージを与えた事を覚えておく）"),
       Effect(Kind.CONTINUOUS, affects=equipped_by,
              atk=lambda ctx, m: 1000 if ctx.duel.turn in marked(ctx.duel, _BURNED, ctx.card) else 0,
              text_en="in a turn its controller's card effect burned the opponent, the equipped monster gains 1000 ATK",
              text_ja="そのコントローラーのカードの効果が相手にダメージを与えたターン、装備モンスターは攻撃力１０００アップ"),
       equip_trap=True)


# バーストブレス / Burst Breath: tribute 1 Dragon monster you control (the cost); destroy every monster on the field
# whose DEF is at most the ATK that monster had on the field (a face-down one too: docs/uncertain-rulings.md).
def _burst_breath(res: Resolution) -> None:
    d = res.duel
    atk = tributed_atk(res)
    d.destroy([m for m in d.monsters_of(0) + d.monsters_of(1) if d.defense(m) <= atk], res.cause)


def _burst_breath_tribute(ctx: Ctx, m: Card) -> bool:
    """A Dragon whose ATK reaches the DEF of another monster (a weaker one tributed would leave the effect nothing to
    destroy)."""
    d = ctx.duel
    return d.race(m) == "Dragon" and any(
        c.idx != m.idx and d.defense(c) <= d.atk(m) for p in (0, 1) for c in d.monsters_of(p))


define(80163754,
       Effect(A, _burst_breath, does=Does.DESTROY | Does.MONSTERS,
              cost=Cost(tribute=1, tribute_filter=_burst_breath_tribute),
              text_en="tribute 1 Dragon: destroy every monster whose DEF is at most its ATK",
              text_ja="ドラゴン族１体を生け贄に捧げ、その攻撃力以下の守備力のモンスターを全て破壊する"),
       NOTES_TRIBUTED_ATK)


# 中央突破 / Breakthrough!: target a face-up 「六武衆」 monster you control; if, this turn, it destroys an opponent's
# monster by battle (even when it is destroyed in that battle too: docs/uncertain-rulings.md), from then on this
# turn your 「大将軍 紫炎」 and 「六武衆」 monsters may attack the opponent directly. Both steps are effects left in
# place for the turn, applied at once (no chain link).
GREAT_SHOGUN_SHIEN = 63176202


def _samurai(c: Card) -> bool:
    return name_includes(c, "六武衆") or names.is_named(c, GREAT_SHOGUN_SHIEN)


def _way_opened(me: int, last: int) -> Effect:
    return Effect(Kind.CONTINUOUS, direct_attack=True,
                  affects=lambda ctx, c: (c.zone is Zone.MONSTERS and c.ctl == me and _samurai(c)
                                          and ctx.duel.turn <= last),
                  text_en="your Six Samurai and Great Shogun Shien may attack directly",
                  text_ja="自分の「六武衆」と「大将軍 紫炎」は直接攻撃できる")


def _won_with(me: int, idx: int, oid: int) -> Callable[[Ctx, Event], bool]:
    def won(ctx: Ctx, ev: Event) -> bool:
        att = ctx.duel.attack
        # the battle's own record of the target (its object when the attack was declared): it still counts when
        # it was destroyed in the same battle, no longer once it left and came back
        return (ev.cause.reason is Reason.BATTLE and ev.player != me and att is not None
                and (idx, oid) in ((att[0], att[1]), (att[2], att[3])) and ev.card in (att[0], att[2])
                and ev.card != idx)
    return won


def _breakthrough(res: Resolution) -> None:
    d = res.duel
    me, last = res.player, d.turn
    for t in res.targets():
        if t.zone is Zone.MONSTERS and t.face_up:
            d.linger(res.card, me, Effect(
                Kind.AT_ONCE, lambda r: r.duel.linger(r.card, me, _way_opened(me, last), r.cause), trigger="destroyed",
                when=_won_with(me, t.idx, t.oid), self_trigger=False,
                text_en="the target destroyed a monster by battle",
                text_ja="対象にしたモンスターが、相手のモンスターを戦闘で破壊した"),
                res.cause)


define(96218085, Effect(A, _breakthrough,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: name_includes(c, "六武衆"),
                                          text_en="a face-up Six Samurai monster you control",
                                          text_ja="自分の表側表示の「六武衆」モンスター"),
                        text_en="if the target destroys an opponent's monster by battle this turn, your Six Samurai "
                                "and Great Shogun Shien may attack directly",
                        text_ja="対象が相手モンスターを戦闘で破壊した場合、このターン自分の「六武衆」"
                                "「大将軍 紫炎」は直接攻撃できる"))


# 生贄の抱く爆弾 / Blast Held by a Tribute: when a tribute summoned monster of the opponent's declares an attack:
# every face-up attack position monster they control is destroyed, and if any is, they take 1000 damage.
def _tributed_attacker(ctx: Ctx) -> bool:
    att = ctx.duel.attack
    if not opponent_attacks(ctx) or att is None:
        return False
    a = ctx.duel.cards[att[0]]
    return a.oid == att[1] and ctx.duel.summoned_as(a, "tribute")


def _blast_held(res: Resolution) -> None:
    d = res.duel
    if d.destroy([c for c in d.monsters_of(res.opponent) if c.pos is Pos.ATTACK], res.cause):
        d.damage(res.opponent, 1000, res.cause)


define(89041555, Effect(A, _blast_held, does=Does.MONSTERS | Does.OPPONENTS, condition=_tributed_attacker,
                        text_en="a tribute summoned attacker: destroy the opponent's face-up attack position monsters; "
                                "if you do, 1000 damage to them",
                        text_ja="生け贄召喚したモンスターの攻撃宣言時、相手の表側攻撃表示モンスターを全て破壊し、"
                                "相手に１０００ダメージ"))
