#pragma once
// The set-up page that `marienbad … --scene setup` opens (tests of the command line's choices,
// the generic ones and each game's in its home).
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

// The options parsed from a command line, as main() does.
inline Options parsed(std::vector<std::string_view> args) {
  auto options = parse_options(args);
  REQUIRE(options.ok());
  return options.value();
}

// The set-up page that --scene setup opens, in `language`.
inline SetupScene& opened(std::unique_ptr<App>& app, const TempDir& home, Options options,
                          const char* language) {
  options.language = Language(language);
  app.reset();  // one App at a time
  app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step();
  auto* setup = dynamic_cast<SetupScene*>(app->scenes().top());
  REQUIRE(setup != nullptr);
  return *setup;
}

// The value of the row labelled `label`.
inline std::string row_value(const SetupScene& setup, const std::string& label) {
  for (const ChoiceRow& row : setup.shown_rows()) {
    if (row.label == label) return row.value;
  }
  return "(no row " + label + ")";
}

}  // namespace marienbad::app::test
