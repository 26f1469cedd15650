// A catalogue's plural formula, parsed with glibc's grammar (intl/plural.y) and evaluated
// as glibc does, a division by zero reported instead of raised.
#include <optional>
#include <string>
#include <vector>

#include "app/catalogue_check.hpp"

namespace marienbad::app::catalogue {

namespace {

// glibc's grammar (intl/plural.y): its tokens and precedences.

enum class Op {
  Number,
  N,
  Not,
  Mult,
  Divide,
  Module,
  Plus,
  Minus,
  Less,
  Greater,
  LessEq,
  GreaterEq,
  Equal,
  NotEqual,
  And,
  Or,
  Choose,  // a ? b : c
};

struct Node {
  Op op = Op::Number;
  unsigned long value = 0;  // a Number's
  int args[3] = {-1, -1, -1};
};

enum class Token { End, Number, N, Not, Binary, Question, Colon, Open, Close, Bad };

// Longer formulas are refused: a real one is under 200 bytes, and the parser and the
// evaluation recurse about once a byte.
constexpr std::size_t kMaxFormulaBytes = 1024;

class FormulaParser {
 public:
  explicit FormulaParser(std::string_view text) : text_(text) { next(); }

  // The tree's root (an index into nodes()), or an error.
  Result<int> parse() {
    const int root = expression();
    if (!error_.empty()) return Error{error_};
    if (token_ != Token::End) return Error{"the plural formula has extra text"};
    return root;
  }
  std::vector<Node> take_nodes() { return std::move(nodes_); }

 private:
  // glibc's yylex: blanks skipped, the formula ends at NUL, ';' or a newline.
  void next() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
    if (pos_ == text_.size() || text_[pos_] == '\0' || text_[pos_] == ';' || text_[pos_] == '\n') {
      token_ = Token::End;
      return;
    }
    const char c = text_[pos_++];
    const auto followed_by = [&](char second) {
      if (pos_ < text_.size() && text_[pos_] == second) {
        ++pos_;
        return true;
      }
      return false;
    };
    token_ = Token::Binary;
    switch (c) {
      case '=':
        if (followed_by('=')) {
          op_ = Op::Equal;
        } else {
          token_ = Token::Bad;
        }
        return;
      case '!':
        if (followed_by('=')) {
          op_ = Op::NotEqual;
        } else {
          token_ = Token::Not;
        }
        return;
      case '&':
      case '|':
        if (followed_by(c)) {
          op_ = c == '&' ? Op::And : Op::Or;
        } else {
          token_ = Token::Bad;
        }
        return;
      case '<':
        op_ = followed_by('=') ? Op::LessEq : Op::Less;
        return;
      case '>':
        op_ = followed_by('=') ? Op::GreaterEq : Op::Greater;
        return;
      case '*':
        op_ = Op::Mult;
        return;
      case '/':
        op_ = Op::Divide;
        return;
      case '%':
        op_ = Op::Module;
        return;
      case '+':
        op_ = Op::Plus;
        return;
      case '-':
        op_ = Op::Minus;
        return;
      case 'n':
        token_ = Token::N;
        return;
      case '?':
        token_ = Token::Question;
        return;
      case ':':
        token_ = Token::Colon;
        return;
      case '(':
        token_ = Token::Open;
        return;
      case ')':
        token_ = Token::Close;
        return;
      default:
        break;
    }
    if (c >= '0' && c <= '9') {
      std::size_t digits = 1;
      number_ = static_cast<unsigned long>(c - '0');
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
        number_ = number_ * 10 + static_cast<unsigned long>(text_[pos_++] - '0');
        ++digits;
      }
      token_ = digits <= kMaxNumberDigits ? Token::Number : Token::Bad;
      return;
    }
    token_ = Token::Bad;
  }

  int fail(std::string why) {
    if (error_.empty()) error_ = std::move(why);
    token_ = Token::End;  // stops every loop above
    return -1;
  }

  int add(Node node) {
    nodes_.push_back(node);
    return static_cast<int>(nodes_.size() - 1);
  }

  // exp: the choice binds loosest and to the right (%right '?').
  int expression() {
    const int condition = binary(1);
    if (token_ != Token::Question) return condition;
    next();
    const int yes = expression();
    if (token_ != Token::Colon) return fail("the plural formula has '?' without ':'");
    next();
    const int no = expression();
    return add({Op::Choose, 0, {condition, yes, no}});
  }

  static int precedence(Op op) {
    switch (op) {
      case Op::Or:
        return 1;
      case Op::And:
        return 2;
      case Op::Equal:
      case Op::NotEqual:
        return 3;
      case Op::Less:
      case Op::Greater:
      case Op::LessEq:
      case Op::GreaterEq:
        return 4;
      case Op::Plus:
      case Op::Minus:
        return 5;
      default:
        return 6;  // * / %
    }
  }

