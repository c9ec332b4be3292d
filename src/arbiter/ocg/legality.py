"""What a player may do now: the legal activations and the turn player's open-game-state actions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.kernel.log import quoted
from arbiter.kernel.reasons import Why, counted, in_lang, wide
from arbiter.ocg import activation_locks, fusion, one_each, synchro
from arbiter.ocg.attack_targets import Defenders
from arbiter.ocg.battle import CHOSEN_TARGET, Attack
from arbiter.ocg.carddata import KINDS
from arbiter.ocg.categories import Does, only_searches
from arbiter.ocg.chain import (
    CARD_FORBIDDEN,
    NAME_USED,
    USED_THIS_TURN,
)
from arbiter.ocg.cost_first import Ways, lifting, work_refusal
from arbiter.ocg.cost_first import refusal as after_cost
from arbiter.ocg.costs import (
    cost_unpaid,
    counter_holders,
    field_cost_candidates,
    fusion_tribute_fusions,
    grave_cost_candidates,
    hand_cost_candidates,
    material_pool,
    self_cost_payable,
    tribute_candidates,
    tribute_choices,
)
from arbiter.ocg.counter_names import counter_name
from arbiter.ocg.effects import Answers, Ctx, Effect, Kind, failed_words
from arbiter.ocg.lasting import Allow, ExtraBattle, Left
from arbiter.ocg.names import count_names
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import may_summon_face_up, normal_summonable
from arbiter.ocg.summon_locks import SPECIAL, TRIBUTE, Lifts, lifted_by

if TYPE_CHECKING:
    from arbiter.ocg.chain import Window
    from arbiter.ocg.duel import Duel

MAIN_PHASES = ("main1", "main2")


# two refusals' words, which the fronts' explanations recognise (`refusals.QUOTED`)
CONDITION = Why("its activation condition does not hold", "発動条件を満たしていない")
# the battle step offers no way on while a monster that must attack (or must attack a lure) still can
MUST_ATTACK = Why("a monster that must attack can still attack", "攻撃しなければならないモンスターがまだ攻撃できる")
TRIGGER_EVENT = Why("a trigger effect is activated only when its event happens",
                    "誘発効果は、その発動条件となる事象が起きた時にしか発動できない")
# a face-down monster watches nothing (`Duel.watchers`): its triggers about other events wait for it to be face-up
FACE_DOWN_WATCH = Why("it is face-down: its trigger effects about other events are set off only while it is face-up "
                      "on the field",
                      "裏側表示のため、他の事象で誘発する効果は表側表示でフィールドに存在する時にしか発動しない")

# the refusals' words in both languages (`kernel.reasons.Why`): fixed ones made once, so a check allocates nothing
NOT_OWN = tuple(Why(f"it is not {ab}'s card", f"{ab}のカードではない") for ab in "AB")
DAMAGE_STEP = Why("it cannot be activated in the damage step", "ダメージステップには発動できない")
AT_CALCULATION = Why("an ATK/DEF change is activated only until damage calculation, and an effect of damage "
                     "calculation has been activated in this battle",
                     "攻撃力・守備力を変化させる効果はダメージ計算前までしか発動できず、"
                     "この戦闘ではダメージ計算時に発動する効果が既に発動している")
SPEED_1_OPEN = Why("spell speed 1 is activated only at an open game state, never in a response window",
                   "スペルスピード１は、他の処理が行われていない時にしか発動できず、チェーンできるタイミングには発動できない")
UNCHAINABLE = Why("nothing can be activated in response to that activation", "その発動にはチェーンして発動できない")
UNCHAINABLE_KIND = {k: Why(f"no {k} card can be activated in response to that activation",
                           f"{ja}カードはその発動にチェーンして発動できない") for k, ja in KINDS.items()}
SPEED_1_CHAIN = Why("spell speed 1 never responds to a chain", "スペルスピード１はチェーンして発動できない")
SPEED_BELOW = {(s, top): Why(f"spell speed {s} cannot be chained to spell speed {top}",
                             f"スペルスピード{wide(s)}はスペルスピード{wide(top)}にチェーンできない")
               for s in range(1, 4) for top in range(1, 4)}
TRAP_FROM_HAND = Why("a trap card is set before it is activated, never activated from the hand",
                     "罠カードはセットしてから発動し、手札から発動できない")
SPELL_OWN_TURN = Why("a spell is activated from the hand only in its controller's own turn",
                     "魔法カードを手札から発動できるのは自分のターンだけ")
NO_FREE_ZONE = Why("there is no free zone for the card", "カードを置く空きゾーンがない")
SPELL_MAIN = Why("this spell is activated only at an open game state of its controller's main phase",
                 "この魔法カードは、自分のメインフェイズの他の処理が行われていない時にしか発動できない")
FACE_UP_DONE = Why("the card is face-up: its activation is over", "表側表示で、カードの発動は既に終わっている")
SET_THIS_TURN = {"trap": Why("a trap cannot be activated the turn it was set",
                             "罠カードはセットしたターンには発動できない"),
                 "spell": Why("a quick-play spell cannot be activated the turn it was set",
                              "速攻魔法はセットしたターンには発動できない")}
HAND_OR_SET = Why("a spell or trap card is activated from the hand or set on the field",
                  "魔法・罠カードは手札から、またはフィールドにセットされた状態から発動する")
ZONE_JA = {Zone.DECK: "デッキ", Zone.HAND: "手札", Zone.MONSTERS: "モンスターカードゾーン",
           Zone.SPELLS: "魔法＆罠カードゾーン", Zone.FIELD: "フィールドカードゾーン", Zone.GRAVE: "墓地",
           Zone.BANISHED: "除外されたカード", Zone.EXTRA: "融合デッキ", Zone.GONE: "ゲームの外"}
USED_FROM = {z: Why(f"this effect is used from the {z.name.lower()}", f"この効果は{ja}から発動する")
             for z, ja in ZONE_JA.items()}
FACE_UP_ON_FIELD = Why("the card must be face-up on the field", "フィールド上に表側表示で存在しなければならない")
NOT_RESOLVED = Why("the card's own activation has not resolved", "カード自体の発動がまだ処理されていない")
PHASE_JA = {"draw": "ドローフェイズ", "standby": "スタンバイフェイズ", "main1": "メインフェイズ１",
            "battle": "バトルフェイズ", "main2": "メインフェイズ２", "end": "エンドフェイズ"}
# the words for the phases a spell's text allows (`Effect.phases`: 「ジェノサイド・ウォー」's main phase 1)
_PHASE_WORDS = {"main1": "main phase 1", "main2": "main phase 2", "standby": "standby phase", "end": "end phase"}
_SPELL_TIMING: dict[tuple[str, ...], Why] = {}  # made once per set of phases


def _spell_timing_refusal(eff: Effect) -> Why:
    """Why a spell (not a quick-play) cannot be activated now: the phases its text names, else the main phases."""
    if not eff.phases:
        return SPELL_MAIN
    got = _SPELL_TIMING.get(tuple(eff.phases))
    if got is None:
        en = " or ".join(_PHASE_WORDS.get(p, p) for p in eff.phases)
        ja = "か".join(PHASE_JA.get(p, p) for p in eff.phases)
        got = _SPELL_TIMING[tuple(eff.phases)] = Why(
            f"this spell is activated only at an open game state of its controller's {en}",
            f"この魔法カードは、自分の{ja}の他の処理が行われていない時にしか発動できない")
    return got


IGNITION_MAIN = Why("an ignition effect is activated only at an open game state of its controller's main phase",
                    "起動効果は、自分のメインフェイズの他の処理が行われていない時にしか発動できない")
_EFFECT_KIND_JA = {Kind.ACTIVATE: "カードの発動", Kind.IGNITION: "起動効果", Kind.TRIGGER: "誘発効果",
                   Kind.QUICK: "誘発即時効果", Kind.FLIP: "リバース効果", Kind.CONTINUOUS: "永続効果",
                   Kind.REPLACEMENT: "置換効果", Kind.PROCEDURE: "特殊召喚の方法", Kind.AT_ONCE: "すぐに適用される効果",
                   Kind.INSTEAD_OF_DRAW: "通常のドローのかわりの効果"}
NOT_ACTIVATED = {k: Why(f"{'an' if k.value[0] in 'aeiou' else 'a'} {k.value.replace('_', ' ')} effect is not activated",
                        f"{ja}は発動するものではない")
                 for k, ja in _EFFECT_KIND_JA.items()}
NAME_ACTIVATED = Why("a card of this name was already activated this turn, and its text allows one a turn",
                     "このターン、同名カードを既に発動しており、テキストにより１ターンに１枚しか発動できない")
ON_THIS_CHAIN = Why("this effect is already on this chain (once a chain)",
                    "この効果は既にこのチェーン上にある（１チェーンに１度）")
PLAYER_LOCKED = Why("an effect keeps its player from activating it now",
                    "効果によって、そのプレイヤーはいまこれを発動できない")
TURN_BAN = Why("its player has already done this turn what it forbids for the turn",
               "そのプレイヤーはこのターン、この効果がそのターン禁じる行動を既に行っている")
ATTACKED_THIS_TURN = Why("this card attacked this turn, and it cannot attack in the turn this effect is activated",
                         "このカードはこのターン攻撃しており、この効果を発動するターンには攻撃できない")
ONLY_SUMMON_NEGATION = Why("only an effect that negates the summon may be activated now",
                           "いまは召喚を無効にする効果しか発動できない")
SUMMON_NEGATION_ONLY = Why("it negates a summon: it is activated only right after a summon",
                           "召喚を無効にする効果で、召喚した直後にしか発動できない")
# a card played from the hand costs LP (`Duel.hand_tax`): activated, summoned or special summoned by its procedure
HAND_TAX = Why("its player has fewer LP than a card played from the hand costs",
               "手札のカードを使用するためのライフポイントが足りない")
SHORT_DECK = Why("its player's deck holds fewer cards than it must draw", "デッキのカードがドローする枚数より少ない")
OPP_SHORT_DECK = Why("the opponent's deck holds fewer cards than it makes them draw",
                     "相手のデッキのカードがドローさせる枚数より少ない")
NOTHING_TO_DECLARE = Why("there is nothing it may declare", "宣言できるものがない")
SEARCH_LOCKED = Why("no card may be added from the deck to the hand but by drawing (an effect forbids searches)",
                    "ドロー以外でデッキから手札にカードを加えられない（効果がサーチを禁じている）")
# the part of the cost that cannot be paid (inside `cost_unpaid`'s words)
SELF_NOT_THERE = Why("the card itself is not where its cost takes it from", "このカード自身がコストで移す場所にない")
SELF_UNBANISHABLE = Why("the card itself cannot be banished", "このカード自身を除外できない")
SELF_UNTRIBUTABLE = Why("the card itself cannot be tributed", "このカード自身を生け贄にできない")
FEW_IN_HAND = Why("not enough cards in the hand", "手札のカードが足りない")
FEW_FITTING_IN_HAND = Why("not enough cards in the hand that its cost may take", "コストにできる手札のカードが足りない")
NONE_TO_SHOW = Why("no card in the hand to show", "相手に見せる手札のカードがない")
HAND_UNBANISHABLE = Why("a card of the hand cannot be banished", "除外できない手札のカードがある")
FEW_TRIBUTES = Why("not enough monsters to tribute", "生け贄にするモンスターが足りない")
FEW_TO_SEND = Why("not enough monsters its cost may send to the graveyard", "コストで墓地へ送れるモンスターが足りない")
NO_TRIBUTE = Why("no monster to tribute", "生け贄にできるモンスターがいない")
FEW_ON_FIELD = Why("not enough cards on the field", "フィールド上のカードが足りない")
NONE_ON_FIELD = Why("no card on the field to send", "墓地へ送れるフィールド上のカードがない")
FEW_TO_BANISH = Why("not enough cards in the graveyard to banish", "除外する墓地のカードが足りない")
FEW_FOR_COUNTERS = Why("no counter, or not as many cards in the graveyard to banish as counters",
                       "カウンターが乗っていないか、除外する墓地のカードがカウンターの数に足りない")
FEW_NAMES_TO_BANISH = Why("not enough cards of different names in the graveyard to banish",
                          "除外するカード名の異なる墓地のカードが足りない")
NOT_ONE_EACH = Why("not one card of each kind the cost names", "コストが指定する種類のカードが１枚ずつそろわない")
NONE_TO_BANISH = Why("no card in the graveyard to banish", "除外できる墓地のカードがない")
FEW_IN_DECK = Why("not enough cards in the deck", "デッキのカードが足りない")
NO_FUSION_FOR = Why("no fusion monster whose materials it and your other monsters make up",
                    "このカードと自分の他のモンスターで素材が揃う融合モンスターがない")
NO_SYNCHRO_SET = Why("a tuner and non-tuner monsters whose Levels make up its Level",
                     "レベルの合計がこのカードのレベルと等しくなるチューナーとチューナー以外のモンスター")
NO_MATERIALS = Why("its listed materials", "カードに記された融合素材モンスター")
# a monster's own special summon
NOT_FROM_THERE = Why("it is not where its procedure summons it from (its player's hand, or the zone its text names)",
                     "特殊召喚する場所（そのプレイヤーの手札か、テキストが指定する場所）にない")
NAME_SUMMONED = Why("a monster of its name was already special summoned this way this turn",
                    "このターン、同名モンスターを既にこの方法で特殊召喚している")
NO_MONSTER_ZONE = Why("no monster zone is free for it", "空いているモンスターカードゾーンがない")
PROCEDURE_CONDITION = Why("its procedure's condition does not hold", "特殊召喚の条件を満たしていない")
PROCEDURE_SELECTS = Why("there are not enough cards for its procedure to select", "特殊召喚の際に選ぶカードが足りない")
PROCEDURE_COST = Why("the cost of its procedure cannot be paid", "特殊召喚のためのコストを払えない")
NO_SPECIAL_SUMMON = Why("an effect keeps its player from special summoning it",
                        "効果によって、そのプレイヤーはこれを特殊召喚できない")
SPECIAL_LOCKED = Why("a summon lock keeps it from being special summoned, and no way of paying the cost lifts it",
                     "召喚を制限する効果によって特殊召喚できず、コストをどう払ってもその制限は解けない")
# a monster's normal summon, set, flip summon and change of position
NOT_THEIR_MONSTER = Why("it is not a monster its player controls", "そのプレイヤーがコントロールするモンスターではない")
POSITION_FIXED = Why("its position was already fixed this turn (it came to the field, changed position or attacked)",
                     "このターン、既に表示形式が決まっている（フィールドに出た・表示形式を変更した・攻撃した）")
POSITION_LOCKED = Why("an effect keeps its position from being changed", "効果によって表示形式を変更できない")
FLIP_ONLY = Why("a face-down monster turns face-up only by a flip summon",
                "裏側表示のモンスターは反転召喚でしか表側表示にできない")
ALREADY_FACE_UP = Why("it is face-up: only a face-down monster is flip summoned",
                      "表側表示で、反転召喚できるのは裏側表示のモンスターだけ")
OWN_CONDITION = Why("its own summoning condition does not hold", "このカード自身の召喚条件を満たしていない")
NO_FLIP_SUMMON = Why("an effect keeps it from being flip summoned", "効果によって反転召喚できない")
GEMINI_ONLY = Why("only a face-up gemini monster without its effects is normal summoned from the field",
                  "フィールドから通常召喚できるのは、効果を得ていない表側表示のデュアルモンスターだけ")
SUMMONED_ALREADY = Why("its player has already normal summoned or set this turn",
                       "このターン、そのプレイヤーは既に通常召喚かセットを行っている")
NO_NORMAL_SUMMON = Why("an effect keeps it from being normal summoned", "効果によって通常召喚できない")
HAND_MONSTERS_ONLY = Why("only a monster in its player's hand is normal summoned or set",
                         "通常召喚・セットできるのはそのプレイヤーの手札のモンスターだけ")
SPECIAL_ONLY = Why("it is never normal summoned or set: only special summoned",
                   "通常召喚・セットできず、特殊召喚しかできない")
NO_SUMMON_OR_SET = Why("an effect (or its own text) keeps it from being normal summoned or set",
                       "効果（またはこのカード自身のテキスト）によって通常召喚・セットできない")
NO_SET = Why("an effect (or its own text) keeps it from being set",
             "効果（またはこのカード自身のテキスト）によってセットできない")
PLAYER_NO_SUMMON = Why("an effect keeps its player from normal summoning",
                       "効果によって、そのプレイヤーは通常召喚できない")
NO_FURTHER_SUMMON = Why("its player has already normal summoned, and no effect allows a further summon of it",
                        "既に通常召喚を行っており、さらに召喚できるようにする効果もない")
SUMMON_LOCKED = Why("a summon lock keeps it from being summoned, and no tributes its player may choose lift it",
                    "召喚を制限する効果によって召喚できず、選べる生け贄でその制限が解けることもない")
# an attack
NO_ATTACKS = Why("an effect keeps its player from declaring attacks", "効果によって、そのプレイヤーは攻撃宣言できない")
NAME_THE_MONSTER = Why("its player picks the monster it attacks: name that monster",
                       "攻撃するモンスターはそのプレイヤーが選ぶ：そのモンスターを指定すること")
NO_MONSTER_TO_ATTACK = Why("it has no monster of the opponent's to attack", "攻撃できる相手のモンスターがいない")
OPPONENT_PICKS = Why("the opponent picks the monster it attacks", "攻撃するモンスターは相手が選ぶ")
NOT_ATTACK_POSITION = Why("it is not in attack position", "攻撃表示ではない")
NO_ATTACK = Why("an effect (or its own text) keeps it from declaring an attack",
                "効果（またはこのカード自身のテキスト）によって攻撃宣言できない")
ATTACKS_SPENT = Why("it has already made every attack it may make in this battle phase",
                    "このバトルフェイズに行える攻撃は既にすべて行っている")
ATTACK_LP = Why("its player has fewer LP than its attack costs", "攻撃に必要なライフポイントが足りない")
ONE_ATTACKER = Why("another monster has attacked, and only one may attack in this battle phase",
                   "他のモンスターが既に攻撃しており、このバトルフェイズに攻撃できるモンスターは１体だけ")
ATTACK_TRIBUTES = Why("its player has too few other monsters to tribute for its attack",
                      "攻撃のために生け贄にする他のモンスターが足りない")
ATTACK_MILL = Why("its player's deck has too few cards to send for its attack",
                  "攻撃のために墓地へ送るデッキのカードが足りない")
# (「マクロコスモス」 would banish them instead: the cost cannot be paid)
ATTACK_MILL_BANISHED = Why("the top card of its player's deck cannot be sent to the graveyard for its attack",
                           "攻撃宣言のコストとなる山札の一番上のカードが墓地へ行かない")


def _damage_step_allows(d: Duel, eff: Effect, window: Window) -> bool:
    """Below spell speed 3, the damage step allows an effect whose text names the damage step (`damage_step`),
    one that negates an activation (`Does.NEGATE_ACTIVATION`), one whose activation condition answers what the
    battle did (an event of its `responds_to` the battle made, among the window's: battle damage, a destruction by
    battle; not a summon an effect made there; battle damage only right after damage calculation, not at the end of
    the damage step), and one that directly changes ATK/DEF (what it does: `Does.ATK_DEF`), the latter only until
    damage calculation (ocg-rules 3.5): not one that special summons, as the change is then the summoned monster's
    (「光神化」), nor one whose change is a side part of another action (`Does.SIDE_ATK_DEF`: 「アヌビスの呪い」)."""
    if eff.damage_step or eff.does_(Does.NEGATE_ACTIVATION):
        return True
    ended = any(isinstance(f, Attack) and f.ended for f in d.stack)
    if eff.responds_to and any(e.kind in eff.responds_to and e.cause.reason is Reason.BATTLE
                               and not (ended and e.kind == "damage") for e in window.events):
        return True
    return eff.does_(Does.ATK_DEF) and not eff.does_(Does.SPECIAL_SUMMON | Does.SIDE_ATK_DEF) \
        and not any(isinstance(f, Attack) and f.calculated for f in d.stack)


def _past_changes(d: Duel, eff: Effect) -> bool:
    """At damage calculation (an effect of that timing activated: `Attack.at_calculation`) an ATK/DEF change is no
    longer activated, one whose text names the damage step too (「援護射撃」), but one of that timing itself
    (「風魔神－ヒューガ」) or one that negates an activation (ocg-rules 3.5: up to before damage calculation)."""
    return eff.does_(Does.ATK_DEF) and not eff.at_calculation and not eff.does_(Does.NEGATE_ACTIVATION) \
        and any(isinstance(f, Attack) and f.at_calculation for f in d.stack)


def _speed_refusal(d: Duel, speed: int, window: Window | None, eff: Effect, c: Card) -> str:
    """Why spell speed `speed` (of an effect of `c`) may not be used now ("" when it may)."""
    if window is not None and window.damage_step and speed < 3:
        if not _damage_step_allows(d, eff, window):
            return DAMAGE_STEP
        if _past_changes(d, eff):
            return AT_CALCULATION
    if not d.chain:
        # spell speed 1 only at the open game state, or in the phase a card names (its own turn)
        ok = window is None or speed >= 2 or bool(eff.phases)
        return "" if ok else SPEED_1_OPEN
    answered = d.link_effect(d.chain[-1])
    if answered.unchainable:
        return UNCHAINABLE
    if c.data.kind in answered.unchainable_kinds:
        return UNCHAINABLE_KIND[c.data.kind]
    top = d.chain[-1].speed
    if speed < 2:
        return SPEED_1_CHAIN
    return "" if speed >= top else SPEED_BELOW[speed, top]


def _card_refusal(d: Duel, player: int, c: Card, eff: Effect, window: Window | None, forced: bool = False) -> str:
    """Why this effect's kind, where its card is and the moment keep it from being activated ("" when they
    do not). `forced`: an effect makes the set card be activated (`Duel.force_activation`): set this turn or not."""
    kind = eff.kind
    data = c.data
    own_turn = d.tp == player
    # an effect left behind is its player's to use, wherever its source card is now
    lingering = (kind is Kind.IGNITION or kind is Kind.QUICK) and Left in d.lasting.by and any(
        r.change.effect is eff and r.player == player for r in d.lasting.of(Left))
    if c.ctl != player and not lingering and not (eff.either_player and c.on_field):
        return NOT_OWN[player]
    if kind is Kind.ACTIVATE:
        if c.zone is Zone.HAND:
            hand_trap = data.kind == "trap" and d.hand_trap_permit(player) is not None
            if data.kind == "trap" and not hand_trap:
                return TRAP_FROM_HAND
            if not own_turn and not hand_trap:
                return SPELL_OWN_TURN
            if d.free_slots(player, Zone.FIELD if "field" in data.subtypes else Zone.SPELLS) == 0:
                return NO_FREE_ZONE
            if not hand_trap and "quick-play" not in data.subtypes and (
                    d.phase not in (eff.phases or MAIN_PHASES) or (window is not None and not eff.phases)):
                return _spell_timing_refusal(eff)
        elif c.zone in (Zone.SPELLS, Zone.FIELD):
            if c.pos is not Pos.SET:
                return FACE_UP_DONE
            if not forced and c.t_entered == d.turn and (data.kind == "trap" or "quick-play" in data.subtypes) and not (
                    data.kind == "trap" and ((d.any_static and d.early_trap_permit(player) is not None)
                                             or d.allows(c, "activate_set"))):
                return SET_THIS_TURN[data.kind]
            if data.kind == "spell" and "quick-play" not in data.subtypes and (
                    not own_turn or d.phase not in (eff.phases or MAIN_PHASES)
                    or (window is not None and not eff.phases)):
                return _spell_timing_refusal(eff)
        else:
            return HAND_OR_SET
    elif kind is Kind.IGNITION or kind is Kind.QUICK:
        if lingering:
            pass  # an effect a resolution left behind (`Duel.linger`): its source may be anywhere
        elif eff.from_zone is not None:
            # a monster's effect used from the hand or graveyard (e.g. discarding itself as the cost)
            if c.zone is not eff.from_zone:
                return USED_FROM[eff.from_zone]
        # a face-up monster's effect, or an effect of a face-up spell/trap whose activation has resolved
        elif not c.face_up or not c.on_field:
            return FACE_UP_ON_FIELD
        elif c.zone is not Zone.MONSTERS and not c.active:
            return NOT_RESOLVED
        # one that names its phases (「ツーマンセルバトル」: the end phase) is used there, in the phase's own window
        if kind is Kind.IGNITION and (d.phase not in (eff.phases or MAIN_PHASES) or d.tp != player or (
                window is not None and not ((window.ignition_ok or eff.phases) and not d.chain
                                            and not window.activations))):
            if eff.phases:
                words = " or ".join(_PHASE_WORDS.get(p, f"{p} phase") for p in eff.phases)
                return Why(f"this effect is activated only by the turn player, in the {words}, at an open game state",
                           f"この効果はターンプレイヤーが{'か'.join(PHASE_JA.get(p, p) for p in eff.phases)}の"
                           "他の処理が行われていない時にしか発動できない")
            return IGNITION_MAIN
    elif kind in (Kind.TRIGGER, Kind.FLIP):
        if eff.self_trigger is False and eff.from_zone is None and c.zone is Zone.MONSTERS and c.face_down:
            return FACE_DOWN_WATCH
        return TRIGGER_EVENT
    else:
        return NOT_ACTIVATED[kind]
    return ""


def _on_chain(d: Duel, c: Card, n: int) -> bool:
    """Whether a link of effect `n` of this card object is on the chain: its declaration, or another declaration of
    the same effect of its text (one effect declared once per condition)."""
    if not any(k.card == c.idx and k.oid == c.oid for k in d.chain):
        return False
    defn = d.defs[c.idx]
    same = defn.by_text_number(defn.text_number(n)) if defn is not None and n <= len(defn.effects) else [n]
    return any(k.card == c.idx and k.oid == c.oid and k.effect in same for k in d.chain)


def _limit_refusal(d: Duel, player: int, c: Card, n: int, eff: Effect) -> str:
    """Why effect `n` of card `c` may not be used again now: its limit of uses (a turn, a chain, a name) is spent."""
    if eff.once_per_turn and d.used_this_turn(c, n):
        return USED_THIS_TURN
    # the era's rule: an effect its player activates at will (an ignition or quick effect, not a forced one, nor one
    # an effect left behind, n < 0) is activated once a chain by one card object: the card does not chain it to
    # itself, another copy may (「血の代償」). A forced one answers each event it is bound to
    # (「アルカナフォースＥＸ－ＴＨＥ ＬＩＧＨＴ ＲＵＬＥＲ」), unless its card says once a chain (`once_per_chain`)
    if ((eff.once_per_chain or ((eff.kind is Kind.IGNITION or eff.kind is Kind.QUICK) and not eff.forced and n > 0))
            and _on_chain(d, c, n)):
        return ON_THIS_CHAIN
    if eff.once_per_name and d.used_by_name(player, c, n):
        return NAME_USED[eff.name_once_a_duel]
    if eff.uses_per_turn and d.uses_this_turn(c, n) >= eff.uses_per_turn:
        return Why(f"this effect was already used {eff.uses_per_turn} times this turn",
                   f"このターン、この効果は既に{wide(eff.uses_per_turn)}回使用している")
    return ""


def _lock_refusal(d: Duel, player: int, c: Card, eff: Effect, events: tuple[Event, ...]) -> str:
    """PLAYER_LOCKED, naming the continuous effect that locks the activation where one does (「大将軍 紫炎」), with its
    words; a ban an effect left on the player (`Duel.forbid_player`) names no card."""
    found = activation_locks.locker(d, player, c, eff, events) if d.any_activation_lock else None
    if found is None:
        return PLAYER_LOCKED
    s, e = found
    return Why(f"the effect of {quoted(s.data.name_ja, s.data.name_en, 'en')} keeps its player from activating it "
               f"now ({e.text_en})",
               f"「{s.data.name_ja or s.data.name_en}」の効果によって、いまは発動できない（{e.text_ja or e.text_en}）")


def _forbid_refusal(d: Duel, c: Card, eff: Effect) -> str:
    """CARD_FORBIDDEN, naming the continuous effect that forbids the activation where one does (「マクロコスモス」: a
    cost that sends cards from the hand, R004-134), with its words; a restriction an effect left names no card."""
    found = d.activation_forbidder(c, eff)
    if found is None:
        return CARD_FORBIDDEN
    s, e = found
    return Why(f"{CARD_FORBIDDEN}: the effect of {quoted(s.data.name_ja, s.data.name_en, 'en')} ({e.text_en})",
               f"{CARD_FORBIDDEN.ja}：「{s.data.name_ja or s.data.name_en}」の効果（{e.text_ja or e.text_en}）")


def activation_refusal(d: Duel, player: int, c: Card, n: int, eff: Effect, events: tuple[Event, ...],
                       window: Window | None, forced: bool = False) -> str:
    """Why `player` may not activate effect `n` of card `c` at this moment: the condition that fails, or ""
    (`forced`: an effect makes the set card be activated, `Duel.force_activation`)."""
    why = _card_refusal(d, player, c, eff, window, forced)
    if why:
        # a trigger is activated only as its event happens: one whose use is spent says that, the likelier reason;
        # one its event set off in this phase says why it was not activated then
        return (eff.kind in (Kind.TRIGGER, Kind.FLIP) and (_limit_refusal(d, player, c, n, eff)
                                                           or d.untaken_reason(c, n))) or why
    why = _limit_refusal(d, player, c, n, eff)
    if why:
        return why
    if eff.name_once and d.name_activated_this_turn(player, c):
        return NAME_ACTIVATED
    if d.activation_forbidden(c, eff):
        return _forbid_refusal(d, c, eff)
    if d.activation_locked(player, c, eff, events):
        return _lock_refusal(d, player, c, eff, events)
    if eff.turn_ban and any(d.players[player].did.get(w) == d.turn for w in eff.turn_ban):
        return TURN_BAN
    if eff.no_attack_that_turn and c.t_attacked == d.turn:
        return ATTACKED_THIS_TURN
    if not (eff.kind is Kind.IGNITION and window is not None):
        why = _speed_refusal(d, d.speed_of(c, eff), window, eff, c)
        if why:
            return why
    if eff.negates_summon and not (window is not None and window.summon_negation):
        return SUMMON_NEGATION_ONLY
    if window is not None and window.summon_negation and not window.activations and not eff.negates_summon:
        # the window right after a summon is only for negating that summon; a card activated there is answered as
        # any chain link is (R003-031: a chain is built, and the summon may end up not negated)
        return ONLY_SUMMON_NEGATION
    why = cost_refusal(d, player, c, eff) if eff.cost.any else ""
    if why:
        return cost_unpaid(why)
    if c.zone is Zone.HAND and d.players[player].lp < d.hand_tax():
        return HAND_TAX
    return resolve_refusal(Ctx(d, player, c, eff, events), cost_first=True)


def effect_words(why: str, eff: Effect) -> str:
    """`why` followed by the effect's own words, where it has them: a condition or an event that is code is said so."""
    if not eff.text_en:
        return why
    return Why(f"{why} (the effect: {eff.text_en})", f"{in_lang(why, 'ja')}（効果：{eff.text_ja or eff.text_en}）")


