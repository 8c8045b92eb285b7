import { useEffect } from 'react';

/** What the page rendered without a document (pre-rendering) asked for; written into its <head>. */
export const serverHead: { title?: string; description?: string } = {};

/**
 * Sets `document.title` and the `<meta name="description">` for the page that calls it.
 * Pass the full title (e.g. "LLC Formation | Filebridge"); the home page passes HOME_TITLE.
 */
export function usePageTitle(title: string, description?: string): void {
  if (typeof document === 'undefined') Object.assign(serverHead, { title, description });
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}
