/** The shape of a guide namespace (what-is-gdpr, gdpr-guide, compliance-tips, about, security). */
export interface ArticleSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  sources?: readonly string[];
}

export interface ArticleContent {
  title: string;
  lead: string;
  tocLabel: string;
  updated: string;
  sections: readonly ArticleSection[];
  disclaimer: string;
}
