"""The attack in progress: its attacker and target, answering and negating attacks, direct attacks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import grant_this_turn, itself, spells_traps_of
from arbiter.ocg.cards.shared.resolving import self_to_defense, still_face_up_here
from arbiter.ocg.effects import Ctx, Effect, EventFilter, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

C = Kind.CONTINUOUS


def opponents_attack(ctx: Ctx, ev: Event) -> bool:
    """An attack declared by a monster of this card's controller's opponent, while this card is active."""
    return ev.player != ctx.player and ctx.card.active


def opponents_attack_on_a_monster(ctx: Ctx, ev: Event) -> bool:
    """An opponent's monster declares an attack on a monster, not a direct attack (`opponents_attack`:
    「アストラルバリア」, 「ディフェンド・スライム」)."""
    att = ctx.duel.attack
    return opponents_attack(ctx, ev) and att is not None and att[2] >= 0


def attack_of(res: Resolution) -> tuple[Card | None, Card | None]:
    """The attacker and the attack target of the attack declaration the link answers (the same objects)."""
    d = res.duel
    att = d.attack
    if att is None:
        return None, None
    a = d.cards[att[0]] if d.cards[att[0]].oid == att[1] and d.cards[att[0]].zone is Zone.MONSTERS else None
    t = None
    if att[2] >= 0 and d.cards[att[2]].oid == att[3] and d.cards[att[2]].zone is Zone.MONSTERS:
        t = d.cards[att[2]]
    return a, t


def battlers(d: Duel) -> tuple[int, int]:
    """The attacking monster and the attack target of the attack in progress (-1: none)."""
    if d.attack is None:
        return -1, -1
    return d.attack[0], d.attack[2]


def foe_in_battle(ctx: Ctx | Resolution) -> Card | None:
    """The opponent's monster this card battles in the attack in progress, whether it attacked or was attacked
    (「古生代化石竜 スカルギオス」, 「ライトエンド・ドラゴン」); None in a battle with a monster of its own
    controller's or with none."""
    d, me = ctx.duel, ctx.card
    a, t = battlers(d)
    other = t if a == me.idx else a if t == me.idx else -1
    return d.cards[other] if other >= 0 and d.cards[other].ctl != me.ctl else None


