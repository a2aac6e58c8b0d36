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
  // Starting a request costs the main thread a few milliseconds (more on a slow phone): the entry
  // script and 30-odd module preloads in one task make one long task. They are started a few per
  // task instead, the entry script first (the build lists the entry's own imports first), so the
  // page keeps answering input meanwhile. A hidden tab (nobody to answer, and its timers run at
  // most once a second) gets them all at once.
  var requestsPerTask = 4;
  function request(file, isEntry) {
    var el = document.createElement(isEntry ? 'script' : 'link');
    if (isEntry) {
      el.type = 'module';
      el.src = file;
    } else {
      el.rel = 'modulepreload';
      el.href = file;
    }
    el.crossOrigin = '';
    document.head.appendChild(el);
  }
  function requestFrom(files, from) {
    var until = document.visibilityState === 'hidden' ? files.length : from + requestsPerTask;
    for (var i = from; i < files.length && i < until; i++) request(files[i], i === 0);
    if (until < files.length)
      setTimeout(function () {
        requestFrom(files, until);
      }, 0);
  }
  function startApp() {
    if (started) return;
    started = true;
    requestFrom([entry].concat((me.getAttribute('data-preload') || '').split(' ').filter(Boolean)), 0);
  }
  function startSoon() {
    setTimeout(startApp, 0);
  }
  // A hidden tab paints nothing (and gets no animation frames): start at once there. Elsewhere
  // start once the browser reports the first contentful paint: an animation frame comes before
  // the frame is on screen, and requests started in between delay that paint on a slow phone.
  // Without paint timing, the task after the first frame; if no paint is reported, after 1 s.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') startApp();
  else if (types && types.indexOf('paint') !== -1) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startSoon();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(startApp, 1000);
  } else requestAnimationFrame(startSoon);
})();
