import { afterEach, describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './idempotency-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');

afterEach(() => {
  Reflect.deleteProperty(crypto, 'randomUUID');
});

describe('createIdempotencyKey', () => {
  it('is a UUID v4', () => {
    expect(original).toBeDefined();
    expect(createIdempotencyKey()).toMatch(uuidV4);
  });

  it('is one too where crypto.randomUUID is missing (a page served over plain HTTP)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    for (const key of keys) expect(key).toMatch(uuidV4);
    expect(keys.size).toBe(50);
  });
});
