# Nim on rows of matches (Marienbad's 1-3-5-7): GameKind::Nim, modelled by NimGame.
set(game_kind Nim)
set(game_model NimGame)
