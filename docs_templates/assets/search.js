/* Header search over the Pagefind index, rendered into Material's own search markup.
 * Pagefind loads on the first focus of the box, so pages that are only read never fetch the index. */
(() => {
  "use strict";
  // The site root, from this script's own URL: correct at the domain root and under /REPO/ alike.
  const ROOT = new URL("..", document.currentScript.src);
  const PAGE = 10;
  // Wait for a pause in typing: every intermediate prefix would fetch its own index chunks.
  const DEBOUNCE_MS = 120;
  let engine = null;

  /** Load and configure Pagefind once; explore.js shares the same instance. */
  function loadPagefind() {
    if (!engine) {
      engine = import(new URL("pagefind/pagefind.js", ROOT).href).then(async (pagefind) => {
        // The worker script is a second copy of the engine (~45 KB); searches here are small.
        await pagefind.options({ noWorker: true, excerptLength: 22 });
        await pagefind.init();
        return pagefind;
      });
      engine.catch(() => { engine = null; });
    }
    return engine;
  }
  const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  window.siteSearch = { loadPagefind, escapeHtml, root: ROOT };

  /** Render one Pagefind result as a Material search result item. */
  function resultItem(data, index) {
    const tags = (data.filters && data.filters.tag) || [];
    const chips = tags.length
      ? `<nav class="md-tags">${tags.map((t) => `<span class="md-tag">${escapeHtml(t)}</span>`).join("")}</nav>` : "";
    const title = (data.meta && data.meta.title) || data.url;
    return `<li class="md-search-result__item" role="presentation">`
      + `<a href="${escapeHtml(data.url)}" class="md-search-result__link" tabindex="-1" role="option" id="site-search-${index}" aria-selected="false">`
      + `<article class="md-search-result__article md-typeset">`
      + `<h1>${escapeHtml(title)}</h1>${chips}<p>${data.excerpt}</p></article></a></li>`;
  }

  function setup() {
    const box = document.querySelector("[data-site-search]");
    const toggle = document.getElementById("__search");
    if (!box || !toggle) return;
    const input = box.querySelector("[data-site-search-input]");
    const meta = box.querySelector("[data-site-search-meta]");
    const list = box.querySelector("[data-site-search-list]");
    const state = { results: [], shown: 0, active: -1, generation: 0 };
    const form = box.querySelector("form");
    // The header outlives instant navigation: pin the explore fallback to an absolute URL now.
    form.setAttribute("action", form.action);

    const links = () => [...list.querySelectorAll(".md-search-result__link")];

    function activate(index) {
      const all = links();
      if (!all.length) return;
      state.active = (index + all.length) % all.length;
      all.forEach((a, i) => a.setAttribute("aria-selected", String(i === state.active)));
      input.setAttribute("aria-activedescendant", all[state.active].id);
      all[state.active].scrollIntoView({ block: "nearest" });
    }

    function open() {
      if (!toggle.checked) {
        toggle.checked = true;
        toggle.dispatchEvent(new Event("change"));
      }
      if (document.activeElement !== input) input.focus();
      // On small screens the box slides in: focus again once it is laid out.
      if (document.activeElement !== input) requestAnimationFrame(() => input.focus());
      loadPagefind();
    }

    function close() {
      toggle.checked = false;
      toggle.dispatchEvent(new Event("change"));
      input.blur();
      input.setAttribute("aria-expanded", "false");
    }

    async function showMore() {
      const generation = state.generation;
      const next = state.results.slice(state.shown, state.shown + PAGE);
      const data = await Promise.all(next.map((r) => r.data()));
      if (generation !== state.generation) return;  // a newer query replaced these results
      list.querySelector(".site-search__more")?.remove();
      list.insertAdjacentHTML("beforeend", data.map((d, i) => resultItem(d, state.shown + i)).join(""));
      state.shown += next.length;
      if (state.shown < state.results.length) {
        list.insertAdjacentHTML("beforeend",
          `<li class="site-search__more"><button type="button" class="md-button">Show more results</button></li>`);
      }
    }

    async function run(query) {
      const generation = ++state.generation;
      if (query.trim().length < 2) {
        list.innerHTML = "";
        delete list.dataset.query;
        meta.textContent = "Type to start searching";
        input.setAttribute("aria-expanded", "false");
        return;
      }
      const pagefind = await loadPagefind();
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      if (generation !== state.generation) return;
      const search = await pagefind.search(query);
      if (generation !== state.generation) return;
      state.results = search.results;
      state.shown = 0;
      state.active = -1;
      input.removeAttribute("aria-activedescendant");
      list.innerHTML = "";
      const n = search.results.length;
      meta.textContent = n === 0 ? "No matching papers" : n === 1 ? "1 matching page" : `${n} matching pages`;
      input.setAttribute("aria-expanded", String(n > 0));
      await showMore();
      if (generation === state.generation) list.dataset.query = query;  // which query the list shows
    }

    input.addEventListener("focus", open);
    input.addEventListener("input", () => run(input.value).catch((err) => { meta.textContent = "Search is unavailable"; console.error(err); }));
    form.addEventListener("reset", () => { setTimeout(() => run(""), 0); input.focus(); });
    toggle.addEventListener("change", () => { if (toggle.checked && document.activeElement !== input) open(); });
    list.addEventListener("click", (event) => {
      if (event.target.closest(".site-search__more")) { event.preventDefault(); showMore(); return; }
      if (event.target.closest("a")) close();
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        activate(state.active + (event.key === "ArrowDown" ? 1 : -1));
      } else if (event.key === "Enter") {
        const all = links();
        if (!all.length) return;  // no results yet: the form goes to the explore page with this query
        event.preventDefault();
        all[Math.max(state.active, 0)].click();
      } else if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    });
    document.addEventListener("keydown", (event) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target;
      const typing = target instanceof HTMLElement
        && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (!typing && ["/", "s", "f"].includes(event.key)) {
        event.preventDefault();
        open();
      } else if (event.key === "Escape" && toggle.checked) {
        close();
      }
    });
    // Material's instant navigation keeps the header: close the search when a new page arrives.
    if (window.document$) window.document$.subscribe(() => { if (toggle.checked) close(); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
