# Octal games (take-and-break games from their codes): GameKind::Octal, modelled by OctalGame.
set(game_kind Octal)
set(game_model OctalGame)
