# Install rules and desktop integration, included from the top-level CMakeLists.txt. Under the prefix:
# bin/highscore and bin/highscore-cli; share/highscore/data (card set, interface text) and
# share/highscore/assets (fonts, SVG art, sound effects and music); the desktop entry, hicolor icons, AppStream metadata,
# gzipped man pages and the licences where Linux desktops and Debian look for them. cpack.cmake
# turns the same rules into a .deb; tests/install/ checks an install made from them.
set(HS_SHARE_DIR ${CMAKE_INSTALL_DATADIR}/highscore)
set(HS_FULL_SHARE_DIR ${CMAKE_INSTALL_FULL_DATADIR}/highscore)
set(HS_PACKAGING_OUT ${CMAKE_BINARY_DIR}/packaging)
set(HS_APP_ID game.highscore.highscore)  # AppStream component id (reverse-domain form)
# Folders an install creates are world-readable whatever the umask (a package must not vary with it).
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                              WORLD_READ WORLD_EXECUTE)

# --- programs and what they read at run time
install(TARGETS highscore-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY data/ DESTINATION ${HS_SHARE_DIR}/data
        PATTERN "SCHEMA.md" EXCLUDE PATTERN "CREDITS.md" EXCLUDE)
if(HIGHSCORE_BUILD_APP)
  install(TARGETS highscore RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(DIRECTORY assets/fonts assets/svg assets/audio DESTINATION ${HS_SHARE_DIR}/assets
          PATTERN "_src" EXCLUDE PATTERN "README.md" EXCLUDE)
endif()

# --- manual pages (section 6, games), gzipped as Debian wants them
set(HS_MAN_PAGES highscore-cli)
if(HIGHSCORE_BUILD_APP)
  list(APPEND HS_MAN_PAGES highscore)
endif()
set(HS_DOC_OUTPUTS)
foreach(page ${HS_MAN_PAGES})
  configure_file(packaging/${page}.6.in ${HS_PACKAGING_OUT}/${page}.6 @ONLY)
  add_custom_command(OUTPUT ${HS_PACKAGING_OUT}/${page}.6.gz
                     COMMAND gzip -9nf -k ${page}.6
                     DEPENDS ${HS_PACKAGING_OUT}/${page}.6
                     WORKING_DIRECTORY ${HS_PACKAGING_OUT} VERBATIM)
  list(APPEND HS_DOC_OUTPUTS ${HS_PACKAGING_OUT}/${page}.6.gz)
  install(FILES ${HS_PACKAGING_OUT}/${page}.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()

# --- the changelog, gzipped, where Debian looks for it
add_custom_command(OUTPUT ${HS_PACKAGING_OUT}/changelog.gz
                   COMMAND gzip -9n -c ${CMAKE_SOURCE_DIR}/packaging/changelog > changelog.gz
                   DEPENDS packaging/changelog WORKING_DIRECTORY ${HS_PACKAGING_OUT})
list(APPEND HS_DOC_OUTPUTS ${HS_PACKAGING_OUT}/changelog.gz)
install(FILES ${HS_PACKAGING_OUT}/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})

# --- licences: one copyright file holding every licence text, plus the card set's credits
file(READ LICENSE HS_LICENSE_CODE)
file(READ assets/LICENSE-art.md HS_LICENSE_ART)
file(READ assets/fonts/LICENSE-Lato.txt HS_LICENSE_LATO)
file(READ assets/fonts/LICENSE-Vollkorn.txt HS_LICENSE_VOLLKORN)
file(READ assets/audio/LICENSE-FluidR3.txt HS_LICENSE_FLUIDR3)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             LICENSE assets/LICENSE-art.md assets/fonts/LICENSE-Lato.txt assets/fonts/LICENSE-Vollkorn.txt)
configure_file(packaging/copyright.in ${HS_PACKAGING_OUT}/copyright @ONLY)
install(FILES ${HS_PACKAGING_OUT}/copyright data/CREDITS.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

# --- desktop entry, icons (rendered from packaging/highscore.svg), AppStream metadata
if(HIGHSCORE_BUILD_APP)
  set(HS_ICON_SIZES 16 22 24 32 48 64 128 256)
  add_executable(render_icon packaging/render_icon.cpp)
  target_link_libraries(render_icon PRIVATE PkgConfig::SDL2)
  target_compile_options(render_icon PRIVATE ${HS_WARNINGS})
  set(HS_ICON_OUTPUTS)
  foreach(size ${HS_ICON_SIZES})
    list(APPEND HS_ICON_OUTPUTS ${HS_PACKAGING_OUT}/icons/${size}x${size}/apps/highscore.png)
  endforeach()
  add_custom_command(OUTPUT ${HS_ICON_OUTPUTS}
                     COMMAND render_icon ${CMAKE_SOURCE_DIR}/packaging/highscore.svg
                             ${HS_PACKAGING_OUT}/icons highscore ${HS_ICON_SIZES}
                     DEPENDS render_icon packaging/highscore.svg VERBATIM)
  foreach(size ${HS_ICON_SIZES})
    install(FILES ${HS_PACKAGING_OUT}/icons/${size}x${size}/apps/highscore.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  install(FILES packaging/highscore.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  install(FILES packaging/highscore.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES packaging/${HS_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endif()
add_custom_target(highscore_install_files ALL DEPENDS ${HS_DOC_OUTPUTS} ${HS_ICON_OUTPUTS})

# --- the check that an install works from anywhere (CI): install into a temporary prefix, run the
# installed CLI and app from another folder, validate the desktop entry and the metadata.
if(HIGHSCORE_BUILD_APP)
  add_test(NAME install_prefix
           COMMAND ${CMAKE_SOURCE_DIR}/tests/install/install_test.sh ${CMAKE_BINARY_DIR}
                   $<TARGET_FILE:png_variance> ${HS_FULL_SHARE_DIR})
  set_tests_properties(install_prefix PROPERTIES TIMEOUT 120 LABELS app ENVIRONMENT "CMAKE=${CMAKE_COMMAND};HS_BINDIR=${CMAKE_INSTALL_BINDIR}")
endif()

include(${CMAKE_CURRENT_LIST_DIR}/cpack.cmake)
