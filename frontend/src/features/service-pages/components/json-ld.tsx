import { serializeJsonLd, type JsonLdObject } from '../lib/json-ld';

/** Renders one `<script type="application/ld+json">` per object. */
export function JsonLd({ data }: { data: readonly JsonLdObject[] }) {
  return (
    <>
      {data.map((item, index) => (
        <script
          key={`${String(item['@type'])}-${index}`}
          type="application/ld+json"
          // The JSON is built by our own serializer, which escapes "<".
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
