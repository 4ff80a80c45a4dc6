/*
 * The unsupported-browser notice (001 §8). Only a browser without JavaScript modules runs this
 * file (index.html loads it with `nomodule`; every browser Bearing supports skips it): legacy
 * Internet Explorer, where the app itself can never start. It says so in the browser's language
 * when Bearing has that language, reading the same locale files as the app. Written in the
 * JavaScript those browsers understand (no arrow functions, no let or const, no fetch).
 */
(function () {
  var LANGUAGES = ['ar', 'de', 'en', 'es', 'es-es', 'fr', 'fr-ca', 'it', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh-hans'];
  var ENGLISH = {
    title: 'This browser is not supported',
    message: 'Bearing needs a current browser. Please open this page in Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.'
  };

  function has(list, item) {
    for (var i = 0; i < list.length; i++) if (list[i] === item) return true;
    return false;
  }

  /** The locale file for a browser language tag: exact, then Chinese as zh-hans, then the primary language. */
  function localeOf(tag) {
    var lang = String(tag || 'en').toLowerCase().replace('_', '-');
    if (has(LANGUAGES, lang)) return lang;
    var primary = lang.split('-')[0];
    if (primary === 'zh') return 'zh-hans';
    return has(LANGUAGES, primary) ? primary : 'en';
  }

  function show(text, locale) {
    var root = document.getElementById('root') || document.body;
    while (root.firstChild) root.removeChild(root.firstChild);
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.setAttribute('lang', locale);
    box.setAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    box.style.maxWidth = '36em';
    box.style.margin = '3em auto';
    box.style.padding = '0 1em';
    box.style.fontFamily = 'Segoe UI, Arial, sans-serif';
    box.style.color = '#14202b';
    var heading = document.createElement('h1');
    heading.style.fontSize = '1.5em';
    heading.appendChild(document.createTextNode(text.title));
    var message = document.createElement('p');
    message.appendChild(document.createTextNode(text.message));
    box.appendChild(heading);
    box.appendChild(message);
    root.appendChild(box);
  }

  var locale = localeOf(navigator.language || navigator.userLanguage || navigator.browserLanguage);
  show(ENGLISH, 'en');
  if (locale === 'en') return;
  try {
    var request = new XMLHttpRequest();
    request.open('GET', '/i18n/' + locale + '.json', true);
    request.onreadystatechange = function () {
      if (request.readyState !== 4 || request.status !== 200) return;
      try {
        var text = JSON.parse(request.responseText).unsupportedBrowser;
        if (text && text.title && text.message) show(text, locale);
      } catch (e) { /* the English notice stays */ }
    };
    request.send(null);
  } catch (e) { /* the English notice stays */ }
})();