def condition_refusal(ctx: Ctx) -> str:
    """Why the effect's activation condition keeps it from being activated: CONDITION (which the fronts follow with
    the effect's words), or for a condition with words (`Worded`, `Answers`, alone or the part of an `AllOf` that
    fails) the effect's words and the condition's: what must hold, or which activations it answers and what the chain
    link below is (「無効」 chained to 「天使の施し」, which discards too)."""
    cond = failed_words(ctx.effect.condition, ctx) if ctx.effect.condition is not None else None
    if cond is None:
        return CONDITION
    d = ctx.duel
    said = effect_words(CONDITION, ctx.effect)
    if not isinstance(cond, Answers):
        return Why(f"{said}: {cond.en}", f"{in_lang(said, 'ja')}：{cond.ja}")
    head_en = f"{said}: it answers {cond.en}"
    head_ja = f"{in_lang(said, 'ja')}：{cond.ja}に対して発動するカードだが、"
    if cond.summon:
        return _summon_answered(ctx, head_en, head_ja)
    if not d.chain:
        return Why(f"{head_en}, and there is no chain link to answer", f"{head_ja}チェーンする発動がない")
    link = d.chain[-1]
    data = d.cards[link.card].data
    eff = d.link_effect(link)
    said_en = f" ({eff.text_en})" if eff.text_en else ""
    said_ja = f"（{eff.text_ja or eff.text_en}）" if eff.text_en or eff.text_ja else ""
    who = "AB"[link.player]
    return Why(f"{head_en}; Chain Link {link.number} is {who}'s 「{data.name_ja or data.name_en}」{said_en}",
               f"{head_ja}チェーン{wide(link.number)}は{who}の「{data.name_ja or data.name_en}」{said_ja}")


