"""The continuous trap cards whose English name begins with C."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg import fusion, names
from arbiter.ocg.cards.common import (
    CYBER_DRAGON,
    OWN_REVIVABLE,
    activated_while_here,
    bare_activation,
    destroy_targets,
)
from arbiter.ocg.cards.shared.attacks import at_attacker, battlers, opponents_attack
from arbiter.ocg.cards.shared.card_kinds import is_spell_card, is_trap_card
from arbiter.ocg.cards.shared.effect_summons import hand_summonable, summon_one_from_hand
from arbiter.ocg.cards.shared.events import once_per_thing, phase_of, together
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.passcodes import MONSTER_REBORN
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.revival import bound_summon
from arbiter.ocg.cards.shared.special_summons import summon_targets
from arbiter.ocg.cards.shared.trap_monsters import MAIN_PHASES, self_as_monster, trap_monster
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER
C = Kind.CONTINUOUS


# サイバー・シャドー・ガードナー / Cyber Shadow Gardna (continuous trap): in the opponent's main phase it
# becomes a monster (Machine, EARTH, level 4, ATK/DEF ?) special summoned to your field; when it is the
# target of an opponent's attack its ATK/DEF become the attacker's; in the opponent's end phase it is set
# in the spell & trap zone again.
def _attacker_of(ctx: Ctx) -> Card | None:
    d = ctx.duel
    attacker, target = battlers(d)
    if target != ctx.card.idx or attacker < 0 or d.cards[attacker].ctl == ctx.card.ctl:
        return None
    return d.cards[attacker]


def _gardna_atk(ctx: Ctx, c: Card) -> int:
    a = _attacker_of(ctx)
    return ctx.duel.atk(a) if a is not None else 0


def _gardna_def(ctx: Ctx, c: Card) -> int:
    a = _attacker_of(ctx)
    return ctx.duel.defense(a) if a is not None else 0


def _gardna_set(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if alive(res) and c.zone is Zone.MONSTERS:
        d.set_in_spell_zone(c, res.cause)


define(90440725, trap_monster("Machine", "EARTH", 4, None, None, True, None,
                              condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase in MAIN_PHASES,
                              text_en="special summon this card as a monster (Machine/EARTH/4/?/?)",
                              text_ja="このカードをモンスター（機械族・地・星４・攻／守？）として特殊召喚する"),
       # values its text makes its "?" ATK/DEF, not raises (`becomes`: 「あまのじゃくの呪い」 leaves them)
       Effect(C, affects=self_as_monster, atk=_gardna_atk, defense=_gardna_def, becomes=True,
              text_en="attacked: ATK/DEF become the attacker's",
              text_ja="攻撃された時、攻撃力・守備力は攻撃モンスターと同じ"),
       Effect(T, _gardna_set, trigger="phase", self_trigger=False, when=phase_of("end", False),
              text_en="the opponent's end phase: set this card in the spell & trap zone",
              text_ja="相手のエンドフェイズに魔法＆罠カードゾーンにセットされる"))


# リビングデッドの呼び声 / Call of the Haunted (continuous trap): special summon a targeted monster from your
# graveyard in attack position (R000-030); only one it could summon is a target. The two are tied (a lasting link,
# applied at once): the monster is destroyed when this card leaves the field, this card when the monster is
# destroyed; both are this card's effect (`live`): nothing happens while its effects are negated (「王宮のお触れ」).
# A card that left the field before its resolution summons nothing (`bound_summon`).
def _haunted(res: Resolution) -> None:
    bound_summon(res, lambda: summon_targets(res, Pos.ATTACK), "destroyed")


define(97077563, Effect(A, _haunted, needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        target=OWN_REVIVABLE,
                        text_en="special summon the target in attack position", text_ja="対象を攻撃表示で特殊召喚する"))


# 連鎖炸薬 / Chain Burst and 暗黒の呪縛 / Curse of Darkness: while it is face-up, each time a trap (spell) card's
# activation resolves, the player who activated it takes 1000 damage, with no chain link (only for an activation
# made once this card applied: not its own, nor the one it was chained to). A trap monster's activation is a trap
# card's, though the card is a monster once it has resolved (`is_trap_card`).
def _activator_burned(kind: str) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.duel.cards[ev.card]
        return ev.detail == "activation" and (is_trap_card(c) if kind == "trap" else is_spell_card(c)) \
            and activated_while_here(ctx, ev)

    return Effect(Kind.AT_ONCE, lambda res: res.duel.damage(res.link.events[0].player, 1000, res.cause),
                  trigger="resolved", when=when,
                  text_en=f"a {kind} card's activation resolved: its activator takes 1000 damage",
                  text_ja=("罠" if kind == "trap" else "魔法") + "カードを発動したプレイヤーは１０００ダメージを受ける")


define(48276469, bare_activation(), _activator_burned("trap"))
define(84970821, bare_activation(), _activator_burned("spell"))


# サイバネティック・ヒドゥン・テクノロジー / Cybernetic Hidden Technology: each time an opponent's monster declares an
# attack, you may send 1 「サイバー・ドラゴン」, or 1 fusion monster that lists it as a material, you control to the
# graveyard: destroy the targeted attacker.
def _cyber_fodder(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and (names.is_named(c, CYBER_DRAGON) or (
        c.data.is_fusion and CYBER_DRAGON in fusion.listed(c.data)))


define(92773018, bare_activation(),
       Effect(Kind.TRIGGER, destroy_targets, trigger="attack_declared", self_trigger=False, when=opponents_attack,
              mandatory=False, cost=Cost(field_send=1, field_filter=_cyber_fodder), target=at_attacker("opp"),
              text_en="send Cyber Dragon or a fusion monster listing it to the graveyard: destroy the attacker",
              text_ja="「サイバー・ドラゴン」かそれを素材とする融合モンスターを墓地へ送り、攻撃モンスターを破壊する"))


# 棺桶売り / Coffin Seller (continuous trap): each time monster cards go to the opponent's graveyard (from
# anywhere; those one verb sends together are one time), the opponent takes 300 damage (a token reaches no
# graveyard: `Duel.move`).
def _monster_to_opp_grave(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.dst == int(Zone.GRAVE) and c.owner == ctx.opponent and c.base.is_monster


define(65830223, bare_activation(),
       Effect(T, lambda res: res.duel.damage(res.opponent, 300, res.cause), trigger="moved", self_trigger=False,
              when=together(_monster_to_opp_grave),
              text_en="monster cards went to the opponent's graveyard: 300 damage to the opponent",
              text_ja="モンスターカードが相手の墓地へ送られる度に、相手に３００ダメージ"))


# サイバー・サモン・ブラスター / Cyber Summon Blaster (continuous trap): while it is already face-up in a spell &
# trap zone, each time Machine monsters are special summoned (those of one summon or one effect are one time),
# 300 damage to the opponent.
def _machine_special_summoned(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return ctx.card.active and d.race(d.cards[ev.card]) == "Machine"


define(63477921, bare_activation(),
       Effect(T, lambda res: res.duel.damage(res.opponent, 300, res.cause), trigger="special_summoned",
              self_trigger=False, when=once_per_thing("summon_blaster", _machine_special_summoned),
              text_en="Machine monsters were special summoned: 300 damage to the opponent",
              text_ja="機械族モンスターが特殊召喚される度に、相手に３００ダメージ"))


# 闇からの呼び声 / Call of Darkness: as it resolves, every monster on the field that 「死者蘇生」's effect special
# summoned goes to the graveyard (`Duel.summoned_by`); while it stays on the field, neither player can activate
# 「死者蘇生」.
def _call_of_darkness(res: Resolution) -> None:
    d = res.duel
    reborn = [m for p in (0, 1) for m in d.monsters_of(p)
              if d.summoned_by(m) >= 0 and names.is_named(d.cards[d.summoned_by(m)], MONSTER_REBORN)]
    if reborn:
        d.send_to_grave([m.idx for m in reborn], res.cause)


define(78637313, Effect(A, _call_of_darkness, text_en="send the monsters Monster Reborn summoned to the graveyard",
                        text_ja="「死者蘇生」の効果で特殊召喚したモンスターを全て墓地へ送る"),
       Effect(C, forbids=("activate",), affects=lambda ctx, c: names.is_named(c, MONSTER_REBORN),
              text_en="neither player can activate Monster Reborn", text_ja="お互いに「死者蘇生」を発動できない"))


# 決戦の火蓋 / Cry Havoc!: once face-up, in your own main phase: banish a monster card from your graveyard (the cost) to
# normal summon or set a normal monster from your hand as it resolves (an extra summon; tributes as usual; a set is a
# normal summon: R003-005, R003-006).
define(39712330, bare_activation(),
       Effect(Kind.QUICK, lambda res: summon_one_from_hand(res, res.duel.is_normal_monster), asks=True,
              condition=lambda ctx: ctx.duel.tp == ctx.player and ctx.duel.phase in MAIN_PHASES,
              needs=lambda ctx: bool(hand_summonable(ctx, ctx.duel.is_normal_monster)),
              cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster),
              text_en="banish a monster from your graveyard: normal summon a normal monster from your hand",
              text_ja="墓地のモンスター１体を除外する。手札の通常モンスターを１体通常召喚する"))


# 夜霧のスナイパー / Cloak and Dagger: declare a monster card name as it is activated (kept on this card object); when
# a monster of that name the opponent controls is normal summoned, special summoned or turned face-up (a flip summon
# once), banish that monster and this card (a mandatory trigger); declared monsters arriving together are banished
# by one activation.
_DECLARED = "cloak_and_dagger"


def _cloak(res: Resolution) -> None:
    if res.link.declared and alive(res) and res.card.on_field:
        mark(res.duel, _DECLARED, res.card, int(res.link.declared))


def _named_arrival(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not ctx.card.active or ev.player == ctx.player or ev.card < 0 or ev.detail == "flip":
        return False
    m = d.cards[ev.card]
    return m.zone is Zone.MONSTERS and m.face_up and any(names.is_named(m, p) for p in marked(d, _DECLARED, ctx.card))


def _snipe(res: Resolution) -> None:
    d = res.duel
    # declared monsters that arrived together (「光の護封剣」 flipping two) share one link (`together`): all go
    arrived = [d.cards[i] for i in dict.fromkeys(e.card for e in res.link.events)]
    gone = [c for c in arrived if c.zone is Zone.MONSTERS] + ([res.card] if alive(res) and res.card.on_field else [])
    if gone:
        d.banish(gone, res.cause)


define(8323633, Effect(A, _cloak, declare_name=lambda cd: cd.kind == "monster", keeps_declared=True,
                       text_en="declare a monster card name", text_ja="モンスターカード名を１つ宣言する"),
       *(Effect(T, _snipe, trigger=k, self_trigger=False, when=_named_arrival, together=True,
                text_en="the opponent summons or flips the declared monster: banish it and this card",
                text_ja="相手が宣言されたモンスターを召喚・特殊召喚・リバースした時、そのモンスターとこのカードを除外する")
         for k in ("summoned", "special_summoned", "flipped")),
       numbering=(1, 1, 1, 1))
