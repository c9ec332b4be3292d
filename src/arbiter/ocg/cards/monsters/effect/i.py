"""The effect monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.activation_locks import opponent, quick_play_spells
from arbiter.ocg.cards.common import (
    TRIBUTE_SELF,
    bind,
    bound,
    draw_one,
    face_up_here,
    grant_this_turn,
    itself,
    may_turn_face_down,
    paid_so_far,
    to_face_down,
    token_data,
)
from arbiter.ocg.cards.shared.archfiends import archfiend, is_archfiend, pandemonium_in_play
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.card_kinds import race_as_it_left
from arbiter.ocg.cards.shared.chain import chain_of
from arbiter.ocg.cards.shared.damage_calculation import battle_key, battling_now, raised_at_calculation
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import grow, soldier_against
from arbiter.ocg.cards.shared.events import destroyed_by_me, to_grave_from_field, tribute_summoned, won_battle
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated
from arbiter.ocg.cards.shared.revival import revive_self_op
from arbiter.ocg.cards.shared.summon_responses import NO_TRAPS_ON_SUMMON
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.cards.shared.tokens import makes_token_here
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.cards.shared.zones import all_monsters, all_spell_trap_cards
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import never


# インフェルノクインデーモン / Infernalqueen Archfiend: in each standby phase (either player's), a 「デーモン」
# monster on the field (chosen as it resolves) gains 1000 ATK until the end phase.
def _any_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up


def _archfiends_on_field(res: Resolution) -> list[Card]:
    d = res.duel
    return [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and is_archfiend(c)]


def _queen_boost(res: Resolution) -> None:
    d = res.duel
    c = d.cards[res.answer] if res.answer >= 0 else None
    if c is not None and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, 1000, 0, res.cause)


define(8581705, *archfiend(500, (2, 5), Effect(
    Kind.TRIGGER, _queen_boost, trigger="phase", when=_any_standby, self_trigger=False,
    choice=Choice("card", _archfiends_on_field),
    text_en="each standby phase: a 「デーモン」 monster gains 1000 ATK until the end phase",
    text_ja="各スタンバイフェイズ、「デーモン」モンスター１体がエンドフェイズまで攻撃力１０００アップ")))

T = Kind.TRIGGER


# ヘル・ドラゴン / Infernal Dragon: in the end phase of a turn it attacked, it is destroyed. When it is destroyed
# on the field and sent to the graveyard, you may tribute a monster to special summon it from the graveyard.
def _destroy_self(res: Resolution) -> None:
    c = res.card
    if c.on_field and c.oid == res.link.oid:
        res.duel.destroy([c], res.cause)


define(47754278,
       Effect(T, _destroy_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.t_attacked == ctx.duel.turn,
              text_en="destroy this card", text_ja="このカードを破壊する"),
       Effect(T, revive_self_op, trigger="destroyed", when=lambda ctx, ev: to_grave_from_field(ev), mandatory=False,
              misses_timing=True, cost=Cost(tribute=1), asks=True,
              text_en="tribute a monster: special summon this card",
              text_ja="モンスター１体を生け贄に捧げ、このカードを特殊召喚する"))

# 地母神アイリス / Iris, the Earth Mother: a chain of 3 or more links in which no card name appears twice, built while
# it was face-up on the field, has resolved: draw 1 card.
define(9628664, Effect(T, draw_one, trigger="chain_resolved", self_trigger=False, needs=may_draw("self"),
                       when=chain_of(3, distinct=True, built_here=True),
                       text_en="a chain of 3 or more links resolved: draw 1 card",
                       text_ja="チェーン３以上の処理後に１枚ドロー"))

ICE = "アイスカウンター"


# アイス・ブリザード・マスター / Ice Master: it may be special summoned from the hand by tributing 2 WATER monsters
# you control; once a turn, put 1 ice counter on a targeted face-up monster (itself too); tribute this card: destroy
# every monster with an ice counter (not activated while no monster but this card has one).
def _ice(res: Resolution) -> None:
    for c in res.targets():
        res.duel.add_counter(c, ICE, 1, res.cause)


def _ice_blast(res: Resolution) -> None:
    res.duel.destroy([c for c in all_monsters(res) if c.counters.get(ICE)], res.cause)


def _iced_other(ctx: Ctx) -> bool:
    """A monster other than this card has an ice counter: this card's own leaves with it as the cost (R004-007)."""
    return any(c.counters.get(ICE) and c is not ctx.card for c in all_monsters(ctx))


