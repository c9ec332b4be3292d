"""The web front: `arbiter serve` puts duels, replays and the judge behind a board in the browser."""
