import type { ReactNode } from 'react';
import './page-body.css';

/** The main landmark of a page, with the portal's content width and spacing. */
export function PageBody({ children }: { children: ReactNode }) {
  return <main className="page-body">{children}</main>;
}
