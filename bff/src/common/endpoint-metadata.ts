/** Where a route's `ENDPOINTS` entry and its audience are kept on the handler. */
export const ENDPOINT_KEY = 'fb:endpoint';
export const AUDIENCE_KEY = 'fb:audience';
