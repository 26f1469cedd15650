# The browser's build (tools/web.sh, docs/web.md), included by game/CMakeLists.txt under
# emscripten: the game linked as game.js + game.wasm, its assets and compiled catalogues
# preloaded as game.data, and our index.html, together in build-web/site/.
set(MARIENBAD_SITE_DIR ${PROJECT_BINARY_DIR}/site)

# Static builds of SDL2_ttf and SDL2_mixer export only NAME::NAME-static; the game links
# NAME::NAME (resolved when CMake generates, so defined here after the fact).
foreach(lib SDL2_ttf SDL2_mixer)
  if(NOT TARGET ${lib}::${lib} AND TARGET ${lib}::${lib}-static)
    add_library(${lib}::${lib} INTERFACE IMPORTED)
    target_link_libraries(${lib}::${lib} INTERFACE ${lib}::${lib}-static)
  endif()
endforeach()

# The fonts cut down to the characters the game can show (tools/web_fonts.py: the catalogues,
# the sources' strings, U+FFFD and .notdef), made again when any of those changes: 1.8 MB of
# DejaVu become about 75 KB. Debian's python3 on purpose: python3-fonttools is installed there.
set(MARIENBAD_WEB_PYTHON /usr/bin/python3 CACHE FILEPATH "The Python with fontTools (python3-fonttools)")
set(MARIENBAD_WEB_FONTS ${PROJECT_BINARY_DIR}/web-fonts)
set(web_font_files)
foreach(font DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSansMono.ttf LICENSE-DejaVu.txt)
  list(APPEND web_font_files ${MARIENBAD_WEB_FONTS}/${font})
