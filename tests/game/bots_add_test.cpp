// Settings › Bots › Add: a command typed in a text field (keys are text there: "m" neither
// mutes nor does "h" show a hint; Backspace erases, Ctrl+V pastes, Esc cancels), tested, kept
// under the name its handshake gives. A bot that cannot start says so in one whole line, and
// forfeit reasons come in the player's language with the bot's own words as they are.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstring>
#include <optional>
#include <string>
#include <utility>

#include "bot_test_support.hpp"
#include "scenes/bots_scene.hpp"
#include "scenes/forfeit_words.hpp"
#include "scenes/main_menu.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

void push_text(const std::string& text) {
  SDL_Event event{};
  event.type = SDL_TEXTINPUT;
  std::strncpy(event.text.text, text.c_str(), sizeof(event.text.text) - 1);
  SDL_PushEvent(&event);
}

// Typed as a keyboard would: a few characters per SDL_TEXTINPUT event.
void type(App& app, const std::string& text) {
  for (std::size_t i = 0; i < text.size(); i += 8) push_text(text.substr(i, 8));
  app.step();
}

}  // namespace

TEST_CASE("bots: Add types a command, tests it and keeps it under its own name") {
  TempDir home("bots-add");
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  const bool muted = app->context().settings().muted;
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  auto& bots = top_as<BotsScene>(*app);
  REQUIRE_FALSE(bots.adding());
  // The focus is on Add (the only button before Back): Enter opens the field.
  key(*app, SDLK_RETURN);
  REQUIRE(bots.adding());
  CHECK(bots.draft().empty());

  // Keys are text now: "m" is typed, nothing is muted.
  const std::string command = marienbad::test::test_bot_command("good");
  type(*app, command + "x");
  key(*app, SDLK_m);  // a key press alone types nothing (its text comes as SDL_TEXTINPUT)
  CHECK(app->context().settings().muted == muted);
  CHECK(bots.draft() == command + "x");
  key(*app, SDLK_BACKSPACE);
  CHECK(bots.draft() == command);

  // Keep before a Test says why not.
  bots.keep_draft();
  CHECK(app->context().settings().bots.empty());
  CHECK(bots.status().find("Test it first") != std::string::npos);

  // Enter presses the focused Test; the bot's handshake names it.
  key(*app, SDLK_RETURN);
  REQUIRE(step_until(*app, [&] { return !bots.animating(); }));
  CHECK(bots.status().find("Test bot (good)") != std::string::npos);
  // The focus moved to Keep: Enter keeps it, saved at once, and the field closes.
  key(*app, SDLK_RETURN);
  REQUIRE(app->context().settings().bots.size() == 1);
  // The focus goes to the kept bot's row, on Test: never on a Remove that took Keep's place.
  CHECK(bots.focus() == std::pair{std::string("bots.test"), std::optional<std::size_t>(0)});
  CHECK(app->context().settings().bots[0].name == "Test bot (good)");
  CHECK(app->context().settings().bots[0].command == command);
  CHECK(read_text(home.path() / "settings.json").find("test_bot.py") != std::string::npos);
  CHECK_FALSE(bots.adding());

  // The same command again: Keep refuses it with the list's own reason (the name is taken).
  bots.start_adding();
  type(*app, command);
  bots.test_draft();
  REQUIRE(step_until(*app, [&] { return !bots.animating(); }));
  bots.keep_draft();
  CHECK(app->context().settings().bots.size() == 1);
  CHECK(bots.status().find("This bot cannot be kept") != std::string::npos);
  // Esc leaves the field, not the page (after asking: a command is typed).
  key(*app, SDLK_ESCAPE);
  REQUIRE(top_name(*app) == "confirm");
  key(*app, SDLK_RIGHT);  // Drop it
  key(*app, SDLK_RETURN);
  CHECK_FALSE(bots.adding());
  CHECK(app->scenes().top() == &bots);
}

TEST_CASE("bots: a typed command is not dropped without asking, on Esc or Back") {
  TempDir home("bots-draft-back");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  auto& bots = top_as<BotsScene>(*app);
  // An empty field closes without a word.
  bots.start_adding();
  key(*app, SDLK_ESCAPE);
  CHECK_FALSE(bots.adding());
  CHECK(top_name(*app) == "bots");

  bots.start_adding();
  type(*app, "python3 my_bot.py");
  key(*app, SDLK_ESCAPE);  // asks; Esc again is the safe answer: back to the field
  REQUIRE(top_name(*app) == "confirm");
  key(*app, SDLK_ESCAPE);
  REQUIRE(top_name(*app) == "bots");
  REQUIRE(bots.adding());
  CHECK(bots.draft() == "python3 my_bot.py");
  // Back (Tab from Test to Back) asks the same; Drop it leaves the page.
  CHECK(bots.focus().first == "bots.test");
  for (int i = 0; i < 6 && bots.focus().first != "common.back"; ++i) key(*app, SDLK_TAB);
  REQUIRE(bots.focus().first == "common.back");
  key(*app, SDLK_RETURN);
  REQUIRE(top_name(*app) == "confirm");
  key(*app, SDLK_RIGHT);
  key(*app, SDLK_RETURN);
  app->step();
  CHECK(top_name(*app) == "main-menu");
}