  // The left-associative binary operators, from || (1) to * / % (6).
  int binary(int min_precedence) {
    int left = unary();
    while (token_ == Token::Binary && precedence(op_) >= min_precedence) {
      const Op op = op_;
      next();
      const int right = binary(precedence(op) + 1);
      if (!error_.empty()) return -1;
      // The right operand of * / % is a unary expression: with this rule no value of n
      // can make the formula divide by zero.
      if ((op == Op::Divide || op == Op::Module) &&
          (nodes_[static_cast<std::size_t>(right)].op != Op::Number ||
           nodes_[static_cast<std::size_t>(right)].value == 0)) {
        return fail("the plural formula divides by something that may be 0");
      }
      left = add({op, 0, {left, right, -1}});
    }
    return left;
  }

  int unary() {
    switch (token_) {
      case Token::Not: {
        next();
        const int operand = unary();
        if (!error_.empty()) return -1;
        return add({Op::Not, 0, {operand, -1, -1}});
      }
      case Token::N:
        next();
        return add({Op::N, 0, {}});
      case Token::Number: {
        const unsigned long value = number_;
        next();
        return add({Op::Number, value, {}});
      }
      case Token::Open: {
        next();
        const int inside = expression();
        if (!error_.empty()) return -1;
        if (token_ != Token::Close) return fail("the plural formula has '(' without ')'");
        next();
        return inside;
      }
      default:
        return fail("the plural formula does not parse");
    }
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  Token token_ = Token::End;
  Op op_ = Op::Number;
  unsigned long number_ = 0;
  std::vector<Node> nodes_;
  std::string error_;
};

// glibc's plural_eval, with the division by zero it would raise SIGFPE for reported.
std::optional<unsigned long> evaluate(const std::vector<Node>& nodes, int at, unsigned long n) {
  const Node& node = nodes[static_cast<std::size_t>(at)];
  if (node.op == Op::Number) return node.value;
  if (node.op == Op::N) return n;
  const auto a = evaluate(nodes, node.args[0], n);
  if (!a) return std::nullopt;
  if (node.op == Op::Not) return *a == 0 ? 1UL : 0UL;
  if (node.op == Op::Choose) return evaluate(nodes, *a != 0 ? node.args[1] : node.args[2], n);
  const auto b = evaluate(nodes, node.args[1], n);
  if (!b) return std::nullopt;
  switch (node.op) {
    case Op::Mult:
      return *a * *b;
    case Op::Divide:
      if (*b == 0) return std::nullopt;
      return *a / *b;
    case Op::Module:
      if (*b == 0) return std::nullopt;
      return *a % *b;
    case Op::Plus:
      return *a + *b;
    case Op::Minus:
      return *a - *b;
    case Op::Less:
      return *a < *b ? 1UL : 0UL;
    case Op::Greater:
      return *a > *b ? 1UL : 0UL;
    case Op::LessEq:
      return *a <= *b ? 1UL : 0UL;
    case Op::GreaterEq:
      return *a >= *b ? 1UL : 0UL;
    case Op::Equal:
      return *a == *b ? 1UL : 0UL;
    case Op::NotEqual:
      return *a != *b ? 1UL : 0UL;
    case Op::And:
      return *a != 0 && *b != 0 ? 1UL : 0UL;
    case Op::Or:
      return *a != 0 || *b != 0 ? 1UL : 0UL;
    default:
      return std::nullopt;
  }
}

struct Formula {
  std::vector<Node> nodes;
  int root = -1;
};

Result<Formula> parse_formula(std::string_view formula) {
  if (formula.size() > kMaxFormulaBytes) return Error{"the plural formula is too long"};
  FormulaParser parser(formula);
  auto root = parser.parse();
  if (!root) return Error{root.error()};
  return Formula{parser.take_nodes(), root.value()};
}

}  // namespace

Result<unsigned long> evaluate_plural_formula(std::string_view formula, unsigned long n) {
  auto parsed = parse_formula(formula);
  if (!parsed) return Error{parsed.error()};
  const auto value = evaluate(parsed.value().nodes, parsed.value().root, n);
  if (!value) return Error{"the plural formula divides by 0 for n = " + std::to_string(n)};
  return *value;
}

Status check_plural_formula(std::string_view formula, unsigned long nplurals) {
  auto parsed = parse_formula(formula);
  if (!parsed) return Error{parsed.error()};
  if (nplurals == 0) return Error{"the header's nplurals is 0"};
  for (unsigned long n = 0; n <= 1000; ++n) {
    const auto form = evaluate(parsed.value().nodes, parsed.value().root, n);
    if (!form) return Error{"the plural formula divides by 0 for n = " + std::to_string(n)};
    if (*form >= nplurals) {
      return Error{"the plural formula gives form " + std::to_string(*form) + " for n = " +
                   std::to_string(n) + ", beyond nplurals = " + std::to_string(nplurals)};
    }
  }
  return Ok{};
}

}  // namespace marienbad::app::catalogue
