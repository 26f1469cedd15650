#include "scenes/position_link.hpp"

#include <cstdio>

#include "app/strings.hpp"
#include "marienbad/registry.hpp"
#include "sum/sum.hpp"
#include "sum/sum_part.hpp"

namespace marienbad::app {

namespace {

// RFC 3986's unreserved characters, and ',' and ':' (lists and sum parts read better as
// they are, and a query may carry them).
std::string encoded(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    const bool plain = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                       c == '-' || c == '.' || c == '_' || c == '~' || c == ',' || c == ':';
    if (plain) {
      out.push_back(c);
    } else {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", u);
      out.append(hex);
    }
  }
  return out;
}

void add(std::string& query, std::string_view name, std::string_view value = {}) {
  if (!query.empty()) query.push_back('&');
  query.append(name);
  if (!value.empty()) {
    query.push_back('=');
    query.append(encoded(value));
  }
}

}  // namespace

std::string position_query(const LinkedPosition& linked) {
  const MatchSetup& setup = *linked.setup;
  const GameInfo& info = game_info(setup.kind);
  std::string query;
  add(query, "game", info.id);
  if (const SumGame* sum = linked.game->sum(); sum != nullptr) {
    // A sum is played under the normal rule only; each part with its own position.
    for (std::size_t i = 0; i < sum->part_count() && i < setup.parts.size(); ++i) {
      SumPart part = setup.parts[i];
      part.heaps = sum->part_heaps(linked.position, i);
      add(query, "component", sum_part_text(part));
    }
  } else {
    add(query, "heaps", position_text(info, linked.position));
    // The window's --set takes every game's parameter (a set, an octal code), whatever the
    // CLI calls it (--code).
    if (info.parameter) add(query, "set", info.parameter->text(setup.set));
    add(query, setup.rule == Rule::Misere ? "misere" : "normal");
  }
  add(query, "level", setup.level);
  add(query, "first", linked.person_moves ? "human" : "computer");
  if (linked.hint) add(query, "hint");
  return query;
}

}  // namespace marienbad::app

// The lines the page shows after L (app/platform_web.cpp); the desktop shows none.
MARIENBAD_STRINGS(position_link_strings, S_("link.copied", "Link copied: {}"),
                  S_("link.copy_this", "Copy this link: {}"));
