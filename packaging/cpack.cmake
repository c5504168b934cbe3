# The Debian package (scripts/package.sh runs it): `cpack -G DEB` in a build configured with
# -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games (Debian puts games in /usr/games) gives
# highscore_<version>_<arch>.deb. Its dependencies come from
# dpkg-shlibdeps (package dpkg-dev): the runtime libraries of SDL2, SDL2_image, SDL2_ttf, SDL2_mixer and the C++
# runtime, with the versions the binaries need. No maintainer scripts: Debian's triggers refresh the
# icon cache, the desktop menu and the man index.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME highscore)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The High Score digital edition developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "dungeon-crawl dice board game for one to four players")
# The long description (CPack indents it under the summary line; an empty line becomes " .").
set(CPACK_PACKAGE_DESCRIPTION "High Score is the digital edition of a dungeon-crawl dice board game. Each
hero rolls coloured dice from their own pool to beat the tests on dungeon
cards, collects coins and gems, shops at the peddler and races through the
levels to the final boss. Hotseat for one to four players, any seat a bot,
with the exact odds of every roll, saves, undo and replays, in English and
Spanish.

The package also holds highscore-cli, the headless tools: content checks,
scripted games, replays, bot simulations and odds.")
set(HIGHSCORE_MAINTAINER "The High Score digital edition developers <maintainers@highscore.invalid>"
    CACHE STRING "Maintainer field of the .deb (the default address is a placeholder)")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${HIGHSCORE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
include(CPack)
