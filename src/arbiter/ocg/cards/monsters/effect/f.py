"""The effect monsters whose English name begins with F."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.common import (
    FIELD_ZONES,
    SEND_SELF,
    SPELL_WARD,
    battle_to_grave,
    destroy_itself,
    destroy_targets,
    face_up_here,
    itself,
    paid_so_far,
    room,
    so_many_each,
    token_data,
)
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import race_as_it_left
from arbiter.ocg.cards.shared.chain import SPELL_TRAP_AT_ME, negate_and_destroy
from arbiter.ocg.cards.shared.counters import is_alien
from arbiter.ocg.cards.shared.destruction import destroy_special_summoned
from arbiter.ocg.cards.shared.draw import draw_op, may_draw, skip_opponents_next_draw_phase
from arbiter.ocg.cards.shared.effect_monsters import damage_step_foe, grow
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_me,
    battle_destroyed,
    by_battle,
    destroyed_by_me,
    face_up_as_damage_step_began,
    phase_of,
    remember_face_when_attacked,
    together,
)
from arbiter.ocg.cards.shared.notes import (
    fates,
    mark,
    mark_face_up,
    marked,
    marked_face_up,
    marker,
    note_pair,
    noted_pairs,
    remember,
    summon_marked,
)
from arbiter.ocg.cards.shared.passcodes import FLINT
from arbiter.ocg.cards.shared.recruiters import atk_at_most, battle_recruiter, element_reptile
from arbiter.ocg.cards.shared.resolving import ask_yes_no, self_on_field
from arbiter.ocg.cards.shared.revival import (
    from_the_dark,
    grave_phase_trigger,
    grave_target,
    in_end_phase_of,
    revive_self_op,
)
from arbiter.ocg.cards.shared.search import Pred, deck_has, search
from arbiter.ocg.cards.shared.special_summons import ask_face_up, summon, summon_target, summonable_now
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.to_hand_and_deck import tribute_return_effect
from arbiter.ocg.cards.shared.tokens import makes_token_here
from arbiter.ocg.cards.shared.tributes import doubles, tributes_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON, TO_DECK_TOP
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward, nothing_instead
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import first_by_effect_of, never
from arbiter.ocg.summon_locks import no_special_summons

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

define(41089128, doubles("FIRE"))  # 炎を支配する者 / Flame Ruler

T = Kind.TRIGGER

# フレイム・オーガ / Flame Ogre: when it is normal summoned, draw 1.
define(58098303, Effect(T, draw_op(1), trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                        needs=may_draw("self"), text_en="normal summoned: draw 1",
                                                text_ja="召喚に成功した時、１枚ドローする"),
       special_by=never)

# ビッグバンガール / Fire Princess: each time its controller gains LP, 500 damage to the opponent; each
# gain is one event however large (R004-087 … R004-092).
define(64752646, Effect(T, lambda res: res.duel.damage(res.opponent, 500, res.cause), trigger="gained",
                        self_trigger=False, when=lambda ctx, ev: ev.player == ctx.player,
                        text_en="you gained LP: 500 damage to the opponent",
                        text_ja="自分がライフポイントを回復した時、相手に５００ダメージ"))


# Effects used in the draw phase instead of the normal draw (`Kind.INSTEAD_OF_DRAW`, offered before the draw;
# a chain link that the card must still be face-up on the field to resolve).
def instead_of_draw_search(pred: Pred, en: str, ja: str, then_shuffle: bool = False) -> Effect:
    def op(res: Resolution) -> None:
        if self_on_field(res):
            search(res, pred, then_shuffle=then_shuffle)

    return Effect(Kind.INSTEAD_OF_DRAW, op, asks=True, needs=deck_has(pred),
                  text_en="instead of the normal draw: " + en, text_ja="通常のドローを行う代わりに、" + ja)


# 無敗将軍 フリード / Freed the Matchless General: while face-up, instead of your normal draw you may add a level 4
# or lower warrior from your deck. The page stars its shuffle as it does 冥界の使者's (★ R004-101.02: the era's
# text shuffles "then"), read as a step of the effect (★ R004-099, reading (a)), so 「パペット・キング」 misses
# the timing. Its first effect: while it is face-up on the field, a spell's effect that targets it is negated as
# it resolves and that spell destroyed (`Ward`).
def _low_warrior(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Warrior" and (c.data.level or 0) <= 4


define(49681811, SPELL_WARD,
       instead_of_draw_search(_low_warrior, "add a Level 4 or lower Warrior from the deck",
                              "レベル４以下の戦士族１体をデッキから手札へ", then_shuffle=True))

# 円盤ムスキー / Flying Saucer Muusik'i: while face-up, instead of your normal draw you may add an 「エーリアン」 card
# from your deck (R004-101.03: 「パペット・キング」 answers it).
define(97697678, instead_of_draw_search(is_alien, "add an Alien card from the deck",
                                        "「エーリアン」カード１枚をデッキから手札に加える"))


def _spell_sent_by_opponent(ctx: Ctx, c: Card) -> bool:
    return c.data.is_spell and ctx.duel.sent_by_opponent(c)


# ピクシーガーディアン / Fairy Guardian: tribute this face-up card (the cost): put 1 of your spell cards sent to
# your graveyard by the opponent this turn (`Duel.sent_by_opponent`) at the bottom of your deck.
define(22419772, tribute_return_effect(_spell_sent_by_opponent, "bottom",
                                        "a spell card the opponent sent to your graveyard this turn",
                                        "このターン相手によって墓地へ送られた魔法カード"))

# きつね火 / Fox Fire: in the end phase of the turn it was destroyed by battle while face-up as that damage step
# began (not set when attacked, as 「雲魔物－ポイズン・クラウド」 reads the same words), it is special summoned; while
# face-up it cannot be tributed for a tribute summon.
define(88753985,
       grave_phase_trigger(in_end_phase_of("battle"), revive_self_op, "special summon this card",
                            "このカードを特殊召喚する"),
       marker("destroyed", "battle", lambda ctx, ev: by_battle(ctx, ev) and face_up_as_damage_step_began(ctx, ev)),
       remember_face_when_attacked(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, forbids=("tribute_summon",),
              text_en="it cannot be tributed for a tribute summon", text_ja="生け贄召喚の生け贄には使えない"))

define(34193084, *from_the_dark(), numbering=(1, 1, 1))


# 不死王リッチー / Fushioh Richie: never normal summoned; 「大神官デ・ザード」's effect may special summon it (and,
# once so summoned, other effects too). Once a turn it may turn itself face-down; when it is flipped face-up, you
# may special summon a targeted (選択) Zombie from your graveyard (an optional "when": missed where the flip was not the
# last thing to happen). When a spell or trap card that targets it face-up is
# activated, that activation is negated and the card destroyed: a forced quick effect, a chain link of its own (as
# 「青氷の白夜龍」's), which a card that negates a monster's effect may answer.
def _richie_down(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid and c.face_up:
        res.duel.set_position(c, Pos.SET, res.cause)


define(39711336,
       Effect(Kind.IGNITION, _richie_down, condition=face_up_here, once_per_turn=True,
              text_en="turn this card face-down", text_ja="このカードを裏側守備表示にする"),
       Effect(T, summon_target, trigger="flipped", mandatory=False, misses_timing=True, asks=True, needs=room,
              target=grave_target(lambda ctx, c: c.data.race == "Zombie",
                                  "a Zombie in your graveyard", "自分の墓地のアンデット族"),
              text_en="special summon the target Zombie from your graveyard",
              text_ja="対象の自分の墓地のアンデット族１体を特殊召喚する"),
       Effect(Kind.QUICK, negate_and_destroy, condition=SPELL_TRAP_AT_ME, forced=True,
              text_en="a spell or trap card activated targeting it: negate the activation and destroy it",
              text_ja="このカードを対象にした魔法・罠の発動を無効にして破壊"),
       special_by=first_by_effect_of(88989706), normal_summon=False)


# 可変機獣 ガンナードラゴン / Fusilier Dragon, the Dual-Mode Beast: it may be normal summoned or set without
# tributes; summoned or set that way, its original ATK and DEF are half the printed ones (R004-032). Once turned
# from face-up to face-down it is a new card that was not summoned that way (as 「エンジェルＯ７」): flipped again, it
# has its printed values (`Duel._forget_summon`).
def _fusilier(d: Duel, c: Card, printed: int | None) -> int:
    halved = d.summoned_as(c, "fewer_tributes")
    return half_up(printed or 0) if halved else printed or 0


define(51632798, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: _fusilier(ctx.duel, c, c.data.atk) - (c.data.atk or 0),
                        defense=lambda ctx, c: _fusilier(ctx.duel, c, c.data.def_) - (c.data.def_ or 0),
                        original_value=True,
                        text_en="normal summoned without tributes: original ATK/DEF halved",
                        text_ja="生け贄なしで通常召喚した場合、元々の攻撃力・守備力は半分になる"),
       fewer_tributes=0, numbering=(2,))  # ① is its summon without tributes (`fewer_tributes`)

C = Kind.CONTINUOUS

# ドラゴンフライ / Flying Kamakiri #1: destroyed by battle and sent to the graveyard, it may special summon a WIND
# monster with 1500 or less ATK from the deck in face-up attack position.
define(84834865, battle_recruiter(lambda c: c.data.attribute == "WIND" and atk_at_most(c, 1500),
                                   "special summon a WIND monster with 1500 or less ATK from the deck",
                                   "デッキの攻撃力１５００以下・風属性のモンスター１体を特殊召喚", attack=True))

# ヘルプロミネンス / Firestorm Prominence: the FIRE one.
define(13846680, element_reptile("FIRE", "炎"))

# 妖精王オベロン / Fairy King Truesdale: while it is in defense position, the Plant monsters you control gain 500 ATK
# and DEF.
define(45425051, Effect(C, affects=lambda ctx, c: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up
                        and ctx.card.pos is Pos.DEFENSE and c.zone is Zone.MONSTERS and c.ctl == ctx.card.ctl
                        and ctx.duel.race(c) == "Plant",
                        atk=lambda ctx, c: 500, defense=lambda ctx, c: 500,
                        text_en="in defense position: your Plants gain 500 ATK and DEF",
                        text_ja="守備表示の間、自分の植物族モンスターは攻撃力・守備力が５００アップ"))

# 秒殺の暗殺者 / Flash Assailant: it loses 400 ATK and DEF for each card in its controller's hand.
define(96890582, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: -400 * len(ctx.duel.players[c.ctl].hand),
                        defense=lambda ctx, c: -400 * len(ctx.duel.players[c.ctl].hand),
                        text_en="-400 ATK/DEF for each card in your hand",
                        text_ja="自分の手札１枚につき攻撃力・守備力４００ダウン"))

# マンモ・フォッシル / Fossil Tusker: the opponent takes 400 damage once a monster of theirs it destroys by battle
# goes to the graveyard.
define(17706537, Effect(Kind.TRIGGER, burn_op(400), trigger="destroyed", self_trigger=False, when=battle_destroyed,
                        text_en="destroys a monster by battle, sent to the graveyard: 400 damage to the opponent",
                        text_ja="戦闘で破壊した相手モンスターが墓地へ行った時、相手に４００ダメージ"))

# 戦士ラーズ / Field-Commander Rahz: when it is normal or special summoned, a Level 4 or lower Warrior monster other
# than 「戦士ラーズ」 from your deck is placed on top of the deck (the deck is shuffled once looked through, first).
def _rahz_fits(c: Card) -> bool:
    return (c.data.kind == "monster" and c.data.race == "Warrior" and (c.data.level or 0) <= 4
            and not is_named(c, 89529919))


def _rahz_has(ctx: Ctx) -> bool:
    return any(_rahz_fits(ctx.duel.cards[i]) for i in ctx.duel.players[ctx.player].deck)


def _rahz(res: Resolution) -> None:
    d = res.duel
    found = [d.cards[i] for i in d.players[res.player].deck if _rahz_fits(d.cards[i])]
    if not found:
        d.shuffle_deck(res.player)
        return
    c = res.ask_cards(found, purpose=TO_DECK_TOP.monster)
    d.shuffle_deck(res.player)
    d.to_deck([c], res.cause, where="top")


define(89529919, *(Effect(Kind.TRIGGER, _rahz, trigger=k, asks=True, when=w,
                          needs=_rahz_has,
                          text_en="normal or special summoned: place a Level 4 or lower Warrior from your deck on top "
                                  "of it",
                          text_ja="召喚・特殊召喚時、「戦士ラーズ」でないレベル４以下の戦士族１体をデッキの一番上に移す")
                   for k, w in (("summoned", lambda ctx, ev: ev.detail != "flip"),
                                ("special_summoned", lambda ctx, ev: True))),
       numbering=(1, 1))


# ファイヤー・トルーパー / Fire Trooper: when it is normal, flip or special summoned, you may send it to the
# graveyard (the cost) to deal 1000 damage to the opponent (an optional "when": it misses the timing).
define(53927679, *(Effect(T, burn_op(1000), trigger=k, mandatory=False, misses_timing=True, cost=SEND_SELF,
                          text_en="summoned: send this card to the graveyard: 1000 damage to the opponent",
                          text_ja="召喚・反転召喚・特殊召喚時、自身を墓地へ送って相手に１０００ダメージ")
                   for k in ("summoned", "special_summoned")), numbering=(1, 1))


def _monster_of(attribute: str) -> Callable[[Card], bool]:
    return lambda c: c.data.is_monster and has_attribute(c, attribute)


# フェンリル / Fenrir: special summoned from the hand by banishing 2 WATER monsters from your graveyard; when it
# destroys an opponent's monster by battle, the opponent skips the draw phase of their next turn.
define(218704, Effect(T, skip_opponents_next_draw_phase, trigger="destroyed", self_trigger=False, when=destroyed_by_me,
                      text_en="destroys an opponent's monster by battle: the opponent skips their next draw phase",
                      text_ja="相手モンスターを戦闘で破壊した時：相手の次のターンのドローフェイズを飛ばす"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: _monster_of("WATER")(c)),
              text_en="special summon by banishing 2 WATER monsters from your graveyard",
              text_ja="自分の墓地の水属性モンスター２体を除外して特殊召喚する"))

# 氷炎の双竜 / Frost and Flame Dragon: special summoned from the hand only by banishing 2 WATER and 1 FIRE monsters
# from your graveyard (once so summoned, other effects may special summon it again: no `special_by`); once a turn,
# discard 1 card (the cost): destroy a targeted monster on the field (itself too: its text makes no exception).
_FROST_PICK, _FROST_READY = so_many_each((2, _monster_of("WATER")), (1, _monster_of("FIRE")))
define(55589254, Effect(Kind.IGNITION, destroy_targets, cost=Cost(discard=1), once_per_turn=True,
                        condition=face_up_here,
                        target=TargetSpec(allow_self=True, text_en="a monster", text_ja="モンスター"),
                        text_en="discard 1 card: destroy the target monster",
                        text_ja="手札を１枚捨て、対象のモンスターを破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=3, banish_filter=_FROST_PICK), condition=_FROST_READY,
              text_en="special summon by banishing 2 WATER and 1 FIRE monsters from your graveyard",
              text_ja="自分の墓地から水属性２体・炎属性１体のモンスターを除外して特殊召喚"))


# 放浪の勇者 フリード / Freed the Brave Wanderer: once a turn, banish 2 LIGHT monsters from your graveyard (the cost):
# destroy a targeted face-up monster on the field with more ATK than this card.
define(16556849, Effect(Kind.IGNITION, destroy_targets, once_per_turn=True, condition=face_up_here,
                        cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: _monster_of("LIGHT")(c)),
                        target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.atk(c) > ctx.duel.atk(ctx.card),
                                          text_en="a face-up monster with more ATK than this card",
                                          text_ja="このカードより攻撃力の高い表側表示モンスター"),
                        text_en="banish 2 LIGHT monsters from your graveyard: destroy the target",
                        text_ja="自分の墓地の光属性モンスター２体を除外し、対象を破壊する"))


# ファミリア・ナイト / Familiar Knight: once it goes to the graveyard after being destroyed by battle, each player (the
# turn player first) may special summon a Level 4 monster from their hand.
def _familiar(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        # each player's own locks and zones for that player's summon
        cands = summonable_now(res, [d.cards[i] for i in d.players[p].hand if d.cards[i].data.is_monster
                                     and d.level(d.cards[i]) == 4], p)
        if cands and ask_yes_no(
                res, p, "special summon a Level 4 monster from the hand?", "手札のレベル４モンスターを特殊召喚する？"):
            m = res.ask_cards(cands, player=p, purpose=SPECIAL_SUMMON.monster)
            summon(res, m, p, asker=p, ask=ask_face_up)


define(89731911, Effect(T, _familiar, trigger="destroyed", when=battle_to_grave, asks=True,
                        text_en="destroyed by battle, to the graveyard: both players may special summon a "
                                "Level 4 monster from their hand",
                        text_ja="戦闘破壊で墓地へ行った時、お互いにレベル４モンスター１体を手札から特殊召喚してよい"))


# 辺境の大賢者 / Frontier Wiseman: the effect of a spell card that targets a face-up Warrior you control is negated and
# that spell destroyed.
define(38742075, Effect(Kind.CONTINUOUS, ward=Ward(("spell",), destroy=True),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and ctx.duel.race(c) == "Warrior",
                        text_en="a spell effect that targets a face-up Warrior you control is negated and the spell "
                                "destroyed",
                        text_ja="自分の表側表示の戦士族モンスターを対象とする魔法カードの効果を無効にし破壊する"))


# 火炎鳥 / Firebird: each time one or more face-up Winged Beast monsters you control are destroyed (those destroyed
# together are one time), this card gains 500 ATK. A face-down monster shows no Type on the field. The Type is the
# one it had there, wherever it went (a 「宝玉獣」 kept as a continuous spell is no monster by then).
def _winged_beast_lost(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.kind == "destroyed" and ev.src == int(Zone.MONSTERS) and ev.player == ctx.player\
        and not Pos(ev.pos).face_down and race_as_it_left(ctx.duel, c) == "Winged Beast"\
        and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up


define(87473172, Effect(T, grow(500), trigger="moved", self_trigger=False, when=together(_winged_beast_lost),
                        text_en="Winged Beasts you control are destroyed: this card gains 500 ATK",
                        text_ja="自分の鳥獣族モンスターが破壊される度、攻撃力が５００アップ"))


# 勝利の導き手フレイヤ / Freya, Spirit of Victory: it cannot be attacked while you control another face-up Fairy; your
# face-up Fairy monsters gain 400 ATK and DEF.
def _your_fairy(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player and ctx.duel.race(c) == "Fairy"


define(12398280, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: itself(ctx, c) and any(
                            _your_fairy(ctx, m) and not is_named(m, 12398280) for m in ctx.duel.monsters_of(c.ctl)),
                        text_en="cannot be attacked while you control another face-up Fairy",
                        text_ja="自分の場に表側表示の他の天使族モンスターがいる間、攻撃対象に選択されない"),
       Effect(Kind.CONTINUOUS, affects=_your_fairy, atk=lambda ctx, c: 400, defense=lambda ctx, c: 400,
              text_en="your face-up Fairy monsters gain 400 ATK and DEF",
              text_ja="自分の表側表示の天使族モンスター：攻撃力・守備力４００アップ"))


# 憑依装着 (Familiar-Possessed) －ヒータ / Hiita, －ウィン / Wynn, －アウス / Aussa, －エリア / Eria: special summoned
# from the hand or the deck by sending to the graveyard a face-up 「（霊使い）」 of its Attribute and another face-up
# monster of that Attribute you control; special summoned this way, it deals piercing battle damage. The summon is
# noted with the moment its continuous effects began to apply (`Duel.stamp_of`), as 「エンジェルＯ７」's is: turned
# face-down and face-up again, it is a new card that was not summoned this way, and does not pierce.
def _by_procedure(ctx: Ctx, ev: Event) -> None:
    if ev.detail == "procedure":
        mark_face_up(ctx.duel, "possessed", ctx.card, read_by_effects=True)


def _possessed(passcode: int, charmer: int, attribute: str, ja: str) -> None:
    def is_charmer(c: Card) -> bool:
        return is_named(c, charmer)

    def of_attribute(c: Card) -> bool:
        return has_attribute(c, attribute)

    def fits(a: Card, b: Card) -> bool:
        return (is_charmer(a) and of_attribute(b)) or (is_charmer(b) and of_attribute(a))

    def pick(ctx: Ctx, c: Card) -> bool:
        if c.zone is not Zone.MONSTERS or not c.face_up:
            return False
        paid = paid_so_far(ctx) or []
        others = [m for m in ctx.duel.monsters_of(ctx.player) if m.face_up and m.idx != c.idx]
        return fits(paid[0], c) if paid else any(fits(c, m) for m in others)

    def ready(ctx: Ctx) -> bool:
        mons = [m for m in ctx.duel.monsters_of(ctx.player) if m.face_up]
        return any(fits(a, b) for a in mons for b in mons if a.idx != b.idx)

    procedures = tuple(Effect(Kind.PROCEDURE, cost=Cost(field_send=2, field_filter=pick), condition=ready, from_zone=z,
                              text_en=f"special summon from the {where} by sending your face-up {attribute} Charmer "
                                      f"and another face-up {attribute} monster to the graveyard",
                              text_ja=f"自分の表側表示の「{ja}」と他の{attribute}属性モンスター１体を墓地へ送り、"
                                      f"{'手札' if z is Zone.HAND else 'デッキ'}から特殊召喚する")
                       for z, where in ((Zone.HAND, "hand"), (Zone.DECK, "deck")))
    # the text numbers its procedure (from the hand or the deck: one, ①) before the piercing damage (②)
    define(passcode, *procedures,
           Effect(Kind.CONTINUOUS, pierce=True, affects=lambda ctx, c: itself(ctx, c)
                  and marked_face_up(ctx.duel, "possessed", c),
                  text_en="special summoned by its procedure: piercing battle damage",
                  text_ja="この方法で特殊召喚したこのカードは貫通ダメージを与える"),
           remember("special_summoned", _by_procedure), numbering=(1, 1, 2, 3))


_possessed(4376658, 759393, "FIRE", "火霊使いヒータ")
_possessed(31764353, 37744402, "WIND", "風霊使いウィン")
_possessed(31887905, 37970940, "EARTH", "地霊使いアウス")
_possessed(68881649, 74364659, "WATER", "水霊使いエリア")


# フェルグラントドラゴン / Felgrand Dragon: it can be special summoned only from the graveyard, and only once it was
# sent there from the field; when it is special summoned from the graveyard, it gains 200 ATK for each Level of a
# targeted monster in your graveyard.
def _felgrand_ok(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    return c.zone is Zone.GRAVE and any(n.tag == "from_field" and n.card == c.idx and n.oid == c.oid
                                        for n in fates(d))


def _felgrand(res: Resolution) -> None:
    d, me = res.duel, res.card
    for t in res.targets():
        if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
            d.boost(me, 200 * (t.data.level or 0), 0, res.cause, until_end=False)


define(3954901, Effect(T, _felgrand, trigger="special_summoned", when=lambda ctx, ev: ev.src == int(Zone.GRAVE),
                       target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_monster,
                                         text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
                       text_en="special summoned from the graveyard: it gains 200 ATK for each Level of the target",
                       text_ja="墓地からの特殊召喚に成功した時、対象のモンスターのレベル×２００攻撃力アップ"),
       *(marker(k, "from_field", lambda ctx, ev: ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE))
         for k in ("destroyed", "sent", "tributed")),
       special_by=_felgrand_ok, numbering=(1, 1, 1, 1))


# デモニック・モーター・Ω / Fiendish Engine Ω: once a turn in your main phase it gains 1000 ATK until the end of the
# turn; in the end phase of a turn that effect was activated, it is destroyed; in your end phase, special summon 1
# 「モータートークン」 (Machine, EARTH, Level 1, 200/200) in attack position.
def _engine_token(res: Resolution) -> None:
    res.duel.create_token(token_data(82556059, "モータートークン"), res.player, Pos.ATTACK, res.cause)


define(82556058, Effect(Kind.IGNITION, lambda res: res.duel.boost(res.card, 1000, 0, res.cause), once_per_turn=True,
                        condition=face_up_here,
                        text_en="it gains 1000 ATK until the end of the turn",
                        text_ja="ターン終了時まで攻撃力１０００アップ"),
       Effect(T, destroy_itself, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.used_this_turn(ctx.card, 1),
              text_en="end phase of a turn its first effect was activated: destroy it",
              text_ja="①を発動したターンのエンドフェイズに自身を破壊する"),
       Effect(T, _engine_token, trigger="phase", self_trigger=False, when=phase_of("end"),
              needs=makes_token_here(82556059, "モータートークン"),
              text_en="your end phase: special summon a Motor Token in attack position",
              text_ja="自分のエンドフェイズ、「モータートークン」１体を攻撃表示で特殊召喚する"))


# 飛行エレファント / Flying Elephant: once in each opponent's turn, it is not destroyed by the opponent's effect; in the
# end phase of an opponent's turn in which that applied, for your next turn: when it inflicts battle damage by a direct
# attack, you win the duel.
def _spared(d: Duel, c: Card) -> str:
    """The note of the turns this object of the card was spared in since it last turned face-up: one that left the field
    and came back, or was turned face-down and up again, is another card, neither spared yet nor promised the win."""
    return f"elephant {c.oid} {d.stamp_of(c)[0]}"


def _elephant_saved(ctx: Ctx, ev: Event) -> bool:
    d, c = ctx.duel, ctx.card
    return (ev.kind == "destroyed" and ev.card == c.idx and ev.cause.reason is Reason.EFFECT
            and ev.cause.player == 1 - c.ctl and d.tp != c.ctl and (c.idx, d.turn) not in noted_pairs(d, _spared(d, c)))


def _elephant_spared(ctx: Ctx, ev: Event) -> None:
    note_pair(ctx.duel, _spared(ctx.duel, ctx.card), ctx.card.idx, ctx.duel.turn)


def _elephant_vow(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid:
        mark(res.duel, "elephant_vow", c, res.duel.next_turn_of(c.ctl), face_up=True)


define(66765023,
       Effect(Kind.REPLACEMENT, when=_elephant_saved, instead=nothing_instead, noting=_elephant_spared,
              text_en="once in each opponent's turn, not destroyed by the opponent's effect",
              text_ja="相手の効果による破壊を、相手ターン毎に１度だけ防ぐ"),
       Effect(T, _elephant_vow, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.tp != ctx.player
              and (ctx.card.idx, ctx.duel.turn) in noted_pairs(ctx.duel, _spared(ctx.duel, ctx.card)),
              text_en="end phase of the opponent's turn it was spared: in your next turn, its direct battle damage "
                      "wins the duel",
              text_ja="①が適用された相手ターンのエンドフェイズ：次の自分ターン、直接攻撃で戦闘ダメージを"
                      "与えればデュエルに勝利"),
       Effect(T, lambda res: res.duel.win(res.player), trigger="damage", self_trigger=False,
              when=lambda ctx, ev: battle_damage_by_me(direct=True)(ctx, ev)
              and ctx.duel.turn in marked(ctx.duel, "elephant_vow", ctx.card),
              text_en="(that turn) battle damage by a direct attack: you win the duel",
              text_ja="直接攻撃で戦闘ダメージを与えた時、デュエルに勝利する"),
       numbering=(1, 2, 2))


# フォッシル・ダイナ パキケファロ / Fossil Dyna Pachycephalo: flipped face-up, it destroys every special summoned
# monster on the field; while it is face-up on the field, neither player can special summon.
define(42009836,
       Effect(Kind.TRIGGER, destroy_special_summoned, does=Does.MONSTERS, trigger="flipped",
              text_en="flipped face-up: destroy every special summoned monster on the field",
              text_ja="リバース時、場の特殊召喚モンスターを全て破壊する"),
       Effect(Kind.CONTINUOUS, locks_summons=no_special_summons,
              text_en="neither player can special summon monsters", text_ja="お互いにモンスターを特殊召喚できない"))


# フュージョニストキラー / Fusion Devourer: a fusion monster battling this card has 0 ATK during the damage step
# (a value set as the damage step begins; `arbiter.ocg.stat_set`).
define(98336111,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: damage_step_foe(ctx, c) and "fusion" in c.data.subtypes,
              atk_becomes=lambda ctx, c: 0, sets_in_damage_step=True,
              text_en="a fusion monster battling this card has 0 ATK during the damage step",
              text_ja="ダメージステップ中、このカードと戦闘する融合モンスターの攻撃力は０"))


# 霧の王 / Fog King: its face-up normal summon may take 1 tribute, or none, beside the usual 2 (a set takes the usual
# 2: the text's ways are for a summon, 召喚する場合); its ATK becomes the total original ATK of the monsters tributed
# for its tribute summon (0 with none, and after a set); while it is face-up, no card can be tributed by anyone, for
# anything. Turned face-down and face-up again, it is a new card whose tribute summon is over: its printed ATK (0,
# `summon_marked`).
def _note_fog_king(ctx: Ctx, ev: Event) -> None:
    if ev.detail == "normal":
        mark(ctx.duel, "fog_king_atk", ctx.card, sum(m.data.atk or 0 for m in tributes_of(ctx, ev)),
             read_by_effects=True)


define(6614221,
       Effect(Kind.CONTINUOUS, affects=itself,
              atk_becomes=lambda ctx, c: next(iter(summon_marked(ctx.duel, "fog_king_atk", c)), None),
              text_en="its ATK becomes the total original ATK of the monsters tributed for its tribute summon",
              text_ja="攻撃力は生け贄召喚で生け贄にしたモンスター達の元々の攻撃力の和"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: ctx.card.face_up and ctx.card.zone is Zone.MONSTERS,
              forbids=("be_tributed",), text_en="no card can be tributed",
              text_ja="どんな理由でもカードを生け贄に捧げられない"),
       remember("summoned", _note_fog_king), fewer_tributes=0, fewer_face_up=True, also_tributes=1,
       numbering=(1, 2, 1))


# フリントロック / Flint Lock: (1) once a turn, while no 「フリント」 equips it, target a face-up 「フリント」 on the
# field: equip it to this card. (2) Target the 「フリント」 equipping this card and another face-up monster: equip that
# 「フリント」 to that monster. (3) While a 「フリント」 equips it, it is unaffected by the effects of 「フリント」 and
# cannot be destroyed by battle. It is equipped with one 「フリント」 at most.
def _flints_on(d: Duel, m: Card) -> list[Card]:
    return [d.cards[i] for pl in d.players for i in pl.spells
            if i >= 0 and d.cards[i].equipped_to == m.idx and is_named(d.cards[i], FLINT)]


def _lock_takes(ctx: Ctx) -> bool:
    return face_up_here(ctx) and not _flints_on(ctx.duel, ctx.card)


def _equip_flint_here(res: Resolution) -> None:
    d, me = res.duel, res.card
    if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid and not _flints_on(d, me):
        for f in res.targets():
            d.equip(f, me, res.cause)


def _pass_flint(res: Resolution) -> None:
    d, me = res.duel, res.card
    flints = [t for t in res.targets() if t.zone is Zone.SPELLS and t.equipped_to == me.idx]
    monsters = [t for t in res.targets() if t.zone is Zone.MONSTERS and t.face_up]
    if flints and monsters:
        d.equip(flints[0], monsters[0], res.cause)


def _locked(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and bool(_flints_on(ctx.duel, c))


define(83812099,
       Effect(Kind.IGNITION, _equip_flint_here, once_per_turn=True, condition=_lock_takes,
              target=TargetSpec(zone=Zone.SPELLS, face="up",
                                where=lambda ctx, c: is_named(c, FLINT) and c.equipped_to >= 0,
                                text_en="a face-up Flint", text_ja="表側表示の「フリント」"),
              text_en="once a turn: equip the target Flint to this card",
              text_ja="１ターンに１度、対象の「フリント」をこのカードに装備する"),
       Effect(Kind.IGNITION, _pass_flint, condition=face_up_here,
              target=TargetSpec(count=2, parts=(
                  TargetSpec(zone=Zone.SPELLS, face="up", where=lambda ctx, c: is_named(c, FLINT)
                             and c.equipped_to == ctx.card.idx,
                             text_en="the Flint equipping this card", text_ja="このカードが装備している「フリント」"),
                  TargetSpec(face="up", text_en="another face-up monster", text_ja="他の表側表示モンスター")),
                  text_en="its Flint and another face-up monster",
                  text_ja="装備している「フリント」と表側表示モンスター"),
              text_en="equip its Flint to the target monster",
              text_ja="装備している「フリント」を対象のモンスターに装備する"),
       Effect(Kind.CONTINUOUS, affects=_locked, battle_proof=True,
              unaffected_by=lambda ctx, c, source, player: is_named(source, FLINT),
              text_en="while equipped with Flint: unaffected by Flint and not destroyed by battle",
              text_ja="「フリント」を装備している限り、「フリント」の効果を受けず、戦闘では破壊されない"))
