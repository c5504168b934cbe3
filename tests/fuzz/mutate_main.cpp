// A small seeded mutation fuzzer for the targets in this folder, so CI needs no extra compiler: it
// runs every seed file, then mutations of them (bit flips, byte edits, splices, numbers out of range,
// deep nesting) for a time or run budget. A crash or a broken guarantee ends the process; the input
// is written first to fuzz-crash-TARGET.bin (or $FUZZ_ARTIFACTS/...) to be replayed with
// `TARGET FILE`. The same targets also build for libFuzzer (README, "Fuzzing").
// Usage: TARGET [--seconds S] [--runs N] [--seed K] CORPUS_DIR_OR_FILE...
#include <signal.h>
#include <unistd.h>
#include <fcntl.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "highscore/rng.hpp"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#define HS_HAVE_DEATH_CALLBACK 1
#endif

namespace {

// The input being run, for the crash handlers (which may only make async-signal-safe calls).
const std::string* g_current = nullptr;
char g_crash_path[4096];

void write_current_input() {
  if (!g_current) return;
  const int fd = ::open(g_crash_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  const char* p = g_current->data();
  std::size_t left = g_current->size();
  while (left > 0) {
    const ssize_t w = ::write(fd, p, left);
    if (w <= 0) break;
    p += w;
    left -= static_cast<std::size_t>(w);
  }
  ::close(fd);
  static const char msg[] = "fuzz: crashing input written to ";
  (void)!::write(2, msg, sizeof msg - 1);
  (void)!::write(2, g_crash_path, std::strlen(g_crash_path));
  (void)!::write(2, "\n", 1);
  g_current = nullptr;
}

void on_fatal_signal(int sig) {
  write_current_input();
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

const char* const kTokens[] = {"1e999", "-1e999", "2147483647", "2147483648", "-2147483648", "-2147483649",
                               "4294967296", "9223372036854775807", "18446744073709551615",
                               "18446744073709551616", "-1", "0", "0.5", "1e-999", "-0", "null", "true",
                               "\"\"", "[]", "{}", "\"any\"", "\"black\"", "\"red\"", "999999999999999999999"};

class Mutator {
 public:
  explicit Mutator(std::uint64_t seed) : rng_(seed) {}
  std::uint32_t below(std::size_t n) { return n ? rng_.below(static_cast<std::uint32_t>(n)) : 0; }

  void mutate(std::string& s, const std::vector<std::string>& corpus) {
    const int times = 1 + static_cast<int>(below(6));
    for (int t = 0; t < times; ++t) {
      const std::size_t at = below(s.size() + 1);
      switch (below(9)) {
        case 0:
          if (!s.empty()) s[below(s.size())] ^= static_cast<char>(1u << below(8));
          break;
        case 1:
          if (!s.empty()) s[below(s.size())] = static_cast<char>(below(256));
          break;
        case 2: s.insert(at, 1 + below(4), static_cast<char>(" {}[]\":,0123456789-ea"[below(21)])); break;
        case 3:
          if (!s.empty()) s.erase(below(s.size()), 1 + below(64));
          break;
        case 4:
          if (!s.empty()) {
            const std::size_t from = below(s.size());
            s.insert(at, s.substr(from, 1 + below(64)));
          }
          break;
        case 5: {  // splice a piece of another seed
          const std::string& other = corpus[below(corpus.size())];
          if (!other.empty()) {
            const std::size_t from = below(other.size());
            s.insert(at, other.substr(from, 1 + below(256)));
          }
          break;
        }
        case 6: replace_number(s, kTokens[below(std::size(kTokens))]); break;
        case 7: s.insert(at, kTokens[below(std::size(kTokens))]); break;
        default: {  // deep nesting: open brackets at a point, or a whole well-formed value in place of a number
          // Up to 120,000 levels: the stack overflows that bounded depth now prevents needed ~100,000.
          const std::size_t depth = 1 + below(below(2) ? 40 : below(4) ? 20000 : 120000);
          if (below(2)) {
            s.insert(at, std::string(depth, below(2) ? '[' : '{'));
          } else {
            std::string value(depth, '[');
            value.append(depth, ']');
            replace_number(s, value.c_str());
          }
          break;
        }
      }
    }
    if (s.size() > max_len_) s.resize(max_len_);
  }
  void set_max_len(std::size_t n) { max_len_ = n; }

 private:
  // Replaces a run of digits somewhere in `s` by `token`, so values in the right places go extreme.
  void replace_number(std::string& s, const char* token) {
    for (int tries = 0; tries < 8 && !s.empty(); ++tries) {
      std::size_t i = below(s.size());
      if (s[i] < '0' || s[i] > '9') continue;
      std::size_t b = i, e = i;
      while (b > 0 && ((s[b - 1] >= '0' && s[b - 1] <= '9') || s[b - 1] == '-')) --b;
      while (e < s.size() && s[e] >= '0' && s[e] <= '9') ++e;
      s.replace(b, e - b, token);
      return;
    }
  }
  hs::Rng rng_;
  std::size_t max_len_ = 1 << 20;
};

std::string read_all(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

int run_one(const std::string& input) {
  g_current = &input;
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
  g_current = nullptr;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string target = std::filesystem::path(argv[0]).filename().string();
  double seconds = 30;
  long max_runs = -1;
  std::uint64_t seed = 1;
  std::vector<std::string> corpus;
  std::vector<std::string> names;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--seconds" || a == "--runs" || a == "--seed") && i + 1 < argc) {
      const std::string v = argv[++i];
      if (a == "--seconds") seconds = std::stod(v);
      if (a == "--runs") max_runs = std::stol(v);
      if (a == "--seed") seed = std::stoull(v);
      continue;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(a, ec)) {
      for (const auto& e : std::filesystem::directory_iterator(a))
        if (e.is_regular_file()) {
          corpus.push_back(read_all(e.path()));
          names.push_back(e.path().string());
        }
    } else if (std::filesystem::is_regular_file(a, ec)) {
      corpus.push_back(read_all(a));
      names.push_back(a);
    } else {
      std::fprintf(stderr, "usage: %s [--seconds S] [--runs N] [--seed K] CORPUS_DIR_OR_FILE...\n(%s: not found)\n",
                   target.c_str(), a.c_str());
      return 2;
    }
  }
  if (corpus.empty()) {
    std::fprintf(stderr, "%s: no seed inputs given\n", target.c_str());
    return 2;
  }
  const char* dir = std::getenv("FUZZ_ARTIFACTS");
  std::snprintf(g_crash_path, sizeof g_crash_path, "%s/fuzz-crash-%s.bin", dir && *dir ? dir : ".", target.c_str());
  // The handler runs on a stack of its own: a stack overflow leaves no room on the normal one, and
  // the input that caused it must still be written.
  static std::vector<char> alt_stack(1 << 16);
  stack_t ss{};
  ss.ss_sp = alt_stack.data();
  ss.ss_size = alt_stack.size();
  sigaltstack(&ss, nullptr);
  struct sigaction sa {};
  sa.sa_handler = on_fatal_signal;
  sa.sa_flags = SA_ONSTACK;
  for (int sig : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) sigaction(sig, &sa, nullptr);
#ifdef HS_HAVE_DEATH_CALLBACK
  __sanitizer_set_death_callback(write_current_input);
#endif

  // Seeds first, each as given: a seed that fails is a finding by itself.
  for (std::size_t i = 0; i < corpus.size(); ++i) run_one(corpus[i]);
  // A single file given alone is a replay (of a crash), not a run.
  if (corpus.size() == 1 && max_runs < 0 && argc == 2) {
    std::printf("%s: %s ran without a finding\n", target.c_str(), names[0].c_str());
    return 0;
  }
  std::size_t longest = 0;
  for (const auto& c : corpus) longest = std::max(longest, c.size());
  Mutator m(seed);
  m.set_max_len(std::max<std::size_t>(std::size_t{1} << 19, longest * 2));  // room for 120,000 levels
  const auto start = std::chrono::steady_clock::now();
  long runs = 0;
  std::string input;
  while (max_runs < 0 || runs < max_runs) {
    if ((runs & 15) == 0 && max_runs < 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= seconds)
      break;
    input = corpus[m.below(corpus.size())];
    m.mutate(input, corpus);
    run_one(input);
    ++runs;
  }
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s: %zu seeds and %ld mutated inputs in %.1f s, no finding\n", target.c_str(), corpus.size(), runs, took);
  return 0;
}
