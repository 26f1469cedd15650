# The subtraction game (21): GameKind::Subtraction, modelled by SubtractionGame.
set(game_kind Subtraction)
set(game_model SubtractionGame)
