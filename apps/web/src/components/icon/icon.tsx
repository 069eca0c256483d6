import type { CSSProperties } from 'react';
import './icon.css';

/** ion-icon's own stylesheet for an ionicon's classes, in black: only a mask's shape counts. */
const IONICON_STYLE =
  '<style>svg{fill:#000}.ionicon{stroke:#000}.ionicon-fill-none{fill:none}.ionicon-stroke-width{stroke-width:32px}</style>';

const masks = new Map<string, string>();

/** An ionicon (`ionicons/icons`' data URL) as a CSS mask image, made once per icon. */
export function iconMask(icon: string): string {
  let mask = masks.get(icon);
  if (mask === undefined) {
    const svg = icon.slice(icon.indexOf(',') + 1);
    const opened = svg.indexOf('>') + 1;
    const styled = svg.slice(0, opened) + IONICON_STYLE + svg.slice(opened);
    mask = `url("data:image/svg+xml,${encodeURIComponent(styled)}")`;
    masks.set(icon, mask);
  }
  return mask;
}

/**
 * A decorative ionicon drawn by CSS alone, in the text's colour, 1em square (like ion-icon). For icons
 * outside Ionic's components on pages that must start fast (home's tiles, the footer): each ion-icon is a
 * web component with a shadow root and a visibility observer of its own, and the dozen on home were a
 * good part of its start-up work on a slow phone. Inside Ionic's buttons and items keep ion-icon, whose
 * slots those components style.
 */
export function Icon({ icon, className, flipRtl }: { icon: string; className?: string; flipRtl?: boolean }) {
  const style = { '--icon-mask': iconMask(icon) } as CSSProperties;
  return (
    <span
      className={['icon', flipRtl ? 'icon--flip-rtl' : '', className ?? ''].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}
