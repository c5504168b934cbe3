// The shape the app's background workers share (app/session/latest_worker.hpp), tested on its own
// with work that holds each question until the test lets it go (or the question is stopped): the
// newest question wins, a stopped question gives no answer, an answer is kept until the next
// question, and destruction stops the work in hand and waits for the thread.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

#include "app/session/latest_worker.hpp"

namespace {

// Work held at a gate: each question waits until released by name or stopped; the test sees which
// questions started, which saw their stop flag, and how many answers were announced.
struct HeldWork {
  std::mutex mutex;
  std::condition_variable changed;
  std::set<std::string> released, started, stopped;
  std::atomic<int> announced{0};
  std::atomic<bool> returned_after_stop{false};

  std::string work(const std::string& q, const hs::app::StopFlag& stop) {
    std::unique_lock<std::mutex> lock(mutex);
    started.insert(q);
    changed.notify_all();
    while (!released.count(q) && !stop->load()) changed.wait_for(lock, std::chrono::milliseconds(2));
    if (stop->load()) {
      stopped.insert(q);
      returned_after_stop.store(true);
    }
    return "answer to " + q;
  }
  void release(const std::string& q) {
    std::lock_guard<std::mutex> lock(mutex);
    released.insert(q);
    changed.notify_all();
  }
  // Waits (a few seconds at most) until `q` is being worked on.
  bool wait_started(const std::string& q) {
    std::unique_lock<std::mutex> lock(mutex);
    return changed.wait_for(lock, std::chrono::seconds(5), [&] { return started.count(q) > 0; });
  }
  bool was_stopped(const std::string& q) {
    std::lock_guard<std::mutex> lock(mutex);
    return stopped.count(q) > 0;
  }
};

using Worker = hs::app::LatestWorker<std::string, std::string>;

Worker make_worker(HeldWork& held) {
  return Worker([&held](const std::string& q, const hs::app::StopFlag& stop) { return held.work(q, stop); }, [&held] { ++held.announced; });
}

bool wait_for_answer(Worker& w) { return w.wait_answer(std::chrono::steady_clock::now() + std::chrono::seconds(5)); }

}  // namespace

TEST_CASE("latest worker: the newest question wins, the one it replaced is stopped and gives no answer", "[app]") {
  HeldWork held;
  Worker w = make_worker(held);
  w.ask("a");
  REQUIRE(held.wait_started("a"));
  CHECK(w.working());
  w.ask("b");  // "a" is in hand: it is told to stop, and "b" is worked out after it
  REQUIRE(held.wait_started("b"));
  CHECK(held.was_stopped("a"));
  CHECK_FALSE(w.answer().has_value());
  held.release("b");
  REQUIRE(wait_for_answer(w));
  CHECK(w.answer() == std::optional<std::string>("answer to b"));
  CHECK(w.asked() == std::optional<std::string>("b"));
  CHECK(held.announced.load() == 1);  // "a" was never announced
}

TEST_CASE("latest worker: a question stopped by forget gives no answer", "[app]") {
  HeldWork held;
  Worker w = make_worker(held);
  w.ask("a");
  REQUIRE(held.wait_started("a"));
  w.forget();
  CHECK_FALSE(w.asked().has_value());
  CHECK_FALSE(w.working());
  for (int i = 0; i < 500 && !held.was_stopped("a"); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  CHECK(held.was_stopped("a"));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));  // time for a wrongly kept answer to show
  CHECK_FALSE(w.answer().has_value());
  CHECK_FALSE(w.take().has_value());
  CHECK(held.announced.load() == 0);
}

TEST_CASE("latest worker: the answer is kept until the next question, take hands it out once", "[app]") {
  HeldWork held;
  Worker w = make_worker(held);
  held.release("a");
  w.ask("a");
  REQUIRE(wait_for_answer(w));
  CHECK(w.answer() == std::optional<std::string>("answer to a"));
  CHECK(w.answer() == std::optional<std::string>("answer to a"));  // asked again: still there
  CHECK_FALSE(w.working());
  w.ask("b");  // not released yet: no answer until it is
  CHECK_FALSE(w.answer().has_value());
  CHECK(w.working());
  held.release("b");
  REQUIRE(wait_for_answer(w));
  const auto taken = w.take();
  REQUIRE(taken.has_value());
  CHECK(taken->first == "b");
  CHECK(taken->second == "answer to b");
  CHECK_FALSE(w.take().has_value());  // once
  CHECK_FALSE(w.asked().has_value());  // the worker is free
  w.put("c", "known at once");  // answered by the asker: the thread is not bothered
  CHECK(w.answer() == std::optional<std::string>("known at once"));
  std::lock_guard<std::mutex> lock(held.mutex);
  CHECK(held.started.count("c") == 0);
}

TEST_CASE("latest worker: destruction stops the work in hand and waits for the thread", "[app]") {
  HeldWork held;
  {
    Worker w = make_worker(held);
    w.ask("never released");
    REQUIRE(held.wait_started("never released"));
  }  // without the stop flag the work would wait forever: the join returns only because it was stopped
  CHECK(held.returned_after_stop.load());
  CHECK(held.was_stopped("never released"));
  CHECK(held.announced.load() == 0);
}

TEST_CASE("latest worker: shut_down shows the question in hand to work that listens to a flag of its own", "[app]") {
  HeldWork held;
  std::string shown;
  Worker w = make_worker(held);
  w.ask("q");
  REQUIRE(held.wait_started("q"));
  w.shut_down([&](const std::string& q) { shown = q; });
  CHECK(shown == "q");
  w.ask("after");  // no question is taken once shut down
  CHECK_FALSE(w.asked() == std::optional<std::string>("after"));
}
