#include "games/octal/octal_words.hpp"

#include <array>

#include "marienbad/octal_values.hpp"
#include "marienbad/registry.hpp"

MARIENBAD_STRINGS(
    octal_words_strings, S_("octal.dawson_chess", "Dawson's chess"),
    S_("octal.dawson_kayles", "Dawson's Kayles"), S_("octal.double_kayles", "Double Kayles"),
    S_("octal.treblecross", "Treblecross"), S_("octal.guiles", "Guiles"),
    S_("octal.name", "Octal game {}"),
    // Where a move that takes pins may take them, as digit d_k's bits say (1: the whole row,
    // 2: from an end, 4: from inside).
    S_("octal.ways.1", "the whole row only"), S_("octal.ways.2", "from an end only"),
    S_("octal.ways.3", "the whole row or from an end"),
    S_("octal.ways.4", "from inside only (the row splits in two)"),
    S_("octal.ways.5", "the whole row or from inside"),
    S_("octal.ways.6", "from an end or from inside, not the whole row"),
    S_("octal.ways.7", "the whole row, from an end or from inside"),
    P_("octal.digit", "d{0} = {1}: take {2} pin, {3}", "d{0} = {1}: take {2} pins, {3}"),
    P_("octal.digit.never", "d{0} = 0: never take {2} pin", "d{0} = 0: never take {2} pins"),
    S_("octal.digit.split", "d0 = 4: split a row in two without taking"),
    S_("octal.values", "g(0…{0}): {1} …"),
    S_("octal.period", "The values repeat every {0} from {1} pins on (proven at {2})."),
    S_("octal.no_period", "No period is known within {0} pins: play is exact up to there only."),
    P_("octal.refusal", "{0} takes {1} pin only {2}", "{0} takes {1} pins only {2}"),
    S_("octal.refusal.ways.1", "as the whole row"), S_("octal.refusal.ways.2", "from an end"),
    S_("octal.refusal.ways.3", "as the whole row or from an end"),
    S_("octal.refusal.ways.4", "from inside a row"),
    S_("octal.refusal.ways.5", "as the whole row or from inside"),
    S_("octal.refusal.ways.6", "from an end or from inside"),
    P_("octal.refusal.never", "{0} never takes {1} pin", "{0} never takes {1} pins"),
    S_("octal.code.refused", "Refused: {}"), S_("octal.code.empty", "type a code such as 0.137"),
    S_("octal.code.first", "a code starts with 0 or 4"),
    S_("octal.code.point", "a point comes after the first digit"),
    S_("octal.code.no_digit", "a digit is missing after the point"),
    S_("octal.code.too_long", "at most 16 digits after the point"),
    S_("octal.code.digit", "the digits are 0 to 7"))

namespace marienbad::app {

namespace {

constexpr Count kShownValues = 20;

std::string ways_key(std::string_view prefix, unsigned d) {
  std::string key(prefix);
  return key.append(std::to_string(d & 7));
}

}  // namespace

OctalCode octal_code_of(const std::vector<Count>& digits) {
  auto code = OctalCode::from_digits(digits);
  if (code) return code.value();
  return OctalCode::parse("0.137").value();
}

std::string octal_code_name(const Strings& strings, const OctalCode& code) {
  for (const GamePreset& preset : game_info(GameKind::Octal).presets) {
    auto known = OctalCode::parse(preset.parameter);
    if (known && known.value() == code) return std::string(strings.tr(preset.name_key));
  }
  return strings.trf("octal.name", code.text());
}

std::string octal_digit_lines(const Strings& strings, const OctalCode& code) {
  std::string lines;
  const auto add = [&lines](const std::string& line) {
    if (!lines.empty()) lines += '\n';
    lines.append("• ").append(line);
  };
  if (code.digit(0) == 4) add(std::string(strings.tr("octal.digit.split")));
  for (std::size_t k = 1; k <= code.max_take(); ++k) {
    const unsigned d = code.digit(k);
    if (d == 0) {
      add(strings.trn("octal.digit.never", k, k, 0, k));
    } else {
      add(strings.trn("octal.digit", k, k, d, k, strings.tr(ways_key("octal.ways.", d))));
    }
  }
  return lines;
}

std::string octal_values_text(const Strings& strings, const OctalCode& code) {
  const std::shared_ptr<const OctalValues> values = OctalValues::of(code);
  std::string first;
  for (Count n = 0; n < kShownValues && values->knows(n); ++n) {
    first.append(n > 0 ? " " : "").append(std::to_string((*values)(n)));
  }
  std::string text = strings.trf("octal.values", kShownValues - 1, first);
  if (const auto& period = values->period()) {
    text.append(" ").append(
        strings.trf("octal.period", period->period, period->preperiod, period->proven_at));
  } else {
    text.append(" ").append(strings.trf("octal.no_period", values->computed().size()));
  }
  return text;
}

std::string octal_refusal(const Strings& strings, const OctalCode& code, Count k) {
  const unsigned d = k <= kMaxOctalDigits ? code.digit(static_cast<std::size_t>(k)) : 0;
  if (d == 0) return strings.trn("octal.refusal.never", k, code.text(), k);
  // Bit 7 allows every place: a move of k pins is never refused then.
  return strings.trn("octal.refusal", k, code.text(), k,
                     strings.tr(ways_key("octal.refusal.ways.", d == 7 ? 3 : d)));
}

std::string octal_code_refusal(const Strings& strings, std::string_view /*typed*/,
                               std::string_view error) {
  // The engine's reasons (OctalCode::parse), each a part of its sentence.
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kReasons = {{
      {"is empty", "octal.code.empty"},
      {"must start with 0 or 4", "octal.code.first"},
      {"needs a point", "octal.code.point"},
      {"has no digit after the point", "octal.code.no_digit"},
      {"digits after the point", "octal.code.too_long"},
      {"not 0 to 7", "octal.code.digit"},
  }};
  for (const auto& [english, key] : kReasons) {
    if (error.find(english) != std::string_view::npos) {
      return strings.trf("octal.code.refused", strings.tr(key));
    }
  }
  return strings.trf("octal.code.refused", strings.translate(error));
}

}  // namespace marienbad::app
