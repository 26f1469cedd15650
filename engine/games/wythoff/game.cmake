# Wythoff's game (the golden heaps, the Dornim board): GameKind::Wythoff, modelled by WythoffGame.
set(game_kind Wythoff)
set(game_model WythoffGame)
