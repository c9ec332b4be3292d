"""A cost that takes only monsters of some Types or Attributes (a tribute, a card of the hand, a banished card) says
which in the words a refusal quotes, its `Cost.text_ja` or else the effect's: 「大進化薬」 refused a Warrior as not what
"stays on the field" takes. Each declared cost filter is probed with every normal monster of the era; one that takes
every monster of at most three Types (or two Attributes) and no other names one of them in its words (a cost with
more conditions, as 「魔のデッキ破壊ウイルス」's DARK monster with 2000 or more ATK, is left to its scenarios)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.carddata import attribute_ja, era_cards, race_ja
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx
from arbiter.ocg.registry import DEFS, load_all
from arbiter.ocg.state import Zone


def _normal_monsters() -> str:
    """A board with every normal monster of the era in the graveyard (a normal monster declares no effects)."""
    names = [str(data.passcode) for data in era_cards() if data.is_normal_monster and data.race and data.attribute]
    return "turn: {number: 3, player: A, phase: main1}\nplayers:\n  A:\n    hand: [{card: 伝説の剣}]\n" \
           "    graveyard: [" + ", ".join("{card: " + n + "}" for n in names) + "]\n"


def test_a_cost_taking_some_types_or_attributes_names_them() -> None:
    load_all()
    b: Board[Duel] = build(load(_normal_monsters(), "probes"), "probes", RULES)
    d = b.duel
    hand = d.cards[d.players[0].hand[0]]
    probes = [d.cards[i] for i in d.players[0].grave]
    checked, wrong = 0, []
    for passcode, definition in DEFS.items():
        for eff in definition.effects:
            cost = eff.cost
            words = cost.text_ja or eff.text_ja
            for f, zone in ((cost.tribute_filter, Zone.MONSTERS), (cost.hand_filter, Zone.HAND),
                            (cost.banish_filter, Zone.GRAVE)):
                if f is None:
                    continue
                ctx = Ctx(d, 0, hand, eff)
                taken, left = [], []
                for m in probes:
                    was = m.zone
                    m.zone = zone  # where the cost takes it from, as its filter may ask
                    try:
                        (taken if f(ctx, m) else left).append(m)
                    finally:
                        m.zone = was
                if not taken:
                    continue
                checked += 1
                races = {m.data.race for m in taken}
                attributes = {m.data.attribute for m in taken}
                # a cost that takes every monster of some Types (Attributes) and no other
                if len(races) <= 3 and all(m.data.race not in races for m in left) \
                        and not any(race_ja(r) in words or race_ja(r)[:-1] in words for r in races if r):
                    wrong.append(f"{passcode}: {words} (takes {sorted(races)})")
                if len(attributes) <= 2 and all(m.data.attribute not in attributes for m in left) \
                        and not any(attribute_ja(a) in words for a in attributes if a):
                    wrong.append(f"{passcode}: {words} (takes {sorted(a or '' for a in attributes)})")
    assert checked > 50
    assert not wrong, "\n".join(wrong)
