import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { RadioGroup } from './radio-group';
import { Select } from './select';

describe('form controls', () => {
  it('Input ties its label, hint and error to the field', () => {
    render(<Input label="Company name" hint="As registered" error="This field is required" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['As registered', 'This field is required']);
  });

  it('Select is a labelled native select', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'healthcare', label: 'Healthcare' },
      { value: 'legal', label: 'Legal' },
    ];
    render(<Select label="Industry" options={options} placeholder="Choose" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'legal');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose',
      'Healthcare',
      'Legal',
    ]);
  });

  it('RadioGroup names its group and reports the choice', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ] as const;
    render(<RadioGroup legend="Do you keep records?" options={options} value="no" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Do you keep records?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenCalledWith('yes');
  });

  it('Checkbox is labelled and described', async () => {
    render(<Checkbox label="I accept the terms" description="Required to sign up" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(checkbox);
    expect(checkbox).toHaveProperty('checked', true);
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required to sign up',
    );
  });
});
