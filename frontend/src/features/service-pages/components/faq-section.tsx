import type { FaqItem } from '../content/types';
import { Faq } from '../../../components/faq';
import { Section } from '../../../components/section';

export function FaqSection({ items, title = 'Frequently asked questions' }: { items: readonly FaqItem[]; title?: string }) {
  return (
    <Section tone="alt" eyebrow="FAQ" title={title} narrow>
      <Faq items={items} headingLevel={3} />
    </Section>
  );
}