# a summon being made, by its event's detail (ocg/summon.py), in words
_SUMMON_WORDS = {"normal": ("normal summon", "召喚"),
                 "gemini": ("normal summon (a gemini monster's second)", "再度召喚"),
                 "flip": ("flip summon", "反転召喚"), "special": ("special summon", "特殊召喚")}


def _summon_answered(ctx: Ctx, head_en: str, head_ja: str) -> str:
    """`condition_refusal`'s words for a condition on the summon being made: which summons these are."""
    d = ctx.duel
    made = [e for e in ctx.events if e.kind == "summoning"]
    if not made:
        return Why(f"{head_en}, and no summon is being made", f"{head_ja}召喚が行われていない")
    en, ja = [], []
    for e in made:
        data = d.cards[e.card].data
        how_en, how_ja = _SUMMON_WORDS.get(e.detail, (f"{e.detail} summon", e.detail))
        name = data.name_ja or data.name_en
        en.append(f"{'AB'[e.player]}'s {how_en} of 「{name}」")
        ja.append(f"{'AB'[e.player]}の「{name}」の{how_ja}")
    return Why(f"{head_en}; the summon being made is {' and '.join(en)}", f"{head_ja}行われているのは{'と'.join(ja)}")


def resolve_refusal(ctx: Ctx, cost_first: bool = False) -> str:
    """No blank activation: why the effect has nothing to do now (its condition, its targets), or "".
    `cost_first`: the cost (found payable) is paid before the targets are chosen, so the targets and what the
    effect acts on are those some way of paying it leaves (`arbiter.ocg.cost_first`: 「死者転生」 may target the
    monster it discards); without it, the duel as it is (a cost not paid: 「二重魔法」's copied effects)."""
    eff = ctx.effect
    if eff.condition is not None and not eff.condition(ctx):
        return condition_refusal(ctx)
    if eff.draws or eff.draws_to or eff.draws_hand or eff.draws_by is not None:
        why = short_deck(ctx)
        if why:
            return why
    why = work_refusal(ctx)
    if cost_first and eff.cost.any:
        why = after_cost(ctx, why)
    if why:
        return why
    if eff.declare and eff.declare_ok is not None and not any(eff.declare_ok(ctx, x) for x in eff.declare):
        return NOTHING_TO_DECLARE
    if ctx.duel.searches_locked() and only_searches(eff.does):  # the lock first: most duels have none
        return SEARCH_LOCKED
    return ""


