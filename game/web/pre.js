// Runs inside game.js before main (linked with --pre-js, game/web/web.cmake).
// The player's files (settings, statistics, the unfinished match) live where the desktop
// keeps them, under the XDG directories of emscripten's HOME; both are IndexedDB file
// systems (IDBFS), read back before main starts and copied out after each write
// (app/platform_web.cpp calls Module.marienbadSaveFiles).
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  // The page's canvas is the window: app.cpp refuses to start without a display unless a
  // video driver is named.
  ENV.SDL_VIDEODRIVER = 'emscripten';
  ['/home/web_user/.local/share', '/home/web_user/.config'].forEach(function (dir) {
    FS.mkdirTree(dir);
    FS.mount(IDBFS, {}, dir);
  });
  addRunDependency('marienbad-files');
  FS.syncfs(true, function (error) {
    // Storage refused (private window, blocked site data): the game runs, nothing lasts.
    if (error) console.warn('marienbad: the browser keeps no files here: ' + error);
    removeRunDependency('marienbad-files');
  });
});

// One copy to IndexedDB at a time: a write during a copy asks for one more afterwards.
Module.marienbadSaving = false;
Module.marienbadSaveAgain = false;
Module.marienbadSaveFiles = function () {
  if (Module.marienbadSaving) {
    Module.marienbadSaveAgain = true;
    return;
  }
  Module.marienbadSaving = true;
  FS.syncfs(false, function (error) {
    Module.marienbadSaving = false;
    if (error) console.warn('marienbad: progress not kept: ' + error);
    if (Module.marienbadSaveAgain) {
      Module.marienbadSaveAgain = false;
      Module.marienbadSaveFiles();
    }
  });
};
