import { getIntlLocale } from '@app/core/format/locales';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  TableRow,
  TabStopType,
  TextRun,
} from 'docx';
import { buildReportModel } from '../model/build-report-model';
import type { ReportModel } from '../model/types';
import type { Report } from '../report';
import { createCorePropertiesXml } from './core-properties';
import { buildCover } from './cover';
import { buildClosing, buildPredictions, buildRoadmap } from './plan-sections';
import { buildIssues, buildRecommendations, buildRiskFactors, buildSummary } from './sections';
import { contentWidth, createStyles, hex, numbering, page } from './styles';
import { cell, fixedTable, noBorders } from './tables';

/** The running header: the report on the left, the company on the right, wrapping in its own column. */
function buildHeader(model: ReportModel): Header {
  const titleWidth = 4200;
  const paragraph = (value: string, alignment: (typeof AlignmentType)[keyof typeof AlignmentType]) =>
    new Paragraph({ style: 'Small', alignment, spacing: { after: 60 }, children: [new TextRun(value)] });
  const row = new TableRow({
    children: [
      cell([paragraph(model.header.title, AlignmentType.LEFT)], titleWidth),
      cell([paragraph(model.header.company, AlignmentType.RIGHT)], contentWidth - titleWidth),
    ],
  });
  const rule = { style: BorderStyle.SINGLE, size: 4, color: hex.rule };
  return new Header({
    children: [fixedTable([row], [titleWidth, contentWidth - titleWidth], { ...noBorders, bottom: rule })],
  });
}

const pageFields = { page: PageNumber.CURRENT, pages: PageNumber.TOTAL_PAGES } as const;

/** The footer: the disclaimer's short form, and "Страница {{page}} от {{pages}}" with Word's page fields. */
function buildFooter(model: ReportModel): Footer {
  // Splitting on a captured group leaves the field names at the odd indices.
  const parts = model.footer.pageTemplate.split(/\{\{\s*(page|pages)\s*\}\}/);
  const pageNumber = parts
    .map((part, index) => (index % 2 === 1 ? pageFields[part as keyof typeof pageFields] : part))
    .filter((part) => part !== '');
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: contentWidth }],
        children: [
          new TextRun({ text: `${model.footer.note}\t`, style: 'Label' }),
          new TextRun({ children: pageNumber, style: 'Label' }),
        ],
      }),
    ],
  });
}

export function createDocxDocument(model: ReportModel): Document {
  const languageTag = getIntlLocale(model.language);
  return new Document({
    title: model.meta.title,
    subject: model.meta.subject,
    creator: model.meta.author,
    keywords: model.meta.keywords,
    lastModifiedBy: model.meta.author,
    styles: createStyles(languageTag),
    numbering,
    features: { updateFields: false },
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: page.width, height: page.height },
            margin: {
              left: page.marginX,
              right: page.marginX,
              top: page.marginTop,
              bottom: page.marginBottom,
              header: 600,
              footer: 500,
            },
          },
        },
        headers: { default: buildHeader(model), first: new Header({ children: [] }) },
        footers: { default: buildFooter(model), first: new Footer({ children: [] }) },
        children: [
          ...buildCover(model),
          ...buildSummary(model),
          ...buildRiskFactors(model),
          ...buildIssues(model),
          ...buildRecommendations(model),
          ...buildRoadmap(model),
          ...buildPredictions(model),
          ...buildClosing(model),
        ],
      },
    ],
  });
}

/** Renders a report as a Word document (A4) with the same content as the PDF. */
export async function renderReportDocx(report: Report): Promise<Buffer> {
  const model = buildReportModel(report);
  const core = {
    path: 'docProps/core.xml',
    data: createCorePropertiesXml(model, getIntlLocale(model.language), report.generatedAt),
  };
  return Packer.toBuffer(createDocxDocument(model), false, [core]);
}
