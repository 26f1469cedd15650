#pragma once
// The unfinished match kept for "Continue", as text: the engine's match text plus the
// setup, in a small JSON document. Reading checks everything, since the file is the
// player's: a damaged, inconsistent or out-of-limits file is an error, never a match.
#include <string>
#include <string_view>

#include "marienbad/match.hpp"
#include "marienbad/result.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct SavedMatch {
  Match match;
  MatchSetup setup;
};

// The file's text, and back: an error for anything damaged, inconsistent (setup and match
// disagree) or beyond what the setup page allows.
std::string saved_match_to_text(const Match& match, const MatchSetup& setup);
Result<SavedMatch> saved_match_from_text(std::string_view text);
// The same text for a finished game (the history of last games): the match must be over.
Result<SavedMatch> finished_match_from_text(std::string_view text);

}  // namespace marienbad::app