def short_deck(ctx: Ctx) -> str:
    """Why a player effect `ctx.effect` must draw for (its `drawer`) cannot (SHORT_DECK: its activator,
    OPP_SHORT_DECK: the opponent), or "". A mandatory trigger or flip effect is activated whatever the decks hold:
    a player who then cannot draw loses (「メタモルポット」)."""
    eff = ctx.effect
    d = ctx.duel
    if eff.kind in (Kind.TRIGGER, Kind.FLIP) and d.must_activate(ctx.card, eff):
        return ""
    if eff.drawer != "opp" and len(d.players[ctx.player].deck) < must_draw(ctx, ctx.player):
        return SHORT_DECK
    if eff.drawer != "self" and len(d.players[ctx.opponent].deck) < must_draw(ctx, ctx.opponent):
        return OPP_SHORT_DECK
    return ""


def must_draw(ctx: Ctx, player: int) -> int:
    """The cards effect `ctx.effect` must draw for `player`, as its declaration says (`draws`, `draws_to`,
    `draws_hand`, `draws_by`), their hand read as it is now (this card aside)."""
    eff = ctx.effect
    if eff.draws_by is not None:
        return eff.draws_by(ctx)
    if not (eff.draws_to or eff.draws_hand):
        return eff.draws
    held = sum(1 for i in ctx.duel.players[player].hand if i != ctx.card.idx)
    return held if eff.draws_hand else eff.draws_to - held


def can_activate(d: Duel, player: int, c: Card, n: int, eff: Effect, events: tuple[Event, ...],
                 window: Window | None) -> bool:
    """Whether `player` may activate effect `n` of card `c` at this moment."""
    return not activation_refusal(d, player, c, n, eff, events, window)


def cost_refusal(d: Duel, player: int, c: Card, eff: Effect) -> str:
    """Why `player` cannot pay the effect's whole cost now ("" when they can)."""
    cost = eff.cost
    if not cost.any:
        return ""
    # the LP left to pay it with: a card played from the hand pays 「魔力の枷」's charge first, and both are paid
    tax = d.hand_tax() if c.zone is Zone.HAND else 0
    lp = d.players[player].lp - tax
    taxed = ("", "") if not tax else (f", beside the {tax} LP paid to play it from the hand",
                                      f"（手札から出すために払う{wide(tax)}ライフポイントとは別に）")
    if cost.lp and lp < cost.lp and not d.lp_cost_waived(c):
        return Why(f"{cost.lp} LP{taxed[0]}", f"{wide(cost.lp)}ライフポイント{taxed[1]}")
    if cost.lp_step and lp < cost.lp_step and not d.lp_cost_waived(c):
        return Why(f"at least {cost.lp_step} LP{taxed[0]}", f"最低{wide(cost.lp_step)}ライフポイント{taxed[1]}")
    if cost.self_to and not self_cost_payable(c, cost.self_to):
        return SELF_NOT_THERE
    if cost.self_to == "banish" and d.banish_forbidden(c, player):
        return SELF_UNBANISHABLE
    if cost.self_to == "tribute" and not d.can_be_tributed(c):
        return SELF_UNTRIBUTABLE
    if (cost.discard or cost.hand_send or cost.discard_all or cost.hand_send_all) and len(
            hand_cost_candidates(d, player, c, eff)) < (
            cost.discard or cost.hand_send or 1):
        # with a filter, cards may be in the hand and still none fits (「ブレイズ・キャノン」's small Pyro)
        return FEW_IN_HAND if cost.hand_filter is None else FEW_FITTING_IN_HAND
    if cost.reveal is not None and not any(cost.reveal(Ctx(d, player, c, eff), h)
                                           for h in hand_cost_candidates(d, player, c, eff)):
        return NONE_TO_SHOW
    if cost.hand_send_all and cost.hand_to == "banish" and any(
            d.banish_forbidden(h, player) for h in hand_cost_candidates(d, player, c, eff)):
        return HAND_UNBANISHABLE
    if cost.tribute and (len(tribute_candidates(d, player, c, eff)) < cost.tribute
                         or not tribute_choices(d, player, c, eff, [])):
        return FEW_TO_SEND if cost.tribute_sends else FEW_TRIBUTES
    if cost.tribute_all and not any(m.idx != c.idx and d.can_be_tributed(m) for m in d.monsters_of(player)):
        return NO_TRIBUTE
    if (cost.field_send or cost.banish_field) and len(field_cost_candidates(d, player, c, eff)) < (
            cost.field_send or cost.banish_field):
        return FEW_ON_FIELD
    if cost.field_send_any and not field_cost_candidates(d, player, c, eff):
        return NONE_ON_FIELD
    if cost.tribute_any and not tribute_choices(d, player, c, eff, []):
        return NO_TRIBUTE
    if cost.lp_down_to and lp <= cost.lp_down_to:
        return Why(f"more than {cost.lp_down_to} LP{taxed[0]}",
                   f"{wide(cost.lp_down_to)}より多いライフポイント{taxed[1]}")
    if cost.banish_grave and len(grave_cost_candidates(d, player, c, eff)) < cost.banish_grave:
        return FEW_TO_BANISH
    if cost.banish_counters and not 0 < c.counters.get(cost.banish_counters, 0) <= len(
            grave_cost_candidates(d, player, c, eff)):
        return FEW_FOR_COUNTERS
    if cost.distinct_names and count_names(grave_cost_candidates(d, player, c, eff)) < cost.banish_grave:
        return FEW_NAMES_TO_BANISH
    pool = grave_cost_candidates if cost.banish_grave else field_cost_candidates
    if cost.one_each and not one_each.completable(Ctx(d, player, c, eff), cost.one_each, [], pool(d, player, c, eff)):
        return NOT_ONE_EACH
    if (cost.banish_declared or cost.banish_grave_any) and not grave_cost_candidates(d, player, c, eff) and not (
            cost.banish_field_all and field_cost_candidates(d, player, c, eff)):
        return NONE_TO_BANISH
    kind, n = cost.remove_counters
    holders = [c] if cost.counters_self else counter_holders(d, player, kind, "any" if cost.counters_all
                                                             else cost.counters_side)
    if n and sum(x.counters.get(kind, 0) for x in holders) < n:
        counters = counted(n, counter_name(kind, False))
        return Why(counters + (" on the card itself" if cost.counters_self else ""),
                   ("このカードに乗った" if cost.counters_self else "") + f"{counter_name(kind, True)}{wide(n)}つ")
    if max(cost.banish_deck, cost.mill) > len(d.players[player].deck):
        return FEW_IN_DECK
    if cost.banish_hand_random + cost.discard_random > len([i for i in d.players[player].hand if i != c.idx]):
        return FEW_IN_HAND
    if cost.fusion_tribute is not None and not fusion_tribute_fusions(d, player, c, eff):
        return NO_FUSION_FOR
    if cost.synchro and not synchro.material_sets(d, c, material_pool(d, player)):
        return NO_SYNCHRO_SET
    r = fusion.recipe(c.data.passcode) if cost.materials else None
    if cost.materials and (r is None or not fusion.completable(
            r, material_pool(d, player, cost.materials_side, cost.materials == "banish"), [], race=d.race)):
        return NO_MATERIALS
    return ""


