import { createHash } from 'node:crypto';

/** Text or attribute value made safe for HTML: every character that could end a tag or quote is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=/]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Who the pages speak for: the university's names in its two languages. */
export interface Branding {
  nameEn: string;
  nameAr: string;
}

// Self-contained on purpose: a sign-in page must not depend on fonts or scripts from elsewhere.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
:root{--ink:#17212b;--muted:#5b6875;--line:#cfd6dd;--brand:#0b5d4b;--brand-strong:#084537;--page:#eef2f1;
--card:#fff;--error-bg:#fdecec;--error-ink:#8a1c1c;--focus:#f2a900;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--ink:#e8edf1;--muted:#a9b4be;--line:#3a4652;--brand:#3fb59a;
--brand-strong:#6fd0b8;--page:#10171d;--card:#1a232b;--error-bg:#3b1d1f;--error-ink:#ffb4b4}}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif;
font-size:16px;line-height:1.5;color:var(--ink);background:var(--page)}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{width:100%;max-width:400px;background:var(--card);border-radius:16px;padding:32px 28px;
box-shadow:0 1px 2px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.08)}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:24px}
.crest{flex:none;width:48px;height:48px;border-radius:12px;background:var(--brand);color:#fff;display:grid;
place-items:center;font-weight:700;font-size:18px;letter-spacing:.5px}
.names{min-width:0}.names p{margin:0}.name-en{font-weight:600}
.name-ar{color:var(--muted);font-size:.95rem}
h1{font-size:1.5rem;margin:0 0 4px}.lead{margin:0 0 24px;color:var(--muted)}
.lead [lang=ar]{display:block}
label{display:block;font-weight:600;margin:0 0 6px}
input{display:block;width:100%;font:inherit;color:inherit;background:transparent;padding:12px 14px;
border:1px solid var(--line);border-radius:10px;margin-bottom:18px;min-height:48px}
input:focus{outline:3px solid var(--focus);outline-offset:1px;border-color:var(--brand)}
input[aria-invalid=true]{border-color:var(--error-ink)}
button,.button{display:block;width:100%;font:inherit;font-weight:600;padding:12px 16px;min-height:48px;
border:0;border-radius:10px;background:var(--brand);color:#fff;cursor:pointer;text-align:center;
text-decoration:none;margin-top:6px}
@media (prefers-color-scheme:dark){button,.button,.crest{color:#06201a}}
button:hover,.button:hover{background:var(--brand-strong)}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
button.secondary{background:transparent;color:var(--brand);border:1px solid var(--line)}
.error{background:var(--error-bg);color:var(--error-ink);border-radius:10px;padding:12px 14px;margin:0 0 18px}
.note{margin:24px 0 0;font-size:.875rem;color:var(--muted)}
code{font-size:.875rem;overflow-wrap:anywhere}
a{color:var(--brand)}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Headers for every page: no framing (clickjacking), no scripts at all, nothing cached. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; frame-ancestors 'none'`,
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The initials shown in the crest: first letters of the first two words that start with a capital. */
function initials(name: string): string {
  const letters = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return letters
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/** The page frame shared by the sign-in, sign-out and error pages. `body` must already be escaped HTML. */
export function page(branding: Branding, title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(branding.nameEn)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">
<div class="crest" aria-hidden="true">${escapeHtml(initials(branding.nameEn))}</div>
<div class="names">
<p class="name-en">${escapeHtml(branding.nameEn)}</p>
<p class="name-ar" lang="ar" dir="rtl">${escapeHtml(branding.nameAr)}</p>
</div>
</div>
${body}
</main>
</body>
</html>`;
}
