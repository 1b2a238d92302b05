// Run Lighthouse on several URLs in one Node process and one Chromium, writing each report as N.json.
// The CLI pays about 8 s a page to start Node, load Lighthouse and launch Chromium before it audits for 7.
// Usage: node lighthouse_pages.mjs LIGHTHOUSE_PACKAGE_DIR CHROME CATEGORIES OUT_DIR URL...
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, chromePath, categories, outDir, ...urls] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(join(packageDir, path)).href);
const { default: lighthouse } = await load("core/index.js");
const { launch } = await load("../chrome-launcher/dist/index.js");  // Lighthouse's own dependency

const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  for (const [i, url] of urls.entries()) {  // one at a time: a page's audit must not share the CPU with another's
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error",
                                          onlyCategories: categories.split(",") });
    writeFileSync(join(outDir, `${i}.json`), JSON.stringify(result.lhr));
  }
} finally {
  await chrome.kill();
}
