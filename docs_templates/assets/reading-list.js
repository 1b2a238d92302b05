/* Reading list: a Save button on paper pages, in every paper list and in search results. The list
 * lives in this browser (localStorage) as paper ids and notes, never URLs, so it survives the site
 * moving; no server, no account. The Reading list page loads assets/reading-list-page.js for the rest. */
(() => {
  "use strict";
  const ROOT = new URL("..", document.currentScript.src);
  const KEY = "abstracts.readingList.v1";
  const PAPER = /\/papers\/([^/]+)\/?$/;
  let fallback = null;  // the list, kept in memory only, once storage refused to hold it
  let warned = false;

  /** The saved items, [{id, note, title}], in the reader's order. */
  function items() {
    if (fallback) return fallback.map((item) => ({ ...item }));
    try {
      const data = JSON.parse(localStorage.getItem(KEY) || "{}");
      return Array.isArray(data.items) ? data.items.filter((item) => item && typeof item.id === "string") : [];
    } catch (error) {
      return [];
    }
  }

  /** Store the items; when storage is disabled or full, keep them for this page and say so once. */
  function save(list) {
    try {
      localStorage.setItem(KEY, JSON.stringify({ version: 1, items: list }));
      fallback = null;
    } catch (error) {
      fallback = list.map((item) => ({ ...item }));
      if (!warned) notice("This browser will not store the reading list (storage is full or disabled), so it lasts only while this page is open.");
      warned = true;
    }
    window.dispatchEvent(new CustomEvent("readinglist:change"));
  }

  const has = (id) => items().some((item) => item.id === id);

  function toggle(id, title) {
    const list = items();
    const at = list.findIndex((item) => item.id === id);
    if (at >= 0) list.splice(at, 1);
    else list.push({ id, note: "", title: title || "" });
    save(list);
  }

  /** A short message in a live region at the bottom of the page. */
  function notice(text) {
    let box = document.querySelector(".reading-list-notice");
    if (!box) {
      box = document.createElement("div");
      box.className = "reading-list-notice";
      box.setAttribute("role", "status");
      document.body.append(box);
    }
    box.textContent = text;
  }

  function button(id, title, long) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "save-button";
    if (long) b.dataset.long = "";
    b.dataset.saveId = id;
    b.dataset.saveTitle = title;
    b.innerHTML = '<span class="save-button__label"></span><span class="save-button__for"></span>';
    b.lastChild.textContent = `: ${title}`;  // named after its paper, for a list of many buttons
    show(b);
    return b;
  }

  function show(b) {
    const saved = has(b.dataset.saveId);
    b.setAttribute("aria-pressed", String(saved));
    b.firstChild.textContent = (saved ? "Saved" : "Save") + (b.dataset.long === undefined ? "" : " to reading list");
    b.title = saved ? "Remove from your reading list" : "Add to your reading list";
  }

  /** Give every paper in this part of the page a Save button, once. */
  function decorate(scope) {
    for (const link of scope.querySelectorAll(".paper-item__title, .md-search-result__link")) {
      const host = link.closest(".paper-item, .md-search-result__item");
      const id = (new URL(link.href, location.href).pathname.match(PAPER) || [])[1];
      if (!host || !id || host.querySelector(":scope > .save-button")) continue;
      const title = (link.querySelector("h1") || link).textContent.trim();
      host.insertBefore(button(id, title), host.firstChild);
    }
    for (const paper of scope.querySelectorAll(".paper[data-paper-id]")) {
      const heading = paper.querySelector("h1");
      if (heading && !paper.querySelector(".save-button")) {
        heading.after(button(paper.dataset.paperId, heading.textContent.trim(), true));
      }
    }
  }

  function refresh() {
    document.querySelectorAll(".save-button").forEach(show);
  }

  /** On the Reading list page, load its module once per visit of the page. */
  function mountPage() {
    const root = document.querySelector("[data-reading-list]:not([data-mounted])");
    if (!root) return;
    root.dataset.mounted = "true";
    import(new URL("assets/reading-list-page.js", ROOT).href)
      .then((page) => page.mount(root, window.readingList))
      .catch((error) => { root.querySelector("[data-reading-list-status]").textContent = "The reading list could not load."; console.error(error); });
  }

  window.readingList = { items, save, has, toggle, notice, root: ROOT, paperUrl: (id) => new URL(`papers/${id}/`, ROOT).href };

  function setup() {
    decorate(document);
    mountPage();
    document.addEventListener("click", (event) => {
      const b = event.target.closest(".save-button");
      if (!b) return;
      event.preventDefault();
      event.stopPropagation();  // inside a search result: keep the results open
      toggle(b.dataset.saveId, b.dataset.saveTitle);
    }, true);
    window.addEventListener("readinglist:change", refresh);
    window.addEventListener("storage", (event) => {
      if (event.key === KEY) window.dispatchEvent(new CustomEvent("readinglist:change"));
    });
    // Search results, explore results and pages swapped in by instant navigation arrive later.
    new MutationObserver((changes) => {
      const scopes = new Set(changes.filter((c) => [...c.addedNodes].some((n) => n.nodeType === 1)).map((c) => c.target));
      scopes.forEach(decorate);
      if (scopes.size) mountPage();
    }).observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
