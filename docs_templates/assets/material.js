/* Material's bundle (35 KB gzipped, main.html gives its tag a type no browser runs) loads once the page
 * has painted its content, not before. A deferred script runs before DOMContentLoaded, and on a phone
 * that is before the first paint: the bundle's download and its 130 ms of evaluation at Lighthouse's 4x
 * CPU were on the way to every page's largest paint (BENCHMARKS.md, ninth session). The header search,
 * Save buttons and shortcuts are the site's own scripts and work from the first paint; the palette is
 * set in the header (partials/javascripts/palette.html).
 * - The bundle takes its first page from DOMContentLoaded, once: the event is sent again, in a task of
 *   its own, after the bundle has run; its components mount there, instant navigation included.
 * - Until then window.document$ is a stand-in: a subscriber runs for this page at once, then is handed
 *   to Material's document$ for the pages instant navigation brings (not for this one again).
 * - The first paint is read from the paint timing entry; a page opened in a background tab never
 *   reports one, so there the bundle loads once the page is shown. */
(() => {
  "use strict";
  const tag = document.querySelector('script[type="text/x-material"]');
  if (!tag) return;
  const later = [];
  let started = false;

  const ready = (fn) => document.readyState === "loading"
    ? document.addEventListener("DOMContentLoaded", () => fn(document), { once: true })
    : fn(document);

  window.document$ = { subscribe: (fn) => { later.push(fn); ready(fn); } };

  function handOver() {
    for (const fn of later) {
      let seen = false;  // Material's first document is this page, which fn has had
      window.document$.subscribe((doc) => { if (seen) fn(doc); seen = true; });
    }
    setTimeout(() => document.dispatchEvent(new Event("DOMContentLoaded")));
  }

  function start() {
    if (started) return;
    started = true;
    ready(() => {
      const script = document.createElement("script");
      script.src = tag.src;
      script.onload = handOver;
      document.body.append(script);
    });
  }

  const shown = () => document.hidden || requestAnimationFrame(() => setTimeout(start));
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    shown();
  }
  document.addEventListener("visibilitychange", shown);
})();
