import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useSimpleForm } from './use-simple-form';

type Values = { name: string; email: string };

// Both fields required; the email must hold "@". Values come back trimmed, as a zod schema would give them.
const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  const errors: FieldErrors<Values> = {};
  if (!values.name.trim()) errors.name = { type: 'custom', message: 'name.required' };
  if (!values.email.includes('@')) errors.email = { type: 'custom', message: 'email.invalid' };
  return Object.keys(errors).length
    ? { values: {}, errors }
    : { values: { name: values.name.trim(), email: values.email.trim() }, errors: {} };
};

function TestForm({ onValid, onInvalid }: { onValid: (values: Values) => void; onInvalid?: () => void }) {
  const { register, handleSubmit, reset, formState } = useSimpleForm<Values>({
    resolver,
    defaultValues: { name: '', email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <input aria-label="name" {...register('name')} />
      <p>{formState.errors.name?.message}</p>
      <input aria-label="email" {...register('email')} />
      <p>{formState.errors.email?.message}</p>
      <button type="submit">send</button>
      <button type="button" onClick={() => reset({ name: '', email: '' })}>
        reset
      </button>
    </form>
  );
}

function Prefilled({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit } = useSimpleForm<Values>({
    resolver,
    defaultValues: { name: 'Ana', email: 'ana@example.com' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <input aria-label="name" {...register('name')} />
      <input aria-label="email" {...register('email')} />
      <button type="submit">send</button>
    </form>
  );
}

type ConsentValues = { email: string; consent: boolean };
const consentResolver: Resolver<ConsentValues> = async (values): Promise<ResolverResult<ConsentValues>> =>
  values.consent
    ? { values, errors: {} }
    : { values: {}, errors: { consent: { type: 'custom', message: 'consent.required' } } };

function ConsentForm({ onValid }: { onValid: (values: ConsentValues) => void }) {
  const { register, handleSubmit, reset, formState } = useSimpleForm<ConsentValues>({
    resolver: consentResolver,
    defaultValues: { email: '', consent: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <input aria-label="email" {...register('email')} />
      <input type="checkbox" aria-label="consent" {...register('consent')} />
      <p>{formState.errors.consent?.message}</p>
      <button type="submit">send</button>
      <button type="button" onClick={() => reset({ email: '', consent: false })}>
        reset
      </button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useSimpleForm', () => {
  it('checks nothing before the first submit, then shows every error and focuses the first field', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<TestForm onValid={onValid} onInvalid={onInvalid} />);
    type('email', 'x');
    expect(screen.queryByText('email.invalid')).toBeNull();
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('name.required')).toBeTruthy();
    expect(screen.getByText('email.invalid')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, checks again on change, updating only the changed field', async () => {
    render(<TestForm onValid={vi.fn()} />);
    fireEvent.click(screen.getByText('send'));
    await screen.findByText('name.required');
    type('email', 'a@b');
    await waitFor(() => expect(screen.queryByText('email.invalid')).toBeNull());
    expect(screen.getByText('name.required')).toBeTruthy();
  });

  it('passes the resolver’s values to the handler', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    type('name', ' Ana ');
    type('email', 'ana@example.com');
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
  });

  it('reset empties the fields and forgets the errors', async () => {
    render(<TestForm onValid={vi.fn()} />);
    type('email', 'x');
    fireEvent.click(screen.getByText('send'));
    await screen.findByText('email.invalid');
    fireEvent.click(screen.getByText('reset'));
    await waitFor(() => expect(screen.queryByText('email.invalid')).toBeNull());
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('');
    // Not submitted any more: a change is not checked.
    type('email', 'y');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('email.invalid')).toBeNull();
  });

  it('keeps what was typed into the pre-rendered form before hydration', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<TestForm onValid={onValid} />);
    (container.querySelector('[aria-label="name"]') as HTMLInputElement).value = 'Ana';
    await act(async () => {
      hydrateRoot(container, <TestForm onValid={onValid} />);
    });
    expect((container.querySelector('[aria-label="name"]') as HTMLInputElement).value).toBe('Ana');
    fireEvent.change(container.querySelector('[aria-label="email"]') as HTMLInputElement, {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(container.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
    container.remove();
  });

  it('shows non-empty defaults in a form rendered in the browser', async () => {
    const onValid = vi.fn();
    render(<Prefilled onValid={onValid} />);
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('ana@example.com');
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
  });

  describe('with a checkbox', () => {
    it('reads the box as true or false, checks it again when ticked, and unticks it on reset', async () => {
      const onValid = vi.fn();
      render(<ConsentForm onValid={onValid} />);
      const box = screen.getByLabelText('consent') as HTMLInputElement;
      fireEvent.click(screen.getByText('send'));
      expect(await screen.findByText('consent.required')).toBeTruthy();
      expect(document.activeElement).toBe(box);
      fireEvent.click(box);
      await waitFor(() => expect(screen.queryByText('consent.required')).toBeNull());
      type('email', 'ana@example.com');
      fireEvent.click(screen.getByText('send'));
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.com', consent: true }));
      fireEvent.click(screen.getByText('reset'));
      expect(box.checked).toBe(false);
    });

    it('keeps a box ticked in the pre-rendered form before hydration', async () => {
      const onValid = vi.fn();
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(<ConsentForm onValid={onValid} />);
      (container.querySelector('[aria-label="consent"]') as HTMLInputElement).checked = true;
      await act(async () => {
        hydrateRoot(container, <ConsentForm onValid={onValid} />);
      });
      expect((container.querySelector('[aria-label="consent"]') as HTMLInputElement).checked).toBe(true);
      fireEvent.click(container.querySelector('button[type="submit"]') as HTMLButtonElement);
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: '', consent: true }));
      container.remove();
    });
  });
});
