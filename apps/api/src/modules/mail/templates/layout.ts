import type { Language } from '@app/core/errors';
import { routePaths } from '@app/core/routes';
import type { ContentBlock, EmailContent } from './content';

export type LayoutContext = { language: Language; publicUrl: string; t: (key: string) => string };

const brandColour = '#1e3a8a';
const font = "Inter,'Segoe UI',Arial,Helvetica,sans-serif";
const textStyle = `margin:0 0 16px;font-family:${font};font-size:16px;line-height:1.6;color:#0f172a;`;
const noteStyle = `margin:0 0 16px;font-family:${font};font-size:14px;line-height:1.5;color:#475569;`;

/** Every interpolated value passes through here before it reaches the HTML part. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderBlockHtml(block: ContentBlock, t: LayoutContext['t']): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${textStyle}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="${noteStyle}">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<p style="${textStyle}padding:12px 16px;background:#f1f5f9;border-left:4px solid ${brandColour};white-space:pre-wrap;">${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`;
    case 'link':
      return `<p style="${noteStyle}">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:${brandColour};">${escapeHtml(block.label)}</a></p>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:4px 16px 4px 0;font-family:${font};font-size:15px;color:#475569;vertical-align:top;">${escapeHtml(row.label)}</td><td style="padding:4px 0;font-family:${font};font-size:15px;font-weight:600;color:#0f172a;">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      // A table cell carries the colour so that Outlook, which ignores padding on links, shows a button.
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="background:${brandColour};border-radius:6px;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(block.label)}</a></td></tr></table><p style="${noteStyle}">${escapeHtml(t('layout.linkFallback'))}<br><a href="${escapeHtml(block.url)}" style="color:${brandColour};word-break:break-all;">${escapeHtml(block.url)}</a></p>`;
  }
}

/** Table-based with inline styles (what mail clients render alike); no images, nothing loaded from outside. */
export function renderHtml(content: EmailContent, context: LayoutContext): string {
  const { t } = context;
  const privacyUrl = `${context.publicUrl}${routePaths.privacy}`;
  const greeting = content.greeting ? `<p style="${textStyle}">${escapeHtml(content.greeting)}</p>` : '';
  const signature = content.greeting
    ? `<p style="${textStyle}margin-top:24px;">${escapeHtml(t('layout.signOff'))}<br>${escapeHtml(t('layout.signature'))}</p>`
    : '';
  const automated = content.isAutomated ? `<br>${escapeHtml(t('layout.automated'))}` : '';
  return `<!DOCTYPE html>
<html lang="${context.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${brandColour};padding:20px 32px;font-family:${font};font-size:20px;font-weight:700;color:#ffffff;">${escapeHtml(t('layout.brand'))}</td></tr>
<tr><td style="padding:32px;">
${greeting}${content.blocks.map((block) => renderBlockHtml(block, t)).join('\n')}${signature}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;border-top:1px solid #e2e8f0;font-family:${font};font-size:13px;line-height:1.5;color:#475569;">
${escapeHtml(content.reason)}${automated}<br>
<a href="${escapeHtml(context.publicUrl)}" style="color:${brandColour};">${escapeHtml(t('layout.brand'))}</a> · <a href="${escapeHtml(privacyUrl)}" style="color:${brandColour};">${escapeHtml(t('layout.privacyLink'))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderBlockText(block: ContentBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'link':
      return `${block.text} ${block.url}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.url}`;
  }
}

/** The plain-text part: the same content, links written out in full. */
export function renderText(content: EmailContent, context: LayoutContext): string {
  const { t } = context;
  const parts = [
    content.greeting,
    ...content.blocks.map(renderBlockText),
    content.greeting ? `${t('layout.signOff')}\n${t('layout.signature')}` : undefined,
    '-- ',
    [content.reason, content.isAutomated ? t('layout.automated') : undefined]
      .filter((line) => line !== undefined)
      .join(' '),
    `${t('layout.privacyLink')}: ${context.publicUrl}${routePaths.privacy}`,
  ];
  return `${parts.filter((part) => part !== undefined).join('\n\n')}\n`;
}
