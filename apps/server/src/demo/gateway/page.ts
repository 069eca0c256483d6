import { escapeHtml } from '../../modules/identity-provider/html.js';

const STYLE = `*{box-sizing:border-box}html{font-family:system-ui,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif;
background:#eef1f5;color:#17212b}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px;box-shadow:0 8px 24px rgba(0,0,0,.1)}
.badge{display:inline-block;background:#fff4d6;color:#6b4b00;border-radius:999px;padding:2px 10px;font-size:.85rem}
h1{font-size:1.4rem;margin:12px 0 4px}p{margin:4px 0}[lang=ar]{color:#5b6875}button [lang=ar]{color:inherit}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}dt{color:#5b6875}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:14px 0 6px}input[type=text]{width:100%;font:inherit;padding:12px;
border:1px solid #cfd6dd;border-radius:10px}.check{display:flex;gap:8px;align-items:center;font-weight:400}
button{display:block;width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:10px;
background:#1f4fd1;color:#fff;margin-top:12px;cursor:pointer}button.secondary{background:#e6e9ef;color:#17212b}
.error{background:#fdecec;color:#8a1c1c;padding:10px 12px;border-radius:10px;margin-top:12px}`;

/** Bilingual text of the demo provider's pages: a provider's own page, shown in both languages at once. */
export interface Words {
  en: string;
  ar: string;
}

export const both = (words: Words) =>
  `<span lang="en">${escapeHtml(words.en)}</span> · <span lang="ar" dir="rtl">${escapeHtml(words.ar)}</span>`;

/** A whole page of the demo provider; `body` is HTML the caller built from escaped parts. */
export function demoPage(title: Words, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width,initial-scale=1"><title>${escapeHtml(title.en)}</title><style>${STYLE}</style></head>
<body><main><span class="badge">${both({ en: 'Demo payment provider', ar: 'مزود دفع تجريبي' })}</span>
<h1>${both(title)}</h1>${body}</main></body></html>`;
}

export const pounds = (piastres: number) =>
  `EGP ${(piastres / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
