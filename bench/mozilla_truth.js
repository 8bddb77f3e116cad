// The truth text of the mozilla-readability development set: Readability.js's article text for each
// page, as the project's own test fixtures (test-pages/*/expected.html) are made: the page parsed by
// jsdom at http://fakehost/test/page.html, then Readability#parse().textContent.  Those fixtures are
// not in ../shared/samples; this makes them from the pages.  Prints one JSON object {file: text}.
//
//   npm install --prefix /tmp/rjs @mozilla/readability@0.6.0 jsdom
//   NODE_PATH=/tmp/rjs/node_modules node bench/mozilla_truth.js ../shared/samples/html/mozilla-readability > /tmp/moz.json
//   CORPUSTOOLS_MOZILLA_TRUTH=/tmp/moz.json .venv/bin/python bench/extract --sets mozilla-readability
const fs = require("fs");
const path = require("path");
const { JSDOM, VirtualConsole } = require("jsdom");
const { Readability } = require("@mozilla/readability");

const dir = process.argv[2];
const out = {};
for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".html")).sort()) {
  const html = fs.readFileSync(path.join(dir, name), "utf8");
  try {
    const dom = new JSDOM(html, { url: "http://fakehost/test/page.html", virtualConsole: new VirtualConsole() });
    const article = new Readability(dom.window.document, { classesToPreserve: ["caption"] }).parse();
    out[name] = article ? article.textContent : null;
  } catch (e) {
    out[name] = null; // a page readability cannot parse has no truth
  }
}
process.stdout.write(JSON.stringify(out));
