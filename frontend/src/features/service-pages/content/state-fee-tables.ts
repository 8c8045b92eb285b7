/** Pages that show a state-by-state fee table from STATE_LLC_FEES (with the dataset credit). */
export type StateFeeTableKind = 'formation' | 'annual-report';

export const STATE_FEE_TABLE_BY_SLUG: Readonly<Record<string, StateFeeTableKind>> = {
  'llc-formation': 'formation',
  'annual-report': 'annual-report',
};
