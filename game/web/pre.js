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
    if (error) Module.marienbadStorageRefused('the browser keeps no files here: ' + error);
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
    if (error) Module.marienbadStorageRefused('progress not kept: ' + error);
    if (Module.marienbadSaveAgain) {
      Module.marienbadSaveAgain = false;
      Module.marienbadSaveFiles();
    }
  });
};

// Storage refused or full (the first read or any copy failed): the files stay in memory for
// this visit, and the page says once, in the game's language, that progress will not be
// kept. The text comes from the game (platform::language_set), the refusal maybe before it.
Module.marienbadStorage = { refused: false, text: '', said: false };
Module.marienbadStorageRefused = function (why) {
  console.warn('marienbad: ' + why);
  Module.marienbadStorage.refused = true;
  Module.marienbadStorageSay();
};
Module.marienbadStorageText = function (text) {
  Module.marienbadStorage.text = text;
  Module.marienbadStorageSay();
};
Module.marienbadStorageSay = function () {
  var storage = Module.marienbadStorage;
  if (!storage.refused || !storage.text || storage.said) return;
  storage.said = true;
  if (Module.marienbadNotice) Module.marienbadNotice(storage.text);
};

// Sound after the first click, key or tap (browsers start a page's audio suspended until a
// gesture "activates" it). SDL asks emscripten to resume on the first keydown, mousedown or
// touchstart, each heard once: a first Shift or Esc (which activates nothing) or a touchstart
// (touchend is what activates) used that one chance and the game stayed silent. These
// listeners stay until the audio runs.
(function () {
  var gestures = ['keydown', 'mousedown', 'pointerup', 'touchend'];
  function resume() {
    var audio = Module.SDL2 && Module.SDL2.audioContext;
    if (!audio) return;
    if (audio.state === 'suspended') audio.resume();
    if (audio.state !== 'running') return;
    gestures.forEach(function (name) { window.removeEventListener(name, resume, true); });
  }
  gestures.forEach(function (name) { window.addEventListener(name, resume, true); });
})();
