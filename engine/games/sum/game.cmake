# A sum of the single games: GameKind::Sum. Not a single game: Game holds a SumGame beside
# its Model, so it has no place in the single models' variant.
set(game_kind Sum)
set(game_model "")
