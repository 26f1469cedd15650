# The browser's build (tools/web.sh, docs/web.md), included by game/CMakeLists.txt under
# emscripten: the game linked as game.js + game.wasm, its assets and compiled catalogues
# preloaded as game.data, and our index.html, together in build-web/site/.
set(MARIENBAD_SITE_DIR ${PROJECT_BINARY_DIR}/site)

# GNU gettext's libintl (built by tools/web.sh): emscripten's own gettext does not translate.
# Its libintl.h must come before the system one, which declares musl's.
find_path(MARIENBAD_INTL_INCLUDE libintl.h NO_CMAKE_SYSTEM_PATH REQUIRED)
find_library(MARIENBAD_INTL_LIBRARY intl NO_CMAKE_SYSTEM_PATH REQUIRED)
target_include_directories(marienbad_app BEFORE PRIVATE ${MARIENBAD_INTL_INCLUDE})
target_link_libraries(marienbad_app PRIVATE ${MARIENBAD_INTL_LIBRARY})

set_target_properties(marienbad PROPERTIES OUTPUT_NAME game SUFFIX .js
                      RUNTIME_OUTPUT_DIRECTORY ${MARIENBAD_SITE_DIR})
# Assets at /assets and catalogues at /share/locale: where paths.cpp looks, next to SDL's base
# path (/). IDBFS keeps the player's files (pre.js); memory grows with the graph's scenes.
target_link_options(marienbad PRIVATE
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -lidbfs.js
  "SHELL:--pre-js ${CMAKE_CURRENT_LIST_DIR}/pre.js"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/fonts@/assets/fonts"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/sounds@/assets/sounds"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/icons@/assets/icons"
  "SHELL:--preload-file ${PROJECT_BINARY_DIR}/share/locale@/share/locale")
set_property(TARGET marienbad APPEND PROPERTY LINK_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/pre.js)
add_dependencies(marienbad marienbad_catalogues)

configure_file(${CMAKE_CURRENT_LIST_DIR}/index.html ${MARIENBAD_SITE_DIR}/index.html COPYONLY)
add_custom_target(marienbad-site ALL DEPENDS marienbad)
