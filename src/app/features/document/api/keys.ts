/** Query keys of the document feature (one factory, src/README.md §3.5). */
export const documentKeys = {
  all: ['document'] as const,
  metadata: (contentCode: string) => ['document', 'metadata', contentCode] as const,
  translations: (contentId: number) => ['document', 'translations', contentId] as const,
  html: (id: number) => ['document', 'html', id] as const,
  details: (contentCode: string) => ['document', 'details', contentCode] as const,
  detailsByPublisher: (contentCode: string) => ['document', 'details-by-publisher', contentCode] as const,
  related: (contentCode: string) => ['document', 'related', contentCode] as const,
  workItems: (contentCode: string) => ['document', 'work-items', contentCode] as const,
  tracking: (family: string) => ['document', 'tracking', family] as const,
  elearning: (family: string, assetType: string | null) => ['document', 'elearning', family, assetType] as const,
  citationTypes: ['document', 'citation-types'] as const,
  citation: (contentId: number, style: string) => ['document', 'citation', contentId, style] as const,
  notes: (contentId: number) => ['document', 'notes', contentId] as const,
};