def cost_payable(d: Duel, player: int, c: Card, eff: Effect) -> bool:
    """Whether `player` can pay the effect's whole cost now."""
    return not cost_refusal(d, player, c, eff)


def _cost_frees_zone(d: Duel, player: int, c: Card, eff: Effect, onto: int) -> bool:
    """Whether paying the cost of procedure `eff` can free a monster zone of `onto`'s, every one being taken: it
    takes a monster there. Tributes of the hand free none (「磁石の戦士マグネット・バルキリオン」), nor does a lone
    tribute that must be the opponent's monster an effect lets `player` tribute (「クロス・ソウル」), nor spells and
    traps sent from the field."""
    cost = eff.cost
    if (cost.tribute or cost.tribute_all) and (1 - player if cost.tribute_side == "opp" else player) == onto:
        cands = tribute_candidates(d, player, c, eff)
        return any(m.ctl == onto and m.zone is Zone.MONSTERS for m in cands) and not (
            cost.tribute == 1 and any(m.ctl != onto for m in cands))
    if onto != player:
        return False
    if cost.field_send or cost.banish_field:
        return any(x.zone is Zone.MONSTERS for x in field_cost_candidates(d, player, c, eff))
    return bool(cost.materials or cost.synchro)


def procedure_refusal(d: Duel, player: int, c: Card, eff: Effect) -> str:
    """Why the turn player may not special summon `c` by its own procedure `eff` now, at an open game state of a
    main phase ("" if they may): it must be where the procedure takes it from, its condition hold, its cost be
    payable, a monster zone be free or the cost free one, and no ban or summon lock forbid it."""
    if c.zone is not (eff.from_zone or Zone.HAND) or c.ctl != player:
        return NOT_FROM_THERE
    if eff.name_once and d.forbidden(c, "procedure"):
        return NAME_SUMMONED
    if d.hand_tax() > d.players[player].lp and c.zone is Zone.HAND:
        return HAND_TAX
    onto = 1 - player if eff.summon_side == "opp" else player
    if d.free_slots(onto, Zone.MONSTERS) == 0 and not _cost_frees_zone(d, player, c, eff, onto):
        return NO_MONSTER_ZONE
    ctx = Ctx(d, player, c, eff)
    if eff.condition is not None and not eff.condition(ctx):
        return PROCEDURE_CONDITION
    if eff.target is not None and not eff.target.enough(ctx):  # the cards it selects as it is summoned
        return PROCEDURE_SELECTS
    if not cost_payable(d, player, c, eff):
        return PROCEDURE_COST
    if d.player_forbidden(player, "special_summon", from_zone=c.zone):
        return NO_SPECIAL_SUMMON
    ways = procedure_ways(d, player, c, eff)
    if ways is not None and not ways.working:
        return SPECIAL_LOCKED
    return ""


def procedure_ways(d: Duel, player: int, c: Card, eff: Effect) -> Ways | None:
    """Where a summon lock forbids `player` the special summon of `c` with nothing gone: the ways of paying the cost
    of its procedure `eff` whose cards, once gone, lift it (「群雄割拠」: tributing the last face-up monsters of the
    Type kept on the field it goes to, the opponent's for 「溶岩魔神ラヴァ・ゴーレム」, `cost_first.lifting`); None
    where no lock forbids it."""
    lifts = lifted_by(d, player, c, SPECIAL, 1 - player if eff.summon_side == "opp" else player)
    return None if lifts is None else lifting(d, player, c, eff, lifts)


def _activated_effects(d: Duel, player: int) -> list[tuple[Card, int, Effect]]:
    """The player's cards' effects that are activated at will, where they are now (cached until the board
    changes: windows ask for this far more often than the board changes)."""
    key = (d.version, d.turn)
    cached = d.act_cache[player]
    if cached[0] == key:
        return cached[1]
    pl = d.players[player]
    cards, defs = d.cards, d.defs
    found: list[tuple[Card, int, Effect]] = []
    for zone_cards in (pl.hand, pl.spells, (pl.field,), pl.monsters):
        for i in zone_cards:
            if i >= 0 and (defn := defs[i]) is not None and defn.activated and not d.dormant(cards[i]):
                c = cards[i]
                found += [(c, n, e) for n, e in defn.activated]
    # in the graveyard and the fusion deck only effects used from there (`from_zone`) can ever be activated: the
    # rest would be listed only to be refused at every window
    for zone, held in ((Zone.GRAVE, pl.grave if d.any_grave_effects else ()), (Zone.EXTRA, pl.extra)) \
            if d.any_grave_effects or pl.extra else ():
        for i in held:
            if (defn := defs[i]) is not None and defn.activated and not d.dormant(cards[i]):
                c = cards[i]
                found += [(c, n, e) for n, e in defn.activated if e.from_zone is zone]
    if d.any_either:
        # the opponent's face-up cards' effects that either player may activate (「王宮の弾圧」)
        op = d.players[1 - player]
        for i in (*op.spells, op.field, *op.monsters):
            defn = d.defs[i] if i >= 0 else None
            if defn is not None and d.cards[i].face_up and not d.dormant(d.cards[i]):
                found += [(d.cards[i], n, e) for n, e in defn.activated if e.either_player]
    for i in pl.deck if d.any_deck_procedure else ():  # only the procedures used from the deck (「黒衣の大賢者」)
        defn = d.defs[i]
        if defn is not None:
            found += [(d.cards[i], n, e) for n, e in defn.activated
                      if e.kind is Kind.PROCEDURE and e.from_zone is Zone.DECK]
    if Left in d.lasting.by:
        # effects activated at will that a resolution left to this player (「Ｄ－ＨＥＲＯ ダイヤモンドガイ」), not once
        # the card they last with has moved (the record itself ends only after that move's events)
        found += [(cards[r.source[0]], d.lasting.number(r.change.effect), r.change.effect) for r in d.lasting.of(Left)
                  if r.player == player and r.change.effect.kind in (Kind.IGNITION, Kind.QUICK) and d.still_there(r)]
    d.act_cache[player] = (key, found)
    return found


def activatable(d: Duel, player: int, events: tuple[Event, ...], window: Window | None) -> list[Option]:
    out: list[Option] = []
    # in a window only quick-play spells from the hand, set cards and quick effects can apply
    quick_only = window is not None or d.phase not in MAIN_PHASES
    own_turn = d.tp == player
    for c, n, eff in _activated_effects(d, player):
        if eff.kind is Kind.PROCEDURE:
            continue
        # from the hand only its own effects and quick-play spells in the turn player's turn apply, unless an effect
        # lets traps be activated from there (asked only of a card otherwise refused)
        if c.zone is Zone.HAND and eff.from_zone is not Zone.HAND \
                and (not own_turn or (quick_only and "quick-play" not in c.data.subtypes and not eff.phases)) \
                and not (c.data.kind == "trap" and d.hand_trap_permit(player) is not None):
            continue
        # the activation condition is the most common refusal ("when the opponent attacks"): asked first
        if eff.condition is not None and not eff.condition(Ctx(d, player, c, eff, events)):
            continue
        if can_activate(d, player, c, n, eff, events, window):
            out.append(Option(f"activate:{c.idx}:{n}", "activate", c.idx, n))
    return out




def tributes_needed(d: Duel, c: Card) -> int:
    """The tributes a normal summon of `c` needs: by its Level now, unless its text sets them (「邪神アバター」)."""
    defn = d.defs[c.idx]
    if defn is not None and defn.tributes:
        return defn.tributes
    lv = d.level(c) if d.any_level or Left in d.lasting.by else (c.data.level or 0)
    return 0 if lv <= 4 else 1 if lv <= 6 else 2


def fewer_tributes(d: Duel, c: Card, pos: Pos = Pos.ATTACK) -> int | None:
    """The smaller tribute count `c`'s own text (「可変機獣 ガンナードラゴン」: 0) or a continuous effect (「大進化薬」)
    also allows for its normal summon (`pos`: face-up, or a set), where it is fewer than `tributes_needed`; else
    None. Its own text may also give a larger count, another way of its tribute summon (returned as it is). Its own
    way may need a state of the duel (`CardDef.fewer_when`) or a face-up summon (`fewer_face_up`)."""
    defn = d.defs[c.idx]
    n = defn.fewer_tributes if defn is not None else None
    if defn is not None and n is not None and ((defn.fewer_when is not None and not defn.fewer_when(d, c))
                                               or (defn.fewer_face_up and pos is Pos.SET)):
        n = None
    need = tributes_needed(d, c)
    if n is not None and n > need:
        return n  # its own text's other way takes more tributes (「ギルフォード・ザ・ライトニング」: 3)
    if d.any_static:
        granted = [e.fewer_tributes for _, e in _fewer_grants(d, c) if e.fewer_tributes is not None]
        n = min([*granted, *([] if n is None else [n])], default=None)
    return n if n is not None and n < need else None


def _fewer_grants(d: Duel, c: Card) -> list[tuple[Card, Effect]]:
    """The continuous effects that let `c` be normal summoned with fewer tributes now (a once-only one not used up)."""
    return [(s, e) for s, e in d.statics() if e.fewer_tributes is not None and e.affects is not None
            and e.affects(Ctx(d, s.ctl, s, e), c) and not (e.fewer_once and d.spent(s))]


def spend_fewer_grant(d: Duel, c: Card, n: int) -> None:
    """`c` was normal summoned with `n` tributes, fewer than usual: a grant that works once (`Effect.fewer_once`:
    「Ｅ・ＨＥＲＯ ネクロダークマン」) is used up by it, unless its own text or a lasting grant allowed as few."""
    defn = d.defs[c.idx]
    if (defn is not None and defn.fewer_tributes is not None and defn.fewer_tributes <= n) or not d.any_static \
            or n >= tributes_needed(d, c):
        return
    grants = _fewer_grants(d, c)
    if any(not e.fewer_once and (e.fewer_tributes or 0) <= n for _, e in grants):
        return
    once = next((s for s, e in grants if e.fewer_once and (e.fewer_tributes or 0) <= n), None)
    if once is not None:
        d.spend(once)


