#include "app/strings.hpp"

#include <spdlog/spdlog.h>

#include <cstdlib>

namespace marienbad::app {

std::string_view to_string(Language language) {
  return language == Language::Fr ? "fr" : "en";
}

std::optional<Language> parse_language(std::string_view text) {
  if (text.substr(0, 2) == "fr") return Language::Fr;
  if (text.substr(0, 2) == "en") return Language::En;
  return std::nullopt;
}

Language language_from_environment() {
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && *value != '\0') {
      return std::string_view(value).substr(0, 2) == "fr" ? Language::Fr : Language::En;
    }
  }
  return Language::En;
}

namespace {
std::vector<std::span<const StringEntry>>& tables() {
  static std::vector<std::span<const StringEntry>> registered;
  return registered;
}
}  // namespace

const std::vector<std::span<const StringEntry>>& string_tables() {
  return tables();
}

bool register_strings(std::span<const StringEntry> table) {
  tables().push_back(table);
  return true;
}

Strings::Strings(Language language) : language_(language) {
  for (const auto& table : tables()) {
    for (const StringEntry& entry : table) index_.emplace(entry.key, &entry);
  }
}

std::string_view Strings::tr(std::string_view key) const {
  if (auto it = index_.find(key); it != index_.end()) {
    return language_ == Language::Fr ? it->second->fr : it->second->en;
  }
  if (reported_missing_.insert(std::string(key)).second) {
    spdlog::warn("missing string '{}'", key);
  }
  return key;
}

std::vector<StringEntry> Strings::all() const {
  std::vector<StringEntry> rows;
  for (const auto& table : tables()) rows.insert(rows.end(), table.begin(), table.end());
  return rows;
}

}  // namespace marienbad::app

// Strings of the application shell itself (titles, common buttons, messages).
MARIENBAD_STRINGS(app_strings, {"app.title", "Marienbad", "Marienbad"},
                  {"app.subtitle", "Take-away games from Last Year at Marienbad",
                   "Les jeux de prise de L’Année dernière à Marienbad"},
                  {"game.nim", "Marienbad", "Marienbad"},
                  {"game.nim.tagline", "Rows of matches, 1-3-5-7 as in the film",
                   "Des rangées d’allumettes, 1-3-5-7 comme dans le film"},
                  {"game.subtraction", "Subtraction 21", "Soustraction 21"},
                  {"game.subtraction.tagline", "One heap of 21, take 1, 2 or 3",
                   "Un tas de 21, prenez 1, 2 ou 3"},
                  {"game.wythoff", "Golden heaps", "Tas d’or"},
                  {"game.wythoff.tagline", "Slide a token to the corner (Dornim)",
                   "Glissez un jeton vers le coin (Dornim)"},
                  {"common.settings", "Settings", "Réglages"}, {"common.rules", "Rules", "Règles"},
                  {"common.quit", "Quit", "Quitter"}, {"common.back", "Back", "Retour"},
                  {"common.ok", "OK", "OK"}, {"common.cancel", "Cancel", "Annuler"},
                  {"common.continue", "Continue", "Continuer"},
                  {"common.statistics", "Statistics", "Statistiques"}, {"common.yes", "Yes", "Oui"},
                  {"common.no", "No", "Non"}, {"common.on", "On", "Activé"},
                  {"common.off", "Off", "Désactivé"}, {"app.muted", "Sound off", "Son coupé"},
                  {"app.unmuted", "Sound on", "Son activé"},
                  {"app.keys_hint",
                   "Arrows + Enter · Esc quit · F1 rules · M sound · F11 full screen",
                   "Flèches + Entrée · Échap quitter · F1 règles · M son · F11 plein écran"},
                  {"app.coming_soon", "Coming soon", "Bientôt disponible"},
                  {"app.language", "Language", "Langue"},
                  {"app.language.name", "English", "Français"})
