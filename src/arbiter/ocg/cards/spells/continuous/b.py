"""The continuous spell cards whose English name begins with B."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import bare_activation, can_special_summon, ctx_of, destroy_targets, nothing, room
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.cards.shared.field_spells import ACTIVATE
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated
from arbiter.ocg.cards.shared.recruiters import deck_monsters
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summon_target
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SET
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ナイルの恵み / Blessings of the Nile (continuous spell): each time cards are discarded from your hand by
# an opponent's effect, gain 1000. Discarded "by" an effect means by the controller of that effect, whoever's
# hand it is (Duel.discard: the opponent's 「手札抹殺」 discards your cards). Only a card that reaches the
# graveyard counts, as its text says (not one banished instead: 「次元の裂け目」). The cards one effect discards at
# once are one occasion, one gain (docs/uncertain-rulings.md, R004-088.23): only the first card's event of
# that discard sets the trigger off.
def _nile_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if not (ctx.card.active and ev.player == ctx.player and ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.player):
        return False
    return not any(t.card == ctx.card.idx and t.event.kind == ev.kind and t.event.cause == ev.cause
                   and t.serial == d.serial for t in d.triggers)


define(30653113, bare_activation(),
       Effect(T, gain_op(1000), trigger="discarded", self_trigger=False, when=_nile_when,
              text_en="the opponent's effect discarded your cards: gain 1000 LP",
              text_ja="相手の効果で手札が捨てられた時、１０００ライフポイント回復する"))


# ブランチ / Branch! (continuous spell): when a fusion monster on the field is destroyed and sent to the
# graveyard, you may target a monster in your graveyard used as a fusion material for its fusion summon;
# special summon it. Fusion monsters destroyed together offer it once, for a material of any of them (R004-055: one
# effect acting on several monsters is one event).
def _fusion_destroyed(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ctx.card.active and c.data.is_fusion and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


def _record(ctx: Ctx, ev: Event) -> fusion.FusionRecord | None:
    """The fusion summon of the object that was just destroyed (none if that object was not fusion summoned, even
    if the card was before: revived by 「死者蘇生」, it has no materials)."""
    return next((r for r in fusion.records(ctx.duel) if (r.monster, r.oid) == (ev.card, ev.oid)), None)


def _branch_fits(ctx: Ctx, c: Card) -> bool:
    for ev in ctx.events:
        if ev.kind == "destroyed" and ev.card >= 0:
            r = _record(ctx, ev)
            if r is not None and (c.idx, c.oid) in r.materials:
                return True
    return False


define(30548775, bare_activation(),
       Effect(T, summon_target, trigger="destroyed", when=_fusion_destroyed, self_trigger=False, mandatory=False,
              misses_timing=True, together=True, needs=room, asks=True,
              target=grave_target(_branch_fits, "a fusion material of the destroyed fusion monster",
                                  "破壊された融合モンスターの融合素材"),
              text_en="special summon a fusion material of the destroyed fusion monster",
              text_ja="破壊された融合モンスターの融合素材１体を特殊召喚する"))

C = Kind.CONTINUOUS

# 強者の苦痛 / Burden of the Mighty: each face-up monster the opponent controls loses 100 ATK for each of its Levels.
define(44947065, ACTIVATE,
       Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.ctl != ctx.player,
              atk=lambda ctx, c: -100 * ctx.duel.level(c),
              text_en="the opponent's face-up monsters lose 100 ATK per Level",
              text_ja="相手の表側表示モンスターの攻撃力はレベル×１００ダウン"))


# ブレイズ・キャノン / Blaze Accelerator (continuous spell): once it is face-up: send 1 Pyro monster with 500
# or less ATK from your hand to the graveyard (the cost) and destroy 1 targeted monster the opponent controls.
# Your monsters cannot attack in the turn you use it, from its activation on (so it needs a turn they have not
# attacked in: `turn_ban`, as 「ブレイズ・キャノン－トライデント」's).
def _small_pyro(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Pyro" and c.data.atk is not None and c.data.atk <= 500


define(69537999, bare_activation(),
       Effect(Kind.IGNITION, destroy_targets, cost=Cost(hand_send=1, hand_filter=_small_pyro), turn_ban=("attack",),
              target=TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手のモンスター"),
              text_en="send from your hand a Pyro monster whose ATK is 500 or less: destroy the target (your monsters "
                      "cannot attack this turn)",
              text_ja="手札の攻撃力５００以下の炎族モンスターを墓地へ送り、対象を破壊する（このターン自分のモンスターは"
                      "攻撃できない）"))


# 燃えさかる大地 / Burning Land (continuous spell): on activation, destroy every field spell on the field; in each
# player's standby phase, the turn player takes 500 damage.
def _burning_land(res: Resolution) -> None:
    d = res.duel
    d.destroy([d.cards[pl.field] for pl in d.players if pl.field >= 0], res.cause)


def _any_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ctx.card.active


define(24294108, Effect(A, _burning_land, does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY, text_en="destroy all field spells",
                        text_ja="フィールド魔法カードを全て破壊する"),
       Effect(Kind.TRIGGER, lambda res: res.duel.damage(res.duel.tp, 500, res.cause), trigger="phase",
              when=_any_standby, self_trigger=False, text_en="each standby phase: the turn player takes 500 damage",
              text_ja="どちらのスタンバイフェイズでも：そのターンのプレイヤーに５００ダメージ"))


# 勇気の旗印 / Banner of Courage (continuous spell): your monsters gain 200 ATK during your battle phase only.
define(10012614, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player,
              atk=lambda ctx, c: 200 if ctx.duel.tp == ctx.player and ctx.duel.phase.startswith("battle") else 0,
              text_en="your monsters gain 200 ATK during your battle phase",
              text_ja="自分のバトルフェイズの間だけ自分のモンスターの攻撃力は２００アップ"))


# ボスラッシュ / Boss Rush (continuous spell): activated only in a turn you have not normal summoned; while it is
# face-up you cannot normal summon or set. When a 「巨大戦艦」 monster of yours, face-up, is destroyed and sent to
# the graveyard while it is face-up, in that turn's end phase you may special summon a 「巨大戦艦」 monster from your
# deck (one for the turn, however many were destroyed).
_BOSS_FELL = "boss rush"


def _battleship(c: Card) -> bool:
    return name_includes(c, "巨大戦艦")


def _boss_watch(ctx: Ctx, ev: Event) -> bool:
    # read as the destruction is recorded, after any replacement: one banished instead (「マクロコスモス」) was not
    # sent to the graveyard; the event keeps where it came from and its position there
    d, me = ctx.duel, ctx.card
    if (ev.dst == int(Zone.GRAVE) and ev.src == int(Zone.MONSTERS) and ev.pos in (int(Pos.ATTACK), int(Pos.DEFENSE))
            and ev.player == ctx.player and me.active and me.zone is Zone.SPELLS and _battleship(d.cards[ev.card])):
        mark(d, _BOSS_FELL, me, d.turn)
    return False


def _bosses(ctx: Ctx | Resolution) -> list[Card]:
    c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    return deck_monsters(ctx.duel, c_ctx.player, lambda c: _battleship(c) and can_special_summon(c_ctx, c))


def _boss_rush(res: Resolution) -> None:
    # the card had to be there when the battleship was destroyed, not as this resolves: the summon does not need it
    summon_one_of(res, _bosses(res), deck=True)


define(66947414, Effect(A, nothing, condition=lambda ctx: ctx.duel.players[ctx.player].normal_summon_turn
                        != ctx.duel.turn, text_en="activate (not in a turn you normal summoned)",
                        text_ja="通常召喚していないターンに発動"),
       Effect(Kind.CONTINUOUS, forbids=("normal_summon",),
              affects=lambda ctx, c: c.zone is Zone.HAND and c.owner == ctx.player,
              text_en="you cannot normal summon or set", text_ja="自分はモンスターを通常召喚できない"),
       Effect(T, never_activated, note=True, trigger="destroyed", self_trigger=False, when=_boss_watch,
              text_en="(a face-up 「巨大戦艦」 of yours destroyed and sent to the graveyard this turn is noted)",
              text_ja="（破壊され墓地へ送られた自分の表側表示の「巨大戦艦」を覚えておく）"),
       Effect(T, _boss_rush, trigger="phase", self_trigger=False, mandatory=False, asks=True,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.active
              and ctx.duel.turn in marked(ctx.duel, _BOSS_FELL, ctx.card) and bool(_bosses(ctx)),
              text_en="the end phase of a turn a face-up 「巨大戦艦」 of yours was destroyed: special summon a "
                      "「巨大戦艦」 monster from your deck",
              text_ja="自分の表側表示の「巨大戦艦」が破壊されたターンのエンドフェイズ、デッキから「巨大戦艦」を特殊召喚する"),
       numbering=(0, 1, 0, 2))


# 戦場の惨劇 / Battlefield Tragedy (continuous spell): (1) once a turn by name (used once activated, even if its
# effect is then negated), in your main phase 2 of a turn in which no monsters battled each other, discard 1 card
# (the cost): set a 「戦場の惨劇」 from your deck in your spell & trap zone. (2) In the end phase of a turn in which
# monsters battled each other, the turn player mills 5 (their deck's top 5 cards go to the graveyard). "Monsters
# battled": a monster was an attack target in a damage calculation this turn (`Card.t_battled` on a monster that
# declared no attack this turn).
BATTLEFIELD_TRAGEDY = 42228966


def _monsters_battled(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c.t_battled == d.turn and c.t_attacked != d.turn for c in d.cards)


def _tragedy_copies(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck
            if is_named(d.cards[i], BATTLEFIELD_TRAGEDY) and d.may_set_spell_trap(d.cards[i], ctx.player)]


def _set_tragedy(res: Resolution) -> None:
    d = res.duel
    cands = _tragedy_copies(res)
    room = d.free_slots(res.player, Zone.SPELLS) > 0
    with deck_searched(d, res.player, room):  # with a zone to set one in, looked through for one, found or not
        if cands and room:
            d.set_spell_trap(res.ask_cards(cands, purpose=SET), res.player, res.cause)


def _tragedy_mill(res: Resolution) -> None:
    res.duel.mill(res.duel.tp, 5, res.cause)


define(BATTLEFIELD_TRAGEDY, bare_activation(),
       Effect(Kind.IGNITION, _set_tragedy, cost=Cost(discard=1), asks=True,
              condition=lambda ctx: ctx.card.active and ctx.duel.phase == "main2" and not _monsters_battled(ctx),
              once_per_name=True,
              needs=lambda ctx: bool(_tragedy_copies(ctx)) and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
              text_en="main phase 2 of a turn with no battle between monsters, discard 1: set a Battlefield Tragedy "
                      "from your deck",
              text_ja="モンスター同士の戦闘が無かったターンのメインフェイズ２：手札１枚を捨て、デッキから「戦場の惨劇」"
                      "をセットする"),
       Effect(T, _tragedy_mill, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.active and _monsters_battled(ctx),
              text_en="the end phase of a turn in which monsters battled: the turn player sends the top 5 cards of "
                      "their deck to the graveyard",
              text_ja="モンスター同士の戦闘が有ったターンのエンドフェイズ：ターンのプレイヤーはデッキ上５枚を墓地へ送る"))