def can_tribute(d: Duel, player: int, c: Card, n: int, fewer: bool = False) -> bool:
    """Whether `player` can normal summon `c` with `n` tributes: a free zone for it, or enough to tribute
    (`fewer`: by its `fewer_tributes` way, with the tributes that way allows)."""
    if n == 0:
        return d.free_slots(player, Zone.MONSTERS) > 0
    have = tribute_capacity(d, player, c, fewer)
    theirs = sum(1 for m in d.allowed(player, "tribute") if tribute_value(d, m, c, fewer)) if d.lasting.has(
        Allow) else 0
    if d.free_slots(player, Zone.MONSTERS) == 0 and (have == 0 or (theirs and not any(
            0 < tribute_value(d, m, c, fewer) < n for m in d.monsters_of(player)))):
        # the opponent's monsters free no zone of the player's: one of their own must make room, and where one of
        # the opponent's must be tributed too (「クロス・ソウル」), one that leaves a tribute owed to it
        return False
    return have >= n or have + theirs >= n


def tribute_price(d: Duel, player: int, need: int) -> int:
    """The LP `player` may pay instead of the `need` tributes of a tribute summon now (`Effect.lp_per_tribute`:
    「死皇帝の陵墓」), 0 where they may not: no such effect applies, no zone is free or they have too few LP (beside
    「魔力の枷」's charge for the monster summoned from the hand, paid first: `summon.pay_for_summon`)."""
    if need <= 0 or not d.any_static or d.free_slots(player, Zone.MONSTERS) == 0:
        return 0
    price = need * max((e.lp_per_tribute for _, e in d.statics()), default=0)
    return price if d.players[player].lp - d.hand_tax() >= price else 0


def lp_price(d: Duel, player: int, c: Card, n: int, fewer: bool = False) -> int:
    """The LP `player` may pay in place of the `n` tributes of `c`'s normal summon by a way of its text (`fewer`: its
    fewer-tributes way; `tribute_price`), 0 where they may not: never for a way that names which monsters it
    tributes (`fewer_if`), as LP are no such monster."""
    defn = d.defs[c.idx]
    if fewer and defn is not None and defn.fewer_if is not None:
        return 0
    return tribute_price(d, player, n)


def way_payable(d: Duel, player: int, c: Card, n: int, fewer: bool = False) -> bool:
    """Whether `player` can normal summon `c` by a way of its text with `n` tributes (`fewer`: its fewer-tributes
    way): the tributes can be made, or LP paid in their place (`lp_price`: 「死皇帝の陵墓」)."""
    return can_tribute(d, player, c, n, fewer) or lp_price(d, player, c, n, fewer) > 0


def tribute_value(d: Duel, m: Card, summoned: Card, fewer: bool = False) -> int:
    """How many tributes `m` counts as for the tribute summon of `summoned`: 2 where its own effect says so
    (「ダブルコストン」 ...; also face-down, as the effect is a property of the card), 0 where an effect forbids
    it to be tributed for a tribute summon (「きつね火」) or the summoned monster's text does not take it
    (`CardDef.tribute_filter`; `fewer_if` for its `fewer_tributes` way, `fewer`), else 1."""
    if d.forbidden(m, "tribute_summon") or not d.can_be_tributed(m, summoned):
        return 0
    sdef = d.defs[summoned.idx]
    if sdef is not None and ((sdef.tribute_filter is not None and not sdef.tribute_filter(d, m))
                             or (fewer and sdef.fewer_if is not None and not sdef.fewer_if(m))):
        return 0
    defn = d.defs[m.idx]
    if defn is not None and not d.effect_negated(m):
        for e in defn.effects:
            if e.double_tribute is not None and e.double_tribute(Ctx(d, m.ctl, m, e), summoned):
                return 2
    return 1


def tribute_stand_ins(d: Duel, player: int, summoned: Card, need: int) -> list[Card]:
    """`player`'s face-up cards that may be tributed in place of all `need` tributes of a face-up tribute summon
    of `summoned` (`Effect.stands_for_tributes`), where they may be tributed (none under 「生贄封じの仮面」)."""
    if need == 0:
        return []
    return [s for s, e in d.statics() if e.stands_for_tributes is not None and s.ctl == player and s.face_up
            and s.on_field and e.stands_for_tributes(Ctx(d, player, s, e), summoned, need)
            and d.can_be_tributed(s, summoned)]


def tribute_capacity(d: Duel, player: int, summoned: Card, fewer: bool = False) -> int:
    """The most tributes `player`'s monsters can make up for the tribute summon of `summoned`."""
    return sum(tribute_value(d, m, summoned, fewer) for m in d.monsters_of(player))


def next_tributes(d: Duel, p: int, c: Card, chosen: list[int], need: int, way: bool,
                  stand_ins: list[int], lifts: Lifts | None = None) -> list[int]:
    """The monsters `p` may choose as the next tribute for the normal summon of `c`, `chosen` already chosen of the
    `need` tributes (`way`: by its fewer-tributes way; `stand_ins`: cards that may stand in for all the tributes;
    `lifts`: under a summon lock that forbids its face-up summon, the test the tributes must pass, `lifted_by`:
    only the tributes after which the others may be chosen so that they pass it, `lifts_locks`)."""
    nxt = _tribute_options(d, p, c, chosen, need, way, stand_ins)
    if lifts is not None:
        return [i for i in nxt if lifts_locks(d, p, c, [*chosen, i], need, way, stand_ins, lifts)]
    return nxt


def tributes_beside_a_double(d: Duel, p: int, c: Card, chosen: list[int], need: int, way: bool,
                             stand_ins: list[int], lifts: Lifts | None = None) -> list[int]:
    """The monsters `p` may still tribute for the summon of `c` where `chosen` make up the `need` tributes only with
    one of them counting as two: its text says it *may* (「ガイアフレーム」: ２体分の生け贄にできる), so it may be one
    of them beside another; none where each chosen one counting as one already makes `need` (the arguments as for
    `next_tributes`)."""
    if len(chosen) >= need or (chosen and chosen[0] in stand_ins):
        return []
    return [i for i in next_tributes(d, p, c, chosen, need, way, stand_ins, lifts) if i not in stand_ins]


def _tribute_options(d: Duel, p: int, c: Card, chosen: list[int], need: int, way: bool,
                     stand_ins: list[int]) -> list[int]:
    """`next_tributes` by the rules on tributes alone."""
    own = [i for i in d.players[p].monsters
           if i >= 0 and i not in chosen and tribute_value(d, d.cards[i], c, way) > 0]
    # the opponent's monster an effect lets this player tribute must be one of the tributes, in place
    # of one of theirs (「クロス・ソウル」): it is the first one chosen
    theirs = [m.idx for m in d.allowed(p, "tribute") if tribute_value(d, m, c, way) > 0]
    owed = bool(theirs) and not any(i in theirs for i in chosen)
    if d.free_slots(p, Zone.MONSTERS) == 0 and not any(d.cards[i].ctl == p for i in chosen):
        # every zone of the player's is taken: one of their own monsters must make room first, one that still
        # leaves a tribute to be owed to the opponent's monster
        left = need - sum(tribute_value(d, d.cards[i], c, way) for i in chosen)
        return [i for i in own if not owed or tribute_value(d, d.cards[i], c, way) < left]
    if owed:
        return theirs
    # the opponent's monsters a second 「クロス・ソウル」 lets the player tribute are further tributes too
    own += [i for i in theirs if i not in chosen]
    if chosen or not stand_ins:
        return own
    # a stand-in takes the place of all the tributes, never of some: a first monster only where monsters suffice
    return own + stand_ins if can_tribute(d, p, c, need, way) else stand_ins


# why a monster is no tribute a tribute summon may take next (`summon_tribute_refusal`)
TRIBUTE_CHOSEN = Why("it is already one of the tributes", "既に生け贄の１体に選んでいる")
TRIBUTE_NOT_OWN = Why("a tribute summon tributes monsters its player controls",
                      "生け贄召喚の生け贄は、そのプレイヤーがコントロールするモンスターである")
NO_TRIBUTE_SUMMON = Why("an effect keeps it from being tributed for a tribute summon",
                        "効果によって、生け贄召喚のための生け贄にできない")
UNTRIBUTABLE = Why("an effect keeps it from being tributed (for this summon)",
                   "効果によって、（この召喚のための）生け贄にできない")
MAKE_ROOM = Why("every monster zone of its player's is taken: the first tribute is a monster of their own, whose zone "
                "the summoned monster takes",
                "モンスターカードゾーンが埋まっているため、最初の生け贄は自分のモンスターで、そのゾーンに召喚する")
OWED = Why("the opponent's monster an effect lets its player tribute must be one of the tributes",
           "効果で生け贄にできる相手のモンスターを、生け贄の１体にしなければならない")
STAND_IN_ALONE = Why("a card that stands in for all the tributes is tributed alone, never beside monsters",
                     "すべての生け贄の代わりになるカードは、他のモンスターと一緒には生け贄にできない")
STAND_INS_ONLY = Why("its player's monsters cannot make up the tributes: only a card that stands in for all of them "
                     "may be tributed",
                     "モンスターでは生け贄が足りず、すべての生け贄の代わりになるカードしか生け贄にできない")
STILL_LOCKED = Why("with it among the tributes, the summon stays forbidden (a summon lock, or its own condition, read "
                   "with the tributes gone)", "それを生け贄にしても召喚は禁止されたままになる（生け贄がいない状態で"
                   "読む召喚の制限、またはこのカード自身の条件）")


