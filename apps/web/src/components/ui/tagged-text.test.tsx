import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

describe('TaggedText', () => {
  it('wraps each tagged part in its element and keeps the text around it', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="Приемам <terms>Общите условия</terms> и <privacy>Политиката</privacy>."
          elements={{ terms: <a href="/terms">?</a>, privacy: <a href="/privacy">?</a> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Приемам <a href="/terms">Общите условия</a> и <a href="/privacy">Политиката</a>.</p>',
    );
  });

  it('leaves a part whose name has no element as plain text', () => {
    const { container } = render(<TaggedText text="a <b>bold</b> c" elements={{}} />);
    expect(container.textContent).toBe('a bold c');
    expect(container.querySelector('b')).toBeNull();
  });
});
