import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocumentTexts, openapiTranslations } from '../../src/i18n/openapi-language';
import { createTestApp, type TestApp } from '../helpers/app';

type Operation = { summary?: string; description?: string };
type ApiDocument = { paths: Record<string, Record<string, Operation>>; info: { description: string } };

let testApp: TestApp;
let english: ApiDocument;
let bulgarian: ApiDocument;

async function readDocument(query: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url: `/api/openapi.json${query}`, headers });
}

beforeAll(async () => {
  // With a language-model provider (never called here), so the AI routes, hidden without one, are in the
  // document and their texts are checked too.
  testApp = await createTestApp({
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_API_KEY: 'unused',
    LLM_MODEL: 'unused',
  });
  english = (await readDocument('?lang=en')).json();
  bulgarian = (await readDocument('?lang=bg')).json();
});
afterAll(() => testApp.close());

function operationsOf(document: ApiDocument): Array<[string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

const cyrillic = /[а-яА-Я]/;

describe('the OpenAPI document in Bulgarian', () => {
  it('has a Bulgarian translation of every summary and description of the English document', () => {
    const missing = [...new Set(listDocumentTexts(english))].filter(
      (text) => !Object.hasOwn(openapiTranslations.bg, text),
    );
    // A new route, or a changed English text, needs its line in apps/api/src/i18n/openapi-bg.json.
    expect(missing).toEqual([]);
  });

  it('keeps no translation of a text the document no longer has', () => {
    const texts = new Set(listDocumentTexts(english));
    expect(Object.keys(openapiTranslations.bg).filter((text) => !texts.has(text))).toEqual([]);
  });

  it('gives every operation a summary, and its description, in Bulgarian', () => {
    const englishOperations = new Map(operationsOf(english));
    for (const [name, operation] of operationsOf(bulgarian)) {
      const original = englishOperations.get(name);
      expect(operation.summary, name).toMatch(cyrillic);
      expect(operation.summary, name).not.toBe(original?.summary);
      if (original?.description === undefined) expect(operation.description, name).toBeUndefined();
      else expect(operation.description, name).toMatch(cyrillic);
    }
    expect(bulgarian.paths['/api/auth/login']?.post?.summary).toBe('Вход с имейл и парола');
    expect(bulgarian.info.description).toContain('Authorization: Bearer <accessToken>');
  });

  it('is the same document but for its texts, and valid OpenAPI 3.1', async () => {
    expect(operationsOf(bulgarian).map(([name]) => name)).toEqual(
      operationsOf(english).map(([name]) => name),
    );
    expect(listDocumentTexts(bulgarian)).toHaveLength(listDocumentTexts(english).length);
    await expect(SwaggerParser.validate(structuredClone(bulgarian) as never)).resolves.toBeDefined();
  });

  it('follows ?lang=, then Accept-Language, then Bulgarian, and says which it is', async () => {
    const byHeader = await readDocument('', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byHeader.headers['content-language']).toBe('en');
    expect(byHeader.json().paths['/api/auth/login'].post.summary).toBe('Sign in with e-mail and password');
    const byDefault = await readDocument('');
    expect(byDefault.headers['content-language']).toBe('bg');
    expect(byDefault.headers.vary).toContain('Accept-Language');
    expect(byDefault.json()).toEqual(bulgarian);
    const byQuery = await readDocument('?lang=en', { 'accept-language': 'bg' });
    expect(byQuery.json()).toEqual(english);
  });
});
