import { describe, expect, it } from 'vitest';
import { buildSchemaTree, type SchemaNode } from './schema-tree';
import { productDocumentExcerpt, referencingDocument } from './test-documents';

function child(node: SchemaNode | undefined, name: string): SchemaNode | undefined {
  return node?.properties.find((property) => property.name === name);
}

describe('buildSchemaTree on the product document', () => {
  const body =
    productDocumentExcerpt.paths['/api/assessments'].post.requestBody.content['application/json'].schema;
  const tree = buildSchemaTree(productDocumentExcerpt, body);

  it('lists the properties in order, marking the required ones', () => {
    expect(tree.types).toEqual(['object']);
    expect(tree.properties.map((property) => [property.name, property.isRequired])).toEqual([
      ['companyName', true],
      ['industry', true],
      ['specifyIndustry', false],
      ['employeeCount', true],
      ['email', false],
      ['answers', true],
      ['followUps', false],
    ]);
  });

  it('shows lengths, enums and nested objects', () => {
    expect(child(tree, 'companyName')?.constraints).toEqual([
      { keyword: 'minLength', value: '1' },
      { keyword: 'maxLength', value: '100' },
    ]);
    expect(child(tree, 'employeeCount')?.values).toEqual(['startup', 'smb', 'enterprise']);
    expect(child(child(tree, 'answers'), 'collectsData')).toMatchObject({
      isRequired: true,
      types: ['string'],
      values: ['yes', 'no', 'not_sure'],
    });
  });

  it('reads a nullable written as a type list or as anyOf with null as one "or null" type', () => {
    expect(child(tree, 'specifyIndustry')?.types).toEqual(['string', 'null']);
    const email = child(tree, 'email');
    expect(email?.types).toEqual(['string', 'null']);
    expect(email?.constraints).toEqual([{ keyword: 'maxLength', value: '254' }]);
    expect(email?.variants).toBeUndefined();
  });

  it('shows the error shape with its array of issues and the literal false', () => {
    const error = productDocumentExcerpt.paths['/api/assessments'].post.responses['4XX'];
    const errorTree = buildSchemaTree(productDocumentExcerpt, error.content['application/json'].schema);
    expect(child(errorTree, 'success')?.values).toEqual(['false']);
    const issues = child(child(errorTree, 'error'), 'issues');
    expect(issues?.types).toEqual(['array']);
    expect(issues?.items?.properties.map((property) => property.name)).toEqual(['path', 'message']);
  });
});

describe('buildSchemaTree with references', () => {
  const schemas = referencingDocument.components.schemas;

  it('expands a referenced schema and names the component it came from', () => {
    const tree = buildSchemaTree(referencingDocument, { $ref: '#/components/schemas/Owner' });
    expect(tree).toMatchObject({ refName: 'Owner', description: 'A person', isCycle: false });
    expect(child(tree, 'email')).toMatchObject({ types: ['string'], format: 'email', isRequired: true });
    expect(child(tree, 'name')?.constraints).toEqual([{ keyword: 'minLength', value: '10' }]);
  });

  it('stops at a reference already open above it, instead of recursing for ever', () => {
    const tree = buildSchemaTree(referencingDocument, { $ref: '#/components/schemas/Owner' });
    const friend = child(tree, 'friend');
    expect(friend).toMatchObject({ refName: 'Owner', isCycle: true, properties: [] });
    // Owner -> pets[] -> Pet (oneOf) -> Cat -> owner: Owner again.
    const cat = child(tree, 'pets')?.items?.variants?.options[0];
    expect(cat?.refName).toBe('Cat');
    expect(child(cat, 'owner')).toMatchObject({ refName: 'Owner', isCycle: true });
    expect(buildSchemaTree(referencingDocument, schemas.Loop).isCycle).toBe(true);
  });

  it('shows oneOf options with the discriminator and its mapping, and allOf parts', () => {
    const pet = buildSchemaTree(referencingDocument, schemas.Pet);
    expect(pet.variants?.kind).toBe('oneOf');
    expect(pet.variants?.options.map((option) => option.refName)).toEqual(['Cat', 'Dog']);
    expect(pet.variants?.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'cat', target: 'Cat' },
        { value: 'dog', target: 'Dog' },
      ],
    });
    expect(child(pet.variants?.options[0], 'kind')?.values).toEqual(['cat']);
    expect(child(pet.variants?.options[0], 'lives')?.constraints).toEqual([
      { keyword: 'minimum', value: '1' },
      { keyword: 'maximum', value: '9' },
    ]);
    const profile = child(buildSchemaTree(referencingDocument, schemas.Owner), 'profile');
    expect(profile?.variants?.kind).toBe('allOf');
    expect(profile?.variants?.options.map((option) => option.refName ?? option.properties[0]?.name)).toEqual([
      'Named',
      'age',
    ]);
  });

  it('marks a reference that points nowhere, and a false schema', () => {
    expect(buildSchemaTree(referencingDocument, { $ref: '#/components/schemas/Gone' })).toMatchObject({
      refName: 'Gone',
      isUnresolved: true,
    });
    expect(buildSchemaTree(referencingDocument, false).types).toEqual(['never']);
  });

  it('keeps array limits on the array and the item type on its items', () => {
    const dog = buildSchemaTree(referencingDocument, schemas.Dog);
    const tags = child(dog, 'tags');
    expect(tags?.constraints).toEqual([{ keyword: 'maxItems', value: '5' }]);
    expect(tags?.items?.types).toEqual(['string']);
  });
});
