/* The Reading list page: saved papers with notes, reorder, remove, clear; a share link that carries
 * the ids in the URL fragment (#share=id,id) and offers to import them; exports as BibTeX, RIS, CSV
 * and Markdown. Paper details come from each paper's own JSON file (papers/<id>.json). */

const DERIVED = "Title derived from the abstract";
const YEAR = /(?:^|\D)((?:19|20)\d\d)(?!\d)/;
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const records = new Map();  // paper id to its papers/<id>.json record, or null when the site lacks it

async function record(store, id) {
  if (!records.has(id)) {
    const response = await fetch(new URL(`papers/${encodeURIComponent(id)}.json`, store.root)).catch(() => null);
    records.set(id, response && response.ok ? await response.json() : null);
  }
  return records.get(id);
}

/** What exports need of each saved paper: its record, its address on this site and the reader's note. */
async function entries(store, items) {
  const found = await Promise.all(items.map((item) => record(store, item.id)));
  return items.map((item, i) => ({ ...item, paper: found[i], url: store.paperUrl(item.id) }));
}

// --- Exports: no authors (the abstracts have none), the derived title marked as derived. -------------

const bibText = (text) => String(text).replace(/\\/g, "\\textbackslash{}").replace(/([&%$#_{}])/g, "\\$1")
  .replace(/~/g, "\\textasciitilde{}").replace(/\^/g, "\\textasciicircum{}").replace(/\s+/g, " ").trim();

export function bibtex(list) {
  return list.filter((e) => e.paper).map(({ paper, url, note }) => {
    const year = (paper.collection.match(YEAR) || [])[1];
    const fields = [["title", `{${bibText(paper.title)}}`], ["booktitle", bibText(paper.collection)],
      ...(year ? [["year", year]] : []), ["note", DERIVED], ["url", url],
      ["keywords", bibText(paper.tags.join(", "))], ...(note ? [["annote", bibText(note)]] : [])];
    return `@inproceedings{abstract_${paper.id},\n${fields.map(([k, v]) => `  ${k} = {${v}}`).join(",\n")}\n}\n`;
  }).join("\n");
}

export function ris(list) {
  const line = (tag, value) => `${tag}  - ${String(value).replace(/\s+/g, " ").trim()}\r\n`;
  return list.filter((e) => e.paper).map(({ paper, url, note }) => {
    const year = (paper.collection.match(YEAR) || [])[1];
    return line("TY", "CPAPER") + line("TI", paper.title) + line("T2", paper.collection)
      + (year ? line("PY", year) : "") + line("N1", DERIVED) + (note ? line("N1", note) : "") + line("UR", url)
      + paper.tags.map((t) => line("KW", t)).join("") + line("ID", paper.id) + "ER  - \r\n";
  }).join("");
}

export function csv(list) {
  const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = [["id", "title", "collection", "url", "tags", "highlight", "note"]];
  for (const { id, paper, url, note } of list) {
    rows.push(paper ? [id, paper.title, paper.collection, url, paper.tags.join("; "), paper.highlight || "", note || ""]
      : [id, "", "", url, "", "", note || ""]);
  }
  return rows.map((row) => row.map((v) => cell(String(v))).join(",")).join("\r\n") + "\r\n";
}

export function markdown(list) {
  const text = (value) => String(value).replace(/([\\`*_[\]<>])/g, "\\$1").replace(/\s+/g, " ").trim();
  const lines = ["# Reading list", "", `Titles are derived from each paper's abstract.`, ""];
  list.forEach(({ paper, url, note }, i) => {
    if (!paper) return;
    lines.push(`${i + 1}. [${text(paper.title)}](<${url}>), ${text(paper.collection)}`);
    if (paper.highlight) lines.push(`   ${text(paper.highlight)}`);
    if (note) lines.push(`   Note: ${text(note)}`);
  });
  return lines.join("\n") + "\n";
}

const FORMATS = {
  bibtex: ["reading-list.bib", "application/x-bibtex", bibtex],
  ris: ["reading-list.ris", "application/x-research-info-systems", ris],
  csv: ["reading-list.csv", "text/csv", csv],
  markdown: ["reading-list.md", "text/markdown", markdown],
};

function download(name, type, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// --- The page ---------------------------------------------------------------------------------

/** The ids a share link carries: #share=id,id (only ids the site could have). */
export function sharedIds(hash) {
  const m = /^#share=([\w,-]*)$/.exec(hash);
  return m ? [...new Set(m[1].split(",").filter(Boolean))] : null;
}

function shareLink(store, items) {
  const page = new URL("reading-list/", store.root);
  page.hash = `share=${items.map((i) => i.id).join(",")}`;
  return page.href;
}

function itemHtml(entry, index, count, editable) {
  const { id, paper, url, note } = entry;
  const title = paper ? `<a class="reading-list__title" href="${escapeHtml(url)}">${escapeHtml(paper.title)}</a>`
    : `<span class="reading-list__title">Paper <code>${escapeHtml(id)}</code> is not on this site</span>`;
  const about = paper ? `<span class="reading-list__meta">${escapeHtml(paper.collection)} · ${paper.tags.map(escapeHtml).join(", ")}</span>`
    + (paper.highlight ? `<span class="reading-list__highlight">${escapeHtml(paper.highlight)}</span>` : "") : "";
  if (!editable) return `<li class="reading-list__item">${title}${about}</li>`;
  const label = paper ? paper.title : id;
  const move = (dir, text, off) => `<button type="button" class="md-button reading-list__small" data-move="${dir}" data-index="${index}"${off ? " disabled" : ""} aria-label="${text}: ${escapeHtml(label)}">${text}</button>`;
  return `<li class="reading-list__item">${title}${about}`
    + `<label class="reading-list__note">Note <textarea rows="2" data-note="${index}" aria-label="Note on ${escapeHtml(label)}">${escapeHtml(note || "")}</textarea></label>`
    + `<span class="reading-list__actions">${move(-1, "Move up", index === 0)}${move(1, "Move down", index === count - 1)}`
    + `<button type="button" class="md-button reading-list__small" data-remove="${index}" aria-label="Remove: ${escapeHtml(label)}">Remove</button></span></li>`;
}

export async function mount(root, store) {
  const status = root.querySelector("[data-reading-list-status]");
  const list = root.querySelector("[data-reading-list-items]");
  const shared = root.querySelector("[data-reading-list-shared]");
  const tools = root.querySelector("[data-reading-list-tools]");
  const shareBox = root.querySelector("[data-reading-list-share]");
  let generation = 0;

  async function render() {
    const mine = generation += 1;
    const items = store.items();
    const found = await entries(store, items);
    if (mine !== generation) return;
    status.textContent = items.length ? `${items.length} saved paper${items.length === 1 ? "" : "s"}.`
      : "Your reading list is empty. Save papers with the Save button on any paper, list or search result.";
    list.innerHTML = found.map((e, i) => itemHtml(e, i, found.length, true)).join("");
    tools.hidden = !items.length;
    shareBox.value = items.length ? shareLink(store, items) : "";
  }

  async function showShared(ids) {
    const found = await entries(store, ids.map((id) => ({ id, note: "" })));
    const mine = new Set(store.items().map((i) => i.id));
    const fresh = ids.filter((id) => !mine.has(id));
    shared.hidden = false;
    shared.innerHTML = `<h2 id="shared">A shared reading list</h2><p>Someone shared ${ids.length} paper${ids.length === 1 ? "" : "s"} with you`
      + `${fresh.length < ids.length ? ` (${ids.length - fresh.length} already in your list)` : ""}.</p>`
      + `<ol class="reading-list__items">${found.map((e, i) => itemHtml(e, i, found.length, false)).join("")}</ol>`
      + `<p><button type="button" class="md-button md-button--primary" data-import${fresh.length ? "" : " disabled"}>Import ${fresh.length} into my reading list</button> `
      + `<button type="button" class="md-button" data-dismiss>Dismiss</button></p>`;
    shared.querySelector("[data-import]").addEventListener("click", () => {
      const known = records;
      store.save([...store.items(), ...fresh.filter((id) => known.get(id)).map((id) => ({ id, note: "", title: known.get(id).title }))]);
      closeShared("Imported into your reading list.");
    });
    shared.querySelector("[data-dismiss]").addEventListener("click", () => closeShared(""));
  }

  function closeShared(message) {
    shared.hidden = true;
    shared.innerHTML = "";
    history.replaceState(history.state, "", location.pathname + location.search);
    if (message) store.notice(message);
  }

  function update(change) {
    const items = store.items();
    change(items);
    store.save(items);
  }

  list.addEventListener("click", (event) => {
    const b = event.target.closest("button");
    if (!b) return;
    if (b.dataset.remove !== undefined) update((items) => items.splice(Number(b.dataset.remove), 1));
    if (b.dataset.move !== undefined) {
      const from = Number(b.dataset.index), to = from + Number(b.dataset.move);
      update((items) => items.splice(to, 0, items.splice(from, 1)[0]));
      requestAnimationFrame(() => list.querySelector(`[data-move="${b.dataset.move}"][data-index="${to}"]:not([disabled])`)?.focus());
    }
  });
  let typing = null;
  list.addEventListener("input", (event) => {
    const box = event.target.closest("[data-note]");
    if (!box) return;
    clearTimeout(typing);  // saved after a pause: re-rendering on every key would lose the caret
    typing = setTimeout(() => {
      const items = store.items();
      if (items[Number(box.dataset.note)]) items[Number(box.dataset.note)].note = box.value.slice(0, 2000);
      store.save(items);
    }, 400);
  });
  root.addEventListener("click", async (event) => {
    const b = event.target.closest("[data-export], [data-clear], [data-print], [data-copy]");
    if (!b) return;
    if (b.dataset.export) {
      const [name, type, make] = FORMATS[b.dataset.export];
      download(name, type, make(await entries(store, store.items())));
    } else if (b.dataset.clear !== undefined && confirm("Remove every paper from your reading list?")) {
      store.save([]);
    } else if (b.dataset.print !== undefined) {
      window.print();
    } else if (b.dataset.copy !== undefined) {
      shareBox.select();
      const copied = await navigator.clipboard?.writeText(shareBox.value).then(() => true, () => false);
      store.notice(copied ? "Share link copied." : "Select the link and copy it.");
    }
  });
  // A note being typed is kept: other changes (this tab or another) redraw the list.
  window.addEventListener("readinglist:change", () => { if (!list.contains(document.activeElement) || document.activeElement.tagName !== "TEXTAREA") render(); });
  const ids = sharedIds(location.hash);
  if (ids && ids.length) await showShared(ids);
  await render();
}
