"""The web judge (`POST /api/judge`, through the app's test client) gives its verdict's message in both languages,
the judge's own words in each: the page shows the one of its language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from web_server import HOST_KEY

PASSING = Path(__file__).resolve().parent / "rulings" / "ocg" / "003" / "003-armed-ninja-destroys-a-set-spell.yaml"



def judged(client: TestClient, text: str) -> dict[str, Any]:
    r = client.post("/api/judge", json={"text": text, "filename": "mine.yaml"}, headers={"x-arbiter-host": HOST_KEY})
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def test_a_failed_expectation_is_said_in_each_language(client: TestClient) -> None:
    text = PASSING.read_text(encoding="utf-8")
    assert "SP: B.graveyard" in text
    broken = text.replace("SP: B.graveyard", "SP: B.hand")
    v = judged(client, broken)
    line = next(k for k, s in enumerate(broken.splitlines(), 1) if "SP: B.hand" in s)
    assert not v["passed"]
    assert v["message"]["en"].startswith("mine.yaml:") and "expectation failed: SP is in B.graveyard, expected " \
        "B.hand" in v["message"]["en"]
    assert "期待と違う：SPはB.graveyardにある（期待：B.hand）" in v["message"]["ja"]
    assert "expected" not in v["message"]["ja"] and "/tmp" not in v["message"]["ja"]  # the upload's own name
    assert v["line"] == line  # the line that differed, not its `expect:` block's


def test_the_judges_own_step_messages_in_japanese(client: TestClient) -> None:
    text = PASSING.read_text(encoding="utf-8")
    v = judged(client, text.replace("steps:\n", "steps:\n  - {player: A, summon: NoSuchCard}\n", 1))
    assert 'no card labelled or named "NoSuchCard" in this duel' in v["message"]["en"]
    assert "「NoSuchCard」というラベルや名前のカードはこのデュエルにない" in v["message"]["ja"]


def test_a_passing_scenario_has_no_message(client: TestClient) -> None:
    v = judged(client, PASSING.read_text(encoding="utf-8"))
    assert v["passed"] and v["message"] == {"ja": "", "en": ""}
    assert "チェーン" in "\n".join(v["log"]["ja"]) and "Chain Link" in "\n".join(v["log"]["en"])
