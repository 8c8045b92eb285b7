import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, JsonLd, organizationJsonLd, postalAddress, serializeJsonLd, webPageJsonLd } from './structured-data';

describe('structured data', () => {
  it('builds the Organization with a parsed postal address', () => {
    const org = organizationJsonLd('https://filebridge.example');
    expect(org).toMatchObject({ '@type': 'Organization', '@id': 'https://filebridge.example/#organization', name: 'Filebridge' });
    expect(postalAddress('Filebridge, 1209 Orange Street, Wilmington, DE 19801')).toMatchObject({
      addressRegion: 'DE',
      postalCode: '19801',
    });
  });

  it('builds a WebPage published by the Organization', () => {
    const page = webPageJsonLd(
      { type: 'ContactPage', name: 'Contact', description: 'Call us.', path: '/company/contact' },
      'https://filebridge.example',
    );
    expect(page).toMatchObject({
      '@type': 'ContactPage',
      url: 'https://filebridge.example/company/contact',
      publisher: { '@id': 'https://filebridge.example/#organization' },
    });
  });

  it('escapes "<" so copy cannot close the script element, and renders one script per object', () => {
    const faq = faqPageJsonLd([{ question: 'Is </script> safe?', answer: 'Yes.' }]);
    expect(serializeJsonLd(faq)).not.toContain('</script>');
    const { container } = render(<JsonLd data={[organizationJsonLd(), faq]} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[1]!.textContent ?? '').mainEntity[0].name).toBe('Is </script> safe?');
  });
});
