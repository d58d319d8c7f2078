import type { Language } from '@app/core/errors';
import type { EmailTemplate } from '../outbox';
import { buildContent, createTranslator, type EmailContent } from './content';
import { renderHtml, renderText } from './layout';
import { type TemplateData, templateDataSchemas } from './template-data';

export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  /** The team's copy of a contact message: replies go to the person who wrote it. */
  replyTo?: { name: string; address: string };
  unsubscribeUrl?: string;
};

/** Stored data that no longer fits its template: retrying cannot help, so the message fails at once. */
export class InvalidEmailDataError extends Error {
  override name = 'InvalidEmailDataError';
}

export function isEmailTemplate(value: string): value is EmailTemplate {
  return Object.hasOwn(templateDataSchemas, value);
}

/** Renders a message in its language from the shared translation files (namespace `email`). */
export function renderEmail(
  template: EmailTemplate,
  language: Language,
  data: unknown,
  context: { publicUrl: string },
): RenderedEmail {
  const parsed = templateDataSchemas[template].safeParse(data);
  if (!parsed.success) throw new InvalidEmailDataError(`data does not fit the ${template} template`);
  const t = createTranslator(language);
  // The builder for `template` receives that template's data; TypeScript cannot follow the pairing.
  const build = buildContent[template] as (...args: unknown[]) => EmailContent;
  const content = build(t, parsed.data, language);
  const layout = { language, publicUrl: context.publicUrl, t: (key: string) => t(key) };
  const rendered: RenderedEmail = {
    subject: content.subject,
    html: renderHtml(content, layout),
    text: renderText(content, layout),
  };
  if (template === 'contact-forward') {
    const sender = parsed.data as TemplateData<'contact-forward'>;
    rendered.replyTo = { name: sender.name, address: sender.email };
  }
  if (template === 'early-access-confirmation') {
    rendered.unsubscribeUrl = (parsed.data as TemplateData<'early-access-confirmation'>).unsubscribeUrl;
  }
  return rendered;
}
