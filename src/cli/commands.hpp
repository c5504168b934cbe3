// highscore-cli subcommands, one file each. Every command returns the process exit code and prints
// errors that name the file and the problem.
#pragma once
#include <string>
#include <vector>

namespace hs::cli {

using Args = std::vector<std::string>;  // arguments after the subcommand name

int cmd_validate(const Args& args);       // cmd_validate.cpp
int cmd_content_stats(const Args& args);  // cmd_content_stats.cpp
int cmd_play(const Args& args);           // cmd_play.cpp
int cmd_replay(const Args& args);         // cmd_replay.cpp
int cmd_simulate(const Args& args);       // cmd_simulate.cpp
int cmd_odds(const Args& args);           // cmd_odds.cpp
int cmd_bench(const Args& args);          // cmd_bench.cpp
int cmd_balance(const Args& args);        // cmd_balance.cpp
int cmd_tournament(const Args& args);     // cmd_tournament.cpp
int cmd_analyze(const Args& args);        // cmd_analyze.cpp
int cmd_bench_analysis(const Args& args); // cmd_bench_analysis.cpp

}  // namespace hs::cli
