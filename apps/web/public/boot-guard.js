/*
 * Thrivewell boot guard (plain script, kept apart from the app bundle on purpose).
 * If the app's own script or one of its preloaded modules cannot be fetched before the app has
 * mounted, the page would stay blank: show the static 'Something went wrong' screen of app.html
 * instead (it has a Reload link that works without JavaScript). The app removes that screen once
 * it has mounted, or replaces it with its own error screen, so later failures are left to the
 * app's error boundaries ('Page Error'). The Content-Security-Policy forbids inline scripts and
 * inline event handlers, hence a file and a capturing listener.
 *
 * On a prerendered page (its frame and head are already in the HTML) the build leaves the app's
 * scripts out of the HTML and names them here instead (data-entry, data-preload): they are
 * requested once the page has been painted, so nothing delays that first paint.
 */
(function () {
  'use strict';
  // The stored light/dark choice (the app's applyStoredTheme does the same, storage key
  // 'thrivewell-theme'): applied here too, since a prerendered page paints before the app runs.
  try {
    var theme = window.localStorage.getItem('thrivewell-theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    /* storage disabled: the system's scheme applies */
  }
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

  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    var files = (me.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < files.length; i++) {
      if (!files[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A hidden tab paints nothing (and gets no animation frames): start at once there.
  if (document.visibilityState === 'hidden') startApp();
  else
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
})();
