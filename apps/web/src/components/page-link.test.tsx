import { IonReactMemoryRouter } from '@ionic/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLink } from './page-link';

let routedPath = '';

function LocationProbe() {
  const { pathname } = useLocation();
  useEffect(() => {
    routedPath = pathname;
  }, [pathname]);
  return null;
}

function renderLink() {
  render(
    <IonReactMemoryRouter initialEntries={['/home']}>
      <PageLink path="attendance" className="tile__link">
        Open attendance
      </PageLink>
      <LocationProbe />
    </IonReactMemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Open attendance' });
}

afterEach(cleanup);

describe('PageLink', () => {
  it('is an ordinary link to the page’s hash URL, and a plain click opens the page in the app', () => {
    const link = renderLink();
    expect(link.getAttribute('href')).toBe('#/attendance');
    expect(link.className).toBe('page-link tile__link');
    expect(routedPath).toBe('/home');
    const plain = fireEvent.click(link);
    expect(plain).toBe(false);
    expect(routedPath).toBe('/attendance');
  });

  it('leaves a modified or middle click to the browser (a new tab), without navigating the app', () => {
    const link = renderLink();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(routedPath).toBe('/home');
  });
});
