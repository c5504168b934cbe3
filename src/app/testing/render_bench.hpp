// --bench-render: frame times of the table at 1920x1080 on the software renderer, in three
// figures (cached frames, every frame redrawn, every frame after a game change), the time each
// table section takes, and the start-up time to the first menu frame.
#pragma once

namespace hs::app {

struct App;

void run_render_bench(App& app, double first_frame_ms);

}  // namespace hs::app
