import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { Faq } from '../../../components/faq';
import { Section } from '../../../components/section';
import { HOME_FAQ } from '../content';
import styles from './sections.module.css';

/** FAQ of five questions. */
export function HomeFaq() {
  return (
    <Section eyebrow="FAQ" title="Frequently asked questions" tone="alt" centered narrow>
      <Faq items={HOME_FAQ} />
      <p className={styles.faqMore}>
        Still have a question? Call us at <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>.
      </p>
    </Section>
  );
}
