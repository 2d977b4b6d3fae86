/**
 * The help page's one script (GET /help/search.js, a file: the CSP runs no inline script): filters the answers as a
 * person types, with the server's rule (domain/customer-service/help-search.ts: every word, case and Latin accents
 * aside), and says how many match in the live region. Without it, the page's GET form asks the server (`?q=`).
 * Plain ES2017, no dependency, under 1 kB.
 */
export const HELP_SEARCH_SCRIPT = `(function () {
  var input = document.getElementById('q');
  var status = document.getElementById('help-status');
  var items = Array.prototype.slice.call(document.querySelectorAll('[data-faq]'));
  if (!input || !status) return;
  var fold = function (t) { return t.normalize('NFKD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase(); };
  var texts = items.map(function (el) { return fold(el.textContent || ''); });
  var say = function (template, count, q) { return template.replace('{count}', String(count)).replace('{q}', q); };
  input.addEventListener('input', function () {
    var q = input.value.slice(0, 100);
    var words = fold(q).split(/[\\s,.;:!?"'()]+/).filter(Boolean);
    var shown = 0;
    items.forEach(function (el, i) {
      var match = words.every(function (w) { return texts[i].indexOf(w) >= 0; });
      el.hidden = !match;
      if (match) shown += 1;
      if (words.length && match) el.open = true;
    });
    status.textContent = words.length ? say(shown ? status.dataset.matches : status.dataset.none, shown, q.trim()) : '';
  });
})();
`;
