import { describe, expect, it } from 'vitest';
import { nameOfRef, resolveObject, resolvePointer } from './resolve-ref';
import { referencingDocument } from './test-documents';

describe('resolvePointer', () => {
  it('follows a local JSON pointer, unescaping ~1, ~0 and percent-encoding', () => {
    expect(resolvePointer(referencingDocument, '#/components/schemas/Named')).toEqual(
      referencingDocument.components.schemas.Named,
    );
    expect(resolvePointer(referencingDocument, '#/components/schemas/a~1b~0c')).toEqual({
      type: 'string',
      format: 'date',
    });
    expect(resolvePointer(referencingDocument, '#/components/schemas/a%7E1b~0c')).toEqual({
      type: 'string',
      format: 'date',
    });
    expect(resolvePointer(referencingDocument, '#/tags/1/name')).toBe('unused');
  });

  it('finds nothing for a missing target or a reference to another file', () => {
    expect(resolvePointer(referencingDocument, '#/components/schemas/Nope')).toBeUndefined();
    expect(resolvePointer(referencingDocument, 'https://example.com/schema.json#/Pet')).toBeUndefined();
    expect(resolvePointer(referencingDocument, 'other.json#/components')).toBeUndefined();
    // Inherited properties are not part of the document.
    expect(resolvePointer(referencingDocument, '#/components/toString')).toBeUndefined();
  });

  it('names a reference by its last part', () => {
    expect(nameOfRef('#/components/schemas/Owner')).toBe('Owner');
    expect(nameOfRef('#/components/schemas/a~1b~0c')).toBe('a/b~c');
  });
});

describe('resolveObject', () => {
  it('returns a plain object as it is, with no references', () => {
    expect(resolveObject(referencingDocument, { type: 'string' })).toEqual({
      value: { type: 'string' },
      refs: [],
      isCycle: false,
    });
  });

  it('follows a reference and lays its own keywords over the target', () => {
    const resolved = resolveObject(referencingDocument, {
      $ref: '#/components/schemas/Owner',
      description: 'Another owner',
    });
    expect(resolved.refs).toEqual(['#/components/schemas/Owner']);
    expect(resolved.value?.description).toBe('Another owner');
    expect(resolved.value?.required).toEqual(['email', 'pets', 'name']);
    expect(resolved.value).not.toHaveProperty('$ref');
  });

  it('reports a reference already being expanded, and one to itself, as a cycle', () => {
    const owner = '#/components/schemas/Owner';
    expect(resolveObject(referencingDocument, { $ref: owner }, new Set([owner]))).toEqual({
      value: undefined,
      refs: [owner],
      isCycle: true,
    });
    const loop = resolveObject(referencingDocument, { $ref: '#/components/schemas/Loop' });
    expect(loop.isCycle).toBe(true);
  });

  it('reports a reference that leads nowhere without a cycle', () => {
    expect(resolveObject(referencingDocument, { $ref: '#/components/schemas/Nope' })).toEqual({
      value: undefined,
      refs: ['#/components/schemas/Nope'],
      isCycle: false,
    });
  });
});