define(32750510,
       Effect(Kind.IGNITION, _ice, condition=face_up_here, once_per_turn=True,
              target=TargetSpec(face="up", allow_self=True, text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="put 1 ice counter on the target", text_ja="対象にアイスカウンターを１つ置く"),
       Effect(Kind.IGNITION, _ice_blast, does=Does.MONSTERS, condition=face_up_here, cost=TRIBUTE_SELF,
              needs=_iced_other,
              text_en="tribute this card: destroy every monster with an ice counter",
              text_ja="自身を生け贄に捧げる：アイスカウンターのあるモンスターを全て破壊"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=2, tribute_filter=lambda ctx, m: has_attribute(m, "WATER")),
              text_en="special summon from the hand by tributing 2 WATER monsters you control",
              text_ja="自分フィールドの水属性モンスター２体を生け贄に捧げ、手札から特殊召喚する"))

# インセクト・プリンセス / Insect Princess: while it is face-up on the field, the opponent's face-up Insect monsters
# are in attack position (and stay so); each time it destroys an Insect monster by battle, it gains 500 ATK (for as
# long as it stays face-up on the field).
def _opponents_insect(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.ctl != ctx.player and ctx.duel.race(c) == "Insect"


def _insect_killed(ctx: Ctx, ev: Event) -> bool:
    return destroyed_by_me(ctx, ev) and race_as_it_left(ctx.duel, ctx.duel.cards[ev.card]) == "Insect"


define(37957847, Effect(Kind.CONTINUOUS, affects=_opponents_insect, position=Pos.ATTACK, forbids=("change_position",),
                        text_en="the opponent's face-up Insects are in attack position",
                        text_ja="相手フィールドの表側表示の昆虫族モンスターは全て攻撃表示になる"),
       Effect(Kind.TRIGGER, grow(500), trigger="destroyed", self_trigger=False, when=_insect_killed,
              text_en="destroys an Insect by battle: this card gains 500 ATK",
              text_ja="昆虫族モンスターを戦闘破壊する度、攻撃力が５００アップ"))

# 空の昆虫兵 / Insect Soldiers of the Sky: during the damage step of its attack on a WIND monster, it gains 1000 ATK.
define(7019529, Effect(Kind.CONTINUOUS, affects=itself, atk=soldier_against("WIND", 1000, attacking=True),
                       text_en="+1000 ATK in the damage step of its attack on a WIND monster",
                       text_ja="風属性モンスターへの攻撃のダメージステップ中、攻撃力が１０００アップ"))


# インフェルノ / Inferno: it cannot be normal summoned; it is special summoned from the hand by banishing a FIRE monster
# from your graveyard; once an opponent's monster it destroys by battle is in the graveyard, the opponent
# takes 1500 damage.
define(74823665,
       Effect(Kind.TRIGGER, lambda res: res.duel.damage(res.opponent, 1500, res.cause), trigger="destroyed",
              self_trigger=False, when=won_battle,
              text_en="destroyed a monster by battle: the opponent takes 1500 damage",
              text_ja="戦闘破壊した相手モンスターが墓地へ行った時、相手に１５００ダメージ"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "FIRE")),
              text_en="special summon by banishing a FIRE monster from your graveyard",
              text_ja="自分の墓地の炎属性モンスター１体を除外して特殊召喚する"),
       normal_summon=False)  # the card database does not type it special-summon-only

# インフェルノ・ハンマー / Inferno Hammer: once an opponent's monster it destroys by battle is in the
# graveyard, you may turn a targeted face-up monster the opponent controls face-down (defense position).
define(17185260, Effect(Kind.TRIGGER, to_face_down, trigger="destroyed", self_trigger=False, when=won_battle,
                        mandatory=False, target=TargetSpec(side="opp", face="up", where=may_turn_face_down,
                                                           text_en="a face-up monster the opponent controls, not a "
                                                                   "token",
                                                           text_ja="トークン以外の相手フィールド上の表側表示モンスター"),
                        text_en="destroyed a monster by battle: turn the target face-down",
                        text_ja="戦闘破壊した相手モンスターが墓地へ行った時、対象にした相手モンスター（表側表示）を裏側守備表示にする"))


