import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { CopyButton } from './copy-button';

afterEach(() => {
  cleanup();
});

function renderButton(language: 'en' | 'ar' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <CopyButton text="202611200417" label="Copy the payment reference" />
    </I18nextProvider>,
  );
  const button = document.querySelector('ion-button');
  if (!button) throw new Error('no button');
  return button;
}

describe('CopyButton', () => {
  it('puts the text on the clipboard', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const button = renderButton();
    expect(button.textContent).toBe('Copy');
    fireEvent.click(button);
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledWith('202611200417');
    });
  });

  it('speaks Arabic', () => {
    expect(renderButton('ar').textContent).toBe('نسخ');
    expect(screen.queryByText('Copy')).toBeNull();
  });
});