TEST_CASE("bots: after Remove the focus is on the next bot's Test, not its Remove") {
  TempDir home("bots-remove-focus");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().bots = {{"One", "python3 one.py"}, {"Two", "python3 two.py"}};
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  auto& bots = top_as<BotsScene>(*app);
  key(*app, SDLK_TAB);  // from the first bot's Test to its Remove
  REQUIRE(bots.focus() == std::pair{std::string("bots.remove"), std::optional<std::size_t>(0)});
  key(*app, SDLK_RETURN);
  REQUIRE(app->context().settings().bots.size() == 1);
  CHECK(app->context().settings().bots[0].name == "Two");
  CHECK(bots.focus() == std::pair{std::string("bots.test"), std::optional<std::size_t>(0)});
}

TEST_CASE("bots: Ctrl+V pastes one line into the field") {
  TempDir home("bots-paste");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  auto& bots = top_as<BotsScene>(*app);
  bots.start_adding();
  if (SDL_SetClipboardText("python3 my_bot.py\n") != 0) {
    WARN("no clipboard with this video driver: " << SDL_GetError());
    return;
  }
  key(*app, SDLK_v, KMOD_CTRL);
  CHECK(bots.draft() == "python3 my_bot.py ");
}

TEST_CASE("bots: a bot that cannot start says so in one whole line, without \"forfeits\"") {
  TempDir home("bots-cannot-start");
  // A script path long enough that an 80-byte excerpt would cut it.
  const std::string missing =
      "/nonexistent/a/rather/long/directory/name/for/the/bots/of/this/test/my_bot.py";
  Options options;
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().bots = {{"Missing script", "python3 " + missing}};
  app->scenes().push(std::make_unique<BotsScene>(app->context()));
  app->step();
  auto& bots = top_as<BotsScene>(*app);
  bots.test(0);
  REQUIRE(step_until(*app, [&] { return !bots.animating(); }));
  const std::string status = bots.status();
  INFO(status);
  CHECK(status.find("cannot start") != std::string::npos);
  CHECK(status.find("forfeit") == std::string::npos);
  CHECK(status.find("python3") != std::string::npos);
  CHECK(status.find(missing) != std::string::npos);  // the path whole, not cut
  CHECK(status.find('\n') == std::string::npos);
}

TEST_CASE("forfeit reasons: translated around the bot's own words") {
  Strings en(Language("en"));
  Strings fr(Language("fr"));
  // A shape it does not know is shown as it came.
  CHECK(forfeit_words(fr, "something new") == "something new");
  CHECK(forfeit_words(en, "no move within 10 s") == "no move within 10 s");
  CHECK(forfeit_words(fr, "no move within 0.5 s") == "aucun coup en 0,5 s");
  const std::string ended =
      "the bot exited with code 3 instead of moving (last line on stderr: 'I give up: 2 > 1')";
  CHECK(forfeit_words(en, ended) ==
        "the bot exited with code 3 instead of moving (last line on standard error: 'I give "
        "up: 2 > 1')");
  CHECK(forfeit_words(fr, ended) ==
        "le bot s’est arrêté avec le code 3 au lieu de jouer (dernière ligne sur la sortie "
        "d’erreur\u00a0: 'I give up: 2 > 1')");
  CHECK(forfeit_words(fr,
                      "unexpected line 'hello there' (expected 'to H1,H2,...' or 'info "
                      "TEXT')") ==
        "ligne inattendue 'hello there' (attendu ‘to H1,H2,...’ ou ‘info TEXTE’)");
  CHECK(forfeit_words(fr,
                      "cannot start 'python3 /x/bot.py': the bot exited with code 2 before "
                      "the handshake") ==
        "impossible de lancer 'python3 /x/bot.py'\u00a0: le bot s’est arrêté avec le code 2 "
        "avant la poignée de main");
  CHECK(forfeit_words(fr, "illegal move: 1,3,5,7 -> 2,3,5,7 is not a legal move") ==
        "coup non permis\u00a0: 1,3,5,7 -> 2,3,5,7 n’est pas un coup permis");
  CHECK(forfeit_words(fr, "the bot was killed by signal 11 (SIGSEGV) instead of moving") ==
        "le bot a été tué par le signal 11 (SIGSEGV) au lieu de jouer");
}

TEST_CASE("bots: the field's example fits, in English and French, at 800x600 and 1280x720") {
  for (const char* language : {"en", "fr"}) {
    for (const WindowSize size : {WindowSize{800, 600}, WindowSize{1280, 720}}) {
      TempDir home("bots-example");
      Options options;
      options.language = Language(language);
      options.size = size;
      auto app = make_app(home.path(), options);
      REQUIRE(app);
      app->scenes().push(std::make_unique<BotsScene>(app->context()));
      app->step();
      auto& bots = top_as<BotsScene>(*app);
      bots.start_adding();
      app->context().request_redraw();
      app->step();
      Canvas& canvas = app->context().canvas();
      const std::string_view example = app->context().tr("bots.draft.empty");
      const float width =
          canvas.measure(example, canvas.style(TextSize::Small, canvas.colors().text_muted)).w;
      INFO(language << " " << size.width << "x" << size.height << ": " << example);
      CHECK(width > 0);
      CHECK(width <= bots.draft_text_area().w);  // whole, at its own size
    }
  }
}