# 暗黒の眠りを誘うルシファー / Invitation to a Dark Sleep: normal or flip summoned, it targets a monster the opponent
# controls: while this card is on the field (face-up, its effect applying), that monster cannot attack. The card
# gains that effect: turned face-down it loses it (a new card), and face-up again it binds nothing until its next
# summon; the target turned face-down is a new card too, free once face-up again (`bind(face_up=True)`, as
# 「ダーク・アイズ・イリュージョニスト」's hold). A target set face-down when chosen stays held once flipped.
_SLEEP = "dark_sleep"


def _dark_sleep(res: Resolution) -> None:
    me = res.card
    if me.oid == res.link.oid and me.zone is Zone.MONSTERS and me.face_up:
        for t in res.targets():
            bind(res.duel, _SLEEP, me, t, replace=True, read_by_effects=True, face_up=True)


define(52675689,
       Effect(Kind.TRIGGER, _dark_sleep, trigger="summoned", target=OPP_MONSTER,
              when=lambda ctx, ev: ev.detail in ("normal", "flip"),
              text_en="normal or flip summoned: the target cannot attack while this card is on the field",
              text_ja="召喚・反転召喚に成功した時、相手モンスター１体を対象とし、このカードがある限りそのモンスターは攻撃できない"),
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, m: m in bound(ctx.duel, _SLEEP, ctx.card),
              text_en="the target cannot attack", text_ja="対象のモンスターは攻撃できない"))


# ヘルフレイムエンペラー / Infernal Flame Emperor: it cannot be special summoned; when it is tribute summoned, you may
# banish up to 5 FIRE monsters from your graveyard (no more than the spell and trap cards on the field) to destroy that
# many spell and trap cards on the field.
def _fire_to_banish(ctx: Ctx, c: Card) -> bool:
    paid = paid_so_far(ctx) or []
    return (c.data.is_monster and has_attribute(c, "FIRE")
            and len(paid) < min(5, len(all_spell_trap_cards(ctx.duel))))


def _emperor(res: Resolution) -> None:
    n = len(res.link.cost_cards)
    cands = all_spell_trap_cards(res.duel)
    if n and cands:
        res.duel.destroy(choose_cards(res, cands, n, purpose=DESTROY.spell_trap), res.cause)


define(19847532, Effect(Kind.TRIGGER, _emperor, trigger="summoned", when=tribute_summoned, mandatory=False, asks=True,
                        misses_timing=True,
                        condition=lambda ctx: bool(all_spell_trap_cards(ctx.duel)),
                        cost=Cost(banish_grave_any=True, banish_filter=_fire_to_banish,
                                  text_en="banish FIRE monsters from your graveyard, no more than the spell and trap "
                                          "cards on the field (5 at most)",
                                  text_ja="墓地の炎属性モンスターを、フィールド上の魔法・罠カードの数まで（最大５体）除外する"),
                        does=Does.DESTROY | Does.SPELLS_TRAPS,
                        text_en="tribute summoned: banish up to 5 FIRE monsters from your graveyard; destroy that many "
                                "spell and trap cards",
                        text_ja="生け贄召喚した時、墓地の炎属性モンスターを５体まで除外し、その数だけ魔法・罠カードを破壊する"),
       special_by=never)


# 不屈闘士レイレイ / Indomitable Fighter Lei Lei: after attacking, it goes to defense position as the battle phase
# ends, and its controller cannot change its battle position before their next turn is over.
def _lei_lei_attacked(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "battle:end" and ctx.card.t_attacked == ctx.duel.turn and ctx.card.zone is Zone.MONSTERS


def _lei_lei_rests(res: Resolution) -> None:
    c = res.card
    if c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)
    grant_this_turn(res, c, "its position is locked until its controller's next turn is over",
                    "次の自分のターン終了時まで表示形式を変更できない", turns=3, forbids=("change_position",))


