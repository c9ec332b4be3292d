"""Arbiter: a rules engine and judge for trading card games."""

__version__ = "0.1.0"

# the name on the package index ("arbiter" there is an unrelated project); the command and the import stay `arbiter`
DISTRIBUTION = "arbiter-tcg"


def engine_version() -> str:
    """The installed distribution's version, which replays and journals record (the source tree's where it was not
    installed)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:  # run from a source tree that was not installed
        return __version__
