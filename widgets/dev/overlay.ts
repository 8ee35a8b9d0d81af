/** A content problem as the dev server reports it. */
export interface OverlayProblem {
  where: string;
  message: string;
  hint?: string;
}

const HOST_ID = 'site-dev-overlay';
const CSS = `:host{all:initial}
.panel{position:fixed;inset:auto 16px 16px 16px;z-index:2147483647;max-height:70vh;overflow:auto;padding:20px 24px;border-radius:12px;
background:#1c1917;color:#fafaf9;font:15px/1.5 ui-monospace,Menlo,Consolas,monospace;box-shadow:0 20px 50px rgb(0 0 0/.45);border-top:4px solid #f87171}
h2{margin:0 0 12px;font:700 17px/1.3 system-ui,sans-serif;color:#fecaca}
ul{margin:0;padding:0;list-style:none}li{margin:0 0 12px}.where{color:#fdba74}.hint{color:#d6d3d1}
p{margin:12px 0 0;font:14px/1.4 system-ui,sans-serif;color:#d6d3d1}`;

/**
 * Shows the build's content problems over the page (file:line, message, what to do) in a
 * shadow root styled by a constructed stylesheet, so neither the page's CSS nor its CSP
 * interferes. Fixing the file clears it.
 */
export function showOverlay(problems: readonly OverlayProblem[]): void {
  let host = document.getElementById(HOST_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = HOST_ID;
    const root = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    document.body.append(host);
  }
  const panel = document.createElement('section');
  panel.className = 'panel';
  panel.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.textContent = `The build stopped: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    const where = document.createElement('span');
    where.className = 'where';
    where.textContent = `${problem.where} `;
    item.append(where, problem.message);
    if (problem.hint) {
      const hint = document.createElement('div');
      hint.className = 'hint';
      hint.textContent = problem.hint;
      item.append(hint);
    }
    list.append(item);
  }
  const note = document.createElement('p');
  note.textContent = 'Fix the file and save: this page updates by itself.';
  panel.append(title, list, note);
  host.shadowRoot!.replaceChildren(panel);
}

export function hideOverlay(): void {
  document.getElementById(HOST_ID)?.remove();
}
