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
#include <vector>

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
  using bot::Forfeit;
  using Code = Forfeit::Code;
  Strings en(Language("en"));
  Strings fr(Language("fr"));
  // The system's words (or a request refused) are shown as they came.
  CHECK(forfeit_words(fr, Forfeit::failed("something new")) == "something new");
  Forfeit late{.code = Code::NoMoveWithin};
  late.time = std::chrono::seconds(10);
  CHECK(forfeit_words(en, late) == "no move within 10 s");
  late.time = std::chrono::milliseconds(500);
  CHECK(forfeit_words(fr, late) == "aucun coup en 0,5 s");
  Forfeit ended{.code = Code::Ended};
  ended.exit = bot::ExitStatus{false, 3};
  ended.phase = Forfeit::Phase::Thinking;
  ended.stderr_line = "'I give up: 2 > 1'";
  CHECK(ended.text() ==
        "the bot exited with code 3 instead of moving (last line on stderr: 'I give up: 2 > 1')");
  CHECK(forfeit_words(en, ended) ==
        "the bot exited with code 3 instead of moving (last line on standard error: 'I give "
        "up: 2 > 1')");
  CHECK(forfeit_words(fr, ended) ==
        "le bot s’est arrêté avec le code 3 au lieu de jouer (dernière ligne sur la sortie "
        "d’erreur\u00a0: 'I give up: 2 > 1')");
  CHECK(forfeit_words(fr, {.code = Code::UnexpectedLine, .line = "'hello there'"}) ==
        "ligne inattendue 'hello there' (attendu ‘to H1,H2,...’ ou ‘info TEXTE’)");
  Forfeit no_start{.code = Code::Ended};
  no_start.exit = bot::ExitStatus{false, 2};
  no_start.phase = Forfeit::Phase::Handshake;
  no_start = no_start.not_started("'python3 /x/bot.py'");
  CHECK(no_start.text() ==
        "cannot start 'python3 /x/bot.py': the bot exited with code 2 before the handshake");
  CHECK(forfeit_words(fr, no_start) ==
        "impossible de lancer 'python3 /x/bot.py'\u00a0: le bot s’est arrêté avec le code 2 "
        "avant la poignée de main");
  Forfeit illegal{.code = Code::IllegalMove};
  illegal.from = "1,3,5,7";
  illegal.to = "2,3,5,7";
  CHECK(forfeit_words(fr, illegal) ==
        "coup non permis\u00a0: 1,3,5,7 -> 2,3,5,7 n’est pas un coup permis");
  Forfeit crash{.code = Code::Ended};
  crash.exit = bot::ExitStatus{true, 11};
  crash.phase = Forfeit::Phase::Thinking;
  CHECK(forfeit_words(fr, crash) == "le bot a été tué par le signal 11 (SIGSEGV) au lieu de jouer");
}

TEST_CASE("forfeit reasons: every code said in English as the engine says it, and in French") {
  using bot::Forfeit;
  using Code = Forfeit::Code;
  Strings en(Language("en"));
  Strings fr(Language("fr"));
  std::vector<Forfeit> all;
  for (const std::optional<bot::ExitStatus> exit :
       {std::optional<bot::ExitStatus>{}, std::optional(bot::ExitStatus{false, 0}),
        std::optional(bot::ExitStatus{false, 1}), std::optional(bot::ExitStatus{true, 9})}) {
    for (const Forfeit::Phase phase : {Forfeit::Phase::Handshake, Forfeit::Phase::Thinking,
                                       Forfeit::Phase::Ready, Forfeit::Phase::Ended}) {
      for (const bool cut : {false, true}) {
        Forfeit ended{.code = Code::Ended};
        ended.exit = exit;
        ended.phase = phase;
        ended.stderr_line = "'oops'";
        ended.stderr_cut = cut;
        all.push_back(ended);
      }
    }
  }
  Forfeit long_line{.code = Code::LineTooLong};
  long_line.kib = 64;
  all.push_back(long_line);
  Forfeit handshake{.code = Code::NoHandshakeWithin};
  handshake.time = std::chrono::milliseconds(1500);
  all.push_back(handshake);
  Forfeit move{.code = Code::NoMoveWithin};
  move.time = std::chrono::seconds(2);
  all.push_back(move);
  for (const Code code :
       {Code::UnaskedLine, Code::BadHandshake, Code::BadName, Code::UnexpectedLine}) {
    all.push_back({.code = code, .line = "'x'"});
  }
  all.push_back({.code = Code::NoName});
  all.push_back({.code = Code::MalformedAnswer, .line = "'to 1,,2'", .detail = "an empty heap"});
  Forfeit illegal{.code = Code::IllegalMove};
  illegal.from = "1,3";
  illegal.to = "2,3";
  all.push_back(illegal);
  all.push_back({.code = Code::Stopped});
  all.push_back(Forfeit::failed("No such file or directory").not_started("'prog'"));
  for (const Forfeit& forfeit : all) {
    INFO(forfeit.text());
    // The window's English is the engine's, but for "stderr", which it spells out, and a
    // bot that "exited normally", which it says "exited" (the game is over all the same).
    std::string english = forfeit.text();
    for (const auto& [terse, said] :
         {std::pair{"on stderr", "on standard error"}, std::pair{"exited normally", "exited"}}) {
      if (const auto at = english.find(terse); at != std::string::npos) {
        english.replace(at, std::strlen(terse), said);
      }
    }
    CHECK(forfeit_words(en, forfeit) == english);
    const std::string french = forfeit_words(fr, forfeit);
    CHECK(french != forfeit.text());
    CHECK(french.find('\n') == std::string::npos);
  }
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
