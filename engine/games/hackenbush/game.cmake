# Blue-Red-Green Hackenbush (pictures of coloured edges on the ground), the first partisan
# game: GameKind::Hackenbush, modelled by HackenbushGame.
set(game_kind Hackenbush)
set(game_model HackenbushGame)
