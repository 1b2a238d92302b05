/* The explore page: tag filters (AND) and words, ranked by the header search's own function
 * (window.siteSearch, assets/search-engine.js), with live counts per tag. Tags alone need no term:
 * they read every tag's paper numbers (search/taglists.bin) and the light card files.
 * The state lives in the query string (?q=words&tag=A&tag=B), so a link reproduces it. */
(() => {
  "use strict";
  const PAGE = 20;
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

  function paperItem(data) {
    const chips = data.tags.map((t) => `<button type="button" class="tag-chip" data-explore-add="${escapeHtml(t)}" title="Add this tag to the filters">${escapeHtml(t)}</button>`).join("");
    const missing = data.missing.length
      ? `<span class="paper-item__missing">Missing: ${data.missing.map((w) => `<span class="site-search__lacks">${escapeHtml(w)}</span>`).join(" ")}</span>` : "";
    return `<li class="paper-item"><a class="paper-item__title" href="${escapeHtml(data.url)}">${data.titleHtml}</a>`
      + `<span class="paper-item__snippet">${data.highlightHtml}</span>`
      + `<span class="paper-item__tags">${chips}</span>${data.excerpt ? `<span class="paper-item__excerpt">${data.excerpt}</span>` : ""}${missing}</li>`;
  }

  /** The papers for a state: closest to a pasted text, or ranked for words (both filtered by tags), else
   * every paper with the tags, in index order. */
  async function find(state, numbers, text) {
    const site = window.siteSearch;
    if (text) return { found: await site.similar(text, { tags: numbers }), sets: await (await site.openStore()).tagsets() };
    if (state.q) return { found: await site.search(state.q, { tags: numbers }), sets: await (await site.openStore()).tagsets() };
    const sets = await (await site.openStore()).tagsets();
    const results = [];
    sets.forEach((set, doc) => { if (numbers.every((t) => set.includes(t))) results.push({ doc }); });
    return { found: { results, parsed: null }, sets };
  }

  /** How many of the results carry each tag number. */
  function tagCounts(results, sets) {
    const counts = new Map();
    for (const r of results) for (const t of sets[r.doc]) counts.set(t, (counts.get(t) || 0) + 1);
    return counts;
  }

  function mount(root) {
    root.dataset.mounted = "true";
    const form = root.querySelector("[data-explore-form]");
    const query = root.querySelector("[data-explore-query]");
    const status = root.querySelector("[data-explore-status]");
    const list = root.querySelector("[data-explore-results]");
    const moreBox = root.querySelector("[data-explore-more-box]");
    const boxes = [...root.querySelectorAll("[data-explore-tag]")];
    const textBox = root.querySelector("[data-explore-text]");
    const idle = status.textContent;
    // A count reads "2,188": the commas go before it is a number again.
    const countOf = (box) => box.parentElement.querySelector("[data-explore-count]");
    boxes.forEach((box) => { box.dataset.total = countOf(box).textContent.replace(/,/g, ""); });
    const run = { generation: 0, found: null, shown: 0, similar: false };

    const current = () => ({ q: query.value.trim(), tags: boxes.filter((b) => b.checked).map((b) => b.value) });

    function showCounts(counts, number) {
      for (const box of boxes) {
        const n = counts ? counts.get(number.get(box.value)) || 0 : Number(box.dataset.total);
        countOf(box).textContent = n.toLocaleString("en");
        box.disabled = n === 0 && !box.checked;
        box.parentElement.classList.toggle("explore__tag--empty", box.disabled);
      }
    }

    async function showMore() {
      const generation = run.generation;
      const next = run.found.results.slice(run.shown, run.shown + PAGE);
      const data = run.found.parsed ? await window.siteSearch.records(run.found, next)
        : await window.siteSearch.cards(next.map((r) => r.doc));
      if (generation !== run.generation) return;
      list.insertAdjacentHTML("beforeend", data.map(paperItem).join(""));
      run.shown += next.length;
      moreBox.hidden = run.shown >= run.found.results.length;
    }

    async function update() {
      const generation = ++run.generation;
      const state = current();
      writeState(state);
      const text = run.similar ? textBox.value.trim() : "";
      if (!state.q && !state.tags.length && !text) {
        list.innerHTML = "";
        moreBox.hidden = true;
        status.textContent = idle;
        showCounts(null);
        list.dataset.state = "";
        return;
      }
      if (state.q && !text) await new Promise((resolve) => setTimeout(resolve, 120));  // a pause in typing
      if (generation !== run.generation) return;
      const meta = await (await window.siteSearch.openStore()).meta();
      const number = new Map(meta.tags.map((t, i) => [t[0], i]));
      const { found, sets } = await find(state, state.tags.map((t) => number.get(t)), text);
      if (generation !== run.generation) return;
      run.found = found;
      run.shown = 0;
      list.innerHTML = "";
      showCounts(tagCounts(found.results, sets), number);
      const n = found.results.length;
      const what = [text ? "your text" : state.q && `“${state.q}”`, ...state.tags].filter(Boolean).join(" + ");
      const papers = (k) => `${k.toLocaleString("en")} paper${k === 1 ? "" : "s"}`;
      const all = found.parsed && !text ? found.results.filter((r) => !r.missing.length).length : n;
      status.textContent = text ? `${papers(n)} share words with ${what}, closest first.`
        : `${papers(all)} match ${what}.` + (all < n ? ` ${papers(n - all)} more match some of the words.` : "");
      await showMore();
      if (generation === run.generation) list.dataset.state = location.search;  // which state the list shows
    }

    const fail = (err) => { status.textContent = "Search is unavailable."; console.error(err); };
    const state = readState();
    query.value = state.q;
    boxes.forEach((box) => { box.checked = state.tags.includes(box.value); });
    const similar = () => {  // the pasted text replaces the words; tags still filter
      run.similar = Boolean(textBox.value.trim());
      if (run.similar) query.value = "";
    };
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (document.activeElement === textBox) similar();  // Enter in the paragraph box
      update().catch(fail);
    });
    form.addEventListener("change", (event) => { if (event.target !== textBox) update().catch(fail); });
    query.addEventListener("input", () => { run.similar = false; update().catch(fail); });
    root.addEventListener("click", (event) => {
      const chip = event.target.closest("[data-explore-add]");
      if (chip) {
        const box = boxes.find((b) => b.value === chip.dataset.exploreAdd);
        if (box && !box.checked) { box.checked = true; update().catch(fail); }
      } else if (event.target.closest("[data-explore-similar]")) {
        similar();
        update().catch(fail);
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
