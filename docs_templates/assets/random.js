// Random paper: on the random page, open one paper picked from the ids the page embeds. Without
// JavaScript the page shows papers picked at build time instead.
(function () {
  function openRandomPaper() {
    // The ids sit in an attribute: instant navigation re-creates script elements in the content.
    var root = document.querySelector(".random-paper[data-random-ids]");
    var ids = root ? root.getAttribute("data-random-ids").split(" ").filter(Boolean) : [];
    if (!ids.length) return;
    var id = ids[Math.floor(Math.random() * ids.length)];
    location.replace(new URL(root.getAttribute("data-random-base") + id + "/", location.href).href);
  }
  // Material's instant navigation swaps pages without reloading; document$ fires for each page.
  if (window.document$) window.document$.subscribe(openRandomPaper);
  else document.addEventListener("DOMContentLoaded", openRandomPaper);
})();
