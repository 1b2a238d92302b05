/* Keyboard shortcuts: j/k move through the papers of a list or of explore's results, Enter opens the
 * one in focus, b saves or unsaves it (or the paper of a paper page), ? shows the help. s and / open
 * the search (assets/search.js). Nothing fires while typing in a field or with a modifier held. */
(() => {
  "use strict";
  const KEYS = [["j", "Next paper in a list or in results"], ["k", "Previous paper"], ["Enter", "Open the paper in focus"],
    ["b", "Save or unsave the paper in focus, or the paper of this page"], ["s", "Search (also /)"],
    ["?", "Show these shortcuts"], ["Esc", "Close the search or this help"]];
  let help = null, before = null;

  const typing = (target) => target instanceof HTMLElement
    && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  const items = () => [...document.querySelectorAll(".md-content .paper-item")].filter((li) => li.offsetParent);

  function move(step) {
    const all = items();
    if (!all.length) return;
    const at = all.findIndex((li) => li.contains(document.activeElement));
    const next = all[at < 0 ? (step > 0 ? 0 : all.length - 1) : Math.min(Math.max(at + step, 0), all.length - 1)];
    const link = next.querySelector(".paper-item__title");
    link.focus();
    link.scrollIntoView({ block: "nearest" });
  }

  function toggleSave() {
    const item = document.activeElement && document.activeElement.closest(".paper-item");
    const button = item ? item.querySelector(":scope > .save-button") : document.querySelector(".paper > .save-button");
    if (button) button.click();
  }

  function showHelp() {
    if (!help) {
      help = document.createElement("div");
      help.className = "shortcuts";
      help.hidden = true;
      help.innerHTML = '<div class="shortcuts__box md-typeset" role="dialog" aria-modal="true" aria-labelledby="shortcuts-title">'
        + '<h2 id="shortcuts-title">Keyboard shortcuts</h2><dl class="shortcuts__list">'
        + KEYS.map(([key, what]) => `<dt><kbd>${key}</kbd></dt><dd>${what}</dd>`).join("")
        + '</dl><p>They do nothing while you type in a field.</p>'
        + '<button type="button" class="shortcuts__close" data-shortcuts-close>Close</button></div>';
      help.addEventListener("click", (event) => {
        if (event.target === help || event.target.closest("[data-shortcuts-close]")) hideHelp();
      });
      help.addEventListener("keydown", (event) => {
        if (event.key === "Tab") {  // one control: keep focus in the dialog
          event.preventDefault();
          help.querySelector("[data-shortcuts-close]").focus();
        }
      });
      document.body.append(help);
    }
    before = document.activeElement;
    help.hidden = false;
    help.querySelector("[data-shortcuts-close]").focus();
  }

  function hideHelp() {
    if (!help || help.hidden) return;
    help.hidden = true;
    if (before && before.isConnected) before.focus();
  }

  document.addEventListener("keydown", (event) => {
    if (event.metaKey || event.ctrlKey || event.altKey || typing(event.target)) return;
    if (help && !help.hidden) {
      if (event.key === "Escape" || event.key === "?") { event.preventDefault(); hideHelp(); }
      return;
    }
    const act = { j: () => move(1), k: () => move(-1), b: toggleSave, "?": showHelp }[event.key];
    if (act) {
      event.preventDefault();
      act();
    }
  });
})();
