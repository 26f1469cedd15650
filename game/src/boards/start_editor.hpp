#pragma once
// The start-position half of the setup page, for one game (each game's folder has one):
// its choices as rows, the start they make, what is wrong with them, and a picture of
// that start. The setup page keeps the rest (opponent, level, who starts, rule) and
// places and draws the rows.
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/options.hpp"
#include "app/settings.hpp"
#include "app/ui_choice_rows.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

class StartEditor {
 public:
  // Row ids of the editors: kStartRow, then each game's own from kFirstOwnRow (the setup
  // page's rows are below 10).
  static constexpr int kStartRow = 10;
  static constexpr int kFirstOwnRow = 11;

  virtual ~StartEditor() = default;

  // The choices remembered from the last time (each field checked), and back.
  virtual void load(const RememberedSetup& remembered);
  virtual void save(RememberedSetup& remembered) const;
  // The custom start with `given`'s fields (the command line's start, set or parts); a
  // field out of the page's limits keeps the current choice.
  virtual void load_custom(RememberedSetup given);
  // The command line's start for this game (--heaps, --set, --component) into `given`: true
  // when it names one (then load_custom(given) makes it the custom start).
  virtual bool take_command_line(const Options& options, RememberedSetup& given) const = 0;
  // The start (and set, board size) the choices describe.
  virtual void apply(MatchSetup& setup) const = 0;
  // What is wrong with the choices that the engine does not say (translated); empty if
  // nothing is.
  virtual std::string problem(const MatchSetup& /*setup*/) const { return {}; }
  // The rows: the start choice, then the custom start's own when it is chosen.
  virtual std::vector<ChoiceRow> rows() const;
  virtual void change(const ChoiceEvent& event);
  // Whether row `id` is a text field (the keyboard types into it while it has the focus), and
  // typed text, Backspace or a paste into it: true when it changed the choices.
  virtual bool takes_text(int /*id*/) const { return false; }
  virtual bool type(int /*id*/, const Input& /*input*/) { return false; }
  // A height of its own for one of its rows (design px), 0 for the standard one.
  virtual float row_height(const ChoiceRow& /*row*/) const { return 0; }
  // The picture of the start under the rows (`placed`: the rows as they were drawn).
  virtual void draw(Canvas& canvas, const ChoiceRows& placed, Rect below) const = 0;
  // A click on the picture (the Dornim square): true when it changed the choices.
  virtual bool click(Point /*at*/) { return false; }
  // Where the picture takes clicks (empty when it takes none), as last drawn.
  virtual Rect clickable_area() const { return {}; }

 protected:
  // `start_keys`: the texts of the start choices, the last one being the custom start.
  StartEditor(AppContext& ctx, std::vector<std::string> start_keys);
  // An editor that adds rows to another's (it overrides load, save, load_custom, rows and
  // change, and has no start choice of its own).
  explicit StartEditor(AppContext& ctx) : ctx_(ctx) {}

  bool custom_start() const { return start_choice_ + 1 == static_cast<int>(start_keys_.size()); }
  void choose_custom_start() { start_choice_ = static_cast<int>(start_keys_.size()) - 1; }
  int start_choice() const { return start_choice_; }
  virtual void load_own(const RememberedSetup& remembered) = 0;
  virtual void save_own(RememberedSetup& remembered) const = 0;
  // The game's rows after the start choice, and a change to one of them.
  virtual void own_rows(std::vector<ChoiceRow>& rows) const = 0;
  virtual void change_own(const ChoiceEvent& event) = 0;
  // A detail under the start choice (e.g. how the random square is drawn).
  virtual std::string start_detail() const { return {}; }

  AppContext& ctx_;

 private:
  std::vector<std::string> start_keys_;
  int start_choice_ = 0;
};

// A remembered whole number within [lo, hi], else the fallback.
Count remembered_in_range(const std::optional<std::uint64_t>& remembered, Count lo, Count hi,
                          Count fallback);
// One step of a stepper row within [lo, hi].
Count step_within(Count value, int delta, Count lo, Count hi);

}  // namespace marienbad::app
