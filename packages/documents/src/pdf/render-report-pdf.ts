import { getIntlLocale } from '@app/core/format/locales';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { buildReportModel, formatPageNumber } from '../model/build-report-model';
import type { ReportModel } from '../model/types';
import type { Report } from '../report';
import { colours } from '../theme';
import { buildCover, drawCoverBackground } from './cover';
import { preparePdfmake } from './fonts';
import { buildClosing, buildPredictions, buildRoadmap } from './plan-sections';
import { buildIssues, buildRecommendations, buildRiskFactors, buildSummary } from './sections';
import { defaultStyle, page, textStyles } from './styles';

export interface PdfRenderOptions {
  /** Compress page content streams (default true); off only to inspect the PDF's source. */
  compress?: boolean;
}

function buildHeader(model: ReportModel) {
  return (currentPage: number): Content =>
    currentPage === 1
      ? ''
      : {
          margin: [page.marginX, 30, page.marginX, 0],
          stack: [
            {
              columnGap: 24,
              columns: [
                { text: model.header.title, ...textStyles.small, width: 'auto', noWrap: true },
                // A long company name wraps in its own column rather than squeezing the title.
                { text: model.header.company, ...textStyles.small, width: '*', alignment: 'right' },
              ],
            },
            {
              canvas: [
                {
                  type: 'line',
                  x1: 0,
                  y1: 4,
                  x2: page.width - 2 * page.marginX,
                  y2: 4,
                  lineWidth: 0.5,
                  lineColor: colours.rule,
                },
              ],
            },
          ],
        };
}

function buildFooter(model: ReportModel) {
  return (currentPage: number, pageCount: number): Content =>
    currentPage === 1
      ? ''
      : {
          margin: [page.marginX, 24, page.marginX, 0],
          columns: [
            { text: model.footer.note, ...textStyles.small, width: '*' },
            { text: formatPageNumber(model, currentPage, pageCount), ...textStyles.small, width: 'auto' },
          ],
        };
}

export function createPdfDefinition(
  model: ReportModel,
  generatedAt: Date,
  options: PdfRenderOptions = {},
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [page.marginX, page.marginTop, page.marginX, page.marginBottom],
    language: getIntlLocale(model.language),
    info: {
      title: model.meta.title,
      author: model.meta.author,
      subject: model.meta.subject,
      keywords: model.meta.keywords,
      creator: model.meta.author,
      producer: model.meta.author,
      creationDate: generatedAt,
      modDate: generatedAt,
    },
    displayTitle: true,
    compress: options.compress ?? true,
    background: drawCoverBackground,
    header: buildHeader(model),
    footer: buildFooter(model),
    defaultStyle,
    content: [
      buildCover(model),
      ...buildSummary(model),
      ...buildRiskFactors(model),
      ...buildIssues(model),
      ...buildRecommendations(model),
      ...buildRoadmap(model),
      ...buildPredictions(model),
      ...buildClosing(model),
    ],
  };
}

/** Renders a report as an A4 PDF with embedded Roboto (full Cyrillic), searchable text and metadata. */
export async function renderReportPdf(report: Report, options: PdfRenderOptions = {}): Promise<Buffer> {
  const pdfmake = await preparePdfmake();
  const definition = createPdfDefinition(buildReportModel(report), report.generatedAt, options);
  return pdfmake.createPdf(definition).getBuffer();
}
