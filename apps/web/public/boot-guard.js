/*
 * Thrivewell boot guard (plain script, kept apart from the app bundle on purpose).
 * If the app's own script or one of its preloaded modules cannot be fetched before the app has
 * mounted, the page would stay blank: show the static 'Something went wrong' screen of app.html
 * instead (it has a Reload link that works without JavaScript). The app removes that screen once
 * it has mounted, or replaces it with its own error screen, so later failures are left to the
 * app's error boundaries ('Page Error'). The Content-Security-Policy forbids inline scripts and
 * inline event handlers, hence a file and a capturing listener.
 */
(function () {
  'use strict';
  var screenId = 'boot-error';
  function isAppScript(el) {
    if (!el || !el.tagName) return false;
    if (el.tagName === 'SCRIPT') return true;
    return el.tagName === 'LINK' && String(el.rel).indexOf('modulepreload') !== -1;
  }
  window.addEventListener(
    'error',
    function (event) {
      if (!isAppScript(event.target)) return;
      var screen = document.getElementById(screenId);
      if (screen) screen.hidden = false;
    },
    true,
  );
})();
