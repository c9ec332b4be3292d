"""The `serve` command (registered by arbiter.cli)."""

from __future__ import annotations

import socket
from pathlib import Path

import click

from arbiter.cli_paths import writable
from arbiter.cli_screen import WholeNumber


def lan_address() -> str:
    """This machine's address on its network (where its default route leaves), for links a friend can open;
    127.0.0.1 when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # a UDP socket sends nothing on connect: this only picks the interface
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def can_listen(host: str, port: int) -> None:
    """Bind the address once before the library is opened or the host's link printed: a port another server holds,
    one this user may not take or a host that is not this machine's failed in uvicorn after the link was printed,
    and the link led to whatever listened there."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
        with socket.socket(family, kind, proto) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds it
            s.bind(address)
    except OSError as e:
        raise click.ClickException(f"cannot listen on {host} port {port}: {e.strerror or e}") from None


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on; another than 127.0.0.1 lets other machines connect.")
@click.option("--port", type=WholeNumber(1, 65535), default=8000, show_default=True,
              help="The TCP port to listen on (1 to 65535).")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path),
              help="The games library (default: $ARBITER_DB, else games.sqlite in the user data directory).")
def serve(host: str, port: int, db: Path | None) -> None:
    """Play, watch, replay and judge in the browser: a local server on the games library."""
    import uvicorn

    from arbiter.replay import ReplayError
    from arbiter.web.app import MAX_MESSAGE, create_app

    can_listen(host, port)
    if db is not None:  # its folder made as `play --db`'s is, one that cannot be refused naming the option
        writable(db, "--db")
    try:
        app = create_app(db)
    except (ReplayError, OSError) as e:
        raise click.ClickException(f"cannot open the games library: {e}") from None
    # listening on every interface: the lobby builds the seats' links from the address it was opened at, so the
    # host's link names this machine as a friend reaches it
    shown = lan_address() if host in ("0.0.0.0", "::") else host
    click.echo(f"Arbiter is serving the games library {app.state.library_path}")
    click.echo(f"Open http://{shown}:{port}/#host={app.state.host_key}  (this link is the host's: keep it)")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=MAX_MESSAGE * 8)
