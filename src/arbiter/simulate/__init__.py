"""`arbiter simulate`: many duels between decks and agents, on one machine or a Ray cluster."""
