/*
 * Northwind Press's consent script (000 §3 onetrust-script): a stand-in for a consent provider's
 * script, served from the tenant's assets so the app's Content Security Policy (script-src 'self')
 * allows it. It records that the visitor has made no choice yet and offers the calls a consent
 * provider's script would; it shows nothing itself in the demo.
 */
(function () {
  var KEY = 'northwind-consent';
  var stored = null;
  try { stored = window.localStorage.getItem(KEY); } catch (e) { stored = null; }
  window.tenantConsent = {
    choice: function () { return stored; },
    accept: function (value) {
      stored = value || 'all';
      try { window.localStorage.setItem(KEY, stored); } catch (e) { /* private mode: the choice lasts this page */ }
    },
  };
  document.documentElement.setAttribute('data-consent-script', 'loaded');
})();
