"""The `serve` command (registered by arbiter.cli)."""

from __future__ import annotations

from pathlib import Path

import click


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on; another than 127.0.0.1 lets other machines connect.")
@click.option("--port", type=int, default=8000, show_default=True)
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path),
              help="The games library (default: $ARBITER_DB, else games.sqlite in the user data directory).")
def serve(host: str, port: int, db: Path | None) -> None:
    """Play, watch, replay and judge in the browser: a local server on the games library."""
    import uvicorn

    from arbiter.replay import ReplayError
    from arbiter.web.app import MAX_MESSAGE, create_app

    try:
        app = create_app(db)
    except (ReplayError, OSError) as e:
        raise click.ClickException(f"cannot open the games library: {e}") from None
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    click.echo(f"Arbiter is serving the games library {app.state.library_path}")
    click.echo(f"Open http://{shown}:{port}/#host={app.state.host_key}  (this link is the host's: keep it)")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=MAX_MESSAGE * 8)
