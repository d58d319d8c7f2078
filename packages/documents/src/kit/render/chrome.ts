import { formatDate } from '@app/core/format/dates';

const texts = {
  bg: {
    footer: 'Проект за преглед – GDPR Navigator, {{date}}',
    page: 'Страница {{page}} от {{pages}}',
  },
  en: {
    footer: 'Draft to be reviewed – GDPR Navigator, {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
} as const;

/** What every page of a draft carries: the company and title above, the draft mark and page below. */
export function kitChrome(
  document: { title: string; company: string; language: 'bg' | 'en' },
  generatedAt: Date,
) {
  const language = texts[document.language];
  return {
    creator: 'GDPR Navigator',
    header: `${document.company} – ${document.title}`,
    footer: language.footer.replace('{{date}}', formatDate(generatedAt, document.language)),
    /** The page template with the two fields put in, as the format's own page-number fields. */
    pageTemplate<T>(page: T, pages: T): (string | T)[] {
      return language.page
        .split(/\{\{(page|pages)\}\}/)
        .map((part, index) => (index % 2 === 1 ? (part === 'page' ? page : pages) : part))
        .filter((part) => part !== '');
    },
  };
}
