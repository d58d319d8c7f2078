import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces an error at once and a success politely', () => {
    render(
      <>
        <Alert>Login failed</Alert>
        <Alert kind="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('takes a ref and attributes, so a screen can move focus to it', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} tabIndex={-1} size="md">
        Analysis failed
      </Alert>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('alert').className).not.toContain('text-sm');
  });
});