define(84173492, Effect(Kind.AT_ONCE, _lei_lei_rests, trigger="phase", self_trigger=False, when=_lei_lei_attacked,
                        text_en="it attacked: defense position at the end of the battle phase, locked until the end of "
                                "your next turn",
                        text_ja="攻撃したらバトルフェイズの終わりに守備表示になり、次の自分ターンの終わりまで表示形式を変えられない"))


# プリズンクインデーモン / Imprisoned Queen Archfiend: pay 1000 LP in each of your standby phases (no choice, as the
# other 「デーモン」's upkeep: docs/uncertain-rulings.md), or it is destroyed when they cannot be paid;
# with 「万魔殿－悪魔の巣窟－」 on the field and this card in your graveyard, each of your standby phases gives a
# targeted Fiend of Level 4 or lower on the field +1000 ATK for that turn.
def _queen_cheers(res: Resolution) -> None:
    # both conditions hold as it resolves too: Pandemonium on the field, this same card still in the graveyard
    if not pandemonium_in_play(res.duel, 0, 1) or res.card.zone is not Zone.GRAVE or res.card.oid != res.link.oid:
        return
    for t in res.targets():
        res.duel.boost(t, 1000, 0, res.cause)


define(52248570, maintenance(1000, declinable=False),
       Effect(Kind.TRIGGER, _queen_cheers, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and pandemonium_in_play(ctx.duel,
                                                                                                              0, 1),
              target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.race(c) == "Fiend"
                                and (ctx.duel.level(c) or 0) <= 4,
                                text_en="a face-up Level 4 or lower Fiend monster",
                                text_ja="フィールド上のレベル４以下の悪魔族モンスター"),
              text_en="in the graveyard with Pandemonium on the field, your standby phase: the target gains 1000 ATK "
                      "this turn",
              text_ja="墓地に存在し「万魔殿」がある時、自分のスタンバイフェイズにレベル４以下の悪魔族１体の攻撃力を１０００アップ"))


# インセクト女王 / Insect Queen: +200 ATK for each Insect monster on the field; to declare an attack with it, its
# controller tributes another monster of theirs; in the end phase of a turn it destroyed an opponent's monster by
# battle, an 「インセクトモンスタートークン」 (Insect, EARTH, Level 1, 100/100) is special summoned to its controller's
# field in attack position.
def _insects_on_field(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 200 * sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and d.race(m) == "Insect")


def _queen_won(ctx: Ctx, ev: Event) -> bool:
    if (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ev.player == ctx.opponent
            and ctx.card.idx in battlers(ctx.duel)):
        # turned face-down by the end phase, it is a new card that destroyed none
        mark(ctx.duel, f"queen_won:{ctx.duel.turn}", ctx.card, face_up=True)
    return False


def _queen_lays(res: Resolution) -> None:
    res.duel.create_token(token_data(91512836, "インセクトモンスタートークン"), res.player, Pos.ATTACK, res.cause)


define(91512835,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_insects_on_field,
              text_en="ATK +200 per Insect monster on the field",
              text_ja="攻撃力２００アップ（フィールドの昆虫族モンスター１体ごと）"),
       Effect(Kind.CONTINUOUS, affects=itself, attack_tributes=1,
              text_en="tribute another monster of yours to declare an attack with it",
              text_ja="このカードの攻撃宣言の際に、自分の他のモンスター１体を生け贄に捧げる"),
       Effect(Kind.TRIGGER, never_activated, note=True, trigger="destroyed", self_trigger=False, when=_queen_won,
              text_en="(its battle wins this turn are remembered)",
              text_ja="（このターン戦闘で破壊した事を覚えておく）"),
       Effect(Kind.TRIGGER, _queen_lays, trigger="phase", self_trigger=False,
              needs=makes_token_here(91512836, "インセクトモンスタートークン"),
              when=lambda ctx, ev: ev.detail == "end"
              and bool(marked(ctx.duel, f"queen_won:{ctx.duel.turn}", ctx.card)),
              text_en="end phase of a turn it destroyed a monster by battle: special summon an Insect Monster Token",
              text_ja="相手モンスターを戦闘破壊したターンのエンドフェイズに「インセクトモンスタートークン」を特殊召喚"),
       numbering=(1, 2, 0, 3))



