"""`arbiter serve`'s printed link: on every interface, the address a friend on the network reaches, since the lobby
builds the seats' links from the address it was opened at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import uvicorn
from click.testing import CliRunner

from arbiter.web import cli


@pytest.mark.parametrize(("host", "shown"), [("0.0.0.0", "192.168.1.5"), ("127.0.0.1", "127.0.0.1")])
def test_the_printed_link_names_an_address_a_friend_reaches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           host: str, shown: str) -> None:
    ran: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: ran.append(kw))
    monkeypatch.setattr(cli, "lan_address", lambda: "192.168.1.5")
    out = CliRunner().invoke(cli.serve, ["--host", host, "--port", "8123", "--db", str(tmp_path / "g.sqlite")])
    assert out.exit_code == 0, out.output
    assert f"Open http://{shown}:8123/#host=" in out.output
    assert ran and ran[0]["host"] == host


def test_the_lan_address_is_an_ipv4_address() -> None:
    parts = cli.lan_address().split(".")
    assert len(parts) == 4 and all(p.isdigit() for p in parts)


@pytest.mark.parametrize("host", ["127.0.0.1", "no-such-host.invalid"])
def test_an_address_it_cannot_listen_on_is_refused_before_the_link_is_printed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, host: str) -> None:
    """A port another server holds (or a host that is not this machine's) was uvicorn's error after the host's link
    was printed, a link that then led to the other server; the library was opened (made) for nothing."""
    import socket

    ran: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: ran.append(kw))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        out = CliRunner().invoke(cli.serve, ["--host", host, "--port", str(port), "--db", str(tmp_path / "g.sqlite")])
    assert out.exit_code == 1 and f"cannot listen on {host} port {port}: " in out.output, out.output
    assert "Open http" not in out.output and "Traceback" not in out.output and not ran
    assert not (tmp_path / "g.sqlite").exists()
