/* The explore page: tag filters (AND) and words over the Pagefind index, with live counts per tag.
 * The state lives in the query string (?q=words&tag=A&tag=B), so a link reproduces it. */
(() => {
  "use strict";
  const PAGE = 20;
  const EVERY_PAPER = "tags";
  const escapeHtml = (text) => window.siteSearch.escapeHtml(text);

  function readState() {
    const params = new URLSearchParams(location.search);
    return { q: (params.get("q") || "").trim(), tags: params.getAll("tag") };
  }

  function writeState(state) {
    const params = new URLSearchParams();
    if (state.q) params.set("q", state.q);
    state.tags.forEach((t) => params.append("tag", t));
    const search = params.toString();
    const url = location.pathname + (search ? `?${search}` : "") + location.hash;
    if (url !== location.pathname + location.search + location.hash) history.replaceState(history.state, "", url);
  }

  /** The abstract's opening words, for lists without a query: the excerpt would mark "Tags". */
  function opening(data) {
    const text = data.content.slice((data.meta.title || "").length + 2, 260);
    return escapeHtml(text.slice(0, text.lastIndexOf(" ")) + " …");
  }

  function paperItem(data, plain) {
    const tags = (data.filters && data.filters.tag) || [];
    const chips = tags.map((t) => `<button type="button" class="tag-chip" data-explore-add="${escapeHtml(t)}" title="Add this tag to the filters">${escapeHtml(t)}</button>`).join("");
    return `<li class="paper-item"><a class="paper-item__title" href="${escapeHtml(data.url)}">${escapeHtml(data.meta.title || data.url)}</a>`
      + `<span class="paper-item__tags">${chips}</span><span class="paper-item__snippet">${plain ? opening(data) : data.excerpt}</span></li>`;
  }

  function mount(root) {
    root.dataset.mounted = "true";
    const form = root.querySelector("[data-explore-form]");
    const query = root.querySelector("[data-explore-query]");
    const status = root.querySelector("[data-explore-status]");
    const list = root.querySelector("[data-explore-results]");
    const moreBox = root.querySelector("[data-explore-more-box]");
    const boxes = [...root.querySelectorAll("[data-explore-tag]")];
    const idle = status.textContent;
    boxes.forEach((box) => { box.dataset.total = box.parentElement.querySelector("[data-explore-count]").textContent; });
    const run = { generation: 0, results: [], shown: 0, query: "" };

    const current = () => ({ q: query.value.trim(), tags: boxes.filter((b) => b.checked).map((b) => b.value) });

    function showCounts(counts) {
      for (const box of boxes) {
        const n = counts ? counts[box.value] || 0 : Number(box.dataset.total);
        box.parentElement.querySelector("[data-explore-count]").textContent = n;
        box.disabled = n === 0 && !box.checked;
        box.parentElement.classList.toggle("explore__tag--empty", box.disabled);
      }
    }

    async function showMore() {
      const generation = run.generation;
      const next = run.results.slice(run.shown, run.shown + PAGE);
      const data = await Promise.all(next.map((r) => r.data()));
      if (generation !== run.generation) return;
      list.insertAdjacentHTML("beforeend", data.map((d) => paperItem(d, !run.query)).join(""));
      run.shown += next.length;
      moreBox.hidden = run.shown >= run.results.length;
    }

    async function update() {
      const generation = ++run.generation;
      const state = current();
      writeState(state);
      if (!state.q && !state.tags.length) {
        list.innerHTML = "";
        moreBox.hidden = true;
        status.textContent = idle;
        showCounts(null);
        list.dataset.state = "";
        return;
      }
      const pagefind = await window.siteSearch.loadPagefind();
      const filters = { kind: "paper" };
      if (state.tags.length) filters.tag = { all: state.tags };
      // Pagefind 1.5 loads every index chunk for a filter-only search (term null: 7 MB at 14k papers);
      // "tags" is a word every paper page has (paper.md.j2), so searching it costs one small chunk.
      const search = state.q
        ? await pagefind.debouncedSearch(state.q, { filters }, 120)
        : await pagefind.search(EVERY_PAPER, { filters });
      if (search === null || generation !== run.generation) return;
      run.results = search.results;
      run.query = state.q;
      run.shown = 0;
      list.innerHTML = "";
      showCounts(search.filters.tag || {});
      const n = search.results.length;
      const what = [state.q && `“${state.q}”`, ...state.tags].filter(Boolean).join(" + ");
      status.textContent = `${n} paper${n === 1 ? "" : "s"} match ${what}.`;
      await showMore();
      if (generation === run.generation) list.dataset.state = location.search;  // which state the list shows
    }

    const fail = (err) => { status.textContent = "Search is unavailable."; console.error(err); };
    const state = readState();
    query.value = state.q;
    boxes.forEach((box) => { box.checked = state.tags.includes(box.value); });
    form.addEventListener("submit", (event) => { event.preventDefault(); update().catch(fail); });
    form.addEventListener("change", () => update().catch(fail));
    query.addEventListener("input", () => update().catch(fail));
    root.addEventListener("click", (event) => {
      const chip = event.target.closest("[data-explore-add]");
      if (chip) {
        const box = boxes.find((b) => b.value === chip.dataset.exploreAdd);
        if (box && !box.checked) { box.checked = true; update().catch(fail); }
      } else if (event.target.closest("[data-explore-more]")) {
        showMore().catch(fail);
      }
    });
    if (state.q || state.tags.length) update().catch(fail);
  }

  function scan() {
    const root = document.querySelector("[data-explore]");
    if (root && !root.dataset.mounted) mount(root);
  }
  // Material's instant navigation swaps the page content in place: mount again on every new page.
  if (window.document$) window.document$.subscribe(scan);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
