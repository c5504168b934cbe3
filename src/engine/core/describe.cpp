// Short, stable text forms of actions and decision kinds, for logs, the CLI and test messages.
// The words are fixed: scripts and logs depend on them.
#include <string>
#include <type_traits>

#include "highscore/actions.hpp"
#include "highscore/decision.hpp"

namespace hs {

namespace {
std::string dice_text(const DiceCounts& d) {
  std::string out;
  for (Color c : kAllDieColors)
    if (d[c] > 0) {
      out += ' ';
      out += color_name(c);
      out += '=';
      out += std::to_string(d[c]);
    }
  return out;
}
// " die N" / " color C" only when set, so the common forms stay short ("use 2").
std::string params_text(int die, Color color) {
  std::string out;
  if (die >= 0) {
    out += " die ";
    out += std::to_string(die);
  }
  if (color != Color::Any) {
    out += " color ";
    out += color_name(color);
  }
  return out;
}
}  // namespace

std::string describe(const Action& action) {
  // Built by appending: g++ 12 warns falsely (-Wrestrict) on chains of string operator+.
  std::string out;
  auto num = [&out](const char* word, int n) {
    out += word;
    out += std::to_string(n);
  };
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, ChooseOption>) num("option ", a.option);
        else if constexpr (std::is_same_v<T, AttemptOptional>) out = "attempt optional";
        else if constexpr (std::is_same_v<T, SkipOptional>) out = "skip optional";
        else if constexpr (std::is_same_v<T, CancelTest>) out = "cancel";
        else if constexpr (std::is_same_v<T, RollDice>) {
          out = "roll";
          out += dice_text(a.dice);
        } else if constexpr (std::is_same_v<T, RerollWithGem>) num("reroll ", a.die);
        else if constexpr (std::is_same_v<T, UseItem>) {
          num("use ", a.item);
          out += params_text(a.die, a.color);
        } else if constexpr (std::is_same_v<T, UseAbility>) {
          out = "ability";
          out += params_text(a.die, a.color);
        } else if constexpr (std::is_same_v<T, Resolve>) out = "resolve";
        else if constexpr (std::is_same_v<T, Rest>) out = "rest";
        else if constexpr (std::is_same_v<T, MoveOn>) out = "move on";
        else if constexpr (std::is_same_v<T, ChooseBranch>) num("branch ", a.branch);
        else if constexpr (std::is_same_v<T, Buy>) {
          num("buy ", a.offer);
          if (a.trade_in >= 0) num(" trade ", a.trade_in);
        } else if constexpr (std::is_same_v<T, Heal>) num("heal ", a.lives);
        else if constexpr (std::is_same_v<T, LeaveShop>) out = "leave shop";
        else if constexpr (std::is_same_v<T, UseExpert>) num("expert ", a.target);
        else if constexpr (std::is_same_v<T, React>) {
          out = a.accept ? "react yes" : "react no";
          if (a.color != Color::Any) {
            out += ' ';
            out += color_name(a.color);
          }
        }
        else if constexpr (std::is_same_v<T, Fight>) num("fight ", a.monster);
        else if constexpr (std::is_same_v<T, Dodge>) num("dodge ", a.monster);
        else if constexpr (std::is_same_v<T, ChooseNode>) {
          num("node ", a.node);
          if (a.color != Color::Any) {
            out += ' ';
            out += color_name(a.color);
          }
        } else if constexpr (std::is_same_v<T, SplitPoison>) {
          out = "poison";
          for (int n : a.lives) num(" ", n);
        } else if constexpr (std::is_same_v<T, DrinkPotion>) {
          num("potion ", a.item);
          num(" for ", a.player);
        } else num("player ", a.player);
      },
      action);
  return out;
}

std::string_view decision_name(DecisionKind k) {
  switch (k) {
    case DecisionKind::TurnAction: return "turn_action";
    case DecisionKind::ChooseDice: return "choose_dice";
    case DecisionKind::AfterRoll: return "after_roll";
    case DecisionKind::OptionalTest: return "optional_test";
    case DecisionKind::ChooseBranch: return "choose_branch";
    case DecisionKind::Shop: return "shop";
    case DecisionKind::Reaction: return "reaction";
    case DecisionKind::ModePhase: return "mode_phase";
    case DecisionKind::Monster: return "monster";
    case DecisionKind::ChoosePlayer: return "choose_player";
    case DecisionKind::ChooseNode: return "choose_node";
    case DecisionKind::SplitPoison: return "split_poison";
    case DecisionKind::Finished: return "finished";
  }
  return "finished";
}

}  // namespace hs
