/** What the team may ask of a customer while it works on a filing; while one is open the order waits on them. */
export const REQUEST_KINDS = ['missing_detail', 'wrong_detail', 'document_upload', 'signature', 'identity_verification'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['open', 'answered', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What the customer is shown: a title and the steps that answer the request, beside the team's own message. */
export const REQUEST_COPY: Readonly<Record<RequestKind, { label: string; instructions: string }>> = {
  missing_detail: {
    label: 'A detail is missing',
    instructions: 'Reply below with the detail our team asks for. We continue with your filing as soon as we have it.',
  },
  wrong_detail: {
    label: 'A detail needs correcting',
    instructions: 'Check the detail our team points out and reply below with the correct value.',
  },
  document_upload: {
    label: 'A document is needed',
    instructions: 'Upload the document our team asks for (PDF, PNG or JPEG) and add a short note below.',
  },
  signature: {
    label: 'Your signature is needed',
    instructions: 'Open the form our team sent, sign it where marked, upload the signed copy and reply below.',
  },
  identity_verification: {
    label: 'Verify your identity',
    instructions:
      'The FMCSA requires the company official to verify their identity themselves: sign in to the FMCSA Motus portal with Login.gov, complete the identity check, then reply below once it shows as verified. We cannot do this step for you.',
  },
};

export const isRequestKind = (value: unknown): value is RequestKind =>
  typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value);
