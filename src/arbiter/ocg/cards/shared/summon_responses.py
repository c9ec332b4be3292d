"""Answering a summon: negating it, or targeting the monster just summoned; a summon no trap card answers."""

from __future__ import annotations

from arbiter.kernel.log import LogEntry
from arbiter.ocg.activation_locks import answering_own_summon
from arbiter.ocg.effects import Answers, CardFilter, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Zone


def summoning(ctx: Ctx) -> bool:
    return any(e.kind == "summoning" for e in ctx.events)


def _one_opponent_special(ctx: Ctx) -> bool:
    """The opponent is special summoning exactly 1 monster (by its own procedure: the summons that can be negated)."""
    found = [e for e in ctx.events if e.kind == "summoning" and e.detail == "special"]
    return len(found) == 1 and found[0].player != ctx.player


# a condition: the opponent's special summon of exactly 1 monster (「昇天の黒角笛」, 「ライオウ」)
ONE_OPPONENT_SPECIAL = Answers(_one_opponent_special, "the special summon of only 1 monster by the opponent",
                               "相手のモンスター１体のみの特殊召喚", summon=True)


def negated_summons(res: Resolution) -> list[Card]:
    """The monsters whose summon the resolving link answers, still on the field: their summons are negated, and the
    log says so; the caller does what follows (destroys them, returns them to the hand)."""
    d = res.duel
    out = []
    for e in res.link.events:
        c = d.cards[e.card]
        if e.kind == "summoning" and c.zone is Zone.MONSTERS:
            d.log.append(LogEntry("summon_negated", (d.ref(c.idx), e.detail)))
            out.append(c)
    return out


def negate_summon(res: Resolution) -> None:
    """The summon does not happen: the monster is destroyed before the summon succeeds (R003-031)."""
    for c in negated_summons(res):
        res.duel.destroy([c], res.cause)


def summoned_event(res: Resolution) -> Card | None:
    for e in res.link.events:
        if e.kind in ("summoned", "special_summoned"):
            return res.duel.cards[e.card]
    return None


# No trap card may be activated in answer to this card's normal summon (「イーグル・アイ」, 「忍び寄るデビルマンタ」)
NO_TRAPS_ON_SUMMON = Effect(Kind.CONTINUOUS, locks_activations=answering_own_summon,
                            text_en="normal summoned: no trap card can be activated in answer to it",
                            text_ja="このカードが召喚に成功した時、罠カードは発動できない")


# Traps that target the monster just summoned (R000-057), like 「落とし穴」.
def just_summoned(by_opponent: bool, stat: str, cmp: str, value: int, special: bool = False,
                  only_to_activate: bool = False) -> CardFilter:
    """The monster (by the opponent where `by_opponent`) just summoned or flip summoned, and with `special` also just
    special summoned (the card then `responds_to` "special_summoned"), with `stat` `cmp` `value` where given.
    `only_to_activate`: the stat is the activation's condition only, as a text whose effect names just "that
    monster" (「連鎖破壊」, 「粘着テープの家」, 「ねずみ取り」): as the card resolves, a value changed in response does
    not matter (「落とし穴」 names the ATK again, and checks it again)."""
    kinds = ("summoned", "special_summoned") if special else ("summoned",)

    def where(ctx: Ctx, c: Card) -> bool:
        if not c.face_up or not any(e.kind in kinds and e.card == c.idx
                                    and (e.player != ctx.player or not by_opponent) for e in ctx.events):
            return False
        if not stat or (only_to_activate and ctx.link is not None):
            return True
        v = ctx.duel.atk(c) if stat == "atk" else ctx.duel.defense(c)
        return v <= value if cmp == "<=" else v >= value
    return where


def summon_spec(where: CardFilter) -> TargetSpec:
    """The monster just summoned that `where` names, on either field: who summoned it is what counts
    (`just_summoned`), not where it went (「ミス・リバイブ」 summons onto its activator's opponent's field)."""
    return TargetSpec(side="any", where=where, text_en="the monster just summoned",
                      text_ja="召喚されたモンスター")
