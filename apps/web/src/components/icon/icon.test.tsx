import { render } from '@testing-library/react';
import * as ionicons from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { Icon, iconMask } from './icon';

const svgOf = (mask: string) => {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(mask);
  if (!match?.[1]) throw new Error(`not a data URL mask: ${mask.slice(0, 60)}`);
  return decodeURIComponent(match[1]);
};

describe('Icon', () => {
  it('makes every ionicon a well-formed SVG mask with ion-icon’s class rules inside', () => {
    const parser = new DOMParser();
    const icons = Object.values(ionicons).filter((value): value is string => typeof value === 'string');
    expect(icons.length).toBeGreaterThan(1000);
    for (const icon of icons) {
      const svg = svgOf(iconMask(icon));
      const document = parser.parseFromString(svg, 'image/svg+xml');
      expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
      const root = document.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.firstElementChild?.tagName).toBe('style');
      // The shapes are the icon's own, unchanged.
      expect(root.children.length).toBe(
        parser.parseFromString(icon.slice(icon.indexOf(',') + 1), 'image/svg+xml').documentElement.children
          .length + 1,
      );
    }
  });

  it('gives an outline icon the stroke ion-icon would (fill none, 32 px)', () => {
    const svg = svgOf(iconMask(ionicons.notificationsOutline));
    expect(svg).toContain('.ionicon-fill-none{fill:none}');
    expect(svg).toContain('.ionicon-stroke-width{stroke-width:32px}');
    expect(svg).toContain("class='ionicon-fill-none ionicon-stroke-width'");
  });

  it('renders a hidden span masked by the icon, flipped in right-to-left when asked', () => {
    const { container } = render(<Icon icon={ionicons.chevronForward} flipRtl className="tile__link-icon" />);
    const span = container.querySelector('span');
    expect(span?.getAttribute('aria-hidden')).toBe('true');
    expect(span?.className).toBe('icon icon--flip-rtl tile__link-icon');
    expect(span?.style.getPropertyValue('--icon-mask')).toBe(iconMask(ionicons.chevronForward));
  });
});
