import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, ensureNamespaces, initI18n } from './i18n';
import { useLanguage } from './use-language';
import { useScrollToHash } from './use-scroll-to-hash';
import { useValidationMessage } from './use-validation-message';

function GuidePage({ isReady }: { isReady: boolean }) {
  useScrollToHash(isReady);
  return isReady ? <h2 id="dpia">DPIA</h2> : <p>loading</p>;
}

beforeAll(async () => {
  await initI18n('bg');
  await ensureNamespaces(['validation', 'auth']);
});

afterEach(async () => {
  await changeLanguage('bg');
});

describe('useLanguage', () => {
  it('gives the interface language and renders again when it changes', async () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current).toBe('bg');
    await act(() => changeLanguage('en'));
    expect(result.current).toBe('en');
  });
});

describe('useValidationMessage', () => {
  it('translates a schema’s message key in any namespace, with the limits it names', async () => {
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current(undefined)).toBeUndefined();
    expect(result.current('validation.minLength', { min: 2 })).toBe('Минимална дължина: 2 знака');
    await act(() => changeLanguage('en'));
    expect(result.current('auth.validation.nameTooLong', { max: 100 })).toBe(
      'Name must be at most 100 characters',
    );
  });
});

describe('useScrollToHash', () => {
  it('goes to the linked part once it is on screen', () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrolled);
    const { rerender } = render(
      <MemoryRouter initialEntries={['/gdpr-guide#dpia']}>
        <GuidePage isReady={false} />
      </MemoryRouter>,
    );
    expect(scrolled).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter initialEntries={['/gdpr-guide#dpia']}>
        <GuidePage isReady />
      </MemoryRouter>,
    );
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'DPIA' }));
  });
});
