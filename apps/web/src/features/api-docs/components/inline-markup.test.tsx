import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText } from './breakable-text';
import { InlineMarkup } from './inline-markup';

describe('InlineMarkup', () => {
  it('turns <code> of the translations and `backticks` of the document into code, in order', () => {
    const { container } = render(
      <p>
        <InlineMarkup text="Send <code>Authorization</code> to `/api/reports`, then wait." />
      </p>,
    );
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'Authorization',
      '/api/reports',
    ]);
    expect(container.textContent).toBe('Send Authorization to /api/reports, then wait.');
  });

  it('keeps any other markup as plain text', () => {
    const { container } = render(<InlineMarkup text={'<img src=x onerror="alert(1)"> and <b>bold</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> and <b>bold</b>');
  });
});

describe('BreakableText', () => {
  it('offers a line break after each slash and underscore and before a brace, keeping the text', () => {
    const { container } = render(<BreakableText text="/api/reports/{id}/pdf" />);
    expect(container.textContent).toBe('/api/reports/{id}/pdf');
    expect(container.innerHTML).toBe('/<wbr>api/<wbr>reports/<wbr>{id}/<wbr>pdf');
    expect(render(<BreakableText text="RATE_LIMITED" />).container.innerHTML).toBe('RATE_<wbr>LIMITED');
  });
});