def summon_tribute_refusal(d: Duel, p: int, c: Card, chosen: list[int], need: int, way: bool, stand_ins: list[int],
                           lifts: Lifts | None, x: Card, more: bool = False) -> str:
    """Why `x` is not among `next_tributes` for the summon of `c` (the arguments as there; `more`: among its further
    tributes at will, `summon.more_tributes`), "" where it is: the checks that make them, in their order."""
    if x.idx in chosen:
        return TRIBUTE_CHOSEN
    stand_in = x.idx in stand_ins
    if not stand_in and x not in d.monsters_of(p) and x not in d.allowed(p, "tribute"):
        return TRIBUTE_NOT_OWN
    if not stand_in and not tribute_value(d, x, c, way):
        if d.forbidden(x, "tribute_summon"):
            return NO_TRIBUTE_SUMMON
        if not d.can_be_tributed(x, c):
            return UNTRIBUTABLE
        return Why(f"{quoted(c.data.name_ja, c.data.name_en, 'en')} takes only the tributes its text names",
                   f"「{c.data.name_ja or c.data.name_en}」の生け贄にできるモンスターではない")
    if more:
        defn = d.defs[c.idx]
        if defn is not None and defn.more_tributes is not None and defn.more_tributes(x) and x.ctl == p:
            return ""
        return Why(f"{quoted(c.data.name_ja, c.data.name_en, 'en')}'s text takes further tributes only of the kind "
                   "it names",
                   f"「{c.data.name_ja or c.data.name_en}」の追加の生け贄にできるモンスターではない")
    if x.idx in next_tributes(d, p, c, chosen, need, way, stand_ins, lifts):
        return ""
    if x.idx in _tribute_options(d, p, c, chosen, need, way, stand_ins):
        return STILL_LOCKED
    if d.free_slots(p, Zone.MONSTERS) == 0 and not any(d.cards[i].ctl == p for i in chosen):
        return MAKE_ROOM if x.ctl != p else OWED
    theirs = [m.idx for m in d.allowed(p, "tribute") if tribute_value(d, m, c, way) > 0]
    if theirs and not any(i in theirs for i in chosen):
        return OWED
    return STAND_IN_ALONE if stand_in or any(i in stand_ins for i in chosen) else STAND_INS_ONLY


def may_set_monster(d: Duel, p: int, c: Card) -> bool:
    """Whether no ban keeps `p` from the normal set of the monster `c` (the rules' set, or an effect's:
    「血の代償」): none on the player's normal sets (「絶対不可侵領域」), and its text allows it (never set:
    「オベリスクの巨神兵」)."""
    defn = d.defs[c.idx]
    return not d.player_forbidden(p, "set_monster") and not (defn is not None and defn.never_set)


def face_up_summon_test(d: Duel, p: int, c: Card) -> Lifts | None:
    """For the face-up normal summon of `c` by `p` (the rules' or an effect's): None where neither a summon lock nor
    `c`'s own summoning condition (`may_summon_face_up`) forbids it with nothing gone, else the test its tributes must
    pass: neither forbids it once they have left the field (a lock or a condition that reads the field reads it
    without them: 「群雄割拠」, only one face-up 「墓守の長」). Neither is set off by monsters leaving the field."""
    lifts = lifted_by(d, p, c, TRIBUTE)
    if lifts is None and may_summon_face_up(d, c):
        return None

    def test(gone: Sequence[Card]) -> bool:
        return (lifts is None or lifts(gone)) and may_summon_face_up(d, c, frozenset(g.idx for g in gone))
    return test


def lifts_locks(d: Duel, p: int, c: Card, chosen: list[int], need: int, way: bool, stand_ins: list[int],
                lifts: Lifts) -> bool:
    """Whether the tributes `chosen` for the face-up summon of `c` (`need` of them, `way`, `stand_ins`: as for
    `next_tributes`), completed some way, pass `lifts` (`face_up_summon_test`) once they have left the field."""
    if (chosen and chosen[0] in stand_ins) or sum(tribute_value(d, d.cards[i], c, way) for i in chosen) >= need:
        return lifts([d.cards[i] for i in chosen])
    return any(lifts_locks(d, p, c, [*chosen, i], need, way, stand_ins, lifts)
               for i in _tribute_options(d, p, c, chosen, need, way, stand_ins))


def summon_allowed(d: Duel, p: int, c: Card, need: int, way: bool = False) -> bool:
    """Whether no effect forbids `p` the face-up normal summon of `c` with `need` tributes (`way`: its
    fewer-tributes way), nor its own text: a ban on summoning, or a summon lock or summoning condition that none of
    the tributes it may choose lifts."""
    if d.player_forbidden(p, "summon"):
        return False
    lifts = face_up_summon_test(d, p, c)
    if lifts is None:
        return True
    stand_ins = [] if way else [s.idx for s in tribute_stand_ins(d, p, c, need)]
    return need > 0 and lifts_locks(d, p, c, [], need, way, stand_ins, lifts)


def _may_summon_some_way(d: Duel, p: int, c: Card, need: int, usual: bool) -> bool:
    """`summon_allowed` by one of the ways `summon.NormalSummon` offers: the `usual` one with `need` tributes (where its
    tributes can be made), its fewer-tributes way or its text's way with more tributes."""
    if usual and summon_allowed(d, p, c, need):
        return True
    fewer = fewer_tributes(d, c)
    defn = d.defs[c.idx]
    also = defn.also_tributes if defn is not None else None
    return (fewer is not None and way_payable(d, p, c, fewer, True) and summon_allowed(d, p, c, fewer, True)) or (
        also is not None and way_payable(d, p, c, also) and summon_allowed(d, p, c, also, True))


def summon_refusal(d: Duel, p: int, c: Card, verb: str) -> str:
    """Why the turn player `p` may not, at the open game state of a main phase, normal summon (`verb` "summon"), set
    ("set"), flip summon ("flip_summon") or change the position of ("change_position") the monster `c`, by the
    checks `idle_options` makes ("" where none of them refuses it): what the judge says of a refused step."""
    pl = d.players[p]
    if verb in ("flip_summon", "change_position"):
        if c.zone is not Zone.MONSTERS or c.ctl != p:
            return NOT_THEIR_MONSTER
        # what the monster's face rules out, this turn or later, before what this turn did
        if verb == "flip_summon" and c.face_up:
            return ALREADY_FACE_UP
        if verb == "change_position" and c.face_down:
            return FLIP_ONLY
        if d.turn in (c.t_pos_changed, c.t_attacked) or d.fixed_on_entry(c) or d.forbidden(c, "position_fixed"):
            return POSITION_FIXED
        if d.forbidden(c, "change_position"):
            return POSITION_LOCKED
        if verb == "change_position":
            return ""
        if not may_summon_face_up(d, c):
            return OWN_CONDITION
        if d.player_forbidden(p, "flip_summon", monster=c.data) or d.forbidden(c, "flip_summon"):
            return NO_FLIP_SUMMON
        return ""
    if c.zone is Zone.MONSTERS and verb == "summon":  # a gemini monster summoned again
        if not (d.defs[c.idx] is not None and d.dormant(c) and c.face_up):
            return GEMINI_ONLY
        # the normal summon used, a summon an effect allows beyond it may be this one (「氷騎士」: no tributes)
        if not pl.may_normal_summon(d.turn) and not d.extra_summon_allows(p, c, 0):
            return SUMMONED_ALREADY
        # a summon lock applies to it as to any normal summon (the options offered read it the same way)
        return NO_NORMAL_SUMMON if d.player_forbidden(p, "summon", monster=c.data) \
            or d.forbidden(c, "normal_summon") else ""
    if c.zone is not Zone.HAND or c.ctl != p or c.data.kind != "monster":
        return HAND_MONSTERS_ONLY
    if pl.lp < d.hand_tax():
        return HAND_TAX
    if not normal_summonable(c.data):
        return SPECIAL_ONLY
    if d.forbidden(c, "normal_summon"):
        return NO_SUMMON_OR_SET
    can_normal = pl.may_normal_summon(d.turn)
    if not can_normal and (verb == "set" or not d.extra_summons_granted(p)):
        return SUMMONED_ALREADY
    if verb == "set" and (d.player_forbidden(p, "set") or not may_set_monster(d, p, c)):
        return NO_SET
    if verb == "summon" and d.player_forbidden(p, "summon"):
        return PLAYER_NO_SUMMON
    need = tributes_needed(d, c)
    if not can_normal and not d.extra_summon_allows(p, c, need):
        return NO_FURTHER_SUMMON
    fewer = fewer_tributes(d, c, Pos.ATTACK if verb == "summon" else Pos.SET)
    if not (way_payable(d, p, c, need) or (
            fewer is not None and way_payable(d, p, c, fewer, fewer=True)) or (
            verb == "summon" and tribute_stand_ins(d, p, c, need))):
        return cannot_tribute(need)
    if verb == "summon" and not may_summon_face_up(d, c):
        return OWN_CONDITION
    if verb == "summon":
        return SUMMON_LOCKED
    return ""


def cannot_tribute(need: int) -> str:
    """Why a normal summon that needs `need` tributes cannot be made: its player cannot tribute that many (with none
    needed: no zone is free for it)."""
    return Why(f"its player cannot tribute the {need} monster{'s' if need > 1 else ''} it needs",
               f"必要な{wide(need)}体の生け贄を用意できない") if need else NO_MONSTER_ZONE


def tribute_summon_ways(d: Duel, p: int, c: Card, pos: Pos) -> list[tuple[Option, Callable[[], str]]]:
    """The ways `p` may normal summon (`pos` face-up attack) or set `c` by its tributes, whether the rules' summon or
    an effect's (「血の代償」) makes it, each with what says why it cannot be taken now ("": it can;
    `tribute_way_refusal`, LP in place of tributes as `lp_price` allows them): its fewer-tributes way (key "yes",
    `arg` its count: its text's or a continuous effect's), its text's way with more tributes (key "also", face-up
    only: `CardDef.also_tributes`), and last the usual one (key "no"), which is the only way where there is none of
    the others. The options of the `fewer_tributes` question, and why one not offered is none."""
    face_up = pos is not Pos.SET
    out: list[tuple[Option, Callable[[], str]]] = []
    fewer = fewer_tributes(d, c, pos)
    if fewer is not None:
        n = fewer
        en, ja = ("without tributes", "生け贄なしで") if n == 0 else (f"with {counted(n, 'tribute')}",
                                                                f"生け贄{n}体で")
        out.append((Option("yes", "yes", arg=n, label_en=en, label_ja=ja),
                    lambda: tribute_way_refusal(d, p, c, n, True, face_up, True, price=True)))
    defn = d.defs[c.idx]
    if face_up and defn is not None and defn.also_tributes is not None:
        m = defn.also_tributes
        out.append((Option("also", "yes", arg=m, label_en=f"with {counted(m, 'tribute')}", label_ja=f"生け贄{m}体で"),
                    lambda: tribute_way_refusal(d, p, c, m, False, face_up, True, price=True)))
    usual = tributes_needed(d, c)
    out.append((Option("no", "no", label_en="with the usual tributes", label_ja="通常の生け贄で"),
                lambda: tribute_way_refusal(d, p, c, usual, False, face_up, False, price=True)))
    return out


