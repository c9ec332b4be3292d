"""The game-agnostic kernel: decisions, the seeded RNG, events with their causes, the log."""
