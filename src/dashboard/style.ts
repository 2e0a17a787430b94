// The dashboard's style sheet (served as a hashed file by assets.ts; CSP allows no inline style).
export const styleSheet = `
:root { color-scheme: light; --ink: #1d2433; --muted: #5b6476; --line: #d9dde5; --bg: #f6f7f9; --accent: #2f5bd3; --bad: #b42318; --good: #067647; --test: #b54708; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid #94b0f5; outline-offset: 2px; }
header.top { background: #fff; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .6rem 1rem; }
header.top .brand { font-weight: 700; text-decoration: none; color: var(--ink); }
header.top nav { display: flex; flex-wrap: wrap; gap: .25rem .9rem; flex: 1 1 auto; }
header.top nav a { text-decoration: none; padding: .15rem 0; }
header.top nav a[aria-current="page"] { font-weight: 700; border-bottom: 2px solid var(--accent); }
header.top .who { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; color: var(--muted); font-size: .9rem; }
.test-banner { background: #fef0c7; color: #7a2e0e; padding: .35rem 1rem; font-size: .9rem; border-bottom: 1px solid #fedf89; }
main { max-width: 1100px; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
.card > :first-child, .card > section > :first-child { margin-top: 0; }
td code { white-space: nowrap; }
caption { text-align: left; padding: .5rem .6rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 1rem; }
.stat .value { font-size: 1.6rem; font-weight: 700; }
.stat .label { color: var(--muted); font-size: .9rem; }
.table-wrap { overflow-x: auto; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .5rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .85rem; color: var(--muted); font-weight: 600; white-space: nowrap; }
tr:last-child td { border-bottom: 0; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; overflow-wrap: anywhere; }
label { display: block; font-weight: 600; margin: .6rem 0 .2rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: .6rem 0; padding: .4rem .8rem; }
fieldset label { display: flex; gap: .4rem; align-items: center; font-weight: 400; margin: .2rem 0; }
input[type=text], input[type=email], input[type=password], input[type=url], select { width: 100%; max-width: 28rem; padding: .45rem .55rem; border: 1px solid #aeb5c2; border-radius: 6px; font: inherit; }
button, .button { display: inline-block; font: inherit; padding: .45rem .9rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
button.secondary, .button.secondary { background: #fff; color: var(--accent); }
button.danger { background: var(--bad); border-color: var(--bad); }
button.link { background: none; border: 0; color: var(--accent); padding: 0; text-decoration: underline; }
form.inline { display: inline; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .8rem 0; }
.error { color: var(--bad); }
.notice { background: #ecfdf3; border: 1px solid #abefc6; padding: .6rem .8rem; border-radius: 6px; }
.alert { background: #fef3f2; border: 1px solid #fecdca; padding: .6rem .8rem; border-radius: 6px; color: var(--bad); }
.secret { display: block; background: #f2f4f7; padding: .6rem; border-radius: 6px; word-break: break-all; }
.muted { color: var(--muted); }
.status { font-weight: 600; }
.status-completed, .status-succeeded { color: var(--good); }
.status-failed { color: var(--bad); }
.status-processing, .status-queued, .status-pending { color: var(--test); }
.dropzone { border: 2px dashed #aeb5c2; border-radius: 8px; padding: 1rem; background: #fff; }
.dropzone.over { border-color: var(--accent); background: #eef3ff; }
progress { width: 100%; max-width: 20rem; }
.page-text { white-space: pre-wrap; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: .8rem; overflow-wrap: anywhere; max-height: 30rem; overflow: auto; }
.page-view { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; align-items: start; }
.page-figure { margin: 0; }
.page-view .page-text { margin: 0; }
.page-figure figcaption { font-size: .85rem; margin-top: .3rem; }
.page-canvas { position: relative; border: 1px solid var(--line); background: #fff; }
.page-canvas img { display: block; width: 100%; height: auto; }
/* The word boxes: placed by their x/y/width/height attributes, in percent of the image's box. */
svg.word-boxes { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; }
svg.word-boxes rect.word { fill: rgba(47, 91, 211, .1); stroke: #2f5bd3; stroke-width: 1; }
svg.word-boxes rect.word:hover { fill: rgba(47, 91, 211, .3); }
svg.word-boxes rect.low { fill: rgba(181, 71, 8, .18); stroke: #b54708; stroke-dasharray: 3 2; }
.low-note { color: var(--test); }
/* Tables under the word boxes: the outline, the cells, header cells shaded. */
svg.table-boxes { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; }
svg.table-boxes rect.table-outline { fill: none; stroke: #0b7a5a; stroke-width: 2.5; }
svg.table-boxes rect.cell { fill: rgba(11, 122, 90, .06); stroke: #0b7a5a; stroke-width: 1; }
svg.table-boxes rect.cell.header { fill: rgba(11, 122, 90, .2); }
svg.table-boxes rect.cell:hover { fill: rgba(11, 122, 90, .35); }
.table-note { color: #0b7a5a; }
/* The caption's check boxes hide a layer of boxes without a script. */
.layers { display: block; margin-top: .2rem; }
.layer-toggle { display: inline-flex; align-items: center; gap: .3rem; font-weight: 400; margin: 0 1rem 0 0; }
.page-figure:has(.show-words:not(:checked)) svg.word-boxes { display: none; }
.page-figure:has(.show-tables:not(:checked)) svg.table-boxes { display: none; }
.hint { font-size: .85rem; margin: .2rem 0 0; }
.small-heading { font-size: 1rem; margin: 1rem 0 .3rem; }
.link-list { margin: 0; padding-left: 1.2rem; }
.inline-label { display: inline; font-weight: 400; margin: 0; }
.inline-label input { width: 6rem; padding: .3rem .4rem; border: 1px solid #aeb5c2; border-radius: 6px; font: inherit; }
figure.chart-figure { margin: 0; }
svg.chart { width: 100%; height: auto; max-width: 100%; }
svg.chart .docs { fill: #2f5bd3; }
svg.chart .pages { fill: #9bb4f0; }
svg.chart .axis { stroke: #aeb5c2; }
svg.chart text { fill: #5b6476; font-size: 10px; }
.legend span { display: inline-flex; align-items: center; gap: .3rem; margin-right: 1rem; }
.swatch { width: .8rem; height: .8rem; display: inline-block; border-radius: 2px; }
.swatch.docs { background: #2f5bd3; } .swatch.pages { background: #9bb4f0; }
.signin { max-width: 24rem; margin: 3rem auto; }
.pager { display: flex; flex-wrap: wrap; gap: .4rem 1rem; margin: .8rem 0; }
.pager a[aria-current] { font-weight: 700; text-decoration: none; color: var(--ink); }
@media (max-width: 600px) {
  main { padding: .6rem; } th, td { padding: .4rem; } .hide-narrow { display: none; }
  .page-view { grid-template-columns: minmax(0, 1fr); }
  /* Narrow screens: each row of a list becomes a small card, every cell labelled. */
  table.stack thead { position: absolute; left: -9999px; }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; width: 100%; }
  table.stack tr { border-bottom: 1px solid var(--line); padding: .4rem 0; }
  table.stack tr:last-child { border-bottom: 0; }
  table.stack td { border: 0; padding: .1rem .6rem; }
  table.stack td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: .85rem; }
  table.stack td.hide-narrow { display: none; }
}
`;
