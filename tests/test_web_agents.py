"""A slow agent at a web table (MCTS thinks for seconds): the person who just answered sees the duel with their
answer applied while the agent thinks, not their click without effect until the agent is done."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from arbiter.library import Library
from arbiter.replay import Replay
from arbiter.web.tables import Tokens
from web_client import connect, create, until_state
from web_server import run_async, serving


def test_the_duel_is_shown_while_a_slow_agent_thinks(tmp_path: Path) -> None:
    with serving(tmp_path / "g.sqlite") as (base, app):
        g = create(base, game="ocg", opponent="random", seed=21, lang="en")

        async def run() -> None:
            a = await connect(base, g["id"], g["tokens"]["A"])
            s = await until_state(a)
            table = app.state.hub.tables[g["id"]]
            agent = table.session.agents[1]

            class Slow:
                def choose(self, d: Any, p: int) -> str:
                    time.sleep(0.5)
                    return str(agent.choose(d, p))

            table.session.agents[1] = Slow()
            end = next(o for o in s["pending"]["options"] if o["label"] == "End the turn")
            await a.send(json.dumps({"type": "act", "key": end["key"]}))
            first = await until_state(a)
            assert first["pending"] is None and first["waiting_for"] == 1
            later = await until_state(a)  # the agent done: A decides again
            assert later["pending"] is not None and later["step"] > first["step"]
            await a.close()

        run_async(run())


MIRROR_FORCE = 44095762  # 聖なるバリア －ミラーフォース－: answers an attack
WARWOLF = 69247929  # a level 4 normal monster, 2000 ATK


def test_auto_pass_offers_the_window_after_the_agents_attack(tmp_path: Path) -> None:
    """Auto-pass (on by default) passes a window only where nothing but a new phase happened since the seat's own
    last answer. The table kept one mark for both seats, moved by the agent's answers too: after the agent declared
    its attack nothing was new since it, and the window of the seat's set Mirror Force was passed for it (the
    terminal keeps a mark per person: test_play_autopass.py)."""
    db = tmp_path / "g.sqlite"
    lib = Library(db)  # a test deck the lobby would refuse: the game goes into the library beforehand
    gid = lib.add(Replay.new("ocg", [[MIRROR_FORCE] * 40, [WARWOLF] * 40], 7, ["human", "greedy"]))
    lib.close()
    tokens = Tokens(db).issue(gid, ["A"])
    with serving(db) as (base, _):

        async def run() -> list[str]:
            a = await connect(base, gid, tokens["A"])
            s = await until_state(a)
            while s["winner"] is None:
                labels = [o["label"] for o in s["pending"]["options"]] if s["pending"] else []
                # (a label may end in a copy mark: 'Set "Mirror Force" (copy 2)')
                if any(label.startswith('Activate "Mirror Force"') for label in labels):
                    await a.close()
                    return [line for line in s["log"][-3:] if "attacks" in line]
                if s["pending"] is not None:
                    pick = next((o for want in ('Set "Mirror Force"', "End the turn", "Pass")
                                 for o in s["pending"]["options"] if o["label"].startswith(want)),
                                s["pending"]["options"][0])
                    await a.send(json.dumps({"type": "act", "key": pick["key"]}))
                s = await until_state(a)
            await a.close()
            return []

        assert run_async(run()), "the window after the agent's attack was passed for the seat"
