import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'overview', label: 'Overview', content: 'Overview panel' },
  { id: 'reports', label: 'Reports', content: 'Reports panel' },
  { id: 'settings', label: 'Settings', content: 'Settings panel' },
];

describe('Tabs', () => {
  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Dashboard" items={items} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeTruthy();
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');

    await user.click(tab('Overview'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Reports'));
    expect(tab('Reports').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Reports' }).textContent).toBe('Reports panel');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Settings'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Overview'));
    await user.keyboard('{End}');
    expect(tab('Settings').getAttribute('aria-selected')).toBe('true');
  });

  it('has a single tab stop', () => {
    render(<Tabs label="Dashboard" items={items} />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1']);
  });
});