endforeach()
file(GLOB_RECURSE web_font_texts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/po/*.po ${PROJECT_SOURCE_DIR}/po/*.pot
     ${PROJECT_SOURCE_DIR}/engine/*.cpp ${PROJECT_SOURCE_DIR}/engine/*.hpp ${PROJECT_SOURCE_DIR}/engine/*.h
     ${PROJECT_SOURCE_DIR}/game/*.cpp ${PROJECT_SOURCE_DIR}/game/*.hpp ${PROJECT_SOURCE_DIR}/game/*.h)
file(GLOB web_font_sources ${PROJECT_SOURCE_DIR}/assets/fonts/*)
add_custom_command(OUTPUT ${web_font_files}
  COMMAND ${MARIENBAD_WEB_PYTHON} ${PROJECT_SOURCE_DIR}/tools/web_fonts.py ${MARIENBAD_WEB_FONTS}
          --root ${PROJECT_SOURCE_DIR}
  DEPENDS ${PROJECT_SOURCE_DIR}/tools/web_fonts.py ${web_font_sources} ${web_font_texts}
  COMMENT "Cutting the fonts down to the game's characters (tools/web_fonts.py)" VERBATIM)
add_custom_target(marienbad_web_fonts DEPENDS ${web_font_files})
add_dependencies(marienbad marienbad_web_fonts)
set_property(TARGET marienbad APPEND PROPERTY LINK_DEPENDS ${web_font_files})

# The sounds as 8-bit mu-law WAV (tools/web_sounds.py), those with nothing above 10 kHz at half
# their rate: 217 KB of PCM become 54 KB gzip.
set(MARIENBAD_WEB_SOUNDS ${PROJECT_BINARY_DIR}/web-sounds)
file(GLOB web_sound_sources ${PROJECT_SOURCE_DIR}/assets/sounds/*.wav)
set(web_sound_files)
foreach(sound ${web_sound_sources})
  get_filename_component(name ${sound} NAME)
  list(APPEND web_sound_files ${MARIENBAD_WEB_SOUNDS}/${name})
endforeach()
add_custom_command(OUTPUT ${web_sound_files}
  COMMAND ${MARIENBAD_WEB_PYTHON} ${PROJECT_SOURCE_DIR}/tools/web_sounds.py ${MARIENBAD_WEB_SOUNDS}
          --root ${PROJECT_SOURCE_DIR}
  DEPENDS ${PROJECT_SOURCE_DIR}/tools/web_sounds.py ${web_sound_sources}
  COMMENT "Writing the sounds as mu-law WAV (tools/web_sounds.py)" VERBATIM)
add_custom_target(marienbad_web_sounds DEPENDS ${web_sound_files})
add_dependencies(marienbad marienbad_web_sounds)
set_property(TARGET marienbad APPEND PROPERTY LINK_DEPENDS ${web_sound_files})

set_target_properties(marienbad PROPERTIES OUTPUT_NAME game SUFFIX .js
                      RUNTIME_OUTPUT_DIRECTORY ${MARIENBAD_SITE_DIR})
# Assets at /assets and the compiled catalogues at /share/locale: where paths.cpp looks, next
# to SDL's base path (/); musl's gettext reads the catalogues (app/platform_web.cpp says
# how). IDBFS keeps the player's files (pre.js); memory grows as needed.
# -sENVIRONMENT=web: game.js without its code for Node.js and workers, where it never runs.
target_link_options(marienbad PRIVATE
  -Oz -sENVIRONMENT=web
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -lidbfs.js
  # SDL 2.26's audio calls these from EM_ASM; emscripten 3.1.6 links them only when asked (a
  # file: CMake would double the '$' of their names on the command line).
  "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${CMAKE_CURRENT_LIST_DIR}/library_funcs.json"
  "SHELL:--pre-js ${CMAKE_CURRENT_LIST_DIR}/pre.js"
  "SHELL:--preload-file ${MARIENBAD_WEB_FONTS}@/assets/fonts"
  "SHELL:--preload-file ${MARIENBAD_WEB_SOUNDS}@/assets/sounds"
  "SHELL:--preload-file ${PROJECT_BINARY_DIR}/share/locale@/share/locale")
set_property(TARGET marienbad APPEND PROPERTY LINK_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/pre.js)
# A changed translation is a new game.data: relink when a catalogue changes.
foreach(lang ${MARIENBAD_LINGUAS})
  set_property(TARGET marienbad APPEND PROPERTY LINK_DEPENDS
                                       ${PROJECT_BINARY_DIR}/share/locale/${lang}/LC_MESSAGES/marienbad.mo)
endforeach()
add_dependencies(marienbad marienbad_catalogues)

configure_file(${CMAKE_CURRENT_LIST_DIR}/index.html ${MARIENBAD_SITE_DIR}/index.html COPYONLY)
add_custom_target(marienbad-site ALL DEPENDS marienbad)

# The yardstick of the page's first frame (tools/web_measure.py; docs/web.md, "A lighter
# page"): the desktop's bare window (bench/bare_window.cpp: SDL2 + SDL2_ttf, one font, one line)
# as a page of its own in build-web/bare-site/, with the same index.html and the game's font.
# Built with the site, so that a measurement finds both from the same libraries and flags.
set(MARIENBAD_BARE_SITE_DIR ${PROJECT_BINARY_DIR}/bare-site)
add_executable(marienbad-bare-page ${CMAKE_CURRENT_LIST_DIR}/../bench/bare_window.cpp)
target_link_libraries(marienbad-bare-page PRIVATE SDL2_ttf::SDL2_ttf SDL2::SDL2 marienbad_warnings)
set_target_properties(marienbad-bare-page PROPERTIES OUTPUT_NAME game SUFFIX .js UNITY_BUILD OFF
                      RUNTIME_OUTPUT_DIRECTORY ${MARIENBAD_BARE_SITE_DIR})
target_link_options(marienbad-bare-page PRIVATE
  -Oz -sENVIRONMENT=web -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB
  "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${CMAKE_CURRENT_LIST_DIR}/library_funcs.json"
  "SHELL:--preload-file ${MARIENBAD_WEB_FONTS}/DejaVuSans.ttf@/assets/fonts/DejaVuSans.ttf")
add_dependencies(marienbad-bare-page marienbad_web_fonts)
set_property(TARGET marienbad-bare-page APPEND PROPERTY LINK_DEPENDS
                                                 ${MARIENBAD_WEB_FONTS}/DejaVuSans.ttf)
configure_file(${CMAKE_CURRENT_LIST_DIR}/index.html ${MARIENBAD_BARE_SITE_DIR}/index.html COPYONLY)
add_dependencies(marienbad-site marienbad-bare-page)
