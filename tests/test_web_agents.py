"""A slow agent at a web table (MCTS thinks for seconds): the person who just answered sees the duel with their
answer applied while the agent thinks, not their click without effect until the agent is done."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from test_web_api import connect, create, until_state
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
