import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  className?: string;
  /** Width and height of the bar (a line of text by default: full width, 1em high). */
  style?: CSSProperties;
  /** What is loading, for screen readers; without it the bar is hidden from them (its container says). */
  label?: string;
}

/**
 * A shimmering grey bar where text will be, like ion-skeleton-text but a plain element: placeholders are
 * what a page shows first, and every web component in the first render is start-up work on a slow phone.
 */
export function Skeleton({ className, style, label }: SkeletonProps) {
  const classes = ['skeleton', className ?? ''].filter(Boolean).join(' ');
  return label ? (
    <span className={classes} style={style} role="img" aria-label={label} />
  ) : (
    <span className={classes} style={style} aria-hidden="true" />
  );
}
