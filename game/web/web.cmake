# The browser's build (tools/web.sh, docs/web.md), included by game/CMakeLists.txt under
# emscripten: the game linked as game.js + game.wasm, its assets and compiled catalogues
# preloaded as game.data, and our index.html, together in build-web/site/.
set(MARIENBAD_SITE_DIR ${PROJECT_BINARY_DIR}/site)

# Static builds of SDL2_ttf, SDL2_mixer and SDL2_image export only NAME::NAME-static; the
# game links NAME::NAME (resolved when CMake generates, so defined here after the fact).
foreach(lib SDL2_ttf SDL2_mixer SDL2_image)
  if(NOT TARGET ${lib}::${lib} AND TARGET ${lib}::${lib}-static)
    add_library(${lib}::${lib} INTERFACE IMPORTED)
    target_link_libraries(${lib}::${lib} INTERFACE ${lib}::${lib}-static)
  endif()
endforeach()

# GNU gettext's libintl (built by tools/web.sh): emscripten's own gettext (musl) does not
# translate and crashed on our catalogue. Its libintl.h must come before the system one. Without
# it the page is in English only: no catalogue is preloaded, so musl's gettext is never given
# one (platform_web.cpp then defines the counter catalogue.cpp bumps, which only glibc and
# libintl have).
find_path(MARIENBAD_INTL_INCLUDE libintl.h NO_CMAKE_SYSTEM_PATH)
find_library(MARIENBAD_INTL_LIBRARY intl NO_CMAKE_SYSTEM_PATH)
set(MARIENBAD_WEB_PRELOAD_LOCALE)
if(EXISTS "${MARIENBAD_INTL_INCLUDE}/libintl.h" AND EXISTS "${MARIENBAD_INTL_LIBRARY}")
  target_include_directories(marienbad_app BEFORE PRIVATE ${MARIENBAD_INTL_INCLUDE})
  target_link_libraries(marienbad_app PRIVATE ${MARIENBAD_INTL_LIBRARY})
  set(MARIENBAD_WEB_PRELOAD_LOCALE "SHELL:--preload-file ${PROJECT_BINARY_DIR}/share/locale@/share/locale")
else()
  message(WARNING "No GNU libintl among the web libraries: the page will be in English only")
  target_compile_definitions(marienbad_app PRIVATE MARIENBAD_WEB_NO_INTL)
endif()

set_target_properties(marienbad PROPERTIES OUTPUT_NAME game SUFFIX .js
                      RUNTIME_OUTPUT_DIRECTORY ${MARIENBAD_SITE_DIR})
# Assets at /assets and catalogues (with libintl) at /share/locale: where paths.cpp looks, next
# to SDL's base path (/). IDBFS keeps the player's files (pre.js); memory grows as needed.
target_link_options(marienbad PRIVATE
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -lidbfs.js
  # SDL 2.26's audio calls these from EM_ASM; emscripten 3.1.6 links them only when asked (a
  # file: CMake would double the '$' of their names on the command line).
  "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${CMAKE_CURRENT_LIST_DIR}/library_funcs.json"
  "SHELL:--pre-js ${CMAKE_CURRENT_LIST_DIR}/pre.js"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/fonts@/assets/fonts"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/sounds@/assets/sounds"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/icons@/assets/icons"
  ${MARIENBAD_WEB_PRELOAD_LOCALE})
set_property(TARGET marienbad APPEND PROPERTY LINK_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/pre.js)
add_dependencies(marienbad marienbad_catalogues)

configure_file(${CMAKE_CURRENT_LIST_DIR}/index.html ${MARIENBAD_SITE_DIR}/index.html COPYONLY)
add_custom_target(marienbad-site ALL DEPENDS marienbad)
