/* Header search over the site's static index (assets/search-engine.js), rendered into Material's own
 * search markup. The engine loads on the first focus of the box, so pages that are only read fetch nothing. */
(() => {
  "use strict";
  // The site root, from this script's own URL: correct at the domain root and under /REPO/ alike.
  const ROOT = new URL("..", document.currentScript.src);
  const PAGE = 10;
  // Wait for a pause in typing: every intermediate prefix would fetch its own index shards.
  const DEBOUNCE_MS = 120;
  let engine = null, store = null;

  /** Open the index once (tag-only views on explore need nothing more); explore.js shares it. */
  function openStore() {
    if (!store) {
      store = import(new URL("assets/search-store.js", ROOT).href)
        .then((module) => module.openStore(new URL("search/", ROOT).href));
      store.catch(() => { store = null; });
    }
    return store;
  }

  /** Load the ranking engine and open the index once. */
  function load() {
    if (!engine) {
      engine = Promise.all([import(new URL("assets/search-engine.js", ROOT).href), openStore()])
        .then(([module, opened]) => ({ module, store: opened }));
      engine.catch(() => { engine = null; });
    }
    return engine;
  }
  const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  /** Rank the papers for a query (options.tags: tag numbers every result must have). */
  async function search(query, options) {
    const { module, store: opened } = await load();
    return module.search(opened, query, options);
  }

  /** Rank the papers closest to a pasted text; the text stays in the browser. */
  async function similar(text, options) {
    const { module, store: opened } = await load();
    return module.similar(opened, text, options);
  }

  /** Fetch what a page of results shows: URL, title and tags, and an excerpt with the matched words marked. */
  async function records(found, results) {
    const { module, store: opened } = await load();
    const [meta, rows] = await Promise.all([opened.meta(), opened.records(results.map((r) => r.doc))]);
    const stems = new Set(found.parsed.units.flatMap((u) => u.alts));
    return rows.map(([id, title, tags, text, highlight], i) => {
      const highlightHtml = highlight ? module.excerpt(highlight, stems, 1000) : "";
      // The excerpt shows matched words in context; a highlight that holds some already does.
      const excerpt = highlightHtml.includes("<mark") ? "" : module.excerpt(text, stems);
      return { id, url: new URL(`papers/${id}/`, ROOT).pathname, title, tags: tags.map((t) => meta.tags[t][0]),
        titleHtml: module.excerpt(title, stems, 1000), excerpt, highlightHtml,
        matched: results[i].matched, missing: results[i].missing };
    });
  }

  /** Papers by number for lists without a query: title, tags and highlight, from the light card files. */
  async function cards(docs) {
    const opened = await openStore();
    const [meta, rows] = await Promise.all([opened.meta(), opened.records(docs, "cards")]);
    return rows.map(([id, title, tags, highlight]) => ({
      id, url: new URL(`papers/${id}/`, ROOT).pathname, title, tags: tags.map((t) => meta.tags[t][0]),
      titleHtml: escapeHtml(title), excerpt: "", highlightHtml: escapeHtml(highlight), matched: [], missing: [] }));
  }
  /** The sentence that states a paper's contribution, shown under its title. */
  const highlight = (data) => (data.highlightHtml ? `<p class="site-search__highlight">${data.highlightHtml}</p>` : "");

  window.siteSearch = { load, openStore, search, similar, records, cards, escapeHtml, root: ROOT };

  /** Render one paper as a Material search result item. */
  function resultItem(data, index) {
    const chips = data.tags.length
      ? `<nav class="md-tags">${data.tags.map((t) => `<span class="md-tag">${escapeHtml(t)}</span>`).join("")}</nav>` : "";
    const missing = data.missing.length
      ? `<p class="site-search__missing">Missing: ${data.missing.map((w) => `<span class="site-search__lacks">${escapeHtml(w)}</span>`).join(" ")}</p>` : "";
    return `<li class="md-search-result__item" role="presentation">`
      + `<a href="${escapeHtml(data.url)}" class="md-search-result__link" tabindex="-1" role="option" id="site-search-${index}" aria-selected="false">`
      + `<article class="md-search-result__article md-typeset">`
      + `<h1>${data.titleHtml}</h1>${highlight(data)}${chips}${data.excerpt ? `<p>${data.excerpt}</p>` : ""}${missing}</article></a></li>`;
  }

  /** Tag pages whose name holds every query word, as one row of links above the papers. */
  function tagRow(tags) {
    if (!tags.length) return "";
    const links = tags.slice(0, 4).map((t) => `<a class="md-tag" href="${escapeHtml(new URL(t.url, ROOT).pathname)}">${escapeHtml(t.name)} <span class="site-search__count">${t.count}</span></a>`);
    return `<li class="site-search__tags" role="presentation"><span>Tags:</span> <nav class="md-tags">${links.join("")}</nav></li>`;
  }

  function setup() {
    const box = document.querySelector("[data-site-search]");
    const toggle = document.getElementById("__search");
    if (!box || !toggle) return;
    const input = box.querySelector("[data-site-search-input]");
    const meta = box.querySelector("[data-site-search-meta]");
    const list = box.querySelector("[data-site-search-list]");
    const state = { found: null, shown: 0, active: -1, generation: 0 };
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
      load();
    }

    function close() {
      toggle.checked = false;
      toggle.dispatchEvent(new Event("change"));
      input.blur();
      input.setAttribute("aria-expanded", "false");
    }

    async function showMore() {
      const generation = state.generation;
      const next = state.found.results.slice(state.shown, state.shown + PAGE);
      const data = await records(state.found, next);
      if (generation !== state.generation) return;  // a newer query replaced these results
      list.querySelector(".site-search__more")?.remove();
      list.insertAdjacentHTML("beforeend", data.map((d, i) => resultItem(d, state.shown + i)).join(""));
      state.shown += next.length;
      if (state.shown < state.found.results.length) {
        list.insertAdjacentHTML("beforeend",
          `<li class="site-search__more"><button type="button" class="md-button">Show more results</button></li>`);
      }
    }

    function summary(found) {
      const n = found.results.length;
      if (n === 0) return "No matching papers";
      const all = found.results.filter((r) => r.missing.length === 0).length;
      const papers = (k) => `${k.toLocaleString("en")} paper${k === 1 ? "" : "s"}`;
      return all === n || found.parsed.units.length < 2 ? `${papers(n)} match`
        : `${papers(all)} match every word, ${(n - all).toLocaleString("en")} more match some`;
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
      load();
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      if (generation !== state.generation) return;
      const found = await search(query);
      if (generation !== state.generation) return;
      state.found = found;
      state.shown = 0;
      state.active = -1;
      input.removeAttribute("aria-activedescendant");
      list.innerHTML = tagRow(found.tags);
      meta.textContent = summary(found);
      input.setAttribute("aria-expanded", String(found.results.length > 0));
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
