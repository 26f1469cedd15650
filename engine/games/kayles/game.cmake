# Kayles (rows of pins): GameKind::Kayles, modelled by KaylesGame.
set(game_kind Kayles)
set(game_model KaylesGame)