# Traps that target the attacking monster (R000-056): when an opponent's monster declares an attack.
def is_attacker(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx == att[0] and c.oid == att[1]


def not_the_attacker(ctx: Ctx, c: Card) -> bool:
    """Any monster but the attacking one, by its place (a target filter: 「沈黙の邪悪霊」, 「マジック・ランプ」;
    `is_attacker` also asks that it be the same card object)."""
    att = ctx.duel.attack
    return att is None or c.idx != att[0]


def at_attacker(side: str) -> TargetSpec:
    return TargetSpec(side=side, face="up", where=is_attacker, text_en="the attacking monster",
                      text_ja="攻撃モンスター")


def your_monsters_cannot_attack(res: Resolution) -> None:
    """"Your monsters cannot attack this turn", worded on the monsters, not on the player: it lingers on every monster
    the activator controls this turn, so one unaffected by the card is not held (「ホルスの黒炎竜 ＬＶ６」 after
    「ミスフォーチュン」), as a lock on the monsters (「光の護封剣」) does not hold it."""
    me = res.player
    res.duel.linger(res.card, me, Effect(Kind.CONTINUOUS, forbids=("attack",),
                                         affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me,
                                         text_en="your monsters cannot attack this turn",
                                         text_ja="このターン自分のモンスターは攻撃できない"), res.cause)


def negate_attack(res: Resolution) -> bool:
    """The attack of the targeted attacker is negated (the attack ends)."""
    d = res.duel
    for c in res.targets():
        if d.attack is not None and d.attack[0] == c.idx:
            d.negate_attack(c)
            return True
    return False


def attack_moves_to_target(res: Resolution) -> None:
    """The attack in progress moves to the target (「ディフェンド・スライム」, 「攻撃誘導アーマー」)."""
    for t in res.targets():
        res.duel.change_attack(target=t)


def _attack_again(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.may_attack_again(res.card)


def attacks_again_after_a_win(when: EventFilter, en: str, ja: str, shared_use: bool = False) -> Effect:
    """"When this card destroys a monster by battle (`when`), it can attack once more in a row": a trigger its
    player may decline (できる: the further attack is theirs to take), once a turn, so that the second attack's win
    gives no third; `shared_use`: that once a turn is shared with the card's other effects so marked (one of them a
    turn, `Effect.shared_use`)."""
    return Effect(Kind.TRIGGER, _attack_again, trigger="destroyed", self_trigger=False, when=when, mandatory=False,
                  once_per_turn=True, shared_use=shared_use, text_en=en, text_ja=ja)


def attack_directly_this_turn(res: Resolution, c: Card) -> None:
    """`c` may attack the opponent directly this turn (a grant to that card object, `grant_this_turn`)."""
    grant_this_turn(res, c, "it may attack directly this turn", "このターン直接攻撃できる", direct_attack=True)


def targets_attack_directly(res: Resolution) -> None:
    """Each target may attack the opponent directly this turn (「シャドウ・ダイバー」, 「ディスカバード・アタック」,
    「威圧する魔眼」, 「財宝への隠し通路」)."""
    for c in res.targets():
        attack_directly_this_turn(res, c)


def may_attack_directly() -> Effect:
    """"This card may attack the opponent directly.\""""
    return Effect(C, affects=itself, direct_attack=True, text_en="it may attack directly",
                  text_ja="相手プレイヤーへの直接攻撃が可能")


def past_only_defenders() -> Effect:
    """"While the opponent's field holds only defense position monsters, this card may attack directly"
    (「暗黒恐獣」, 「ロケット・ジャンパー」, the same text): the opponent's whole field, so a
    spell or trap card there (set or face-up, the field zone too) keeps it from attacking directly; a face-down
    monster is in defense position. 「闇の住人 シャドウキラー」's text names only the monster zones."""
    def only_defenders(ctx: Ctx, c: Card) -> bool:
        d, opp = ctx.duel, 1 - c.ctl
        theirs = d.monsters_of(opp)
        return (c.idx == ctx.card.idx and bool(theirs) and all(not m.in_attack for m in theirs)
                and not spells_traps_of(d, opp))
    return Effect(C, affects=only_defenders, direct_attack=True,
                  text_en="may attack directly while the opponent's field holds only defense position monsters",
                  text_ja="相手フィールドのカードが守備表示モンスターのみの場合、直接攻撃できる")


# A monster that turns to defense position once the damage step of its own attack ends (the damage_step_end
# event is the attacker's). Destroyed by that battle, it is in the graveyard as the triggers form a chain: nothing
# to change, so not activated.
DEFENSE_AFTER_ATTACK = Effect(Kind.TRIGGER, self_to_defense, trigger="damage_step_end",
                              needs=lambda ctx: ctx.card.zone is Zone.MONSTERS,
                              text_en="after its attack's damage step ends: it turns to defense position",
                              text_ja="自身の攻撃のダメージステップ終了時：守備表示に変わる")


def _declares_attack(ctx: Ctx, ev: Event) -> bool:
    """This card declared an attack."""
    return ev.card == ctx.card.idx


def _lock_spells_traps(res: Resolution) -> None:
    for what in ("activate_spell", "activate_trap"):
        res.duel.forbid_player(res.opponent, what, res.cause, phase="damage_end", while_card=res.card, live=True)


# A monster whose attack shuts out the opponent's spell and trap activations until the damage step is over
# (the 「古代の機械」 monsters): applied with no chain link as the attack is declared, so nothing can answer
# the declaration first, and ended as the battle ends (`Duel.forbid_player`'s "damage_end"), or sooner as the
# attack stops: negated, or the attacker gone or face-down before the damage step (`while_card`); a continuous
# effect of the monster, it forbids nothing while its effects are negated (`live`: 「スキルドレイン」), and is made
# even then, to forbid once the negation ends before the damage step is over
ATTACK_LOCK = Effect(Kind.AT_ONCE, _lock_spells_traps, trigger="attack_declared", when=_declares_attack,
                     despite_negation=True,
                     text_en="it attacks: until the damage step is over, the opponent activates no spell or trap card",
                     text_ja="自身の攻撃時：ダメージステップ終了まで、相手は魔法・罠カードを発動不可")


def attacked_in_attack_position(ctx: Ctx, ev: Event) -> bool:
    """An "attacked" event: this card, face-up in attack position, is attacked by an opponent's monster."""
    me = ctx.card
    return me.zone is Zone.MONSTERS and me.pos is Pos.ATTACK and ctx.duel.cards[ev.amount].ctl != me.ctl


def attacked_in_defense_by_weaker(ctx: Ctx, ev: Event) -> bool:
    """The battle event (its card the attacker, its amount the target) is of an attack on this card in defense
    position by a monster still on the field whose ATK is lower than this card's DEF (「針千本」,
    「デス・カンガルー」)."""
    d, me = ctx.duel, ctx.card
    attacker = d.cards[ev.card]
    return (ev.amount == me.idx and me.zone is Zone.MONSTERS and me.pos is Pos.DEFENSE
            and attacker.zone is Zone.MONSTERS and d.atk(attacker) < d.defense(me))


def battled_to_defense(res: Resolution) -> None:
    """The monster this card battled (the other card of the battle event that set this off) goes to defense
    position, if it is still on the field in attack position (「カンガルー・チャンプ」, 「棘の妖精」)."""
    d = res.duel
    ev = res.link.events[0]
    other = d.cards[ev.amount if ev.card == res.card.idx else ev.card]
    if other.zone is Zone.MONSTERS and other.pos is Pos.ATTACK:
        d.set_position(other, Pos.DEFENSE, res.cause)


def attacker_atk_to_opponent(res: Resolution) -> bool:
    """The attacking monster of the answered "attacked" event inflicts its ATK as damage on the opponent (「ユベル」,
    「魔鏡導士リフレクト・バウンダー」); whether any damage was inflicted."""
    d = res.duel
    attacker = d.cards[res.link.events[0].amount]
    if attacker.zone is not Zone.MONSTERS or d.atk(attacker) <= 0:
        return False
    d.damage(res.opponent, d.atk(attacker), res.cause)
    return True


def attacks_face_down(ctx: Ctx, ev: Event) -> bool:
    """A "damage_step_start" event of this card's attack on a face-down defense position monster."""
    t = ev.amount
    return t >= 0 and ctx.duel.cards[t].zone is Zone.MONSTERS and ctx.duel.cards[t].pos is Pos.SET


def destroy_face_down_target(res: Resolution) -> None:
    """That attack target is destroyed before it is flipped (「一刀両断侍」, 「白竜の聖騎士」)."""
    t = res.duel.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS and t.pos is Pos.SET:
        res.duel.destroy([t], res.cause)


def the_object(c: Card) -> Callable[[Ctx, Card], bool]:
    """A filter passing only this card object (not the card once it has moved)."""
    ref = (c.idx, c.oid)
    return lambda ctx, m: (m.idx, m.oid) == ref


def drawn_to(me: int, target: Callable[[Ctx, Card], bool], attackers: Callable[[Ctx, Card], bool],
             must: bool = False, once: bool = False) -> tuple[Effect, Effect]:
    """Two effects to linger: the opponent's monsters passing `attackers` may attack none of `me`'s monsters but
    those passing `target`, and not directly; with `must`, they must attack if able (「挑発」, 「立ちはだかる強敵」,
    「アース・グラビティ」); with `once`, until each has attacked once in the battle phase (`must_attack_once`)."""
    shield = Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me and not target(ctx, c),
                    unattackable_by=lambda ctx, m, a: a.ctl != me and attackers(ctx, a),
                    text_en="the opponent's monsters cannot attack this one",
                    text_ja="相手モンスターはこのモンスターを攻撃できない")
    held = Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != me and attackers(ctx, c),
                  forbids=("attack_directly",), must_attack=must, must_attack_once=once,
                  text_en="it attacks only the chosen monster", text_ja="選択したモンスターしか攻撃できない")
    return shield, held
