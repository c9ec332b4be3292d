"""The effect monsters whose English name begins with P."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.activation_locks import battle_phase_traps, opponent
from arbiter.ocg.cards.common import (
    BANISH_SELF,
    NOT_IN_DAMAGE_STEP,
    PIERCING,
    TO_GRAVE_KINDS,
    TRIBUTE_SELF,
    battle_to_grave,
    can_special_summon,
    ctx_of,
    face_up_here,
    field_to_grave,
    grant_this_turn,
    itself,
    opponent_attacks,
    revivable,
    room,
    room_for_itself,
    takeable,
    tallied,
    tally,
    to_grave,
    token_data,
)
from arbiter.ocg.cards.shared.archfiends import PANDEMONIUM
from arbiter.ocg.cards.shared.attacks import battled_to_defense, battlers, may_attack_directly
from arbiter.ocg.cards.shared.card_kinds import is_spell_card
from arbiter.ocg.cards.shared.coins import ask_number
from arbiter.ocg.cards.shared.control import hand_taker
from arbiter.ocg.cards.shared.destruction import destroy_self
from arbiter.ocg.cards.shared.draw import PROTECTOR_OF_THE_SANCTUARY, draw_op, may_draw, sanctuary_blocks
from arbiter.ocg.cards.shared.effect_monsters import battle_damage_of, own_phase_burn, soldier_against
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_me,
    battle_damage_by_self,
    destroyed_in_its_battle,
    effect_player,
    phase_of,
    tribute_summoned,
)
from arbiter.ocg.cards.shared.life_points import standby_gain
from arbiter.ocg.cards.shared.moths import moth_procedure
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated
from arbiter.ocg.cards.shared.recruiters import battle_recruiter
from arbiter.ocg.cards.shared.resolving import ask_many, ask_yes_no, still_face_up_here
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_has, deck_searched, search
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    summon,
    summon_one_of,
    summon_picked,
    summon_targets,
    summonable,
)
from arbiter.ocg.cards.shared.stats import doubled_for_the_turn, stats_from
from arbiter.ocg.cards.shared.to_hand_and_deck import has_in_grave, to_top
from arbiter.ocg.cards.shared.tokens import makes_token_here, summon_token, summon_tokens
from arbiter.ocg.cards.shared.turn_log import times_placed
from arbiter.ocg.cards.shared.zones import face_up_machines, fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import LOOK_AT, TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, nothing_instead
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import has_attribute, is_named, name_includes, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of

T = Kind.TRIGGER

# 神殿を守る者 / Protector of the Sanctuary: while it is face-up, its controller's opponent draws no card
# outside the draw phase: the opponent cannot activate effects that would make them draw, and its
# controller cannot activate effects that would make the opponent draw (R004-076, R004-077), a mandatory one neither
# (「メタモルポット」 is not activated: docs/uncertain-rulings.md). A draw effect
# says who it makes draw in its `needs` (`may_draw`), which asks `sanctuary_blocks`; the effect declared here
# is what such a check finds (and what negating it turns off). A draw that resolves while it is face-up (an
# effect activated before it came face-up) draws nothing: the card stays in the deck.
define(PROTECTOR_OF_THE_SANCTUARY,
       Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "drawn" and ev.player == ctx.opponent
              and sanctuary_blocks(ctx.duel, ev.player), instead=lambda ctx, ev: None,
              text_en="the opponent cannot draw except in the draw phase",
              text_ja="相手はドローフェイズ以外でカードをドローできない"))

# 引きガエル / Poison Draw Frog: sent face-up from the field to the graveyard, its controller may draw 1; set,
# it draws nothing (`Event.pos` is its position before the move). Set and attacked, it is turned face-up in the
# damage step, so destroyed by that battle it draws.
def _frog_gone(ctx: Ctx, ev: Event) -> bool:
    return field_to_grave(ctx, ev) and not Pos(ev.pos).face_down


define(56840658, *(Effect(T, draw_op(1), trigger=k, when=_frog_gone, mandatory=False, misses_timing=True,
                          needs=may_draw("self"), draws=1, text_en="sent to the graveyard: draw 1",
                          text_ja="墓地へ送られた時、１枚ドローできる")
                   for k in ("destroyed", "sent", "tributed")),
       numbering=(1, 1, 1))  # one printed effect, declared once for each way to the graveyard

standby_gain(75917088, lambda ctx: 800 * len(ctx.duel.monsters_of(ctx.player)),
              "your standby phase: gain 800 LP for each monster you control",
              "スタンバイフェイズに自分のモンスター１体につき８００回復する",
              special_by=by_effect_of(72709014))

PUPPET_KING = 3167573


# パペット・キング / Puppet King: when the opponent adds a monster from their deck to their hand other
# than by drawing, you may special summon it from your hand; it is destroyed in the end phase of your
# next turn. Not in the damage step (R004-097); the add must be the last thing to happen (R004-098);
# a card added from the banished zone was not added from the deck (R004-103). Monsters added together set it off once
# (R004-055: one effect acting on several cards is one event).
def _opponent_searched(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.src == int(Zone.DECK) and ev.player == ctx.opponent and d.cards[ev.card].data.is_monster)


def _puppet_king(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.HAND and summon(res, c):
        tally(d, ("puppet", c.idx, times_placed(d, c.idx)), d.next_turn_of(res.player))


def _puppet_due(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    d = ctx.duel
    return ev.detail == "end" and d.turn in tallied(d, ("puppet", c.idx, times_placed(d, c.idx)))


define(PUPPET_KING,
       Effect(T, _puppet_king, trigger="to_hand", self_trigger=False, from_zone=Zone.HAND, when=_opponent_searched,
              mandatory=False, misses_timing=True, together=True, asks=True, needs=room_for_itself,
              condition=NOT_IN_DAMAGE_STEP,
              text_en="the opponent added a monster from the deck: special summon this card from the hand",
              text_ja="相手がデッキからモンスターを手札に加えた時、このカードを手札から特殊召喚する"),
       Effect(T, destroy_self, trigger="phase", self_trigger=False, when=_puppet_due,
              text_en="the end phase of your next turn: destroy this card",
              text_ja="次の自分のエンドフェイズにこのカードを破壊する"))

hand_taker(51119924, ("Warrior", "Spellcaster"), "Warrior or Spellcaster", "戦士族か魔法使い族")

# ピクシーナイト / Pixie Knight: when it is sent to the graveyard by battle, the opponent chooses 1 spell
# card in your graveyard; it is put on top of your deck.
define(35429292, Effect(T, to_top(is_spell_card, opponent_chooses=True), trigger="destroyed",
                        when=battle_to_grave, asks=True, needs=has_in_grave(is_spell_card),
                        text_en="the opponent chooses a spell in your graveyard; put it on top of your deck",
                        text_ja="自分の墓地の魔法カード１枚を相手が選び、デッキの一番上に置く"))


# 死霊操りしパペットマスター / Puppet Master: when it is tribute summoned, you may pay 2000 LP and target 2 Fiends in
# your graveyard (exactly 2, so 2 free monster zones); special summon them; they cannot attack this turn (R004-057).
def _puppet_master(res: Resolution) -> None:
    for t in summon_targets(res):
        res.duel.restrict(t, "attack", res.cause)


define(41442341, Effect(T, _puppet_master, trigger="summoned", when=tribute_summoned, cost=Cost(lp=2000),
                        mandatory=False, misses_timing=True, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
                        target=grave_target(lambda ctx, c: c.data.race == "Fiend", "2 Fiends in your graveyard",
                                            "自分の墓地の悪魔族モンスター２体", count=2),
                        text_en="special summon the targets; they cannot attack this turn",
                        text_ja="対象を特殊召喚する。このターン攻撃できない"))

treat_as(26439287, 70095154, where="field", instead=True)

# 寄生体ダニー / Parasitic Ticky: ATK/DEF = 500 x the tokens on the field.
define(87978805, stats_from(lambda ctx: 500 * sum(
    1 for p in (0, 1) for m in ctx.duel.monsters_of(p) if "token" in m.data.subtypes)))

C = Kind.CONTINUOUS

# 闇・道化師のペーテン / Peten the Dark Clown: when it is sent to the graveyard, you may banish it from the graveyard
# (the cost) to special summon 1 「闇・道化師のペーテン」 from your hand or deck. An optional "when" effect: it misses
# its timing if the move is not the last thing that happened.
PETEN = 52624755


def _petens(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[ctx.player].cards_in(z)
            if is_named(d.cards[i], PETEN)]


define(PETEN, *(Effect(T, lambda res: summon_one_of(res, _petens(res), deck=True), trigger=k, when=to_grave,
                       mandatory=False, misses_timing=True, cost=BANISH_SELF,
                       asks=True, needs=lambda ctx: bool(summonable(ctx, _petens(ctx)))
                       and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                       text_en="sent to the graveyard: banish it to special summon a Peten the Dark Clown from "
                               "your hand or deck",
                       text_ja="墓地へ送られた時：このカードを除外し、「闇・道化師のペーテン」１体を手札かデッキから特殊召喚する")
                for k in (*TO_GRAVE_KINDS, "discarded")),
       numbering=(1, 1, 1, 1))

# ピラミッド・タートル / Pyramid Turtle: destroyed by battle and sent to the graveyard, it may special summon a Zombie
# with 2000 or less DEF from the deck.
define(77044671, battle_recruiter(lambda c: c.data.race == "Zombie" and (c.data.def_ or 0) <= 2000
                                   and c.data.def_ is not None,
                                   "special summon a Zombie with 2000 or less DEF from the deck",
                                   "守備力２０００以下のアンデット族１体をデッキから特殊召喚する"))

# 幻獣ワイルドホーン / Phantom Beast Wild-Horn: it deals piercing battle damage.
define(7576264, PIERCING)

# パーフェクト機械王 / Perfect Machine King: it gains 500 ATK for each other face-up Machine monster on the field.
define(18891691, Effect(C, affects=itself,
                        atk=lambda ctx, c: 500 * sum(m.idx != c.idx for m in face_up_machines(ctx.duel)),
                        text_en="+500 ATK for each other face-up Machine on the field",
                        text_ja="このカード以外のフィールド上の機械族モンスター１体につき攻撃力５００アップ"))

# 月の女戦士 / Penumbral Soldier Lady: during the damage step of a battle with a LIGHT monster, it gains 1000 ATK.
define(64751286, Effect(Kind.CONTINUOUS, affects=itself, atk=soldier_against("LIGHT", 1000),
                        text_en="+1000 ATK in the damage step of a battle with a LIGHT monster",
                        text_ja="光属性と戦闘する間、ダメージステップ中は攻撃力が１０００上がる"))

# プロト・サイバー・ドラゴン / Proto-Cyber Dragon: its name is 「サイバー・ドラゴン」 while it is on the field (the
# `treat_as` above; it has no other effect).
define(26439287)

# 軍隊ピラニア / Piranha Army: the battle damage of its direct attacks is doubled.
define(50823978, Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=False, direct=True),
                        instead=lambda ctx, ev: dataclasses.replace(ev, amount=ev.amount * 2),
                        text_en="battle damage of its direct attacks is doubled",
                        text_ja="直接攻撃で与える戦闘ダメージは倍になる"))


# 代打バッター / Pinch Hopper: sent from your field to the graveyard, you may special summon an Insect monster from your
# hand (an optional "when" effect: tributed for a summon, it misses the timing, ocg-rules 3.3).
def _insects(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.HAND, lambda c: ctx.duel.race(c) == "Insect"
                               and can_special_summon(ctx, c))


define(26185991, *(Effect(T, lambda res: summon_one_of(res, _insects(ctx_of(res))), trigger=k, mandatory=False,
                          misses_timing=True, asks=True,
                          when=lambda ctx, ev: field_to_grave(ctx, ev) and ev.player == ctx.card.owner,
                          needs=lambda ctx: bool(_insects(ctx)),
                          text_en="sent from your field to the graveyard: special summon an Insect from your hand",
                          text_ja="自分の場から墓地へ送られた時：昆虫族１体を手札から特殊召喚してもよい")
                   for k in TO_GRAVE_KINDS),
       numbering=(1, 1, 1))


# ペンギン・ナイト / Penguin Knight: sent from the deck to the graveyard by an effect of the opponent's card, its owner
# shuffles every card of their graveyard into their deck.
def _from_deck_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.src == int(Zone.DECK) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT
            and effect_player(ctx.duel, ev.cause) != ctx.card.owner)


def _penguin_knight(res: Resolution) -> None:
    d = res.duel
    grave = [d.cards[i] for i in d.players[res.player].grave]
    if grave:
        d.to_deck(grave, res.cause)


define(36039163, Effect(T, _penguin_knight, trigger="sent", when=_from_deck_by_opponent,
                        # with every card kept there by 「王家の眠る谷－ネクロバレー」 it would do nothing
                        needs=lambda ctx: bool(takeable(ctx, lambda c: True, Zone.DECK, "to_deck")),
                        text_en="sent from the deck by the opponent's effect: shuffle your graveyard into your deck",
                        text_ja="相手のカードの効果でデッキから墓地へ送られた場合：自分の墓地のカードを全てデッキに加え、デッキをシャッフルする"))


# 憑依するブラッド・ソウル / Possessed Dark Soul: tribute it: take control of every face-up Level 3 or lower monster the
# opponent controls; with fewer free zones than such monsters, its player picks those taken (a reading), the others
# staying where they are.
def _low_opponents(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.opponent) if c.face_up and (d.level(c) or 0) <= 3]


def _possess(res: Resolution) -> None:
    taken = _low_opponents(res)
    room = res.duel.free_slots(res.player, Zone.MONSTERS)
    if len(taken) > room:
        taken = ask_many(res, taken, least=room, most=room) if room else []
    with res.duel.moving_together(res.cause):
        for c in taken:
            res.duel.take_control(c, res.player, res.cause)


define(52860176, Effect(Kind.IGNITION, _possess, cost=TRIBUTE_SELF, asks=True,
                        needs=lambda ctx: bool(_low_opponents(ctx)),
                        text_en="tribute this card: take control of the opponent's face-up Level 3 or lower monsters",
                        text_ja="このカードを生け贄に捧げ、相手の表側表示でレベル３以下のモンスター全てのコントロールを得る"))


# 闇王プロメティス / Prometheus, King of the Shadows: normal summoned, its player banishes any number of DARK monsters
# from their graveyard, at least one where there is one (docs/uncertain-rulings.md); it gains 400 ATK for each until
# the end of the turn.
def _prometheus(res: Resolution) -> None:
    d = res.duel
    # none that 「王家の眠る谷－ネクロバレー」 or the opponent's 「霊滅術師 カイクウ」 keeps in the graveyard
    darks = takeable(ctx_of(res), lambda c: c.data.is_monster and has_attribute(c, "DARK"), Zone.BANISHED, "banished")
    gone = d.banish(ask_many(res, darks, least=1), res.cause) if darks else []
    if gone and res.card.oid == res.link.oid:
        d.boost(res.card, 400 * len(gone), 0, res.cause)


define(82213171, Effect(T, _prometheus, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal", asks=True,
                        text_en="normal summoned: banish any number of DARK monsters from your graveyard; +400 ATK "
                                "each this turn",
                        text_ja="召喚に成功した時、自分の墓地の闇属性モンスターを任意の数除外し、その数×４００攻撃力アップ"))

# 魔法の国の王女－クラン / Princess Curran: it cannot be normal summoned; it is special summoned only by the effect of
# 「王女の試練」; in its controller's standby phase the opponent takes 600 damage for each monster they control.
define(2316186, own_phase_burn("standby", lambda ctx: 600 * len(ctx.duel.monsters_of(ctx.opponent)),
                               "your standby phase: 600 damage per monster the opponent controls",
                               "自分のスタンバイフェイズ：相手の場のモンスター１体につき６００ダメージを与える"),
       special_by=by_effect_of(72709014))

# 地獄の番熊 / Pandemonium Watchbear: while it is face-up on your field, your 「万魔殿－悪魔の巣窟－」
# is not destroyed by the effects of cards the opponent controls.
def _opponent_destroys_pandemonium(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card] if ev.card >= 0 else None
    return (ev.kind == "destroyed" and c is not None and c.on_field and c.ctl == ctx.player and is_named(c, PANDEMONIUM)
            and ev.cause.reason is Reason.EFFECT and effect_player(d, ev.cause) != ctx.player)


define(75375465, Effect(Kind.REPLACEMENT, when=_opponent_destroys_pandemonium, instead=nothing_instead,
                        text_en="your Pandemonium is not destroyed by the opponent's card effects",
                        text_ja="自分の「万魔殿－悪魔の巣窟－」は相手のカードの効果では破壊されない"))


# 幻獣ロックリザード / Phantom Beast Rock-Lizard: it may be summoned (not set) with 1 tribute if that tribute is a
# 「幻獣」 monster; each monster it destroys by battle costs the opponent 500 LP; destroyed by an effect of a card the
# opponent controls and sent to the graveyard (from the field, the hand or the deck), the opponent takes 2000 damage.
def _destroyed_by_opponent(ctx: Ctx, ev: Event) -> bool:
    # wherever it is destroyed (in the hand too: 「死のデッキ破壊ウイルス」), while its owner controls it (ev.player:
    # its controller before the move), by a card of the owner's opponent
    return (ev.cause.reason is Reason.EFFECT and ev.dst == int(Zone.GRAVE) and ev.player == ctx.card.owner
            and effect_player(ctx.duel, ev.cause) != ev.player)


define(70969517,
       Effect(T, lambda res: res.duel.damage(res.opponent, 500, res.cause), trigger="destroyed", self_trigger=False,
              when=destroyed_in_its_battle, text_en="each monster it destroys by battle: 500 damage to the opponent",
              text_ja="戦闘で破壊したモンスター１体につき相手に５００ダメージ"),
       Effect(T, lambda res: res.duel.damage(res.opponent, 2000, res.cause), trigger="destroyed",
              when=_destroyed_by_opponent,
              text_en="destroyed by the opponent's card effect: 2000 damage to the opponent",
              text_ja="相手のカードの効果で破壊されて墓地へ送られた場合：相手に２０００ダメージ"),
       fewer_tributes=1, fewer_if=lambda m: name_includes(m, "幻獣"), fewer_face_up=True)


# 棘の妖精 / Prickle Fairy: while it is face-up on the field, the opponent cannot attack your other Insect monsters;
# a monster that battled it goes to defense position as the damage step ends.
define(91559748,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx != ctx.card.idx and c.zone is Zone.MONSTERS and c.face_up
              and c.ctl == ctx.player and ctx.duel.race(c) == "Insect",
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player,
              text_en="the opponent cannot attack your Insect monsters while this card is on the field",
              text_ja="このカードが場にある間、相手は自分の昆虫族モンスターに攻撃できない"),
       Effect(Kind.AT_ONCE, battled_to_defense, trigger="damage_step_end", self_trigger=False,
              when=lambda ctx, ev: ctx.card.idx in (ev.card, ev.amount) and ev.amount >= 0,
              text_en="a monster that battled it goes to defense position as the damage step ends",
              text_ja="戦闘相手のモンスターは、ダメージステップの終わりに守備表示になる"))


# 幻獣サンダーペガス / Phantom Beast Thunder-Pegasus: when an opponent's monster declares an attack, you may banish it
# from your graveyard to have a targeted 「幻獣」 monster you control not be destroyed by battle this turn.
def _pegasus(res: Resolution) -> None:
    for t in res.targets():
        grant_this_turn(res, t, "not destroyed by battle this turn", "このターン戦闘では破壊されない",
                        battle_proof=True)


define(34961968, Effect(Kind.QUICK, _pegasus, from_zone=Zone.GRAVE, cost=BANISH_SELF,
                        condition=opponent_attacks,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: name_includes(c, "幻獣"),
                                          text_en="a Phantom Beast monster you control",
                                          text_ja="自分の場の「幻獣」モンスター"),
                        text_en="an opponent's monster attacks: banish this card from the graveyard: the target is "
                                "not destroyed by battle this turn",
                        text_ja="相手モンスターの攻撃時、墓地から除外する：対象の「幻獣」モンスターはこのターン、戦闘で破壊されない"))


# パトロイド / Patroid: once a turn in your main phase, look at a set card the opponent controls (it stays as it is).
# パトロール・ロボ / Patrol Robo: while it is face-up on the field, in your standby phase you may look at a set card the
# opponent controls.
def _opponents_set_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.opponent]
    return [d.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0 and not d.cards[i].face_up]


def _look_at_one(res: Resolution) -> None:
    cands = _opponents_set_cards(res)
    if cands:
        res.duel.reveal([res.ask_cards(cands, purpose=LOOK_AT)], res.player)


define(71930383, Effect(Kind.IGNITION, _look_at_one, once_per_turn=True, asks=True, condition=face_up_here,
                        needs=lambda ctx: bool(_opponents_set_cards(ctx)),
                        text_en="look at a set card the opponent controls",
                        text_ja="相手のセットされたカード１枚を確認する"))
define(76775123, Effect(T, _look_at_one, trigger="phase", self_trigger=False, when=phase_of("standby"),
                        mandatory=False, asks=True, needs=lambda ctx: bool(_opponents_set_cards(ctx)),
                        text_en="your standby phase: look at a set card the opponent controls",
                        text_ja="自分のスタンバイフェイズ時、相手のセットされたカード１枚を確認する"))


# 漆黒の豹戦士パンサーウォリアー / Panther Warrior: to declare an attack with it, its controller tributes another
# monster of theirs.
define(42035044, Effect(Kind.CONTINUOUS, affects=itself, attack_tributes=1,
                        text_en="tribute another monster of yours to declare an attack with it",
                        text_ja="このカードの攻撃宣言の際に、このカード以外の自分のモンスター１体を生け贄に捧げる"))


# 幻獣クロスウィング / Phantom Beast Cross-Wing: while it is in the graveyard, every 「幻獣」 monster on the field gains
# 300 ATK.
define(71181155, Effect(Kind.CONTINUOUS, from_zone=Zone.GRAVE, atk=lambda ctx, c: 300,
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and name_includes(c, "幻獣"),
                        text_en="in the graveyard: Phantom Beast monsters on the field gain 300 ATK",
                        text_ja="墓地にある間、場の「幻獣」モンスターは攻撃力が３００上がる"))


# ゴースト王－パンプキング－ / Pumpking the King of Ghosts: while a face-up 「闇晦ましの城」 is on the field it gains
# 100 ATK and DEF, and 100 more in each of your standby phases, up to your 4th. The growth lasts while a face-up Castle
# stays on the field (either one: another Castle keeps it) and it stays face-up; once none is left, or it turned
# face-down, it is lost and counts again from 0.
CASTLE_OF_DARK_ILLUSIONS = 62121
_PUMPKING, _PUMPKING_RESET = "pumpking", "pumpking reset"


def _castle(ctx: Ctx | Resolution) -> Card | None:
    d = ctx.duel
    return next((c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and is_named(c, CASTLE_OF_DARK_ILLUSIONS)),
                None)


def _pumpking_growth(ctx: Ctx, c: Card) -> int:
    """The standby phases it grew in (`Duel.serial`s) since it last turned face-up (turned face-down, it is a new card)
    and since a face-up Castle was last missing from the field."""
    d = ctx.duel
    since = max(marked(d, _PUMPKING_RESET, c), default=-1)
    face_up = d.stamp_of(c)[0]
    return sum(1 for v in marked(d, _PUMPKING, c) if v > since and v >= face_up)


def _pumpking_gain(ctx: Ctx, c: Card) -> int:
    return 0 if _castle(ctx) is None else 100 * (1 + min(4, _pumpking_growth(ctx, c)))


def _pumpking_grows(res: Resolution) -> None:
    if _castle(res) is not None and res.card.zone is Zone.MONSTERS and res.card.face_up:
        mark(res.duel, _PUMPKING, res.card, res.duel.serial, read_by_effects=True)


def _castle_gone(ctx: Ctx, ev: Event) -> bool:
    """Not an effect: a Castle left the field or turned face-down and none is left face-up: the growth is lost."""
    d = ctx.duel
    if ev.card >= 0 and is_named(d.cards[ev.card], CASTLE_OF_DARK_ILLUSIONS) and _castle(ctx) is None:
        mark(d, _PUMPKING_RESET, ctx.card, d.serial, read_by_effects=True)
    return False


_CASTLE_LEAVES = ("destroyed", "sent", "tributed", "banished", "to_hand", "to_deck", "position")
define(29155212,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_pumpking_gain, defense=_pumpking_gain,
              text_en="+100 ATK/DEF with Castle of Dark Illusions, +100 more each of your standby phases (4 at most)",
              text_ja="「闇晦ましの城」がある間は攻守＋１００、自分のスタンバイフェイズごとに＋１００を重ねる（４回まで）"),
       Effect(T, _pumpking_grows, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: phase_of("standby")(ctx, ev) and _castle(ctx) is not None
              and _pumpking_growth(ctx, ctx.card) < 4,
              text_en="your standby phase with Castle of Dark Illusions: +100 ATK/DEF",
              text_ja="「闇晦ましの城」がある時、自分のスタンバイフェイズに攻守１００アップ"),
       *(Effect(T, never_activated, note=True, trigger=k, self_trigger=False, when=_castle_gone,
                text_en="(remembered for its growth)", text_ja="（成長のために覚えておく）") for k in _CASTLE_LEAVES),
       numbering=(1, 2, *(3 for _ in _CASTLE_LEAVES)))


# 疫病狼 / Plague Wolf: once a turn in your main phase, its ATK becomes twice its original ATK until the end of the
# turn; used, it is destroyed in that end phase.
define(55696885, doubled_for_the_turn("once a turn: its ATK becomes twice its original ATK this turn; it is "
                                      "destroyed in the end phase",
                                      "１ターンに１度：このターンの間、攻撃力が元々の攻撃力の２倍になる。"
                                      "エンドフェイズにこのカードを破壊する"))


# 幻銃士 / Phantom Skyblaster: normal or flip summoned, it may special summon as many 「銃士トークン」 as its
# controller chooses, up to the number of monsters they control then; in their standby phase it may deal the
# opponent 300 damage for each face-up 「銃士」 monster they control, and then their 「銃士」 monsters cannot declare
# an attack that turn.
SKYBLASTER_TOKEN = 12958920


def _skyblaster(c: Card) -> bool:
    return c.face_up and name_includes(c, "銃士")


def _skyblaster_tokens(res: Resolution) -> None:
    d = res.duel
    most = min(len(d.monsters_of(res.player)), d.free_slots(res.player, Zone.MONSTERS))
    data = token_data(SKYBLASTER_TOKEN, "銃士トークン")
    if most < 1 or not d.may_create_token(data, res.player, res.cause):
        return  # no number is asked for tokens that cannot come (a lock chained to it)
    n = ask_number(res, list(range(1, most + 1)))
    summon_tokens(res, data, n, ask=ask_face_up)


def _skyblaster_volley(res: Resolution) -> None:
    d = res.duel
    d.damage(res.opponent, 300 * sum(1 for m in d.monsters_of(res.player) if _skyblaster(m)), res.cause)


# the attack ban comes with the volley's activation, so a negated volley keeps it too
_SKYBLASTERS_HOLD_FIRE = Effect(Kind.CONTINUOUS, forbids=("attack",),
                                affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player
                                and name_includes(c, "銃士"),
                                text_en="your 銃士 monsters cannot declare an attack this turn",
                                text_ja="自分の「銃士」モンスターはこのターン攻撃宣言できない")


define(12958919,
       Effect(Kind.TRIGGER, _skyblaster_tokens, trigger="summoned", mandatory=False, asks=True, misses_timing=True,
              needs=makes_token_here(SKYBLASTER_TOKEN, "銃士トークン"),
              text_en="normal or flip summoned: special summon 銃士 tokens, up to the number of monsters you control",
              text_ja="召喚・反転召喚に成功した時：自分の場のモンスターと同じ数まで「銃士トークン」を特殊召喚する"),
       Effect(Kind.TRIGGER, _skyblaster_volley, trigger="phase", self_trigger=False, mandatory=False,
              when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.tp == ctx.player,
              on_activation=(_SKYBLASTERS_HOLD_FIRE,),
              text_en="your standby phase: 300 damage to the opponent for each 銃士 monster you control; they "
                      "cannot attack this turn",
              text_ja="自分のスタンバイフェイズ：自分の「銃士」モンスター１体につき相手に３００ダメージ。"
                      "それらはこのターン攻撃宣言できない"))


# 漆黒の戦士 ワーウルフ / Pitch-Black Warwolf: while it is face-up on the field, the opponent cannot activate trap
# cards during the battle phase.
define(88975532, Effect(Kind.CONTINUOUS, locks_activations=opponent(battle_phase_traps),
                        text_en="the opponent cannot activate trap cards during the battle phase",
                        text_ja="相手はバトルフェイズ中に罠カードを発動できない"))


# The パペット (Puppet) monsters (the pool's current texts: these cards were first printed after the era). "Once a
# turn by name" is `once_per_name`: counted as the effect is activated, so a negated activation is a use.
PUPPET_PAWN = 89839552
PROMOTION = 88617904


def _earth_warrior(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Warrior" and has_attribute(c, "EARTH")


# パペット・ルーク / Puppet Rook: normal summoned, it may turn to defense position, and then send an EARTH Warrior from
# your deck to the graveyard; the opponent's monsters that can attack must attack it; once a turn, chosen as an
# attack target: target a Level 6 or higher EARTH Warrior in your graveyard: send this card from the field to the
# graveyard, and if so special summon the target, then the attack moves to it.
def _rook_guard(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not still_face_up_here(res) or me.pos is not Pos.ATTACK:
        return
    d.set_position(me, Pos.DEFENSE, res.cause)
    if Pos(me.pos) is Pos.DEFENSE:  # "and if you do"
        cands = [d.cards[i] for i in d.players[res.player].deck if _earth_warrior(d.cards[i])]
        with deck_searched(d, res.player, True):  # looked through for one, found or not: shuffled after (R004-100)
            if cands:
                d.send_to_grave([res.ask_cards(cands, purpose=TO_GRAVEYARD.monster).idx], res.cause)


def _rook_can_guard(ctx: Ctx) -> bool:
    """Activated only while it can turn to defense position and an EARTH Warrior of the deck can be sent."""
    d = ctx.duel
    return ctx.card.pos is Pos.ATTACK and any(_earth_warrior(d.cards[i]) for i in d.players[ctx.player].deck)


def _rook_swap(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not still_face_up_here(res):
        return
    d.send_to_grave([me.idx], res.cause)
    if me.zone is not Zone.GRAVE:
        return
    for t in summon_targets(res):
        if d.attack is not None:  # "then" (その後): a step of its own; with the attack gone, none follows
            d.next_thing()
            d.change_attack(target=t)


define(77590412,
       Effect(Kind.TRIGGER, _rook_guard, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              mandatory=False, asks=True, misses_timing=True, needs=_rook_can_guard,
              text_en="normal summoned: turn it to defense position, then send an EARTH Warrior from your deck to the "
                      "graveyard",
              text_ja="召喚に成功した時：守備表示になり、地属性・戦士族１体をデッキから墓地へ送る"),
       Effect(Kind.CONTINUOUS, affects=itself, lures=True,
              text_en="the opponent's monsters that can attack must attack it",
              text_ja="攻撃できる相手モンスターは、攻撃対象にこのカードを選ばなければならない"),
       Effect(Kind.TRIGGER, _rook_swap, trigger="attack_declared", self_trigger=False, once_per_turn=True,
              mandatory=False, asks=True,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              target=revivable(lambda ctx, c: _earth_warrior(c) and (c.data.level or 0) >= 6,
                               "a Level 6 or higher EARTH Warrior in your graveyard",
                               "自分の墓地の地属性・戦士族でレベル６以上のモンスター"),
              text_en="chosen as an attack target: send it to the graveyard, special summon the target; the attack "
                      "moves to it",
              text_ja="攻撃対象に選択された時、このカードを墓地へ送り対象を特殊召喚する。その後攻撃対象をそのモンスターに移し替える"))


# パペット・ポーン / Puppet Pawn: it can attack directly; (once a turn by name) when it deals battle damage to the
# opponent, add a 「プロモーション」 from your deck to your hand; (once a turn by name) banish it from your graveyard
# (the cost): add an EARTH Warrior other than 「パペット・ポーン」 from your deck, then the opponent may add a monster
# from their deck to their hand.
def _pawn_promotes(res: Resolution) -> None:
    search(res, lambda c: is_named(c, PROMOTION))


def _pawn_recruit(c: Card) -> bool:
    return _earth_warrior(c) and not is_named(c, PUPPET_PAWN)


def _pawn_recruits(res: Resolution) -> None:
    d = res.duel
    if search(res, _pawn_recruit) is None:
        return
    if any(d.cards[i].data.is_monster for i in d.players[res.opponent].deck) and ask_yes_no(
            res, res.opponent, "add a monster from the deck to the hand?", "デッキからモンスターを手札に加えるか"):
        d.next_thing()  # "then" (その後): taken, a step of its own; declined, the first add was the last thing
        search(res, lambda c: c.data.is_monster, res.opponent)


define(PUPPET_PAWN,
       Effect(Kind.CONTINUOUS, affects=itself, direct_attack=True, text_en="it can attack directly",
              text_ja="このカードは直接攻撃できる"),
       Effect(Kind.TRIGGER, _pawn_promotes, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
              once_per_name=True, mandatory=False, asks=True,
              needs=deck_has(lambda c: is_named(c, PROMOTION)),
              text_en="deals battle damage to the opponent: add a Promotion from your deck",
              text_ja="相手に戦闘ダメージを与えた場合：「プロモーション」１枚をデッキから手札に加える"),
       Effect(Kind.IGNITION, _pawn_recruits, from_zone=Zone.GRAVE, cost=BANISH_SELF, asks=True,
              once_per_name=True, needs=deck_has(_pawn_recruit),
              text_en="banish it from your graveyard: add an EARTH Warrior from your deck, then the opponent may add "
                      "a monster from theirs",
              text_ja="墓地から除外する：「パペット・ポーン」以外の地属性・戦士族１体をデッキから手札に加える。"
                      "続いて相手も自分のデッキからモンスター１体を手札に加えてよい"))


# パペット・クィーン / Puppet Queen: when the opponent adds a monster from their deck to their hand other than by
# drawing (not in the damage step; an optional "when": the add must be the last thing, as for 「パペット・キング」,
# R004-098; monsters added together set it off once, as they do 「パペット・キング」), special summon it from your
# hand; (once a turn by name, counted as it is activated: a negated activation is a use) normal or special summoned
# (not flip summoned): special summon a Level 7 EARTH Warrior from your hand or graveyard, and if that is
# 「パペット・キング」, your EARTH Warriors have +1000 ATK through the next turn's end.
def _opp_searched(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.src == int(Zone.DECK) and ev.card >= 0 and d.cards[ev.card].owner != ctx.card.owner
            and d.cards[ev.card].data.is_monster and not d.phase.startswith("battle:damage")
            and ctx.card.zone is Zone.HAND)


def _queen_arrives(res: Resolution) -> None:
    if res.card.zone is Zone.HAND and res.card.oid == res.link.oid:
        summon(res, res.card)


def _level_7_earth_warriors(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.player]
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
    return summonable(ctx, [c for c in (d.cards[i] for i in (*pl.hand, *pl.grave))
                            if _earth_warrior(c) and (c.data.level or 0) == 7])


def _queen_calls(res: Resolution) -> None:
    d = res.duel
    m = summon_picked(res, _level_7_earth_warriors(ctx_of(res)))
    if m is not None and is_named(m, PUPPET_KING):
        with d.moving_together(res.cause):
            for w in [w for w in d.monsters_of(res.player)
                      if w.face_up and d.race(w) == "Warrior" and has_attribute(w, "EARTH")]:  # its Type now
                d.boost(w, 1000, 0, res.cause, until=Until(turn=d.turn + 1))


define(15001619,
       Effect(Kind.TRIGGER, _queen_arrives, trigger="to_hand", self_trigger=False,
              from_zone=Zone.HAND, when=_opp_searched, mandatory=False, misses_timing=True, together=True, asks=True,
              needs=room_for_itself,
              text_en="the opponent adds a monster from their deck to their hand (not by drawing): special summon it "
                      "from your hand",
              text_ja="相手がドローではなくデッキからモンスターを手札に加えた時：手札のこのカードを特殊召喚する"),
       *(Effect(Kind.TRIGGER, _queen_calls, trigger=k, when=lambda ctx, ev: ev.detail != "flip", mandatory=False,
                asks=True, once_per_name=True,
                needs=lambda ctx: room(ctx) and bool(_level_7_earth_warriors(ctx)),
                text_en="summoned: special summon a Level 7 EARTH Warrior from your hand or graveyard (Puppet King: "
                        "your EARTH Warriors +1000 ATK until the end of the next turn)",
                text_ja="召喚・特殊召喚された場合：レベル７の地属性・戦士族１体を手札か墓地から特殊召喚する。"
                        "「パペット・キング」なら自分の戦士族・地属性モンスターの攻撃力は次のターンの終了時まで１０００アップ")
         for k in ("summoned", "special_summoned")),
       numbering=(1, 2, 2))


# ファントム・オブ・カオス / Phantom of Chaos: once a turn, target an effect monster in your graveyard: banish it, and
# if so, until the end phase this card takes on that monster's name and original ATK, and that monster's effects
# replace this one (`Duel.take_on`); the opponent takes no battle damage from its battles. A gemini monster is a
# normal monster in the graveyard (`Duel.is_effect_monster`), so it cannot be the target.
def _phantom(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.banish([t], res.cause)
        if t.zone is Zone.BANISHED and still_face_up_here(res):
            d.take_on(res.card, t.base, res.cause, keep=(2,))


def _no_battle_damage_to_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player != ctx.card.ctl
            and ctx.card.idx in battlers(ctx.duel))


define(30312361,
       Effect(Kind.IGNITION, _phantom, once_per_turn=True, condition=face_up_here,
              target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: ctx.duel.is_effect_monster(c),
                                text_en="an effect monster in your graveyard", text_ja="自分の墓地の効果モンスター"),
              text_en="banish the target: until the end phase this card takes on its name, original ATK and effects",
              text_ja="対象を除外する：エンドフェイズまで、このカードはその名前・元々の攻撃力・効果を持つ"),
       Effect(Kind.REPLACEMENT, when=_no_battle_damage_to_opponent, instead=lambda ctx, ev: None,
              text_en="the opponent takes no battle damage from its battles",
              text_ja="このカードの戦闘では相手は戦闘ダメージを受けない"))
# 究極完全態・グレート・モス / Perfectly Ultimate Great Moth: it cannot be normal summoned; it is special summoned
# from the hand by tributing a 「プチモス」 you control that has worn 「進化の繭」 for 6 or more of your turns.
define(48579379, moth_procedure(6), normal_summon=False)


# ノーブル・ド・ノワール / Patrician of Darkness: while it is face-up on the field, its controller chooses the
# monster each attack of the opponent's monsters is declared on.
define(19153634, Effect(Kind.CONTINUOUS, picks_attack_targets=True,
                        text_en="you choose the targets of the opponent's monsters' attacks",
                        text_ja="相手モンスターが何を攻撃するかは、このカードのコントローラーが決める"))


# ペンギン魚雷 / Penguin Torpedo (first printed in 2020: its only OCG text): it may attack directly; when it inflicts
# battle damage to the opponent, you may take control of a targeted Level 6 or lower monster they control until the end
# phase, its effects negated and no attack declared with it while you control it (that effect of cards of its name
# once a turn); at the end of the damage step of its attack, it is destroyed.
def _torpedo_hit(res: Resolution) -> None:
    d = res.duel
    me = res.player
    targets = res.targets()
    if not targets or not d.take_control(targets[0], me, res.cause, until_end=True):
        return
    t = targets[0]
    ref = (t.idx, t.oid)
    d.linger(res.card, me, Effect(Kind.CONTINUOUS, negates="monster",
                                  affects=lambda ctx, m: (m.idx, m.oid) == ref and m.ctl == me,
                                  text_en="its effects are negated while you control it",
                                  text_ja="コントロールを得ている間、効果は無効化される"),
             res.cause, turns=1, while_there=t, face_up=True)
    d.restrict(t, "attack", res.cause)


define(17679043, may_attack_directly(),
       Effect(T, _torpedo_hit, trigger="damage", self_trigger=False, when=battle_damage_by_self, once_per_name=True,
              mandatory=False, needs=room,
              target=TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.level(c) <= 6,
                                text_en="a Level 6 or lower monster the opponent controls",
                                text_ja="相手の場のレベル６以下のモンスター"),
              text_en="battle damage to the opponent: take control of the target until the end phase (its effects "
                      "negated, no attack)",
              text_ja="相手に戦闘ダメージを与えた場合：エンドフェイズまで対象のコントロールを得る（その効果は"
                      "無効、攻撃宣言もできない）"),
       Effect(T, destroy_self, trigger="damage_step_end",
              text_en="it attacked: destroy it at the end of the damage step",
              text_ja="攻撃した後、ダメージステップの終わりにこのカードは破壊される"))


# プレイング・マンティス / Praying Mantis (first printed in 2023: its only OCG text): in your standby phase you may
# special summon a 「ベビーカマキリトークン」; once a turn, as an opponent's monster declares an attack, send a card
# of your spell & trap zones to the graveyard to return that monster to its owner's hand; banish it from your
# graveyard to special summon a 「ベビーカマキリトークン」 (the first and third effects of cards of its name once a
# turn each).
BABY_MANTIS_TOKEN = 31600514


_MANTIS_ROOM = makes_token_here(BABY_MANTIS_TOKEN, "ベビーカマキリトークン")


def _baby_mantis(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS):
        data = token_data(BABY_MANTIS_TOKEN, "ベビーカマキリトークン")
        summon_token(res, data, ask=ask_face_up)


def _attacker_oid(ctx: Ctx) -> int:
    """The attacking object as the return is activated (noted on the link)."""
    return ctx.duel.attack[1] if ctx.duel.attack is not None else 0


def _mantis_sends_back(res: Resolution) -> None:
    # "that monster" is the one that declared the attack, still the same object: returned even if its attack
    # has ended since (negated in answer)
    d = res.duel
    for ev in res.link.events:
        attacker = d.cards[ev.card] if ev.kind == "attack_declared" else None
        if (attacker is not None and attacker.oid == res.link.noted and attacker.zone is Zone.MONSTERS
                and attacker.ctl == res.opponent):
            d.to_hand([attacker], res.cause)


define(31600513,
       Effect(T, _baby_mantis, trigger="phase", self_trigger=False, mandatory=False, once_per_name=True, asks=True,
              when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.tp == ctx.player, needs=_MANTIS_ROOM,
              text_en="your standby phase: special summon a Baby Mantis Token",
              text_ja="自分のスタンバイフェイズ：「ベビーカマキリトークン」を１体特殊召喚する"),
       Effect(Kind.QUICK, _mantis_sends_back, does=Does.MONSTERS | Does.OPPONENTS,
              condition=lambda ctx: face_up_here(ctx) and opponent_attacks(ctx), notes_on_activation=_attacker_oid,
              once_per_turn=True, cost=Cost(field_send=1, field_filter=lambda ctx, c: c.zone is Zone.SPELLS),
              text_en="an opponent's monster attacks: send a card of your spell & trap zones to the graveyard to "
                      "return that monster to the hand",
              text_ja="相手モンスターが攻撃宣言した時：自分の魔法＆罠カードゾーンから１枚を墓地へ送り、攻撃モンスターを"
                      "持ち主の手札に戻す"),
       Effect(Kind.IGNITION, _baby_mantis, from_zone=Zone.GRAVE, cost=BANISH_SELF, once_per_name=True, asks=True,
              needs=_MANTIS_ROOM, text_en="banish this card from your graveyard: special summon a Baby Mantis Token",
              text_ja="墓地から除外する：「ベビーカマキリトークン」を１体特殊召喚する"),
       numbering=(1, 2, 3))
