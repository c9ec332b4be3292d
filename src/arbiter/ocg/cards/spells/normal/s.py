"""The normal spell cards whose English name begins with S."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    SPELL_TRAP,
    banish_targets,
    ctx_of,
    destroy_itself,
    destroy_targets,
    opponent_room,
    room,
    spells_traps_of,
    takeable,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.attacks import targets_attack_directly
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.card_kinds import is_spell_card
from arbiter.ocg.cards.shared.destruction import destroy_special_summoned
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.equips import to_attack
from arbiter.ocg.cards.shared.face_down import reveal_opponent
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.recruiters import deck_monsters_that
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_searched, search_spell
from arbiter.ocg.cards.shared.special_summons import (
    summon_one_of,
    summon_targets,
    summon_targets_until_end_phase,
    summonable,
)
from arbiter.ocg.cards.shared.stats import half_up, original_atk, original_def
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.cards.shared.tokens import token_spell
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.cards.shared.turn_counts import ends_in_opponent_end_phase, start_count
from arbiter.ocg.cards.shared.zones import controls_face_up, deck_of, pile_of, special_summoned_on_field
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import BANISH, DESTROY, SET, TO_GRAVEYARD, TRIBUTE
from arbiter.ocg.effects import NOT_CHOSEN, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, quoting
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# ファイヤー・ソウル / Soul of Fire: the opponent draws 1; banish a Pyro monster from your deck; the
# opponent takes half its ATK as damage. In the turn you activate it you declare no attack (`turn_ban`).
def _soul_of_fire(res: Resolution) -> None:
    d = res.duel
    d.draw(res.opponent, 1, res.cause)
    pyros = pile_of(res, res.player, Zone.DECK, lambda c: c.data.race == "Pyro" and c.data.is_monster)
    with deck_searched(d, res.player, True):  # looked through for one, found or not: shuffled after (R004-100)
        c = res.ask_cards(pyros, purpose=BANISH.monster) if pyros else None
        if c is not None:
            d.banish([c], res.cause)
    if c is not None:
        d.damage(res.opponent, half_up(c.data.atk or 0), res.cause)


define(95026693, Effect(A, _soul_of_fire, asks=True, needs=may_draw("opp"), draws=1, drawer="opp", turn_ban=("attack",),
                        condition=lambda ctx: bool(pile_of(ctx, ctx.player, Zone.DECK,
                                                           lambda c: c.data.race == "Pyro" and c.data.is_monster)),
                        text_en="the opponent draws 1; banish a Pyro from your deck; half its ATK as damage",
                        text_ja="相手は１枚ドローし、デッキの炎族を除外し、その攻撃力の半分のダメージを与える"))

gain_spell(47852924, 800)


# ソウルテイカー / Soul Taker: destroy a targeted face-up monster the opponent controls; then (a step of its own)
# they gain 1000.
def _soul_taker(res: Resolution) -> None:
    d = res.duel
    if d.destroy(res.targets(), res.cause):
        d.next_thing()
        d.gain_lp(res.opponent, 1000, res.cause)


define(81510157, Effect(A, _soul_taker, target=TargetSpec(side="opp", face="up",
                                                           text_en="an opponent's face-up monster",
                                                           text_ja="相手の表側表示モンスター"),
                        text_en="destroy the target; the opponent gains 1000 LP",
                        text_ja="対象を破壊し、相手は１０００ライフポイント回復する"))

# 召喚師のスキル / Summoner's Art searches the deck, where a gemini monster is the effect monster printed
# (`Duel.is_normal_monster`): the printed fact answers.
search_spell(79816536, lambda c: c.data.is_normal_monster and (c.data.level or 0) >= 5,
             "add a Level 5 or higher normal monster", "レベル５以上の通常モンスターを手札に加える")  # 召喚師のスキル


# シエンの間者 / Shien's Spy: give control of a targeted face-up monster you control to the opponent until
# the end phase (not activated while the opponent has no free monster zone: the monster would have nowhere to go).
def _give_until_end(res: Resolution) -> None:
    for c in res.targets():
        res.duel.take_control(c, res.opponent, res.cause, until_end=True)


define(7672244, Effect(A, _give_until_end, needs=opponent_room,
                       target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                         text_ja="自分の表側表示モンスター"),
                       text_en="give control of the target to the opponent until the end phase",
                       text_ja="対象のコントロールをエンドフェイズまで相手に移す"))

# ポルターガイスト / Spiritualism: return 1 targeted spell/trap card the opponent controls to the hand; its
# activation and effect cannot be negated.
define(15866454, Effect(A, to_hand_targets, unnegatable=True,
                        target=TargetSpec(zone=Zone.SPELLS, side="opp",
                                          text_en="a spell/trap card the opponent controls",
                                          text_ja="相手フィールド上の魔法・罠カード"),
                        text_en="return the target to its owner's hand (cannot be negated)",
                        text_ja="対象のカードを持ち主の手札に戻す（発動と効果は無効化されない）"))

# サルベージ / Salvage: add 2 targeted WATER monsters with 1500 or less ATK from your graveyard to your hand.
define(96947648, Effect(A, targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and has_attribute(c, "WATER")
                                          and c.data.atk is not None and c.data.atk <= 1500, count=2,
                                          en="a WATER monster with 1500 or less ATK in your graveyard",
                                          ja="墓地にある自分の水属性・攻撃力１５００以下のモンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 魔法再生 / Spell Reproduction: send 2 spell cards from your hand to the graveyard (the cost); add 1 targeted
# spell card from your graveyard to your hand (選択 in its text: a target, as 「魔法石の採掘」's).
define(29228529, Effect(A, targets_to_hand, cost=Cost(hand_send=2, hand_filter=lambda ctx, c: c.data.is_spell),
                        target=grave_spec(is_spell_card, en="a spell card in your graveyard",
                                          ja="自分の墓地の魔法カード"),
                        text_en="send 2 spells from your hand to the graveyard: add the target to your hand",
                        text_ja="手札の魔法カード２枚を墓地へ送り、対象の墓地の魔法カードを手札に加える"))


# 黙する死者 / Silent Doom: target a normal monster in your graveyard; it comes back to the field face-up in defense
# position; it cannot attack.
def _silent_doom(res: Resolution) -> None:
    for t in summon_targets(res, Pos.DEFENSE):
        res.duel.restrict(t, "attack", res.cause, turns=10**6)


define(42534368, Effect(A, _silent_doom, needs=room,
                        target=grave_target(lambda ctx, c: ctx.duel.is_normal_monster(c), "a normal monster in your "
                                            "graveyard", "自分の墓地の通常モンスター"),
                        text_en="special summon the target in defense position; it cannot attack",
                        text_ja="対象を表側守備表示で特殊召喚する。攻撃できない"))

# 火の粉 / Sparks: 200 damage to the opponent.
define(76103675, Effect(A, burn(200), targets_player="opp", text_en="200 damage to the opponent",
                        text_ja="相手に２００ダメージを与える"))

# シールドクラッシュ / Shield Crush: destroy a targeted defense-position monster on the field.
define(30683373, Effect(A, destroy_targets,
                        target=TargetSpec(where=lambda ctx, c: c.pos in (Pos.DEFENSE, Pos.SET),
                                          text_en="a defense-position monster", text_ja="守備表示モンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# スタンピング・クラッシュ / Stamping Destruction: while you control a face-up Dragon, destroy a targeted spell or trap
# card and deal 500 damage to its controller.
def _stamping(res: Resolution) -> None:
    for c in res.targets():
        who = c.ctl
        if res.duel.destroy([c], res.cause):
            res.duel.damage(who, 500, res.cause)


define(81385346, Effect(A, _stamping, target=SPELL_TRAP,
                        condition=lambda ctx: any(c.face_up and ctx.duel.race(c) == "Dragon"
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="you control a Dragon: destroy the target and deal 500 damage to its controller",
                        text_ja="自分がドラゴン族を表側表示で持つ時、対象を破壊しそのコントローラーに５００ダメージ"))

# 魂の解放 / Soul Release: banish up to 5 targeted cards from either graveyard.
define(5758500, Effect(A, banish_targets, target=TargetSpec(zone=Zone.GRAVE, count=5, min=1,
                                                            text_en="a card in a graveyard", text_ja="墓地のカード"),
                       text_en="banish the targets", text_ja="対象をゲームから除外する"))

# 賢者の宝石 / Sage's Stone: while you control a face-up 「ブラック・マジシャン・ガール」, special summon a
# 「ブラック・マジシャン」 from your hand or deck.
DARK_MAGICIAN_GIRL = 38033121


def _magicians(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[ctx.player].cards_in(z)
            if is_named(d.cards[i], DARK_MAGICIAN)]


def _sages_stone(res: Resolution) -> None:
    summon_one_of(res, _magicians(res), deck=True)  # (the deck shuffled if the monster came from it, or none fit)


define(13604200, Effect(A, _sages_stone, asks=True, condition=lambda ctx: controls_face_up(ctx, DARK_MAGICIAN_GIRL),
                        needs=lambda ctx: bool(summonable(ctx, _magicians(ctx))) and room(ctx),
                        text_en="you control Dark Magician Girl: special summon Dark Magician from your hand or deck",
                        text_ja="「ブラック・マジシャン・ガール」がいる時、「ブラック・マジシャン」を手札かデッキから特殊召喚する"))

# 『守備』封じ / Stop Defense: a targeted defense position monster the opponent controls (face-up or
# face-down) becomes face-up attack position.
define(63102017, Effect(A, to_attack,
                        target=TargetSpec(side="opp", where=lambda ctx, c: c.pos in (Pos.DEFENSE, Pos.SET),
                                          text_en="an opponent's defense position monster",
                                          text_ja="相手の守備表示モンスター"),
                        text_en="change the target to face-up attack position", text_ja="対象を表側攻撃表示にする"))


# 財宝への隠し通路 / Secret Pass to the Treasures: a targeted face-up monster with 1000 or less ATK may
# attack directly this turn. The era's text says "your" monster; the page's table (R000-036.14) marks
# both players' monsters, and the table is followed. The permission lasts the turn (a lingering grant).
define(77876207, Effect(A, targets_attack_directly,
                        target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.atk(c) <= 1000,
                                          text_en="a face-up monster with 1000 or less ATK",
                                          text_ja="攻撃力１０００以下の表側表示モンスター"),
                        text_en="the target may attack directly this turn", text_ja="このターン対象は直接攻撃できる"))


# クロス・ソウル / Soul Exchange: target a monster the opponent controls; this turn, when you tribute monsters
# (a tribute summon, a cost), it must be one of them in place of one of yours (`Duel.allow`; the tribute
# choices offer it first); you cannot conduct your battle phase that turn (`turn_ban`: not activated after one;
# from its activation on, negated or not, the battle phase is skipped).
def _soul_exchange(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.allow(t, res.player, "tribute", res.cause)


define(68005187, Effect(A, _soul_exchange, turn_ban=("battle_phase",),
                        target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
                        text_en="this turn, tribute the target as if you controlled it",
                        text_ja="このターン、自分のモンスターの代わりに対象を生け贄にする"))


# 痛み分け / Share the Pain: tribute a monster (a cost); the opponent tributes one of theirs (their choice,
# at resolution: not a target). Only a monster this effect can tribute is theirs to pick: not one unaffected by
# it (「ホルスの黒炎竜 ＬＶ６」) or that no effect may tribute.
def _share_fodder(ctx: Ctx | Resolution) -> list[Card]:
    return tributable(ctx.duel, ctx.duel.monsters_of(ctx.opponent), by=ctx)


_NO_TRIBUTE = Why("no effect may tribute it", "効果で生け贄にできない")
_UNAFFECTED = Why("it is unaffected by this card's effect", "このカードの効果を受けない")


def _share_refusal(res: Resolution, c: Card) -> str:
    """Why `c` is none of the monsters `_share_fodder` offers, by its checks in their order."""
    d = res.duel
    if c.zone is not Zone.MONSTERS or c.ctl != res.opponent:
        eff = res.link.activated
        return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja)
    return _NO_TRIBUTE if not d.can_be_tributed(c) else _UNAFFECTED if d.unaffected(c, res.card, res.player) else ""


def _share(res: Resolution) -> None:
    theirs = _share_fodder(res)
    if theirs:
        c = res.ask_cards(theirs, player=res.opponent, why=lambda x: _share_refusal(res, x), purpose=TRIBUTE.monster)
        res.duel.tribute([c], res.opponent, res.cause, cost=False)


define(56830749, Effect(A, _share, cost=Cost(tribute=1), needs=lambda ctx: bool(_share_fodder(ctx)),
                        asks=True, text_en="the opponent tributes a monster",
                                   text_ja="相手はモンスター１体を生け贄に捧げる"))


# 光の護封剣 / Swords of Revealing Light: on activation, the opponent's face-down monsters turn face-up
# (flip effects activate, R003-026); the card stays on the field, and while it does the opponent's
# monsters cannot declare an attack. It is destroyed in the opponent's third end phase after its
# activation (its turn count, which 「運命の火時計」 can advance, starts in the turn it resolved; declared as a
# mandatory trigger of the card at the start of that end phase: the engine has no actions that happen at a
# phase without a chain link).
def _swords(res: Resolution) -> None:
    reveal_opponent(res)
    if res.card.oid == res.link.oid and res.card.on_field:
        start_count(res.duel, res.card)


define(72302403,
       Effect(A, _swords, remains=True, text_en="turn the opponent's face-down monsters face-up",
              text_ja="相手の裏側表示モンスターを全て表側表示にする"),
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != ctx.player,
              text_en="the opponent's monsters cannot declare an attack", text_ja="相手モンスターは攻撃宣言できない"),
       Effect(Kind.TRIGGER, destroy_itself, trigger="phase", when=ends_in_opponent_end_phase(3), self_trigger=False,
              text_en="destroyed in the opponent's third end phase",
              text_ja="相手のターンで数えて３ターン後のエンドフェイズに破壊される"))


# 地砕き / Smashing Ground: destroy the monster with the highest DEF the opponent controls (face-down ones count;
# of several with that DEF, its player picks one).
def _highest_def(res: Resolution) -> None:
    d = res.duel
    mons = d.monsters_of(1 - res.player)
    if not mons:
        return
    top = max(d.defense(c) for c in mons)
    tied = [c for c in mons if d.defense(c) == top]
    d.destroy([tied[0] if len(tied) == 1 else res.ask_cards(tied, purpose=DESTROY.monster)], res.cause)


define(97169186, Effect(A, _highest_def, does=Does.MONSTERS | Does.OPPONENTS, asks=True,
                        needs=lambda ctx: bool(ctx.duel.monsters_of(1 - ctx.player)),
                        text_en="destroy the opponent's monster with the highest DEF",
                        text_ja="相手の場で守備力が最も高いモンスター１体を破壊する"))


# 迷える仔羊 / Stray Lambs: special summon 2 「仔羊トークン」 (Lamb Token: Beast, EARTH, Level 1, 0/0) in defense
# position. It needs 2 free monster zones; in the turn you activate it you summon no other monster (normal, flip or
# special summon), neither before it (it cannot be activated then) nor after it.
token_spell(60764581, 60764582, "仔羊トークン", 2, "Lamb Tokens", "仔羊トークン")


# 旧神の印 / Seal of the Ancients: pay 1000 LP (the cost): look at every set card the opponent controls (monsters and
# spell & trap zones). With none it would look at nothing: not activated (R004-007, as 「強引な番兵」 R004-010).
def _opponents_set_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    p = 1 - ctx.player
    return [c for c in [*d.monsters_of(p), *spells_traps_of(d, p)] if not c.face_up]


def _seal_of_the_ancients(res: Resolution) -> None:
    res.duel.reveal(_opponents_set_cards(res), res.player)


define(97809599, Effect(A, _seal_of_the_ancients, cost=Cost(lp=1000), needs=lambda ctx: bool(_opponents_set_cards(ctx)),
                        text_en="pay 1000 LP: look at all the opponent's set cards",
                        text_ja="１０００ライフを払う。相手の場のセットカードを全部見る"))


# スネーク・レイン / Snake Rain: discard 1 card (the cost): send 4 Reptile monsters from your deck to the graveyard.
def _reptiles(ctx: Ctx | Resolution) -> list[Card]:
    return deck_monsters_that(ctx, lambda c: c.data.race == "Reptile")


def _snake_rain(res: Resolution) -> None:
    d = res.duel
    found = _reptiles(res)
    with deck_searched(d, res.player, True):  # looked through for four, found or not: shuffled after (R004-100)
        if len(found) >= 4:
            d.send_to_grave([c.idx for c in choose_cards(res, found, 4, purpose=TO_GRAVEYARD.monster)], res.cause)


define(17189677, Effect(A, _snake_rain, asks=True, cost=Cost(discard=1), needs=lambda ctx: len(_reptiles(ctx)) >= 4,
                        text_en="discard 1: send 4 Reptile monsters from your deck to the graveyard",
                        text_ja="手札１枚を捨てる。デッキの爬虫類族を４体墓地へ送る"))


# 思い出のブランコ / Swing of Memories: target a normal monster in your graveyard; special summon it; it is
# destroyed in this turn's end phase.
define(96765646, Effect(A, summon_targets_until_end_phase, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: ctx.duel.is_normal_monster(c),
                                            "a normal monster in your graveyard", "自分の墓地の通常モンスター"),
                        text_en="special summon the target; destroy it in the end phase",
                        text_ja="対象を特殊召喚する。エンドフェイズにそれを破壊する"))


# システム・ダウン / System Down: pay 1000 LP; banish every Machine monster the opponent controls (face-up: a
# face-down monster shows no Type) and every Machine monster in their graveyard.
def _system_down_cards(ctx: Ctx | Resolution) -> list[Card]:
    """What it banishes: not the cards of the graveyard it may not take out of it (`takeable`), which leave it
    nothing to act on where they are all there is."""
    d, p = ctx.duel, 1 - ctx.player
    return ([c for c in d.monsters_of(p) if c.face_up and d.race(c) == "Machine"]
            + takeable(ctx if isinstance(ctx, Ctx) else ctx_of(ctx),
                       lambda c: c.data.is_monster and c.data.race == "Machine", Zone.BANISHED, "banished", p))


def _system_down(res: Resolution) -> None:
    res.duel.banish(_system_down_cards(res), res.cause)


define(18895832, Effect(A, _system_down, cost=Cost(lp=1000),
                        needs=lambda ctx: bool(_system_down_cards(ctx)),
                        text_en="banish every Machine monster the opponent controls and in their graveyard",
                        text_ja="相手フィールドと相手の墓地の機械族モンスターを全て除外する"))


# 右手に盾を左手に剣を / Shield & Sword: the original ATK and original DEF of every monster face-up on the field
# when it is activated (and still face-up as it resolves) are switched until the end of the turn; a monster whose
# original values are "?" is left as it is.
def _face_up_now(ctx: Ctx) -> int:
    """The monsters face-up at activation, as a set of card indexes (bits)."""
    return sum(1 << c.idx for p in (0, 1) for c in ctx.duel.monsters_of(p) if c.face_up)


def _shield_and_sword(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for c in [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.face_up and res.link.noted >> c.idx & 1]:
            oa, od = original_atk(d, c), original_def(d, c)
            if oa is not None and od is not None:
                d.set_stat(c, True, od, res.cause, original=True)
                d.set_stat(c, False, oa, res.cause, original=True)


define(52097679, Effect(A, _shield_and_sword, notes_on_activation=_face_up_now,
                        needs=lambda ctx: any(c.face_up for p in (0, 1) for c in ctx.duel.monsters_of(p)),
                        text_en="switch the original ATK and DEF of every face-up monster until the end of the turn",
                        text_ja="表側表示モンスター全ての元々の攻撃力と守備力をエンドフェイズまで入れ替える"))


# コーリング・マジック / Spell Calling: when this card, set, goes to the graveyard after being destroyed by the
# effect of a spell or trap card the opponent controls, pick a quick-play spell card of your deck, show it to both
# players and set it on your field. (Its activation does nothing: its text is this trigger alone.)
def _called_away(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.player == ctx.opponent and ev.cause.card >= 0
            and d.cards[ev.cause.card].data.kind in ("spell", "trap"))


def _spell_calling(res: Resolution) -> None:
    d, me = res.duel, res.player
    # placing it is a set: the bans on sets stop it (「大寒波」, 「左腕の代償」)
    room = d.free_slots(me, Zone.SPELLS) > 0
    with deck_searched(d, me, room):
        cands = deck_of(d, me, lambda c: c.data.spell_type == "quick-play" and d.may_set_spell_trap(c, me))
        if cands and room:
            c = res.ask_cards(cands, purpose=SET)
            d.reveal([c], 1 - me, picker=me)  # its player picked it from their own deck: they know it too
            d.set_spell_trap(c, me, res.cause)


define(41160595, Effect(Kind.TRIGGER, _spell_calling, trigger="destroyed", when=_called_away, asks=True,
                        does=Does.OTHER,
                        text_en="set, destroyed by the opponent's spell or trap: set a quick-play spell from your deck",
                        text_ja="セットされたこのカードが相手の魔法・罠の効果で破壊されて墓地に行った時、デッキの速攻魔法を１枚セットする"))


# スペシャルハリケーン / Special Hurricane: discard 1 card (the cost): destroy every special summoned monster on the
# field.
define(42598242, Effect(Kind.ACTIVATE, destroy_special_summoned, does=Does.MONSTERS,
                        cost=Cost(discard=1), needs=lambda ctx: bool(special_summoned_on_field(ctx)),
                        text_en="discard 1 card: destroy every special summoned monster on the field",
                        text_ja="手札１枚を捨てる。場の特殊召喚されたモンスターを全部破壊する"))


# 霊魂消滅 / Spirit Elimination: for the rest of the turn, whenever a monster in a graveyard (either player's) would
# be banished, a monster its player controls, chosen by them wherever that happens (a cost, a resolution), is banished
# instead (`Effect.substitute`); while they control no monster that can be banished, the graveyard monster is banished
# as usual.
def _graveyard_monster_banished(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "banished" and ev.src == int(Zone.GRAVE) and ctx.duel.cards[ev.card].data.is_monster


def _spirit_elimination(res: Resolution) -> None:
    res.duel.linger(res.card, res.player, Effect(
        Kind.REPLACEMENT, when=_graveyard_monster_banished,
        substitute=lambda ctx, ev: [m for m in ctx.duel.monsters_of(ctx.player)
                                    if not ctx.duel.banish_forbidden(m, ctx.player)],
        text_en="a monster of your field is banished instead of a graveyard monster",
        text_ja="墓地のモンスターを除外する代わりに自分フィールド上のモンスターを除外する"), res.cause)


define(69832741, Effect(A, _spirit_elimination,
                        text_en="this turn, monsters of your field are banished instead of graveyard monsters",
                        text_ja="このターン、墓地のモンスターを除外する場合、代わりに自分フィールド上のモンスターを除外する"))
