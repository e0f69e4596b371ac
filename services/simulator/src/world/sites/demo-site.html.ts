/** Small pieces every demo page is written with. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value) as HTML. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A site's colours and type. */
export interface Palette {
  background: string;
  text: string;
  accent: string;
  muted: string;
  font: string;
}

export const PALETTES: Palette[] = [
  { background: '#fffaf2', text: '#2b2118', accent: '#b5442c', muted: '#f1e4d3', font: 'Georgia, serif' },
  { background: '#ffffff', text: '#1d2a33', accent: '#1f6f8b', muted: '#e6f0f3', font: 'Helvetica, Arial, sans-serif' },
  { background: '#111418', text: '#f4f1ea', accent: '#e0a43b', muted: '#262b31', font: '"Trebuchet MS", sans-serif' },
  { background: '#f7f5ef', text: '#22301f', accent: '#4f7a3a', muted: '#e3e9d8', font: 'Palatino, serif' },
  { background: '#fff6f6', text: '#361b1b', accent: '#c0392b', muted: '#f6dede', font: 'Verdana, sans-serif' },
  { background: '#f4f7fb', text: '#1b2437', accent: '#2f4fa2', muted: '#dde5f3', font: '"Gill Sans", sans-serif' },
  { background: '#fdf8ec', text: '#3a2a10', accent: '#d08a1e', muted: '#f3e6c6', font: 'Garamond, serif' },
  {
    background: '#ffffff',
    text: '#222222',
    accent: '#111111',
    muted: '#eeeeee',
    font: 'Futura, "Century Gothic", sans-serif',
  },
];

/**
 * A picture drawn inline (an SVG data address): the page shows it without loading anything, and
 * what is written in it is a picture to a reader, not text.
 */
export function svgPicture(lines: string[], p: Palette, width = 640, height = 360): string {
  const size = Math.max(14, Math.min(30, Math.floor(height / (lines.length + 2))));
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round((height - lines.length * size * 1.3) / 2 + (i + 0.8) * size * 1.3)}" font-size="${size}" text-anchor="middle" fill="${p.text}" font-family="Georgia, serif">${esc(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${p.muted}"/><rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="${p.accent}" stroke-width="3"/>${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The site's stylesheet, written into each page. */
export function siteStyle(p: Palette): string {
  return `:root{--bg:${p.background};--fg:${p.text};--accent:${p.accent};--muted:${p.muted}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.6 ${p.font}}
a{color:var(--accent)}img{max-width:100%;height:auto;display:block}
.site-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:18px 5vw;border-bottom:1px solid var(--muted)}
.brand{font-size:1.5rem;font-weight:700;text-decoration:none;color:var(--fg)}
.site-nav ul{display:flex;flex-wrap:wrap;gap:18px;list-style:none;margin:0;padding:0}.site-nav a{text-decoration:none;font-weight:600}
main section{padding:36px 5vw;max-width:1100px;margin:0 auto}
.hero{text-align:center}.hero h1{font-size:2.6rem;margin:.2em 0}.tagline{font-size:1.25rem;opacity:.85}
.button{display:inline-block;margin:6px;padding:10px 20px;background:var(--accent);color:var(--bg);text-decoration:none;border-radius:4px;font-weight:600}
.dishes{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px;list-style:none;padding:0}
.menu-section h2{border-bottom:2px solid var(--accent);padding-bottom:4px}.menu-section ul{list-style:none;padding:0}.menu-item h3{margin:0}.menu-item{display:flex;justify-content:space-between;gap:16px;margin:12px 0}
.menu-item p{margin:2px 0 0;opacity:.8;font-size:.95rem}.price{font-weight:700;white-space:nowrap}
form{display:grid;gap:10px;max-width:560px}input,select,textarea{font:inherit;padding:8px;border:1px solid #999;border-radius:4px}
.site-footer{background:var(--muted);padding:32px 5vw;display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px;font-size:.95rem}
.site-footer ul{list-style:none;padding:0;margin:0}.small{font-size:.85rem;opacity:.8}`;
}
