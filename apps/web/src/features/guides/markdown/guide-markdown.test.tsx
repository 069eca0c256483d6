import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuideMarkdown } from './guide-markdown';
import { parseMarkdown } from './parse-markdown';

afterEach(cleanup);

function draw(
  markdown: string,
  load = vi.fn(() => Promise.resolve(new Blob(['png'], { type: 'image/png' }))),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <GuideMarkdown blocks={parseMarkdown(markdown)} loadImage={{ scope: 'test', load }} />
    </QueryClientProvider>,
  );
  return { container: view.container, load };
}

describe('GuideMarkdown', () => {
  it('draws a script tag as text: no script element, the words on the page', () => {
    const { container } = draw('<script>window.hacked = true</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
  });

  it('draws an img with onerror as text: no img, no handler', () => {
    const { container } = draw('<img src=x onerror="alert(1)">');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('onerror');
  });

  it('draws a javascript: link as its words, not a link', () => {
    const { container } = draw('[Click me](javascript:alert(1)) and [also](jav&#x61;script:alert(1))');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Click me and also');
  });

  it('draws an HTML block and entities literally, never decoding them into markup', () => {
    const { container } = draw(
      '<div onclick="alert(1)">\n<iframe src="https://evil.test"></iframe>\n</div>\n\n&lt;b&gt;bold&lt;/b&gt;',
    );
    expect(container.querySelector('div[onclick], iframe, b')).toBeNull();
    expect(container.textContent).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('opens https links in a new tab without giving it the page', () => {
    draw('[Moodle](https://moodle.example.edu)');
    const link = screen.getByRole('link', { name: 'Moodle' });
    expect(link.getAttribute('href')).toBe('https://moodle.example.edu');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the guide’s own picture from its bytes, with its description as a caption', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:guide-7');
    const { container, load } = draw('![The sign-in page](guide-image:7)');
    await waitFor(() => {
      expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:guide-7');
    });
    expect(screen.getByRole('img', { name: 'The sign-in page' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith(7, expect.anything());
    expect(screen.getByText('The sign-in page', { selector: 'figcaption' })).toBeTruthy();
    created.mockRestore();
  });

  it('loads nothing for a picture at any other address', () => {
    const { container, load } = draw('![pixel](https://tracker.test/p.gif)');
    expect(container.querySelector('img')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