# お注射天使リリー / Injection Fairy Lily: once in each damage calculation of a battle it takes part in, pay 2000 LP:
# it gains 3000 ATK for that damage calculation only (shared/damage_calculation).
def _lily(res: Resolution) -> None:
    mark(res.duel, "lily", res.card, battle_key(res))
    if res.card.zone is Zone.MONSTERS and res.card.face_up:
        raised_at_calculation(res, 3000)


define(79575620, Effect(Kind.QUICK, _lily, cost=Cost(lp=2000), damage_step=True, at_calculation=True,
                        condition=lambda ctx: battling_now(ctx)
                        and battle_key(ctx) not in marked(ctx.duel, "lily", ctx.card),
                        text_en="once at damage calculation, pay 2000 LP: +3000 ATK for that damage calculation only",
                        text_ja="ダメージ計算時に１度、２０００ＬＰを払う：その計算の間だけ攻撃力３０００アップ"))


# 侵略の炎 / Invasion of Flames: when it is normal summoned, no trap card can be activated in answer to that summon.
define(26082229, NO_TRAPS_ON_SUMMON)

# 暗黒の侵略者 / Invader of Darkness: while it is face-up on the field, the opponent cannot activate quick-play
# spell cards.
define(56647086, Effect(Kind.CONTINUOUS, locks_activations=opponent(quick_play_spells),
                        text_en="the opponent cannot activate quick-play spell cards",
                        text_ja="相手は速攻魔法カードを発動できない"))


# 炎獄魔人ヘル・バーナー / Infernal Incinerator: its normal summon or set discards every other card of its player's
# hand and tributes 1 monster they control with 2000 or more ATK; it gains 200 ATK for each monster the opponent
# controls and loses 500 for each other monster its controller controls.
def _incinerator(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 200 * len(d.monsters_of(1 - c.ctl)) - 500 * sum(1 for m in d.monsters_of(c.ctl) if m.idx != c.idx)


define(23309606, Effect(Kind.CONTINUOUS, affects=itself, atk=_incinerator,
                        text_en="+200 ATK for each opponent's monster, -500 for each other monster you control",
                        text_ja="相手フィールド上のモンスター１体につき攻撃力２００アップ、このカード以外の自分フィールド上の"
                                "モンスター１体につき５００ダウン"),
       tribute_filter=lambda d, m: d.atk(m) >= 2000, summon_discards_hand=True)


# 氷騎士 / Ice Knight (first printed in 2021: its only OCG text): +400 ATK for each Aqua monster you control; once a
# turn in your main phase: this turn you may normal summon a WATER monster once beyond your normal summon, and from
# its activation to the end of the turn you can summon and special summon only WATER monsters (`on_activation`: even
# if the effect is negated).
def _ice_knight(res: Resolution) -> None:
    res.duel.linger(res.card, res.player,
                    Effect(Kind.CONTINUOUS, extra_summon=lambda ctx, c: has_attribute(c, "WATER"),
                           text_en="you may normal summon a WATER monster once more this turn",
                           text_ja="このターン、通常召喚に加えて１度だけ水属性モンスターを召喚できる"),
                    res.cause)


_ONLY_WATER = Effect(Kind.CONTINUOUS, locks_summons=lambda ctx, player, m, how, gone, onto: player == ctx.player
                     and how in ("summon", "special_summon") and m.attribute != "WATER",
                     text_en="you can summon only WATER monsters this turn",
                     text_ja="このターン、自分が召喚・特殊召喚できるのは水属性モンスターのみ")


define(99328137,
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: 400 * sum(1 for m in ctx.duel.monsters_of(c.ctl)
                                           if m.face_up and ctx.duel.race(m) == "Aqua"),
              text_en="+400 ATK for each Aqua monster you control",
              text_ja="攻撃力４００アップ（自分の場の水族モンスター１体ごと）"),
       Effect(Kind.IGNITION, _ice_knight, once_per_turn=True, condition=face_up_here, does=Does.OTHER,
              on_activation=(_ONLY_WATER,),
              text_en="this turn: one more normal summon of a WATER monster, and only WATER monsters summoned",
              text_ja="このターン、通常召喚に加えて１度だけ水属性モンスターを召喚できる。ターン終了時まで水属性"
                      "モンスターしか召喚・特殊召喚できない"))
