"""The test suite verifies the cards' declarations: a missing qualifier is an error here (categories.py). The fuzz
tests (test_fuzz*.py) run a bounded number of examples each by default (CI); `HYPOTHESIS_PROFILE=long` runs many
more. The browser tests' fixtures are here too: the system's Chromium, a web server for a test file, and the page's
console errors."""

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from arbiter.ocg.categories import strict_qualifiers
from web_pages import CHROMIUM
from web_server import HOST_KEY, serving

strict_qualifiers()

settings.register_profile("bounded", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
settings.register_profile("long", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "bounded"))


@pytest.fixture(scope="session")
def browser_type_launch_args() -> dict[str, Any]:
    return {"executable_path": CHROMIUM, "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                                  "--disable-component-update", "--disable-sync", "--no-first-run"]}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The web server, one for each test file that asks: its http:// address."""
    with serving(tmp_path_factory.mktemp("web") / "games.sqlite") as (base, _):
        yield f"http://{base}"


@pytest.fixture
def errors(page: Any) -> Iterator[list[str]]:
    """Console errors and uncaught exceptions of the page; each test ends with none."""
    seen: list[str] = []
    page.on("console", lambda m: seen.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.append(str(e)))
    yield seen
    assert seen == []


@pytest.fixture
def games_db(tmp_path: Path) -> Path:
    """A games library of the test's own, made by the first use."""
    return tmp_path / "games.sqlite"


@pytest.fixture
def client(games_db: Path) -> Iterator[Any]:
    """The web app over `games_db`, in FastAPI's test client; the host's requests carry `web_client.HOST`."""
    from fastapi.testclient import TestClient

    from arbiter.web.app import create_app

    with TestClient(create_app(games_db, host_key=HOST_KEY)) as c:
        yield c
