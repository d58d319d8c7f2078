import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles', async () => {
    const onChange = vi.fn();
    render(<Switch label="Analytics" isChecked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('stays on when locked, and says why', async () => {
    const onChange = vi.fn();
    render(<Switch label="Necessary" isChecked isLocked lockedNote="Always on" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Necessary' });
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBeTruthy();
  });
});
