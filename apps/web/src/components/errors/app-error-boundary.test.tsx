import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

function Fragile(): never {
  throw new Error('boom');
}

describe('AppErrorBoundary', () => {
  beforeAll(() => initI18n('en'));
  afterEach(() => vi.restoreAllMocks());

  it('shows "Application Error" with both ways out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
  });

  it('takes over, with its own texts, when the app’s texts did not load for a screen’s error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const common = i18n.getResourceBundle('en', 'common');
    i18n.removeResourceBundle('en', 'common');
    try {
      render(
        <AppErrorBoundary>
          <RouteErrorBoundary isStandalone>
            <Fragile />
          </RouteErrorBoundary>
        </AppErrorBoundary>,
      );
      expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    } finally {
      i18n.addResourceBundle('en', 'common', common);
    }
  });
});