def tribute_way_refusal(d: Duel, p: int, c: Card, n: int, fewer: bool, face_up: bool, way: bool,
                        price: bool = False) -> str:
    """Why `p` cannot normal summon (`face_up`) or set `c` with `n` tributes now ("" where they can): too few to
    tribute (`fewer`: as its fewer-tributes way takes them; `price`: unless LP may be paid instead, `tribute_price`),
    or, face-up, a ban or a summon lock its tributes do not lift (`summon_allowed`, `way`: a way of its text)."""
    if not (way_payable(d, p, c, n, fewer) if price else can_tribute(d, p, c, n, fewer)):
        return cannot_tribute(n)
    if face_up and not summon_allowed(d, p, c, n, way):
        return PLAYER_NO_SUMMON if d.player_forbidden(p, "summon") else SUMMON_LOCKED \
            if lifted_by(d, p, c, TRIBUTE) is not None else OWN_CONDITION
    return ""


def another_attacked(d: Duel, p: int, c: Card) -> bool:
    """Whether a monster other than `c` has attacked for `p` in this battle phase: 「暗黒の扉」
    (`Effect.single_attacker`). The physical record: only the turn player declares attacks, so every attack of this
    battle phase is theirs, whoever holds its monster now (one that left the field, went back to its owner or
    changed control since still counts), and so does `c`'s own earlier object (revived, it is a new card:
    docs/uncertain-rulings.md)."""
    return p == d.tp and any(x.bp_attacked == d.battle_phases and (x.idx, x.bp_oid) != (c.idx, c.oid)
                             for x in d.cards)


def _one_attacker(d: Duel) -> bool:
    """Whether only one monster may attack in a battle phase (`Effect.single_attacker`: 「暗黒の扉」)."""
    return d.any_static and any(e.single_attacker for _, e in d.statics())


def attack_refusal(d: Duel, c: Card, target: int) -> str:
    """Why the turn player may not declare an attack of `c` on the monster card `target` (-1: directly) in the
    battle step (`CHOSEN_TARGET`: a monster the opponent picks), by the rules `idle_options` follows ("" where none
    of them refuses it)."""
    p = d.tp
    if c.ctl != p or c.zone is not Zone.MONSTERS:
        return NOT_THEIR_MONSTER
    if d.player_forbidden(p, "attack"):
        return NO_ATTACKS
    made, each = c.attacks_made(d.battle_phases), d.any_static and d.attacks_each(c)
    why = attacker_refusal(d, c, made, each, _one_attacker(d))
    if why:
        return why
    dfd = Defenders(d, p)
    if target == CHOSEN_TARGET:  # an attack on a monster the opponent picks
        if d.attack_target_chooser(p) == p:
            return NAME_THE_MONSTER
        return "" if dfd.aims(d, c, made, each)[0] else NO_MONSTER_TO_ATTACK
    why = dfd.refusal(d, c, target, made, each)
    if not why and target >= 0 and d.attack_target_chooser(p) != p:
        return OPPONENT_PICKS
    return why


def attacker_refusal(d: Duel, c: Card, made: int, each: bool, lone: bool) -> str:
    """Why the turn player's monster `c` may declare no attack now, whatever its target ("" if it may): `made`, its
    attacks so far in this battle phase (`Card.attacks_made`); `each`, whether it may attack each opposing monster
    once; `lone`, whether only one monster may attack in a battle phase (`Effect.single_attacker`)."""
    if not d.can_attack_from(c):
        return NOT_ATTACK_POSITION
    if d.forbidden(c, "attack"):
        return NO_ATTACK
    if not each and made >= d.attacks_allowed(c):
        return ATTACKS_SPENT
    if d.players[c.ctl].lp < d.attack_lp(c):
        return ATTACK_LP
    if lone and another_attacked(d, c.ctl, c):
        return ONE_ATTACKER
    if d.any_static and d.attack_tributes(c) > len(d.attack_tribute_pool(c)):
        return ATTACK_TRIBUTES
    if d.any_static and (mill := d.attack_mill(c)):
        deck = d.players[c.ctl].deck
        if mill > len(deck):
            return ATTACK_MILL
        if any(d.forbidden(d.cards[i], "cost_to_grave") for i in deck[-mill:]):  # the top cards
            return ATTACK_MILL_BANISHED
    return ""


def idle_options(d: Duel) -> list[Option]:
    """The turn player's choices at an open game state of a main phase or the battle step."""
    p = d.tp
    pl = d.players[p]
    t = d.turn
    out: list[Option] = []
    must = False  # a monster must still attack (`Effect.lures`, `Effect.must_attack`)
    main = d.phase in MAIN_PHASES
    if main:
        free_st = d.free_slots(p, Zone.SPELLS)
        can_normal = pl.may_normal_summon(t)
        may_summon = can_normal or d.extra_summons_granted(p)  # the normal summon used, only by a grant
        # with too few LP for 「魔力の枷」's price nothing is played from the hand
        hand_ok = pl.lp >= d.hand_tax()
        for i in pl.hand if hand_ok else ():
            c = d.cards[i]
            data = c.data
            if data.kind == "monster":
                defn = d.defs[i]
                if free_st and defn is not None and defn.sets_as_spell and not d.player_forbidden(p, "set") \
                        and d.may_set_spell_trap(c, p):
                    out.append(Option(f"setst:{i}", "setst", i))  # set as a spell: not a normal set
                # fusion, ritual and special summon monsters are never normal summoned or set
                if not may_summon or not normal_summonable(data) or d.forbidden(c, "normal_summon"):
                    continue
                need = tributes_needed(d, c)
                if not can_normal:
                    # a summon an effect allows beyond the normal one (「氷騎士」, 「魔道化リジョン」): face-up only
                    if d.extra_summon_allows(p, c, need) and can_tribute(d, p, c, need) \
                            and summon_allowed(d, p, c, need):
                        out.append(Option(f"summon:{i}", "summon", i))
                    continue
                usual = way_payable(d, p, c, need)
                fewer = None if usual else fewer_tributes(d, c)  # asked only when the usual tributes fall short
                if not (usual or (fewer is not None and way_payable(d, p, c, fewer, fewer=True))):
                    # a card standing in for all its tributes (「古代の機械城」): only a face-up summon
                    if tribute_stand_ins(d, p, c, need) and summon_allowed(d, p, c, need):
                        out.append(Option(f"summon:{i}", "summon", i))
                    continue
                if _may_summon_some_way(d, p, c, need, usual):
                    out.append(Option(f"summon:{i}", "summon", i))
                fewer_set = fewer_tributes(d, c, Pos.SET) if fewer is not None else None
                if (usual or (fewer_set is not None and way_payable(d, p, c, fewer_set, fewer=True))) \
                        and not d.player_forbidden(p, "set") and may_set_monster(d, p, c):
                    out.append(Option(f"set:{i}", "set", i))
            elif (d.free_slots(p, Zone.FIELD) if "field" in data.subtypes else free_st) \
                    and not d.player_forbidden(p, "set") and d.may_set_spell_trap(c, p):
                out.append(Option(f"setst:{i}", "setst", i))
        if d.any_procedure:
            out.extend(Option(f"special_summon:{c.idx}:{n}", "special_summon", c.idx, n)
                       for c, n, eff in _activated_effects(d, p)
                       if eff.kind is Kind.PROCEDURE
                       and not procedure_refusal(d, p, c, eff))
        for i in pl.monsters:
            if i < 0:
                continue
            c = d.cards[i]
            # a position fixed by the player this turn stays (seed 003): put onto the field this
            # turn by them, changed by will this turn, or attacked this turn
            if d.fixed_on_entry(c) or c.t_pos_changed == t or c.t_attacked == t or d.forbidden(c, "change_position") \
                    or d.forbidden(c, "position_fixed"):
                continue
            if c.face_down:
                if may_summon_face_up(d, c) and not d.player_forbidden(p, "flip_summon", monster=c.data) \
                        and not d.forbidden(c, "flip_summon"):
                    out.append(Option(f"flip_summon:{i}", "flip_summon", i))
            else:
                out.append(Option(f"change_position:{i}", "change_position", i))
        # a face-up gemini monster may be normal summoned again to gain its effects (the normal summon used, by a
        # summon an effect allows beyond it)
        if may_summon and not d.player_forbidden(p, "summon"):
            out.extend(Option(f"summon:{i}", "summon", i) for i in pl.monsters
                       if i >= 0 and d.defs[i] is not None and d.dormant(d.cards[i]) and d.cards[i].face_up
                       and (can_normal or d.extra_summon_allows(p, d.cards[i], 0))
                       and not d.player_forbidden(p, "summon", monster=d.cards[i].data)
                       and not d.forbidden(d.cards[i], "normal_summon"))
    else:
        dfd = Defenders(d, p)
        lone = _one_attacker(d)
        for i in pl.monsters if not d.player_forbidden(p, "attack") else ():
            if i < 0:
                continue
            c = d.cards[i]
            made = c.attacks_made(d.battle_phases)
            each = d.any_static and d.attacks_each(c)  # each opposing monster once (「阿修羅」)
            if attacker_refusal(d, c, made, each, lone):
                continue
            offered = len(out)
            # a monster whose attacks must be direct ones ("attack_monster" forbidden: 「因幡之白兎」) is offered no
            # monster, and attacks directly past them
            targets, direct, lured = dfd.aims(d, c, made, each)
            if targets and d.attack_target_chooser(p) != p:
                # the opponent chooses which monster it attacks (「ノーブル・ド・ノワール」): the attack is
                # declared as one on a monster, its target asked next (battle.Attack)
                out.append(Option(f"attack:{i}:{CHOSEN_TARGET}", "attack", i, CHOSEN_TARGET))
            else:
                out.extend(Option(f"attack:{i}:{o.idx}", "attack", i, o.idx) for o in targets)
            if lured:
                must = True
            elif direct:
                out.append(Option(f"attack:{i}:-1", "attack", i, -1))
            # one that may attack now and must if able: asked once for the monster, its attacks counted once
            must = must or (len(out) > offered and d.phase == "battle:battle" and d.any_static
                            and d.must_attack(c, made))
    out.extend(activatable(d, p, (), None))
    if d.phase == "main1" and d.turn > 1:
        out.append(Option("phase:battle", "phase", arg=1))
    # a monster that must attack if able, or must attack a lure, keeps its player in the battle step while it can
    if d.phase == "battle:battle" and not must:
        out.append(Option("phase:main2", "phase", arg=2))
    if d.phase == "main2" and ExtraBattle in d.lasting.by and d.extra_battle(p, t):
        out.append(Option("phase:battle", "phase", arg=1))
    if not must:
        out.append(Option("phase:end", "phase", arg=3))
    return out
